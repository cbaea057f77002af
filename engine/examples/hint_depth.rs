//! How deep the hint search (`ai::analysis::HintSearch`) gets while a player waits: for
//! mid-game positions, the depth of the values published by 1 s and by 2 s; for endgame
//! positions (OBF lines of a file), the time until every value is exact; then the time of a
//! whole-game review (`GameReview`) of three 60-move self-play games.
//!
//! ```text
//! cargo run --release -p outflank-engine --example hint_depth -- [POSITIONS] [ENDGAME_FILE]
//! ```
//! Defaults: 20 mid-game positions (16 to 31 random plies from the start), and
//! `cli/data/endgame20.obf` (20 empties).

mod common;

use common::midgame;
use outflank_engine::ai::analysis::{GameReview, HintSearch};
use outflank_engine::ai::{choose_move, Clock, FrozenClock, Level, Rng};
use outflank_engine::{Move, Position, Rules};
use std::time::Instant;

struct InstantClock(Instant);

impl Clock for InstantClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count: u32 = args.first().map_or(20, |a| a.parse().expect("a number"));
    let file = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "cli/data/endgame20.obf".to_string());
    let clock = InstantClock(Instant::now());
    let mut rng = Rng::new(2026);
    let (mut at1, mut at2) = (Vec::new(), Vec::new());
    println!("midgame: position empties moves | depth by 1 s, by 2 s");
    for i in 0..count {
        let pos = midgame(&mut rng);
        let mut search = HintSearch::new(pos, Rules::WOF, 2000.0, 60);
        let start = clock.now_ms();
        let (mut d1, mut d2) = (0, 0);
        while !search.is_done() {
            if search.think(&clock, 10.0).is_some() {
                let t = clock.now_ms() - start;
                if t <= 1000.0 {
                    d1 = search.depth();
                }
                if t <= 2000.0 {
                    d2 = search.depth();
                }
            }
        }
        let moves = pos.legal_moves(Rules::WOF).count();
        println!("{i} {} {moves} | {d1} {d2}", pos.board.empty_count());
        at1.push(d1 as f64);
        at2.push(d2 as f64);
    }
    println!(
        "median depth: {} by 1 s, {} by 2 s; worst {} and {}",
        median(&mut at1),
        median(&mut at2),
        at1[0],
        at2[0]
    );
    let text = std::fs::read_to_string(&file).expect("an OBF file");
    let mut times = Vec::new();
    println!("endgame: empties moves | seconds to exact");
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with(';'))
    {
        let pos = Position::from_obf(line).expect("an OBF position");
        let mut search = HintSearch::new(pos, Rules::WOF, f64::INFINITY, 60);
        let start = clock.now_ms();
        let answer = search.finish(&clock);
        let t = (clock.now_ms() - start) / 1000.0;
        assert!(answer.is_exact() || answer.values.is_empty());
        println!(
            "{} {} | {t:.3}",
            pos.board.empty_count(),
            answer.values.len()
        );
        times.push(t);
    }
    let worst = times.iter().copied().fold(0.0, f64::max);
    println!(
        "median {:.3} s to exact, worst {worst:.3} s",
        median(&mut times)
    );
    // Whole games: Oracle-like play is slow to generate, so level 3 (Sage, depth 6) plays
    // both sides after 4 random plies.
    println!("review: moves | seconds");
    let mut review_times = Vec::new();
    for seed in 1..=3u64 {
        let mut pos = Position::START;
        let mut moves = Vec::new();
        while pos.legal_moves(Rules::WOF).next().is_some() {
            let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            let mv = if moves.len() < 4 {
                legal[rng.below(legal.len() as u32) as usize]
            } else {
                choose_move(
                    pos,
                    Rules::WOF,
                    Level::try_from(3).unwrap(),
                    seed,
                    &FrozenClock,
                )
                .expect("a move")
            };
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        let start = clock.now_ms();
        let mut review = GameReview::new(Position::START, &moves, Rules::WOF).expect("legal");
        while !review.step(&clock, 40.0) {}
        let t = (clock.now_ms() - start) / 1000.0;
        println!("{} | {t:.2}", moves.len());
        review_times.push(t);
    }
    println!("median review {:.2} s", median(&mut review_times));
}

//! How soon Nova's tree fills its arena at a time control: games of Nova against itself (a
//! tree per side, each reused between its moves as in a match), from random 8-ply openings,
//! searched as the level does (its time plan and `MoveTime`'s stopping rules, checked every
//! 5 ms) up to the exact solve at 20 empties.
//!
//! ```text
//! cargo run --release -p outflank-engine --example arena_fill -- [GAMES] [MS] [MAX_NODES] [full]
//! ```
//! Defaults: 4 games, 1000 ms a move on average (2000 at most), the level's arena (0: not
//! compacted when full, as before). With `full` every move searches to its target (no early
//! stop). Prints each move (empties,
//! nodes kept from the last move, when the arena filled, when the search stopped,
//! iterations before and after it filled), then totals.

use outflank_engine::ai::toolkit::{Mcts, MoveTime, TimePlan};
use outflank_engine::ai::{player_for_level, Clock, Deadline, EngineConfig, Level, Rng};
use outflank_engine::{Move, Position, Rules};
use std::time::Instant;

struct WallClock(Instant);

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().map_or(4, |a| a.parse().expect("games"));
    let ms: f64 = args.get(1).map_or(1000.0, |a| a.parse().expect("ms"));
    let max_nodes: Option<usize> = args.get(2).map(|a| a.parse().expect("max nodes"));
    let full = args.get(3).is_some_and(|a| a == "full");
    let EngineConfig::Mcts { mut config, .. } =
        player_for_level(Level::try_from(5).unwrap(), Rules::WOF, 1).engine()
    else {
        panic!("Nova is a tree search")
    };
    match max_nodes {
        Some(0) => config.compact = false,
        Some(n) => config.max_nodes = n,
        None => {}
    }
    let plan = TimePlan::new(ms);
    let clock = WallClock(Instant::now());
    let mut rng = Rng::new(11);
    let (mut moves, mut filled, mut searched_ms, mut full_ms) = (0, 0, 0.0, 0.0);
    let (mut fill_times, mut stop_times, mut kept) = (Vec::new(), Vec::new(), Vec::new());
    let (mut iters_before, mut iters_after) = (0u64, 0u64);
    println!("game empties kept_nodes fill_ms stop_ms iters iters_full nodes compactions");
    for game in 0..games {
        let mut pos = Position::START;
        for _ in 0..8 {
            let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            pos.play_unchecked(legal[rng.below(legal.len() as u32) as usize]);
        }
        let mut trees: [Option<Mcts>; 2] = [None, None];
        let mut pending: [Vec<Move>; 2] = [Vec::new(), Vec::new()];
        let mut side = 0;
        while pos.board.empty_count() > 20 {
            let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            let mv = if legal.is_empty() {
                Move::Pass
            } else {
                let tree = match &mut trees[side] {
                    Some(t) => {
                        for &m in &pending[side] {
                            t.advance(m);
                        }
                        t
                    }
                    slot => slot.insert(Mcts::new(pos.board, config, rng.next_u64())),
                };
                pending[side].clear();
                assert_eq!(tree.root_board(), pos.board);
                let start_nodes = tree.node_count();
                let move_time = MoveTime {
                    target_ms: plan.target_ms(pos.board.empty_count()),
                    most_ms: 2.0 * ms,
                };
                let start = clock.now_ms();
                let from_visits = tree.root_visits();
                let compactions = tree.compactions();
                let mut fill_at = None;
                let (mut before, mut after) = (0, 0);
                loop {
                    let part = Deadline::after(&clock, 5.0);
                    let done = tree.search(u64::MAX, &part);
                    if fill_at.is_some() {
                        after += done;
                    } else {
                        before += done;
                    }
                    let at = clock.now_ms() - start;
                    if fill_at.is_none()
                        && (tree.node_count() + 64 >= config.max_nodes
                            || tree.compactions() > compactions)
                    {
                        fill_at = Some(at);
                    }
                    let rate = f64::from(tree.root_visits() - from_visits) / at.max(1e-3);
                    let stop = if full {
                        at >= move_time.target_ms
                    } else {
                        at >= move_time.most_ms || move_time.should_stop(tree, at, rate)
                    };
                    if stop || tree.root_proof().is_some() {
                        break;
                    }
                }
                let stop_ms = clock.now_ms() - start;
                println!(
                    "{game} {} {start_nodes} {} {stop_ms:.0} {before} {after} {} {}",
                    pos.board.empty_count(),
                    fill_at.map_or("-".to_string(), |f| format!("{f:.0}")),
                    tree.node_count(),
                    tree.compactions() - compactions
                );
                moves += 1;
                searched_ms += stop_ms;
                stop_times.push(stop_ms);
                kept.push(start_nodes as f64);
                iters_before += before;
                iters_after += after;
                if let Some(f) = fill_at {
                    filled += 1;
                    fill_times.push(f);
                    full_ms += stop_ms - f;
                }
                tree.best_move().expect("a move")
            };
            pos.play_unchecked(mv);
            pending[0].push(mv);
            pending[1].push(mv);
            side ^= 1;
        }
    }
    println!(
        "moves {moves}, arena full in {filled} ({:.0}%); median fill {:.0} ms, median stop {:.0} ms, \
         mean stop {:.0} ms; median nodes kept {:.0}; time with a full arena {:.0}% of {:.1} s; \
         iterations {iters_before} before full, {iters_after} after",
        100.0 * filled as f64 / moves as f64,
        median(fill_times),
        median(stop_times),
        searched_ms / moves as f64,
        median(kept),
        100.0 * full_ms / searched_ms,
        searched_ms / 1000.0,
    );
}

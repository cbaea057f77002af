//! What the live view of the computer's thinking costs the levels: every level thinks on
//! the same positions in 40 ms slices as the browser's worker does, once without reports
//! and once with a `Player::report` every 100 ms (as the worker sends them), side by side.
//! Prints per level the median time to move of both runs, how many moves agree, and the
//! time spent in `report` as a share of the thinking time (and its longest call).
//!
//! ```text
//! cargo run --release -p outflank-engine --example report_cost -- [POSITIONS]
//! ```
//! Default: 6 positions (16 to 31 random plies from the start).

mod common;

use common::midgame;
use outflank_engine::ai::{levels, player_for_level, Clock, Level, Rng, Thinking};
use outflank_engine::{Move, Position, Rules};
use std::time::Instant;

struct WallClock(Instant);

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// One move at `level` in 40 ms slices, with reports every 100 ms when `report`: the move,
/// the time to move, the time in reports and the longest report (ms).
fn think(
    pos: Position,
    level: Level,
    report: bool,
    clock: &WallClock,
) -> (Option<Move>, f64, f64, f64) {
    let mut player = player_for_level(level, Rules::WOF, 1);
    player.set_position(pos);
    let start = clock.now_ms();
    player.start(clock);
    let (mut last, mut spent, mut longest) = (start, 0.0, 0.0f64);
    loop {
        if let Thinking::Done(mv) = player.think(clock, 40.0) {
            return (mv, clock.now_ms() - start, spent, longest);
        }
        if report && clock.now_ms() - last >= 100.0 {
            let t = clock.now_ms();
            let r = player.report();
            std::hint::black_box(&r);
            let took = clock.now_ms() - t;
            spent += took;
            longest = longest.max(took);
            last = clock.now_ms();
        }
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let count: usize = std::env::args()
        .nth(1)
        .map_or(6, |a| a.parse().expect("a number"));
    let clock = WallClock(Instant::now());
    let mut rng = Rng::new(2026);
    let positions: Vec<Position> = (0..count).map(|_| midgame(&mut rng)).collect();
    println!(
        "level | median ms without, with reports | same move | time in reports | longest report ms"
    );
    for level in levels() {
        let (mut without, mut with, mut same, mut spent, mut total, mut longest) =
            (Vec::new(), Vec::new(), 0, 0.0, 0.0, 0.0f64);
        for (i, &pos) in positions.iter().enumerate() {
            // Alternate the order so that a machine getting busier favours neither.
            let (a, b) = if i % 2 == 0 {
                let a = think(pos, level.id, false, &clock);
                (a, think(pos, level.id, true, &clock))
            } else {
                let b = think(pos, level.id, true, &clock);
                (think(pos, level.id, false, &clock), b)
            };
            without.push(a.1);
            with.push(b.1);
            same += (a.0 == b.0) as u32;
            spent += b.2;
            total += b.1;
            longest = longest.max(b.3);
        }
        println!(
            "{} {} | {:.0} {:.0} | {same}/{count} | {:.4}% | {longest:.3}",
            level.id,
            level.name,
            median(without),
            median(with),
            100.0 * spent / total
        );
    }
}

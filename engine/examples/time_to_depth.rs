//! How fast Oracle's alpha-beta (tuned evaluation) reaches a fixed depth: the measure for
//! changes to its move ordering or node cost, since the result at a fixed depth does not
//! depend on them. Runs every position to the depth and prints its nodes and time, then the
//! totals.
//!
//! ```text
//! cargo run --release -p outflank-engine --example time_to_depth -- [POSITIONS] [DEPTH]
//! ```
//! Defaults: 24 mid-game positions (16 to 31 random plies from the start), depth 9. A third
//! argument, a pattern weights file (`outflank fit`), searches with the pattern evaluation;
//! a fourth sets Multi-ProbCut's confidence (default 0: off), as Oracle's 1.5.

mod common;

use common::{eval_args, midgame};
use outflank_engine::ai::{AlphaBeta, Deadline, FrozenClock, Limits, Rng};
use outflank_engine::Rules;
use std::time::Instant;

fn main() {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<u32> = raw
        .iter()
        .take(2)
        .map(|a| a.parse().expect("numbers"))
        .collect();
    let (eval, probcut) = eval_args(&raw);
    let count = args.first().copied().unwrap_or(24);
    let depth = args.get(1).copied().unwrap_or(9);
    let mut rng = Rng::new(2026);
    let (mut nodes, mut seconds) = (0u64, 0.0);
    println!("position empties | best score nodes seconds");
    for i in 0..count {
        let pos = midgame(&mut rng);
        // A fresh search each time: no table entries carried over between positions.
        let mut ab = AlphaBeta::new(eval, 16 << 20, Rules::WOF);
        ab.set_probcut(probcut);
        let start = Instant::now();
        let r = ab
            .search(
                pos.board,
                Limits::depth(depth),
                &Deadline::never(&FrozenClock),
                false,
            )
            .expect("a move");
        let s = start.elapsed().as_secs_f64();
        println!(
            "{i:8} {:7} | {} {} {} {s:.3}",
            pos.board.empty_count(),
            r.best,
            r.score,
            r.nodes
        );
        nodes += r.nodes;
        seconds += s;
    }
    println!("total: {nodes} nodes, {seconds:.3} s, depth {depth}, {count} positions");
}

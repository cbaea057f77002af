//! What searching in slices costs (the browser worker searches in 40 ms slices so that it
//! can hear "Move now" and newer requests): Oracle's alpha-beta and Nova's MCTS on the same
//! positions with the same budget, in one go and in slices, side by side.
//!
//! ```text
//! cargo run --release -p outflank-engine --example slice_cost -- [POSITIONS] [BUDGET_MS] [SLICE_MS]
//! ```
//! Defaults: 24 positions, 1000 ms, 40 ms. Prints each position's completed depth and
//! nodes (alpha-beta) and iterations (MCTS), then the medians of sliced / whole.

mod common;

use common::midgame;
use outflank_engine::ai::toolkit::{Mcts, MctsConfig};
use outflank_engine::ai::{AlphaBeta, Clock, Deadline, EvalKind, Limits, Rng};
use outflank_engine::{Position, Rules};
use std::time::Instant;

struct WallClock(Instant);

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// Alpha-beta for `budget` ms in slices of `slice` ms (`slice >= budget`: in one go).
/// Returns the completed depth and the nodes.
fn alphabeta(pos: Position, budget: f64, slice: f64, clock: &WallClock) -> (u32, u64) {
    let mut ab = AlphaBeta::new(EvalKind::Tuned, 16 << 20, Rules::WOF);
    let whole = Deadline::after(clock, budget);
    let mut d = ab
        .begin(pos.board, Limits::depth(60), false)
        .expect("a move");
    while !d.is_finished() {
        let part = Deadline::after(clock, slice.min(whole.remaining_ms()));
        ab.deepen(&mut d, &part, &whole);
    }
    let r = d.result();
    (r.depth, r.nodes)
}

/// MCTS for `budget` ms in slices of `slice` ms; returns the iterations.
fn mcts(pos: Position, budget: f64, slice: f64, clock: &WallClock) -> u64 {
    let mut tree = Mcts::new(pos.board, MctsConfig::default(), 7);
    let whole = Deadline::after(clock, budget);
    let mut done = 0;
    while !whole.passed() && tree.root_proof().is_none() {
        let part = Deadline::after(clock, slice.min(whole.remaining_ms()));
        done += tree.search(u64::MAX, &part);
    }
    done
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<f64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers"))
        .collect();
    let count = args.first().copied().unwrap_or(24.0) as usize;
    let budget = args.get(1).copied().unwrap_or(1000.0);
    let slice = args.get(2).copied().unwrap_or(40.0);
    let clock = WallClock(Instant::now());
    let mut rng = Rng::new(2026);
    let (mut depth_ratio, mut node_ratio, mut iter_ratio) = (Vec::new(), Vec::new(), Vec::new());
    println!(
        "position empties | depth whole sliced | nodes whole sliced | mcts iterations whole sliced"
    );
    for i in 0..count {
        let pos = midgame(&mut rng);
        // Alternate the order so that a machine getting busier favours neither.
        let ((dw, nw), (ds, ns)) = if i % 2 == 0 {
            let w = alphabeta(pos, budget, f64::INFINITY, &clock);
            (w, alphabeta(pos, budget, slice, &clock))
        } else {
            let s = alphabeta(pos, budget, slice, &clock);
            (alphabeta(pos, budget, f64::INFINITY, &clock), s)
        };
        let (iw, is) = if i % 2 == 0 {
            let w = mcts(pos, budget, f64::INFINITY, &clock);
            (w, mcts(pos, budget, slice, &clock))
        } else {
            let s = mcts(pos, budget, slice, &clock);
            (mcts(pos, budget, f64::INFINITY, &clock), s)
        };
        println!(
            "{i:8} {:7} | {dw:11} {ds:6} | {nw:11} {ns:6} | {iw:21} {is:6}",
            pos.board.empty_count()
        );
        depth_ratio.push(ds as f64 / dw as f64);
        node_ratio.push(ns as f64 / nw as f64);
        iter_ratio.push(is as f64 / iw as f64);
    }
    println!("median sliced/whole: alphabeta depth {:.3}, nodes {:.3}; mcts iterations {:.3} ({} positions, {budget} ms, slices of {slice} ms)",
        median(depth_ratio), median(node_ratio), median(iter_ratio), count);
}

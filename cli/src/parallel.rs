//! Players searching on N threads (`play --threads N`).
//!
//! An alpha-beta player (a level or `--engine alphabeta`): the engine's [`SplitMove`]
//! decides as the one-thread [`Player`] does (a lone move, the opening book, the exact
//! solve from `solve_empties` with at most 60% of the budget, then iterative deepening
//! under the level's time plan), with the root split among the threads.
//!
//! A tree search (an MCTS level or `--engine mcts`): the engine's [`ParallelTrees`], one
//! tree per thread grown side by side and merged at the root ([`TreePlayer`]).

use crate::clock::InstantClock;
use crate::pool::{self, Pool, StoppableClock};
use outflank_engine::ai::toolkit::{ParallelTrees, TreeJob, TreeResult, TreeSearcher};
use outflank_engine::ai::{Choice, Clock, Deadline, EngineConfig, Player, SplitMove, Thinking};
use outflank_engine::{Move, Rules};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

/// Table of each solving thread (the one-thread player's solver table).
const SOLVER_TABLE_BYTES: usize = 8 << 20;

/// A player searching on several threads.
pub struct ParallelPlayer {
    searchers: Pool,
    solvers: Pool,
    clock: InstantClock,
}

impl ParallelPlayer {
    /// The player `like` plays with, on `threads` threads; `None` for an MCTS engine or a
    /// level that chooses as a person does (the split values only its best move).
    pub fn new(like: &Player, threads: usize, rules: Rules, clock: InstantClock) -> Option<Self> {
        let EngineConfig::AlphaBeta {
            eval,
            table_bytes,
            probcut,
            choice: Choice::Best,
            ..
        } = like.engine()
        else {
            return None;
        };
        Some(ParallelPlayer {
            searchers: pool::searchers(threads, clock, eval, table_bytes, rules, probcut),
            solvers: pool::solvers(threads, clock, SOLVER_TABLE_BYTES, rules),
            clock,
        })
    }

    /// The move `player` plays in its position: the engine's [`SplitMove`] (the lone
    /// move, the opening book and the time plan as on one thread), its jobs run on the
    /// threads, the solve's on the solvers and the deepening's on the searchers.
    pub fn choose(&mut self, player: &Player) -> Option<Move> {
        let mut split: SplitMove = player.split_move(self.clock.now_ms())?;
        if split.is_solving() {
            self.solvers.run_move(&mut split, true);
        }
        if !split.thinking().is_done() {
            self.searchers.run_move(&mut split, false);
        }
        match split.thinking() {
            Thinking::Done(Some(mv)) => Some(mv),
            _ => split.best(),
        }
    }
}

/// How long a thread grows its tree before it reports (the merged statistics, and so the
/// time plan's decision to stop, are as fresh as this; the one-thread player checks every
/// 5 ms).
const TREE_JOB_MS: f64 = 10.0;

/// A tree search on several threads: each thread holds one tree (kept from move to move,
/// as the one-thread player reuses its own) and runs the [`TreeJob`]s of it; the calling
/// thread hands them out and merges the results ([`ParallelTrees`]).
pub struct TreePlayer {
    orders: Vec<Sender<TreeJob>>,
    stops: Vec<Arc<AtomicBool>>,
    results: Receiver<TreeResult>,
    threads: Vec<JoinHandle<()>>,
    clock: InstantClock,
}

impl TreePlayer {
    /// The tree search `like` plays with, on `threads` threads; `None` for alpha-beta.
    pub fn new(like: &Player, threads: usize, clock: InstantClock) -> Option<TreePlayer> {
        let config = like.tree_config()?;
        let (done, results) = channel();
        let mut orders = Vec::new();
        let mut stops = Vec::new();
        let mut handles = Vec::new();
        for i in 0..threads.max(1) {
            let (send, receive) = channel::<TreeJob>();
            let stop = Arc::new(AtomicBool::new(false));
            stops.push(stop.clone());
            let clock = StoppableClock { clock, stop };
            let done: Sender<TreeResult> = done.clone();
            let handle = std::thread::Builder::new()
                .name(format!("tree-{i}"))
                .stack_size(64 << 20)
                .spawn(move || {
                    let mut searcher = TreeSearcher::new(config);
                    for job in receive {
                        clock.stop.store(false, Ordering::Relaxed);
                        let deadline = Deadline::after(&clock, job.ms);
                        if done.send(searcher.run(&job, &deadline)).is_err() {
                            break;
                        }
                    }
                })
                .expect("a tree thread");
            orders.push(send);
            handles.push(handle);
        }
        Some(TreePlayer {
            orders,
            stops,
            results,
            threads: handles,
            clock,
        })
    }

    /// The move `player` plays in its position: [`Player::parallel_trees`] on the threads.
    pub fn choose(&mut self, player: &Player) -> Option<Move> {
        let n = self.orders.len();
        let mut trees: ParallelTrees =
            player.parallel_trees(n, TREE_JOB_MS, self.clock.now_ms())?;
        let mut running = 0;
        for tree in 0..n {
            if let Some(job) = trees.next_job(tree as u32, self.clock.now_ms()) {
                let _ = self.orders[tree].send(job);
                running += 1;
            }
        }
        while running > 0 {
            let Ok(result) = self.results.recv() else {
                break;
            };
            running -= 1;
            if trees.thinking().is_done() {
                continue;
            }
            let tree = result.tree;
            trees.accept(result, self.clock.now_ms());
            if trees.thinking().is_done() {
                // What still runs is not needed.
                for stop in &self.stops {
                    stop.store(true, Ordering::Relaxed);
                }
            } else if let Some(job) = trees.next_job(tree, self.clock.now_ms()) {
                let _ = self.orders[tree as usize].send(job);
                running += 1;
            }
        }
        trees.settle(self.clock.now_ms());
        match trees.thinking() {
            Thinking::Done(Some(mv)) => Some(mv),
            _ => trees.best(),
        }
    }
}

impl Drop for TreePlayer {
    fn drop(&mut self) {
        self.orders.clear();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

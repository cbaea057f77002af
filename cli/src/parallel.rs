//! Players searching on N threads (`play --threads N`).
//!
//! An alpha-beta player (a level or `--engine alphabeta`): the engine's [`SplitMove`]
//! decides as the one-thread [`Player`] does (a lone move, the opening book, the exact
//! solve from `solve_empties` with at most 60% of the budget, then iterative deepening
//! under the level's time plan), with the root split among the threads.
//!
//! A tree search (an MCTS level or `--engine mcts`): the engine's `ParallelTrees`, one
//! tree per thread grown side by side and merged at the root.

use crate::clock::InstantClock;
use crate::pool::{split_threads, SplitThreads, StoppableClock, Threads};
use outflank_engine::ai::shared::SplitShare;
use outflank_engine::ai::toolkit::{TreeJob, TreeResult, TreeSearcher};
use outflank_engine::ai::{Choice, Clock, Deadline, EngineConfig, Player, Thinking};
use outflank_engine::{Move, Rules};

/// Table of each thread's exact solver (the one-thread player's solver table).
const SOLVER_TABLE_BYTES: usize = 8 << 20;

/// How long a thread grows its tree before it reports (the merged statistics, and so the
/// time plan's decision to stop, are as fresh as this; the one-thread player checks every
/// 5 ms).
const TREE_JOB_MS: f64 = 10.0;

/// A player searching on several threads.
pub enum ParallelPlayer {
    /// Alpha-beta, split at the root (boxed: its pool is large).
    Split(Box<SplitThreads>, InstantClock),
    /// A tree search: each thread holds one tree (kept from move to move, as the
    /// one-thread player reuses its own) and runs the [`TreeJob`]s of it; the calling
    /// thread hands them out and merges the results (the engine's `ParallelTrees`).
    Trees(Threads<TreeJob, TreeResult>, InstantClock),
}

impl ParallelPlayer {
    /// The player `like` plays with, on `threads` threads; `None` for a level that chooses
    /// as a person does (the split values only its best move).
    pub fn new(like: &Player, threads: usize, rules: Rules, clock: InstantClock) -> Option<Self> {
        if let Some(config) = like.tree_config() {
            let threads = Threads::new(threads, "tree", clock, |_| {
                let mut searcher = TreeSearcher::new(config);
                move |job: &TreeJob, clock: &StoppableClock| {
                    searcher.run(job, &Deadline::after(clock, job.ms))
                }
            });
            return Some(ParallelPlayer::Trees(threads, clock));
        }
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
        let alphabeta = Some((eval, table_bytes, probcut));
        let threads = split_threads(threads, clock, SOLVER_TABLE_BYTES, alphabeta, rules);
        Some(ParallelPlayer::Split(Box::new(threads), clock))
    }

    /// The move `player` plays in its position: the engine's [`SplitMove`] (the lone move,
    /// the opening book and the time plan as on one thread), its jobs run on the threads;
    /// or [`Player::parallel_trees`] on the threads.
    pub fn choose(&mut self, player: &Player) -> Option<Move> {
        let (thinking, best) = match self {
            ParallelPlayer::Split(threads, clock) => {
                let split = player.split_move(clock.now_ms())?;
                let mut share = SplitShare::new(split, threads.threads(), usize::MAX);
                threads.run(&mut share);
                let split = share.into_source();
                (split.thinking(), split.best())
            }
            ParallelPlayer::Trees(threads, clock) => {
                let n = threads.threads();
                let mut trees = player.parallel_trees(n, TREE_JOB_MS, clock.now_ms())?;
                threads.run(&mut trees);
                trees.settle(clock.now_ms());
                (trees.thinking(), trees.best())
            }
        };
        match thinking {
            Thinking::Done(Some(mv)) => Some(mv),
            _ => best,
        }
    }
}

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
use crate::pool::{split_threads, SplitThreads, StoppableClock, Threads};
use outflank_engine::ai::shared::SplitShare;
use outflank_engine::ai::toolkit::{ParallelTrees, TreeJob, TreeResult, TreeSearcher};
use outflank_engine::ai::{Choice, Clock, Deadline, EngineConfig, Player, Thinking};
use outflank_engine::{Move, Rules};

/// Table of each thread's exact solver (the one-thread player's solver table).
const SOLVER_TABLE_BYTES: usize = 8 << 20;

/// A player searching on several threads.
pub struct ParallelPlayer {
    threads: SplitThreads,
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
        let alphabeta = Some((eval, table_bytes, probcut));
        Some(ParallelPlayer {
            threads: split_threads(threads, clock, SOLVER_TABLE_BYTES, alphabeta, rules),
            clock,
        })
    }

    /// The move `player` plays in its position: the engine's [`SplitMove`] (the lone
    /// move, the opening book and the time plan as on one thread), its jobs run on the
    /// threads.
    pub fn choose(&mut self, player: &Player) -> Option<Move> {
        let split = player.split_move(self.clock.now_ms())?;
        let n = self.threads.threads();
        let mut share = SplitShare::new(split, n, usize::MAX);
        self.threads.run(&mut share);
        let split = share.into_source();
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
    threads: Threads<TreeJob, TreeResult>,
    clock: InstantClock,
}

impl TreePlayer {
    /// The tree search `like` plays with, on `threads` threads; `None` for alpha-beta.
    pub fn new(like: &Player, threads: usize, clock: InstantClock) -> Option<TreePlayer> {
        let config = like.tree_config()?;
        let threads = Threads::new(threads, "tree", clock, |_| {
            let mut searcher = TreeSearcher::new(config);
            move |job: &TreeJob, clock: &StoppableClock| {
                searcher.run(job, &Deadline::after(clock, job.ms))
            }
        });
        Some(TreePlayer { threads, clock })
    }

    /// The move `player` plays in its position: [`Player::parallel_trees`] on the threads.
    pub fn choose(&mut self, player: &Player) -> Option<Move> {
        let n = self.threads.threads();
        let mut trees: ParallelTrees =
            player.parallel_trees(n, TREE_JOB_MS, self.clock.now_ms())?;
        self.threads.run(&mut trees);
        trees.settle(self.clock.now_ms());
        match trees.thinking() {
            Thinking::Done(Some(mv)) => Some(mv),
            _ => trees.best(),
        }
    }
}

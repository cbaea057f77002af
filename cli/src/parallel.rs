//! A player searching on N threads (`play --threads N`): an alpha-beta player (a level or
//! `--engine alphabeta`) whose move the engine's [`SplitMove`] decides as the one-thread
//! [`Player`] does (a lone move, the opening book, the exact solve from `solve_empties`
//! with at most 60% of the budget, then iterative deepening under the level's time plan),
//! with the root split among the threads.

use crate::clock::InstantClock;
use crate::pool::{split_threads, SplitThreads};
use outflank_engine::ai::shared::SplitShare;
use outflank_engine::ai::{Choice, Clock, EngineConfig, Player, Thinking};
use outflank_engine::{Move, Rules};

/// Table of each thread's exact solver (the one-thread player's solver table).
const SOLVER_TABLE_BYTES: usize = 8 << 20;

/// An alpha-beta player searching on several threads, split at the root.
pub struct ParallelPlayer {
    /// Boxed: the pool is large.
    threads: Box<SplitThreads>,
    clock: InstantClock,
}

impl ParallelPlayer {
    /// The player `like` plays with, on `threads` threads; `None` for a tree search and for
    /// a level that chooses as a person does (the split values only its best move).
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
        let threads = split_threads(threads, clock, SOLVER_TABLE_BYTES, alphabeta, rules);
        Some(ParallelPlayer {
            threads: Box::new(threads),
            clock,
        })
    }

    /// The move `player` plays in its position: the engine's [`SplitMove`] (the lone move,
    /// the opening book and the time plan as on one thread), its jobs run on the threads.
    pub fn choose(&mut self, player: &Player) -> Option<Move> {
        let split = player.split_move(self.clock.now_ms())?;
        let mut share = SplitShare::new(split, self.threads.threads(), usize::MAX);
        self.threads.run(&mut share);
        let split = share.into_source();
        match split.thinking() {
            Thinking::Done(Some(mv)) => Some(mv),
            _ => split.best(),
        }
    }
}

//! An alpha-beta player (a level or `--engine alphabeta`) searching on N threads
//! (`play --threads N`): the engine's [`SplitMove`] decides as the one-thread [`Player`]
//! does (a lone move, the opening book, the exact solve from `solve_empties` with at most
//! 60% of the budget, then iterative deepening under the level's time plan), with the root
//! split among the threads.

use crate::clock::InstantClock;
use crate::pool::{self, Pool};
use outflank_engine::ai::{Clock, EngineConfig, Player, SplitMove};
use outflank_engine::{Move, Rules};

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
    /// noisy level (whose randomness the split does not draw).
    pub fn new(like: &Player, threads: usize, rules: Rules, clock: InstantClock) -> Option<Self> {
        let EngineConfig::AlphaBeta {
            eval,
            table_bytes,
            probcut,
            noise: 0,
            ..
        } = like.engine()
        else {
            return None;
        };
        let pass_ends_game = rules == Rules::NO_MOVE_ENDS_GAME;
        Some(ParallelPlayer {
            searchers: pool::searchers(threads, clock, eval, table_bytes, pass_ends_game, probcut),
            solvers: pool::solvers(threads, clock, SOLVER_TABLE_BYTES, pass_ends_game),
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
        if split.decided().is_none() {
            self.searchers.run_move(&mut split, false);
        }
        split.decided().flatten().or_else(|| split.best())
    }
}

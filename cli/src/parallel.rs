//! An alpha-beta player (a level or `--engine alphabeta`) searching on N threads
//! (`play --threads N`): the same settings as the one-thread [`Player`], with the root
//! split among the threads ([`SplitDeepening`] for the search, [`RootSplit`] for the exact
//! solve of the last empties).
//!
//! Like the one-thread player it solves exactly when at most `solve_empties` squares are
//! empty, with at most 60% of the budget, and otherwise deepens until the budget's end,
//! starting no iteration after 40% of it.

use crate::clock::InstantClock;
use crate::pool::{self, Pool};
use outflank_engine::ai::{Clock, EngineConfig, Player, RootSplit, Solver, SplitDeepening};
use outflank_engine::{Move, Position, Rules, Square, Status};

/// Table of each solving thread (the one-thread player's solver table).
const SOLVER_TABLE_BYTES: usize = 8 << 20;

/// A player searching on several threads.
pub struct ParallelPlayer {
    searchers: Pool,
    solvers: Pool,
    /// Orders the solve's root moves.
    order: Solver,
    budget_ms: f64,
    depth: u32,
    solve_empties: u32,
    rules: Rules,
    clock: InstantClock,
}

impl ParallelPlayer {
    /// The player `like` plays with, on `threads` threads; `None` for an MCTS engine.
    pub fn new(like: &Player, threads: usize, rules: Rules, clock: InstantClock) -> Option<Self> {
        let EngineConfig::AlphaBeta {
            eval,
            depth,
            table_bytes,
            solve_empties,
            probcut,
            ..
        } = like.engine()
        else {
            return None;
        };
        let pass_ends_game = rules == Rules::NO_MOVE_ENDS_GAME;
        Some(ParallelPlayer {
            searchers: pool::searchers(threads, clock, eval, table_bytes, pass_ends_game, probcut),
            solvers: pool::solvers(threads, clock, SOLVER_TABLE_BYTES, pass_ends_game),
            order: Solver::new(1 << 10, pass_ends_game),
            budget_ms: like.budget_ms(),
            depth,
            solve_empties,
            rules,
            clock,
        })
    }

    /// The move to play in `position` (`None` when the game is over).
    pub fn choose(&mut self, position: Position) -> Option<Move> {
        let moves: Vec<Square> = match position.status(self.rules) {
            Status::GameOver => return None,
            Status::MustPass => return Some(Move::Pass),
            Status::Moves(m) => m.into_iter().collect(),
        };
        if moves.len() == 1 {
            return Some(Move::Place(moves[0]));
        }
        let board = position.board;
        let start = self.clock.now_ms();
        let stop = start + self.budget_ms;
        if board.empty_count() <= self.solve_empties {
            let order = self.order.root_order(board);
            if let Some(mut split) = RootSplit::new(board, &order, 0, -64, 64) {
                self.solvers
                    .run_split(&mut split, start + self.budget_ms * 0.6);
                if let Some(outcome) = split.outcome() {
                    return Some(Move::Place(outcome.best));
                }
            }
        }
        let mut deepening = SplitDeepening::new(board, &moves, self.depth)?;
        let budget = self.budget_ms;
        self.searchers
            .run_deepening(&mut deepening, stop, |_, now| now - start <= budget * 0.4);
        let best = deepening.completed().map_or(moves[0], |(o, _)| o.best);
        Some(Move::Place(best))
    }
}

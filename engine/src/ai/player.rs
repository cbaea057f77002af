//! A computer player that keeps its search state between moves.
//!
//! [`super::choose_move`] is the stateless contract; a [`Player`] is what a game loop
//! that calls it move after move should hold instead: its tree (MCTS) and tables
//! (alpha-beta, endgame) carry over, and when the new game extends the one it last saw,
//! the tree of the moves played in between is reused.

use super::alphabeta::{AlphaBeta, EvalKind, Limits};
use super::clock::{Clock, Deadline};
use super::endgame::Solver;
use super::mcts::{Mcts, MctsConfig};
use super::rng::Rng;
use crate::{IllegalMove, Move, PassRule, Position, Rules, Status};

/// What a player runs: an engine and its settings.
#[derive(Clone, Copy, Debug)]
pub enum EngineConfig {
    /// Alpha-beta by iterative deepening.
    AlphaBeta {
        /// Leaf evaluation.
        eval: EvalKind,
        /// Deepest iteration, in plies.
        depth: u32,
        /// Random bonus range added to each root move's score, in evaluation units
        /// (0 = none): the deliberate mistakes of easy levels.
        noise: i32,
        /// Transposition table size in bytes.
        table_bytes: usize,
        /// Solve exactly at the root from this many empties down (0 = never).
        solve_empties: u32,
    },
    /// Monte-Carlo tree search.
    Mcts {
        /// Tree settings (exploration, solver, memory).
        config: MctsConfig,
        /// Iterations per move (`u64::MAX` = time only).
        iterations: u64,
        /// Keep the subtree of the moves played between two searches.
        reuse: bool,
        /// Solve exactly at the root from this many empties down (0 = never).
        solve_empties: u32,
    },
}

/// A computer player for one game.
pub struct Player {
    engine: EngineConfig,
    budget_ms: f64,
    rules: Rules,
    seed: u64,
    start: Position,
    moves: Vec<Move>,
    position: Position,
    mcts: Option<Mcts>,
    alphabeta: Option<AlphaBeta>,
    solver: Option<Solver>,
}

/// Table of the exact solver used at the root by the levels.
const SOLVER_TABLE_BYTES: usize = 8 << 20;

/// Work caps per millisecond of budget, a few times what a fast native core does, so that
/// the time limit normally stops a search first but a clock that does not advance (such
/// as [`super::FrozenClock`]) still cannot make a timed search run forever.
const ALPHABETA_NODES_PER_MS: f64 = 20_000.0;
/// See [`ALPHABETA_NODES_PER_MS`].
const MCTS_ITERATIONS_PER_MS: f64 = 1_000.0;
/// See [`ALPHABETA_NODES_PER_MS`].
const SOLVER_NODES_PER_MS: f64 = 60_000.0;

/// `per_ms × budget`, or no cap for an unlimited budget.
fn cap(budget_ms: f64, per_ms: f64) -> u64 {
    if budget_ms.is_finite() {
        (budget_ms * per_ms).max(1.0) as u64
    } else {
        u64::MAX
    }
}

impl Player {
    /// A player running `engine` with at most `budget_ms` milliseconds of search per move
    /// (`f64::INFINITY` for none: iteration or depth limits only). A finite budget also
    /// caps the work (nodes, iterations) at a few times what a fast machine does in that
    /// time, so searches end even on a clock that never advances.
    pub fn new(engine: EngineConfig, budget_ms: f64, rules: Rules, seed: u64) -> Player {
        Player {
            engine,
            budget_ms,
            rules,
            seed,
            start: Position::START,
            moves: Vec::new(),
            position: Position::START,
            mcts: None,
            alphabeta: None,
            solver: None,
        }
    }

    /// The position the player will move in.
    pub fn position(&self) -> Position {
        self.position
    }

    /// Sets the game: the start and every move since (passes included). When it extends
    /// the game the player last saw, its search tree follows the new moves; otherwise it
    /// starts afresh. On an illegal move the player's game is left unchanged.
    pub fn set_game(&mut self, start: Position, moves: &[Move]) -> Result<(), IllegalMove> {
        let mut pos = start;
        for &mv in moves {
            pos.try_play(mv, self.rules)?;
        }
        let extends = start == self.start
            && moves.len() >= self.moves.len()
            && moves[..self.moves.len()] == self.moves[..];
        let reuse = matches!(self.engine, EngineConfig::Mcts { reuse: true, .. });
        match (&mut self.mcts, extends && reuse) {
            (Some(tree), true) => {
                for &mv in &moves[self.moves.len()..] {
                    tree.advance(mv);
                }
            }
            _ => self.mcts = None,
        }
        self.start = start;
        self.moves = moves.to_vec();
        self.position = pos;
        Ok(())
    }

    /// Sets a position without history (no tree reuse unless it is the same position).
    pub fn set_position(&mut self, position: Position) {
        if position != self.position || !self.moves.is_empty() {
            self.mcts = None;
        }
        self.start = position;
        self.moves.clear();
        self.position = position;
    }

    /// The move to play in the current position, thinking for at most the budget on
    /// `clock`. `None` only when the game is over.
    pub fn choose(&mut self, clock: &dyn Clock) -> Option<Move> {
        let pos = self.position;
        let moves = match pos.status(self.rules) {
            Status::GameOver => return None,
            Status::MustPass => return Some(Move::Pass),
            Status::Moves(m) => m,
        };
        let deadline = Deadline::after(clock, self.budget_ms);
        let pass_ends_game = self.rules.pass_rule == PassRule::GameOver;
        // The same position gets the same randomness whatever the history.
        let mut rng = Rng::new(self.seed ^ pos.board.hash());
        let solve_empties = match self.engine {
            EngineConfig::AlphaBeta { solve_empties, .. } => solve_empties,
            EngineConfig::Mcts { solve_empties, .. } => solve_empties,
        };
        if pos.board.empty_count() <= solve_empties {
            let solver = self
                .solver
                .get_or_insert_with(|| Solver::new(SOLVER_TABLE_BYTES, pass_ends_game));
            // Most of the budget may go to an exact solve; if it does not finish, the
            // normal search gets what is left.
            let part = deadline.fraction_of_remaining(0.6);
            solver.set_node_limit(cap(self.budget_ms * 0.6, SOLVER_NODES_PER_MS));
            if let Some(sol) = solver.solve(pos.board, &part) {
                return Some(sol.best);
            }
        }
        let chosen = match self.engine {
            EngineConfig::AlphaBeta {
                eval,
                depth,
                noise,
                table_bytes,
                ..
            } => {
                if moves.count() == 1 && noise == 0 {
                    return moves.first().map(Move::Place);
                }
                let ab = self
                    .alphabeta
                    .get_or_insert_with(|| AlphaBeta::new(eval, table_bytes, pass_ends_game));
                let limits = Limits {
                    max_depth: depth,
                    max_nodes: cap(self.budget_ms, ALPHABETA_NODES_PER_MS),
                };
                ab.search(pos.board, limits, &deadline, noise, &mut rng)
                    .map(|r| r.best)
            }
            EngineConfig::Mcts {
                config, iterations, ..
            } => {
                let config = MctsConfig {
                    pass_ends_game,
                    ..config
                };
                let tree = match &mut self.mcts {
                    Some(t) if t.root_board() == pos.board => t,
                    slot => slot.insert(Mcts::new(pos.board, config, rng.next_u64())),
                };
                tree.search(
                    iterations.min(cap(self.budget_ms, MCTS_ITERATIONS_PER_MS)),
                    &deadline,
                );
                tree.best_move()
            }
        };
        match chosen {
            Some(mv) if pos.is_legal(mv, self.rules) => Some(mv),
            // The searches only return legal moves; this keeps the contract if one did not.
            _ => moves.first().map(Move::Place),
        }
    }

    /// The MCTS tree, if this player runs one and has searched.
    pub fn tree(&self) -> Option<&Mcts> {
        self.mcts.as_ref()
    }
}

//! The questions the model asks the worker (the computer's move, a hint, the review
//! over the game, the opening's name) and the answers it keeps. Each carries an id: an answer whose id is no
//! longer current is stale and dropped.

use outflank_engine::ai::analysis::{HintAnswer, MoveReview, ThinkingReport};
use outflank_engine::{Move, Position, Rules, Square};

/// A question for the computer: the move for `position` at `level`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ComputerTurn {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The position to move in.
    pub position: Position,
    /// The rules in force.
    pub rules: Rules,
    /// The level id.
    pub level: u8,
    /// Seeds the level's randomness (openings, ties): the game's, the same for all its
    /// moves (the player draws from it and the position, so each move differs), which is
    /// how the worker knows the next move of a game and keeps its player's table and tree.
    pub seed: u64,
}

/// A question for the analysis: each legal move's value in discs in `position`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HintRequest {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The position to analyse.
    pub position: Position,
    /// The rules in force.
    pub rules: Rules,
}

/// A question for the analysis: the best line in `position` from `first`, the best move
/// of a hint on a browsed position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineRequest {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The position (the hint's).
    pub position: Position,
    /// The rules in force.
    pub rules: Rules,
    /// The line's first move: the hint's best.
    pub first: Square,
}

/// The analysis the worker owes the model: a hint, or the best line once the hint is done
/// (a worker searches one thing at a time).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Analysis {
    /// Every legal move's value.
    Hint(HintRequest),
    /// The best line of a browsed position.
    Line(LineRequest),
}

/// The best line from a browsed position: asked for once its hint is done, then answered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BestLine {
    /// The request.
    pub request: LineRequest,
    /// The line, its first move first, once the worker answered.
    pub moves: Option<Vec<Move>>,
}

/// A request to review every move of the game so far ("Analyze the game").
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReviewRequest {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The game's start position.
    pub start: Position,
    /// The moves played so far (passes included).
    pub moves: Vec<Move>,
    /// The rules in force.
    pub rules: Rules,
}

/// A question for the worker: the name of the opening the game `moves` from `start`
/// follows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OpeningRequest {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The game's start position.
    pub start: Position,
    /// The moves played so far (passes included).
    pub moves: Vec<Move>,
    /// Whether the worker answered it.
    pub answered: bool,
}

/// The review of the game, asked for, under way or answered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Review {
    /// The request.
    pub request: ReviewRequest,
    /// How many moves are reviewed so far.
    pub reviewed: u32,
    /// One review per move (the best move, its value, the played move's loss), once the
    /// worker answered.
    pub reviews: Option<Vec<MoveReview>>,
}

/// A hint: asked for, then answered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hint {
    /// The request.
    pub request: HintRequest,
    /// Each move's value in discs, once the analysis answered: replaced by deeper ones
    /// until the answer is `done`.
    pub answer: Option<HintAnswer>,
}

/// What the computer thinks now, as the worker last reported it during turn `id`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Thought {
    /// The turn's request.
    pub id: u64,
    /// The search so far.
    pub report: ThinkingReport,
    /// Milliseconds searched so far.
    pub elapsed_ms: u32,
}

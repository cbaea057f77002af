//! Practice: puzzles from the shipped file, the daily puzzle and the player's own
//! mistakes, graded from the values stored with them (no search in the app).
//!
//! [`Exercise`] is one position to solve (a puzzle's, or a mistake's from a reviewed
//! game) and [`Session`] one attempt at it: moves refused with their cost, tried again,
//! the solution shown. A puzzle of several moves is a line of exercises ([`NextStep`]):
//! after a right move of a step before the last, the computer's stored reply is played
//! and the player goes on; it is solved when the last step is. [`Progress`] keeps the player's results (the level that adapts,
//! the streak, the puzzles missed that come back, the daily streak) and picks the next
//! puzzle; [`daily`] chooses the day's puzzle from the date; [`MistakeQueue`] holds the
//! mistakes to practise. The opening trainer's [`Drill`] plays a line against the book
//! and [`Leitner`] brings the lines missed back. All of it is plain data kept in
//! localStorage as lines of text.

pub mod daily;
mod leitner;
mod mistakes;
mod progress;
#[cfg(test)]
mod tests;
mod trainer;
#[cfg(test)]
mod trainer_tests;

pub use leitner::{Card, Leitner, LineChoice, BOXES};
pub use mistakes::{Mistake, MistakeQueue, MISTAKE_LOSS, MISTAKE_QUEUE_CAP};
pub use progress::{Progress, MISSED_CAP, MISSED_COMES_BACK_AFTER};
pub use trainer::{
    within_margin, BookQuestion, BookReply, Drill, Ending, Judged, TrainerAttempt, MARGIN,
};

use outflank_engine::puzzle::Puzzle;
use outflank_engine::{Bitboard, Move, Position, Rules, Square};

/// One position to solve: the moves accepted as right and the value of every move whose
/// value is known (all legal moves for a puzzle; the best and the played one for a
/// mistake).
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The position, its side to move to play.
    pub position: Position,
    /// The moves that solve it.
    pub accepted: Bitboard,
    /// The known values in discs for the side to move (final disc difference), in square
    /// order.
    pub values: Vec<(Square, i8)>,
    /// Whether the values are exact (the solver's) rather than a search's estimate.
    pub exact: bool,
}

/// A later step of a line: the computer's reply to the step before and the exercise the
/// position after it makes.
#[derive(Clone, Debug, PartialEq)]
pub struct NextStep {
    /// The computer's reply (a pass when it has no move).
    pub reply: Move,
    /// The exercise the player goes on with.
    pub exercise: Exercise,
}

/// A right move of a step before the last, and the computer's reply to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The player's right move.
    pub played: Square,
    /// The position after it, before the reply.
    pub after: Position,
    /// The computer's reply.
    pub reply: Move,
}

impl Reply {
    /// The discs the reply flipped (none for a pass).
    pub fn flipped(&self) -> Bitboard {
        self.after
            .check(self.reply, Rules::WOF)
            .unwrap_or(Bitboard::EMPTY)
    }
}

/// What a move played on an exercise is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// An accepted move: solved (the last step of a line).
    Solved,
    /// An accepted move of a step before the last: the computer replies and the line
    /// goes on.
    Continue,
    /// Not accepted: the discs it loses against the best move, when its value is known.
    Wrong {
        /// The best value minus this move's value, if known.
        loss: Option<u8>,
    },
}

impl Exercise {
    /// The exercise of a shipped puzzle: its accepted moves and every legal move's value.
    pub fn from_puzzle(puzzle: &Puzzle) -> Exercise {
        Exercise {
            position: puzzle.position(),
            accepted: puzzle.accepted(),
            values: puzzle.values().to_vec(),
            exact: puzzle.kind().exact(),
        }
    }

    /// The later steps of a shipped puzzle's line (none for a one-move puzzle).
    pub fn line_of(puzzle: &Puzzle) -> Vec<NextStep> {
        puzzle
            .line()
            .iter()
            .map(|step| NextStep {
                reply: step.reply(),
                exercise: Exercise::from_puzzle(step.puzzle()),
            })
            .collect()
    }

    /// The best known value.
    pub fn best_value(&self) -> i8 {
        self.values.iter().map(|&(_, v)| v).max().unwrap_or(0)
    }

    /// The value of `square`, if known.
    pub fn value_of(&self, square: Square) -> Option<i8> {
        self.values
            .iter()
            .find(|&&(sq, _)| sq == square)
            .map(|&(_, v)| v)
    }

    /// What playing `square` is, as a last step (a right move is [`Verdict::Solved`]);
    /// `None` when it is not a legal move.
    pub fn grade(&self, square: Square) -> Option<Verdict> {
        if !self.position.board.legal_moves().contains(square) {
            return None;
        }
        if self.accepted.contains(square) {
            return Some(Verdict::Solved);
        }
        let loss = self
            .value_of(square)
            .map(|v| (i16::from(self.best_value()) - i16::from(v)).clamp(0, 128) as u8);
        Some(Verdict::Wrong { loss })
    }
}

/// A move played on the exercise and what it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The square played.
    pub square: Square,
    /// Right or wrong.
    pub verdict: Verdict,
    /// How many moves have been tried on this exercise, this one included (a new wrong
    /// try flashes again).
    pub tries: u32,
}

/// One attempt at an exercise (or a line of them): the step the player is on, the last
/// move tried, the computer's last reply, whether the solution is shown, and the result of
/// the first try (what progress counts: a line's, decided by its first wrong move or
/// by its last step solved).
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    exercise: Exercise,
    /// The steps after the first.
    line: Vec<NextStep>,
    /// The step shown, from 0.
    step: usize,
    /// The computer's reply that opened this step, until a move is tried on it.
    reply: Option<Reply>,
    attempt: Option<Attempt>,
    solution_shown: bool,
    tries: u32,
    first_try: Option<bool>,
}

impl Session {
    /// A fresh attempt at `exercise`.
    pub fn new(exercise: Exercise) -> Session {
        Session::with_line(exercise, Vec::new())
    }

    /// A fresh attempt at a line: `first`, then the steps of `line`.
    pub fn with_line(first: Exercise, line: Vec<NextStep>) -> Session {
        Session {
            exercise: first,
            line,
            step: 0,
            reply: None,
            attempt: None,
            solution_shown: false,
            tries: 0,
            first_try: None,
        }
    }

    /// The exercise of the step shown.
    pub fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    /// The step shown, from 1.
    pub fn step(&self) -> usize {
        self.step + 1
    }

    /// How many steps (moves of the player) the line has: 1 for a one-move exercise.
    pub fn steps(&self) -> usize {
        1 + self.line.len()
    }

    /// The right move and the computer's reply that led to this step, until a move is
    /// tried on it.
    pub fn reply(&self) -> Option<Reply> {
        self.reply
    }

    /// The last move tried, while it stands (Try again clears a wrong one).
    pub fn attempt(&self) -> Option<Attempt> {
        self.attempt
    }

    /// Whether every move's value is shown.
    pub fn solution_shown(&self) -> bool {
        self.solution_shown
    }

    /// Whether it is solved (an accepted move played, the solution not shown before).
    pub fn solved(&self) -> bool {
        matches!(
            self.attempt,
            Some(Attempt {
                verdict: Verdict::Solved,
                ..
            })
        )
    }

    /// Whether a move may be played now: not solved, the solution not shown, no wrong
    /// move waiting for "Try again".
    pub fn can_play(&self) -> bool {
        self.attempt.is_none() && !self.solution_shown
    }

    /// Plays `square`: its verdict, and whether it decides the first try (the result
    /// progress records: a wrong move, or the last step solved, when nothing decided it
    /// before); `None` when no move may be played now or it is not legal. A right move of
    /// a step before the last plays the computer's reply and shows the next step
    /// ([`Verdict::Continue`]).
    pub fn play(&mut self, square: Square) -> Option<(Verdict, bool)> {
        if !self.can_play() {
            return None;
        }
        let verdict = self.exercise.grade(square)?;
        self.reply = None;
        if verdict == Verdict::Solved && self.step < self.line.len() {
            let next = self.line[self.step].clone();
            let after = self
                .exercise
                .position
                .play(Move::Place(square), Rules::WOF)
                .ok()?;
            self.reply = Some(Reply {
                played: square,
                after,
                reply: next.reply,
            });
            self.exercise = next.exercise;
            self.step += 1;
            return Some((Verdict::Continue, false));
        }
        self.tries += 1;
        self.attempt = Some(Attempt {
            square,
            verdict,
            tries: self.tries,
        });
        let first = self.first_try.is_none();
        if first {
            self.first_try = Some(verdict == Verdict::Solved);
        }
        Some((verdict, first))
    }

    /// Clears a wrong move, so the player tries again; false when there is none.
    pub fn try_again(&mut self) -> bool {
        match self.attempt {
            Some(Attempt {
                verdict: Verdict::Wrong { .. },
                ..
            }) if !self.solution_shown => {
                self.attempt = None;
                true
            }
            _ => false,
        }
    }

    /// Shows every move's value; true when this decides the first try (a miss: the
    /// player gave up before any move).
    pub fn show_solution(&mut self) -> bool {
        if self.solution_shown || self.solved() {
            return false;
        }
        self.solution_shown = true;
        let first = self.first_try.is_none();
        if first {
            self.first_try = Some(false);
        }
        first
    }

    /// The result of the first try: solved at once, missed, or not decided yet.
    pub fn first_try(&self) -> Option<bool> {
        self.first_try
    }
}

//! The opening trainer's drill: one line played from the start, the player on one side
//! and the app on the other, judged by the opening book's values (asked of the worker, a
//! position at a time) or by a named line of the engine's table.
//!
//! A move is right when it is the named line's move (under the symmetry the moves played
//! so far follow) or, training the book's best lines, a book move within [`MARGIN`] disc
//! of the book's best. The app answers with the named line's move, or a book move within
//! [`MARGIN`] of the best drawn at random, so the lines vary. The drill ends with the named
//! line, or where the book ends.

use super::daily::mix;
use super::leitner::{Leitner, LineChoice};
use crate::protocol::OpeningLine;
use outflank_engine::{line_continuations, Bitboard, Color, Move, Position, Rules, Square};

/// A book move within this many discs of the book's best is right (and may be the app's).
pub const MARGIN: i8 = 1;

/// What the trainer asks of the worker's book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BookQuestion {
    /// The named lines of the engine's table.
    Lines,
    /// Every legal move's book value in this position.
    Moves(Position),
}

/// The worker's answer to a [`BookQuestion`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookReply {
    /// The named lines, in the table's order.
    Lines(Vec<OpeningLine>),
    /// The book's values, best first (`None`: the book ends there).
    Moves(Option<Vec<(Square, i8)>>),
    /// It could not answer: why (in English, the engine's words).
    Failed(String),
}

/// Why a drill ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The named line is played to its end.
    Line,
    /// The book has no values past this position (or a side must pass).
    Book,
}

/// The player's last move and whether it was right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrainerAttempt {
    /// The square played.
    pub square: Square,
    /// Right (played, the app answers) or wrong (refused until "Try again").
    pub right: bool,
    /// Moves tried so far in the drill, this one included (a new wrong try flashes again).
    pub tries: u32,
}

/// What a move played was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Right: played.
    Right,
    /// Wrong: refused; the right moves are shown.
    Wrong,
}

/// One line being trained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    line: LineChoice,
    /// The named line's moves (empty for the book's best lines).
    line_moves: Vec<Square>,
    player: Color,
    position: Position,
    moves: Vec<Move>,
    /// The book's values of `position`: `None` until answered, `Some(None)` when the book
    /// did not grow from it.
    values: Option<Option<Vec<(Square, i8)>>>,
    /// Identifies the question about `position`: an answer to another is stale.
    serial: u64,
    attempt: Option<TrainerAttempt>,
    tries: u32,
    /// The app's last move.
    replied: Option<Square>,
    /// The last move played on the board and the discs it flipped.
    last: Option<(Square, Bitboard)>,
    ended: Option<Ending>,
    /// Whether a first try went wrong in this line, and whether it is recorded.
    missed: bool,
    recorded: bool,
    seed: u64,
}

impl Drill {
    /// A drill of `line` (its moves for a named line, empty for the book's) with the player
    /// on `player`'s side, the app's choices drawn from `seed`; `serial` numbers its first
    /// question (a new drill's questions are not its predecessor's). The app's first move
    /// is played when it is the app's and known.
    pub fn new(
        line: LineChoice,
        line_moves: Vec<Square>,
        player: Color,
        seed: u64,
        serial: u64,
    ) -> Drill {
        let mut drill = Drill {
            line,
            line_moves,
            player,
            position: Position::START,
            moves: Vec::new(),
            values: None,
            serial,
            attempt: None,
            tries: 0,
            replied: None,
            last: None,
            ended: None,
            missed: false,
            recorded: false,
            seed,
        };
        drill.settle();
        drill
    }

    /// The line trained.
    pub fn line(&self) -> LineChoice {
        self.line
    }

    /// The player's colour.
    pub fn player(&self) -> Color {
        self.player
    }

    /// The position on the board.
    pub fn position(&self) -> Position {
        self.position
    }

    /// The moves played from the start.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The player's last move while it stands (a right one until the next move, a wrong
    /// one until "Try again").
    pub fn attempt(&self) -> Option<TrainerAttempt> {
        self.attempt
    }

    /// The app's last move.
    pub fn replied(&self) -> Option<Square> {
        self.replied
    }

    /// The last move played on the board (by either side) and the discs it flipped.
    pub fn last(&self) -> Option<(Square, Bitboard)> {
        self.last
    }

    /// Why it ended, once it has.
    pub fn ended(&self) -> Option<Ending> {
        self.ended
    }

    /// Whether a first try went wrong in this line.
    pub fn missed(&self) -> bool {
        self.missed
    }

    /// The question for the worker's book: the position whose values are needed now, by
    /// serial; `None` when they are known or the drill is over.
    pub fn question(&self) -> Option<(u64, Position)> {
        (self.values.is_none() && self.ended.is_none()).then_some((self.serial, self.position))
    }

    /// The book's answer to question `serial` (`None`: the book has no values there);
    /// false when it is stale. The app then answers if it is its move.
    pub fn answered(&mut self, serial: u64, values: Option<Vec<(Square, i8)>>) -> bool {
        if serial != self.serial || self.values.is_some() || self.ended.is_some() {
            return false;
        }
        self.values = Some(values);
        self.settle();
        true
    }

    /// The book's values of the position, best first, when known.
    pub fn values(&self) -> Option<&[(Square, i8)]> {
        self.values.as_ref().and_then(|v| v.as_deref())
    }

    /// The book's value of `square`, when known.
    pub fn value_of(&self, square: Square) -> Option<i8> {
        self.values()?
            .iter()
            .find(|&&(sq, _)| sq == square)
            .map(|&(_, v)| v)
    }

    /// The moves that are right now: the named line's move, or the book's within
    /// [`MARGIN`] of its best.
    pub fn right_moves(&self) -> Bitboard {
        match self.line {
            LineChoice::Named(_) => line_continuations(&self.line_moves, &self.moves),
            LineChoice::Book => within_margin(self.values().unwrap_or(&[])),
        }
    }

    /// The discs `square` loses against the book's best, when the book values it.
    pub fn loss_of(&self, square: Square) -> Option<u8> {
        let best = self.values()?.first()?.1;
        self.value_of(square)
            .map(|v| (i16::from(best) - i16::from(v)).max(0) as u8)
    }

    /// Whether the player may play now: their turn, the book's values known, no wrong
    /// move waiting for "Try again", the drill not over.
    pub fn can_play(&self) -> bool {
        self.ended.is_none()
            && self.position.turn == self.player
            && self.values.is_some()
            && self.attempt.is_none_or(|a| a.right)
    }

    /// Plays the player's `square`: right, it is played and the app answers when it can;
    /// wrong, it waits for "Try again". `None` when no move may be played now or it is not
    /// legal.
    pub fn play(&mut self, square: Square) -> Option<Judged> {
        if !self.can_play() || !self.position.board.legal_moves().contains(square) {
            return None;
        }
        self.tries += 1;
        let right = self.right_moves().contains(square);
        self.attempt = Some(TrainerAttempt {
            square,
            right,
            tries: self.tries,
        });
        if !right {
            self.missed = true;
            return Some(Judged::Wrong);
        }
        self.replied = None;
        self.advance(square);
        self.settle();
        Some(Judged::Right)
    }

    /// Clears a wrong move, so the player tries again; false when there is none.
    pub fn try_again(&mut self) -> bool {
        if self.attempt.is_some_and(|a| !a.right) {
            self.attempt = None;
            return true;
        }
        false
    }

    /// Records in `boxes` what this drill has to say and has not said: a miss at once
    /// (the line back to box 1), a line played through without one at its end. True when
    /// `boxes` changed.
    pub fn record_into(&mut self, boxes: &mut Leitner) -> bool {
        if self.recorded {
            return false;
        }
        if self.missed || self.ended.is_some() {
            boxes.record(self.line, self.player, !self.missed);
            self.recorded = true;
            return true;
        }
        false
    }

    /// Plays `square` on the board; the next position's values are unknown.
    fn advance(&mut self, square: Square) {
        if let Ok(flipped) = self.position.try_play(Move::Place(square), Rules::WOF) {
            self.moves.push(Move::Place(square));
            self.last = Some((square, flipped));
        }
        self.values = None;
        self.serial += 1;
    }

    /// Plays the app's moves while they are known, and ends the drill where the line or
    /// the book ends.
    fn settle(&mut self) {
        while self.ended.is_none() {
            if !self.position.board.has_legal_move() {
                self.ended = Some(Ending::Book);
                return;
            }
            let choices = match self.line {
                LineChoice::Named(_) => {
                    let next = self.right_moves();
                    if next.is_empty() {
                        self.ended = Some(Ending::Line);
                        return;
                    }
                    next
                }
                LineChoice::Book => match &self.values {
                    None => return,
                    Some(None) => {
                        self.ended = Some(Ending::Book);
                        return;
                    }
                    Some(Some(values)) => within_margin(values),
                },
            };
            if self.position.turn == self.player {
                return;
            }
            let draw = mix(self.seed.wrapping_add(self.moves.len() as u64));
            let pick = draw % u64::from(choices.count().max(1));
            let Some(square) = choices.into_iter().nth(pick as usize) else {
                return;
            };
            self.advance(square);
            self.replied = Some(square);
        }
    }
}

/// The moves of `values` (best first) within [`MARGIN`] of the best.
pub fn within_margin(values: &[(Square, i8)]) -> Bitboard {
    let Some(&(_, best)) = values.first() else {
        return Bitboard::EMPTY;
    };
    values
        .iter()
        .filter(|&&(_, v)| i16::from(v) >= i16::from(best) - i16::from(MARGIN))
        .map(|&(sq, _)| sq)
        .collect()
}

//! Positions with colours, moves, rules and game results.

use crate::serde_through::serde_through;
use crate::{Bitboard, Board, Color, Square};
use core::fmt;

/// A move: a disc placed on a square, or a pass (only legal when no placement is).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Move {
    /// Place a disc on this square.
    Place(Square),
    /// Pass the turn.
    Pass,
}

impl fmt::Display for Move {
    /// `d3` or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(sq) => write!(f, "{sq}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// What happens when the side to move has no legal placement.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PassRule {
    /// World Othello Federation: the player passes; the game ends only when neither side
    /// can move. The default.
    #[default]
    Pass,
    /// Variant from the browser original: the game ends at once.
    GameOver,
}

/// The rule settings of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// What a player with no legal placement does.
    pub pass_rule: PassRule,
}

impl Rules {
    /// The World Othello Federation rules.
    pub const WOF: Rules = Rules {
        pass_rule: PassRule::Pass,
    };
    /// The variant where a player without a move ends the game.
    pub const NO_MOVE_ENDS_GAME: Rules = Rules {
        pass_rule: PassRule::GameOver,
    };

    /// Whether a player without a legal placement ends the game ([`PassRule::GameOver`])
    /// instead of passing: what the searches ask at every such position.
    #[inline]
    pub const fn pass_ends_game(self) -> bool {
        matches!(self.pass_rule, PassRule::GameOver)
    }
}

/// What the side to move may do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// It has these legal placements (never empty).
    Moves(Bitboard),
    /// It has no placement but the opponent has one: it must pass.
    MustPass,
    /// The game is over.
    GameOver,
}

/// Why a move was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalMove {
    /// The square already holds a disc.
    Occupied(Square),
    /// The placement flips nothing.
    NoFlips(Square),
    /// A pass while a placement is available.
    PassWithMoves,
    /// The game is already over.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Occupied(sq) => write!(f, "{sq} is already occupied"),
            IllegalMove::NoFlips(sq) => write!(f, "{sq} flips no disc"),
            IllegalMove::PassWithMoves => f.write_str("cannot pass while a move is possible"),
            IllegalMove::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// The result of a finished game with the World Othello Federation score
/// (empty squares go to the winner; a draw is 32–32).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Color>,
    /// Black's score including any empties won.
    pub black: u32,
    /// White's score including any empties won.
    pub white: u32,
}

impl fmt::Display for Outcome {
    /// E.g. `Black wins 40–24` or `Draw 32–32`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(Color::Black) => write!(f, "Black wins {}–{}", self.black, self.white),
            Some(Color::White) => write!(f, "White wins {}–{}", self.white, self.black),
            None => write!(f, "Draw {}–{}", self.black, self.white),
        }
    }
}

/// A board and the colour of the side to move.
///
/// Serialized (feature `serde`) as each colour's discs and the side to move, `{"black":
/// u64, "white": u64, "turn": "Black"}`; overlapping discs fail to deserialize.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The discs, relative to the side to move.
    pub board: Board,
    /// Whose turn it is.
    pub turn: Color,
}

impl Default for Position {
    fn default() -> Position {
        Position::START
    }
}

impl Position {
    /// The standard start: Black to move, white on d4 and e5, black on d5 and e4.
    pub const START: Position = Position {
        board: Board::START,
        turn: Color::Black,
    };

    /// A position from each colour's discs and the side to move.
    pub fn from_colors(
        black: Bitboard,
        white: Bitboard,
        turn: Color,
    ) -> Result<Position, crate::BoardError> {
        let board = match turn {
            Color::Black => Board::new(black, white)?,
            Color::White => Board::new(white, black)?,
        };
        Ok(Position { board, turn })
    }

    /// The discs of `color`.
    pub fn discs(self, color: Color) -> Bitboard {
        if color == self.turn {
            self.board.player()
        } else {
            self.board.opponent()
        }
    }

    /// The colour of the disc on `square`, if any.
    pub fn disc_at(self, square: Square) -> Option<Color> {
        if self.board.player().contains(square) {
            Some(self.turn)
        } else if self.board.opponent().contains(square) {
            Some(!self.turn)
        } else {
            None
        }
    }

    /// Number of discs of `color`.
    pub fn count(self, color: Color) -> u32 {
        self.discs(color).count()
    }

    /// What the side to move may do under `rules`.
    pub fn status(self, rules: Rules) -> Status {
        let moves = self.board.legal_moves();
        if !moves.is_empty() {
            Status::Moves(moves)
        } else if rules.pass_rule == PassRule::Pass && self.board.swapped().has_legal_move() {
            Status::MustPass
        } else {
            Status::GameOver
        }
    }

    /// The legal moves under `rules`: the placements, or just [`Move::Pass`] when forced,
    /// or nothing when the game is over.
    pub fn legal_moves(self, rules: Rules) -> impl Iterator<Item = Move> {
        let (places, pass) = match self.status(rules) {
            Status::Moves(m) => (m, false),
            Status::MustPass => (Bitboard::EMPTY, true),
            Status::GameOver => (Bitboard::EMPTY, false),
        };
        places
            .into_iter()
            .map(Move::Place)
            .chain(pass.then_some(Move::Pass))
    }

    /// Whether `mv` is legal here under `rules`.
    pub fn is_legal(self, mv: Move, rules: Rules) -> bool {
        self.check(mv, rules).is_ok()
    }

    /// Checks `mv` and returns the discs it would flip.
    pub fn check(self, mv: Move, rules: Rules) -> Result<Bitboard, IllegalMove> {
        match (mv, self.status(rules)) {
            (_, Status::GameOver) => Err(IllegalMove::GameOver),
            (Move::Pass, Status::MustPass) => Ok(Bitboard::EMPTY),
            (Move::Pass, Status::Moves(_)) => Err(IllegalMove::PassWithMoves),
            (Move::Place(sq), _) => {
                if !self.board.empty().contains(sq) {
                    return Err(IllegalMove::Occupied(sq));
                }
                let f = self.board.flips(sq);
                if f.is_empty() {
                    Err(IllegalMove::NoFlips(sq))
                } else {
                    Ok(f)
                }
            }
        }
    }

    /// Plays `mv` in place and returns the flipped discs (empty for a pass).
    ///
    /// Contract: `mv` is legal. The move is not checked (only in debug builds); an illegal
    /// one leaves a well-formed but meaningless position. Use [`Position::try_play`] for
    /// untrusted moves.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) -> Bitboard {
        let flipped = match mv {
            Move::Place(sq) => {
                let f = self.board.flips(sq);
                debug_assert!(!f.is_empty(), "play_unchecked: illegal move {sq}");
                self.board = self.board.apply(sq, f);
                f
            }
            Move::Pass => {
                self.board = self.board.swapped();
                Bitboard::EMPTY
            }
        };
        self.turn = !self.turn;
        flipped
    }

    /// Plays `mv` in place if it is legal under `rules` and returns the flipped discs;
    /// on error the position is unchanged.
    pub fn try_play(&mut self, mv: Move, rules: Rules) -> Result<Bitboard, IllegalMove> {
        let flipped = self.check(mv, rules)?;
        self.play_unchecked(mv);
        Ok(flipped)
    }

    /// The position after `mv`, if it is legal under `rules`.
    pub fn play(self, mv: Move, rules: Rules) -> Result<Position, IllegalMove> {
        let mut next = self;
        next.try_play(mv, rules)?;
        Ok(next)
    }

    /// Reverses a move played from the previous position, given what it flipped.
    #[inline]
    pub fn undo(&mut self, mv: Move, flipped: Bitboard) {
        self.board = match mv {
            Move::Place(sq) => self.board.unapply(sq, flipped),
            Move::Pass => self.board.swapped(),
        };
        self.turn = !self.turn;
    }

    /// The final result under World Othello Federation scoring. Meaningful once
    /// [`Position::status`] is [`Status::GameOver`] (it scores the discs as they stand).
    pub fn outcome(self) -> Outcome {
        let black = self.count(Color::Black);
        let white = self.count(Color::White);
        let empty = 64 - black - white;
        if black > white {
            Outcome {
                winner: Some(Color::Black),
                black: black + empty,
                white,
            }
        } else if white > black {
            Outcome {
                winner: Some(Color::White),
                black,
                white: white + empty,
            }
        } else {
            Outcome {
                winner: None,
                black: black + empty / 2,
                white: white + empty / 2,
            }
        }
    }
}

serde_through!(Position, ColoredDiscs);

/// The serialized form of a [`Position`]: each colour's discs (bit i = square i) and the
/// side to move, checked by [`Position::from_colors`] on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct ColoredDiscs {
    black: u64,
    white: u64,
    turn: Color,
}

#[cfg(feature = "serde")]
impl TryFrom<ColoredDiscs> for Position {
    type Error = crate::BoardError;
    fn try_from(d: ColoredDiscs) -> Result<Position, crate::BoardError> {
        Position::from_colors(Bitboard(d.black), Bitboard(d.white), d.turn)
    }
}

#[cfg(feature = "serde")]
impl From<Position> for ColoredDiscs {
    fn from(p: Position) -> ColoredDiscs {
        ColoredDiscs {
            black: p.discs(Color::Black).0,
            white: p.discs(Color::White).0,
            turn: p.turn,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn start_has_the_four_classic_moves() {
        let moves: Vec<String> = Position::START
            .legal_moves(Rules::WOF)
            .map(|m| m.to_string())
            .collect();
        assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
    }

    #[test]
    fn try_play_refuses_and_keeps_position() {
        let mut p = Position::START;
        assert_eq!(
            p.try_play(Move::Place(sq("a1")), Rules::WOF),
            Err(IllegalMove::NoFlips(sq("a1")))
        );
        assert_eq!(
            p.try_play(Move::Place(sq("d4")), Rules::WOF),
            Err(IllegalMove::Occupied(sq("d4")))
        );
        assert_eq!(
            p.try_play(Move::Pass, Rules::WOF),
            Err(IllegalMove::PassWithMoves)
        );
        assert_eq!(p, Position::START);
        let f = p.try_play(Move::Place(sq("f5")), Rules::WOF).unwrap();
        assert_eq!(f, Bitboard::from(sq("e5")));
        assert_eq!(p.turn, Color::White);
        assert_eq!(p.count(Color::Black), 4);
        assert_eq!(p.disc_at(sq("e5")), Some(Color::Black));
        p.undo(Move::Place(sq("f5")), f);
        assert_eq!(p, Position::START);
    }

    #[test]
    fn wipe_out_scores_all_empties() {
        // 13 black discs, no white: Black wins 64–0.
        let p = Position::from_colors(Bitboard(0x1FFF), Bitboard::EMPTY, Color::White).unwrap();
        assert_eq!(p.status(Rules::WOF), Status::GameOver);
        let o = p.outcome();
        assert_eq!(
            o,
            Outcome {
                winner: Some(Color::Black),
                black: 64,
                white: 0
            }
        );
        assert_eq!(o.to_string(), "Black wins 64–0");
    }

    #[test]
    fn pass_rule_variant_ends_game() {
        // White to move on a1 row: black a1, white b1... construct: white has no move, black has.
        // Black: a1, White: b1; White to move: white cannot flank anything; black can play c1.
        let p = Position::from_colors(Bitboard(1), Bitboard(2), Color::White).unwrap();
        assert_eq!(p.status(Rules::WOF), Status::MustPass);
        assert_eq!(p.status(Rules::NO_MOVE_ENDS_GAME), Status::GameOver);
        assert!(p.is_legal(Move::Pass, Rules::WOF));
        assert!(!p.is_legal(Move::Pass, Rules::NO_MOVE_ENDS_GAME));
        assert_eq!(p.outcome().winner, None);
    }
}

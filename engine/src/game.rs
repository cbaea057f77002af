//! A game record with undo and redo.

use crate::notation::{format_moves, parse_moves, MoveListError};
use crate::{Bitboard, IllegalMove, Move, Position, Rules, Status};

/// A game: its start position, rules, every move played (passes included) and a cursor
/// for undo/redo. Moves past the cursor are the redo list; playing a new move drops them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Game {
    rules: Rules,
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Move>,
    flips: Vec<Bitboard>,
    cursor: usize,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::START, Rules::WOF)
    }
}

impl Game {
    /// A game from `start` under `rules`, no moves played.
    pub fn new(start: Position, rules: Rules) -> Game {
        Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            flips: Vec::new(),
            cursor: 0,
        }
    }

    /// A game from `start` with the move list `text` played (see [`parse_moves`]).
    pub fn from_moves(start: Position, rules: Rules, text: &str) -> Result<Game, MoveListError> {
        let mut game = Game::new(start, rules);
        for mv in parse_moves(text, start, rules)? {
            game.play_unchecked_inner(mv);
        }
        Ok(game)
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Changes the rules from the current position on (the moves already played stay).
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// The start position.
    pub fn start(&self) -> Position {
        self.positions[0]
    }

    /// The position at the cursor.
    pub fn position(&self) -> Position {
        self.positions[self.cursor]
    }

    /// The position after `ply` moves (0 = the start), including redo moves.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        self.positions.get(ply).copied()
    }

    /// What the side to move may do now.
    pub fn status(&self) -> Status {
        self.position().status(self.rules)
    }

    /// The moves up to the cursor (passes included).
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.cursor]
    }

    /// All recorded moves, including those past the cursor that redo would replay.
    pub fn all_moves(&self) -> &[Move] {
        &self.moves
    }

    /// The discs flipped by each move up to the cursor (empty for passes).
    pub fn flips(&self) -> &[Bitboard] {
        &self.flips[..self.cursor]
    }

    /// The number of moves played up to the cursor.
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// The last move before the cursor, with the discs it flipped.
    pub fn last_move(&self) -> Option<(Move, Bitboard)> {
        self.cursor
            .checked_sub(1)
            .map(|i| (self.moves[i], self.flips[i]))
    }

    /// Plays `mv` at the cursor if legal, dropping any redo moves; returns the flipped discs.
    /// On error the game is unchanged.
    pub fn try_play(&mut self, mv: Move) -> Result<Bitboard, IllegalMove> {
        self.position().check(mv, self.rules)?;
        Ok(self.play_unchecked_inner(mv))
    }

    fn play_unchecked_inner(&mut self, mv: Move) -> Bitboard {
        self.positions.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.flips.truncate(self.cursor);
        let mut next = self.position();
        let flipped = next.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(mv);
        self.flips.push(flipped);
        self.cursor += 1;
        flipped
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is a move to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Steps back one move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        if !self.can_undo() {
            return None;
        }
        self.cursor -= 1;
        Some(self.moves[self.cursor])
    }

    /// Steps forward one move; returns it, or `None` when nothing was undone.
    pub fn redo(&mut self) -> Option<Move> {
        if !self.can_redo() {
            return None;
        }
        self.cursor += 1;
        Some(self.moves[self.cursor - 1])
    }

    /// Moves the cursor to `ply` (0..=all moves); returns false when out of range.
    pub fn go_to(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() {
            return false;
        }
        self.cursor = ply;
        true
    }

    /// The moves up to the cursor in canonical notation (passes left out).
    pub fn notation(&self) -> String {
        format_moves(self.moves())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_redo_and_branching() {
        let mut g = Game::from_moves(Position::START, Rules::WOF, "f5d6c3").unwrap();
        assert_eq!(g.ply(), 3);
        let after3 = g.position();
        assert_eq!(g.undo(), Some(Move::Place("c3".parse().unwrap())));
        assert_eq!(g.notation(), "f5d6");
        assert_eq!(g.redo(), Some(Move::Place("c3".parse().unwrap())));
        assert_eq!(g.position(), after3);
        assert!(!g.can_redo());
        g.undo();
        g.undo();
        g.try_play(Move::Place("f6".parse().unwrap())).unwrap();
        assert_eq!(g.notation(), "f5f6");
        assert!(!g.can_redo());
        assert!(g.try_play(Move::Place("a1".parse().unwrap())).is_err());
        assert_eq!(g.notation(), "f5f6");
        assert!(g.go_to(0));
        assert_eq!(g.position(), Position::START);
        assert!(!g.go_to(3));
    }
}

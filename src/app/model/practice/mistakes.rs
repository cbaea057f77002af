//! The player's own mistakes to practise: after "Analyze the game", the positions where
//! the player (not the computer) lost [`MISTAKE_LOSS`] discs or more, kept in a queue in
//! localStorage, capped at [`MISTAKE_QUEUE_CAP`] (the oldest dropped first).
//!
//! The review keeps, for each move, one best move (the first in square order when several
//! tie), its value and the played move's value: a mistake's exercise accepts that best
//! move alone and knows only these two values.

use super::super::{Model, Player};
use super::Exercise;
use outflank_engine::{Bitboard, Color, Move, Position, Square};

/// A move that lost at least this many discs against the best is a mistake to practise.
pub const MISTAKE_LOSS: u8 = 6;
/// The most mistakes the queue keeps.
pub const MISTAKE_QUEUE_CAP: usize = 50;
/// The first word of the queue kept as text (its format's name and version).
const TEXT_TAG: &str = "mistakes1";

/// A position where the player lost discs, with what the review found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// Its number in the queue's history (the page's puzzle id).
    pub id: u32,
    /// The position before the move.
    pub position: Position,
    /// The review's best move.
    pub best: Square,
    /// Its value for the mover.
    pub best_discs: i8,
    /// The move the player played.
    pub played: Square,
    /// Its value for the mover.
    pub played_discs: i8,
    /// Whether both values are exact.
    pub exact: bool,
}

impl Mistake {
    /// The exercise: the best move accepted, the two values known.
    pub fn exercise(&self) -> Exercise {
        let mut values = vec![
            (self.best, self.best_discs),
            (self.played, self.played_discs),
        ];
        values.sort_by_key(|&(sq, _)| sq.index());
        Exercise {
            position: self.position,
            accepted: Bitboard::from(self.best),
            values,
            exact: self.exact,
        }
    }
}

/// The mistakes to practise, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MistakeQueue {
    mistakes: Vec<Mistake>,
    /// The id the next mistake added gets.
    next_id: u32,
}

impl MistakeQueue {
    /// The queue kept as `text` ([`MistakeQueue::to_text`]); `None` when it cannot be read.
    pub fn from_text(text: &str) -> Option<MistakeQueue> {
        let mut words = text.split_whitespace();
        if words.next()? != TEXT_TAG {
            return None;
        }
        let next_id = words.next()?.parse().ok()?;
        let mut mistakes = Vec::new();
        while let Some(id) = words.next() {
            let mut next = || words.next();
            let black = u64::from_str_radix(next()?, 16).ok()?;
            let white = u64::from_str_radix(next()?, 16).ok()?;
            let turn = match next()? {
                "b" => Color::Black,
                "w" => Color::White,
                _ => return None,
            };
            mistakes.push(Mistake {
                id: id.parse().ok()?,
                position: Position::from_colors(Bitboard(black), Bitboard(white), turn).ok()?,
                best: next()?.parse().ok()?,
                best_discs: next()?.parse().ok()?,
                played: next()?.parse().ok()?,
                played_discs: next()?.parse().ok()?,
                exact: next()? == "e",
            });
        }
        mistakes.truncate(MISTAKE_QUEUE_CAP);
        Some(MistakeQueue { mistakes, next_id })
    }

    /// The queue as text, to keep: a tag and the next id, then each mistake as its id,
    /// Black's and White's discs in hexadecimal, the side to move (`b` or `w`), the best
    /// move and its value, the played move and its value, and `e` (exact) or `s` (search).
    pub fn to_text(&self) -> String {
        let mut out = format!("{TEXT_TAG} {}", self.next_id);
        for m in &self.mistakes {
            out.push_str(&format!(
                " {} {:x} {:x} {} {} {} {} {} {}",
                m.id,
                m.position.discs(Color::Black).0,
                m.position.discs(Color::White).0,
                if m.position.turn == Color::Black {
                    "b"
                } else {
                    "w"
                },
                m.best,
                m.best_discs,
                m.played,
                m.played_discs,
                if m.exact { "e" } else { "s" }
            ));
        }
        out
    }

    /// The mistakes, oldest first.
    pub fn mistakes(&self) -> &[Mistake] {
        &self.mistakes
    }

    /// The mistake to practise now: the oldest.
    pub fn first(&self) -> Option<&Mistake> {
        self.mistakes.first()
    }

    /// Adds `found` (each without its id) at the end, skipping a position already in the
    /// queue, then drops the oldest beyond the cap; how many were added.
    pub fn add(&mut self, found: Vec<Mistake>) -> usize {
        let mut added = 0;
        for mut m in found {
            if self.mistakes.iter().any(|q| q.position == m.position) {
                continue;
            }
            m.id = self.next_id;
            self.next_id = self.next_id.wrapping_add(1);
            self.mistakes.push(m);
            added += 1;
        }
        let over = self.mistakes.len().saturating_sub(MISTAKE_QUEUE_CAP);
        self.mistakes.drain(..over);
        added
    }

    /// The first mistake practised: solved, it leaves the queue; missed, it goes to the
    /// end to come back.
    pub fn done_first(&mut self, solved: bool) {
        if self.mistakes.is_empty() {
            return;
        }
        let first = self.mistakes.remove(0);
        if !solved {
            self.mistakes.push(first);
        }
    }
}

impl Model {
    /// The reviewed game's mistakes to practise: each move of a human player (not the
    /// computer) that lost [`MISTAKE_LOSS`] discs or more, with its position and values;
    /// empty until the review is done.
    pub fn mistakes_to_practise(&self) -> Vec<Mistake> {
        let Some(reviews) = self.review.as_ref().and_then(|r| r.reviews.as_ref()) else {
            return Vec::new();
        };
        reviews
            .iter()
            .enumerate()
            .filter(|(_, r)| {
                r.loss() >= MISTAKE_LOSS && self.settings.player(r.mover) == Player::Human
            })
            .filter_map(|(i, r)| match (r.played, r.best) {
                (Move::Place(played), Move::Place(best)) => Some(Mistake {
                    id: 0,
                    position: self.game.position_at(i)?,
                    best,
                    best_discs: r.best_discs,
                    played,
                    played_discs: r.played_discs,
                    exact: r.exact,
                }),
                _ => None,
            })
            .collect()
    }
}

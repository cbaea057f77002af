//! Games loaded as records between two other people: a GGF record naming its players
//! (`PB`, `PW`, with its place, date and result), or any finished game pasted (between
//! "Black" and "White"). While the game on the board is the one loaded, its players are
//! the record's, told in neutral words (no "You", no computer's closing line), and the
//! "GGF" copy carries the record's tags.

use super::Model;
use outflank_engine::{format_ggf_record, Color, GgfTags, Move, Position};

/// A loaded record and the game it holds.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Record {
    /// What the record says of the game.
    pub(super) tags: GgfTags,
    /// The game's start.
    start: Position,
    /// Its moves, passes included.
    moves: Vec<Move>,
}

impl Model {
    /// The record the game on the board was loaded from, while it is that game (no move
    /// played or taken back since).
    pub fn record(&self) -> Option<&GgfTags> {
        self.record.as_ref().map(|r| &r.tags)
    }

    /// The name of the player of `color` in the record the game was loaded from: its
    /// `PB` or `PW`, else the colour ("Black", "White").
    pub fn record_player(&self, color: Color) -> Option<String> {
        let tags = self.record()?;
        let name = match color {
            Color::Black => &tags.black,
            Color::White => &tags.white,
        };
        Some(if name.is_empty() {
            color.to_string()
        } else {
            name.clone()
        })
    }

    /// After a load: the game is a record between two other people when the GGF names its
    /// players (`tags`), or when it is over (pasted whole).
    pub(super) fn keep_record(&mut self, tags: Option<GgfTags>) {
        let named = tags
            .as_ref()
            .is_some_and(|t| !t.black.is_empty() || !t.white.is_empty());
        self.record = (named || self.outcome().is_some()).then(|| Record {
            tags: tags.unwrap_or_default(),
            start: self.game.start(),
            moves: self.game.all_moves()[..self.game.ply()].to_vec(),
        });
    }

    /// After an action: the record is given up once the game is no longer the one loaded.
    pub(super) fn drop_stale_record(&mut self) {
        let loaded = self.record.as_ref().is_some_and(|r| {
            r.start == self.game.start() && r.moves[..] == self.game.all_moves()[..self.game.ply()]
        });
        if !loaded {
            self.record = None;
        }
    }

    /// The game as a GGF record: the loaded record's tags, or `players` (Black's and
    /// White's names) and `date` (`DT`); the result (`RE`) once the game is over.
    pub fn ggf(&self, players: (&str, &str), date: &str) -> String {
        let mut tags = match self.record() {
            Some(record) => GgfTags {
                black: self.record_player(Color::Black).unwrap_or_default(),
                white: self.record_player(Color::White).unwrap_or_default(),
                ..record.clone()
            },
            None => GgfTags {
                black: players.0.to_string(),
                white: players.1.to_string(),
                date: date.to_string(),
                ..GgfTags::default()
            },
        };
        if tags.result.is_empty() {
            if let Some(o) = self.outcome() {
                tags.result = GgfTags::result_of(o.black as i32 - o.white as i32);
            }
        }
        format_ggf_record(self.game.start(), self.game.moves(), &tags)
    }
}

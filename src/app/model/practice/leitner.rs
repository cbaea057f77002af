//! The opening trainer's spaced repetition: Leitner boxes, one card a line and colour,
//! kept in localStorage as one line of text.
//!
//! A line played through with every first try right moves its card up a box; a wrong move
//! sends it back to box 1. Time is counted in lines played (rounds), not days: a card in
//! box `b` is due again `2^(b-1) - 1` lines after it was last played, so a line missed is
//! due at once (the next line offered), one in box 2 after one other line, and so on; box
//! [`BOXES`] is a line mastered.

use outflank_engine::Color;

/// The number of boxes; a card in the last one is mastered.
pub const BOXES: u8 = 5;
/// The first word of the boxes kept as text (the format's name and version).
const TEXT_TAG: &str = "leitner1";
/// At most this many cards are kept (the table's lines and the book, in both colours,
/// fit well within it); a longer text is refused as damaged.
const MAX_CARDS: usize = 400;

/// Which line is trained: a named opening of the engine's table, or the book's best lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LineChoice {
    /// The book's best lines: any book move within a disc of the best is right.
    Book,
    /// The named opening at this place in the engine's table.
    Named(u16),
}

impl LineChoice {
    /// Its name in the page contract and in the text kept: `book`, or the opening's index.
    pub fn key(self) -> String {
        match self {
            LineChoice::Book => "book".to_string(),
            LineChoice::Named(index) => index.to_string(),
        }
    }

    /// The choice named `key` ([`LineChoice::key`]).
    pub fn from_key(key: &str) -> Option<LineChoice> {
        match key {
            "book" => Some(LineChoice::Book),
            _ => key.parse().ok().map(LineChoice::Named),
        }
    }
}

/// One line and colour, and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// The line.
    pub line: LineChoice,
    /// The player's colour in it.
    pub color: Color,
    /// Its box, 1 to [`BOXES`].
    pub level: u8,
    /// The round from which it is due again.
    pub due: u32,
}

impl Card {
    /// Whether it is mastered (in the last box).
    pub fn mastered(&self) -> bool {
        self.level >= BOXES
    }
}

/// The player's cards and the lines played so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Leitner {
    /// How many lines have been recorded.
    round: u32,
    /// Every line played, in the order first played.
    cards: Vec<Card>,
}

/// How many rounds a card in box `level` waits: 1, 2, 4, 8, 16 (a card is due the round
/// it was recorded in plus this, less one).
fn interval(level: u8) -> u32 {
    1 << (level.clamp(1, BOXES) - 1)
}

impl Leitner {
    /// The rounds so far.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Every card, in the order first played.
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The card of `line` played as `color`, if it has been played.
    pub fn card(&self, line: LineChoice, color: Color) -> Option<&Card> {
        self.cards
            .iter()
            .find(|c| c.line == line && c.color == color)
    }

    /// Records a line played as `color`: `right` when every first try was right (the card
    /// moves up a box), else back to box 1, due at once.
    pub fn record(&mut self, line: LineChoice, color: Color, right: bool) {
        self.round += 1;
        let round = self.round;
        let at = match self
            .cards
            .iter()
            .position(|c| c.line == line && c.color == color)
        {
            Some(i) => i,
            None => {
                self.cards.push(Card {
                    line,
                    color,
                    level: 0,
                    due: 0,
                });
                self.cards.len() - 1
            }
        };
        let card = &mut self.cards[at];
        card.level = if right {
            (card.level + 1).min(BOXES)
        } else {
            1
        };
        card.due = round + interval(card.level) - 1;
    }

    /// Whether `card` is due now.
    pub fn is_due(&self, card: &Card) -> bool {
        card.due <= self.round
    }

    /// The cards due now, the lowest box first, then the longest due, then in the order
    /// first played.
    pub fn due(&self) -> Vec<Card> {
        let mut due: Vec<(usize, Card)> = self
            .cards
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, c)| self.is_due(c))
            .collect();
        due.sort_by_key(|&(i, c)| (c.level, c.due, i));
        due.into_iter().map(|(_, c)| c).collect()
    }

    /// How many cards are mastered.
    pub fn mastered(&self) -> usize {
        self.cards.iter().filter(|c| c.mastered()).count()
    }

    /// The boxes as one line of text: a tag, the round, the number of cards, then each
    /// card's line key, colour (`b` or `w`), box and due round.
    pub fn to_text(&self) -> String {
        let mut out = format!("{TEXT_TAG} {} {}", self.round, self.cards.len());
        for c in &self.cards {
            let color = if c.color == Color::Black { "b" } else { "w" };
            out.push_str(&format!(" {} {color} {} {}", c.line.key(), c.level, c.due));
        }
        out
    }

    /// The boxes kept as `text` ([`Leitner::to_text`]); `None` when it cannot be read
    /// (another format, a number out of range, a card twice, words missing or left over).
    pub fn from_text(text: &str) -> Option<Leitner> {
        let mut words = text.split_whitespace();
        if words.next()? != TEXT_TAG {
            return None;
        }
        let round: u32 = words.next()?.parse().ok()?;
        let count: usize = words.next()?.parse().ok()?;
        if count > MAX_CARDS {
            return None;
        }
        let mut cards: Vec<Card> = Vec::with_capacity(count);
        for _ in 0..count {
            let line = LineChoice::from_key(words.next()?)?;
            let color = match words.next()? {
                "b" => Color::Black,
                "w" => Color::White,
                _ => return None,
            };
            let level: u8 = words.next()?.parse().ok()?;
            let due: u32 = words.next()?.parse().ok()?;
            if !(1..=BOXES).contains(&level)
                || cards.iter().any(|c| c.line == line && c.color == color)
            {
                return None;
            }
            cards.push(Card {
                line,
                color,
                level,
                due,
            });
        }
        if words.next().is_some() {
            return None;
        }
        Some(Leitner { round, cards })
    }
}

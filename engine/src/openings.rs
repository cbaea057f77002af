//! Names of the standard Othello openings.
//!
//! The table is `engine/data/openings.txt`: one opening a line, `name | moves | sources`,
//! the moves in f5d6 notation from the standard start with Black's first move on f5, and
//! the sources of the fact named by keys that `engine/data/openings-sources.txt` explains
//! (a line without them has the default source, `samsoft`). The game's moves
//! are matched under every symmetry of the board, so a game that starts on c4, d3 or e6
//! gets the name of the same line played from f5.

use std::sync::OnceLock;

use crate::{Bitboard, Move, Position, Square, Symmetry};

/// The table's text, built into the engine.
const TABLE: &str = include_str!("../data/openings.txt");

/// The source of a line that names none (most of them; see `openings-sources.txt`).
#[cfg(test)]
const DEFAULT_SOURCE: &str = "samsoft";

/// One named line of the table.
struct Line {
    opening: Opening,
    moves: Vec<Square>,
}

/// A named opening: its name and its place in the table, which names it for a catalog
/// of other languages' names (the app's `opening-name` message selects on the index; its
/// English variants are checked against [`opening_names`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its place among the table's named lines, from 0 (comments and blank lines do not
    /// count).
    pub index: u16,
    /// Its standard English name, e.g. `Tiger`.
    pub name: &'static str,
}

/// Every named line's name, in the table's order (the index of [`Opening`]).
pub fn opening_names() -> impl Iterator<Item = &'static str> {
    table().iter().map(|line| line.opening.name)
}

/// Every named line of the table in its order: the opening and its moves from the
/// standard start, Black's first move on f5.
pub fn opening_lines() -> impl Iterator<Item = (Opening, &'static [Square])> {
    table()
        .iter()
        .map(|line| (line.opening, line.moves.as_slice()))
}

/// The moves that go on along `line` (a named line's moves, as [`opening_lines`] gives
/// them) after the moves `played` from the standard start, under every symmetry of the
/// board that maps the moves played onto the line's first ones: at the start, the four
/// images of f5. Empty when the moves played leave the line, when the line is played to
/// its end, or after a pass.
///
/// ```
/// use outflank_engine::{line_continuations, parse_moves, Position, Rules, Square};
/// let tiger: Vec<Square> = ["f5", "d6", "c3", "d3", "c4"].iter().map(|s| s.parse().unwrap()).collect();
/// let played = parse_moves("c4e3", Position::START, Rules::WOF).unwrap();
/// let next: Vec<String> = line_continuations(&tiger, &played).into_iter().map(|s| s.to_string()).collect();
/// assert_eq!(next, ["f6"]);
/// ```
pub fn line_continuations(line: &[Square], played: &[Move]) -> Bitboard {
    let Some(&next) = line.get(played.len()) else {
        return Bitboard::EMPTY;
    };
    let mut out = Bitboard::EMPTY;
    for sym in Symmetry::ALL {
        if sym.apply_position(Position::START) != Position::START {
            continue;
        }
        let follows = line.iter().zip(played).all(|(&l, p)| match p {
            Move::Place(sq) => sym.apply_square(*sq) == l,
            Move::Pass => false,
        });
        if follows {
            out = out.with(sym.inverse().apply_square(next));
        }
    }
    out
}

/// The table, parsed at first use. A malformed line is a bug in the bundled file (the
/// tests parse every line), so it is skipped rather than failing a game.
fn table() -> &'static [Line] {
    static LINES: OnceLock<Vec<Line>> = OnceLock::new();
    LINES.get_or_init(|| {
        let lines = TABLE.lines().filter_map(parse_line);
        lines
            .zip(0..)
            .map(|((name, moves), index)| Line {
                opening: Opening { index, name },
                moves,
            })
            .collect()
    })
}

/// One line of the table: `name | f5d6...`, then `| sources` when they are not only the
/// default one ([`DEFAULT_SOURCE`]); its name and moves, `None` for comments, blank lines
/// and malformed lines.
fn parse_line(line: &'static str) -> Option<(&'static str, Vec<Square>)> {
    if line.starts_with('#') || line.trim().is_empty() {
        return None;
    }
    let mut fields = line.split('|').map(str::trim);
    let name = fields.next()?;
    let text = fields.next()?;
    if text.len() % 2 != 0 || !text.is_ascii() {
        return None;
    }
    let moves = (0..text.len())
        .step_by(2)
        .map(|i| text[i..i + 2].parse().ok())
        .collect::<Option<Vec<Square>>>()?;
    Some((name, moves))
}

/// The name of the opening a game follows: the longest named line of the standard table
/// that the moves begin with, under any symmetry of the board. `None` when the game does
/// not start from [`Position::START`] or follows no named line (yet). A pass ends the
/// opening: only the moves before it count.
///
/// ```
/// use outflank_engine::{opening_name, parse_moves, Position, Rules};
/// let tiger = parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
/// assert_eq!(opening_name(Position::START, &tiger), Some("Tiger"));
/// // The same line played from c4 (the board turned half a turn).
/// let mirrored = parse_moves("c4e3f6e6f5", Position::START, Rules::WOF).unwrap();
/// assert_eq!(opening_name(Position::START, &mirrored), Some("Tiger"));
/// ```
pub fn opening_name(start: Position, moves: &[Move]) -> Option<&'static str> {
    opening(start, moves).map(|o| o.name)
}

/// The opening a game follows, as [`opening_name`] finds it, with its place in the table.
///
/// ```
/// use outflank_engine::{opening, opening_names, parse_moves, Position, Rules};
/// let tiger = parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
/// let found = opening(Position::START, &tiger).unwrap();
/// assert_eq!(opening_names().nth(usize::from(found.index)), Some("Tiger"));
/// ```
pub fn opening(start: Position, moves: &[Move]) -> Option<Opening> {
    if start != Position::START {
        return None;
    }
    let played: Vec<Square> = moves
        .iter()
        .map_while(|m| match m {
            Move::Place(sq) => Some(*sq),
            Move::Pass => None,
        })
        .collect();
    let mut best: Option<&Line> = None;
    for sym in Symmetry::ALL {
        for line in table() {
            let longer = best.is_none_or(|b| line.moves.len() > b.moves.len());
            if longer
                && line.moves.len() <= played.len()
                && line
                    .moves
                    .iter()
                    .zip(&played)
                    .all(|(&l, &p)| sym.apply_square(p) == l)
            {
                best = Some(line);
            }
        }
    }
    best.map(|line| line.opening)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_moves, Rules};

    /// The sources' keys and what they name (kept out of the table built into the app).
    const SOURCES: &str = include_str!("../data/openings-sources.txt");

    fn name(moves: &str) -> Option<&'static str> {
        let moves = parse_moves(moves, Position::START, Rules::WOF).unwrap();
        opening_name(Position::START, &moves)
    }

    #[test]
    fn known_lines() {
        assert_eq!(name("f5d6c3d3c4"), Some("Tiger"));
        assert_eq!(name("f5d6c5f4e3c6d3f6e6d7"), Some("Rose"));
        assert_eq!(name("f5f6e6f4c3"), Some("Buffalo/Kenichi Variation"));
        assert_eq!(name("f5f6e6f4e3"), Some("Cow"));
        assert_eq!(name("f5f6e6f4g5"), Some("Heath/Tobidashi"));
        assert_eq!(name("f5f6e6f4e3d6"), Some("Chimney"));
        assert_eq!(name("f5d6"), Some("Perpendicular Opening"));
        assert_eq!(name("f5f4"), Some("Parallel Opening"));
        assert_eq!(name("f5f6"), Some("Diagonal Opening"));
        // Two of Japan's four great openings (兎 and 鼠), and a line past each.
        assert_eq!(name("f5d6c5f4e3"), Some("Rabbit"));
        assert_eq!(name("f5d6c5f4e3f6"), Some("Rabbit"));
        assert_eq!(name("f5d6c5f4e3d3"), Some("Mimura"));
        assert_eq!(name("f5f4e3f6"), Some("Mouse"));
        assert_eq!(name("f5f4e3"), Some("Parallel Opening"));
    }

    #[test]
    fn longest_line_and_deviation() {
        // The Tiger and one more move that no named line stops at: still the Tiger.
        assert_eq!(name("f5d6c3d3c4f4"), Some("Tiger"));
        assert_eq!(name("f5d6c3d3c4b3"), Some("Aubrey/Tanaka"));
        assert_eq!(name("f5d6c3d3c4f4f6"), Some("Stephenson"));
        assert_eq!(name("f5"), None);
        assert_eq!(name(""), None);
    }

    #[test]
    fn every_symmetry_of_a_line_has_its_name() {
        let tiger = parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
        let mut firsts = Vec::new();
        for sym in Symmetry::ALL {
            if sym.apply_position(Position::START) != Position::START {
                continue;
            }
            let moves: Vec<Move> = tiger
                .iter()
                .map(|m| match m {
                    Move::Place(sq) => Move::Place(sym.apply_square(*sq)),
                    Move::Pass => Move::Pass,
                })
                .collect();
            // The transformed line is legal from the start and keeps its name.
            let mut pos = Position::START;
            for m in &moves {
                pos.try_play(*m, Rules::WOF).unwrap();
            }
            assert_eq!(opening_name(Position::START, &moves), Some("Tiger"));
            firsts.push(moves[0]);
        }
        firsts.sort_by_key(|m| format!("{m:?}"));
        firsts.dedup();
        assert_eq!(firsts.len(), 4, "d3, c4, f5 and e6 all open the Tiger");
        assert_eq!(name("c4e3f6e6f5"), Some("Tiger"));
        assert_eq!(name("d3c5f6f5e6"), Some("Tiger"));
        assert_eq!(name("e6f4c3c4d3"), Some("Tiger"));
    }

    #[test]
    fn another_start_has_no_name() {
        let moves = parse_moves("f5d6c3d3c4", Position::START, Rules::WOF).unwrap();
        let mut other = Position::START;
        other.try_play(moves[0], Rules::WOF).unwrap();
        let rest = parse_moves("d6c3d3c4", other, Rules::WOF).unwrap();
        assert_eq!(opening_name(other, &rest), None);
    }

    #[test]
    fn every_table_line_parses_is_legal_and_distinct() {
        let data: Vec<&str> = TABLE
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .collect();
        assert_eq!(table().len(), data.len(), "every data line parses");
        assert!(table().len() >= 60, "at least 60 named lines");
        let mut names = std::collections::HashSet::new();
        let mut lines = std::collections::HashSet::new();
        for ((line, text), index) in table().iter().zip(&data).zip(0..) {
            assert_eq!(line.opening.index, index);
            assert!(
                names.insert(line.opening.name),
                "name twice: {}",
                line.opening.name
            );
            assert!(
                lines.insert(line.moves.clone()),
                "line twice: {}",
                line.opening.name
            );
            let sources = text.split('|').nth(2).map_or(DEFAULT_SOURCE, str::trim);
            assert!(!sources.is_empty(), "{} names no source", line.opening.name);
            for key in sources.split_whitespace() {
                assert!(
                    SOURCES.contains(&format!("#   {key} ")),
                    "{}: unknown source {key}",
                    line.opening.name
                );
            }
            assert_eq!(
                line.moves[0].to_string(),
                "f5",
                "{} starts on f5",
                line.opening.name
            );
            let mut pos = Position::START;
            for (i, sq) in line.moves.iter().enumerate() {
                assert!(
                    pos.try_play(Move::Place(*sq), Rules::WOF).is_ok(),
                    "{}: move {} ({sq}) is illegal",
                    line.opening.name,
                    i + 1
                );
            }
            // Each line names itself (no longer line is a prefix of itself).
            let moves: Vec<Move> = line.moves.iter().map(|&sq| Move::Place(sq)).collect();
            assert_eq!(opening(Position::START, &moves), Some(line.opening));
        }
    }

    #[test]
    fn a_line_goes_on_under_the_symmetry_played() {
        let (_, tiger) = opening_lines().find(|(o, _)| o.name == "Tiger").unwrap();
        let next = |moves: &str| -> Vec<String> {
            let played = parse_moves(moves, Position::START, Rules::WOF).unwrap();
            let mut v: Vec<String> = line_continuations(tiger, &played)
                .into_iter()
                .map(|s| s.to_string())
                .collect();
            v.sort();
            v
        };
        assert_eq!(next(""), ["c4", "d3", "e6", "f5"]);
        assert_eq!(next("f5"), ["d6"]);
        assert_eq!(next("f5d6c3d3"), ["c4"]);
        assert_eq!(next("d3c5f6f5"), ["e6"]);
        // Off the line, and past its end.
        assert!(next("f5f6").is_empty());
        assert!(next("f5d6c3d3c4").is_empty());
        assert_eq!(opening_lines().count(), table().len());
    }
}

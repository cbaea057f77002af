//! The opening book: positions of the first twenty or so plies valued by our own deep
//! searches, so the strongest level plays its opening at once and well.
//!
//! `outflank book` grows the book from the start position: every position it takes in
//! has each legal move valued by an alpha-beta search ([`move_values`]), and the moves it
//! follows further are the best ones and those within a few discs of them, the positions
//! closest to best play first. A position's value is then backed up from its children
//! (negamax), so a line's value comes from its deepest book position.
//!
//! Positions are folded by the board's eight symmetries: a book position stands for all
//! its images. The file ([`Book::from_bytes`], written by [`encode`]) is the tree from the
//! start in preorder, one byte a legal move: its value and whether the book goes on below
//! it; each position is written once, and a transposition keeps only its value.

mod installed;

#[cfg(feature = "bundled-weights")]
pub use installed::BUNDLED_FILE;
pub use installed::{install, installed};

use super::alphabeta::AlphaBeta;
use super::analysis::score_discs;
use super::clock::{Deadline, FrozenClock};
use super::rng::Rng;
use crate::{Board, DataFile, FileError, FileFault, Square, Symmetry};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// The book file's signature.
const MAGIC: &[u8; 4] = b"OFBK";
/// The format written and read.
const VERSION: u8 = 1;
/// Header: signature, version, search depth, book positions (u32).
const HEADER: usize = 4 + 1 + 1 + 4;
/// Values are stored in `-MAX_VALUE..=MAX_VALUE` (7 bits); a book's opening positions are
/// never decided by 64 discs.
const MAX_VALUE: i8 = 63;
/// Deepest chain of book positions the reader follows (a game has 60 moves).
const MAX_PLIES: usize = 60;
/// The flag of a move the book goes on below.
const EXPANDED: u8 = 0x80;

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// A fault of its bytes, as any data file's.
    File(FileError),
    /// The tree does not have the number of positions its header says.
    Count {
        /// Positions in the header.
        header: u32,
        /// Positions in the tree.
        found: u32,
    },
}

impl From<FileError> for BookError {
    fn from(error: FileError) -> Self {
        BookError::File(error)
    }
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::File(error) => error.fmt(f),
            BookError::Count { header, found } => write!(
                f,
                "opening book damaged: {found} positions where its header says {header}"
            ),
        }
    }
}

impl std::error::Error for BookError {}

/// The board among its eight images that stands for all of them (the smallest), and the
/// symmetry that maps `board` onto it.
pub fn canonical(board: Board) -> (Board, Symmetry) {
    let mut best = (board, Symmetry::IDENTITY);
    for s in &Symmetry::ALL[1..] {
        let image = s.apply_board(board);
        if (image.player, image.opponent) < (best.0.player, best.0.opponent) {
            best = (image, *s);
        }
    }
    best
}

/// What the book knows of one position (its canonical image).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    /// The value for the side to move, in discs.
    value: i8,
    /// Whether every legal move here has a book value (a position the book grew from).
    expanded: bool,
}

/// A value as [`Book::from_bytes`] reads it: the entry, its position, and its place in the
/// file (which of two images of one position counts).
#[derive(Clone, Copy)]
struct Read {
    board: Board,
    entry: Entry,
    order: u32,
}

impl Read {
    fn new(board: Board, value: i8, expanded: bool, order: usize) -> Read {
        Read {
            board,
            entry: Entry { value, expanded },
            // A book file holds far fewer than 2^32 bytes (its values).
            order: order as u32,
        }
    }
}

/// An opening book: values in discs of positions near the start, symmetric positions
/// folded.
#[derive(Clone, PartialEq, Eq)]
pub struct Book {
    depth: u8,
    expanded: u32,
    /// Every position with a value, canonical images, sorted.
    entries: Vec<(Board, Entry)>,
}

impl fmt::Debug for Book {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Book")
            .field("depth", &self.depth)
            .field("expanded", &self.expanded)
            .field("values", &self.entries.len())
            .finish()
    }
}

/// A value stored in a move's byte.
fn value_byte(value: i8, expanded: bool) -> u8 {
    let v = value.clamp(-MAX_VALUE, MAX_VALUE);
    (v + MAX_VALUE) as u8 | if expanded { EXPANDED } else { 0 }
}

impl Book {
    /// Reads a file written by [`encode`], refusing a damaged, truncated or foreign one
    /// with the reason.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        let body = crate::envelope::open(bytes, DataFile::Book, MAGIC, VERSION, HEADER)?;
        let truncated =
            BookError::from(DataFile::Book.fault(FileFault::Truncated { len: bytes.len() }));
        let depth = body[5];
        let header_count = u32::from_le_bytes([body[6], body[7], body[8], body[9]]);
        // Every value read, in file order, then sorted and folded (below). One vector of
        // the file's size rather than a map: a growing map of this book held about twice
        // its values at its peak, and a worker's WebAssembly memory never gives that back.
        // (A position has at least one move's byte, so a damaged count cannot ask for more.)
        let moves = body.len() - HEADER;
        let mut read: Vec<Read> = Vec::with_capacity(moves + moves.min(header_count as usize));
        let mut at = HEADER;
        let mut expanded = 0u32;
        // Preorder: a position's moves, then the subtree of each flagged move in turn.
        // An empty book is a header alone.
        let mut stack: Vec<(Board, usize)> = if body.len() == HEADER {
            Vec::new()
        } else {
            vec![(Board::START, 0)]
        };
        while let Some((board, plies)) = stack.pop() {
            if plies >= MAX_PLIES || !board.has_legal_move() {
                return Err(BookError::from(
                    DataFile::Book.fault(FileFault::Value { at }),
                ));
            }
            let mut best = i8::MIN;
            let mut below = Vec::new();
            for sq in board.legal_moves() {
                let byte = *body.get(at).ok_or(truncated.clone())?;
                let v = (byte & !EXPANDED) as i8 - MAX_VALUE;
                if v > MAX_VALUE {
                    return Err(BookError::from(
                        DataFile::Book.fault(FileFault::Value { at }),
                    ));
                }
                let child = board.apply(sq, board.flips(sq));
                read.push(Read::new(canonical(child).0, -v, false, read.len()));
                best = best.max(v);
                if byte & EXPANDED != 0 {
                    // The builder never grows from a position whose side must pass.
                    if !child.has_legal_move() {
                        return Err(BookError::from(
                            DataFile::Book.fault(FileFault::Value { at }),
                        ));
                    }
                    below.push((child, plies + 1));
                }
                at += 1;
            }
            read.push(Read::new(canonical(board).0, best, true, read.len()));
            expanded += 1;
            stack.extend(below.into_iter().rev());
        }
        if at != body.len() {
            return Err(BookError::from(
                DataFile::Book.fault(FileFault::TrailingBytes(body.len() - at)),
            ));
        }
        if expanded != header_count {
            return Err(BookError::Count {
                header: header_count,
                found: expanded,
            });
        }
        // A position the book grew from keeps its own value (the last, were it written
        // twice); a transposition reached only as a move keeps the value read first.
        read.sort_unstable_by_key(|r| {
            let order = if r.entry.expanded {
                u32::MAX - r.order
            } else {
                r.order
            };
            (r.board.player, r.board.opponent, !r.entry.expanded, order)
        });
        read.dedup_by_key(|r| r.board);
        // Same size and alignment: collected in place, no second vector.
        let entries: Vec<(Board, Entry)> = read.into_iter().map(|r| (r.board, r.entry)).collect();
        Ok(Book {
            depth,
            expanded,
            entries,
        })
    }

    /// The depth in plies of the searches that valued the book's moves.
    pub fn depth(&self) -> u32 {
        u32::from(self.depth)
    }

    /// How many positions the book grew from (each with every legal move valued).
    pub fn positions(&self) -> usize {
        self.expanded as usize
    }

    /// How many positions have a value (those it grew from and their children).
    pub fn values(&self) -> usize {
        self.entries.len()
    }

    fn entry(&self, board: Board) -> Option<Entry> {
        let (key, _) = canonical(board);
        self.entries
            .binary_search_by_key(&(key.player, key.opponent), |(b, _)| (b.player, b.opponent))
            .ok()
            .map(|i| self.entries[i].1)
    }

    /// The book's value of `board` for the side to move, in discs, if it has one.
    pub fn value(&self, board: Board) -> Option<i8> {
        self.entry(board).map(|e| e.value)
    }

    /// Every legal move's book value for the side to move, best first, when the book grew
    /// from this position (or one of its images); `None` otherwise.
    pub fn move_values(&self, board: Board) -> Option<Vec<(Square, i8)>> {
        if !self.entry(board)?.expanded {
            return None;
        }
        let mut out = Vec::new();
        for sq in board.legal_moves() {
            let child = board.apply(sq, board.flips(sq));
            out.push((sq, -self.value(child)?));
        }
        out.sort_by_key(|&(sq, v)| (-v, sq.index()));
        Some(out)
    }

    /// A book move in `board`: one of those valued within `margin` discs of the best,
    /// drawn with `rng` (so games vary). `None` when the book did not grow from here.
    pub fn choose(&self, board: Board, margin: u8, rng: &mut Rng) -> Option<Square> {
        let values = self.move_values(board)?;
        let best = values.first()?.1;
        let near = values
            .iter()
            .take_while(|&&(_, v)| i32::from(v) >= i32::from(best) - i32::from(margin))
            .count();
        Some(values[rng.below(near as u32) as usize].0)
    }
}

/// Every legal move of `board` with its value for the side to move in discs: the move
/// searched `depth` plies in all (the move included) with the full window by `searcher`,
/// deepening two plies at a time. Moves that are one move by a symmetry of the board get
/// the same value (searched once). The searcher's table is cleared first, so the values
/// do not depend on what it searched before.
pub fn move_values(board: Board, depth: u32, searcher: &mut AlphaBeta) -> Vec<(Square, i8)> {
    searcher.clear();
    let symmetries: Vec<Symmetry> = Symmetry::ALL[1..]
        .iter()
        .copied()
        .filter(|s| s.apply_board(board) == board)
        .collect();
    let never = Deadline::after(&FrozenClock, f64::INFINITY);
    let first = if depth.is_multiple_of(2) { 2 } else { 1 };
    let mut scores: Vec<(Square, i32)> = Vec::new();
    for d in (first..=depth.max(1)).step_by(2) {
        scores.clear();
        for sq in board.legal_moves() {
            if let Some(&(_, s)) = symmetries
                .iter()
                .find_map(|sym| scores.iter().find(|(m, _)| *m == sym.apply_square(sq)))
            {
                scores.push((sq, s));
                continue;
            }
            let s = searcher
                .search_move(board, sq, d, &never)
                .expect("an unlimited search of a legal move finishes");
            scores.push((sq, s));
        }
    }
    scores
        .iter()
        .map(|&(sq, s)| (sq, score_discs(s) as i8))
        .collect()
}

/// The book's file from the values of the positions it grew from: `grown` maps each such
/// position's canonical image ([`canonical`]) to every legal move's value there (squares
/// of that image, values for the side to move in discs); a move leading to another grown
/// position takes that position's backed-up value. `depth` is the depth of the searches
/// behind the values. Positions not reachable from the start through grown positions are
/// left out (all of them when the start is not grown: an empty book).
pub fn encode(grown: &HashMap<Board, Vec<(Square, i8)>>, depth: u8) -> Vec<u8> {
    let backed = backed_up(grown);
    let mut body = Vec::new();
    // Grown positions already placed in the tree: each is written once.
    let mut placed: HashSet<Board> = HashSet::from([canonical(Board::START).0]);
    let mut count = 0u32;
    // Preorder, as the reader follows it.
    let mut stack: Vec<Board> = if grown.contains_key(&canonical(Board::START).0) {
        vec![Board::START]
    } else {
        Vec::new()
    };
    while let Some(board) = stack.pop() {
        let (key, sym) = canonical(board);
        count += 1;
        let mut below = Vec::new();
        for sq in board.legal_moves() {
            let child = board.apply(sq, board.flips(sq));
            let (child_key, _) = canonical(child);
            let grows = grown.contains_key(&child_key)
                && child.has_legal_move()
                && placed.insert(child_key);
            let value = match backed.get(&child_key) {
                Some(&v) if child.has_legal_move() => -v,
                _ => leaf_value(grown, key, sym.apply_square(sq)),
            };
            body.push(value_byte(value, grows));
            if grows {
                below.push(child);
            }
        }
        stack.extend(below.into_iter().rev());
    }
    let mut out = Vec::with_capacity(HEADER + body.len() + 4);
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.push(depth);
    out.extend_from_slice(&count.to_le_bytes());
    out.extend_from_slice(&body);
    crate::envelope::seal(&mut out);
    out
}

/// The searched value of the move `sq` (in the canonical frame) of the grown position
/// `key`.
fn leaf_value(grown: &HashMap<Board, Vec<(Square, i8)>>, key: Board, sq: Square) -> i8 {
    grown[&key]
        .iter()
        .find(|(m, _)| *m == sq)
        .map_or(0, |&(_, v)| v)
}

/// The negamax value of every grown position (canonical), for its side to move: the best
/// of its moves, a move into another grown position taking that position's value.
fn backed_up(grown: &HashMap<Board, Vec<(Square, i8)>>) -> HashMap<Board, i8> {
    let mut memo: HashMap<Board, i8> = HashMap::new();
    // Deepest first: a position's children have more discs, so sorting by disc count
    // (most first) settles every child before its parents.
    let mut keys: Vec<&Board> = grown.keys().collect();
    keys.sort_by_key(|b| {
        (
            std::cmp::Reverse((b.player | b.opponent).count_ones()),
            b.player,
            b.opponent,
        )
    });
    for &key in keys {
        let best = grown[&key]
            .iter()
            .map(|&(sq, v)| {
                let child = key.apply(sq, key.flips(sq));
                match memo.get(&canonical(child).0) {
                    Some(&cv) if child.has_legal_move() => -cv,
                    _ => v,
                }
            })
            .max()
            .unwrap_or(0);
        memo.insert(key, best);
    }
    memo
}

#[cfg(test)]
mod tests;

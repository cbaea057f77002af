//! The puzzles' compact file.
//!
//! Layout (integers little-endian), in the house style of the weights and the book:
//! `OFPZ`, the format version, the grading settings (deep depth, shallow depth,
//! Multi-ProbCut confidence in tenths, the evaluation's weights checksum as u32), the
//! number of puzzles (u32), the puzzles, and a CRC-32 of everything before it.
//!
//! A puzzle: Black's discs (u64), White's discs (u64), a byte of flags (bit 0: White to
//! move; bits 1-3: the kind; bits 4-6: the theme, 0 for none), the difficulty, the
//! tempting move's square index, then one byte per legal move in square order (the legal
//! moves follow from the position): its value plus 64. The accepted moves follow from the
//! kind and the values, so they are not stored (nothing to disagree with the values).
//! Then (format 2) the number of further steps of its line (0 to
//! [`MAX_LINE_STEPS`]` - 1`), and for each: the opponent's reply (its square's index,
//! [`PASS`] for a pass), then the step's flags, difficulty, tempting move and values as
//! above. The step's position follows from the moves (the step before's unique right
//! move and the reply), so it is not stored; its flags' side to move must agree with it.
//!
//! Format 1 is format 2 without the line bytes: it still loads, as one-move puzzles,
//! since the generation's log keeps every graded candidate as a one-puzzle file of the
//! format of its day, and a log must stay readable to resume and to rebuild the file.

use super::{BadPuzzle, GradeSettings, Puzzle, PuzzleKind, Step, Theme, MAX_LINE_STEPS};
use crate::{Bitboard, Color, DataFile, FileError, FileFault, Move, Position, Rules, Square};
use std::fmt;

/// The file's signature.
const MAGIC: &[u8; 4] = b"OFPZ";
/// The format written and read.
pub(super) const VERSION: u8 = 2;
/// The first format, without lines, still read.
pub(super) const VERSION_ONE_MOVE: u8 = 1;
/// A reply's byte for a pass.
const PASS: u8 = 64;
/// Header: signature, version, deep depth, shallow depth, probcut, weights checksum
/// (u32), puzzle count (u32).
const HEADER: usize = 4 + 1 + 3 + 4 + 4;
/// A puzzle's bytes before its values.
const FIXED: usize = 8 + 8 + 3;
/// Flag bit: White to move.
const WHITE_TO_MOVE: u8 = 1;

/// Why a puzzle file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// A fault of its bytes, as any data file's.
    File(FileError),
    /// A puzzle that is not a valid one (its position or its values).
    Puzzle {
        /// Its number in the file, from 0.
        index: usize,
        /// Its first byte's offset.
        at: usize,
        /// What is wrong with it.
        error: BadPuzzle,
    },
}

impl From<FileError> for PuzzleError {
    fn from(error: FileError) -> Self {
        PuzzleError::File(error)
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::File(error) => error.fmt(f),
            PuzzleError::Puzzle { index, at, error } => write!(
                f,
                "puzzle file damaged: puzzle {} (byte {at}): {error}",
                index + 1
            ),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// Puzzles and the settings of the searches that graded them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSet {
    settings: GradeSettings,
    puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    /// A set of `puzzles` graded with `settings`.
    pub fn new(settings: GradeSettings, puzzles: Vec<Puzzle>) -> PuzzleSet {
        PuzzleSet { settings, puzzles }
    }

    /// The settings of the searches that graded the puzzles.
    pub fn settings(&self) -> GradeSettings {
        self.settings
    }

    /// The puzzles, in the file's order.
    pub fn puzzles(&self) -> &[Puzzle] {
        &self.puzzles
    }

    /// The compact file (see the module's documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let s = self.settings;
        let mut out = Vec::with_capacity(HEADER + self.puzzles.len() * (FIXED + 12) + 4);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[VERSION, s.deep_depth, s.shallow_depth, s.probcut_tenths]);
        out.extend_from_slice(&s.weights.to_le_bytes());
        out.extend_from_slice(&(self.puzzles.len() as u32).to_le_bytes());
        for p in &self.puzzles {
            let pos = p.position();
            out.extend_from_slice(&pos.discs(Color::Black).0.to_le_bytes());
            out.extend_from_slice(&pos.discs(Color::White).0.to_le_bytes());
            write_step(&mut out, p);
            out.push(p.line().len() as u8);
            for step in p.line() {
                out.push(match step.reply() {
                    Move::Place(sq) => sq.index() as u8,
                    Move::Pass => PASS,
                });
                write_step(&mut out, step.puzzle());
            }
        }
        crate::envelope::seal(&mut out);
        out
    }

    /// Reads a file written by [`PuzzleSet::to_bytes`] (or of format 1, whose puzzles
    /// are one move each), refusing a damaged, truncated or foreign one with the reason
    /// (every puzzle is checked as [`Puzzle::new`] checks, its line as
    /// [`Puzzle::with_line`] does).
    pub fn from_bytes(bytes: &[u8]) -> Result<PuzzleSet, PuzzleError> {
        let version = match bytes.get(MAGIC.len()) {
            Some(&VERSION_ONE_MOVE) => VERSION_ONE_MOVE,
            _ => VERSION,
        };
        let body = crate::envelope::open(bytes, DataFile::Puzzles, MAGIC, version, HEADER)?;
        let truncated =
            PuzzleError::from(DataFile::Puzzles.fault(FileFault::Truncated { len: bytes.len() }));
        let value_at = |at| PuzzleError::from(DataFile::Puzzles.fault(FileFault::Value { at }));
        let settings = GradeSettings {
            deep_depth: body[5],
            shallow_depth: body[6],
            probcut_tenths: body[7],
            weights: u32::from_le_bytes(body[8..12].try_into().expect("four bytes")),
        };
        let count = u32::from_le_bytes(body[12..16].try_into().expect("four bytes")) as usize;
        // Each puzzle takes at least FIXED + 1 bytes: a count beyond that is damage, and
        // must not reserve memory.
        if count > (body.len() - HEADER) / (FIXED + 1) {
            return Err(truncated);
        }
        let mut puzzles = Vec::with_capacity(count);
        let mut at = HEADER;
        for index in 0..count {
            let first = at;
            let bad = |error| PuzzleError::Puzzle {
                index,
                at: first,
                error,
            };
            let words = body.get(at..at + 16).ok_or(truncated.clone())?;
            let word = |i: usize| u64::from_le_bytes(words[i..i + 8].try_into().expect("8"));
            let flags = *body.get(at + 16).ok_or(truncated.clone())?;
            let turn = if flags & WHITE_TO_MOVE != 0 {
                Color::White
            } else {
                Color::Black
            };
            let position = Position::from_colors(Bitboard(word(0)), Bitboard(word(8)), turn)
                .map_err(|_| bad(BadPuzzle::Overlap))?;
            let (puzzle, end) =
                read_step(body, at + 16, position, &truncated).map_err(|e| match e {
                    StepFault::File(e) => e,
                    StepFault::Bad(error) => bad(error),
                })?;
            at = end;
            let mut line = Vec::new();
            if version >= VERSION {
                let steps = *body.get(at).ok_or(truncated.clone())?;
                if usize::from(steps) >= MAX_LINE_STEPS {
                    return Err(value_at(at));
                }
                at += 1;
                let mut before = puzzle.clone();
                for n in 0..steps {
                    let reply = match *body.get(at).ok_or(truncated.clone())? {
                        PASS => Move::Pass,
                        byte => Move::Place(
                            Square::try_from_index(u32::from(byte)).map_err(|_| value_at(at))?,
                        ),
                    };
                    let step_bad = bad(BadPuzzle::Line(usize::from(n) + 2));
                    let position = before
                        .after_right_move()
                        .and_then(|after| after.play(reply, Rules::WOF).ok())
                        .ok_or(step_bad.clone())?;
                    let (next, end) =
                        read_step(body, at + 1, position, &truncated).map_err(|e| match e {
                            StepFault::File(e) => e,
                            StepFault::Bad(_) => step_bad.clone(),
                        })?;
                    at = end;
                    line.push(Step::new(reply, next.clone()));
                    before = next;
                }
            }
            puzzles.push(puzzle.with_line(line).map_err(bad)?);
        }
        if at != body.len() {
            return Err(PuzzleError::from(
                DataFile::Puzzles.fault(FileFault::TrailingBytes(body.len() - at)),
            ));
        }
        Ok(PuzzleSet { settings, puzzles })
    }
}

/// Writes a puzzle's flags, difficulty, tempting move and values (its position is
/// written before it, or follows from the line).
fn write_step(out: &mut Vec<u8>, p: &Puzzle) {
    let turn = if p.position().turn == Color::White {
        WHITE_TO_MOVE
    } else {
        0
    };
    out.push(turn | p.kind().code() << 1 | Theme::code(p.theme()) << 4);
    out.push(p.difficulty());
    out.push(p.tempting().index() as u8);
    out.extend(p.values().iter().map(|&(_, v)| (i16::from(v) + 64) as u8));
}

/// Why a step could not be read: a fault of the bytes, or a puzzle that is not valid.
enum StepFault {
    File(PuzzleError),
    Bad(BadPuzzle),
}

/// Reads the puzzle of `position` whose flags are at `at` of `body` (its side to move
/// must be the flags'); the puzzle and the offset after it.
fn read_step(
    body: &[u8],
    at: usize,
    position: Position,
    truncated: &PuzzleError,
) -> Result<(Puzzle, usize), StepFault> {
    let value_at = |at| {
        StepFault::File(PuzzleError::from(
            DataFile::Puzzles.fault(FileFault::Value { at }),
        ))
    };
    let fixed = body
        .get(at..at + 3)
        .ok_or(StepFault::File(truncated.clone()))?;
    let flags = fixed[0];
    let white = flags & WHITE_TO_MOVE != 0;
    if white != (position.turn == Color::White) {
        return Err(value_at(at));
    }
    let kind = PuzzleKind::from_code(flags >> 1 & 7).ok_or(value_at(at))?;
    let theme = Theme::from_code(flags >> 4 & 7)
        .filter(|_| flags & 0x80 == 0)
        .ok_or(value_at(at))?;
    let difficulty = fixed[1];
    let tempting = Square::try_from_index(u32::from(fixed[2])).map_err(|_| value_at(at + 2))?;
    let legal = position.board.legal_moves();
    let start = at + 3;
    let raw = body
        .get(start..start + legal.count() as usize)
        .ok_or(StepFault::File(truncated.clone()))?;
    let mut values = Vec::with_capacity(raw.len());
    for (i, (sq, &byte)) in legal.into_iter().zip(raw).enumerate() {
        if byte > 128 {
            return Err(value_at(start + i));
        }
        values.push((sq, (i16::from(byte) - 64) as i8));
    }
    let puzzle =
        Puzzle::new(position, kind, theme, difficulty, values, tempting).map_err(StepFault::Bad)?;
    Ok((puzzle, start + raw.len()))
}

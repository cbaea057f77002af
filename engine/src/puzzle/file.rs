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

use super::{BadPuzzle, GradeSettings, Puzzle, PuzzleKind, Theme};
use crate::{Bitboard, Color, DataFile, FileError, FileFault, Position, Square};
use std::fmt;

/// The file's signature.
const MAGIC: &[u8; 4] = b"OFPZ";
/// The format written and read.
pub(super) const VERSION: u8 = 1;
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
            let turn = if pos.turn == Color::White {
                WHITE_TO_MOVE
            } else {
                0
            };
            out.push(turn | p.kind().code() << 1 | Theme::code(p.theme()) << 4);
            out.push(p.difficulty());
            out.push(p.tempting().index() as u8);
            out.extend(p.values().iter().map(|&(_, v)| (i16::from(v) + 64) as u8));
        }
        crate::envelope::seal(&mut out);
        out
    }

    /// Reads a file written by [`PuzzleSet::to_bytes`], refusing a damaged, truncated or
    /// foreign one with the reason (every puzzle is checked as [`Puzzle::new`] checks).
    pub fn from_bytes(bytes: &[u8]) -> Result<PuzzleSet, PuzzleError> {
        let body = crate::envelope::open(bytes, DataFile::Puzzles, MAGIC, VERSION, HEADER)?;
        let truncated =
            PuzzleError::from(DataFile::Puzzles.fault(FileFault::Truncated { len: bytes.len() }));
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
            let fixed = body.get(at..at + FIXED).ok_or(truncated.clone())?;
            let bad = |error| PuzzleError::Puzzle { index, at, error };
            let word = |i: usize| u64::from_le_bytes(fixed[i..i + 8].try_into().expect("8"));
            let flags = fixed[16];
            let turn = if flags & WHITE_TO_MOVE != 0 {
                Color::White
            } else {
                Color::Black
            };
            let position = Position::from_colors(Bitboard(word(0)), Bitboard(word(8)), turn)
                .map_err(|_| bad(BadPuzzle::Overlap))?;
            let kind = PuzzleKind::from_code(flags >> 1 & 7).ok_or(PuzzleError::from(
                DataFile::Puzzles.fault(FileFault::Value { at: at + 16 }),
            ))?;
            let theme = Theme::from_code(flags >> 4 & 7)
                .filter(|_| flags & 0x80 == 0)
                .ok_or(PuzzleError::from(
                    DataFile::Puzzles.fault(FileFault::Value { at: at + 16 }),
                ))?;
            let difficulty = fixed[17];
            let tempting = Square::try_from_index(u32::from(fixed[18])).map_err(|_| {
                PuzzleError::from(DataFile::Puzzles.fault(FileFault::Value { at: at + 18 }))
            })?;
            let legal = position.board.legal_moves();
            let start = at + FIXED;
            let raw = body
                .get(start..start + legal.count() as usize)
                .ok_or(truncated.clone())?;
            let mut values = Vec::with_capacity(raw.len());
            for (i, (sq, &byte)) in legal.into_iter().zip(raw).enumerate() {
                if byte > 128 {
                    return Err(PuzzleError::from(
                        DataFile::Puzzles.fault(FileFault::Value { at: start + i }),
                    ));
                }
                values.push((sq, (i16::from(byte) - 64) as i8));
            }
            puzzles.push(
                Puzzle::new(position, kind, theme, difficulty, values, tempting).map_err(bad)?,
            );
            at = start + raw.len();
        }
        if at != body.len() {
            return Err(PuzzleError::from(
                DataFile::Puzzles.fault(FileFault::TrailingBytes(body.len() - at)),
            ));
        }
        Ok(PuzzleSet { settings, puzzles })
    }
}

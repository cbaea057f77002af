//! # outflank-engine
//!
//! Othello (Reversi) on bitboards: exact World Othello Federation rules, notation, position
//! strings, stability, symmetries and perft. Pure Rust with no platform dependencies, so the
//! same code runs natively, in the browser (`wasm32-unknown-unknown`) and under WASI.
//!
//! ```
//! use outflank_engine::{Move, Position, Rules, Square};
//! let mut pos = Position::START;
//! let f5: Square = "f5".parse().unwrap();
//! let flipped = pos.try_play(Move::Place(f5), Rules::WOF).unwrap();
//! assert_eq!(flipped.count(), 1);
//! assert_eq!(pos.board.legal_moves().count(), 3);
//! ```
//!
//! The computer players, and the analysis behind hints and the evaluation over a game,
//! are in [`ai`]; practice puzzles graded by them, and their file, in [`puzzle`].
//!
//! Feature `serde`: `Serialize` and `Deserialize` for the types a protocol carries
//! ([`Color`], [`PassRule`], [`Rules`], [`Square`] as its index, [`Move`], [`Position`] as
//! each colour's discs and the side to move, and the analysis results of [`ai::analysis`]
//! with [`ai::Proof`]); deserializing checks what the constructors check, so a bad value
//! is an error, never a panic or an invalid value.

#![deny(missing_docs)]

// The tests' shared helpers (`tests/common`) name the crate as its users do.
#[cfg(test)]
extern crate self as outflank_engine;

pub mod ai;
mod bitboard;
mod board;
mod color;
mod edge;
mod envelope;
mod game;
mod ggf;
pub mod movegen;
mod notation;
mod obf;
mod openings;
mod perft;
mod position;
pub mod puzzle;
mod record;
mod serde_through;
mod square;
pub mod stability;
mod symmetry;

pub use bitboard::{Bitboard, Squares};
pub use board::{Board, BoardError};
pub use color::Color;
pub use envelope::{DataFile, FileError, FileFault};
pub use game::Game;
pub use ggf::{format_ggf, format_ggf_record, parse_ggf, parse_ggf_record, GgfError, GgfTags};
pub use notation::{format_moves, parse_moves, ColumnAndRow, MoveListError, MoveListErrorKind};
pub use obf::{ObfError, ObfErrorKind};
pub use openings::{
    line_continuations, opening, opening_lines, opening_name, opening_names, Opening,
};
pub use perft::{perft, perft_divide};
pub use position::{IllegalMove, Move, Outcome, PassRule, Position, Rules, Status};
pub use record::{RecordError, Unplayable};
pub use square::{Square, SquareError};
pub use symmetry::Symmetry;

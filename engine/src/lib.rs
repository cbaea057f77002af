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
#![deny(missing_docs)]

pub mod ai;
mod bitboard;
mod board;
mod color;
mod game;
pub mod movegen;
mod notation;
mod obf;
mod perft;
mod position;
mod square;
pub mod stability;
mod symmetry;

pub use bitboard::{Bitboard, Squares};
pub use board::{Board, BoardError};
pub use color::Color;
pub use game::Game;
pub use notation::{format_moves, parse_moves, MoveListError, MoveListErrorKind, Square2};
pub use obf::{ObfError, ObfErrorKind};
pub use perft::{perft, perft_divide};
pub use position::{IllegalMove, Move, Outcome, PassRule, Position, Rules, Status};
pub use square::{Square, SquareError};
pub use symmetry::Symmetry;

//! The edge-configuration table is stored compactly (the canonical configurations only,
//! expanded once at first use) and must give exactly the values of the full table it
//! replaced: the knot-major `7 × 6561` little-endian `i16` layout of
//! `engine/data/edge_weights.bin` up to commit 60477ef.
//!
//! - The whole expanded table, written back in that old layout, hashes (FNV-1a 64) to the
//!   hash of the old file's bytes.
//! - `edge_value` and `tuned_eval` of 40,000 random positions (20,000 from random games,
//!   20,000 random boards of 0 to 60 empties whose edges take arbitrary configurations) hash to what the old
//!   code returned for the same positions.
//! - Mirror images share a value, and the compact format round-trips.
//!
//! A new fit (`outflank tune --edges`) changes the pinned hashes on purpose: run this test
//! with `-- --nocapture` to print the new ones.

mod common;

use outflank_engine::ai::eval::{
    decode_edge_values, edge_table, edge_value, encode_edge_values, tuned_eval, EDGE_CANONICAL,
    EDGE_CONFIGS, EDGE_FILE_BYTES, KNOT_EMPTIES,
};
use outflank_engine::ai::Rng;
use outflank_engine::{Bitboard, Board};

/// FNV-1a 64 of the old `edge_weights.bin` (91,854 bytes, commit 60477ef).
const OLD_FILE_FNV: u64 = 0x4b85_ca28_6424_faf3;
/// FNV-1a 64 of `edge_value` and `tuned_eval` (i32 little-endian, in turn) over the
/// positions of [`positions`], as the code of commit 60477ef computed them.
const OLD_EVAL_FNV: u64 = 0x3fc5_80cf_324e_71e1;

struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// 20,000 positions of random games (after 0 to 60 random plies) and 20,000 random boards
/// with 4 discs or more.
fn positions() -> Vec<Board> {
    let mut rng = Rng::new(20_261_121);
    let mut out = Vec::new();
    while out.len() < 20_000 {
        let plies = rng.below(61) as usize;
        out.push(common::random_walk(&mut rng, plies).board);
    }
    while out.len() < 40_000 {
        let (mut p, mut o) = (0u64, 0u64);
        // A random share of empties, so every phase between the knots is visited.
        let empty_per_mille = rng.below(1001);
        for sq in 0..64 {
            if rng.below(1000) < empty_per_mille {
                continue;
            }
            if rng.below(2) == 0 {
                p |= 1 << sq;
            } else {
                o |= 1 << sq;
            }
        }
        // A game position has at most 60 empties.
        if (p | o).count_ones() >= 4 {
            out.push(Board::new(Bitboard(p), Bitboard(o)).unwrap());
        }
    }
    out
}

#[test]
fn evaluation_of_random_positions_is_unchanged() {
    let mut h = Fnv::new();
    for b in positions() {
        h.bytes(&edge_value(b).to_le_bytes());
        h.bytes(&tuned_eval(b).to_le_bytes());
    }
    println!("eval fnv {:#018x}", h.0);
    assert_eq!(h.0, OLD_EVAL_FNV, "the evaluation changed");
}

#[test]
fn expanded_table_equals_the_old_full_table() {
    let table = edge_table();
    let mut h = Fnv::new();
    let mut old_layout_bytes = 0;
    for knot in table.iter() {
        for v in knot {
            h.bytes(&v.to_le_bytes());
            old_layout_bytes += 2;
        }
    }
    println!("table fnv {:#018x} ({old_layout_bytes} bytes)", h.0);
    assert_eq!(old_layout_bytes, 91_854);
    assert_eq!(h.0, OLD_FILE_FNV, "the edge values changed");
}

#[test]
fn mirror_images_share_a_value_and_the_format_round_trips() {
    let table = edge_table();
    assert_eq!(table.len(), KNOT_EMPTIES.len());
    for knot in table.iter() {
        for c in 0..EDGE_CONFIGS {
            assert_eq!(
                knot[c], knot[EDGE_CANONICAL[c] as usize],
                "configuration {c}"
            );
        }
    }
    let bytes = encode_edge_values(table);
    assert_eq!(bytes.len(), EDGE_FILE_BYTES);
    assert_eq!(
        EDGE_FILE_BYTES, 46_494,
        "half the old 91,854 bytes, plus the palindromes"
    );
    assert_eq!(
        bytes,
        std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/data/edge_weights.bin"
        ))
        .unwrap()
    );
    assert_eq!(*decode_edge_values(&bytes).unwrap(), *table);
    assert!(decode_edge_values(&bytes[1..]).is_none());
}

//! Tests of the pattern evaluation: the fast reading against the slow one, symmetry, the
//! move-by-move state, and the weights file.

use super::weights::{get_varint, put_varint, VERSION};
use super::*;
use crate::{DataFile, FileError, FileFault};

/// Random disjoint disc sets: enough variety for the bit tricks.
fn random_boards(n: usize) -> Vec<Board> {
    let mut rng = crate::ai::Rng::new(0x2545);
    (0..n)
        .map(|_| {
            let (a, b) = (rng.next_u64(), rng.next_u64());
            Board {
                player: a & !b,
                opponent: b & !a,
            }
        })
        .collect()
}

#[test]
fn there_are_46_instances_on_distinct_square_sets() {
    assert_eq!(INSTANCES, 46);
    for shape in &SHAPES {
        let mut seen = std::collections::HashSet::new();
        for &sym in shape.symmetries {
            let inverse = Symmetry::ALL[sym as usize].inverse();
            let set: u64 = shape
                .squares
                .iter()
                .map(|&s| inverse.apply_bits(1 << s))
                .fold(0, |a, b| a | b);
            assert!(seen.insert(set), "{}: instance repeated", shape.name);
        }
        // Every image of the shape is one of its instances.
        for sym in Symmetry::ALL {
            let set: u64 = shape
                .squares
                .iter()
                .map(|&s| sym.apply_bits(1 << s))
                .fold(0, |a, b| a | b);
            assert!(seen.contains(&set), "{}: an image is missing", shape.name);
        }
    }
}

#[test]
fn fast_indices_equal_the_reference() {
    for board in random_boards(2000) {
        assert_eq!(
            instance_indices(board),
            instance_indices_reference(board),
            "{board:?}"
        );
    }
}

#[test]
fn symmetric_boards_have_the_same_instances() {
    for board in random_boards(300) {
        let mut a = instance_indices(board);
        a.sort_unstable();
        for sym in Symmetry::ALL {
            let mut b = instance_indices(sym.apply_board(board));
            // Within a shape an instance may read its squares in mirrored order:
            // compare the canonical entries.
            let canonical = canonical_entries();
            let canon = |v: &mut [u32; INSTANCES]| {
                for x in v.iter_mut() {
                    *x = canonical[*x as usize];
                }
                v.sort_unstable();
            };
            let mut a2 = a;
            canon(&mut a2);
            canon(&mut b);
            assert_eq!(a2, b, "{sym:?}");
        }
    }
}

fn some_weights() -> PatternWeights {
    let (_, n) = canonical_slots();
    let mut w = PatternWeights::zero(4);
    for phase in 0..w.phases() {
        let values: Vec<i16> = (0..n)
            .map(|i| ((i * 7919 + phase * 31) % 601) as i16 - 300)
            .collect();
        w.set_slots(phase, &values, &[phase as i16, -3, 7, 11]);
    }
    w
}

#[test]
fn a_position_and_its_images_evaluate_equally() {
    let w = some_weights();
    for board in random_boards(300) {
        let v = w.eval(board);
        for sym in Symmetry::ALL {
            assert_eq!(w.eval(sym.apply_board(board)), v, "{sym:?}");
        }
    }
}

#[test]
fn the_state_kept_move_by_move_equals_a_fresh_reading() {
    use crate::ai::Rng;
    let w = some_weights();
    let mut rng = Rng::new(5);
    for _ in 0..200 {
        let mut board = Board::START;
        let mut state = PatternState::new(board);
        loop {
            assert_eq!(state, PatternState::new(board));
            let moves = board.legal_moves().0;
            let their_moves = board.swapped().legal_moves().0;
            assert_eq!(
                w.eval_state(&state, board, moves, their_moves),
                w.eval(board)
            );
            if moves == 0 {
                if !board.swapped().has_legal_move() {
                    break;
                }
                board = board.swapped();
                state = state.pass();
                continue;
            }
            let sq = rng.pick_bit(moves);
            let flips = crate::movegen::flips(board.player, board.opponent, sq as usize);
            let square = Square::try_from_index(sq).unwrap();
            board = board.apply(square, crate::Bitboard(flips));
            state = state.play(sq, flips);
        }
    }
}

#[test]
fn the_file_round_trips() {
    let w = some_weights();
    let bytes = w.to_bytes();
    assert_eq!(PatternWeights::from_bytes(&bytes).unwrap(), w);
    let zero = PatternWeights::zero(5);
    assert_eq!(PatternWeights::from_bytes(&zero.to_bytes()).unwrap(), zero);
    for v in [i16::MIN, -1, 0, 1, 63, 64, i16::MAX] {
        let mut out = Vec::new();
        put_varint(&mut out, v);
        let mut at = 0;
        assert_eq!(get_varint(&out, &mut at), Ok(v));
        assert_eq!(at, out.len());
    }
}

#[test]
fn weights_rounded_to_a_quantum_are_stored_as_its_multiples() {
    let mut w = PatternWeights::zero(6);
    let (_, n) = canonical_slots();
    let values: Vec<i16> = (0..n)
        .map(|i| ((i * 7919) % 401) as i16 * 4 - 800)
        .collect();
    w.set_slots(3, &values, &[8, -12, 400, 4]);
    let bytes = w.to_bytes();
    assert_eq!(bytes[7], 4, "the quantum");
    assert_eq!(PatternWeights::from_bytes(&bytes).unwrap(), w);
    // The same weights plus one: no common step, and a larger file.
    let mut odd = w.clone();
    odd.set_slots(
        3,
        &values.iter().map(|v| v + 1).collect::<Vec<_>>(),
        &[9, -11, 401, 5],
    );
    let odd_bytes = odd.to_bytes();
    assert_eq!(odd_bytes[7], 1);
    assert!(odd_bytes.len() > bytes.len());
    assert_eq!(PatternWeights::from_bytes(&odd_bytes).unwrap(), odd);
}

#[test]
fn a_damaged_file_is_refused_with_the_reason() {
    let bytes = some_weights().to_bytes();
    let err = |b: &[u8]| PatternWeights::from_bytes(b).unwrap_err();
    assert_eq!(
        err(b"PK\x03\x04rest"),
        WeightsError::File(DataFile::Weights.fault(FileFault::Foreign))
    );
    assert!(matches!(
        err(&bytes[..bytes.len() / 2]),
        WeightsError::File(FileError {
            fault: FileFault::Checksum { .. },
            ..
        })
    ));
    assert!(matches!(
        err(&bytes[..10]),
        WeightsError::File(FileError {
            fault: FileFault::Truncated { .. },
            ..
        })
    ));
    let mut flipped = bytes.clone();
    flipped[bytes.len() / 3] ^= 0x10;
    let e = err(&flipped);
    assert!(
        matches!(
            e,
            WeightsError::File(FileError {
                fault: FileFault::Checksum { .. },
                ..
            })
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("damaged"), "{e}");
    let mut newer = bytes.clone();
    newer[4] = VERSION + 1;
    assert_eq!(
        err(&newer),
        WeightsError::File(DataFile::Weights.fault(FileFault::Version {
            found: VERSION + 1,
            reads: VERSION
        }))
    );
    assert!(
        err(&newer).to_string().contains("format 3"),
        "{}",
        err(&newer)
    );
}

#[cfg(feature = "bundled-weights")]
#[test]
fn the_bundled_weights_are_read_and_installed() {
    let bundled = PatternWeights::from_bytes(BUNDLED_FILE).expect("a valid weights file");
    let installed = installed().expect("the bundled weights are installed");
    assert_eq!(*installed, bundled);
    // They are the ones in place: others are handed back.
    assert!(install(PatternWeights::zero(4)).is_err());
    // And they know something: the start position is about even, a corner is worth a lot.
    let start = crate::Position::START.board;
    assert!(
        installed.eval(start).abs() < 300,
        "{}",
        installed.eval(start)
    );
}

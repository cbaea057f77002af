use super::file::VERSION;
use super::*;
use crate::ai::Rng;
use crate::{Bitboard, Color, DataFile, FileError, FileFault, Move, Position, Rules, Status};

/// A position reached by random moves with `empties` empties and at least two moves for
/// the side to move (`seed` picks the game).
fn random_position(empties: u32, seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    'game: loop {
        let mut pos = Position::START;
        loop {
            let moves = match pos.status(Rules::WOF) {
                Status::GameOver => continue 'game,
                Status::MustPass => {
                    pos.play_unchecked(Move::Pass);
                    continue;
                }
                Status::Moves(m) => m,
            };
            if pos.board.empty_count() == empties {
                if moves.count() >= 2 {
                    return pos;
                }
                continue 'game;
            }
            let sq = Square::from_index(rng.pick_bit(moves.0) as u8);
            pos.play_unchecked(Move::Place(sq));
        }
    }
}

/// Values with the first legal move `first` and every other `rest`.
fn values_of(pos: Position, first: i8, rest: i8) -> Vec<(Square, i8)> {
    pos.board
        .legal_moves()
        .into_iter()
        .enumerate()
        .map(|(i, sq)| (sq, if i == 0 { first } else { rest }))
        .collect()
}

/// Three puzzles of three kinds, on hand-made values.
fn sample_set() -> PuzzleSet {
    let endgame = random_position(14, 1);
    let middle = random_position(36, 2);
    let trap = random_position(30, 3);
    let first = |p: Position| p.board.legal_moves().first().unwrap();
    let last = |p: Position| p.board.legal_moves().into_iter().last().unwrap();
    let puzzles = vec![
        Puzzle::new(
            endgame,
            PuzzleKind::Win,
            Some(Theme::Parity),
            2,
            values_of(endgame, 6, -4),
            last(endgame),
        )
        .unwrap(),
        Puzzle::new(
            middle,
            PuzzleKind::FindMove,
            None,
            3,
            values_of(middle, 64, -64),
            first(middle),
        )
        .unwrap(),
        Puzzle::new(
            trap,
            PuzzleKind::DontFallForIt,
            Some(Theme::Corner),
            5,
            values_of(trap, 3, -5),
            last(trap),
        )
        .unwrap(),
    ];
    PuzzleSet::new(GradeSettings::STANDARD, puzzles)
}

#[test]
fn a_set_reads_back_as_written() {
    let set = sample_set();
    let bytes = set.to_bytes();
    assert_eq!(PuzzleSet::from_bytes(&bytes), Ok(set.clone()));
    assert_eq!(set.puzzles()[1].position().board.empty_count(), 36);
    assert_eq!(set.puzzles()[2].position().turn, Color::Black);
}

#[test]
fn accepted_moves_are_the_best_on_exact_puzzles_and_within_a_disc_otherwise() {
    let pos = random_position(20, 4);
    let mut values = values_of(pos, 8, -2);
    let second = values[1].0;
    values[1].1 = 6;
    let exact = Puzzle::new(pos, PuzzleKind::BestScore, None, 3, values.clone(), second)
        .expect("8 is 2 discs clear of 6");
    assert_eq!(exact.accepted(), Bitboard::from(values[0].0));
    assert!(exact.is_accepted(values[0].0) && !exact.is_accepted(second));
    let middle = random_position(30, 4);
    let mut values = values_of(middle, 8, -6);
    values[1].1 = 7;
    let tempting = values.last().unwrap().0;
    let trap = Puzzle::new(middle, PuzzleKind::DontFallForIt, None, 3, values, tempting).unwrap();
    assert_eq!(trap.accepted().count(), 2);
    assert_eq!(trap.best_value(), 8);
    assert_eq!(trap.value_of(tempting), Some(-6));
}

#[test]
fn puzzles_that_do_not_fit_their_kind_are_refused() {
    let pos = random_position(16, 5);
    let first = pos.board.legal_moves().first().unwrap();
    let bad = |kind, values, difficulty| Puzzle::new(pos, kind, None, difficulty, values, first);
    assert_eq!(
        bad(PuzzleKind::Win, values_of(pos, 4, 2), 1),
        Err(BadPuzzle::Kind)
    );
    assert_eq!(
        bad(PuzzleKind::SaveDraw, values_of(pos, 0, -2), 1).map(|p| p.kind()),
        Ok(PuzzleKind::SaveDraw)
    );
    assert_eq!(
        bad(PuzzleKind::Win, values_of(pos, 4, -2), 0),
        Err(BadPuzzle::Difficulty(0))
    );
    assert_eq!(
        bad(PuzzleKind::Win, values_of(pos, 4, -2)[1..].to_vec(), 1),
        Err(BadPuzzle::Values)
    );
    assert_eq!(
        bad(PuzzleKind::Win, values_of(pos, 65, -2), 1),
        Err(BadPuzzle::Values)
    );
    // The tempting move of a trap must lose TRAP_LOSS discs.
    let middle = random_position(30, 5);
    let first = middle.board.legal_moves().first().unwrap();
    assert_eq!(
        Puzzle::new(
            middle,
            PuzzleKind::DontFallForIt,
            None,
            2,
            values_of(middle, 8, -8),
            first
        ),
        Err(BadPuzzle::Kind)
    );
    let deep = random_position(40, 5);
    assert_eq!(
        Puzzle::new(
            deep,
            PuzzleKind::Win,
            None,
            2,
            values_of(deep, 4, -2),
            first
        ),
        Err(BadPuzzle::Empties(40))
    );
}

#[test]
fn every_truncation_is_refused() {
    let bytes = sample_set().to_bytes();
    for len in 0..bytes.len() {
        let err = PuzzleSet::from_bytes(&bytes[..len]).unwrap_err();
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn every_damaged_byte_is_refused() {
    let bytes = sample_set().to_bytes();
    for at in 0..bytes.len() {
        for bit in [0x01, 0x10, 0x80] {
            let mut damaged = bytes.clone();
            damaged[at] ^= bit;
            assert!(
                PuzzleSet::from_bytes(&damaged).is_err(),
                "byte {at} bit {bit}"
            );
        }
    }
}

/// `bytes` with its checksum made right again, as if damage had happened before it was
/// computed: the reader's own checks must then catch it.
fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    let body = bytes.len() - 4;
    let crc = crc32fast::hash(&bytes[..body]);
    bytes[body..].copy_from_slice(&crc.to_le_bytes());
    bytes
}

#[test]
fn damage_under_a_good_checksum_is_named() {
    let bytes = sample_set().to_bytes();
    let first = 16;
    // A white disc on a black one.
    let mut overlap = bytes.clone();
    overlap[first + 8..first + 16].copy_from_slice(&u64::MAX.to_le_bytes());
    assert!(matches!(
        PuzzleSet::from_bytes(&resealed(overlap)),
        Err(PuzzleError::Puzzle {
            index: 0,
            error: BadPuzzle::Overlap,
            ..
        })
    ));
    // Kind code 7 is no kind.
    let mut kind = bytes.clone();
    kind[first + 16] |= 0x0E;
    assert_eq!(
        PuzzleSet::from_bytes(&resealed(kind)),
        Err(PuzzleError::File(
            DataFile::Puzzles.fault(FileFault::Value { at: first + 16 })
        ))
    );
    // A value byte above 128.
    let mut value = bytes.clone();
    value[first + 19] = 200;
    assert_eq!(
        PuzzleSet::from_bytes(&resealed(value)),
        Err(PuzzleError::File(
            DataFile::Puzzles.fault(FileFault::Value { at: first + 19 })
        ))
    );
    // A count larger than the puzzles.
    let mut count = bytes.clone();
    count[12] = 9;
    assert!(matches!(
        PuzzleSet::from_bytes(&resealed(count)),
        Err(PuzzleError::File(FileError {
            fault: FileFault::Truncated { .. },
            ..
        }))
    ));
    // Bytes after the end.
    let mut longer = bytes[..bytes.len() - 4].to_vec();
    longer.extend_from_slice(&[0, 0, 0, 0, 0]);
    assert_eq!(
        PuzzleSet::from_bytes(&resealed(longer)),
        Err(PuzzleError::File(
            DataFile::Puzzles.fault(FileFault::TrailingBytes(1))
        ))
    );
    let mut checksum = bytes.clone();
    checksum[first] ^= 1;
    let message = PuzzleSet::from_bytes(&checksum).unwrap_err().to_string();
    assert!(message.contains("damaged: checksum"), "{message}");
    assert_eq!(
        PuzzleSet::from_bytes(b"OFBK\x01"),
        Err(PuzzleError::File(
            DataFile::Puzzles.fault(FileFault::Foreign)
        ))
    );
    let mut version = bytes;
    version[4] = 9;
    assert_eq!(
        PuzzleSet::from_bytes(&version),
        Err(PuzzleError::File(DataFile::Puzzles.fault(
            FileFault::Version {
                found: 9,
                reads: VERSION
            }
        )))
    );
}

/// Grading settings quick enough for a test (the deep search 4 plies).
fn quick_settings() -> GradeSettings {
    GradeSettings {
        deep_depth: 4,
        ..GradeSettings::STANDARD
    }
    .with_available_eval()
}

#[test]
fn exact_puzzles_accept_exactly_the_solvers_best_moves_and_check_again() {
    let mut grader = Grader::new(quick_settings()).unwrap();
    let mut solver = crate::ai::Solver::new(1 << 20, Rules::WOF);
    let never = crate::ai::Deadline::never(&crate::ai::FrozenClock);
    let mut found = 0;
    for seed in 0..40 {
        let pos = random_position(12, 100 + seed);
        let Some(puzzle) = grader.grade(pos) else {
            continue;
        };
        found += 1;
        assert!(puzzle.kind().exact());
        let solved = solver.solve_all_moves(pos.board, &never).unwrap();
        let best = solved[0].1;
        for (sq, v) in solved {
            assert_eq!(puzzle.value_of(sq), Some(v as i8));
            assert_eq!(puzzle.is_accepted(sq), v == best, "{sq}");
        }
        assert_eq!(grader.check(&puzzle), Ok(()));
        assert!((1..=MAX_DIFFICULTY).contains(&puzzle.difficulty()));
    }
    assert!(found >= 5, "only {found} puzzles in 40 positions");
}

#[test]
fn a_check_names_a_changed_value() {
    let mut grader = Grader::new(quick_settings()).unwrap();
    let puzzle = (0..40)
        .find_map(|seed| grader.grade(random_position(12, 200 + seed)))
        .expect("a puzzle among 40 positions");
    // The same puzzle with a losing move valued one disc worse.
    let mut values = puzzle.values().to_vec();
    let best = puzzle.best_value();
    let worse = values.iter_mut().find(|(_, v)| *v < best - 1).unwrap();
    let (square, stored) = (worse.0, worse.1);
    worse.1 -= 1;
    let changed = Puzzle::new(
        puzzle.position(),
        puzzle.kind(),
        puzzle.theme(),
        puzzle.difficulty(),
        values,
        puzzle.tempting(),
    )
    .unwrap();
    assert_eq!(
        grader.check(&changed),
        Err(Mismatch::Value {
            square,
            stored: stored - 1,
            found: stored,
        })
    );
}

#[test]
fn middle_game_puzzles_come_from_the_deep_search() {
    let mut grader = Grader::new(quick_settings()).unwrap();
    let mut kinds = Vec::new();
    for seed in 0..60 {
        let pos = random_position(34, 300 + seed);
        if let Some(puzzle) = grader.grade(pos) {
            assert!(!puzzle.kind().exact());
            assert_eq!(grader.check(&puzzle), Ok(()));
            let best = puzzle.best_value();
            for &(sq, v) in puzzle.values() {
                assert_eq!(puzzle.is_accepted(sq), v >= best - ACCEPT_WITHIN);
            }
            kinds.push(puzzle.kind());
        }
    }
    assert!(!kinds.is_empty());
}

#[test]
fn a_grader_refuses_settings_of_another_evaluation() {
    let other = GradeSettings {
        weights: quick_settings().weights ^ 1,
        ..quick_settings()
    };
    assert!(matches!(Grader::new(other), Err(Mismatch::Weights { .. })));
}

#[test]
fn themes_and_kinds_have_names() {
    for kind in PuzzleKind::ALL {
        assert_eq!(PuzzleKind::from_code(kind.code()), Some(kind));
        assert!(!kind.name().is_empty());
    }
    for theme in Theme::ALL {
        assert_eq!(
            Theme::from_code(Theme::code(Some(theme))),
            Some(Some(theme))
        );
    }
    assert_eq!(Theme::from_code(6), None);
}

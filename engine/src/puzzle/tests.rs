use super::file::{VERSION, VERSION_ONE_MOVE};
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

/// A puzzle of a line of at least two steps, graded and played out by the solver (the
/// first found among positions of 14 empties, `seed` picking them).
fn line_puzzle(grader: &mut Grader, seed: u64) -> Puzzle {
    (0..200)
        .find_map(|i| {
            let puzzle = grader.grade(random_position(14, seed + i))?;
            Some(grader.extend(&puzzle)).filter(|p| p.steps() >= 2)
        })
        .expect("a line among 200 positions")
}

/// Three puzzles of three kinds, on hand-made values, and a line of the solver's.
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
        line_puzzle(&mut Grader::new(quick_settings()).unwrap(), 500),
    ];
    PuzzleSet::new(quick_settings(), puzzles)
}

#[test]
fn a_set_reads_back_as_written() {
    let set = sample_set();
    let bytes = set.to_bytes();
    assert_eq!(PuzzleSet::from_bytes(&bytes), Ok(set.clone()));
    assert_eq!(set.puzzles()[1].position().board.empty_count(), 36);
    assert_eq!(set.puzzles()[2].position().turn, Color::Black);
    assert!(set.puzzles()[3].steps() >= 2);
}

/// The bytes of format 1 of a `set` of one-move puzzles: format 2 without the line
/// counts.
fn format_one(set: &PuzzleSet) -> Vec<u8> {
    let bytes = set.to_bytes();
    let mut out = bytes[..16].to_vec();
    out[4] = VERSION_ONE_MOVE;
    let mut at = 16;
    for p in set.puzzles() {
        assert!(p.line().is_empty());
        let len = 19 + p.values().len();
        out.extend_from_slice(&bytes[at..at + len]);
        assert_eq!(bytes[at + len], 0, "no line");
        at += len + 1;
    }
    crate::envelope::seal(&mut out);
    out
}

#[test]
fn a_file_of_format_one_reads_as_one_move_puzzles() {
    let full = sample_set();
    let one_move = PuzzleSet::new(
        full.settings(),
        full.puzzles().iter().map(Puzzle::without_line).collect(),
    );
    let old = format_one(&one_move);
    assert_eq!(PuzzleSet::from_bytes(&old), Ok(one_move.clone()));
    assert!(old.len() < one_move.to_bytes().len());
    // Truncated or damaged, refused as a file of the current format is.
    assert!(PuzzleSet::from_bytes(&old[..old.len() - 5]).is_err());
    let mut damaged = old.clone();
    damaged[20] ^= 4;
    assert!(PuzzleSet::from_bytes(&damaged).is_err());
}

#[test]
fn lines_play_the_solvers_best_reply_and_accept_exactly_its_best_moves() {
    let mut grader = Grader::new(quick_settings()).unwrap();
    let mut solver = crate::ai::Solver::new(1 << 20, Rules::WOF);
    let never = crate::ai::Deadline::never(&crate::ai::FrozenClock);
    let mut longest = 0;
    for seed in 0..6 {
        let puzzle = line_puzzle(&mut grader, 700 + seed * 1000);
        longest = longest.max(puzzle.steps());
        assert!(puzzle.steps() <= MAX_LINE_STEPS);
        let mut before = puzzle.without_line();
        for step in puzzle.line() {
            // The right move of the step before is unique.
            assert_eq!(before.accepted().count(), 1);
            let after = before.after_right_move().unwrap();
            let reply = match step.reply() {
                Move::Pass => {
                    assert_eq!(after.status(Rules::WOF), Status::MustPass);
                    Move::Pass
                }
                Move::Place(sq) => {
                    // The opponent's best, the first in square order among equals.
                    let mut replies = solver.solve_all_moves(after.board, &never).unwrap();
                    replies.sort_by_key(|&(sq, _)| sq.index());
                    let best = replies.iter().map(|&(_, v)| v).max().unwrap();
                    let first_best = replies.iter().find(|&&(_, v)| v == best).unwrap().0;
                    assert_eq!(sq, first_best);
                    assert_eq!(best, -i32::from(before.best_value()));
                    Move::Place(sq)
                }
            };
            let next = step.puzzle();
            assert_eq!(after.play(reply, Rules::WOF).unwrap(), next.position());
            // Every step is an exact puzzle whose accepted moves are the solver's best.
            assert!(next.kind().exact() && next.line().is_empty());
            let solved = solver
                .solve_all_moves(next.position().board, &never)
                .unwrap();
            let best = solved[0].1;
            for (sq, v) in solved {
                assert_eq!(next.value_of(sq), Some(v as i8));
                assert_eq!(next.is_accepted(sq), v == best, "{sq}");
            }
            before = next.clone();
        }
        assert_eq!(grader.check(&puzzle), Ok(()));
        // Cut short, a line is not the solver's.
        let short = puzzle
            .without_line()
            .with_line(puzzle.line()[..puzzle.line().len() - 1].to_vec())
            .unwrap();
        assert_eq!(
            grader.check(&short),
            Err(Mismatch::Line {
                step: puzzle.steps()
            })
        );
    }
    assert!(longest >= 2);
}

#[test]
fn a_line_that_does_not_follow_is_refused() {
    let mut grader = Grader::new(quick_settings()).unwrap();
    let puzzle = line_puzzle(&mut grader, 900);
    let first = puzzle.without_line();
    let step = &puzzle.line()[0];
    // A step whose position no legal reply reaches.
    let elsewhere = Step::new(step.reply(), first.clone());
    assert_eq!(
        first.clone().with_line(vec![elsewhere]),
        Err(BadPuzzle::Line(2))
    );
    // Another reply than the one that leads to the step.
    let after = first.after_right_move().unwrap();
    let other = after
        .board
        .legal_moves()
        .into_iter()
        .find(|&sq| Move::Place(sq) != step.reply());
    if let Some(other) = other {
        let wrong = Step::new(Move::Place(other), step.puzzle().clone());
        assert_eq!(
            first.clone().with_line(vec![wrong]),
            Err(BadPuzzle::Line(2))
        );
    }
    // A pass where the opponent has a move.
    let pass = Step::new(Move::Pass, step.puzzle().clone());
    assert_eq!(first.clone().with_line(vec![pass]), Err(BadPuzzle::Line(2)));
    // Too long.
    let long = vec![step.clone(); MAX_LINE_STEPS];
    assert_eq!(
        first.clone().with_line(long),
        Err(BadPuzzle::Line(MAX_LINE_STEPS + 1))
    );
    // A middle-game puzzle has no line.
    let middle = sample_set().puzzles()[1].clone();
    assert_eq!(
        middle.with_line(vec![step.clone()]),
        Err(BadPuzzle::Line(2))
    );
    assert_eq!(first.with_line(puzzle.line().to_vec()), Ok(puzzle));
}

#[test]
fn a_damaged_line_under_a_good_checksum_is_named() {
    let set = sample_set();
    let bytes = set.to_bytes();
    // The line puzzle is the last: its first reply follows its values and step count.
    let line = &set.puzzles()[3];
    let body = bytes.len() - 4;
    let tail: usize = line
        .line()
        .iter()
        .map(|s| 1 + 3 + s.puzzle().values().len())
        .sum();
    let reply_at = body - tail;
    assert_eq!(usize::from(bytes[reply_at - 1]), line.line().len());
    let mut pass = bytes.clone();
    pass[reply_at] = 64;
    assert!(matches!(
        PuzzleSet::from_bytes(&resealed(pass)),
        Err(PuzzleError::Puzzle {
            index: 3,
            error: BadPuzzle::Line(2),
            ..
        })
    ));
    let mut too_long = bytes.clone();
    too_long[reply_at - 1] = MAX_LINE_STEPS as u8;
    assert_eq!(
        PuzzleSet::from_bytes(&resealed(too_long)),
        Err(PuzzleError::File(
            DataFile::Puzzles.fault(FileFault::Value { at: reply_at - 1 })
        ))
    );
    let mut no_square = bytes;
    no_square[reply_at] = 65;
    assert_eq!(
        PuzzleSet::from_bytes(&resealed(no_square)),
        Err(PuzzleError::File(
            DataFile::Puzzles.fault(FileFault::Value { at: reply_at })
        ))
    );
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
        // Checked with its line played out, as the generator stores it.
        let line = grader.extend(&puzzle);
        assert_eq!(grader.check(&line), Ok(()));
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

use super::*;
use crate::ai::EvalKind;
use crate::{DataFile, FileError, FileFault, Move, Position, Rules};

/// A small book: the start and every position after one or two plies, valued at depth 2
/// by the tuned evaluation (quick and deterministic).
fn small_grown() -> HashMap<Board, Vec<(Square, i8)>> {
    let mut searcher = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
    let mut grown = HashMap::new();
    let mut frontier = vec![Board::START];
    for _ in 0..3 {
        let mut next = Vec::new();
        for board in frontier {
            let (key, _) = canonical(board);
            if grown.contains_key(&key) {
                continue;
            }
            grown.insert(key, move_values(key, 2, &mut searcher));
            for sq in board.legal_moves() {
                next.push(board.apply(sq, board.flips(sq)));
            }
        }
        frontier = next;
    }
    grown
}

fn at(moves: &str) -> Board {
    let mut pos = Position::START;
    for mv in crate::parse_moves(moves, Position::START, Rules::WOF).unwrap() {
        pos.try_play(mv, Rules::WOF).unwrap();
    }
    pos.board
}

#[test]
fn a_book_reads_back_what_was_written_for_every_image_of_its_positions() {
    let grown = small_grown();
    let bytes = encode(&grown, 2);
    let book = Book::from_bytes(&bytes).unwrap();
    assert_eq!(book.positions(), grown.len());
    assert_eq!(book.depth(), 2);
    // Two plies deep (start, 1 position after one ply, 3 after two): their moves' values
    // are the searched ones, or backed up where the book goes on.
    let board = at("f5d6");
    let values = book.move_values(board).expect("grown");
    assert_eq!(values.len(), board.legal_moves().count() as usize);
    for s in Symmetry::ALL {
        let image = s.apply_board(board);
        let mut theirs = book.move_values(image).unwrap();
        theirs
            .iter_mut()
            .for_each(|(sq, _)| *sq = s.inverse().apply_square(*sq));
        theirs.sort_by_key(|&(sq, v)| (-v, sq.index()));
        assert_eq!(theirs, values, "{s:?}");
    }
    // A position three plies in has values for its moves only when the book grew from it.
    let (key, sym) = canonical(board);
    for (sq, v) in &grown[&key] {
        let sq = sym.inverse().apply_square(*sq);
        let child = board.apply(sq, board.flips(sq));
        let shown = values.iter().find(|(m, _)| *m == sq).unwrap().1;
        match book.move_values(child) {
            // Backed up: the best of the child's moves, from this side.
            Some(child_values) => assert_eq!(shown, -child_values[0].1),
            None => assert_eq!(shown, *v),
        }
    }
    // The start's four moves are one move: one value.
    let start = book.move_values(Board::START).unwrap();
    assert!(start.iter().all(|&(_, v)| v == start[0].1), "{start:?}");
    // Outside the book: nothing.
    assert_eq!(book.move_values(at("f5d6c3d3c4f4")), None);
}

#[test]
fn the_book_chooses_only_moves_within_its_margin() {
    let book = Book::from_bytes(&encode(&small_grown(), 2)).unwrap();
    let board = at("f5d6");
    let values = book.move_values(board).unwrap();
    let best = values[0].1;
    let mut rng = Rng::new(7);
    let mut seen = HashSet::new();
    for _ in 0..200 {
        let sq = book.choose(board, 0, &mut rng).unwrap();
        let v = values.iter().find(|(m, _)| *m == sq).unwrap().1;
        assert_eq!(v, best);
        seen.insert(sq);
        let wide = book.choose(board, 64, &mut rng).unwrap();
        assert!(board.legal_moves().contains(wide));
    }
    let ties = values.iter().filter(|(_, v)| *v == best).count();
    assert_eq!(seen.len(), ties, "every best move is played sometimes");
    assert!(Position {
        board,
        turn: crate::Color::Black
    }
    .is_legal(Move::Place(values[0].0), Rules::WOF));
}

#[test]
fn damaged_truncated_and_foreign_books_are_refused_with_the_reason() {
    let bytes = encode(&small_grown(), 2);
    let mut flipped = bytes.clone();
    flipped[HEADER + 3] ^= 0x01;
    assert!(matches!(
        Book::from_bytes(&flipped),
        Err(BookError::File(FileError {
            fault: FileFault::Checksum { .. },
            ..
        }))
    ));
    assert!(Book::from_bytes(&flipped)
        .unwrap_err()
        .to_string()
        .contains("damaged"));
    assert!(matches!(
        Book::from_bytes(&bytes[..bytes.len() - 1]),
        Err(BookError::File(FileError {
            fault: FileFault::Checksum { .. },
            ..
        }))
    ));
    assert!(matches!(
        Book::from_bytes(&bytes[..7]),
        Err(BookError::File(FileError {
            fault: FileFault::Truncated { .. },
            ..
        }))
    ));
    assert_eq!(
        Book::from_bytes(b"OFPW\x02"),
        Err(BookError::File(DataFile::Book.fault(FileFault::Foreign)))
    );
    let mut later = bytes.clone();
    later[4] = 9;
    assert_eq!(
        Book::from_bytes(&later),
        Err(BookError::File(DataFile::Book.fault(FileFault::Version {
            found: 9,
            reads: VERSION
        })))
    );
    // Well-sealed but wrong inside: a value byte out of range, a tree cut short, extra
    // bytes, a header that miscounts.
    let reseal = |mut body: Vec<u8>| {
        let crc = crc32fast::hash(&body);
        body.extend_from_slice(&crc.to_le_bytes());
        body
    };
    let body = bytes[..bytes.len() - 4].to_vec();
    let mut bad_value = body.clone();
    bad_value[HEADER] = 127;
    assert_eq!(
        Book::from_bytes(&reseal(bad_value)),
        Err(BookError::File(
            DataFile::Book.fault(FileFault::Value { at: HEADER })
        ))
    );
    let short = reseal(body[..body.len() - 1].to_vec());
    assert!(matches!(
        Book::from_bytes(&short),
        Err(BookError::File(FileError {
            fault: FileFault::Truncated { .. },
            ..
        }))
    ));
    let mut long = body.clone();
    long.push(63);
    assert_eq!(
        Book::from_bytes(&reseal(long)),
        Err(BookError::File(
            DataFile::Book.fault(FileFault::TrailingBytes(1))
        ))
    );
    let mut miscount = body.clone();
    miscount[6] ^= 1;
    assert!(matches!(
        Book::from_bytes(&reseal(miscount)),
        Err(BookError::Count { .. })
    ));
}

#[test]
fn an_empty_book_knows_nothing() {
    let book = Book::from_bytes(&encode(&HashMap::new(), 0)).unwrap();
    assert_eq!(book.positions(), 0);
    assert_eq!(book.move_values(Board::START), None);
}

#[test]
fn symmetric_moves_share_one_value() {
    let mut searcher = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
    let values = move_values(Board::START, 3, &mut searcher);
    assert_eq!(values.len(), 4);
    assert!(values.iter().all(|&(_, v)| v == values[0].1), "{values:?}");
}

#[cfg(feature = "bundled-weights")]
#[test]
fn the_bundled_book_is_valid_and_grew_from_the_start() {
    let book = Book::from_bytes(BUNDLED_FILE).unwrap();
    let start = book
        .move_values(Board::START)
        .expect("the start is in the book");
    assert!(start.iter().all(|&(_, v)| v == start[0].1), "{start:?}");
    assert!(core::ptr::eq(installed().unwrap(), installed().unwrap()));
}

#[test]
fn a_transposition_keeps_the_value_read_first() {
    // The start's four moves lead to one position (its images): a file that values them
    // differently, as two searches from two parents could, gives them the first one.
    let mut file = MAGIC.to_vec();
    file.extend_from_slice(&[VERSION, 2]);
    file.extend_from_slice(&1u32.to_le_bytes());
    for value in [3, -1, 5, 0] {
        file.push(value_byte(value, false));
    }
    crate::envelope::seal(&mut file);
    let book = Book::from_bytes(&file).unwrap();
    let values = book.move_values(Board::START).unwrap();
    assert_eq!(values.len(), 4);
    assert!(values.iter().all(|&(_, v)| v == 3), "{values:?}");
}

#[cfg(feature = "bundled-weights")]
#[test]
fn every_position_the_bundled_book_grew_from_keeps_its_moves() {
    // Many are also reached as another position's move (a transposition): the entry of the
    // position grown must be the one kept.
    let book = Book::from_bytes(BUNDLED_FILE).unwrap();
    let grown = book.entries.iter().filter(|(_, e)| e.expanded).count();
    assert_eq!(grown, book.positions());
}

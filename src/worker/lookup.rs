//! The lookups the worker answers at once, beside any search under way: the opening
//! trainer's list of named lines and the opening book's values of a position. Tables, not
//! searches: the table of openings and the book stay in the worker, out of the app.

use crate::protocol::{OpeningLine, OpeningName};
use outflank_engine::ai::book::{self, Book};
use outflank_engine::{opening_lines, Position, Square};

/// Every named line of the engine's table, in its order.
pub fn named_lines() -> Vec<OpeningLine> {
    opening_lines()
        .map(|(opening, moves)| OpeningLine {
            opening: OpeningName::of(opening),
            moves: moves.to_vec(),
        })
        .collect()
}

/// Every legal move's book value in `position`, best first (`None`: the book did not grow
/// from there); why not, when the worker has no book (its file failed to load).
pub fn book_moves(position: Position) -> Result<Option<Vec<(Square, i8)>>, String> {
    book_moves_in(book::installed(), position)
}

/// [`book_moves`] in `book`.
pub fn book_moves_in(
    book: Option<&Book>,
    position: Position,
) -> Result<Option<Vec<(Square, i8)>>, String> {
    let book = book.ok_or("the opening book could not be loaded")?;
    Ok(book.move_values(position.board))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_lines_come_in_the_tables_order_with_their_moves() {
        let lines = named_lines();
        let tiger = &lines[60];
        assert_eq!(
            (tiger.opening.index, tiger.opening.name.as_str()),
            (60, "Tiger")
        );
        let moves: Vec<String> = tiger.moves.iter().map(|s| s.to_string()).collect();
        assert_eq!(moves, ["f5", "d6", "c3", "d3", "c4"]);
        assert!(lines.iter().zip(0..).all(|(l, i)| l.opening.index == i));
    }

    #[test]
    fn the_book_values_every_move_of_a_position_it_grew_from() {
        let bytes = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/engine/data/book.ofbk"
        ))
        .expect("the engine's book");
        let book = Book::from_bytes(&bytes).unwrap();
        let start = book_moves_in(Some(&book), Position::START)
            .unwrap()
            .unwrap();
        // The four first moves are one by symmetry: one value.
        assert_eq!(start.len(), 4);
        assert!(start.iter().all(|&(_, v)| v == start[0].1));
        // Best first, every legal move.
        let mut after = Position::START;
        after
            .try_play(
                outflank_engine::Move::Place("f5".parse().unwrap()),
                outflank_engine::Rules::WOF,
            )
            .unwrap();
        let replies = book_moves_in(Some(&book), after).unwrap().unwrap();
        assert_eq!(replies.len(), 3);
        assert!(replies.windows(2).all(|w| w[0].1 >= w[1].1));
        assert!(book_moves_in(None, Position::START).is_err());
    }
}

//! The rules page's board diagrams, built from positions and move lists through the
//! engine: every legal-move marker, flipped disc, pass and score shown is what the engine
//! computes, never a rule re-written here. Each diagram carries a caption and a full
//! description for screen readers, both made from the same data.

use outflank_engine::{Bitboard, Color, Game, Move, Outcome, Position, Rules, Square, Status};

/// A mark drawn on a square of a diagram.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    /// The side to move may play here.
    Legal,
    /// The disc about to be placed (drawn as a ghost disc of the mover's colour).
    Target,
    /// The disc just placed.
    Placed,
    /// A disc flipped by the move (or that would be).
    Flipped,
    /// A square where the side to move may not play.
    Illegal,
    /// An empty square that breaks a line.
    Gap,
    /// An empty square at the end of the game, counted for the winner.
    WonEmpty,
}

/// One board diagram.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagram {
    /// A stable identifier, for tests and `data-diagram`.
    pub id: &'static str,
    /// The position drawn.
    pub position: Position,
    /// The marks, square by square.
    pub marks: Vec<(Square, Mark)>,
    /// The visible caption.
    pub caption: String,
    /// The accessible description: every disc, every mark and whose turn it is.
    pub description: String,
}

/// The value of a result that cannot fail for the diagrams' fixed data. (Not `expect`,
/// which would bring the error types' `Debug` code into the app.)
fn fixed<T, E>(result: Result<T, E>, what: &str) -> T {
    match result {
        Ok(value) => value,
        Err(_) => panic!("{what}"),
    }
}

fn sq(name: &str) -> Square {
    fixed(name.parse(), "diagram squares are valid")
}

fn position(obf: &str) -> Position {
    fixed(Position::from_obf(obf), "diagram positions are valid OBF")
}

/// "d3, c4 and f5".
pub fn list(squares: impl IntoIterator<Item = Square>) -> String {
    let names: Vec<String> = squares.into_iter().map(|s| s.to_string()).collect();
    match names.split_last() {
        None => "none".to_string(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Every disc of the position and whose turn it is, in words.
pub fn describe_position(pos: Position) -> String {
    let side = |c: Color| {
        let discs = pos.discs(c);
        match discs.count() {
            0 => format!("{c} has no discs"),
            n => format!(
                "{c} has {n} disc{} on {}",
                if n == 1 { "" } else { "s" },
                list(discs)
            ),
        }
    };
    format!(
        "{}. {}. {} to move.",
        side(Color::Black),
        side(Color::White),
        pos.turn
    )
}

/// The compass direction from `from` to `to` (on a common line), e.g. "south-east".
/// Row 1 is at the top, so north is towards row 1.
pub fn direction(from: Square, to: Square) -> &'static str {
    let dc = (to.column() as i8 - from.column() as i8).signum();
    let dr = (to.row() as i8 - from.row() as i8).signum();
    match (dc, dr) {
        (0, -1) => "north",
        (1, -1) => "north-east",
        (1, 0) => "east",
        (1, 1) => "south-east",
        (0, 1) => "south",
        (-1, 1) => "south-west",
        (-1, 0) => "west",
        (-1, -1) => "north-west",
        _ => "nowhere",
    }
}

/// The discs flipped by a move at `at`, grouped by direction in compass order, e.g.
/// `[("east", [e4, f4]), ("south", [d5])]`.
pub fn flips_by_direction(at: Square, flipped: Bitboard) -> Vec<(&'static str, Vec<Square>)> {
    const ORDER: [&str; 8] = [
        "north",
        "north-east",
        "east",
        "south-east",
        "south",
        "south-west",
        "west",
        "north-west",
    ];
    ORDER
        .iter()
        .filter_map(|d| {
            let squares: Vec<Square> = flipped
                .into_iter()
                .filter(|s| direction(at, *s) == *d)
                .collect();
            (!squares.is_empty()).then_some((*d, squares))
        })
        .collect()
}

fn describe_marks(marks: &[(Square, Mark)]) -> String {
    const WORDS: [(Mark, &str); 7] = [
        (Mark::Legal, "Legal moves marked"),
        (Mark::Target, "About to be played"),
        (Mark::Placed, "Just played"),
        (Mark::Flipped, "Flipped discs ringed"),
        (Mark::Illegal, "Crossed out, not a legal move"),
        (Mark::Gap, "The gap"),
        (Mark::WonEmpty, "Empty squares counted for the winner"),
    ];
    let parts: Vec<String> = WORDS
        .iter()
        .filter_map(|(mark, what)| {
            let squares: Vec<Square> = marks
                .iter()
                .filter(|(_, k)| k == mark)
                .map(|(s, _)| *s)
                .collect();
            (!squares.is_empty()).then(|| format!("{what}: {}", list(squares)))
        })
        .collect();
    parts.join(". ")
}

impl Diagram {
    fn new(
        id: &'static str,
        position: Position,
        marks: Vec<(Square, Mark)>,
        caption: String,
    ) -> Diagram {
        let mut description = describe_position(position);
        let marked = describe_marks(&marks);
        if !marked.is_empty() {
            description = format!("{description} {marked}.");
        }
        Diagram {
            id,
            position,
            marks,
            caption,
            description,
        }
    }

    /// The mark on `square`, if any.
    pub fn mark(&self, square: Square) -> Option<Mark> {
        self.marks
            .iter()
            .find(|(s, _)| *s == square)
            .map(|(_, m)| *m)
    }
}

fn legal_marks(pos: Position) -> (Bitboard, Vec<(Square, Mark)>) {
    let legal = match pos.status(Rules::WOF) {
        Status::Moves(m) => m,
        _ => Bitboard::EMPTY,
    };
    (legal, legal.into_iter().map(|s| (s, Mark::Legal)).collect())
}

/// The start position.
pub fn start() -> Diagram {
    Diagram::new(
        "start",
        Position::START,
        Vec::new(),
        "The start: two discs each in the centre. Black moves first.".to_string(),
    )
}

/// The opening moves of [`legal_moves`].
pub const LEGAL_MOVES_GAME: &str = "f5d6c3d3c4";

/// The legal moves of the side to move, a few moves into a game.
pub fn legal_moves() -> Diagram {
    let game = fixed(
        Game::from_moves(Position::START, Rules::WOF, LEGAL_MOVES_GAME),
        "a legal opening",
    );
    let pos = game.position();
    let (legal, marks) = legal_marks(pos);
    Diagram::new(
        "legal-moves",
        pos,
        marks,
        format!(
            "After f5 d6 c3 d3 c4, {} may play on any of the {} marked squares: {}.",
            pos.turn,
            legal.count(),
            list(legal)
        ),
    )
}

/// The position of [`several_directions`]: Black to play d4.
pub const SEVERAL_DIRECTIONS: &str =
    "------------------OX--------OOX----OO------X-X------------------ X";
/// The move of [`several_directions`].
pub const SEVERAL_DIRECTIONS_MOVE: &str = "d4";

/// A move that flips in several directions: before and after.
pub fn several_directions() -> (Diagram, Diagram) {
    let before = position(SEVERAL_DIRECTIONS);
    let at = sq(SEVERAL_DIRECTIONS_MOVE);
    let mut after = before;
    let flipped = fixed(
        after.try_play(Move::Place(at), Rules::WOF),
        "d4 is legal in the diagram",
    );
    let groups = flips_by_direction(at, flipped);
    let told: Vec<String> = groups
        .iter()
        .map(|(d, s)| format!("{} ({d})", list(s.iter().copied())))
        .collect();
    let mover = before.turn;
    let first = Diagram::new(
        "several-before",
        before,
        vec![(at, Mark::Target)],
        format!("{mover} plays {at}…"),
    );
    let mut marks = vec![(at, Mark::Placed)];
    marks.extend(flipped.into_iter().map(|s| (s, Mark::Flipped)));
    let second = Diagram::new(
        "several-after",
        after,
        marks,
        format!(
            "…and flips {} discs in {} directions: {}.",
            flipped.count(),
            groups.len(),
            list_words(&told)
        ),
    );
    (first, second)
}

fn list_words(items: &[String]) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// The position of [`broken_line`]: a gap on e5 between Black's d5 and White's f5, g5.
pub const BROKEN_LINE: &str = "-----------------------------------X-OO------------------------- X";
/// The square Black would like to play in [`broken_line`].
pub const BROKEN_LINE_MOVE: &str = "h5";
/// The gap in [`broken_line`].
pub const BROKEN_LINE_GAP: &str = "e5";

/// A line broken by an empty square flips nothing: the same row with and without the gap.
pub fn broken_line() -> (Diagram, Diagram) {
    let with_gap = position(BROKEN_LINE);
    let at = sq(BROKEN_LINE_MOVE);
    let gap = sq(BROKEN_LINE_GAP);
    let mover = with_gap.turn;
    let first = Diagram::new(
        "broken-line",
        with_gap,
        vec![(at, Mark::Illegal), (gap, Mark::Gap)],
        format!(
            "{mover} cannot play {at}: the empty square {gap} breaks the line, so nothing is \
             outflanked."
        ),
    );
    // The same row with the gap filled by Black.
    let filled = fixed(
        Position::from_colors(
            with_gap.discs(Color::Black).with(gap),
            with_gap.discs(Color::White),
            mover,
        ),
        "the gap was empty",
    );
    let would_flip = filled.board.flips(at);
    let mut marks = vec![(at, Mark::Legal)];
    marks.extend(would_flip.into_iter().map(|s| (s, Mark::Flipped)));
    let second = Diagram::new(
        "unbroken-line",
        filled,
        marks,
        format!(
            "With a {mover} disc on {gap} instead, {at} is legal and would flip {}.",
            list(would_flip)
        ),
    );
    (first, second)
}

/// The position of [`pass`], from a real game: White to move, and White has none.
pub const PASS: &str = "XXXXX---XXXXO-O-XXXOOO--XXOOOOOOX-OXOOOO-OOXOOXXOOOOOOXXOOOOOXXX O";

/// A forced pass.
pub fn pass() -> Diagram {
    let pos = position(PASS);
    let mut after = pos;
    fixed(
        after.try_play(Move::Pass, Rules::WOF),
        "the diagram's side to move must pass",
    );
    let (legal, marks) = legal_marks(after);
    Diagram::new(
        "pass",
        pos,
        marks,
        format!(
            "{} to move has no legal move, so {} passes and {} plays again (the marked \
             squares: {}).",
            pos.turn,
            pos.turn,
            after.turn,
            list(legal)
        ),
    )
}

/// The position of [`game_end`], from a real game: neither side can move, three squares
/// are empty.
pub const GAME_END: &str = "--XXXXXXO-XXXXXXOOXXXXXXOOXXXXXXOOOXXXXXOOOXXXXXOOOOOXXXOOOOOOXX O";

/// The end of a game with empty squares, scored the World Othello Federation way.
pub fn game_end() -> Diagram {
    let pos = position(GAME_END);
    let outcome = pos.outcome();
    let empties = pos.board.empty();
    let marks = empties.into_iter().map(|s| (s, Mark::WonEmpty)).collect();
    Diagram::new(
        "game-end",
        pos,
        marks,
        format!(
            "Neither side can move, with {} squares empty. Black has {} discs and White {}. \
             {}",
            empties.count(),
            pos.count(Color::Black),
            pos.count(Color::White),
            score_sentence(outcome, empties.count())
        ),
    )
}

fn score_sentence(outcome: Outcome, empties: u32) -> String {
    match (outcome.winner, empties) {
        (None, _) => format!("{outcome}: the empty squares are shared."),
        (Some(_), 1) => format!("The empty square counts for the winner: {outcome}."),
        (Some(_), n) => format!("The {n} empty squares count for the winner: {outcome}."),
    }
}

/// The shortest possible game, a wipe-out.
pub const WIPE_OUT_GAME: &str = "e6f4e3f6g5d6e7f5c5";

/// A wipe-out: the game ends when one side has no discs left.
pub fn wipe_out() -> Diagram {
    let game = fixed(
        Game::from_moves(Position::START, Rules::WOF, WIPE_OUT_GAME),
        "a legal game",
    );
    let pos = game.position();
    let outcome = pos.outcome();
    let empties = pos.board.empty();
    Diagram::new(
        "wipe-out",
        pos,
        Vec::new(),
        format!(
            "After only {} moves ({}), White has no discs left and the game is over: {} \
             discs to 0, with {} empty squares, scores {outcome}.",
            game.ply(),
            game.moves()
                .iter()
                .map(Move::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            pos.count(Color::Black),
            empties.count()
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn squares(names: &[&str]) -> Bitboard {
        names.iter().map(|n| sq(n)).collect()
    }

    #[test]
    fn the_start_is_the_standard_start() {
        let d = start();
        assert_eq!(d.position, Position::START);
        assert_eq!(
            d.description,
            "Black has 2 discs on e4 and d5. White has 2 discs on d4 and e5. Black to move."
        );
    }

    #[test]
    fn the_legal_moves_are_the_engines() {
        let d = legal_moves();
        assert_eq!(d.position.turn, Color::White);
        let marked: Bitboard = d.marks.iter().map(|(s, _)| *s).collect();
        assert_eq!(Status::Moves(marked), d.position.status(Rules::WOF));
        assert!(d.marks.iter().all(|(_, m)| *m == Mark::Legal));
        assert!(marked.count() >= 4, "a good example has a handful of moves");
        assert!(d.caption.contains(&list(marked)), "{}", d.caption);
        assert!(
            d.description.contains("Legal moves marked: "),
            "{}",
            d.description
        );
    }

    #[test]
    fn the_several_directions_move_flips_in_three_directions_and_not_in_others() {
        let (before, after) = several_directions();
        let at = sq("d4");
        assert_eq!(before.mark(at), Some(Mark::Target));
        let flipped = before.position.board.flips(at);
        assert_eq!(flipped, squares(&["e4", "f4", "d5", "e5"]));
        let groups = flips_by_direction(at, flipped);
        assert_eq!(
            groups,
            vec![
                ("east", vec![sq("e4"), sq("f4")]),
                ("south-east", vec![sq("e5")]),
                ("south", vec![sq("d5")]),
            ]
        );
        // c3 is White but nothing of Black's lies beyond it: it stays White.
        assert_eq!(after.position.disc_at(sq("c3")), Some(Color::White));
        assert_eq!(after.position.disc_at(at), Some(Color::Black));
        for s in flipped {
            assert_eq!(after.position.disc_at(s), Some(Color::Black));
            assert_eq!(after.mark(s), Some(Mark::Flipped));
        }
        assert_eq!(after.mark(at), Some(Mark::Placed));
        assert_eq!(
            after.caption,
            "…and flips 4 discs in 3 directions: e4 and f4 (east), e5 (south-east) and d5 \
             (south)."
        );
    }

    #[test]
    fn the_gap_breaks_the_line() {
        let (broken, whole) = broken_line();
        let at = sq("h5");
        // With the gap, h5 is not legal and flips nothing.
        assert!(!broken.position.is_legal(Move::Place(at), Rules::WOF));
        assert!(broken.position.board.flips(at).is_empty());
        assert_eq!(broken.position.disc_at(sq("e5")), None);
        assert_eq!(broken.mark(sq("e5")), Some(Mark::Gap));
        assert_eq!(broken.mark(at), Some(Mark::Illegal));
        // Without it, the same move outflanks f5 and g5.
        assert!(whole.position.is_legal(Move::Place(at), Rules::WOF));
        assert_eq!(whole.position.board.flips(at), squares(&["f5", "g5"]));
        assert_eq!(
            whole.caption,
            "With a Black disc on e5 instead, h5 is legal and would flip f5 and g5."
        );
    }

    #[test]
    fn the_pass_position_is_a_forced_pass_from_a_real_game() {
        let d = pass();
        assert_eq!(d.position.status(Rules::WOF), Status::MustPass);
        // Under the other rule, the same position ends the game.
        assert_eq!(
            d.position.status(Rules::NO_MOVE_ENDS_GAME),
            Status::GameOver
        );
        let after = d.position.play(Move::Pass, Rules::WOF).unwrap();
        let marked: Bitboard = d.marks.iter().map(|(s, _)| *s).collect();
        assert_eq!(Status::Moves(marked), after.status(Rules::WOF));
        assert!(d
            .caption
            .starts_with("White to move has no legal move, so White passes"));
    }

    #[test]
    fn the_end_position_is_over_and_scored_with_the_empties() {
        let d = game_end();
        assert_eq!(d.position.status(Rules::WOF), Status::GameOver);
        let o = d.position.outcome();
        assert_eq!(o.winner, Some(Color::Black));
        assert_eq!(
            (
                d.position.count(Color::Black),
                d.position.count(Color::White)
            ),
            (39, 22)
        );
        assert_eq!((o.black, o.white), (42, 22));
        assert_eq!(d.marks.len(), 3);
        assert_eq!(
            d.caption,
            "Neither side can move, with 3 squares empty. Black has 39 discs and White 22. \
             The 3 empty squares count for the winner: Black wins 42–22."
        );
    }

    #[test]
    fn the_wipe_out_scores_sixty_four_to_nothing() {
        let d = wipe_out();
        assert_eq!(d.position.status(Rules::WOF), Status::GameOver);
        assert_eq!(d.position.count(Color::White), 0);
        assert_eq!(d.position.count(Color::Black), 13);
        let o = d.position.outcome();
        assert_eq!((o.black, o.white), (64, 0));
        assert!(d.caption.contains("After only 9 moves"), "{}", d.caption);
        assert!(
            d.caption.ends_with("scores Black wins 64–0."),
            "{}",
            d.caption
        );
    }

    #[test]
    fn descriptions_name_every_disc_and_mark() {
        for d in all() {
            for c in Color::ALL {
                for s in d.position.discs(c) {
                    assert!(d.description.contains(&s.to_string()), "{}: {s}", d.id);
                }
            }
            for (s, _) in &d.marks {
                assert!(d.description.contains(&s.to_string()), "{}: {s}", d.id);
            }
            assert!(d.description.ends_with('.'), "{}", d.id);
        }
    }

    #[test]
    fn every_diagram_has_its_own_id() {
        let ids: std::collections::HashSet<_> = all().iter().map(|d| d.id).collect();
        assert_eq!(ids.len(), all().len());
    }

    #[test]
    fn directions_follow_the_compass_with_row_one_at_the_top() {
        let d4 = sq("d4");
        assert_eq!(direction(d4, sq("d1")), "north");
        assert_eq!(direction(d4, sq("h8")), "south-east");
        assert_eq!(direction(d4, sq("a4")), "west");
        assert_eq!(direction(d4, sq("a1")), "north-west");
        assert_eq!(direction(d4, sq("g1")), "north-east");
        assert_eq!(direction(d4, sq("a7")), "south-west");
    }

    /// Every diagram on the page.
    fn all() -> Vec<Diagram> {
        let (a, b) = several_directions();
        let (c, d) = broken_line();
        vec![
            start(),
            legal_moves(),
            a,
            b,
            c,
            d,
            pass(),
            game_end(),
            wipe_out(),
        ]
    }
}

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
mod tests;

/// Every diagram on the rules page, in page order (for the tests of the diagrams and of
/// their pictures).
#[cfg(test)]
pub(crate) fn all_diagrams() -> Vec<Diagram> {
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

//! The rules page's board diagrams, built from positions and move lists through the
//! engine: every legal-move marker, flipped disc, pass and score shown is what the engine
//! computes, never a rule re-written here. Each diagram carries a caption and a full
//! description for screen readers, both made from the same data.

use super::page_texts::PageTexts;
use crate::i18n::Arg;
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

/// The name of `color` ("Black").
pub fn colour(t: &PageTexts, color: Color) -> String {
    t.text(match color {
        Color::Black => "black",
        Color::White => "white",
    })
}

/// "d3, c4 and f5".
pub fn list(t: &PageTexts, squares: impl IntoIterator<Item = Square>) -> String {
    let names: Vec<String> = squares.into_iter().map(|s| s.to_string()).collect();
    t.list(&names)
}

/// A game's result: "Black wins 40–24", "A draw, 32–32".
pub fn outcome_words(t: &PageTexts, outcome: Outcome) -> String {
    let (black, white) = (i64::from(outcome.black), i64::from(outcome.white));
    match outcome.winner {
        Some(winner) => {
            let (won, lost) = match winner {
                Color::Black => (black, white),
                Color::White => (white, black),
            };
            t.get(
                "wins",
                &[
                    ("who", Arg::Text(&colour(t, winner))),
                    ("won", Arg::Num(won)),
                    ("lost", Arg::Num(lost)),
                ],
            )
        }
        None => t.get(
            "draw",
            &[("black", Arg::Num(black)), ("white", Arg::Num(white))],
        ),
    }
}

/// Every disc of the position and whose turn it is, in words.
pub fn describe_position(t: &PageTexts, pos: Position) -> String {
    let side = |c: Color| {
        let discs = pos.discs(c);
        let name = colour(t, c);
        match discs.count() {
            0 => t.get("describe-side-none", &[("side", Arg::Text(&name))]),
            n => t.get(
                "describe-side",
                &[
                    ("side", Arg::Text(&name)),
                    ("count", Arg::Num(i64::from(n))),
                    ("squares", Arg::Text(&list(t, discs))),
                ],
            ),
        }
    };
    let to_move = t.get(
        "describe-to-move",
        &[("side", Arg::Text(&colour(t, pos.turn)))],
    );
    t.sentences(&[side(Color::Black), side(Color::White), to_move])
}

/// The compass direction from `from` to `to` (on a common line), e.g. "south-east" (the
/// key of its message, `direction-south-east`). Row 1 is at the top, so north is towards
/// row 1.
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

fn describe_marks(t: &PageTexts, marks: &[(Square, Mark)]) -> Vec<String> {
    const WORDS: [(Mark, &str); 7] = [
        (Mark::Legal, "mark-legal"),
        (Mark::Target, "mark-target"),
        (Mark::Placed, "mark-placed"),
        (Mark::Flipped, "mark-flipped"),
        (Mark::Illegal, "mark-illegal"),
        (Mark::Gap, "mark-gap"),
        (Mark::WonEmpty, "mark-won-empty"),
    ];
    WORDS
        .iter()
        .filter_map(|(mark, id)| {
            let squares: Vec<Square> = marks
                .iter()
                .filter(|(_, k)| k == mark)
                .map(|(s, _)| *s)
                .collect();
            (!squares.is_empty()).then(|| t.get(id, &[("squares", Arg::Text(&list(t, squares)))]))
        })
        .collect()
}

impl Diagram {
    fn new(
        t: &PageTexts,
        id: &'static str,
        position: Position,
        marks: Vec<(Square, Mark)>,
        caption: String,
    ) -> Diagram {
        let mut description = describe_position(t, position);
        let marked = describe_marks(t, &marks);
        if !marked.is_empty() {
            description = format!(
                "{description}{}{}",
                t.text("sentence-gap"),
                t.sentences(&marked)
            );
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
pub fn start(t: &PageTexts) -> Diagram {
    Diagram::new(
        t,
        "start",
        Position::START,
        Vec::new(),
        t.text("diagram-start"),
    )
}

/// The opening moves of [`legal_moves`].
pub const LEGAL_MOVES_GAME: &str = "f5d6c3d3c4";

/// A game's moves as written in the prose: "f5 d6 c3 d3 c4".
fn moves_words(game: &Game) -> String {
    game.moves()
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The legal moves of the side to move, a few moves into a game.
pub fn legal_moves(t: &PageTexts) -> Diagram {
    let game = fixed(
        Game::from_moves(Position::START, Rules::WOF, LEGAL_MOVES_GAME),
        "a legal opening",
    );
    let pos = game.position();
    let (legal, marks) = legal_marks(pos);
    let caption = t.get(
        "diagram-legal-moves",
        &[
            ("moves", Arg::Text(&moves_words(&game))),
            ("side", Arg::Text(&colour(t, pos.turn))),
            ("count", Arg::Num(i64::from(legal.count()))),
            ("squares", Arg::Text(&list(t, legal))),
        ],
    );
    Diagram::new(t, "legal-moves", pos, marks, caption)
}

/// The position of [`several_directions`]: Black to play d4.
pub const SEVERAL_DIRECTIONS: &str =
    "------------------OX--------OOX----OO------X-X------------------ X";
/// The move of [`several_directions`].
pub const SEVERAL_DIRECTIONS_MOVE: &str = "d4";

/// A move that flips in several directions: before and after.
pub fn several_directions(t: &PageTexts) -> (Diagram, Diagram) {
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
        .map(|(d, s)| {
            t.get(
                "diagram-direction-group",
                &[
                    ("squares", Arg::Text(&list(t, s.iter().copied()))),
                    ("direction", Arg::Text(&t.text(&format!("direction-{d}")))),
                ],
            )
        })
        .collect();
    let mover = colour(t, before.turn);
    let first = Diagram::new(
        t,
        "several-before",
        before,
        vec![(at, Mark::Target)],
        t.get(
            "diagram-several-before",
            &[
                ("side", Arg::Text(&mover)),
                ("square", Arg::Text(&at.to_string())),
            ],
        ),
    );
    let mut marks = vec![(at, Mark::Placed)];
    marks.extend(flipped.into_iter().map(|s| (s, Mark::Flipped)));
    let caption = t.get(
        "diagram-several-after",
        &[
            ("discs", Arg::Num(i64::from(flipped.count()))),
            ("directions", Arg::Num(groups.len() as i64)),
            ("groups", Arg::Text(&t.list(&told))),
        ],
    );
    let second = Diagram::new(t, "several-after", after, marks, caption);
    (first, second)
}

/// The position of [`broken_line`]: a gap on e5 between Black's d5 and White's f5, g5.
pub const BROKEN_LINE: &str = "-----------------------------------X-OO------------------------- X";
/// The square Black would like to play in [`broken_line`].
pub const BROKEN_LINE_MOVE: &str = "h5";
/// The gap in [`broken_line`].
pub const BROKEN_LINE_GAP: &str = "e5";

/// A line broken by an empty square flips nothing: the same row with and without the gap.
pub fn broken_line(t: &PageTexts) -> (Diagram, Diagram) {
    let with_gap = position(BROKEN_LINE);
    let at = sq(BROKEN_LINE_MOVE);
    let gap = sq(BROKEN_LINE_GAP);
    let mover = with_gap.turn;
    let (side, square, gap_name) = (colour(t, mover), at.to_string(), gap.to_string());
    let first = Diagram::new(
        t,
        "broken-line",
        with_gap,
        vec![(at, Mark::Illegal), (gap, Mark::Gap)],
        t.get(
            "diagram-broken-line",
            &[
                ("side", Arg::Text(&side)),
                ("square", Arg::Text(&square)),
                ("gap", Arg::Text(&gap_name)),
            ],
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
    let caption = t.get(
        "diagram-unbroken-line",
        &[
            ("side", Arg::Text(&side)),
            ("gap", Arg::Text(&gap_name)),
            ("square", Arg::Text(&square)),
            ("squares", Arg::Text(&list(t, would_flip))),
        ],
    );
    let second = Diagram::new(t, "unbroken-line", filled, marks, caption);
    (first, second)
}

/// The position of [`pass`], from a real game: White to move, and White has none.
pub const PASS: &str = "XXXXX---XXXXO-O-XXXOOO--XXOOOOOOX-OXOOOO-OOXOOXXOOOOOOXXOOOOOXXX O";

/// A forced pass.
pub fn pass(t: &PageTexts) -> Diagram {
    let pos = position(PASS);
    let mut after = pos;
    fixed(
        after.try_play(Move::Pass, Rules::WOF),
        "the diagram's side to move must pass",
    );
    let (legal, marks) = legal_marks(after);
    let caption = t.get(
        "diagram-pass",
        &[
            ("side", Arg::Text(&colour(t, pos.turn))),
            ("other", Arg::Text(&colour(t, after.turn))),
            ("squares", Arg::Text(&list(t, legal))),
        ],
    );
    Diagram::new(t, "pass", pos, marks, caption)
}

/// The position of [`game_end`], from a real game: neither side can move, three squares
/// are empty.
pub const GAME_END: &str = "--XXXXXXO-XXXXXXOOXXXXXXOOXXXXXXOOOXXXXXOOOXXXXXOOOOOXXXOOOOOOXX O";

/// The end of a game with empty squares, scored the World Othello Federation way.
pub fn game_end(t: &PageTexts) -> Diagram {
    let pos = position(GAME_END);
    let outcome = pos.outcome();
    let empties = pos.board.empty();
    let marks = empties.into_iter().map(|s| (s, Mark::WonEmpty)).collect();
    let caption = t.get(
        "diagram-game-end",
        &[
            ("empties", Arg::Num(i64::from(empties.count()))),
            ("black", Arg::Num(i64::from(pos.count(Color::Black)))),
            ("white", Arg::Num(i64::from(pos.count(Color::White)))),
            (
                "score",
                Arg::Text(&score_sentence(t, outcome, empties.count())),
            ),
        ],
    );
    Diagram::new(t, "game-end", pos, marks, caption)
}

fn score_sentence(t: &PageTexts, outcome: Outcome, empties: u32) -> String {
    let words = outcome_words(t, outcome);
    match outcome.winner {
        None => t.get("diagram-score-shared", &[("outcome", Arg::Text(&words))]),
        Some(_) => t.get(
            "diagram-score-won",
            &[
                ("empties", Arg::Num(i64::from(empties))),
                ("outcome", Arg::Text(&words)),
            ],
        ),
    }
}

/// The shortest possible game, a wipe-out.
pub const WIPE_OUT_GAME: &str = "e6f4e3f6g5d6e7f5c5";

/// A wipe-out: the game ends when one side has no discs left.
pub fn wipe_out(t: &PageTexts) -> Diagram {
    let game = fixed(
        Game::from_moves(Position::START, Rules::WOF, WIPE_OUT_GAME),
        "a legal game",
    );
    let pos = game.position();
    let outcome = pos.outcome();
    let empties = pos.board.empty();
    let caption = t.get(
        "diagram-wipe-out",
        &[
            ("count", Arg::Num(game.ply() as i64)),
            ("moves", Arg::Text(&moves_words(&game))),
            ("black", Arg::Num(i64::from(pos.count(Color::Black)))),
            ("empties", Arg::Num(i64::from(empties.count()))),
            ("outcome", Arg::Text(&outcome_words(t, outcome))),
        ],
    );
    Diagram::new(t, "wipe-out", pos, Vec::new(), caption)
}

#[cfg(test)]
mod tests;

/// Every diagram on the rules page, in page order (for the tests of the diagrams and of
/// their pictures).
#[cfg(test)]
pub(crate) fn all_diagrams(t: &PageTexts) -> Vec<Diagram> {
    let (a, b) = several_directions(t);
    let (c, d) = broken_line(t);
    vec![
        start(t),
        legal_moves(t),
        a,
        b,
        c,
        d,
        pass(t),
        game_end(t),
        wipe_out(t),
    ]
}

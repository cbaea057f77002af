//! The words the app shows and announces: the status lines and each square's label.
//! Kept beside the model so the exact sentences are tested natively.

use super::{Event, Model, Phase, Player};
use outflank_engine::ai::analysis::{total_losses, Mistake, MoveReview};
use outflank_engine::ai::Level;
use outflank_engine::{Color, PassRule, Position, Square, Status};

/// What a move's review says: "Move 1, f5: best, +2" or "Move 22, h4: lost 32 discs, a
/// blunder; best g1, +7" (", exact" when solved).
pub fn review_words(n: usize, r: &MoveReview) -> String {
    let value = |d: i8| {
        if d > 0 {
            format!("+{d}")
        } else {
            d.to_string()
        }
    };
    let exact = if r.exact { ", exact" } else { "" };
    match r.loss() {
        0 => format!(
            "Move {n}, {}: best, {}{exact}",
            r.played,
            value(r.played_discs)
        ),
        _ => format!(
            "Move {n}, {}: {}; best {}, {}{exact}",
            r.played,
            loss_words(r),
            r.best,
            value(r.best_discs)
        ),
    }
}

/// A move's loss in words: "best", "lost 1 disc", "lost 32 discs, a blunder".
pub fn loss_words(r: &MoveReview) -> String {
    let loss = r.loss();
    if loss == 0 {
        return "best".to_string();
    }
    let kind = match r.mistake() {
        Some(Mistake::Inaccuracy) => ", an inaccuracy".to_string(),
        Some(m) => format!(", a {m}"),
        None => String::new(),
    };
    format!("lost {loss} disc{}{kind}", if loss == 1 { "" } else { "s" })
}

/// The review in one sentence: "Review done: Black lost 23 discs in 4 mistakes, White 11
/// in 2" (every move marked counts: inaccuracies, mistakes and blunders).
pub fn review_done_words(reviews: &[MoveReview]) -> String {
    let (black, white) = total_losses(reviews);
    let marked = |c: Color| {
        reviews
            .iter()
            .filter(|r| r.mover == c && r.mistake().is_some())
            .count()
    };
    let (b, w) = (marked(Color::Black), marked(Color::White));
    format!(
        "Review done: Black lost {black} disc{} in {b} mistake{}, White {white} in {w}",
        if black == 1 { "" } else { "s" },
        if b == 1 { "" } else { "s" }
    )
}

/// The state keyword of the status area's `data-status` attribute.
pub fn status_key(model: &Model) -> &'static str {
    if model.editor().is_some() {
        return "editing";
    }
    match (model.phase(), model.status()) {
        (_, Status::GameOver) => "game-over",
        (Phase::Passing { .. }, _) => "pass",
        (Phase::Thinking(_), _) => "thinking",
        (Phase::Stalled { .. }, _) => "stalled",
        (Phase::Waiting, _) => "to-move",
    }
}

/// `data-turn`: `black`, `white`, or `none` once the game is over.
pub fn turn_key(model: &Model) -> &'static str {
    if let Some(editor) = model.editor() {
        return editor.turn.name();
    }
    match model.status() {
        Status::GameOver => "none",
        _ => model.position().turn.name(),
    }
}

/// `data-result`, once the game is over: `black`, `white` or `draw`.
pub fn result_key(model: &Model) -> Option<&'static str> {
    model
        .outcome()
        .map(|o| o.winner.map(Color::name).unwrap_or("draw"))
}

/// Who plays a colour, as the sentences name them: "You" (the human against a
/// computer), the computer's name, a player of a loaded record, or the colour (two
/// humans, or two computers of the same name).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Who {
    /// The human playing a computer.
    You,
    /// A computer level, by its name.
    Named(&'static str),
    /// A player of the record the game was loaded from, by the name it gives.
    Person(String),
    /// A colour, when names would not tell the players apart.
    Colour(Color),
}

impl Who {
    /// The subject of a sentence: "You", "Bramble", "Ann", "Black".
    pub fn subject(&self) -> String {
        match self {
            Who::You => "You".to_string(),
            Who::Named(name) => name.to_string(),
            Who::Person(name) => name.clone(),
            Who::Colour(color) => color.to_string(),
        }
    }

    /// The possessive: "your", "Bramble's", "Black's".
    pub fn possessive(&self) -> String {
        match self {
            Who::You => "your".to_string(),
            other => format!("{}'s", other.subject()),
        }
    }

    /// `you` for "You", else `other` (verb agreement: "You have", "Bramble has").
    fn verb(&self, you: &'static str, other: &'static str) -> &'static str {
        if *self == Who::You {
            you
        } else {
            other
        }
    }
}

/// Who plays `color` in the match, as the sentences name them.
pub fn who(model: &Model, color: Color) -> Who {
    if let (Some(me), Some(other)) = (model.record_player(color), model.record_player(!color)) {
        // Two other people: their names, or the colours when the names do not tell them apart.
        return if me != other && me != color.to_string() {
            Who::Person(me)
        } else {
            Who::Colour(color)
        };
    }
    let settings = model.deciders();
    let name = |player: Player| match player {
        Player::Computer { level } => Level::try_from(level).ok().map(Level::info).map(|l| l.name),
        Player::Human => None,
    };
    let (me, other) = (settings.player(color), settings.player(!color));
    match (me, other) {
        (Player::Human, Player::Computer { .. }) => Who::You,
        (Player::Computer { .. }, _) if name(me) != name(other) => {
            name(me).map_or(Who::Colour(color), Who::Named)
        }
        _ => Who::Colour(color),
    }
}

/// What just happened ("Bramble played c4, flipping 2"), without a full stop.
pub fn event_line(model: &Model) -> String {
    if model.editor().is_some() {
        return "Editing the board".to_string();
    }
    let kept = if model.kept_replaced_game() {
        " — Undo brings the last one back"
    } else {
        ""
    };
    match model.event() {
        Event::Started => {
            format!("New game{}", if kept.is_empty() { "" } else { " started" }) + kept
        }
        Event::Resumed => format!("Game resumed at move {}", model.game().ply() + 1),
        Event::Loaded if model.game().ply() == 0 && model.game().start() != Position::START => {
            format!("Position set up{kept}")
        }
        Event::Loaded => format!("Loaded {} moves{kept}", model.game().ply()),
        Event::Played {
            color,
            square,
            flipped,
        } => format!(
            "{} played {square}, flipping {flipped}",
            who(model, color).subject()
        ),
        Event::Passed(color) => {
            let w = who(model, color);
            format!(
                "{} {} no legal move and {}",
                w.subject(),
                w.verb("have", "has"),
                w.verb("pass", "passes")
            )
        }
        Event::Undone => format!("Took back to move {}", model.game().ply() + 1),
        Event::Redone => format!("Replayed to move {}", model.game().ply() + 1),
        Event::Restored => format!(
            "Brought back the game you left, at move {}",
            model.game().ply() + 1
        ),
        Event::NotLegal { square, .. } => format!("{square} is not a legal move"),
        Event::Reviewed => model
            .review()
            .and_then(|r| r.reviews.as_deref())
            .map(review_done_words)
            .unwrap_or_default(),
        Event::Browsed(Some(n)) => model
            .browsed()
            .map(|(_, r)| review_words(n, &r))
            .unwrap_or_default(),
        Event::Browsed(None) => format!("Back to the game at move {}", model.game().ply()),
        Event::Copied(true) => "Copied the game".to_string(),
        Event::Copied(false) => {
            "Copying was refused: the game is selected, copy it by hand".to_string()
        }
    }
}

/// Whose turn it is, the pass being shown, or the result, without a full stop.
pub fn turn_line(model: &Model) -> String {
    if let Some(editor) = model.editor() {
        return format!("{} to move in it", editor.turn);
    }
    let turn = model.position().turn;
    let w = who(model, turn);
    if let Some(text) = result_text(model) {
        return format!("Game over: {text}");
    }
    match model.phase() {
        Phase::Passing { .. } => format!(
            "{} {} no legal move and {}",
            w.subject(),
            w.verb("have", "has"),
            w.verb("pass", "passes")
        ),
        Phase::Thinking(_) => format!("{} is thinking", w.subject()),
        Phase::Stalled { message } => format!("{} cannot move: {message}", w.subject()),
        Phase::Waiting => {
            let p = model.position();
            let score = format!("{}–{}", p.count(Color::Black), p.count(Color::White));
            let line = match w {
                Who::You => format!("Your move, {score}"),
                other => format!("{} to move, {score}", other.subject()),
            };
            match model.variation() {
                Some(from) => format!("Variation from move {from}: {line}"),
                None => line,
            }
        }
    }
}

/// The one sentence the live region says after each event: what happened, then whose
/// turn it is or the result ("Bramble played c3, flipping 1. Your move, 3–3.").
pub fn live_sentence(model: &Model) -> String {
    let (event, state) = live_parts(model);
    format!("{event} {state}")
}

/// The live sentence in its two parts: what happened ("Bramble played c3, flipping 1.")
/// and whose turn it is or the result ("Your move, 3–3.", "Game over: You win 40–24.").
pub fn live_parts(model: &Model) -> (String, String) {
    let mut state = format!("{}.", turn_line(model));
    if let Some(note) = ending_note(model) {
        state.push(' ');
        state.push_str(&note);
        state.push('.');
    }
    (format!("{}.", event_line(model)), state)
}

/// The result in the players' words, the World Othello Federation score explained:
/// "You lost 2–62 (Bramble's 59 discs + 3 empty squares)", "You win 40–24 (your 38 discs
/// + 2 empty squares)", "Black wins 33–31", "A draw, 32–32".
pub fn result_text(model: &Model) -> Option<String> {
    let headline = result_headline(model)?;
    let outcome = model.outcome()?;
    let position = model.position();
    let empty = position.board.empty().count();
    if empty == 0 {
        return Some(headline);
    }
    let squares = if empty == 1 {
        "1 empty square".to_string()
    } else {
        format!("{empty} empty squares")
    };
    let discs = |n: u32| {
        if n == 1 {
            "1 disc".to_string()
        } else {
            format!("{n} discs")
        }
    };
    Some(match outcome.winner {
        Some(color) => format!(
            "{headline} ({} {} + {squares})",
            who(model, color).possessive(),
            discs(position.count(color))
        ),
        None => format!(
            "{headline} ({} each + half of the {squares})",
            discs(position.count(Color::Black))
        ),
    })
}

/// The result in a few words, as the banner over the board shows it: "You lost 2–62",
/// "Bramble wins 40–24", "Black wins 40–24", "A draw, 32–32".
pub fn result_headline(model: &Model) -> Option<String> {
    let outcome = model.outcome()?;
    let score = |c: Color| match c {
        Color::Black => outcome.black,
        Color::White => outcome.white,
    };
    Some(match outcome.winner {
        None => format!("A draw, {}–{}", outcome.black, outcome.white),
        Some(winner) => {
            let (w, l) = (score(winner), score(!winner));
            match (who(model, winner), who(model, !winner)) {
                (Who::You, _) => format!("You win {w}–{l}"),
                (_, Who::You) => format!("You lost {l}–{w}"),
                (other, _) => format!("{} wins {w}–{l}", other.subject()),
            }
        }
    })
}

/// Why the game ended early, under the rule where a player without a move ends it.
pub fn ending_note(model: &Model) -> Option<String> {
    let pos = model.position();
    let full = pos.board.empty().is_empty();
    let blocked_side_could_pass = pos.board.swapped().has_legal_move();
    (model.status() == Status::GameOver
        && !full
        && model.game().rules().pass_rule == PassRule::GameOver
        && blocked_side_could_pass)
        .then(|| format!("{} has no legal move, which ends the game", pos.turn))
}

/// A square's accessible name: its coordinate, its state, and whether it is a legal move
/// or the last move, e.g. "d3, empty, legal move" or "e4, black, last move".
pub fn square_label(square: Square, disc: Option<Color>, legal: bool, last: bool) -> String {
    let mut label = format!("{square}, {}", disc.map(Color::name).unwrap_or("empty"));
    if legal {
        label.push_str(", legal move");
    }
    if last {
        label.push_str(", last move");
    }
    label
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_labels() {
        let d3: Square = "d3".parse().unwrap();
        assert_eq!(square_label(d3, None, true, false), "d3, empty, legal move");
        assert_eq!(square_label(d3, None, false, false), "d3, empty");
        assert_eq!(
            square_label(d3, Some(Color::Black), false, true),
            "d3, black, last move"
        );
    }
}

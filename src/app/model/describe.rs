//! The words the app shows and announces: the status lines and each square's label.
//! Kept beside the model so the exact sentences are tested natively.

use super::{Event, Model, Phase};
use outflank_engine::{Color, PassRule, Position, Square, Status};

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

/// The first status line: what just happened ("White played c4, flipping 2").
pub fn event_line(model: &Model) -> String {
    if model.editor().is_some() {
        return "Editing the board".to_string();
    }
    match model.event() {
        Event::Started => "New game".to_string(),
        Event::Resumed => format!("Game resumed at move {}", model.game().ply() + 1),
        Event::Loaded if model.game().ply() == 0 && model.game().start() != Position::START => {
            "Position set up".to_string()
        }
        Event::Loaded => format!("Loaded {} moves", model.game().ply()),
        Event::Played {
            color,
            square,
            flipped,
        } => format!("{color} played {square}, flipping {flipped}"),
        Event::Passed(color) => format!("{color} has no legal move and passes"),
        Event::Undone => format!("Took back to move {}", model.game().ply() + 1),
        Event::Redone => format!("Replayed to move {}", model.game().ply() + 1),
    }
}

/// The second status line: whose turn it is, the pass being shown, or the result.
pub fn turn_line(model: &Model) -> String {
    if let Some(editor) = model.editor() {
        return format!(
            "Click a square for empty, black or white; {} to move",
            editor.turn
        );
    }
    let turn = model.position().turn;
    if let Some(outcome) = model.outcome() {
        return format!("Game over: {outcome}");
    }
    match model.phase() {
        Phase::Passing { .. } => format!("{turn} has no legal move and passes"),
        Phase::Thinking(_) => format!("{turn} is thinking…"),
        Phase::Stalled { message } => format!("{turn} cannot move: {message}"),
        Phase::Waiting => format!("{turn} to move"),
    }
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

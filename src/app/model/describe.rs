//! The words the app shows and announces: the status lines and each square's label.
//! Kept beside the model so the exact sentences are tested natively.

use super::{Event, Model, Phase, Player};
use crate::i18n::Texts;
use outflank_engine::ai::analysis::{total_losses, Mistake, MoveReview};
use outflank_engine::ai::Level;
use outflank_engine::{Color, PassRule, Position, Square, Status};

/// What a move's review says: "Move 1, f5: best, +2" or "Move 22, h4: lost 32 discs, a
/// blunder; best g1, +7" (", exact" when solved).
pub fn review_words(t: &Texts, n: usize, r: &MoveReview) -> String {
    let value = |d: i8| {
        if d > 0 {
            format!("+{d}")
        } else {
            d.to_string()
        }
    };
    let (n, played) = (n as i64, r.played.to_string());
    match (r.loss(), r.exact) {
        (0, false) => t.review_best(n, &played, &value(r.played_discs)),
        (0, true) => t.review_best_exact(n, &played, &value(r.played_discs)),
        (_, exact) => {
            let (loss, best, value) = (loss_words(t, r), r.best.to_string(), value(r.best_discs));
            if exact {
                t.review_loss_exact(n, &played, &loss, &best, &value)
            } else {
                t.review_loss(n, &played, &loss, &best, &value)
            }
        }
    }
}

/// A move's loss in words: "best", "lost 1 disc", "lost 32 discs, a blunder".
pub fn loss_words(t: &Texts, r: &MoveReview) -> String {
    let loss = i64::from(r.loss());
    if loss == 0 {
        return t.loss_best();
    }
    match r.mistake() {
        Some(Mistake::Inaccuracy) => t.lost_inaccuracy(loss),
        Some(Mistake::Mistake) => t.lost_mistake(loss),
        Some(Mistake::Blunder) => t.lost_blunder(loss),
        None => t.lost_discs(loss),
    }
}

/// The review in one sentence: "Review done: Black lost 23 discs in 4 mistakes, White 11
/// in 2" (every move marked counts: inaccuracies, mistakes and blunders).
pub fn review_done_words(t: &Texts, reviews: &[MoveReview]) -> String {
    let (black, white) = total_losses(reviews);
    let marked = |c: Color| {
        reviews
            .iter()
            .filter(|r| r.mover == c && r.mistake().is_some())
            .count() as i64
    };
    t.review_done(
        i64::from(black),
        marked(Color::Black),
        i64::from(white),
        marked(Color::White),
    )
}

/// A colour's name in the player's language ("Black", "黒").
pub fn colour_name(t: &Texts, color: Color) -> String {
    match color {
        Color::Black => t.black(),
        Color::White => t.white(),
    }
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
    /// A computer level, named by its name in the player's language.
    Computer(Level),
    /// A player of the record the game was loaded from, by the name it gives.
    Person(String),
    /// A colour, when names would not tell the players apart.
    Colour(Color),
}

impl Who {
    /// The subject of a sentence: "You", "Bramble", "Ann", "Black".
    pub fn subject(&self, t: &Texts) -> String {
        match self {
            Who::You => t.you(),
            Who::Computer(level) => t.level_name(i64::from(level.id())),
            Who::Person(name) => name.clone(),
            Who::Colour(color) => colour_name(t, *color),
        }
    }

    /// The possessive: "your", "Bramble's", "Black's".
    pub fn possessive(&self, t: &Texts) -> String {
        match self {
            Who::You => t.your(),
            other => t.possessive(&other.subject(t)),
        }
    }

    /// "You have no legal move and pass", "Bramble has no legal move and passes".
    fn passes(&self, t: &Texts) -> String {
        match self {
            Who::You => t.you_pass(),
            other => t.passes(&other.subject(t)),
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
    let level = |player: Player| match player {
        Player::Computer { level } => Level::try_from(level).ok(),
        Player::Human => None,
    };
    let (me, other) = (settings.player(color), settings.player(!color));
    match (me, other) {
        (Player::Human, Player::Computer { .. }) => Who::You,
        (Player::Computer { .. }, _) if level(me) != level(other) => {
            level(me).map_or(Who::Colour(color), Who::Computer)
        }
        _ => Who::Colour(color),
    }
}

/// What just happened ("Bramble played c4, flipping 2"), without a full stop.
pub fn event_line(model: &Model) -> String {
    let t = model.texts();
    if model.editor().is_some() {
        return t.editing_board();
    }
    let kept = model.kept_replaced_game();
    let next_move = model.game().ply() as i64 + 1;
    match model.event() {
        Event::Started if kept => t.new_game_kept(),
        Event::Started => t.new_game(),
        Event::Resumed => t.game_resumed(next_move),
        Event::Loaded if model.game().ply() == 0 && model.game().start() != Position::START => {
            if kept {
                t.position_set_up_kept()
            } else {
                t.position_set_up()
            }
        }
        Event::Loaded if kept => t.loaded_moves_kept(model.game().ply() as i64),
        Event::Loaded => t.loaded_moves(model.game().ply() as i64),
        Event::Played {
            color,
            square,
            flipped,
        } => match who(model, color) {
            Who::You => t.you_played(&square.to_string(), i64::from(flipped)),
            other => t.played(&other.subject(t), &square.to_string(), i64::from(flipped)),
        },
        Event::Passed(color) => who(model, color).passes(t),
        Event::Undone => t.took_back(next_move),
        Event::Redone => t.replayed(next_move),
        Event::Restored => t.restored(next_move),
        Event::NotLegal { square, .. } => t.not_legal(&square.to_string()),
        Event::Reviewed => model
            .review()
            .and_then(|r| r.reviews.as_deref())
            .map(|r| review_done_words(t, r))
            .unwrap_or_default(),
        Event::Browsed(Some(n)) => model
            .browsed()
            .map(|(_, r)| review_words(t, n, &r))
            .unwrap_or_default(),
        Event::Browsed(None) => t.back_to_game_at(model.game().ply() as i64),
        Event::Copied(true) => t.copied_game(),
        Event::Copied(false) => t.copy_refused(),
    }
}

/// Whose turn it is, the pass being shown, or the result, without a full stop.
pub fn turn_line(model: &Model) -> String {
    let t = model.texts();
    if let Some(editor) = model.editor() {
        return t.editor_to_move(&colour_name(t, editor.turn));
    }
    let turn = model.position().turn;
    let w = who(model, turn);
    if let Some(text) = result_text(model) {
        return t.game_over(&text);
    }
    match model.phase() {
        Phase::Passing { .. } => w.passes(t),
        Phase::Thinking(_) => t.is_thinking(&w.subject(t)),
        Phase::Stalled { failure } => t.cannot_move(&w.subject(t), &failure.words(t)),
        Phase::Waiting => {
            let p = model.position();
            let (black, white) = (
                i64::from(p.count(Color::Black)),
                i64::from(p.count(Color::White)),
            );
            let line = match w {
                Who::You => t.your_move(black, white),
                other => t.to_move(&other.subject(t), black, white),
            };
            match model.variation() {
                Some(from) => t.variation_from(from as i64, &line),
                None => line,
            }
        }
    }
}

/// The one sentence the live region says after each event: what happened, then whose
/// turn it is or the result ("Bramble played c3, flipping 1. Your move, 3–3.").
pub fn live_sentence(model: &Model) -> String {
    let (event, state) = live_parts(model);
    format!("{event}{}{state}", model.texts().sentence_gap())
}

/// The live sentence in its two parts: what happened ("Bramble played c3, flipping 1.")
/// and whose turn it is or the result ("Your move, 3–3.", "Game over: You win 40–24.").
pub fn live_parts(model: &Model) -> (String, String) {
    let t = model.texts();
    let mut state = t.sentence(&turn_line(model));
    if let Some(note) = ending_note(model) {
        state.push_str(&t.sentence_gap());
        state.push_str(&t.sentence(&note));
    }
    (t.sentence(&event_line(model)), state)
}

/// The result in the players' words, the World Othello Federation score explained:
/// "You lost 2–62 (Bramble's 59 discs + 3 empty squares)", "You win 40–24 (your 38 discs
/// + 2 empty squares)", "Black wins 33–31", "A draw, 32–32".
pub fn result_text(model: &Model) -> Option<String> {
    let t = model.texts();
    let headline = result_headline(model)?;
    let outcome = model.outcome()?;
    let position = model.position();
    let empty = position.board.empty().count() as i64;
    if empty == 0 {
        return Some(headline);
    }
    Some(match outcome.winner {
        Some(color) => t.result_with_empties(
            &headline,
            &who(model, color).possessive(t),
            i64::from(position.count(color)),
            empty,
        ),
        None => t.draw_with_empties(&headline, i64::from(position.count(Color::Black)), empty),
    })
}

/// The result in a few words, as the banner over the board shows it: "You lost 2–62",
/// "Bramble wins 40–24", "Black wins 40–24", "A draw, 32–32".
pub fn result_headline(model: &Model) -> Option<String> {
    let t = model.texts();
    let outcome = model.outcome()?;
    let score = |c: Color| {
        i64::from(match c {
            Color::Black => outcome.black,
            Color::White => outcome.white,
        })
    };
    Some(match outcome.winner {
        None => t.draw(i64::from(outcome.black), i64::from(outcome.white)),
        Some(winner) => {
            let (w, l) = (score(winner), score(!winner));
            match (who(model, winner), who(model, !winner)) {
                (Who::You, _) => t.you_win(w, l),
                (_, Who::You) => t.you_lost(l, w),
                (other, _) => t.wins(&other.subject(t), w, l),
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
        .then(|| {
            let t = model.texts();
            t.blocked_ends_game(&colour_name(t, pos.turn))
        })
}

/// A square's accessible name: its coordinate, its state, and whether it is a legal move
/// or the last move, e.g. "d3, empty, legal move" or "e4, black, last move".
pub fn square_label(
    t: &Texts,
    square: Square,
    disc: Option<Color>,
    legal: bool,
    last: bool,
) -> String {
    let state = match disc {
        Some(Color::Black) => t.black_word(),
        Some(Color::White) => t.white_word(),
        None => t.square_empty(),
    };
    let mut parts = vec![square.to_string(), state];
    if legal {
        parts.push(t.square_legal());
    }
    if last {
        parts.push(t.square_last());
    }
    parts.join(&t.list_separator())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_labels() {
        let d3: Square = "d3".parse().unwrap();
        let t = Texts::english();
        assert_eq!(
            square_label(&t, d3, None, true, false),
            "d3, empty, legal move"
        );
        assert_eq!(square_label(&t, d3, None, false, false), "d3, empty");
        assert_eq!(
            square_label(&t, d3, Some(Color::Black), false, true),
            "d3, black, last move"
        );
    }
}

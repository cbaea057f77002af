//! The state of a match in the browser and every way it can change, free of Yew and of
//! the browser so that it is tested natively.
//!
//! [`Model::apply`] is the only way to change it. Everything that takes time (the
//! computer's search, the pause that shows a pass) is a request the model makes through
//! its [`Phase`] and the app fulfils with a later [`Action`] carrying the request's id;
//! an answer whose id is no longer current is dropped. That is how a New game, an undo or
//! a changed setting discards a search already under way in the worker.
//!
//! One file a feature, each with its actions and their effect: `game_flow` (moves,
//! passes, undo and redo, a new game), `options` ([`SettingAction`]), `load`
//! ([`LoadAction`]), `rematch` ([`RematchAction`]), `editor` ([`EditAction`]) and
//! `analysis` (hints, the review of the game), `opening` (the opening's name), `record`
//! (a game loaded as a record between two other people); `computer` holds the requests to the
//! worker, [`save`] the save file, [`describe`] the words shown.

mod analysis;
mod computer;
pub mod describe;
mod editor;
mod game_flow;
pub mod ladder;
mod load;
mod notice;
mod opening;
mod options;
pub mod practice;
mod record;
mod refusals;
mod rematch;
pub mod save;
pub mod settings;
mod standing_error;
mod thinking;
mod variation;

pub use computer::{
    Analysis, BestLine, ComputerTurn, Hint, HintRequest, LineRequest, OpeningRequest, Review,
    ReviewRequest, Thought,
};
pub use editor::{EditAction, Editor};
pub use ladder::{LadderAction, Standing, Suggestion};
pub use load::{parse_game, LoadAction};
pub use notice::{CatalogFailure, ComputerFailure, Notice};
pub use options::{Options, SettingAction};
pub use rematch::{RematchAction, RematchChoice};
pub use settings::{Player, Settings};
pub use standing_error::StandingError;

use crate::i18n::{Language, Texts};
use crate::protocol::OpeningName;
use outflank_engine::ai::analysis::{HintAnswer, MoveReview, ThinkingReport};
use outflank_engine::{Bitboard, Color, Game, Move, Outcome, Position, Square, Status};
use std::rc::Rc;

/// How long a pass stays on screen before play continues, in milliseconds.
pub const PASS_HOLD_MS: u32 = 1500;

/// What the match is waiting for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Phase {
    /// A human to move, or nothing (the game is over).
    Waiting,
    /// The computer's answer to this request.
    Thinking(ComputerTurn),
    /// The side to move has no legal move; the pass is on screen until
    /// [`Action::PassShown`] with this token plays it.
    Passing {
        /// Identifies this pause.
        token: u64,
    },
    /// The computer did not give a usable answer; [`Action::Retry`] asks again.
    Stalled {
        /// What went wrong.
        failure: ComputerFailure,
    },
}

/// What just happened, as the status area tells it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// A new game started.
    Started,
    /// A saved game was restored after a reload.
    Resumed,
    /// A move list was loaded.
    Loaded,
    /// A disc was placed.
    Played {
        /// Who played.
        color: Color,
        /// Where.
        square: Square,
        /// How many discs it flipped.
        flipped: u32,
    },
    /// A player without a legal move passed.
    Passed(Color),
    /// Moves were taken back.
    Undone,
    /// Taken-back moves were replayed.
    Redone,
    /// A game replaced by a new one (New game, Paste, Load, the editor, a rematch) was
    /// brought back by Undo.
    Restored,
    /// A human chose a square where the side to move may not play. `serial` counts such
    /// tries in a row, so that the same wrong square twice is told twice.
    NotLegal {
        /// The square chosen.
        square: Square,
        /// 0 for the first wrong try after something else happened, then 1, 2, …
        serial: u32,
    },
    /// The game's record was copied to the clipboard (`true`) or the browser refused.
    Copied(bool),
    /// The review of the game is done.
    Reviewed,
    /// A move of the reviewed game is shown (`None`: back to the game).
    Browsed(Option<usize>),
}

/// A game replaced by another, kept so that Undo can bring it back, with who played it
/// and its rule.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Replaced {
    game: Game,
    settings: Settings,
}

/// How many replaced games Undo can bring back, the newest first.
const KEPT_GAMES: usize = 8;

/// Everything that can change a [`Model`]. Each feature's own actions are nested:
/// [`SettingAction`], [`LoadAction`], [`RematchAction`], [`EditAction`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// A human chose this square (click, tap, Enter or Space). Ignored unless it is a
    /// human's turn and the move is legal. In the board editor it cycles the square.
    Play(Square),
    /// The worker answered request `id` (`None`: it found no move).
    ComputerMoved {
        /// The request answered.
        id: u64,
        /// The move.
        mv: Option<Move>,
    },
    /// Request `id` failed (the worker reported an error or did not answer in time): the
    /// computer's turn stalls; a hint or a review is dropped with a notice.
    ComputerFailed {
        /// The request.
        id: u64,
        /// Why.
        failure: ComputerFailure,
    },
    /// The pass pause with this token is over: play the pass.
    PassShown {
        /// The pause.
        token: u64,
    },
    /// Ask the computer again after [`Phase::Stalled`].
    Retry,
    /// Start again from the start position with the current settings.
    NewGame {
        /// Fresh randomness for the computer levels.
        seed: u64,
    },
    /// Take back moves up to the previous position where a human was to move; at the
    /// start of a game that replaced another (New game, Paste, Load, the editor, a
    /// rematch), bring the replaced game back.
    Undo,
    /// Replay taken-back moves up to the next position where a human is to move.
    Redo,
    /// Change one of the player's options.
    Setting(SettingAction),
    /// Replace the game by a pasted move list or position, or by a save file. Bad input
    /// leaves everything as it is and sets [`Model::notice`].
    Load(LoadAction),
    /// Set a message for the player (e.g. a saved game could not be read).
    Notify(Notice),
    /// Speak this language from now on (its catalog, fetched when it is not English):
    /// every word shown is made from [`Model::texts`] at render time, so nothing reloads.
    SetLanguage(Rc<Texts>),
    /// Hide the current notice.
    DismissNotice,
    /// The game's record was copied to the clipboard (`true`), or the browser refused.
    Copied(bool),
    /// Play again, or choose, start or cancel a rematch.
    Rematch(RematchAction),
    /// Open, use or close the board editor.
    Edit(EditAction),
    /// The worker reports how the search of turn `id` is going (it goes on).
    ComputerThinking {
        /// The turn's request.
        id: u64,
        /// The search so far.
        report: ThinkingReport,
        /// Milliseconds searched so far.
        elapsed_ms: u32,
    },
    /// Ask the analysis for the best move of the human to move (and every move's value).
    AskHint,
    /// The analysis answered hint request `id`.
    HintReady {
        /// The request answered.
        id: u64,
        /// The best move and every legal move's value.
        answer: HintAnswer,
    },
    /// The worker found the best line of request `id` (its first move first).
    LineReady {
        /// The request answered.
        id: u64,
        /// The line.
        line: Vec<Move>,
    },
    /// Show the best line of the browsed position on the board as numbered discs (`true`),
    /// or hide it.
    ShowLine(bool),
    /// Review every move of the game so far (not while the computer thinks).
    AskReview,
    /// The worker has reviewed this many moves of request `id`.
    ReviewProgress {
        /// The request.
        id: u64,
        /// Moves reviewed so far.
        reviewed: u32,
    },
    /// The worker reviewed the game of request `id` (see [`Review::reviews`]).
    ReviewReady {
        /// The request answered.
        id: u64,
        /// One review per move.
        reviews: Vec<MoveReview>,
    },
    /// Stop the review under way.
    CancelReview,
    /// Show the position where move `n` (from 1) of the reviewed game was played, with
    /// the best move there; `None` returns to the game (from a variation too). While
    /// browsing, [`Action::Play`] of the move played goes on to the next one, and of
    /// another legal move starts a variation from there.
    Browse(Option<usize>),
    /// Choose the opponent, take the suggested one, or start the rating again.
    Ladder(LadderAction),
    /// The worker named the opening of request `id` (`None`: no named line).
    OpeningNamed {
        /// The request answered.
        id: u64,
        /// The opening.
        name: Option<OpeningName>,
    },
}

/// A match: the game, the settings and what it waits for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Model {
    game: Game,
    settings: Settings,
    phase: Phase,
    event: Event,
    notice: Option<Notice>,
    next_id: u64,
    seed: u64,
    sound: bool,
    animation: bool,
    cores: Option<u8>,
    hint: Option<Hint>,
    /// The best line from the browsed position, once its hint is done.
    line: Option<BestLine>,
    /// Whether the line is shown on the board.
    show_line: bool,
    /// Whether the review under way was asked for by "Hint" at the end of the game: its
    /// last move is browsed once it is answered.
    browse_when_reviewed: bool,
    rematch: Option<RematchChoice>,
    new_games: u64,
    editor: Option<Editor>,
    review: Option<Review>,
    browse: Option<usize>,
    thought: Option<Thought>,
    /// The last question about the opening, and the name last answered.
    opening_asked: Option<OpeningRequest>,
    opening: Option<OpeningName>,
    /// The reviewed game set aside while a variation from it is played.
    variation: Option<variation::Variation>,
    /// The record between two other people the game was loaded from, while it is that game.
    record: Option<record::Record>,
    /// Replaced games, oldest first (see [`Action::Undo`]).
    replaced: Vec<Replaced>,
    /// How many games were ever kept in `replaced`, and whether the last action kept one.
    kept: u64,
    just_kept: bool,
    /// The player's rating (kept apart from the game; see [`ladder`]).
    standing: Standing,
    /// The words of the player's language (see [`crate::i18n`]).
    texts: Rc<Texts>,
}

impl Model {
    /// A match on `game` (e.g. a restored one) with `settings`; `event` says how it began.
    pub fn new(mut game: Game, settings: Settings, seed: u64, event: Event) -> Model {
        game.set_rules(settings.rules());
        let mut model = Model {
            game,
            settings,
            phase: Phase::Waiting,
            event,
            notice: None,
            next_id: 1,
            seed,
            sound: true,
            animation: true,
            cores: None,
            hint: None,
            line: None,
            show_line: false,
            browse_when_reviewed: false,
            rematch: None,
            new_games: 0,
            editor: None,
            review: None,
            browse: None,
            thought: None,
            opening_asked: None,
            opening: None,
            variation: None,
            record: None,
            replaced: Vec::new(),
            kept: 0,
            just_kept: false,
            standing: Standing::default(),
            texts: Texts::english(),
        };
        model.settle(true);
        model.refresh_opening();
        model
    }

    /// The words of the player's language.
    pub fn texts(&self) -> &Rc<Texts> {
        &self.texts
    }

    /// The player's language.
    pub fn language(&self) -> Language {
        self.texts.language()
    }

    /// A match restored from a saved game: its game and all its options (a notice, in
    /// `texts`, names any level it named that this version does not have).
    pub fn from_saved(saved: save::SavedGame, seed: u64, event: Event, texts: &Texts) -> Model {
        let notice = substitution_notice(texts, &saved);
        let mut model = Model::new(saved.game, saved.options.settings, seed, event);
        model.sound = saved.options.sound;
        model.animation = saved.options.animation;
        model.cores = saved.options.cores;
        model.notice = notice;
        if let Some(reviews) = saved.review.filter(|r| !r.is_empty()) {
            model.keep_review(reviews);
        }
        if let Some(tags) = saved.record {
            model.keep_record(Some(tags));
        }
        model
    }

    /// The match as a save document, with the review of the game if it was reviewed.
    pub fn saved(&self) -> save::SavedGame {
        let mut saved = save::SavedGame::new(self.game.clone(), self.options());
        saved.review = self.review.as_ref().and_then(|r| r.reviews.clone());
        saved.record = self.record().cloned();
        saved
    }

    /// The seed of the computer's randomness in this game.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game record.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// What the match waits for.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// What just happened.
    pub fn event(&self) -> Event {
        self.event
    }

    /// A message for the player about something that went wrong, if any, in the
    /// player's language.
    pub fn notice(&self) -> Option<String> {
        self.notice.as_ref().map(|n| n.words(&self.texts))
    }

    /// The position on the board.
    pub fn position(&self) -> Position {
        self.game.position()
    }

    /// What the side to move may do.
    pub fn status(&self) -> Status {
        self.game.status()
    }

    /// The discs that can never be flipped again (both colours).
    pub fn stable_discs(&self) -> Bitboard {
        Bitboard(outflank_engine::stability::stable_discs(
            self.shown_position().board,
        ))
    }

    /// The squares where the side to move may play (empty when it must pass or the game
    /// is over).
    pub fn legal_squares(&self) -> Bitboard {
        match self.status() {
            Status::Moves(m) if self.editor.is_none() => m,
            _ => Bitboard::EMPTY,
        }
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        (self.status() == Status::GameOver && self.editor.is_none())
            .then(|| self.position().outcome())
    }

    /// The square of the last placed disc and the discs it flipped, if the last move was
    /// a placement.
    pub fn last_placement(&self) -> Option<(Square, Bitboard)> {
        if self.editor.is_some() {
            return None;
        }
        match self.game.last_move()? {
            (Move::Place(sq), flipped) => Some((sq, flipped)),
            (Move::Pass, _) => None,
        }
    }

    /// Whether the last action replaced a game that Undo can bring back.
    pub fn kept_replaced_game(&self) -> bool {
        self.just_kept
    }

    /// Keeps the game about to be replaced, with who played it and its rule, so that
    /// Undo brings it back. A game with nothing in it (the start, no move) is not kept.
    pub(super) fn keep_for_undo(&mut self) {
        if self.game.all_moves().is_empty() && self.game.start() == Position::START {
            return;
        }
        if self.replaced.len() == KEPT_GAMES {
            self.replaced.remove(0);
        }
        self.replaced.push(Replaced {
            game: self.game.clone(),
            settings: self.settings,
        });
        self.kept += 1;
    }

    /// Whether a human may play on the board now.
    pub fn human_to_move(&self) -> bool {
        self.editor.is_none()
            && self.phase == Phase::Waiting
            && matches!(self.status(), Status::Moves(_))
            && !self.deciders().player(self.position().turn).is_computer()
    }

    /// Who chooses each colour's moves now: the settings, except in a variation from the
    /// reviewed game, where the player explores both sides and nobody replies by itself.
    pub fn deciders(&self) -> Settings {
        let mut settings = self.settings;
        if self.variation.is_some() {
            settings.black = Player::Human;
            settings.white = Player::Human;
        }
        settings
    }

    /// The colour the computer is thinking for, if it is.
    pub fn thinking(&self) -> Option<Color> {
        match self.phase {
            Phase::Thinking(t) => Some(t.position.turn),
            _ => None,
        }
    }

    /// How many times New game (or a rematch) started a game here: it changes exactly
    /// when a game starts, even one that looks like the last (for the start sound).
    pub fn new_games(&self) -> u64 {
        self.new_games
    }

    /// Applies `action`. Returns false when it changed nothing (ignored or stale).
    pub fn apply(&mut self, action: Action) -> bool {
        // The language changes the words only: the game, the browsing and the requests
        // under way are left as they are.
        if let Action::SetLanguage(texts) = action {
            let changed = self.texts != texts;
            self.texts = texts;
            return changed;
        }
        // A move on the board while browsing the review follows the game or starts a
        // variation from the position shown.
        let branched = match (&action, self.browse) {
            (Action::Play(square), Some(n)) => self.branch(n, *square),
            _ => None,
        };
        let changed = match branched {
            Some(changed) => changed,
            None => self.apply_to_match(action),
        };
        self.settle_variation();
        self.drop_stale_record();
        self.drop_stale_analysis(changed);
        let changed = self.analyse_browsed() || changed;
        self.refresh_opening();
        // A rematch is chosen at the end of a game, and only there.
        if changed && self.outcome().is_none() {
            self.rematch = None;
        }
        changed
    }

    /// Applies `action` to the game or the editor, browsing ending with anything the player
    /// does to the game.
    fn apply_to_match(&mut self, action: Action) -> bool {
        // Browsing the reviewed game ends with anything the player does to the game.
        let keeps_browsing = matches!(
            action,
            Action::Browse(_)
                | Action::ComputerThinking { .. }
                | Action::ReviewProgress { .. }
                | Action::ReviewReady { .. }
                | Action::HintReady { .. }
                | Action::AskHint
                | Action::LineReady { .. }
                | Action::ShowLine(_)
                | Action::OpeningNamed { .. }
                | Action::Notify(_)
                | Action::DismissNotice
        );
        let stop_browsing = !keeps_browsing && self.browse.take().is_some();
        let kept = self.kept;
        let changed = if self.editor.is_some() {
            self.apply_while_editing(action)
        } else {
            self.apply_to_game(action)
        };
        let changed = changed || stop_browsing;
        if changed {
            self.just_kept = self.kept != kept;
        }
        changed
    }

    /// Applies `action` to the match, the board editor being closed.
    fn apply_to_game(&mut self, action: Action) -> bool {
        match action {
            Action::Play(square) => self.play(square),
            Action::ComputerMoved { id, mv } => self.computer_moved(id, mv),
            Action::ComputerFailed { id, failure } => self.computer_failed(id, failure),
            Action::PassShown { token } => self.pass_shown(token),
            Action::Retry => self.retry(),
            Action::NewGame { seed } => {
                self.keep_for_undo();
                self.new_game(seed)
            }
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Setting(setting) => self.apply_setting(setting),
            Action::Load(load) => self.apply_load(load),
            Action::Notify(message) => {
                self.notice = Some(message);
                true
            }
            Action::DismissNotice => self.notice.take().is_some(),
            // Handled by `apply` before anything else.
            Action::SetLanguage(_) => false,
            Action::Copied(ok) => {
                self.event = Event::Copied(ok);
                true
            }
            Action::Rematch(rematch) => self.apply_rematch(rematch),
            Action::Edit(EditAction::Open) => self.open_editor(),
            // The other editor actions need it open (see `apply_while_editing`).
            Action::Edit(_) => false,
            Action::ComputerThinking {
                id,
                report,
                elapsed_ms,
            } => self.computer_thinking(Thought {
                id,
                report,
                elapsed_ms,
            }),
            Action::AskHint => self.ask_hint(),
            Action::HintReady { id, answer } => self.hint_ready(id, answer),
            Action::LineReady { id, line } => self.line_ready(id, line),
            Action::ShowLine(show) => self.show_line(show),
            Action::AskReview => self.ask_review(),
            Action::ReviewProgress { id, reviewed } => self.review_progress(id, reviewed),
            Action::ReviewReady { id, reviews } => self.review_ready(id, reviews),
            Action::CancelReview => self.cancel_review(),
            // Back to the game: from a variation, to the reviewed game where it left it.
            Action::Browse(None) if self.variation.is_some() && self.browse.is_none() => {
                self.end_variation()
            }
            Action::Browse(n) => self.browse_to(n),
            Action::OpeningNamed { id, name } => self.opening_named(id, name),
            Action::Ladder(ladder) => self.apply_ladder(ladder),
        }
    }
}

/// What a load tells the player of the levels it replaced, if any.
fn substitution_notice(t: &Texts, saved: &save::SavedGame) -> Option<Notice> {
    let notices: Vec<String> = saved.substitutions.iter().map(|s| s.notice(t)).collect();
    (!notices.is_empty()).then(|| Notice::Text(notices.join(" ")))
}

#[cfg(test)]
mod tests;

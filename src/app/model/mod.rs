//! The state of a match in the browser and every way it can change, free of Yew and of
//! the browser so that it is tested natively.
//!
//! [`Model::apply`] is the only way to change it. Everything that takes time (the
//! computer's search, the pause that shows a pass) is a request the model makes through
//! its [`Phase`] and the app fulfils with a later [`Action`] carrying the request's id;
//! an answer whose id is no longer current is dropped. That is how a New game, an undo or
//! a changed setting discards a search already under way in the worker.

pub mod describe;
pub mod record;
pub mod save;
pub mod settings;

use outflank_engine::{Bitboard, Color, Game, Move, Outcome, Position, Rules, Square, Status};
pub use settings::{Player, Settings};

/// How long a pass stays on screen before play continues, in milliseconds.
pub const PASS_HOLD_MS: u32 = 1500;

/// A question for the computer: the move for `position` at `level`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ComputerTurn {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The position to move in.
    pub position: Position,
    /// The rules in force.
    pub rules: Rules,
    /// The level id.
    pub level: u8,
    /// Seeds the level's randomness (openings, ties), different for every move.
    pub seed: u64,
}

/// A question for the analysis: the best move and each move's value in `position`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HintRequest {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The position to analyse.
    pub position: Position,
    /// The rules in force.
    pub rules: Rules,
    /// Seeds the search.
    pub seed: u64,
}

/// A request to evaluate every position of the game so far ("evaluation over the game").
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EvaluationRequest {
    /// Identifies this request; answers with any other id are stale.
    pub id: u64,
    /// The game's start position.
    pub start: Position,
    /// The moves played so far (passes included).
    pub moves: Vec<Move>,
    /// The rules in force.
    pub rules: Rules,
}

/// The evaluation over the game, asked for or answered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Evaluation {
    /// The request.
    pub request: EvaluationRequest,
    /// For the start and after each move: Black's expected final disc margin (negative:
    /// White ahead) and whether it is exact (solved), once the worker answered.
    pub margins: Option<Vec<(i8, bool)>>,
}

/// The analysis' value of one legal move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveValue {
    /// The move's square.
    pub square: Square,
    /// The mover's chance of winning after it, in percent.
    pub percent: u8,
    /// Its proven result, when solved: 1 win, 0 draw, -1 loss; anything else unsolved.
    pub proof: i8,
}

/// A hint: asked for, then answered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hint {
    /// The request.
    pub request: HintRequest,
    /// The best move and each move's value, once the analysis answered.
    pub answer: Option<(Option<Square>, Vec<MoveValue>)>,
}

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
        /// What went wrong, for the player.
        message: String,
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
}

/// Everything that can change a [`Model`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// A human chose this square (click, tap, Enter or Space). Ignored unless it is a
    /// human's turn and the move is legal.
    Play(Square),
    /// The worker answered request `id` (`None`: it found no move).
    ComputerMoved {
        /// The request answered.
        id: u64,
        /// The move.
        mv: Option<Move>,
    },
    /// Request `id` failed (the worker reported an error or did not answer in time).
    ComputerFailed {
        /// The request.
        id: u64,
        /// Why, for the player.
        message: String,
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
    /// Choose who plays a colour; takes effect from that colour's next move.
    SetPlayer(Color, Player),
    /// Show or hide the legal-move markers.
    SetShowLegal(bool),
    /// Mark the stable discs (those that can never be flipped) or not.
    SetShowStable(bool),
    /// Choose what happens when a player has no legal move; applies from the next move.
    SetPassRule(outflank_engine::PassRule),
    /// Take back moves up to the previous position where a human was to move.
    Undo,
    /// Replay taken-back moves up to the next position where a human is to move.
    Redo,
    /// Replace the game by this move list (e.g. pasted by the player). Bad input leaves
    /// the current game as it is and sets [`Model::notice`].
    LoadMoves(String),
    /// Set a message for the player (e.g. a saved game could not be read).
    Notify(String),
    /// Hide the current notice.
    DismissNotice,
    /// A new game with the colours swapped (who played Black plays White).
    Rematch {
        /// Fresh randomness for the computer levels.
        seed: u64,
    },
    /// While the loser chooses the rematch's options: who plays `Color` in it.
    SetRematchPlayer(Color, Player),
    /// While the loser chooses the rematch's options: its rule when a player has no move.
    SetRematchRule(outflank_engine::PassRule),
    /// Start the rematch with the options chosen.
    StartRematch {
        /// Fresh randomness for the computer levels.
        seed: u64,
    },
    /// Close the rematch's options without starting it.
    CancelRematch,
    /// Evaluate every position of the game so far (not while the computer thinks).
    AskEvaluation,
    /// The worker evaluated the game of request `id` (see [`Evaluation::margins`]).
    EvaluationReady {
        /// The request answered.
        id: u64,
        /// One margin per position.
        margins: Vec<(i8, bool)>,
    },
    /// Open the board editor on the position shown (the computer stops thinking). While
    /// it is open, [`Action::Play`] on a square cycles it: empty, black, white.
    EditBoard,
    /// In the board editor: who is to move in the position set up.
    EditTurn(Color),
    /// In the board editor: empty every square.
    EditClear,
    /// In the board editor: the start position.
    EditStartPosition,
    /// Close the board editor and play on from the position set up (a new game from it).
    EditDone,
    /// Close the board editor and return to the game as it was.
    EditCancel,
    /// Ask the analysis for the best move of the human to move (and every move's value).
    AskHint,
    /// The analysis answered hint request `id`.
    HintReady {
        /// The request answered.
        id: u64,
        /// The best move's square.
        best: Option<Square>,
        /// Every legal move's value.
        values: Vec<MoveValue>,
    },
    /// Turn sounds on or off.
    SetSound(bool),
    /// Turn the flip animation on or off.
    SetAnimation(bool),
    /// Replace the game and options by a saved game (the text of a save file). A file
    /// that cannot be read leaves everything as it is and sets [`Model::notice`] to the
    /// reason.
    LoadSave(String),
}

/// A match: the game, the settings and what it waits for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Model {
    game: Game,
    settings: Settings,
    phase: Phase,
    event: Event,
    notice: Option<String>,
    next_id: u64,
    seed: u64,
    sound: bool,
    animation: bool,
    hint: Option<Hint>,
    rematch: Option<RematchChoice>,
    new_games: u64,
    editor: Option<Editor>,
    evaluation: Option<Evaluation>,
}

/// A position being set up by hand in the board editor.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Editor {
    /// Black's discs.
    pub black: Bitboard,
    /// White's discs (never overlapping Black's).
    pub white: Bitboard,
    /// The side to move.
    pub turn: Color,
}

impl Editor {
    /// The editor set to `position`.
    pub fn new(position: Position) -> Editor {
        Editor {
            black: position.discs(Color::Black),
            white: position.discs(Color::White),
            turn: position.turn,
        }
    }

    /// The position set up.
    pub fn position(&self) -> Position {
        match Position::from_colors(self.black, self.white, self.turn) {
            Ok(p) => p,
            Err(_) => unreachable!("the editor never puts two discs on a square"),
        }
    }

    /// The next state of `square`: empty, black, white, empty…
    pub fn cycle(&mut self, square: Square) {
        let (b, w) = (self.black.contains(square), self.white.contains(square));
        let bit = Bitboard(square.bit());
        match (b, w) {
            (false, false) => self.black |= bit,
            (true, _) => {
                self.black = Bitboard(self.black.0 & !bit.0);
                self.white |= bit;
            }
            (false, true) => self.white = Bitboard(self.white.0 & !bit.0),
        }
    }
}

/// The options of a rematch while the loser of the game chooses them (see
/// [`Action::Rematch`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RematchChoice {
    /// The colour the loser had in the game just over; `None` after a draw, when either
    /// player may choose.
    pub chooser: Option<Color>,
    /// Who plays each colour in the rematch (swapped to start with) and its rule.
    pub settings: Settings,
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
            hint: None,
            rematch: None,
            new_games: 0,
            editor: None,
            evaluation: None,
        };
        model.settle(true);
        model
    }

    /// A match restored from a saved game: its game and all its options.
    pub fn from_saved(saved: save::SavedGame, seed: u64, event: Event) -> Model {
        let mut model = Model::new(saved.game, saved.options.settings, seed, event);
        model.sound = saved.options.sound;
        model.animation = saved.options.animation;
        model
    }

    /// Everything the player chose: settings, sound and animation.
    pub fn options(&self) -> save::Options {
        save::Options {
            settings: self.settings,
            sound: self.sound,
            animation: self.animation,
        }
    }

    /// The match as a save document.
    pub fn saved(&self) -> save::SavedGame {
        save::SavedGame::new(self.game.clone(), self.options())
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

    /// A message for the player about something that went wrong, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
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

    /// Whether a human may play on the board now.
    pub fn human_to_move(&self) -> bool {
        self.editor.is_none()
            && self.phase == Phase::Waiting
            && matches!(self.status(), Status::Moves(_))
            && !self.settings.player(self.position().turn).is_computer()
    }

    /// The colour the computer is thinking for, if it is.
    pub fn thinking(&self) -> Option<Color> {
        match self.phase {
            Phase::Thinking(t) => Some(t.position.turn),
            _ => None,
        }
    }

    /// Whether [`Action::Undo`] would take anything back.
    pub fn can_undo(&self) -> bool {
        self.has_human() && self.game.can_undo()
    }

    /// Whether [`Action::Redo`] would replay anything.
    pub fn can_redo(&self) -> bool {
        self.has_human() && self.game.can_redo()
    }

    /// Undo and redo stop where a human decides; without a human there is no such place
    /// and the computers would replay at once, so both are off.
    fn has_human(&self) -> bool {
        !self.settings.black.is_computer() || !self.settings.white.is_computer()
    }

    /// A human decides here: the side to move is human and has a move to choose.
    fn human_decides(&self) -> bool {
        matches!(self.status(), Status::Moves(_))
            && !self.settings.player(self.position().turn).is_computer()
    }

    /// How many times New game (or a rematch) started a game here: it changes exactly
    /// when a game starts, even one that looks like the last (for the start sound).
    pub fn new_games(&self) -> u64 {
        self.new_games
    }

    /// The evaluation over the game, while it belongs to the game on the board (its moves
    /// are the first ones played).
    pub fn evaluation(&self) -> Option<&Evaluation> {
        self.evaluation.as_ref()
    }

    /// The moves played so far (passes included; not those Undo took back).
    fn played(&self) -> &[Move] {
        &self.game.all_moves()[..self.game.ply()]
    }

    /// The board editor, while it is open.
    pub fn editor(&self) -> Option<&Editor> {
        self.editor.as_ref()
    }

    /// The position on the board: the game's, or the one being set up in the editor.
    pub fn shown_position(&self) -> Position {
        self.editor
            .map_or_else(|| self.position(), |e| e.position())
    }

    /// The rematch's options while the loser chooses them.
    pub fn rematch(&self) -> Option<&RematchChoice> {
        self.rematch.as_ref()
    }

    /// The hint asked for or shown, if any (always for the position on the board).
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// Applies `action`. Returns false when it changed nothing (ignored or stale).
    pub fn apply(&mut self, action: Action) -> bool {
        let changed = self.apply_inner(action);
        // A hint belongs to the position and the human it was asked for.
        if changed
            && self
                .hint
                .as_ref()
                .is_some_and(|h| h.request.position != self.position() || !self.human_to_move())
        {
            self.hint = None;
        }
        // A rematch is chosen at the end of a game, and only there.
        if changed && self.outcome().is_none() {
            self.rematch = None;
        }
        // An evaluation belongs to the game it was asked for; one not yet answered is
        // given up when the computer needs the worker.
        if let Some(e) = &self.evaluation {
            let ours =
                e.request.start == self.game.start() && self.played().starts_with(&e.request.moves);
            if !ours || (e.margins.is_none() && self.thinking().is_some()) {
                self.evaluation = None;
            }
        }
        changed
    }

    fn apply_inner(&mut self, action: Action) -> bool {
        if let Some(editor) = &mut self.editor {
            match action {
                Action::Play(square) => editor.cycle(square),
                Action::EditTurn(turn) if editor.turn != turn => editor.turn = turn,
                Action::EditClear if !(editor.black | editor.white).is_empty() => {
                    editor.black = Bitboard::EMPTY;
                    editor.white = Bitboard::EMPTY;
                }
                Action::EditStartPosition if *editor != Editor::new(Position::START) => {
                    *editor = Editor::new(Position::START)
                }
                Action::EditDone => {
                    let position = editor.position();
                    self.editor = None;
                    self.game = Game::new(position, self.settings.rules());
                    self.event = Event::Loaded;
                    self.notice = None;
                    self.settle(true);
                }
                Action::EditCancel => {
                    self.editor = None;
                    self.settle(true);
                }
                // The game stays as it is under the editor; settings and the rest apply.
                Action::Undo
                | Action::Redo
                | Action::AskHint
                | Action::AskEvaluation
                | Action::Rematch { .. }
                | Action::EditBoard
                | Action::EditTurn(_)
                | Action::EditClear
                | Action::EditStartPosition
                | Action::ComputerMoved { .. }
                | Action::PassShown { .. } => return false,
                Action::NewGame { .. } | Action::LoadMoves(_) | Action::LoadSave(_) => {
                    let saved = self.editor.take();
                    let changed = self.apply_inner(action);
                    if !changed || self.notice.is_some() {
                        // Refused (a bad file or move list): keep editing.
                        self.editor = saved;
                        self.settle(false);
                    }
                    return changed;
                }
                other => {
                    let changed = self.apply_game(other);
                    self.settle(false);
                    return changed;
                }
            }
            return true;
        }
        if action == Action::EditBoard {
            self.editor = Some(Editor::new(self.position()));
            self.rematch = None;
            self.settle(true);
            return true;
        }
        self.apply_game(action)
    }

    fn apply_game(&mut self, action: Action) -> bool {
        match action {
            Action::AskHint => {
                if !self.human_to_move() || self.hint.is_some() {
                    return false;
                }
                let request = HintRequest {
                    id: self.fresh_id(),
                    position: self.position(),
                    rules: self.game.rules(),
                    seed: self.seed ^ self.game.ply() as u64,
                };
                self.hint = Some(Hint {
                    request,
                    answer: None,
                });
            }
            Action::AskEvaluation => {
                let pending = self
                    .evaluation
                    .as_ref()
                    .is_some_and(|e| e.margins.is_none());
                let current = self
                    .evaluation
                    .as_ref()
                    .is_some_and(|e| e.request.moves == self.played());
                if self.thinking().is_some() || pending || current {
                    return false;
                }
                let request = EvaluationRequest {
                    id: self.fresh_id(),
                    start: self.game.start(),
                    moves: self.played().to_vec(),
                    rules: self.game.rules(),
                };
                self.evaluation = Some(Evaluation {
                    request,
                    margins: None,
                });
            }
            Action::EvaluationReady { id, margins } => match &mut self.evaluation {
                Some(e) if e.request.id == id && e.margins.is_none() => {
                    e.margins = Some(margins);
                }
                _ => return false,
            },
            Action::HintReady { id, best, values } => match &mut self.hint {
                Some(h) if h.request.id == id && h.answer.is_none() => {
                    h.answer = Some((best, values));
                }
                _ => return false,
            },
            Action::Play(square) => {
                if !self.human_to_move() || !self.legal_squares().contains(square) {
                    return false;
                }
                self.place(square);
                self.settle(true);
            }
            Action::ComputerMoved { id, mv } => {
                let Phase::Thinking(turn) = self.phase else {
                    return false;
                };
                if turn.id != id {
                    return false;
                }
                match mv {
                    Some(Move::Place(sq)) if self.legal_squares().contains(sq) => {
                        self.place(sq);
                        self.settle(true);
                    }
                    Some(other) => {
                        self.phase = Phase::Stalled {
                            message: format!(
                                "the computer answered {other}, which is not legal here"
                            ),
                        }
                    }
                    None => {
                        self.phase = Phase::Stalled {
                            message: "the computer found no move".to_string(),
                        }
                    }
                }
            }
            Action::ComputerFailed { id, message } => {
                if !matches!(self.phase, Phase::Thinking(t) if t.id == id) {
                    return false;
                }
                self.phase = Phase::Stalled { message };
            }
            Action::PassShown { token } => {
                if self.phase != (Phase::Passing { token }) {
                    return false;
                }
                let color = self.position().turn;
                if self.game.try_play(Move::Pass).is_err() {
                    // The rule changed during the pause: the game is over instead.
                    self.settle(true);
                    return true;
                }
                self.event = Event::Passed(color);
                self.settle(true);
            }
            Action::Retry => {
                if !matches!(self.phase, Phase::Stalled { .. }) {
                    return false;
                }
                self.settle(true);
            }
            Action::NewGame { seed } => {
                self.game = Game::new(Position::START, self.settings.rules());
                self.seed = seed;
                self.new_games += 1;
                self.event = Event::Started;
                self.notice = None;
                self.settle(true);
            }
            Action::SetPlayer(color, player) => {
                if self.settings.player(color) == player {
                    return false;
                }
                self.settings.set_player(color, player);
                self.settle(false);
            }
            Action::SetShowLegal(show) => {
                if self.settings.show_legal == show {
                    return false;
                }
                self.settings.show_legal = show;
            }
            Action::SetShowStable(show) => {
                if self.settings.show_stable == show {
                    return false;
                }
                self.settings.show_stable = show;
            }
            Action::SetPassRule(rule) => {
                if self.settings.pass_rule == rule {
                    return false;
                }
                self.settings.pass_rule = rule;
                self.game.set_rules(self.settings.rules());
                self.settle(false);
            }
            Action::Undo => {
                if !self.can_undo() {
                    return false;
                }
                while self.game.undo().is_some() && self.game.ply() > 0 && !self.human_decides() {}
                self.event = Event::Undone;
                self.settle(true);
            }
            Action::Redo => {
                if !self.can_redo() {
                    return false;
                }
                while self.game.redo().is_some() && !self.human_decides() {}
                self.event = Event::Redone;
                self.settle(true);
            }
            Action::LoadMoves(text) => match parse_game(&text, self.settings.rules()) {
                Ok(game) => {
                    self.game = game;
                    self.event = Event::Loaded;
                    self.notice = None;
                    self.settle(true);
                }
                Err(e) => self.notice = Some(e),
            },
            Action::Notify(message) => self.notice = Some(message),
            Action::Rematch { seed } => {
                let Some(outcome) = self.outcome() else {
                    return false;
                };
                let mut swapped = self.settings;
                swapped.black = self.settings.white;
                swapped.white = self.settings.black;
                // The loser chooses the options. A computer that lost takes the other
                // colour and nothing else; a human gets to choose (after a draw, either).
                let loser = outcome.winner.map(|w| !w);
                let human_chooses = match loser {
                    Some(color) => !self.settings.player(color).is_computer(),
                    None => self.has_human(),
                };
                if human_chooses {
                    self.rematch = Some(RematchChoice {
                        chooser: loser,
                        settings: swapped,
                    });
                } else {
                    self.settings = swapped;
                    return self.apply_inner(Action::NewGame { seed });
                }
            }
            Action::SetRematchPlayer(color, player) => match &mut self.rematch {
                Some(r) if r.settings.player(color) != player => {
                    r.settings.set_player(color, player)
                }
                _ => return false,
            },
            Action::SetRematchRule(rule) => match &mut self.rematch {
                Some(r) if r.settings.pass_rule != rule => r.settings.pass_rule = rule,
                _ => return false,
            },
            Action::StartRematch { seed } => {
                let Some(choice) = self.rematch.take() else {
                    return false;
                };
                // The display options stay the player's current ones.
                self.settings.black = choice.settings.black;
                self.settings.white = choice.settings.white;
                self.settings.pass_rule = choice.settings.pass_rule;
                return self.apply_inner(Action::NewGame { seed });
            }
            Action::CancelRematch => {
                if self.rematch.take().is_none() {
                    return false;
                }
            }
            // Without the editor open (it is opened by `apply_inner`).
            Action::EditBoard
            | Action::EditTurn(_)
            | Action::EditClear
            | Action::EditStartPosition
            | Action::EditDone
            | Action::EditCancel => return false,
            Action::SetSound(on) => {
                if self.sound == on {
                    return false;
                }
                self.sound = on;
            }
            Action::SetAnimation(on) => {
                if self.animation == on {
                    return false;
                }
                self.animation = on;
            }
            Action::LoadSave(text) => match save::SavedGame::from_json(&text) {
                Ok(saved) => {
                    self.game = saved.game;
                    self.settings = saved.options.settings;
                    self.sound = saved.options.sound;
                    self.animation = saved.options.animation;
                    self.event = Event::Loaded;
                    self.notice = None;
                    self.settle(true);
                }
                Err(e) => self.notice = Some(format!("Could not load the game: {e}.")),
            },
            Action::DismissNotice => {
                if self.notice.take().is_none() {
                    return false;
                }
            }
        }
        true
    }

    /// Plays a legal placement for the side to move and records the event.
    fn place(&mut self, square: Square) {
        let color = self.position().turn;
        let flipped = self
            .game
            .try_play(Move::Place(square))
            .expect("place is only called with a legal square");
        self.event = Event::Played {
            color,
            square,
            flipped: flipped.count(),
        };
    }

    /// Decides what the match waits for next. With `restart` false (a setting changed),
    /// a search already under way that still answers the same question is kept.
    fn settle(&mut self, restart: bool) {
        if self.editor.is_some() {
            // Nobody moves while the board is being set up.
            self.phase = Phase::Waiting;
            return;
        }
        let position = self.position();
        let rules = self.game.rules();
        self.phase = match self.status() {
            Status::GameOver => Phase::Waiting,
            Status::MustPass => match self.phase {
                Phase::Passing { token } if !restart => Phase::Passing { token },
                _ => Phase::Passing {
                    token: self.fresh_id(),
                },
            },
            Status::Moves(_) => match self.settings.player(position.turn) {
                Player::Human => Phase::Waiting,
                Player::Computer { level } => match self.phase {
                    Phase::Thinking(t)
                        if !restart
                            && t.position == position
                            && t.level == level
                            && t.rules == rules =>
                    {
                        Phase::Thinking(t)
                    }
                    _ => Phase::Thinking(ComputerTurn {
                        id: self.fresh_id(),
                        position,
                        rules,
                        level,
                        seed: self.seed
                            ^ (self.game.ply() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                    }),
                },
            },
        };
    }

    fn fresh_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }
}

/// Whether `text` is meant as a position in OBF (64 squares of `X`, `O`, `-`, then the
/// side to move) rather than as a move list.
pub fn looks_like_obf(text: &str) -> bool {
    let squares = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .take_while(|c| matches!(c, 'X' | 'O' | 'x' | 'o' | '-' | '*'))
        .count();
    squares >= 16
}

/// The game a pasted text stands for: a move list from the start position, or an OBF
/// position to play on from. The error is a sentence for the player saying what is wrong
/// and where.
pub fn parse_game(text: &str, rules: Rules) -> Result<Game, String> {
    if looks_like_obf(text) {
        Position::from_obf(text.trim())
            .map(|p| Game::new(p, rules))
            .map_err(|e| format!("Could not set up the position: {e}"))
    } else {
        Game::from_moves(Position::START, rules, text)
            .map_err(|e| format!("Could not load the moves: {e}"))
    }
}

#[cfg(test)]
mod tests;

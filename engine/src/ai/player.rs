//! A computer player that keeps its search state between moves.
//!
//! [`super::choose_move`] is the stateless contract; a [`Player`] is what a game loop
//! that calls it move after move should hold instead: its tree (MCTS) and tables
//! (alpha-beta, endgame) carry over, and when the new game extends the one it last saw,
//! the tree of the moves played in between is reused.

use super::alphabeta::{AlphaBeta, Deepening, EvalKind, Limits};
use super::analysis::{discs_of, Progress, Thinking, ThinkingReport, PV_LENGTH};
use super::book::Book;
use super::choice::Choice;
use super::clock::{Clock, Deadline, Millis};
use super::endgame::Solver;
use super::mcts::{Mcts, MctsConfig, MoveStat, MoveTime};
use super::rng::Rng;
use super::split_move::{SolveShare, SplitMove, SplitMoveSettings};
use crate::{IllegalMove, Move, Position, Rules, Status};

/// What a player runs: an engine and its settings.
#[derive(Clone, Copy, Debug)]
pub enum EngineConfig {
    /// Alpha-beta by iterative deepening.
    AlphaBeta {
        /// Leaf evaluation.
        eval: EvalKind,
        /// Deepest iteration, in plies.
        depth: u32,
        /// How it picks among the moves it valued: the best, or as a person errs.
        choice: Choice,
        /// Transposition table size in bytes.
        table_bytes: usize,
        /// Solve exactly at the root from this many empties down (0 = never).
        solve_empties: u32,
        /// Multi-ProbCut's confidence (0 = a full-width search; see
        /// [`AlphaBeta::set_probcut`]).
        probcut: f32,
    },
    /// Monte-Carlo tree search.
    Mcts {
        /// Tree settings (exploration, solver, memory).
        config: MctsConfig,
        /// Iterations per move (`u64::MAX` = time only).
        iterations: u64,
        /// Keep the subtree of the moves played between two searches.
        reuse: bool,
        /// Solve exactly at the root from this many empties down (0 = never).
        solve_empties: u32,
    },
}

/// How a player spreads its thinking over a game: about `average_ms` a move, less in
/// the opening (which the book and shallow searches handle well), more in the middle
/// game where the game is decided, and up to its whole budget on a move where its mind
/// changes late (alpha-beta: [`super::Deepening::set_soft_budget`]; a tree search:
/// [`super::toolkit::MoveTime`], which also stops early once its choice is settled).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimePlan {
    /// The time a move takes on average, in milliseconds.
    pub average_ms: Millis,
    /// How many empties before the engine's `solve_empties` it already tries the exact
    /// solve, for up to [`TimePlan::EARLY_SOLVE_SHARE`] times `average_ms`; a solve that
    /// does not finish leaves the search its whole budget. Where the solve is out of
    /// reach on a move's usual time but decides the game (Oracle: 21 and 22 empties).
    pub early_solve_empties: u32,
}

impl TimePlan {
    /// The most an early solve ([`TimePlan::early_solve_empties`]) takes, in averages.
    pub const EARLY_SOLVE_SHARE: Millis = 2.5;

    /// A plan of `average_ms` a move that solves from the engine's `solve_empties` only.
    pub const fn new(average_ms: Millis) -> TimePlan {
        TimePlan {
            average_ms,
            early_solve_empties: 0,
        }
    }

    /// The time a move aims for with `empties` empty squares, before any extension for a
    /// hard decision. From 20 empties down the exact solver usually decides in less.
    pub fn target_ms(self, empties: u32) -> Millis {
        let share = match empties {
            45.. => 0.6,
            21..=44 => 1.5,
            _ => 1.0,
        };
        self.average_ms * share
    }
}

/// A computer player for one game.
pub struct Player {
    engine: EngineConfig,
    budget_ms: Millis,
    rules: Rules,
    seed: u64,
    start: Position,
    moves: Vec<Move>,
    position: Position,
    mcts: Option<Mcts>,
    alphabeta: Option<AlphaBeta>,
    solver: Option<Solver>,
    job: Option<Job>,
    /// The opening book it plays from, and how many discs below the best a book move
    /// may be.
    book: Option<(&'static Book, u8)>,
    /// How it spreads its time (`None`: the same budget every move).
    time_plan: Option<TimePlan>,
    /// What the search that chose the last move thought at its end ([`Player::last_thought`]).
    last_thought: Option<ThinkingReport>,
}

/// Where a search under way is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Solving exactly (with part of the budget).
    Solve,
    /// Running the level's engine.
    Search,
    /// Over, with this move.
    Done(Option<Move>),
}

/// A search under way: everything that must survive between two slices.
struct Job {
    start_ms: Millis,
    stop_ms: Millis,
    solve_stop_ms: Millis,
    solver_nodes_left: u64,
    /// Nodes the solve has searched so far (for the report).
    solver_nodes: u64,
    /// An unfinished solve leaves the search its whole budget ([`SolveShare`]).
    search_afresh: bool,
    mcts_iterations_left: u64,
    stage: Stage,
    rng: Rng,
    deepening: Option<Deepening>,
    /// When the tree search began (after any exact solve) and the root's visits then:
    /// the rate of visits a time plan reads.
    mcts_from: Option<(f64, u32)>,
}

/// How often a tree search with a time plan checks its stopping rules, in milliseconds.
const MCTS_CHECK_MS: f64 = 5.0;

/// Table of the exact solver used at the root by the levels.
const SOLVER_TABLE_BYTES: usize = 8 << 20;

/// Work caps per millisecond of budget, a few times what a fast native core does, so that
/// the time limit normally stops a search first but a clock that does not advance (such
/// as [`super::FrozenClock`]) still cannot make a timed search run forever.
const ALPHABETA_NODES_PER_MS: f64 = 20_000.0;
/// See [`ALPHABETA_NODES_PER_MS`].
const MCTS_ITERATIONS_PER_MS: f64 = 1_000.0;
/// See [`ALPHABETA_NODES_PER_MS`].
const SOLVER_NODES_PER_MS: f64 = 60_000.0;

/// `per_ms × budget`, or no cap for an unlimited budget.
fn cap(budget_ms: Millis, per_ms: Millis) -> u64 {
    if budget_ms.is_finite() {
        (budget_ms * per_ms).max(1.0) as u64
    } else {
        u64::MAX
    }
}

impl Player {
    /// A player running `engine` with at most `budget_ms` milliseconds of search per move
    /// (`f64::INFINITY` for none: iteration or depth limits only). A finite budget also
    /// caps the work (nodes, iterations) at a few times what a fast machine does in that
    /// time, so searches end even on a clock that never advances.
    pub fn new(engine: EngineConfig, budget_ms: Millis, rules: Rules, seed: u64) -> Player {
        Player {
            engine,
            budget_ms,
            rules,
            seed,
            start: Position::START,
            moves: Vec::new(),
            position: Position::START,
            mcts: None,
            alphabeta: None,
            solver: None,
            job: None,
            book: None,
            time_plan: None,
            last_thought: None,
        }
    }

    /// The most a move may take from now on, in milliseconds (see [`Player::new`]).
    pub fn set_budget_ms(&mut self, budget_ms: Millis) {
        self.budget_ms = budget_ms;
    }

    /// Spreads the thinking over the game by `plan` instead of using the whole budget
    /// on every move; the budget given to [`Player::new`] stays the most a move takes.
    pub fn set_time_plan(&mut self, plan: Option<TimePlan>) {
        self.time_plan = plan;
    }

    /// How it spreads its time (`None`: the same budget every move).
    pub fn time_plan(&self) -> Option<TimePlan> {
        self.time_plan
    }

    /// Plays from `book` where it can (`None`: never), choosing among the book moves
    /// valued within `margin` discs of the best, at random (seeded like the rest of the
    /// player), so that games vary.
    pub fn set_book(&mut self, book: Option<&'static Book>, margin: u8) {
        self.book = book.map(|b| (b, margin));
    }

    /// The engine this player runs and its settings.
    pub fn engine(&self) -> EngineConfig {
        self.engine
    }

    /// Its search budget per move, in milliseconds.
    pub fn budget_ms(&self) -> Millis {
        self.budget_ms
    }

    /// The position the player will move in.
    pub fn position(&self) -> Position {
        self.position
    }

    /// Sets the game: the start and every move since (passes included). When it extends
    /// the game the player last saw, its search tree follows the new moves; otherwise it
    /// starts afresh. On an illegal move the player's game is left unchanged.
    pub fn set_game(&mut self, start: Position, moves: &[Move]) -> Result<(), IllegalMove> {
        let mut pos = start;
        for &mv in moves {
            pos.try_play(mv, self.rules)?;
        }
        let extends = start == self.start
            && moves.len() >= self.moves.len()
            && moves[..self.moves.len()] == self.moves[..];
        let reuse = matches!(self.engine, EngineConfig::Mcts { reuse: true, .. });
        match (&mut self.mcts, extends && reuse) {
            (Some(tree), true) => {
                for &mv in &moves[self.moves.len()..] {
                    tree.advance(mv);
                }
            }
            _ => self.mcts = None,
        }
        self.job = None;
        self.last_thought = None;
        self.start = start;
        self.moves = moves.to_vec();
        self.position = pos;
        Ok(())
    }

    /// Sets the position the game has reached, without its moves, keeping what the player
    /// learnt: a tree search that reuses its tree keeps the subtree of `position` when it
    /// is one or two moves after the root of its last search (its own move and the reply),
    /// as [`Player::set_game`] does with the moves, and starts afresh otherwise; an
    /// alpha-beta player keeps its table, as always. (A browser worker, told positions
    /// only, keeps its player from one move to the next this way.)
    pub fn move_to(&mut self, position: Position) {
        let reuse = matches!(self.engine, EngineConfig::Mcts { reuse: true, .. });
        match (&mut self.mcts, reuse) {
            (Some(tree), true) => {
                tree.reroot(position.board);
            }
            _ => self.mcts = None,
        }
        self.job = None;
        self.last_thought = None;
        self.start = position;
        self.moves.clear();
        self.position = position;
    }

    /// Sets a position without history (no tree reuse unless it is the same position).
    pub fn set_position(&mut self, position: Position) {
        if position != self.position || !self.moves.is_empty() {
            self.mcts = None;
        }
        self.job = None;
        self.last_thought = None;
        self.start = position;
        self.moves.clear();
        self.position = position;
    }

    /// The move to play in the current position, thinking for at most the budget on
    /// `clock`. `None` only when the game is over.
    pub fn choose(&mut self, clock: &dyn Clock) -> Option<Move> {
        self.start(clock);
        loop {
            if let Thinking::Done(mv) = self.think(clock, f64::INFINITY) {
                return mv;
            }
        }
    }

    /// The exact solve at the root with `empties` empties, if the player tries one: 60%
    /// of the budget from the engine's `solve_empties` down (the search gets the rest),
    /// its time plan's early solve a few empties before.
    pub(crate) fn solve_share(&self, empties: u32) -> Option<SolveShare> {
        let solve_empties = match self.engine {
            EngineConfig::AlphaBeta { solve_empties, .. } => solve_empties,
            EngineConfig::Mcts { solve_empties, .. } => solve_empties,
        };
        let early = self.time_plan.map_or(0, |plan| plan.early_solve_empties);
        if empties <= solve_empties {
            Some(SolveShare {
                ms: self.budget_ms * 0.6,
                search_afresh: false,
            })
        } else if solve_empties > 0 && empties <= solve_empties + early {
            let plan = self.time_plan?;
            Some(SolveShare {
                ms: plan.average_ms * TimePlan::EARLY_SOLVE_SHARE,
                search_afresh: true,
            })
        } else {
            None
        }
    }

    /// Starts thinking about the current position on `clock` (its budget counts from
    /// now). Continue with [`Player::think`] in slices, so a caller that must stay
    /// responsive (a browser worker) can handle messages in between, and stop early with
    /// [`Player::move_now`]. [`Player::choose`] is `start` plus `think` to the end.
    pub fn start(&mut self, clock: &dyn Clock) {
        self.last_thought = None;
        let pos = self.position;
        let now = clock.now_ms();
        let solve = self.solve_share(pos.board.empty_count());
        // The same position gets the same randomness whatever the history.
        let mut rng = Rng::new(self.seed ^ pos.board.hash());
        let book_move = |rng: &mut Rng| {
            let (book, margin) = self.book?;
            book.choose(pos.board, margin, rng)
        };
        let stage = match pos.status(self.rules) {
            Status::GameOver => Stage::Done(None),
            Status::MustPass => Stage::Done(Some(Move::Pass)),
            Status::Moves(m) if m.count() == 1 => Stage::Done(m.first().map(Move::Place)),
            Status::Moves(_) => match book_move(&mut rng) {
                Some(sq) => Stage::Done(Some(Move::Place(sq))),
                None if solve.is_some() => Stage::Solve,
                None => Stage::Search,
            },
        };
        // Most of the budget may go to an exact solve; if it does not finish, the normal
        // search gets what is left (after an early solve, its whole budget from then).
        let solve_ms = solve.map_or(0.0, |s| s.ms);
        let search_afresh = solve.is_some_and(|s| s.search_afresh);
        self.job = Some(Job {
            // Room for the whole search after an early solve's share (reset once it ends).
            stop_ms: now + if search_afresh { solve_ms } else { 0.0 } + self.budget_ms,
            start_ms: now,
            solve_stop_ms: now + solve_ms,
            solver_nodes_left: cap(solve_ms, SOLVER_NODES_PER_MS),
            solver_nodes: 0,
            search_afresh,
            stage,
            rng,
            mcts_iterations_left: match self.engine {
                EngineConfig::Mcts { iterations, .. } => {
                    iterations.min(cap(self.budget_ms, MCTS_ITERATIONS_PER_MS))
                }
                EngineConfig::AlphaBeta { .. } => 0,
            },
            deepening: None,
            mcts_from: None,
        });
    }

    /// Thinks for at most `slice_ms` more (and never past the budget). Returns
    /// [`Thinking::Done`] with the move once the search is over, [`Thinking::Busy`] while
    /// it goes on. Without a [`Player::start`]ed search it starts one.
    pub fn think(&mut self, clock: &dyn Clock, slice_ms: Millis) -> Thinking {
        if self.job.is_none() {
            self.start(clock);
        }
        let pos = self.position;
        let rules = self.rules;
        let Some(job) = self.job.as_mut() else {
            unreachable!("started above")
        };
        let now = clock.now_ms();
        let budget = Deadline::between(clock, job.start_ms, job.stop_ms);
        let slice = Deadline::after(clock, slice_ms.min(budget.remaining_ms()));
        let searching = job.stage == Stage::Search;
        match job.stage {
            // Decided at the start (game over, a forced pass, a lone move): answered below.
            Stage::Done(_) => {}
            Stage::Solve => {
                let solver = self
                    .solver
                    .get_or_insert_with(|| Solver::new(SOLVER_TABLE_BYTES, rules));
                let part = Deadline::after(
                    clock,
                    slice.remaining_ms().min((job.solve_stop_ms - now).max(0.0)),
                );
                solver.set_node_limit(job.solver_nodes_left);
                let solved = solver.solve(pos.board, &part);
                job.solver_nodes_left = job.solver_nodes_left.saturating_sub(solver.nodes());
                job.solver_nodes += solver.nodes();
                if let Some(sol) = solved {
                    job.stage = Stage::Done(Some(sol.best));
                } else if clock.now_ms() >= job.solve_stop_ms || job.solver_nodes_left == 0 {
                    job.stage = Stage::Search;
                    if job.search_afresh {
                        job.start_ms = clock.now_ms();
                        job.stop_ms = job.start_ms + self.budget_ms;
                    }
                }
            }
            Stage::Search => match self.engine {
                EngineConfig::AlphaBeta {
                    eval,
                    depth,
                    choice,
                    table_bytes,
                    probcut,
                    ..
                } => {
                    let ab = self.alphabeta.get_or_insert_with(|| {
                        let mut ab = AlphaBeta::new(eval, table_bytes, rules);
                        ab.set_probcut(probcut);
                        ab
                    });
                    let empties = pos.board.empty_count();
                    if job.deepening.is_none() {
                        let (max_depth, every_value) = match choice {
                            Choice::Best => (depth, false),
                            Choice::Softmax(s) => (s.depth_at(empties, depth), true),
                        };
                        let limits = Limits {
                            max_depth,
                            max_nodes: cap(self.budget_ms, ALPHABETA_NODES_PER_MS),
                        };
                        job.deepening = ab.begin(pos.board, limits, every_value);
                        if let (Some(d), Some(plan)) = (job.deepening.as_mut(), self.time_plan) {
                            d.set_soft_budget(plan.target_ms(pos.board.empty_count()));
                        }
                    }
                    match job.deepening.as_mut() {
                        Some(d) => {
                            ab.deepen(d, &slice, &budget);
                            if d.is_finished() {
                                // Chosen from the deepening in place: it stays until the
                                // job ends, for the search's last report.
                                let chosen = match (choice, d.completed()) {
                                    (Choice::Softmax(s), Some((moves, _))) => {
                                        s.pick(moves, empties, &mut job.rng)
                                    }
                                    _ => d.best(),
                                };
                                job.stage = Stage::Done(Some(chosen));
                            }
                        }
                        None => job.stage = Stage::Done(None),
                    }
                }
                EngineConfig::Mcts { config, .. } => {
                    let config = MctsConfig { rules, ..config };
                    let tree = match &mut self.mcts {
                        Some(t) if t.root_board() == pos.board => t,
                        slot => slot.insert(Mcts::new(pos.board, config, job.rng.next_u64())),
                    };
                    let Some(plan) = self.time_plan else {
                        let done = tree.search(job.mcts_iterations_left, &slice);
                        job.mcts_iterations_left -= done;
                        if job.mcts_iterations_left == 0
                            || tree.root_proof().is_some()
                            || budget.passed()
                        {
                            job.stage = Stage::Done(tree.best_move());
                        }
                        return self.finish_think(searching);
                    };
                    // A time plan: the search stops by `MoveTime`'s rules, checked every
                    // few milliseconds of the slice.
                    let move_time = MoveTime {
                        target_ms: plan.target_ms(pos.board.empty_count()).min(self.budget_ms),
                        most_ms: self.budget_ms,
                    };
                    let (from_ms, from_visits) =
                        *job.mcts_from.get_or_insert((now, tree.root_visits()));
                    loop {
                        let part = Deadline::after(clock, MCTS_CHECK_MS.min(slice.remaining_ms()));
                        let done = tree.search(job.mcts_iterations_left, &part);
                        job.mcts_iterations_left -= done;
                        let at = clock.now_ms();
                        let searched_ms = at - from_ms;
                        let rate = if searched_ms > 0.0 {
                            f64::from(tree.root_visits() - from_visits) / searched_ms
                        } else {
                            0.0
                        };
                        if job.mcts_iterations_left == 0
                            || tree.root_proof().is_some()
                            || budget.passed()
                            || move_time.should_stop(tree, at - job.start_ms, rate)
                        {
                            job.stage = Stage::Done(tree.best_move());
                            break;
                        }
                        if slice.passed() {
                            break;
                        }
                    }
                }
            },
        }
        self.finish_think(searching)
    }

    /// The end of [`Player::think`]: the move once the search is done, and what the
    /// search thought at its end when this slice `searched` to it.
    fn finish_think(&mut self, searched: bool) -> Thinking {
        match self.job.as_ref() {
            Some(
                job @ Job {
                    stage: Stage::Done(mv),
                    ..
                },
            ) => {
                let mv = *mv;
                self.last_thought = searched.then(|| self.search_report(job));
                self.job = None;
                Thinking::Done(self.legal_or_first(mv))
            }
            _ => Thinking::Busy,
        }
    }

    /// Ends the search under way at once with its best move so far (a legal move whenever
    /// the game is not over); when it has none yet (an exact solve under way, or no slice
    /// thought yet) the main search gets a moment to find one.
    pub fn move_now(&mut self, clock: &dyn Clock) -> Option<Move> {
        let Some(job) = self.job.as_mut() else {
            return self.choose_quickly(clock);
        };
        let best = match job.stage {
            Stage::Done(mv) => mv,
            Stage::Solve => None,
            Stage::Search => match (&self.engine, job.deepening.as_ref(), self.mcts.as_ref()) {
                (EngineConfig::AlphaBeta { .. }, Some(d), _) if d.nodes() > 0 => Some(d.best()),
                (EngineConfig::Mcts { .. }, _, Some(t))
                    if t.root_board() == self.position.board && t.root_visits() > 0 =>
                {
                    t.best_move()
                }
                _ => None,
            },
        };
        self.job = None;
        match best {
            Some(mv) => self.legal_or_first(Some(mv)),
            None => self.choose_quickly(clock),
        }
    }

    /// A move after the shortest search the engine makes (for [`Player::move_now`]).
    fn choose_quickly(&mut self, clock: &dyn Clock) -> Option<Move> {
        self.start(clock);
        if let Some(job) = self.job.as_mut() {
            if job.stage == Stage::Solve {
                job.stage = Stage::Search;
            }
            job.stop_ms = job.start_ms;
        }
        loop {
            if let Thinking::Done(mv) = self.think(clock, 0.0) {
                return mv;
            }
        }
    }

    /// `mv` when it is legal here; otherwise (never expected: the searches return legal
    /// moves) the first legal move, so the contract holds regardless.
    fn legal_or_first(&self, mv: Option<Move>) -> Option<Move> {
        let pos = self.position;
        match (mv, pos.status(self.rules)) {
            (_, Status::GameOver) => None,
            (Some(mv), _) if pos.is_legal(mv, self.rules) => Some(mv),
            (_, Status::MustPass) => Some(Move::Pass),
            (_, Status::Moves(m)) => m.first().map(Move::Place),
        }
    }

    /// Whether a search is under way (started and not yet done).
    pub fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// A snapshot of the search under way, for a live view of the computer's thinking
    /// ([`Progress::Starting`] when none is under way). Reading it costs the search
    /// nothing: it looks at the state the slices leave.
    pub fn report(&self) -> ThinkingReport {
        let Some(job) = self.job.as_ref() else {
            return ThinkingReport::default();
        };
        let pos = self.position;
        match job.stage {
            Stage::Done(best) => ThinkingReport {
                best,
                ..ThinkingReport::default()
            },
            Stage::Solve => ThinkingReport {
                best: None,
                progress: Progress::Solving {
                    empties: pos.board.empty_count() as u8,
                },
                nodes: job.solver_nodes,
                pv: Vec::new(),
            },
            Stage::Search => self.search_report(job),
        }
    }

    /// What the tree or alpha-beta search of `job` thinks now (nothing before its first
    /// values).
    fn search_report(&self, job: &Job) -> ThinkingReport {
        let pos = self.position;
        match (&self.engine, job.deepening.as_ref(), self.mcts.as_ref()) {
            (EngineConfig::AlphaBeta { eval, .. }, Some(d), _) if d.nodes() > 0 => {
                let best = d.best();
                let (depth, discs) = match d.completed() {
                    Some((moves, depth)) => (depth, discs_of(*eval, moves[0].score)),
                    None => (0, None),
                };
                let pv = match (best, self.alphabeta.as_ref()) {
                    (Move::Place(sq), Some(ab)) => ab.principal_variation(d.board(), sq, PV_LENGTH),
                    _ => vec![best],
                };
                ThinkingReport {
                    best: Some(best),
                    progress: Progress::AlphaBeta {
                        depth: depth.min(255) as u8,
                        discs,
                    },
                    nodes: d.nodes(),
                    pv,
                }
            }
            (EngineConfig::Mcts { config, .. }, _, Some(t))
                if t.root_board() == pos.board && t.root_visits() > 0 =>
            {
                let best = t.best_move();
                let stats = t.move_stats();
                let stat = stats.iter().find(|s| Some(s.mv) == best);
                // The value selection uses: the mean, mixed with the implicit minimax
                // value when the level weighs it.
                let alpha = config.minimax_weight;
                let value = |s: &MoveStat| (1.0 - alpha) * s.win_rate + alpha * s.minimax;
                ThinkingReport {
                    best,
                    progress: Progress::Mcts {
                        playouts: u64::from(t.root_visits()),
                        visits: stat.map_or(0, |s| s.visits),
                        // A mean of rewards in 0..=1: the percentage is in 0..=100.
                        win_percent: stat.map_or(50, |s| (value(s) * 100.0).round() as u8),
                    },
                    nodes: u64::from(t.root_visits()),
                    pv: best.map_or_else(Vec::new, |b| t.principal_variation(b, PV_LENGTH)),
                }
            }
            _ => ThinkingReport::default(),
        }
    }

    /// What the search that chose the last move thought at its end: its best move, value,
    /// depth or playouts and line, as [`Player::report`] gave them during the search;
    /// `None` when no search of this player chose it (the book, a lone move or a pass,
    /// an exact solve, Move now), or once a new search starts or the position is set
    /// again. (A live view shows it for a move found before its first report.)
    pub fn last_thought(&self) -> Option<&ThinkingReport> {
        self.last_thought.as_ref()
    }

    /// The move in the current position when no search is needed ([`Thinking::Done`]):
    /// `Done(None)` when the game is over, a forced pass, a lone move, or the opening
    /// book's move (drawn as the one-searcher player draws it); [`Thinking::Busy`] when a
    /// search decides.
    fn decided_at_once(&self) -> Thinking {
        let pos = self.position;
        let mut rng = Rng::new(self.seed ^ pos.board.hash());
        match pos.status(self.rules) {
            Status::GameOver => Thinking::Done(None),
            Status::MustPass => Thinking::Done(Some(Move::Pass)),
            Status::Moves(m) if m.count() == 1 => Thinking::Done(m.first().map(Move::Place)),
            Status::Moves(_) => self
                .book
                .and_then(|(book, margin)| book.choose(pos.board, margin, &mut rng))
                .map_or(Thinking::Busy, |sq| Thinking::Done(Some(Move::Place(sq)))),
        }
    }

    /// The move in the current position as a split search for searchers that share no
    /// memory ([`SplitMove`]), started at `now_ms`: the same lone move, book move, exact
    /// solve and time plan as [`Player::start`] and [`Player::think`], with the search
    /// split at the root. `None` for an MCTS player or a level that chooses as a person
    /// does ([`Choice::Softmax`]: the split values only the best move exactly).
    pub fn split_move(&self, now_ms: Millis) -> Option<SplitMove> {
        let EngineConfig::AlphaBeta {
            eval,
            depth,
            choice: Choice::Best,
            ..
        } = self.engine
        else {
            return None;
        };
        let pos = self.position;
        let decided = self.decided_at_once();
        let solve = self
            .solve_share(pos.board.empty_count())
            .filter(|_| !decided.is_done());
        let solve_order = solve.map(|_| Solver::new(1 << 10, self.rules).root_order(pos.board));
        let settings = SplitMoveSettings {
            eval,
            depth,
            budget_ms: self.budget_ms,
            soft_ms: self
                .time_plan
                .map(|plan| plan.target_ms(pos.board.empty_count())),
            solve,
            node_cap: cap(self.budget_ms, ALPHABETA_NODES_PER_MS),
            rules: self.rules,
        };
        Some(SplitMove::new(pos, settings, now_ms, decided, solve_order))
    }

    /// The MCTS tree, if this player runs one and has searched.
    pub fn tree(&self) -> Option<&Mcts> {
        self.mcts.as_ref()
    }
}

//! The computer's move of an alpha-beta [`Player`](super::Player) as a split search: the
//! same decisions as the one-searcher player, written once for every caller that runs the
//! jobs elsewhere (the CLI's threads, the browser's helper workers).
//!
//! In order: a game over, a forced pass or a lone move is answered at once; then the
//! opening book (the same book move as the one-searcher player, drawn from the same seed);
//! then, from the level's `solve_empties` down, an exact solve split at the root
//! ([`RootSplit`]) with at most 60% of the budget; then iterative deepening split at the
//! root ([`SplitDeepening`]) under the level's time plan: no new iteration after 40% of the
//! plan's soft budget while the best move holds, after 40% of the whole budget when the
//! last iteration changed it (the rule of [`Deepening::set_soft_budget`](super::Deepening::set_soft_budget)).
//!
//! Nothing here waits, spawns or reads a clock: the caller passes the time (`now_ms`, on
//! the clock it started the search on) with each call, as a [`JobSource`] (its jobs to
//! stop by [`JobSource::job_stop_ms`]).

use super::alphabeta::EvalKind;
use super::analysis::{discs_of, Progress, Thinking, ThinkingReport};
use super::split::{JobSource, RootSplit, SplitDeepening, SplitJob, SplitResult};
use crate::ai::clock::Millis;
use crate::{Board, Move, Position, Rules, Square};

/// Marks the ids of the exact solve's jobs (the deepening's have it clear), so that a solve
/// job still running when the deepening begins is recognised and dropped.
const SOLVE_JOB: u32 = 1 << 31;

/// The share of a limit after which no new iteration starts (as in the serial search).
const START_FRACTION: f64 = 0.4;

/// How long an exact solve at the root may take, and what the search gets if it does
/// not finish.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct SolveShare {
    /// The most the solve takes, in milliseconds from the start of the move.
    pub ms: Millis,
    /// The search after an unfinished solve gets its whole budget from then (an early
    /// solve, [`TimePlan::early_solve_empties`](super::TimePlan::early_solve_empties)), not what is left of it.
    pub search_afresh: bool,
}

/// Where a split move stands.
#[derive(Clone, Debug)]
enum Stage {
    /// Decided: the move (`None` only when the game is over).
    Done(Option<Move>),
    /// The exact solve, split at the root.
    Solve(RootSplit),
    /// Iterative deepening, split at the root.
    Search(SplitDeepening),
}

/// The settings a split move takes from its player.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SplitMoveSettings {
    /// The player's evaluation (for the report's value in discs).
    pub eval: EvalKind,
    /// Deepest iteration.
    pub depth: u32,
    /// The most the move may take, in milliseconds.
    pub budget_ms: Millis,
    /// The time plan's soft budget for this move, if the player has a plan.
    pub soft_ms: Option<Millis>,
    /// The exact solve's share of the move, if it begins with one.
    pub solve: Option<SolveShare>,
    /// Cap on the nodes of the whole search (no new iteration after 40% of it).
    pub node_cap: u64,
    /// The rules in force.
    pub rules: Rules,
}

/// The computer's move as a split search (see the module's documentation); made by
/// [`Player::split_move`](super::Player::split_move).
#[derive(Clone, Debug)]
pub struct SplitMove {
    position: Position,
    settings: SplitMoveSettings,
    start_ms: Millis,
    /// When the deepening's budget counts from: the start, or the end of an early solve
    /// ([`SolveShare::search_afresh`]).
    search_start_ms: Millis,
    stage: Stage,
    /// Nodes of the solve's jobs, counted apart from the deepening's.
    solve_nodes: u64,
    /// Nodes of the deepening's jobs, and its last completed iteration's depth (kept once
    /// the move is decided).
    search_nodes: u64,
    depth: u32,
}

impl SplitMove {
    /// A split move in `position` decided at once (`decided` is [`Thinking::Done`]), else
    /// by a solve from `solve_order` (its root moves in search order), or by a deepening
    /// over the legal moves.
    pub(crate) fn new(
        position: Position,
        settings: SplitMoveSettings,
        start_ms: Millis,
        decided: Thinking,
        solve_order: Option<Vec<Square>>,
    ) -> SplitMove {
        let mut m = SplitMove {
            position,
            settings,
            start_ms,
            search_start_ms: start_ms,
            stage: Stage::Done(None),
            solve_nodes: 0,
            search_nodes: 0,
            depth: 0,
        };
        m.stage = match (decided, solve_order) {
            (Thinking::Done(mv), _) => Stage::Done(mv),
            (Thinking::Busy, Some(order)) => {
                match RootSplit::new(position.board, &order, 0, -64, 64) {
                    Some(split) => Stage::Solve(split.split_solve_first(settings.rules)),
                    None => m.deepening(),
                }
            }
            (Thinking::Busy, None) => m.deepening(),
        };
        m
    }

    /// The deepening stage, from the legal moves in square order.
    fn deepening(&self) -> Stage {
        let board = self.position.board;
        let moves: Vec<Square> = board.legal_moves().into_iter().collect();
        match SplitDeepening::new(board, &moves, self.settings.depth) {
            Some(d) => Stage::Search(d.with_pv_split(self.settings.eval, self.settings.rules)),
            None => Stage::Done(None),
        }
    }

    /// The position the move is searched in.
    pub fn position(&self) -> Position {
        self.position
    }

    /// [`Thinking::Done`] with the move once it is decided: at once (a book move, a forced
    /// pass, a lone move, a game over: `Done(None)`), or when the search is over;
    /// [`Thinking::Busy`] while the search goes on.
    pub fn thinking(&self) -> Thinking {
        match self.stage {
            Stage::Done(mv) => Thinking::Done(mv),
            _ => Thinking::Busy,
        }
    }

    /// Whether the exact solve is under way (its jobs want an exact solver; the
    /// deepening's, depth 1 and more, an alpha-beta searcher).
    pub fn is_solving(&self) -> bool {
        matches!(self.stage, Stage::Solve(_))
    }

    /// The best move so far, for "move now": the decided move, or the last completed
    /// iteration's best; `None` before either (the caller then plays a quick search's).
    pub fn best(&self) -> Option<Move> {
        match &self.stage {
            Stage::Done(mv) => *mv,
            Stage::Solve(_) => None,
            Stage::Search(d) => d.completed().map(|(o, _)| Move::Place(o.best)),
        }
    }

    /// Positions visited by the jobs accepted so far.
    pub fn nodes(&self) -> u64 {
        self.solve_nodes + self.search_nodes
    }

    /// The depth of the last completed iteration (0 before the first).
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// A snapshot for the live view, like [`Player::report`](super::Player::report): the
    /// best move, the depth and the value in discs of the last completed iteration (the
    /// principal variation is the best move alone: the searchers' tables are elsewhere).
    pub fn report(&self) -> ThinkingReport {
        match &self.stage {
            Stage::Done(best) => ThinkingReport {
                best: *best,
                ..ThinkingReport::default()
            },
            Stage::Solve(_) => ThinkingReport {
                best: None,
                progress: Progress::Solving {
                    empties: self.position.board.empty_count() as u8,
                },
                nodes: self.solve_nodes,
                pv: Vec::new(),
            },
            Stage::Search(d) => match d.completed() {
                Some((outcome, depth)) => ThinkingReport {
                    best: Some(Move::Place(outcome.best)),
                    progress: Progress::AlphaBeta {
                        depth: depth.min(255) as u8,
                        discs: discs_of(self.settings.eval, outcome.score),
                    },
                    nodes: self.nodes(),
                    pv: vec![Move::Place(outcome.best)],
                },
                None => ThinkingReport {
                    nodes: self.nodes(),
                    ..ThinkingReport::default()
                },
            },
        }
    }
}

impl SplitMove {
    /// The stage's split search, and the mark of its jobs' ids (`SOLVE_JOB` for the
    /// solve's).
    fn split(&self) -> Option<(&dyn JobSource, u32)> {
        match &self.stage {
            Stage::Done(_) => None,
            Stage::Solve(split) => Some((split, SOLVE_JOB)),
            Stage::Search(d) => Some((d, 0)),
        }
    }

    /// [`SplitMove::split`], to change.
    fn split_mut(&mut self) -> Option<(&mut dyn JobSource, u32)> {
        match &mut self.stage {
            Stage::Done(_) => None,
            Stage::Solve(split) => Some((split, SOLVE_JOB)),
            Stage::Search(d) => Some((d, 0)),
        }
    }
}

impl JobSource for SplitMove {
    fn next_job_preferring(&mut self, prefer: &dyn Fn(Board, Square) -> bool) -> Option<SplitJob> {
        let (split, mark) = self.split_mut()?;
        let job = split.next_job_preferring(prefer)?;
        Some(SplitJob {
            id: job.id | mark,
            ..job
        })
    }

    /// A result of a stage already over is ignored.
    fn accept(&mut self, result: SplitResult, now_ms: Millis) {
        let solve_job = result.id & SOLVE_JOB != 0;
        match &mut self.stage {
            Stage::Done(_) => {}
            Stage::Solve(split) if solve_job => {
                let before = split.nodes();
                let id = result.id & !SOLVE_JOB;
                split.accept(SplitResult { id, ..result }, now_ms);
                self.solve_nodes += split.nodes() - before;
                if let Some(outcome) = split.outcome() {
                    self.stage = Stage::Done(Some(Move::Place(outcome.best)));
                } else if split.is_stopped() || Some(now_ms) >= self.job_stop_ms() {
                    // Not solved in its share of the budget: the deepening gets the rest
                    // (after an early solve, its whole budget from now).
                    if self.settings.solve.is_some_and(|s| s.search_afresh) {
                        self.search_start_ms = now_ms;
                    }
                    self.stage = self.deepening();
                }
            }
            Stage::Search(d) if !solve_job => {
                let before = d.completed().map(|(o, depth)| (o.best, depth));
                d.accept(result, now_ms);
                self.search_nodes = d.nodes();
                let after = d.completed().map(|(o, depth)| (o.best, depth));
                if let Some((best, depth)) = after.filter(|a| a.1 != before.map_or(0, |b| b.1)) {
                    self.depth = depth;
                    // Unsettled: the first iteration, or the best move changed.
                    let unsettled = depth <= 1 || Some(best) != before.map(|b| b.0);
                    let s = self.settings;
                    let limit = match s.soft_ms {
                        Some(soft) if !unsettled => soft.min(s.budget_ms),
                        _ => s.budget_ms,
                    };
                    let over_time = now_ms - self.search_start_ms > limit * START_FRACTION;
                    let over_nodes = d.nodes() as f64 > s.node_cap as f64 * START_FRACTION;
                    if over_time || over_nodes {
                        d.finish();
                    }
                }
                if d.is_finished() {
                    let best = d.completed().map(|(o, _)| Move::Place(o.best));
                    let first = self.position.board.legal_moves().first().map(Move::Place);
                    self.stage = Stage::Done(best.or(first));
                }
            }
            _ => {}
        }
    }

    /// A job of a stage over is not handed out again.
    fn give_back(&mut self, id: u32) {
        if let Some((split, _)) = self.split_mut().filter(|&(_, m)| id & SOLVE_JOB == m) {
            split.give_back(id & !SOLVE_JOB);
        }
    }

    fn stale_jobs(&mut self) -> Vec<u32> {
        let Some((split, mark)) = self.split_mut() else {
            return Vec::new();
        };
        split.stale_jobs().into_iter().map(|id| id | mark).collect()
    }

    /// A job of the solve once the deepening has begun is not wanted any more.
    fn wants(&self, id: u32) -> bool {
        self.split().is_some_and(|(_, m)| id & SOLVE_JOB == m)
    }

    /// The solve's share of the move for the solve, the whole budget for the deepening.
    fn job_stop_ms(&self) -> Option<Millis> {
        match self.settings.solve {
            Some(solve) if self.is_solving() => Some(self.start_ms + solve.ms),
            _ => Some(self.search_start_ms + self.settings.budget_ms),
        }
    }

    fn is_finished(&self) -> bool {
        self.thinking().is_done()
    }

    fn path_to(&self, id: u32, score: Option<i32>) -> Option<Vec<Square>> {
        let (split, _) = self.split().filter(|&(_, m)| id & SOLVE_JOB == m)?;
        split.path_to(id & !SOLVE_JOB, score)
    }
}

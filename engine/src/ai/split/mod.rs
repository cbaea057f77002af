//! Root splitting: one root search shared out among searchers that share no memory (threads
//! with their own tables, or Web Workers that can only pass messages).
//!
//! The scheme is the classic one for a split at the root: the first move (the best by the
//! move ordering, or the previous iteration's best) is searched alone with the full
//! window; then every other move is handed out with a null window on the bound it set, and
//! a move that beats the bound is searched again with the full window (its result raises
//! the bound for the moves handed out after it). [`RootSplit`] holds one such search;
//! [`SplitDeepening`] runs them depth after depth for alpha-beta, every searcher on the same
//! iteration (the next begins once the last job of this one is in).
//!
//! While the first move is searched alone the other searchers would wait, and in a
//! well-ordered tree that search is most of the work. So [`RootSplit::split_first`] splits
//! it in turn, down the principal variation (Marsland and Popowich's PV splitting): the
//! first move is valued by a split of the position after it, whose own first move is valued
//! the same way, a few levels deep; only the deepest first move is searched alone.
//!
//! The caller runs the jobs: it asks [`JobSource::next_job`] for work for each idle
//! searcher, has the searcher run it ([`SplitJob::run_solver`],
//! [`SplitJob::run_alphabeta`]), and hands the [`SplitResult`] back with
//! [`JobSource::accept`]. Nothing here waits or spawns: the CLI runs the jobs on threads,
//! and the same jobs can travel to workers as messages.

use super::alphabeta::{AlphaBeta, RootMove};
use super::clock::{Deadline, Millis};
use super::endgame::Solver;
use crate::{Board, Move, Rules, Square};

mod deepening;
#[cfg(test)]
mod tests;

#[cfg(test)]
use deepening::PvSplit;
pub use deepening::SplitDeepening;

/// One piece of a split search: the value of playing `square` in `board`, within the
/// window `alpha..beta`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitJob {
    /// Identifies the job within its search (results carry it back).
    pub id: u32,
    /// The root position.
    pub board: Board,
    /// The root move to value.
    pub square: Square,
    /// The window's lower end.
    pub alpha: i32,
    /// The window's upper end.
    pub beta: i32,
    /// Plies to search, the move included (alpha-beta); 0 for an exact solve.
    pub depth: u32,
}

/// What a searcher found for a [`SplitJob`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitResult {
    /// The job's id.
    pub id: u32,
    /// The move's score for the side to move at the root (fail-soft within the job's
    /// window), or `None` when the searcher's deadline stopped it.
    pub score: Option<i32>,
    /// Positions the searcher visited for it.
    pub nodes: u64,
}

impl SplitJob {
    /// The same number for every job of one split search, whatever its level down the
    /// principal variation (a job one level down searches a ply less from a position a
    /// disc fuller): a searcher ages its table when it changes, as a new iteration does.
    pub fn iteration(&self) -> u32 {
        self.depth + (64 - self.board.empty_count())
    }

    /// Runs the job as an exact solve with `solver`.
    pub fn run_solver(&self, solver: &mut Solver, deadline: &Deadline) -> SplitResult {
        let score = solver.solve_move(self.board, self.square, self.alpha, self.beta, deadline);
        SplitResult {
            id: self.id,
            score,
            nodes: solver.nodes(),
        }
    }

    /// Runs the job as a `depth`-ply alpha-beta search with `searcher`.
    pub fn run_alphabeta(&self, searcher: &mut AlphaBeta, deadline: &Deadline) -> SplitResult {
        let score = searcher.search_move_window(
            self.board,
            self.square,
            self.depth,
            self.alpha,
            self.beta,
            deadline,
        );
        SplitResult {
            id: self.id,
            score,
            nodes: searcher.nodes(),
        }
    }
}

/// Where one root move stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// To be handed out: with the full window (a re-search) or a null window.
    Waiting { full: bool },
    /// Handed out as job `id` with this window; `cancelled` once the caller was told to
    /// stop it ([`JobSource::stale_jobs`]).
    Running {
        id: u32,
        alpha: i32,
        beta: i32,
        cancelled: bool,
    },
    /// Valued: exact, or a bound (an upper one, or a lower one at a cut-off).
    Done { score: i32, exact: bool },
}

/// The outcome of a split search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitOutcome {
    /// The best move found.
    pub best: Square,
    /// Its score (exact when strictly inside the search's window).
    pub score: i32,
    /// Every root move, best first: exact scores, and upper bounds for the moves proven
    /// no better than the best.
    pub moves: Vec<RootMove>,
    /// Positions visited by all the jobs.
    pub nodes: u64,
}

impl SplitOutcome {
    /// The moves, best first.
    fn order(&self) -> Vec<Square> {
        let square = |m: &RootMove| match m.mv {
            Move::Place(sq) => Some(sq),
            Move::Pass => None,
        };
        self.moves.iter().filter_map(square).collect()
    }
}

/// One root search split into jobs (see the module's documentation).
#[derive(Clone, Debug)]
pub struct RootSplit {
    board: Board,
    depth: u32,
    /// The window: `alpha` rises with the best score found.
    alpha: i32,
    beta: i32,
    moves: Vec<(Square, State)>,
    best: Option<usize>,
    next_id: u32,
    nodes: u64,
    stopped: bool,
    cutoff: bool,
    /// Per move: the split that values it while one does (the first move's own search
    /// split in turn, see [`RootSplit::split_first`]; in a split solve also a re-search or
    /// a null-window test near the root, see `further`), its jobs this split's.
    subs: Vec<Option<Box<RootSplit>>>,
    /// Jobs of such a split still running when it ended early (a cut-off) or went stale:
    /// the caller is told to stop them ([`JobSource::stale_jobs`]).
    orphans: Vec<u32>,
    /// Levels below the root split (0 for the root).
    level: u32,
    /// In a split solve, the rules it splits its moves' searches further under, once
    /// they are handed out, so that no searcher waits while one searches a large subtree
    /// alone: a move searched again with the full window (it beat the bound) is split down
    /// its own principal variation, and a null-window test near the root is split as young
    /// brothers wait (the position's first move alone, down its own first moves, then the
    /// others side by side, unless the first one already refutes it).
    further: Option<Rules>,
    /// The positions down the principal variation valued so far, each with its moves
    /// best first: the order to search them in at the next depth.
    learned: Vec<(Board, Vec<Square>)>,
}

/// Plies of the shallow search that orders the moves of the positions down the principal
/// variation of a split alpha-beta iteration ([`SplitDeepening::with_pv_split`]).
const PV_ORDER_DEPTH: u32 = 2;
/// Plies a split alpha-beta iteration keeps below the deepest position it splits.
const PV_MIN_PLIES: u32 = 4;
/// The most levels down the principal variation a split goes.
pub const PV_LEVELS: u32 = 6;
/// The fewest empties of a position an exact solve splits down the principal variation
/// (below, a position is solved too fast for a split to pay).
const PV_MIN_EMPTIES: u32 = 14;
/// Table of the shallow searches that order the principal variation's moves.
const PV_ORDER_TABLE_BYTES: usize = 1 << 16;
/// In a split solve, a null-window test is split too (see `further`) while its split is
/// fewer than this many levels below the root...
const TEST_SPLIT_LEVELS: u32 = 2;
/// ... or while the position after the tested move has at least this many empties (FFO
/// #45-#49 with 2 threads: 2 levels and 21 empties took 34.4 s, 2 levels alone 35.2 s,
/// 1 level and 21 empties 35.6 s, 3 levels 35.6 s; medians of 2 runs).
const TEST_SPLIT_EMPTIES: u32 = 21;

/// The moves of `board` in `solver`'s root order where a split solve splits it (enough
/// empties for a split to pay), else `None`.
fn solve_order(solver: &Solver, board: Board) -> Option<Vec<Square>> {
    (board.empty_count() >= PV_MIN_EMPTIES).then(|| solver.root_order(board))
}

/// A search split into jobs for idle searchers: a [`RootSplit`], a [`SplitDeepening`] or a
/// [`SplitMove`](crate::ai::SplitMove). The caller hands out its jobs, stops the ones
/// [`JobSource::stale_jobs`] names, and gives every result back to [`JobSource::accept`]
/// (the engine's [`SplitShare`](crate::ai::shared::SplitShare) does all that).
pub trait JobSource {
    /// The next job for an idle searcher, preferring one of the moves
    /// `prefer(position, square)` names if one is waiting (the order of the null-window
    /// tests waiting matters little): a searcher asks for the moves it searched at the
    /// last depth, whose subtrees its table knows. `None` when there is none now (the
    /// first move is still being searched, every move is handed out, or the search is
    /// over).
    fn next_job_preferring(&mut self, prefer: &dyn Fn(Board, Square) -> bool) -> Option<SplitJob>;

    /// The next job for an idle searcher, with no preference (see
    /// [`JobSource::next_job_preferring`]).
    fn next_job(&mut self) -> Option<SplitJob> {
        self.next_job_preferring(&|_, _| false)
    }

    /// Takes a searcher's result at `now_ms` (one of a job not handed out, or no longer
    /// waited for, is ignored but for its work).
    fn accept(&mut self, result: SplitResult, now_ms: Millis);

    /// Takes back job `id`, which its searcher will not answer (the searcher was lost): its
    /// move is handed out again with the same kind of window (a job not running is
    /// ignored).
    fn give_back(&mut self, id: u32);

    /// The running jobs that went stale, each named once: the caller stops them and hands
    /// their results (`None` or a score) back as usual.
    fn stale_jobs(&mut self) -> Vec<u32>;

    /// Whether job `id` belongs to the stage under way.
    fn wants(&self, id: u32) -> bool {
        let _ = id;
        true
    }

    /// When the jobs handed out now must stop, on the caller's clock, if the search says.
    fn job_stop_ms(&self) -> Option<Millis> {
        None
    }

    /// Whether the search is over. (Jobs may still be running: their results are not
    /// needed.)
    fn is_finished(&self) -> bool;

    /// The moves from the root to the position job `id` searches in (empty for a root
    /// move's job; `None` for a job not running). With a `score`, only when it makes the
    /// job's line the principal one of the root move it belongs to: any root move's job
    /// (its line is that move's own), and down the principal variation a job whose score
    /// falls strictly inside its window (it becomes its position's best).
    fn path_to(&self, id: u32, score: Option<i32>) -> Option<Vec<Square>>;
}

impl JobSource for RootSplit {
    fn next_job_preferring(&mut self, prefer: &dyn Fn(Board, Square) -> bool) -> Option<SplitJob> {
        let mut ids = self.next_id;
        let job = self.next_job_numbered(&mut ids, prefer);
        self.next_id = ids;
        job
    }

    fn accept(&mut self, result: SplitResult, _: Millis) {
        if !self.take(result) {
            // A job no longer waited for (its split ended or went stale): its work counts.
            self.nodes += result.nodes;
        }
    }

    fn give_back(&mut self, id: u32) {
        for sub in self.subs.iter_mut().flatten() {
            sub.give_back(id);
        }
        for (_, state) in &mut self.moves {
            if let State::Running {
                id: running,
                alpha,
                beta,
                ..
            } = *state
            {
                if running == id {
                    *state = State::Waiting {
                        full: beta != alpha + 1,
                    };
                }
            }
        }
    }

    /// The running null-window jobs whose bound is now below the search's (a move searched
    /// since raised it): they cost more than a test on the new bound would (a stopped one
    /// is handed out again on the new bound).
    fn stale_jobs(&mut self) -> Vec<u32> {
        let bound = self.alpha;
        let mut stale = std::mem::take(&mut self.orphans);
        for (i, (_, state)) in self.moves.iter_mut().enumerate() {
            let State::Running {
                id,
                alpha,
                beta,
                cancelled,
            } = state
            else {
                continue;
            };
            let went_stale = *beta == *alpha + 1 && *alpha < bound;
            if let Some(sub) = &mut self.subs[i] {
                if went_stale {
                    // A test split on an old bound: all of it stops, and the move is
                    // tested again on the new one.
                    stale.extend(sub.running_ids());
                    stale.append(&mut sub.orphans);
                    // The work its finished jobs did still counts.
                    self.nodes += sub.nodes;
                    self.subs[i] = None;
                    *state = State::Waiting { full: false };
                } else {
                    stale.append(&mut sub.stale_jobs());
                }
            } else if went_stale && !*cancelled {
                *cancelled = true;
                stale.push(*id);
            }
        }
        stale
    }

    /// Every move valued, a cut-off, or a job stopped by its deadline.
    fn is_finished(&self) -> bool {
        self.stopped
            || self.cutoff
            || self
                .moves
                .iter()
                .all(|(_, s)| matches!(s, State::Done { .. }))
    }

    fn path_to(&self, id: u32, score: Option<i32>) -> Option<Vec<Square>> {
        self.path_of(id, score.map(|s| (s, false)))
    }
}

impl RootSplit {
    /// A split search of `board`'s moves in `order` (the first is searched alone first)
    /// within `alpha..beta`, `depth` plies deep (0 for an exact solve). `None` when
    /// `order` is empty or holds a square that is not a legal move of `board`, or a square
    /// twice.
    pub fn new(
        board: Board,
        order: &[Square],
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> Option<RootSplit> {
        let legal = board.legal_moves().0;
        let mut seen = 0u64;
        for sq in order {
            if legal & sq.bit() == 0 || seen & sq.bit() != 0 {
                return None;
            }
            seen |= sq.bit();
        }
        if order.is_empty() {
            return None;
        }
        Some(RootSplit {
            board,
            depth,
            alpha,
            beta,
            moves: order
                .iter()
                .enumerate()
                .map(|(i, &sq)| (sq, State::Waiting { full: i == 0 }))
                .collect(),
            best: None,
            next_id: 0,
            nodes: 0,
            stopped: false,
            cutoff: false,
            subs: vec![None; order.len()],
            orphans: Vec::new(),
            level: 0,
            further: None,
            learned: Vec::new(),
        })
    }

    /// Splits the first move's search too, `levels` deep down the principal variation:
    /// the first move is valued by a split of the position after it (within the negated
    /// window, one ply less), whose first move is split the same way. `order` gives the
    /// moves of such a position in search order, given the position and its depth (0 for
    /// an exact solve), or `None` where it is not worth splitting (too few empties or
    /// plies). A position with fewer than two moves (a pass) is not split either, nor the
    /// first move of a 1-ply search.
    pub fn split_first(
        mut self,
        levels: u32,
        order: &mut dyn FnMut(Board, u32) -> Option<Vec<Square>>,
    ) -> RootSplit {
        debug_assert_eq!(self.next_id, 0, "split_first before the first job");
        if levels == 0 || self.depth == 1 {
            return self;
        }
        let square = self.moves[0].0;
        let child = self.board.apply(square, self.board.flips(square));
        let depth = self.depth.saturating_sub(1);
        let split = order(child, depth)
            .and_then(|moves| RootSplit::new(child, &moves, depth, -self.beta, -self.alpha));
        if let Some(mut split) = split.filter(|s| s.moves.len() >= 2) {
            split.level = self.level + 1;
            split.further = self.further;
            self.subs[0] = Some(Box::new(split.split_first(levels - 1, order)));
        }
        self
    }

    /// An exact solve (depth 0) split down the principal variation
    /// ([`RootSplit::split_first`]) as deep as it pays, each position's moves in the
    /// solver's order under `rules`. A move searched again with
    /// the full window (it beat the bound) is split the same way when it is handed out, down
    /// its own principal variation, and so is a null-window test near the root or of a
    /// large subtree (young brothers wait: the tested position's first move alone, down its
    /// own first moves, then its other moves side by side unless the first refutes it), so
    /// that no searcher waits while another searches a large subtree alone.
    pub fn split_solve_first(mut self, rules: Rules) -> RootSplit {
        self.further = Some(rules);
        let levels = PV_LEVELS.saturating_sub(self.level);
        let solver = Solver::new(1 << 10, rules);
        self.split_first(levels, &mut |board, _| solve_order(&solver, board))
    }

    /// The split that values move `i` within `alpha..beta` (`full`: a full-window search,
    /// else a null-window test), if this split solve splits it further (see `further`).
    fn split_move(&self, i: usize, full: bool, alpha: i32, beta: i32) -> Option<RootSplit> {
        let rules = self.further?;
        let below = self.level + 1;
        if self.depth != 0 || below > PV_LEVELS {
            return None;
        }
        let sq = self.moves[i].0;
        let child = self.board.apply(sq, self.board.flips(sq));
        if !full && self.level >= TEST_SPLIT_LEVELS && child.empty_count() < TEST_SPLIT_EMPTIES {
            return None;
        }
        let order = solve_order(&Solver::new(1 << 10, rules), child)?;
        let mut split = RootSplit::new(child, &order, 0, -beta, -alpha)?;
        if split.moves.len() < 2 {
            return None;
        }
        split.level = below;
        Some(split.split_solve_first(rules))
    }

    /// [`JobSource::next_job_preferring`], numbering jobs from `ids` (shared with the
    /// splits below).
    fn next_job_numbered(
        &mut self,
        ids: &mut u32,
        prefer: &dyn Fn(Board, Square) -> bool,
    ) -> Option<SplitJob> {
        if self.stopped || self.cutoff {
            return None;
        }
        if let Some(first) = &mut self.subs[0] {
            // The first move is valued by the split below: its jobs are this one's.
            if let State::Waiting { .. } = self.moves[0].1 {
                self.moves[0].1 = State::Running {
                    id: *ids,
                    alpha: self.alpha,
                    beta: self.beta,
                    cancelled: false,
                };
                *ids += 1;
            }
            return first.next_job_numbered(ids, prefer);
        }
        let first_done = matches!(self.moves[0].1, State::Done { .. });
        let waiting = |full: bool| {
            self.moves
                .iter()
                .position(|&(_, s)| s == State::Waiting { full })
        };
        let pick = if !first_done {
            matches!(self.moves[0].1, State::Waiting { .. }).then_some((0, true))
        } else if let Some(i) = waiting(true) {
            // Re-searches first: they may raise the bound for the rest.
            Some((i, true))
        } else {
            // Then the jobs of the moves' own splits, then the tests still waiting.
            for sub in self.subs.iter_mut().flatten() {
                if let Some(job) = sub.next_job_numbered(ids, prefer) {
                    return Some(job);
                }
            }
            let board = self.board;
            let preferred = self
                .moves
                .iter()
                .position(|&(sq, s)| s == State::Waiting { full: false } && prefer(board, sq));
            preferred.or_else(|| waiting(false)).map(|i| (i, false))
        };
        let (i, full) = pick?;
        let (alpha, beta) = if full {
            (self.alpha, self.beta)
        } else {
            (self.alpha, self.alpha + 1)
        };
        let id = *ids;
        *ids += 1;
        self.moves[i].1 = State::Running {
            id,
            alpha,
            beta,
            cancelled: false,
        };
        if let Some(split) = self.split_move(i, full, alpha, beta) {
            // Valued by its own split: the first job is that split's.
            let sub = self.subs[i].insert(Box::new(split));
            return sub.next_job_numbered(ids, prefer);
        }
        Some(SplitJob {
            id,
            board: self.board,
            square: self.moves[i].0,
            alpha,
            beta,
            depth: self.depth,
        })
    }

    /// Takes the result of a job of this split or of a split below; `false` when no
    /// split waits for it.
    fn take(&mut self, result: SplitResult) -> bool {
        let here = self.moves.iter().enumerate().position(|(i, &(_, s))| {
            matches!(s, State::Running { id, .. } if id == result.id) && self.subs[i].is_none()
        });
        if let Some(i) = here {
            self.settle(i, result);
            return true;
        }
        for i in 0..self.subs.len() {
            let Some(sub) = &mut self.subs[i] else {
                continue;
            };
            if sub.take(result) {
                if sub.is_finished() {
                    self.close_sub(i);
                }
                return true;
            }
        }
        false
    }

    /// Move `i`, running, is valued by `result` (its job's, or its split's outcome).
    fn settle(&mut self, i: usize, result: SplitResult) {
        let State::Running {
            alpha,
            beta,
            cancelled,
            ..
        } = self.moves[i].1
        else {
            return;
        };
        self.nodes += result.nodes;
        let Some(score) = result.score else {
            if cancelled {
                // Stopped because the bound rose: tested again on the new one.
                self.moves[i].1 = State::Waiting { full: false };
            } else {
                self.stopped = true;
                self.moves[i].1 = State::Waiting { full: true };
            }
            return;
        };
        self.moves[i].1 = if score <= alpha {
            // No better than a bound at least as low as today's: done.
            State::Done {
                score,
                exact: false,
            }
        } else if score >= beta {
            if beta >= self.beta {
                // Beyond the search's own window: a cut-off, the search is over.
                self.cutoff = true;
                self.raise(i, score);
                State::Done {
                    score,
                    exact: false,
                }
            } else if score > self.alpha {
                // It beats the bound: the full window tells by how much.
                State::Waiting { full: true }
            } else {
                // It beat an older, lower bound: test it on today's.
                State::Waiting { full: false }
            }
        } else {
            self.raise(i, score);
            State::Done { score, exact: true }
        };
        // A first move that failed low still opens the search (with the bound unchanged).
        if i == 0 && self.best.is_none() {
            self.best = Some(0);
        }
    }

    /// Move `i`'s split is over: its value is the move's.
    fn close_sub(&mut self, i: usize) {
        let State::Running { id, .. } = self.moves[i].1 else {
            return;
        };
        let Some(mut sub) = self.subs[i].take() else {
            return;
        };
        // After a cut-off below, its jobs still out are not needed.
        self.orphans.extend(sub.running_ids());
        self.orphans.append(&mut sub.orphans);
        let outcome = sub.outcome();
        if let Some(o) = &outcome {
            self.learned.push((sub.board, o.order()));
        }
        self.learned.append(&mut sub.learned);
        let score = outcome.map(|o| -o.score);
        self.settle(
            i,
            SplitResult {
                id,
                score,
                nodes: sub.nodes,
            },
        );
    }

    /// [`JobSource::path_to`], with `scored` = (score, whether this split is below the
    /// root).
    fn path_of(&self, id: u32, scored: Option<(i32, bool)>) -> Option<Vec<Square>> {
        let here = self
            .moves
            .iter()
            .enumerate()
            .find_map(|(i, &(_, s))| match s {
                State::Running {
                    id: r, alpha, beta, ..
                } if r == id && self.subs[i].is_none() => Some((alpha, beta)),
                _ => None,
            });
        if let Some((alpha, beta)) = here {
            return match scored {
                Some((score, true)) if score <= alpha || score >= beta => None,
                _ => Some(Vec::new()),
            };
        }
        let below = scored.map(|(score, _)| (score, true));
        self.subs.iter().enumerate().find_map(|(i, sub)| {
            let mut path = sub.as_ref()?.path_of(id, below)?;
            path.insert(0, self.moves[i].0);
            Some(path)
        })
    }

    /// The ids of the jobs handed out and not answered, here and below.
    fn running_ids(&self) -> Vec<u32> {
        let below = self.subs.iter().flatten().flat_map(|s| s.running_ids());
        self.moves
            .iter()
            .enumerate()
            .filter_map(|(i, &(_, s))| match s {
                // A split move's own id is never handed out.
                State::Running { id, .. } if self.subs[i].is_none() => Some(id),
                _ => None,
            })
            .chain(below)
            .collect()
    }

    /// Move `i` scored `score`: the best so far if it beats the bound.
    fn raise(&mut self, i: usize, score: i32) {
        let better = match self.best {
            None => true,
            Some(b) => match self.moves[b].1 {
                State::Done { score: s, .. } => score > s,
                _ => true,
            },
        };
        if better {
            self.best = Some(i);
        }
        self.alpha = self.alpha.max(score);
    }

    /// The best move valued exactly above the first move's exact score, if any (what an
    /// interrupted search still proved).
    fn proven_better(&self) -> Option<(Square, i32)> {
        let State::Done {
            score: first,
            exact: true,
        } = self.moves[0].1
        else {
            return None;
        };
        self.moves
            .iter()
            .skip(1)
            .filter_map(|&(sq, s)| match s {
                State::Done { score, exact: true } if score > first => Some((sq, score)),
                _ => None,
            })
            .max_by_key(|&(_, score)| score)
    }

    /// Whether a job was stopped by its deadline (the outcome is then incomplete).
    pub fn is_stopped(&self) -> bool {
        self.stopped
    }

    /// Positions visited by the jobs accepted so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The best move and every move's value, once the search [is
    /// finished](JobSource::is_finished) without being stopped; `None` before, or when
    /// stopped.
    pub fn outcome(&self) -> Option<SplitOutcome> {
        if self.stopped || !self.is_finished() {
            return None;
        }
        let best = self.best?;
        let mut moves: Vec<RootMove> = self
            .moves
            .iter()
            .filter_map(|&(sq, s)| match s {
                State::Done { score, exact } => Some(RootMove {
                    mv: Move::Place(sq),
                    score,
                    exact,
                }),
                _ => None,
            })
            .collect();
        // Fail-soft: the highest score of all, an exact one or a cut-off's lower bound
        // when there is one, else the highest upper bound (every move failed low).
        let high = moves.iter().map(|m| m.score).max()?;
        let best_sq = match self.moves[best].1 {
            State::Done { score, .. } if score == high => self.moves[best].0,
            _ => moves.iter().find_map(|m| match m.mv {
                Move::Place(sq) if m.score == high => Some(sq),
                _ => None,
            })?,
        };
        // The best first, then by score (a stable sort keeps the search order in ties).
        moves.sort_by_key(|m| (m.mv != Move::Place(best_sq), -m.score));
        Some(SplitOutcome {
            best: best_sq,
            score: high,
            moves,
            nodes: self.nodes,
        })
    }
}

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
//! The caller runs the jobs: it asks [`RootSplit::next_job`] for work for each idle
//! searcher, has the searcher run it ([`SplitJob::run_solver`],
//! [`SplitJob::run_alphabeta`]), and hands the [`SplitResult`] back with
//! [`RootSplit::accept`]. Nothing here waits or spawns: the CLI runs the jobs on threads,
//! and the same jobs can travel to workers as messages.

use super::alphabeta::{AlphaBeta, EvalKind, RootMove};
use super::clock::{Deadline, FrozenClock};
use super::endgame::Solver;
use crate::{Board, Move, Rules, Square};

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
    /// stop it ([`RootSplit::stale_jobs`]).
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
    /// a null-window test near the root, see [`Further`]), its jobs this split's.
    subs: Vec<Option<Box<RootSplit>>>,
    /// Jobs of such a split still running when it ended early (a cut-off) or went stale:
    /// the caller is told to stop them ([`RootSplit::stale_jobs`]).
    orphans: Vec<u32>,
    /// Levels below the root split (0 for the root).
    level: u32,
    /// How the moves' searches are split further once handed out, if they are.
    further: Option<Further>,
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
/// In a split solve, a null-window test is split too ([`Further`]) while its split is
/// fewer than this many levels below the root...
const TEST_SPLIT_LEVELS: u32 = 2;
/// ... or while the position after the tested move has at least this many empties (FFO
/// #45-#49 with 2 threads: 2 levels and 21 empties took 34.4 s, 2 levels alone 35.2 s,
/// 1 level and 21 empties 35.6 s, 3 levels 35.6 s; medians of 2 runs).
const TEST_SPLIT_EMPTIES: u32 = 21;

/// How a split solve splits its moves' searches beyond the first move down the principal
/// variation, so that no searcher waits while one searches a large subtree alone: a move
/// searched again with the full window (it beat the bound) is split down its own principal
/// variation, and a null-window test near the root is split as young brothers wait (the
/// position's first move alone, down its own first moves, then the others side by side,
/// unless the first one already refutes it).
#[derive(Clone, Copy, Debug)]
struct Further {
    rules: Rules,
}

/// The moves of `board` in `solver`'s root order where a split solve splits it (enough
/// empties for a split to pay), else `None`.
fn solve_order(solver: &Solver, board: Board) -> Option<Vec<Square>> {
    (board.empty_count() >= PV_MIN_EMPTIES).then(|| solver.root_order(board))
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
        self.further = Some(Further { rules });
        let levels = PV_LEVELS.saturating_sub(self.level);
        let solver = Solver::new(1 << 10, rules);
        self.split_first(levels, &mut |board, _| solve_order(&solver, board))
    }

    /// The split that values move `i` within `alpha..beta` (`full`: a full-window search,
    /// else a null-window test), if this split solve splits it further (see [`Further`]).
    fn split_move(&self, i: usize, full: bool, alpha: i32, beta: i32) -> Option<RootSplit> {
        let further = self.further?;
        let below = self.level + 1;
        if self.depth != 0 || below > PV_LEVELS {
            return None;
        }
        let sq = self.moves[i].0;
        let child = self.board.apply(sq, self.board.flips(sq));
        if !full && self.level >= TEST_SPLIT_LEVELS && child.empty_count() < TEST_SPLIT_EMPTIES {
            return None;
        }
        let order = solve_order(&Solver::new(1 << 10, further.rules), child)?;
        let mut split = RootSplit::new(child, &order, 0, -beta, -alpha)?;
        if split.moves.len() < 2 {
            return None;
        }
        split.level = below;
        Some(split.split_solve_first(further.rules))
    }

    /// The next job to hand to an idle searcher, or `None` when there is none now (the
    /// first move is still being searched, every move is handed out, or the search is
    /// over).
    pub fn next_job(&mut self) -> Option<SplitJob> {
        self.next_job_preferring(&|_, _| false)
    }

    /// [`RootSplit::next_job`], but among the null-window tests waiting, one of a move
    /// `prefer(position, square)` names if there is one (the order of those tests matters
    /// little): a searcher asks for the moves it searched at the last depth, whose
    /// subtrees its table knows.
    pub fn next_job_preferring(
        &mut self,
        prefer: &dyn Fn(Board, Square) -> bool,
    ) -> Option<SplitJob> {
        let mut ids = self.next_id;
        let job = self.next_job_numbered(&mut ids, prefer);
        self.next_id = ids;
        job
    }

    /// [`RootSplit::next_job_preferring`], numbering jobs from `ids` (shared with the
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

    /// Takes a searcher's result (one of a job this search did not hand out, or no longer
    /// waits for, is ignored).
    pub fn accept(&mut self, result: SplitResult) {
        if !self.take(result) {
            // A job no longer waited for (its split ended or went stale): its work counts.
            self.nodes += result.nodes;
        }
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
            let order = o.moves.iter().filter_map(|m| match m.mv {
                Move::Place(sq) => Some(sq),
                Move::Pass => None,
            });
            self.learned.push((sub.board, order.collect()));
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

    /// The moves from the root to the position job `id` searches in (empty for a root
    /// move's job), or `None` for a job not running.
    pub fn path(&self, id: u32) -> Option<Vec<Square>> {
        self.path_of(id, None)
    }

    /// The path of job `id` (see [`RootSplit::path`]) when its `score` makes its line the
    /// principal one of the root move it belongs to: any root move's job (its line is that
    /// move's own), and down the principal variation a job whose score falls strictly
    /// inside its window (it becomes its position's best). `None` otherwise.
    pub fn principal_path(&self, id: u32, score: i32) -> Option<Vec<Square>> {
        self.path_of(id, Some((score, false)))
    }

    /// [`RootSplit::path`], or with `scored` = (score, whether this split is below the
    /// root), [`RootSplit::principal_path`].
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

    /// Takes back job `id`, which its searcher will not answer (the searcher was lost): its
    /// move is handed out again with the same kind of window (a job not running is
    /// ignored).
    pub fn give_back(&mut self, id: u32) {
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

    /// The running null-window jobs whose bound is now below the search's (a move searched
    /// since raised it): they cost more than a test on the new bound would, and the caller
    /// should stop them (their result, `None` or a score, is then taken as usual: a stopped
    /// one is handed out again on the new bound). Each job is named once.
    pub fn stale_jobs(&mut self) -> Vec<u32> {
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

    /// Jobs handed out whose results have not come back.
    pub fn running(&self) -> usize {
        self.running_ids().len()
    }

    /// Whether the search is over: every move valued, a cut-off, or a job stopped by its
    /// deadline. (Jobs may still be running after a cut-off or a stop: their results are
    /// not needed.)
    pub fn is_finished(&self) -> bool {
        self.stopped
            || self.cutoff
            || self
                .moves
                .iter()
                .all(|(_, s)| matches!(s, State::Done { .. }))
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
    /// finished](RootSplit::is_finished) without being stopped; `None` before, or when
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

/// Iterative deepening of alpha-beta with every iteration a [`RootSplit`]: depth 1, 2, ...
/// up to a maximum, each iteration ordered by the one before (its best move first), the
/// next begun only once the last job of the current one is in.
#[derive(Clone, Debug)]
pub struct SplitDeepening {
    board: Board,
    max_depth: u32,
    split: RootSplit,
    completed: Option<(SplitOutcome, u32)>,
    nodes: u64,
    finishing: bool,
    /// How the iterations split the first move's search too, if they do.
    pv_split: Option<PvSplit>,
}

/// How a [`SplitDeepening`] splits its iterations down the principal variation.
#[derive(Clone, Copy, Debug)]
struct PvSplit {
    eval: EvalKind,
    rules: Rules,
}

impl PvSplit {
    /// `split` with its first move split in turn, down the principal variation: each
    /// position on the way in the order `known` has for it (the last depth's values),
    /// else by a shallow search.
    fn apply(self, split: RootSplit, known: &[(Board, Vec<Square>)]) -> RootSplit {
        // Made only if a position on the way is new (at the first depth that splits).
        let mut searcher: Option<AlphaBeta> = None;
        let never = Deadline::never(&FrozenClock);
        split.split_first(PV_LEVELS, &mut |board, depth| {
            (depth > PV_MIN_PLIES).then(|| {
                if let Some((_, order)) = known.iter().find(|(b, _)| *b == board) {
                    return order.clone();
                }
                // The moves by a shallow search, best first (ties in square order).
                let searcher = searcher.get_or_insert_with(|| {
                    AlphaBeta::new(self.eval, PV_ORDER_TABLE_BYTES, self.rules)
                });
                let mut scored: Vec<(i32, Square)> = board
                    .legal_moves()
                    .into_iter()
                    .map(|sq| {
                        let child = board.apply(sq, board.flips(sq));
                        let value = searcher.value(child, PV_ORDER_DEPTH, &never).unwrap_or(0);
                        (value, sq)
                    })
                    .collect();
                scored.sort_by_key(|&(value, _)| value);
                scored.into_iter().map(|(_, sq)| sq).collect()
            })
        })
    }
}

impl SplitDeepening {
    /// Deepening of `board` to at most `max_depth` plies, from the moves in `order` (`None`
    /// when `order` is not a list of distinct legal moves, or is empty).
    pub fn new(board: Board, order: &[Square], max_depth: u32) -> Option<SplitDeepening> {
        let inf = super::alphabeta::INFINITY;
        Some(SplitDeepening {
            board,
            max_depth: max_depth.max(1),
            split: RootSplit::new(board, order, 1, -inf, inf)?,
            completed: None,
            nodes: 0,
            finishing: false,
            pv_split: None,
        })
    }

    /// Splits each iteration's first move too, down the principal variation
    /// ([`RootSplit::split_first`]) while at least a few plies remain below, the moves of
    /// each position on the way ordered by a shallow search with `eval` under
    /// `rules`. So no searcher waits while an iteration's first move is
    /// searched. Call it before the first job is handed out.
    pub fn with_pv_split(mut self, eval: EvalKind, rules: Rules) -> SplitDeepening {
        let pv = PvSplit { eval, rules };
        self.pv_split = Some(pv);
        let split = self.split.clone();
        self.split = pv.apply(split, &[]);
        self
    }

    /// The next job for an idle searcher (see [`RootSplit::next_job`]).
    pub fn next_job(&mut self) -> Option<SplitJob> {
        self.next_job_preferring(&|_, _| false)
    }

    /// The next job for an idle searcher, preferring the moves `prefer` names (see
    /// [`RootSplit::next_job_preferring`]).
    pub fn next_job_preferring(
        &mut self,
        prefer: &dyn Fn(Board, Square) -> bool,
    ) -> Option<SplitJob> {
        if self.is_finished() {
            return None;
        }
        self.split.next_job_preferring(prefer)
    }

    /// Takes a result; returns the depth of the iteration it completed, if it completed
    /// one (the caller may then [`finish`](SplitDeepening::finish) if the next would not
    /// fit in its time).
    pub fn accept(&mut self, result: SplitResult) -> Option<u32> {
        let before = self.split.nodes();
        self.split.accept(result);
        self.nodes += self.split.nodes() - before;
        if self.split.is_stopped() {
            self.finishing = true;
            // A partly searched iteration still counts when a move proved better than the
            // previous best (searched first): it becomes the best.
            if let (Some((done, _)), Some((sq, score))) =
                (self.completed.as_mut(), self.split.proven_better())
            {
                done.moves.retain(|m| m.mv != Move::Place(sq));
                done.moves.insert(
                    0,
                    RootMove {
                        mv: Move::Place(sq),
                        score,
                        exact: true,
                    },
                );
                done.best = sq;
                done.score = score;
            }
            return None;
        }
        let outcome = self.split.outcome()?;
        let depth = self.split.depth;
        let order: Vec<Square> = outcome
            .moves
            .iter()
            .filter_map(|m| match m.mv {
                Move::Place(sq) => Some(sq),
                Move::Pass => None,
            })
            .collect();
        self.completed = Some((outcome, depth));
        if depth >= self.max_depth || depth > self.board.empty_count() {
            self.finishing = true;
        } else {
            let inf = super::alphabeta::INFINITY;
            if let Some(next) = RootSplit::new(self.board, &order, depth + 1, -inf, inf) {
                let known = std::mem::take(&mut self.split.learned);
                self.split = match self.pv_split {
                    Some(pv) => pv.apply(next, &known),
                    None => next,
                };
            } else {
                self.finishing = true;
            }
        }
        Some(depth)
    }

    /// Takes back job `id` of the current iteration (see [`RootSplit::give_back`]).
    pub fn give_back(&mut self, id: u32) {
        self.split.give_back(id);
    }

    /// Starts no further iteration; the one under way is abandoned (its jobs' results are
    /// ignored).
    pub fn finish(&mut self) {
        self.finishing = true;
    }

    /// Whether the deepening is over (its maximum depth, the whole tree, a stop or
    /// [`finish`](SplitDeepening::finish)).
    pub fn is_finished(&self) -> bool {
        self.finishing
    }

    /// The current iteration's stale jobs (see [`RootSplit::stale_jobs`]).
    pub fn stale_jobs(&mut self) -> Vec<u32> {
        if self.finishing {
            return Vec::new();
        }
        self.split.stale_jobs()
    }

    /// The moves from the root to the position of the current iteration's job `id` (see
    /// [`RootSplit::path`]).
    pub fn path(&self, id: u32) -> Option<Vec<Square>> {
        self.split.path(id)
    }

    /// The path of the current iteration's job `id` if `score` makes its line principal
    /// (see [`RootSplit::principal_path`]).
    pub fn principal_path(&self, id: u32, score: i32) -> Option<Vec<Square>> {
        self.split.principal_path(id, score)
    }

    /// Jobs of the current iteration still running.
    pub fn running(&self) -> usize {
        if self.finishing && self.split.is_finished() {
            return 0;
        }
        self.split.running()
    }

    /// Positions visited by all the jobs accepted so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The last completed iteration and its depth.
    pub fn completed(&self) -> Option<(&SplitOutcome, u32)> {
        self.completed.as_ref().map(|(o, d)| (o, *d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{EvalKind, Rng};
    use crate::Position;

    /// A random position after `plies` random moves from the start (`None` if the game
    /// ended first).
    fn random_position(seed: u64, plies: u32) -> Option<Board> {
        let mut rng = Rng::new(seed);
        let mut board = Position::START.board;
        for _ in 0..plies {
            let moves: Vec<Square> = board.legal_moves().into_iter().collect();
            if moves.is_empty() {
                if !board.swapped().has_legal_move() {
                    return None;
                }
                board = board.swapped();
                continue;
            }
            let sq = moves[rng.below(moves.len() as u32) as usize];
            let f = crate::movegen::flips(board.player, board.opponent, sq.index());
            board = board.apply(sq, crate::Bitboard(f));
        }
        board.has_legal_move().then_some(board)
    }

    /// Like `drive`, but stale jobs are stopped (answered `None`) when they come up.
    fn drive_cancelling(
        split: &mut RootSplit,
        workers: usize,
        rng: &mut Rng,
        mut run: impl FnMut(&SplitJob) -> SplitResult,
    ) -> usize {
        let mut running: Vec<SplitJob> = Vec::new();
        let mut cancelled = std::collections::HashSet::new();
        loop {
            while running.len() < workers {
                match split.next_job() {
                    Some(job) => running.push(job),
                    None => break,
                }
            }
            if running.is_empty() {
                break;
            }
            let k = rng.below(running.len() as u32) as usize;
            let job = running.swap_remove(k);
            let result = if cancelled.contains(&job.id) {
                SplitResult {
                    id: job.id,
                    score: None,
                    nodes: 0,
                }
            } else {
                run(&job)
            };
            split.accept(result);
            cancelled.extend(split.stale_jobs());
        }
        assert!(split.is_finished() && !split.is_stopped());
        cancelled.len()
    }

    #[test]
    fn stale_jobs_stopped_and_handed_out_again_change_no_score() {
        let mut rng = Rng::new(5);
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut stopped = 0;
        for seed in 0..30 {
            let Some(board) = random_position(300 + seed, 48) else {
                continue;
            };
            let mut serial = Solver::new(1 << 18, Rules::WOF);
            let exact = serial.solve(board, &deadline).unwrap().score;
            // The worst move first: the bound rises later, and jobs go stale.
            let mut order = serial.root_order(board);
            order.reverse();
            let mut solver = Solver::new(1 << 18, Rules::WOF);
            let mut split = RootSplit::new(board, &order, 0, -64, 64).unwrap();
            stopped += drive_cancelling(&mut split, 3, &mut rng, |job| {
                job.run_solver(&mut solver, &deadline)
            });
            assert_eq!(split.outcome().unwrap().score, exact, "seed {seed}");
        }
        assert!(stopped > 0, "some jobs went stale");
    }

    /// Runs `split` with `workers` simulated searchers that finish their jobs in an order
    /// drawn from `rng`; `run` values a job.
    fn drive(
        split: &mut RootSplit,
        workers: usize,
        rng: &mut Rng,
        mut run: impl FnMut(&SplitJob) -> SplitResult,
    ) {
        let mut running: Vec<SplitJob> = Vec::new();
        loop {
            while running.len() < workers {
                match split.next_job() {
                    Some(job) => running.push(job),
                    None => break,
                }
            }
            if running.is_empty() {
                break;
            }
            let k = rng.below(running.len() as u32) as usize;
            let job = running.swap_remove(k);
            split.accept(run(&job));
        }
        assert!(split.is_finished());
    }

    #[test]
    fn a_split_solve_finds_the_serial_solvers_score_with_any_number_of_searchers() {
        let mut rng = Rng::new(7);
        let mut tested = 0;
        for seed in 0..40 {
            let Some(board) = random_position(seed, 48) else {
                continue;
            };
            let deadline = Deadline::never(&crate::ai::FrozenClock);
            let mut serial = Solver::new(1 << 20, Rules::WOF);
            let expected = serial.solve(board, &deadline).unwrap();
            let order = serial.root_order(board);
            for workers in [1, 2, 3, 5] {
                let mut solvers: Vec<Solver> = (0..workers)
                    .map(|_| Solver::new(1 << 18, Rules::WOF))
                    .collect();
                let mut split = RootSplit::new(board, &order, 0, -64, 64).unwrap();
                let mut turn = 0;
                drive(&mut split, workers, &mut rng, |job| {
                    turn += 1;
                    job.run_solver(&mut solvers[turn % workers], &deadline)
                });
                let outcome = split.outcome().expect("an outcome");
                assert_eq!(
                    outcome.score, expected.score,
                    "seed {seed}, {workers} searchers"
                );
                assert_eq!(outcome.moves.len(), order.len());
                assert!(outcome.moves[0].exact);
                // The best move really scores that, and no move beats it.
                let mut check = Solver::new(1 << 18, Rules::WOF);
                let best = check.solve_move(board, outcome.best, -64, 64, &deadline);
                assert_eq!(best, Some(expected.score));
                assert!(outcome.moves.iter().all(|m| m.score <= outcome.score));
            }
            tested += 1;
        }
        assert!(tested >= 30, "{tested}");
    }

    #[test]
    fn a_split_alphabeta_iteration_finds_the_best_full_window_value() {
        let mut rng = Rng::new(11);
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        for seed in 0..12 {
            let Some(board) = random_position(100 + seed, 20) else {
                continue;
            };
            let depth = 4;
            // Each job on a fresh searcher: a job's value depends on nothing but the job.
            let run = |job: &SplitJob| {
                let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
                job.run_alphabeta(&mut ab, &deadline)
            };
            let full: Vec<i32> = board
                .legal_moves()
                .into_iter()
                .map(|sq| {
                    let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
                    ab.search_move(board, sq, depth, &deadline).unwrap()
                })
                .collect();
            let order: Vec<Square> = board.legal_moves().into_iter().collect();
            for workers in [1, 2, 4] {
                let inf = crate::ai::alphabeta::INFINITY;
                let mut split = RootSplit::new(board, &order, depth, -inf, inf).unwrap();
                drive(&mut split, workers, &mut rng, run);
                let outcome = split.outcome().unwrap();
                assert_eq!(outcome.score, *full.iter().max().unwrap(), "seed {seed}");
                for m in &outcome.moves {
                    let Move::Place(sq) = m.mv else { panic!() };
                    let i = order.iter().position(|&s| s == sq).unwrap();
                    if m.exact {
                        assert_eq!(m.score, full[i]);
                    } else {
                        assert!(full[i] <= m.score && m.score <= outcome.score);
                    }
                }
            }
        }
    }

    #[test]
    fn a_deepening_goes_depth_by_depth_and_stops_when_told() {
        let board = Position::START.board;
        let order: Vec<Square> = board.legal_moves().into_iter().collect();
        let mut deepening = SplitDeepening::new(board, &order, 5).unwrap();
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
        let mut depths = Vec::new();
        while let Some(job) = deepening.next_job() {
            if let Some(d) = deepening.accept(job.run_alphabeta(&mut ab, &deadline)) {
                depths.push(d);
                if d == 3 {
                    deepening.finish();
                }
            }
        }
        assert_eq!(depths, [1, 2, 3]);
        let (outcome, depth) = deepening.completed().unwrap();
        assert_eq!(depth, 3);
        assert!(order.contains(&outcome.best));
        assert!(deepening.nodes() > 0);
    }

    #[test]
    fn a_split_within_a_narrow_window_fails_soft_like_the_serial_solver() {
        let mut rng = Rng::new(3);
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        for seed in 0..20 {
            let Some(board) = random_position(200 + seed, 48) else {
                continue;
            };
            let mut serial = Solver::new(1 << 18, Rules::WOF);
            let exact = serial.solve(board, &deadline).unwrap().score;
            let order = serial.root_order(board);
            // Windows below, around and above the exact score.
            for (alpha, beta) in [
                (exact + 2, exact + 6),
                (exact - 1, exact + 1),
                (exact - 8, exact - 2),
            ] {
                let mut solver = Solver::new(1 << 18, Rules::WOF);
                let mut split = RootSplit::new(board, &order, 0, alpha, beta).unwrap();
                drive(&mut split, 2, &mut rng, |job| {
                    job.run_solver(&mut solver, &deadline)
                });
                let score = split.outcome().unwrap().score;
                if exact <= alpha {
                    assert!(
                        exact <= score && score <= alpha,
                        "{exact} in {alpha}..{beta}: {score}"
                    );
                } else if exact >= beta {
                    assert!(
                        beta <= score && score <= exact,
                        "{exact} in {alpha}..{beta}: {score}"
                    );
                } else {
                    assert_eq!(score, exact);
                }
            }
        }
    }

    /// The solver's order for positions with at least `min` empties (the PV split's rule
    /// in the tests: small positions, so that the split goes several levels down).
    fn solver_order(min: u32) -> impl FnMut(Board, u32) -> Option<Vec<Square>> {
        let solver = Solver::new(1 << 10, Rules::WOF);
        move |board, _| (board.empty_count() >= min).then(|| solver.root_order(board))
    }

    #[test]
    fn a_pv_split_solve_finds_the_serial_solvers_score_with_any_number_of_searchers() {
        let mut rng = Rng::new(17);
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut tested = 0;
        for seed in 0..30 {
            let Some(board) = random_position(400 + seed, 46) else {
                continue;
            };
            let mut serial = Solver::new(1 << 20, Rules::WOF);
            let expected = serial.solve(board, &deadline).unwrap().score;
            let order = serial.root_order(board);
            for workers in [1, 2, 3, 5] {
                let mut solvers: Vec<Solver> = (0..workers)
                    .map(|_| Solver::new(1 << 16, Rules::WOF))
                    .collect();
                let mut split = RootSplit::new(board, &order, 0, -64, 64)
                    .unwrap()
                    .split_first(PV_LEVELS, &mut solver_order(8));
                let mut turn = 0;
                drive(&mut split, workers, &mut rng, |job| {
                    turn += 1;
                    job.run_solver(&mut solvers[turn % workers], &deadline)
                });
                let outcome = split.outcome().expect("an outcome");
                assert_eq!(outcome.score, expected, "seed {seed}, {workers} searchers");
                assert_eq!(outcome.moves.len(), order.len());
                let mut check = Solver::new(1 << 16, Rules::WOF);
                let best = check.solve_move(board, outcome.best, -64, 64, &deadline);
                assert_eq!(best, Some(expected), "seed {seed}: the best move scores it");
            }
            tested += 1;
        }
        assert!(tested >= 20, "{tested}");
    }

    #[test]
    fn a_pv_split_with_stale_jobs_stopped_changes_no_score() {
        let mut rng = Rng::new(23);
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut stopped = 0;
        for seed in 0..30 {
            let Some(board) = random_position(500 + seed, 46) else {
                continue;
            };
            let mut serial = Solver::new(1 << 18, Rules::WOF);
            let exact = serial.solve(board, &deadline).unwrap().score;
            // The worst moves first, down the line too: bounds rise late and cut-offs
            // below leave jobs running.
            let mut order = serial.root_order(board);
            order.reverse();
            let mut reversed = solver_order(8);
            let mut worst_first = |b: Board, d: u32| {
                reversed(b, d).map(|mut o| {
                    o.reverse();
                    o
                })
            };
            let mut solver = Solver::new(1 << 16, Rules::WOF);
            let mut split = RootSplit::new(board, &order, 0, -64, 64)
                .unwrap()
                .split_first(PV_LEVELS, &mut worst_first);
            stopped += drive_cancelling(&mut split, 3, &mut rng, |job| {
                job.run_solver(&mut solver, &deadline)
            });
            assert_eq!(split.outcome().unwrap().score, exact, "seed {seed}");
        }
        assert!(stopped > 0, "some jobs went stale");
    }

    #[test]
    fn a_pv_split_keeps_searchers_busy_while_the_first_move_is_valued() {
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut solver = Solver::new(1 << 16, Rules::WOF);
        let mut found = 0;
        for seed in 0..10 {
            let Some(board) = random_position(600 + seed, 44) else {
                continue;
            };
            let order = solver.root_order(board);
            let plain = RootSplit::new(board, &order, 0, -64, 64).unwrap();
            let mut split = plain.clone().split_first(PV_LEVELS, &mut solver_order(8));
            if split.subs[0].is_none() {
                continue; // a lone reply or a pass after the first move: nothing to split
            }
            // Without the PV split, one job is all there is until the first move is in.
            let mut alone = plain;
            assert!(alone.next_job().is_some());
            assert!(alone.next_job().is_none());
            // With it, the deepest first move alone, then its siblings side by side, all
            // before the root's first move has a value.
            let first = split.next_job().unwrap();
            assert_ne!(first.board, board, "a job down the principal variation");
            assert!(split.next_job().is_none());
            split.accept(first.run_solver(&mut solver, &deadline));
            let mut side_by_side = Vec::new();
            while let Some(job) = split.next_job() {
                side_by_side.push(job);
            }
            assert!(
                side_by_side.len() >= 2,
                "seed {seed}: {}",
                side_by_side.len()
            );
            assert_eq!(split.running(), side_by_side.len());
            assert!(!split.is_finished());
            found += 1;
        }
        assert!(found >= 5);
    }

    #[test]
    fn a_cut_off_down_the_principal_variation_stops_the_jobs_still_out_there() {
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut solver = Solver::new(1 << 16, Rules::WOF);
        let mut orphans = 0;
        for seed in 0..20 {
            let Some(board) = random_position(700 + seed, 46) else {
                continue;
            };
            let exact = solver.solve(board, &deadline).unwrap().score;
            // A window above the score: the position after the first move cuts off as
            // soon as one of its moves refutes it.
            let order = solver.root_order(board);
            let mut split = RootSplit::new(board, &order, 0, exact + 4, exact + 8)
                .unwrap()
                .split_first(1, &mut solver_order(0));
            let mut out: Vec<SplitJob> = Vec::new();
            loop {
                while let Some(job) = split.next_job() {
                    out.push(job);
                }
                let Some(job) = out.pop() else { break };
                split.accept(job.run_solver(&mut solver, &deadline));
                let stale = split.stale_jobs();
                if split.running() < out.len() {
                    // The jobs the split no longer counts are the ones it asked to stop.
                    let counted = out.len() - split.running();
                    assert_eq!(stale.len(), counted, "seed {seed}");
                    out.retain(|j| !stale.contains(&j.id));
                    orphans += counted;
                }
            }
            let score = split.outcome().unwrap().score;
            assert!(exact <= score && score <= exact + 4, "{exact}: {score}");
        }
        assert!(orphans > 0, "some cut-offs left jobs running");
    }

    #[test]
    fn the_principal_path_leads_from_the_root_to_the_jobs_that_set_a_best() {
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut solver = Solver::new(1 << 16, Rules::WOF);
        let mut deep = 0;
        for seed in 0..10 {
            let Some(board) = random_position(950 + seed, 46) else {
                continue;
            };
            let order = solver.root_order(board);
            let mut split = RootSplit::new(board, &order, 0, -64, 64)
                .unwrap()
                .split_first(PV_LEVELS, &mut solver_order(8));
            while let Some(job) = split.next_job() {
                let path = split.path(job.id).expect("a running job has a path");
                // The path leads to the job's position.
                let mut at = board;
                for &sq in &path {
                    assert!(at.legal_moves().0 & sq.bit() != 0);
                    at = at.apply(sq, at.flips(sq));
                }
                assert_eq!(at, job.board);
                let result = job.run_solver(&mut solver, &deadline);
                let score = result.score.unwrap();
                match split.principal_path(job.id, score) {
                    Some(p) => {
                        assert_eq!(p, path);
                        if !p.is_empty() {
                            // Below the root only a job that sets its position's best.
                            assert!(job.alpha < score && score < job.beta);
                            assert_eq!(p[0], order[0], "down the first move");
                            deep += 1;
                        }
                    }
                    None => {
                        assert!(!path.is_empty(), "every root move's job has its line");
                        assert!(score <= job.alpha || score >= job.beta);
                    }
                }
                split.accept(result);
                assert_eq!(split.path(job.id), None, "answered");
            }
        }
        assert!(
            deep > 0,
            "some lines come from down the principal variation"
        );
    }

    #[test]
    fn a_pv_split_alphabeta_iteration_finds_the_best_full_window_value() {
        let mut rng = Rng::new(13);
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        for seed in 0..8 {
            let Some(board) = random_position(800 + seed, 20) else {
                continue;
            };
            let depth = 7;
            let run = |job: &SplitJob| {
                let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
                job.run_alphabeta(&mut ab, &deadline)
            };
            let best = board
                .legal_moves()
                .into_iter()
                .map(|sq| {
                    let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
                    ab.search_move(board, sq, depth, &deadline).unwrap()
                })
                .max()
                .unwrap();
            let order: Vec<Square> = board.legal_moves().into_iter().collect();
            let inf = crate::ai::alphabeta::INFINITY;
            let pv = PvSplit {
                eval: EvalKind::Tuned,
                rules: Rules::WOF,
            };
            for workers in [1, 2, 4] {
                let mut split = pv.apply(
                    RootSplit::new(board, &order, depth, -inf, inf).unwrap(),
                    &[],
                );
                assert!(split.subs[0].is_some(), "seed {seed}: split down the line");
                drive(&mut split, workers, &mut rng, run);
                assert_eq!(split.outcome().unwrap().score, best, "seed {seed}");
            }
        }
    }

    #[test]
    fn a_pv_split_deepening_reaches_the_same_values_as_the_plain_one() {
        let board = random_position(900, 16).unwrap();
        let order: Vec<Square> = board.legal_moves().into_iter().collect();
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let outcome = |pv: bool| {
            let mut d = SplitDeepening::new(board, &order, 7).unwrap();
            if pv {
                d = d.with_pv_split(EvalKind::Tuned, Rules::WOF);
            }
            while let Some(job) = d.next_job() {
                let mut ab = AlphaBeta::new(EvalKind::Tuned, 1 << 16, Rules::WOF);
                d.accept(job.run_alphabeta(&mut ab, &deadline));
            }
            let (o, depth) = d.completed().unwrap();
            (o.score, depth)
        };
        assert_eq!(outcome(true), outcome(false));
    }

    #[test]
    fn an_idle_searcher_gets_its_own_moves_first() {
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let board = random_position(42, 46).unwrap();
        let mut solver = Solver::new(1 << 16, Rules::WOF);
        let order = solver.root_order(board);
        assert!(order.len() >= 3, "{}", order.len());
        let mut split = RootSplit::new(board, &order, 0, -64, 64).unwrap();
        let first = split.next_job().unwrap();
        split.accept(first.run_solver(&mut solver, &deadline));
        // The null-window tests wait in order; a searcher that searched the last move
        // before gets that one.
        let last = order[order.len() - 1];
        let job = split
            .next_job_preferring(&|b, sq| b == board && sq == last)
            .unwrap();
        assert_eq!(job.square, last);
        assert_eq!(job.beta, job.alpha + 1);
        // Nothing of its own left: the next in order.
        let job = split.next_job_preferring(&|_, sq| sq == last).unwrap();
        assert_eq!(job.square, order[1]);
    }

    #[test]
    fn a_split_solve_splits_re_searches_and_tests_too_and_finds_the_serial_score() {
        // 16 empties: the moves' own splits come into play (tests near the root, and
        // moves searched again after beating the bound), the worst move first so that
        // re-searches and stale tests happen. Searchers finish in a random order and send
        // each other what they found, as the CLI's threads do.
        let deadline = Deadline::never(&crate::ai::FrozenClock);
        let mut rng = Rng::new(11);
        let (mut tested, mut split_moves, mut stopped) = (0, 0, 0);
        for seed in 0..12 {
            let Some(board) = random_position(500 + seed, 44) else {
                continue;
            };
            if board.empty_count() < 16 {
                continue;
            }
            let mut serial = Solver::new(1 << 18, Rules::WOF);
            let exact = serial.solve(board, &deadline).unwrap().score;
            let mut order = serial.root_order(board);
            if order.len() < 3 {
                continue;
            }
            order.reverse();
            for workers in [1, 2, 3] {
                let mut solvers: Vec<Solver> = (0..workers)
                    .map(|_| {
                        let mut s = Solver::new(1 << 18, Rules::WOF);
                        s.share_from(Some(12));
                        s
                    })
                    .collect();
                let mut split = RootSplit::new(board, &order, 0, -64, 64)
                    .unwrap()
                    .split_solve_first(Rules::WOF);
                let mut free: Vec<usize> = (0..workers).collect();
                let mut running: Vec<(SplitJob, usize)> = Vec::new();
                let mut cancelled = std::collections::HashSet::new();
                loop {
                    while let Some(&w) = free.last() {
                        let Some(job) = split.next_job() else {
                            break;
                        };
                        // A job below a root move other than the first: that move is
                        // valued by its own split.
                        let path = split.path(job.id).expect("a running job's path");
                        if path.first().is_some_and(|&sq| sq != order[0]) {
                            split_moves += 1;
                        }
                        free.pop();
                        running.push((job, w));
                    }
                    if running.is_empty() {
                        break;
                    }
                    let (job, w) = running.swap_remove(rng.below(running.len() as u32) as usize);
                    let result = if cancelled.contains(&job.id) {
                        stopped += 1;
                        SplitResult {
                            id: job.id,
                            score: None,
                            nodes: 0,
                        }
                    } else {
                        job.run_solver(&mut solvers[w], &deadline)
                    };
                    let found = solvers[w].take_found();
                    for (i, other) in solvers.iter_mut().enumerate() {
                        if i != w {
                            other.learn(&found);
                        }
                    }
                    free.push(w);
                    split.accept(result);
                    cancelled.extend(split.stale_jobs());
                }
                assert!(split.is_finished() && !split.is_stopped());
                let outcome = split.outcome().expect("an outcome");
                assert_eq!(outcome.score, exact, "seed {seed}, {workers} searchers");
                let mut check = Solver::new(1 << 18, Rules::WOF);
                let best = check.solve_move(board, outcome.best, -64, 64, &deadline);
                assert_eq!(best, Some(exact), "seed {seed}: the best move scores it");
                tested += 1;
            }
        }
        assert!(tested >= 15, "{tested}");
        assert!(split_moves > 0, "moves besides the first were split");
        assert!(stopped > 0, "some jobs went stale");
    }

    #[test]
    fn a_bad_order_is_refused() {
        let board = Position::START.board;
        let a1 = Square::from_index(0);
        let d3: Square = "d3".parse().unwrap();
        assert!(RootSplit::new(board, &[], 0, -64, 64).is_none());
        assert!(RootSplit::new(board, &[a1], 0, -64, 64).is_none());
        assert!(RootSplit::new(board, &[d3, d3], 0, -64, 64).is_none());
        assert!(RootSplit::new(board, &[d3], 0, -64, 64).is_some());
    }
}

//! Iterative deepening with every iteration split at the root ([`SplitDeepening`]).

use super::{
    JobSource, RootSplit, SplitJob, SplitOutcome, SplitResult, PV_LEVELS, PV_MIN_PLIES,
    PV_ORDER_DEPTH, PV_ORDER_TABLE_BYTES,
};
use crate::ai::alphabeta::{AlphaBeta, EvalKind, RootMove};
use crate::ai::clock::{Deadline, FrozenClock, Millis};
use crate::{Board, Move, Rules, Square};

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
pub(super) struct PvSplit {
    pub(super) eval: EvalKind,
    pub(super) rules: Rules,
}

impl PvSplit {
    /// `split` with its first move split in turn, down the principal variation: each
    /// position on the way in the order `known` has for it (the last depth's values),
    /// else by a shallow search.
    pub(super) fn apply(self, split: RootSplit, known: &[(Board, Vec<Square>)]) -> RootSplit {
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
        let inf = crate::ai::alphabeta::INFINITY;
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

    /// Starts no further iteration; the one under way is abandoned (its jobs' results are
    /// ignored).
    pub fn finish(&mut self) {
        self.finishing = true;
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

impl JobSource for SplitDeepening {
    fn next_job_preferring(&mut self, prefer: &dyn Fn(Board, Square) -> bool) -> Option<SplitJob> {
        if self.is_finished() {
            return None;
        }
        self.split.next_job_preferring(prefer)
    }

    /// Takes a result (an iteration it completes shows in [`SplitDeepening::completed`]:
    /// the caller may then [`finish`](SplitDeepening::finish) if the next would not fit in
    /// its time).
    fn accept(&mut self, result: SplitResult, now_ms: Millis) {
        let before = self.split.nodes();
        self.split.accept(result, now_ms);
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
            return;
        }
        let Some(outcome) = self.split.outcome() else {
            return;
        };
        let depth = self.split.depth;
        let order = outcome.order();
        self.completed = Some((outcome, depth));
        if depth >= self.max_depth || depth > self.board.empty_count() {
            self.finishing = true;
        } else {
            let inf = crate::ai::alphabeta::INFINITY;
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
    }

    /// A job of the current iteration.
    fn give_back(&mut self, id: u32) {
        self.split.give_back(id);
    }

    fn stale_jobs(&mut self) -> Vec<u32> {
        if self.finishing {
            return Vec::new();
        }
        self.split.stale_jobs()
    }

    /// Its maximum depth, the whole tree, a stop or [`finish`](SplitDeepening::finish).
    fn is_finished(&self) -> bool {
        self.finishing
    }

    /// A job of the current iteration.
    fn path_to(&self, id: u32, score: Option<i32>) -> Option<Vec<Square>> {
        self.split.path_to(id, score)
    }
}

//! Alpha-beta search: negamax with principal-variation search, iterative deepening under a
//! time budget, a bounded transposition table and move ordering (hash move first, then the
//! moves that leave the opponent the fewest replies).

use super::clock::{Deadline, Millis};
use super::eval::DISC;
use super::movelist::{Child, MoveList};
mod leaves;
mod negamax;
mod probcut;
pub use probcut::shallow_depth as probcut_shallow_depth;

#[cfg(feature = "patterns")]
use super::pattern::{PatternState, PatternWeights};
use super::pvs::best_child;
use super::tt::{Bound, Table, NO_MOVE};
use crate::movegen::{flips, legal_moves, legal_moves_both};
use crate::{Board, Move, Rules, Square};
#[cfg(feature = "patterns")]
use leaves::PatternLeaves;
use leaves::{Leaves, PlainLeaves};

/// Which static evaluation the search uses at its leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalKind {
    /// The original desktop heuristic (corners, next-to-corner squares, mobility).
    Original,
    /// The tuned evaluation ([`tuned_eval`](super::eval::tuned_eval)), in 1/100 discs.
    Tuned,
    /// A learned pattern evaluation ([`PatternWeights::eval`]), in 1/100 discs.
    #[cfg(feature = "patterns")]
    Pattern(&'static PatternWeights),
}

impl EvalKind {
    /// The strongest evaluation that needs no weights file.
    pub const STRONGEST: EvalKind = EvalKind::Tuned;

    /// The strongest evaluation available now: the installed pattern weights
    /// ([`pattern::installed`](crate::ai::pattern::installed)) when there are some, else
    /// the tuned evaluation. What the analysis (hints, the game review) searches with.
    pub fn strongest_available() -> EvalKind {
        #[cfg(feature = "patterns")]
        if let Some(weights) = crate::ai::pattern::installed() {
            return EvalKind::Pattern(weights);
        }
        EvalKind::Tuned
    }
}

/// Score of a won game before the disc margin is added: above any static evaluation, so
/// a proven win is always preferred to a promising position.
pub const WIN: i32 = 30_000;
/// Larger than any score: above a proven win by 64 discs with the tuned evaluation
/// (`WIN + 64 * DISC` = 36,400). (It was 32,000, below wins by more than 20 discs: a
/// search whose every move lost by more than 20 discs returned -32,000 for all of them,
/// and a hint showed them all as -20.)
pub const INFINITY: i32 = 40_000;

/// How far a search may go.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Stop after about this many nodes (`u64::MAX` for no limit).
    pub max_nodes: u64,
}

impl Limits {
    /// Search to `depth` plies, with no node limit.
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            max_depth: depth,
            max_nodes: u64::MAX,
        }
    }
}

/// The value of one root move after a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMove {
    /// The move.
    pub mv: Move,
    /// Its score for the side to move, in evaluation units (a disc is
    /// [`DISC`] for the tuned evaluation). Exact only when `exact`; otherwise an
    /// upper bound (the move was proven no better than the best one).
    pub score: i32,
    /// Whether `score` is exact rather than a bound.
    pub exact: bool,
}

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The chosen move.
    pub best: Move,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest fully completed iteration (0 if even depth 1 was interrupted).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Every root move, best first, with its score from the last completed iteration.
    pub moves: Vec<RootMove>,
}

/// An iterative deepening in progress ([`AlphaBeta::begin`], [`AlphaBeta::deepen`]), so a
/// caller that must stay responsive can search in slices and take the best move so far.
#[derive(Clone, Debug)]
pub struct Deepening {
    board: Board,
    limits: Limits,
    /// Every root move searched with a full window, so that every score is exact.
    every_value: bool,
    /// The root moves in the order the next iteration searches them.
    root: Vec<RootMove>,
    /// The last completed iteration and its depth.
    completed: Option<(Vec<RootMove>, u32)>,
    next_depth: u32,
    nodes: u64,
    finished: bool,
    /// Milliseconds after which no new iteration starts while the best move holds
    /// (`None`: the whole budget's rule).
    soft_ms: Option<Millis>,
    /// Whether the last completed iteration changed the best move.
    unsettled: bool,
}

/// The part of a time limit after which a new iteration is not started: each costs
/// several times the previous one, so it would not finish.
const START_FRACTION: f64 = 0.4;

impl Deepening {
    /// Spends the budget as a game clock would: no new iteration starts after
    /// `START_FRACTION` (40%) of `soft_ms` while the best move holds from one iteration
    /// to the next, but one may start until 40% of the whole budget when the last
    /// iteration changed its mind (a hard decision gets more time; an easy one less).
    pub fn set_soft_budget(&mut self, soft_ms: Millis) {
        self.soft_ms = Some(soft_ms);
    }

    /// Whether the search is over (its limits, the whole tree, or its budget reached).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Nodes visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The best move so far: that of the last completed iteration (or a better one found
    /// in the iteration under way), else the first in the starting order.
    pub fn best(&self) -> Move {
        match &self.completed {
            Some((moves, _)) => moves[0].mv,
            None => self.root[0].mv,
        }
    }

    /// The last completed iteration: every root move with its score, best first, and
    /// its depth; `None` before the first.
    pub fn completed(&self) -> Option<(&[RootMove], u32)> {
        self.completed.as_ref().map(|(m, d)| (m.as_slice(), *d))
    }

    /// The position searched.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The outcome so far.
    pub fn result(self) -> SearchResult {
        let (moves, depth) = match self.completed {
            Some(c) => c,
            None => (self.root, 0),
        };
        SearchResult {
            best: moves[0].mv,
            score: moves[0].score,
            depth,
            nodes: self.nodes,
            moves,
        }
    }
}

/// An alpha-beta searcher. Keep it between moves: the transposition table carries over.
pub struct AlphaBeta {
    table: Table,
    eval: EvalKind,
    rules: Rules,
    nodes: u64,
    node_limit: u64,
    stopped: bool,
    /// Multi-ProbCut's confidence `t` (0: off).
    probcut: f32,
}

/// From this depth up, the children are also ordered by their evaluation (the learned
/// one or the tuned one), `ORDER_EVAL_WEIGHT` ordering points a disc (one reply less for
/// the opponent is 16 points).
const ORDER_EVAL_DEPTH: i32 = 3;
const ORDER_EVAL_WEIGHT: i32 = 8;

/// Ordering bonus by square: corners first, then edges, X- and C-squares last (a
/// tie-breaker after the opponent's mobility).
const SQUARE_ORDER: [i32; 64] = {
    let mut t = [0i32; 64];
    let mut sq = 0;
    while sq < 64 {
        let (c, r) = (sq % 8, sq / 8);
        let edge_c = c == 0 || c == 7;
        let edge_r = r == 0 || r == 7;
        let near_c = c == 1 || c == 6;
        let near_r = r == 1 || r == 6;
        t[sq] = if edge_c && edge_r {
            -40
        } else if near_c && near_r {
            24
        } else if (edge_c && near_r) || (edge_r && near_c) {
            10
        } else if edge_c || edge_r {
            -4
        } else {
            0
        };
        sq += 1;
    }
    t
};

impl AlphaBeta {
    /// A searcher with the given evaluation and a transposition table of at most
    /// `table_bytes` bytes, searching under `rules` (their pass rule: whether a player
    /// without a move ends the game).
    pub fn new(eval: EvalKind, table_bytes: usize, rules: Rules) -> AlphaBeta {
        AlphaBeta {
            table: Table::with_bytes(table_bytes),
            eval,
            rules,
            nodes: 0,
            node_limit: u64::MAX,
            stopped: false,
            probcut: 0.0,
        }
    }

    /// Turns on Multi-ProbCut with the confidence `t` (in standard deviations of the
    /// shallow search's error; larger is safer and cuts less), or off with 0. Only for the
    /// evaluations in discs ([`EvalKind::Tuned`], [`EvalKind::Pattern`]), whose
    /// calibration it uses; ignored for [`EvalKind::Original`].
    pub fn set_probcut(&mut self, confidence: f32) {
        self.probcut = if self.eval == EvalKind::Original {
            0.0
        } else {
            confidence.max(0.0)
        };
    }

    /// Bytes used by the transposition table.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets all remembered positions.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Score of a finished game for the side to move.
    #[inline]
    fn terminal(&self, board: Board) -> i32 {
        let s = board.final_score();
        let margin = match self.eval {
            EvalKind::Original => s,
            EvalKind::Tuned => s * DISC,
            #[cfg(feature = "patterns")]
            EvalKind::Pattern(_) => s * DISC,
        };
        margin + s.signum() * WIN
    }

    /// Searches `board` (side to move's view) by iterative deepening until `limits` or the
    /// deadline stop it. Returns `None` when the game is over (no move and no pass).
    ///
    /// With `every_value` every root move is searched with a full window, so that every
    /// score of [`SearchResult::moves`] is exact (what a player that chooses among its
    /// moves as a person would needs: [`super::Choice`]); otherwise only the best one's is.
    pub fn search(
        &mut self,
        board: Board,
        limits: Limits,
        deadline: &Deadline,
        every_value: bool,
    ) -> Option<SearchResult> {
        let mut deepening = self.begin(board, limits, every_value)?;
        self.deepen(&mut deepening, deadline, deadline);
        Some(deepening.result())
    }

    /// Starts an iterative deepening of `board` to run in slices with [`AlphaBeta::deepen`]
    /// (what [`AlphaBeta::search`] does in one go). `None` when the game is over.
    pub fn begin(&mut self, board: Board, limits: Limits, every_value: bool) -> Option<Deepening> {
        let moves = board.legal_moves().0;
        let mut deepening = Deepening {
            board,
            limits,
            every_value,
            root: Vec::new(),
            completed: None,
            next_depth: 1,
            nodes: 0,
            finished: false,
            soft_ms: None,
            unsettled: false,
        };
        if moves == 0 {
            if self.rules.pass_ends_game() || !board.swapped().has_legal_move() {
                return None;
            }
            deepening.root.push(RootMove {
                mv: Move::Pass,
                score: 0,
                exact: false,
            });
            deepening.finished = true;
            return Some(deepening);
        }
        self.table.new_search();
        // Root moves with a starting order; `completed` will hold the last completed
        // iteration.
        deepening.root = Square::all()
            .filter(|s| moves & s.bit() != 0)
            .map(|s| RootMove {
                mv: Move::Place(s),
                score: SQUARE_ORDER[s.index()],
                exact: false,
            })
            .collect();
        deepening.root.sort_by_key(|m| m.score);
        Some(deepening)
    }

    /// Runs `deepening` until it finishes or `slice` passes. It finishes at its depth or
    /// node limit, when the whole game tree is searched, or on `budget`, the deadline of
    /// the whole search (`slice` ends no later): an iteration stopped by the slice alone
    /// resumes at the next call, its finished subtrees answered by the table.
    pub fn deepen(&mut self, deepening: &mut Deepening, slice: &Deadline, budget: &Deadline) {
        if deepening.finished {
            return;
        }
        let st = deepening;
        let board = st.board;
        self.nodes = st.nodes;
        self.stopped = false;
        self.node_limit = st.limits.max_nodes;
        let full_window = st.every_value;
        while st.next_depth <= st.limits.max_depth.max(1) {
            let depth = st.next_depth;
            let mut alpha = -INFINITY;
            let mut results = Vec::with_capacity(st.root.len());
            for (i, rm) in st.root.iter().enumerate() {
                let Move::Place(sq) = rm.mv else {
                    unreachable!("root moves are placements")
                };
                let f = flips(board.player, board.opponent, sq.index());
                let d = depth as i32 - 1;
                let score = if i == 0 || full_window {
                    -self.root_child(board, sq, f, d, -INFINITY, INFINITY, slice)
                } else {
                    let s = -self.root_child(board, sq, f, d, -alpha - 1, -alpha, slice);
                    if s > alpha && !self.stopped {
                        -self.root_child(board, sq, f, d, -INFINITY, -alpha, slice)
                    } else {
                        s
                    }
                };
                if self.stopped {
                    break;
                }
                let exact = i == 0 || full_window || score > alpha;
                results.push(RootMove {
                    mv: rm.mv,
                    score,
                    exact,
                });
                if !full_window {
                    alpha = alpha.max(score);
                }
            }
            if self.stopped {
                // A partly searched iteration still counts when another move proved
                // better than the previous best (searched first, with a full window).
                if let (Some((prev, _)), false) = (st.completed.as_mut(), full_window) {
                    let mut better: Option<RootMove> = None;
                    for r in results.iter().skip(1) {
                        if r.score > results[0].score && better.is_none_or(|b| r.score > b.score) {
                            better = Some(*r);
                        }
                    }
                    if let Some(b) = better {
                        prev.retain(|m| m.mv != b.mv);
                        prev.insert(0, b);
                    }
                }
                st.finished = budget.passed() || self.nodes >= self.node_limit;
                st.nodes = self.nodes;
                return;
            }
            results.sort_by_key(|r| -r.score);
            // Against the best this iteration started from (`root` is the previous
            // iteration's order): a better move found part-way counts as a change too.
            // One iteration alone says nothing yet.
            st.unsettled = st.completed.is_none() || st.root[0].mv != results[0].mv;
            st.root = results.clone();
            st.completed = Some((results, depth));
            st.next_depth += 1;
            if depth > board.empty_count() {
                break; // the whole game tree is searched: deeper iterations add nothing
            }
            // Each iteration costs several times the previous one: do not start one that
            // cannot finish.
            let limit_ms = match st.soft_ms {
                Some(soft) if !st.unsettled => soft.min(budget.budget_ms()),
                _ => budget.budget_ms(),
            };
            if budget.elapsed_ms() > limit_ms * START_FRACTION
                || self.nodes as f64 > self.node_limit as f64 * START_FRACTION
            {
                break;
            }
        }
        st.finished = true;
        st.nodes = self.nodes;
    }

    /// The principal variation after playing `first` in `board`, as far as the table
    /// remembers it: `first`, then each position's best move stored by the last search
    /// (passes included), at most `max_len` moves in all.
    pub fn principal_variation(&self, board: Board, first: Square, max_len: usize) -> Vec<Move> {
        let mut pv = Vec::new();
        if board.legal_moves().0 & first.bit() == 0 {
            return pv;
        }
        let f = flips(board.player, board.opponent, first.index());
        let mut b = board.apply(first, crate::Bitboard(f));
        pv.push(Move::Place(first));
        let mut ply: u64 = 1;
        while pv.len() < max_len {
            let moves = legal_moves(b.player, b.opponent);
            if moves == 0 {
                if self.rules.pass_ends_game() || legal_moves(b.opponent, b.player) == 0 {
                    break;
                }
                pv.push(Move::Pass);
                b = b.swapped();
                ply += 1;
                continue;
            }
            let key = self.key(b, ply);
            let Some(e) = self.table.probe(key) else {
                break;
            };
            if e.best == NO_MOVE || moves >> e.best & 1 == 0 {
                break;
            }
            let sq = Square::from_index(e.best);
            let f = flips(b.player, b.opponent, sq.index());
            b = b.apply(sq, crate::Bitboard(f));
            pv.push(Move::Place(sq));
            ply += 1;
        }
        pv
    }

    /// The value of playing `sq` in `board` for the side to move, searched `depth` plies in
    /// all (the move itself included, at least 1) with the full window: the move's exact
    /// minimax value at that depth, in evaluation units, never a bound. `None` when
    /// `deadline` stopped the search first (its finished subtrees stay in the table, so
    /// asking again resumes cheaply) or when `sq` is not a legal placement.
    pub fn search_move(
        &mut self,
        board: Board,
        sq: Square,
        depth: u32,
        deadline: &Deadline,
    ) -> Option<i32> {
        if board.legal_moves().0 & sq.bit() == 0 {
            return None;
        }
        self.stopped = false;
        self.node_limit = u64::MAX;
        let f = flips(board.player, board.opponent, sq.index());
        let d = depth.max(1) as i32 - 1;
        let score = -self.root_child(board, sq, f, d, -INFINITY, INFINITY, deadline);
        (!self.stopped).then_some(score)
    }

    /// The value of playing `sq` in `board` like [`AlphaBeta::search_move`], but within
    /// the window `alpha..beta` (fail-soft: exact strictly inside it, else a bound on the
    /// side it failed), and counting its nodes from zero. A job of a root split
    /// ([`crate::ai::toolkit::RootSplit`]). `None` when stopped or when `sq` is not legal.
    pub fn search_move_window(
        &mut self,
        board: Board,
        sq: Square,
        depth: u32,
        alpha: i32,
        beta: i32,
        deadline: &Deadline,
    ) -> Option<i32> {
        if board.legal_moves().0 & sq.bit() == 0 {
            return None;
        }
        self.stopped = false;
        self.nodes = 0;
        self.node_limit = u64::MAX;
        let f = flips(board.player, board.opponent, sq.index());
        let d = depth.max(1) as i32 - 1;
        let score = -self.root_child(board, sq, f, d, -beta, -alpha, deadline);
        (!self.stopped).then_some(score)
    }

    /// Ages the transposition table's entries, as a new search does (a root split calls it
    /// once per iteration on each of its searchers).
    pub fn new_search(&mut self) {
        self.table.new_search();
    }

    /// The value of `board` for the side to move, searched `depth` plies with the full
    /// window (a static evaluation at depth 0), in evaluation units; a finished game scores
    /// beyond any evaluation, as in every search. `None` when `deadline` stopped it first.
    /// Allocates nothing: what a tree search calls at its leaves.
    pub fn value(&mut self, board: Board, depth: u32, deadline: &Deadline) -> Option<i32> {
        self.stopped = false;
        self.node_limit = u64::MAX;
        let depth = depth as i32;
        let score = match self.eval {
            #[cfg(feature = "patterns")]
            EvalKind::Pattern(weights) => {
                let state = PatternState::new(board);
                let leaves = PatternLeaves(weights);
                self.negamax(
                    leaves, state, board, depth, -INFINITY, INFINITY, 0, false, deadline,
                )
            }
            kind => {
                let leaves = PlainLeaves(kind);
                self.negamax(
                    leaves,
                    (),
                    board,
                    depth,
                    -INFINITY,
                    INFINITY,
                    0,
                    false,
                    deadline,
                )
            }
        };
        (!self.stopped).then_some(score)
    }

    /// Nodes visited by this searcher's searches so far (reset by each
    /// [`AlphaBeta::deepen`], counted on by [`AlphaBeta::search_move`]).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The score of the root move `sq` (flipping `f`) for the opponent, searched `depth`
    /// plies further with the window `alpha..beta`.
    #[allow(clippy::too_many_arguments)]
    fn root_child(
        &mut self,
        board: Board,
        sq: Square,
        f: u64,
        depth: i32,
        alpha: i32,
        beta: i32,
        deadline: &Deadline,
    ) -> i32 {
        let child = board.apply(sq, crate::Bitboard(f));
        // One monomorphised search per kind of leaf: the plain evaluations carry no state.
        match self.eval {
            #[cfg(feature = "patterns")]
            EvalKind::Pattern(weights) => {
                let state = PatternState::new(board).play(sq.index() as u32, f);
                let leaves = PatternLeaves(weights);
                self.negamax(leaves, state, child, depth, alpha, beta, 1, false, deadline)
            }
            kind => {
                let leaves = PlainLeaves(kind);
                self.negamax(leaves, (), child, depth, alpha, beta, 1, false, deadline)
            }
        }
    }

    /// The table's key of `board` at `ply`: the original evaluation depends on who
    /// searches, so its key tells the plies apart by parity; the others value a position
    /// alike whoever searches, so that a split search's jobs, whose plies count from
    /// their own positions, share their entries.
    fn key(&self, board: Board, ply: u64) -> u64 {
        let parity = if self.eval == EvalKind::Original {
            ply & 1
        } else {
            0
        };
        board.hash() ^ (parity * 0x5851_F42D_4C95_7F2D)
    }
}

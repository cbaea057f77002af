//! Root-parallel tree search for searchers that share no memory (threads, Web Workers):
//! each searcher grows its own tree of the same root, seeded differently, and the trees'
//! root statistics are merged (visits summed, win rates and minimax values weighted by
//! visits, proofs kept: they are exact in every tree) to choose the move and decide when
//! to stop (Chaslot, Winands and van den Herik, "Parallel Monte-Carlo Tree Search", 2008:
//! root parallelisation).
//!
//! Nothing here waits or spawns: [`ParallelTrees`], a [`SharedSearch`], hands out
//! [`TreeJob`]s (a tree's next few milliseconds of search, or the exact solve at the
//! root), the caller runs each on the searcher that holds that tree
//! ([`TreeSearcher::run`]) and hands the [`TreeResult`]s back ([`SharedSearch::accept`]).

use super::config::MctsConfig;
use super::proof::Proof;
use super::time::MoveTime;
use super::tree::{best_of, Mcts, MoveStat};
use crate::ai::analysis::{Progress, Thinking, ThinkingReport, PV_LENGTH};
use crate::ai::clock::{Deadline, Millis};
use crate::ai::endgame::Solver;
use crate::ai::shared::SharedSearch;
use crate::{Bitboard, Board, Move};

/// Table of a searcher's exact solver at the root (the one-thread player's).
const SOLVER_TABLE_BYTES: usize = 8 << 20;
/// How far every tree but the first moves its evaluations, in discs ([`Mcts::set_jitter`]):
/// trees that read the evaluation alone would otherwise all grow the first tree.
const TREE_JITTER_DISCS: f64 = 2.0;

/// One piece of a root-parallel search, for the searcher that holds tree `tree`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TreeJob {
    /// The tree (and so the searcher) it is for.
    pub tree: u32,
    /// The root position.
    pub board: Board,
    /// Seeds the tree's generator when the searcher has to start a new tree.
    pub seed: u64,
    /// Iterations to run at most (an exact solve: positions to visit at most).
    pub iterations: u64,
    /// Milliseconds it may take at most.
    pub ms: Millis,
    /// Solve the root exactly instead of growing the tree.
    pub solve: bool,
}

/// What a [`TreeJob`] found.
#[derive(Clone, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TreeResult {
    /// The job's tree.
    pub tree: u32,
    /// The tree's root statistics after the job, most visited first (empty for a solve).
    pub stats: Vec<MoveStat>,
    /// Root visits the job added.
    pub visits: u32,
    /// The tree's proven result at the root, if any.
    pub proof: Option<Proof>,
    /// A solve's best move, when it finished.
    pub solved: Option<Move>,
    /// The principal variation from the tree's best move (empty for a solve).
    pub pv: Vec<Move>,
}

/// A searcher of [`TreeJob`]s: its tree, kept from one job to the next and from one move
/// to the next (a later root one or two moves below the last is found in it), and an
/// exact solver for the root. Every tree but the first (tree 0, the one-tree player's)
/// moves its evaluations by up to 2 discs ([`Mcts::set_jitter`]), so that trees that read
/// the evaluation alone differ.
pub struct TreeSearcher {
    config: MctsConfig,
    tree: Option<Mcts>,
    solver: Option<Solver>,
}

impl TreeSearcher {
    /// A searcher with the tree settings `config` (the player's, with its pass rule).
    pub fn new(config: MctsConfig) -> TreeSearcher {
        TreeSearcher {
            config,
            tree: None,
            solver: None,
        }
    }

    /// Runs `job` until it is done or `deadline` passes (the caller makes the deadline from
    /// [`TreeJob::ms`], or shorter for a slice: a tree goes on from where it stopped, a
    /// solve starts again helped by its table).
    pub fn run(&mut self, job: &TreeJob, deadline: &Deadline) -> TreeResult {
        let mut result = TreeResult {
            tree: job.tree,
            ..TreeResult::default()
        };
        if job.solve {
            let rules = self.config.rules;
            let solver = self
                .solver
                .get_or_insert_with(|| Solver::new(SOLVER_TABLE_BYTES, rules));
            solver.set_node_limit(job.iterations);
            result.solved = solver.solve(job.board, deadline).map(|s| s.best);
            return result;
        }
        let tree = match &mut self.tree {
            Some(tree) => {
                tree.reroot(job.board);
                tree
            }
            slot => {
                let mut tree = Mcts::new(job.board, self.config, job.seed);
                if job.tree > 0 {
                    tree.set_jitter(TREE_JITTER_DISCS);
                }
                slot.insert(tree)
            }
        };
        let before = tree.root_visits();
        tree.search(job.iterations, deadline);
        result.visits = tree.root_visits() - before;
        result.stats = tree.move_stats();
        result.proof = tree.root_proof();
        result.pv = tree
            .best_move()
            .map_or_else(Vec::new, |best| tree.principal_variation(best, PV_LENGTH));
        result
    }
}

/// The settings of a [`ParallelTrees`] search, from the player's.
#[derive(Clone, Copy, Debug)]
pub struct TreeSettings {
    /// Choose with MCTS-Solver's proofs.
    pub solver: bool,
    /// The implicit minimax value's weight in a move's value.
    pub minimax_weight: f64,
    /// The most the move may take, in milliseconds.
    pub budget_ms: Millis,
    /// The time plan's target for this move (`None`: the whole budget, no early stop).
    pub target_ms: Option<Millis>,
    /// Iterations per tree at most.
    pub iterations: u64,
    /// Solve the root exactly first (with at most 60% of the budget, on the last tree's
    /// searcher while the others grow their trees), with at most this many positions
    /// visited; `None`: no solve.
    pub solve_nodes: Option<u64>,
    /// How long a job searches before it reports (the merged statistics, and so the
    /// decision to stop, are as fresh as this).
    pub job_ms: Millis,
}

/// Per tree: what the search knows of it.
#[derive(Clone, Debug)]
struct TreeState {
    seed: u64,
    /// Its last root statistics.
    stats: Vec<MoveStat>,
    pv: Vec<Move>,
    iterations_left: u64,
    /// A job of it is out.
    handed: bool,
    /// Its root is proven (its statistics choose the proven move).
    proven: bool,
}

/// Where the exact solve at the root stands.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Solve {
    /// Not asked for, failed or out of time.
    Off,
    /// To hand out (to the last tree's searcher), until `stop_ms`.
    Ready { stop_ms: Millis, nodes: u64 },
    /// Out with tree `tree`'s searcher.
    Out {
        tree: u32,
        stop_ms: Millis,
        nodes: u64,
    },
}

/// A move chosen by several trees of one root grown side by side (see the module's
/// documentation): the lone move and the book stay the caller's (a [`ParallelTrees`]
/// may be made decided), the exact solve at the root goes to one searcher while the
/// others grow their trees, and the time plan's rules ([`MoveTime`]) read the merged
/// statistics.
#[derive(Clone, Debug)]
pub struct ParallelTrees {
    board: Board,
    moves: Bitboard,
    settings: TreeSettings,
    trees: Vec<TreeState>,
    start_ms: Millis,
    solve: Solve,
    /// Root visits added by every tree since the start.
    visits: u64,
    decided: Thinking,
}

impl ParallelTrees {
    /// The move in `board` by `trees` trees (at least 1) seeded by `seeds` (one per tree:
    /// the first is the one-tree player's), started at `now_ms`; `decided` is [`Thinking::Done`]
    /// when the move is known already (a lone move, the book, the end of the game),
    /// [`Thinking::Busy`] when the trees are to choose it.
    pub fn new(
        board: Board,
        settings: TreeSettings,
        seeds: &[u64],
        now_ms: Millis,
        decided: Thinking,
    ) -> ParallelTrees {
        let moves = board.legal_moves();
        let decided = match decided {
            Thinking::Busy if moves.is_empty() => Thinking::Done(None),
            decided => decided,
        };
        ParallelTrees {
            board,
            moves,
            trees: seeds
                .iter()
                .map(|&seed| TreeState {
                    seed,
                    stats: Vec::new(),
                    pv: Vec::new(),
                    iterations_left: settings.iterations,
                    handed: false,
                    proven: false,
                })
                .collect(),
            start_ms: now_ms,
            solve: match settings.solve_nodes {
                Some(nodes) => Solve::Ready {
                    stop_ms: now_ms + settings.budget_ms * 0.6,
                    nodes,
                },
                None => Solve::Off,
            },
            settings,
            visits: 0,
            decided,
        }
    }

    /// [`Thinking::Done`] with the move once it is decided (`Done(None)`: the game is
    /// over), [`Thinking::Busy`] while the trees grow.
    pub fn thinking(&self) -> Thinking {
        self.decided
    }

    /// Whether the exact solve at the root is to come or under way.
    pub fn is_solving(&self) -> bool {
        self.solve != Solve::Off
    }

    /// The next job for the searcher of tree `tree`, if it is idle and the move is not
    /// decided: for the last tree, the exact solve when it is still to hand out (the first
    /// tree, the one-tree player's, grows meanwhile), else its tree's next
    /// [`TreeSettings::job_ms`]. `None` also when its tree has no iterations left.
    fn job_for(&mut self, tree: u32, now_ms: Millis) -> Option<TreeJob> {
        self.settle(now_ms);
        if self.decided.is_done() {
            return None;
        }
        let stop_ms = self.start_ms + self.settings.budget_ms;
        let last = tree as usize + 1 == self.trees.len();
        let state = self.trees.get_mut(tree as usize)?;
        if state.handed {
            return None;
        }
        if let (
            Solve::Ready {
                stop_ms: solve_stop,
                nodes,
            },
            true,
        ) = (self.solve, last)
        {
            self.solve = Solve::Out {
                tree,
                stop_ms: solve_stop,
                nodes,
            };
            state.handed = true;
            return Some(TreeJob {
                tree,
                board: self.board,
                seed: state.seed,
                iterations: nodes,
                ms: (solve_stop - now_ms).max(0.0),
                solve: true,
            });
        }
        if state.iterations_left == 0 || state.proven {
            return None;
        }
        state.handed = true;
        Some(TreeJob {
            tree,
            board: self.board,
            seed: state.seed,
            iterations: state.iterations_left,
            ms: self.settings.job_ms.min(stop_ms - now_ms).max(0.0),
            solve: false,
        })
    }

    /// Whether `result` is a plausible answer from this root.
    fn fits(&self, result: &TreeResult) -> bool {
        let unit = |x: f64| (0.0..=1.0).contains(&x);
        let mut seen = Bitboard::EMPTY;
        for s in &result.stats {
            let Move::Place(sq) = s.mv else {
                return false;
            };
            if !self.moves.contains(sq)
                || seen.contains(sq)
                || !unit(s.win_rate)
                || !unit(s.minimax)
            {
                return false;
            }
            seen = seen.with(sq);
        }
        // The solve's move and the line's first are root moves.
        let root_move = |mv| matches!(mv, Move::Place(sq) if self.moves.contains(sq));
        [result.solved, result.pv.first().copied()]
            .into_iter()
            .flatten()
            .all(root_move)
    }

    /// Decides the move when its time is up at `now_ms`: a tree's root proven, the budget
    /// spent, every tree out of iterations, or the time plan's rules on the merged
    /// statistics (none of them while the exact solve may still answer within its time).
    pub fn settle(&mut self, now_ms: Millis) {
        if self.decided.is_done() {
            return;
        }
        let elapsed = now_ms - self.start_ms;
        if let Solve::Ready { stop_ms, .. } | Solve::Out { stop_ms, .. } = self.solve {
            if now_ms < stop_ms {
                return;
            }
        }
        if let Some(proven) = self.trees.iter().find(|t| t.proven) {
            // Proven in one tree: proven in all; its choice is the proven one (after the
            // exact solve, whose move also has the best score, had its chance).
            self.decided = Thinking::Done(best_of(&proven.stats, self.settings.solver));
            return;
        }
        let stats = self.merged();
        let exhausted = self
            .trees
            .iter()
            .all(|t| t.iterations_left == 0 && !t.handed);
        let over = elapsed >= self.settings.budget_ms || exhausted;
        let planned = self.settings.target_ms.is_some_and(|target| {
            let move_time = MoveTime {
                target_ms: target.min(self.settings.budget_ms),
                most_ms: self.settings.budget_ms,
            };
            let rate = if elapsed > 0.0 {
                self.visits as f64 / elapsed
            } else {
                0.0
            };
            !stats.is_empty()
                && move_time.should_stop_on(
                    &stats,
                    (self.settings.solver, self.settings.minimax_weight),
                    elapsed,
                    rate,
                )
        });
        if over || planned {
            self.decided =
                Thinking::Done(self.best().or_else(|| self.moves.first().map(Move::Place)));
        }
    }

    /// The root statistics of every tree merged, most visited first (ties in square
    /// order): visits summed, the win rate and the minimax value weighted by visits, a
    /// proof from any tree.
    pub fn merged(&self) -> Vec<MoveStat> {
        // Per move: the sums of visits, win rates by visits and minimax values by visits
        // (at least 1 a tree), and the minimax values' weight.
        let mut merged: Vec<(MoveStat, u32)> = Vec::new();
        for s in self.trees.iter().flat_map(|t| &t.stats) {
            let i = match merged.iter().position(|(m, _)| m.mv == s.mv) {
                Some(i) => i,
                None => {
                    let zero = MoveStat {
                        mv: s.mv,
                        visits: 0,
                        win_rate: 0.0,
                        minimax: 0.0,
                        proof: None,
                    };
                    merged.push((zero, 0));
                    merged.len() - 1
                }
            };
            let (m, weight) = &mut merged[i];
            m.visits += s.visits;
            m.win_rate += s.win_rate * f64::from(s.visits);
            m.minimax += s.minimax * f64::from(s.visits.max(1));
            *weight += s.visits.max(1);
            m.proof = m.proof.or(s.proof);
        }
        let square = |m: Move| match m {
            Move::Place(sq) => sq.index(),
            Move::Pass => 64,
        };
        let mut stats: Vec<MoveStat> = merged
            .into_iter()
            .map(|(mut m, weight)| {
                m.win_rate = match m.visits {
                    0 => 0.5,
                    visits => m.win_rate / f64::from(visits),
                };
                m.minimax /= f64::from(weight);
                m
            })
            .collect();
        stats.sort_by_key(|s| (core::cmp::Reverse(s.visits), square(s.mv)));
        stats
    }

    /// The move the merged statistics choose now (`None` before any tree reported).
    pub fn best(&self) -> Option<Move> {
        if let Thinking::Done(Some(mv)) = self.decided {
            return Some(mv);
        }
        best_of(&self.merged(), self.settings.solver)
    }

    /// Root visits of every tree together since the move began.
    pub fn visits(&self) -> u64 {
        self.visits
    }

    /// A snapshot for the live view, as a one-tree player's: the merged best move, its
    /// visits and value, every tree's visits, and the principal variation of a tree that
    /// chose the same move.
    pub fn report(&self) -> ThinkingReport {
        let stats = self.merged();
        let best = self.best();
        let Some(stat) = stats.iter().find(|s| Some(s.mv) == best) else {
            return match self.solve {
                Solve::Off => ThinkingReport {
                    best,
                    ..ThinkingReport::default()
                },
                _ => ThinkingReport {
                    progress: Progress::Solving {
                        empties: self.board.empty_count() as u8,
                    },
                    ..ThinkingReport::default()
                },
            };
        };
        let alpha = self.settings.minimax_weight;
        let value = (1.0 - alpha) * stat.win_rate + alpha * stat.minimax;
        let playouts: u64 = stats.iter().map(|s| u64::from(s.visits)).sum();
        let pv = self
            .trees
            .iter()
            .map(|t| &t.pv)
            .find(|pv| pv.first() == best.as_ref())
            .cloned()
            .unwrap_or_else(|| best.into_iter().collect());
        ThinkingReport {
            best,
            progress: Progress::Mcts {
                playouts,
                visits: stat.visits,
                win_percent: (value * 100.0).round().clamp(0.0, 100.0) as u8,
            },
            nodes: playouts,
            pv,
        }
    }
}

impl SharedSearch for ParallelTrees {
    type Job = TreeJob;
    type Result = TreeResult;

    fn key(job: &TreeJob) -> u32 {
        job.tree
    }

    /// The next job of an idle searcher's tree (searcher `i` holds tree `i`).
    fn next_job(&mut self, idle: &[usize], now_ms: Millis) -> Option<(usize, TreeJob)> {
        idle.iter()
            .find_map(|&i| Some((i, self.job_for(i as u32, now_ms)?)))
    }

    /// Takes tree `key`'s result at `now_ms` and decides the move when it can (once it is
    /// decided, what still comes in is not needed). A result that does not fit (no job of
    /// that tree out, moves that are not the root's, values out of range) is refused
    /// (`false`) and changes nothing but the job, taken as lost.
    fn accept(&mut self, _: usize, key: u32, result: TreeResult, now_ms: Millis) -> bool {
        if self.decided.is_done() {
            return true;
        }
        if result.tree != key || !self.trees.get(key as usize).is_some_and(|t| t.handed) {
            return false;
        }
        let solving = matches!(self.solve, Solve::Out { tree, .. } if tree == key);
        self.give_back(key);
        if !self.fits(&result) {
            return false;
        }
        if solving {
            if let Some(mv) = result.solved {
                self.decided = Thinking::Done(Some(mv));
            }
        } else {
            let state = &mut self.trees[key as usize];
            state.iterations_left = state
                .iterations_left
                .saturating_sub(u64::from(result.visits));
            self.visits += u64::from(result.visits);
            state.proven = result.proof.is_some();
            state.stats = result.stats;
            state.pv = result.pv;
        }
        // A solve out of time: its searcher grows its tree from now on.
        self.settle(now_ms);
        true
    }

    /// The tree may be given a job again (a solve lost is not handed out again).
    fn give_back(&mut self, tree: u32) {
        if let Some(state) = self.trees.get_mut(tree as usize) {
            state.handed = false;
            if matches!(self.solve, Solve::Out { tree: t, .. } if t == tree) {
                self.solve = Solve::Off;
            }
        }
    }

    fn is_done(&self) -> bool {
        self.decided.is_done()
    }
}

#[cfg(test)]
mod tests;

//! The search tree: an arena of nodes, UCB1 selection with progressive bias and implicit
//! minimax values, expansion (with the children's evaluation and exact solves near the
//! end), backpropagation with MCTS-Solver proofs, and tree reuse.

use super::config::MctsConfig;
use super::playout::playouts_cut;
use super::proof::Proof;
use crate::ai::alphabeta::{AlphaBeta, EvalKind};
use crate::ai::clock::Deadline;
use crate::ai::endgame::Solver;
use crate::ai::eval::{original_eval, tuned_eval, DISC};
use crate::ai::rng::Rng;
use crate::movegen::{flips, legal_moves};
use crate::{Board, Move, Square};

mod reuse;
mod stats;
#[cfg(test)]
mod tests;

/// The child index of a pass in `Node::mv`.
const PASS: u8 = 64;
/// "No index" for `first_child` (the root is 0 and never anyone's child).
const NONE: u32 = 0;
/// A `parent` that marks a node as leaving the tree, during [`Mcts::compact`].
const DROPPED: u32 = u32::MAX;
/// More than the legal moves of any position (at most 33 are known): an expansion never
/// adds more nodes.
const MAX_CHILDREN: usize = 64;
/// A won game's reward in a node's `reward` (a draw is half of it): fine enough for the
/// evaluation's win chances, and an exact multiple of the playouts' half-points.
const WIN: u32 = 256;
/// The search stops before the root's visits reach this, so that no reward sum
/// (at most `WIN` per visit) overflows.
const MAX_VISITS: u32 = u32::MAX / WIN - 2;
/// A win chance of 1 in `Node::eval` and `Node::minimax` (0 is a certain loss).
const CERTAIN: u16 = u16::MAX;
/// An even chance.
const EVEN: u16 = 32_768;
/// The transposition table of the exact solves at the leaves (used from 10 empties).
const LEAF_SOLVER_TABLE_BYTES: usize = 1 << 20;
/// The transposition table of the alpha-beta searches at the leaves.
const LEAF_SEARCH_TABLE_BYTES: usize = 1 << 20;

/// One tree node.
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    /// Index of the first child, [`NONE`] while unexpanded.
    first_child: u32,
    visits: u32,
    /// Reward for the player who made the move leading here, [`WIN`] a game won.
    reward: u32,
    num_children: u8,
    /// The move leading here: a square index or [`PASS`].
    mv: u8,
    /// Encoded [`Proof`] for the side to move at this node.
    proof: i8,
    /// The chance (0 to [`CERTAIN`]) that the move leading here wins by the evaluation
    /// when the node was created; [`EVEN`] when the search does not evaluate.
    eval: u16,
    /// The implicit minimax value, a chance for the same player: `eval` while the node is
    /// unexpanded, else the negamax of its children's, exact once proven.
    minimax: u16,
}

// The arena's memory: 24 MB for a million nodes.
const _: () = assert!(core::mem::size_of::<Node>() == 24);

impl Node {
    fn new(parent: u32, mv: u8) -> Node {
        Node {
            parent,
            first_child: NONE,
            visits: 0,
            reward: 0,
            num_children: 0,
            mv,
            proof: 0,
            eval: EVEN,
            minimax: EVEN,
        }
    }
}

/// Statistics of one root move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveStat {
    /// The move.
    pub mv: Move,
    /// Playouts through it.
    pub visits: u32,
    /// Mean reward for the side to move at the root (win 1, draw ½, loss 0); 0.5 when
    /// unvisited.
    pub win_rate: f64,
    /// The move's implicit minimax value, a win chance by the evaluation backed up by
    /// negamax over the tree below it (exact when proven); 0.5 when the search does not
    /// evaluate.
    pub minimax: f64,
    /// The proven result for the side to move at the root, if solved.
    pub proof: Option<Proof>,
}

/// A UCT search tree over one root position.
pub struct Mcts {
    nodes: Vec<Node>,
    root_board: Board,
    config: MctsConfig,
    rng: Rng,
    /// Playouts run since creation (for statistics).
    playouts: u64,
    /// Times the arena was full and compacted since creation (for statistics).
    compactions: u64,
    /// The exact solver of the leaves near the end (made at the first such leaf).
    solver: Option<Solver>,
    /// The alpha-beta search that values leaves (made at the first leaf it values).
    searcher: Option<AlphaBeta>,
}

impl Mcts {
    /// A fresh tree for `board` (side to move's view), with its own generator seeded by
    /// `seed`.
    pub fn new(board: Board, config: MctsConfig, seed: u64) -> Mcts {
        // A compacted arena fills within a move: reserved whole, it is never reallocated
        // (a reallocation holds the old and the new arena at once).
        let mut nodes = Vec::with_capacity(if config.compact {
            config.max_nodes
        } else {
            config.max_nodes.min(1 << 16)
        });
        nodes.push(Node::new(NONE, PASS));
        let mut tree = Mcts {
            nodes,
            root_board: board,
            config,
            rng: Rng::new(seed),
            playouts: 0,
            compactions: 0,
            solver: None,
            searcher: None,
        };
        tree.evaluate_root();
        tree
    }

    /// Gives a fresh root its evaluation (a leaf's value when nothing below it exists).
    fn evaluate_root(&mut self) {
        if self.config.evaluates() {
            let chance = CERTAIN - self.chance(self.root_board);
            self.nodes[0].eval = chance;
            self.nodes[0].minimax = chance;
        }
    }

    /// The evaluation's win chance for the side to move in `board`.
    fn chance(&self, board: Board) -> u16 {
        let units = match self.config.eval {
            EvalKind::Original => original_eval(board, true),
            EvalKind::Tuned => tuned_eval(board),
            #[cfg(feature = "patterns")]
            EvalKind::Pattern(w) => w.eval(board),
        };
        self.chance_of(units)
    }

    /// The win chance of an evaluation of `units` (1/100 discs) for the side to move.
    fn chance_of(&self, units: i32) -> u16 {
        let discs = (units as f64 / DISC as f64).clamp(-64.0, 64.0);
        let p = 1.0 / (1.0 + (-discs / self.config.eval_scale).exp());
        (p * CERTAIN as f64).round() as u16
    }

    /// The position at the root.
    pub fn root_board(&self) -> Board {
        self.root_board
    }

    /// Nodes in the tree.
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Visits of the root (iterations whose results are in the tree, including those
    /// kept from earlier searches).
    pub fn root_visits(&self) -> u32 {
        self.nodes[0].visits
    }

    /// Playouts run by this tree since it was made.
    pub fn playouts(&self) -> u64 {
        self.playouts
    }

    /// Times the arena was full and the tree was compacted since it was made
    /// ([`MctsConfig::compact`]).
    pub fn compactions(&self) -> u64 {
        self.compactions
    }

    /// The proven result at the root, if any.
    pub fn root_proof(&self) -> Option<Proof> {
        Proof::decode(self.nodes[0].proof)
    }

    /// Runs iterations until `max_iterations` more have been done, the deadline passes
    /// (checked every 256 iterations), the root is proven or its visits reach about 16
    /// million. Returns the number done.
    pub fn search(&mut self, max_iterations: u64, deadline: &Deadline) -> u64 {
        let mut done = 0;
        while done < max_iterations {
            if self.nodes[0].proof != 0 || self.nodes[0].visits >= MAX_VISITS {
                break;
            }
            if done % 256 == 0 && done > 0 && deadline.passed() {
                break;
            }
            if self.config.compact && self.nodes.len() + MAX_CHILDREN > self.config.max_nodes {
                let threshold = self.compaction_threshold();
                self.compact(0, threshold);
                self.compactions += 1;
            }
            self.iterate(deadline);
            done += 1;
        }
        done
    }

    /// One selection–expansion–simulation–backpropagation step.
    fn iterate(&mut self, deadline: &Deadline) {
        let mut node = 0u32;
        let mut board = self.root_board;
        // Descend while the node is expanded and unproven.
        loop {
            let n = self.nodes[node as usize];
            if n.proof != 0 {
                break;
            }
            if n.first_child == NONE {
                let expand_leaf = self.config.expand_leaves && self.config.evaluates();
                if (n.visits > 0 || node == 0 || expand_leaf)
                    && self.nodes.len() < self.config.max_nodes
                {
                    if !self.expand(node, board, deadline) {
                        break; // terminal: proven now
                    }
                    if expand_leaf && n.visits == 0 && node != 0 {
                        break; // valued by its children below
                    }
                } else {
                    break;
                }
            }
            let child = self.select(node);
            board = self.play(board, self.nodes[child as usize].mv);
            node = child;
        }
        // A leaf reached for the first time may be valued by a search instead of its
        // static evaluation.
        let n = self.nodes[node as usize];
        if self.config.leaf_depth > 0
            && self.config.evaluates()
            && n.proof == 0
            && n.visits == 0
            && n.first_child == NONE
            && node != 0
        {
            let (eval, rules) = (self.config.eval, self.config.rules);
            let searcher = self
                .searcher
                .get_or_insert_with(|| AlphaBeta::new(eval, LEAF_SEARCH_TABLE_BYTES, rules));
            if let Some(units) = searcher.value(board, self.config.leaf_depth, deadline) {
                let chance = CERTAIN - self.chance_of(units);
                let n = &mut self.nodes[node as usize];
                n.eval = chance;
                n.minimax = chance;
            }
        }
        // The result for the side to move at `node`, in rewards (`WIN` a game won), over
        // `count` visits.
        let n = self.nodes[node as usize];
        let w = self.config.eval_weight;
        let count = if w >= 1.0 || self.config.leaf_playouts < 2 {
            1
        } else {
            2
        };
        let reward = |s: i32| match s.signum() {
            1 => WIN,
            0 => WIN / 2,
            _ => 0,
        };
        let result = match Proof::decode(n.proof) {
            Some(p) => p.half_points() * (WIN / 2) * count,
            None => {
                let played = if w >= 1.0 {
                    0
                } else {
                    self.playouts += count as u64;
                    let (p, o, pe) = (board.player, board.opponent, self.config.rules);
                    let policy = self.config.playout;
                    let cut = self.config.playout_moves;
                    if count == 2 {
                        let [a, b] = playouts_cut::<2>(p, o, &mut self.rng, policy, pe, cut);
                        reward(a) + reward(b)
                    } else {
                        reward(playouts_cut::<1>(p, o, &mut self.rng, policy, pe, cut)[0])
                    }
                };
                if w > 0.0 {
                    // The evaluation's chance for the side to move here (one ply deep
                    // when leaves are expanded at once: the minimax of the children).
                    let value = if self.config.expand_leaves {
                        n.minimax
                    } else {
                        n.eval
                    };
                    let chance = f64::from(CERTAIN - value) / f64::from(CERTAIN);
                    let evaluated = chance * f64::from(WIN * count);
                    (w * evaluated + (1.0 - w) * f64::from(played)).round() as u32
                } else {
                    played
                }
            }
        };
        self.backpropagate(node, result, count);
    }

    #[inline]
    fn play(&self, board: Board, mv: u8) -> Board {
        if mv == PASS {
            board.swapped()
        } else {
            let f = flips(board.player, board.opponent, mv as usize);
            Board {
                player: board.opponent ^ f,
                opponent: board.player ^ f ^ (1u64 << mv),
            }
        }
    }

    /// Creates the children of `node` (evaluated when the search evaluates). Returns false
    /// (and proves the node) when the game is over there, or when an exact solve of a
    /// leaf near the end decides it.
    fn expand(&mut self, node: u32, board: Board, deadline: &Deadline) -> bool {
        let moves = legal_moves(board.player, board.opponent);
        let first = self.nodes.len() as u32;
        if moves == 0 {
            let over = self.config.rules.pass_ends_game()
                || legal_moves(board.opponent, board.player) == 0;
            if over {
                let s = board.final_score();
                let proof = match s.signum() {
                    1 => Proof::Win,
                    0 => Proof::Draw,
                    _ => Proof::Loss,
                };
                // Terminal nodes are proven even without the solver: their value is exact.
                self.prove(node, proof);
                return false;
            }
            let mut child = Node::new(node, PASS);
            if self.config.evaluates() {
                child.eval = CERTAIN - self.chance(board.swapped());
                child.minimax = child.eval;
            }
            self.nodes.push(child);
            self.nodes[node as usize].first_child = first;
            self.nodes[node as usize].num_children = 1;
            self.nodes[node as usize].minimax = CERTAIN - child.minimax;
            return true;
        }
        let empties = board.empty_count();
        if self.config.solver && node != 0 && empties <= self.config.leaf_solve_empties {
            let rules = self.config.rules;
            let solver = self
                .solver
                .get_or_insert_with(|| Solver::new(LEAF_SOLVER_TABLE_BYTES, rules));
            if let Some(solution) = solver.solve_window(board, -1, 1, deadline) {
                let proof = match solution.score.signum() {
                    1 => Proof::Win,
                    0 => Proof::Draw,
                    _ => Proof::Loss,
                };
                self.prove(node, proof);
                return false;
            }
        }
        let mut m = moves;
        let evaluates = self.config.evaluates();
        let mut best = 0u16;
        while m != 0 {
            let sq = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut child = Node::new(node, sq);
            if evaluates {
                let f = flips(board.player, board.opponent, sq as usize);
                let after = Board {
                    player: board.opponent ^ f,
                    opponent: board.player ^ f ^ (1u64 << sq),
                };
                // The evaluation is the opponent's: the mover's chance is the rest.
                child.eval = CERTAIN - self.chance(after);
                child.minimax = child.eval;
                best = best.max(child.eval);
            }
            self.nodes.push(child);
        }
        self.nodes[node as usize].first_child = first;
        self.nodes[node as usize].num_children = moves.count_ones() as u8;
        if evaluates {
            self.nodes[node as usize].minimax = CERTAIN - best;
        }
        true
    }

    /// Marks `node` proven, its minimax value exact.
    fn prove(&mut self, node: u32, proof: Proof) {
        let n = &mut self.nodes[node as usize];
        n.proof = Proof::encode(Some(proof));
        // The minimax value is the chance of the player who moved into the node.
        n.minimax = match proof {
            Proof::Win => 0,
            Proof::Draw => EVEN,
            Proof::Loss => CERTAIN,
        };
    }

    /// The child of `node` to descend into: an unvisited one first (best evaluated, then
    /// square order), otherwise the best UCB1 value plus progressive bias. With the
    /// solver, proven children are skipped.
    fn select(&mut self, node: u32) -> u32 {
        let n = self.nodes[node as usize];
        let first = n.first_child;
        let end = first + n.num_children as u32;
        let log_n = (n.visits.max(1) as f64).ln();
        let c = self.config.exploration;
        let w = self.config.prior_weight;
        let alpha = self.config.minimax_weight;
        let unvisited_by_eval = self.config.unvisited_by_eval && self.config.evaluates();
        let mut best = first;
        let mut best_value = f64::NEG_INFINITY;
        for i in first..end {
            let ch = self.nodes[i as usize];
            let value = if self.config.solver && ch.proof != 0 {
                // A proven child's value is known: visits go to the unproven ones, which
                // is what proves the node (a proven draw would otherwise soak up the
                // visits its siblings need). Only if everything were proven would one be
                // picked, and then the node itself is proven and never descended.
                f64::NEG_INFINITY
            } else if ch.visits == 0 && !unvisited_by_eval {
                // Unvisited children come first, the best evaluated first (all equal
                // when the search does not evaluate, so square order).
                1e9 + ch.eval as f64
            } else {
                // An unvisited child here (first-play values) counts as visited once with
                // its evaluation as the result; its minimax value is that evaluation too.
                let (v, mean) = if ch.visits == 0 {
                    (1.0, ch.eval as f64 / CERTAIN as f64)
                } else {
                    let v = ch.visits as f64;
                    (v, ch.reward as f64 / (WIN as f64 * v))
                };
                let value = if alpha > 0.0 {
                    (1.0 - alpha) * mean + alpha * (ch.minimax as f64 / CERTAIN as f64)
                } else {
                    mean
                };
                value + c * (log_n / v).sqrt() + w * (ch.eval as f64 / CERTAIN as f64) / (v + 1.0)
            };
            if value > best_value {
                best_value = value;
                best = i;
            }
        }
        best
    }

    /// Adds the result of `count` games (rewards for the side to move at `node`) along
    /// the path to the root, propagates proofs and updates the minimax values.
    fn backpropagate(&mut self, mut node: u32, mut result: u32, count: u32) {
        // Proofs only change above a node that has just been proven.
        let mut prove = self.config.solver && self.nodes[node as usize].proof != 0;
        let minimax = self.config.evaluates();
        let full = WIN * count;
        loop {
            let n = &mut self.nodes[node as usize];
            n.visits += count;
            // The reward belongs to the player who moved into `node`.
            n.reward += full - result;
            let parent = n.parent;
            if prove && node != 0 {
                prove = self.update_proof(parent);
            }
            if node == 0 {
                break;
            }
            if minimax {
                self.update_minimax(parent);
            }
            node = parent;
            result = full - result;
        }
    }

    /// Recomputes the minimax value of the expanded, unproven `node` from its children.
    fn update_minimax(&mut self, node: u32) {
        let n = self.nodes[node as usize];
        if n.proof != 0 || n.first_child == NONE {
            return;
        }
        let children = &self.nodes[n.first_child as usize..][..n.num_children as usize];
        let best = children.iter().map(|c| c.minimax).max().unwrap_or(EVEN);
        self.nodes[node as usize].minimax = CERTAIN - best;
    }

    /// Proves `node` from its children if possible. Returns whether it is (now) proven,
    /// so the caller knows whether to keep trying higher up.
    fn update_proof(&mut self, node: u32) -> bool {
        let n = self.nodes[node as usize];
        if n.proof != 0 {
            return true;
        }
        let mut best: Option<Proof> = None;
        for i in n.first_child..n.first_child + n.num_children as u32 {
            match Proof::decode(self.nodes[i as usize].proof) {
                None => {
                    // Unproven child: only a win can be concluded, from another child.
                    best = None;
                    for j in n.first_child..n.first_child + n.num_children as u32 {
                        if Proof::decode(self.nodes[j as usize].proof) == Some(Proof::Loss) {
                            best = Some(Proof::Win);
                        }
                    }
                    break;
                }
                Some(p) => {
                    let mine = p.flip();
                    if best.is_none_or(|b| mine.rank() > b.rank()) {
                        best = Some(mine);
                    }
                }
            }
        }
        if let Some(p) = best {
            self.prove(node, p);
            true
        } else {
            false
        }
    }
}

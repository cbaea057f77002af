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
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    /// The most the evaluation of a new node is moved by, in discs, and the seed of the
    /// moves ([`Mcts::set_jitter`]).
    jitter: (f64, u64),
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
            jitter: (0.0, seed),
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

    /// Moves every evaluation the tree makes from now on by up to `discs` discs either
    /// way, by an amount drawn from the position and the tree's seed (the same position
    /// always moves alike in one tree). Trees of one root that read the evaluation alone
    /// (no playouts) grow alike whatever their seeds; moved this way they differ, so that
    /// root-parallel trees ([`super::ParallelTrees`]) do not all search the same tree.
    pub fn set_jitter(&mut self, discs: f64) {
        self.jitter.0 = discs.max(0.0);
    }

    /// The evaluation's win chance for the side to move in `board`.
    fn chance(&self, board: Board) -> u16 {
        let mut units = match self.config.eval {
            EvalKind::Original => original_eval(board, true),
            EvalKind::Tuned => tuned_eval(board),
            #[cfg(feature = "patterns")]
            EvalKind::Pattern(w) => w.eval(board),
        };
        let (discs, seed) = self.jitter;
        if discs > 0.0 {
            // SplitMix64's finaliser: a uniform draw in -1..1 from the position.
            let mut z = (board.hash() ^ seed).wrapping_add(0x9E37_79B9_7F4A_7C15);
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            let unit = (z >> 11) as f64 / (1u64 << 52) as f64 - 1.0;
            units += (unit * discs * DISC as f64).round() as i32;
        }
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

    /// Moves the root to the child reached by `mv`, keeping its subtree. Returns
    /// whether anything was kept; with an unknown or unexpanded move the tree restarts
    /// from the new position. `mv` must be legal at the root.
    pub fn advance(&mut self, mv: Move) -> bool {
        let code = match mv {
            Move::Place(sq) => sq.index() as u8,
            Move::Pass => PASS,
        };
        let next_board = match mv {
            Move::Place(sq) => self.root_board.apply(sq, self.root_board.flips(sq)),
            Move::Pass => self.root_board.swapped(),
        };
        let root = self.nodes[0];
        let child = (root.first_child..root.first_child + root.num_children as u32)
            .find(|&c| root.first_child != NONE && self.nodes[c as usize].mv == code);
        self.root_board = next_board;
        self.keep_subtree(child)
    }

    /// Moves the root to `board` when it is the position after one or two moves from the
    /// root (the player's move and the reply, say), keeping that subtree; otherwise the
    /// tree restarts from `board` (its generator goes on). Returns whether anything was
    /// kept. The same board keeps the whole tree.
    pub fn reroot(&mut self, board: Board) -> bool {
        if board == self.root_board {
            return true;
        }
        let children = |n: Node| {
            (n.first_child != NONE)
                .then_some(n.first_child..n.first_child + n.num_children as u32)
                .into_iter()
                .flatten()
        };
        let mut found = None;
        'search: for c in children(self.nodes[0]) {
            let after = self.play(self.root_board, self.nodes[c as usize].mv);
            if after == board {
                found = Some(c);
                break;
            }
            for g in children(self.nodes[c as usize]) {
                if self.play(after, self.nodes[g as usize].mv) == board {
                    found = Some(g);
                    break 'search;
                }
            }
        }
        self.root_board = board;
        self.keep_subtree(found)
    }

    /// Makes `node`'s subtree the tree, at the root board already set, if it was visited;
    /// otherwise restarts the tree there. Returns whether anything was kept.
    fn keep_subtree(&mut self, node: Option<u32>) -> bool {
        match node {
            Some(node) if self.nodes[node as usize].visits > 0 => {
                self.compact(node, 0);
                true
            }
            _ => {
                self.nodes.clear();
                self.nodes.push(Node::new(NONE, PASS));
                self.evaluate_root();
                false
            }
        }
    }

    /// Keeps only the subtree under `new_root`, which becomes the root (index 0), and of
    /// it only the children of the nodes visited at least `threshold` times (the new root
    /// keeps its children whatever its visits); a node that loses its children becomes a
    /// leaf whose value is its minimax value. Done in place, in one pass in index order:
    /// children always come after their parent in the arena, so each node's new index is
    /// known before its children are reached, and sibling arrays stay contiguous.
    fn compact(&mut self, new_root: u32, threshold: u32) {
        let root = new_root as usize;
        let children =
            |n: &Node| n.first_child as usize..(n.first_child as usize + n.num_children as usize);
        // Nodes before the new root are outside its subtree: their children go, except
        // the new root itself.
        for i in 0..root {
            let n = self.nodes[i];
            if n.first_child != NONE {
                for c in children(&n) {
                    if c != root {
                        self.nodes[c].parent = DROPPED;
                    }
                }
            }
        }
        // From here each node's `parent` has been rewritten before the node is reached:
        // its parent's new index, or `DROPPED`.
        let mut kept = 0usize;
        for i in root..self.nodes.len() {
            let mut n = self.nodes[i];
            if i == root {
                n.parent = NONE;
                n.mv = PASS;
            } else if n.parent == DROPPED {
                if n.first_child != NONE {
                    for c in children(&n) {
                        self.nodes[c].parent = DROPPED;
                    }
                }
                continue;
            } else {
                // The first of a sibling array tells its parent where the array now starts.
                let parent = &mut self.nodes[n.parent as usize];
                if parent.first_child as usize == i {
                    parent.first_child = kept as u32;
                }
            }
            if n.first_child != NONE {
                if i == root || n.visits >= threshold {
                    for c in children(&n) {
                        self.nodes[c].parent = kept as u32;
                    }
                } else {
                    for c in children(&n) {
                        self.nodes[c].parent = DROPPED;
                    }
                    n.first_child = NONE;
                    n.num_children = 0;
                    // A leaf again: what the tree found below it is its value now.
                    n.eval = n.minimax;
                }
            }
            self.nodes[kept] = n;
            kept += 1;
        }
        self.nodes.truncate(kept);
    }

    /// The fewest visits (a power of two) a node needs to keep its children so that the
    /// tree fits in half the arena after [`Mcts::compact`]: children are dropped from
    /// the least visited nodes up.
    fn compaction_threshold(&self) -> u32 {
        // Children of the expanded nodes (the root's apart) by the octave of their
        // parent's visits: octave b holds visits from 2^(b-1) to 2^b - 1.
        let mut by_octave = [0usize; 33];
        for n in &self.nodes[1..] {
            if n.first_child != NONE {
                by_octave[(32 - n.visits.leading_zeros()) as usize] += n.num_children as usize;
            }
        }
        let target = self.config.max_nodes / 2;
        let mut size = 1 + self.nodes[0].num_children as usize + by_octave.iter().sum::<usize>();
        // A threshold of 2^k drops the octaves up to k.
        for (k, count) in by_octave.iter().enumerate().skip(1) {
            size -= count;
            if size <= target {
                return 1u32.checked_shl(k as u32).unwrap_or(u32::MAX);
            }
        }
        u32::MAX
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

    /// Statistics of every root move (empty before the first iteration), most visited
    /// first.
    pub fn move_stats(&self) -> Vec<MoveStat> {
        let root = self.nodes[0];
        if root.first_child == NONE {
            return Vec::new();
        }
        let mut out: Vec<MoveStat> = (root.first_child
            ..root.first_child + root.num_children as u32)
            .map(|i| {
                let ch = self.nodes[i as usize];
                MoveStat {
                    mv: if ch.mv == PASS {
                        Move::Pass
                    } else {
                        Move::Place(Square::from_index(ch.mv))
                    },
                    visits: ch.visits,
                    win_rate: if ch.visits == 0 {
                        0.5
                    } else {
                        ch.reward as f64 / (WIN as f64 * ch.visits as f64)
                    },
                    minimax: ch.minimax as f64 / CERTAIN as f64,
                    proof: Proof::decode(ch.proof).map(Proof::flip),
                }
            })
            .collect();
        out.sort_by_key(|s| core::cmp::Reverse(s.visits));
        out
    }

    /// Whether another root move could still take [`Mcts::best_move`]'s place if
    /// `visits` more root visits all went to its closest rival: true while nothing is
    /// searched; false for a proven win, or when no other unproven move is left to
    /// search. (Proven moves take no more visits; a proven draw or loss chosen for lack of
    /// better can be overtaken by any unproven move.)
    pub fn can_be_overtaken(&self, visits: f64) -> bool {
        can_be_overtaken(&self.move_stats(), self.config.solver, visits)
    }

    /// Whether the search has not made up its mind: the move it would play
    /// ([`Mcts::best_move`], the most visited) is not the best valued of the visited
    /// unproven root moves, by the value selection uses (the mean, mixed with the implicit
    /// minimax value by [`MctsConfig::minimax_weight`]). False before any search and when
    /// the move chosen is proven.
    pub fn unsettled(&self) -> bool {
        unsettled(
            &self.move_stats(),
            self.config.solver,
            self.config.minimax_weight,
        )
    }

    /// The principal variation from the root through `first`: `first`, then at each node
    /// its most visited child (ties: the first), for at most `max_len` moves in all;
    /// shorter where the tree has not grown. Empty when `first` is not a root child.
    pub fn principal_variation(&self, first: Move, max_len: usize) -> Vec<Move> {
        let code = |m: Move| match m {
            Move::Pass => PASS,
            Move::Place(sq) => sq.index() as u8,
        };
        let decode = |mv: u8| {
            if mv == PASS {
                Move::Pass
            } else {
                Move::Place(Square::from_index(mv))
            }
        };
        let children = |n: Node| n.first_child..n.first_child + n.num_children as u32;
        let root = self.nodes[0];
        if root.first_child == NONE {
            return Vec::new();
        }
        let Some(mut at) = children(root).find(|&i| self.nodes[i as usize].mv == code(first))
        else {
            return Vec::new();
        };
        let mut pv = vec![first];
        while pv.len() < max_len {
            let node = self.nodes[at as usize];
            if node.first_child == NONE {
                break;
            }
            let Some(next) = children(node)
                .filter(|&i| self.nodes[i as usize].visits > 0)
                .max_by_key(|&i| (self.nodes[i as usize].visits, core::cmp::Reverse(i)))
            else {
                break;
            };
            pv.push(decode(self.nodes[next as usize].mv));
            at = next;
        }
        pv
    }

    /// The move to play. Without the solver, the most visited move. With it, a proven
    /// win if there is one; otherwise the most visited
    /// unproven move (ties: the higher win rate), or a proven draw when that move's win
    /// rate is below ½ or nothing is unproven; a proven loss only when all moves lose.
    /// `None` when the game is over at the root or nothing has been searched.
    pub fn best_move(&self) -> Option<Move> {
        best_of(&self.move_stats(), self.config.solver)
    }
}

/// The move to play by root statistics `stats` (most visited first, ties in square
/// order), as [`Mcts::best_move`] chooses it (`solver`: with MCTS-Solver's proofs).
pub(super) fn best_of(stats: &[MoveStat], solver: bool) -> Option<Move> {
    if !solver {
        // Plain UCT, as the browser original: the most visited move (`stats` is sorted by
        // visits, stable in square order).
        return stats.first().map(|s| s.mv);
    }
    if let Some(w) = stats.iter().find(|s| s.proof == Some(Proof::Win)) {
        return Some(w.mv);
    }
    // The most visited unproven move, unless a proven draw is better than its expected
    // result; proven losses only when nothing else is left.
    let most_visited = |filter: &dyn Fn(&MoveStat) -> bool| {
        stats.iter().filter(|s| filter(s)).max_by(|a, b| {
            a.visits
                .cmp(&b.visits)
                .then(a.win_rate.total_cmp(&b.win_rate))
        })
    };
    let open = most_visited(&|s| s.proof.is_none());
    let draw = most_visited(&|s| s.proof == Some(Proof::Draw));
    match (open, draw) {
        (Some(o), Some(d)) => Some(if o.win_rate < 0.5 { d } else { o }),
        (Some(o), None) => Some(o),
        (None, Some(d)) => Some(d),
        (None, None) => most_visited(&|_| true),
    }
    .map(|s| s.mv)
}

/// [`Mcts::can_be_overtaken`] on root statistics `stats`.
pub(super) fn can_be_overtaken(stats: &[MoveStat], solver: bool, visits: f64) -> bool {
    let Some(best) = best_of(stats, solver) else {
        return true;
    };
    let Some(leader) = stats.iter().find(|s| s.mv == best) else {
        return true;
    };
    let rival = stats
        .iter()
        .filter(|s| s.mv != best && s.proof.is_none())
        .map(|s| s.visits)
        .max();
    match (leader.proof, rival) {
        (Some(Proof::Win), _) | (_, None) => false,
        (Some(_), Some(_)) => true,
        (None, Some(r)) => f64::from(r) + visits >= f64::from(leader.visits),
    }
}

/// [`Mcts::unsettled`] on root statistics `stats`, the value mixed with the minimax value
/// by `minimax_weight`.
pub(super) fn unsettled(stats: &[MoveStat], solver: bool, minimax_weight: f64) -> bool {
    let Some(best) = best_of(stats, solver) else {
        return false;
    };
    let alpha = minimax_weight;
    let value = |s: &MoveStat| (1.0 - alpha) * s.win_rate + alpha * s.minimax;
    let open = || stats.iter().filter(|s| s.proof.is_none() && s.visits > 0);
    if !open().any(|s| s.mv == best) {
        return false;
    }
    let top = open().map(value).fold(f64::NEG_INFINITY, f64::max);
    open().any(|s| s.mv == best && value(s) < top)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::clock::FrozenClock;
    use crate::ai::testing::walk;
    use crate::Position;

    fn guided() -> MctsConfig {
        MctsConfig {
            eval_weight: 1.0,
            minimax_weight: 0.4,
            prior_weight: 0.5,
            ..MctsConfig::default()
        }
    }

    /// Every node's minimax value is its evaluation while unexpanded, the exact result
    /// once proven, and otherwise the negamax of its children's.
    fn assert_minimax_consistent(tree: &Mcts) {
        for (i, n) in tree.nodes.iter().enumerate() {
            let expected = match Proof::decode(n.proof) {
                Some(Proof::Win) => 0,
                Some(Proof::Draw) => EVEN,
                Some(Proof::Loss) => CERTAIN,
                None if n.first_child == NONE => n.eval,
                None => {
                    let children = &tree.nodes[n.first_child as usize..][..n.num_children as usize];
                    CERTAIN - children.iter().map(|c| c.minimax).max().unwrap()
                }
            };
            assert_eq!(n.minimax, expected, "node {i}");
        }
    }

    /// Every child's parent is the node whose sibling array holds it, after it in the
    /// arena, and every node but the root is in its parent's array.
    fn assert_links_consistent(tree: &Mcts) {
        assert_eq!(tree.nodes[0].parent, NONE);
        for (i, n) in tree.nodes.iter().enumerate() {
            if n.first_child != NONE {
                assert!(n.first_child as usize > i, "node {i}");
                let end = n.first_child as usize + n.num_children as usize;
                assert!(end <= tree.nodes.len(), "node {i}");
                for c in n.first_child as usize..end {
                    assert_eq!(tree.nodes[c].parent as usize, i, "child {c} of {i}");
                }
            }
            if i > 0 {
                let p = tree.nodes[n.parent as usize];
                let range =
                    p.first_child as usize..p.first_child as usize + p.num_children as usize;
                assert!(p.first_child != NONE && range.contains(&i), "node {i}");
            }
        }
    }

    #[test]
    fn a_full_arena_is_compacted_and_the_tree_grows_on_within_it() {
        let clock = FrozenClock;
        let max_nodes = 4096;
        let mut rng = Rng::new(3);
        for seed in 0..4 {
            let pos = walk(&mut rng, 20 + 2 * seed as usize);
            // Without compaction the tree stops growing once the arena is full.
            let stuck = MctsConfig {
                max_nodes,
                ..guided()
            };
            let mut tree = Mcts::new(pos.board, stuck, seed);
            tree.search(5_000, &Deadline::never(&clock));
            let full = tree.node_count();
            assert!(full >= max_nodes, "{full}");
            tree.search(5_000, &Deadline::never(&clock));
            assert_eq!(tree.node_count(), full);
            assert_eq!(tree.compactions(), 0);
            // With it the tree never outgrows the arena: the least visited nodes lose
            // their children, at most half the arena stays in use, and it grows again.
            let config = MctsConfig {
                compact: true,
                ..stuck
            };
            let mut tree = Mcts::new(pos.board, config, seed);
            let mut searched = 0;
            while tree.compactions() == 0 {
                tree.search(1, &Deadline::never(&clock));
                searched += 1;
                assert!(searched < 5_000, "never compacted");
            }
            let after = tree.node_count();
            assert!(after <= max_nodes / 2 + MAX_CHILDREN, "{after}");
            assert_links_consistent(&tree);
            assert_minimax_consistent(&tree);
            tree.search(200, &Deadline::never(&clock));
            assert!(tree.node_count() > after, "grows again");
            tree.search(10_000, &Deadline::never(&clock));
            assert!(tree.compactions() > 1);
            assert!(tree.node_count() <= max_nodes);
            // The arena was never reallocated beyond its cap.
            assert_eq!(tree.nodes.capacity(), max_nodes);
            assert_eq!(tree.root_visits(), searched + 10_200);
            assert_links_consistent(&tree);
            assert_minimax_consistent(&tree);
            assert!(tree.best_move().is_some());
        }
    }

    #[test]
    fn advancing_keeps_exactly_the_subtree_of_the_move() {
        let clock = FrozenClock;
        let mut rng = Rng::new(8);
        for seed in 0..6 {
            let pos = walk(&mut rng, 12 + 3 * seed as usize);
            let mut tree = Mcts::new(pos.board, guided(), seed);
            tree.search(3_000, &Deadline::never(&clock));
            let stats = tree.move_stats();
            // The second most visited move: its subtree is not the first in the arena.
            let Some(stat) = stats.get(1) else { continue };
            let root = tree.nodes[0];
            let child = (root.first_child..root.first_child + root.num_children as u32)
                .find(|&c| {
                    tree.nodes[c as usize].visits == stat.visits && {
                        let m = tree.nodes[c as usize].mv;
                        stat.mv
                            == if m == PASS {
                                Move::Pass
                            } else {
                                Move::Place(Square::from_index(m))
                            }
                    }
                })
                .unwrap();
            // The subtree's size, counted before.
            let mut size = 0;
            let mut stack = vec![child];
            while let Some(n) = stack.pop() {
                size += 1;
                let n = tree.nodes[n as usize];
                if n.first_child != NONE {
                    stack.extend(n.first_child..n.first_child + n.num_children as u32);
                }
            }
            let (visits, minimax) = (
                tree.nodes[child as usize].visits,
                tree.nodes[child as usize].minimax,
            );
            assert!(tree.advance(stat.mv));
            assert_eq!(tree.node_count(), size);
            assert_eq!(tree.root_visits(), visits);
            assert_eq!(tree.nodes[0].minimax, minimax);
            assert_links_consistent(&tree);
            assert_minimax_consistent(&tree);
        }
    }

    #[test]
    fn implicit_minimax_values_are_the_negamax_of_the_tree() {
        let clock = FrozenClock;
        let mut rng = Rng::new(5);
        for seed in 0..12 {
            let pos = walk(&mut rng, 10 + 4 * seed as usize);
            let mut tree = Mcts::new(pos.board, guided(), seed);
            tree.search(3_000, &Deadline::never(&clock));
            assert!(tree.node_count() > 100);
            assert_minimax_consistent(&tree);
            // Still so in a reused subtree.
            if let Some(mv) = tree.best_move() {
                tree.advance(mv);
                assert_links_consistent(&tree);
                tree.search(500, &Deadline::never(&clock));
                assert_minimax_consistent(&tree);
                assert_links_consistent(&tree);
            }
        }
    }

    #[test]
    fn the_evaluation_alone_runs_no_playouts_and_orders_the_children() {
        let clock = FrozenClock;
        let mut tree = Mcts::new(Position::START.board, guided(), 1);
        tree.search(2_000, &Deadline::never(&clock));
        assert_eq!(tree.playouts(), 0);
        assert_eq!(tree.root_visits(), 2_000);
        // The four first moves are one by symmetry: equal evaluations.
        let root = tree.nodes[0];
        let evals: Vec<u16> = (0..root.num_children as usize)
            .map(|i| tree.nodes[root.first_child as usize + i].eval)
            .collect();
        assert_eq!(evals.len(), 4);
        assert!(evals.iter().all(|&e| e == evals[0]), "{evals:?}");
        // A mix of evaluation and playouts runs both.
        let mixed = MctsConfig {
            eval_weight: 0.5,
            ..guided()
        };
        let mut tree = Mcts::new(Position::START.board, mixed, 1);
        tree.search(500, &Deadline::never(&clock));
        assert_eq!(tree.playouts(), 1_000);
        // Plain UCT evaluates nothing: every chance stays even.
        let mut tree = Mcts::new(Position::START.board, MctsConfig::default(), 1);
        tree.search(500, &Deadline::never(&clock));
        assert!(tree
            .nodes
            .iter()
            .all(|n| n.eval == EVEN && n.minimax == EVEN));
    }

    #[test]
    fn leaves_expanded_at_once_back_up_their_one_ply_value() {
        let clock = FrozenClock;
        let config = MctsConfig {
            expand_leaves: true,
            ..guided()
        };
        let mut tree = Mcts::new(Position::START.board, config, 1);
        // The first iteration expands the root and its first child, and backs up that
        // child's negamax over its replies, not its own evaluation.
        tree.search(1, &Deadline::never(&clock));
        let root = tree.nodes[0];
        let child = (root.first_child..root.first_child + root.num_children as u32)
            .map(|i| tree.nodes[i as usize])
            .find(|c| c.visits == 1)
            .unwrap();
        assert_ne!(child.first_child, NONE);
        assert_ne!(child.minimax, child.eval);
        let result = (f64::from(CERTAIN - child.minimax) / f64::from(CERTAIN) * f64::from(WIN))
            .round() as u32;
        assert_eq!(child.reward, WIN - result);
        // Every node the search has reached is expanded (or proven), and the minimax
        // values stay the negamax of the tree.
        tree.search(3_000, &Deadline::never(&clock));
        assert!(tree
            .nodes
            .iter()
            .all(|n| n.visits == 0 || n.proof != 0 || n.first_child != NONE));
        assert_minimax_consistent(&tree);
        // Without it, a leaf reached once stays unexpanded.
        let mut tree = Mcts::new(Position::START.board, guided(), 1);
        tree.search(3_000, &Deadline::never(&clock));
        assert!(tree
            .nodes
            .iter()
            .any(|n| n.visits == 1 && n.proof == 0 && n.first_child == NONE));
    }

    /// Whether some expanded node has a child visited again while a sibling was never
    /// visited (what trying every unvisited child first rules out).
    fn revisits_before_every_sibling(tree: &Mcts) -> bool {
        tree.nodes.iter().any(|n| {
            n.first_child != NONE && {
                let children = &tree.nodes[n.first_child as usize..][..n.num_children as usize];
                children.iter().any(|c| c.visits >= 2 && c.proof == 0)
                    && children.iter().any(|c| c.visits == 0 && c.proof == 0)
            }
        })
    }

    #[test]
    fn unvisited_children_ranked_by_their_evaluation_can_wait() {
        let clock = FrozenClock;
        let config = MctsConfig {
            unvisited_by_eval: true,
            ..guided()
        };
        let mut tree = Mcts::new(Position::START.board, config, 1);
        tree.search(5_000, &Deadline::never(&clock));
        // Poorly valued moves wait while their siblings are searched again, so the tree
        // goes deeper than it is wide...
        assert!(revisits_before_every_sibling(&tree));
        assert_minimax_consistent(&tree);
        assert_links_consistent(&tree);
        // ...and a move still gets its first visit once the parent's visits have grown.
        assert!(tree.move_stats().iter().all(|s| s.visits > 0));
        // Without it every child is visited before any is visited twice.
        let mut tree = Mcts::new(Position::START.board, guided(), 1);
        tree.search(5_000, &Deadline::never(&clock));
        assert!(!revisits_before_every_sibling(&tree));
    }

    #[test]
    fn leaves_near_the_end_are_solved_and_prove_the_root() {
        let clock = FrozenClock;
        let mut rng = Rng::new(17);
        let mut solver = Solver::new(1 << 20, crate::Rules::WOF);
        let mut checked = 0;
        while checked < 10 {
            let pos = walk(&mut rng, 47);
            if pos.board.empty_count() != 13 || pos.board.legal_moves().is_empty() {
                continue;
            }
            let exact = solver.solve(pos.board, &Deadline::never(&clock)).unwrap();
            let config = MctsConfig {
                leaf_solve_empties: 12,
                ..guided()
            };
            let mut tree = Mcts::new(pos.board, config, checked);
            // Each root child is solved when first expanded: a few iterations suffice.
            let done = tree.search(1_000, &Deadline::never(&clock));
            let expected = match exact.score.signum() {
                1 => Proof::Win,
                0 => Proof::Draw,
                _ => Proof::Loss,
            };
            assert_eq!(tree.root_proof(), Some(expected), "{}", pos.to_obf());
            assert!(done < 100, "{done} iterations");
            // The move chosen keeps the result.
            let Some(Move::Place(sq)) = tree.best_move() else {
                panic!("no move")
            };
            let after = pos.board.apply(sq, pos.board.flips(sq));
            let score = match solver.solve(after, &Deadline::never(&clock)) {
                Some(s) => -s.score,
                None => -after.final_score(),
            };
            assert_eq!(score.signum(), exact.score.signum(), "{}", pos.to_obf());
            assert_minimax_consistent(&tree);
            checked += 1;
        }
    }
}

//! The search tree: an arena of nodes, UCB1 selection with progressive bias, expansion,
//! backpropagation with MCTS-Solver proofs, and tree reuse.

use super::config::MctsConfig;
use super::playout::playouts_cut;
use super::proof::Proof;
use crate::ai::clock::Deadline;
use crate::ai::eval::{tuned_eval, DISC};
use crate::ai::rng::Rng;
use crate::movegen::{flips, legal_moves};
use crate::{Board, Move, Square};

/// The child index of a pass in `Node::mv`.
const PASS: u8 = 64;
/// "No index" for `first_child` (the root is 0 and never anyone's child).
const NONE: u32 = 0;

/// One tree node.
#[derive(Clone, Copy, Debug)]
struct Node {
    parent: u32,
    /// Index of the first child, [`NONE`] while unexpanded.
    first_child: u32,
    visits: u32,
    /// Reward in half-points for the player who made the move leading here.
    reward2: u32,
    num_children: u8,
    /// The move leading here: a square index or [`PASS`].
    mv: u8,
    /// Encoded [`Proof`] for the side to move at this node.
    proof: i8,
    /// Heuristic chance (0–255 for 0–1) that the move leading here wins, from the tuned
    /// evaluation; 128 when priors are off. Fills what would be padding.
    prior: u8,
}

impl Node {
    fn new(parent: u32, mv: u8) -> Node {
        Node {
            parent,
            first_child: NONE,
            visits: 0,
            reward2: 0,
            num_children: 0,
            mv,
            proof: 0,
            prior: 128,
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
}

impl Mcts {
    /// A fresh tree for `board` (side to move's view), with its own generator seeded by
    /// `seed`.
    pub fn new(board: Board, config: MctsConfig, seed: u64) -> Mcts {
        let mut nodes = Vec::with_capacity(config.max_nodes.min(1 << 16));
        nodes.push(Node::new(NONE, PASS));
        Mcts {
            nodes,
            root_board: board,
            config,
            rng: Rng::new(seed),
            playouts: 0,
        }
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
        match child {
            Some(c) if self.nodes[c as usize].visits > 0 => {
                self.rebuild_from(c);
                true
            }
            _ => {
                self.nodes.clear();
                self.nodes.push(Node::new(NONE, PASS));
                false
            }
        }
    }

    /// Replaces the arena by the subtree under `new_root`, in breadth-first order so that
    /// siblings stay contiguous.
    fn rebuild_from(&mut self, new_root: u32) {
        let old = core::mem::take(&mut self.nodes);
        let mut nodes = Vec::with_capacity(old.len().min(self.config.max_nodes));
        let mut root = old[new_root as usize];
        root.parent = NONE;
        root.mv = PASS;
        nodes.push(root);
        // `nodes[i]` still holds the old index of its first child until processed.
        let mut i = 0;
        while i < nodes.len() {
            let n = nodes[i];
            if n.first_child != NONE {
                let start = nodes.len() as u32;
                for c in n.first_child..n.first_child + n.num_children as u32 {
                    let mut child = old[c as usize];
                    child.parent = i as u32;
                    nodes.push(child);
                }
                nodes[i].first_child = start;
            }
            i += 1;
        }
        self.nodes = nodes;
    }

    /// Runs iterations until `max_iterations` more have been done, the deadline passes
    /// (checked every 256 iterations) or the root is proven. Returns the number done.
    pub fn search(&mut self, max_iterations: u64, deadline: &Deadline) -> u64 {
        let mut done = 0;
        while done < max_iterations {
            if self.nodes[0].proof != 0 {
                break;
            }
            if done % 256 == 0 && done > 0 && deadline.passed() {
                break;
            }
            self.iterate();
            done += 1;
        }
        done
    }

    /// One selection–expansion–simulation–backpropagation step.
    fn iterate(&mut self) {
        let mut node = 0u32;
        let mut board = self.root_board;
        // Descend while the node is expanded and unproven.
        loop {
            let n = self.nodes[node as usize];
            if n.proof != 0 {
                break;
            }
            if n.first_child == NONE {
                if (n.visits > 0 || node == 0) && self.nodes.len() < self.config.max_nodes {
                    if !self.expand(node, board) {
                        break; // terminal: proven now
                    }
                } else {
                    break;
                }
            }
            let child = self.select(node);
            board = self.play(board, self.nodes[child as usize].mv);
            node = child;
        }
        // Result for the side to move at `node`, in half-points, over `count` games.
        let n = self.nodes[node as usize];
        let count = if self.config.leaf_playouts >= 2 { 2 } else { 1 };
        let half_points = |s: i32| match s.signum() {
            1 => 2,
            0 => 1,
            _ => 0,
        };
        let result2 = match Proof::decode(n.proof) {
            Some(p) => p.half_points() * count,
            None => {
                self.playouts += count as u64;
                let (p, o, pe) = (board.player, board.opponent, self.config.pass_ends_game);
                let policy = self.config.playout;
                let cut = self.config.playout_moves;
                if count == 2 {
                    let [a, b] = playouts_cut::<2>(p, o, &mut self.rng, policy, pe, cut);
                    half_points(a) + half_points(b)
                } else {
                    half_points(playouts_cut::<1>(p, o, &mut self.rng, policy, pe, cut)[0])
                }
            }
        };
        self.backpropagate(node, result2, count);
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

    /// Creates the children of `node`. Returns false (and proves the node) when the game
    /// is over there.
    fn expand(&mut self, node: u32, board: Board) -> bool {
        let moves = legal_moves(board.player, board.opponent);
        let first = self.nodes.len() as u32;
        if moves == 0 {
            let over = self.config.pass_ends_game || legal_moves(board.opponent, board.player) == 0;
            if over {
                let s = board.final_score();
                let proof = match s.signum() {
                    1 => Proof::Win,
                    0 => Proof::Draw,
                    _ => Proof::Loss,
                };
                // Terminal nodes are proven even without the solver: their value is exact.
                self.nodes[node as usize].proof = Proof::encode(Some(proof));
                return false;
            }
            self.nodes.push(Node::new(node, PASS));
            self.nodes[node as usize].first_child = first;
            self.nodes[node as usize].num_children = 1;
            return true;
        }
        let mut m = moves;
        let use_prior = self.config.prior_weight > 0.0;
        while m != 0 {
            let sq = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut child = Node::new(node, sq);
            if use_prior {
                let f = flips(board.player, board.opponent, sq as usize);
                let after = Board {
                    player: board.opponent ^ f,
                    opponent: board.player ^ f ^ (1u64 << sq),
                };
                // The evaluation is the opponent's, in 1/100 discs; a logistic with a
                // ten-disc scale turns it into the mover's win chance.
                let discs = tuned_eval(after) as f64 / DISC as f64;
                let chance = 1.0 / (1.0 + (discs / 10.0).exp());
                child.prior = (chance * 255.0).round() as u8;
            }
            self.nodes.push(child);
        }
        self.nodes[node as usize].first_child = first;
        self.nodes[node as usize].num_children = moves.count_ones() as u8;
        true
    }

    /// The child of `node` to descend into: an unvisited one first (best prior, then
    /// square order), otherwise the best UCB1 value plus progressive bias. With the
    /// solver, proven children are skipped.
    fn select(&mut self, node: u32) -> u32 {
        let n = self.nodes[node as usize];
        let first = n.first_child;
        let end = first + n.num_children as u32;
        let log_n = (n.visits.max(1) as f64).ln();
        let c = self.config.exploration;
        let w = self.config.prior_weight;
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
            } else if ch.visits == 0 {
                // Unvisited children come first, the best prior first (all equal when
                // priors are off, so square order).
                1e9 + ch.prior as f64
            } else {
                let v = ch.visits as f64;
                ch.reward2 as f64 / (2.0 * v)
                    + c * (log_n / v).sqrt()
                    + w * (ch.prior as f64 / 255.0) / (v + 1.0)
            };
            if value > best_value {
                best_value = value;
                best = i;
            }
        }
        best
    }

    /// Adds the result of `count` games (half-points for the side to move at `node`)
    /// along the path to the root and propagates proofs.
    fn backpropagate(&mut self, mut node: u32, mut result2: u32, count: u32) {
        // Proofs only change above a node that has just been proven.
        let mut prove = self.config.solver && self.nodes[node as usize].proof != 0;
        let full = 2 * count;
        loop {
            let n = &mut self.nodes[node as usize];
            n.visits += count;
            // The reward belongs to the player who moved into `node`.
            n.reward2 += full - result2;
            let parent = n.parent;
            if prove && node != 0 {
                prove = self.update_proof(parent);
            }
            if node == 0 {
                break;
            }
            node = self.nodes[node as usize].parent;
            result2 = full - result2;
        }
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
            self.nodes[node as usize].proof = Proof::encode(Some(p));
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
                        ch.reward2 as f64 / (2.0 * ch.visits as f64)
                    },
                    proof: Proof::decode(ch.proof).map(Proof::flip),
                }
            })
            .collect();
        out.sort_by_key(|s| core::cmp::Reverse(s.visits));
        out
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
        let stats = self.move_stats();
        if !self.config.solver {
            // Plain UCT, as the browser original: the most visited move (`move_stats` is
            // sorted by visits, stable in square order).
            return stats.first().map(|s| s.mv);
        }
        if let Some(w) = stats.iter().find(|s| s.proof == Some(Proof::Win)) {
            return Some(w.mv);
        }
        // The most visited unproven move, unless a proven draw is better than its
        // expected result; proven losses only when nothing else is left.
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
}

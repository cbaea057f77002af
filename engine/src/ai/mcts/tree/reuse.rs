//! Tree reuse between moves ([`Mcts::advance`], [`Mcts::reroot`]) and compaction of a
//! full arena.

use super::*;

impl Mcts {
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
    pub(super) fn compact(&mut self, new_root: u32, threshold: u32) {
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
    pub(super) fn compaction_threshold(&self) -> u32 {
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
}

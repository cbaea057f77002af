//! The search below the root: negamax with principal variation search, the table,
//! move ordering and Multi-ProbCut.

use super::*;

impl AlphaBeta {
    /// Negamax with PVS below the root. `ply` counts from the root (for the original
    /// evaluation's point of view); `passed` is set right after a pass; `state` is what
    /// `leaves` keeps up to date for its evaluation.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax<L: Leaves>(
        &mut self,
        leaves: L,
        state: L::State,
        board: Board,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
        passed: bool,
        deadline: &Deadline,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && (deadline.passed() || self.nodes >= self.node_limit) {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let (p, o) = (board.player, board.opponent);
        let moves = if depth <= 0 {
            // The leaf's evaluation wants both sides' moves: one pass finds them.
            let both = legal_moves_both(p, o);
            if both.0 != 0 {
                return leaves.eval(&state, board, both, ply);
            }
            both.0
        } else {
            legal_moves(p, o)
        };
        if moves == 0 {
            if passed || self.rules.pass_ends_game() {
                return self.terminal(board);
            }
            if legal_moves(o, p) == 0 {
                return self.terminal(board);
            }
            return -self.negamax(
                leaves,
                leaves.pass(&state),
                board.swapped(),
                depth,
                -beta,
                -alpha,
                ply + 1,
                true,
                deadline,
            );
        }
        let key = self.key(board, ply as u64);
        let mut hash_move = NO_MOVE;
        if let Some(e) = self.table.probe(key) {
            if e.depth as i32 >= depth {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
            if e.best != NO_MOVE && moves >> e.best & 1 == 1 {
                hash_move = e.best;
            }
        }

        if self.probcut > 0.0 && depth >= probcut::MIN_DEPTH {
            if let Some(cut) = self.probcut(leaves, state, board, depth, alpha, beta, ply, deadline)
            {
                return cut;
            }
        }

        // Children with ordering keys (lower first).
        let mut list = MoveList::new();
        let mut m = moves;
        while m != 0 {
            let sq = m.trailing_zeros() as usize;
            m &= m - 1;
            let f = flips(p, o, sq);
            let key = if sq as u8 == hash_move {
                i32::MIN
            } else if depth >= 2 {
                let np = o ^ f;
                let no = p ^ f ^ (1 << sq);
                let with_eval = depth >= ORDER_EVAL_DEPTH && self.eval != EvalKind::Original;
                // The evaluation wants the opponent's moves too; one pass finds both.
                let both = if with_eval {
                    legal_moves_both(np, no)
                } else {
                    (legal_moves(np, no), 0)
                };
                let mobility = 16 * both.0.count_ones() as i32 + SQUARE_ORDER[sq];
                if with_eval {
                    let child = Board {
                        player: np,
                        opponent: no,
                    };
                    let child_state = leaves.play(&state, sq as u32, f);
                    let value = leaves.eval(&child_state, child, both, ply + 1);
                    mobility + value * ORDER_EVAL_WEIGHT / DISC
                } else {
                    mobility
                }
            } else {
                SQUARE_ORDER[sq]
            };
            list.push(Child {
                key,
                sq: sq as u8,
                flips: f,
                replies: (),
            });
        }

        let alpha0 = alpha;
        let Some((best, best_sq)) = best_child(
            &mut list,
            alpha,
            beta,
            -INFINITY,
            |Child { sq, flips: f, .. }, alpha, beta| {
                let child = Board {
                    player: o ^ f,
                    opponent: p ^ f ^ (1 << sq),
                };
                let child_state = leaves.play(&state, u32::from(sq), f);
                let score = -self.negamax(
                    leaves,
                    child_state,
                    child,
                    depth - 1,
                    -beta,
                    -alpha,
                    ply + 1,
                    false,
                    deadline,
                );
                (!self.stopped).then_some(score)
            },
        ) else {
            return 0;
        };
        let bound = Bound::of(best, alpha0, beta);
        self.table
            .store(key, best, depth.min(254) as u8, bound, best_sq);
        best
    }

    /// Multi-ProbCut at a node `depth` plies deep: `beta` when a shallow search says the
    /// deep one would very likely fail high, `alpha` when it would very likely fail low,
    /// `None` when the node must be searched.
    #[allow(clippy::too_many_arguments)]
    fn probcut<L: Leaves>(
        &mut self,
        leaves: L,
        state: L::State,
        board: Board,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: u32,
        deadline: &Deadline,
    ) -> Option<i32> {
        let model = probcut::model(depth, board.empty_count());
        let shallow = probcut::shallow_depth(depth as u32) as i32;
        if let Some(bound) = probcut::high_bound(model, self.probcut, beta) {
            let v = self.negamax(
                leaves,
                state,
                board,
                shallow,
                bound - 1,
                bound,
                ply,
                false,
                deadline,
            );
            if v >= bound && !self.stopped {
                return Some(beta);
            }
        }
        if let Some(bound) = probcut::low_bound(model, self.probcut, alpha) {
            let v = self.negamax(
                leaves,
                state,
                board,
                shallow,
                bound,
                bound + 1,
                ply,
                false,
                deadline,
            );
            if v <= bound && !self.stopped {
                return Some(alpha);
            }
        }
        None
    }
}

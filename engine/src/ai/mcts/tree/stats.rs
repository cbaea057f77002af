//! What the tree says: the root moves' statistics, the principal variation and the move
//! to play, and the time plan's questions on them.

use super::*;

impl Mcts {
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
        let stats = self.move_stats();
        let Some(best) = best_of(&stats, self.config.solver) else {
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

    /// Whether the search has not made up its mind: the move it would play
    /// ([`Mcts::best_move`], the most visited) is not the best valued of the visited
    /// unproven root moves, by the value selection uses (the mean, mixed with the implicit
    /// minimax value by [`MctsConfig::minimax_weight`]). False before any search and when
    /// the move chosen is proven.
    pub fn unsettled(&self) -> bool {
        let stats = self.move_stats();
        let Some(best) = best_of(&stats, self.config.solver) else {
            return false;
        };
        let alpha = self.config.minimax_weight;
        let value = |s: &MoveStat| (1.0 - alpha) * s.win_rate + alpha * s.minimax;
        let open = || stats.iter().filter(|s| s.proof.is_none() && s.visits > 0);
        if !open().any(|s| s.mv == best) {
            return false;
        }
        let top = open().map(value).fold(f64::NEG_INFINITY, f64::max);
        open().any(|s| s.mv == best && value(s) < top)
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
fn best_of(stats: &[MoveStat], solver: bool) -> Option<Move> {
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

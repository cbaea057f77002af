//! The tree search: its statistics, proofs, reuse, compaction and guided variants.

use super::*;
use crate::ai::clock::FrozenClock;
use crate::ai::testing::random_walk;
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
            let range = p.first_child as usize..p.first_child as usize + p.num_children as usize;
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
        let pos = random_walk(&mut rng, 20 + 2 * seed as usize);
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
        let pos = random_walk(&mut rng, 12 + 3 * seed as usize);
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
        let pos = random_walk(&mut rng, 10 + 4 * seed as usize);
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
    let result =
        (f64::from(CERTAIN - child.minimax) / f64::from(CERTAIN) * f64::from(WIN)).round() as u32;
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
        let pos = random_walk(&mut rng, 47);
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

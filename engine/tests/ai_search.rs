//! MCTS (with MCTS-Solver) and alpha-beta against the exact solver: forced wins found,
//! legal moves only, reproducible with a seed.

mod common;

use outflank_engine::ai::toolkit::{Mcts, MctsConfig};
use outflank_engine::ai::{
    AlphaBeta, Choice, Deadline, EngineConfig, EvalKind, FrozenClock, Limits, Player, Proof, Rng,
    Softmax, Solver,
};
use outflank_engine::{Move, Position, Rules, Status};
use proptest::prelude::*;

fn random_position(rng: &mut Rng, plies: usize) -> Position {
    common::random_walk(rng, plies)
}

/// Random positions with `empties` empty squares where the side to move has exactly one
/// winning move (found with the exact solver), with that move.
fn unique_winning_moves(seed: u64, empties: u32, count: usize) -> Vec<(Position, Move)> {
    let mut rng = Rng::new(seed);
    let mut solver = Solver::new(1 << 20, Rules::WOF);
    let clock = FrozenClock;
    let mut out = Vec::new();
    while out.len() < count {
        let pos = random_position(&mut rng, 60 - empties as usize);
        if pos.board.empty_count() != empties {
            continue;
        }
        let Some(all) = solver.solve_all_moves(pos.board, &Deadline::never(&clock)) else {
            continue;
        };
        let winners: Vec<_> = all.iter().filter(|(_, s)| *s > 0).collect();
        if winners.len() == 1 && all.len() >= 3 {
            out.push((pos, Move::Place(winners[0].0)));
        }
    }
    out
}

#[test]
fn mcts_solver_proves_and_plays_the_only_winning_move() {
    let clock = FrozenClock;
    for (i, (pos, winning)) in unique_winning_moves(1, 7, 12).into_iter().enumerate() {
        let mut tree = Mcts::new(pos.board, MctsConfig::default(), i as u64);
        tree.search(300_000, &Deadline::never(&clock));
        assert_eq!(tree.root_proof(), Some(Proof::Win), "{}", pos.to_obf());
        assert_eq!(tree.best_move(), Some(winning), "{}", pos.to_obf());
        let stats = tree.move_stats();
        let proven: Vec<_> = stats
            .iter()
            .filter(|s| s.proof == Some(Proof::Win))
            .collect();
        assert_eq!(proven.len(), 1);
    }
}

#[test]
fn mcts_solver_proofs_agree_with_the_exact_solver() {
    let clock = FrozenClock;
    let mut rng = Rng::new(9);
    let mut solver = Solver::new(1 << 20, Rules::WOF);
    for i in 0..40 {
        let pos = random_position(&mut rng, 55);
        if !matches!(pos.status(Rules::WOF), Status::Moves(_)) {
            continue;
        }
        let exact = solver.solve(pos.board, &Deadline::never(&clock)).unwrap();
        let mut tree = Mcts::new(pos.board, MctsConfig::default(), i);
        tree.search(200_000, &Deadline::never(&clock));
        let expected = match exact.score.signum() {
            1 => Proof::Win,
            0 => Proof::Draw,
            _ => Proof::Loss,
        };
        assert_eq!(tree.root_proof(), Some(expected), "{}", pos.to_obf());
        // The chosen move keeps the proven result.
        let mv = tree.best_move().unwrap();
        let child = pos.play(mv, Rules::WOF).unwrap();
        let after = match child.status(Rules::WOF) {
            Status::GameOver => -child.board.final_score(),
            _ => {
                -solver
                    .solve(child.board, &Deadline::never(&clock))
                    .unwrap()
                    .score
            }
        };
        assert_eq!(after.signum(), exact.score.signum(), "{}", pos.to_obf());
    }
}

#[test]
fn alphabeta_finds_the_only_winning_move_and_exact_scores_at_full_depth() {
    let clock = FrozenClock;
    for (pos, winning) in unique_winning_moves(2, 9, 12) {
        let mut ab = AlphaBeta::new(EvalKind::STRONGEST, 1 << 20, Rules::WOF);
        let r = ab
            .search(
                pos.board,
                Limits::depth(10),
                &Deadline::never(&clock),
                false,
            )
            .unwrap();
        assert_eq!(r.best, winning, "{}", pos.to_obf());
    }
}

#[test]
fn same_seed_and_iterations_give_the_same_tree() {
    let clock = FrozenClock;
    let mut rng = Rng::new(12);
    for seed in 0..4u64 {
        let pos = random_position(&mut rng, 12);
        let run = || {
            let mut t = Mcts::new(pos.board, MctsConfig::default(), seed);
            t.search(3_000, &Deadline::never(&clock));
            (t.best_move(), t.move_stats())
        };
        assert_eq!(run(), run());
    }
}

#[test]
fn tree_reuse_keeps_the_subtree() {
    let clock = FrozenClock;
    let mut t = Mcts::new(Position::START.board, MctsConfig::default(), 3);
    t.search(20_000, &Deadline::never(&clock));
    let best = t.best_move().unwrap();
    let visits = t.move_stats().iter().find(|s| s.mv == best).unwrap().visits;
    assert!(t.advance(best));
    assert_eq!(t.root_visits(), visits);
    let next = Position::START.play(best, Rules::WOF).unwrap();
    assert_eq!(t.root_board(), next.board);
    // The kept tree still plays legal moves and keeps searching.
    t.search(1_000, &Deadline::never(&clock));
    assert!(next.is_legal(t.best_move().unwrap(), Rules::WOF));
}

#[test]
fn player_reuses_its_tree_when_the_game_extends() {
    let clock = FrozenClock;
    let engine = EngineConfig::Mcts {
        config: MctsConfig::default(),
        iterations: 5_000,
        reuse: true,
        solve_empties: 0,
    };
    let mut player = Player::new(engine, f64::INFINITY, Rules::WOF, 8);
    player.set_game(Position::START, &[]).unwrap();
    let first = player.choose(&clock).unwrap();
    let start = Position::START.play(first, Rules::WOF).unwrap();
    let reply = start.legal_moves(Rules::WOF).next().unwrap();
    player.set_game(Position::START, &[first, reply]).unwrap();
    let kept = player.tree().unwrap().root_visits();
    assert!(kept > 0, "the subtree after {first} {reply} was dropped");
    let mv = player.choose(&clock).unwrap();
    assert!(player.position().is_legal(mv, Rules::WOF));
    assert!(player.tree().unwrap().root_visits() >= kept + 5_000);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every engine configuration returns a legal move, and a pass only when forced.
    #[test]
    fn engines_only_play_legal_moves(seed in any::<u64>(), plies in 0usize..64, gameover_rule in any::<bool>()) {
        let rules = if gameover_rule { Rules::NO_MOVE_ENDS_GAME } else { Rules::WOF };
        let mut rng = Rng::new(seed);
        let pos = random_position(&mut rng, plies);
        let clock = FrozenClock;
        let engines = [
            EngineConfig::Mcts { config: MctsConfig::default(), iterations: 300, reuse: true, solve_empties: 10 },
            EngineConfig::Mcts { config: MctsConfig { solver: false, ..MctsConfig::default() }, iterations: 300, reuse: false, solve_empties: 0 },
            EngineConfig::AlphaBeta { eval: EvalKind::STRONGEST, depth: 3, choice: Choice::Best, table_bytes: 1 << 16, solve_empties: 10, probcut: 0.0 },
            EngineConfig::AlphaBeta { eval: EvalKind::Original, depth: 2, choice: Choice::Softmax(Softmax { temperature: [20.0, 10.0, 2.0], max_loss: 30.0, exact_empties: 8 }), table_bytes: 1 << 16, solve_empties: 0, probcut: 0.0 },
        ];
        for engine in engines {
            let mut player = Player::new(engine, f64::INFINITY, rules, seed);
            player.set_position(pos);
            let mv = player.choose(&clock);
            match pos.status(rules) {
                Status::Moves(_) => {
                    let mv = mv.expect("a move exists");
                    prop_assert!(mv != Move::Pass);
                    prop_assert!(pos.is_legal(mv, rules));
                }
                Status::MustPass => prop_assert_eq!(mv, Some(Move::Pass)),
                Status::GameOver => prop_assert_eq!(mv, None),
            }
        }
    }
}

//! Criterion benchmarks of the AI: random playouts, MCTS iterations, alpha-beta nodes and
//! exact endgame solves. Each checks its result so a fast wrong answer cannot pass for a
//! speed-up. (`outflank bench` reports the same figures as plain numbers.)

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use outflank_engine::ai::eval::tuned_eval;
use outflank_engine::ai::pattern::{canonical_slots, PatternWeights};
use outflank_engine::ai::toolkit::{random_playout, Mcts, MctsConfig};
use outflank_engine::ai::{AlphaBeta, Deadline, EvalKind, FrozenClock, Limits, Rng, Solver};
use outflank_engine::{Board, Position, Rules, Symmetry};

/// A 20-empty position from the CLI's endgame test set (exact score +16 for the mover).
const ENDGAME: &str = "XXXXXX--XXXXXX-X-XXOXXXX-XOXXXXX-OOOOOXX---X-OXX--XXXO-----X-O-- X";
/// A mid-game position (40 empties).
const MIDGAME: &str = "--XOOO----XXOO----XOXOXX-X-OOOO----OXX-O--O--------------------- X";

fn bench_ai(c: &mut Criterion) {
    let clock = FrozenClock;
    let mut group = c.benchmark_group("ai");

    group.throughput(Throughput::Elements(1000));
    group.bench_function("random_playouts_x1000", |b| {
        let mut rng = Rng::new(1);
        b.iter(|| {
            let mut sum = 0i32;
            for _ in 0..1000 {
                let s = random_playout(
                    Board::START.player().0,
                    Board::START.opponent().0,
                    &mut rng,
                    Rules::WOF,
                );
                assert!((-64..=64).contains(&s));
                sum += s;
            }
            black_box(sum)
        })
    });

    group.throughput(Throughput::Elements(10_000));
    group.bench_function("mcts_iterations_x10000", |b| {
        b.iter(|| {
            let mut t = Mcts::new(Board::START, MctsConfig::default(), 7);
            let n = t.search(10_000, &Deadline::never(&clock));
            assert_eq!(n, 10_000);
            black_box(t.best_move())
        })
    });

    let mid = Position::from_obf(MIDGAME).unwrap().board;
    group.throughput(Throughput::Elements(1));
    group.bench_function("tuned_eval", |b| b.iter(|| tuned_eval(black_box(mid))));

    // Weights with every table entry set, so every look-up reads real memory.
    let (_, slots) = canonical_slots();
    let mut weights = PatternWeights::zero(4);
    for phase in 0..weights.phases() {
        let values: Vec<i16> = (0..slots).map(|i| (i % 201) as i16 - 100).collect();
        weights.set_slots(phase, &values, &[10, 20, 30, 40]);
    }
    let mirrored = Symmetry::ALL[3].apply_board(mid);
    assert_eq!(weights.eval(mid), weights.eval(mirrored));
    group.bench_function("pattern_eval", |b| b.iter(|| weights.eval(black_box(mid))));

    group.bench_function("alphabeta_depth7", |b| {
        b.iter(|| {
            let mut ab = AlphaBeta::new(EvalKind::Tuned, 4 << 20, Rules::WOF);
            let r = ab
                .search(mid, Limits::depth(7), &Deadline::never(&clock), false)
                .unwrap();
            assert_eq!(r.depth, 7);
            black_box(r.best)
        })
    });

    let end = Position::from_obf(ENDGAME).unwrap().board;
    group.sample_size(10);
    group.bench_function("solve_20_empties", |b| {
        let mut solver = Solver::new(16 << 20, Rules::WOF);
        b.iter(|| {
            solver.clear();
            let s = solver.solve(end, &Deadline::never(&clock)).unwrap();
            assert_eq!(s.score, 16);
            black_box(s.best)
        })
    });
    group.finish();
}

criterion_group!(benches, bench_ai);
criterion_main!(benches);

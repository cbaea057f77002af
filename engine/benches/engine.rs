//! Criterion benchmarks of the rules core. Each asserts its result so a fast wrong answer
//! cannot pass for a speed-up.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use outflank_engine::movegen::{flips, legal_moves};
use outflank_engine::perft;
use outflank_engine::stability::stable_discs;
use outflank_engine::{Board, Position, Rules};

/// Positions from deterministic pseudo-random games, one per ply: a spread of openings,
/// middle games and endgames.
fn sample_positions() -> Vec<Board> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut out = Vec::new();
    for _ in 0..64 {
        let mut pos = Position::START;
        loop {
            let legal: Vec<_> = pos.legal_moves(Rules::WOF).collect();
            if legal.is_empty() {
                break;
            }
            out.push(pos.board);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            pos.play_unchecked(legal[(seed % legal.len() as u64) as usize]);
        }
    }
    out
}

fn bench_rules(c: &mut Criterion) {
    let boards = sample_positions();
    let raw: Vec<(u64, u64)> = boards
        .iter()
        .map(|b| (b.player().0, b.opponent().0))
        .collect();
    let expected_moves: u64 = raw
        .iter()
        .map(|&(p, o)| legal_moves(p, o).count_ones() as u64)
        .sum();
    let expected_flips: u64 = raw
        .iter()
        .map(|&(p, o)| {
            let mut m = legal_moves(p, o);
            let mut n = 0u64;
            while m != 0 {
                n += flips(p, o, m.trailing_zeros() as usize).count_ones() as u64;
                m &= m - 1;
            }
            n
        })
        .sum();
    let mut group = c.benchmark_group("rules");
    group.throughput(Throughput::Elements(raw.len() as u64));
    group.bench_function("legal_moves", |b| {
        b.iter(|| {
            let n: u64 = raw
                .iter()
                .map(|&(p, o)| legal_moves(black_box(p), black_box(o)).count_ones() as u64)
                .sum();
            assert_eq!(n, expected_moves);
        })
    });
    group.throughput(Throughput::Elements(expected_moves));
    group.bench_function("flips_of_every_legal_move", |b| {
        b.iter(|| {
            let mut n = 0u64;
            for &(p, o) in &raw {
                let mut m = legal_moves(p, o);
                while m != 0 {
                    n += flips(black_box(p), black_box(o), m.trailing_zeros() as usize).count_ones()
                        as u64;
                    m &= m - 1;
                }
            }
            assert_eq!(n, expected_flips);
        })
    });
    let expected_stable: u64 = boards
        .iter()
        .map(|b| stable_discs(*b).count_ones() as u64)
        .sum();
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.bench_function("stable_discs", |b| {
        b.iter(|| {
            let n: u64 = boards
                .iter()
                .map(|&bd| stable_discs(black_box(bd)).count_ones() as u64)
                .sum();
            assert_eq!(n, expected_stable);
        })
    });
    group.finish();
}

fn bench_perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(3_005_288));
    group.bench_function("perft9", |b| {
        b.iter(|| assert_eq!(perft(black_box(Board::START), 9), 3_005_288))
    });
    group.throughput(Throughput::Elements(212_258_800));
    group.bench_function("perft11", |b| {
        b.iter(|| assert_eq!(perft(black_box(Board::START), 11), 212_258_800))
    });
    group.finish();
}

criterion_group!(benches, bench_rules, bench_perft);
criterion_main!(benches);

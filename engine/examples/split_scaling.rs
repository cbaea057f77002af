//! How a split search should scale with the number of searchers, measured in nodes so that
//! the machine's load does not enter: N simulated searchers (each its own alpha-beta
//! searcher and table, as threads or workers are) run the jobs of a split deepening to a
//! fixed depth, each job taking as long as the nodes it visits. The jobs are searched for
//! real, in the order the simulated clock gives; a searcher is idle while the split has no
//! job for it. Prints, per number of searchers, the nodes of all jobs (the work), the
//! simulated wall time in nodes (the longest searcher's), the speedup over one searcher and
//! the share of time the searchers sat idle, with and without the split down the principal
//! variation.
//!
//! ```text
//! cargo run --release -p outflank-engine --example split_scaling -- [POSITIONS] [DEPTH] [WEIGHTS] [PROBCUT]
//! ```
//! Defaults: 12 mid-game positions (as `time_to_depth`), depth 10, the tuned evaluation,
//! no Multi-ProbCut; Oracle's search is `WEIGHTS` = a pattern weights file and 1.5.
//! (Stale jobs run to their end here rather than being stopped: a slight overstatement of
//! the work.)

mod common;

use common::{eval_args, midgame};
use outflank_engine::ai::toolkit::SplitDeepening;
use outflank_engine::ai::{
    AlphaBeta, Deadline, EvalKind, FrozenClock, JobSource, Rng, SplitJob, SplitResult,
};
use outflank_engine::{Board, Rules, Square};

/// Table of each simulated searcher.
const TABLE_BYTES: usize = 16 << 20;

/// What one simulated run of a split deepening cost.
struct Run {
    /// Nodes of all the jobs.
    work: u64,
    /// The simulated wall time: when the last job ended, in nodes.
    span: u64,
    /// Node-time the searchers sat idle before the end.
    idle: u64,
}

fn simulate(
    board: Board,
    depth: u32,
    searchers: usize,
    eval: EvalKind,
    probcut: f32,
    pv: bool,
) -> Run {
    let deadline = Deadline::never(&FrozenClock);
    let order: Vec<Square> = board.legal_moves().into_iter().collect();
    let mut split = SplitDeepening::new(board, &order, depth).expect("moves");
    if pv {
        split = split.with_pv_split(eval, Rules::WOF);
    }
    let mut tables: Vec<(AlphaBeta, u32)> = (0..searchers)
        .map(|_| {
            let mut ab = AlphaBeta::new(eval, TABLE_BYTES, Rules::WOF);
            ab.set_probcut(probcut);
            (ab, 0)
        })
        .collect();
    // Per searcher: when it is free again; running jobs: (end, searcher, result).
    let mut free_at = vec![0u64; searchers];
    // Which searcher last searched each move of each position (with `AFFINITY` set, an
    // idle searcher asks for its own moves first).
    let affinity = std::env::var_os("AFFINITY").is_some();
    let mut owner: std::collections::HashMap<(Board, Square), usize> = Default::default();
    let mut running: Vec<(u64, usize, SplitResult)> = Vec::new();
    let (mut now, mut work, mut idle) = (0u64, 0u64, 0u64);
    loop {
        // Every idle searcher takes a job if there is one.
        for s in 0..searchers {
            if running.iter().any(|&(_, r, _)| r == s) {
                continue;
            }
            let job = if affinity {
                split.next_job_preferring(&|b, sq| owner.get(&(b, sq)) == Some(&s))
            } else {
                split.next_job()
            };
            let Some(job) = job else { break };
            owner.insert((job.board, job.square), s);
            idle += now - free_at[s].min(now);
            let result = run(&mut tables[s], &job, &deadline);
            work += result.nodes;
            running.push((now + result.nodes.max(1), s, result));
        }
        if running.is_empty() {
            break;
        }
        // The job that ends first.
        let k = (0..running.len())
            .min_by_key(|&k| running[k].0)
            .expect("a job");
        let (end, s, result) = running.swap_remove(k);
        now = end;
        free_at[s] = end;
        split.accept(result, 0.0);
        let _ = split.stale_jobs();
    }
    // Idle to the end too.
    idle += free_at.iter().map(|&f| now - f).sum::<u64>();
    Run {
        work,
        span: now,
        idle,
    }
}

/// Runs `job` with a searcher that ages its table once per iteration.
fn run(searcher: &mut (AlphaBeta, u32), job: &SplitJob, deadline: &Deadline) -> SplitResult {
    if searcher.1 != job.iteration() {
        searcher.0.new_search();
        searcher.1 = job.iteration();
    }
    job.run_alphabeta(&mut searcher.0, deadline)
}

fn main() {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let count: u32 = raw.first().map_or(12, |a| a.parse().expect("a count"));
    let depth: u32 = raw.get(1).map_or(10, |a| a.parse().expect("a depth"));
    let (eval, probcut) = eval_args(&raw);
    let mut rng = Rng::new(2026);
    let boards: Vec<Board> = (0..count).map(|_| midgame(&mut rng).board).collect();
    println!("depth {depth}, {count} positions; wall time and work in nodes, summed");
    println!("split searchers | work span speedup idle");
    let mut base = None;
    for pv in [false, true] {
        for searchers in [1, 2, 4, 8] {
            let (mut work, mut span, mut idle) = (0u64, 0u64, 0u64);
            for &board in &boards {
                let r = simulate(board, depth, searchers, eval, probcut, pv);
                work += r.work;
                span += r.span;
                idle += r.idle;
            }
            let one = *base.get_or_insert(span);
            println!(
                "{} {searchers} | {work} {span} {:.2} {:.1}%",
                if pv { "pv" } else { "root" },
                one as f64 / span as f64,
                100.0 * idle as f64 / (span as f64 * searchers as f64),
            );
        }
    }
}

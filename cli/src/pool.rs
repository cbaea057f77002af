//! `--threads N`: the engine's split searches ([`RootSplit`], [`SplitDeepening`]) run on N
//! threads, each with its own searcher and table. The threads share nothing but
//! messages (a job in, a result out), as the browser's workers would; the calling thread
//! hands out the jobs and merges the results.

use crate::clock::InstantClock;
use outflank_engine::ai::{
    AlphaBeta, Deadline, EvalKind, RootSplit, Solver, SplitDeepening, SplitJob, SplitResult,
};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::JoinHandle;

/// What a thread searches with.
pub enum Searcher {
    /// Exact solves.
    Solver(Solver),
    /// Alpha-beta searches (its evaluation, its own table, Multi-ProbCut's confidence).
    AlphaBeta(AlphaBeta),
}

impl Searcher {
    fn run(&mut self, job: &SplitJob, deadline: &Deadline) -> SplitResult {
        match self {
            Searcher::Solver(s) => job.run_solver(s, deadline),
            Searcher::AlphaBeta(a) => job.run_alphabeta(a, deadline),
        }
    }
}

/// A job for a thread: the job, and when it must stop on the pool's clock.
type Order = (SplitJob, f64);

/// N searcher threads.
pub struct Pool {
    clock: InstantClock,
    orders: Vec<Sender<Order>>,
    results: Receiver<(usize, SplitResult)>,
    threads: Vec<JoinHandle<()>>,
}

impl Pool {
    /// `threads` threads (at least 1), each with the searcher `make(i)` makes for it.
    pub fn new(threads: usize, clock: InstantClock, make: impl Fn(usize) -> Searcher) -> Pool {
        let (done, results) = channel();
        let mut orders = Vec::new();
        let mut handles = Vec::new();
        for i in 0..threads.max(1) {
            let (send, receive) = channel::<Order>();
            let done: Sender<(usize, SplitResult)> = done.clone();
            let mut searcher = make(i);
            let handle = std::thread::Builder::new()
                .name(format!("searcher-{i}"))
                .stack_size(64 << 20)
                .spawn(move || {
                    let mut depth = u32::MAX;
                    for (job, stop_ms) in receive {
                        if let Searcher::AlphaBeta(a) = &mut searcher {
                            if job.depth != depth {
                                a.new_search();
                                depth = job.depth;
                            }
                        }
                        let deadline = Deadline::between(&clock, 0.0, stop_ms);
                        let result = searcher.run(&job, &deadline);
                        if done.send((i, result)).is_err() {
                            break;
                        }
                    }
                })
                .expect("a searcher thread");
            orders.push(send);
            handles.push(handle);
        }
        Pool {
            clock,
            orders,
            results,
            threads: handles,
        }
    }

    /// The number of threads.
    pub fn threads(&self) -> usize {
        self.orders.len()
    }

    /// Runs `split` to its end, every job stopping at `stop_ms` on the pool's clock
    /// (`f64::INFINITY` for none).
    pub fn run_split(&mut self, split: &mut RootSplit, stop_ms: f64) {
        let mut idle: Vec<usize> = (0..self.threads()).rev().collect();
        let mut running = 0;
        loop {
            while let Some(&worker) = idle.last() {
                let Some(job) = split.next_job() else { break };
                idle.pop();
                running += 1;
                let _ = self.orders[worker].send((job, stop_ms));
            }
            if running == 0 {
                break;
            }
            let Ok((worker, result)) = self.results.recv() else {
                break;
            };
            running -= 1;
            idle.push(worker);
            split.accept(result);
            if split.is_finished() && split.running() == 0 {
                // (After a cut-off or a stop, the jobs still out are waited for above:
                // each thread is free for the next search.)
                break;
            }
        }
        // Collect what a cut-off or stop left running.
        while running > 0 {
            if self.results.recv().is_err() {
                break;
            }
            running -= 1;
        }
    }

    /// Runs `deepening` until it finishes, `stop_ms` passes, or `go_on(depth, now_ms)`
    /// says after a completed iteration that the next would not fit.
    pub fn run_deepening(
        &mut self,
        deepening: &mut SplitDeepening,
        stop_ms: f64,
        mut go_on: impl FnMut(u32, f64) -> bool,
    ) {
        let mut idle: Vec<usize> = (0..self.threads()).rev().collect();
        let mut running = 0;
        loop {
            while let Some(&worker) = idle.last() {
                let Some(job) = deepening.next_job() else {
                    break;
                };
                idle.pop();
                running += 1;
                let _ = self.orders[worker].send((job, stop_ms));
            }
            if running == 0 {
                break;
            }
            let Ok((worker, result)) = self.results.recv() else {
                break;
            };
            running -= 1;
            idle.push(worker);
            if let Some(depth) = deepening.accept(result) {
                use outflank_engine::ai::Clock;
                if !go_on(depth, self.clock.now_ms()) {
                    deepening.finish();
                }
            }
            if deepening.is_finished() {
                break;
            }
        }
        while running > 0 {
            if self.results.recv().is_err() {
                break;
            }
            running -= 1;
        }
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.orders.clear();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// A pool of `threads` exact solvers with tables of `table_bytes` each.
pub fn solvers(
    threads: usize,
    clock: InstantClock,
    table_bytes: usize,
    pass_ends_game: bool,
) -> Pool {
    Pool::new(threads, clock, |_| {
        Searcher::Solver(Solver::new(table_bytes, pass_ends_game))
    })
}

/// A pool of `threads` alpha-beta searchers.
pub fn searchers(
    threads: usize,
    clock: InstantClock,
    eval: EvalKind,
    table_bytes: usize,
    pass_ends_game: bool,
    probcut: f32,
) -> Pool {
    Pool::new(threads, clock, |_| {
        let mut a = AlphaBeta::new(eval, table_bytes, pass_ends_game);
        a.set_probcut(probcut);
        Searcher::AlphaBeta(a)
    })
}

//! `--threads N`: the engine's shared searches ([`SharedSearch`]: a split solve, a split
//! move, a hint, root-parallel trees) run on N threads, each with its own searcher and
//! tables. The threads share nothing but messages (a job in, a result out), as the
//! browser's workers; the calling thread drives the engine's [`Coordinator`] with them.

use crate::clock::InstantClock;
use outflank_engine::ai::shared::{Coordinator, Order, ShareJob, ShareResult, SharedSearch};
use outflank_engine::ai::{AlphaBeta, Clock, Deadline, EvalKind, Solver};
use outflank_engine::Rules;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

/// The pool's clock as a thread's searcher reads it: past every deadline once the thread
/// is told to stop its job (the searches look at their deadline every thousand nodes or
/// so, and nothing else).
pub struct StoppableClock {
    clock: InstantClock,
    stop: Arc<AtomicBool>,
}

impl Clock for StoppableClock {
    fn now_ms(&self) -> f64 {
        if self.stop.load(Ordering::Relaxed) {
            f64::MAX
        } else {
            self.clock.now_ms()
        }
    }
}

impl StoppableClock {
    /// A deadline at `stop_ms` on the pool's clock (finite, so that a stop is seen).
    pub fn until(&self, stop_ms: f64) -> Deadline<'_> {
        Deadline::between(self, 0.0, stop_ms.min(f64::MAX / 2.0))
    }
}

/// N threads, each running jobs `J` with a searcher of its own and answering `R`.
pub struct Threads<J, R> {
    clock: InstantClock,
    orders: Vec<Sender<(u64, J)>>,
    /// Per thread: stop the job under way.
    stops: Vec<Arc<AtomicBool>>,
    results: Receiver<(usize, u64, R)>,
    handles: Vec<JoinHandle<()>>,
    coordinator: Coordinator,
}

impl<J: Send + 'static, R: Send + 'static> Threads<J, R> {
    /// `threads` threads (at least 1) named `name-i`, thread `i` running its jobs with the
    /// searcher `make(i)` makes for it.
    pub fn new<F>(
        threads: usize,
        name: &str,
        clock: InstantClock,
        make: impl Fn(usize) -> F,
    ) -> Self
    where
        F: FnMut(&J, &StoppableClock) -> R + Send + 'static,
    {
        let (done, results) = channel();
        let mut orders = Vec::new();
        let mut stops = Vec::new();
        let mut handles = Vec::new();
        for i in 0..threads.max(1) {
            let (send, receive) = channel::<(u64, J)>();
            let stop = Arc::new(AtomicBool::new(false));
            stops.push(stop.clone());
            let clock = StoppableClock { clock, stop };
            let done: Sender<(usize, u64, R)> = done.clone();
            let mut run = make(i);
            let handle = std::thread::Builder::new()
                .name(format!("{name}-{i}"))
                .stack_size(64 << 20)
                .spawn(move || {
                    for (ticket, job) in receive {
                        clock.stop.store(false, Ordering::Relaxed);
                        if done.send((i, ticket, run(&job, &clock))).is_err() {
                            break;
                        }
                    }
                })
                .expect("a searcher thread");
            orders.push(send);
            handles.push(handle);
        }
        Threads {
            clock,
            orders,
            stops,
            results,
            handles,
            coordinator: Coordinator::new(true),
        }
    }

    /// The number of threads.
    pub fn threads(&self) -> usize {
        self.orders.len()
    }

    /// Runs `search` to its end: its jobs on the threads, its stale jobs stopped, and once
    /// it is done, every job still running stopped and waited for (each thread is then
    /// free for the next search).
    pub fn run<S: SharedSearch<Job = J, Result = R>>(&mut self, search: &mut S) {
        let _ = self.coordinator.start::<J>(self.threads());
        loop {
            for order in self.coordinator.hand_out(search, self.clock.now_ms()) {
                match order {
                    Order::Run {
                        searcher,
                        ticket,
                        job,
                    } => {
                        let _ = self.orders[searcher].send((ticket, job));
                    }
                    Order::Stop { searcher, .. } => {
                        self.stops[searcher].store(true, Ordering::Relaxed);
                    }
                    Order::Ping { .. } => {}
                }
            }
            if !self.coordinator.is_busy() {
                break;
            }
            let Ok((searcher, ticket, result)) = self.results.recv() else {
                break;
            };
            let now = self.clock.now_ms();
            self.coordinator
                .answered(search, searcher, ticket, Some(result), now);
        }
    }
}

impl<J, R> Drop for Threads<J, R> {
    fn drop(&mut self) {
        self.orders.clear();
        for t in self.handles.drain(..) {
            let _ = t.join();
        }
    }
}

/// Threads that run the jobs of a split search (a solve, a move).
pub type SplitThreads = Threads<ShareJob, ShareResult>;

/// A thread's searchers of split jobs: an exact solver for the solve's jobs (depth 0),
/// alpha-beta for the deepening's.
struct SplitSearcher {
    solver: Option<Solver>,
    /// Alpha-beta and the iteration of its last job ([`outflank_engine::ai::SplitJob::iteration`]).
    alphabeta: Option<(AlphaBeta, u32)>,
}

impl SplitSearcher {
    /// Runs `job` (after learning what the other threads solved); returns the result and
    /// what this searcher solved for the others.
    fn run(&mut self, job: &ShareJob, clock: &StoppableClock) -> ShareResult {
        let deadline = clock.until(job.stop_ms);
        let (result, found) = match (&mut self.solver, &mut self.alphabeta, job.job.depth) {
            (Some(s), _, 0) => {
                s.learn(&job.learned);
                let result = job.job.run_solver(s, &deadline);
                (result, s.take_found())
            }
            (_, Some((a, iteration)), _) => {
                if job.job.iteration() != *iteration {
                    a.new_search();
                    *iteration = job.job.iteration();
                }
                (job.job.run_alphabeta(a, &deadline), Vec::new())
            }
            _ => unreachable!("a split thread runs the jobs it was made for"),
        };
        ShareResult {
            result,
            found,
            pv: Vec::new(),
        }
    }
}

/// The fewest empties of a position whose table entry a solver thread sends the others
/// (FFO #45-#49 with 2 threads: from 14 empties 34.3 s and 35.3 s, from 16 34.7 s and 36.1
/// s, none 38.5 s; from 12 no better than 14).
const SHARED_MIN_EMPTIES: u32 = 14;

/// An exact solver with a table of `table_bytes` that keeps what it solves for the others.
fn solver(table_bytes: usize, rules: Rules) -> Solver {
    let mut solver = Solver::new(table_bytes, rules);
    solver.share_from(Some(SHARED_MIN_EMPTIES));
    solver
}

/// `threads` split searchers, each with an exact solver of `solver_bytes` (sending the
/// others, with their next job, its table's entries for the positions of at least
/// [`SHARED_MIN_EMPTIES`] empties it solved, so that one does not solve again what another
/// did) and, given `alphabeta` (evaluation, table bytes, Multi-ProbCut's confidence), an
/// alpha-beta searcher.
pub fn split_threads(
    threads: usize,
    clock: InstantClock,
    solver_bytes: usize,
    alphabeta: Option<(EvalKind, usize, f32)>,
    rules: Rules,
) -> SplitThreads {
    Threads::new(threads, "searcher", clock, |_| {
        let mut searcher = SplitSearcher {
            solver: Some(solver(solver_bytes, rules)),
            alphabeta: alphabeta.map(|(eval, bytes, probcut)| {
                let mut a = AlphaBeta::new(eval, bytes, rules);
                a.set_probcut(probcut);
                (a, u32::MAX)
            }),
        };
        move |job: &ShareJob, clock: &StoppableClock| searcher.run(job, clock)
    })
}

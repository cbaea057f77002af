//! `--threads N`: the engine's shared searches ([`SharedSearch`]: a split solve, a split
//! move, a hint) run on N threads, each with its own searcher and tables. The threads
//! share nothing but messages (a job in, a result out), as the browser's workers; the
//! calling thread drives the engine's [`Coordinator`] with them.

use crate::clock::InstantClock;
use outflank_engine::ai::shared::{
    Coordinator, Order, ShareJob, ShareResult, SharedSearch, SplitSearcher,
};
use outflank_engine::ai::{Clock, Deadline, EvalKind};
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

/// `threads` split searchers, each with an exact solver of `solver_bytes` (sending the
/// others, with their next job, what it solved, so that one does not solve again what
/// another did) and, given `alphabeta` (evaluation, table bytes, Multi-ProbCut's
/// confidence), an alpha-beta searcher.
pub fn split_threads(
    threads: usize,
    clock: InstantClock,
    solver_bytes: usize,
    alphabeta: Option<(EvalKind, usize, f32)>,
    rules: Rules,
) -> SplitThreads {
    Threads::new(threads, "searcher", clock, |_| {
        let mut searcher = SplitSearcher::new(rules, solver_bytes, alphabeta);
        move |job: &ShareJob, clock: &StoppableClock| {
            searcher.run_share(job, &clock.until(job.stop_ms))
        }
    })
}

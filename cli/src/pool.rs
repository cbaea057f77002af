//! `--threads N`: the engine's split searches ([`RootSplit`], [`SplitDeepening`]) run on N
//! threads, each with its own searcher and table. The threads share nothing but
//! messages (a job in, a result out), as the browser's workers would; the calling thread
//! hands out the jobs and merges the results.

use crate::clock::InstantClock;
use outflank_engine::ai::toolkit::RootSplit;
use outflank_engine::ai::{
    AlphaBeta, Clock, Deadline, EvalKind, JobSource, SolvedEntry, SolvedInboxes, Solver, SplitJob,
    SplitMove, SplitResult,
};
use outflank_engine::{Board, Rules, Square};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;

/// What a thread searches with.
pub enum Searcher {
    /// Exact solves.
    Solver(Solver),
    /// Alpha-beta searches (its evaluation, its own table, Multi-ProbCut's confidence).
    AlphaBeta(AlphaBeta),
}

impl Searcher {
    /// Runs `job` after learning `learned` (what the other threads found); returns the
    /// result and what this searcher found for the others.
    fn run(
        &mut self,
        job: &SplitJob,
        learned: &[SolvedEntry],
        deadline: &Deadline,
    ) -> (SplitResult, Vec<SolvedEntry>) {
        match self {
            Searcher::Solver(s) => {
                s.learn(learned);
                let result = job.run_solver(s, deadline);
                (result, s.take_found())
            }
            Searcher::AlphaBeta(a) => (job.run_alphabeta(a, deadline), Vec::new()),
        }
    }
}

/// A job for a thread: the job, when it must stop on the pool's clock, and what the other
/// threads found since its last job.
type Order = (SplitJob, f64, Vec<SolvedEntry>);

/// A thread's answer: the thread, its result, and what it found for the others.
type Answer = (usize, SplitResult, Vec<SolvedEntry>);

/// The pool's clock as a thread's searcher reads it: past every deadline once the thread
/// is told to stop its job (the searches look at their deadline every thousand nodes or
/// so, and nothing else).
pub(crate) struct StoppableClock {
    pub(crate) clock: InstantClock,
    pub(crate) stop: Arc<AtomicBool>,
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

/// The most moves the pool remembers the thread of ([`Pool::dispatch`]).
const MAX_OWNERS: usize = 1 << 16;

/// N searcher threads.
pub struct Pool {
    clock: InstantClock,
    orders: Vec<Sender<Order>>,
    /// Per thread: stop the job under way.
    stops: Vec<Arc<AtomicBool>>,
    /// Per thread: the id of the job it runs.
    jobs: Vec<Option<u32>>,
    /// Per move of a position: the thread that last searched it (its table knows the
    /// subtree; an idle thread asks for its own moves first).
    owner: HashMap<(Board, Square), usize>,
    /// Per thread: what the others found since its last job, sent with its next.
    inboxes: SolvedInboxes,
    results: Receiver<Answer>,
    threads: Vec<JoinHandle<()>>,
}

impl Pool {
    /// `threads` threads (at least 1), each with the searcher `make(i)` makes for it.
    pub fn new(threads: usize, clock: InstantClock, make: impl Fn(usize) -> Searcher) -> Pool {
        let (done, results) = channel();
        let mut orders = Vec::new();
        let mut handles = Vec::new();
        let mut stops = Vec::new();
        for i in 0..threads.max(1) {
            let (send, receive) = channel::<Order>();
            let stop = Arc::new(AtomicBool::new(false));
            stops.push(stop.clone());
            let clock = StoppableClock { clock, stop };
            let done: Sender<Answer> = done.clone();
            let mut searcher = make(i);
            let handle = std::thread::Builder::new()
                .name(format!("searcher-{i}"))
                .stack_size(64 << 20)
                .spawn(move || {
                    let mut depth = u32::MAX;
                    for (job, stop_ms, learned) in receive {
                        if let Searcher::AlphaBeta(a) = &mut searcher {
                            if job.iteration() != depth {
                                a.new_search();
                                depth = job.iteration();
                            }
                        }
                        clock.stop.store(false, Ordering::Relaxed);
                        // A finite deadline, so that a stop is seen.
                        let deadline = Deadline::between(&clock, 0.0, stop_ms.min(f64::MAX / 2.0));
                        let (result, found) = searcher.run(&job, &learned, &deadline);
                        if done.send((i, result, found)).is_err() {
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
            jobs: vec![None; orders.len()],
            owner: HashMap::new(),
            inboxes: SolvedInboxes::new(orders.len(), usize::MAX),
            stops,
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
        self.bound_owners();
        let mut idle: Vec<usize> = (0..self.threads()).rev().collect();
        let mut running = 0;
        loop {
            running += self.hand_out(&mut idle, |prefer| {
                Some((split.next_job_preferring(prefer)?, stop_ms))
            });
            if running == 0 {
                break;
            }
            let Some(result) = self.receive(&mut idle) else {
                break;
            };
            running -= 1;
            split.accept(result);
            if split.is_finished() {
                // A cut-off or a stop: what still runs is not needed.
                for stop in &self.stops {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            let stale = split.stale_jobs();
            self.stop_jobs(&stale);
            if split.is_finished() && split.running() == 0 {
                // (After a cut-off or a stop, the jobs still out are waited for above:
                // each thread is free for the next search.)
                break;
            }
        }
        // Collect what a cut-off or stop left running.
        while running > 0 {
            let Ok((worker, _, found)) = self.results.recv() else {
                break;
            };
            self.inboxes.share(worker, &found);
            running -= 1;
        }
    }

    /// Hands jobs to the `idle` threads while `next` gives one (with the time it must stop
    /// at), asking it to prefer the moves the thread it would go to searched last; returns
    /// how many it handed out.
    fn hand_out(
        &mut self,
        idle: &mut Vec<usize>,
        mut next: impl FnMut(&dyn Fn(Board, Square) -> bool) -> Option<(SplitJob, f64)>,
    ) -> usize {
        let mut handed = 0;
        while let Some(&worker) = idle.last() {
            let owner = &self.owner;
            let Some((job, stop_ms)) = next(&|b, sq| owner.get(&(b, sq)) == Some(&worker)) else {
                break;
            };
            self.dispatch(idle, job, stop_ms);
            handed += 1;
        }
        handed
    }

    /// Waits for a thread's result: shares what it found with the others and counts it
    /// idle again. `None` if the threads are gone.
    fn receive(&mut self, idle: &mut Vec<usize>) -> Option<SplitResult> {
        let (worker, result, found) = self.results.recv().ok()?;
        self.inboxes.share(worker, &found);
        idle.push(worker);
        self.jobs[worker] = None;
        Some(result)
    }

    /// Sends `job` to one of the `idle` threads: the one that last searched its move if it
    /// is idle (its table knows that subtree: the first move of each iteration stays on one
    /// thread), else the last idle one (which asked for its own moves first).
    fn dispatch(&mut self, idle: &mut Vec<usize>, job: SplitJob, stop_ms: f64) {
        let k = self
            .owner
            .get(&(job.board, job.square))
            .and_then(|w| idle.iter().position(|i| i == w))
            .unwrap_or(idle.len() - 1);
        let worker = idle.remove(k);
        self.owner.insert((job.board, job.square), worker);
        self.jobs[worker] = Some(job.id);
        let learned = self.inboxes.take(worker);
        let _ = self.orders[worker].send((job, stop_ms, learned));
    }

    /// Forgets who searched what once it is too much to keep (a long match).
    fn bound_owners(&mut self) {
        if self.owner.len() > MAX_OWNERS {
            self.owner.clear();
        }
    }

    /// Tells the threads running the jobs `ids` to stop them.
    fn stop_jobs(&self, ids: &[u32]) {
        for (worker, job) in self.jobs.iter().enumerate() {
            if job.is_some_and(|j| ids.contains(&j)) {
                self.stops[worker].store(true, Ordering::Relaxed);
            }
        }
    }

    /// Runs the jobs of `split` while it is in the stage this pool searches (`solving`:
    /// the exact solve; else the deepening), each to stop at the split's job deadline;
    /// stale jobs and jobs of a stage over are stopped.
    pub fn run_move(&mut self, split: &mut SplitMove, solving: bool) {
        self.bound_owners();
        let mut idle: Vec<usize> = (0..self.threads()).rev().collect();
        let mut running = 0;
        loop {
            running += self.hand_out(&mut idle, |prefer| {
                if split.is_solving() != solving {
                    return None;
                }
                let job = split.next_job_preferring(prefer)?;
                Some((job, split.job_stop_ms()))
            });
            if running == 0 {
                break;
            }
            let Some(result) = self.receive(&mut idle) else {
                break;
            };
            running -= 1;
            split.accept(result, self.clock.now_ms());
            if split.thinking().is_done() || split.is_solving() != solving {
                // Over, or on to the next stage: what still runs is not needed.
                for stop in &self.stops {
                    stop.store(true, Ordering::Relaxed);
                }
            } else {
                let stale = split.stale_jobs();
                self.stop_jobs(&stale);
            }
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

/// The fewest empties of a position whose table entry a solver thread sends the others
/// (FFO #45-#49 with 2 threads: from 14 empties 34.3 s and 35.3 s, from 16 34.7 s and 36.1
/// s, none 38.5 s; from 12 no better than 14).
const SHARED_MIN_EMPTIES: u32 = 14;

/// A pool of `threads` exact solvers with tables of `table_bytes` each; each sends the
/// others, with their next job, its table's entries for the positions of at least
/// [`SHARED_MIN_EMPTIES`] empties it solved ([`Solver::take_found`]), so that one does not
/// solve again what another did (the threads share no memory, as the browser's workers).
pub fn solvers(threads: usize, clock: InstantClock, table_bytes: usize, rules: Rules) -> Pool {
    Pool::new(threads, clock, |_| {
        let mut solver = Solver::new(table_bytes, rules);
        solver.share_from(Some(SHARED_MIN_EMPTIES));
        Searcher::Solver(solver)
    })
}

/// A pool of `threads` alpha-beta searchers.
pub fn searchers(
    threads: usize,
    clock: InstantClock,
    eval: EvalKind,
    table_bytes: usize,
    rules: Rules,
    probcut: f32,
) -> Pool {
    Pool::new(threads, clock, |_| {
        let mut a = AlphaBeta::new(eval, table_bytes, rules);
        a.set_probcut(probcut);
        Searcher::AlphaBeta(a)
    })
}

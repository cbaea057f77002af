//! One search shared among searchers that share no memory (threads with their own tables,
//! Web Workers that can only pass messages): jobs out, results in, stale jobs dropped.
//!
//! A [`SharedSearch`] says what to do: the move ([`SplitShare`] over a
//! [`SplitMove`](crate::ai::SplitMove) or a [`RootSplit`](crate::ai::toolkit::RootSplit)),
//! the hint ([`SharedHint`](crate::ai::analysis::SharedHint)) and the review
//! ([`SharedReview`](crate::ai::analysis::SharedReview)) are each one. The [`Coordinator`]
//! says who does it: it numbers every job it hands out with a ticket, keeps which searcher
//! holds which, drops an answer whose ticket is not out, stops the jobs the search no longer
//! wants, hands a lost searcher's job out again, and watches the searchers' silence. It does
//! no I/O: the CLI drives it from its threads' channels, the worker from its helpers'
//! messages.

use crate::ai::clock::Millis;

mod liveness;
mod split;

pub use liveness::{Check, Liveness, DEAD_AFTER_MS, PING_AFTER_MS, START_MS};
pub use split::{ShareJob, ShareResult, SplitSearcher, SplitShare};

/// A search shared among searchers (see the module's documentation). Each job has a key
/// (a move's class, a ply, a split job's id) that names it to the search.
pub trait SharedSearch {
    /// What a searcher is asked to do.
    type Job;
    /// What a searcher answers.
    type Result;

    /// The key that names `job` in this search.
    fn key(job: &Self::Job) -> u32;

    /// The next job for one of the `idle` searchers (the first preferred), and which one
    /// gets it; `None` when there is none now.
    fn next_job(&mut self, idle: &[usize], now_ms: Millis) -> Option<(usize, Self::Job)>;

    /// Takes `searcher`'s result of job `key` at `now_ms`; `false` when it does not fit
    /// (the job is then handed out again).
    fn accept(&mut self, searcher: usize, key: u32, result: Self::Result, now_ms: Millis) -> bool;

    /// Job `key` will not be answered (its searcher was lost or stopped): hand it out
    /// again if it is still wanted.
    fn give_back(&mut self, key: u32);

    /// Of the jobs `out`, those no longer wanted (their bound went stale, their stage is
    /// over): their searchers are stopped.
    fn unwanted(&mut self, out: &[u32]) -> Vec<u32> {
        let _ = out;
        Vec::new()
    }

    /// Whether the search is over (what still runs is stopped).
    fn is_done(&self) -> bool;
}

/// What a [`Coordinator`] asks of a searcher.
#[derive(Clone, Debug, PartialEq)]
pub enum Order<J> {
    /// Run `job`, numbered `ticket` (the answer carries the ticket back).
    Run {
        /// The searcher.
        searcher: usize,
        /// The job's ticket.
        ticket: u64,
        /// The job.
        job: J,
    },
    /// Stop the job `ticket`.
    Stop {
        /// The searcher.
        searcher: usize,
        /// The job's ticket.
        ticket: u64,
    },
    /// Say whether you are alive (a searcher silent too long, see [`Coordinator::watch`]).
    Ping {
        /// The searcher.
        searcher: usize,
        /// The ticket of the job it holds.
        ticket: u64,
    },
}

/// One searcher as the coordinator sees it.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    /// The job it holds: its ticket and key.
    job: Option<(u64, u32)>,
    /// Told to stop that job; its answer is awaited (a thread answers a stopped job).
    stopping: bool,
    /// It owes an answer (it was given work, and said nothing since).
    owes: bool,
    /// Its signs of life ([`Coordinator::watch`]).
    life: Liveness,
}

/// Who does which job of a [`SharedSearch`] (see the module's documentation).
#[derive(Clone, Debug)]
pub struct Coordinator {
    slots: Vec<Slot>,
    /// The searchers in use for the search under way.
    used: usize,
    /// Idle searchers, the one to get work first at the front (the last to answer).
    idle: Vec<usize>,
    next_ticket: u64,
    /// Whether a stopped searcher still answers its job (threads), or drops it (workers:
    /// the job is then handed out again at once).
    stopped_answer: bool,
}

impl Coordinator {
    /// A coordinator of searchers that answer a stopped job (`stopped_answer`: threads,
    /// whose answer is awaited) or drop it (workers).
    pub fn new(stopped_answer: bool) -> Coordinator {
        Coordinator {
            slots: Vec::new(),
            used: 0,
            idle: Vec::new(),
            next_ticket: 1,
            stopped_answer,
        }
    }

    /// Starts a search on `searchers` searchers (at least 1): the jobs still out are
    /// stopped (the search they belong to is dropped).
    pub fn start<J>(&mut self, searchers: usize) -> Vec<Order<J>> {
        let stops = self.stop_all();
        self.used = searchers.max(1);
        if self.slots.len() < self.used {
            self.slots.resize(self.used, Slot::default());
        }
        self.idle = (0..self.used)
            .filter(|&i| self.slots[i].job.is_none())
            .collect();
        stops
    }

    /// Whether a searcher holds a job.
    pub fn is_busy(&self) -> bool {
        self.slots.iter().any(|s| s.job.is_some())
    }

    /// Whether a searcher owes an answer (the watch goes on, even after its search ended:
    /// a hung searcher is then replaced before the next search).
    pub fn is_watching(&self) -> bool {
        self.slots.iter().any(|s| s.owes || s.job.is_some())
    }

    /// Stops the jobs `search` no longer wants, hands a job to every idle searcher while
    /// it has one, and stops every job once it is done.
    pub fn hand_out<S: SharedSearch>(
        &mut self,
        search: &mut S,
        now_ms: Millis,
    ) -> Vec<Order<S::Job>> {
        let out: Vec<u32> = self
            .slots
            .iter()
            .filter(|s| !s.stopping)
            .filter_map(|s| s.job.map(|(_, key)| key))
            .collect();
        let mut orders = Vec::new();
        for key in search.unwanted(&out) {
            let held = self
                .slots
                .iter()
                .position(|s| !s.stopping && s.job.is_some_and(|(_, k)| k == key));
            if let Some(searcher) = held {
                orders.push(self.stop(searcher));
                if !self.stopped_answer {
                    search.give_back(key);
                }
            }
        }
        while !self.idle.is_empty() {
            let Some((searcher, job)) = search.next_job(&self.idle, now_ms) else {
                break;
            };
            self.idle.retain(|&i| i != searcher);
            let ticket = self.next_ticket;
            self.next_ticket += 1;
            let slot = &mut self.slots[searcher];
            slot.job = Some((ticket, S::key(&job)));
            if !slot.owes {
                slot.owes = true;
                slot.life.owes_from(now_ms);
            }
            orders.push(Order::Run {
                searcher,
                ticket,
                job,
            });
        }
        if search.is_done() {
            orders.extend(self.stop_all());
        }
        orders
    }

    /// Takes `searcher`'s answer to job `ticket`: its `result`, or `None` for a refusal
    /// (the job is handed out again). An answer to a job not out (an older one, another
    /// searcher's, one stopped) is dropped: `false`.
    pub fn answered<S: SharedSearch>(
        &mut self,
        search: &mut S,
        searcher: usize,
        ticket: u64,
        result: Option<S::Result>,
        now_ms: Millis,
    ) -> bool {
        self.heard(searcher, now_ms);
        let Some(slot) = self.slots.get_mut(searcher) else {
            return false;
        };
        let Some((_, key)) = slot.job.filter(|&(t, _)| t == ticket) else {
            return false;
        };
        slot.job = None;
        slot.stopping = false;
        self.free(searcher);
        let taken = result.is_some_and(|r| search.accept(searcher, key, r, now_ms));
        if !taken {
            search.give_back(key);
        }
        true
    }

    /// Whether `searcher` holds job `ticket`.
    pub fn holds(&self, searcher: usize, ticket: u64) -> bool {
        self.slots
            .get(searcher)
            .is_some_and(|s| s.job.is_some_and(|(t, _)| t == ticket))
    }

    /// `searcher` said something at `now_ms` (it loaded, answered a ping, any message): it
    /// owes nothing now (but the job it holds).
    pub fn heard(&mut self, searcher: usize, now_ms: Millis) {
        if let Some(slot) = self.slots.get_mut(searcher) {
            slot.owes = false;
            slot.life.heard(now_ms);
        }
    }

    /// `searcher` is lost at `now_ms` (it failed, or hung): its job is handed out again, to
    /// it once it is replaced (a new searcher, yet to load) or to another.
    pub fn lost<S: SharedSearch>(&mut self, search: &mut S, searcher: usize, now_ms: Millis) {
        let Some(slot) = self.slots.get(searcher) else {
            return;
        };
        let job = slot.job.filter(|_| !slot.stopping);
        self.replaced(searcher, now_ms);
        if let Some((_, key)) = job {
            search.give_back(key);
        }
    }

    /// `searcher` was replaced at `now_ms` by a new one, yet to load (its job, if any, is
    /// forgotten: see [`Coordinator::lost`]).
    pub fn replaced(&mut self, searcher: usize, now_ms: Millis) {
        if let Some(slot) = self.slots.get_mut(searcher) {
            *slot = Slot {
                life: Liveness::new(now_ms),
                ..Slot::default()
            };
            self.free(searcher);
        }
    }

    /// Stops every job out (the search is dropped or over).
    pub fn stop_all<J>(&mut self) -> Vec<Order<J>> {
        let held: Vec<usize> = (0..self.slots.len())
            .filter(|&i| self.slots[i].job.is_some() && !self.slots[i].stopping)
            .collect();
        held.into_iter().map(|i| self.stop(i)).collect()
    }

    /// The watch at `now_ms`, every second or so while [`Coordinator::is_watching`], by the
    /// one policy for a searcher that may hang ([`Liveness`]): a searcher that owes an
    /// answer is pinged after [`PING_AFTER_MS`] of silence, and taken for hung after
    /// [`DEAD_AFTER_MS`] ([`START_MS`] while it has said nothing since it was spawned) and
    /// returned, for the caller to replace it and call [`Coordinator::lost`].
    pub fn watch<J>(&mut self, now_ms: Millis) -> (Vec<Order<J>>, Vec<usize>) {
        let mut pings = Vec::new();
        let mut hung = Vec::new();
        for (searcher, slot) in self.slots.iter_mut().enumerate() {
            // A searcher at work owes news even after answering a ping.
            if !slot.owes && slot.job.is_none() {
                continue;
            }
            match slot.life.check(now_ms) {
                Check::Wait => {}
                Check::Ping => {
                    let ticket = slot.job.map_or(0, |(t, _)| t);
                    pings.push(Order::Ping { searcher, ticket });
                }
                Check::Dead => hung.push(searcher),
            }
        }
        (pings, hung)
    }

    /// Tells `searcher` to stop its job: freed at once when a stopped searcher drops it,
    /// else once it answers.
    fn stop<J>(&mut self, searcher: usize) -> Order<J> {
        let slot = &mut self.slots[searcher];
        let ticket = slot.job.map_or(0, |(t, _)| t);
        if self.stopped_answer {
            slot.stopping = true;
        } else {
            slot.job = None;
            self.free(searcher);
        }
        Order::Stop { searcher, ticket }
    }

    /// `searcher` is idle: the first to get work (its tables know the last job's subtree).
    fn free(&mut self, searcher: usize) {
        if searcher < self.used && !self.idle.contains(&searcher) {
            self.idle.insert(0, searcher);
        }
    }
}

//! The coordinating worker's side of a search shared among helper workers, free of web
//! APIs so that native tests drive it: what to ask which helper, and what to tell the app.
//!
//! The worker the app spawns coordinates: given a request that may use `cores` workers,
//! it has `cores` helpers (more instances of the same worker script, each with its own
//! WebAssembly memory and tables, spawned lazily and kept between requests) search the
//! pieces, and searches nothing itself meanwhile, so that it answers the app's messages
//! at once. A helper searches in slices like any worker and sees a `Stop` between two:
//! a search that goes stale or is stopped is stopped in every helper.
//!
//! Shared today, each an engine [`shared::SharedSearch`] driven by the engine's
//! [`shared::Coordinator`] (the one the CLI's threads drive): the review of a game
//! ([`SharedReview`]), a hint ([`SharedHint`]) and the computer's move at an alpha-beta
//! level ([`SplitMove`], book and time plan as on one worker); every other request runs in
//! the coordinator itself. This module translates jobs into [`HelperRequest`]s, answers
//! into results, and the search's news into the app's responses.

use crate::protocol::{
    HelperRequest, HelperResponse, RequestBody, ResponseBody, WorkerRequest, WorkerResponse,
    MAX_CORES,
};
use outflank_engine::ai::analysis::{HintResult, SharedHint, SharedReview};
use outflank_engine::ai::shared::{self, Order, ShareResult, SharedSearch, SplitShare};
use outflank_engine::ai::{
    player_for_level, Clock, Level, Player, SplitMove, SplitResult, Thinking,
};
use outflank_engine::{Move, Position, Rules};
use std::convert::Infallible;

/// At least this long between two reports of a shared move search (as on one worker).
const REPORT_EVERY_MS: f64 = super::REPORT_EVERY_MS;

/// How often the caller calls [`Coordinator::watch`] while a shared search is under way.
pub const WATCH_EVERY_MS: u32 = 1_000;

/// The most solved entries kept for a helper until its next exact-solve job (the first
/// ones kept: 1 MB); the same bound as a solver's own hand-over.
const MAX_INBOX: usize = 1 << 16;

/// What the coordinator has to send.
#[derive(Debug, PartialEq)]
pub enum Out<W> {
    /// A request to helper `.0` (spawned first if need be).
    Helper(usize, WorkerRequest),
    /// A response to the app's client `.0`.
    App(W, WorkerResponse),
}

/// The shared search under way, for the app's request `id` from `who`.
struct Task<W> {
    id: u64,
    who: W,
    rules: Rules,
    work: Work,
}

/// What a shared search is.
enum Work {
    /// A review, and how many moves were reviewed at its last progress report.
    Review(SharedReview, usize),
    /// A hint.
    Hint(SharedHint),
    /// The computer's move (boxed: large).
    Move(Box<MoveWork>),
}

/// The computer's move split among the helpers.
struct MoveWork {
    level: Level,
    share: SplitShare<SplitMove>,
    /// The level's player, for a "move now" before the split has a move.
    player: Player,
    started_ms: f64,
    reported_ms: f64,
}

/// The coordinator: at most one shared search at a time.
pub struct Coordinator<W> {
    task: Option<Task<W>>,
    crew: shared::Coordinator,
}

impl<W> Default for Coordinator<W> {
    fn default() -> Self {
        Coordinator {
            task: None,
            crew: shared::Coordinator::new(false),
        }
    }
}

/// How many helpers a request for `cores` workers gets: 0 (the coordinator searches
/// alone) for 1 core, else `cores` up to [`MAX_CORES`].
pub fn helpers_for(cores: u8) -> usize {
    if cores <= 1 {
        0
    } else {
        cores.min(MAX_CORES) as usize
    }
}

/// The cores asked for the computer's move: the player's choice, but one worker when the
/// choice is automatic (0). Measured in Chromium (README, "The pool of workers"): two
/// workers reach the same depth in 1 s as one and spend about a third more CPU, since each
/// iteration's first move is searched alone; the review, whose positions are independent,
/// gains and keeps the automatic choice.
pub fn move_cores(cores: u8) -> u8 {
    if cores == 0 {
        1
    } else {
        cores
    }
}

/// The workers a request for `cores` gets on a device with `hardware_concurrency` logical
/// cores and `device_memory_gb` of memory (`navigator.deviceMemory`, where the browser
/// says it). `cores` 0 asks for the device's default: all of its cores up to 8, and no
/// more than 2 per GB of memory (a helper holds about 22 MB, see docs/parallel.md). A choice is
/// capped by the device's cores (a save file may come from a larger device). At least 1.
pub fn cores_for(cores: u8, hardware_concurrency: u32, device_memory_gb: Option<f64>) -> u8 {
    let device = hardware_concurrency.clamp(1, MAX_CORES as u32) as u8;
    if cores > 0 {
        return cores.min(device);
    }
    let by_memory = device_memory_gb.map_or(8.0, |gb| (gb * 2.0).clamp(1.0, 8.0)) as u8;
    device.min(8).min(by_memory)
}

impl<W: Copy> Coordinator<W> {
    /// Whether a shared search is under way.
    pub fn is_busy(&self) -> bool {
        self.task.is_some()
    }

    /// Whether a shared move search is under way (it wants [`Coordinator::tick`]s).
    pub fn is_moving(&self) -> bool {
        matches!(self.task.as_ref().map(|t| &t.work), Some(Work::Move(_)))
    }

    /// Whether a helper owes an answer (the watchdog's rounds go on, even after the
    /// search it worked on ended: a hung helper is then replaced before the next one).
    pub fn is_watching(&self) -> bool {
        self.crew.is_watching()
    }

    /// Starts the computer's move in `position` at `level` with `helpers` helpers,
    /// dropping any shared search under way. `None` (nothing started or dropped) when
    /// the level's search is not split (MCTS, noisy levels): the coordinator searches
    /// it itself. A move decided at once (the book, a lone move) is answered at once.
    pub fn think(
        &mut self,
        id: u64,
        who: W,
        (position, rules, level, seed): (Position, Rules, Level, u64),
        helpers: usize,
        clock: &dyn Clock,
    ) -> Option<Vec<Out<W>>> {
        let mut player = player_for_level(level, rules, seed);
        player.set_position(position);
        let now = clock.now_ms();
        let split = player.split_move(now)?;
        let share = SplitShare::new(split, helpers, MAX_INBOX);
        let work = Work::Move(Box::new(MoveWork {
            level,
            share,
            player,
            started_ms: now,
            reported_ms: f64::NEG_INFINITY,
        }));
        Some(self.start((id, who, rules, work), helpers, now))
    }

    /// Starts the hint of `position` with `helpers` helpers (at least 1), dropping any
    /// shared search under way: each idle helper values a move at its next depth
    /// ([`SharedHint`]), and the app gets the values whenever a depth is complete or a
    /// value exact, as from one worker, the last `done`.
    pub fn hint(
        &mut self,
        id: u64,
        who: W,
        (position, rules): (Position, Rules),
        helpers: usize,
        clock: &dyn Clock,
    ) -> Vec<Out<W>> {
        let now = clock.now_ms();
        let (budget, depth) = (super::HINT_BUDGET_MS, super::HINT_MAX_DEPTH);
        let work = Work::Hint(SharedHint::new(position, rules, budget, depth, now));
        self.start((id, who, rules, work), helpers, now)
    }

    /// Starts the review of the game of `moves` from `start` with `helpers` helpers (at
    /// least 1), dropping any shared search under way (stopped in its helpers). An
    /// illegal game is refused at once.
    pub fn review(
        &mut self,
        id: u64,
        who: W,
        (start, moves, rules): (Position, &[Move], Rules),
        helpers: usize,
    ) -> Vec<Out<W>> {
        match SharedReview::new(start, moves, rules) {
            Ok(review) => {
                let work = Work::Review(review, 0);
                self.start((id, who, rules, work), helpers, 0.0)
            }
            Err(e) => {
                let mut out = self.drop_shared();
                let failed = ResponseBody::Failed(e.to_string());
                out.push(Out::App(who, WorkerResponse::new(id, failed)));
                out
            }
        }
    }

    /// Drops the search under way for `work`, the request `id` of `who`, on `helpers`
    /// helpers, and hands its first jobs out.
    fn start(
        &mut self,
        (id, who, rules, work): (u64, W, Rules, Work),
        helpers: usize,
        now: f64,
    ) -> Vec<Out<W>> {
        let mut out = requests(self.crew.start(helpers), no_job);
        self.task = Some(Task {
            id,
            who,
            rules,
            work,
        });
        out.extend(self.step(now));
        out
    }

    /// "Move now" for the shared search `id`: a move's best move so far (or a quick
    /// search's when it has none yet), a hint's values so far, answered at once; the
    /// helpers are stopped.
    pub fn move_now(&mut self, id: u64, clock: &dyn Clock) -> Vec<Out<W>> {
        let Some(task) = self.task.as_mut().filter(|t| t.id == id) else {
            return Vec::new();
        };
        let body = match &mut task.work {
            Work::Review(..) => return Vec::new(),
            Work::Hint(hint) => {
                // A hint ends with the values it has.
                hint.stop();
                ResponseBody::Hint(hint.answer())
            }
            Work::Move(m) => ResponseBody::Moved {
                mv: m.share.source().best().or_else(|| m.player.move_now(clock)),
                elapsed_ms: clock.now_ms() - m.started_ms,
            },
        };
        let (who, id) = (task.who, task.id);
        let mut out = self.drop_shared();
        out.push(Out::App(who, WorkerResponse::new(id, body)));
        out
    }

    /// What a shared move has to say between two answers: a report of its thinking at
    /// most every [`super::REPORT_EVERY_MS`] (the caller ticks a few times a second while
    /// [`Coordinator::is_moving`]), with the best move's line as a helper found it.
    pub fn tick(&mut self, clock: &dyn Clock) -> Vec<Out<W>> {
        let Some(Task {
            id,
            who,
            work: Work::Move(m),
            ..
        }) = &mut self.task
        else {
            return Vec::new();
        };
        let now = clock.now_ms();
        if now - m.reported_ms < REPORT_EVERY_MS {
            return Vec::new();
        }
        m.reported_ms = now;
        let mut report = m.share.source().report();
        if let Some(Move::Place(best)) = report.best {
            if let Some(line) = m.share.line_of(best) {
                report.pv = line.to_vec();
            }
        }
        let body = ResponseBody::Thinking {
            report,
            elapsed_ms: now - m.started_ms,
        };
        vec![Out::App(*who, WorkerResponse::new(*id, body))]
    }

    /// The watch over the helpers, every [`WATCH_EVERY_MS`] while
    /// [`Coordinator::is_watching`], by the one policy for a worker that may hang (the
    /// engine's `shared::Liveness`, the app's supervisor's too): a helper that owes an
    /// answer is pinged after a second of silence (it answers between two slices); one
    /// silent for 5 s (20 s while it loads) is taken for hung: its work is handed out
    /// again, and its index returned for the caller to terminate and replace it (a helper
    /// that hangs without failing raises no `error` event, and the app's pings reach the
    /// coordinator only).
    pub fn watch(&mut self, clock: &dyn Clock) -> (Vec<Out<W>>, Vec<usize>) {
        let (pings, hung) = self.crew.watch(clock.now_ms());
        let mut out = requests(pings, no_job);
        for &helper in &hung {
            out.extend(self.lost(helper, clock));
        }
        (out, hung)
    }

    /// Helper `helper` said something that answers nothing (it loaded): it is alive.
    pub fn heard(&mut self, helper: usize, clock: &dyn Clock) {
        self.crew.heard(helper, clock.now_ms());
    }

    /// Stops the shared search `id`, if it is the one under way, in every helper.
    pub fn stop(&mut self, id: u64) -> Vec<Out<W>> {
        if self.task.as_ref().is_some_and(|t| t.id == id) {
            self.drop_shared()
        } else {
            Vec::new()
        }
    }

    /// Drops the shared search under way (a newer request replaces it): the helpers that
    /// work on it are told to stop.
    pub fn drop_shared(&mut self) -> Vec<Out<W>> {
        self.task = None;
        requests(self.crew.stop_all(), no_job)
    }

    /// Takes helper `helper`'s `response`. An answer to no request under way (an older
    /// one, another helper's) is dropped; one that does not fit its job is dropped and
    /// the job handed out again; a helper that could not review a position fails the
    /// whole review rather than let it wait for ever.
    pub fn answered(
        &mut self,
        helper: usize,
        response: WorkerResponse,
        clock: &dyn Clock,
    ) -> Vec<Out<W>> {
        let now = clock.now_ms();
        let crew = &mut self.crew;
        crew.heard(helper, now);
        let Some(task) = &mut self.task else {
            return Vec::new();
        };
        let ticket = response.id;
        let taken = match (&mut task.work, response.body) {
            (_, ResponseBody::Pong) => false,
            (Work::Review(..), ResponseBody::Failed(why)) if crew.holds(helper, ticket) => {
                let (who, id) = (task.who, task.id);
                let mut out = self.drop_shared();
                out.push(Out::App(
                    who,
                    WorkerResponse::new(id, ResponseBody::Failed(why)),
                ));
                return out;
            }
            (
                Work::Review(r, _),
                ResponseBody::Helper(HelperResponse::Reviewed { ply, review }),
            ) => crew.answered(r, helper, ticket, Some((ply, review)), now),
            (
                Work::Hint(hint),
                ResponseBody::Helper(HelperResponse::HintValue {
                    class,
                    depth,
                    discs,
                }),
            ) => {
                let value = HintResult {
                    class,
                    depth,
                    discs,
                };
                crew.answered(hint, helper, ticket, Some(value), now)
            }
            (
                Work::Move(m),
                ResponseBody::Helper(HelperResponse::Split {
                    job,
                    score,
                    nodes,
                    pv,
                    found,
                }),
            ) => {
                let result = SplitResult {
                    id: job,
                    score,
                    nodes,
                };
                let answer = ShareResult { result, found, pv };
                crew.answered(&mut m.share, helper, ticket, Some(answer), now)
            }
            // Not an answer to its job (a refusal): handed out again.
            (Work::Review(review, _), _) => crew.answered(review, helper, ticket, None, now),
            (Work::Hint(hint), _) => crew.answered(hint, helper, ticket, None, now),
            (Work::Move(m), _) => crew.answered(&mut m.share, helper, ticket, None, now),
        };
        if taken {
            self.step(now)
        } else {
            Vec::new()
        }
    }

    /// Helper `helper` died (its worker failed): what it worked on is handed out again,
    /// to it once it is replaced or to another.
    pub fn lost(&mut self, helper: usize, clock: &dyn Clock) -> Vec<Out<W>> {
        let now = clock.now_ms();
        let Some(task) = &mut self.task else {
            self.crew.replaced(helper, now);
            return Vec::new();
        };
        match &mut task.work {
            Work::Review(review, _) => self.crew.lost(review, helper, now),
            Work::Hint(hint) => self.crew.lost(hint, helper, now),
            Work::Move(m) => self.crew.lost(&mut m.share, helper, now),
        }
        self.step(now)
    }

    /// Gives every idle helper a job of the search under way (stopping the helpers whose
    /// job it no longer wants), tells the app what changed, and answers it once the
    /// search is over.
    fn step(&mut self, now: f64) -> Vec<Out<W>> {
        let Some(task) = &mut self.task else {
            return Vec::new();
        };
        let rules = task.rules;
        let reply = |body| Out::App(task.who, WorkerResponse::new(task.id, body));
        let mut out;
        let answer = match &mut task.work {
            Work::Review(review, reported) => {
                let orders = self.crew.hand_out(review, now);
                out = requests(orders, |job| HelperRequest::ReviewPosition {
                    ply: job.ply,
                    position: job.position,
                    played: job.played,
                    rules,
                });
                let reviewed = review.reviewed();
                match review.reviews() {
                    Some(reviews) => Some(ResponseBody::Review(reviews)),
                    None if reviewed != *reported => {
                        *reported = reviewed;
                        out.push(reply(ResponseBody::ReviewProgress(reviewed as u32)));
                        None
                    }
                    None => None,
                }
            }
            Work::Hint(hint) => {
                let orders = self.crew.hand_out(hint, now);
                out = requests(orders, |(job, stop_ms)| HelperRequest::HintJob {
                    rules,
                    position: job.position,
                    square: job.square,
                    depth: job.depth,
                    class: job.class,
                    stop_in_ms: ms_until(stop_ms, now),
                });
                if hint.is_done() {
                    Some(ResponseBody::Hint(hint.answer()))
                } else {
                    out.extend(hint.news().map(|a| reply(ResponseBody::Hint(a))));
                    None
                }
            }
            Work::Move(m) => {
                let root = m.share.source().position();
                let level = m.level.id();
                let orders = self.crew.hand_out(&mut m.share, now);
                out = requests(orders, |j| {
                    // A job down the principal variation is searched in the position it
                    // leads to.
                    let turn = if j.plies % 2 == 0 {
                        root.turn
                    } else {
                        !root.turn
                    };
                    HelperRequest::SplitJob {
                        level,
                        rules,
                        position: Position {
                            board: j.job.board,
                            turn,
                        },
                        square: j.job.square,
                        alpha: j.job.alpha,
                        beta: j.job.beta,
                        depth: j.job.depth,
                        job: j.job.id,
                        stop_in_ms: ms_until(j.stop_ms, now),
                        learned: j.learned,
                    }
                });
                match m.share.source().thinking() {
                    Thinking::Done(mv) => Some(ResponseBody::Moved {
                        mv,
                        elapsed_ms: now - m.started_ms,
                    }),
                    Thinking::Busy => None,
                }
            }
        };
        if let Some(body) = answer {
            out.push(reply(body));
            self.task = None;
        }
        out
    }
}

/// The helpers' requests for the coordinator's `orders`, each job made a request by
/// `request`.
fn requests<J, W>(
    orders: Vec<Order<J>>,
    mut request: impl FnMut(J) -> HelperRequest,
) -> Vec<Out<W>> {
    orders
        .into_iter()
        .map(|order| {
            let (helper, ticket, body) = match order {
                Order::Run {
                    searcher,
                    ticket,
                    job,
                } => (searcher, ticket, RequestBody::Helper(request(job))),
                Order::Stop { searcher, ticket } => (searcher, ticket, RequestBody::Stop),
                Order::Ping { searcher, ticket } => (searcher, ticket, RequestBody::Ping),
            };
            Out::Helper(helper, WorkerRequest::new(ticket, body))
        })
        .collect()
}

/// For orders that hand out no job (stops, pings).
fn no_job(never: Infallible) -> HelperRequest {
    match never {}
}

/// Milliseconds from `now` to `stop_ms`, as a request carries them.
fn ms_until(stop_ms: f64, now: f64) -> u32 {
    (stop_ms - now).clamp(0.0, u32::MAX as f64) as u32
}

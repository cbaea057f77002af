//! The computer's Web Worker: receives [`WorkerRequest`]s, has the [`Thinker`] search with the
//! engine, and sends back [`WorkerResponse`]s.
//!
//! A dedicated worker cannot be interrupted from outside while it computes, so it searches
//! in short slices ([`SLICE_MS`]) and returns to its event loop in between: a newer
//! request replaces the search under way at once, `Stop` drops it and `MoveNow` ends it
//! with the best move so far.

pub mod clock;
mod helpers;
mod lookup;
pub mod pool;
mod thinker;

pub use thinker::{Thinker, HINT_BUDGET_MS, HINT_MAX_DEPTH, REPORT_EVERY_MS};

use crate::port::PortEvent;
use crate::protocol::{HelperResponse, RequestBody, ResponseBody, WorkerRequest, WorkerResponse};
use clock::PerformanceClock;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use helpers::Helpers;
use outflank_engine::ai::book::{self, Book};
use outflank_engine::ai::pattern::{self, PatternWeights};
use outflank_engine::ai::Level;
use pool::{cores_for, helpers_for, move_cores, Coordinator, Out};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// How long the worker searches before it looks at its messages again: short enough that
/// "Move now" and a newer request are answered at once, long enough that the pauses cost
/// nothing measurable.
pub const SLICE_MS: f64 = 40.0;

/// The pattern weights the strongest level plays with, beside the worker's script (Trunk
/// copies `engine/data/patterns.ofpw` into the build; the service worker precaches it).
pub const WEIGHTS_URL: &str = "patterns.ofpw";

/// The opening book the strongest level plays from, beside the weights (Trunk copies
/// `engine/data/book.ofbk`).
pub const BOOK_URL: &str = "book.ofbk";

/// Where the learned data (weights and book) stand.
enum Weights {
    /// Being fetched: the requests that wait for them (a move at a level that wants them,
    /// a hint, a review, and every request after one, so that the order holds).
    Loading(Vec<(WorkerRequest, HandlerId)>),
    /// Installed, or failed (then the levels play with the tuned evaluation, or without
    /// the book).
    Settled,
}

/// The worker: the [`Thinker`], its clock, and a message port that wakes it for the next
/// slice once the messages that arrived meanwhile are handled.
pub struct AiWorker {
    clock: Option<PerformanceClock>,
    thinker: Thinker<HandlerId>,
    wake: Option<(web_sys::MessagePort, web_sys::MessagePort)>,
    _on_wake: Option<Closure<dyn FnMut()>>,
    slice_scheduled: bool,
    weights: Weights,
    /// The search shared among helper workers, if any ([`pool`]).
    coordinator: Coordinator<HandlerId>,
    helpers: Helpers,
    /// The next report of a shared move search, while one is under way.
    tick: Option<gloo_timers::callback::Timeout>,
    /// The next watchdog round over the helpers, while a shared search is under way.
    watch: Option<gloo_timers::callback::Timeout>,
}

/// The worker's own messages.
pub enum WorkerMessage {
    /// Time for the next slice.
    Slice,
    /// The weights file and the book arrived (their bytes) or could not be fetched (why).
    Weights {
        /// The pattern weights file.
        weights: Result<Vec<u8>, String>,
        /// The opening book (`None` in a helper, which does not fetch it).
        book: Option<Result<Vec<u8>, String>>,
    },
    /// Helper worker `index` of `generation` did `event`.
    Helper {
        /// The helper's index.
        index: usize,
        /// Which worker in that slot (a replaced one's events are dropped).
        generation: u32,
        /// What it did.
        event: PortEvent<HelperResponse>,
    },
    /// Time to report on a move shared among the helpers.
    Tick,
    /// Time for the coordinator's watchdog round over its helpers.
    Watch,
}

/// The workers a request for `cores` gets on this device ([`cores_for`], from the worker's
/// `navigator.hardwareConcurrency` and `navigator.deviceMemory`).
fn device_cores(cores: u8) -> u8 {
    let navigator = js_sys::Reflect::get(&js_sys::global(), &"navigator".into());
    let read = |name: &str| {
        navigator
            .as_ref()
            .ok()
            .and_then(|n| js_sys::Reflect::get(n, &name.into()).ok())
            .and_then(|v| v.as_f64())
    };
    let hardware = read("hardwareConcurrency").unwrap_or(1.0);
    cores_for(cores, hardware as u32, read("deviceMemory"))
}

/// The bytes at `url`, relative to the worker's script.
async fn fetch_bytes(url: &str) -> Result<Vec<u8>, String> {
    let global: web_sys::WorkerGlobalScope = js_sys::global().unchecked_into();
    crate::fetch::bytes(url, global.fetch_with_str(url)).await
}

impl AiWorker {
    /// Runs another slice after the pending messages: a message port's task, not a
    /// timer (nested timers are clamped to 4 ms) nor a promise (those run before them).
    fn schedule_slice(&mut self) {
        if self.slice_scheduled || !self.thinker.is_busy() {
            return;
        }
        if let Some((_, port)) = &self.wake {
            if port.post_message(&wasm_bindgen::JsValue::NULL).is_ok() {
                self.slice_scheduled = true;
            }
        }
    }

    /// Has the coordinator report on a shared move search in [`REPORT_EVERY_MS`], and
    /// watch its helpers every [`pool::WATCH_EVERY_MS`], while a shared search is under
    /// way.
    fn schedule_tick(&mut self, scope: &WorkerScope<Self>) {
        if !self.coordinator.is_busy() && !self.coordinator.is_watching() {
            self.watch = None;
        } else if self.watch.is_none() {
            let scope = scope.clone();
            self.watch = Some(gloo_timers::callback::Timeout::new(
                pool::WATCH_EVERY_MS,
                move || scope.send_message(WorkerMessage::Watch),
            ));
        }
        if !self.coordinator.is_moving() {
            self.tick = None;
        } else if self.tick.is_none() {
            let scope = scope.clone();
            self.tick = Some(gloo_timers::callback::Timeout::new(
                REPORT_EVERY_MS as u32,
                move || scope.send_message(WorkerMessage::Tick),
            ));
        }
    }

    fn send(scope: &WorkerScope<Self>, answer: Option<(HandlerId, WorkerResponse)>) {
        if let Some((who, response)) = answer {
            scope.respond(who, response);
        }
    }

    /// Sends what the coordinator has to say, to helpers and to the app.
    fn dispatch(&mut self, scope: &WorkerScope<Self>, out: Vec<Out<HandlerId>>) {
        for out in out {
            match out {
                Out::Helper(index, request) => self.helpers.send(scope, index, &request),
                Out::App(who, response) => scope.respond(who, response),
            }
        }
    }
}

impl Worker for AiWorker {
    type Message = WorkerMessage;
    type Input = WorkerRequest;
    type Output = WorkerResponse;

    fn create(scope: &WorkerScope<Self>) -> Self {
        let channel = web_sys::MessageChannel::new().ok();
        let on_wake = channel.as_ref().map(|channel| {
            let scope = scope.clone();
            let on_wake =
                Closure::<dyn FnMut()>::new(move || scope.send_message(WorkerMessage::Slice));
            channel
                .port1()
                .set_onmessage(Some(on_wake.as_ref().unchecked_ref()));
            on_wake
        });
        // A helper searches with the weights but never plays from the book (8.9 MB read).
        let helper = js_sys::global()
            .dyn_into::<web_sys::DedicatedWorkerGlobalScope>()
            .is_ok_and(|scope| scope.name() == helpers::HELPER_NAME);
        let fetched = scope.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let weights = fetch_bytes(WEIGHTS_URL).await;
            let book = if helper {
                None
            } else {
                Some(fetch_bytes(BOOK_URL).await)
            };
            fetched.send_message(WorkerMessage::Weights { weights, book });
        });
        AiWorker {
            clock: PerformanceClock::new(),
            thinker: Thinker::default(),
            wake: channel.map(|c| (c.port1(), c.port2())),
            _on_wake: on_wake,
            slice_scheduled: false,
            weights: Weights::Loading(Vec::new()),
            coordinator: Coordinator::default(),
            helpers: Helpers::default(),
            tick: None,
            watch: None,
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, msg: WorkerMessage) {
        match msg {
            WorkerMessage::Weights { weights, book } => {
                let weights = weights.and_then(|bytes| {
                    PatternWeights::from_bytes(&bytes).map_err(|e| format!("{WEIGHTS_URL}: {e}"))
                });
                // Only a second worker instance could have installed either before.
                match weights {
                    Ok(weights) => drop(pattern::install(weights)),
                    Err(why) => web_sys::console::error_1(
                        &format!("the strongest level plays without its learned evaluation: {why}")
                            .into(),
                    ),
                }
                let book = book.map(|book| {
                    book.and_then(|bytes| {
                        Book::from_bytes(&bytes).map_err(|e| format!("{BOOK_URL}: {e}"))
                    })
                });
                match book {
                    Some(Ok(book)) => drop(book::install(book)),
                    Some(Err(why)) => web_sys::console::error_1(
                        &format!("the strongest level plays without its opening book: {why}")
                            .into(),
                    ),
                    None => {}
                }
                let waiting = std::mem::replace(&mut self.weights, Weights::Settled);
                if let Weights::Loading(requests) = waiting {
                    for (request, who) in requests {
                        self.received(scope, request, who);
                    }
                }
            }
            WorkerMessage::Helper {
                index,
                generation,
                event,
            } => {
                let Some(event) = self.helpers.received(index, generation, event) else {
                    return;
                };
                let Some(clock) = &self.clock else { return };
                let out = match event {
                    PortEvent::Message(response) => {
                        self.coordinator.answered(index, response, clock)
                    }
                    PortEvent::Loaded => return self.coordinator.heard(index, clock),
                    PortEvent::Lost => {
                        let text = format!("Outflank: helper worker {index} failed; replaced");
                        web_sys::console::error_1(&text.into());
                        self.coordinator.lost(index, clock)
                    }
                };
                self.dispatch(scope, out);
                self.schedule_tick(scope);
            }
            WorkerMessage::Watch => {
                self.watch = None;
                let Some(clock) = &self.clock else { return };
                let (out, hung) = self.coordinator.watch(clock);
                for index in hung {
                    web_sys::console::error_1(
                        &format!("Outflank: helper worker {index} stopped answering; replaced")
                            .into(),
                    );
                    self.helpers.replace(index);
                }
                self.dispatch(scope, out);
                self.schedule_tick(scope);
            }
            WorkerMessage::Tick => {
                self.tick = None;
                let Some(clock) = &self.clock else { return };
                let out = self.coordinator.tick(clock);
                self.dispatch(scope, out);
                self.schedule_tick(scope);
            }
            WorkerMessage::Slice => {
                self.slice_scheduled = false;
                let Some(clock) = &self.clock else { return };
                let answer = self.thinker.slice(clock, SLICE_MS);
                Self::send(scope, answer);
                self.schedule_slice();
            }
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, request: WorkerRequest, who: HandlerId) {
        if request.body == RequestBody::Ping {
            // Alive, even while the weights load: answered at once, never queued.
            scope.respond(who, WorkerResponse::new(request.id, ResponseBody::Pong));
            return;
        }
        if let Weights::Loading(waiting) = &mut self.weights {
            // The analysis searches with the learned evaluation too.
            let wants = match request.body {
                // An unknown level waits for nothing: it is refused.
                RequestBody::Think { level, .. } => {
                    Level::try_from(level).is_ok_and(Level::wants_weights)
                }
                RequestBody::Hint { .. }
                | RequestBody::Review { .. }
                | RequestBody::Helper(_)
                | RequestBody::BookMoves { .. } => true,
                _ => false,
            };
            // An opening's name needs no weights and no order: it is answered at once.
            let at_once = matches!(
                request.body,
                RequestBody::Opening { .. } | RequestBody::OpeningLines
            );
            if wants || (!waiting.is_empty() && !at_once) {
                waiting.push((request, who));
                return;
            }
        }
        // A search shared among helpers, or one that replaces such a search.
        match &request.body {
            RequestBody::Review {
                start,
                moves,
                rules,
                cores,
            } if helpers_for(device_cores(*cores)) > 0
                && crate::protocol::version_mismatch(request.version).is_none() =>
            {
                let helpers = helpers_for(device_cores(*cores));
                self.thinker.drop_job();
                self.helpers.keep(helpers);
                let out =
                    self.coordinator
                        .review(request.id, who, (*start, moves, *rules), helpers);
                self.dispatch(scope, out);
                self.schedule_tick(scope);
                return;
            }
            // A hint's moves are independent, each valued with a full window: like the
            // review, it takes the player's choice of cores, or with the automatic choice the
            // device's (README, "Hints on the pool").
            RequestBody::Hint {
                position,
                rules,
                cores,
            } if helpers_for(device_cores(*cores)) > 0
                && crate::protocol::version_mismatch(request.version).is_none()
                && self.clock.is_some() =>
            {
                let helpers = helpers_for(device_cores(*cores));
                if let Some(clock) = &self.clock {
                    self.thinker.drop_job();
                    self.helpers.keep(helpers);
                    let out =
                        self.coordinator
                            .hint(request.id, who, (*position, *rules), helpers, clock);
                    self.dispatch(scope, out);
                    self.schedule_tick(scope);
                    return;
                }
            }
            RequestBody::Think {
                position,
                rules,
                level,
                seed,
                cores,
            } if helpers_for(device_cores(move_cores(*cores))) > 0
                && crate::protocol::version_mismatch(request.version).is_none() =>
            {
                let helpers = helpers_for(device_cores(move_cores(*cores)));
                // An unknown level is refused by the thinker below.
                if let (Some(clock), Ok(level)) = (&self.clock, Level::try_from(*level)) {
                    let think = (*position, *rules, level, *seed);
                    if let Some(out) = self
                        .coordinator
                        .think(request.id, who, think, helpers, clock)
                    {
                        self.thinker.drop_job();
                        self.helpers.keep(helpers);
                        self.dispatch(scope, out);
                        self.schedule_tick(scope);
                        return;
                    }
                }
                // Not split (an MCTS or noisy level): searched here as on one core.
                let out = self.coordinator.drop_shared();
                self.dispatch(scope, out);
            }
            RequestBody::Stop => {
                let out = self.coordinator.stop(request.id);
                self.dispatch(scope, out);
            }
            RequestBody::MoveNow => {
                if let Some(clock) = &self.clock {
                    let out = self.coordinator.move_now(request.id, clock);
                    if !out.is_empty() {
                        self.dispatch(scope, out);
                        return;
                    }
                }
            }
            // Lookups, answered beside any search.
            RequestBody::Opening { .. }
            | RequestBody::OpeningLines
            | RequestBody::BookMoves { .. }
            | RequestBody::Ping => {}
            _ => {
                let out = self.coordinator.drop_shared();
                self.dispatch(scope, out);
            }
        }
        let Some(clock) = &self.clock else {
            let failed = ResponseBody::Failed("the worker has no performance clock".to_string());
            scope.respond(who, WorkerResponse::new(request.id, failed));
            return;
        };
        let answer = if self.wake.is_none() {
            // No message port: search in one go (nothing can interrupt it then).
            self.thinker.answer_now(request, who, clock)
        } else {
            self.thinker.receive(request, who, clock)
        };
        Self::send(scope, answer);
        self.schedule_slice();
    }
}

#[cfg(test)]
mod tests;

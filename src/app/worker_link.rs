//! The app's end of the computer's Web Worker: spawns it, sends it requests and passes its
//! responses on, and replaces it when it dies (the decisions are the [`Supervisor`]'s).
//!
//! The worker registers with gloo-worker; the app speaks gloo-worker's envelope itself
//! ([`ToWorker`], [`FromWorker`]) instead of using its `WorkerBridge`, which hides the
//! `Worker` object: the link listens for the worker's `error` event (an uncaught error or
//! a WebAssembly trap, as when it runs out of memory), terminates a worker it gives up on,
//! and drops a message that does not decode (reported in the console) instead of
//! panicking.

use super::supervisor::{Check, Replacement, Supervisor};
use crate::protocol::{decode, encode, FromWorker, Request, RequestBody, Response, ToWorker};
use gloo_timers::callback::Interval;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// How often the link checks on the worker.
const CHECK_EVERY_MS: u32 = 250;

/// The app's only client id in gloo-worker's envelope.
const CLIENT: usize = 0;

/// A worker and the requests it owes answers to. Dropping it terminates the worker.
pub struct WorkerLink {
    inner: Rc<RefCell<Inner>>,
    _checks: Interval,
}

struct Inner {
    url: &'static str,
    on_response: Rc<dyn Fn(Response)>,
    worker: Option<web_sys::Worker>,
    /// Counts the workers spawned: events of a replaced one are ignored.
    generation: u32,
    /// Messages for a worker that has not said it is loaded yet.
    queue: Option<Vec<JsValue>>,
    supervisor: Supervisor,
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn packed(message: &ToWorker) -> JsValue {
    js_sys::Uint8Array::from(encode(message).as_slice()).into()
}

impl WorkerLink {
    /// A link to the worker whose loader script is at `url`; each of its responses goes to
    /// `on_response` (a ping's answer excepted). The worker itself starts with the first
    /// request, or [`WorkerLink::warm_up`]: not while the app starts, where its download,
    /// compilation and the weights it fetches would share the device's cores with it.
    pub fn spawn(url: &'static str, on_response: impl Fn(Response) + 'static) -> WorkerLink {
        let inner = Rc::new(RefCell::new(Inner {
            url,
            on_response: Rc::new(on_response),
            worker: None,
            generation: 0,
            queue: None,
            supervisor: Supervisor::new(now_ms()),
        }));
        let weak = Rc::downgrade(&inner);
        let checks = Interval::new(CHECK_EVERY_MS, move || check(&weak));
        WorkerLink {
            inner,
            _checks: checks,
        }
    }

    /// Starts the worker if none runs, so that it has its weights and book before the
    /// first request.
    pub fn warm_up(&self) {
        if self.inner.borrow().worker.is_none() {
            start(&self.inner);
            self.inner.borrow_mut().supervisor.spawned(now_ms());
        }
    }

    /// Sends `request` to the worker (now, or once it is loaded); spawns a worker first
    /// if none runs (not started yet, or the last one died while it owed nothing).
    pub fn send(&self, request: Request) {
        self.warm_up();
        let mut inner = self.inner.borrow_mut();
        inner.supervisor.sent(&request, now_ms());
        inner.post(&request);
    }
}

impl Drop for WorkerLink {
    fn drop(&mut self) {
        if let Some(worker) = self.inner.borrow_mut().worker.take() {
            worker.terminate();
        }
    }
}

impl Inner {
    fn post(&mut self, request: &Request) {
        let message = packed(&ToWorker::ProcessInput(CLIENT, request));
        match (&mut self.queue, &self.worker) {
            (Some(queue), _) => queue.push(message),
            (None, Some(worker)) => {
                let _ = worker.post_message(&message);
            }
            (None, None) => {}
        }
    }
}

/// Spawns a worker into `inner` (the one before, if any, is terminated).
fn start(inner: &Rc<RefCell<Inner>>) {
    let mut this = inner.borrow_mut();
    if let Some(old) = this.worker.take() {
        old.terminate();
    }
    this.generation += 1;
    let generation = this.generation;
    this.queue = Some(vec![packed(&ToWorker::Connected(CLIENT))]);
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = match web_sys::Worker::new_with_options(this.url, &options) {
        Ok(worker) => worker,
        Err(_) => {
            web_sys::console::error_1(&"Outflank: the computer's worker could not start".into());
            return;
        }
    };
    let weak = Rc::downgrade(inner);
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            received(&weak, generation, e.data())
        });
    worker.set_onmessage(Some(on_message.into_js_value().unchecked_ref()));
    let weak = Rc::downgrade(inner);
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
        // Handled here: not reported again as the page's own uncaught error.
        e.prevent_default();
        died(&weak, generation, "failed");
    });
    worker.set_onerror(Some(on_error.into_js_value().unchecked_ref()));
    this.worker = Some(worker);
}

/// A message from worker `generation`.
fn received(inner: &Weak<RefCell<Inner>>, generation: u32, data: JsValue) {
    let Some(inner) = inner.upgrade() else { return };
    let (response, on_response) = {
        let mut this = inner.borrow_mut();
        if this.generation != generation {
            return;
        }
        let message = data
            .dyn_into::<js_sys::Uint8Array>()
            .ok()
            .and_then(|bytes| decode::<FromWorker>(&bytes.to_vec()).ok());
        match message {
            None => {
                web_sys::console::error_1(
                    &"Outflank: a message from the computer's worker did not decode; dropped"
                        .into(),
                );
                return;
            }
            Some(FromWorker::WorkerLoaded) => {
                this.supervisor.loaded(now_ms());
                if let (Some(queue), Some(worker)) = (this.queue.take(), &this.worker) {
                    for message in queue {
                        let _ = worker.post_message(&message);
                    }
                }
                return;
            }
            Some(FromWorker::ProcessOutput(_, response)) => {
                this.supervisor.received(&response, now_ms());
                if response.body == crate::protocol::ResponseBody::Pong {
                    return;
                }
                (response, this.on_response.clone())
            }
        }
    };
    on_response(response);
}

/// The periodic check: a ping, or a dead worker replaced.
fn check(inner: &Weak<RefCell<Inner>>) {
    let Some(rc) = inner.upgrade() else { return };
    let (verdict, generation) = {
        let mut this = rc.borrow_mut();
        (this.supervisor.check(now_ms()), this.generation)
    };
    match verdict {
        Check::Wait => {}
        Check::Ping => rc.borrow_mut().post(&Request::new(0, RequestBody::Ping)),
        Check::Dead => died(inner, generation, "stopped answering"),
    }
}

/// Worker `generation` died (`how`): it is terminated, and a fresh one is asked what it
/// owed (or the search fails if it has lost too many workers). A worker that owed nothing
/// is replaced when the next request comes.
fn died(inner: &Weak<RefCell<Inner>>, generation: u32, how: &str) {
    let Some(rc) = inner.upgrade() else { return };
    let owed = {
        let mut this = rc.borrow_mut();
        if this.generation != generation || this.worker.is_none() {
            return;
        }
        if let Some(worker) = this.worker.take() {
            worker.terminate();
        }
        this.supervisor.owed().is_some()
    };
    web_sys::console::warn_1(
        &format!("Outflank: the computer's worker {how}; a new one takes over").into(),
    );
    if !owed {
        return;
    }
    start(&rc);
    let (replacement, on_response) = {
        let mut this = rc.borrow_mut();
        (this.supervisor.replaced(now_ms()), this.on_response.clone())
    };
    match replacement {
        Replacement::Resend(requests) => {
            let mut this = rc.borrow_mut();
            for request in &requests {
                this.post(request);
            }
        }
        Replacement::GiveUp(failure) => on_response(failure),
    }
}

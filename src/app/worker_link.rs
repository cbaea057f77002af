//! The app's end of the computer's Web Worker: spawns it (a [`Port`]), sends it requests
//! and passes its responses on, and replaces it when it dies (the decisions are the
//! [`Supervisor`]'s): when it fails, says what does not decode, or stops answering, and
//! fails the computer's move it never answers.

use super::supervisor::{Check, Failure, Replacement, Supervisor};
use crate::port::{Port, PortEvent};
use crate::protocol::{NoHelper, Request, RequestBody, Response};
use gloo_timers::callback::Interval;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// How often the link checks on the worker.
const CHECK_EVERY_MS: u32 = 250;

/// A worker and the requests it owes answers to. Dropping it terminates the worker.
pub struct WorkerLink {
    inner: Rc<RefCell<Inner>>,
    _checks: Interval,
}

struct Inner {
    url: &'static str,
    on_response: Rc<dyn Fn(Result<Response, Failure>)>,
    port: Option<Port>,
    /// Counts the workers spawned: events of a replaced one are ignored.
    generation: u32,
    supervisor: Supervisor,
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

impl WorkerLink {
    /// A link to the worker whose loader script is at `url`; each of its responses goes to
    /// `on_response` (a ping's answer excepted), and so does a search given up (overdue,
    /// or having lost too many workers) as a [`Failure`]. The worker itself starts with the first
    /// request, or [`WorkerLink::warm_up`]: not while the app starts, where its download,
    /// compilation and the weights it fetches would share the device's cores with it.
    pub fn spawn(
        url: &'static str,
        on_response: impl Fn(Result<Response, Failure>) + 'static,
    ) -> WorkerLink {
        let inner = Rc::new(RefCell::new(Inner {
            url,
            on_response: Rc::new(on_response),
            port: None,
            generation: 0,
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
        if self.inner.borrow().port.is_none() {
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

impl Inner {
    fn post(&mut self, request: &Request) {
        if let Some(port) = &mut self.port {
            port.post(request);
        }
    }
}

/// Spawns a worker into `inner` (the one before, if any, is terminated).
fn start(inner: &Rc<RefCell<Inner>>) {
    let mut this = inner.borrow_mut();
    this.port = None;
    this.generation += 1;
    let generation = this.generation;
    let weak = Rc::downgrade(inner);
    let on_event = move |event| received(&weak, generation, event);
    this.port = Port::spawn(this.url, "the computer's worker", generation, on_event);
}

/// Worker `generation` did `event`.
fn received(inner: &Weak<RefCell<Inner>>, generation: u32, event: PortEvent<NoHelper>) {
    let Some(rc) = inner.upgrade() else { return };
    let (response, on_response) = {
        let mut this = rc.borrow_mut();
        if this.generation != generation {
            return;
        }
        match event {
            PortEvent::Lost => {
                drop(this);
                return died(inner, generation, "failed");
            }
            PortEvent::Loaded => {
                this.supervisor.loaded(now_ms());
                if let Some(port) = &mut this.port {
                    port.loaded();
                }
                return;
            }
            PortEvent::Message(response) => {
                this.supervisor.received(&response, now_ms());
                if response.body == crate::protocol::ResponseBody::Pong {
                    return;
                }
                (response, this.on_response.clone())
            }
        }
    };
    on_response(Ok(response));
}

/// The periodic check: a ping, a dead worker replaced, or an overdue move failed (its
/// worker terminated: the next request spawns a fresh one).
fn check(inner: &Weak<RefCell<Inner>>) {
    let Some(rc) = inner.upgrade() else { return };
    let (verdict, generation) = {
        let mut this = rc.borrow_mut();
        if let Some(failure) = this.supervisor.overdue(now_ms()) {
            this.port = None;
            let on_response = this.on_response.clone();
            drop(this);
            return on_response(Err(failure));
        }
        (this.supervisor.check(now_ms()), this.generation)
    };
    match verdict {
        Check::Wait => {}
        Check::Ping => rc.borrow_mut().post(&Request::new(0, RequestBody::Ping)),
        Check::Dead => died(inner, generation, "stopped answering"),
    }
}

/// Worker `generation` died (`how`): it is terminated, and a fresh one is asked what it
/// owed (or each request owed fails if it has lost too many workers). A worker that owed nothing
/// is replaced when the next request comes.
fn died(inner: &Weak<RefCell<Inner>>, generation: u32, how: &str) {
    let Some(rc) = inner.upgrade() else { return };
    let owed = {
        let mut this = rc.borrow_mut();
        if this.generation != generation || this.port.take().is_none() {
            return;
        }
        this.supervisor.owes()
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
        Replacement::GiveUp(failures) => {
            for failure in failures {
                on_response(Err(failure));
            }
        }
    }
}

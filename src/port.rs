//! One end of a Web Worker that the page or a worker spawns: the app's link to the
//! computer's worker (`app::worker_link`) and a coordinating worker's helpers
//! (`worker::helpers`) are both [`Port`]s.
//!
//! It speaks gloo-worker's envelope ([`ToWorker`], [`FromWorker`]) itself instead of using
//! gloo-worker's `WorkerBridge`, which hides the `Worker` object: so it holds the worker,
//! hears its `error` event (an uncaught error or a WebAssembly trap, as when it runs out of
//! memory) and terminates it when dropped. One policy for a worker that fails or says
//! what does not decode: either is [`PortEvent::Lost`] (the message is reported in the
//! console), and the owner replaces it; one that hangs is found by the owner's watch
//! (the app's [`Supervisor`](crate::app::supervisor::Supervisor), the coordinator's
//! `shared::Coordinator::watch`), which replaces it the same way.

use crate::protocol::{decode, encode, FromWorker, NoHelper, Request, Response, ToWorker};
use serde::{Deserialize, Serialize};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// The only client id in gloo-worker's envelope (one owner per worker).
const CLIENT: usize = 0;

/// What a worker did.
pub enum PortEvent<P> {
    /// Its WebAssembly is loaded: it reads messages from now on.
    Loaded,
    /// It answered.
    Message(Response<P>),
    /// It failed, or said what does not decode: it is broken.
    Lost,
}

/// A spawned worker, the messages held until it is loaded, and which worker it is in its
/// owner's count (a replaced one's late events are told apart). Dropping it terminates
/// the worker.
pub struct Port {
    worker: web_sys::Worker,
    queue: Option<Vec<JsValue>>,
    generation: u32,
}

fn packed<T: Serialize>(message: &T) -> JsValue {
    js_sys::Uint8Array::from(encode(message).as_slice()).into()
}

impl Port {
    /// Spawns the module worker whose loader script is at `url`, named `name` (its
    /// `WorkerOptions.name`, and in the console), worker `generation` of its owner; each of its events goes to
    /// `on_event`. `None` (reported in the console) when it cannot start.
    pub fn spawn<P>(
        url: &str,
        name: &'static str,
        generation: u32,
        on_event: impl Fn(PortEvent<P>) + 'static,
    ) -> Option<Port>
    where
        P: for<'de> Deserialize<'de> + 'static,
    {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        options.set_name(name);
        let Ok(worker) = web_sys::Worker::new_with_options(url, &options) else {
            web_sys::console::error_1(&format!("Outflank: {name} could not start").into());
            return None;
        };
        let on_event = std::rc::Rc::new(on_event);
        let on_message = {
            let on_event = on_event.clone();
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let message = e
                    .data()
                    .dyn_into::<js_sys::Uint8Array>()
                    .ok()
                    .and_then(|bytes| decode::<FromWorker<P>>(&bytes.to_vec()).ok());
                on_event(match message {
                    Some(FromWorker::WorkerLoaded) => PortEvent::Loaded,
                    Some(FromWorker::ProcessOutput(_, response)) => PortEvent::Message(response),
                    None => {
                        let text =
                            format!("Outflank: a message from {name} did not decode; dropped");
                        web_sys::console::error_1(&text.into());
                        PortEvent::Lost
                    }
                })
            })
        };
        worker.set_onmessage(Some(on_message.into_js_value().unchecked_ref()));
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            // Handled here: not reported again as the page's own uncaught error.
            e.prevent_default();
            on_event(PortEvent::Lost);
        });
        worker.set_onerror(Some(on_error.into_js_value().unchecked_ref()));
        Some(Port {
            worker,
            queue: Some(vec![packed(&ToWorker::<NoHelper>::Connected(CLIENT))]),
            generation,
        })
    }

    /// Which worker it is in its owner's count.
    pub fn generation(&self) -> u32 {
        self.generation
    }

    /// Sends `request`: now, or once the worker is loaded.
    pub fn post<Q: Serialize>(&mut self, request: &Request<Q>) {
        let message = packed(&ToWorker::ProcessInput(CLIENT, request));
        match &mut self.queue {
            Some(queue) => queue.push(message),
            None => {
                let _ = self.worker.post_message(&message);
            }
        }
    }

    /// The worker is loaded: the messages held are sent.
    pub fn loaded(&mut self) {
        for message in self.queue.take().unwrap_or_default() {
            let _ = self.worker.post_message(&message);
        }
    }
}

impl Drop for Port {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

//! The coordinating worker's helper workers: more instances of the worker's own script
//! (nested dedicated workers), each with its own WebAssembly memory and tables, spawned
//! when a search first wants them and kept for the next.
//!
//! Like the app's link to the coordinator (`app::worker_link`), it speaks gloo-worker's
//! envelope ([`ToWorker`], [`FromWorker`]) itself, so that it holds each `Worker`: it sees
//! one fail (its `error` event) and terminates it, as it does one whose message does not
//! decode (dropped).
//! What the helpers say goes to the coordinator's own update loop as a
//! [`super::WorkerMessage`].

use super::{AiWorker, WorkerMessage};
use crate::protocol::{
    decode, encode, FromWorker, HelperResponse, ToWorker, WorkerRequest, WorkerResponse,
};
use gloo_worker::WorkerScope;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// The worker's loader script, beside the worker's own (Trunk's `worker_loader.js`).
const HELPER_URL: &str = "./worker_loader.js";

/// The coordinator is the helper's only client.
const CLIENT: usize = 0;

/// One helper worker.
struct Helper {
    worker: web_sys::Worker,
    /// Which helper this is in its slot (a replaced one's late messages are dropped).
    generation: u32,
    /// Messages held until the helper's WebAssembly is loaded (`None` once it is).
    queue: Option<Vec<JsValue>>,
}

/// The helper workers, by index.
#[derive(Default)]
pub struct Helpers {
    slots: Vec<Option<Helper>>,
    generation: u32,
}

fn packed(message: &ToWorker<crate::protocol::HelperRequest>) -> JsValue {
    js_sys::Uint8Array::from(encode(message).as_slice()).into()
}

impl Helpers {
    /// Sends `request` to helper `index`, spawned first if it is not running.
    pub fn send(&mut self, scope: &WorkerScope<AiWorker>, index: usize, request: &WorkerRequest) {
        if self.slots.len() <= index {
            self.slots.resize_with(index + 1, || None);
        }
        if self.slots[index].is_none() {
            self.slots[index] = self.spawn(scope, index);
        }
        let message = packed(&ToWorker::ProcessInput(CLIENT, request));
        match &mut self.slots[index] {
            Some(Helper {
                queue: Some(queue), ..
            }) => queue.push(message),
            Some(helper) => {
                let _ = helper.worker.post_message(&message);
            }
            None => {}
        }
    }

    /// Helper `index` (of `generation`) said `message`: its loading is news for the
    /// link only (the messages held are sent); anything else is returned for the
    /// coordinator. A message of a replaced helper is dropped.
    pub fn received(
        &mut self,
        index: usize,
        generation: u32,
        message: FromWorker<HelperResponse>,
    ) -> Option<WorkerResponse> {
        let helper = self.slots.get_mut(index)?.as_mut()?;
        if helper.generation != generation {
            return None;
        }
        match message {
            FromWorker::WorkerLoaded => {
                for message in helper.queue.take().unwrap_or_default() {
                    let _ = helper.worker.post_message(&message);
                }
                None
            }
            FromWorker::ProcessOutput(_, response) => Some(response),
        }
    }

    /// Helper `index` (of `generation`) failed: it is terminated and its slot emptied
    /// (the next request to it spawns a new one). Whether it was the current one.
    pub fn lost(&mut self, index: usize, generation: u32) -> bool {
        let Some(slot) = self.slots.get_mut(index) else {
            return false;
        };
        if slot.as_ref().is_none_or(|h| h.generation != generation) {
            return false;
        }
        if let Some(helper) = slot.take() {
            helper.worker.terminate();
        }
        true
    }

    /// Per helper index: whether its WebAssembly is loaded (it reads messages).
    pub fn loaded(&self) -> Vec<bool> {
        self.slots
            .iter()
            .map(|slot| slot.as_ref().is_some_and(|h| h.queue.is_none()))
            .collect()
    }

    /// Terminates helper `index` (it hung: see the coordinator's watchdog) and empties its
    /// slot; the next request to it spawns a new one.
    pub fn replace(&mut self, index: usize) {
        if let Some(helper) = self.slots.get_mut(index).and_then(Option::take) {
            helper.worker.terminate();
        }
    }

    /// Terminates the helpers from index `keep` on (a search that wants fewer workers
    /// frees their memory).
    pub fn keep(&mut self, keep: usize) {
        for slot in self.slots.iter_mut().skip(keep) {
            if let Some(helper) = slot.take() {
                helper.worker.terminate();
            }
        }
        self.slots.truncate(keep);
    }

    fn spawn(&mut self, scope: &WorkerScope<AiWorker>, index: usize) -> Option<Helper> {
        self.generation += 1;
        let generation = self.generation;
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = match web_sys::Worker::new_with_options(HELPER_URL, &options) {
            Ok(worker) => worker,
            Err(_) => {
                web_sys::console::error_1(&"Outflank: a helper worker could not start".into());
                return None;
            }
        };
        let on_message = {
            let scope = scope.clone();
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let message = e
                    .data()
                    .dyn_into::<js_sys::Uint8Array>()
                    .ok()
                    .and_then(|bytes| decode::<FromWorker<HelperResponse>>(&bytes.to_vec()).ok());
                match message {
                    Some(message) => scope.send_message(WorkerMessage::Helper {
                        index,
                        generation,
                        message,
                    }),
                    None => {
                        web_sys::console::error_1(
                            &"Outflank: a message from a helper worker did not decode; dropped"
                                .into(),
                        );
                        // A helper that says what cannot be read is broken: replaced, its
                        // work handed out again (else that work would wait on it for ever).
                        scope.send_message(WorkerMessage::HelperLost { index, generation });
                    }
                }
            })
        };
        worker.set_onmessage(Some(on_message.into_js_value().unchecked_ref()));
        let on_error = {
            let scope = scope.clone();
            Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
                e.prevent_default();
                scope.send_message(WorkerMessage::HelperLost { index, generation });
            })
        };
        worker.set_onerror(Some(on_error.into_js_value().unchecked_ref()));
        Some(Helper {
            worker,
            generation,
            queue: Some(vec![packed(&ToWorker::Connected(CLIENT))]),
        })
    }
}

//! The coordinating worker's helper workers: more instances of the worker's own script
//! (nested dedicated workers), each with its own WebAssembly memory and tables, spawned
//! when a search first wants them and kept for the next. Each is a [`Port`], as the app's
//! link to the coordinator is; what the helpers do goes to the coordinator's own update
//! loop as a [`WorkerMessage::Helper`].

use super::{AiWorker, WorkerMessage};
use crate::port::{Port, PortEvent};
use crate::protocol::{HelperResponse, WorkerRequest};
use gloo_worker::WorkerScope;

/// The worker's loader script, beside the worker's own (Trunk's `worker_loader.js`).
const HELPER_URL: &str = "./worker_loader.js";

/// The name helpers are spawned with (`WorkerOptions.name`, also what the console calls
/// them): a worker started under it knows it is a helper, and fetches no opening book,
/// which only the coordinator's own players play from.
pub const HELPER_NAME: &str = "a helper worker";

/// The helper workers, by index.
#[derive(Default)]
pub struct Helpers {
    slots: Vec<Option<Port>>,
    generation: u32,
}

impl Helpers {
    /// Sends `request` to helper `index`, spawned first if it is not running.
    pub fn send(&mut self, scope: &WorkerScope<AiWorker>, index: usize, request: &WorkerRequest) {
        if self.slots.len() <= index {
            self.slots.resize_with(index + 1, || None);
        }
        if self.slots[index].is_none() {
            self.generation += 1;
            let generation = self.generation;
            let scope = scope.clone();
            let on_event = move |event| {
                scope.send_message(WorkerMessage::Helper {
                    index,
                    generation,
                    event,
                })
            };
            self.slots[index] = Port::spawn(HELPER_URL, HELPER_NAME, generation, on_event);
        }
        if let Some(port) = &mut self.slots[index] {
            port.post(request);
        }
    }

    /// Helper `index` (of `generation`) did `event`: once it is loaded, the messages held
    /// are sent; a helper lost (it failed, or said what does not
    /// decode) is terminated and its slot emptied (the next request to it spawns a new
    /// one). What the coordinator must hear is returned; nothing of a replaced helper.
    pub fn received(
        &mut self,
        index: usize,
        generation: u32,
        event: PortEvent<HelperResponse>,
    ) -> Option<PortEvent<HelperResponse>> {
        let slot = self.slots.get_mut(index)?;
        let port = slot.as_mut().filter(|p| p.generation() == generation)?;
        match event {
            PortEvent::Loaded => port.loaded(),
            PortEvent::Lost => *slot = None,
            PortEvent::Message(_) => {}
        }
        Some(event)
    }

    /// Terminates helper `index` (it hung: see the coordinator's watch) and empties its
    /// slot; the next request to it spawns a new one.
    pub fn replace(&mut self, index: usize) {
        if let Some(slot) = self.slots.get_mut(index) {
            *slot = None;
        }
    }

    /// Terminates the helpers from index `keep` on (a search that wants fewer workers
    /// frees their memory).
    pub fn keep(&mut self, keep: usize) {
        self.slots.truncate(keep);
    }
}

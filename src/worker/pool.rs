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
//! Today the review of a game is shared ([`SharedReview`]: its positions are
//! independent); every other request runs in the coordinator itself.

use crate::protocol::{
    HelperRequest, HelperResponse, RequestBody, ResponseBody, WorkerRequest, WorkerResponse,
    MAX_CORES,
};
use outflank_engine::ai::analysis::SharedReview;
use outflank_engine::{Move, Position, Rules};

/// What the coordinator has to send.
#[derive(Debug, PartialEq)]
pub enum Out<W> {
    /// A request to helper `.0` (spawned first if need be).
    Helper(usize, WorkerRequest),
    /// A response to the app's client `.0`.
    App(W, WorkerResponse),
}

/// A review shared among the helpers.
struct Shared<W> {
    id: u64,
    who: W,
    rules: Rules,
    review: SharedReview,
    /// Per helper: the request it works on for this review (its id and the ply).
    busy: Vec<Option<(u64, u32)>>,
    /// Moves reviewed at the last progress report.
    reported: usize,
}

/// The coordinator: at most one shared search at a time.
pub struct Coordinator<W> {
    shared: Option<Shared<W>>,
    /// The id of the next request to a helper (its own numbering, apart from the app's:
    /// an answer to an older one is recognised and dropped).
    next_id: u64,
}

impl<W> Default for Coordinator<W> {
    fn default() -> Self {
        Coordinator {
            shared: None,
            next_id: 1,
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

/// The workers a request for `cores` gets on a device with `hardware_concurrency` logical
/// cores and `device_memory_gb` of memory (`navigator.deviceMemory`, where the browser
/// says it). `cores` 0 asks for the device's default: all of its cores up to 8, and no
/// more than 2 per GB of memory (a helper holds about 25 MB, see the README). A choice is
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
        self.shared.is_some()
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
        let mut out = self.drop_shared();
        match SharedReview::new(start, moves, rules) {
            Ok(review) => {
                self.shared = Some(Shared {
                    id,
                    who,
                    rules,
                    review,
                    busy: vec![None; helpers.max(1)],
                    reported: 0,
                });
                self.hand_out(&mut out);
            }
            Err(e) => out.push(Out::App(
                who,
                WorkerResponse::new(id, ResponseBody::Failed(e.to_string())),
            )),
        }
        out
    }

    /// Stops the shared search `id`, if it is the one under way, in every helper.
    pub fn stop(&mut self, id: u64) -> Vec<Out<W>> {
        if self.shared.as_ref().is_some_and(|s| s.id == id) {
            self.drop_shared()
        } else {
            Vec::new()
        }
    }

    /// Drops the shared search under way (a newer request replaces it): the helpers that
    /// work on it are told to stop.
    pub fn drop_shared(&mut self) -> Vec<Out<W>> {
        let Some(shared) = self.shared.take() else {
            return Vec::new();
        };
        shared
            .busy
            .iter()
            .enumerate()
            .filter_map(|(helper, job)| {
                job.map(|(id, _)| Out::Helper(helper, WorkerRequest::new(id, RequestBody::Stop)))
            })
            .collect()
    }

    /// Takes helper `helper`'s `response`. An answer to no request under way (an older
    /// one, another helper's) is dropped; one that does not fit its position is reported
    /// and the position handed out again.
    pub fn answered(&mut self, helper: usize, response: WorkerResponse) -> Vec<Out<W>> {
        let mut out = Vec::new();
        let Some(shared) = &mut self.shared else {
            return out;
        };
        let Some(&Some((id, ply))) = shared.busy.get(helper) else {
            return out;
        };
        if response.id != id {
            return out;
        }
        match response.body {
            ResponseBody::Helper(HelperResponse::Reviewed { ply: p, review }) if p == ply => {
                shared.busy[helper] = None;
                if !shared.review.accept(ply, review) {
                    shared.review.give_back(ply);
                }
            }
            ResponseBody::Pong => return out,
            ResponseBody::Failed(why) => {
                // The helper could not review it: the whole review fails rather than
                // wait for ever.
                let (who, app_id) = (shared.who, shared.id);
                out.extend(self.drop_shared());
                out.push(Out::App(
                    who,
                    WorkerResponse::new(app_id, ResponseBody::Failed(why)),
                ));
                return out;
            }
            _ => {
                shared.busy[helper] = None;
                shared.review.give_back(ply);
            }
        }
        self.hand_out(&mut out);
        out
    }

    /// Helper `helper` died (its worker failed): what it worked on is handed out again,
    /// to it once it is replaced or to another.
    pub fn lost(&mut self, helper: usize) -> Vec<Out<W>> {
        let mut out = Vec::new();
        if let Some(shared) = &mut self.shared {
            if let Some(Some((_, ply))) = shared.busy.get_mut(helper).map(Option::take) {
                shared.review.give_back(ply);
            }
            self.hand_out(&mut out);
        }
        out
    }

    /// Gives every idle helper a position, reports the progress, and answers the app
    /// once every move is reviewed.
    fn hand_out(&mut self, out: &mut Vec<Out<W>>) {
        let Some(shared) = &mut self.shared else {
            return;
        };
        for helper in 0..shared.busy.len() {
            if shared.busy[helper].is_some() {
                continue;
            }
            let Some(job) = shared.review.next_job() else {
                break;
            };
            let id = self.next_id;
            self.next_id += 1;
            shared.busy[helper] = Some((id, job.ply));
            let body = RequestBody::Helper(HelperRequest::ReviewPosition {
                ply: job.ply,
                position: job.position,
                played: job.played,
                rules: shared.rules,
            });
            out.push(Out::Helper(helper, WorkerRequest::new(id, body)));
        }
        if let Some(reviews) = shared.review.reviews() {
            let done = WorkerResponse::new(shared.id, ResponseBody::Review(reviews));
            out.push(Out::App(shared.who, done));
            self.shared = None;
            return;
        }
        let reviewed = shared.review.reviewed();
        if reviewed != shared.reported {
            shared.reported = reviewed;
            let body = ResponseBody::ReviewProgress(reviewed as u32);
            out.push(Out::App(shared.who, WorkerResponse::new(shared.id, body)));
        }
    }
}

//! The messages between the app and the computer's Web Worker.
//!
//! The engine's own types travel on the wire (its `serde` feature checks them on the way
//! in: a square past h8, overlapping discs or a value beyond 64 discs fail to decode). Each
//! message is an envelope with the protocol version and a request id: the reply echoes the
//! id, and the app drops replies whose id is no longer current. A worker from another
//! build (a half-updated cache, say) answers [`ResponseBody::Failed`] to a request of
//! another version instead of misreading it. Both sides encode the messages with
//! postcard ([`WireCodec`], in place of gloo-worker's default bincode).
//!
//! This module depends on the engine only; the app converts its model to and from these
//! messages in `app::computer`.

use outflank_engine::ai::analysis::{HintAnswer, MoveReview, ThinkingReport};
use outflank_engine::{Move, Position, Rules};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// The version of the messages below; bumped whenever their meaning or layout changes.
pub const PROTOCOL_VERSION: u16 = 4;

/// App → worker.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Request {
    /// [`PROTOCOL_VERSION`] of the sender.
    pub version: u16,
    /// Identifies the search: its reply echoes it, and [`RequestBody::Stop`] and
    /// [`RequestBody::MoveNow`] name the search they apply to by it.
    pub id: u64,
    /// What to do.
    pub body: RequestBody,
}

/// What the app asks of the worker. A new search replaces the one under way, whose
/// answer would be stale.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum RequestBody {
    /// Choose the computer's move at `level` (an `outflank_engine::ai::levels` id).
    Think {
        /// The position to move in.
        position: Position,
        /// The rules in force.
        rules: Rules,
        /// The level id.
        level: u8,
        /// Seeds the level's randomness.
        seed: u64,
    },
    /// Value every legal move of the position in discs (the engine's `HintSearch`),
    /// deeper and deeper: answered by a [`ResponseBody::Hint`] whenever the values change,
    /// the last one `done`.
    Hint {
        /// The position to analyse.
        position: Position,
        /// The rules in force.
        rules: Rules,
    },
    /// Review every move of the game against the best move (the engine's `GameReview`):
    /// answered by [`ResponseBody::ReviewProgress`] as it goes, then
    /// [`ResponseBody::Review`].
    Review {
        /// The game's start position.
        start: Position,
        /// The moves played from it, passes included.
        moves: Vec<Move>,
        /// The rules in force.
        rules: Rules,
    },
    /// Name the opening the game follows (the engine's `opening_name`): answered at once
    /// by [`ResponseBody::Opening`], beside any search under way, which goes on. The
    /// table of openings and its matching live in the worker, not in the app.
    Opening {
        /// The game's start position.
        start: Position,
        /// The moves played from it, passes included.
        moves: Vec<Move>,
    },
    /// Drop the search with this id, unanswered (its answer is no longer wanted).
    /// Ignored when that search is not under way.
    Stop,
    /// End the search with this id now and answer with what it found so far ("Move
    /// now"). Ignored when that search is not under way, and by a review.
    MoveNow,
    /// Answer [`ResponseBody::Pong`] with this id at once (between two slices of a
    /// search, which goes on): the app's check that the worker is alive.
    Ping,
}

/// Worker → app.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Response {
    /// [`PROTOCOL_VERSION`] of the worker.
    pub version: u16,
    /// The request answered.
    pub id: u64,
    /// The answer.
    pub body: ResponseBody,
}

/// What the worker answers.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum ResponseBody {
    /// The answer to [`RequestBody::Think`]: the move (`None` when the game is over) and
    /// how long the search took on the worker's clock.
    Moved {
        /// The move.
        mv: Option<Move>,
        /// Search time in milliseconds.
        elapsed_ms: f64,
    },
    /// News of a [`RequestBody::Think`] under way, a few times a second: what the
    /// computer would play now and why (its value, depth or playouts, principal
    /// variation), and how long it has searched. The search goes on; [`ResponseBody::Moved`]
    /// ends it.
    Thinking {
        /// The search so far.
        report: ThinkingReport,
        /// Milliseconds searched so far on the worker's clock.
        elapsed_ms: f64,
    },
    /// An answer to [`RequestBody::Hint`]: the values so far. Several come for one
    /// request, each deeper (or more exact) than the one before; the last has `done` set.
    Hint(HintAnswer),
    /// How many moves of a [`RequestBody::Review`] are reviewed so far (it goes on).
    ReviewProgress(u32),
    /// The answer to [`RequestBody::Review`]: one review per move.
    Review(Vec<MoveReview>),
    /// The answer to [`RequestBody::Opening`]: the name of the longest named line the
    /// game follows, if any.
    Opening(Option<String>),
    /// The request could not be answered, and why (for the player).
    Failed(String),
    /// The answer to [`RequestBody::Ping`]: the worker is alive.
    Pong,
}

impl Request {
    /// A request of this protocol version.
    pub fn new(id: u64, body: RequestBody) -> Request {
        Request {
            version: PROTOCOL_VERSION,
            id,
            body,
        }
    }
}

impl Response {
    /// A reply of this protocol version.
    pub fn new(id: u64, body: ResponseBody) -> Response {
        Response {
            version: PROTOCOL_VERSION,
            id,
            body,
        }
    }

    /// The search time the worker reported (zero for anything but a move).
    pub fn elapsed_ms(&self) -> f64 {
        match self.body {
            ResponseBody::Moved { elapsed_ms, .. } => elapsed_ms,
            _ => 0.0,
        }
    }
}

/// Why a message of another protocol version is refused, or `None` for this version.
pub fn version_mismatch(version: u16) -> Option<String> {
    (version != PROTOCOL_VERSION).then(|| {
        format!(
            "the computer's worker and the page are from different versions of Outflank \
             (protocol {version}, expected {PROTOCOL_VERSION}): reload the page"
        )
    })
}

/// The messages' bytes (gloo-worker's own envelope included), in postcard's compact
/// format: integers as varints, fields in their declared order.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // postcard fails only on sequences of unknown length, which no message holds.
    postcard::to_allocvec(message).unwrap_or_default()
}

/// A message read back from its bytes; damaged or foreign bytes (or bytes left over) are
/// an error.
pub fn decode<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, postcard::Error> {
    match postcard::take_from_bytes(bytes)? {
        (message, []) => Ok(message),
        _ => Err(postcard::Error::DeserializeBadEncoding),
    }
}

/// The app's messages to the worker in gloo-worker's envelope, which the worker's
/// registrar (`gloo_worker::Registrable`) reads: the same variants in the same order as
/// gloo-worker 0.6's own (private) `ToWorker`, a `HandlerId` being a `usize`. The app
/// speaks it itself (`app::worker_link`) so that it holds the `Worker` object: to see it
/// fail, terminate it and replace it, and to drop a message that does not decode instead
/// of panicking.
#[derive(Debug, Serialize)]
pub enum ToWorker<'a> {
    /// A client connects (the app is client 0).
    Connected(usize),
    /// A request from that client.
    ProcessInput(usize, &'a Request),
}

/// The worker's messages to the app in gloo-worker's envelope (its `FromWorker`).
#[derive(Debug, Deserialize)]
pub enum FromWorker {
    /// The worker's WebAssembly is loaded: it reads messages from now on.
    WorkerLoaded,
    /// A response to a client.
    ProcessOutput(usize, Response),
}

/// gloo-worker's codec for the worker's messages ([`encode`], [`decode`]) in a
/// `Uint8Array`, in place of gloo-worker's default bincode: postcard's errors carry no
/// text, so decoding pulls no error formatting (float formatting above all) into the app's
/// WebAssembly. The app spawns the worker and the worker registers with it.
#[derive(Debug)]
pub struct WireCodec;

impl gloo_worker::Codec for WireCodec {
    fn encode<I: Serialize>(input: I) -> JsValue {
        js_sys::Uint8Array::from(encode(&input).as_slice()).into()
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let bytes = js_sys::Uint8Array::new(&input).to_vec();
        match decode(&bytes) {
            Ok(message) => message,
            Err(_) => panic!("a worker message failed to decode"),
        }
    }
}

#[cfg(test)]
mod tests;

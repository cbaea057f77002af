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
use outflank_engine::ai::SolvedEntry;
use outflank_engine::{Move, Position, Rules, Square};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// The version of the messages below; bumped whenever their meaning or layout changes.
pub const PROTOCOL_VERSION: u16 = 10;

/// A named opening as the worker finds it (the engine's [`outflank_engine::Opening`]):
/// its place in the engine's table, by which the app's catalogs name it in the player's
/// language, and its English name, shown when a catalog has none for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningName {
    /// Its place among the table's named lines.
    pub index: u16,
    /// Its standard English name, e.g. `Tiger`.
    pub name: String,
}

impl OpeningName {
    /// The name of `opening` for the wire.
    pub fn of(opening: outflank_engine::Opening) -> OpeningName {
        OpeningName {
            index: opening.index,
            name: opening.name.to_string(),
        }
    }
}

/// A named line of the engine's table of openings (its [`outflank_engine::opening_lines`]),
/// for the opening trainer: the opening, by which the app names it, and its moves from
/// the standard start (Black's first on f5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningLine {
    /// The opening's place in the table and its English name.
    pub opening: OpeningName,
    /// The line's moves.
    pub moves: Vec<Square>,
}

/// The most workers a search may use (the "Cores" setting's ceiling).
pub const MAX_CORES: u8 = 64;

/// No message: the helper part of the app's messages ([`RequestBody::Helper`],
/// [`ResponseBody::Helper`]), which the app never sends nor reads. The app's types have
/// it, so that neither the messages between a coordinating worker and its helpers nor
/// their code reach the app's WebAssembly; the worker's ([`WorkerRequest`],
/// [`WorkerResponse`]) have [`HelperRequest`] and [`HelperResponse`] there instead. The
/// two encode alike up to that last variant: the worker reads the app's messages, and a
/// helper's answer that reached the app would fail to decode (and be dropped).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum NoHelper {}

/// A request as the workers read it: the app's, and a coordinating worker's to its
/// helpers.
pub type WorkerRequest = Request<HelperRequest>;

/// A response as the workers write it: to the app, and a helper's to its coordinator.
pub type WorkerResponse = Response<HelperResponse>;

/// A coordinating worker's request to a helper worker (see `worker::pool`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum HelperRequest {
    /// Review the move played at `ply` of a game, placed on `played` in `position` (the
    /// engine's `PositionReview`): a coordinating worker's request to a helper, one
    /// position of a [`RequestBody::Review`]. Answered by [`HelperResponse::Reviewed`].
    ReviewPosition {
        /// The move's index in the game.
        ply: u32,
        /// The position it was played in.
        position: Position,
        /// The square played.
        played: Square,
        /// The rules in force.
        rules: Rules,
    },
    /// One job of the computer's move split at the root (the engine's `SplitJob`): the
    /// value of `square` in `position` within `alpha..beta`, `depth` plies deep (0: an
    /// exact solve), searched with the level's settings and the helper's own tables, in
    /// slices, stopping `stop_in_ms` after it arrives at the latest. Answered by
    /// [`HelperResponse::Split`].
    SplitJob {
        /// The level whose searcher values it.
        level: u8,
        /// The rules in force.
        rules: Rules,
        /// The root position.
        position: Position,
        /// The root move to value.
        square: Square,
        /// The window's lower end.
        alpha: i32,
        /// The window's upper end.
        beta: i32,
        /// Plies, the move included; 0 for an exact solve.
        depth: u32,
        /// The job's id within its split search.
        job: u32,
        /// Milliseconds it may take at most.
        stop_in_ms: u32,
        /// What the other helpers solved since this one's last job of the split (their
        /// [`HelperResponse::Split`]'s `found`), for its exact solver's table: so that it
        /// does not solve again what another did.
        learned: Vec<SolvedEntry>,
    },
    /// One search of a hint shared among helpers (the engine's `HintJob`): the value in
    /// discs of `square` in `position`, `depth` plies deep (0: exact), with the helper's
    /// own hint searches, in slices, stopping `stop_in_ms` after it arrives at the latest.
    /// Answered by [`HelperResponse::HintValue`].
    HintJob {
        /// The rules in force.
        rules: Rules,
        /// The position.
        position: Position,
        /// The move to value.
        square: Square,
        /// Plies, the move included; 0 for an exact solve.
        depth: u32,
        /// The move's class within its hint.
        class: u32,
        /// Milliseconds it may take at most.
        stop_in_ms: u32,
    },
}

/// A helper worker's answer to its coordinator.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum HelperResponse {
    /// The answer to [`HelperRequest::ReviewPosition`]: the review of the move at `ply`.
    Reviewed {
        /// The move's index in the game.
        ply: u32,
        /// Its review.
        review: MoveReview,
    },
    /// The answer to [`HelperRequest::SplitJob`]: the move's score (`None` when its time
    /// ran out first) and the positions visited.
    Split {
        /// The job's id.
        job: u32,
        /// Its score for the side to move at the root (fail-soft within the window).
        score: Option<i32>,
        /// Positions visited.
        nodes: u64,
        /// The principal variation from the move, as far as the helper's table knows it
        /// (empty for an exact solve's job or a job stopped).
        pv: Vec<Move>,
        /// The positions of many empties the helper's exact solver solved since its last
        /// answer (the engine's `Solver::take_found`), for the other helpers.
        found: Vec<SolvedEntry>,
    },
    /// The answer to [`HelperRequest::HintJob`]: the move's value in discs (`None` when its
    /// time ran out first).
    HintValue {
        /// The job's class.
        class: u32,
        /// The job's depth.
        depth: u32,
        /// The value for the side to move, in `-64..=64`.
        discs: Option<i8>,
    },
}

/// App → worker (and, with `H` = [`HelperRequest`], coordinator → helper).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Request<H = NoHelper> {
    /// [`PROTOCOL_VERSION`] of the sender.
    pub version: u16,
    /// Identifies the search: its reply echoes it, and [`RequestBody::Stop`] and
    /// [`RequestBody::MoveNow`] name the search they apply to by it.
    pub id: u64,
    /// What to do.
    pub body: RequestBody<H>,
}

/// What the app asks of the worker. A new search replaces the one under way, whose
/// answer would be stale.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum RequestBody<H = NoHelper> {
    /// Choose the computer's move at `level` (an `outflank_engine::ai::levels` id).
    Think {
        /// The position to move in.
        position: Position,
        /// The rules in force.
        rules: Rules,
        /// The level id (an id no level has is answered [`ResponseBody::Failed`]).
        level: u8,
        /// Seeds the level's randomness: one seed for all the moves of a game, so that a
        /// worker keeps the player of a game's last move (its table, its tree) for the next.
        seed: u64,
        /// How many workers may search it ([`MAX_CORES`] at most; 0: the device's
        /// default): with more than one, an alpha-beta level's search is split at the root
        /// among this worker's helpers.
        cores: u8,
    },
    /// Value every legal move of the position in discs (the engine's `HintSearch`),
    /// deeper and deeper: answered by a [`ResponseBody::Hint`] whenever the values change,
    /// the last one `done`.
    Hint {
        /// The position to analyse.
        position: Position,
        /// The rules in force.
        rules: Rules,
        /// How many workers may search it ([`MAX_CORES`] at most; 0: the device's
        /// default): with more than one, this worker's helpers value the moves.
        cores: u8,
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
        /// How many workers may search it ([`MAX_CORES`] at most): with more than one,
        /// this worker coordinates helper workers that review a position each.
        cores: u8,
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
    /// List the engine's named openings with their moves (the opening trainer's choice):
    /// answered at once by [`ResponseBody::OpeningLines`].
    OpeningLines,
    /// Every legal move's value in `position` by the opening book (the opening trainer):
    /// answered at once, once the book is loaded, by [`ResponseBody::BookMoves`], beside any
    /// search under way, which goes on.
    BookMoves {
        /// The position, its side to move to play.
        position: Position,
    },
    /// The best line in `position` starting with `first` (the engine's `LineSearch`), on
    /// this worker alone: answered by [`ResponseBody::Line`].
    Line {
        /// The position.
        position: Position,
        /// The rules in force.
        rules: Rules,
        /// The line's first move (the hint's best move).
        first: Square,
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
    /// A coordinating worker's request to a helper (last: see [`NoHelper`]).
    Helper(H),
}

/// Worker → app (and, with `H` = [`HelperResponse`], helper → coordinator).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Response<H = NoHelper> {
    /// [`PROTOCOL_VERSION`] of the worker.
    pub version: u16,
    /// The request answered.
    pub id: u64,
    /// The answer.
    pub body: ResponseBody<H>,
}

/// What the worker answers.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub enum ResponseBody<H = NoHelper> {
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
    /// The answer to [`RequestBody::Opening`]: the longest named line the game follows,
    /// if any.
    Opening(Option<OpeningName>),
    /// The answer to [`RequestBody::OpeningLines`]: every named line, in the table's order.
    OpeningLines(Vec<OpeningLine>),
    /// The answer to [`RequestBody::BookMoves`]: every legal move's book value for the
    /// side to move in discs, best first; `None` when the book did not grow from this
    /// position (the book ends there).
    BookMoves(Option<Vec<(Square, i8)>>),
    /// The answer to [`RequestBody::Line`]: the line, its first move first (empty when
    /// that move is not legal there).
    Line(Vec<Move>),
    /// The request could not be answered, and why (for the player).
    Failed(String),
    /// The answer to [`RequestBody::Ping`]: the worker is alive.
    Pong,
    /// A helper's answer to its coordinator (last: see [`NoHelper`]).
    Helper(H),
}

impl<H> Request<H> {
    /// A request of this protocol version.
    pub fn new(id: u64, body: RequestBody<H>) -> Request<H> {
        Request {
            version: PROTOCOL_VERSION,
            id,
            body,
        }
    }
}

impl<H> Response<H> {
    /// A reply of this protocol version.
    pub fn new(id: u64, body: ResponseBody<H>) -> Response<H> {
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
pub enum ToWorker<'a, H = NoHelper> {
    /// A client connects (the app is client 0).
    Connected(usize),
    /// A request from that client.
    ProcessInput(usize, &'a Request<H>),
}

/// The worker's messages to the app in gloo-worker's envelope (its `FromWorker`).
#[derive(Debug, Deserialize)]
pub enum FromWorker<H = NoHelper> {
    /// The worker's WebAssembly is loaded: it reads messages from now on.
    WorkerLoaded,
    /// A response to a client.
    ProcessOutput(usize, Response<H>),
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

//! The computer's Web Worker: receives [`WorkerRequest`]s, searches with the engine and
//! answers with a [`WorkerResponse`].
//!
//! A dedicated worker cannot be interrupted from outside while it computes, so it searches
//! in short slices ([`SLICE_MS`]) and returns to its event loop in between: a newer
//! request replaces the search under way at once (the app has no use for a stale answer),
//! and "Move now" ([`WorkerRequest::V3MoveNow`]) ends it with the best move so far. The
//! searching itself is the [`Thinker`], free of web APIs so native tests drive it.

pub mod clock;

use crate::protocol::{HintValue, Reply, WorkerRequest, WorkerResponse};
use clock::PerformanceClock;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use outflank_engine::ai::analysis::{GameEvaluation, HintAnswer};
use outflank_engine::ai::Proof;
use outflank_engine::ai::{player_for_level, Clock, Player, Thinking};
use outflank_engine::{Move, Square};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// How long the worker searches before it looks at its messages again: short enough that
/// "Move now" and a newer request are answered at once, long enough that the pauses cost
/// nothing measurable.
pub const SLICE_MS: f64 = 40.0;

pub use outflank_engine::ai::analysis::HINT_LEVEL;

/// What a search under way will answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Purpose {
    /// A move for the computer's turn.
    Move,
    /// The analysis for a hint.
    Hint,
}

/// A search under way, for the request `id` from `who`.
struct Job<W> {
    id: u64,
    who: W,
    work: Work,
    started_ms: f64,
}

/// What a job does.
enum Work {
    /// A move or a hint, by a level's player (boxed: it is large, and jobs move).
    Search {
        purpose: Purpose,
        player: Box<Player>,
    },
    /// The evaluation over a game.
    Evaluate(GameEvaluation),
}

/// The worker's searching: one job at a time, run in slices. `W` names who asked (a
/// gloo-worker handler in the browser).
pub struct Thinker<W> {
    job: Option<Job<W>>,
}

impl<W: Copy> Default for Thinker<W> {
    fn default() -> Self {
        Thinker { job: None }
    }
}

impl<W: Copy> Thinker<W> {
    /// Takes a request: a move or hint request replaces any search under way (its answer
    /// would be stale) and starts its own; "move now" ends the search it names. Returns
    /// the answer when there is one already.
    pub fn receive(
        &mut self,
        request: &WorkerRequest,
        who: W,
        clock: &dyn Clock,
    ) -> Option<(W, WorkerResponse)> {
        if let WorkerRequest::V3MoveNow { id } = *request {
            if self.job.as_ref().is_some_and(|j| j.id == id) {
                return self.finish(clock, true);
            }
            return None;
        }
        self.job = None;
        let id = request.id();
        if let WorkerRequest::V4Evaluate { moves, .. } = request {
            let evaluation = request.query().and_then(|q| {
                let moves: Vec<Move> = moves
                    .iter()
                    .map(|&m| match m {
                        64 => Ok(Move::Pass),
                        i => Square::try_from_index(u32::from(i))
                            .map(Move::Place)
                            .map_err(|e| e.to_string()),
                    })
                    .collect::<Result<_, _>>()?;
                GameEvaluation::new(q.position, &moves, q.rules)
                    .map_err(|e| format!("cannot evaluate the game: {e}"))
            });
            return match evaluation {
                Ok(e) => {
                    self.job = Some(Job {
                        id,
                        who,
                        work: Work::Evaluate(e),
                        started_ms: clock.now_ms(),
                    });
                    None
                }
                Err(_) => Some((
                    who,
                    WorkerResponse::V4Evaluation {
                        id,
                        margins: Vec::new(),
                        exact: Vec::new(),
                    },
                )),
            };
        }
        let purpose = match request {
            WorkerRequest::V2Hint { .. } => Purpose::Hint,
            _ => Purpose::Move,
        };
        let q = match request.query() {
            Ok(q) => q,
            Err(e) => {
                let response = match purpose {
                    Purpose::Hint => WorkerResponse::V2Hint {
                        id,
                        best: None,
                        values: Vec::new(),
                    },
                    Purpose::Move => WorkerResponse::V1 {
                        id,
                        reply: Reply::Error(e),
                    },
                };
                return Some((who, response));
            }
        };
        let level = match purpose {
            Purpose::Hint => HINT_LEVEL,
            Purpose::Move => q.level,
        };
        let mut player = player_for_level(level, q.rules, q.seed);
        player.set_position(q.position);
        let started_ms = clock.now_ms();
        player.start(clock);
        self.job = Some(Job {
            id,
            who,
            work: Work::Search {
                purpose,
                player: Box::new(player),
            },
            started_ms,
        });
        None
    }

    /// Whether a search is under way (another slice is wanted).
    pub fn is_busy(&self) -> bool {
        self.job.is_some()
    }

    /// Searches for at most `slice_ms`; the answer when the search is over.
    pub fn slice(&mut self, clock: &dyn Clock, slice_ms: f64) -> Option<(W, WorkerResponse)> {
        let job = self.job.as_mut()?;
        match &mut job.work {
            Work::Search { player, .. } => match player.think(clock, slice_ms) {
                Thinking::Busy => None,
                Thinking::Done(mv) => self.answer(clock, mv),
            },
            Work::Evaluate(e) => {
                if e.step(clock, slice_ms) {
                    self.answer(clock, None)
                } else {
                    None
                }
            }
        }
    }

    /// Ends the search under way now (with its best move so far when `early`).
    fn finish(&mut self, clock: &dyn Clock, early: bool) -> Option<(W, WorkerResponse)> {
        let job = self.job.as_mut()?;
        let mv = match &mut job.work {
            Work::Search { player, .. } if early => player.move_now(clock),
            Work::Search { player, .. } => player.choose(clock),
            // An evaluation is not cut short: it finishes (move now does not apply).
            Work::Evaluate(e) => {
                while !e.step(clock, f64::INFINITY) {}
                None
            }
        };
        self.answer(clock, mv)
    }

    /// The answer of the finished search, which chose `mv`.
    fn answer(&mut self, clock: &dyn Clock, mv: Option<Move>) -> Option<(W, WorkerResponse)> {
        let job = self.job.take()?;
        let response = match &job.work {
            Work::Search {
                purpose: Purpose::Move,
                ..
            } => WorkerResponse::V1 {
                id: job.id,
                reply: Reply::Move {
                    mv: mv.map(Into::into),
                    elapsed_ms: clock.now_ms() - job.started_ms,
                },
            },
            Work::Search {
                purpose: Purpose::Hint,
                player,
            } => hint_response(job.id, player, mv),
            Work::Evaluate(e) => WorkerResponse::V4Evaluation {
                id: job.id,
                margins: e.margins().iter().map(|m| m.black).collect(),
                exact: e.margins().iter().map(|m| m.exact).collect(),
            },
        };
        Some((job.who, response))
    }

    /// Runs the request's search to the end in one go (tests and tools).
    pub fn answer_now(
        &mut self,
        request: &WorkerRequest,
        who: W,
        clock: &dyn Clock,
    ) -> Option<(W, WorkerResponse)> {
        if let Some(answer) = self.receive(request, who, clock) {
            return Some(answer);
        }
        self.finish(clock, false)
    }
}

/// The answer to `request` searched to the end on `clock` (what the worker answers when
/// nothing interrupts it).
pub fn answer(request: &WorkerRequest, clock: &dyn Clock) -> WorkerResponse {
    Thinker::default()
        .answer_now(request, (), clock)
        .map(|(_, r)| r)
        .unwrap_or_else(|| WorkerResponse::V1 {
            id: request.id(),
            reply: Reply::Error("nothing to answer".to_string()),
        })
}

/// The hint from the hint level's search: its choice, and every move's win rate or
/// proven result from its tree.
fn hint_response(id: u64, player: &Player, best: Option<Move>) -> WorkerResponse {
    let answer = HintAnswer::from_player(player, best);
    let values = answer
        .values
        .iter()
        .map(|v| HintValue {
            square: v.square.index() as u8,
            percent: v.percent,
            proof: match v.proof {
                Some(Proof::Win) => 1,
                Some(Proof::Draw) => 0,
                Some(Proof::Loss) => -1,
                None => 2,
            },
        })
        .flat_map(HintValue::to_bytes)
        .collect();
    WorkerResponse::V2Hint {
        id,
        best: answer.best.map(|sq| sq.index() as u8),
        values,
    }
}

/// The worker: the [`Thinker`], its clock, and a message port that wakes it for the next
/// slice once the messages that arrived meanwhile are handled.
pub struct AiWorker {
    clock: Option<PerformanceClock>,
    thinker: Thinker<HandlerId>,
    wake: Option<(web_sys::MessagePort, web_sys::MessagePort)>,
    _on_wake: Option<Closure<dyn FnMut()>>,
    slice_scheduled: bool,
}

/// The worker's own messages.
pub enum WorkerMessage {
    /// Time for the next slice.
    Slice,
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

    fn send(scope: &WorkerScope<Self>, answer: Option<(HandlerId, WorkerResponse)>) {
        if let Some((who, response)) = answer {
            scope.respond(who, response);
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
        AiWorker {
            clock: PerformanceClock::new(),
            thinker: Thinker::default(),
            wake: channel.map(|c| (c.port1(), c.port2())),
            _on_wake: on_wake,
            slice_scheduled: false,
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, msg: WorkerMessage) {
        match msg {
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
        let Some(clock) = &self.clock else {
            let id = request.id();
            let reply = Reply::Error("the worker has no performance clock".to_string());
            scope.respond(who, WorkerResponse::V1 { id, reply });
            return;
        };
        if self.wake.is_none() {
            // No message port: search in one go (nothing can interrupt it then).
            let answer = self.thinker.answer_now(&request, who, clock);
            Self::send(scope, answer);
            return;
        }
        let answer = self.thinker.receive(&request, who, clock);
        Self::send(scope, answer);
        self.schedule_slice();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::model::ComputerTurn;
    use crate::protocol::{WireColor, WirePassRule};
    use outflank_engine::ai::{levels, FrozenClock, SteppingClock};
    use outflank_engine::{Color, Move, Position, Rules, Status};

    #[test]
    fn every_level_answers_a_legal_move() {
        for level in levels() {
            let req = WorkerRequest::for_turn(&ComputerTurn {
                id: 3,
                position: Position::START,
                rules: Rules::WOF,
                level: level.id,
                seed: 1,
            });
            match answer(&req, &FrozenClock).into_action() {
                crate::app::model::Action::ComputerMoved {
                    id: 3,
                    mv: Some(mv),
                } => {
                    assert!(Position::START.is_legal(mv, Rules::WOF), "{}", level.name);
                    assert_ne!(mv, Move::Pass);
                }
                other => panic!("{}: {other:?}", level.name),
            }
        }
    }

    #[test]
    fn a_hint_names_a_legal_best_move_and_values_every_move() {
        let req = WorkerRequest::for_hint(&crate::app::model::HintRequest {
            id: 4,
            position: Position::START,
            rules: Rules::WOF,
            seed: 1,
        });
        match answer(&req, &FrozenClock) {
            WorkerResponse::V2Hint {
                id: 4,
                best: Some(b),
                values,
            } => {
                let legal: Vec<u8> = ["d3", "c4", "f5", "e6"]
                    .iter()
                    .map(|s| s.parse::<outflank_engine::Square>().unwrap().index() as u8)
                    .collect();
                assert!(legal.contains(&b));
                let mut seen: Vec<u8> = values.chunks(3).map(|v| v[0]).collect();
                seen.sort_unstable();
                let mut legal = legal;
                legal.sort_unstable();
                assert_eq!(seen, legal);
                assert!(values.chunks(3).all(|v| v[1] <= 100 && v[2] == 2));
                assert!(!values.is_empty());
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_bad_request_gets_an_error_reply() {
        let req = WorkerRequest::V1 {
            id: 8,
            black: 3,
            white: 2,
            turn: WireColor::White,
            pass_rule: WirePassRule::Pass,
            level: 0,
            seed: 0,
        };
        assert!(matches!(
            answer(&req, &FrozenClock),
            WorkerResponse::V1 {
                id: 8,
                reply: Reply::Error(_)
            }
        ));
    }

    fn turn(id: u64, level: u8) -> WorkerRequest {
        WorkerRequest::for_turn(&ComputerTurn {
            id,
            position: Position::START,
            rules: Rules::WOF,
            level,
            seed: 1,
        })
    }

    fn played(response: WorkerResponse) -> (u64, Move) {
        match response.into_action() {
            crate::app::model::Action::ComputerMoved { id, mv: Some(mv) } => (id, mv),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn searches_in_slices_until_the_budget_and_answers_the_asker() {
        let clock = SteppingClock::new(0.05);
        let mut thinker = Thinker::default();
        assert!(thinker.receive(&turn(1, 6), 'a', &clock).is_none());
        let mut slices = 0;
        let (who, response) = loop {
            slices += 1;
            if let Some(answer) = thinker.slice(&clock, SLICE_MS) {
                break answer;
            }
        };
        assert!(slices > 3, "{slices} slices");
        assert_eq!(who, 'a');
        let (id, mv) = played(response);
        assert_eq!(id, 1);
        assert!(Position::START.is_legal(mv, Rules::WOF));
        assert!(!thinker.is_busy());
    }

    #[test]
    fn move_now_answers_at_once_with_a_legal_move_and_ignores_other_ids() {
        for level in levels() {
            let clock = SteppingClock::new(0.05);
            let mut thinker = Thinker::default();
            assert!(thinker.receive(&turn(7, level.id), 'a', &clock).is_none());
            if thinker.slice(&clock, 5.0).is_some() {
                continue; // this level was done within one slice: nothing to stop
            }
            let stale = WorkerRequest::V3MoveNow { id: 6 };
            assert!(thinker.receive(&stale, 'a', &clock).is_none());
            assert!(
                thinker.is_busy(),
                "{}: a stale move-now stopped the search",
                level.name
            );
            let now = WorkerRequest::V3MoveNow { id: 7 };
            let (_, response) = thinker.receive(&now, 'a', &clock).expect("an answer");
            let (id, mv) = played(response);
            assert_eq!(id, 7);
            assert!(Position::START.is_legal(mv, Rules::WOF), "{}", level.name);
            assert!(!thinker.is_busy());
        }
    }

    #[test]
    fn a_newer_request_replaces_the_search_under_way() {
        let clock = SteppingClock::new(0.05);
        let mut thinker = Thinker::default();
        assert!(thinker.receive(&turn(1, 6), 'a', &clock).is_none());
        assert!(thinker.slice(&clock, 5.0).is_none());
        assert!(thinker.receive(&turn(2, 0), 'b', &clock).is_none());
        let (who, response) = loop {
            if let Some(answer) = thinker.slice(&clock, SLICE_MS) {
                break answer;
            }
        };
        assert_eq!(
            (who, played(response).0),
            ('b', 2),
            "only the newer request is answered"
        );
        assert!(thinker.slice(&clock, SLICE_MS).is_none());
    }

    /// A random legal game from `seed` (an LCG picks among the legal moves).
    fn random_game(seed: u64) -> Vec<Move> {
        let mut state = seed;
        let mut pos = Position::START;
        let mut moves = Vec::new();
        while let Status::Moves(_) | Status::MustPass = pos.status(Rules::WOF) {
            let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            let mv = if legal.is_empty() {
                Move::Pass
            } else {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                legal[(state >> 33) as usize % legal.len()]
            };
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        moves
    }

    #[test]
    fn an_evaluation_request_is_answered_through_the_thinker() {
        let moves = random_game(5);
        let request = WorkerRequest::for_evaluation(&crate::app::model::EvaluationRequest {
            id: 9,
            start: Position::START,
            moves: moves[..20].to_vec(),
            rules: Rules::WOF,
        });
        let clock = SteppingClock::new(1.0);
        let mut thinker = Thinker::default();
        assert!(thinker.receive(&request, 'a', &clock).is_none());
        let (who, response) = loop {
            if let Some(answer) = thinker.slice(&clock, SLICE_MS) {
                break answer;
            }
        };
        assert_eq!(who, 'a');
        match response.into_action() {
            crate::app::model::Action::EvaluationReady { id: 9, margins } => {
                assert_eq!(margins.len(), 21);
                assert!(margins.iter().all(|m| !m.1), "no exact value this early");
                assert!(
                    margins[0].0.abs() <= 4,
                    "the start is about even: {:?}",
                    margins[0]
                );
            }
            other => panic!("{other:?}"),
        }
        // A move list with an illegal move gets an empty answer.
        let bad = WorkerRequest::V4Evaluate {
            id: 10,
            black: Position::START.discs(Color::Black).0,
            white: Position::START.discs(Color::White).0,
            turn: WireColor::Black,
            pass_rule: WirePassRule::Pass,
            moves: vec![0],
        };
        let (_, response) = thinker
            .receive(&bad, 'a', &clock)
            .expect("an answer at once");
        assert!(
            matches!(response, WorkerResponse::V4Evaluation { id: 10, ref margins, .. } if margins.is_empty())
        );
    }
}

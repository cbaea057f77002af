//! Keeps the computer's worker answering: which search and which questions (the opening's
//! name, the opening trainer's book lookups) the worker owes answers to, when to ask
//! whether it is alive ([`RequestBody::Ping`]), when to give it up for dead, and
//! what to ask the worker that replaces it. Free of web APIs (tested natively);
//! [`worker_link`](super::worker_link) is its browser side.
//!
//! A worker dies without a word when it is terminated (by the browser, to reclaim memory,
//! or by anything else); one that runs out of memory traps, after which it answers nothing
//! sensible. Either way what it owed is asked again of a fresh worker, without the player
//! doing anything; after [`MAX_RESTARTS`] deaths while it is owed, each request fails with
//! a message instead (a request that kills every worker would otherwise loop for ever). A
//! worker that answers pings but never the computer's move fails that move once it is
//! [`Supervisor::overdue`].

use super::model::ComputerFailure;
use crate::protocol::{Request, RequestBody, Response, ResponseBody};

use outflank_engine::ai::shared::Liveness;
pub use outflank_engine::ai::shared::{Check, DEAD_AFTER_MS, PING_AFTER_MS, START_MS};
use outflank_engine::ai::Level;

/// How many workers a request owed may lose before it fails.
pub const MAX_RESTARTS: u32 = 3;

/// How long past twice the level's budget the computer's move may take before the worker
/// is taken for stuck (a request may queue behind one that is already stale).
pub const GRACE_MS: u32 = 8_000;

/// What to do with the worker that replaces a dead one.
#[derive(Clone, PartialEq, Debug)]
pub enum Replacement {
    /// Send it these requests, in order (the search that was owed, "Move now" if it had
    /// been asked for, the questions unanswered).
    Resend(Vec<Request>),
    /// What was owed lost [`MAX_RESTARTS`] workers: answer each request with its failure.
    GiveUp(Vec<Failure>),
}

/// A request given up: its id, and why.
pub type Failure = (u64, ComputerFailure);

/// The worker's debts and signs of life. Times are milliseconds on any one clock.
#[derive(Clone, Debug)]
pub struct Supervisor {
    /// The search the worker owes an answer to (it runs one at a time: a new one replaces
    /// the one under way).
    search: Option<Request>,
    /// "Move now" was asked for that search.
    move_now: bool,
    /// The questions answered at once, beside any search, not answered yet: a worker
    /// that dies holding one is replaced too, and asked it again (the opening trainer
    /// waits for its answer).
    questions: Vec<Request>,
    /// The worker's signs of life (the one policy for a worker that may hang, the
    /// coordinator's for its helpers too).
    life: Liveness,
    /// Workers lost since the worker last owed nothing (or the search was new).
    restarts: u32,
    /// For the computer's move owed: when it was asked, and how long it may take (twice
    /// its level's budget and [`GRACE_MS`]).
    deadline: Option<(f64, u32)>,
}

impl Supervisor {
    /// A supervisor for a worker spawned at `now_ms`.
    pub fn new(now_ms: f64) -> Supervisor {
        Supervisor {
            search: None,
            move_now: false,
            questions: Vec::new(),
            life: Liveness::new(now_ms),
            restarts: 0,
            deadline: None,
        }
    }

    /// The worker owes an answer: to a search, or to a question.
    pub fn owes(&self) -> bool {
        self.search.is_some() || !self.questions.is_empty()
    }

    /// Notes `request`, sent to the worker at `now_ms`.
    pub fn sent(&mut self, request: &Request, now_ms: f64) {
        let ours = self.search.as_ref().is_some_and(|s| s.id == request.id);
        match request.body {
            RequestBody::Think { .. }
            | RequestBody::Hint { .. }
            | RequestBody::Line { .. }
            | RequestBody::Review { .. } => {
                if !self.owes() {
                    // An idle worker owed nothing: its silence counts from now.
                    self.life.owes_from(now_ms);
                }
                if !ours {
                    self.restarts = 0;
                }
                self.search = Some(request.clone());
                self.move_now = false;
                self.deadline = match request.body {
                    RequestBody::Think { level, .. } => {
                        let budget = Level::try_from(level)
                            .ok()
                            .map_or(10_000, |l| l.info().budget_ms);
                        Some((now_ms, 2 * budget + GRACE_MS))
                    }
                    _ => None,
                };
            }
            RequestBody::Stop if ours => self.settle(),
            RequestBody::MoveNow if ours => self.move_now = true,
            // Answered at once, beside any search.
            RequestBody::Opening { .. }
            | RequestBody::OpeningLines
            | RequestBody::BookMoves { .. } => {
                if !self.owes() {
                    self.life.owes_from(now_ms);
                }
                self.questions.push(request.clone());
            }
            RequestBody::Stop | RequestBody::MoveNow | RequestBody::Ping => {}
            RequestBody::Helper(never) => match never {},
        }
    }

    /// The worker announced that it is loaded, at `now_ms`.
    pub fn loaded(&mut self, now_ms: f64) {
        self.life.heard(now_ms);
    }

    /// Notes `response`, received at `now_ms`: any message is a sign of life, and a final
    /// answer settles the search or the question it answers.
    pub fn received(&mut self, response: &Response, now_ms: f64) {
        self.loaded(now_ms);
        let last = match &response.body {
            ResponseBody::Moved { .. }
            | ResponseBody::Review(_)
            | ResponseBody::Line(_)
            | ResponseBody::Opening(_)
            | ResponseBody::OpeningLines(_)
            | ResponseBody::BookMoves(_)
            | ResponseBody::Failed(_) => true,
            ResponseBody::Hint(answer) => answer.done,
            ResponseBody::Thinking { .. }
            | ResponseBody::ReviewProgress(_)
            | ResponseBody::Pong => false,
            ResponseBody::Helper(never) => match *never {},
        };
        if !last {
            return;
        }
        if self.search.as_ref().is_some_and(|s| s.id == response.id) {
            self.settle();
        }
        self.questions.retain(|q| q.id != response.id);
        if !self.owes() {
            self.restarts = 0;
        }
    }

    /// What to do at `now_ms` (called a few times a second): nothing while the worker owes
    /// nothing, else as its [`Liveness`] says.
    pub fn check(&mut self, now_ms: f64) -> Check {
        if self.owes() {
            self.life.check(now_ms)
        } else {
            Check::Wait
        }
    }

    /// The failure of the computer's move when, at `now_ms`, it is overdue (its worker
    /// answers pings but never the move): the move is settled, and the caller replaces
    /// the worker before the next request.
    pub fn overdue(&mut self, now_ms: f64) -> Option<Failure> {
        let id = self.search.as_ref()?.id;
        let (asked_ms, limit_ms) = self.deadline?;
        if now_ms < asked_ms + f64::from(limit_ms) {
            return None;
        }
        self.settle();
        Some((
            id,
            ComputerFailure::NoAnswer {
                seconds: limit_ms.div_ceil(1000),
            },
        ))
    }

    /// A new worker was spawned at `now_ms` (it has yet to load).
    pub fn spawned(&mut self, now_ms: f64) {
        self.life = Liveness::new(now_ms);
    }

    /// The worker died and a new one was spawned at `now_ms`: what to ask it. (When it
    /// owed nothing, the link spawns the next worker only when it has a request for it,
    /// so a worker that cannot start is not respawned in a loop.)
    pub fn replaced(&mut self, now_ms: f64) -> Replacement {
        self.spawned(now_ms);
        if !self.owes() {
            return Replacement::Resend(Vec::new());
        }
        self.restarts += 1;
        if self.restarts > MAX_RESTARTS {
            let failure = ComputerFailure::WorkerStopped {
                times: self.restarts - 1,
            };
            let failures = (self.search.iter().chain(&self.questions))
                .map(|r| (r.id, failure.clone()))
                .collect();
            self.questions.clear();
            self.settle();
            return Replacement::GiveUp(failures);
        }
        let mut requests: Vec<Request> = self.search.iter().cloned().collect();
        if let (Some(search), true) = (&self.search, self.move_now) {
            requests.push(Request::new(search.id, RequestBody::MoveNow));
        }
        requests.extend(self.questions.iter().cloned());
        Replacement::Resend(requests)
    }

    /// The search is answered or dropped (a question still owed keeps the count of workers
    /// lost).
    fn settle(&mut self) {
        self.search = None;
        self.move_now = false;
        if !self.owes() {
            self.restarts = 0;
        }
        self.deadline = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::ai::analysis::HintAnswer;
    use outflank_engine::{Position, Rules};

    fn think(id: u64) -> Request {
        Request::new(
            id,
            RequestBody::Think {
                position: Position::START,
                rules: Rules::WOF,
                level: 5,
                seed: 1,
                cores: 1,
            },
        )
    }

    fn hint(id: u64) -> Request {
        Request::new(
            id,
            RequestBody::Hint {
                position: Position::START,
                rules: Rules::WOF,
                cores: 1,
            },
        )
    }

    #[test]
    fn an_idle_worker_is_never_pinged_nor_declared_dead() {
        let mut s = Supervisor::new(0.0);
        assert_eq!(s.check(1e9), Check::Wait);
        s.loaded(10.0);
        assert_eq!(s.check(1e9), Check::Wait);
        // A search answered settles it.
        s.sent(&think(1), 2e9);
        let moved = ResponseBody::Moved {
            mv: None,
            elapsed_ms: 1.0,
        };
        s.received(&Response::new(1, moved), 2e9 + 500.0);
        assert!(!s.owes());
        assert_eq!(s.check(3e9), Check::Wait);
    }

    #[test]
    fn a_silent_worker_is_pinged_then_declared_dead() {
        let mut s = Supervisor::new(0.0);
        s.loaded(100.0);
        // Idle for a long time, then asked: silence counts from the request.
        s.sent(&hint(3), 50_000.0);
        assert_eq!(s.check(50_000.0 + PING_AFTER_MS - 1.0), Check::Wait);
        assert_eq!(s.check(50_000.0 + PING_AFTER_MS), Check::Ping);
        assert_eq!(
            s.check(50_000.0 + PING_AFTER_MS + 10.0),
            Check::Wait,
            "one ping"
        );
        // The pong: alive, and pinged again after another silence.
        s.received(&Response::new(0, ResponseBody::Pong), 51_100.0);
        assert!(s.owes(), "a pong settles nothing");
        assert_eq!(s.check(51_100.0 + PING_AFTER_MS), Check::Ping);
        assert_eq!(s.check(51_100.0 + DEAD_AFTER_MS), Check::Wait);
        assert_eq!(s.check(51_100.0 + DEAD_AFTER_MS + 1.0), Check::Dead);
    }

    #[test]
    fn a_loading_worker_has_longer_and_is_not_pinged() {
        let mut s = Supervisor::new(0.0);
        s.sent(&think(1), 5.0);
        assert_eq!(s.check(DEAD_AFTER_MS + 100.0), Check::Wait);
        assert_eq!(s.check(START_MS + 5.0), Check::Wait);
        assert_eq!(s.check(START_MS + 6.0), Check::Dead);
    }

    #[test]
    fn a_replacement_is_asked_the_owed_search_and_move_now_again() {
        let mut s = Supervisor::new(0.0);
        s.loaded(1.0);
        s.sent(&hint(2), 2.0);
        s.sent(&think(4), 3.0); // replaces the hint
        s.sent(&Request::new(2, RequestBody::Stop), 4.0); // stale: ignored
        s.sent(&Request::new(4, RequestBody::MoveNow), 5.0);
        s.received(
            &Response::new(2, ResponseBody::Hint(HintAnswer::default())),
            6.0,
        );
        assert_eq!(
            s.replaced(10.0),
            Replacement::Resend(vec![think(4), Request::new(4, RequestBody::MoveNow)])
        );
        // The new worker loads within START_MS: not dead before.
        assert_eq!(s.check(10.0 + DEAD_AFTER_MS + 1.0), Check::Wait);
        // A stopped search is owed no more: nothing to resend.
        s.sent(&Request::new(4, RequestBody::Stop), 20.0);
        assert_eq!(s.replaced(30.0), Replacement::Resend(vec![]));
    }

    #[test]
    fn a_search_that_loses_too_many_workers_fails() {
        let mut s = Supervisor::new(0.0);
        s.sent(&hint(7), 0.0);
        for round in 1..=MAX_RESTARTS {
            assert_eq!(s.replaced(round as f64), Replacement::Resend(vec![hint(7)]));
        }
        assert_eq!(
            s.replaced(100.0),
            Replacement::GiveUp(vec![(7, ComputerFailure::WorkerStopped { times: 3 })])
        );
        assert!(!s.owes());
        // The next search starts with a clean count.
        s.sent(&hint(8), 200.0);
        assert_eq!(s.replaced(201.0), Replacement::Resend(vec![hint(8)]));
    }

    #[test]
    fn a_move_never_answered_fails_after_twice_its_budget_and_the_grace() {
        let mut s = Supervisor::new(0.0);
        s.loaded(1.0);
        // Level 5's move, asked at 100 ms; the worker answers pings all along.
        s.sent(&think(1), 100.0);
        let limit = 2 * Level::try_from(5).unwrap().info().budget_ms + GRACE_MS;
        let due = 100.0 + f64::from(limit);
        assert_eq!(s.overdue(due - 1.0), None);
        let seconds = limit.div_ceil(1000);
        let failed = s.overdue(due);
        assert_eq!(failed, Some((1, ComputerFailure::NoAnswer { seconds })));
        assert!(!s.owes());
        assert_eq!(s.overdue(due + 1e9), None, "once");
        // A hint is never overdue; a move stopped is not either.
        s.sent(&hint(2), 0.0);
        assert_eq!(s.overdue(1e12), None);
        s.sent(&think(3), 0.0);
        s.sent(&Request::new(3, RequestBody::Stop), 1.0);
        assert_eq!(s.overdue(1e12), None);
    }

    fn book_lines(id: u64) -> Request {
        Request::new(id, RequestBody::OpeningLines)
    }

    #[test]
    fn a_question_a_dead_worker_held_is_asked_again_and_then_owed_no_more() {
        let mut s = Supervisor::new(0.0);
        s.loaded(1.0);
        // The trainer's question to a worker that was idle: its silence counts from now.
        s.sent(&book_lines(9), 50_000.0);
        assert!(s.owes());
        assert_eq!(s.check(50_000.0 + PING_AFTER_MS), Check::Ping);
        assert_eq!(s.check(50_000.0 + DEAD_AFTER_MS + 1.0), Check::Dead);
        assert_eq!(
            s.replaced(60_000.0),
            Replacement::Resend(vec![book_lines(9)])
        );
        s.received(
            &Response::new(9, ResponseBody::OpeningLines(Vec::new())),
            60_500.0,
        );
        assert!(!s.owes());
        assert_eq!(s.check(1e9), Check::Wait);
        assert_eq!(s.replaced(1e9), Replacement::Resend(vec![]));
    }

    #[test]
    fn a_replacement_is_asked_the_search_then_the_questions() {
        let mut s = Supervisor::new(0.0);
        s.sent(&book_lines(2), 1.0);
        s.sent(&think(3), 2.0);
        s.sent(&Request::new(3, RequestBody::MoveNow), 3.0);
        assert_eq!(
            s.replaced(10.0),
            Replacement::Resend(vec![
                think(3),
                Request::new(3, RequestBody::MoveNow),
                book_lines(2)
            ])
        );
        // The move answered, the question is still owed.
        let moved = ResponseBody::Moved {
            mv: None,
            elapsed_ms: 1.0,
        };
        s.received(&Response::new(3, moved), 20.0);
        assert!(s.owes());
        assert_eq!(s.replaced(30.0), Replacement::Resend(vec![book_lines(2)]));
    }

    #[test]
    fn questions_that_lose_too_many_workers_fail_each_with_the_search() {
        let mut s = Supervisor::new(0.0);
        s.sent(&hint(7), 0.0);
        s.sent(&book_lines(8), 0.0);
        for round in 1..=MAX_RESTARTS {
            assert_eq!(
                s.replaced(round as f64),
                Replacement::Resend(vec![hint(7), book_lines(8)])
            );
        }
        let stopped = ComputerFailure::WorkerStopped { times: 3 };
        assert_eq!(
            s.replaced(100.0),
            Replacement::GiveUp(vec![(7, stopped.clone()), (8, stopped)])
        );
        assert!(!s.owes());
        // The next question starts with a clean count.
        s.sent(&book_lines(9), 200.0);
        assert_eq!(s.replaced(201.0), Replacement::Resend(vec![book_lines(9)]));
    }
}

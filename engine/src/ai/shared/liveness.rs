//! One policy for a searcher that may hang (a Web Worker: it cannot be interrupted, and one
//! that loops or traps may say nothing at all): while it owes an answer, it is asked
//! whether it is alive after [`PING_AFTER_MS`] of silence, and taken for dead after
//! [`DEAD_AFTER_MS`] ([`START_MS`] while it has said nothing since it was spawned: it may
//! still be loading). The app's supervisor of the computer's worker and the
//! [`Coordinator`](super::Coordinator)'s watch over its helpers both follow it.

use crate::ai::clock::Millis;

/// Silence from a searcher that owes an answer before it is asked whether it is alive. (A
/// move search reports ten times a second; a hint or a review may be quiet longer.)
pub const PING_AFTER_MS: Millis = 1_000.0;

/// Silence from a started searcher that owes an answer after which it counts as dead. A
/// live worker answers a ping within one slice of its search (40 ms), so this leaves room
/// for a busy, slow device.
pub const DEAD_AFTER_MS: Millis = 5_000.0;

/// How long a new searcher may take to load (a worker fetching and compiling its
/// WebAssembly) before its first word, while it owes an answer.
pub const START_MS: Millis = 20_000.0;

/// What to do with a searcher now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Check {
    /// Nothing.
    Wait,
    /// Ask it whether it is alive.
    Ping,
    /// It is dead: replace it.
    Dead,
}

/// A searcher's signs of life. Times are milliseconds on any one clock.
#[derive(Clone, Copy, Debug)]
pub struct Liveness {
    /// It has said something since it was spawned (it is loaded).
    started: bool,
    /// When it last said something, or when it began to owe an answer.
    news_ms: Millis,
    /// A ping went unanswered so far.
    pinged: bool,
}

impl Default for Liveness {
    /// A searcher not spawned yet (its silence counts from when it first owes an answer).
    fn default() -> Liveness {
        Liveness::new(f64::NEG_INFINITY)
    }
}

impl Liveness {
    /// A searcher spawned at `now_ms` (it has yet to load).
    pub fn new(now_ms: Millis) -> Liveness {
        Liveness {
            started: false,
            news_ms: now_ms,
            pinged: false,
        }
    }

    /// It said something at `now_ms`.
    pub fn heard(&mut self, now_ms: Millis) {
        self.started = true;
        self.news_ms = now_ms;
        self.pinged = false;
    }

    /// It owes an answer from `now_ms` on, having owed nothing: its silence counts from
    /// then.
    pub fn owes_from(&mut self, now_ms: Millis) {
        self.news_ms = self.news_ms.max(now_ms);
        self.pinged = false;
    }

    /// What to do at `now_ms` with a searcher that owes an answer.
    pub fn check(&mut self, now_ms: Millis) -> Check {
        let silence = now_ms - self.news_ms;
        let limit = if self.started {
            DEAD_AFTER_MS
        } else {
            START_MS
        };
        if silence > limit {
            Check::Dead
        } else if self.started && !self.pinged && silence >= PING_AFTER_MS {
            self.pinged = true;
            Check::Ping
        } else {
            Check::Wait
        }
    }
}

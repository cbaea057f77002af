//! Time for the searches, injected by the caller.
//!
//! The engine never reads the system clock itself: `std::time::Instant` panics on
//! `wasm32-unknown-unknown`, and tests want searches that do not depend on time at all.
//! The browser passes a `performance.now()` clock, the CLI one built on `Instant`.

/// Milliseconds, the one unit of time in the engine's API (readings of a [`Clock`], budgets,
/// time limits, elapsed times): an `f64`, as the browser's `performance.now()` gives it,
/// with fractions (a search's slices) and `f64::INFINITY` for "no limit". See
/// `docs/engine.md`, "Time", for why not `std::time::Duration`.
pub type Millis = f64;

/// A monotonic clock in milliseconds. Only differences between readings are used.
pub trait Clock {
    /// Milliseconds since an arbitrary fixed origin; never decreases.
    fn now_ms(&self) -> Millis;
}

/// A clock that never advances: searches under it are limited by depth, nodes or
/// iterations only, so they are reproducible (tests, analysis, fixed-depth levels).
/// Timed levels then do the work cap of their budget (a few times what a fast machine
/// does in that time), which takes seconds for the strongest levels.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> Millis {
        0.0
    }
}

/// A clock that advances by a fixed step each time it is read: a timed search under it
/// stops after a bounded number of readings, whatever the machine's speed (tests, and
/// slices of a fixed amount of work).
#[derive(Debug, Default)]
pub struct SteppingClock {
    now: core::cell::Cell<f64>,
    step: f64,
}

impl SteppingClock {
    /// A clock at 0 that advances `step_ms` at each reading.
    pub fn new(step_ms: Millis) -> SteppingClock {
        SteppingClock {
            now: core::cell::Cell::new(0.0),
            step: step_ms,
        }
    }

    /// How many times it has been read.
    pub fn readings(&self) -> f64 {
        if self.step == 0.0 {
            0.0
        } else {
            self.now.get() / self.step
        }
    }
}

impl Clock for SteppingClock {
    fn now_ms(&self) -> Millis {
        let t = self.now.get();
        self.now.set(t + self.step);
        t
    }
}

/// A point in time after which a search must stop, on a given clock.
#[derive(Clone, Copy)]
pub struct Deadline<'a> {
    clock: &'a dyn Clock,
    start_ms: Millis,
    stop_ms: Millis,
}

impl<'a> Deadline<'a> {
    /// A deadline `budget_ms` after now. `f64::INFINITY` means no time limit.
    pub fn after(clock: &'a dyn Clock, budget_ms: Millis) -> Deadline<'a> {
        let start_ms = clock.now_ms();
        Deadline {
            clock,
            start_ms,
            stop_ms: start_ms + budget_ms,
        }
    }

    /// The deadline at `stop_ms` of a budget that began at `start_ms`, both on `clock`'s
    /// scale (for a search resumed in slices).
    pub fn between(clock: &'a dyn Clock, start_ms: Millis, stop_ms: Millis) -> Deadline<'a> {
        Deadline {
            clock,
            start_ms,
            stop_ms,
        }
    }

    /// No time limit.
    pub fn never(clock: &'a dyn Clock) -> Deadline<'a> {
        Deadline::after(clock, f64::INFINITY)
    }

    /// Whether the time is up.
    #[inline]
    pub fn passed(&self) -> bool {
        self.stop_ms.is_finite() && self.clock.now_ms() >= self.stop_ms
    }

    /// Milliseconds since the deadline was set.
    pub fn elapsed_ms(&self) -> Millis {
        self.clock.now_ms() - self.start_ms
    }

    /// Milliseconds left (infinite when there is no limit, never negative).
    pub fn remaining_ms(&self) -> Millis {
        if self.stop_ms.is_finite() {
            (self.stop_ms - self.clock.now_ms()).max(0.0)
        } else {
            f64::INFINITY
        }
    }

    /// The total budget in milliseconds (infinite when there is no limit).
    pub fn budget_ms(&self) -> Millis {
        self.stop_ms - self.start_ms
    }

    /// A deadline on the same clock that ends at `fraction` of the remaining time, or
    /// earlier than this one never later.
    pub fn fraction_of_remaining(&self, fraction: f64) -> Deadline<'a> {
        let now = self.clock.now_ms();
        let stop_ms = if self.stop_ms.is_finite() {
            now + (self.stop_ms - now).max(0.0) * fraction
        } else {
            f64::INFINITY
        };
        Deadline {
            clock: self.clock,
            start_ms: now,
            stop_ms,
        }
    }

    /// The clock this deadline reads.
    pub fn clock(&self) -> &'a dyn Clock {
        self.clock
    }
}

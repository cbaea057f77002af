//! The native clock the engine's searches read (the engine itself never touches
//! `std::time`, which is unavailable on `wasm32-unknown-unknown`).

use outflank_engine::ai::Clock;
use std::time::Instant;

/// Milliseconds since the clock was made, from the monotonic [`Instant`]. A copy reads the
/// same time (threads share one origin).
#[derive(Clone, Copy)]
pub struct InstantClock {
    origin: Instant,
}

impl InstantClock {
    /// A clock starting at zero now.
    pub fn new() -> InstantClock {
        InstantClock {
            origin: Instant::now(),
        }
    }
}

impl Clock for InstantClock {
    fn now_ms(&self) -> f64 {
        self.origin.elapsed().as_secs_f64() * 1000.0
    }
}

//! The search clock in the browser.

use outflank_engine::ai::Clock;
use wasm_bindgen::JsCast;

/// `performance.now()` of the current global scope, window or worker alike (read through
/// `js_sys::global()`, since `std::time::Instant` panics on `wasm32-unknown-unknown`).
pub struct PerformanceClock {
    performance: web_sys::Performance,
}

impl PerformanceClock {
    /// The clock of this scope, or `None` where there is no `performance` object.
    pub fn new() -> Option<PerformanceClock> {
        let value = js_sys::Reflect::get(&js_sys::global(), &"performance".into()).ok()?;
        let performance = value.dyn_into::<web_sys::Performance>().ok()?;
        Some(PerformanceClock { performance })
    }
}

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        self.performance.now()
    }
}

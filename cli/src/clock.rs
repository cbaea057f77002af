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

/// Milliseconds of CPU this process has used since the clock was made: a search on it
/// gets the same computation on a loaded machine as on an idle one, so the strength
/// measured in matches between timed players does not depend on what else runs.
/// It counts every thread of the process, so it goes with one search thread.
#[derive(Clone, Copy)]
pub struct ProcessCpuClock {
    origin_ms: f64,
}

impl ProcessCpuClock {
    /// A clock starting at zero now.
    pub fn new() -> ProcessCpuClock {
        ProcessCpuClock {
            origin_ms: process_cpu_ms(),
        }
    }
}

impl Clock for ProcessCpuClock {
    fn now_ms(&self) -> f64 {
        process_cpu_ms() - self.origin_ms
    }
}

/// The clock `--cpu-clock` reads: the process's CPU time (a function because WASI's clock ids
/// are statics, not constants).
#[cfg(not(target_os = "wasi"))]
fn cpu_clock() -> libc::clockid_t {
    libc::CLOCK_PROCESS_CPUTIME_ID
}

/// WASI's libc (libc 0.2.189 on) has no CPU-time clock; there the monotonic clock stands in,
/// which for the CLI's single WebAssembly thread differs only by what else the machine runs.
#[cfg(target_os = "wasi")]
fn cpu_clock() -> libc::clockid_t {
    libc::CLOCK_MONOTONIC
}

/// The process's CPU time so far, in milliseconds.
fn process_cpu_ms() -> f64 {
    let mut time = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `time` is a valid, writable timespec; the clock id is `cpu_clock`'s, one every
    // system we build for has (the CPU-time clock on Linux and macOS, WASI's monotonic one).
    let status = unsafe { libc::clock_gettime(cpu_clock(), &mut time) };
    assert_eq!(status, 0, "the process CPU clock is unavailable");
    time.tv_sec as f64 * 1000.0 + time.tv_nsec as f64 / 1e6
}

/// The clock `play` searches on: the wall's (the app's) or, with `--cpu-clock`, the
/// process's CPU time.
#[derive(Clone, Copy)]
pub enum PlayClock {
    /// Wall time.
    Wall(InstantClock),
    /// CPU time.
    Cpu(ProcessCpuClock),
}

impl Clock for PlayClock {
    fn now_ms(&self) -> f64 {
        match self {
            PlayClock::Wall(clock) => clock.now_ms(),
            PlayClock::Cpu(clock) => clock.now_ms(),
        }
    }
}

//! Any bytes: see `checks::moves` (shared with the stable test `engine/tests/parsers.rs`).
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "../checks.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::moves(data));

//! Any text: the square parser never panics, and what it accepts round-trips.
#![no_main]
use libfuzzer_sys::fuzz_target;
use outflank_engine::Square;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(sq) = text.parse::<Square>() {
        assert_eq!(sq.to_string(), text.to_ascii_lowercase());
    }
});

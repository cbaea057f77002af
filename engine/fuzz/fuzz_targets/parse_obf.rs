//! Any text: the OBF parser never panics, and what it accepts round-trips.
#![no_main]
use libfuzzer_sys::fuzz_target;
use outflank_engine::Position;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Position::from_obf(text) {
        Ok(pos) => assert_eq!(Position::from_obf(&pos.to_obf()), Ok(pos)),
        Err(e) => {
            assert!(e.offset <= text.chars().count());
            assert!(!e.to_string().is_empty());
        }
    }
});

//! Any text: the move-list parser never panics, and what it accepts replays and round-trips.
#![no_main]
use libfuzzer_sys::fuzz_target;
use outflank_engine::{format_moves, parse_moves, Game, Position, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for rules in [Rules::WOF, Rules::NO_MOVE_ENDS_GAME] {
        match parse_moves(text, Position::START, rules) {
            Ok(moves) => {
                let canonical = format_moves(&moves);
                assert_eq!(
                    parse_moves(&canonical, Position::START, rules),
                    Ok(moves.clone())
                );
                let game = Game::from_moves(Position::START, rules, text).expect("parsed once");
                assert_eq!(game.moves(), &moves[..]);
            }
            Err(e) => {
                assert!(e.offset < text.chars().count());
                assert!(!e.to_string().is_empty());
            }
        }
    }
});

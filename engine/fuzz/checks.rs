//! What every parser must do with any input, written once for the fuzz targets (`cargo fuzz
//! run <target> corpus/<target> seeds/<target>`, nightly) and for the stable test that
//! replays their seeds and generated inputs (`engine/tests/parsers.rs`): never panic, give
//! an error that says where and what for text it refuses, and accept only what it can write
//! back and read again to the same thing.

use outflank_engine::{
    format_ggf, format_moves, parse_ggf, parse_moves, Game, Position, Rules, Square,
};

/// Both rule sets the parsers take.
const RULES: [Rules; 2] = [Rules::WOF, Rules::NO_MOVE_ENDS_GAME];

/// A move list: what it accepts replays, and its canonical form reads back the same.
pub fn moves(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for rules in RULES {
        match parse_moves(text, Position::START, rules) {
            Ok(moves) => {
                let canonical = format_moves(&moves);
                assert_eq!(
                    parse_moves(&canonical, Position::START, rules),
                    Ok(moves.clone()),
                    "{text:?} read as {canonical:?}, which does not read back"
                );
                let game = Game::from_moves(Position::START, rules, text).expect("parsed once");
                assert_eq!(game.moves(), &moves[..]);
            }
            Err(e) => {
                assert!(e.offset < text.chars().count(), "{text:?}: {e:?}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
}

/// A position in OBF: what it accepts writes back to OBF that reads the same.
pub fn obf(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Position::from_obf(text) {
        Ok(pos) => assert_eq!(
            Position::from_obf(&pos.to_obf()),
            Ok(pos),
            "{text:?} does not round-trip"
        ),
        Err(e) => {
            assert!(e.offset <= text.chars().count(), "{text:?}: {e:?}");
            assert!(!e.to_string().is_empty());
        }
    }
}

/// A square's name: what it accepts is that name, in lower case.
pub fn square(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.parse::<Square>() {
        Ok(sq) => assert_eq!(sq.to_string(), text.to_ascii_lowercase()),
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

/// A GGF record: what it accepts is a game whose own record reads back to the same game.
pub fn ggf(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for rules in RULES {
        match parse_ggf(text, rules) {
            Ok(game) => {
                let written = format_ggf(game.start(), game.moves(), "Black", "White");
                let again = parse_ggf(&written, rules)
                    .unwrap_or_else(|e| panic!("{text:?} read, but its record {written:?}: {e}"));
                assert_eq!(again.start(), game.start(), "{text:?}");
                assert_eq!(again.moves(), game.moves(), "{text:?}");
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
}

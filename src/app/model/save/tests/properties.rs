//! Property tests over random saves and random damage (native only: proptest does not
//! build for wasm32).

use super::*;
use outflank_engine::Square;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_game_round_trips(seed in any::<u64>()) {
        let s = random_save(seed);
        let text = s.to_json();
        prop_assert_eq!(SavedGame::from_json(&text), Ok(s));
    }

    #[test]
    fn every_cut_of_a_file_is_refused_as_truncated(seed in any::<u64>(), cut in 0.0..1.0f64) {
        let text = random_save(seed).to_json();
        let body = text.trim_end();
        let mut at = (body.len() as f64 * cut) as usize;
        while !body.is_char_boundary(at) {
            at -= 1;
        }
        let e = SavedGame::from_json(&body[..at]).unwrap_err();
        prop_assert!(
            matches!(e, LoadError::Truncated { .. } | LoadError::Empty),
            "cut at {}: {:?}", at, e
        );
    }

    #[test]
    fn a_changed_move_is_refused_or_still_a_legal_game(
        seed in any::<u64>(),
        which in any::<prop::sample::Index>(),
        to in 0u8..64,
    ) {
        let s = random_save(seed);
        let mut moves: Vec<String> =
            s.game.all_moves().iter().map(|m| m.to_string()).collect();
        prop_assume!(!moves.is_empty());
        let i = which.index(moves.len());
        moves[i] = Square::from_index(to).to_string();
        let text = moves.join(" ");
        let mut v: Value = serde_json::from_str(&s.to_json()).unwrap();
        v["moves"] = json!(text);
        match load_value(&v) {
            Err(LoadError::BadMoves(e)) => {
                // The moves before the changed one are untouched and still legal:
                // the engine blames the changed move or a later one.
                prop_assert!(e.move_number > i, "{} (changed move {})", e, i + 1);
                prop_assert_eq!(
                    Err(e),
                    parse_moves(&text, s.game.start(), Rules::WOF).map(|_| ())
                );
            }
            // Changing a move can also make the cursor or side to move disagree.
            Err(LoadError::CursorOutOfRange { .. } | LoadError::TurnMismatch { .. }) => {}
            Err(other) => prop_assert!(false, "{:?}", other),
            Ok(back) => {
                // A legal replacement: the loaded game is exactly that move list.
                let replay = parse_moves(&text, s.game.start(), Rules::WOF).unwrap();
                prop_assert_eq!(back.game.all_moves(), &replay[..]);
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,400}") {
        let _ = SavedGame::from_json(&text);
    }

    #[test]
    fn arbitrary_json_values_are_refused_without_panicking(
        seed in any::<u64>(),
        field in prop::sample::select(FIELDS.to_vec()),
        value in prop_oneof![
            Just(json!(null)),
            any::<bool>().prop_map(|b| json!(b)),
            any::<i64>().prop_map(|n| json!(n)),
            any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(|f| json!(f)),
            ".{0,20}".prop_map(|s| json!(s)),
        ],
    ) {
        let mut v: Value = serde_json::from_str(&random_save(seed).to_json()).unwrap();
        set(&mut v, field, value);
        if let Ok(back) = load_value(&v) {
            // A change that still makes sense loads as a consistent game.
            prop_assert_eq!(SavedGame::from_json(&back.to_json()), Ok(back));
        }
    }
}

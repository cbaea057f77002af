//! Saves that load back exactly, and the layout of the document.

use super::*;

#[test]
fn the_document_is_readable_and_exact() {
    let text = sample().to_json();
    let expected = r#"{
  "format": "outflank-game",
  "version": 1,
  "start": "---------------------------OX------XO--------------------------- X",
  "moves": "f5 d6 c3",
  "cursor": 3,
  "to_move": "white",
  "options": {
    "black": {
      "player": "human"
    },
    "white": {
      "player": "computer",
      "level": 2
    },
    "show_legal_moves": false,
    "show_stable_discs": false,
    "pass_rule": "pass",
    "sound": true,
    "animation": false
  }
}
"#;
    assert_eq!(text, expected);
    assert_eq!(SavedGame::from_json(&text), Ok(sample()));
    assert_eq!(sample().file_name(), "outflank-move-4.json");
    // A file written before the stable-disc option loads with it off; a bad value is
    // refused with its place.
    let older = text.replace("    \"show_stable_discs\": false,\n", "");
    assert_ne!(older, text);
    assert_eq!(SavedGame::from_json(&older), Ok(sample()));
    let bad = text.replace("\"show_stable_discs\": false", "\"show_stable_discs\": 1");
    let message = SavedGame::from_json(&bad).unwrap_err().to_string();
    assert!(message.contains("options.show_stable_discs"), "{message}");
}

#[test]
fn a_new_game_round_trips() {
    let s = SavedGame::new(Game::default(), Options::new(Settings::first_visit(1)));
    let back = SavedGame::from_json(&s.to_json()).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.game.ply(), 0);
    assert!(!back.game.can_redo());
}

#[test]
fn passes_the_redo_list_and_the_rule_round_trip() {
    let mut game = game_with_a_pass();
    let total = game.all_moves().len();
    // Stop right after the first pass, with the rest of the game to redo.
    let first_pass = game
        .all_moves()
        .iter()
        .position(|m| *m == Move::Pass)
        .unwrap();
    assert!(game.go_to(first_pass + 1));
    let mut settings = Settings::first_visit(0);
    // The rule changed after the pass was played: it must still load.
    settings.pass_rule = PassRule::GameOver;
    let s = SavedGame::new(game, Options::new(settings));
    let text = s.to_json();
    assert!(text.contains(" pass "), "{text}");
    let back = SavedGame::from_json(&text).unwrap();
    assert_eq!(back, s);
    assert_eq!(back.game.all_moves().len(), total);
    assert_eq!(back.game.ply(), first_pass + 1);
    assert_eq!(back.game.rules(), Rules::NO_MOVE_ENDS_GAME);
}

#[test]
fn a_finished_game_says_nobody_is_to_move() {
    let s = SavedGame::new(game_with_a_pass(), Options::new(Settings::first_visit(3)));
    assert_eq!(s.game.status(), Status::GameOver);
    let v: Value = serde_json::from_str(&s.to_json()).unwrap();
    assert_eq!(v["to_move"], "none");
    assert_eq!(SavedGame::from_json(&s.to_json()), Ok(s));
}

#[test]
fn a_start_position_other_than_the_standard_one_round_trips() {
    let start = Game::from_moves(Position::START, Rules::WOF, "f5d6c3d3c4")
        .unwrap()
        .position();
    let game = Game::from_moves(start, Rules::WOF, "f4e3").unwrap();
    let s = SavedGame::new(game, Options::new(Settings::first_visit(4)));
    let back = SavedGame::from_json(&s.to_json()).unwrap();
    assert_eq!(back.game.start(), start);
    assert_eq!(back, s);
}

#[test]
fn hand_written_files_may_leave_passes_out_and_use_any_spacing() {
    let game = game_with_a_pass();
    let mut v = serde_json::from_str::<Value>(
        &SavedGame::new(game.clone(), Options::new(Settings::first_visit(1))).to_json(),
    )
    .unwrap();
    v["moves"] = Value::String(game.notation().to_uppercase());
    let back = load_value(&v).unwrap();
    assert_eq!(back.game, game);
    // A UTF-8 byte order mark, as some editors write, is fine too.
    let text = format!("\u{feff}{}", sample().to_json());
    assert_eq!(SavedGame::from_json(&text), Ok(sample()));
}

#[test]
fn unknown_extra_fields_are_ignored() {
    let mut v = sample_value();
    v["comment"] = json!("a great game");
    v["options"]["colour_scheme"] = json!("dark");
    assert_eq!(load_value(&v), Ok(sample()));
}

#[test]
fn random_games_round_trip_exactly() {
    // A fixed sweep in addition to the property tests below, so a failure reproduces.
    for seed in 0..300 {
        let s = random_save(seed);
        let text = s.to_json();
        assert_eq!(
            SavedGame::from_json(&text).as_ref(),
            Ok(&s),
            "seed {seed}: {text}"
        );
    }
}

/// The document is JSON that reads back as the same save, laid out as serde_json's pretty
/// printer lays it out (same lines once keys are sorted).
#[test]
fn the_document_is_pretty_json() {
    for seed in 0..200 {
        let save = random_save(seed);
        let text = save.to_json();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let mut mine: Vec<&str> = text.lines().map(|l| l.trim_end_matches(',')).collect();
        let pretty = serde_json::to_string_pretty(&value).unwrap();
        let mut theirs: Vec<&str> = pretty.lines().map(|l| l.trim_end_matches(',')).collect();
        mine.sort_unstable();
        theirs.sort_unstable();
        assert_eq!(mine, theirs);
        assert_eq!(SavedGame::from_json(&text).unwrap(), save);
    }
}

#[test]
fn a_review_is_kept_with_the_game_and_checked_when_read() {
    use outflank_engine::ai::analysis::MoveReview;
    let mut saved = sample();
    let game = saved.game.clone();
    let reviews: Vec<MoveReview> = (0..2)
        .map(|i| MoveReview {
            mover: game.position_at(i).unwrap().turn,
            played: game.all_moves()[i],
            best: game.all_moves()[i],
            best_discs: 3 - i as i8,
            played_discs: -(i as i8),
            exact: i == 1,
            depth: 8,
        })
        .collect();
    saved.review = Some(reviews);
    let text = saved.to_json();
    assert!(
        text.contains(
            "\"review\": [\n    {\n      \"best\": \"f5\",\n      \"best_discs\": 3,\n      \"played_discs\": 0,\n      \"exact\": false,\n      \"depth\": 8\n    },"
        ),
        "{text}"
    );
    assert_eq!(SavedGame::from_json(&text), Ok(saved.clone()));
    // Refused with its place: a best move that is not legal there, a value out of range,
    // more moves reviewed than played.
    let err = |t: String| SavedGame::from_json(&t).unwrap_err().to_string();
    let bad = text.replacen("\"best\": \"f5\"", "\"best\": \"a1\"", 1);
    assert!(err(bad).contains("review[0].best"));
    let bad = text.replacen("\"best_discs\": 3", "\"best_discs\": 65", 1);
    assert!(err(bad).contains("review[0].best_discs"));
    let mut long = saved.clone();
    let mut more = long.review.clone().unwrap();
    more.extend(more.clone());
    long.review = Some(more);
    assert!(err(long.to_json()).contains("reviews 4 moves, but 3 are played"));
}

#[test]
fn a_records_players_are_kept_with_the_game_and_checked_when_read() {
    let mut saved = sample();
    saved.record = Some(outflank_engine::GgfTags {
        black: "Ann".into(),
        white: "Bob".into(),
        place: "Club".into(),
        date: "2025.01.02".into(),
        result: "+20.000".into(),
    });
    let text = saved.to_json();
    assert!(
        text.contains(
            "\"record\": {\n    \"black\": \"Ann\",\n    \"white\": \"Bob\",\n    \"place\": \"Club\",\n    \"date\": \"2025.01.02\",\n    \"result\": \"+20.000\"\n  }"
        ),
        "{text}"
    );
    assert_eq!(SavedGame::from_json(&text), Ok(saved.clone()));
    // Absent tags are empty; a game that is no record has no field.
    let mut value: Value = serde_json::from_str(&text).unwrap();
    value["record"] = serde_json::json!({ "white": "Bob" });
    let read = load_value(&value).unwrap().record.unwrap();
    assert_eq!((read.black.as_str(), read.white.as_str()), ("", "Bob"));
    assert!(!sample().to_json().contains("record"));
    assert_eq!(
        SavedGame::from_json(&sample().to_json()).unwrap().record,
        None
    );
    // Refused with its place: a record that is not an object, a tag that is not text or
    // too long.
    value["record"] = serde_json::json!(["Ann"]);
    assert!(load_value(&value)
        .unwrap_err()
        .to_string()
        .contains("record"));
    value["record"] = serde_json::json!({ "black": 7 });
    let message = load_value(&value).unwrap_err().to_string();
    assert!(
        message.contains("record.black") && message.contains("the number 7"),
        "{message}"
    );
    value["record"] = serde_json::json!({ "place": "x".repeat(201) });
    let message = load_value(&value).unwrap_err().to_string();
    assert!(
        message.contains("record.place") && message.contains("at most 200"),
        "{message}"
    );
}

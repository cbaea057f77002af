use super::*;
use outflank_engine::PassRule;
use serde_json::json;

/// A small deterministic generator (SplitMix64) for the random games below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn coin(&mut self) -> bool {
        self.next() & 1 == 1
    }
}

/// A random legal game from `start` under `rules`, `len` moves at most (to the end if
/// `len` is large), with the cursor moved back at random so there is something to redo.
fn random_game(rng: &mut Rng, start: Position, rules: Rules, len: usize) -> Game {
    let mut game = Game::new(start, rules);
    for _ in 0..len {
        let legal: Vec<Move> = game.position().legal_moves(rules).collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        game.try_play(mv).unwrap();
    }
    let total = game.all_moves().len();
    assert!(game.go_to(rng.below(total + 1)));
    game
}

fn random_player(rng: &mut Rng) -> Player {
    if rng.coin() {
        Player::Human
    } else {
        let all = levels();
        Player::Computer {
            level: all[rng.below(all.len())].id,
        }
    }
}

/// A random save: a start position that is the standard one or one reached by random
/// play, a random game from it, random options.
fn random_save(seed: u64) -> SavedGame {
    let mut rng = Rng(seed);
    let pass_rule = if rng.coin() {
        PassRule::Pass
    } else {
        PassRule::GameOver
    };
    let rules = Rules { pass_rule };
    let start = if rng.coin() {
        Position::START
    } else {
        let len = rng.below(40);
        let g = random_game(&mut rng, Position::START, Rules::WOF, len);
        g.position()
    };
    let len = rng.below(70);
    let game = random_game(&mut rng, start, rules, len);
    let options = Options {
        settings: Settings {
            black: random_player(&mut rng),
            white: random_player(&mut rng),
            show_legal: rng.coin(),
            show_stable: rng.coin(),
            pass_rule,
        },
        sound: rng.coin(),
        animation: rng.coin(),
    };
    SavedGame::new(game, options)
}

/// A game that contains a pass: always play the first legal move from the start.
fn game_with_a_pass() -> Game {
    let mut game = Game::new(Position::START, Rules::WOF);
    while let Some(mv) = game.position().legal_moves(Rules::WOF).next() {
        game.try_play(mv).unwrap();
    }
    assert!(
        game.all_moves().contains(&Move::Pass),
        "{:?}",
        game.all_moves()
    );
    game
}

fn sample() -> SavedGame {
    let game = Game::from_moves(Position::START, Rules::WOF, "f5d6c3").unwrap();
    let mut settings = Settings::first_visit(2);
    settings.show_legal = false;
    let mut options = Options::new(settings);
    options.animation = false;
    SavedGame::new(game, options)
}

fn sample_value() -> Value {
    serde_json::from_str(&sample().to_json()).unwrap()
}

fn load_value(v: &Value) -> Result<SavedGame, LoadError> {
    SavedGame::from_json(&serde_json::to_string_pretty(v).unwrap())
}

fn err(text: &str) -> String {
    SavedGame::from_json(text).unwrap_err().to_string()
}

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
fn text_that_is_not_json_is_refused_with_its_position() {
    assert_eq!(err(""), "the file is empty");
    assert_eq!(err("  \n "), "the file is empty");
    assert_eq!(
        err("hello"),
        "the file is not JSON: expected value at line 1, column 1"
    );
    assert_eq!(
        SavedGame::from_json("{\n  \"format\": 'x'\n}"),
        Err(LoadError::NotJson {
            line: 2,
            column: 13,
            detail: "expected value".to_string()
        })
    );
    let mut text = sample().to_json();
    text.push_str("{}");
    assert!(
        err(&text).starts_with("the file is not JSON: trailing characters at line 23"),
        "{}",
        err(&text)
    );
    // Not JSON at all: a saved move list, a PNG.
    assert!(err("f5d6c3").starts_with("the file is not JSON"));
    assert!(err("\u{89}PNG\r\n\u{1a}\n").starts_with("the file is not JSON"));
}

#[test]
fn a_truncated_file_is_reported_as_cut_short() {
    let text = sample().to_json();
    let cut = &text[..text.find("\"cursor\"").unwrap() + 5];
    assert_eq!(
        SavedGame::from_json(cut),
        Err(LoadError::Truncated { line: 6, column: 7 })
    );
    assert_eq!(
        err(cut),
        "the file is cut short: it ends at line 6, column 7, before the game is complete"
    );
}

#[test]
fn json_that_is_not_an_outflank_game_is_refused() {
    assert_eq!(
        err("[1, 2]"),
        "the file is JSON but not an Outflank game: it holds a list instead of an object"
    );
    assert_eq!(
        err("\"f5d6\""),
        "the file is JSON but not an Outflank game: it holds the text \"f5d6\" instead of an \
         object"
    );
    assert_eq!(
        err("{\"name\": \"outflank\", \"version\": \"0.1.0\"}"),
        "the file is JSON but not an Outflank game (it has no \"format\" field)"
    );
    let mut v = sample_value();
    v["format"] = json!("chess-game");
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the file is a \"chess-game\" document, not an Outflank game (\"outflank-game\")"
    );
    v["format"] = json!(7);
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"format\" should be text, not the number 7"
    );
}

#[test]
fn a_newer_version_is_refused_before_anything_else_is_read() {
    // A future format may change every other field: the version is what the player needs
    // to hear about.
    let text = r#"{"format": "outflank-game", "version": 2, "board": [[0, 1]]}"#;
    assert_eq!(SavedGame::from_json(text), Err(LoadError::FutureVersion(2)));
    assert_eq!(
        err(text),
        "the file was made by a newer Outflank, version 2; this one reads version 1. Update \
         the app to load it"
    );
    let mut v = sample_value();
    v["version"] = json!(0);
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"version\" must be 1 or more, not 0"
    );
    for bad in [json!("1"), json!(1.5), json!(-1), json!(null)] {
        v["version"] = bad.clone();
        assert!(
            matches!(load_value(&v), Err(LoadError::WrongType { ref field, .. }) if field == "version"),
            "{bad}"
        );
    }
    v["version"] = json!("1");
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"version\" should be a whole number, not the text \"1\""
    );
}

/// Every field of the document, by path.
const FIELDS: [&str; 16] = [
    "format",
    "version",
    "start",
    "moves",
    "cursor",
    "to_move",
    "options",
    "options.black",
    "options.black.player",
    "options.white",
    "options.white.player",
    "options.white.level",
    "options.show_legal_moves",
    "options.pass_rule",
    "options.sound",
    "options.animation",
];

fn remove(v: &mut Value, path: &str) {
    let mut parts: Vec<&str> = path.split('.').collect();
    let last = parts.pop().unwrap();
    let mut node = v;
    for p in parts {
        node = &mut node[p];
    }
    node.as_object_mut().unwrap().remove(last).unwrap();
}

fn set(v: &mut Value, path: &str, new: Value) {
    let mut node = v;
    for p in path.split('.') {
        node = &mut node[p];
    }
    *node = new;
}

#[test]
fn every_missing_field_is_named() {
    for field in FIELDS {
        let mut v = sample_value();
        remove(&mut v, field);
        let got = load_value(&v).unwrap_err();
        let expected = match field {
            "format" => LoadError::NotOutflank,
            _ => LoadError::Missing {
                field: field.to_string(),
            },
        };
        assert_eq!(got, expected, "{field}");
        if field != "format" {
            assert_eq!(got.to_string(), format!("the field {field:?} is missing"));
        }
    }
}

#[test]
fn every_mistyped_field_is_named_with_what_it_holds() {
    for field in FIELDS {
        let mut v = sample_value();
        // A list is wrong everywhere.
        set(&mut v, field, json!([]));
        match load_value(&v).unwrap_err() {
            LoadError::WrongType {
                field: f, found, ..
            } => {
                assert_eq!(f, field);
                assert_eq!(found, "a list");
            }
            other => panic!("{field}: {other:?}"),
        }
    }
    let mut v = sample_value();
    set(&mut v, "options.sound", json!("yes"));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"options.sound\" should be true or false, not the text \"yes\""
    );
    let mut v = sample_value();
    set(&mut v, "cursor", json!(2.5));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"cursor\" should be a whole number, not a number with a fraction"
    );
    let mut v = sample_value();
    set(&mut v, "cursor", json!(-2));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"cursor\" should be a whole number, not the number -2"
    );
    let mut v = sample_value();
    set(&mut v, "options.black", json!("human"));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"options.black\" should be an object such as {\"player\": \"human\"}, not \
         the text \"human\""
    );
}

#[test]
fn meaningless_values_are_refused() {
    let cases = [
        (
            "options.white.player",
            json!("robot"),
            "the field \"options.white.player\" must be \"human\" or \"computer\", not \"robot\"",
        ),
        (
            "options.white.level",
            json!(300),
            "the field \"options.white.level\" must be a level id from 0 to 255, not 300",
        ),
        (
            "options.pass_rule",
            json!("sometimes"),
            "the field \"options.pass_rule\" must be \"pass\" or \"gameover\", not \"sometimes\"",
        ),
        (
            "to_move",
            json!("red"),
            "the field \"to_move\" must be \"black\", \"white\" or \"none\", not \"red\"",
        ),
        (
            "to_move",
            json!("black"),
            "the file says the side to move (\"to_move\") is \"black\", but after its moves it \
             is \"white\"",
        ),
    ];
    for (field, value, message) in cases {
        let mut v = sample_value();
        set(&mut v, field, value);
        assert_eq!(load_value(&v).unwrap_err().to_string(), message, "{field}");
    }
}

#[test]
fn a_bad_start_position_gives_the_engine_reason() {
    let mut v = sample_value();
    set(
        &mut v,
        "start",
        json!("---------------------------OX------XO------ X"),
    );
    let e = load_value(&v).unwrap_err();
    let obf = Position::from_obf("---------------------------OX------XO------ X").unwrap_err();
    assert_eq!(e, LoadError::BadStart(obf));
    assert_eq!(
        e.to_string(),
        format!("the start position (\"start\") is wrong: {obf}")
    );
    assert!(e.to_string().contains("the board has 43 squares"), "{e}");
    set(
        &mut v,
        "start",
        json!("---------------------------OX------XO--------------------------- Z"),
    );
    assert!(load_value(&v)
        .unwrap_err()
        .to_string()
        .contains("the side to move must be X or O, not 'Z'"));
}

#[test]
fn an_illegal_move_list_names_the_move() {
    let mut v = sample_value();
    set(&mut v, "moves", json!("f5 d6 a1"));
    let e = load_value(&v).unwrap_err();
    let engine = parse_moves("f5 d6 a1", Position::START, Rules::WOF).unwrap_err();
    assert_eq!(e, LoadError::BadMoves(engine));
    assert_eq!(
        e.to_string(),
        "the moves (\"moves\") are not a legal game: move 3 (character 7): a1 is not a legal \
         move for Black"
    );
    set(&mut v, "moves", json!("f5 pass"));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the moves (\"moves\") are not a legal game: move 2 (character 4): White cannot pass \
         while a move is possible"
    );
    set(&mut v, "moves", json!("f5 d9"));
    assert!(load_value(&v)
        .unwrap_err()
        .to_string()
        .contains("move 2 (character 4): 'd9' is not a square"));
}

#[test]
fn a_cursor_past_the_end_is_refused() {
    let mut v = sample_value();
    set(&mut v, "cursor", json!(4));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the current move (\"cursor\") is 4, but the file records only 3 moves"
    );
    set(&mut v, "cursor", json!(u64::MAX));
    assert_eq!(
        load_value(&v),
        Err(LoadError::CursorOutOfRange {
            cursor: u64::MAX,
            moves: 3
        })
    );
    // Any cursor in range is fine (with the matching side to move).
    for cursor in 0..=3u64 {
        set(&mut v, "cursor", json!(cursor));
        let to_move = if cursor % 2 == 0 { "black" } else { "white" };
        set(&mut v, "to_move", json!(to_move));
        let s = load_value(&v).unwrap();
        assert_eq!(s.game.ply() as u64, cursor);
        assert_eq!(s.game.all_moves().len(), 3);
    }
}

#[test]
fn an_unknown_level_is_refused() {
    let unknown = (0..=255u8).find(|id| level_info(*id).is_none()).unwrap();
    let mut v = sample_value();
    set(&mut v, "options.white.level", json!(unknown));
    let e = load_value(&v).unwrap_err();
    assert_eq!(
        e,
        LoadError::UnknownLevel {
            color: Color::White,
            level: unknown
        }
    );
    let text = e.to_string();
    assert!(
        text.starts_with(&format!(
            "White is played by computer level {unknown}, which this version of Outflank does \
             not have (its levels are "
        )),
        "{text}"
    );
    for l in levels() {
        assert!(text.contains(&l.id.to_string()), "{text}");
    }
    // A human needs no level, and a stray one is ignored.
    set(
        &mut v,
        "options.white",
        json!({"player": "human", "level": 99}),
    );
    assert_eq!(
        load_value(&v).unwrap().options.settings.white,
        Player::Human
    );
}

#[test]
fn an_oversized_file_is_refused_unread() {
    let text = " ".repeat(MAX_BYTES + 1);
    assert_eq!(
        SavedGame::from_json(&text),
        Err(LoadError::TooLarge {
            bytes: MAX_BYTES + 1
        })
    );
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

#[test]
fn long_text_values_are_shortened_in_messages() {
    let mut v = sample_value();
    set(&mut v, "options.sound", json!("x".repeat(100)));
    let text = load_value(&v).unwrap_err().to_string();
    assert!(
        text.ends_with(&format!("not the text \"{}…\"", "x".repeat(40))),
        "{text}"
    );
}

#[cfg(not(target_arch = "wasm32"))]
mod properties {
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
}

/// The hand-written document is JSON that reads back as the same save, laid out as
/// serde_json's pretty printer lays it out (same lines once keys are sorted).
#[test]
fn the_hand_written_document_is_pretty_json() {
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

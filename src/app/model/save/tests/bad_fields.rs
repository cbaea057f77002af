//! Outflank documents with a missing, mistyped or meaningless field, each named in the message.

use super::*;

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
                assert_eq!(found, JsonKind::List);
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
            "options.cores",
            json!(0),
            "the field \"options.cores\" should be a number of cores from 1 to 64, not the \
             number 0",
        ),
        (
            "options.cores",
            json!(65),
            "the field \"options.cores\" should be a number of cores from 1 to 64, not the \
             number 65",
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
fn an_unknown_level_loads_with_the_nearest_one_and_says_so() {
    let unknown = (0..=255u8)
        .rev()
        .find(|id| Level::try_from(*id).is_err())
        .unwrap();
    let mut v = sample_value();
    set(&mut v, "options.white.level", json!(unknown));
    let saved = load_value(&v).unwrap();
    let nearest = Level::nearest(unknown);
    assert_eq!(
        saved.options.settings.white,
        Player::Computer {
            level: nearest.id()
        }
    );
    assert_eq!(saved.substitutions.len(), 1);
    let notice = saved.substitutions[0].notice(&crate::i18n::Texts::english());
    assert_eq!(
        notice,
        format!(
            "White was computer level {unknown}, which this version of Outflank does not \
             have: {}, the nearest level, plays instead.",
            nearest.info().name
        )
    );
    // Known levels load as they are, with nothing to say.
    let mut known = sample_value();
    set(
        &mut known,
        "options.white.level",
        json!(levels()[0].id.id()),
    );
    assert!(load_value(&known).unwrap().substitutions.is_empty());
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
fn long_text_values_are_shortened_in_messages() {
    let mut v = sample_value();
    set(&mut v, "options.sound", json!("x".repeat(100)));
    let text = load_value(&v).unwrap_err().to_string();
    assert!(
        text.ends_with(&format!("not the text \"{}…\"", "x".repeat(40))),
        "{text}"
    );
}

#[test]
fn objects_given_as_lists_are_refused_even_in_field_order() {
    // serde would read an object from the list of its fields in order: not in a save file.
    assert_eq!(
        err(r#"["outflank-game"]"#),
        "the file is JSON but not an Outflank game: it holds a list instead of an object"
    );
    let mut v = sample_value();
    let options = v["options"].clone();
    let in_order: Vec<Value> = [
        "black",
        "white",
        "show_legal_moves",
        "show_stable_discs",
        "pass_rule",
        "sound",
        "animation",
    ]
    .iter()
    .map(|k| options[*k].clone())
    .collect();
    set(&mut v, "options", json!(in_order));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"options\" should be an object, not a list"
    );
    let mut v = sample_value();
    set(&mut v, "options.white", json!(["computer", 2]));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"options.white\" should be an object such as {\"player\": \"human\"}, not \
         a list"
    );
}

#[test]
fn a_computers_level_must_be_a_level_id_and_a_humans_is_never_read() {
    let mut v = sample_value();
    set(&mut v, "options.white.level", json!(null));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"options.white.level\" should be a level id (a whole number), not null"
    );
    set(
        &mut v,
        "options.white",
        json!({"player": "human", "level": "strong"}),
    );
    assert_eq!(
        load_value(&v).unwrap().options.settings.white,
        Player::Human
    );
}

#[test]
fn the_cores_are_optional_and_a_bad_number_is_refused() {
    // Files from before the setting have none: the device's default applies.
    let v = sample_value();
    assert_eq!(load_value(&v).unwrap().options.cores, None);
    // Nor is it written while the default applies; a choice is.
    assert!(!sample().to_json().contains("cores"));
    let mut saved = sample();
    saved.options.cores = Some(3);
    let text = saved.to_json();
    assert!(
        text.contains("    \"animation\": false,\n    \"cores\": 3\n"),
        "{text}"
    );
    assert_eq!(SavedGame::from_json(&text), Ok(saved));
    let mut v = sample_value();
    set(&mut v, "options.cores", json!("all"));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"options.cores\" should be a number of cores from 1 to 64, not the text \
         \"all\""
    );
    let mut v = sample_value();
    set(&mut v, "options.cores", json!(300));
    assert_eq!(
        load_value(&v).unwrap_err().to_string(),
        "the field \"options.cores\" should be a number of cores from 1 to 64, not the \
         number 300"
    );
}

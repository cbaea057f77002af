//! Files refused as a whole: not JSON, cut short, not an Outflank game, too new, too large.

use super::*;

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

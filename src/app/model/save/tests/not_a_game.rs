//! Files refused as a whole: not JSON, cut short, not an Outflank game, too new, too large.

use super::*;

#[test]
fn text_that_is_not_json_is_refused_with_its_position() {
    assert_eq!(err(""), "the file is empty");
    assert_eq!(err("  \n "), "the file is empty");
    assert_eq!(
        err("hello"),
        "the file is not JSON: the error is at line 1, column 1"
    );
    assert_eq!(
        SavedGame::from_json("{\n  \"format\": 'x'\n}"),
        Err(LoadError::NotJson {
            line: 2,
            column: 13,
        })
    );
    let mut text = sample().to_json();
    text.push_str("{}");
    assert!(
        err(&text).starts_with("the file is not JSON: the error is at line 23"),
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

#[cfg(not(target_arch = "wasm32"))]
/// The words of `text` that look English: runs of two or more Latin letters, once the
/// file's own words (quoted, in any language's quotation marks, or JSON in braces) and
/// the names every language keeps (JSON, Outflank, JSON's true, false and null) are taken out.
fn english_words(text: &str) -> Vec<String> {
    let mut kept = String::new();
    let mut closing: Vec<char> = Vec::new();
    for c in text.chars() {
        let close = match c {
            '"' if closing.last() == Some(&'"') => None,
            '"' => Some('"'),
            '«' => Some('»'),
            '„' => Some('“'),
            '「' => Some('」'),
            '“' => Some('”'),
            '{' => Some('}'),
            _ => None,
        };
        if closing.last() == Some(&c) {
            closing.pop();
        } else if let Some(close) = close {
            closing.push(close);
        } else if closing.is_empty() {
            kept.push(c);
        }
    }
    kept.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() > 1 && !["JSON", "Outflank", "true", "false", "null", "KB"].contains(w))
        .map(str::to_string)
        .collect()
}

// The other languages' catalogs are read from the sources natively only.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn every_refusal_reads_without_english_in_every_other_language() {
    let obf = Position::from_obf("---X").unwrap_err();
    let moves = parse_moves("f5d6a1", Position::START, Rules::WOF).unwrap_err();
    let field = || "options.sound".to_string();
    let mut errors = vec![
        LoadError::Empty,
        LoadError::Unreadable,
        LoadError::TooLarge { bytes: 300_000 },
        LoadError::NotJson {
            line: 2,
            column: 13,
        },
        LoadError::Truncated { line: 6, column: 7 },
        LoadError::NotAnObject {
            found: JsonKind::List,
        },
        LoadError::NotOutflank,
        LoadError::WrongFormat("other-game".into()),
        LoadError::FutureVersion(2),
        LoadError::Missing { field: field() },
        LoadError::BadStart(obf),
        LoadError::BadMoves(moves),
        LoadError::CursorOutOfRange {
            cursor: 9,
            moves: 1,
        },
        LoadError::TurnMismatch {
            file: "white".into(),
            actual: "black",
        },
    ];
    for expected in [
        Expected::Text,
        Expected::Bool,
        Expected::WholeNumber,
        Expected::Object,
        Expected::ObjectLike("{\"player\": \"human\"}"),
        Expected::List,
        Expected::Cores(64),
        Expected::Discs,
        Expected::Depth,
        Expected::LevelId,
    ] {
        for found in [
            JsonKind::Null,
            JsonKind::Bool(true),
            JsonKind::Number("3".into()),
            JsonKind::Fraction,
            JsonKind::Text("yes".into()),
            JsonKind::List,
            JsonKind::Object,
        ] {
            errors.push(LoadError::WrongType {
                field: field(),
                expected,
                found,
            });
        }
    }
    for problem in [
        Problem::VersionZero,
        Problem::PassRule("maybe".into()),
        Problem::ToMove("red".into()),
        Problem::PlayerKind("robot".into()),
        Problem::LevelOutOfRange(300),
        Problem::TooLong(200),
        Problem::ReviewTooLong {
            reviewed: 5,
            played: 1,
        },
        Problem::BestNotLegal("z9".into()),
    ] {
        errors.push(LoadError::BadValue {
            field: field(),
            problem,
        });
    }
    // The check itself finds English.
    let english_texts = crate::i18n::Texts::english();
    assert_eq!(
        english_words(&LoadError::Empty.words(&english_texts)),
        ["the", "file", "is", "empty"]
    );
    // Written in Latin letters, the European languages are checked for English's own words
    // (not those they share with it: "file" in Italian, "position" in French, …).
    const ENGLISH_ONLY: [&str; 30] = [
        "the", "is", "not", "should", "be", "must", "field", "empty", "missing", "whole", "number",
        "of", "and", "only", "records", "says", "after", "such", "move", "moves", "game", "cut",
        "short", "line", "column", "holds", "instead", "newer", "update", "that",
    ];
    for language in crate::i18n::Language::ALL.into_iter().skip(1) {
        let t = crate::i18n::Texts::of(language);
        let latin = matches!(language.plural_language(), "fr" | "de" | "es" | "it");
        for e in &errors {
            let words = t.could_not_load(&e.words(&t));
            let english: Vec<String> = english_words(&words)
                .into_iter()
                .filter(|w| !latin || ENGLISH_ONLY.contains(&w.to_lowercase().as_str()))
                .collect();
            assert_eq!(english, Vec::<String>::new(), "{language:?}: {words}");
            assert_ne!(e.words(&t), e.words(&english_texts), "{language:?}: {e:?}");
        }
    }
}

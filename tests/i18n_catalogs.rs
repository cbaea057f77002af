//! The catalogs under `locales/`: every language has exactly English's messages, each with
//! the same placeholders (the same check `build.rs` makes, shown here to fail on a missing
//! or extra message and on a placeholder missing or added); the compiled files the app
//! fetches read back; plural forms follow each language's CLDR rules.
#![cfg(not(target_arch = "wasm32"))]

use outflank::i18n::compile::{self, check, parse, Piece};
use outflank::i18n::sources::{catalog, compiled_files, SOURCES};
use outflank::i18n::{catalog_file_name, Language, Texts};
use outflank_engine::ai::levels;
use std::path::Path;

#[test]
fn every_language_has_englishs_messages_and_placeholders() {
    let english = catalog(Language::English);
    assert!(english.messages.len() > 100, "{}", english.messages.len());
    for (language, source) in SOURCES {
        let parsed = parse(language.code(), source).expect("the catalog parses");
        assert_eq!(
            check(&english, &parsed),
            Vec::<String>::new(),
            "{}",
            language.code()
        );
    }
}

#[test]
fn the_check_fails_on_a_missing_or_extra_message_and_on_a_placeholder_mismatch() {
    let english = parse("en", "a = A { $n }\nb = B\n").unwrap();
    let problems = |ftl: &str| check(&english, &parse("xx", ftl).unwrap());
    assert_eq!(problems("a = Ä { $n }\nb = Ö\n"), Vec::<String>::new());
    assert_eq!(problems("a = Ä { $n }\n"), ["xx: the message b is missing"]);
    assert_eq!(
        problems("a = Ä { $n }\nb = Ö\nc = Ü\n"),
        ["xx: the message c is not in English"]
    );
    assert_eq!(
        problems("a = Ä\nb = Ö\n"),
        ["xx: a lacks the placeholder $n"]
    );
    assert_eq!(
        problems("a = Ä { $n }\nb = Ö { $m }\n"),
        ["xx: b has the placeholder $m, which English does not"]
    );
    assert_eq!(
        problems("a = { $n -> \n [one] Ä\n *[few] Ö\n}\nb = Ö\n"),
        ["xx: a: a select's default must be [other]"]
    );
    // Refused by the parser: a variant key that is no plural category, an undefined term.
    assert!(parse("xx", "a = { $n -> \n [lots] Ä\n *[other] Ö\n}\n").is_err());
    assert!(parse("xx", "a = { -nothing }\n").is_err());
}

#[test]
fn the_locales_folder_holds_the_nine_languages_and_nothing_else() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut found: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    let mut codes: Vec<String> = Language::ALL.iter().map(|l| l.code().to_string()).collect();
    codes.sort();
    assert_eq!(found, codes);
    let ordered: Vec<Language> = SOURCES.iter().map(|(l, _)| *l).collect();
    assert_eq!(ordered, Language::ALL);
}

#[test]
fn every_compiled_catalog_reads_back_in_its_language() {
    let files = compiled_files();
    assert_eq!(files.len(), 9);
    for language in Language::ALL.into_iter().skip(1) {
        let (_, json) = files
            .iter()
            .find(|(name, _)| *name == catalog_file_name(language))
            .expect("a compiled file a language");
        let texts = Texts::parse(language, json).expect("it reads back");
        assert_eq!(texts.language(), language);
        assert_ne!(texts.button_new_game(), Texts::english().button_new_game());
    }
    assert!(Texts::parse(Language::Japanese, "[]").is_err());
    assert!(Texts::parse(Language::Japanese, "{").is_err());
}

#[test]
fn the_built_in_english_leaves_the_late_messages_to_the_whole_catalog() {
    let english = catalog(Language::English);
    let late: Vec<&str> = english
        .messages
        .iter()
        .map(|m| m.id.as_str())
        .filter(|id| compile::is_late(id))
        .collect();
    for id in [
        "character-won",
        "character-tagline",
        "level-about",
        "help-analyze",
        "language-unavailable",
        "catalog-damaged",
        "could-not-save",
    ] {
        assert!(late.contains(&id), "{id} is late");
    }
    // What the first screen shows is built in.
    for id in [
        "help-title",
        "level-name",
        "character-title",
        "your-move",
        "button-new-game",
        // A notice the app may show as it starts.
        "rating-unreadable",
        "standing-wrong",
    ] {
        assert!(!late.contains(&id), "{id} is built in");
    }
    // i18n-en.json is the whole catalog, read back as complete; the built-in is not.
    let files = compiled_files();
    let (_, json) = files
        .iter()
        .find(|(name, _)| *name == catalog_file_name(Language::English))
        .expect("English's file");
    let whole = Texts::parse(Language::English, json).unwrap();
    assert!(whole.is_complete() && !Texts::built_in().is_complete());
    assert_eq!(whole.help_analyze(), Texts::english().help_analyze());
    assert!(!whole.help_analyze().is_empty());
    assert_eq!(Texts::built_in().help_analyze(), "");
    assert_eq!(Texts::built_in().help_title(), whole.help_title());
    let built_in = compile::compiled_built_in(&english);
    assert!(
        built_in.len() < json.len() * 2 / 3,
        "{} of {}",
        built_in.len(),
        json.len()
    );
}

fn texts(language: Language) -> Texts {
    let english = catalog(Language::English);
    let json = outflank::i18n::compile::compiled_json(&english, &catalog(language));
    Texts::parse(language, &json).unwrap()
}

#[test]
fn plural_forms_follow_each_languages_rules() {
    let en = Texts::english();
    assert_eq!(en.loaded_moves(1), "Loaded 1 move");
    assert_eq!(en.loaded_moves(0), "Loaded 0 moves");
    assert_eq!(en.loaded_moves(2), "Loaded 2 moves");
    // French: 0 and 1 are singular.
    let fr = texts(Language::French);
    assert_eq!(fr.loaded_moves(0), "0 coup chargé");
    assert_eq!(fr.loaded_moves(1), "1 coup chargé");
    assert_eq!(fr.loaded_moves(2), "2 coups chargés");
    let de = texts(Language::German);
    assert_eq!(de.loaded_moves(0), "0 Züge geladen");
    assert_eq!(de.loaded_moves(1), "1 Zug geladen");
    // Japanese has one form.
    let ja = texts(Language::Japanese);
    assert_eq!(ja.loaded_moves(1), "1手を読み込みました");
    assert_eq!(ja.your_move(2, 2), "あなたの番です。2–2");
    assert_eq!(ja.square_value("+2", 2), "+2石");
}

/// The exact-number keys of the select on `$level` that is `message`'s whole pattern.
fn level_keys(message: &outflank::i18n::compile::Message) -> Option<Vec<String>> {
    match message.pieces.as_slice() {
        [Piece::Select { var, variants, .. }] if var == "level" => {
            Some(variants.iter().map(|(key, _)| key.clone()).collect())
        }
        _ => None,
    }
}

#[test]
fn every_level_of_the_engine_has_its_words_in_every_language() {
    let english = catalog(Language::English);
    let by_level: Vec<&str> = english
        .messages
        .iter()
        .filter(|m| level_keys(m).is_some())
        .map(|m| m.id.as_str())
        .collect();
    // Its name, portrait's name, tagline, plain description and the three endings' lines.
    assert_eq!(by_level.len(), 7, "{by_level:?}");
    for language in Language::ALL {
        let catalog = catalog(language);
        for id in &by_level {
            let keys = level_keys(catalog.get(id).expect("checked"))
                .unwrap_or_else(|| panic!("{}: {id} is not a select on $level", language.code()));
            for level in levels() {
                assert!(
                    keys.contains(&level.id.to_string()),
                    "{}: {id} has no [{}] for level {} ({}): add it to locales/{}/characters.ftl",
                    language.code(),
                    level.id,
                    level.id,
                    level.name,
                    language.code()
                );
            }
        }
    }
}

#[test]
fn a_level_without_words_is_found() {
    let catalog = parse(
        "xx",
        "level-name = { $level ->\n [0] Pip\n *[other] Computer\n}\n",
    )
    .unwrap();
    let keys = level_keys(catalog.get("level-name").unwrap()).unwrap();
    assert!(keys.contains(&"0".to_string()));
    assert!(!keys.contains(&"7".to_string()));
}

#[test]
fn the_opening_names_follow_the_engines_table() {
    // English's list of the table's names by place (a comment, which costs the app
    // nothing) is the table's, so that a line added or moved in the table fails here
    // rather than naming openings wrongly in other languages.
    let (_, english_source) = SOURCES[0];
    let listed: Vec<(usize, &str)> = english_source
        .lines()
        .filter_map(|line| {
            let (index, name) = line.strip_prefix("#   ")?.split_once(' ')?;
            Some((index.parse().ok()?, name))
        })
        .collect();
    let table: Vec<&str> = outflank_engine::opening_names().collect();
    assert_eq!(
        listed,
        table.iter().copied().enumerate().collect::<Vec<_>>()
    );
    // Every language names lines of the table only, and the Tiger in Japanese is 虎.
    for language in Language::ALL {
        let catalog = catalog(language);
        let Some([Piece::Select { var, variants, .. }]) =
            catalog.get("opening-name").map(|m| m.pieces.as_slice())
        else {
            panic!("{}: opening-name is a select on $opening", language.code());
        };
        assert_eq!(var, "opening");
        for (key, _) in variants.iter().filter(|(key, _)| key != "other") {
            let index: usize = key.parse().expect("a number");
            assert!(index < table.len(), "{}: [{key}]", language.code());
        }
    }
    let tiger = table.iter().position(|n| *n == "Tiger").unwrap() as i64;
    assert_eq!(texts(Language::Japanese).opening_name(tiger, "Tiger"), "虎");
    assert_eq!(Texts::english().opening_name(tiger, "Tiger"), "Tiger");
    // 兎 and 鼠, the two of Japan's four great openings added last to the table.
    let place = |name: &str| table.iter().position(|n| *n == name).unwrap() as i64;
    let ja = texts(Language::Japanese);
    assert_eq!(ja.opening_name(place("Rabbit"), "Rabbit"), "兎");
    assert_eq!(ja.opening_name(place("Mouse"), "Mouse"), "鼠");
    assert_eq!(
        texts(Language::Korean).opening_name(place("Rabbit"), "Rabbit"),
        "토끼"
    );
    // An index no catalog knows (a line added to the table later) shows the English name.
    assert_eq!(
        texts(Language::French).opening_name(999, "New Line"),
        "New Line"
    );
}

#[test]
fn every_language_has_englishs_page_messages_with_its_placeholders() {
    use outflank::i18n::sources::pages_catalog;
    use outflank::pages::page_texts::PageTexts;
    let english = pages_catalog(Language::English).unwrap();
    let pages: Vec<&str> = english
        .messages
        .iter()
        .map(|m| m.id.as_str())
        .filter(|id| catalog(Language::English).get(id).is_none())
        .collect();
    assert!(pages.len() > 60, "{} messages of the pages", pages.len());
    for language in Language::ALL {
        let catalog = pages_catalog(language).unwrap();
        assert_eq!(
            check(&english, &catalog),
            Vec::<String>::new(),
            "{language:?}"
        );
        assert!(PageTexts::new(language).is_ok());
    }
    // A missing message or a placeholder that differs is found.
    let mut broken = pages_catalog(Language::German).unwrap();
    broken.messages.retain(|m| m.id != "rules-board");
    let legal = broken
        .messages
        .iter_mut()
        .find(|m| m.id == "diagram-legal-moves")
        .unwrap();
    legal.pieces.retain(|p| !matches!(p, Piece::Number(_)));
    let problems = check(&english, &broken);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("rules-board is missing")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("lacks the placeholder $count")),
        "{problems:?}"
    );
}

//! The catalogs' sources as the native side sees them: for the static files written by
//! `cargo run -p outflank --example static-pages` (each language's compiled catalog) and
//! for the tests that check them.

use super::compile::{compiled_json, parse, Catalog};
use super::{catalog_file_name, Language};

/// Every language's `.ftl` source, in [`Language::ALL`]'s order.
pub const SOURCES: [(Language, &str); 9] = [
    (Language::English, include_str!("../../locales/en/main.ftl")),
    (
        Language::Japanese,
        include_str!("../../locales/ja/main.ftl"),
    ),
    (
        Language::ChineseSimplified,
        include_str!("../../locales/zh-CN/main.ftl"),
    ),
    (
        Language::ChineseTraditional,
        include_str!("../../locales/zh-TW/main.ftl"),
    ),
    (Language::Korean, include_str!("../../locales/ko/main.ftl")),
    (Language::French, include_str!("../../locales/fr/main.ftl")),
    (Language::German, include_str!("../../locales/de/main.ftl")),
    (Language::Spanish, include_str!("../../locales/es/main.ftl")),
    (Language::Italian, include_str!("../../locales/it/main.ftl")),
];

/// The parsed catalog of `language` (they parse: `build.rs` has checked them).
pub fn catalog(language: Language) -> Catalog {
    let (_, source) = SOURCES
        .iter()
        .find(|(l, _)| *l == language)
        .expect("every language has a source");
    parse(language.code(), source).expect("checked by build.rs")
}

/// The compiled catalog of every language but English (built in): its file name and JSON.
pub fn compiled_files() -> Vec<(String, String)> {
    let english = catalog(Language::English);
    Language::ALL
        .into_iter()
        .filter(|l| *l != Language::English)
        .map(|l| (catalog_file_name(l), compiled_json(&english, &catalog(l))))
        .collect()
}

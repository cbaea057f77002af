//! The catalogs' sources as the native side sees them: for the static files written by
//! `cargo run -p outflank --example static-pages` (each language's compiled catalog) and
//! for the tests that check them.

use super::compile::{compiled_json, parse, Catalog};
use super::{catalog_file_name, Language};

/// A language's catalog: its files ([`super::compile::FILES`]) one after the other, as
/// `build.rs` reads them.
macro_rules! source {
    ($code:literal) => {
        concat!(
            include_str!(concat!("../../locales/", $code, "/main.ftl")),
            "\n",
            include_str!(concat!("../../locales/", $code, "/characters.ftl")),
            "\n",
            include_str!(concat!("../../locales/", $code, "/practice.ftl")),
            "\n"
        )
    };
}

/// Every language's `.ftl` source, in [`Language::ALL`]'s order.
pub const SOURCES: [(Language, &str); 9] = [
    (Language::English, source!("en")),
    (Language::Japanese, source!("ja")),
    (Language::ChineseSimplified, source!("zh-CN")),
    (Language::ChineseTraditional, source!("zh-TW")),
    (Language::Korean, source!("ko")),
    (Language::French, source!("fr")),
    (Language::German, source!("de")),
    (Language::Spanish, source!("es")),
    (Language::Italian, source!("it")),
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

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

/// A language's static pages' catalog: its app's files, then `pages.ftl` (which may name
/// their messages and terms). Read natively only: the pages are written at build time.
macro_rules! pages_source {
    ($code:literal) => {
        concat!(
            source!($code),
            include_str!(concat!("../../locales/", $code, "/pages.ftl")),
            "\n"
        )
    };
}

/// `[(Language, $source!(code)); 9]` for every language, in [`Language::ALL`]'s order: the
/// one list of the languages' folders under `locales/`.
macro_rules! every_language {
    ($source:ident) => {
        [
            (Language::English, $source!("en")),
            (Language::Japanese, $source!("ja")),
            (Language::ChineseSimplified, $source!("zh-CN")),
            (Language::ChineseTraditional, $source!("zh-TW")),
            (Language::Korean, $source!("ko")),
            (Language::French, $source!("fr")),
            (Language::German, $source!("de")),
            (Language::Spanish, $source!("es")),
            (Language::Italian, $source!("it")),
        ]
    };
}

/// Every language's static pages' `.ftl` source (the app's files and `pages.ftl`), in
/// [`Language::ALL`]'s order.
pub const PAGE_SOURCES: [(Language, &str); 9] = every_language!(pages_source);

/// Every language's `.ftl` source, in [`Language::ALL`]'s order.
pub const SOURCES: [(Language, &str); 9] = every_language!(source);

/// `language`'s source in `sources`.
fn source_of(sources: &[(Language, &'static str)], language: Language) -> &'static str {
    sources
        .iter()
        .find(|(l, _)| *l == language)
        .map(|(_, source)| *source)
        .expect("every language has a source")
}

/// The parsed static pages' catalog of `language` (the app's messages and the pages'),
/// or every problem found in it.
pub fn pages_catalog(language: Language) -> Result<Catalog, Vec<String>> {
    parse(language.code(), source_of(&PAGE_SOURCES, language))
}

/// The parsed catalog of `language` (they parse: `build.rs` has checked them).
pub fn catalog(language: Language) -> Catalog {
    parse(language.code(), source_of(&SOURCES, language)).expect("checked by build.rs")
}

/// The compiled catalog of every language: its file name and JSON. (English's is the
/// whole catalog: the app's built-in English lacks the late messages, which it fetches.)
pub fn compiled_files() -> Vec<(String, String)> {
    let english = catalog(Language::English);
    Language::ALL
        .into_iter()
        .map(|l| (catalog_file_name(l), compiled_json(&english, &catalog(l))))
        .collect()
}

/// The whole English catalog, compiled (the contents of `i18n-en.json`).
pub fn compiled_english() -> String {
    let english = catalog(Language::English);
    compiled_json(&english, &english)
}

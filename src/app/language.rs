//! The player's language in the browser: chosen from `navigator.languages` on a first
//! visit, kept in localStorage once picked, its catalog fetched (English is built in but for the late messages, fetched once the app has started), and
//! `<html lang>` kept in step with the words shown.

use super::hooks::fetch_text;
use super::model::CatalogFailure;
use super::storage;
use crate::i18n::{catalog_file_name, Language, Texts};
use crate::pages::{manifest_file_name, SERVED_DIR};
use std::rc::Rc;

/// Where the player's choice of language is kept: its code (`ja`, `zh-TW`, …).
pub const LANGUAGE_KEY: &str = "outflank.language";

/// The language to start in: the one the player picked, else the best match of the
/// browser's languages, else English.
pub fn preferred() -> Language {
    // index.html's first inline script makes the same choice before the first frame: the two
    // must agree (tests/e2e/first-frame.test.mjs).
    if let Some(chosen) = storage::load(LANGUAGE_KEY).and_then(|c| Language::from_code(&c)) {
        return chosen;
    }
    let browser: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages())
        .map(|list| list.iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default();
    Language::best_match(&browser)
}

/// Keeps the player's choice for the next visits.
pub fn remember(language: Language) {
    let _ = storage::save(LANGUAGE_KEY, language.code());
}

/// The words to start with in `language`: the built-in English at once (its late
/// messages follow, see [`load_texts`]), another language's catalog fetched.
pub async fn starting_texts(language: Language) -> Result<Rc<Texts>, CatalogFailure> {
    if language == Language::English {
        return Ok(Texts::built_in());
    }
    load_texts(language).await
}

/// The whole catalog of `language`, fetched (from the service worker's cache once
/// installed); why when it cannot be had (a damaged file's own reason, English, goes to
/// the console for a report). English then falls back on the built-in English (every
/// message but the late ones).
pub async fn load_texts(language: Language) -> Result<Rc<Texts>, CatalogFailure> {
    let url = format!("{SERVED_DIR}{}", catalog_file_name(language));
    let fetched = match fetch_text(&url).await {
        None => Err(CatalogFailure::Unreachable),
        Some(text) => Texts::parse(language, &text).map(Rc::new).map_err(|e| {
            web_sys::console::warn_1(&format!("Outflank: {url} is damaged: {e}").into());
            CatalogFailure::Damaged
        }),
    };
    match fetched {
        Err(_) if language == Language::English => Ok(Texts::built_in()),
        fetched => fetched,
    }
}

/// Sets `<html lang>` to the language of `texts`, so that screen readers, fonts and line
/// breaking follow the words shown, the page's title to its words, and
/// `<link rel="manifest">` to that language's manifest, so that installing the app from
/// now on names it in the language picked. (Before the first frame, index.html's inline
/// script has set all three the same way: it chooses the language as [`preferred`] does.)
pub fn mark_page(texts: &Texts) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    document.set_title(&texts.page_title());
    let code = texts.language().code();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", code);
    }
    if let Ok(Some(link)) = document.query_selector("link[rel=\"manifest\"]") {
        let _ = link.set_attribute("href", &manifest_href(texts.language()));
    }
}

/// Where `language`'s manifest is, as index.html's first inline script links it: English's
/// at the root, every other language's generated (`src/pages/manifest.rs`).
fn manifest_href(language: Language) -> String {
    match language {
        Language::English => "manifest.json".to_string(),
        other => format!("{SERVED_DIR}{}", manifest_file_name(other)),
    }
}

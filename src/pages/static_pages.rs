//! The pages that are pure markup (the rules with their diagrams, the About page with
//! the licences, each in every language, the characters' portraits, each language's compiled catalog and web app manifest) are written out as static files at build
//! time instead of being built by the app: they reach the player as compressed text,
//! cached by the service worker, and not as WebAssembly code.
//!
//! `cargo run -p outflank --example static-pages` writes them under [`DIR`](super::DIR); the native
//! test `tests/static_pages.rs` fails when a committed file differs from what the code
//! makes now.

use super::about::about_html;
use super::characters::{Look, Mood};
use super::manifest;
use super::page_texts::PageTexts;
use super::portrait_art::portrait_svg;
use super::rules::rules_html;
use super::{manifest_file_name, portrait_file_name, Article};
use crate::i18n::Language;

/// Every generated file: its name under [`DIR`](super::DIR) and its contents.
pub fn files() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for language in Language::ALL {
        let t = PageTexts::new(language).unwrap_or_else(|problems| {
            panic!(
                "the pages' catalog of {} does not match English's:\n{}",
                language.code(),
                problems.join("\n")
            )
        });
        for article in Article::ALL {
            let html = match article {
                Article::Rules => rules_html(&t),
                Article::About => about_html(&t),
            };
            out.push((article.file_name(language).to_string(), html + "\n"));
        }
        if language != Language::English {
            out.push((manifest_file_name(language), manifest::manifest(&t)));
        }
    }
    for look in Look::ALL {
        for mood in Mood::ALL {
            let svg = portrait_svg(look, mood, None);
            out.push((portrait_file_name(look, mood), svg + "\n"));
        }
    }
    out.extend(crate::i18n::sources::compiled_files());
    out
}

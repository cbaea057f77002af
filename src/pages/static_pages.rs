//! The pages that are pure markup (the rules with their diagrams, the About page with
//! the licences, the characters' portraits, each language's compiled catalog) are written out as static files at build
//! time instead of being built by the app: they reach the player as compressed text,
//! cached by the service worker, and not as WebAssembly code.
//!
//! `cargo run -p outflank --example static-pages` writes them under [`DIR`](super::DIR); the native
//! test `tests/static_pages.rs` fails when a committed file differs from what the code
//! makes now.

use super::about::about_html;
use super::characters::{Look, Mood};
use super::portrait_art::portrait_svg;
use super::rules::rules_html;
use super::{portrait_file_name, Article};

/// Every generated file: its name under [`DIR`](super::DIR) and its contents.
pub fn files() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Article::ALL
        .into_iter()
        .map(|article| {
            let html = match article {
                Article::Rules => rules_html(),
                Article::About => about_html(),
            };
            (article.file_name().to_string(), html + "\n")
        })
        .collect();
    for look in Look::ALL {
        for mood in Mood::ALL {
            let svg = portrait_svg(look, mood, None);
            out.push((portrait_file_name(look, mood), svg + "\n"));
        }
    }
    out.extend(crate::i18n::sources::compiled_files());
    out
}

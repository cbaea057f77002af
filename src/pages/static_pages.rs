//! The pages that are pure markup (the rules with their diagrams, the About page with
//! the licences, the characters' portraits) are written out as static files at build
//! time instead of being built by the app: they reach the player as compressed text,
//! cached by the service worker, and not as WebAssembly code.
//!
//! `cargo run --example static-pages` writes them under `static/generated/`; the native
//! test `tests/static_pages.rs` fails when a committed file differs from what the code
//! makes now.

use super::about_page::about_html;
use super::portrait::portrait_svg;
use super::rules_page::rules_html;
use crate::pages::characters::{Look, Mood};

/// Where the files live in the repository; Trunk copies the directory into the build.
pub const DIR: &str = "static/generated";

/// Every look, with its file name part.
pub const LOOKS: [(Look, &str); 8] = [
    (Look::Chick, "chick"),
    (Look::Hedgehog, "hedgehog"),
    (Look::Fox, "fox"),
    (Look::Owl, "owl"),
    (Look::Robot, "robot"),
    (Look::StarBot, "star-bot"),
    (Look::Tortoise, "tortoise"),
    (Look::Disc, "disc"),
];

/// Every mood, with its file name part.
pub const MOODS: [(Mood, &str); 4] = [
    (Mood::Calm, "calm"),
    (Mood::Thinking, "thinking"),
    (Mood::Happy, "happy"),
    (Mood::Surprised, "surprised"),
];

/// The URL of a portrait, relative to the page.
pub fn portrait_url(look: Look, mood: Mood) -> String {
    let l = LOOKS
        .iter()
        .find(|(x, _)| *x == look)
        .map_or("disc", |x| x.1);
    let m = MOODS
        .iter()
        .find(|(x, _)| *x == mood)
        .map_or("calm", |x| x.1);
    format!("generated/{l}-{m}.svg")
}

/// The URL of the rules page's content.
pub const RULES_URL: &str = "generated/rules.html";
/// The URL of the About page's content.
pub const ABOUT_URL: &str = "generated/about.html";

/// Every generated file: its path under [`DIR`] and its contents.
pub fn files() -> Vec<(String, String)> {
    let mut out = vec![
        ("rules.html".to_string(), rules_html() + "\n"),
        ("about.html".to_string(), about_html() + "\n"),
    ];
    for (look, l) in LOOKS {
        for (mood, m) in MOODS {
            let svg = portrait_svg(look, mood, None);
            out.push((format!("{l}-{m}.svg"), svg + "\n"));
        }
    }
    out
}

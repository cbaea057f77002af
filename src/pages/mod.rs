//! Build-time content (rules, About, characters, portraits) and where its files are served.

// The writers of the generated files run natively only (the `static-pages` example and the
// tests): the app fetches what they wrote instead of carrying their code.
#[cfg(not(target_arch = "wasm32"))]
pub mod about;
pub mod article_page;
pub mod characters;
#[cfg(not(target_arch = "wasm32"))]
pub mod diagram;
#[cfg(not(target_arch = "wasm32"))]
pub mod manifest;
#[cfg(not(target_arch = "wasm32"))]
pub mod page_texts;
pub mod portrait;
#[cfg(not(target_arch = "wasm32"))]
pub mod portrait_art;
#[cfg(not(target_arch = "wasm32"))]
pub mod rules;
#[cfg(not(target_arch = "wasm32"))]
pub mod rules_diagrams;
#[cfg(not(target_arch = "wasm32"))]
pub mod static_pages;

use crate::i18n::Language;
use characters::{Look, Mood};

/// Where the generated files are written in the repository. Trunk copies the folder into
/// the build, where the page finds it at [`SERVED_DIR`].
pub const DIR: &str = "static/generated";

/// Where the generated files are served, relative to the page.
pub const SERVED_DIR: &str = "generated/";

/// The file name of `language`'s web app manifest under [`SERVED_DIR`] (English has none
/// there: `manifest.json` at the root is English's). index.html's first inline script
/// links the same file.
pub fn manifest_file_name(language: Language) -> String {
    format!("manifest-{}.json", language.code())
}

/// A page of prose whose content is generated at build time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Article {
    /// How to play.
    Rules,
    /// About Outflank and the licences.
    About,
}

impl Article {
    /// Every article.
    pub const ALL: [Article; 2] = [Article::Rules, Article::About];

    /// The URL of its content in `language`, relative to the page, e.g.
    /// `generated/rules-ja.html`.
    pub const fn url(self, language: Language) -> &'static str {
        // Written out (in `Language::ALL`'s order) rather than formatted: the app holds
        // the strings, not the code that would make them.
        macro_rules! urls {
            ($kind:literal) => {
                [
                    concat!("generated/", $kind, "-en.html"),
                    concat!("generated/", $kind, "-ja.html"),
                    concat!("generated/", $kind, "-zh-CN.html"),
                    concat!("generated/", $kind, "-zh-TW.html"),
                    concat!("generated/", $kind, "-ko.html"),
                    concat!("generated/", $kind, "-fr.html"),
                    concat!("generated/", $kind, "-de.html"),
                    concat!("generated/", $kind, "-es.html"),
                    concat!("generated/", $kind, "-it.html"),
                ]
            };
        }
        const RULES: [&str; 9] = urls!("rules");
        const ABOUT: [&str; 9] = urls!("about");
        let urls = match self {
            Article::Rules => RULES,
            Article::About => ABOUT,
        };
        urls[language as usize]
    }

    /// The name of its file in `language` under [`DIR`], e.g. `rules-ja.html`.
    pub fn file_name(self, language: Language) -> &'static str {
        let url = self.url(language);
        match url.strip_prefix(SERVED_DIR) {
            Some(name) => name,
            None => url,
        }
    }
}

/// The name of a portrait's file under [`DIR`], e.g. `star-bot-thinking.svg`.
pub fn portrait_file_name(look: Look, mood: Mood) -> String {
    format!("{}-{}.svg", look.key(), mood.key())
}

/// The URL of a portrait, relative to the page.
pub fn portrait_url(look: Look, mood: Mood) -> String {
    format!("{SERVED_DIR}{}", portrait_file_name(look, mood))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_file_has_its_own_name_and_is_served_from_the_generated_folder() {
        let mut names = HashSet::new();
        for article in Article::ALL {
            for language in Language::ALL {
                assert_eq!(
                    format!("{SERVED_DIR}{}", article.file_name(language)),
                    article.url(language)
                );
                let key = match article {
                    Article::Rules => "rules",
                    Article::About => "about",
                };
                assert_eq!(
                    article.file_name(language),
                    format!("{key}-{}.html", language.code())
                );
                assert!(names.insert(article.file_name(language).to_string()));
            }
        }
        for look in Look::ALL {
            for mood in Mood::ALL {
                let url = portrait_url(look, mood);
                assert_eq!(
                    url,
                    format!("{SERVED_DIR}{}", portrait_file_name(look, mood))
                );
                assert!(names.insert(portrait_file_name(look, mood)), "{url}");
            }
        }
        assert_eq!(Article::Rules.file_name(Language::English), "rules-en.html");
        assert_eq!(
            Article::About.url(Language::ChineseTraditional),
            "generated/about-zh-TW.html"
        );
        assert_eq!(
            portrait_url(Look::StarBot, Mood::Thinking),
            "generated/star-bot-thinking.svg"
        );
        // Trunk copies the folder under its own name.
        assert!(DIR.ends_with(SERVED_DIR.trim_end_matches('/')));
    }
}

//! Build-time content (rules, About, characters, portraits) and where its files are served.

// The writers of the generated files run natively only (the `static-pages` example and the
// tests): the app fetches what they wrote instead of carrying their code.
#[cfg(not(target_arch = "wasm32"))]
pub mod about;
pub mod article_page;
pub mod characters;
#[cfg(not(target_arch = "wasm32"))]
pub mod diagram;
pub mod portrait;
#[cfg(not(target_arch = "wasm32"))]
pub mod portrait_art;
#[cfg(not(target_arch = "wasm32"))]
pub mod rules;
pub mod rules_diagrams;
#[cfg(not(target_arch = "wasm32"))]
pub mod static_pages;

use characters::{Look, Mood};

/// Where the generated files are written in the repository. Trunk copies the folder into
/// the build, where the page finds it at [`SERVED_DIR`].
pub const DIR: &str = "static/generated";

/// Where the generated files are served, relative to the page.
pub const SERVED_DIR: &str = "generated/";

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

    /// The URL of its content, relative to the page.
    pub const fn url(self) -> &'static str {
        match self {
            Article::Rules => "generated/rules.html",
            Article::About => "generated/about.html",
        }
    }

    /// The name of its file under [`DIR`].
    pub fn file_name(self) -> &'static str {
        self.url().strip_prefix(SERVED_DIR).unwrap_or(self.url())
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
            assert_eq!(
                format!("{SERVED_DIR}{}", article.file_name()),
                article.url()
            );
            assert!(names.insert(article.file_name().to_string()));
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
        assert_eq!(Article::Rules.file_name(), "rules.html");
        assert_eq!(
            portrait_url(Look::StarBot, Mood::Thinking),
            "generated/star-bot-thinking.svg"
        );
        // Trunk copies the folder under its own name.
        assert!(DIR.ends_with(SERVED_DIR.trim_end_matches('/')));
    }
}

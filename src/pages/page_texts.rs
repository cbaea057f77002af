//! The static pages' words in one language: `locales/<code>/pages.ftl`, read after the
//! app's catalog (whose messages and terms it may name), formatted at build time when
//! the `static-pages` example writes one rules page and one About page per language.
//! Every language has English's messages with English's placeholders
//! (`tests/i18n_catalogs.rs`; [`PageTexts::new`] refuses a catalog that does not).

use crate::i18n::compile::{check, Catalog, Piece};
use crate::i18n::plural::{Category, PluralRules};
use crate::i18n::sources::pages_catalog;
use crate::i18n::{Arg, Language};

/// One language's words for the static pages.
pub struct PageTexts {
    language: Language,
    catalog: Catalog,
    plurals: PluralRules,
}

impl PageTexts {
    /// The words of `language`; every problem of its catalog (a message missing, a
    /// placeholder that differs from English's) when they cannot be used.
    pub fn new(language: Language) -> Result<PageTexts, Vec<String>> {
        let catalog = pages_catalog(language)?;
        let english = pages_catalog(Language::English)?;
        let problems = check(&english, &catalog);
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(PageTexts {
            language,
            catalog,
            plurals: PluralRules::new(language.plural_language()),
        })
    }

    /// Their language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Message `id` with `args` in place (by name); panics on an id no catalog has, which
    /// the tests of every page find at once.
    pub fn get(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let message = self
            .catalog
            .get(id)
            .unwrap_or_else(|| panic!("the pages' catalog has no message {id}"));
        let mut out = String::new();
        self.write(&message.pieces, args, &mut out);
        out
    }

    /// Message `id` without placeholders.
    pub fn text(&self, id: &str) -> String {
        self.get(id, &[])
    }

    fn write(&self, pieces: &[Piece], args: &[(&str, Arg)], out: &mut String) {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| *a);
        for piece in pieces {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Var(v) | Piece::Number(v) => match arg(v) {
                    Some(Arg::Num(n)) => out.push_str(&n.to_string()),
                    Some(Arg::Text(t)) => out.push_str(t),
                    None => panic!("no value for ${v}"),
                },
                Piece::Select {
                    var,
                    variants,
                    default,
                } => {
                    let n = match arg(var) {
                        Some(Arg::Num(n)) => n,
                        _ => panic!("${var} is selected on: it takes a number"),
                    };
                    let category = self.plurals.category(n);
                    let chosen = variants
                        .iter()
                        .position(|(key, _)| key.parse::<i64>() == Ok(n))
                        .or_else(|| {
                            variants
                                .iter()
                                .position(|(key, _)| Category::from_name(key) == Some(category))
                        })
                        .unwrap_or(*default);
                    self.write(&variants[chosen].1, args, out);
                }
            }
        }
    }

    /// Squares (or any words) as a list: "d3, c4 and f5", "none" for an empty one.
    pub fn list(&self, items: &[String]) -> String {
        match items.split_last() {
            None => self.text("list-none"),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                let rest = rest.join(&self.text("list-separator"));
                self.get(
                    "list-and",
                    &[("rest", Arg::Text(&rest)), ("last", Arg::Text(last))],
                )
            }
        }
    }

    /// `text` as a sentence (with its full stop).
    pub fn sentence(&self, text: &str) -> String {
        self.get("sentence", &[("text", Arg::Text(text))])
    }

    /// Sentences one after the other.
    pub fn sentences(&self, parts: &[String]) -> String {
        parts
            .iter()
            .map(|p| self.sentence(p))
            .collect::<Vec<_>>()
            .join(&self.text("sentence-gap"))
    }
}

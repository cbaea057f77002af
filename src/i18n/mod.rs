//! The app's words in nine languages, the Project Fluent way: each language's catalog is a
//! `.ftl` file under `locales/<code>/main.ftl`, which `build.rs` parses with the
//! `fluent-syntax` crate at build time ([`compile`]), checking every language against
//! English (the same messages with the same placeholders) and generating one method a
//! message on [`Texts`] (`texts.your_move(2, 2)`), so a call with a wrong placeholder does
//! not compile. English is built in but for its late messages (the characters' lines,
//! the help's text); every language's whole catalog is a compiled file (`i18n-<code>.json`
//! among the generated static files) fetched when it is chosen (English's once the app
//! has started) and precached for offline play. Plural forms are chosen by CLDR's rules from
//! `intl_pluralrules`, never by hand. How to add a message or a language: `docs/i18n.md`.

#[cfg(not(target_arch = "wasm32"))]
pub mod compile;
mod language;
mod number;
pub mod plural;
#[cfg(not(target_arch = "wasm32"))]
pub mod sources;

pub use language::Language;
pub use number::format_number;

use plural::{Category, PluralRules};
use serde_json::Value;
use std::rc::Rc;

mod generated {
    use super::{Arg, Texts};
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}

pub use generated::MESSAGE_COUNT;

/// A value for a message's placeholder.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// A number: printed, and chosen on by a select's plural categories.
    Num(i64),
    /// Text: a name, a square, words made by another message.
    Text(&'a str),
}

/// One part of a compiled message.
#[derive(Debug)]
enum Part {
    Text(String),
    Var(usize),
    Select {
        var: usize,
        default: usize,
        variants: Vec<(Key, Vec<Part>)>,
    },
}

/// A variant's key: an exact number, or a plural category.
#[derive(Debug)]
enum Key {
    Exact(i64),
    Category(Category),
}

/// The words of one language: every message of the catalog, ready to format.
pub struct Texts {
    language: Language,
    messages: Vec<Vec<Part>>,
    plurals: PluralRules,
    /// False for the built-in English, which lacks the late messages (`is_late` in
    /// `src/i18n/compile.rs`).
    complete: bool,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Texts({})", self.language.code())
    }
}

/// Two catalogs are the same when they are of the same language and both whole or both
/// not (a language's catalog does not change while the app runs, but the built-in English
/// is completed once the whole catalog has been fetched: the components that show a late
/// message then render again).
impl PartialEq for Texts {
    fn eq(&self, other: &Texts) -> bool {
        self.language == other.language && self.complete == other.complete
    }
}

impl Eq for Texts {}

thread_local! {
    static BUILT_IN: Rc<Texts> = Rc::new(Texts {
        complete: false,
        ..Texts::parse(Language::English, generated::BUILT_IN).expect("English is checked at build time")
    });
    #[cfg(not(target_arch = "wasm32"))]
    static WHOLE_ENGLISH: Rc<Texts> = Rc::new(
        Texts::parse(Language::English, &sources::compiled_english()).expect("English is checked at build time"),
    );
}

impl Texts {
    /// The built-in English (shared: every call returns the same catalog): every message
    /// but the late ones (the characters' end-of-game lines, taglines and descriptions,
    /// and the help's text, empty here), which come with the whole English catalog, `i18n-en.json`.
    pub fn built_in() -> Rc<Texts> {
        BUILT_IN.with(Rc::clone)
    }

    /// English as it can be had without fetching anything: in the app the built-in
    /// English ([`Texts::built_in`]); natively (tests, tools) the whole catalog, read from
    /// the sources.
    pub fn english() -> Rc<Texts> {
        #[cfg(target_arch = "wasm32")]
        return Texts::built_in();
        #[cfg(not(target_arch = "wasm32"))]
        WHOLE_ENGLISH.with(Rc::clone)
    }

    /// The whole catalog of `language`, read from the sources (natively: tests, tools).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn of(language: Language) -> Texts {
        let english = sources::catalog(Language::English);
        let json = compile::compiled_json(&english, &sources::catalog(language));
        Texts::parse(language, &json).expect("every catalog is checked at build time")
    }

    /// Whether every message is here (false for the built-in English until the whole
    /// catalog has been fetched).
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The catalog of `language` from its compiled form (the `i18n-<code>.json` file);
    /// what is wrong with it when it is no such catalog.
    pub fn parse(language: Language, json: &str) -> Result<Texts, String> {
        let value: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let Value::Array(list) = value else {
            return Err("not a list of messages".into());
        };
        if list.len() != MESSAGE_COUNT {
            return Err(format!(
                "{} messages instead of {MESSAGE_COUNT}",
                list.len()
            ));
        }
        let messages = list.iter().map(parts).collect::<Option<Vec<_>>>();
        let plurals = PluralRules::new(language.plural_language());
        Ok(Texts {
            language,
            messages: messages.ok_or("a message that is not in the compiled form")?,
            plurals,
            complete: true,
        })
    }

    /// The language of these words.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Message `index` with `args` in place (the generated methods call it).
    fn format(&self, index: usize, args: &[Arg]) -> String {
        let mut out = String::new();
        self.write(&self.messages[index], args, &mut out);
        out
    }

    fn write(&self, parts: &[Part], args: &[Arg], out: &mut String) {
        for part in parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Var(i) => match args.get(*i) {
                    Some(Arg::Num(n)) => out.push_str(&n.to_string()),
                    Some(Arg::Text(t)) => out.push_str(t),
                    None => {}
                },
                Part::Select {
                    var,
                    default,
                    variants,
                } => {
                    let chosen = match args.get(*var) {
                        Some(Arg::Num(n)) => self.choose(*n, variants),
                        _ => None,
                    };
                    self.write(&variants[chosen.unwrap_or(*default)].1, args, out);
                }
            }
        }
    }

    /// The variant for `n`: an exact number first, then its plural category.
    fn choose(&self, n: i64, variants: &[(Key, Vec<Part>)]) -> Option<usize> {
        let exact = variants
            .iter()
            .position(|(k, _)| matches!(k, Key::Exact(e) if *e == n));
        exact.or_else(|| {
            let category = self.plurals.category(n);
            variants
                .iter()
                .position(|(k, _)| matches!(k, Key::Category(c) if *c == category))
        })
    }
}

fn parts(value: &Value) -> Option<Vec<Part>> {
    value.as_array()?.iter().map(part).collect()
}

fn part(value: &Value) -> Option<Part> {
    Some(match value {
        Value::String(s) => Part::Text(s.clone()),
        Value::Number(n) => Part::Var(n.as_u64()? as usize),
        Value::Array(a) => {
            let var = a.first()?.as_u64()? as usize;
            let default = a.get(1)?.as_u64()? as usize;
            let variants = a[2..]
                .chunks(2)
                .map(|pair| Some((key(pair.first()?)?, parts(pair.get(1)?)?)))
                .collect::<Option<Vec<_>>>()?;
            (default < variants.len()).then_some(())?;
            Part::Select {
                var,
                default,
                variants,
            }
        }
        _ => return None,
    })
}

fn key(value: &Value) -> Option<Key> {
    Some(match value {
        Value::Number(n) => Key::Exact(n.as_i64()?),
        Value::String(s) => Key::Category(Category::from_name(s)?),
        _ => return None,
    })
}

/// The file name of `language`'s compiled catalog among the generated static files.
pub fn catalog_file_name(language: Language) -> String {
    format!("i18n-{}.json", language.code())
}

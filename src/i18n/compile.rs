//! The catalogs' compiler: reads a language's `.ftl` file with the `fluent-syntax` parser,
//! checks it against English (the same messages, each with the same placeholders) and
//! writes it in the compact form the app reads ([`super::Texts`]). Run by `build.rs` (which
//! includes this file) and by the native tests; never part of the app's WebAssembly.
//!
//! The Fluent the catalogs may use: text, variables (`{ $count }`), terms of the same file
//! (`{ -disc }`, inlined here), message references (inlined) and selects on a number
//! (`{ $count -> [one] … *[other] … }`, whose keys are CLDR plural categories or exact
//! numbers, chosen at run time by `intl_pluralrules`). `NUMBER($x)` prints a number.
//! Anything else (attributes, functions other than `NUMBER`, string selectors) is refused.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// A catalog's files under `locales/<code>/`, read one after the other as one resource:
/// the app's words, then the levels' characters (by level id), then the practice pages' words.
pub const FILES: [&str; 3] = ["main.ftl", "characters.ftl", "practice.ftl"];

/// The messages the app's built-in English leaves out (each compiled as an empty
/// message): the characters' end-of-game lines (read when a game ends), their taglines,
/// their levels' plain descriptions and technical details (read in the settings and the
/// chooser of opponents, which are closed at the start), the offers after a game
/// (`rematch-`), the review's chart (`chart-`) and the help's text but its title (read
/// when the help is opened), the practice pages' words (`practice-`: drawn from the
/// page's state, never kept as strings), and a save file's refusals, the computer's failures
/// and the notices the model makes words of when they are shown (`load-`, `computer-`, …:
/// `model::Notice`). They come with the whole English catalog (`i18n-en.json`),
/// fetched as soon as the app has rendered (before it replaces the first frame) and
/// precached for offline play, so that their weight is not in the app's WebAssembly.
/// Every component that shows one renders again when it comes (`Texts`' equality).
pub fn is_late(id: &str) -> bool {
    matches!(
        id,
        "character-won" | "character-lost" | "character-draw" | "character-tagline" | "level-about"
    ) || id.starts_with("level-details-")
        || id.starts_with("rematch-")
        || id.starts_with("chart-")
        || (id.starts_with("help-") && id != "help-title")
        || id.starts_with("practice-")
        // A save file's refusal, the computer's failures and the notices made from the
        // model's typed reasons each time they are shown (`model::Notice`,
        // `ComputerFailure`): words that come again with the catalog.
        || id.starts_with("load-")
        || id.starts_with("computer-")
        || id.starts_with("catalog-")
        || matches!(
            id,
            "no-hint"
                | "no-best-line"
                | "not-analyzed"
                | "storage-refused"
                | "update-installed"
                | "language-unavailable"
                | "could-not-save"
        )
    // (The rating's notice, `rating-unreadable` with its `standing-*` reasons, is shown as
    // the app starts, before the whole English has come: built in.)
}

/// The CLDR plural categories, the only identifier keys a select may use.
const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// One part of a message in the compiled form.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    /// Text as it is.
    Text(String),
    /// A variable, by name.
    Var(String),
    /// A numeric variable, by name (`NUMBER($x)`: the app passes a number).
    Number(String),
    /// A select on a numeric variable: its variants (key, pattern) and the default's index.
    Select {
        /// The variable selected on.
        var: String,
        /// Each variant: its key (a plural category or an exact number) and pattern.
        variants: Vec<(String, Vec<Piece>)>,
        /// The index of the default variant (`*[other]`).
        default: usize,
    },
}

/// A message of one catalog.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Its id, e.g. `your-move`.
    pub id: String,
    /// Its pattern.
    pub pieces: Vec<Piece>,
    /// Its comment in the `.ftl` file (for English: the generated method's doc).
    pub comment: String,
}

impl Message {
    /// The variables it uses, in order of first appearance.
    pub fn variables(&self) -> Vec<String> {
        let mut out = Vec::new();
        collect_variables(&self.pieces, &mut out);
        out
    }

    /// The variables it selects on or prints with `NUMBER` (the app passes numbers).
    pub fn selectors(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        collect_selectors(&self.pieces, &mut out);
        out
    }
}

fn collect_variables(pieces: &[Piece], out: &mut Vec<String>) {
    for piece in pieces {
        match piece {
            Piece::Text(_) => {}
            Piece::Var(v) | Piece::Number(v) => {
                if !out.contains(v) {
                    out.push(v.clone());
                }
            }
            Piece::Select { var, variants, .. } => {
                if !out.contains(var) {
                    out.push(var.clone());
                }
                for (_, p) in variants {
                    collect_variables(p, out);
                }
            }
        }
    }
}

fn collect_selectors(pieces: &[Piece], out: &mut BTreeSet<String>) {
    for piece in pieces {
        match piece {
            Piece::Number(v) => {
                out.insert(v.clone());
            }
            Piece::Select { var, variants, .. } => {
                out.insert(var.clone());
                for (_, p) in variants {
                    collect_selectors(p, out);
                }
            }
            _ => {}
        }
    }
}

/// One language's catalog: its messages in the order of its file.
#[derive(Clone, Debug, PartialEq)]
pub struct Catalog {
    /// The language's code, e.g. `ja`.
    pub code: String,
    /// Its messages.
    pub messages: Vec<Message>,
}

impl Catalog {
    /// The message `id`, if the catalog has it.
    pub fn get(&self, id: &str) -> Option<&Message> {
        self.messages.iter().find(|m| m.id == id)
    }
}

/// Parses the `.ftl` text of language `code`; every problem found, with the message it is
/// in, when it cannot.
pub fn parse(code: &str, source: &str) -> Result<Catalog, Vec<String>> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((_, errors)) => {
            return Err(errors
                .into_iter()
                .map(|e| format!("{code}: syntax error at byte {}: {:?}", e.pos.start, e.kind))
                .collect())
        }
    };
    let mut terms: BTreeMap<&str, &ast::Pattern<&str>> = BTreeMap::new();
    let mut messages: BTreeMap<&str, &ast::Pattern<&str>> = BTreeMap::new();
    let mut order = Vec::new();
    let mut errors = Vec::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Term(t) => {
                terms.insert(t.id.name, &t.value);
            }
            ast::Entry::Message(m) => {
                let Some(value) = &m.value else {
                    errors.push(format!("{code}: {} has no value", m.id.name));
                    continue;
                };
                if !m.attributes.is_empty() {
                    errors.push(format!(
                        "{code}: {} has attributes (use a message of its own)",
                        m.id.name
                    ));
                }
                if messages.insert(m.id.name, value).is_some() {
                    errors.push(format!("{code}: {} is defined twice", m.id.name));
                }
                let comment = m
                    .comment
                    .as_ref()
                    .map(|c| c.content.join(" "))
                    .unwrap_or_default();
                order.push((m.id.name, comment));
            }
            ast::Entry::Junk { content } => errors.push(format!("{code}: cannot read {content:?}")),
            _ => {}
        }
    }
    let scope = Scope {
        code,
        terms: &terms,
        messages: &messages,
    };
    let mut out = Vec::new();
    for (id, comment) in order {
        let mut pieces = Vec::new();
        match scope.pattern(messages[id], &mut pieces, 0) {
            Ok(()) => out.push(Message {
                id: id.to_string(),
                pieces: merge_text(pieces),
                comment,
            }),
            Err(e) => errors.push(format!("{code}: {id}: {e}")),
        }
    }
    if errors.is_empty() {
        Ok(Catalog {
            code: code.to_string(),
            messages: out,
        })
    } else {
        Err(errors)
    }
}

/// The terms and messages a pattern may refer to.
struct Scope<'a> {
    code: &'a str,
    terms: &'a BTreeMap<&'a str, &'a ast::Pattern<&'a str>>,
    messages: &'a BTreeMap<&'a str, &'a ast::Pattern<&'a str>>,
}

impl Scope<'_> {
    fn pattern(
        &self,
        p: &ast::Pattern<&str>,
        out: &mut Vec<Piece>,
        depth: usize,
    ) -> Result<(), String> {
        if depth > 8 {
            return Err("references nest too deep (a cycle?)".into());
        }
        for element in &p.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    out.push(Piece::Text(value.to_string()))
                }
                ast::PatternElement::Placeable { expression } => {
                    self.expression(expression, out, depth)?
                }
            }
        }
        Ok(())
    }

    fn expression(
        &self,
        e: &ast::Expression<&str>,
        out: &mut Vec<Piece>,
        depth: usize,
    ) -> Result<(), String> {
        match e {
            ast::Expression::Inline(inline) => self.inline(inline, out, depth),
            ast::Expression::Select { selector, variants } => {
                let var = match selector {
                    ast::InlineExpression::VariableReference { id } => id.name.to_string(),
                    ast::InlineExpression::FunctionReference { id, arguments }
                        if id.name == "NUMBER" && arguments.named.is_empty() =>
                    {
                        match arguments.positional.as_slice() {
                            [ast::InlineExpression::VariableReference { id }] => {
                                id.name.to_string()
                            }
                            _ => return Err("NUMBER takes one variable".into()),
                        }
                    }
                    _ => return Err("a select must be on a variable".into()),
                };
                let mut compiled = Vec::new();
                let mut default = 0;
                for (i, v) in variants.iter().enumerate() {
                    let key = match &v.key {
                        ast::VariantKey::Identifier { name } if CATEGORIES.contains(name) => {
                            name.to_string()
                        }
                        ast::VariantKey::Identifier { name } => {
                            return Err(format!(
                                "[{name}] is no plural category ({})",
                                CATEGORIES.join(", ")
                            ))
                        }
                        ast::VariantKey::NumberLiteral { value } => match value.parse::<i64>() {
                            Ok(n) => n.to_string(),
                            Err(_) => return Err(format!("[{value}] is not a whole number")),
                        },
                    };
                    if v.default {
                        default = i;
                    }
                    let mut pieces = Vec::new();
                    self.pattern(&v.value, &mut pieces, depth + 1)?;
                    compiled.push((key, merge_text(pieces)));
                }
                out.push(Piece::Select {
                    var,
                    variants: compiled,
                    default,
                });
                Ok(())
            }
        }
    }

    fn inline(
        &self,
        e: &ast::InlineExpression<&str>,
        out: &mut Vec<Piece>,
        depth: usize,
    ) -> Result<(), String> {
        match e {
            ast::InlineExpression::StringLiteral { value } if !value.contains('\\') => {
                out.push(Piece::Text(value.to_string()))
            }
            ast::InlineExpression::StringLiteral { .. } => {
                return Err("escapes in string literals are not supported".into())
            }
            ast::InlineExpression::NumberLiteral { value } => {
                out.push(Piece::Text(value.to_string()))
            }
            ast::InlineExpression::VariableReference { id } => {
                out.push(Piece::Var(id.name.to_string()))
            }
            ast::InlineExpression::FunctionReference { id, arguments } if id.name == "NUMBER" => {
                match (arguments.positional.as_slice(), arguments.named.is_empty()) {
                    ([ast::InlineExpression::VariableReference { id }], true) => {
                        out.push(Piece::Number(id.name.to_string()))
                    }
                    _ => return Err("NUMBER takes one variable".into()),
                }
            }
            ast::InlineExpression::FunctionReference { id, .. } => {
                return Err(format!("the function {} is not supported", id.name))
            }
            ast::InlineExpression::TermReference {
                id,
                attribute: None,
                arguments: None,
            } => {
                let term = self.terms.get(id.name).ok_or_else(|| {
                    format!("the term -{} is not defined in {}", id.name, self.code)
                })?;
                self.pattern(term, out, depth + 1)?
            }
            ast::InlineExpression::TermReference { id, .. } => {
                return Err(format!(
                    "-{}: term attributes and arguments are not supported",
                    id.name
                ))
            }
            ast::InlineExpression::MessageReference {
                id,
                attribute: None,
            } => {
                let message = self
                    .messages
                    .get(id.name)
                    .ok_or_else(|| format!("{} is not defined", id.name))?;
                self.pattern(message, out, depth + 1)?
            }
            ast::InlineExpression::MessageReference { id, .. } => {
                return Err(format!("{}: message attributes are not supported", id.name))
            }
            ast::InlineExpression::Placeable { expression } => {
                self.expression(expression, out, depth)?
            }
        }
        Ok(())
    }
}

/// Joins neighbouring text pieces (terms and literals inlined next to text).
fn merge_text(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for piece in pieces {
        match (out.last_mut(), piece) {
            (Some(Piece::Text(a)), Piece::Text(b)) => a.push_str(&b),
            (_, piece) => out.push(piece),
        }
    }
    out
}

/// Every difference between `other` and English that would leave a player without words
/// or the app without a value: a message missing or extra, a placeholder missing or extra,
/// a select on a variable that English passes as text, a select without an `other`.
pub fn check(english: &Catalog, other: &Catalog) -> Vec<String> {
    let code = &other.code;
    let mut problems = Vec::new();
    for m in &english.messages {
        match other.get(&m.id) {
            None => problems.push(format!("{code}: the message {} is missing", m.id)),
            Some(o) => {
                let want: BTreeSet<String> = m.variables().into_iter().collect();
                let have: BTreeSet<String> = o.variables().into_iter().collect();
                for v in want.difference(&have) {
                    problems.push(format!("{code}: {} lacks the placeholder ${v}", m.id));
                }
                for v in have.difference(&want) {
                    problems.push(format!(
                        "{code}: {} has the placeholder ${v}, which English does not",
                        m.id
                    ));
                }
            }
        }
    }
    for o in &other.messages {
        if english.get(&o.id).is_none() {
            problems.push(format!("{code}: the message {} is not in English", o.id));
        }
        if !has_other(&o.pieces) {
            problems.push(format!(
                "{code}: {}: a select's default must be [other]",
                o.id
            ));
        }
    }
    problems
}

fn has_other(pieces: &[Piece]) -> bool {
    pieces.iter().all(|p| match p {
        Piece::Select {
            variants, default, ..
        } => variants[*default].0 == "other" && variants.iter().all(|(_, p)| has_other(p)),
        _ => true,
    })
}

/// For each message id, the variables any catalog selects on or prints with `NUMBER`: the
/// app passes numbers for them, text for the others.
pub fn numeric_variables(
    english: &Catalog,
    others: &[Catalog],
) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for catalog in std::iter::once(english).chain(others) {
        for m in &catalog.messages {
            out.entry(m.id.clone()).or_default().extend(m.selectors());
        }
    }
    out
}

/// The compiled form of `catalog` that the app reads: a JSON array with one entry per
/// English message, in English's order; each a list of parts: a string is text, a number
/// the index of a variable (in the order English first uses them), an array `[variable,
/// default, key, parts, key, parts, …]` a select (a key is a plural category or a number).
pub fn compiled_json(english: &Catalog, catalog: &Catalog) -> String {
    compiled(english, catalog, |_| false)
}

/// The compiled form of the built-in English: English's catalog without the late
/// messages ([`is_late`]; each an empty message, `[]`).
pub fn compiled_built_in(english: &Catalog) -> String {
    compiled(english, english, is_late)
}

fn compiled(english: &Catalog, catalog: &Catalog, left_out: fn(&str) -> bool) -> String {
    let mut out = String::from("[");
    for (i, m) in english.messages.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n");
        }
        if left_out(&m.id) {
            out.push_str("[]");
            continue;
        }
        let vars = m.variables();
        let pieces = &catalog.get(&m.id).unwrap_or(m).pieces;
        write_pieces(pieces, &vars, &mut out);
    }
    out.push_str("]\n");
    out
}

fn write_pieces(pieces: &[Piece], vars: &[String], out: &mut String) {
    out.push('[');
    for (i, piece) in pieces.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        match piece {
            Piece::Text(t) => out.push_str(&serde_json::to_string(t).expect("a string")),
            Piece::Var(v) | Piece::Number(v) => {
                write!(out, "{}", index(vars, v)).expect("a string")
            }
            Piece::Select {
                var,
                variants,
                default,
            } => {
                write!(out, "[{},{}", index(vars, var), default).expect("a string");
                for (key, p) in variants {
                    out.push(',');
                    match key.parse::<i64>() {
                        Ok(n) => write!(out, "{n}").expect("a string"),
                        Err(_) => write!(out, "\"{key}\"").expect("a string"),
                    }
                    out.push(',');
                    write_pieces(p, vars, out);
                }
                out.push(']');
            }
        }
    }
    out.push(']');
}

fn index(vars: &[String], v: &str) -> usize {
    vars.iter()
        .position(|x| x == v)
        .expect("checked against English")
}

/// The Rust source of the message methods (`impl Texts { pub fn your_move(&self, black:
/// i64, …) -> String }`), one per English message, documented with its English text.
pub fn rust_methods(english: &Catalog, numeric: &BTreeMap<String, BTreeSet<String>>) -> String {
    let mut out = String::from("impl Texts {\n");
    for (i, m) in english.messages.iter().enumerate() {
        let vars = m.variables();
        let numbers = numeric.get(&m.id).cloned().unwrap_or_default();
        let name = m.id.replace('-', "_");
        let params: Vec<String> = vars
            .iter()
            .map(|v| {
                let ty = if numbers.contains(v) { "i64" } else { "&str" };
                format!("{}: {ty}", rust_name(v))
            })
            .collect();
        let args: Vec<String> = vars
            .iter()
            .map(|v| {
                let kind = if numbers.contains(v) { "Num" } else { "Text" };
                format!("Arg::{kind}({})", rust_name(v))
            })
            .collect();
        let english_text = plain(&m.pieces);
        let comment = if m.comment.is_empty() {
            String::new()
        } else {
            format!("{}: ", m.comment)
        };
        writeln!(
            out,
            "    /// {comment}`{}`: `{}`",
            m.id,
            english_text.replace('\n', " ").replace('`', "'")
        )
        .expect("a string");
        writeln!(
            out,
            "    pub fn {name}(&self{}{}) -> String {{\n        self.format({i}, &[{}])\n    }}",
            if params.is_empty() { "" } else { ", " },
            params.join(", "),
            args.join(", ")
        )
        .expect("a string");
    }
    out.push_str("}\n");
    out
}

/// A variable's name as a Rust parameter: `-` becomes `_`, a keyword is written raw.
fn rust_name(v: &str) -> String {
    let name = v.replace('-', "_");
    match name.as_str() {
        "move" | "type" | "loop" | "match" | "ref" | "use" | "where" | "in" | "fn" => {
            format!("r#{name}")
        }
        _ => name,
    }
}

/// A pattern as readable text for the docs: variables as `{$name}`, a select as its
/// default variant.
fn plain(pieces: &[Piece]) -> String {
    pieces
        .iter()
        .map(|p| match p {
            Piece::Text(t) => t.clone(),
            Piece::Var(v) | Piece::Number(v) => format!("{{${v}}}"),
            Piece::Select {
                variants, default, ..
            } => plain(&variants[*default].1),
        })
        .collect()
}

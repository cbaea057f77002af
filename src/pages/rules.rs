//! The rules of Othello in our own words (in each language, from `locales/<code>/pages.ftl`), with board diagrams that the engine computes
//! (see [`crate::pages::rules_diagrams`]).
//!
//! The page is static prose around the diagrams, so it is written as markup by
//! [`rules_html`] at build time (see [`crate::pages::static_pages`]) rather than built as a
//! tree of components: the words travel as compact text instead of as code.

use super::diagram::figure_html;
use super::page_texts::PageTexts;
use super::rules_diagrams::{
    broken_line, game_end, legal_moves, pass, several_directions, start, wipe_out, Diagram,
};

fn pair((a, b): (Diagram, Diagram)) -> String {
    format!(
        r#"<div class="diagram-pair">{}{}</div>"#,
        figure_html(&a),
        figure_html(&b)
    )
}

/// Opens a section with its heading, the message `rules-<id>-title`.
fn section(out: &mut String, t: &PageTexts, id: &str) {
    out.push_str(&format!(
        r#"<section aria-labelledby="rules-{id}"><h2 id="rules-{id}">{}</h2>"#,
        t.text(&format!("rules-{id}-title"))
    ));
}

/// A paragraph: the message `id` (which may hold markup), with `class` if given.
fn paragraph(out: &mut String, t: &PageTexts, id: &str, class: Option<&str>) {
    match class {
        Some(class) => out.push_str(&format!(r#"<p class="{class}">{}</p>"#, t.text(id))),
        None => out.push_str(&format!("<p>{}</p>", t.text(id))),
    }
}

/// The page's content after its title, in the language of `t`: every section with its
/// diagrams.
pub fn rules_html(t: &PageTexts) -> String {
    let mut out = String::with_capacity(40_000);
    section(&mut out, t, "board");
    paragraph(&mut out, t, "rules-board", None);
    out.push_str("</section>");

    section(&mut out, t, "start");
    paragraph(&mut out, t, "rules-start", None);
    out.push_str(&figure_html(&start(t)));
    out.push_str("</section>");

    section(&mut out, t, "moves");
    paragraph(&mut out, t, "rules-moves", None);
    out.push_str(&figure_html(&legal_moves(t)));
    out.push_str("</section>");

    section(&mut out, t, "flips");
    paragraph(&mut out, t, "rules-flips", None);
    out.push_str(&pair(several_directions(t)));
    out.push_str("</section>");

    section(&mut out, t, "gaps");
    paragraph(&mut out, t, "rules-gaps", None);
    out.push_str(&pair(broken_line(t)));
    out.push_str("</section>");

    section(&mut out, t, "pass");
    paragraph(&mut out, t, "rules-pass", None);
    out.push_str(&figure_html(&pass(t)));
    paragraph(&mut out, t, "rules-pass-option", Some("page-note"));
    out.push_str("</section>");

    section(&mut out, t, "end");
    paragraph(&mut out, t, "rules-end", None);
    out.push_str(&figure_html(&game_end(t)));
    paragraph(&mut out, t, "rules-wipe-out", None);
    out.push_str(&figure_html(&wipe_out(t)));
    out.push_str("</section>");

    section(&mut out, t, "notation");
    paragraph(&mut out, t, "rules-notation", None);
    out.push_str("</section>");

    section(&mut out, t, "tips");
    out.push_str("<ul>");
    for tip in ["stable", "review", "corners", "mobility"] {
        out.push_str(&format!("<li>{}</li>", t.text(&format!("rules-tip-{tip}"))));
    }
    out.push_str("</ul></section>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    fn english() -> String {
        rules_html(&PageTexts::new(Language::English).unwrap())
    }

    /// Checks that every element is closed in order (void elements aside).
    fn check_well_formed(html: &str) {
        let mut stack: Vec<String> = Vec::new();
        let mut rest = html;
        while let Some(start) = rest.find('<') {
            let end = rest[start..].find('>').expect("unclosed tag") + start;
            let tag = &rest[start + 1..end];
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(
                    stack.pop().as_deref(),
                    Some(name),
                    "before {}",
                    &rest[..end]
                );
            } else if !tag.ends_with('/') {
                let name: String = tag.chars().take_while(|c| c.is_alphanumeric()).collect();
                stack.push(name);
            }
            rest = &rest[end + 1..];
        }
        assert!(stack.is_empty(), "unclosed {stack:?}");
    }

    #[test]
    fn the_page_is_well_formed_and_holds_every_diagram() {
        let html = english();
        check_well_formed(&html);
        for id in [
            "start",
            "legal-moves",
            "several-before",
            "several-after",
            "broken-line",
            "unbroken-line",
            "pass",
            "game-end",
            "wipe-out",
        ] {
            assert_eq!(
                html.matches(&format!(r#"data-diagram="{id}""#)).count(),
                1,
                "{id}"
            );
        }
        assert_eq!(html.matches("<figure").count(), 9);
        assert_eq!(html.matches(r#"role="img""#).count(), 9);
    }

    #[test]
    fn every_section_is_labelled_by_its_heading() {
        let html = english();
        let sections = html.matches("<section ").count();
        assert_eq!(sections, 9);
        let mut rest = html.as_str();
        while let Some(i) = rest.find(r#"<section aria-labelledby=""#) {
            rest = &rest[i + 26..];
            let id = &rest[..rest.find('"').unwrap()];
            assert!(rest.contains(&format!(r#"<h2 id="{id}">"#)), "{id}");
        }
    }

    #[test]
    fn the_prose_states_the_rules_the_diagrams_show() {
        let html = english();
        for words in [
            "White on d4 and e5, Black on d5 and e4",
            "Black plays first",
            "in all eight directions at once",
            "the disc beyond the gap does not count",
            "If you have none, you pass",
            "any empty squares left go to the winner",
            "a draw is 32 to 32",
        ] {
            assert!(html.contains(words), "{words}");
        }
    }

    #[test]
    fn every_language_has_the_whole_page_in_its_own_words() {
        let english = english();
        // Phrases of the English page's prose and captions, none of which another
        // language's page may hold.
        let phrases = [
            "The board and the discs",
            "Making a move",
            "legal move",
            "outflank",
            "the winner",
            "Black",
            "White",
            "discs",
            "to move",
            "marked",
            "empty square",
            "A few tips",
        ];
        for phrase in phrases {
            assert!(english.contains(phrase), "{phrase}");
        }
        for language in Language::ALL.into_iter().skip(1) {
            let html = rules_html(&PageTexts::new(language).unwrap());
            check_well_formed(&html);
            assert_eq!(html.matches("<figure").count(), 9, "{language:?}");
            assert_eq!(html.matches("<section ").count(), 9, "{language:?}");
            assert_eq!(html.matches("<li>").count(), 4, "{language:?}");
            // The same diagrams (the same discs and marks) as in English.
            let pictures = |h: &str| h.matches("<circle").count();
            assert_eq!(pictures(&html), pictures(&english), "{language:?}");
            for phrase in phrases {
                assert!(
                    !html.contains(phrase),
                    "{language:?}: the rules say {phrase:?} in English"
                );
            }
            assert_ne!(html, english);
        }
    }
}

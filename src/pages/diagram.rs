//! A small board diagram for the rules page: an SVG picture of a
//! [`Diagram`] with its caption.
//!
//! The picture is a string built by [`diagram_svg`] (pure, tested natively). Colours come
//! as presentation attributes, which `static/pages.css` overrides through the classes so
//! that the diagrams follow the light and dark themes.

use super::rules_diagrams::{Diagram, Mark};
use html_escape::encode_double_quoted_attribute as escape;
use outflank_engine::{Color, Square};
use std::fmt::Write;

/// Square size and board offset in SVG units: the board spans 10..90 of a 0..96 box,
/// coordinates sit in the margin.
const CELL: u32 = 10;
const OFF: u32 = 10;

/// The centre of `square` in SVG units.
fn centre(square: Square) -> (u32, u32) {
    (
        OFF + CELL * square.column() as u32 + CELL / 2,
        OFF + CELL * square.row() as u32 + CELL / 2,
    )
}

/// A disc; `extra` adds a class and attributes (e.g. a ghost's opacity).
fn disc(out: &mut String, x: u32, y: u32, color: Color, extra: (&str, &str)) {
    let (class, fill, stroke) = match color {
        Color::Black => ("dg-b", "#1b1d1c", "#000"),
        Color::White => ("dg-w", "#f3efe4", "#b9b3a3"),
    };
    let (more_class, attrs) = extra;
    let _ = write!(
        out,
        r#"<circle cx="{x}" cy="{y}" r="4" class="{class}{more_class}" fill="{fill}" stroke="{stroke}" stroke-width=".4"{attrs}/>"#
    );
}

/// The SVG markup of `d`: board, coordinates, discs and marks, with `d.description` as
/// its accessible name.
pub fn diagram_svg(d: &Diagram) -> String {
    let label = escape(&d.description);
    let mut out = format!(
        r#"<svg class="diagram-board" viewBox="0 0 96 96" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{label}"><title>{label}</title>"#
    );
    let _ = write!(
        out,
        r##"<rect x="{OFF}" y="{OFF}" width="80" height="80" rx="1.5" class="dg-felt" fill="#2b8653"/>"##
    );
    let mut grid = String::new();
    for i in 1..8 {
        let p = OFF + CELL * i;
        let _ = write!(grid, "M{p} {OFF}V90M{OFF} {p}H90");
    }
    let _ = write!(
        out,
        r##"<path d="{grid}" class="dg-grid" stroke="#14502f" stroke-width=".5"/>"##
    );
    out.push_str(r#"<g class="dg-coords" font-size="5" text-anchor="middle" fill="currentColor">"#);
    for i in 0..8u32 {
        let c = OFF + CELL * i + CELL / 2;
        let _ = write!(
            out,
            r#"<text x="{c}" y="7">{}</text><text x="5" y="{}">{}</text>"#,
            (b'a' + i as u8) as char,
            c + 2,
            i + 1
        );
    }
    out.push_str("</g>");
    let winner = d.position.outcome().winner;
    for sq in Square::all() {
        let (x, y) = centre(sq);
        if let Some(c) = d.position.disc_at(sq) {
            disc(&mut out, x, y, c, ("", ""));
        }
        let Some(mark) = d.mark(sq) else { continue };
        let _ = match mark {
            Mark::Legal => write!(
                out,
                r##"<circle cx="{x}" cy="{y}" r="1.5" class="dg-legal" fill="#0b2e1b" opacity=".55"/>"##
            ),
            Mark::Target => {
                disc(
                    &mut out,
                    x,
                    y,
                    d.position.turn,
                    (" dg-ghost", r#" opacity=".45""#),
                );
                write!(
                    out,
                    r##"<circle cx="{x}" cy="{y}" r="4.6" class="dg-target" fill="none" stroke="#e4572e" stroke-width=".8" stroke-dasharray="1.6 1"/>"##
                )
            }
            Mark::Placed => write!(
                out,
                r##"<circle cx="{x}" cy="{y}" r="1.3" class="dg-placed" fill="#e4572e"/>"##
            ),
            Mark::Flipped => write!(
                out,
                r##"<circle cx="{x}" cy="{y}" r="4.6" class="dg-flipped" fill="none" stroke="#ffd23f" stroke-width=".9"/>"##
            ),
            Mark::Illegal => write!(
                out,
                r##"<path d="M{} {}l5 5m0-5l-5 5" class="dg-illegal" stroke="#e4572e" stroke-width="1.2" stroke-linecap="round"/>"##,
                x - 2,
                y - 2
            ),
            Mark::Gap => write!(
                out,
                r##"<circle cx="{x}" cy="{y}" r="3.6" class="dg-gap" fill="none" stroke="#ffd23f" stroke-width=".8" stroke-dasharray="1.2 1"/>"##
            ),
            Mark::WonEmpty => {
                // A faint disc of the winner's colour: the square counts for them.
                if let Some(c) = winner {
                    disc(
                        &mut out,
                        x,
                        y,
                        c,
                        (" dg-won", r#" opacity=".35" stroke-dasharray="1.2 .8""#),
                    );
                }
                Ok(())
            }
        };
    }
    out.push_str("</svg>");
    out
}

/// The diagram with its caption as a `<figure>`, in markup.
pub fn figure_html(d: &Diagram) -> String {
    format!(
        r#"<figure class="diagram" data-diagram="{}">{}<figcaption>{}</figcaption></figure>"#,
        d.id,
        diagram_svg(d),
        escape(&d.caption)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use crate::pages::page_texts::PageTexts;
    use crate::pages::rules_diagrams::{all_diagrams, legal_moves, start};

    fn en() -> PageTexts {
        PageTexts::new(Language::English).unwrap()
    }

    fn count(svg: &str, needle: &str) -> usize {
        svg.matches(needle).count()
    }

    #[test]
    fn every_disc_and_mark_is_drawn() {
        for d in all_diagrams(&en()) {
            let svg = diagram_svg(&d);
            let ghosts = count(&svg, "dg-ghost");
            // The won empties reuse the disc classes with dg-won.
            let won = count(&svg, "dg-won");
            assert_eq!(
                count(&svg, r#"class="dg-b"#) + count(&svg, r#"class="dg-w"#) - ghosts - won,
                d.position.discs(Color::Black).count() as usize
                    + d.position.discs(Color::White).count() as usize,
                "{}",
                d.id
            );
            let marks = |m: Mark| d.marks.iter().filter(|(_, k)| *k == m).count();
            assert_eq!(count(&svg, "dg-legal"), marks(Mark::Legal), "{}", d.id);
            assert_eq!(ghosts, marks(Mark::Target), "{}", d.id);
            assert_eq!(count(&svg, "dg-placed"), marks(Mark::Placed), "{}", d.id);
            assert_eq!(count(&svg, "dg-flipped"), marks(Mark::Flipped), "{}", d.id);
            assert_eq!(count(&svg, "dg-illegal"), marks(Mark::Illegal), "{}", d.id);
            assert_eq!(count(&svg, "dg-gap"), marks(Mark::Gap), "{}", d.id);
            assert_eq!(won, marks(Mark::WonEmpty), "{}", d.id);
        }
    }

    #[test]
    fn discs_sit_on_their_squares() {
        let svg = diagram_svg(&start(&en()));
        // d4 is White: column 3, row 3 -> centre (45, 45).
        assert!(
            svg.contains(r##"<circle cx="45" cy="45" r="4" class="dg-w""##),
            "{svg}"
        );
        // e4 is Black: (55, 45).
        assert!(
            svg.contains(r##"<circle cx="55" cy="45" r="4" class="dg-b""##),
            "{svg}"
        );
    }

    #[test]
    fn the_picture_is_named_by_the_description_and_well_formed() {
        for d in all_diagrams(&en()) {
            let svg = diagram_svg(&d);
            let label = escape(&d.description);
            assert!(svg.contains(&format!(r#"role="img" aria-label="{label}""#)));
            assert!(svg.contains(&format!("<title>{label}</title>")));
            let opened = count(&svg, "<svg") + count(&svg, "<g ") + count(&svg, "<title>");
            let opened = opened + count(&svg, "<text ");
            let closed = count(&svg, "</svg>") + count(&svg, "</g>") + count(&svg, "</title>");
            let closed = closed + count(&svg, "</text>");
            assert_eq!(opened, closed, "{}", d.id);
            // Small enough to inline a dozen on one page.
            assert!(svg.len() < 9000, "{}: {} bytes", d.id, svg.len());
        }
        // Text and attribute values are escaped alike.
        assert_eq!(escape(r#"a<b>&"c""#), "a&lt;b&gt;&amp;&quot;c&quot;");
    }

    #[test]
    fn the_figure_has_the_caption() {
        let d = legal_moves(&en());
        let html = figure_html(&d);
        assert!(html.starts_with(r#"<figure class="diagram" data-diagram="legal-moves"><svg "#));
        assert!(html.ends_with(&format!(
            "</svg><figcaption>{}</figcaption></figure>",
            d.caption
        )));
    }

    #[test]
    fn coordinates_are_written_around_the_board() {
        let svg = diagram_svg(&start(&en()));
        for c in ["a", "b", "c", "d", "e", "f", "g", "h", "1", "8"] {
            assert!(svg.contains(&format!(">{c}</text>")), "{c}");
        }
    }
}

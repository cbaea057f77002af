//! The characters' faces: small SVG portraits of our own design, one per [`Look`], with
//! an expression per [`Mood`].
//!
//! The picture is a string built by [`portrait_svg`] (pure, tested natively) and written
//! out at build time (see [`crate::pages::static_pages`]); the app shows the files with
//! [`crate::pages::portrait::portrait_img`].

use super::characters::{Look, Mood};
use html_escape::encode_double_quoted_attribute as escape;

/// Where the eyes and mouth go on a character, and their colours.
struct Face {
    /// Centres of the left and right eye.
    eyes: [(f32, f32); 2],
    /// Eye radius.
    r: f32,
    /// Eye colour.
    eye: &'static str,
    /// Mouth centre and half-width, if it has a mouth (beaks do not).
    mouth: Option<(f32, f32, f32)>,
    /// Mouth colour.
    ink: &'static str,
}

/// A portrait: background colour, what is drawn under the face, the face, and what is
/// drawn over it (spectacles, beaks). Coordinates are in a 64×64 box.
struct Art {
    bg: &'static str,
    under: &'static str,
    face: Face,
    over: &'static str,
}

const DARK: &str = "#2b211b";

fn art(look: Look) -> Art {
    match look {
        Look::Chick => Art {
            bg: "#fde7b3",
            under: r##"<path d="M29 19q-3-7 3-9q-1 5 3 9z" fill="#f6c22b"/><ellipse cx="13" cy="43" rx="5" ry="8" fill="#f2b705"/><ellipse cx="51" cy="43" rx="5" ry="8" fill="#f2b705"/><circle cx="32" cy="39" r="20" fill="#ffd43b"/><circle cx="20" cy="43" r="3.5" fill="#ff9e80" opacity=".6"/><circle cx="44" cy="43" r="3.5" fill="#ff9e80" opacity=".6"/>"##,
            face: Face {
                eyes: [(25.0, 35.0), (39.0, 35.0)],
                r: 2.8,
                eye: DARK,
                mouth: None,
                ink: DARK,
            },
            over: r##"<path d="M28 41h8l-4 5z" fill="#f07f1a"/>"##,
        },
        Look::Hedgehog => Art {
            bg: "#e3efd3",
            under: r##"<path d="M7 46L5 31l7 3-1-12 8 6 2-12 6 8 5-11 5 11 6-8 2 12 8-6-1 12 7-3-2 15z" fill="#7b5433"/><circle cx="17" cy="32" r="4.5" fill="#e9c9a0"/><circle cx="47" cy="32" r="4.5" fill="#e9c9a0"/><ellipse cx="32" cy="44" rx="18" ry="15" fill="#f0d5af"/><circle cx="32" cy="46" r="3.2" fill="#3b2a1e"/>"##,
            face: Face {
                eyes: [(25.0, 39.0), (39.0, 39.0)],
                r: 2.5,
                eye: DARK,
                mouth: Some((32.0, 52.0, 3.5)),
                ink: DARK,
            },
            over: "",
        },
        Look::Fox => Art {
            bg: "#ffe2cc",
            under: r##"<path d="M11 10l15 12-11 9zM53 10L38 22l11 9z" fill="#e06a1f"/><path d="M14 15l7 6-5 4zM50 15l-7 6 5 4z" fill="#5a2f17"/><path d="M9 29q23-16 46 0q-2 19-23 28q-21-9-23-28z" fill="#ec7a2c"/><path d="M11 33q12 4 21 22q-16-5-21-22zM53 33q-12 4-21 22q16-5 21-22z" fill="#fff7ee"/><circle cx="32" cy="49" r="2.6" fill="#2b1d14"/>"##,
            face: Face {
                eyes: [(24.0, 34.0), (40.0, 34.0)],
                r: 2.5,
                eye: DARK,
                mouth: Some((32.0, 53.5, 2.8)),
                ink: DARK,
            },
            over: "",
        },
        Look::Owl => Art {
            bg: "#e4e0f5",
            under: r##"<path d="M13 14l8 10q11-5 22 0l8-10v24q0 21-19 23q-19-2-19-23z" fill="#8b6a4c"/><path d="M24 50l2 2 2-2M30 53l2 2 2-2M36 50l2 2 2-2" stroke="#f3e6cf" stroke-width="1.5" fill="none"/><circle cx="24" cy="35" r="8" fill="#f6ead6"/><circle cx="40" cy="35" r="8" fill="#f6ead6"/>"##,
            face: Face {
                eyes: [(24.0, 35.0), (40.0, 35.0)],
                r: 3.2,
                eye: DARK,
                mouth: None,
                ink: DARK,
            },
            over: r##"<g fill="none" stroke="#4a3424" stroke-width="1.6"><circle cx="24" cy="35" r="8.5"/><circle cx="40" cy="35" r="8.5"/><path d="M31 34q1-1.5 2 0"/></g><path d="M30 41h4l-2 5z" fill="#f2a33a"/>"##,
        },
        Look::Robot => Art {
            bg: "#d9e9f3",
            under: r##"<path d="M32 15V9" stroke="#5b6f7e" stroke-width="2.5"/><circle cx="32" cy="7" r="3.5" fill="#e4572e"/><rect x="7" y="26" width="6" height="12" rx="2" fill="#6f8595"/><rect x="51" y="26" width="6" height="12" rx="2" fill="#6f8595"/><rect x="12" y="14" width="40" height="34" rx="8" fill="#a3b7c6"/><rect x="17" y="20" width="30" height="22" rx="5" fill="#22303b"/><rect x="19" y="50" width="26" height="14" rx="3" fill="#a3b7c6"/><rect x="26" y="51" width="12" height="12" rx="2" fill="#fff"/><g fill="#22303b"><circle cx="29" cy="54" r="1.3"/><circle cx="32" cy="57" r="1.3"/><circle cx="35" cy="60" r="1.3"/></g>"##,
            face: Face {
                eyes: [(26.0, 29.0), (38.0, 29.0)],
                r: 3.0,
                eye: "#7df0c6",
                mouth: Some((32.0, 36.5, 5.0)),
                ink: "#7df0c6",
            },
            over: "",
        },
        Look::StarBot => Art {
            bg: "#2c2656",
            under: r##"<g fill="#ffe27a"><path d="M9 15l1.3 2.7 2.7 1.3-2.7 1.3L9 23l-1.3-2.7L5 19l2.7-1.3z"/><path d="M55 44l1 2 2 1-2 1-1 2-1-2-2-1 2-1z"/><circle cx="52" cy="12" r="1"/><circle cx="11" cy="50" r="1"/></g><path d="M32 15v-5" stroke="#c7b5f5" stroke-width="2.5"/><path d="M32 1l2 4.1 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z" fill="#ffd23f"/><circle cx="12" cy="35" r="4.5" fill="#9a84e0"/><circle cx="52" cy="35" r="4.5" fill="#9a84e0"/><circle cx="32" cy="35" r="20" fill="#c7b5f5"/><rect x="16" y="26" width="32" height="15" rx="7.5" fill="#1f1940"/>"##,
            face: Face {
                eyes: [(25.0, 33.5), (39.0, 33.5)],
                r: 2.8,
                eye: "#ffd23f",
                mouth: Some((32.0, 47.0, 4.0)),
                ink: "#1f1940",
            },
            over: "",
        },
        Look::Tortoise => Art {
            bg: "#e8f0dc",
            under: r##"<path d="M4 52q2-26 28-30q26 4 28 30z" fill="#4f7d45"/><path d="M14 52l6-12h24l6 12M20 40l12-9 12 9M32 31v21" fill="none" stroke="#a6c98a" stroke-width="1.6"/><circle cx="32" cy="26" r="14" fill="#8fbf7a"/><path d="M21 18q11-9 22 0" fill="none" stroke="#6f9d5c" stroke-width="1.5"/><circle cx="23" cy="32" r="2.6" fill="#f4a8a0" opacity=".6"/><circle cx="41" cy="32" r="2.6" fill="#f4a8a0" opacity=".6"/>"##,
            face: Face {
                eyes: [(27.0, 25.0), (37.0, 25.0)],
                r: 2.4,
                eye: DARK,
                mouth: Some((32.0, 32.0, 3.5)),
                ink: DARK,
            },
            over: "",
        },
        Look::Disc => Art {
            bg: "#cfe6d6",
            under: r##"<circle cx="32" cy="33" r="23" fill="#1b1d1c"/><path d="M32 10a23 23 0 0 1 0 46z" fill="#f3efe4"/><circle cx="32" cy="33" r="23" fill="none" stroke="#2b8653" stroke-width="2"/>"##,
            face: Face {
                eyes: [(24.0, 29.0), (40.0, 29.0)],
                r: 3.0,
                eye: "#e4572e",
                mouth: Some((32.0, 40.0, 6.0)),
                ink: "#e4572e",
            },
            over: "",
        },
    }
}

/// A number for SVG: at most one decimal, no trailing `.0`. Written with integers only,
/// so the app does not carry the float formatting code.
fn n(x: f32) -> String {
    let tenths = (x * 10.0).round() as i32;
    let (whole, frac) = (tenths.abs() / 10, tenths.abs() % 10);
    let sign = if tenths < 0 { "-" } else { "" };
    if frac == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{frac}")
    }
}

/// The eyes and mouth for `mood`.
fn expression(face: &Face, mood: Mood) -> String {
    let r = face.r;
    let mut out = String::new();
    for (x, y) in face.eyes {
        match mood {
            Mood::Calm | Mood::Surprised => {
                let r = if mood == Mood::Surprised { r * 1.3 } else { r };
                out += &format!(
                    r##"<circle cx="{}" cy="{}" r="{}" fill="{}"/><circle cx="{}" cy="{}" r="{}" fill="#fff" opacity=".85"/>"##,
                    n(x),
                    n(y),
                    n(r),
                    face.eye,
                    n(x + r * 0.35),
                    n(y - r * 0.35),
                    n(r * 0.35)
                );
            }
            Mood::Thinking => {
                // Looking up and to the side.
                out += &format!(
                    r#"<circle cx="{}" cy="{}" r="{}" fill="{}"/>"#,
                    n(x + r * 0.45),
                    n(y - r * 0.5),
                    n(r * 0.85),
                    face.eye
                );
            }
            Mood::Happy => {
                // Closed, smiling eyes: ∩.
                out += &format!(
                    r#"<path d="M{} {}a{} {} 0 0 1 {} 0" fill="none" stroke="{}" stroke-width="{}" stroke-linecap="round"/>"#,
                    n(x - r),
                    n(y + r * 0.4),
                    n(r),
                    n(r),
                    n(2.0 * r),
                    face.eye,
                    n(r * 0.7)
                );
            }
        }
    }
    if let Some((x, y, w)) = face.mouth {
        out += &match mood {
            Mood::Calm => format!(
                r#"<path d="M{} {}q{} {} {} 0" fill="none" stroke="{}" stroke-width="1.8" stroke-linecap="round"/>"#,
                n(x - w),
                n(y),
                n(w),
                n(w * 0.7),
                n(2.0 * w),
                face.ink
            ),
            Mood::Happy => format!(
                r#"<path d="M{} {}q{} {} {} 0z" fill="{}"/>"#,
                n(x - w),
                n(y - w * 0.2),
                n(w),
                n(w * 1.5),
                n(2.0 * w),
                face.ink
            ),
            Mood::Surprised => format!(
                r#"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" fill="{}"/>"#,
                n(x),
                n(y + w * 0.2),
                n(w * 0.4),
                n(w * 0.55),
                face.ink
            ),
            Mood::Thinking => format!(
                r#"<path d="M{} {}h{}" stroke="{}" stroke-width="1.8" stroke-linecap="round"/>"#,
                n(x - w * 0.3),
                n(y + w * 0.2),
                n(w * 0.9),
                face.ink
            ),
        };
    }
    out
}

/// The SVG markup of `look` with `mood`. With a `label` it is an image with that
/// accessible name (`role="img"`, `aria-label` and a `<title>`); without, it is hidden from
/// assistive technology (for use beside the character's written name).
pub fn portrait_svg(look: Look, mood: Mood, label: Option<&str>) -> String {
    let a = art(look);
    let access = match label {
        Some(l) => {
            let l = escape(l);
            format!(r#"role="img" aria-label="{l}"><title>{l}</title>"#)
        }
        None => r#"aria-hidden="true" focusable="false">"#.to_string(),
    };
    format!(
        r#"<svg class="portrait-art" viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg" data-look="{}" data-mood="{}" {access}<circle cx="32" cy="32" r="32" fill="{}"/>{}{}{}</svg>"#,
        look.key(),
        mood.key(),
        a.bg,
        a.under,
        expression(&a.face, mood),
        a.over,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::characters::character;
    use std::collections::HashSet;

    /// Checks that every element is closed in order and returns the element names seen.
    fn check_well_formed(svg: &str) -> Vec<String> {
        let mut stack: Vec<String> = Vec::new();
        let mut seen = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find('<') {
            let end = rest[start..].find('>').expect("unclosed tag") + start;
            let tag = &rest[start + 1..end];
            assert!(!tag.contains('<'), "'<' inside a tag: {tag}");
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(stack.pop().as_deref(), Some(name), "in {svg}");
            } else {
                let name: String = tag.chars().take_while(|c| c.is_alphanumeric()).collect();
                // Attribute values are quoted, in pairs.
                assert_eq!(tag.matches('"').count() % 2, 0, "{tag}");
                seen.push(name.clone());
                if !tag.ends_with('/') {
                    stack.push(name);
                }
            }
            rest = &rest[end + 1..];
        }
        assert!(stack.is_empty(), "unclosed {stack:?}");
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        seen
    }

    #[test]
    fn every_portrait_is_well_formed_small_and_only_drawing() {
        let allowed: HashSet<&str> = ["svg", "title", "g", "path", "circle", "ellipse", "rect"]
            .into_iter()
            .collect();
        for look in Look::ALL {
            for mood in Mood::ALL {
                let svg = portrait_svg(look, mood, Some("Pip the chick"));
                for name in check_well_formed(&svg) {
                    assert!(allowed.contains(name.as_str()), "{look:?}: <{name}>");
                }
                assert!(svg.len() < 1800, "{look:?} {mood:?}: {} bytes", svg.len());
                assert!(!svg.contains("NaN") && !svg.contains("inf"));
            }
        }
    }

    #[test]
    fn portraits_differ_by_character_and_by_mood() {
        let mut all = HashSet::new();
        for look in Look::ALL {
            for mood in Mood::ALL {
                assert!(
                    all.insert(portrait_svg(look, mood, None)),
                    "{look:?} {mood:?}"
                );
            }
        }
        // Without the data attributes, the drawings themselves differ.
        let drawing = |look, mood| {
            let svg = portrait_svg(look, mood, None);
            svg[svg.find('>').unwrap()..].to_string()
        };
        let mut drawings = HashSet::new();
        for look in Look::ALL {
            for mood in Mood::ALL {
                assert!(drawings.insert(drawing(look, mood)), "{look:?} {mood:?}");
            }
        }
    }

    #[test]
    fn the_portrait_has_an_accessible_name_or_is_hidden() {
        let svg = portrait_svg(Look::Fox, Mood::Calm, Some("Juniper the fox"));
        assert!(
            svg.contains(r#"role="img" aria-label="Juniper the fox""#),
            "{svg}"
        );
        assert!(svg.contains("<title>Juniper the fox</title>"));
        let svg = portrait_svg(Look::Fox, Mood::Calm, None);
        assert!(svg.contains(r#"aria-hidden="true""#));
        assert!(!svg.contains("role=") && !svg.contains("<title>"));
        let svg = portrait_svg(Look::Disc, Mood::Calm, Some(r#"<Bob & "Al">"#));
        assert!(
            svg.contains("aria-label=\"&lt;Bob &amp; &quot;Al&quot;&gt;\""),
            "{svg}"
        );
        check_well_formed(&svg);
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(n(3.0), "3");
        assert_eq!(n(2.46), "2.5");
        assert_eq!(n(-1.0), "-1");
        assert_eq!(n(0.35 * 2.8), "1");
        assert_eq!(n(12.34), "12.3");
        assert_eq!(n(-0.5), "-0.5");
        assert_eq!(n(-2.25), "-2.3");
    }

    #[test]
    fn every_level_is_drawn_with_its_characters_look() {
        for level in outflank_engine::ai::levels() {
            let c = character(level.id.id());
            let svg = portrait_svg(c.look, Mood::Calm, Some(&c.portrait_label()));
            assert!(svg.contains(&format!("data-look=\"{}\"", c.look.key())));
            assert!(svg.contains(level.name));
        }
    }
}

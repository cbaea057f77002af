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
        Look::Ladybird => Art {
            bg: "#c8eee6",
            under: r##"<g fill="none" stroke="#1d1d1f" stroke-width="2" stroke-linecap="round"><path d="M27 17q-2-8-8-10M37 17q2-8 8-10"/></g><g fill="#1d1d1f"><circle cx="19" cy="7" r="2.6"/><circle cx="45" cy="7" r="2.6"/></g><circle cx="32" cy="43" r="19" fill="#e5352b"/><path d="M32 34v28" stroke="#1d1d1f" stroke-width="1.6"/><g fill="#1d1d1f"><circle cx="20" cy="43" r="3.6"/><circle cx="44" cy="43" r="3.6"/><circle cx="25" cy="54" r="3"/><circle cx="39" cy="54" r="3"/></g><ellipse cx="32" cy="27" rx="14" ry="12" fill="#1d1d1f"/><circle cx="27" cy="25" r="4.2" fill="#fff"/><circle cx="37" cy="25" r="4.2" fill="#fff"/><circle cx="22.5" cy="31" r="2" fill="#ff7fa0" opacity=".8"/><circle cx="41.5" cy="31" r="2" fill="#ff7fa0" opacity=".8"/>"##,
            face: Face {
                eyes: [(27.0, 25.0), (37.0, 25.0)],
                r: 2.3,
                eye: DARK,
                mouth: Some((32.0, 32.5, 2.8)),
                ink: "#ff9fb5",
            },
            over: "",
        },
        Look::Kitten => Art {
            bg: "#fad6e2",
            under: r##"<path d="M12 33L14 9l17 13zM52 33L50 9 33 22z" fill="#8d99a6"/><path d="M16 27l1.5-12 8 7zM48 27l-1.5-12-8 7z" fill="#f4a7b9"/><ellipse cx="32" cy="39" rx="21" ry="18" fill="#8d99a6"/><path d="M28 22l1 5M32 21v6M36 22l-1 5" stroke="#66717d" stroke-width="2" stroke-linecap="round"/><ellipse cx="32" cy="47" rx="9.5" ry="7" fill="#eef1f4"/>"##,
            face: Face {
                eyes: [(24.0, 37.0), (40.0, 37.0)],
                r: 3.0,
                eye: DARK,
                mouth: Some((32.0, 48.5, 2.6)),
                ink: DARK,
            },
            over: r##"<path d="M29.5 43h5l-2.5 3z" fill="#f07f9c"/><path d="M21 46l-12-2M21 49l-12 2M43 46l12-2M43 49l12 2" stroke="#4a525b" stroke-width=".9" stroke-linecap="round"/>"##,
        },
        Look::Squirrel => Art {
            bg: "#cde3fb",
            under: r##"<path d="M38 58C58 56 63 38 57 24C52 12 39 10 38 19C46 18 52 26 49 37C47 46 41 50 34 52z" fill="#a94f22"/><path d="M15 24l1-14 9 9zM43 24l-1-14-9 9z" fill="#b85a26"/><ellipse cx="29" cy="38" rx="17" ry="15.5" fill="#c8692f"/><ellipse cx="29" cy="46" rx="10" ry="7" fill="#f6dfc0"/><ellipse cx="29" cy="59" rx="4.5" ry="5" fill="#b07a40"/><path d="M23.5 57q5.5-6 11 0z" fill="#6b4523"/>"##,
            face: Face {
                eyes: [(22.0, 35.0), (36.0, 35.0)],
                r: 2.6,
                eye: DARK,
                mouth: Some((29.0, 48.0, 2.5)),
                ink: DARK,
            },
            over: r##"<circle cx="29" cy="43" r="1.9" fill="#3b2418"/>"##,
        },
        Look::Rabbit => Art {
            bg: "#e8d3f0",
            under: r##"<path d="M19 32q-7-26 4-29q9 3 4 29zM35 32q1-25 13-26q6 5-5 28z" fill="#f6f3f0" stroke="#cdc3bd"/><path d="M21 28q-4-19 2-22q5 3 2 22zM38 28q2-17 9-18q2 4-5 19z" fill="#f5b1c4"/><ellipse cx="32" cy="42" rx="18" ry="16" fill="#f6f3f0" stroke="#cdc3bd"/><circle cx="21" cy="47" r="3" fill="#f7a8bd" opacity=".6"/><circle cx="43" cy="47" r="3" fill="#f7a8bd" opacity=".6"/>"##,
            face: Face {
                eyes: [(25.0, 40.0), (39.0, 40.0)],
                r: 2.6,
                eye: DARK,
                mouth: Some((32.0, 50.0, 2.5)),
                ink: DARK,
            },
            over: r##"<path d="M30 45h4l-2 2.5z" fill="#ec7e9d"/><path d="M54 62q0-6-2-9" stroke="#2f7d3e" stroke-width="1.4" fill="none"/><g fill="#3f9b4f"><circle cx="49" cy="51" r="3"/><circle cx="55" cy="51" r="3"/><circle cx="52" cy="46" r="3"/></g>"##,
        },
        Look::Badger => Art {
            bg: "#f1e3c8",
            under: r##"<path d="M17 64q1-15 15-18q14 3 15 18z" fill="#7d7f86"/><circle cx="15.5" cy="22" r="5.5" fill="#f4f1ea"/><circle cx="48.5" cy="22" r="5.5" fill="#f4f1ea"/><circle cx="15.5" cy="22" r="3.2" fill="#2f2f35"/><circle cx="48.5" cy="22" r="3.2" fill="#2f2f35"/><path d="M13 30q0-15 19-15q19 0 19 15q0 12-19 24q-19-12-19-24z" fill="#f4f1ea"/><path d="M17 21q3-5 10-5l2.5 28q-.5 1.5-1.5 1q-9-8-11-24z" fill="#2f2f35"/><path d="M47 21q-3-5-10-5l-2.5 28q.5 1.5 1.5 1q9-8 11-24z" fill="#2f2f35"/><circle cx="23.5" cy="32" r="3.6" fill="#f4f1ea"/><circle cx="40.5" cy="32" r="3.6" fill="#f4f1ea"/><ellipse cx="32" cy="46.5" rx="3.6" ry="2.6" fill="#2f2f35"/>"##,
            face: Face {
                eyes: [(23.5, 32.0), (40.5, 32.0)],
                r: 2.3,
                eye: DARK,
                mouth: Some((32.0, 51.0, 2.2)),
                ink: DARK,
            },
            over: r##"<ellipse cx="48" cy="57" rx="4.2" ry="4.6" fill="#a86b34"/><path d="M43.6 55.5q4.4-6 8.8 0q-4.4-2-8.8 0z" fill="#8fa24a"/>"##,
        },
        Look::Bear => Art {
            bg: "#f6d58e",
            under: r##"<circle cx="15" cy="22" r="8" fill="#8a5a35"/><circle cx="49" cy="22" r="8" fill="#8a5a35"/><circle cx="15" cy="22" r="4" fill="#c99a6b"/><circle cx="49" cy="22" r="4" fill="#c99a6b"/><circle cx="32" cy="38" r="21" fill="#8a5a35"/><ellipse cx="32" cy="47" rx="10" ry="7.5" fill="#e3c29a"/>"##,
            face: Face {
                eyes: [(24.0, 35.0), (40.0, 35.0)],
                r: 2.5,
                eye: DARK,
                mouth: Some((32.0, 50.0, 3.0)),
                ink: DARK,
            },
            over: r##"<ellipse cx="32" cy="43.5" rx="3.6" ry="2.6" fill="#2b211b"/>"##,
        },
        Look::Raven => Art {
            bg: "#ece3cf",
            under: r##"<ellipse cx="32" cy="62" rx="21" ry="13" fill="#262833"/><path d="M29 18q-3-9 4-13q-1 6 4 10zM34 18q2-8 9-9q-3 5-4 10z" fill="#262833"/><circle cx="32" cy="34" r="18" fill="#2c2f3b"/><path d="M19 28q5-9 15-11" stroke="#6b7fa6" stroke-width="2" fill="none" stroke-linecap="round"/>"##,
            face: Face {
                eyes: [(25.0, 32.0), (39.0, 32.0)],
                r: 2.7,
                eye: "#f2cf5b",
                mouth: None,
                ink: DARK,
            },
            over: r##"<path d="M26 38q6-5 12 0l-6 14z" fill="#7a8093"/><path d="M27 39q5-3 10 0" stroke="#3b3f4d" stroke-width="1.2" fill="none"/>"##,
        },
        Look::Dragon => Art {
            bg: "#4b1d2a",
            under: r##"<g fill="#ffb347"><circle cx="9" cy="50" r="1.6"/><circle cx="55" cy="13" r="1.3"/><circle cx="57" cy="50" r="1"/><circle cx="12" cy="16" r="1"/></g><path d="M21 22l-5-16 11 10zM43 22l5-16-11 10z" fill="#f2d7a0"/><path d="M15 36L4 28l3 15zM49 36l11-8-3 15z" fill="#2a8a63"/><path d="M27 19l5-7 5 7z" fill="#f26b3a"/><ellipse cx="32" cy="36" rx="19" ry="17" fill="#3fb07f"/><ellipse cx="32" cy="47" rx="12" ry="8" fill="#93dbb4"/><g fill="#1f5b40"><circle cx="28" cy="44" r="1.3"/><circle cx="36" cy="44" r="1.3"/></g>"##,
            face: Face {
                eyes: [(25.0, 33.0), (39.0, 33.0)],
                r: 2.8,
                eye: DARK,
                mouth: Some((32.0, 49.5, 3.5)),
                ink: "#1f5b40",
            },
            over: "",
        },
        Look::Lion => Art {
            bg: "#1f5552",
            under: r##"<path d="M32 6l6 5 8-2 3 7 8 2-1 8 5 6-5 6 1 8-8 2-3 7-8-2-6 5-6-5-8 2-3-7-8-2 1-8-5-6 5-6-1-8 8-2 3-7 8 2z" fill="#c4661f"/><circle cx="32" cy="34" r="20" fill="#dd8a2e"/><circle cx="20" cy="21" r="5" fill="#f2c062"/><circle cx="44" cy="21" r="5" fill="#f2c062"/><circle cx="20" cy="21" r="2.5" fill="#c77f33"/><circle cx="44" cy="21" r="2.5" fill="#c77f33"/><ellipse cx="32" cy="36" rx="15" ry="16" fill="#f2c062"/><ellipse cx="32" cy="45" rx="8" ry="6" fill="#fbe3b0"/>"##,
            face: Face {
                eyes: [(26.0, 34.0), (38.0, 34.0)],
                r: 2.4,
                eye: DARK,
                mouth: Some((32.0, 47.5, 2.8)),
                ink: DARK,
            },
            over: r##"<path d="M29 40h6l-3 3.5z" fill="#6b3a1e"/>"##,
        },
        Look::Wolf => Art {
            bg: "#1e2d4d",
            under: r##"<circle cx="32" cy="8" r="4.5" fill="#f4e7b0"/><g fill="#f4e7b0"><circle cx="9" cy="14" r="1"/><circle cx="15" cy="7" r=".8"/><circle cx="57" cy="28" r=".8"/></g><path d="M11 32L13 5l17 15zM53 32L51 5 34 20z" fill="#6e7a8a"/><path d="M15 25l1-13 8 7zM49 25l-1-13-8 7z" fill="#3d4653"/><path d="M9 30q23-18 46 0l-2 11-6 8q-7 9-15 11q-8-2-15-11l-6-8z" fill="#8c97a6"/><path d="M11 35q9 1 15 13q-3 7 6 12q-8-2-15-11zM53 35q-9 1-15 13q3 7-6 12q8-2 15-11z" fill="#e9edf2"/><ellipse cx="32" cy="49" rx="8" ry="8" fill="#e9edf2"/><path d="M32 18v9" stroke="#6e7a8a" stroke-width="3" stroke-linecap="round"/>"##,
            face: Face {
                eyes: [(24.0, 35.0), (40.0, 35.0)],
                r: 2.7,
                eye: "#e9a21b",
                mouth: Some((32.0, 53.5, 3.0)),
                ink: DARK,
            },
            over: r##"<ellipse cx="32" cy="46" rx="3.8" ry="2.8" fill="#1b1d22"/><path d="M19 31l8 2M45 31l-8 2" stroke="#3d4653" stroke-width="1.6" stroke-linecap="round"/>"##,
        },
        Look::Eagle => Art {
            bg: "#8fcbf2",
            under: r##"<g fill="#fff" opacity=".85"><circle cx="9" cy="20" r="4"/><circle cx="14" cy="18" r="5"/><circle cx="19" cy="21" r="3.5"/><circle cx="44" cy="11" r="3"/><circle cx="49" cy="12" r="4"/></g><ellipse cx="32" cy="63" rx="25" ry="14" fill="#5b3920"/><path d="M15 44q-4-6-2-12l6 3M49 44q4-6 2-12l-6 3" fill="#fbfaf4"/><circle cx="32" cy="33" r="18" fill="#fbfaf4"/><path d="M18 48q14 9 28 0q-4 6-14 7q-10-1-14-7z" fill="#e3ded2"/>"##,
            face: Face {
                eyes: [(24.0, 31.0), (40.0, 31.0)],
                r: 2.6,
                eye: "#3a2812",
                mouth: None,
                ink: DARK,
            },
            over: r##"<path d="M18 26q6-2 11 2M46 26q-6-2-11 2" stroke="#8a7a66" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M25 37q7-5 14 0q1 9-7 14q2-5-2-7q-6-1-5-7z" fill="#f5b62e"/><path d="M27 41q5 2 10 0" stroke="#b37812" stroke-width="1.2" fill="none"/>"##,
        },
        Look::Octopus => Art {
            bg: "#0f4f5f",
            under: r##"<g fill="none" stroke="#8fe0ee" stroke-width="1"><circle cx="11" cy="12" r="2.5"/><circle cx="16" cy="20" r="1.5"/><circle cx="49" cy="10" r="2"/></g><g fill="none" stroke="#e05a92" stroke-width="5" stroke-linecap="round"><path d="M17 40q-10 0-10-10"/><path d="M47 40q10 0 10-10"/><path d="M20 44q-6 7-2 13"/><path d="M28 46q-2 9 1 15"/><path d="M36 46q2 9-1 15"/><path d="M44 44q6 7 2 13"/></g><circle cx="7" cy="23" r="4.5" fill="#1b1d1c"/><circle cx="57" cy="23" r="4.5" fill="#f3efe4"/><ellipse cx="32" cy="31" rx="18" ry="17" fill="#ec6fa3"/><g fill="#c94f82"><circle cx="24" cy="20" r="2"/><circle cx="38" cy="18" r="1.6"/><circle cx="31" cy="15" r="1.2"/></g><circle cx="21" cy="39" r="2.6" fill="#ffb3cc" opacity=".7"/><circle cx="43" cy="39" r="2.6" fill="#ffb3cc" opacity=".7"/>"##,
            face: Face {
                eyes: [(25.0, 33.0), (39.0, 33.0)],
                r: 3.0,
                eye: DARK,
                mouth: Some((32.0, 41.0, 3.0)),
                ink: DARK,
            },
            over: "",
        },
        Look::Peacock => Art {
            bg: "#d6efe9",
            under: r##"<path d="M2 52a30 30 0 0 1 60 0v12H2z" fill="#2f8f6f"/><g fill="#f2c14e"><circle cx="9.8" cy="46" r="3.6"/><circle cx="14.4" cy="37.2" r="3.6"/><circle cx="21" cy="28.4" r="3.6"/><circle cx="43" cy="28.4" r="3.6"/><circle cx="49.6" cy="37.2" r="3.6"/><circle cx="54.2" cy="46" r="3.6"/></g><g fill="#1f5fa8"><circle cx="9.8" cy="46" r="2"/><circle cx="14.4" cy="37.2" r="2"/><circle cx="21" cy="28.4" r="2"/><circle cx="43" cy="28.4" r="2"/><circle cx="49.6" cy="37.2" r="2"/><circle cx="54.2" cy="46" r="2"/></g><path d="M32 26l-4-9M32 26v-11M32 26l4-9" stroke="#1d4f9a" stroke-width="1.2"/><g fill="#2fbf8f"><circle cx="28" cy="17" r="1.8"/><circle cx="32" cy="15" r="1.8"/><circle cx="36" cy="17" r="1.8"/></g><ellipse cx="32" cy="62" rx="13" ry="10" fill="#2a6fd1"/><circle cx="32" cy="38" r="13" fill="#2a6fd1"/><ellipse cx="27" cy="36" rx="4" ry="3.2" fill="#fff"/><ellipse cx="37" cy="36" rx="4" ry="3.2" fill="#fff"/>"##,
            face: Face {
                eyes: [(27.0, 36.0), (37.0, 36.0)],
                r: 2.2,
                eye: DARK,
                mouth: None,
                ink: DARK,
            },
            over: r##"<path d="M29.5 41h5l-2.5 4.5z" fill="#e0a63a"/>"##,
        },
        Look::Heron => Art {
            bg: "#dcebe6",
            under: r##"<g stroke="#7fa36b" stroke-width="2" stroke-linecap="round"><path d="M11 56V34M15 56V41M49 56V38M53 56V43"/></g><g fill="#8a6a45"><ellipse cx="11" cy="32" rx="1.8" ry="4.5"/><ellipse cx="49" cy="36" rx="1.8" ry="4.5"/></g><path d="M8.8 54h46.4a32 32 0 0 1-46.4 0z" fill="#a9cfd6"/><path d="M20 64q2-17 12-21q10 4 12 21z" fill="#98a6b4"/><path d="M29 64q1-13 3-17q2 4 3 17z" fill="#f3f5f6"/><path d="M31 50h2M30.5 54h3M30 58h4" stroke="#59636e" stroke-width=".9" stroke-linecap="round"/><path d="M36 19q8-9 19-9q-9 3-15 11z" fill="#23272c"/><ellipse cx="32" cy="30" rx="13" ry="13.5" fill="#f4f6f7"/><path d="M20 27q4-4 9-2.5M44 27q-4-4-9-2.5" fill="none" stroke="#23272c" stroke-width="2.6" stroke-linecap="round"/><circle cx="27" cy="31" r="3.7" fill="#f2c94c"/><circle cx="37" cy="31" r="3.7" fill="#f2c94c"/>"##,
            face: Face {
                eyes: [(27.0, 31.0), (37.0, 31.0)],
                r: 2.3,
                eye: DARK,
                mouth: None,
                ink: DARK,
            },
            over: r##"<path d="M29.3 35.5h5.4L32 52z" fill="#e8a93a"/><path d="M32 36v14" stroke="#c48722" stroke-width=".7"/>"##,
        },
        Look::Panther => Art {
            bg: "#3b3f58",
            under: r##"<g fill="#f4e7a1"><circle cx="8" cy="10" r="1.2"/><circle cx="56" cy="8" r="1.5"/><circle cx="54" cy="54" r="1"/><circle cx="10" cy="52" r="1.3"/></g><circle cx="18" cy="20" r="6" fill="#1c1c22"/><circle cx="46" cy="20" r="6" fill="#1c1c22"/><circle cx="18" cy="20" r="3" fill="#4a3f55"/><circle cx="46" cy="20" r="3" fill="#4a3f55"/><ellipse cx="32" cy="36" rx="19" ry="17" fill="#1c1c22"/><ellipse cx="32" cy="45" rx="8" ry="6" fill="#2e2b36"/>"##,
            face: Face {
                eyes: [(25.0, 33.0), (39.0, 33.0)],
                r: 2.8,
                eye: "#f2c230",
                mouth: Some((32.0, 48.0, 3.0)),
                ink: "#c9c2d6",
            },
            over: r##"<path d="M29 41.5h6l-3 3z" fill="#7a6a85"/><path d="M22 44l-8-1M22 46l-8 2M42 44l8-1M42 46l8 2" stroke="#8d86a0" stroke-width=".8" stroke-linecap="round"/>"##,
        },
        Look::SnowLeopard => Art {
            bg: "#dfe9f3",
            under: r##"<g fill="#fff"><circle cx="7" cy="9" r="1.6"/><circle cx="15" cy="5" r="1.1"/><circle cx="57" cy="12" r="1.5"/><circle cx="52" cy="4" r="1"/><circle cx="6" cy="50" r="1.2"/><circle cx="58" cy="48" r="1.4"/></g><circle cx="19" cy="20" r="5.5" fill="#e9e6df"/><circle cx="45" cy="20" r="5.5" fill="#e9e6df"/><circle cx="19" cy="20" r="2.8" fill="#c7bfb3"/><circle cx="45" cy="20" r="2.8" fill="#c7bfb3"/><circle cx="32" cy="36" r="19" fill="#f1eee8"/><g fill="#5d5a57"><circle cx="20" cy="28" r="1.6"/><circle cx="44" cy="28" r="1.6"/><circle cx="16" cy="38" r="1.6"/><circle cx="48" cy="38" r="1.6"/><circle cx="26" cy="22" r="1.4"/><circle cx="38" cy="22" r="1.4"/><circle cx="32" cy="20" r="1.2"/></g><ellipse cx="32" cy="45" rx="7" ry="5" fill="#fbfaf7"/>"##,
            face: Face {
                eyes: [(25.0, 34.0), (39.0, 34.0)],
                r: 2.6,
                eye: "#3c6e8f",
                mouth: Some((32.0, 49.0, 3.0)),
                ink: DARK,
            },
            over: r##"<path d="M29.5 42h5l-2.5 3z" fill="#c98b8b"/>"##,
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
            let svg = portrait_svg(
                c.look,
                Mood::Calm,
                Some(&c.portrait_label(&crate::i18n::Texts::english())),
            );
            assert!(svg.contains(&format!("data-look=\"{}\"", c.look.key())));
            assert!(svg.contains(level.name));
        }
    }
}

//! A character's portrait in the app: an `<img>` of one of the pictures written out at
//! build time (see [`crate::pages::portrait_art`]), so the drawing code stays out of the app.

use super::characters::{character, Mood};
use super::portrait_url;
use crate::i18n::Texts;
use yew::prelude::*;

/// The face of the character of level `level` with `mood`, in a `<span class="portrait
/// {class}">`. Its accessible name is e.g. "Pip the chick" in `t`'s language unless it is `decorative`
/// (written beside the name). A function rather than a component, so the app carries no
/// component machinery for it.
pub fn portrait_img(
    t: &Texts,
    level: u8,
    mood: Mood,
    decorative: bool,
    class: &'static str,
) -> Html {
    let c = character(level);
    let alt = if decorative {
        String::new()
    } else {
        c.portrait_label(t)
    };
    html! {
        <span class={classes!("portrait", class)} data-level={level.to_string()}>
            <img
                class="portrait-art"
                src={portrait_url(c.look, mood)}
                {alt}
                width="64"
                height="64"
                data-mood={mood.key()}
            />
        </span>
    }
}

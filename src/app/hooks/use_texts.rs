//! The words of the player's language, for any component: the app provides the model's
//! [`Texts`] as a context, so a change of language re-renders every component that reads it.

use crate::i18n::Texts;
use std::rc::Rc;
use yew::prelude::*;

/// The player's language's words (English outside the app's context, e.g. in a test).
#[hook]
pub fn use_texts() -> Rc<Texts> {
    use_context::<Rc<Texts>>().unwrap_or_else(Texts::english)
}

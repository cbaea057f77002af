//! Changing the app's language: the catalog fetched, then the model told, so that every
//! word changes at once without a reload; `<html lang>` follows the words shown.

use crate::app::language;
use crate::app::model::Action;
use crate::i18n::{Language, Texts};
use std::rc::Rc;
use yew::prelude::*;

/// Keeps `<html lang>` on the language of `texts` (the words shown) and gives the callback
/// that picks a language; a catalog that cannot be had leaves the words as they are and
/// says so in a notice.
#[hook]
pub fn use_language(texts: Rc<Texts>, dispatch: Callback<Action>) -> Callback<Language> {
    {
        let shown = texts.clone();
        use_effect_with(texts.language(), move |_| language::mark_page(&shown));
    }
    // The words of the notice are those shown when the catalog fails, not at the first render.
    let shown = use_mut_ref(Texts::english);
    *shown.borrow_mut() = texts;
    (*use_memo((), move |_| {
        Callback::from(move |picked: Language| {
            language::remember(picked);
            let dispatch = dispatch.clone();
            let shown = shown.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match language::load_texts(picked).await {
                    Ok(texts) => dispatch.emit(Action::SetLanguage(texts)),
                    Err(reason) => {
                        let text = shown
                            .borrow()
                            .language_unavailable(picked.native_name(), &reason);
                        dispatch.emit(Action::Notify(text));
                    }
                }
            });
        })
    }))
    .clone()
}

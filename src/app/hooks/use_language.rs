//! Changing the app's language: the catalog fetched, then the model told, so that every
//! word changes at once without a reload; `<html lang>` follows the words shown. The
//! built-in English is completed (its late messages fetched) as soon as the app has
//! rendered: the fetch runs while the app is still drawn behind the first frame.

use crate::app::language;
use crate::app::model::{Action, Notice};
use crate::i18n::{Language, Texts};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The words shown, as the hook's callbacks see them when they run.
type Shown = Rc<RefCell<Rc<Texts>>>;

/// Keeps `<html lang>` on the language of `texts` (the words shown) and gives the callback
/// that picks a language; a catalog that cannot be had leaves the words as they are and
/// says so in a notice. Words that lack the late messages (the built-in English) are
/// replaced by the whole catalog, fetched after the first render.
#[hook]
pub fn use_language(texts: Rc<Texts>, dispatch: Callback<Action>) -> Callback<Language> {
    // The words shown when a fetched catalog arrives, not at the first render.
    let shown: Shown = use_mut_ref(Texts::built_in);
    *shown.borrow_mut() = texts.clone();
    {
        let (shown, dispatch) = (shown.clone(), dispatch.clone());
        use_effect_with(
            (texts.language(), texts.is_complete()),
            move |&(language, complete)| {
                language::mark_page(&shown.borrow());
                if !complete {
                    switch(language, None, shown, dispatch);
                }
            },
        );
    }
    (*use_memo((), move |_| {
        Callback::from(move |picked: Language| {
            switch(picked, Some(picked), shown.clone(), dispatch.clone());
        })
    }))
    .clone()
}

/// Fetches the whole catalog of `language` and shows it: always when the player `picked`
/// it (a notice says when it cannot be had), else only if the words shown are still that
/// language's and incomplete (the player may have picked another meanwhile).
fn switch(language: Language, picked: Option<Language>, shown: Shown, dispatch: Callback<Action>) {
    wasm_bindgen_futures::spawn_local(async move {
        match language::load_texts(language).await {
            Ok(texts) => {
                let wanted = picked.is_some() || {
                    let now = shown.borrow();
                    now.language() == language && !now.is_complete() && texts.is_complete()
                };
                if wanted {
                    // Kept for the next visits once its words are here: a language that
                    // could not be loaded is not the one the next visit starts in.
                    if picked.is_some() {
                        language::remember(language);
                    }
                    dispatch.emit(Action::SetLanguage(texts));
                }
            }
            Err(why) => {
                if let Some(language) = picked {
                    dispatch.emit(Action::Notify(Notice::LanguageUnavailable {
                        language,
                        why,
                    }));
                }
            }
        }
    });
}

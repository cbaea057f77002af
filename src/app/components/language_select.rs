//! The picker of the app's language (page contract: `select[data-language]`), in the
//! Settings and on the About page: each language named in itself, the choice applied at
//! once and kept for the next visits.

use crate::app::hooks::use_texts;
use crate::i18n::Language;
use yew::prelude::*;

/// The properties of a language picker.
#[derive(Properties, PartialEq)]
pub struct LanguageSelectProps {
    /// The id of its `<select>` (two pickers may be on the page's views).
    pub id: AttrValue,
    /// The language spoken now.
    pub current: Language,
    /// Called with the language picked.
    pub on_change: Callback<Language>,
}

/// A `<select data-language>` whose options' values are BCP 47 codes and whose labels are
/// the languages' own names (each option marked with its `lang`).
#[function_component(LanguageSelect)]
pub fn language_select(props: &LanguageSelectProps) -> Html {
    let t = use_texts();
    let onchange = props.on_change.reform(|e: Event| {
        e.target_dyn_into::<web_sys::HtmlSelectElement>()
            .and_then(|s| Language::from_code(&s.value()))
            .unwrap_or_default()
    });
    let options = Language::ALL.into_iter().map(|l| {
        html! {
            <option value={l.code()} lang={l.code()} selected={l == props.current}>{ l.native_name() }</option>
        }
    });
    html! {
        <div class="field language">
            <label for={props.id.clone()}>{ t.language_label() }</label>
            <select id={props.id.clone()} data-language="" {onchange}>{ for options }</select>
        </div>
    }
}

//! The picker of the app's language (page contract: `select[data-language]`), in the
//! Settings and on the About page: each language named in itself, the choice applied as
//! soon as its words are here and kept for the next visits.

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
    let current = props.current;
    let select = use_node_ref();
    {
        // An option's `selected` no longer moves a select its player has changed: the
        // language shown is set on the select itself.
        let select = select.clone();
        use_effect_with(current, move |current| {
            if let Some(select) = select.cast::<web_sys::HtmlSelectElement>() {
                select.set_value(current.code());
            }
        });
    }
    let onchange = props.on_change.reform(move |e: Event| {
        let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() else {
            return Language::default();
        };
        let picked = Language::from_code(&select.value()).unwrap_or_default();
        // The picker names the language shown until the picked one's words are here (its
        // option then becomes the selected one): a language that cannot be had is not left
        // named over words in another.
        select.set_value(current.code());
        picked
    });
    let options = Language::ALL.into_iter().map(|l| {
        html! {
            <option value={l.code()} lang={l.code()} selected={l == props.current}>{ l.native_name() }</option>
        }
    });
    html! {
        <div class="field language">
            <label for={props.id.clone()}>{ t.language_label() }</label>
            <select ref={select} id={props.id.clone()} data-language="" {onchange}>{ for options }</select>
        </div>
    }
}

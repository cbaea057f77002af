use yew::prelude::*;

/// The properties of a notice.
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// The message.
    pub text: String,
    /// Called when the player dismisses it.
    pub on_dismiss: Callback<()>,
}

/// A message about something that went wrong (unreadable saved data, a refused move
/// list, storage unavailable), announced at once, until dismissed.
#[function_component(Notice)]
pub fn notice(props: &NoticeProps) -> Html {
    let onclick = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice" role="alert">
            <p>{ &props.text }</p>
            <button type="button" class="dismiss" {onclick} aria-label="Dismiss message">{ "×" }</button>
        </div>
    }
}

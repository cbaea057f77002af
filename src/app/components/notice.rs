use yew::prelude::*;

/// A message about something that went wrong (unreadable saved data, a refused move
/// list or file, storage unavailable), announced at once, until dismissed. A plain
/// function (no hooks), so the app carries no component machinery for it.
pub fn notice(text: &str, dismiss_label: String, on_dismiss: &Callback<()>) -> Html {
    let onclick = on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice" role="alert">
            <p>{ text.to_string() }</p>
            <button type="button" class="dismiss" {onclick} aria-label={dismiss_label}>{ "×" }</button>
        </div>
    }
}

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Where a fetched text is.
#[derive(Clone, PartialEq, Debug)]
pub enum Fetched {
    /// On its way.
    Loading,
    /// Here it is.
    Ready(AttrValue),
    /// It could not be had (offline before the page was ever cached, say).
    Failed,
}

/// The text of `url` (one of the app's own files); `None` when it cannot be had.
pub async fn fetch_text(url: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// The text at `url` (one of the app's own files), fetched once, and again when `url`
/// changes.
#[hook]
pub fn use_fetched_text(url: &'static str) -> Fetched {
    let state = use_state(|| Fetched::Loading);
    {
        let state = state.clone();
        use_effect_with(url, move |&url| {
            wasm_bindgen_futures::spawn_local(async move {
                state.set(match fetch_text(url).await {
                    Some(text) => Fetched::Ready(AttrValue::from(text)),
                    None => Fetched::Failed,
                });
            });
        });
    }
    (*state).clone()
}

//! Files the player saves and loads: a download made in the page (no server involved) and
//! the text of a chosen file.

use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a download named `name` of type `media_type`; the browser's own
/// reason when it refuses.
pub fn download(name: &str, media_type: &str, text: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(media_type);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.click();
    // The click has started the download; the URL may go once it has been read.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// The text of `file`, or why it cannot be read.
pub async fn read_text(file: web_sys::File) -> Result<String, String> {
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| "the browser could not read the file".to_string())?;
    text.as_string()
        .ok_or_else(|| "the browser could not read the file".to_string())
}

//! Files the player saves and loads: a download made in the page (no server involved) and
//! the text of a chosen file.

use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` as a download named `name` of type `media_type`.
pub fn download(name: &str, media_type: &str, text: &str) -> Result<(), String> {
    let fail = |_: JsValue| "the browser refused to make the file".to_string();
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(media_type);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.unchecked_into();
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

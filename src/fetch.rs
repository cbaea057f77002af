//! Reading a fetched file's bytes, for the worker (the weights, the book) and the app (the
//! puzzles): each starts the fetch from its own global scope, this reads the answer.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// A JavaScript error in words.
pub fn describe(error: JsValue) -> String {
    error
        .as_string()
        .or_else(|| {
            error
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{error:?}"))
}

/// The bytes of the file at `url`, whose fetch `fetching` has started (the window's or a
/// worker's `fetch_with_str(url)`); why not, when it fails or answers with an error status.
pub async fn bytes(url: &str, fetching: js_sys::Promise) -> Result<Vec<u8>, String> {
    let response: web_sys::Response = JsFuture::from(fetching)
        .await
        .map_err(describe)?
        .unchecked_into();
    if !response.ok() {
        return Err(format!("{url}: HTTP status {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(describe)?)
        .await
        .map_err(describe)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

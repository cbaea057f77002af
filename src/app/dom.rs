//! The page's elements, found by id or selector, for the few things Yew does not do:
//! moving the focus, pressing a button for a shortcut, opening a dialog; and the date.

use wasm_bindgen::JsCast;

/// The element with this `id`, if the page has one of type `T`.
pub fn by_id<T: JsCast>(id: &str) -> Option<T> {
    web_sys::window()?
        .document()?
        .get_element_by_id(id)?
        .dyn_into()
        .ok()
}

/// Moves the focus to the first element matched by `selector`, if there is one.
pub fn focus(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Scrolls the first element matched by `selector` to the top of the screen, unless it is
/// on screen whole already.
pub fn show_whole(selector: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let element = window
        .document()
        .and_then(|d| d.query_selector(selector).ok().flatten());
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or_default();
    if let Some(element) = element {
        let r = element.get_bounding_client_rect();
        if r.top() < 0.0 || r.bottom() > height {
            element.scroll_into_view();
        }
    }
}

/// Scrolls the first element matched by `selector` sideways so that its content's `x`
/// (in px) is in its middle.
pub fn scroll_sideways_to(selector: &str, x: i32) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten());
    if let Some(element) = element {
        element.set_scroll_left(x - element.client_width() / 2);
    }
}

/// Opens the folded panel (`<details>`) that holds `element`, if it is in one, so that it
/// can take the focus.
pub fn unfold(element: &web_sys::Element) {
    if let Ok(Some(details)) = element.closest("details") {
        let _ = details.set_attribute("open", "");
    }
}

/// Today, as a GGF record's date (`DT`): `2026.11.27` (the day, so that the record does
/// not change from one second to the next).
pub fn ggf_date() -> String {
    let iso = String::from(js_sys::Date::new_0().to_iso_string());
    iso.get(..10).unwrap_or_default().replace('-', ".")
}

//! The app's main thread: renders [`outflank::app::components::App`] into the page's
//! `<div id="app">` (the rest of the body, e.g. the help dialog, is static markup).

fn main() {
    console_error_panic_hook::set_once();
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => yew::Renderer::<outflank::app::components::App>::with_root(root).render(),
        None => yew::Renderer::<outflank::app::components::App>::new().render(),
    };
}

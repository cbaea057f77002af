use crate::app::model::{Action, Notice};
use gloo_events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// Tells the player when a new version of the app has been installed while this page was
/// open. The service worker of a new build takes over at once (so the next reload gets
/// it); the page that is open keeps running the old code until then. A first install, where
/// the page had no service worker before, is not news.
#[hook]
pub fn use_update_notice(dispatch: Callback<Action>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window()
            .map(|w| w.navigator())
            // Absent on insecure origins: nothing to watch there.
            .filter(|n| {
                js_sys::Reflect::has(n, &JsValue::from_str("serviceWorker")).unwrap_or(false)
            })
            .map(|n| n.service_worker())
            .filter(|c| c.controller().is_some())
            .map(|c| {
                EventListener::once(&c, "controllerchange", move |_| {
                    dispatch.emit(Action::Notify(Notice::UpdateInstalled))
                })
            });
        move || drop(listener)
    });
}

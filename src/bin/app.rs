//! The app's main thread: renders [`outflank::components::App`] into the page.

fn main() {
    console_error_panic_hook::set_once();
    yew::Renderer::<outflank::components::App>::new().render();
}

//! The app's main thread: renders [`outflank::app::components::App`] in the place of the
//! first frame that `<div id="app">` holds (see [`outflank::app::mount`]); the rest of the
//! body, e.g. the help dialog, is static markup.

fn main() {
    console_error_panic_hook::set_once();
    outflank::app::mount::start();
}

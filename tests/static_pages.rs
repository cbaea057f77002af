//! The committed files under `static/generated/` are exactly what the code makes now
//! (regenerate with `cargo run -p outflank --example static-pages`).
#![cfg(not(target_arch = "wasm32"))]

use outflank::pages::static_pages::{files, DIR};
use std::path::Path;

#[test]
fn generated_files_are_current() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(DIR);
    for (name, want) in files() {
        let have = std::fs::read_to_string(dir.join(&name)).unwrap_or_default();
        assert!(
            have == want,
            "{DIR}/{name} is out of date: run `cargo run -p outflank --example static-pages`"
        );
    }
}

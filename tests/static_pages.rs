//! The committed files under `static/generated/` are exactly what the code makes now
//! (regenerate with `cargo run -p outflank --example static-pages`).
#![cfg(not(target_arch = "wasm32"))]

use outflank::pages::{static_pages::files, DIR};
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

#[test]
fn every_committed_file_is_still_made() {
    // A file no writer makes any more would still be copied into the build and cached.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(DIR);
    let made: Vec<String> = files().into_iter().map(|(name, _)| name).collect();
    for entry in std::fs::read_dir(&dir).expect("the generated folder") {
        let name = entry.expect("a directory entry").file_name();
        let name = name.to_string_lossy();
        assert!(
            made.iter().any(|m| *m == name),
            "{DIR}/{name} is made by nothing: delete it"
        );
    }
}

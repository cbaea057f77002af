//! Writes the generated static files (rules, About, portraits) under `static/generated/`.
//! Run after changing the rules, the licences or the portraits:
//! `cargo run -p outflank --example static-pages`.
use outflank::pages::{static_pages::files, DIR};
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(DIR);
    std::fs::create_dir_all(&dir).expect("create the directory");
    for (name, text) in files() {
        std::fs::write(dir.join(&name), text).expect("write a file");
    }
    println!("wrote {} files to {}", files().len(), dir.display());
}

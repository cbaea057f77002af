//! Compiles the catalogs of `locales/<code>/*.ftl` (see `src/i18n/compile.rs`): fails
//! the build when a language lacks a message or a placeholder of English's, and writes the
//! message methods and the built-in English into `$OUT_DIR/messages.rs`.

#[path = "src/i18n/compile.rs"]
#[allow(dead_code)]
mod compile;

use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=src/i18n/compile.rs");
    let mut codes: Vec<String> = std::fs::read_dir(&root)
        .expect("the locales folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    codes.sort();
    let mut problems = Vec::new();
    let mut catalogs = Vec::new();
    for code in &codes {
        let mut source = String::new();
        for file in compile::FILES {
            let path = root.join(code).join(file);
            println!("cargo:rerun-if-changed={}", path.display());
            source.push_str(&std::fs::read_to_string(&path).expect("a catalog's file"));
            source.push('\n');
        }
        match compile::parse(code, &source) {
            Ok(c) => catalogs.push(c),
            Err(e) => problems.extend(e),
        }
    }
    let english = catalogs
        .iter()
        .find(|c| c.code == "en")
        .cloned()
        .expect("locales/en/main.ftl");
    for c in &catalogs {
        problems.extend(compile::check(&english, c));
    }
    if !problems.is_empty() {
        panic!(
            "the catalogs do not match English:\n{}",
            problems.join("\n")
        );
    }
    let numeric = compile::numeric_variables(&english, &catalogs);
    let source = format!(
        "/// How many messages every catalog has.\npub const MESSAGE_COUNT: usize = {};\n\
         /// The built-in English, compiled (without the late messages).\npub(super) const BUILT_IN: &str = {:?};\n{}",
        english.messages.len(),
        compile::compiled_built_in(&english),
        compile::rust_methods(&english, &numeric)
    );
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("messages.rs");
    std::fs::write(out, source).expect("write messages.rs");
}

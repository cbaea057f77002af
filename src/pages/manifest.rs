//! The web app's manifest in each language: `manifest.json` (English, at the site's root)
//! made into `generated/manifest-<code>.json` for every other language, with the page's
//! title as its name, the catalog's `manifest-description` and its `lang`. index.html's
//! inline script links the one of the language it chooses before the first paint, so an
//! app installed from a Japanese page is described in Japanese where the platform shows a
//! description (Chromium's install dialog and its app lists; iOS shows the name only).
//!
//! A manifest's addresses are relative to the manifest itself: from `generated/`, the
//! start URL, scope, id and icons gain a `../`, so that every language's manifest names
//! the same app (the same `id`), installed once.

use super::page_texts::PageTexts;
use super::SERVED_DIR;
use serde_json::Value;

/// The English manifest, served at the site's root.
pub const ENGLISH: &str = include_str!("../../manifest.json");

/// `language`'s manifest: English's with its name, description and language, its
/// addresses made relative to [`SERVED_DIR`].
pub fn manifest(t: &PageTexts) -> String {
    let mut manifest: Value = serde_json::from_str(ENGLISH).expect("manifest.json is JSON");
    let up = "../".repeat(SERVED_DIR.matches('/').count());
    let object = manifest.as_object_mut().expect("an object");
    object.insert("name".into(), t.text("page-title").into());
    object.insert("description".into(), t.text("manifest-description").into());
    object.insert("lang".into(), t.language().code().into());
    for key in ["id", "start_url", "scope"] {
        if let Some(Value::String(url)) = object.get_mut(key) {
            *url = format!("{up}{}", url.trim_start_matches("./"));
        }
    }
    if let Some(Value::Array(icons)) = object.get_mut("icons") {
        for icon in icons {
            if let Some(Value::String(src)) = icon.get_mut("src") {
                *src = format!("{up}{src}");
            }
        }
    }
    serde_json::to_string_pretty(&manifest).expect("JSON") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn english_is_manifest_json_and_the_others_say_it_in_their_language() {
        let english: Value = serde_json::from_str(ENGLISH).unwrap();
        let t = PageTexts::new(Language::English).unwrap();
        assert_eq!(english["description"], t.text("manifest-description"));
        assert_eq!(english["name"], t.text("page-title"));
        let ja = PageTexts::new(Language::Japanese).unwrap();
        let made: Value = serde_json::from_str(&manifest(&ja)).unwrap();
        assert_eq!(made["lang"], "ja");
        assert_eq!(made["name"], "Outflank · オセロ");
        assert!(made["description"].as_str().unwrap().contains("オセロ"));
        assert_eq!(made["id"], "../");
        assert_eq!(made["start_url"], "../");
        assert_eq!(made["icons"][1]["src"], "../icons/icon-192.png");
        assert_eq!(made["theme_color"], english["theme_color"]);
    }
}

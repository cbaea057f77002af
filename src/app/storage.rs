//! The browser's localStorage, where settings and the game in progress survive reloads.

/// Where the game in progress and every option are saved, as a save file's document
/// ([`crate::app::model::save::SavedGame::to_json`]): one format and one validator for both.
pub const SAVE_KEY: &str = "outflank.save";
/// Where the player's rating is kept ([`crate::app::model::Standing::to_json`]): apart
/// from the game, so that a new game, a loaded file or an update never touches it.
pub const RATING_KEY: &str = "outflank.rating";
/// Where earlier versions saved the game in progress, in a format this one no longer
/// reads: its presence is reported to the player and the entry is left untouched.
pub const GAME_KEY: &str = "outflank.game";

fn local_storage() -> Result<web_sys::Storage, String> {
    let window = web_sys::window().ok_or("no window")?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        // Some browsers throw or return null when storage is disabled.
        _ => Err("this browser does not allow the page to store data".to_string()),
    }
}

/// The text saved under `key`, if any (and if storage works at all).
pub fn load(key: &str) -> Option<String> {
    local_storage().ok()?.get_item(key).ok()?
}

/// Saves `value` under `key`.
pub fn save(key: &str, value: &str) -> Result<(), String> {
    local_storage()?
        .set_item(key, value)
        .map_err(|_| "the browser refused to store data (storage full or disabled)".to_string())
}

/// The key under which an unreadable entry of `key` is kept.
pub fn backup_key(key: &str) -> String {
    format!("{key}.unreadable")
}

/// Copies an unreadable entry aside before the app overwrites `key`. Best effort: if
/// storage refuses, there is nothing better to do with it.
pub fn keep_aside(key: &str, text: &str) {
    let _ = save(&backup_key(key), text);
}

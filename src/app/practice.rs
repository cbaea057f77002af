//! The practice pages' browser side: the puzzle file fetched when a practice page opens
//! (cached by the service worker for offline play), the player's progress, mistakes and
//! the opening trainer's boxes kept in localStorage, and today's date. The rules of it all are in
//! [`crate::app::model::practice`].

use super::model::practice::{daily, Leitner, MistakeQueue, Progress};
use super::storage;
use outflank_engine::puzzle::PuzzleSet;

/// The puzzle file, beside the app (`index.html` copies `engine/data/puzzles.ofpz`).
pub const PUZZLES_URL: &str = "puzzles.ofpz";
/// Where the progress on the puzzles is kept ([`Progress::to_text`]).
pub const PROGRESS_KEY: &str = "outflank.practice";
/// Where the mistakes to practise are kept ([`MistakeQueue::to_text`]).
pub const MISTAKES_KEY: &str = "outflank.mistakes";
/// Where the opening trainer's Leitner boxes are kept ([`Leitner::to_text`]).
pub const BOXES_KEY: &str = "outflank.openings";

/// The puzzles, fetched and checked (the checksum and every puzzle); why not, when the
/// file cannot be had or is damaged.
pub async fn fetch_puzzles() -> Result<PuzzleSet, String> {
    let window = web_sys::window().ok_or("no window")?;
    let bytes = crate::fetch::bytes(PUZZLES_URL, window.fetch_with_str(PUZZLES_URL)).await?;
    PuzzleSet::from_bytes(&bytes).map_err(|e| e.to_string())
}

/// The value kept under `key`, read by `read`; a fresh one when there is none, and when it
/// cannot be read (its text kept aside first, so nothing is lost).
fn load<T: Default>(key: &str, read: fn(&str) -> Option<T>) -> T {
    match storage::load(key) {
        Some(text) => read(&text).unwrap_or_else(|| {
            storage::keep_aside(key, &text);
            T::default()
        }),
        None => T::default(),
    }
}

/// The player's progress on the puzzles.
pub fn load_progress() -> Progress {
    load(PROGRESS_KEY, Progress::from_text)
}

/// Keeps the player's progress (best effort: a browser that refuses storage loses it).
pub fn save_progress(progress: &Progress) {
    let _ = storage::save(PROGRESS_KEY, &progress.to_text());
}

/// The mistakes to practise.
pub fn load_mistakes() -> MistakeQueue {
    load(MISTAKES_KEY, MistakeQueue::from_text)
}

/// Keeps the mistakes to practise.
pub fn save_mistakes(queue: &MistakeQueue) {
    let _ = storage::save(MISTAKES_KEY, &queue.to_text());
}

/// The opening trainer's Leitner boxes.
pub fn load_boxes() -> Leitner {
    load(BOXES_KEY, Leitner::from_text)
}

/// Keeps the opening trainer's Leitner boxes.
pub fn save_boxes(boxes: &Leitner) {
    let _ = storage::save(BOXES_KEY, &boxes.to_text());
}

/// Today in the player's calendar: its day number ([`daily::day_number`]) and its date as
/// `YYYY-MM-DD`.
pub fn today() -> (i64, String) {
    let now = js_sys::Date::new_0();
    let (year, month, day) = (now.get_full_year(), now.get_month() + 1, now.get_date());
    (
        daily::day_number(i64::from(year), month, day),
        format!("{year:04}-{month:02}-{day:02}"),
    )
}

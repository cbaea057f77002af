//! Pages with addresses: `#rules`, `#about`, `#help` (the help dialog over the game) and
//! the practice pages (`#puzzles`, `#puzzles/daily`, `#puzzles/mistakes`, `#openings`), so the browser's
//! Back and Forward buttons move between them and the game, and a link opens a page.

use gloo_events::EventListener;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// What the page shows: the game, or one of the pages reachable from it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Page {
    /// The board and its controls (no address fragment).
    Game,
    /// How to play (`#rules`).
    Rules,
    /// About Outflank and the licences (`#about`).
    About,
    /// The help, a dialog over the game (`#help`).
    Help,
    /// The puzzles (`#puzzles`).
    Puzzles,
    /// The daily puzzle (`#puzzles/daily`).
    Daily,
    /// The player's own mistakes to practise (`#puzzles/mistakes`).
    Mistakes,
    /// The opening trainer (`#openings`).
    Openings,
}

impl Page {
    /// The page an address fragment names (`#rules`); anything else is the game.
    pub fn from_hash(hash: &str) -> Page {
        match hash.trim_start_matches('#') {
            "rules" => Page::Rules,
            "about" => Page::About,
            "help" => Page::Help,
            "puzzles" => Page::Puzzles,
            "puzzles/daily" => Page::Daily,
            "puzzles/mistakes" => Page::Mistakes,
            "openings" => Page::Openings,
            _ => Page::Game,
        }
    }

    /// The page's address fragment (empty for the game).
    pub fn hash(self) -> &'static str {
        match self {
            Page::Game => "",
            Page::Rules => "#rules",
            Page::About => "#about",
            Page::Help => "#help",
            Page::Puzzles => "#puzzles",
            Page::Daily => "#puzzles/daily",
            Page::Mistakes => "#puzzles/mistakes",
            Page::Openings => "#openings",
        }
    }

    /// Whether it is one of the practice pages.
    pub fn is_practice(self) -> bool {
        matches!(
            self,
            Page::Puzzles | Page::Daily | Page::Mistakes | Page::Openings
        )
    }
}

/// The page the address names now.
fn current() -> Page {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .map_or(Page::Game, |h| Page::from_hash(&h))
}

/// The page shown, and how to go to another.
pub struct Route {
    /// The page the address names.
    pub page: Page,
    /// Goes to a page: a new entry in the browser's history, so Back returns. Going to
    /// the game from a page the app opened is Back itself; from a page opened by a link,
    /// the address is replaced by the game's.
    pub go: Callback<Page>,
    /// Goes to another page in place of the one shown (the practice pages' tabs), so Back
    /// still leads where it led.
    pub switch: Callback<Page>,
}

/// Follows the address fragment (`hashchange`: links, Back, Forward) and offers [`Route::go`].
#[hook]
pub fn use_route() -> Route {
    let page = use_state_eq(current);
    // Whether the page shown was opened by the app (so Back leads to the game).
    let pushed = use_mut_ref(|| false);
    {
        let page = page.setter();
        use_effect_with((), move |_| {
            let listener = web_sys::window()
                .map(|w| EventListener::new(&w, "hashchange", move |_| page.set(current())));
            move || drop(listener)
        });
    }
    let go = {
        let page = page.setter();
        use_callback((), move |to: Page, _| {
            let Some(window) = web_sys::window() else {
                return;
            };
            if to != Page::Game {
                *pushed.borrow_mut() = true;
                // A new history entry; the listener above shows the page.
                let _ = window.location().set_hash(to.hash());
                return;
            }
            if current() == Page::Game {
                return;
            }
            if std::mem::take(&mut *pushed.borrow_mut()) {
                if let Ok(history) = window.history() {
                    let _ = history.back();
                    return;
                }
            }
            let location = window.location();
            let url = format!(
                "{}{}",
                location.pathname().unwrap_or_default(),
                location.search().unwrap_or_default()
            );
            if let Ok(history) = window.history() {
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
            }
            page.set(Page::Game);
        })
    };
    let switch = use_callback((), |to: Page, _| {
        if let Some(window) = web_sys::window() {
            // Replacing the address fires `hashchange`: the listener above shows the page.
            let _ = window.location().replace(to.hash());
        }
    });
    Route {
        page: *page,
        go,
        switch,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_name_pages() {
        for page in [
            Page::Game,
            Page::Rules,
            Page::About,
            Page::Help,
            Page::Puzzles,
            Page::Daily,
            Page::Mistakes,
            Page::Openings,
        ] {
            assert_eq!(Page::from_hash(page.hash()), page);
        }
        assert_eq!(Page::from_hash("#nowhere"), Page::Game);
        assert_eq!(Page::from_hash("rules"), Page::Rules);
        assert!(Page::Daily.is_practice() && !Page::Help.is_practice());
        assert!(Page::Openings.is_practice());
    }
}

use crate::app::practice::fetch_puzzles;
use outflank_engine::puzzle::PuzzleSet;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The puzzles, once fetched: shared, compared by identity (2,000 puzzles are not
/// compared on every render).
#[derive(Clone, Debug)]
pub struct Puzzles(pub Rc<PuzzleSet>);

impl PartialEq for Puzzles {
    fn eq(&self, other: &Puzzles) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Where the puzzle file is.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleFile {
    /// On its way.
    Loading,
    /// Read and checked.
    Ready(Puzzles),
    /// Missing or damaged: why.
    Failed(String),
}

thread_local! {
    /// The puzzles read once in this page's life: reopening a practice page does not
    /// fetch them again.
    static LOADED: RefCell<Option<Puzzles>> = const { RefCell::new(None) };
}

/// The puzzle file, fetched when the first practice page opens (never at start: the game
/// does not wait for it) and checked.
#[hook]
pub fn use_puzzles() -> PuzzleFile {
    let state = use_state(|| match LOADED.with(|l| l.borrow().clone()) {
        Some(p) => PuzzleFile::Ready(p),
        None => PuzzleFile::Loading,
    });
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            if *state == PuzzleFile::Loading {
                wasm_bindgen_futures::spawn_local(async move {
                    state.set(match fetch_puzzles().await {
                        Ok(set) => {
                            let p = Puzzles(Rc::new(set));
                            LOADED.with(|l| *l.borrow_mut() = Some(p.clone()));
                            PuzzleFile::Ready(p)
                        }
                        Err(reason) => PuzzleFile::Failed(reason),
                    });
                });
            }
        });
    }
    (*state).clone()
}

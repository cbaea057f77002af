//! "Practise my mistakes", under a finished review: the player's moves of the game that
//! lost 6 discs or more go to the queue of `#puzzles/mistakes`.

use crate::app::hooks::use_texts;
use crate::app::model::practice::Mistake;
use crate::app::practice::{load_mistakes, save_mistakes};
use yew::prelude::*;

/// The properties of [`PractiseMistakes`].
#[derive(Properties, PartialEq)]
pub struct PractiseMistakesProps {
    /// The reviewed game's mistakes to practise ([`crate::app::model::Model::mistakes_to_practise`]).
    pub mistakes: Vec<Mistake>,
}

/// The button, then how many mistakes it added and a link to practise them.
#[function_component(PractiseMistakes)]
pub fn practise_mistakes(props: &PractiseMistakesProps) -> Html {
    let t = use_texts();
    let added = use_state_eq(|| None::<usize>);
    {
        // Another review: its mistakes are not added yet.
        let added = added.clone();
        use_effect_with(props.mistakes.clone(), move |_| added.set(None));
    }
    let add = {
        let (added, mistakes) = (added.clone(), props.mistakes.clone());
        Callback::from(move |_: MouseEvent| {
            let mut queue = load_mistakes();
            let n = queue.add(mistakes.clone());
            save_mistakes(&queue);
            added.set(Some(n));
        })
    };
    html! {
        <p class="row practise-mistakes">
            <button type="button" data-practise-mistakes="" onclick={add} title={t.title_practice_mistakes()}>
                { t.practice_mistakes_add() }
            </button>
            if let Some(n) = *added {
                <span role="status" data-mistakes-added={n.to_string()}>{ t.practice_mistakes_added(n as i64) }</span>
                <a href="#puzzles/mistakes">{ t.practice_open_mistakes() }</a>
            }
        </p>
    }
}

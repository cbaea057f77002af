//! The rules of Othello in our own words, with board diagrams that the engine computes
//! (see [`crate::model::rules_diagrams`]).

use super::diagram::DiagramFigure;
use crate::model::rules_diagrams::{
    broken_line, game_end, legal_moves, pass, several_directions, start, wipe_out, Diagram,
};
use yew::prelude::*;

/// The properties of the [`RulesPage`].
#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    /// Called by the "Back to the game" button; without it there is no such button.
    #[prop_or_default]
    pub on_back: Option<Callback<()>>,
}

fn figure(d: Diagram) -> Html {
    html! { <DiagramFigure diagram={d} /> }
}

fn pair((a, b): (Diagram, Diagram)) -> Html {
    html! {
        <div class="diagram-pair">
            { figure(a) }
            { figure(b) }
        </div>
    }
}

/// How to play: the board, the start, moves and flips, passing, the end and the score,
/// and how games are written down.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let back = props.on_back.as_ref().map(|cb| {
        let cb = cb.clone();
        html! {
            <button type="button" class="page-back" onclick={move |_| cb.emit(())}>
                { "Back to the game" }
            </button>
        }
    });
    html! {
        <article class="page rules-page" aria-labelledby="rules-title">
            <header class="page-head">
                <h2 id="rules-title">{ "How to play Othello" }</h2>
                { for back.clone() }
            </header>

            <section aria-labelledby="rules-board">
                <h3 id="rules-board">{ "The board and the discs" }</h3>
                <p>
                    { "Othello is played by two people, Black and White, on a board of 8 by 8 \
                       squares. The columns are named a to h from left to right and the rows 1 \
                       to 8 from top to bottom, so a1 is the top-left corner and h8 the \
                       bottom-right one. Every disc is black on one side and white on the \
                       other; a disc shows the colour of the player who owns it, and changes \
                       owner when it is turned over." }
                </p>
            </section>

            <section aria-labelledby="rules-start">
                <h3 id="rules-start">{ "The start" }</h3>
                <p>
                    { "The game starts with four discs in the centre: White on d4 and e5, Black \
                       on d5 and e4. Black plays first, then the players take turns." }
                </p>
                { figure(start()) }
            </section>

            <section aria-labelledby="rules-moves">
                <h3 id="rules-moves">{ "Making a move" }</h3>
                <p>
                    { "On your turn, put one disc of your colour on an empty square so that it \
                       outflanks your opponent: in a straight line from the new disc (across, \
                       up or down, or diagonally) there must be one or more of the \
                       opponent's discs, with no empty square between them, and then one of \
                       your own discs. A square where that happens in no direction is not a \
                       legal move." }
                </p>
                { figure(legal_moves()) }
            </section>

            <section aria-labelledby="rules-flips">
                <h3 id="rules-flips">{ "Flipping, in every direction at once" }</h3>
                <p>
                    { "Every line of opponent's discs that the new disc outflanks is turned \
                       over to your colour, in all eight directions at once. A line that does \
                       not end in one of your discs is not outflanked and stays as it is." }
                </p>
                { pair(several_directions()) }
            </section>

            <section aria-labelledby="rules-gaps">
                <h3 id="rules-gaps">{ "An empty square breaks the line" }</h3>
                <p>
                    { "The outflanked discs must be unbroken. If an empty square comes before \
                       your own disc, the line stops there: the disc beyond the gap does not \
                       count, and nothing in that line is flipped." }
                </p>
                { pair(broken_line()) }
            </section>

            <section aria-labelledby="rules-pass">
                <h3 id="rules-pass">{ "No move? Pass" }</h3>
                <p>
                    { "If you have at least one legal move, you must play one. If you have \
                       none, you pass, and your opponent moves again. Outflank shows a pass on \
                       the board before play goes on." }
                </p>
                { figure(pass()) }
                <p class="page-note">
                    { "Outflank also offers the rule of an older browser game: “the game ends \
                       at once when a player has no move”. Under that option, the position \
                       above would end the game. You can choose it in the options." }
                </p>
            </section>

            <section aria-labelledby="rules-end">
                <h3 id="rules-end">{ "The end and the score" }</h3>
                <p>
                    { "The game ends when neither player can move: usually when the board is \
                       full, sometimes earlier. The player with more discs wins; equal counts \
                       are a draw. In the World Othello Federation's scoring, which Outflank \
                       uses, any empty squares left go to the winner, and a draw is 32 to 32." }
                </p>
                { figure(game_end()) }
                <p>
                    { "A game can also end early when one player loses every disc: a \
                       wipe-out." }
                </p>
                { figure(wipe_out()) }
            </section>

            <section aria-labelledby="rules-notation">
                <h3 id="rules-notation">{ "Writing games down" }</h3>
                <p>
                    { "A game is written as its moves in order, each one a square: " }
                    <code>{ "f5 d6 c3 d3 c4" }</code>
                    { " (spaces are optional). A pass may be written " }
                    <code>{ "pass" }</code>
                    { " or left out, since it is forced. A position can be written as 64 \
                       characters for the squares a1, b1, … h8, row by row (" }
                    <code>{ "X" }</code>{ " black, " }<code>{ "O" }</code>{ " white, " }
                    <code>{ "-" }</code>
                    { " empty), then the side to move: this is the OBF form used by many \
                       Othello programs. Outflank's move list shows the first form, and “Paste \
                       game” accepts both." }
                </p>
            </section>

            <section aria-labelledby="rules-tips">
                <h3 id="rules-tips">{ "A few tips" }</h3>
                <ul>
                    <li>
                        { "Corners can never be flipped. A disc that can never be flipped is \
                           called stable, and stable discs are worth much more than many \
                           discs that will soon change colour." }
                    </li>
                    <li>
                        { "Be careful with the squares next to an empty corner (b2, g2, b7 and \
                           g7 most of all): playing there often hands the corner to your \
                           opponent." }
                    </li>
                    <li>
                        { "In the middle of the game, having fewer discs and more possible \
                           moves is often better than having many discs: the player who runs \
                           out of good moves has to make bad ones." }
                    </li>
                </ul>
            </section>

            { for back }
        </article>
    }
}

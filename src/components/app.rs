use super::status::Side;
use super::{Board, Controls, MoveList, Notice, StatusPanel};
use crate::hooks::{
    use_computer, use_pass_pause, use_persistence, use_shortcuts, use_update_notice,
};
use crate::model::describe::{
    ending_note, event_line, result_key, status_key, turn_key, turn_line,
};
use crate::model::{Action, Model, Phase, Player};
use crate::state::initial_model;
use outflank_engine::ai::level_info;
use outflank_engine::Color;
use yew::prelude::*;

/// The whole page: status, board, controls and moves, wired to the model and the worker.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(initial_model);
    let dispatch = {
        let dispatcher = state.dispatcher();
        (*use_memo((), move |_| {
            Callback::from(move |a: Action| dispatcher.dispatch(a))
        }))
        .clone()
    };
    let model: &Model = &state;
    use_computer(model.phase(), dispatch.clone());
    use_pass_pause(model.phase(), dispatch.clone());
    use_persistence(model, dispatch.clone());
    use_shortcuts(model.settings().show_legal, dispatch.clone());
    use_update_notice(dispatch.clone());

    let position = model.position();
    let settings = model.settings();
    let both_human = !settings.black.is_computer() && !settings.white.is_computer();
    let side = |color: Color| Side {
        color,
        player: match settings.player(color) {
            Player::Human if both_human => "Human".to_string(),
            Player::Human => "You".to_string(),
            Player::Computer { level } => {
                level_info(level).map_or_else(|| "Computer".to_string(), |l| l.name.to_string())
            }
        },
        discs: position.count(color),
    };
    let passing = matches!(model.phase(), Phase::Passing { .. }).then_some(position.turn);
    let moves = model
        .game()
        .moves()
        .iter()
        .enumerate()
        .map(|(ply, &mv)| {
            let mover = model
                .game()
                .position_at(ply)
                .map_or(Color::Black, |p| p.turn);
            (mover, mv)
        })
        .collect::<Vec<_>>();
    // Made once: a new callback would re-render all 64 squares on every change.
    let on_play = (*use_memo((), {
        let dispatch = dispatch.clone();
        move |_| dispatch.reform(Action::Play)
    }))
    .clone();
    let dismiss = dispatch.reform(|()| Action::DismissNotice);
    html! {
        <div class="app">
            <header class="masthead">
                <svg class="logo" viewBox="0 0 64 64" aria-hidden="true">
                    <rect width="64" height="64" rx="14" class="logo-board" />
                    <circle cx="24" cy="24" r="12" class="logo-white" />
                    <circle cx="40" cy="40" r="12" class="logo-white" />
                    <circle cx="40" cy="24" r="12" class="logo-black" />
                    <circle cx="24" cy="40" r="12" class="logo-black" />
                </svg>
                <h1>{ "Outflank" }</h1>
            </header>
            <main class="layout">
                <StatusPanel
                    status={status_key(model)}
                    turn={turn_key(model)}
                    result={result_key(model)}
                    black={side(Color::Black)}
                    white={side(Color::White)}
                    message={turn_line(model)}
                    event={event_line(model)}
                    note={ending_note(model)}
                />
                <div class="board-area">
                    <Board
                        {position}
                        legal={model.legal_squares()}
                        show_markers={settings.show_legal}
                        interactive={model.human_to_move()}
                        last={model.last_placement()}
                        {passing}
                        busy={model.thinking().is_some()}
                        result={model.outcome().map(|o| o.to_string())}
                        {on_play}
                    />
                </div>
                if let Some(text) = model.notice() {
                    <Notice text={text.to_string()} on_dismiss={dismiss} />
                }
                <Controls
                    settings={*settings}
                    can_undo={model.can_undo()}
                    can_redo={model.can_redo()}
                    stalled={matches!(model.phase(), Phase::Stalled { .. })}
                    dispatch={dispatch.clone()}
                />
                <MoveList {moves} notation={model.game().notation()} dispatch={dispatch.clone()} />
            </main>
        </div>
    }
}

use crate::app::model::{Action, ComputerTurn, EvaluationRequest, HintRequest, Phase};
use crate::protocol::{WorkerRequest, WorkerResponse};
use crate::worker::AiWorker;
use gloo_timers::callback::Timeout;
use gloo_worker::Spawnable;
use outflank_engine::ai::level_info;
use yew::prelude::*;

/// The computer's move is shown no sooner than this after it was asked for, so a human
/// sees their own move land before the reply, and computer-against-computer games can be
/// followed.
pub const MIN_REPLY_MS: f64 = 400.0;

/// How long past the level's budget the app waits before it declares the worker stuck
/// (a request may queue behind one that is already stale).
const GRACE_MS: u32 = 8_000;

/// Where Trunk puts the worker's loader script.
const WORKER_URL: &str = "./worker_loader.js";

/// Runs the computer's searches in the [`AiWorker`]: sends a request whenever the model
/// is [`Phase::Thinking`] about a new one, dispatches the reply (stale ones are dropped by
/// the model), and reports a worker that does not answer in time. After such a failure
/// the next request goes to a freshly spawned worker.
///
/// Returns "Move now": given the id of the turn being thought about, it asks the worker to
/// play its best move so far.
#[hook]
pub fn use_computer(
    phase: &Phase,
    hint: Option<HintRequest>,
    evaluation: Option<EvaluationRequest>,
    dispatch: Callback<Action>,
) -> Callback<u64> {
    // Bumped when a worker failed to answer, to spawn a fresh one.
    let generation = use_state(|| 0u32);
    let bridge = {
        let dispatch = dispatch.clone();
        use_memo(*generation, move |_| {
            AiWorker::spawner()
                .callback(move |response: WorkerResponse| {
                    let wait = MIN_REPLY_MS - response.elapsed_ms();
                    let action = response.into_action();
                    if wait >= 1.0 {
                        let dispatch = dispatch.clone();
                        Timeout::new(wait as u32, move || dispatch.emit(action)).forget();
                    } else {
                        dispatch.emit(action);
                    }
                })
                .with_loader(true)
                .spawn(WORKER_URL)
        })
    };
    // A hint is asked for once; its answer is dropped by the model if the position changed.
    {
        let bridge = bridge.clone();
        use_effect_with(hint, move |hint| {
            if let Some(h) = hint {
                bridge.send(WorkerRequest::for_hint(h));
            }
        });
    }
    // So is an evaluation over the game.
    {
        let bridge = bridge.clone();
        use_effect_with(evaluation, move |evaluation| {
            if let Some(e) = evaluation {
                bridge.send(WorkerRequest::for_evaluation(e));
            }
        });
    }
    let move_now = {
        let bridge = bridge.clone();
        Callback::from(move |id: u64| bridge.send(WorkerRequest::V3MoveNow { id }))
    };
    let turn: Option<ComputerTurn> = match phase {
        Phase::Thinking(t) => Some(*t),
        _ => None,
    };
    use_effect_with(turn, move |turn| {
        let stop = turn.map(|t| (bridge.clone(), t.id));
        let watchdog = turn.map(|t| {
            bridge.send(WorkerRequest::for_turn(&t));
            let budget = level_info(t.level).map_or(10_000, |l| l.budget_ms);
            let limit = 2 * budget + GRACE_MS;
            Timeout::new(limit, move || {
                generation.set(*generation + 1);
                dispatch.emit(Action::ComputerFailed {
                    id: t.id,
                    message: format!(
                        "the computer did not answer within {} seconds",
                        limit.div_ceil(1000)
                    ),
                });
            })
        });
        // Leaving the phase cancels the watchdog, and the worker's search if it still
        // runs (Undo, New game, a setting changed): its answer, if any, is stale.
        move || {
            drop(watchdog);
            if let Some((bridge, id)) = stop {
                bridge.send(WorkerRequest::V3MoveNow { id });
            }
        }
    });
    move_now
}

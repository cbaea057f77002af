use crate::app::computer;
use crate::app::model::practice::{BookQuestion, BookReply};
use crate::app::model::{Action, Analysis, ComputerTurn, OpeningRequest, Phase, ReviewRequest};
use crate::app::mount;
use crate::app::supervisor::Failure;
use crate::app::worker_link::WorkerLink;
use crate::protocol::{Response, ResponseBody};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The computer's move is shown no sooner than this after it was asked for, so a human
/// sees their own move land before the reply, and computer-against-computer games can be
/// followed.
pub const MIN_REPLY_MS: f64 = 400.0;

/// Where Trunk puts the worker's loader script.
const WORKER_URL: &str = "./worker_loader.js";

/// The opening trainer's questions' ids start here, far above the model's own (which
/// count from 1), so that neither takes the other's answer.
const FIRST_BOOK_ID: u64 = 1 << 48;

/// A question to the worker's book and where its answer goes.
pub type AskBook = Callback<(BookQuestion, Callback<BookReply>)>;

/// The opening trainer's questions waiting for their answers, by request id.
#[derive(Default)]
struct BookQuestions {
    next_id: u64,
    waiting: Vec<(u64, Callback<BookReply>)>,
}

impl BookQuestions {
    /// Where the answer to request `id` goes, if it is a trainer's question (it is then
    /// answered: one answer a question).
    fn take(&mut self, id: u64) -> Option<Callback<BookReply>> {
        let at = self.waiting.iter().position(|(w, _)| *w == id)?;
        Some(self.waiting.swap_remove(at).1)
    }
}

/// What [`use_computer`] offers the page.
pub struct Computer {
    /// "Move now": given the id of the turn being thought about, the worker plays its
    /// best move so far.
    pub move_now: Callback<u64>,
    /// The opening trainer's questions to the worker's book, each answered once to the
    /// callback that comes with it, outside the model.
    pub ask_book: AskBook,
}

/// Runs the computer's searches in the worker ([`WorkerLink`], which replaces a worker
/// that dies and asks the new one again, and fails a move its worker never answers):
/// sends a request whenever the model is [`Phase::Thinking`] about a new one (or asks for
/// a hint, a best line, a review, the opening's name), and dispatches the reply (stale
/// ones are dropped by the model).
///
/// A search whose question is gone (Undo, New game, a setting changed, a hint whose
/// position changed) is stopped in the worker, unanswered.
///
/// Returns "Move now" and the opening trainer's questions ([`Computer`]).
#[hook]
pub fn use_computer(
    cores: u8,
    phase: &Phase,
    analysis: Option<Analysis>,
    review: Option<ReviewRequest>,
    opening: Option<OpeningRequest>,
    dispatch: Callback<Action>,
) -> Computer {
    let questions = use_memo((), |_| RefCell::new(BookQuestions::default()));
    let bridge = use_memo((), {
        let questions = Rc::clone(&questions);
        move |_| {
            WorkerLink::spawn(WORKER_URL, move |reply: Result<Response, Failure>| {
                let response = match reply {
                    Ok(response) => response,
                    Err((id, failure)) => {
                        // A trainer's question that lost too many workers is answered
                        // with the failure (the trainer says so); any other is the model's.
                        let trainer = questions.borrow_mut().take(id);
                        match trainer {
                            Some(answer) => answer.emit(BookReply::Failed(format!("{failure:?}"))),
                            None => dispatch.emit(Action::ComputerFailed { id, failure }),
                        }
                        return;
                    }
                };
                let trainer = questions.borrow_mut().take(response.id);
                if let Some(answer) = trainer {
                    if let Some(reply) = computer::book_reply(response) {
                        answer.emit(reply);
                    }
                    return;
                }
                // Only the computer's move waits; a hint's values show at once.
                let wait = match response.body {
                    ResponseBody::Moved { elapsed_ms, .. } => MIN_REPLY_MS - elapsed_ms,
                    _ => 0.0,
                };
                let Some(action) = computer::action(response) else {
                    return;
                };
                if wait >= 1.0 {
                    let dispatch = dispatch.clone();
                    Timeout::new(wait as u32, move || dispatch.emit(action)).forget();
                } else {
                    dispatch.emit(action);
                }
            })
        }
    });
    // Without a request, the worker starts a moment after the app has started: not while
    // the app renders in steps, nor while it lays out and paints the page in the first
    // frame's place.
    {
        let bridge = bridge.clone();
        use_effect_with((), move |_| mount::after_start(move || bridge.warm_up()));
    }
    // A hint is asked for once, and stopped when the model lets it go (the position
    // changed); so is the best line of a browsed position, asked for once its hint is
    // done. An answer that arrives anyway is dropped by the model.
    {
        let bridge = bridge.clone();
        use_effect_with(analysis, move |analysis| {
            let id = analysis.map(|a| match a {
                Analysis::Hint(h) => {
                    bridge.send(computer::hint(&h, cores));
                    h.id
                }
                Analysis::Line(l) => {
                    bridge.send(computer::line(&l));
                    l.id
                }
            });
            move || stop(&bridge, id)
        });
    }
    // So is a review of the game (cancelled, or given up for the computer's turn).
    {
        let bridge = bridge.clone();
        use_effect_with(review, move |review| {
            let id = review.as_ref().map(|e| {
                bridge.send(computer::review(e, cores));
                e.id
            });
            move || stop(&bridge, id)
        });
    }
    // The opening's name is asked once per question; the worker answers it at once,
    // beside any search (a stale answer is dropped by the model).
    {
        let bridge = bridge.clone();
        use_effect_with(opening, move |opening| {
            if let Some(o) = opening {
                bridge.send(computer::opening(o));
            }
        });
    }
    let move_now = {
        let bridge = bridge.clone();
        Callback::from(move |id: u64| bridge.send(computer::move_now(id)))
    };
    let ask_book = {
        let bridge = bridge.clone();
        Callback::from(
            move |(question, answer): (BookQuestion, Callback<BookReply>)| {
                let id = {
                    let mut q = questions.borrow_mut();
                    q.next_id += 1;
                    let id = FIRST_BOOK_ID + q.next_id;
                    q.waiting.push((id, answer));
                    id
                };
                bridge.send(computer::book_question(id, question));
            },
        )
    };
    let turn: Option<ComputerTurn> = match phase {
        Phase::Thinking(t) => Some(*t),
        _ => None,
    };
    use_effect_with(turn, move |turn| {
        let id = turn.map(|t| {
            bridge.send(computer::think(&t, cores));
            t.id
        });
        // Leaving the phase stops the worker's search if it still runs (Undo, New game, a
        // setting changed).
        move || stop(&bridge, id)
    });
    Computer { move_now, ask_book }
}

/// Stops the worker's search for request `id`, if there is one (the worker ignores a
/// search that already answered).
fn stop(bridge: &WorkerLink, id: Option<u64>) {
    if let Some(id) = id {
        bridge.send(computer::stop(id));
    }
}

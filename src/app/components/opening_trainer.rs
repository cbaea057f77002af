//! The opening trainer (`#openings`): a named opening of the engine's table, or the
//! book's best lines, played from the start against the app, which answers from the book;
//! each move judged right or wrong from the book's values (asked of the worker), the right
//! moves shown with their values after a wrong one, and the lines missed brought back by
//! Leitner boxes ([`Leitner`], kept in localStorage).

use super::practice::practice_head;
use super::Board;
use crate::app::dom;
use crate::app::hooks::{use_texts, AskBook, Page};
use crate::app::model::practice::{
    BookQuestion, BookReply, Card, Drill, Ending, Leitner, LineChoice,
};
use crate::app::practice::{load_boxes, save_boxes};
use crate::i18n::Texts;
use crate::protocol::OpeningLine;
use outflank_engine::ai::analysis::MoveValue;
use outflank_engine::{format_moves, Bitboard, Color};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The properties of the [`OpeningTrainer`].
#[derive(Properties, PartialEq)]
pub struct OpeningTrainerProps {
    /// Back to the game.
    pub on_back: Callback<()>,
    /// To another practice page, in place of this one.
    pub switch: Callback<Page>,
    /// Questions to the worker's book.
    pub ask_book: AskBook,
}

/// The named lines, once the worker has listed them.
#[derive(Clone, Debug, PartialEq)]
enum Lines {
    Loading,
    Ready(Rc<Vec<OpeningLine>>),
}

thread_local! {
    /// The named lines listed once in this page's life.
    static LISTED: RefCell<Option<Rc<Vec<OpeningLine>>>> = const { RefCell::new(None) };
}

/// The trainer's state: the drill, the boxes, the choice and what went wrong.
#[derive(Clone, Debug, PartialEq)]
struct Trainer {
    drill: Option<Drill>,
    boxes: Leitner,
    /// The line and colour chosen (the next drill's when none is due).
    choice: (LineChoice, Color),
    /// The worker's book could not answer: why.
    failed: Option<String>,
    /// The first question number of the next drill (a drill numbers its questions on from
    /// it, so an answer to an earlier drill is stale).
    next_serial: u64,
}

/// What happens to the trainer.
enum TrainerAction {
    /// A new drill of `line` (its moves) as `color`.
    Start {
        line: LineChoice,
        moves: Vec<outflank_engine::Square>,
        color: Color,
        seed: u64,
    },
    /// The book's values for question `serial`.
    Answered {
        serial: u64,
        values: Option<Vec<(outflank_engine::Square, i8)>>,
    },
    /// The player's move.
    Play(outflank_engine::Square),
    /// "Try again".
    TryAgain,
    /// The book could not answer.
    Failed(String),
}

impl Reducible for Trainer {
    type Action = TrainerAction;

    fn reduce(self: Rc<Self>, action: TrainerAction) -> Rc<Self> {
        let mut next = (*self).clone();
        let changed = match action {
            TrainerAction::Start {
                line,
                moves,
                color,
                seed,
            } => {
                next.choice = (line, color);
                next.drill = Some(Drill::new(line, moves, color, seed, next.next_serial));
                next.next_serial += 1000;
                true
            }
            TrainerAction::Answered { serial, values } => next
                .drill
                .as_mut()
                .is_some_and(|d| d.answered(serial, values)),
            TrainerAction::Play(square) => next
                .drill
                .as_mut()
                .is_some_and(|d| d.play(square).is_some()),
            TrainerAction::TryAgain => next.drill.as_mut().is_some_and(Drill::try_again),
            TrainerAction::Failed(why) => {
                next.failed = Some(why);
                true
            }
        };
        if let Some(drill) = next.drill.as_mut() {
            drill.record_into(&mut next.boxes);
        }
        if changed {
            Rc::new(next)
        } else {
            self
        }
    }
}

/// A random seed for the app's choices among the book's moves.
fn seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The line's name in the player's language.
fn line_name(t: &Texts, lines: &[OpeningLine], line: LineChoice) -> String {
    match line {
        LineChoice::Book => t.practice_trainer_book_lines(),
        LineChoice::Named(index) => lines
            .iter()
            .find(|l| l.opening.index == index)
            .map(|l| t.opening_name(i64::from(l.opening.index), &l.opening.name))
            .unwrap_or_else(|| index.to_string()),
    }
}

/// A side's name.
fn side_name(t: &Texts, color: Color) -> String {
    if color == Color::Black {
        t.black()
    } else {
        t.white()
    }
}

/// The drill of the next line: the first due line the worker listed, else the choice.
fn next_line(trainer: &Trainer, lines: &[OpeningLine]) -> (LineChoice, Color) {
    trainer
        .boxes
        .due()
        .into_iter()
        .find(|c| match c.line {
            LineChoice::Book => true,
            LineChoice::Named(i) => lines.iter().any(|l| l.opening.index == i),
        })
        .map_or(trainer.choice, |c: Card| (c.line, c.color))
}

/// The start of a drill of `line` as `color`.
fn start(lines: &[OpeningLine], (line, color): (LineChoice, Color)) -> TrainerAction {
    let moves = match line {
        LineChoice::Book => Vec::new(),
        LineChoice::Named(index) => lines
            .iter()
            .find(|l| l.opening.index == index)
            .map(|l| l.moves.clone())
            .unwrap_or_default(),
    };
    TrainerAction::Start {
        line,
        moves,
        color,
        seed: seed(),
    }
}

/// What the last move was, in words.
fn feedback(t: &Texts, drill: &Drill, name: &str) -> String {
    let mut out = Vec::new();
    match drill.attempt() {
        Some(a) if a.right => out.push(t.practice_trainer_right(&a.square.to_string())),
        Some(a) => out.push(match drill.loss_of(a.square) {
            Some(loss) if drill.line() == LineChoice::Book => {
                t.practice_trainer_wrong_book(&a.square.to_string(), i64::from(loss))
            }
            _ => t.practice_trainer_wrong_line(&a.square.to_string()),
        }),
        None => {}
    }
    if let Some(square) = drill.replied() {
        out.push(t.practice_trainer_replied(&square.to_string()));
    }
    match drill.ended() {
        Some(Ending::Line) => out.push(t.practice_trainer_line_end(name)),
        Some(Ending::Book) => out.push(t.practice_trainer_book_end()),
        None => {}
    }
    if drill.ended().is_some() {
        out.push(if drill.missed() {
            t.practice_trainer_missed()
        } else {
            t.practice_trainer_clean()
        });
    }
    out.join(" ")
}

/// The trainer: the choice of line and colour, the player's lines and their stages, and
/// the drill on the board.
#[function_component(OpeningTrainer)]
pub fn opening_trainer(props: &OpeningTrainerProps) -> Html {
    let t = use_texts();
    let lines = use_state(|| match LISTED.with(|l| l.borrow().clone()) {
        Some(l) => Lines::Ready(l),
        None => Lines::Loading,
    });
    let trainer = use_reducer(|| {
        let boxes = load_boxes();
        let choice = boxes
            .due()
            .first()
            .map_or((LineChoice::Book, Color::Black), |c| (c.line, c.color));
        Trainer {
            drill: None,
            boxes,
            choice,
            failed: None,
            next_serial: 1,
        }
    });
    // The named lines, asked of the worker once in the page's life.
    {
        let (lines, trainer, ask) = (lines.clone(), trainer.clone(), props.ask_book.clone());
        use_effect_with((), move |_| {
            if *lines == Lines::Loading {
                let answer = Callback::from(move |reply| match reply {
                    BookReply::Lines(list) => {
                        let list = Rc::new(list);
                        LISTED.with(|l| *l.borrow_mut() = Some(list.clone()));
                        lines.set(Lines::Ready(list));
                    }
                    BookReply::Failed(why) => trainer.dispatch(TrainerAction::Failed(why)),
                    BookReply::Moves(_) => {}
                });
                ask.emit((BookQuestion::Lines, answer));
            }
        });
    }
    let listed: Rc<Vec<OpeningLine>> = match &*lines {
        Lines::Ready(l) => l.clone(),
        Lines::Loading => Rc::new(Vec::new()),
    };
    // The first drill, once the lines are known.
    {
        let (trainer, listed) = (trainer.clone(), listed.clone());
        let ready = *lines != Lines::Loading;
        use_effect_with(ready, move |&ready| {
            if ready && trainer.drill.is_none() {
                let line = next_line(&trainer, &listed);
                trainer.dispatch(start(&listed, line));
            }
        });
    }
    // The book's values of the position, whenever the drill needs them.
    {
        let (trainer_handle, ask) = (trainer.clone(), props.ask_book.clone());
        let question = trainer.drill.as_ref().and_then(Drill::question);
        use_effect_with(question, move |question| {
            if let Some((serial, position)) = *question {
                let answer = Callback::from(move |reply| match reply {
                    BookReply::Moves(values) => {
                        trainer_handle.dispatch(TrainerAction::Answered { serial, values })
                    }
                    BookReply::Failed(why) => trainer_handle.dispatch(TrainerAction::Failed(why)),
                    BookReply::Lines(_) => {}
                });
                ask.emit((BookQuestion::Moves(position), answer));
            }
        });
    }
    // The boxes kept whenever they change.
    {
        let saved = use_mut_ref(|| trainer.boxes.clone());
        use_effect_with(trainer.boxes.clone(), move |boxes| {
            if *saved.borrow() != *boxes {
                save_boxes(boxes);
                *saved.borrow_mut() = boxes.clone();
            }
        });
    }
    let on_play = {
        let trainer = trainer.clone();
        Callback::from(move |square| trainer.dispatch(TrainerAction::Play(square)))
    };
    let try_again = {
        let trainer = trainer.clone();
        Callback::from(move |_: MouseEvent| {
            let tried = trainer
                .drill
                .as_ref()
                .and_then(|d| d.attempt())
                .map(|a| a.square);
            trainer.dispatch(TrainerAction::TryAgain);
            if let Some(square) = tried {
                dom::focus(&format!("[data-trainer] [data-square=\"{square}\"]"));
            }
        })
    };
    let next = {
        let (trainer, listed) = (trainer.clone(), listed.clone());
        Callback::from(move |_: MouseEvent| {
            let line = next_line(&trainer, &listed);
            trainer.dispatch(start(&listed, line));
        })
    };
    let choose_line = {
        let (trainer, listed) = (trainer.clone(), listed.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(line) = LineChoice::from_key(&value) {
                trainer.dispatch(start(&listed, (line, trainer.choice.1)));
            }
        })
    };
    let choose_color = {
        let (trainer, listed) = (trainer.clone(), listed.clone());
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            let color = if value == "white" {
                Color::White
            } else {
                Color::Black
            };
            trainer.dispatch(start(&listed, (trainer.choice.0, color)));
        })
    };

    let (chosen_line, chosen_color) = trainer.choice;
    let chooser = html! {
        <div class="trainer-choice">
            <p>
                <label for="trainer-line">{ t.practice_trainer_line() }</label>
                <select id="trainer-line" data-trainer-choice="" onchange={choose_line} disabled={listed.is_empty()}>
                    <option value="book" selected={chosen_line == LineChoice::Book}>{ t.practice_trainer_book_lines() }</option>
                    { for listed.iter().map(|l| {
                        let value = LineChoice::Named(l.opening.index);
                        html! {
                            <option value={value.key()} selected={chosen_line == value}>
                                { t.opening_name(i64::from(l.opening.index), &l.opening.name) }
                            </option>
                        }
                    }) }
                </select>
            </p>
            <p>
                <label for="trainer-color">{ t.practice_trainer_color() }</label>
                <select id="trainer-color" data-trainer-color-choice="" onchange={choose_color}>
                    <option value="black" selected={chosen_color == Color::Black}>{ t.black() }</option>
                    <option value="white" selected={chosen_color == Color::White}>{ t.white() }</option>
                </select>
            </p>
        </div>
    };
    let cards = trainer.boxes.cards();
    let progress = html! {
        <section class="trainer-progress" aria-labelledby="trainer-progress-title">
            <h2 id="trainer-progress-title">{ t.practice_trainer_progress() }</h2>
            <p data-trainer-mastered={trainer.boxes.mastered().to_string()}>
                { t.practice_trainer_mastered(trainer.boxes.mastered() as i64, cards.len() as i64) }
            </p>
            if cards.is_empty() {
                <p>{ t.practice_trainer_none() }</p>
            } else {
                <ul>
                    { for cards.iter().map(|c| {
                        let due = trainer.boxes.is_due(c);
                        html! {
                            <li data-trainer-card={format!("{}-{}", c.line.key(), c.color.name())}
                                data-trainer-box={c.level.to_string()} data-trainer-due={due.to_string()}>
                                { t.practice_trainer_card(&line_name(&t, &listed, c.line), &side_name(&t, c.color), i64::from(c.level)) }
                                if due {
                                    { " · " }<strong>{ t.practice_trainer_due() }</strong>
                                }
                            </li>
                        }
                    }) }
                </ul>
            }
        </section>
    };
    let body = match (&trainer.drill, &trainer.failed) {
        (_, Some(why)) => html! {
            <p role="alert" data-trainer-error={why.clone()}>{ t.practice_trainer_failed() }</p>
        },
        (None, None) => html! { <p aria-busy="true">{ t.practice_trainer_loading() }</p> },
        (Some(drill), None) => {
            let name = line_name(&t, &listed, drill.line());
            let attempt = drill.attempt();
            let wrong = attempt.filter(|a| !a.right);
            let can_play = drill.can_play();
            let right = if wrong.is_some() {
                drill.right_moves()
            } else {
                Bitboard::EMPTY
            };
            let values: Vec<MoveValue> = right
                .into_iter()
                .filter_map(|sq| MoveValue::new(sq, drill.value_of(sq)?, false).ok())
                .collect();
            let result = attempt.map(|a| if a.right { "right" } else { "wrong" });
            let ended = drill.ended().map(|e| match e {
                Ending::Line => "line",
                Ending::Book => "book",
            });
            let asking = drill.question().is_some();
            let prompt = if drill.ended().is_some() || wrong.is_some() {
                String::new()
            } else if asking {
                t.practice_trainer_asking()
            } else if drill.line() == LineChoice::Book {
                t.practice_trainer_your_move_book()
            } else {
                t.practice_trainer_your_move()
            };
            let upcoming = next_line(&trainer, &listed);
            html! {
                <section class="puzzle trainer" data-trainer="" data-trainer-line={drill.line().key()}
                    data-trainer-color={drill.player().name()} data-trainer-moves={format_moves(drill.moves())}
                    data-trainer-result={result} data-trainer-end={ended}
                    aria-busy={asking.to_string()} aria-labelledby="trainer-heading">
                    <h2 id="trainer-heading">{ t.practice_trainer_heading(&name, &side_name(&t, drill.player())) }</h2>
                    <p class="puzzle-task">{ prompt }</p>
                    <div class="board-area">
                        <Board
                            position={drill.position()}
                            legal={if can_play { drill.position().board.legal_moves() } else { Bitboard::EMPTY }}
                            show_markers=true
                            interactive={can_play}
                            last={drill.last()}
                            passing={None}
                            busy={asking}
                            result={None::<String>}
                            wrong={wrong.map(|a| (a.square, a.tries))}
                            best={right}
                            {values}
                            {on_play}
                        />
                    </div>
                    <p class="puzzle-feedback" role="status">{ feedback(&t, drill, &name) }</p>
                    <div class="puzzle-actions">
                        if wrong.is_some() {
                            <button type="button" class="primary" onclick={try_again}>{ t.practice_try_again() }</button>
                        }
                        if drill.ended().is_some() {
                            <button type="button" class="primary" onclick={next}>{ t.practice_trainer_next() }</button>
                            <span class="trainer-next">{ t.practice_trainer_next_is(&line_name(&t, &listed, upcoming.0), &side_name(&t, upcoming.1)) }</span>
                        }
                    </div>
                    <p class="page-note">{ t.practice_trainer_note() }</p>
                </section>
            }
        }
    };
    html! {
        <article class="page practice-page" aria-labelledby="practice-title">
            { practice_head(&t, Page::Openings, &props.on_back, &props.switch) }
            { chooser }
            { body }
            { progress }
        </article>
    }
}

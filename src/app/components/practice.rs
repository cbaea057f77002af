//! The practice pages: the puzzles (`#puzzles`), the daily puzzle (`#puzzles/daily`) and
//! the player's own mistakes (`#puzzles/mistakes`), one position at a time on the board,
//! graded from the values stored with it. A puzzle of several moves plays the computer's
//! stored reply after each right move but the last (`data-puzzle-result="continue"`).

use super::Board;
use crate::app::dom;
use crate::app::hooks::{use_puzzles, use_texts, Page, PuzzleFile};
use crate::app::model::practice::{
    daily::daily_index, Attempt, Exercise, MistakeQueue, Progress, Reply, Session, Verdict,
};
use crate::app::practice::{load_mistakes, load_progress, save_mistakes, save_progress, today};
use crate::i18n::Texts;
use crate::pages::article_page::back_button;
use outflank_engine::ai::analysis::MoveValue;
use outflank_engine::puzzle::{Puzzle, PuzzleKind, Theme, MAX_DIFFICULTY};
use outflank_engine::{Bitboard, Move, Rules};
use yew::prelude::*;

/// The properties of the [`PracticePage`].
#[derive(Properties, PartialEq)]
pub struct PracticePageProps {
    /// Which practice page: [`Page::Puzzles`], [`Page::Daily`] or [`Page::Mistakes`].
    pub page: Page,
    /// Back to the game.
    pub on_back: Callback<()>,
    /// To another practice page, in place of this one.
    pub switch: Callback<Page>,
}

/// Where the exercise shown comes from.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Source {
    /// A puzzle given by [`Progress::next`], by index.
    Puzzle(u32),
    /// The day's puzzle, by index.
    Daily { day: i64, index: u32 },
    /// The first mistake of the queue, by id.
    Mistake(u32),
}

/// The exercise shown and the player's attempt at it.
#[derive(Clone, Debug, PartialEq)]
struct Current {
    source: Source,
    session: Session,
    /// The puzzle's kind, theme and difficulty (a mistake has none).
    puzzle: Option<(PuzzleKind, Option<Theme>, u8)>,
}

impl Current {
    fn of_puzzle(source: Source, puzzle: &Puzzle) -> Current {
        Current {
            source,
            session: Session::with_line(Exercise::from_puzzle(puzzle), Exercise::line_of(puzzle)),
            puzzle: Some((puzzle.kind(), puzzle.theme(), puzzle.difficulty())),
        }
    }
}

/// The exercise `page` shows: the progress's puzzle (moving it on when there is none), the
/// day's, or the first mistake; `None` while the puzzles load, or with no mistake queued.
fn choose(
    page: Page,
    puzzles: Option<&[Puzzle]>,
    progress: &mut Progress,
    queue: &MistakeQueue,
    day: i64,
) -> Option<Current> {
    match page {
        Page::Mistakes => queue.first().map(|m| Current {
            source: Source::Mistake(m.id),
            session: Session::new(m.exercise()),
            puzzle: None,
        }),
        Page::Daily => {
            let puzzles = puzzles.filter(|p| !p.is_empty())?;
            let index = daily_index(day, puzzles.len());
            let source = Source::Daily {
                day,
                index: index as u32,
            };
            Some(Current::of_puzzle(source, &puzzles[index]))
        }
        _ => {
            let puzzles = puzzles?;
            let index = progress.current_or_next(puzzles)?;
            Some(Current::of_puzzle(
                Source::Puzzle(index),
                &puzzles[index as usize],
            ))
        }
    }
}

/// The words of a puzzle's kind.
fn kind_words(t: &Texts, kind: PuzzleKind) -> String {
    match kind {
        PuzzleKind::Win => t.practice_kind_win(),
        PuzzleKind::SaveDraw => t.practice_kind_draw(),
        PuzzleKind::BestScore => t.practice_kind_best_score(),
        PuzzleKind::FindMove => t.practice_kind_find_move(),
        PuzzleKind::DontFallForIt => t.practice_kind_trap(),
    }
}

/// The words of a puzzle's theme.
fn theme_words(t: &Texts, theme: Theme) -> String {
    match theme {
        Theme::Corner => t.practice_theme_corner(),
        Theme::Edge => t.practice_theme_edge(),
        Theme::Parity => t.practice_theme_parity(),
        Theme::Tempo => t.practice_theme_tempo(),
        Theme::WipeOut => t.practice_theme_wipe_out(),
    }
}

/// What the last move tried was (or the computer's reply that opened this step), in
/// words.
fn feedback(t: &Texts, session: &Session) -> String {
    if let (None, Some(Reply { played, reply, .. })) = (session.attempt(), session.reply()) {
        return match reply {
            Move::Place(square) => t.practice_continue(&played.to_string(), &square.to_string()),
            Move::Pass => t.practice_continue_pass(&played.to_string()),
        };
    }
    match session.attempt() {
        Some(Attempt {
            square,
            verdict: Verdict::Solved,
            ..
        }) => t.practice_solved(&square.to_string()),
        Some(Attempt {
            square,
            verdict: Verdict::Wrong { loss: Some(loss) },
            ..
        }) => t.practice_wrong(&square.to_string(), i64::from(loss)),
        Some(Attempt {
            square,
            verdict: Verdict::Wrong { loss: None },
            ..
        }) => t.practice_wrong_unknown(&square.to_string()),
        // A step's right move goes on at once: no attempt stands with it.
        Some(Attempt {
            verdict: Verdict::Continue,
            ..
        }) => String::new(),
        None if session.solution_shown() => t.practice_solution(),
        None => String::new(),
    }
}

/// The practice pages' heading with "Back to the game", and the tabs between them, `page`
/// shown: each tab replaces the page shown (Back still returns to the game).
pub fn practice_head(
    t: &Texts,
    page: Page,
    on_back: &Callback<()>,
    switch: &Callback<Page>,
) -> Html {
    let tab = |to: Page, words: String| {
        let switch = switch.clone();
        html! {
            <button type="button" aria-current={(to == page).then_some("page")} onclick={move |_| switch.emit(to)}>{ words }</button>
        }
    };
    html! {
        <>
        <header class="page-head">
            <h1 id="practice-title">{ t.practice_title() }</h1>
            { back_button(t, &Some(on_back.clone())) }
        </header>
        <nav class="practice-tabs" aria-label={t.practice_tabs()}>
            { tab(Page::Puzzles, t.practice_tab_puzzles()) }
            { tab(Page::Daily, t.practice_tab_daily()) }
            { tab(Page::Mistakes, t.practice_tab_mistakes()) }
            { tab(Page::Openings, t.practice_tab_openings()) }
        </nav>
        </>
    }
}

/// The practice pages: tabs, the player's progress, and the exercise on the board with
/// "Try again", "Show the solution" and the next one.
#[function_component(PracticePage)]
pub fn practice_page(props: &PracticePageProps) -> Html {
    let t = use_texts();
    let file = use_puzzles();
    let progress = use_state(load_progress);
    let queue = use_state(load_mistakes);
    let current = use_state(|| None::<Current>);
    let (day, date) = (*use_memo((), |_| today())).clone();
    let puzzles = match &file {
        PuzzleFile::Ready(p) => Some(p.clone()),
        _ => None,
    };
    // The exercise: chosen when the page opens, when the puzzles arrive, or when the
    // player moves on (`current` set to `None`).
    {
        let (progress, queue, current) = (progress.clone(), queue.clone(), current.clone());
        let deps = (props.page, puzzles.clone(), current.is_none());
        use_effect_with(deps, move |(page, puzzles, _)| {
            let fits = match current.as_ref().map(|c| c.source) {
                Some(Source::Mistake(_)) => *page == Page::Mistakes,
                Some(Source::Daily { .. }) => *page == Page::Daily,
                Some(Source::Puzzle(_)) => *page == Page::Puzzles,
                None => false,
            };
            if !fits {
                let mut p = (*progress).clone();
                let set = puzzles.as_ref().map(|s| s.0.puzzles());
                current.set(choose(*page, set, &mut p, &queue, day));
                if p != *progress {
                    save_progress(&p);
                    progress.set(p);
                }
            }
        });
    }
    let update_progress = {
        let progress = progress.clone();
        move |change: &dyn Fn(&mut Progress)| {
            let mut p = (*progress).clone();
            change(&mut p);
            save_progress(&p);
            progress.set(p);
        }
    };
    let on_play = {
        let current = current.clone();
        let update_progress = update_progress.clone();
        Callback::from(move |square| {
            let Some(mut c) = (*current).clone() else {
                return;
            };
            let Some((verdict, first)) = c.session.play(square) else {
                return;
            };
            let solved = verdict == Verdict::Solved;
            update_progress(&|p: &mut Progress| match c.source {
                Source::Puzzle(index) => {
                    if first {
                        p.record_first_try(index, solved);
                    }
                    if solved {
                        p.record_solved();
                        p.finish_current();
                    }
                }
                // Solved again after a reload, the day's puzzle counts once.
                Source::Daily { day, .. } if solved && !p.daily_solved(day) => {
                    p.record_daily(day);
                    p.record_solved();
                }
                _ => {}
            });
            current.set(Some(c));
        })
    };
    // The focus goes back to the board, on the square tried (the button is gone).
    let try_again = {
        let current = current.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(mut c) = (*current).clone() {
                let tried = c.session.attempt().map(|a| a.square);
                if c.session.try_again() {
                    current.set(Some(c));
                    if let Some(square) = tried {
                        dom::focus(&format!("[data-puzzle] [data-square=\"{square}\"]"));
                    }
                }
            }
        })
    };
    let show_solution = {
        let current = current.clone();
        let update_progress = update_progress.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(mut c) = (*current).clone() else {
                return;
            };
            let first = c.session.show_solution();
            // The button is gone: the focus goes to the best move, whose name now says its
            // value.
            let best = c.session.exercise().accepted.into_iter().next();
            if let Source::Puzzle(index) = c.source {
                update_progress(&|p: &mut Progress| {
                    if first {
                        p.record_first_try(index, false);
                    }
                    p.finish_current();
                });
            }
            current.set(Some(c));
            if let Some(square) = best {
                dom::focus(&format!("[data-puzzle] [data-square=\"{square}\"]"));
            }
        })
    };
    // The next puzzle, or the next mistake (this one leaves the queue when solved at the
    // first try, else goes to its end).
    let next = {
        let (current, queue, progress) = (current.clone(), queue.clone(), progress.clone());
        let puzzles = puzzles.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(c) = (*current).clone() else {
                return;
            };
            match c.source {
                Source::Mistake(_) => {
                    let mut q = (*queue).clone();
                    q.done_first(c.session.first_try() == Some(true));
                    save_mistakes(&q);
                    queue.set(q);
                }
                _ => {
                    if let Some(set) = &puzzles {
                        let mut p = (*progress).clone();
                        p.next(set.0.puzzles(), true);
                        save_progress(&p);
                        progress.set(p);
                    }
                }
            }
            current.set(None);
        })
    };
    let choose_level = {
        let (current, progress) = (current.clone(), progress.clone());
        let puzzles = puzzles.clone();
        Callback::from(move |e: Event| {
            let level = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(1);
            if let Some(set) = &puzzles {
                let mut p = (*progress).clone();
                p.choose_level(level);
                p.next(set.0.puzzles(), false);
                save_progress(&p);
                progress.set(p);
                current.set(None);
            }
        })
    };

    let page = props.page;
    let count = match (page, &puzzles) {
        (Page::Mistakes, _) => queue.mistakes().len(),
        (_, Some(set)) => set.0.puzzles().len(),
        (_, None) => 0,
    };
    let body = match (&*current, &file, page) {
        (None, _, Page::Mistakes) => html! {
            <p data-no-mistakes="">{ t.practice_no_mistakes() }</p>
        },
        (None, PuzzleFile::Failed(reason), _) => html! {
            <p role="alert" data-puzzles-error={reason.clone()}>{ t.practice_damaged() }</p>
        },
        (None, ..) => html! { <p aria-busy="true">{ t.practice_loading() }</p> },
        (Some(c), ..) => {
            let exercise = c.session.exercise();
            let position = exercise.position;
            let attempt = c.session.attempt();
            let solved = c.session.solved();
            // Solved: the move is played on the board. A step opened by the computer's
            // reply shows it as the last move (the board animates its flips).
            let (shown, last) = match (attempt, c.session.reply()) {
                (
                    Some(Attempt {
                        square,
                        verdict: Verdict::Solved,
                        ..
                    }),
                    _,
                ) => {
                    let mut after = position;
                    let flipped = after
                        .try_play(Move::Place(square), Rules::WOF)
                        .unwrap_or(Bitboard::EMPTY);
                    (after, Some((square, flipped)))
                }
                (None, Some(reply)) => match reply.reply {
                    Move::Place(square) => (position, Some((square, reply.flipped()))),
                    Move::Pass => (position, None),
                },
                _ => (position, None),
            };
            let values: Vec<MoveValue> = if c.session.solution_shown() {
                exercise
                    .values
                    .iter()
                    .filter_map(|&(sq, v)| MoveValue::new(sq, v, exercise.exact).ok())
                    .collect()
            } else {
                Vec::new()
            };
            let result = match (attempt.map(|a| a.verdict), c.session.reply()) {
                (Some(Verdict::Solved), _) => Some("solved"),
                (Some(Verdict::Wrong { .. }), _) => Some("wrong"),
                (Some(Verdict::Continue), _) | (None, Some(_)) => Some("continue"),
                (None, None) => None,
            };
            let (step, steps) = (c.session.step(), c.session.steps());
            let heading = match c.source {
                Source::Puzzle(i) => t.practice_puzzle_number(i64::from(i) + 1),
                Source::Daily { .. } => t.practice_daily_date(&date),
                Source::Mistake(_) => t.practice_mistakes_left(count as i64),
            };
            let id = match c.source {
                Source::Puzzle(i) | Source::Daily { index: i, .. } => i.to_string(),
                Source::Mistake(id) => format!("m{id}"),
            };
            let wrong = match attempt {
                Some(Attempt {
                    square,
                    verdict: Verdict::Wrong { .. },
                    tries,
                }) => Some((square, tries)),
                _ => None,
            };
            let side = if position.turn == outflank_engine::Color::Black {
                t.black()
            } else {
                t.white()
            };
            let mistake = match c.source {
                Source::Mistake(id) => queue.mistakes().iter().find(|m| m.id == id),
                _ => None,
            };
            html! {
                <section class="puzzle" data-puzzle="" data-puzzle-id={id} data-puzzle-count={count.to_string()}
                    data-to-move={position.turn.name()} data-puzzle-result={result}
                    data-puzzle-step={step.to_string()} data-puzzle-steps={steps.to_string()} aria-labelledby="puzzle-heading">
                    <h2 id="puzzle-heading">{ heading }</h2>
                    <p class="puzzle-task">
                        <strong>{ t.practice_to_move(&side) }</strong>
                        if let Some((kind, _, _)) = c.puzzle {
                            { " · " }{ kind_words(&t, kind) }
                        }
                    </p>
                    if let Some((_, theme, level)) = c.puzzle {
                        <p class="puzzle-facts">
                            { t.practice_difficulty_value(i64::from(level)) }
                            if let Some(theme) = theme {
                                { " · " }{ theme_words(&t, theme) }
                            }
                            if steps > 1 {
                                { " · " }{ t.practice_step(step as i64, steps as i64) }
                            }
                        </p>
                    }
                    if let Some(m) = mistake {
                        <p class="puzzle-facts">{ t.practice_mistake_played(&m.played.to_string(), i64::from((i16::from(m.best_discs) - i16::from(m.played_discs)).max(0))) }</p>
                    }
                    <div class="board-area">
                        <Board
                            position={shown}
                            legal={if c.session.can_play() { position.board.legal_moves() } else { Bitboard::EMPTY }}
                            show_markers=true
                            interactive={c.session.can_play()}
                            {last}
                            passing={None}
                            busy=false
                            result={None::<String>}
                            {wrong}
                            best={if c.session.solution_shown() { exercise.accepted } else { Bitboard::EMPTY }}
                            {values}
                            hint_depth={c.session.solution_shown().then_some(0)}
                            on_play={on_play}
                        />
                    </div>
                    <p class="puzzle-feedback" role="status">{ feedback(&t, &c.session) }</p>
                    <div class="puzzle-actions">
                        if wrong.is_some() && !c.session.solution_shown() {
                            <button type="button" class="primary" onclick={try_again}>{ t.practice_try_again() }</button>
                        }
                        if !solved && !c.session.solution_shown() {
                            <button type="button" onclick={show_solution}>{ t.practice_show_solution() }</button>
                        }
                        if (solved || c.session.solution_shown()) && page != Page::Daily {
                            <button type="button" class="primary" onclick={next}>
                                { if page == Page::Mistakes { t.practice_mistake_next() } else { t.practice_next() } }
                            </button>
                        }
                    </div>
                    <p class="page-note">
                        { if mistake.is_some() { t.practice_mistake_note() } else if exercise.exact { t.practice_values_exact() } else { t.practice_values_search() } }
                    </p>
                </section>
            }
        }
    };
    let level = progress.level;
    html! {
        <article class="page practice-page" aria-labelledby="practice-title">
            { practice_head(&t, page, &props.on_back, &props.switch) }
            <p class="practice-progress" data-puzzles-solved={progress.solved.to_string()}>
                { t.practice_solved_count(i64::from(progress.solved)) }
                { " · " }
                if page == Page::Daily {
                    { t.practice_daily_streak(i64::from(progress.daily_streak(day))) }
                    if progress.daily_solved(day) {
                        { " · " }{ t.practice_daily_done() }
                    }
                } else {
                    { t.practice_streak(i64::from(progress.streak)) }
                    if !progress.missed.is_empty() {
                        { " · " }{ t.practice_missed(progress.missed.len() as i64) }
                    }
                }
            </p>
            if page == Page::Puzzles && puzzles.is_some() {
                <p class="practice-level">
                    <label for="practice-difficulty">{ t.practice_difficulty() }</label>
                    <select id="practice-difficulty" data-difficulty="" onchange={choose_level}>
                        { for (1..=MAX_DIFFICULTY).map(|l| html! {
                            <option value={l.to_string()} selected={l == level}>{ l.to_string() }</option>
                        }) }
                    </select>
                </p>
            }
            { body }
        </article>
    }
}

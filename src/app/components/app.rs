use super::notice::notice;
use super::result::RatedResult;
use super::review::browse_bar;
use super::status::Side;
use super::{
    Board, Controls, HelpDialog, LanguageSelect, MoveList, OpeningTrainer, OpponentChooser,
    PracticePage, StatusPanel, ThinkingPanel,
};
use crate::app::dom;
use crate::app::hooks::{
    use_computer, use_language, use_pass_pause, use_persistence, use_route, use_shortcuts,
    use_update_notice, Page,
};
use crate::app::model::describe::{
    live_parts, result_headline, result_key, result_text, status_key, turn_key,
};
use crate::app::model::{Action, Event as ModelEvent, Model, Phase, Player};
use crate::app::mount::{self, Step};
use crate::app::sound::{self, Sound};
use crate::i18n::Texts;
use crate::pages::article_page::ArticlePage;
use crate::pages::characters::{character, Ending};
use crate::pages::Article;
use gloo_timers::callback::Timeout;
use outflank_engine::ai::Level;
use outflank_engine::Color;
use std::rc::Rc;
use yew::prelude::*;

/// The id of the button that opens `page` (where the focus returns to).
fn opener(page: Page) -> &'static str {
    match page {
        Page::Game => "",
        Page::Rules => "open-rules",
        Page::About => "open-about",
        Page::Help => "open-help",
        Page::Puzzles | Page::Daily | Page::Mistakes | Page::Openings => "open-practice",
    }
}

/// The help ([`HelpDialog`]): opened as a modal for `#help`, closed otherwise.
fn show_help_dialog(open: bool) {
    if let Some(d) = dom::by_id::<web_sys::HtmlDialogElement>("help") {
        if open && !d.open() {
            let _ = d.show_modal();
        } else if !open && d.open() {
            d.close();
        }
    }
}

/// Plays the sounds of each change of the match (and turns sound on or off).
#[hook]
fn use_sounds(state: &UseReducerHandle<Model>) {
    use_effect_with((), |_| sound::install_gesture_unlock());
    let on = state.options().sound;
    use_effect_with(on, |&on| sound::set_enabled(on));
    let previous = use_mut_ref(|| None::<Model>);
    use_effect_with(state.clone(), move |now| {
        let now: &Model = now;
        if let Some(before) = previous.borrow().as_ref() {
            let started = before.new_games() != now.new_games();
            if started || before.game() != now.game() || before.phase() != now.phase() {
                let mut cues = Vec::new();
                if started {
                    cues.push(Sound::Start);
                }
                cues.extend(sound::cues(before, now));
                sound::play_all(&cues);
            }
        }
        *previous.borrow_mut() = Some(now.clone());
    });
}

/// `inner` with the player's language's words provided to every component in it.
fn provide_texts(texts: &Rc<Texts>, inner: Html) -> Html {
    html! {
        <ContextProvider<Rc<Texts>> context={texts.clone()}>{ inner }</ContextProvider<Rc<Texts>>>
    }
}

/// The whole page: status, board, controls and moves, wired to the model and the worker.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(mount::starting_model);
    let route = use_route();
    let page = route.page;
    // How far the app has rendered while it starts (see the effect below).
    let step = use_state_eq(|| 0 as Step);
    // Whether the chooser of opponents is open.
    let choosing_opponent = use_state_eq(|| false);
    let last_page = use_mut_ref(|| Page::Game);
    // Once the app is on the page (its elements can take the focus).
    use_effect_with((page, *step == mount::STEPS), move |&(p, shown)| {
        if !shown {
            return;
        }
        let was = last_page.replace(p);
        show_help_dialog(p == Page::Help);
        if matches!(p, Page::Rules | Page::About) || (p.is_practice() && !was.is_practice()) {
            dom::focus(".page-back");
        } else if p == Page::Game && was != Page::Game {
            // The focus goes back to the button that opened the page, and the board is
            // in view (the buttons are at the bottom).
            dom::focus(&format!("#{}", opener(was)));
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
    });
    use_sounds(&state);
    // Browsing: the board and its bar are brought on screen together (phones scroll), and
    // the chart shows the move browsed.
    use_effect_with(state.browsing(), |browsing| {
        if let Some(n) = *browsing {
            dom::show_whole(".board-area");
            dom::scroll_sideways_to(".eval-graph", super::review::chart_x(n));
        }
    });
    let dispatch = {
        let dispatcher = state.dispatcher();
        (*use_memo((), move |_| {
            Callback::from(move |a: Action| dispatcher.dispatch(a))
        }))
        .clone()
    };
    let model: &Model = &state;
    let on_language = use_language(model.texts().clone(), dispatch.clone());
    // 0: the device's default, which the worker works out.
    let cores = model.options().cores.unwrap_or(0);
    let computer = use_computer(
        cores,
        model.phase(),
        model.analysis(),
        model
            .review()
            .filter(|r| r.reviews.is_none())
            .map(|r| r.request.clone()),
        model.opening_request().cloned(),
        dispatch.clone(),
    );
    use_pass_pause(model.phase(), dispatch.clone());
    let save_file = use_persistence(model, dispatch.clone());

    use_update_notice(dispatch.clone());
    use_shortcuts(
        model.settings().show_legal,
        page == Page::Game,
        dispatch.clone(),
    );
    // The first render draws a part of the page, each step after it a part more, each in
    // a task of its own (see `mount`); after the last one the app replaces the first frame
    // and marks the body ready. Effects run in the order of their hooks: by then every
    // hook above has attached its listeners (the keyboard's included).
    {
        let step = step.clone();
        use_effect_with(*step, move |&now| {
            if now < mount::STEPS {
                Timeout::new(0, move || step.set(now + 1)).forget();
            } else {
                mount::rendered();
            }
        });
    }
    let step = *step;

    let position = model.shown_position();
    let settings = model.settings();
    let both_human = !settings.black.is_computer() && !settings.white.is_computer();
    let outcome = model.outcome();
    let side = |color: Color| Side {
        color,
        // A record between two other people: their names.
        player: match settings.player(color) {
            _ if model.record().is_some() => model.record_player(color).unwrap_or_default(),
            Player::Human if both_human => model.texts().human(),
            Player::Human => model.texts().you(),
            Player::Computer { level } => match Level::try_from(level) {
                Ok(_) => character(level).name(model.texts()),
                Err(_) => model.texts().computer(),
            },
        },
        discs: position.count(color),
        // While browsing, the position shown; at the end, the score.
        shown: match (model.browsed(), outcome, color) {
            (Some((p, _)), ..) => p.count(color),
            (None, Some(o), Color::Black) => o.black,
            (None, Some(o), Color::White) => o.white,
            (None, None, _) => position.count(color),
        },
        level: match settings.player(color) {
            Player::Computer { level } if model.record().is_none() => Some(level),
            _ => None,
        },
        // The name that opens the chooser of opponents: not on a record between two other
        // people, whose cards name them.
        opponent: model.record().is_none()
            && match model.opponent() {
                // Both computers: White's name opens the chooser (both sides change).
                Some(_) => {
                    settings.player(color).is_computer()
                        && (color == Color::White || !settings.white.is_computer())
                }
                None => color == Color::White,
            },
    };
    let rated = model.rated_game().then(|| RatedResult {
        rating: model.standing().rating(),
        change: model.standing().last_change(),
        suggestion: model.suggestion(),
    });
    // One computer against a human: it says a few words at the end.
    let farewell = model
        .outcome()
        .filter(|_| model.record().is_none())
        .and_then(|o| {
            let computers: Vec<(Color, u8)> = Color::ALL
                .into_iter()
                .filter_map(|c| match settings.player(c) {
                    Player::Computer { level } => Some((c, level)),
                    Player::Human => None,
                })
                .collect();
            match computers.as_slice() {
                [(color, level)] => {
                    let ending = Ending::for_computer(o.winner, *color);
                    let line = character(*level).end_line(model.texts(), ending, model.seed())?;
                    Some((*level, ending.mood(), line))
                }
                _ => None,
            }
        });
    let options = model.options();
    let hint_depth = model
        .hint()
        .and_then(|h| h.answer.as_ref())
        .map(|a| a.depth);
    let (hint_best, hint_values) = match model.hint().and_then(|h| h.answer.as_ref()) {
        Some(answer) => (
            answer
                .values
                .iter()
                .filter(|v| answer.is_best(v.square()))
                .map(|v| v.square())
                .collect(),
            answer.values.clone(),
        ),
        None => (outflank_engine::Bitboard::EMPTY, Vec::new()),
    };
    // What the computer would play now, shown faintly on the board while it thinks.
    let thought = model.thought().cloned();
    let ghost = thought.as_ref().and_then(|t| match t.report.best {
        Some(outflank_engine::Move::Place(sq)) => Some(sq),
        _ => None,
    });
    // Browsing the reviewed game: its position, not playable, with the best move ringed.
    let browsed = model.browsed();
    let board_position = browsed.map_or(position, |(p, _)| p);
    let review_best = browsed.and_then(|(_, r)| match r.best {
        outflank_engine::Move::Place(sq) => Some(sq),
        outflank_engine::Move::Pass => None,
    });
    let go = |p: Page| route.go.reform(move |_: MouseEvent| p);
    let back = route.go.reform(|()| Page::Game);
    if page.is_practice() {
        return provide_texts(
            model.texts(),
            html! {
                <div class="app" data-animate={options.animation.to_string()}>
                    <main class="pages">
                        if page == Page::Openings {
                            <OpeningTrainer on_back={back} switch={route.switch.clone()} ask_book={computer.ask_book.clone()} />
                        } else {
                            <PracticePage {page} on_back={back} switch={route.switch.clone()} />
                        }
                    </main>
                </div>
            },
        );
    }
    if matches!(page, Page::Rules | Page::About) {
        return provide_texts(
            model.texts(),
            html! {
                <div class="app" data-animate={options.animation.to_string()}>
                    <main class="pages">
                        // Keyed by article, so that one never shows the other's text.
                        if page == Page::Rules {
                            <ArticlePage key="rules" article={Article::Rules} on_back={back} />
                        } else {
                            <ArticlePage key="about" article={Article::About} on_back={back}>
                                <LanguageSelect id="about-language" current={model.language()} on_change={on_language} />
                            </ArticlePage>
                        }
                    </main>
                </div>
            },
        );
    }
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
    let live = live_parts(model);
    let computer_plays = settings.black.is_computer() || settings.white.is_computer();
    let opening: Option<AttrValue> = model.opening().map(AttrValue::from);
    provide_texts(
        model.texts(),
        html! {
            <div class="app" data-animate={options.animation.to_string()}>
                <header class="masthead">
                    <svg class="logo" viewBox="0 0 64 64" aria-hidden="true">
                        <rect width="64" height="64" rx="14" class="logo-board" />
                        <circle cx="24" cy="24" r="12" class="logo-white" />
                        <circle cx="40" cy="40" r="12" class="logo-white" />
                        <circle cx="40" cy="24" r="12" class="logo-black" />
                        <circle cx="24" cy="40" r="12" class="logo-black" />
                    </svg>
                    <h1>{ "Outflank" }</h1>
                    // The opening's name beside the title: on a phone it takes no height of its
                    // own, so the board and the controls stay where they are.
                    <p class="opening" aria-busy={model.opening_request().is_some().to_string()}>
                        <span class={classes!("label", opening.is_none().then_some("visually-hidden"))}>{ model.texts().opening_label() }</span>
                        <span data-opening={opening.clone().unwrap_or_default()}>{ opening.clone().unwrap_or_default() }</span>
                    </p>
                </header>
                <main class={classes!("layout", computer_plays.then_some("with-thinking"))}>
                    if step >= mount::STATUS_AT {
                    <StatusPanel
                        status={status_key(model)}
                        turn={turn_key(model)}
                        result={result_key(model)}
                        black={side(Color::Black)}
                        white={side(Color::White)}
                        event={live.0}
                        state={live.1}
                        quiet_event={outcome.is_some()}
                        again={match model.event() { ModelEvent::NotLegal { serial, .. } => serial, _ => 0 }}
                        on_choose_opponent={{
                            let open = choosing_opponent.clone();
                            Callback::from(move |()| open.set(true))
                        }}
                    />
                    }
                    <div class="board-area">
                        if step >= mount::BOARD_AT {
                        <Board
                            position={board_position}
                            legal={if browsed.is_some() { model.browsed_legal() } else { model.legal_squares() }}
                            show_markers={settings.show_legal}
                            stable={if settings.show_stable { model.stable_discs() } else { outflank_engine::Bitboard::EMPTY }}
                            interactive={if browsed.is_some() { !model.browsed_legal().is_empty() } else { model.human_to_move() || model.editor().is_some() }}
                            last={if browsed.is_some() { None } else { model.last_placement() }}
                            {passing}
                            busy={model.thinking().is_some()}
                            result={result_headline(model)}
                            wrong={match model.event() {
                                ModelEvent::NotLegal { square, serial } => Some((square, serial)),
                                _ => None,
                            }}
                            best={hint_best}
                            values={hint_values}
                            {hint_depth}
                            {ghost}
                            line={model.line_discs()}
                            {review_best}
                            {on_play}
                            rows={mount::rows(step)}
                        />
                        }
                        { browse_bar(model.texts(), model.review(), model.browsing(), model.variation(), model.best_line().map(|l| (l, model.line_shown())), &dispatch) }
                    </div>
                    if let Some(text) = model.notice() {
                        { notice(&text, model.texts().dismiss(), &dismiss) }
                    }
                    if step >= mount::CONTROLS_AT {
                    <Controls
                        settings={*settings}
                        can_undo={model.can_undo()}
                        can_redo={model.can_redo()}
                        stalled={matches!(model.phase(), Phase::Stalled { .. })}
                        result={result_text(model)}
                        {farewell}
                        {rated}
                        can_hint={model.can_hint()}
                        rematch={model.rematch().copied()}
                        editor={model.editor().copied()}
                        {computer_plays}
                        thinking={match model.phase() { Phase::Thinking(t) => Some(t.id), _ => None }}
                        move_now={computer.move_now.clone()}
                        hint_pending={model.hint().is_some_and(|h| h.answer.is_none())}
                        sound={options.sound}
                        animation={options.animation}
                        {cores}
                        document={save_file.document}
                        file_name={save_file.file_name}
                        dispatch={dispatch.clone()}
                        language={model.language()}
                        {on_language}
                    />
                    }
                    if computer_plays {
                        <ThinkingPanel thinking={model.thinking().is_some()} {thought} />
                    }
                    if step >= mount::MOVES_AT {
                    <MoveList
                        {moves}
                        notation={model.game().record()}
                        ggf={model.ggf((&side(Color::Black).player, &side(Color::White).player), &dom::ggf_date())}
                        review={model.review().cloned()}
                        mistakes={model.review().is_some_and(|r| r.reviews.is_some()).then(|| model.mistakes_to_practise())}
                        browsing={model.browsing()}
                        opening={opening.clone()}
                        can_review={model.thinking().is_none() && model.editor().is_none()}
                        dispatch={dispatch.clone()}
                    />
                    }
                </main>
                <OpponentChooser
                    open={*choosing_opponent}
                    current={model.opponent()}
                    standing={*model.standing()}
                    on_close={{
                        let open = choosing_opponent.clone();
                        Callback::from(move |()| open.set(false))
                    }}
                    dispatch={dispatch.clone()}
                />
                <nav class="site-nav" aria-label={model.texts().nav_more()}>
                    <button type="button" id="open-rules" onclick={go(Page::Rules)}>{ model.texts().nav_rules() }</button>
                    <button type="button" id="open-about" onclick={go(Page::About)}>{ model.texts().nav_about() }</button>
                    <button type="button" id="open-help" onclick={go(Page::Help)}>{ model.texts().nav_help() }</button>
                    <button type="button" id="open-practice" onclick={go(Page::Puzzles)} title={model.texts().title_practice()}>{ model.texts().nav_practice() }</button>
                </nav>
                // Closing the help (Escape, its Close button) leaves `#help`.
                <HelpDialog open={page == Page::Help} on_close={back.clone()} />
            </div>
        },
    )
}

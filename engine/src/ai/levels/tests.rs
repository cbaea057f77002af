//! The level table's properties.

use super::*;
use crate::ai::choice::Choice;

#[test]
fn nova_is_guided_by_the_evaluation_and_monty_stays_plain_uct() {
    let mut seen = 0;
    for level in LEVELS.iter() {
        if let EngineConfig::Mcts { config, .. } = level.engine {
            match level.info.id.id() {
                4 => assert!(!config.evaluates() && !config.unvisited_by_eval),
                5 => assert!(
                    config.evaluates()
                        && config.eval_weight == 1.0
                        && config.minimax_weight > 0.0
                        && config.unvisited_by_eval
                ),
                id => panic!("level {id} runs an MCTS nobody measured"),
            }
            seen += 1;
        }
    }
    assert_eq!(seen, 2);
}

#[test]
fn only_the_ids_of_levels_are_levels() {
    for info in levels() {
        assert_eq!(Level::try_from(info.id.id()), Ok(info.id));
        assert_eq!(info.id.info(), info);
    }
    let unknown = Level::try_from(200).unwrap_err();
    assert_eq!(unknown.id(), 200);
    let ids: Vec<String> = levels().iter().map(|l| l.id.to_string()).collect();
    assert_eq!(
        unknown.to_string(),
        format!("no level 200; the levels are {}", ids.join(", "))
    );
    assert!(unknown
        .to_string()
        .starts_with("no level 200; the levels are 0, 7, "));
    assert_eq!(Level::try_from(99), Err(UnknownLevel(99)));
}

#[test]
fn the_ladder_is_ordered_by_rating_with_unique_ids_and_names() {
    let mut ids = std::collections::HashSet::new();
    let mut names = std::collections::HashSet::new();
    for pair in levels().windows(2) {
        assert!(
            pair[0].rating < pair[1].rating,
            "{} {}",
            pair[0].name,
            pair[1].name
        );
    }
    for info in levels() {
        assert!(ids.insert(info.id), "{}", info.id);
        assert!(names.insert(info.name), "{}", info.name);
    }
    assert!(levels().len() >= 12);
    // Today's ids keep their characters (saved games name them).
    for (id, name) in [(0, "Pip"), (1, "Bramble"), (2, "Juniper"), (3, "Sage")] {
        assert_eq!(Level::try_from(id).unwrap().info().name, name);
    }
    for (id, name) in [(4, "Monty"), (5, "Nova"), (6, "Oracle")] {
        assert_eq!(Level::try_from(id).unwrap().info().name, name);
    }
    assert_eq!(Level::strongest().info().name, "Oracle");
    assert_eq!(levels()[levels().len() - 2].name, "Nova");
}

#[test]
fn the_levels_that_err_as_people_do_answer_within_a_second_and_grow_steadily() {
    let mut last: Option<(u32, f32)> = None;
    for level in LEVELS.iter() {
        let EngineConfig::AlphaBeta {
            depth,
            choice: Choice::Softmax(softmax),
            ..
        } = level.engine
        else {
            continue;
        };
        assert_eq!(level.info.budget_ms, 1000, "{}", level.info.name);
        assert!(level.learned, "{}", level.info.name);
        // Deeper, or as deep and colder, than the level below.
        let temperature = softmax.temperature_at(30);
        if let Some((d, t)) = last {
            assert!(depth > d || temperature < t, "{}", level.info.name);
        }
        assert!(softmax.temperature_at(10) <= temperature);
        last = Some((depth, temperature));
    }
    assert!(last.is_some());
}

#[test]
fn an_unknown_id_has_a_nearest_level() {
    for info in levels() {
        assert_eq!(Level::nearest(info.id.id()), info.id);
    }
    let highest = levels().iter().map(|l| l.id.id()).max().unwrap();
    assert_eq!(Level::nearest(255).id(), highest);
    assert_eq!(Level::nearest(highest + 1).id(), highest);
}

#[test]
fn each_level_names_the_search_it_runs() {
    for level in &LEVELS {
        let mcts = matches!(level.engine, EngineConfig::Mcts { .. });
        assert_eq!(
            level.info.search == SearchKind::Mcts,
            mcts,
            "{}",
            level.info.name
        );
    }
}

#[test]
fn every_level_but_monty_wants_the_learned_weights() {
    // Monty is the browser original's plain UCT, random playouts and no evaluation.
    for info in levels() {
        assert_eq!(info.id.wants_weights(), info.id.id() != 4, "{}", info.name);
    }
    assert_eq!(levels().last().unwrap().id, Level::strongest());
    assert_eq!(Level::strongest().id(), 6);
}

#[test]
fn the_strongest_levels_spread_their_time_and_the_others_do_not() {
    for info in levels() {
        let player = player_for_level(info.id, Rules::WOF, 1);
        let strongest = info.id.id() == 5 || info.id.id() == 6;
        let average = search_budget_ms(info.budget_ms);
        assert_eq!(
            player.time_plan(),
            strongest.then_some(TimePlan {
                early_solve_empties: if info.id.id() == 6 { 2 } else { 0 },
                ..TimePlan::new(average)
            }),
            "{}",
            info.name
        );
        let most = if strongest {
            search_budget_ms(2 * info.budget_ms)
        } else {
            average
        };
        assert_eq!(player.budget_ms(), most, "{}", info.name);
        // On another budget, all of it scales.
        let other = player_for_level_on_budget(info.id, Rules::WOF, 1, 250);
        assert_eq!(
            other.time_plan().map(|p| p.average_ms),
            strongest.then_some(search_budget_ms(250))
        );
    }
}

#[cfg(feature = "bundled-weights")]
#[test]
fn the_strongest_levels_play_their_first_moves_from_the_book() {
    use crate::ai::clock::FrozenClock;
    // From the start the book answers at once: no tree grown, no table filled.
    for id in [5, 6] {
        let mut player = player_for_level(Level(id), Rules::WOF, 7);
        player.set_position(Position::START);
        let mv = player.choose(&FrozenClock).unwrap();
        assert!(Position::START.is_legal(mv, Rules::WOF));
        assert!(player.tree().is_none(), "level {id} searched");
    }
    // Nova without it searches.
    let mut nova = player_for_level(Level(5), Rules::WOF, 7);
    nova.set_book(None, 0);
    nova.set_budget_ms(5.0);
    nova.set_position(Position::START);
    nova.choose(&FrozenClock).unwrap();
    assert!(nova.tree().is_some());
}

#[cfg(feature = "bundled-weights")]
#[test]
fn the_strongest_level_plays_with_the_installed_weights() {
    let strongest = Level::strongest().spec();
    let installed = crate::ai::pattern::installed().unwrap();
    match level_engine(strongest) {
        EngineConfig::AlphaBeta {
            eval: EvalKind::Pattern(weights),
            ..
        } => assert!(core::ptr::eq(weights, installed)),
        other => panic!("{other:?}"),
    }
    // So does every level but Monty, which has no evaluation.
    for level in &LEVELS[..LEVELS.len() - 1] {
        let eval = match level_engine(level) {
            EngineConfig::AlphaBeta { eval, .. } => eval,
            EngineConfig::Mcts { config, .. } => config.eval,
        };
        match eval {
            EvalKind::Pattern(weights) => {
                assert_ne!(level.info.id.id(), 4, "{}", level.info.name);
                assert!(core::ptr::eq(weights, installed));
            }
            _ => assert_eq!(level.info.id.id(), 4),
        }
    }
}

//! A level's technical details (what the player opens under "Details"), made from the
//! settings it runs with, in the player's language: one piece of code for each kind of
//! engine, so a level added to the engine's table is described without new words.

use super::Character;
use crate::i18n::{format_number, Texts};
use outflank_engine::ai::{Choice, EngineConfig, Level};

/// A softmax's `max_loss` at which it never refuses a move (no game is lost by more).
const NO_LOSS_LIMIT: f32 = 64.0;

impl Character {
    /// The technical details of its level, e.g. "alpha-beta 2 plies, softmax at 8.4 discs,
    /// 4.2 in the endgame, exact from 8 empty squares"; `None` for an id no level has, and
    /// while the words lack them (the built-in English, until the whole catalog has come).
    pub fn details(&self, t: &Texts) -> Option<String> {
        Level::try_from(self.level)
            .ok()
            .filter(|_| t.is_complete())
            .map(|l| level_details(t, l))
    }
}

/// The details of `level` (see [`Character::details`]).
fn level_details(t: &Texts, level: Level) -> String {
    let language = t.language();
    let decimal = |value: f32| format_number(language, f64::from(value), 1);
    let budget_s = f64::from(level.info().budget_ms) / 1000.0;
    let seconds = budget_s.round().max(1.0) as i64;
    // Under a second (Nova's tenth) in tenths: rounded up to 1 it would be ten times off.
    let time = || {
        if budget_s < 0.95 {
            t.level_details_time_fraction(&format_number(language, budget_s, 1))
        } else {
            t.level_details_time(seconds)
        }
    };
    let exact = |empties: u32| (empties > 0).then(|| t.level_details_exact(i64::from(empties)));
    let mut parts = Vec::new();
    match level.engine() {
        EngineConfig::AlphaBeta {
            depth,
            choice: Choice::Softmax(softmax),
            ..
        } => {
            let [_, middle, end] = softmax.temperature;
            parts.push(t.level_details_depth(i64::from(*depth)));
            parts.push(t.level_details_softmax(&decimal(middle)));
            if end != middle {
                parts.push(t.level_details_endgame(&decimal(end)));
            }
            if softmax.max_loss < NO_LOSS_LIMIT {
                parts.push(t.level_details_max_loss(softmax.max_loss.round() as i64));
            }
            parts.extend(exact(softmax.exact_empties));
        }
        EngineConfig::AlphaBeta { solve_empties, .. } => {
            parts.push(t.level_details_deepening());
            parts.extend(exact(*solve_empties));
            parts.push(time());
        }
        EngineConfig::Mcts {
            config,
            iterations,
            solve_empties,
            ..
        } => {
            if config.eval_weight > 0.0 {
                parts.push(t.level_details_guided());
            } else {
                parts.push(t.level_details_playouts(
                    &format_number(language, *iterations as f64, 0),
                    seconds,
                ));
            }
            parts.extend(exact(*solve_empties));
            if *iterations == u64::MAX {
                parts.push(time());
            }
        }
    }
    parts.join(&t.list_separator())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::characters::character;
    use outflank_engine::ai::levels;

    fn details(id: u8) -> String {
        character(id).details(&Texts::english()).unwrap()
    }

    #[test]
    fn a_person_levels_details_are_its_settings() {
        // Maple: 2 plies, softmax 10.3 / 5.15, no loss limit, exact from 8 empties.
        assert_eq!(
            details(9),
            "alpha-beta 2 plies, softmax at 10.3 discs, 5.2 in the endgame, exact from 8 \
             empty squares"
        );
        // Pip: one temperature for the whole game, no limit, never exact.
        assert_eq!(details(0), "alpha-beta 1 ply, softmax at 40 discs");
        // Juniper: a limit on the loss.
        assert!(details(2).contains("never a move 16 discs below the best"));
    }

    #[test]
    fn the_tree_searches_and_the_strongest_are_described_by_their_kind() {
        assert_eq!(
            details(4),
            "a tree search of 32,000 random games or 8 seconds a move"
        );
        assert_eq!(
            details(5),
            "a tree search guided by the learned evaluation, exact from 20 empty squares, \
             about 0.1 seconds a move"
        );
        assert_eq!(
            details(6),
            "alpha-beta searching deeper until its time is up, with the learned evaluation \
             and selective search, exact from 20 empty squares, about 1 second a move"
        );
    }

    #[test]
    fn every_level_has_details_and_an_unknown_id_none() {
        for level in levels() {
            assert!(!details(level.id.id()).is_empty());
        }
        let unknown = (0..=255u8)
            .find(|id| Level::try_from(*id).is_err())
            .unwrap();
        assert_eq!(character(unknown).details(&Texts::english()), None);
    }
}

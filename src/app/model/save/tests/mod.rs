//! Save files: what loads back exactly and what is refused with which message. The
//! helpers here (random saves, a sample, field paths) are shared by the files below.

mod bad_fields;
mod not_a_game;
#[cfg(not(target_arch = "wasm32"))]
mod properties;
mod round_trip;

use super::*;
use crate::app::model::{Player, Settings};
use outflank_engine::ai::Rng;
use outflank_engine::ai::{levels, Level};
use outflank_engine::{parse_moves, Move, PassRule, Position, Rules, Status};
use serde_json::json;
use serde_json::Value;

/// A random legal game from `start` under `rules`, `len` moves at most (to the end if
/// `len` is large), with the cursor moved back at random so there is something to redo.
fn random_game(rng: &mut Rng, start: Position, rules: Rules, len: usize) -> Game {
    let mut game = Game::new(start, rules);
    for _ in 0..len {
        let legal: Vec<Move> = game.position().legal_moves(rules).collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len() as u32) as usize];
        game.try_play(mv).unwrap();
    }
    let total = game.all_moves().len();
    assert!(game.go_to(rng.below(total as u32 + 1) as usize));
    game
}

fn random_player(rng: &mut Rng) -> Player {
    if rng.below(2) == 1 {
        Player::Human
    } else {
        let all = levels();
        Player::Computer {
            level: all[rng.below(all.len() as u32) as usize].id.id(),
        }
    }
}

/// A random save: a start position that is the standard one or one reached by random
/// play, a random game from it, random options.
fn random_save(seed: u64) -> SavedGame {
    let mut rng = Rng::new(seed);
    let pass_rule = if rng.below(2) == 1 {
        PassRule::Pass
    } else {
        PassRule::GameOver
    };
    let rules = Rules { pass_rule };
    let start = if rng.below(2) == 1 {
        Position::START
    } else {
        let len = rng.below(40) as usize;
        let g = random_game(&mut rng, Position::START, Rules::WOF, len);
        g.position()
    };
    let len = rng.below(70) as usize;
    let game = random_game(&mut rng, start, rules, len);
    let options = Options {
        settings: Settings {
            black: random_player(&mut rng),
            white: random_player(&mut rng),
            show_legal: rng.below(2) == 1,
            show_stable: rng.below(2) == 1,
            pass_rule,
        },
        sound: rng.below(2) == 1,
        animation: rng.below(2) == 1,
        cores: match rng.below(3) {
            0 => None,
            _ => Some(1 + rng.below(64) as u8),
        },
    };
    SavedGame::new(game, options)
}

/// A game that contains a pass: always play the first legal move from the start.
fn game_with_a_pass() -> Game {
    let mut game = Game::new(Position::START, Rules::WOF);
    while let Some(mv) = game.position().legal_moves(Rules::WOF).next() {
        game.try_play(mv).unwrap();
    }
    assert!(
        game.all_moves().contains(&Move::Pass),
        "{:?}",
        game.all_moves()
    );
    game
}

fn sample() -> SavedGame {
    let game = Game::from_moves(Position::START, Rules::WOF, "f5d6c3").unwrap();
    let mut settings = Settings::first_visit(2);
    settings.show_legal = false;
    let mut options = Options::new(settings);
    options.animation = false;
    SavedGame::new(game, options)
}

fn sample_value() -> Value {
    serde_json::from_str(&sample().to_json()).unwrap()
}

fn load_value(v: &Value) -> Result<SavedGame, LoadError> {
    SavedGame::from_json(&serde_json::to_string_pretty(v).unwrap())
}

fn err(text: &str) -> String {
    SavedGame::from_json(text).unwrap_err().to_string()
}

/// Every field of the document, by path.
const FIELDS: [&str; 16] = [
    "format",
    "version",
    "start",
    "moves",
    "cursor",
    "to_move",
    "options",
    "options.black",
    "options.black.player",
    "options.white",
    "options.white.player",
    "options.white.level",
    "options.show_legal_moves",
    "options.pass_rule",
    "options.sound",
    "options.animation",
];

fn remove(v: &mut Value, path: &str) {
    let mut parts: Vec<&str> = path.split('.').collect();
    let last = parts.pop().unwrap();
    let mut node = v;
    for p in parts {
        node = &mut node[p];
    }
    node.as_object_mut().unwrap().remove(last).unwrap();
}

fn set(v: &mut Value, path: &str, new: Value) {
    let mut node = v;
    for p in path.split('.') {
        node = &mut node[p];
    }
    *node = new;
}

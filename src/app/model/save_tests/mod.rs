//! Save files: what loads back exactly and what is refused with which message. The
//! helpers here (random saves, a sample, field paths) are shared by the files below.

mod bad_fields;
mod not_a_game;
#[cfg(not(target_arch = "wasm32"))]
mod properties;
mod round_trip;

use super::*;
use outflank_engine::PassRule;
use serde_json::json;

/// A small deterministic generator (SplitMix64) for the random games below.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn coin(&mut self) -> bool {
        self.next() & 1 == 1
    }
}

/// A random legal game from `start` under `rules`, `len` moves at most (to the end if
/// `len` is large), with the cursor moved back at random so there is something to redo.
fn random_game(rng: &mut Rng, start: Position, rules: Rules, len: usize) -> Game {
    let mut game = Game::new(start, rules);
    for _ in 0..len {
        let legal: Vec<Move> = game.position().legal_moves(rules).collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[rng.below(legal.len())];
        game.try_play(mv).unwrap();
    }
    let total = game.all_moves().len();
    assert!(game.go_to(rng.below(total + 1)));
    game
}

fn random_player(rng: &mut Rng) -> Player {
    if rng.coin() {
        Player::Human
    } else {
        let all = levels();
        Player::Computer {
            level: all[rng.below(all.len())].id,
        }
    }
}

/// A random save: a start position that is the standard one or one reached by random
/// play, a random game from it, random options.
fn random_save(seed: u64) -> SavedGame {
    let mut rng = Rng(seed);
    let pass_rule = if rng.coin() {
        PassRule::Pass
    } else {
        PassRule::GameOver
    };
    let rules = Rules { pass_rule };
    let start = if rng.coin() {
        Position::START
    } else {
        let len = rng.below(40);
        let g = random_game(&mut rng, Position::START, Rules::WOF, len);
        g.position()
    };
    let len = rng.below(70);
    let game = random_game(&mut rng, start, rules, len);
    let options = Options {
        settings: Settings {
            black: random_player(&mut rng),
            white: random_player(&mut rng),
            show_legal: rng.coin(),
            show_stable: rng.coin(),
            pass_rule,
        },
        sound: rng.coin(),
        animation: rng.coin(),
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

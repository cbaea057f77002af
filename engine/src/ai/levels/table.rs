//! The level table: every level's character-facing row and what it runs, weakest first
//! (docs/ai.md, "The ladder": each level measured against the one below it).

use super::Level;
use super::{LevelInfo, LevelSpec, SearchKind, Timing};
use crate::ai::alphabeta::EvalKind;
use crate::ai::choice::{Choice, Softmax};
use crate::ai::mcts::{MctsConfig, Playout};
use crate::ai::player::EngineConfig;

/// A level that plays as a person does: the learned evaluation's alpha-beta at `depth`
/// plies, every move valued, one drawn by a softmax at `temperature` discs (opening,
/// middle game, endgame), never one more than `max_loss` discs below the best, reading to
/// the end from `exact_empties` empties ([`Softmax`]).
const fn person(
    depth: u32,
    temperature: [f32; 3],
    max_loss: f32,
    exact_empties: u32,
    table_bytes: usize,
) -> EngineConfig {
    EngineConfig::AlphaBeta {
        // The learned evaluation replaces it where the weights are installed.
        eval: EvalKind::Tuned,
        depth,
        choice: Choice::Softmax(Softmax {
            temperature,
            max_loss,
            exact_empties,
        }),
        table_bytes,
        solve_empties: 0,
        probcut: 0.0,
    }
}

/// A row of the table for a level that plays as a person does ([`person`]): its id,
/// name and rating, on a budget of a second. (How it plays is told in the app's catalogs,
/// by id, its details made from `engine`.)
const fn person_level(id: u8, name: &'static str, rating: u16, engine: EngineConfig) -> LevelSpec {
    LevelSpec {
        info: LevelInfo {
            id: Level(id),
            name,
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating,
        },
        learned: true,
        book_margin: None,
        timing: Timing::Fixed,
        engine,
    }
}

/// The levels, weakest first. The person levels' settings were found by matches against
/// the level below (about two thirds of the points each); Nova's budget is the one at
/// which Oracle scores about two thirds against her. The ratings are fitted to
/// `scripts/ladder.sh`'s matches (docs/measurements/2026-12-06-ladder-hazel.md).
pub(crate) static LEVELS: [LevelSpec; 23] = [
    person_level(0, "Pip", 995, person(1, [40.0; 3], 64.0, 0, 64 << 10)),
    person_level(7, "Dot", 1145, person(1, [14.3; 3], 64.0, 0, 64 << 10)),
    person_level(8, "Tumble", 1306, person(1, [8.3; 3], 64.0, 0, 64 << 10)),
    person_level(
        1,
        "Bramble",
        1428,
        person(2, [11.8, 11.8, 5.9], 64.0, 0, 256 << 10),
    ),
    person_level(
        9,
        "Maple",
        1564,
        person(2, [10.3, 10.3, 5.15], 64.0, 8, 256 << 10),
    ),
    person_level(
        2,
        "Juniper",
        1701,
        person(3, [14.5, 14.5, 7.25], 16.0, 10, 1 << 20),
    ),
    LevelSpec {
        info: LevelInfo {
            id: Level(4),
            name: "Monty",
            search: SearchKind::Mcts,
            budget_ms: 8000,
            rating: 1823,
        },
        learned: false,
        book_margin: None,
        timing: Timing::Fixed,
        engine: EngineConfig::Mcts {
            config: MctsConfig {
                playout: Playout::Uniform,
                leaf_playouts: 1,
                exploration: core::f64::consts::SQRT_2,
                solver: false,
                ..MctsConfig::DEFAULT
            },
            iterations: 32_000,
            reuse: false,
            solve_empties: 0,
        },
    },
    person_level(
        10,
        "Clover",
        1932,
        person(4, [11.2, 11.2, 5.6], 16.0, 12, 1 << 20),
    ),
    person_level(
        22,
        "Hazel",
        2027,
        person(4, [8.0, 8.0, 4.0], 16.0, 12, 1 << 20),
    ),
    person_level(
        3,
        "Sage",
        2129,
        person(4, [6.0, 6.0, 3.0], 16.0, 12, 2 << 20),
    ),
    person_level(
        11,
        "Basil",
        2248,
        person(4, [4.5, 4.5, 2.25], 14.0, 12, 2 << 20),
    ),
    person_level(
        12,
        "Rook",
        2383,
        person(5, [4.52, 4.52, 2.26], 12.0, 14, 4 << 20),
    ),
    person_level(
        13,
        "Ember",
        2495,
        person(5, [3.67, 3.67, 1.84], 10.0, 14, 4 << 20),
    ),
    person_level(
        14,
        "Atlas",
        2686,
        person(6, [3.67, 3.67, 1.84], 10.0, 16, 8 << 20),
    ),
    person_level(
        15,
        "Storm",
        2816,
        person(6, [2.76, 2.76, 1.38], 8.0, 16, 8 << 20),
    ),
    person_level(
        16,
        "Vega",
        2981,
        person(7, [2.4, 2.4, 1.2], 8.0, 18, 8 << 20),
    ),
    person_level(
        17,
        "Marlo",
        3096,
        person(8, [2.0, 2.0, 1.0], 8.0, 18, 16 << 20),
    ),
    person_level(
        18,
        "Iris",
        3251,
        person(8, [1.4, 1.4, 0.7], 6.0, 18, 16 << 20),
    ),
    person_level(
        21,
        "Reed",
        3363,
        person(8, [1.05, 1.05, 0.525], 5.0, 19, 16 << 20),
    ),
    person_level(
        19,
        "Onyx",
        3502,
        person(9, [0.8, 0.8, 0.4], 4.0, 20, 16 << 20),
    ),
    person_level(
        20,
        "Lyra",
        3614,
        person(10, [0.3, 0.3, 0.15], 3.0, 20, 16 << 20),
    ),
    LevelSpec {
        info: LevelInfo {
            id: Level(5),
            name: "Nova",
            search: SearchKind::Mcts,
            budget_ms: 100,
            rating: 3761,
        },
        learned: true,
        // As Oracle: the book within a disc, and the time spread over the game (the tree
        // search stops by `MoveTime`'s rules).
        book_margin: Some(1),
        timing: Timing::Planned {
            early_solve_empties: 0,
        },
        engine: EngineConfig::Mcts {
            // The learned evaluation in place of playouts, mixed with implicit minimax
            // values; an unvisited move ranked by its evaluation, so poor moves wait, and
            // the exploration narrower to match (README: "MCTS guided by the evaluation").
            config: MctsConfig {
                leaf_playouts: 1,
                eval_weight: 1.0,
                minimax_weight: 0.4,
                exploration: 0.3,
                compact: true,
                unvisited_by_eval: true,
                ..MctsConfig::DEFAULT
            },
            iterations: u64::MAX,
            reuse: true,
            solve_empties: 20,
        },
    },
    LevelSpec {
        info: LevelInfo {
            id: Level(6),
            name: "Oracle",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 3865,
        },
        learned: true,
        // Within a disc: the book's values come from 12-ply searches, so moves that
        // close are equally good as far as it knows, and games vary.
        book_margin: Some(1),
        // Solves from 22 empties: at 21 and 22 the exact solve decides the game and the
        // search loses most there (docs/ai.md, "Oracle's endgame").
        timing: Timing::Planned {
            early_solve_empties: 2,
        },
        engine: EngineConfig::AlphaBeta {
            eval: EvalKind::Tuned,
            depth: 60,
            choice: Choice::Best,
            table_bytes: 16 << 20,
            solve_empties: 20,
            // Measured best of 1.0, 1.5 and 2.0 (README: "Selective search").
            probcut: 1.5,
        },
    },
];

//! The level table: every level's character-facing row and what it runs, weakest first
//! (docs/ai.md, "The ladder": each level measured against the one below it).

use super::Level;
use super::{LevelInfo, LevelSpec, SearchKind};
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

/// The levels, weakest first.
pub(crate) static LEVELS: [LevelSpec; 9] = [
    LevelSpec {
        info: LevelInfo {
            id: Level(0),
            name: "Pip",
            description: "Looks only at the move in front of it and often picks one at random: a first opponent (alpha-beta 1 ply, then a choice by a softmax at 30 discs).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 985,
        },
        learned: true,
        book_margin: None,
        manages_time: false,
        engine: person(1, [30.0, 30.0, 15.0], 64.0, 0, 64 << 10),
    },
    LevelSpec {
        info: LevelInfo {
            id: Level(7),
            name: "Dot",
            description: "Looks one move ahead and likes what it sees, but is easily distracted (alpha-beta 1 ply, softmax at 12 discs).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 1125,
        },
        learned: true,
        book_margin: None,
        manages_time: false,
        engine: person(1, [12.0, 12.0, 6.0], 64.0, 0, 64 << 10),
    },
    LevelSpec {
        info: LevelInfo {
            id: Level(8),
            name: "Tumble",
            description: "Looks one move ahead and mostly picks a good one (alpha-beta 1 ply, softmax at 6 discs).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 1280,
        },
        learned: true,
        book_margin: None,
        manages_time: false,
        engine: person(1, [6.0, 6.0, 3.0], 64.0, 0, 64 << 10),
    },
    LevelSpec {
        info: LevelInfo {
            id: Level(1),
            name: "Bramble",
            description: "Thinks of your reply before it moves, and loves corners (alpha-beta 2 plies, softmax at 9 discs).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 1385,
        },
        learned: true,
        book_margin: None,
        manages_time: false,
        engine: person(2, [9.32, 9.32, 4.66], 64.0, 0, 256 << 10),
    },
    LevelSpec {
        info: LevelInfo {
            id: Level(9),
            name: "Maple",
            description: "Thinks of your reply, and counts carefully in the last few moves (alpha-beta 2 plies, softmax at 8 discs, exact from 8 empties).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 1475,
        },
        learned: true,
        book_margin: None,
        manages_time: false,
        engine: person(2, [8.39, 8.39, 4.2], 64.0, 8, 256 << 10),
    },
    LevelSpec {
        info: LevelInfo {
            id: Level(2),
            name: "Juniper",
            description: "Thinks three moves ahead and counts the last ten (alpha-beta 3 plies, exact from 10 empties).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 1600,
        },
        learned: true,
        book_margin: None,
        manages_time: false,
        engine: person(3, [10.0, 10.0, 5.0], 16.0, 10, 1 << 20),
    },
    LevelSpec {
        info: LevelInfo {
            id: Level(4),
            name: "Monty",
            description: "Plays thousands of random games in its head before each move (the \
                          browser original: UCT, 32,000 playouts or 8 seconds).",
            search: SearchKind::Mcts,
            budget_ms: 8000,
            rating: 1550,
        },
        learned: false,
        book_margin: None,
        manages_time: false,
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
    LevelSpec {
        info: LevelInfo {
            id: Level(5),
            name: "Nova",
            description: "Monty's clever sister: grows a tree of many lines, judges them with \
                          what she learnt from our games, spots forced wins and plays the \
                          endgame perfectly. About a second a move.",
            search: SearchKind::Mcts,
            budget_ms: 1000,
            rating: 2500,
        },
        learned: true,
        // As Oracle: the book within a disc, and the time spread over the game (the tree
        // search stops by `MoveTime`'s rules).
        book_margin: Some(1),
        manages_time: true,
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
            description: "The strongest: reads many moves ahead with a judgement learnt from \
                          thousands of perfectly finished games, and plays the last twenty or \
                          so moves perfectly. About a second a move.",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating: 2550,
        },
        learned: true,
        // Within a disc: the book's values come from 12-ply searches, so moves that
        // close are equally good as far as it knows, and games vary.
        book_margin: Some(1),
        manages_time: true,
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

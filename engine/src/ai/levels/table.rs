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

/// A row of the table for a level that plays as a person does ([`person`]): its id,
/// name, description (plain words, then the technical part in brackets, shown under
/// "Details") and rating, on a budget of a second.
const fn person_level(
    id: u8,
    name: &'static str,
    description: &'static str,
    rating: u16,
    engine: EngineConfig,
) -> LevelSpec {
    LevelSpec {
        info: LevelInfo {
            id: Level(id),
            name,
            description,
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
            rating,
        },
        learned: true,
        book_margin: None,
        manages_time: false,
        engine,
    }
}

/// The levels, weakest first. The person levels' settings were found by matches against
/// the level below (about two thirds of the points each); the ratings are fitted to
/// `scripts/ladder.sh`'s matches (docs/measurements/2026-11-27-level-ladder.md), Oracle's
/// through Nova on a quarter of a second, Nova's from her match against Oracle.
pub(crate) static LEVELS: [LevelSpec; 21] = [
    person_level(
        0,
        "Pip",
        "Looks only at the move in front of it and often picks one at random (alpha-beta 1 \
         ply with the learned evaluation, a move drawn by a softmax over the values at 40 \
         discs).",
        989,
        person(1, [40.0; 3], 64.0, 0, 64 << 10),
    ),
    person_level(
        7,
        "Dot",
        "Looks one move ahead and sees what a move wins, but often drifts to a weaker one \
         (alpha-beta 1 ply, softmax at 13 discs).",
        1154,
        person(1, [13.0; 3], 64.0, 0, 64 << 10),
    ),
    person_level(
        8,
        "Tumble",
        "Looks one move ahead and mostly picks a good one (alpha-beta 1 ply, softmax at 7 \
         discs).",
        1277,
        person(1, [7.0; 3], 64.0, 0, 64 << 10),
    ),
    person_level(
        1,
        "Bramble",
        "Thinks of your reply before it moves, though it often settles for less (alpha-beta \
         2 plies, softmax at 9.3 discs, 4.7 in the endgame).",
        1393,
        person(2, [9.32, 9.32, 4.66], 64.0, 0, 256 << 10),
    ),
    person_level(
        9,
        "Maple",
        "Thinks of your reply and counts the last eight moves exactly (alpha-beta 2 plies, \
         softmax at 8.4 discs, 4.2 in the endgame, exact from 8 empty squares).",
        1475,
        person(2, [8.39, 8.39, 4.2], 64.0, 8, 256 << 10),
    ),
    person_level(
        2,
        "Juniper",
        "Thinks three moves ahead, counts the last ten exactly and never gives much away at \
         once (alpha-beta 3 plies, softmax at 10 discs, 5 in the endgame, never a move 16 \
         discs below the best, exact from 10 empty squares).",
        1594,
        person(3, [9.96, 9.96, 4.98], 16.0, 10, 1 << 20),
    ),
    LevelSpec {
        info: LevelInfo {
            id: Level(4),
            name: "Monty",
            description: "Plays thousands of random games in its head before each move (the \
                          browser original: UCT, 32,000 playouts or 8 seconds).",
            search: SearchKind::Mcts,
            budget_ms: 8000,
            rating: 1701,
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
    person_level(
        10,
        "Clover",
        "Thinks four moves ahead and counts the last twelve exactly, but still lets good moves \
         slip (alpha-beta 4 plies, softmax at 9.3 discs, 4.7 in the endgame, never a move 16 \
         discs below the best, exact from 12 empty squares).",
        1825,
        person(4, [9.31, 9.31, 4.66], 16.0, 12, 1 << 20),
    ),
    person_level(
        3,
        "Sage",
        "Thinks four moves ahead and counts the last twelve exactly (alpha-beta 4 plies, \
         softmax at 6 discs, 3 in the endgame, never a move 16 discs below the best, exact \
         from 12 empty squares).",
        1957,
        person(4, [6.0, 6.0, 3.0], 16.0, 12, 2 << 20),
    ),
    person_level(
        11,
        "Basil",
        "Thinks four moves ahead, weighs its choices carefully and counts the last twelve \
         exactly (alpha-beta 4 plies, softmax at 4.5 discs, 2.3 in the endgame, never a move \
         14 discs below the best, exact from 12 empty squares).",
        2057,
        person(4, [4.5, 4.5, 2.25], 14.0, 12, 2 << 20),
    ),
    person_level(
        12,
        "Rook",
        "Thinks five moves ahead and counts the last fourteen exactly (alpha-beta 5 plies, \
         softmax at 4.5 discs, 2.3 in the endgame, never a move 12 discs below the best, \
         exact from 14 empty squares).",
        2138,
        person(5, [4.52, 4.52, 2.26], 12.0, 14, 4 << 20),
    ),
    person_level(
        13,
        "Ember",
        "Thinks five moves ahead, rarely lets a good move pass and counts the last fourteen \
         exactly (alpha-beta 5 plies, softmax at 3.7 discs, 1.8 in the endgame, never a move \
         10 discs below the best, exact from 14 empty squares).",
        2261,
        person(5, [3.67, 3.67, 1.84], 10.0, 14, 4 << 20),
    ),
    person_level(
        14,
        "Atlas",
        "Thinks six moves ahead, rarely lets a good move pass and counts the last sixteen \
         exactly (alpha-beta 6 plies, softmax at 3.7 discs, 1.8 in the endgame, never a move \
         10 discs below the best, exact from 16 empty squares).",
        2369,
        person(6, [3.67, 3.67, 1.84], 10.0, 16, 8 << 20),
    ),
    person_level(
        15,
        "Storm",
        "Thinks six moves ahead, seldom lets a good move pass and counts the last sixteen \
         exactly (alpha-beta 6 plies, softmax at 2.8 discs, 1.4 in the endgame, never a move \
         8 discs below the best, exact from 16 empty squares).",
        2504,
        person(6, [2.76, 2.76, 1.38], 8.0, 16, 8 << 20),
    ),
    person_level(
        16,
        "Vega",
        "Thinks seven moves ahead, rarely misses the best move and counts the last eighteen \
         exactly (alpha-beta 7 plies, softmax at 2.4 discs, 1.2 in the endgame, never a move \
         8 discs below the best, exact from 18 empty squares).",
        2627,
        person(7, [2.4, 2.4, 1.2], 8.0, 18, 8 << 20),
    ),
    person_level(
        17,
        "Marlo",
        "Thinks eight moves ahead, almost always finds the best move and counts the last \
         eighteen exactly (alpha-beta 8 plies, softmax at 2 discs, 1 in the endgame, never a \
         move 8 discs below the best, exact from 18 empty squares).",
        2762,
        person(8, [2.0, 2.0, 1.0], 8.0, 18, 16 << 20),
    ),
    person_level(
        18,
        "Iris",
        "Thinks eight moves ahead, nearly always plays the best move and counts the last \
         eighteen exactly (alpha-beta 8 plies, softmax at 1.4 discs, 0.7 in the endgame, \
         never a move 6 discs below the best, exact from 18 empty squares).",
        2880,
        person(8, [1.4, 1.4, 0.7], 6.0, 18, 16 << 20),
    ),
    person_level(
        19,
        "Onyx",
        "Thinks nine moves ahead, seldom strays from the best move and counts the last twenty \
         exactly (alpha-beta 9 plies, softmax at 0.8 discs, 0.4 in the endgame, never a move \
         4 discs below the best, exact from 20 empty squares).",
        3000,
        person(9, [0.8, 0.8, 0.4], 4.0, 20, 16 << 20),
    ),
    person_level(
        20,
        "Lyra",
        "Thinks ten moves ahead, all but never strays from the best move and counts the last \
         twenty exactly (alpha-beta 10 plies, softmax at 0.3 discs, 0.15 in the endgame, never \
         a move 3 discs below the best, exact from 20 empty squares).",
        3120,
        person(10, [0.3, 0.3, 0.15], 3.0, 20, 16 << 20),
    ),
    LevelSpec {
        info: LevelInfo {
            id: Level(5),
            name: "Nova",
            description: "Monty's clever sister: grows a tree of many lines, judges them with \
                          what she learnt from our games, spots forced wins and plays the \
                          endgame perfectly. About a fifth of a second a move.",
            search: SearchKind::Mcts,
            budget_ms: 200,
            // Oracle's less the 17 of their 200-game match (47.5%); on a quarter of a second
            // she scored 96% against Marlo and Oracle 59% against her (docs/ai.md).
            rating: 3360,
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
            rating: 3377,
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

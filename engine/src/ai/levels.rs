//! The level table: what each opponent the player can choose actually runs.
//!
//! Ids are stable forever (saved games and the UI refer to them); the table returned by
//! [`super::levels`] is ordered from the weakest to the strongest, which need not be id
//! order as levels are added.

use super::alphabeta::EvalKind;
use super::LevelInfo;

/// What a level runs.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Engine {
    /// Alpha-beta to a fixed maximum depth (or the time budget, whichever comes first).
    AlphaBeta {
        /// Leaf evaluation.
        eval: EvalKind,
        /// Deepest iteration in plies.
        depth: u32,
        /// Random bonus range added to root move scores (0 = none).
        noise: i32,
        /// Transposition table size.
        table_bytes: usize,
    },
}

/// A level: what the UI shows and what the engine runs.
pub(crate) struct Level {
    pub info: LevelInfo,
    pub engine: Engine,
}

/// The levels, weakest first.
pub(crate) static LEVELS: [Level; 4] = [
    Level {
        info: LevelInfo {
            id: 0,
            name: "Pip",
            description: "Just learning. Looks one move ahead and often picks a poor move: a \
                          good first opponent.",
            budget_ms: 1000,
        },
        engine: Engine::AlphaBeta {
            eval: EvalKind::Original,
            depth: 1,
            noise: 2500,
            table_bytes: 64 << 10,
        },
    },
    Level {
        info: LevelInfo {
            id: 1,
            name: "Bramble",
            description: "Thinks one move ahead for each side and loves corners (the original \
                          desktop game's easy opponent: alpha-beta 2 plies).",
            budget_ms: 1000,
        },
        engine: Engine::AlphaBeta {
            eval: EvalKind::Original,
            depth: 2,
            noise: 0,
            table_bytes: 256 << 10,
        },
    },
    Level {
        info: LevelInfo {
            id: 2,
            name: "Juniper",
            description: "Thinks two moves ahead for each side (the original desktop game's \
                          medium opponent: alpha-beta 4 plies).",
            budget_ms: 1500,
        },
        engine: Engine::AlphaBeta {
            eval: EvalKind::Original,
            depth: 4,
            noise: 0,
            table_bytes: 1 << 20,
        },
    },
    Level {
        info: LevelInfo {
            id: 3,
            name: "Sage",
            description: "Thinks three moves ahead for each side (the original desktop game's \
                          hard opponent: alpha-beta 6 plies).",
            budget_ms: 2000,
        },
        engine: Engine::AlphaBeta {
            eval: EvalKind::Original,
            depth: 6,
            noise: 0,
            table_bytes: 4 << 20,
        },
    },
];

/// The level with this id, if any.
pub(crate) fn find(id: u8) -> Option<&'static Level> {
    LEVELS.iter().find(|l| l.info.id == id)
}

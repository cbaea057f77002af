//! The level table: what each opponent the player can choose actually runs.
//!
//! Ids are stable forever (saved games and the UI refer to them); the table returned by
//! [`super::levels`] is ordered from the weakest to the strongest, which need not be id
//! order as levels are added.

use super::alphabeta::EvalKind;
use super::clock::Clock;
use super::mcts::{MctsConfig, Playout};
use super::player::{EngineConfig, Player, TimePlan};
use crate::{Move, Position, Rules};

/// How a level presents itself to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelInfo {
    /// Stable identifier (saved games refer to it). Not necessarily the position in
    /// [`levels`].
    pub id: u8,
    /// A short character-like name for the UI.
    pub name: &'static str,
    /// One or two sentences on how it plays.
    pub description: &'static str,
    /// The time one move may take, in milliseconds (usually much less); a level that
    /// spreads its time over the game spends this on average and at most twice this on
    /// one move.
    pub budget_ms: u32,
    /// The kind of search it runs.
    pub search: SearchKind,
}

/// The kind of search a level runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchKind {
    /// Alpha-beta (iterative deepening, an evaluation at the leaves).
    AlphaBeta,
    /// Monte-Carlo tree search.
    Mcts,
}

impl SearchKind {
    /// Its name in the CLI's `levels` listing: `alphabeta` or `mcts`.
    pub const fn name(self) -> &'static str {
        match self {
            SearchKind::AlphaBeta => "alphabeta",
            SearchKind::Mcts => "mcts",
        }
    }
}

/// Every level, from the beginner to the strongest.
pub fn levels() -> &'static [LevelInfo] {
    static INFOS: [LevelInfo; LEVELS.len()] = {
        let mut out = [LEVELS[0].info; LEVELS.len()];
        let mut i = 0;
        while i < out.len() {
            out[i] = LEVELS[i].info;
            i += 1;
        }
        out
    };
    &INFOS
}

/// The level with this id, if it exists.
pub fn level_info(id: u8) -> Option<&'static LevelInfo> {
    levels().iter().find(|l| l.id == id)
}

/// The time a level's search may use, leaving a margin for the caller's own work so that
/// [`choose_move`] returns within the level's `budget_ms`.
fn search_budget_ms(budget_ms: u32) -> f64 {
    (budget_ms as f64 * 0.9 - 5.0).max(1.0)
}

/// The search time of one move of the level `level` on its budget (unknown ids: the
/// strongest), in milliseconds: `budget_ms` less a margin for the caller's own work.
/// A level that spreads its time over the game aims for this on average.
pub fn level_search_ms(level: u8) -> f64 {
    search_budget_ms(
        find(level)
            .unwrap_or(&LEVELS[LEVELS.len() - 1])
            .info
            .budget_ms,
    )
}

/// The move the level `level` plays in `position` under `rules`, thinking for at most the
/// level's `budget_ms` on `clock`. `seed` makes the randomised levels reproducible.
///
/// Returns `None` only when the game is over; [`Move::Pass`] only when the side to move
/// has no placement and the rules say to pass. An unknown level id plays as the
/// strongest level. Stateless: a game loop that wants tree reuse between moves holds a
/// [`Player`] from [`player_for_level`] instead.
pub fn choose_move(
    position: Position,
    rules: Rules,
    level: u8,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Move> {
    let mut player = player_for_level(level, rules, seed);
    player.set_position(position);
    player.choose(clock)
}

/// Whether the level `level` plays with the learned pattern evaluation when its weights
/// are installed ([`pattern::installed`](super::pattern::installed)); without them it plays
/// with the tuned evaluation. Unknown ids: the strongest level.
pub fn level_wants_weights(level: u8) -> bool {
    find(level).unwrap_or(&LEVELS[LEVELS.len() - 1]).learned
}

/// The level's engine, with the installed pattern weights where it wants them.
fn level_engine(spec: &Level) -> EngineConfig {
    #[allow(unused_mut)]
    let mut engine = spec.engine;
    #[cfg(feature = "patterns")]
    if spec.learned {
        if let Some(weights) = super::pattern::installed() {
            match &mut engine {
                EngineConfig::AlphaBeta { eval, .. } => *eval = EvalKind::Pattern(weights),
                EngineConfig::Mcts { config, .. } => config.eval = EvalKind::Pattern(weights),
            }
        }
    }
    engine
}

/// A stateful player for the level `level` (unknown ids: the strongest).
pub fn player_for_level(level: u8, rules: Rules, seed: u64) -> Player {
    let spec = find(level).unwrap_or(&LEVELS[LEVELS.len() - 1]);
    player_for_level_on_budget(level, rules, seed, spec.info.budget_ms)
}

/// A stateful player for the level `level` (unknown ids: the strongest) as if its budget
/// were `budget_ms` a move instead of its own: everything else as the level (its time
/// plan spreads that budget instead). For experiments at other time controls.
pub fn player_for_level_on_budget(level: u8, rules: Rules, seed: u64, budget_ms: u32) -> Player {
    let spec = find(level).unwrap_or(&LEVELS[LEVELS.len() - 1]);
    let average = search_budget_ms(budget_ms);
    let most = if spec.manages_time {
        search_budget_ms(budget_ms.saturating_mul(2))
    } else {
        average
    };
    let mut player = Player::new(
        level_engine(spec),
        most,
        rules,
        seed ^ (spec.info.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    if spec.manages_time {
        player.set_time_plan(Some(TimePlan {
            average_ms: average,
        }));
    }
    if let Some(margin) = spec.book_margin {
        player.set_book(super::book::installed(), margin);
    }
    player
}

/// A level: what the UI shows and what the engine runs.
pub(crate) struct Level {
    pub info: LevelInfo,
    pub engine: EngineConfig,
    /// Plays with the installed pattern weights instead of `engine`'s evaluation.
    pub learned: bool,
    /// Plays from the installed opening book, among the moves within this many discs of
    /// the book's best (`None`: searches every move).
    pub book_margin: Option<u8>,
    /// Spreads its time over the game ([`TimePlan`]): `budget_ms` a move on average,
    /// twice that at most.
    pub manages_time: bool,
}

/// The original desktop design's alpha-beta at `depth` plies: its evaluation, no exact
/// endgame (the old program had none).
const fn original_alphabeta(depth: u32, noise: i32, table_bytes: usize) -> EngineConfig {
    EngineConfig::AlphaBeta {
        eval: EvalKind::Original,
        depth,
        noise,
        table_bytes,
        solve_empties: 0,
        probcut: 0.0,
    }
}

/// The levels, weakest first.
pub(crate) static LEVELS: [Level; 7] = [
    Level {
        info: LevelInfo {
            id: 0,
            name: "Pip",
            description: "Just learning. Looks one move ahead and often picks a poor move: a \
                          good first opponent.",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
        },
        learned: false,
        book_margin: None,
        manages_time: false,
        engine: original_alphabeta(1, 2500, 64 << 10),
    },
    Level {
        info: LevelInfo {
            id: 1,
            name: "Bramble",
            description: "Thinks one move ahead for each side and loves corners (the original \
                          desktop game's easy opponent: alpha-beta 2 plies).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
        },
        learned: false,
        book_margin: None,
        manages_time: false,
        engine: original_alphabeta(2, 0, 256 << 10),
    },
    Level {
        info: LevelInfo {
            id: 4,
            name: "Monty",
            description: "Plays thousands of random games in its head before each move (the \
                          browser original: UCT, 32,000 playouts or 8 seconds).",
            search: SearchKind::Mcts,
            budget_ms: 8000,
        },
        learned: false,
        book_margin: None,
        manages_time: false,
        engine: EngineConfig::Mcts {
            config: MctsConfig {
                playout: Playout::Uniform,
                leaf_playouts: 1,
                playout_moves: u32::MAX,
                prior_weight: 0.0,
                eval: EvalKind::Tuned,
                eval_weight: 0.0,
                eval_scale: 10.0,
                minimax_weight: 0.0,
                leaf_solve_empties: 0,
                leaf_depth: 0,
                exploration: core::f64::consts::SQRT_2,
                solver: false,
                max_nodes: 1 << 20,
                compact: false,
                expand_leaves: false,
                unvisited_by_eval: false,
                rules: Rules::WOF,
            },
            iterations: 32_000,
            reuse: false,
            solve_empties: 0,
        },
    },
    Level {
        info: LevelInfo {
            id: 2,
            name: "Juniper",
            description: "Thinks two moves ahead for each side (the original desktop game's \
                          medium opponent: alpha-beta 4 plies).",
            search: SearchKind::AlphaBeta,
            budget_ms: 1500,
        },
        learned: false,
        book_margin: None,
        manages_time: false,
        engine: original_alphabeta(4, 0, 1 << 20),
    },
    Level {
        info: LevelInfo {
            id: 3,
            name: "Sage",
            description: "Thinks three moves ahead for each side (the original desktop game's \
                          hard opponent: alpha-beta 6 plies).",
            search: SearchKind::AlphaBeta,
            budget_ms: 2000,
        },
        learned: false,
        book_margin: None,
        manages_time: false,
        engine: original_alphabeta(6, 0, 4 << 20),
    },
    Level {
        info: LevelInfo {
            id: 5,
            name: "Nova",
            description: "Monty's clever sister: grows a tree of many lines, judges them with \
                          what she learnt from our games, spots forced wins and plays the \
                          endgame perfectly. About a second a move.",
            search: SearchKind::Mcts,
            budget_ms: 1000,
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
                playout: Playout::Informed,
                leaf_playouts: 1,
                playout_moves: u32::MAX, // unused: no playouts
                prior_weight: 0.0,
                eval: EvalKind::Tuned,
                eval_weight: 1.0,
                eval_scale: 10.0,
                minimax_weight: 0.4,
                leaf_solve_empties: 0,
                leaf_depth: 0,
                exploration: 0.3,
                solver: true,
                max_nodes: 1 << 20,
                compact: true,
                expand_leaves: false,
                unvisited_by_eval: true,
                rules: Rules::WOF,
            },
            iterations: u64::MAX,
            reuse: true,
            solve_empties: 20,
        },
    },
    Level {
        info: LevelInfo {
            id: 6,
            name: "Oracle",
            description: "The strongest: reads many moves ahead with a judgement learnt from \
                          thousands of perfectly finished games, and plays the last twenty or \
                          so moves perfectly. About a second a move.",
            search: SearchKind::AlphaBeta,
            budget_ms: 1000,
        },
        learned: true,
        // Within a disc: the book's values come from 12-ply searches, so moves that
        // close are equally good as far as it knows, and games vary.
        book_margin: Some(1),
        manages_time: true,
        engine: EngineConfig::AlphaBeta {
            eval: EvalKind::Tuned,
            depth: 60,
            noise: 0,
            table_bytes: 16 << 20,
            solve_empties: 20,
            // Measured best of 1.0, 1.5 and 2.0 (README: "Selective search").
            probcut: 1.5,
        },
    },
];

/// The level with this id, if any.
pub(crate) fn find(id: u8) -> Option<&'static Level> {
    LEVELS.iter().find(|l| l.info.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nova_is_guided_by_the_evaluation_and_monty_stays_plain_uct() {
        let mut seen = 0;
        for level in LEVELS.iter() {
            if let EngineConfig::Mcts { config, .. } = level.engine {
                match level.info.id {
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
    fn the_strongest_alphabeta_and_mcts_levels_want_the_learned_weights() {
        // Oracle (alpha-beta) and Nova (MCTS).
        for info in levels() {
            assert_eq!(
                level_wants_weights(info.id),
                info.id == 6 || info.id == 5,
                "{}",
                info.name
            );
        }
        assert_eq!(levels().last().unwrap().id, 6);
        // Unknown ids play as the strongest.
        assert!(level_wants_weights(200));
    }

    #[test]
    fn the_strongest_levels_spread_their_time_and_the_others_do_not() {
        for info in levels() {
            let player = player_for_level(info.id, Rules::WOF, 1);
            let strongest = info.id == 5 || info.id == 6;
            let average = search_budget_ms(info.budget_ms);
            assert_eq!(
                player.time_plan(),
                strongest.then_some(TimePlan {
                    average_ms: average
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
            let mut player = player_for_level(id, Rules::WOF, 7);
            player.set_position(Position::START);
            let mv = player.choose(&FrozenClock).unwrap();
            assert!(Position::START.is_legal(mv, Rules::WOF));
            assert!(player.tree().is_none(), "level {id} searched");
        }
        // Nova without it searches.
        let mut nova = player_for_level(5, Rules::WOF, 7);
        nova.set_book(None, 0);
        nova.set_budget_ms(5.0);
        nova.set_position(Position::START);
        nova.choose(&FrozenClock).unwrap();
        assert!(nova.tree().is_some());
    }

    #[cfg(feature = "bundled-weights")]
    #[test]
    fn the_strongest_level_plays_with_the_installed_weights() {
        let strongest = find(levels().last().unwrap().id).unwrap();
        let installed = crate::ai::pattern::installed().unwrap();
        match level_engine(strongest) {
            EngineConfig::AlphaBeta {
                eval: EvalKind::Pattern(weights),
                ..
            } => assert!(core::ptr::eq(weights, installed)),
            other => panic!("{other:?}"),
        }
        // So does Nova, the strongest MCTS level; the others keep their own evaluation.
        for level in &LEVELS[..LEVELS.len() - 1] {
            let eval = match level_engine(level) {
                EngineConfig::AlphaBeta { eval, .. } => eval,
                EngineConfig::Mcts { config, .. } => config.eval,
            };
            match eval {
                EvalKind::Pattern(weights) => {
                    assert_eq!(level.info.id, 5, "{}", level.info.name);
                    assert!(core::ptr::eq(weights, installed));
                }
                _ => assert_ne!(level.info.id, 5),
            }
        }
    }
}

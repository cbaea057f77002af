//! The level table: what each opponent the player can choose actually runs.
//!
//! Ids are stable forever (saved games and the UI refer to them); the table returned by
//! [`super::levels`] is ordered from the weakest to the strongest, which need not be id
//! order as levels are added.

use super::alphabeta::EvalKind;
use super::choice::{Choice, Softmax};
use super::clock::Clock;
use super::mcts::{MctsConfig, Playout};
use super::player::{EngineConfig, Player, TimePlan};
use crate::{Move, Position, Rules};
use core::fmt;

/// A computer level, by its stable id (saved games, settings and the worker's messages
/// refer to it by the number): only the ids of [`levels`] are levels, so a `Level` is
/// made from a number by [`TryFrom<u8>`], which refuses any other id.
///
/// ```
/// use outflank_engine::ai::{levels, Level};
/// let weakest = Level::try_from(0).unwrap();
/// assert_eq!(weakest, levels()[0].id);
/// assert_eq!(u8::from(weakest), 0);
/// assert!(Level::try_from(200).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "u8", into = "u8")
)]
pub struct Level(u8);

impl Level {
    /// Its id.
    pub const fn id(self) -> u8 {
        self.0
    }

    /// The level with the id `id`, or when no level has it (a saved game of a version
    /// with other levels) the level whose id is nearest, the lower of two as near.
    pub fn nearest(id: u8) -> Level {
        let distance = |l: &&LevelInfo| (i16::from(l.id.0) - i16::from(id)).unsigned_abs();
        let mut by_id: Vec<&LevelInfo> = levels().iter().collect();
        by_id.sort_by_key(|l| l.id.0);
        by_id
            .into_iter()
            .min_by_key(distance)
            .map_or(Level::strongest(), |l| l.id)
    }

    /// How it presents itself (its row of [`levels`]).
    pub fn info(self) -> &'static LevelInfo {
        &self.spec().info
    }

    /// The strongest level (the last of [`levels`]).
    pub fn strongest() -> Level {
        LEVELS[LEVELS.len() - 1].info.id
    }

    /// The search time of one of its moves on its budget, in milliseconds: `budget_ms`
    /// less a margin for the caller's own work. A level that spreads its time over the
    /// game aims for this on average.
    pub fn search_ms(self) -> f64 {
        search_budget_ms(self.spec().info.budget_ms)
    }

    /// Whether it plays with the learned pattern evaluation when its weights are
    /// installed ([`pattern::installed`](super::pattern::installed)); without them it
    /// plays with the tuned evaluation.
    pub fn wants_weights(self) -> bool {
        self.spec().learned
    }

    /// What it runs.
    fn spec(self) -> &'static LevelSpec {
        match find(self.0) {
            Some(spec) => spec,
            None => unreachable!("a Level is made only from the id of a level"),
        }
    }
}

impl TryFrom<u8> for Level {
    type Error = UnknownLevel;

    /// The level with the id `id`, or an error when no level has it.
    fn try_from(id: u8) -> Result<Level, UnknownLevel> {
        find(id).map(|spec| spec.info.id).ok_or(UnknownLevel(id))
    }
}

impl From<Level> for u8 {
    /// Its id.
    fn from(level: Level) -> u8 {
        level.0
    }
}

impl fmt::Display for Level {
    /// Its id, e.g. `6`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// An id that no level has: what [`Level::try_from`] refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnknownLevel(u8);

impl UnknownLevel {
    /// The id refused.
    pub const fn id(self) -> u8 {
        self.0
    }
}

impl fmt::Display for UnknownLevel {
    /// `no level 9; the levels are 0, 1, 4, 2, 3, 5, 6` (weakest first).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no level {}; the levels are ", self.0)?;
        for (i, level) in levels().iter().enumerate() {
            let comma = if i == 0 { "" } else { ", " };
            write!(f, "{comma}{}", level.id)?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownLevel {}

/// How a level presents itself to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelInfo {
    /// The level (its stable id, which saved games refer to, is not necessarily its
    /// position in [`levels`]).
    pub id: Level,
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
    /// Its strength on one Elo scale, fitted to the ladder's matches and anchored so
    /// that a first-timer (who takes the move that flips the most discs) is 1000
    /// (docs/ai.md, "The ladder").
    pub rating: u16,
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

/// The time a level's search may use, leaving a margin for the caller's own work so that
/// [`choose_move`] returns within the level's `budget_ms`.
fn search_budget_ms(budget_ms: u32) -> f64 {
    (budget_ms as f64 * 0.9 - 5.0).max(1.0)
}

/// The move the level `level` plays in `position` under `rules`, thinking for at most the
/// level's `budget_ms` on `clock`. `seed` makes the randomised levels reproducible.
///
/// Returns `None` only when the game is over; [`Move::Pass`] only when the side to move
/// has no placement and the rules say to pass. Stateless: a game loop that wants tree reuse between moves holds a
/// [`Player`] from [`player_for_level`] instead.
pub fn choose_move(
    position: Position,
    rules: Rules,
    level: Level,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Move> {
    let mut player = player_for_level(level, rules, seed);
    player.set_position(position);
    player.choose(clock)
}

/// The level's engine, with the installed pattern weights where it wants them.
fn level_engine(spec: &LevelSpec) -> EngineConfig {
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

/// A stateful player for the level `level`.
pub fn player_for_level(level: Level, rules: Rules, seed: u64) -> Player {
    player_for_level_on_budget(level, rules, seed, level.info().budget_ms)
}

/// A stateful player for the level `level` as if its budget were `budget_ms` a move
/// instead of its own: everything else as the level (its time plan spreads that budget
/// instead). For experiments at other time controls.
pub fn player_for_level_on_budget(level: Level, rules: Rules, seed: u64, budget_ms: u32) -> Player {
    let spec = level.spec();
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
        seed ^ (spec.info.id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
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

/// A level's row of the table: what the UI shows and what the engine runs.
pub(crate) struct LevelSpec {
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

/// The level with this id, if any.
fn find(id: u8) -> Option<&'static LevelSpec> {
    LEVELS.iter().find(|l| l.info.id.0 == id)
}

#[cfg(test)]
mod tests {
    use super::*;

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
}

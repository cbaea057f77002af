//! `outflank play [--level N [--no-book] [--fixed-time] [--level-ms T] | --engine mcts|alphabeta --ms T |
//! --engine mcts --iterations N] [--seed S] [--rule pass|gameover] [--threads N] [--cpu-clock]`:
//! the engine as a line-protocol player. `--cpu-clock` counts budgets in the process's CPU
//! time, so that timed players measure the same in matches on a loaded machine.
//!
//! For experiments, `--engine alphabeta` also takes `--depth D` (a fixed depth instead
//! of, or as well as, `--ms`) and `--eval original|tuned|pattern` (`--weights FILE`), and `--engine mcts` takes
//! `--c X` (the exploration constant), `--playout uniform|informed` and
//! `--leaf-playouts 1|2`, `--playout-moves K` (evaluate after K playout moves) and
//! `--prior W` (progressive-bias weight), `--eval original|tuned|pattern` (the evaluation
//! of priors, leaf values and minimax values), `--eval-weight W` (the evaluation's share of
//! a leaf's value), `--eval-scale D` (discs for a 73% chance), `--minimax A` (implicit
//! minimax weight), `--leaf-solve E` (leaves solved exactly from E empties) and
//! `--leaf-depth D` (leaves valued by a D-ply alpha-beta search), `--expand-leaves`
//! (a leaf expanded when first reached, valued one ply deep), `--unvisited-by-eval`
//! (an unvisited child ranked by its evaluation rather than tried first); `--solve E`
//! sets how many empties an `--engine` player solves exactly at the root (default: from
//! the time budget; 0 = never).
//! `--engine alphabeta --temperature T` chooses as a person errs: a softmax over every
//! move's value (`T` discs, or three for the opening, middle game and endgame), never a
//! move more than `--max-loss L` discs below the best, reading to the end from `--exact E`
//! empties (`ai::Softmax`). `--engine greedy` (the move flipping the most discs, ties at
//! random: a model of a first-timer) and `--engine random` do not search: the level
//! ladder's reference players.
//! `--threads N` (N > 1) searches an alpha-beta level or engine on N threads, the root
//! split among them (`crate::parallel`). A tree search (an MCTS level or `--engine mcts`)
//! grows one tree: with `--threads` above 1 it is refused rather than run on one thread
//! unsaid (several trees side by side played weaker than one and were removed:
//! docs/parallel.md).
//!
//! Each input line is the whole game so far from the start position as a move list (an
//! empty line is the start). The reply is one line: the move chosen for the side to
//! move (`d3`), `pass` when it must pass, `gameover`, or `error <reason>`. Output is
//! flushed after each line. The player keeps its state between lines, so when a line
//! extends the previous one the search tree of the moves in between is reused.

use crate::clock::{InstantClock, PlayClock, ProcessCpuClock};
use crate::error::CliError;
use crate::first_timer::Naive;
use crate::options::{EvalOption, Rule};
use crate::parallel::ParallelPlayer;
use outflank_engine::ai::toolkit::{MctsConfig, Playout};
use outflank_engine::ai::{
    player_for_level, player_for_level_on_budget, Choice as MoveChoice, EngineConfig, Level,
    Player, Softmax,
};
use outflank_engine::{parse_moves, Position, Rules, Status};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// The engine chosen on the command line.
enum Choice {
    /// A level, on its own budget or on this one (milliseconds a move).
    Level(Level, Option<u32>),
    /// `--engine`.
    Engine(EngineChoice),
    /// `--engine greedy|random`: no search (the ladder's reference players).
    Naive(Naive),
}

/// `--engine`: MCTS (`mcts`) or alpha-beta, on a budget of `ms`, `iterations` or `depth`,
/// solving exactly from `solve` empties; the tree's settings (the alpha-beta takes its
/// evaluation); Multi-ProbCut's confidence.
struct EngineChoice {
    mcts: bool,
    ms: Option<f64>,
    iterations: Option<u64>,
    depth: Option<u32>,
    solve: Option<u32>,
    probcut: f32,
    config: MctsConfig,
    /// How the alpha-beta picks among its moves.
    choice: MoveChoice,
}

impl EngineChoice {
    /// The player these options describe.
    fn player(&self, rules: Rules, seed: u64) -> Player {
        let budget = self.ms.unwrap_or(f64::INFINITY);
        // Pure iteration or depth budgets stay deterministic: no time-limited root
        // solve unless asked for.
        let solve_empties = self
            .solve
            .unwrap_or_else(|| self.ms.map_or(0, solve_empties_for));
        let engine = if self.mcts {
            EngineConfig::Mcts {
                config: self.config,
                iterations: self.iterations.unwrap_or(u64::MAX),
                reuse: true,
                solve_empties,
            }
        } else {
            EngineConfig::AlphaBeta {
                eval: self.config.eval,
                depth: self.depth.unwrap_or(60),
                choice: self.choice,
                table_bytes: 64 << 20,
                solve_empties,
                probcut: self.probcut,
            }
        };
        // Leave a little of the budget for the protocol itself.
        Player::new(engine, (budget * 0.95 - 2.0).max(1.0), rules, seed)
    }
}

/// Most empties the `--engine` players solve exactly at the root for a budget of `ms`
/// milliseconds (about one second solves 20 empties natively; each fewer empty is
/// roughly three times cheaper).
fn solve_empties_for(ms: f64) -> u32 {
    match ms {
        t if t >= 2000.0 => 21,
        t if t >= 500.0 => 20,
        t if t >= 100.0 => 18,
        t if t >= 20.0 => 16,
        _ => 14,
    }
}

/// The searching player of `choice`; `None` for a naive one ([`answer_naively`]).
fn build_player(choice: &Choice, rules: Rules, seed: u64) -> Option<Player> {
    Some(match *choice {
        Choice::Level(id, None) => player_for_level(id, rules, seed),
        Choice::Level(id, Some(ms)) => player_for_level_on_budget(id, rules, seed, ms),
        Choice::Engine(ref engine) => engine.player(rules, seed),
        Choice::Naive(_) => return None,
    })
}

/// The reply of a naive player to one input line.
fn answer_naively(line: &str, naive: Naive, rules: Rules, seed: u64) -> String {
    let moves = match parse_moves(line, Position::START, rules) {
        Ok(m) => m,
        Err(e) => return format!("error {e}"),
    };
    let mut position = Position::START;
    for mv in moves {
        match position.play(mv, rules) {
            Ok(next) => position = next,
            Err(e) => return format!("error {e}"),
        }
    }
    match naive.choose(position, rules, seed) {
        Some(mv) => mv.to_string(),
        None => "gameover".into(),
    }
}

/// Answers every line of standard input with `reply`'s line, flushed, until the end.
fn serve_lines(mut reply: impl FnMut(&str) -> String) -> Result<(), CliError> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let answer = reply(line.trim());
        writeln!(out, "{answer}").map_err(|e| CliError::Failed(e.to_string()))?;
        out.flush().map_err(|e| CliError::Failed(e.to_string()))?;
    }
    Ok(())
}

/// The reply to one input line.
fn answer(
    line: &str,
    player: &mut Player,
    parallel: Option<&mut ParallelPlayer>,
    rules: Rules,
    clock: &PlayClock,
) -> String {
    let moves = match parse_moves(line, Position::START, rules) {
        Ok(m) => m,
        Err(e) => return format!("error {e}"),
    };
    if let Err(e) = player.set_game(Position::START, &moves) {
        return format!("error {e}");
    }
    if player.position().status(rules) == Status::GameOver {
        return "gameover".into();
    }
    let chosen = match parallel {
        Some(p) => p.choose(player),
        None => player.choose(clock),
    };
    match chosen {
        Some(mv) => mv.to_string(),
        None => "gameover".into(),
    }
}

/// `--engine mcts|alphabeta|greedy|random`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum EngineKind {
    /// Monte-Carlo tree search.
    Mcts,
    /// Alpha-beta by iterative deepening.
    Alphabeta,
    /// A first-timer's model: the move that flips the most discs, ties at random.
    Greedy,
    /// A uniformly random legal move.
    Random,
}

/// `--playout uniform|informed`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum PlayoutOption {
    /// Uniformly random moves.
    Uniform,
    /// Random, but corners taken and squares next to an empty corner avoided.
    Informed,
}

/// The options of `play`.
#[derive(clap::Args)]
pub struct Options {
    /// Play as this level (default: the strongest); a level has its own budget.
    #[arg(long, value_parser = crate::options::level)]
    level: Option<Level>,
    /// Play with this engine instead of a level (needs --ms, --iterations or --depth).
    #[arg(long, value_enum)]
    engine: Option<EngineKind>,
    /// Milliseconds per move (--engine).
    #[arg(long, value_parser = crate::options::positive, allow_negative_numbers = true)]
    ms: Option<f64>,
    /// Iterations per move (--engine mcts).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    iterations: Option<u64>,
    /// Seed of the engine's randomness.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// What a player without a move does.
    #[arg(long, value_enum, default_value_t)]
    rule: Rule,
    /// Fixed depth in plies (--engine alphabeta).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=60))]
    depth: Option<u32>,
    /// Evaluation (--engine alphabeta; --engine mcts: priors, leaf values, minimax).
    #[arg(long, value_enum, default_value_t = EvalOption::Tuned)]
    eval: EvalOption,
    /// Pattern weights file (--eval pattern).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// Exploration constant (--engine mcts).
    #[arg(long = "c", value_name = "C", value_parser = crate::options::non_negative)]
    exploration: Option<f64>,
    /// Playout policy (--engine mcts).
    #[arg(long, value_enum)]
    playout: Option<PlayoutOption>,
    /// Playouts per leaf, 1 or 2 (--engine mcts).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=2))]
    leaf_playouts: Option<u8>,
    /// Evaluate after this many playout moves (--engine mcts).
    #[arg(long)]
    playout_moves: Option<u32>,
    /// Progressive-bias weight (--engine mcts).
    #[arg(long = "prior", value_name = "W", value_parser = crate::options::non_negative)]
    prior_weight: Option<f64>,
    /// Solve exactly at the root from this many empties (0 = never; default: from the budget).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=30))]
    solve: Option<u32>,
    /// Multi-ProbCut's confidence in standard deviations (--engine alphabeta; 0 = off).
    #[arg(long, default_value_t = 0.0, value_parser = crate::options::non_negative)]
    probcut: f64,
    /// A level that plays from the opening book searches its opening moves instead.
    #[arg(long)]
    no_book: bool,
    /// A level that spreads its time over the game spends its budget on every move
    /// instead.
    #[arg(long)]
    fixed_time: bool,
    /// A level plays as if its budget were this many milliseconds a move (its time plan,
    /// if it has one, spreads that instead): for matches at other time controls.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=600_000))]
    level_ms: Option<u32>,
    /// Search threads (alpha-beta: the root split among them, each with its own table; an
    /// MCTS level or engine takes only 1).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: u32,
    /// Budgets count the process's CPU time instead of the wall's: matches between timed
    /// players measure the same on a loaded machine (one thread only).
    #[arg(long)]
    cpu_clock: bool,
    /// Share of a leaf's value from the evaluation, 0 to 1 (--engine mcts; 0 = playouts only).
    #[arg(long, value_parser = crate::options::unit_interval)]
    eval_weight: Option<f64>,
    /// Discs of evaluation that make a 73% win chance (--engine mcts).
    #[arg(long, value_parser = crate::options::positive)]
    eval_scale: Option<f64>,
    /// Weight of the implicit minimax value in selection, 0 to 1 (--engine mcts).
    #[arg(long = "minimax", value_name = "ALPHA", value_parser = crate::options::unit_interval)]
    minimax_weight: Option<f64>,
    /// Solve leaves exactly from this many empties down (--engine mcts; 0 = never).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=20))]
    leaf_solve: Option<u32>,
    /// Plies of alpha-beta that value a new leaf (--engine mcts; 0 = its static evaluation).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=8))]
    leaf_depth: Option<u32>,
    /// Expand a leaf when first reached and back up its one-ply value, the negamax of
    /// its children's evaluations (--engine mcts).
    #[arg(long)]
    expand_leaves: bool,
    /// Rank an unvisited child by its evaluation, as if visited once, instead of trying
    /// every unvisited child first (--engine mcts).
    #[arg(long)]
    unvisited_by_eval: bool,
    /// Choose as a person errs, by a softmax over every move's value with this
    /// temperature in discs; three comma-separated for the opening, the middle game and
    /// the endgame (--engine alphabeta).
    #[arg(long, value_parser = temperatures, allow_negative_numbers = true)]
    temperature: Option<[f32; 3]>,
    /// With --temperature: never a move more than this many discs below the best.
    #[arg(long, value_parser = crate::options::non_negative)]
    max_loss: Option<f64>,
    /// With --temperature: read to the end of the game from this many empties down.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=30))]
    exact: Option<u32>,
}

/// One temperature for every phase, or three (opening, middle game, endgame).
fn temperatures(text: &str) -> Result<[f32; 3], String> {
    let parsed: Result<Vec<f32>, _> = text.split(',').map(|t| t.trim().parse::<f32>()).collect();
    match parsed.as_deref() {
        Ok(&[t]) if t >= 0.0 && t.is_finite() => Ok([t; 3]),
        Ok(&[a, b, c]) if [a, b, c].iter().all(|t| *t >= 0.0 && t.is_finite()) => Ok([a, b, c]),
        _ => Err("needs one temperature in discs, or three separated by commas".into()),
    }
}

/// Runs the play command until end of input.
pub fn run(options: Options) -> Result<(), CliError> {
    let defaults = MctsConfig::default();
    let Options {
        level,
        engine,
        ms,
        iterations,
        seed,
        rule,
        depth,
        eval,
        weights,
        exploration,
        playout,
        leaf_playouts,
        playout_moves,
        prior_weight,
        solve,
        probcut,
        no_book,
        fixed_time,
        level_ms,
        threads,
        cpu_clock,
        eval_weight,
        eval_scale,
        minimax_weight,
        leaf_solve,
        leaf_depth,
        expand_leaves,
        unvisited_by_eval,
        temperature,
        max_loss,
        exact,
    } = options;
    let eval = eval.kind(weights.as_deref())?;
    let rules = rule.rules();
    let choice = match (level, engine) {
        (Some(_), Some(_)) => {
            return Err(CliError::Usage(
                "use either --level or --engine, not both".into(),
            ))
        }
        (Some(_), None) if ms.is_some() || iterations.is_some() => {
            return Err(CliError::Usage(
                "--ms and --iterations go with --engine; a level has its own budget".into(),
            ))
        }
        (Some(id), None) => Choice::Level(id, level_ms),
        (None, Some(EngineKind::Greedy)) => Choice::Naive(Naive::Greedy),
        (None, Some(EngineKind::Random)) => Choice::Naive(Naive::Random),
        (None, Some(kind)) => {
            let mcts = kind == EngineKind::Mcts;
            if temperature.is_none() && (max_loss.is_some() || exact.is_some()) {
                return Err(CliError::Usage(
                    "--max-loss and --exact go with --temperature".into(),
                ));
            }
            if mcts && temperature.is_some() {
                return Err(CliError::Usage(
                    "--temperature is for --engine alphabeta".into(),
                ));
            }
            if ms.is_none() && iterations.is_none() && depth.is_none() {
                return Err(CliError::Usage(
                    "--engine needs --ms T, --iterations N (mcts) or --depth D (alphabeta)".into(),
                ));
            }
            if !mcts && iterations.is_some() {
                return Err(CliError::Usage("--iterations is for --engine mcts".into()));
            }
            if mcts && depth.is_some() {
                return Err(CliError::Usage("--depth is for --engine alphabeta".into()));
            }
            Choice::Engine(EngineChoice {
                mcts,
                ms,
                iterations,
                depth,
                solve,
                probcut: probcut as f32,
                choice: match temperature {
                    None => MoveChoice::Best,
                    Some(temperature) => MoveChoice::Softmax(Softmax {
                        temperature,
                        max_loss: max_loss.map_or(64.0, |l| l as f32),
                        exact_empties: exact.unwrap_or(0),
                    }),
                },
                config: MctsConfig {
                    eval,
                    exploration: exploration.unwrap_or(defaults.exploration),
                    playout: match playout {
                        None => defaults.playout,
                        Some(PlayoutOption::Uniform) => Playout::Uniform,
                        Some(PlayoutOption::Informed) => Playout::Informed,
                    },
                    leaf_playouts: leaf_playouts.unwrap_or(defaults.leaf_playouts),
                    prior_weight: prior_weight.unwrap_or(defaults.prior_weight),
                    playout_moves: playout_moves.unwrap_or(defaults.playout_moves),
                    eval_weight: eval_weight.unwrap_or(defaults.eval_weight),
                    eval_scale: eval_scale.unwrap_or(defaults.eval_scale),
                    minimax_weight: minimax_weight.unwrap_or(defaults.minimax_weight),
                    leaf_solve_empties: leaf_solve.unwrap_or(defaults.leaf_solve_empties),
                    leaf_depth: leaf_depth.unwrap_or(defaults.leaf_depth),
                    expand_leaves,
                    unvisited_by_eval,
                    ..defaults
                },
            })
        }
        (None, None) if ms.is_some() || iterations.is_some() => {
            return Err(CliError::Usage(
                "--ms and --iterations need --engine".into(),
            ))
        }
        (None, None) => Choice::Level(Level::strongest(), level_ms),
    };
    if cpu_clock && threads > 1 {
        return Err(CliError::Usage(
            "--cpu-clock counts the whole process's time: it goes with one thread".into(),
        ));
    }
    let wall = InstantClock::new();
    let clock = if cpu_clock {
        PlayClock::Cpu(ProcessCpuClock::new())
    } else {
        PlayClock::Wall(wall)
    };
    let Some(mut player) = build_player(&choice, rules, seed) else {
        if threads > 1 || no_book || fixed_time || level_ms.is_some() || cpu_clock {
            return Err(CliError::Usage(
                "--engine greedy and random take only --seed and --rule".into(),
            ));
        }
        let Choice::Naive(naive) = choice else {
            unreachable!("only a naive choice has no player")
        };
        return serve_lines(|line| answer_naively(line, naive, rules, seed));
    };
    if (no_book || fixed_time || level_ms.is_some()) && !matches!(choice, Choice::Level(..)) {
        return Err(CliError::Usage(
            "--no-book, --fixed-time and --level-ms go with a level; --engine players have neither"
                .into(),
        ));
    }
    if no_book {
        player.set_book(None, 0);
    }
    if fixed_time {
        // The plan's average on every move (a level without a plan keeps its budget).
        if let Some(plan) = player.time_plan() {
            player.set_time_plan(None);
            player.set_budget_ms(plan.average_ms);
        }
    }
    let mut parallel = match threads {
        1 => None,
        n => Some(
            ParallelPlayer::new(&player, n as usize, rules, wall).ok_or_else(|| {
                CliError::Usage(
                    "--threads above 1 needs an alpha-beta level that plays its best move or \
                     --engine alphabeta; MCTS levels and --engine mcts grow one tree, on one \
                     thread"
                        .into(),
                )
            })?,
        ),
    };
    serve_lines(|line| answer(line, &mut player, parallel.as_mut(), rules, &clock))
}

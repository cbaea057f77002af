//! `outflank play [--level N | --engine mcts|alphabeta --ms T | --engine mcts --iterations N]
//! [--seed S] [--rule pass|gameover]`: the engine as a line-protocol player.
//!
//! For experiments, `--engine alphabeta` also takes `--depth D` (a fixed depth instead
//! of, or as well as, `--ms`) and `--eval original|tuned`, and `--engine mcts` takes
//! `--c X` (the exploration constant), `--playout uniform|informed` and
//! `--leaf-playouts 1|2`, `--playout-moves K` (evaluate after K playout moves) and
//! `--prior W` (progressive-bias weight); `--solve E` sets how many empties an `--engine`
//! player solves exactly at the root (default: from the time budget; 0 = never).
//!
//! Each input line is the whole game so far from the start position as a move list (an
//! empty line is the start). The reply is one line: the move chosen for the side to
//! move (`d3`), `pass` when it must pass, `gameover`, or `error <reason>`. Output is
//! flushed after each line. The player keeps its state between lines, so when a line
//! extends the previous one the search tree of the moves in between is reused.

use crate::clock::InstantClock;
use crate::{parse_rule, CliError};
use outflank_engine::ai::EvalKind;
use outflank_engine::ai::{levels, player_for_level, EngineConfig, Player};
use outflank_engine::ai::{MctsConfig, Playout};
use outflank_engine::{parse_moves, Position, Rules, Status};
use std::io::{BufRead, Write};

/// The engine chosen on the command line.
enum Choice {
    Level(u8),
    Engine {
        mcts: bool,
        ms: Option<f64>,
        iterations: Option<u64>,
        depth: Option<u32>,
        eval: EvalKind,
        exploration: f64,
        playout: Playout,
        leaf_playouts: u8,
        prior_weight: f64,
        playout_moves: u32,
        solve: Option<u32>,
    },
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

fn build_player(choice: &Choice, rules: Rules, seed: u64) -> Player {
    match *choice {
        Choice::Level(id) => player_for_level(id, rules, seed),
        Choice::Engine {
            mcts,
            ms,
            iterations,
            depth,
            eval,
            exploration,
            playout,
            leaf_playouts,
            prior_weight,
            playout_moves,
            solve,
        } => {
            let budget = ms.unwrap_or(f64::INFINITY);
            // Pure iteration or depth budgets stay deterministic: no time-limited root
            // solve unless asked for.
            let solve_empties = solve.unwrap_or_else(|| ms.map_or(0, solve_empties_for));
            let engine = if mcts {
                EngineConfig::Mcts {
                    config: MctsConfig {
                        exploration,
                        playout,
                        leaf_playouts,
                        prior_weight,
                        playout_moves,
                        ..MctsConfig::default()
                    },
                    iterations: iterations.unwrap_or(u64::MAX),
                    reuse: true,
                    solve_empties,
                }
            } else {
                EngineConfig::AlphaBeta {
                    eval,
                    depth: depth.unwrap_or(60),
                    noise: 0,
                    table_bytes: 64 << 20,
                    solve_empties,
                }
            };
            // Leave a little of the budget for the protocol itself.
            Player::new(engine, (budget * 0.95 - 2.0).max(1.0), rules, seed)
        }
    }
}

/// The reply to one input line.
fn answer(line: &str, player: &mut Player, rules: Rules, clock: &InstantClock) -> String {
    let moves = match parse_moves(line, Position::START, rules) {
        Ok(m) => m,
        Err(e) => return format!("error {e}"),
    };
    if let Err(e) = player.set_game(Position::START, &moves) {
        return format!("error {e}");
    }
    match player.position().status(rules) {
        Status::GameOver => "gameover".into(),
        _ => match player.choose(clock) {
            Some(mv) => mv.to_string(),
            None => "gameover".into(),
        },
    }
}

fn value<'a>(args: &'a [String], i: usize, flag: &str, what: &str) -> Result<&'a str, CliError> {
    args.get(i + 1)
        .map(String::as_str)
        .ok_or_else(|| CliError::Usage(format!("{flag} needs {what}")))
}

/// Runs the play command until end of input.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let mut level = None;
    let mut engine = None;
    let mut ms = None;
    let mut iterations = None;
    let mut seed = 1u64;
    let mut depth = None;
    let mut eval = EvalKind::STRONGEST;
    let mut exploration = MctsConfig::default().exploration;
    let mut solve = None;
    let mut playout = MctsConfig::default().playout;
    let mut leaf_playouts = MctsConfig::default().leaf_playouts;
    let mut prior_weight = MctsConfig::default().prior_weight;
    let mut playout_moves = MctsConfig::default().playout_moves;
    let mut rules = Rules::WOF;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        match flag {
            "--level" => {
                let v = value(args, i, flag, "a level id")?;
                let id: u8 = v
                    .parse()
                    .map_err(|_| CliError::Usage(format!("--level needs a level id, not '{v}'")))?;
                if !levels().iter().any(|l| l.id == id) {
                    let ids: Vec<String> = levels().iter().map(|l| l.id.to_string()).collect();
                    return Err(CliError::Usage(format!(
                        "no level {id}; the levels are {}",
                        ids.join(", ")
                    )));
                }
                level = Some(id);
            }
            "--engine" => {
                engine = Some(match value(args, i, flag, "mcts or alphabeta")? {
                    "mcts" => true,
                    "alphabeta" => false,
                    other => {
                        return Err(CliError::Usage(format!(
                            "--engine must be mcts or alphabeta, not '{other}'"
                        )))
                    }
                })
            }
            "--ms" => {
                let v = value(args, i, flag, "milliseconds")?;
                ms = Some(
                    v.parse::<f64>()
                        .ok()
                        .filter(|t| *t > 0.0 && t.is_finite())
                        .ok_or_else(|| {
                            CliError::Usage(format!("--ms needs a positive number, not '{v}'"))
                        })?,
                );
            }
            "--iterations" => {
                let v = value(args, i, flag, "a count")?;
                iterations = Some(v.parse::<u64>().ok().filter(|n| *n > 0).ok_or_else(|| {
                    CliError::Usage(format!(
                        "--iterations needs a positive whole number, not '{v}'"
                    ))
                })?);
            }
            "--seed" => {
                let v = value(args, i, flag, "a number")?;
                seed = v.parse().map_err(|_| {
                    CliError::Usage(format!("--seed needs a whole number, not '{v}'"))
                })?;
            }
            "--rule" => rules = parse_rule(value(args, i, flag, "pass or gameover")?)?,
            "--depth" => {
                let v = value(args, i, flag, "a depth")?;
                depth = Some(
                    v.parse::<u32>()
                        .ok()
                        .filter(|d| (1..=60).contains(d))
                        .ok_or_else(|| {
                            CliError::Usage(format!("--depth needs 1 to 60, not '{v}'"))
                        })?,
                );
            }
            "--eval" => {
                eval = match value(args, i, flag, "original or tuned")? {
                    "original" => EvalKind::Original,
                    "tuned" => EvalKind::Tuned,
                    other => {
                        return Err(CliError::Usage(format!(
                            "--eval must be original or tuned, not '{other}'"
                        )))
                    }
                }
            }
            "--c" => {
                let v = value(args, i, flag, "a number")?;
                exploration = v
                    .parse::<f64>()
                    .ok()
                    .filter(|c| *c >= 0.0 && c.is_finite())
                    .ok_or_else(|| {
                        CliError::Usage(format!("--c needs a number >= 0, not '{v}'"))
                    })?;
            }
            "--playout" => {
                playout = match value(args, i, flag, "uniform or informed")? {
                    "uniform" => Playout::Uniform,
                    "informed" => Playout::Informed,
                    other => {
                        return Err(CliError::Usage(format!(
                            "--playout must be uniform or informed, not '{other}'"
                        )))
                    }
                }
            }
            "--playout-moves" => {
                let v = value(args, i, flag, "a number of moves")?;
                playout_moves = v.parse::<u32>().map_err(|_| {
                    CliError::Usage(format!("--playout-moves needs a whole number, not '{v}'"))
                })?;
            }
            "--prior" => {
                let v = value(args, i, flag, "a weight")?;
                prior_weight = v
                    .parse::<f64>()
                    .ok()
                    .filter(|w| *w >= 0.0 && w.is_finite())
                    .ok_or_else(|| {
                        CliError::Usage(format!("--prior needs a number >= 0, not '{v}'"))
                    })?;
            }
            "--leaf-playouts" => {
                leaf_playouts = match value(args, i, flag, "1 or 2")? {
                    "1" => 1,
                    "2" => 2,
                    other => {
                        return Err(CliError::Usage(format!(
                            "--leaf-playouts must be 1 or 2, not '{other}'"
                        )))
                    }
                }
            }
            "--solve" => {
                let v = value(args, i, flag, "a number of empties")?;
                solve =
                    Some(v.parse::<u32>().ok().filter(|e| *e <= 30).ok_or_else(|| {
                        CliError::Usage(format!("--solve needs 0 to 30, not '{v}'"))
                    })?);
            }
            other => return Err(CliError::Usage(format!("unexpected argument '{other}'"))),
        }
        i += 2;
    }
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
        (Some(id), None) => Choice::Level(id),
        (None, Some(mcts)) => {
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
            Choice::Engine {
                mcts,
                ms,
                iterations,
                depth,
                eval,
                exploration,
                playout,
                leaf_playouts,
                prior_weight,
                playout_moves,
                solve,
            }
        }
        (None, None) if ms.is_some() || iterations.is_some() => {
            return Err(CliError::Usage(
                "--ms and --iterations need --engine".into(),
            ))
        }
        (None, None) => Choice::Level(levels()[levels().len() - 1].id),
    };
    let clock = InstantClock::new();
    let mut player = build_player(&choice, rules, seed);
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let reply = answer(line.trim(), &mut player, rules, &clock);
        writeln!(out, "{reply}").map_err(|e| CliError::Failed(e.to_string()))?;
        out.flush().map_err(|e| CliError::Failed(e.to_string()))?;
    }
    Ok(())
}

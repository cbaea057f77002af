//! `outflank match --a "COMMAND" --b "COMMAND" --games N [--openings FILE]`: engine
//! against engine through the `play` line protocol.
//!
//! Each command is started once (through `sh -c`) and kept for the whole match, so
//! engines that reuse their trees between moves can. Games start from the opening move
//! lists of `FILE` (one per line; `;` or `#` comments and blank lines ignored), default
//! `cli/data/openings.txt`: game `2k` and `2k + 1` play opening `k` (cycling) with the
//! colours swapped, A taking Black in even games, so any opening advantage cancels out.
//! With `--seeds K` the match is played K times, `{seed}` in both commands replaced by
//! 1..=K, the games numbered on.
//!
//! After every game one line `game i opening a_color result a_discs b_discs moves` goes
//! to standard error; at the end, `key value` lines go to standard output: `games`,
//! `a_wins`, `draws`, `b_wins`, `a_score` (fraction of points), `disc_diff` (A's mean
//! final disc difference per game), `elo` (A minus B) and `elo_95` (the 95% Wilson
//! interval of the score, in Elo).
//! An engine that answers with an illegal move, `error`, a wrong `pass`/`gameover` or not
//! at all loses that game by forfeit (counted as a 64-disc loss) and the match stops
//! with exit status 1.

use crate::error::CliError;
use outflank_engine::{format_moves, parse_moves, Color, Move, Position, Rules, Status};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// What `--seeds` replaces in the engines' commands.
const SEED: &str = "{seed}";

/// The default balanced openings.
const OPENINGS: &str = include_str!("../data/openings.txt");

/// One engine process speaking the play protocol.
struct Engine {
    name: &'static str,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start(name: &'static str, command: &str) -> Result<Engine, CliError> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| {
                CliError::Failed(format!("cannot start engine {name} ({command}): {e}"))
            })?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(Engine {
            name,
            child,
            stdin,
            stdout,
        })
    }

    /// Sends the game so far and reads the one-line reply.
    fn ask(&mut self, moves: &[Move]) -> Result<String, String> {
        writeln!(self.stdin, "{}", protocol_line(moves))
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("engine {} stopped reading: {e}", self.name))?;
        let mut reply = String::new();
        match self.stdout.read_line(&mut reply) {
            Ok(0) => Err(format!("engine {} closed its output", self.name)),
            Ok(_) => Ok(reply.trim().to_string()),
            Err(e) => Err(format!("engine {}: {e}", self.name)),
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Closing stdin ends a well-behaved engine; make sure anyway.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move list as sent to engines: passes written out as `pass`, because a pass at the
/// end of the list cannot be inferred (the list would stop before it).
fn protocol_line(moves: &[Move]) -> String {
    moves.iter().map(Move::to_string).collect()
}

/// How a game ended, from A's point of view.
struct GameResult {
    /// A's final disc difference (WOF scoring).
    a_diff: i32,
    a_discs: u32,
    b_discs: u32,
    moves: Vec<Move>,
    /// Set when an engine broke the protocol.
    forfeit: Option<String>,
}

/// Plays one game from `opening`; `a_black` says who has Black.
fn play_game(a: &mut Engine, b: &mut Engine, opening: &[Move], a_black: bool) -> GameResult {
    let rules = Rules::WOF;
    let mut pos = Position::START;
    let mut moves = Vec::new();
    for &mv in opening {
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    loop {
        let status = pos.status(rules);
        let a_to_move = (pos.turn == Color::Black) == a_black;
        if status == Status::GameOver {
            let o = pos.outcome();
            let (a_discs, b_discs) = if a_black {
                (o.black, o.white)
            } else {
                (o.white, o.black)
            };
            return GameResult {
                a_diff: a_discs as i32 - b_discs as i32,
                a_discs,
                b_discs,
                moves,
                forfeit: None,
            };
        }
        let engine = if a_to_move { &mut *a } else { &mut *b };
        let reply = engine.ask(&moves);
        let played = match (&reply, status) {
            (Ok(r), Status::MustPass) if r == "pass" => Ok(Move::Pass),
            (Ok(r), Status::Moves(legal)) => match r.parse::<outflank_engine::Square>() {
                Ok(sq) if legal.contains(sq) => Ok(Move::Place(sq)),
                _ => Err(format!(
                    "engine {} answered '{r}' in {}",
                    engine.name,
                    pos.to_obf()
                )),
            },
            (Ok(r), _) => Err(format!(
                "engine {} answered '{r}' in {}",
                engine.name,
                pos.to_obf()
            )),
            (Err(e), _) => Err(e.clone()),
        };
        match played {
            Ok(mv) => {
                pos.play_unchecked(mv);
                moves.push(mv);
            }
            Err(why) => {
                let a_diff = if a_to_move { -64 } else { 64 };
                return GameResult {
                    a_diff,
                    a_discs: if a_to_move { 0 } else { 64 },
                    b_discs: if a_to_move { 64 } else { 0 },
                    moves,
                    forfeit: Some(why),
                };
            }
        }
    }
}

/// Elo difference for a score fraction (infinite at 0 or 1).
fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

fn format_elo(e: f64) -> String {
    if e.is_finite() {
        format!("{e:+.1}")
    } else if e > 0.0 {
        "+inf".into()
    } else {
        "-inf".into()
    }
}

/// Parses an openings text: one move list per line.
fn parse_openings(text: &str) -> Result<Vec<Vec<Move>>, CliError> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split([';', '#']).next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let moves = parse_moves(line, Position::START, Rules::WOF)
            .map_err(|e| CliError::Failed(format!("openings line {}: {e}", n + 1)))?;
        out.push(moves);
    }
    if out.is_empty() {
        return Err(CliError::Failed("the openings file has no openings".into()));
    }
    Ok(out)
}

/// The options of `match`.
#[derive(clap::Args)]
pub struct Options {
    /// Engine A: a shell command speaking the play protocol.
    #[arg(long = "a", value_name = "COMMAND", allow_hyphen_values = true)]
    a: String,
    /// Engine B: a shell command speaking the play protocol.
    #[arg(long = "b", value_name = "COMMAND", allow_hyphen_values = true)]
    b: String,
    /// Games to play (colours swapped in each pair).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Opening move lists, one per line (default: cli/data/openings.txt).
    #[arg(long, value_name = "FILE")]
    openings: Option<String>,
    /// Plays the match once for each seed 1..=SEEDS, GAMES games each, with `{seed}` in
    /// both commands replaced by it (engines started afresh for each); the result is of
    /// them all. With the same seed the games repeat, so more distinct games are more seeds.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    seeds: u32,
}

/// Runs the match command.
pub fn run(options: Options) -> Result<(), CliError> {
    let Options {
        a,
        b,
        games,
        openings: openings_file,
        seeds,
    } = options;
    if seeds > 1 && !(a.contains(SEED) && b.contains(SEED)) {
        return Err(CliError::Failed(format!(
            "--seeds {seeds} needs {SEED} in both commands (each seed's games would be the \
             same otherwise)"
        )));
    }
    let openings = match &openings_file {
        Some(path) => parse_openings(
            &std::fs::read_to_string(path)
                .map_err(|e| CliError::Failed(format!("cannot read {path}: {e}")))?,
        )?,
        None => parse_openings(OPENINGS)?,
    };

    let (mut wins, mut draws, mut losses, mut diff_total) = (0u32, 0u32, 0u32, 0i64);
    let mut points = Vec::with_capacity((games * seeds) as usize);
    let mut forfeit = None;
    for seed in 1..=seeds {
        if forfeit.is_some() {
            break;
        }
        let seeded = |command: &str| command.replace(SEED, &seed.to_string());
        let mut ea = Engine::start("A", &seeded(&a))?;
        let mut eb = Engine::start("B", &seeded(&b))?;
        for g in 0..games {
            let k = (g / 2) as usize % openings.len();
            let a_black = g % 2 == 0;
            let r = play_game(&mut ea, &mut eb, &openings[k], a_black);
            let result = match r.a_diff.signum() {
                1 => {
                    wins += 1;
                    points.push(1.0);
                    "win"
                }
                0 => {
                    draws += 1;
                    points.push(0.5);
                    "draw"
                }
                _ => {
                    losses += 1;
                    points.push(0.0);
                    "loss"
                }
            };
            diff_total += r.a_diff as i64;
            eprintln!(
                "game {} opening {} a_{} {result} {} {} {}",
                (seed - 1) * games + g + 1,
                k + 1,
                if a_black { "black" } else { "white" },
                r.a_discs,
                r.b_discs,
                format_moves(&r.moves)
            );
            if let Some(why) = r.forfeit {
                forfeit = Some(why);
                break;
            }
        }
    }
    let n = points.len() as f64;
    let mean = points.iter().sum::<f64>() / n;
    // Wilson score interval (z = 1.96): unlike the plain normal approximation it stays
    // informative after a clean sweep, and treating draws as half a win makes it, if
    // anything, a little wide.
    let z2 = 1.96f64 * 1.96;
    let centre = (mean + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 * (mean * (1.0 - mean) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    // Rounding must not turn a bound of exactly 0 or 1 (a sweep) into a huge finite Elo.
    let snap = |x: f64| {
        if x < 1e-9 {
            0.0
        } else if x > 1.0 - 1e-9 {
            1.0
        } else {
            x
        }
    };
    let (low, high) = (snap(centre - half), snap(centre + half));
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let w = |out: &mut std::io::StdoutLock, k: &str, v: String| {
        writeln!(out, "{k} {v}").map_err(|e| CliError::Failed(e.to_string()))
    };
    w(&mut out, "games", points.len().to_string())?;
    w(&mut out, "a_wins", wins.to_string())?;
    w(&mut out, "draws", draws.to_string())?;
    w(&mut out, "b_wins", losses.to_string())?;
    w(&mut out, "a_score", format!("{mean:.4}"))?;
    w(
        &mut out,
        "disc_diff",
        format!("{:+.2}", diff_total as f64 / n),
    )?;
    w(&mut out, "elo", format_elo(elo(mean)))?;
    w(
        &mut out,
        "elo_95",
        format!("{} {}", format_elo(elo(low)), format_elo(elo(high))),
    )?;
    if let Some(why) = forfeit {
        return Err(CliError::Failed(format!(
            "match stopped by a forfeit: {why}"
        )));
    }
    Ok(())
}

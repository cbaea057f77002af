//! `outflank tune [--games N] [--seed S] [--depth D] [--solve E] [--eval original|tuned]
//! [--data FILE | --load FILE] [--rounds R] [--edges FILE]`: fits the weights of the
//! tuned evaluation.
//!
//! 1. Self-play: each game starts with 4 to 12 uniformly random plies, then alpha-beta
//!    (evaluation `--eval`, depth `D`, default 4) plays both sides until `E` empties
//!    (default 16); from there the exact solver plays perfectly.
//! 2. Targets: every position of the game with a legal move gets the exact final disc
//!    difference of the game from `E` empties on (perfect play), seen from its side to
//!    move. Positions with `E` empties or fewer therefore have their exact value; earlier
//!    ones the value reached by the engine's play from them (noisy, unbiased).
//! 3. Fit, by `R` rounds (default 10) of alternating least squares:
//!    - the weights of the features of [`outflank_engine::ai::eval::features`], each
//!      piecewise linear in the number of empties between the knots of `KNOT_EMPTIES`,
//!      by least squares (tiny ridge) on what the edges leave unexplained;
//!    - the value of each edge configuration at each knot (mirror images share one), by
//!      a damped, ridge-regularised step towards the mean remaining error of the
//!      positions showing it (rare configurations stay near zero).
//!
//!    Every tenth game is held out; the error per phase is reported after each round.
//!
//! Prints the new `engine/src/ai/weights.rs` on standard output and the fit report on
//! standard error; `--edges FILE` writes the edge values (`engine/data/edge_weights.bin`)
//! in the compact format of [`outflank_engine::ai::eval::EDGE_FILE_BYTES`]: knot-major,
//! little-endian `i16`, only the canonical configurations (mirror images share their
//! value and are left out). `--data FILE` saves the samples (OBF with the side
//! to move as Black, target, game number per line) and `--load FILE` fits saved samples
//! instead of playing.

// Linear algebra reads best with explicit indices.
#![allow(clippy::needless_range_loop)]

use crate::clock::InstantClock;
use crate::error::CliError;
use crate::options::EvalOption;
use outflank_engine::ai::eval::{
    edge_configs, encode_edge_values, features, EDGE_CANONICAL, EDGE_CONFIGS, FEATURE_NAMES,
    KNOT_EMPTIES, NF,
};
use outflank_engine::ai::{AlphaBeta, Clock, Deadline, EvalKind, Limits, Rng, Solver};
use outflank_engine::{Board, Move, Position, Rules, Status};
use std::io::Write;

/// Number of knots.
const NK: usize = KNOT_EMPTIES.len();
/// Unknowns of the fit.
const N: usize = NF * NK;

/// One training position: the board (side to move's view) and its target in discs.
struct Sample {
    board: Board,
    target: f64,
    game: u32,
}

/// The hat-function weights of `empties` on the knots (two non-zero, summing to 1).
fn knot_weights(empties: u32) -> [f64; NK] {
    let mut h = [0.0; NK];
    let e = empties.min(60);
    for k in 0..NK - 1 {
        let (a, b) = (KNOT_EMPTIES[k], KNOT_EMPTIES[k + 1]);
        if e >= a && e <= b {
            let t = (e - a) as f64 / (b - a) as f64;
            h[k] = 1.0 - t;
            h[k + 1] = t;
            break;
        }
    }
    h
}

/// The regression row of a board.
fn row(board: Board) -> [f64; N] {
    let f = features(board);
    let h = knot_weights(board.empty_count());
    let mut x = [0.0; N];
    for k in 0..NK {
        if h[k] != 0.0 {
            for j in 0..NF {
                x[k * NF + j] = h[k] * f[j] as f64;
            }
        }
    }
    x
}

/// Plays one self-play game and returns its samples.
fn self_play(
    game: u32,
    rng: &mut Rng,
    ab: &mut AlphaBeta,
    solver: &mut Solver,
    depth: u32,
    solve_at: u32,
    clock: &InstantClock,
) -> Vec<Sample> {
    let rules = Rules::WOF;
    let mut pos = Position::START;
    let random_plies = 4 + rng.below(9);
    let mut ply = 0;
    let mut history: Vec<Position> = Vec::new();
    let never = Deadline::never(clock);
    // The exact result from the first position with `solve_at` empties, for Black.
    let mut black_result: Option<i32> = None;
    loop {
        let moves = match pos.status(rules) {
            Status::GameOver => break,
            Status::MustPass => {
                pos.play_unchecked(Move::Pass);
                continue;
            }
            Status::Moves(m) => m,
        };
        if ply >= random_plies {
            history.push(pos);
        }
        let mv = if ply < random_plies {
            let v: Vec<_> = moves.into_iter().collect();
            Move::Place(v[rng.below(v.len() as u32) as usize])
        } else if pos.board.empty_count() <= solve_at {
            let sol = solver.solve(pos.board, &never).expect("a move exists");
            if black_result.is_none() {
                let s = sol.score;
                black_result = Some(if pos.turn == outflank_engine::Color::Black {
                    s
                } else {
                    -s
                });
            }
            sol.best
        } else {
            ab.search(pos.board, Limits::depth(depth), &never, false)
                .expect("a move exists")
                .best
        };
        pos.play_unchecked(mv);
        ply += 1;
    }
    // A game over before `solve_at` empties: its final score is exact.
    let black = black_result.unwrap_or_else(|| {
        let o = pos.outcome();
        o.black as i32 - o.white as i32
    });
    history
        .into_iter()
        .map(|p| Sample {
            board: p.board,
            target: if p.turn == outflank_engine::Color::Black {
                black as f64
            } else {
                -black as f64
            },
            game,
        })
        .collect()
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve_linear(mut a: Vec<[f64; N]>, mut b: [f64; N]) -> [f64; N] {
    for c in 0..N {
        let p = (c..N)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .expect("rows left");
        a.swap(c, p);
        b.swap(c, p);
        let d = a[c][c];
        if d.abs() < 1e-12 {
            continue;
        }
        for r in 0..N {
            if r != c {
                let f = a[r][c] / d;
                if f != 0.0 {
                    for k in c..N {
                        a[r][k] -= f * a[c][k];
                    }
                    b[r] -= f * b[c];
                }
            }
        }
    }
    let mut x = [0.0; N];
    for i in 0..N {
        x[i] = if a[i][i].abs() < 1e-12 {
            0.0
        } else {
            b[i] / a[i][i]
        };
    }
    x
}

/// Reads samples saved with `--data`.
fn load(path: &str) -> Result<Vec<Sample>, CliError> {
    let text =
        std::fs::read_to_string(path).map_err(|e| CliError::Failed(format!("{path}: {e}")))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let bad = || CliError::Failed(format!("{path} line {}: not a sample", n + 1));
        let mut parts = line.rsplitn(3, ' ');
        let game: u32 = parts.next().and_then(|g| g.parse().ok()).ok_or_else(bad)?;
        let target: f64 = parts.next().and_then(|t| t.parse().ok()).ok_or_else(bad)?;
        let pos = Position::from_obf(parts.next().ok_or_else(bad)?).map_err(|_| bad())?;
        out.push(Sample {
            board: pos.board,
            target,
            game,
        });
    }
    Ok(out)
}

/// The model being fitted: feature weights per knot and edge values per knot, in discs.
struct Model {
    dense: [f64; N],
    edges: Vec<f64>,
}

impl Model {
    fn edge_part(&self, board: Board, h: &[f64; NK]) -> f64 {
        let mut v = 0.0;
        for c in edge_configs(board) {
            let c = EDGE_CANONICAL[c] as usize;
            for k in 0..NK {
                if h[k] != 0.0 {
                    v += h[k] * self.edges[k * EDGE_CONFIGS + c];
                }
            }
        }
        v
    }

    fn predict(&self, board: Board) -> f64 {
        let h = knot_weights(board.empty_count());
        let x = row(board);
        (0..N).map(|i| x[i] * self.dense[i]).sum::<f64>() + self.edge_part(board, &h)
    }

    /// Least squares for the feature weights on what the edges leave.
    fn fit_dense(&mut self, train: &[&Sample]) {
        let mut ata = vec![[0.0f64; N]; N];
        let mut atb = [0.0f64; N];
        for s in train {
            let h = knot_weights(s.board.empty_count());
            let r = s.target - self.edge_part(s.board, &h);
            let x = row(s.board);
            let nz: Vec<usize> = (0..N).filter(|&i| x[i] != 0.0).collect();
            for &i in &nz {
                atb[i] += x[i] * r;
                for &j in &nz {
                    ata[i][j] += x[i] * x[j];
                }
            }
        }
        let ridge = 1e-3 * train.len() as f64 / N as f64;
        for (i, r) in ata.iter_mut().enumerate() {
            r[i] += ridge;
        }
        self.dense = solve_linear(ata, atb);
    }

    /// One damped step of every edge value towards the mean remaining error.
    fn fit_edges(&mut self, train: &[&Sample]) {
        let mut num = vec![0.0f64; NK * EDGE_CONFIGS];
        let mut den = vec![0.0f64; NK * EDGE_CONFIGS];
        for s in train {
            let r = s.target - self.predict(s.board);
            let h = knot_weights(s.board.empty_count());
            for c in edge_configs(s.board) {
                let c = EDGE_CANONICAL[c] as usize;
                for k in 0..NK {
                    if h[k] != 0.0 {
                        num[k * EDGE_CONFIGS + c] += h[k] * r;
                        den[k * EDGE_CONFIGS + c] += h[k] * h[k];
                    }
                }
            }
        }
        // Four edges and two knots share each position's error: half steps avoid
        // overshooting; the ridge (in positions) keeps rare configurations small.
        const DAMPING: f64 = 0.5;
        const RIDGE: f64 = 8.0;
        for i in 0..num.len() {
            if den[i] > 0.0 {
                self.edges[i] += DAMPING * num[i] / (den[i] + RIDGE);
            }
        }
    }
}

/// Root-mean-square error per phase of ten empties on `test`, and of predicting zero.
fn report(model: &Model, test: &[&Sample]) {
    eprintln!("empties  n_test  rmse_fit  rmse_zero");
    for bucket in 0..6u32 {
        let (lo, hi) = (bucket * 10 + 1, bucket * 10 + 10);
        let (mut n, mut se, mut se0) = (0usize, 0.0, 0.0);
        for s in test {
            let e = s.board.empty_count();
            if e < lo || e > hi {
                continue;
            }
            se += (model.predict(s.board) - s.target).powi(2);
            se0 += s.target.powi(2);
            n += 1;
        }
        if n > 0 {
            eprintln!(
                "{lo:2}-{hi:2}  {n:7}  {:8.2}  {:9.2}",
                (se / n as f64).sqrt(),
                (se0 / n as f64).sqrt()
            );
        }
    }
}

/// The options of `tune`.
#[derive(clap::Args)]
pub struct Options {
    /// Self-play games.
    #[arg(long, default_value_t = 2000)]
    games: u32,
    /// Seed of the self-play.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Alpha-beta depth of the self-play.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..=20))]
    depth: u32,
    /// Play perfectly from this many empties.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(0..=24))]
    solve: u32,
    /// Rounds of alternating least squares.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
    /// The evaluation of the self-play.
    #[arg(long, value_enum, default_value_t = EvalOption::Original)]
    eval: EvalOption,
    /// Save the samples to this file.
    #[arg(long, value_name = "FILE")]
    data: Option<String>,
    /// Fit the samples of this file instead of playing.
    #[arg(long, value_name = "FILE")]
    load: Option<String>,
    /// Write the edge values to this file.
    #[arg(long, value_name = "FILE")]
    edges: Option<String>,
}

/// Runs the tune command.
pub fn run(options: Options) -> Result<(), CliError> {
    let Options {
        games,
        seed,
        depth,
        solve: solve_at,
        rounds,
        eval,
        data: data_file,
        load: load_file,
        edges: edges_file,
    } = options;
    let eval = eval.kind(None)?;
    let clock = InstantClock::new();
    let samples = match &load_file {
        Some(path) => load(path)?,
        None => {
            let mut rng = Rng::new(seed);
            let mut ab = AlphaBeta::new(eval, 16 << 20, Rules::WOF);
            let mut solver = Solver::new(32 << 20, Rules::WOF);
            let mut samples = Vec::new();
            for g in 0..games {
                samples.extend(self_play(
                    g,
                    &mut rng,
                    &mut ab,
                    &mut solver,
                    depth,
                    solve_at,
                    &clock,
                ));
                if (g + 1) % 500 == 0 {
                    eprintln!(
                        "{} games, {} samples, {:.0} s",
                        g + 1,
                        samples.len(),
                        clock.now_ms() / 1000.0
                    );
                }
            }
            samples
        }
    };
    if let Some(path) = &data_file {
        let mut f = std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| CliError::Failed(format!("{path}: {e}")))?,
        );
        for s in &samples {
            let pos = Position::from_colors(
                s.board.player(),
                s.board.opponent(),
                outflank_engine::Color::Black,
            )
            .expect("valid board");
            writeln!(f, "{} {} {}", pos.to_obf(), s.target, s.game)
                .map_err(|e| CliError::Failed(e.to_string()))?;
        }
    }

    let (test, train): (Vec<&Sample>, Vec<&Sample>) =
        samples.iter().partition(|s| s.game % 10 == 9);
    eprintln!("samples {} (train {})", samples.len(), train.len());
    let mut model = Model {
        dense: [0.0; N],
        edges: vec![0.0; NK * EDGE_CONFIGS],
    };
    for round in 1..=rounds {
        model.fit_dense(&train);
        model.fit_edges(&train);
        eprintln!("round {round}");
        report(&model, &test);
    }

    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut text = String::new();
    text.push_str(
        "//! Weights of the tuned evaluation: one row per knot of `KNOT_EMPTIES`, one column per\n\
         //! feature of `FEATURE_NAMES` (both in `eval.rs`), in evaluation units (1/100 disc) per\n\
         //! unit of the feature. Generated by `outflank tune`; do not edit by hand.\n\
         //! The edge values are in `engine/data/edge_weights.bin`, from the same run.\n",
    );
    let source = match &load_file {
        Some(path) => format!("--load {path}"),
        None => format!(
            "--games {games} --seed {seed} --depth {depth} --solve {solve_at} --eval {}",
            if eval == EvalKind::Original {
                "original"
            } else {
                "tuned"
            }
        ),
    };
    text.push_str(&format!(
        "//!\n//! outflank tune {source} --rounds {rounds}\n//! {} samples.\n\n",
        samples.len()
    ));
    // Plain data without imports: the evaluation reads it, not the other way round.
    text.push_str("/// Weights at each knot.\n");
    text.push_str(&format!(
        "pub const KNOT_WEIGHTS: [[i32; {NF}]; {NK}] = [\n"
    ));
    for k in 0..NK {
        text.push_str(&format!("    // {} empties\n    [", KNOT_EMPTIES[k]));
        for j in 0..NF {
            let v = (model.dense[k * NF + j] * 100.0).round() as i32;
            text.push_str(&format!("{v}{}", if j + 1 < NF { ", " } else { "" }));
        }
        text.push_str("],\n");
    }
    text.push_str("];\n");
    write!(out, "{text}").map_err(|e| CliError::Failed(e.to_string()))?;
    if let Some(path) = &edges_file {
        // Every configuration takes its canonical one's value; the file keeps only
        // the canonical ones.
        let mut table = Box::new([[0i16; EDGE_CONFIGS]; NK]);
        for k in 0..NK {
            for c in 0..EDGE_CONFIGS {
                let v = model.edges[k * EDGE_CONFIGS + EDGE_CANONICAL[c] as usize] * 100.0;
                table[k][c] = v.round().clamp(-32767.0, 32767.0) as i16;
            }
        }
        let bytes = encode_edge_values(&table);
        std::fs::write(path, bytes).map_err(|e| CliError::Failed(format!("{path}: {e}")))?;
    }
    eprintln!("features: {}", FEATURE_NAMES.join(" "));
    Ok(())
}

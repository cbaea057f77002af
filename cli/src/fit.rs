//! `outflank fit --games FILE[,FILE...] --out WEIGHTS [--labels FILE[,FILE...] [--blend B]]
//! [--plies-per-phase K] [--quantum Q] [--epochs N] [--rate R] [--ridge L]`: fits the
//! pattern evaluation on self-play games.
//!
//! Every position of the games (files written by `outflank selfplay`) in which the side
//! to move has a move is a sample: its pattern instances and global terms, and as target
//! the game's final disc difference from the side to move's view, which is the exact
//! value from the ply the solver took over. Every tenth game is held out.
//!
//! With `--labels` (files written by `outflank label`, one per games file, in the same
//! order) a training position valued by a deeper search takes as target `B` (default 0.5)
//! times the final result plus `1 - B` times that value; games past the end of a labels
//! file, the solver's positions and the held-out games keep the final result.
//!
//! Each phase (`K` plies, default 6) is fitted on its own samples and, at half weight,
//! those of the two neighbouring phases (few data per phase: neighbours keep the tables
//! smooth), by `N` epochs (default 300) of gradient descent in which each weight moves by
//! `R` (default 0.04) times the mean error of the samples that use it, shrunk towards
//! zero as if `L` (default 16) more samples had no error: rare configurations stay small.
//! The phases are fitted on all cores. The weights are rounded to multiples of `Q`
//! hundredths of a disc (default 4), which the file stores in fewer bits.
//!
//! Prints, on standard error, the held-out mean absolute error in discs by phase: of the
//! fitted evaluation, of the tuned evaluation it replaces, and of always guessing zero.

use crate::error::CliError;
use crate::selfplay::GameRecord;
use outflank_engine::ai::eval::{tuned_eval, DISC};
use outflank_engine::ai::pattern::{
    canonical_slots, global_terms, instance_indices, PatternWeights, GLOBALS, INSTANCES,
};
use outflank_engine::{Board, Color, Position, Rules, Status};
use std::path::{Path, PathBuf};

/// One training position.
struct Sample {
    /// The canonical slot of each pattern instance.
    slots: [u32; INSTANCES],
    /// The global terms.
    globals: [i8; GLOBALS.len()],
    /// The final disc difference for the side to move.
    target: f32,
    /// The phase.
    phase: u8,
    /// The tuned evaluation's estimate, in discs (for the report).
    tuned: f32,
}

/// The deeper-search values of one game's positions (a line of `outflank label`), in discs.
fn parse_labels(line: &str) -> Result<Vec<Option<f32>>, String> {
    line.split(' ')
        .map(|v| match v {
            "-" => Ok(None),
            v => v
                .parse::<i32>()
                .map(|v| Some(v as f32 / DISC as f32))
                .map_err(|_| format!("'{v}' is not a value")),
        })
        .collect()
}

/// Labels for a games file: the lines of its labels file and the final result's share.
struct Labels {
    path: PathBuf,
    lines: Vec<String>,
    blend: f32,
}

impl Labels {
    fn read(path: &Path, blend: f32) -> Result<Labels, CliError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))?;
        let lines = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(str::to_string)
            .collect();
        Ok(Labels {
            path: path.to_path_buf(),
            lines,
            blend,
        })
    }
}

/// The samples of one games file, split into training and held-out ones; returns its
/// number of games.
fn read_games(
    path: &Path,
    labels: Option<&Labels>,
    weights: &PatternWeights,
    train: &mut Vec<Sample>,
    test: &mut Vec<Sample>,
) -> Result<usize, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))?;
    let (slots_of, _) = canonical_slots();
    let mut game = 0usize;
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let bad =
            |why: String| CliError::Failed(format!("{} line {}: {why}", path.display(), n + 1));
        let GameRecord {
            moves,
            black_margin: margin,
            ..
        } = GameRecord::parse(line).map_err(bad)?;
        let mut pos = Position::START;
        let held_out = game % 10 == 9;
        let into = if held_out { &mut *test } else { &mut *train };
        let label_line = labels.and_then(|l| Some((l, l.lines.get(game)?)));
        let bad_label = |l: &Labels, why: String| {
            CliError::Failed(format!("{} line {}: {why}", l.path.display(), game + 2))
        };
        let label_values = match label_line {
            Some((l, line)) => parse_labels(line).map_err(|why| bad_label(l, why))?,
            None => Vec::new(),
        };
        let labelled = label_values.len();
        let mut label_values = label_values.into_iter();
        let mut positions = 0;
        for &mv in &moves {
            if let Status::Moves(_) = pos.status(Rules::WOF) {
                let board: Board = pos.board;
                let mover = if pos.turn == Color::Black { 1 } else { -1 };
                let mut slots = instance_indices(board);
                for s in slots.iter_mut() {
                    *s = slots_of[*s as usize];
                }
                let g = global_terms(board);
                let result = (mover * margin) as f32;
                positions += 1;
                let target = match (label_line, label_values.next().flatten()) {
                    (Some((l, _)), Some(value)) if !held_out => {
                        l.blend * result + (1.0 - l.blend) * value
                    }
                    _ => result,
                };
                into.push(Sample {
                    slots,
                    globals: g.map(|t| t as i8),
                    target,
                    phase: weights.phase(board.empty_count()) as u8,
                    tuned: tuned_eval(board) as f32 / DISC as f32,
                });
            }
            pos.play_unchecked(mv);
        }
        if pos.status(Rules::WOF) != Status::GameOver {
            return Err(bad("the game does not end".into()));
        }
        if let Some((l, _)) = label_line {
            if labelled != positions {
                return Err(bad_label(
                    l,
                    format!("{labelled} values for the game's {positions} positions"),
                ));
            }
        }
        let o = pos.outcome();
        if o.black as i32 - o.white as i32 != margin {
            return Err(bad(format!(
                "the game ends {} to {}, not {margin}",
                o.black, o.white
            )));
        }
        game += 1;
    }
    Ok(game)
}

/// Fitting settings.
#[derive(Clone, Copy)]
struct Fit {
    epochs: u32,
    rate: f32,
    ridge: f32,
}

/// One phase's fitted weights (in discs): canonical slots, then globals.
fn fit_phase(samples: &[Sample], phase: u8, n_slots: usize, fit: Fit) -> (Vec<f32>, [f32; 4]) {
    // Own phase at full weight, neighbours at half.
    let chosen: Vec<(&Sample, f32)> = samples
        .iter()
        .filter_map(|s| match s.phase.abs_diff(phase) {
            0 => Some((s, 1.0)),
            1 => Some((s, 0.5)),
            _ => None,
        })
        .collect();
    let mut w = vec![0f32; n_slots];
    let mut g = [0f32; GLOBALS.len()];
    let mut count = vec![0f32; n_slots];
    let mut g_norm = [0f32; GLOBALS.len()];
    for (s, a) in &chosen {
        for &slot in &s.slots {
            count[slot as usize] += a;
        }
        for (n, &t) in g_norm.iter_mut().zip(&s.globals) {
            *n += a * f32::from(t) * f32::from(t);
        }
    }
    let mut acc = vec![0f32; n_slots];
    for _ in 0..fit.epochs {
        acc.iter_mut().for_each(|x| *x = 0.0);
        let mut g_acc = [0f32; GLOBALS.len()];
        for (s, a) in &chosen {
            let mut pred = 0f32;
            for &slot in &s.slots {
                pred += w[slot as usize];
            }
            for (&gw, &t) in g.iter().zip(&s.globals) {
                pred += gw * f32::from(t);
            }
            let err = a * (s.target - pred);
            for &slot in &s.slots {
                acc[slot as usize] += err;
            }
            for (ga, &t) in g_acc.iter_mut().zip(&s.globals) {
                *ga += err * f32::from(t);
            }
        }
        for ((wi, &ai), &ci) in w.iter_mut().zip(&acc).zip(&count) {
            // The ridge both damps rare slots and pulls them towards zero.
            *wi += fit.rate * (ai - fit.ridge * *wi) / (ci + fit.ridge);
        }
        for ((gw, &ga), &gn) in g.iter_mut().zip(&g_acc).zip(&g_norm) {
            *gw += fit.rate * ga / (gn + fit.ridge);
        }
    }
    (w, g)
}

/// Rounds discs to the nearest multiple of `quantum` evaluation units.
fn units(discs: f32, quantum: u8) -> i16 {
    let q = f32::from(quantum);
    ((discs * DISC as f32 / q).round() * q).clamp(i16::MIN as f32, i16::MAX as f32) as i16
}

/// The options of `fit`.
#[derive(clap::Args)]
pub struct Options {
    /// Games files written by `outflank selfplay`, separated by commas.
    #[arg(long, value_delimiter = ',', required = true)]
    games: Vec<PathBuf>,
    /// The weights file to write.
    #[arg(long)]
    out: PathBuf,
    /// Labels files written by `outflank label`, one per games file, in the same order.
    #[arg(long, value_delimiter = ',')]
    labels: Vec<PathBuf>,
    /// The final result's share of a labelled position's target (the rest: the label).
    #[arg(long, default_value_t = 0.5, value_parser = crate::options::unit_interval)]
    blend: f64,
    /// Plies per phase.
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u8).range(1..=60))]
    plies_per_phase: u8,
    /// Gradient-descent epochs.
    #[arg(long, default_value_t = 300)]
    epochs: u32,
    /// Step size: the share of its mean error a weight moves by per epoch.
    #[arg(long, default_value_t = 0.04, value_parser = rate)]
    rate: f32,
    /// Shrinkage towards zero, in samples.
    #[arg(long, default_value_t = 16.0, value_parser = crate::options::non_negative)]
    ridge: f64,
    /// Round every weight to a multiple of this many hundredths of a disc (a smaller file:
    /// 4 costs no measurable accuracy).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..))]
    quantum: u8,
}

/// A step size in (0, 1].
fn rate(text: &str) -> Result<f32, String> {
    text.parse::<f32>()
        .ok()
        .filter(|r| *r > 0.0 && *r <= 1.0)
        .ok_or_else(|| "needs a number in (0, 1]".to_string())
}

/// Runs the fit command.
pub fn run(options: Options) -> Result<(), CliError> {
    let fit = Fit {
        epochs: options.epochs,
        rate: options.rate,
        ridge: options.ridge as f32,
    };
    let mut weights = PatternWeights::zero(options.plies_per_phase);
    if !options.labels.is_empty() && options.labels.len() != options.games.len() {
        return Err(CliError::Usage(format!(
            "{} games files but {} labels files: one labels file per games file",
            options.games.len(),
            options.labels.len()
        )));
    }
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (n, path) in options.games.iter().enumerate() {
        let labels = match options.labels.get(n) {
            Some(file) => Some(Labels::read(file, options.blend as f32)?),
            None => None,
        };
        let games = read_games(path, labels.as_ref(), &weights, &mut train, &mut test)?;
        if let Some(l) = &labels {
            eprintln!(
                "{}: labels for {} of {games} games",
                l.path.display(),
                l.lines.len().min(games)
            );
        }
    }
    eprintln!(
        "{} training and {} held-out positions",
        train.len(),
        test.len()
    );
    let (_, n_slots) = canonical_slots();
    let phases = weights.phases();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let fitted: Vec<(Vec<f32>, [f32; 4])> = std::thread::scope(|scope| {
        let train = &train;
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (t..phases)
                        .step_by(threads)
                        .map(|p| (p, fit_phase(train, p as u8, n_slots, fit)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<_> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("a fitting thread"))
            .collect();
        all.sort_by_key(|(p, _)| *p);
        all.into_iter().map(|(_, f)| f).collect()
    });
    let q = options.quantum;
    let fitted: Vec<(Vec<f32>, [f32; 4])> = fitted
        .into_iter()
        .enumerate()
        .map(|(phase, (w, g))| {
            let values: Vec<i16> = w.iter().map(|&x| units(x, q)).collect();
            let globals = g.map(|x| units(x, q));
            weights.set_slots(phase, &values, &globals);
            // The report measures the rounded weights, the ones written.
            let back = |u: i16| f32::from(u) / DISC as f32;
            (values.into_iter().map(back).collect(), globals.map(back))
        })
        .collect();
    report(&weights, &fitted, &test);
    std::fs::write(&options.out, weights.to_bytes())
        .map_err(|e| CliError::Failed(format!("{}: {e}", options.out.display())))?;
    Ok(())
}

/// The held-out error by phase.
fn report(weights: &PatternWeights, fitted: &[(Vec<f32>, [f32; 4])], test: &[Sample]) {
    eprintln!("phase  empties  n_test  mae_pattern  mae_tuned  mae_zero");
    let (mut all_n, mut all_p, mut all_t) = (0usize, 0f64, 0f64);
    for (phase, (w, g)) in fitted.iter().enumerate() {
        let (mut n, mut ep, mut et, mut ez) = (0usize, 0f64, 0f64, 0f64);
        for s in test.iter().filter(|s| s.phase as usize == phase) {
            let mut pred: f32 = s.slots.iter().map(|&x| w[x as usize]).sum();
            pred += g
                .iter()
                .zip(&s.globals)
                .map(|(&a, &t)| a * f32::from(t))
                .sum::<f32>();
            ep += f64::from((pred - s.target).abs());
            et += f64::from((s.tuned - s.target).abs());
            ez += f64::from(s.target.abs());
            n += 1;
        }
        if n == 0 {
            continue;
        }
        let empties: Vec<u32> = (0..=60).filter(|&e| weights.phase(e) == phase).collect();
        let range = format!(
            "{}-{}",
            empties.first().unwrap_or(&0),
            empties.last().unwrap_or(&0)
        );
        eprintln!(
            "{phase:5}  {range:>7}  {n:6}  {:11.2}  {:9.2}  {:8.2}",
            ep / n as f64,
            et / n as f64,
            ez / n as f64
        );
        all_n += n;
        all_p += ep;
        all_t += et;
    }
    if all_n > 0 {
        eprintln!(
            "all    {all_n:>15}  {:11.2}  {:9.2}",
            all_p / all_n as f64,
            all_t / all_n as f64
        );
    }
}

//! `outflank bench [--seconds S]`: single-threaded speed figures as `key value` lines.
//!
//! Every figure comes from fixed positions and fixed seeds, timed for about `S` seconds
//! (default 2) each, the playouts after an untimed warm-up:
//! - `playouts_per_second`: uniformly random games from the start position to the end,
//!   two played interleaved (`informed_playouts_per_second`: the same with the informed
//!   policy; `serial_playouts_per_second`: uniform, one game at a time);
//! - `mcts_iterations_per_second`: UCT iterations (selection, expansion, one playout,
//!   backpropagation) from the start position with the default settings (informed
//!   playouts, solver on), at most half a million nodes;
//! - `alphabeta_nodes_per_second`: nodes of alpha-beta with the strongest evaluation over
//!   a fixed set of mid-game positions, iterative deepening;
//! - `endgame_nodes_per_second`: exact-solver nodes over the 20-empty test positions
//!   (`cli/data/endgame20.obf`), plus the median and maximum solve time of that set.

use crate::clock::InstantClock;
use crate::error::CliError;
use outflank_engine::ai::toolkit::{playouts, random_playout, Mcts, MctsConfig, Playout};
use outflank_engine::ai::{AlphaBeta, Clock, Deadline, EvalKind, Limits, Rng, Solver};
use outflank_engine::{Board, Position, Rules};
use std::io::Write;

/// The 20-empty endgame test positions (OBF, one per line).
pub const ENDGAME20: &str = include_str!("../data/endgame20.obf");

/// Mid-game positions (40 empties) for the alpha-beta figure, from
/// `outflank positions --empties 40 --count 4 --level 3 --random-plies 6 --seed 7`.
const MIDGAME: [&str; 4] = [
    "--XOOO----XXOO----XOXOXX-X-OOOO----OXX-O--O--------------------- X",
    "-------X--O---XX--O-OXXX--OOOXXX---OXXXX--O--XXX---------------- X",
    "--XXX------XXX----XOOOXX--OOOOO----OOOOO----OO------------------ X",
    "--X--O-----XOO----XOOO----OOOX--XXXOXXX--X--X------X-O---------- X",
];

fn line(out: &mut impl Write, key: &str, value: String) -> Result<(), CliError> {
    writeln!(out, "{key} {value}").map_err(|e| CliError::Failed(e.to_string()))?;
    out.flush().map_err(|e| CliError::Failed(e.to_string()))
}

/// Parses the endgame test positions.
pub fn endgame_positions() -> Vec<Position> {
    ENDGAME20
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with(';'))
        .map(|l| Position::from_obf(l).expect("the bundled test positions are valid OBF"))
        .collect()
}

/// The options of `bench`.
#[derive(clap::Args)]
pub struct Options {
    /// Seconds to time each figure.
    #[arg(long, default_value_t = 2.0, value_parser = crate::options::positive, allow_negative_numbers = true)]
    seconds: f64,
}

/// Runs the bench command.
pub fn run(options: Options) -> Result<(), CliError> {
    let seconds = options.seconds;
    let clock = InstantClock::new();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let budget_ms = seconds * 1000.0;

    // Playouts from the start: uniform and informed, two games interleaved (the way the
    // engine plays them fastest), and uniform one game at a time.
    let (p, o) = (Board::START.player().0, Board::START.opponent().0);
    let mut rng = Rng::new(1);
    // Untimed warm-up: a WebAssembly engine first runs new code in a baseline compiler and
    // optimises it once it is hot (in the browser the worker plays a whole game with it),
    // so time the steady state, as criterion does.
    let warm_up = Deadline::after(&clock, (budget_ms / 4.0).min(500.0));
    while !warm_up.passed() {
        for _ in 0..100 {
            std::hint::black_box(playouts::<2>(p, o, &mut rng, Playout::Uniform, Rules::WOF));
            std::hint::black_box(playouts::<2>(p, o, &mut rng, Playout::Informed, Rules::WOF));
            std::hint::black_box(random_playout(p, o, &mut rng, Rules::WOF));
        }
    }
    let mut rng = Rng::new(1);
    for (key, policy) in [
        ("playouts_per_second", Playout::Uniform),
        ("informed_playouts_per_second", Playout::Informed),
    ] {
        let start = clock.now_ms();
        let (mut games, mut sum) = (0u64, 0i64);
        while clock.now_ms() - start < budget_ms {
            for _ in 0..500 {
                let [a, b] = playouts::<2>(p, o, &mut rng, policy, Rules::WOF);
                sum += (a + b) as i64;
            }
            games += 1000;
        }
        let t = (clock.now_ms() - start) / 1000.0;
        line(&mut out, key, format!("{:.0}", games as f64 / t))?;
        // The mean margin shows the games are real (about -0.9 for uniform play).
        line(
            &mut out,
            &key.replace("_per_second", "_mean_black_margin"),
            format!("{:.2}", sum as f64 / games as f64),
        )?;
    }
    let start = clock.now_ms();
    let mut games = 0u64;
    while clock.now_ms() - start < budget_ms {
        for _ in 0..1000 {
            std::hint::black_box(random_playout(p, o, &mut rng, Rules::WOF));
        }
        games += 1000;
    }
    let t = (clock.now_ms() - start) / 1000.0;
    line(
        &mut out,
        "serial_playouts_per_second",
        format!("{:.0}", games as f64 / t),
    )?;

    // MCTS iterations from the start.
    // Half a million nodes (10 MB) keeps WebAssembly memory below the 32 MiB at which
    // node 20's WASI crashes on exit.
    let config = MctsConfig {
        max_nodes: 1 << 19,
        ..MctsConfig::default()
    };
    let mut mcts = Mcts::new(Board::START, config, 1);
    let start = clock.now_ms();
    let deadline = Deadline::after(&clock, budget_ms);
    let iterations = mcts.search(u64::MAX, &deadline);
    let t = (clock.now_ms() - start) / 1000.0;
    line(
        &mut out,
        "mcts_iterations_per_second",
        format!("{:.0}", iterations as f64 / t),
    )?;
    line(&mut out, "mcts_nodes", mcts.node_count().to_string())?;
    drop(mcts);

    // Alpha-beta over the mid-game positions, sharing the budget.
    let mut nodes = 0u64;
    let start = clock.now_ms();
    for text in MIDGAME {
        let pos = Position::from_obf(text).expect("valid bundled position");
        let mut ab = AlphaBeta::new(EvalKind::STRONGEST, 4 << 20, Rules::WOF);
        let deadline = Deadline::after(&clock, budget_ms / MIDGAME.len() as f64);
        let r = ab
            .search(pos.board, Limits::depth(60), &deadline, false)
            .expect("the positions have moves");
        nodes += r.nodes;
    }
    let t = (clock.now_ms() - start) / 1000.0;
    line(
        &mut out,
        "alphabeta_nodes_per_second",
        format!("{:.0}", nodes as f64 / t),
    )?;

    // The exact solver over the 20-empty set, each solved completely.
    let mut solver = Solver::new(crate::solve::TABLE_BYTES, Rules::WOF);
    let mut times = Vec::new();
    let mut nodes = 0u64;
    let start = clock.now_ms();
    for pos in endgame_positions() {
        let s = clock.now_ms();
        let r = solver
            .solve(pos.board, &Deadline::never(&clock))
            .ok_or_else(|| CliError::Failed("a test position is already over".into()))?;
        nodes += r.nodes;
        times.push((clock.now_ms() - s) / 1000.0);
        if clock.now_ms() - start > budget_ms * 10.0 {
            break;
        }
    }
    let t = (clock.now_ms() - start) / 1000.0;
    times.sort_by(f64::total_cmp);
    line(
        &mut out,
        "endgame_nodes_per_second",
        format!("{:.0}", nodes as f64 / t),
    )?;
    line(&mut out, "endgame20_positions", times.len().to_string())?;
    line(
        &mut out,
        "endgame20_median_seconds",
        format!("{:.3}", times[times.len() / 2]),
    )?;
    line(
        &mut out,
        "endgame20_max_seconds",
        format!("{:.3}", times[times.len() - 1]),
    )?;
    Ok(())
}

//! `outflank selfplay --out FILE --games N [--seed S] [--depth D] [--solve E]
//! [--random-plies A..B] [--random-moves P] [--weights FILE]`: training games for the pattern
//! evaluation (played with the tuned evaluation, or with pattern weights from `outflank fit`
//! for the next round).
//!
//! Each game starts with a uniformly random number of random plies in `A..=B` (default
//! 2..=24, so the openings vary), then alpha-beta (the tuned evaluation, depth `D`,
//! default 6) plays both sides, each move replaced by a random one with probability
//! `P` percent (default 4: the positions weak players make, too), until `E` empties
//! (default 18: a solve from 20 costs four times as much); from there the exact solver plays both sides perfectly, so every later
//! position's exact value is the game's result.
//!
//! One line per game is appended to `FILE`: the move list (passes left out), Black's
//! final disc difference (WOF scoring: empties to the winner) and the ply from which the
//! play was perfect (`-` when the game ended first). The first line records the
//! settings. Game `i` is played from its own seed (`S` and `i`), so the file is the same
//! however often the run was stopped and restarted: a run continues after the last
//! complete line (a line cut by a stop is dropped), and stops at `N` games.

use crate::error::CliError;
use crate::options::load_weights;
use outflank_engine::ai::pattern::PatternWeights;
use outflank_engine::ai::Rng;
use outflank_engine::ai::Solver;
use outflank_engine::ai::{AlphaBeta, EvalKind, Limits};
use outflank_engine::ai::{Deadline, FrozenClock};
use outflank_engine::{format_moves, parse_moves, Move, Position, Rules, Status};
use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;

/// How games are made: the settings line of the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The base seed.
    pub seed: u64,
    /// Alpha-beta depth in the middle game.
    pub depth: u32,
    /// From this many empties the solver plays.
    pub solve: u32,
    /// Fewest random plies at the start.
    pub random_min: u32,
    /// Most random plies at the start.
    pub random_max: u32,
    /// Percent chance of a random move in the middle game.
    pub random_percent: u32,
    /// The pattern weights the middle game is played with, and their file's checksum
    /// (`None`: the tuned evaluation).
    pub weights: Option<(&'static PatternWeights, u32)>,
}

impl Settings {
    fn header(&self) -> String {
        format!(
            "# outflank selfplay seed={} depth={} solve={} random-plies={}..{} random-moves={}",
            self.seed,
            self.depth,
            self.solve,
            self.random_min,
            self.random_max,
            self.random_percent
        ) + &self
            .weights
            .map_or(String::new(), |(_, crc)| format!(" weights={crc:08x}"))
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The moves, passes included.
    pub moves: Vec<Move>,
    /// Black's final disc difference.
    pub black_margin: i32,
    /// The first ply of perfect play, if the solver played.
    pub solved_from: Option<usize>,
}

impl GameRecord {
    /// Reads a line written by [`GameRecord::line`], `moves margin solved-from`, or says
    /// what is wrong with it.
    pub fn parse(line: &str) -> Result<GameRecord, String> {
        let mut parts = line.split(' ');
        let (Some(moves), Some(margin), Some(solved), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err("expected `moves margin solved-from`".into());
        };
        let black_margin = margin
            .parse()
            .map_err(|_| format!("'{margin}' is not a disc difference"))?;
        let solved_from = match solved {
            "-" => None,
            ply => Some(ply.parse().map_err(|_| format!("'{ply}' is not a ply"))?),
        };
        let moves = parse_moves(moves, Position::START, Rules::WOF).map_err(|e| e.to_string())?;
        Ok(GameRecord {
            moves,
            black_margin,
            solved_from,
        })
    }

    fn line(&self) -> String {
        let solved = self
            .solved_from
            .map_or_else(|| "-".to_string(), |p| p.to_string());
        format!(
            "{} {} {}",
            format_moves(&self.moves),
            self.black_margin,
            solved
        )
    }
}

/// The search state kept between games (the tables stay warm).
pub struct SelfPlayer {
    settings: Settings,
    alphabeta: AlphaBeta,
    solver: Solver,
}

impl SelfPlayer {
    /// A player for `settings`.
    pub fn new(settings: Settings) -> SelfPlayer {
        SelfPlayer {
            settings,
            alphabeta: AlphaBeta::new(
                settings
                    .weights
                    .map_or(EvalKind::Tuned, |(w, _)| EvalKind::Pattern(w)),
                16 << 20,
                Rules::WOF,
            ),
            solver: Solver::new(16 << 20, Rules::WOF),
        }
    }

    /// Plays game number `index`.
    pub fn play(&mut self, index: u64) -> GameRecord {
        let s = self.settings;
        // Each game its own stream, so a resumed run makes the same games.
        let mut rng = Rng::new(s.seed.wrapping_mul(1 << 32).wrapping_add(index));
        let never = Deadline::never(&FrozenClock);
        let rules = Rules::WOF;
        let random_plies = s.random_min + rng.below(s.random_max - s.random_min + 1);
        let mut pos = Position::START;
        let mut moves = Vec::new();
        let mut solved_from = None;
        loop {
            let legal = match pos.status(rules) {
                Status::GameOver => break,
                Status::MustPass => {
                    pos.play_unchecked(Move::Pass);
                    moves.push(Move::Pass);
                    continue;
                }
                Status::Moves(m) => m,
            };
            let random = moves.len() < random_plies as usize;
            let mv = if pos.board.empty_count() <= s.solve && !random {
                solved_from.get_or_insert(moves.len());
                self.solver
                    .solve(pos.board, &never)
                    .expect("no deadline")
                    .best
            } else if random || rng.below(100) < s.random_percent {
                let squares: Vec<_> = legal.into_iter().collect();
                Move::Place(squares[rng.below(squares.len() as u32) as usize])
            } else {
                self.alphabeta
                    .search(pos.board, Limits::depth(s.depth), &never, false)
                    .expect("no deadline")
                    .best
            };
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        let o = pos.outcome();
        GameRecord {
            moves,
            black_margin: o.black as i32 - o.white as i32,
            solved_from,
        }
    }
}

/// The options of `selfplay`.
#[derive(clap::Args)]
pub struct Options {
    /// The games file to append to (created with its settings line if missing).
    #[arg(long)]
    out: PathBuf,
    /// Stop when the file holds this many games.
    #[arg(long)]
    games: u64,
    /// The base seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Alpha-beta depth in the middle game.
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=20))]
    depth: u32,
    /// From this many empties the exact solver plays.
    #[arg(long, default_value_t = 18, value_parser = clap::value_parser!(u32).range(0..=30))]
    solve: u32,
    /// Random plies at the start of each game: a number drawn uniformly in A..B.
    #[arg(long, default_value = "2..24", value_parser = ply_range)]
    random_plies: (u32, u32),
    /// Percent chance that a middle-game move is a random one.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(0..=100))]
    random_moves: u32,
    /// Play the middle game with these pattern weights (`outflank fit`) instead of the tuned
    /// evaluation: the next round of the fitting.
    #[arg(long)]
    weights: Option<PathBuf>,
}

/// `A..B` with `A <= B <= 60`.
fn ply_range(text: &str) -> Result<(u32, u32), String> {
    text.split_once("..")
        .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
        .filter(|(a, b)| a <= b && *b <= 60)
        .ok_or_else(|| "needs A..B with A <= B <= 60".to_string())
}

/// Runs the selfplay command.
pub fn run(options: Options) -> Result<(), CliError> {
    let settings = Settings {
        seed: options.seed,
        depth: options.depth,
        solve: options.solve,
        random_min: options.random_plies.0,
        random_max: options.random_plies.1,
        random_percent: options.random_moves,
        weights: options.weights.as_deref().map(load_weights).transpose()?,
    };
    let out = options.out;
    let done = crate::resumable::prepare(&out, &settings.header())?.len() as u64;
    let mut file = OpenOptions::new()
        .append(true)
        .open(&out)
        .map_err(|e| CliError::Failed(format!("{}: {e}", out.display())))?;
    let mut player = SelfPlayer::new(settings);
    for index in done..options.games {
        let line = player.play(index).line();
        // One write per game: a stop loses at most the game under way.
        file.write_all(format!("{line}\n").as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| CliError::Failed(format!("{}: {e}", out.display())))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::{parse_moves, Color};

    fn settings() -> Settings {
        Settings {
            seed: 7,
            depth: 2,
            solve: 10,
            random_min: 2,
            random_max: 8,
            random_percent: 10,
            weights: None,
        }
    }

    #[test]
    fn a_game_is_legal_reproducible_and_exact_from_the_solver() {
        let mut player = SelfPlayer::new(settings());
        let a = player.play(3);
        let b = SelfPlayer::new(settings()).play(3);
        assert_eq!(a, b, "the same index plays the same game");
        assert_ne!(a, player.play(4), "another index another game");
        // The line replays to the recorded result.
        let text = a.line();
        assert_eq!(
            GameRecord::parse(&text).as_ref(),
            Ok(&a),
            "the line reads back"
        );
        assert!(GameRecord::parse("f5d6 x -")
            .unwrap_err()
            .contains("disc difference"));
        let mut parts = text.split(' ');
        let moves = parse_moves(parts.next().unwrap(), Position::START, Rules::WOF).unwrap();
        let mut pos = Position::START;
        for &mv in &moves {
            pos.play_unchecked(mv);
        }
        assert_eq!(pos.status(Rules::WOF), Status::GameOver);
        let o = pos.outcome();
        assert_eq!(
            parts.next().unwrap(),
            (o.black as i32 - o.white as i32).to_string()
        );
        // From the solver's first move on, the solved value is the result.
        let from = a.solved_from.expect("the solver played");
        let mut pos = Position::START;
        for &mv in &a.moves[..from] {
            pos.play_unchecked(mv);
        }
        let exact = Solver::new(1 << 20, Rules::WOF)
            .solve(pos.board, &Deadline::never(&FrozenClock))
            .unwrap()
            .score;
        let black = if pos.turn == Color::Black {
            exact
        } else {
            -exact
        };
        assert_eq!(black, a.black_margin);
    }
}

//! `outflank book --log FILE --out BOOK --positions N [--depth D] [--margin M]
//! [--max-ply P] [--probcut T] [--threads K]`: grows the opening book from the start
//! position with our own searches.
//!
//! Each position taken in has every legal move valued by an alpha-beta search `D` plies
//! deep (default 12; the learned evaluation and Multi-ProbCut `T`, default 1.5, as the
//! strongest level plays). Its moves within `M` discs of the best (default 4) lead to the
//! next candidates; candidates are taken in order of their line's loss (the discs given
//! away by every move of the line against the best there), then of their ply, then of the
//! line itself, up to ply `P` (default 20) and `N` positions. Symmetric positions count
//! once.
//!
//! Every position searched is appended to `FILE` as one line, `moves values`: the line
//! from the start (`-` for the start) and `square:value` for every legal move. The first
//! line records the settings. A run continues from the lines already there (a line cut by
//! a stop is dropped), so the book is the same however often its run was stopped; the
//! candidates are searched eight at a time, on `K` threads, with the same result for any
//! `K`, until the book has `N` positions (or up to seven more: a batch is finished). At
//! the end the book is written to `BOOK` (`engine/data/book.ofbk` is the engine's own).

use crate::error::CliError;
use outflank_engine::ai::book::{canonical, encode, move_values, Book};
use outflank_engine::ai::{pattern, AlphaBeta, EvalKind};
use outflank_engine::{parse_moves, Board, Move, Position, Rules, Square};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Candidates searched together (fixed, so the book does not depend on the threads).
const BATCH: usize = 8;
/// Each search's transposition table.
const TABLE_BYTES: usize = 16 << 20;

/// The options of `book`.
#[derive(clap::Args)]
pub struct Options {
    /// The file of searched positions to append to (created with its settings line).
    #[arg(long)]
    log: PathBuf,
    /// Where to write the book.
    #[arg(long)]
    out: PathBuf,
    /// Stop at this many book positions.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    positions: u32,
    /// Depth of each move's search, in plies.
    #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: u32,
    /// Follow moves valued within this many discs of the best.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(0..=64))]
    margin: u32,
    /// Take in positions up to this ply.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=40))]
    max_ply: u32,
    /// Multi-ProbCut's confidence in the searches (0: full width).
    #[arg(long, default_value_t = 1.5, value_parser = crate::options::non_negative)]
    probcut: f64,
    /// Threads searching at once.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: u32,
}

impl Options {
    fn header(&self) -> String {
        let weights = crate::options::crc_tail(pattern::BUNDLED_FILE);
        format!(
            "# outflank book depth={} margin={} max-ply={} probcut={} weights={weights:08x}",
            self.depth, self.margin, self.max_ply, self.probcut
        )
    }
}

/// A position waiting to be taken in: its line's loss, its ply, the line.
type Candidate = Reverse<(u32, u32, String)>;

/// Reads the searched positions of `log` (keyed by line), after checking its settings
/// line; drops a last line cut by a stop.
fn read_log(path: &Path, header: &str) -> Result<HashMap<String, Vec<(Square, i8)>>, CliError> {
    let failed = |e: String| CliError::Failed(format!("{}: {e}", path.display()));
    let mut out = HashMap::new();
    for (i, line) in crate::resumable::prepare(path, header)?.iter().enumerate() {
        let bad = |why: String| failed(format!("line {}: {why}", i + 2));
        let (moves, values) = line
            .split_once(' ')
            .ok_or_else(|| bad("needs `moves values`".into()))?;
        let board = board_after(moves).map_err(bad)?;
        let mut parsed = Vec::new();
        for item in values.split(',') {
            let (sq, v) = item
                .split_once(':')
                .ok_or_else(|| bad(format!("`{item}` is not square:value")))?;
            let sq: Square = sq.parse().map_err(|e| bad(format!("{e}")))?;
            let v: i8 = v
                .parse()
                .ok()
                .filter(|v: &i8| (-64..=64).contains(v))
                .ok_or_else(|| bad(format!("`{v}` is not a value in discs")))?;
            parsed.push((sq, v));
        }
        let mut squares: Vec<Square> = parsed.iter().map(|&(s, _)| s).collect();
        squares.sort_by_key(|s| s.index());
        if squares != board.legal_moves().into_iter().collect::<Vec<_>>() {
            return Err(bad("the values are not those of the legal moves".into()));
        }
        out.insert(moves.to_string(), parsed);
    }
    Ok(out)
}

/// The board after the line `moves` (`-`: the start).
fn board_after(moves: &str) -> Result<Board, String> {
    let line = if moves == "-" { "" } else { moves };
    let mut pos = Position::START;
    for mv in parse_moves(line, Position::START, Rules::WOF).map_err(|e| e.to_string())? {
        pos.try_play(mv, Rules::WOF).map_err(|e| e.to_string())?;
    }
    Ok(pos.board)
}

/// The values of every legal move of each board, searched on `threads` threads.
fn search_all(boards: &[Board], o: &Options) -> Vec<Vec<(Square, i8)>> {
    let weights = pattern::installed().expect("the CLI has the engine's own weights");
    let chunk = boards.len().div_ceil(o.threads as usize).max(1);
    std::thread::scope(|scope| {
        let jobs: Vec<_> = boards
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let mut searcher =
                        AlphaBeta::new(EvalKind::Pattern(weights), TABLE_BYTES, Rules::WOF);
                    searcher.set_probcut(o.probcut as f32);
                    part.iter()
                        .map(|&b| move_values(b, o.depth, &mut searcher))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        jobs.into_iter()
            .flat_map(|j| j.join().expect("a search thread panicked"))
            .collect()
    })
}

/// Runs `book`.
pub fn run(o: Options) -> Result<(), CliError> {
    let header = o.header();
    let logged = read_log(&o.log, &header)?;
    let mut log = OpenOptions::new()
        .append(true)
        .open(&o.log)
        .map_err(|e| CliError::Failed(format!("{}: {e}", o.log.display())))?;
    let mut grown: HashMap<Board, Vec<(Square, i8)>> = HashMap::new();
    let mut frontier: BinaryHeap<Candidate> = BinaryHeap::new();
    frontier.push(Reverse((0, 0, String::new())));
    let (mut searched, mut reused) = (0usize, 0usize);
    while (grown.len() as u32) < o.positions {
        // The next candidates not yet in the book.
        let mut batch: Vec<(u32, u32, String, Board)> = Vec::new();
        // Whole batches only, so that a run stopped at fewer positions continues exactly
        // as one run would have gone on.
        while batch.len() < BATCH {
            let Some(Reverse((loss, ply, line))) = frontier.pop() else {
                break;
            };
            let board = board_after(&line).expect("candidates are legal lines");
            let key = canonical(board).0;
            if grown.contains_key(&key) || batch.iter().any(|c| canonical(c.3).0 == key) {
                continue;
            }
            batch.push((loss, ply, line, board));
        }
        if batch.is_empty() {
            break;
        }
        let missing: Vec<Board> = batch
            .iter()
            .filter(|c| !logged.contains_key(&log_key(&c.2)))
            .map(|c| c.3)
            .collect();
        let mut fresh = search_all(&missing, &o).into_iter();
        for (loss, ply, line, board) in batch {
            let values = match logged.get(&log_key(&line)) {
                Some(v) => {
                    reused += 1;
                    v.clone()
                }
                None => {
                    let v = fresh.next().expect("one result a search");
                    let text: Vec<String> = v.iter().map(|(s, d)| format!("{s}:{d}")).collect();
                    writeln!(log, "{} {}", log_key(&line), text.join(","))
                        .and_then(|_| log.flush())
                        .map_err(|e| CliError::Failed(format!("{}: {e}", o.log.display())))?;
                    searched += 1;
                    v
                }
            };
            let (key, sym) = canonical(board);
            let best = values.iter().map(|&(_, v)| v).max().unwrap_or(0);
            for &(sq, v) in &values {
                let gap = (best - v) as u32;
                let child = board.apply(sq, board.flips(sq));
                if gap <= o.margin && ply + 1 < o.max_ply && child.has_legal_move() {
                    let next = format!("{line}{}", Move::Place(sq));
                    frontier.push(Reverse((loss + gap, ply + 1, next)));
                }
            }
            grown.insert(
                key,
                values
                    .iter()
                    .map(|&(sq, v)| (sym.apply_square(sq), v))
                    .collect(),
            );
        }
        if (searched + reused) % 200 < BATCH {
            eprintln!(
                "book: {} positions ({searched} searched now), {} candidates",
                grown.len(),
                frontier.len()
            );
        }
    }
    let bytes = encode(&grown, o.depth as u8);
    let book = Book::from_bytes(&bytes).expect("a book reads back");
    std::fs::write(&o.out, &bytes)
        .map_err(|e| CliError::Failed(format!("{}: {e}", o.out.display())))?;
    eprintln!(
        "book: {} positions, {} values, {} bytes to {} ({searched} searched in this run)",
        book.positions(),
        book.values(),
        bytes.len(),
        o.out.display()
    );
    Ok(())
}

/// How a line is written in the log.
fn log_key(line: &str) -> String {
    if line.is_empty() {
        "-".into()
    } else {
        line.to_string()
    }
}

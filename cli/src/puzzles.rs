//! `outflank puzzles generate --out FILE --seed S --count N [--from GAMES...] [--log LOG]
//! [--no-book] [--deep-depth D] [--shallow-depth H] [--threads K]` and
//! `outflank puzzles verify FILE [--threads K]`: practice puzzles from our own games,
//! graded by the engine's [`Grader`] (docs/puzzles.md).
//!
//! Candidate `i` is a position drawn with its own seed (`S` and `i`): even candidates
//! are endgame positions (10 to 22 empties; those above 18, which take most of the
//! solving time, half as often) from a game of the `--from` files (default: the
//! self-play games, `cli/data/selfplay/*.txt`), half of them from a close game (a
//! recorded result within 6 discs: more single wins and draws); odd ones middle-game
//! positions (23 to 44 empties) from those games or, one in four, the end of a line
//! played from the opening book. Candidates are graded in order, `K` at a time, and
//! each grading appended to `LOG` (default `FILE.log`) as one line,
//! `i empties milliseconds result` (`-`, or the puzzle's bytes in hex), after a line
//! recording the settings. The puzzles are then taken in candidate order (quotas as
//! [`Quotas`] says), a position (or a symmetric image) once; a kind already full skips
//! its candidates.
//!
//! Then every exact puzzle taken is played out into its line ([`Grader::extend`]: after
//! a unique right move, the opponent's best reply, and on while the position after it is
//! again an exact puzzle), each logged as `+i milliseconds puzzle` (the puzzle with its
//! line, in hex), so that this stage resumes too; the file holds the puzzles with their
//! lines. The settings line is the one of the logs made before lines: such a log resumes
//! as it is (its candidates' one-puzzle files are of format 1, which still loads).
//! Since a grading depends only on the seed and the candidate, a stopped run continues
//! from its log (a line cut by the stop is dropped) and makes the same file as one run,
//! whatever `K`. `FILE` is written every few batches and at the end.
//!
//! `verify` reads a puzzle file (refusing a damaged one with the reason) and grades every
//! puzzle again with the settings it was made with: exact ones re-solved and their lines
//! played out again, the others searched again; one line per puzzle that differs, a summary, exit status 1 if any does.

use crate::error::CliError;
use outflank_engine::ai::book::{self, canonical};
use outflank_engine::ai::Rng;
use outflank_engine::puzzle::{
    GradeSettings, Grader, Puzzle, PuzzleKind, PuzzleSet, EXACT_MAX_EMPTIES, EXACT_MIN_EMPTIES,
};
use outflank_engine::{parse_moves, Board, Move, Position, Rules, Status};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Candidates graded together (fixed, so the log does not depend on the threads).
const BATCH: usize = 16;
/// The fewest empties of a middle-game candidate.
const MIDDLE_MIN_EMPTIES: u32 = EXACT_MAX_EMPTIES + 1;
/// The most empties of a middle-game candidate.
const MIDDLE_MAX_EMPTIES: u32 = 44;
/// The book's margin when a candidate's line is played from it (moves within this many
/// discs of the book's best).
const BOOK_MARGIN: u8 = 2;
/// Endgame candidates of more empties than this are drawn less often (they take most of
/// the solving time).
const EXPENSIVE_EMPTIES: u32 = 18;
/// A game whose result is within this many discs is close: its endgame, played
/// perfectly by the self-play's solver, more often has a single winning or drawing move.
const CLOSE_MARGIN: i32 = 6;
/// The file is written after this many batches, so a stopped run leaves one.
const WRITE_EVERY: usize = 20;

/// The options of `puzzles`.
#[derive(clap::Args)]
pub struct Options {
    #[command(subcommand)]
    action: Action,
}

#[derive(clap::Subcommand)]
enum Action {
    /// Grade positions of our games into puzzles, appended to a log (resumable), and
    /// write the puzzle file.
    Generate(GenerateOptions),
    /// Grade every puzzle of a file again and report those that differ.
    Verify(VerifyOptions),
}

/// The options of `puzzles generate`.
#[derive(clap::Args)]
struct GenerateOptions {
    /// Where to write the puzzles.
    #[arg(long)]
    out: PathBuf,
    /// The log of graded candidates (default: the output's name with `.log` added).
    #[arg(long)]
    log: Option<PathBuf>,
    /// The seed the candidates are drawn from.
    #[arg(long)]
    seed: u64,
    /// How many puzzles to make.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    count: u32,
    /// Files of games, one a line starting with its moves (default: the self-play games).
    #[arg(long, num_args = 1..)]
    from: Vec<PathBuf>,
    /// Leave out the opening book's lines.
    #[arg(long)]
    no_book: bool,
    /// Depth of the deep search of middle-game moves.
    #[arg(long, default_value_t = GradeSettings::STANDARD.deep_depth,
          value_parser = clap::value_parser!(u8).range(1..=30))]
    deep_depth: u8,
    /// Depth of the shallow search whose favourite is the tempting move.
    #[arg(long, default_value_t = GradeSettings::STANDARD.shallow_depth,
          value_parser = clap::value_parser!(u8).range(1..=10))]
    shallow_depth: u8,
    /// Threads grading at once.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: u32,
}

/// The options of `puzzles verify`.
#[derive(clap::Args)]
struct VerifyOptions {
    /// The puzzle file.
    file: PathBuf,
    /// Threads grading at once.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: u32,
}

/// Runs `puzzles`.
pub fn run(options: Options) -> Result<(), CliError> {
    match options.action {
        Action::Generate(o) => generate(o),
        Action::Verify(o) => verify(o),
    }
}

/// Where candidates come from: the games' move lists and, if used, the book.
struct Sources {
    games: Vec<Vec<Move>>,
    /// The games whose recorded result is close (within [`CLOSE_MARGIN`] discs).
    close: Vec<usize>,
    book: Option<&'static book::Book>,
    /// A checksum of the games, for the log's settings line.
    checksum: u32,
}

impl Sources {
    /// The games of `files` (default: the self-play games) and the engine's book unless
    /// `no_book`.
    fn load(files: &[PathBuf], no_book: bool) -> Result<Sources, CliError> {
        let files = if files.is_empty() {
            selfplay_files()?
        } else {
            files.to_vec()
        };
        let mut games = Vec::new();
        let mut close = Vec::new();
        let mut hasher = crc32fast::Hasher::new();
        for path in &files {
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))?;
            hasher.update(text.as_bytes());
            for (n, line) in text.lines().enumerate() {
                let mut fields = line.split_whitespace();
                let Some(moves) = fields.next() else {
                    continue;
                };
                if moves.starts_with('#') {
                    continue;
                }
                let parsed = parse_moves(moves, Position::START, Rules::WOF).map_err(|e| {
                    CliError::Failed(format!("{} line {}: {e}", path.display(), n + 1))
                })?;
                let margin = fields.next().and_then(|m| m.parse::<i32>().ok());
                if margin.is_some_and(|m| m.abs() <= CLOSE_MARGIN) {
                    close.push(games.len());
                }
                games.push(parsed);
            }
        }
        if games.is_empty() {
            return Err(CliError::Failed("no games to draw positions from".into()));
        }
        Ok(Sources {
            games,
            close,
            book: if no_book { None } else { book::installed() },
            checksum: hasher.finalize(),
        })
    }

    /// Candidate `index` of run `seed`: its position, or `None` when the drawn game does
    /// not reach the drawn number of empties with a move to play.
    fn candidate(&self, seed: u64, index: u64) -> Option<Position> {
        let mut rng = Rng::new(seed.wrapping_mul(1 << 32).wrapping_add(index));
        let group = group_of(index);
        let (low, high) = group.empties();
        let mut empties = low + rng.below(high - low + 1);
        let game = match group {
            Group::Endgame => {
                // Positions of 19 to 22 empties cost most to solve: half of them are
                // drawn again from the whole range.
                if empties > EXPENSIVE_EMPTIES && rng.below(2) == 0 {
                    empties = low + rng.below(EXPENSIVE_EMPTIES - low + 1);
                }
                if !self.close.is_empty() && rng.below(2) == 0 {
                    self.close[rng.below(self.close.len() as u32) as usize]
                } else {
                    rng.below(self.games.len() as u32) as usize
                }
            }
            Group::Middle => {
                if let Some(book) = self.book.filter(|_| rng.below(4) == 0) {
                    return book_line_end(book, &mut rng);
                }
                rng.below(self.games.len() as u32) as usize
            }
        };
        position_at(&self.games[game], empties)
    }
}

/// The self-play game files shipped with the CLI, in name order.
fn selfplay_files() -> Result<Vec<PathBuf>, CliError> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/selfplay");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| CliError::Failed(format!("{}: {e}", dir.display())))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    Ok(files)
}

/// The position of `game` with `empties` empties, or the first after it where the side
/// to move has a move.
fn position_at(game: &[Move], empties: u32) -> Option<Position> {
    let mut pos = Position::START;
    let mut moves = game.iter();
    loop {
        if pos.board.empty_count() <= empties {
            match pos.status(Rules::WOF) {
                Status::Moves(_) => return Some(pos),
                Status::GameOver => return None,
                Status::MustPass => {}
            }
        }
        pos.try_play(*moves.next()?, Rules::WOF).ok()?;
    }
}

/// The position where a line played from the book (moves within [`BOOK_MARGIN`] discs of
/// its best, drawn with `rng`) leaves it.
fn book_line_end(book: &book::Book, rng: &mut Rng) -> Option<Position> {
    let mut pos = Position::START;
    while let Some(sq) = book.choose(pos.board, BOOK_MARGIN, rng) {
        pos.try_play(Move::Place(sq), Rules::WOF).ok()?;
    }
    matches!(pos.status(Rules::WOF), Status::Moves(_)).then_some(pos)
}

/// The two kinds of candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Group {
    /// Solved exactly.
    Endgame,
    /// Searched deep.
    Middle,
}

impl Group {
    /// The range of empties its candidates are drawn from.
    fn empties(self) -> (u32, u32) {
        match self {
            Group::Endgame => (EXACT_MIN_EMPTIES, EXACT_MAX_EMPTIES),
            Group::Middle => (MIDDLE_MIN_EMPTIES, MIDDLE_MAX_EMPTIES),
        }
    }
}

/// The group of candidate `index`: even ones endgame, odd ones middle game.
fn group_of(index: u64) -> Group {
    if index.is_multiple_of(2) {
        Group::Endgame
    } else {
        Group::Middle
    }
}

/// One graded candidate of the log.
#[derive(Clone, Debug)]
struct Graded {
    empties: u32,
    millis: u64,
    puzzle: Option<Puzzle>,
}

/// How many puzzles of each kind a file of `count` takes: endgame kinds together half
/// ("find the best score" at most three quarters of them, the rest wins and draws),
/// "find the move" three tenths, "don't fall for it" (the rarest) a fifth.
struct Quotas {
    endgame: u32,
    /// Of the endgame ones, "find the best score" at most (the rest: win or draw).
    best_score: u32,
    find: u32,
    trap: u32,
}

impl Quotas {
    fn new(count: u32) -> Quotas {
        let endgame = count.div_ceil(2);
        let find = (count * 3).div_ceil(10);
        Quotas {
            endgame,
            best_score: endgame * 3 / 4,
            find,
            trap: count - endgame - find,
        }
    }
}

/// The puzzles taken so far, in candidate order.
struct Taken {
    quotas: Quotas,
    puzzles: Vec<Puzzle>,
    /// Each puzzle's candidate number.
    candidates: Vec<u64>,
    seen: HashSet<Board>,
    endgame: u32,
    best_score: u32,
    find: u32,
    trap: u32,
}

impl Taken {
    fn new(count: u32) -> Taken {
        Taken {
            quotas: Quotas::new(count),
            puzzles: Vec::new(),
            candidates: Vec::new(),
            seen: HashSet::new(),
            endgame: 0,
            best_score: 0,
            find: 0,
            trap: 0,
        }
    }

    /// Whether candidates of `group` can still add a puzzle.
    fn wants(&self, group: Group) -> bool {
        match group {
            Group::Endgame => self.endgame < self.quotas.endgame,
            Group::Middle => self.find < self.quotas.find || self.trap < self.quotas.trap,
        }
    }

    /// Whether every quota is full.
    fn full(&self) -> bool {
        !self.wants(Group::Endgame) && !self.wants(Group::Middle)
    }

    /// Takes `puzzle`, candidate `index`, if its kind has room and its position is new.
    fn offer(&mut self, index: u64, puzzle: &Puzzle) {
        let room = match puzzle.kind() {
            PuzzleKind::FindMove => self.find < self.quotas.find,
            PuzzleKind::DontFallForIt => self.trap < self.quotas.trap,
            PuzzleKind::BestScore => {
                self.endgame < self.quotas.endgame && self.best_score < self.quotas.best_score
            }
            PuzzleKind::Win | PuzzleKind::SaveDraw => self.endgame < self.quotas.endgame,
        };
        if !room || !self.seen.insert(canonical(puzzle.position().board).0) {
            return;
        }
        match puzzle.kind() {
            PuzzleKind::FindMove => self.find += 1,
            PuzzleKind::DontFallForIt => self.trap += 1,
            PuzzleKind::BestScore => {
                self.best_score += 1;
                self.endgame += 1;
            }
            PuzzleKind::Win | PuzzleKind::SaveDraw => self.endgame += 1,
        }
        self.puzzles.push(puzzle.clone());
        self.candidates.push(index);
    }
}

/// The settings line of the log.
fn header(settings: GradeSettings, seed: u64, sources: &Sources) -> String {
    format!(
        "# outflank puzzles seed={seed} deep={} shallow={} probcut={} weights={:08x} games={}:{:08x} book={}",
        settings.deep_depth,
        settings.shallow_depth,
        settings.probcut_tenths,
        settings.weights,
        sources.games.len(),
        sources.checksum,
        // The book's checksum: candidates come from its lines, so a log grown with one
        // book must not be resumed with another.
        match sources.book {
            Some(_) => format!("{:08x}", crate::options::crc_tail(book::BUNDLED_FILE)),
            None => "no".into(),
        },
    )
}

/// A puzzle played out into its line, from the log.
#[derive(Clone, Debug)]
struct Extended {
    millis: u64,
    puzzle: Puzzle,
}

/// What the log holds: the graded candidates, and the exact puzzles' lines.
#[derive(Default)]
struct Log {
    graded: HashMap<u64, Graded>,
    lines: HashMap<u64, Extended>,
}

/// The one puzzle of a log's hex field.
fn logged_puzzle(hex: &str) -> Result<Puzzle, String> {
    let bytes = from_hex(hex).ok_or("not hex")?;
    let set = PuzzleSet::from_bytes(&bytes).map_err(|e| e.to_string())?;
    set.puzzles()
        .first()
        .cloned()
        .ok_or_else(|| "no puzzle".into())
}

/// Reads the log's graded candidates and lines (after its settings line).
fn read_log(path: &Path, header: &str) -> Result<Log, CliError> {
    let mut out = Log::default();
    for (n, line) in crate::resumable::prepare(path, header)?.iter().enumerate() {
        let bad = |why: &str| CliError::Failed(format!("{} line {}: {why}", path.display(), n + 2));
        let number = |s: &str| s.parse::<u64>().map_err(|_| bad("not a number"));
        if let Some(rest) = line.strip_prefix('+') {
            let fields: Vec<&str> = rest.split(' ').collect();
            let [index, millis, puzzle] = fields[..] else {
                return Err(bad("needs `+index milliseconds puzzle`"));
            };
            let extended = Extended {
                millis: number(millis)?,
                puzzle: logged_puzzle(puzzle).map_err(|e| bad(&e))?,
            };
            out.lines.insert(number(index)?, extended);
            continue;
        }
        let fields: Vec<&str> = line.split(' ').collect();
        let [index, empties, millis, result] = fields[..] else {
            return Err(bad("needs `index empties milliseconds result`"));
        };
        let puzzle = if result == "-" {
            None
        } else {
            Some(logged_puzzle(result).map_err(|e| bad(&e))?)
        };
        out.graded.insert(
            number(index)?,
            Graded {
                empties: number(empties)? as u32,
                millis: number(millis)?,
                puzzle,
            },
        );
    }
    Ok(out)
}

/// `bytes` in lowercase hex.
fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes of a hex string, if it is one.
fn from_hex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// `work` applied to every item on `graders` (one thread each), each thread taking the
/// next item not yet taken (a slow endgame solve holds up no other); the results in the
/// items' order. With `report`, a line on standard error every that many items done.
fn on_graders<T: Sync, R: Send>(
    items: &[T],
    graders: &mut [Grader],
    report: Option<usize>,
    work: impl Fn(&mut Grader, &T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let mut out: Vec<(usize, R)> = std::thread::scope(|scope| {
        let jobs: Vec<_> = graders
            .iter_mut()
            .map(|grader| {
                let (next, done, work) = (&next, &done, &work);
                scope.spawn(move || {
                    let mut results = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            return results;
                        };
                        results.push((i, work(grader, item)));
                        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if report.is_some_and(|r| finished.is_multiple_of(r)) {
                            eprintln!("puzzles: {finished} of {} done", items.len());
                        }
                    }
                })
            })
            .collect();
        jobs.into_iter()
            .flat_map(|j| j.join().expect("a grading thread panicked"))
            .collect()
    });
    out.sort_by_key(|&(i, _)| i);
    out.into_iter().map(|(_, r)| r).collect()
}

/// Grades `candidates` on `graders`, in candidate order.
fn grade_all(candidates: &[(u64, Option<Position>)], graders: &mut [Grader]) -> Vec<(u64, Graded)> {
    on_graders(candidates, graders, None, |grader, &(index, position)| {
        let start = Instant::now();
        let puzzle = position.and_then(|p| grader.grade(p));
        let graded = Graded {
            empties: position.map_or(0, |p| p.board.empty_count()),
            millis: start.elapsed().as_millis() as u64,
            puzzle,
        };
        (index, graded)
    })
}

/// Runs `puzzles generate`.
fn generate(o: GenerateOptions) -> Result<(), CliError> {
    let settings = GradeSettings {
        deep_depth: o.deep_depth,
        shallow_depth: o.shallow_depth,
        ..GradeSettings::STANDARD
    }
    .with_available_eval();
    let sources = Sources::load(&o.from, o.no_book)?;
    let log_path = o.log.clone().unwrap_or_else(|| {
        let mut name = o.out.clone().into_os_string();
        name.push(".log");
        PathBuf::from(name)
    });
    let header = header(settings, o.seed, &sources);
    let Log {
        graded: mut logged,
        lines: mut extended,
    } = read_log(&log_path, &header)?;
    let mut log = OpenOptions::new()
        .append(true)
        .open(&log_path)
        .map_err(|e| CliError::Failed(format!("{}: {e}", log_path.display())))?;
    let mut graders = (0..o.threads)
        .map(|_| Grader::new(settings).map_err(|e| CliError::Failed(e.to_string())))
        .collect::<Result<Vec<_>, _>>()?;
    let mut taken = Taken::new(o.count);
    let mut next = 0u64;
    let (mut graded_now, mut batches) = (0usize, 0usize);
    let started = Instant::now();
    while !taken.full() {
        // Take every candidate already graded, in order (a full kind's candidates are
        // passed over, graded or not), up to the first still to grade.
        while !taken.full() {
            if taken.wants(group_of(next)) {
                let Some(graded) = logged.get(&next) else {
                    break;
                };
                if let Some(p) = &graded.puzzle {
                    taken.offer(next, p);
                }
            }
            next += 1;
        }
        if taken.full() {
            break;
        }
        // The next candidates still wanted and not graded (a later one may turn out not
        // to be wanted once the earlier are taken: graded all the same, it is logged).
        let mut batch = Vec::new();
        let mut index = next;
        while batch.len() < BATCH {
            // A full kind's candidate is never graded.
            if !logged.contains_key(&index) && taken.wants(group_of(index)) {
                batch.push((index, sources.candidate(o.seed, index)));
            }
            index += 1;
        }
        for (index, graded) in grade_all(&batch, &mut graders) {
            let result = graded.puzzle.as_ref().map_or_else(
                || "-".to_string(),
                |p| to_hex(&PuzzleSet::new(settings, vec![p.clone()]).to_bytes()),
            );
            writeln!(log, "{index} {} {} {result}", graded.empties, graded.millis)
                .and_then(|_| log.flush())
                .map_err(|e| CliError::Failed(format!("{}: {e}", log_path.display())))?;
            logged.insert(index, graded);
            graded_now += 1;
        }
        batches += 1;
        if batches.is_multiple_of(WRITE_EVERY) {
            write_set(&o.out, settings, &taken.puzzles)?;
            eprintln!(
                "puzzles: {} of {} ({} endgame, {} find-move, {} trap), {graded_now} graded in {:.0} s",
                taken.puzzles.len(),
                o.count,
                taken.endgame,
                taken.find,
                taken.trap,
                started.elapsed().as_secs_f64()
            );
        }
    }
    // The lines: every exact puzzle taken played out (logged, so this resumes too).
    let mut lines_now = 0usize;
    let to_extend: Vec<(u64, Puzzle)> = taken
        .candidates
        .iter()
        .zip(&taken.puzzles)
        .filter(|(index, p)| p.kind().exact() && !extended.contains_key(index))
        .map(|(&index, p)| (index, p.clone()))
        .collect();
    for batch in to_extend.chunks(BATCH * 4) {
        let done = on_graders(batch, &mut graders, None, |grader, (index, puzzle)| {
            let start = Instant::now();
            let puzzle = grader.extend(puzzle);
            let millis = start.elapsed().as_millis() as u64;
            (*index, Extended { millis, puzzle })
        });
        for (index, e) in done {
            let hex = to_hex(&PuzzleSet::new(settings, vec![e.puzzle.clone()]).to_bytes());
            writeln!(log, "+{index} {} {hex}", e.millis)
                .and_then(|_| log.flush())
                .map_err(|e| CliError::Failed(format!("{}: {e}", log_path.display())))?;
            extended.insert(index, e);
            lines_now += 1;
        }
        eprintln!(
            "puzzles: {lines_now} of {} lines played out in {:.0} s",
            to_extend.len(),
            started.elapsed().as_secs_f64()
        );
    }
    let mut puzzles = Vec::with_capacity(taken.puzzles.len());
    for (index, p) in taken.candidates.iter().zip(&taken.puzzles) {
        match extended.get(index) {
            Some(e) if e.puzzle.without_line() == *p => puzzles.push(e.puzzle.clone()),
            Some(_) => {
                return Err(CliError::Failed(format!(
                    "{}: the line of candidate {index} starts from another puzzle",
                    log_path.display()
                )))
            }
            None => puzzles.push(p.clone()),
        }
    }
    let bytes = write_set(&o.out, settings, &puzzles)?;
    eprintln!(
        "puzzles: {} puzzles, {} bytes to {} ({graded_now} candidates graded and {lines_now} lines played out in this run, {:.0} s)",
        puzzles.len(),
        bytes,
        o.out.display(),
        started.elapsed().as_secs_f64()
    );
    print_summary(&puzzles, &read_log(&log_path, &header)?);
    Ok(())
}

/// Writes the puzzle file; returns its size.
fn write_set(path: &Path, settings: GradeSettings, puzzles: &[Puzzle]) -> Result<usize, CliError> {
    let bytes = PuzzleSet::new(settings, puzzles.to_vec()).to_bytes();
    std::fs::write(path, &bytes)
        .map_err(|e| CliError::Failed(format!("{}: {e}", path.display())))?;
    Ok(bytes.len())
}

/// Prints the puzzles by kind and difficulty, by kind and theme, the lines by length, and
/// the grading time of the log's candidates by group (the generation rate per kind) and
/// of its lines.
fn print_summary(puzzles: &[Puzzle], log: &Log) {
    let logged = &log.graded;
    let mut table: BTreeMap<PuzzleKind, [u32; 6]> = BTreeMap::new();
    for p in puzzles {
        let row = table.entry(p.kind()).or_default();
        row[p.difficulty() as usize - 1] += 1;
        row[5] += 1;
    }
    println!("kind difficulty-1 2 3 4 5 total");
    for (kind, row) in &table {
        let cells: Vec<String> = row.iter().map(u32::to_string).collect();
        println!("{kind} {}", cells.join(" "));
    }
    let mut themes: BTreeMap<(PuzzleKind, &str), u32> = BTreeMap::new();
    for p in puzzles {
        *themes
            .entry((p.kind(), p.theme().map_or("none", |t| t.name())))
            .or_default() += 1;
    }
    let themes: Vec<String> = themes
        .iter()
        .map(|((kind, theme), n)| format!("{kind}/{theme} {n}"))
        .collect();
    println!("themes: {}", themes.join(", "));
    let mut lengths: BTreeMap<(PuzzleKind, usize), u32> = BTreeMap::new();
    for p in puzzles.iter().filter(|p| p.kind().exact()) {
        *lengths.entry((p.kind(), p.steps())).or_default() += 1;
    }
    let lengths: Vec<String> = lengths
        .iter()
        .map(|((kind, steps), n)| format!("{kind}/{steps} {n}"))
        .collect();
    println!("exact puzzles by steps: {}", lengths.join(", "));
    let millis: u64 = log.lines.values().map(|e| e.millis).sum();
    println!(
        "lines: {} played out in {:.0} thread-seconds",
        log.lines.len(),
        millis as f64 / 1000.0
    );
    for group in [Group::Endgame, Group::Middle] {
        let mut graded = 0u64;
        let mut millis = 0u64;
        let mut kinds: BTreeMap<PuzzleKind, u64> = BTreeMap::new();
        for (&index, g) in logged {
            // Skipped candidates have no position: 0 empties.
            if group_of(index) != group || g.empties == 0 {
                continue;
            }
            graded += 1;
            millis += g.millis;
            if let Some(p) = &g.puzzle {
                *kinds.entry(p.kind()).or_default() += 1;
            }
        }
        let found: Vec<String> = kinds
            .iter()
            .map(|(k, n)| {
                let per_minute = *n as f64 * 60_000.0 / millis.max(1) as f64;
                format!("{k} {n} ({per_minute:.1}/min)")
            })
            .collect();
        println!(
            "{group:?}: {graded} candidates graded in {:.0} thread-seconds; found {}",
            millis as f64 / 1000.0,
            found.join(", ")
        );
    }
}

/// Runs `puzzles verify`.
fn verify(o: VerifyOptions) -> Result<(), CliError> {
    let bytes = std::fs::read(&o.file)
        .map_err(|e| CliError::Failed(format!("{}: {e}", o.file.display())))?;
    let set = PuzzleSet::from_bytes(&bytes)
        .map_err(|e| CliError::Failed(format!("{}: {e}", o.file.display())))?;
    let mut graders = (0..o.threads)
        .map(|_| {
            Grader::new(set.settings())
                .map_err(|e| CliError::Failed(format!("{}: {e}", o.file.display())))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let puzzles = set.puzzles();
    let started = Instant::now();
    let results: Vec<(usize, String)> =
        on_graders(puzzles, &mut graders, Some(100), |grader, p| {
            grader.check(p).err().map(|e| e.to_string())
        })
        .into_iter()
        .enumerate()
        .filter_map(|(i, why)| why.map(|why| (i, why)))
        .collect();
    for (index, why) in &results {
        println!("puzzle {}: {why}", index + 1);
    }
    let exact = puzzles.iter().filter(|p| p.kind().exact()).count();
    let lines = puzzles.iter().filter(|p| p.steps() > 1).count();
    println!(
        "verified {} puzzles ({exact} exact, {} searched; {lines} lines of 2 steps or more) in {:.0} s: {} differ",
        puzzles.len(),
        puzzles.len() - exact,
        started.elapsed().as_secs_f64(),
        results.len()
    );
    if results.is_empty() {
        Ok(())
    } else {
        Err(CliError::Failed(format!(
            "{} of {} puzzles differ from a new grading",
            results.len(),
            puzzles.len()
        )))
    }
}

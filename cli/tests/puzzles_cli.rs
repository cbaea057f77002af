//! `outflank puzzles generate` and `verify` driven through the real binary: the same bytes
//! from the same seed (one run, another thread count, a run stopped and continued), every
//! puzzle verified again, damaged files refused with the reason.

use outflank_engine::puzzle::{PuzzleKind, PuzzleSet};
use std::path::Path;

mod common;
use common::{run, scratch};

/// A games file of the first 60 self-play games of the first round, in `dir`.
fn games(dir: &Path) -> String {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/selfplay/games-s1.txt");
    let text = std::fs::read_to_string(source).unwrap();
    let lines: Vec<&str> = text.lines().take(61).collect();
    let path = dir.join("games.txt");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path.to_str().unwrap().to_string()
}

/// `puzzles generate` of `count` puzzles from seed 5 with a quick deep search (4 plies).
fn generate(games: &str, out: &Path, count: &str, threads: &str) -> (i32, String, String) {
    run(&[
        "puzzles",
        "generate",
        "--out",
        out.to_str().unwrap(),
        "--seed",
        "5",
        "--count",
        count,
        "--from",
        games,
        "--no-book",
        "--deep-depth",
        "4",
        "--threads",
        threads,
    ])
}

#[test]
fn the_same_seed_makes_the_same_file_in_one_run_on_two_threads_and_after_a_stop() {
    let dir = scratch("puzzles");
    let games = games(&dir);
    let (one, two, parts) = (
        dir.join("one.ofpz"),
        dir.join("two.ofpz"),
        dir.join("p.ofpz"),
    );
    let (code, out, err) = generate(&games, &one, "8", "1");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("kind difficulty-1 2 3 4 5 total"), "{out}");
    let bytes = std::fs::read(&one).unwrap();
    let set = PuzzleSet::from_bytes(&bytes).unwrap();
    assert_eq!(set.puzzles().len(), 8);
    assert_eq!(set.settings().deep_depth, 4);
    let kinds = |k: fn(PuzzleKind) -> bool| set.puzzles().iter().filter(|p| k(p.kind())).count();
    assert_eq!(kinds(|k| k.exact()), 4, "half endgame");
    assert_eq!(kinds(|k| k == PuzzleKind::FindMove), 3);
    assert_eq!(kinds(|k| k == PuzzleKind::DontFallForIt), 1);
    assert!(
        kinds(|k| k == PuzzleKind::BestScore) <= 3,
        "a win or a draw too"
    );
    let log = std::fs::read_to_string(dir.join("one.ofpz.log")).unwrap();
    assert!(
        log.starts_with("# outflank puzzles seed=5 deep=4 shallow=2"),
        "{log}"
    );
    // Every exact puzzle played out into its line, logged; the lines by length reported.
    assert_eq!(log.lines().filter(|l| l.starts_with('+')).count(), 4);
    assert!(out.contains("exact puzzles by steps: "), "{out}");
    let steps: usize = set.puzzles().iter().map(|p| p.steps()).sum();
    assert!(steps > 8, "a line among the exact puzzles");

    // Run again when done: nothing left to grade, the same file.
    let (code, _, err) = generate(&games, &one, "8", "2");
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("(0 candidates graded and 0 lines played out in this run"),
        "{err}"
    );
    assert_eq!(std::fs::read(&one).unwrap(), bytes);

    // The same seed again, on two threads: the same bytes.
    assert_eq!(generate(&games, &two, "8", "2").0, 0);
    assert_eq!(std::fs::read(&two).unwrap(), bytes);

    // Stopped after a few puzzles, in the middle of a log line, then continued.
    assert_eq!(generate(&games, &parts, "2", "1").0, 0);
    let log_path = dir.join("p.ofpz.log");
    let mut cut = std::fs::read_to_string(&log_path).unwrap();
    let next = log.lines().nth(cut.lines().count()).unwrap();
    cut.push_str(&next[..next.len() / 2]);
    std::fs::write(&log_path, cut).unwrap();
    assert_eq!(generate(&games, &parts, "8", "1").0, 0);
    assert_eq!(std::fs::read(&parts).unwrap(), bytes);

    // Every puzzle verifies.
    let (code, out, err) = run(&["puzzles", "verify", one.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("verified 8 puzzles (4 exact, 4 searched; "),
        "{out}"
    );
    assert!(out.contains(": 0 differ"), "{out}");

    // Other settings on the same log are refused and the log is left alone.
    let before = std::fs::read_to_string(&log_path).unwrap();
    let (code, _, err) = run(&[
        "puzzles",
        "generate",
        "--out",
        parts.to_str().unwrap(),
        "--seed",
        "6",
        "--count",
        "8",
        "--from",
        &games,
        "--no-book",
        "--deep-depth",
        "4",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("made with other settings"), "{err}");
    assert_eq!(std::fs::read_to_string(&log_path).unwrap(), before);
}

#[test]
fn verify_refuses_damaged_and_truncated_files_and_names_a_changed_puzzle() {
    let dir = scratch("puzzles-damaged");
    let games = games(&dir);
    let file = dir.join("set.ofpz");
    assert_eq!(generate(&games, &file, "4", "1").0, 0);
    let bytes = std::fs::read(&file).unwrap();
    let path = dir.join("bad.ofpz");
    let bad = path.to_str().unwrap();

    let mut damaged = bytes.clone();
    damaged[30] ^= 0x40;
    std::fs::write(&path, &damaged).unwrap();
    let (code, _, err) = run(&["puzzles", "verify", bad]);
    assert_eq!(code, 1);
    assert!(err.contains("puzzle file damaged: checksum"), "{err}");

    std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    let (code, _, err) = run(&["puzzles", "verify", bad]);
    assert_eq!(code, 1);
    assert!(
        err.contains("damaged") || err.contains("truncated"),
        "{err}"
    );

    std::fs::write(&path, b"not puzzles").unwrap();
    let (code, _, err) = run(&["puzzles", "verify", bad]);
    assert_eq!(code, 1);
    assert!(err.contains("not an Outflank puzzle file"), "{err}");

    // A value changed under a good checksum: verify names the puzzle and the move. The
    // first move worth at least two discs less than the best, one disc lower, keeps the
    // puzzle one of its kind.
    let set = PuzzleSet::from_bytes(&bytes).unwrap();
    let mut at = 16;
    let mut target = None;
    for (n, puzzle) in set.puzzles().iter().enumerate() {
        let values = puzzle.values();
        if let Some(i) = values
            .iter()
            .position(|&(_, v)| v < puzzle.best_value() - 1 && v > -64)
        {
            target = Some((n, values[i].0, at + 19 + i));
            break;
        }
        // The puzzle, its line's length, and each step: the reply and the step's bytes.
        at += 19 + values.len() + 1;
        at += puzzle
            .line()
            .iter()
            .map(|s| 4 + s.puzzle().values().len())
            .sum::<usize>();
    }
    let (n, square, offset) = target.expect("a move two discs worse than the best");
    let mut changed = bytes[..bytes.len() - 4].to_vec();
    changed[offset] -= 1;
    let crc = crc32fast::hash(&changed);
    changed.extend_from_slice(&crc.to_le_bytes());
    std::fs::write(&path, &changed).unwrap();
    let (code, out, _) = run(&["puzzles", "verify", bad]);
    assert_eq!(code, 1);
    assert!(
        out.contains(&format!("puzzle {}: {square} is stored as", n + 1)),
        "{out}"
    );
    assert!(out.contains(": 1 differ"), "{out}");

    let (code, _, err) = run(&["puzzles", "verify", dir.join("none").to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("none"), "{err}");
}

//! The learning commands (`selfplay`, `label`, `fit`, and `play --eval pattern`) driven through the
//! real binary, as a long run that gets stopped and restarted would drive them.

use outflank_engine::ai::pattern::PatternWeights;
use std::path::{Path, PathBuf};

mod common;
use common::{run, run_with_input, scratch, PLAY_PATTERN};

const QUICK: [&str; 6] = ["--depth", "2", "--solve", "10", "--seed", "3"];

/// Runs `fit` on the games in `games`, writing `weights`, with `extra` options.
fn fit(games: &Path, weights: &Path, extra: &[&str]) -> (i32, String, String) {
    let (games, weights) = (games.to_str().unwrap(), weights.to_str().unwrap());
    let mut args = vec!["fit", "--games", games, "--out", weights];
    args.extend(extra);
    run(&args)
}

fn selfplay(file: &str, games: &str) -> (i32, String, String) {
    let mut args = vec!["selfplay", "--out", file, "--games", games];
    args.extend(QUICK);
    run(&args)
}

#[test]
fn selfplay_stopped_and_restarted_writes_the_same_file_as_one_run() {
    let dir = scratch("selfplay");
    let whole = dir.join("whole.txt");
    let parts = dir.join("parts.txt");
    let (whole_s, parts_s) = (whole.to_str().unwrap(), parts.to_str().unwrap());
    assert_eq!(selfplay(whole_s, "6").0, 0);
    let one_run = std::fs::read_to_string(&whole).unwrap();
    assert_eq!(one_run.lines().count(), 7, "a settings line and six games");
    assert!(one_run.starts_with("# outflank selfplay seed=3 depth=2 solve=10"));

    // Two games, then a stop in the middle of writing the third line.
    assert_eq!(selfplay(parts_s, "2").0, 0);
    let third = one_run.lines().nth(3).unwrap();
    let mut cut = std::fs::read_to_string(&parts).unwrap();
    cut.push_str(&third[..third.len() / 2]);
    std::fs::write(&parts, cut).unwrap();
    assert_eq!(selfplay(parts_s, "6").0, 0);
    assert_eq!(std::fs::read_to_string(&parts).unwrap(), one_run);

    // Other settings on the same file are refused and the file is left alone.
    let (code, _, err) = run(&["selfplay", "--out", parts_s, "--games", "9", "--depth", "3"]);
    assert_eq!(code, 1);
    assert!(err.contains("made with other settings"), "{err}");
    assert_eq!(std::fs::read_to_string(&parts).unwrap(), one_run);
}

#[test]
fn fit_writes_weights_that_load_and_play() {
    let dir = scratch("fit");
    let games = dir.join("games.txt");
    let weights = dir.join("weights.bin");
    assert_eq!(selfplay(games.to_str().unwrap(), "30").0, 0);
    let (code, _, err) = fit(&games, &weights, &["--epochs", "20"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("held-out"), "the report: {err}");
    assert!(err.lines().any(|l| l.starts_with("all ")), "{err}");
    let bytes = std::fs::read(&weights).unwrap();
    let w = PatternWeights::from_bytes(&bytes).expect("a weights file");
    assert_eq!(w.phases(), 10, "6 plies a phase");

    // The next round of games is played with the fitted weights, named in the settings.
    let next = dir.join("next.txt");
    let mut args = vec!["selfplay", "--out", next.to_str().unwrap(), "--games", "3"];
    args.extend(QUICK);
    args.extend(["--weights", weights.to_str().unwrap()]);
    let (code, _, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let next_games = std::fs::read_to_string(&next).unwrap();
    let crc = u32::from_le_bytes(bytes[bytes.len() - 4..].try_into().unwrap());
    assert!(
        next_games
            .lines()
            .next()
            .unwrap()
            .ends_with(&format!(" weights={crc:08x}")),
        "{next_games}"
    );
    let first_round = std::fs::read_to_string(&games).unwrap();
    assert_ne!(next_games.lines().nth(1), first_round.lines().nth(1));

    // The fitted evaluation plays through the play protocol.
    let weights_arg = weights.to_str().unwrap();
    let mut args = PLAY_PATTERN.to_vec();
    args.extend(["--weights", weights_arg]);
    let (_, stdout, _) = run_with_input(&args, "\nf5\n");
    let replies: Vec<String> = stdout.lines().map(str::to_string).collect();
    assert_eq!(replies.len(), 2);
    assert!(
        ["d3", "c4", "f5", "e6"].contains(&replies[0].as_str()),
        "{replies:?}"
    );
    assert!(
        ["d6", "f4", "f6"].contains(&replies[1].as_str()),
        "{replies:?}"
    );
}

#[test]
fn label_values_the_games_resumes_after_a_stop_and_fit_learns_from_it() {
    let dir = scratch("label");
    let games = dir.join("games.txt");
    let (whole, parts) = (dir.join("whole.txt"), dir.join("parts.txt"));
    assert_eq!(selfplay(games.to_str().unwrap(), "12").0, 0);
    let label = |out: &Path| {
        run(&[
            "label",
            "--games",
            games.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--depth",
            "2",
        ])
    };
    let (code, _, err) = label(&whole);
    assert_eq!(code, 0, "{err}");
    let one_run = std::fs::read_to_string(&whole).unwrap();
    let lines: Vec<&str> = one_run.lines().collect();
    assert!(lines[0].starts_with("# outflank label depth=2 probcut=1.5 weights="));
    assert_eq!(lines.len(), 13, "a settings line and a line a game");
    // A value for each position before the solver's ply, `-` from it on (solve 10).
    for line in &lines[1..] {
        let values: Vec<&str> = line.split(' ').collect();
        let solved = values
            .iter()
            .position(|v| *v == "-")
            .expect("the solver played");
        assert!(values[solved..].iter().all(|v| *v == "-"), "{line}");
        assert!(
            values[..solved].iter().all(|v| v.parse::<i32>().is_ok()),
            "{line}"
        );
        assert!((40..=60).contains(&values.len()), "{line}");
    }

    // Stopped in the middle of a line, then continued: the same file.
    let mut cut = lines[..4].join("\n") + "\n";
    cut.push_str(&lines[4][..lines[4].len() / 2]);
    std::fs::write(&parts, cut).unwrap();
    assert_eq!(label(&parts).0, 0);
    assert_eq!(std::fs::read_to_string(&parts).unwrap(), one_run);

    // The fit takes the labels: with the final result's share at 1 they change nothing,
    // at 0 they are the targets.
    let fitted = |name: &str, extra: &[&str]| {
        let weights = dir.join(name);
        let (code, _, err) = fit(&games, &weights, &[&["--epochs", "20"], extra].concat());
        assert_eq!(code, 0, "{err}");
        (std::fs::read(&weights).unwrap(), err)
    };
    let labels = whole.to_str().unwrap();
    let (plain, _) = fitted("plain.ofpw", &[]);
    let (all_result, err) = fitted("one.ofpw", &["--labels", labels, "--blend", "1"]);
    assert!(err.contains("labels for 12 of 12 games"), "{err}");
    assert_eq!(plain, all_result, "the final result alone");
    let (all_label, _) = fitted("zero.ofpw", &["--labels", labels, "--blend", "0"]);
    assert_ne!(plain, all_label, "the labels as targets");

    // A labels line that does not fit its game is refused with the reason.
    let mut wrong: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    wrong[3].push_str(" 12");
    std::fs::write(&parts, wrong.join("\n") + "\n").unwrap();
    let weights = dir.join("refused.ofpw");
    let (code, _, err) = fit(&games, &weights, &["--labels", parts.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("line 4: "), "{err}");
    assert!(err.contains("values for the game's"), "{err}");
    assert!(!weights.exists(), "nothing written");
}

#[test]
fn bad_games_and_bad_weights_are_refused_with_the_reason() {
    let dir = scratch("refused");
    let games = dir.join("games.txt");
    std::fs::write(&games, "# outflank selfplay\nf5d6c3 +4 -\n").unwrap();
    let weights = dir.join("w.bin");
    let (code, _, err) = fit(&games, &weights, &[]);
    assert_eq!(code, 1);
    assert!(err.contains("line 2: the game does not end"), "{err}");
    assert!(!weights.exists(), "nothing written");

    std::fs::write(&weights, b"OFPW\x02 truncated").unwrap();
    let (code, _, err) = run(&[
        "play",
        "--engine",
        "alphabeta",
        "--depth",
        "2",
        "--eval",
        "pattern",
        "--weights",
        weights.to_str().unwrap(),
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("pattern weights file"), "{err}");
}

/// `book` with quick settings (2-ply searches) growing to `positions`.
fn book(log: &str, out: &str, positions: &str) -> (i32, String, String) {
    run(&[
        "book",
        "--log",
        log,
        "--out",
        out,
        "--positions",
        positions,
        "--depth",
        "2",
        "--max-ply",
        "6",
    ])
}

#[test]
fn book_grows_from_the_start_resumes_after_a_stop_and_writes_a_book_that_plays() {
    use outflank_engine::ai::book::Book;
    use outflank_engine::Board;
    let dir = scratch("book");
    let (whole, parts) = (dir.join("whole.txt"), dir.join("parts.txt"));
    let (book_a, book_b) = (dir.join("a.ofbk"), dir.join("b.ofbk"));
    let s = |p: &PathBuf| p.to_str().unwrap().to_string();
    assert_eq!(book(&s(&whole), &s(&book_a), "40").0, 0);
    let one_run = std::fs::read_to_string(&whole).unwrap();
    assert!(one_run.starts_with("# outflank book depth=2 margin=4 max-ply=6"));
    let lines: Vec<&str> = one_run.lines().skip(1).collect();
    assert!((40..48).contains(&lines.len()), "{} positions", lines.len());
    // The start comes first, its four moves valued alike.
    let first = lines[0];
    assert!(first.starts_with("- "), "{first}");
    let values: Vec<&str> = first[2..]
        .split(',')
        .map(|m| m.split(':').nth(1).unwrap())
        .collect();
    assert_eq!(values.len(), 4);
    assert!(values.iter().all(|v| *v == values[0]), "{first}");

    // Stopped after a few positions, in the middle of a line, then continued.
    assert_eq!(book(&s(&parts), &s(&book_b), "9").0, 0);
    let mut cut = std::fs::read_to_string(&parts).unwrap();
    let next = one_run.lines().nth(cut.lines().count()).unwrap();
    cut.push_str(&next[..next.len() / 2]);
    std::fs::write(&parts, cut).unwrap();
    assert_eq!(book(&s(&parts), &s(&book_b), "40").0, 0);
    assert_eq!(std::fs::read_to_string(&parts).unwrap(), one_run);
    let (a, b) = (
        std::fs::read(&book_a).unwrap(),
        std::fs::read(&book_b).unwrap(),
    );
    assert_eq!(a, b, "the same book");
    let read = Book::from_bytes(&a).unwrap();
    assert_eq!(read.positions(), lines.len());
    assert!(read.move_values(Board::START).is_some());

    // Other settings on the same log are refused and the log is left alone.
    let (code, _, err) = run(&[
        "book",
        "--log",
        &s(&parts),
        "--out",
        &s(&book_b),
        "--positions",
        "50",
        "--depth",
        "3",
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("made with other settings"), "{err}");
    assert_eq!(std::fs::read_to_string(&parts).unwrap(), one_run);
}

#[test]
fn the_strongest_level_opens_from_its_book() {
    use outflank_engine::ai::book;
    let book = book::installed().expect("the CLI has the engine's own book");
    let start = book.move_values(outflank_engine::Board::START).unwrap();
    let best = start[0].1;
    // From the start: one of the book's best moves, at once, for every seed.
    for seed in ["1", "2", "3"] {
        let (_, replies, _) = run_with_input(&["play", "--seed", seed], "\nf5d6\n");
        let replies: Vec<&str> = replies.lines().collect();
        assert_eq!(replies.len(), 2, "{replies:?}");
        let first: outflank_engine::Square = replies[0].parse().unwrap();
        let value = start.iter().find(|(sq, _)| *sq == first).unwrap().1;
        assert!(value >= best - 1, "{first} is a book move within a disc");
    }
    // Without it, it still answers (searching).
    let (_, reply, _) = run_with_input(&["play", "--level", "0", "--no-book"], "f5\n");
    assert!(["f4", "d6", "f6"].contains(&reply.trim()));
    let (code, _, err) = run(&["play", "--engine", "alphabeta", "--depth", "2", "--no-book"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--no-book, --fixed-time and --level-ms go with a level"),
        "{err}"
    );
    let (code, _, err) = run(&["play", "--engine", "mcts", "--ms", "50", "--level-ms", "50"]);
    assert_eq!(code, 2);
    assert!(err.contains("--level-ms go with a level"), "{err}");
    // A level on another budget still answers legal moves (Nova, MCTS with its time plan,
    // out of the book).
    let (_, reply, _) = run_with_input(
        &["play", "--level", "5", "--level-ms", "40", "--no-book"],
        "f5\n",
    );
    assert!(["f4", "d6", "f6"].contains(&reply.trim()));
}

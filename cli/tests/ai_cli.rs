//! The AI commands (`play`, `solve`, `bench`, `match`, `positions`) driven through the
//! real binary, as other tools drive them.

use outflank_engine::ai::{Rng, SearchKind};
use outflank_engine::{Move, Position, Rules, Status};

mod common;
use common::{run_with_input as run, PLAY_PATTERN};

/// A move list from the start after which the side to move must pass (`want_pass`), or
/// a whole finished game, written without passes (deterministic pseudo-random play).
fn random_line(want_pass: bool) -> String {
    let mut rng = Rng::new(1);
    loop {
        let mut pos = Position::START;
        let mut text = String::new();
        loop {
            match pos.status(Rules::WOF) {
                Status::MustPass if want_pass => return text,
                Status::MustPass => {
                    pos.play_unchecked(Move::Pass);
                }
                Status::GameOver if !want_pass => return text,
                Status::GameOver => break,
                Status::Moves(m) => {
                    let v: Vec<_> = m.into_iter().collect();
                    let sq = v[rng.below(v.len() as u32) as usize];
                    text.push_str(&sq.to_string());
                    pos.play_unchecked(Move::Place(sq));
                }
            }
        }
    }
}

#[test]
fn play_answers_each_line_with_a_legal_move_pass_gameover_or_error() {
    let pass_line = random_line(true);
    let finished = random_line(false);
    let input = format!("\nf5\n{pass_line}\n{finished}\nf5f5\nhello\n");
    for args in [
        &["play", "--level", "0"][..],
        &["play", "--level", "6"],
        &["play", "--engine", "mcts", "--iterations", "200"],
        &["play", "--engine", "alphabeta", "--depth", "3"],
        &["play", "--engine", "mcts", "--ms", "30", "--seed", "4"],
        &[
            "play",
            "--engine",
            "alphabeta",
            "--depth",
            "3",
            "--threads",
            "2",
        ],
        &["play", "--level", "6", "--threads", "3"],
    ] {
        let (code, out, err) = run(args, &input);
        assert_eq!(code, 0, "{args:?}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 6, "{args:?}: {out}");
        let first: outflank_engine::Square = lines[0].parse().unwrap();
        assert!(Position::START.is_legal(Move::Place(first), Rules::WOF));
        let after_f5 = Position::START
            .play(Move::Place("f5".parse().unwrap()), Rules::WOF)
            .unwrap();
        let reply: outflank_engine::Square = lines[1].parse().unwrap();
        assert!(
            after_f5.is_legal(Move::Place(reply), Rules::WOF),
            "{args:?}: {out}"
        );
        assert_eq!(lines[2], "pass", "{args:?} after {pass_line}");
        assert_eq!(lines[3], "gameover", "{args:?}");
        assert!(lines[4].starts_with("error "), "{args:?}: {}", lines[4]);
        assert!(lines[5].starts_with("error "), "{args:?}: {}", lines[5]);
    }
}

#[test]
fn play_refuses_bad_arguments_with_usage_and_exit_2() {
    for args in [
        &["play", "--level"][..],
        &["play", "--level", "99"],
        &["play", "--level", "x"],
        &["play", "--engine", "minimax", "--ms", "10"],
        &["play", "--engine", "mcts"],
        &["play", "--engine", "alphabeta", "--iterations", "5"],
        &["play", "--level", "1", "--engine", "mcts", "--ms", "5"],
        &["play", "--ms", "-3", "--engine", "mcts"],
        &["play", "--bogus"],
        &["solve", "--bogus"],
        &["solve", "--threads", "0"],
        &["play", "--level", "0", "--threads", "2"],
        &["play", "--level", "6", "--threads", "2", "--cpu-clock"],
        &["play", "--engine", "greedy", "--cpu-clock"],
        &["bench", "--seconds", "0"],
        &["match", "--a", "x"],
        &["match", "--a", "x", "--b", "y", "--games", "0"],
        &["positions", "--count", "3"],
    ] {
        let (code, _, err) = run(args, "");
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("usage:"), "{args:?}: {err}");
    }
}

#[test]
fn a_timed_level_on_the_cpu_clock_answers_each_line_with_a_legal_move() {
    // Out of its book and on a fixed time, so that every answer is searched.
    let game = "f5d6c3d3c4";
    let input = format!("{game}\n{game}f4\n");
    let (code, out, err) = run(
        &[
            "play",
            "--level",
            "5",
            "--level-ms",
            "50",
            "--no-book",
            "--fixed-time",
            "--cpu-clock",
        ],
        &input,
    );
    assert_eq!(code, 0, "{err}");
    let answers: Vec<&str> = out.lines().collect();
    assert_eq!(answers.len(), 2, "{out}");
    for (line, answer) in input.lines().zip(answers) {
        let moves = outflank_engine::parse_moves(line, Position::START, Rules::WOF).unwrap();
        let mut pos = Position::START;
        for mv in moves {
            pos = pos.play(mv, Rules::WOF).unwrap();
        }
        let played: outflank_engine::Square = answer.parse().unwrap();
        assert!(pos.board.legal_moves().contains(played), "{line}: {answer}");
    }
}

#[test]
fn solve_prints_exact_scores_and_skips_comments() {
    // A full board but h8, discs alternating, g8 white: Black can take h8.
    let mut board = String::new();
    for i in 0..64 {
        board.push(match i {
            63 => '-',
            62 => 'O',
            _ if i % 2 == 0 => 'X',
            _ => 'O',
        });
    }
    let input = format!("; a comment\n\n{board} X\n{board} O ; white to move\nnot a position\n");
    let (code, out, _) = run(&["solve"], &input);
    assert_eq!(code, 1, "a bad line makes the exit status 1");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    let check = |line: &str| {
        let f: Vec<&str> = line.split(' ').collect();
        assert_eq!(f.len(), 4, "{line}");
        let score: i32 = f[0].parse().unwrap();
        let _: u64 = f[2].parse().unwrap();
        let _: f64 = f[3].parse().unwrap();
        (score, f[1].to_string())
    };
    // The expected score, by plain minimax over the single remaining move.
    let pos = Position::from_obf(&format!("{board} X")).unwrap();
    let expected = {
        let mut best = None;
        for mv in pos.legal_moves(Rules::WOF) {
            let child = pos.play(mv, Rules::WOF).unwrap();
            let s = -child.board.final_score();
            best = Some(best.map_or(s, |b: i32| b.max(s)));
        }
        best.unwrap()
    };
    assert_eq!(check(lines[0]), (expected, "h8".into()));
    let (white_score, _) = check(lines[1]);
    assert!((-64..=64).contains(&white_score));
    assert!(lines[2].starts_with("error "));
}

/// The game after `plies` pseudo-random moves from the start (seed `seed`), as a move list
/// and the position, or `None` if it ended first.
fn random_game(seed: u64, plies: usize) -> Option<(String, Position)> {
    let mut rng = Rng::new(seed);
    let mut pos = Position::START;
    let mut text = String::new();
    for _ in 0..plies {
        match pos.status(Rules::WOF) {
            Status::GameOver => return None,
            Status::MustPass => {
                pos.play_unchecked(Move::Pass);
            }
            Status::Moves(m) => {
                let v: Vec<_> = m.into_iter().collect();
                let sq = v[rng.below(v.len() as u32) as usize];
                text.push_str(&sq.to_string());
                pos.play_unchecked(Move::Place(sq));
            }
        }
    }
    (pos.status(Rules::WOF) != Status::GameOver).then_some((text, pos))
}

#[test]
fn solve_on_several_threads_finds_the_same_scores() {
    // 14 empties, and 18 (where the threads also split moves searched again and tests
    // near the root, and send each other what they solved).
    let positions: Vec<Position> = (0..12)
        .filter_map(|seed| random_game(seed, 46).map(|(_, p)| p))
        .chain((0..4).filter_map(|seed| random_game(100 + seed, 42).map(|(_, p)| p)))
        .collect();
    assert!(positions.len() >= 11);
    let input: String = positions.iter().map(|p| p.to_obf() + "\n").collect();
    let (code, one, err) = run(&["solve"], &input);
    assert_eq!(code, 0, "{err}");
    for threads in ["2", "3"] {
        let (code, many, err) = run(&["solve", "--threads", threads], &input);
        assert_eq!(code, 0, "{err}");
        let scores = |out: &str| -> Vec<i32> {
            out.lines()
                .map(|l| l.split(' ').next().unwrap().parse().unwrap())
                .collect()
        };
        assert_eq!(scores(&many), scores(&one), "{threads} threads");
        // Each best move is legal and achieves the score (checked by a one-thread solve
        // of the position after it).
        for ((line, pos), score) in many.lines().zip(&positions).zip(scores(&one)) {
            let best = line.split(' ').nth(1).unwrap();
            let mv = match best {
                "pass" => Move::Pass,
                sq => Move::Place(sq.parse().unwrap()),
            };
            let after = pos.play(mv, Rules::WOF).expect("a legal best move");
            let (_, out, _) = run(&["solve"], &(after.to_obf() + "\n"));
            let child: i32 = match out.split(' ').next().unwrap().trim() {
                "" => after.board.final_score(),
                s => s.parse().unwrap(),
            };
            assert_eq!(-child, score, "{line}");
        }
    }
}

#[test]
fn play_on_several_threads_solves_the_endgame_and_plays_legal_moves() {
    // Positions of 10 to 14 empties from the first random games: the alpha-beta engine,
    // solving from 14 empties on 2 threads, plays a legal move there, and a best one (the
    // position's exact score, by `solve`, is minus its child's). It answers once solved;
    // the budget is only a bound, wide enough for a loaded machine.
    for seed in 0..6 {
        let Some((line, pos)) = random_game(seed, 48) else {
            continue;
        };
        let args = [
            "play",
            "--engine",
            "alphabeta",
            "--ms",
            "60000",
            "--solve",
            "14",
            "--threads",
            "2",
        ];
        let (code, out, err) = run(&args, &format!("{line}\n"));
        assert_eq!(code, 0, "{err}");
        let reply = out.trim();
        let mv = match reply {
            "pass" => Move::Pass,
            sq => Move::Place(sq.parse().unwrap()),
        };
        let after = pos.play(mv, Rules::WOF).expect("a legal move");
        let score = |p: Position| -> i32 {
            let (_, out, _) = run(&["solve"], &(p.to_obf() + "\n"));
            match out.split(' ').next().unwrap().trim() {
                "" => p.board.final_score(),
                s => s.parse().unwrap(),
            }
        };
        assert_eq!(-score(after), score(pos), "{line}: {reply}");
    }
}

#[test]
fn play_on_several_threads_plays_the_book_moves_like_one_thread() {
    // In the book the threaded player answers from it, as the one-thread player does with
    // the same seed: the same moves, found without a search (Oracle, split at the root).
    let input = "\nf5\nf5d6\nf5d6c3\nf5f6\n";
    for seed in ["1", "7"] {
        let (code, one, err) = run(&["play", "--level", "6", "--seed", seed], input);
        assert_eq!(code, 0, "{err}");
        let (code, two, err) = run(
            &["play", "--level", "6", "--seed", seed, "--threads", "2"],
            input,
        );
        assert_eq!(code, 0, "{err}");
        assert_eq!(two, one, "seed {seed}");
        assert_eq!(one.lines().count(), 5);
    }
}

#[test]
fn a_tree_search_on_several_threads_is_refused_and_plays_on_one() {
    // Every MCTS level, and `--engine mcts`, grows one tree: `--threads` above 1 is refused
    // (usage, exit 2, saying why) rather than ignored; `--threads 1` plays.
    let mcts_levels: Vec<String> = outflank_engine::ai::levels()
        .iter()
        .filter(|l| l.search == SearchKind::Mcts)
        .map(|l| l.id.id().to_string())
        .collect();
    assert!(!mcts_levels.is_empty());
    let mut players: Vec<Vec<&str>> = mcts_levels
        .iter()
        .map(|id| vec!["play", "--level", id.as_str()])
        .collect();
    players.push(vec!["play", "--engine", "mcts", "--ms", "30"]);
    for player in players {
        let threaded = [&player[..], &["--threads", "2"]].concat();
        let (code, out, err) = run(&threaded, "\n");
        assert_eq!(code, 2, "{threaded:?}: {out}");
        assert!(err.contains("usage:"), "{threaded:?}: {err}");
        assert!(
            err.contains("MCTS levels and --engine mcts grow one tree, on one thread"),
            "{threaded:?}: {err}"
        );
        let one = [&player[..], &["--threads", "1"]].concat();
        let (code, out, err) = run(&one, "\nf5\n");
        assert_eq!(code, 0, "{one:?}: {err}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2, "{one:?}: {out}");
        let first: outflank_engine::Square = lines[0].parse().unwrap();
        assert!(Position::START.is_legal(Move::Place(first), Rules::WOF));
    }
}

#[test]
fn bench_prints_every_required_key() {
    let (code, out, err) = run(&["bench", "--seconds", "0.2"], "");
    assert_eq!(code, 0, "{err}");
    for key in [
        "playouts_per_second",
        "mcts_iterations_per_second",
        "alphabeta_nodes_per_second",
        "endgame_nodes_per_second",
    ] {
        let line = out
            .lines()
            .find(|l| l.split(' ').next() == Some(key))
            .unwrap_or_else(|| panic!("no {key} in {out}"));
        let value: f64 = line.split(' ').nth(1).unwrap().parse().unwrap();
        assert!(value > 0.0, "{line}");
    }
}

#[test]
fn match_plays_games_and_reports_the_result() {
    let exe = env!("CARGO_BIN_EXE_outflank");
    let a = format!("{exe} play --level 1");
    let b = format!("{exe} play --level 0");
    let (code, out, err) = run(&["match", "--a", &a, "--b", &b, "--games", "4"], "");
    assert_eq!(code, 0, "{err}");
    let get = |k: &str| -> String {
        out.lines()
            .find_map(|l| l.strip_prefix(&format!("{k} ")).map(str::to_string))
            .unwrap_or_else(|| panic!("no {k} in {out}"))
    };
    let (w, d, l): (u32, u32, u32) = (
        get("a_wins").parse().unwrap(),
        get("draws").parse().unwrap(),
        get("b_wins").parse().unwrap(),
    );
    assert_eq!(get("games"), "4");
    assert_eq!(w + d + l, 4);
    assert!(get("disc_diff").parse::<f64>().is_ok());
    assert!(get("elo_95").split(' ').count() == 2);
    assert_eq!(err.lines().filter(|l| l.starts_with("game ")).count(), 4);
    // An engine that breaks the protocol forfeits and the match fails.
    let (code, _, err) = run(&["match", "--a", "echo zz", "--b", &b, "--games", "2"], "");
    assert_eq!(code, 1, "{err}");
}

#[test]
fn match_with_seeds_plays_each_seed_s_games_and_counts_them_all() {
    let exe = env!("CARGO_BIN_EXE_outflank");
    let a = format!("{exe} play --level 1 --seed {{seed}}");
    let b = format!("{exe} play --level 0 --seed {{seed}}");
    let games = |seeds: &str| {
        let (code, out, err) = run(
            &[
                "match", "--a", &a, "--b", &b, "--games", "4", "--seeds", seeds,
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        assert!(out.contains(&format!("games {}\n", 4 * seeds.parse::<usize>().unwrap())));
        err.lines()
            .filter(|l| l.starts_with("game "))
            .map(|l| l.split_once(" opening").unwrap().1.to_string())
            .collect::<Vec<_>>()
    };
    let one = games("1");
    let two = games("2");
    // Seed 1's games first, the same as alone; then seed 2's, numbered on, from the same
    // openings in the same order.
    assert_eq!(two.len(), 8);
    assert_eq!(two[..4], one[..]);
    let opening = |g: &String| g.split(' ').nth(1).unwrap().to_string();
    assert_eq!(
        two[4..].iter().map(opening).collect::<Vec<_>>(),
        one.iter().map(opening).collect::<Vec<_>>()
    );
    // Without the seed in both commands more seeds would repeat the games: refused.
    let plain = format!("{exe} play --level 0");
    let (code, _, err) = run(
        &[
            "match", "--a", &a, "--b", &plain, "--games", "2", "--seeds", "2",
        ],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("--seeds 2 needs {seed} in both commands"),
        "{err}"
    );
}

#[test]
fn positions_are_distinct_and_have_the_asked_empties() {
    let (code, out, err) = run(
        &[
            "positions",
            "--empties",
            "50",
            "--count",
            "5",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    for l in &lines {
        assert_eq!(Position::from_obf(l).unwrap().board.empty_count(), 50);
    }
}

#[test]
fn levels_lists_id_name_engine_and_budget_weakest_first() {
    let (code, out, _) = run(&["levels"], "");
    assert_eq!(code, 0);
    let lines: Vec<Vec<&str>> = out.lines().map(|l| l.split(' ').collect()).collect();
    assert!(lines.len() >= 12, "{out}");
    for fields in &lines {
        assert_eq!(fields.len(), 4, "{fields:?}");
        assert!(fields[0].parse::<u8>().is_ok(), "{fields:?}");
        assert!(["alphabeta", "mcts"].contains(&fields[2]), "{fields:?}");
        assert!(fields[3].parse::<u32>().unwrap() > 0, "{fields:?}");
    }
    assert_eq!(lines[0][1], "Pip");
    assert_eq!(lines[lines.len() - 1], ["6", "Oracle", "alphabeta", "1000"]);
    assert_eq!(lines[lines.len() - 2][..3], ["5", "Nova", "mcts"]);
    assert!(lines.iter().any(|l| l[..3] == ["4", "Monty", "mcts"]));
    let mut ids: Vec<&str> = lines.iter().map(|l| l[0]).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), lines.len(), "ids are unique");
}

#[test]
fn the_first_timer_model_takes_the_move_that_flips_the_most() {
    // After f5 d6 c3 d3 c4 (White to move): the reply flips as many discs as the most any
    // legal move flips, by the engine's count.
    let game = "f5d6c3d3c4";
    for seed in ["1", "2", "3"] {
        let (code, out, err) = run(
            &["play", "--engine", "greedy", "--seed", seed],
            &format!("{game}\n"),
        );
        assert_eq!(code, 0, "{err}");
        let moves = outflank_engine::parse_moves(game, Position::START, Rules::WOF).unwrap();
        let mut pos = Position::START;
        for mv in moves {
            pos = pos.play(mv, Rules::WOF).unwrap();
        }
        let most = pos
            .board
            .legal_moves()
            .into_iter()
            .map(|sq| pos.board.flips(sq).count())
            .max();
        let played: outflank_engine::Square = out.trim().parse().unwrap();
        assert_eq!(Some(pos.board.flips(played).count()), most, "{out}");
    }
    // Random moves are legal, and the start has four.
    let (code, out, _) = run(&["play", "--engine", "random", "--seed", "9"], "\n");
    assert_eq!(code, 0);
    assert!(["d3", "c4", "f5", "e6"].contains(&out.trim()), "{out}");
    // They take no budget or search option.
    let (code, _, err) = run(&["play", "--engine", "greedy", "--threads", "2"], "\n");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--engine greedy and random take only --seed and --rule"),
        "{err}"
    );
}

#[test]
fn a_softmax_player_plays_legal_moves_and_its_options_are_checked() {
    let play = [
        "play",
        "--engine",
        "alphabeta",
        "--eval",
        "pattern",
        "--depth",
        "2",
        "--temperature",
        "3,2,1",
        "--max-loss",
        "8",
        "--exact",
        "10",
    ];
    let (code, out, err) = run(&play, "\nf5\n");
    assert_eq!(code, 0, "{err}");
    let replies: Vec<&str> = out.lines().collect();
    assert!(["d3", "c4", "f5", "e6"].contains(&replies[0]), "{out}");
    assert!(["d6", "f6", "f4"].contains(&replies[1]), "{out}");
    for (args, says) in [
        (vec!["--temperature", "x"], "needs one temperature"),
        (vec!["--temperature", "1,2"], "needs one temperature"),
        (vec!["--temperature", "-1"], "needs one temperature"),
    ] {
        let mut all = vec!["play", "--engine", "alphabeta", "--depth", "2"];
        all.extend(args);
        let (code, _, err) = run(&all, "");
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(says), "{err}");
    }
    let (code, _, err) = run(
        &[
            "play",
            "--engine",
            "alphabeta",
            "--depth",
            "2",
            "--exact",
            "8",
        ],
        "",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("--max-loss and --exact go with --temperature"),
        "{err}"
    );
}

#[test]
fn review_gives_each_moves_loss_and_refuses_what_is_no_game() {
    // The perfect start of the game loses nothing; a1 is not a move.
    let (code, out, err) = run(&["review"], "f5d6c3d3c4\nf5a1\n");
    assert_eq!(code, 1, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    let losses: Vec<u32> = lines[0].split(' ').map(|l| l.parse().unwrap()).collect();
    assert_eq!(losses.len(), 5);
    assert!(lines[1].starts_with("error "), "{out}");
    assert!(err.contains("some lines were not games"), "{err}");
}

/// Reviews `game` with `review` run with `first` and with `second`, and checks that both give
/// a loss for every move and the same loss for every move played with at most `exact`
/// empties (where both are exact). Returns how many moves were compared.
fn reviews_agree_where_exact(game: &str, first: &[&str], second: &[&str], exact: u32) -> usize {
    let input = format!("{game}\n");
    let (code, first, err) = run(first, &input);
    assert_eq!(code, 0, "{err}");
    let (code, second, err) = run(second, &input);
    assert_eq!(code, 0, "{err}");
    let moves = outflank_engine::parse_moves(game, Position::START, Rules::WOF).unwrap();
    let (first, second): (Vec<&str>, Vec<&str>) = (
        first.trim().split(' ').collect(),
        second.trim().split(' ').collect(),
    );
    assert_eq!(first.len(), moves.len());
    assert_eq!(second.len(), moves.len());
    let mut pos = Position::START;
    let mut compared = 0;
    for (k, mv) in moves.into_iter().enumerate() {
        if pos.board.empty_count() <= exact {
            assert_eq!(first[k], second[k], "move {k} of {game}");
            compared += 1;
        }
        pos = pos.play(mv, Rules::WOF).unwrap();
    }
    compared
}

#[test]
fn a_deeper_judge_agrees_with_the_apps_review_where_both_are_exact() {
    // Exact from 14 empties (the app's review: from 18) and exact from 20: every move
    // played with at most 14 empties has one true loss, whatever the depth before.
    let compared = reviews_agree_where_exact(
        &random_line(false),
        &["review", "--depth", "5", "--exact", "14"],
        &["review", "--depth", "7", "--exact", "20"],
        14,
    );
    assert!(compared >= 10, "{compared} moves compared");
    // A judge no search can be is refused.
    for args in [
        &["review", "--depth", "0"][..],
        &["review", "--exact", "40"],
    ] {
        let (code, _, err) = run(args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
    }
}

#[test]
fn a_second_look_keeps_the_exact_losses_and_looks_deeper_than_the_judge() {
    // The exact endgame is not looked at again: its losses are the judge's own.
    reviews_agree_where_exact(
        &random_line(false),
        &["review", "--depth", "5", "--exact", "14"],
        &[
            "review",
            "--depth",
            "5",
            "--exact",
            "14",
            "--second-look",
            "7",
            "--second-look-exact",
            "16",
        ],
        14,
    );
    // A second look no deeper than the judge's search, or less exact, is refused, saying
    // why; an exact second look needs a second look.
    for args in [
        &["review", "--depth", "8", "--second-look", "8"][..],
        &[
            "review",
            "--exact",
            "18",
            "--second-look",
            "10",
            "--second-look-exact",
            "16",
        ],
        &["review", "--second-look-exact", "20"],
    ] {
        let (code, _, err) = run(args, "");
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains("second look") || err.contains("second-look"),
            "{err}"
        );
    }
}

#[test]
fn the_pattern_evaluation_without_a_file_plays_with_the_engines_own_weights() {
    let (code, out, err) = run(&PLAY_PATTERN, "f5\n");
    assert_eq!(code, 0, "{err}");
    // After f5 White's legal replies are d6, f6 and f4.
    assert!(["d6", "f6", "f4"].contains(&out.trim()), "{out}");
}

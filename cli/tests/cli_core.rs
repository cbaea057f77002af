//! The `perft`, `legal` and `show` commands driven as other tools drive them: through the
//! real binary, its arguments, standard input and output, and its exit code.
// They spawn the binary, which WASI cannot (its `ChildStdin` holds nothing to close).
#![cfg(not(target_os = "wasi"))]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

mod common;
use common::run;

fn outflank() -> Command {
    Command::new(env!("CARGO_BIN_EXE_outflank"))
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (code, out, _) = run(&["perft", "6"]);
    assert_eq!(code, 0);
    let expected = [4u64, 12, 56, 244, 1396, 8200];
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6);
    for (i, line) in lines.iter().enumerate() {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 3, "{line}");
        assert_eq!(fields[0], (i + 1).to_string());
        assert_eq!(fields[1], expected[i].to_string());
        let (whole, decimals) = fields[2].split_once('.').unwrap();
        assert!(
            whole.parse::<u64>().is_ok() && decimals.len() == 3,
            "{line}"
        );
    }
}

#[test]
fn perft_from_a_position() {
    // After f5 (White to move): 3 replies, 14 two-ply continuations.
    let obf = "---------------------------OX------XXX-------------------------- O";
    let (code, out, _) = run(&["perft", "2", "--position", obf]);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("1 3 "), "{out}");
    assert!(lines[1].starts_with("2 14 "), "{out}");
}

#[test]
fn bad_arguments_print_usage_and_exit_2() {
    for args in [
        &[][..],
        &["perft"],
        &["perft", "x"],
        &["perft", "0"],
        &["perft", "3", "--position"],
        &["perft", "3", "--position", "XO"],
        &["legal", "--rule", "sometimes"],
        &["legal", "extra"],
        &["show", "f5", "z9"],
        &["show"],
        &["frobnicate"],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {out} {err}");
        assert!(err.contains("usage:"), "{args:?}: {err}");
    }
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_a_usage_error() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"f5\xffd6");
    for args in [vec![bad], vec![OsStr::new("show"), bad]] {
        let out = outflank().args(&args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("is not valid UTF-8: 'f5\u{FFFD}d6'"),
            "{args:?}: {err}"
        );
        assert!(err.contains("usage:"), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// A running `outflank legal` process, asked one line at a time.
struct LegalSession {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

impl LegalSession {
    fn start(args: &[&str]) -> LegalSession {
        let mut child = outflank()
            .arg("legal")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        LegalSession {
            child,
            stdin,
            stdout,
        }
    }

    fn ask(&mut self, line: &str) -> String {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        let mut reply = String::new();
        // Blocks unless the reply was flushed: the protocol is interactive.
        self.stdout.read_line(&mut reply).unwrap();
        reply.trim_end().to_string()
    }

    fn finish(self) -> bool {
        let LegalSession {
            mut child, stdin, ..
        } = self;
        drop(stdin);
        child.wait().unwrap().success()
    }
}

#[test]
fn legal_answers_each_line_and_flushes() {
    let mut legal = LegalSession::start(&[]);
    assert_eq!(legal.ask(""), "c4 d3 e6 f5");
    assert_eq!(legal.ask("F5 D6"), "c3 c4 c5 c6 c7");
    assert!(legal
        .ask("f5 f5")
        .starts_with("error move 2 (character 4): f5 is not a legal move for White"));
    assert!(legal.ask("\u{1F600}").starts_with("error move 1"));
    assert_eq!(legal.ask("d3c3b3d2e1d6d7e3f4"), "gameover");
    assert_eq!(legal.ask("f5"), "d6 f4 f6", "keeps going after errors");
    assert!(legal.finish());
}

#[test]
fn legal_reports_a_forced_pass_and_the_variant_rule() {
    // Walk games through the protocol itself, choosing among the answered squares, until
    // one reaches a forced pass; the variant rule must call that position game over.
    let mut legal = LegalSession::start(&[]);
    let mut ask = |line: &str| legal.ask(line);
    let mut found = None;
    'games: for pick in 0..40usize {
        let mut game = String::new();
        for ply in 0..70usize {
            let reply = ask(&game);
            match reply.as_str() {
                "gameover" => break,
                "pass" => {
                    found = Some(game.clone());
                    break 'games;
                }
                squares => {
                    let options: Vec<&str> = squares.split(' ').collect();
                    game.push_str(options[(pick * 7 + ply * 3) % options.len()]);
                }
            }
        }
    }
    assert!(legal.finish());
    let game = found.expect("one of 40 walks reaches a forced pass");
    let mut variant = LegalSession::start(&["--rule", "gameover"]);
    assert_eq!(variant.ask(&game), "gameover");
    assert!(variant.finish());
}

#[test]
fn show_draws_the_board_from_moves_or_obf() {
    let (code, out, _) = run(&["show", "f5d6c3"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("    a  b  c  d  e  f  g  h\n1 "), "{out}");
    assert!(out.contains("Black 5  White 2  empty 57"), "{out}");
    assert!(out.contains("White to move; legal: d3 f3 f4 g5"), "{out}");
    let full = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X";
    let (code, out, _) = run(&["show", full]);
    assert_eq!(code, 0);
    assert!(out.contains("Game over: Draw 32–32"), "{out}");
    assert!(
        out.contains("stable: a1 b1"),
        "every disc of a full board is stable: {out}"
    );
    let (code, _, err) = run(&[
        "show",
        "XXXX-----Z------------------------------------------------------- X",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("character 10: 'Z' is not a square"), "{err}");
    // An empty move list is the start position (a missing argument is a usage error).
    let (code, out, _) = run(&["show", ""]);
    assert_eq!(code, 0);
    assert!(out.contains("Black 2  White 2  empty 60"), "{out}");
    assert!(out.contains("Black to move; legal: c4 d3 e6 f5"), "{out}");
}

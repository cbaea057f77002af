//! Helpers shared by the CLI's tests: the real binary, run as other tools run it.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs the binary with `args`, `input` on its standard input; returns (exit code,
/// stdout, stderr).
pub fn run_with_input(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_outflank"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A run that refuses its arguments exits without reading its input: the pipe it
    // closed is not a failure of the test, its exit code and message say what happened.
    let written = child.stdin.take().unwrap().write_all(input.as_bytes());
    if let Err(error) = written {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "{error}");
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Runs the binary with `args` and nothing on its standard input; returns (exit code,
/// stdout, stderr).
#[allow(dead_code)]
pub fn run(args: &[&str]) -> (i32, String, String) {
    run_with_input(args, "")
}

/// A fresh scratch folder for one test (`name`, and the process so that runs do not meet).
#[allow(dead_code)]
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("outflank-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `play` with an alpha-beta engine 3 plies deep on the pattern evaluation (the engine's
/// own weights unless `--weights` follows).
#[allow(dead_code)]
pub const PLAY_PATTERN: [&str; 7] = [
    "play",
    "--engine",
    "alphabeta",
    "--depth",
    "3",
    "--eval",
    "pattern",
];

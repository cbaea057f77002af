//! `outflank legal [--rule pass|gameover]`: for each input move list, the legal squares.

use crate::error::CliError;
use crate::options::Rule;
use outflank_engine::{parse_moves, Position, Rules, Status};
use std::io::{BufRead, Write};

/// The reply line for one input line: sorted legal squares, `pass`, `gameover` or `error …`.
pub fn answer(line: &str, rules: Rules) -> String {
    let moves = match parse_moves(line, Position::START, rules) {
        Ok(m) => m,
        Err(e) => return format!("error {e}"),
    };
    let mut pos = Position::START;
    for mv in moves {
        pos.play_unchecked(mv);
    }
    match pos.status(rules) {
        Status::Moves(m) => {
            let mut names: Vec<String> = m.into_iter().map(|s| s.to_string()).collect();
            names.sort();
            names.join(" ")
        }
        Status::MustPass => "pass".into(),
        Status::GameOver => "gameover".into(),
    }
}

/// The options of `legal`.
#[derive(clap::Args)]
pub struct Options {
    /// What a player without a move does.
    #[arg(long, value_enum, default_value_t)]
    rule: Rule,
}

/// Runs the legal command until end of input.
pub fn run(options: Options) -> Result<(), CliError> {
    let rules = options.rule.rules();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut input = stdin.lock();
    let mut out = stdout.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        let n = input
            .read_until(b'\n', &mut buf)
            .map_err(|e| CliError::Failed(e.to_string()))?;
        if n == 0 {
            return Ok(());
        }
        let line = String::from_utf8_lossy(&buf);
        let reply = answer(line.trim_end_matches(['\n', '\r']), rules);
        // A closed pipe ends the protocol quietly.
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            return Ok(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_the_protocol() {
        assert_eq!(answer("", Rules::WOF), "c4 d3 e6 f5");
        assert_eq!(answer("f5", Rules::WOF), "d6 f4 f6");
        assert_eq!(answer("d3c3b3d2e1d6d7e3f4", Rules::WOF), "gameover");
        assert!(answer("f5 z1", Rules::WOF).starts_with("error move 2"));
    }
}

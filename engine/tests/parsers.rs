//! The parsers' fuzz targets on stable Rust: every input of their corpora (the committed
//! seeds, `engine/fuzz/seeds/<target>/`, and any local `engine/fuzz/corpus/<target>/`)
//! replayed, then a bounded number of generated inputs (any bytes, text in the notations'
//! alphabets, and the corpora mutated), each through the same checks as `cargo fuzz`
//! (`engine/fuzz/checks.rs`). Seeded, so a failure reproduces exactly; an input that fails
//! belongs in the seeds.

#[path = "../fuzz/checks.rs"]
mod checks;

use outflank_engine::{parse_ggf, parse_moves, Position, Rules, Square};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Generated inputs per target and kind of input.
const CASES: u32 = 2_000;

/// A fuzz target's name and its check.
type Target = (&'static str, fn(&[u8]));

/// The parsers and their checks, by fuzz target.
const TARGETS: [Target; 4] = [
    ("parse_moves", checks::moves),
    ("parse_obf", checks::obf),
    ("parse_square", checks::square),
    ("parse_ggf", checks::ggf),
];

fn config() -> Config {
    Config {
        cases: CASES,
        rng_seed: RngSeed::Fixed(0x0F1A_2025),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Every input of a target's corpus: the committed seeds (`engine/fuzz/seeds/<target>/`)
/// and what local `cargo fuzz` runs have added (`engine/fuzz/corpus/<target>/`, not
/// committed), if any.
fn corpus(target: &str) -> Vec<Vec<u8>> {
    let fuzz = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let seeds = fuzz.join("seeds").join(target);
    let mut inputs = read_inputs(&seeds).unwrap_or_else(|e| panic!("{}: {e}", seeds.display()));
    inputs.extend(read_inputs(&fuzz.join("corpus").join(target)).unwrap_or_default());
    inputs.sort();
    inputs.dedup();
    inputs
}

/// The contents of every file in `dir`.
fn read_inputs(dir: &Path) -> std::io::Result<Vec<Vec<u8>>> {
    std::fs::read_dir(dir)?
        .map(|entry| std::fs::read(entry?.path()))
        .collect()
}

/// All the corpora together: the seeds the mutations start from (read once).
fn seeds() -> &'static [Vec<u8>] {
    static SEEDS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    SEEDS.get_or_init(|| TARGETS.iter().flat_map(|(t, _)| corpus(t)).collect())
}

#[test]
fn every_corpus_input_passes_its_checks() {
    for (target, check) in TARGETS {
        let inputs = corpus(target);
        assert!(inputs.len() >= 8, "{target}: {} inputs", inputs.len());
        for input in inputs {
            check(&input);
        }
    }
}

#[test]
fn garbage_is_refused() {
    for text in ["z9", "f5f5", "f5 x", "f5d6c3d3c4 PA", "a0"] {
        for rules in [Rules::WOF, Rules::NO_MOVE_ENDS_GAME] {
            assert!(
                parse_moves(text, Position::START, rules).is_err(),
                "{text:?}"
            );
        }
    }
    for text in [
        "",
        "---",
        &format!("{} X", "-".repeat(63)),
        &format!("{} Z", "-".repeat(64)),
    ] {
        assert!(Position::from_obf(text).is_err(), "{text:?}");
    }
    for text in ["", "i1", "a9", "a0", "a10", "aa"] {
        assert!(text.parse::<Square>().is_err(), "{text:?}");
    }
    for text in ["", "not a game", "(;;)", "(;GM[Othello]PB[unclosed"] {
        assert!(parse_ggf(text, Rules::WOF).is_err(), "{text:?}");
    }
}

/// One edit of an input: at `at` (taken modulo its length), insert, replace or delete a byte.
fn mutate(mut input: Vec<u8>, edits: &[(usize, u8, u8)]) -> Vec<u8> {
    for &(at, kind, byte) in edits {
        let at = if input.is_empty() {
            0
        } else {
            at % (input.len() + 1)
        };
        match kind % 3 {
            0 => input.insert(at, byte),
            1 if at < input.len() => input[at] = byte,
            _ if at < input.len() => {
                input.remove(at);
            }
            _ => input.push(byte),
        }
    }
    input
}

/// Text in the alphabets of the notations: squares, passes, OBF's discs, GGF's brackets.
const NOTATION: &str = "[a-jA-J0-9 PpAaSsXxOo*:;/.\\-\\[\\]()\n]{0,160}";

proptest! {
    #![proptest_config(config())]

    #[test]
    fn any_bytes(data in prop::collection::vec(any::<u8>(), 0..200)) {
        for (_, check) in TARGETS {
            check(&data);
        }
    }

    #[test]
    fn notation_like_text(text in NOTATION) {
        for (_, check) in TARGETS {
            check(text.as_bytes());
        }
    }

    #[test]
    fn mutated_corpus_inputs(
        pick in any::<prop::sample::Index>(),
        edits in prop::collection::vec((any::<usize>(), any::<u8>(), prop_oneof![any::<u8>(), Just(b' '), Just(b']'), Just(b'a'), Just(b'5')]), 1..8),
    ) {
        let input = mutate(pick.get(seeds()).clone(), &edits);
        for (_, check) in TARGETS {
            check(&input);
        }
    }
}

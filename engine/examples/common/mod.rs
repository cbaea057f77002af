//! What the measuring examples share.

use outflank_engine::ai::pattern::PatternWeights;
use outflank_engine::ai::{EvalKind, Rng};
use outflank_engine::{Move, Position, Rules};

/// A mid-game position from random play (16 to 31 plies from the start) with a choice of
/// moves and more than 24 empties.
pub fn midgame(rng: &mut Rng) -> Position {
    loop {
        let mut pos = Position::START;
        let plies = 16 + rng.below(16) as usize;
        for _ in 0..plies {
            let moves: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len() as u32) as usize]);
        }
        if pos.legal_moves(Rules::WOF).count() > 1 && pos.board.empty_count() > 24 {
            return pos;
        }
    }
}

/// The evaluation and Multi-ProbCut confidence named by the third and fourth arguments:
/// a pattern weights file (else the tuned evaluation) and a confidence (else 0, off).
#[allow(dead_code)]
pub fn eval_args(raw: &[String]) -> (EvalKind, f32) {
    let eval = match raw.get(2) {
        Some(path) => {
            let bytes = std::fs::read(path).expect("a weights file");
            let weights = PatternWeights::from_bytes(&bytes).expect("pattern weights");
            EvalKind::Pattern(Box::leak(Box::new(weights)))
        }
        None => EvalKind::Tuned,
    };
    let probcut: f32 = raw.get(3).map_or(0.0, |t| t.parse().expect("a confidence"));
    (eval, probcut)
}

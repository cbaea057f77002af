//! The model's behaviour, one file a feature; the helpers here are shared.

mod analysis;
mod editor;
mod game_flow;
mod load;
mod opening;
mod practice;
mod rematch;
mod variation;

use super::describe::{self, event_line, result_key, status_key, turn_key, turn_line};
use super::*;
use outflank_engine::ai::analysis::MoveReview;
use outflank_engine::ai::Rng;
use outflank_engine::{PassRule, Rules};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn humans() -> Settings {
    Settings {
        black: Player::Human,
        white: Player::Human,
        show_legal: true,
        show_stable: false,
        pass_rule: PassRule::Pass,
    }
}

fn vs_computer() -> Settings {
    Settings::first_visit(1)
}

fn new(settings: Settings) -> Model {
    Model::new(Game::default(), settings, 7, Event::Started)
}

/// Each move of `m`'s game reviewed as its own best.
fn reviews_of(m: &Model) -> Vec<MoveReview> {
    m.game()
        .moves()
        .iter()
        .enumerate()
        .map(|(i, &mv)| MoveReview {
            mover: m.game().position_at(i).unwrap().turn,
            played: mv,
            best: mv,
            best_discs: 0,
            played_discs: 0,
            exact: true,
            depth: 0,
        })
        .collect()
}

fn thinking_id(m: &Model) -> u64 {
    match m.phase() {
        Phase::Thinking(t) => t.id,
        other => panic!("not thinking: {other:?}"),
    }
}

/// A deterministic walk through legal moves (a seeded generator picks among them) that
/// contains a pass, found by the engine rather than written by hand.
fn moves_with_a_pass() -> Vec<Move> {
    for seed in 1u64.. {
        let mut rng = Rng::new(seed);
        let mut pos = Position::START;
        let mut moves = Vec::new();
        loop {
            let legal: Vec<Move> = pos.legal_moves(Rules::WOF).collect();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len() as u32) as usize];
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        if moves.contains(&Move::Pass) {
            return moves;
        }
    }
    unreachable!()
}

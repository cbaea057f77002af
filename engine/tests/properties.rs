//! Property tests over random games: the fast code agrees with slow references, and the
//! invariants of the rules hold at every ply. Seeded, so a failure reproduces exactly.

use outflank_engine::movegen::{
    flips_reference, last_flip_count, legal_moves_both, legal_moves_reference,
};
use outflank_engine::perft;
use outflank_engine::stability::{stable_discs_reference, surely_stable};
use outflank_engine::{
    format_moves, parse_moves, Bitboard, Color, Game, Move, Position, Rules, Square, Status,
    Symmetry,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

/// Games per property run (the issue asks for at least 10,000 random games).
const GAMES: u32 = 10_000;

fn config() -> Config {
    Config {
        cases: GAMES,
        rng_seed: RngSeed::Fixed(0x0F1A_2024),
        failure_persistence: None,
        ..Config::default()
    }
}

/// A random game: at each ply the move is `choice % number of legal moves`.
fn play_game(choices: &[u32], rules: Rules) -> Vec<Move> {
    let mut pos = Position::START;
    let mut moves = Vec::new();
    for &c in choices {
        let legal: Vec<Move> = pos.legal_moves(rules).collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[c as usize % legal.len()];
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

fn positions(moves: &[Move]) -> Vec<Position> {
    let mut pos = Position::START;
    let mut out = vec![pos];
    for &mv in moves {
        pos.play_unchecked(mv);
        out.push(pos);
    }
    out
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_games_keep_every_invariant(
        choices in prop::collection::vec(any::<u32>(), 70),
        sym_ply in 0usize..64,
        pass_variant in any::<bool>(),
    ) {
        let rules = if pass_variant { Rules::NO_MOVE_ENDS_GAME } else { Rules::WOF };
        let moves = play_game(&choices, rules);
        let positions = positions(&moves);
        let last = *positions.last().unwrap();
        prop_assert_eq!(last.status(rules), Status::GameOver, "70 plies always finish a game");

        for (i, pos) in positions.iter().enumerate() {
            let (p, o) = (pos.board.player().0, pos.board.opponent().0);
            // Fast move generation and flips equal the slow reference.
            prop_assert_eq!(pos.board.legal_moves().0, legal_moves_reference(p, o));
            prop_assert_eq!(
                legal_moves_both(p, o),
                (legal_moves_reference(p, o), legal_moves_reference(o, p))
            );
            for sq in pos.board.empty() {
                prop_assert_eq!(pos.board.flips(sq).0, flips_reference(p, o, sq.index()));
            }
            // OBF round-trips.
            prop_assert_eq!(Position::from_obf(&pos.to_obf()), Ok(*pos));
            // Fast stability equals the reference.
            prop_assert_eq!(pos.board.stable().0, stable_discs_reference(pos.board));

            if let Some(&mv) = moves.get(i) {
                let mut next = *pos;
                let flipped = next.play_unchecked(mv);
                prop_assert_eq!(next, positions[i + 1]);
                // Disc counts are conserved: the mover gains the flips plus the new disc.
                let mover = pos.turn;
                match mv {
                    Move::Place(_) => {
                        prop_assert!(!flipped.is_empty());
                        prop_assert_eq!(next.count(mover), pos.count(mover) + flipped.count() + 1);
                        prop_assert_eq!(next.count(!mover), pos.count(!mover) - flipped.count());
                    }
                    Move::Pass => {
                        prop_assert!(flipped.is_empty());
                        prop_assert_eq!(pos.status(rules), Status::MustPass);
                        prop_assert_eq!(next.board, pos.board.swapped());
                    }
                }
                // Undo restores the exact position.
                next.undo(mv, flipped);
                prop_assert_eq!(next, *pos);
            }
        }

        // No disc marked stable is ever flipped later in the game; the solver's bound finds
        // at least those, each side's, and none that is flipped either.
        for (i, pos) in positions.iter().enumerate() {
            let stable = pos.board.stable();
            let (p, o) = (pos.board.player().0, pos.board.opponent().0);
            let surely = surely_stable(p, o) | surely_stable(o, p);
            prop_assert_eq!(surely & stable.0, stable.0, "surely_stable missed a stable disc");
            prop_assert_eq!(surely_stable(p, o) & !p, 0);
            for later in &positions[i + 1..] {
                for sq in stable {
                    prop_assert_eq!(later.disc_at(sq), pos.disc_at(sq), "stable {} flipped", sq);
                }
                for sq in outflank_engine::Bitboard(surely) {
                    prop_assert_eq!(later.disc_at(sq), pos.disc_at(sq), "surely stable {} flipped", sq);
                }
            }
        }

        // The notation round-trips, with passes left out and inferred again.
        let text = format_moves(&moves);
        prop_assert_eq!(parse_moves(&text, Position::START, rules), Ok(moves.clone()));
        let spaced: String = moves.iter().map(|m| format!("{} ", m.to_string().to_uppercase())).collect();
        prop_assert_eq!(parse_moves(&spaced, Position::START, rules), Ok(moves.clone()));
        let game = Game::from_moves(Position::START, rules, &text).unwrap();
        prop_assert_eq!(game.position(), last);
        prop_assert_eq!(game.notation(), text);

        // Every symmetry maps legal moves to legal moves and preserves perft.
        let pos = positions[sym_ply.min(positions.len() - 1)];
        let legal = pos.board.legal_moves();
        let base_perft = perft(pos.board, 3);
        for s in Symmetry::ALL {
            let image = s.apply_position(pos);
            prop_assert_eq!(image.board.legal_moves(), s.apply_bitboard(legal));
            for sq in legal {
                prop_assert_eq!(image.board.flips(s.apply_square(sq)), s.apply_bitboard(pos.board.flips(sq)));
            }
            prop_assert_eq!(perft(image.board, 3), base_perft);
            prop_assert_eq!(image.board.hash() == pos.board.hash(), image.board == pos.board);
        }
    }

    #[test]
    fn game_undo_redo_walks_the_record(choices in prop::collection::vec(any::<u32>(), 70), back in 0usize..70) {
        let moves = play_game(&choices, Rules::WOF);
        let all = positions(&moves);
        let mut game = Game::from_moves(Position::START, Rules::WOF, &format_moves(&moves)).unwrap();
        let back = back.min(moves.len());
        for _ in 0..back {
            game.undo();
        }
        prop_assert_eq!(game.position(), all[moves.len() - back]);
        for _ in 0..back {
            game.redo();
        }
        prop_assert_eq!(game.position(), all[moves.len()]);
        prop_assert!(game.redo().is_none());
    }
}

proptest! {
    #![proptest_config(Config { cases: 2_000, ..config() })]

    /// A game's record reads back to the same game, whether it starts from the standard
    /// position or from any position reached in a random game (set up as the start).
    #[test]
    fn records_read_back_to_the_same_game(
        choices in prop::collection::vec(any::<u32>(), 70),
        split in 0usize..70,
        pass_variant in any::<bool>(),
    ) {
        let rules = if pass_variant { Rules::WOF } else { Rules { pass_rule: outflank_engine::PassRule::GameOver } };
        let mut moves = play_game(&choices, rules);
        // A record leaves passes out; one at the very end has nothing after it to infer it from.
        while moves.last() == Some(&Move::Pass) {
            moves.pop();
        }
        let all = positions(&moves);
        let split = split.min(moves.len());
        let from_start = Game::from_moves(Position::START, rules, &format_moves(&moves)).unwrap();
        prop_assert_eq!(Game::from_record(&from_start.record(), rules), Ok(from_start));
        let mut set_up = Game::new(all[split], rules);
        for &mv in &moves[split..] {
            set_up.try_play(mv).unwrap();
        }
        let record = set_up.record();
        prop_assert_eq!(Game::from_record(&record, rules), Ok(set_up));
    }
}

proptest! {
    #![proptest_config(config())]

    /// The last move's flip count agrees with the reference's flips on random full boards
    /// (one empty square, every other disc the player's or the opponent's).
    #[test]
    fn last_flip_count_matches_the_reference(p in any::<u64>(), sq in 0usize..64) {
        let p = p & !(1u64 << sq);
        let o = !p & !(1u64 << sq);
        prop_assert_eq!(last_flip_count(p, sq), flips_reference(p, o, sq).count_ones());
        prop_assert_eq!(last_flip_count(o, sq), flips_reference(o, p, sq).count_ones());
    }
}

#[test]
fn a_game_with_a_forced_pass_infers_it() {
    // Search the random-game space deterministically for a game containing a pass.
    let mut rng = outflank_engine::ai::Rng::new(1);
    let moves = loop {
        let choices: Vec<u32> = (0..70).map(|_| rng.below(u32::MAX)).collect();
        let moves = play_game(&choices, Rules::WOF);
        if moves.contains(&Move::Pass) {
            break moves;
        }
    };
    let text = format_moves(&moves);
    assert!(!text.contains("pass"));
    let parsed = parse_moves(&text, Position::START, Rules::WOF).unwrap();
    assert_eq!(parsed, moves);
    // The explicit form is accepted too.
    let explicit: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    assert_eq!(
        parse_moves(&explicit.join(" "), Position::START, Rules::WOF).unwrap(),
        moves
    );
    // Under the variant rule the same list ends at the first pass.
    let first_pass = moves.iter().position(|m| *m == Move::Pass).unwrap();
    let err = parse_moves(&text, Position::START, Rules::NO_MOVE_ENDS_GAME).unwrap_err();
    assert_eq!(err.move_number, first_pass + 1);
}

#[test]
fn square_and_colour_helpers_agree() {
    let pos = Position::START;
    assert_eq!(
        pos.discs(Color::Black),
        Bitboard::from_iter(["d5", "e4"].map(|s| s.parse::<Square>().unwrap()))
    );
}

//! The saved form of a game in progress, so that a reload resumes it.
//!
//! `v1;rule=pass;ply=3;moves=f5d6passc3`: every recorded move in order, passes written out
//! (so the game replays exactly, whatever the rule), and the undo cursor. Moves are
//! replayed under the WOF rules, which accept written passes, and the saved rule is set
//! afterwards: a game played under "the game is over" never contains a pass.

use super::settings::{pass_rule_from_key, pass_rule_key};
use outflank_engine::{parse_moves, Game, Position, Rules};

/// The version tag at the start of every saved game.
const VERSION: &str = "v1";

/// One line of text that [`decode`] turns back into the same game.
pub fn encode(game: &Game) -> String {
    let moves: String = game.all_moves().iter().map(|m| m.to_string()).collect();
    format!(
        "{VERSION};rule={};ply={};moves={moves}",
        pass_rule_key(game.rules().pass_rule),
        game.ply()
    )
}

/// Reads [`encode`]; the error says what is wrong.
pub fn decode(text: &str) -> Result<Game, String> {
    let mut parts = text.trim().splitn(4, ';');
    if parts.next() != Some(VERSION) {
        return Err("the saved game has an unknown format".to_string());
    }
    let mut field = |name: &str| -> Result<String, String> {
        let part = parts.next().unwrap_or("");
        part.strip_prefix(name)
            .and_then(|p| p.strip_prefix('='))
            .map(str::to_string)
            .ok_or_else(|| format!("the saved game lacks '{name}'"))
    };
    let rule = field("rule")?;
    let ply = field("ply")?;
    let moves = field("moves")?;
    let rule = pass_rule_from_key(&rule).ok_or_else(|| format!("unknown rule '{rule}'"))?;
    let ply: usize = ply
        .parse()
        .map_err(|_| format!("'{ply}' is not a move number"))?;
    let replayed = parse_moves(&moves, Position::START, Rules::WOF)
        .map_err(|e| format!("the saved moves are not a legal game: {e}"))?;
    let mut game = Game::new(Position::START, Rules::WOF);
    for mv in replayed {
        // parse_moves checked every move against the position it was played in.
        game.try_play(mv).map_err(|e| e.to_string())?;
    }
    if !game.go_to(ply) {
        return Err(format!(
            "move {ply} is past the end of the saved game ({} moves)",
            game.all_moves().len()
        ));
    }
    game.set_rules(Rules { pass_rule: rule });
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use outflank_engine::{Move, PassRule};

    #[test]
    fn round_trips_with_passes_and_redo() {
        // A game that contains a pass, from the engine: always play the last legal move.
        let mut game = Game::new(Position::START, Rules::WOF);
        let mut saw_pass = false;
        loop {
            let pos = game.position();
            let Some(mv) = pos.legal_moves(Rules::WOF).last() else {
                break;
            };
            saw_pass |= mv == Move::Pass;
            game.try_play(mv).unwrap();
        }
        game.undo();
        game.undo();
        game.set_rules(Rules {
            pass_rule: PassRule::GameOver,
        });
        let text = encode(&game);
        let back = decode(&text).unwrap();
        assert_eq!(back, game, "{text}");
        assert_eq!(back.ply(), game.ply());
        assert_eq!(back.all_moves(), game.all_moves());
        // The walk above is deterministic; it is only a good test if it contains a pass.
        assert!(saw_pass, "{text}");
    }

    #[test]
    fn damage_is_reported() {
        assert_eq!(
            decode("v2;rule=pass;ply=0;moves=").unwrap_err(),
            "the saved game has an unknown format"
        );
        assert_eq!(
            decode("v1;rule=sometimes;ply=0;moves=").unwrap_err(),
            "unknown rule 'sometimes'"
        );
        assert_eq!(
            decode("v1;rule=pass;moves=f5").unwrap_err(),
            "the saved game lacks 'ply'"
        );
        assert_eq!(
            decode("v1;rule=pass;ply=3;moves=f5").unwrap_err(),
            "move 3 is past the end of the saved game (1 moves)"
        );
        assert!(decode("v1;rule=pass;ply=1;moves=a1")
            .unwrap_err()
            .starts_with("the saved moves are not a legal game: move 1"));
        let g = decode("v1;rule=pass;ply=1;moves=f5d6").unwrap();
        assert_eq!(g.ply(), 1);
        assert!(g.can_redo());
    }
}

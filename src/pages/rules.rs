//! The rules of Othello in our own words, with board diagrams that the engine computes
//! (see [`crate::pages::rules_diagrams`]).
//!
//! The page is static prose around the diagrams, so it is written as markup by
//! [`rules_html`] at build time (see [`crate::pages::static_pages`]) rather than built as a
//! tree of components: the words travel as compact text instead of as code.

use super::diagram::figure_html;
use super::rules_diagrams::{
    broken_line, game_end, legal_moves, pass, several_directions, start, wipe_out, Diagram,
};

fn pair((a, b): (Diagram, Diagram)) -> String {
    format!(
        r#"<div class="diagram-pair">{}{}</div>"#,
        figure_html(&a),
        figure_html(&b)
    )
}

/// Opens a section with its heading.
fn section(out: &mut String, id: &str, title: &str) {
    out.push_str(&format!(
        r#"<section aria-labelledby="{id}"><h2 id="{id}">{title}</h2>"#
    ));
}

/// The page's content after its title: every section with its diagrams.
pub fn rules_html() -> String {
    let mut out = String::with_capacity(40_000);
    section(&mut out, "rules-board", "The board and the discs");
    out.push_str(
        "<p>Othello is played by two people, Black and White, on a board of 8 by 8 squares. \
         The columns are named a to h from left to right and the rows 1 to 8 from top to \
         bottom, so a1 is the top-left corner and h8 the bottom-right one. Every disc is \
         black on one side and white on the other; a disc shows the colour of the player \
         who owns it, and changes owner when it is turned over.</p></section>",
    );

    section(&mut out, "rules-start", "The start");
    out.push_str(
        "<p>The game starts with four discs in the centre: White on d4 and e5, Black on d5 \
         and e4. Black plays first, then the players take turns.</p>",
    );
    out.push_str(&figure_html(&start()));
    out.push_str("</section>");

    section(&mut out, "rules-moves", "Making a move");
    out.push_str(
        "<p>On your turn, put one disc of your colour on an empty square so that it \
         <em>outflanks</em> your opponent: in a straight line from the new disc (across, up \
         or down, or diagonally) there must be one or more of the opponent’s discs, with no \
         empty square between them, and then one of your own discs. A square where that \
         happens in no direction is not a legal move.</p>",
    );
    out.push_str(&figure_html(&legal_moves()));
    out.push_str("</section>");

    section(
        &mut out,
        "rules-flips",
        "Flipping, in every direction at once",
    );
    out.push_str(
        "<p>Every line of the opponent’s discs that the new disc outflanks is turned over to \
         your colour, in all eight directions at once. A line that does not end in one of \
         your discs is not outflanked and stays as it is.</p>",
    );
    out.push_str(&pair(several_directions()));
    out.push_str("</section>");

    section(&mut out, "rules-gaps", "An empty square breaks the line");
    out.push_str(
        "<p>The outflanked discs must be unbroken. If an empty square comes before your own \
         disc, the line stops there: the disc beyond the gap does not count, and nothing in \
         that line is flipped.</p>",
    );
    out.push_str(&pair(broken_line()));
    out.push_str("</section>");

    section(&mut out, "rules-pass", "No move? Pass");
    out.push_str(
        "<p>If you have at least one legal move, you must play one. If you have none, you \
         pass, and your opponent moves again. Outflank shows a pass on the board before \
         play goes on.</p>",
    );
    out.push_str(&figure_html(&pass()));
    out.push_str(
        "<p class=\"page-note\">Outflank also offers the rule of an older browser game: “the \
         game ends at once when a player has no move”. Under that option, the position \
         above would end the game. You can choose it in the options.</p></section>",
    );

    section(&mut out, "rules-end", "The end and the score");
    out.push_str(
        "<p>The game ends when neither player can move: usually when the board is full, \
         sometimes earlier. The player with more discs wins; equal counts are a draw. In \
         the World Othello Federation’s scoring, which Outflank uses, any empty squares left \
         go to the winner, and a draw is 32 to 32.</p>",
    );
    out.push_str(&figure_html(&game_end()));
    out.push_str("<p>A game can also end early when one player loses every disc: a wipe-out.</p>");
    out.push_str(&figure_html(&wipe_out()));
    out.push_str("</section>");

    section(&mut out, "rules-notation", "Writing games down");
    out.push_str(
        "<p>A game is written as its moves in order, each one a square: \
         <code>f5 d6 c3 d3 c4</code> (spaces are optional). A pass may be written \
         <code>pass</code> or left out, since it is forced. A position can be written as 64 \
         characters for the squares a1, b1, … h8, row by row (<code>X</code> black, \
         <code>O</code> white, <code>-</code> empty), then the side to move: this is the \
         OBF form used by many Othello programs. Outflank’s move list shows the first \
         form, and “Paste game” accepts both.</p></section>",
    );

    section(&mut out, "rules-tips", "A few tips");
    out.push_str(
        "<ul><li>Corners can never be flipped. A disc that can never be flipped is called \
         <em>stable</em>, and stable discs are worth much more than many discs that will \
         soon change colour; tick “Show stable discs” to see them ringed on the board.          </li><li>“Evaluate the game” draws who was ahead after every move, so you can          find the move where a game turned.</li><li>Be careful with the squares next to an empty corner \
         (b2, g2, b7 and g7 most of all): playing there often hands the corner to your \
         opponent.</li><li>In the middle of the game, having fewer discs and more possible \
         moves is often better than having many discs: the player who runs out of good \
         moves has to make bad ones.</li></ul></section>",
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks that every element is closed in order (void elements aside).
    fn check_well_formed(html: &str) {
        let mut stack: Vec<String> = Vec::new();
        let mut rest = html;
        while let Some(start) = rest.find('<') {
            let end = rest[start..].find('>').expect("unclosed tag") + start;
            let tag = &rest[start + 1..end];
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(
                    stack.pop().as_deref(),
                    Some(name),
                    "before {}",
                    &rest[..end]
                );
            } else if !tag.ends_with('/') {
                let name: String = tag.chars().take_while(|c| c.is_alphanumeric()).collect();
                stack.push(name);
            }
            rest = &rest[end + 1..];
        }
        assert!(stack.is_empty(), "unclosed {stack:?}");
    }

    #[test]
    fn the_page_is_well_formed_and_holds_every_diagram() {
        let html = rules_html();
        check_well_formed(&html);
        for id in [
            "start",
            "legal-moves",
            "several-before",
            "several-after",
            "broken-line",
            "unbroken-line",
            "pass",
            "game-end",
            "wipe-out",
        ] {
            assert_eq!(
                html.matches(&format!(r#"data-diagram="{id}""#)).count(),
                1,
                "{id}"
            );
        }
        assert_eq!(html.matches("<figure").count(), 9);
        assert_eq!(html.matches(r#"role="img""#).count(), 9);
    }

    #[test]
    fn every_section_is_labelled_by_its_heading() {
        let html = rules_html();
        let sections = html.matches("<section ").count();
        assert_eq!(sections, 9);
        let mut rest = html.as_str();
        while let Some(i) = rest.find(r#"<section aria-labelledby=""#) {
            rest = &rest[i + 26..];
            let id = &rest[..rest.find('"').unwrap()];
            assert!(rest.contains(&format!(r#"<h2 id="{id}">"#)), "{id}");
        }
    }

    #[test]
    fn the_prose_states_the_rules_the_diagrams_show() {
        let html = rules_html();
        for words in [
            "White on d4 and e5, Black on d5 and e4",
            "Black plays first",
            "in all eight directions at once",
            "the disc beyond the gap does not count",
            "If you have none, you pass",
            "any empty squares left go to the winner",
            "a draw is 32 to 32",
        ] {
            assert!(html.contains(words), "{words}");
        }
    }
}

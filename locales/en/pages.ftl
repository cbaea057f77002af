### The static pages' words in English (the rules with their diagrams, About), read by
### `cargo run -p outflank --example static-pages`, which writes one page per language.
### The catalog is read after main.ftl and characters.ftl: it may name their messages
### (`{ analyze-game }`) and terms (`{ -black }`). Text may hold markup (<em>, <code>).

## The rules page

rules-board-title = The board and the discs
rules-board = Othello is played by two people, { -black } and { -white }, on a board of 8 by 8 squares. The columns are named a to h from left to right and the rows 1 to 8 from top to bottom, so a1 is the top-left corner and h8 the bottom-right one. Every disc is black on one side and white on the other; a disc shows the colour of the player who owns it, and changes owner when it is turned over.
rules-start-title = The start
rules-start = The game starts with four discs in the centre: { -white } on d4 and e5, { -black } on d5 and e4. { -black } plays first, then the players take turns.
rules-moves-title = Making a move
rules-moves = On your turn, put one disc of your colour on an empty square so that it <em>outflanks</em> your opponent: in a straight line from the new disc (across, up or down, or diagonally) there must be one or more of the opponent’s discs, with no empty square between them, and then one of your own discs. A square where that happens in no direction is not a legal move.
rules-flips-title = Flipping, in every direction at once
rules-flips = Every line of the opponent’s discs that the new disc outflanks is turned over to your colour, in all eight directions at once. A line that does not end in one of your discs is not outflanked and stays as it is.
rules-gaps-title = An empty square breaks the line
rules-gaps = The outflanked discs must be unbroken. If an empty square comes before your own disc, the line stops there: the disc beyond the gap does not count, and nothing in that line is flipped.
rules-pass-title = No move? Pass
rules-pass = If you have at least one legal move, you must play one. If you have none, you pass, and your opponent moves again. Outflank shows a pass on the board before play goes on.
rules-pass-option = Outflank also offers the rule of an older browser game: “the game ends at once when a player has no move”. Under that option, the position above would end the game. You can choose it in the settings.
rules-end-title = The end and the score
rules-end = The game ends when neither player can move: usually when the board is full, sometimes earlier. The player with more discs wins; equal counts are a draw. In the World Othello Federation’s scoring, which Outflank uses, any empty squares left go to the winner, and a draw is 32 to 32.
rules-wipe-out = A game can also end early when one player loses every disc: a wipe-out.
rules-notation-title = Writing games down
rules-notation = A game is written as its moves in order, each one a square: <code>f5 d6 c3 d3 c4</code> (spaces are optional). A pass may be written <code>pass</code> or left out, since it is forced. A position can be written as 64 characters for the squares a1, b1, … h8, row by row (<code>X</code> black, <code>O</code> white, <code>-</code> empty), then the side to move: this is the OBF form used by many Othello programs. Outflank’s move list shows the first form, and “{ paste-game }” accepts both.
rules-tips-title = A few tips
rules-tip-stable = Corners can never be flipped. A disc that can never be flipped is called <em>stable</em>, and stable discs are worth much more than many discs that will soon change colour; tick “{ show-stable }” to see them ringed on the board.
rules-tip-review = “{ analyze-game }” draws who was ahead after every move, so you can find the move where a game turned.
rules-tip-corners = Be careful with the squares next to an empty corner (b2, g2, b7 and g7 most of all): playing there often hands the corner to your opponent.
rules-tip-mobility = In the middle of the game, having fewer discs and more possible moves is often better than having many discs: the player who runs out of good moves has to make bad ones.

## The rules page's diagrams: their captions, and the pictures' accessible names

# The last two items of a list of squares: "d3, c4 and f5" ($rest: the others, joined by list-separator).
list-and = { $rest } and { $last }
# An empty list of squares.
list-none = none
diagram-start = The start: two discs each in the centre. { -black } moves first.
# $moves: the opening's moves, "f5 d6 c3 d3 c4".
diagram-legal-moves = After { $moves }, { $side } may play on any of the { NUMBER($count) } marked squares: { $squares }.
diagram-several-before = { $side } plays { $square }…
# $groups: each direction's flipped discs, "e4 and f4 (east)", listed.
diagram-several-after = …and flips { NUMBER($discs) } discs in { NUMBER($directions) } directions: { $groups }.
diagram-direction-group = { $squares } ({ $direction })
direction-north = north
direction-north-east = north-east
direction-east = east
direction-south-east = south-east
direction-south = south
direction-south-west = south-west
direction-west = west
direction-north-west = north-west
diagram-broken-line = { $side } cannot play { $square }: the empty square { $gap } breaks the line, so nothing is outflanked.
diagram-unbroken-line = With a { $side } disc on { $gap } instead, { $square } is legal and would flip { $squares }.
diagram-pass = { $side } to move has no legal move, so { $side } passes and { $other } plays again (the marked squares: { $squares }).
# $score: diagram-score-shared or diagram-score-won.
diagram-game-end = Neither side can move, with { NUMBER($empties) } squares empty. { -black } has { NUMBER($black) } discs and { -white } { NUMBER($white) }. { $score }
diagram-score-shared = { $outcome }: the empty squares are shared.
diagram-score-won = { $empties ->
    [one] The empty square counts for the winner: { $outcome }.
   *[other] The { $empties } empty squares count for the winner: { $outcome }.
}
diagram-wipe-out = After only { NUMBER($count) } moves ({ $moves }), { -white } has no discs left and the game is over: { NUMBER($black) } discs to 0, with { NUMBER($empties) } empty squares, scores { $outcome }.
describe-side = { $side } has { $count ->
    [one] 1 disc
   *[other] { $count } discs
} on { $squares }
describe-side-none = { $side } has no discs
describe-to-move = { $side } to move
mark-legal = Legal moves marked: { $squares }
mark-target = About to be played: { $squares }
mark-placed = Just played: { $squares }
mark-flipped = Flipped discs ringed: { $squares }
mark-illegal = Crossed out, not a legal move: { $squares }
mark-gap = The gap: { $squares }
mark-won-empty = Empty squares counted for the winner: { $squares }

## The About page

about-intro = Outflank { $version } is Othello for the browser: play a friend on one device or one of the computer’s characters, on a phone or a desktop, online or off. It is written in Rust and runs as WebAssembly; the computer thinks in a background worker so the page never freezes.
about-own = Everything you see and hear is made by Outflank’s own code: the board, the characters’ portraits and the diagrams are drawn as vector graphics, and every sound is synthesised as you play. There are no image, font or sound files from anyone else, and no real people are portrayed.
about-free = Outflank itself is free software under the licence { $licence }.
about-crates-title = Open-source software inside
about-crates = Outflank is built on { NUMBER($count) } open-source Rust crates, compiled into the app and its worker. Thank you to their authors. Tools that only run while building (Rust’s procedural macros) are not part of the app and are not listed.
# $licence: a licence's name (marked up).
about-licence-count = { $licence }: { $count ->
    [one] 1 crate
   *[other] { $count } crates
}
about-table-label = Crates and their licences
about-table-caption = Crates compiled into Outflank, with their licences
about-column-crate = Crate
about-column-version = Version
about-column-licence = Licence
about-column-authors = Authors
about-mit-title = The MIT licence
about-mit-intro = Most of these crates may be used under the MIT licence (many offer Apache-2.0 as an alternative). Its terms, which apply to each crate with the copyright of its authors named above:

## The web app's manifest (an installed app's description, where the platform shows it)

manifest-description = Othello (Reversi) against the computer or a friend, on phones and desktops, online or off.

### Outflank's words in English: the built-in catalog, and the one every other language
### is checked against (the same messages with the same placeholders).
### How to add a message or a language: docs/i18n.md. Othello's terms: docs/i18n-glossary.md.

-black = Black
-white = White

## The colours, as names and as words in a sentence

black = { -black }
white = { -white }
black-word = black
white-word = white

## Who plays: the score cards and the sentences

you = You
human = Human
computer = Computer
# The possessive of the human against a computer ("your 38 discs").
your = your
# The possessive of a named player ("Bramble's 59 discs").
possessive = { $name }'s

## Sentences: a full stop, and what stands between two sentences

sentence = { $text }.
sentence-gap = {" "}

## What just happened (the live region, without a full stop)

editing-board = Editing the board
new-game = New game
new-game-kept = New game started — Undo brings the last one back
game-resumed = Game resumed at move { NUMBER($move) }
position-set-up = Position set up
position-set-up-kept = Position set up — Undo brings the last one back
loaded-moves = Loaded { $count ->
    [one] 1 move
   *[other] { $count } moves
}
loaded-moves-kept = Loaded { $count ->
    [one] 1 move
   *[other] { $count } moves
} — Undo brings the last one back
you-played = You played { $square }, flipping { NUMBER($flipped) }
played = { $who } played { $square }, flipping { NUMBER($flipped) }
you-pass = You have no legal move and pass
passes = { $who } has no legal move and passes
took-back = Took back to move { NUMBER($move) }
replayed = Replayed to move { NUMBER($move) }
restored = Brought back the game you left, at move { NUMBER($move) }
not-legal = { $square } is not a legal move
back-to-game-at = Back to the game at move { NUMBER($move) }
copied-game = Copied the game
copy-refused = Copying was refused: the game is selected, copy it by hand

## Whose turn it is, or the result (without a full stop)

editor-to-move = { $colour } to move in it
game-over = Game over: { $result }
is-thinking = { $who } is thinking
cannot-move = { $who } cannot move: { $reason }
your-move = Your move, { NUMBER($black) }–{ NUMBER($white) }
to-move = { $who } to move, { NUMBER($black) }–{ NUMBER($white) }
variation-from = Variation from move { NUMBER($move) }: { $line }
blocked-ends-game = { $colour } has no legal move, which ends the game

## The result

you-win = You win { NUMBER($won) }–{ NUMBER($lost) }
you-lost = You lost { NUMBER($lost) }–{ NUMBER($won) }
wins = { $who } wins { NUMBER($won) }–{ NUMBER($lost) }
draw = A draw, { NUMBER($black) }–{ NUMBER($white) }
result-with-empties = { $headline } ({ $whose } { $discs ->
    [one] 1 disc
   *[other] { $discs } discs
} + { $empty ->
    [one] 1 empty square
   *[other] { $empty } empty squares
})
draw-with-empties = { $headline } ({ $discs ->
    [one] 1 disc
   *[other] { $discs } discs
} each + half of the { $empty ->
    [one] 1 empty square
   *[other] { $empty } empty squares
})

## The review's sentences

review-best = Move { NUMBER($move) }, { $square }: best, { $value }
review-best-exact = Move { NUMBER($move) }, { $square }: best, { $value }, exact
review-loss = Move { NUMBER($move) }, { $square }: { $loss }; best { $best }, { $value }
review-loss-exact = Move { NUMBER($move) }, { $square }: { $loss }; best { $best }, { $value }, exact
loss-best = best
lost-discs = lost { $loss ->
    [one] 1 disc
   *[other] { $loss } discs
}
lost-inaccuracy = lost { $loss ->
    [one] 1 disc
   *[other] { $loss } discs
}, an inaccuracy
lost-mistake = lost { $loss ->
    [one] 1 disc
   *[other] { $loss } discs
}, a mistake
lost-blunder = lost { $loss ->
    [one] 1 disc
   *[other] { $loss } discs
}, a blunder
review-done = Review done: { -black } lost { $black ->
    [one] 1 disc
   *[other] { NUMBER($black) } discs
} in { $black_mistakes ->
    [one] 1 mistake
   *[other] { $black_mistakes } mistakes
}, { -white } { NUMBER($white) } in { NUMBER($white_mistakes) }

## A square's accessible name, in parts joined by commas

square-empty = empty
square-legal = legal move
square-last = last move
square-stable = stable
square-best = best move
square-line-step = move { NUMBER($step) } of the best line
square-value = { $value } { $discs ->
    [one] disc
   *[other] discs
}
square-exact = exact
list-separator = ,{" "}

## The board and the score cards

board = Board
banner-passes = { $colour } passes
card-discs = { $count ->
    [one] disc
   *[other] discs
}
card-points = { $count ->
    [one] point
   *[other] points
}
choose-opponent-label = { $colour }: { $name }. Choose your opponent
opening-label = Opening:{" "}

## The buttons and the settings

game-controls = Game controls
button-new-game = New game
title-new-game = New game (N): Undo brings this one back
button-undo = Undo
title-undo = Undo (U)
button-redo = Redo
title-redo = Redo (R)
button-hint = Hint
button-hint-pending = Thinking…
title-hint = Hint (H): each move's value in discs, the best ringed
button-move-now = Move now
title-move-now = Move now (M): the computer plays its best move so far
button-edit-board = Edit board
title-edit-board = Edit board (E): set up any position and play on from it
button-save = Save
title-save = Save (S)
button-load = Load
title-load = Load (O)
saved-game-file = Saved game file
ask-again = Ask the computer again
settings = Settings
language-label = Language
show-legal = Show legal moves
show-stable = Show stable discs
sound = Sound
animation = Animation
cores = Cores
cores-automatic = Automatic
changes-apply = Changes apply from the next move or new game.
pass-rule = If a player has no legal move
pass-rule-pass = they pass (the usual rule)
pass-rule-game-over = the game ends
human-about = Played on this device: tap or click a square.
details = Details
player-in-rematch = { $colour } in the rematch

## The move list and the review's button

moves-title = Moves
no-moves = No moves yet.
moves-played = Moves played
notation-label = The game in notation
copy = Copy
copied = Copied
title-ggf = Copy the game as a GGF record (Paste game reads it back)
game-to-paste = Game to paste
paste-placeholder = Paste a game: moves (f5d6c3…), a position or GGF
paste-game = Paste game
analyze-game = Analyze the game
title-analyze = Every move against the best move (the thresholds are in the help)
analyzing = Analyzing: { NUMBER($done) } of { $total ->
    [one] 1 move
   *[other] { $total } moves
}

## The computer's thinking

thinking-panel = The computer's thinking
thinking-toggle = Thinking
thinking-idle = Its best move, value and line show here while it thinks.
thinking-best = Best so far: { $move }
thinking-starting = Starting…
thinking-value = Value: { $value } { $discs ->
    [one] disc
   *[other] discs
}
thinking-depth = Depth: { NUMBER($depth) }
thinking-win-rate = Win rate: { NUMBER($percent) }% ({ $visits } visits)
thinking-playouts = Playouts: { $count }
thinking-solving = Solving { $empties ->
    [one] 1 empty square
   *[other] { $empties } empties
} exactly
thinking-nodes-rate = { $count } nodes/s
thinking-playouts-rate = { $count } playouts/s
thinking-line = Line: { $line }

## The chooser of opponents

choose-your-opponent = Choose your opponent
rating-first-timer = {" "}(everybody starts at 1000, a first-timer's strength).
rating-after-games = {" "}after { $games ->
    [one] 1 game
   *[other] { $games } games
}.
start-again = Start again at 1000
close = Close
# A level's strength and rating: "Club · 1620".
strength-line = { $strength } · { NUMBER($rating) }
strength-beginner = Beginner
strength-casual = Casual
strength-club = Club
strength-strong = Strong
strength-expert = Expert
strength-master = Master
strength-world = World class

## A level's technical details (under "Details"), made from its settings: the parts that
## apply, joined by list-separator. $temperature and $playouts are numbers already written
## in the language's way (8.4, 32,000).

level-details-depth = alpha-beta { $depth ->
    [one] 1 ply
   *[other] { $depth } plies
}
level-details-softmax = softmax at { $temperature } discs
level-details-endgame = { $temperature } in the endgame
level-details-max-loss = never a move { NUMBER($loss) } discs below the best
level-details-exact = exact from { NUMBER($empties) } empty squares
level-details-playouts = a tree search of { $playouts } random games or { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
} a move
level-details-guided = a tree search guided by the learned evaluation
level-details-deepening = alpha-beta searching deeper until its time is up, with the learned evaluation and selective search
level-details-time = about { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
} a move
# A move's time under a second: $seconds is a decimal number (0.2).
level-details-time-fraction = about { $seconds } seconds a move

## The review's chart, totals and browsing

review-loss-black = Loss in discs: { -black }{" "}
review-loss-white = , { -white }{" "}
margin-draw-solved = a draw (solved)
margin-even = even
margin-wins-solved = { $colour } wins by { $by ->
    [one] 1 disc
   *[other] { $by } discs
} (solved)
margin-ahead = { $colour } ahead by about { $by ->
    [one] 1 disc
   *[other] { $by } discs
}
chart-label = Value for { -black } after each of { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}; after the last, { $margin }; below it, each player's loss so far. Arrow keys go from move to move.
chart-scale-black = { -black } +32
chart-scale-white = { -white } +32
chart-loss-legend = Loss so far: { -black } ━ { -white } ┅
chart-ahead-legend = { -black } ahead ↑ · { -white } ahead ↓ (discs at the end)
review-hint = A move of the list shows its position; another move played there tries a variation.
browse-previous = Previous
browse-next = Next
variation-kept = A variation from move { NUMBER($move) }; the game as played is kept.
best-line = Best line:
show-line = Show the line

## The board editor

editor-title = Edit board
editor-help = Click or tap a square (or press Enter on it) to make it empty, black or white, then play on from the position you set up.
editor-turn = To move
editor-start = Start position
editor-clear = Clear
editor-play = Play from here

## The result panel and the ladder

your-rating-label = Your rating:{" "}
suggest-stronger = You won: ready for a stronger opponent?
suggest-easier = Two losses in a row: an easier opponent?
try-next = Try { $name } next?
play-again = Play again
title-play-again = A new game at once, with the colours swapped
rematch-options = Rematch options
title-rematch-options = Choose who plays each colour and the rule first
farewell = { $name }: “{ $line }”

## The rematch's options

rematch = Rematch
rematch-computer-lost = Choose who plays each colour in the rematch, and its rule.
rematch-you-lost = You lost, so you choose the rematch’s options.
rematch-colour-lost = { $colour } lost, so { $colour } chooses the rematch’s options.
rematch-draw = A draw: either of you chooses the rematch’s options.
start-rematch = Start rematch
cancel = Cancel

## Pages

# The page's title (the browser's tab).
page-title = Outflank · Othello
back-to-game = Back to the game
rules-title = How to play Othello
about-title = About Outflank
loading = Loading…
page-failed = This page could not be loaded. Check the connection and try again.

nav-more = More
nav-rules = Rules
nav-about = About
nav-help = Help

## Notices and errors

# The browser's own reason goes to the console, not to the player.
could-not-save = Could not save the game: the browser did not make the file.
could-not-load = Could not load the game: { $reason }.
could-not-load-ggf = Could not load the GGF record: { $reason }
could-not-set-up = Could not set up the position: { $reason }
could-not-load-moves = Could not load the moves: { $reason }
language-unavailable = { $language } could not be loaded ({ $reason }); check the connection and pick it again.
# Why (after language-unavailable).
catalog-unreachable = its file could not be fetched
catalog-damaged = its file is damaged
rating-unreadable = Your rating could not be read ({ $reason }); it starts again at 1000. The old record is kept under “{ $key }” in this site's storage.
# Why (after rating-unreadable); $field is the record's own key (games, lastScore, …), as it is.
standing-not-a-record = it is not a rating record of this app
standing-newer-version = it was written by a newer version of Outflank (record version { NUMBER($version) })
standing-missing = the field "{ $field }" is missing
standing-wrong = the field "{ $field }" holds a value that is not valid
standing-unknown = the field "{ $field }" is not one this version knows
save-unreadable = The saved game could not be restored ({ $reason }); a new game has started. The old record is kept under “{ $key }” in this site's storage.
old-version-save = A game saved by an earlier version of Outflank cannot be resumed by this one; a new game has started. The old record is kept under “{ $key }” in this site's storage.
dismiss = Dismiss message


## Why a pasted game or a position is refused (after could-not-load-moves and its kin):
## what is wrong, and where

# Where in a move list: the move's number and the character's.
paste-at-move = move { NUMBER($move) } (character { NUMBER($char) }): { $what }
paste-unexpected-char = unexpected character '{ $char }'
paste-bad-row = '{ $square }' is not a square (row must be 1-8)
paste-truncated = the move list ends in the middle of a move
paste-illegal = { $square } is not a legal move for { $colour }
paste-pass-with-moves = { $colour } cannot pass while a move is possible
paste-after-game-over = the game is already over
# Where in an OBF position: the character's number.
obf-at = character { NUMBER($char) }: { $what }
obf-too-short = the board has { NUMBER($count) } squares and ends here, it needs 64 (a1..h8)
obf-too-long = the board has { NUMBER($count) } squares, it needs 64 (a1..h8); the 65th is here
obf-bad-square = '{ $char }' is not a square (X or * black, O white, - or . empty)
obf-missing-side = the side to move (X or O) is missing after the board
obf-bad-side = the side to move must be X or O, not '{ $char }'
obf-trailing = unexpected '{ $char }' after the side to move (comments start with ;)
ggf-not-a-game = a GGF game starts with (;
ggf-bad-board = the board BO[...] is missing or is not an 8x8 board of 64 squares and the side to move
ggf-unclosed = { $name }[ has no closing ]
ggf-bad-move = move { NUMBER($move) }: '{ $text }' is not a square or PA
ggf-wrong-colour = move { NUMBER($move) }: it is not { $colour }'s turn
ggf-illegal = move { NUMBER($move) } ({ $square }): { $why }
illegal-occupied = { $square } is already occupied
illegal-no-flips = { $square } flips no disc
illegal-pass = cannot pass while a move is possible
illegal-game-over = the game is over
# A board set up in the editor that nobody can play from.
unplayable = This position cannot be played: { $reason }.
unplayable-empty = the board is empty, so neither side can move
unplayable-full = every square is taken, so the game is already over
unplayable-one-colour = only { $colour } has discs on the board, so neither side can move
unplayable-no-moves = neither { -black } nor { -white } has a legal move
# A saved game named a level this version does not have.
level-substituted = { $colour } was computer level { NUMBER($level) }, which this version of Outflank does not have: { $name }, the nearest level, plays instead.


## The help

help-title = Help
help-playing = Playing
help-tap = Tap (or click) a square with a dot to play there: the dots show where the side to move may play. A tap on another square says why it is not a move.
help-undo = { button-undo } takes back your last move. It also brings back a game you left with { button-new-game }, { paste-game }, { button-load }, { play-again } or the board editor.
help-play-again = At the end, { play-again } starts a new game at once with the colours swapped; { rematch-options } lets you choose the players and the rule first.
help-shortcuts = Keyboard shortcuts
# Two keys that do the same: "U or Ctrl+Z".
help-kbd-or = { $first } or { $second }
help-kbd-arrows = Arrows, Enter
help-key-hint = { button-hint }: each move’s value in discs (the final disc difference it leads to), the best ringed
help-key-move-now = { button-move-now }: the computer plays its best move so far
help-key-edit = { button-edit-board }: set up a position and play on from it
help-key-save = Save the game to a file
help-key-load = Load a game from a file
help-key-players = Choose who plays { -black } / { -white }
help-key-legal = Show or hide legal moves
help-key-jump = Jump to the next / previous legal square
help-key-help = This help
help-key-board = Move over the board and play
help-tab = Every control can also be reached with Tab and used with Enter or Space.
help-analyze = Every move is compared with the best move: exact from 18 empty squares, an 8-ply search before. A move that loses 2 to 5 discs against the best is an inaccuracy (?!), 6 to 11 a mistake (?), 12 or more a blunder (??). Click a move or a point of the chart (or use the arrow keys on the chart) to see its position with the best move ringed.

## Opening names

# The engine's table of openings (engine/data/openings.txt), its named lines by place from
# 0, for the other catalogs' variants (tests/i18n_catalogs.rs checks this list against the
# table):
#   0 Diagonal Opening
#   1 X-square Opening
#   2 Snake/Peasant
#   3 Lysons
#   4 Pyramid/Checkerboarding Peasant
#   5 Heath/Tobidashi
#   6 Mimura Variation II
#   7 Heath-Bat
#   8 Iwasaki Variation
#   9 Heath-Chimney
#   10 Raccoon Dog
#   11 Rocket
#   12 Hamilton
#   13 Lollipop
#   14 Cow
#   15 Chimney
#   16 Cow Bat/Bat/Cambridge
#   17 Bat (Piau Continuation 2)
#   18 Melnikov/Bat (Piau Continuation 1)
#   19 Bat (Kling Continuation)
#   20 Bat (Kling Alternative)
#   21 Rose-v-Toth
#   22 Tanida
#   23 Aircraft/Feldborg
#   24 Sailboat
#   25 Maruoka
#   26 Landau
#   27 Buffalo/Kenichi Variation
#   28 Maruoka Buffalo
#   29 Tanida Buffalo
#   30 Hokuriku Buffalo
#   31 Wing Variation
#   32 Semi-Wing Variation
#   33 Parallel Opening
#   34 Perpendicular Opening
#   35 Mimura
#   36 Shaman/Danish
#   37 Inoue
#   38 Iago
#   39 Bhagat
#   40 Rose
#   41 Flat
#   42 Rotating Flat
#   43 Murakami Variation
#   44 Rotating Flat (Kling Continuation)
#   45 Rose-Birth
#   46 Brightstein
#   47 Rose-Birdie/Rose-Tamenori
#   48 Rose-Tamenori-Kling
#   49 Greenberg/Dawg
#   50 Ralle
#   51 Horse
#   52 Ganglion/No-Cat
#   53 Swallow
#   54 No-Cat (Continuation)
#   55 Italian
#   56 Cat
#   57 Sakaguchi
#   58 Berner
#   59 Bent Ganglion
#   60 Tiger
#   61 Stephenson
#   62 No-Kung
#   63 No-Kung (Continuation)
#   64 Comp'Oth
#   65 F.A.T. Draw
#   66 Lightning Bolt
#   67 Kung
#   68 Leader's Tiger
#   69 Brightwell
#   70 Ishii
#   71 Mainline Tiger
#   72 Rose-Bill
#   73 Tamenori
#   74 Central Rose-Bill/Dead Draw
#   75 Aubrey/Tanaka
#   76 Aubrey (Feldborg Continuation)
#   77 Rabbit
#   78 Mouse

# The opening's name, by its place in the table; English, and any language without a
# name for it, shows $name, the table's own.
opening-name = { $opening ->
   *[other] { $name }
}


## Why a save file cannot be loaded (after could-not-load). The file's own words (a field's
## path such as options.sound, a value it holds) are quoted as they are, untranslated.

load-empty = the file is empty
load-too-large = the file is too large to be an Outflank game ({ NUMBER($bytes) } bytes; a saved game is a few kilobytes)
load-not-json = the file is not JSON: the error is at line { NUMBER($line) }, column { NUMBER($column) }
load-truncated = the file is cut short: it ends at line { NUMBER($line) }, column { NUMBER($column) }, before the game is complete
load-not-an-object = the file is JSON but not an Outflank game: it holds { $found } instead of an object
load-not-outflank = the file is JSON but not an Outflank game (it has no "format" field)
load-wrong-format = the file is a "{ $name }" document, not an Outflank game ("{ $format }")
load-future-version = the file was made by a newer Outflank, version { NUMBER($version) }; this one reads version { NUMBER($supported) }. Update the app to load it
load-missing = the field "{ $field }" is missing
# What the field should hold and what it holds: load-expected-* and load-found-* below.
load-wrong-type = the field "{ $field }" should be { $expected }, not { $found }
# The reason: an obf-* or paste-* message.
load-bad-start = the start position ("start") is wrong: { $reason }
load-bad-moves = the moves ("moves") are not a legal game: { $reason }
load-cursor = the current move ("cursor") is { NUMBER($cursor) }, but the file records only { $moves ->
    [one] { NUMBER($moves) } move
   *[other] { NUMBER($moves) } moves
}
# $file and $actual are the file's words: black, white or none.
load-turn = the file says the side to move ("to_move") is "{ $file }", but after its moves it is "{ $actual }"
load-found-number = the number { $number }
load-found-fraction = a number with a fraction
load-found-text = the text "{ $text }"
load-found-list = a list
load-found-object = an object
load-expected-text = text
load-expected-bool = true or false
load-expected-whole-number = a whole number
load-expected-object = an object
# $example is JSON, as the file would hold it.
load-expected-object-like = an object such as { $example }
load-expected-list = a list
load-expected-cores = a number of cores from 1 to { NUMBER($max) }
load-expected-discs = a number of discs from -64 to 64
load-expected-depth = a depth in plies (a whole number)
load-expected-level-id = a level id (a whole number)
load-version-zero = the field "{ $field }" must be 1 or more, not 0
load-pass-rule = the field "{ $field }" must be "pass" or "gameover", not "{ $found }"
load-to-move = the field "{ $field }" must be "black", "white" or "none", not "{ $found }"
load-player-kind = the field "{ $field }" must be "human" or "computer", not "{ $found }"
load-level-range = the field "{ $field }" must be a level id from 0 to 255, not { NUMBER($level) }
load-too-long = the field "{ $field }" must be at most { NUMBER($max) } characters long
load-review-too-long = the field "{ $field }" reviews { NUMBER($reviewed) } moves, but { $played ->
    [one] { NUMBER($played) } is played
   *[other] { NUMBER($played) } are played
}
load-best-not-legal = the field "{ $field }" must be a legal move of that position, not "{ $found }"
load-file-unreadable = the browser could not read the file

## Why the computer gave no usable answer (after cannot-move, no-hint, no-best-line, not-analyzed)

computer-no-answer = the computer did not answer within { $seconds ->
    [one] { NUMBER($seconds) } second
   *[other] { NUMBER($seconds) } seconds
}
computer-worker-stopped = the computer's worker stopped { NUMBER($times) } times during this search
computer-other-version = the computer's worker and the page are from different versions of Outflank: reload the page
# $move is a square (d3) or PA.
computer-illegal-answer = the computer answered { $move }, which is not legal here
computer-no-move = the computer found no move
# $detail is the app's own technical words (English), for a report.
computer-fault = an error inside the app ({ $detail })
no-hint = No hint could be found: { $reason }.
no-best-line = No best line could be found: { $reason }.
not-analyzed = The game could not be analyzed: { $reason }.
storage-refused = This game and your settings cannot be kept for next time: the browser refuses to store data (its storage is full or turned off).
update-installed = A new version of Outflank has been installed: reload the page to use it.


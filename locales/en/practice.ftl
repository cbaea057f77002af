### Outflank's practice pages: puzzles (#puzzles), the daily puzzle (#puzzles/daily) and the
### player's own mistakes (#puzzles/mistakes).

nav-practice = Practice
title-practice = Puzzles, the daily puzzle, your own mistakes and openings to practise
practice-title = Practice
practice-tabs = Kinds of practice
practice-tab-puzzles = Puzzles
practice-tab-daily = Daily puzzle
practice-tab-mistakes = My mistakes
practice-loading = Loading the puzzles…
practice-damaged = The puzzles could not be loaded (the file is damaged or missing). The game is not affected.
# A puzzle's number in the file, from 1.
practice-puzzle-number = Puzzle { NUMBER($number) }
# $side: Black or White.
practice-to-move = { $side } to move
practice-kind-win = Find the only winning move
practice-kind-draw = Save the draw
practice-kind-best-score = Find the move with the best score
practice-kind-find-move = Find the move
practice-kind-trap = Don't fall for it
practice-difficulty = Difficulty
practice-difficulty-value = Difficulty { NUMBER($level) } of 5
practice-theme-corner = Theme: corner
practice-theme-edge = Theme: edge
practice-theme-parity = Theme: parity
practice-theme-tempo = Theme: tempo
practice-theme-wipe-out = Theme: wipe-out
practice-values-exact = The values are exact (solved to the end).
practice-values-search = The values are a deep search's.
# $square: the move played, e.g. g2; $loss: the discs it loses against the best move.
practice-wrong = { $square } loses { $loss ->
    [one] 1 disc
   *[other] { $loss } discs
}; there is a better move.
# A mistake's other moves have no value kept: only the review's best move is accepted.
practice-wrong-unknown = { $square } is not the best move found by the review.
practice-solved = Right: { $square } is the best move.
# A right move of a line's step before the last: the computer's reply ($reply, e.g. d3)
# is played and the player goes on.
practice-continue = Right: { $square }. The computer answers { $reply }; your move.
practice-continue-pass = Right: { $square }. The computer has no move and passes; your move again.
# The step of a line of several moves the player is on.
practice-step = Move { NUMBER($step) } of { NUMBER($steps) }
practice-try-again = Try again
practice-show-solution = Show the solution
practice-solution = Every move's value is on the board, the best ringed.
practice-next = Next puzzle
practice-solved-count = { $count ->
    [one] 1 puzzle solved
   *[other] { $count } puzzles solved
}
practice-streak = Solved at the first try in a row: { NUMBER($count) }
practice-missed = { $count ->
    [one] 1 missed puzzle comes back
   *[other] { $count } missed puzzles come back
}
# $date: the calendar date, e.g. 2026-11-27.
practice-daily-date = The puzzle of { $date }, the same for everyone
practice-daily-streak = { $count ->
    [one] 1 day in a row
   *[other] { $count } days in a row
}
practice-daily-done = You have solved today's puzzle. A new one comes tomorrow.
practice-no-mistakes = No mistakes to practise. After a game, choose "Analyze the game", then "Practise my mistakes".
practice-mistakes-left = { $count ->
    [one] 1 mistake to practise
   *[other] { $count } mistakes to practise
}
# $square: the move the player played in the game; $loss: the discs it lost.
practice-mistake-played = In your game you played { $square }, which lost { $loss ->
    [one] 1 disc
   *[other] { $loss } discs
}.
practice-mistake-note = Only the best move the review found is accepted; of the other moves only the one you played has a value.
practice-mistake-next = Next mistake
practice-mistakes-add = Practise my mistakes
title-practice-mistakes = Add your moves of this game that lost 6 discs or more to the practice queue
practice-mistakes-added = { $count ->
    [0] No new mistake of 6 discs or more to add.
    [one] 1 mistake added to practise.
   *[other] { $count } mistakes added to practise.
}
practice-open-mistakes = Open my mistakes

## The opening trainer (#openings).

practice-tab-openings = Openings
practice-trainer-line = Opening
practice-trainer-book-lines = The book's best lines
practice-trainer-color = Your colour
practice-trainer-loading = Loading the openings…
practice-trainer-failed = The opening book is not available, so the trainer cannot judge your moves. The game is not affected.
# $line: an opening's name, or "The book's best lines"; $side: Black or White.
practice-trainer-heading = { $line }, playing { $side }
practice-trainer-your-move = Your move: play the line's next move.
practice-trainer-your-move-book = Your move: play a move the book rates within 1 disc of its best.
practice-trainer-asking = Looking the position up in the book…
# $square: the player's move, e.g. d6.
practice-trainer-right = Right: { $square }.
# $square: the computer's answer from the book.
practice-trainer-replied = The computer answered { $square }.
practice-trainer-wrong-line = { $square } leaves the line. The right move is ringed on the board with the book's value.
# $loss: the discs the move loses against the book's best.
practice-trainer-wrong-book = { $square } loses { $loss ->
    [one] 1 disc
   *[other] { $loss } discs
} against the book's best. The right moves are ringed on the board with their values.
practice-trainer-line-end = The line ends here: { $line } is played through.
practice-trainer-book-end = The book ends here.
practice-trainer-missed = You missed a move: this line comes back next.
practice-trainer-clean = Every move right at the first try: this line moves up a stage.
practice-trainer-next = Next line
practice-trainer-next-is = Next: { $line }, playing { $side }
practice-trainer-progress = Your lines
# $level: the line's stage in the spaced repetition, from 1 to 5.
practice-trainer-card = { $line }, playing { $side }: stage { NUMBER($level) } of 5
practice-trainer-due = due again
practice-trainer-mastered = Lines mastered: { NUMBER($count) } of { NUMBER($total) }
practice-trainer-none = No line practised yet. The lines you miss come back until you know them.
practice-trainer-note = The values are the opening book's: the final disc difference of best play for the side to move.

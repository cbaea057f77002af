#!/usr/bin/env bash
# Replays the measurement of the level ladder (docs/ai.md, "The ladder"), resumably, from
# fixed seeds and the openings of cli/data/ladder-openings.txt:
#   1. the weakest level against the first-timer model (`--engine greedy`: the move that
#      flips the most discs) and against random moves, 400 games each, and the two
#      against each other;
#   2. each level against the one just below it (the order of `outflank levels`), GAMES
#      games (default 100), weakest first; the pairs below Monty, and Monty over the level
#      below him, FAST_GAMES (default 400: they think milliseconds a move) with each of
#      FAST_SEEDS seeds (default 3: one seed's 400 games move a step by about 4 points
#      either way, half the band a pair must fall in; docs/measurements/
#      2026-12-06-ladder-bottom.md); Monty also against the level two below it, and the
#      level two above it against Monty;
#   3. each level's loss per move and blunder rate over its first REVIEWED games (default
#      40) as the stronger side (the weakest's against the first-timer), right after its
#      match: by the app's review (`outflank review`), and from level LOOK_FROM up
#      (default 16, Vega: the levels that read 7 plies or more) by the same review with a
#      second look where it finds a loss (`--second-look LOOK`, default 12 plies, exact
#      from 24 empties);
#   4. the ratings fitted to every match (scripts/ladder-fit.mjs), a first-timer = 1000.
# --from ID and --to ID keep to the pairs whose stronger level is ID or between them in the
# ladder's order (the weakest level's matches against the first-timer and random moves go
# with it), so that two runs into the same OUT, one range each, use both cores.
# Each match appends one line to OUT/matches.tsv and its games to OUT/games/; a match
# already there is skipped, so an interrupted run goes on where it stopped. The levels
# count their budgets in CPU time (`play --cpu-clock`), so that the timed ones (Nova,
# Oracle) measure the same on a loaded machine as on an idle one.
#
#   bash scripts/ladder.sh [--games N] [--fast-games N] [--fast-seeds N] [--reviewed N] [--look PLIES] [--look-from ID] [--from ID] [--to ID] [--out DIR] [--only-fit]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$OUTFLANK_ROOT"

games=100
fast_games=400
fast_seeds=3
reviewed=40
look=12
# The second look from this level up (Vega, 7 plies: the app's review, 8 plies, reads
# deeper than every level below it).
look_from=16
out=docs/measurements/ladder
only_fit=false
from_id=
to_id=
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --fast-games) fast_games=$2; shift 2 ;;
    --fast-seeds) fast_seeds=$2; shift 2 ;;
    --reviewed) reviewed=$2; shift 2 ;;
    --look) look=$2; shift 2 ;;
    --look-from) look_from=$2; shift 2 ;;
    --from) from_id=$2; shift 2 ;;
    --to) to_id=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --only-fit) only_fit=true; shift ;;
    *) echo "usage: bash scripts/ladder.sh [--games N] [--fast-games N] [--fast-seeds N] [--reviewed N] [--look PLIES] [--look-from ID] [--from ID] [--to ID] [--out DIR] [--only-fit]" >&2; exit 2 ;;
  esac
done

O=${OUTFLANK:-target/release/outflank}
if [ "$only_fit" = false ]; then
  cargo build --release --locked -p outflank-cli
fi
mkdir -p "$out/games"
touch "$out/matches.tsv"
openings=cli/data/ladder-openings.txt

# An engine's play command by its name: a level id, greedy or random (its seed `{seed}`,
# which `outflank match --seeds` replaces).
engine() {
  case "$1" in
    greedy | random) echo "$O play --engine $1 --seed {seed}" ;;
    *) echo "$O play --level $1 --seed {seed} --cpu-clock" ;;
  esac
}

# Plays A against B for N games with each of the seeds 1..SEEDS (default 1), once: one line
# `a b games a_wins draws b_wins elo lo hi` of them all. With a fixed seed the games are the
# same whenever they are played again (N at most twice the openings), so more games of a
# pair are more seeds; the games, seed 1's first, go to OUT/games/A-vs-B.txt.
measure() {
  local a=$1 b=$2 n=$3 seeds=${4:-1}
  if grep -q "^$a	$b	$((n * seeds))	" "$out/matches.tsv"; then
    return
  fi
  local result
  result=$($O match --a "$(engine "$a")" --b "$(engine "$b")" --games "$n" --seeds "$seeds" \
    --openings "$openings" 2> "$out/games/$a-vs-$b.txt")
  # A `key value...` line of the result, its values tab-separated.
  value() { awk -v k="$1" '$1 == k { $1 = ""; sub(/^ /, ""); gsub(/ /, "\t"); print }' <<< "$result"; }
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$a" "$b" "$(value games)" "$(value a_wins)" \
    "$(value draws)" "$(value b_wins)" "$(value elo)" "$(value elo_95)" >> "$out/matches.tsv"
  echo "$a vs $b: $(value a_wins)-$(value draws)-$(value b_wins), Elo $(value elo)"
}

# The stronger side's loss per move in A's games against B (the 6 opening plies left out),
# from one review output line a game (`outflank review`), to one line `a plies loss_sum
# blunders` in OUT/NAME.tsv.
sum_losses() {
  local a=$1 name=$2 outputs=$3 inputs=$4
  head -n "$(wc -l < "$outputs")" "$inputs" | paste -d ' ' - "$outputs" | awk -v id="$a" '
    { side = ($1 == "a_black") ? 0 : 1
      for (k = 3; k <= NF; k++) {
        ply = k - 3
        if (ply < 6 || ply % 2 != side || $k == "-") continue
        n++; sum += $k; if ($k >= 12) blunders++ } }
    END { printf "%s\t%d\t%d\t%d\n", id, n, sum, blunders }' >> "$out/$name.tsv"
}

# Reviews the first REVIEWED games of A against B once by the app's review
# (OUT/review.tsv) and, when LOOKED is true, by the same review with a second look at every
# move it finds a loss in, LOOK plies deep or exact from 24 empties
# (OUT/review-second-look.tsv: a judge that reads deeper than the levels it measures). The
# second look is slow, so it appends a line a game to OUT/games/second-look-A.out and an
# interrupted run resumes there.
review() {
  local a=$1 b=$2 looked=$3
  local file="$out/games/$a-vs-$b.txt" name="$out/games/review-$a"
  touch "$out/review.tsv" "$out/review-second-look.tsv"
  head -n "$reviewed" "$file" | awk '{ print $5, $NF }' > "$name.in"
  if ! grep -q "^$a	" "$out/review.tsv"; then
    awk '{ print $2 }' "$name.in" | $O review > "$name.out"
    sum_losses "$a" review "$name.out" "$name.in"
    echo "reviewed $a: $(tail -1 "$out/review.tsv")"
  fi
  if [ "$looked" = true ] && ! grep -q "^$a	" "$out/review-second-look.tsv"; then
    local lines="$out/games/second-look-$a.out"
    touch "$lines"
    tail -n +"$(($(wc -l < "$lines") + 1))" "$name.in" | while read -r _ moves; do
      echo "$moves" | $O review --second-look "$look" --second-look-exact 24 >> "$lines"
    done
    sum_losses "$a" review-second-look "$lines" "$name.in"
    echo "reviewed $a with a second look: $(tail -1 "$out/review-second-look.tsv")"
  fi
}

if [ "$only_fit" = false ]; then
  mapfile -t ids < <($O levels | awk '{ print $1 }')
  # A level's place in the ladder's order, or the first (last) place for none.
  place() {
    local id=$1 fallback=$2
    [ -z "$id" ] && { echo "$fallback"; return; }
    for ((k = 0; k < ${#ids[@]}; k++)); do
      [ "${ids[k]}" = "$id" ] && { echo "$k"; return; }
    done
    echo "no level $id in \`outflank levels\`" >&2
    exit 2
  }
  first=$(place "$from_id" 0)
  last=$(place "$to_id" $((${#ids[@]} - 1)))
  looked=false
  [ "${ids[0]}" = "$look_from" ] && looked=true
  if [ "$first" -eq 0 ]; then
    measure "${ids[0]}" greedy 400
    measure "${ids[0]}" random 400
    measure greedy random 400
    review "${ids[0]}" greedy "$looked"
  fi
  # Weakest first, so that an interrupted run has measured the lower ladder.
  below_monty=true
  for ((i = 1; i < ${#ids[@]}; i++)); do
    [ "${ids[i]}" = 4 ] && below_monty=false
    [ "${ids[i]}" = "$look_from" ] && looked=true
    # Monty over the level below him is a fast pair too (on his side, seconds a move).
    if [ "$below_monty" = true ] || [ "${ids[i]}" = 4 ]; then
      n=$fast_games seeds=$fast_seeds
    else
      n=$games seeds=1
    fi
    if [ "$i" -lt "$first" ] || [ "$i" -gt "$last" ]; then continue; fi
    measure "${ids[i]}" "${ids[i - 1]}" "$n" "$seeds"
    review "${ids[i]}" "${ids[i - 1]}" "$looked"
    # Monty (4), the browser original, also against the level two below it.
    if [ "${ids[i]}" = 4 ] && [ "$i" -ge 2 ]; then
      measure 4 "${ids[i - 2]}" "$games"
    fi
    if [ "$i" -ge 2 ] && [ "${ids[i - 2]}" = 4 ]; then
      measure "${ids[i]}" 4 "$games"
    fi
  done
fi

node scripts/ladder-fit.mjs "$out/matches.tsv" "$out/review.tsv" "$out/review-second-look.tsv"

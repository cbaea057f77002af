#!/usr/bin/env bash
# Replays the measurement of the level ladder (docs/ai.md, "The ladder"), resumably, from
# fixed seeds and the openings of cli/data/ladder-openings.txt:
#   1. the weakest level against the first-timer model (`--engine greedy`: the move that
#      flips the most discs) and against random moves, 400 games each, and the two
#      against each other;
#   2. each level against the one just below it (the order of `outflank levels`), GAMES
#      games (default 100), and Monty against the two levels around it;
#   3. each level's loss per move and blunder rate by the app's review (`outflank
#      review`) over its first REVIEWED games (default 40) as the stronger side;
#   4. the ratings fitted to every match (scripts/ladder-fit.mjs), a first-timer = 1000.
# Each match appends one line to OUT/matches.tsv and its games to OUT/games/; a match
# already there is skipped, so an interrupted run goes on where it stopped. Long: the
# pairs with Nova and Oracle play about a second a move.
#
#   bash scripts/ladder.sh [--games N] [--reviewed N] [--out DIR] [--only-fit]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$OUTFLANK_ROOT"

games=100
reviewed=40
out=docs/measurements/ladder
only_fit=false
while [ $# -gt 0 ]; do
  case "$1" in
    --games) games=$2; shift 2 ;;
    --reviewed) reviewed=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --only-fit) only_fit=true; shift ;;
    *) echo "usage: bash scripts/ladder.sh [--games N] [--reviewed N] [--out DIR] [--only-fit]" >&2; exit 2 ;;
  esac
done

O=${OUTFLANK:-target/release/outflank}
if [ "$only_fit" = false ]; then
  cargo build --release --locked -p outflank-cli
fi
mkdir -p "$out/games"
touch "$out/matches.tsv"
openings=cli/data/ladder-openings.txt

# An engine's play command by its name: a level id, greedy or random.
engine() {
  case "$1" in
    greedy | random) echo "$O play --engine $1 --seed 1" ;;
    *) echo "$O play --level $1 --seed 1" ;;
  esac
}

# Plays A against B for N games, once: one line `a b games a_wins draws b_wins elo lo hi`.
measure() {
  local a=$1 b=$2 n=$3
  if grep -q "^$a	$b	$n	" "$out/matches.tsv"; then
    return
  fi
  local result
  result=$($O match --a "$(engine "$a")" --b "$(engine "$b")" --games "$n" --openings "$openings" \
    2> "$out/games/$a-vs-$b.txt")
  local get
  get() { awk -v k="$1" '$1 == k { print $2, $3 }' <<< "$result"; }
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$a" "$b" "$n" "$(get a_wins)" "$(get draws)" \
    "$(get b_wins)" "$(get elo)" "$(get elo_95 | tr ' ' '\t')" >> "$out/matches.tsv"
  echo "$a vs $b: $(get a_wins)-$(get draws)-$(get b_wins), Elo $(get elo) ($(get elo_95))"
}

if [ "$only_fit" = false ]; then
  mapfile -t ids < <($O levels | awk '{ print $1 }')
  measure "${ids[0]}" greedy 400
  measure "${ids[0]}" random 400
  measure greedy random 400
  for ((i = 1; i < ${#ids[@]}; i++)); do
    measure "${ids[i]}" "${ids[i - 1]}" "$games"
  done
  # Monty (4), the browser original, against its neighbours on both sides.
  for ((i = 0; i < ${#ids[@]}; i++)); do
    if [ "${ids[i]}" = 4 ]; then
      [ "$i" -ge 2 ] && measure 4 "${ids[i - 2]}" "$games"
      [ "$((i + 2))" -lt "${#ids[@]}" ] && measure "${ids[i + 2]}" 4 "$games"
    fi
  done

  # Each level's moves as the stronger side of its match with the level below, reviewed:
  # `id plies loss_sum blunders` in OUT/review.tsv (the 6 opening plies left out).
  touch "$out/review.tsv"
  for ((i = 1; i < ${#ids[@]}; i++)); do
    id=${ids[i]}
    grep -q "^$id	" "$out/review.tsv" && continue
    file="$out/games/$id-vs-${ids[i - 1]}.txt"
    head -n "$reviewed" "$file" | awk '{ print $5, $NF }' > "$out/games/review-$id.in"
    awk '{ print $2 }' "$out/games/review-$id.in" | $O review > "$out/games/review-$id.out"
    paste -d ' ' "$out/games/review-$id.in" "$out/games/review-$id.out" | awk -v id="$id" '
      { side = ($1 == "a_black") ? 0 : 1
        for (k = 3; k <= NF; k++) {
          ply = k - 3
          if (ply < 6 || ply % 2 != side || $k == "-") continue
          n++; sum += $k; if ($k >= 12) blunders++ } }
      END { printf "%s\t%d\t%d\t%d\n", id, n, sum, blunders }' >> "$out/review.tsv"
    echo "reviewed $id: $(tail -1 "$out/review.tsv")"
  done
fi

node scripts/ladder-fit.mjs "$out/matches.tsv" "$out/review.tsv"

// Fits the levels' ratings to the ladder's matches (scripts/ladder.sh): the Elo model's
// maximum-likelihood ratings, the first-timer model ("greedy") held at 1000, then prints
// the ladder as Markdown tables: every match, and every level with its rating, loss per
// move and blunder rate (from the app's review and from the review with a second look, when
// measured).
//
//   node scripts/ladder-fit.mjs MATCHES.tsv [REVIEW.tsv [SECOND-LOOK.tsv]]
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const [matchesFile, reviewFile, secondLookFile] = process.argv.slice(2);
if (!matchesFile) {
  console.error("usage: node scripts/ladder-fit.mjs MATCHES.tsv [REVIEW.tsv [SECOND-LOOK.tsv]]");
  process.exit(2);
}
const rows = (file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => l.split("\t"));
const matches = rows(matchesFile).map(([a, b, games, wins, draws, losses, elo, lo, hi]) => ({
  a,
  b,
  games: +games,
  wins: +wins,
  draws: +draws,
  losses: +losses,
  elo,
  lo,
  hi,
}));
const ids = [...new Set(matches.flatMap((m) => [m.a, m.b]))];
const rating = Object.fromEntries(ids.map((id) => [id, 1000]));
const expected = (ra, rb) => 1 / (1 + 10 ** ((rb - ra) / 400));
// Newton steps on the log-likelihood, one rating at a time's curvature, damped by half (a
// fixed step in points per game overshoots once a level has played a few thousand games);
// the anchor stays at 1000.
for (let step = 0; step < 20000; step++) {
  const grad = Object.fromEntries(ids.map((id) => [id, 0]));
  const curvature = Object.fromEntries(ids.map((id) => [id, 0]));
  for (const m of matches) {
    const score = m.wins + m.draws / 2;
    const p = expected(rating[m.a], rating[m.b]);
    const diff = score - m.games * p;
    grad[m.a] += diff;
    grad[m.b] -= diff;
    const h = (m.games * p * (1 - p) * Math.LN10) / 400;
    curvature[m.a] += h;
    curvature[m.b] += h;
  }
  let moved = 0;
  for (const id of ids) {
    if (id === "greedy") continue;
    const d = (0.5 * grad[id]) / curvature[id];
    rating[id] += d;
    moved = Math.max(moved, Math.abs(d));
  }
  if (moved < 1e-6) break;
}

// The levels' names, in the ladder's order (`outflank levels`, weakest first).
const names = {};
const listing = [];
const cli = process.env.OUTFLANK ?? "target/release/outflank";
if (existsSync(cli)) {
  for (const line of execFileSync(cli, ["levels"], { encoding: "utf8" }).trim().split("\n")) {
    const [id, name] = line.split(" ");
    names[id] = name;
    listing.push(id);
  }
}
const label = (id) => (names[id] ? `${names[id]} (${id})` : id);
// `id plies loss_sum blunders` lines by level id.
const reviews = (file) => {
  const byId = {};
  if (file && existsSync(file)) {
    for (const [id, plies, sum, blunders] of rows(file)) byId[id] = { plies: +plies, sum: +sum, blunders: +blunders };
  }
  return byId;
};
const review = reviews(reviewFile);
const secondLook = reviews(secondLookFile);
// Loss per move and blunder rate of a review line, or blanks.
const measures = (r) =>
  r && r.plies ? [(r.sum / r.plies).toFixed(2), `${((100 * r.blunders) / r.plies).toFixed(1)}%`] : ["", ""];

console.log("| match | games | wins–draws–losses | points | Elo (95% interval) |");
console.log("|---|---|---|---|---|");
for (const m of matches) {
  const points = ((100 * (m.wins + m.draws / 2)) / m.games).toFixed(1);
  console.log(`| ${label(m.a)} vs ${label(m.b)} | ${m.games} | ${m.wins}–${m.draws}–${m.losses} | ${points}% | ${m.elo} (${m.lo} to ${m.hi}) |`);
}
console.log("");
console.log(
  "| level | rating | moves reviewed | loss per move (discs) | blunders (12+ discs) | with a second look: moves | loss per move | blunders |",
);
console.log("|---|---|---|---|---|---|---|---|");
const order = listing.length ? ["random", "greedy", ...listing] : ids;
for (const id of order.filter((id) => id in rating)) {
  const [r, s] = [review[id], secondLook[id]];
  const cells = [r ? r.plies : "", ...measures(r), s ? s.plies : "", ...measures(s)];
  console.log(`| ${label(id)} | ${Math.round(rating[id])} | ${cells.join(" | ")} |`);
}

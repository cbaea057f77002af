//! A review of a whole game: for every move played, the best move and its value, the
//! played move's value and its loss in discs against the best, from the same searches as
//! the hints (every legal move valued with a full window): exact from
//! [`REVIEW_SOLVE_EMPTIES`] empties down, a [`REVIEW_DEPTH`]-ply search earlier.
//! Resumable in slices on an injected clock, one position after another.

use super::hint::solve_move;
use super::hint::{HintAnswer, HintSearch, Searchers};
#[cfg(feature = "serde")]
use super::OutOfRange;
use super::{score_discs, IllegalMoveAt};
use crate::ai::clock::{Clock, Deadline, FrozenClock, Millis};
use crate::ai::shared::SharedSearch;
use crate::serde_through::serde_through;
use crate::{Color, Move, Position, Rules, Square, Status};
use core::fmt;

/// Depth in plies (the move included) of the review's search before the endgame.
pub const REVIEW_DEPTH: u32 = 8;
/// From this many empties down the review's values are exact.
pub const REVIEW_SOLVE_EMPTIES: u32 = 18;
/// A loss of at least this many discs is an inaccuracy.
pub const INACCURACY_DISCS: u8 = 2;
/// A loss of at least this many discs is a mistake.
pub const MISTAKE_DISCS: u8 = 6;
/// A loss of at least this many discs is a blunder.
pub const BLUNDER_DISCS: u8 = 12;
/// Transposition table of each of the review's two searches (kept for the whole game).
const REVIEW_TABLE_BYTES: usize = 8 << 20;

/// How deep a review judges the moves: a search of `depth` plies, exact from
/// `solve_empties` empties down, and optionally a [`SecondLook`]: where that search finds a
/// loss, the move played and the best move searched again deeper. The
/// app's review is [`Judge::APP`]; a deeper judge measures players that read deeper than
/// the app's review (the level ladder's top), and the second look keeps a player that reads
/// deeper than the judge from being charged for the judge's own misreadings at a fraction
/// of the cost of a deeper search of every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judge {
    depth: u32,
    solve_empties: u32,
    second_look: Option<SecondLook>,
}

/// A judge's second look at a move its search found a loss in: the move played and the best
/// move searched again `depth` plies deep, or solved exactly from `solve_empties` empties.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SecondLook {
    /// The depth in plies (the move included).
    pub depth: u32,
    /// From this many empties (before the move) the two moves are solved exactly.
    pub solve_empties: u32,
}

/// A judge no search can be: a depth, an exact endgame or a second look out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JudgeOutOfRange {
    /// The depth asked for.
    pub depth: u32,
    /// The empties asked for.
    pub solve_empties: u32,
    /// The second look asked for, if any.
    pub second_look: Option<SecondLook>,
}

impl fmt::Display for JudgeOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a review judges at {} to {} plies, exact from at most {} empties, with a second look deeper and exact from as many empties or more (asked: {} plies, {} empties",
            Judge::MIN_DEPTH,
            Judge::MAX_DEPTH,
            Judge::MAX_SOLVE_EMPTIES,
            self.depth,
            self.solve_empties
        )?;
        if let Some(look) = self.second_look {
            write!(
                f,
                ", a second look at {} plies exact from {} empties",
                look.depth, look.solve_empties
            )?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for JudgeOutOfRange {}

impl Judge {
    /// The app's review: [`REVIEW_DEPTH`] plies, exact from [`REVIEW_SOLVE_EMPTIES`].
    pub const APP: Judge = Judge {
        depth: REVIEW_DEPTH,
        solve_empties: REVIEW_SOLVE_EMPTIES,
        second_look: None,
    };
    /// The shallowest search a judge may ask for: the hint search solves exactly only
    /// after its first plies, and stops at its depth.
    pub const MIN_DEPTH: u32 = super::hint::DEPTHS_BEFORE_SOLVING + 1;
    /// The deepest search a judge may ask for.
    pub const MAX_DEPTH: u32 = 20;
    /// The most empties a judge may solve exactly.
    pub const MAX_SOLVE_EMPTIES: u32 = 24;

    /// A judge searching `depth` plies, exact from `solve_empties` empties.
    pub fn new(depth: u32, solve_empties: u32) -> Result<Judge, JudgeOutOfRange> {
        if (Self::MIN_DEPTH..=Self::MAX_DEPTH).contains(&depth)
            && solve_empties <= Self::MAX_SOLVE_EMPTIES
        {
            Ok(Judge {
                depth,
                solve_empties,
                second_look: None,
            })
        } else {
            Err(JudgeOutOfRange {
                depth,
                solve_empties,
                second_look: None,
            })
        }
    }

    /// This judge with a second look at every move it finds a loss in before its exact
    /// endgame: the move played and the best move are searched again, and the loss is the
    /// difference of those two values (none when the move played is as good). The look
    /// searches deeper than the judge (at most [`Judge::MAX_DEPTH`]) and is exact from at
    /// least as many empties (at most [`Judge::MAX_SOLVE_EMPTIES`]).
    pub fn with_second_look(self, look: SecondLook) -> Result<Judge, JudgeOutOfRange> {
        if look.depth > self.depth
            && look.depth <= Self::MAX_DEPTH
            && (self.solve_empties..=Self::MAX_SOLVE_EMPTIES).contains(&look.solve_empties)
        {
            Ok(Judge {
                second_look: Some(look),
                ..self
            })
        } else {
            Err(JudgeOutOfRange {
                depth: self.depth,
                solve_empties: self.solve_empties,
                second_look: Some(look),
            })
        }
    }

    /// Its depth in plies.
    pub fn depth(self) -> u32 {
        self.depth
    }

    /// The empties from which it is exact.
    pub fn solve_empties(self) -> u32 {
        self.solve_empties
    }

    /// Its second look, if it has one.
    pub fn second_look(self) -> Option<SecondLook> {
        self.second_look
    }
}

/// How bad a move was, by its loss in discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mistake {
    /// A loss of [`INACCURACY_DISCS`] to [`MISTAKE_DISCS`] discs (excluded).
    Inaccuracy,
    /// A loss of [`MISTAKE_DISCS`] to [`BLUNDER_DISCS`] discs (excluded).
    Mistake,
    /// A loss of [`BLUNDER_DISCS`] discs or more.
    Blunder,
}

impl Mistake {
    /// The mistake a loss of `loss` discs is, if any.
    pub const fn of(loss: u8) -> Option<Mistake> {
        if loss >= BLUNDER_DISCS {
            Some(Mistake::Blunder)
        } else if loss >= MISTAKE_DISCS {
            Some(Mistake::Mistake)
        } else if loss >= INACCURACY_DISCS {
            Some(Mistake::Inaccuracy)
        } else {
            None
        }
    }

    /// `inaccuracy`, `mistake` or `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            Mistake::Inaccuracy => "inaccuracy",
            Mistake::Mistake => "mistake",
            Mistake::Blunder => "blunder",
        }
    }
}

impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The review of one move played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveReview {
    /// Who played it.
    pub mover: Color,
    /// The move played.
    pub played: Move,
    /// A best move: the move played when it was one, else the first best in square order
    /// ([`Move::Pass`] for a forced pass).
    pub best: Move,
    /// The best move's value for the mover in discs (`-64..=64`).
    pub best_discs: i8,
    /// The played move's value for the mover in discs (`-64..=64`).
    pub played_discs: i8,
    /// Whether both values are exact.
    pub exact: bool,
    /// The depth of the search behind the values when they are not exact (0 when exact).
    pub depth: u8,
}

impl MoveReview {
    /// The discs the move played lost against the best (0 when it was a best move).
    pub fn loss(&self) -> u8 {
        (self.best_discs as i32 - self.played_discs as i32).max(0) as u8
    }

    /// How bad the move was, if it was a mistake at all.
    pub fn mistake(&self) -> Option<Mistake> {
        Mistake::of(self.loss())
    }

    /// The value after the move for Black (negative: White ahead), for a chart.
    pub fn black_value(&self) -> i8 {
        match self.mover {
            Color::Black => self.played_discs,
            Color::White => -self.played_discs,
        }
    }
}

/// The review of a game, one position at a time.
pub struct GameReview {
    judge: Judge,
    positions: Vec<Position>,
    moves: Vec<Move>,
    rules: Rules,
    reviews: Vec<MoveReview>,
    search: Option<HintSearch>,
    searchers: Option<Searchers>,
    /// The judge's first verdict on the next move, waiting for its second look.
    second_look: Option<MoveReview>,
}

/// The position before each of `moves` played from `start` under `rules`; an illegal
/// move is an error.
fn positions_before(
    start: Position,
    moves: &[Move],
    rules: Rules,
) -> Result<Vec<Position>, IllegalMoveAt> {
    let mut positions = Vec::with_capacity(moves.len());
    let mut pos = start;
    for (ply, &mv) in moves.iter().enumerate() {
        positions.push(pos);
        pos.try_play(mv, rules)
            .map_err(|error| IllegalMoveAt { ply, mv, error })?;
    }
    Ok(positions)
}

impl GameReview {
    /// The review of the game of `moves` from `start` under `rules`; an illegal move is
    /// an error.
    pub fn new(start: Position, moves: &[Move], rules: Rules) -> Result<GameReview, IllegalMoveAt> {
        GameReview::with_judge(start, moves, rules, Judge::APP)
    }

    /// The review of the game as [`GameReview::new`], its moves judged by `judge`.
    pub fn with_judge(
        start: Position,
        moves: &[Move],
        rules: Rules,
        judge: Judge,
    ) -> Result<GameReview, IllegalMoveAt> {
        let positions = positions_before(start, moves, rules)?;
        Ok(GameReview {
            judge,
            positions,
            moves: moves.to_vec(),
            rules,
            reviews: Vec::with_capacity(moves.len()),
            search: None,
            searchers: Some(Searchers::new(REVIEW_TABLE_BYTES, rules)),
            second_look: None,
        })
    }

    /// Reviews until every move is reviewed (`true`) or `slice_ms` has passed on `clock`.
    pub fn step(&mut self, clock: &dyn Clock, slice_ms: Millis) -> bool {
        let slice = Deadline::after(clock, slice_ms);
        while !self.is_finished() {
            let ply = self.reviews.len();
            let (pos, played) = (self.positions[ply], self.moves[ply]);
            if let Some(first) = self.second_look.take() {
                match self.look_again(pos, first, &slice) {
                    Some(review) => self.reviews.push(review),
                    None => {
                        self.second_look = Some(first);
                        break;
                    }
                }
                continue;
            }
            let Move::Place(square) = played else {
                // A forced pass changes nothing: the value stays the one after the move
                // before, from the other side.
                self.reviews
                    .push(pass_review(pos.turn, self.reviews.last()));
                continue;
            };
            let search = match &mut self.search {
                Some(s) => s,
                slot => {
                    let searchers = self.searchers.take().expect("kept between positions");
                    slot.insert(HintSearch::with_searchers(
                        pos,
                        self.rules,
                        f64::INFINITY,
                        self.judge.depth,
                        self.judge.solve_empties,
                        searchers,
                    ))
                }
            };
            search.think(clock, slice.remaining_ms().max(0.0));
            if search.is_done() {
                let search = self.search.take().expect("under way");
                let answer = search.answer();
                self.searchers = Some(search.into_searchers());
                let review = placed_review(pos.turn, square, &answer);
                if self.judge.second_look.is_some() && review.loss() > 0 && !review.exact {
                    self.second_look = Some(review);
                } else {
                    self.reviews.push(review);
                }
            }
            if slice.passed() {
                break;
            }
        }
        self.is_finished()
    }

    /// The second look at `first`, the judge's first verdict on a move played in `pos`
    /// that lost discs: the move played and the best move searched again at the second
    /// look's depth, or solved. `None` when the slice ran out first (the searches' tables
    /// keep what was done, so looking again resumes cheaply).
    fn look_again(
        &mut self,
        pos: Position,
        first: MoveReview,
        slice: &Deadline,
    ) -> Option<MoveReview> {
        let (Move::Place(played), Move::Place(best), Some(look)) =
            (first.played, first.best, self.judge.second_look)
        else {
            return Some(first);
        };
        let searchers = self.searchers.as_mut().expect("kept between positions");
        let exact = pos.board.empty_count() <= look.solve_empties;
        let rules = self.rules;
        let mut value = |square| {
            if exact {
                solve_move(&mut searchers.solver, pos.board, square, rules, slice)
            } else {
                let score = searchers
                    .alphabeta
                    .search_move(pos.board, square, look.depth, slice)?;
                Some(score_discs(score))
            }
        };
        let played_discs = value(played)?;
        let best_discs = value(best)?.max(played_discs);
        Some(MoveReview {
            best: if played_discs == best_discs {
                first.played
            } else {
                first.best
            },
            best_discs: best_discs as i8,
            played_discs: played_discs as i8,
            exact,
            depth: if exact { 0 } else { look.depth as u8 },
            ..first
        })
    }

    /// Reviews every remaining move and returns all the reviews.
    pub fn finish(&mut self) -> &[MoveReview] {
        while !self.step(&FrozenClock, f64::INFINITY) {}
        &self.reviews
    }

    /// Whether every move is reviewed.
    pub fn is_finished(&self) -> bool {
        self.reviews.len() == self.moves.len()
    }

    /// The reviews so far, one per move from the first.
    pub fn reviews(&self) -> &[MoveReview] {
        &self.reviews
    }

    /// How many moves the game has (the review's length when finished).
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the game has no move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

/// The review of the placement on `square` by `mover`, from the hint search's `answer` of
/// the position it was played in.
fn placed_review(mover: Color, square: Square, answer: &HintAnswer) -> MoveReview {
    let played = Move::Place(square);
    let played_discs = answer.value_of(square).map_or(0, |v| v.discs());
    let best_discs = answer.best_discs().unwrap_or(played_discs);
    let best = if played_discs == best_discs {
        played
    } else {
        answer.best().first().map_or(played, |&sq| Move::Place(sq))
    };
    MoveReview {
        mover,
        played,
        best,
        best_discs,
        played_discs,
        exact: answer.is_exact(),
        depth: answer.depth,
    }
}

/// The review of a forced pass by `mover` after the move reviewed as `before`: a pass
/// changes nothing, so the value stays the one after the move before, from the other side.
fn pass_review(mover: Color, before: Option<&MoveReview>) -> MoveReview {
    let discs = before.map_or(0, |r| -r.played_discs);
    MoveReview {
        mover,
        played: Move::Pass,
        best: Move::Pass,
        best_discs: discs,
        played_discs: discs,
        exact: before.is_some_and(|r| r.exact),
        depth: before.map_or(0, |r| r.depth),
    }
}

/// One position of a game to review: the move played there was the placement on `played`.
/// Handed out by a [`SharedReview`], valued by a [`PositionReview`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewJob {
    /// The move's index in the game (0 for the first move).
    pub ply: u32,
    /// The position the move was played in.
    pub position: Position,
    /// The square played.
    pub played: Square,
}

/// The review of a game shared out among searchers that share no memory (Web Workers):
/// the positions are independent, so each placement is a [`ReviewJob`] for whichever
/// searcher is idle, and a forced pass takes the value of the move before it once every
/// placement is in. Nothing here waits or spawns: the caller hands out the jobs
/// ([`SharedReview::next_job`]), has each valued ([`PositionReview`]) and hands the
/// reviews back ([`SharedReview::accept`]).
#[derive(Clone, Debug)]
pub struct SharedReview {
    positions: Vec<Position>,
    moves: Vec<Move>,
    reviews: Vec<Option<MoveReview>>,
    /// Per ply: handed out and not given back.
    handed: Vec<bool>,
}

impl SharedReview {
    /// The review of the game of `moves` from `start` under `rules`; an illegal move is
    /// an error.
    pub fn new(
        start: Position,
        moves: &[Move],
        rules: Rules,
    ) -> Result<SharedReview, IllegalMoveAt> {
        let positions = positions_before(start, moves, rules)?;
        Ok(SharedReview {
            positions,
            moves: moves.to_vec(),
            reviews: vec![None; moves.len()],
            handed: moves.iter().map(|&mv| mv == Move::Pass).collect(),
        })
    }

    /// How many moves are reviewed (forced passes count once every move is).
    pub fn reviewed(&self) -> usize {
        if self.is_finished() {
            self.moves.len()
        } else {
            self.reviews.iter().filter(|r| r.is_some()).count()
        }
    }

    /// Whether every placement is reviewed.
    pub fn is_finished(&self) -> bool {
        self.moves
            .iter()
            .zip(&self.reviews)
            .all(|(&mv, r)| mv == Move::Pass || r.is_some())
    }

    /// Every move's review, in the order of the game, once [finished](SharedReview::is_finished).
    pub fn reviews(&self) -> Option<Vec<MoveReview>> {
        let mut all: Vec<MoveReview> = Vec::with_capacity(self.moves.len());
        for (ply, review) in self.reviews.iter().enumerate() {
            let review = match (self.moves[ply], review) {
                (Move::Pass, _) => pass_review(self.positions[ply].turn, all.last()),
                (_, Some(r)) => *r,
                (_, None) => return None,
            };
            all.push(review);
        }
        Some(all)
    }

    /// How many moves the game has.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the game has no move.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }
}

impl SharedSearch for SharedReview {
    type Job = ReviewJob;
    /// The ply and its review.
    type Result = (u32, MoveReview);

    fn key(job: &ReviewJob) -> u32 {
        job.ply
    }

    /// The next placement to value, for the first idle searcher, in the order of the game (the last positions, quick
    /// to solve exactly, fill the searchers' last gaps), or `None` when every one is
    /// handed out.
    fn next_job(&mut self, idle: &[usize], _: Millis) -> Option<(usize, ReviewJob)> {
        let searcher = *idle.first()?;
        let ply = self.handed.iter().position(|&h| !h)?;
        self.handed[ply] = true;
        let Move::Place(played) = self.moves[ply] else {
            return None;
        };
        let position = self.positions[ply];
        let ply = ply as u32;
        Some((
            searcher,
            ReviewJob {
                ply,
                position,
                played,
            },
        ))
    }

    /// Hands the job of `ply` out again (its searcher was lost or stopped before it
    /// answered); ignored when that ply is reviewed already.
    fn give_back(&mut self, ply: u32) {
        let ply = ply as usize;
        if ply < self.reviews.len() && self.reviews[ply].is_none() && self.moves[ply] != Move::Pass
        {
            self.handed[ply] = false;
        }
    }

    /// Takes the review of the move at `ply` (the job's key). A review that does not fit that move (another
    /// move, another mover, a ply past the game's end, one already reviewed) is refused
    /// (`false`) and changes nothing.
    fn accept(&mut self, _: usize, key: u32, (ply, review): (u32, MoveReview), _: Millis) -> bool {
        let ply = ply as usize;
        let fits = ply == key as usize
            && ply < self.moves.len()
            && self.reviews[ply].is_none()
            && self.handed[ply]
            && review.played == self.moves[ply]
            && review.played != Move::Pass
            && review.mover == self.positions[ply].turn;
        if fits {
            self.reviews[ply] = Some(review);
        }
        fits
    }

    fn is_done(&self) -> bool {
        self.is_finished()
    }
}

/// Values [`ReviewJob`]s one after another, resumable in slices, with the same searches as
/// [`GameReview`] (whose tables it keeps from one position to the next, as a review of a
/// whole game does).
pub struct PositionReview {
    rules: Rules,
    job: Option<(ReviewJob, HintSearch)>,
    searchers: Option<Searchers>,
}

impl PositionReview {
    /// A searcher for positions under `rules` (its tables are allocated here).
    pub fn new(rules: Rules) -> PositionReview {
        PositionReview {
            rules,
            job: None,
            searchers: Some(Searchers::new(REVIEW_TABLE_BYTES, rules)),
        }
    }

    /// The rules it reviews under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Starts valuing `job` (dropping the one under way, if any). `false`, and nothing
    /// started, when the square is not a legal move of the job's position.
    pub fn start(&mut self, job: ReviewJob) -> bool {
        self.drop_job();
        let legal =
            matches!(job.position.status(self.rules), Status::Moves(m) if m.contains(job.played));
        if !legal {
            return false;
        }
        let searchers = self.searchers.take().expect("kept between positions");
        let search = HintSearch::with_searchers(
            job.position,
            self.rules,
            f64::INFINITY,
            REVIEW_DEPTH,
            REVIEW_SOLVE_EMPTIES,
            searchers,
        );
        self.job = Some((job, search));
        true
    }

    /// Drops the job under way, keeping the tables.
    pub fn drop_job(&mut self) {
        if let Some((_, search)) = self.job.take() {
            self.searchers = Some(search.into_searchers());
        }
    }

    /// Whether a job is under way.
    pub fn is_busy(&self) -> bool {
        self.job.is_some()
    }

    /// Searches for at most `slice_ms` on `clock`: the job's ply and review once it is
    /// valued (the job is then over), `None` while it goes on or when there is none.
    pub fn step(&mut self, clock: &dyn Clock, slice_ms: Millis) -> Option<(u32, MoveReview)> {
        let (_, search) = self.job.as_mut()?;
        search.think(clock, slice_ms);
        if !search.is_done() {
            return None;
        }
        let (job, search) = self.job.take()?;
        let answer = search.answer();
        self.searchers = Some(search.into_searchers());
        Some((
            job.ply,
            placed_review(job.position.turn, job.played, &answer),
        ))
    }

    /// Values the job under way to its end in one go.
    pub fn finish(&mut self) -> Option<(u32, MoveReview)> {
        loop {
            self.job.as_ref()?;
            if let Some(done) = self.step(&FrozenClock, f64::INFINITY) {
                return Some(done);
            }
        }
    }
}

/// Each player's total loss in discs over `reviews`: (Black's, White's).
pub fn total_losses(reviews: &[MoveReview]) -> (u32, u32) {
    reviews.iter().fold((0, 0), |(b, w), r| match r.mover {
        Color::Black => (b + r.loss() as u32, w),
        Color::White => (b, w + r.loss() as u32),
    })
}

serde_through!(MoveReview, MoveReviewFields);

/// The serialized form of a [`MoveReview`], checked on the way in.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct MoveReviewFields {
    mover: Color,
    played: Move,
    best: Move,
    best_discs: i8,
    played_discs: i8,
    exact: bool,
    depth: u8,
}

#[cfg(feature = "serde")]
impl TryFrom<MoveReviewFields> for MoveReview {
    type Error = OutOfRange;
    fn try_from(f: MoveReviewFields) -> Result<MoveReview, OutOfRange> {
        for d in [f.best_discs, f.played_discs] {
            if !(-64..=64).contains(&d) {
                return Err(OutOfRange::Margin(d));
            }
        }
        Ok(MoveReview {
            mover: f.mover,
            played: f.played,
            best: f.best,
            best_discs: f.best_discs,
            played_discs: f.played_discs,
            exact: f.exact,
            depth: f.depth,
        })
    }
}

#[cfg(feature = "serde")]
impl From<MoveReview> for MoveReviewFields {
    fn from(r: MoveReview) -> MoveReviewFields {
        MoveReviewFields {
            mover: r.mover,
            played: r.played,
            best: r.best,
            best_discs: r.best_discs,
            played_discs: r.played_discs,
            exact: r.exact,
            depth: r.depth,
        }
    }
}

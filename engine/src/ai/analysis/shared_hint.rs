//! A hint shared among searchers that share no memory (threads, Web Workers).
//!
//! A hint values every legal move with a full window ([`super::HintSearch`]), so its
//! root moves are independent: each move's next search (one more ply of alpha-beta, or
//! the exact solve) is a [`HintJob`] for whichever searcher is idle, the least deep move
//! first. A depth is published once every move has it, as on one searcher, and an exact
//! value as soon as it is in. Moves one by a symmetry of the position are searched once
//! and share the value. Nothing here waits or spawns: the caller hands out the jobs
//! ([`SharedHint::next_job`]), has each searched ([`HintSearcher`]) and hands the values
//! back ([`SharedHint::accept`]).

use super::hint::{
    classes, solve_move, HintAnswer, Searchers, DEPTHS_BEFORE_SOLVING, HINT_SOLVE_EMPTIES,
    HINT_TABLE_BYTES,
};
use super::score_discs;
use crate::ai::clock::{Deadline, Millis};
use crate::ai::shared::SharedSearch;
use crate::{Bitboard, Position, Rules, Square, Status};

/// One search of a shared hint: the value of playing `square` in `position`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintJob {
    /// The move's class in its hint (it names the job's value when it comes back).
    pub class: u32,
    /// The position.
    pub position: Position,
    /// The move to value.
    pub square: Square,
    /// Plies of alpha-beta, the move included; 0 for the exact solve.
    pub depth: u32,
}

/// What a [`HintJob`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintResult {
    /// The job's class.
    pub class: u32,
    /// The job's depth (0: the exact solve).
    pub depth: u32,
    /// The move's value in discs for the side to move, `None` when the job was stopped
    /// first.
    pub discs: Option<i8>,
}

/// A searcher of [`HintJob`]s, with the hint's searches (their tables kept from one job to
/// the next).
pub struct HintSearcher {
    rules: Rules,
    searchers: Searchers,
}

impl HintSearcher {
    /// A searcher for positions under `rules` (its tables are allocated here).
    pub fn new(rules: Rules) -> HintSearcher {
        HintSearcher {
            rules,
            searchers: Searchers::new(HINT_TABLE_BYTES, rules),
        }
    }

    /// The rules it searches under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The value of `job`'s move in discs, `None` when `deadline` stopped the search first
    /// (the finished subtrees stay in the tables: asking again resumes cheaply) or when the
    /// move is not a legal placement.
    pub fn run(&mut self, job: &HintJob, deadline: &Deadline) -> Option<i8> {
        let board = job.position.board;
        if !board.legal_moves().contains(job.square) {
            return None;
        }
        if job.depth == 0 {
            let score = solve_move(
                &mut self.searchers.solver,
                board,
                job.square,
                self.rules,
                deadline,
            )?;
            return Some(score.clamp(-64, 64) as i8);
        }
        let score = self
            .searchers
            .alphabeta
            .search_move(board, job.square, job.depth, deadline)?;
        Some(score_discs(score) as i8)
    }
}

/// Per class: its values so far.
#[derive(Clone, Debug)]
struct ClassState {
    square: Square,
    members: Bitboard,
    /// Its value at each depth from 1.
    values: Vec<i8>,
    /// Its exact value, once known.
    exact: Option<i8>,
    /// The depth of its job out, if any.
    out: Option<u32>,
}

/// A hint of one position shared among searchers: see the module's documentation. It
/// ends after `budget_ms`, at `max_depth` plies or with exact values, as
/// [`super::HintSearch`] does.
#[derive(Clone, Debug)]
pub struct SharedHint {
    position: Position,
    empties: u32,
    budget_ms: Millis,
    max_depth: u32,
    start_ms: Millis,
    classes: Vec<ClassState>,
    /// The depth and the exact values of the last answer taken ([`SharedHint::news`]).
    published: Option<(u32, usize, bool)>,
    /// Stopped, or out of time.
    over: bool,
}

impl SharedHint {
    /// The hint of `position` under `rules`, started at `now_ms`, that stops `budget_ms`
    /// later or at `max_depth` plies, whichever comes first (exact from
    /// [`HINT_SOLVE_EMPTIES`] empties down, after a few quick depths).
    pub fn new(
        position: Position,
        rules: Rules,
        budget_ms: Millis,
        max_depth: u32,
        now_ms: Millis,
    ) -> SharedHint {
        let classes = match position.status(rules) {
            Status::Moves(moves) => classes(position.board, moves)
                .into_iter()
                .map(|c| ClassState {
                    square: c.square,
                    members: c.members,
                    values: Vec::new(),
                    exact: None,
                    out: None,
                })
                .collect(),
            Status::MustPass | Status::GameOver => Vec::new(),
        };
        SharedHint {
            position,
            empties: position.board.empty_count(),
            budget_ms,
            max_depth: max_depth.max(1),
            start_ms: now_ms,
            classes,
            published: None,
            over: false,
        }
    }

    /// When the jobs must stop, on the clock of [`SharedHint::new`]'s `now_ms`.
    pub fn stop_ms(&self) -> Millis {
        self.start_ms + self.budget_ms
    }

    /// The next search of class `class`, if it has one: a ply deeper, or the exact solve
    /// from [`HINT_SOLVE_EMPTIES`] empties down once it has a few depths.
    fn next_depth(&self, class: &ClassState) -> Option<u32> {
        if class.exact.is_some() {
            return None;
        }
        let done = class.values.len() as u32;
        if self.empties <= HINT_SOLVE_EMPTIES && done >= DEPTHS_BEFORE_SOLVING {
            return Some(0);
        }
        (done < self.max_depth).then_some(done + 1)
    }

    /// Ends the hint now (no job is handed out any more).
    pub fn stop(&mut self) {
        self.over = true;
    }

    /// The depth every move not yet exact has.
    fn published_depth(&self) -> u32 {
        self.classes
            .iter()
            .filter(|c| c.exact.is_none())
            .map(|c| c.values.len() as u32)
            .min()
            .unwrap_or(0)
    }

    /// The hint so far: exact values as they come, the others at the depth every move not
    /// yet exact has.
    pub fn answer(&self) -> HintAnswer {
        let depth = self.published_depth();
        let classes = self.classes.iter().map(|c| {
            let value = match (c.exact, depth) {
                (Some(discs), _) => Some((discs, true)),
                (None, 0) => None,
                (None, d) => Some((c.values[d as usize - 1], false)),
            };
            (c.members, value)
        });
        HintAnswer::from_classes(classes, depth, self.is_done())
    }

    /// The hint when it changed since the last time it was taken (a deeper depth, a new
    /// exact value, or its end), for the player.
    pub fn news(&mut self) -> Option<HintAnswer> {
        let answer = self.answer();
        let state = (
            u32::from(answer.depth),
            answer.values.iter().filter(|v| v.exact()).count(),
            answer.done,
        );
        if answer.values.is_empty() && !answer.done || self.published == Some(state) {
            return None;
        }
        self.published = Some(state);
        Some(answer)
    }
}

impl SharedSearch for SharedHint {
    /// The job and when it must stop.
    type Job = (HintJob, Millis);
    type Result = HintResult;

    fn key((job, _): &(HintJob, Millis)) -> u32 {
        job.class
    }

    /// The next job for the first idle searcher at `now_ms`, and when it must stop: the
    /// least deep move without a job out (equal depths: the best valued first), or `None`
    /// when every move has one out or the hint is over.
    fn next_job(&mut self, idle: &[usize], now_ms: Millis) -> Option<(usize, (HintJob, Millis))> {
        let searcher = *idle.first()?;
        if now_ms - self.start_ms >= self.budget_ms {
            self.over = true;
        }
        if self.over {
            return None;
        }
        let depth = self.published_depth();
        let value = |c: &ClassState| {
            let latest = c.exact.or(c.values.get(depth.max(1) as usize - 1).copied());
            -i32::from(latest.unwrap_or(0))
        };
        let (i, next) = self
            .classes
            .iter()
            .enumerate()
            .filter(|(_, c)| c.out.is_none())
            .filter_map(|(i, c)| self.next_depth(c).map(|d| (i, d)))
            .min_by_key(|&(i, d)| {
                let c = &self.classes[i];
                // The exact solve after every shallower search.
                let rank = if d == 0 { u32::MAX } else { d };
                (rank, value(c), i)
            })?;
        self.classes[i].out = Some(next);
        let job = HintJob {
            class: i as u32,
            position: self.position,
            square: self.classes[i].square,
            depth: next,
        };
        Some((searcher, (job, self.stop_ms())))
    }

    /// Takes a job's value at `now_ms`. One that does not fit (no such job out, a value
    /// beyond 64 discs) is refused (`false`) and changes nothing but the job, which may be
    /// handed out again. A job stopped before its value (`discs` `None`) is handed out
    /// again while time is left.
    fn accept(&mut self, _: usize, key: u32, result: HintResult, now_ms: Millis) -> bool {
        let Some(class) = self.classes.get_mut(key as usize) else {
            return false;
        };
        if result.class != key || class.out != Some(result.depth) {
            return false;
        }
        class.out = None;
        if now_ms - self.start_ms >= self.budget_ms {
            self.over = true;
        }
        let Some(discs) = result.discs else {
            return true;
        };
        if !(-64..=64).contains(&discs) {
            return false;
        }
        if result.depth == 0 {
            class.exact = Some(discs);
        } else if result.depth as usize == class.values.len() + 1 {
            class.values.push(discs);
            // The whole game tree fits in this depth: the value is the result.
            if result.depth >= self.empties {
                class.exact = Some(discs);
            }
        } else {
            return false;
        }
        true
    }

    /// The job of class `class` was lost (its searcher failed or was stopped): it may be
    /// handed out again.
    fn give_back(&mut self, class: u32) {
        if let Some(c) = self.classes.get_mut(class as usize) {
            c.out = None;
        }
    }

    /// Whether the hint is over: stopped, out of time, or nothing left to search (and
    /// nothing out).
    fn is_done(&self) -> bool {
        self.over
            || self
                .classes
                .iter()
                .all(|c| c.out.is_none() && self.next_depth(c).is_none())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::analysis::hint_to_depth;
    use crate::ai::clock::FrozenClock;
    use crate::ai::rng::Rng;
    use crate::ai::testing::random_walk;

    /// The next job for searcher 0 at `now_ms`.
    fn next(hint: &mut SharedHint, now_ms: Millis) -> Option<HintJob> {
        hint.next_job(&[0], now_ms).map(|(_, (job, _))| job)
    }

    /// `job`'s result: `discs`.
    fn result(job: &HintJob, discs: Option<i8>) -> HintResult {
        let (class, depth) = (job.class, job.depth);
        HintResult {
            class,
            depth,
            discs,
        }
    }

    /// Hands `result` back at `now_ms`.
    fn accept(hint: &mut SharedHint, result: HintResult, now_ms: Millis) -> bool {
        hint.accept(0, result.class, result, now_ms)
    }

    /// Runs `hint` to its end on `searchers`, each taking the next job in turn; every
    /// answer published on the way is checked to have one depth for every estimate.
    fn run(hint: &mut SharedHint, searchers: &mut [HintSearcher]) -> HintAnswer {
        let mut out: Vec<Option<HintJob>> = vec![None; searchers.len()];
        let mut last = None;
        let mut turn = 0;
        loop {
            for slot in out.iter_mut().filter(|s| s.is_none()) {
                *slot = next(hint, 0.0);
            }
            // The searchers answer in turn, each taking its next job meanwhile.
            let n = out.len();
            let Some(i) = (0..n).map(|k| (turn + k) % n).find(|&i| out[i].is_some()) else {
                break;
            };
            turn = i + 1;
            let job = out[i].take().unwrap();
            let discs = searchers[i].run(&job, &Deadline::never(&FrozenClock));
            assert!(accept(hint, result(&job, discs), 0.0));
            if let Some(news) = hint.news() {
                // Every estimate shown is of the one depth the answer names.
                assert!(news.values.iter().all(|v| v.exact() || news.depth > 0));
                last = Some(news);
            }
        }
        assert!(hint.is_done());
        last.unwrap_or_else(|| hint.answer())
    }

    #[test]
    fn a_shared_hint_gives_the_values_of_one_searcher() {
        let mut rng = Rng::new(8);
        for plies in [0, 12, 20, 30, 44, 50] {
            let pos = random_walk(&mut rng, plies);
            let one = hint_to_depth(pos, Rules::WOF, 5);
            let mut hint = SharedHint::new(pos, Rules::WOF, f64::INFINITY, 5, 0.0);
            let mut searchers = [HintSearcher::new(Rules::WOF), HintSearcher::new(Rules::WOF)];
            let shared = run(&mut hint, &mut searchers);
            assert!(shared.done);
            // The same moves, exact where one searcher's are, at the same depth; values
            // may differ where the tables saw other positions (alpha-beta's estimates),
            // never where exact.
            assert_eq!(shared.depth, one.depth, "{}", pos.to_obf());
            let squares = |a: &HintAnswer| {
                let mut s: Vec<Square> = a.values.iter().map(|v| v.square()).collect();
                s.sort_unstable();
                s
            };
            assert_eq!(squares(&shared), squares(&one), "{}", pos.to_obf());
            for v in &one.values {
                let w = shared.value_of(v.square()).unwrap();
                assert_eq!(w.exact(), v.exact(), "{} {}", pos.to_obf(), v.square());
                if v.exact() {
                    assert_eq!(w.discs(), v.discs(), "{} {}", pos.to_obf(), v.square());
                }
            }
        }
    }

    #[test]
    fn depths_are_published_whole_and_the_least_deep_move_goes_first() {
        let pos = random_walk(&mut Rng::new(3), 16);
        let mut hint = SharedHint::new(pos, Rules::WOF, f64::INFINITY, 6, 0.0);
        let classes = hint.classes.len();
        assert!(classes >= 3);
        // The first jobs are every move at depth 1.
        let jobs: Vec<HintJob> = (0..classes)
            .map(|_| next(&mut hint, 0.0).unwrap())
            .collect();
        assert!(jobs.iter().all(|j| j.depth == 1));
        assert_eq!(next(&mut hint, 0.0), None, "one job a move at a time");
        let mut searcher = HintSearcher::new(Rules::WOF);
        // All but one answered: nothing to publish yet, and those moves go on to depth 2.
        for job in &jobs[1..] {
            let discs = searcher.run(job, &Deadline::never(&FrozenClock));
            assert!(accept(&mut hint, result(job, discs), 0.0));
        }
        assert_eq!(hint.news(), None);
        assert_eq!(next(&mut hint, 0.0).map(|j| j.depth), Some(2));
        let last = result(
            &jobs[0],
            searcher.run(&jobs[0], &Deadline::never(&FrozenClock)),
        );
        assert!(accept(&mut hint, last, 0.0));
        let news = hint.news().unwrap();
        assert_eq!((news.depth, news.done), (1, false));
        assert_eq!(news.values.len(), pos.board.legal_moves().count() as usize);
        // The same answer twice is no news; a stray or repeated value is refused.
        assert_eq!(hint.news(), None);
        assert!(!accept(&mut hint, last, 0.0));
        let wild = HintResult {
            class: 99,
            depth: 1,
            discs: Some(0),
        };
        assert!(!accept(&mut hint, wild, 0.0));
        // A job stopped is handed out again; the budget's end ends the hint.
        let job = next(&mut hint, 0.0).unwrap();
        assert!(accept(&mut hint, result(&job, None), 0.0));
        assert!(!hint.is_done());
        let mut timed = SharedHint::new(pos, Rules::WOF, 100.0, 60, 0.0);
        assert!(next(&mut timed, 50.0).is_some());
        assert_eq!(next(&mut timed, 100.0), None);
        assert!(timed.is_done());
        assert!(timed.news().is_some_and(|a| a.done));
    }

    #[test]
    fn a_value_beyond_64_discs_is_refused() {
        let mut hint = SharedHint::new(Position::START, Rules::WOF, f64::INFINITY, 3, 0.0);
        let job = next(&mut hint, 0.0).unwrap();
        assert!(!accept(&mut hint, result(&job, Some(100)), 0.0));
        // Handed out again.
        assert_eq!(next(&mut hint, 0.0), Some(job));
        // The four first moves are one class.
        assert_eq!(hint.classes.len(), 1);
    }
}

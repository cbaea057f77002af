//! A search split at the root (a [`JobSource`]) as a [`SharedSearch`]: who
//! searched which move (an idle searcher asks for its own moves, whose subtrees its table
//! knows), what each exact solver found for the others, and each root move's line.

use super::SharedSearch;
use crate::ai::alphabeta::{AlphaBeta, EvalKind};
use crate::ai::analysis::PV_LENGTH;
use crate::ai::clock::{Deadline, Millis};
use crate::ai::endgame::{SolvedEntry, SolvedInboxes, Solver};
use crate::ai::split::{JobSource, SplitJob, SplitResult};
use crate::{Board, Move, Square};
use std::collections::HashMap;

/// A job of a [`SplitShare`].
#[derive(Clone, Debug, PartialEq)]
pub struct ShareJob {
    /// The split's job.
    pub job: SplitJob,
    /// When it must stop, on the clock of the search.
    pub stop_ms: Millis,
    /// Plies from the root to the job's position (odd: the other side moves there).
    pub plies: u32,
    /// What the other searchers solved since this one's last exact-solve job.
    pub learned: Vec<SolvedEntry>,
}

/// What a searcher answers to a [`ShareJob`].
#[derive(Clone, Debug, PartialEq)]
pub struct ShareResult {
    /// The split's result.
    pub result: SplitResult,
    /// What its exact solver solved, for the others.
    pub found: Vec<SolvedEntry>,
    /// The job's line from its position (empty when unknown).
    pub pv: Vec<Move>,
}

/// A split search shared among searchers (see the module's documentation).
#[derive(Clone, Debug)]
pub struct SplitShare<T> {
    source: T,
    /// Per move of a position: the searcher that last searched it.
    owners: HashMap<(Board, Square), usize>,
    inboxes: SolvedInboxes,
    /// The last line a searcher found from each root move.
    pvs: Vec<(Square, Vec<Move>)>,
}

impl<T: JobSource> SplitShare<T> {
    /// `source` shared among `searchers` searchers (its jobs stop when the source says,
    /// else never), each keeping at most `max_learned` entries the others solved until its
    /// next exact-solve job.
    pub fn new(source: T, searchers: usize, max_learned: usize) -> SplitShare<T> {
        SplitShare {
            source,
            owners: HashMap::new(),
            inboxes: SolvedInboxes::new(searchers.max(1), max_learned),
            pvs: Vec::new(),
        }
    }

    /// The split search.
    pub fn source(&self) -> &T {
        &self.source
    }

    /// The split search, its sharing over.
    pub fn into_source(self) -> T {
        self.source
    }

    /// The last line found from root move `square` (from the root), if any.
    pub fn line_of(&self, square: Square) -> Option<&[Move]> {
        let (_, pv) = self.pvs.iter().find(|(sq, _)| *sq == square)?;
        Some(pv)
    }
}

impl<T: JobSource> SharedSearch for SplitShare<T> {
    type Job = ShareJob;
    type Result = ShareResult;

    fn key(job: &ShareJob) -> u32 {
        job.job.id
    }

    /// The job for the first idle searcher, one of its own moves if one waits; it goes to
    /// the searcher that last searched its move if that one is idle (the first move of
    /// each iteration stays on one searcher).
    fn next_job(&mut self, idle: &[usize], _: f64) -> Option<(usize, ShareJob)> {
        let first = *idle.first()?;
        let owners = &self.owners;
        let own = |b: Board, sq: Square| owners.get(&(b, sq)) == Some(&first);
        let job = self.source.next_job_preferring(&own)?;
        let searcher = owners
            .get(&(job.board, job.square))
            .copied()
            .filter(|w| idle.contains(w))
            .unwrap_or(first);
        self.owners.insert((job.board, job.square), searcher);
        // Solved entries only help an exact solve's job.
        let learned = match job.depth {
            0 => self.inboxes.take(searcher),
            _ => Vec::new(),
        };
        let plies = self
            .source
            .path_to(job.id, None)
            .map_or(0, |p| p.len() as u32);
        let stop_ms = self.source.job_stop_ms().unwrap_or(Millis::INFINITY);
        Some((
            searcher,
            ShareJob {
                job,
                stop_ms,
                plies,
                learned,
            },
        ))
    }

    fn accept(&mut self, searcher: usize, key: u32, answer: ShareResult, now_ms: Millis) -> bool {
        if answer.result.id != key {
            return false;
        }
        self.inboxes.share(searcher, &answer.found);
        // A root move's line from the root: the moves down to the job's position, then
        // the job's own line.
        let path = answer
            .result
            .score
            .and_then(|s| self.source.path_to(key, Some(s)));
        if let Some(path) = path.filter(|_| !answer.pv.is_empty()) {
            let line: Vec<Move> = path.into_iter().map(Move::Place).chain(answer.pv).collect();
            if let Some(&Move::Place(sq)) = line.first() {
                self.pvs.retain(|(s, _)| *s != sq);
                self.pvs.push((sq, line));
            }
        }
        self.source.accept(answer.result, now_ms);
        true
    }

    fn give_back(&mut self, key: u32) {
        self.source.give_back(key);
    }

    fn unwanted(&mut self, out: &[u32]) -> Vec<u32> {
        let stale = self.source.stale_jobs();
        out.iter()
            .copied()
            .filter(|&k| stale.contains(&k) || !self.source.wants(k))
            .collect()
    }

    fn is_done(&self) -> bool {
        self.source.is_finished()
    }
}

/// The fewest empties of a position whose table entry a searcher's exact solver hands the
/// others (FFO #45-#49 with 2 threads: from 14 empties 34.3 s and 35.3 s, from 16 34.7 s
/// and 36.1 s, none 38.5 s; from 12 no better than 14).
const SHARED_MIN_EMPTIES: u32 = 14;

/// One searcher of split jobs (a thread, a helper worker): an exact solver for the solve's
/// jobs (depth 0), alpha-beta for the deepening's, each made on first use and kept from job
/// to job (their tables remember the moves searched before).
pub struct SplitSearcher {
    rules: crate::Rules,
    solver_bytes: usize,
    /// Alpha-beta's evaluation, table bytes and Multi-ProbCut's confidence (`None`: a
    /// searcher for exact solves).
    settings: Option<(EvalKind, usize, f32)>,
    solver: Option<Solver>,
    /// Alpha-beta, and the iteration of its last job ([`SplitJob::iteration`]).
    alphabeta: Option<(AlphaBeta, u32)>,
}

impl SplitSearcher {
    /// A searcher under `rules` whose exact solver has a table of `solver_bytes` and whose
    /// alpha-beta searches with `settings` (evaluation, table bytes, Multi-ProbCut's
    /// confidence; `None` for a searcher of exact solves, whose alpha-beta, should it be
    /// asked, has the tuned evaluation and a small table).
    pub fn new(
        rules: crate::Rules,
        solver_bytes: usize,
        settings: Option<(EvalKind, usize, f32)>,
    ) -> SplitSearcher {
        SplitSearcher {
            rules,
            solver_bytes,
            settings,
            solver: None,
            alphabeta: None,
        }
    }

    /// Whether it was made with these `rules` and alpha-beta `settings`.
    pub fn is_for(&self, rules: crate::Rules, settings: Option<(EvalKind, usize, f32)>) -> bool {
        self.rules == rules && self.settings == settings
    }

    /// The exact solver, which keeps what it solves from [`SHARED_MIN_EMPTIES`] empties
    /// for the others.
    fn solver(&mut self) -> &mut Solver {
        let (bytes, rules) = (self.solver_bytes, self.rules);
        self.solver.get_or_insert_with(|| {
            let mut solver = Solver::new(bytes, rules);
            solver.share_from(Some(SHARED_MIN_EMPTIES));
            solver
        })
    }

    /// Learns what the other searchers solved.
    pub fn learn(&mut self, learned: &[SolvedEntry]) {
        if !learned.is_empty() {
            self.solver().learn(learned);
        }
    }

    /// Runs `job` until `deadline` with the searcher it wants (alpha-beta's table aged when
    /// the iteration changes, as a new iteration does). A job stopped by its deadline
    /// resumes cheaply from the table when run again.
    pub fn run(&mut self, job: &SplitJob, deadline: &Deadline) -> SplitResult {
        if job.depth == 0 {
            return job.run_solver(self.solver(), deadline);
        }
        let (eval, bytes, probcut) = self.settings.unwrap_or((EvalKind::Tuned, 1 << 20, 0.0));
        let rules = self.rules;
        let (searcher, iteration) = self.alphabeta.get_or_insert_with(|| {
            let mut searcher = AlphaBeta::new(eval, bytes, rules);
            searcher.set_probcut(probcut);
            (searcher, u32::MAX)
        });
        if *iteration != job.iteration() {
            searcher.new_search();
            *iteration = job.iteration();
        }
        job.run_alphabeta(searcher, deadline)
    }

    /// What the exact solver solved for the others since it was last asked.
    pub fn take_found(&mut self) -> Vec<SolvedEntry> {
        self.solver
            .as_mut()
            .map(Solver::take_found)
            .unwrap_or_default()
    }

    /// The principal variation from `job`'s move as the alpha-beta table knows it, once
    /// the job has a `score` (none for an exact solve's job).
    pub fn pv(&self, job: &SplitJob, score: Option<i32>) -> Vec<Move> {
        match (&self.alphabeta, score) {
            (Some((searcher, _)), Some(_)) if job.depth > 0 => {
                searcher.principal_variation(job.board, job.square, PV_LENGTH)
            }
            _ => Vec::new(),
        }
    }

    /// Runs a [`ShareJob`] until `deadline` (after learning what the others solved): its
    /// result, and what it solved for the others.
    pub fn run_share(&mut self, job: &ShareJob, deadline: &Deadline) -> ShareResult {
        self.learn(&job.learned);
        let result = self.run(&job.job, deadline);
        ShareResult {
            result,
            found: self.take_found(),
            pv: Vec::new(),
        }
    }
}

//! A search split at the root ([`RootSplit`], [`SplitMove`](crate::ai::SplitMove)) as a [`SharedSearch`]: who
//! searched which move (an idle searcher asks for its own moves, whose subtrees its table
//! knows), what each exact solver found for the others, and each root move's line.

use super::SharedSearch;
use crate::ai::endgame::{SolvedEntry, SolvedInboxes};
use crate::ai::split::{JobSource, RootSplit, SplitJob, SplitResult};
use crate::{Board, Move, Square};
use std::collections::HashMap;

/// A split search a [`SplitShare`] hands out: a [`RootSplit`] or a
/// [`SplitMove`](crate::ai::SplitMove).
pub trait SplitSource: JobSource {
    /// Takes a searcher's result at `now_ms` (one of a job not handed out, or no longer
    /// waited for, is ignored).
    fn take(&mut self, result: SplitResult, now_ms: f64);
    /// Takes back job `id`, whose searcher will not answer: it is handed out again.
    fn give_back(&mut self, id: u32);
    /// The running jobs that went stale (see [`RootSplit::stale_jobs`]), each named once:
    /// the caller stops them and hands their results (`None` or a score) back as usual.
    fn stale_jobs(&mut self) -> Vec<u32>;
    /// Whether job `id` belongs to the stage under way.
    fn wants(&self, id: u32) -> bool;
    /// When the jobs handed out now must stop, on the caller's clock, if the search says.
    fn job_stop_ms(&self) -> Option<f64>;
    /// Whether the search is over.
    fn is_over(&self) -> bool;
    /// The moves from the root to job `id`'s position: with a `score`, only when it makes
    /// the job's line the principal one of its root move (see
    /// [`RootSplit::principal_path`]); `None` for a job not running.
    fn path_to(&self, id: u32, score: Option<i32>) -> Option<Vec<Square>>;
}

impl SplitSource for RootSplit {
    fn take(&mut self, result: SplitResult, _: f64) {
        self.accept(result);
    }
    fn give_back(&mut self, id: u32) {
        RootSplit::give_back(self, id);
    }
    fn stale_jobs(&mut self) -> Vec<u32> {
        RootSplit::stale_jobs(self)
    }
    fn wants(&self, _: u32) -> bool {
        true
    }
    fn job_stop_ms(&self) -> Option<f64> {
        None
    }
    fn is_over(&self) -> bool {
        self.is_finished()
    }
    fn path_to(&self, id: u32, score: Option<i32>) -> Option<Vec<Square>> {
        match score {
            Some(score) => self.principal_path(id, score),
            None => self.path(id),
        }
    }
}

/// A job of a [`SplitShare`].
#[derive(Clone, Debug, PartialEq)]
pub struct ShareJob {
    /// The split's job.
    pub job: SplitJob,
    /// When it must stop, on the clock of the search.
    pub stop_ms: f64,
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
    /// When the jobs stop when the source does not say.
    stop_ms: f64,
    /// Per move of a position: the searcher that last searched it.
    owners: HashMap<(Board, Square), usize>,
    inboxes: SolvedInboxes,
    /// The last line a searcher found from each root move.
    pvs: Vec<(Square, Vec<Move>)>,
}

impl<T: SplitSource> SplitShare<T> {
    /// `source` shared among `searchers` searchers, each job stopping at `stop_ms` unless
    /// the source says, each searcher keeping at most `max_learned` entries the others
    /// solved until its next exact-solve job.
    pub fn new(source: T, searchers: usize, stop_ms: f64, max_learned: usize) -> SplitShare<T> {
        SplitShare {
            source,
            stop_ms,
            owners: HashMap::new(),
            inboxes: SolvedInboxes::new(searchers.max(1), max_learned),
            pvs: Vec::new(),
        }
    }

    /// The split search.
    pub fn source(&self) -> &T {
        &self.source
    }

    /// The split search, to change.
    pub fn source_mut(&mut self) -> &mut T {
        &mut self.source
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

impl<T: SplitSource> SharedSearch for SplitShare<T> {
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
        let stop_ms = self.source.job_stop_ms().unwrap_or(self.stop_ms);
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

    fn accept(&mut self, searcher: usize, key: u32, answer: ShareResult, now_ms: f64) -> bool {
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
        self.source.take(answer.result, now_ms);
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
        self.source.is_over()
    }
}

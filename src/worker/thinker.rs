//! The worker's searching, free of web APIs so that native tests drive it: one job at a
//! time (a move, a hint or a review of the game), run in slices on an injected clock.

use crate::protocol::{
    version_mismatch, HelperRequest, HelperResponse, OpeningName, RequestBody, ResponseBody,
    WorkerRequest, WorkerResponse,
};
use outflank_engine::ai::analysis::{
    GameReview, HintJob, HintSearch, HintSearcher, LineSearch, PositionReview, ReviewJob,
    LINE_BUDGET_MS,
};
use outflank_engine::ai::shared::SplitSearcher;
use outflank_engine::ai::{
    player_for_level, Clock, Deadline, EngineConfig, Level, Player, SplitJob, Thinking,
};
use outflank_engine::{opening, Move, Rules};

/// How long a hint deepens at most while the player looks at it (it stops sooner with
/// exact values, and gives way at once to the computer's move or another request).
pub const HINT_BUDGET_MS: f64 = 10_000.0;
/// The deepest hint search (plies, the move included).
pub const HINT_MAX_DEPTH: u32 = 60;
/// At least this long between two reports of the computer's thinking (about 8 a second
/// with 40 ms slices: one every third slice). The first goes out after the first slice, so
/// that the panel shows up at once; a move found within it sends its search's last thought
/// just before the move.
pub const REPORT_EVERY_MS: f64 = 100.0;

/// A search under way, for the request `id` from `who`.
struct Job<W> {
    id: u64,
    who: W,
    work: Work,
    started_ms: f64,
    /// When the last report of the thinking went out (none yet: minus infinity).
    reported_ms: f64,
    /// A move's answer held back one slice, for its search's last thought to go first.
    held: Option<ResponseBody<HelperResponse>>,
}

/// What a job does. (Boxed where large: jobs move.)
enum Work {
    /// The computer's move, by its level's player (for the level, rules and seed named).
    Think(Box<Player>, PlayerKey),
    /// A hint, by the engine's hint search.
    Hint(HintSearch),
    /// The best line after a hint's best move, by the engine's line search.
    Line(Box<LineSearch>),
    /// The review of a game, and how many moves it had reviewed at its last report.
    Review(GameReview, usize),
    /// One position of a game's review, for a coordinating worker (by the thinker's
    /// [`PositionReview`], whose tables stay from one position to the next).
    ReviewPosition,
    /// One job of a move split at the root, for a coordinating worker: the job, when it
    /// must stop, and the nodes of its slices so far.
    Split(SplitJob, f64, u64),
    /// One search of a hint shared among helpers, for a coordinating worker (by the
    /// thinker's [`HintSearcher`], whose tables stay from one job to the next), and when it
    /// must stop.
    HintJob(HintJob, f64),
}

/// Table of a helper's exact solver for split jobs (the one-worker player's).
const SPLIT_SOLVER_TABLE_BYTES: usize = 8 << 20;

/// An answer for whoever asked, when there is one.
pub type Answer<W> = Option<(W, WorkerResponse)>;

/// One job at a time, run in slices. `W` names who asked (a gloo-worker handler in the
/// browser, anything `Copy` in tests).
pub struct Thinker<W> {
    job: Option<Job<W>>,
    /// A helper's searcher of review positions, kept between them (boxed: large).
    reviewer: Option<Box<PositionReview>>,
    /// A helper's searchers of split jobs (boxed: large).
    splitters: Option<Box<SplitSearcher>>,
    /// A helper's searcher of shared hints' jobs (boxed: large).
    hinter: Option<Box<HintSearcher>>,
    /// The player of the last move searched here, kept for the next move of the same
    /// level, rules and seed (a game): its tree search keeps its subtree, its alpha-beta
    /// its table, as a player kept for a whole game does.
    kept: Option<(PlayerKey, Box<Player>)>,
}

/// What a kept player must match to play the next move: level, rules and seed.
type PlayerKey = (Level, Rules, u64);

impl<W: Copy> Default for Thinker<W> {
    fn default() -> Self {
        Thinker {
            job: None,
            reviewer: None,
            splitters: None,
            hinter: None,
            kept: None,
        }
    }
}

impl<W: Copy> Thinker<W> {
    /// Takes a request. A search replaces the one under way (whose answer would be
    /// stale); [`RequestBody::Stop`] drops the search it names unanswered;
    /// [`RequestBody::MoveNow`] ends it with what it found; [`RequestBody::Opening`] is
    /// answered at once and leaves the search alone. Returns the answer when there is one
    /// already (a refusal, "move now", an opening's name).
    pub fn receive(&mut self, request: WorkerRequest, who: W, clock: &dyn Clock) -> Answer<W> {
        let id = request.id;
        let failed =
            |message: String| Some((who, WorkerResponse::new(id, ResponseBody::Failed(message))));
        if let Some(message) = version_mismatch(request.version) {
            return failed(message);
        }
        if let RequestBody::Helper(
            HelperRequest::SplitJob {
                position, square, ..
            }
            | HelperRequest::HintJob {
                position, square, ..
            },
        ) = &request.body
        {
            // A helper's job is a legal move of its position (else it is refused, and
            // drops the job under way).
            if position.board.legal_moves().0 & square.bit() == 0 {
                self.job = None;
                return failed(format!("{square} is not a legal move there"));
            }
        }
        let work = match request.body {
            RequestBody::Ping => return Some((who, WorkerResponse::new(id, ResponseBody::Pong))),
            RequestBody::Stop => {
                if self.job.as_ref().is_some_and(|j| j.id == id) {
                    self.keep_player_of_job();
                }
                return None;
            }
            RequestBody::MoveNow => {
                let ours = self.job.as_ref().is_some_and(|j| j.id == id);
                return if ours { self.move_now(clock) } else { None };
            }
            // A lookup, not a search: answered at once, the job under way goes on.
            RequestBody::Opening { start, moves } => {
                let name = opening(start, &moves).map(OpeningName::of);
                return Some((who, WorkerResponse::new(id, ResponseBody::Opening(name))));
            }
            // The opening trainer's lookups, answered at once too.
            RequestBody::OpeningLines => {
                let lines = ResponseBody::OpeningLines(super::lookup::named_lines());
                return Some((who, WorkerResponse::new(id, lines)));
            }
            RequestBody::BookMoves { position } => {
                return match super::lookup::book_moves(position) {
                    Ok(values) => Some((
                        who,
                        WorkerResponse::new(id, ResponseBody::BookMoves(values)),
                    )),
                    Err(why) => failed(why.to_string()),
                };
            }
            RequestBody::Think {
                position,
                rules,
                level,
                seed,
                ..
            } => {
                let level = match Level::try_from(level) {
                    Ok(level) => level,
                    Err(unknown) => return failed(unknown.to_string()),
                };
                let key = (level, rules, seed);
                // The player of a move under way may be this game's; another game's goes
                // before this one's is made: one search table at a time.
                self.keep_player_of_job();
                let mut player = match self.kept.take().filter(|(kept, _)| *kept == key) {
                    Some((_, mut player)) => {
                        player.move_to(position);
                        player
                    }
                    None => {
                        let mut player = Box::new(player_for_level(level, rules, seed));
                        player.set_position(position);
                        player
                    }
                };
                player.start(clock);
                Work::Think(player, key)
            }
            RequestBody::Hint {
                position, rules, ..
            } => {
                let mut search = HintSearch::new(position, rules, HINT_BUDGET_MS, HINT_MAX_DEPTH);
                search.start(clock);
                Work::Hint(search)
            }
            RequestBody::Line {
                position,
                rules,
                first,
            } => Work::Line(Box::new(LineSearch::new(
                position,
                rules,
                first,
                LINE_BUDGET_MS,
            ))),
            RequestBody::Review {
                start,
                moves,
                rules,
                ..
            } => match GameReview::new(start, &moves, rules) {
                Ok(review) => Work::Review(review, 0),
                Err(e) => {
                    self.job = None;
                    return failed(e.to_string());
                }
            },
            RequestBody::Helper(HelperRequest::ReviewPosition {
                ply,
                position,
                played,
                rules,
            }) => {
                self.job = None;
                let reviewer = match &mut self.reviewer {
                    Some(r) if r.rules() == rules => r,
                    slot => slot.insert(Box::new(PositionReview::new(rules))),
                };
                let job = ReviewJob {
                    ply,
                    position,
                    played,
                };
                if !reviewer.start(job) {
                    return failed(format!("{played} is not a legal move there"));
                }
                Work::ReviewPosition
            }
            RequestBody::Helper(HelperRequest::SplitJob {
                level,
                rules,
                position,
                square,
                alpha,
                beta,
                depth,
                job,
                stop_in_ms,
                learned,
            }) => {
                let level = match Level::try_from(level) {
                    Ok(level) => level,
                    Err(unknown) => {
                        self.job = None;
                        return failed(unknown.to_string());
                    }
                };
                let settings = match player_for_level(level, rules, 0).engine() {
                    EngineConfig::AlphaBeta {
                        eval,
                        table_bytes,
                        probcut,
                        ..
                    } => (eval, table_bytes, probcut),
                    // Only alpha-beta levels are split; another gets Oracle's settings.
                    EngineConfig::Mcts { config, .. } => (config.eval, 16 << 20, 0.0),
                };
                let searchers = match &mut self.splitters {
                    Some(s) if s.is_for(rules, Some(settings)) => s,
                    _ => self.splitters.insert(Box::new(SplitSearcher::new(
                        rules,
                        SPLIT_SOLVER_TABLE_BYTES,
                        Some(settings),
                    ))),
                };
                searchers.learn(&learned);
                let job = SplitJob {
                    id: job,
                    board: position.board,
                    square,
                    alpha,
                    beta,
                    depth,
                };
                Work::Split(job, clock.now_ms() + f64::from(stop_in_ms), 0)
            }
            RequestBody::Helper(HelperRequest::HintJob {
                rules,
                position,
                square,
                depth,
                class,
                stop_in_ms,
            }) => {
                if self.hinter.as_ref().is_none_or(|h| h.rules() != rules) {
                    self.hinter = Some(Box::new(HintSearcher::new(rules)));
                }
                let job = HintJob {
                    class,
                    position,
                    square,
                    depth,
                };
                Work::HintJob(job, clock.now_ms() + f64::from(stop_in_ms))
            }
        };
        // Another search replaces the one under way; a move's player stays for the next.
        self.keep_player_of_job();
        self.job = Some(Job {
            id,
            who,
            work,
            started_ms: clock.now_ms(),
            reported_ms: f64::NEG_INFINITY,
            held: None,
        });
        None
    }

    /// Drops the search under way, unanswered (a search elsewhere replaces it); the player
    /// of a move stays for the game's next move.
    pub fn drop_job(&mut self) {
        self.keep_player_of_job();
    }

    /// Ends the job under way unanswered, keeping its player if it searched a move.
    fn keep_player_of_job(&mut self) {
        if let Some(Job {
            work: Work::Think(player, key),
            ..
        }) = self.job.take()
        {
            self.kept = Some((key, player));
        }
    }

    /// Whether a search is under way (another slice is wanted).
    pub fn is_busy(&self) -> bool {
        self.job.is_some()
    }

    /// Searches for at most `slice_ms`; the answer when the search is over, or news of
    /// a search that goes on (a hint's deeper values).
    pub fn slice(&mut self, clock: &dyn Clock, slice_ms: f64) -> Answer<W> {
        let job = self.job.as_mut()?;
        if let Some(body) = job.held.take() {
            return self.answer(body);
        }
        let body = match &mut job.work {
            Work::Think(player, _) => match player.think(clock, slice_ms) {
                Thinking::Busy => {
                    let now = clock.now_ms();
                    if now - job.reported_ms < REPORT_EVERY_MS {
                        return None;
                    }
                    job.reported_ms = now;
                    let body = ResponseBody::Thinking {
                        report: player.report(),
                        elapsed_ms: now - job.started_ms,
                    };
                    return Some((job.who, WorkerResponse::new(job.id, body)));
                }
                Thinking::Done(mv) => {
                    let body = moved(mv, clock, job.started_ms);
                    // A move found before its first report shows what its search thought
                    // (while the app holds the reply back a moment), then the move.
                    match player.last_thought() {
                        Some(report) if job.reported_ms == f64::NEG_INFINITY => {
                            job.reported_ms = clock.now_ms();
                            job.held = Some(body);
                            let body = ResponseBody::Thinking {
                                report: report.clone(),
                                elapsed_ms: job.reported_ms - job.started_ms,
                            };
                            return Some((job.who, WorkerResponse::new(job.id, body)));
                        }
                        _ => body,
                    }
                }
            },
            Work::Hint(search) => {
                let answer = search.think(clock, slice_ms)?;
                if !answer.done {
                    return Some((
                        job.who,
                        WorkerResponse::new(job.id, ResponseBody::Hint(answer)),
                    ));
                }
                ResponseBody::Hint(answer)
            }
            Work::Line(search) => ResponseBody::Line(search.think(clock, slice_ms)?),
            Work::Review(review, reported) => {
                if !review.step(clock, slice_ms) {
                    let done = review.reviews().len();
                    if done == *reported {
                        return None;
                    }
                    *reported = done;
                    let body = ResponseBody::ReviewProgress(done as u32);
                    return Some((job.who, WorkerResponse::new(job.id, body)));
                }
                ResponseBody::Review(review.reviews().to_vec())
            }
            Work::ReviewPosition => {
                let reviewer = self.reviewer.as_mut()?;
                let (ply, review) = reviewer.step(clock, slice_ms)?;
                ResponseBody::Helper(HelperResponse::Reviewed { ply, review })
            }
            Work::Split(job, stop_ms, nodes) => {
                let searchers = self.splitters.as_mut()?;
                let now = clock.now_ms();
                let slice = Deadline::after(clock, slice_ms.min(*stop_ms - now).max(0.0));
                // A job stopped by its slice resumes in the next from the table.
                let result = searchers.run(job, &slice);
                *nodes += result.nodes;
                if result.score.is_none() && clock.now_ms() < *stop_ms {
                    return None;
                }
                ResponseBody::Helper(HelperResponse::Split {
                    job: job.id,
                    score: result.score,
                    nodes: *nodes,
                    pv: searchers.pv(job, result.score),
                    found: searchers.take_found(),
                })
            }
            Work::HintJob(job, stop_ms) => {
                let hinter = self.hinter.as_mut()?;
                let now = clock.now_ms();
                let slice = Deadline::after(clock, slice_ms.min(*stop_ms - now).max(0.0));
                // A job stopped by its slice resumes in the next from the tables.
                let discs = hinter.run(job, &slice);
                if discs.is_none() && clock.now_ms() < *stop_ms {
                    return None;
                }
                ResponseBody::Helper(HelperResponse::HintValue {
                    class: job.class,
                    depth: job.depth,
                    discs,
                })
            }
        };
        self.answer(body)
    }

    /// Ends the search under way with what it found so far (a review goes on).
    fn move_now(&mut self, clock: &dyn Clock) -> Answer<W> {
        let job = self.job.as_mut()?;
        if let Some(body) = job.held.take() {
            return self.answer(body);
        }
        let body = match &mut job.work {
            Work::Think(player, _) => moved(player.move_now(clock), clock, job.started_ms),
            Work::Hint(search) => ResponseBody::Hint(search.stop()),
            Work::Line(search) => ResponseBody::Line(search.line().to_vec()),
            Work::Review(..) | Work::ReviewPosition | Work::Split(..) | Work::HintJob(..) => {
                return None
            }
        };
        self.answer(body)
    }

    /// Runs the search under way to its end in one go.
    fn finish(&mut self, clock: &dyn Clock) -> Answer<W> {
        let job = self.job.as_mut()?;
        if let Some(body) = job.held.take() {
            return self.answer(body);
        }
        let body = match &mut job.work {
            Work::Think(player, _) => moved(player.choose(clock), clock, job.started_ms),
            Work::Hint(search) => ResponseBody::Hint(search.finish(clock)),
            Work::Line(search) => ResponseBody::Line(search.finish(clock)),
            Work::Review(review, _) => ResponseBody::Review(review.finish().to_vec()),
            Work::ReviewPosition => {
                let (ply, review) = self.reviewer.as_mut()?.finish()?;
                ResponseBody::Helper(HelperResponse::Reviewed { ply, review })
            }
            // A helper's job: one slice as long as the job may run.
            Work::Split(..) | Work::HintJob(..) => return self.slice(clock, f64::INFINITY),
        };
        self.answer(body)
    }

    /// Ends the job with `body` as its answer.
    fn answer(&mut self, body: ResponseBody<HelperResponse>) -> Answer<W> {
        let job = self.job.as_ref()?;
        let (who, id) = (job.who, job.id);
        self.keep_player_of_job();
        Some((who, WorkerResponse::new(id, body)))
    }

    /// The player of the move under way, else the one kept from the last move (for
    /// tests).
    #[cfg(test)]
    pub(crate) fn player(&self) -> Option<&Player> {
        match &self.job {
            Some(Job {
                work: Work::Think(player, _),
                ..
            }) => Some(player),
            _ => self.kept.as_ref().map(|(_, p)| p.as_ref()),
        }
    }

    /// Takes `request` and runs its search to the end in one go (where nothing can
    /// interrupt it: tests, tools, a worker without a message port).
    pub fn answer_now(&mut self, request: WorkerRequest, who: W, clock: &dyn Clock) -> Answer<W> {
        let id = request.id;
        if let Some(answer) = self.receive(request, who, clock) {
            return Some(answer);
        }
        if self.job.as_ref().is_some_and(|j| j.id == id) {
            self.finish(clock)
        } else {
            None
        }
    }
}

/// The answer of a move search that chose `mv` and began at `started_ms`.
fn moved(mv: Option<Move>, clock: &dyn Clock, started_ms: f64) -> ResponseBody<HelperResponse> {
    ResponseBody::Moved {
        mv,
        elapsed_ms: clock.now_ms() - started_ms,
    }
}

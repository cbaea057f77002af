//! The coordinating worker's side of a search shared among helper workers, free of web
//! APIs so that native tests drive it: what to ask which helper, and what to tell the app.
//!
//! The worker the app spawns coordinates: given a request that may use `cores` workers,
//! it has `cores` helpers (more instances of the same worker script, each with its own
//! WebAssembly memory and tables, spawned lazily and kept between requests) search the
//! pieces, and searches nothing itself meanwhile, so that it answers the app's messages
//! at once. A helper searches in slices like any worker and sees a `Stop` between two:
//! a search that goes stale or is stopped is stopped in every helper.
//!
//! Shared today: the review of a game ([`SharedReview`]: its positions are independent),
//! a hint ([`SharedHint`]: every move valued with a full window, so the moves are
//! independent) and the computer's move at an alpha-beta level ([`SplitMove`]: the search
//! split at the root, book and time plan as on one worker); every other request runs in
//! the coordinator itself.

use crate::protocol::{
    HelperRequest, HelperResponse, RequestBody, ResponseBody, WorkerRequest, WorkerResponse,
    MAX_CORES,
};
use outflank_engine::ai::analysis::{HintResult, SharedHint, SharedReview};
use outflank_engine::ai::{
    player_for_level, Clock, JobSource, Level, Player, SolvedInboxes, SplitMove, SplitResult,
    Thinking,
};
use outflank_engine::{Board, Move, Position, Rules, Square};
use std::collections::HashMap;

/// At least this long between two reports of a shared move search (as on one worker).
const REPORT_EVERY_MS: f64 = super::REPORT_EVERY_MS;

/// What the coordinator has to send.
#[derive(Debug, PartialEq)]
pub enum Out<W> {
    /// A request to helper `.0` (spawned first if need be).
    Helper(usize, WorkerRequest),
    /// A response to the app's client `.0`.
    App(W, WorkerResponse),
}

/// A review shared among the helpers.
struct Shared<W> {
    id: u64,
    who: W,
    rules: Rules,
    review: SharedReview,
    /// Per helper: the request it works on for this review (its id and the ply).
    busy: Vec<Option<(u64, u32)>>,
    /// Moves reviewed at the last progress report.
    reported: usize,
}

/// The computer's move split among the helpers.
struct SharedMove<W> {
    id: u64,
    who: W,
    level: Level,
    rules: Rules,
    split: SplitMove,
    /// The level's player, for a "move now" before the split has a move.
    player: Box<Player>,
    /// Per helper: the request it works on (its id and the split job's).
    busy: Vec<Option<(u64, u32)>>,
    started_ms: f64,
    reported_ms: f64,
    /// The last principal variation a helper found from each root move.
    pvs: Vec<(Square, Vec<Move>)>,
    /// Per move of a position: the helper that last searched it (its table knows the
    /// subtree; an idle helper asks for its own moves first).
    owners: HashMap<(Board, Square), usize>,
    /// Per helper: what the others solved since its last exact-solve job, sent with its
    /// next one ([`MAX_INBOX`] entries at most).
    inboxes: SolvedInboxes,
}

/// The most solved entries kept for a helper until its next exact-solve job (the first
/// ones kept: 1 MB); the same bound as a solver's own hand-over.
const MAX_INBOX: usize = 1 << 16;

/// A hint shared among the helpers.
struct HintShared<W> {
    id: u64,
    who: W,
    rules: Rules,
    hint: SharedHint,
    /// Per helper: the request it works on (its id and the move's class).
    busy: Vec<Option<(u64, u32)>>,
}

/// The coordinator: at most one shared search at a time.
pub struct Coordinator<W> {
    shared: Option<Shared<W>>,
    moving: Option<SharedMove<W>>,
    hinting: Option<HintShared<W>>,
    /// The id of the next request to a helper (its own numbering, apart from the app's:
    /// an answer to an older one is recognised and dropped).
    next_id: u64,
    /// Per helper that owes an answer (it was given work, or is at work, and said nothing
    /// since): the [`Coordinator::watch`] rounds of its silence.
    silent: Vec<Option<u32>>,
}

/// How often the caller calls [`Coordinator::watch`] while a shared search is under way.
pub const WATCH_EVERY_MS: u32 = 1_000;
/// Rounds of silence after which a helper at work is pinged (it answers between two
/// slices, so at once).
const PING_AFTER: u32 = 1;
/// Rounds of silence after which a loaded helper at work is taken for hung.
const HUNG_AFTER: u32 = 5;
/// The same for a helper still loading its WebAssembly (as the app gives a new worker).
const HUNG_LOADING_AFTER: u32 = 20;

impl<W> Default for Coordinator<W> {
    fn default() -> Self {
        Coordinator {
            shared: None,
            moving: None,
            hinting: None,
            next_id: 1,
            silent: Vec::new(),
        }
    }
}

/// How many helpers a request for `cores` workers gets: 0 (the coordinator searches
/// alone) for 1 core, else `cores` up to [`MAX_CORES`].
pub fn helpers_for(cores: u8) -> usize {
    if cores <= 1 {
        0
    } else {
        cores.min(MAX_CORES) as usize
    }
}

/// The cores asked for the computer's move: the player's choice, but one worker when the
/// choice is automatic (0). Measured in Chromium (README, "The pool of workers"): two
/// workers reach the same depth in 1 s as one and spend about a third more CPU, since each
/// iteration's first move is searched alone; the review, whose positions are independent,
/// gains and keeps the automatic choice.
pub fn move_cores(cores: u8) -> u8 {
    if cores == 0 {
        1
    } else {
        cores
    }
}

/// The workers a request for `cores` gets on a device with `hardware_concurrency` logical
/// cores and `device_memory_gb` of memory (`navigator.deviceMemory`, where the browser
/// says it). `cores` 0 asks for the device's default: all of its cores up to 8, and no
/// more than 2 per GB of memory (a helper holds about 25 MB, see the README). A choice is
/// capped by the device's cores (a save file may come from a larger device). At least 1.
pub fn cores_for(cores: u8, hardware_concurrency: u32, device_memory_gb: Option<f64>) -> u8 {
    let device = hardware_concurrency.clamp(1, MAX_CORES as u32) as u8;
    if cores > 0 {
        return cores.min(device);
    }
    let by_memory = device_memory_gb.map_or(8.0, |gb| (gb * 2.0).clamp(1.0, 8.0)) as u8;
    device.min(8).min(by_memory)
}

impl<W: Copy> Coordinator<W> {
    /// Whether a shared search is under way.
    pub fn is_busy(&self) -> bool {
        self.shared.is_some() || self.moving.is_some() || self.hinting.is_some()
    }

    /// Whether a shared move search is under way (it wants [`Coordinator::tick`]s).
    pub fn is_moving(&self) -> bool {
        self.moving.is_some()
    }

    /// Starts the computer's move in `position` at `level` with `helpers` helpers,
    /// dropping any shared search under way. `None` (nothing started or dropped) when
    /// the level's search is not split (MCTS, noisy levels): the coordinator searches
    /// it itself. A move decided at once (the book, a lone move) is answered at once.
    pub fn think(
        &mut self,
        id: u64,
        who: W,
        (position, rules, level, seed): (Position, Rules, Level, u64),
        helpers: usize,
        clock: &dyn Clock,
    ) -> Option<Vec<Out<W>>> {
        let mut player = player_for_level(level, rules, seed);
        player.set_position(position);
        let now = clock.now_ms();
        let split = player.split_move(now)?;
        let mut out = self.drop_shared();
        self.moving = Some(SharedMove {
            id,
            who,
            level,
            rules,
            split,
            player: Box::new(player),
            busy: vec![None; helpers.max(1)],
            started_ms: now,
            reported_ms: now,
            pvs: Vec::new(),
            owners: HashMap::new(),
            inboxes: SolvedInboxes::new(helpers.max(1), MAX_INBOX),
        });
        self.hand_out_move(&mut out, now);
        Some(out)
    }

    /// "Move now" for the shared move `id`: its best move so far (or a quick search's
    /// when it has none yet), answered at once; the helpers are stopped.
    pub fn move_now(&mut self, id: u64, clock: &dyn Clock) -> Vec<Out<W>> {
        if let Some(h) = self.hinting.as_mut().filter(|h| h.id == id) {
            // A hint ends with the values it has.
            h.hint.stop();
            let mut out = stop_helpers(&h.busy);
            let body = ResponseBody::Hint(h.hint.answer());
            out.push(Out::App(h.who, WorkerResponse::new(h.id, body)));
            self.hinting = None;
            return out;
        }
        if self.moving.as_ref().is_none_or(|m| m.id != id) {
            return Vec::new();
        }
        let mut out = Vec::new();
        if let Some(mut m) = self.moving.take() {
            let mv = match m.split.best() {
                Some(mv) => Some(mv),
                None => m.player.move_now(clock),
            };
            out.extend(stop_helpers(&m.busy));
            out.push(moved(m.who, m.id, mv, clock.now_ms() - m.started_ms));
        }
        out
    }

    /// What a shared move has to say between two answers: a report of its thinking at
    /// most every [`super::REPORT_EVERY_MS`] (the caller ticks a few times a second while
    /// [`Coordinator::is_moving`]).
    pub fn tick(&mut self, clock: &dyn Clock) -> Vec<Out<W>> {
        let Some(m) = &mut self.moving else {
            return Vec::new();
        };
        let now = clock.now_ms();
        if now - m.reported_ms < REPORT_EVERY_MS {
            return Vec::new();
        }
        m.reported_ms = now;
        let mut report = m.split.report();
        if let Some(Move::Place(best)) = report.best {
            if let Some((_, pv)) = m.pvs.iter().find(|(sq, _)| *sq == best) {
                report.pv = pv.clone();
            }
        }
        let body = ResponseBody::Thinking {
            report,
            elapsed_ms: now - m.started_ms,
        };
        vec![Out::App(m.who, WorkerResponse::new(m.id, body))]
    }

    /// The watchdog's round, every [`WATCH_EVERY_MS`] while a shared search is under way
    /// (`loaded[i]`: whether helper `i` has loaded its WebAssembly): a helper at work that
    /// said nothing since the last round is pinged (it answers between two slices); one
    /// silent for 5 rounds (20 while it loads) is taken for hung: its work is
    /// handed out again, and its index returned for the caller to terminate and replace it
    /// (a helper that hangs without failing raises no `error` event, and the app's pings
    /// reach the coordinator only).
    pub fn watch(&mut self, loaded: &[bool], clock: &dyn Clock) -> (Vec<Out<W>>, Vec<usize>) {
        let ids = |busy: &[Option<(u64, u32)>]| -> Vec<Option<u64>> {
            busy.iter().map(|b| b.map(|(id, _)| id)).collect()
        };
        let busy: Vec<Option<u64>> = match (&self.moving, &self.shared, &self.hinting) {
            (Some(m), _, _) => ids(&m.busy),
            (None, Some(s), _) => ids(&s.busy),
            (None, None, Some(h)) => ids(&h.busy),
            (None, None, None) => Vec::new(),
        };
        if self.silent.len() < busy.len() {
            self.silent.resize(busy.len(), None);
        }
        let mut out = Vec::new();
        let mut hung = Vec::new();
        for (helper, silent) in self.silent.iter_mut().enumerate() {
            let id = busy.get(helper).copied().flatten();
            // A helper at work owes news even after answering a ping.
            let Some(rounds) = silent.or(id.map(|_| 0)) else {
                continue;
            };
            let rounds = rounds + 1;
            *silent = Some(rounds);
            let limit = if loaded.get(helper).copied().unwrap_or(false) {
                HUNG_AFTER
            } else {
                HUNG_LOADING_AFTER
            };
            if rounds >= limit {
                hung.push(helper);
            } else if rounds > PING_AFTER {
                let ping = WorkerRequest::new(id.unwrap_or(0), RequestBody::Ping);
                out.push(Out::Helper(helper, ping));
            }
        }
        for &helper in &hung {
            self.silent[helper] = None;
            out.extend(self.lost(helper, clock));
        }
        (out, hung)
    }

    /// Whether a helper owes an answer (the watchdog's rounds go on, even after the
    /// search it worked on ended: a hung helper is then replaced before the next one).
    pub fn is_watching(&self) -> bool {
        self.silent.iter().any(Option::is_some)
    }

    /// Gives every idle helper a job of the shared move, stops the helpers whose job is
    /// no longer wanted, and answers the app once the move is decided.
    fn hand_out_move(&mut self, out: &mut Vec<Out<W>>, now: f64) {
        let Some(m) = &mut self.moving else {
            return;
        };
        if let Thinking::Done(mv) = m.split.thinking() {
            out.extend(stop_helpers(&m.busy));
            out.push(moved(m.who, m.id, mv, now - m.started_ms));
            self.moving = None;
            return;
        }
        // The stale jobs (the bound rose since they were handed out): stopped, and taken
        // as stopped at once so that they are handed out again on the new bound.
        let stale = m.split.stale_jobs();
        for helper in 0..m.busy.len() {
            let Some((request, job)) = m.busy[helper] else {
                continue;
            };
            if stale.contains(&job) || !m.split.wants(job) {
                m.busy[helper] = None;
                out.push(Out::Helper(
                    helper,
                    WorkerRequest::new(request, RequestBody::Stop),
                ));
                m.split.accept(
                    SplitResult {
                        id: job,
                        score: None,
                        nodes: 0,
                    },
                    now,
                );
            }
        }
        for helper in 0..m.busy.len() {
            if m.busy[helper].is_some() {
                continue;
            }
            let owners = &m.owners;
            let own = |b: Board, sq: Square| owners.get(&(b, sq)) == Some(&helper);
            let Some(job) = m.split.next_job_preferring(&own) else {
                break;
            };
            m.owners.insert((job.board, job.square), helper);
            let id = self.next_id;
            self.next_id += 1;
            m.busy[helper] = Some((id, job.id));
            owes(&mut self.silent, helper);
            // A job down the principal variation is searched in the position it leads to.
            let root = m.split.position();
            let plies = m.split.path(job.id).map_or(0, |p| p.len());
            let position = Position {
                board: job.board,
                turn: if plies % 2 == 0 {
                    root.turn
                } else {
                    !root.turn
                },
            };
            // Solved entries only help an exact solve's job.
            let learned = match job.depth {
                0 => m.inboxes.take(helper),
                _ => Vec::new(),
            };
            let body = RequestBody::Helper(HelperRequest::SplitJob {
                level: m.level.id(),
                rules: m.rules,
                position,
                square: job.square,
                alpha: job.alpha,
                beta: job.beta,
                depth: job.depth,
                job: job.id,
                stop_in_ms: (m.split.job_stop_ms() - now).clamp(0.0, u32::MAX as f64) as u32,
                learned,
            });
            out.push(Out::Helper(helper, WorkerRequest::new(id, body)));
        }
        if let Thinking::Done(mv) = m.split.thinking() {
            out.extend(stop_helpers(&m.busy));
            out.push(moved(m.who, m.id, mv, now - m.started_ms));
            self.moving = None;
        }
    }

    /// Starts the hint of `position` with `helpers` helpers (at least 1), dropping any
    /// shared search under way: each idle helper values a move at its next depth
    /// ([`SharedHint`]), and the app gets the values whenever a depth is complete or a
    /// value exact, as from one worker, the last `done`.
    pub fn hint(
        &mut self,
        id: u64,
        who: W,
        (position, rules): (Position, Rules),
        helpers: usize,
        clock: &dyn Clock,
    ) -> Vec<Out<W>> {
        let mut out = self.drop_shared();
        let now = clock.now_ms();
        let hint = SharedHint::new(
            position,
            rules,
            super::HINT_BUDGET_MS,
            super::HINT_MAX_DEPTH,
            now,
        );
        self.hinting = Some(HintShared {
            id,
            who,
            rules,
            hint,
            busy: vec![None; helpers.max(1)],
        });
        self.hand_out_hint(&mut out, now);
        out
    }

    /// Gives every idle helper a move of the shared hint, tells the app what changed, and
    /// ends the hint once it is done (its helpers stopped).
    fn hand_out_hint(&mut self, out: &mut Vec<Out<W>>, now: f64) {
        let Some(h) = &mut self.hinting else {
            return;
        };
        for helper in 0..h.busy.len() {
            if h.busy[helper].is_some() {
                continue;
            }
            let Some(job) = h.hint.next_job(now) else {
                break;
            };
            let id = self.next_id;
            self.next_id += 1;
            h.busy[helper] = Some((id, job.class));
            owes(&mut self.silent, helper);
            let body = RequestBody::Helper(HelperRequest::HintJob {
                rules: h.rules,
                position: job.position,
                square: job.square,
                depth: job.depth,
                class: job.class,
                stop_in_ms: (h.hint.stop_ms() - now).clamp(0.0, u32::MAX as f64) as u32,
            });
            out.push(Out::Helper(helper, WorkerRequest::new(id, body)));
        }
        if h.hint.is_done() {
            // Out of time or exact: what still runs is not needed.
            out.extend(stop_helpers(&h.busy));
            let body = ResponseBody::Hint(h.hint.answer());
            out.push(Out::App(h.who, WorkerResponse::new(h.id, body)));
            self.hinting = None;
        } else if let Some(answer) = h.hint.news() {
            out.push(Out::App(
                h.who,
                WorkerResponse::new(h.id, ResponseBody::Hint(answer)),
            ));
        }
    }

    /// Starts the review of the game of `moves` from `start` with `helpers` helpers (at
    /// least 1), dropping any shared search under way (stopped in its helpers). An
    /// illegal game is refused at once.
    pub fn review(
        &mut self,
        id: u64,
        who: W,
        (start, moves, rules): (Position, &[Move], Rules),
        helpers: usize,
    ) -> Vec<Out<W>> {
        let mut out = self.drop_shared();
        match SharedReview::new(start, moves, rules) {
            Ok(review) => {
                self.shared = Some(Shared {
                    id,
                    who,
                    rules,
                    review,
                    busy: vec![None; helpers.max(1)],
                    reported: 0,
                });
                self.hand_out(&mut out);
            }
            Err(e) => out.push(Out::App(
                who,
                WorkerResponse::new(id, ResponseBody::Failed(e.to_string())),
            )),
        }
        out
    }

    /// Stops the shared search `id`, if it is the one under way, in every helper.
    pub fn stop(&mut self, id: u64) -> Vec<Out<W>> {
        if self.shared.as_ref().is_some_and(|s| s.id == id)
            || self.moving.as_ref().is_some_and(|m| m.id == id)
            || self.hinting.as_ref().is_some_and(|h| h.id == id)
        {
            self.drop_shared()
        } else {
            Vec::new()
        }
    }

    /// Drops the shared search under way (a newer request replaces it): the helpers that
    /// work on it are told to stop.
    pub fn drop_shared(&mut self) -> Vec<Out<W>> {
        let mut out = self
            .moving
            .take()
            .map_or_else(Vec::new, |m| stop_helpers(&m.busy));
        if let Some(h) = self.hinting.take() {
            out.extend(stop_helpers(&h.busy));
        }
        let Some(shared) = self.shared.take() else {
            return out;
        };
        out.extend(stop_helpers(&shared.busy));
        out
    }

    /// Takes helper `helper`'s `response`. An answer to no request under way (an older
    /// one, another helper's) is dropped; one that does not fit its position is reported
    /// and the position handed out again.
    pub fn answered(
        &mut self,
        helper: usize,
        response: WorkerResponse,
        clock: &dyn Clock,
    ) -> Vec<Out<W>> {
        let mut out = Vec::new();
        heard(&mut self.silent, helper);
        if let Some(h) = &mut self.hinting {
            let Some(&Some((id, class))) = h.busy.get(helper) else {
                return out;
            };
            if response.id != id {
                return out;
            }
            let now = clock.now_ms();
            match response.body {
                ResponseBody::Helper(HelperResponse::HintValue {
                    class: c,
                    depth,
                    discs,
                }) if c == class => {
                    h.busy[helper] = None;
                    if !h.hint.accept(
                        HintResult {
                            class,
                            depth,
                            discs,
                        },
                        now,
                    ) {
                        // A value that does not fit its move: dropped, handed out again.
                        h.hint.give_back(class);
                    }
                }
                ResponseBody::Pong => return out,
                _ => {
                    // Not an answer to its job (a refusal): handed out again.
                    h.busy[helper] = None;
                    h.hint.give_back(class);
                }
            }
            self.hand_out_hint(&mut out, now);
            return out;
        }
        if let Some(m) = &mut self.moving {
            let Some(&Some((id, job))) = m.busy.get(helper) else {
                return out;
            };
            if response.id != id {
                return out;
            }
            let now = clock.now_ms();
            match response.body {
                ResponseBody::Helper(HelperResponse::Split {
                    job: j,
                    score,
                    nodes,
                    pv,
                    found,
                }) if j == job => {
                    m.busy[helper] = None;
                    m.inboxes.share(helper, &found);
                    // A root move's line from the root: the moves down to the job's
                    // position, then the job's own line.
                    let path = score.and_then(|s| m.split.principal_path(job, s));
                    if let Some(path) = path.filter(|_| !pv.is_empty()) {
                        let line: Vec<Move> = path.into_iter().map(Move::Place).chain(pv).collect();
                        if let Some(&Move::Place(sq)) = line.first() {
                            m.pvs.retain(|(s, _)| *s != sq);
                            m.pvs.push((sq, line));
                        }
                    }
                    m.split.accept(
                        SplitResult {
                            id: job,
                            score,
                            nodes,
                        },
                        now,
                    );
                }
                ResponseBody::Pong => return out,
                _ => {
                    // Not an answer to its job (a refusal): handed out again.
                    m.busy[helper] = None;
                    m.split.give_back(job);
                }
            }
            self.hand_out_move(&mut out, now);
            return out;
        }
        let Some(shared) = &mut self.shared else {
            return out;
        };
        let Some(&Some((id, ply))) = shared.busy.get(helper) else {
            return out;
        };
        if response.id != id {
            return out;
        }
        match response.body {
            ResponseBody::Helper(HelperResponse::Reviewed { ply: p, review }) if p == ply => {
                shared.busy[helper] = None;
                if !shared.review.accept(ply, review) {
                    shared.review.give_back(ply);
                }
            }
            ResponseBody::Pong => return out,
            ResponseBody::Failed(why) => {
                // The helper could not review it: the whole review fails rather than
                // wait for ever.
                let (who, app_id) = (shared.who, shared.id);
                out.extend(self.drop_shared());
                out.push(Out::App(
                    who,
                    WorkerResponse::new(app_id, ResponseBody::Failed(why)),
                ));
                return out;
            }
            _ => {
                shared.busy[helper] = None;
                shared.review.give_back(ply);
            }
        }
        self.hand_out(&mut out);
        out
    }

    /// Helper `helper` died (its worker failed): what it worked on is handed out again,
    /// to it once it is replaced or to another.
    pub fn lost(&mut self, helper: usize, clock: &dyn Clock) -> Vec<Out<W>> {
        let mut out = Vec::new();
        if let Some(h) = &mut self.hinting {
            if let Some(Some((_, class))) = h.busy.get_mut(helper).map(Option::take) {
                h.hint.give_back(class);
            }
            self.hand_out_hint(&mut out, clock.now_ms());
            return out;
        }
        if let Some(m) = &mut self.moving {
            if let Some(Some((_, job))) = m.busy.get_mut(helper).map(Option::take) {
                m.split.give_back(job);
            }
            self.hand_out_move(&mut out, clock.now_ms());
            return out;
        }
        if let Some(shared) = &mut self.shared {
            if let Some(Some((_, ply))) = shared.busy.get_mut(helper).map(Option::take) {
                shared.review.give_back(ply);
            }
            self.hand_out(&mut out);
        }
        out
    }

    /// Gives every idle helper a position, reports the progress, and answers the app
    /// once every move is reviewed.
    fn hand_out(&mut self, out: &mut Vec<Out<W>>) {
        let Some(shared) = &mut self.shared else {
            return;
        };
        for helper in 0..shared.busy.len() {
            if shared.busy[helper].is_some() {
                continue;
            }
            let Some(job) = shared.review.next_job() else {
                break;
            };
            let id = self.next_id;
            self.next_id += 1;
            shared.busy[helper] = Some((id, job.ply));
            owes(&mut self.silent, helper);
            let body = RequestBody::Helper(HelperRequest::ReviewPosition {
                ply: job.ply,
                position: job.position,
                played: job.played,
                rules: shared.rules,
            });
            out.push(Out::Helper(helper, WorkerRequest::new(id, body)));
        }
        if let Some(reviews) = shared.review.reviews() {
            let done = WorkerResponse::new(shared.id, ResponseBody::Review(reviews));
            out.push(Out::App(shared.who, done));
            self.shared = None;
            return;
        }
        let reviewed = shared.review.reviewed();
        if reviewed != shared.reported {
            shared.reported = reviewed;
            let body = ResponseBody::ReviewProgress(reviewed as u32);
            out.push(Out::App(shared.who, WorkerResponse::new(shared.id, body)));
        }
    }
}

/// Helper `helper` was heard from: it owes nothing.
fn heard(silent: &mut [Option<u32>], helper: usize) {
    if let Some(s) = silent.get_mut(helper) {
        *s = None;
    }
}

/// Helper `helper` was given work: it owes an answer (a helper that already owed one
/// keeps counting its silence).
fn owes(silent: &mut Vec<Option<u32>>, helper: usize) {
    if silent.len() <= helper {
        silent.resize(helper + 1, None);
    }
    silent[helper].get_or_insert(0);
}

/// Stop requests for every helper at work in `busy`.
fn stop_helpers<W>(busy: &[Option<(u64, u32)>]) -> Vec<Out<W>> {
    busy.iter()
        .enumerate()
        .filter_map(|(helper, job)| {
            job.map(|(id, _)| Out::Helper(helper, WorkerRequest::new(id, RequestBody::Stop)))
        })
        .collect()
}

/// The app's answer: `mv` after `elapsed_ms`.
fn moved<W>(who: W, id: u64, mv: Option<Move>, elapsed_ms: f64) -> Out<W> {
    Out::App(
        who,
        WorkerResponse::new(id, ResponseBody::Moved { mv, elapsed_ms }),
    )
}

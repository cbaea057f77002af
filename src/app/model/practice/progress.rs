//! The player's results on the puzzles, kept in localStorage: how many solved, the streak
//! of puzzles solved at the first try, the level that adapts to the results, the puzzles
//! missed (they come back) and the streak of daily puzzles.

use outflank_engine::puzzle::{Puzzle, MAX_DIFFICULTY};

/// A puzzle missed comes back after this many other puzzles.
pub const MISSED_COMES_BACK_AFTER: u32 = 3;
/// At most this many missed puzzles are kept (the oldest go first).
pub const MISSED_CAP: usize = 100;
/// Solved at the first try this many times in a row at a level, the player moves up one.
const CLIMB_AFTER: u8 = 2;
/// The first word of the progress kept as text (its format's name and version).
const TEXT_TAG: &str = "progress1";
/// A missing number in the progress kept as text.
const NONE: i64 = -1;

/// A puzzle missed, and when it comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Missed {
    /// The puzzle's index in the file.
    pub index: u32,
    /// It comes back once this many puzzles have been given.
    pub due: u32,
}

/// The player's results and where they are in the puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles solved (at any try, without showing the solution).
    pub solved: u32,
    /// Puzzles solved at the first try in a row.
    pub streak: u32,
    /// The longest such streak.
    pub best_streak: u32,
    /// The difficulty of the next new puzzle (1 to 5): chosen, then adapting.
    pub level: u8,
    /// First-try solves in a row at this level (two move the level up).
    climb: u8,
    /// How many puzzles have been given.
    pub given: u32,
    /// For each difficulty, how many of its puzzles (in file order) have been given.
    cursors: Vec<u32>,
    /// The puzzle shown (kept across reloads), by index.
    pub current: Option<u32>,
    /// Whether the puzzle shown is done (solved, or its solution shown): a reload then
    /// gives the next one, so a puzzle is not counted twice.
    pub current_done: bool,
    /// The puzzles missed, oldest first.
    pub missed: Vec<Missed>,
    /// The last day (days since 1970-01-01) whose daily puzzle was solved.
    pub daily_day: Option<i64>,
    /// Days in a row with the daily puzzle solved, up to `daily_day`.
    daily_streak: u32,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            solved: 0,
            streak: 0,
            best_streak: 0,
            level: 1,
            climb: 0,
            given: 0,
            cursors: vec![0; usize::from(MAX_DIFFICULTY)],
            current: None,
            current_done: false,
            missed: Vec::new(),
            daily_day: None,
            daily_streak: 0,
        }
    }
}

impl Progress {
    /// The progress kept as `text` ([`Progress::to_text`]); `None` when it cannot be read.
    pub fn from_text(text: &str) -> Option<Progress> {
        let mut words = text.split_whitespace();
        if words.next()? != TEXT_TAG {
            return None;
        }
        let mut number = || words.next()?.parse::<i64>().ok();
        let mut p = Progress {
            solved: u32::try_from(number()?).ok()?,
            streak: u32::try_from(number()?).ok()?,
            best_streak: u32::try_from(number()?).ok()?,
            level: u8::try_from(number()?).ok()?.clamp(1, MAX_DIFFICULTY),
            climb: u8::try_from(number()?).ok()?,
            given: u32::try_from(number()?).ok()?,
            ..Progress::default()
        };
        for cursor in &mut p.cursors {
            *cursor = u32::try_from(number()?).ok()?;
        }
        p.current = u32::try_from(number()?).ok();
        p.current_done = number()? == 1;
        p.daily_day = Some(number()?).filter(|&d| d != NONE);
        p.daily_streak = u32::try_from(number()?).ok()?;
        let missed = usize::try_from(number()?).ok()?.min(MISSED_CAP);
        for _ in 0..missed {
            let index = u32::try_from(number()?).ok()?;
            let due = u32::try_from(number()?).ok()?;
            p.missed.push(Missed { index, due });
        }
        Some(p)
    }

    /// The progress as one line of numbers, to keep: a tag, then each field in order (a
    /// missing `current` or `daily_day` as -1, `current_done` as 0 or 1), then the missed puzzles' count and each
    /// one's index and due time.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{TEXT_TAG} {} {} {} {} {} {}",
            self.solved, self.streak, self.best_streak, self.level, self.climb, self.given
        );
        for cursor in &self.cursors {
            out.push_str(&format!(" {cursor}"));
        }
        out.push_str(&format!(
            " {} {} {} {} {}",
            self.current.map_or(NONE, i64::from),
            i64::from(self.current_done),
            self.daily_day.unwrap_or(NONE),
            self.daily_streak,
            self.missed.len()
        ));
        for m in &self.missed {
            out.push_str(&format!(" {} {}", m.index, m.due));
        }
        out
    }

    /// Records the first try at puzzle `index` (`right`: solved at once): the streak and
    /// the level move; a miss comes back later, a missed puzzle solved leaves the list.
    pub fn record_first_try(&mut self, index: u32, right: bool) {
        let pos = self.missed.iter().position(|m| m.index == index);
        if right {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            self.climb += 1;
            if self.climb >= CLIMB_AFTER {
                self.climb = 0;
                self.level = (self.level + 1).min(MAX_DIFFICULTY);
            }
            if let Some(i) = pos {
                self.missed.remove(i);
            }
        } else {
            self.streak = 0;
            self.climb = 0;
            self.level = self.level.saturating_sub(1).max(1);
            if let Some(i) = pos {
                self.missed.remove(i);
            }
            self.missed.push(Missed {
                index,
                due: self.given + MISSED_COMES_BACK_AFTER,
            });
            if self.missed.len() > MISSED_CAP {
                self.missed.remove(0);
            }
        }
    }

    /// Counts a puzzle solved (at any try).
    pub fn record_solved(&mut self) {
        self.solved += 1;
    }

    /// The puzzle shown is done: solved, or its solution shown.
    pub fn finish_current(&mut self) {
        self.current_done = true;
    }

    /// Chooses the level of the next new puzzle.
    pub fn choose_level(&mut self, level: u8) {
        self.level = level.clamp(1, MAX_DIFFICULTY);
        self.climb = 0;
    }

    /// The puzzle to show now: the current one while it is not done, else the next
    /// ([`Progress::next`]).
    pub fn current_or_next(&mut self, puzzles: &[Puzzle]) -> Option<u32> {
        match self.current {
            Some(i) if (i as usize) < puzzles.len() && !self.current_done => Some(i),
            _ => self.next(puzzles, true),
        }
    }

    /// Gives the next puzzle and makes it current: a missed one whose time has come (when
    /// `missed_first`), else a new one of the level (the nearest level that has puzzles),
    /// in file order, starting over once all of a level have been given. `None` when
    /// there are no puzzles.
    pub fn next(&mut self, puzzles: &[Puzzle], missed_first: bool) -> Option<u32> {
        let due = self
            .missed
            .iter()
            .find(|m| m.due <= self.given && (m.index as usize) < puzzles.len())
            .map(|m| m.index)
            .filter(|_| missed_first);
        let chosen = due.or_else(|| self.new_puzzle(puzzles))?;
        self.given += 1;
        self.current = Some(chosen);
        self.current_done = false;
        Some(chosen)
    }

    /// The next new puzzle of the level or, when it has none, of the nearest level.
    fn new_puzzle(&mut self, puzzles: &[Puzzle]) -> Option<u32> {
        let level = i16::from(self.level);
        let mut levels: Vec<u8> = (1..=MAX_DIFFICULTY).collect();
        levels.sort_by_key(|&l| ((i16::from(l) - level).abs(), l));
        for l in levels {
            let of_level: Vec<usize> = puzzles
                .iter()
                .enumerate()
                .filter(|(_, p)| p.difficulty() == l)
                .map(|(i, _)| i)
                .collect();
            if of_level.is_empty() {
                continue;
            }
            let cursor = &mut self.cursors[usize::from(l) - 1];
            let chosen = of_level[*cursor as usize % of_level.len()];
            *cursor = cursor.wrapping_add(1);
            return Some(chosen as u32);
        }
        None
    }

    /// Records the daily puzzle of `day` solved: the day streak grows when yesterday's was
    /// solved too, starts again at 1 otherwise (solving again the same day changes nothing).
    pub fn record_daily(&mut self, day: i64) {
        match self.daily_day {
            Some(d) if d == day => return,
            Some(d) if d == day - 1 => self.daily_streak += 1,
            _ => self.daily_streak = 1,
        }
        self.daily_day = Some(day);
    }

    /// The streak of days on `day`: kept while today's or yesterday's puzzle was solved,
    /// 0 once a day has been missed.
    pub fn daily_streak(&self, day: i64) -> u32 {
        match self.daily_day {
            Some(d) if d == day || d == day - 1 => self.daily_streak,
            _ => 0,
        }
    }

    /// Whether the daily puzzle of `day` has been solved.
    pub fn daily_solved(&self, day: i64) -> bool {
        self.daily_day == Some(day)
    }
}

//! Grading, progress, the daily choice and the mistakes' queue.

use super::daily::{daily_index, day_number};
use super::*;
use outflank_engine::puzzle::{PuzzleSet, MAX_DIFFICULTY};
use std::sync::OnceLock;

/// The shipped puzzles.
fn shipped() -> &'static PuzzleSet {
    static SET: OnceLock<PuzzleSet> = OnceLock::new();
    SET.get_or_init(|| {
        PuzzleSet::from_bytes(include_bytes!("../../../../engine/data/puzzles.ofpz"))
            .expect("the shipped file reads")
    })
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// A puzzle's first accepted move and its first wrong move (every puzzle has both).
fn right_and_wrong(exercise: &Exercise) -> (Square, Square) {
    let legal = exercise.position.board.legal_moves();
    let right = exercise.accepted.first().unwrap();
    let wrong = legal.into_iter().find(|&s| !exercise.accepted.contains(s));
    (right, wrong.unwrap())
}

#[test]
fn a_puzzle_is_graded_from_its_stored_values() {
    for puzzle in &shipped().puzzles()[..200] {
        let exercise = Exercise::from_puzzle(puzzle);
        let (right, wrong) = right_and_wrong(&exercise);
        assert_eq!(exercise.grade(right), Some(Verdict::Solved));
        let loss = puzzle.best_value() - puzzle.value_of(wrong).unwrap();
        assert!(loss > 0);
        assert_eq!(
            exercise.grade(wrong),
            Some(Verdict::Wrong {
                loss: Some(loss as u8)
            })
        );
        let empty_not_legal = (!exercise.position.board.legal_moves()
            & !exercise.position.discs(outflank_engine::Color::Black)
            & !exercise.position.discs(outflank_engine::Color::White))
        .first();
        if let Some(s) = empty_not_legal {
            assert_eq!(exercise.grade(s), None, "not a legal move");
        }
    }
}

#[test]
fn a_session_refuses_a_wrong_move_until_tried_again_and_counts_the_first_try() {
    let exercise = Exercise::from_puzzle(&shipped().puzzles()[0]);
    let (right, wrong) = right_and_wrong(&exercise);
    let mut s = Session::new(exercise);
    assert!(s.can_play());
    let (verdict, first) = s.play(wrong).unwrap();
    assert!(matches!(verdict, Verdict::Wrong { loss: Some(_) }));
    assert!(first);
    assert_eq!(s.first_try(), Some(false));
    assert_eq!(s.play(right), None, "a wrong move waits for Try again");
    assert!(s.try_again());
    assert!(!s.try_again(), "nothing to clear");
    let (verdict, first) = s.play(right).unwrap();
    assert_eq!(verdict, Verdict::Solved);
    assert!(!first, "the first try was the wrong one");
    assert!(s.solved());
    assert_eq!(s.attempt().unwrap().tries, 2);
    assert!(!s.show_solution(), "solved already");

    let mut s = Session::new(Exercise::from_puzzle(&shipped().puzzles()[1]));
    assert!(s.show_solution(), "giving up is the first try, missed");
    assert_eq!(s.first_try(), Some(false));
    assert!(!s.can_play());
}

/// The first shipped puzzle with a line of at least `steps` steps, as a session.
fn line_session(steps: usize) -> (&'static outflank_engine::puzzle::Puzzle, Session) {
    let puzzle = shipped()
        .puzzles()
        .iter()
        .find(|p| p.steps() >= steps)
        .expect("a line that long");
    let session = Session::with_line(Exercise::from_puzzle(puzzle), Exercise::line_of(puzzle));
    (puzzle, session)
}

#[test]
fn a_line_plays_the_computers_reply_after_each_right_move_and_is_solved_at_its_end() {
    let (puzzle, mut s) = line_session(3);
    assert_eq!((s.step(), s.steps()), (1, puzzle.steps()));
    assert_eq!(s.reply(), None);
    for (n, step) in puzzle.line().iter().enumerate() {
        let before = s.exercise().position;
        let (right, _) = right_and_wrong(s.exercise());
        // A right move of a step before the last: the line goes on, nothing decided.
        assert_eq!(s.play(right), Some((Verdict::Continue, false)));
        assert_eq!(s.first_try(), None);
        assert!(!s.solved() && s.can_play());
        assert_eq!(s.step(), n + 2);
        let reply = s.reply().expect("the computer's reply");
        assert_eq!(reply.played, right);
        assert_eq!(reply.reply, step.reply());
        let after = before.play(Move::Place(right), Rules::WOF).unwrap();
        assert_eq!(reply.after, after);
        assert_eq!(
            s.exercise().position,
            after.play(step.reply(), Rules::WOF).unwrap()
        );
        assert_eq!(*s.exercise(), Exercise::from_puzzle(step.puzzle()));
        if let Move::Place(sq) = step.reply() {
            assert!(reply.flipped().count() > 0, "{sq} flips discs");
        }
    }
    let (right, _) = right_and_wrong(s.exercise());
    assert_eq!(
        s.play(right),
        Some((Verdict::Solved, true)),
        "solved at the first try"
    );
    assert!(s.solved());
    assert_eq!(s.first_try(), Some(true));
    assert_eq!(s.reply(), None, "the reply is gone with the next move");
}

#[test]
fn a_wrong_move_on_a_later_step_is_refused_and_tried_again_on_that_step() {
    let (puzzle, mut s) = line_session(2);
    let (right, _) = right_and_wrong(s.exercise());
    assert_eq!(s.play(right).unwrap().0, Verdict::Continue);
    let (right, wrong) = right_and_wrong(s.exercise());
    let (verdict, first) = s.play(wrong).unwrap();
    assert!(matches!(verdict, Verdict::Wrong { loss: Some(_) }));
    assert!(first, "the line's first try is missed");
    assert_eq!(s.first_try(), Some(false));
    assert_eq!(s.reply(), None);
    assert!(!s.can_play());
    assert!(s.try_again());
    // The same step, not the line's start.
    assert_eq!(s.step(), 2);
    assert_eq!(
        *s.exercise(),
        Exercise::from_puzzle(puzzle.line()[0].puzzle())
    );
    let mut verdict = s.play(right).unwrap();
    while verdict.0 == Verdict::Continue {
        let (right, _) = right_and_wrong(s.exercise());
        verdict = s.play(right).unwrap();
    }
    assert_eq!(
        verdict,
        (Verdict::Solved, false),
        "solved, but not at the first try"
    );
    assert!(s.solved());

    // The solution shown on a later step: the line missed, that step's values shown.
    let (_, mut s) = line_session(2);
    let (right, _) = right_and_wrong(s.exercise());
    s.play(right);
    assert!(s.show_solution());
    assert_eq!(s.first_try(), Some(false));
    assert_eq!(s.step(), 2);
    assert!(!s.can_play() && !s.solved());
}

#[test]
fn the_level_adapts_and_missed_puzzles_come_back() {
    let puzzles = shipped().puzzles();
    let mut p = Progress::default();
    assert_eq!(p.level, 1);
    let first = p.current_or_next(puzzles).unwrap();
    assert_eq!(puzzles[first as usize].difficulty(), 1);
    assert_eq!(
        p.current_or_next(puzzles),
        Some(first),
        "kept until the next"
    );
    p.record_first_try(first, true);
    p.record_solved();
    let second = p.next(puzzles, true).unwrap();
    assert_ne!(second, first);
    p.record_first_try(second, true);
    assert_eq!(p.level, 2, "two right at once: up a level");
    assert_eq!((p.streak, p.best_streak, p.solved), (2, 2, 1));
    let third = p.next(puzzles, true).unwrap();
    assert_eq!(puzzles[third as usize].difficulty(), 2);
    p.record_first_try(third, false);
    assert_eq!(
        (p.level, p.streak, p.best_streak),
        (1, 0, 2),
        "a miss: down"
    );
    assert_eq!(p.missed.len(), 1);
    // The missed puzzle comes back after three others.
    let mut later = Vec::new();
    for _ in 0..MISSED_COMES_BACK_AFTER {
        later.push(p.next(puzzles, true).unwrap());
    }
    assert!(!later.contains(&third));
    assert_eq!(p.next(puzzles, true), Some(third));
    p.record_first_try(third, true);
    assert!(p.missed.is_empty(), "solved: it leaves the list");
    // Choosing a level; the level with no puzzle gives the nearest.
    p.choose_level(MAX_DIFFICULTY);
    let hard = p.next(puzzles, false).unwrap();
    assert_eq!(puzzles[hard as usize].difficulty(), MAX_DIFFICULTY);
    let easy_only: Vec<_> = puzzles
        .iter()
        .filter(|q| q.difficulty() == 1)
        .take(3)
        .cloned()
        .collect();
    let picked = p.next(&easy_only, false).unwrap();
    assert!((picked as usize) < easy_only.len());
    assert_eq!(Progress::default().next(&[], true), None);
}

#[test]
fn the_missed_list_is_capped_and_progress_survives_a_reload() {
    let puzzles = shipped().puzzles();
    let mut p = Progress::default();
    for i in 0..(MISSED_CAP as u32 + 5) {
        p.record_first_try(i, false);
    }
    assert_eq!(p.missed.len(), MISSED_CAP);
    assert_eq!(p.missed[0].index, 5, "the oldest dropped first");
    p.next(puzzles, true);
    p.record_daily(100);
    assert_eq!(Progress::from_text(&p.to_text()), Some(p.clone()));
    let fresh = Progress::default();
    assert_eq!(Progress::from_text(&fresh.to_text()), Some(fresh));
    assert_eq!(Progress::from_text("{not this"), None);
    let text = p.to_text();
    assert_eq!(
        Progress::from_text(text.rsplit_once(' ').unwrap().0),
        None,
        "cut short"
    );
    // A level out of range is brought back into it.
    let mut words: Vec<&str> = Progress::default().to_text().leak().split(' ').collect();
    words[4] = "9";
    let read = Progress::from_text(&words.join(" ")).unwrap();
    assert_eq!(read.level, MAX_DIFFICULTY);
}

#[test]
fn the_daily_streak_counts_days_in_a_row() {
    let mut p = Progress::default();
    assert_eq!(p.daily_streak(10), 0);
    p.record_daily(10);
    assert!(p.daily_solved(10) && !p.daily_solved(11));
    p.record_daily(10);
    assert_eq!(p.daily_streak(10), 1, "twice the same day counts once");
    p.record_daily(11);
    assert_eq!(p.daily_streak(11), 2);
    assert_eq!(p.daily_streak(12), 2, "today's not solved yet: kept");
    assert_eq!(p.daily_streak(13), 0, "a day missed");
    p.record_daily(13);
    assert_eq!(p.daily_streak(13), 1, "starts again");
}

#[test]
fn the_daily_puzzle_follows_the_calendar_date() {
    assert_eq!(day_number(1970, 1, 1), 0);
    assert_eq!(day_number(1970, 1, 2), 1);
    assert_eq!(day_number(1969, 12, 31), -1);
    assert_eq!(day_number(2000, 3, 1), 11_017);
    assert_eq!(day_number(2026, 11, 27), 20_784); // `date -d 2026-11-27 +%s` / 86400
    assert_eq!(
        day_number(2024, 3, 1) - day_number(2024, 2, 28),
        2,
        "leap year"
    );
    assert_eq!(
        day_number(2100, 3, 1) - day_number(2100, 2, 28),
        1,
        "not a leap year"
    );
    let count = shipped().puzzles().len();
    let today = day_number(2026, 11, 27);
    assert_eq!(daily_index(today, count), daily_index(today, count));
    let week: std::collections::BTreeSet<_> =
        (0..7).map(|d| daily_index(today + d, count)).collect();
    assert_eq!(week.len(), 7, "a week of different puzzles");
    assert!((0..1000).all(|d| daily_index(d, count) < count));
    assert_eq!(daily_index(5, 1), 0);
}

fn mistake(n: u8) -> Mistake {
    // A distinct position for each n (only equality matters to the queue).
    let position = Position::from_colors(
        Bitboard(u64::from(n) << 8 | 1),
        Bitboard(1 << 63),
        outflank_engine::Color::Black,
    )
    .unwrap();
    Mistake {
        id: 0,
        position,
        best: sq("c4"),
        best_discs: 4,
        played: sq("d3"),
        played_discs: -4,
        exact: true,
    }
}

#[test]
fn the_mistakes_queue_is_capped_oldest_first() {
    let mut q = MistakeQueue::default();
    let many: Vec<Mistake> = (0..MISTAKE_QUEUE_CAP as u8 + 3).map(mistake).collect();
    assert_eq!(q.add(many), MISTAKE_QUEUE_CAP + 3);
    assert_eq!(q.mistakes().len(), MISTAKE_QUEUE_CAP);
    assert_eq!(q.first().unwrap().id, 3, "the oldest dropped first");
    q.done_first(false);
    assert_eq!(q.first().unwrap().id, 4);
    assert_eq!(
        q.mistakes().last().unwrap().id,
        3,
        "missed: back at the end"
    );
    q.done_first(true);
    assert_eq!(q.mistakes().len(), MISTAKE_QUEUE_CAP - 1, "solved: gone");
    assert_eq!(MistakeQueue::from_text(&q.to_text()), Some(q.clone()));
    assert_eq!(MistakeQueue::from_text("[1,2"), None);
    let text = q.to_text();
    assert_eq!(
        MistakeQueue::from_text(text.rsplit_once(' ').unwrap().0),
        None,
        "cut short"
    );
}

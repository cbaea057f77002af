//! The daily puzzle: the same for everyone on a calendar date, chosen from the date alone.

/// Days from 1970-01-01 to the date `year`-`month`-`day` of the proleptic Gregorian
/// calendar (negative before it).
pub fn day_number(year: i64, month: u32, day: u32) -> i64 {
    // Howard Hinnant's days-from-civil: years start in March, so the leap day is last.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let m = i64::from(month);
    let day_of_year = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The index of day `day`'s puzzle among `count` (at least one): a well-mixed hash of the
/// day, so that consecutive days get unrelated puzzles.
pub fn daily_index(day: i64, count: usize) -> usize {
    (mix(day as u64) % count.max(1) as u64) as usize
}

/// A well-mixed hash of `x` (SplitMix64's step and finaliser): the daily puzzle's choice
/// from the date, and the opening trainer's among the book's moves (no generator needed
/// for one draw a move).
pub fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

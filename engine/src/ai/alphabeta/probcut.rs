//! Multi-ProbCut (Buro 1997): a shallow search predicts a deep one well enough to skip
//! the deep search when the prediction is far outside the window.
//!
//! For a node searched `depth` plies deep, a search of [`shallow_depth`] plies gives `v`;
//! the deep value is about `a·v + b`, off by a normal error of deviation `σ`. Those three
//! numbers, by depth and by number of empties, come from `outflank calibrate` on positions
//! of our own games ([`MODELS`]). When `a·v + b` clears beta by `t·σ` (the confidence `t`)
//! the node fails high without its deep search; below alpha by as much, it fails low.

use super::super::eval::DISC;

/// The shallowest node that tries a cut.
pub(super) const MIN_DEPTH: i32 = 3;

/// Empties per bucket of the models.
pub(super) const EMPTIES_PER_BUCKET: u32 = 10;

/// A fitted prediction of a deep value from a shallow one, in evaluation units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    /// Slope.
    pub a: f32,
    /// Intercept.
    pub b: f32,
    /// Standard deviation of the deep value around the prediction.
    pub sigma: f32,
}

include!("probcut_models.rs");

/// The depth of the shallow search that predicts a `depth`-ply one in Multi-ProbCut:
/// about half as deep, and of the same parity (Othello evaluations swing between odd and
/// even depths). At least 1.
pub const fn shallow_depth(depth: u32) -> u32 {
    let mut shallow = depth / 2;
    if !(depth - shallow).is_multiple_of(2) {
        shallow -= 1;
    }
    if shallow < 1 {
        1
    } else {
        shallow
    }
}

/// The model for a node `depth` plies deep with `empties` empty squares (the deepest
/// calibrated depth stands in for deeper ones).
#[inline]
pub(super) fn model(depth: i32, empties: u32) -> Model {
    let row = (depth - MIN_DEPTH).clamp(0, MODELS.len() as i32 - 1) as usize;
    let bucket = ((empties / EMPTIES_PER_BUCKET) as usize).min(MODELS[row].len() - 1);
    MODELS[row][bucket]
}

/// The shallow null-window bound above which a node at `beta` fails high: the `v` with
/// `a·v + b - t·σ = beta`, rounded up. `None` when no evaluation can reach it.
#[inline]
pub(super) fn high_bound(model: Model, confidence: f32, beta: i32) -> Option<i32> {
    let v = ((beta as f32 + confidence * model.sigma - model.b) / model.a).ceil() as i32;
    (v < 64 * DISC).then_some(v)
}

/// The shallow null-window bound below which a node at `alpha` fails low, rounded down.
#[inline]
pub(super) fn low_bound(model: Model, confidence: f32, alpha: i32) -> Option<i32> {
    let v = ((alpha as f32 - confidence * model.sigma - model.b) / model.a).floor() as i32;
    (v > -64 * DISC).then_some(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_depths_keep_parity_and_are_about_half() {
        assert_eq!(shallow_depth(5), 1);
        assert_eq!(shallow_depth(10), 4);
        assert_eq!(shallow_depth(11), 5);
        for depth in MIN_DEPTH as u32..=30 {
            let s = shallow_depth(depth);
            assert!(s >= 1 && s < depth, "{depth}: {s}");
            assert_eq!((depth - s) % 2, 0, "{depth}: {s}");
            assert!(s * 2 >= depth - 3, "{depth}: {s}");
        }
    }

    #[test]
    fn the_models_are_sane() {
        for row in &MODELS {
            for m in row {
                assert!(m.a > 0.5 && m.a < 1.5, "{m:?}");
                assert!(m.sigma > 0.0 && m.sigma < 20.0 * DISC as f32, "{m:?}");
            }
        }
    }

    #[test]
    fn bounds_bracket_the_window() {
        let m = Model {
            a: 1.0,
            b: 0.0,
            sigma: 300.0,
        };
        assert_eq!(high_bound(m, 1.0, 100), Some(400));
        assert_eq!(low_bound(m, 1.0, 100), Some(-200));
        assert_eq!(high_bound(m, 1.0, 6300), None);
        assert_eq!(low_bound(m, 1.0, -6300), None);
    }
}

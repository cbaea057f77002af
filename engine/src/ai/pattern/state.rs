//! The pattern configurations kept up to date move by move during a search.

use super::{instance_indices, INSTANCES, INSTANCE_OFFSETS, SHAPES};
use crate::{Board, Square, Symmetry};
use std::sync::OnceLock;

/// Lanes of a [`View`]: the 46 instances padded to whole 16- and 32-byte vectors (6 of
/// WebAssembly's `v128`, 3 of AVX2's).
pub(super) const LANES: usize = 48;

/// One `u16` per instance, aligned so that whole-array loops over it compile to vector
/// loads, adds and stores without unsafe code (the two padding lanes stay 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(align(32))]
pub(super) struct View(pub(super) [u16; LANES]);

impl View {
    const ZERO: View = View([0; LANES]);
}

/// For each square, the power of 3 of its digit in every instance (0 in the instances it
/// is not part of): a move changes whole views by multiples of these, as dense vector adds
/// rather than a walk over the square's up to ten instances (as Edax does with SSE).
#[repr(align(32))]
struct SquareDeltas([View; 64]);

fn square_deltas() -> &'static SquareDeltas {
    static TABLE: OnceLock<SquareDeltas> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = SquareDeltas([View::ZERO; 64]);
        let mut i = 0;
        for shape in &SHAPES {
            for &sym in shape.symmetries {
                // Instance i reads canonical square c from the image of the board under
                // `sym`, which holds there the disc of square sym⁻¹(c).
                let inverse = Symmetry::ALL[sym as usize].inverse();
                let mut power = 1u16;
                for &c in shape.squares {
                    let sq = Square::try_from_index(u32::from(c)).expect("a square index");
                    t.0[inverse.apply_square(sq).index()].0[i] = power;
                    power *= 3;
                }
                i += 1;
            }
        }
        t
    })
}

/// The pattern configurations of a position, kept up to date move by move during a
/// search instead of read afresh at every leaf: a move changes a few squares, and each
/// square belongs to at most ten instances.
///
/// It holds every instance's index twice: as the side to move sees it (its discs digit 1)
/// and as the opponent does (digit 2), so that after a move the two views simply trade
/// places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PatternState {
    pub(super) views: [View; 2],
}

impl PatternState {
    /// The configurations of `board` (side to move's view).
    pub fn new(board: Board) -> PatternState {
        let mine = instance_indices(board);
        let theirs = instance_indices(board.swapped());
        let mut views = [View::ZERO; 2];
        for i in 0..INSTANCES {
            views[0].0[i] = (mine[i] - INSTANCE_OFFSETS[i]) as u16;
            views[1].0[i] = (theirs[i] - INSTANCE_OFFSETS[i]) as u16;
        }
        PatternState { views }
    }

    /// The configurations after the side to move plays `square`, flipping `flips`.
    #[inline]
    pub fn play(&self, square: u32, flips: u64) -> PatternState {
        let deltas = &square_deltas().0;
        let placed = &deltas[square as usize].0;
        // The flipped squares' powers summed first, so that each view is updated once.
        let mut flipped = [0u16; LANES];
        let mut f = flips;
        while f != 0 {
            let d = &deltas[f.trailing_zeros() as usize].0;
            f &= f - 1;
            for k in 0..LANES {
                flipped[k] = flipped[k].wrapping_add(d[k]);
            }
        }
        // The child's side to move is this node's opponent: the views trade places.
        let [mut theirs, mut mine] = self.views;
        for k in 0..LANES {
            // Empty to the mover's disc: digit 0 to 1 in the mover's view, 0 to 2 in the
            // opponent's (now `theirs` and `mine` of the child); a flipped disc goes from
            // 2 to 1 and from 1 to 2. Wrapping: the differences are taken mod 2^16 and
            // every final index is below 3^10.
            theirs.0[k] = theirs.0[k].wrapping_add(placed[k]).wrapping_sub(flipped[k]);
            mine.0[k] = mine.0[k]
                .wrapping_add(placed[k].wrapping_mul(2))
                .wrapping_add(flipped[k]);
        }
        PatternState {
            views: [mine, theirs],
        }
    }

    /// The configurations after a pass.
    #[inline]
    pub fn pass(&self) -> PatternState {
        PatternState {
            views: [self.views[1], self.views[0]],
        }
    }
}

//! The pattern configurations kept up to date move by move during a search.

use super::{instance_indices, INSTANCES, INSTANCE_OFFSETS, SHAPES};
use crate::{Board, Square, Symmetry};
use std::sync::OnceLock;

/// Most instances one square belongs to.
const MAX_PER_SQUARE: usize = 10;

/// For each square, the instances it belongs to and the power of 3 of its digit there.
struct SquareInstances {
    count: [u8; 64],
    entries: [[(u8, u16); MAX_PER_SQUARE]; 64],
}

fn square_instances() -> &'static SquareInstances {
    static TABLE: OnceLock<SquareInstances> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = SquareInstances {
            count: [0; 64],
            entries: [[(0, 0); MAX_PER_SQUARE]; 64],
        };
        let mut i = 0u8;
        for shape in &SHAPES {
            for &sym in shape.symmetries {
                // Instance i reads canonical square c from the image of the board under
                // `sym`, which holds there the disc of square sym⁻¹(c).
                let inverse = Symmetry::ALL[sym as usize].inverse();
                let mut power = 1u16;
                for &c in shape.squares {
                    let sq = Square::try_from_index(u32::from(c)).expect("a square index");
                    let on_board = inverse.apply_square(sq).index();
                    let n = t.count[on_board] as usize;
                    t.entries[on_board][n] = (i, power);
                    t.count[on_board] += 1;
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
    pub(super) views: [[u16; INSTANCES]; 2],
}

impl PatternState {
    /// The configurations of `board` (side to move's view).
    pub fn new(board: Board) -> PatternState {
        let mine = instance_indices(board);
        let theirs = instance_indices(board.swapped());
        let mut views = [[0u16; INSTANCES]; 2];
        for i in 0..INSTANCES {
            views[0][i] = (mine[i] - INSTANCE_OFFSETS[i]) as u16;
            views[1][i] = (theirs[i] - INSTANCE_OFFSETS[i]) as u16;
        }
        PatternState { views }
    }

    /// The configurations after the side to move plays `square`, flipping `flips`.
    #[inline]
    pub fn play(&self, square: u32, flips: u64) -> PatternState {
        let table = square_instances();
        // The child's side to move is this node's opponent: the views trade places.
        let [mut theirs, mut mine] = self.views;
        let sq = square as usize;
        for &(i, p) in &table.entries[sq][..table.count[sq] as usize] {
            // Empty to the mover's disc: digit 0 to 1 in the mover's view, 0 to 2 in the
            // opponent's (now `theirs` and `mine` of the child).
            theirs[i as usize] += p;
            mine[i as usize] += 2 * p;
        }
        let mut f = flips;
        while f != 0 {
            let sq = f.trailing_zeros() as usize;
            f &= f - 1;
            for &(i, p) in &table.entries[sq][..table.count[sq] as usize] {
                // The opponent's disc becomes the mover's: 2 to 1, and 1 to 2.
                theirs[i as usize] -= p;
                mine[i as usize] += p;
            }
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

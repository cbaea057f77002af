//! Proven results of MCTS-Solver.

/// A proof about a node, from the point of view of the side to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Proof {
    /// The side to move wins with perfect play.
    Win,
    /// Perfect play leads to a draw.
    Draw,
    /// The side to move loses with perfect play.
    Loss,
}

impl Proof {
    /// The code of an optional proof in a node (0 = none).
    pub(super) fn encode(p: Option<Proof>) -> i8 {
        match p {
            None => 0,
            Some(Proof::Win) => 1,
            Some(Proof::Draw) => 2,
            Some(Proof::Loss) => 3,
        }
    }

    /// The optional proof a node code stands for.
    pub(super) fn decode(v: i8) -> Option<Proof> {
        match v {
            1 => Some(Proof::Win),
            2 => Some(Proof::Draw),
            3 => Some(Proof::Loss),
            _ => None,
        }
    }

    /// The same outcome seen by the other side.
    pub fn flip(self) -> Proof {
        match self {
            Proof::Win => Proof::Loss,
            Proof::Draw => Proof::Draw,
            Proof::Loss => Proof::Win,
        }
    }

    /// Reward in half-points for the side to move.
    pub(super) fn half_points(self) -> u32 {
        match self {
            Proof::Win => 2,
            Proof::Draw => 1,
            Proof::Loss => 0,
        }
    }

    /// Better-is-larger ranking for the side to move.
    pub(super) fn rank(self) -> u8 {
        match self {
            Proof::Win => 2,
            Proof::Draw => 1,
            Proof::Loss => 0,
        }
    }
}

//! The settings of a tree search.

/// How playouts choose their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playout {
    /// Uniformly at random among the legal moves (the browser original).
    Uniform,
    /// Still random, but a corner when one is available, and never an X- or C-square
    /// next to an empty corner while another move exists: the two most common blunders
    /// of random play, which otherwise make playout results misleading.
    Informed,
}

/// Settings of a tree search.
#[derive(Clone, Copy, Debug)]
pub struct MctsConfig {
    /// The playout policy.
    pub playout: Playout,
    /// Playouts run from each leaf per iteration: 1 (classic UCT) or 2 (two games played
    /// interleaved, which costs little more than one; both count as visits).
    pub leaf_playouts: u8,
    /// The UCB1 exploration constant `c` in `mean + c·sqrt(ln N / n)`.
    pub exploration: f64,
    /// Whether MCTS-Solver proofs are used (the browser original did not).
    pub solver: bool,
    /// Moves a playout plays before the tuned evaluation's sign scores it instead of
    /// the end of the game (`u32::MAX` = always play to the end, as plain UCT). Early
    /// termination trades the noise of random endings for the evaluation's judgement.
    pub playout_moves: u32,
    /// Weight of the progressive bias `w · prior / (n + 1)` added to UCB1, where the
    /// prior is a win chance estimated by the tuned evaluation when the node is created
    /// (0 = none, as plain UCT). Unvisited children are also tried best prior first.
    pub prior_weight: f64,
    /// The most nodes the arena may hold; beyond it leaves are no longer expanded
    /// (memory is bounded, the search goes on with playouts).
    pub max_nodes: usize,
    /// The rule variant where a player without a move ends the game.
    pub pass_ends_game: bool,
}

impl Default for MctsConfig {
    /// Informed playouts, two per leaf, `c = 0.5`, solver on, one million nodes (20 MB),
    /// WOF rules. (Two playouts per leaf beat one at equal time: 18–11 in 30 games at
    /// 200 ms a move.)
    ///
    /// `c = 0.5` measured best of 0.2–1.41 with informed playouts (20,000 iterations a
    /// move, 40-game matches: +241 Elo over √2, level with 0.3, +98 over 0.2).
    fn default() -> MctsConfig {
        MctsConfig {
            playout: Playout::Informed,
            leaf_playouts: 2,
            playout_moves: u32::MAX,
            prior_weight: 0.0,
            exploration: 0.5,
            solver: true,
            max_nodes: 1 << 20,
            pass_ends_game: false,
        }
    }
}

//! The settings of a tree search.

use crate::ai::alphabeta::EvalKind;
use crate::Rules;

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
    /// prior is the move's win chance by [`MctsConfig::eval`] when the node is created
    /// (0 = none, as plain UCT). Unvisited children are also tried best prior first.
    pub prior_weight: f64,
    /// The static evaluation the tree reads (in 1/100 discs, for the side to move):
    /// priors, leaf values and the implicit minimax values. Every child of a node is
    /// evaluated when the node is expanded, if any of them is used.
    pub eval: EvalKind,
    /// Share of a leaf's value taken from the evaluation, in `0..=1`: 0 = playouts only
    /// (plain UCT), 1 = the evaluation only (no playouts), in between a mix.
    pub eval_weight: f64,
    /// The evaluation's margin in discs that the logistic `1 / (1 + e^(-d/scale))` turns
    /// into a win chance (a margin of `scale` discs is a 73% chance).
    pub eval_scale: f64,
    /// Weight `α` of the implicit minimax value in selection (Lanctot, Winands, Pepels and
    /// Sturtevant 2014): a child's value is `(1 − α)·mean + α·minimax`, where `minimax` is
    /// the negamax of the evaluation over the tree below it (0 = the mean alone).
    pub minimax_weight: f64,
    /// Plies of alpha-beta search (with [`MctsConfig::eval`]) that value a leaf when the
    /// search first reaches it, instead of its static evaluation (0 = the static
    /// evaluation). Needs an evaluating search ([`MctsConfig::evaluates`]).
    pub leaf_depth: u32,
    /// Leaves with at most this many empties are solved exactly (win, draw or loss) when
    /// they are expanded, and become proven nodes (0 = never; the root never is: the
    /// player's root solve does that).
    pub leaf_solve_empties: u32,
    /// The most nodes the arena may hold; beyond it leaves are no longer expanded
    /// (memory is bounded, the search goes on with playouts), unless the tree is compacted.
    pub max_nodes: usize,
    /// When the arena is full, compact the tree instead of no longer expanding: the
    /// least visited nodes lose their children (each keeps its minimax value as a leaf's),
    /// from those with one visit up, by powers of two, until at most half the arena is in
    /// use; the tree then grows again.
    pub compact: bool,
    /// Expand a leaf the first time the search reaches it (rather than the second) and
    /// back up its one-ply value, the negamax of its children's evaluations, rather than
    /// its own evaluation (needs an evaluating search: [`MctsConfig::evaluates`]).
    pub expand_leaves: bool,
    /// Rank an unvisited child in selection as if it had been visited once with its
    /// evaluation as the result (a first-play value), rather than trying every unvisited
    /// child before any is visited again: a poor move then waits until its siblings'
    /// values fall or the parent's visits grow (needs an evaluating search:
    /// [`MctsConfig::evaluates`]).
    pub unvisited_by_eval: bool,
    /// The rules searched under (their pass rule: whether a player without a move ends
    /// the game).
    pub rules: Rules,
}

impl MctsConfig {
    /// Informed playouts, two per leaf, `c = 0.5`, solver on, one million nodes (24 MB) not
    /// compacted when full, WOF rules, no evaluation. (Two playouts per leaf beat one at equal time: 18–11 in
    /// 30 games at 200 ms a move.)
    ///
    /// `c = 0.5` measured best of 0.2–1.41 with informed playouts (20,000 iterations a
    /// move, 40-game matches: +241 Elo over √2, level with 0.3, +98 over 0.2).
    pub const DEFAULT: MctsConfig = MctsConfig {
        playout: Playout::Informed,
        leaf_playouts: 2,
        playout_moves: u32::MAX,
        prior_weight: 0.0,
        eval: EvalKind::Tuned,
        eval_weight: 0.0,
        eval_scale: 10.0,
        minimax_weight: 0.0,
        leaf_solve_empties: 0,
        leaf_depth: 0,
        exploration: 0.5,
        solver: true,
        max_nodes: 1 << 20,
        compact: false,
        expand_leaves: false,
        unvisited_by_eval: false,
        rules: Rules::WOF,
    };

    /// Whether the search evaluates the children of the nodes it expands.
    pub fn evaluates(&self) -> bool {
        self.prior_weight > 0.0 || self.eval_weight > 0.0 || self.minimax_weight > 0.0
    }
}

impl Default for MctsConfig {
    /// [`MctsConfig::DEFAULT`].
    fn default() -> MctsConfig {
        MctsConfig::DEFAULT
    }
}

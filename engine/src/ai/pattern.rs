//! The pattern evaluation: a sum of learned table values, one per pattern instance.
//!
//! As in Logistello, Edax and Egaroucid, a *shape* is a fixed list of squares (an edge
//! with its two X-squares, a corner's 3x3 or 2x5 block, a row, a diagonal); its
//! configuration (each square empty, the mover's or the opponent's) indexes a table of
//! weights. Every symmetric image of a shape on the board is an *instance* that reads the
//! same table, so the evaluation of a position and of its 8 symmetric images is the same
//! by construction. One set of tables per game *phase* (a range of empties), plus a few
//! global terms (mobility, potential mobility, parity), all fitted by `outflank fit` on
//! our own games.
//!
//! Reading an instance costs a few shifts and masks: the board is mapped once by each of
//! the 8 symmetries, and each shape's canonical squares are gathered from the images
//! that hold its instances, then turned into a base-3 index by a table.
//!
//! The weights travel as a compact file ([`PatternWeights::from_bytes`]): only the
//! configurations that are not mirror images of a smaller one, zigzag varints, and a
//! CRC-32 so that a damaged or truncated file is refused with a message.

use crate::movegen::{legal_moves, neighbours};
use crate::{Board, Square, Symmetry};
use std::fmt;
use std::sync::OnceLock;

/// A pattern shape: its squares in the order of their base-3 digits (the first is the
/// lowest digit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// A short name for reports.
    pub name: &'static str,
    /// The squares of the canonical instance (square index, a1 = 0).
    pub squares: &'static [u8],
    /// The symmetries whose images of the board hold the instances: instance `k` reads
    /// the canonical squares of `symmetries[k].apply_board(board)`.
    pub symmetries: &'static [u8],
}

impl Shape {
    /// Number of configurations: 3 to the number of squares.
    pub const fn configurations(&self) -> usize {
        3usize.pow(self.squares.len() as u32)
    }
}

/// The shapes, in the order of the tables in a weights file.
pub const SHAPES: [Shape; 11] = [
    Shape {
        name: "edge+2x",
        squares: &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "corner3x3",
        squares: &[0, 1, 2, 8, 9, 10, 16, 17, 18],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "corner2x5",
        squares: &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
        symmetries: &[0, 1, 2, 3, 4, 5, 6, 7],
    },
    Shape {
        name: "row2",
        squares: &[8, 9, 10, 11, 12, 13, 14, 15],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "row3",
        squares: &[16, 17, 18, 19, 20, 21, 22, 23],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "row4",
        squares: &[24, 25, 26, 27, 28, 29, 30, 31],
        symmetries: &[0, 1, 4, 5],
    },
    Shape {
        name: "diag8",
        squares: &[0, 9, 18, 27, 36, 45, 54, 63],
        symmetries: &[0, 1],
    },
    Shape {
        name: "diag7",
        squares: &[1, 10, 19, 28, 37, 46, 55],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "diag6",
        squares: &[2, 11, 20, 29, 38, 47],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "diag5",
        squares: &[3, 12, 21, 30, 39],
        symmetries: &[0, 1, 2, 3],
    },
    Shape {
        name: "diag4",
        squares: &[4, 13, 22, 31],
        symmetries: &[0, 1, 2, 3],
    },
];

/// Number of pattern instances on the board (all shapes, all symmetric images).
pub const INSTANCES: usize = {
    let mut n = 0;
    let mut s = 0;
    while s < SHAPES.len() {
        n += SHAPES[s].symmetries.len();
        s += 1;
    }
    n
};

/// Where each shape's table starts in one phase's weights.
const OFFSETS: [usize; SHAPES.len() + 1] = {
    let mut o = [0; SHAPES.len() + 1];
    let mut s = 0;
    while s < SHAPES.len() {
        o[s + 1] = o[s] + SHAPES[s].configurations();
        s += 1;
    }
    o
};

/// Table entries of all shapes in one phase.
pub const CONFIGURATIONS: usize = OFFSETS[SHAPES.len()];

/// The global terms: names, in the order of their weights.
pub const GLOBALS: [&str; 4] = ["bias", "mobility", "potential_mobility", "parity"];

/// Weights of one phase: the shapes' tables, then the global terms.
const STRIDE: usize = CONFIGURATIONS + GLOBALS.len();

/// `Σ 3^i` over the set bits `i` (up to 10 bits): one side's discs as base-3 digits.
static TERNARY: [u16; 1024] = {
    let mut t = [0u16; 1024];
    let mut b = 0;
    while b < 1024 {
        let (mut v, mut p, mut i) = (0u16, 1u16, 0);
        while i < 10 {
            if b >> i & 1 == 1 {
                v += p;
            }
            p *= 3;
            i += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// The board's squares `x` under each symmetry, indexed by [`Symmetry`] number (bit 1: flip
/// top-bottom, bit 2: mirror left-right, bit 4: transpose first).
#[inline]
fn images(x: u64) -> [u64; 8] {
    use crate::symmetry::{mirror_horizontal, transpose};
    let m = mirror_horizontal(x);
    let t = transpose(x);
    let tm = mirror_horizontal(t);
    [
        x,
        x.swap_bytes(),
        m,
        m.swap_bytes(),
        t,
        t.swap_bytes(),
        tm,
        tm.swap_bytes(),
    ]
}

/// The bits of the canonical squares of shape `shape`, in digit order.
#[inline(always)]
fn gather(shape: usize, x: u64) -> u32 {
    // One disc per column on a diagonal: the multiply stacks them in the top byte
    // without carries (no two terms meet).
    const DIAGONAL: u64 = 0x0101_0101_0101_0101;
    let x = match shape {
        0 => (x & 0xFF) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200),
        1 => (x & 7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1C0),
        2 => (x & 0x1F) | ((x >> 3) & 0x3E0),
        3 => (x >> 8) & 0xFF,
        4 => (x >> 16) & 0xFF,
        5 => (x >> 24) & 0xFF,
        6 => (x & 0x8040_2010_0804_0201).wrapping_mul(DIAGONAL) >> 56,
        7 => (x & 0x0080_4020_1008_0402).wrapping_mul(DIAGONAL) >> 57,
        8 => (x & 0x0000_8040_2010_0804).wrapping_mul(DIAGONAL) >> 58,
        9 => (x & 0x0000_0080_4020_1008).wrapping_mul(DIAGONAL) >> 59,
        _ => (x & 0x0000_0000_8040_2010).wrapping_mul(DIAGONAL) >> 60,
    };
    x as u32
}

/// The table index (within the phase, shape offsets included) of every instance of
/// `board`, the side to move's discs as digit 1 and the opponent's as digit 2.
#[inline]
pub fn instance_indices(board: Board) -> [u32; INSTANCES] {
    let (p, o) = (images(board.player), images(board.opponent));
    let mut out = [0u32; INSTANCES];
    let mut i = 0;
    // Unrolled by the compiler: the shape and symmetry lists are constants.
    for (s, shape) in SHAPES.iter().enumerate() {
        for &sym in shape.symmetries {
            let sym = sym as usize;
            let (pb, ob) = (gather(s, p[sym]), gather(s, o[sym]));
            out[i] = OFFSETS[s] as u32
                + u32::from(TERNARY[pb as usize])
                + 2 * u32::from(TERNARY[ob as usize]);
            i += 1;
        }
    }
    out
}

/// The global terms of `board` for the side to move, in the order of [`GLOBALS`].
#[inline]
pub fn global_terms(board: Board) -> [i32; GLOBALS.len()] {
    let (p, o) = (board.player, board.opponent);
    let empty = !(p | o);
    [
        1,
        legal_moves(p, o).count_ones() as i32 - legal_moves(o, p).count_ones() as i32,
        (empty & neighbours(o)).count_ones() as i32 - (empty & neighbours(p)).count_ones() as i32,
        if empty.count_ones() % 2 == 1 { 1 } else { -1 },
    ]
}

/// The shape of each instance and where its table starts, in instance order.
const INSTANCE_OFFSETS: [u32; INSTANCES] = {
    let mut out = [0u32; INSTANCES];
    let (mut i, mut s) = (0, 0);
    while s < SHAPES.len() {
        let mut k = 0;
        while k < SHAPES[s].symmetries.len() {
            out[i] = OFFSETS[s] as u32;
            i += 1;
            k += 1;
        }
        s += 1;
    }
    out
};

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
    views: [[u16; INSTANCES]; 2],
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

/// The shape instance indices by the slow square-by-square reading (for tests).
pub fn instance_indices_reference(board: Board) -> [u32; INSTANCES] {
    let mut out = [0u32; INSTANCES];
    let mut i = 0;
    for (s, shape) in SHAPES.iter().enumerate() {
        for &sym in shape.symmetries {
            let image = Symmetry::ALL[sym as usize].apply_board(board);
            let mut index = 0u32;
            for &sq in shape.squares.iter().rev() {
                let bit = 1u64 << sq;
                let digit = if image.player & bit != 0 {
                    1
                } else if image.opponent & bit != 0 {
                    2
                } else {
                    0
                };
                index = index * 3 + digit;
            }
            out[i] = OFFSETS[s] as u32 + index;
            i += 1;
        }
    }
    out
}

/// For each table entry of one phase, the entry that holds its weight: the smallest
/// configuration among its mirror images within the shape (a shape that maps onto
/// itself under a symmetry, like an edge read from either end, has one value for both).
fn canonical_entries() -> &'static [u32] {
    static CANONICAL: OnceLock<Vec<u32>> = OnceLock::new();
    CANONICAL.get_or_init(|| {
        let mut out = Vec::with_capacity(CONFIGURATIONS);
        for (s, shape) in SHAPES.iter().enumerate() {
            let perms = self_permutations(shape);
            let n = shape.squares.len();
            let mut digits = vec![0u8; n];
            for config in 0..shape.configurations() {
                let mut c = config;
                for d in digits.iter_mut() {
                    *d = (c % 3) as u8;
                    c /= 3;
                }
                let smallest = perms
                    .iter()
                    .map(|perm| {
                        // Digit k of the image is the digit of square perm[k].
                        (0..n)
                            .rev()
                            .fold(0usize, |acc, k| acc * 3 + digits[perm[k]] as usize)
                    })
                    .min()
                    .unwrap_or(config);
                out.push((OFFSETS[s] + smallest) as u32);
            }
        }
        out
    })
}

/// The digit permutations of the symmetries that map `shape`'s squares onto themselves.
fn self_permutations(shape: &Shape) -> Vec<Vec<usize>> {
    let squares: Vec<Square> = shape
        .squares
        .iter()
        .map(|&s| Square::try_from_index(u32::from(s)).expect("a square index"))
        .collect();
    let mut perms = Vec::new();
    for sym in Symmetry::ALL {
        let perm: Option<Vec<usize>> = squares
            .iter()
            .map(|&sq| {
                let image = sym.apply_square(sq);
                squares.iter().position(|&q| q == image)
            })
            .collect();
        if let Some(perm) = perm {
            perms.push(perm);
        }
    }
    perms
}

/// For each table entry of one phase, its slot among the canonical entries (the
/// configurations that hold a weight of their own), and the number of such slots. The
/// fitting tool ties weights through it.
pub fn canonical_slots() -> (&'static [u32], usize) {
    static SLOTS: OnceLock<(Vec<u32>, usize)> = OnceLock::new();
    let (slots, n) = SLOTS.get_or_init(|| {
        let canonical = canonical_entries();
        let mut slot_of_entry = vec![u32::MAX; CONFIGURATIONS];
        let mut n = 0u32;
        for (entry, &c) in canonical.iter().enumerate() {
            if c as usize == entry {
                slot_of_entry[entry] = n;
                n += 1;
            }
        }
        let slots = canonical
            .iter()
            .map(|&c| slot_of_entry[c as usize])
            .collect();
        (slots, n as usize)
    });
    (slots, *n)
}

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// The file does not start with the pattern weights' signature.
    NotWeights,
    /// A later format than this engine reads.
    Version(u8),
    /// The file's shapes or global terms are not this engine's.
    Layout(String),
    /// The file ends before its data does.
    Truncated {
        /// How many bytes it has.
        len: usize,
    },
    /// A value does not fit its type.
    Value {
        /// Its byte offset.
        at: usize,
    },
    /// The checksum does not match: the file was damaged.
    Checksum {
        /// The checksum in the file.
        stored: u32,
        /// The checksum of its contents.
        computed: u32,
    },
    /// Bytes after the checksum.
    TrailingBytes(usize),
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::NotWeights => write!(f, "not an Outflank pattern weights file"),
            WeightsError::Version(v) => write!(
                f,
                "pattern weights format {v} is newer than this engine reads ({VERSION})"
            ),
            WeightsError::Layout(why) => write!(f, "pattern weights for other patterns: {why}"),
            WeightsError::Truncated { len } => {
                write!(f, "pattern weights file truncated ({len} bytes)")
            }
            WeightsError::Value { at } => {
                write!(f, "pattern weights file damaged: bad value at byte {at}")
            }
            WeightsError::Checksum { stored, computed } => write!(
                f,
                "pattern weights file damaged: checksum {computed:08x}, expected {stored:08x}"
            ),
            WeightsError::TrailingBytes(n) => {
                write!(f, "pattern weights file has {n} bytes after its end")
            }
        }
    }
}

impl std::error::Error for WeightsError {}

/// The weights file's signature.
const MAGIC: &[u8; 4] = b"OFPW";
/// The format written and read.
const VERSION: u8 = 1;

/// Learned weights of the pattern evaluation, by phase, in evaluation units (1/100 disc).
#[derive(Clone, PartialEq, Eq)]
pub struct PatternWeights {
    plies_per_phase: u8,
    phases: u8,
    /// `phases` blocks of [`STRIDE`] weights, mirror images expanded.
    weights: Vec<i16>,
}

impl fmt::Debug for PatternWeights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PatternWeights")
            .field("plies_per_phase", &self.plies_per_phase)
            .field("phases", &self.phases)
            .finish_non_exhaustive()
    }
}

impl PatternWeights {
    /// All-zero weights with one phase per `plies_per_phase` plies (at least 1).
    pub fn zero(plies_per_phase: u8) -> PatternWeights {
        let plies_per_phase = plies_per_phase.max(1);
        let phases = 60 / plies_per_phase + u8::from(60 % plies_per_phase != 0);
        PatternWeights {
            plies_per_phase,
            phases,
            weights: vec![0; phases as usize * STRIDE],
        }
    }

    /// Number of phases.
    pub fn phases(&self) -> usize {
        self.phases as usize
    }

    /// The phase of a position with `empties` empty squares.
    #[inline]
    pub fn phase(&self, empties: u32) -> usize {
        let played = 60u32.saturating_sub(empties.max(1)) as usize;
        (played / self.plies_per_phase as usize).min(self.phases as usize - 1)
    }

    /// Sets the weight of canonical slot `slot` (see [`canonical_slots`]) in `phase`, for
    /// every configuration that shares it.
    pub fn set_slots(&mut self, phase: usize, values: &[i16], globals: &[i16; GLOBALS.len()]) {
        let (slots, n) = canonical_slots();
        assert_eq!(values.len(), n, "one value per canonical slot");
        let block = &mut self.weights[phase * STRIDE..(phase + 1) * STRIDE];
        for (w, &slot) in block.iter_mut().zip(slots) {
            *w = values[slot as usize];
        }
        block[CONFIGURATIONS..].copy_from_slice(globals);
    }

    /// The evaluation of `board` for the side to move, in evaluation units.
    #[inline]
    pub fn eval(&self, board: Board) -> i32 {
        let base = self.phase(board.empty_count()) * STRIDE;
        let block = &self.weights[base..base + STRIDE];
        let mut sum = 0i32;
        for index in instance_indices(board) {
            sum += i32::from(block[index as usize]);
        }
        let globals = &block[CONFIGURATIONS..];
        for (term, &w) in global_terms(board).iter().zip(globals) {
            sum += term * i32::from(w);
        }
        sum
    }

    /// The evaluation of `board`, whose configurations `state` holds (the same value as
    /// [`PatternWeights::eval`], without reading the patterns afresh).
    #[inline]
    pub fn eval_state(&self, state: &PatternState, board: Board) -> i32 {
        let base = self.phase(board.empty_count()) * STRIDE;
        let block = &self.weights[base..base + STRIDE];
        let mut sum = 0i32;
        for (&index, &offset) in state.views[0].iter().zip(&INSTANCE_OFFSETS) {
            sum += i32::from(block[offset as usize + index as usize]);
        }
        let globals = &block[CONFIGURATIONS..];
        for (term, &w) in global_terms(board).iter().zip(globals) {
            sum += term * i32::from(w);
        }
        sum
    }

    /// The compact file: header, canonical configurations only as zigzag varints, CRC-32.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[VERSION, self.plies_per_phase, self.phases]);
        out.push(SHAPES.len() as u8);
        out.extend(SHAPES.iter().map(|s| s.squares.len() as u8));
        out.push(GLOBALS.len() as u8);
        let canonical = canonical_entries();
        for block in self.weights.chunks_exact(STRIDE) {
            for (entry, &w) in block[..CONFIGURATIONS].iter().enumerate() {
                if canonical[entry] as usize == entry {
                    put_varint(&mut out, w);
                }
            }
            for &w in &block[CONFIGURATIONS..] {
                put_varint(&mut out, w);
            }
        }
        let crc = crc32fast::hash(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// Reads a file written by [`PatternWeights::to_bytes`], refusing a damaged, truncated
    /// or foreign one with the reason.
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternWeights, WeightsError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(WeightsError::NotWeights);
        }
        let truncated = WeightsError::Truncated { len: bytes.len() };
        let header = MAGIC.len() + 4 + SHAPES.len() + 1;
        if bytes.len() < header + 4 {
            return Err(truncated);
        }
        let (body, stored) = bytes.split_at(bytes.len() - 4);
        let version = body[4];
        if version != VERSION {
            return Err(WeightsError::Version(version));
        }
        let stored = u32::from_le_bytes([stored[0], stored[1], stored[2], stored[3]]);
        let computed = crc32fast::hash(body);
        if stored != computed {
            return Err(WeightsError::Checksum { stored, computed });
        }
        let (plies_per_phase, phases) = (body[5], body[6]);
        let sizes = &body[8..8 + SHAPES.len()];
        if body[7] as usize != SHAPES.len()
            || sizes
                .iter()
                .zip(&SHAPES)
                .any(|(&n, s)| n as usize != s.squares.len())
            || body[header - 1] as usize != GLOBALS.len()
        {
            return Err(WeightsError::Layout(format!(
                "{} shapes of sizes {:?}, {} global terms",
                body[7],
                sizes,
                body[header - 1]
            )));
        }
        let mut weights = PatternWeights::zero(plies_per_phase);
        if plies_per_phase == 0 || weights.phases != phases {
            return Err(WeightsError::Layout(format!(
                "{phases} phases of {plies_per_phase} plies"
            )));
        }
        let canonical = canonical_entries();
        let mut at = header;
        for block in weights.weights.chunks_exact_mut(STRIDE) {
            for entry in 0..CONFIGURATIONS {
                let c = canonical[entry] as usize;
                block[entry] = if c == entry {
                    get_varint(body, &mut at)?
                } else {
                    // A mirror image's value comes from its smaller twin, read before it.
                    block[c]
                };
            }
            for g in block[CONFIGURATIONS..].iter_mut() {
                *g = get_varint(body, &mut at)?;
            }
        }
        if at != body.len() {
            return Err(WeightsError::TrailingBytes(body.len() - at));
        }
        Ok(weights)
    }
}

/// Appends `v` as a zigzag LEB128 varint (small magnitudes take one byte).
fn put_varint(out: &mut Vec<u8>, v: i16) {
    let mut z = ((v << 1) ^ (v >> 15)) as u16 as u32;
    loop {
        let byte = (z & 0x7F) as u8;
        z >>= 7;
        if z == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Reads a zigzag varint written by [`put_varint`] at `*at`, advancing it.
fn get_varint(bytes: &[u8], at: &mut usize) -> Result<i16, WeightsError> {
    let start = *at;
    let mut z = 0u32;
    for shift in [0, 7, 14] {
        let Some(&byte) = bytes.get(*at) else {
            return Err(WeightsError::Truncated {
                len: bytes.len() + 4,
            });
        };
        *at += 1;
        z |= u32::from(byte & 0x7F) << shift;
        if byte & 0x80 == 0 {
            if z > u32::from(u16::MAX) {
                return Err(WeightsError::Value { at: start });
            }
            let z = z as u16;
            return Ok(((z >> 1) as i16) ^ -((z & 1) as i16));
        }
    }
    Err(WeightsError::Value { at: start })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn random_boards(n: usize) -> Vec<Board> {
        // A fixed xorshift walk over disjoint disc sets: enough variety for bit tricks.
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        (0..n)
            .map(|_| {
                let (a, b) = (next(), next());
                Board {
                    player: a & !b,
                    opponent: b & !a,
                }
            })
            .collect()
    }

    #[test]
    fn there_are_46_instances_on_distinct_square_sets() {
        assert_eq!(INSTANCES, 46);
        for shape in &SHAPES {
            let mut seen = std::collections::HashSet::new();
            for &sym in shape.symmetries {
                let inverse = Symmetry::ALL[sym as usize].inverse();
                let set: u64 = shape
                    .squares
                    .iter()
                    .map(|&s| inverse.apply_bits(1 << s))
                    .fold(0, |a, b| a | b);
                assert!(seen.insert(set), "{}: instance repeated", shape.name);
            }
            // Every image of the shape is one of its instances.
            for sym in Symmetry::ALL {
                let set: u64 = shape
                    .squares
                    .iter()
                    .map(|&s| sym.apply_bits(1 << s))
                    .fold(0, |a, b| a | b);
                assert!(seen.contains(&set), "{}: an image is missing", shape.name);
            }
        }
    }

    #[test]
    fn fast_indices_equal_the_reference() {
        for board in random_boards(2000) {
            assert_eq!(
                instance_indices(board),
                instance_indices_reference(board),
                "{board:?}"
            );
        }
    }

    #[test]
    fn symmetric_boards_have_the_same_instances() {
        for board in random_boards(300) {
            let mut a = instance_indices(board);
            a.sort_unstable();
            for sym in Symmetry::ALL {
                let mut b = instance_indices(sym.apply_board(board));
                // Within a shape an instance may read its squares in mirrored order:
                // compare the canonical entries.
                let canonical = canonical_entries();
                let canon = |v: &mut [u32; INSTANCES]| {
                    for x in v.iter_mut() {
                        *x = canonical[*x as usize];
                    }
                    v.sort_unstable();
                };
                let mut a2 = a;
                canon(&mut a2);
                canon(&mut b);
                assert_eq!(a2, b, "{sym:?}");
            }
        }
    }

    fn some_weights() -> PatternWeights {
        let (_, n) = canonical_slots();
        let mut w = PatternWeights::zero(4);
        for phase in 0..w.phases() {
            let values: Vec<i16> = (0..n)
                .map(|i| ((i * 7919 + phase * 31) % 601) as i16 - 300)
                .collect();
            w.set_slots(phase, &values, &[phase as i16, -3, 7, 11]);
        }
        w
    }

    #[test]
    fn a_position_and_its_images_evaluate_equally() {
        let w = some_weights();
        for board in random_boards(300) {
            let v = w.eval(board);
            for sym in Symmetry::ALL {
                assert_eq!(w.eval(sym.apply_board(board)), v, "{sym:?}");
            }
        }
    }

    #[test]
    fn the_state_kept_move_by_move_equals_a_fresh_reading() {
        use crate::ai::Rng;
        let w = some_weights();
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let mut board = Board::START;
            let mut state = PatternState::new(board);
            loop {
                assert_eq!(state, PatternState::new(board));
                assert_eq!(w.eval_state(&state, board), w.eval(board));
                let moves = board.legal_moves().0;
                if moves == 0 {
                    if !board.swapped().has_legal_move() {
                        break;
                    }
                    board = board.swapped();
                    state = state.pass();
                    continue;
                }
                let sq = rng.pick_bit(moves);
                let flips = crate::movegen::flips(board.player, board.opponent, sq as usize);
                let square = Square::try_from_index(sq).unwrap();
                board = board.apply(square, crate::Bitboard(flips));
                state = state.play(sq, flips);
            }
        }
    }

    #[test]
    fn the_file_round_trips() {
        let w = some_weights();
        let bytes = w.to_bytes();
        assert_eq!(PatternWeights::from_bytes(&bytes).unwrap(), w);
        let zero = PatternWeights::zero(5);
        assert_eq!(PatternWeights::from_bytes(&zero.to_bytes()).unwrap(), zero);
        for v in [i16::MIN, -1, 0, 1, 63, 64, i16::MAX] {
            let mut out = Vec::new();
            put_varint(&mut out, v);
            let mut at = 0;
            assert_eq!(get_varint(&out, &mut at), Ok(v));
            assert_eq!(at, out.len());
        }
    }

    #[test]
    fn a_damaged_file_is_refused_with_the_reason() {
        let bytes = some_weights().to_bytes();
        let err = |b: &[u8]| PatternWeights::from_bytes(b).unwrap_err();
        assert_eq!(err(b"PK\x03\x04rest"), WeightsError::NotWeights);
        assert!(matches!(
            err(&bytes[..bytes.len() / 2]),
            WeightsError::Checksum { .. }
        ));
        assert!(matches!(err(&bytes[..10]), WeightsError::Truncated { .. }));
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 3] ^= 0x10;
        let e = err(&flipped);
        assert!(matches!(e, WeightsError::Checksum { .. }), "{e:?}");
        assert!(e.to_string().contains("damaged"), "{e}");
        let mut newer = bytes.clone();
        newer[4] = VERSION + 1;
        assert_eq!(err(&newer), WeightsError::Version(VERSION + 1));
        assert!(err(&newer).to_string().contains("newer"));
    }
}

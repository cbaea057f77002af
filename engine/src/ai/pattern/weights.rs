//! The learned weights and their compact file.

use super::state::LANES;
use super::{
    canonical_entries, canonical_slots, global_terms, global_terms_with_moves, instance_indices,
    PatternState, CONFIGURATIONS, FIRST_INSTANCE, GLOBALS, OFFSETS, SHAPES, STRIDE, WINDOW,
};
use crate::{Board, DataFile, FileError, FileFault};
use std::fmt;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// A fault of its bytes, as any data file's.
    File(FileError),
    /// The file's shapes or global terms are not this engine's.
    Layout(String),
}

impl From<FileError> for WeightsError {
    fn from(error: FileError) -> Self {
        WeightsError::File(error)
    }
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::File(error) => error.fmt(f),
            WeightsError::Layout(why) => write!(f, "pattern weights for other patterns: {why}"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// The weights file's signature.
const MAGIC: &[u8; 4] = b"OFPW";
/// The format written and read (2: values stored as multiples of a quantum).
pub(super) const VERSION: u8 = 2;

/// Learned weights of the pattern evaluation, by phase, in evaluation units (1/100 disc).
#[derive(Clone, PartialEq, Eq)]
pub struct PatternWeights {
    plies_per_phase: u8,
    phases: u8,
    /// The phase of each number of empties (0 to 64): a look-up, since the division it
    /// saves is a leaf's slowest instruction.
    phase_of: [u8; 65],
    /// `phases` blocks of [`STRIDE`] weights, mirror images expanded, then zeros up to
    /// the last block's [`WINDOW`].
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
        let mut phase_of = [0u8; 65];
        for (empties, phase) in phase_of.iter_mut().enumerate() {
            let played = 60usize.saturating_sub(empties.max(1));
            *phase = (played / plies_per_phase as usize).min(phases as usize - 1) as u8;
        }
        PatternWeights {
            plies_per_phase,
            phases,
            phase_of,
            weights: vec![0; (phases as usize - 1) * STRIDE + WINDOW],
        }
    }

    /// Number of phases.
    pub fn phases(&self) -> usize {
        self.phases as usize
    }

    /// The phases' weights, without the zeros after them.
    fn phase_weights(&self) -> &[i16] {
        &self.weights[..self.phases() * STRIDE]
    }

    /// The phase of a position with `empties` empty squares.
    #[inline]
    pub fn phase(&self, empties: u32) -> usize {
        self.phase_of[empties.min(64) as usize] as usize
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

    /// The evaluation of `board`, whose configurations `state` holds, where the side to
    /// move has the legal moves `moves` and the opponent `their_moves` (the same value as
    /// [`PatternWeights::eval`], without reading the patterns or the moves afresh).
    #[inline]
    pub fn eval_state(
        &self,
        state: &PatternState,
        board: Board,
        moves: u64,
        their_moves: u64,
    ) -> i32 {
        let base = self.phase(board.empty_count()) * STRIDE;
        let block = self.weights[base..]
            .first_chunk::<WINDOW>()
            .expect("zeros after the last phase");
        let view = &state.views[0].0;
        // Written out shape by shape, each read's table offset a constant and its `u16`
        // index inside the window: no offsets to load and no bounds checks (over a loop
        // on the instances V8 loaded both offsets and checked both reads of each pair).
        let mut sum = shape_sum::<0>(block, view)
            + shape_sum::<1>(block, view)
            + shape_sum::<2>(block, view)
            + shape_sum::<3>(block, view)
            + shape_sum::<4>(block, view)
            + shape_sum::<5>(block, view)
            + shape_sum::<6>(block, view)
            + shape_sum::<7>(block, view)
            + shape_sum::<8>(block, view)
            + shape_sum::<9>(block, view)
            + shape_sum::<10>(block, view);
        const _: () = assert!(SHAPES.len() == 11, "one shape_sum a shape");
        let globals = &block[CONFIGURATIONS..STRIDE];
        for (term, &w) in global_terms_with_moves(board, moves, their_moves)
            .iter()
            .zip(globals)
        {
            sum += term * i32::from(w);
        }
        sum
    }

    /// The largest step all weights are multiples of (at most 255; 1 when all are zero):
    /// `outflank fit` rounds to a quantum, and the file stores the multiples.
    fn quantum(&self) -> u8 {
        fn gcd(a: u32, b: u32) -> u32 {
            if b == 0 {
                a
            } else {
                gcd(b, a % b)
            }
        }
        let g = self
            .phase_weights()
            .iter()
            .fold(0, |g, &w| gcd(g, u32::from(w.unsigned_abs())));
        if (1..=255).contains(&g) {
            g as u8
        } else {
            1
        }
    }

    /// The compact file: header, canonical configurations only as zigzag varints of
    /// multiples of the weights' common quantum, CRC-32.
    pub fn to_bytes(&self) -> Vec<u8> {
        let quantum = self.quantum();
        let q = i16::from(quantum);
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[VERSION, self.plies_per_phase, self.phases, quantum]);
        out.push(SHAPES.len() as u8);
        out.extend(SHAPES.iter().map(|s| s.squares.len() as u8));
        out.push(GLOBALS.len() as u8);
        let canonical = canonical_entries();
        for block in self.phase_weights().chunks_exact(STRIDE) {
            for (entry, &w) in block[..CONFIGURATIONS].iter().enumerate() {
                if canonical[entry] as usize == entry {
                    put_varint(&mut out, w / q);
                }
            }
            for &w in &block[CONFIGURATIONS..] {
                put_varint(&mut out, w / q);
            }
        }
        crate::envelope::seal(&mut out);
        out
    }

    /// Reads a file written by [`PatternWeights::to_bytes`], refusing a damaged, truncated
    /// or foreign one with the reason.
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternWeights, WeightsError> {
        let header = MAGIC.len() + 5 + SHAPES.len() + 1;
        let body = crate::envelope::open(bytes, DataFile::Weights, MAGIC, VERSION, header)?;
        let (plies_per_phase, phases, quantum) = (body[5], body[6], body[7]);
        let sizes = &body[9..9 + SHAPES.len()];
        if body[8] as usize != SHAPES.len()
            || sizes
                .iter()
                .zip(&SHAPES)
                .any(|(&n, s)| n as usize != s.squares.len())
            || body[header - 1] as usize != GLOBALS.len()
        {
            return Err(WeightsError::Layout(format!(
                "{} shapes of sizes {:?}, {} global terms",
                body[8],
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
        if quantum == 0 {
            return Err(WeightsError::Layout("a quantum of 0".into()));
        }
        let canonical = canonical_entries();
        let mut at = header;
        let value = |at: &mut usize| -> Result<i16, WeightsError> {
            let start = *at;
            get_varint(body, at)?
                .checked_mul(i16::from(quantum))
                .ok_or(WeightsError::from(
                    DataFile::Weights.fault(FileFault::Value { at: start }),
                ))
        };
        let len = weights.phases() * STRIDE;
        for block in weights.weights[..len].chunks_exact_mut(STRIDE) {
            for entry in 0..CONFIGURATIONS {
                let c = canonical[entry] as usize;
                block[entry] = if c == entry {
                    value(&mut at)?
                } else {
                    // A mirror image's value comes from its smaller twin, read before it.
                    block[c]
                };
            }
            for g in block[CONFIGURATIONS..].iter_mut() {
                *g = value(&mut at)?;
            }
        }
        if at != body.len() {
            return Err(WeightsError::from(
                DataFile::Weights.fault(FileFault::TrailingBytes(body.len() - at)),
            ));
        }
        Ok(weights)
    }
}

/// Appends `v` as a zigzag LEB128 varint (small magnitudes take one byte).
pub(super) fn put_varint(out: &mut Vec<u8>, v: i16) {
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
pub(super) fn get_varint(bytes: &[u8], at: &mut usize) -> Result<i16, WeightsError> {
    let start = *at;
    let mut z = 0u32;
    for shift in [0, 7, 14] {
        let Some(&byte) = bytes.get(*at) else {
            return Err(WeightsError::from(DataFile::Weights.fault(
                FileFault::Truncated {
                    len: bytes.len() + 4,
                },
            )));
        };
        *at += 1;
        z |= u32::from(byte & 0x7F) << shift;
        if byte & 0x80 == 0 {
            if z > u32::from(u16::MAX) {
                return Err(WeightsError::from(
                    DataFile::Weights.fault(FileFault::Value { at: start }),
                ));
            }
            let z = z as u16;
            return Ok(((z >> 1) as i16) ^ -((z & 1) as i16));
        }
    }
    Err(WeightsError::from(
        DataFile::Weights.fault(FileFault::Value { at: start }),
    ))
}

/// The weights of shape `S`'s instances in a phase's `block`, summed, their
/// configurations in `view`.
#[inline(always)]
fn shape_sum<const S: usize>(block: &[i16; WINDOW], view: &[u16; LANES]) -> i32 {
    let first = FIRST_INSTANCE[S];
    view[first..first + SHAPES[S].symmetries.len()]
        .iter()
        .map(|&index| i32::from(block[OFFSETS[S] + usize::from(index)]))
        .sum()
}

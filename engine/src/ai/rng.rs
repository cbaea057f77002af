//! The searches' random numbers: xoshiro256++ from `rand_xoshiro`, seeded from a `u64`
//! through SplitMix64, behind this crate's own type, which adds the few draws the searches
//! make (a number below `n`, a random set bit, a unit float).
//!
//! The searches need reproducible randomness (same seed, same moves) on every target,
//! WebAssembly included. xoshiro256++ is fast, has a 2^256 period and passes the usual
//! statistical test batteries; `rand`'s `SmallRng` would not do, being a different
//! generator on 32-bit targets such as WebAssembly and free to change between versions.

use rand_xoshiro::rand_core::{Rng as _, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// A seedable generator: the same seed gives the same sequence on every target.
#[derive(Clone, Debug)]
pub struct Rng(Xoshiro256PlusPlus);

impl Rng {
    /// A generator whose whole sequence is determined by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n > 0`), by multiply-shift on the top 32 bits.
    ///
    /// The bias is below `n / 2^32`, far too small to matter for move choice, and it
    /// avoids a division in the playout loop.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }

    /// A uniform float in `[0, 1)`.
    #[inline]
    pub fn unit_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// A uniformly chosen set bit of `mask` (which must not be zero), as a square index.
    #[inline]
    pub fn pick_bit(&mut self, mask: u64) -> u32 {
        debug_assert!(mask != 0);
        let k = self.below(mask.count_ones());
        nth_set_bit(mask, k)
    }
}

/// The index of the `k`-th (from 0, lowest first) set bit of `mask`; `k` below the count.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline]
fn nth_set_bit(mask: u64, k: u32) -> u32 {
    // One instruction on CPUs with BMI2 instead of a loop with an unpredictable branch.
    // SAFETY: this version is only compiled when BMI2 is enabled for the whole build
    // (the `cfg` above), so the instruction exists on every CPU the binary runs on.
    unsafe { core::arch::x86_64::_pdep_u64(1u64 << k, mask) }.trailing_zeros()
}

/// The index of the `k`-th (from 0, lowest first) set bit of `mask`; `k` below the count.
#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
#[inline]
fn nth_set_bit(mut mask: u64, k: u32) -> u32 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sequence_is_xoshiro256plusplus_seeded_by_splitmix64() {
        // The first outputs of the hand-written generator this crate had before, so
        // every seeded search plays as it did.
        let mut zero = Rng::new(0);
        let mut answer = Rng::new(42);
        assert_eq!(
            [zero.next_u64(), zero.next_u64(), zero.next_u64()],
            [
                0x5317_5d61_490b_23df,
                0x61da_6f3d_c380_d507,
                0x5c0f_df91_ec9a_7bfc
            ]
        );
        assert_eq!(
            [answer.next_u64(), answer.next_u64(), answer.next_u64()],
            [
                0xd076_4d4f_4476_689f,
                0x519e_4174_576f_3791,
                0xfbe0_7cfb_0c24_ed8c
            ]
        );
    }

    #[test]
    fn same_seed_same_sequence_and_different_seeds_differ() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let mut c = Rng::new(43);
        let xa: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let xb: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        let xc: Vec<u64> = (0..8).map(|_| c.next_u64()).collect();
        assert_eq!(xa, xb);
        assert_ne!(xa, xc);
    }

    #[test]
    fn pick_bit_is_roughly_uniform_and_only_picks_set_bits() {
        let mut r = Rng::new(7);
        let mask = (1u64 << 3) | (1 << 17) | (1 << 40) | (1 << 63);
        let mut counts = [0u32; 64];
        for _ in 0..40_000 {
            counts[r.pick_bit(mask) as usize] += 1;
        }
        for (i, &c) in counts.iter().enumerate() {
            if mask >> i & 1 == 1 {
                assert!((9_000..11_000).contains(&c), "square {i}: {c}");
            } else {
                assert_eq!(c, 0);
            }
        }
    }

    #[test]
    fn nth_set_bit_matches_a_plain_loop() {
        let mut r = Rng::new(3);
        for _ in 0..2000 {
            let mask = r.next_u64() & r.next_u64();
            if mask == 0 {
                continue;
            }
            let mut m = mask;
            for k in 0..mask.count_ones() {
                assert_eq!(nth_set_bit(mask, k), m.trailing_zeros());
                m &= m - 1;
            }
        }
    }

    #[test]
    fn unit_is_in_range() {
        let mut r = Rng::new(1);
        for _ in 0..1000 {
            let x = r.unit_f64();
            assert!((0.0..1.0).contains(&x));
        }
    }
}

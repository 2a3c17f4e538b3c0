//! What chance throws: a game's list of outcomes with exact probabilities ([`Chance`]), and drawing one.
//!
//! A game never draws a random number. When chance is to act it names a
//! [`Chance`]: every outcome of the throw as an action, each with its exact
//! [`Probability`]. Everything else works from that one list: a generator
//! draws from it ([`Chance::sample`], [`Dice::throw_for`](crate::Dice::throw_for)),
//! the exact analysis branches on it, a fuzz target checks that each
//! outcome is accepted. Six-sided dice, the binary dice of the Royal Game
//! of Ur, Senet's sticks, cowrie shells or any weighted list fit the same
//! type; the dice games of this crate build theirs once, with the rules.
//!
//! Chance may also depend on the position: a deck of cards throws what is
//! left of it. Such a game builds a [`Counted`] list from its state (the
//! count of each card left over the cards left), inline and without
//! allocating, and [`RaceGame::chance`](crate::RaceGame::chance) answers
//! either kind as a [`ChanceRef`].

use alloc::vec::Vec;

use rand_core::Rng;

use crate::dice::{MAX_DICE, Roll, face_index, uniform_below};

mod counted;
pub use counted::{ChanceRef, Counted, MAX_COUNTED};

/// An exact probability `numerator / denominator`.
///
/// ```
/// use racegame::Probability;
/// let p = Probability::uniform_throw(2);
/// assert_eq!((p.numerator, p.denominator), (1, 36));
/// assert!((p.to_f64() - 1.0 / 36.0).abs() < 1e-15);
/// assert_eq!(Probability::new(6, 16), Some(Probability { numerator: 3, denominator: 8 }));
/// assert_eq!(Probability::new(1, 0), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Probability {
    /// The numerator.
    pub numerator: u32,
    /// The denominator, never 0.
    pub denominator: u32,
}

impl Probability {
    /// `numerator / denominator` in lowest terms, or `None` when the
    /// denominator is 0 or the fraction is above 1.
    pub const fn new(numerator: u32, denominator: u32) -> Option<Probability> {
        if denominator == 0 || numerator > denominator {
            return None;
        }
        let g = gcd(numerator, denominator);
        Some(Probability {
            numerator: numerator / g,
            denominator: denominator / g,
        })
    }

    /// The probability of one given ordered throw of `dice` six-sided dice
    /// (counts past [`MAX_DICE`] saturate rather than overflow).
    pub const fn uniform_throw(dice: u8) -> Probability {
        let mut denominator = 1u32;
        let mut i = 0;
        while i < dice {
            denominator = denominator.saturating_mul(crate::dice::FACES as u32);
            i += 1;
        }
        Probability {
            numerator: 1,
            denominator,
        }
    }

    /// As a floating-point number.
    pub fn to_f64(self) -> f64 {
        if self.denominator == 0 {
            return 0.0;
        }
        f64::from(self.numerator) / f64::from(self.denominator)
    }
}

/// The greatest common divisor (`gcd(0, d) = d`, and 1 for `gcd(0, 0)`).
const fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    if a == 0 { 1 } else { a }
}

/// Most outcomes one [`Chance`] lists.
pub const MAX_OUTCOMES: usize = 4096;

/// Most binary dice one [`Chance::binary_dice`] throws.
pub const MAX_BINARY_DICE: u8 = 16;

/// Why a [`Chance`] could not be built.
///
/// ```
/// use racegame::{Chance, ChanceError, Probability};
/// let half = Probability::new(1, 2).unwrap();
/// assert_eq!(
///     Chance::weighted(vec![('a', half)]),
///     Err(ChanceError::NotOne { numerator: 1, denominator: 2 }),
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ChanceError {
    /// The list had no outcome.
    #[error("a throw has at least one outcome")]
    Empty,
    /// The list had more than [`MAX_OUTCOMES`] outcomes.
    #[error("a throw has at most {max} outcomes, not {len}", max = MAX_OUTCOMES)]
    TooManyOutcomes {
        /// How many were given.
        len: usize,
    },
    /// An outcome's probability was 0, had a denominator of 0, or was
    /// above 1.
    #[error("outcome {index} has the impossible probability {numerator}/{denominator}")]
    Probability {
        /// The outcome's place in the list.
        index: usize,
        /// Its numerator.
        numerator: u32,
        /// Its denominator.
        denominator: u32,
    },
    /// The probabilities have no common denominator below 2^32.
    #[error("the probabilities have no common denominator below 2^32")]
    Denominator,
    /// The probabilities do not add up to 1.
    #[error("the probabilities add up to {numerator}/{denominator}, not 1")]
    NotOne {
        /// The sum's numerator, over the common denominator.
        numerator: u64,
        /// The common denominator.
        denominator: u32,
    },
    /// Six-sided dice are thrown one or [`MAX_DICE`] at a time.
    #[error("a throw uses 1 to {max} six-sided dice, not {0}", max = MAX_DICE)]
    SixSidedCount(u8),
    /// Binary dice are thrown 1 to [`MAX_BINARY_DICE`] at a time.
    #[error("a throw uses 1 to {max} binary dice, not {0}", max = MAX_BINARY_DICE)]
    BinaryCount(u8),
}

/// How a generator draws from the list. Small and without data on the
/// heap, so that telling the cases apart costs one byte compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Draw {
    /// The list is every ordered throw of one six-sided die.
    OneDie,
    /// The list is every ordered throw of two six-sided dice, first die
    /// slowest: each die is drawn on its own, so a throw of two dice takes
    /// the same draws as two throws of one.
    TwoDice,
    /// The list is the totals `0..=count` of `count` fair binary dice: one
    /// word, one bit per die.
    Binary { count: u8 },
    /// Any list: a uniform draw below the common denominator, found among
    /// the running totals of the numerators ([`Chance::cumulative`]).
    Weighted { denominator: u32 },
}

/// The outcomes of one throw, each an action of the game with its exact
/// probability, and how a generator draws one.
///
/// A dice game builds its `Chance` once, from its rules, and names it
/// whenever chance is to act ([`RaceGame::chance`](crate::RaceGame::chance),
/// through a [`ChanceRef`]; chance that depends on the position is a
/// [`Counted`] list instead).
/// Listing the outcomes costs nothing; drawing one costs one or two
/// generator words for dice, a binary search otherwise. The probabilities
/// always add up to exactly 1: the constructors refuse any other list.
///
/// ```
/// use racegame::{Chance, Dice};
/// // The Royal Game of Ur: four binary dice, counting the marked tips.
/// let ur = Chance::binary_dice(4, |marked| marked)?;
/// let sixteenths: Vec<_> = ur.outcomes().iter().map(|(_, p)| p.numerator * 16 / p.denominator).collect();
/// assert_eq!(sixteenths, [1, 4, 6, 4, 1]);
/// let mut dice = Dice::seeded(1);
/// assert!(ur.sample(dice.rng_mut()) <= 4);
/// # Ok::<(), racegame::ChanceError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chance<A> {
    outcomes: Vec<(A, Probability)>,
    draw: Draw,
    /// For six-sided dice, the fast road of a draw: the outcome of faces
    /// `(a, b)` (indices `0..6`) at `8 * a + b`, of one die at `a`. A face
    /// index is below 8 where the compiler can see it, so a draw reads its
    /// action here with no bounds check and no option. The other places
    /// (and the whole table for other throws) hold the first outcome.
    by_faces: [A; 64],
    /// For [`Draw::Weighted`]: the running totals of the numerators over
    /// the common denominator, one per outcome. Empty otherwise.
    cumulative: Vec<u32>,
}

impl<A: Copy> Chance<A> {
    /// A throw of `count` six-sided dice (1 or [`MAX_DICE`]), each ordered
    /// throw ([`Roll::all`]) an outcome of probability `1 / 6^count`,
    /// named by `action`.
    ///
    /// # Errors
    ///
    /// [`ChanceError::SixSidedCount`] for another count.
    pub fn six_sided(count: u8, action: impl FnMut(Roll) -> A) -> Result<Self, ChanceError> {
        if !(1..=MAX_DICE).contains(&count) {
            return Err(ChanceError::SixSidedCount(count));
        }
        Ok(Chance::six_sided_checked(count, action))
    }

    /// [`Chance::six_sided`] for a count the caller's rules already
    /// checked: below 1 reads as 1, above [`MAX_DICE`] as `MAX_DICE`.
    pub(crate) fn six_sided_checked(count: u8, action: impl FnMut(Roll) -> A) -> Self {
        let count = count.clamp(1, MAX_DICE);
        let p = Probability::uniform_throw(count);
        let outcomes = Roll::all(count).map(action).map(|a| (a, p)).collect();
        let draw = if count == 1 {
            Draw::OneDie
        } else {
            Draw::TwoDice
        };
        let mut chance = Chance::listed(outcomes, draw, Vec::new());
        for (i, roll) in Roll::all(count).enumerate() {
            let at = match roll.dice() {
                [a, b] => usize::from(a - 1) * 8 + usize::from(b - 1),
                _ => i,
            };
            chance.by_faces[at] = chance.outcomes[i].0;
        }
        chance
    }

    /// A throw of `count` fair binary dice (coins, the tetrahedral dice of
    /// Ur, throwing sticks, cowrie shells read as fair): the outcome is how
    /// many show their marked side, `0..=count` in that order, named by
    /// `action`, with the binomial probability `C(count, k) / 2^count`.
    ///
    /// # Errors
    ///
    /// [`ChanceError::BinaryCount`] for 0 or more than [`MAX_BINARY_DICE`].
    pub fn binary_dice(count: u8, action: impl FnMut(u8) -> A) -> Result<Self, ChanceError> {
        if !(1..=MAX_BINARY_DICE).contains(&count) {
            return Err(ChanceError::BinaryCount(count));
        }
        Ok(Chance::binary_dice_checked(count, action))
    }

    /// [`Chance::binary_dice`] for a count the caller's rules already
    /// checked: below 1 reads as 1, above [`MAX_BINARY_DICE`] as
    /// `MAX_BINARY_DICE`.
    pub(crate) fn binary_dice_checked(count: u8, mut action: impl FnMut(u8) -> A) -> Self {
        let count = count.clamp(1, MAX_BINARY_DICE);
        let denominator = 1u32 << count;
        let mut ways = 1u32; // C(count, k), built up term by term
        let mut outcomes = Vec::with_capacity(usize::from(count) + 1);
        for k in 0..=u32::from(count) {
            // C(count, k) <= 2^count: always a probability.
            let p = Probability::new(ways, denominator).unwrap_or(Probability {
                numerator: ways,
                denominator,
            });
            outcomes.push((action(k as u8), p));
            ways = ways * (u32::from(count) - k) / (k + 1);
        }
        Chance::listed(outcomes, Draw::Binary { count }, Vec::new())
    }

    /// Any list of outcomes with their probabilities, drawn by weight.
    ///
    /// # Errors
    ///
    /// Refused when the list is empty or longer than [`MAX_OUTCOMES`], an
    /// outcome's probability is 0 or invalid, the denominators have no
    /// common multiple below 2^32, or the probabilities do not add up to
    /// exactly 1.
    pub fn weighted(outcomes: Vec<(A, Probability)>) -> Result<Self, ChanceError> {
        if outcomes.is_empty() {
            return Err(ChanceError::Empty);
        }
        if outcomes.len() > MAX_OUTCOMES {
            return Err(ChanceError::TooManyOutcomes {
                len: outcomes.len(),
            });
        }
        let denominator = common_denominator(&outcomes)?;
        let mut cumulative = Vec::with_capacity(outcomes.len());
        let mut total = 0u64;
        for (_, p) in &outcomes {
            total += u64::from(p.numerator) * u64::from(denominator / p.denominator);
            cumulative.push(u32::try_from(total).unwrap_or(u32::MAX));
        }
        if total != u64::from(denominator) {
            return Err(ChanceError::NotOne {
                numerator: total,
                denominator,
            });
        }
        Ok(Chance::listed(
            outcomes,
            Draw::Weighted { denominator },
            cumulative,
        ))
    }

    /// A chance of a checked, non-empty list.
    fn listed(outcomes: Vec<(A, Probability)>, draw: Draw, cumulative: Vec<u32>) -> Self {
        let first = outcomes[0].0;
        Chance {
            outcomes,
            draw,
            by_faces: [first; 64],
            cumulative,
        }
    }

    /// Every outcome with its exact probability. The probabilities add up
    /// to 1; an action may appear more than once (two totals a game reads
    /// alike).
    #[inline]
    pub fn outcomes(&self) -> &[(A, Probability)] {
        &self.outcomes
    }

    /// One outcome drawn with `rng`, each with its probability.
    ///
    /// How it draws is part of the crate's reproducibility promise (the
    /// golden tests pin it): a throw of six-sided dice draws each die with
    /// [`roll_die`](crate::dice::roll_die) in order; binary dice take the low bits of one 32-bit
    /// word; a weighted list draws [`uniform_below`] its common
    /// denominator.
    #[inline(always)]
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> A {
        // Six-sided dice (every throw of a simulation of the Goose and
        // Ludo families) inline into the caller's loop; the others draw
        // out of line.
        match self.draw {
            Draw::OneDie => self.by_faces[face_index(rng)],
            Draw::TwoDice => {
                let first = face_index(rng);
                self.by_faces[first << 3 | face_index(rng)]
            }
            _ => self.sample_listed(rng),
        }
    }

    /// [`Chance::sample`] for binary dice and weighted lists: an index
    /// into the list of outcomes.
    #[inline(never)]
    fn sample_listed<R: Rng + ?Sized>(&self, rng: &mut R) -> A {
        let index = match self.draw {
            Draw::Binary { count } => {
                let mask = (1u32 << count) - 1;
                (rng.next_u32() & mask).count_ones() as usize
            }
            Draw::Weighted { denominator } => {
                let u = uniform_below(rng, denominator);
                self.cumulative.partition_point(|&c| c <= u)
            }
            Draw::OneDie | Draw::TwoDice => 0,
        };
        // Every index above is in the list by construction; the first
        // outcome stands in rather than a panic if that were ever wrong.
        match self.outcomes.get(index) {
            Some(&(action, _)) => action,
            None => self.by_faces[0],
        }
    }
}

/// The least common multiple of the denominators, checking each
/// probability on the way.
fn common_denominator<A>(outcomes: &[(A, Probability)]) -> Result<u32, ChanceError> {
    let mut lcm = 1u32;
    for (index, &(_, p)) in outcomes.iter().enumerate() {
        if p.numerator == 0 || p.denominator == 0 || p.numerator > p.denominator {
            return Err(ChanceError::Probability {
                index,
                numerator: p.numerator,
                denominator: p.denominator,
            });
        }
        lcm = (lcm / gcd(lcm, p.denominator))
            .checked_mul(p.denominator)
            .ok_or(ChanceError::Denominator)?;
    }
    Ok(lcm)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::roll_die;
    use alloc::vec;
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;

    fn p(n: u32, d: u32) -> Probability {
        Probability {
            numerator: n,
            denominator: d,
        }
    }

    #[test]
    fn six_sided_lists_every_ordered_throw_in_the_order_of_roll_all() {
        let two = Chance::six_sided(2, |r| r).unwrap();
        assert_eq!(two.outcomes().len(), 36);
        assert!(two.outcomes().iter().map(|o| o.0).eq(Roll::all(2)));
        assert!(two.outcomes().iter().all(|o| o.1 == p(1, 36)));
        assert_eq!(
            Chance::six_sided(3, |r| r),
            Err(ChanceError::SixSidedCount(3))
        );
        assert_eq!(
            Chance::six_sided(0, |r| r),
            Err(ChanceError::SixSidedCount(0))
        );
    }

    #[test]
    fn six_sided_draws_each_die_as_roll_die_does() {
        let two = Chance::six_sided(2, |r| r).unwrap();
        let (mut a, mut b) = (ChaCha8Rng::seed_from_u64(9), ChaCha8Rng::seed_from_u64(9));
        for _ in 0..1000 {
            let want = Roll::two(roll_die(&mut b), roll_die(&mut b)).unwrap();
            assert_eq!(two.sample(&mut a), want);
        }
    }

    #[test]
    fn binary_dice_are_binomial_and_count_the_low_bits_of_one_word() {
        let four = Chance::binary_dice(4, |k| k).unwrap();
        let got: Vec<_> = four.outcomes().iter().map(|o| (o.0, o.1)).collect();
        let want = [
            (0, p(1, 16)),
            (1, p(1, 4)),
            (2, p(3, 8)),
            (3, p(1, 4)),
            (4, p(1, 16)),
        ];
        assert_eq!(got, want);
        let (mut a, mut b) = (ChaCha8Rng::seed_from_u64(4), ChaCha8Rng::seed_from_u64(4));
        for _ in 0..1000 {
            assert_eq!(four.sample(&mut a), (b.next_u32() & 15).count_ones() as u8);
        }
        let sixteen = Chance::binary_dice(16, |k| k).unwrap();
        let total: u64 = sixteen
            .outcomes()
            .iter()
            .map(|o| u64::from(o.1.numerator) * u64::from(65_536 / o.1.denominator))
            .sum();
        assert_eq!(total, 65_536);
        assert_eq!(
            Chance::binary_dice(17, |k| k),
            Err(ChanceError::BinaryCount(17))
        );
        assert_eq!(
            Chance::binary_dice(0, |k| k),
            Err(ChanceError::BinaryCount(0))
        );
    }

    #[test]
    fn weighted_refuses_lists_that_are_not_a_distribution() {
        assert_eq!(Chance::<u8>::weighted(vec![]), Err(ChanceError::Empty));
        let zero = Chance::weighted(vec![(1, p(1, 1)), (2, p(0, 3))]);
        assert_eq!(
            zero,
            Err(ChanceError::Probability {
                index: 1,
                numerator: 0,
                denominator: 3
            })
        );
        let over = Chance::weighted(vec![(1, p(3, 2))]);
        assert!(matches!(
            over,
            Err(ChanceError::Probability { index: 0, .. })
        ));
        let no_denominator = Chance::weighted(vec![(1, p(1, 0))]);
        assert!(matches!(
            no_denominator,
            Err(ChanceError::Probability { .. })
        ));
        let too_much = Chance::weighted(vec![(1, p(2, 3)), (2, p(1, 2))]);
        assert_eq!(
            too_much,
            Err(ChanceError::NotOne {
                numerator: 7,
                denominator: 6
            })
        );
        let huge = Chance::weighted(vec![(1, p(1, 65_521)), (2, p(1, 65_519)), (3, p(1, 2))]);
        assert_eq!(huge, Err(ChanceError::Denominator));
        let long = Chance::weighted(vec![(0, p(1, 1)); MAX_OUTCOMES + 1]);
        assert_eq!(
            long,
            Err(ChanceError::TooManyOutcomes {
                len: MAX_OUTCOMES + 1
            })
        );
    }

    #[test]
    fn weighted_draws_each_outcome_on_its_share_of_the_denominator() {
        // 1/6, 1/2, 1/3 over 6: draws 0 → a; 1, 2, 3 → b; 4, 5 → c.
        let c = Chance::weighted(vec![('a', p(1, 6)), ('b', p(1, 2)), ('c', p(1, 3))]).unwrap();
        let (mut a, mut b) = (ChaCha8Rng::seed_from_u64(2), ChaCha8Rng::seed_from_u64(2));
        for _ in 0..1000 {
            let want = match uniform_below(&mut b, 6) {
                0 => 'a',
                1..=3 => 'b',
                _ => 'c',
            };
            assert_eq!(c.sample(&mut a), want);
        }
    }

    #[test]
    fn probabilities_reduce_and_refuse_what_is_not_one() {
        assert_eq!(Probability::new(4, 16), Some(p(1, 4)));
        assert_eq!(Probability::new(0, 5), Some(p(0, 1)));
        assert_eq!(Probability::new(3, 2), None);
        assert_eq!(Probability::new(0, 0), None);
    }
}

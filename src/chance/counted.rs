//! Chance that depends on the position: [`Counted`], outcomes weighted by
//! whole counts the state holds (the cards of each kind left in a deck),
//! and [`ChanceRef`], what [`RaceGame::chance`](crate::RaceGame::chance)
//! answers: the game's own table or a list counted from the position.

use rand_core::Rng;

use super::{Chance, ChanceError, Probability};
use crate::dice::uniform_below;

/// Most outcomes one [`Counted`] lists (a deck's kinds of card).
pub const MAX_COUNTED: usize = 16;

/// The outcomes of a throw weighted by whole counts: outcome `i` has the
/// probability `count_i / total`. Built per position, inline (no heap), so
/// a game whose chance depends on the state (a deck being drawn) answers
/// [`RaceGame::chance`](crate::RaceGame::chance) without allocating.
///
/// A draw takes [`uniform_below`] the total and the outcome whose running
/// count passes it, in the order given: part of the crate's
/// reproducibility promise, as [`Chance::sample`]'s ways are.
///
/// ```
/// use racegame::chance::Counted;
/// // A deck with three 1s and one 2 left.
/// let deck = Counted::new([('1', 3), ('2', 1)])?;
/// let p: Vec<_> = deck.outcomes().iter().map(|(c, p)| (*c, p.numerator, p.denominator)).collect();
/// assert_eq!(p, [('1', 3, 4), ('2', 1, 4)]);
/// assert_eq!(deck.total(), 4);
/// # Ok::<(), racegame::ChanceError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted<A> {
    /// Each outcome with its reduced probability; the first `len` are used,
    /// the rest repeat the first outcome.
    outcomes: [(A, Probability); MAX_COUNTED],
    /// Each outcome's running count, for drawing.
    running: [u32; MAX_COUNTED],
    len: u8,
    total: u32,
}

impl<A: Copy> Counted<A> {
    /// The outcomes with a count above 0, each of probability
    /// `count / total`; outcomes counted 0 are left out.
    ///
    /// # Errors
    ///
    /// [`ChanceError::Empty`] when no count is above 0,
    /// [`ChanceError::TooManyOutcomes`] for more than [`MAX_COUNTED`]
    /// outcomes above 0, [`ChanceError::Denominator`] when the total
    /// passes `u32::MAX`.
    pub fn new(counts: impl IntoIterator<Item = (A, u32)>) -> Result<Self, ChanceError> {
        let mut kept: [Option<(A, u32)>; MAX_COUNTED] = [None; MAX_COUNTED];
        let mut len = 0usize;
        let mut total = 0u32;
        for (action, count) in counts {
            if count == 0 {
                continue;
            }
            let slot = kept
                .get_mut(len)
                .ok_or(ChanceError::TooManyOutcomes { len: len + 1 })?;
            *slot = Some((action, count));
            len += 1;
            total = total.checked_add(count).ok_or(ChanceError::Denominator)?;
        }
        let Some((first, _)) = kept[0] else {
            return Err(ChanceError::Empty);
        };
        let filler = (first, Probability::new(1, 1).unwrap_or(ONE));
        let mut counted = Counted {
            outcomes: [filler; MAX_COUNTED],
            running: [total; MAX_COUNTED],
            len: len as u8,
            total,
        };
        let mut running = 0u32;
        for (i, (action, count)) in kept.iter().flatten().enumerate() {
            running += count;
            // count <= total, total > 0: always a probability.
            let p = Probability::new(*count, total).unwrap_or(ONE);
            counted.outcomes[i] = (*action, p);
            counted.running[i] = running;
        }
        Ok(counted)
    }

    /// Every outcome with its exact probability, in the order given.
    #[inline]
    pub fn outcomes(&self) -> &[(A, Probability)] {
        &self.outcomes[..usize::from(self.len)]
    }

    /// The sum of the counts (the cards left).
    #[inline]
    pub fn total(&self) -> u32 {
        self.total
    }

    /// One outcome drawn with `rng`, each with its probability: a uniform
    /// draw below [`total`](Counted::total), the first outcome whose
    /// running count passes it.
    #[inline(never)]
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> A {
        let u = uniform_below(rng, self.total);
        let used = &self.running[..usize::from(self.len)];
        let i = used.partition_point(|&c| c <= u);
        match self.outcomes.get(i) {
            Some(&(action, _)) => action,
            None => self.outcomes[0].0,
        }
    }
}

const ONE: Probability = Probability {
    numerator: 1,
    denominator: 1,
};

/// What chance throws in a position: the game's own [`Chance`], built once
/// with the rules (every dice game of the crate), or a [`Counted`] list
/// built from the position (a deck). [`RaceGame::chance`](crate::RaceGame::chance)
/// answers one; sampling, the exact analysis, the solver, `simulate` and
/// the records read both alike.
///
/// Answering a table costs a pointer: the dice games' hot loops draw as
/// they did before chance could depend on the position.
///
/// ```
/// use racegame::{Chance, ChanceRef, Dice};
/// let die = Chance::six_sided(1, |r| r.total())?;
/// let from_table = ChanceRef::from(&die);
/// assert_eq!(from_table.outcomes().len(), 6);
/// let mut dice = Dice::seeded(1);
/// assert!((1..=6).contains(&from_table.sample(dice.rng_mut())));
/// # Ok::<(), racegame::ChanceError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChanceRef<'a, A> {
    inner: Inner<'a, A>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Inner<'a, A> {
    Table(&'a Chance<A>),
    Counted(Counted<A>),
}

impl<'a, A: Copy> ChanceRef<'a, A> {
    /// Every outcome with its exact probability; they add up to 1.
    #[inline]
    pub fn outcomes(&self) -> &[(A, Probability)] {
        match &self.inner {
            Inner::Table(table) => table.outcomes(),
            Inner::Counted(counted) => counted.outcomes(),
        }
    }

    /// One outcome drawn with `rng`: [`Chance::sample`] for a table,
    /// [`Counted::sample`] for a counted list.
    #[inline(always)]
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> A {
        match &self.inner {
            Inner::Table(table) => table.sample(rng),
            Inner::Counted(counted) => counted.sample(rng),
        }
    }

    /// The game's table, when chance is one (`None` for a counted list).
    #[inline]
    pub fn table(&self) -> Option<&'a Chance<A>> {
        match self.inner {
            Inner::Table(table) => Some(table),
            Inner::Counted(_) => None,
        }
    }
}

impl<'a, A> From<&'a Chance<A>> for ChanceRef<'a, A> {
    #[inline(always)]
    fn from(table: &'a Chance<A>) -> Self {
        ChanceRef {
            inner: Inner::Table(table),
        }
    }
}

impl<A> From<Counted<A>> for ChanceRef<'_, A> {
    #[inline]
    fn from(counted: Counted<A>) -> Self {
        ChanceRef {
            inner: Inner::Counted(counted),
        }
    }
}

impl<A: Copy> core::ops::Deref for ChanceRef<'_, A> {
    type Target = [(A, Probability)];

    /// The outcomes ([`ChanceRef::outcomes`]), so a caller iterates them
    /// as a slice.
    #[inline]
    fn deref(&self) -> &Self::Target {
        self.outcomes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;

    #[test]
    fn counted_lists_what_is_left_and_refuses_nothing_left() {
        let c = Counted::new([('a', 0), ('b', 2), ('c', 6)]).unwrap();
        let got: Vec<_> = c
            .outcomes()
            .iter()
            .map(|(a, p)| (*a, p.numerator, p.denominator))
            .collect();
        assert_eq!(got, [('b', 1, 4), ('c', 3, 4)]);
        assert_eq!(Counted::new([('a', 0)]), Err(ChanceError::Empty));
        let many = (0..17u32).map(|i| (i, 1));
        assert_eq!(
            Counted::new(many),
            Err(ChanceError::TooManyOutcomes { len: 17 })
        );
        assert_eq!(
            Counted::new([(0, u32::MAX), (1, 1)]),
            Err(ChanceError::Denominator)
        );
    }

    #[test]
    fn counted_draws_below_the_total_by_running_counts() {
        let c = Counted::new([('a', 1), ('b', 3), ('c', 2)]).unwrap();
        let (mut a, mut b) = (ChaCha8Rng::seed_from_u64(3), ChaCha8Rng::seed_from_u64(3));
        let mut seen = [0u32; 3];
        for _ in 0..6000 {
            let want = match uniform_below(&mut b, 6) {
                0 => 'a',
                1..=3 => 'b',
                _ => 'c',
            };
            let got = ChanceRef::from(c).sample(&mut a);
            assert_eq!(got, want);
            seen[(got as u8 - b'a') as usize] += 1;
        }
        assert!(seen[1] > seen[2] && seen[2] > seen[0], "{seen:?}");
    }

    #[test]
    fn a_table_reads_through_unchanged() {
        let die = Chance::six_sided(1, |r| r.total()).unwrap();
        let r = ChanceRef::from(&die);
        assert_eq!(r.outcomes(), die.outcomes());
        assert!(core::ptr::eq(r.table().unwrap(), &die));
        let (mut a, mut b) = (ChaCha8Rng::seed_from_u64(5), ChaCha8Rng::seed_from_u64(5));
        for _ in 0..100 {
            assert_eq!(r.sample(&mut a), die.sample(&mut b));
        }
        assert_eq!(
            ChanceRef::from(Counted::new([(1, 1)]).unwrap()).table(),
            None
        );
    }
}

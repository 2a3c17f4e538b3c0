//! [`Restriction`] and [`Restrictions`]: the rules of a turn that look beyond one checker move (long nardy's head and prime rules, tavla's hit-and-run rule), as a small set of values the move generator reads.

use alloc::vec::Vec;
use core::fmt;

/// One restriction on a player's moves, beyond the physical rules of
/// [`BackgammonRules`](super::BackgammonRules) (where a checker may land,
/// the bar, bearing off). A rule set holds a set of them
/// ([`Restrictions`]); the move generator asks the set, so a new
/// restriction is a new value here and its test in the generator, not a
/// flag threaded through every function.
///
/// The head is a side's starting point, its 24-point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Restriction {
    /// Long nardy's head rule: at most one checker leaves the head (the
    /// side's 24-point) in a turn. The turn remembers how many more may
    /// leave ([`BackgammonState::head_left`](super::BackgammonState::head_left)).
    HeadOnce,
    /// The exception to [`Restriction::HeadOnce`] on a side's first turn:
    /// with 6-6, 4-4 or 3-3 thrown while every checker is still on the
    /// head, two checkers may leave it (a single checker could not play
    /// the whole double: the opponent's head blocks it). Needs `HeadOnce`.
    FirstDoublesTwoOffHead,
    /// Long nardy's prime rule: a move may not make six points in a row
    /// (held by the mover, along the opponent's path) with no opposing
    /// checker ahead of them, that is with every opposing checker on the
    /// board behind the block. A move that keeps a block that was already
    /// there (its opposing checkers ahead having borne off) is allowed.
    /// The move is illegal as a move, like a landing on a held point; the
    /// play-level form, Fevga's, is
    /// [`BackgammonRules::no_trapping_prime`](super::BackgammonRules::no_trapping_prime).
    NoBlindPrime,
    /// Turkish tavla's rule against hit-and-run in the home board: a
    /// checker that hits a blot in the mover's home board (its points 1 to
    /// 6) moves no further that turn. The turn remembers where such hits
    /// were made ([`TurnMemory::hit_home`](super::TurnMemory::hit_home)); a
    /// point where the hitter has been joined by another of the mover's
    /// checkers still lets that other checker go.
    NoHitAndRunHome,
}

impl Restriction {
    /// Every restriction, in the order of the set's bits.
    pub const ALL: [Restriction; 4] = [
        Restriction::HeadOnce,
        Restriction::FirstDoublesTwoOffHead,
        Restriction::NoBlindPrime,
        Restriction::NoHitAndRunHome,
    ];

    /// The value's bit in a [`Restrictions`] set.
    #[inline]
    const fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of [`Restriction`]s: plain data, written as a list of their names
/// (`["head_once", "no_blind_prime"]`), each at most once.
///
/// ```
/// use racegame::backgammon::{Restriction, Restrictions};
/// let set = Restrictions::EMPTY.with(Restriction::HeadOnce);
/// assert!(set.contains(Restriction::HeadOnce));
/// assert!(!set.contains(Restriction::NoBlindPrime));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Restriction::HeadOnce]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "Vec<Restriction>", into = "Vec<Restriction>")
)]
pub struct Restrictions {
    bits: u8,
}

impl Restrictions {
    /// No restriction.
    pub const EMPTY: Restrictions = Restrictions { bits: 0 };

    /// This set with `r` added.
    #[must_use]
    pub const fn with(self, r: Restriction) -> Restrictions {
        Restrictions {
            bits: self.bits | r.bit(),
        }
    }

    /// This set without `r`.
    #[must_use]
    pub const fn without(self, r: Restriction) -> Restrictions {
        Restrictions {
            bits: self.bits & !r.bit(),
        }
    }

    /// Whether `r` is in the set.
    #[inline]
    pub const fn contains(self, r: Restriction) -> bool {
        self.bits & r.bit() != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The restrictions in the set, in the order of [`Restriction::ALL`].
    pub fn iter(self) -> impl Iterator<Item = Restriction> {
        Restriction::ALL
            .into_iter()
            .filter(move |&r| self.contains(r))
    }
}

impl fmt::Display for Restriction {
    /// The rule in a sentence, as a refusal names it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Restriction::HeadOnce => "one checker leaves the head a turn",
            Restriction::FirstDoublesTwoOffHead => {
                "two checkers leave the head on a first turn's 6-6, 4-4 or 3-3"
            }
            Restriction::NoBlindPrime => {
                "no block of six points with every opposing checker behind it"
            }
            Restriction::NoHitAndRunHome => {
                "a checker that hit in its home board moves no further this turn"
            }
        })
    }
}

impl fmt::Debug for Restrictions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl TryFrom<Vec<Restriction>> for Restrictions {
    type Error = &'static str;
    fn try_from(list: Vec<Restriction>) -> Result<Self, Self::Error> {
        let mut set = Restrictions::EMPTY;
        for r in list {
            if set.contains(r) {
                return Err("a restriction is named twice");
            }
            set = set.with(r);
        }
        Ok(set)
    }
}

impl From<Restrictions> for Vec<Restriction> {
    fn from(set: Restrictions) -> Self {
        set.iter().collect()
    }
}

impl Restrictions {
    /// [`Restrictions::is_empty`] by reference, for serde's
    /// `skip_serializing_if`.
    #[cfg(feature = "serde")]
    #[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
    pub(crate) const fn is_empty_ref(&self) -> bool {
        self.bits == 0
    }
}

//! [`DiceLeft`]: the dice of a roll that are still to be played, as a small canonical value.

use alloc::vec::Vec;
use core::fmt;

use crate::dice::Roll;

/// The dice still to be played in a turn: both dice of a roll (four moves
/// for a double), then fewer as they are used.
///
/// The value keeps only what the rest of the turn depends on: the die
/// values left, largest first. A 6 left over from 6-4 and a 6 left over
/// from 6-6-6-6 are the same `DiceLeft`.
///
/// ```
/// use racegame::Roll;
/// use racegame::backgammon::DiceLeft;
/// let d = DiceLeft::from_roll(Roll::two(3, 5)?).unwrap();
/// assert_eq!(d.values(), [5, 3]);
/// assert_eq!(d.without(5).unwrap().values(), [3]);
/// let double = DiceLeft::from_roll(Roll::two(4, 4)?).unwrap();
/// assert_eq!((double.len(), double.is_double()), (4, true));
/// assert_eq!(DiceLeft::new(&[6, 6, 2]), None); // no roll leaves these
/// # Ok::<(), racegame::DiceError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "Vec<u8>", into = "Vec<u8>"))]
pub struct DiceLeft {
    /// The values, largest first, zeros after the last.
    values: [u8; 4],
}

impl DiceLeft {
    /// The dice of a roll of two dice: its two values, or four moves of a
    /// double. `None` for a roll of one die.
    pub fn from_roll(roll: Roll) -> Option<DiceLeft> {
        match *roll.dice() {
            [a, b] if a == b => Some(DiceLeft { values: [a; 4] }),
            [a, b] => Some(DiceLeft {
                values: [a.max(b), a.min(b), 0, 0],
            }),
            _ => None,
        }
    }

    /// The dice of the roll `a`-`b` (both 1 to 6): the two values, or four
    /// of a double. For tables built at compile time.
    pub(crate) const fn of_pair(a: u8, b: u8) -> DiceLeft {
        if a == b {
            DiceLeft { values: [a; 4] }
        } else if a > b {
            DiceLeft {
                values: [a, b, 0, 0],
            }
        } else {
            DiceLeft {
                values: [b, a, 0, 0],
            }
        }
    }

    /// Dice left, in any order, if some turn can leave exactly these:
    /// one to four equal values 1 to 6, or two different ones.
    pub fn new(values: &[u8]) -> Option<DiceLeft> {
        let mut v = [0u8; 4];
        if values.is_empty() || values.len() > 4 {
            return None;
        }
        v[..values.len()].copy_from_slice(values);
        v.sort_unstable_by(|a, b| b.cmp(a));
        let d = DiceLeft { values: v };
        d.is_well_formed().then_some(d)
    }

    /// Whether the values are one a turn can leave.
    pub(crate) fn is_well_formed(&self) -> bool {
        let v = self.values;
        let n = self.len();
        let in_range = v[..n].iter().all(|&x| (1..=6).contains(&x));
        let zeros_after = v[n..].iter().all(|&x| x == 0);
        let sorted = v.windows(2).all(|w| w[0] >= w[1]);
        let shape = n <= 1 || (n == 2 && v[0] != v[1]) || v[..n].iter().all(|&x| x == v[0]);
        n >= 1 && in_range && zeros_after && sorted && shape
    }

    /// The values left, largest first.
    #[inline]
    pub fn values(&self) -> &[u8] {
        &self.values[..self.len()]
    }

    /// How many dice (moves) are left, 1 to 4.
    #[inline]
    pub fn len(&self) -> usize {
        // The values are zero only after the last, so the count of nonzero
        // ones is the length.
        let [a, b, c, d] = self.values;
        usize::from(a != 0) + usize::from(b != 0) + usize::from(c != 0) + usize::from(d != 0)
    }

    /// Always false: a `DiceLeft` holds at least one die.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.values[0] == 0
    }

    /// Whether every die left has the same value.
    #[inline]
    pub fn is_double(&self) -> bool {
        self.values[1] == 0 || self.values[1] == self.values[0]
    }

    /// Whether a die of `value` is left.
    #[inline]
    pub fn contains(&self, value: u8) -> bool {
        value != 0 && self.values.contains(&value)
    }

    /// The different values left, largest first: one or two.
    #[inline]
    pub fn distinct(&self) -> &[u8] {
        if self.is_double() {
            &self.values[..1]
        } else {
            &self.values[..2]
        }
    }

    /// The largest value left.
    #[inline]
    pub fn largest(&self) -> u8 {
        self.values[0]
    }

    /// The dice left once a die of `value` is played: `None` when it was
    /// the last (or no such die is left).
    #[inline]
    pub fn without(&self, value: u8) -> Option<DiceLeft> {
        let [a, b, c, d] = self.values;
        let v = if value == 0 {
            return None;
        } else if a == value {
            [b, c, d, 0]
        } else if b == value {
            [a, c, d, 0]
        } else if c == value {
            [a, b, d, 0]
        } else if d == value {
            [a, b, c, 0]
        } else {
            return None;
        };
        (v[0] != 0).then_some(DiceLeft { values: v })
    }
}

impl fmt::Debug for DiceLeft {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.values()).finish()
    }
}

impl fmt::Display for DiceLeft {
    /// The values, largest first, with no separator: `64`, `5555`, `3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.values().iter().try_for_each(|v| write!(f, "{v}"))
    }
}

impl TryFrom<Vec<u8>> for DiceLeft {
    type Error = &'static str;
    fn try_from(v: Vec<u8>) -> Result<Self, Self::Error> {
        DiceLeft::new(&v).ok_or("dice left are 1 to 4 equal values 1 to 6, or two different ones")
    }
}

impl From<DiceLeft> for Vec<u8> {
    fn from(d: DiceLeft) -> Self {
        d.values().to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_roll_gives_its_dice_and_uses_them_one_by_one() {
        for roll in Roll::all(2) {
            let d = DiceLeft::from_roll(roll).unwrap();
            assert!(d.is_well_formed());
            let mut left = Some(d);
            let mut played = 0;
            while let Some(l) = left {
                left = l.without(l.values()[l.len() - 1]);
                played += 1;
            }
            assert_eq!(played, if roll.is_double() { 4 } else { 2 });
        }
        assert!(DiceLeft::from_roll(Roll::one(3).unwrap()).is_none());
    }

    #[test]
    fn only_forms_a_turn_can_leave_are_dice_left() {
        assert!(DiceLeft::new(&[3, 3, 3]).is_some());
        assert!(DiceLeft::new(&[2, 5]).is_some());
        for bad in [
            &[][..],
            &[0],
            &[7],
            &[5, 5, 2],
            &[6, 5, 4],
            &[1, 1, 1, 1, 1],
        ] {
            assert_eq!(DiceLeft::new(bad), None, "{bad:?}");
        }
        let d = DiceLeft::new(&[2, 5]).unwrap();
        assert_eq!((d.without(4), d.distinct()), (None, &[5, 2][..]));
    }
}

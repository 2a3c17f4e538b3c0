//! The long dice used separately: a throw of three dice, and the dice of it left to play, as one lot byte.
//!
//! A lot of the dice used separately ([`DiceUse::Separate`](super::DiceUse::Separate))
//! holds one to three faces, each 1, 2, 5 or 6: the number of dice in its
//! two high bits (so the lot is at least 64, never a mouths-up count or a
//! total), and each die as its face's index (0 to 3 for 1, 2, 5, 6) two bits
//! apiece in the low six bits, the largest face first and the unused slots
//! 0. Each multiset of faces has exactly one lot.

use super::rules::Lots;

/// The lot holding `faces` (one to three dice, each 1, 2, 5 or 6, in any
/// order), or `None` for no face, more than three or a face a long die
/// does not show.
///
/// ```
/// use racegame::pachisi::{dice_lot, lot_dice};
/// let lot = dice_lot(&[1, 6, 2]).unwrap();
/// assert_eq!(dice_lot(&[6, 2, 1]), Some(lot));
/// assert_eq!(lot_dice(lot), Some(([6, 2, 1], 3)));
/// assert_eq!(dice_lot(&[3]), None);
/// ```
pub fn dice_lot(faces: &[u8]) -> Option<u8> {
    if faces.is_empty() || faces.len() > 3 {
        return None;
    }
    let mut index = [0u8; 3];
    for (slot, &face) in index.iter_mut().zip(faces) {
        *slot = Lots::LONG_DIE_FACES.iter().position(|&f| f == face)? as u8;
    }
    let used = &mut index[..faces.len()];
    used.sort_unstable_by(|a, b| b.cmp(a));
    let mut lot = (faces.len() as u8) << 6;
    for (k, &i) in used.iter().enumerate() {
        lot |= i << (2 * k);
    }
    Some(lot)
}

/// The dice a lot of the long dice used separately holds, largest first,
/// and how many (the slots past them 0), or `None` for a byte that is no
/// such lot (see [`dice_lot`]).
pub fn lot_dice(lot: u8) -> Option<([u8; 3], usize)> {
    let n = usize::from(lot >> 6);
    if n == 0 {
        return None;
    }
    let mut faces = [0u8; 3];
    for (k, face) in faces.iter_mut().enumerate().take(n) {
        *face = Lots::LONG_DIE_FACES[usize::from((lot >> (2 * k)) & 3)];
    }
    // Canonical: the same faces packed again give the same byte.
    (dice_lot(&faces[..n]) == Some(lot)).then_some((faces, n))
}

/// The lot left once `die` of `lot` is played: `Some(None)` when it was the
/// last die, `None` when `lot` holds no such die.
pub(crate) fn without(lot: u8, die: u8) -> Option<Option<u8>> {
    let (faces, n) = lot_dice(lot)?;
    let at = faces[..n].iter().position(|&f| f == die)?;
    let mut left = [0u8; 3];
    let mut m = 0;
    for (k, &f) in faces[..n].iter().enumerate() {
        if k != at {
            left[m] = f;
            m += 1;
        }
    }
    Some(if m == 0 { None } else { dice_lot(&left[..m]) })
}

/// Whether `lot` holds a die of face `die` (a byte read as it is packed,
/// without the check of [`lot_dice`]: the judge of every move asks it).
#[inline]
pub(crate) const fn holds(lot: u8, die: u8) -> bool {
    let mut k = 0;
    while k < (lot >> 6) {
        if Lots::LONG_DIE_FACES[((lot >> (2 * k)) & 3) as usize] == die {
            return true;
        }
        k += 1;
    }
    false
}

/// The distinct faces of `lot`, largest first (each die a move of its own;
/// equal dice are one choice).
pub(crate) fn distinct(lot: u8) -> impl Iterator<Item = u8> {
    let (faces, n) = lot_dice(lot).unwrap_or(([0; 3], 0));
    (0..n).filter_map(move |k| (k == 0 || faces[k - 1] != faces[k]).then_some(faces[k]))
}

/// The total of the faces of `lot` (0 for a byte with no dice).
pub(crate) const fn total(lot: u8) -> u8 {
    let mut sum = 0;
    let mut k = 0;
    while k < (lot >> 6) {
        sum += Lots::LONG_DIE_FACES[((lot >> (2 * k)) & 3) as usize];
        k += 1;
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_multiset_has_one_lot_and_reads_back() {
        let mut lots = alloc::vec::Vec::new();
        for byte in 0..=255u8 {
            if let Some((faces, n)) = lot_dice(byte) {
                assert_eq!(dice_lot(&faces[..n]), Some(byte));
                lots.push(byte);
            }
        }
        // Multisets of 1, 2 and 3 of four faces: 4 + 10 + 20.
        assert_eq!(lots.len(), 34);
        assert!(lots.iter().all(|&l| l >= 64));
    }

    #[test]
    fn playing_a_die_leaves_the_others() {
        let lot = dice_lot(&[5, 5, 1]).unwrap();
        assert_eq!(without(lot, 5), Some(dice_lot(&[5, 1])));
        assert_eq!(without(lot, 2), None);
        assert_eq!(without(dice_lot(&[6]).unwrap(), 6), Some(None));
        assert_eq!(distinct(lot).collect::<alloc::vec::Vec<_>>(), [5, 1]);
        assert_eq!(total(lot), 11);
    }
}

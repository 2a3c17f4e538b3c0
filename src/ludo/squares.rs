//! [`SquareTable`]: every colour's progress-to-track-square map, worked out once per game so the hot paths look squares up instead of taking a modulo.

use core::fmt;

use super::rules::{Geometry, MAX_COLOURS};

/// A table entry for a progress that is not on the track (home column,
/// finish, yard, or beyond the path). Track squares stay below
/// [`MAX_TRACK`](super::MAX_TRACK), so this never names a real square.
pub(crate) const OFF_TRACK: u8 = u8::MAX;

/// For each colour and each possible progress byte, the track square
/// ([`Geometry::track_square`]) or [`OFF_TRACK`].
///
/// Indexing a `[u8; 256]` with a `u8` can never be out of bounds, so a
/// lookup costs one load and no check; the table is derived from the
/// geometry, never serialized, and equal whenever the geometries are.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct SquareTable([[u8; 256]; MAX_COLOURS]);

impl SquareTable {
    /// The table of `geometry`.
    pub(crate) fn new(geometry: &Geometry) -> Self {
        let mut table = [[OFF_TRACK; 256]; MAX_COLOURS];
        for (colour, row) in (0u8..).zip(table.iter_mut()) {
            for (progress, slot) in (0u8..=u8::MAX).zip(row.iter_mut()) {
                *slot = geometry.track_square(colour, progress).unwrap_or(OFF_TRACK);
            }
        }
        SquareTable(table)
    }

    /// Colour `colour`'s row: progress to track square or [`OFF_TRACK`];
    /// every entry [`OFF_TRACK`] for a colour off the board.
    #[inline]
    pub(crate) fn row(&self, colour: u8) -> &[u8; 256] {
        const NOWHERE: [u8; 256] = [OFF_TRACK; 256];
        self.0.get(usize::from(colour)).unwrap_or(&NOWHERE)
    }

    /// The track square of colour `colour`'s token at `progress`, as
    /// [`Geometry::track_square`] gives it.
    #[inline]
    pub(crate) fn square(&self, colour: u8, progress: u8) -> Option<u8> {
        let sq = self.row(colour)[usize::from(progress)];
        (sq != OFF_TRACK).then_some(sq)
    }
}

impl fmt::Debug for SquareTable {
    // 1,536 derived bytes would drown the rules in a `LudoGame`'s output.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SquareTable(..)")
    }
}

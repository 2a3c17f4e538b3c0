//! [`SquareTable`]: every colour's progress-to-track-square map and its inverse, worked out once per game so the hot paths look squares up instead of taking a modulo.

use core::fmt;

use super::rules::{Geometry, MAX_SEATS};

/// A table entry for a progress that is not on the track (home column,
/// finish, yard, or beyond the path). Track squares stay below
/// [`MAX_TRACK`](super::MAX_TRACK), so this never names a real square.
pub(crate) const OFF_TRACK: u8 = u8::MAX;

/// A row of a table where nothing is on the track.
const NOWHERE: [u8; 256] = [OFF_TRACK; 256];

/// For each colour and each possible progress byte, the track square
/// ([`Geometry::track_square`]) or [`OFF_TRACK`]; and the other way round,
/// for each track square the progress at which that colour's tokens stand
/// on it, or [`OFF_TRACK`] when its path does not cross it.
///
/// Indexing a `[u8; 256]` with a `u8` can never be out of bounds, so a
/// lookup costs one load and no check; the tables are derived from the
/// geometry, never serialized, and equal whenever the geometries are.
/// The inverse is what lets a question like "how many of red's tokens
/// stand on square 17" be a comparison of red's four progress bytes with
/// one number, without working out where each token stands.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct SquareTable {
    squares: [[u8; 256]; MAX_SEATS],
    progress: [[u8; 256]; MAX_SEATS],
    /// For each track square, every colour's progress there in each of
    /// its four token bytes ([`ELSEWHERE`] where its path misses the
    /// square), as the three little-endian words of a state's rows: the
    /// rows compared with it byte by byte mark every token on the square.
    patterns: [[u64; 3]; 256],
}

/// A byte of a square's pattern that no token's progress equals: above
/// every progress a board allows, below the yard.
pub(crate) const ELSEWHERE: u8 = 0xfe;

impl SquareTable {
    /// The table of `geometry`.
    pub(crate) fn new(geometry: &Geometry) -> Self {
        let mut squares = [[OFF_TRACK; 256]; MAX_SEATS];
        let mut progress = [[OFF_TRACK; 256]; MAX_SEATS];
        for ((colour, row), inverse) in (0u8..).zip(squares.iter_mut()).zip(progress.iter_mut()) {
            for (p, slot) in (0u8..=u8::MAX).zip(row.iter_mut()) {
                *slot = geometry.track_square(colour, p).unwrap_or(OFF_TRACK);
                if let Some(at) = inverse.get_mut(usize::from(*slot))
                    && *slot != OFF_TRACK
                {
                    // A path visits a square at most once (at most one lap).
                    *at = p;
                }
            }
        }
        let mut patterns = [[u64::from_le_bytes([ELSEWHERE; 8]); 3]; 256];
        for (square, pattern) in (0u8..=u8::MAX).zip(patterns.iter_mut()) {
            let mut bytes = [ELSEWHERE; 24];
            for (colour, slots) in (0u8..).zip(bytes.chunks_exact_mut(4)) {
                let at = progress
                    .get(usize::from(colour))
                    .map_or(OFF_TRACK, |p| p[usize::from(square)]);
                if at != OFF_TRACK {
                    slots.fill(at);
                }
            }
            for (word, chunk) in pattern.iter_mut().zip(bytes.chunks_exact(8)) {
                *word = chunk.try_into().map_or(0, u64::from_le_bytes);
            }
        }
        SquareTable {
            squares,
            progress,
            patterns,
        }
    }

    /// Track square `square`'s pattern (see [`SquareTable`]).
    #[inline(always)]
    pub(crate) fn pattern(&self, square: u8) -> &[u64; 3] {
        &self.patterns[usize::from(square)]
    }

    /// Colour `colour`'s row: progress to track square or [`OFF_TRACK`];
    /// every entry [`OFF_TRACK`] for a colour off the board.
    #[inline]
    pub(crate) fn row(&self, colour: u8) -> &[u8; 256] {
        self.squares.get(usize::from(colour)).unwrap_or(&NOWHERE)
    }

    /// Colour `colour`'s start square ([`Geometry::start`]): where its
    /// progress 0 stands, without the modulo (a division, tens of cycles)
    /// that working it out takes.
    #[inline]
    pub(crate) fn start(&self, colour: u8) -> u8 {
        self.row(colour)[0]
    }

    /// The progress at which colour `colour`'s tokens stand on track square
    /// `square`, or [`OFF_TRACK`] when its path does not cross the square.
    #[inline]
    pub(crate) fn progress_on(&self, colour: u8, square: u8) -> u8 {
        self.progress.get(usize::from(colour)).unwrap_or(&NOWHERE)[usize::from(square)]
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

//! [`PachisiState`]: where every piece stands, whose turn it is and what the game waits for, in a small canonical `Copy` value.

use super::error::PachisiStateError;
use super::rules::{HOME, MAX_PIECES};

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Phase {
    /// The current colour's throw (chance acts).
    AwaitingThrow,
    /// The current colour's move for this lot (mouths up, or the dice's
    /// total), which allows at least one.
    AwaitingMove(u8),
    /// A side has brought all its pieces home and won.
    Over,
    /// The game reached the action limit of its rules.
    Truncated,
}

impl Phase {
    /// Whether the game has ended.
    #[inline]
    pub const fn is_over(self) -> bool {
        matches!(self, Phase::Over | Phase::Truncated)
    }
}

/// Everything that changes in a game of Pachisi: each colour's pieces by
/// progress, the colour to throw, what the game waits for, the throws that
/// earned another throw in a row this turn, and the action count.
///
/// A piece's progress counts the steps it has made along its colour's
/// track: 0 in the charkoni before it enters, 1 to 7 down its own middle
/// column, 8 its arm's end square, 9 to 75 round the ring, 76 the end
/// square again, 77 to 83 up the middle column, and [`HOME`] (84) back in
/// the charkoni. Pieces of one colour are interchangeable: each colour's
/// progresses are kept sorted, so two positions that differ only by which
/// piece is where are the same state. Colours are numbered 0 to 3
/// anticlockwise, in turn order; 0 and 2 are partners, as are 1 and 3.
///
/// Serialized (with the `serde` feature), a state is its fields by name;
/// reading one checks its shape (colour 0 to 3, every progress at most
/// [`HOME`], each row rising but for the zero slots at its end); the rules
/// are checked by [`validate`](crate::RaceGame::validate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "StateRepr", into = "StateRepr"))]
pub struct PachisiState {
    /// Per colour, each piece's progress, rising; slots past the rules'
    /// pieces hold 0.
    pub(crate) pieces: [[u8; 4]; 4],
    /// The colour to throw or move.
    pub(crate) colour: u8,
    pub(crate) phase: Phase,
    /// Throws in a row this turn that earned another throw (counted only
    /// when the rules limit them, and always below the limit).
    pub(crate) streak: u8,
    pub(crate) actions: u32,
}

// The documented size: a state is copied on every `apply`.
const _: () = assert!(core::mem::size_of::<PachisiState>() == 24);

impl PachisiState {
    /// The state before the first action: every piece at its start,
    /// colour 0 to throw.
    pub(crate) fn new(pieces: u8, start: [u8; 4]) -> Self {
        let mut row = [0u8; 4];
        row[..usize::from(pieces)].copy_from_slice(&start[..usize::from(pieces)]);
        row[..usize::from(pieces)].sort_unstable();
        PachisiState {
            pieces: [row; 4],
            colour: 0,
            phase: Phase::AwaitingThrow,
            streak: 0,
            actions: 0,
        }
    }

    /// The colour to throw or move (0 to 3).
    pub fn colour(&self) -> u8 {
        self.colour
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Throws in a row this turn that earned another throw.
    pub fn streak(&self) -> u8 {
        self.streak
    }

    /// Actions played so far.
    pub fn actions(&self) -> u32 {
        self.actions
    }

    /// `colour`'s pieces' progresses, rising (all four slots; those past
    /// the rules' pieces hold 0). Empty for a colour above 3.
    pub fn pieces(&self, colour: u8) -> &[u8] {
        self.pieces
            .get(usize::from(colour))
            .map_or(&[], |row| &row[..])
    }

    /// The same state with `colour`'s pieces at `progress` (sorted here),
    /// for building positions; [`validate`](crate::RaceGame::validate)
    /// checks the result against a game. Ignored for a colour above 3 or
    /// more than four pieces.
    pub fn with_pieces(mut self, colour: u8, progress: &[u8]) -> Self {
        if colour < 4 && progress.len() <= usize::from(MAX_PIECES) {
            let mut row = [0u8; 4];
            row[..progress.len()].copy_from_slice(progress);
            row[..progress.len()].sort_unstable();
            self.pieces[usize::from(colour)] = row;
        }
        self
    }

    /// The same state with `colour` to throw (its phase set to a throw and
    /// no streak), for building positions.
    pub fn with_turn(mut self, colour: u8) -> Self {
        self.colour = colour;
        self.phase = Phase::AwaitingThrow;
        self.streak = 0;
        self
    }

    /// The same state with the action count at 0: what the future depends
    /// on when the rules set no action limit (the exact analysis's key).
    pub fn without_counters(mut self) -> Self {
        self.actions = 0;
        self
    }

    /// Pieces of `colour` at `progress` among its first `n`.
    pub(crate) fn count_at(&self, colour: u8, n: u8, progress: u8) -> u8 {
        self.pieces[usize::from(colour & 3)][..usize::from(n)]
            .iter()
            .filter(|&&p| p == progress)
            .count() as u8
    }

    /// Whether all of `colour`'s first `n` pieces are home.
    pub(crate) fn all_home(&self, colour: u8, n: u8) -> bool {
        self.pieces[usize::from(colour & 3)][..usize::from(n)]
            .iter()
            .all(|&p| p == HOME)
    }

    /// Moves `count` of `colour`'s pieces from `from` to `to`, keeping the
    /// row sorted.
    pub(crate) fn shift(&mut self, colour: u8, n: u8, from: u8, to: u8, count: u8) {
        let row = &mut self.pieces[usize::from(colour & 3)];
        let mut left = count;
        for p in row[..usize::from(n)].iter_mut() {
            if left > 0 && *p == from {
                *p = to;
                left -= 1;
            }
        }
        row[..usize::from(n)].sort_unstable();
    }
}

/// The serialized form of a [`PachisiState`]: its shape checked when read.
#[derive(Clone, Copy)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct StateRepr {
    pieces: [[u8; 4]; 4],
    colour: u8,
    phase: Phase,
    streak: u8,
    actions: u32,
}

impl From<PachisiState> for StateRepr {
    fn from(s: PachisiState) -> Self {
        StateRepr {
            pieces: s.pieces,
            colour: s.colour,
            phase: s.phase,
            streak: s.streak,
            actions: s.actions,
        }
    }
}

impl TryFrom<StateRepr> for PachisiState {
    type Error = PachisiStateError;
    fn try_from(r: StateRepr) -> Result<Self, PachisiStateError> {
        let s = PachisiState {
            pieces: r.pieces,
            colour: r.colour,
            phase: r.phase,
            streak: r.streak,
            actions: r.actions,
        };
        s.check_shape()?;
        Ok(s)
    }
}

impl PachisiState {
    /// What a state must be whatever the rules: colour 0 to 3, every
    /// progress at most [`HOME`], each row rising but for the zero slots
    /// at its end.
    pub(crate) fn check_shape(&self) -> Result<(), PachisiStateError> {
        if self.colour > 3 {
            return Err(PachisiStateError::Colour(self.colour));
        }
        for (colour, row) in self.pieces.iter().enumerate() {
            // Rising, then only zeros (the slots past the rules' pieces).
            let used = row.iter().rposition(|&p| p != 0).map_or(0, |i| i + 1);
            if row.iter().any(|&p| p > HOME) || row[..used].windows(2).any(|w| w[0] > w[1]) {
                return Err(PachisiStateError::Pieces {
                    colour: colour as u8,
                });
            }
        }
        Ok(())
    }
}

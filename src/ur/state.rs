//! [`UrState`]: what changes during a game of Ur, in a small canonical `Copy` value.

use alloc::vec::Vec;

use super::error::UrStateError;
use super::rules::{MAX_PATH, MAX_PIECES};
use crate::game::Seat;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Phase {
    /// The current seat's throw (chance acts).
    AwaitingThrow,
    /// The current seat's move for this throw (1 to 4), which allows at
    /// least one.
    AwaitingMove(u8),
    /// The current seat bore off its last piece and won.
    Over,
    /// The game reached the action limit of its rules.
    Truncated,
}

impl Phase {
    /// Whether the game has ended (won, or cut short at the action limit).
    #[inline]
    pub const fn is_over(self) -> bool {
        matches!(self, Phase::Over | Phase::Truncated)
    }
}

/// Everything that changes in a game of Ur: where each player's pieces
/// stand, how many wait to enter and how many are borne off, whose turn it
/// is, what the game waits for, and the action count.
///
/// Pieces of one player are interchangeable, so a player's pieces on the
/// board are a set of path indexes (a bit mask): two positions that differ
/// only by which piece is where are the same state, as the exact analysis
/// needs. Seats are [`LIGHT`](super::LIGHT) (`Seat(0)`) and
/// [`DARK`](super::DARK) (`Seat(1)`); each counts path indexes along its
/// own path ([`UrPath`](super::UrPath)). The state is `Copy` and 20 bytes.
///
/// ```
/// use racegame::{RaceGame, ur::{DARK, LIGHT, UrGame}};
/// let game = UrGame::finkel();
/// // Light: one piece on the central rosette, six borne off.
/// let s = game.initial_state().with_pieces(LIGHT, 0, &[8], 6);
/// assert!(game.validate(&s).is_ok());
/// assert_eq!(s.squares(LIGHT).collect::<Vec<_>>(), [8]);
/// assert_eq!((s.waiting(DARK), s.borne_off(LIGHT)), (7, 6));
/// ```
///
/// # Notation
///
/// One line, fields separated by one space, in this order:
///
/// ```text
/// position = "ur" " L:" pieces " D:" pieces  ; Light's pieces, then Dark's
///            " t=" seat                ; the seat whose turn it is
///            " p=" phase
///            [ " n=" number ]          ; actions played
///            ";"                       ; the end of every position
/// pieces   = item *( "," item )        ; in this order:
/// item     = "w" count                 ; pieces waiting to enter
///          | "o" count                 ; pieces borne off
///          | index                     ; a piece at this path index, rising
/// seat     = "L" | "D"                 ; Light, Dark
/// phase    = "throw" | "move:" throw | "over" | "truncated"
/// count    = "1" .. "7"
/// index    = "1" .. "16"
/// throw    = "1" .. "4"                ; the throw awaiting a move
/// number   = nonzero-digit *digit      ; no sign, no leading zero
/// ```
///
/// Path indexes are the seat's own ([`UrPath`](super::UrPath)). A count
/// of zero is left out (and refused when written), as is `n` before the
/// first action, so every text read is exactly the text written for its
/// state. The closing `;` is written nowhere else: a text cut short
/// anywhere is refused, not read as another position. Reading checks the shape (at least one piece and at most seven
/// per seat); [`parse_position`](crate::notation::parse_position) checks
/// the position against a game's rules.
///
/// ```
/// use racegame::{RaceGame, ur::{UrAction, UrGame, UrState}};
/// let game = UrGame::finkel();
/// assert_eq!(game.initial_state().to_string(), "ur L:w7 D:w7 t=L p=throw;");
/// let s = game.apply(&game.initial_state(), UrAction::Throw(4))?.0;
/// let s = game.apply(&s, "e".parse()?)?.0;
/// assert_eq!(s.to_string(), "ur L:w6,4 D:w7 t=L p=throw n=2;");
/// assert_eq!(s.to_string().parse::<UrState>()?, s);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "StateRepr", into = "StateRepr"))]
pub struct UrState {
    /// Per seat, bit `p` set when a piece stands at path index `p`.
    pub(crate) board: [u32; 2],
    /// Per seat, pieces waiting to enter.
    pub(crate) waiting: [u8; 2],
    /// Per seat, pieces borne off.
    pub(crate) off: [u8; 2],
    pub(crate) current: u8,
    pub(crate) phase: Phase,
    pub(crate) actions: u32,
}

// The documented size: a state is copied on every `apply`.
const _: () = assert!(core::mem::size_of::<UrState>() == 20);

/// The bits of path indexes 1 to [`MAX_PATH`].
pub(crate) const PATH_BITS: u32 = ((1 << (MAX_PATH + 1)) - 1) & !1;

impl UrState {
    /// Every piece waiting, `first` to throw.
    pub(crate) const fn new(pieces: u8, first: Seat) -> Self {
        UrState {
            board: [0; 2],
            waiting: [pieces; 2],
            off: [0; 2],
            current: first.0,
            phase: Phase::AwaitingThrow,
            actions: 0,
        }
    }

    /// The index of `seat` in the per-seat arrays (anything but Dark reads
    /// as Light, so no lookup can fail).
    #[inline]
    pub(crate) const fn slot(seat: Seat) -> usize {
        if seat.0 == 1 { 1 } else { 0 }
    }

    /// `seat`'s pieces waiting to enter.
    #[inline]
    pub fn waiting(&self, seat: Seat) -> u8 {
        self.waiting[Self::slot(seat)]
    }

    /// `seat`'s pieces borne off.
    #[inline]
    pub fn borne_off(&self, seat: Seat) -> u8 {
        self.off[Self::slot(seat)]
    }

    /// `seat`'s pieces on the board, as a bit mask: bit `p` for a piece at
    /// path index `p`.
    #[inline]
    pub fn occupied(&self, seat: Seat) -> u32 {
        self.board[Self::slot(seat)]
    }

    /// Whether one of `seat`'s pieces stands at path index `p`.
    #[inline]
    pub fn has_piece_at(&self, seat: Seat, p: u8) -> bool {
        p < 32 && self.occupied(seat) & (1 << p) != 0
    }

    /// The path indexes of `seat`'s pieces on the board, lowest first.
    pub fn squares(&self, seat: Seat) -> impl Iterator<Item = u8> + '_ {
        let bits = self.occupied(seat);
        (0..32u8).filter(move |&p| bits & (1 << p) != 0)
    }

    /// `seat`'s pieces on the board.
    #[inline]
    pub fn on_board(&self, seat: Seat) -> u8 {
        self.occupied(seat).count_ones() as u8
    }

    /// Whose turn it is (the winner once the game is won).
    #[inline]
    pub fn current(&self) -> Seat {
        Seat(self.current)
    }

    /// What the game waits for.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The winner, once a player has borne off every piece.
    #[inline]
    pub fn winner(&self) -> Option<Seat> {
        (self.phase == Phase::Over).then_some(self.current())
    }

    /// Actions (throws and moves) played so far.
    #[inline]
    pub fn actions(&self) -> u32 {
        self.actions
    }

    /// This state with `seat`'s pieces set: `waiting` to enter, one on each
    /// path index of `squares`, `borne_off` borne off. For setting up
    /// positions (tests, puzzles); check the result with
    /// [`UrGame::validate`](super::UrGame::validate). Indexes outside
    /// `1..=`[`MAX_PATH`] and seats other than Light and Dark are ignored.
    pub fn with_pieces(mut self, seat: Seat, waiting: u8, squares: &[u8], borne_off: u8) -> Self {
        if seat.0 > 1 {
            return self;
        }
        let i = Self::slot(seat);
        self.waiting[i] = waiting;
        self.off[i] = borne_off;
        self.board[i] = squares
            .iter()
            .filter(|&&p| (1..=MAX_PATH).contains(&p))
            .fold(0, |bits, &p| bits | 1 << p);
        self
    }

    /// This state with `seat` to throw. Another seat is ignored.
    pub fn with_current(mut self, seat: Seat) -> Self {
        if seat.0 <= 1 {
            self.current = seat.0;
            self.phase = Phase::AwaitingThrow;
        }
        self
    }

    /// This state with an action count of `actions`; the exact analysis
    /// sets it to 0 to merge states that differ only by their history.
    pub fn with_actions(mut self, actions: u32) -> Self {
        self.actions = actions;
        self
    }

    /// Structural checks that need no rules: used on deserialization and
    /// at the top of every `apply`, so that no bit or count is out of its
    /// type's reach.
    pub(crate) fn check_shape(&self) -> Result<(), UrStateError> {
        if self.current > 1 {
            return Err(UrStateError::Current(self.current()));
        }
        for seat in [Seat(0), Seat(1)] {
            let i = Self::slot(seat);
            if let Some(p) = (0..32u8).find(|&p| (self.board[i] & !PATH_BITS) & (1 << p) != 0) {
                return Err(UrStateError::OffPath { seat, index: p });
            }
            let total = u16::from(self.waiting[i])
                + u16::from(self.off[i])
                + self.board[i].count_ones() as u16;
            if total > u16::from(MAX_PIECES) || total == 0 {
                return Err(UrStateError::Pieces {
                    seat,
                    total,
                    pieces: MAX_PIECES,
                });
            }
        }
        match self.phase {
            Phase::AwaitingMove(v) if !(1..=4).contains(&v) => Err(UrStateError::Throw(v)),
            _ => Ok(()),
        }
    }
}

/// The serialized form: per seat, the pieces waiting, the path indexes on
/// the board, and the pieces borne off.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct StateRepr {
    light: SeatRepr,
    dark: SeatRepr,
    current: Seat,
    phase: Phase,
    actions: u32,
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct SeatRepr {
    waiting: u8,
    squares: Vec<u8>,
    borne_off: u8,
}

impl SeatRepr {
    fn of(s: &UrState, seat: Seat) -> Self {
        SeatRepr {
            waiting: s.waiting(seat),
            squares: s.squares(seat).collect(),
            borne_off: s.borne_off(seat),
        }
    }

    /// The bit mask of the squares, refusing an index off every path or
    /// listed twice.
    fn bits(&self, seat: Seat) -> Result<u32, UrStateError> {
        let mut bits = 0u32;
        for &p in &self.squares {
            if !(1..=MAX_PATH).contains(&p) {
                return Err(UrStateError::OffPath { seat, index: p });
            }
            if bits & (1 << p) != 0 {
                return Err(UrStateError::Shared { seat, index: p });
            }
            bits |= 1 << p;
        }
        Ok(bits)
    }
}

impl From<UrState> for StateRepr {
    fn from(s: UrState) -> Self {
        StateRepr {
            light: SeatRepr::of(&s, Seat(0)),
            dark: SeatRepr::of(&s, Seat(1)),
            current: s.current(),
            phase: s.phase,
            actions: s.actions,
        }
    }
}

impl TryFrom<StateRepr> for UrState {
    type Error = UrStateError;
    fn try_from(r: StateRepr) -> Result<Self, Self::Error> {
        if r.current.0 > 1 {
            return Err(UrStateError::Current(r.current));
        }
        let state = UrState {
            board: [r.light.bits(Seat(0))?, r.dark.bits(Seat(1))?],
            waiting: [r.light.waiting, r.dark.waiting],
            off: [r.light.borne_off, r.dark.borne_off],
            current: r.current.0,
            phase: r.phase,
            actions: r.actions,
        };
        state.check_shape()?;
        Ok(state)
    }
}

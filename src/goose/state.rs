//! [`GooseState`]: what changes during a Goose game, in a small `Copy` value.

use super::MAX_SEATS;
use super::board::Square;
use crate::game::{Outcome, Seat};

/// Where a game stands overall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Status {
    /// The game goes on.
    InPlay,
    /// This seat reached the goal (or a winning square) and took the pot.
    Won(Seat),
    /// Every token is held: nobody can ever move again.
    Blocked,
    /// The rules' action limit (or [`max_throws`](super::GooseGame::max_throws))
    /// was reached.
    Truncated,
}

/// A turn still going on under [`RepeatRule::FreshThrow`](super::RepeatRule::FreshThrow):
/// the token stopped on a repeat square and its player throws again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Continuation {
    /// Where the token began the turn: a token caught when the turn ends
    /// goes there.
    pub origin: Square,
    /// The way the token was travelling, which the next throw keeps.
    pub direction: super::Direction,
}

/// Everything that changes in a Goose game: positions, missed turns, held
/// tokens, fines paid (as a count: the amount is the game's fine times
/// it), whose turn it is.
///
/// The board and the agreed fine live in the [`GooseGame`](super::GooseGame),
/// so one board serves any number of states. A state is `Copy` and 60 bytes
/// whatever the board, which keeps simulations free of allocation.
///
/// The pot is not stored: it is the sum of what the seats paid
/// ([`GooseGame::pot`](super::GooseGame::pot)), so it cannot drift from it.
///
/// # Notation
///
/// One line, fields separated by one space, in this order:
///
/// ```text
/// position = "goose" " " token *( "," token )     ; one token per seat, 1 to 6
///            " t=" seat                           ; the seat to throw
///            " n=" number                         ; throws made
///            [ " s=" status ]                     ; left out while in play
///            [ " c=" square ( "+" | "-" ) ]       ; a repeat under way (origin, direction)
///            ";"                                  ; the end of every position
/// token    = square [ "*" ] [ "h" ] [ "m" number ] [ "f" number ]
/// status   = "won:" seat | "blocked" | "truncated"
/// seat     = "0" .. "5"
/// square   = number (0 to 255)
/// number   = "0" | nonzero-digit *digit           ; no sign, no leading zero
/// ```
///
/// A token is its square, then `*` while the seat's first throw is still to
/// come, `h` when it is held, `m` and the turns it must miss, `f` and the
/// fines its seat has paid (each mark left out when it does not apply, and
/// `m0`, `f0` refused). Fields and marks come in the order of the grammar;
/// nothing else is read, so every text read is exactly the text written
/// for its state. The closing `;` is written nowhere else: a text cut
/// short anywhere (a counter that lost its last digit, a last field lost)
/// is refused, not read as another position.
///
/// ```
/// use racegame::{RaceGame, Roll, goose::{GooseAction, GooseGame, GooseState}};
/// let game = GooseGame::railway(3)?.with_fine(1)?;
/// let start = game.initial_state();
/// assert_eq!(start.to_string(), "goose 0*,0*,0* t=0 n=0;");
/// let (after, _) = game.apply(&start, "5+1".parse::<GooseAction>()?)?;
/// assert_eq!(after.to_string(), "goose 12f1,0*,0* t=1 n=1;");
/// assert_eq!("goose 12f1,0*,0* t=1 n=1;".parse::<GooseState>()?, after);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "StateRepr", into = "StateRepr"))]
pub struct GooseState {
    pub(crate) positions: [Square; MAX_SEATS],
    pub(crate) missed: [u8; MAX_SEATS],
    pub(crate) held: [bool; MAX_SEATS],
    pub(crate) thrown: [bool; MAX_SEATS],
    /// Fines paid by each seat (a count; the game knows the amount).
    pub(crate) fines: [u32; MAX_SEATS],
    pub(crate) seats: u8,
    pub(crate) current: u8,
    pub(crate) status: Status,
    pub(crate) throws: u32,
    /// Set between the throws of one turn under
    /// [`RepeatRule::FreshThrow`](super::RepeatRule::FreshThrow).
    pub(crate) continuing: Option<Continuation>,
}

impl GooseState {
    /// Everyone on `start`, seat 0 to throw.
    #[inline]
    pub(crate) fn new(seats: u8, start: Square) -> Self {
        GooseState {
            // Slots of seats not in play hold 0, so equal games compare
            // equal.
            positions: core::array::from_fn(|i| if i < usize::from(seats) { start } else { 0 }),
            missed: [0; MAX_SEATS],
            held: [false; MAX_SEATS],
            thrown: [false; MAX_SEATS],
            fines: [0; MAX_SEATS],
            seats,
            current: 0,
            status: Status::InPlay,
            continuing: None,
            throws: 0,
        }
    }

    /// This state with `seat`'s token on `square`, its first throw spent.
    /// For setting up positions (tests, puzzles, a teacher's "what if");
    /// check the result with [`GooseGame::validate`](super::GooseGame::validate).
    /// A seat that does not play is ignored.
    ///
    /// ```
    /// use racegame::{RaceGame, Seat, goose::GooseGame};
    /// let game = GooseGame::railway(2)?;
    /// let s = game.initial_state().with_position(Seat(1), 40).with_current(Seat(1));
    /// assert!(game.validate(&s).is_ok());
    /// assert_eq!(s.position(Seat(1)), 40);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_position(mut self, seat: Seat, square: Square) -> Self {
        if seat.0 < self.seats {
            self.positions[seat.index()] = square;
            self.thrown[seat.index()] = true;
        }
        self
    }

    /// This state with `seat` yet to make its first throw (or not), so
    /// first-throw jumps apply to it.
    pub fn with_first_throw(mut self, seat: Seat, pending: bool) -> Self {
        if seat.0 < self.seats {
            self.thrown[seat.index()] = !pending;
        }
        self
    }

    /// This state with `seat` to throw next.
    pub fn with_current(mut self, seat: Seat) -> Self {
        if seat.0 < self.seats {
            self.current = seat.0;
        }
        self
    }

    /// This state with `seat` held (or not) where it stands.
    pub fn with_held(mut self, seat: Seat, held: bool) -> Self {
        if seat.0 < self.seats {
            self.held[seat.index()] = held;
        }
        self
    }

    /// This state with `seat` to miss `turns` turns.
    pub fn with_turns_to_miss(mut self, seat: Seat, turns: u8) -> Self {
        if seat.0 < self.seats {
            self.missed[seat.index()] = turns;
        }
        self
    }

    /// This state with the two counters that never change the rest of the
    /// game set to zero: the fines paid (so the pot too) and the throw
    /// count.
    ///
    /// Two states that differ only in these counters play on identically
    /// (as long as the game has no [action
    /// limit](super::GooseGame::with_action_limit), which reads the throw
    /// count), so exact analysis ([`crate::analysis`]) indexes states by
    /// this value: without it every throw would make a new state and the
    /// state space would be infinite.
    ///
    /// ```
    /// use racegame::{RaceGame, goose::GooseGame};
    /// let game = GooseGame::railway(2)?;
    /// let start = game.initial_state();
    /// let (after, _) = game.apply(&start, game.throw(&[2, 4])?)?; // square 6: fine, to 12
    /// assert_eq!((after.throws(), after.fines_in_pot()), (1, 1));
    /// let key = after.without_counters();
    /// assert_eq!((key.throws(), key.fines_in_pot()), (0, 0));
    /// assert_eq!(key.positions(), after.positions());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn without_counters(mut self) -> Self {
        self.fines = [0; MAX_SEATS];
        self.throws = 0;
        self
    }

    /// This state with the fines paid cleared and the throw count kept:
    /// the key of a game whose action limit reads the count.
    ///
    /// ```
    /// use racegame::{RaceGame, goose::GooseGame};
    /// let game = GooseGame::railway(2)?;
    /// let (after, _) = game.apply(&game.initial_state(), game.throw(&[2, 4])?)?;
    /// let key = after.without_fines();
    /// assert_eq!((key.throws(), key.fines_in_pot()), (1, 0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn without_fines(mut self) -> Self {
        self.fines = [0; MAX_SEATS];
        self
    }

    /// How many seats play.
    pub fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    /// Where `seat`'s token stands (0 for a seat not in play).
    pub fn position(&self, seat: Seat) -> Square {
        self.positions.get(seat.index()).copied().unwrap_or(0)
    }

    /// Every seat's square, in seat order.
    pub fn positions(&self) -> &[Square] {
        &self.positions[..self.seats().min(MAX_SEATS)]
    }

    /// Turns `seat` still has to miss.
    pub fn turns_to_miss(&self, seat: Seat) -> u8 {
        self.missed.get(seat.index()).copied().unwrap_or(0)
    }

    /// Whether `seat`'s token is held until another token arrives.
    pub fn is_held(&self, seat: Seat) -> bool {
        self.held.get(seat.index()).copied().unwrap_or(false)
    }

    /// Whether `seat` has thrown at least once (first-throw jumps are spent).
    pub fn has_thrown(&self, seat: Seat) -> bool {
        self.thrown.get(seat.index()).copied().unwrap_or(false)
    }

    /// How many fines `seat` has paid so far; the amount is
    /// [`GooseGame::paid`](super::GooseGame::paid).
    pub fn fines_paid(&self, seat: Seat) -> u32 {
        self.fines.get(seat.index()).copied().unwrap_or(0)
    }

    /// How many fines are in the pot: every seat's together. The amount is
    /// [`GooseGame::pot`](super::GooseGame::pot).
    #[inline]
    pub fn fines_in_pot(&self) -> u64 {
        self.fines[..self.seats().min(MAX_SEATS)]
            .iter()
            .map(|&p| u64::from(p))
            .sum()
    }

    /// Whose throw is next (meaningless once the game is over).
    pub fn current(&self) -> Seat {
        Seat(self.current)
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The turn in progress, when the token stopped on a repeat square and
    /// its player throws again ([`RepeatRule::FreshThrow`](super::RepeatRule::FreshThrow)).
    pub fn continuing(&self) -> Option<Continuation> {
        self.continuing
    }

    /// Throws made so far.
    pub fn throws(&self) -> u32 {
        self.throws
    }

    /// How the game ended, or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.status {
            Status::InPlay => None,
            Status::Won(s) => Some(Outcome::Winner(s)),
            Status::Blocked => Some(Outcome::Blocked),
            Status::Truncated => Some(Outcome::Truncated),
        }
    }

    /// Structural checks that need no board: used on deserialization.
    pub(crate) fn check_shape(&self) -> Result<(), super::GooseStateError> {
        use super::GooseStateError as E;
        let n = usize::from(self.seats);
        if n == 0 || n > MAX_SEATS {
            return Err(E::Seats(n));
        }
        if self.current >= self.seats {
            return Err(E::Current(self.current));
        }
        if let Status::Won(w) = self.status
            && w.0 >= self.seats
        {
            return Err(E::Winner(w));
        }
        for i in n..MAX_SEATS {
            let unused = self.positions[i] == 0
                && self.missed[i] == 0
                && !self.held[i]
                && !self.thrown[i]
                && self.fines[i] == 0;
            if !unused {
                return Err(E::UnusedSeatNotEmpty(Seat(i as u8)));
            }
        }
        Ok(())
    }
}

/// The serialized form: one entry per seat in play, checked when read. A
/// field left out gets the value of a new game's state (seat 0 to throw, in
/// play, no throws yet).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct StateRepr {
    tokens: alloc::vec::Vec<TokenRepr>,
    #[cfg_attr(feature = "serde", serde(default))]
    current: u8,
    #[cfg_attr(feature = "serde", serde(default = "in_play"))]
    status: Status,
    #[cfg_attr(feature = "serde", serde(default))]
    throws: u32,
    #[cfg_attr(feature = "serde", serde(default))]
    continuing: Option<Continuation>,
}

#[cfg(feature = "serde")]
fn in_play() -> Status {
    Status::InPlay
}

/// One seat's token in the serialized form: its square is required, the
/// rest defaults to a token that has not thrown yet.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct TokenRepr {
    square: Square,
    #[cfg_attr(feature = "serde", serde(default))]
    turns_to_miss: u8,
    #[cfg_attr(feature = "serde", serde(default))]
    held: bool,
    #[cfg_attr(feature = "serde", serde(default))]
    thrown: bool,
    #[cfg_attr(feature = "serde", serde(default))]
    fines: u32,
}

impl From<GooseState> for StateRepr {
    fn from(s: GooseState) -> Self {
        let tokens = (0..s.seats().min(MAX_SEATS))
            .map(|i| TokenRepr {
                square: s.positions[i],
                turns_to_miss: s.missed[i],
                held: s.held[i],
                thrown: s.thrown[i],
                fines: s.fines[i],
            })
            .collect();
        StateRepr {
            tokens,
            current: s.current,
            status: s.status,
            throws: s.throws,
            continuing: s.continuing,
        }
    }
}

impl TryFrom<StateRepr> for GooseState {
    type Error = super::GooseStateError;
    fn try_from(r: StateRepr) -> Result<Self, Self::Error> {
        let n = r.tokens.len();
        if n == 0 || n > MAX_SEATS {
            return Err(super::GooseStateError::Seats(n));
        }
        let mut s = GooseState::new(n as u8, 0);
        for (i, t) in r.tokens.iter().enumerate() {
            s.positions[i] = t.square;
            s.missed[i] = t.turns_to_miss;
            s.held[i] = t.held;
            s.thrown[i] = t.thrown;
            s.fines[i] = t.fines;
        }
        s.current = r.current;
        s.status = r.status;
        s.throws = r.throws;
        s.continuing = r.continuing;
        s.check_shape()?;
        Ok(s)
    }
}

//! [`LudoState`]: what changes during a Ludo game, in a small `Copy` value.

use alloc::vec::Vec;

use super::error::{LudoStateError, RankingError, TurnField};
use super::rules::MAX_SEATS;
use super::{MAX_TOKENS, YARD};
use crate::game::{Ranking, Seat};

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Phase {
    /// The current seat's throw (chance acts). Saved states that call it
    /// `awaiting_roll` still load.
    #[cfg_attr(feature = "serde", serde(alias = "awaiting_roll"))]
    AwaitingThrow,
    /// The current seat's choice of move for this roll.
    AwaitingChoice(u8),
    /// With two dice: the current seat's choice of a move with one of the
    /// pending dice ([`LudoState::pending_dice`]).
    AwaitingDice,
    /// The current seat's choice of token for a bonus move of this many
    /// squares ([`Reward::Move`](super::Reward::Move)).
    AwaitingBonus(u8),
    /// The game ended by the rules; the ranking says how.
    Over,
    /// The game reached the action limit.
    Truncated,
    /// No seat can ever move again: every throw of every seat still
    /// playing passes, so the position would repeat forever. Moves inside
    /// the goal fields ([`Goal::GoalFields`](super::Goal::GoalFields)) do not
    /// count: they touch no other token, and under bounces
    /// ([`Overshoot::Bounce`](super::Overshoot::Bounce)) such a token always
    /// has one, so a board held shut by blocks that never open would
    /// otherwise be played for ever. The game ended without finishing
    /// ([`Outcome::Blocked`](crate::Outcome::Blocked)).
    Blocked,
}

impl Phase {
    /// Whether the game has ended (by the rules, the action limit, or a
    /// position where nobody can move again).
    #[inline]
    pub const fn is_over(self) -> bool {
        matches!(self, Phase::Over | Phase::Truncated | Phase::Blocked)
    }
}

/// Everything that changes in a Ludo game: every token's progress, whose
/// turn it is, the sixes (or doubles) and tries of this turn, the dice of a
/// two-dice throw still to be used, the ranking so far, and the action
/// count.
///
/// The rules live in the [`LudoGame`](super::LudoGame), so one rule set
/// serves any number of states. A state is `Copy` and at most 64 bytes.
/// Seats are the board's colours: a two-player game on the standard board
/// plays seats 0 and 2, and the other slots stay empty.
///
/// A token's progress is stored as a `u8`: squares travelled from its start
/// (see [`Geometry`](super::Geometry)), or [`YARD`](super::YARD).
///
/// # Notation
///
/// One line, fields separated by one space, in this order:
///
/// ```text
/// position = "ludo" 2*6( " " colour ":" progress *( "," progress ) )
///            " t=" colour              ; the seat whose turn it is
///            " p=" phase
///            [ " d=" number "," number ] ; the unused dice (0: used), two-dice games
///            [ " s=" number ]          ; sixes (or doubles) rolled this turn
///            [ " r=" number ]          ; tries used with every token in the yard
///            [ " l=" token ]           ; the token moved last this turn
///            [ " k=" colour *( "," colour ) ] ; the ranking, best first
///            [ " n=" number ]          ; actions played
///            ";"                       ; the end of every position
/// colour   = "R" | "G" | "Y" | "B" | "P" | "O"   ; seats 0 to 5 (COLOURS)
/// progress = "y" | number              ; "y": in the yard; else squares from the start
/// phase    = "throw" | "choice:" number | "dice" | "bonus:" number
///          | "over" | "truncated" | "blocked"
/// number   = "0" | nonzero-digit *digit          ; no sign, no leading zero
/// ```
///
/// A token's progress counts squares along its own path from its start
/// square (0), as [`LudoState::progress`] does. Optional fields are left
/// out when they are zero or empty, and refused when written with a zero,
/// so every text read is exactly the text written for its state. The
/// closing `;` is written nowhere else: a text cut short anywhere is
/// refused, not read as another position.
///
/// ```
/// use racegame::{RaceGame, Roll, ludo::{LudoAction, LudoGame, LudoState}};
/// let game = LudoGame::ludo(2)?;
/// let s = game.apply(&game.initial_state(), "6".parse()?)?.0;
/// assert_eq!(s.to_string(), "ludo R:y,y,y,y Y:y,y,y,y t=R p=choice:6 s=1 n=1;");
/// let s = game.apply(&s, "e".parse()?)?.0;
/// assert_eq!(s.to_string(), "ludo R:0,y,y,y Y:y,y,y,y t=R p=throw s=1 l=0 n=2;");
/// assert_eq!(s.to_string().parse::<LudoState>()?, s);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "StateRepr", into = "StateRepr"))]
pub struct LudoState {
    pub(crate) tokens: [[u8; MAX_TOKENS]; MAX_SEATS],
    pub(crate) in_play: u8,
    pub(crate) token_count: u8,
    pub(crate) current: u8,
    pub(crate) sixes: u8,
    pub(crate) tries: u8,
    pub(crate) phase: Phase,
    pub(crate) ranking: Ranking,
    pub(crate) actions: u32,
    /// The token the current seat moved last this turn, or [`NONE`].
    pub(crate) last_moved: u8,
    /// With two dice, the values of the throw's dice still to be used
    /// (0: used, forfeited, or no throw pending).
    pub(crate) dice: [u8; 2],
}

/// Every seat's token row: each token's progress, or [`YARD`].
pub(crate) type Rows = [[u8; MAX_TOKENS]; MAX_SEATS];

/// No token moved yet this turn.
pub(crate) const NONE: u8 = u8::MAX;

impl LudoState {
    /// Every token of the seats in `in_play` (a bit mask) in the yard,
    /// `first` to roll.
    pub(crate) fn new(in_play: u8, token_count: u8, first: u8) -> Self {
        LudoState {
            tokens: [[YARD; MAX_TOKENS]; MAX_SEATS],
            in_play,
            token_count,
            current: first,
            sixes: 0,
            tries: 0,
            phase: Phase::AwaitingThrow,
            ranking: Ranking::new(),
            actions: 0,
            last_moved: NONE,
            dice: [0; 2],
        }
    }

    /// Whether `seat` plays.
    #[inline]
    pub fn plays(&self, seat: Seat) -> bool {
        seat.index() < MAX_SEATS && self.in_play & (1 << seat.0) != 0
    }

    /// How many seats play.
    #[inline]
    pub fn seats(&self) -> usize {
        self.in_play.count_ones() as usize
    }

    /// The seats in play, in turn order.
    pub fn seats_in_play(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..MAX_SEATS as u8).map(Seat).filter(|&s| self.plays(s))
    }

    /// Tokens per player.
    #[inline]
    pub fn token_count(&self) -> usize {
        usize::from(self.token_count).min(MAX_TOKENS)
    }

    /// `seat`'s token progress values ([`YARD`](super::YARD) for the yard);
    /// empty for a seat that does not play.
    #[inline]
    pub fn tokens(&self, seat: Seat) -> &[u8] {
        if !self.plays(seat) {
            return &[];
        }
        match self.tokens.get(seat.index()) {
            Some(t) => &t[..self.token_count()],
            None => &[],
        }
    }

    /// One token's progress, or `None` for a token or seat not in play.
    #[inline]
    pub fn progress(&self, seat: Seat, token: u8) -> Option<u8> {
        self.tokens(seat).get(usize::from(token)).copied()
    }

    /// Whose turn it is (the last seat to act once the game is over).
    #[inline]
    pub fn current(&self) -> Seat {
        Seat(self.current)
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// With two dice, the dice of the current throw still to be used, in
    /// the order thrown (`None` for a die used or forfeited); both `None`
    /// when no throw is pending. A pending die waits through a bonus move
    /// ([`Phase::AwaitingBonus`]).
    pub fn pending_dice(&self) -> [Option<u8>; 2] {
        self.dice.map(|d| (d != 0).then_some(d))
    }

    /// Sixes rolled in a row this turn (with two dice, doubles).
    pub fn sixes(&self) -> u8 {
        self.sixes
    }

    /// Rolls spent this turn without a move under the "three tries" rule.
    pub fn tries(&self) -> u8 {
        self.tries
    }

    /// Seats ranked so far, best first.
    pub fn ranking(&self) -> &Ranking {
        &self.ranking
    }

    /// Actions (rolls and choices) played so far.
    pub fn actions(&self) -> u32 {
        self.actions
    }

    /// This state with its action count cleared: what an exact analysis
    /// keys states by when no action limit reads the count (otherwise
    /// every count would be a new state).
    ///
    /// ```
    /// use racegame::{RaceGame, Roll, ludo::{LudoAction, LudoGame}};
    /// let game = LudoGame::ludo(2)?;
    /// let (after, _) = game.apply(&game.initial_state(), LudoAction::Throw(Roll::one(5)?))?;
    /// assert_eq!(after.actions(), 1);
    /// assert_eq!(after.without_counters().actions(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn without_counters(mut self) -> Self {
        self.actions = 0;
        self
    }

    /// The token the current seat moved last this turn (entering and bonus
    /// moves included), if any: the one a third 6 sends back under
    /// [`BonusRolls::ThirdSixSendsBack`](super::BonusRolls::ThirdSixSendsBack).
    pub fn last_moved(&self) -> Option<u8> {
        (self.last_moved != NONE).then_some(self.last_moved)
    }

    /// This state with `seat`'s `token` at `progress` ([`YARD`](super::YARD)
    /// for the yard). For setting up positions (tests, puzzles); check the
    /// result with [`LudoGame::validate`](super::LudoGame::validate). A seat
    /// or token not in play is ignored.
    ///
    /// ```
    /// use racegame::{RaceGame, Seat, ludo::LudoGame};
    /// let game = LudoGame::ludo(4)?;
    /// let s = game.initial_state().with_token(Seat(1), 0, 3);
    /// assert_eq!(s.progress(Seat(1), 0), Some(3));
    /// assert!(game.validate(&s).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_token(mut self, seat: Seat, token: u8, progress: u8) -> Self {
        if self.plays(seat)
            && usize::from(token) < self.token_count()
            && let Some(slot) = self
                .tokens
                .get_mut(seat.index())
                .and_then(|t| t.get_mut(usize::from(token)))
        {
            *slot = progress;
        }
        self
    }

    /// This state with `seat` to act (awaiting its roll, no sixes or tries
    /// this turn). A seat not in play is ignored.
    pub fn with_current(mut self, seat: Seat) -> Self {
        if self.plays(seat) {
            self.current = seat.0;
            self.phase = Phase::AwaitingThrow;
            self.sixes = 0;
            self.tries = 0;
            self.last_moved = NONE;
            self.dice = [0; 2];
        }
        self
    }

    /// This state with `token` as the one the current seat moved last this
    /// turn (`None`: no token moved yet).
    pub fn with_last_moved(mut self, token: Option<u8>) -> Self {
        self.last_moved = token.unwrap_or(NONE);
        self
    }

    /// This state with `dice` as the current throw's pending dice (0 for
    /// a die used), awaiting the current seat's choice
    /// ([`Phase::AwaitingDice`]); `[0, 0]` clears them and awaits its roll.
    /// For setting up positions of two-dice games; check the result with
    /// [`LudoGame::validate`](super::LudoGame::validate).
    pub fn with_dice(mut self, dice: [u8; 2]) -> Self {
        self.dice = dice;
        self.phase = if dice == [0, 0] {
            Phase::AwaitingThrow
        } else {
            Phase::AwaitingDice
        };
        self
    }

    /// This state with `sixes` sixes already rolled this turn.
    pub fn with_sixes(mut self, sixes: u8) -> Self {
        self.sixes = sixes;
        self
    }

    /// Structural checks that need no rules: used on deserialization and
    /// by [`LudoGame::validate`](super::LudoGame::validate).
    pub(crate) fn check_shape(&self) -> Result<(), LudoStateError> {
        if self.phase == Phase::AwaitingDice && self.dice == [0, 0] {
            return Err(LudoStateError::Counter(TurnField::PendingDice(self.dice)));
        }
        let mask = self.in_play;
        if u32::from(mask) >= (1 << MAX_SEATS) {
            return Err(LudoStateError::SeatOffBoard(Seat(
                7 - mask.leading_zeros() as u8,
            )));
        }
        if mask.count_ones() < 2 {
            return Err(LudoStateError::SeatCount(mask.count_ones() as usize));
        }
        if self.token_count == 0 || usize::from(self.token_count) > MAX_TOKENS {
            return Err(LudoStateError::Tokens(usize::from(self.token_count)));
        }
        for (c, toks) in self.tokens.iter().enumerate() {
            let seat = Seat(c as u8);
            for (t, &p) in toks.iter().enumerate() {
                let unused = !self.plays(seat) || t >= self.token_count();
                if unused && p != YARD {
                    return Err(LudoStateError::UnusedSlot(seat));
                }
            }
        }
        self.check_turn()
    }

    /// Pending dice (some die not 0): each 0 to 6, and a choice or a bonus
    /// move awaited.
    fn check_dice(&self) -> Result<(), LudoStateError> {
        if self.dice.iter().any(|&d| d > 6) {
            return Err(LudoStateError::PendingRoll(self.dice[0].max(self.dice[1])));
        }
        if self.phase.is_over() {
            return Err(LudoStateError::LeftOver(TurnField::PendingDice(self.dice)));
        }
        if !matches!(self.phase, Phase::AwaitingDice | Phase::AwaitingBonus(_)) {
            return Err(LudoStateError::Counter(TurnField::PendingDice(self.dice)));
        }
        Ok(())
    }

    /// The part of [`LudoState::check_shape`] about the turn: the seat to
    /// act, the pending roll, the ranking and the counters.
    fn check_turn(&self) -> Result<(), LudoStateError> {
        let nobody_ranked = self.ranking == Ranking::new();
        let over = self.phase.is_over();
        if !self.plays(self.current())
            || (!over && !nobody_ranked && self.ranking.contains(self.current()))
        {
            return Err(LudoStateError::Current(self.current()));
        }
        if let Phase::AwaitingChoice(r) = self.phase
            && !(1..=6).contains(&r)
        {
            return Err(LudoStateError::PendingRoll(r));
        }
        if !nobody_ranked
            && let Some(&s) = self.ranking.as_slice().iter().find(|&&s| !self.plays(s))
        {
            return Err(LudoStateError::Ranking(RankingError::NotInPlay(s)));
        }
        if self.tries >= 6 {
            return Err(LudoStateError::Counter(TurnField::Tries(self.tries)));
        }
        // One-die games never hold dice: one comparison settles them. (A
        // two-dice choice awaited with no die left is caught by
        // `check_shape` and `LudoGame::validate`; `apply` refuses every
        // choice in it.)
        if self.dice != [0, 0] {
            self.check_dice()?;
        }
        if self.phase == Phase::AwaitingBonus(0) {
            return Err(LudoStateError::PendingRoll(0));
        }
        if self.last_moved != NONE && self.last_moved >= self.token_count {
            return Err(LudoStateError::Counter(TurnField::LastMoved(
                self.last_moved,
            )));
        }
        if over {
            self.check_cleared()?;
        }
        Ok(())
    }

    /// An ended game keeps nothing of its last turn: no sixes, tries,
    /// token moved last or pending dice.
    #[cold]
    fn check_cleared(&self) -> Result<(), LudoStateError> {
        let left = if self.sixes != 0 {
            TurnField::Sixes(self.sixes)
        } else if self.tries != 0 {
            TurnField::Tries(self.tries)
        } else if self.last_moved != NONE {
            TurnField::LastMoved(self.last_moved)
        } else if self.dice != [0, 0] {
            TurnField::PendingDice(self.dice)
        } else {
            return Ok(());
        };
        Err(LudoStateError::LeftOver(left))
    }
}

/// The serialized form: one entry per seat in play, yard tokens as `null`
/// (a progress of 255, the yard's in-memory marker, is refused).
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct StateRepr {
    seats: Vec<SeatRepr>,
    current: Seat,
    sixes: u8,
    tries: u8,
    phase: Phase,
    ranking: Ranking,
    actions: u32,
    #[cfg_attr(feature = "serde", serde(default))]
    last_moved: Option<u8>,
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "no_dice"))]
    dice: [u8; 2],
}

/// No die pending: left out of the serialized state, so one-die games
/// serialize as they always did.
#[cfg(feature = "serde")]
fn no_dice(dice: &[u8; 2]) -> bool {
    *dice == [0, 0]
}

#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct SeatRepr {
    seat: Seat,
    tokens: Vec<Option<u8>>,
}

impl From<LudoState> for StateRepr {
    fn from(s: LudoState) -> Self {
        let seats = s
            .seats_in_play()
            .map(|seat| SeatRepr {
                seat,
                tokens: s
                    .tokens(seat)
                    .iter()
                    .map(|&p| (p != YARD).then_some(p))
                    .collect(),
            })
            .collect();
        StateRepr {
            seats,
            current: s.current(),
            sixes: s.sixes,
            tries: s.tries,
            phase: s.phase,
            ranking: s.ranking,
            actions: s.actions,
            last_moved: s.last_moved(),
            dice: s.dice,
        }
    }
}

impl StateRepr {
    /// The seats as a bit mask and the tokens per seat, checked: seats on
    /// the board, none twice, at least two, the same number of tokens each,
    /// and no progress that reads as the yard.
    fn shape(&self) -> Result<(u8, usize), LudoStateError> {
        let mut mask = 0u8;
        for s in &self.seats {
            if s.seat.index() >= MAX_SEATS {
                return Err(LudoStateError::SeatOffBoard(s.seat));
            }
            if mask & (1 << s.seat.0) != 0 {
                return Err(LudoStateError::DuplicateSeat(s.seat));
            }
            mask |= 1 << s.seat.0;
        }
        if self.seats.len() < 2 {
            return Err(LudoStateError::SeatCount(self.seats.len()));
        }
        let first = self.seats.first().map_or(0, |s| s.tokens.len());
        if first == 0 || first > MAX_TOKENS {
            return Err(LudoStateError::Tokens(first));
        }
        for s in &self.seats {
            if s.tokens.len() != first {
                return Err(LudoStateError::UnevenTokens {
                    seat: s.seat,
                    tokens: s.tokens.len(),
                    first,
                });
            }
            if let Some(token) = (0u8..)
                .zip(&s.tokens)
                .find_map(|(t, &p)| (p == Some(YARD)).then_some(t))
            {
                return Err(LudoStateError::Progress {
                    seat: s.seat,
                    token,
                    progress: YARD,
                });
            }
        }
        Ok((mask, first))
    }
}

impl TryFrom<StateRepr> for LudoState {
    type Error = LudoStateError;
    fn try_from(r: StateRepr) -> Result<Self, Self::Error> {
        let (mask, first) = r.shape()?;
        let mut state = LudoState::new(mask, first as u8, r.current.0);
        state.check_shape()?;
        for s in &r.seats {
            for (t, p) in s.tokens.iter().enumerate() {
                let p = p.unwrap_or(YARD);
                if let Some(slot) = state
                    .tokens
                    .get_mut(s.seat.index())
                    .and_then(|row| row.get_mut(t))
                {
                    *slot = p;
                }
            }
        }
        state.sixes = r.sixes;
        state.tries = r.tries;
        state.phase = r.phase;
        state.ranking = r.ranking;
        state.actions = r.actions;
        state.last_moved = r.last_moved.unwrap_or(NONE);
        state.dice = r.dice;
        state.check_shape()?;
        Ok(state)
    }
}

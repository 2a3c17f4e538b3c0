//! [`UrGame`]: a rule set plus who starts, and the [`RaceGame`] implementation.

use alloc::sync::Arc;
use alloc::vec::Vec;

use super::action::UrAction;
use super::error::{UrConfigError, UrError, UrStateError};
use super::event::UrEvent;
use super::rank::Numbering;
use super::rules::{UrDice, UrRules};
use super::state::{Phase, UrState};
use crate::chance::{Chance, ChanceRef};
use crate::game::{EventSink, Outcome, RaceGame, Seat, ToAct};

/// A game of Ur: validated [`UrRules`], who throws first, and the dice's
/// outcomes, built once.
///
/// Two seats play: [`LIGHT`](super::LIGHT) (`Seat(0)`, first by default)
/// and [`DARK`](super::DARK) (`Seat(1)`).
///
/// ```
/// use racegame::{RaceGame, ToAct, ur::{DARK, UrAction, UrGame}};
/// let game = UrGame::finkel();
/// // Light throws 0: no move, and the turn passes.
/// let (s, _) = game.apply(&game.initial_state(), UrAction::Throw(0))?;
/// assert_eq!(game.to_act(&s), ToAct::Chance(DARK));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRepr", into = "GameRepr"))]
pub struct UrGame {
    pub(crate) rules: UrRules,
    pub(crate) first: Seat,
    /// Derived from the rules: every throw of the dice.
    pub(crate) throws: Chance<UrAction>,
    /// Derived from the rules: the bits of the path indexes on the path.
    pub(crate) path_bits: u32,
    /// Derived from the rules: every position numbered, for the solver.
    pub(crate) numbering: Arc<Numbering>,
}

/// The serialized form of a [`UrGame`]: checked again when read.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GameRepr {
    rules: UrRules,
    #[cfg_attr(feature = "serde", serde(default))]
    first: Option<Seat>,
}

impl TryFrom<GameRepr> for UrGame {
    type Error = UrConfigError;
    fn try_from(r: GameRepr) -> Result<Self, Self::Error> {
        let game = UrGame::new(r.rules)?;
        match r.first {
            Some(first) => game.with_first(first),
            None => Ok(game),
        }
    }
}

impl From<UrGame> for GameRepr {
    fn from(g: UrGame) -> Self {
        GameRepr {
            rules: g.rules,
            first: Some(g.first),
        }
    }
}

/// The outcomes of one throw of `dice`, drawn as the dice fall: each
/// die's marked side up or not, counted.
fn throws(dice: UrDice) -> Chance<UrAction> {
    match dice {
        UrDice::FourBinary => Chance::binary_dice_checked(4, UrAction::Throw),
        // None of three marked tips up counts as 4: listed first, 1/8.
        UrDice::ThreeBinaryZeroIsFour => {
            Chance::binary_dice_checked(3, |k| UrAction::Throw(if k == 0 { 4 } else { k }))
        }
    }
}

impl UrGame {
    /// A game of `rules`, Light throwing first.
    ///
    /// # Errors
    ///
    /// [`UrConfigError::Rules`] when the rules cannot be played.
    pub fn new(rules: UrRules) -> Result<Self, UrConfigError> {
        rules.validate()?;
        Ok(UrGame::from_valid(rules))
    }

    /// A game of rules already checked, Light throwing first.
    pub(crate) fn from_valid(rules: UrRules) -> Self {
        let path_bits = ((1u32 << (rules.path.len() + 1)) - 1) & !1;
        let numbering = Arc::new(Numbering::new(rules.pieces, rules.path));
        UrGame {
            throws: throws(rules.dice),
            rules,
            first: Seat(0),
            path_bits,
            numbering,
        }
    }

    /// The same game with `seat` throwing first.
    ///
    /// # Errors
    ///
    /// [`UrConfigError::FirstNotPlaying`] for a seat other than 0 and 1.
    pub fn with_first(mut self, seat: Seat) -> Result<Self, UrConfigError> {
        if seat.0 > 1 {
            return Err(UrConfigError::FirstNotPlaying(seat));
        }
        self.first = seat;
        Ok(self)
    }

    /// The rules.
    pub fn rules(&self) -> &UrRules {
        &self.rules
    }

    /// Who throws first.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// The checks `apply` needs before it may read the state: its shape,
    /// every piece on this game's path, the pieces adding up to the rules'
    /// count.
    pub(crate) fn check_fits(&self, s: &UrState) -> Result<(), UrStateError> {
        s.check_shape()?;
        for seat in [Seat(0), Seat(1)] {
            let stray = s.occupied(seat) & !self.path_bits;
            if stray != 0 {
                return Err(UrStateError::OffPath {
                    seat,
                    index: stray.trailing_zeros() as u8,
                });
            }
            let total = u16::from(s.waiting(seat))
                + u16::from(s.borne_off(seat))
                + u16::from(s.on_board(seat));
            if total != u16::from(self.rules.pieces) {
                return Err(UrStateError::Pieces {
                    seat,
                    total,
                    pieces: self.rules.pieces,
                });
            }
        }
        Ok(())
    }

    /// Plays a throw in a state that awaits one.
    fn apply_throw(
        &self,
        s: &mut UrState,
        value: u8,
        events: &mut impl EventSink<UrEvent>,
    ) -> Result<(), UrError> {
        if !self.rules.dice.can_show(value) {
            return Err(UrError::ImpossibleThrow(value));
        }
        s.actions = s.actions.saturating_add(1);
        self.play_throw(s, s.current(), value, events);
        Ok(())
    }

    /// Plays a move in a state that awaits one for `throw`.
    fn apply_move(
        &self,
        s: &mut UrState,
        throw: u8,
        action: UrAction,
        events: &mut impl EventSink<UrEvent>,
    ) -> Result<(), UrError> {
        let seat = s.current();
        let plan = self.check_move(s, seat, throw, action)?;
        s.actions = s.actions.saturating_add(1);
        self.play_move(s, seat, plan, events);
        Ok(())
    }
}

impl RaceGame for UrGame {
    type State = UrState;
    type Action = UrAction;
    type Event = UrEvent;
    type Error = UrError;
    type StateError = UrStateError;

    fn seats(&self) -> usize {
        2
    }

    fn initial_state(&self) -> UrState {
        UrState::new(self.rules.pieces, self.first)
    }

    #[inline]
    fn to_act(&self, state: &UrState) -> ToAct {
        match state.phase {
            Phase::AwaitingThrow => ToAct::Chance(state.current()),
            Phase::AwaitingMove(_) => ToAct::Player(state.current()),
            Phase::Over | Phase::Truncated => ToAct::Nobody,
        }
    }

    #[inline]
    fn chance(&self, state: &UrState) -> Option<ChanceRef<'_, UrAction>> {
        (state.phase == Phase::AwaitingThrow).then_some((&self.throws).into())
    }

    /// True for [`UrAction::Throw`], false for every choice of a player.
    #[inline]
    fn is_throw(&self, action: &UrAction) -> bool {
        matches!(action, UrAction::Throw(_))
    }

    fn legal_actions(&self, state: &UrState, out: &mut Vec<UrAction>) {
        out.clear();
        if self.check_fits(state).is_err() {
            return;
        }
        let seat = state.current();
        match state.phase {
            Phase::AwaitingThrow => out.extend(self.throws.outcomes().iter().map(|&(a, _)| a)),
            Phase::AwaitingMove(throw) => out.extend(
                Self::choices(state, seat)
                    .filter(|&a| self.check_move(state, seat, throw, a).is_ok()),
            ),
            Phase::Over | Phase::Truncated => {}
        }
    }

    /// Every refusal happens before the first write, so a refused action
    /// leaves `s` as it was.
    fn apply_mut(
        &self,
        s: &mut UrState,
        action: UrAction,
        events: &mut impl EventSink<UrEvent>,
    ) -> Result<(), UrError> {
        self.check_fits(s)?;
        match (s.phase, action) {
            (Phase::Over | Phase::Truncated, _) => {
                return Err(UrError::Turn(crate::TurnError::GameOver));
            }
            (Phase::AwaitingThrow, UrAction::Throw(value)) => self.apply_throw(s, value, events)?,
            (Phase::AwaitingThrow, _) => return Err(UrError::Turn(crate::TurnError::ThrowAwaited)),
            (Phase::AwaitingMove(throw), action) => self.apply_move(s, throw, action, events)?,
        }
        if s.actions >= self.rules.action_limit.unwrap_or(u32::MAX) && !s.phase.is_over() {
            Self::truncate(s, events);
        }
        Ok(())
    }

    fn outcome(&self, state: &UrState) -> Option<Outcome> {
        match state.phase {
            Phase::AwaitingThrow | Phase::AwaitingMove(_) => None,
            Phase::Over => Some(Outcome::Winner(state.current())),
            Phase::Truncated => Some(Outcome::Truncated),
        }
    }

    fn validate(&self, state: &UrState) -> Result<(), UrStateError> {
        UrGame::validate(self, state)
    }
}

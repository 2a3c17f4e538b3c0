//! [`PachisiGame`]: a rule set plus the players at the table, and the [`RaceGame`] implementation.

use alloc::vec::Vec;

use super::action::PachisiAction;
use super::error::{PachisiConfigError, PachisiError, PachisiStateError};
use super::event::PachisiEvent;
use super::rules::{HOME, Lots, PachisiRules};
use super::state::{PachisiState, Phase};
use crate::chance::{Chance, ChanceRef, Probability};
use crate::game::{EventSink, Outcome, RaceGame, Seat, ToAct};
use crate::team::Teams;

/// A game of Pachisi or Chaupar: validated [`PachisiRules`], the players
/// (four, or two playing two colours each), and the lots' outcomes, built
/// once.
///
/// With four players, seat `i` plays colour `i`; with two, seat 0 plays
/// colours 0 and 2 and seat 1 colours 1 and 3. Colours 0 and 2 are
/// partners against 1 and 3, and the side that brings all its pieces home
/// first wins: both partners share the win ([`RaceGame::payoff`] is 1 to
/// each).
///
/// ```
/// use racegame::{RaceGame, ToAct, Seat, pachisi::{PachisiAction, PachisiGame}};
/// let game = PachisiGame::pachisi(4)?;
/// // Two mouths up: a 2, no grace, so no piece can leave the charkoni.
/// let (s, _) = game.apply(&game.initial_state(), PachisiAction::Throw(2))?;
/// assert_eq!(game.to_act(&s), ToAct::Chance(Seat(1)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRepr", into = "GameRepr"))]
pub struct PachisiGame {
    pub(crate) rules: PachisiRules,
    pub(crate) players: u8,
    /// Derived from the rules: every throw of the lots.
    pub(crate) throws: Chance<PachisiAction>,
}

/// The serialized form of a [`PachisiGame`]: checked again when read.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GameRepr {
    rules: PachisiRules,
    players: usize,
}

impl TryFrom<GameRepr> for PachisiGame {
    type Error = PachisiConfigError;
    fn try_from(r: GameRepr) -> Result<Self, Self::Error> {
        PachisiGame::new(r.rules, r.players)
    }
}

impl From<PachisiGame> for GameRepr {
    fn from(g: PachisiGame) -> Self {
        GameRepr {
            rules: g.rules,
            players: usize::from(g.players),
        }
    }
}

/// `n` choose `k`.
const fn choose(n: u32, k: u32) -> u32 {
    let mut r = 1u32;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// The outcomes of one throw of the rules' lots, with exact
/// probabilities: with the long dice used separately, each multiset of
/// three faces (20, by rising lot byte).
pub(crate) fn throws(
    rules: &PachisiRules,
) -> Result<Chance<PachisiAction>, crate::chance::ChanceError> {
    let mut outcomes = Vec::new();
    if rules.separate_dice() {
        long_dice(&mut outcomes, |faces| super::dice::dice_lot(&faces));
        return Chance::weighted(outcomes);
    }
    match rules.lots {
        Lots::Cowries {
            shells,
            up_numerator,
            up_denominator,
        } => {
            let (n, a, b) = (
                u32::from(shells),
                u32::from(up_numerator),
                u32::from(up_denominator),
            );
            let total = b.pow(n);
            for k in 0..=n {
                let count = choose(n, k) * a.pow(k) * (b - a).pow(n - k);
                if let Some(p) = Probability::new(count, total) {
                    outcomes.push((PachisiAction::Throw(k as u8), p));
                }
            }
        }
        Lots::LongDice => long_dice(&mut outcomes, |[a, b, c]| Some(a + b + c)),
    }
    Chance::weighted(outcomes)
}

/// The 64 equally likely throws of three long dice, grouped by `throw`
/// (a throw's action byte, `None` for none) and pushed by rising byte.
fn long_dice(
    outcomes: &mut Vec<(PachisiAction, Probability)>,
    throw: impl Fn([u8; 3]) -> Option<u8>,
) {
    let mut counts = [0u32; 256];
    for a in Lots::LONG_DIE_FACES {
        for b in Lots::LONG_DIE_FACES {
            for c in Lots::LONG_DIE_FACES {
                if let Some(t) = throw([a, b, c]) {
                    counts[usize::from(t)] += 1;
                }
            }
        }
    }
    for (t, &count) in counts.iter().enumerate() {
        if count > 0
            && let Some(p) = Probability::new(count, 64)
        {
            outcomes.push((PachisiAction::Throw(t as u8), p));
        }
    }
}

impl PachisiGame {
    /// A game of `rules` for `players` (2 or 4), colour 0 throwing first.
    ///
    /// # Errors
    ///
    /// [`PachisiConfigError::Rules`] when the rules cannot be played,
    /// [`PachisiConfigError::Players`] for a count other than 2 and 4.
    pub fn new(rules: PachisiRules, players: usize) -> Result<Self, PachisiConfigError> {
        rules.validate()?;
        if players != 2 && players != 4 {
            return Err(PachisiConfigError::Players(players));
        }
        Ok(PachisiGame {
            throws: throws(&rules).map_err(PachisiConfigError::Lots)?,
            rules,
            players: players as u8,
        })
    }

    /// Pachisi ([`PachisiRules::pachisi`]) for `players`.
    ///
    /// # Errors
    ///
    /// As [`PachisiGame::new`].
    pub fn pachisi(players: usize) -> Result<Self, PachisiConfigError> {
        PachisiGame::new(PachisiRules::pachisi(), players)
    }

    /// Chaupar ([`PachisiRules::chaupar`]) for `players`.
    ///
    /// # Errors
    ///
    /// As [`PachisiGame::new`].
    pub fn chaupar(players: usize) -> Result<Self, PachisiConfigError> {
        PachisiGame::new(PachisiRules::chaupar(), players)
    }

    /// The rules.
    pub fn rules(&self) -> &PachisiRules {
        &self.rules
    }

    /// Players at the table: 4, or 2 playing two colours each.
    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// The seat that plays `colour`.
    pub fn seat_of(&self, colour: u8) -> Seat {
        Seat(if self.players == 4 {
            colour & 3
        } else {
            colour & 1
        })
    }

    /// The side that won (0: colours 0 and 2; 1: colours 1 and 3), once
    /// one has brought every piece home.
    pub fn winning_side(&self, state: &PachisiState) -> Option<u8> {
        let n = self.rules.pieces;
        (0..2).find(|&side| state.all_home(side, n) && state.all_home(side + 2, n))
    }

    /// The checks `apply` needs before it reads a state: the colour, every
    /// piece on the track, a pending lot the lots can show.
    pub(crate) fn check_fits(&self, s: &PachisiState) -> Result<(), PachisiStateError> {
        if s.colour > 3 {
            return Err(PachisiStateError::Colour(s.colour));
        }
        for colour in 0..4u8 {
            if s.pieces[usize::from(colour)].iter().any(|&p| p > HOME) {
                return Err(PachisiStateError::Pieces { colour });
            }
        }
        if let Phase::AwaitingMove(lot) = s.phase
            && !self.can_pend(lot)
        {
            return Err(PachisiStateError::Lot(lot));
        }
        Ok(())
    }

    /// Whether `lot` can be pending a move: a throw the lots show or, with
    /// the dice used separately, one to three dice left of one.
    pub(crate) fn can_pend(&self, lot: u8) -> bool {
        if self.rules.separate_dice() {
            super::dice::lot_dice(lot).is_some()
        } else {
            self.can_show(lot)
        }
    }

    /// Whether the lots can show `lot`.
    pub(crate) fn can_show(&self, lot: u8) -> bool {
        self.throws
            .outcomes()
            .iter()
            .any(|&(a, _)| a == PachisiAction::Throw(lot))
    }
}

impl RaceGame for PachisiGame {
    type State = PachisiState;
    type Action = PachisiAction;
    type Event = PachisiEvent;
    type Error = PachisiError;
    type StateError = PachisiStateError;

    fn seats(&self) -> usize {
        usize::from(self.players)
    }

    fn initial_state(&self) -> PachisiState {
        PachisiState::new(self.rules.pieces, self.rules.start)
    }

    #[inline]
    fn to_act(&self, state: &PachisiState) -> ToAct {
        let seat = self.seat_of(state.colour);
        match state.phase {
            Phase::AwaitingThrow => ToAct::Chance(seat),
            Phase::AwaitingMove(_) => ToAct::Player(seat),
            Phase::Over | Phase::Truncated => ToAct::Nobody,
        }
    }

    #[inline]
    fn chance(&self, state: &PachisiState) -> Option<ChanceRef<'_, PachisiAction>> {
        (state.phase == Phase::AwaitingThrow).then_some((&self.throws).into())
    }

    /// True for [`PachisiAction::Throw`].
    #[inline]
    fn is_throw(&self, action: &PachisiAction) -> bool {
        matches!(action, PachisiAction::Throw(_))
    }

    fn legal_actions(&self, state: &PachisiState, out: &mut Vec<PachisiAction>) {
        out.clear();
        if self.check_fits(state).is_err() {
            return;
        }
        match state.phase {
            Phase::AwaitingThrow => out.extend(self.throws.outcomes().iter().map(|&(a, _)| a)),
            Phase::AwaitingMove(lot) => self.moves(state, lot, out),
            Phase::Over | Phase::Truncated => {}
        }
    }

    /// Every refusal happens before the first write.
    fn apply_mut(
        &self,
        s: &mut PachisiState,
        action: PachisiAction,
        events: &mut impl EventSink<PachisiEvent>,
    ) -> Result<(), PachisiError> {
        self.check_fits(s)?;
        match (s.phase, action) {
            (Phase::Over | Phase::Truncated, _) => {
                return Err(PachisiError::Turn(crate::TurnError::GameOver));
            }
            (Phase::AwaitingThrow, PachisiAction::Throw(lot)) => {
                if !self.can_show(lot) {
                    return Err(PachisiError::ImpossibleThrow(lot));
                }
                s.actions = s.actions.saturating_add(1);
                self.play_throw(s, lot, events);
            }
            (Phase::AwaitingThrow, _) => {
                return Err(PachisiError::Turn(crate::TurnError::ThrowAwaited));
            }
            (Phase::AwaitingMove(lot), PachisiAction::Throw(_)) => {
                return Err(PachisiError::MoveAwaited { lot });
            }
            (Phase::AwaitingMove(lot), action) => self.apply_choice(s, lot, action, events)?,
        }
        if s.actions >= self.rules.action_limit.unwrap_or(u32::MAX) && !s.phase.is_over() {
            s.phase = Phase::Truncated;
            if self.rules.separate_dice() {
                // The dice's earned throw is never taken.
                s.streak = 0;
            }
            events.push(PachisiEvent::Truncated);
        }
        Ok(())
    }

    /// The seat of the colour that brought its side's last piece home; the
    /// partner shares the win (its [`teams`](RaceGame::teams), read by the
    /// default [`payoff`](RaceGame::payoff)).
    fn outcome(&self, state: &PachisiState) -> Option<Outcome> {
        match state.phase {
            Phase::AwaitingThrow | Phase::AwaitingMove(_) => None,
            Phase::Over => Some(Outcome::Winner(self.seat_of(state.colour))),
            Phase::Truncated => Some(Outcome::Truncated),
        }
    }

    /// The two partnerships: seats 0 and 2 against 1 and 3 with four
    /// players; with two, each player is a side alone (playing both its
    /// colours).
    fn teams(&self) -> Teams {
        if self.players == 4 {
            Teams::opposite(4).unwrap_or_else(|_| Teams::alone(self.seats_in_play()))
        } else {
            Teams::alone(self.seats_in_play())
        }
    }

    fn validate(&self, state: &PachisiState) -> Result<(), PachisiStateError> {
        super::validate::validate(self, state)
    }
}

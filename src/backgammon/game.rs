//! [`BackgammonGame`]: a rule set plus who starts, and the [`RaceGame`] implementation.

use alloc::vec::Vec;

use super::action::BackgammonAction;
use super::error::{BackgammonConfigError, BackgammonError, BackgammonStateError};
use super::event::BackgammonEvent;
use super::frame::Frame;
use super::moves::{Laws, MoveSet};
use super::result::{GameResult, result};
use super::rules::{BackgammonRules, Opening};
use super::state::{BackgammonState, Phase, unit};
use crate::chance::Chance;
use crate::game::{EventSink, Outcome, RaceGame, Seat, ToAct};
use crate::playout::UniformPlayout;

/// A game on the backgammon board: validated [`BackgammonRules`], who
/// throws first when the rules have no opening throw, and the dice's
/// outcomes, built once.
///
/// Two seats play: [`WHITE`](super::WHITE) (`Seat(0)`) and
/// [`BLACK`](super::BLACK) (`Seat(1)`).
///
/// ```
/// use racegame::{RaceGame, Roll, ToAct, backgammon::{BLACK, BackgammonAction, BackgammonGame}};
/// let game = BackgammonGame::backgammon();
/// // The opening: White throws 2, Black 6. Black starts with 6-2.
/// let (s, _) = game.apply(&game.initial_state(), BackgammonAction::Throw(Roll::two(2, 6)?))?;
/// assert_eq!(game.to_act(&s), ToAct::Player(BLACK));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRepr", into = "GameRepr"))]
pub struct BackgammonGame {
    pub(crate) rules: BackgammonRules,
    pub(crate) first: Seat,
    /// Derived from the rules: what the move generator reads.
    pub(crate) laws: Laws,
    /// Every throw of two dice, in order (the opening's too).
    pub(crate) throws: Chance<BackgammonAction>,
    /// Derived from the rules: the starting layout, packed.
    pub(crate) start: u128,
}

/// The serialized form of a [`BackgammonGame`]: checked again when read.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GameRepr {
    rules: BackgammonRules,
    #[cfg_attr(feature = "serde", serde(default))]
    first: Option<Seat>,
}

impl TryFrom<GameRepr> for BackgammonGame {
    type Error = BackgammonConfigError;
    fn try_from(r: GameRepr) -> Result<Self, Self::Error> {
        let game = BackgammonGame::new(r.rules)?;
        match r.first {
            Some(first) => game.with_first(first),
            None => Ok(game),
        }
    }
}

impl From<BackgammonGame> for GameRepr {
    fn from(g: BackgammonGame) -> Self {
        GameRepr {
            rules: g.rules,
            first: Some(g.first),
        }
    }
}

impl BackgammonGame {
    /// A game of `rules`, White first when the rules have no opening throw.
    ///
    /// # Errors
    ///
    /// [`BackgammonConfigError::Rules`] when the rules cannot be played.
    pub fn new(rules: BackgammonRules) -> Result<Self, BackgammonConfigError> {
        rules.validate()?;
        Ok(BackgammonGame::from_valid(rules))
    }

    /// A game of rules already checked.
    pub(crate) fn from_valid(rules: BackgammonRules) -> Self {
        let start = (1..=24u8).fold(0u128, |w, p| {
            w | (u128::from(rules.start.count(p)) * unit(p))
        });
        BackgammonGame {
            laws: Laws::of(&rules),
            throws: Chance::six_sided_checked(2, BackgammonAction::Throw),
            rules,
            first: Seat(0),
            start,
        }
    }

    /// The same game with `seat` throwing first when the rules have no
    /// opening throw ([`Opening::None`]); with an opening throw the dice
    /// decide and this is kept only for the record.
    ///
    /// # Errors
    ///
    /// [`BackgammonConfigError::FirstNotPlaying`] for a seat other than 0
    /// and 1.
    pub fn with_first(mut self, seat: Seat) -> Result<Self, BackgammonConfigError> {
        if seat.0 > 1 {
            return Err(BackgammonConfigError::FirstNotPlaying(seat));
        }
        self.first = seat;
        Ok(self)
    }

    /// The rules.
    pub fn rules(&self) -> &BackgammonRules {
        &self.rules
    }

    /// Who throws first when the rules have no opening throw.
    pub fn first(&self) -> Seat {
        self.first
    }

    /// The winner, the kind of win and its points, once a side has won.
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::{BLACK, BackgammonGame, WHITE, Win};
    /// let game = BackgammonGame::backgammon();
    /// // White bore off its last checker; Black has none off and one in
    /// // White's home board (Black's 20-point): a backgammon.
    /// let mut s = game.initial_state().with_side(WHITE, &[], 0, 15);
    /// s = s.with_side(BLACK, &[(20, 1), (6, 14)], 0, 0);
    /// let over = game.finished(s, WHITE);
    /// assert_eq!(game.result(&over).map(|r| (r.win, r.points)), Some((Win::Backgammon, 3)));
    /// ```
    pub fn result(&self, state: &BackgammonState) -> Option<GameResult> {
        result(&self.rules, state)
    }

    /// `state` marked as won by `winner` (for setting up finished positions;
    /// [`validate`](BackgammonGame::validate) checks that the board shows
    /// the win).
    pub fn finished(&self, mut state: BackgammonState, winner: Seat) -> BackgammonState {
        if winner.0 <= 1 {
            state.turn = winner.0;
            state.phase = Phase::Over;
        }
        state
    }

    /// The legal first moves for the dice left in `state` (empty unless a
    /// move is awaited): what [`legal_actions`](RaceGame::legal_actions)
    /// lists and [`apply`](RaceGame::apply) accepts, as a small `Copy` set
    /// that a loop can hold and play from.
    pub fn move_set(&self, state: &BackgammonState) -> MoveSet {
        match state.phase {
            Phase::AwaitingMove(dice) if self.check_fits(state).is_ok() => {
                self.laws.move_set(&self.frame(state, state.turn()), dice)
            }
            _ => MoveSet::default(),
        }
    }

    /// `seat`'s view of `state`.
    #[inline]
    pub(crate) fn frame(&self, state: &BackgammonState, seat: Seat) -> Frame {
        Frame::of(state, seat, self.rules.direction, self.rules.contact)
    }

    /// The checks `apply` needs before it reads the state: its shape, and
    /// each side's checkers adding up to the rules' count.
    pub(crate) fn check_fits(&self, s: &BackgammonState) -> Result<(), BackgammonStateError> {
        s.check_shape()?;
        for seat in [Seat(0), Seat(1)] {
            let total = super::frame::total(s.board[BackgammonState::slot(seat)]) as u16;
            if total != u16::from(self.rules.checkers) {
                return Err(BackgammonStateError::Checkers {
                    seat,
                    total,
                    checkers: self.rules.checkers,
                });
            }
        }
        Ok(())
    }
}

impl RaceGame for BackgammonGame {
    type State = BackgammonState;
    type Action = BackgammonAction;
    type Event = BackgammonEvent;
    type Error = BackgammonError;
    type StateError = BackgammonStateError;

    fn seats(&self) -> usize {
        2
    }

    fn initial_state(&self) -> BackgammonState {
        let (turn, phase) = match self.rules.opening {
            Opening::PlayBoth | Opening::RollAgain => (Seat(0), Phase::Opening),
            Opening::None => (self.first, Phase::AwaitingThrow),
        };
        let mut s = BackgammonState::new(self.start, turn, phase);
        if phase == Phase::AwaitingThrow {
            self.await_throw(&mut s, turn);
        }
        s
    }

    #[inline]
    fn to_act(&self, state: &BackgammonState) -> ToAct {
        match state.phase {
            Phase::Opening | Phase::AwaitingThrow => ToAct::Chance(state.turn()),
            Phase::AwaitingMove(_) | Phase::AwaitingCube => ToAct::Player(state.turn()),
            Phase::Doubled | Phase::Resigning { .. } => {
                ToAct::Player(super::turn::opponent(state.turn()))
            }
            Phase::Over | Phase::Drawn | Phase::Truncated => ToAct::Nobody,
        }
    }

    #[inline]
    fn chance(&self, state: &BackgammonState) -> Option<&Chance<BackgammonAction>> {
        matches!(state.phase, Phase::Opening | Phase::AwaitingThrow).then_some(&self.throws)
    }

    /// True for [`BackgammonAction::Throw`], false for every move and cube
    /// action.
    #[inline]
    fn is_throw(&self, action: &BackgammonAction) -> bool {
        matches!(action, BackgammonAction::Throw(_))
    }

    fn legal_actions(&self, state: &BackgammonState, out: &mut Vec<BackgammonAction>) {
        out.clear();
        if self.check_fits(state).is_err() {
            return;
        }
        match state.phase {
            Phase::Opening | Phase::AwaitingThrow => {
                out.extend(self.throws.outcomes().iter().map(|&(a, _)| a));
            }
            Phase::AwaitingMove(_) => {
                out.extend(
                    self.move_set(state)
                        .iter()
                        .map(|(from, die)| BackgammonAction::Move { from, die }),
                );
                out.extend_from_slice(self.resign_choices(state));
            }
            Phase::AwaitingCube | Phase::Doubled => {
                out.extend_from_slice(self.cube_choices(state));
                out.extend_from_slice(self.resign_choices(state));
            }
            Phase::Resigning { .. } => out.extend_from_slice(self.resign_choices(state)),
            Phase::Over | Phase::Drawn | Phase::Truncated => {}
        }
    }

    /// Every refusal happens before the first write, so a refused action
    /// leaves `s` as it was.
    fn apply_mut(
        &self,
        s: &mut BackgammonState,
        action: BackgammonAction,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        self.check_fits(s)?;
        match (s.phase, action) {
            (Phase::AwaitingMove(dice), BackgammonAction::Move { from, die }) => {
                self.apply_move(s, dice, from, die, events)?;
            }
            (Phase::Opening | Phase::AwaitingThrow, BackgammonAction::Throw(roll)) => {
                self.apply_throw(s, roll, events)?;
            }
            _ => self.apply_other(s, action, events)?,
        }
        if s.actions >= self.rules.action_limit.unwrap_or(u32::MAX) && !s.phase.is_over() {
            Self::truncate(s, events);
        }
        Ok(())
    }

    /// What `seat` scores in an ended game, in points: the winner's
    /// [`result`](BackgammonGame::result) total to the winner and as many
    /// taken from the loser (a single game 1, a gammon 2, a backgammon 3, a
    /// Plakoto mother win 2, as the rules score them, times the cube's
    /// value; a pass the cube's value before the double; under the Jacoby
    /// rule a gammon or backgammon counts 1 while the cube is in the
    /// middle), 0 to both for a draw or a game cut short. In match play,
    /// +1 to the match's winner and -1 to its loser (0 to both for a match
    /// cut short). `None` while the game goes on, or for a seat that does
    /// not play. Zero-sum.
    fn payoff(&self, state: &BackgammonState, seat: Seat) -> Option<i64> {
        if !state.phase().is_over() || seat.0 > 1 {
            return None;
        }
        if self.rules.match_play.is_some() {
            return Some(match state.winner() {
                Some(w) if w == seat => 1,
                Some(_) => -1,
                None => 0,
            });
        }
        Some(self.result(state).map_or(0, |r| {
            let points = i64::from(r.total());
            if r.winner == seat { points } else { -points }
        }))
    }

    fn outcome(&self, state: &BackgammonState) -> Option<Outcome> {
        match state.phase {
            Phase::Over => Some(Outcome::Winner(state.turn())),
            Phase::Drawn => Some(Outcome::Draw),
            Phase::Truncated => Some(Outcome::Truncated),
            _ => None,
        }
    }

    fn validate(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        BackgammonGame::validate(self, state)
    }

    /// Backgammon plays uniform playouts in a loop of its own
    /// ([`BackgammonGame::play_uniformly`]).
    fn uniform_playout(
        &self,
    ) -> Option<&dyn UniformPlayout<BackgammonState, BackgammonAction, BackgammonError>> {
        // Its loop makes no offers to resign: not uniform under such rules.
        if self.rules.resignations {
            return None;
        }
        Some(self)
    }
}

//! [`SlideGame`]: a rule set plus the players, the track's tables, and the [`RaceGame`] implementation (chance counted from the draw pile).

use alloc::vec::Vec;

use super::MAX_SEATS;
use super::action::SlideAction;
use super::error::{SlideConfigError, SlideError, SlideStateError};
use super::event::SlideEvent;
use super::rules::{Card, SlideRules};
use super::state::{Phase, Place, SlideState};
use crate::chance::{ChanceRef, Counted};
use crate::game::{EventSink, Outcome, RaceGame, Seat, ToAct, TurnError};
use crate::team::Teams;

/// A game of the card race: validated [`SlideRules`], 2 to 4 players, and
/// the track's slides as a table.
///
/// Seats `0..players` play, in turn order from seat 0; seat `i` plays the
/// side `i * 4 / players` of the board (opposite sides for two players).
/// In the partner game ([`SlideRules::partners`]) seats 0 and 2 are one
/// side and 1 and 3 the other ([`RaceGame::teams`]).
///
/// ```
/// use racegame::{RaceGame, ToAct, Seat, slide::{Card, SlideAction, SlideGame}};
/// let game = SlideGame::classic(2)?;
/// let s = game.initial_state();
/// // The first draw: 5 chances in 45 of a 1.
/// let one = game.chance_outcomes(&s).iter().find(|(a, _)| *a == SlideAction::Draw(Card::One)).unwrap().1;
/// assert_eq!((one.numerator, one.denominator), (1, 9));
/// // A 3 with every pawn in Start moves nothing: the turn passes.
/// let (s, _) = game.apply(&s, SlideAction::Draw(Card::Three))?;
/// assert_eq!(game.to_act(&s), ToAct::Chance(Seat(1)));
/// // The next draw has one 3 fewer: 3 in 44.
/// let three = game.chance_outcomes(&s).iter().find(|(a, _)| *a == SlideAction::Draw(Card::Three)).unwrap().1;
/// assert_eq!((three.numerator, three.denominator), (3, 44));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "GameRepr", into = "GameRepr"))]
pub struct SlideGame {
    pub(crate) rules: SlideRules,
    pub(crate) players: u8,
    /// Derived: for each track square, the end of the slide whose triangle
    /// it is and the side that owns it.
    pub(crate) slides: Vec<Option<(u8, u8)>>,
}

/// The serialized form of a [`SlideGame`]: checked again when read.
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
struct GameRepr {
    rules: SlideRules,
    players: u8,
}

impl TryFrom<GameRepr> for SlideGame {
    type Error = SlideConfigError;
    fn try_from(r: GameRepr) -> Result<Self, Self::Error> {
        SlideGame::new(r.rules, usize::from(r.players))
    }
}

impl From<SlideGame> for GameRepr {
    fn from(g: SlideGame) -> Self {
        GameRepr {
            rules: g.rules,
            players: g.players,
        }
    }
}

impl SlideGame {
    /// A game of `rules` for `players` (2 to 4).
    ///
    /// # Errors
    ///
    /// [`SlideConfigError::Rules`] for rules that fail
    /// [`SlideRules::validate`], [`SlideConfigError::Players`] for another
    /// count (or, in the partner game, for other than 4).
    pub fn new(rules: SlideRules, players: usize) -> Result<Self, SlideConfigError> {
        rules.validate()?;
        if !(2..=MAX_SEATS).contains(&players) || (rules.partners && players != MAX_SEATS) {
            return Err(SlideConfigError::Players(players));
        }
        let track = rules.track();
        let mut slides = alloc::vec![None; usize::from(track)];
        for side in 0..4u8 {
            for span in rules.slides.iter().filter(|s| s.len > 0) {
                let at = side * rules.side + span.at;
                slides[usize::from(at)] = Some((at + span.len - 1, side));
            }
        }
        Ok(SlideGame {
            rules,
            players: players as u8,
            slides,
        })
    }

    /// The published rules ([`SlideRules::classic`]) for `players`.
    ///
    /// # Errors
    ///
    /// As [`SlideGame::new`].
    pub fn classic(players: usize) -> Result<Self, SlideConfigError> {
        SlideGame::new(SlideRules::classic(), players)
    }

    /// The rules.
    pub fn rules(&self) -> &SlideRules {
        &self.rules
    }

    /// The side of the board `seat` plays.
    #[inline]
    pub fn side_of(&self, seat: Seat) -> u8 {
        (seat.0 * 4) / self.players.max(1)
    }

    /// The first track square of `seat`'s side.
    #[inline]
    pub(crate) fn origin(&self, seat: Seat) -> u8 {
        self.side_of(seat) * self.rules.side
    }

    /// `seat`'s start circle.
    #[inline]
    pub fn start_circle(&self, seat: Seat) -> u8 {
        self.origin(seat) + self.rules.start_at
    }

    /// Checks that the state's turn is a seat of this game.
    pub(crate) fn check_fits(&self, s: &SlideState) -> Result<(), SlideError> {
        if s.turn.0 >= self.players {
            return Err(SlideError::Misfit);
        }
        Ok(())
    }

    /// The draw pile as exact chance: each card counted over the cards
    /// left (the whole deck, should a state hold an empty pile).
    fn pile_chance(&self, s: &SlideState) -> Option<Counted<SlideAction>> {
        let pile = if s.pile.iter().all(|&n| n == 0) {
            &self.rules.deck
        } else {
            &s.pile
        };
        let counts = Card::ALL
            .iter()
            .zip(pile)
            .map(|(&c, &n)| (SlideAction::Draw(c), u32::from(n)));
        Counted::new(counts).ok()
    }
}

impl RaceGame for SlideGame {
    type State = SlideState;
    type Action = SlideAction;
    type Event = SlideEvent;
    type Error = SlideError;
    type StateError = SlideStateError;

    fn seats(&self) -> usize {
        usize::from(self.players)
    }

    fn initial_state(&self) -> SlideState {
        let mut pawns = [[Place::Start; 4]; MAX_SEATS];
        if self.rules.out_at_start > 0 {
            for seat in 0..self.players {
                pawns[usize::from(seat)][0] = Place::Track(self.start_circle(Seat(seat)));
            }
        }
        SlideState {
            pawns,
            pile: self.rules.deck,
            turn: Seat(0),
            phase: Phase::AwaitingDraw,
            card: None,
            split: None,
            actions: 0,
            winner: None,
        }
    }

    #[inline]
    fn to_act(&self, s: &SlideState) -> ToAct {
        match s.phase {
            Phase::AwaitingDraw => ToAct::Chance(s.turn),
            Phase::AwaitingMove => ToAct::Player(s.turn),
            Phase::Over => ToAct::Nobody,
        }
    }

    /// The draw pile, counted: each card's count over the cards left.
    fn chance(&self, s: &SlideState) -> Option<ChanceRef<'_, SlideAction>> {
        match s.phase {
            Phase::AwaitingDraw => self.pile_chance(s).map(ChanceRef::from),
            _ => None,
        }
    }

    /// True for [`SlideAction::Draw`].
    #[inline]
    fn is_throw(&self, action: &SlideAction) -> bool {
        matches!(action, SlideAction::Draw(_))
    }

    fn legal_actions(&self, s: &SlideState, out: &mut Vec<SlideAction>) {
        out.clear();
        if self.check_fits(s).is_err() {
            return;
        }
        match s.phase {
            Phase::AwaitingDraw => {
                if let Some(c) = self.pile_chance(s) {
                    out.extend(c.outcomes().iter().map(|&(a, _)| a));
                }
            }
            Phase::AwaitingMove => self.moves(s, out),
            Phase::Over => {}
        }
    }

    /// Every refusal happens before the first write.
    fn apply_mut(
        &self,
        s: &mut SlideState,
        action: SlideAction,
        events: &mut impl EventSink<SlideEvent>,
    ) -> Result<(), SlideError> {
        self.check_fits(s)?;
        match (s.phase, action) {
            (Phase::Over, _) => return Err(TurnError::GameOver.into()),
            (Phase::AwaitingDraw, SlideAction::Draw(card)) => self.draw(s, card, events)?,
            (Phase::AwaitingDraw, _) => return Err(TurnError::ThrowAwaited.into()),
            (Phase::AwaitingMove, action) => self.play(s, action, events)?,
        }
        s.actions = s.actions.saturating_add(1);
        let limit = self.rules.action_limit.unwrap_or(u32::MAX);
        if s.actions >= limit && s.phase != Phase::Over {
            s.phase = Phase::Over;
            s.card = None;
            s.split = None;
            events.push(SlideEvent::Truncated);
        }
        Ok(())
    }

    fn outcome(&self, s: &SlideState) -> Option<Outcome> {
        match (s.phase, s.winner) {
            (Phase::Over, Some(seat)) => Some(Outcome::Winner(seat)),
            (Phase::Over, None) => Some(Outcome::Truncated),
            _ => None,
        }
    }

    /// Every seat alone, or in the partner game the seats on opposite
    /// sides together (0 and 2, 1 and 3).
    fn teams(&self) -> Teams {
        if self.rules.partners {
            Teams::opposite(usize::from(self.players))
                .unwrap_or_else(|_| Teams::alone(self.seats_in_play()))
        } else {
            Teams::alone(self.seats_in_play())
        }
    }

    fn validate(&self, s: &SlideState) -> Result<(), SlideStateError> {
        super::validate::validate(self, s)
    }
}

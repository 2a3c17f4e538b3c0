//! Resignations: what a side offers to lose ([`Resignation`]), when it may offer it, and what an offer, its acceptance and its rejection do.
//!
//! The rules follow GNU Backgammon's manual (its `resign`, `accept` and
//! `reject` commands) and the First Internet Backgammon Server's (FIBS:
//! `resign n|g|b`, `accept`, `reject`): a player offers to lose a single
//! game, a gammon or a backgammon; the opponent accepts, and wins that
//! many points times the cube's value, or rejects, and the game goes on.
//! GNU Backgammon scores an accepted gammon as 2 points times the cube
//! even under the Jacoby rule with the cube in the middle (checked with
//! gnubg 1.07: `set jacoby on`, `resign gammon`, `accept` scores 2), and so
//! does this crate. Under rules with
//! [`resignations`](super::BackgammonRules::resignations) the side to play
//! may offer at its turn: before its throw (every turn then begins with a
//! decision, [`Phase::AwaitingCube`], offering
//! [`Roll`](BackgammonAction::Roll), a double where the cube allows one,
//! and the offers) or after it, before its first move. An offer may be
//! made again after a rejection (FIBS sets no limit); the rules' action
//! limit bounds a game of repeated offers.

use super::action::BackgammonAction;
use super::dice::DiceLeft;
use super::error::BackgammonError;
use super::event::BackgammonEvent;
use super::game::BackgammonGame;
use super::state::{BackgammonState, Phase};
use super::turn::opponent;
use crate::game::EventSink;

/// A resignation: what the resigning player offers to lose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Resignation {
    /// A single game (code 1), 1 point.
    Single,
    /// A gammon (code 2), 2 points.
    Gammon,
    /// A backgammon (code 3), 3 points.
    Backgammon,
}

impl Resignation {
    /// Every resignation, the cheapest first.
    pub const ALL: [Resignation; 3] = [
        Resignation::Single,
        Resignation::Gammon,
        Resignation::Backgammon,
    ];

    /// The points it gives away before the cube: 1, 2 or 3.
    pub const fn points(self) -> u8 {
        match self {
            Resignation::Single => 1,
            Resignation::Gammon => 2,
            Resignation::Backgammon => 3,
        }
    }

    /// The resignation of `points` points (1 to 3).
    pub const fn of_points(points: u8) -> Option<Resignation> {
        match points {
            1 => Some(Resignation::Single),
            2 => Some(Resignation::Gammon),
            3 => Some(Resignation::Backgammon),
            _ => None,
        }
    }

    /// Its name in the notation: `single`, `gammon`, `backgammon`.
    pub const fn name(self) -> &'static str {
        match self {
            Resignation::Single => "single",
            Resignation::Gammon => "gammon",
            Resignation::Backgammon => "backgammon",
        }
    }
}

/// The offers, the cheapest first.
const OFFERS: [BackgammonAction; 3] = [
    BackgammonAction::Resign(Resignation::Single),
    BackgammonAction::Resign(Resignation::Gammon),
    BackgammonAction::Resign(Resignation::Backgammon),
];

/// The answers to an offer, accepting first.
const ANSWERS: [BackgammonAction; 2] = [BackgammonAction::Accept, BackgammonAction::Reject];

impl BackgammonGame {
    /// The resignations the rules score: a single game always, a gammon
    /// where gammons count, a backgammon where backgammons do.
    fn offers(&self) -> &'static [BackgammonAction] {
        let n = 1 + usize::from(self.rules.gammons) + usize::from(self.rules.backgammons);
        &OFFERS[..n]
    }

    /// The resignation actions `s` offers, in the order
    /// [`legal_actions`](crate::RaceGame::legal_actions) lists them after
    /// the others: the offers at the turn's decision before the throw and
    /// after the throw before the first move, accept and reject while an
    /// offer stands; none under rules without resignations.
    pub(crate) fn resign_choices(&self, s: &BackgammonState) -> &'static [BackgammonAction] {
        if !self.rules.resignations {
            return &[];
        }
        match s.phase {
            Phase::AwaitingCube => self.offers(),
            Phase::AwaitingMove(dice) if Self::turn_start(dice) => self.offers(),
            Phase::Resigning { .. } => &ANSWERS,
            _ => &[],
        }
    }

    /// Whether `dice` are a whole roll, none played yet.
    pub(crate) fn turn_start(dice: DiceLeft) -> bool {
        let n = dice.len();
        n == 4 || (n == 2 && !dice.is_double())
    }

    /// Plays an offer, an acceptance or a rejection. Refusals come before
    /// any write.
    pub(crate) fn apply_resign(
        &self,
        s: &mut BackgammonState,
        action: BackgammonAction,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        if !self.rules.resignations {
            return Err(BackgammonError::NoResignations);
        }
        let seat = s.turn();
        match (s.phase, action) {
            (Phase::Resigning { offered, .. }, BackgammonAction::Accept) => {
                events.push(BackgammonEvent::ResignationAccepted {
                    seat: opponent(seat),
                    offered,
                });
                s.resigned = Some(offered);
                s.actions = s.actions.saturating_add(1);
                self.win(s, opponent(seat), events);
                return Ok(());
            }
            (Phase::Resigning { offered, dice }, BackgammonAction::Reject) => {
                events.push(BackgammonEvent::ResignationRejected {
                    seat: opponent(seat),
                    offered,
                });
                s.phase = dice.map_or(Phase::AwaitingCube, Phase::AwaitingMove);
            }
            (Phase::Resigning { offered, .. }, _) => {
                return Err(BackgammonError::ResignationOffered { offered });
            }
            (_, BackgammonAction::Resign(offered)) => {
                if !self.offers().contains(&action) || self.resign_choices(s).is_empty() {
                    return Err(BackgammonError::NoResignationNow);
                }
                let dice = match s.phase {
                    Phase::AwaitingMove(d) => Some(d),
                    _ => None,
                };
                events.push(BackgammonEvent::ResignationOffered { seat, offered });
                s.phase = Phase::Resigning { offered, dice };
            }
            _ => return Err(BackgammonError::NoResignationOffered),
        }
        s.actions = s.actions.saturating_add(1);
        Ok(())
    }
}

//! Narration of the Ludo engine: [`LudoEvent`] and [`Phase`] in plain English, seats named by colour ([`COLOURS`]).

use core::fmt;

use super::event::{BonusReason, LudoEvent};
use super::state::Phase;
use crate::dice::Roll;
use crate::game::Seat;
use crate::narrate::{Names, Narrate, game_over, ordinal};

/// The default names of the Ludo seats, the colours round the board in
/// seat order: `Red`, `Green`, `Yellow`, `Blue` (and `Purple`, `Orange` on
/// boards with six colours).
///
/// ```
/// use racegame::{Seat, ludo::COLOURS};
/// assert_eq!(COLOURS.seat(Seat(3)).to_string(), "Blue");
/// ```
pub const COLOURS: Names<'static> =
    Names::new(&["Red", "Green", "Yellow", "Blue", "Purple", "Orange"]);

/// A roll as read aloud: "a 6", or "3 and 5" for two dice.
struct RollWords(Roll);

impl fmt::Display for RollWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.dice() {
            [a] => write!(f, "a {a}"),
            [a, b] => write!(f, "{a} and {b}"),
            _ => Ok(()),
        }
    }
}

impl fmt::Display for BonusReason {
    /// Why a player rolls or moves again, after "for": "a 6", "the capture", ...
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BonusReason::Six => "the 6",
            BonusReason::Capture => "the capture",
            BonusReason::Home => "the token home",
            BonusReason::Double => "the double",
            BonusReason::AnotherTry => "another try with every token in the yard",
        })
    }
}

impl Narrate for LudoEvent {
    fn subject(&self) -> Option<Seat> {
        Some(match *self {
            LudoEvent::Rolled { seat, .. }
            | LudoEvent::Passed { seat, .. }
            | LudoEvent::DieForfeited { seat, .. }
            | LudoEvent::ThirdSixForfeited { seat }
            | LudoEvent::Entered { seat, .. }
            | LudoEvent::Bounced { seat, .. }
            | LudoEvent::Moved { seat, .. }
            | LudoEvent::TokenHome { seat, .. }
            | LudoEvent::PlayerFinished { seat, .. }
            | LudoEvent::BonusMoveEarned { seat, .. }
            | LudoEvent::BonusMoveForfeited { seat, .. }
            | LudoEvent::SentBack { seat, .. }
            | LudoEvent::BonusRoll { seat, .. } => seat,
            LudoEvent::Captured { by, .. } => by,
            LudoEvent::GameOver { .. } | LudoEvent::PartnersWon { .. } => return None,
        })
    }

    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LudoEvent::Rolled { roll, .. } => write!(f, "rolls {}", RollWords(roll)),
            LudoEvent::Passed { roll, .. } => write!(f, "cannot move with the {roll}"),
            LudoEvent::DieForfeited { value, .. } => {
                write!(f, "cannot use the other die, a {value}, and loses it")
            }
            LudoEvent::ThirdSixForfeited { .. } => {
                f.write_str("rolls a third time in a row and loses the turn")
            }
            LudoEvent::Entered { token, square, .. } => {
                write!(f, "brings token {token} onto the track at square {square}")
            }
            LudoEvent::Bounced { token, excess, .. } => {
                write!(f, "bounces token {token} back {excess} off the end")
            }
            LudoEvent::Moved {
                token, from, to, ..
            } => write!(f, "moves token {token} from {from} to {to}"),
            _ => predicate_more(self, names, f),
        }
    }
}

fn predicate_more(event: &LudoEvent, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match *event {
        LudoEvent::Captured {
            seat,
            token,
            square,
            to,
            ..
        } => write!(
            f,
            "captures {}'s token {token} on square {square} and sends it back to {to}",
            names.seat(seat)
        ),
        LudoEvent::TokenHome { token, .. } => write!(f, "brings token {token} home"),
        LudoEvent::PlayerFinished { place, .. } => write!(
            f,
            "has every token home and finishes {place}{}",
            ordinal(place)
        ),
        LudoEvent::BonusMoveEarned {
            distance, reason, ..
        } => write!(f, "earns a bonus move of {distance} for {reason}"),
        LudoEvent::BonusMoveForfeited { distance, .. } => {
            write!(f, "cannot make the bonus move of {distance} and loses it")
        }
        LudoEvent::SentBack { token, from, .. } => write!(
            f,
            "loses token {token} from {from} to the yard for the third 6"
        ),
        LudoEvent::BonusRoll { reason, .. } => write!(f, "rolls again for {reason}"),
        LudoEvent::PartnersWon { seats: [a, b] } => {
            write!(f, "{} and {} win as partners", names.seat(a), names.seat(b))
        }
        LudoEvent::GameOver { outcome } => game_over(&outcome, names, f),
        _ => Ok(()),
    }
}

impl fmt::Display for LudoEvent {
    /// The event in plain English, seats named by colour ([`COLOURS`];
    /// [`Narrate::narrate`] names them as you like).
    ///
    /// ```
    /// use racegame::{Names, Narrate, Seat, ludo::LudoEvent};
    /// let e = LudoEvent::Entered { seat: Seat(3), token: 0, square: 39 };
    /// assert_eq!(e.to_string(), "Blue brings token 0 onto the track at square 39.");
    /// let names = Names::new(&["Ani", "Budi", "Citra", "Dewi"]);
    /// assert_eq!(
    ///     e.narrate(names).to_string(),
    ///     "Dewi brings token 0 onto the track at square 39."
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tell(COLOURS, f)
    }
}

impl fmt::Display for Phase {
    /// What the game waits for, in plain English.
    ///
    /// ```
    /// use racegame::ludo::Phase;
    /// assert_eq!(Phase::AwaitingChoice(6).to_string(), "waiting for a move with the 6");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Phase::AwaitingThrow => f.write_str("waiting for a throw"),
            Phase::AwaitingChoice(roll) => write!(f, "waiting for a move with the {roll}"),
            Phase::AwaitingDice => f.write_str("waiting for a move with one of the dice"),
            Phase::AwaitingBonus(distance) => {
                write!(f, "waiting for a bonus move of {distance}")
            }
            Phase::Over => f.write_str("over"),
            Phase::Truncated => f.write_str("cut short at the action limit"),
            Phase::Blocked => f.write_str("blocked: nobody can ever move again"),
        }
    }
}

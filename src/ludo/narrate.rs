//! Narration of the Ludo engine: [`LudoEvent`] and [`Phase`] in plain English, seats named by colour ([`COLOURS`]).

use core::fmt;

use super::event::{BonusReason, LudoEvent};
use super::state::Phase;
use crate::dice::Roll;
use crate::narrate::{Names, Narrate, ordinal};

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
    fn tell(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LudoEvent::Rolled { seat, roll } => {
                write!(f, "{} rolls {}.", names.seat(seat), RollWords(roll))
            }
            LudoEvent::Passed { seat, roll } => {
                write!(f, "{} cannot use the {roll} and passes.", names.seat(seat))
            }
            LudoEvent::DieForfeited { seat, value, .. } => write!(
                f,
                "{} cannot use the other die, a {value}, and loses it.",
                names.seat(seat)
            ),
            LudoEvent::ThirdSixForfeited { seat } => write!(
                f,
                "{} rolls a third time in a row and loses the turn.",
                names.seat(seat)
            ),
            LudoEvent::Entered {
                seat,
                token,
                square,
            } => write!(
                f,
                "{} brings token {token} onto the track at square {square}.",
                names.seat(seat)
            ),
            LudoEvent::Bounced {
                seat,
                token,
                excess,
            } => write!(
                f,
                "{}'s token {token} overshoots the end by {excess} and bounces back.",
                names.seat(seat)
            ),
            LudoEvent::Moved {
                seat,
                token,
                from,
                to,
            } => write!(
                f,
                "{} moves token {token} from {from} to {to}.",
                names.seat(seat)
            ),
            _ => tell_more(self, names, f),
        }
    }
}

fn tell_more(event: &LudoEvent, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match *event {
        LudoEvent::Captured {
            seat,
            token,
            square,
            by,
        } => write!(
            f,
            "{} captures {}'s token {token} on square {square} and sends it back to the yard.",
            names.seat(by),
            names.seat(seat)
        ),
        LudoEvent::TokenHome { seat, token } => {
            write!(f, "{}'s token {token} is home.", names.seat(seat))
        }
        LudoEvent::PlayerFinished { seat, place } => write!(
            f,
            "{} brings every token home and finishes {place}{}.",
            names.seat(seat),
            ordinal(place)
        ),
        LudoEvent::BonusMoveEarned {
            seat,
            distance,
            reason,
        } => write!(
            f,
            "{} earns a bonus move of {distance} for {reason}.",
            names.seat(seat)
        ),
        LudoEvent::BonusMoveForfeited { seat, distance } => write!(
            f,
            "{} cannot make the bonus move of {distance} and loses it.",
            names.seat(seat)
        ),
        LudoEvent::SentBack { seat, token, from } => write!(
            f,
            "{}'s third 6 sends token {token} from {from} back to the yard.",
            names.seat(seat)
        ),
        LudoEvent::BonusRoll { seat, reason } => {
            write!(f, "{} rolls again for {reason}.", names.seat(seat))
        }
        LudoEvent::GameOver { outcome } => outcome.tell(names, f),
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

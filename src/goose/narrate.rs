//! Narration of the Goose engine: [`GooseEvent`] and [`Status`] in plain English.

use core::fmt;

use super::event::{Direction, GooseEvent, JumpReason, SkipReason};
use super::state::Status;
use crate::game::Seat;
use crate::narrate::{Names, Narrate, game_over};

impl Narrate for GooseEvent {
    fn subject(&self) -> Option<Seat> {
        Some(match *self {
            GooseEvent::Rolled { seat, .. }
            | GooseEvent::Moved { seat, .. }
            | GooseEvent::Bounced { seat, .. }
            | GooseEvent::Overshot { seat, .. }
            | GooseEvent::Repeated { seat, .. }
            | GooseEvent::ThrowsAgain { seat, .. }
            | GooseEvent::Jumped { seat, .. }
            | GooseEvent::PaidFine { seat, .. }
            | GooseEvent::MissesTurns { seat, .. }
            | GooseEvent::Held { seat, .. }
            | GooseEvent::TurnSkipped { seat, .. }
            | GooseEvent::Won { seat, .. } => seat,
            GooseEvent::Freed { by, .. } | GooseEvent::Displaced { by, .. } => by,
            GooseEvent::GameOver { .. } => return None,
        })
    }

    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GooseEvent::Rolled { roll, .. } => write!(f, "throws {roll}"),
            GooseEvent::Moved { from, to, .. } => {
                write!(f, "moves from square {from} to square {to}")
            }
            GooseEvent::Bounced { excess, to, .. } => {
                write!(f, "bounces back {excess} to square {to}")
            }
            GooseEvent::Overshot { at, .. } => {
                write!(f, "would pass the goal and stays on square {at}")
            }
            GooseEvent::Repeated {
                square,
                total,
                direction,
                ..
            } => {
                let back = if direction == Direction::Backward {
                    " backwards"
                } else {
                    ""
                };
                write!(f, "moves {total} again{back} from square {square}")
            }
            GooseEvent::ThrowsAgain { square, .. } => {
                write!(f, "throws again from square {square}")
            }
            GooseEvent::Jumped {
                from, to, reason, ..
            } => match reason {
                JumpReason::FirstThrow => {
                    write!(f, "jumps straight to square {to} on the first throw")
                }
                JumpReason::BackToStart => {
                    write!(f, "goes from square {from} back to the start, square {to}")
                }
                _ => write!(f, "jumps from square {from} to square {to}"),
            },
            _ => predicate_more(self, names, f),
        }
    }
}

fn predicate_more(event: &GooseEvent, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match *event {
        GooseEvent::PaidFine { amount, pot, .. } => {
            write!(f, "pays {amount} into the pot (now {pot})")
        }
        GooseEvent::MissesTurns { turns, .. } => {
            let s = if turns == 1 { "" } else { "s" };
            write!(f, "must miss {turns} turn{s}")
        }
        GooseEvent::Held { square, .. } => {
            write!(f, "is held on square {square} until another token arrives")
        }
        GooseEvent::Freed { seat, square, .. } => {
            write!(f, "frees {} from square {square}", names.seat(seat))
        }
        GooseEvent::Displaced { seat, from, to, .. } => write!(
            f,
            "sends {} from square {from} to square {to}",
            names.seat(seat)
        ),
        GooseEvent::TurnSkipped { reason, .. } => match reason {
            SkipReason::Held => f.write_str("is held and cannot throw"),
            SkipReason::MissedTurn { remaining: 0 } => f.write_str("misses a turn"),
            SkipReason::MissedTurn { remaining } => {
                write!(f, "misses a turn ({remaining} more to miss)")
            }
        },
        GooseEvent::Won { square, pot: 0, .. } => write!(f, "wins on square {square}"),
        GooseEvent::Won { square, pot, .. } => {
            write!(f, "wins the pot of {pot} on square {square}")
        }
        GooseEvent::GameOver { outcome } => game_over(&outcome, names, f),
        _ => Ok(()),
    }
}

impl fmt::Display for GooseEvent {
    /// The event in plain English, seats named `Seat 0`, `Seat 1`, ...
    /// ([`Narrate::narrate`] names them as you like).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tell(Names::NUMBERS, f)
    }
}

impl fmt::Display for Status {
    /// The status in plain English ("in play", "won by seat 2", ...).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::InPlay => f.write_str("in play"),
            Status::Won(seat) => write!(f, "won by {seat}"),
            Status::Blocked => f.write_str("blocked: every token is held"),
            Status::Truncated => f.write_str("cut short at the action limit"),
        }
    }
}

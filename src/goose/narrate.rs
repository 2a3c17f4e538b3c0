//! Narration of the Goose engine: [`GooseEvent`] and [`Status`] in plain English.

use core::fmt;

use super::event::{Direction, GooseEvent, JumpReason, SkipReason};
use super::state::Status;
use crate::narrate::{Names, Narrate};

impl Narrate for GooseEvent {
    fn tell(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GooseEvent::Rolled { seat, roll } => write!(f, "{} throws {roll}.", names.seat(seat)),
            GooseEvent::Moved { seat, from, to } => {
                write!(
                    f,
                    "{} moves from square {from} to square {to}.",
                    names.seat(seat)
                )
            }
            GooseEvent::Bounced { seat, excess, to } => write!(
                f,
                "{} overshoots the goal by {excess} and goes back to square {to}.",
                names.seat(seat)
            ),
            GooseEvent::Overshot { seat, at } => write!(
                f,
                "{} would pass the goal and stays on square {at}.",
                names.seat(seat)
            ),
            GooseEvent::Repeated {
                seat,
                square,
                total,
                direction,
            } => {
                let back = if direction == Direction::Backward {
                    " backwards"
                } else {
                    ""
                };
                write!(
                    f,
                    "{} lands on square {square} and moves {total} again{back}.",
                    names.seat(seat)
                )
            }
            GooseEvent::ThrowsAgain { seat, square } => write!(
                f,
                "{} stops on square {square} and throws again.",
                names.seat(seat)
            ),
            GooseEvent::Jumped {
                seat,
                from,
                to,
                reason,
            } => tell_jump(names, f, seat, from, to, reason),
            _ => tell_more(self, names, f),
        }
    }
}

fn tell_jump(
    names: Names<'_>,
    f: &mut fmt::Formatter<'_>,
    seat: crate::Seat,
    from: u8,
    to: u8,
    reason: JumpReason,
) -> fmt::Result {
    let name = names.seat(seat);
    match reason {
        JumpReason::FirstThrow => {
            write!(f, "{name}'s first throw takes it straight to square {to}.")
        }
        JumpReason::BackToStart => {
            write!(
                f,
                "{name} goes from square {from} back to the start, square {to}."
            )
        }
        _ => write!(f, "{name} jumps from square {from} to square {to}."),
    }
}

fn tell_more(event: &GooseEvent, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match *event {
        GooseEvent::PaidFine { seat, amount, pot } => write!(
            f,
            "{} pays {amount} into the pot, which now holds {pot}.",
            names.seat(seat)
        ),
        GooseEvent::MissesTurns { seat, turns } => {
            let s = if turns == 1 { "" } else { "s" };
            write!(f, "{} must miss {turns} turn{s}.", names.seat(seat))
        }
        GooseEvent::Held { seat, square } => write!(
            f,
            "{} is held on square {square} until another token arrives.",
            names.seat(seat)
        ),
        GooseEvent::Freed { seat, square, by } => write!(
            f,
            "{} arrives on square {square} and frees {}.",
            names.seat(by),
            names.seat(seat)
        ),
        GooseEvent::Displaced { seat, by, from, to } => write!(
            f,
            "{} arrives on square {from} and sends {} to square {to}.",
            names.seat(by),
            names.seat(seat)
        ),
        GooseEvent::TurnSkipped { seat, reason } => match reason {
            SkipReason::Held => write!(f, "{} is held and cannot throw.", names.seat(seat)),
            SkipReason::MissedTurn { remaining: 0 } => {
                write!(f, "{} misses a turn.", names.seat(seat))
            }
            SkipReason::MissedTurn { remaining } => write!(
                f,
                "{} misses a turn ({remaining} more to miss).",
                names.seat(seat)
            ),
        },
        GooseEvent::Won { seat, square, pot } => write!(
            f,
            "{} reaches square {square} and wins the pot of {pot}.",
            names.seat(seat)
        ),
        GooseEvent::GameOver { outcome } => outcome.tell(names, f),
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

impl Narrate for Status {
    fn tell(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::InPlay => f.write_str("in play"),
            Status::Won(seat) => write!(f, "won by {}", names.seat(*seat)),
            Status::Blocked => f.write_str("blocked: every token is held"),
            Status::Truncated => f.write_str("cut short at the action limit"),
        }
    }
}

impl fmt::Display for Status {
    /// The status in plain English ("in play", "won by Seat 2", ...).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tell(Names::NUMBERS, f)
    }
}

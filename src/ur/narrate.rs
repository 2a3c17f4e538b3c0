//! Narration of the Ur engine: [`UrEvent`] and [`Phase`] in plain English, seats named `Light` and `Dark` ([`NAMES`]), pieces by board square.

use core::fmt;

use super::event::UrEvent;
use super::rules::UrPath;
use super::state::Phase;
use crate::game::Seat;
use crate::narrate::{Names, Narrate, game_over};

/// The default names of the Ur seats: `Light` ([`LIGHT`](super::LIGHT))
/// and `Dark` ([`DARK`](super::DARK)).
///
/// ```
/// use racegame::ur::{DARK, NAMES};
/// assert_eq!(NAMES.seat(DARK).to_string(), "Dark");
/// ```
pub const NAMES: Names<'static> = Names::new(&["Light", "Dark"]);

/// The board square of `seat`'s piece at path index `index`, marked when
/// it is a rosette: "B4 (a rosette)", "B2".
#[derive(Clone, Copy)]
struct Place {
    path: UrPath,
    seat: Seat,
    index: u8,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Bare(*self))?;
        if self.path.is_rosette(self.index) {
            f.write_str(" (a rosette)")?;
        }
        Ok(())
    }
}

/// The same square without the rosette mark: for a square left, captured
/// on (told right after the move onto it) or borne off from.
struct Bare(Place);

impl fmt::Display for Bare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.path.square(self.0.seat, self.0.index) {
            Some(square) => write!(f, "{square}"),
            None => write!(f, "path index {}", self.0.index),
        }
    }
}

impl Narrate for UrEvent {
    fn subject(&self) -> Option<Seat> {
        Some(match *self {
            UrEvent::Rolled { seat, .. }
            | UrEvent::Passed { seat, .. }
            | UrEvent::Entered { seat, .. }
            | UrEvent::Moved { seat, .. }
            | UrEvent::BorneOff { seat, .. }
            | UrEvent::ThrowAgain { seat, .. } => seat,
            UrEvent::Captured { by, .. } => by,
            UrEvent::GameOver { .. } => return None,
        })
    }

    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UrEvent::Rolled { value, .. } => write!(f, "throws {value}"),
            UrEvent::Passed { value: 0, .. } => f.write_str("cannot move: the turn passes"),
            UrEvent::Passed { value, .. } => {
                let unit = if value == 1 { "square" } else { "squares" };
                write!(
                    f,
                    "has no piece that can move {value} {unit}: the turn passes"
                )
            }
            UrEvent::Entered { seat, to, path } => {
                write!(
                    f,
                    "enters a piece on {}",
                    Place {
                        path,
                        seat,
                        index: to
                    }
                )
            }
            UrEvent::Moved {
                seat,
                from,
                to,
                path,
            } => write!(
                f,
                "moves from {} to {}",
                Bare(Place {
                    path,
                    seat,
                    index: from
                }),
                Place {
                    path,
                    seat,
                    index: to
                }
            ),
            _ => predicate_more(self, names, f),
        }
    }
}

fn predicate_more(event: &UrEvent, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match *event {
        UrEvent::BorneOff { seat, from, path } => write!(
            f,
            "bears off a piece from {}",
            Bare(Place {
                path,
                seat,
                index: from
            })
        ),
        UrEvent::Captured { seat, at, path, .. } => write!(
            f,
            "captures {}'s piece on {}",
            names.seat(seat),
            Bare(Place {
                path,
                seat,
                index: at
            })
        ),
        UrEvent::ThrowAgain {
            rosette, capture, ..
        } => f.write_str(match (rosette, capture) {
            (true, true) => "throws again, once for the rosette and the capture",
            (false, true) => "throws again for the capture",
            // The square moved to is already marked as a rosette.
            (true, false) | (false, false) => "throws again",
        }),
        UrEvent::GameOver { outcome } => game_over(&outcome, names, f),
        _ => Ok(()),
    }
}

impl fmt::Display for UrEvent {
    /// The event in plain English, seats named `Light` and `Dark`
    /// ([`NAMES`]; [`Narrate::narrate`] names them as you like), pieces by
    /// their board square.
    ///
    /// ```
    /// use racegame::{Names, Narrate, ur::{DARK, LIGHT, UrEvent, UrPath}};
    /// let e = UrEvent::Moved { seat: DARK, from: 6, to: 8, path: UrPath::Bell };
    /// assert_eq!(e.to_string(), "Dark moves from B2 to B4 (a rosette).");
    /// let e = UrEvent::Captured { seat: LIGHT, at: 9, by: DARK, path: UrPath::Bell };
    /// assert_eq!(
    ///     e.narrate(Names::new(&["Ani", "Budi"])).to_string(),
    ///     "Budi captures Ani's piece on B5."
    /// );
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tell(NAMES, f)
    }
}

impl fmt::Display for Phase {
    /// What the game waits for, in plain English.
    ///
    /// ```
    /// use racegame::ur::Phase;
    /// assert_eq!(Phase::AwaitingMove(3).to_string(), "waiting for a move of 3");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Phase::AwaitingThrow => f.write_str("waiting for a throw"),
            Phase::AwaitingMove(value) => write!(f, "waiting for a move of {value}"),
            Phase::Over => f.write_str("over"),
            Phase::Truncated => f.write_str("cut short at the action limit"),
        }
    }
}

//! Narration of the Pachisi engine: [`PachisiEvent`] in plain English, colours named Red, Yellow, Green and Black ([`NAMES`]), pieces by their progress.

use core::fmt;

use super::event::PachisiEvent;
use super::rules::HOME;
use crate::game::Seat;
use crate::narrate::{Names, Narrate};

/// The default names of the colours 0 to 3, in turn order: Red and Green
/// against Yellow and Black. An event's subject is its colour, read as the
/// seat of a four-player table (with two players, seat 0 plays Red and
/// Green).
///
/// ```
/// use racegame::{Seat, pachisi::NAMES};
/// assert_eq!(NAMES.seat(Seat(2)).to_string(), "Green");
/// ```
pub const NAMES: Names<'static> = Names::new(&["Red", "Yellow", "Green", "Black"]);

/// A progress in words: "the charkoni", "home", "square 25".
struct Where(u8);

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => f.write_str("the charkoni"),
            HOME => f.write_str("home"),
            p => write!(f, "square {p}"),
        }
    }
}

fn pieces(count: u8) -> &'static str {
    match count {
        1 => "a piece",
        2 => "two pieces",
        3 => "three pieces",
        _ => "four pieces",
    }
}

impl Narrate for PachisiEvent {
    fn subject(&self) -> Option<Seat> {
        Some(Seat(match *self {
            PachisiEvent::Rolled { colour, .. }
            | PachisiEvent::Void { colour }
            | PachisiEvent::NoMove { colour }
            | PachisiEvent::Passed { colour }
            | PachisiEvent::Moved { colour, .. }
            | PachisiEvent::Captured { colour, .. }
            | PachisiEvent::ThrowsAgain { colour } => colour,
            PachisiEvent::Won { side } => side,
            PachisiEvent::Truncated => return None,
        }))
    }

    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PachisiEvent::Rolled {
                lot, value, grace, ..
            } => {
                if let Some((faces, _)) = super::dice::lot_dice(lot) {
                    let [a, b, c] = faces;
                    return write!(f, "throws {a}, {b} and {c} ({value})");
                }
                write!(f, "throws {lot} ({value}")?;
                f.write_str(if grace { ", a grace)" } else { ")" })
            }
            PachisiEvent::Void { .. } => f.write_str(
                "has thrown again once too often: the throw is void and the turn passes",
            ),
            PachisiEvent::NoMove { .. } => f.write_str("cannot move"),
            PachisiEvent::Passed { .. } => f.write_str("passes"),
            PachisiEvent::Moved {
                from, to, count, ..
            } => {
                write!(
                    f,
                    "moves {} from {} to {}",
                    pieces(count),
                    Where(from),
                    Where(to)
                )
            }
            PachisiEvent::Captured { at, count, .. } => {
                write!(f, "loses {} on square {at} to the charkoni", pieces(count))
            }
            PachisiEvent::ThrowsAgain { .. } => f.write_str("throws again"),
            PachisiEvent::Won { side } => {
                write!(
                    f,
                    "and {} bring every piece home and win",
                    names.seat(Seat(side + 2))
                )
            }
            PachisiEvent::Truncated => f.write_str("The game is cut short at the action limit"),
        }
    }
}

impl fmt::Display for PachisiEvent {
    /// The sentence with the default colour names ([`NAMES`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tell(NAMES, f)
    }
}

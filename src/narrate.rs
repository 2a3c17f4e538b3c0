//! Narration: events, outcomes and phases told in plain English, with seat names of the caller's choosing.
//!
//! Every event, outcome and phase of the crate implements
//! [`Display`](core::fmt::Display) with a sentence a user interface can show
//! as it is. The sentence names seats by their default names: `Seat 0`,
//! `Seat 1`, ... in the Goose engine, the colours ([`ludo::COLOURS`]:
//! `Red`, `Green`, `Yellow`, `Blue`, ...) in the Ludo engine. Where a name
//! of your own reads better, [`Narrate::narrate`] tells the same sentence
//! with [`Names`]:
//!
//! ```
//! use racegame::{Names, Narrate, RaceGame, Roll, goose::{GooseAction, GooseGame}};
//!
//! let game = GooseGame::railway(2)?;
//! let (_, events) = game.apply(&game.initial_state(), GooseAction::Throw(Roll::two(4, 2)?))?;
//! assert_eq!(events[0].to_string(), "Seat 0 throws 4+2.");
//! let names = Names::new(&["Ani", "Budi"]);
//! assert_eq!(events[0].narrate(names).to_string(), "Ani throws 4+2.");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`ludo::COLOURS`]: crate::ludo::COLOURS

use core::fmt;

use crate::game::{Outcome, Seat};

/// The names a narration gives the seats: `names[i]` for seat `i`, and
/// `Seat i` for a seat the list does not reach.
///
/// ```
/// use racegame::{Names, Seat};
/// let names = Names::new(&["Ani", "Budi"]);
/// assert_eq!(names.seat(Seat(1)).to_string(), "Budi");
/// assert_eq!(names.seat(Seat(3)).to_string(), "Seat 3");
/// assert_eq!(Names::NUMBERS.seat(Seat(0)).to_string(), "Seat 0");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Names<'a> {
    names: &'a [&'a str],
}

impl<'a> Names<'a> {
    /// No names: every seat is `Seat i`.
    pub const NUMBERS: Names<'static> = Names { names: &[] };

    /// `names[i]` names seat `i`.
    pub const fn new(names: &'a [&'a str]) -> Self {
        Names { names }
    }

    /// The name of `seat`, ready to print.
    pub fn seat(&self, seat: Seat) -> SeatName<'a> {
        SeatName {
            seat,
            name: self.names.get(seat.index()).copied(),
        }
    }
}

/// A seat's name in a narration (see [`Names::seat`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SeatName<'a> {
    seat: Seat,
    name: Option<&'a str>,
}

impl fmt::Display for SeatName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name {
            Some(name) => f.write_str(name),
            None => write!(f, "Seat {}", self.seat.0),
        }
    }
}

/// Something told in plain English with seat names: an event, an outcome.
///
/// An engine implements [`tell`](Narrate::tell) once; its `Display` calls
/// it with the engine's default names, and [`narrate`](Narrate::narrate)
/// with the caller's.
pub trait Narrate {
    /// Writes the sentence, naming seats with `names`.
    ///
    /// # Errors
    ///
    /// Only those of the formatter.
    fn tell(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// The sentence with `names`, as a value to print or `to_string`.
    fn narrate<'a>(&'a self, names: Names<'a>) -> Narration<'a, Self> {
        Narration { item: self, names }
    }
}

/// [`Narrate::narrate`]'s result: prints the sentence.
#[derive(Clone, Copy, Debug)]
pub struct Narration<'a, T: ?Sized> {
    item: &'a T,
    names: Names<'a>,
}

impl<T: Narrate + ?Sized> fmt::Display for Narration<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.item.tell(self.names, f)
    }
}

impl Narrate for Outcome {
    fn tell(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Winner(seat) => write!(f, "{} wins.", names.seat(*seat)),
            Outcome::Ranking(ranking) => {
                f.write_str("Final ranking: ")?;
                for (place, &seat) in (1u8..).zip(ranking.as_slice()) {
                    let sep = if place == 1 { "" } else { ", " };
                    write!(f, "{sep}{place}{} {}", ordinal(place), names.seat(seat))?;
                }
                f.write_str(".")
            }
            Outcome::Blocked => f.write_str("Nobody can move any more: the game is blocked."),
            Outcome::Truncated => f.write_str("The game reached its action limit and stops."),
        }
    }
}

impl fmt::Display for Outcome {
    /// ```
    /// use racegame::{Outcome, Seat};
    /// assert_eq!(Outcome::Winner(Seat(1)).to_string(), "Seat 1 wins.");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.tell(Names::NUMBERS, f)
    }
}

/// An English ordinal for small places: 1st, 2nd, 3rd, 4th, ...
pub(crate) fn ordinal(n: u8) -> &'static str {
    match n % 100 {
        11..=13 => "th",
        _ => match n % 10 {
            1 => "st",
            2 => "nd",
            3 => "rd",
            _ => "th",
        },
    }
}

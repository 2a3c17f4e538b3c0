//! Narration: events, outcomes and phases told in plain English, with seat names of the caller's choosing.
//!
//! Every event, outcome and phase of the crate implements
//! [`Display`](core::fmt::Display) with a sentence a user interface can show
//! as it is. The sentence names seats by their default names: `Seat 0`,
//! `Seat 1`, ... in the Goose engine, the colours ([`ludo::COLOURS`]:
//! `Red`, `Green`, `Yellow`, `Blue`, ...) in the Ludo engine, `Light` and
//! `Dark` ([`ur::NAMES`]) in the Ur engine, `White` and `Black`
//! ([`backgammon::NAMES`]) in the backgammon engine. Where a name
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
//! [`ur::NAMES`]: crate::ur::NAMES
//! [`backgammon::NAMES`]: crate::backgammon::NAMES

use core::fmt;

use crate::game::{Outcome, Seat};
use crate::team::{Members, Team, Teams};

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

    /// The names of `team`'s seats (of `teams`, a game's
    /// [`teams`](crate::RaceGame::teams)), lowest seat first, joined
    /// into one phrase, ready to print: a partnership as its players.
    ///
    /// ```
    /// use racegame::{Names, Seat, Team, Teams};
    /// let teams = Teams::opposite(4)?;
    /// let colours = racegame::ludo::COLOURS;
    /// assert_eq!(colours.team(&teams, Team(1)).to_string(), "Green and Blue");
    /// let three = Teams::new(&[&[Seat(0), Seat(1), Seat(2)]])?;
    /// assert_eq!(Names::NUMBERS.team(&three, Team(0)).to_string(), "Seat 0, Seat 1 and Seat 2");
    /// assert_eq!(Names::NUMBERS.team(&Teams::alone([Seat(4)]), Team(4)).to_string(), "Seat 4");
    /// # Ok::<(), racegame::TeamsError>(())
    /// ```
    pub fn team(&self, teams: &Teams, team: Team) -> TeamName<'a> {
        TeamName {
            names: *self,
            members: teams.members(team),
        }
    }
}

/// A team's names in a narration (see [`Names::team`]).
#[derive(Clone, Copy, Debug)]
pub struct TeamName<'a> {
    names: Names<'a>,
    members: Members,
}

impl fmt::Display for TeamName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.members.len();
        for (i, seat) in self.members.enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == n { " and " } else { ", " })?;
            }
            write!(f, "{}", self.names.seat(seat))?;
        }
        Ok(())
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
/// An engine writes each sentence as a subject (a seat, or none) and a
/// predicate; [`tell`](Narrate::tell) puts them together, the engine's
/// `Display` calls it with the engine's default names,
/// [`narrate`](Narrate::narrate) with the caller's, and [`story`] joins
/// the sentences of one action that share a subject into one.
pub trait Narrate {
    /// The seat the sentence is about: it names the seat first. `None`
    /// for a sentence about nobody in particular (a blocked game).
    fn subject(&self) -> Option<Seat>;

    /// The sentence after its subject, without the final stop ("throws
    /// 4+2"); the whole sentence without its stop when there is no subject.
    ///
    /// # Errors
    ///
    /// Only those of the formatter.
    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result;

    /// Writes the whole sentence, naming seats with `names`.
    ///
    /// # Errors
    ///
    /// Only those of the formatter.
    fn tell(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(seat) = self.subject() {
            write!(f, "{} ", names.seat(seat))?;
        }
        self.predicate(names, f)?;
        f.write_str(".")
    }

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

/// The events of an action told as a story: consecutive sentences about
/// the same seat are joined into one ("Ani throws 4+2, moves from square 0
/// to square 6, pays 1 into the pot (now 1) and jumps from square 6 to
/// square 12."), and sentences are separated by a space.
///
/// ```
/// use racegame::{Names, RaceGame, Roll, ludo::{LudoAction, LudoGame}, narrate::story};
///
/// let game = LudoGame::ludo(4)?;
/// let s = game.apply(&game.initial_state(), LudoAction::Throw(Roll::one(6)?))?.0;
/// let (_, events) = game.apply(&s, LudoAction::Enter)?;
/// assert_eq!(
///     story(&events, racegame::ludo::COLOURS).to_string(),
///     "Red brings token 0 onto the track at square 0 and rolls again for the 6."
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn story<'a, E: Narrate>(events: &'a [E], names: Names<'a>) -> Story<'a, E> {
    Story { events, names }
}

/// [`story`]'s result: prints the joined sentences.
#[derive(Clone, Copy, Debug)]
pub struct Story<'a, E> {
    events: &'a [E],
    names: Names<'a>,
}

impl<E: Narrate> fmt::Display for Story<'_, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.events;
        let mut first = true;
        while let Some(head) = rest.first() {
            let same = match head.subject() {
                Some(seat) => rest
                    .iter()
                    .take_while(|e| e.subject() == Some(seat))
                    .count(),
                None => 1,
            };
            let (group, tail) = rest.split_at(same.max(1));
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            tell_group(group, self.names, f)?;
            rest = tail;
        }
        Ok(())
    }
}

/// One sentence for events about one subject: "A p1, p2 and p3."
fn tell_group<E: Narrate>(
    group: &[E],
    names: Names<'_>,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let Some(head) = group.first() else {
        return Ok(());
    };
    if let Some(seat) = head.subject() {
        write!(f, "{} ", names.seat(seat))?;
    }
    for (i, e) in group.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == group.len() { " and " } else { ", " })?;
        }
        e.predicate(names, f)?;
    }
    f.write_str(".")
}

impl Narrate for Outcome {
    fn subject(&self) -> Option<Seat> {
        match self {
            Outcome::Winner(seat) => Some(*seat),
            _ => None,
        }
    }

    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Winner(_) => f.write_str("wins"),
            Outcome::Ranking(ranking) => {
                f.write_str("Final ranking: ")?;
                for (place, &seat) in (1u8..).zip(ranking.as_slice()) {
                    let sep = if place == 1 { "" } else { ", " };
                    write!(f, "{sep}{place}{} {}", ordinal(place), names.seat(seat))?;
                }
                Ok(())
            }
            Outcome::Blocked => f.write_str("Nobody can move any more: the game is blocked"),
            Outcome::Truncated => f.write_str("The game reached its action limit and stops"),
            Outcome::Draw => f.write_str("The game is drawn"),
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

/// The predicate of an engine's `GameOver` event, a sentence of its own
/// (its subject is `None`, so that a story does not join it to the winning
/// move): "Game over: Ani wins", "Game over. Final ranking: ...".
pub(crate) fn game_over(
    outcome: &Outcome,
    names: Names<'_>,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match outcome {
        Outcome::Winner(seat) => write!(f, "Game over: {} wins", names.seat(*seat)),
        Outcome::Ranking(_) => {
            f.write_str("Game over. ")?;
            outcome.predicate(names, f)
        }
        _ => outcome.predicate(names, f),
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

//! Narration of the backgammon engine: [`BackgammonEvent`] and [`Phase`] in plain English, seats named `White` and `Black` ([`NAMES`]), points by each side's own numbers.

use core::fmt;

use super::event::BackgammonEvent;
use super::result::GameResult;
use super::rules::BAR;
use super::state::Phase;
use crate::game::Seat;
use crate::narrate::{Names, Narrate, game_over};

/// The default names of the seats: `White` ([`WHITE`](super::WHITE)) and
/// `Black` ([`BLACK`](super::BLACK)).
///
/// ```
/// use racegame::backgammon::{BLACK, NAMES};
/// assert_eq!(NAMES.seat(BLACK).to_string(), "Black");
/// ```
pub const NAMES: Names<'static> = Names::new(&["White", "Black"]);

/// A point as players say it: "the 18-point", "the bar".
struct Point(u8);

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            BAR => f.write_str("the bar"),
            p => write!(f, "the {p}-point"),
        }
    }
}

/// Two dice as players say them: "6-4", "double 5s".
struct Roll([u8; 2]);

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = self.0;
        if a == b {
            write!(f, "double {a}s")
        } else {
            write!(f, "{}-{}", a.max(b), a.min(b))
        }
    }
}

impl Narrate for BackgammonEvent {
    fn subject(&self) -> Option<Seat> {
        match *self {
            BackgammonEvent::Rolled { seat, .. }
            | BackgammonEvent::Passed { seat, .. }
            | BackgammonEvent::Entered { seat, .. }
            | BackgammonEvent::BroughtIn { seat, .. }
            | BackgammonEvent::NamedDoubles { seat, .. }
            | BackgammonEvent::ThrowsAgain { seat }
            | BackgammonEvent::Moved { seat, .. }
            | BackgammonEvent::BorneOff { seat, .. }
            | BackgammonEvent::Forfeited { seat, .. }
            | BackgammonEvent::Doubled { seat, .. }
            | BackgammonEvent::Taken { seat, .. }
            | BackgammonEvent::Beavered { seat, .. }
            | BackgammonEvent::Dropped { seat, .. }
            | BackgammonEvent::ResignationOffered { seat, .. }
            | BackgammonEvent::ResignationAccepted { seat, .. }
            | BackgammonEvent::ResignationRejected { seat, .. } => Some(seat),
            BackgammonEvent::Hit { by, .. } | BackgammonEvent::Pinned { by, .. } => Some(by),
            BackgammonEvent::OpeningRoll { .. }
            | BackgammonEvent::Freed { .. }
            | BackgammonEvent::GameEnded { .. }
            | BackgammonEvent::GameOver { .. } => None,
        }
    }

    fn predicate(&self, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BackgammonEvent::OpeningRoll {
                white,
                black,
                starts,
                plays_them,
            } => opening(names, f, white, black, starts, plays_them),
            BackgammonEvent::Rolled { dice, .. } => write!(f, "throws {}", Roll(dice)),
            BackgammonEvent::Passed { dice, .. } => {
                write!(f, "cannot move with {}: the turn passes", Roll(dice))
            }
            BackgammonEvent::Entered { to, .. } => write!(f, "enters a checker on {}", Point(to)),
            BackgammonEvent::Moved { from, to, .. } => {
                write!(f, "moves a checker from {} to {}", Point(from), Point(to))
            }
            BackgammonEvent::BorneOff { from, .. } => {
                write!(f, "bears off a checker from {}", Point(from))
            }
            _ => predicate_board(self, names, f),
        }
    }
}

fn opening(
    names: Names<'_>,
    f: &mut fmt::Formatter<'_>,
    white: u8,
    black: u8,
    starts: Option<Seat>,
    plays_them: bool,
) -> fmt::Result {
    let (w, b) = (names.seat(Seat(0)), names.seat(Seat(1)));
    match starts {
        None => write!(f, "{w} and {b} both throw {white}: they throw again"),
        Some(seat) => {
            write!(
                f,
                "{w} throws {white} and {b} {black}: {} starts",
                names.seat(seat)
            )?;
            if plays_them {
                write!(f, ", playing {}", Roll([white, black]))
            } else {
                f.write_str(" and throws both dice")
            }
        }
    }
}

/// The predicates of the other board events: hits, pins, forfeited dice,
/// checkers brought in and named doubles; the rest goes on to
/// [`predicate_stakes`].
fn predicate_board(
    event: &BackgammonEvent,
    names: Names<'_>,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match *event {
        BackgammonEvent::Hit { seat, at, .. } => write!(
            f,
            "hits {0}'s checker on {0}'s {1}-point: it goes to the bar",
            names.seat(seat),
            at
        ),
        BackgammonEvent::Pinned { seat, at, .. } => {
            write!(
                f,
                "pins {0}'s checker on {0}'s {1}-point",
                names.seat(seat),
                at
            )
        }
        BackgammonEvent::Freed { seat, at } => {
            write!(
                f,
                "{0}'s checker on {0}'s {1}-point is free again",
                names.seat(seat),
                at
            )
        }
        BackgammonEvent::Forfeited { dice, .. } => forfeited(dice.values(), f),
        BackgammonEvent::BroughtIn { to, .. } => {
            write!(f, "brings a checker into play on {}", Point(to))
        }
        BackgammonEvent::NamedDoubles { value, .. } => {
            write!(f, "names double {value}s for the acey-deucey")
        }
        BackgammonEvent::ThrowsAgain { .. } => f.write_str("throws again"),
        _ => predicate_stakes(event, names, f),
    }
}

/// The predicates of what is at stake: the cube and resignations; the rest
/// goes on to [`predicate_end`].
fn predicate_stakes(
    event: &BackgammonEvent,
    names: Names<'_>,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match *event {
        BackgammonEvent::Doubled { value, .. } => write!(f, "doubles to {value}"),
        BackgammonEvent::Taken { value, .. } => write!(f, "takes: the cube is at {value}"),
        BackgammonEvent::Beavered { value, .. } => {
            write!(f, "beavers: the cube is at {value} and stays on that side")
        }
        BackgammonEvent::Dropped { value, .. } => {
            let unit = if value == 1 { "point" } else { "points" };
            write!(f, "passes and loses {value} {unit}")
        }
        BackgammonEvent::ResignationOffered { offered, .. } => {
            write!(f, "offers to resign {}", resignation(offered))
        }
        BackgammonEvent::ResignationAccepted { offered, .. } => {
            write!(f, "accepts the resignation of {}", resignation(offered))
        }
        BackgammonEvent::ResignationRejected { offered, .. } => {
            write!(f, "rejects the resignation of {}", resignation(offered))
        }
        _ => predicate_end(event, names, f),
    }
}

/// The predicates of the end of a game, and of the match score after it.
fn predicate_end(
    event: &BackgammonEvent,
    names: Names<'_>,
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match *event {
        BackgammonEvent::GameOver {
            result: Some(result),
            ..
        } => won(&result, names, f),
        BackgammonEvent::GameEnded { result, score } => {
            match result {
                Some(r) => won(&r, names, f)?,
                None => f.write_str("The game is drawn")?,
            }
            let (w, b) = (names.seat(Seat(0)), names.seat(Seat(1)));
            write!(f, "; the match score is {w} {}, {b} {}", score[0], score[1])
        }
        BackgammonEvent::GameOver { outcome, .. } => game_over(&outcome, names, f),
        _ => Ok(()),
    }
}

/// "cannot use the dice left (5 and 3): the turn ends".
fn forfeited(values: &[u8], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let unit = if values.len() == 1 { "die" } else { "dice" };
    write!(f, "cannot use the {unit} left (")?;
    for (i, v) in values.iter().enumerate() {
        let sep = if i == 0 { "" } else { " and " };
        write!(f, "{sep}{v}")?;
    }
    f.write_str("): the turn ends")
}

/// "a single game", "a gammon", "a backgammon".
const fn resignation(r: super::Resignation) -> &'static str {
    match r {
        super::Resignation::Single => "a single game",
        super::Resignation::Gammon => "a gammon",
        super::Resignation::Backgammon => "a backgammon",
    }
}

/// "point" or "points".
const fn unit(n: u32) -> &'static str {
    if n == 1 { "point" } else { "points" }
}

/// "White wins a gammon: 2 points", "... 2 points times the cube's 4: 8
/// points", "White wins by a pass: 2 points".
fn won(result: &GameResult, names: Names<'_>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let kind = match result.win {
        super::Win::Single => "a single game",
        super::Win::Gammon => "a gammon",
        super::Win::Backgammon => "a backgammon",
        super::Win::Passed => "by a pass",
        super::Win::Resigned(r) => match r {
            super::Resignation::Single => "by a resignation of a single game",
            super::Resignation::Gammon => "by a resignation of a gammon",
            super::Resignation::Backgammon => "by a resignation of a backgammon",
        },
        super::Win::Checkers => "counting the checkers not borne off",
        _ => "by pinning the mother",
    };
    write!(f, "{} wins {kind}", names.seat(result.winner))?;
    if result.points < result.win.points() && result.win != super::Win::Checkers {
        f.write_str(", a single game under the Jacoby rule")?;
    }
    let points = u32::from(result.points);
    match result.cube {
        1 => write!(f, ": {points} {}", unit(points)),
        _ if result.win == super::Win::Passed => {
            write!(f, ": {} {}", result.total(), unit(result.total()))
        }
        cube => write!(
            f,
            ": {points} {} times the cube's {cube}: {} points",
            unit(points),
            result.total()
        ),
    }
}

impl fmt::Display for BackgammonEvent {
    /// The event in plain English, seats named `White` and `Black`
    /// ([`NAMES`]; [`Narrate::narrate`] names them as you like), points by
    /// the named side's own numbers.
    ///
    /// ```
    /// use racegame::{Names, Narrate, backgammon::{BLACK, BackgammonEvent, WHITE}};
    /// let e = BackgammonEvent::Moved { seat: WHITE, from: 24, to: 18, die: 6 };
    /// assert_eq!(e.to_string(), "White moves a checker from the 24-point to the 18-point.");
    /// let e = BackgammonEvent::Hit { seat: BLACK, at: 7, by: WHITE };
    /// assert_eq!(
    ///     e.narrate(Names::new(&["Ana", "Ben"])).to_string(),
    ///     "Ana hits Ben's checker on Ben's 7-point: it goes to the bar."
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
    /// use racegame::backgammon::{DiceLeft, Phase};
    /// let move_awaited = Phase::AwaitingMove(DiceLeft::new(&[6, 4]).unwrap());
    /// assert_eq!(move_awaited.to_string(), "waiting for a move with 6 and 4");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Phase::Opening => f.write_str("waiting for the opening throw"),
            Phase::AwaitingThrow => f.write_str("waiting for a throw"),
            Phase::NamingDoubles => f.write_str("waiting for a double to be named, 1 to 6"),
            Phase::AwaitingCube => f.write_str("waiting for a cube decision: double or roll"),
            Phase::Doubled => f.write_str("waiting for the answer to a double: take or pass"),
            Phase::Resigning { offered, .. } => write!(
                f,
                "waiting for the answer to an offer to resign {}: accept or reject",
                resignation(*offered)
            ),
            Phase::AwaitingMove(dice) => {
                f.write_str("waiting for a move with ")?;
                for (i, v) in dice.values().iter().enumerate() {
                    let sep = if i == 0 { "" } else { " and " };
                    write!(f, "{sep}{v}")?;
                }
                Ok(())
            }
            Phase::Over => f.write_str("over"),
            Phase::Drawn => f.write_str("drawn"),
            Phase::Truncated => f.write_str("cut short at the action limit"),
        }
    }
}

//! How a game ended ([`Outcome`], [`Ranking`]) and what an ending is worth to each seat (the default reading of a payoff).

use alloc::vec::Vec;
use core::fmt;

use crate::game::{SEAT_LIMIT, Seat};
use crate::team::{Team, Teams};

/// Seats in finishing order, best first. `Copy`, no allocation.
///
/// ```
/// use racegame::{Ranking, Seat};
/// let r = Ranking::from_seats(&[Seat(2), Seat(0), Seat(1)]).unwrap();
/// assert_eq!(r.first(), Some(Seat(2)));
/// assert_eq!(r.as_slice(), &[Seat(2), Seat(0), Seat(1)]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "Vec<Seat>", into = "Vec<Seat>"))]
pub struct Ranking {
    seats: [Seat; SEAT_LIMIT],
    len: u8,
}

impl Ranking {
    /// An empty ranking.
    pub const fn new() -> Self {
        Ranking {
            seats: [Seat(0); SEAT_LIMIT],
            len: 0,
        }
    }

    /// A ranking of the given seats, or `None` when there are more than
    /// [`SEAT_LIMIT`] or a seat appears twice.
    pub fn from_seats(seats: &[Seat]) -> Option<Self> {
        let mut r = Ranking::new();
        for &s in seats {
            if !r.push(s) {
                return None;
            }
        }
        Some(r)
    }

    /// Appends `seat`; returns false (and changes nothing) when the ranking
    /// is full or already holds it.
    pub fn push(&mut self, seat: Seat) -> bool {
        let len = self.len as usize;
        if len >= SEAT_LIMIT || self.contains(seat) {
            return false;
        }
        self.seats[len] = seat;
        self.len += 1;
        true
    }

    /// Whether `seat` is ranked.
    #[inline]
    pub fn contains(&self, seat: Seat) -> bool {
        self.as_slice().contains(&seat)
    }

    /// The ranked seats, best first.
    #[inline]
    pub fn as_slice(&self) -> &[Seat] {
        &self.seats[..(self.len as usize).min(SEAT_LIMIT)]
    }

    /// The winner, if anyone is ranked.
    #[inline]
    pub fn first(&self) -> Option<Seat> {
        self.as_slice().first().copied()
    }

    /// How many seats are ranked.
    #[inline]
    pub fn len(&self) -> usize {
        self.as_slice().len()
    }

    /// Whether nobody is ranked yet.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Debug for Ranking {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl TryFrom<Vec<Seat>> for Ranking {
    type Error = &'static str;
    fn try_from(v: Vec<Seat>) -> Result<Self, Self::Error> {
        Ranking::from_seats(&v).ok_or("a ranking lists at most 8 distinct seats")
    }
}

impl From<Ranking> for Vec<Seat> {
    fn from(r: Ranking) -> Self {
        r.as_slice().to_vec()
    }
}

/// How a game ended.
///
/// `#[non_exhaustive]`: a new way for a game to end may be added, so a
/// `match` outside this crate keeps a `_ =>` arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Outcome {
    /// One seat won; the game stopped there.
    Winner(Seat),
    /// Play went on to a full ranking, best first.
    Ranking(Ranking),
    /// Nobody can ever move again (for instance every token is held):
    /// the game ended without a winner.
    Blocked,
    /// The game reached the action limit of its rules and was cut short.
    Truncated,
    /// The rules declared the game drawn (Plakoto: both sides' last
    /// checkers on their starting points pinned).
    Draw,
}

impl Outcome {
    /// The winning seat, if the game has one.
    pub fn winner(&self) -> Option<Seat> {
        match self {
            Outcome::Winner(s) => Some(*s),
            Outcome::Ranking(r) => r.first(),
            Outcome::Blocked | Outcome::Truncated | Outcome::Draw => None,
        }
    }

    /// What this ending is worth to `seat` when a game scores wins only:
    /// the default of [`RaceGame::payoff`](crate::RaceGame::payoff).
    ///
    /// - [`Winner`](Outcome::Winner): 1 to the winner, 0 to every other seat;
    /// - [`Ranking`](Outcome::Ranking): 1 to the first, 0 to every other seat
    ///   (the places behind the first are worth nothing: a game that scores
    ///   places says so in its own payoff, as Ludo's place points do);
    /// - [`Blocked`](Outcome::Blocked), [`Truncated`](Outcome::Truncated)
    ///   and [`Draw`](Outcome::Draw): 0 to every seat, since nobody won.
    ///
    /// So the expected default payoff of a seat is its chance of winning,
    /// and a sum of default payoffs over games is a count of wins.
    ///
    /// ```
    /// use racegame::{Outcome, Ranking, Seat};
    /// assert_eq!(Outcome::Winner(Seat(1)).win_payoff(Seat(1)), 1);
    /// assert_eq!(Outcome::Winner(Seat(1)).win_payoff(Seat(0)), 0);
    /// let r = Ranking::from_seats(&[Seat(2), Seat(0)]).unwrap();
    /// assert_eq!(Outcome::Ranking(r).win_payoff(Seat(0)), 0);
    /// assert_eq!(Outcome::Blocked.win_payoff(Seat(0)), 0);
    /// ```
    pub fn win_payoff(&self, seat: Seat) -> i64 {
        i64::from(self.winner() == Some(seat))
    }
    /// The winning team under `teams`, if the game has a winner: the team
    /// of [`winner`](Outcome::winner). Where every seat plays alone it is
    /// the winner's own team, of the winner's number.
    ///
    /// ```
    /// use racegame::{Outcome, Seat, Team, Teams};
    /// let teams = Teams::opposite(4)?;
    /// assert_eq!(Outcome::Winner(Seat(3)).winning_team(&teams), Some(Team(1)));
    /// assert_eq!(Outcome::Blocked.winning_team(&teams), None);
    /// # Ok::<(), racegame::TeamsError>(())
    /// ```
    pub fn winning_team(&self, teams: &Teams) -> Option<Team> {
        self.winner().map(|w| teams.team_of(w))
    }

    /// What this ending is worth to `seat` when partners share a result
    /// and the game scores wins only: 1 to every seat of the winner's team,
    /// 0 to every other seat (and to everyone when nobody won). The
    /// default of [`RaceGame::payoff`](crate::RaceGame::payoff), with the
    /// game's [`teams`](crate::RaceGame::teams); where every seat plays
    /// alone it is [`win_payoff`](Outcome::win_payoff).
    ///
    /// ```
    /// use racegame::{Outcome, Seat, Teams};
    /// let teams = Teams::opposite(4)?;
    /// let won = Outcome::Winner(Seat(2));
    /// assert_eq!(won.team_win_payoff(&teams, Seat(0)), 1); // the partner
    /// assert_eq!(won.team_win_payoff(&teams, Seat(1)), 0);
    /// let alone = Teams::alone((0..4).map(Seat));
    /// assert_eq!(won.team_win_payoff(&alone, Seat(0)), won.win_payoff(Seat(0)));
    /// # Ok::<(), racegame::TeamsError>(())
    /// ```
    pub fn team_win_payoff(&self, teams: &Teams, seat: Seat) -> i64 {
        i64::from(self.winning_team(teams) == Some(teams.team_of(seat)))
    }
}

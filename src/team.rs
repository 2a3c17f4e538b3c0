//! Which seats play together: [`Teams`], a partition of the seats at the table into [`Team`]s, every seat alone unless a game says otherwise.

use alloc::vec::Vec;
use core::fmt;

use crate::game::{SEAT_LIMIT, Seat};

// A team's members are a bit mask of seats in one byte.
const _: () = assert!(SEAT_LIMIT <= 8);

/// A team of seats that play together and share one result, named by its
/// lowest seat: the team of seats 1 and 3 is `Team(1)`.
///
/// So where every seat plays alone (the default of
/// [`RaceGame::teams`](crate::RaceGame::teams)), a seat's team has the
/// seat's own number, and per-seat arrays of [`SEAT_LIMIT`] serve as
/// per-team arrays too ([`index`](Team::index)).
///
/// ```
/// use racegame::{Seat, Team, Teams};
/// let teams = Teams::opposite(4)?;
/// assert_eq!(teams.team_of(Seat(3)), Team(1));
/// assert_eq!(Team(1).to_string(), "team 1");
/// # Ok::<(), racegame::TeamsError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct Team(pub u8);

impl Team {
    /// The team as an index into per-team (or per-seat) arrays: its lowest
    /// seat's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The team's lowest seat, whose number it carries.
    #[inline]
    pub const fn lowest_seat(self) -> Seat {
        Seat(self.0)
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team {}", self.0)
    }
}

/// Why seats cannot be made into [`Teams`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum TeamsError {
    /// A seat at or beyond [`SEAT_LIMIT`].
    #[error("{seat} is beyond the most seats any table has ({SEAT_LIMIT})")]
    SeatOutOfRange {
        /// The seat named.
        seat: Seat,
    },
    /// A seat named in two teams, or twice in one.
    #[error("{seat} is named twice: a seat plays in one team")]
    SeatTwice {
        /// The seat named twice.
        seat: Seat,
    },
    /// A team of no seats.
    #[error("a team needs at least one seat")]
    EmptyTeam,
    /// Opposite partners need an even number of seats, at least two and at
    /// most [`SEAT_LIMIT`].
    #[error("{seats} seats cannot sit in opposite pairs")]
    NotOpposite {
        /// The number of seats asked for.
        seats: usize,
    },
}

/// Which seats play together: a partition of the seats at the table into
/// [`Team`]s. `Copy`, eight bytes, no allocation.
///
/// Every game says its teams through
/// [`RaceGame::teams`](crate::RaceGame::teams), whose default is every
/// seat in play alone ([`Teams::alone`]): the games of one seat each need
/// not mention teams at all. A partnership game (Ludo with partners,
/// Pachisi) returns its partnerships, and the generic code reads them:
/// partners share a result (the payoff of
/// [`Outcome::team_win_payoff`](crate::Outcome::team_win_payoff)), the
/// solver plays two teams as its two sides, and the summaries count wins
/// by team.
///
/// A team is named by its lowest seat ([`Team`]); a seat not at the table
/// belongs to no team, and [`team_of`](Teams::team_of) answers its own
/// number for it, as if it played alone.
///
/// ```
/// use racegame::{Seat, Team, Teams};
/// // Four seats round the board, opposite seats partners.
/// let teams = Teams::opposite(4)?;
/// assert_eq!(teams.len(), 2);
/// assert_eq!(teams.team_of(Seat(2)), Team(0));
/// assert!(teams.same_team(Seat(1), Seat(3)));
/// assert_eq!(teams.members(Team(1)).collect::<Vec<_>>(), [Seat(1), Seat(3)]);
/// assert_eq!(teams.sides(), Some((Team(0), Team(1))));
/// // The same, named group by group.
/// assert_eq!(Teams::new(&[&[Seat(0), Seat(2)], &[Seat(3), Seat(1)]])?, teams);
/// // Every seat alone: the default of every game.
/// let alone = Teams::alone([Seat(0), Seat(2)]);
/// assert_eq!(alone.teams().collect::<Vec<_>>(), [Team(0), Team(2)]);
/// assert!(!alone.has_partners());
/// # Ok::<(), racegame::TeamsError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "Vec<Vec<Seat>>", into = "Vec<Vec<Seat>>")
)]
pub struct Teams {
    /// For each seat, the mask of its team's seats (itself included); 0 for
    /// a seat not at the table.
    mates: [u8; SEAT_LIMIT],
}

impl Teams {
    /// Every seat of `seats` in a team of its own (seats at or beyond
    /// [`SEAT_LIMIT`] are left out): the default of every game.
    pub fn alone(seats: impl IntoIterator<Item = Seat>) -> Self {
        let mut mates = [0; SEAT_LIMIT];
        for seat in seats {
            if let Some(m) = mates.get_mut(seat.index()) {
                *m = 1 << seat.0;
            }
        }
        Teams { mates }
    }

    /// The teams of `groups`, one a group; a seat no group names is not at
    /// the table.
    ///
    /// # Errors
    ///
    /// [`TeamsError`]: an empty group, a seat beyond [`SEAT_LIMIT`], a seat
    /// named twice.
    pub fn new(groups: &[&[Seat]]) -> Result<Self, TeamsError> {
        let mut mates = [0u8; SEAT_LIMIT];
        for group in groups {
            let mut mask = 0u8;
            for &seat in *group {
                let taken = mates.get(seat.index());
                match taken {
                    None => return Err(TeamsError::SeatOutOfRange { seat }),
                    Some(&m) if m != 0 || mask & (1 << seat.0) != 0 => {
                        return Err(TeamsError::SeatTwice { seat });
                    }
                    Some(_) => mask |= 1 << seat.0,
                }
            }
            if mask == 0 {
                return Err(TeamsError::EmptyTeam);
            }
            for seat in Members(mask) {
                mates[seat.index()] = mask;
            }
        }
        Ok(Teams { mates })
    }

    /// Seats `0..seats` round the board in opposite pairs: seat `i` with
    /// seat `i + seats / 2` (four seats: 0 with 2, 1 with 3), as partners
    /// sit in Pachisi and in partnership Ludo.
    ///
    /// # Errors
    ///
    /// [`TeamsError::NotOpposite`] unless `seats` is even, from 2 to
    /// [`SEAT_LIMIT`].
    pub fn opposite(seats: usize) -> Result<Self, TeamsError> {
        if seats < 2 || !seats.is_multiple_of(2) || seats > SEAT_LIMIT {
            return Err(TeamsError::NotOpposite { seats });
        }
        let half = seats / 2;
        let mut mates = [0u8; SEAT_LIMIT];
        for i in 0..half {
            let mask = (1u8 << i) | (1u8 << (i + half));
            mates[i] = mask;
            mates[i + half] = mask;
        }
        Ok(Teams { mates })
    }

    /// The team of `seat`: its own number for a seat not at the table.
    #[inline]
    pub fn team_of(&self, seat: Seat) -> Team {
        match self.mates.get(seat.index()) {
            Some(&m) if m != 0 => Team(m.trailing_zeros() as u8),
            _ => Team(seat.0),
        }
    }

    /// The seats of `team`, lowest first (none for a team not at the
    /// table).
    #[inline]
    pub fn members(&self, team: Team) -> Members {
        let mask = self.mates.get(team.index()).copied().unwrap_or(0);
        // A team is named by its lowest seat; any other number names none.
        if mask.trailing_zeros() == u32::from(team.0) {
            Members(mask)
        } else {
            Members(0)
        }
    }

    /// Whether `a` and `b` are in one team (a seat is in its own).
    #[inline]
    pub fn same_team(&self, a: Seat, b: Seat) -> bool {
        self.team_of(a) == self.team_of(b)
    }

    /// Whether `seat` is at the table (in some team).
    #[inline]
    pub fn contains(&self, seat: Seat) -> bool {
        self.mates.get(seat.index()).is_some_and(|&m| m != 0)
    }

    /// The seats at the table, lowest first.
    pub fn seats(&self) -> Members {
        Members(self.mates.iter().fold(0, |all, m| all | m))
    }

    /// The teams, by their lowest seats in order.
    pub fn teams(&self) -> impl Iterator<Item = Team> + '_ {
        self.seats()
            .filter(|&s| self.team_of(s).lowest_seat() == s)
            .map(|s| Team(s.0))
    }

    /// How many teams there are.
    pub fn len(&self) -> usize {
        self.teams().count()
    }

    /// Whether no seat is at the table.
    pub fn is_empty(&self) -> bool {
        self.mates.iter().all(|&m| m == 0)
    }

    /// Whether some team has more than one seat: false where every seat
    /// plays alone.
    pub fn has_partners(&self) -> bool {
        self.mates.iter().any(|m| m.count_ones() > 1)
    }

    /// The two teams, lower first, when there are exactly two: the two
    /// sides of a two-sided game (the solver's).
    pub fn sides(&self) -> Option<(Team, Team)> {
        let mut teams = self.teams();
        match (teams.next(), teams.next(), teams.next()) {
            (Some(a), Some(b), None) => Some((a, b)),
            _ => None,
        }
    }
}

impl fmt::Debug for Teams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.teams().map(|t| self.members(t)))
            .finish()
    }
}

impl TryFrom<Vec<Vec<Seat>>> for Teams {
    type Error = TeamsError;
    fn try_from(groups: Vec<Vec<Seat>>) -> Result<Self, Self::Error> {
        let groups: Vec<&[Seat]> = groups.iter().map(Vec::as_slice).collect();
        Teams::new(&groups)
    }
}

impl From<Teams> for Vec<Vec<Seat>> {
    fn from(teams: Teams) -> Self {
        teams.teams().map(|t| teams.members(t).collect()).collect()
    }
}

/// The seats of a team (or of the table), lowest first: a `Copy` iterator
/// over a set of seats ([`Teams::members`], [`Teams::seats`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Members(u8);

impl Members {
    /// Whether `seat` is one of them.
    #[inline]
    pub fn contains(self, seat: Seat) -> bool {
        seat.index() < SEAT_LIMIT && self.0 & (1 << seat.0) != 0
    }
}

impl Iterator for Members {
    type Item = Seat;

    #[inline]
    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let seat = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Seat(seat))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Members {}

impl fmt::Debug for Members {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;

    #[test]
    fn refusals() {
        assert_eq!(Teams::new(&[&[]]), Err(TeamsError::EmptyTeam));
        let s = Seat(8);
        assert_eq!(
            Teams::new(&[&[s]]),
            Err(TeamsError::SeatOutOfRange { seat: s })
        );
        let twice = Teams::new(&[&[Seat(0), Seat(1)], &[Seat(1)]]);
        assert_eq!(twice, Err(TeamsError::SeatTwice { seat: Seat(1) }));
        let twice = Teams::new(&[&[Seat(2), Seat(2)]]);
        assert_eq!(twice, Err(TeamsError::SeatTwice { seat: Seat(2) }));
        for seats in [0, 1, 3, 10] {
            assert_eq!(
                Teams::opposite(seats),
                Err(TeamsError::NotOpposite { seats })
            );
        }
    }

    #[test]
    fn alone_is_identity() {
        let teams = Teams::alone((0..3).map(Seat));
        assert_eq!(teams.len(), 3);
        for s in 0..3 {
            assert_eq!(teams.team_of(Seat(s)), Team(s));
            assert_eq!(teams.members(Team(s)).collect::<Vec<_>>(), [Seat(s)]);
        }
        assert!(!teams.contains(Seat(3)));
        assert_eq!(teams.team_of(Seat(5)), Team(5));
        assert_eq!(teams.members(Team(5)).len(), 0);
        assert_eq!(teams.sides(), None);
        assert!(Teams::alone([]).is_empty());
        assert_eq!(Teams::alone([Seat(9)]), Teams::alone([]));
    }

    #[test]
    fn groups_and_opposite() {
        let six = Teams::opposite(6).unwrap();
        assert_eq!(six.len(), 3);
        assert_eq!(six.team_of(Seat(5)), Team(2));
        assert_eq!(six.members(Team(2)).collect::<Vec<_>>(), [Seat(2), Seat(5)]);
        // A team is only named by its lowest seat.
        assert_eq!(six.members(Team(5)).len(), 0);
        let odd = Teams::new(&[&[Seat(0), Seat(1), Seat(2)], &[Seat(3)]]).unwrap();
        assert_eq!(odd.sides(), Some((Team(0), Team(3))));
        assert!(odd.has_partners() && odd.same_team(Seat(2), Seat(0)));
        assert!(!odd.same_team(Seat(2), Seat(3)));
        assert_eq!(
            format!("{odd:?}"),
            "[[Seat(0), Seat(1), Seat(2)], [Seat(3)]]"
        );
        let groups: Vec<Vec<Seat>> = odd.into();
        assert_eq!(Teams::try_from(groups), Ok(odd));
    }
}

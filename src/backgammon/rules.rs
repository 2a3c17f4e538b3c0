//! [`BackgammonRules`]: the layout, the geometry, how checkers meet, the opening and the scoring, as plain data checked when built.

use alloc::vec::Vec;

use super::cube::{CubeRules, MatchRules};
use super::error::BackgammonRulesError;
use super::restriction::{Restriction, Restrictions};

/// Most checkers a side has (15 in every published game on this board).
pub const MAX_CHECKERS: u8 = 15;

/// Points on the board.
pub const POINTS: u8 = 24;

/// The mover's point number of the bar, where hit checkers wait to enter:
/// one past the farthest point, so that entering is a move like any other.
pub const BAR: u8 = 25;

/// The point number a checker reaches when it is borne off.
pub const OFF: u8 = 0;

/// Where one side's checkers stand at the start, by the side's own point
/// numbers (its 24-point is the farthest from home, its 1-point the
/// deepest point of its home board).
///
/// ```
/// use racegame::backgammon::Layout;
/// let start = Layout::new(&[(24, 2), (13, 5), (8, 3), (6, 5)]);
/// assert_eq!(start.count(13), 5);
/// assert_eq!(start.checkers(), 15);
/// assert_eq!(start.points().collect::<Vec<_>>(), [(24, 2), (13, 5), (8, 3), (6, 5)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "Vec<(u8, u8)>", into = "Vec<(u8, u8)>")
)]
pub struct Layout {
    /// `counts[p - 1]`: checkers on point `p`.
    counts: [u8; 24],
}

impl Layout {
    /// A layout of `(point, checkers)` pairs; points outside 1 to 24 are
    /// ignored, and a point named twice adds up (saturating), so that the
    /// constructor can be `const`. [`BackgammonRules::validate`] checks
    /// the total.
    pub const fn new(points: &[(u8, u8)]) -> Layout {
        let mut counts = [0u8; 24];
        let mut i = 0;
        while i < points.len() {
            let (p, n) = points[i];
            if p >= 1 && p <= POINTS {
                counts[(p - 1) as usize] = counts[(p - 1) as usize].saturating_add(n);
            }
            i += 1;
        }
        Layout { counts }
    }

    /// Checkers on point `p` (0 off the board's points).
    pub const fn count(&self, p: u8) -> u8 {
        if p >= 1 && p <= POINTS {
            self.counts[(p - 1) as usize]
        } else {
            0
        }
    }

    /// Checkers in the layout.
    pub fn checkers(&self) -> u16 {
        self.counts.iter().map(|&n| u16::from(n)).sum()
    }

    /// The points that hold checkers, farthest first, with their counts.
    pub fn points(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        (1..=POINTS)
            .rev()
            .map(|p| (p, self.count(p)))
            .filter(|&(_, n)| n > 0)
    }
}

impl TryFrom<Vec<(u8, u8)>> for Layout {
    type Error = BackgammonRulesError;
    fn try_from(points: Vec<(u8, u8)>) -> Result<Self, Self::Error> {
        let mut layout = Layout::default();
        for (p, n) in points {
            if !(1..=POINTS).contains(&p) {
                return Err(BackgammonRulesError::LayoutPoint(p));
            }
            let slot = &mut layout.counts[usize::from(p - 1)];
            if *slot != 0 || n == 0 {
                return Err(BackgammonRulesError::LayoutPoint(p));
            }
            *slot = n;
        }
        Ok(layout)
    }
}

impl From<Layout> for Vec<(u8, u8)> {
    fn from(layout: Layout) -> Self {
        layout.points().collect()
    }
}

/// Which way the two sides travel round the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Direction {
    /// In opposite directions, as in backgammon: one side's point `p` is
    /// the other's point `25 - p`, so each side's home board is the
    /// other's starting table.
    #[default]
    Opposite,
    /// Both the same way round, from diagonally opposite corners, as in
    /// Fevga: one side's points 1 to 12 are the other's 13 to 24 (one's
    /// 24-point, where it starts, is the other's 12-point).
    Same,
}

impl Direction {
    /// The other side's number for the mover's point `p` (1 to 24); the
    /// bar and off map to themselves. An involution: applied twice it
    /// gives `p` back.
    #[inline]
    pub const fn other(self, p: u8) -> u8 {
        match (self, p) {
            (_, 0) | (_, 25..) => p,
            (Direction::Opposite, _) => 25 - p,
            (Direction::Same, 1..=12) => p + 12,
            (Direction::Same, _) => p - 12,
        }
    }
}

/// What happens when a checker lands on a point held by a single opposing
/// checker (a blot).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Contact {
    /// The blot is hit: it goes to the bar and must enter again, on the
    /// mover's home board, before its side moves anything else. Two or more
    /// checkers hold a point. Backgammon, Portes.
    #[default]
    Hit,
    /// The blot is pinned: it stays where it is, cannot move until every
    /// pinning checker has left, and its point belongs to the pinner (who
    /// may add checkers; the pinned side may not land there). Two or more
    /// checkers, or one that pins, hold a point. Plakoto.
    Pin,
    /// No contact at all: a single checker holds its point, and the other
    /// side may never land there. Fevga.
    Block,
}

/// How the first turn of a game is decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Opening {
    /// Each side throws one die; equal dice are thrown again; the side with
    /// the higher die plays first, with the two dice thrown as its roll.
    /// The USBGF and WBF rule.
    #[default]
    PlayBoth,
    /// Each side throws one die, equal dice thrown again; the side with the
    /// higher die throws both dice for its first turn (the tavli rule).
    RollAgain,
    /// No opening throw: the game's first seat throws both dice first
    /// ([`BackgammonGame::with_first`](super::BackgammonGame::with_first)).
    None,
}

/// What pinning a side's last checker on its starting point (its
/// "mother") does, under [`Contact::Pin`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum MotherRule {
    /// Nothing more than any pin.
    #[default]
    Off,
    /// The pinner wins at once (a mother win, scored as a gammon) if it has
    /// no checker left on its own starting point; otherwise play goes on.
    Wins,
    /// As `Wins`, and if the pinner's own mother is pinned at that moment,
    /// the game ends drawn.
    WinsOrDraws,
}

crate::checked::checked_rules! {
    /// A rule set for a game on the backgammon board: checkers and their
    /// starting layout, the direction of travel, how checkers meet, the
    /// opening, the scoring and the variants' own restrictions. Every field is
    /// public; change any and [`BackgammonGame::new`](super::BackgammonGame::new)
    /// checks the result.
    ///
    /// Serialized (with the `serde` feature), the rules are an object of
    /// their fields by name; reading one is strict: an unknown key is
    /// refused, every key is required (`null` for an absent option) but `cube` and
    /// `match_play`, left out when `None`, and
    /// the rules read are checked by `validate`.
    ///
    /// The presets ([`BackgammonRules::backgammon`], `nackgammon`,
    /// `hypergammon`, `portes`, `plakoto`, `fevga`, `long_nardy`, `tavla`)
    /// give each rule book in full.
    ///
    /// **A game that can never end.** Some rule sets and layouts no rule book
    /// plays can reach a board where neither side can move a checker with any
    /// die (each side's last checker outside home pinned under the other's
    /// checkers on their 1-point, say): no throw would change the board
    /// again. No published rule book covers it; the reading here is that the
    /// game ends drawn at the throw that finds it ([`Phase::Drawn`](super::Phase::Drawn),
    /// a drawn game of a match followed by the next game), rather than
    /// passing for ever. So a game under pinning or blocking always ends:
    /// no checker goes back, each move lowers its side's pip count, and once
    /// no move is possible the game is drawn. Under hitting, where checkers
    /// go back, the crate's tests search every position of one-checker games
    /// under every accepted rule set for a way to the end, and play random
    /// games of random rule sets; a proof for every layout is not claimed.
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonRules, BackgammonRulesError, Layout};
    /// let mut short = BackgammonRules::backgammon();
    /// short.checkers = 4;
    /// short.start = Layout::new(&[(24, 2), (6, 2)]);
    /// assert!(short.validate().is_ok());
    /// short.checkers = 5;
    /// assert_eq!(short.validate(), Err(BackgammonRulesError::LayoutTotal { total: 4, checkers: 5 }));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub struct BackgammonRules {
        /// Checkers per side, 1 to [`MAX_CHECKERS`].
        pub checkers: u8,
        /// Where each side's checkers start, by its own point numbers (the
        /// same for both sides).
        pub start: Layout,
        /// Which way the sides travel.
        pub direction: Direction,
        /// What landing on a single opposing checker does.
        pub contact: Contact,
        /// How the first turn is decided.
        pub opening: Opening,
        /// Whether a gammon (the loser has borne off no checker) scores 2.
        pub gammons: bool,
        /// Whether a backgammon (a gammon with a losing checker on the bar or
        /// in the winner's home board) scores 3; needs `gammons`.
        pub backgammons: bool,
        /// What pinning a mother checker does (only under [`Contact::Pin`]).
        pub mother: MotherRule,
        /// Fevga's first rule: a side moves no second checker off its starting
        /// point until one has passed the other side's starting point. Only
        /// with [`Contact::Block`] and [`Direction::Same`], as in Fevga:
        /// with hitting or pinning a runner sent back or pinned can hold every
        /// other checker on its start for good, and with the sides travelling
        /// in opposite directions the other side's starting point is the
        /// mover's 1-point, which no runner passes before bearing off; both
        /// sides could be left without a move, the game neither won nor
        /// blocked, so [`validate`](BackgammonRules::validate) refuses these
        /// rule sets ([`BackgammonRulesError::FevgaOnly`]).
        pub runner_first: bool,
        /// Fevga's rule that a side may never hold all six points of its own
        /// starting table (its points 19 to 24) at once. Only with
        /// [`Contact::Block`], as in Fevga: with hitting or pinning, a checker
        /// on the bar (or a side's last free checker) can be kept from the
        /// one point that would fill the table for good, and the game never
        /// ends ([`BackgammonRulesError::FevgaOnly`]).
        pub starting_table_open: bool,
        /// Fevga's rule on primes: a play must not end with the mover holding
        /// six consecutive points (along the opponent's path) that every
        /// opposing checker on the board is still behind, if any play with as
        /// many dice avoids it.
        pub no_trapping_prime: bool,
        /// The restrictions on moves that look beyond one checker move (long
        /// nardy's head and prime rules, tavla's no hit-and-run), as a set of
        /// [`Restriction`] values; empty in every other preset, and left out
        /// of the serialized form when empty.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Restrictions::is_empty_ref")
        )]
        pub restrictions: Restrictions,
        /// Whether a side may offer to resign (a single game, a gammon or a
        /// backgammon) for the other to accept or reject, as GNU
        /// Backgammon and FIBS play it: then every turn begins with a
        /// decision before the throw ([`Phase::AwaitingCube`](super::Phase::AwaitingCube),
        /// even without a cube), and the offers are legal there and after
        /// the throw before the first move. Off in every preset (a bot's
        /// game needs no offers); match files with a resigned game turn it
        /// on. Left out of the serialized form when off.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
        pub resignations: bool,
        /// Actions after which the game ends as
        /// [`Outcome::Truncated`](crate::Outcome::Truncated) (none). Without a
        /// limit it is cut short after `u32::MAX` actions, so the count never
        /// overflows.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "crate::checked::required"))]
        pub action_limit: Option<u32>,
        /// The doubling cube ([`CubeRules`]); `None`: no cube, every game
        /// scores its own points. Left out of the serialized form when `None`.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
        pub cube: Option<CubeRules>,
        /// Match play ([`MatchRules`]): the state is a whole match to a number
        /// of points. `None`: one game a state (money play). Left out of the
        /// serialized form when `None`.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
        pub match_play: Option<MatchRules>,
    }
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_false(v: &bool) -> bool {
    !*v
}

impl Default for BackgammonRules {
    fn default() -> Self {
        BackgammonRules::backgammon()
    }
}

impl BackgammonRules {
    /// Checks that the rules can be played: the checker count, a layout of
    /// exactly that many checkers where the two sides never share a point
    /// (nor break a rule of their own at the start), Fevga's runner and
    /// starting-table rules only in Fevga's geometry (without them a game
    /// could reach a point where neither side ever moves again), backgammons only with
    /// gammons, a mother rule only with pins, a positive action limit, a
    /// cube's cap within [`MAX_DOUBLINGS`](super::MAX_DOUBLINGS), a match's
    /// length within [`MAX_MATCH_LENGTH`](super::MAX_MATCH_LENGTH) and
    /// without money play's options.
    ///
    /// # Errors
    ///
    /// The first problem found, as a [`BackgammonRulesError`].
    pub fn validate(&self) -> Result<(), BackgammonRulesError> {
        if self.checkers == 0 || self.checkers > MAX_CHECKERS {
            return Err(BackgammonRulesError::Checkers(self.checkers));
        }
        let total = self.start.checkers();
        if total != u16::from(self.checkers) {
            return Err(BackgammonRulesError::LayoutTotal {
                total,
                checkers: self.checkers,
            });
        }
        if let Some((p, _)) = self
            .start
            .points()
            .find(|&(p, _)| self.start.count(self.direction.other(p)) > 0)
        {
            return Err(BackgammonRulesError::SharedStart(p));
        }
        if self.runner_first
            && (self.contact != Contact::Block || self.direction != Direction::Same)
        {
            return Err(BackgammonRulesError::FevgaOnly("the runner rule"));
        }
        if self.starting_table_open && self.contact != Contact::Block {
            return Err(BackgammonRulesError::FevgaOnly("the starting-table rule"));
        }
        if self.starting_table_open && (19..=POINTS).all(|p| self.start.count(p) > 0) {
            return Err(BackgammonRulesError::StartingTableClosed);
        }
        if self.backgammons && !self.gammons {
            return Err(BackgammonRulesError::BackgammonsWithoutGammons);
        }
        if self.mother != MotherRule::Off && self.contact != Contact::Pin {
            return Err(BackgammonRulesError::MotherWithoutPins);
        }
        if self.action_limit == Some(0) {
            return Err(BackgammonRulesError::ZeroActionLimit);
        }
        if self
            .restrictions
            .contains(Restriction::FirstDoublesTwoOffHead)
            && !self.restrictions.contains(Restriction::HeadOnce)
        {
            return Err(BackgammonRulesError::ExceptionWithoutHeadRule);
        }
        self.validate_cube()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_directions_map_points_as_the_boards_are_drawn() {
        assert_eq!(Direction::Opposite.other(24), 1);
        assert_eq!(Direction::Opposite.other(6), 19);
        assert_eq!(Direction::Same.other(24), 12);
        assert_eq!(Direction::Same.other(1), 13);
        for d in [Direction::Opposite, Direction::Same] {
            for p in 0..=25 {
                assert_eq!(d.other(d.other(p)), p);
            }
            assert_eq!(d.other(BAR), BAR);
            assert_eq!(d.other(OFF), OFF);
        }
    }

    #[test]
    fn a_layout_names_each_point_once() {
        assert!(Layout::try_from(alloc::vec![(24, 2), (24, 1)]).is_err());
        assert!(Layout::try_from(alloc::vec![(25, 2)]).is_err());
        assert!(Layout::try_from(alloc::vec![(3, 0)]).is_err());
        let l = Layout::try_from(alloc::vec![(6, 5), (24, 2)]).unwrap();
        assert_eq!(Vec::from(l), [(24, 2), (6, 5)]);
    }
}

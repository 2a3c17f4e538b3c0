//! The doubling cube and match play as rules: [`CubeRules`] (money play's Jacoby rule, beavers, a cap), [`MatchRules`] (a match to N points, the Crawford rule), and the presets that switch them on.

use super::error::BackgammonRulesError;
use super::game::BackgammonGame;
use super::rules::BackgammonRules;

/// Most doublings the cube allows: a cube of 4096. The state keeps the
/// cube's value as a power of two up to this, whatever the cap.
pub const MAX_DOUBLINGS: u8 = 12;

/// Longest match the state holds: 255 points. A side may double only
/// while a single win at the cube's value would not already give it the
/// match, so a game of a match scores at most three times twice the
/// length, and every score stays far inside its 16 bits (and the 15 bits
/// of GNU Backgammon's Match ID).
pub const MAX_MATCH_LENGTH: u16 = 255;

/// The rules of the doubling cube.
///
/// The cube starts in the middle at 1. Before throwing, the side to throw
/// may double if the cube is in the middle or its own; the other side
/// takes (the cube's value doubles and the taker owns it) or passes (and
/// loses the cube's value before the double at once). The options are
/// money play's: [`BackgammonRules::backgammon_money`] gives the whole
/// rule book.
///
/// ```
/// use racegame::backgammon::CubeRules;
/// let rules = CubeRules::money().with_jacoby(true).with_max_doublings(Some(6));
/// assert_eq!((rules.jacoby, rules.beavers, rules.cap()), (true, false, 6));
/// assert!(CubeRules::money().with_max_doublings(Some(13)).validate().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct CubeRules {
    /// The Jacoby rule: a gammon or backgammon counts as a single game
    /// while the cube has not been turned (money play only).
    pub jacoby: bool,
    /// Beavers: a side doubled may redouble at once while taking, keeping
    /// the cube (its value doubles twice). Money play only; raccoons (the
    /// doubler redoubling a beaver at once) are not played.
    pub beavers: bool,
    /// A cap: the cube never goes past `2^max_doublings`. `None`: no cap
    /// but the state's, [`MAX_DOUBLINGS`] (a solver reads `None` as no
    /// cap at all). Read from text it must be given (`null` for none),
    /// as every field of the cube's rules.
    #[cfg_attr(
        feature = "serde",
        serde(deserialize_with = "crate::checked::required")
    )]
    pub max_doublings: Option<u8>,
}

impl CubeRules {
    /// Money play with no Jacoby rule, no beavers and no cap.
    pub const fn money() -> Self {
        CubeRules {
            jacoby: false,
            beavers: false,
            max_doublings: None,
        }
    }

    /// These rules with the Jacoby rule on or off.
    pub const fn with_jacoby(mut self, on: bool) -> Self {
        self.jacoby = on;
        self
    }

    /// These rules with beavers allowed or not.
    pub const fn with_beavers(mut self, on: bool) -> Self {
        self.beavers = on;
        self
    }

    /// These rules with the cube capped at `2^doublings` (`None`: no cap).
    pub const fn with_max_doublings(mut self, doublings: Option<u8>) -> Self {
        self.max_doublings = doublings;
        self
    }

    /// The most doublings the engine allows: the cap, or
    /// [`MAX_DOUBLINGS`] without one.
    pub const fn cap(&self) -> u8 {
        match self.max_doublings {
            Some(k) if k < MAX_DOUBLINGS => k,
            _ => MAX_DOUBLINGS,
        }
    }

    /// Checks the cap.
    ///
    /// # Errors
    ///
    /// [`BackgammonRulesError::CubeCap`] for a cap past [`MAX_DOUBLINGS`].
    pub const fn validate(&self) -> Result<(), BackgammonRulesError> {
        match self.max_doublings {
            Some(k) if k > MAX_DOUBLINGS => Err(BackgammonRulesError::CubeCap(k)),
            _ => Ok(()),
        }
    }
}

/// A match to `length` points: the state is the whole match.
///
/// Each game is played as under the rules without a match, its winner
/// scoring the game's points times the cube's value; then the next game
/// begins at its opening, the cube back in the middle, until a side has
/// `length` points. With [`crawford`](MatchRules::crawford), the first
/// game after a side first reaches `length - 1` is the Crawford game,
/// played without the cube; the games after it are post-Crawford, the
/// cube back in play. [`BackgammonRules::with_match`] gives the rule book.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct MatchRules {
    /// Points to win the match: 1 to [`MAX_MATCH_LENGTH`].
    pub length: u16,
    /// Whether the Crawford rule is played (read from text it must be
    /// given, as the length).
    pub crawford: bool,
}

impl MatchRules {
    /// A match to `length` points under the Crawford rule.
    pub const fn to(length: u16) -> Self {
        MatchRules {
            length,
            crawford: true,
        }
    }

    /// This match with the Crawford rule on or off.
    pub const fn with_crawford(mut self, on: bool) -> Self {
        self.crawford = on;
        self
    }
}

impl BackgammonRules {
    /// These rules with the doubling cube under `cube`.
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonRules, CubeRules};
    /// let money = BackgammonRules::backgammon().with_cube(CubeRules::money());
    /// assert_eq!(money.cube, Some(CubeRules::money()));
    /// assert_eq!(BackgammonRules::backgammon().cube, None);
    /// ```
    pub const fn with_cube(mut self, cube: CubeRules) -> Self {
        self.cube = Some(cube);
        self
    }

    /// Backgammon for money: [`BackgammonRules::backgammon`] with the
    /// doubling cube, the Jacoby rule and beavers. The preset
    /// `"backgammon-money"`.
    ///
    /// **The cube.** The doubling cube, marked 2, 4, 8 to 64, starts in
    /// the middle at 1. A player whose turn it is may, before throwing,
    /// propose to double the stakes if the cube is in the middle or on its
    /// side. The opponent either takes: the cube's value doubles and the
    /// taker owns it (only the owner may redouble); or passes: the game
    /// ends at once and the doubler wins the cube's value before the
    /// double. A game won by bearing off scores its points (1, 2 for a
    /// gammon, 3 for a backgammon) times the cube's value.
    ///
    /// **The Jacoby rule.** Gammons and backgammons count as single games
    /// while the cube is in the middle (no double has been taken).
    ///
    /// **Beavers.** A player who is doubled may beaver: take, and redouble
    /// at once, keeping the cube on its side at four times its value
    /// before the double.
    ///
    /// Sources: the United States Backgammon Federation's rules
    /// ("Doubling", "Jacoby rule", "Beavers" under its optional money-play
    /// rules) and the World Backgammon Federation's rules of the cube; GNU
    /// Backgammon's manual ("The doubling cube", "Settings: Jacoby, beavers")
    /// for money play.
    ///
    /// Readings chosen:
    /// - **No double before the opening roll.** The first turn is played
    ///   with the opening dice, so its player never doubles before it;
    ///   every later turn begins with the cube decision
    ///   ([`Phase::AwaitingCube`](super::Phase::AwaitingCube)), which the
    ///   engine skips when the player may not double.
    /// - **The cube's top.** Without a cap the cube stops at 4096
    ///   ([`MAX_DOUBLINGS`]): no double or beaver past it is offered.
    /// - **A beaver stands.** GNU Backgammon's manual lets the doubler
    ///   accept or refuse a beaver like any double; here, as in this
    ///   crate's cubeful solver ([`solve`](super::solve)), the game goes on
    ///   at four times the value, the beaverer owning the cube. Raccoons
    ///   (the doubler redoubling a beaver at once) are not played.
    /// - **A pass** is a win of kind [`Win::Passed`](super::Win::Passed),
    ///   1 point times the cube before the double.
    ///
    /// ```
    /// use racegame::{RaceGame, backgammon::{BackgammonAction, BackgammonGame, BackgammonRules}};
    /// let game = BackgammonGame::new(BackgammonRules::backgammon_money())?;
    /// assert_eq!(game.rules().cube.map(|c| (c.jacoby, c.beavers)), Some((true, true)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn backgammon_money() -> BackgammonRules {
        BackgammonRules::backgammon()
            .with_cube(CubeRules::money().with_jacoby(true).with_beavers(true))
    }

    /// The cube rules' checks and their fit with the match rules: a
    /// length from 1 to [`MAX_MATCH_LENGTH`], and neither the Jacoby rule
    /// nor beavers in a match (they are money play's).
    pub(crate) fn validate_cube(&self) -> Result<(), BackgammonRulesError> {
        if let Some(cube) = self.cube {
            cube.validate()?;
        }
        let Some(m) = self.match_play else {
            return Ok(());
        };
        if m.length == 0 || m.length > MAX_MATCH_LENGTH {
            return Err(BackgammonRulesError::MatchLength(m.length));
        }
        match self.cube {
            Some(c) if c.jacoby => Err(BackgammonRulesError::MoneyOnly("the Jacoby rule")),
            Some(c) if c.beavers => Err(BackgammonRulesError::MoneyOnly("beavers")),
            _ => Ok(()),
        }
    }

    /// A match to `length` points under the Crawford rule, with the
    /// doubling cube (these rules' cap kept; no Jacoby rule, no beavers:
    /// they are money play's).
    ///
    /// **The match.** Games are played one after another, each from the
    /// opening with the cube in the middle. The winner of a game scores its
    /// points (1, 2 for a gammon, 3 for a backgammon, 1 for a pass) times
    /// the cube's value; the first side to reach `length` points wins the
    /// match.
    ///
    /// **The Crawford rule.** When a side first reaches `length - 1`
    /// points, the next game (the Crawford game) is played without the
    /// cube. In the games after it (post-Crawford) the cube is back in
    /// play.
    ///
    /// Sources: the United States Backgammon Federation's and the World
    /// Backgammon Federation's tournament rules (match play, the Crawford
    /// rule); GNU Backgammon's manual ("Match play", "The Crawford rule").
    ///
    /// Readings chosen:
    /// - **A dead cube is not offered.** A side may double only while a
    ///   single win at the cube's value would not already give it the
    ///   match (its score plus the cube's value below the length), so the
    ///   post-Crawford leader never doubles; where a side may not double,
    ///   its cube decision is skipped.
    /// - **Gammons that cannot matter** still score in full: the score
    ///   records every point won, and may end past the length.
    ///   [`BackgammonGame::gammons_matter`](super::BackgammonGame::gammons_matter)
    ///   says whether a gammon would count for more than a single game.
    /// - **A drawn game** (Plakoto) scores nothing; the next game begins.
    /// - **Who opens each game**: the opening throw, as in the first game
    ///   (under [`Opening::None`](super::Opening::None) the game's first
    ///   seat throws first in every game).
    /// - **The action count** runs over the whole match (an action limit
    ///   cuts the whole match short).
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonGame, BackgammonRules, MatchRules};
    /// let rules = BackgammonRules::backgammon().with_match(7);
    /// assert_eq!(rules.match_play, Some(MatchRules::to(7)));
    /// assert!(rules.cube.is_some());
    /// assert!(BackgammonRules::backgammon_money().with_match(7).cube.is_some_and(|c| !c.jacoby));
    /// assert!(BackgammonGame::new(BackgammonRules::backgammon().with_match(0)).is_err());
    /// ```
    pub const fn with_match(mut self, length: u16) -> Self {
        let cap = match self.cube {
            Some(c) => c.max_doublings,
            None => None,
        };
        self.cube = Some(CubeRules::money().with_max_doublings(cap));
        self.match_play = Some(MatchRules::to(length));
        self
    }
}

impl BackgammonGame {
    /// A game of backgammon for money, with the doubling cube, the Jacoby
    /// rule and beavers ([`BackgammonRules::backgammon_money`]).
    pub fn backgammon_money() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::backgammon_money())
    }
}

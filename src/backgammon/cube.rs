//! The doubling cube as rules: [`CubeRules`] (money play's Jacoby rule, beavers, a cap) and the money-play preset that switches it on.

use super::error::BackgammonRulesError;
use super::game::BackgammonGame;
use super::rules::BackgammonRules;

/// Most doublings the cube allows: a cube of 4096. The state keeps the
/// cube's value as a power of two up to this, whatever the cap.
pub const MAX_DOUBLINGS: u8 = 12;

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
#[cfg_attr(feature = "serde", serde(default, deny_unknown_fields))]
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
    /// cap at all).
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

    /// The cube rules' checks and their fit with the match rules.
    pub(crate) fn validate_cube(&self) -> Result<(), BackgammonRulesError> {
        if let Some(cube) = self.cube {
            cube.validate()?;
        }
        Ok(())
    }
}

impl BackgammonGame {
    /// A game of backgammon for money, with the doubling cube, the Jacoby
    /// rule and beavers ([`BackgammonRules::backgammon_money`]).
    pub fn backgammon_money() -> BackgammonGame {
        BackgammonGame::from_valid(BackgammonRules::backgammon_money())
    }
}

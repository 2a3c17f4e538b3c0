//! The rule sets of the Royal Game of Ur the crate ships: Finkel's reconstruction, James Masters' rules, and RoyalUr.net's Blitz.
//!
//! Each is a [`UrRules`] value; change any field to play a variant, and
//! [`UrGame::new`] checks the result.

use super::error::UrConfigError;
use super::game::UrGame;
use super::rules::{UrDice, UrPath, UrRules};
use crate::preset::Preset;

impl UrRules {
    /// Finkel's reconstruction, as the British Museum plays it (Irving
    /// Finkel's game against Tom Scott, 2017) and as RoyalUr.net's
    /// "Finkel" rules give it. The default.
    ///
    /// **Board and pieces.** Two players, Light and Dark, 7 pieces each,
    /// all waiting off the board at the start. Each player's path (R. C.
    /// Bell's) has 14 squares: the 4 squares of the player's own row from
    /// the middle of the board to its corner (`A4` to `A1` for Light), the
    /// 8 squares of the middle row (`B1` to `B8`), shared by both players,
    /// and the last 2 squares of the player's own row (`A8`, `A7`). A piece
    /// bears off from the path with the 15th step. Rosettes stand on the
    /// 4th, 8th (the central rosette, `B4`) and 14th squares.
    ///
    /// **Dice.** Four binary dice (tetrahedra with two marked tips): the
    /// throw is the number of marked tips up, 0 to 4, with probabilities
    /// 1/16, 4/16, 6/16, 4/16 and 1/16.
    ///
    /// **A turn.** Light throws first. The player throws, then moves one
    /// piece forward by exactly the throw: a waiting piece enters on the
    /// square numbered by the throw (the 1st to the 4th), or a piece on
    /// the board moves on, jumping over any pieces in between. A piece may
    /// not land on one of its owner's pieces. Landing on an opponent's
    /// piece on the middle row captures it: it goes back off the board and
    /// must enter again. A piece on the central rosette is safe: the move
    /// onto it does not exist while an opponent stands there. A piece
    /// bears off only with the exact throw (a throw of 1 from the 14th
    /// square); a larger throw cannot move it. If the throw allows a move
    /// the player must make one, choosing which; a throw of 0, or one that
    /// allows no move, passes the turn. Landing on a rosette (entering on
    /// the 4th square included) earns another throw, which may move any
    /// piece; bearing off never does. Capturing earns nothing more.
    ///
    /// **The end.** The first player to bear off all 7 pieces wins at once.
    ///
    /// Readings chosen where the sources are open:
    /// - **Every rosette is safe** (RoyalUr.net's "pieces on rosette tiles
    ///   cannot be taken"); on this path only the central one can ever
    ///   hold an opposing piece, so it equals "the central rosette is
    ///   safe" (Finkel's text as the Ludii database gives it).
    /// - **Every rosette throws again**, the central one included
    ///   (RoyalUr.net, Masters); Ludii's Finkel text gives the extra throw
    ///   to the four corner rosettes only.
    /// - **Light always starts** (RoyalUr.net); a roll-off can be played
    ///   with [`UrGame::with_first`].
    /// - **No move, no throw again**: a rosette bonus is lost when the
    ///   throw it earns allows no move.
    pub const fn finkel() -> UrRules {
        UrRules {
            pieces: 7,
            path: UrPath::Bell,
            dice: UrDice::FourBinary,
            safe_rosettes: true,
            rosettes_throw_again: true,
            captures_throw_again: false,
            action_limit: None,
        }
    }

    /// James Masters' rules (mastersgames.com, "Royal Game of Ur"), as
    /// RoyalUr.net plays them since 2024.
    ///
    /// **Board and pieces.** Two players, 7 pieces each, all waiting off
    /// the board at the start. Each path has 16 squares: the 4 squares of
    /// the player's own row (`A4` to `A1` for Light), the middle row from
    /// `B1` to `B7`, across into the opponent's row at `C7`, `C8`, back to
    /// the middle row's `B8`, then home along the player's own row to `A8`
    /// and `A7`. A piece bears off with the 17th step. Rosettes stand on
    /// every 4th square (the 4th, 8th, 12th and 16th). Only the first 4
    /// squares are private: both players travel the small block, in
    /// opposite directions, so Light's 12th square (`C7`) is Dark's 16th.
    ///
    /// **Dice.** Three binary dice; the throw is the number of marked tips
    /// up, except that none up counts as 4: 1 or 2 with probability 3/8
    /// each, 3 or 4 with probability 1/8 each. There is no throw of 0.
    ///
    /// **A turn.** As in [`UrRules::finkel`] (entering on the square of
    /// the throw, jumping, no landing on one's own piece, capturing on
    /// shared squares, exact bear-off, a compulsory move, passing when no
    /// move exists, another throw for landing on a rosette), except that
    /// **rosettes are not safe**: a piece on a shared rosette can be
    /// captured, and the capturing move, landing on a rosette, earns
    /// another throw. Capturing alone earns nothing more.
    ///
    /// **The end.** The first player to bear off all 7 pieces wins at once.
    ///
    /// Readings chosen: rosettes are not safe as in RoyalUr.net's Masters
    /// preset (Masters' own text on this point could not be confirmed);
    /// Light always starts (Masters: a roll-off, highest first; play it
    /// with [`UrGame::with_first`]); the dice are RoyalUr.net's 2024
    /// reading of Masters' three lots (set [`UrRules::dice`] to
    /// [`UrDice::FourBinary`] for the earlier "Masters with four dice").
    pub const fn masters() -> UrRules {
        UrRules {
            pieces: 7,
            path: UrPath::Masters,
            dice: UrDice::ThreeBinaryZeroIsFour,
            safe_rosettes: false,
            rosettes_throw_again: true,
            captures_throw_again: false,
            action_limit: None,
        }
    }

    /// RoyalUr.net's Blitz: a short, aggressive game on Masters' path.
    ///
    /// **Board and pieces.** Two players, 5 pieces each, on the 16-square
    /// path of [`UrRules::masters`] (rosettes on the 4th, 8th, 12th and
    /// 16th squares, everything past the 4th shared).
    ///
    /// **Dice.** Four binary dice, 0 to 4, as in [`UrRules::finkel`].
    ///
    /// **A turn.** As in [`UrRules::masters`] (rosettes are not safe;
    /// landing on one throws again), and **a capture also earns another
    /// throw**. A capture on a rosette earns one throw, not two. A 0, or a
    /// throw that allows no move, passes the turn.
    ///
    /// **The end.** The first player to bear off all 5 pieces wins at once.
    ///
    /// Readings chosen: Light always starts (RoyalUr.net).
    pub const fn blitz() -> UrRules {
        UrRules {
            pieces: 5,
            path: UrPath::Masters,
            dice: UrDice::FourBinary,
            safe_rosettes: false,
            rosettes_throw_again: true,
            captures_throw_again: true,
            action_limit: None,
        }
    }
}

impl UrGame {
    /// A game of Finkel's rules ([`UrRules::finkel`]).
    pub fn finkel() -> UrGame {
        Self::preset(UrRules::finkel())
    }

    /// A game of Masters' rules ([`UrRules::masters`]).
    pub fn masters() -> UrGame {
        Self::preset(UrRules::masters())
    }

    /// A game of Blitz ([`UrRules::blitz`]).
    pub fn blitz() -> UrGame {
        Self::preset(UrRules::blitz())
    }

    /// A preset's game: its rules are valid by construction (the unit
    /// tests check each), so they are not checked again.
    fn preset(rules: UrRules) -> UrGame {
        UrGame::from_valid(rules)
    }

    /// A preset name's game for `seats` players.
    pub(crate) fn named(name: &str, seats: usize) -> Option<Result<UrGame, UrConfigError>> {
        let preset = crate::preset::find(PRESETS, name)?;
        Some(if seats == 2 {
            Ok(Self::preset(preset.rules()))
        } else {
            Err(UrConfigError::Players(seats))
        })
    }
}

/// Every Ur preset, by the name records and the Python bindings use: the
/// one list that everything knowing the presets reads.
pub const PRESETS: &[Preset<UrRules>] = &[
    Preset::new("finkel", UrRules::finkel),
    Preset::new("masters", UrRules::masters),
    Preset::new("blitz", UrRules::blitz),
];

/// The names of [`PRESETS`], in order.
pub(crate) const NAMES: [&str; PRESETS.len()] = crate::preset::names(PRESETS);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid_so_its_unchecked_constructor_is_safe() {
        for rules in PRESETS.iter().map(Preset::rules) {
            assert_eq!(rules.validate(), Ok(()));
            assert_eq!(UrGame::new(rules).as_ref(), Ok(&UrGame::from_valid(rules)));
        }
    }

    #[test]
    fn preset_names_need_two_seats() {
        assert!(matches!(UrGame::named("blitz", 2), Some(Ok(_))));
        assert!(matches!(
            UrGame::named("blitz", 3),
            Some(Err(UrConfigError::Players(3)))
        ));
        assert!(UrGame::named("senet", 2).is_none());
    }
}

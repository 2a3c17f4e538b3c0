//! The Ludo rule sets the crate ships: the user's seed (`ludo`), Ludo King's house rules, and Mensch ärgere Dich nicht.
//!
//! Each is a [`LudoRules`] value; change any field to play a house rule, and
//! [`LudoGame::new`](super::LudoGame::new) checks the result.

use super::rules::{
    Blocks, BonusRolls, EntryRoll, GameEnd, Geometry, LudoRules, Overshoot, Reward, SafeSquares,
};

impl LudoRules {
    /// Ludo as the user's Greek rule book gives it ("LUDO BY FORTEGAMES
    /// (Parchís)"; specification `rules/ludo.md`).
    ///
    /// The standard board (52 squares, starts 13 apart, 5 home squares and
    /// a finishing square), 4 tokens, enter on a 6, a 6 rolls again with
    /// the third 6 in a row forfeiting the turn, exact finish, any number of
    /// own tokens on a square, no blocks, no safe squares, a capture on
    /// every track square (entering included), play on to the full ranking.
    ///
    /// Readings chosen where the seed is open:
    /// - **A 6 rolls again whether or not it could be used**: the seed ties
    ///   the bonus to rolling the 6, not to moving.
    /// - **Moves made with the first two 6s stand** when the third ends the
    ///   turn: the seed only says the third cannot be used.
    /// - **Own tokens may share a square**: the seed forbids nothing, and
    ///   two of them together are no block.
    /// - **Every opponent token on the square is captured** (the seed speaks
    ///   of one; several can only stand together when they are one
    ///   player's).
    /// - **Play on** to second, third and fourth places: the seed says the
    ///   others "often" do; [`GameEnd::FirstFinisher`] stops at the winner.
    /// - **One roll** while every token is in the yard: "the turn passes".
    pub fn ludo() -> LudoRules {
        LudoRules {
            geometry: Geometry::standard(),
            tokens: 4,
            entry: EntryRoll::Six,
            bonus_rolls: BonusRolls::UpToTwo,
            overshoot: Overshoot::Forbidden,
            share_own: true,
            blocks: Blocks::None,
            safe: SafeSquares::None,
            capture_reward: Reward::None,
            home_reward: Reward::None,
            yard_rolls: 1,
            must_enter: false,
            clear_start_first: false,
            end: GameEnd::FullRanking,
            action_limit: None,
        }
    }

    /// Ludo King's house rules on the seed's game: every start and every
    /// star (8 squares past each start) is safe, two own tokens together
    /// form a block that opponents may not land on (but may pass), and a
    /// capture or a token reaching home earns another roll.
    ///
    /// Readings chosen: a block stands on safe squares too; one move earns
    /// at most one more roll (a 6 that captures rolls once again, not twice).
    pub fn ludo_king() -> LudoRules {
        LudoRules {
            safe: SafeSquares::StartsAndStars,
            blocks: Blocks::NoLanding,
            capture_reward: Reward::ExtraRoll,
            home_reward: Reward::ExtraRoll,
            ..LudoRules::ludo()
        }
    }

    /// Mensch ärgere Dich nicht, after the publisher's official rules (and
    /// OpenSpiel's `maedn`): a 40-square track with starts 10 apart that
    /// every figure goes round in full, then 4 goal fields.
    ///
    /// - One figure per square: no sharing, no landing on your own.
    /// - A 6 must bring a figure in while any are in the yard (when the
    ///   start square is free of your own), and the start square must be
    ///   cleared first while figures wait in the yard.
    /// - Every 6 rolls again, without limit.
    /// - One roll when no figure can move ("three tries" is the option
    ///   [`LudoRules::yard_rolls`] = 3).
    /// - Figures may jump each other in the goal but never move past its
    ///   last field; a figure in the goal may still move up inside it.
    /// - The game ends when the first player has all four figures in the
    ///   goal ([`GameEnd::FirstFinisher`]).
    ///
    /// Readings chosen: a figure on any start square, its owner's included,
    /// can be captured; if the figure on the start square cannot move, any
    /// other figure may.
    pub fn mensch() -> LudoRules {
        LudoRules {
            geometry: Geometry::mensch(),
            bonus_rolls: BonusRolls::Unlimited,
            share_own: false,
            must_enter: true,
            clear_start_first: true,
            end: GameEnd::FirstFinisher,
            ..LudoRules::ludo()
        }
    }
}

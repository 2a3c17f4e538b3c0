//! The rule features the move generator and the turn branch on, a bit each of one word, and the few sets of them the uniform playout is compiled for with every such branch decided (a const parameter of the one generator, not a copy of it).
//!
//! Every function that branches on a feature takes the set as a const
//! parameter `F` and asks [`LudoGame::has`]: with [`ANY`] the answer is
//! read from the game (every rule set, `apply`, `validate`), with a fixed
//! set the compiler knows it and drops the code of the features the set
//! leaves out. Only the values (the board's lengths, the entry rolls, the
//! distance of a 6) are read from the game in every case.

use super::rules::{Blocks, EntryCapture, Goal, LudoRules, Overshoot, Reward, SafeSquares};

/// Own tokens may not share a square.
pub(crate) const KEEP_APART: u32 = 1;
/// Opponents' blocks stop a landing ([`Blocks::NoLanding`]).
pub(crate) const LANDING_BLOCKS: u32 = 1 << 1;
/// Blocks stop every move past them ([`Blocks::NoPassing`]).
pub(crate) const PASSING_BLOCKS: u32 = 1 << 2;
/// Squares hold a limited number of tokens.
pub(crate) const CAPACITY: u32 = 1 << 3;
/// Entering first, opening a block or clearing the start is a duty.
pub(crate) const DUTIES: u32 = 1 << 4;
/// A move past the end bounces back.
pub(crate) const BOUNCE: u32 = 1 << 5;
/// The home column is the goal ([`Goal::GoalFields`]).
pub(crate) const GOAL_FIELDS: u32 = 1 << 6;
/// Two dice.
pub(crate) const TWO_DICE: u32 = 1 << 7;
/// Some track squares are safe.
pub(crate) const SAFE: u32 = 1 << 8;
/// Entering onto a safe start takes one opponent's token there.
pub(crate) const ENTRY_CAPTURE: u32 = 1 << 9;
/// A capture or a token home earns something.
pub(crate) const REWARDS: u32 = 1 << 10;

/// Blocks of either kind.
pub(crate) const BLOCKS: u32 = LANDING_BLOCKS | PASSING_BLOCKS;

/// Not a set: the features are read from the game.
pub(crate) const ANY: u32 = u32::MAX;

/// The feature sets the uniform playout is compiled for with their
/// branches decided, in the order they are tried; any other set runs
/// with [`ANY`]. They are the features of the presets of one die (a test
/// checks that each preset finds its own), and measured to pay in
/// `BENCHMARKS.md`.
pub(crate) const COMPILED: [u32; 3] = [
    0,
    LANDING_BLOCKS | SAFE | REWARDS,
    KEEP_APART | DUTIES | GOAL_FIELDS,
];

/// Runs `$call` with `$f` the game's feature set where it is one of
/// [`COMPILED`] (so that every branch on a feature is decided), else
/// [`ANY`], and `$w` the generator's word (`u32` lanes where the board is
/// narrow, `u64` else): the one generator, compiled for the presets'
/// features, at every entry that serves any rule set.
macro_rules! with_features {
    ($game:expr, $f:ident, $w:ident => $call:expr) => {{
        use $crate::ludo::features::{ANY as _ANY, COMPILED as _C};
        let game = $game;
        match (game.features, game.narrow) {
            (x, true) if x == _C[0] => {
                const $f: u32 = _C[0];
                type $w = u32;
                $call
            }
            (x, true) if x == _C[1] => {
                const $f: u32 = _C[1];
                type $w = u32;
                $call
            }
            (x, true) if x == _C[2] => {
                const $f: u32 = _C[2];
                type $w = u32;
                $call
            }
            (_, true) => {
                const $f: u32 = _ANY;
                type $w = u32;
                $call
            }
            (_, false) => {
                const $f: u32 = _ANY;
                type $w = u64;
                $call
            }
        }
    }};
}
pub(crate) use with_features;

/// The features of `rules`.
pub(crate) fn of(rules: &LudoRules) -> u32 {
    let bits = [
        (!rules.share_own, KEEP_APART),
        (rules.blocks == Blocks::NoLanding, LANDING_BLOCKS),
        (rules.blocks == Blocks::NoPassing, PASSING_BLOCKS),
        (rules.square_capacity.is_some(), CAPACITY),
        (
            rules.must_enter || rules.open_blocks_on_six || rules.clear_start_first,
            DUTIES,
        ),
        (rules.overshoot == Overshoot::Bounce, BOUNCE),
        (rules.geometry.goal == Goal::GoalFields, GOAL_FIELDS),
        (rules.dice == 2, TWO_DICE),
        (rules.safe != SafeSquares::None, SAFE),
        (rules.entry_capture != EntryCapture::AsAMove, ENTRY_CAPTURE),
        (
            rules.capture_reward != Reward::None || rules.home_reward != Reward::None,
            REWARDS,
        ),
    ];
    bits.iter()
        .filter(|&&(on, _)| on)
        .fold(0, |set, &(_, bit)| set | bit)
}

#[cfg(test)]
mod tests {
    use super::super::LudoRules;
    use super::{COMPILED, of};

    /// Each preset of one die but Parchís's runs in a copy compiled for
    /// its own features (Parchís's measured no gain).
    #[test]
    fn the_presets_of_one_die_find_their_compiled_set() {
        for rules in [
            LudoRules::ludo(),
            LudoRules::ludo_king(),
            LudoRules::mensch(),
        ] {
            assert!(COMPILED.contains(&of(&rules)), "{rules:?}");
        }
    }
}

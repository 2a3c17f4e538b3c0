//! A published rule set by name: the entry of each family's one list of presets.
//!
//! Every family keeps its presets in one list, `presets::PRESETS`
//! ([`goose`](crate::goose::presets::PRESETS),
//! [`ludo`](crate::ludo::presets::PRESETS), [`ur`](crate::ur::presets::PRESETS),
//! [`backgammon`](crate::backgammon::presets::PRESETS)): a name and the
//! function that gives its rules. Everything that knows presets by name
//! reads it: records ([`Presets`](crate::record::Presets)), the Python
//! bindings' registry, the tests (golden games and perft data per preset),
//! the fuzz targets' rule generator, the benchmarks and the examples. Adding
//! a preset is one entry in its family's list, beside the function that is
//! its rule book.
//!
//! ```
//! use racegame::ludo::{LudoGame, presets::PRESETS};
//! let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
//! assert_eq!(
//!     names,
//!     ["ludo", "ludo_king", "mensch", "parchis", "parchis_two_dice", "ludo_partners", "parchis_pairs"]
//! );
//! let game = LudoGame::new(PRESETS[2].rules(), 4)?;
//! assert_eq!(game.rules(), &racegame::ludo::LudoRules::mensch());
//! # Ok::<(), racegame::ludo::LudoConfigError>(())
//! ```

/// One preset of a family: the name records and the Python bindings know
/// it by, and its rules (of type `R`: a Goose [`Board`](crate::goose::Board),
/// [`LudoRules`](crate::ludo::LudoRules), [`UrRules`](crate::ur::UrRules),
/// [`BackgammonRules`](crate::backgammon::BackgammonRules)).
#[derive(Clone, Copy, Debug)]
pub struct Preset<R: 'static> {
    /// The preset's name: lower case, unique in its family and across the
    /// crate (the Python bindings list every family's presets together).
    pub name: &'static str,
    /// Builds the rules (the function documented as the preset's rule
    /// book).
    pub build: fn() -> R,
}

impl<R> Preset<R> {
    /// The preset called `name` whose rules `build` gives: one line of a
    /// family's list.
    pub const fn new(name: &'static str, build: fn() -> R) -> Self {
        Preset { name, build }
    }

    /// The preset's rules.
    pub fn rules(&self) -> R {
        (self.build)()
    }
}

/// The preset called `name` in `presets`, if there is one.
pub fn find<R>(presets: &'static [Preset<R>], name: &str) -> Option<&'static Preset<R>> {
    presets.iter().find(|p| p.name == name)
}

/// The names of `presets`, in order, as an array (for a `const` beside the
/// list: `const NAMES: [&str; PRESETS.len()] = names(PRESETS);`).
///
/// Fails to compile (as a `const`) when `N` is not the list's length.
pub const fn names<R, const N: usize>(presets: &[Preset<R>]) -> [&'static str; N] {
    assert!(presets.len() == N, "the array holds every preset's name");
    let mut out = [""; N];
    let mut i = 0;
    while i < N {
        out[i] = presets[i].name;
        i += 1;
    }
    out
}

//! [`PachisiRules`]: the lots thrown, what each throw is worth, and every point where the published rules differ, as plain data checked when built.

use super::error::PachisiRulesError;

/// Most pieces a colour has.
pub const MAX_PIECES: u8 = 4;

/// Squares of one arm's column (each arm of the cross is 3 columns of 8).
pub const ARM: u8 = 8;

/// Squares of the outer ring that every piece travels: the two outer
/// columns of each of the four arms (8 squares each) and the end square of
/// each arm's middle column.
pub const RING: u8 = 68;

/// A piece's progress once it is home in the charkoni again: 7 squares down
/// its own middle column, the end square, the 68 steps round the ring back
/// to that end square, 7 squares up the middle column, and one more step
/// into the charkoni.
pub const HOME: u8 = 84;

/// The most shells a throw of cowries uses (and the length of
/// [`PachisiRules::values`]).
pub const MAX_SHELLS: u8 = 7;

/// The greatest denominator of [`Lots::Cowries`]'s chance of a shell
/// landing mouth up: every throw's probability then fits the crate's exact
/// 32-bit fractions (`20^7 < 2^32`).
pub const MAX_DENOMINATOR: u8 = 20;

/// What the players throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub enum Lots {
    /// Cowrie shells, each landing mouth up with chance `up_numerator /
    /// up_denominator`, independently; the throw is the number of mouths up
    /// (0 to `shells`), worth [`PachisiRules::values`] of it.
    Cowries {
        /// Shells thrown, 1 to [`MAX_SHELLS`] (6 or 7 in the sources).
        shells: u8,
        /// The chance of one shell landing mouth up: numerator.
        up_numerator: u8,
        /// The chance of one shell landing mouth up: denominator, at most
        /// [`MAX_DENOMINATOR`].
        up_denominator: u8,
    },
    /// Three long dice of four faces, marked 1, 2, 5 and 6, each face
    /// equally likely (Chaupar's dice), used as [`PachisiRules::dice`]
    /// says: the total, 3 to 18, moving one piece, or each die a move of
    /// its own.
    LongDice,
}

impl Lots {
    /// Six shells, each mouth up with chance one half.
    pub const SIX_COWRIES: Lots = Lots::Cowries {
        shells: 6,
        up_numerator: 1,
        up_denominator: 2,
    };

    /// Seven shells, each mouth up with chance one half.
    pub const SEVEN_COWRIES: Lots = Lots::Cowries {
        shells: 7,
        up_numerator: 1,
        up_denominator: 2,
    };

    /// The faces of one long die.
    pub const LONG_DIE_FACES: [u8; 4] = [1, 2, 5, 6];

    /// The largest lot a throw can show: mouths up, or the dice's total.
    pub const fn max_lot(self) -> u8 {
        match self {
            Lots::Cowries { shells, .. } => shells,
            Lots::LongDice => 18,
        }
    }
}

/// How a throw of the long dice ([`Lots::LongDice`]) is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum DiceUse {
    /// The three dice's total moves one piece (or group): one choice a
    /// throw. A simplification no source read here gives; the way the
    /// crate first played Chaupar, kept for the games recorded so.
    #[default]
    Total,
    /// Each die is a move of its own, played one at a time in the order
    /// the player chooses, on one piece or on several (a throw of 1, 2 and
    /// 6 moves one piece 9, or three pieces 1, 2 and 6), as the English
    /// Wikipedia article on Chaupar gives it ("each dice roll can be broken
    /// down into its constituent values"); the reading Abul Fazl's rule
    /// for doubles (*Ain-i-Akbari*, c. 1590) takes for granted.
    Separate,
}

impl DiceUse {
    /// Whether this is [`DiceUse::Total`] (the serialized rules leave the
    /// field out then, so rules saved before it keep their digest).
    pub const fn is_total(&self) -> bool {
        matches!(self, DiceUse::Total)
    }
}

/// Who may bring a piece out of the charkoni.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Entry {
    /// Only on a throw that is a grace ([`PachisiRules::graces`]): the piece
    /// leaves the charkoni and moves the throw's value.
    Grace,
    /// On any throw.
    Any,
    /// A colour's first piece on any throw (while it has no piece between
    /// the charkoni and home), the others on a grace.
    FirstAny,
}

/// What a colour's throws do once all its pieces are home.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum AfterHome {
    /// The colour keeps its turn and throws for its partner, moving the
    /// partner's pieces.
    HelpsPartner,
    /// The colour's turns are skipped (and a throw again earned by the
    /// move that brought its last piece home is lost).
    Skipped,
}

crate::checked::checked_rules! {
    /// A rule set of Pachisi or Chaupar: pieces, lots and their values, and
    /// every point where the sources differ. Every field is public; change
    /// any and [`PachisiGame::new`](super::PachisiGame::new) checks the
    /// result. The default is [`PachisiRules::pachisi`].
    ///
    /// Serialized (with the `serde` feature), the rules are an object of
    /// their fields by name; reading one is strict: an unknown key is
    /// refused, every key is required (`null` for an absent option), and
    /// the rules read are checked by `validate`.
    ///
    /// ```
    /// use racegame::pachisi::{PachisiRules, PachisiRulesError};
    /// let mut quick = PachisiRules::pachisi();
    /// quick.pieces = 2;
    /// assert!(quick.validate().is_ok());
    /// quick.values[3] = 0;
    /// assert_eq!(quick.validate(), Err(PachisiRulesError::Value { lot: 3, value: 0 }));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub struct PachisiRules {
        /// Pieces per colour, 1 to [`MAX_PIECES`] (4).
        pub pieces: u8 = 4,
        /// Where each piece starts, as its progress (0, the charkoni, for
        /// every piece in Pachisi). Entries past `pieces` must be 0.
        pub start: [u8; 4] = [0; 4],
        /// What is thrown (six cowries, each mouth up with chance 1/2).
        pub lots: Lots = Lots::SIX_COWRIES,
        /// How a throw of the long dice is used (the total on one piece);
        /// unused with cowries.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "DiceUse::is_total"))]
        pub dice: DiceUse = DiceUse::Total,
        /// The value of a throw of cowries by the mouths up, index 0 to
        /// the shells (25, 10, 2, 3, 4, 5, 6); entries past the shells must
        /// be 0. Unused with long dice.
        pub values: [u8; 8] = [25, 10, 2, 3, 4, 5, 6, 0],
        /// The cowrie throws that are graces, bit `k` for `k` mouths up (0,
        /// 1 and 6 up): with [`Entry::Grace`] only they bring a piece out of
        /// the charkoni.
        pub graces: u8 = 0b100_0011,
        /// The cowrie throws that earn another throw, bit `k` for `k`
        /// mouths up (0, 1 and 6 up).
        pub again: u8 = 0b100_0011,
        /// Who may bring a piece out of the charkoni (on a grace).
        pub entry: Entry = Entry::Grace,
        /// The consecutive throws that earn another throw after which the
        /// last is void: with `Some(3)` (the default), a third such throw in
        /// a row is not played and the turn passes; the moves of the
        /// earlier throws stand. `None` for no limit.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "crate::checked::required"))]
        pub again_limit: Option<u8> = Some(3),
        /// Whether the twelve castle squares protect the pieces on them
        /// (yes).
        pub castles: bool = true,
        /// Whether a castle held by one side is closed to the other (yes,
        /// as Tylor gives it: "the overtaking piece can not move"); with no,
        /// the other side's piece lands and both stay.
        pub castle_blocks: bool = true,
        /// Whether a capture earns another throw (yes).
        pub capture_throws_again: bool = true,
        /// Whether pieces of one colour on one square may move together as
        /// one (yes). A group so moved can be captured only by a group at
        /// least as large, and a smaller group may not land on it.
        pub travel_together: bool = true,
        /// Whether a player may decline to move when a move exists (yes);
        /// a throw that allows no move passes anyway.
        pub may_pass: bool = true,
        /// Whether a piece needs the exact throw to reach the charkoni
        /// (yes); with no, a larger throw brings it home too.
        pub exact_home: bool = true,
        /// Whether a grace brings home a piece on its last square (progress
        /// 83), whatever the grace's value (yes, Mitra's rule in Tylor):
        /// with exact throws and no throw of 1, a piece there could never
        /// finish otherwise.
        pub grace_home: bool = true,
        /// What a colour's throws do once all its pieces are home (they
        /// move the partner's pieces).
        pub after_home: AfterHome = AfterHome::HelpsPartner,
        /// Actions (throws and moves) after which the game ends as
        /// [`Outcome::Truncated`](crate::Outcome::Truncated) (none). Without a
        /// limit the game is still cut short after `u32::MAX` actions.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "crate::checked::required"))]
        pub action_limit: Option<u32> = None,
    }
}

impl PachisiRules {
    /// Checks that the rules can be played.
    ///
    /// # Errors
    ///
    /// [`PachisiRulesError`] naming the first field out of range: pieces,
    /// a start square, a start that puts both sides on one square of the
    /// ring, the shells or their chance, a value of 0 (or one past the
    /// shells), a grace or extra throw past the shells, a limit of 0.
    pub fn validate(&self) -> Result<(), PachisiRulesError> {
        if self.pieces == 0 || self.pieces > MAX_PIECES {
            return Err(PachisiRulesError::Pieces(self.pieces));
        }
        for (i, &p) in self.start.iter().enumerate() {
            if p >= HOME || (i >= usize::from(self.pieces) && p != 0) {
                return Err(PachisiRulesError::Start {
                    piece: i as u8,
                    progress: p,
                });
            }
        }
        if let Lots::Cowries {
            shells,
            up_numerator,
            up_denominator,
        } = self.lots
        {
            if shells == 0 || shells > MAX_SHELLS {
                return Err(PachisiRulesError::Shells(shells));
            }
            if up_numerator == 0
                || up_numerator >= up_denominator
                || up_denominator > MAX_DENOMINATOR
            {
                return Err(PachisiRulesError::Chance {
                    up_numerator,
                    up_denominator,
                });
            }
            self.validate_values(shells)?;
        }
        self.validate_start_shared()?;
        if self.again_limit == Some(0) {
            return Err(PachisiRulesError::ZeroAgainLimit);
        }
        if self.action_limit == Some(0) {
            return Err(PachisiRulesError::ZeroActionLimit);
        }
        Ok(())
    }

    /// No square of the ring holds both sides at the start, but a castle
    /// open to both (as [`PachisiGame::validate`](crate::RaceGame::validate)
    /// asks of every position).
    fn validate_start_shared(&self) -> Result<(), PachisiRulesError> {
        let mut held = [[false; RING as usize]; 2];
        for colour in 0..4u8 {
            for &p in &self.start[..usize::from(self.pieces.min(MAX_PIECES))] {
                if let Some(square) = ring_square(colour, p) {
                    held[usize::from(colour & 1)][usize::from(square)] = true;
                }
            }
        }
        let open = self.castles && !self.castle_blocks;
        for square in 0..RING {
            let both = held[0][usize::from(square)] && held[1][usize::from(square)];
            if both && !(open && is_castle(square)) {
                return Err(PachisiRulesError::StartShared { square });
            }
        }
        Ok(())
    }

    /// The value table, graces and extra throws against the shells.
    fn validate_values(&self, shells: u8) -> Result<(), PachisiRulesError> {
        for (lot, &value) in self.values.iter().enumerate() {
            let used = lot <= usize::from(shells);
            if (used && (value == 0 || value >= HOME)) || (!used && value != 0) {
                return Err(PachisiRulesError::Value {
                    lot: lot as u8,
                    value,
                });
            }
        }
        let beyond = !((1u16 << (shells + 1)) - 1) as u8;
        if self.graces & beyond != 0 || self.again & beyond != 0 {
            return Err(PachisiRulesError::LotMask {
                graces: self.graces,
                again: self.again,
            });
        }
        Ok(())
    }

    /// Whether the long dice are thrown and used one die at a time.
    pub const fn separate_dice(&self) -> bool {
        matches!(self.lots, Lots::LongDice) && matches!(self.dice, DiceUse::Separate)
    }

    /// What the throw `lot` is worth: (squares to move, a grace, another
    /// throw). Long dice: the total, no grace, no other throw (with the
    /// dice used separately, a die's move is its face).
    pub const fn value_of(&self, lot: u8) -> (u8, bool, bool) {
        match self.lots {
            Lots::Cowries { .. } => {
                let bit = 1u8 << (lot & 7);
                (
                    self.values[(lot & 7) as usize],
                    self.graces & bit != 0,
                    self.again & bit != 0,
                )
            }
            Lots::LongDice if lot >= 64 => (super::dice::total(lot), false, false),
            Lots::LongDice => (lot, false, false),
        }
    }
}

/// The square of the outer ring under `colour`'s piece at `progress`, as
/// a ring number 0 to 67 counted from colour 0's end square (the ring
/// runs anticlockwise, each colour's end square 17 steps after the one
/// before), or `None` in the charkoni, the piece's own middle column, or
/// home. Two pieces of different colours stand on the same square exactly
/// when their ring squares agree.
///
/// ```
/// use racegame::pachisi::ring_square;
/// assert_eq!(ring_square(0, 8), Some(0)); // colour 0's end square
/// assert_eq!(ring_square(0, 76), Some(0)); // the same square, a lap on
/// assert_eq!(ring_square(1, 8), Some(17));
/// assert_eq!(ring_square(3, 60), Some(35)); // (52 + 3 * 17) % 68
/// assert_eq!(ring_square(2, 7), None); // colour 2's middle column
/// ```
pub const fn ring_square(colour: u8, progress: u8) -> Option<u8> {
    if progress < ARM || progress > ARM + RING || colour > 3 {
        return None;
    }
    Some(((progress - ARM) as u16 + 17 * colour as u16) as u8 % RING)
}

/// Whether ring square `square` (see [`ring_square`]) is a castle: the end
/// square of each arm's middle column and, on each outer column, the fourth
/// square from the outer end: twelve in all.
///
/// ```
/// use racegame::pachisi::{is_castle, ring_square};
/// assert_eq!((0..68).filter(|&s| is_castle(s)).count(), 12);
/// assert!(is_castle(ring_square(0, 12).unwrap())); // 4th from the end
/// assert!(!is_castle(ring_square(0, 11).unwrap()));
/// ```
pub const fn is_castle(square: u8) -> bool {
    matches!(square % 17, 0 | 4 | 13)
}

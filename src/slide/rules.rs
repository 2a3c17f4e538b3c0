//! [`SlideRules`]: the track, the deck and the points where the published rules leave a choice, as plain data checked when built.

use core::fmt;

use super::error::SlideRulesError;

/// Most pawns a player has (the rule book gives 4).
pub const MAX_PAWNS: u8 = 4;

/// The kinds of card, in the deck's order (no 6 or 9).
pub const CARD_KINDS: usize = 11;

/// A card of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Card {
    /// Start a pawn, or move one pawn 1 forward.
    One,
    /// Start a pawn, or move one pawn 2 forward; then draw again.
    Two,
    /// Move one pawn 3 forward.
    Three,
    /// Move one pawn 4 backward.
    Four,
    /// Move one pawn 5 forward.
    Five,
    /// Move one pawn 7 forward, or split the 7 between two pawns.
    Seven,
    /// Move one pawn 8 forward.
    Eight,
    /// Move one pawn 10 forward, or 1 backward.
    Ten,
    /// Move one pawn 11 forward, or swap one of yours with an opponent's.
    Eleven,
    /// Move one pawn 12 forward.
    Twelve,
    /// Take a pawn from Start to an opponent's square, bumping it.
    Sorry,
}

impl Card {
    /// Every kind, in the deck's order.
    pub const ALL: [Card; CARD_KINDS] = [
        Card::One,
        Card::Two,
        Card::Three,
        Card::Four,
        Card::Five,
        Card::Seven,
        Card::Eight,
        Card::Ten,
        Card::Eleven,
        Card::Twelve,
        Card::Sorry,
    ];

    /// The card's place in [`Card::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The number printed on the card (0 for the Sorry card).
    pub const fn number(self) -> u8 {
        match self {
            Card::One => 1,
            Card::Two => 2,
            Card::Three => 3,
            Card::Four => 4,
            Card::Five => 5,
            Card::Seven => 7,
            Card::Eight => 8,
            Card::Ten => 10,
            Card::Eleven => 11,
            Card::Twelve => 12,
            Card::Sorry => 0,
        }
    }

    /// The card printed with `number`, or `None` (0 is the Sorry card).
    pub fn from_number(number: u8) -> Option<Card> {
        Card::ALL.into_iter().find(|c| c.number() == number)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Sorry => f.write_str("S"),
            c => write!(f, "{}", c.number()),
        }
    }
}

/// A slide on each side of the board: its triangle's square counted from
/// the side's first square, and its length in squares, triangle and end
/// included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct SlideSpan {
    /// The triangle, from the side's first square (0-based).
    pub at: u8,
    /// Squares from the triangle to the end, both counted (2 or more).
    pub len: u8,
}

/// The published deck: five 1s and four of every other card, 45 cards.
pub const CLASSIC_DECK: [u8; CARD_KINDS] = [5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];

crate::checked::checked_rules! {
    /// A rule set of the card race: pawns, the track's geometry, the deck
    /// and the readings where the rule book leaves a choice. Every field is
    /// public; change any and [`SlideGame::new`](super::SlideGame::new)
    /// checks the result.
    ///
    /// The board is four sides of [`side`](SlideRules::side) squares; the
    /// seat playing side `k` owns the slides, the start circle and the
    /// safety zone of that side. Serialized (with the `serde` feature) the
    /// rules are an object of their fields, read strictly and checked.
    ///
    /// ```
    /// use racegame::slide::{SlideRules, SlideRulesError};
    /// let mut rules = SlideRules::classic();
    /// assert!(rules.validate().is_ok());
    /// rules.pawns = 0;
    /// assert_eq!(rules.validate(), Err(SlideRulesError::Pawns(0)));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub struct SlideRules {
        /// Pawns per player, 1 to [`MAX_PAWNS`] (4).
        pub pawns: u8 = 4,
        /// Squares on each of the four sides (15: a track of 60).
        pub side: u8 = 15,
        /// The start circle, where a pawn comes out of Start, from the
        /// side's first square (4: the end of the side's first slide).
        pub start_at: u8 = 4,
        /// The square from which a pawn turns into its safety zone, from
        /// the side's first square (2). A pawn moving forward never passes
        /// it on the track.
        pub turn_at: u8 = 2,
        /// Squares of the safety zone before Home (5).
        pub safety: u8 = 5,
        /// The two slides of each side (triangles at 1 and 9, 4 and 5
        /// squares long); a length of 0 leaves a slide out.
        pub slides: [SlideSpan; 2] = [SlideSpan { at: 1, len: 4 }, SlideSpan { at: 9, len: 5 }],
        /// Cards of each kind in the deck, in [`Card::ALL`]'s order
        /// ([`CLASSIC_DECK`], 45 cards).
        pub deck: [u8; CARD_KINDS] = CLASSIC_DECK,
        /// Pawns each player has on its start circle when the game begins:
        /// 0 (the default) or 1 (the rule book's faster game).
        pub out_at_start: u8 = 0,
        /// Whether a pawn placed by a swap (11) or a Sorry card on another
        /// colour's triangle slides (no: the rule book slides a pawn that
        /// lands "by exact count").
        pub placed_pawns_slide: bool = false,
        /// The partner game: four players, the seats on opposite sides a
        /// side (seats 0 and 2, 1 and 3); each player moves and bumps its
        /// own or its partner's pawns with the card drawn, and a side wins
        /// when all of its pawns are Home (false: every player alone).
        /// Needs four players.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
        pub partners: bool = false,
        /// The most pawns one 7 may be split among, 1 to 7 (2: "split the
        /// forward move between any two pawns"; 1 never splits; the
        /// partner game's "any or all eight" is 7, every part at least one
        /// square). Each pawn takes one part.
        #[cfg_attr(feature = "serde", serde(default = "two", skip_serializing_if = "is_two"))]
        pub seven_parts: u8 = 2,
        /// In the partner game, whether a Sorry! card with no opponent's
        /// pawn on the track takes a pawn of the side from its Start onto
        /// the side's pawn of the other colour and bumps it (true: "SORRY!
        /// cards must be used. If there's no one else to pick on, this
        /// means you might send your own or your partner's pawn back!").
        /// Ignored without partners.
        #[cfg_attr(feature = "serde", serde(default = "yes", skip_serializing_if = "is_true"))]
        pub sorry_on_side: bool = true,
        /// In the partner game, whether a side wins only when all its
        /// pawns, its partner's too, are Home (true: "The first
        /// partnership to play all eight pieces in its home wins"); false
        /// lets the first colour with all its pawns Home win for its side
        /// (the regular "If you get all four of your pawns HOME first, you
        /// win!" read alone). Ignored without partners.
        #[cfg_attr(feature = "serde", serde(default = "yes", skip_serializing_if = "is_true"))]
        pub whole_side_home: bool = true,
        /// Actions after which the game ends as
        /// [`Outcome::Truncated`](crate::Outcome::Truncated) (none; even then
        /// it ends after `u32::MAX` actions).
        #[cfg_attr(feature = "serde", serde(deserialize_with = "crate::checked::required"))]
        pub action_limit: Option<u32> = None,
    }
}

#[cfg(feature = "serde")]
fn is_false(b: &bool) -> bool {
    !*b
}

#[cfg(feature = "serde")]
fn is_true(b: &bool) -> bool {
    *b
}

#[cfg(feature = "serde")]
fn yes() -> bool {
    true
}

#[cfg(feature = "serde")]
fn two() -> u8 {
    2
}

#[cfg(feature = "serde")]
fn is_two(n: &u8) -> bool {
    *n == 2
}

impl SlideRules {
    /// Squares on the track: four sides.
    #[inline]
    pub const fn track(&self) -> u8 {
        self.side.saturating_mul(4)
    }

    /// The cards in the deck.
    pub fn deck_size(&self) -> u32 {
        self.deck.iter().map(|&n| u32::from(n)).sum()
    }

    /// Checks that the rules can be played.
    ///
    /// # Errors
    ///
    /// [`SlideRulesError::Pawns`] for 0 or more than [`MAX_PAWNS`] pawns or
    /// more than one out at the start (the circle holds one); [`SlideRulesError::Side`] for a
    /// side below 4 or above 60 squares; [`SlideRulesError::Square`] when
    /// the start circle, the turn or a slide leaves its side (or a slide
    /// is 1 square long); [`SlideRulesError::Safety`] for a safety zone of
    /// 0 or above 12; [`SlideRulesError::Deck`] for a deck without a 1 (a
    /// pawn could be left unable ever to reach Home by exact count, and
    /// the game without an end); [`SlideRulesError::SevenParts`] for a 7
    /// split among 0 or more than 7 pawns;
    /// [`SlideRulesError::ZeroActionLimit`] for a limit of 0.
    pub fn validate(&self) -> Result<(), SlideRulesError> {
        if self.pawns == 0 || self.pawns > MAX_PAWNS || self.out_at_start > 1 {
            return Err(SlideRulesError::Pawns(self.pawns));
        }
        if !(4..=60).contains(&self.side) {
            return Err(SlideRulesError::Side(self.side));
        }
        let inside = |at: u8| at < self.side;
        let slides_fit = self
            .slides
            .iter()
            .all(|s| s.len == 0 || (s.len >= 2 && inside(s.at) && s.at + s.len <= self.side));
        if !inside(self.start_at) || !inside(self.turn_at) || !slides_fit {
            return Err(SlideRulesError::Square);
        }
        if self.safety == 0 || self.safety > 12 {
            return Err(SlideRulesError::Safety(self.safety));
        }
        if !(1..=7).contains(&self.seven_parts) {
            return Err(SlideRulesError::SevenParts(self.seven_parts));
        }
        if self.deck[Card::One.index()] == 0 {
            return Err(SlideRulesError::Deck);
        }
        if self.action_limit == Some(0) {
            return Err(SlideRulesError::ZeroActionLimit);
        }
        Ok(())
    }
}

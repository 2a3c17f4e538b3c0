//! [`LudoRules`]: the board's geometry and every house-rule option, as plain data checked when built.

use alloc::vec::Vec;

use super::error::LudoRulesError;
use super::{MAX_TOKENS, YARD};

/// Most seats (colours) a Ludo board has; per-seat data lives in arrays of
/// this size so that [`LudoState`](super::LudoState) stays `Copy`.
pub const MAX_SEATS: usize = 6;

/// Longest track the engine accepts (progress values must stay below the
/// yard sentinel).
pub const MAX_TRACK: u8 = 200;

/// Longest home column the engine accepts.
pub const MAX_HOME: u8 = 50;

/// Where a token's path ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Goal {
    /// After the home column comes a finishing square where any number of
    /// tokens rest and never move again (Ludo: progress 56 on the standard
    /// board).
    #[default]
    FinishSquare,
    /// The home column *is* the goal (Mensch ärgere Dich nicht's goal
    /// fields): a token in it has reached home but may still move forward
    /// inside it, never past its last field. A player is done when every
    /// token stands in the goal fields.
    GoalFields,
}

/// The shape of the board: a circular track shared by everyone, each
/// colour's start on it, and a private home column per colour.
///
/// A token's *progress* `p` counts the squares it has travelled from its
/// start: `p` in `0..track_path` is the track square
/// `(start + p) % track_len`; from `track_path` on it is in its home column.
///
/// ```
/// use racegame::ludo::Geometry;
/// let g = Geometry::standard();
/// assert_eq!(g.start(2), 26);
/// assert_eq!(g.last_progress(), 56);
/// assert_eq!(g.track_square(0, 51), None); // p = 51 is the home column
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Geometry {
    /// Squares on the shared track (52 on the standard board).
    pub track_len: u8,
    /// Colours round the board, clockwise (4), at most [`MAX_SEATS`].
    pub colours: u8,
    /// Squares between two neighbouring starts (13): colour `c` starts on
    /// track square `c * start_spacing`.
    pub start_spacing: u8,
    /// Track squares a token visits, its start included (51: the square
    /// just before its own start is never visited; MÄDN's figures go round
    /// all 40).
    pub track_path: u8,
    /// Squares in each home column (5); with [`Goal::GoalFields`] these are
    /// the goal fields.
    pub home_len: u8,
    /// What ends the path.
    pub goal: Goal,
}

impl Default for Geometry {
    fn default() -> Self {
        Geometry::standard()
    }
}

impl Geometry {
    /// The standard cross-shaped Ludo board: 52 squares, 4 colours 13 apart,
    /// 51 track squares per token, 5 home squares, a finishing square.
    pub const fn standard() -> Self {
        Geometry {
            track_len: 52,
            colours: 4,
            start_spacing: 13,
            track_path: 51,
            home_len: 5,
            goal: Goal::FinishSquare,
        }
    }

    /// The Mensch ärgere Dich nicht board: 40 squares, 4 colours 10 apart,
    /// a full lap of 40, 4 goal fields.
    pub const fn mensch() -> Self {
        Geometry {
            track_len: 40,
            colours: 4,
            start_spacing: 10,
            track_path: 40,
            home_len: 4,
            goal: Goal::GoalFields,
        }
    }

    /// The Parchís board: 68 squares, 4 colours 17 apart, 64 track squares
    /// per token (from its start to its entrance square), a corridor of 7
    /// squares, then the goal.
    ///
    /// The engine numbers the track from 0 at colour 0's start. The usual
    /// board numbering runs 1 to 68 with the starts on 5, 22, 39 and 56, so
    /// board square `n` is engine square `(n + 63) % 68` (board 5 is 0,
    /// board 68 is 63, board 1 is 64). Colour `c`'s entrance square, the
    /// last it visits, is engine square `17 c + 63` (board 68, 17, 34, 51).
    ///
    /// ```
    /// use racegame::ludo::Geometry;
    /// let g = Geometry::parchis();
    /// assert_eq!(g.start(1), 17); // board square 22
    /// assert_eq!(g.track_square(0, 63), Some(63)); // board 68: the entrance
    /// assert_eq!(g.track_square(0, 64), None); // the corridor
    /// assert_eq!(g.last_progress(), 71); // the goal
    /// ```
    pub const fn parchis() -> Self {
        Geometry {
            track_len: 68,
            colours: 4,
            start_spacing: 17,
            track_path: 64,
            home_len: 7,
            goal: Goal::FinishSquare,
        }
    }

    /// Colour `seat`'s start square.
    #[inline]
    pub const fn start(&self, seat: u8) -> u8 {
        let s = seat as u16 * self.start_spacing as u16;
        if self.track_len == 0 {
            0
        } else {
            (s % self.track_len as u16) as u8
        }
    }

    /// The track square of colour `seat`'s token at `progress`, or `None`
    /// when that progress is in the home column (or beyond, or the yard).
    #[inline]
    pub const fn track_square(&self, seat: u8, progress: u8) -> Option<u8> {
        if progress >= self.track_path || self.track_len == 0 {
            return None;
        }
        Some(((self.start(seat) as u16 + progress as u16) % self.track_len as u16) as u8)
    }

    /// The first progress value in the home column.
    #[inline]
    pub const fn home_start(&self) -> u8 {
        self.track_path
    }

    /// The largest progress a token can have: the finishing square, or the
    /// last goal field.
    #[inline]
    pub const fn last_progress(&self) -> u8 {
        let end = self.track_path as u16 + self.home_len as u16;
        let last = match self.goal {
            Goal::FinishSquare => end,
            Goal::GoalFields => end.saturating_sub(1),
        };
        if last > 254 { 254 } else { last as u8 }
    }

    /// Whether a token at `progress` has reached home (the finishing square,
    /// or any goal field).
    #[inline]
    pub const fn is_home(&self, progress: u8) -> bool {
        if progress == YARD {
            return false;
        }
        match self.goal {
            Goal::FinishSquare => progress == self.last_progress(),
            Goal::GoalFields => progress >= self.track_path && progress <= self.last_progress(),
        }
    }

    fn check(&self) -> Result<(), LudoRulesError> {
        use LudoRulesError as E;
        if self.colours < 2 || usize::from(self.colours) > MAX_SEATS {
            return Err(E::Colours(self.colours));
        }
        if self.track_len == 0 || self.track_len > MAX_TRACK {
            return Err(E::TrackLength(self.track_len));
        }
        if self.start_spacing == 0
            || u16::from(self.colours) * u16::from(self.start_spacing) > u16::from(self.track_len)
        {
            return Err(E::StartSpacing {
                spacing: self.start_spacing,
                colours: self.colours,
                track_len: self.track_len,
            });
        }
        if self.track_path == 0 || self.track_path > self.track_len {
            return Err(E::TrackPath {
                path: self.track_path,
                track_len: self.track_len,
            });
        }
        if self.home_len > MAX_HOME || (self.goal == Goal::GoalFields && self.home_len == 0) {
            return Err(E::HomeLength(self.home_len));
        }
        Ok(())
    }
}

/// Which rolls bring a token out of the yard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum EntryRoll {
    /// A 6 (Ludo).
    #[default]
    Six,
    /// A 5 (Parchís).
    Five,
    /// A 1 or a 6.
    OneOrSix,
}

impl EntryRoll {
    /// Whether a roll of `value` lets a token enter.
    #[inline]
    pub const fn allows(self, value: u8) -> bool {
        match self {
            EntryRoll::Six => value == 6,
            EntryRoll::Five => value == 5,
            EntryRoll::OneOrSix => value == 1 || value == 6,
        }
    }
}

/// Whether a 6 rolls again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum BonusRolls {
    /// A 6 is a roll like any other.
    None,
    /// A 6 rolls again, twice at most: a third 6 in a row cannot be used
    /// and ends the turn at once; moves made with the first two stand
    /// (Ludo).
    #[default]
    UpToTwo,
    /// Every 6 rolls again, without limit (Mensch ärgere Dich nicht).
    Unlimited,
    /// A 6 rolls again; a third 6 in a row cannot be used, ends the turn,
    /// and sends the token moved last in this turn back to its yard,
    /// unless it is in its home column or home (Parchís). If no token
    /// moved this turn, only the turn is lost.
    ThirdSixSendsBack,
}

/// A move that would pass the end of the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Overshoot {
    /// Not allowed: the finish needs an exact roll (Ludo).
    #[default]
    Forbidden,
    /// The token goes to the end and back by the excess. In the goal
    /// fields ([`Goal::GoalFields`]) such a token always has a move, back
    /// and forth; where blocks that can never open hold every other token
    /// (on a small board they can stand on every track square, each
    /// stopping the one behind it), those moves are all that is left and
    /// the game ends [blocked](super::Phase::Blocked) rather than going on
    /// for ever.
    Bounce,
}

/// What two or more tokens of one colour on one track square do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Blocks {
    /// Nothing special (Ludo).
    #[default]
    None,
    /// Opponents may pass the block but not end a move on it (Ludo King).
    NoLanding,
    /// Nobody may pass the block, its owner included, and opponents may not
    /// end a move on it either (Parchís bridges).
    NoPassing,
}

/// Track squares where nobody is captured (tokens of several colours may
/// share them).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum SafeSquares {
    /// None (Ludo).
    #[default]
    None,
    /// Every colour's start square.
    Starts,
    /// Every start and every star, 8 squares past each start (13 c + 8 on
    /// the standard board).
    StartsAndStars,
    /// Exactly these track squares.
    List(Vec<u8>),
}

/// What a capture, or a token reaching home, earns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Reward {
    /// Nothing (Ludo).
    #[default]
    None,
    /// Another roll in the same turn (Ludo King).
    ExtraRoll,
    /// A move of this many squares with any one token, chosen by the
    /// player in the same turn ([`LudoAction::BonusMove`](super::LudoAction::BonusMove)):
    /// 20 for a capture and 10 for a token home in Parchís. It is
    /// compulsory when some token can make it, and forfeited when none can.
    /// A bonus move obeys every rule of an ordinary move (blocks, square
    /// capacity, captures, which may earn another bonus move) except that
    /// it never bounces: it must fit before the end of the path.
    Move(u8),
}

/// What entering does to opponents' tokens on the start square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum EntryCapture {
    /// Entering is a move that ends on the start square: it captures there
    /// as any move does, so not at all when the start is safe (Ludo).
    #[default]
    AsAMove,
    /// Entering captures one opponent's token on the start square even
    /// when the start is safe, and may do so onto an opponent's block
    /// (Parchís). When tokens of two opponents stand there, the one taken
    /// belongs to the opponent who plays soonest after the entering player
    /// (the board's "last to arrive" needs an arrival order the state does
    /// not keep); within one colour, the lowest-numbered token.
    OneOpponent,
    /// As [`EntryCapture::OneOpponent`], but only when the start square
    /// is full ([`LudoRules::square_capacity`] tokens); otherwise the
    /// entering token shares the safe start (the traditional Spanish rule).
    OneOpponentWhenFull,
}

/// Whether colours play in partnerships, and when a partnership wins.
///
/// With partners, opposite colours play together (on four colours, red
/// with yellow and green with blue: seat `i` with seat `i + colours / 2`,
/// [`Teams::opposite`](crate::Teams::opposite)) when every colour is at
/// the table; at a smaller table there are no pairs and every colour plays
/// for itself (partnerships are a game of four, or six on six colours).
/// The game ends when the first partnership has won
/// ([`LudoRules::end`] must be [`GameEnd::FirstFinisher`]: a ranking of
/// two teams is a win). The outcome is
/// [`Outcome::Winner`](crate::Outcome::Winner) naming the seat whose
/// token completed its team's win, and both partners share the result:
/// the [payoff](crate::RaceGame::payoff) is 1 to each seat of the winning
/// team, 0 to the others. Partners are otherwise opponents on the board,
/// as neither source below says otherwise: a token captures a partner's
/// like any other colour's, and a partner's tokens block as an
/// opponent's do. A player whose tokens are all home while the partner
/// plays on sits out (its turns are skipped).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Partners {
    /// Every colour plays for itself (every preset but the partnership
    /// ones).
    #[default]
    Alone,
    /// Opposite colours are partners, and a partnership wins when every
    /// token of both partners is home: the win of the Indian games Ludo
    /// comes from, Pachisi and Chaupar, where the partners of a side
    /// play on until all their pieces are home (see
    /// [`LudoRules::ludo_partners`]).
    AllHome,
    /// Opposite colours are partners, and the partnership of the first
    /// player to bring every token home wins: Parchís played in pairs
    /// ("the pair of the first player that have his four pawns in goal
    /// wins the game", the pairs rules of F. Grimaldi's Parchís program,
    /// fgrim.com).
    FirstHome,
}

impl Partners {
    /// Whether colours play alone (the default, left out of the saved
    /// form).
    pub const fn is_alone(&self) -> bool {
        matches!(self, Partners::Alone)
    }
}

/// When the game ends, and what its places are worth.
///
/// The game's [payoff](crate::RaceGame::payoff) follows from it: under
/// [`FullRanking`](GameEnd::FullRanking) and
/// [`FirstFinisher`](GameEnd::FirstFinisher) a game scores wins only (1 to
/// the winner, 0 to the others, 0 to all in a blocked or cut-short game);
/// under [`PlacePoints`](GameEnd::PlacePoints) every place scores its points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum GameEnd {
    /// Play on until one player is left, who takes last place; the outcome
    /// is [`Outcome::Ranking`](crate::Outcome::Ranking) (Ludo).
    #[default]
    FullRanking,
    /// Stop when the first player finishes; the outcome is
    /// [`Outcome::Winner`](crate::Outcome::Winner).
    FirstFinisher,
    /// Play on to a full ranking, as [`FullRanking`](GameEnd::FullRanking),
    /// and score each place: the seat that finishes `i`-th (from 0) scores
    /// the `i`-th of the points, and a seat that never finished (the game
    /// ended [blocked](crate::Outcome::Blocked) or was
    /// [cut short](crate::Outcome::Truncated)) scores 0, while those
    /// already home keep their places' points. Place points need the full
    /// ranking, which is why they belong to this choice: a game stopped at
    /// the first finisher has no second place.
    PlacePoints(PlacePoints),
}

impl GameEnd {
    /// Whether the game plays on until one player is left (every choice but
    /// [`FirstFinisher`](GameEnd::FirstFinisher)).
    pub const fn plays_to_full_ranking(self) -> bool {
        !matches!(self, GameEnd::FirstFinisher)
    }
}

/// Points for each place of a Ludo game, best first: what a tournament
/// scores ([`GameEnd::PlacePoints`]). Places past the list score 0.
///
/// ```
/// use racegame::ludo::PlacePoints;
/// let points = PlacePoints::new(&[3, 2, 1])?;
/// assert_eq!(points.of_place(0), 3);
/// assert_eq!(points.of_place(3), 0); // fourth place: past the list
/// assert_eq!(points.as_slice(), &[3, 2, 1]);
/// assert!(PlacePoints::new(&[1; 7]).is_err()); // more places than seats
/// # Ok::<(), racegame::ludo::LudoRulesError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "alloc::vec::Vec<i32>", into = "alloc::vec::Vec<i32>")
)]
pub struct PlacePoints {
    points: [i32; MAX_SEATS],
    places: u8,
}

impl PlacePoints {
    /// The points of the first, second, ... place.
    ///
    /// # Errors
    ///
    /// [`LudoRulesError::PlacePoints`] for more places than
    /// [`MAX_SEATS`].
    pub fn new(points: &[i32]) -> Result<Self, LudoRulesError> {
        if points.len() > MAX_SEATS {
            return Err(LudoRulesError::PlacePoints {
                places: points.len(),
            });
        }
        let mut out = PlacePoints::default();
        out.points[..points.len()].copy_from_slice(points);
        out.places = points.len() as u8;
        Ok(out)
    }

    /// The points of place `place` (0 is first), 0 past the list.
    pub fn of_place(&self, place: usize) -> i64 {
        self.as_slice().get(place).map_or(0, |&p| i64::from(p))
    }

    /// The points, best place first.
    pub fn as_slice(&self) -> &[i32] {
        &self.points[..usize::from(self.places).min(MAX_SEATS)]
    }
}

impl TryFrom<alloc::vec::Vec<i32>> for PlacePoints {
    type Error = LudoRulesError;
    fn try_from(points: alloc::vec::Vec<i32>) -> Result<Self, Self::Error> {
        PlacePoints::new(&points)
    }
}

impl From<PlacePoints> for alloc::vec::Vec<i32> {
    fn from(points: PlacePoints) -> Self {
        points.as_slice().to_vec()
    }
}

crate::checked::checked_rules! {
    /// A complete Ludo rule set: geometry plus every option, each defaulting to
    /// the choice of Ludo ([`LudoRules::ludo`]).
    ///
    /// Plain data with public fields: start from a preset and change what your
    /// table plays differently. [`LudoRules::validate`] (called by
    /// [`LudoGame::new`](super::LudoGame::new) and on deserialization) refuses
    /// combinations that cannot be played, saying why.
    ///
    /// Serialized (with the `serde` feature), the rules are an object of
    /// their fields by name; reading one is strict: an unknown key is
    /// refused, every key is required (`null` for an absent option) but
    /// `out_at_start`, left out when 0, and
    /// the rules read are checked by `validate`.
    ///
    /// ```
    /// use racegame::ludo::{LudoRules, LudoRulesError, Overshoot};
    /// let mut quick = LudoRules::ludo();
    /// quick.tokens = 2;
    /// quick.overshoot = Overshoot::Bounce;
    /// assert!(quick.validate().is_ok());
    /// let mut none = LudoRules::ludo();
    /// none.tokens = 0;
    /// assert_eq!(none.validate(), Err(LudoRulesError::Tokens(0)));
    /// ```
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub struct LudoRules {
        /// The board.
        pub geometry: Geometry = Geometry::standard(),
        /// Tokens per player, 1 to 4 (4).
        pub tokens: u8 = 4,
        /// Rolls that bring a token out of the yard (6).
        pub entry: EntryRoll = EntryRoll::Six,
        /// Bonus rolls on a 6 (two at most, the third 6 forfeits); with two
        /// dice ([`LudoRules::dice`]), on a double.
        pub bonus_rolls: BonusRolls = BonusRolls::UpToTwo,
        /// Passing the end of the path (forbidden: exact finish).
        pub overshoot: Overshoot = Overshoot::Forbidden,
        /// Whether a player's own tokens may share a square (yes). The
        /// finishing square is always shared.
        pub share_own: bool = true,
        /// Two own tokens together (nothing special).
        pub blocks: Blocks = Blocks::None,
        /// Squares where nobody is captured (none).
        pub safe: SafeSquares = SafeSquares::None,
        /// What a capture earns (nothing).
        pub capture_reward: Reward = Reward::None,
        /// What a token reaching home earns (nothing).
        pub home_reward: Reward = Reward::None,
        /// Rolls a player gets while none of its tokens can move but by
        /// entering (every token in the yard, or home and unable to move): 1, or
        /// 3 for the "three tries" house rule; at most 6.
        pub yard_rolls: u8 = 1,
        /// Whether an entry roll must bring a token in while any is in the yard
        /// and entering is possible (no).
        pub must_enter: bool = false,
        /// Whether a token on its own start square must move away first while
        /// tokens wait in the yard, when it can (no).
        pub clear_start_first: bool = false,
        /// When the game ends (full ranking).
        pub end: GameEnd = GameEnd::FullRanking,
        /// Actions (throws and choices) after which the game ends as
        /// [`Outcome::Truncated`](crate::Outcome::Truncated) (none). Without a
        /// limit the game is still cut short after `u32::MAX` actions, so the
        /// count never overflows.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "crate::checked::required"))]
        pub action_limit: Option<u32> = None,
        /// Most tokens, of any colours, on one track square or one home-column
        /// square (no limit). The finishing square holds any number. A move
        /// may end on a full square only if it captures there.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "crate::checked::required"))]
        pub square_capacity: Option<u8> = None,
        /// Whether a player who rolls a 6 must move a token out of one of its
        /// blocks (two own tokens on a track square) when one can move (no).
        /// A compulsory entry ([`LudoRules::must_enter`]) comes first. With
        /// two dice it is a double that must open a block, with the first of
        /// its dice played.
        pub open_blocks_on_six: bool = false,
        /// Squares a 6 moves once none of the player's tokens is in the yard
        /// (6; Parchís 7, a regional variant 12). Its bonus roll is unchanged.
        /// With two dice it applies to each die showing 6.
        pub six_when_all_out: u8 = 6,
        /// What entering does to opponents on the start square (captures as a
        /// move does).
        pub entry_capture: EntryCapture = EntryCapture::AsAMove,
        /// Dice thrown per roll: 1 (every preset but
        /// [`LudoRules::parchis_two_dice`]) or 2.
        ///
        /// With two dice each die is a separate move, played one after the
        /// other in either order and naming the die
        /// ([`LudoAction::MoveDie`](super::LudoAction::MoveDie),
        /// [`LudoAction::EnterDie`](super::LudoAction::EnterDie)); a die that
        /// cannot be used when the other is spent is forfeited
        /// ([`LudoEvent::DieForfeited`](super::LudoEvent::DieForfeited)), and a
        /// throw of which neither die can be used passes
        /// ([`LudoEvent::Passed`](super::LudoEvent::Passed), its total). A
        /// **double** takes the place of the 6 for everything but the length
        /// of a move: it rolls again ([`LudoRules::bonus_rolls`]; the third
        /// double in a row is the "third 6"), and it is what must open a
        /// block ([`LudoRules::open_blocks_on_six`]: the first die played of a
        /// double opens one when a die can). A die showing 6 still moves
        /// [`LudoRules::six_when_all_out`] squares once no token is in the
        /// yard. A bonus move ([`Reward::Move`]) earned by one die is played
        /// before the other die.
        pub dice: u8 = 1,
        /// With two dice, whether a throw whose **total** is an entry roll
        /// (1 + 4 or 2 + 3 for a 5) may bring one token in, using both dice
        /// ([`LudoAction::EnterTotal`](super::LudoAction::EnterTotal)); it is
        /// compulsory like any entry under [`LudoRules::must_enter`] (no;
        /// [`LudoRules::parchis_two_dice`]: yes). Needs two dice.
        pub enter_on_total: bool = false,
        /// With two dice, whether a player may instead move **one token by
        /// the total** of both (unused) dice as a single move
        /// ([`LudoAction::MoveSum`](super::LudoAction::MoveSum)), checked as
        /// one move: it may end where the first die alone could not stop
        /// (a full square), but passes no block, and it never bounces (no;
        /// every preset: the common rule plays each die as its own move).
        /// Each die showing 6 counts [`LudoRules::six_when_all_out`]. Needs
        /// two dice.
        pub sum_move: bool = false,
        /// How many of each player's tokens begin the game on their start
        /// square instead of in the yard (0; the rule sheet of Mensch ärgere
        /// Dich nicht as printed: 1, see [`LudoRules::mensch`]). At most the
        /// tokens a player has, and what the start square holds of one colour
        /// (one without [`LudoRules::share_own`]). Added after the serialized
        /// form was frozen: left out when 0, and 0 when left out.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
        pub out_at_start: u8 = 0,
        /// Where a captured token goes: `None`, its yard (every preset);
        /// `Some(n)`, `n` squares back along its own path, the house rule
        /// "a captured token goes back six squares" with `n` = 6. A token
        /// that has come fewer than `n` squares from its start, or whose
        /// square `n` back it could not stand on (a token of another colour
        /// there off a safe square, a block of another colour, one of its
        /// own where [`LudoRules::share_own`] forbids it, a full square by
        /// [`LudoRules::square_capacity`]; the capturing token has left its
        /// square), goes to its yard. Going back captures nobody. Left out
        /// of the serialized form when `None`.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
        pub capture_back: Option<core::num::NonZeroU8> = None,
        /// Whether opposite colours play as partners, and when a
        /// partnership wins ([`Partners::Alone`]: every colour for itself;
        /// [`LudoRules::ludo_partners`]: [`Partners::AllHome`]). With
        /// partners [`LudoRules::end`] is [`GameEnd::FirstFinisher`], and
        /// pairs play only when every colour is at the table. Left out of
        /// the serialized form when alone.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Partners::is_alone"))]
        pub partners: Partners = Partners::Alone,
    }
}

impl LudoRules {
    /// Checks that the rules can be played, and says why not: the
    /// geometry, every option in range, options that contradict each
    /// other, and goal fields that can hold every token.
    ///
    /// # Errors
    ///
    /// The first problem found, as a [`LudoRulesError`] naming the values
    /// involved.
    pub fn validate(&self) -> Result<(), LudoRulesError> {
        self.geometry.check()?;
        self.check_ranges()?;
        self.check_movement()?;
        self.check_combinations()?;
        self.check_dice()?;
        self.check_out_at_start()?;
        self.check_partners()?;
        self.check_finishable()
    }

    /// Tokens, tries, the action limit, the length of a 6 and the square
    /// capacity in range; safe squares on the track.
    fn check_ranges(&self) -> Result<(), LudoRulesError> {
        use LudoRulesError as E;
        if self.tokens == 0 || usize::from(self.tokens) > MAX_TOKENS {
            return Err(E::Tokens(self.tokens));
        }
        if self.yard_rolls == 0 || self.yard_rolls > 6 {
            return Err(E::YardRolls(self.yard_rolls));
        }
        if let SafeSquares::List(list) = &self.safe
            && let Some(&square) = list.iter().find(|&&s| s >= self.geometry.track_len)
        {
            return Err(E::SafeSquareOffTrack {
                square,
                track_len: self.geometry.track_len,
            });
        }
        if self.action_limit == Some(0) {
            return Err(E::ZeroActionLimit);
        }
        if !(6..=12).contains(&self.six_when_all_out) {
            return Err(E::SixValue(self.six_when_all_out));
        }
        match self.square_capacity {
            Some(0) => Err(E::SquareCapacity(0)),
            Some(1) if self.blocks != Blocks::None => Err(E::SquareCapacity(1)),
            _ => Ok(()),
        }
    }

    /// A bounce stays inside the home column, for every die's length.
    fn check_movement(&self) -> Result<(), LudoRulesError> {
        use LudoRulesError as E;
        let g = &self.geometry;
        if self.overshoot != Overshoot::Bounce {
            return Ok(());
        }
        if u16::from(g.last_progress()) < u16::from(g.home_start()) + 5 {
            return Err(E::BounceLeavesHome {
                home_len: g.home_len,
            });
        }
        let longest = self.six_when_all_out.max(6);
        if u16::from(g.last_progress()) + 1 < u16::from(g.home_start()) + u16::from(longest) {
            return Err(E::BounceTooLong {
                home_len: g.home_len,
                step: longest,
            });
        }
        Ok(())
    }

    /// Options that need or exclude each other: blocks and sharing,
    /// opening blocks, the rewards, capturing on a full start.
    fn check_combinations(&self) -> Result<(), LudoRulesError> {
        use LudoRulesError as E;
        if self.blocks != Blocks::None && !self.share_own {
            return Err(E::BlocksWithoutSharing);
        }
        if self.open_blocks_on_six && self.blocks == Blocks::None {
            return Err(E::NoBlocksToOpen);
        }
        for reward in [self.capture_reward, self.home_reward] {
            if reward == Reward::Move(0) {
                return Err(E::ZeroBonusMove);
            }
        }
        let is_move = |r: Reward| matches!(r, Reward::Move(_));
        if (is_move(self.capture_reward) && self.home_reward == Reward::ExtraRoll)
            || (is_move(self.home_reward) && self.capture_reward == Reward::ExtraRoll)
        {
            return Err(E::MixedRewards);
        }
        if self.entry_capture == EntryCapture::OneOpponentWhenFull && self.square_capacity.is_none()
        {
            return Err(E::NeverFull);
        }
        Ok(())
    }

    /// One or two dice, and the options that need two.
    fn check_dice(&self) -> Result<(), LudoRulesError> {
        use LudoRulesError as E;
        if !(1..=2).contains(&self.dice) {
            return Err(E::DiceCount(self.dice));
        }
        if self.enter_on_total && self.dice != 2 {
            return Err(E::TotalEntryNeedsTwoDice);
        }
        if self.sum_move && self.dice != 2 {
            return Err(E::SumMoveNeedsTwoDice);
        }
        if self.dice == 2
            && (self.capture_reward == Reward::ExtraRoll || self.home_reward == Reward::ExtraRoll)
        {
            return Err(E::ExtraRollWithTwoDice);
        }
        Ok(())
    }

    /// The goal can be filled: the goal fields hold every token.
    ///
    /// The other ways a rule set could make finishing impossible are
    /// refused by the checks above or cannot arise: every entry roll is a
    /// die's face; a die's 1 always fits before the end of the path, so an
    /// exact finish is always reachable; and a bounce that could leave the
    /// home column is refused ([`LudoRulesError::BounceLeavesHome`],
    /// [`LudoRulesError::BounceTooLong`]).
    fn check_out_at_start(&self) -> Result<(), LudoRulesError> {
        let room = match (self.share_own, self.square_capacity) {
            (false, _) => 1,
            (true, Some(cap)) => cap,
            (true, None) => u8::MAX,
        };
        if self.out_at_start > self.tokens || (self.out_at_start > 1 && self.out_at_start > room) {
            return Err(LudoRulesError::OutAtStart {
                out: self.out_at_start,
                tokens: self.tokens,
                room,
            });
        }
        Ok(())
    }

    /// Partners sit opposite, so on an even number of colours, and the game
    /// ends at the first partnership's win.
    fn check_partners(&self) -> Result<(), LudoRulesError> {
        if self.partners.is_alone() {
            return Ok(());
        }
        if !self.geometry.colours.is_multiple_of(2) {
            return Err(LudoRulesError::PartnersOddColours(self.geometry.colours));
        }
        if self.end != GameEnd::FirstFinisher {
            return Err(LudoRulesError::PartnersEnd);
        }
        Ok(())
    }

    fn check_finishable(&self) -> Result<(), LudoRulesError> {
        let g = &self.geometry;
        if g.goal != Goal::GoalFields {
            return Ok(());
        }
        let per_field = match (self.share_own, self.square_capacity) {
            (false, _) => 1,
            (true, Some(cap)) => cap,
            (true, None) => u8::MAX,
        };
        if u16::from(g.home_len) * u16::from(per_field) < u16::from(self.tokens) {
            return Err(LudoRulesError::GoalTooSmall {
                fields: g.home_len,
                per_field,
                tokens: self.tokens,
            });
        }
        Ok(())
    }

    /// Whether track square `square` is safe under these rules.
    pub fn is_safe(&self, square: u8) -> bool {
        let g = &self.geometry;
        let is_start = |sq: u8| (0..g.colours).any(|c| g.start(c) == sq);
        let is_star = |sq: u8| {
            (0..g.colours).any(|c| {
                let star = (u16::from(g.start(c)) + 8) % u16::from(g.track_len.max(1));
                star == u16::from(sq)
            })
        };
        match &self.safe {
            SafeSquares::None => false,
            SafeSquares::Starts => is_start(square),
            SafeSquares::StartsAndStars => is_start(square) || is_star(square),
            SafeSquares::List(list) => list.contains(&square),
        }
    }
}

/// Whether a count is 0 (a field left out of the serialized form at 0).
#[cfg(feature = "serde")]
fn is_zero(n: &u8) -> bool {
    *n == 0
}

//! Throws of six-sided dice ([`Roll`]), uniform draws, and the seedable [`Dice`].
//!
//! The core of every game never draws a random number: a throw is an
//! action. This module is where throws come from, either enumerated with
//! their exact probabilities (for analysis) or drawn from a generator.

use core::fmt;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// Faces of every die in this crate.
pub const FACES: u8 = 6;

/// Most dice one throw uses.
pub const MAX_DICE: u8 = 2;

/// Why a throw could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum DiceError {
    /// A die showed something other than 1 to 6.
    #[error("impossible die value {0}: a six-sided die shows 1 to 6")]
    ImpossibleValue(u8),
    /// A throw used no dice or more than [`MAX_DICE`].
    #[error("a throw uses 1 or {MAX_DICE} dice, not {0}")]
    DiceCount(usize),
}

/// The dice of one throw, in the order they were read: `(6, 3)` and
/// `(3, 6)` are different throws with the same total.
///
/// A `Roll` always holds valid values, so code that receives one never
/// checks them again; building one from untrusted numbers (or
/// deserializing one) is where an impossible value is refused.
///
/// ```
/// use racegame::{DiceError, Roll};
/// let r = Roll::two(6, 3)?;
/// assert_eq!(r.total(), 9);
/// assert_eq!(r.dice(), &[6, 3]);
/// assert!(r.is_pair(3, 6));
/// assert_eq!(Roll::one(7), Err(DiceError::ImpossibleValue(7)));
/// # Ok::<(), DiceError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "alloc::vec::Vec<u8>", into = "alloc::vec::Vec<u8>")
)]
pub struct Roll {
    dice: [u8; MAX_DICE as usize],
    len: u8,
}

impl Roll {
    /// A throw of one die.
    pub const fn one(a: u8) -> Result<Roll, DiceError> {
        if a < 1 || a > FACES {
            return Err(DiceError::ImpossibleValue(a));
        }
        Ok(Roll {
            dice: [a, 0],
            len: 1,
        })
    }

    /// A throw of two dice, in the order given.
    pub const fn two(a: u8, b: u8) -> Result<Roll, DiceError> {
        if a < 1 || a > FACES {
            return Err(DiceError::ImpossibleValue(a));
        }
        if b < 1 || b > FACES {
            return Err(DiceError::ImpossibleValue(b));
        }
        Ok(Roll {
            dice: [a, b],
            len: 2,
        })
    }

    /// A throw of the given dice (one or two values, each 1 to 6).
    pub fn new(dice: &[u8]) -> Result<Roll, DiceError> {
        match *dice {
            [a] => Roll::one(a),
            [a, b] => Roll::two(a, b),
            _ => Err(DiceError::DiceCount(dice.len())),
        }
    }

    /// The dice values, in order.
    #[inline]
    pub fn dice(&self) -> &[u8] {
        &self.dice[..self.len as usize]
    }

    /// How many dice were thrown.
    #[inline]
    pub const fn count(&self) -> u8 {
        self.len
    }

    /// The sum of the dice.
    #[inline]
    pub const fn total(&self) -> u8 {
        self.dice[0] + self.dice[1]
    }

    /// Whether this is a throw of two dice showing `a` and `b` in either order.
    #[inline]
    pub const fn is_pair(&self, a: u8, b: u8) -> bool {
        self.len == 2
            && ((self.dice[0] == a && self.dice[1] == b)
                || (self.dice[0] == b && self.dice[1] == a))
    }

    /// Whether two dice show the same value.
    #[inline]
    pub const fn is_double(&self) -> bool {
        self.len == 2 && self.dice[0] == self.dice[1]
    }

    /// Every ordered throw of `dice` dice (1 or 2), each equally likely.
    /// Yields nothing for another count.
    pub fn all(dice: u8) -> impl Iterator<Item = Roll> {
        Roll::all_slice(dice).iter().copied()
    }

    /// Every ordered throw of `dice` dice (1 or 2) as a slice, in the order
    /// of [`Roll::all`]; empty for another count. A constant table: listing
    /// the throws costs a copy, no division and no allocation.
    ///
    /// ```
    /// use racegame::Roll;
    /// assert_eq!(Roll::all_slice(2).len(), 36);
    /// assert_eq!(Roll::all_slice(2)[1], Roll::two(1, 2)?);
    /// assert!(Roll::all_slice(3).is_empty());
    /// # Ok::<(), racegame::DiceError>(())
    /// ```
    pub fn all_slice(dice: u8) -> &'static [Roll] {
        match dice {
            1 => &ALL_ONE,
            2 => &ALL_TWO,
            _ => &[],
        }
    }
}

/// Every throw of one die, in order.
const ALL_ONE: [Roll; FACES as usize] = {
    let mut all = [Roll {
        dice: [1, 0],
        len: 1,
    }; FACES as usize];
    let mut i = 0;
    while i < FACES as usize {
        all[i].dice[0] = i as u8 + 1;
        i += 1;
    }
    all
};

/// Every ordered throw of two dice, first die slowest.
const ALL_TWO: [Roll; (FACES as usize) * (FACES as usize)] = {
    let f = FACES as usize;
    let mut all = [Roll {
        dice: [1, 1],
        len: 2,
    }; (FACES as usize) * (FACES as usize)];
    let mut i = 0;
    while i < f * f {
        all[i].dice = [(i / f) as u8 + 1, (i % f) as u8 + 1];
        i += 1;
    }
    all
};

impl fmt::Debug for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Roll{:?}", self.dice())
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.dice() {
            [a] => write!(f, "{a}"),
            [a, b] => write!(f, "{a}+{b}"),
            _ => Ok(()),
        }
    }
}

impl TryFrom<alloc::vec::Vec<u8>> for Roll {
    type Error = DiceError;
    fn try_from(v: alloc::vec::Vec<u8>) -> Result<Self, Self::Error> {
        Roll::new(&v)
    }
}

impl From<Roll> for alloc::vec::Vec<u8> {
    fn from(r: Roll) -> Self {
        r.dice().to_vec()
    }
}

/// A uniform integer in `0..n` from any generator, without bias (Lemire's
/// multiply-and-reject). Returns 0 when `n` is 0.
///
/// This exact procedure is part of the crate's reproducibility promise: the
/// golden tests pin the games it produces.
///
/// A draw is rejected when the low half of `x * n` falls below
/// `2^32 mod n`, which is less than `n`; so the division that computes that
/// bound is needed only when the low half is below `n` (Lemire's
/// "nearly divisionless" form). Accepting and rejecting exactly the same
/// draws as computing the bound every time, it gives the same stream.
#[inline]
pub fn uniform_below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    if n == 0 {
        return 0;
    }
    let mut m = u64::from(rng.next_u32()) * u64::from(n);
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n; // 2^32 mod n, below n
        while (m as u32) < threshold {
            m = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (m >> 32) as u32
}

/// One six-sided die thrown with any generator: `uniform_below(rng, 6) + 1`.
///
/// Spelled out with the bound as a constant: for a fixed `n` the plain
/// multiply-and-reject is one compare per draw, fewer instructions than the
/// nearly divisionless form, and it accepts exactly the same draws.
#[inline]
pub fn roll_die<R: Rng + ?Sized>(rng: &mut R) -> u8 {
    face_index(rng) as u8 + 1
}

/// [`roll_die`] less one: the face as an index `0..6`, computed so that
/// the compiler sees it is below 8 (a table of 8 or 64 entries is then
/// read without a bounds check).
#[inline(always)]
pub(crate) fn face_index<R: Rng + ?Sized>(rng: &mut R) -> usize {
    const N: u32 = FACES as u32;
    const THRESHOLD: u32 = N.wrapping_neg() % N; // 2^32 mod 6 = 4
    loop {
        let m = u64::from(rng.next_u32()) * u64::from(N);
        if (m as u32) >= THRESHOLD {
            return (m >> 32) as usize;
        }
    }
}

/// A throw of `dice` dice (1 or 2; other counts are read as 2, the most
/// dice any game asks for, and as 1 below 1) drawn with any generator.
#[inline]
pub fn roll_with<R: Rng + ?Sized>(rng: &mut R, dice: u8) -> Roll {
    let a = roll_die(rng);
    if dice <= 1 {
        Roll {
            dice: [a, 0],
            len: 1,
        }
    } else {
        let b = roll_die(rng);
        Roll {
            dice: [a, b],
            len: 2,
        }
    }
}

/// Seedable dice: the same seed gives the same throws on every machine and
/// in every version of this crate.
///
/// Built on [`ChaCha8Rng`] by default (portable, `Clone + Eq`, serializable,
/// so a session can be saved mid-game and resumed on the same throws); any
/// [`rand_core::Rng`] works through [`Dice::from_rng`].
///
/// ```
/// use racegame::Dice;
/// let mut a = Dice::seeded(42);
/// let mut b = a.clone();
/// assert_eq!(a.roll(2), b.roll(2));
/// assert!((1..=6).contains(&a.die()));
/// ```
///
/// # Keep the dice secret
///
/// `Dice` are a generator's whole state: a copy, or its serialized form
/// (the generator's key, stream and position), lets anyone compute every
/// throw still to come. A server keeps its `Dice` on its own
/// side (in memory, or saved next to the game where clients cannot read it)
/// and sends clients the state and the events, never the dice. It throws
/// with [`Dice::throw_for`] and applies the throw with
/// [`RaceGame::apply`](crate::RaceGame::apply); the actions clients send go through
/// [`RaceGame::apply_as`](crate::RaceGame::apply_as), which refuses any throw a client makes up.
///
/// Serialized, `Dice` on ChaCha8 are the generator's key, stream and
/// position (a format of this crate's own, independent of `rand_chacha`'s
/// serde support, so it also works without `std`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dice<R = ChaCha8Rng> {
    rng: R,
}

/// One past the last word position of a ChaCha stream: the position is a
/// 64-bit block counter of 16 words each, 68 bits in all.
#[cfg(feature = "serde")]
const WORD_POS_END: u128 = 1 << 68;

/// The saved form of [`Dice`] on ChaCha8: enough to resume the same stream.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedDice {
    key: [u8; 32],
    stream: u64,
    word_pos: u128,
}

/// Writes the generator's key, stream and word position: everything needed
/// to predict every later throw. Keep the result where only the side that
/// throws can read it (a server's own storage), never in what players see.
#[cfg(feature = "serde")]
impl serde::Serialize for Dice<ChaCha8Rng> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedDice {
            key: self.rng.get_seed(),
            stream: self.rng.get_stream(),
            word_pos: self.rng.get_word_pos(),
        }
        .serialize(serializer)
    }
}

/// Reads dice saved by the `Serialize` impl, strictly: an unknown field is
/// refused, and so is a word position past the generator's range (below
/// 2^68), which the generator would otherwise wrap round silently.
///
/// Saved dice hold the key to every later throw: load them from the
/// server's own storage, never from anything a player sent.
///
/// ```
/// use racegame::Dice;
/// let dice = Dice::seeded(3);
/// let saved = serde_json::to_string(&dice)?;
/// assert_eq!(serde_json::from_str::<Dice>(&saved)?, dice);
/// // 2^68, one past the last position:
/// let past_end = saved.replace(r#""word_pos":0"#, r#""word_pos":295147905179352825856"#);
/// assert_ne!(past_end, saved);
/// assert!(serde_json::from_str::<Dice>(&past_end).is_err());
/// # Ok::<(), serde_json::Error>(())
/// ```
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Dice<ChaCha8Rng> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = SavedDice::deserialize(deserializer)?;
        if saved.word_pos >= WORD_POS_END {
            return Err(serde::de::Error::custom(format_args!(
                "dice word position {} is past the generator's range (below 2^68)",
                saved.word_pos
            )));
        }
        let mut rng = ChaCha8Rng::from_seed(saved.key);
        rng.set_stream(saved.stream);
        rng.set_word_pos(saved.word_pos);
        Ok(Dice { rng })
    }
}

impl Dice<ChaCha8Rng> {
    /// Dice seeded from a `u64` (through [`SeedableRng::seed_from_u64`]).
    pub fn seeded(seed: u64) -> Self {
        Dice {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<R: Rng> Dice<R> {
    /// Dice drawing from `rng`.
    pub fn from_rng(rng: R) -> Self {
        Dice { rng }
    }

    /// The generator, for instance to save it.
    pub fn rng(&self) -> &R {
        &self.rng
    }

    /// The generator, to draw from it directly.
    pub fn rng_mut(&mut self) -> &mut R {
        &mut self.rng
    }

    /// Gives the generator back.
    pub fn into_rng(self) -> R {
        self.rng
    }

    /// One die.
    #[inline]
    pub fn die(&mut self) -> u8 {
        roll_die(&mut self.rng)
    }

    /// A throw of `dice` dice (see [`roll_with`]).
    #[inline]
    pub fn roll(&mut self, dice: u8) -> Roll {
        roll_with(&mut self.rng, dice)
    }

    /// A uniform index in `0..n` (0 when `n` is 0), for random choices
    /// drawn from the same stream as the dice.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        uniform_below(&mut self.rng, u32::try_from(n).unwrap_or(u32::MAX)) as usize
    }
}

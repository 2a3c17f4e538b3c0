//! [`BackgammonState`]: what changes during a game, in a small canonical `Copy` value (each side's checkers packed four bits a point).

use alloc::vec::Vec;

use super::dice::DiceLeft;
use super::error::BackgammonStateError;
use super::memory::TurnMemory;
use super::rules::{BAR, MAX_CHECKERS, OFF, POINTS, START};
use crate::game::Seat;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Phase {
    /// The opening throw: each side throws one die (chance acts).
    Opening,
    /// The seat to play throws both dice (chance acts).
    AwaitingThrow,
    /// The seat to play moves a checker with one of these dice; some move
    /// is legal.
    AwaitingMove(DiceLeft),
    /// The seat to play has played the 1 and the 2 of an acey-deucey throw
    /// and names the double it plays next
    /// ([`BackgammonAction::NameDoubles`](super::BackgammonAction::NameDoubles)).
    /// Only under rules with [`acey_deucey`](super::BackgammonRules::acey_deucey).
    NamingDoubles,
    /// The seat to play decides on the cube before throwing: it doubles
    /// ([`BackgammonAction::Double`](super::BackgammonAction::Double)) or
    /// throws without doubling ([`Roll`](super::BackgammonAction::Roll)).
    /// Only under rules with a cube, and only when that seat may double
    /// (the cube in the middle or its own, below its cap); otherwise the
    /// game goes straight to [`AwaitingThrow`](Phase::AwaitingThrow).
    AwaitingCube,
    /// The seat to play has doubled: the other side acts, and takes
    /// ([`Take`](super::BackgammonAction::Take)), passes
    /// ([`Pass`](super::BackgammonAction::Pass)) or, where the rules allow,
    /// beavers ([`Beaver`](super::BackgammonAction::Beaver)). The cube
    /// still shows its value before the double.
    Doubled,
    /// The seat to play has offered to resign (under rules with
    /// [`resignations`](super::BackgammonRules::resignations)): the other
    /// side acts, and accepts ([`Accept`](super::BackgammonAction::Accept))
    /// or rejects ([`Reject`](super::BackgammonAction::Reject)) it.
    Resigning {
        /// What the offer gives away.
        offered: super::Resignation,
        /// The dice the resigner has thrown this turn, none played
        /// (`None`: it offered before its throw): where its turn goes on
        /// when the offer is rejected.
        dice: Option<DiceLeft>,
    },
    /// The seat to play won.
    Over,
    /// The game ended drawn: Plakoto's both mothers pinned, or a board
    /// where neither side can move a checker with any die, so that the
    /// game could never end (see [`BackgammonRules`](super::BackgammonRules)).
    Drawn,
    /// The game reached the action limit of its rules.
    Truncated,
}

impl Phase {
    /// Whether the game has ended.
    #[inline]
    pub const fn is_over(self) -> bool {
        matches!(self, Phase::Over | Phase::Drawn | Phase::Truncated)
    }
}

/// Four bits a point: nibble `p` of a side's word counts its checkers on
/// its own point `p` (0 borne off, 25 the bar, 26 the start area).
#[inline]
pub(crate) const fn nibble(word: u128, p: u8) -> u8 {
    ((word >> (4 * p as u32)) & 0xF) as u8
}

/// One checker on point `p` of a packed word.
#[inline]
pub(crate) const fn unit(p: u8) -> u128 {
    1u128 << (4 * p as u32)
}

/// The bits of the packed word that hold checkers: nibbles 0 to 26 (26:
/// the start area, empty under rules without one).
pub(crate) const USED_NIBBLES: u128 = (1u128 << (4 * 27)) - 1;

/// The bits of a point mask that name points 1 to 24.
/// The home points 1 to 6 as bits of a byte.
pub(crate) const HOME_BITS: u8 = 0b0111_1110;

/// Bits 1 to 24: the points.
pub(crate) const POINT_BITS: u32 = ((1u32 << 25) - 1) & !1;

/// Everything that changes in a game on the backgammon board: each side's
/// checkers on its points, on the bar, borne off and waiting to enter
/// (acey-deucey), pinned checkers (Plakoto), whose turn it is, what the game waits for (the dice left
/// to play, a cube decision), the action count, and the doubling cube's
/// value and owner.
///
/// Each side's checkers are counted by its **own** point numbers: its
/// 24-point is where its journey starts, its 1-point the deepest point of
/// its home board, 25 the bar, 0 off and 26 the start area (acey-deucey's
/// checkers not yet entered). Under the backgammon geometry a
/// side's point `p` is the other's `25 - p`
/// ([`Direction`](super::Direction)). Checkers are interchangeable, so a
/// position is its counts: two games that reach the same counts are in the
/// same state. Each side's counts are packed four bits a point in one
/// word; the state is `Copy` and 64 bytes.
///
/// ```
/// use racegame::{RaceGame, backgammon::{BLACK, BackgammonGame, WHITE}};
/// let game = BackgammonGame::backgammon();
/// let s = game.initial_state();
/// assert_eq!((s.count(WHITE, 24), s.count(WHITE, 13), s.count(BLACK, 6)), (2, 5, 5));
/// assert_eq!(s.points(WHITE).collect::<Vec<_>>(), [(24, 2), (13, 5), (8, 3), (6, 5)]);
/// ```
///
/// # Notation
///
/// One line, fields separated by one space:
///
/// ```text
/// position = "bg W:" side " B:" side    ; White's checkers, then Black's
///            " t=" seat                 ; whose turn it is
///            " p=" phase
///            [ " n=" number ]           ; actions played
///            [ " c=" value seat ]       ; a turned cube: its value, its owner
///            [ " s=" points "-" points ]; match play: White's score, Black's
///            [ " crawford" ]            ; match play: the Crawford game
///            [ " h=" ( "1" | "2" ) ]    ; checkers still allowed off the head
///                                       ; this turn (long nardy), left out at 0
///            [ " r=" 1*6 home ]         ; home points where a checker hit this
///                                       ; turn (tavla), falling: r=61
///            [ " then=" ( "name" | "throw" ) ] ; acey-deucey: what the dice
///                                       ; left earn once played
///            ";"                        ; the end of the position
/// side     = item *( "," item )
/// item     = "o" count                  ; checkers borne off
///          | "b" count                  ; checkers on the bar
///          | "s" count                  ; checkers waiting off the board to
///                                       ; enter (acey-deucey's start area)
///          | point [ "x" count ] [ "p" ]; checkers on a point, farthest first;
///                                       ; "p": that one checker is pinned
/// seat     = "W" | "B"
/// phase    = "opening" | "cube" | "doubled" | "throw" | "name" | "move:" dice
///          | "resign:" offer [ ":" dice ]   ; an offer to resign stands
///          | "over" | "passed" | "resigned:" offer | "drawn" | "truncated"
/// offer    = "single" | "gammon" | "backgammon"
/// value    = "2" | "4" | "8" | ... | "4096"  ; a power of two
/// points   = "0" | "1" .. "65535"     ; a score of 0-0 is left out
/// dice     = 1*4 digit                  ; the dice left, largest first: 64, 5555
/// point    = "1" .. "24"                ; the side's own number
/// home     = "1" .. "6"                 ; a home point, the mover's number
/// count    = "2" .. "15" after "x", "1" .. "15" after "o" or "b"
/// ```
///
/// The phases `cube`, `doubled` and `name` are [`Phase::AwaitingCube`],
/// [`Phase::Doubled`] and [`Phase::NamingDoubles`]; `passed` is a game
/// over by a pass (the winner, at `t`, the side that doubled); `resign:` an
/// offer to resign by the side at `t` ([`Phase::Resigning`], with the dice
/// it threw before offering); `resigned:` a game over by an accepted
/// resignation (the winner at `t`).
///
/// A count of one is left out after a point (`13x5,8`), zero counts are
/// left out (and refused when written), as is `n` before the first action
/// and the cube while it is in the middle at 1 (so a game without a cube
/// never writes it), so every text read is the text written for its state; the closing `;`
/// makes a text cut short a refusal, never another position. Reading checks
/// the shape; [`parse_position`](crate::notation::parse_position) checks
/// the position against a game's rules. [`BackgammonState::diagram`]
/// draws the board as text, and the GNU Backgammon Position ID is
/// [`BackgammonState::position_id`].
///
/// ```
/// use racegame::{RaceGame, backgammon::{BackgammonGame, BackgammonState}};
/// let game = BackgammonGame::backgammon();
/// let s = game.initial_state();
/// assert_eq!(s.to_string(), "bg W:24x2,13x5,8x3,6x5 B:24x2,13x5,8x3,6x5 t=W p=opening;");
/// assert_eq!(s.to_string().parse::<BackgammonState>()?, s);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        try_from = "super::serde_state::StateRepr",
        into = "super::serde_state::StateRepr"
    )
)]
pub struct BackgammonState {
    /// Per seat, its checkers four bits a point by its own numbers.
    pub(crate) board: [u128; 2],
    /// Per seat, bit `p` set when its checker on its point `p` is pinned.
    pub(crate) pinned: [u32; 2],
    pub(crate) turn: u8,
    pub(crate) phase: Phase,
    pub(crate) actions: u32,
    /// The cube in one byte, so that a state without one is told by one
    /// test: its doublings in bits 0 to 3 (its value is `1 << doublings`),
    /// its owner in bits 4 and 5 (0 in the middle, 1 White, 2 Black), and
    /// bit 6 set when the game ended by a pass.
    pub(crate) cube: u8,
    /// Match play: each side's points so far.
    pub(crate) score: [u16; 2],
    /// Match play: whether this is the Crawford game.
    pub(crate) crawford: bool,
    /// The turn's memory ([`TurnMemory`]): none between turns and under
    /// rules that look back at nothing.
    pub(crate) memory: TurnMemory,
    /// The resignation accepted, once a game has ended by one.
    pub(crate) resigned: Option<super::Resignation>,
}

/// The doublings' bits of the cube byte.
const DOUBLINGS: u8 = 0x0F;
/// The shift of the owner's bits in the cube byte.
const OWNER: u8 = 4;
/// The bit of a pass in the cube byte.
const PASSED: u8 = 0x40;

// The documented size: a state is copied on every `apply`.
const _: () = assert!(core::mem::size_of::<BackgammonState>() == 64);

impl BackgammonState {
    /// Both sides on `start` (packed), `turn` to act in `phase`.
    pub(crate) const fn new(start: u128, turn: Seat, phase: Phase) -> Self {
        BackgammonState {
            board: [start; 2],
            pinned: [0; 2],
            turn: turn.0,
            phase,
            actions: 0,
            cube: 0,
            score: [0; 2],
            crawford: false,
            memory: TurnMemory::NONE,
            resigned: None,
        }
    }

    /// The index of `seat` in the per-seat arrays (anything but Black
    /// reads as White, so no lookup can fail).
    #[inline]
    pub(crate) const fn slot(seat: Seat) -> usize {
        if seat.0 == 1 { 1 } else { 0 }
    }

    /// `seat`'s checkers on its own point `p`: 1 to 24, [`BAR`] (25),
    /// [`OFF`] (0) or [`START`] (26, waiting to enter); 0 for anything
    /// else, and for a seat other than White and Black (which has no
    /// checkers, rather than White's).
    #[inline]
    pub fn count(&self, seat: Seat, p: u8) -> u8 {
        if p > START || seat.0 > 1 {
            return 0;
        }
        nibble(self.board[Self::slot(seat)], p)
    }

    /// `seat`'s checkers on the bar.
    #[inline]
    pub fn bar(&self, seat: Seat) -> u8 {
        self.count(seat, BAR)
    }

    /// `seat`'s checkers waiting off the board to enter (acey-deucey's
    /// start area; 0 under every other rule set).
    #[inline]
    pub fn to_enter(&self, seat: Seat) -> u8 {
        self.count(seat, START)
    }

    /// `seat`'s checkers borne off.
    #[inline]
    pub fn borne_off(&self, seat: Seat) -> u8 {
        self.count(seat, OFF)
    }

    /// `seat`'s points that hold its checkers, farthest first, with their
    /// counts (the bar and off are not points).
    pub fn points(&self, seat: Seat) -> impl Iterator<Item = (u8, u8)> + '_ {
        (1..=POINTS)
            .rev()
            .map(move |p| (p, self.count(seat, p)))
            .filter(|&(_, n)| n > 0)
    }

    /// Whether `seat`'s checker on its point `p` is pinned (never for a
    /// seat other than White and Black).
    #[inline]
    pub fn is_pinned(&self, seat: Seat, p: u8) -> bool {
        p < 32 && self.pinned(seat) & (1 << p) != 0
    }

    /// `seat`'s pinned checkers as a mask of its point numbers (none for a
    /// seat other than White and Black).
    #[inline]
    pub fn pinned(&self, seat: Seat) -> u32 {
        if seat.0 > 1 {
            return 0;
        }
        self.pinned[Self::slot(seat)]
    }

    /// Whose turn it is (the winner once the game is won; White during the
    /// opening throw).
    #[inline]
    pub fn turn(&self) -> Seat {
        Seat(self.turn)
    }

    /// What the game waits for.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The dice left to play, when a move is awaited.
    #[inline]
    pub fn dice(&self) -> Option<DiceLeft> {
        match self.phase {
            Phase::AwaitingMove(d) => Some(d),
            _ => None,
        }
    }

    /// The winner, once a side has won.
    #[inline]
    pub fn winner(&self) -> Option<Seat> {
        (self.phase == Phase::Over).then_some(self.turn())
    }

    /// The cube's value: 1 while it is in the middle, then 2, 4 and so on
    /// as doubles are taken (under [`Phase::Doubled`] the value before the
    /// double). 1 under rules without a cube.
    #[inline]
    pub fn cube_value(&self) -> u32 {
        1u32 << self.doublings()
    }

    /// The doublings the cube has had: its value is `2^doublings`.
    #[inline]
    pub fn cube_doublings(&self) -> u8 {
        self.doublings()
    }

    /// The cube's doublings (bits 0 to 3 of the cube byte).
    #[inline]
    pub(crate) const fn doublings(&self) -> u8 {
        self.cube & DOUBLINGS
    }

    /// The cube's owner: 0 in the middle, 1 White, 2 Black, 3 corrupt.
    #[inline]
    pub(crate) const fn owner_code(&self) -> u8 {
        (self.cube >> OWNER) & 3
    }

    /// Sets the cube's doublings (at most 15) and owner code (0 to 3),
    /// keeping the pass bit.
    #[inline]
    pub(crate) fn set_cube(&mut self, doublings: u8, owner: u8) {
        self.cube = (self.cube & PASSED) | doublings.min(DOUBLINGS) | ((owner & 3) << OWNER);
    }

    /// Marks the game ended by a pass, or not.
    #[inline]
    pub(crate) fn set_passed(&mut self, passed: bool) {
        self.cube = (self.cube & !PASSED) | if passed { PASSED } else { 0 };
    }

    /// Who owns the cube: `None` while it is in the middle (and always
    /// under rules without a cube).
    #[inline]
    pub fn cube_owner(&self) -> Option<Seat> {
        match self.owner_code() {
            1 => Some(Seat(0)),
            2 => Some(Seat(1)),
            _ => None,
        }
    }

    /// The resignation accepted, when the game ended by one (the winner,
    /// [`BackgammonState::winner`], the side that accepted it).
    #[inline]
    pub fn resigned(&self) -> Option<super::Resignation> {
        self.resigned
    }

    /// Whether the game ended by a pass: the side doubled passed, and the
    /// winner ([`BackgammonState::winner`]) is the side that doubled.
    #[inline]
    pub fn passed(&self) -> bool {
        self.cube & PASSED != 0
    }

    /// This state with the cube at `2^doublings`, owned by `owner` (`None`:
    /// in the middle). For setting up positions; check the result with
    /// [`BackgammonGame::validate`](super::BackgammonGame::validate) (a
    /// turned cube has an owner, a centred one none). Doublings past 15
    /// are kept as 15, and a seat past Black as an owner no state has, so
    /// that validation refuses them.
    pub fn with_cube(mut self, doublings: u8, owner: Option<Seat>) -> Self {
        self.set_cube(doublings, owner.map_or(0, |s| s.0.saturating_add(1).min(3)));
        self
    }

    /// This state with `seat` to decide on the cube before its throw
    /// ([`Phase::AwaitingCube`]), or with `seat` having doubled and the
    /// other side to answer ([`Phase::Doubled`]) when `doubled`. Another
    /// seat is ignored.
    pub fn with_cube_decision(mut self, seat: Seat, doubled: bool) -> Self {
        if seat.0 <= 1 {
            self.turn = seat.0;
            self.phase = if doubled {
                Phase::Doubled
            } else {
                Phase::AwaitingCube
            };
        }
        self
    }

    /// Match play: each side's points so far, White's first (`[0, 0]`
    /// without match play). Once the match is over the winner's is at
    /// least the length.
    #[inline]
    pub fn score(&self) -> [u16; 2] {
        self.score
    }

    /// Match play: whether this game is the Crawford game (the first game
    /// after a side first reached one point short of the length, played
    /// without the cube).
    #[inline]
    pub fn is_crawford(&self) -> bool {
        self.crawford
    }

    /// This state with the match score `score` (White's first) and the
    /// Crawford flag. For setting up positions; check the result with
    /// [`BackgammonGame::validate`](super::BackgammonGame::validate).
    pub fn with_score(mut self, score: [u16; 2], crawford: bool) -> Self {
        self.score = score;
        self.crawford = crawford;
        self
    }

    /// What the turn remembers of its moves so far ([`TurnMemory`]): none
    /// between turns and under rules that look back at nothing.
    #[inline]
    pub fn memory(&self) -> TurnMemory {
        self.memory
    }

    /// Checkers the side to move may still take off its head this turn
    /// under long nardy's head rule (the memory's
    /// [`head_left`](TurnMemory::head_left)).
    #[inline]
    pub fn head_left(&self) -> u8 {
        self.memory.head_left
    }

    /// This state with the turn's memory `memory`. For setting up
    /// positions; check the result with
    /// [`BackgammonGame::validate`](super::BackgammonGame::validate).
    pub fn with_memory(mut self, memory: TurnMemory) -> Self {
        self.memory = memory;
        self
    }

    /// Actions (throws, moves and cube actions) played so far.
    #[inline]
    pub fn actions(&self) -> u32 {
        self.actions
    }

    /// `seat`'s checkers left to bear off, counted in pips: the sum over its
    /// checkers of their point numbers (25 on the bar or waiting to enter).
    pub fn pip_count(&self, seat: Seat) -> u32 {
        (1..=BAR)
            .map(|p| u32::from(p) * u32::from(self.count(seat, p)))
            .sum::<u32>()
            + 25 * u32::from(self.to_enter(seat))
    }

    /// This state with `seat`'s checkers waiting to enter set to `count`
    /// (capped at 15), the rest of its side as it was. For setting up
    /// positions; check the result with
    /// [`BackgammonGame::validate`](super::BackgammonGame::validate).
    pub fn with_to_enter(mut self, seat: Seat, count: u8) -> Self {
        if seat.0 <= 1 {
            let i = Self::slot(seat);
            let n = u128::from(count.min(MAX_CHECKERS));
            self.board[i] = (self.board[i] & !(0xF * unit(START))) | (n * unit(START));
        }
        self
    }

    /// This state with `seat`'s checkers set: `points` as `(point, count)`
    /// pairs by its own numbers, `bar` on the bar, `off` borne off, and no
    /// pins. For setting up positions (tests, puzzles); check the result
    /// with [`BackgammonGame::validate`](super::BackgammonGame::validate).
    /// Points outside 1 to 24 are ignored; counts are capped at 15.
    pub fn with_side(mut self, seat: Seat, points: &[(u8, u8)], bar: u8, off: u8) -> Self {
        if seat.0 > 1 {
            return self;
        }
        let mut word = 0u128;
        for &(p, n) in points.iter().filter(|(p, _)| (1..=POINTS).contains(p)) {
            let total = nibble(word, p).saturating_add(n).min(MAX_CHECKERS);
            word = (word & !(0xF * unit(p))) | (u128::from(total) * unit(p));
        }
        word |= u128::from(bar.min(MAX_CHECKERS)) * unit(BAR);
        word |= u128::from(off.min(MAX_CHECKERS)) * unit(OFF);
        let i = Self::slot(seat);
        self.board[i] = word;
        self.pinned[i] = 0;
        self
    }

    /// This state with `seat`'s checker on its point `p` pinned (Plakoto).
    pub fn with_pin(mut self, seat: Seat, p: u8) -> Self {
        if seat.0 <= 1 && (1..=POINTS).contains(&p) {
            self.pinned[Self::slot(seat)] |= 1 << p;
        }
        self
    }

    /// This state with `seat` to throw. Another seat is ignored.
    pub fn with_turn(mut self, seat: Seat) -> Self {
        if seat.0 <= 1 {
            self.turn = seat.0;
            self.phase = Phase::AwaitingThrow;
        }
        self
    }

    /// This state with `seat` to move, `dice` left to play.
    pub fn with_dice(mut self, seat: Seat, dice: DiceLeft) -> Self {
        if seat.0 <= 1 {
            self.turn = seat.0;
            self.phase = Phase::AwaitingMove(dice);
        }
        self
    }

    /// This state with an action count of `actions`.
    pub fn with_actions(mut self, actions: u32) -> Self {
        self.actions = actions;
        self
    }

    /// This state with the sides' colours exchanged: White's checkers (on
    /// the board, the bar and off), match score and cube ownership become
    /// Black's and the other way round, and the other side has the turn in
    /// the same phase: the cube decision, the answer to a double or the
    /// dice left to play; from any other phase the other side is to throw.
    /// Built with the `with_` setters: pins and checkers still to enter
    /// are dropped, and the action count, the turn's memory, a resignation
    /// and a pass are kept as they are. Mirroring twice gives back a
    /// position without pins or checkers to enter that is to throw, to
    /// move or at a cube decision.
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::{BLACK, BackgammonGame, WHITE};
    /// let game = BackgammonGame::backgammon();
    /// let s = game.initial_state().with_turn(WHITE).with_score([2, 0], false);
    /// let m = s.mirrored();
    /// assert_eq!((m.turn(), m.score()), (BLACK, [0, 2]));
    /// assert_eq!(m.mirrored(), s);
    /// ```
    #[must_use]
    pub fn mirrored(&self) -> Self {
        let other = |seat: Seat| Seat(1 - seat.0);
        let mut m = *self;
        for seat in [Seat(0), Seat(1)] {
            let points: Vec<(u8, u8)> = self.points(seat).collect();
            m = m.with_side(other(seat), &points, self.bar(seat), self.borne_off(seat));
        }
        let [w, b] = self.score();
        m = m
            .with_cube(self.cube_doublings(), self.cube_owner().map(other))
            .with_score([b, w], self.is_crawford());
        let turn = other(self.turn());
        match self.phase() {
            Phase::AwaitingCube => m.with_cube_decision(turn, false),
            Phase::Doubled => m.with_cube_decision(turn, true),
            Phase::AwaitingMove(d) => m.with_dice(turn, d),
            _ => m.with_turn(turn),
        }
    }

    /// Structural checks that need no rules: used on deserialization, by
    /// the notation and at the top of every `apply`, so that no count is
    /// out of its type's reach.
    pub(crate) fn check_shape(&self) -> Result<(), BackgammonStateError> {
        if self.turn > 1 {
            return Err(BackgammonStateError::Turn(self.turn()));
        }
        for seat in [Seat(0), Seat(1)] {
            let i = Self::slot(seat);
            if self.board[i] & !USED_NIBBLES != 0 {
                return Err(BackgammonStateError::Garbage(seat));
            }
            let total = super::frame::total(self.board[i]) as u16;
            if total == 0 || total > u16::from(MAX_CHECKERS) {
                return Err(BackgammonStateError::Checkers {
                    seat,
                    total,
                    checkers: MAX_CHECKERS,
                });
            }
            let pinned = self.pinned[i];
            let mut m = pinned;
            while m != 0 {
                let p = m.trailing_zeros() as u8;
                m &= m - 1;
                if pinned & !POINT_BITS & (1 << p) != 0 || self.count(seat, p) != 1 {
                    return Err(BackgammonStateError::Pin { seat, point: p });
                }
            }
        }
        Ok(())
    }

    /// The turn's memory within its reach: at most two checkers off the
    /// head, hits only on home points, a privilege only while a move is
    /// awaited. Not part of
    /// [`check_shape`](BackgammonState::check_shape), so that `apply` pays
    /// nothing for it: no memory takes `apply` out of bounds (an allowance
    /// only counts down, a hit bit only keeps a point's checker still);
    /// loading, the notation and
    /// [`validate`](super::BackgammonGame::validate) check it.
    pub(crate) fn check_memory_shape(&self) -> Result<(), BackgammonStateError> {
        if self.memory.head_left > 2 {
            return Err(BackgammonStateError::HeadLeft(self.memory.head_left));
        }
        if self.memory.hit_home & !HOME_BITS != 0 {
            return Err(BackgammonStateError::HitHome(self.memory.hit_home));
        }
        let privilege = self.memory.privilege;
        if privilege != super::memory::Privilege::None
            && !matches!(self.phase, Phase::AwaitingMove(_))
        {
            return Err(BackgammonStateError::Privilege(privilege));
        }
        Ok(())
    }

    /// The cube within the state's reach: at most
    /// [`MAX_DOUBLINGS`](super::MAX_DOUBLINGS), owned exactly when turned,
    /// a pass only in a won game. Not part of
    /// [`check_shape`](BackgammonState::check_shape), so that `apply` pays
    /// nothing for it: no value of the cube byte takes `apply` out of
    /// bounds (the value is at most `2^15`); loading and
    /// [`validate`](super::BackgammonGame::validate) check it.
    pub(crate) fn check_cube_shape(&self) -> Result<(), BackgammonStateError> {
        let max = super::cube::MAX_DOUBLINGS;
        if self.doublings() > max {
            return Err(BackgammonStateError::CubeValue {
                doublings: self.doublings(),
                cap: max,
            });
        }
        let owner = self.owner_code();
        if owner > 2 || (owner != 0) != (self.doublings() != 0) {
            return Err(BackgammonStateError::CubeOwner {
                value: self.cube_value(),
                owned: owner != 0,
            });
        }
        if self.passed() && self.phase != Phase::Over {
            return Err(BackgammonStateError::Finished(
                "a pass ends the game, but the game goes on",
            ));
        }
        if self.resigned.is_some() && (self.phase != Phase::Over || self.passed()) {
            return Err(BackgammonStateError::Finished(
                "an accepted resignation ends the game, by no pass, but the game goes on",
            ));
        }
        Ok(())
    }
}

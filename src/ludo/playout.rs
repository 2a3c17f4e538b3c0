//! Uniform random playouts ([`UniformPlayout`](crate::playout::UniformPlayout)): for rule sets of one die whose every check is a word operation, the whole turn (throw, legal choices, move) in one loop over the token rows; every other rule set through the general engine.
//!
//! # Why a second loop, and why it cannot drift
//!
//! The general engine answers one question per call: `apply_mut` checks
//! the state, judges the roll and keeps the verdicts with the state;
//! `legal_actions` reads them into a list; the choice is looked up again
//! and played. A playout asks them all, hundreds of times a game, and
//! the bookkeeping between the calls (the checks, the kept record, the
//! list, the action enum) costs more than the rules. This loop plays a
//! turn in one pass: the throw, the legal choices as a bit mask (bit 0
//! entering, bit `1 + t` moving token `t`, the order of the legal list),
//! the index drawn as [`RandomPolicy`](crate::play::RandomPolicy) draws
//! it, and the move.
//!
//! What it does not do itself it asks of the engine's own functions: the
//! capture (`take_on`), the pass with its bonus roll, tries and lock test,
//! a player's finish, the end of the game. What it does itself (judging a
//! roll, moving, handing the die on), it does with the word operations of
//! the engine's shortcut for simple rules (`ludo::quick`) on the token
//! rows. The property test
//! `the_fast_loop_plays_the_general_engines_game` plays random rule sets
//! (every option this loop accepts, and the others, which it hands on)
//! from random seeds both ways and compares every final state and count.

use alloc::vec::Vec;

use rand_core::Rng;

use super::YARD;
use super::action::LudoAction;
use super::error::LudoError;
use super::event::BonusReason;
use super::game::LudoGame;
use super::occupancy::matching_bytes;
use super::quick::{HIGH, LOW, above, beside_others, gather, paired_colours, simple, spread};
use super::rules::{Blocks, BonusRolls, EntryCapture, Goal, LudoRules, Overshoot};
use super::rules::{MAX_SEATS, Reward};
use super::squares::OFF_TRACK;
use super::state::{LudoState, NONE, Phase, Rows};
use crate::dice::{face_index, uniform_below};
use crate::game::{Discard, Outcome, Seat};
use crate::play::uniform_playout;
use crate::playout::{Tally, UniformPlayout};
use rand_chacha::ChaCha8Rng;

/// The rules as the fast loop reads them, worked out once per game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fast {
    /// The rule choices, which a preset's copy of the loop has as constants.
    flags: Flags,
    /// The action count at which the game is cut short.
    limit: u32,
    /// The seat in play after each seat, while nobody has finished.
    next: [u8; MAX_SEATS],
}

/// The rule choices the fast loop branches on (a copy per preset knows
/// them before the game: see [`Profile`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Flags {
    /// The first progress off the track (the home column).
    home_start: u8,
    /// The path ends on a finishing square ([`Goal::FinishSquare`]).
    finish: bool,
    share_own: bool,
    /// Opponents' blocks stop a landing ([`Blocks::NoLanding`]).
    no_landing: bool,
    bounce: bool,
    /// Bit `v` set when a roll of `v` enters.
    entries: u8,
    six_when_all_out: u8,
    must_enter: bool,
    clear_start_first: bool,
    /// A 6 rolls again.
    six_again: bool,
    /// The third 6 in a row is forfeited and ends the turn.
    third_six_ends: bool,
    capture_again: bool,
    home_again: bool,
}

impl Fast {
    /// The fast loop's reading of `rules`, or `None` when it does not play
    /// them: it plays one die under simple rules (only own tokens, and
    /// opponents' blocks where a move ends, stop a move), without the duty
    /// to open a block, entering as a move, rewards of an extra roll at
    /// most, no penalty for a third 6, and every progress a move reaches
    /// below 128 (so one word addition moves four tokens).
    pub(crate) fn of(rules: &LudoRules, in_play: u8) -> Option<Fast> {
        let g = &rules.geometry;
        let last = g.last_progress();
        let reach = u16::from(last) + u16::from(rules.six_when_all_out.max(6));
        let extra = |r: Reward| match r {
            Reward::None => Some(false),
            Reward::ExtraRoll => Some(true),
            Reward::Move(_) => None,
        };
        let plays = simple(rules)
            && rules.dice == 1
            && !rules.open_blocks_on_six
            && rules.entry_capture == EntryCapture::AsAMove
            && rules.bonus_rolls != BonusRolls::ThirdSixSendsBack
            && reach <= 127;
        if !plays {
            return None;
        }
        let entries = (1..=6u8).fold(0, |m, v| m | u8::from(rules.entry.allows(v)) << v);
        let mut next = [0; MAX_SEATS];
        for (seat, after) in (0u8..).zip(next.iter_mut()) {
            let later = (1..=MAX_SEATS as u8).map(|k| (seat + k) % MAX_SEATS as u8);
            *after = later
                .into_iter()
                .find(|&c| in_play & (1 << c) != 0)
                .unwrap_or(seat);
        }
        let flags = Flags {
            home_start: g.home_start(),
            finish: g.goal == Goal::FinishSquare,
            share_own: rules.share_own,
            no_landing: rules.blocks == Blocks::NoLanding,
            bounce: rules.overshoot == Overshoot::Bounce,
            entries,
            six_when_all_out: rules.six_when_all_out,
            must_enter: rules.must_enter,
            clear_start_first: rules.clear_start_first,
            six_again: rules.bonus_rolls != BonusRolls::None,
            third_six_ends: rules.bonus_rolls == BonusRolls::UpToTwo,
            capture_again: extra(rules.capture_reward)?,
            home_again: extra(rules.home_reward)?,
        };
        Some(Fast {
            flags,
            limit: rules.action_limit.unwrap_or(u32::MAX),
            next,
        })
    }
}

/// A copy of the fast loop, compiled for the rule choices it knows before
/// the game (`Some`: every branch on them decided by the compiler), or
/// reading them from the game (`None`). The copy is picked by comparing
/// the game's choices with each preset's, so a copy never plays rules
/// other than its own (the action limit, the seats and the board's
/// tables stay the game's). The presets' copies play 8% (Ludo King) to
/// 15% (Mensch ärgere Dich nicht) fewer instructions a game than the
/// general copy.
trait Profile {
    const FLAGS: Option<Flags>;
}

/// The loop for any rule set it plays.
struct AnyRules;

impl Profile for AnyRules {
    const FLAGS: Option<Flags> = None;
}

/// [`LudoRules::ludo`]'s choices, which the other presets' copies start
/// from (all three: only a 6 enters, a 6 rolls again and moves 6).
const LUDO: Flags = Flags {
    home_start: 51,
    finish: true,
    share_own: true,
    no_landing: false,
    bounce: false,
    entries: 1 << 6,
    six_when_all_out: 6,
    must_enter: false,
    clear_start_first: false,
    six_again: true,
    third_six_ends: true,
    capture_again: false,
    home_again: false,
};

/// [`LudoRules::ludo`]'s copy.
struct Ludo;

impl Profile for Ludo {
    const FLAGS: Option<Flags> = Some(LUDO);
}

/// [`LudoRules::ludo_king`]'s copy.
struct LudoKing;

impl Profile for LudoKing {
    const FLAGS: Option<Flags> = Some(Flags {
        no_landing: true,
        capture_again: true,
        home_again: true,
        ..LUDO
    });
}

/// [`LudoRules::mensch`]'s copy.
struct Mensch;

impl Profile for Mensch {
    const FLAGS: Option<Flags> = Some(Flags {
        home_start: 40,
        finish: false,
        share_own: false,
        must_enter: true,
        clear_start_first: true,
        third_six_ends: false,
        ..LUDO
    });
}

/// Whether `flags` are those of profile `P`.
fn is<P: Profile>(flags: Flags) -> bool {
    P::FLAGS == Some(flags)
}

// A seat's bit, `1 << seat`, fits a `u8`.
const _: () = assert!(MAX_SEATS <= 8);

/// One roll judged: the legal choices and where each token's move ends.
#[derive(Clone, Copy)]
struct Judgement {
    /// Bit 0: entering; bit `1 + t`: moving token `t`.
    legal: u8,
    /// Each token's progress after its move (a byte each).
    to: u32,
    /// The high bit of each token byte in the yard.
    yard: u32,
}

impl LudoGame {
    /// [`UniformPlayout::play_uniform`](crate::playout::UniformPlayout::play_uniform) for Ludo:
    /// the fast loop where the rules allow it, from the next throw on.
    pub(crate) fn play_uniformly<R: Rng>(
        &self,
        s: &mut LudoState,
        dice: &mut R,
        mut choices: Option<&mut dyn Rng>,
        limit: u32,
        legal: &mut Vec<LudoAction>,
        tally: &mut Tally,
    ) -> Result<(), LudoError> {
        self.check_fits(s)?;
        let Some(fast) = self.fast else {
            return uniform_playout(self, s, dice, choices, limit, legal, tally);
        };
        let mut left = limit;
        // A choice pending: the general engine, up to the next throw.
        while left > 0 && !matches!(s.phase, Phase::AwaitingThrow) && !s.phase.is_over() {
            let before = tally.actions;
            let hand = choices.as_deref_mut().map(|c| -> &mut dyn Rng { c });
            uniform_playout(self, s, dice, hand, 1, legal, tally)?;
            match tally.actions.wrapping_sub(before) {
                // Nothing legal (no engine state offers that): stop.
                0 => return Ok(()),
                played => left = left.saturating_sub(played),
            }
        }
        let flags = fast.flags;
        let copy = match () {
            () if is::<Mensch>(flags) => Self::fast_loop::<R, Mensch>,
            () if is::<Ludo>(flags) => Self::fast_loop::<R, Ludo>,
            () if is::<LudoKing>(flags) => Self::fast_loop::<R, LudoKing>,
            () => Self::fast_loop::<R, AnyRules>,
        };
        copy(self, &fast, s, dice, choices, left, tally);
        Ok(())
    }

    /// Plays whole turns from a throw, at most `left` actions.
    #[inline(never)]
    fn fast_loop<R: Rng, P: Profile>(
        &self,
        f: &Fast,
        s: &mut LudoState,
        dice: &mut R,
        mut choices: Option<&mut dyn Rng>,
        mut left: u32,
        tally: &mut Tally,
    ) {
        // No verdicts are kept for a choice this loop leaves pending: the
        // engine judges it afresh.
        s.judged.pending = [0, 0];
        let fixed = Fast {
            flags: P::FLAGS.unwrap_or(f.flags),
            ..*f
        };
        let f = &fixed;
        let mut h = Hot::load(s);
        let (mut throws, mut picks) = (0u32, 0u32);
        while left > 0 && s.phase == Phase::AwaitingThrow {
            let seat = Seat(h.seat);
            let roll = face_index(dice) as u8 + 1;
            left -= 1;
            throws += 1;
            h.actions = h.actions.saturating_add(1);
            let six = roll == 6;
            h.sixes = if six { h.sixes.saturating_add(1) } else { 0 };
            if six && f.flags.third_six_ends && h.sixes >= 3 {
                // The third 6 in a row: forfeited, the turn ends.
                self.end_turn_fast(f, &mut h, s, seat);
            } else {
                let j = self.judge_fast(f, &h.rows, seat, roll);
                if j.legal == 0 {
                    self.pass_fast(&mut h, s, seat, six);
                } else if left == 0 || h.actions >= f.limit {
                    // Stopped (or cut short, below) before the choice.
                    s.phase = Phase::AwaitingChoice(roll);
                } else {
                    let n = j.legal.count_ones();
                    let i = match choices.as_deref_mut() {
                        Some(rng) => uniform_below(rng, n),
                        None => uniform_below(dice, n),
                    };
                    left -= 1;
                    picks += 1;
                    self.choose_fast(f, &mut h, s, seat, j, nth_slot(j.legal, i));
                }
            }
            self.cut_short_at_limit(f, &mut h, s);
        }
        h.store(s);
        tally.actions = tally.actions.saturating_add(throws.saturating_add(picks));
        tally.throws = tally.throws.saturating_add(throws);
    }

    /// A throw that allows no move: the engine's own bonus roll, tries and
    /// lock test, on the state the hot fields are written back to.
    #[inline(always)]
    fn pass_fast(&self, h: &mut Hot, s: &mut LudoState, seat: Seat, six: bool) {
        h.store(s);
        if !self.ends_blocked(s, &mut Discard) {
            let bonus = six.then_some(BonusReason::Six);
            self.after_pass(s, seat, bonus, &mut Discard);
        }
        *h = Hot::load(s);
    }

    /// Plays the choice `slot` of the judgement `j` (a counted action),
    /// then hands the die on, throws again, or finishes the seat.
    #[inline(always)]
    fn choose_fast(
        &self,
        f: &Fast,
        h: &mut Hot,
        s: &mut LudoState,
        seat: Seat,
        j: Judgement,
        slot: u8,
    ) {
        h.actions = h.actions.saturating_add(1);
        s.tries = 0;
        match self.move_fast(f, h, seat, j, slot) {
            After::Again => {}
            After::EndTurn => self.end_turn_fast(f, h, s, seat),
            After::Finished => {
                h.store(s);
                s.ranking.push(seat);
                self.finish_or_go_on(s, seat, &mut Discard);
                *h = Hot::load(s);
            }
        }
    }

    /// Ends the game as truncated once the action count reaches the
    /// rules' limit (the engine checks after every action).
    #[inline(always)]
    fn cut_short_at_limit(&self, f: &Fast, h: &mut Hot, s: &mut LudoState) {
        if h.actions >= f.limit && !s.phase.is_over() {
            h.store(s);
            self.end_game(s, Phase::Truncated, Outcome::Truncated, &mut Discard);
            *h = Hot::load(s);
        }
    }

    /// Hands the die on from `seat` (the engine's `end_turn` on the hot
    /// fields; the ranking, read for the next seat, is the state's).
    #[inline(always)]
    fn end_turn_fast(&self, f: &Fast, h: &mut Hot, s: &mut LudoState, seat: Seat) {
        h.sixes = 0;
        h.last_moved = NONE;
        s.tries = 0;
        h.seat = match s.ranking.is_empty() {
            true => f.next.get(seat.index()).copied().unwrap_or(seat.0),
            false => self.next_seat(s, seat).map_or(seat.0, |next| next.0),
        };
    }

    /// The legal choices of `roll` for `seat`, with the duties of the
    /// rules applied, as the engine's judge gives them.
    #[inline(always)]
    fn judge_fast(&self, f: &Fast, rows: &Rows, seat: Seat, roll: u8) -> Judgement {
        let word = row(rows, seat);
        let (used, last) = (self.used_slots, self.last);
        let yard = matching_bytes(word, YARD) & used;
        let distance = if roll == 6 && yard == 0 {
            f.flags.six_when_all_out
        } else {
            roll
        };
        let finished = if f.flags.finish {
            matching_bytes(word, last)
        } else {
            0
        };
        // In the yard, finished, or past the end: such a token stays.
        let live = used & HIGH & !above(word, last) & !finished;
        let mut to = (word & spread(live)) + u32::from(distance) * LOW;
        let over = above(to, last) & live;
        let mut ok = live & !over;
        if over != 0 && f.flags.bounce {
            to = bounced(to, over, last);
            ok = live;
        }
        if !f.flags.share_own {
            let taken = beside_others(to, word, used);
            ok &= match f.flags.finish {
                true => !(taken & !matching_bytes(to, last)),
                false => !taken,
            };
        }
        let me = 1u8 << (seat.0 & 7);
        let blocky = match f.flags.no_landing {
            true => paired_colours(rows, self.in_play & !me, f.flags.home_start),
            false => 0,
        };
        if blocky != 0 {
            ok &= !self.blocked_landings(rows, seat, blocky, to, ok);
        }
        let enter = (f.flags.entries >> roll) & 1 != 0
            && yard != 0
            && (f.flags.share_own || matching_bytes(word, 0) & used == 0)
            && (blocky == 0
                || !self.opponents_block(rows, seat, blocky, self.squares.start(seat.0)));
        let movers = gather(ok);
        let starters = match f.flags.clear_start_first {
            true => gather(matching_bytes(word, 0) & used) & movers,
            false => 0,
        };
        let legal = if f.flags.must_enter && enter {
            1
        } else if starters != 0 && yard != 0 {
            starters << 1
        } else {
            movers << 1 | u8::from(enter)
        };
        Judgement { legal, to, yard }
    }

    /// The high bit of each byte of `ok` whose move (to the progress in
    /// `to`) would end on a block of one of the opponents `blocky`.
    #[inline(never)]
    fn blocked_landings(&self, rows: &Rows, seat: Seat, blocky: u8, to: u32, ok: u32) -> u32 {
        let squares = self.squares.row(seat.0);
        let mut blocked = 0;
        for (t, &p) in to.to_le_bytes().iter().enumerate() {
            let mark = 0x80 << (8 * t);
            if ok & mark != 0 && self.opponents_block(rows, seat, blocky, squares[usize::from(p)]) {
                blocked |= mark;
            }
        }
        blocked
    }

    /// Plays `slot` of the judgement `j` for `seat` (entering, or moving
    /// token `slot - 1`) on the hot fields, capturing where it stops, and
    /// says what comes next.
    #[inline(always)]
    fn move_fast(&self, f: &Fast, h: &mut Hot, seat: Seat, j: Judgement, slot: u8) -> After {
        let (token, to) = match slot.checked_sub(1) {
            None => (gather(j.yard).trailing_zeros() as u8, 0),
            Some(t) => (t, j.to.to_le_bytes()[usize::from(t & 3)]),
        };
        let Some(row) = h.rows.get_mut(seat.index()) else {
            return After::EndTurn;
        };
        let Some(place) = row.get_mut(usize::from(token)) else {
            return After::EndTurn;
        };
        let from = core::mem::replace(place, to);
        let word = u32::from_le_bytes(*row);
        h.last_moved = token;
        let square = self.squares.row(seat.0)[usize::from(to)];
        let captured = square != OFF_TRACK
            && !self.is_safe(square)
            && self.take_on(&mut h.rows, seat, square) != 0;
        let home = self.is_home(to);
        if home && self.row_home(f, word) {
            return After::Finished;
        }
        let again = (h.sixes > 0 && f.flags.six_again)
            || (captured && f.flags.capture_again)
            || (home && !self.is_home(from) && f.flags.home_again);
        match again {
            true => After::Again,
            false => After::EndTurn,
        }
    }
}

impl LudoGame {
    /// Whether every token of the row `word` is home: on the finishing
    /// square, or in the goal fields (every progress below 128).
    #[inline(always)]
    fn row_home(&self, f: &Fast, word: u32) -> bool {
        let used = self.used_slots;
        match f.flags.finish {
            true => (word ^ (u32::from(self.last) * LOW)) & used == 0,
            false => {
                let outside =
                    above(word, self.last) | !above(word, f.flags.home_start.saturating_sub(1));
                outside & used & HIGH == 0
            }
        }
    }
}

/// What follows a move.
enum After {
    /// The same seat throws again.
    Again,
    /// The turn ends.
    EndTurn,
    /// The seat's last token came home.
    Finished,
}

/// The fields of a state the fast loop changes on every throw, kept in
/// locals between throws and written back only where the engine's own
/// functions take over (a pass, a finish, the end of the game or of the
/// loop), which read them from the state.
#[derive(Clone, Copy)]
struct Hot {
    rows: Rows,
    seat: u8,
    sixes: u8,
    last_moved: u8,
    actions: u32,
}

impl Hot {
    #[inline(always)]
    fn load(s: &LudoState) -> Hot {
        Hot {
            rows: s.tokens,
            seat: s.current,
            sixes: s.sixes,
            last_moved: s.last_moved,
            actions: s.actions,
        }
    }

    #[inline(always)]
    fn store(&self, s: &mut LudoState) {
        s.tokens = self.rows;
        s.current = self.seat;
        s.sixes = self.sixes;
        s.last_moved = self.last_moved;
        s.actions = self.actions;
    }
}

/// `seat`'s token row as a word (a byte per token).
#[inline(always)]
fn row(rows: &Rows, seat: Seat) -> u32 {
    rows.get(seat.index())
        .map_or(u32::MAX, |r| u32::from_le_bytes(*r))
}

/// The bytes of `to` that `over` marks (a move past the last progress
/// `last`) bounced back off the end by their excess.
#[cold]
fn bounced(to: u32, over: u32, last: u8) -> u32 {
    let mut bytes = to.to_le_bytes();
    for (t, b) in bytes.iter_mut().enumerate() {
        if over & (0x80 << (8 * t)) != 0 {
            *b = last.saturating_sub(b.saturating_sub(last));
        }
    }
    u32::from_le_bytes(bytes)
}

/// The `i`-th set bit of `legal`, lowest first (the order of the legal
/// list: entering, then each token).
#[inline(always)]
fn nth_slot(legal: u8, i: u32) -> u8 {
    let mut rest = legal;
    for _ in 0..i {
        rest &= rest.wrapping_sub(1);
    }
    rest.trailing_zeros() as u8
}

/// The rule sets of one die whose checks are word operations (Ludo, Ludo
/// King, Mensch ärgere Dich nicht, and any set of options like theirs)
/// play in one loop over the token rows, about twice as fast as through
/// `apply_mut` and the legal list, and the same game (the three presets
/// each in a copy of the loop compiled for their rules); the others play
/// through the general loop ([`play::uniform_playout`](crate::play::uniform_playout)).
impl UniformPlayout<LudoState, LudoAction, LudoError> for LudoGame {
    fn play_uniform(
        &self,
        state: &mut LudoState,
        dice: &mut ChaCha8Rng,
        choices: Option<&mut dyn rand_core::Rng>,
        limit: u32,
        legal: &mut Vec<LudoAction>,
        tally: &mut Tally,
    ) -> Result<(), LudoError> {
        self.play_uniformly(state, dice, choices, limit, legal, tally)
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use proptest::prelude::*;
    use rand_chacha::ChaCha8Rng;
    use rand_core::{Rng, SeedableRng};

    use super::super::judge::tests::any_rules;
    use super::super::quick::tests::simple_rules;
    use super::super::{BonusRolls, EntryCapture, Goal, LudoAction, LudoGame, LudoRules, Reward};
    use super::{AnyRules, Fast, Flags, Ludo, LudoKing, Mensch, is};
    use crate::Dice;
    use crate::game::{RaceGame, Seat};
    use crate::play::{Tally, uniform_playout};
    use crate::playout::UniformPlayout;

    /// A random rule set the fast loop plays: the simple rules of
    /// `simple_rules` made to fit it, on a board drawn at random too,
    /// drawn again until the rules are valid.
    fn fast_rules(d: &mut Dice) -> LudoRules {
        loop {
            let r = fast_rules_once(d);
            if r.validate().is_ok() {
                return r;
            }
        }
    }

    /// One draw of [`fast_rules`], which may be refused.
    fn fast_rules_once(d: &mut Dice) -> LudoRules {
        let mut r = simple_rules(d);
        r.dice = 1;
        r.enter_on_total = false;
        r.sum_move = false;
        r.open_blocks_on_six = false;
        r.entry_capture = EntryCapture::AsAMove;
        if r.bonus_rolls == BonusRolls::ThirdSixSendsBack {
            r.bonus_rolls = BonusRolls::UpToTwo;
        }
        for w in [&mut r.capture_reward, &mut r.home_reward] {
            if matches!(w, Reward::Move(_)) {
                *w = [Reward::None, Reward::ExtraRoll][d.below(2)];
            }
        }
        let g = &mut r.geometry;
        if d.below(2) == 0 {
            g.goal = [Goal::FinishSquare, Goal::GoalFields][d.below(2)];
            g.home_len = g.home_len.max(u8::from(g.goal == Goal::GoalFields) * 4);
            g.track_path = g.track_len - d.below(usize::from(g.start_spacing)) as u8;
        }
        // Every progress below 128: the long tracks of the generator
        // are the general engine's.
        if u16::from(g.last_progress()) + 12 > 127 {
            *g = super::super::Geometry::standard();
        }
        r.action_limit = [None, Some(3_000), Some(1 + d.below(400) as u32)][d.below(3)];
        r.out_at_start = d.below(2) as u8;
        crate::testing::mend_ludo_rules(&mut r);
        r
    }

    /// A game of `rules` with a random number of players and first seat,
    /// if the rules and seats are valid.
    fn random_game(d: &mut Dice, rules: LudoRules) -> Option<LudoGame> {
        let colours = usize::from(rules.geometry.colours);
        let players = 2 + d.below(colours - 1);
        let game = LudoGame::new(rules, players).ok()?;
        let seats: Vec<Seat> = game.seats_in_play().collect();
        let first = seats[d.below(seats.len())];
        game.with_first(first).ok()
    }

    /// Plays `game` from its start both ways, in stretches of random
    /// lengths (so that either may stop between a throw and its choice,
    /// and the other go on from there), with one generator or two, and
    /// checks that they play the same game.
    fn both_ways(
        game: &LudoGame,
        seed: u64,
        stretches: &[u32],
        two: bool,
    ) -> Result<(), TestCaseError> {
        let mut general = (
            game.initial_state(),
            ChaCha8Rng::seed_from_u64(seed),
            ChaCha8Rng::seed_from_u64(!seed),
            Tally::default(),
        );
        let mut fast = general.clone();
        let mut legal = Vec::new();
        for (k, &n) in stretches.iter().chain([u32::MAX].iter()).enumerate() {
            for (state, dice, choices, tally, fast_way) in [
                (
                    &mut general.0,
                    &mut general.1,
                    &mut general.2,
                    &mut general.3,
                    false,
                ),
                (&mut fast.0, &mut fast.1, &mut fast.2, &mut fast.3, true),
            ] {
                let hand: Option<&mut dyn Rng> = if two { Some(choices) } else { None };
                let played = match fast_way {
                    true => game.play_uniform(state, dice, hand, n, &mut legal, tally),
                    false => uniform_playout(game, state, dice, hand, n, &mut legal, tally),
                };
                prop_assert!(played.is_ok(), "{:?}", played);
            }
            prop_assert_eq!(&general.0, &fast.0, "stretch {}", k);
            prop_assert_eq!(general.3, fast.3);
            prop_assert_eq!(general.1.next_u64(), fast.1.next_u64());
            prop_assert_eq!(general.2.next_u64(), fast.2.next_u64());
        }
        prop_assert!(game.is_over(&fast.0));
        prop_assert_eq!(fast.0.actions(), fast.3.actions);
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// The fast loop plays the general engine's game: random rule sets
        /// it plays, random seats and seeds, random stretches, one
        /// generator or two; the final states, counts and what is left of
        /// the generators agree after every stretch.
        #[test]
        fn the_fast_loop_plays_the_general_engines_game(
            seed in any::<u64>(),
            stretches in proptest::collection::vec(0u32..200, 0..4),
            two in any::<bool>(),
        ) {
            let mut d = Dice::seeded(seed);
            let rules = fast_rules(&mut d);
            prop_assert!(Fast::of(&rules, 0b1111).is_some(), "{:?}", rules);
            let game = random_game(&mut d, rules.clone());
            prop_assert!(game.is_some(), "{:?}", rules);
            if let Some(game) = game {
                both_ways(&game, seed, &stretches, two)?;
            }
        }

        /// The presets' own copies of the loop play the general engine's
        /// game: any number of players, first seat, action limit.
        #[test]
        fn the_presets_copies_play_the_general_engines_game(
            seed in any::<u64>(),
            stretches in proptest::collection::vec(0u32..200, 0..3),
            two in any::<bool>(),
        ) {
            let mut d = Dice::seeded(seed);
            let mut rules = [LudoRules::ludo, LudoRules::ludo_king, LudoRules::mensch][d.below(3)]();
            rules.action_limit = [None, Some(1 + d.below(600) as u32)][d.below(2)];
            let game = random_game(&mut d, rules);
            prop_assert!(game.is_some());
            if let Some(game) = game {
                both_ways(&game, seed, &stretches, two)?;
            }
        }

        /// Rule sets of every kind (most of which the fast loop hands to
        /// the general engine) play the same way through `play_uniform`.
        #[test]
        fn play_uniform_plays_every_rule_set_like_the_general_loop(
            seed in any::<u64>(),
            stretches in proptest::collection::vec(0u32..200, 0..3),
        ) {
            let mut d = Dice::seeded(seed);
            let rules = any_rules(&mut d);
            if let Some(game) = random_game(&mut d, rules) {
                both_ways(&game, seed, &stretches, d.below(2) == 0)?;
            }
        }
    }

    /// A third 6 in a row that is the last action the rules allow: the
    /// turn ends and the game is cut short, both ways. The seeds are
    /// found by playing: those whose first three throws are sixes.
    #[test]
    fn a_third_six_at_the_action_limit_cuts_the_game_short() {
        let mut rules = LudoRules::ludo();
        rules.action_limit = Some(5); // throw, enter, throw, move, throw
        let game = LudoGame::new(rules, 2).unwrap();
        let six = LudoAction::Throw(crate::Roll::one(6).unwrap());
        let mut found = 0;
        for seed in 0..3_000u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let played = crate::play::random_playout(&game, &mut rng, 10).unwrap();
            let sixes = [0, 2, 4]
                .iter()
                .all(|&i| played.actions.get(i) == Some(&six));
            if sixes {
                found += 1;
                assert_eq!(played.state.phase(), super::Phase::Truncated);
                both_ways(&game, seed, &[], false).unwrap();
            }
        }
        assert!(found > 0);
    }

    /// The presets of one die but Parchís's are played by the fast loop,
    /// each by its own copy.
    #[test]
    fn the_fast_loop_plays_the_common_presets() {
        type Copy = fn(Flags) -> bool;
        let own: [(LudoRules, Copy); 3] = [
            (LudoRules::ludo(), is::<Ludo>),
            (LudoRules::ludo_king(), is::<LudoKing>),
            (LudoRules::mensch(), is::<Mensch>),
        ];
        for (rules, copy) in own {
            let fast = Fast::of(&rules, 0b1111);
            assert!(fast.is_some_and(|f| copy(f.flags)), "{rules:?}");
            assert!(fast.is_some_and(|f| !is::<AnyRules>(f.flags)));
        }
        for rules in [LudoRules::parchis(), LudoRules::parchis_two_dice()] {
            assert!(Fast::of(&rules, 0b1111).is_none());
        }
    }
}

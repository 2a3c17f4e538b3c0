//! The physical checks of a roll in one pass over the mover's own tokens, for simple rules: no square capacity and no blocks but ones that only stop a landing, so that only the mover's own tokens, and opponents' blocks where a move ends, can stop a move (Ludo, Ludo King, Mensch ärgere Dich nicht).
//!
//! Under such rules a landing square is refused only when own tokens may
//! not share and another own token stands there (a path crosses each
//! square once, so that token stands at the same progress), or when an
//! opponent's block stands there ([`Blocks::NoLanding`]). Nothing but the
//! mover's own row of progress values is read, and the opponents' rows
//! only to find their blocks: a few word operations tell which opponents
//! have one at all (rarely any), and only their rows are asked about a
//! landing square. The tests below play random games under random simple
//! rules both ways (these verdicts, and the general checks of
//! `ludo::moves`) and compare every legal list, every action's result and
//! every state.

use super::game::LudoGame;
use super::judge::Verdicts;
use super::moves::Plan;
use super::occupancy::{Occupancy, count_marks, matching_bytes};
use super::rules::{Blocks, EntryCapture, Goal, LudoRules, Overshoot};
use super::squares::OFF_TRACK;
use super::state::{LudoState, Rows};
use super::{MAX_TOKENS, YARD};
use crate::game::Seat;

/// The high bit of every byte.
pub(crate) const HIGH: u32 = 0x8080_8080;
/// The low bit of every byte.
pub(crate) const LOW: u32 = 0x0101_0101;
/// The seven low bits of every byte.
const LOW7: u32 = 0x7f7f_7f7f;

/// The high bit of each byte of `word` that is above `limit` (below 128),
/// and no other bit.
#[inline(always)]
pub(crate) fn above(word: u32, limit: u8) -> u32 {
    // A byte of 128 or more has its high bit set already; below, adding
    // 127 - limit to its low seven bits sets it exactly when it is above
    // `limit`, and never carries into the next byte.
    (((word & LOW7) + u32::from(127 - limit.min(127)) * LOW) | word) & HIGH
}

/// The high bit of each byte of `word` that is zero, and no other bit.
#[inline(always)]
fn zero_bytes(word: u32) -> u32 {
    !(((word & LOW7) + LOW7) | word) & HIGH
}

/// Each byte whose high bit `marks` sets, all ones; the others zero.
#[inline(always)]
pub(crate) fn spread(marks: u32) -> u32 {
    (marks >> 7) * 0xff
}

/// A bit per byte whose high bit `marks` sets: byte `t` gives bit `t`.
#[inline(always)]
pub(crate) fn gather(marks: u32) -> u8 {
    // The four marks, moved to bits 0, 8, 16 and 24, are multiplied into
    // bits 28 to 31 without two partial products meeting.
    ((marks >> 7).wrapping_mul(0x1020_4080) >> 28) as u8
}

/// The colours in `in_play` with two or more tokens at one progress below
/// `end` (on the track), a bit per colour.
///
/// Each row compared with itself turned by one token and by two marks,
/// for every pair of its tokens at one progress, at least one of the two
/// (pairs one apart once, pairs two apart twice).
#[inline(always)]
pub(crate) fn paired_colours(rows: &Rows, in_play: u8, end: u8) -> u8 {
    let mut colours = in_play;
    let mut paired = 0;
    while colours != 0 {
        let colour = colours.trailing_zeros();
        colours &= colours - 1;
        let Some(&row) = rows.get(colour as usize) else {
            continue;
        };
        let word = u32::from_le_bytes(row);
        // The yard, the home column and the finish hold no block.
        let off_track = match end {
            1..=128 => above(word, end - 1),
            _ => matching_bytes(word, YARD),
        };
        let shared =
            zero_bytes(word ^ word.rotate_right(8)) | zero_bytes(word ^ word.rotate_right(16));
        if shared & !off_track != 0 {
            paired |= 1 << colour;
        }
    }
    paired
}

/// The high bit of each byte of `at` equal to the byte of another of the
/// `used` tokens of `word`: the row turned by one, two and three tokens
/// puts every other token beside each one in turn. Written out, not as a
/// loop over the turns, which the compiler left as a call.
#[inline(always)]
pub(crate) fn beside_others(at: u32, word: u32, used: u32) -> u32 {
    let turned = |r: u32| zero_bytes(at ^ word.rotate_right(r)) & used.rotate_right(r);
    turned(8) | turned(16) | turned(24)
}

/// Whether `rules` are simple: only own tokens, and opponents' blocks
/// where a move ends, can stop a move.
pub(crate) fn simple(rules: &LudoRules) -> bool {
    matches!(rules.blocks, Blocks::None | Blocks::NoLanding) && rules.square_capacity.is_none()
}

impl LudoGame {
    /// `seat`'s used token slots, as many as it has tokens (none for a seat
    /// not in play).
    #[inline(always)]
    fn own_row(s: &LudoState, seat: Seat) -> ([u8; MAX_TOKENS], u8) {
        match s.tokens.get(seat.index()) {
            Some(&row) if s.plays(seat) => (row, s.token_count.min(MAX_TOKENS as u8)),
            _ => ([YARD; MAX_TOKENS], 0),
        }
    }

    /// Whether an own token of `row` other than `token` stands at
    /// progress `to` where the rules keep own tokens apart.
    #[inline(always)]
    fn own_in_the_way(&self, row: &[u8; MAX_TOKENS], count: u8, token: u8, to: u8) -> bool {
        let finish = self.rules.geometry.goal == Goal::FinishSquare && to == self.last;
        !self.rules.share_own
            && !finish
            && (0..count).any(|t| t != token && row[usize::from(t)] == to)
    }

    /// Entering for `seat` on `value` under simple rules.
    #[inline(always)]
    pub(crate) fn quick_enter(&self, b: &Occupancy<'_>, seat: Seat, value: u8) -> Option<Plan> {
        let s = b.state;
        if !self.rules.entry.allows(value) {
            return None;
        }
        let (row, count) = Self::own_row(s, seat);
        let token = (0..count).find(|&t| row[usize::from(t)] == YARD)?;
        if self.own_in_the_way(&row, count, MAX_TOKENS as u8, 0) {
            return None;
        }
        // Parchís's capture on entering a safe start takes no notice of
        // blocks; otherwise entering lands like any move.
        let blocky = self.blocky_opponents(b, seat);
        if blocky != 0 {
            let start = self.squares.start(seat.0);
            let as_a_move =
                self.rules.entry_capture == EntryCapture::AsAMove || !self.is_safe(start);
            if as_a_move && self.opponents_block(&s.tokens, seat, blocky, start) {
                return None;
            }
        }
        Some(Plan {
            token,
            from: YARD,
            to: 0,
            excess: 0,
        })
    }

    /// Moving each of `seat`'s tokens `distance` squares under simple
    /// rules (bouncing off the end where the rules and `may_bounce`
    /// allow); entering left refused.
    #[inline(always)]
    pub(crate) fn quick_advances(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        distance: u8,
        may_bounce: bool,
    ) -> Verdicts {
        let s = b.state;
        let (row, count) = Self::own_row(s, seat);
        let word = u32::from_le_bytes(row);
        let used = self.used_slots & u32::MAX.checked_shr(32 - 8 * u32::from(count)).unwrap_or(0);
        let mut v = match self.advances_at_once(word, used, distance, may_bounce) {
            Some(v) => v,
            None => self.advances(&row, count, distance, may_bounce),
        };
        let blocky = self.blocky_opponents(b, seat);
        if blocky != 0 {
            let mut movers = v.ok >> 1;
            while movers != 0 {
                let t = movers.trailing_zeros();
                movers &= movers - 1;
                let to = v.to.get(t as usize).copied().unwrap_or(YARD);
                let square = self.squares.row(seat.0)[usize::from(to)];
                if self.opponents_block(&s.tokens, seat, blocky, square) {
                    v.ok &= !(2 << t);
                }
            }
        }
        v
    }

    /// The opponents of `seat` with a block somewhere on the track (two
    /// tokens at one progress below the track's end), a bit per colour;
    /// none unless blocks stop a landing ([`Blocks::NoLanding`]). A few
    /// word operations per opponent ([`paired_colours`]).
    #[inline(always)]
    fn blocky_opponents(&self, b: &Occupancy<'_>, seat: Seat) -> u8 {
        if self.rules.blocks != Blocks::NoLanding {
            return 0;
        }
        let me = 1u8.checked_shl(u32::from(seat.0)).unwrap_or(0);
        paired_colours(
            &b.state.tokens,
            self.in_play & !me,
            self.rules.geometry.home_start(),
        )
    }

    /// A quick, sufficient answer to whether some seat can still move
    /// ([`LudoGame::seat_that_can_move`] finds one whenever this is true):
    /// under simple rules, a token on the track of a seat still playing
    /// can move 1 unless, where own tokens may not share, another of its
    /// own stands one step ahead, or an opponent's block stands there
    /// (asked only of such a token's square ahead, not of the whole
    /// board); and a token in the yard can enter on an entry roll unless
    /// the start square is closed to it the same way. False says nothing:
    /// the full question is asked then. Kept out of line: it runs only
    /// after a pass, under rules that can lock.
    #[inline(never)]
    pub(crate) fn surely_movable(&self, s: &LudoState) -> bool {
        let end = self.rules.geometry.home_start();
        if !self.simple || !(1..=128).contains(&end) {
            return false;
        }
        let ranked = s.ranking.as_slice().iter().fold(0u8, |m, seat| {
            m | 1u8.checked_shl(u32::from(seat.0)).unwrap_or(0)
        });
        let mut playing = self.in_play & !ranked;
        let used = self.used_slots;
        while playing != 0 {
            let colour = playing.trailing_zeros();
            playing &= playing - 1;
            let Some(&row) = s.tokens.get(colour as usize) else {
                continue;
            };
            let word = u32::from_le_bytes(row);
            // Tokens on the track: below its end (the yard, 255, is not).
            let on_track = used & HIGH & !above(word, end - 1);
            let free = match self.rules.share_own {
                true => on_track,
                // One step ahead of each token (below 128, so no byte
                // carries into the next), compared with every other token.
                false => on_track & !self.own_tokens_ahead(word, used, (word & LOW7) + LOW),
            };
            let seat = Seat(colour as u8);
            if (free != 0 && self.lands_clear(s, seat, row, gather(free)))
                || self.may_enter(s, seat, word, used)
            {
                return true;
            }
        }
        false
    }

    /// Whether `seat`, whose row is `word` (`used` its token bytes), can
    /// enter a token on an entry roll under simple rules: one waits in the
    /// yard, and its start square holds no own token where own tokens may
    /// not share, and no opponent's block. (Parchís's capture on a safe
    /// start may let a token in even then; this test does not rely on it.)
    #[inline(always)]
    fn may_enter(&self, s: &LudoState, seat: Seat, word: u32, used: u32) -> bool {
        if matching_bytes(word, YARD) & used == 0 {
            return false;
        }
        if !self.rules.share_own && matching_bytes(word, 0) & used != 0 {
            return false;
        }
        self.rules.blocks == Blocks::None
            || !self.opponents_block(&s.tokens, seat, self.in_play, self.squares.start(seat.0))
    }

    /// Whether one of the tokens `free` (a bit per token) of `seat`, whose
    /// row is `row`, on the track and with no own token in the way, has no
    /// opponent's block on the square one step ahead: then it can move 1.
    #[inline(always)]
    fn lands_clear(&self, s: &LudoState, seat: Seat, row: [u8; MAX_TOKENS], free: u8) -> bool {
        if self.rules.blocks == Blocks::None {
            return true;
        }
        let squares = self.squares.row(seat.0);
        (0..MAX_TOKENS).filter(|t| free & (1 << t) != 0).any(|t| {
            let ahead = usize::from(row[t]) + 1;
            // Past the track (the home column) no block can stand.
            let square = squares.get(ahead).copied().unwrap_or(OFF_TRACK);
            square == OFF_TRACK || !self.opponents_block(&s.tokens, seat, self.in_play, square)
        })
    }

    /// The high bit of each byte of `ahead` that another of the `used`
    /// tokens of `word` stands on.
    #[inline(always)]
    fn own_tokens_ahead(&self, word: u32, used: u32, ahead: u32) -> u32 {
        beside_others(ahead, word, used)
    }

    /// Whether an opponent of `seat` among `blocky` has two or more
    /// tokens on track square `square` (none for [`OFF_TRACK`]).
    #[inline(always)]
    pub(crate) fn opponents_block(&self, rows: &Rows, seat: Seat, blocky: u8, square: u8) -> bool {
        let mut others = blocky & !1u8.checked_shl(u32::from(seat.0)).unwrap_or(0);
        if square == OFF_TRACK {
            return false;
        }
        while others != 0 {
            let colour = others.trailing_zeros() as u8;
            others &= others - 1;
            let target = self.squares.progress_on(colour, square);
            let Some(&row) = rows.get(usize::from(colour)) else {
                continue;
            };
            if target != OFF_TRACK
                && count_marks(matching_bytes(u32::from_le_bytes(row), target)) >= 2
            {
                return true;
            }
        }
        false
    }

    /// [`LudoGame::advances`] for the four tokens of `word` at once (a
    /// byte each; `used` marks the bytes that are tokens with `0xff`),
    /// when every progress involved stays below 128: `None` when it may
    /// not, or when a move would bounce, left to the one-by-one loop.
    ///
    /// Each byte's high bit says what is true of that token: below 128
    /// nothing carries from one byte into the next, so one addition moves
    /// all four tokens and one comparison per question judges them.
    #[inline(always)]
    fn advances_at_once(
        &self,
        word: u32,
        used: u32,
        distance: u8,
        may_bounce: bool,
    ) -> Option<Verdicts> {
        let last = self.last;
        if u16::from(last) + u16::from(distance) > 127 {
            return None;
        }
        let finished = match self.rules.geometry.goal {
            Goal::FinishSquare => matching_bytes(word, last),
            Goal::GoalFields => 0,
        };
        // In the yard, finished, or (in a state set up by hand) past the
        // end: such a token does not move.
        let live = used & HIGH & !above(word, last) & !finished;
        let to = (word & spread(live)) + u32::from(distance) * LOW;
        let over = above(to, last) & live;
        if over != 0 && may_bounce && self.rules.overshoot == Overshoot::Bounce {
            return None;
        }
        let mut ok = live & !over;
        if !self.rules.share_own {
            ok &= !self.own_tokens_at(word, used, to);
        }
        let mut v = Verdicts::none();
        v.ok = gather(ok) << 1;
        v.from = word.to_le_bytes();
        v.to = to.to_le_bytes();
        Some(v)
    }

    /// The high bit of each byte of `to` (a token's progress after its
    /// move) where another of the `used` tokens of `word` stands, but for
    /// the shared finishing square.
    #[inline(always)]
    fn own_tokens_at(&self, word: u32, used: u32, to: u32) -> u32 {
        let taken = beside_others(to, word, used);
        match self.rules.geometry.goal {
            Goal::FinishSquare => taken & !matching_bytes(to, self.last),
            Goal::GoalFields => taken,
        }
    }

    /// Moving each of the `count` tokens of `row` `distance` squares under
    /// simple rules.
    #[inline(always)]
    fn advances(
        &self,
        row: &[u8; MAX_TOKENS],
        count: u8,
        distance: u8,
        may_bounce: bool,
    ) -> Verdicts {
        let mut v = Verdicts::none();
        for token in 0..count {
            if let Some(plan) = self.advance(row, count, token, distance, may_bounce) {
                v.allow(1 + usize::from(token), plan);
            }
        }
        v
    }

    /// Moving `seat`'s `token` `distance` squares under simple rules.
    #[inline(always)]
    pub(crate) fn quick_advance(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        token: u8,
        distance: u8,
        may_bounce: bool,
    ) -> Option<Plan> {
        let s = b.state;
        let (row, count) = Self::own_row(s, seat);
        if token >= count {
            return None;
        }
        let plan = self.advance(&row, count, token, distance, may_bounce)?;
        let blocky = self.blocky_opponents(b, seat);
        if blocky != 0 {
            let square = self.squares.row(seat.0)[usize::from(plan.to)];
            if self.opponents_block(&s.tokens, seat, blocky, square) {
                return None;
            }
        }
        Some(plan)
    }

    /// Moving token `token` of the `count` tokens of `row` `distance`
    /// squares under simple rules.
    #[inline(always)]
    fn advance(
        &self,
        row: &[u8; MAX_TOKENS],
        count: u8,
        token: u8,
        distance: u8,
        may_bounce: bool,
    ) -> Option<Plan> {
        let last = self.last;
        let from = *row.get(usize::from(token))?;
        let finished = self.rules.geometry.goal == Goal::FinishSquare && from == last;
        if from == YARD || finished {
            return None;
        }
        let forward = u16::from(from) + u16::from(distance);
        let (to, excess) = if forward <= u16::from(last) {
            (forward as u8, 0)
        } else if may_bounce && self.rules.overshoot == Overshoot::Bounce && from <= last {
            let excess = (forward - u16::from(last)) as u8;
            (last.saturating_sub(excess), excess)
        } else {
            return None;
        };
        if self.own_in_the_way(row, count, token, to) {
            return None;
        }
        Some(Plan {
            token,
            from,
            to,
            excess,
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use alloc::format;
    use alloc::vec::Vec;

    use proptest::prelude::*;

    use super::super::occupancy::Occupancy;
    use super::super::{Blocks, EntryCapture, LudoAction, LudoGame, LudoRules, LudoState, YARD};
    use crate::Dice;
    use crate::game::{RaceGame, Seat, ToAct};

    /// A random rule set of the crate's one generator made simple: no
    /// square capacity, and no blocks or blocks that only stop a landing
    /// (what the shortcut serves), games cut short at 3,000 actions.
    pub(crate) fn simple_rules(d: &mut Dice) -> LudoRules {
        let mut r = crate::testing::ludo_rules(|n| d.below(n));
        r.square_capacity = None;
        if r.blocks == Blocks::NoPassing {
            r.blocks = Blocks::NoLanding;
        }
        if r.entry_capture == EntryCapture::OneOpponentWhenFull {
            r.entry_capture = EntryCapture::OneOpponent;
        }
        r.action_limit = Some(3_000);
        crate::testing::mend_ludo_rules(&mut r);
        r
    }

    /// The same game twice: judged by the shortcut, and by the general
    /// checks (the shortcut switched off).
    fn both(rules: LudoRules, players: usize) -> Option<(LudoGame, LudoGame)> {
        let quick = LudoGame::new(rules, players).ok()?;
        assert!(quick.simple);
        let mut general = quick.clone();
        general.simple = false;
        // Another game to the verdicts kept with a state: each judges
        // every state itself.
        general.key = quick.key.wrapping_add(1).max(1);
        Some((quick, general))
    }

    /// Every candidate choice: the legal list and `apply` (moves, events
    /// and refusals with their errors) are the same on both roads.
    fn same_everywhere(quick: &LudoGame, general: &LudoGame, s: &LudoState) {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        quick.legal_actions(s, &mut a);
        general.legal_actions(s, &mut b);
        assert_eq!(a, b, "legal actions of {s:?}");
        let mut candidates = alloc::vec![LudoAction::Enter, LudoAction::EnterTotal];
        for token in 0..5 {
            candidates.push(LudoAction::Move { token });
            candidates.push(LudoAction::MoveSum { token });
            candidates.push(LudoAction::BonusMove { token });
            for die in 0..2 {
                candidates.push(LudoAction::MoveDie { token, die });
            }
        }
        candidates.extend((0..2).map(|die| LudoAction::EnterDie { die }));
        if quick.surely_movable(s) {
            assert!(general.seat_that_can_move(s).is_some(), "{s:?}");
        }
        for action in candidates {
            assert_eq!(
                quick.apply(s, action),
                general.apply(s, action),
                "{action:?} on {s:?}"
            );
        }
    }

    /// `s` with its tokens scattered at random (yard, track, home, past
    /// the end), for positions random games rarely reach: often with two
    /// tokens of a seat together (a block, where it stands on the track),
    /// sometimes an opponent's pair on the start square of the seat to
    /// play.
    fn scattered(game: &LudoGame, s: LudoState, d: &mut Dice) -> LudoState {
        let last = game.rules.geometry.last_progress();
        let tokens = game.rules.tokens;
        let mut s = s;
        let seats: Vec<Seat> = game.seats_in_play().collect();
        for &seat in &seats {
            for token in 0..tokens {
                let p = match d.below(4) {
                    0 => YARD,
                    1 => last.saturating_sub(d.below(8) as u8),
                    _ => d.below(usize::from(last) + 3) as u8,
                };
                s = s.with_token(seat, token, p);
            }
            if tokens > 1 && d.below(2) == 0 {
                let (a, b) = (
                    d.below(usize::from(tokens)) as u8,
                    d.below(usize::from(tokens)) as u8,
                );
                if let Some(p) = s.progress(seat, a) {
                    s = s.with_token(seat, b, p);
                }
            }
        }
        let current = s.current();
        let other = seats[d.below(seats.len())];
        let on_start = game
            .squares
            .progress_on(other.0, game.squares.start(current.0));
        if other != current && tokens > 1 && d.below(3) == 0 && on_start != YARD {
            s = s
                .with_token(other, 0, on_start)
                .with_token(other, 1, on_start);
        }
        s
    }

    /// Every throw of `s` (awaiting one), and every candidate choice on
    /// what each leaves: the same on both roads.
    fn every_throw(quick: &LudoGame, general: &LudoGame, s: &LudoState) {
        let throws: Vec<LudoAction> = match quick.chance(s) {
            Some(chance) => chance.outcomes().iter().map(|&(a, _)| a).collect(),
            None => return,
        };
        for throw in throws {
            let (a, b) = (quick.apply(s, throw), general.apply(s, throw));
            assert_eq!(a, b, "{throw:?} on {s:?}");
            if let Ok((after, _)) = a {
                same_everywhere(quick, general, &after);
            }
        }
    }

    /// Every pair of an opponent's tokens at one progress on the track
    /// marks that opponent as having a block, whichever two tokens they
    /// are; the same pair in the home column, or no pair, marks nothing.
    #[test]
    fn every_pair_of_tokens_on_the_track_is_a_block() {
        let game = LudoGame::new(LudoRules::ludo_king(), 4).unwrap_or_else(|e| panic!("{e}"));
        let home = game.rules.geometry.home_start();
        let apart = [3, 9, 17, 30];
        let spread = |s: LudoState| {
            (0u8..)
                .zip(apart)
                .fold(s, |s, (t, p)| s.with_token(Seat(1), t, p))
        };
        let blocky =
            |s: &LudoState, seat| game.blocky_opponents(&Occupancy::new(&game.squares, s), seat);
        let none = spread(game.initial_state());
        assert_eq!(blocky(&none, Seat(0)), 0);
        for a in 0..4u8 {
            for b in a + 1..4 {
                for (at, blocks) in [(20, 0b10), (home, 0), (home + 2, 0)] {
                    let s = none.with_token(Seat(1), a, at).with_token(Seat(1), b, at);
                    assert_eq!(blocky(&s, Seat(0)), blocks, "{a} {b} at {at}");
                    // The mover's own pairs are no opponent's block.
                    assert_eq!(blocky(&s, Seat(1)), 0, "{a} {b} at {at}");
                }
            }
        }
    }

    /// A token on the track with a free square one step ahead can move,
    /// so the game is surely not locked; tokens all in the yard or home,
    /// or a block anywhere (which may stop every landing), leave the
    /// question to the full search.
    #[test]
    fn a_token_with_room_ahead_is_surely_movable() {
        let mensch = LudoGame::new(LudoRules::mensch(), 2).unwrap_or_else(|e| panic!("{e}"));
        let home = mensch.rules.geometry.home_start();
        let s = mensch.initial_state();
        let row = |s: LudoState, seat, at: [u8; 4]| {
            (0u8..)
                .zip(at)
                .fold(s, |s, (t, p)| s.with_token(seat, t, p))
        };
        // Every token in the yard and the start squares free: entering.
        assert!(mensch.surely_movable(&s));
        // Every token in its goal fields: nothing is on the track or in
        // the yard, so the quick test cannot tell.
        let home_row = [home, home + 1, home + 2, home + 3];
        let done = row(row(s, Seat(0), home_row), Seat(2), home_row);
        assert!(!mensch.surely_movable(&done));
        // One waits in the yard, and its start square is free.
        let waiting = row(done, Seat(2), [home, home + 1, home + 2, YARD]);
        assert!(mensch.surely_movable(&waiting));
        // Four in a row: only the front one has room, and that is enough.
        assert!(mensch.surely_movable(&row(s, Seat(0), [5, 6, 7, 8])));
        assert!(mensch.surely_movable(&row(s, Seat(2), [YARD, YARD, YARD, home - 1])));
        let king = LudoGame::new(LudoRules::ludo_king(), 2).unwrap_or_else(|e| panic!("{e}"));
        let s = king.initial_state();
        assert!(king.surely_movable(&row(s, Seat(0), [5, YARD, YARD, YARD])));
        // A block of its own stops no move of 1 elsewhere.
        assert!(king.surely_movable(&row(s, Seat(0), [5, 9, 9, YARD])));
        // An opponent's block one step ahead does.
        let ahead = king.squares.row(0)[6];
        let theirs = king.squares.progress_on(2, ahead);
        let blocked = row(s, Seat(2), [theirs, theirs, YARD, YARD]);
        let alone = [5, YARD, YARD, YARD];
        assert!(!king.lands_clear(&blocked, Seat(0), alone, 0b1));
        assert!(king.lands_clear(&blocked, Seat(0), [4, YARD, YARD, YARD], 0b1));
        // An opponent's block on the start square keeps a token out.
        let start = king.squares.start(2);
        let theirs = king.squares.progress_on(0, start);
        let closed = row(s, Seat(0), [theirs, theirs, YARD, YARD]);
        let yard = u32::from_le_bytes([YARD; 4]);
        assert!(!king.may_enter(&closed, Seat(2), yard, king.used_slots));
        assert!(king.may_enter(&s, Seat(2), yard, king.used_slots));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Random games under random simple rules: every reached state, and
        /// a scattered version of it (and, every fourth, every throw of it),
        /// gets the same legal list and the same result of every candidate
        /// action from the shortcut as from the general checks, and both
        /// roads play the same game.
        #[test]
        fn the_shortcut_judges_like_the_general_checks(seed in any::<u64>()) {
            let mut d = Dice::seeded(seed);
            let rules = simple_rules(&mut d);
            let players = 2 + d.below(3);
            let Some((quick, general)) = both(rules, players) else { return Ok(()) };
            let (mut s, mut t) = (quick.initial_state(), general.initial_state());
            let mut legal = Vec::new();
            for step in 0..400 {
                same_everywhere(&quick, &general, &s);
                let odd = scattered(&quick, s.with_current(s.current()), &mut d);
                same_everywhere(&quick, &general, &odd);
                if step % 4 == 0 {
                    every_throw(&quick, &general, &odd);
                }
                let action = match quick.to_act(&s) {
                    ToAct::Nobody => break,
                    ToAct::Chance(_) => LudoAction::Throw(d.roll(quick.rules.dice)),
                    ToAct::Player(_) => {
                        quick.legal_actions(&s, &mut legal);
                        legal[d.below(legal.len())]
                    }
                };
                let (mut e, mut f) = (Vec::new(), Vec::new());
                quick.apply_mut(&mut s, action, &mut e).map_err(|e| TestCaseError::fail(format!("{e}")))?;
                general.apply_mut(&mut t, action, &mut f).map_err(|e| TestCaseError::fail(format!("{e}")))?;
                prop_assert_eq!(s, t);
                prop_assert_eq!(e, f);
            }
        }
    }
}

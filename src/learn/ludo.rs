//! [`LudoTask`]: the Ludo observation with hand-made features of threat and progress, for the learner.

use alloc::string::String;
use alloc::vec::Vec;

use super::file::EncodingId;
use super::td::{Observed, Task};
use crate::encode::Encode;
use crate::game::Seat;
use crate::ludo::{LudoGame, LudoState, MAX_TOKENS, YARD};

/// The name of the encoding [`LudoTask`] writes.
pub const LUDO_ENCODING: &str = "ludo-threats";

/// Features per token in [`LudoTask`]'s extra block, by version (1, 2).
const fn per_token(version: u32) -> usize {
    if version >= 2 { 9 } else { 6 }
}

/// The version [`LudoTask::default`] writes: the newest.
pub const LUDO_VERSION: u32 = 2;

/// The learner's task for Ludo: one output, the chance that the seat
/// wins, from the game's [`Encode`] observation followed by features a
/// small network finds hard to compute from it:
///
/// 1. for each of the seat's tokens, most advanced first
///    ([`MAX_TOKENS`] blocks of six, zeros for tokens the rules do not
///    have): its progress over the last progress; 1 in the yard; 1 on a
///    safe square; opposing tokens on the track 1 to 6 squares behind it
///    (counted round the track, whether or not their road turns off into
///    their home column first), over 4 and at most 1, if it stands on an
///    unsafe track square; the same 7 to 12 squares behind; opposing
///    tokens on unsafe track squares 1 to 6 squares ahead of it, over 4
///    and at most 1; from version 2 three more: the chance that it is
///    hit before the seat's next turn (for each other colour, a sixth for
///    each distinct distance 1 to 6 behind it at which one of its tokens
///    stands, counted round the track as above, a 36th for each of 7 to 12, a sixth if it stands on that
///    colour's start square with tokens in its yard, at most 1; combined
///    over colours as independent chances; 0 on safe squares, in the
///    home column and at home), 1 once it has left the track (home column
///    or home), and the distinct distances 1 to 6 ahead of it at which an
///    opposing token on an unsafe track square stands, over 6;
/// 2. the seat's mean progress, then for each other colour clockwise its
///    mean progress and 1 once it has finished (zeros for a colour not in
///    play).
///
/// Version 1 is the first list without the three features version 2
/// added; the shipped networks say which they were trained on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LudoTask {
    /// The encoding's version: 1 or 2 (0 reads as 1, above 2 as 2).
    pub version: u32,
}

impl Default for LudoTask {
    fn default() -> Self {
        LudoTask {
            version: LUDO_VERSION,
        }
    }
}

impl LudoTask {
    /// The task of encoding `version` (1 or 2).
    pub const fn of_version(version: u32) -> Self {
        LudoTask { version }
    }

    /// The encoding's identity (its name and this task's version).
    pub fn encoding_id(&self) -> EncodingId {
        EncodingId {
            name: String::from(LUDO_ENCODING),
            version: self.version,
        }
    }

    fn per_token(&self) -> usize {
        per_token(self.version)
    }

    fn extra(&self, game: &LudoGame) -> usize {
        let colours = usize::from(game.rules().geometry.colours);
        MAX_TOKENS * self.per_token() + 1 + 2 * colours.saturating_sub(1)
    }
}

/// Every track square with opposing tokens on it (not on safe squares
/// when `unsafe_only`), counted, by square.
fn opposing(game: &LudoGame, state: &LudoState, me: Seat, unsafe_only: bool) -> Vec<u8> {
    let g = &game.rules().geometry;
    let mut at = alloc::vec![0u8; usize::from(g.track_len)];
    for seat in game.seats_in_play().filter(|&s| s != me) {
        for &p in state.tokens(seat) {
            if let Some(sq) = g.track_square(seat.0, p)
                && !(unsafe_only && game.rules().is_safe(sq))
                && let Some(slot) = at.get_mut(usize::from(sq))
            {
                *slot += 1;
            }
        }
    }
    at
}

/// The opposing tokens `lo..=hi` squares behind (`ahead` false) or
/// ahead of square `sq`, over 4, at most 1.
fn count_near(at: &[u8], sq: u8, lo: usize, hi: usize, ahead: bool) -> f32 {
    let len = at.len().max(1);
    let sq = usize::from(sq);
    let n: u32 = (lo..=hi)
        .map(|d| {
            let i = if ahead {
                (sq + d) % len
            } else {
                (sq + len * 2 - d) % len
            };
            u32::from(at.get(i).copied().unwrap_or(0))
        })
        .sum();
    (n as f32 / 4.0).min(1.0)
}

/// The chance that `me`'s token on unsafe track square `sq` is hit before
/// `me`'s next turn (see [`LudoTask`]).
fn hit_chance(game: &LudoGame, state: &LudoState, me: Seat, sq: u8) -> f32 {
    let g = &game.rules().geometry;
    let len = u16::from(g.track_len).max(1);
    let sq = u16::from(sq);
    let mut spared = 1.0f32;
    for seat in game.seats_in_play().filter(|&s| s != me) {
        let squares: Vec<u16> = state
            .tokens(seat)
            .iter()
            .filter_map(|&p| g.track_square(seat.0, p).map(u16::from))
            .collect();
        let mut chance: f32 = (1..=12u16)
            .filter(|&d| squares.contains(&((sq + len * 2 - d % len) % len)))
            .map(|d| if d <= 6 { 1.0 / 6.0 } else { 1.0 / 36.0 })
            .sum();
        if u16::from(g.start(seat.0)) == sq && state.tokens(seat).contains(&YARD) {
            chance += 1.0 / 6.0;
        }
        spared *= 1.0 - chance.min(1.0);
    }
    1.0 - spared
}

/// The distinct distances 1 to 6 ahead of `sq` with an opposing token on
/// them (`at`, unsafe squares only), over 6.
fn targets_ahead(at: &[u8], sq: u8) -> f32 {
    let len = at.len().max(1);
    let n = (1..=6)
        .filter(|d| at.get((usize::from(sq) + d) % len).is_some_and(|&c| c > 0))
        .count();
    n as f32 / 6.0
}

/// Writes version 2's three more values of a token at progress `p`.
fn write_token_v2(
    game: &LudoGame,
    state: &LudoState,
    me: Seat,
    p: u8,
    open: &[u8],
    out: &mut [f32],
) {
    if p == YARD {
        return;
    }
    let g = &game.rules().geometry;
    let Some(sq) = g.track_square(me.0, p) else {
        out[7] = 1.0;
        return;
    };
    if !game.rules().is_safe(sq) {
        out[6] = hit_chance(game, state, me, sq);
    }
    out[8] = targets_ahead(open, sq);
}

/// Writes the block of one token at progress `p` into `out` (six values).
fn write_token(game: &LudoGame, me: Seat, p: u8, near: [&[u8]; 2], out: &mut [f32]) {
    let g = &game.rules().geometry;
    let last = f32::from(g.last_progress().max(1));
    if p == YARD {
        out[1] = 1.0;
        return;
    }
    out[0] = f32::from(p) / last;
    let Some(sq) = g.track_square(me.0, p) else {
        return;
    };
    let safe = game.rules().is_safe(sq);
    out[2] = if safe { 1.0 } else { 0.0 };
    if !safe {
        out[3] = count_near(near[0], sq, 1, 6, false);
        out[4] = count_near(near[0], sq, 7, 12, false);
    }
    out[5] = count_near(near[1], sq, 1, 6, true);
}

/// The mean progress of `seat`'s tokens (yard 0, finished 1).
fn mean_progress(game: &LudoGame, state: &LudoState, seat: Seat) -> f32 {
    let last = f32::from(game.rules().geometry.last_progress().max(1));
    let tokens = state.tokens(seat);
    let sum: f32 = tokens
        .iter()
        .map(|&p| if p == YARD { 0.0 } else { f32::from(p) / last })
        .sum();
    sum / tokens.len().max(1) as f32
}

impl Task<LudoGame> for LudoTask {
    fn encoding(&self) -> EncodingId {
        self.encoding_id()
    }

    fn inputs(&self, game: &LudoGame) -> usize {
        game.observation_len() + self.extra(game)
    }

    fn outputs(&self) -> usize {
        1
    }

    fn features(&self, game: &LudoGame, state: &LudoState, seat: Seat, out: &mut [f32]) {
        let n = game.observation_len();
        let per = self.per_token();
        if out.len() < n + self.extra(game) {
            return;
        }
        game.write_observation(state, seat, &mut out[..n]);
        let all = opposing(game, state, seat, false);
        let open = opposing(game, state, seat, true);
        let mut tokens: Vec<u8> = state.tokens(seat).to_vec();
        tokens.sort_by_key(|&p| core::cmp::Reverse(if p == YARD { 0 } else { u16::from(p) + 1 }));
        for (i, &p) in tokens.iter().take(MAX_TOKENS).enumerate() {
            let block = &mut out[n + i * per..][..per];
            write_token(game, seat, p, [&all, &open], block);
            if per > 6 {
                write_token_v2(game, state, seat, p, &open, block);
            }
        }
        let mut at = n + MAX_TOKENS * per;
        out[at] = mean_progress(game, state, seat);
        let colours = game.rules().geometry.colours.max(1);
        for k in 1..colours {
            let other = Seat((seat.0 % colours + k) % colours);
            if game.seats_in_play().any(|s| s == other) {
                let done = state.ranking().contains(other);
                out[at + 1] = mean_progress(game, state, other);
                out[at + 2] = if done { 1.0 } else { 0.0 };
            }
            at += 2;
        }
    }

    fn targets(&self, game: &LudoGame, state: &LudoState, seat: Seat, out: &mut [f32]) {
        <Observed as Task<LudoGame>>::targets(&Observed::default(), game, state, seat, out);
    }
}

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

/// Features per token in [`LudoTask`]'s extra block.
const PER_TOKEN: usize = 6;

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
///    and at most 1;
/// 2. the seat's mean progress, then for each other colour clockwise its
///    mean progress and 1 once it has finished (zeros for a colour not in
///    play).
#[derive(Clone, Copy, Debug, Default)]
pub struct LudoTask;

impl LudoTask {
    /// The encoding's identity (version 1).
    pub fn encoding_id() -> EncodingId {
        EncodingId {
            name: String::from(LUDO_ENCODING),
            version: 1,
        }
    }

    fn extra(game: &LudoGame) -> usize {
        let colours = usize::from(game.rules().geometry.colours);
        MAX_TOKENS * PER_TOKEN + 1 + 2 * colours.saturating_sub(1)
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
        Self::encoding_id()
    }

    fn inputs(&self, game: &LudoGame) -> usize {
        game.observation_len() + Self::extra(game)
    }

    fn outputs(&self) -> usize {
        1
    }

    fn features(&self, game: &LudoGame, state: &LudoState, seat: Seat, out: &mut [f32]) {
        let n = game.observation_len();
        if out.len() < n + Self::extra(game) {
            return;
        }
        game.write_observation(state, seat, &mut out[..n]);
        let all = opposing(game, state, seat, false);
        let open = opposing(game, state, seat, true);
        let mut tokens: Vec<u8> = state.tokens(seat).to_vec();
        tokens.sort_by_key(|&p| core::cmp::Reverse(if p == YARD { 0 } else { u16::from(p) + 1 }));
        for (i, &p) in tokens.iter().take(MAX_TOKENS).enumerate() {
            let block = &mut out[n + i * PER_TOKEN..][..PER_TOKEN];
            write_token(game, seat, p, [&all, &open], block);
        }
        let mut at = n + MAX_TOKENS * PER_TOKEN;
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

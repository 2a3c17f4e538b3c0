//! [`SolveKey`] for [`LudoGame`]: two-player positions packed into a `u64`, a seat's tokens sorted, the two seats folded together on a symmetric board, sixes in a row counted only as far as the rules read them; partnership games (two sides of two or three seats) packed seat by seat.

use super::state::NONE;
use super::{BonusRolls, LudoGame, LudoRules, LudoState, Phase, YARD};
use crate::game::{RaceGame, Ranking, Seat};
use crate::solve::{SolveKey, debug_digest, format_one_text, game_digest};

/// The version of the keying below in tables of format 1, part of
/// their rules digest (tables of format 2 name it by their format).
const KEY_SCHEME: u64 = 1;

/// How positions of one game are packed.
struct Layout {
    /// The two seats, in turn order.
    seats: [Seat; 2],
    /// Bits per token: progress `0..=last`, and `last + 1` for the yard.
    width: u32,
    last: u8,
    tokens: usize,
    /// Whether the last moved token is part of a position (a third 6 sends
    /// it back); otherwise tokens are sorted, being interchangeable.
    keep_last: bool,
    /// Whether a position and the same position seen from the other seat
    /// are one key (the board looks the same from both seats).
    symmetric: bool,
}

fn layout(game: &LudoGame) -> Option<Layout> {
    let mut in_play = game.seats_in_play();
    let seats = [in_play.next()?, in_play.next()?];
    if in_play.next().is_some() || game.rules().action_limit.is_some() {
        return None;
    }
    let last = game.rules().geometry.last_progress();
    let width = 32 - (u32::from(last) + 1).leading_zeros();
    let tokens = usize::from(game.rules().tokens);
    let keep_last = game.rules().bonus_rolls == BonusRolls::ThirdSixSendsBack;
    let bits = 2 * tokens as u32 * width + 2 + 3 + 3 + 1;
    (bits <= 64).then(|| Layout {
        seats,
        width,
        last,
        tokens,
        keep_last,
        symmetric: symmetric(game, seats),
    })
}

/// Whether turning the board from one seat's start to the other's
/// maps the board, its safe squares and the turn order onto themselves.
fn symmetric(game: &LudoGame, seats: [Seat; 2]) -> bool {
    let g = &game.rules().geometry;
    let len = u16::from(g.track_len);
    let turn = u16::from(g.start(seats[1].0)) + len - u16::from(g.start(seats[0].0));
    let d = turn % len.max(1);
    2 * d == len
        && (0..len).all(|sq| {
            let to = (sq + d) % len;
            game.is_safe(sq as u8) == game.is_safe(to as u8)
        })
}

/// `seat`'s tokens as key digits, sorted unless their order matters.
fn token_digits(layout: &Layout, state: &LudoState, seat: Seat) -> Option<[u8; 4]> {
    let mut digits = [0u8; 4];
    let tokens = state.tokens(seat);
    for (d, &p) in digits.iter_mut().zip(tokens) {
        *d = match p {
            YARD => layout.last + 1,
            p if p <= layout.last => p,
            _ => return None,
        };
    }
    if !layout.keep_last {
        digits[..layout.tokens.min(4)].sort_unstable();
    }
    Some(digits)
}

/// How positions of a partnership game are packed (every colour seated,
/// opposite colours partners: two sides of two or three seats): each
/// seat's tokens in seat order, then the sixes, tries and token moved
/// last, then the seat to throw. Nothing is folded. The seats that have
/// finished are the seats with every token home, ranked in any order:
/// the order changes no value (a side wins when all its seats are home).
fn team_layout(game: &LudoGame) -> Option<(Layout, usize)> {
    if !game.teams().has_partners() || game.rules().action_limit.is_some() {
        return None;
    }
    let seats = game.seats_in_play().count();
    let last = game.rules().geometry.last_progress();
    let width = 32 - (u32::from(last) + 1).leading_zeros();
    let tokens = usize::from(game.rules().tokens);
    let keep_last = game.rules().bonus_rolls == BonusRolls::ThirdSixSendsBack;
    let bits = seats as u32 * tokens as u32 * width + 2 + 3 + 3 + 3;
    let layout = Layout {
        seats: [Seat(0), Seat(1)],
        width,
        last,
        tokens,
        keep_last,
        symmetric: false,
    };
    (bits <= 64).then_some((layout, seats))
}

/// The sixes in a row a key keeps: past the third, they count only where
/// the third is forfeited; elsewhere only whether the last throw was one.
fn counted_sixes(game: &LudoGame, state: &LudoState) -> Option<u8> {
    let sixes = match game.rules().bonus_rolls {
        BonusRolls::UpToTwo | BonusRolls::ThirdSixSendsBack => state.sixes,
        _ => state.sixes.min(1),
    };
    (sixes <= 3).then_some(sixes)
}

/// [`SolveKey::solve_key`] of a partnership game (see [`team_layout`]).
fn team_key(game: &LudoGame, state: &LudoState) -> Option<u64> {
    let (layout, _) = team_layout(game)?;
    let finished_ranked = game
        .seats_in_play()
        .all(|s| game.all_home(state, s) == state.ranking.contains(s));
    if state.phase != Phase::AwaitingThrow
        || state.dice != [0, 0]
        || state.tries > 7
        || !finished_ranked
    {
        return None;
    }
    let key = tokens_and_turn_key(game, &layout, state, game.seats_in_play())?;
    Some((key << 3) | u64::from(state.current().0))
}

/// The body of a key: each of `seats`' tokens a digit, the seats in the
/// order given, then the counted sixes, the tries and the last token moved
/// (when the layout keeps it); `None` for what the layout cannot hold.
fn tokens_and_turn_key(
    game: &LudoGame,
    layout: &Layout,
    state: &LudoState,
    seats: impl IntoIterator<Item = Seat>,
) -> Option<u64> {
    let sixes = counted_sixes(game, state)?;
    let mut key = 0u64;
    for seat in seats {
        let digits = token_digits(layout, state, seat)?;
        for &d in digits.iter().take(layout.tokens) {
            key = (key << layout.width) | u64::from(d);
        }
    }
    let last = match (layout.keep_last, state.last_moved) {
        (true, NONE) | (false, _) => 0,
        (true, t) if usize::from(t) < layout.tokens => u64::from(t) + 1,
        _ => return None,
    };
    key = (key << 2) | u64::from(sixes);
    key = (key << 3) | u64::from(state.tries);
    Some((key << 3) | last)
}

/// [`SolveKey::state_of_key`] of a partnership game.
fn team_state(game: &LudoGame, key: u64) -> Option<LudoState> {
    let (layout, _) = team_layout(game)?;
    let mut k = key;
    let mut take = |bits: u32| {
        let v = k & ((1u64 << bits) - 1);
        k >>= bits;
        v
    };
    let mover = Seat(take(3) as u8);
    let last = take(3) as u8;
    let tries = take(3) as u8;
    let sixes = take(2) as u8;
    let mut state = game.initial_state();
    let seats: alloc::vec::Vec<Seat> = game.seats_in_play().collect();
    for &seat in seats.iter().rev() {
        for token in (0..layout.tokens).rev() {
            let p = match take(layout.width) as u8 {
                d if d == layout.last + 1 => YARD,
                d if d <= layout.last => d,
                _ => return None,
            };
            *state.tokens.get_mut(seat.index())?.get_mut(token)? = p;
        }
    }
    if k != 0 || !seats.contains(&mover) {
        return None;
    }
    (state.current, state.phase) = (mover.0, Phase::AwaitingThrow);
    (state.sixes, state.tries) = (sixes, tries);
    state.last_moved = if last == 0 { NONE } else { last - 1 };
    state.ranking = Ranking::new();
    for &seat in &seats {
        if game.all_home(&state, seat) {
            state.ranking.push(seat);
        }
    }
    Some(state)
}

impl SolveKey for LudoGame {
    fn solve_key(&self, state: &LudoState) -> Option<u64> {
        if self.teams().has_partners() {
            return team_key(self, state);
        }
        let layout = layout(self)?;
        if state.phase != Phase::AwaitingThrow
            || state.dice != [0, 0]
            || !state.ranking.is_empty()
            || state.tries > 7
        {
            return None;
        }
        let mover = state.current();
        let at = layout.seats.iter().position(|&s| s == mover)?;
        let other = layout.seats[1 - at];
        let key = tokens_and_turn_key(self, &layout, state, [mover, other])?;
        let seat_bit = if layout.symmetric { 0 } else { at as u64 };
        Some((key << 1) | seat_bit)
    }

    fn state_of_key(&self, key: u64) -> Option<LudoState> {
        if self.teams().has_partners() {
            return team_state(self, key);
        }
        let layout = layout(self)?;
        let mut k = key;
        let mut take = |bits: u32| {
            let v = k & ((1u64 << bits) - 1);
            k >>= bits;
            v
        };
        let at = take(1) as usize;
        let last = take(3) as u8;
        let tries = take(3) as u8;
        let sixes = take(2) as u8;
        let mut state = self.initial_state();
        let mover = *layout.seats.get(at)?;
        let other = layout.seats[1 - at];
        for seat in [other, mover] {
            for token in (0..layout.tokens).rev() {
                let d = take(layout.width) as u8;
                let p = match d {
                    d if d == layout.last + 1 => YARD,
                    d if d <= layout.last => d,
                    _ => return None,
                };
                *state.tokens.get_mut(seat.index())?.get_mut(token)? = p;
            }
        }
        if k != 0 || (layout.symmetric && at != 0) {
            return None;
        }
        state.current = mover.0;
        state.phase = Phase::AwaitingThrow;
        state.sixes = sixes;
        state.tries = tries;
        state.last_moved = if last == 0 { NONE } else { last - 1 };
        state.ranking = Ranking::new();
        state.actions = 0;
        state.dice = [0; 2];
        Some(state)
    }

    /// The game's canonical digest as started by its lowest seat: who
    /// throws first changes no position's value, so one table serves
    /// every first seat.
    fn rules_digest(&self) -> u64 {
        let lowest = self.seats_in_play().next().unwrap_or(Seat(0));
        if self.first == lowest {
            game_digest(self)
        } else {
            game_digest(&LudoGame {
                first: lowest,
                ..self.clone()
            })
        }
    }

    fn legacy_rules_digest(&self) -> Option<u64> {
        let seats: [Option<Seat>; 2] = {
            let mut it = self.seats_in_play();
            [it.next(), it.next()]
        };
        let rules = format_one_text!(
            self.rules(),
            LudoRules::ludo(),
            "LudoRules",
            [
                geometry,
                tokens,
                entry,
                bonus_rolls,
                overshoot,
                share_own,
                blocks,
                safe,
                capture_reward,
                home_reward,
                yard_rolls,
                must_enter,
                clear_start_first,
                end,
                action_limit,
                square_capacity,
                open_blocks_on_six,
                six_when_all_out,
                entry_capture,
                dice,
                enter_on_total,
                sum_move,
                out_at_start,
            ]
        )?;
        Some(debug_digest(&(rules, seats, self.seats()), KEY_SCHEME))
    }
}

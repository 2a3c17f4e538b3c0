//! [`Encode`] for [`LudoGame`]: the observation layout and action space.

use super::game::LudoGame;
use super::state::{LudoState, Phase};
use super::{LudoAction, MAX_TOKENS, YARD};
use crate::encode::{Encode, Writer, ratio};
use crate::game::Seat;

/// Action indexes: `Enter` 0, `Move` 1 to 4, `EnterDie` 5 and 6,
/// `MoveDie` 7 to 14, `EnterTotal` 15, `MoveSum` 16 to 19, `BonusMove` 20
/// to 23.
const ENTER: usize = 0;
const MOVE: usize = 1;
const ENTER_DIE: usize = MOVE + MAX_TOKENS;
const MOVE_DIE: usize = ENTER_DIE + 2;
const ENTER_TOTAL: usize = MOVE_DIE + 2 * MAX_TOKENS;
const MOVE_SUM: usize = ENTER_TOTAL + 1;
const BONUS_MOVE: usize = MOVE_SUM + MAX_TOKENS;
const ACTIONS: usize = BONUS_MOVE + MAX_TOKENS;

/// Features after the colour blocks and the safe squares, besides the
/// current colour: five phases and six scalars.
const TURN_FEATURES: usize = 5 + 6;

/// Home slots: progress values from the home column's first square to
/// the last progress.
fn home_slots(game: &LudoGame) -> usize {
    let g = &game.rules().geometry;
    usize::from(g.last_progress().saturating_sub(g.track_path)) + 1
}

/// Features per colour block.
fn colour_block(game: &LudoGame) -> usize {
    3 + usize::from(game.rules().geometry.track_len) + home_slots(game)
}

/// The track square `square` counted from `seat`'s start.
fn relative_square(game: &LudoGame, seat: Seat, square: u8) -> usize {
    let g = &game.rules().geometry;
    let len = u16::from(g.track_len).max(1);
    usize::from((u16::from(square) + len - u16::from(g.start(seat.0)) % len) % len)
}

/// One colour's block: plays, yard, track, home, ranked.
fn write_colour(game: &LudoGame, state: &LudoState, seat: Seat, colour: Seat, w: &mut Writer<'_>) {
    let g = &game.rules().geometry;
    let track = usize::from(g.track_len);
    let home = home_slots(game);
    let tokens = state.token_count() as f32;
    let each = ratio(1.0, tokens);
    w.push(if game.plays(colour) { 1.0 } else { 0.0 });
    let yard = state.tokens(colour).iter().filter(|&&p| p == YARD).count();
    w.push(ratio(yard as f64, tokens));
    for &p in state.tokens(colour) {
        if let Some(square) = g.track_square(colour.0, p) {
            w.add_at(track, relative_square(game, seat, square), each);
        }
    }
    w.skip(track);
    for &p in state.tokens(colour) {
        if p != YARD && p >= g.track_path {
            w.add_at(home, usize::from(p - g.track_path), each);
        }
    }
    w.skip(home);
    w.push(if state.ranking().contains(colour) {
        1.0
    } else {
        0.0
    });
}

/// The turn: current colour (relative), phase, pending numbers.
fn write_turn(game: &LudoGame, state: &LudoState, seat: Seat, w: &mut Writer<'_>) {
    let colours = usize::from(game.rules().geometry.colours).max(1);
    let relative = (state.current().index() + colours - seat.index() % colours) % colours;
    let over = state.phase().is_over();
    w.one_hot(colours, (!over).then_some(relative));
    let (phase, choice, bonus) = match state.phase() {
        Phase::AwaitingThrow => (0, 0, 0),
        Phase::AwaitingChoice(roll) => (1, roll, 0),
        Phase::AwaitingDice => (2, 0, 0),
        Phase::AwaitingBonus(distance) => (3, 0, distance),
        Phase::Over | Phase::Truncated | Phase::Blocked => (4, 0, 0),
    };
    w.one_hot(5, Some(phase));
    w.push(ratio(choice, 6.0));
    let dice = state.pending_dice();
    w.push(ratio(dice[0].unwrap_or(0), 6.0));
    w.push(ratio(dice[1].unwrap_or(0), 6.0));
    w.push(ratio(bonus, 20.0));
    // Three sixes end a turn under every limit the rules know; beyond
    // that (no limit) the count changes nothing, and the value stays
    // in [0, 1].
    w.push(ratio(state.sixes().min(3), 3.0));
    let tries = game.rules().yard_rolls;
    w.push(ratio(state.tries().min(tries), tries));
}

/// The Ludo encoding.
///
/// With `C` colours round the board, `L` track squares, `H` home slots
/// (progress from the home column's first square to the last progress:
/// the home column plus the finishing square, or the goal fields) and `T`
/// tokens a player, the observation from seat `s` has
/// `C * (3 + L + H) + L + C + 11` values:
///
/// 1. For each colour `k = 0..C` places after `s` clockwise (`k = 0` is
///    `s` itself), a block of `3 + L + H`: whether that colour plays; its
///    tokens in the yard, divided by `T`; its tokens on each track square,
///    squares counted clockwise from `s`'s start, each divided by `T`; its
///    tokens at each home slot, divided by `T`; whether it has finished
///    (is ranked).
/// 2. `L` values: 1 on the safe squares, counted from `s`'s start.
/// 3. The seat to act, one-hot over the `C` relative colours (all 0 once
///    the game is over).
/// 4. The phase, one-hot: awaiting a throw, a choice, a choice of dice, a
///    bonus move, over.
/// 5. Six scalars: the roll to play (awaiting a choice) / 6, the two
///    pending dice / 6, the bonus distance / 20, the sixes thrown in a row
///    this turn / 3 (more than 3, possible without a limit on bonus rolls,
///    count as 3), the tries made this turn / the rolls allowed
///    ([`LudoRules::yard_rolls`](super::LudoRules::yard_rolls)).
///
/// Every value lies in [0, 1].
///
/// The action space has 24 indexes, for every rule set: `Enter` 0,
/// `Move { token }` 1 + token, `EnterDie { die }` 5 + die,
/// `MoveDie { token, die }` 7 + 2 token + die, `EnterTotal` 15,
/// `MoveSum { token }` 16 + token, `BonusMove { token }` 20 + token.
/// Throws have no index.
///
/// ```
/// use racegame::encode::Encode;
/// use racegame::ludo::{LudoAction, LudoGame};
/// let game = LudoGame::ludo(4).unwrap();
/// assert_eq!(game.num_actions(), 24);
/// assert_eq!(game.observation_len(), 4 * (3 + 52 + 6) + 52 + 4 + 11);
/// let i = game.action_index(&LudoAction::Move { token: 2 }).unwrap();
/// assert_eq!(game.action_at(i), Some(LudoAction::Move { token: 2 }));
/// ```
impl Encode for LudoGame {
    fn observation_len(&self) -> usize {
        let g = &self.rules().geometry;
        let colours = usize::from(g.colours);
        colours * colour_block(self) + usize::from(g.track_len) + colours + TURN_FEATURES
    }

    fn write_observation(&self, state: &LudoState, seat: Seat, out: &mut [f32]) {
        let g = self.rules().geometry;
        let colours = g.colours.max(1);
        let mut w = Writer::new(out);
        for k in 0..colours {
            let colour = Seat((seat.0 % colours + k) % colours);
            write_colour(self, state, seat, colour, &mut w);
        }
        let track = usize::from(g.track_len);
        for square in 0..g.track_len {
            if self.is_safe(square) {
                w.add_at(track, relative_square(self, seat, square), 1.0);
            }
        }
        w.skip(track);
        write_turn(self, state, seat, &mut w);
    }

    fn num_actions(&self) -> usize {
        ACTIONS
    }

    fn action_index(&self, action: &LudoAction) -> Option<usize> {
        let token = |t: u8| (usize::from(t) < MAX_TOKENS).then_some(usize::from(t));
        let die = |d: u8| (d < 2).then_some(usize::from(d));
        match *action {
            LudoAction::Throw(_) => None,
            LudoAction::Enter => Some(ENTER),
            LudoAction::Move { token: t } => token(t).map(|t| MOVE + t),
            LudoAction::EnterDie { die: d } => die(d).map(|d| ENTER_DIE + d),
            LudoAction::MoveDie { token: t, die: d } => Some(MOVE_DIE + 2 * token(t)? + die(d)?),
            LudoAction::EnterTotal => Some(ENTER_TOTAL),
            LudoAction::MoveSum { token: t } => token(t).map(|t| MOVE_SUM + t),
            LudoAction::BonusMove { token: t } => token(t).map(|t| BONUS_MOVE + t),
        }
    }

    fn action_at(&self, index: usize) -> Option<LudoAction> {
        // Every index below ACTIONS fits in a u8.
        let small = |i: usize| u8::try_from(i).ok();
        Some(match index {
            ENTER => LudoAction::Enter,
            i if i < ENTER_DIE => LudoAction::Move {
                token: small(i - MOVE)?,
            },
            i if i < MOVE_DIE => LudoAction::EnterDie {
                die: small(i - ENTER_DIE)?,
            },
            i if i < ENTER_TOTAL => LudoAction::MoveDie {
                token: small((i - MOVE_DIE) / 2)?,
                die: small((i - MOVE_DIE) % 2)?,
            },
            ENTER_TOTAL => LudoAction::EnterTotal,
            i if i < BONUS_MOVE => LudoAction::MoveSum {
                token: small(i - MOVE_SUM)?,
            },
            i if i < ACTIONS => LudoAction::BonusMove {
                token: small(i - BONUS_MOVE)?,
            },
            _ => return None,
        })
    }
}

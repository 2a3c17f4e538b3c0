//! [`LudoGame::validate`]: whether a state (perhaps deserialized or hand-edited) could occur under the game's rules.

use super::YARD;
use super::error::{LudoStateError, RankingError, TurnField};
use super::game::LudoGame;
use super::moves::Pending;
use super::occupancy::count_on;
use super::rules::{BonusRolls, GameEnd, Goal, Partners, Reward};
use super::state::{LudoState, Phase};
use crate::game::{RaceGame, Seat};

/// [`LudoGame::validate`]: every check in turn.
pub(super) fn check(game: &LudoGame, state: &LudoState) -> Result<(), LudoStateError> {
    state.check_shape()?;
    game.of_this_table(state)?;
    check_tokens(game, state)?;
    if let Some(cap) = game.rules.square_capacity {
        check_capacity(game, state, cap)?;
    }
    check_ranking(game, state)?;
    check_counters(game, state)?;
    check_pending(game, state)?;
    check_limit(game, state)?;
    if state.phase == Phase::Blocked
        && let Some(seat) = game.seat_that_can_move::<{ super::features::ANY }, u64>(state)
    {
        return Err(LudoStateError::NotBlocked(seat));
    }
    Ok(())
}

/// Every progress on the path; no two tokens sharing where they could
/// not (own tokens when the rules forbid it, opponents on an unsafe
/// track square, where the later arrival captures).
fn check_tokens(game: &LudoGame, state: &LudoState) -> Result<(), LudoStateError> {
    use LudoStateError as E;
    let r = &game.rules;
    let g = &r.geometry;
    let last = g.last_progress();
    for seat in state.seats_in_play() {
        let tokens = state.tokens(seat);
        for (t, &p) in (0u8..).zip(tokens) {
            if p != YARD && p > last {
                return Err(E::Progress {
                    seat,
                    token: t,
                    progress: p,
                });
            }
            let finish = g.goal == Goal::FinishSquare && p == last;
            let earlier = tokens.get(..usize::from(t)).unwrap_or(&[]);
            if !r.share_own && p != YARD && !finish && earlier.contains(&p) {
                return Err(E::Sharing {
                    at: game.place(seat, p),
                });
            }
            if let Some(square) = g.track_square(seat.0, p)
                && !game.is_safe(square)
                && opponent_before(game, state, seat, square)
            {
                return Err(E::Sharing {
                    at: game.place(seat, p),
                });
            }
        }
    }
    Ok(())
}

/// Whether a seat before `seat` has a token on track square `square`.
fn opponent_before(game: &LudoGame, state: &LudoState, seat: Seat, square: u8) -> bool {
    let g = &game.rules.geometry;
    state.seats_in_play().filter(|&o| o < seat).any(|o| {
        state
            .tokens(o)
            .iter()
            .any(|&q| g.track_square(o.0, q) == Some(square))
    })
}

/// No track or home-column square holds more than `cap` tokens.
fn check_capacity(game: &LudoGame, state: &LudoState, cap: u8) -> Result<(), LudoStateError> {
    let g = &game.rules.geometry;
    let last = g.last_progress();
    for seat in state.seats_in_play() {
        for &p in state.tokens(seat) {
            let full = match g.track_square(seat.0, p) {
                Some(square) => count_on(&game.squares, &state.tokens, game.in_play, square) > cap,
                None if p == YARD || (g.goal == Goal::FinishSquare && p == last) => false,
                None => {
                    let n = state.tokens(seat).iter().filter(|&&q| q == p).count();
                    n > usize::from(cap)
                }
            };
            if full {
                return Err(LudoStateError::Sharing {
                    at: game.place(seat, p),
                });
            }
        }
    }
    Ok(())
}

/// The ranking fits the phase and the end of the game, and agrees with
/// the tokens.
fn check_ranking(game: &LudoGame, state: &LudoState) -> Result<(), LudoStateError> {
    let r = &game.rules;
    let over = state.phase == Phase::Over;
    let n = game.in_play.count_ones() as usize;
    let ranked = state.ranking.as_slice();
    let bad = |e| Err(LudoStateError::Ranking(e));
    let expected = match (over, r.end) {
        (false, _) => None,
        (true, GameEnd::FirstFinisher) => Some(1),
        (true, _) => Some(n),
    };
    if r.partners == Partners::AllHome {
        check_teams_home(game, state, over)?;
    } else {
        check_length(r.end, ranked, expected, n)?;
    }
    // The last seat of a full ranking takes its place without finishing.
    let must_be_home = match (over, r.end) {
        (true, end) if end.plays_to_full_ranking() => ranked.len().saturating_sub(1),
        _ => ranked.len(),
    };
    if let Some(&seat) = ranked
        .iter()
        .take(must_be_home)
        .find(|&&seat| !game.all_home(state, seat))
    {
        return bad(RankingError::NotHome(seat));
    }
    match state
        .seats_in_play()
        .find(|&seat| !state.ranking.contains(seat) && game.all_home(state, seat))
    {
        Some(seat) => bad(RankingError::Unranked(seat)),
        None => Ok(()),
    }
}

/// Under partners who must all be home ([`Partners::AllHome`]): a game
/// over has exactly one team all ranked, completed by the last seat
/// ranked; a game going on has none.
fn check_teams_home(game: &LudoGame, state: &LudoState, over: bool) -> Result<(), LudoStateError> {
    let teams = game.teams();
    let ranked = state.ranking.as_slice();
    let complete = |seat: Seat| {
        let team = teams.team_of(seat);
        teams.members(team).all(|m| state.ranking.contains(m))
    };
    let done = teams.teams().filter(|&t| complete(t.lowest_seat())).count();
    let bad = |e| Err(LudoStateError::Ranking(e));
    match (over, ranked.last()) {
        (false, _) if done > 0 => bad(RankingError::TeamHomeButGoesOn),
        (true, None) => bad(RankingError::NoTeamHome),
        (true, Some(&last)) if done != 1 || !complete(last) => bad(RankingError::NoTeamHome),
        _ => Ok(()),
    }
}

/// The ranking's length against the end of the game, where colours play
/// alone or the first finisher wins for the pair.
fn check_length(
    end: GameEnd,
    ranked: &[Seat],
    expected: Option<usize>,
    n: usize,
) -> Result<(), LudoStateError> {
    let bad = |e| Err(LudoStateError::Ranking(e));
    match expected {
        Some(expected) if ranked.len() != expected => {
            return bad(RankingError::Length {
                ranked: ranked.len(),
                expected,
            });
        }
        None if end == GameEnd::FirstFinisher
            && let Some(&first) = ranked.first() =>
        {
            return bad(RankingError::FinishedButGoesOn(first));
        }
        None if ranked.len() + 1 >= n => return bad(RankingError::OneLeft),
        _ => {}
    }
    Ok(())
}

/// The sixes and tries in range, and pending dice only with two dice.
fn check_counters(game: &LudoGame, state: &LudoState) -> Result<(), LudoStateError> {
    use LudoStateError as E;
    let r = &game.rules;
    if matches!(
        r.bonus_rolls,
        BonusRolls::UpToTwo | BonusRolls::ThirdSixSendsBack
    ) && state.sixes > 2
    {
        return Err(E::Counter(TurnField::Sixes(state.sixes)));
    }
    if state.tries >= r.yard_rolls {
        return Err(E::Counter(TurnField::Tries(state.tries)));
    }
    let two = r.dice == 2;
    if (two && matches!(state.phase, Phase::AwaitingChoice(_)))
        || (!two && (state.phase == Phase::AwaitingDice || state.dice != [0, 0]))
    {
        return Err(E::Counter(TurnField::PendingDice(state.dice)));
    }
    Ok(())
}

/// A pending choice (one die, two dice, or a bonus move) that some
/// token can make, and sixes that agree with the pending throw.
fn check_pending(game: &LudoGame, state: &LudoState) -> Result<(), LudoStateError> {
    use LudoStateError as E;
    let sixes = E::Counter(TurnField::Sixes(state.sixes));
    let (pending, shown) = match state.phase {
        Phase::AwaitingDice => {
            let [a, b] = state.dice;
            if a != 0 && b != 0 && (a == b) != (state.sixes > 0) {
                return Err(sixes);
            }
            (Pending::Two(state.dice), a.saturating_add(b))
        }
        Phase::AwaitingChoice(roll) => {
            if (roll == 6) != (state.sixes > 0) {
                return Err(sixes);
            }
            (Pending::One(roll), roll)
        }
        Phase::AwaitingBonus(distance) => {
            let r = &game.rules;
            if ![r.capture_reward, r.home_reward].contains(&Reward::Move(distance)) {
                return Err(E::NoPendingMove(distance));
            }
            (Pending::Bonus(distance), distance)
        }
        _ => return Ok(()),
    };
    match game
        .judge::<{ super::features::ANY }, u64>(&state.tokens, state.current(), pending)
        .legal
    {
        0 => Err(E::NoPendingMove(shown)),
        _ => Ok(()),
    }
}

/// The action count within the limit (`u32::MAX` without one): below
/// it while the game goes on, at it when the game was cut short.
fn check_limit(game: &LudoGame, state: &LudoState) -> Result<(), LudoStateError> {
    let limit = game.rules.action_limit.unwrap_or(u32::MAX);
    let past = state.actions > limit
        || (!state.phase.is_over() && state.actions >= limit)
        || (state.phase == Phase::Truncated && state.actions < limit);
    if past {
        return Err(LudoStateError::PastLimit {
            actions: state.actions,
            limit,
        });
    }
    Ok(())
}

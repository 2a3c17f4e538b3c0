//! A state against the rules: seats and pawns in range, no two pawns on one square, the pile within the deck, the phase agreeing with the card and the end.

use super::error::SlideStateError;
use super::game::SlideGame;
use super::state::{Phase, Place, SlideState};
use crate::game::RaceGame;
use crate::game::Seat;

/// Checks `s` against `game`'s rules.
pub(crate) fn validate(game: &SlideGame, s: &SlideState) -> Result<(), SlideStateError> {
    pawns(game, s)?;
    let deck = &game.rules.deck;
    if s.pile.iter().zip(deck).any(|(&n, &d)| n > d) || s.pile.iter().all(|&n| n == 0) {
        return Err(SlideStateError::Pile);
    }
    if s.turn.0 >= game.players {
        return Err(SlideStateError::Turn);
    }
    let home = |seat: u8| game.side_home(s, Seat(seat));
    let homes = game.teams().teams().filter(|t| home(t.0)).count();
    match (s.phase, s.winner) {
        (Phase::Over, Some(w)) if w.0 < game.players && home(w.0) && homes == 1 => {}
        (Phase::Over, None) if homes == 0 => {}
        (Phase::AwaitingDraw | Phase::AwaitingMove, None) if homes == 0 => {}
        _ => return Err(SlideStateError::Winner),
    }
    let card_ok = match s.phase {
        Phase::AwaitingMove => s.card.is_some(),
        _ => s.card.is_none() && s.split.is_none(),
    };
    let split_ok = match (s.card, s.split) {
        (_, None) => true,
        (Some(super::Card::Seven), Some((moved, left))) => {
            let parts = moved.count_ones();
            let in_range = u32::from(moved) < 1u32 << game.pawn_indexes();
            in_range
                && parts >= 1
                && parts < u32::from(game.rules.seven_parts)
                && (1..7).contains(&left)
                && u32::from(7 - left) >= parts
        }
        _ => false,
    };
    if !card_ok || !split_ok {
        return Err(SlideStateError::Turn);
    }
    if s.phase == Phase::AwaitingMove && !game.has_move(s) {
        return Err(SlideStateError::Stuck);
    }
    if s.actions > game.rules.action_limit.unwrap_or(u32::MAX)
        || (s.phase != Phase::Over && Some(s.actions) == game.rules.action_limit)
    {
        return Err(SlideStateError::Actions);
    }
    Ok(())
}

/// Every pawn in range, pawns that do not play in Start, no square shared.
fn pawns(game: &SlideGame, s: &SlideState) -> Result<(), SlideStateError> {
    let track = game.rules.track();
    let mut seen: [u64; 5] = [0; 5];
    for (seat, row) in s.pawns.iter().enumerate() {
        for (pawn, &place) in row.iter().enumerate() {
            let (seat8, pawn8) = (seat as u8, pawn as u8);
            let plays = seat8 < game.players && pawn8 < game.rules.pawns;
            if !plays {
                if place != Place::Start {
                    return Err(SlideStateError::ExtraPawn {
                        seat: seat8,
                        pawn: pawn8,
                    });
                }
                continue;
            }
            let bit = match place {
                Place::Track(sq) if sq < track => u32::from(sq),
                Place::Safety(z) if (1..=game.rules.safety).contains(&z) => {
                    u32::from(track) + u32::from(seat8) * 16 + u32::from(z)
                }
                Place::Start | Place::Home => continue,
                _ => {
                    return Err(SlideStateError::OffBoard {
                        seat: seat8,
                        pawn: pawn8,
                    });
                }
            };
            let (word, mask) = ((bit / 64) as usize, 1u64 << (bit % 64));
            if seen[word] & mask != 0 {
                return Err(SlideStateError::Shared);
            }
            seen[word] |= mask;
        }
    }
    Ok(())
}

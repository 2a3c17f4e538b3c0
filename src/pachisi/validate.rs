//! A state checked against the rules: the gate for states from outside.

use super::error::PachisiStateError;
use super::game::PachisiGame;
use super::rules::{AfterHome, RING, is_castle, ring_square};
use super::state::{PachisiState, Phase};

/// Checks `s` against `game`'s rules: the colour to act, every row of
/// pieces, the squares the two sides share, the phase against the pieces
/// home, the pending lot, the streak and the action count.
pub(crate) fn validate(game: &PachisiGame, s: &PachisiState) -> Result<(), PachisiStateError> {
    game.check_fits(s)?;
    let rules = &game.rules;
    let n = usize::from(rules.pieces);
    for colour in 0..4u8 {
        let row = &s.pieces[usize::from(colour)];
        if row[..n].windows(2).any(|w| w[0] > w[1]) || row[n..].iter().any(|&p| p != 0) {
            return Err(PachisiStateError::Pieces { colour });
        }
    }
    check_shared(game, s)?;
    let finished = game.winning_side(s).is_some();
    match s.phase {
        Phase::Over if !finished => return Err(PachisiStateError::Finished),
        Phase::AwaitingThrow | Phase::AwaitingMove(_) | Phase::Truncated if finished => {
            return Err(PachisiStateError::Finished);
        }
        _ => {}
    }
    let playing = !s.phase.is_over();
    if playing && rules.after_home == AfterHome::Skipped && s.all_home(s.colour, rules.pieces) {
        return Err(PachisiStateError::Colour(s.colour));
    }
    if let Phase::AwaitingMove(lot) = s.phase
        && !game.has_move(s, lot)
    {
        return Err(PachisiStateError::Lot(lot));
    }
    check_streak(game, s)?;
    if let Some(limit) = rules.action_limit
        && (s.actions > limit || (s.actions == limit && playing))
    {
        return Err(PachisiStateError::PastLimit {
            actions: s.actions,
            limit,
        });
    }
    Ok(())
}

/// No ring square holds both sides, but a castle when castles are open
/// to both.
fn check_shared(game: &PachisiGame, s: &PachisiState) -> Result<(), PachisiStateError> {
    let rules = &game.rules;
    let mut held = [[false; RING as usize]; 2];
    for colour in 0..4u8 {
        for &p in &s.pieces[usize::from(colour)][..usize::from(rules.pieces)] {
            if let Some(square) = ring_square(colour, p) {
                held[usize::from(colour & 1)][usize::from(square)] = true;
            }
        }
    }
    for square in 0..RING {
        let both = held[0][usize::from(square)] && held[1][usize::from(square)];
        let open_castle = rules.castles && !rules.castle_blocks && is_castle(square);
        if both && !open_castle {
            return Err(PachisiStateError::Shared { square });
        }
    }
    Ok(())
}

/// The streak of throws again: below the limit, 0 without one, and while a
/// move is awaited at least 1 exactly when the pending throw earns another.
/// With the dice used separately the streak is instead 1 while dice of a
/// throw are left after a capture that earned another throw, 0 otherwise.
fn check_streak(game: &PachisiGame, s: &PachisiState) -> Result<(), PachisiStateError> {
    let bad = match (game.rules.again_limit, s.phase) {
        _ if game.rules.separate_dice() => {
            let pending = matches!(s.phase, Phase::AwaitingMove(_));
            s.streak > 1 || (s.streak == 1 && !(pending && game.rules.capture_throws_again))
        }
        (None, _) => s.streak != 0,
        (Some(limit), _) if s.streak >= limit => true,
        (Some(_), Phase::AwaitingMove(lot)) => game.rules.value_of(lot).2 != (s.streak > 0),
        _ => false,
    };
    if bad {
        return Err(PachisiStateError::Streak(s.streak));
    }
    Ok(())
}

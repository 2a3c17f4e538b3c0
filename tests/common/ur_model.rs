//! The Royal Game of Ur's rule book as an obvious model for the property tests: the board squares of both paths written out from the rules' docs, the moves a throw allows, what a move does, and the odds of the dice.

use racegame::Seat;
use racegame::ur::{DARK, LIGHT, Phase, UrAction, UrDice, UrEvent, UrGame, UrPath, UrState};

/// Light's squares along `path` (row 0 its own, 1 the middle, 2 Dark's;
/// column 1 to 8), indexed from path index 1; Dark's are the same with rows
/// 0 and 2 swapped.
fn light_squares(path: UrPath) -> &'static [(u8, u8)] {
    const BELL: [(u8, u8); 14] = [
        (0, 4),
        (0, 3),
        (0, 2),
        (0, 1),
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
        (1, 5),
        (1, 6),
        (1, 7),
        (1, 8),
        (0, 8),
        (0, 7),
    ];
    const MASTERS: [(u8, u8); 16] = [
        (0, 4),
        (0, 3),
        (0, 2),
        (0, 1),
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
        (1, 5),
        (1, 6),
        (1, 7),
        (2, 7),
        (2, 8),
        (1, 8),
        (0, 8),
        (0, 7),
    ];
    match path {
        UrPath::Bell => &BELL,
        UrPath::Masters => &MASTERS,
        _ => panic!("a path the model does not know"),
    }
}

/// The board square of `seat`'s piece at path index `p` (1 to the path's
/// length).
fn square(path: UrPath, seat: Seat, p: u8) -> Option<(u8, u8)> {
    let &(row, column) = light_squares(path).get(usize::from(p).checked_sub(1)?)?;
    Some(match seat == DARK && row != 1 {
        true => (2 - row, column),
        false => (row, column),
    })
}

/// Bearing off: a move to the path's length plus one.
fn off(path: UrPath) -> u8 {
    light_squares(path).len() as u8 + 1
}

/// The rosettes: the corners and the centre of the middle row (and, on
/// Masters' path, the far corner it crosses).
fn is_rosette(sq: (u8, u8)) -> bool {
    matches!(sq, (0 | 2, 1) | (0 | 2, 7) | (1, 4))
}

fn other(seat: Seat) -> Seat {
    if seat == LIGHT { DARK } else { LIGHT }
}

/// Where a move of `seat`'s piece from `from` (0: waiting) by `throw` ends,
/// and whether it captures, if the rules allow it.
fn judge(game: &UrGame, s: &UrState, seat: Seat, from: u8, throw: u8) -> Option<(u8, bool)> {
    let r = game.rules();
    let to = from + throw;
    if to > off(r.path) {
        return None;
    }
    if to == off(r.path) {
        return Some((to, false));
    }
    if s.has_piece_at(seat, to) {
        return None;
    }
    let sq = square(r.path, seat, to)?;
    let foe = other(seat);
    let capture =
        (1..off(r.path)).any(|q| s.has_piece_at(foe, q) && square(r.path, foe, q) == Some(sq));
    if capture && r.safe_rosettes && is_rosette(sq) {
        return None;
    }
    Some((to, capture))
}

/// The legal moves of the pending throw: entering, then each piece on the
/// board, nearest the start first.
pub fn legal_by_the_book(game: &UrGame, s: &UrState) -> Vec<UrAction> {
    let Phase::AwaitingMove(throw) = s.phase() else {
        return Vec::new();
    };
    let seat = s.current();
    let mut out = Vec::new();
    if s.waiting(seat) > 0 && judge(game, s, seat, 0, throw).is_some() {
        out.push(UrAction::Enter);
    }
    for from in 1..off(game.rules().path) {
        if s.has_piece_at(seat, from) && judge(game, s, seat, from, throw).is_some() {
            out.push(UrAction::Move { from });
        }
    }
    out
}

/// The odds of each throw, in sixteenths, as the rules describe the dice.
pub fn odds_by_the_book(dice: UrDice) -> Vec<(u8, u32)> {
    match dice {
        UrDice::FourBinary => vec![(0, 1), (1, 4), (2, 6), (3, 4), (4, 1)],
        UrDice::ThreeBinaryZeroIsFour => vec![(1, 6), (2, 6), (3, 2), (4, 2)],
        _ => panic!("dice the model does not know"),
    }
}

/// What `action` played on `before` must have done: a throw awaits a move
/// exactly when one exists, else the turn passes; a move goes by the
/// throw, captures an opponent's piece on the square it stops (sent back
/// to wait), bears off on the exact throw, wins with the last piece, and
/// throws again on a rosette (or a capture) where the rules say.
pub fn check_ur_story(
    game: &UrGame,
    before: &UrState,
    action: UrAction,
    after: &UrState,
    events: &[UrEvent],
) {
    let r = game.rules();
    let seat = before.current();
    let foe = other(seat);
    let why = format!("{action:?} on {before:?} gave {after:?}: {events:?}");
    if after.phase() == Phase::Truncated {
        return;
    }
    match (before.phase(), action) {
        (Phase::AwaitingThrow, UrAction::Throw(throw)) => {
            let can = throw > 0
                && (0..off(r.path)).any(|from| {
                    (from == 0 && before.waiting(seat) > 0
                        || from > 0 && before.has_piece_at(seat, from))
                        && judge(game, before, seat, from, throw).is_some()
                });
            match can {
                true => {
                    assert_eq!(after.phase(), Phase::AwaitingMove(throw), "{why}");
                    assert_eq!(after.current(), seat, "{why}");
                }
                false => {
                    assert_eq!(after.phase(), Phase::AwaitingThrow, "{why}");
                    assert_eq!(after.current(), foe, "a pass: {why}");
                }
            }
        }
        (Phase::AwaitingMove(throw), UrAction::Enter | UrAction::Move { .. }) => {
            let from = match action {
                UrAction::Move { from } => from,
                _ => 0,
            };
            let (to, capture) = judge(game, before, seat, from, throw)
                .unwrap_or_else(|| panic!("an illegal move played: {why}"));
            let borne = to == off(r.path);
            assert_eq!(
                after.borne_off(seat),
                before.borne_off(seat) + u8::from(borne),
                "{why}"
            );
            assert_eq!(
                after.waiting(seat),
                before.waiting(seat) - u8::from(from == 0),
                "{why}"
            );
            assert!(borne || after.has_piece_at(seat, to), "{why}");
            assert!(from == 0 || !after.has_piece_at(seat, from), "{why}");
            assert_eq!(
                after.waiting(foe),
                before.waiting(foe) + u8::from(capture),
                "a capture: {why}"
            );
            assert_eq!(
                after.on_board(foe) + u8::from(capture),
                before.on_board(foe),
                "{why}"
            );
            if after.borne_off(seat) == r.pieces {
                assert_eq!(after.phase(), Phase::Over, "{why}");
                assert_eq!(after.winner(), Some(seat), "{why}");
                return;
            }
            let rosette = !borne && square(r.path, seat, to).is_some_and(is_rosette);
            let again = (r.rosettes_throw_again && rosette) || (r.captures_throw_again && capture);
            assert_eq!(after.phase(), Phase::AwaitingThrow, "{why}");
            assert_eq!(
                after.current(),
                if again { seat } else { foe },
                "who throws next: {why}"
            );
        }
        _ => panic!("an action refused was played: {why}"),
    }
}

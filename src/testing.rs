//! Random rule sets, tables and positions for the crate's own unit tests, property tests and fuzz targets (the `testing` feature): one generator of each, shared, so that every test draws from the same space.
//!
//! Every function takes its randomness as `below`, a source of numbers
//! where `below(n)` is in `0..n` (`n` is never 0): a seeded
//! [`Dice`](crate::Dice) (`|n| dice.below(n)`) in tests, the fuzzer's
//! bytes in fuzz targets. What the functions draw, and in which order, may
//! change between versions: nothing here is part of the crate's stable
//! interface, and the feature is off by default.

use alloc::vec::Vec;

use crate::backgammon::{
    BackgammonGame, BackgammonRules, Contact, Direction, Layout, MotherRule, Opening,
};
use crate::dice::Roll;
use crate::game::{RaceGame, Seat};
use crate::ludo::{
    Blocks, BonusRolls, EntryCapture, EntryRoll, GameEnd, Geometry, Goal, LudoAction, LudoGame,
    LudoRules, LudoState, MAX_HOME, MAX_TRACK, Overshoot, Partners, PlacePoints, Reward,
    SafeSquares, YARD,
};

/// A random Ludo rule set: a preset's board, a long track or a small
/// random one, and every option drawn from ranges a little wider than the
/// valid ones. Nine times in ten the combinations the rules refuse for
/// plain reasons are mended ([`mend_ludo_rules`]), so most rule sets play
/// and the others exercise the refusals.
pub fn ludo_rules(mut below: impl FnMut(usize) -> usize) -> LudoRules {
    let mut r = LudoRules::ludo();
    r.geometry = geometry(&mut below);
    r.tokens = 1 + below(4) as u8;
    r.entry = [EntryRoll::Six, EntryRoll::Five, EntryRoll::OneOrSix][below(3)];
    r.bonus_rolls = [
        BonusRolls::None,
        BonusRolls::UpToTwo,
        BonusRolls::Unlimited,
        BonusRolls::ThirdSixSendsBack,
    ][below(4)];
    r.overshoot = [Overshoot::Forbidden, Overshoot::Bounce][below(2)];
    r.share_own = below(4) != 0;
    r.blocks = [Blocks::None, Blocks::NoLanding, Blocks::NoPassing][below(3)];
    r.safe = match below(4) {
        0 => SafeSquares::None,
        1 => SafeSquares::Starts,
        2 => SafeSquares::StartsAndStars,
        _ => SafeSquares::List((0..below(6)).map(|_| below(60) as u8).collect()),
    };
    r.capture_reward = reward(&mut below);
    r.home_reward = reward(&mut below);
    r.yard_rolls = 1 + below(3) as u8;
    r.must_enter = below(2) == 0;
    r.clear_start_first = below(2) == 0;
    r.end = [GameEnd::FullRanking, GameEnd::FirstFinisher][below(2)];
    // Short limits often fall in the middle of a turn (a bonus roll or a
    // second die pending), long ones let most games finish.
    r.action_limit = match below(3) {
        0 => None,
        1 => Some(1 + below(200) as u32),
        _ => Some(1 + below(4000) as u32),
    };
    r.square_capacity = match below(3) {
        0 => None,
        _ => Some(1 + below(3) as u8),
    };
    r.open_blocks_on_six = below(3) == 0;
    r.six_when_all_out = 6 + below(7) as u8;
    r.entry_capture = [
        EntryCapture::AsAMove,
        EntryCapture::OneOpponent,
        EntryCapture::OneOpponentWhenFull,
    ][below(3)];
    r.dice = 1 + below(2) as u8;
    r.enter_on_total = r.dice == 2 && below(2) == 0;
    r.sum_move = r.dice == 2 && below(2) == 0;
    r.out_at_start = [0, 0, 1, 2][below(4)];
    r.capture_back = core::num::NonZeroU8::new([0, 0, 6, 1][below(4)]);
    let mended = below(10) != 0;
    if mended {
        mend_ludo_rules(&mut r);
    }
    draw_ends(&mut r, mended, &mut below);
    r
}

/// Drawn last, so that they change none of the draws before them: place
/// points, then partners (one rule set in four), with the end they need
/// when the rules are mended (pairs play at a full table).
fn draw_ends(r: &mut LudoRules, mended: bool, below: &mut impl FnMut(usize) -> usize) {
    if r.end == GameEnd::FullRanking && below(3) == 0 {
        let places = below(7);
        let points: Vec<i32> = (0..places).map(|_| below(21) as i32 - 10).collect();
        r.end = GameEnd::PlacePoints(PlacePoints::new(&points).unwrap_or_default());
    }
    if below(4) == 0 {
        r.partners = [Partners::AllHome, Partners::FirstHome][below(2)];
        if mended {
            r.end = GameEnd::FirstFinisher;
        }
    }
}

/// A board: a preset's (one time in four), a long track (one in eight),
/// or a small random one.
fn geometry(below: &mut impl FnMut(usize) -> usize) -> Geometry {
    let mut g = match below(8) {
        0 => return Geometry::standard(),
        1 => return Geometry::mensch(),
        2 => return Geometry::parchis(),
        _ => Geometry::standard(),
    };
    let long = below(4) == 0;
    g.colours = 2 + below(5) as u8; // 2 to 6
    g.track_len = match long {
        true => 100 + below(usize::from(MAX_TRACK) - 99) as u8,
        false => 1 + below(60) as u8,
    };
    g.start_spacing = 1 + below(usize::from(g.track_len / g.colours).max(1)) as u8;
    g.track_path = 1 + below(usize::from(g.track_len)) as u8;
    g.home_len = match long {
        true => below(usize::from(MAX_HOME) + 1) as u8,
        false => below(13) as u8,
    };
    g.goal = [Goal::FinishSquare, Goal::GoalFields][below(2)];
    g
}

/// What a capture or a token home earns.
fn reward(below: &mut impl FnMut(usize) -> usize) -> Reward {
    match below(3) {
        0 => Reward::None,
        1 => Reward::ExtraRoll,
        _ => Reward::Move(1 + below(30) as u8),
    }
}

/// `r` with the combinations [`LudoRules::validate`] refuses for plain
/// reasons (ranges, options that need each other) mended.
pub fn mend_ludo_rules(r: &mut LudoRules) {
    let g = &mut r.geometry;
    if g.goal == Goal::GoalFields && g.home_len == 0 {
        g.home_len = 1;
    }
    if r.overshoot == Overshoot::Bounce {
        g.home_len = g.home_len.clamp(12, MAX_HOME);
    }
    if let SafeSquares::List(list) = &mut r.safe {
        for q in list.iter_mut() {
            *q %= g.track_len.max(1);
        }
    }
    if r.blocks != Blocks::None {
        r.share_own = true;
        if r.square_capacity == Some(1) {
            r.square_capacity = Some(2);
        }
    } else {
        r.open_blocks_on_six = false;
    }
    let is_move = |w: Reward| matches!(w, Reward::Move(_));
    if is_move(r.capture_reward) || is_move(r.home_reward) || r.dice == 2 {
        for w in [&mut r.capture_reward, &mut r.home_reward] {
            if *w == Reward::ExtraRoll {
                *w = Reward::Move(10);
            }
        }
    }
    if r.entry_capture == EntryCapture::OneOpponentWhenFull && r.square_capacity.is_none() {
        r.square_capacity = Some(2);
    }
    let room = match (r.share_own, r.square_capacity) {
        (false, _) => 1,
        (true, cap) => cap.unwrap_or(u8::MAX),
    };
    r.out_at_start = r.out_at_start.min(r.tokens).min(room);
}

/// A game of random rules ([`ludo_rules`]) with a random number of
/// players and first seat, or `None` when the rules (or, with them, the
/// table) are refused.
pub fn ludo_game(mut below: impl FnMut(usize) -> usize) -> Option<LudoGame> {
    let rules = ludo_rules(&mut below);
    let colours = usize::from(rules.geometry.colours.max(2));
    let game = LudoGame::new(rules, 2 + below(colours - 1)).ok()?;
    let seats: Vec<Seat> = game.seats_in_play().collect();
    let first = seats.get(below(seats.len().max(1))).copied()?;
    game.with_first(first).ok()
}

/// Every Ludo action anyone could try, legal or not: every throw of one
/// die and some of two, and every choice with tokens and dice in and out
/// of range.
pub fn ludo_actions() -> Vec<LudoAction> {
    let mut v: Vec<LudoAction> = (1..=6)
        .filter_map(|n| Roll::one(n).ok())
        .map(LudoAction::Throw)
        .collect();
    for (a, b) in [(6, 6), (5, 5), (1, 4), (3, 3), (6, 1), (2, 5)] {
        v.extend(Roll::two(a, b).ok().map(LudoAction::Throw));
    }
    v.push(LudoAction::Enter);
    v.push(LudoAction::EnterTotal);
    v.extend((0..3).map(|die| LudoAction::EnterDie { die }));
    for token in 0..6 {
        v.push(LudoAction::Move { token });
        v.push(LudoAction::MoveSum { token });
        v.push(LudoAction::BonusMove { token });
        v.extend((0..3).map(|die| LudoAction::MoveDie { token, die }));
    }
    v
}

/// Ludo choices with tokens and dice far out of range (up to `u8::MAX`),
/// as a hostile or careless client may send them: every one is refused,
/// and none may overflow on its way to the refusal.
pub fn ludo_actions_out_of_range() -> Vec<LudoAction> {
    const FAR: [u8; 5] = [7, 127, 128, 254, u8::MAX];
    let mut v = Vec::new();
    for far in FAR {
        v.push(LudoAction::EnterDie { die: far });
        v.push(LudoAction::Move { token: far });
        v.push(LudoAction::MoveSum { token: far });
        v.push(LudoAction::BonusMove { token: far });
        v.push(LudoAction::MoveDie { token: far, die: 0 });
        v.push(LudoAction::MoveDie { token: 0, die: far });
        v.push(LudoAction::MoveDie {
            token: far,
            die: far,
        });
    }
    v
}

/// A position of `game` with every token put anywhere on its path (or a
/// little past its end), often two of a seat together and some on start
/// squares, a random seat to throw: positions random games rarely reach.
/// It need not be valid; [`LudoGame::validate`] says.
pub fn ludo_position(game: &LudoGame, mut below: impl FnMut(usize) -> usize) -> LudoState {
    let last = game.rules().geometry.last_progress();
    let tokens = game.rules().tokens;
    let seats: Vec<Seat> = game.seats_in_play().collect();
    let mut s = game.initial_state();
    if let Some(&seat) = seats.get(below(seats.len().max(1))) {
        s = s.with_current(seat);
    }
    for &seat in &seats {
        for token in 0..tokens {
            let p = match below(6) {
                0 => YARD,
                1 => 0,
                2 => last.saturating_sub(below(8) as u8),
                3 => last.saturating_add(below(3) as u8),
                _ => below(usize::from(last) + 1) as u8,
            };
            s = s.with_token(seat, token, p);
        }
        if tokens > 1 && below(2) == 0 {
            let a = below(usize::from(tokens)) as u8;
            let b = below(usize::from(tokens)) as u8;
            if let Some(p) = s.progress(seat, a) {
                s = s.with_token(seat, b, p);
            }
        }
    }
    s
}

/// A random rule set on the backgammon board: a random layout of 1 to 15
/// checkers (most on the far half of the track), either direction, every
/// kind of contact and opening, and each variant's rules (gammons,
/// backgammons, the mother rule, Fevga's three rules, each
/// [`Restriction`](crate::backgammon::Restriction), a start area,
/// acey-deucey's 1-2 and its readings, scoring by checkers) drawn on their own,
/// so that some combinations are refused by
/// [`BackgammonRules::validate`](crate::backgammon::BackgammonRules::validate)
/// and the others cover every combination it accepts. No cube, no match,
/// no action limit.
pub fn backgammon_rules(mut below: impl FnMut(usize) -> usize) -> BackgammonRules {
    let mut r = BackgammonRules::backgammon();
    let checkers = 1 + below(15);
    let mut counts = [0u8; 24];
    for _ in 0..checkers {
        let p = if below(4) == 0 {
            1 + below(24)
        } else {
            13 + below(12)
        };
        counts[p - 1] += 1;
    }
    let pairs: Vec<(u8, u8)> = (1..=24u8).zip(counts).filter(|&(_, n)| n > 0).collect();
    r.start = Layout::new(&pairs);
    r.checkers = checkers as u8;
    r.direction = [Direction::Opposite, Direction::Same][below(2)];
    r.contact = [Contact::Hit, Contact::Pin, Contact::Block][below(3)];
    r.opening = [Opening::PlayBoth, Opening::RollAgain, Opening::None][below(3)];
    r.gammons = below(2) == 0;
    r.backgammons = r.gammons && below(2) == 0;
    r.mother = [MotherRule::Off, MotherRule::Wins, MotherRule::WinsOrDraws][below(3)];
    r.runner_first = below(2) == 0;
    r.starting_table_open = below(2) == 0;
    r.no_trapping_prime = below(2) == 0;
    for rule in crate::backgammon::Restriction::ALL {
        if below(3) == 0 {
            r.restrictions = r.restrictions.with(rule);
        }
    }
    // Drawn last, so that the draws above mean what they meant before.
    if below(4) == 0 {
        // Some or all of the checkers start off the board.
        let waiting = 1 + below(checkers);
        let mut left = checkers - waiting;
        let kept: Vec<(u8, u8)> = pairs
            .iter()
            .map(|&(p, n)| {
                let k = n.min(left as u8);
                left -= usize::from(k);
                (p, k)
            })
            .filter(|&(_, n)| n > 0)
            .collect();
        r.start = Layout::new(&kept);
        r.to_enter = waiting as u8;
    }
    if below(3) == 0 {
        let mut acey = crate::backgammon::AceyDeucey::AMERICAN;
        acey.forfeit = below(2) == 0;
        acey.all_entered = below(2) == 0;
        acey.doubles_again = below(2) == 0;
        r.acey_deucey = Some(acey);
    }
    r.count_checkers = !r.gammons && below(2) == 0;
    // Drawn after everything else, for the same reason.
    r.resignations = below(4) == 0;
    r
}

/// A game of random backgammon rules ([`backgammon_rules`]), or `None`
/// when the rules are refused.
pub fn backgammon_game(below: impl FnMut(usize) -> usize) -> Option<BackgammonGame> {
    BackgammonGame::new(backgammon_rules(below)).ok()
}

/// A random Pachisi rule set: a preset, then pieces, lots, values, graces,
/// extra throws and every option drawn (the use of the long dice too), nine times in ten within the valid
/// ranges (the tenth exercises the refusals), with a short action limit
/// one time in three so that the long games are cut. In the nine, a start
/// that would put both sides on one square is cleared (every piece home).
pub fn pachisi_rules(mut below: impl FnMut(usize) -> usize) -> crate::pachisi::PachisiRules {
    use crate::pachisi::{AfterHome, DiceUse, Entry, PachisiRules, presets::PRESETS};
    let mut r: PachisiRules = PRESETS[below(PRESETS.len())].rules();
    let valid = below(10) != 0;
    r.pieces = if valid {
        1 + below(4) as u8
    } else {
        below(6) as u8
    };
    for slot in 0..4 {
        r.start[slot] = if slot < usize::from(r.pieces) && below(3) == 0 {
            below(84) as u8
        } else {
            0
        };
    }
    if below(2) == 0 {
        random_cowries(&mut r, valid, &mut below);
    }
    r.entry = [Entry::Grace, Entry::Any, Entry::FirstAny][below(3)];
    r.again_limit = [None, Some(1), Some(2), Some(3)][below(4)];
    r.castles = below(4) != 0;
    r.castle_blocks = below(2) == 0;
    r.capture_throws_again = below(2) == 0;
    r.travel_together = below(3) != 0;
    r.may_pass = below(2) == 0;
    r.exact_home = below(3) != 0;
    r.grace_home = below(3) != 0;
    r.after_home = [AfterHome::HelpsPartner, AfterHome::Skipped][below(2)];
    r.action_limit = match below(3) {
        0 => Some(1 + below(300) as u32),
        _ => Some(20_000),
    };
    // Drawn after everything else, so that the draws before keep their
    // meaning (it matters only with the long dice).
    r.dice = [DiceUse::Total, DiceUse::Separate][below(2)];
    if valid {
        clear_shared_start(&mut r);
    }
    r
}

/// Cowrie lots for [`pachisi_rules`]: the shells, the chance a shell lands
/// mouth up, each count's value, the graces and the throws again (within
/// the valid ranges when `valid`).
fn random_cowries(
    r: &mut crate::pachisi::PachisiRules,
    valid: bool,
    below: &mut impl FnMut(usize) -> usize,
) {
    use crate::pachisi::Lots;
    let shells = 1 + below(7) as u8;
    let den = 2 + below(19) as u8;
    let num = if valid {
        1 + below(usize::from(den) - 1) as u8
    } else {
        below(30) as u8
    };
    r.lots = Lots::Cowries {
        shells,
        up_numerator: num,
        up_denominator: den,
    };
    r.values = [0; 8];
    for v in &mut r.values[..=usize::from(shells)] {
        *v = if valid {
            1 + below(30) as u8
        } else {
            below(90) as u8
        };
    }
    let mask = ((1u16 << (shells + 1)) - 1) as u8;
    r.graces = below(256) as u8 & mask;
    r.again = below(256) as u8 & mask & if below(2) == 0 { 0x0f } else { 0xff };
}

/// Clears a start that puts the two sides on one square (refused by the
/// rules): every piece starts home instead. No draw, so the draws before
/// keep their meaning.
fn clear_shared_start(r: &mut crate::pachisi::PachisiRules) {
    if matches!(
        r.validate(),
        Err(crate::pachisi::PachisiRulesError::StartShared { .. })
    ) {
        r.start = [0; 4];
    }
}

/// A game of random Pachisi rules ([`pachisi_rules`]) for 2 or 4 players,
/// or `None` when the rules are refused.
pub fn pachisi_game(mut below: impl FnMut(usize) -> usize) -> Option<crate::pachisi::PachisiGame> {
    let players = [2, 4][below(2)];
    crate::pachisi::PachisiGame::new(pachisi_rules(&mut below), players).ok()
}

/// Random card race rules: 1 to 4 pawns, sides of 4 to 19 squares with
/// the start circle, the turn and two slides anywhere on them (some slides
/// left out, some too long so that the rules are refused), a safety zone
/// of 1 to 6, a deck of 0 to 5 of each card (some without a 1, so
/// refused), a pawn out at the start or not, either reading of placed
/// pawns on a slide, the partner game one time in three (with either
/// reading of its Sorry! card and its win), and a 7 split among 1, 2, 3
/// or 7 pawns. No action limit.
pub fn slide_rules(mut below: impl FnMut(usize) -> usize) -> crate::slide::SlideRules {
    use crate::slide::{SlideRules, SlideSpan};
    let mut r = SlideRules::classic();
    r.pawns = 1 + below(4) as u8;
    r.side = 4 + below(16) as u8;
    r.start_at = below(usize::from(r.side)) as u8;
    r.turn_at = below(usize::from(r.side)) as u8;
    r.safety = 1 + below(6) as u8;
    for span in &mut r.slides {
        let len = if below(4) == 0 { 0 } else { 2 + below(5) as u8 };
        *span = SlideSpan {
            at: below(usize::from(r.side)) as u8,
            len,
        };
    }
    for n in &mut r.deck {
        *n = below(6) as u8;
    }
    r.out_at_start = below(2) as u8;
    r.placed_pawns_slide = below(2) == 0;
    r.partners = below(3) == 0;
    r.seven_parts = [2, 2, 1, 3, 7][below(5)];
    r.sorry_on_side = below(4) != 0;
    r.whole_side_home = below(4) != 0;
    r
}

/// A card race of random rules ([`slide_rules`]) for 2 to 4 players (4
/// in the partner game), or `None` when the rules are refused.
pub fn slide_game(mut below: impl FnMut(usize) -> usize) -> Option<crate::slide::SlideGame> {
    let rules = slide_rules(&mut below);
    let players = if rules.partners { 4 } else { 2 + below(3) };
    crate::slide::SlideGame::new(rules, players).ok()
}

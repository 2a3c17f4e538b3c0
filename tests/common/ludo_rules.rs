//! A random Ludo rule set for the test files: random geometry and every option drawn, most of them mended into rules that play.

use racegame::Dice;
use racegame::ludo::{
    Blocks, BonusRolls, EntryCapture, EntryRoll, GameEnd, Goal, LudoRules, Overshoot, Reward,
    SafeSquares,
};

/// A random rule set: random geometry and every option drawn from ranges
/// a little wider than the valid ones, so that some are refused.
pub fn random_rules(d: &mut Dice) -> LudoRules {
    let mut r = LudoRules::ludo();
    let pick = |d: &mut Dice, n: usize| d.below(n);
    let g = &mut r.geometry;
    g.colours = 2 + pick(d, 5) as u8; // 2 to 6
    g.track_len = 1 + pick(d, 60) as u8;
    g.start_spacing = 1 + pick(d, usize::from(g.track_len / g.colours).max(1)) as u8;
    g.track_path = 1 + pick(d, usize::from(g.track_len)) as u8;
    g.home_len = pick(d, 13) as u8;
    g.goal = if pick(d, 2) == 0 {
        Goal::FinishSquare
    } else {
        Goal::GoalFields
    };
    r.tokens = 1 + pick(d, 4) as u8;
    r.entry = [EntryRoll::Six, EntryRoll::Five, EntryRoll::OneOrSix][pick(d, 3)];
    r.bonus_rolls = [
        BonusRolls::None,
        BonusRolls::UpToTwo,
        BonusRolls::Unlimited,
        BonusRolls::ThirdSixSendsBack,
    ][pick(d, 4)];
    r.overshoot = [Overshoot::Forbidden, Overshoot::Bounce][pick(d, 2)];
    r.share_own = pick(d, 4) != 0;
    r.blocks = [Blocks::None, Blocks::NoLanding, Blocks::NoPassing][pick(d, 3)];
    r.safe = match pick(d, 4) {
        0 => SafeSquares::None,
        1 => SafeSquares::Starts,
        2 => SafeSquares::StartsAndStars,
        _ => SafeSquares::List((0..pick(d, 6)).map(|_| pick(d, 60) as u8).collect()),
    };
    let reward = |d: &mut Dice| match pick(d, 3) {
        0 => Reward::None,
        1 => Reward::ExtraRoll,
        _ => Reward::Move(1 + pick(d, 30) as u8),
    };
    r.capture_reward = reward(d);
    r.home_reward = reward(d);
    r.yard_rolls = 1 + pick(d, 3) as u8;
    r.must_enter = pick(d, 2) == 0;
    r.clear_start_first = pick(d, 2) == 0;
    r.end = [GameEnd::FullRanking, GameEnd::FirstFinisher][pick(d, 2)];
    // Short limits often fall in the middle of a turn (a bonus roll or a
    // second die pending), long ones let most games finish.
    r.action_limit = match pick(d, 3) {
        0 => None,
        1 => Some(1 + pick(d, 200) as u32),
        _ => Some(1 + pick(d, 4000) as u32),
    };
    r.square_capacity = match pick(d, 3) {
        0 => None,
        _ => Some(1 + pick(d, 3) as u8),
    };
    r.open_blocks_on_six = pick(d, 3) == 0;
    r.six_when_all_out = 6 + pick(d, 7) as u8;
    r.entry_capture = [
        EntryCapture::AsAMove,
        EntryCapture::OneOpponent,
        EntryCapture::OneOpponentWhenFull,
    ][pick(d, 3)];
    r.dice = 1 + pick(d, 2) as u8;
    r.enter_on_total = r.dice == 2 && pick(d, 2) == 0;
    r.sum_move = r.dice == 2 && pick(d, 2) == 0;
    // Nine times in ten, mend the combinations the rules refuse outright,
    // so that most rule sets play.
    if pick(d, 10) != 0 {
        mend(&mut r);
    }
    r
}

/// `r` with the combinations [`LudoRules::validate`] refuses for plain
/// reasons (ranges, options that need each other) mended.
fn mend(r: &mut LudoRules) {
    let g = &mut r.geometry;
    if g.goal == Goal::GoalFields && g.home_len == 0 {
        g.home_len = 1;
    }
    if r.overshoot == Overshoot::Bounce {
        g.home_len = g.home_len.max(12);
    }
    if let SafeSquares::List(list) = &mut r.safe {
        for q in list.iter_mut() {
            *q %= g.track_len;
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
}

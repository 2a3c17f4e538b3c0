//! The Ludo rule book as an obvious, slow model for the property tests: the choices a roll allows, worked out token by token from the rules' documentation with nothing of the engine but its public accessors.
// Each test file uses some of these, none all.
#![allow(dead_code)]

use racegame::RaceGame;
use racegame::ludo::{
    Blocks, EntryCapture, EntryRoll, GameEnd, Goal, LudoAction, LudoGame, LudoRules, LudoState,
    MAX_SEATS, Overshoot, Partners, Phase, SafeSquares, YARD,
};
use racegame::{Outcome, Seat};

/// One state read square by square.
pub struct Model<'a> {
    r: &'a LudoRules,
    s: &'a LudoState,
}

/// A move a candidate makes: the token and where it ends.
type Move = (u8, u8);

impl<'a> Model<'a> {
    pub fn new(game: &'a LudoGame, s: &'a LudoState) -> Self {
        Model { r: game.rules(), s }
    }

    /// The legal choices of the state's pending choice, in the engine's
    /// order: entering before moving, tokens lowest first; with two dice
    /// die 0, die 1, the total's entry, moves by the total.
    pub fn legal(&self) -> Vec<LudoAction> {
        let seat = self.s.current();
        match self.s.phase() {
            Phase::AwaitingChoice(roll) => self.legal_one(seat, roll),
            Phase::AwaitingDice => {
                let [a, b] = self.s.pending_dice().map(|d| d.unwrap_or(0));
                self.legal_two(seat, [a, b])
            }
            Phase::AwaitingBonus(d) => self
                .tokens(seat)
                .filter(|&t| self.advance(seat, t, d, false).is_some())
                .map(|token| LudoAction::BonusMove { token })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Whether a throw of `dice` (one value, or two) lets the current seat
    /// choose anything.
    pub fn throw_has_a_choice(&self, dice: &[u8]) -> bool {
        let seat = self.s.current();
        match *dice {
            [roll] => !self.legal_one(seat, roll).is_empty(),
            [a, b] => !self.legal_two(seat, [a, b]).is_empty(),
            _ => false,
        }
    }

    fn tokens(&self, seat: Seat) -> impl Iterator<Item = u8> + '_ {
        0..self.s.tokens(seat).len() as u8
    }

    fn progress(&self, seat: Seat, t: u8) -> u8 {
        self.s.progress(seat, t).unwrap_or(YARD)
    }

    /// The largest progress: the finishing square after the home column,
    /// or the last goal field.
    fn last(&self) -> u8 {
        let g = &self.r.geometry;
        let end = g.track_path + g.home_len;
        match g.goal {
            Goal::FinishSquare => end,
            Goal::GoalFields => end - 1,
            _ => panic!("a goal the model does not know"),
        }
    }

    /// Colour `seat` starts on square `seat * spacing`, and its progress
    /// `p` below the path's length is `p` squares on from there.
    fn square(&self, seat: Seat, p: u8) -> Option<u8> {
        let g = &self.r.geometry;
        if p == YARD || p >= g.track_path {
            return None;
        }
        let start = u16::from(seat.0) * u16::from(g.start_spacing);
        Some(((start + u16::from(p)) % u16::from(g.track_len)) as u8)
    }

    /// Safe squares: none, the starts, the starts and the squares eight on
    /// from each, or a list.
    fn is_safe(&self, sq: u8) -> bool {
        let g = &self.r.geometry;
        let start =
            |c: u8| (u16::from(c) * u16::from(g.start_spacing) % u16::from(g.track_len)) as u8;
        let star = |c: u8| ((u16::from(start(c)) + 8) % u16::from(g.track_len)) as u8;
        match &self.r.safe {
            SafeSquares::None => false,
            SafeSquares::Starts => (0..g.colours).any(|c| start(c) == sq),
            SafeSquares::StartsAndStars => (0..g.colours).any(|c| start(c) == sq || star(c) == sq),
            SafeSquares::List(list) => list.contains(&sq),
            _ => panic!("safe squares the model does not know"),
        }
    }

    /// Whether a roll of `value` enters a token.
    fn is_entry(&self, value: u8) -> bool {
        match self.r.entry {
            EntryRoll::Six => value == 6,
            EntryRoll::Five => value == 5,
            EntryRoll::OneOrSix => value == 1 || value == 6,
            _ => panic!("an entry roll the model does not know"),
        }
    }

    /// Whether progress `p` is home: the finishing square, or a goal field.
    fn is_home(&self, p: u8) -> bool {
        let g = &self.r.geometry;
        match g.goal {
            Goal::FinishSquare => p == self.last(),
            Goal::GoalFields => p != YARD && p >= g.track_path && p <= self.last(),
            _ => panic!("a goal the model does not know"),
        }
    }

    /// The tokens of every colour on track square `sq`, `skip` left out.
    fn on(&self, sq: u8, skip: Option<(Seat, u8)>) -> Vec<(Seat, u8)> {
        let mut out = Vec::new();
        for seat in self.s.seats_in_play() {
            for t in self.tokens(seat) {
                if Some((seat, t)) != skip && self.square(seat, self.progress(seat, t)) == Some(sq)
                {
                    out.push((seat, t));
                }
            }
        }
        out
    }

    fn count(&self, sq: u8, skip: Option<(Seat, u8)>, of: impl Fn(Seat) -> bool) -> usize {
        self.on(sq, skip).iter().filter(|(c, _)| of(*c)).count()
    }

    /// Two or more tokens of one colour (any, or only others than `not`)
    /// on `sq`.
    fn block(&self, sq: u8, not: Option<Seat>) -> bool {
        self.s
            .seats_in_play()
            .filter(|&c| Some(c) != not)
            .any(|c| self.count(sq, None, |o| o == c) >= 2)
    }

    fn full(&self, n: usize) -> bool {
        self.r
            .square_capacity
            .is_some_and(|cap| n >= usize::from(cap))
    }

    /// Landing on track square `sq` for `seat`'s token `mover`.
    fn may_land(&self, seat: Seat, sq: u8, mover: Option<u8>) -> bool {
        let skip = mover.map(|t| (seat, t));
        let own = self.count(sq, skip, |c| c == seat);
        if !self.r.share_own && own > 0 {
            return false;
        }
        if self.r.blocks != Blocks::None && self.block(sq, Some(seat)) {
            return false;
        }
        // Opponents on an unsafe square are captured and make room.
        let staying = match self.is_safe(sq) {
            true => self.count(sq, skip, |_| true),
            false => own,
        };
        !self.full(staying)
    }

    /// Landing in the home column (or a goal field) at progress `to`.
    fn may_land_home(&self, seat: Seat, token: u8, to: u8) -> bool {
        let others = self
            .tokens(seat)
            .filter(|&t| t != token && self.progress(seat, t) == to)
            .count();
        (others == 0 || self.r.share_own) && !self.full(others)
    }

    /// Where `seat`'s `token` ends after `distance` squares, if it may go.
    fn advance(&self, seat: Seat, token: u8, distance: u8, may_bounce: bool) -> Option<u8> {
        let g = &self.r.geometry;
        let (p, last) = (self.progress(seat, token), self.last());
        if p == YARD || (g.goal == Goal::FinishSquare && p == last) {
            return None;
        }
        let forward = u16::from(p) + u16::from(distance);
        let to = if forward <= u16::from(last) {
            forward as u8
        } else if may_bounce && self.r.overshoot == Overshoot::Bounce && p <= last {
            last.saturating_sub((forward - u16::from(last)) as u8)
        } else {
            return None;
        };
        if self.r.blocks == Blocks::NoPassing {
            let end = forward.min(u16::from(g.home_start()));
            for q in u16::from(p) + 1..end {
                if let Some(sq) = self.square(seat, q as u8)
                    && self.block(sq, None)
                {
                    return None;
                }
            }
        }
        let ok = match self.square(seat, to) {
            Some(sq) => self.may_land(seat, sq, Some(token)),
            None if g.goal == Goal::FinishSquare && to == last => true,
            None => self.may_land_home(seat, token, to),
        };
        ok.then_some(to)
    }

    /// The opponent's token entering takes on a safe start under Parchís's
    /// rule: the first opponent after `seat` with a token there.
    fn entry_victim(&self, seat: Seat) -> Option<(Seat, u8)> {
        let sq = self.square(seat, 0)?;
        if self.r.entry_capture == EntryCapture::AsAMove || !self.is_safe(sq) {
            return None;
        }
        let total = self.count(sq, None, |_| true);
        if self.r.entry_capture == EntryCapture::OneOpponentWhenFull && !self.full(total) {
            return None;
        }
        (1..MAX_SEATS as u8)
            .map(|k| Seat((seat.0 + k) % MAX_SEATS as u8))
            .filter(|&o| self.s.plays(o))
            .find_map(|o| {
                self.tokens(o)
                    .find(|&t| self.square(o, self.progress(o, t)) == Some(sq))
                    .map(|t| (o, t))
            })
    }

    /// Whether `seat` may enter a token on a roll of `value`.
    fn may_enter(&self, seat: Seat, value: u8) -> bool {
        if !self.is_entry(value) || !self.tokens(seat).any(|t| self.progress(seat, t) == YARD) {
            return false;
        }
        let Some(sq) = self.square(seat, 0) else {
            return false;
        };
        if self.r.entry_capture == EntryCapture::AsAMove || !self.is_safe(sq) {
            return self.may_land(seat, sq, None);
        }
        let own = self.count(sq, None, |c| c == seat);
        if own > 0 && !self.r.share_own {
            return false;
        }
        let total = self.count(sq, None, |_| true);
        let taken = usize::from(self.entry_victim(seat).is_some());
        !self.full(total - taken)
    }

    /// The squares a die showing `roll` moves `seat`'s tokens.
    fn step(&self, seat: Seat, roll: u8) -> u8 {
        let yard = self.tokens(seat).any(|t| self.progress(seat, t) == YARD);
        match roll == 6 && !yard {
            true => self.r.six_when_all_out,
            false => roll,
        }
    }

    /// The tokens a die showing `value` may move.
    fn movers(&self, seat: Seat, value: u8) -> Vec<Move> {
        let d = self.step(seat, value);
        self.tokens(seat)
            .filter_map(|t| self.advance(seat, t, d, true).map(|to| (t, to)))
            .collect()
    }

    fn in_own_block(&self, seat: Seat, t: u8) -> bool {
        self.square(seat, self.progress(seat, t))
            .is_some_and(|sq| self.count(sq, None, |c| c == seat) >= 2)
    }

    fn on_start(&self, seat: Seat, t: u8) -> bool {
        self.progress(seat, t) == 0
    }

    fn yard_waits(&self, seat: Seat) -> bool {
        self.tokens(seat).any(|t| self.progress(seat, t) == YARD)
    }

    /// The duties' filter on one way of using the dice: the tokens it may
    /// move and whether it may enter, from what is physically possible.
    fn duty(&self, seat: Seat, can_enter: bool, openers: &[u8], start: bool) -> Duty {
        if self.r.must_enter && can_enter {
            return Duty::EnterOnly;
        }
        if !openers.is_empty() {
            return Duty::Only(openers.to_vec());
        }
        if self.r.clear_start_first && start {
            return Duty::Only(
                self.tokens(seat)
                    .filter(|&t| self.on_start(seat, t))
                    .collect(),
            );
        }
        Duty::None
    }

    fn legal_one(&self, seat: Seat, roll: u8) -> Vec<LudoAction> {
        let enter = self.may_enter(seat, roll);
        let movers = self.movers(seat, roll);
        let openers = self.openers(seat, roll == 6, &movers);
        let start = self.start_can_move(seat, &movers);
        let duty = self.duty(seat, enter, &openers, start);
        let mut out = Vec::new();
        if enter && duty.enters(self.r) {
            out.push(LudoAction::Enter);
        }
        for (token, _) in movers {
            if duty.moves(token) {
                out.push(LudoAction::Move { token });
            }
        }
        out
    }

    /// The tokens of `seat`'s blocks that can move, when a 6 (a double)
    /// obliges opening one.
    fn openers(&self, seat: Seat, six: bool, movers: &[Move]) -> Vec<u8> {
        if !(self.r.open_blocks_on_six && six) {
            return Vec::new();
        }
        movers
            .iter()
            .map(|&(t, _)| t)
            .filter(|&t| self.in_own_block(seat, t))
            .collect()
    }

    fn start_can_move(&self, seat: Seat, movers: &[Move]) -> bool {
        self.yard_waits(seat) && movers.iter().any(|&(t, _)| self.on_start(seat, t))
    }

    fn legal_two(&self, seat: Seat, dice: [u8; 2]) -> Vec<LudoAction> {
        let [a, b] = dice;
        let both = a != 0 && b != 0;
        let die_enter = |v: u8| v != 0 && self.may_enter(seat, v);
        let die_movers = |v: u8| match v {
            0 => Vec::new(),
            v => self.movers(seat, v),
        };
        let total_enter = both && self.r.enter_on_total && self.may_enter(seat, a + b);
        let sum = self.step(seat, a).saturating_add(self.step(seat, b));
        let sums: Vec<Move> = match both && self.r.sum_move {
            true => self
                .tokens(seat)
                .filter_map(|t| self.advance(seat, t, sum, false).map(|to| (t, to)))
                .collect(),
            false => Vec::new(),
        };
        let can_enter = die_enter(a) || die_enter(b) || total_enter;
        let double = both && a == b;
        let first = die_movers(a);
        let openers = self.openers(seat, double, &first);
        let in_blocks: Vec<u8> = self
            .tokens(seat)
            .filter(|&t| self.in_own_block(seat, t))
            .collect();
        let mut out = Vec::new();
        for (die, v) in [(0u8, a), (1, b)] {
            let movers = die_movers(v);
            let start = self.start_can_move(seat, &movers);
            let duty = self.duty(seat, can_enter, &openers, start);
            if die_enter(v) && duty.enters(self.r) {
                out.push(LudoAction::EnterDie { die });
            }
            for (token, _) in movers {
                if duty.moves(token) {
                    out.push(LudoAction::MoveDie { token, die });
                }
            }
        }
        // Entering on the total clears the start by the total.
        let by_total = match total_enter {
            true => self.movers(seat, a + b),
            false => Vec::new(),
        };
        let start = self.start_can_move(seat, &by_total);
        let duty = match self.duty(seat, can_enter, &openers, start) {
            Duty::Only(_) if !openers.is_empty() => Duty::Only(Vec::new()),
            duty => duty,
        };
        if total_enter && duty.enters(self.r) {
            out.push(LudoAction::EnterTotal);
        }
        let start = self.start_can_move(seat, &sums);
        let duty = match self.duty(seat, can_enter, &openers, start) {
            Duty::Only(_) if !openers.is_empty() => Duty::Only(in_blocks),
            duty => duty,
        };
        for (token, _) in sums {
            if duty.moves(token) {
                out.push(LudoAction::MoveSum { token });
            }
        }
        out
    }
}

/// What the duties of the rules leave of a roll's candidates.
enum Duty {
    /// Everything physically possible.
    None,
    /// Only entering ("must enter").
    EnterOnly,
    /// Only these tokens' moves (opening a block, clearing the start).
    Only(Vec<u8>),
}

impl Duty {
    fn enters(&self, r: &LudoRules) -> bool {
        match self {
            Duty::None | Duty::EnterOnly => true,
            // Under "must enter", entering stays allowed whatever else holds.
            Duty::Only(_) => r.must_enter,
        }
    }

    fn moves(&self, token: u8) -> bool {
        match self {
            Duty::None => true,
            Duty::EnterOnly => false,
            Duty::Only(tokens) => tokens.contains(&token),
        }
    }
}

/// The legal list of `s`, which the engine must give.
pub fn legal_by_the_book(game: &LudoGame, s: &LudoState) -> Vec<LudoAction> {
    match game.to_act(s) {
        racegame::ToAct::Player(_) => Model::new(game, s).legal(),
        _ => Vec::new(),
    }
}

/// What the story of one action must say, by the rule book: `action`
/// played on `before` (awaiting it) gave `after` and `events`. Panics
/// with what is wrong.
pub fn check_story(
    game: &LudoGame,
    before: &LudoState,
    action: LudoAction,
    after: &LudoState,
    events: &[racegame::ludo::LudoEvent],
) {
    use racegame::ludo::{BonusReason, BonusRolls, LudoEvent as E, Reward};
    let r = game.rules();
    let m = Model::new(game, before);
    let seat = before.current();
    let why = || format!("{action} on {before} gave {after}: {events:?}");
    let has = |f: &dyn Fn(&E) -> bool| events.iter().any(f);
    let captured = has(&|e| matches!(e, E::Captured { .. }));
    let home = has(&|e| matches!(e, E::TokenHome { .. }));
    let finished = has(&|e| matches!(e, E::PlayerFinished { .. }));
    let forfeited = has(&|e| matches!(e, E::ThirdSixForfeited { .. }));
    if let LudoAction::Throw(roll) = action {
        let dice = roll.dice();
        let six = match dice {
            [v] => *v == 6,
            _ => roll.is_double(),
        };
        let third = six
            && before.sixes() >= 2
            && matches!(
                r.bonus_rolls,
                BonusRolls::UpToTwo | BonusRolls::ThirdSixSendsBack
            );
        assert_eq!(forfeited, third, "the third 6: {}", why());
        if !third {
            let passed = has(&|e| matches!(e, E::Passed { .. }));
            assert_eq!(passed, !m.throw_has_a_choice(dice), "a pass: {}", why());
            if passed && six && r.bonus_rolls != BonusRolls::None && !after.phase().is_over() {
                assert_eq!(
                    after.current(),
                    seat,
                    "a 6 that passes rolls again: {}",
                    why()
                );
            }
        }
    } else {
        check_move(game, before, action, after, events);
        let six = before.sixes() > 0 && r.bonus_rolls != BonusRolls::None;
        let two_dice_left = after.pending_dice() != [None, None];
        let again = (six && r.dice == 1)
            || (captured && r.capture_reward == Reward::ExtraRoll)
            || (home && r.home_reward == Reward::ExtraRoll);
        if again && !finished && !after.phase().is_over() && !two_dice_left {
            assert_eq!(after.current(), seat, "a roll again: {}", why());
            assert!(
                has(&|e| matches!(e, E::BonusRoll { .. } | E::BonusMoveEarned { .. })),
                "{}",
                why()
            );
        }
    }
    for e in events {
        match *e {
            E::BonusRoll {
                reason: BonusReason::Capture,
                ..
            } => {
                assert!(
                    captured && r.capture_reward == Reward::ExtraRoll,
                    "{}",
                    why()
                );
            }
            E::BonusRoll {
                reason: BonusReason::Home,
                ..
            } => {
                assert!(home && r.home_reward == Reward::ExtraRoll, "{}", why());
            }
            E::BonusRoll {
                reason: BonusReason::Six | BonusReason::Double,
                ..
            } => {
                assert!(r.bonus_rolls != BonusRolls::None, "{}", why());
            }
            E::PlayerFinished { seat: s, .. } => {
                let all_home = after.tokens(s).iter().all(|&p| m.is_home(p));
                assert!(all_home, "{}", why());
            }
            _ => {}
        }
    }
    // The turn passes to the next seat still playing, or stays.
    if after.phase() == Phase::AwaitingThrow && after.current() != seat {
        let next = (1..=MAX_SEATS as u8)
            .map(|k| Seat((seat.0 + k) % MAX_SEATS as u8))
            .find(|&c| before.plays(c) && !after.ranking().contains(c));
        assert_eq!(Some(after.current()), next, "the next seat: {}", why());
    }
    check_end(game, after, &why);
}

/// The partner of `seat` by the rule book: the opposite colour, when
/// the rules pair colours and every colour plays; `None` otherwise.
fn partner_of(game: &LudoGame, seat: Seat) -> Option<Seat> {
    let r = game.rules();
    let colours = r.geometry.colours;
    let full = game.seats_in_play().count() == usize::from(colours);
    (r.partners != Partners::Alone && full).then(|| Seat((seat.0 + colours / 2) % colours))
}

/// How a game ends, by the rule book: at the first finisher a winner (with
/// partners who must all be home, at the first pair both home: the
/// partner finished before the winner), else the full ranking once one
/// seat is left; and what each seat scores: its place's points under
/// place points (0 unranked), else 1 to the winner and its partner, 0 to
/// the others.
fn check_end(game: &LudoGame, after: &LudoState, why: &dyn Fn() -> String) {
    let Some(outcome) = game.outcome(after) else {
        return;
    };
    let (r, ranking) = (game.rules(), after.ranking());
    let seats = game.seats_in_play().count();
    match outcome {
        Outcome::Winner(w) => {
            let ranked = ranking.as_slice();
            let pair_home = |s: Seat| partner_of(game, s).is_some_and(|p| ranked.contains(&p));
            let expected = match (r.partners, partner_of(game, w)) {
                (Partners::AllHome, Some(_)) => {
                    ranked.last() == Some(&w)
                        && pair_home(w)
                        && ranked
                            .iter()
                            .filter(|&&s| s != w && partner_of(game, w) != Some(s))
                            .all(|&s| !pair_home(s))
                }
                _ => ranked == [w],
            };
            assert!(r.end == GameEnd::FirstFinisher && expected, "{}", why());
        }
        Outcome::Ranking(k) => assert!(
            r.end.plays_to_full_ranking() && k == *ranking && k.len() == seats,
            "{}",
            why()
        ),
        Outcome::Blocked | Outcome::Truncated => {}
        other => panic!("an outcome Ludo never has: {other:?}"),
    }
    for seat in game.seats_in_play() {
        let place = ranking.as_slice().iter().position(|&s| s == seat);
        let points = match (r.end, place) {
            (GameEnd::PlacePoints(p), Some(i)) => p.as_slice().get(i).map_or(0, |&x| i64::from(x)),
            (GameEnd::PlacePoints(_), None) => 0,
            _ => {
                let w = outcome.winner();
                i64::from(w == Some(seat) || w.is_some_and(|w| partner_of(game, w) == Some(seat)))
            }
        };
        assert_eq!(game.payoff(after, seat), Some(points), "{seat}: {}", why());
    }
}

/// The story of a move: the token goes by the roll's distance (bouncing
/// off the end by the excess), enters on its start square, and captures
/// every opponent on the unsafe square where it stops, and only there.
fn check_move(
    game: &LudoGame,
    before: &LudoState,
    action: LudoAction,
    after: &LudoState,
    events: &[racegame::ludo::LudoEvent],
) {
    use racegame::ludo::LudoEvent as E;
    let r = game.rules();
    let m = Model::new(game, before);
    let seat = before.current();
    let why = || format!("{action} on {before} gave {after}: {events:?}");
    let dice = before.pending_dice().map(|d| d.unwrap_or(0));
    let distance = match (before.phase(), action) {
        (Phase::AwaitingChoice(roll), _) => m.step(seat, roll),
        (Phase::AwaitingBonus(d), _) => d,
        (_, LudoAction::MoveDie { die, .. }) => m.step(seat, dice[usize::from(die)]),
        (_, LudoAction::MoveSum { .. }) => m.step(seat, dice[0]) + m.step(seat, dice[1]),
        _ => 0,
    };
    let last = m.last();
    let mut excess = 0;
    let mut stop = None;
    for e in events {
        match *e {
            E::Bounced { excess: x, .. } => excess = x,
            E::Moved { token, .. } => {
                let from = before.progress(seat, token).unwrap_or(YARD);
                let forward = u16::from(from) + u16::from(distance);
                let to = match excess {
                    0 => forward,
                    x => u16::from(last - x),
                };
                assert!(
                    excess == 0 || forward == u16::from(last) + u16::from(excess),
                    "{}",
                    why()
                );
                assert!(r.overshoot == Overshoot::Bounce || excess == 0, "{}", why());
                stop = Some((token, to as u8));
            }
            E::Entered { token, square, .. } => {
                assert_eq!(Some(square), m.square(seat, 0), "{}", why());
                assert_eq!(before.progress(seat, token), Some(YARD), "{}", why());
                let lowest = m.tokens(seat).find(|&t| m.progress(seat, t) == YARD);
                assert_eq!(Some(token), lowest, "the lowest token enters: {}", why());
                stop = Some((token, 0));
            }
            E::Captured {
                seat: victim,
                token,
                square,
                to,
                by,
            } => {
                assert_eq!(by, seat, "{}", why());
                let was = m.square(victim, m.progress(victim, token));
                assert_eq!(was, Some(square), "{}", why());
                // The event says where the token went: to its yard, or
                // back by the rules' distance.
                let went = after.progress(victim, token).unwrap_or(YARD);
                assert_eq!(to, game.place(victim, went), "{}", why());
                let back = r.capture_back.map_or(0, |n| n.get());
                assert!(
                    went == YARD || (back > 0 && m.progress(victim, token) == went + back),
                    "sent back to {to}: {}",
                    why()
                );
                let entry = r.entry_capture != EntryCapture::AsAMove
                    && m.square(seat, 0) == Some(square)
                    && matches!(
                        action,
                        LudoAction::Enter | LudoAction::EnterDie { .. } | LudoAction::EnterTotal
                    );
                assert!(
                    !m.is_safe(square) || entry,
                    "a capture on a safe square: {}",
                    why()
                );
            }
            _ => {}
        }
    }
    let Some((token, to)) = stop else {
        panic!("a move without a story: {}", why());
    };
    let sent_back = events.iter().any(|e| matches!(e, E::SentBack { .. }));
    if !sent_back {
        assert_eq!(
            after.progress(seat, token),
            Some(to),
            "where it stops: {}",
            why()
        );
    }
    // Every opponent on the unsafe square where it stops is captured.
    if let Some(sq) = m.square(seat, to)
        && !m.is_safe(sq)
    {
        let after_model = Model::new(game, after);
        let left = after_model.on(sq, None);
        assert!(
            left.iter().all(|&(c, _)| c == seat),
            "uncaptured on {sq}: {}",
            why()
        );
    }
}

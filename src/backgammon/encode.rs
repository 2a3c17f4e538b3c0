//! [`Encode`] for [`BackgammonGame`]: a seat-relative observation in TD-Gammon's units and a fixed space of single checker moves.

use super::action::BackgammonAction;
use super::game::BackgammonGame;
use super::resign::Resignation;
use super::rules::{BAR, Contact, OFF, POINTS};
use super::state::{BackgammonState, Phase};
use crate::encode::{Encode, Writer, ratio};
use crate::game::Seat;

/// Values per point and side: TD-Gammon's four units.
const UNITS: usize = 4;

/// The fourth unit's scale: checkers beyond three over the most there can
/// be beyond three, so that 15 on a point is 1.
const EXTRA: f32 = (super::rules::MAX_CHECKERS - 3) as f32;

/// Actions: every origin (24 points and the bar) with every die.
const ACTIONS: usize = 25 * 6;

/// The cube's actions, in the order of their indexes after the moves.
const CUBE_ACTIONS: [BackgammonAction; 5] = [
    BackgammonAction::Double,
    BackgammonAction::Roll,
    BackgammonAction::Take,
    BackgammonAction::Pass,
    BackgammonAction::Beaver,
];

/// The resignation's actions, in the order of their indexes after the
/// cube's.
const RESIGN_ACTIONS: [BackgammonAction; 5] = [
    BackgammonAction::Resign(Resignation::Single),
    BackgammonAction::Resign(Resignation::Gammon),
    BackgammonAction::Resign(Resignation::Backgammon),
    BackgammonAction::Accept,
    BackgammonAction::Reject,
];

/// Values resignations add to an observation under rules with them.
const RESIGN_VALUES: usize = 4;

/// Values the cube adds to an observation under rules with a cube.
const CUBE_VALUES: usize = 6;

/// Values match play adds to an observation.
const MATCH_VALUES: usize = 4;

impl BackgammonGame {
    /// One side's 24 points in `me`'s numbers, four units a point.
    fn write_points(&self, state: &BackgammonState, me: Seat, side: Seat, w: &mut Writer<'_>) {
        let dir = self.rules().direction;
        for p in 1..=POINTS {
            let q = if side == me { p } else { dir.other(p) };
            let n = f32::from(state.count(side, q));
            w.push(if n >= 1.0 { 1.0 } else { 0.0 });
            w.push(if n >= 2.0 { 1.0 } else { 0.0 });
            w.push(if n >= 3.0 { 1.0 } else { 0.0 });
            w.push(if n > 3.0 { (n - 3.0) / EXTRA } else { 0.0 });
        }
    }

    /// One side's pinned checkers on `me`'s 24 points (Plakoto only).
    fn write_pins(&self, state: &BackgammonState, me: Seat, side: Seat, w: &mut Writer<'_>) {
        let dir = self.rules().direction;
        for p in 1..=POINTS {
            let q = if side == me { p } else { dir.other(p) };
            w.push(if state.is_pinned(side, q) { 1.0 } else { 0.0 });
        }
    }

    /// Whether the rules have long nardy's head rule, whose turn's memory
    /// the observation carries.
    fn head_rule(&self) -> bool {
        self.rules()
            .restrictions
            .contains(super::restriction::Restriction::HeadOnce)
    }

    /// Whether the rules have tavla's hit-and-run rule, whose turn's
    /// memory the observation carries.
    fn hit_rule(&self) -> bool {
        self.rules()
            .restrictions
            .contains(super::restriction::Restriction::NoHitAndRunHome)
    }

    fn pins(&self) -> bool {
        self.rules().contact == Contact::Pin
    }

    /// The cube from `me`'s side: its doublings over the most there can
    /// be, its owner one-hot (the middle, `me`, the opponent), and whether
    /// a cube decision or an answer to a double is awaited.
    fn write_cube(state: &BackgammonState, me: Seat, w: &mut Writer<'_>) {
        w.push(ratio(state.cube_doublings(), super::cube::MAX_DOUBLINGS));
        let owner = match state.cube_owner() {
            None => 0,
            Some(o) if o == me => 1,
            Some(_) => 2,
        };
        w.one_hot(3, Some(owner));
        w.push(if state.phase() == Phase::AwaitingCube {
            1.0
        } else {
            0.0
        });
        w.push(if state.phase() == Phase::Doubled {
            1.0
        } else {
            0.0
        });
    }

    /// Whether the action space holds the cube's actions: under a cube, and
    /// under resignations (whose decision before the throw is a `Roll`).
    fn cube_actions(&self) -> bool {
        self.rules().cube.is_some() || self.rules().resignations
    }

    /// Under resignations: 1 while the side to play decides before its
    /// throw ([`Phase::AwaitingCube`]), then the offer standing one-hot
    /// (a single game, a gammon, a backgammon; all 0 without one).
    fn write_resignation(state: &BackgammonState, w: &mut Writer<'_>) {
        w.push(if state.phase() == Phase::AwaitingCube {
            1.0
        } else {
            0.0
        });
        let offered = match state.phase() {
            Phase::Resigning { offered, .. } => Some(offered as usize),
            _ => None,
        };
        w.one_hot(3, offered);
    }

    /// The match from `me`'s side: each side's points to go over the
    /// length (`me`'s first), the Crawford game, and post-Crawford play.
    fn write_match(&self, state: &BackgammonState, me: Seat, w: &mut Writer<'_>) {
        let Some(m) = self.rules().match_play else {
            return;
        };
        let i = BackgammonState::slot(me);
        for score in [state.score()[i], state.score()[1 - i]] {
            w.push(ratio(m.length.saturating_sub(score), m.length));
        }
        let at_point = state
            .score()
            .iter()
            .any(|&x| x.saturating_add(1) >= m.length);
        w.push(if state.is_crawford() { 1.0 } else { 0.0 });
        w.push(if at_point && !state.is_crawford() && m.crawford {
            1.0
        } else {
            0.0
        });
    }
}

/// The backgammon encoding.
///
/// The observation from seat `s` has 208 values (256 under rules that pin,
/// Plakoto's), every point counted by `s`'s own numbers (its 24-point
/// where it starts, its 1-point deepest in its home board), so that one
/// network plays both sides:
///
/// 1. 96 values for `s`'s checkers, then 96 for its opponent's: for each
///    of `s`'s points 1 to 24 in turn, TD-Gammon's four units for the
///    checkers there: 1 if at least one, 1 if at least two, 1 if at least
///    three, and (n - 3) / 12 for more than three (TD-Gammon's
///    (n - 3) / 2 scaled so that 15 checkers on a point give 1).
/// 2. Under rules that pin: 24 values for `s`'s pinned checkers, then 24
///    for the opponent's, by `s`'s points.
/// 3. Checkers on the bar, `s`'s then the opponent's, and checkers borne
///    off, `s`'s then the opponent's, each over the rules' checkers.
/// 4. Whose turn it is, one-hot: `s`, the opponent (once the game is won,
///    the winner; during the opening throw, White).
/// 5. The phase, one-hot: the opening throw, a throw, a move, over (won,
///    drawn or cut short).
/// 6. The dice left to play: for each face 1 to 6 how many dice of it are
///    left, over 4 (all 0 unless a move is awaited).
///
/// 7. Under rules with a cube (six values more): the cube's doublings
///    over 12 ([`MAX_DOUBLINGS`](super::MAX_DOUBLINGS)); its owner
///    one-hot: the middle, `s`, the opponent; then 1 while a cube decision
///    is awaited ([`Phase::AwaitingCube`]) and 1 while a double awaits its
///    answer ([`Phase::Doubled`]) (the phase's one-hot of item 5 is all 0
///    in these two phases).
///
/// 8. Under match play (four values more): `s`'s points to go over the
///    match's length, then the opponent's; 1 in the Crawford game; 1
///    post-Crawford (a side one point short, the Crawford game played).
///
/// 9. Under long nardy's head rule
///    ([`Restriction::HeadOnce`](super::Restriction::HeadOnce), one value
///    more): the checkers the side to move may still take off its head
///    this turn, over 2 ([`BackgammonState::head_left`](super::BackgammonState::head_left)).
/// 10. Under tavla's hit-and-run rule
///     ([`Restriction::NoHitAndRunHome`](super::Restriction::NoHitAndRunHome),
///     six values more): for each of the home points 1 to 6 of the side to
///     move, 1 if one of its checkers hit there this turn
///     ([`TurnMemory::hit_home`](super::TurnMemory::hit_home)).
/// 11. Under rules with resignations (four values more, after all
///     the others): 1 while the side to play decides before its throw
///     ([`Phase::AwaitingCube`]), then the offer to resign standing,
///     one-hot: a single game, a gammon, a backgammon. During an offer the
///     phase's one-hot of item 5 is all 0 and item 6 holds the resigner's
///     dice when it threw before offering.
///
///
/// Every value lies in [0, 1]. Without a cube, a match or the head rule
/// the observation is as it was before they existed.
///
/// The action space has 150 indexes, one per checker move of the player to
/// move by its own numbers: `Move { from, die }` at `(from - 1) * 6 + die -
/// 1`, `from` 1 to 24 or 25 for the bar. Under rules with a cube it has
/// five more: `Double` 150, `Roll` 151, `Take` 152, `Pass` 153 and
/// `Beaver` 154. Under rules with resignations it has those five (a
/// turn's decision before the throw is a `Roll`, with or without a cube)
/// and five more: `Resign` a single game 155, a gammon 156, a backgammon
/// 157, `Accept` 158 and `Reject` 159. Throws have no index.
///
/// ```
/// use racegame::encode::Encode;
/// use racegame::backgammon::{BackgammonAction, BackgammonGame};
/// let game = BackgammonGame::backgammon();
/// assert_eq!((game.num_actions(), game.observation_len()), (150, 208));
/// assert_eq!(game.action_index(&BackgammonAction::Move { from: 25, die: 3 }), Some(146));
/// assert_eq!(BackgammonGame::plakoto().observation_len(), 256);
/// let money = BackgammonGame::new(racegame::backgammon::BackgammonRules::backgammon_money())?;
/// assert_eq!((money.num_actions(), money.observation_len()), (155, 214));
/// assert_eq!(money.action_index(&BackgammonAction::Take), Some(152));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl Encode for BackgammonGame {
    fn observation_len(&self) -> usize {
        let pins = if self.pins() { 48 } else { 0 };
        let cube = if self.rules().cube.is_some() {
            CUBE_VALUES
        } else {
            0
        };
        let match_play = if self.rules().match_play.is_some() {
            MATCH_VALUES
        } else {
            0
        };
        2 * 24 * UNITS
            + pins
            + 4
            + 2
            + 4
            + 6
            + cube
            + match_play
            + usize::from(self.head_rule())
            + if self.hit_rule() { 6 } else { 0 }
            + if self.rules().resignations {
                RESIGN_VALUES
            } else {
                0
            }
    }

    fn write_observation(&self, state: &BackgammonState, seat: Seat, out: &mut [f32]) {
        let me = Seat(seat.0.min(1));
        let other = Seat(1 - me.0);
        let mut w = Writer::new(out);
        self.write_points(state, me, me, &mut w);
        self.write_points(state, me, other, &mut w);
        if self.pins() {
            self.write_pins(state, me, me, &mut w);
            self.write_pins(state, me, other, &mut w);
        }
        let n = self.rules().checkers;
        for p in [BAR, OFF] {
            w.push(ratio(state.count(me, p), n));
            w.push(ratio(state.count(other, p), n));
        }
        w.one_hot(2, Some(usize::from(state.turn() != me)));
        let phase = match state.phase() {
            Phase::Opening => Some(0),
            Phase::AwaitingThrow => Some(1),
            Phase::AwaitingMove(_) => Some(2),
            Phase::AwaitingCube | Phase::Doubled | Phase::Resigning { .. } => None,
            _ => Some(3),
        };
        w.one_hot(4, phase);
        let dice = match state.phase() {
            Phase::Resigning { dice, .. } => dice,
            _ => state.dice(),
        };
        for face in 1..=6u8 {
            let left = dice.map_or(0, |d| d.values().iter().filter(|&&v| v == face).count());
            w.push(ratio(left as u8, 4u8));
        }
        if self.rules().cube.is_some() {
            Self::write_cube(state, me, &mut w);
        }
        self.write_match(state, me, &mut w);
        if self.head_rule() {
            w.push(ratio(state.head_left().min(2), 2u8));
        }
        if self.hit_rule() {
            for p in 1..=6u8 {
                let hit = state.memory().hit_home & (1 << p) != 0;
                w.push(if hit { 1.0 } else { 0.0 });
            }
        }
        if self.rules().resignations {
            Self::write_resignation(state, &mut w);
        }
    }

    fn num_actions(&self) -> usize {
        let cube = if self.cube_actions() {
            CUBE_ACTIONS.len()
        } else {
            0
        };
        let resign = if self.rules().resignations {
            RESIGN_ACTIONS.len()
        } else {
            0
        };
        ACTIONS + cube + resign
    }

    fn action_index(&self, action: &BackgammonAction) -> Option<usize> {
        match *action {
            BackgammonAction::Move { from, die }
                if (1..=BAR).contains(&from) && (1..=6).contains(&die) =>
            {
                Some(usize::from(from - 1) * 6 + usize::from(die - 1))
            }
            cube if cube.is_cube_action() && self.cube_actions() => CUBE_ACTIONS
                .iter()
                .position(|&a| a == cube)
                .map(|i| ACTIONS + i),
            resign if resign.is_resignation() && self.rules().resignations => RESIGN_ACTIONS
                .iter()
                .position(|&a| a == resign)
                .map(|i| ACTIONS + CUBE_ACTIONS.len() + i),
            _ => None,
        }
    }

    fn action_at(&self, index: usize) -> Option<BackgammonAction> {
        if index >= ACTIONS + CUBE_ACTIONS.len() {
            let i = index - ACTIONS - CUBE_ACTIONS.len();
            return RESIGN_ACTIONS
                .get(i)
                .copied()
                .filter(|_| self.rules().resignations);
        }
        if index >= ACTIONS {
            return CUBE_ACTIONS
                .get(index - ACTIONS)
                .copied()
                .filter(|_| self.cube_actions());
        }
        Some(BackgammonAction::Move {
            from: (index / 6) as u8 + 1,
            die: (index % 6) as u8 + 1,
        })
    }
}

//! The learned backgammon evaluator: its input encoding ([`ContactTask`]), the network as an [`Evaluator`] ([`NetEvaluator`]), and the weights shipped with the crate.

use alloc::string::String;
use alloc::vec::Vec;

use super::eval::{EvalScratch, Evaluator, Probabilities};
use crate::backgammon::{BackgammonGame, BackgammonState};
use crate::game::Seat;
use crate::learn::{EncodingId, Mlp, Task, Weights, WeightsError};

/// The name of the encoding [`ContactTask`] writes.
pub const ENCODING_NAME: &str = "backgammon-contact";
/// Its version, changed whenever the meaning of an input changes.
pub const ENCODING_VERSION: u32 = 1;
/// Its inputs.
pub const INPUTS: usize = 207;
/// The inputs of version 2 ([`ContactTaskV2`]): version 1's and ten more.
pub const INPUTS_V2: usize = INPUTS + 2 * super::features::PER_SIDE;
/// The network's outputs: [`Probabilities`]' five chances in their order.
pub const OUTPUTS: usize = 5;

/// The weights shipped with the crate (see [`NetEvaluator::shipped`]).
const SHIPPED: &[u8] = include_bytes!("weights/contact.net");

/// The network shipped for three-checker hypergammon.
const SHIPPED_HYPERGAMMON: &[u8] = include_bytes!("weights/hypergammon3.net");

/// The learner's task for backgammon: the whole-turn afterstates, the
/// five chances of the side that has just played, and this encoding.
///
/// The inputs ([`INPUTS`] values, version [`ENCODING_VERSION`]) describe
/// the position after a play of seat `s`, the opponent `o` to throw:
///
/// 1. 96 values for `s`'s checkers by `s`'s point numbers 1 to 24, then 96
///    for `o`'s by `o`'s numbers, each point in TD-Gammon's four units
///    (Tesauro 1992): 1 if at least one checker, 1 if at least two, 1 if
///    at least three, and (n - 3) / 2 beyond three;
/// 2. checkers on the bar over 2, `s`'s then `o`'s; borne off over 15,
///    `s`'s then `o`'s;
/// 3. pip counts over 167 (the opening's), `s`'s then `o`'s;
/// 4. blots (single checkers on points) over 15, `s`'s then `o`'s;
/// 5. points made (two or more checkers) in the home board over 6, `s`'s
///    then `o`'s;
/// 6. the longest run of made points, over 6 and at most 1, `s`'s then
///    `o`'s;
/// 7. shots: the chance that `o`'s throw offers a direct or indirect hit
///    on one of `s`'s blots, counting distances only (points in between
///    are not checked for blocks, a checker on the bar is not made to
///    enter first), then the same for `s` on `o`'s blots;
/// 8. 1 while the sides are still in contact (a checker of one side
///    behind one of the other's), 0 in a pure race.
///
/// Items 7 and 8 read the backgammon geometry (one side's point `p` is
/// the other's `25 - p`); the network is trained on
/// [`BackgammonRules::backgammon`](crate::backgammon::BackgammonRules::backgammon).
#[derive(Clone, Copy, Debug, Default)]
pub struct ContactTask;

impl ContactTask {
    /// The encoding's identity.
    pub fn encoding_id() -> EncodingId {
        EncodingId {
            name: String::from(ENCODING_NAME),
            version: ENCODING_VERSION,
        }
    }
}

/// One side's checkers by its own numbers: 0 off, 1 to 24, 25 the bar.
fn side(state: &BackgammonState, seat: Seat) -> [u8; 26] {
    let mut c = [0; 26];
    for (p, slot) in c.iter_mut().enumerate() {
        *slot = state.count(seat, p as u8);
    }
    c
}

/// The farthest checker's point (25 on the bar, 0 when all are off).
fn back(c: &[u8; 26]) -> usize {
    (1..=25).rev().find(|&p| c[p] > 0).unwrap_or(0)
}

/// The longest run of made points.
fn longest_prime(c: &[u8; 26]) -> u32 {
    let (mut best, mut run) = (0, 0);
    for &n in &c[1..=24] {
        run = if n >= 2 { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

/// The chance (of 36) that the side of `hitter` throws a number whose
/// distances reach a blot of `target`, `target` counted in its own
/// numbers and `hitter` in its own (the backgammon geometry).
fn shots(target: &[u8; 26], hitter: &[u8; 26]) -> f32 {
    let mut mask = 0u32;
    for (p, _) in target
        .iter()
        .enumerate()
        .take(25)
        .skip(1)
        .filter(|(_, n)| **n == 1)
    {
        // A hitter's checker on its point q stands on the target's 25 - q
        // (the bar on 0) and moves up the target's numbers.
        for m in 0..p {
            let q = 25 - m;
            if hitter[q] > 0 {
                mask |= 1 << (p - m);
            }
        }
    }
    if mask == 0 {
        return 0.0;
    }
    let mut hits = 0;
    for a in 1..=6u32 {
        for b in 1..=6u32 {
            let reach = if a == b {
                (1 << a) | (1 << (2 * a)) | (1 << (3 * a)) | (1 << (4 * a))
            } else {
                (1 << a) | (1 << b) | (1 << (a + b))
            };
            hits += u32::from(mask & reach != 0);
        }
    }
    hits as f32 / 36.0
}

/// Writes one side's 24 points in TD-Gammon's four units.
fn write_units(c: &[u8; 26], out: &mut [f32]) {
    for p in 1..=24 {
        let n = f32::from(c[p]);
        let u = &mut out[(p - 1) * 4..][..4];
        u[0] = if n >= 1.0 { 1.0 } else { 0.0 };
        u[1] = if n >= 2.0 { 1.0 } else { 0.0 };
        u[2] = if n >= 3.0 { 1.0 } else { 0.0 };
        u[3] = if n > 3.0 { (n - 3.0) / 2.0 } else { 0.0 };
    }
}

/// Writes the encoding of `state` for `me` (see [`ContactTask`]).
pub fn encode(state: &BackgammonState, me: Seat, out: &mut [f32]) {
    if out.len() < INPUTS {
        return;
    }
    let me = Seat(me.0.min(1));
    let s = side(state, me);
    let o = side(state, Seat(1 - me.0));
    write_units(&s, &mut out[..96]);
    write_units(&o, &mut out[96..192]);
    let pips = |c: &[u8; 26]| (1..=25).map(|p| p as f32 * f32::from(c[p])).sum::<f32>();
    let blots = |c: &[u8; 26]| c[1..=24].iter().filter(|&&n| n == 1).count() as f32;
    let home = |c: &[u8; 26]| c[1..=6].iter().filter(|&&n| n >= 2).count() as f32;
    let prime = |c: &[u8; 26]| (longest_prime(c) as f32 / 6.0).min(1.0);
    let tail = [
        f32::from(s[25]) / 2.0,
        f32::from(o[25]) / 2.0,
        f32::from(s[0]) / 15.0,
        f32::from(o[0]) / 15.0,
        pips(&s) / 167.0,
        pips(&o) / 167.0,
        blots(&s) / 15.0,
        blots(&o) / 15.0,
        home(&s) / 6.0,
        home(&o) / 6.0,
        prime(&s),
        prime(&o),
        shots(&s, &o),
        shots(&o, &s),
        if back(&s) + back(&o) > 25 { 1.0 } else { 0.0 },
    ];
    out[192..INPUTS].copy_from_slice(&tail);
}

/// Version 2 of the encoding: [`ContactTask`]'s [`INPUTS`] values, then
/// for the side that has just played and then for the other, five values
/// counted exactly over the 36 rolls of the side's opponent (points in
/// between checked for blocks, a checker on the bar made to enter first;
/// the rule that a play must use as much of the roll as it can is not
/// applied):
///
/// 1. the rolls that hit one of the side's blots, over 36;
/// 2. the pips the hit costs, averaged over the 36 rolls (the farthest
///    blot the roll can hit), over 24;
/// 3. the escapes of the side's farthest checker: the rolls with which it
///    can land beyond every point the opponent has made in the twelve
///    ahead of it, over 36;
/// 4. the least such escapes from any of the side's points 13 to 24 (the
///    opponent's containment), over 36;
/// 5. the side's highest anchor (two or more) in the opponent's home
///    board, its point `p` as `(p - 18) / 6`, 0 for none.
#[derive(Clone, Copy, Debug, Default)]
pub struct ContactTaskV2;

impl ContactTaskV2 {
    /// The encoding's identity: [`ENCODING_NAME`], version 2.
    pub fn encoding_id() -> EncodingId {
        EncodingId {
            name: String::from(ENCODING_NAME),
            version: 2,
        }
    }
}

/// Writes the version 2 encoding of `state` for `me` (see
/// [`ContactTaskV2`]); `out` must hold [`INPUTS_V2`] values.
pub fn encode_v2(state: &BackgammonState, me: Seat, out: &mut [f32]) {
    if out.len() < INPUTS_V2 {
        return;
    }
    encode(state, me, out);
    let me = Seat(me.0.min(1));
    let s = side(state, me);
    let o = side(state, Seat(1 - me.0));
    let per = super::features::PER_SIDE;
    super::features::write(&s, &o, &mut out[INPUTS..INPUTS + per]);
    super::features::write(&o, &s, &mut out[INPUTS + per..INPUTS_V2]);
}

impl Task<BackgammonGame> for ContactTaskV2 {
    fn encoding(&self) -> EncodingId {
        Self::encoding_id()
    }

    fn inputs(&self, _game: &BackgammonGame) -> usize {
        INPUTS_V2
    }

    fn outputs(&self) -> usize {
        OUTPUTS
    }

    fn features(
        &self,
        _game: &BackgammonGame,
        state: &BackgammonState,
        seat: Seat,
        out: &mut [f32],
    ) {
        encode_v2(state, seat, out);
    }

    fn targets(&self, game: &BackgammonGame, state: &BackgammonState, seat: Seat, out: &mut [f32]) {
        ContactTask.targets(game, state, seat, out);
    }

    fn utility(&self, outputs: &[f32]) -> f32 {
        probabilities(outputs).equity()
    }

    fn afterstates(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        out: &mut Vec<BackgammonState>,
    ) {
        ContactTask.afterstates(game, state, out);
    }
}

/// A version 1 network widened to version 2's inputs: the new inputs'
/// weights zero, so it values every position as before until trained.
///
/// # Errors
///
/// [`WeightsError::Mismatch`] when `weights` is not a version 1 network.
pub fn widen_to_v2(weights: &Weights) -> Result<Weights, WeightsError> {
    let layout = weights.net.layout();
    if weights.encoding != ContactTask::encoding_id() || layout.inputs != INPUTS {
        return Err(WeightsError::Mismatch {
            expected: alloc::format!("{ENCODING_NAME} v1, {INPUTS} inputs"),
            found: alloc::format!("{:?} {:?}", weights.encoding, layout),
        });
    }
    let first = layout.hidden.first().copied().unwrap_or(0);
    let old = weights.net.parameters();
    let mut params = Vec::with_capacity(old.len() + (INPUTS_V2 - INPUTS) * first);
    params.extend_from_slice(&old[..INPUTS * first]);
    params.resize(INPUTS_V2 * first, 0.0);
    params.extend_from_slice(&old[INPUTS * first..]);
    let wide = crate::learn::Layout::new(INPUTS_V2, &layout.hidden, layout.outputs);
    let net = Mlp::from_parameters(wide, params).ok_or(WeightsError::Mismatch {
        expected: String::from("a valid layout"),
        found: alloc::format!("{layout:?}"),
    })?;
    Ok(Weights {
        encoding: ContactTaskV2::encoding_id(),
        games: weights.games,
        net,
    })
}

impl Task<BackgammonGame> for ContactTask {
    fn encoding(&self) -> EncodingId {
        Self::encoding_id()
    }

    fn inputs(&self, _game: &BackgammonGame) -> usize {
        INPUTS
    }

    fn outputs(&self) -> usize {
        OUTPUTS
    }

    fn features(
        &self,
        _game: &BackgammonGame,
        state: &BackgammonState,
        seat: Seat,
        out: &mut [f32],
    ) {
        encode(state, seat, out);
    }

    fn targets(&self, game: &BackgammonGame, state: &BackgammonState, seat: Seat, out: &mut [f32]) {
        let p = Probabilities::of_finished(game, state, seat).unwrap_or_default();
        write_probabilities(p, out);
    }

    fn utility(&self, outputs: &[f32]) -> f32 {
        probabilities(outputs).equity()
    }

    fn afterstates(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        out: &mut Vec<BackgammonState>,
    ) {
        out.clear();
        out.extend(game.plays(state).iter().map(|p| *p.state()));
    }
}

fn write_probabilities(p: Probabilities, out: &mut [f32]) {
    let values = [
        p.win,
        p.win_gammon,
        p.win_backgammon,
        p.lose_gammon,
        p.lose_backgammon,
    ];
    for (slot, v) in out.iter_mut().zip(values) {
        *slot = v;
    }
}

/// The network's five outputs as [`Probabilities`], made consistent: a
/// gammon no likelier than the game, a backgammon no likelier than the
/// gammon.
pub fn probabilities(outputs: &[f32]) -> Probabilities {
    let at = |i: usize| outputs.get(i).copied().unwrap_or(0.0).clamp(0.0, 1.0);
    let win = at(0);
    let win_gammon = at(1).min(win);
    let lose_gammon = at(3).min(1.0 - win);
    Probabilities {
        win,
        win_gammon,
        win_backgammon: at(2).min(win_gammon),
        lose_gammon,
        lose_backgammon: at(4).min(lose_gammon),
    }
}

/// A backgammon [`Evaluator`] by a value network trained by self-play
/// (see [`ContactTask`] for its inputs).
///
/// The network values the position after a play for the side that has
/// just played; [`evaluate`](Evaluator::evaluate), asked for the side
/// about to throw, gives the other side's answer
/// [flipped](Probabilities::flip).
#[derive(Clone, Debug, PartialEq)]
pub struct NetEvaluator {
    net: Mlp,
    games: u64,
    version: u32,
}

impl NetEvaluator {
    /// The network shipped with the crate, trained by TD(lambda)
    /// self-play under [`BackgammonRules::backgammon`](crate::backgammon::BackgammonRules::backgammon):
    /// encoding version 2 ([`ContactTaskV2`], 217 inputs), 128 hidden
    /// units, 2,320,000 games of self-play (about 1.5 CPU hours): 620,000
    /// of version 1, then the network widened and trained on, from
    /// 880,000 games at a constant step size, and the exponential moving
    /// average of its weights over about its last 100,000 games shipped.
    /// Measured against Tesauro's `pubeval` in mirrored pairs of cubeless
    /// games (5,000 pairs, fresh dice), the crate's player over it
    /// ([`PlayerEvaluator::shipped`](super::PlayerEvaluator::shipped))
    /// scores +0.50 points a game at 0 ply (standard error 0.013; the
    /// version 1 network before it +0.43 on the same dice).
    ///
    /// # Errors
    ///
    /// [`WeightsError`] if the shipped file does not check out, which a
    /// test of the crate rules out for every release.
    pub fn shipped() -> Result<NetEvaluator, WeightsError> {
        NetEvaluator::from_bytes(SHIPPED)
    }

    /// The network shipped for hypergammon with three checkers a side
    /// ([`BackgammonRules::hypergammon_with`](crate::backgammon::BackgammonRules::hypergammon_with)`(3)`):
    /// [`shipped`](NetEvaluator::shipped)'s network (same layout and
    /// encoding) trained on by TD(lambda) self-play of that game for
    /// 280,000 more games (91 CPU seconds). Judged by the game's exact
    /// cubeless money table on the decisions of its own 0-ply games, in a
    /// player with the bear-off databases in races
    /// ([`PlayerEvaluator::shipped_hypergammon`](super::PlayerEvaluator::shipped_hypergammon)),
    /// it loses 0.012 equity a decision at 0 ply, 0.008 at 1 ply (1,000
    /// decisions, standard error 0.001) and 0.0024 at 2 ply (200
    /// decisions, standard error 0.0008), where the backgammon network
    /// loses 0.043, 0.028 and 0.028.
    ///
    /// # Errors
    ///
    /// As [`shipped`](NetEvaluator::shipped).
    pub fn shipped_hypergammon() -> Result<NetEvaluator, WeightsError> {
        NetEvaluator::from_bytes(SHIPPED_HYPERGAMMON)
    }

    /// A network read from a weights file written by
    /// [`Weights::to_bytes`] for this encoding, version 1
    /// ([`ContactTask`]) or 2 ([`ContactTaskV2`]); it reads positions in
    /// the version it was trained for.
    ///
    /// # Errors
    ///
    /// As [`Weights::from_bytes`], and [`WeightsError::Mismatch`] for a
    /// network of another encoding, input count or output count.
    pub fn from_bytes(bytes: &[u8]) -> Result<NetEvaluator, WeightsError> {
        NetEvaluator::from_weights(Weights::from_bytes(bytes)?)
    }

    /// An evaluator from `weights`.
    ///
    /// # Errors
    ///
    /// [`WeightsError::Mismatch`] when the encoding is not
    /// [`ENCODING_NAME`] version 1 or 2, or the network's inputs or
    /// outputs are not that version's.
    pub fn from_weights(weights: Weights) -> Result<NetEvaluator, WeightsError> {
        let layout = weights.net.layout();
        let version = weights.encoding.version;
        let inputs = match version {
            1 => INPUTS,
            2 => INPUTS_V2,
            _ => 0,
        };
        if weights.encoding.name != ENCODING_NAME
            || layout.inputs != inputs
            || layout.outputs != OUTPUTS
        {
            return Err(WeightsError::Mismatch {
                expected: alloc::format!(
                    "{ENCODING_NAME} v1 ({INPUTS} inputs) or v2 ({INPUTS_V2}), {OUTPUTS} outputs"
                ),
                found: alloc::format!("{:?} {:?}", weights.encoding, layout),
            });
        }
        Ok(NetEvaluator {
            net: weights.net,
            games: weights.games,
            version,
        })
    }

    /// The network.
    pub fn net(&self) -> &Mlp {
        &self.net
    }

    /// The self-play games that trained it.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// The inputs this network reads (by its encoding version).
    fn inputs(&self) -> usize {
        if self.version == 2 { INPUTS_V2 } else { INPUTS }
    }

    /// Writes the inputs of `state` for the side that has just played (the
    /// other side to throw) in this network's encoding version.
    fn encode_after_play(&self, state: &BackgammonState, input: &mut [f32]) {
        let mover = Seat(1 - state.turn().0.min(1));
        if self.version == 2 {
            encode_v2(state, mover, input);
        } else {
            encode(state, mover, input);
        }
    }

    /// The chances of the side that has just played, for each state of
    /// `states` (each after a play, the other side to throw): what a
    /// player compares to choose its play.
    pub fn evaluate_plays(&self, states: &[BackgammonState], out: &mut [Probabilities]) {
        self.evaluate_plays_with(states, out, &mut EvalScratch::default());
    }

    /// As [`evaluate_plays`](NetEvaluator::evaluate_plays), in working
    /// memory the caller holds: one batched pass of the network
    /// ([`Mlp::forward_batch`]), no allocation once `scratch` has grown to
    /// the batch.
    pub fn evaluate_plays_with(
        &self,
        states: &[BackgammonState],
        out: &mut [Probabilities],
        scratch: &mut EvalScratch,
    ) {
        let n = states.len().min(out.len());
        scratch.inputs.clear();
        let inputs = self.inputs();
        scratch.inputs.resize(n * inputs, 0.0);
        scratch.outputs.clear();
        scratch.outputs.resize(n * OUTPUTS, 0.0);
        for (state, row) in states.iter().zip(scratch.inputs.chunks_exact_mut(inputs)) {
            self.encode_after_play(state, row);
        }
        self.net
            .forward_batch(&scratch.inputs, &mut scratch.outputs, &mut scratch.net);
        for (slot, row) in out.iter_mut().zip(scratch.outputs.chunks_exact(OUTPUTS)) {
            *slot = probabilities(row);
        }
    }
}

impl Evaluator for NetEvaluator {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        self.evaluate_with(game, state, &mut EvalScratch::default())
    }

    fn evaluate_batch(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
    ) {
        self.evaluate_batch_with(game, states, out, &mut EvalScratch::default());
    }

    fn evaluate_with(
        &self,
        _game: &BackgammonGame,
        state: &BackgammonState,
        scratch: &mut EvalScratch,
    ) -> Probabilities {
        scratch.inputs.clear();
        scratch.inputs.resize(self.inputs(), 0.0);
        self.encode_after_play(state, &mut scratch.inputs);
        probabilities(self.net.forward(&scratch.inputs, &mut scratch.net)).flip()
    }

    fn evaluate_batch_with(
        &self,
        _game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
        scratch: &mut EvalScratch,
    ) {
        self.evaluate_plays_with(states, out, scratch);
        for p in out.iter_mut() {
            *p = p.flip();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RaceGame;
    use crate::backgammon::{BLACK, WHITE};

    #[test]
    fn the_hand_features_count_shots_pips_and_contact() {
        let game = BackgammonGame::backgammon();
        let mut input = [0.0; INPUTS];
        encode(&game.initial_state(), WHITE, &mut input);
        // The opening: 167 pips a side, no blots, in contact.
        assert_eq!(&input[196..198], &[1.0, 1.0]);
        assert_eq!(&input[198..200], &[0.0, 0.0]);
        assert_eq!(&input[204..207], &[0.0, 0.0, 1.0]);
        // A White blot on its 10-point with a Black checker six pips behind
        // it (Black's 21-point): 17 of the 36 rolls hit, both ways.
        let s = game
            .initial_state()
            .with_side(WHITE, &[(10, 1), (1, 14)], 0, 0)
            .with_side(BLACK, &[(21, 1), (1, 14)], 0, 0);
        encode(&s, WHITE, &mut input);
        assert_eq!(&input[204..207], &[17.0 / 36.0, 17.0 / 36.0, 1.0]);
        assert_eq!(input[9 * 4], 1.0); // White's 10-point, first unit
        assert_eq!(input[96 + 20 * 4], 1.0); // Black's 21-point, by Black's numbers
        assert_eq!(input[3], 11.0 / 2.0); // 14 on the 1-point: (14 - 3) / 2
        // Past each other: a race.
        let race = s.with_side(BLACK, &[(3, 1), (1, 14)], 0, 0);
        encode(&race, WHITE, &mut input);
        assert_eq!(input[206], 0.0);
    }

    #[test]
    fn outputs_are_made_consistent() {
        let p = probabilities(&[0.3, 0.5, 0.6, 0.9, 0.95]);
        assert_eq!(p.win_gammon, 0.3);
        assert_eq!(p.win_backgammon, 0.3);
        assert!((p.lose_gammon - 0.7).abs() < 1e-6);
        assert_eq!(p.lose_backgammon, p.lose_gammon);
        assert_eq!(probabilities(&[]), Probabilities::default());
    }
}

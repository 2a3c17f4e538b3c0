//! gnubg as a judge of the bot: its checker plays ([`judge`], several
//! players paired on the same decisions) and its cube decisions
//! ([`judge_cube`]), through gnubg's `external` command (the client of
//! [`crate::gnubg_external`]).
//!
//! Checker plays: the bot plays itself; at each decision with more than
//! one play gnubg is asked for its play and, when a judged player's
//! differs, for its cubeless equity of both end positions
//! (`evaluation fibsboard ... PLIES n CUBELESS`); the error is the
//! difference. Cube decisions: in the bot's own money games (cube on, no
//! Jacoby rule, no beavers) gnubg is asked at each decision to double or
//! roll and to take or pass what it would do; the counts that differ.

use racegame::backgammon::bot::is_contact;
use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, CubeRules, Phase, Play,
};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, Seat, ToAct};

use crate::gnubg_external::{Evaluators, Gnubg, bot, fibs_board, matching};

/// gnubg's cubeless equity, at the plies it was started with, of the
/// position after `play` for the side that played it.
fn equity_after(
    gnubg: &mut Gnubg,
    game: &BackgammonGame,
    play: &Play,
    mover: Seat,
) -> Result<f64, String> {
    let end = play.state();
    if let Some(r) = game.result(end) {
        let points = f64::from(r.points);
        return Ok(if r.winner == mover { points } else { -points });
    }
    let line = format!(
        "evaluation fibsboard {} PLIES {} CUBELESS\n",
        fibs_board(end)?.trim(),
        gnubg.plies
    );
    let reply = gnubg.ask_line(&line)?;
    let values: Vec<f64> = reply
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    let equity = values.get(5).ok_or(format!("gnubg: {reply}"))?;
    // The position is the opponent's to throw: its equity, negated.
    Ok(-equity)
}

/// Per decision the equity lost by each judged player (the first, then
/// each of the others in order): contact decisions, then race.
pub type Judged = [Vec<Vec<f64>>; 2];

/// Judges the checker plays of `spec` in its own games (it plays itself)
/// with gnubg: per decision with more than one play, the equity of
/// gnubg's choice minus that of the player's, both valued by gnubg; each
/// player of `also` is judged on the same decisions (a paired
/// comparison). `tick` gets the decisions so far after each one.
///
/// # Errors
///
/// Those of the socket, an unknown player, and a reply of gnubg's that is
/// no play.
pub fn judge(
    gnubg: &mut Gnubg,
    spec: &str,
    also: &[String],
    eval: &Evaluators,
    decisions: usize,
    seed: u64,
    mut tick: impl FnMut(&Judged),
) -> Result<Judged, String> {
    let g = BackgammonGame::backgammon();
    let mut errors: Judged = Default::default();
    for game_index in 0.. {
        let mut dice = Dice::seeded(seed.wrapping_mul(7919).wrapping_add(game_index));
        let mut players = [bot(spec, eval)?, bot(spec, eval)?];
        let mut state = g.initial_state();
        while !g.is_over(&state) {
            if errors[0].len() + errors[1].len() >= decisions {
                return Ok(errors);
            }
            let seat = match g.to_act(&state) {
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(&g, &state).ok_or("no throw")?;
                    state = g.apply(&state, throw).map_err(|e| e.to_string())?.0;
                    continue;
                }
                ToAct::Player(seat) => seat,
                ToAct::Nobody => break,
            };
            let plays = g.plays(&state);
            let player = &mut *players[seat.index()];
            let chosen = chosen_play(&g, &state, &plays, player, &mut dice)?;
            if plays.len() > 1 {
                let row = judge_row(gnubg, &g, &state, &plays, chosen, also, eval, &dice)?;
                errors[usize::from(!is_contact(&state))].push(row);
                tick(&errors);
            }
            state = *plays[chosen].state();
        }
    }
    Ok(errors)
}

/// The equity lost at one decision by the player (who chose `chosen`)
/// and by each of `also` (each choosing with a copy of the dice).
#[allow(clippy::too_many_arguments)]
fn judge_row(
    gnubg: &mut Gnubg,
    g: &BackgammonGame,
    state: &BackgammonState,
    plays: &[Play],
    chosen: usize,
    also: &[String],
    eval: &Evaluators,
    dice: &Dice,
) -> Result<Vec<f64>, String> {
    let seat = state.turn();
    let reply = gnubg.ask(state)?;
    let best =
        matching(state, plays, &reply).ok_or(format!("gnubg's '{reply}' matches no play"))?;
    let mut best_equity = None;
    let mut lost = |i: usize| -> Result<f64, String> {
        if i == best {
            return Ok(0.0);
        }
        let gain = match best_equity {
            Some(e) => e,
            None => *best_equity.insert(equity_after(gnubg, g, &plays[best], seat)?),
        };
        Ok((gain - equity_after(gnubg, g, &plays[i], seat)?).max(0.0))
    };
    let mut row = vec![lost(chosen)?];
    for other in also {
        let mut p = bot(other, eval)?;
        let mut copy = dice.clone();
        let i = chosen_play(g, state, plays, p.as_mut(), &mut copy)?;
        row.push(if i == chosen { row[0] } else { lost(i)? });
    }
    Ok(row)
}

/// The index in `plays` of the play the bot chooses in `state` (a turn's
/// start), found by letting it play its moves on a copy.
fn chosen_play(
    g: &BackgammonGame,
    state: &BackgammonState,
    plays: &[Play],
    player: &mut (dyn Policy<BackgammonGame> + '_),
    dice: &mut Dice,
) -> Result<usize, String> {
    let mut s = *state;
    let mut legal = Vec::new();
    let mover = state.turn();
    while s.turn() == mover && matches!(s.phase(), Phase::AwaitingMove(_)) {
        g.legal_actions(&s, &mut legal);
        let i = player.choose(g, &s, &legal, dice.rng_mut());
        s = g.apply(&s, legal[i]).map_err(|e| e.to_string())?.0;
    }
    plays
        .iter()
        .position(|p| {
            let e = p.state();
            // Both sides: two plays may end alike but for the blot hit.
            let them = Seat(1 - mover.0);
            (0..26u8).all(|q| {
                e.count(mover, q) == s.count(mover, q) && e.count(them, q) == s.count(them, q)
            })
        })
        .ok_or("the bot's play is not one of the roll's".to_string())
}

/// Cube decisions compared: `[bot's][gnubg's]` counts, for the doubler
/// (0 no double, 1 double) and for the side doubled (0 take, 1 pass).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CubeTally {
    /// Double (1) or roll (0): the bot's choice, then gnubg's.
    pub double: [[u64; 2]; 2],
    /// Pass (1) or take (0): the bot's choice, then gnubg's.
    pub take: [[u64; 2]; 2],
}

impl CubeTally {
    /// The decisions counted.
    pub fn total(&self) -> u64 {
        self.double.iter().chain(&self.take).flatten().sum()
    }
}

/// Compares the cube decisions of `spec` in its own money games (cube on,
/// no Jacoby rule, no beavers: start gnubg with `set jacoby off`, `set
/// beavers 0`) with gnubg's answers as a player (`double` or `roll`,
/// `take` or `drop`), over `decisions` decisions with a choice; `tick`
/// after each.
///
/// # Errors
///
/// Those of the socket and of an unknown player.
pub fn judge_cube(
    gnubg: &mut Gnubg,
    spec: &str,
    eval: &Evaluators,
    decisions: u64,
    seed: u64,
    mut tick: impl FnMut(&CubeTally),
) -> Result<CubeTally, String> {
    let rules = BackgammonRules::backgammon().with_cube(CubeRules::money());
    let g = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
    let mut tally = CubeTally::default();
    let mut legal = Vec::new();
    for game_index in 0.. {
        let mut dice = Dice::seeded(seed.wrapping_mul(7919).wrapping_add(game_index));
        let mut players = [bot(spec, eval)?, bot(spec, eval)?];
        let mut state = g.initial_state();
        loop {
            if tally.total() >= decisions {
                return Ok(tally);
            }
            let seat = match g.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(&g, &state).ok_or("no throw")?;
                    state = g.apply(&state, throw).map_err(|e| e.to_string())?.0;
                    continue;
                }
                ToAct::Player(seat) => seat,
            };
            g.legal_actions(&state, &mut legal);
            let i = players[seat.index()].choose(&g, &state, &legal, dice.rng_mut());
            let action = legal[i.min(legal.len() - 1)];
            if matches!(state.phase(), Phase::AwaitingCube | Phase::Doubled) && legal.len() > 1 {
                let mut b = g.fibs_board(&state).map_err(|e| e.to_string())?;
                b.player = "gnubg".into();
                b.opponent = "bot".into();
                b.match_length = 0;
                let reply = gnubg.ask_line(&(b.to_string() + "\n"))?;
                let theirs = usize::from(matches!(reply.as_str(), "double" | "drop"));
                match action {
                    BackgammonAction::Double => tally.double[1][theirs] += 1,
                    BackgammonAction::Roll => tally.double[0][theirs] += 1,
                    BackgammonAction::Pass => tally.take[1][theirs] += 1,
                    _ => tally.take[0][theirs] += 1,
                }
                tick(&tally);
            }
            state = g.apply(&state, action).map_err(|e| e.to_string())?.0;
        }
    }
    Ok(tally)
}

/// The lines that report a cube comparison of `spec`.
pub fn cube_report(spec: &str, t: &CubeTally) -> String {
    let mut out = String::new();
    for (name, m, no, yes) in [
        ("double or roll", &t.double, "roll", "double"),
        ("take or pass", &t.take, "take", "pass"),
    ] {
        let n: u64 = m.iter().flatten().sum();
        let differ = m[0][1] + m[1][0];
        let p = differ as f64 / (n.max(1)) as f64;
        out += &format!(
            "{spec}, {name}: {n} decisions, {differ} differ from gnubg's ({:.1}% ± {:.1}): \
             bot {no} / gnubg {yes} {}, bot {yes} / gnubg {no} {}, both {yes} {}\n",
            100.0 * p,
            100.0 * (p * (1.0 - p) / n.max(1) as f64).sqrt(),
            m[0][1],
            m[1][0],
            m[1][1]
        );
    }
    out
}

/// The line that reports one error rate: 1000 times the mean of `e` with
/// its standard error.
pub fn rate_line(spec: &str, name: &str, e: &[f64]) -> String {
    let (mean, se) = crate::gnubg_external::mean_and_error(e);
    format!(
        "{spec}, {name}: {} decisions, error rate {:.1} (1000 x mean equity lost), standard error {:.1}",
        e.len(),
        1000.0 * mean,
        1000.0 * se
    )
}

/// The lines that report a judging run: each player's rate, contact and
/// race apart, and each other player's paired difference from the first's.
pub fn judge_report(spec: &str, also: &[String], judged: &Judged) -> String {
    let mut out = String::new();
    for (name, e) in [("contact", &judged[0]), ("race", &judged[1])] {
        let column = |k: usize| -> Vec<f64> { e.iter().map(|x| x[k]).collect() };
        out += &rate_line(spec, name, &column(0));
        out.push('\n');
        for (k, other) in also.iter().enumerate() {
            out += &rate_line(other, name, &column(k + 1));
            out.push('\n');
            let d: Vec<f64> = e.iter().map(|x| x[k + 1] - x[0]).collect();
            out += &rate_line(&format!("{other} minus {spec} (paired)"), name, &d);
            out.push('\n');
        }
    }
    out
}

/// The running means of a judging run (1000 x mean equity lost per
/// player, contact then race, with their decision counts).
pub fn progress_line(errors: &Judged) -> String {
    let means = |e: &[Vec<f64>]| -> String {
        let k = e.first().map_or(0, Vec::len);
        (0..k)
            .map(|j| {
                let m = e.iter().map(|x| x[j]).sum::<f64>() / e.len().max(1) as f64;
                format!("{:.1}", 1000.0 * m)
            })
            .collect::<Vec<_>>()
            .join(" / ")
    };
    format!(
        "{} decisions: contact {} ({}), race {} ({})",
        errors[0].len() + errors[1].len(),
        means(&errors[0]),
        errors[0].len(),
        means(&errors[1]),
        errors[1].len()
    )
}

//! The shipped backgammon player judged by exact tables: its checker plays in two-checker hypergammon at 0, 1 and 2 ply, against the solved cubeless money equities, and its cube decisions against the solved cubeful ones.

use racegame::backgammon::bot::{
    Bot, Level, NetEvaluator, PlayerEvaluator, RaceEvaluator, Search, ShippedNet,
};
use racegame::backgammon::solve::{Cube, CubeRules, CubefulBot, CubefulTable, Solver};
use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, Phase,
};
use racegame::play::Policy;
use racegame::solve::{Objective, SolveOptions, Table};
use racegame::{Dice, RaceGame, ToAct};

fn hyper(checkers: u8) -> BackgammonGame {
    BackgammonGame::new(BackgammonRules::hypergammon_with(checkers).unwrap()).unwrap()
}

/// The decisions (states awaiting a play of more than one choice) of
/// `games` seeded games played by `search` at 0 ply.
fn decisions(
    game: &BackgammonGame,
    search: &Search<'_, PlayerEvaluator>,
    games: u64,
) -> Vec<BackgammonState> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut dice = Dice::seeded(1000 + g);
        let mut state = game.initial_state();
        loop {
            match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(game, &state).unwrap();
                    state = game.apply(&state, throw).unwrap().0;
                }
                ToAct::Player(seat) => {
                    let plays = game.plays(&state);
                    if plays.len() > 1 {
                        out.push(state);
                    }
                    state = *search.best(game, &plays, seat, 0).unwrap().play.state();
                }
            }
        }
    }
    out
}

/// The equity `search`'s choice at `ply` loses against the best play, by
/// the exact table.
fn loss(
    game: &BackgammonGame,
    table: &Table,
    search: &Search<'_, PlayerEvaluator>,
    state: &BackgammonState,
    ply: u8,
) -> f64 {
    let plays = game.plays(state);
    let mover = state.turn();
    let value = |s: &BackgammonState| table.value_for(game, s, mover).unwrap();
    let best = plays
        .iter()
        .map(|p| value(p.state()))
        .fold(f64::NEG_INFINITY, f64::max);
    let chosen = search.best(game, &plays, mover, ply).unwrap();
    best - value(chosen.play.state())
}

#[test]
fn the_shipped_player_loses_little_equity_in_two_checker_hypergammon_and_less_looking_ahead() {
    let game = hyper(2);
    let money = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
    let table = Solver::new(&game, &money)
        .unwrap()
        .cubeless(&money)
        .unwrap();
    // The hypergammon network (`ShippedNet::for_rules`), with the
    // bear-off databases for up to three checkers.
    let eval = ShippedNet::for_rules(game.rules()).player().unwrap();
    assert_eq!(ShippedNet::for_rules(game.rules()), ShippedNet::Hypergammon);
    let search = Search::new(&eval);
    let states = decisions(&game, &search, 30);
    assert!(states.len() > 100, "{} decisions", states.len());
    let mean = |ply: u8, n: usize| {
        let n = n.min(states.len());
        states[..n]
            .iter()
            .map(|s| loss(&game, &table, &search, s, ply))
            .sum::<f64>()
            / n as f64
    };
    let (zero, one, two) = (mean(0, 300), mean(1, 300), mean(2, 30));
    let zero30 = mean(0, 30);
    println!(
        "mean equity lost: 0-ply {zero:.4}, 1-ply {one:.4}; first 30: 0-ply {zero30:.4}, 2-ply {two:.4}"
    );
    // Measured when written: 0-ply 0.0127, 1-ply 0.0076 (300 decisions);
    // on the first 30, 0-ply 0.0056 and 2-ply 0.0047 (the backgammon
    // network: 0.043, 0.024; 0.051, 0.007). Each deeper level loses less.
    assert!(zero < 0.02 && one < 0.8 * zero, "0-ply {zero}, 1-ply {one}");
    assert!(two < 0.008 && two < zero30, "2-ply {two}, 0-ply {zero30}");
}

#[test]
fn the_odd_ply_blend_values_each_kept_play_at_the_mean_of_zero_and_one_ply() {
    let game = hyper(2);
    let eval = PlayerEvaluator::new(
        NetEvaluator::shipped().unwrap(),
        RaceEvaluator::build(2, 2).unwrap(),
    );
    let plain = Search::new(&eval);
    let blend = Search::new(&eval).with_odd_ply_blend(true);
    let states = decisions(&game, &plain, 2);
    assert!(states.len() > 5);
    for state in states.iter().take(5) {
        let plays = game.plays(state);
        let mover = state.turn();
        for s in blend.rank(&game, &plays, mover, 1) {
            let end = s.play.state();
            let want = (plain.after(&game, end, mover, 0).equity()
                + plain.after(&game, end, mover, 1).equity())
                / 2.0;
            let at_zero = plain.after(&game, end, mover, 0).equity();
            let got = s.chances.equity();
            if s.ply == 1 {
                assert!((got - want).abs() < 1e-5, "{got} against {want}");
            } else {
                assert!((got - at_zero).abs() < 1e-6, "left at 0 ply");
            }
        }
        // At 2 ply nothing is blended.
        let two = blend.rank(&game, &plays, mover, 2);
        let plain_two = plain.rank(&game, &plays, mover, 2);
        assert_eq!(two, plain_two);
    }
}

/// The equity (per unit of the cube before a double) the choice `action`
/// loses in `state`, a cube decision of `game` (the cube on), by the
/// exact cubeful `table` of `base` (the same rules without the cube): a
/// double is valued as the other side answers it best.
fn cube_loss(
    base: &BackgammonGame,
    table: &CubefulTable,
    state: &BackgammonState,
    action: BackgammonAction,
) -> f64 {
    let doubler = state.turn();
    let value = state.cube_value();
    let cube = match state.cube_owner() {
        None => Cube::Centred,
        Some(o) if o == doubler => Cube::Mine(value),
        Some(_) => Cube::Theirs(value),
    };
    let position = state.with_cube(0, None).with_turn(doubler);
    let d = table.decision(base, &position, cube).unwrap();
    let v = f64::from(value);
    let (nd, dp) = (d.no_double / v, d.double_pass / v);
    let dt = d.double_take.unwrap() / v;
    match action {
        BackgammonAction::Double => nd.max(dt.min(dp)) - dt.min(dp),
        BackgammonAction::Roll => nd.max(dt.min(dp)) - nd,
        BackgammonAction::Take => dt - dt.min(dp),
        BackgammonAction::Pass => dp - dt.min(dp),
        other => panic!("{other:?} is no cube action"),
    }
}

/// The mean loss of `player`'s cube actions in its own money games
/// (`games` seeded games, the cube on, no Jacoby rule, no beavers):
/// (double or roll, take or pass), each with its count.
fn cube_losses(
    base: &BackgammonGame,
    table: &CubefulTable,
    player: &mut dyn Policy<BackgammonGame>,
    games: u64,
) -> [(f64, usize); 2] {
    let game = BackgammonGame::new(base.rules().with_cube(CubeRules::money())).unwrap();
    let mut sums = [(0.0, 0); 2];
    let mut legal = Vec::new();
    for g in 0..games {
        let mut dice = Dice::seeded(5000 + g);
        let mut state = game.initial_state();
        while let ToAct::Player(_) | ToAct::Chance(_) = game.to_act(&state) {
            if let ToAct::Chance(_) = game.to_act(&state) {
                let throw = dice.throw_for(&game, &state).unwrap();
                state = game.apply(&state, throw).unwrap().0;
                continue;
            }
            game.legal_actions(&state, &mut legal);
            let action = legal[player.choose(&game, &state, &legal, dice.rng_mut())];
            let answer = state.phase() == Phase::Doubled;
            if legal.len() > 1 && (answer || state.phase() == Phase::AwaitingCube) {
                let slot = &mut sums[usize::from(answer)];
                slot.0 += cube_loss(base, table, &state, action);
                slot.1 += 1;
            }
            state = game.apply(&state, action).unwrap().0;
        }
    }
    sums.map(|(sum, n)| (sum / n.max(1) as f64, n))
}

#[test]
fn the_shipped_players_cube_decisions_lose_little_against_the_exact_cubeful_table() {
    let base = hyper(2);
    let money = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
    let table = Solver::new(&base, &money)
        .unwrap()
        .cubeful(CubeRules::money(), &money)
        .unwrap();
    // The judge can tell: the table's own bot loses nothing.
    let mut exact = CubefulBot::new(&table);
    let [(d, nd), (t, nt)] = cube_losses(&base, &table, &mut exact, 30);
    assert!(nd > 50 && nt > 5, "{nd} doubles, {nt} takes");
    assert!(d.abs() < 1e-9 && t.abs() < 1e-9, "exact: {d} {t}");
    // The network the crate plays here (`ShippedNet::for_rules`: the
    // hypergammon network).
    let eval = ShippedNet::for_rules(base.rules()).player().unwrap();
    let mut bot = Bot::new(&eval, Level::Intermediate);
    let [(d, nd), (t, nt)] = cube_losses(&base, &table, &mut bot, 30);
    println!("0-ply: double or roll {d:.4} ({nd}), take or pass {t:.4} ({nt})");
    // Measured when written (30 games): see the assertion's message.
    assert!(nd > 50 && nt > 5, "{nd} doubles, {nt} takes");
    assert!(
        d > 0.0 && d < 0.06 && t < 0.3,
        "double or roll {d}, take or pass {t}"
    );
}

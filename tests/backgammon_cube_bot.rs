//! The cube-deciding bot: one checker a side of hypergammon with the doubling cube, each of its choices against the solved table's values, and whole money games against a random player.

use racegame::backgammon::solve::{Cube, CubeRules, CubefulBot, CubefulTable, Solver};
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, Phase, WHITE,
};
use racegame::play::{Policy, RandomPolicy};
use racegame::solve::{Objective, SolveError, SolveOptions};
use racegame::{Dice, RaceGame, ToAct};

fn rules() -> BackgammonRules {
    BackgammonRules::hypergammon_with(1).unwrap()
}

fn money() -> SolveOptions {
    SolveOptions::default().with_objective(Objective::ExpectedPayoff)
}

fn table(cube: CubeRules) -> CubefulTable {
    let game = BackgammonGame::new(rules()).unwrap();
    Solver::new(&game, &money())
        .unwrap()
        .cubeful(cube, &money())
        .unwrap()
}

fn with_cube(cube: CubeRules) -> BackgammonGame {
    BackgammonGame::new(rules().with_cube(cube)).unwrap()
}

/// White's checker on `white` and Black's on `black`, each by its own
/// numbers, in `game`.
fn position(game: &BackgammonGame, white: u8, black: u8) -> BackgammonState {
    game.initial_state()
        .with_side(WHITE, &[(white, 1)], 0, 0)
        .with_side(BLACK, &[(black, 1)], 0, 0)
}

/// Every position of one checker a side on the board.
fn positions(game: &BackgammonGame) -> impl Iterator<Item = BackgammonState> + '_ {
    (1..=24u8).flat_map(move |w| {
        (1..=24u8)
            .filter(move |&b| 25 - b != w)
            .map(move |b| position(game, w, b))
    })
}

#[test]
fn a_certain_backgammon_is_played_on_and_under_jacoby_doubled_out() {
    // White bears off with any roll; Black's checker stands in White's home
    // board: a backgammon, worth 3 with the cube in the middle.
    let plain = with_cube(CubeRules::money());
    let plain_table = table(CubeRules::money());
    let s = position(&plain, 1, 23).with_cube_decision(WHITE, false);
    let bot = CubefulBot::new(&plain_table);
    assert_eq!(bot.choice(&plain, &s), Ok(BackgammonAction::Roll));
    // Under the Jacoby rule the centred cube counts it 1: double, and the
    // side doubled passes (taking would lose 6).
    let jacoby_rules = CubeRules::money().with_jacoby(true);
    let jacoby = with_cube(jacoby_rules);
    let jacoby_table = table(jacoby_rules);
    let bot = CubefulBot::new(&jacoby_table);
    let s = position(&jacoby, 1, 23).with_cube_decision(WHITE, false);
    assert_eq!(bot.choice(&jacoby, &s), Ok(BackgammonAction::Double));
    let (doubled, _) = jacoby.apply(&s, BackgammonAction::Double).unwrap();
    assert_eq!(bot.choice(&jacoby, &doubled), Ok(BackgammonAction::Pass));
    let (over, _) = jacoby.apply(&doubled, BackgammonAction::Pass).unwrap();
    assert_eq!(jacoby.payoff(&over, WHITE), Some(1));
}

/// What the doubler's answer leaves it, in points, by the table: a pass
/// the cube, a take or a beaver the doubler's throw against the taker's
/// cube of two or four.
fn doubler_after(
    table: &CubefulTable,
    base: &BackgammonGame,
    s: &BackgammonState,
    answer: BackgammonAction,
) -> f64 {
    let against = |v| table.decision(base, s, Cube::Theirs(v)).unwrap().no_double;
    match answer {
        BackgammonAction::Pass => 1.0,
        BackgammonAction::Take => against(2),
        BackgammonAction::Beaver => against(4),
        other => panic!("not an answer: {other:?}"),
    }
}

#[test]
fn the_side_doubled_answers_with_what_costs_it_least() {
    let cube = CubeRules::money().with_beavers(true);
    let game = with_cube(cube);
    let base = BackgammonGame::new(rules()).unwrap();
    let t = table(cube);
    let bot = CubefulBot::new(&t);
    let mut seen = [0usize; 3];
    for s in positions(&game) {
        let doubled = s.with_cube_decision(WHITE, true);
        let answer = bot.choice(&game, &doubled).unwrap();
        let mut legal = Vec::new();
        game.legal_actions(&doubled, &mut legal);
        assert!(legal.contains(&answer));
        let thrown = s.with_turn(WHITE);
        let got = doubler_after(&t, &base, &thrown, answer);
        let best = legal
            .iter()
            .map(|&a| doubler_after(&t, &base, &thrown, a))
            .fold(f64::INFINITY, f64::min);
        assert!(
            got <= best + 1e-9,
            "{s}: {answer:?} leaves {got}, best {best}"
        );
        let i = legal.iter().position(|&a| a == answer).unwrap();
        seen[i] += 1;
    }
    // Every answer is right somewhere: takes, passes and beavers.
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

#[test]
fn the_bot_doubles_exactly_where_the_table_says_doubling_is_right() {
    let game = with_cube(CubeRules::money());
    let base = BackgammonGame::new(rules()).unwrap();
    let t = table(CubeRules::money());
    let bot = CubefulBot::new(&t);
    let (mut doubles, mut rolls) = (0, 0);
    for s in positions(&game) {
        for (owner, cube) in [(None, Cube::Centred), (Some(WHITE), Cube::Mine(2))] {
            let doublings = u8::from(owner.is_some());
            let decide = s
                .with_cube(doublings, owner)
                .with_cube_decision(WHITE, false);
            let d = t.decision(&base, &s.with_turn(WHITE), cube).unwrap();
            let choice = bot.choice(&game, &decide).unwrap();
            // Doubling is right where the double's worth (the worse of a
            // take and a pass for the doubler) is at least playing on.
            let double = d.double_take.unwrap().min(d.double_pass);
            let right = double >= d.no_double;
            assert_eq!(choice == BackgammonAction::Double, right, "{decide}");
            if right { doubles += 1 } else { rolls += 1 }
        }
    }
    assert!(doubles > 0 && rolls > 0);
}

#[test]
fn the_bot_moves_along_the_play_of_highest_value() {
    let game = with_cube(CubeRules::money());
    let base = BackgammonGame::new(rules()).unwrap();
    let t = table(CubeRules::money());
    let bot = CubefulBot::new(&t);
    let mut dice = Dice::seeded(11);
    for s in positions(&game).step_by(7) {
        let thrown = s.with_turn(WHITE);
        let roll = dice.throw_for(&base, &thrown).unwrap();
        let (moving, _) = base.apply(&thrown, roll).unwrap();
        if !matches!(moving.phase(), Phase::AwaitingMove(_)) {
            continue;
        }
        let values = t.play_values(&base, &moving, Cube::Centred).unwrap();
        let best = values
            .iter()
            .map(|(_, v)| *v)
            .fold(f64::NEG_INFINITY, f64::max);
        let under_cube = moving.with_cube(0, None);
        let first = bot.choice(&game, &under_cube).unwrap();
        // Some play of the best value starts with the bot's move.
        assert!(
            values
                .iter()
                .any(|(p, v)| (v - best).abs() < 1e-12 && p.actions().next() == Some(first)),
            "{moving}: {first}"
        );
    }
}

/// One money game from the start, `white` and `black` choosing, to its end:
/// White's points.
fn play(
    game: &BackgammonGame,
    white: &mut dyn Policy<BackgammonGame>,
    black: &mut dyn Policy<BackgammonGame>,
    seed: u64,
) -> i64 {
    let mut dice = Dice::seeded(seed);
    let mut rng = Dice::seeded(seed ^ 0x5eed);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    while !game.is_over(&state) {
        let action = match game.to_act(&state) {
            ToAct::Player(seat) => {
                game.legal_actions(&state, &mut legal);
                let policy: &mut dyn Policy<BackgammonGame> = if seat == WHITE {
                    &mut *white
                } else {
                    &mut *black
                };
                legal[policy.choose(game, &state, &legal, rng.rng_mut())]
            }
            _ => dice.throw_for(game, &state).unwrap(),
        };
        state = game.apply(&state, action).unwrap().0;
    }
    game.payoff(&state, WHITE).unwrap()
}

#[test]
fn the_bot_wins_points_from_a_random_player_from_either_seat() {
    // A cap of 16 keeps the random player's wild cubes from swamping the
    // mean.
    let cube = CubeRules::money()
        .with_beavers(true)
        .with_max_doublings(Some(4));
    let game = with_cube(cube);
    let t = table(cube);
    let games = 300u64;
    let mut points = Vec::new();
    for seed in 0..games {
        let mut bot = CubefulBot::new(&t);
        let mut random = RandomPolicy;
        let p = if seed % 2 == 0 {
            play(&game, &mut bot, &mut random, seed)
        } else {
            -play(&game, &mut random, &mut bot, seed)
        };
        points.push(p as f64);
    }
    let n = points.len() as f64;
    let mean = points.iter().sum::<f64>() / n;
    let var = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0);
    let se = (var / n).sqrt();
    assert!(
        mean > 4.0 * se && mean > 0.5,
        "mean {mean}, standard error {se}"
    );
}

#[test]
fn a_table_that_does_not_fit_the_game_is_refused() {
    let t = table(CubeRules::money());
    let bot = CubefulBot::new(&t);
    let cubeless = BackgammonGame::new(rules()).unwrap();
    let s = cubeless.initial_state();
    assert!(matches!(
        bot.choice(&cubeless, &s),
        Err(SolveError::Cube(_))
    ));
    let jacoby = with_cube(CubeRules::money().with_jacoby(true));
    assert!(matches!(
        bot.choice(&jacoby, &jacoby.initial_state()),
        Err(SolveError::Cube(_))
    ));
    let a_match = BackgammonGame::new(rules().with_match(5)).unwrap();
    assert!(matches!(
        bot.choice(&a_match, &a_match.initial_state()),
        Err(SolveError::Cube(_))
    ));
    let two = BackgammonGame::new(
        BackgammonRules::hypergammon_with(2)
            .unwrap()
            .with_cube(CubeRules::money()),
    )
    .unwrap();
    let decide = two
        .initial_state()
        .with_turn(WHITE)
        .with_cube_decision(WHITE, false);
    assert!(matches!(
        bot.choice(&two, &decide),
        Err(SolveError::WrongRules { .. })
    ));
}

#[test]
fn the_bot_is_not_asked_where_chance_acts_or_the_game_is_over() {
    let game = with_cube(CubeRules::money());
    let t = table(CubeRules::money());
    let bot = CubefulBot::new(&t);
    let opening = game.initial_state();
    assert!(matches!(
        bot.choice(&game, &opening),
        Err(SolveError::InvalidState(_))
    ));
    let over = game.finished(position(&game, 1, 23).with_side(WHITE, &[], 0, 1), WHITE);
    assert_eq!(bot.choice(&game, &over), Err(SolveError::GameOver));
    // As a policy it then plays the first legal action.
    let mut policy = bot;
    let legal = [BackgammonAction::Roll, BackgammonAction::Double];
    assert_eq!(
        policy.choose(&game, &opening, &legal, Dice::seeded(1).rng_mut()),
        0
    );
}

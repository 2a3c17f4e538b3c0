//! The solver's two objectives, the chance of winning and the expected payoff: a gamble solved by hand where they pick different moves, Ludo where they must agree, and games that are not zero-sum refused.

use racegame::chance::{Chance, ChanceRef, Probability};
use racegame::ludo::{GameEnd, LudoGame, LudoRules, PlacePoints};
use racegame::play::{Policy, Session};
use racegame::solve::{self, Objective, PerfectBot, SolveError, SolveKey, SolveOptions, Table};
use racegame::ur::{UrGame, UrRules};
use racegame::{EventSink, Outcome, RaceGame, Seat, ToAct, TurnError};

/// A gamble for two: seat 0 is dealt in (a throw with one outcome), then
/// chooses to take a sure single win, or to toss a coin: heads wins four
/// points, tails loses one. Seat 1 never chooses.
///
/// By hand: safe is worth a win for sure (chance 1, one point); the coin a
/// win half the time (chance 1/2) but 4/2 - 1/2 = 3/2 points on average.
/// A player after wins stays safe; a player after points tosses the coin.
#[derive(Debug)]
struct Gamble {
    deal: Chance<Move>,
    coin: Chance<Move>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Move {
    Deal,
    Safe,
    Toss,
    Heads,
    Tails,
}

/// Where the gamble stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Stage {
    Dealing,
    Choosing,
    Tossing,
    /// Seat 0 won, worth this many points.
    Won(i64),
    /// Seat 1 won a single point.
    Lost,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
enum GambleError {
    #[error(transparent)]
    Turn(#[from] TurnError),
    #[error("not a move of this stage")]
    Illegal,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("never")]
struct NoStateError;

impl Gamble {
    fn new() -> Self {
        let half = Probability::new(1, 2).unwrap();
        Gamble {
            deal: Chance::weighted(vec![(Move::Deal, Probability::new(1, 1).unwrap())]).unwrap(),
            coin: Chance::weighted(vec![(Move::Heads, half), (Move::Tails, half)]).unwrap(),
        }
    }
}

impl RaceGame for Gamble {
    type State = Stage;
    type Action = Move;
    type Event = ();
    type Error = GambleError;
    type StateError = NoStateError;

    fn seats(&self) -> usize {
        2
    }
    fn initial_state(&self) -> Stage {
        Stage::Dealing
    }
    fn to_act(&self, s: &Stage) -> ToAct {
        match s {
            Stage::Dealing | Stage::Tossing => ToAct::Chance(Seat(0)),
            Stage::Choosing => ToAct::Player(Seat(0)),
            _ => ToAct::Nobody,
        }
    }
    fn chance(&self, s: &Stage) -> Option<ChanceRef<'_, Move>> {
        match s {
            Stage::Dealing => Some((&self.deal).into()),
            Stage::Tossing => Some((&self.coin).into()),
            _ => None,
        }
    }
    fn is_throw(&self, a: &Move) -> bool {
        matches!(a, Move::Deal | Move::Heads | Move::Tails)
    }
    fn legal_actions(&self, s: &Stage, out: &mut Vec<Move>) {
        out.clear();
        match s {
            Stage::Choosing => out.extend([Move::Safe, Move::Toss]),
            _ => out.extend(self.chance_outcomes(s).iter().map(|&(a, _)| a)),
        }
    }
    fn apply_mut(
        &self,
        s: &mut Stage,
        a: Move,
        _: &mut impl EventSink<()>,
    ) -> Result<(), GambleError> {
        *s = match (*s, a) {
            (Stage::Dealing, Move::Deal) => Stage::Choosing,
            (Stage::Choosing, Move::Safe) => Stage::Won(1),
            (Stage::Choosing, Move::Toss) => Stage::Tossing,
            (Stage::Tossing, Move::Heads) => Stage::Won(4),
            (Stage::Tossing, Move::Tails) => Stage::Lost,
            _ => return Err(GambleError::Illegal),
        };
        Ok(())
    }
    fn outcome(&self, s: &Stage) -> Option<Outcome> {
        match s {
            Stage::Won(_) => Some(Outcome::Winner(Seat(0))),
            Stage::Lost => Some(Outcome::Winner(Seat(1))),
            _ => None,
        }
    }
    /// Zero-sum: what one seat wins the other loses.
    fn payoff(&self, s: &Stage, seat: Seat) -> Option<i64> {
        let to_seat_0 = match s {
            Stage::Won(points) => *points,
            Stage::Lost => -1,
            _ => return None,
        };
        Some(if seat == Seat(0) {
            to_seat_0
        } else {
            -to_seat_0
        })
    }
    fn validate(&self, _: &Stage) -> Result<(), NoStateError> {
        Ok(())
    }
}

impl SolveKey for Gamble {
    fn solve_key(&self, s: &Stage) -> Option<u64> {
        match s {
            Stage::Dealing => Some(0),
            Stage::Tossing => Some(1),
            _ => None,
        }
    }
    fn state_of_key(&self, key: u64) -> Option<Stage> {
        [Stage::Dealing, Stage::Tossing].get(key as usize).copied()
    }
    fn rules_digest(&self) -> u64 {
        0x6761_6d62_6c65
    }
}

fn solved(objective: Objective) -> Table {
    let options = SolveOptions::default().with_objective(objective);
    solve::solve(&Gamble::new(), &options).unwrap()
}

#[test]
fn for_the_chance_of_winning_the_gamble_stays_safe() {
    let (game, table) = (Gamble::new(), solved(Objective::WinProbability));
    assert_eq!(table.objective(), Objective::WinProbability);
    assert_eq!(table.value(&game, &Stage::Dealing).unwrap(), 1.0);
    assert_eq!(table.value(&game, &Stage::Tossing).unwrap(), 0.5);
    assert_eq!(
        table.action_values(&game, &Stage::Choosing).unwrap(),
        vec![(Move::Safe, 1.0), (Move::Toss, 0.5)]
    );
    assert_eq!(
        table.move_losses(&game, &Stage::Choosing).unwrap(),
        vec![(Move::Safe, 0.0), (Move::Toss, 0.5)]
    );
    assert_eq!(
        table.best_action(&game, &Stage::Choosing).unwrap(),
        Some(Move::Safe)
    );
    // The other side's value is 1 - v.
    assert_eq!(
        table.value_for(&game, &Stage::Dealing, Seat(1)).unwrap(),
        0.0
    );
}

#[test]
fn for_the_expected_payoff_the_gamble_tosses_the_coin() {
    let (game, table) = (Gamble::new(), solved(Objective::ExpectedPayoff));
    assert_eq!(table.objective(), Objective::ExpectedPayoff);
    assert_eq!(table.value(&game, &Stage::Dealing).unwrap(), 1.5);
    assert_eq!(table.value(&game, &Stage::Tossing).unwrap(), 1.5);
    assert_eq!(
        table.action_values(&game, &Stage::Choosing).unwrap(),
        vec![(Move::Safe, 1.0), (Move::Toss, 1.5)]
    );
    assert_eq!(
        table.move_losses(&game, &Stage::Choosing).unwrap(),
        vec![(Move::Safe, 0.5), (Move::Toss, 0.0)]
    );
    assert_eq!(
        table.best_action(&game, &Stage::Choosing).unwrap(),
        Some(Move::Toss)
    );
    // Zero-sum: the other side's value is -v.
    assert_eq!(
        table.value_for(&game, &Stage::Dealing, Seat(1)).unwrap(),
        -1.5
    );
    // An ended game is worth its payoff.
    assert_eq!(
        table.value_for(&game, &Stage::Won(4), Seat(1)).unwrap(),
        -4.0
    );
}

#[test]
fn the_perfect_bot_plays_the_objective_of_its_table() {
    let game = Gamble::new();
    let mut rng = <rand_chacha::ChaCha8Rng as rand_core::SeedableRng>::seed_from_u64(0);
    let legal = [Move::Safe, Move::Toss];
    let win = solved(Objective::WinProbability);
    let points = solved(Objective::ExpectedPayoff);
    assert_eq!(
        PerfectBot::new(&win).choose(&game, &Stage::Choosing, &legal, &mut rng),
        0
    );
    assert_eq!(
        PerfectBot::new(&points).choose(&game, &Stage::Choosing, &legal, &mut rng),
        1
    );
    // Whole games: the bot for points always reaches the coin.
    let mut session = Session::new(Gamble::new(), 3);
    let mut bot = PerfectBot::new(&points);
    while session.step(&mut bot).unwrap().is_some() {}
    assert!(matches!(session.state(), Stage::Won(4) | Stage::Lost));
}

#[test]
fn a_saved_table_keeps_its_objective() {
    let game = Gamble::new();
    for objective in [Objective::WinProbability, Objective::ExpectedPayoff] {
        let table = solved(objective);
        let again = Table::from_bytes(&game, &table.to_bytes()).unwrap();
        assert_eq!(again.objective(), objective);
        assert_eq!(
            again.value(&game, &Stage::Dealing).unwrap(),
            table.value(&game, &Stage::Dealing).unwrap()
        );
    }
    // The objective sits where the format reserved a zero: a table written
    // before objectives existed reads as one of the chance of winning.
    let bytes = solved(Objective::WinProbability).to_bytes();
    assert_eq!(bytes[48..56], [0; 8]);
    let payoff_bytes = solved(Objective::ExpectedPayoff).to_bytes();
    assert_eq!(payoff_bytes[48..56], 1u64.to_le_bytes());
}

/// Two-player Ludo with one token each, place points `points`.
fn ludo(points: Option<[i32; 2]>) -> LudoGame {
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    if let Some(points) = points {
        rules.end = GameEnd::PlacePoints(PlacePoints::new(&points).unwrap());
    }
    LudoGame::new(rules, 2).unwrap()
}

#[test]
fn ludo_scored_plus_and_minus_one_is_worth_twice_the_chance_of_winning_less_one() {
    let win_game = ludo(None);
    let points_game = ludo(Some([1, -1]));
    let wins = solve::solve(&win_game, &SolveOptions::default()).unwrap();
    let options = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
    let points = solve::solve(&points_game, &options).unwrap();
    assert_eq!(wins.len(), points.len());
    let mut dice = racegame::Dice::seeded(4);
    let mut state = win_game.initial_state();
    let mut checked = 0;
    while !win_game.is_over(&state) {
        if let ToAct::Chance(_) = win_game.to_act(&state) {
            let w = wins.value(&win_game, &state).unwrap();
            let p = points.value(&points_game, &state).unwrap();
            assert!((p - (2.0 * w - 1.0)).abs() < 1e-8, "{p} against {w}");
            checked += 1;
            state = win_game
                .apply(&state, dice.throw_for(&win_game, &state).unwrap())
                .unwrap()
                .0;
        } else {
            let best = wins.best_action(&win_game, &state).unwrap().unwrap();
            assert_eq!(
                points.best_action(&points_game, &state).unwrap(),
                Some(best)
            );
            state = win_game.apply(&state, best).unwrap().0;
        }
    }
    assert!(checked > 10);
}

#[test]
fn a_game_that_is_not_zero_sum_is_refused_for_expected_payoffs() {
    let options = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
    // Scoring wins only: 1 and 0 add up to 1.
    let err = solve::solve(&ludo(None), &options).unwrap_err();
    assert!(matches!(err, SolveError::NotZeroSum { .. }), "{err}");
    assert!(matches!(
        solve::solve(&ludo(Some([2, 1])), &options),
        Err(SolveError::NotZeroSum { seat: 2, other: 1 }
            | SolveError::NotZeroSum { seat: 1, other: 2 })
    ));
    // The dense solver too.
    let mut rules = UrRules::finkel();
    rules.pieces = 1;
    let ur = UrGame::new(rules).unwrap();
    assert!(matches!(
        solve::solve_dense(&ur, &options),
        Err(SolveError::NotZeroSum { .. })
    ));
    assert!(solve::solve_dense(&ur, &SolveOptions::default()).is_ok());
}

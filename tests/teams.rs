//! Teams: partners share a result. Ludo and Parchís in partnerships (the
//! engine's `partners` option), and a small partnership race solved
//! exactly, the solver's values against a direct computation.

use std::collections::HashMap;

use racegame::analysis::{self, Options};
use racegame::ludo::{
    GameEnd, Geometry, LudoGame, LudoModel, LudoRules, LudoRulesError, LudoState, LudoStateError,
    Partners, RankingError,
};
use racegame::play::{RandomPolicy, Session};
use racegame::simulate::{Simulation, simulate};
use racegame::solve::{self, PerfectBot, SolveError, SolveKey, SolveOptions};
use racegame::{
    Chance, EventSink, Outcome, Probability, RaceGame, Seat, Team, Teams, ToAct, TurnError,
};

fn finished(game: &LudoGame, state: &LudoState, seat: Seat) -> bool {
    let last = game.rules().geometry.last_progress();
    state.tokens(seat).iter().all(|&p| p == last)
}

/// Plays `game` to its end with random choices from `seed`.
fn play(game: &LudoGame, seed: u64) -> LudoState {
    let mut session = Session::new(game.clone(), seed);
    session.play_to_end(&mut RandomPolicy, 1_000_000).unwrap();
    *session.state()
}

#[test]
fn partners_sit_opposite_at_a_full_table_only() {
    let four = LudoGame::new(LudoRules::ludo_partners(), 4).unwrap();
    assert_eq!(four.teams(), Teams::opposite(4).unwrap());
    assert_eq!(four.teams().sides(), Some((Team(0), Team(1))));
    for players in [2, 3] {
        let game = LudoGame::new(LudoRules::ludo_partners(), players).unwrap();
        assert!(!game.teams().has_partners(), "{players} players");
        assert_eq!(game.teams().len(), players);
    }
    // Six colours: three pairs.
    let mut six = LudoRules::ludo_partners();
    six.geometry.colours = 6;
    six.geometry.track_len = 78;
    six.geometry.track_path = 77;
    let game = LudoGame::new(six, 6).unwrap();
    assert_eq!(game.teams().len(), 3);
    assert!(game.teams().same_team(Seat(1), Seat(4)));
    // Every other preset plays alone.
    let alone = LudoGame::new(LudoRules::ludo(), 4).unwrap();
    assert!(!alone.teams().has_partners());
}

#[test]
fn partner_rules_are_checked() {
    let mut rules = LudoRules::ludo_partners();
    rules.end = GameEnd::FullRanking;
    assert_eq!(rules.validate(), Err(LudoRulesError::PartnersEnd));
    let mut rules = LudoRules::ludo_partners();
    rules.geometry.colours = 3;
    assert_eq!(rules.validate(), Err(LudoRulesError::PartnersOddColours(3)));
    assert!(LudoRules::parchis_pairs().validate().is_ok());
}

#[test]
fn a_partnership_wins_when_both_partners_are_home() {
    let game = LudoGame::new(LudoRules::ludo_partners(), 4).unwrap();
    let teams = game.teams();
    let mut partner_waited = 0;
    for seed in 0..40 {
        let end = play(&game, seed);
        let Some(Outcome::Winner(w)) = game.outcome(&end) else {
            panic!("seed {seed}: {:?}", game.outcome(&end));
        };
        game.validate(&end).unwrap();
        let team = teams.team_of(w);
        for seat in game.seats_in_play() {
            let ours = teams.team_of(seat) == team;
            assert_eq!(
                game.payoff(&end, seat),
                Some(i64::from(ours)),
                "seed {seed}"
            );
            if ours {
                assert!(finished(&game, &end, seat), "seed {seed}: {seat} not home");
            }
        }
        // The other side is not all home, and the winner's partner was
        // ranked before the winner when it finished first.
        let other = teams.teams().find(|&t| t != team).unwrap();
        assert!(!teams.members(other).all(|s| finished(&game, &end, s)));
        let ranked = end.ranking().as_slice();
        assert_eq!(ranked.last(), Some(&w));
        if ranked.len() > 1 && teams.same_team(ranked[0], w) {
            partner_waited += 1;
        }
    }
    // Some games ran on after the first partner was home.
    assert!(partner_waited > 0);
}

#[test]
fn parchis_pairs_ends_at_the_first_player_home() {
    let game = LudoGame::new(LudoRules::parchis_pairs(), 4).unwrap();
    let teams = game.teams();
    for seed in 0..10 {
        let end = play(&game, seed);
        let Some(Outcome::Winner(w)) = game.outcome(&end) else {
            continue; // a blocked game
        };
        assert_eq!(end.ranking().as_slice(), &[w]);
        let partner = teams.members(teams.team_of(w)).find(|&s| s != w).unwrap();
        assert!(!finished(&game, &end, partner), "seed {seed}");
        assert_eq!(game.payoff(&end, partner), Some(1));
        assert_eq!(game.payoff(&end, w), Some(1));
        let opponent = Seat((w.0 + 1) % 4);
        assert_eq!(game.payoff(&end, opponent), Some(0));
    }
}

/// A seat home before its partner sits out; the partner's finish ends
/// the game for both, and a state where a side is home but play goes on
/// is refused.
#[test]
fn the_partner_home_first_sits_out() {
    let mut rules = LudoRules::ludo_partners();
    rules.tokens = 1;
    let game = LudoGame::new(rules, 4).unwrap();
    // Red (seat 0) one square from the end with a 1 to play; Yellow, its
    // partner, the same; the others in the yard.
    let last = game.rules().geometry.last_progress();
    let text = format!("ludo R:{} G:y Y:{} B:y t=R p=throw;", last - 1, last - 1);
    let s: LudoState = text.parse().unwrap();
    game.validate(&s).unwrap();
    let one = racegame::ludo::LudoAction::Throw(racegame::Roll::one(1).unwrap());
    let s = game.apply(&s, one).unwrap().0;
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    let s = game.apply(&s, legal[0]).unwrap().0;
    // Red is home, the game goes on, Green is next.
    assert_eq!(s.ranking().as_slice(), &[Seat(0)]);
    assert_eq!(game.to_act(&s), ToAct::Chance(Seat(1)));
    assert_eq!(game.outcome(&s), None);
    // Green passes (no 6); Yellow finishes: the side has won.
    let two = racegame::ludo::LudoAction::Throw(racegame::Roll::one(2).unwrap());
    let s = game.apply(&s, two).unwrap().0;
    assert_eq!(game.to_act(&s), ToAct::Chance(Seat(2)));
    let s = game.apply(&s, one).unwrap().0;
    game.legal_actions(&s, &mut legal);
    let (s, events) = game.apply(&s, legal[0]).unwrap();
    assert_eq!(game.outcome(&s), Some(Outcome::Winner(Seat(2))));
    let told = racegame::narrate::story(&events, racegame::ludo::COLOURS).to_string();
    assert!(
        told.ends_with("Yellow and Red win as partners. Game over: Yellow wins."),
        "{told}"
    );
    assert_eq!(
        events.last(),
        Some(&racegame::ludo::LudoEvent::GameOver {
            outcome: Outcome::Winner(Seat(2))
        })
    );
    assert_eq!(game.payoff(&s, Seat(0)), Some(1));
    assert_eq!(game.payoff(&s, Seat(1)), Some(0));
    game.validate(&s).unwrap();
    // Both partners home, yet the game goes on: refused.
    let text = format!("ludo R:{last} G:y Y:{last} B:y t=G p=throw k=R,Y;");
    let bad: LudoState = text.parse().unwrap();
    assert_eq!(
        game.validate(&bad),
        Err(LudoStateError::Ranking(RankingError::TeamHomeButGoesOn))
    );
}

#[test]
fn partner_rules_are_saved_only_when_set() {
    let alone = serde_json::to_string(&LudoRules::ludo()).unwrap();
    assert!(!alone.contains("partners"));
    let pairs = serde_json::to_string(&LudoRules::ludo_partners()).unwrap();
    assert!(pairs.contains("\"partners\":\"all_home\""));
    let back: LudoRules = serde_json::from_str(&pairs).unwrap();
    assert_eq!(back.partners, Partners::AllHome);
}

/// Ludo in partnerships, one token each on a board of 8 squares (so that
/// the exact analysis stays small).
fn small_partners() -> LudoGame {
    let mut rules = LudoRules::ludo_partners();
    rules.tokens = 1;
    let mut board = Geometry::standard();
    (board.track_len, board.colours, board.start_spacing) = (8, 4, 2);
    (board.track_path, board.home_len) = (7, 1);
    rules.geometry = board;
    LudoGame::new(rules, 4).unwrap()
}

/// The first legal choice: the policy of the exact analysis below.
fn first(_: &LudoGame, _: &LudoState, _: &[racegame::ludo::LudoAction]) -> usize {
    0
}

#[test]
fn exact_odds_and_simulations_count_wins_by_team() {
    let game = small_partners();
    let teams = game.teams();
    let odds = analysis::analyze(&game, &mut LudoModel::new(first), &Options::default()).unwrap();
    let [p0, p1] = [Team(0), Team(1)].map(|t| odds.team_win_probability(&teams, t));
    println!(
        "exact: team 0 {p0:.6}, team 1 {p1:.6}, blocked {:.6}",
        odds.blocked
    );
    assert!((p0 + p1 + odds.blocked - 1.0).abs() < 1e-9);
    // Partners share the result: each one's expected payoff is the team's
    // chance, though only one of them makes the winning move.
    for seat in 0..4u8 {
        let team = if seat % 2 == 0 { p0 } else { p1 };
        assert!((odds.expected_payoff(Seat(seat)) - team).abs() < 1e-9);
        assert!(odds.win_probability(Seat(seat)) < team);
    }
    // Seeded games with the same policy agree.
    let run = Simulation::new(200_000, 6).with_threads(1);
    let policy = |_: &LudoGame, _: &LudoState, _: &[_], _: &mut dyn racegame::rand_core::Rng| 0;
    let summary = simulate(&game, &policy, &run);
    for (team, exact) in [(Team(0), p0), (Team(1), p1)] {
        let rate = summary.team_win_rate(&teams, team);
        let se = (exact * (1.0 - exact) / 200_000.0).sqrt();
        println!("{team}: exact {exact:.4}, sampled {rate:.4} ± {se:.4}");
        assert!((rate - exact).abs() <= 4.0 * se, "{team}");
        let members: u64 = teams.members(team).map(|s| summary.wins[s.index()]).sum();
        assert_eq!(summary.team_wins(&teams, team), members);
        for seat in teams.members(team) {
            assert!((summary.mean_payoff(seat.index()) - rate).abs() < 1e-12);
        }
    }
}

// ---- A small partnership race, solved exactly ----

/// Four seats in two teams (0 with 2, 1 with 3), each with one piece on a
/// path of `GOAL` steps. A seat throws 1 or 2 (even chances), then moves
/// its own piece or its partner's by the throw (to the goal at most; a
/// piece at the goal cannot move). A team wins when both its pieces are
/// at the goal.
#[derive(Clone, Debug)]
struct PairRace {
    chance: Chance<PairAction>,
    teams: Teams,
}

const GOAL: u8 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum PairAction {
    Throw(u8),
    Own,
    Partner,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct PairState {
    pos: [u8; 4],
    turn: u8,
    roll: u8,
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("refused")]
struct Refused;

impl From<TurnError> for Refused {
    fn from(_: TurnError) -> Self {
        Refused
    }
}

impl PairRace {
    fn new(teams: Teams) -> Self {
        let half = Probability::new(1, 2).unwrap();
        let outcomes = vec![(PairAction::Throw(1), half), (PairAction::Throw(2), half)];
        PairRace {
            chance: Chance::weighted(outcomes).unwrap(),
            teams,
        }
    }

    fn partner(seat: u8) -> u8 {
        (seat + 2) % 4
    }

    fn winner_team(s: &PairState) -> Option<u8> {
        (0..2u8).find(|&t| s.pos[usize::from(t)] == GOAL && s.pos[usize::from(t + 2)] == GOAL)
    }
}

impl RaceGame for PairRace {
    type State = PairState;
    type Action = PairAction;
    type Event = ();
    type Error = Refused;
    type StateError = Refused;

    fn seats(&self) -> usize {
        4
    }
    fn teams(&self) -> Teams {
        self.teams
    }
    fn initial_state(&self) -> PairState {
        PairState {
            pos: [0; 4],
            turn: 0,
            roll: 0,
        }
    }
    fn to_act(&self, s: &PairState) -> ToAct {
        match (Self::winner_team(s), s.roll) {
            (Some(_), _) => ToAct::Nobody,
            (None, 0) => ToAct::Chance(Seat(s.turn)),
            (None, _) => ToAct::Player(Seat(s.turn)),
        }
    }
    fn chance(&self, s: &PairState) -> Option<&Chance<PairAction>> {
        matches!(self.to_act(s), ToAct::Chance(_)).then_some(&self.chance)
    }
    fn is_throw(&self, a: &PairAction) -> bool {
        matches!(a, PairAction::Throw(_))
    }
    fn legal_actions(&self, s: &PairState, out: &mut Vec<PairAction>) {
        out.clear();
        match self.to_act(s) {
            ToAct::Chance(_) => out.extend([PairAction::Throw(1), PairAction::Throw(2)]),
            ToAct::Player(seat) => {
                if s.pos[seat.index()] < GOAL {
                    out.push(PairAction::Own);
                }
                if s.pos[usize::from(Self::partner(seat.0))] < GOAL {
                    out.push(PairAction::Partner);
                }
                if out.is_empty() {
                    out.push(PairAction::Own); // unreachable: the team has won
                }
            }
            ToAct::Nobody => {}
        }
    }
    fn apply_mut(
        &self,
        s: &mut PairState,
        a: PairAction,
        _: &mut impl EventSink<()>,
    ) -> Result<(), Refused> {
        let mut legal = Vec::new();
        self.legal_actions(s, &mut legal);
        if !legal.contains(&a) {
            return Err(Refused);
        }
        match a {
            PairAction::Throw(d) => s.roll = d,
            PairAction::Own | PairAction::Partner => {
                let who = if a == PairAction::Own {
                    s.turn
                } else {
                    Self::partner(s.turn)
                };
                let p = &mut s.pos[usize::from(who)];
                *p = (*p + s.roll).min(GOAL);
                s.roll = 0;
                s.turn = (s.turn + 1) % 4;
            }
        }
        Ok(())
    }
    fn outcome(&self, s: &PairState) -> Option<Outcome> {
        // The seat whose move completed the team: the one before the turn.
        Self::winner_team(s).map(|_| Outcome::Winner(Seat((s.turn + 3) % 4)))
    }
    fn validate(&self, s: &PairState) -> Result<(), Refused> {
        let ok = s.pos.iter().all(|&p| p <= GOAL) && s.turn < 4 && s.roll <= 2;
        ok.then_some(()).ok_or(Refused)
    }
}

impl SolveKey for PairRace {
    fn solve_key(&self, s: &PairState) -> Option<u64> {
        (s.roll == 0).then(|| {
            s.pos
                .iter()
                .fold(u64::from(s.turn), |k, &p| k * 4 + u64::from(p))
        })
    }
    fn state_of_key(&self, key: u64) -> Option<PairState> {
        let mut k = key;
        let mut pos = [0u8; 4];
        for p in pos.iter_mut().rev() {
            *p = (k % 4) as u8;
            k /= 4;
        }
        (k < 4 && pos.iter().all(|&p| p <= GOAL)).then_some(PairState {
            pos,
            turn: k as u8,
            roll: 0,
        })
    }
    fn rules_digest(&self) -> u64 {
        0x7a1e
    }
}

/// The chance that team 0 (seats 0 and 2) wins from `s`, both teams
/// playing their best, by plain recursion: every move advances a piece, so
/// the positions form no cycle.
fn team0_wins(game: &PairRace, s: &PairState, memo: &mut HashMap<PairState, f64>) -> f64 {
    if let Some(&v) = memo.get(s) {
        return v;
    }
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    let next = |a: PairAction| game.apply(s, a).unwrap().0;
    let v = match game.to_act(s) {
        ToAct::Nobody => f64::from(u8::from(PairRace::winner_team(s) == Some(0))),
        ToAct::Chance(_) => legal
            .iter()
            .map(|&a| 0.5 * team0_wins(game, &next(a), memo))
            .sum(),
        ToAct::Player(seat) => {
            let values = legal.iter().map(|&a| team0_wins(game, &next(a), memo));
            if seat.0 % 2 == 0 {
                values.fold(f64::NEG_INFINITY, f64::max)
            } else {
                values.fold(f64::INFINITY, f64::min)
            }
        }
    };
    memo.insert(*s, v);
    v
}

#[test]
fn a_partnership_race_solved_agrees_with_the_direct_computation() {
    let game = PairRace::new(Teams::opposite(4).unwrap());
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let mut memo = HashMap::new();
    let mut checked = 0;
    for turn in 0..4 {
        for k in 0..256u64 {
            let Some(mut s) = game.state_of_key(u64::from(turn) * 256 + k) else {
                continue;
            };
            s.turn = turn;
            if game.is_over(&s) || table.value(&game, &s).is_err() {
                continue;
            }
            let direct = team0_wins(&game, &s, &mut memo);
            for seat in 0..4u8 {
                let v = table.value_for(&game, &s, Seat(seat)).unwrap();
                let want = if seat % 2 == 0 { direct } else { 1.0 - direct };
                assert!((v - want).abs() < 1e-9, "{s:?} seat {seat}: {v} vs {want}");
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} positions compared");
    let start = team0_wins(&game, &game.initial_state(), &mut memo);
    assert!(
        start > 0.5 && start < 1.0,
        "the first team is favoured: {start}"
    );
}

#[test]
fn the_perfect_bot_helps_its_partner() {
    let game = PairRace::new(Teams::opposite(4).unwrap());
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let mut memo = HashMap::new();
    let mut rng = racegame::Dice::seeded(1);
    let mut bot = PerfectBot::new(&table);
    let mut helped = 0;
    // Every reachable choice between moving one's own piece and the
    // partner's: the bot takes the one the direct computation values
    // higher for its team.
    for key in 0..1024u64 {
        let Some(start) = game.state_of_key(key) else {
            continue;
        };
        if game.is_over(&start) || table.value(&game, &start).is_err() {
            continue;
        }
        for roll in [1, 2] {
            let s = game.apply(&start, PairAction::Throw(roll)).unwrap().0;
            let mut legal = Vec::new();
            game.legal_actions(&s, &mut legal);
            if legal.len() < 2 {
                continue;
            }
            let ours = |v: f64| if s.turn % 2 == 0 { v } else { 1.0 - v };
            let value = |a, memo: &mut HashMap<_, _>| {
                ours(team0_wins(&game, &game.apply(&s, a).unwrap().0, memo))
            };
            let own = value(PairAction::Own, &mut memo);
            let partner = value(PairAction::Partner, &mut memo);
            if (own - partner).abs() < 1e-9 {
                continue;
            }
            let best = if partner > own {
                helped += 1;
                PairAction::Partner
            } else {
                PairAction::Own
            };
            assert_eq!(table.best_action(&game, &s).unwrap(), Some(best), "{s:?}");
            let i = racegame::play::Policy::choose(&mut bot, &game, &s, &legal, rng.rng_mut());
            assert_eq!(legal[i], best, "{s:?}");
        }
    }
    assert!(helped > 0, "some positions call for the partner's move");
}

#[test]
fn the_solver_plays_two_sides_only() {
    // Partners in three teams: refused.
    let three = Teams::new(&[&[Seat(0), Seat(2)], &[Seat(1)], &[Seat(3)]]).unwrap();
    let game = PairRace::new(three);
    assert_eq!(
        solve::solve(&game, &SolveOptions::default()).unwrap_err(),
        SolveError::Sides { teams: 3 }
    );
    // Four seats alone: refused as before.
    let game = PairRace::new(Teams::alone((0..4).map(Seat)));
    assert_eq!(
        solve::solve(&game, &SolveOptions::default()).unwrap_err(),
        SolveError::Seats { seats: 4 }
    );
}

#[test]
fn ludo_in_partnerships_is_solved_as_two_sides() {
    let game = small_partners();
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    println!("{} positions, {} sweeps", table.len(), table.stats().sweeps);
    // The values satisfy the game's equations, position by position.
    table.verify(&game, 1e-6).unwrap();
    // Partners value every position alike; the other side as 1 - v.
    let start = game.initial_state();
    let v = table.value(&game, &start).unwrap();
    let for_seat = |s: u8| table.value_for(&game, &start, Seat(s)).unwrap();
    assert!((for_seat(0) - v).abs() < 1e-12 && (for_seat(2) - v).abs() < 1e-12);
    assert!((for_seat(1) + v - 1.0).abs() < 1e-9 && (for_seat(3) + v - 1.0).abs() < 1e-9);
    // A position where one partner is home: its turns are skipped, and
    // the key keeps it ranked.
    let last = game.rules().geometry.last_progress();
    let text = format!("ludo R:{last} G:2 Y:y B:y t=G p=throw k=R;");
    let s: LudoState = text.parse().unwrap();
    game.validate(&s).unwrap();
    let key = game.solve_key(&s).unwrap();
    assert_eq!(game.state_of_key(key), Some(s));
    // With one token a seat there is never more than one legal move, so
    // best play is the only play: the solver's value of the start is the
    // exact analysis's chance that the first side wins, found by another
    // road (the chain of positions, not value iteration).
    let odds = analysis::analyze(&game, &mut LudoModel::new(first), &Options::default()).unwrap();
    let exact = odds.team_win_probability(&game.teams(), Team(0));
    println!("solved {v:.9}, exact odds {exact:.9}");
    assert!((v - exact).abs() < 1e-6, "{v} vs {exact}");
}

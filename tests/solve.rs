//! The solver: hand-derived values of a tiny coin race, two-player Ludo with one token solved and checked against the exact analysis, the perfect bot, the limits, and saved tables refused when damaged.

use core::fmt;

use racegame::analysis::{self, Options};
use racegame::ludo::{LudoAction, LudoGame, LudoModel, LudoRules, LudoState};
use racegame::play::{Policy, RandomPolicy, Session};
use racegame::record::Digest;
use racegame::solve::{self, PerfectBot, SolveError, SolveKey, SolveOptions, Table};
use racegame::{Chance, ChanceRef, Discard, EventSink, Outcome, RaceGame, Seat, ToAct, TurnError};

// ---------------------------------------------------------------------
// A coin race small enough to solve by hand.
//
// Each player needs `dist` steps. The player to act tosses a fair coin:
// tails passes the turn; heads lets it step (or, when `choice` is on,
// choose between stepping and staying put). Whoever reaches 0 wins.
// ---------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Race {
    dist: [u8; 2],
    mover: u8,
    heads: bool,
    winner: Option<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Act {
    Coin(bool),
    Step,
    Stay,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RaceError {
    Turn(TurnError),
    Illegal,
}

impl fmt::Display for RaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}
impl std::error::Error for RaceError {}
impl From<TurnError> for RaceError {
    fn from(e: TurnError) -> Self {
        RaceError::Turn(e)
    }
}

struct CoinRace {
    start: u8,
    choice: bool,
    coin: Chance<Act>,
    /// A dense numbering: the keys in number order, and the stages' sizes.
    numbered: Option<(Vec<u64>, Vec<u64>)>,
}

impl CoinRace {
    fn new(start: u8, choice: bool) -> Self {
        let coin = Chance::binary_dice(1, |k| Act::Coin(k == 1)).unwrap();
        CoinRace {
            start,
            choice,
            coin,
            numbered: None,
        }
    }

    /// The same race numbered densely in stages by the distance left to
    /// both players together, the least first (a step leads to a smaller
    /// sum, a pass to the same), or the most first (`backwards`: a
    /// numbering that breaks its promise).
    fn numbered(mut self, backwards: bool) -> Self {
        let n = self.start;
        let mut sums: Vec<u8> = (2..=2 * n).collect();
        if backwards {
            sums.reverse();
        }
        let (mut keys, mut stages) = (Vec::new(), Vec::new());
        for sum in sums {
            let stage: Vec<u64> = (1..=n)
                .filter(|&a| sum > a && sum - a <= n)
                .map(|a| u64::from(a) << 8 | u64::from(sum - a))
                .collect();
            stages.push(stage.len() as u64);
            keys.extend(stage);
        }
        self.numbered = Some((keys, stages));
        self
    }

    fn step(state: &mut Race, by: u8) {
        let m = usize::from(state.mover);
        state.dist[m] -= by;
        if state.dist[m] == 0 {
            state.winner = Some(state.mover);
        } else {
            state.mover = 1 - state.mover;
        }
    }
}

impl RaceGame for CoinRace {
    type State = Race;
    type Action = Act;
    type Event = ();
    type Error = RaceError;
    type StateError = RaceError;

    fn seats(&self) -> usize {
        2
    }
    fn initial_state(&self) -> Race {
        Race {
            dist: [self.start; 2],
            mover: 0,
            heads: false,
            winner: None,
        }
    }
    fn to_act(&self, s: &Race) -> ToAct {
        match (s.winner, s.heads) {
            (Some(_), _) => ToAct::Nobody,
            (None, true) => ToAct::Player(Seat(s.mover)),
            (None, false) => ToAct::Chance(Seat(s.mover)),
        }
    }
    fn chance(&self, s: &Race) -> Option<ChanceRef<'_, Act>> {
        matches!(self.to_act(s), ToAct::Chance(_)).then_some((&self.coin).into())
    }
    fn is_throw(&self, a: &Act) -> bool {
        matches!(a, Act::Coin(_))
    }
    fn legal_actions(&self, s: &Race, out: &mut Vec<Act>) {
        out.clear();
        match self.to_act(s) {
            ToAct::Chance(_) => out.extend([Act::Coin(false), Act::Coin(true)]),
            ToAct::Player(_) => out.extend([Act::Step, Act::Stay]),
            ToAct::Nobody => {}
        }
    }
    fn apply_mut(&self, s: &mut Race, a: Act, _: &mut impl EventSink<()>) -> Result<(), RaceError> {
        match (self.to_act(s), a) {
            (ToAct::Chance(_), Act::Coin(false)) => s.mover = 1 - s.mover,
            (ToAct::Chance(_), Act::Coin(true)) if self.choice => s.heads = true,
            (ToAct::Chance(_), Act::Coin(true)) => CoinRace::step(s, 1),
            (ToAct::Player(_), Act::Step) => {
                s.heads = false;
                CoinRace::step(s, 1);
            }
            (ToAct::Player(_), Act::Stay) => {
                s.heads = false;
                s.mover = 1 - s.mover;
            }
            _ => return Err(RaceError::Illegal),
        }
        Ok(())
    }
    fn outcome(&self, s: &Race) -> Option<Outcome> {
        s.winner.map(|w| Outcome::Winner(Seat(w)))
    }
    fn validate(&self, _: &Race) -> Result<(), RaceError> {
        Ok(())
    }
}

/// Keys from the mover's side: (its distance, the other's), no seat, so
/// both seats' positions fold together.
impl SolveKey for CoinRace {
    fn solve_key(&self, s: &Race) -> Option<u64> {
        let m = usize::from(s.mover);
        (!s.heads && s.winner.is_none())
            .then(|| u64::from(s.dist[m]) << 8 | u64::from(s.dist[1 - m]))
    }
    fn state_of_key(&self, key: u64) -> Option<Race> {
        let (mine, theirs) = ((key >> 8) as u8, key as u8);
        (key < 1 << 16 && mine >= 1 && theirs >= 1).then_some(Race {
            dist: [mine, theirs],
            mover: 0,
            heads: false,
            winner: None,
        })
    }
    fn rules_digest(&self) -> u64 {
        // The canonical digest of what decides the values.
        Digest::of(&(self.start, self.choice)).unwrap().0
    }
    fn dense_stages(&self) -> Option<Vec<u64>> {
        self.numbered.as_ref().map(|(_, stages)| stages.clone())
    }
    fn rank_of_key(&self, key: u64) -> Option<u64> {
        let (keys, _) = self.numbered.as_ref()?;
        keys.iter().position(|&k| k == key).map(|i| i as u64)
    }
    fn key_of_rank(&self, rank: u64) -> Option<u64> {
        let (keys, _) = self.numbered.as_ref()?;
        keys.get(usize::try_from(rank).ok()?).copied()
    }
}

fn race_state(mine: u8, theirs: u8) -> Race {
    Race {
        dist: [mine, theirs],
        mover: 0,
        heads: false,
        winner: None,
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn dense_solve_of_the_coin_race_gives_the_hand_derived_fractions() {
    for choice in [false, true] {
        let game = CoinRace::new(2, choice).numbered(false);
        let table = solve::solve_dense(&game, &SolveOptions::default()).unwrap();
        assert_eq!(table.len(), 4);
        for (mine, theirs, w) in [
            (1, 1, 2.0 / 3.0),
            (1, 2, 8.0 / 9.0),
            (2, 1, 2.0 / 9.0),
            (2, 2, 16.0 / 27.0),
        ] {
            let v = table.value(&game, &race_state(mine, theirs)).unwrap();
            assert!((v - w).abs() < 2e-6, "{mine} {theirs}: {v} vs {w}");
        }
    }
}

#[test]
fn dense_solve_refuses_a_numbering_whose_stages_lead_forward() {
    let game = CoinRace::new(3, false).numbered(true);
    assert!(matches!(
        solve::solve_dense(&game, &SolveOptions::default()),
        Err(SolveError::StageOrder { .. })
    ));
    let unnumbered = CoinRace::new(3, false);
    assert_eq!(
        solve::solve_dense(&unnumbered, &SolveOptions::default()).unwrap_err(),
        SolveError::NoNumbering
    );
    let ludo = ludo(1);
    assert_eq!(
        solve::solve_dense(&ludo, &SolveOptions::default()).unwrap_err(),
        SolveError::NoNumbering
    );
}

/// W(1,1) = 1/2 + 1/2 (1 - W(1,1)) = 2/3; W(1,2) = 8/9 and W(2,1) = 2/9
/// from the pair W(1,2) = 1 - W(2,1)/2, W(2,1) = 1/6 + (1 - W(1,2))/2;
/// W(2,2) = (1 - W(2,1))/2 + (1 - W(2,2))/2 = 16/27.
#[test]
fn coin_race_values_are_the_hand_derived_fractions() {
    for choice in [false, true] {
        let game = CoinRace::new(2, choice);
        let table = solve::solve(&game, &SolveOptions::default()).unwrap();
        assert_eq!(
            table.len(),
            4,
            "(1,1), (1,2), (2,1), (2,2) from the mover's side"
        );
        let v = |m, t| table.value(&game, &race_state(m, t)).unwrap();
        assert!(close(v(1, 1), 2.0 / 3.0), "{}", v(1, 1));
        assert!(close(v(1, 2), 8.0 / 9.0), "{}", v(1, 2));
        assert!(close(v(2, 1), 2.0 / 9.0), "{}", v(2, 1));
        assert!(close(v(2, 2), 16.0 / 27.0), "{}", v(2, 2));
        // The other seat's value is the complement.
        let s = race_state(2, 2);
        assert!(close(
            table.value_for(&game, &s, Seat(1)).unwrap(),
            11.0 / 27.0
        ));
    }
}

/// After heads at (2, 2): stepping leaves the opponent at (2, 1), worth
/// 2/9 to it, so 7/9 to the mover; staying leaves it at (2, 2), 16/27, so
/// 11/27. Staying loses 7/9 - 11/27 = 10/27; at (1, 1) it loses 1 - 1/3.
#[test]
fn coin_race_move_losses_are_the_hand_derived_fractions() {
    let game = CoinRace::new(2, true);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let heads = |m, t| Race {
        heads: true,
        ..race_state(m, t)
    };
    let losses = table.move_losses(&game, &heads(2, 2)).unwrap();
    assert_eq!(losses[0], (Act::Step, 0.0));
    assert!(close(losses[1].1, 10.0 / 27.0), "{losses:?}");
    let losses = table.move_losses(&game, &heads(1, 1)).unwrap();
    assert!(close(losses[1].1, 2.0 / 3.0), "{losses:?}");
    assert_eq!(
        table.best_action(&game, &heads(2, 2)).unwrap(),
        Some(Act::Step)
    );
    assert!(close(table.value(&game, &heads(2, 2)).unwrap(), 7.0 / 9.0));
}

// ---------------------------------------------------------------------
// Ludo, two players, one token each.
// ---------------------------------------------------------------------

fn ludo(tokens: u8) -> LudoGame {
    let mut rules = LudoRules::ludo();
    rules.tokens = tokens;
    LudoGame::new(rules, 2).unwrap()
}

fn solved_ludo() -> (LudoGame, Table) {
    let game = ludo(1);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    (game, table)
}

/// Seat 0's chance of winning, by the exact analysis, with each seat's
/// choices made by the given policy (`true`: the perfect bot, `false`: the
/// first legal choice).
fn analysed(game: &LudoGame, table: &Table, bot: [bool; 2]) -> f64 {
    let mut model = LudoModel::new(|g: &LudoGame, s: &LudoState, legal: &[LudoAction]| {
        let by_bot = if s.current() == Seat(0) {
            bot[0]
        } else {
            bot[1]
        };
        if by_bot {
            table.best_index(g, s, legal).unwrap()
        } else {
            0
        }
    });
    let odds = analysis::analyze(game, &mut model, &Options::default()).unwrap();
    odds.win[0]
}

#[test]
fn ludo_one_token_optimal_value_agrees_with_the_exact_analysis_of_the_bot() {
    let (game, table) = solved_ludo();
    let stats = table.stats();
    assert_eq!(stats.states, table.len());
    assert!(stats.residual <= 1e-10 && stats.sweeps > 1);
    let optimal = table.value(&game, &game.initial_state()).unwrap();
    // Both seats playing the table: the analysis of that chain gives the
    // same number.
    let both = analysed(&game, &table, [true, true]);
    assert!((optimal - both).abs() < 1e-8, "{optimal} vs {both}");
    // The bot against the first legal choice does at least as well as
    // optimal play, and the first legal choice against the bot at most.
    let bot_first = analysed(&game, &table, [true, false]);
    let first_bot = analysed(&game, &table, [false, true]);
    assert!(bot_first >= optimal - 1e-8 && first_bot <= optimal + 1e-8);
    let first_first = analysed(&game, &table, [false, false]);
    assert!(
        bot_first >= first_first - 1e-8,
        "{bot_first} vs {first_first}"
    );
    println!(
        "Ludo 1 token: optimal {optimal:.6}, first-legal both {first_first:.6}, \
         bot vs first {bot_first:.6}, first vs bot {first_bot:.6}, {} positions, {} sweeps",
        stats.states, stats.sweeps
    );
}

#[test]
fn ludo_board_seen_from_either_seat_has_one_value() {
    let (game, table) = solved_ludo();
    let other = game.clone().with_first(Seat(2)).unwrap();
    let a = table.value(&game, &game.initial_state()).unwrap();
    let b = table.value(&other, &other.initial_state()).unwrap();
    assert_eq!(a, b);
    let s = game.initial_state();
    assert!(close(table.value_for(&game, &s, Seat(2)).unwrap(), 1.0 - a));
}

#[test]
fn perfect_bot_never_plays_a_move_that_loses_value() {
    let (game, table) = solved_ludo();
    let mut choices = 0;
    for seed in 0..20 {
        let mut session = Session::new(game.clone(), seed);
        let mut bot = PerfectBot::new(&table);
        let mut random = RandomPolicy;
        while !game.is_over(session.state()) {
            let state = *session.state();
            if let ToAct::Player(seat) = game.to_act(&state) {
                let losses = table.move_losses(&game, &state).unwrap();
                assert!(losses.iter().all(|&(_, l)| l >= 0.0));
                assert!(losses.iter().any(|&(_, l)| l == 0.0));
                let best = table.best_action(&game, &state).unwrap().unwrap();
                let graded = losses.iter().find(|&&(a, _)| a == best).unwrap();
                assert_eq!(graded.1, 0.0, "the bot's move is graded best");
                choices += 1;
                if seat == Seat(2) {
                    session.step(&mut random).unwrap();
                    continue;
                }
            }
            session.step(&mut bot).unwrap();
        }
    }
    assert!(choices > 0);
}

// ---------------------------------------------------------------------
// Limits and refusals.
// ---------------------------------------------------------------------

#[test]
fn solve_refuses_past_the_state_limit_saying_how_far_it_got() {
    let game = ludo(1);
    let err = solve::solve(&game, &SolveOptions::default().with_max_states(10)).unwrap_err();
    assert!(
        matches!(
            err,
            SolveError::TooManyStates {
                limit: 10,
                reached: 10,
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn solve_refuses_past_the_memory_limit_before_allocating() {
    let game = ludo(2);
    let limit = 100 * solve::BYTES_PER_POSITION as u64;
    let err = solve::solve(&game, &SolveOptions::default().with_max_memory(limit)).unwrap_err();
    assert!(
        matches!(err, SolveError::TooMuchMemory { reached: 100, .. }),
        "{err:?}"
    );
}

#[test]
fn solve_refuses_bad_options_and_other_than_two_seats() {
    let game = ludo(1);
    let nan = SolveOptions::default().with_tolerance(f64::NAN);
    assert!(matches!(
        solve::solve(&game, &nan),
        Err(SolveError::Options(_))
    ));
    let three = LudoGame::new(LudoRules::ludo(), 3).unwrap();
    assert_eq!(
        solve::solve(&three, &SolveOptions::default()).unwrap_err(),
        SolveError::Seats { seats: 3 }
    );
}

#[test]
fn solve_reports_no_convergence_after_the_sweep_limit() {
    let game = ludo(1);
    let err = solve::solve(&game, &SolveOptions::default().with_max_sweeps(1)).unwrap_err();
    assert!(
        matches!(err, SolveError::NotConverged { sweeps: 1, .. }),
        "{err:?}"
    );
}

#[test]
fn table_refuses_a_game_of_other_rules() {
    let (_, table) = solved_ludo();
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    rules.safe = racegame::ludo::SafeSquares::Starts;
    let other = LudoGame::new(rules, 2).unwrap();
    let err = table.value(&other, &other.initial_state()).unwrap_err();
    assert!(matches!(err, SolveError::WrongRules { .. }), "{err:?}");
    let bytes = table.to_bytes();
    let err = Table::from_bytes(&other, &bytes).unwrap_err();
    assert!(matches!(err, SolveError::WrongRules { .. }), "{err:?}");
}

// ---------------------------------------------------------------------
// Saved tables.
// ---------------------------------------------------------------------

#[test]
fn saved_table_reads_back_with_every_value() {
    let game = CoinRace::new(3, true);
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let bytes = table.to_bytes();
    assert_eq!(bytes.len(), 56 + 16 * table.len() + 8);
    let again = Table::from_bytes(&game, &bytes).unwrap();
    assert_eq!(again.len(), table.len());
    for m in 1..=3 {
        for t in 1..=3 {
            let s = race_state(m, t);
            assert_eq!(again.value(&game, &s), table.value(&game, &s));
        }
    }
    assert_eq!(again.to_bytes(), bytes);
    assert_eq!(again.stats().sweeps, table.stats().sweeps);
}

#[test]
fn damaged_table_bytes_are_refused_never_misread() {
    let game = CoinRace::new(3, true);
    let bytes = solve::solve(&game, &SolveOptions::default())
        .unwrap()
        .to_bytes();
    // Every single byte changed, in several ways.
    for i in 0..bytes.len() {
        for flip in [0x01u8, 0x80, 0xff] {
            let mut b = bytes.clone();
            b[i] ^= flip;
            assert!(
                Table::from_bytes(&game, &b).is_err(),
                "byte {i} ^ {flip:#x}"
            );
        }
    }
    // Every truncation, and bytes appended.
    for len in 0..bytes.len() {
        assert!(
            Table::from_bytes(&game, &bytes[..len]).is_err(),
            "length {len}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(
        Table::from_bytes(&game, &longer),
        Err(SolveError::Length { .. })
    ));
    // A huge count is refused from the length alone, before any allocation.
    let mut huge = bytes.clone();
    huge[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
    assert!(matches!(
        Table::from_bytes(&game, &huge),
        Err(SolveError::Corrupt {
            field: "entry count",
            ..
        })
    ));
    // Another version, other magic.
    let mut newer = bytes.clone();
    newer[8] = 3;
    assert!(matches!(
        Table::from_bytes(&game, &newer),
        Err(SolveError::Version { found: 3, .. })
    ));
    assert_eq!(
        Table::from_bytes(&game, b"{\"not\": \"a table\"}").unwrap_err(),
        SolveError::Magic
    );
}

/// Pseudo-random garbage (a fixed linear congruential stream) and garbage
/// behind a valid header with a recomputed checksum: refused, no panic.
#[test]
fn random_bytes_are_refused() {
    let game = CoinRace::new(3, true);
    let good = solve::solve(&game, &SolveOptions::default())
        .unwrap()
        .to_bytes();
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (x >> 33) as u8
    };
    for len in [0usize, 7, 63, 64, 200, 1000] {
        let junk: Vec<u8> = (0..len).map(|_| next()).collect();
        assert!(Table::from_bytes(&game, &junk).is_err());
    }
    // Entries rewritten with junk, checksum made to match: values outside
    // 0..=1 or repeated keys are still refused, never read.
    for round in 0..200 {
        let mut b = good.clone();
        let body = b.len() - 8;
        for byte in &mut b[56..body] {
            *byte = next();
        }
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for &byte in &b[..body] {
            h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        b[body..].copy_from_slice(&h.to_le_bytes());
        if let Ok(t) = Table::from_bytes(&game, &b) {
            panic!("round {round}: junk entries read as {t:?}");
        }
    }
}

#[test]
fn the_bot_is_a_policy_of_any_solvable_game() {
    fn is_policy<G: SolveKey, P: Policy<G>>(_: &P) {}
    let (_, table) = solved_ludo();
    is_policy::<LudoGame, _>(&PerfectBot::new(&table));
    let _ = Discard;
}

/// Without room for the successor graph, or room for part of it, sweeps
/// replay the game instead, and reach the same values.
#[test]
fn replayed_sweeps_agree_with_the_successor_graph() {
    let mut rules = racegame::ur::UrRules::finkel();
    rules.pieces = 1;
    let game = racegame::ur::UrGame::new(rules).unwrap();
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let part = SolveOptions::default().with_graph_memory(3_000);
    let partly = solve::solve(&game, &part).unwrap();
    let s = game.initial_state();
    let (a, b) = (
        table.value(&game, &s).unwrap(),
        partly.value(&game, &s).unwrap(),
    );
    assert!((a - b).abs() < 1e-9, "{a} vs {b}");
    let none = SolveOptions::default().with_graph_memory(0);
    let replayed = solve::solve(&game, &none).unwrap();
    assert_eq!(replayed.len(), table.len());
    assert!(replayed.stats().peak_bytes < partly.stats().peak_bytes);
    assert!(partly.stats().peak_bytes < table.stats().peak_bytes);
    let (a, b) = (
        table.value(&game, &s).unwrap(),
        replayed.value(&game, &s).unwrap(),
    );
    assert!((a - b).abs() < 1e-9, "{a} vs {b}");
}

/// The keying (a seat's tokens sorted, the two seats folded, the last
/// moved token kept where a third 6 reads it) on every Ludo preset with one
/// token each: the opening value agrees with the exact analysis of both
/// seats playing the bot, which keys nothing away.
#[test]
fn every_ludo_preset_with_one_token_agrees_with_the_exact_analysis() {
    for (name, mut rules) in [
        ("ludo_king", LudoRules::ludo_king()),
        ("mensch", LudoRules::mensch()),
        ("parchis", LudoRules::parchis()),
    ] {
        rules.tokens = 1;
        let game = LudoGame::new(rules, 2).unwrap();
        let table = solve::solve(&game, &SolveOptions::default()).unwrap();
        let optimal = table.value(&game, &game.initial_state()).unwrap();
        let first = game.initial_state().current();
        let mut model = LudoModel::new(|g: &LudoGame, s: &LudoState, legal: &[LudoAction]| {
            table.best_index(g, s, legal).unwrap()
        });
        let odds = analysis::analyze(&game, &mut model, &Options::default()).unwrap();
        let both = odds.win[first.index()] + odds.blocked / 2.0;
        assert!((optimal - both).abs() < 1e-8, "{name}: {optimal} vs {both}");
    }
}

#[test]
fn ludo_with_an_action_limit_cannot_be_keyed() {
    let mut rules = LudoRules::ludo();
    rules.tokens = 1;
    rules.action_limit = Some(100);
    let game = LudoGame::new(rules, 2).unwrap();
    assert_eq!(
        solve::solve(&game, &SolveOptions::default()).unwrap_err(),
        SolveError::Unkeyable
    );
}

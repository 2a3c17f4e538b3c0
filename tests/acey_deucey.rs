//! Acey-deucey's rule book (every checker starts off the board and enters as from the bar; a 1-2 is played, then a double of the player's choice, then another throw; a short part loses the rest; the loser pays a point a checker left), and an independent reference written from it for these tests, compared with the engine at every decision of random games.

mod bg;

use bg::reference::legal_plays;

use racegame::backgammon::{
    AceyDeucey, BLACK, BackgammonAction, BackgammonError, BackgammonEvent, BackgammonGame,
    BackgammonRules, BackgammonRulesError, BackgammonState, BackgammonStateError, Contact, Phase,
    Privilege, START, TurnMemory, WHITE, Win,
};
use racegame::encode::Encode;
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

/// The reference's board: the mover's checkers one by one (26 waiting
/// to enter, 25 on the bar, 1 to 24 its points, 0 off), and the
/// opponent's counts by the mover's numbers (25: its bar).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Board {
    checkers: Vec<usize>,
    theirs: [u8; 26],
    /// Whether a checker on the bar may wait while one enters from the
    /// start area (a deliberately wrong rule, to show that the comparison
    /// finds it).
    start_before_bar: bool,
}

impl Board {
    fn of(s: &BackgammonState, seat: Seat) -> Board {
        let them = Seat(1 - seat.0);
        let mut checkers = Vec::new();
        for p in 0..=26u8 {
            for _ in 0..s.count(seat, p) {
                checkers.push(usize::from(p));
            }
        }
        let theirs: [u8; 26] = std::array::from_fn(|p| match p {
            0 => 0,
            25 => s.bar(them),
            _ => s.count(them, 25 - p as u8),
        });
        Board {
            checkers,
            theirs,
            start_before_bar: false,
        }
    }

    fn count(&self, p: usize) -> usize {
        self.checkers.iter().filter(|&&c| c == p).count()
    }

    /// Moves checker `i` with `die` if the rule book allows it.
    fn step(&self, i: usize, die: usize) -> Option<Board> {
        let from = self.checkers[i];
        let bar_waits = self.count(25) > 0;
        if from == 0 || (bar_waits && from != 25 && !(from == 26 && self.start_before_bar)) {
            return None;
        }
        let mut next = self.clone();
        // Entering, from the bar or from off the board, is the same move.
        let distance_from = from.min(25);
        if distance_from > die {
            let to = distance_from - die;
            if self.theirs[to] >= 2 {
                return None;
            }
            if self.theirs[to] == 1 {
                next.theirs[to] = 0;
                next.theirs[25] += 1;
            }
            next.checkers[i] = to;
        } else {
            if self.checkers.iter().any(|&c| c > 6) {
                return None;
            }
            let farthest = *self.checkers.iter().max()?;
            if from != die && from != farthest {
                return None;
            }
            next.checkers[i] = 0;
        }
        Some(next)
    }

    fn won(&self) -> bool {
        self.checkers.iter().all(|&c| c == 0)
    }
}

impl bg::reference::RuleBook for Board {
    fn finished(&self) -> bool {
        self.won()
    }

    fn moves_of(&self, die: usize) -> Vec<(usize, Board)> {
        (0..self.checkers.len())
            .filter_map(|i| self.step(i, die).map(|next| (self.checkers[i], next)))
            .collect()
    }
}

/// The board after `play` from `board`.
fn after(board: &Board, play: &[(usize, usize)]) -> Board {
    let mut b = board.clone();
    for &(from, die) in play {
        let i = b.checkers.iter().position(|&c| c == from).unwrap();
        b = b.step(i, die).unwrap();
    }
    b
}

fn moves(game: &BackgammonGame, s: &BackgammonState) -> Vec<(usize, usize)> {
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    let mut out: Vec<(usize, usize)> = legal
        .iter()
        .map(|a| match *a {
            BackgammonAction::Move { from, die } => (usize::from(from), usize::from(die)),
            other => panic!("not a move: {other:?}"),
        })
        .collect();
    out.sort_unstable();
    out
}

/// What the reference expects once a part of a turn is played: the
/// part's dice, whether it was played in full, what it earns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Next {
    /// The other side throws.
    Other,
    /// The same side names a double.
    Name,
    /// The same side throws again.
    Again,
}

/// What the rule book gives after a part: `one_two` (the part was a
/// 1-2's), `named` (a named double's), `double` (a thrown double's),
/// `full` (every die played), `waiting` (checkers still to enter).
fn next(acey: AceyDeucey, part: Part, full: bool, waiting: bool) -> Next {
    let earned = full || !acey.forfeit;
    match part {
        Part::OneTwo if earned && !(acey.all_entered && waiting) => Next::Name,
        Part::Named if earned => Next::Again,
        Part::Double if earned && acey.doubles_again => Next::Again,
        _ => Next::Other,
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Part {
    Plain,
    OneTwo,
    Named,
    Double,
}

/// Tallies of a comparison.
#[derive(Default, Debug)]
struct Tally {
    games: u64,
    positions: u64,
    names: u64,
    again: u64,
    differ: u64,
}

/// Plays `seeds` random games of `game`, comparing at every decision the
/// engine's legal actions with the reference's (under `acey`, the rule
/// book's readings; `start_before_bar` its deliberately wrong variant),
/// and after every part of a turn who acts next and how. A game stops at
/// its first difference.
fn compare(game: &BackgammonGame, acey: AceyDeucey, start_before_bar: bool, seeds: u64) -> Tally {
    let mut t = Tally::default();
    for seed in 0..seeds {
        t.games += 1;
        if !compare_game(game, acey, start_before_bar, seed, &mut t) {
            t.differ += 1;
        }
    }
    t
}

/// One game of [`compare`]; false at the first difference.
fn compare_game(
    game: &BackgammonGame,
    acey: AceyDeucey,
    start_before_bar: bool,
    seed: u64,
    t: &mut Tally,
) -> bool {
    let mut dice = Dice::seeded(seed);
    let mut s = game.initial_state();
    // The part being played (none while `plays` is empty): its plays, its
    // dice, its kind, its moves so far, the board it began on, its mover.
    let mut plays: Vec<Vec<(usize, usize)>> = Vec::new();
    let (mut part_dice, mut part, mut mover) = (0, Part::Plain, WHITE);
    let mut done: Vec<(usize, usize)> = Vec::new();
    let mut start = Board::of(&s, WHITE);
    let begin = |at: &BackgammonState, a: usize, b: usize| {
        let mut board = Board::of(at, at.turn());
        board.start_before_bar = start_before_bar;
        (legal_plays(&board, a, b), board)
    };
    while !game.is_over(&s) {
        let going_on = plays
            .iter()
            .any(|p| p.len() > done.len() && p[..done.len()] == done[..]);
        if !plays.is_empty() && !going_on {
            // The part is played: who acts next, and how?
            let waiting = after(&start, &done).count(26) > 0;
            let want = next(acey, part, done.len() == part_dice, waiting);
            let got = match s.phase() {
                Phase::NamingDoubles if s.turn() == mover => Next::Name,
                Phase::AwaitingThrow if s.turn() == mover => Next::Again,
                Phase::AwaitingThrow => Next::Other,
                _ => return false,
            };
            if want != got {
                return false;
            }
            t.again += u64::from(got == Next::Again);
            plays.clear();
        }
        let seat = s.turn();
        match game.to_act(&s) {
            ToAct::Player(_) if s.phase() == Phase::NamingDoubles => {
                let mut legal = Vec::new();
                game.legal_actions(&s, &mut legal);
                let six: Vec<_> = (1..=6).map(BackgammonAction::NameDoubles).collect();
                t.positions += 1;
                if legal != six {
                    return false;
                }
                t.names += 1;
                let v = 1 + dice.below(6);
                (plays, start) = begin(&s, v, v);
                (part_dice, part, mover) = (4, Part::Named, seat);
                done.clear();
                s = game.apply(&s, legal[v - 1]).unwrap().0;
            }
            ToAct::Player(_) => {
                let mut want: Vec<(usize, usize)> = plays
                    .iter()
                    .filter(|p| p.len() > done.len() && p[..done.len()] == done[..])
                    .map(|p| p[done.len()])
                    .collect();
                want.sort_unstable();
                want.dedup();
                t.positions += 1;
                if moves(game, &s) != want {
                    return false;
                }
                assert_eq!(game.validate(&s), Ok(()), "{s}");
                let pick = want[dice.below(want.len())];
                done.push(pick);
                let action = BackgammonAction::Move {
                    from: pick.0 as u8,
                    die: pick.1 as u8,
                };
                s = game.apply(&s, action).unwrap().0;
            }
            _ => {
                let before = s;
                let action = dice.throw_for(game, &s).unwrap();
                s = game.apply(&s, action).unwrap().0;
                if let BackgammonAction::Throw(roll) = action
                    && before.phase() == Phase::AwaitingThrow
                {
                    let [a, b] = [usize::from(roll.dice()[0]), usize::from(roll.dice()[1])];
                    (plays, start) = begin(&before, a, b);
                    done.clear();
                    mover = seat;
                    (part_dice, part) = match (a.min(b), a.max(b)) {
                        (1, 2) => (2, Part::OneTwo),
                        _ if a == b => (4, Part::Double),
                        _ => (2, Part::Plain),
                    };
                }
            }
        }
    }
    true
}

#[test]
fn the_engine_offers_exactly_the_reference_actions_on_random_games() {
    let mut total = Tally::default();
    for (acey, seeds) in [
        (AceyDeucey::AMERICAN, 120),
        (variant(|a| a.forfeit = false), 40),
        (variant(|a| a.all_entered = true), 40),
        (variant(|a| a.doubles_again = true), 40),
    ] {
        let mut rules = BackgammonRules::acey_deucey();
        rules.acey_deucey = Some(acey);
        let t = compare(&BackgammonGame::new(rules).unwrap(), acey, false, seeds);
        eprintln!("acey-deucey {acey:?}: {t:?}");
        assert_eq!(t.differ, 0, "{acey:?}");
        assert!(t.names > 20 && t.again > 20, "{acey:?}: {t:?}");
        total.games += t.games;
        total.positions += t.positions;
        total.names += t.names;
        total.again += t.again;
    }
    eprintln!("acey-deucey, every reading: {total:?}");
    assert!(total.positions > 20_000);
}

fn variant(change: impl Fn(&mut AceyDeucey)) -> AceyDeucey {
    let mut a = AceyDeucey::AMERICAN;
    change(&mut a);
    a
}

#[test]
fn the_comparison_finds_a_wrong_rule() {
    // The engine keeps the privilege after a short part; the reference,
    // the rule book, does not.
    let mut rules = BackgammonRules::acey_deucey();
    rules.acey_deucey = Some(variant(|a| a.forfeit = false));
    let lenient = BackgammonGame::new(rules).unwrap();
    assert!(compare(&lenient, AceyDeucey::AMERICAN, false, 60).differ > 0);
    // A reference that lets a checker enter from the start area while
    // one waits on the bar differs from the engine, which does not.
    let game = BackgammonGame::acey_deucey();
    assert!(compare(&game, AceyDeucey::AMERICAN, true, 60).differ > 0);
    // Backgammon's 1-2 earns nothing.
    let mut plain = BackgammonRules::acey_deucey();
    plain.acey_deucey = None;
    let plain = BackgammonGame::new(plain).unwrap();
    assert!(compare(&plain, AceyDeucey::AMERICAN, false, 60).differ > 0);
}

fn throw(game: &BackgammonGame, s: &BackgammonState, a: u8, b: u8) -> BackgammonState {
    let roll = Roll::two(a, b).unwrap();
    game.apply(s, BackgammonAction::Throw(roll)).unwrap().0
}

fn act(
    game: &BackgammonGame,
    s: &BackgammonState,
    text: &str,
) -> (BackgammonState, Vec<BackgammonEvent>) {
    game.apply(s, text.parse().unwrap())
        .unwrap_or_else(|e| panic!("{text} refused in {s}: {e}"))
}

#[test]
fn every_checker_starts_off_the_board_and_enters_as_from_the_bar() {
    let game = BackgammonGame::acey_deucey();
    let s = game.initial_state();
    assert_eq!(s.to_string(), "bg W:s15 B:s15 t=W p=opening;");
    assert_eq!((s.to_enter(WHITE), s.pip_count(BLACK)), (15, 375));
    // White throws 5, Black 2: White throws both dice again.
    let s = throw(&game, &s, 5, 2);
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, WHITE));
    let s = throw(&game, &s, 6, 3);
    assert_eq!(bg::legal(&game, &s), ["start/19", "start/22"]);
    let (s, events) = act(&game, &s, "start/19");
    assert_eq!(
        events,
        [BackgammonEvent::BroughtIn {
            seat: WHITE,
            to: 19,
            die: 6
        }]
    );
    // The checker in play may move on, or another come in.
    assert_eq!(bg::legal(&game, &s), ["start/22", "19/16"]);
    let (s, _) = act(&game, &s, "19/16");
    assert_eq!(s.to_string(), "bg W:s14,16 B:s15 t=B p=throw n=4;");
}

#[test]
fn a_checker_on_the_bar_enters_before_one_comes_in_from_the_start() {
    let game = BackgammonGame::acey_deucey();
    let s = game
        .initial_state()
        .with_side(WHITE, &[(10, 2)], 1, 0)
        .with_to_enter(WHITE, 12)
        .with_side(BLACK, &[(6, 3)], 0, 0)
        .with_to_enter(BLACK, 12)
        .with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[4, 3]).unwrap());
    assert_eq!(game.validate(&s), Ok(()));
    assert_eq!(bg::legal(&game, &s), ["bar/21", "bar/22"]);
    assert_eq!(
        game.apply(
            &s,
            BackgammonAction::Move {
                from: START,
                die: 4
            }
        ),
        Err(BackgammonError::BarFirst { from: START })
    );
    // Checkers still to come in keep a side from bearing off.
    let s = game
        .initial_state()
        .with_side(WHITE, &[(3, 14)], 0, 0)
        .with_to_enter(WHITE, 1)
        .with_side(BLACK, &[(6, 15)], 0, 0)
        .with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[4, 3]).unwrap());
    assert_eq!(bg::legal(&game, &s), ["start/21", "start/22"]);
}

#[test]
fn a_one_two_is_played_then_a_named_double_then_another_throw() {
    let game = BackgammonGame::acey_deucey();
    let s = game.initial_state().with_turn(WHITE);
    let s = throw(&game, &s, 1, 2);
    assert!(s.to_string().ends_with("p=move:21 n=1 then=name;"), "{s}");
    let (s, _) = act(&game, &s, "start/23");
    let (s, events) = act(&game, &s, "start/24");
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!((s.phase(), s.turn()), (Phase::NamingDoubles, WHITE));
    assert_eq!(s.memory(), TurnMemory::NONE);
    assert_eq!(game.to_act(&s), ToAct::Player(WHITE));
    assert_eq!(
        bg::legal(&game, &s),
        ["name:1", "name:2", "name:3", "name:4", "name:5", "name:6"]
    );
    assert_eq!(
        game.apply(&s, BackgammonAction::Move { from: 23, die: 1 }),
        Err(BackgammonError::NameAwaited)
    );
    assert_eq!(
        game.apply(&s, BackgammonAction::NameDoubles(7)),
        Err(BackgammonError::NoNameAwaited(7))
    );
    let (mut s, events) = act(&game, &s, "name:6");
    assert_eq!(
        events,
        [BackgammonEvent::NamedDoubles {
            seat: WHITE,
            value: 6
        }]
    );
    assert_eq!(s.memory().privilege, Privilege::ThrowAgain);
    let mut last = Vec::new();
    for _ in 0..4 {
        (s, last) = act(&game, &s, "start/19");
    }
    assert_eq!(
        last.last(),
        Some(&BackgammonEvent::ThrowsAgain { seat: WHITE })
    );
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, WHITE));
    assert_eq!(s.to_string(), "bg W:s9,24,23,19x4 B:s15 t=W p=throw n=8;");
    // Naming is refused where no name is awaited.
    assert_eq!(
        game.apply(&s, BackgammonAction::NameDoubles(3)),
        Err(BackgammonError::NoNameAwaited(3))
    );
}

#[test]
fn a_short_part_loses_the_rest_of_the_privilege() {
    let game = BackgammonGame::acey_deucey();
    // Black holds White's entry points 23 and 24 (its 1- and 2-points):
    // White's 1-2 cannot be played at all; the turn passes.
    let s = game
        .initial_state()
        .with_side(BLACK, &[(2, 2), (1, 2)], 0, 0)
        .with_to_enter(BLACK, 11)
        .with_turn(WHITE);
    let (after, events) = game
        .apply(&s, BackgammonAction::Throw(Roll::two(2, 1).unwrap()))
        .unwrap();
    assert!(matches!(
        events.last(),
        Some(BackgammonEvent::Passed { .. })
    ));
    assert_eq!((after.phase(), after.turn()), (Phase::AwaitingThrow, BLACK));
    // Without the forfeit the double is named all the same.
    let mut rules = BackgammonRules::acey_deucey();
    rules.acey_deucey = Some(variant(|a| a.forfeit = false));
    let lenient = BackgammonGame::new(rules).unwrap();
    let after = throw(&lenient, &s, 2, 1);
    assert_eq!((after.phase(), after.turn()), (Phase::NamingDoubles, WHITE));
    // A named double that cannot be played: no further throw.
    let s = game
        .apply(&after, BackgammonAction::NameDoubles(1))
        .unwrap()
        .0;
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, BLACK));
    let s = lenient
        .apply(&after, BackgammonAction::NameDoubles(1))
        .unwrap()
        .0;
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, WHITE));
}

#[test]
fn the_winner_scores_a_point_for_each_checker_the_loser_has_left() {
    let game = BackgammonGame::acey_deucey();
    let s = game
        .initial_state()
        .with_side(WHITE, &[], 0, 15)
        .with_side(BLACK, &[(6, 3)], 0, 5)
        .with_to_enter(BLACK, 7);
    let over = game.finished(s, WHITE);
    let r = game.result(&over).unwrap();
    assert_eq!((r.win, r.points, r.total()), (Win::Checkers, 10, 10));
    assert_eq!(game.payoff(&over, BLACK), Some(-10));
    let mut rules = BackgammonRules::acey_deucey();
    rules.gammons = true;
    assert_eq!(
        rules.validate(),
        Err(BackgammonRulesError::CheckersWithGammons)
    );
    rules.count_checkers = false;
    let gammons = BackgammonGame::new(rules).unwrap();
    assert_eq!(gammons.result(&over).map(|r| r.points), Some(1));
}

#[test]
fn a_start_area_is_refused_where_entering_means_nothing() {
    let mut rules = BackgammonRules::acey_deucey();
    rules.contact = Contact::Block;
    assert_eq!(rules.validate(), Err(BackgammonRulesError::StartAreaOnly));
    let mut rules = BackgammonRules::acey_deucey();
    rules.to_enter = 14;
    assert!(matches!(
        rules.validate(),
        Err(BackgammonRulesError::LayoutTotal {
            total: 14,
            checkers: 15
        })
    ));
}

#[test]
fn waiting_checkers_and_the_privilege_are_checked_where_states_come_in() {
    let game = BackgammonGame::acey_deucey();
    let backgammon = BackgammonGame::backgammon();
    let s = throw(&game, &game.initial_state().with_turn(WHITE), 2, 1);
    assert_eq!(game.validate(&s), Ok(()));
    // Backgammon has neither a start area nor a privilege.
    let moved = backgammon
        .initial_state()
        .with_side(WHITE, &[(24, 2), (13, 5), (8, 3), (6, 4)], 0, 0)
        .with_to_enter(WHITE, 1)
        .with_turn(WHITE);
    assert!(matches!(
        backgammon.validate(&moved),
        Err(BackgammonStateError::ToEnter { count: 1, .. })
    ));
    let bg_move = throw(
        &backgammon,
        &backgammon.initial_state().with_turn(WHITE),
        2,
        1,
    );
    let with = bg_move.with_memory(TurnMemory::NONE.with_privilege(Privilege::NameDoubles));
    assert_eq!(
        backgammon.validate(&with),
        Err(BackgammonStateError::Privilege(Privilege::NameDoubles))
    );
    // Another throw after a thrown double only under `doubles_again`.
    let d = throw(&game, &game.initial_state().with_turn(WHITE), 3, 3);
    let again = d.with_memory(TurnMemory::NONE.with_privilege(Privilege::ThrowAgain));
    assert_eq!(game.validate(&again), Ok(()));
    let name = d.with_memory(TurnMemory::NONE.with_privilege(Privilege::NameDoubles));
    assert!(game.validate(&name).is_err());
    // A privilege between turns is refused by the notation's shape check.
    assert!(
        "bg W:s15 B:s15 t=W p=throw then=throw;"
            .parse::<BackgammonState>()
            .is_err()
    );
    for text in [
        "bg W:s15 B:s15 t=W p=move:21 n=1 then=name;",
        "bg W:s13,24,23 B:s15 t=W p=name n=3;",
        "bg W:s9,24,23,19x4 B:s15 t=W p=move:66 n=7 then=throw;",
        "bg W:o3,b1,s2,20x9 B:s15 t=B p=throw n=90;",
    ] {
        let s = racegame::notation::parse_position(&game, text);
        assert_eq!(s.map(|s| s.to_string()), Ok(text.to_string()));
    }
}

#[test]
fn actions_read_and_write_with_the_start_area_and_the_name() {
    for (text, action) in [
        (
            "start/22",
            BackgammonAction::Move {
                from: START,
                die: 3,
            },
        ),
        (
            "start/19",
            BackgammonAction::Move {
                from: START,
                die: 6,
            },
        ),
        ("name:4", BackgammonAction::NameDoubles(4)),
    ] {
        assert_eq!(text.parse::<BackgammonAction>(), Ok(action));
        assert_eq!(action.to_string(), text);
    }
    assert!("start/18".parse::<BackgammonAction>().is_err());
    assert!("name:7".parse::<BackgammonAction>().is_err());
    assert!(!BackgammonAction::NameDoubles(2).is_cube_action());
    assert_eq!(
        BackgammonAction::Move {
            from: START,
            die: 4
        }
        .to(),
        Some(21)
    );
}

#[test]
fn the_encoding_adds_the_start_area_and_the_names_after_the_moves() {
    let game = BackgammonGame::acey_deucey();
    assert_eq!((game.num_actions(), game.observation_len()), (162, 213));
    let start3 = BackgammonAction::Move {
        from: START,
        die: 3,
    };
    assert_eq!(game.action_index(&start3), Some(152));
    assert_eq!(
        game.action_index(&BackgammonAction::NameDoubles(1)),
        Some(156)
    );
    assert_eq!(game.action_index(&BackgammonAction::Double), None);
    for i in 0..game.num_actions() {
        let a = game.action_at(i).unwrap();
        assert_eq!(game.action_index(&a), Some(i), "{a:?}");
    }
    assert_eq!(game.action_at(162), None);
    // Under a cube its actions follow the names.
    let mut rules = BackgammonRules::acey_deucey();
    rules.cube = BackgammonRules::backgammon_money().cube;
    let cubed = BackgammonGame::new(rules).unwrap();
    assert_eq!(cubed.action_index(&BackgammonAction::Double), Some(162));
    assert_eq!(cubed.num_actions(), 167);
    // Backgammon's are as they were.
    let plain = BackgammonGame::backgammon();
    assert_eq!(
        (plain.num_actions(), plain.action_index(&start3)),
        (150, None)
    );
    let mut obs = vec![0.0; game.observation_len()];
    let s = throw(&game, &game.initial_state().with_turn(WHITE), 2, 1);
    game.write_observation(&s, WHITE, &mut obs);
    assert_eq!(&obs[208..], [1.0, 1.0, 0.0, 1.0, 0.0]);
}

#[cfg(feature = "serde")]
#[test]
fn waiting_checkers_and_the_privilege_travel_in_serde() {
    let game = BackgammonGame::acey_deucey();
    let s = throw(&game, &game.initial_state().with_turn(WHITE), 2, 1);
    let json = serde_json::to_string(&s).unwrap();
    assert!(
        json.contains("\"to_enter\":15") && json.contains("\"privilege\":\"name_doubles\""),
        "{json}"
    );
    assert_eq!(serde_json::from_str::<BackgammonState>(&json).unwrap(), s);
    let rules = serde_json::to_string(&BackgammonRules::acey_deucey()).unwrap();
    assert!(rules.contains("\"to_enter\":15"), "{rules}");
    let back: BackgammonRules = serde_json::from_str(&rules).unwrap();
    assert_eq!(back, BackgammonRules::acey_deucey());
    // Backgammon's rules are written as before: no new key.
    let plain = serde_json::to_string(&BackgammonRules::backgammon()).unwrap();
    assert!(
        !plain.contains("to_enter") && !plain.contains("acey") && !plain.contains("count_checkers")
    );
}

/// The reference's perft of depth 1: distinct end boards over the 21
/// rolls (a roll with no move is one play), and weighted by chances in 36.
fn reference_perft1(s: &BackgammonState) -> (u64, u64) {
    let board = Board::of(s, s.turn());
    let (mut nodes, mut weighted) = (0, 0);
    for a in 1..=6 {
        for b in 1..=a {
            let mut ends: Vec<(Vec<usize>, [u8; 26])> = legal_plays(&board, a, b)
                .iter()
                .map(|play| {
                    let end = after(&board, play);
                    let mut at = end.checkers.clone();
                    at.sort_unstable();
                    (at, end.theirs)
                })
                .collect();
            ends.sort_unstable();
            ends.dedup();
            let n = ends.len().max(1) as u64;
            nodes += n;
            weighted += n * if a == b { 1 } else { 2 };
        }
    }
    (nodes, weighted)
}

#[test]
fn perft_one_turn_ahead_agrees_with_the_reference() {
    let game = BackgammonGame::acey_deucey();
    let text = include_str!("perft/acey_deucey.txt");
    let compared = bg::perft1_against_reference(&game, text, 6, reference_perft1);
    eprintln!("acey-deucey perft 1: {compared} positions agree with the reference");
    assert!(compared > 300);
}

#[test]
fn the_shipped_bot_finishes_a_game_of_acey_deucey() {
    use racegame::backgammon::bot::{Bot, Level};
    use racegame::play::Policy;
    let game = BackgammonGame::acey_deucey();
    let mut bot = Bot::shipped(Level::Intermediate).unwrap();
    let mut dice = Dice::seeded(5);
    let mut s = game.initial_state();
    let mut legal = Vec::new();
    let mut actions = 0;
    while !game.is_over(&s) && actions < 5_000 {
        let action = match game.to_act(&s) {
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[bot.choose(&game, &s, &legal, dice.rng_mut())]
            }
            _ => dice.throw_for(&game, &s).unwrap(),
        };
        s = game.apply(&s, action).unwrap().0;
        actions += 1;
    }
    assert!(game.is_over(&s), "{s}");
}

#[test]
fn the_shipped_bot_names_the_double_that_wins() {
    use racegame::backgammon::bot::{Bot, Level};
    use racegame::play::Policy;
    let game = BackgammonGame::acey_deucey();
    // Only a named 6-6 bears White's last four checkers off at once.
    let s: BackgammonState = "bg W:o11,6x4 B:s15 t=W p=name;".parse().unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    let mut bot = Bot::shipped(Level::Intermediate).unwrap();
    let i = bot.choose(&game, &s, &legal, Dice::seeded(2).rng_mut());
    assert_eq!(legal[i], BackgammonAction::NameDoubles(6));
}

#[test]
fn the_privilege_and_the_count_of_checkers_are_narrated() {
    use racegame::Narrate;
    let names = racegame::backgammon::NAMES;
    let said = |e: &BackgammonEvent| e.narrate(names).to_string();
    assert_eq!(
        said(&BackgammonEvent::BroughtIn {
            seat: WHITE,
            to: 19,
            die: 6
        }),
        "White brings a checker into play on the 19-point."
    );
    assert_eq!(
        said(&BackgammonEvent::NamedDoubles {
            seat: BLACK,
            value: 5
        }),
        "Black names double 5s for the acey-deucey."
    );
    assert_eq!(
        said(&BackgammonEvent::ThrowsAgain { seat: WHITE }),
        "White throws again."
    );
    assert_eq!(
        Phase::NamingDoubles.to_string(),
        "waiting for a double to be named, 1 to 6"
    );
    // The last checker off: the loser's checkers left are counted.
    let game = BackgammonGame::acey_deucey();
    let s = game
        .initial_state()
        .with_side(WHITE, &[(1, 1)], 0, 14)
        .with_side(BLACK, &[(6, 3)], 0, 5)
        .with_to_enter(BLACK, 7)
        .with_dice(WHITE, racegame::backgammon::DiceLeft::new(&[4, 3]).unwrap());
    let (_, events) = act(&game, &s, "1/off:4");
    let end = events.last().unwrap();
    assert_eq!(
        said(end),
        "White wins counting the checkers not borne off: 10 points."
    );
}

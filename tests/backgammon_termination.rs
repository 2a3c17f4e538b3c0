//! Every rule set on the backgammon board that `validate` accepts plays to an end.
//!
//! The argument, made executable here: where checkers never go back
//! (pinning, blocking) every move lowers its side's pip count, so a game
//! makes finitely many moves; between them the board changes only by
//! moves, so once neither side can move a checker with any die it never
//! will again, and the engine ends the game drawn at that pass; while a
//! side can move with some die, a throw lets it, at some turn, with
//! probability one. So every such game ends. The pip counts are checked
//! on random games of random rule sets from the shared generator
//! (`racegame::testing`), and every position of the small games is
//! searched for a way to the end under every accepted rule set, hitting
//! included; Fevga's runner and starting-table rules are refused outside
//! Fevga's geometry, where they left both sides without a move for good.

use std::collections::HashMap;

use racegame::backgammon::{
    BLACK, BackgammonEvent, BackgammonGame, BackgammonRules, BackgammonRulesError, BackgammonState,
    BackgammonStateError, Contact, Direction, Layout, MotherRule, Opening, Phase, WHITE,
};
use racegame::testing::backgammon_rules;
use racegame::{Dice, Outcome, RaceGame, Roll, ToAct};

/// Plays a random game of `game` (random throws, random legal moves) for
/// at most `cap` actions: whether it ended. Where checkers never go back,
/// checks that no side's pip count ever rises.
fn ends(game: &BackgammonGame, dice: &mut Dice, cap: u32) -> bool {
    let forward = game.rules().contact != Contact::Hit;
    let mut s = game.initial_state();
    let mut legal = Vec::new();
    while !game.is_over(&s) {
        if s.actions() >= cap {
            return false;
        }
        let action = match game.to_act(&s) {
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => dice.throw_for(game, &s).unwrap(),
        };
        let next = game.apply(&s, action).unwrap().0;
        if forward && !game.is_over(&next) {
            for seat in [WHITE, BLACK] {
                assert!(next.pip_count(seat) <= s.pip_count(seat), "{s} {action}");
            }
        }
        s = next;
    }
    true
}

#[test]
fn random_rule_sets_that_are_accepted_play_to_an_end() {
    // Before, about one game in sixty of these rule sets deadlocked: no
    // move was ever possible again and the game was neither won nor
    // blocked.
    let mut dice = Dice::seeded(33);
    let (mut played, mut refused) = (0, 0);
    while played < 600 {
        let rules = backgammon_rules(|n| dice.below(n));
        let Ok(game) = BackgammonGame::new(rules) else {
            refused += 1;
            continue;
        };
        // Far more actions than any game takes that can end (the longest
        // random games here take a few thousand).
        assert!(ends(&game, &mut dice, 60_000), "{rules:?}");
        played += 1;
    }
    assert!(refused > 0);
}

#[test]
fn a_board_where_neither_side_can_ever_move_ends_drawn() {
    // Both sides travelling the same way, pinning: each side's last
    // checker outside home is pinned under the other side's fourteen on
    // their 1-point, which can only bear off once that checker is home.
    let mut rules = BackgammonRules::plakoto();
    rules.direction = Direction::Same;
    rules.mother = MotherRule::Off;
    rules.start = Layout::new(&[(24, 15)]);
    let game = BackgammonGame::new(rules).unwrap();
    let s = game
        .initial_state()
        .with_side(WHITE, &[(13, 1), (1, 14)], 0, 0)
        .with_side(BLACK, &[(13, 1), (1, 14)], 0, 0)
        .with_pin(WHITE, 13)
        .with_pin(BLACK, 13)
        .with_turn(WHITE);
    assert!(game.validate(&s).is_ok());
    let (end, events) = game
        .apply(
            &s,
            racegame::backgammon::BackgammonAction::Throw(Roll::two(6, 5).unwrap()),
        )
        .unwrap();
    assert_eq!(
        (end.phase(), game.outcome(&end)),
        (Phase::Drawn, Some(Outcome::Draw))
    );
    assert!(matches!(
        events[..],
        [
            BackgammonEvent::Rolled { .. },
            BackgammonEvent::Passed { .. },
            BackgammonEvent::GameOver {
                outcome: Outcome::Draw,
                result: None
            }
        ]
    ));
    assert!(game.validate(&end).is_ok());
    // A drawn phase on a board where a side can move is refused.
    let free = end
        .with_side(WHITE, &[(13, 1), (3, 1), (1, 13)], 0, 0)
        .with_pin(WHITE, 13);
    assert!(matches!(
        game.validate(&free),
        Err(BackgammonStateError::Finished(_))
    ));
}

#[test]
fn fevgas_runner_and_starting_table_rules_are_refused_outside_fevga() {
    let fevga = BackgammonRules::fevga();
    assert!(fevga.validate().is_ok());
    for contact in [Contact::Hit, Contact::Pin] {
        let mut r = fevga;
        r.contact = contact;
        assert_eq!(
            r.validate(),
            Err(BackgammonRulesError::FevgaOnly("the runner rule"))
        );
        r.runner_first = false;
        assert_eq!(
            r.validate(),
            Err(BackgammonRulesError::FevgaOnly("the starting-table rule"))
        );
        r.starting_table_open = false;
        assert!(r.validate().is_ok(), "the prime rule alone plays");
    }
    // Opposite directions: the other side's start is the mover's 1-point,
    // which no runner passes while its other checkers wait at the start.
    let mut r = fevga;
    r.direction = Direction::Opposite;
    r.start = racegame::backgammon::Layout::new(&[(24, 15)]);
    assert_eq!(
        r.validate(),
        Err(BackgammonRulesError::FevgaOnly("the runner rule"))
    );
    r.runner_first = false;
    assert!(r.validate().is_ok());
    assert!(BackgammonGame::new(r).is_ok());
}

/// Every rule set of `start` that `validate` accepts: each direction,
/// contact, mother rule and Fevga rule, no opening throw (White first).
fn accepted(start: Layout, checkers: u8) -> Vec<BackgammonRules> {
    let mut out = Vec::new();
    for direction in [Direction::Opposite, Direction::Same] {
        for contact in [Contact::Hit, Contact::Pin, Contact::Block] {
            for mother in [MotherRule::Off, MotherRule::Wins, MotherRule::WinsOrDraws] {
                for fevga in 0..8u8 {
                    let mut r = BackgammonRules::backgammon();
                    r.checkers = checkers;
                    r.start = start;
                    r.opening = Opening::None;
                    r.direction = direction;
                    r.contact = contact;
                    r.mother = mother;
                    r.runner_first = fevga & 1 != 0;
                    r.starting_table_open = fevga & 2 != 0;
                    r.no_trapping_prime = fevga & 4 != 0;
                    if r.validate().is_ok() {
                        out.push(r);
                    }
                }
            }
        }
    }
    out
}

/// Explores every position `game` can reach from its start (each side to
/// throw, every roll, every play) and checks that from each of them some
/// sequence of throws and plays ends the game. The positions explored.
fn every_reachable_position_can_end(game: &BackgammonGame) -> usize {
    let start = game.initial_state().with_actions(0);
    let mut index: HashMap<BackgammonState, usize> = HashMap::from([(start, 0)]);
    let mut nodes = vec![start];
    let (mut next, mut ends) = (Vec::<Vec<usize>>::new(), Vec::<bool>::new());
    let mut i = 0;
    while i < nodes.len() {
        let s = nodes[i];
        let (mut out, mut ended) = (Vec::new(), false);
        for roll in Roll::all(2) {
            for play in game.plays_of_roll(&s, roll).unwrap() {
                let end = play.state().with_actions(0);
                if end.phase().is_over() {
                    ended = true;
                    continue;
                }
                let n = nodes.len();
                let k = *index.entry(end).or_insert(n);
                if k == n {
                    nodes.push(end);
                }
                out.push(k);
            }
        }
        next.push(out);
        ends.push(ended);
        i += 1;
    }
    // Backwards from the positions with an ending play.
    let mut can_end = ends;
    let mut changed = true;
    while changed {
        changed = false;
        for k in 0..nodes.len() {
            if !can_end[k] && next[k].iter().any(|&j| can_end[j]) {
                can_end[k] = true;
                changed = true;
            }
        }
    }
    if let Some(k) = can_end.iter().position(|&c| !c) {
        panic!("{:?}: {} never ends", game.rules(), nodes[k]);
    }
    nodes.len()
}

/// Searches every accepted rule set of each layout whose contact `keep`
/// takes; the rule sets searched.
fn search(layouts: &[&[(u8, u8)]], keep: impl Fn(Contact) -> bool) -> usize {
    let (mut games, mut positions) = (0, 0);
    for points in layouts {
        let start = Layout::new(points);
        for rules in accepted(start, start.checkers() as u8) {
            if !keep(rules.contact) {
                continue;
            }
            let game = BackgammonGame::new(rules).unwrap();
            positions += every_reachable_position_can_end(&game);
            games += 1;
        }
    }
    eprintln!("{games} rule sets, {positions} positions");
    games
}

#[test]
fn every_accepted_rule_set_of_one_checker_can_end_from_every_reachable_position() {
    assert!(search(&[&[(24, 1)], &[(14, 1)], &[(7, 1)]], |_| true) > 50);
}

#[test]
#[ignore = "about ten minutes optimised (48 rule sets, 6.2 million positions): cargo test --release --test backgammon_termination -- --ignored"]
fn every_accepted_rule_set_of_two_checkers_that_pin_or_block_can_end_from_every_reachable_position()
{
    let layouts: [&[(u8, u8)]; 2] = [&[(24, 2)], &[(24, 1), (13, 1)]];
    assert!(search(&layouts, |c| c != Contact::Hit) > 20);
}

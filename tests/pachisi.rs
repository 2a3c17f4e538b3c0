//! Pachisi and Chaupar: the rule books' worked examples as named tests (the comparison with the reference rule book, perft, exact odds and the solved case are in `tests/pachisi_reference.rs`).

use racegame::pachisi::{
    AfterHome, DiceUse, Entry, PachisiAction, PachisiError, PachisiEvent, PachisiGame,
    PachisiRules, PachisiState, PachisiStateError, Phase, dice_lot,
};
use racegame::{RaceGame, Seat, ToAct};

const THROW: fn(u8) -> PachisiAction = PachisiAction::Throw;

fn mv(from: u8, count: u8) -> PachisiAction {
    PachisiAction::Move { from, count }
}

fn play(game: &PachisiGame, s: &PachisiState, actions: &[PachisiAction]) -> PachisiState {
    actions.iter().fold(*s, |s, &a| {
        game.apply(&s, a)
            .unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
            .0
    })
}

// ---- the rule books' worked examples ----

fn chances(game: &PachisiGame) -> Vec<(u8, u32, u32)> {
    game.chance_outcomes(&game.initial_state())
        .iter()
        .map(|&(a, p)| match a {
            PachisiAction::Throw(l) => (l, p.numerator, p.denominator),
            _ => unreachable!("only throws"),
        })
        .collect()
}

/// Scales each chance to `den`.
fn over(c: &[(u8, u32, u32)], den: u32) -> Vec<(u8, u32)> {
    c.iter().map(|&(l, n, d)| (l, n * den / d)).collect()
}

#[test]
fn culin_and_bell_six_cowries_score_25_10_2_3_4_5_6_with_binomial_chances() {
    let game = PachisiGame::pachisi(4).unwrap();
    let values: Vec<(u8, bool, bool)> = (0..=6).map(|l| game.rules().value_of(l)).collect();
    assert_eq!(
        values,
        [
            (25, true, true),
            (10, true, true),
            (2, false, false),
            (3, false, false),
            (4, false, false),
            (5, false, false),
            (6, true, true)
        ]
    );
    let c = chances(&game);
    assert_eq!(
        over(&c, 64),
        [(0, 1), (1, 6), (2, 15), (3, 20), (4, 15), (5, 6), (6, 1)]
    );
    // A shell's chance is configuration: mouth up 2 times in 5.
    let mut rules = PachisiRules::pachisi();
    rules.lots = racegame::pachisi::Lots::Cowries {
        shells: 6,
        up_numerator: 2,
        up_denominator: 5,
    };
    let c = chances(&PachisiGame::new(rules, 4).unwrap());
    // 3^6 = 729 ways to show no mouth up, of 5^6 = 15625.
    assert_eq!(over(&c, 15625)[0], (0, 729));
    assert_eq!(over(&c, 15625)[6], (6, 64));
}

#[test]
fn seven_cowries_and_three_long_dice_have_their_exact_chances() {
    let seven = PachisiGame::new(PachisiRules::pachisi_seven(), 4).unwrap();
    let c = over(&chances(&seven), 128);
    assert_eq!(
        c,
        [
            (0, 1),
            (1, 7),
            (2, 21),
            (3, 35),
            (4, 35),
            (5, 21),
            (6, 7),
            (7, 1)
        ]
    );
    assert_eq!(seven.rules().value_of(6), (30, true, true));
    assert_eq!(seven.rules().value_of(7), (12, false, true));
    let chaupar = PachisiGame::new(chaupar_by_the_total(), 4).unwrap();
    let c = over(&chances(&chaupar), 64);
    // Faces 1, 2, 5, 6: 3 and 18 one way each; 10 only as 2+2+6 (3 ways);
    // 9 as 1+2+6 (6 ways) or 2+2+5 (3 ways).
    assert_eq!(c.first(), Some(&(3, 1)));
    assert_eq!(c.last(), Some(&(18, 1)));
    assert!(c.contains(&(10, 3)) && c.contains(&(9, 9)));
    assert_eq!(c.iter().map(|&(_, n)| n).sum::<u32>(), 64);
    assert_eq!(chaupar.rules().value_of(11), (11, false, false));
}

#[test]
fn tylor_the_best_beginnings_enter_a_man_and_carry_him_into_a_fort() {
    // "the best beginnings are one-up followed by two-up, or five-up
    // followed by four-up, either of which enters a man and carries him on
    // in safety into a fort" (Tylor 1879, from Mitra's rules).
    let game = PachisiGame::new(PachisiRules::pachisi_mitra(), 4).unwrap();
    let start = game.initial_state();
    for (grace, then, fort) in [(1, 2, 12), (5, 4, 29)] {
        let s = play(
            &game,
            &start,
            &[
                THROW(grace),
                mv(0, 1),
                THROW(then),
                mv(game.rules().value_of(grace).0, 1),
            ],
        );
        assert_eq!(s.pieces(0)[3], fort);
        let square = racegame::pachisi::ring_square(0, fort).unwrap();
        assert!(racegame::pachisi::is_castle(square), "{fort} is a fort");
    }
    // The 25 itself lands on the next arm's end square, a castle too.
    assert!(racegame::pachisi::is_castle(
        racegame::pachisi::ring_square(0, 25).unwrap()
    ));
}

#[test]
fn mitra_only_das_or_pachisi_start_a_man() {
    let game = PachisiGame::new(PachisiRules::pachisi_mitra(), 4).unwrap();
    let s = game.initial_state();
    // None up counts 6 and throws again, but enters nothing.
    let (s1, events) = game.apply(&s, THROW(0)).unwrap();
    assert!(events.contains(&PachisiEvent::NoMove { colour: 0 }));
    assert!(events.contains(&PachisiEvent::ThrowsAgain { colour: 0 }));
    assert_eq!(game.to_act(&s1), ToAct::Chance(Seat(0)));
    // Six up counts 12, throws again, enters nothing.
    let (s2, _) = game.apply(&s, THROW(6)).unwrap();
    assert_eq!(s2.phase(), Phase::AwaitingThrow);
    // Das (one up) enters.
    let (s3, _) = game.apply(&s, THROW(1)).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&s3, &mut legal);
    assert_eq!(legal, [mv(0, 1), PachisiAction::Pass]);
}

#[test]
fn a_grace_enters_a_piece_and_throws_again_a_plain_throw_cannot_enter() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game.initial_state();
    let (s, _) = game.apply(&s, THROW(0)).unwrap(); // 25, a grace
    let (s, events) = game.apply(&s, mv(0, 1)).unwrap();
    assert_eq!(s.pieces(0), [0, 0, 0, 25]);
    assert!(events.contains(&PachisiEvent::ThrowsAgain { colour: 0 }));
    // Three up: the piece out moves, the others cannot leave.
    let (s, _) = game.apply(&s, THROW(3)).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert_eq!(legal, [mv(25, 1), PachisiAction::Pass]);
    assert_eq!(game.apply(&s, mv(0, 1)), Err(PachisiError::NeedsGrace));
    // The modern reading: the first piece enters on any throw.
    let mut rules = PachisiRules::pachisi();
    rules.entry = Entry::FirstAny;
    let modern = PachisiGame::new(rules, 4).unwrap();
    let (s, _) = modern.apply(&modern.initial_state(), THROW(3)).unwrap();
    assert_eq!(
        modern.apply(&s, mv(0, 1)).unwrap().0.pieces(0),
        [0, 0, 0, 3]
    );
}

#[test]
fn the_third_grace_in_a_row_is_void_and_the_turn_passes() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = play(
        &game,
        &game.initial_state(),
        &[THROW(0), PachisiAction::Pass, THROW(1), PachisiAction::Pass],
    );
    assert_eq!(s.streak(), 2);
    let (s, events) = game.apply(&s, THROW(6)).unwrap();
    assert!(events.contains(&PachisiEvent::Void { colour: 0 }));
    assert_eq!(game.to_act(&s), ToAct::Chance(Seat(1)));
    assert_eq!(s.streak(), 0);
    // A plain throw breaks the streak.
    let s = play(
        &game,
        &game.initial_state(),
        &[THROW(0), PachisiAction::Pass, THROW(2)],
    );
    assert_eq!((s.colour(), s.streak()), (1, 0));
}

#[test]
fn a_capture_sends_the_pieces_home_and_earns_a_throw() {
    let game = PachisiGame::pachisi(4).unwrap();
    // Colour 1's piece at its progress 71 stands on colour 0's 20.
    let s = game
        .initial_state()
        .with_pieces(0, &[0, 0, 0, 18])
        .with_pieces(1, &[0, 0, 0, 71]);
    let (s, _) = game.apply(&s, THROW(2)).unwrap();
    let (s, events) = game.apply(&s, mv(18, 1)).unwrap();
    assert!(events.contains(&PachisiEvent::Captured {
        colour: 1,
        at: 71,
        count: 1
    }));
    assert_eq!(s.pieces(1), [0, 0, 0, 0]);
    assert_eq!(
        game.to_act(&s),
        ToAct::Chance(Seat(0)),
        "the capture throws again"
    );
    let mut rules = PachisiRules::pachisi();
    rules.capture_throws_again = false;
    let plain = PachisiGame::new(rules, 4).unwrap();
    let s = plain
        .initial_state()
        .with_pieces(0, &[0, 0, 0, 18])
        .with_pieces(1, &[0, 0, 0, 71]);
    let s = play(&plain, &s, &[THROW(2), mv(18, 1)]);
    assert_eq!(plain.to_act(&s), ToAct::Chance(Seat(1)));
}

#[test]
fn a_castle_held_by_the_other_side_is_closed_and_partners_share_any_square() {
    let game = PachisiGame::pachisi(4).unwrap();
    // Colour 1 at its 63 holds the castle at colour 0's 12.
    let s = game
        .initial_state()
        .with_pieces(0, &[0, 0, 10, 30])
        .with_pieces(1, &[0, 0, 0, 63]);
    let (s, _) = game.apply(&s, THROW(2)).unwrap();
    assert_eq!(
        game.apply(&s, mv(10, 1)),
        Err(PachisiError::CastleHeld { to: 12 })
    );
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert_eq!(legal, [mv(30, 1), PachisiAction::Pass]);
    // Open castles: both stay, nobody is captured.
    let mut rules = PachisiRules::pachisi();
    rules.castle_blocks = false;
    let open = PachisiGame::new(rules, 4).unwrap();
    let s = open
        .initial_state()
        .with_pieces(0, &[0, 0, 0, 10])
        .with_pieces(1, &[0, 0, 0, 63]);
    let s = play(&open, &s, &[THROW(2), mv(10, 1)]);
    assert_eq!((s.pieces(0)[3], s.pieces(1)[3]), (12, 63));
    assert!(open.validate(&s).is_ok());
    // Partners: colour 2 at its 54 stands on colour 0's 20; no capture.
    let s = game
        .initial_state()
        .with_pieces(0, &[0, 0, 0, 18])
        .with_pieces(2, &[0, 0, 0, 54]);
    let s = play(&game, &s, &[THROW(2), mv(18, 1)]);
    assert_eq!((s.pieces(0)[3], s.pieces(2)[3]), (20, 54));
    assert_eq!(s.colour(), 1);
}

#[test]
fn pieces_travel_together_and_only_a_group_as_large_captures_a_group() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game
        .initial_state()
        .with_pieces(0, &[0, 0, 18, 18])
        .with_pieces(1, &[0, 0, 71, 71]);
    let (s, _) = game.apply(&s, THROW(2)).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert_eq!(legal, [mv(18, 2), PachisiAction::Pass]);
    assert_eq!(
        game.apply(&s, mv(18, 1)),
        Err(PachisiError::Outnumbered { to: 20 })
    );
    let (s, events) = game.apply(&s, mv(18, 2)).unwrap();
    assert!(events.contains(&PachisiEvent::Captured {
        colour: 1,
        at: 71,
        count: 2
    }));
    assert_eq!(s.pieces(0), [0, 0, 20, 20]);
    // Without groups, one piece captures both, and two cannot move as one.
    let mut rules = PachisiRules::pachisi();
    rules.travel_together = false;
    let single = PachisiGame::new(rules, 4).unwrap();
    let s = single
        .initial_state()
        .with_pieces(0, &[0, 0, 18, 18])
        .with_pieces(1, &[0, 0, 71, 71]);
    let (s, _) = single.apply(&s, THROW(2)).unwrap();
    assert_eq!(
        single.apply(&s, mv(18, 2)),
        Err(PachisiError::Together { count: 2 })
    );
    assert_eq!(single.apply(&s, mv(18, 1)).unwrap().0.pieces(1), [0; 4]);
}

#[test]
fn a_player_may_pass_unless_the_rules_forbid_it() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game.initial_state().with_pieces(0, &[0, 0, 0, 30]);
    let (s, _) = game.apply(&s, THROW(3)).unwrap();
    let (after, events) = game.apply(&s, PachisiAction::Pass).unwrap();
    assert_eq!(events, [PachisiEvent::Passed { colour: 0 }]);
    assert_eq!((after.pieces(0)[3], after.colour()), (30, 1));
    let mut rules = PachisiRules::pachisi();
    rules.may_pass = false;
    let strict = PachisiGame::new(rules, 4).unwrap();
    let s = strict.initial_state().with_pieces(0, &[0, 0, 0, 30]);
    let (s, _) = strict.apply(&s, THROW(3)).unwrap();
    assert_eq!(
        strict.apply(&s, PachisiAction::Pass),
        Err(PachisiError::PassNotAllowed)
    );
}

#[test]
fn home_takes_the_exact_throw_but_a_grace_frees_the_last_square() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game.initial_state().with_pieces(0, &[80, 84, 84, 84]);
    let (s5, _) = game.apply(&s, THROW(5)).unwrap(); // 5: one too many
    assert_eq!(s5.colour(), 1, "no move, the turn passes");
    let (s4, _) = game.apply(&s, THROW(4)).unwrap();
    assert_eq!(game.apply(&s4, mv(80, 1)).unwrap().0.pieces(0), [84; 4]);
    // On the last square only a 1 would do, and no throw is 1: a grace
    // (here 10) brings it home.
    let s = game.initial_state().with_pieces(0, &[0, 0, 0, 83]);
    let (s, _) = game.apply(&s, THROW(1)).unwrap();
    assert_eq!(
        game.apply(&s, mv(83, 1)).unwrap().0.pieces(0),
        [0, 0, 0, 84]
    );
    let mut rules = PachisiRules::pachisi();
    rules.grace_home = false;
    let stuck = PachisiGame::new(rules, 4).unwrap();
    let s = stuck.initial_state().with_pieces(0, &[0, 0, 0, 83]);
    let (s, _) = stuck.apply(&s, THROW(1)).unwrap();
    assert_eq!(
        stuck.apply(&s, mv(83, 1)),
        Err(PachisiError::NotExact {
            from: 83,
            needed: 1
        })
    );
}

#[test]
fn the_side_wins_when_both_partners_are_home_and_both_score() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game
        .initial_state()
        .with_pieces(0, &[84; 4])
        .with_pieces(2, &[82, 84, 84, 84])
        .with_turn(2);
    let s = play(&game, &s, &[THROW(2)]);
    let (s, events) = game.apply(&s, mv(82, 1)).unwrap();
    assert!(events.contains(&PachisiEvent::Won { side: 0 }));
    assert_eq!(game.winning_side(&s), Some(0));
    let payoffs: Vec<Option<i64>> = (0..4).map(|i| game.payoff(&s, Seat(i))).collect();
    assert_eq!(payoffs, [Some(1), Some(0), Some(1), Some(0)]);
    assert!(game.teams().same_team(Seat(0), Seat(2)));
    assert!(!game.teams().same_team(Seat(0), Seat(1)));
    // Two players: seat 0 alone wins.
    let two = PachisiGame::pachisi(2).unwrap();
    let s2 = two
        .initial_state()
        .with_pieces(0, &[84; 4])
        .with_pieces(2, &[82, 84, 84, 84])
        .with_turn(2);
    let s2 = play(&two, &s2, &[THROW(2), mv(82, 1)]);
    assert_eq!(
        [two.payoff(&s2, Seat(0)), two.payoff(&s2, Seat(1))],
        [Some(1), Some(0)]
    );
}

#[test]
fn a_player_whose_pieces_are_home_moves_the_partners_or_is_skipped() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game
        .initial_state()
        .with_pieces(0, &[84; 4])
        .with_pieces(2, &[0, 0, 0, 50]);
    let (s, _) = game.apply(&s, THROW(3)).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert_eq!(legal, [mv(50, 1), PachisiAction::Pass]);
    let (s, events) = game.apply(&s, mv(50, 1)).unwrap();
    assert!(events.contains(&PachisiEvent::Moved {
        colour: 2,
        from: 50,
        to: 53,
        count: 1
    }));
    assert_eq!(s.pieces(2)[3], 53);
    let mut rules = PachisiRules::pachisi();
    rules.after_home = AfterHome::Skipped;
    let skip = PachisiGame::new(rules, 4).unwrap();
    let s = skip.initial_state().with_pieces(0, &[84; 4]).with_turn(3);
    let (s, _) = skip.apply(&s, THROW(2)).unwrap();
    assert_eq!(s.colour(), 1, "colour 0 is skipped");
    let bad = skip.initial_state().with_pieces(0, &[84; 4]);
    assert_eq!(skip.validate(&bad), Err(PachisiStateError::Colour(0)));
}

#[test]
fn with_two_players_each_plays_both_colours_of_a_side() {
    let game = PachisiGame::pachisi(2).unwrap();
    let mut s = game.initial_state();
    let mut seats = Vec::new();
    for _ in 0..4 {
        seats.push(game.to_act(&s));
        s = game.apply(&s, THROW(2)).unwrap().0; // no grace: no move
    }
    assert_eq!(
        seats,
        [
            ToAct::Chance(Seat(0)),
            ToAct::Chance(Seat(1)),
            ToAct::Chance(Seat(0)),
            ToAct::Chance(Seat(1))
        ]
    );
    assert_eq!(game.seats(), 2);
    assert!(!game.teams().has_partners());
}

/// Chaupar as the crate first played it: the dice's total on one piece.
fn chaupar_by_the_total() -> PachisiRules {
    let mut rules = PachisiRules::chaupar();
    rules.dice = DiceUse::Total;
    rules.exact_home = false;
    rules
}

fn die(die: u8, from: u8) -> PachisiAction {
    PachisiAction::MoveDie {
        die,
        from,
        count: 1,
    }
}

fn dice(faces: &[u8]) -> PachisiAction {
    PachisiAction::Throw(dice_lot(faces).unwrap())
}

#[test]
fn chaupar_throws_three_dice_whose_twenty_throws_have_their_chances() {
    let game = PachisiGame::chaupar(4).unwrap();
    let c = over(&chances(&game), 64);
    assert_eq!(c.len(), 20);
    assert_eq!(c.iter().map(|&(_, n)| n).sum::<u32>(), 64);
    // A triple one way, a pair and another face three, three faces six.
    assert!(c.contains(&(dice_lot(&[6, 6, 6]).unwrap(), 1)));
    assert!(c.contains(&(dice_lot(&[5, 5, 1]).unwrap(), 3)));
    assert!(c.contains(&(dice_lot(&[6, 2, 1]).unwrap(), 6)));
}

#[test]
fn wikipedia_a_throw_of_one_two_and_six_moves_one_piece_nine_or_three_pieces() {
    // "if a 1, a 2 and a 6 are rolled, the player can choose to move one
    // piece nine squares or three pieces one, two and six squares".
    let game = PachisiGame::chaupar(4).unwrap();
    let s = play(&game, &game.initial_state(), &[dice(&[6, 2, 1])]);
    assert_eq!(
        s.phase(),
        Phase::AwaitingMove(dice_lot(&[6, 2, 1]).unwrap())
    );
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    // Three dice on four pieces, and the pass.
    assert_eq!(legal.len(), 13);
    let one = play(&game, &s, &[die(6, 24), die(2, 30), die(1, 32)]);
    assert_eq!(one.pieces(0), [6, 7, 23, 33]);
    let three = play(&game, &s, &[die(1, 6), die(6, 23), die(2, 24)]);
    assert_eq!(three.pieces(0), [7, 7, 26, 29]);
    for s in [one, three] {
        assert_eq!((s.colour(), s.phase()), (1, Phase::AwaitingThrow));
    }
    // The order is the player's: the 2 first, then the 6.
    let s2 = play(&game, &s, &[die(2, 24), die(6, 26)]);
    assert_eq!(s2.phase(), Phase::AwaitingMove(dice_lot(&[1]).unwrap()));
    assert_eq!(
        game.apply(&s2, die(6, 7)),
        Err(PachisiError::NoDie { die: 6 })
    );
    assert_eq!(game.apply(&s2, mv(7, 1)), Err(PachisiError::DiceUse));
}

#[test]
fn a_die_no_piece_can_use_is_lost_and_the_turn_passes() {
    // One piece four steps from home (the exact number needed): of 6, 5
    // and 2 only the 2 can move it; then it needs 2, and the 6 and 5 are
    // lost.
    let mut rules = PachisiRules::chaupar();
    rules.pieces = 1;
    rules.start = [80, 0, 0, 0];
    let game = PachisiGame::new(rules, 4).unwrap();
    let s = play(&game, &game.initial_state(), &[dice(&[6, 5, 2])]);
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert_eq!(legal, [die(2, 80), PachisiAction::Pass]);
    let (s, events) = game.apply(&s, die(2, 80)).unwrap();
    assert!(events.contains(&PachisiEvent::NoMove { colour: 0 }));
    assert_eq!((s.pieces(0)[0], s.colour()), (82, 1));
}

#[test]
fn a_group_moves_as_one_piece_by_one_die() {
    let game = PachisiGame::chaupar(4).unwrap();
    let s = game.initial_state().with_pieces(0, &[6, 7, 30, 30]);
    let s = play(&game, &s, &[dice(&[5, 2, 1])]);
    let (s, events) = game
        .apply(
            &s,
            PachisiAction::MoveDie {
                die: 5,
                from: 30,
                count: 2,
            },
        )
        .unwrap();
    assert!(events.contains(&PachisiEvent::Moved {
        colour: 0,
        from: 30,
        to: 35,
        count: 2
    }));
    assert_eq!(s.pieces(0), [6, 7, 35, 35]);
}

#[test]
fn a_capture_earns_its_throw_once_the_dice_are_played() {
    // With captures throwing again (a house rule here), the throw earned
    // by the first die's capture comes after the other dice.
    let mut rules = PachisiRules::chaupar();
    rules.capture_throws_again = true;
    let game = PachisiGame::new(rules, 4).unwrap();
    // Colour 1's piece at its 23 stands on colour 0's 40.
    let s = game.initial_state().with_pieces(0, &[6, 7, 23, 34]);
    let s = play(&game, &s, &[dice(&[6, 2, 1])]);
    let (s, events) = game.apply(&s, die(6, 34)).unwrap();
    assert!(events.contains(&PachisiEvent::Captured {
        colour: 1,
        at: 23,
        count: 1
    }));
    assert_eq!((s.colour(), s.streak()), (0, 1));
    let s = play(&game, &s, &[die(2, 6)]);
    let (s, events) = game.apply(&s, die(1, 7)).unwrap();
    assert!(events.contains(&PachisiEvent::ThrowsAgain { colour: 0 }));
    assert_eq!(
        (s.colour(), s.phase(), s.streak()),
        (0, Phase::AwaitingThrow, 0)
    );
}

#[test]
fn chaupar_by_the_total_starts_on_the_board_and_enters_on_any_throw() {
    let game = PachisiGame::new(chaupar_by_the_total(), 4).unwrap();
    let s = game.initial_state();
    for colour in 0..4 {
        assert_eq!(s.pieces(colour), [6, 7, 23, 24]);
    }
    // Colour 1's piece at its 23 stands on colour 0's 40: a total of 16
    // from colour 0's 24 captures it.
    let target = (8..84u8)
        .find(|&p| racegame::pachisi::ring_square(0, p) == racegame::pachisi::ring_square(1, 23))
        .unwrap();
    assert_eq!(target, 40);
    let s = play(&game, &s, &[THROW(16)]);
    let (s, events) = game.apply(&s, mv(24, 1)).unwrap();
    assert!(events.contains(&PachisiEvent::Captured {
        colour: 1,
        at: 23,
        count: 1
    }));
    assert_eq!(s.colour(), 1, "no throw again in Chaupar");
    let (s, _) = game.apply(&s, THROW(3)).unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert!(
        legal.contains(&mv(0, 1)),
        "the captured piece re-enters on any throw"
    );
}

#[test]
fn validate_refuses_positions_the_rules_cannot_reach() {
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game.initial_state();
    // Both sides on a plain ring square.
    let both = s
        .with_pieces(0, &[0, 0, 0, 20])
        .with_pieces(1, &[0, 0, 0, 71]);
    assert_eq!(
        game.validate(&both),
        Err(PachisiStateError::Shared { square: 12 })
    );
    // A side home but the game going on.
    let done = s.with_pieces(0, &[84; 4]).with_pieces(2, &[84; 4]);
    assert_eq!(game.validate(&done), Err(PachisiStateError::Finished));
    // Fewer pieces: the slots past them must be 0.
    let mut rules = PachisiRules::pachisi();
    rules.pieces = 2;
    let small = PachisiGame::new(rules, 4).unwrap();
    let stray = small.initial_state().with_pieces(0, &[0, 0, 5, 0]);
    assert!(small.validate(&stray).is_err());
    assert!(small.validate(&small.initial_state()).is_ok());
}

/// A start that puts both sides on one square of the ring is refused when
/// the rules are built (the first position would hold a capture never
/// made); the same start with one side's pieces left home is accepted.
#[test]
fn a_start_sharing_a_square_between_the_sides_is_refused() {
    use racegame::pachisi::{PachisiRulesError, ring_square};
    let mut rules = racegame::pachisi::PachisiRules::pachisi();
    rules.start = [60, 20, 67, 43];
    // Colour 0's piece at 60 and colour 1's at 43 stand on one square.
    assert_eq!(ring_square(0, 60), ring_square(1, 43));
    assert!(matches!(
        rules.validate(),
        Err(PachisiRulesError::StartShared { .. })
    ));
    assert!(racegame::pachisi::PachisiGame::new(rules, 4).is_err());
    rules.start = [60, 0, 0, 0];
    assert_eq!(rules.validate(), Ok(()));
}

//! Pachisi and Chaupar: the rule books' worked examples as named tests, and the engine against a second, simple implementation of the rules (`pachisi_ref`), move by move over random games.

mod pachisi_ref;

use pachisi_ref::{Book, Pos};
use racegame::pachisi::{
    AfterHome, Entry, PachisiAction, PachisiError, PachisiEvent, PachisiGame, PachisiRules,
    PachisiState, PachisiStateError, Phase, presets::PRESETS,
};
use racegame::{Dice, RaceGame, Seat, ToAct};

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

// ---- the engine against the reference ----

/// The engine's view of a reference position, to compare.
fn as_engine(p: &Pos) -> ([[u8; 4]; 4], u8, Phase, u8, u32) {
    let mut pieces = [[0u8; 4]; 4];
    for (c, row) in p.pieces.iter().enumerate() {
        let mut sorted = row.clone();
        sorted.sort_unstable();
        pieces[c][..sorted.len()].copy_from_slice(&sorted);
    }
    let phase = match (p.won, p.truncated, p.pending) {
        (Some(_), _, _) => Phase::Over,
        (_, true, _) => Phase::Truncated,
        (_, _, Some(lot)) => Phase::AwaitingMove(lot),
        _ => Phase::AwaitingThrow,
    };
    (pieces, p.colour, phase, p.streak, p.actions)
}

fn engine_view(s: &PachisiState) -> ([[u8; 4]; 4], u8, Phase, u8, u32) {
    let mut pieces = [[0u8; 4]; 4];
    for c in 0..4u8 {
        pieces[usize::from(c)].copy_from_slice(s.pieces(c));
    }
    (pieces, s.colour(), s.phase(), s.streak(), s.actions())
}

/// What one comparison found.
#[derive(Default, Debug)]
struct Tally {
    games: usize,
    positions: usize,
    differences: usize,
    first: Option<String>,
}

impl Tally {
    fn differ(&mut self, what: String) {
        self.differences += 1;
        self.first.get_or_insert(what);
    }
}

/// Plays one random game on both, comparing every position, the chances,
/// the legal lists and the end; stops at the first difference.
fn compare_game(game: &PachisiGame, book: &Book, dice: &mut Dice, tally: &mut Tally) {
    let mut s = game.initial_state();
    let mut p = book.start();
    let mut legal = Vec::new();
    tally.games += 1;
    for _ in 0..100_000 {
        tally.positions += 1;
        if engine_view(&s) != as_engine(&p) {
            return tally.differ(format!("{:?}: engine {s:?}, reference {p:?}", game.rules()));
        }
        if let Err(e) = game.validate(&s) {
            return tally.differ(format!("reached state refused: {e} in {s:?}"));
        }
        game.legal_actions(&s, &mut legal);
        let action = match game.to_act(&s) {
            ToAct::Nobody => {
                let side = game.winning_side(&s);
                if side != p.won {
                    tally.differ(format!("winner {side:?} against {:?}", p.won));
                }
                return;
            }
            ToAct::Chance(seat) => {
                let mine: Vec<(u8, u64, u64)> = game
                    .chance_outcomes(&s)
                    .iter()
                    .map(|&(a, pr)| match a {
                        PachisiAction::Throw(l) => {
                            (l, u64::from(pr.numerator), u64::from(pr.denominator))
                        }
                        _ => (255, 0, 1),
                    })
                    .collect();
                let theirs = pachisi_ref::chances(game.rules());
                let same = mine.len() == theirs.len()
                    && mine
                        .iter()
                        .zip(&theirs)
                        .all(|(a, b)| a.0 == b.0 && a.1 * b.2 == b.1 * a.2);
                if !same || seat != game.seat_of(p.colour) {
                    return tally.differ(format!("chances {mine:?} against {theirs:?}"));
                }
                dice.throw_for(game, &s).expect("chance acts")
            }
            ToAct::Player(_) => {
                let mut theirs: Vec<PachisiAction> =
                    book.moves(&p).into_iter().map(|(f, c)| mv(f, c)).collect();
                if book.rules.may_pass && !theirs.is_empty() {
                    theirs.push(PachisiAction::Pass);
                }
                let mut mine = legal.clone();
                mine.sort_by_key(|a| format!("{a:?}"));
                theirs.sort_by_key(|a| format!("{a:?}"));
                if mine != theirs {
                    return tally.differ(format!("legal {mine:?} against {theirs:?} in {s:?}"));
                }
                legal[dice.below(legal.len())]
            }
        };
        s = game
            .apply(&s, action)
            .expect("a listed action is accepted")
            .0;
        match action {
            PachisiAction::Throw(lot) => book.throw(&mut p, lot),
            PachisiAction::Move { from, count } => book.play(&mut p, from, count),
            _ => book.pass(&mut p),
        }
    }
    tally.differ("a game longer than 100,000 actions".into());
}

/// Random games of random rule sets (and of every preset, for two and four
/// players) on the engine and on the reference.
fn compare(games: usize, seed: u64, mutant: bool) -> Tally {
    let mut dice = Dice::seeded(seed);
    let mut tally = Tally::default();
    let mut played = 0;
    while played < games {
        let game = if played < 2 * PRESETS.len() {
            let rules = PRESETS[played / 2].rules();
            PachisiGame::new(rules, 2 + 2 * (played % 2)).expect("a preset")
        } else {
            match racegame::testing::pachisi_game(|n| dice.below(n)) {
                Some(game) => game,
                None => continue,
            }
        };
        played += 1;
        let book = Book::new(*game.rules(), mutant);
        compare_game(&game, &book, &mut dice, &mut tally);
    }
    tally
}

#[test]
fn the_engine_plays_as_the_reference_rule_book_move_by_move() {
    let tally = compare(300, 37, false);
    println!("reference comparison: {tally:?}");
    assert_eq!(tally.games, 300);
    assert!(tally.positions > 100_000, "{tally:?}");
    assert_eq!(tally.differences, 0, "{:?}", tally.first);
}

#[test]
fn the_comparison_catches_a_reference_that_lets_any_throw_enter() {
    // The mutant reference forgets that a piece leaves the charkoni on a
    // grace only: the comparison must see it.
    let tally = compare(20, 38, true);
    println!("mutant comparison: {tally:?}");
    assert!(tally.differences > 0, "{tally:?}");
}

#[test]
fn the_reference_walks_the_same_squares_as_the_engine() {
    for colour in 0..4u8 {
        let track = pachisi_ref::track(colour);
        for a in 8..=76u8 {
            for other in 0..4u8 {
                let other_track = pachisi_ref::track(other);
                for b in 8..=76u8 {
                    let same_cell = track[usize::from(a)] == other_track[usize::from(b)];
                    let same_ring = racegame::pachisi::ring_square(colour, a)
                        == racegame::pachisi::ring_square(other, b);
                    assert_eq!(
                        same_cell, same_ring,
                        "colour {colour} at {a}, {other} at {b}"
                    );
                }
            }
            let castle =
                racegame::pachisi::ring_square(colour, a).is_some_and(racegame::pachisi::is_castle);
            assert_eq!(
                pachisi_ref::castle(track[usize::from(a)]),
                castle,
                "{colour} at {a}"
            );
        }
    }
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
    let chaupar = PachisiGame::chaupar(4).unwrap();
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

#[test]
fn chaupar_starts_on_the_board_and_enters_on_any_throw() {
    let game = PachisiGame::chaupar(4).unwrap();
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

// ---- perft: action sequences counted, against tests/perft/pachisi.data ----

/// Sequences of `depth` actions from `s` (each throw and each choice a
/// branch; a game over before the depth counts nothing).
fn perft(game: &PachisiGame, s: &PachisiState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    legal
        .iter()
        .map(|&a| perft(game, &game.apply(s, a).unwrap().0, depth - 1))
        .sum()
}

/// The same count by the reference rule book.
fn perft_reference(book: &Book, p: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if p.won.is_some() || p.truncated {
        return 0;
    }
    let Some(_) = p.pending else {
        return pachisi_ref::chances(&book.rules)
            .iter()
            .map(|&(lot, _, _)| {
                let mut next = p.clone();
                book.throw(&mut next, lot);
                perft_reference(book, &next, depth - 1)
            })
            .sum();
    };
    let moves = book.moves(p);
    let mut total: u64 = moves
        .iter()
        .map(|&(from, count)| {
            let mut next = p.clone();
            book.play(&mut next, from, count);
            perft_reference(book, &next, depth - 1)
        })
        .sum();
    if book.rules.may_pass && !moves.is_empty() {
        let mut next = p.clone();
        book.pass(&mut next);
        total += perft_reference(book, &next, depth - 1);
    }
    total
}

/// A position of the data file: after `actions` actions of the seeded
/// random game `seed` (both engines play the same actions).
fn perft_position(
    game: &PachisiGame,
    book: &Book,
    seed: u64,
    actions: usize,
) -> (PachisiState, Pos) {
    let mut dice = Dice::seeded(seed);
    let (mut s, mut p) = (game.initial_state(), book.start());
    let mut legal = Vec::new();
    for _ in 0..actions {
        let action = match game.to_act(&s) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => dice.throw_for(game, &s).unwrap(),
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
        };
        s = game.apply(&s, action).unwrap().0;
        match action {
            PachisiAction::Throw(lot) => book.throw(&mut p, lot),
            PachisiAction::Move { from, count } => book.play(&mut p, from, count),
            _ => book.pass(&mut p),
        }
    }
    (s, p)
}

#[test]
fn perft_counts_match_the_data_file_and_the_reference() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft/pachisi.data");
    let text = std::fs::read_to_string(path).unwrap();
    let bless = std::env::var_os("RACEGAME_BLESS").is_some();
    let mut out = String::new();
    let (mut game, mut book, mut s, mut p) = (None, None, None, None);
    let mut checked = 0;
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["rules", name, players] => {
                let g = PachisiGame::new(
                    racegame::preset::find(PRESETS, name).unwrap().rules(),
                    players.parse().unwrap(),
                )
                .unwrap();
                book = Some(Book::new(*g.rules(), false));
                game = Some(g);
            }
            ["after", "seed", seed, "actions", n] => {
                let (g, b) = (game.as_ref().unwrap(), book.as_ref().unwrap());
                let (es, rp) = perft_position(g, b, seed.parse().unwrap(), n.parse().unwrap());
                (s, p) = (Some(es), Some(rp));
            }
            ["perft", depth, count] => {
                let (g, b) = (game.as_ref().unwrap(), book.as_ref().unwrap());
                let depth: u32 = depth.parse().unwrap();
                let engine = perft(g, s.as_ref().unwrap(), depth);
                let reference = perft_reference(b, p.as_ref().unwrap(), depth);
                assert_eq!(
                    engine, reference,
                    "{line}: the engine and the reference differ"
                );
                if bless {
                    out.push_str(&format!("perft {depth} {engine}\n"));
                    continue;
                }
                assert_eq!(engine.to_string(), *count, "{line}");
                checked += 1;
                continue;
            }
            _ => {}
        }
        out.push_str(line);
        out.push('\n');
    }
    if bless {
        std::fs::write(path, out).unwrap();
    } else {
        assert!(checked >= 10, "{checked} counts checked");
    }
}

// ---- exact odds of a small case ----

/// One piece a colour, each starting at progress 78 (six steps from home,
/// in its own middle column): nobody can meet anybody, so each colour races
/// alone, and the reachable positions are few enough to enumerate.
fn end_race() -> PachisiGame {
    let mut rules = PachisiRules::pachisi();
    rules.pieces = 1;
    rules.start = [78, 0, 0, 0];
    PachisiGame::new(rules, 4).unwrap()
}

#[test]
fn exact_odds_of_the_end_race_agree_with_the_reference_played_out() {
    use racegame::analysis::{self, Options};
    use racegame::pachisi::PachisiModel;
    let game = end_race();
    // Always move when a move exists (the first listed choice).
    let mut model = PachisiModel::new(|_: &PachisiGame, _: &PachisiState, _: &[PachisiAction]| 0);
    let odds = analysis::analyze(&game, &mut model, &Options::default()).unwrap();
    let sides = [odds.win[0] + odds.win[2], odds.win[1] + odds.win[3]];
    println!(
        "end race: {} states, side 0 wins {:.6}, side 1 {:.6}, mean length {:.4}",
        odds.states, sides[0], sides[1], odds.mean_length
    );
    assert!((sides[0] + sides[1] - 1.0).abs() < 1e-9);
    // Red throws first: its side is ahead.
    assert!(sides[0] > sides[1]);
    // The reference rule book, played out many times with the same policy,
    // lands within four standard errors of the exact figure.
    let book = Book::new(*game.rules(), false);
    let mut dice = Dice::seeded(11);
    let games = 20_000;
    let mut red_side = 0u32;
    for _ in 0..games {
        let mut p = book.start();
        while p.won.is_none() {
            if p.pending.is_some() {
                let (from, count) = book.moves(&p)[0];
                book.play(&mut p, from, count);
            } else {
                let chances = pachisi_ref::chances(&book.rules);
                let total = chances[0].2;
                let mut draw = dice.below(total as usize) as u64;
                let lot = chances
                    .iter()
                    .find(|&&(_, n, _)| {
                        let hit = draw < n;
                        draw = draw.saturating_sub(n);
                        hit
                    })
                    .unwrap()
                    .0;
                book.throw(&mut p, lot);
            }
        }
        red_side += u32::from(p.won == Some(0));
    }
    let seen = f64::from(red_side) / f64::from(games);
    let sd = (sides[0] * sides[1] / f64::from(games)).sqrt();
    assert!(
        (seen - sides[0]).abs() < 4.0 * sd,
        "seen {seen}, exact {}",
        sides[0]
    );
}

// ---- a small case solved exactly ----

#[test]
fn the_end_race_is_solved_exactly_and_its_keys_round_trip() {
    use racegame::analysis::{self, Options};
    use racegame::pachisi::PachisiModel;
    use racegame::solve::{self, SolveKey, SolveOptions};
    // One piece a colour, ten steps from home (progress 74): the pieces
    // never meet, but whether to move or pass still matters (home takes the
    // exact throw).
    let mut rules = PachisiRules::pachisi();
    rules.pieces = 1;
    rules.start = [74, 0, 0, 0];
    let game = PachisiGame::new(rules, 4).unwrap();
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let start = game.initial_state();
    let perfect = table.value(&game, &start).unwrap();
    let mut model = PachisiModel::new(|_: &PachisiGame, _: &PachisiState, _: &[PachisiAction]| 0);
    let odds = analysis::analyze(&game, &mut model, &Options::default()).unwrap();
    let always_move = odds.win[0] + odds.win[2];
    println!(
        "end race from 74: {} positions solved, Red and Green win {perfect:.6} with perfect play by both sides, {always_move:.6} when every colour always moves",
        table.len()
    );
    assert!((0.5..1.0).contains(&perfect), "{perfect}");
    // Every position the solver stored keys back to itself.
    let mut dice = Dice::seeded(2);
    let mut s = start;
    for _ in 0..200 {
        if game.is_over(&s) {
            break;
        }
        if let Some(key) = game.solve_key(&s) {
            assert_eq!(game.state_of_key(key), Some(s.without_counters()));
        }
        let action = match game.to_act(&s) {
            ToAct::Chance(_) => dice.throw_for(&game, &s).unwrap(),
            _ => {
                let mut legal = Vec::new();
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
        };
        s = game.apply(&s, action).unwrap().0;
    }
    // Three pieces a colour, or an action limit: no key.
    let mut big = PachisiRules::pachisi();
    big.pieces = 3;
    assert_eq!(PachisiGame::new(big, 4).unwrap().solve_key(&start), None);
}

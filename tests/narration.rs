//! Narration: every event of every preset reads as an English sentence,
//! and the caller's names replace the default ones.

use racegame::backgammon::{self, BackgammonAction, BackgammonEvent, BackgammonGame};
use racegame::goose::{GooseAction, GooseEvent, GooseGame};
use racegame::ludo::{COLOURS, LudoAction, LudoEvent, LudoGame, Phase};
use racegame::narrate::story;
use racegame::play::replay;
use racegame::record::Presets;
use racegame::ur::{self, DARK, LIGHT, NAMES, UrAction, UrEvent, UrGame};
use racegame::{Dice, Names, Narrate, Outcome, RaceGame, Ranking, Roll, Seat, ToAct};

/// Plays a seeded game with the first legal choice and returns its events.
fn events_of<G: RaceGame>(game: &G, seed: u64) -> Vec<G::Event> {
    let mut dice = Dice::seeded(seed);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    while actions.len() < 5_000 {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => dice.throw_for(game, &state).unwrap(),
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                legal[dice.below(legal.len())]
            }
        };
        state = game.apply(&state, action).unwrap().0;
        actions.push(action);
    }
    replay(game, &actions).unwrap().1
}

fn is_sentence(text: &str) -> bool {
    text.chars().next().is_some_and(char::is_uppercase)
        && text.ends_with('.')
        && !text.contains("  ")
        && !text.contains('{')
}

#[test]
fn every_goose_event_is_a_sentence_with_the_callers_names() {
    let names = Names::new(&["Ani", "Budi", "Citra", "Dewi"]);
    for (_, game) in GooseGame::every_preset(4).unwrap() {
        let game = game.with_fine(1).unwrap();
        for seed in 0..5 {
            for e in events_of(&game, seed) {
                let plain = e.to_string();
                let named = e.narrate(names).to_string();
                assert!(is_sentence(&plain), "{plain:?} from {e:?}");
                assert!(is_sentence(&named), "{named:?} from {e:?}");
                assert!(!named.contains("Seat "), "{named:?} keeps a default name");
                if let GooseEvent::Rolled { seat, roll } = e {
                    assert_eq!(named, format!("{} throws {roll}.", names.seat(seat)));
                }
            }
        }
    }
}

#[test]
fn every_ludo_event_is_a_sentence_named_by_colour() {
    for (_, game) in LudoGame::every_preset(4).unwrap() {
        let names = Names::new(&["Ani", "Budi", "Citra", "Dewi"]);
        for seed in 0..3 {
            for e in events_of(&game, seed) {
                let plain = e.to_string();
                let named = e.narrate(names).to_string();
                assert!(is_sentence(&plain), "{plain:?} from {e:?}");
                assert!(is_sentence(&named), "{named:?} from {e:?}");
                assert!(!plain.contains("Seat "), "{plain:?}: colours by default");
                if let LudoEvent::Entered { seat, .. } = e {
                    assert!(plain.starts_with(&COLOURS.seat(seat).to_string()));
                    assert!(named.starts_with(&names.seat(seat).to_string()));
                }
            }
        }
    }
}

#[test]
fn ludo_narration_reads_as_the_game_goes() {
    let e = LudoEvent::Rolled {
        seat: Seat(3),
        roll: racegame::Roll::one(6).unwrap(),
    };
    assert_eq!(e.to_string(), "Blue rolls a 6.");
    let e = LudoEvent::Captured {
        seat: Seat(0),
        token: 1,
        square: 12,
        to: racegame::ludo::Place::Yard,
        by: Seat(2),
    };
    assert_eq!(
        e.narrate(Names::new(&["Ani", "Budi", "Citra"])).to_string(),
        "Citra captures Ani's token 1 on square 12 and sends it back to the yard."
    );
    assert_eq!(
        LudoEvent::PlayerFinished {
            seat: Seat(1),
            place: 2
        }
        .to_string(),
        "Green has every token home and finishes 2nd."
    );
}

#[test]
fn outcomes_and_phases_read_in_english() {
    let ranking = Ranking::from_seats(&[Seat(2), Seat(0)]).unwrap();
    assert_eq!(
        Outcome::Ranking(ranking).narrate(COLOURS).to_string(),
        "Final ranking: 1st Yellow, 2nd Red."
    );
    assert_eq!(Outcome::Winner(Seat(1)).to_string(), "Seat 1 wins.");
    assert_eq!(
        Phase::AwaitingBonus(20).to_string(),
        "waiting for a bonus move of 20"
    );
    assert_eq!(Phase::AwaitingThrow.to_string(), "waiting for a throw");
}

#[test]
fn a_story_joins_the_sentences_of_one_seat_into_one() {
    let game = GooseGame::railway(2).unwrap().with_fine(1).unwrap();
    let throw = GooseAction::Throw(Roll::two(4, 2).unwrap());
    let (_, events) = game.apply(&game.initial_state(), throw).unwrap();
    assert_eq!(
        story(&events, Names::new(&["Ani", "Budi"])).to_string(),
        "Ani throws 4+2, moves from square 0 to square 6, pays 1 into the pot (now 1) \
         and jumps from square 6 to square 12."
    );
    let game = LudoGame::ludo(2).unwrap();
    let s = game.initial_state();
    let (s, events) = game
        .apply(&s, LudoAction::Throw(Roll::one(6).unwrap()))
        .unwrap();
    assert_eq!(story(&events, COLOURS).to_string(), "Red rolls a 6.");
    let (_, events) = game.apply(&s, LudoAction::Enter).unwrap();
    assert_eq!(
        story(&events, COLOURS).to_string(),
        "Red brings token 0 onto the track at square 0 and rolls again for the 6."
    );
}

#[test]
fn a_story_tells_the_end_of_the_game_apart() {
    let events = [
        GooseEvent::Won {
            seat: Seat(1),
            square: 63,
            pot: 4,
        },
        GooseEvent::GameOver {
            outcome: Outcome::Winner(Seat(1)),
        },
    ];
    assert_eq!(
        story(&events, Names::new(&["Ani", "Budi"])).to_string(),
        "Budi wins the pot of 4 on square 63. Game over: Budi wins."
    );
}

#[test]
fn every_ur_event_is_a_sentence_with_pieces_on_board_squares() {
    let names = Names::new(&["Ani", "Budi"]);
    for (_, game) in UrGame::every_preset(2).unwrap() {
        for seed in 0..3 {
            for e in events_of(&game, seed) {
                let plain = e.to_string();
                let named = e.narrate(names).to_string();
                assert!(is_sentence(&plain), "{plain:?} from {e:?}");
                assert!(is_sentence(&named), "{named:?} from {e:?}");
                assert!(
                    !plain.contains("Seat ") && !named.contains("Seat "),
                    "{plain:?}"
                );
                assert!(
                    !plain.contains("path index"),
                    "{plain:?}: a square for every piece"
                );
                let placed = match e {
                    UrEvent::Entered { seat, to, path } => Some((seat, to, path, true)),
                    UrEvent::Moved { seat, to, path, .. } => Some((seat, to, path, true)),
                    UrEvent::BorneOff { seat, from, path } => Some((seat, from, path, false)),
                    _ => None,
                };
                // The square arrived on is marked when it is a rosette.
                if let Some((seat, p, path, arrived)) = placed {
                    assert!(
                        plain.starts_with(&NAMES.seat(seat).to_string()),
                        "{plain:?}"
                    );
                    let square = path.square(seat, p).unwrap().to_string();
                    assert!(plain.contains(&square), "{plain:?} misses {square}");
                    let marked = arrived && path.is_rosette(p);
                    assert_eq!(plain.contains("rosette"), marked, "{plain:?}");
                }
            }
        }
    }
}

#[test]
fn ur_narration_reads_as_the_game_goes() {
    let game = UrGame::finkel();
    let (s, events) = game
        .apply(&game.initial_state(), UrAction::Throw(4))
        .unwrap();
    assert_eq!(story(&events, NAMES).to_string(), "Light throws 4.");
    let (_, events) = game.apply(&s, UrAction::Enter).unwrap();
    assert_eq!(
        story(&events, NAMES).to_string(),
        "Light enters a piece on A1 (a rosette) and throws again."
    );
    // Dark on B5 (path index 9 for both), Light two behind on B3.
    let s = game
        .initial_state()
        .with_pieces(LIGHT, 6, &[7], 0)
        .with_pieces(DARK, 6, &[9], 0);
    let (s, _) = game.apply(&s, UrAction::Throw(2)).unwrap();
    let (_, events) = game.apply(&s, UrAction::Move { from: 7 }).unwrap();
    assert_eq!(
        story(&events, Names::new(&["Ani", "Budi"])).to_string(),
        "Ani moves from B3 to B5 and captures Budi's piece on B5."
    );
    let s = game.initial_state().with_pieces(DARK, 0, &[14], 6);
    let (s, _) = game
        .apply(&s.with_current(DARK), UrAction::Throw(1))
        .unwrap();
    let (_, events) = game.apply(&s, UrAction::Move { from: 14 }).unwrap();
    assert_eq!(
        story(&events, NAMES).to_string(),
        "Dark bears off a piece from C7. Game over: Dark wins."
    );
    let (_, events) = game
        .apply(&game.initial_state(), UrAction::Throw(0))
        .unwrap();
    assert_eq!(
        story(&events, NAMES).to_string(),
        "Light throws 0 and cannot move: the turn passes."
    );
}

#[test]
fn ur_phases_read_in_english() {
    assert_eq!(ur::Phase::AwaitingThrow.to_string(), "waiting for a throw");
    assert_eq!(
        ur::Phase::AwaitingMove(2).to_string(),
        "waiting for a move of 2"
    );
    assert_eq!(ur::Phase::Over.to_string(), "over");
}

#[test]
fn every_backgammon_event_is_a_sentence_named_white_and_black() {
    let names = Names::new(&["Ani", "Budi"]);
    for (_, game) in BackgammonGame::every_preset(2).unwrap() {
        for seed in 0..3 {
            for e in events_of(&game, seed) {
                let plain = e.to_string();
                let named = e.narrate(names).to_string();
                assert!(is_sentence(&plain), "{plain:?} from {e:?}");
                assert!(is_sentence(&named), "{named:?} from {e:?}");
                assert!(
                    !plain.contains("Seat ") && !named.contains("Seat "),
                    "{plain:?}"
                );
                assert!(
                    !named.contains("White") && !named.contains("Black"),
                    "{named:?}"
                );
                if let BackgammonEvent::Moved { seat, from, to, .. } = e {
                    let expected = format!(
                        "{} moves a checker from the {from}-point to the {to}-point.",
                        backgammon::NAMES.seat(seat)
                    );
                    assert_eq!(plain, expected);
                }
            }
        }
    }
}

#[test]
fn backgammon_narration_reads_as_the_game_goes() {
    let game = BackgammonGame::backgammon();
    let throw = |a, b| BackgammonAction::Throw(Roll::two(a, b).unwrap());
    let (s, events) = game.apply(&game.initial_state(), throw(3, 3)).unwrap();
    assert_eq!(
        story(&events, backgammon::NAMES).to_string(),
        "White and Black both throw 3: they throw again."
    );
    let (s, events) = game.apply(&s, throw(3, 1)).unwrap();
    assert_eq!(
        story(&events, backgammon::NAMES).to_string(),
        "White throws 3 and Black 1: White starts, playing 3-1."
    );
    let (s, e1) = game.apply(&s, "8/5".parse().unwrap()).unwrap();
    let (_, e2) = game.apply(&s, "6/5".parse().unwrap()).unwrap();
    let events: Vec<_> = e1.into_iter().chain(e2).collect();
    assert_eq!(
        story(&events, backgammon::NAMES).to_string(),
        "White moves a checker from the 8-point to the 5-point and moves a checker from the 6-point to the 5-point."
    );
    let over = BackgammonEvent::GameOver {
        outcome: Outcome::Draw,
        result: None,
    };
    assert_eq!(over.to_string(), "The game is drawn.");
}

#[test]
fn pachisi_events_read_as_english_sentences() {
    use racegame::pachisi::{NAMES, PachisiAction, PachisiEvent, PachisiGame};
    use racegame::{Narrate, RaceGame};
    let game = PachisiGame::pachisi(4).unwrap();
    let s = game.initial_state();
    let (s, events) = game.apply(&s, PachisiAction::Throw(0)).unwrap();
    let text: Vec<String> = events.iter().map(|e| e.to_string()).collect();
    assert_eq!(text, ["Red throws 0 (25, a grace)."]);
    let (_, events) = game
        .apply(&s, PachisiAction::Move { from: 0, count: 1 })
        .unwrap();
    let text: Vec<String> = events.iter().map(|e| e.to_string()).collect();
    assert_eq!(
        text,
        [
            "Red moves a piece from the charkoni to square 25.",
            "Red throws again."
        ]
    );
    let captured = PachisiEvent::Captured {
        colour: 1,
        at: 71,
        count: 2,
    };
    assert_eq!(
        captured.to_string(),
        "Yellow loses two pieces on square 71 to the charkoni."
    );
    assert_eq!(
        PachisiEvent::Won { side: 1 }.to_string(),
        "Yellow and Black bring every piece home and win."
    );
    let names = racegame::Names::new(&["Asha", "Bina", "Chitra", "Devi"]);
    assert_eq!(
        PachisiEvent::Void { colour: 3 }.narrate(names).to_string(),
        "Devi has thrown again once too often: the throw is void and the turn passes."
    );
    assert_eq!(
        PachisiEvent::Truncated.narrate(NAMES).to_string(),
        "The game is cut short at the action limit."
    );
    for event in events_of(&game, 5) {
        let text = event.to_string();
        assert!(is_sentence(&text), "{text}");
    }
    // Chaupar's dice, one at a time.
    let chaupar = PachisiGame::chaupar(4).unwrap();
    let lot = racegame::pachisi::dice_lot(&[6, 2, 1]).unwrap();
    let (_, events) = chaupar
        .apply(&chaupar.initial_state(), PachisiAction::Throw(lot))
        .unwrap();
    assert_eq!(events[0].to_string(), "Red throws 6, 2 and 1 (9).");
}

#[test]
fn every_slide_event_is_a_sentence_named_by_colour() {
    use racegame::slide::{NAMES as COLOURS, SlideEvent, SlideGame};
    let names = Names::new(&["Ani", "Budi", "Citra", "Dewi"]);
    let mut kinds = std::collections::BTreeSet::new();
    for (_, game) in SlideGame::every_preset(4).unwrap() {
        for seed in 0..4 {
            for e in events_of(&game, seed) {
                let plain = e.to_string();
                let named = e.narrate(names).to_string();
                assert!(is_sentence(&plain), "{plain:?} from {e:?}");
                assert!(is_sentence(&named), "{named:?} from {e:?}");
                if let SlideEvent::Drew { seat, card } = e {
                    assert!(
                        plain.starts_with(&format!("{} draws", COLOURS.seat(seat))),
                        "{plain}"
                    );
                    assert!(
                        named.starts_with(&format!("{} draws", names.seat(seat))),
                        "{named}"
                    );
                    kinds.insert(card);
                }
            }
        }
    }
    assert_eq!(kinds.len(), 11, "every card drawn: {kinds:?}");
}

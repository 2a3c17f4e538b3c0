//! The card race (Parker Brothers' published rules): one test per rule from the rule book, and the engine compared move by move with a reference written apart from it on random games.

#[path = "common/slide_reference.rs"]
mod slide_reference;

use std::collections::BTreeSet;

use racegame::slide::{
    Card, Phase, Place, SlideAction, SlideEvent, SlideGame, SlideRules, SlideState,
};
use racegame::{Dice, RaceGame, Seat, ToAct};
use slide_reference::{Board, Bug, Reference};

fn game(players: usize) -> SlideGame {
    SlideGame::classic(players).unwrap()
}

/// A state where `seat` has just drawn `card`, pawns as given (others in
/// Start), the pile full.
fn with_card(g: &SlideGame, seat: u8, card: Card, pawns: &[(u8, u8, Place)]) -> SlideState {
    let mut s = g.initial_state();
    for &(o, p, place) in pawns {
        s.pawns[usize::from(o)][usize::from(p)] = place;
    }
    s.turn = Seat(seat);
    s.phase = Phase::AwaitingMove;
    s.card = Some(card);
    s
}

fn legal(g: &SlideGame, s: &SlideState) -> Vec<SlideAction> {
    let mut v = Vec::new();
    g.legal_actions(s, &mut v);
    v
}

#[test]
fn the_deck_has_45_cards_and_the_first_draw_is_count_over_cards_left() {
    let g = game(4);
    let s = g.initial_state();
    assert_eq!(g.rules().deck_size(), 45);
    let outcomes = g.chance_outcomes(&s);
    assert_eq!(outcomes.len(), 11);
    for (a, p) in outcomes.iter() {
        let SlideAction::Draw(c) = a else { panic!() };
        let count = if *c == Card::One { 5 } else { 4 };
        assert_eq!(
            u64::from(p.numerator) * 45,
            u64::from(p.denominator) * count
        );
    }
    // Draw all four 12s: none is left to draw.
    let mut s = s;
    for _ in 0..4 {
        s.phase = Phase::AwaitingDraw;
        s = g.apply(&s, SlideAction::Draw(Card::Twelve)).unwrap().0;
    }
    assert!(
        g.chance_outcomes(&s)
            .iter()
            .all(|(a, _)| *a != SlideAction::Draw(Card::Twelve))
    );
    assert!(g.apply(&s, SlideAction::Draw(Card::Twelve)).is_err());
}

#[test]
fn the_pile_is_reshuffled_when_its_last_card_is_drawn() {
    let g = game(2);
    let mut s = g.initial_state();
    s.pile = [0; 11];
    s.pile[Card::Three.index()] = 1;
    let (s, events) = g.apply(&s, SlideAction::Draw(Card::Three)).unwrap();
    assert!(events.contains(&SlideEvent::Reshuffled));
    assert_eq!(s.pile, g.rules().deck);
}

#[test]
fn only_a_one_or_two_starts_a_pawn_onto_the_start_circle() {
    let g = game(4);
    for card in [Card::One, Card::Two] {
        let s = with_card(&g, 0, card, &[]);
        assert_eq!(legal(&g, &s), [SlideAction::Start { pawn: 0 }]);
        let (after, _) = g.apply(&s, SlideAction::Start { pawn: 0 }).unwrap();
        assert_eq!(after.pawns[0][0], Place::Track(g.start_circle(Seat(0))));
    }
    for card in [Card::Three, Card::Seven, Card::Twelve, Card::Four] {
        let (s, events) = g
            .apply(&g.initial_state(), SlideAction::Draw(card))
            .unwrap();
        assert!(
            events.contains(&SlideEvent::Forfeited {
                seat: Seat(0),
                card
            }),
            "{card:?}"
        );
        assert_eq!(g.to_act(&s), ToAct::Chance(Seat(1)));
    }
}

#[test]
fn a_two_draws_again_even_when_it_cannot_be_used() {
    let g = game(4);
    // Every pawn home but one in the safety zone's last square: a 2 cannot move it.
    let mut s = g.initial_state();
    s.pawns[0] = [Place::Home, Place::Home, Place::Home, Place::Safety(5)];
    let (s, events) = g.apply(&s, SlideAction::Draw(Card::Two)).unwrap();
    assert!(events.contains(&SlideEvent::Forfeited {
        seat: Seat(0),
        card: Card::Two
    }));
    assert_eq!(g.to_act(&s), ToAct::Chance(Seat(0)));
}

#[test]
fn a_four_moves_backward_and_may_back_out_of_the_safety_zone() {
    let g = game(4);
    let s = with_card(&g, 0, Card::Four, &[(0, 0, Place::Safety(2))]);
    let (after, _) = g
        .apply(&s, SlideAction::Backward { pawn: 0, steps: 4 })
        .unwrap();
    // Out of the zone onto the turn square (2), then two more back: 0.
    assert_eq!(after.pawns[0][0], Place::Track(0));
    // From the start circle (4), four back is square 0; a later 2 turns
    // into the safety zone without going round.
    let s = with_card(&g, 0, Card::Four, &[(0, 0, Place::Track(4))]);
    let (after, _) = g
        .apply(&s, SlideAction::Backward { pawn: 0, steps: 4 })
        .unwrap();
    assert_eq!(after.pawns[0][0], Place::Track(0));
    let s = with_card(&g, 0, Card::Five, &[(0, 0, Place::Track(0))]);
    let (after, _) = g
        .apply(&s, SlideAction::Forward { pawn: 0, steps: 5 })
        .unwrap();
    assert_eq!(after.pawns[0][0], Place::Safety(3));
}

#[test]
fn home_takes_the_exact_count() {
    let g = game(4);
    let s = with_card(&g, 0, Card::Three, &[(0, 0, Place::Safety(3))]);
    let (after, _) = g
        .apply(&s, SlideAction::Forward { pawn: 0, steps: 3 })
        .unwrap();
    assert_eq!(after.pawns[0][0], Place::Home);
    let (s, events) = g
        .apply(
            &with_card(
                &g,
                0,
                Card::One,
                &[
                    (0, 0, Place::Safety(3)),
                    (0, 1, Place::Home),
                    (0, 2, Place::Home),
                    (0, 3, Place::Home),
                ],
            ),
            SlideAction::Forward { pawn: 0, steps: 1 },
        )
        .unwrap();
    assert!(!events.contains(&SlideEvent::Won { seat: Seat(0) }));
    let mut s = s;
    s.turn = Seat(0);
    s.phase = Phase::AwaitingDraw;
    let (_, events) = g.apply(&s, SlideAction::Draw(Card::Five)).unwrap();
    assert!(events.contains(&SlideEvent::Forfeited {
        seat: Seat(0),
        card: Card::Five
    }));
}

#[test]
fn the_last_pawn_home_wins() {
    let g = game(2);
    let s = with_card(
        &g,
        0,
        Card::One,
        &[
            (0, 0, Place::Safety(5)),
            (0, 1, Place::Home),
            (0, 2, Place::Home),
            (0, 3, Place::Home),
        ],
    );
    let (s, events) = g
        .apply(&s, SlideAction::Forward { pawn: 0, steps: 1 })
        .unwrap();
    assert!(events.contains(&SlideEvent::Won { seat: Seat(0) }));
    assert_eq!(g.outcome(&s), Some(racegame::Outcome::Winner(Seat(0))));
}

#[test]
fn landing_on_an_opponent_bumps_it_and_on_your_own_pawn_is_no_move() {
    let g = game(4);
    let s = with_card(
        &g,
        0,
        Card::Three,
        &[
            (0, 0, Place::Track(20)),
            (1, 0, Place::Track(23)),
            (0, 1, Place::Track(30)),
            (0, 2, Place::Track(33)),
        ],
    );
    let moves = legal(&g, &s);
    assert!(moves.contains(&SlideAction::Forward { pawn: 0, steps: 3 }));
    assert!(!moves.contains(&SlideAction::Forward { pawn: 1, steps: 3 }));
    let (after, _) = g
        .apply(&s, SlideAction::Forward { pawn: 0, steps: 3 })
        .unwrap();
    assert_eq!(after.pawns[1][0], Place::Start);
}

#[test]
fn another_colours_slide_carries_the_pawn_and_bumps_everyone_on_it() {
    let g = game(4);
    // Blue's side starts at 15: its slides' triangles are 16 and 24.
    let s = with_card(
        &g,
        0,
        Card::Three,
        &[
            (0, 0, Place::Track(13)),
            (0, 1, Place::Track(18)),
            (2, 0, Place::Track(19)),
        ],
    );
    let (after, events) = g
        .apply(&s, SlideAction::Forward { pawn: 0, steps: 3 })
        .unwrap();
    assert_eq!(after.pawns[0][0], Place::Track(19));
    assert_eq!(
        after.pawns[0][1],
        Place::Start,
        "own pawns on the slide are bumped too"
    );
    assert_eq!(after.pawns[2][0], Place::Start);
    assert!(events.iter().any(|e| matches!(e, SlideEvent::Slid { .. })));
    // Red's own slide (triangle 1) does not slide Red.
    let s = with_card(&g, 0, Card::One, &[(0, 0, Place::Track(0))]);
    let (after, _) = g
        .apply(&s, SlideAction::Forward { pawn: 0, steps: 1 })
        .unwrap();
    assert_eq!(after.pawns[0][0], Place::Track(1));
}

#[test]
fn a_seven_splits_between_two_pawns_as_two_steps_using_all_seven() {
    let g = game(4);
    let s = with_card(
        &g,
        0,
        Card::Seven,
        &[(0, 0, Place::Track(21)), (0, 1, Place::Track(40))],
    );
    let moves = legal(&g, &s);
    assert!(moves.contains(&SlideAction::Forward { pawn: 0, steps: 7 }));
    assert!(moves.contains(&SlideAction::Forward { pawn: 0, steps: 4 }));
    let (mid, _) = g
        .apply(&s, SlideAction::Forward { pawn: 0, steps: 4 })
        .unwrap();
    assert_eq!(g.to_act(&mid), ToAct::Player(Seat(0)));
    assert_eq!(
        legal(&g, &mid),
        [SlideAction::Forward { pawn: 1, steps: 3 }]
    );
    let (end, _) = g
        .apply(&mid, SlideAction::Forward { pawn: 1, steps: 3 })
        .unwrap();
    assert_eq!(
        (end.pawns[0][0], end.pawns[0][1]),
        (Place::Track(25), Place::Track(43))
    );
    assert_eq!(g.to_act(&end), ToAct::Chance(Seat(1)));
    // One pawn out: no split, and a 7 never starts a pawn.
    let s = with_card(&g, 0, Card::Seven, &[(0, 0, Place::Track(20))]);
    assert_eq!(legal(&g, &s), [SlideAction::Forward { pawn: 0, steps: 7 }]);
    // A first part whose rest no other pawn can play is not offered: pawn
    // 1 in Safety(4) can take 1 or 2 only.
    let s = with_card(
        &g,
        0,
        Card::Seven,
        &[(0, 0, Place::Track(20)), (0, 1, Place::Safety(4))],
    );
    let firsts: std::collections::HashSet<_> = legal(&g, &s).into_iter().collect();
    let want: std::collections::HashSet<_> = [
        SlideAction::Forward { pawn: 0, steps: 7 },
        SlideAction::Forward { pawn: 0, steps: 5 },
        SlideAction::Forward { pawn: 0, steps: 6 },
        SlideAction::Forward { pawn: 1, steps: 1 },
        SlideAction::Forward { pawn: 1, steps: 2 },
    ]
    .into_iter()
    .collect();
    assert_eq!(firsts, want);
}

#[test]
fn a_ten_moves_ten_forward_or_one_back() {
    let g = game(4);
    let s = with_card(&g, 0, Card::Ten, &[(0, 0, Place::Track(30))]);
    assert_eq!(
        legal(&g, &s),
        [
            SlideAction::Forward { pawn: 0, steps: 10 },
            SlideAction::Backward { pawn: 0, steps: 1 }
        ]
    );
}

#[test]
fn an_eleven_swaps_on_the_track_and_may_be_declined_only_when_eleven_cannot_move() {
    let g = game(4);
    let s = with_card(
        &g,
        0,
        Card::Eleven,
        &[
            (0, 0, Place::Track(30)),
            (1, 0, Place::Track(40)),
            (2, 0, Place::Safety(2)),
        ],
    );
    let moves = legal(&g, &s);
    assert!(moves.contains(&SlideAction::Swap {
        pawn: 0,
        seat: 1,
        target: 0
    }));
    assert!(
        !moves.contains(&SlideAction::Swap {
            pawn: 0,
            seat: 2,
            target: 0
        }),
        "not into a safety zone"
    );
    assert!(!moves.contains(&SlideAction::Pass));
    let (after, _) = g
        .apply(
            &s,
            SlideAction::Swap {
                pawn: 0,
                seat: 1,
                target: 0,
            },
        )
        .unwrap();
    assert_eq!(
        (after.pawns[0][0], after.pawns[1][0]),
        (Place::Track(40), Place::Track(30))
    );
    // Pawn in Safety(1) cannot move 11; the one on the track... is in safety too.
    let s = with_card(
        &g,
        0,
        Card::Eleven,
        &[(0, 0, Place::Track(1)), (1, 0, Place::Track(40))],
    );
    let moves = legal(&g, &s);
    assert!(moves.contains(&SlideAction::Pass), "{moves:?}");
}

#[test]
fn a_sorry_card_takes_a_pawn_from_start_onto_an_opponent_and_bumps_it() {
    let g = game(4);
    let s = with_card(
        &g,
        0,
        Card::Sorry,
        &[(1, 2, Place::Track(40)), (2, 0, Place::Safety(1))],
    );
    assert_eq!(
        legal(&g, &s),
        [SlideAction::Sorry {
            pawn: 0,
            seat: 1,
            target: 2
        }]
    );
    let (after, _) = g
        .apply(
            &s,
            SlideAction::Sorry {
                pawn: 0,
                seat: 1,
                target: 2,
            },
        )
        .unwrap();
    assert_eq!(
        (after.pawns[0][0], after.pawns[1][2]),
        (Place::Track(40), Place::Start)
    );
    // No pawn in Start: the card is lost.
    let mut s = g.initial_state();
    s.pawns[0] = [
        Place::Track(5),
        Place::Track(6),
        Place::Track(7),
        Place::Track(8),
    ];
    s.pawns[1][0] = Place::Track(40);
    let (_, events) = g.apply(&s, SlideAction::Draw(Card::Sorry)).unwrap();
    assert!(events.contains(&SlideEvent::Forfeited {
        seat: Seat(0),
        card: Card::Sorry
    }));
}

/// Every board the engine's steps for the card in `s` can leave (a split
/// 7 played through to its last part); empty when the card was lost.
fn engine_plays(g: &SlideGame, r: &Reference, s: &SlideState) -> BTreeSet<Board> {
    let mut out = BTreeSet::new();
    if s.phase != Phase::AwaitingMove {
        return out;
    }
    let mut frontier = std::collections::HashSet::from([*s]);
    while !frontier.is_empty() {
        let mut next = std::collections::HashSet::new();
        for t in &frontier {
            for a in legal(g, t) {
                let (after, _) = g.apply(t, a).unwrap();
                if after.split.is_some() {
                    next.insert(after);
                } else {
                    out.insert(r.board(&after.pawns));
                }
            }
        }
        frontier = next;
    }
    out
}

/// The reference for `g`'s rules, with `bug`.
fn reference(g: &SlideGame, bug: Bug) -> Reference {
    Reference {
        players: g.seats() as u8,
        pawns: g.rules().pawns,
        bug,
        partners: g.rules().partners,
        parts: g.rules().seven_parts,
    }
}

/// Plays `games` random games of `g`; at every draw, each card that could
/// come is played out both ways and the boards compared. Returns the
/// positions compared and the first difference.
fn compare(g: &SlideGame, games: u64, bug: Bug) -> (usize, Option<String>) {
    let r = reference(g, bug);
    let mut compared = 0;
    let mut legal_now = Vec::new();
    for seed in 0..games {
        let mut dice = Dice::seeded(seed);
        let mut s = g.initial_state();
        while !g.is_over(&s) && s.actions < 20_000 {
            if let ToAct::Chance(seat) = g.to_act(&s) {
                for card in Card::ALL {
                    let mut t = s;
                    t.pile = g.rules().deck;
                    let after = g.apply(&t, SlideAction::Draw(card)).unwrap().0;
                    let mine = engine_plays(g, &r, &after);
                    let theirs = r.plays(&s.pawns, seat.0, card);
                    compared += 1;
                    if mine != theirs {
                        let only_engine: Vec<_> = mine.difference(&theirs).collect();
                        let only_reference: Vec<_> = theirs.difference(&mine).collect();
                        return (
                            compared,
                            Some(format!(
                                "seed {seed}, {s}, card {card:?}: engine only {only_engine:?}, reference only {only_reference:?}"
                            )),
                        );
                    }
                }
            }
            let a = match g.to_act(&s) {
                ToAct::Player(_) => {
                    g.legal_actions(&s, &mut legal_now);
                    legal_now[dice.below(legal_now.len())]
                }
                _ => dice.throw_for(g, &s).unwrap(),
            };
            s = g.apply(&s, a).unwrap().0;
        }
    }
    (compared, None)
}

#[test]
fn the_engine_agrees_with_the_reference_on_every_card_at_every_draw() {
    for players in [2, 3, 4] {
        let (compared, diff) = compare(&game(players), 12, Bug::None);
        assert!(diff.is_none(), "{players} players: {}", diff.unwrap());
        eprintln!("{players} players: {compared} draws compared");
        assert!(compared > 1000, "{compared}");
    }
}

#[test]
fn the_comparison_finds_a_reference_that_is_wrong() {
    for bug in [Bug::SlideSparesOwn, Bug::NoSplit] {
        let (_, diff) = compare(&game(4), 12, bug);
        assert!(diff.is_some(), "{bug:?} went unnoticed");
    }
}

/// The partner game, and its 1939 reading of the 7 (two pawns at most).
fn partner_games() -> [SlideGame; 2] {
    let mut two = SlideRules::partners();
    two.seven_parts = 2;
    [
        SlideGame::new(SlideRules::partners(), 4).unwrap(),
        SlideGame::new(two, 4).unwrap(),
    ]
}

#[test]
fn the_partner_game_agrees_with_the_reference_on_every_card_at_every_draw() {
    for g in partner_games() {
        let (compared, diff) = compare(&g, 12, Bug::None);
        assert!(diff.is_none(), "{}", diff.unwrap());
        eprintln!(
            "partners, 7 split among {} at most: {compared} draws compared",
            g.rules().seven_parts
        );
        assert!(compared > 1000, "{compared}");
    }
}

#[test]
fn the_partner_comparison_finds_a_reference_that_is_wrong() {
    let bugs = [
        Bug::PartnerBlocks,
        Bug::NoSplit,
        Bug::SlideSparesOwn,
        Bug::SplitInTwo,
        Bug::SorrySparesSide,
    ];
    for bug in bugs {
        let (compared, diff) = compare(&partner_games()[0], 12, bug);
        assert!(diff.is_some(), "{bug:?} went unnoticed");
        eprintln!("{bug:?} caught after {compared} draws");
    }
}

#[test]
fn seeded_draws_follow_the_pile() {
    // Draws from the counted pile: over a long seeded game, no card is
    // drawn more often between reshuffles than the deck holds.
    let g = game(4);
    let mut dice = Dice::seeded(3);
    let mut s = g.initial_state();
    let mut legal_now = Vec::new();
    let mut drawn = [0u8; 11];
    while !g.is_over(&s) {
        let a = match g.to_act(&s) {
            ToAct::Player(_) => {
                g.legal_actions(&s, &mut legal_now);
                legal_now[dice.below(legal_now.len())]
            }
            _ => dice.throw_for(&g, &s).unwrap(),
        };
        let (next, events) = g.apply(&s, a).unwrap();
        if let SlideAction::Draw(c) = a {
            drawn[c.index()] += 1;
            assert!(drawn[c.index()] <= g.rules().deck[c.index()]);
            if events.contains(&SlideEvent::Reshuffled) {
                assert_eq!(drawn, g.rules().deck);
                drawn = [0; 11];
            }
        }
        s = next;
    }
}

#[test]
fn rules_refuse_what_cannot_be_played() {
    let mut r = SlideRules::classic();
    r.deck[Card::One.index()] = 0;
    assert!(r.validate().is_err());
    let mut r = SlideRules::classic();
    r.out_at_start = 2;
    assert!(r.validate().is_err());
    assert!(SlideGame::classic(1).is_err());
    assert!(SlideGame::classic(5).is_err());
}

#[test]
fn a_seeded_record_checks_every_draw_against_its_seed() {
    use racegame::play::{RandomPolicy, Session};
    use racegame::record::{Digest, RecordError, Throws};
    let mut session = Session::new(game(4), 11);
    session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    let record = session.record().unwrap();
    assert_eq!(record.throws, Throws::Seeded(11));
    assert_eq!(&record.replay().unwrap().state, session.state());
    // Another card in place of the first draw, the digest recomputed: the
    // draws no longer follow the seed.
    let mut forged = record.clone();
    let first = forged
        .actions
        .iter()
        .position(|a| matches!(a, SlideAction::Draw(_)))
        .unwrap();
    let SlideAction::Draw(c) = forged.actions[first] else {
        unreachable!()
    };
    forged.actions[first] = SlideAction::Draw(if c == Card::One { Card::Two } else { Card::One });
    forged.actions_digest = Digest::of(&forged.actions).unwrap();
    assert!(
        matches!(forged.replay(), Err(RecordError::Seed { index, seed: 11 }) if index == first),
        "{:?}",
        forged.replay().err()
    );
}

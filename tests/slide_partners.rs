//! The card race's partner game (the 2005 team rules, `slide_partners`): one test per rule, with the board's squares as the published board numbers them (Red's side from 0, Blue's from 15, Yellow's from 30, Green's from 45).

use racegame::encode::Encode;
use racegame::notation::parse_position;
use racegame::slide::{
    Card, Phase, Place, SlideAction, SlideConfigError, SlideEvent, SlideGame, SlideRules,
    SlideState,
};
use racegame::{Outcome, RaceGame, Seat, ToAct};

fn partners() -> SlideGame {
    SlideGame::new(SlideRules::partners(), 4).unwrap()
}

fn with(rules: impl FnOnce(&mut SlideRules)) -> SlideGame {
    let mut r = SlideRules::partners();
    rules(&mut r);
    SlideGame::new(r, 4).unwrap()
}

/// Red (seat 0) has just drawn `card`; pawns as given, the rest in Start.
fn with_card(g: &SlideGame, card: Card, pawns: &[(u8, u8, Place)]) -> SlideState {
    let mut s = g.initial_state();
    for &(o, p, place) in pawns {
        s.pawns[usize::from(o)][usize::from(p)] = place;
    }
    s.phase = Phase::AwaitingMove;
    s.card = Some(card);
    s
}

fn legal(g: &SlideGame, s: &SlideState) -> Vec<SlideAction> {
    let mut v = Vec::new();
    g.legal_actions(s, &mut v);
    v
}

fn fwd(pawn: u8, steps: u8) -> SlideAction {
    SlideAction::Forward { pawn, steps }
}

#[test]
fn the_partner_game_seats_four_in_two_sides_of_opposite_seats() {
    assert_eq!(
        SlideGame::new(SlideRules::partners(), 2),
        Err(SlideConfigError::Players(2))
    );
    let g = partners();
    let teams = g.teams();
    assert!(teams.same_team(Seat(0), Seat(2)) && teams.same_team(Seat(1), Seat(3)));
    assert!(!teams.same_team(Seat(0), Seat(1)));
    assert_eq!(g.partner(Seat(3)), Some(Seat(1)));
    // Alone, nobody has a partner.
    assert_eq!(SlideGame::classic(4).unwrap().partner(Seat(0)), None);
    assert_eq!(g.pawn_indexes(), 8);
    assert_eq!(g.pawn_of(Seat(1), 6), (Seat(3), 2));
}

#[test]
fn a_player_moves_its_partners_pawns_named_after_its_own() {
    let g = partners();
    let s = with_card(
        &g,
        Card::Three,
        &[(0, 0, Place::Track(20)), (2, 0, Place::Track(50))],
    );
    assert_eq!(legal(&g, &s), [fwd(0, 3), fwd(4, 3)]);
    let (after, events) = g.apply(&s, fwd(4, 3)).unwrap();
    assert_eq!(after.pawns[2][0], Place::Track(53));
    assert_eq!(after.pawns[0][0], Place::Track(20));
    assert_eq!(
        events[0],
        SlideEvent::ForPartner {
            seat: Seat(0),
            partner: Seat(2)
        }
    );
    assert_eq!(
        events[0].to_string(),
        "Red plays the card for partner Yellow."
    );
    assert!(events.contains(&SlideEvent::Moved {
        seat: Seat(2),
        pawn: 0,
        from: Place::Track(50),
        to: Place::Track(53)
    }));
    // The notation names the partner's pawn by its index, and reads it.
    assert_eq!(fwd(4, 3).to_string(), "f4+3");
    assert_eq!("f4+3".parse::<SlideAction>().unwrap(), fwd(4, 3));
    // A fixed action space: 47 indexes for each of the eight pawn indexes.
    assert_eq!(g.num_actions(), 47 * 8 + 1);
    for a in [fwd(7, 12), SlideAction::Start { pawn: 5 }] {
        assert_eq!(g.action_at(g.action_index(&a).unwrap()), Some(a));
    }
    // Alone, index 4 names nothing.
    let alone = SlideGame::classic(4).unwrap();
    assert_eq!(alone.action_index(&fwd(4, 3)), None);
    assert!(alone.apply(&s, fwd(4, 3)).is_err());
}

#[test]
fn a_one_or_two_starts_a_pawn_of_either_colour_onto_its_own_circle() {
    let g = partners();
    let s = with_card(&g, Card::One, &[]);
    assert_eq!(
        legal(&g, &s),
        [
            SlideAction::Start { pawn: 0 },
            SlideAction::Start { pawn: 4 }
        ]
    );
    let (after, _) = g.apply(&s, SlideAction::Start { pawn: 4 }).unwrap();
    assert_eq!(after.pawns[2][0], Place::Track(34));
    // A 2's second card is again for any of the eight.
    let s = with_card(&g, Card::Two, &[]);
    let (after, events) = g.apply(&s, SlideAction::Start { pawn: 4 }).unwrap();
    assert!(events.contains(&SlideEvent::DrawsAgain { seat: Seat(0) }));
    let after = g.apply(&after, SlideAction::Draw(Card::Three)).unwrap().0;
    assert_eq!(legal(&g, &after), [fwd(4, 3)]);
}

#[test]
fn landing_on_the_partners_pawn_bumps_it_but_not_on_a_pawn_of_its_own_colour() {
    let g = partners();
    let s = with_card(
        &g,
        Card::Three,
        &[
            (0, 0, Place::Track(20)),
            (2, 0, Place::Track(23)),
            (0, 1, Place::Track(40)),
            (0, 2, Place::Track(43)),
            (2, 1, Place::Track(17)),
        ],
    );
    let moves = legal(&g, &s);
    assert!(moves.contains(&fwd(0, 3)), "Red onto Yellow");
    assert!(!moves.contains(&fwd(1, 3)), "Red onto Red");
    assert!(moves.contains(&fwd(5, 3)), "Yellow onto Red");
    let (after, events) = g.apply(&s, fwd(0, 3)).unwrap();
    assert_eq!(after.pawns[2][0], Place::Start);
    assert!(events.contains(&SlideEvent::Bumped {
        seat: Seat(2),
        pawn: 0,
        from: Place::Track(23)
    }));
    let (after, _) = g.apply(&s, fwd(5, 3)).unwrap();
    assert_eq!(
        (after.pawns[2][1], after.pawns[0][0]),
        (Place::Track(20), Place::Start)
    );
}

#[test]
fn a_partners_pawn_goes_by_its_own_road_and_slides_by_its_own_colour() {
    let g = partners();
    // Yellow's pawn on Red's triangle (square 1) slides: the slide is not
    // Yellow's; Yellow's pawn at 30 turns into Yellow's safety zone at 32.
    let s = with_card(
        &g,
        Card::Three,
        &[(2, 0, Place::Track(58)), (2, 1, Place::Track(30))],
    );
    let (after, events) = g.apply(&s, fwd(4, 3)).unwrap();
    assert_eq!(after.pawns[2][0], Place::Track(4));
    assert!(events.iter().any(|e| matches!(e, SlideEvent::Slid { .. })));
    let (after, _) = g.apply(&s, fwd(5, 3)).unwrap();
    assert_eq!(after.pawns[2][1], Place::Safety(1));
    // Red's own pawn on Red's triangle stays.
    let s = with_card(&g, Card::Three, &[(0, 0, Place::Track(58))]);
    let (after, _) = g.apply(&s, fwd(0, 3)).unwrap();
    assert_eq!(after.pawns[0][0], Place::Track(1));
}

#[test]
fn a_seven_splits_among_several_pawns_of_the_side_each_moving_once() {
    let g = partners();
    let s = with_card(
        &g,
        Card::Seven,
        &[
            (0, 0, Place::Track(20)),
            (0, 1, Place::Track(40)),
            (2, 0, Place::Track(50)),
        ],
    );
    let (mid, _) = g.apply(&s, fwd(0, 2)).unwrap();
    assert_eq!(mid.split, Some((0b1, 5)));
    let (mid, _) = g.apply(&mid, fwd(4, 2)).unwrap();
    assert_eq!(mid.split, Some((0b1_0001, 3)));
    assert_eq!(g.to_act(&mid), ToAct::Player(Seat(0)));
    let text = mid.to_string();
    assert!(text.contains(" split=0.4:3"), "{text}");
    assert_eq!(parse_position(&g, &text).unwrap(), mid);
    // Red's pawns 0 and Yellow's 0 have moved; pawn 1 takes the rest (a
    // part of 1 or 2 would leave steps no unmoved pawn can play).
    assert_eq!(legal(&g, &mid), [fwd(1, 3)]);
    let (end, _) = g.apply(&mid, fwd(1, 3)).unwrap();
    assert_eq!(
        (end.pawns[0][0], end.pawns[0][1], end.pawns[2][0]),
        (Place::Track(22), Place::Track(43), Place::Track(52))
    );
    assert_eq!(g.to_act(&end), ToAct::Chance(Seat(1)));
    // The 1939 reading: two pawns at most, so the second part is the rest.
    let two = with(|r| r.seven_parts = 2);
    let (mid, _) = two.apply(&s, fwd(0, 2)).unwrap();
    assert_eq!(legal(&two, &mid), [fwd(1, 5), fwd(4, 5)]);
    // The state check: a split names pawns that moved, of the indexes
    // the player has.
    let mut bad = mid;
    bad.split = Some((0, 5));
    assert!(two.validate(&bad).is_err(), "no pawn moved yet");
    let alone = SlideGame::classic(4).unwrap();
    let mut bad = alone.apply(&s, fwd(0, 2)).unwrap().0;
    assert_eq!(alone.validate(&bad), Ok(()));
    bad.split = Some((0b1_0000, 5));
    assert!(alone.validate(&bad).is_err(), "index 4 alone");
}

#[test]
fn a_sorry_card_with_no_opponent_out_bumps_a_pawn_of_the_other_colour_of_the_side() {
    let g = partners();
    let s = with_card(&g, Card::Sorry, &[(2, 0, Place::Track(50))]);
    // Red's pawn onto Yellow's; Yellow's own pawn never onto Yellow.
    assert_eq!(
        legal(&g, &s),
        [SlideAction::Sorry {
            pawn: 0,
            seat: 2,
            target: 0
        }]
    );
    let (after, _) = g.apply(&s, legal(&g, &s)[0]).unwrap();
    assert_eq!(
        (after.pawns[0][0], after.pawns[2][0]),
        (Place::Track(50), Place::Start)
    );
    // With an opponent out, only the opponent, from either Start.
    let s = with_card(
        &g,
        Card::Sorry,
        &[(2, 0, Place::Track(50)), (1, 0, Place::Track(20))],
    );
    let sorry = |pawn| SlideAction::Sorry {
        pawn,
        seat: 1,
        target: 0,
    };
    assert_eq!(legal(&g, &s), [sorry(0), sorry(5)]);
    // Without the reading, the card is lost.
    let spare = with(|r| r.sorry_on_side = false);
    let s = with_card(&spare, Card::Three, &[(2, 0, Place::Track(50))]);
    let mut s = s;
    s.phase = Phase::AwaitingDraw;
    s.card = None;
    let (_, events) = spare.apply(&s, SlideAction::Draw(Card::Sorry)).unwrap();
    assert!(events.contains(&SlideEvent::Forfeited {
        seat: Seat(0),
        card: Card::Sorry
    }));
}

#[test]
fn an_eleven_swaps_a_pawn_of_the_side_with_an_opponents_never_two_of_the_side() {
    let g = partners();
    let s = with_card(
        &g,
        Card::Eleven,
        &[
            (0, 0, Place::Track(20)),
            (2, 0, Place::Track(40)),
            (1, 0, Place::Track(10)),
        ],
    );
    let swaps: Vec<_> = legal(&g, &s)
        .into_iter()
        .filter(|a| matches!(a, SlideAction::Swap { .. }))
        .collect();
    let swap = |pawn| SlideAction::Swap {
        pawn,
        seat: 1,
        target: 0,
    };
    assert_eq!(swaps, [swap(0), swap(4)]);
    let (after, _) = g.apply(&s, swap(4)).unwrap();
    assert_eq!(
        (after.pawns[2][0], after.pawns[1][0]),
        (Place::Track(10), Place::Track(40))
    );
}

#[test]
fn the_side_wins_when_all_eight_pawns_are_home() {
    let g = partners();
    let home = Place::Home;
    // Red brings its last pawn Home: Yellow still has one out, play goes on.
    let s = with_card(
        &g,
        Card::One,
        &[
            (0, 0, Place::Safety(5)),
            (0, 1, home),
            (0, 2, home),
            (0, 3, home),
            (2, 0, Place::Safety(4)),
            (2, 1, home),
            (2, 2, home),
            (2, 3, home),
        ],
    );
    let (after, events) = g.apply(&s, fwd(0, 1)).unwrap();
    assert!(!events.iter().any(|e| matches!(e, SlideEvent::Won { .. })));
    assert_eq!(g.to_act(&after), ToAct::Chance(Seat(1)));
    // Red, all Home, plays on for Yellow and wins for the side.
    let mut t = after;
    t.pawns[2][0] = Place::Safety(5);
    t.phase = Phase::AwaitingMove;
    t.card = Some(Card::One);
    t.turn = Seat(0);
    assert_eq!(legal(&g, &t), [fwd(4, 1)]);
    let (end, events) = g.apply(&t, fwd(4, 1)).unwrap();
    assert!(events.contains(&SlideEvent::Won { seat: Seat(0) }));
    assert_eq!(g.outcome(&end), Some(Outcome::Winner(Seat(0))));
    // Both partners are paid the win, the other side nothing.
    let pay: Vec<_> = (0..4).map(|i| g.payoff(&end, Seat(i))).collect();
    assert_eq!(pay, [Some(1), Some(0), Some(1), Some(0)]);
    // The other reading: Red's four Home win for the side at once.
    let first = with(|r| r.whole_side_home = false);
    let (end, events) = first.apply(&s, fwd(0, 1)).unwrap();
    assert!(events.contains(&SlideEvent::Won { seat: Seat(0) }));
    assert_eq!(first.payoff(&end, Seat(2)), Some(1));
    // A state claiming a win the rules do not give is refused.
    let mut fake = after;
    fake.phase = Phase::Over;
    fake.winner = Some(Seat(0));
    assert!(g.validate(&fake).is_err());
    assert!(first.validate(&fake).is_ok());
}

#[test]
fn a_part_of_a_split_seven_that_wins_ends_the_game() {
    // One colour Home wins for the side: Yellow's last pawn Home with the
    // first part of a 7 ends the game there, the rest unplayed.
    let g = with(|r| r.whole_side_home = false);
    let home = Place::Home;
    let s = with_card(
        &g,
        Card::Seven,
        &[
            (0, 0, Place::Track(20)),
            (2, 0, Place::Safety(3)),
            (2, 1, home),
            (2, 2, home),
            (2, 3, home),
        ],
    );
    assert!(legal(&g, &s).contains(&fwd(4, 3)));
    let (end, events) = g.apply(&s, fwd(4, 3)).unwrap();
    assert!(events.contains(&SlideEvent::Won { seat: Seat(0) }));
    assert_eq!((end.phase, end.split), (Phase::Over, None));
    assert_eq!(g.validate(&end), Ok(()));
}

//! The Goose rule book as a reader of stories for the property tests: what the events of one throw must say, leg by leg and square by square, given the board's data and the state before.

use racegame::goose::{
    Collision, Direction, Effect, GooseAction, GooseEvent as E, GooseGame, GooseState, JumpReason,
    Overshoot, RepeatRule, SkipReason,
};
use racegame::{RaceGame, Seat};

/// The events of one throw, read in order.
struct Story<'a> {
    events: &'a [E],
    at: usize,
    context: String,
}

impl Story<'_> {
    /// The next event, which must be `want`.
    fn expect(&mut self, want: E) {
        let got = self.events.get(self.at);
        assert_eq!(got, Some(&want), "event {}: {}", self.at, self.context);
        self.at += 1;
    }

    /// The next event, whatever it is, if it matches `f`.
    fn next_if(&mut self, f: impl Fn(&E) -> bool) -> Option<E> {
        let e = *self.events.get(self.at)?;
        f(&e).then(|| {
            self.at += 1;
            e
        })
    }
}

/// How one throw's move ended.
enum End {
    /// On this square.
    Square(u8),
    /// On this square, and the player throws again (a fresh throw on a
    /// repeat square).
    Again(u8),
    /// The player won on this square.
    Won(u8),
}

/// Checks the story of `action` played on `before` (awaiting a throw):
/// every leg goes by the throw's total, overshooting as the board says;
/// every square landed on does what the board says (repeat, jump, miss
/// turns, hold, back to the start, win, a fine); the token ends where the
/// story ends; tokens met are freed and sent back as the collision rule
/// says; and the dice pass to the next seat free to throw, with every
/// seat passed over told.
pub fn check_goose_story(
    game: &GooseGame,
    before: &GooseState,
    action: GooseAction,
    after: &GooseState,
    events: &[E],
) {
    let GooseAction::Throw(roll) = action else {
        panic!("an action the model does not know: {action:?}");
    };
    let seat = before.current();
    let context = format!("{action:?} on {before:?} gave {after:?}: {events:?}");
    let mut story = Story {
        events,
        at: 0,
        context: context.clone(),
    };
    story.expect(E::Rolled { seat, roll });
    let b = game.board();
    let from = before.position(seat);
    let continuing = before.continuing();
    let origin = continuing.map_or(from, |c| c.origin);
    let first_jump = (!before.has_thrown(seat) && continuing.is_none())
        .then(|| b.first_throw_jump(roll))
        .flatten();
    let end = match first_jump {
        Some(to) => {
            story.expect(E::Jumped {
                seat,
                from,
                to,
                reason: JumpReason::FirstThrow,
            });
            if to == b.goal() {
                End::Won(to)
            } else {
                End::Square(to)
            }
        }
        None => {
            let dir = continuing.map_or(Direction::Forward, |c| c.direction);
            legs(game, &mut story, seat, from, roll.total(), dir)
        }
    };
    let square = match end {
        End::Won(sq) => {
            assert_eq!(after.position(seat), sq, "{context}");
            let won = story.next_if(|e| matches!(e, E::Won { .. }));
            assert!(
                matches!(won, Some(E::Won { square, .. }) if square == sq),
                "{context}"
            );
            return;
        }
        End::Again(sq) => {
            assert_eq!(after.position(seat), sq, "{context}");
            if !game.is_over(after) {
                assert_eq!(after.current(), seat, "a fresh throw: {context}");
            }
            return;
        }
        End::Square(sq) => sq,
    };
    assert_eq!(
        after.position(seat),
        square,
        "where the move ends: {context}"
    );
    collisions(game, &mut story, before, seat, origin, square);
    hand_over(game, &mut story, after, seat);
    marks(events, after, seat, &context);
}

/// What the events say the state now holds: missed turns (less those
/// already spent), a held token, tokens freed and sent back.
fn marks(events: &[E], after: &GooseState, seat: Seat, context: &str) {
    let spent = events
        .iter()
        .filter(|e| matches!(e, E::TurnSkipped { seat: s, reason: SkipReason::MissedTurn { .. } } if *s == seat))
        .count();
    for e in events {
        match *e {
            E::MissesTurns { turns, .. } => {
                let left = usize::from(after.turns_to_miss(seat)) + spent;
                assert_eq!(left, usize::from(turns), "{context}");
            }
            E::Held { .. } => assert!(after.is_held(seat), "{context}"),
            E::Freed { seat: other, .. } => assert!(!after.is_held(other), "{context}"),
            E::Displaced {
                seat: other, to, ..
            } => {
                assert_eq!(after.position(other), to, "{context}");
            }
            _ => {}
        }
    }
}

/// The legs of a move of `total` from `from`, and what each square does.
fn legs(
    game: &GooseGame,
    story: &mut Story<'_>,
    seat: Seat,
    from: u8,
    total: u8,
    dir: Direction,
) -> End {
    let b = game.board();
    let (start, goal) = (b.start(), b.goal());
    let (mut at, mut dir) = (from, dir);
    for _ in 0..2 * usize::from(goal) + 2 {
        let target = u16::from(at) + u16::from(total);
        match dir {
            Direction::Forward if target <= u16::from(goal) => {
                story.expect(E::Moved {
                    seat,
                    from: at,
                    to: target as u8,
                });
                at = target as u8;
            }
            Direction::Forward => match b.overshoot() {
                Overshoot::StayPut => {
                    story.expect(E::Overshot { seat, at });
                    return End::Square(at);
                }
                Overshoot::FinishAnyway => {
                    story.expect(E::Moved {
                        seat,
                        from: at,
                        to: goal,
                    });
                    at = goal;
                }
                _ => {
                    let excess = target - u16::from(goal);
                    let to = u16::from(goal).saturating_sub(excess).max(u16::from(start)) as u8;
                    story.expect(E::Moved {
                        seat,
                        from: at,
                        to: goal,
                    });
                    let excess = excess.min(255) as u8;
                    story.expect(E::Bounced { seat, excess, to });
                    (at, dir) = (to, Direction::Backward);
                }
            },
            _ => {
                let to = at.saturating_sub(total).max(start);
                story.expect(E::Moved { seat, from: at, to });
                at = to;
            }
        }
        if at == goal {
            return End::Won(at);
        }
        if b.fines(at) {
            assert!(
                story
                    .next_if(|e| matches!(e, E::PaidFine { seat: s, .. } if *s == seat))
                    .is_some(),
                "a fine on {at}: {}",
                story.context
            );
        }
        match b.effect(at) {
            Effect::Repeat if b.repeat() == RepeatRule::FreshThrow => {
                story.expect(E::ThrowsAgain { seat, square: at });
                return End::Again(at);
            }
            Effect::Repeat => {
                story.expect(E::Repeated {
                    seat,
                    square: at,
                    total,
                    direction: dir,
                });
            }
            Effect::Jump(to) => {
                story.expect(E::Jumped {
                    seat,
                    from: at,
                    to,
                    reason: JumpReason::Square,
                });
                return if to == goal {
                    End::Won(to)
                } else {
                    End::Square(to)
                };
            }
            Effect::BackToStart => {
                story.expect(E::Jumped {
                    seat,
                    from: at,
                    to: start,
                    reason: JumpReason::BackToStart,
                });
                return End::Square(start);
            }
            Effect::MissTurns(turns) => {
                story.expect(E::MissesTurns { seat, turns });
                return End::Square(at);
            }
            Effect::Hold => {
                story.expect(E::Held { seat, square: at });
                return End::Square(at);
            }
            Effect::Win => return End::Won(at),
            _ => return End::Square(at),
        }
    }
    panic!("a move without end: {}", story.context);
}

/// Every other token on `square` (but the start): freed if held, and sent
/// back to the mover's `origin` (paying the fine where the rule says).
fn collisions(
    game: &GooseGame,
    story: &mut Story<'_>,
    before: &GooseState,
    seat: Seat,
    origin: u8,
    square: u8,
) {
    if square == game.board().start() {
        return;
    }
    for j in 0..before.seats() {
        let other = Seat(j as u8);
        if other == seat || before.position(other) != square {
            continue;
        }
        if before.is_held(other) {
            story.expect(E::Freed {
                seat: other,
                square,
                by: seat,
            });
        }
        if let Collision::SendToOrigin { fine } = game.board().collision() {
            if fine {
                assert!(
                    story
                        .next_if(|e| matches!(e, E::PaidFine { seat: s, .. } if *s == other))
                        .is_some(),
                    "{}",
                    story.context
                );
            }
            story.expect(E::Displaced {
                seat: other,
                by: seat,
                from: square,
                to: origin,
            });
        }
    }
}

/// The dice pass to the next seat after `seat` that is free to throw, every
/// seat passed over with a skipped turn.
fn hand_over(game: &GooseGame, story: &mut Story<'_>, after: &GooseState, seat: Seat) {
    if game.is_over(after) {
        return;
    }
    let n = after.seats();
    let mut next = seat.index();
    loop {
        next = (next + 1) % n;
        let Some(E::TurnSkipped {
            seat: skipped,
            reason,
        }) = story.next_if(|e| matches!(e, E::TurnSkipped { .. }))
        else {
            break;
        };
        assert_eq!(skipped, Seat(next as u8), "{}", story.context);
        if reason == SkipReason::Held {
            assert!(after.is_held(skipped), "{}", story.context);
        }
    }
    let to = after.current();
    assert_eq!(to, Seat(next as u8), "the next seat: {}", story.context);
    assert!(
        !after.is_held(to) && after.turns_to_miss(to) == 0,
        "{}",
        story.context
    );
    assert_eq!(
        story.at,
        story.events.len(),
        "events left: {}",
        story.context
    );
}

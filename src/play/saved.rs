//! Saving and resuming a [`Session`] with serde: the rules, the actions, the seed and both generators.

use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Session;
use crate::dice::Dice;
use crate::game::{RaceGame, ToAct};

/// The saved form of a session, written from borrowed parts.
#[derive(Serialize)]
#[serde(bound(serialize = "G: Serialize, G::Action: Serialize"))]
struct SavedRef<'a, G: RaceGame> {
    game: &'a G,
    seed: Option<u64>,
    #[serde(skip_serializing_if = "is_true")]
    own_throws: bool,
    actions: &'a [G::Action],
    dice: &'a Dice,
    choices: Dice,
}

fn is_true(b: &bool) -> bool {
    *b
}

fn yes() -> bool {
    true
}

/// The saved form of a session, read back.
#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "G: Deserialize<'de>, G::Action: Deserialize<'de>")
)]
struct Saved<G: RaceGame> {
    game: G,
    seed: Option<u64>,
    #[serde(default = "yes")]
    own_throws: bool,
    actions: Vec<G::Action>,
    dice: Dice,
    choices: Dice,
}

/// Writes the rules, the seed, every action played and both generators
/// (the dice and the policy's), so that [`Deserialize`] resumes the game
/// exactly where it stood: the same state, the same throws to come.
///
/// **The saved session holds the dice**: the generator's key and position,
/// from which anyone can compute every throw still to come (see
/// [`Dice`]'s "Keep the dice secret"). Store it on the side that throws (a
/// server's own storage), never in what players can read; show players
/// the state, its [position notation](crate::notation), or a
/// [`GameRecord`](crate::record::GameRecord) of the game so far instead.
///
/// ```
/// use racegame::{goose::GooseGame, play::{RandomPolicy, Session}};
/// let mut session = Session::new(GooseGame::railway(3)?, 7);
/// for _ in 0..10 {
///     session.step(&mut RandomPolicy)?;
/// }
/// let saved = serde_json::to_string(&session)?;
/// let mut resumed: Session<GooseGame> = serde_json::from_str(&saved)?;
/// assert_eq!(resumed.state(), session.state());
/// assert_eq!(resumed.seed(), Some(7));
/// session.play_to_end(&mut RandomPolicy, 10_000)?;
/// resumed.play_to_end(&mut RandomPolicy, 10_000)?;
/// assert_eq!(resumed.state(), session.state()); // the same throws to come
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl<G> Serialize for Session<G, ChaCha8Rng>
where
    G: RaceGame + Serialize,
    G::Action: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedRef {
            game: &self.game,
            seed: self.seed,
            own_throws: self.own_throws,
            actions: &self.actions,
            dice: &self.dice,
            choices: Dice::from_rng(self.choices.clone()),
        }
        .serialize(serializer)
    }
}

/// Reads a session saved by [`Serialize`], checking it: the actions are
/// replayed from the start (the state is the one they reach, and an action
/// the rules refuse is an error), and when every throw came from dice of
/// a named seed, the dice must stand exactly where that seed's dice stand
/// after those throws. Load it from the side that throws, never from
/// anything a player sent: it holds the dice.
impl<'de, G> Deserialize<'de> for Session<G, ChaCha8Rng>
where
    G: RaceGame + Deserialize<'de>,
    G::Action: Deserialize<'de>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let saved = Saved::<G>::deserialize(deserializer)?;
        let mut session = Session::with_dice(saved.game, saved.dice, saved.choices.into_rng());
        session.seed = saved.seed;
        session.own_throws = saved.own_throws;
        let mut seeded = saved.seed.filter(|_| saved.own_throws).map(Dice::seeded);
        for (index, &action) in saved.actions.iter().enumerate() {
            if let Some(dice) = seeded.as_mut()
                && matches!(session.game.to_act(&session.state), ToAct::Chance(_))
            {
                // Advances the seed's dice past this throw.
                let _ = dice.throw_for(&session.game, &session.state);
            }
            session
                .game
                .apply_mut(&mut session.state, action, &mut crate::game::Discard)
                .map_err(|e| D::Error::custom(format_args!("action {index} was refused: {e}")))?;
            session.actions.push(action);
        }
        if let Some(expected) = seeded
            && expected != session.dice
        {
            return Err(D::Error::custom(
                "the dice do not stand where the seed's dice stand after these throws",
            ));
        }
        Ok(session)
    }
}

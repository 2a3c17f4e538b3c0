//! The Ludo rule sets the crate ships: Ludo, Ludo King's house rules, Mensch ärgere Dich nicht, Parchís (one die or two), and Ludo and Parchís in partnerships.
//!
//! Each is a [`LudoRules`] value; change any field to play a house rule, and
//! [`LudoGame::new`](super::LudoGame::new) checks the result.

use super::rules::{
    Blocks, BonusRolls, EntryCapture, EntryRoll, GameEnd, Geometry, LudoRules, Partners, Reward,
    SafeSquares,
};
use crate::preset::Preset;

/// Every Ludo preset, by the name records and the Python bindings use: the
/// one list that everything knowing the presets reads.
pub const PRESETS: &[Preset<LudoRules>] = &[
    Preset::new("ludo", LudoRules::ludo),
    Preset::new("ludo_king", LudoRules::ludo_king),
    Preset::new("mensch", LudoRules::mensch),
    Preset::new("parchis", LudoRules::parchis),
    Preset::new("parchis_two_dice", LudoRules::parchis_two_dice),
    Preset::new("ludo_partners", LudoRules::ludo_partners),
    Preset::new("parchis_pairs", LudoRules::parchis_pairs),
];

/// The names of [`PRESETS`], in order.
pub(crate) const NAMES: [&str; PRESETS.len()] = crate::preset::names(PRESETS);

/// Parchís's 12 safe squares in the engine's numbering: board squares 5,
/// 12, 17, 22, 29, 34, 39, 46, 51, 56, 63 and 68, each `(n + 63) % 68`.
const PARCHIS_SAFE: [u8; 12] = [0, 7, 12, 17, 24, 29, 34, 41, 46, 51, 58, 63];

impl LudoRules {
    /// Ludo, the standard rules (as the rule sheet "LUDO BY FORTEGAMES
    /// (Parchís)" gives them).
    ///
    /// **Board and players.** Two to four players. A shared track of 52
    /// squares runs clockwise round the board; each colour's start square
    /// is 13 squares after the previous colour's. Each player has 4 tokens,
    /// which begin in the player's yard. A token travels 51 track squares,
    /// from its start square to the square before it, then 5 squares up the
    /// player's own home column (nobody else enters it) and onto the
    /// finishing square. Two players sit opposite each other; three take
    /// three neighbouring colours. The lowest colour begins; turns go
    /// clockwise.
    ///
    /// **A turn.** The player rolls one die.
    /// - A 6 brings a token out of the yard onto the start square, or moves
    ///   a token already out; any other roll moves a token that is out.
    /// - A token moves forward exactly the number rolled. The finishing
    ///   square needs an exact roll: a roll that would go past it does not
    ///   move that token.
    /// - If the roll can be used the player must use it, choosing the
    ///   token; if it cannot, the roll is lost and the turn passes (so a
    ///   player with every token in the yard who does not roll a 6 passes
    ///   after one roll).
    /// - A 6 earns another roll in the same turn, whether or not it could
    ///   be used. A third 6 in a row cannot be used: the turn ends at once,
    ///   and the moves made with the first two 6s stand.
    ///
    /// **Captures.** A token that ends its move on a track square where an
    /// opponent's tokens stand sends all of them back to their yards,
    /// entering included (a token entering onto its start square captures
    /// an opponent standing there). There are no safe squares, and a
    /// captured token needs a 6 to come out again. A player's own tokens
    /// may share a square; two of them together are no obstacle to anyone.
    ///
    /// **The end.** A player whose four tokens all reach the finishing
    /// square takes the next place and is passed over from then on. Play
    /// goes on until one player is left, who takes last place.
    ///
    /// Readings chosen where the rule sheet is open:
    /// - **A 6 rolls again whether or not it could be used**: the sheet ties
    ///   the bonus to rolling the 6, not to moving.
    /// - **Moves made with the first two 6s stand** when the third ends the
    ///   turn: the sheet only says the third cannot be used.
    /// - **Own tokens may share a square**: the sheet forbids nothing.
    /// - **Every opponent token on the square is captured**: the sheet
    ///   speaks of one; several can only stand together when they are one
    ///   player's.
    /// - **Play on** to second, third and fourth places: the sheet says the
    ///   others "often" do; [`GameEnd::FirstFinisher`] stops at the winner.
    /// - **One roll** while every token is in the yard: "the turn passes".
    pub fn ludo() -> LudoRules {
        // Every field's declared default is Ludo's rule.
        LudoRules::default()
    }

    /// Ludo with the house rules of the Ludo King app, as its rules screen
    /// describes them.
    ///
    /// Everything of [`LudoRules::ludo`] (board, 4 tokens, enter on a 6, a
    /// 6 rolls again with the third 6 in a row forfeiting the turn, exact
    /// finish, captures, play on to the full ranking), with three changes:
    /// - **Safe squares**: every start square, and every star, the square
    ///   8 past each start (squares 8, 21, 34 and 47 counting colour 0's
    ///   start as 0). Nobody is captured there, and tokens of several
    ///   colours may share them.
    /// - **Blocks**: two or more tokens of one colour on a track square form
    ///   a block. Opponents may pass it but may not end a move on it.
    /// - **Extra rolls**: a move that captures, and a move that brings a
    ///   token to the finishing square, earn another roll.
    ///
    /// Readings chosen: a block stands on safe squares too; one move earns
    /// at most one more roll (a 6 that captures rolls once again, not
    /// twice).
    pub fn ludo_king() -> LudoRules {
        LudoRules {
            safe: SafeSquares::StartsAndStars,
            blocks: Blocks::NoLanding,
            capture_reward: Reward::ExtraRoll,
            home_reward: Reward::ExtraRoll,
            ..LudoRules::ludo()
        }
    }

    /// Mensch ärgere Dich nicht, after the publisher's official rules
    /// (Schmidt Spiele), which are also those of OpenSpiel's `maedn`.
    ///
    /// **Board and players.** Two to four players, four figures each,
    /// starting in their yards (see "The start" below). A 40-square track with the four start
    /// squares 10 apart; each figure goes once round the whole track, all
    /// 40 squares from its start, then into its 4 goal fields.
    ///
    /// **A turn.** The player rolls one die.
    /// - A 6 brings a figure out of the yard onto the start square. While
    ///   any figure is in the yard and the start square is not held by one
    ///   of the player's own, a 6 **must** bring one in.
    /// - While figures wait in the yard, a figure on the start square must
    ///   move off it first, if it can; if it cannot, any other figure may
    ///   move.
    /// - A figure moves forward exactly the number rolled. Only one figure
    ///   stands on a square: a figure may not end its move on one of its
    ///   owner's.
    /// - Every 6 earns another roll, without limit.
    /// - If no figure can move, the roll is lost and the turn passes (one
    ///   roll, also with every figure in the yard; "three tries" is
    ///   [`LudoRules::yard_rolls`] = 3).
    ///
    /// **Captures.** A figure ending its move on an opponent's figure sends
    /// it back to its yard, on any square of the track, start squares
    /// included.
    ///
    /// **The goal.** A figure in the goal fields has reached home but may
    /// still move up inside them; figures may jump over each other there,
    /// but never move past the last field, and one field holds one figure.
    /// The first player with all four figures in the goal fields wins, and
    /// the game ends.
    ///
    /// Readings chosen: a figure on any start square, its owner's included,
    /// can be captured; if the figure on the start square cannot move, any
    /// other figure may.
    ///
    /// **The start.** The rule sheet as printed puts one figure of each
    /// player on its start square before the first roll. This preset
    /// starts with all four figures in the yard instead, as OpenSpiel's
    /// `maedn` and most digital versions do: it keeps games comparable
    /// with theirs, and every game saved with this preset plays as it did.
    /// The printed start is one option away,
    /// [`LudoRules::out_at_start`] = 1:
    ///
    /// ```
    /// use racegame::{RaceGame, ludo::{LudoGame, LudoRules}};
    /// let mut rules = LudoRules::mensch();
    /// rules.out_at_start = 1;
    /// let game = LudoGame::new(rules, 2)?;
    /// assert_eq!(game.initial_state().to_string(), "ludo R:0,y,y,y Y:0,y,y,y t=R p=throw;");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn mensch() -> LudoRules {
        LudoRules {
            geometry: Geometry::mensch(),
            bonus_rolls: BonusRolls::Unlimited,
            share_own: false,
            must_enter: true,
            clear_start_first: true,
            end: GameEnd::FirstFinisher,
            ..LudoRules::ludo()
        }
    }

    /// Parchís, the Spanish game, after the rules of the Spanish
    /// publishers' rule sheets (one die).
    ///
    /// **Board and players.** Two to four players, four tokens each,
    /// starting in their yards. The board ([`Geometry::parchis`]): a
    /// 68-square track with the four starts 17 apart; each colour leaves
    /// the track at its own entrance square, goes up a private corridor of
    /// 7 squares and then into the goal, which needs an exact count. In the
    /// engine's numbering (0 is colour 0's start; board square `n` is
    /// `(n + 63) % 68`) the starts are 0, 17, 34, 51 and a token's progress
    /// is 0..=63 on the track, 64..=70 in the corridor and 71 in the goal.
    /// The lowest colour begins; turns go round the board in colour order.
    ///
    /// **A turn.** The player rolls one die and must use it if any token
    /// can; otherwise the roll is lost. A player with every token in the
    /// yard gets one roll.
    ///
    /// Each rule, and the [`LudoRules`] field that holds it:
    /// - **12 safe squares** ([`safe`](LudoRules::safe)): board 5, 12, 17,
    ///   22, 29, 34, 39, 46, 51, 56, 63, 68, that is engine 0, 7, 12, 17,
    ///   24, 29, 34, 41, 46, 51, 58, 63 (each start, its 7th and 12th square
    ///   onward). Nobody is captured there; tokens of two colours share them.
    /// - **At most two tokens on a square**
    ///   ([`square_capacity`](LudoRules::square_capacity) = 2), track and
    ///   corridor alike; the goal holds any number.
    /// - **Barriers** ([`blocks`](LudoRules::blocks) =
    ///   [`Blocks::NoPassing`]): two tokens of one colour on a track square
    ///   stop every token, their owner's included; **a 6 must open one**
    ///   ([`open_blocks_on_six`](LudoRules::open_blocks_on_six)) when one of
    ///   its tokens can move.
    /// - **Enter on a 5** ([`entry`](LudoRules::entry) = [`EntryRoll::Five`]),
    ///   **compulsory** while a token is in the yard and the start has room
    ///   ([`must_enter`](LudoRules::must_enter)).
    /// - **Entering captures** an opponent's token on the start square,
    ///   safe as it is ([`entry_capture`](LudoRules::entry_capture) =
    ///   [`EntryCapture::OneOpponent`]); with two opponents' tokens there,
    ///   the one taken belongs to the opponent who plays soonest after the
    ///   entering player.
    /// - **A 6 rolls again**; **a third 6 in a row sends the token moved
    ///   last back to the yard**, unless it is in its corridor
    ///   ([`bonus_rolls`](LudoRules::bonus_rolls) =
    ///   [`BonusRolls::ThirdSixSendsBack`]).
    /// - **A 6 counts 7** once none of the player's tokens is in the yard
    ///   ([`six_when_all_out`](LudoRules::six_when_all_out) = 7; 12 is the
    ///   regional variant).
    /// - **A capture earns a move of 20, a token home a move of 10**
    ///   ([`capture_reward`](LudoRules::capture_reward) =
    ///   [`Reward::Move`]`(20)`, [`home_reward`](LudoRules::home_reward) =
    ///   [`Reward::Move`]`(10)`), played as a
    ///   [`LudoAction::BonusMove`](super::LudoAction::BonusMove) in the same
    ///   turn with any one token, and forfeited when no token can make it.
    /// - **Exact count for the goal** ([`overshoot`](LudoRules::overshoot)
    ///   = [`Overshoot::Forbidden`](super::Overshoot::Forbidden); [`Overshoot::Bounce`](super::Overshoot::Bounce) is the regional
    ///   bounce, which bonus moves never make).
    /// - **The first to bring all four tokens home wins**
    ///   ([`end`](LudoRules::end) = [`GameEnd::FirstFinisher`];
    ///   [`GameEnd::FullRanking`] plays on).
    /// - **Bridges can lock the board**: when every throw of every player
    ///   passes, the position can never change and the game ends without a
    ///   winner ([`Phase::Blocked`](super::Phase::Blocked)).
    ///
    /// Readings chosen where sources differ:
    /// - A barrier is two tokens **of one colour**; two colours sharing a
    ///   safe square block nobody (but fill it).
    /// - A bonus move is **compulsory** when some token can make it; a move
    ///   of 20 that captures earns another 20, and a 6 rolls again only
    ///   after the bonus moves are played.
    /// - The third 6's penalty spares a token in the corridor or the goal;
    ///   "the token moved last" includes bonus moves and entering.
    /// - One roll while every token is in the yard.
    /// - One die per roll; [`LudoRules::parchis_two_dice`] is the two-dice
    ///   game.
    ///
    /// ```
    /// use racegame::ludo::{LudoRules, Reward};
    /// let rules = LudoRules::parchis();
    /// assert_eq!(rules.capture_reward, Reward::Move(20));
    /// assert!(rules.is_safe(63)); // board square 68, colour 0's entrance
    /// let mut twelve = LudoRules::parchis();
    /// twelve.six_when_all_out = 12;
    /// assert!(twelve.validate().is_ok());
    /// ```
    pub fn parchis() -> LudoRules {
        LudoRules {
            geometry: Geometry::parchis(),
            entry: EntryRoll::Five,
            bonus_rolls: BonusRolls::ThirdSixSendsBack,
            blocks: Blocks::NoPassing,
            safe: SafeSquares::List(PARCHIS_SAFE.to_vec()),
            capture_reward: Reward::Move(20),
            home_reward: Reward::Move(10),
            must_enter: true,
            end: GameEnd::FirstFinisher,
            square_capacity: Some(2),
            open_blocks_on_six: true,
            six_when_all_out: 7,
            entry_capture: EntryCapture::OneOpponent,
            ..LudoRules::ludo()
        }
    }

    /// Parchís with two dice, the common Spanish way: everything
    /// of [`LudoRules::parchis`] (board, safe squares, bridges, capacity,
    /// entry capture, bonus moves of 20 and 10, exact goal, first to finish
    /// wins) with [`dice`](LudoRules::dice) = 2 and
    /// [`enter_on_total`](LudoRules::enter_on_total).
    ///
    /// - **Each die is its own move**, played one after the other in
    ///   either order; the action names the die
    ///   ([`LudoAction::MoveDie`](super::LudoAction::MoveDie),
    ///   [`LudoAction::EnterDie`](super::LudoAction::EnterDie)). Both dice
    ///   may move the same token.
    /// - **A 5 on either die enters a token**, and so does **a total of 5**
    ///   (1 + 4, 2 + 3), which uses both dice
    ///   ([`LudoAction::EnterTotal`](super::LudoAction::EnterTotal)). Two
    ///   5s enter two tokens when the start has room. Entering is
    ///   compulsory and comes first.
    /// - **A double rolls again**, once both dice are played or forfeited
    ///   and any bonus move is made; **a third double in a row** is not
    ///   played: the turn ends and the token moved last goes back to the
    ///   yard, unless it is in its corridor or home.
    /// - **A double must open a barrier**: the first die played of a double
    ///   moves a token out of one of the player's barriers when one can
    ///   (an entry, being compulsory, comes first).
    /// - **A die showing 6 moves 7** once none of the player's tokens is in
    ///   the yard (as in the one-die game; a single 6 does not roll again).
    ///
    /// Readings chosen where sources differ:
    /// - **No move by the sum** on one token as a single move
    ///   ([`sum_move`](LudoRules::sum_move) = false; true allows it):
    ///   moving one token with both dice is two moves, each checked (so
    ///   the token stops on the first die's square, where a capture or
    ///   the goal counts). Most Spanish rule sheets describe it so.
    /// - **A die that cannot be used is forfeited** when its turn comes;
    ///   the player is not obliged to choose the order that uses both dice.
    ///   When neither die can be used the throw passes at once.
    /// - **A bonus move earned by the first die is played before the second
    ///   die** ("se cuentan 20" at once), and it may move any token.
    /// - The single 6 no longer rolls again and no longer has to open a
    ///   barrier: the double does both.
    ///
    /// ```
    /// use racegame::{RaceGame, Roll, ToAct, Seat, ludo::{LudoAction, LudoGame, LudoRules}};
    /// let rules = LudoRules::parchis_two_dice();
    /// assert_eq!(rules.dice, 2);
    /// let game = LudoGame::new(rules, 4)?;
    /// let s = game.initial_state();
    /// assert_eq!(game.to_act(&s), ToAct::Chance(Seat(0)));
    /// let (s, _) = game.apply(&s, LudoAction::Throw(Roll::two(5, 3)?))?;
    /// let mut legal = Vec::new();
    /// game.legal_actions(&s, &mut legal);
    /// assert_eq!(legal, vec![LudoAction::EnterDie { die: 0 }]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parchis_two_dice() -> LudoRules {
        LudoRules {
            dice: 2,
            enter_on_total: true,
            ..LudoRules::parchis()
        }
    }
    /// Ludo in partnerships: four players, opposite colours partners (red
    /// with yellow, green with blue), and a partnership wins when all eight
    /// of its tokens are home.
    ///
    /// Everything of [`LudoRules::ludo`] (board, tokens, entering on a 6,
    /// sixes rolling again, exact finish, captures) with two changes:
    /// - **Partners** ([`partners`](LudoRules::partners) =
    ///   [`Partners::AllHome`]): the players of opposite colours form a
    ///   side, as in Pachisi and Chaupar, the Indian games Ludo comes from,
    ///   which are played two against two and won by the side whose pieces
    ///   are all home (Wikipedia, "Pachisi"; S. Culin, *Chess and Playing
    ///   Cards*, 1898). Both partners share the result: 1 each to the
    ///   winning side, 0 each to the other
    ///   ([`RaceGame::teams`](crate::RaceGame::teams) says the sides).
    /// - **The game ends at the first side home**
    ///   ([`end`](LudoRules::end) = [`GameEnd::FirstFinisher`], the
    ///   finisher being a side); the outcome names the seat whose last
    ///   token completed its side.
    ///
    /// Readings chosen where the sources are silent for Ludo:
    /// - **Partners are opponents on the board**: a token captures a
    ///   partner's as any other colour's (Pachisi spares partners; the
    ///   Ludo sheet knows no partners, so its capture rule stands).
    /// - **A player home before the partner sits out**: its turns are
    ///   skipped; it does not throw for the partner.
    /// - **Pairs need all four colours**: at a table of two or three,
    ///   every colour plays alone and the first player home wins.
    ///
    /// ```
    /// use racegame::{RaceGame, Seat, Team, ludo::{LudoGame, LudoRules}};
    /// let game = LudoGame::new(LudoRules::ludo_partners(), 4)?;
    /// let teams = game.teams();
    /// assert_eq!(teams.sides(), Some((Team(0), Team(1))));
    /// assert!(teams.same_team(Seat(0), Seat(2)));
    /// # Ok::<(), racegame::ludo::LudoConfigError>(())
    /// ```
    pub fn ludo_partners() -> LudoRules {
        LudoRules {
            partners: Partners::AllHome,
            end: GameEnd::FirstFinisher,
            ..LudoRules::ludo()
        }
    }

    /// Parchís in pairs: four players, opposite colours partners (yellow
    /// with red, green with blue), and the pair of the first player to
    /// bring all four tokens home wins.
    ///
    /// Everything of [`LudoRules::parchis`] (one die, the 68-square board,
    /// safe squares, bridges, bonus moves of 20 and 10, first home wins)
    /// with [`partners`](LudoRules::partners) = [`Partners::FirstHome`]:
    /// "in pairs game mates are on opposite sides ... the pair of the
    /// first player that have his four pawns in goal wins the game", the
    /// pairs rules of F. Grimaldi's Parchís program (fgrim.com, "Parchís
    /// pairs rules"), whose other rules are the single game's. Both
    /// partners share the result.
    ///
    /// Readings chosen: partners are opponents on the board, as the pairs
    /// rules change nothing else (a partner's token is captured, and a
    /// partner's bridge blocks); at a table of two or three every colour
    /// plays alone.
    pub fn parchis_pairs() -> LudoRules {
        LudoRules {
            partners: Partners::FirstHome,
            ..LudoRules::parchis()
        }
    }
}

//! [`TurnMemory`]: what the rules of a turn need to remember of the moves already made in it (long nardy's head rule, tavla's hit-and-run rule, acey-deucey's privilege), as plain data in the state.

/// What a turn remembers of its own moves, for the rules that look back
/// at them: how many more checkers may leave the head (long nardy), and
/// where a checker of the mover hit in its home board (Turkish tavla, no
/// hit-and-run). Empty ([`TurnMemory::NONE`]) between turns and in every
/// game whose rules look back at nothing; it is part of the state, in its
/// `==`, `Hash`, serde form, notation and observation, and checked by
/// [`BackgammonGame::validate`](super::BackgammonGame::validate).
///
/// Two positions that differ only in their turn's memory are different
/// states: with one checker already off the head, long nardy forbids the
/// move the other allows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TurnMemory {
    /// Checkers the mover may still take off its head (its 24-point) this
    /// turn under [`Restriction::HeadOnce`](super::Restriction::HeadOnce):
    /// 1 when a turn begins (2 on a first turn's 6-6, 4-4 or 3-3 under
    /// [`Restriction::FirstDoublesTwoOffHead`](super::Restriction::FirstDoublesTwoOffHead)),
    /// one less for each checker moved off the head.
    pub head_left: u8,
    /// The mover's home points (bits 1 to 6, by its own numbers) where one
    /// of its checkers hit a blot this turn, under
    /// [`Restriction::NoHitAndRunHome`](super::Restriction::NoHitAndRunHome):
    /// that checker moves no further this turn.
    pub hit_home: u8,
    /// What acey-deucey's privilege gives once the dice left are played
    /// ([`Privilege`]): nothing, a double to name, another throw.
    pub privilege: Privilege,
}

/// What the rest of an acey-deucey turn holds once the dice left are
/// played ([`BackgammonRules::acey_deucey`](super::BackgammonRules::acey_deucey)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Privilege {
    /// Nothing: the turn ends with these dice.
    #[default]
    None,
    /// The dice are a 1-2's: then the mover names a double
    /// ([`Phase::NamingDoubles`](super::Phase::NamingDoubles)).
    NameDoubles,
    /// The dice are a named double's (or, under
    /// [`AceyDeucey::doubles_again`](super::AceyDeucey::doubles_again), a
    /// thrown double's): then the mover throws again.
    ThrowAgain,
}

impl TurnMemory {
    /// Nothing remembered: between turns, and under rules that look back
    /// at nothing.
    pub const NONE: TurnMemory = TurnMemory {
        head_left: 0,
        hit_home: 0,
        privilege: Privilege::None,
    };

    /// Whether nothing is remembered.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.head_left == 0 && self.hit_home == 0 && matches!(self.privilege, Privilege::None)
    }

    /// A memory of `head_left` checkers still allowed off the head and
    /// hits in the home board on the points of `hit_home` (bits 1 to 6).
    pub const fn new(head_left: u8, hit_home: u8) -> TurnMemory {
        TurnMemory {
            head_left,
            hit_home,
            privilege: Privilege::None,
        }
    }

    /// This memory with `privilege` ([`TurnMemory::privilege`]).
    #[must_use]
    pub const fn with_privilege(mut self, privilege: Privilege) -> TurnMemory {
        self.privilege = privilege;
        self
    }
}

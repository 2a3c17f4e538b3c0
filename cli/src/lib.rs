//! The `racegame` command-line tool's code, as a library so that its tests
//! drive each part without a terminal: the UBGI engine protocol
//! ([`ubgi`]), GNU Backgammon's external player ([`gnubg_player`]) and a
//! client of gnubg's `external` command ([`gnubg_external`]) and gnubg
//! as a judge of the bot ([`gnubg_judge`]),
//! terminal play ([`play`]), analysis ([`analyse`]), positions in every
//! format ([`positions`]), and the solver and simulator ([`tools`]).

#![forbid(unsafe_code)]

pub mod analyse;
pub mod gnubg_external;
pub mod gnubg_judge;
pub mod gnubg_player;
pub mod level;
pub mod play;
pub mod positions;
pub mod tools;
pub mod ubgi;

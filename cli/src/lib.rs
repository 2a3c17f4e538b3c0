//! The `racegame` command-line tool's code, as a library so that its tests
//! drive each part without a terminal: the UBGI engine protocol
//! ([`ubgi`]), the GNU Backgammon `external` client ([`gnubg_external`]),
//! terminal play ([`play`]), analysis ([`analyse`]), positions in every
//! format ([`positions`]), and the solver and simulator ([`tools`]).

#![forbid(unsafe_code)]

pub mod analyse;
pub mod gnubg_external;
pub mod level;
pub mod play;
pub mod positions;
pub mod tools;
pub mod ubgi;

//! Helpers shared by the fuzz targets of `racegame`.

pub mod api;
pub mod build;
pub mod check;

//! Build-time content: the rules page with its diagrams, the About page, and the characters
//! with their portraits, written out as static files by the `static-pages` example.

pub mod about_page;
pub mod characters;
pub mod diagram;
pub mod portrait;
pub mod rules_diagrams;
pub mod rules_page;
pub mod static_pages;

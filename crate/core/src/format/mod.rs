//! The bundle file: the container (header, section table, checksums) and the codecs its sections
//! use (front-coded dictionary, bit-packed integers, varint/string wire format), and the typed manifest that says what a bundle holds.

pub mod bundle;
pub mod dictionary;
pub mod manifest;
pub mod packed;
pub mod paged_layout;
pub mod pages;
pub mod wire;

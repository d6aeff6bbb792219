//! Fuzz target: see `targets::value_parser`.
#![no_main]
#[path = "../targets.rs"]
mod targets;
libfuzzer_sys::fuzz_target!(|data: &[u8]| targets::value_parser(data));

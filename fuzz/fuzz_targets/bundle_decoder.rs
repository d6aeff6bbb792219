//! Fuzz target: see `targets::bundle_decoder`.
#![no_main]
#[path = "../targets.rs"]
mod targets;
libfuzzer_sys::fuzz_target!(|data: &[u8]| targets::bundle_decoder(data));

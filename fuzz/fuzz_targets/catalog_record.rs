//! Fuzz target: see `targets::catalog_record`.
#![no_main]
#[path = "../targets.rs"]
mod targets;
libfuzzer_sys::fuzz_target!(|data: &[u8]| targets::catalog_record(data));

//! Fuzz target: see `targets::llm_reply`.
#![no_main]
#[path = "../targets.rs"]
mod targets;
libfuzzer_sys::fuzz_target!(|data: &[u8]| targets::llm_reply(data));

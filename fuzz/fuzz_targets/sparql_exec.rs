//! Fuzz target: see `targets::sparql_exec` (over the demo bundle; build it first).
#![no_main]
#[path = "../targets.rs"]
mod targets;
thread_local! {
    static STORE: dualgraph_core::skg::store::Store =
        dualgraph_core::skg::store::Store::from_bytes(std::fs::read(targets::demo_bundle_path()).expect("demo bundle")).expect("loads");
}
libfuzzer_sys::fuzz_target!(|data: &[u8]| STORE.with(|s| targets::sparql_exec(s, data)));

//! Fuzz target: see `targets::question_compiler` (over the demo bundle; build it first).
#![no_main]
#[path = "../targets.rs"]
mod targets;
thread_local! {
    static DEMO: (dualgraph::store::Store, dualgraph::lexicon::Lexicon) = {
        let store = dualgraph::store::Store::from_bytes(std::fs::read(targets::demo_bundle_path()).expect("demo bundle")).expect("loads");
        let lexicon = dualgraph::lexicon::Lexicon::from_store(&store).expect("lexicon");
        (store, lexicon)
    };
}
libfuzzer_sys::fuzz_target!(|data: &[u8]| DEMO.with(|(s, l)| targets::question_compiler(s, l, data)));

//! Fuzz target: see `targets::question_compiler` (over the demo bundle; build it first).
#![no_main]
#[path = "../targets.rs"]
mod targets;
thread_local! {
    static DEMO: (dualgraph_core::skg::store::Store, dualgraph_core::compiler::lexicon::Lexicon, Option<dualgraph_core::compiler::semantic_lexicon::SemanticLexicon>) = {
        let store = dualgraph_core::skg::store::Store::from_bytes(std::fs::read(targets::demo_bundle_path()).expect("demo bundle")).expect("loads");
        let lexicon = dualgraph_core::compiler::lexicon::Lexicon::from_store(&store).expect("lexicon");
        let semantic = dualgraph_core::compiler::semantic_lexicon::SemanticLexicon::from_store(&store, &lexicon).expect("encoder table");
        (store, lexicon, semantic)
    };
}
libfuzzer_sys::fuzz_target!(|data: &[u8]| DEMO.with(|(s, l, e)| targets::question_compiler(s, l, e.as_ref(), data)));

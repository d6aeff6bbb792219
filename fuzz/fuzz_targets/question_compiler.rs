//! Arbitrary questions through the zero-LLM compiler over the demo lexicon, and the compiled
//! query run with limits: never panics.
#![no_main]
use dualgraph::compiler;
use dualgraph::lexicon::Lexicon;
use dualgraph::store::Store;
use libfuzzer_sys::fuzz_target;

thread_local! {
    static DEMO: (Store, Lexicon) = {
        let path = std::env::var("DUALGRAPH_FUZZ_BUNDLE").unwrap_or_else(|_| "../target/demo.dgb".into());
        let store = Store::from_bytes(std::fs::read(path).expect("demo bundle")).expect("loads");
        let lex = Lexicon::from_store(&store).expect("lexicon");
        (store, lex)
    };
}

fuzz_target!(|question: &str| {
    DEMO.with(|(store, lex)| {
        let c = compiler::compile(question, lex);
        if c.answers() {
            let _ = compiler::run(store, &c);
        }
    });
});

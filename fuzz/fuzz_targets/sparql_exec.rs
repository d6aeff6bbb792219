//! Arbitrary text as SPARQL over the demo bundle: the guard and the budgeted evaluator return
//! rows or an error, never panic and never run past the budget.
#![no_main]
use dualgraph::sparql::{self, QueryLimits};
use dualgraph::store::Store;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn bundle() -> &'static [u8] {
    static B: OnceLock<Vec<u8>> = OnceLock::new();
    B.get_or_init(|| std::fs::read(std::env::var("DUALGRAPH_FUZZ_BUNDLE").unwrap_or_else(|_| "../target/demo.dgb".into())).expect("demo bundle (build target/demo.dgb first)"))
}

thread_local! {
    static STORE: Store = Store::from_bytes(bundle().to_vec()).expect("demo bundle loads");
}

fuzz_target!(|query: &str| {
    let limits = QueryLimits { max_rows: 200, max_steps: 50_000, timeout_ms: Some(250) };
    STORE.with(|store| {
        let _ = sparql::run(store, query, limits);
    });
});

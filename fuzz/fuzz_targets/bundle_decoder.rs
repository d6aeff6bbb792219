//! Arbitrary bytes as a bundle: loading must fail with an error or yield a store whose every
//! section reader and a whole-graph query run without panicking.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(store) = dualgraph::store::Store::from_bytes(data.to_vec()) {
        let limits = dualgraph::sparql::QueryLimits { max_rows: 100, max_steps: 10_000, timeout_ms: Some(200) };
        let _ = dualgraph::sparql::run(&store, "SELECT * WHERE { ?s ?p ?o }", limits);
        let _ = dualgraph::lexicon::Lexicon::from_store(&store);
        let _ = dualgraph::tkg::Tkg::from_store(&store);
    }
});

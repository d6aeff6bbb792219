//! The bodies of the fuzz targets, shared by `fuzz_targets/*.rs` (libFuzzer) and by
//! `tests/fuzz_regressions.rs`, which replays every committed crash input on each `cargo test`.
//! Each function must return normally for any input; a panic is a bug.
#![allow(dead_code)]

use dualgraph_core::skg::sparql::{self, QueryLimits};
use dualgraph_core::skg::store::Store;

/// Arbitrary bytes as a bundle: an error, or a store whose readers and a whole-graph query work.
pub fn bundle_decoder(data: &[u8]) {
    if let Ok(store) = Store::from_bytes(data.to_vec()) {
        let limits = QueryLimits { max_rows: 100, max_steps: 10_000, timeout_ms: Some(200) };
        let _ = sparql::run(&store, "SELECT * WHERE { ?s ?p ?o }", limits);
        let _ = dualgraph_core::compiler::lexicon::Lexicon::from_store(&store);
        let _ = dualgraph_core::tkg::Tkg::from_store(&store);
    }
}

/// Arbitrary bytes as a catalog file, strict and with `skip_invalid`.
pub fn catalog_record(data: &[u8]) {
    use dualgraph_build::catalog::{self, Catalog, ReadOptions};
    let mut c = Catalog::default();
    let _ = catalog::read_jsonl(&mut c, "fuzz.jsonl", data, ReadOptions { skip_invalid: false });
    let mut c = Catalog::default();
    let _ = catalog::read_jsonl(&mut c, "fuzz.jsonl", data, ReadOptions { skip_invalid: true });
    catalog::finish(&mut c);
}

/// Arbitrary text as a spec cell: values, quantities, lists, yes/no, units, conversion.
pub fn value_parser(data: &[u8]) {
    use dualgraph_core::text::units;
    let text = String::from_utf8_lossy(data);
    let _ = units::parse_value(&text);
    let _ = units::parse_yes_no(&text);
    let _ = units::split_list(&text);
    let _ = units::parse_quantity(&text);
    if let Some(u) = units::normalize_unit(&text) {
        let _ = units::convert(1.5, &u, &u);
    }
}

/// Arbitrary text as SPARQL over `store`, with limits.
pub fn sparql_exec(store: &Store, data: &[u8]) {
    let limits = QueryLimits { max_rows: 200, max_steps: 50_000, timeout_ms: Some(250) };
    let _ = sparql::run(store, &String::from_utf8_lossy(data), limits);
}

/// Arbitrary text as a question for the compiler over `store`'s lexicon, by string alone and
/// with the bundle's encoder when it has one; the query is run.
pub fn question_compiler(
    store: &Store,
    lexicon: &dualgraph_core::compiler::lexicon::Lexicon,
    semantic: Option<&dualgraph_core::compiler::semantic_lexicon::SemanticLexicon>,
    data: &[u8],
) {
    use dualgraph_core::compiler::{self, Previous};
    let question = String::from_utf8_lossy(data);
    let plain = compiler::compile(&question, lexicon);
    let c = compiler::compile_with(&question, lexicon, semantic);
    // The same text as the follow-up of a list and of a single product (conversation reading).
    let list = compiler::compile("smartphones under £500", lexicon);
    let shown: Vec<u32> = (0..lexicon.items.len().min(3) as u32).collect();
    let after_list = compiler::follow_up(&question, lexicon, semantic, &Previous::new(Some(&list), shown.clone()));
    let after_one =
        compiler::follow_up(&question, lexicon, semantic, &Previous::new(None, shown[..shown.len().min(1)].to_vec()));
    for c in [plain, c, after_list, after_one] {
        if c.answers() {
            let _ = compiler::run(store, &c);
        }
    }
}

/// Arbitrary model output through every parser of model text.
pub fn llm_reply(data: &[u8]) {
    use dualgraph_core::qa::{agentic, candidates, cited_markers};
    let mut p = dualgraph_core::llm::sse::SseParser::new();
    let mid = data.len() / 2;
    let _ = p.feed(&data[..mid]);
    let _ = p.feed(&data[mid..]);
    let _ = p.finish();
    let text = String::from_utf8_lossy(data);
    if let (Some(q), _) = candidates::extract(&text) {
        let prefixes = vec![("skg".to_owned(), dualgraph_core::skg::vocab::SKG.to_owned())];
        let (q, _) = candidates::repair(&q, &prefixes);
        let _ = candidates::check_vocabulary(&q);
    }
    let _ = agentic::parse_action(&text);
    let _ = cited_markers(&text);
    let _ = dualgraph_build::llm_extractor::parse_entities(&text);
}

/// The demo bundle for the store-based targets (`DUALGRAPH_FUZZ_BUNDLE` or `target/demo.dgb`).
pub fn demo_bundle_path() -> String {
    std::env::var("DUALGRAPH_FUZZ_BUNDLE")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../target/demo.dgb").to_owned())
}

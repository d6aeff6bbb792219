//! The engine inside WebAssembly: loads the demo bundle (built natively by `scripts/test`) and
//! checks query answers against truth computed independently from the catalog JSON Lines.
//! Runs in Node (`wasm-pack test --node`) and in headless Chromium
//! (`WASM_BINDGEN_USE_BROWSER=1 wasm-pack test --headless --chrome`).
#![cfg(target_arch = "wasm32")]

use dualgraph_core::skg::sparql::{self, QueryError, QueryLimits};
use dualgraph_core::skg::store::Store;
use wasm_bindgen_test::wasm_bindgen_test;

const BUNDLE: &[u8] = include_bytes!(env!("DUALGRAPH_TEST_BUNDLE"));
const CATALOG: &str = include_str!("../../../examples/demo/catalog.jsonl");

fn store() -> Store {
    Store::from_bytes(BUNDLE.to_vec()).expect("demo bundle loads")
}

/// Truth from the raw catalog: products in `category` whose spec entry mentioning `entry_word`
/// starts with a number >= `min`.
fn catalog_count(category: &str, entry_word: &str, min: f64) -> usize {
    CATALOG
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|r| r["kind"] == "product")
        .filter(|r| r["categories"].as_array().is_some_and(|c| c.iter().any(|c| c == category)))
        .filter(|r| {
            let rows: Vec<(String, String)> = match &r["specs"] {
                serde_json::Value::Array(rows) => rows
                    .iter()
                    .map(|row| {
                        (row["entry"].as_str().unwrap_or("").to_owned(), row["value"].as_str().unwrap_or("").to_owned())
                    })
                    .collect(),
                serde_json::Value::Object(map) => map
                    .iter()
                    .map(|(k, v)| (k.rsplit(':').next().unwrap_or("").to_owned(), v.as_str().unwrap_or("").to_owned()))
                    .collect(),
                _ => Vec::new(),
            };
            rows.iter().any(|(entry, value)| {
                let number: String = value
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
                    .filter(|c| *c != ',')
                    .collect();
                entry.to_lowercase().contains(entry_word) && number.parse::<f64>().is_ok_and(|n| n >= min)
            })
        })
        .count()
}

#[wasm_bindgen_test]
fn demo_bundle_loads_with_its_manifest() {
    let s = store();
    assert_eq!(s.manifest().catalog, "demo");
    assert!(s.len() > 10_000, "{} triples", s.len());
}

#[wasm_bindgen_test]
fn product_count_matches_the_catalog() {
    let truth = CATALOG.lines().filter(|l| l.contains("\"kind\":\"product\"")).count();
    let out =
        sparql::run(&store(), "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap();
    let n: usize = out.rows[0][0].as_ref().unwrap().value.parse().unwrap();
    assert_eq!(n, truth);
}

#[wasm_bindgen_test]
fn phones_with_at_least_5000_mah_match_the_catalog() {
    let truth = catalog_count("Smartphones", "battery", 5000.0);
    assert!(truth > 0, "the demo catalog must have such phones");
    let out = sparql::run(
        &store(),
        r#"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {
             ?p a skgt:Product ; skg:belongs ?c ; skg:hasSpec ?s .
             ?c skg:hasName "Smartphones" .
             ?s skg:inEntry ?e ; skg:hasNumericValue ?v ; skg:hasUnit "mAh" .
             FILTER(?v >= 5000)
           }"#,
        QueryLimits::default(),
    )
    .unwrap();
    let n: usize = out.rows[0][0].as_ref().unwrap().value.parse().unwrap();
    assert_eq!(n, truth);
}

/// Issue #16: the shape of a compiled superlative ("cheapest … with notes of …": a MIN subquery,
/// then `OPTIONAL`s on the product). Native code evaluates each `OPTIONAL` per row of its left
/// side (a lookup through the bound product); wasm32 used to build a hash table of every
/// `skg:hasId` / `skg:hasUrl` / `skg:hasPrice` triple instead, because sparopt's `usize` cost
/// estimates saturate at 2³² there (vendor/sparopt/PATCHED.md). The store reads the `OPTIONAL`s
/// add must stay within three per left row, not three per product of the catalog.
#[wasm_bindgen_test]
fn optionals_after_a_subquery_read_per_row_not_the_whole_predicate() {
    let s = store();
    let query = |optionals: &str| {
        format!(
            r#"SELECT DISTINCT ?product ?id ?name ?url ?price WHERE {{
                 ?product a skgt:Product ; skg:hasName ?name .
                 ?product skg:statesTerm "playback" .
                 ?product skg:hasPrice ?pt .
                 {{ SELECT (MIN(?pt) AS ?best) WHERE {{
                   ?product a skgt:Product ; skg:hasName ?name .
                   ?product skg:statesTerm "playback" .
                   ?product skg:hasPrice ?pt .
                 }} }}
                 FILTER(?pt = ?best)
                 {optionals}
               }} ORDER BY ?name"#
        )
    };
    let count = |q: &str| -> usize {
        let out = sparql::run(&s, q, QueryLimits::default()).unwrap();
        out.rows[0][0].as_ref().unwrap().value.parse().unwrap()
    };
    let left_rows = count(
        r#"SELECT (COUNT(*) AS ?n) WHERE { ?product a skgt:Product ; skg:hasName ?name ;
             skg:statesTerm "playback" ; skg:hasPrice ?pt }"#,
    );
    // What a hash left join reads: every triple of the three predicates.
    let whole = count(
        "SELECT (COUNT(*) AS ?n) WHERE { { ?p skg:hasId ?o } UNION { ?p skg:hasUrl ?o } UNION { ?p skg:hasPrice ?o } }",
    );
    assert!(left_rows > 0 && 3 * left_rows < whole, "{left_rows} left rows, {whole} triples");
    let without = sparql::run(&s, &query(""), QueryLimits::default()).unwrap();
    let with = sparql::run(
        &s,
        &query(
            "OPTIONAL { ?product skg:hasId ?id } OPTIONAL { ?product skg:hasUrl ?url } \
             OPTIONAL { ?product skg:hasPrice ?price }",
        ),
        QueryLimits::default(),
    )
    .unwrap();
    assert_eq!(with.rows.len(), without.rows.len());
    assert!(!with.rows.is_empty());
    let added = with.steps - without.steps;
    assert!(
        added <= 3 * left_rows as u64,
        "the OPTIONALs read {added} triples for {left_rows} left rows (the predicates hold {whole})"
    );
}

#[wasm_bindgen_test]
fn updates_are_rejected_as_read_only() {
    let e =
        sparql::run(&store(), "INSERT DATA { <http://a> <http://b> <http://c> }", QueryLimits::default()).unwrap_err();
    assert_eq!(e, QueryError::ReadOnly);
}

#[wasm_bindgen_test]
fn a_runaway_query_hits_the_budget_instead_of_hanging() {
    let limits = QueryLimits { max_steps: 200_000, ..QueryLimits::default() };
    let e =
        sparql::run(&store(), "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?b ?q ?c . ?c ?r ?d . ?d ?s ?e }", limits)
            .unwrap_err();
    assert!(matches!(e, QueryError::Budget(_)), "{e:?}");
    let limits = QueryLimits { timeout_ms: Some(50), ..QueryLimits::default() };
    let e =
        sparql::run(&store(), "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?b ?q ?c . ?c ?r ?d . ?d ?s ?e }", limits)
            .unwrap_err();
    assert!(e.to_string().contains("time budget"), "{e:?}");
}

#[wasm_bindgen_test]
fn a_cartesian_product_is_refused_before_running() {
    let e = sparql::run(
        &store(),
        "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i }",
        QueryLimits::default(),
    )
    .unwrap_err();
    assert!(matches!(e, QueryError::Forbidden(_)), "{e:?}");
}

#[wasm_bindgen_test]
fn a_truncated_bundle_is_rejected_with_a_message() {
    let err = Store::from_bytes(BUNDLE[..BUNDLE.len() / 2].to_vec()).err().expect("rejected");
    assert!(err.to_string().contains("truncated"), "{err}");
}

/// TKG search in wasm: the same question and assertion as the native test
/// `tests/tkg.rs::the_wasm_question_has_the_same_answer_natively`, so both agree.
#[wasm_bindgen_test]
fn tkg_search_finds_the_product_in_wasm() {
    let expected: Vec<String> = CATALOG
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|r| r["kind"] == "product" && r["text"].as_str().is_some_and(|t| t.contains("building sites")))
        .filter_map(|r| r["id"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(expected.len(), 1, "exactly one product talks about building sites");
    let s = store();
    let tkg = dualgraph_core::tkg::Tkg::from_store(&s).expect("the demo bundle has a TKG");
    let r = dualgraph_core::tkg::search::search_store(&s, &tkg, "rugged phone for building sites", &Default::default());
    assert_eq!(r.chunks[0].products[0].id, expected[0]);
    assert!(!r.entities[0].description.is_empty());
}

/// `dualgraph embed <demo bundle> @examples/demo/search_questions.json`, run natively by
/// `scripts/test` (DUALGRAPH_TEST_VECTORS).
const NATIVE_VECTORS: &str = include_str!(env!("DUALGRAPH_TEST_VECTORS"));
/// `dualgraph search <demo bundle> @examples/demo/search_questions.json --json`, run natively by
/// `scripts/test` (DUALGRAPH_TEST_SEARCH).
const NATIVE_SEARCH: &str = include_str!(env!("DUALGRAPH_TEST_SEARCH"));

/// The query encoder in wasm gives the build-time (native) vectors, within 1e-5.
#[wasm_bindgen_test]
fn encoder_vectors_equal_the_native_ones() {
    let native: serde_json::Value = serde_json::from_str(NATIVE_VECTORS).expect("native vectors JSON");
    let s = store();
    let encoder =
        dualgraph_core::vectors::encoder::BundleEncoder::from_store(&s).expect("the demo bundle has an encoder");
    assert_eq!(native["encoder"]["id"], encoder.id());
    let items = native["vectors"].as_array().unwrap();
    assert!(items.len() >= 40);
    for item in items {
        let want: Vec<f64> = item["vector"].as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect();
        let got = encoder.encode(item["text"].as_str().unwrap());
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(&want) {
            assert!((f64::from(*g) - w).abs() <= 1e-5, "{}: {g} vs {w}", item["text"]);
        }
    }
    // The stored entity vectors are the build-time encodings of the entity texts (int8).
    let tkg = dualgraph_core::tkg::Tkg::from_store(&s).unwrap();
    let sem = tkg.semantic.as_ref().expect("entity vectors");
    for e in (0..tkg.entities.len()).step_by(97) {
        let ent = &tkg.entities[e];
        let exact = encoder.encode(&dualgraph_core::tkg::Tkg::entity_text(&ent.name, &tkg.description(&s, ent)));
        let max = exact.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        let row = sem.vectors.index.row(e).unwrap();
        assert!(row.iter().zip(&exact).all(|(a, b)| (a - b).abs() <= max / 254.0 + 1e-6), "entity {e}");
    }
}

/// Hybrid search in wasm returns exactly what `dualgraph search` returned natively.
#[wasm_bindgen_test]
fn search_equals_the_native_cli() {
    let native: Vec<serde_json::Value> = serde_json::from_str(NATIVE_SEARCH).expect("native search JSON");
    assert!(native.len() >= 40);
    let s = store();
    let tkg = dualgraph_core::tkg::Tkg::from_store(&s).unwrap();
    for want in &native {
        let q = want["question"].as_str().unwrap();
        let got = dualgraph_core::tkg::search::search_store(&s, &tkg, q, &Default::default());
        assert_eq!(got.entity_ranking, dualgraph_core::tkg::search::EntityRanking::Hybrid);
        // Through JSON text, as the CLI printed it (f32 values as their shortest decimal).
        let got: serde_json::Value = serde_json::from_str(&serde_json::to_string(&got).unwrap()).unwrap();
        assert_eq!(got, *want, "{q}");
    }
}

/// `Engine.ask` with a signal aborted before the call: a rejected promise (an "AbortError", as
/// `fetch` gives), no event, and no request (the LLM URL points nowhere reachable).
#[wasm_bindgen_test]
async fn ask_with_an_already_aborted_signal_rejects_with_abort_error_and_emits_nothing() {
    use std::cell::Cell;
    use std::rc::Rc;
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    let engine = dualgraph::Engine::load(BUNDLE.to_vec(), None).expect("demo bundle loads");
    let controller = web_sys::AbortController::new().unwrap();
    controller.abort();
    let options = js_sys::Object::new();
    let llm = js_sys::Object::new();
    js_sys::Reflect::set(&llm, &"baseUrl".into(), &"http://127.0.0.1:9/v1".into()).unwrap();
    js_sys::Reflect::set(&llm, &"model".into(), &"m".into()).unwrap();
    js_sys::Reflect::set(&options, &"llm".into(), &llm).unwrap();
    js_sys::Reflect::set(&options, &"signal".into(), &controller.signal()).unwrap();
    let events = Rc::new(Cell::new(0u32));
    let counter = events.clone();
    let on_event = Closure::<dyn FnMut(JsValue)>::new(move |_| counter.set(counter.get() + 1));
    let promise = engine
        .ask("a phone for my dad".into(), options.clone().into(), on_event.as_ref().unchecked_ref::<JsValue>().clone())
        .unwrap_or_else(|_| panic!("an aborted signal is not invalid options"));
    let error = wasm_bindgen_futures::JsFuture::from(promise).await.expect_err("the promise rejects");
    let name = js_sys::Reflect::get(&error, &"name".into()).unwrap().as_string();
    assert_eq!(name.as_deref(), Some("AbortError"));
    assert_eq!(events.get(), 0, "no event after (or before) an abort");
    // The caller's options object keeps its signal (the binding reads a copy without it).
    assert!(js_sys::Reflect::get(&options, &"signal".into()).unwrap().is_instance_of::<web_sys::AbortSignal>());
}

//! Shared helpers for the native integration tests: the demo catalog as raw JSON (an oracle
//! independent of the engine's own parser) and a demo store built in-process.
#![allow(dead_code)]

pub mod llm_server;
pub mod sparql_servers;
pub mod static_server;

use dualgraph_build::pipeline::{self, BuildOptions};
use dualgraph_core::skg::sparql::{self, QueryLimits, QueryOutput};
use dualgraph_core::skg::store::Store;
use serde_json::Value;
use std::path::PathBuf;

pub const DEMO_CATALOG: &str = include_str!("../../examples/demo/catalog.jsonl");

pub fn options(name: &str) -> BuildOptions {
    BuildOptions {
        catalog_name: name.into(),
        base_iri: dualgraph_core::skg::vocab::DEFAULT_BASE.into(),
        skip_invalid: false,
        rules_dir: None,
        no_default_rules: false,
        encoder: Default::default(),
        vector_index: Default::default(),
        no_skg: false,
        rules_engine: Default::default(),
        page_size: None,
    }
}

pub fn build_store(text: &str, options: &BuildOptions) -> Store {
    let (bytes, _) =
        pipeline::build(&[("catalog.jsonl".into(), text.as_bytes().to_vec())], options, &mut |_| {}).expect("build");
    Store::from_bytes(bytes).expect("load")
}

/// A store and its question lexicon built from catalog records (one JSON object per product).
/// The ids a compiled question's query returns; every word of the question must be understood.
pub fn understood_ids(
    store: &Store,
    lex: &dualgraph_core::compiler::lexicon::Lexicon,
    q: &str,
) -> std::collections::BTreeSet<String> {
    let c = dualgraph_core::compiler::compile(q, lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{q}: {c:?}");
    dualgraph_core::compiler::run(store, &c).unwrap().products.into_iter().map(|p| p.id).collect()
}

pub fn store_and_lexicon(
    records: impl IntoIterator<Item = Value>,
    name: &str,
) -> (Store, dualgraph_core::compiler::lexicon::Lexicon) {
    let text = records.into_iter().map(|r| r.to_string()).collect::<Vec<_>>().join("\n");
    let store = build_store(&text, &options(name));
    let lex = dualgraph_core::compiler::lexicon::Lexicon::from_store(&store).expect("lexicon");
    (store, lex)
}

pub fn demo_store() -> Store {
    build_store(DEMO_CATALOG, &options("demo"))
}

/// Raw product records of the demo catalog.
pub fn raw_products() -> Vec<Value> {
    DEMO_CATALOG
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|r| r["kind"] == "product")
        .collect()
}

/// `(section, entry, value)` rows of a raw product, whichever specs form it uses.
pub fn raw_specs(p: &Value) -> Vec<(String, String, String)> {
    match &p["specs"] {
        Value::Array(rows) => rows
            .iter()
            .map(|r| {
                (
                    r["section"].as_str().unwrap_or("Specifications").to_owned(),
                    r["entry"].as_str().unwrap_or_default().to_owned(),
                    r["value"].as_str().map(str::to_owned).unwrap_or_else(|| r["value"].to_string()),
                )
            })
            .collect(),
        Value::Object(map) => map
            .iter()
            .map(|(k, v)| {
                let (s, e) = k.split_once(':').unwrap_or(("Specifications", k));
                (s.to_owned(), e.to_owned(), v.as_str().map(str::to_owned).unwrap_or_else(|| v.to_string()))
            })
            .collect(),
        _ => Vec::new(),
    }
}

pub fn in_category(p: &Value, c: &str) -> bool {
    p["categories"].as_array().is_some_and(|cs| cs.iter().any(|x| x == c))
}

pub fn query(store: &Store, q: &str) -> QueryOutput {
    sparql::run(store, q, QueryLimits::default()).unwrap_or_else(|e| panic!("{e}\n{q}"))
}

/// Single integer of a `SELECT (COUNT(..) AS ?n)` query.
pub fn count(store: &Store, q: &str) -> usize {
    let out = query(store, q);
    out.rows[0][0].as_ref().expect("bound").value.parse().expect("integer")
}

/// First column values, sorted.
pub fn column(store: &Store, q: &str) -> Vec<String> {
    let mut v: Vec<String> =
        query(store, q).rows.iter().filter_map(|r| r[0].as_ref().map(|t| t.value.clone())).collect();
    v.sort();
    v
}

/// The number at the start of a cell ("55\"" → 55, "5,000 mAh" → 5000, "55-inch" → 55).
pub fn leading_number(v: &str) -> Option<f64> {
    let digits: String =
        v.trim().chars().take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',').filter(|c| *c != ',').collect();
    digits.parse().ok()
}

/// The `dualgraph` binary of this build profile (`target/<profile>/dualgraph`). These tests live in
/// the root package, which cannot depend on a binary; `cargo test --workspace` builds it for the
/// CLI crate's own tests (`crate/cli/tests`). Run alone, build it first: `cargo build -p dualgraph-cli`.
pub fn dualgraph_bin() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    // target/<profile>/deps/<test> → target/<profile>/dualgraph
    let bin = exe
        .parent()
        .and_then(|deps| deps.parent())
        .map(|profile| profile.join(format!("dualgraph{}", std::env::consts::EXE_SUFFIX)))
        .expect("target directory of the test executable");
    assert!(
        bin.exists(),
        "{} is missing: build it with `cargo build -p dualgraph-cli` (cargo test --workspace does)",
        bin.display()
    );
    bin
}

/// Runs the `dualgraph` binary with `args`.
pub fn run_cli(args: &[&str]) -> std::process::Output {
    std::process::Command::new(dualgraph_bin()).args(args).output().expect("run dualgraph")
}

/// The standard output of a run that must have succeeded (both streams shown when it did not).
pub fn cli_ok(out: &std::process::Output) -> String {
    assert!(
        out.status.success(),
        "dualgraph failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

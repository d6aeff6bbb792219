//! Native compile latency of a catalog's questions, the counterpart of
//! `scripts/bench_compile_wasm.mjs` (same encoder-assisted path, each question 20 times after
//! a warm-up). Prints JSON `{questions, p50_ms, p95_ms, max_ms, slowest}`.
//!
//!   cargo run --release --example bench_compile_native -- <bundle.dgb> <questions.json>

use dualgraph_core::compiler;
use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::semantic_lexicon::SemanticLexicon;
use dualgraph_core::skg::store::Store;
use std::time::Instant;

const REPS: usize = 20;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, bundle, questions] = args.as_slice() else {
        eprintln!("usage: bench_compile_native <bundle.dgb> <questions.json>");
        std::process::exit(2);
    };
    let bytes = std::fs::read(bundle).unwrap_or_else(|e| panic!("{bundle}: {e}"));
    let store = Store::from_bytes(bytes).unwrap_or_else(|e| panic!("{bundle}: {e}"));
    let lexicon = Lexicon::from_store(&store).unwrap_or_else(|e| panic!("{bundle}: lexicon: {e}"));
    let semantic = SemanticLexicon::from_store(&store, &lexicon).ok().flatten();
    let text = std::fs::read_to_string(questions).unwrap_or_else(|e| panic!("{questions}: {e}"));
    let parsed: serde_json::Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{questions}: {e}"));
    let asked: Vec<String> = match &parsed {
        serde_json::Value::Object(m) => m.values().filter_map(|q| q["question"].as_str().map(str::to_owned)).collect(),
        serde_json::Value::Array(a) => a.iter().filter_map(|q| q["question"].as_str().map(str::to_owned)).collect(),
        _ => Vec::new(),
    };
    let mut medians: Vec<(f64, &str)> = Vec::new();
    for q in &asked {
        compiler::compile_with(q, &lexicon, semantic.as_ref());
        let mut times: Vec<f64> = (0..REPS)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(compiler::compile_with(q, &lexicon, semantic.as_ref()));
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        times.sort_by(f64::total_cmp);
        medians.push((times[REPS / 2], q));
    }
    medians.sort_by(|a, b| a.0.total_cmp(&b.0));
    let at = |p: f64| medians.get(((medians.len() as f64 - 1.0) * p).round() as usize).map_or(0.0, |m| m.0);
    let slowest: Vec<_> =
        medians.iter().rev().take(5).map(|(t, q)| serde_json::json!({"ms": t, "question": q})).collect();
    println!(
        "{}",
        serde_json::json!({"questions": medians.len(), "p50_ms": at(0.5), "p95_ms": at(0.95), "max_ms": at(1.0), "slowest": slowest})
    );
}

//! Prose-fact extraction against hand-labelled product × feature pairs of two real dev
//! catalogs (`tests/fixtures/prose_labels.json`: 197 pairs read by a person-like reader who
//! never saw the extractor, with the deciding quote; `prose_labels_sample.py --check` validates
//! it). A product "has" a feature when its own prose states the feature's term
//! ([`prose_facts::asked_terms`] of the words a shopper asks with).

use dualgraph_core::compiler::prose_facts::{asked_terms, terms_of};
use serde_json::Value;
use std::collections::HashMap;

fn load(path: &str) -> Value {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    serde_json::from_str(&std::fs::read_to_string(root.join(path)).unwrap()).unwrap()
}

/// Catalog → product id → prose.
fn prose() -> HashMap<String, HashMap<String, String>> {
    let mut out: HashMap<String, HashMap<String, String>> = HashMap::new();
    for catalog in ["wine-reviews", "ikea-sar"] {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(root.join(format!("examples/catalogs/{catalog}/catalog.jsonl"))).unwrap();
        let texts = text
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter_map(|p| Some((p["id"].as_str()?.to_owned(), p["text"].as_str()?.to_owned())))
            .collect();
        out.insert(catalog.to_owned(), texts);
    }
    out
}

#[test]
fn extraction_against_hand_labels() {
    let fixture = load("tests/fixtures/prose_labels.json");
    let prose = prose();
    let terms: HashMap<(String, String), Vec<String>> = fixture["features"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let asked = f["asked_as"][0].as_str().unwrap();
            let key = (f["catalog"].as_str().unwrap().to_owned(), f["feature"].as_str().unwrap().to_owned());
            (key, asked_terms(asked))
        })
        .collect();
    let (mut tp, mut fp, mut fn_, mut negated_stated) = (0, 0, 0, Vec::new());
    let mut per_feature: HashMap<String, (u32, u32, u32)> = HashMap::new();
    for label in fixture["labels"].as_array().unwrap() {
        let catalog = label["catalog"].as_str().unwrap();
        let feature = label["feature"].as_str().unwrap();
        let text = &prose[catalog][label["id"].as_str().unwrap()];
        let facts = terms_of(text);
        let stated = terms[&(catalog.to_owned(), feature.to_owned())].iter().any(|t| facts.stated.contains(t));
        let has = label["has"].as_bool().unwrap();
        let e = per_feature.entry(feature.to_owned()).or_default();
        match (has, stated) {
            (true, true) => {
                tp += 1;
                e.0 += 1;
            }
            (false, true) => {
                fp += 1;
                e.1 += 1;
                // Negated in so many words ("no oak", "not sweet"); "neutral oak" is a reading.
                let quote = label["quote"].as_str().unwrap_or("").to_lowercase();
                let cue = quote
                    .split(|c: char| !c.is_alphanumeric() && c != '\'')
                    .any(|w| ["no", "not", "without", "never", "none", "nor"].contains(&w) || w.ends_with("n't"));
                if label["negated"].as_bool() == Some(true) && cue {
                    negated_stated.push(format!("{} {feature}: {}", label["id"], label["quote"]));
                }
            }
            (true, false) => {
                fn_ += 1;
                e.2 += 1;
            }
            (false, false) => {}
        }
    }
    let precision = tp as f64 / (tp + fp).max(1) as f64;
    let recall = tp as f64 / (tp + fn_).max(1) as f64;
    let mut lines: Vec<String> =
        per_feature.iter().map(|(f, (t, p, n))| format!("{f}: tp {t} fp {p} fn {n}")).collect();
    lines.sort();
    println!("{}\nprecision {precision:.3} recall {recall:.3} ({tp} tp, {fp} fp, {fn_} fn)", lines.join("\n"));
    // A negated statement ("unoaked", "no oak", "not sweet") is never a positive.
    assert!(negated_stated.is_empty(), "negated prose counted as stated: {negated_stated:?}");
    // Measured 2026-12-02 (BENCHMARKS.md "Prose facts"); the floor catches a regression.
    assert!(precision >= 0.85, "precision {precision:.3}\n{}", lines.join("\n"));
    assert!(recall >= 0.70, "recall {recall:.3}\n{}", lines.join("\n"));
}

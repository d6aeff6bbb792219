//! Prose-fact extraction measured against the reading decisions of the dev catalogs: for each
//! labelled feature, the products whose own prose `prose_facts::terms_of` says states the
//! feature's term stems, against the products the catalog's `gold.py` read as having it
//! (`examples/catalogs/<name>/reading_decisions.json`: one decision per product with its reason;
//! products it lists as `false`, and every other product with prose, are negatives).
//!
//! ```sh
//! cargo run -p dualgraph-tests --example bench_prose_facts
//! ```
//! Prints a markdown table (precision, recall, F1 per feature; pairs = products with prose).

use anyhow::{Context, Result};
use dualgraph_build::prose_facts::terms_of;
use dualgraph_core::text::names::term_stem;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// (catalog, reading-decision key, the words a shopper would ask with). Only features read over
/// the whole catalog (wine-reviews' "cherry" was read only for the pinot noirs of one question).
const FEATURES: &[(&str, &str, &[&str])] = &[
    ("wine-reviews", "pineapple", &["pineapple"]),
    ("wine-reviews", "smoky", &["smoky"]),
    ("wine-reviews", "chocolate", &["chocolate"]),
    ("wine-reviews", "seafood", &["seafood", "fish"]),
    ("ikea-sar", "handmade", &["handmade"]),
    ("ikea-sar", "brake", &["brake"]),
    ("ikea-sar", "cables", &["cable"]),
];

/// A catalog's (name, prose) pairs and its reading decisions.
type Labelled = (Vec<(String, String)>, Value);

fn main() -> Result<()> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/catalogs");
    println!(
        "| catalog | feature | asked as | products with prose | labelled yes | stated | precision | recall | F1 |"
    );
    println!("|---|---|---|---:|---:|---:|---:|---:|---:|");
    let (mut tp_all, mut fp_all, mut fn_all) = (0usize, 0usize, 0usize);
    let mut cache: BTreeMap<&str, Labelled> = BTreeMap::new();
    for (catalog, key, words) in FEATURES {
        if !cache.contains_key(catalog) {
            let dir = root.join(catalog);
            let text = std::fs::read_to_string(dir.join("catalog.jsonl")).context("catalog.jsonl")?;
            let prose: Vec<(String, String)> = text
                .lines()
                .filter_map(|l| serde_json::from_str::<Value>(l).ok())
                .filter_map(|p| Some((p["name"].as_str()?.to_owned(), p["text"].as_str()?.to_owned())))
                .collect();
            let decisions: Value = serde_json::from_str(&std::fs::read_to_string(dir.join("reading_decisions.json"))?)?;
            cache.insert(catalog, (prose, decisions));
        }
        let (prose, decisions) = &cache[catalog];
        let yes: BTreeSet<&str> = decisions[*key]
            .as_object()
            .context("feature in reading_decisions.json")?
            .iter()
            .filter(|(_, d)| d["answer"].as_bool() == Some(true))
            .map(|(name, _)| name.as_str())
            .collect();
        let stems: Vec<String> = words.iter().map(|w| term_stem(w)).collect();
        let stated: BTreeSet<&str> = prose
            .iter()
            .filter(|(_, text)| {
                let facts = terms_of(text);
                stems.iter().any(|s| facts.stated.contains(s))
            })
            .map(|(name, _)| name.as_str())
            .collect();
        let tp = stated.intersection(&yes).count();
        let (fp, fneg) = (stated.len() - tp, yes.len() - tp);
        tp_all += tp;
        fp_all += fp;
        fn_all += fneg;
        let p = tp as f64 / stated.len().max(1) as f64;
        let r = tp as f64 / yes.len().max(1) as f64;
        let f1 = if p + r > 0.0 { 2.0 * p * r / (p + r) } else { 0.0 };
        println!(
            "| {catalog} | {key} | {} | {} | {} | {} | {p:.3} | {r:.3} | {f1:.3} |",
            words.join(" or "),
            prose.len(),
            yes.len(),
            stated.len()
        );
    }
    let p = tp_all as f64 / (tp_all + fp_all).max(1) as f64;
    let r = tp_all as f64 / (tp_all + fn_all).max(1) as f64;
    println!(
        "| all | | | | {} | {} | {p:.3} | {r:.3} | {:.3} |",
        tp_all + fn_all,
        tp_all + fp_all,
        2.0 * p * r / (p + r)
    );
    // The hand-labelled pairs (an independent reader, not the gold scripts' rules).
    let s = prose_labels::score();
    println!("\nAgainst 197 hand-labelled product × feature pairs (`tests/fixtures/prose_labels.json`, one reader who never saw the extractor):\n");
    println!("| catalog | feature | true pos. | false pos. | false neg. | precision | recall |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    for ((catalog, feature), c) in
        s.per_feature.iter().chain(std::iter::once((&("all".into(), String::new()), &s.total)))
    {
        println!(
            "| {catalog} | {feature} | {} | {} | {} | {:.3} | {:.3} |",
            c.tp,
            c.fp,
            c.fn_,
            c.precision(),
            c.recall()
        );
    }
    Ok(())
}

#[path = "../tests/support/prose_labels.rs"]
mod prose_labels;

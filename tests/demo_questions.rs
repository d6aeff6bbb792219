//! The demo catalog and questions: committed files equal the generator's output, the questions
//! follow the SpecsQA format, and every answer names something that exists in the graph.
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/mod.rs"]
mod support;

use std::collections::BTreeSet;
use support::*;

const QUESTIONS: &str = include_str!("../examples/demo/questions.json");

#[test]
fn committed_catalog_is_the_generator_output() {
    let generated = dualgraph_synth::demo_catalog().join("\n") + "\n";
    assert!(
        generated == DEMO_CATALOG,
        "examples/demo/catalog.jsonl is stale: run `dualgraph synth --demo -o examples/demo/catalog.jsonl`"
    );
}

#[test]
fn committed_questions_are_the_generator_output() {
    let committed: serde_json::Value = serde_json::from_str(QUESTIONS).unwrap();
    assert!(
        committed == dualgraph_synth::demo_questions(),
        "examples/demo/questions.json is stale: run `dualgraph synth --questions -o examples/demo/questions.json`"
    );
}

#[test]
fn questions_follow_the_specsqa_format_across_four_categories() {
    let q: serde_json::Map<String, serde_json::Value> = serde_json::from_str(QUESTIONS).unwrap();
    assert!(q.len() >= 60);
    let mut categories = BTreeSet::new();
    for (id, r) in &q {
        assert!(r["question"].as_str().is_some_and(|s| s.ends_with('?') || s.len() > 10), "{id}");
        assert!(r["gt_answer"].is_string(), "{id}");
        assert!(r["is_list"].is_boolean(), "{id}");
        assert!(r["gt_answer_list"].is_array(), "{id}");
        assert!(matches!(r["objectivity"].as_str(), Some("objective" | "subjective")), "{id}");
        categories.insert(r["category"].as_str().unwrap().to_owned());
    }
    assert_eq!(categories.len(), 4, "{categories:?}");
}

#[test]
fn every_answer_names_a_product_or_range_of_the_graph() {
    let store = demo_store();
    let names: BTreeSet<String> = column(
        &store,
        "SELECT DISTINCT ?n WHERE { { ?x a skgt:Product } UNION { ?x a skgt:ProductRange } ?x skg:hasName ?n }",
    )
    .into_iter()
    .collect();
    let q: serde_json::Map<String, serde_json::Value> = serde_json::from_str(QUESTIONS).unwrap();
    for (id, r) in &q {
        for name in r["gt_answer_list"].as_array().unwrap() {
            assert!(names.contains(name.as_str().unwrap()), "{id}: {name} is not in the graph");
        }
    }
}

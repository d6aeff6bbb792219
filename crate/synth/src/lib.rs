//! Synthetic product catalogs for the demo, tests and benchmarks.
//!
//! Everything here describes *Nordvale*, a fictional consumer-electronics brand; all names,
//! numbers and prose are invented. Three entry points:
//!
//! * [`demo_catalog`]: the embedded demo catalog (products, then guide pages) as JSON Lines,
//!   byte-for-byte deterministic.
//! * [`demo_questions`]: SpecsQA-style questions whose ground truth is computed from the very
//!   same in-memory data the demo catalog is rendered from.
//! * [`scale_catalog`]: a streamed catalog of any size for benchmarks.
//!
//! Ground-truth naming rule for `gt_answer_list` (also documented in `examples/demo/README.md`):
//! filter, counting and ranking questions list every qualifying product by its exact `name`
//! (each variant separately); questions that name a range, head-to-head comparisons between
//! ranges, and open-ended recommendations list range names (the `range` field), or the product
//! `name` for products that have no range.

mod build;
mod data;
mod format;
mod jsonl;
mod model;
mod pages;
mod prose;
mod questions;
mod rng;
mod scale;

pub use questions::demo_questions;
pub use scale::scale_catalog;

use build::demo_products;
use jsonl::{page_line, product_line};
use pages::demo_pages;

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/// The embedded demo catalog: JSONL lines (products then pages), byte-for-byte deterministic.
pub fn demo_catalog() -> Vec<String> {
    let ps = demo_products();
    let mut lines: Vec<String> = ps.iter().map(product_line).collect();
    lines.extend(demo_pages(&ps).iter().map(page_line));
    lines
}

/// Writes `catalog.jsonl` (products then pages) and `questions.json` into `dir`
/// (the files under `examples/demo/`), creating the directory if needed.
pub fn write_demo_files(dir: &std::path::Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let mut catalog = demo_catalog().join("\n");
    catalog.push('\n');
    std::fs::write(dir.join("catalog.jsonl"), catalog)?;
    let mut questions = serde_json::to_string_pretty(&demo_questions()).map_err(std::io::Error::other)?;
    questions.push('\n');
    std::fs::write(dir.join("questions.json"), questions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::questions::{build_questions, COMPARISON, FILTER, OPEN, SINGLE};
    use serde_json::Value;
    use std::collections::{BTreeMap, HashSet};

    fn parsed() -> Vec<Value> {
        demo_catalog().iter().map(|l| serde_json::from_str(l).expect("line parses")).collect()
    }

    fn spec_count(v: &Value) -> usize {
        match &v["specs"] {
            Value::Array(a) => a.len(),
            Value::Object(o) => o.len(),
            _ => 0,
        }
    }

    #[test]
    fn demo_is_deterministic() {
        assert_eq!(demo_catalog(), demo_catalog());
        assert_eq!(demo_questions(), demo_questions());
        let a: Vec<String> = scale_catalog(50, 40, 3).collect();
        let b: Vec<String> = scale_catalog(50, 40, 3).collect();
        assert_eq!(a, b);
        let c: Vec<String> = scale_catalog(50, 40, 4).collect();
        assert_ne!(a, c);
    }

    #[test]
    fn demo_lines_have_required_fields() {
        let mut ids = HashSet::new();
        let mut product_ids = HashSet::new();
        let mut pages = 0;
        for v in parsed() {
            let id = v["id"].as_str().expect("id").to_string();
            assert!(ids.insert(id.clone()), "duplicate id {id}");
            match v["kind"].as_str() {
                Some("product") => {
                    product_ids.insert(id.clone());
                    assert!(!v["name"].as_str().unwrap_or("").is_empty());
                    let cats = v["categories"].as_array().expect("categories");
                    assert!(!cats.is_empty());
                    assert!(v["url"].as_str().is_some());
                    if let Some(price) = v.get("price") {
                        assert!(price["amount"].as_f64().is_some_and(|a| a > 0.0));
                        assert_eq!(price["currency"], "GBP");
                    }
                    match &v["specs"] {
                        Value::Array(rows) => {
                            for r in rows {
                                assert!(r["entry"].as_str().is_some_and(|e| !e.is_empty()));
                                assert!(r["value"].as_str().is_some_and(|e| !e.is_empty()), "{id}: {r}");
                            }
                        }
                        Value::Object(map) => {
                            for (k, val) in map {
                                assert!(k.contains(':'));
                                assert!(val.as_str().is_some_and(|e| !e.is_empty()));
                            }
                        }
                        other => panic!("bad specs {other}"),
                    }
                    let text = v["text"].as_str().expect("text");
                    assert!(text.starts_with("## Overview"));
                    assert!(text.contains("## Features") && text.contains("### "));
                    assert!(text.contains("## FAQ") && text.contains("**Q:**") && text.contains("**A:**"));
                    let feats = text.matches("\n### ").count();
                    assert!((2..=4).contains(&feats), "{id}: {feats} features");
                    let faqs = text.matches("**Q:**").count();
                    assert!((2..=3).contains(&faqs), "{id}: {faqs} faqs");
                }
                Some("page") => {
                    pages += 1;
                    assert!(v["title"].as_str().is_some());
                    assert!(v["markdown"].as_str().is_some_and(|m| m.len() > 200));
                    for p in v["products"].as_array().expect("products") {
                        assert!(product_ids.contains(p.as_str().unwrap_or("")), "page links unknown {p}");
                    }
                }
                other => panic!("bad kind {other:?}"),
            }
        }
        assert!((5..=8).contains(&pages));
    }

    #[test]
    fn demo_has_enough_products_categories_and_rows() {
        let ps = parsed();
        let products: Vec<&Value> = ps.iter().filter(|v| v["kind"] == "product").collect();
        assert!(products.len() >= 160, "{} products", products.len());
        let mut cats: BTreeMap<String, usize> = BTreeMap::new();
        for p in &products {
            for c in p["categories"].as_array().into_iter().flatten() {
                *cats.entry(c.as_str().unwrap_or("").to_string()).or_default() += 1;
            }
            let first = p["categories"][0].as_str().unwrap_or("");
            let min = if first == "Smartphones" || first == "TVs" { 25 } else { 15 };
            assert!(spec_count(p) >= min, "{} has {} rows", p["id"], spec_count(p));
        }
        for c in ["Smartphones", "Tablets", "TVs", "Fridges", "Headphones", "Laptops"] {
            assert!(cats.get(c).copied().unwrap_or(0) >= 15, "{c}: {cats:?}");
        }
        assert!(products.iter().filter(|p| p["specs"].is_object()).count() >= 4);
        assert!(products.iter().filter(|p| p.get("price").is_none()).count() >= 3);
        assert!(products.iter().filter(|p| p.get("range").is_none()).count() >= 5);
        assert!(products.iter().filter(|p| p["categories"].as_array().is_some_and(|c| c.len() > 1)).count() >= 3);
    }

    #[test]
    fn questions_are_consistent_with_catalog() {
        let ps = demo_products();
        let (qs, problems) = build_questions(&ps);
        assert!(problems.is_empty(), "{problems:#?}");
        assert!(qs.len() >= 64);
        for cat in [SINGLE, FILTER, COMPARISON, OPEN] {
            assert!(qs.iter().filter(|q| q.category == cat).count() >= 16, "{cat}");
        }
        assert!(qs.iter().filter(|q| !q.subjective).count() >= 40);
        assert!(qs.iter().filter(|q| q.category == FILTER && q.list.is_empty()).count() >= 2);
        let mut known: HashSet<String> = HashSet::new();
        for v in parsed().iter().filter(|v| v["kind"] == "product") {
            known.insert(v["name"].as_str().unwrap_or("").to_string());
            if let Some(r) = v["range"].as_str() {
                known.insert(r.to_string());
            }
        }
        let json = demo_questions();
        let obj = json.as_object().expect("object");
        assert_eq!(obj.len(), qs.len());
        let mut texts = HashSet::new();
        for (id, q) in obj {
            assert!(id.starts_with('q'));
            assert!(texts.insert(q["question"].as_str().unwrap_or("").to_string()), "duplicate question");
            assert!(matches!(q["objectivity"].as_str(), Some("objective" | "subjective")));
            assert!(q["is_list"].is_boolean());
            assert!(!q["gt_answer"].as_str().unwrap_or("").is_empty());
            for n in q["gt_answer_list"].as_array().expect("list") {
                assert!(known.contains(n.as_str().unwrap_or("")), "{id}: unknown name {n}");
            }
        }
    }

    #[test]
    fn scale_catalog_shape() {
        let lines: Vec<String> = scale_catalog(1000, 40, 7).collect();
        assert_eq!(lines.len(), 1000);
        let mut ids = HashSet::new();
        let mut ranges: BTreeMap<String, usize> = BTreeMap::new();
        for l in &lines {
            let v: Value = serde_json::from_str(l).expect("parses");
            assert_eq!(v["kind"], "product");
            assert!(ids.insert(v["id"].as_str().unwrap_or("").to_string()));
            let n = spec_count(&v);
            assert!((38..=42).contains(&n), "{n} rows");
            *ranges.entry(v["range"].as_str().unwrap_or("").to_string()).or_default() += 1;
        }
        // All complete ranges have 2-4 variants (the last one may be cut short).
        assert!(ranges.values().all(|&n| (1..=4).contains(&n)));
        assert!(ranges.values().filter(|&&n| n >= 2).count() >= ranges.len() - 1);
        assert_eq!(scale_catalog(0, 40, 1).count(), 0);
        assert!(scale_catalog(5, 0, 1).all(|l| l.contains("\"specs\":[]")));
    }
}

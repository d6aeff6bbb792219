//! Prose-fact extraction scored against the hand-labelled product × feature pairs of
//! `tests/fixtures/prose_labels.json` (197 pairs of two real dev catalogs, read by a reader who
//! never saw the extractor). A product "has" a feature when its own prose states one of the
//! terms the feature's first asked-as words ask for (`prose_facts::asked_terms`). Shared by
//! `tests/prose_labels.rs` (floors) and `examples/bench_prose_facts.rs` (the table).

use dualgraph_core::compiler::prose_facts::{asked_terms, terms_of};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// Counts per (catalog, feature): true positives, false positives, false negatives.
#[derive(Debug, Default, Clone, Copy)]
pub struct Counts {
    pub tp: u32,
    pub fp: u32,
    pub fn_: u32,
}

impl Counts {
    pub fn precision(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fp).max(1) as f64
    }
    pub fn recall(&self) -> f64 {
        self.tp as f64 / (self.tp + self.fn_).max(1) as f64
    }
}

/// The score of the extractor on the fixture.
pub struct LabelScore {
    pub per_feature: BTreeMap<(String, String), Counts>,
    pub total: Counts,
    /// Pairs whose quote negates the feature in so many words ("no oak", "not sweet") that the
    /// extractor nevertheless read as stated.
    pub negated_stated: Vec<String>,
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Scores `terms_of` on the fixture.
pub fn score() -> LabelScore {
    let fixture: Value =
        serde_json::from_str(&std::fs::read_to_string(root().join("tests/fixtures/prose_labels.json")).unwrap())
            .unwrap();
    let mut prose: HashMap<String, HashMap<String, String>> = HashMap::new();
    for catalog in ["wine-reviews", "ikea-sar"] {
        let text = std::fs::read_to_string(root().join(format!("examples/catalogs/{catalog}/catalog.jsonl"))).unwrap();
        let texts = text
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter_map(|p| Some((p["id"].as_str()?.to_owned(), p["text"].as_str()?.to_owned())))
            .collect();
        prose.insert(catalog.to_owned(), texts);
    }
    let terms: HashMap<(String, String), Vec<String>> = fixture["features"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let key = (f["catalog"].as_str().unwrap().to_owned(), f["feature"].as_str().unwrap().to_owned());
            (key, asked_terms(f["asked_as"][0].as_str().unwrap()))
        })
        .collect();
    let mut out = LabelScore { per_feature: BTreeMap::new(), total: Counts::default(), negated_stated: Vec::new() };
    for label in fixture["labels"].as_array().unwrap() {
        let catalog = label["catalog"].as_str().unwrap();
        let feature = label["feature"].as_str().unwrap();
        let key = (catalog.to_owned(), feature.to_owned());
        let facts = terms_of(&prose[catalog][label["id"].as_str().unwrap()]);
        let stated = terms[&key].iter().any(|t| facts.stated.contains(t));
        let has = label["has"].as_bool().unwrap();
        let c = out.per_feature.entry(key).or_default();
        match (has, stated) {
            (true, true) => c.tp += 1,
            (false, true) => {
                c.fp += 1;
                let quote = label["quote"].as_str().unwrap_or("").to_lowercase();
                let cue = quote
                    .split(|ch: char| !ch.is_alphanumeric() && ch != '\'')
                    .any(|w| ["no", "not", "without", "never", "none", "nor"].contains(&w) || w.ends_with("n't"));
                if label["negated"].as_bool() == Some(true) && cue {
                    out.negated_stated.push(format!("{} {feature}: {quote}", label["id"]));
                }
            }
            (true, false) => c.fn_ += 1,
            (false, false) => {}
        }
    }
    for c in out.per_feature.values() {
        out.total.tp += c.tp;
        out.total.fp += c.fp;
        out.total.fn_ += c.fn_;
    }
    out
}

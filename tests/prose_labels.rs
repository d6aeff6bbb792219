//! Prose-fact extraction against hand-labelled product × feature pairs of two real dev
//! catalogs (`tests/fixtures/prose_labels.json`: 197 pairs read by a person-like reader who
//! never saw the extractor, with the deciding quote; `prose_labels_sample.py --check` validates
//! it). Scoring in `support/prose_labels.rs`; the table is in BENCHMARKS.md ("Dev catalogs").

#[path = "support/prose_labels.rs"]
mod prose_labels;

#[test]
fn extraction_against_hand_labels() {
    let s = prose_labels::score();
    let lines: Vec<String> =
        s.per_feature.iter().map(|((c, f), n)| format!("{c} {f}: tp {} fp {} fn {}", n.tp, n.fp, n.fn_)).collect();
    let (precision, recall) = (s.total.precision(), s.total.recall());
    println!("{}\nprecision {precision:.3} recall {recall:.3}", lines.join("\n"));
    // A statement negated in so many words ("unoaked", "no oak", "not sweet") is never a positive.
    assert!(s.negated_stated.is_empty(), "negated prose counted as stated: {:?}", s.negated_stated);
    // Measured 2026-12-02: precision 0.926, recall 0.781; the floors catch a regression.
    assert!(precision >= 0.85, "precision {precision:.3}\n{}", lines.join("\n"));
    assert!(recall >= 0.70, "recall {recall:.3}\n{}", lines.join("\n"));
}

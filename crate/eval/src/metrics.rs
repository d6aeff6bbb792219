//! List matching (paper §4.1): precision, recall and F1 of the products an answer is about
//! against the reference list, in two modes — *strict* (exact names) and *normalized* (case and
//! punctuation ignored, and a variant's name counts for its range: "Aria 9 128GB Black" matches
//! a reference "Aria 9"). A correct "none" (both lists empty) scores 1.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Scores of one answer.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, Default)]
pub struct ListScore {
    /// Precision.
    pub precision: f64,
    /// Recall.
    pub recall: f64,
    /// F1.
    pub f1: f64,
}

/// Lowercase words of a name, punctuation dropped.
pub fn normalize(name: &str) -> String {
    name.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ")
}

fn score(predicted: &BTreeSet<String>, gold: &BTreeSet<String>) -> ListScore {
    if gold.is_empty() {
        let s = if predicted.is_empty() { 1.0 } else { 0.0 };
        return ListScore { precision: s, recall: s, f1: s };
    }
    if predicted.is_empty() {
        return ListScore::default();
    }
    let tp = predicted.intersection(gold).count() as f64;
    let precision = tp / predicted.len() as f64;
    let recall = tp / gold.len() as f64;
    let f1 = if tp == 0.0 { 0.0 } else { 2.0 * precision * recall / (precision + recall) };
    ListScore { precision, recall, f1 }
}

/// Exact-name list match.
pub fn strict(predicted: &[String], gold: &[String]) -> ListScore {
    let p = predicted.iter().map(|s| s.trim().to_owned()).collect();
    let g = gold.iter().map(|s| s.trim().to_owned()).collect();
    score(&p, &g)
}

/// Normalized list match: each predicted name is mapped to the reference name it equals or
/// extends by whole words (a variant of a reference range), or kept as is.
pub fn normalized(predicted: &[String], gold: &[String]) -> ListScore {
    let g: BTreeSet<String> = gold.iter().map(|s| normalize(s)).filter(|s| !s.is_empty()).collect();
    let p: BTreeSet<String> = predicted
        .iter()
        .map(|s| normalize(s))
        .filter(|s| !s.is_empty())
        .map(|p| {
            g.iter()
                .filter(|g| p == **g || p.starts_with(&format!("{g} ")))
                .max_by_key(|g| g.len())
                .cloned()
                .unwrap_or(p)
        })
        .collect();
    score(&p, &g)
}

/// Mean of values (0 for none).
pub fn mean(values: impl IntoIterator<Item = f64>) -> f64 {
    let (sum, n) = values.into_iter().fold((0.0, 0usize), |(s, n), v| (s + v, n + 1));
    if n == 0 {
        0.0
    } else {
        sum / n as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn variants_count_for_their_range_only_in_normalized_mode() {
        let pred = v(&["Nordvale Aria 9 128GB Black", "Nordvale Aria 9 256GB Blue", "Nordvale Fjord 5"]);
        let gold = v(&["Nordvale Aria 9"]);
        let n = normalized(&pred, &gold);
        assert_eq!((n.precision, n.recall), (0.5, 1.0));
        assert_eq!(strict(&pred, &gold).f1, 0.0);
    }

    #[test]
    fn a_name_prefix_without_a_word_boundary_is_not_a_variant() {
        let n = normalized(&v(&["Aria 90"]), &v(&["Aria 9"]));
        assert_eq!(n.f1, 0.0);
    }

    #[test]
    fn case_and_punctuation_are_ignored() {
        assert_eq!(normalized(&v(&["nordvale aria-9!"]), &v(&["Nordvale Aria 9"])).f1, 1.0);
    }

    #[test]
    fn a_correct_none_scores_one_and_a_wrong_none_zero() {
        assert_eq!(normalized(&[], &[]).f1, 1.0);
        assert_eq!(normalized(&v(&["X"]), &[]).f1, 0.0);
        assert_eq!(normalized(&[], &v(&["X"])).f1, 0.0);
    }
}

//! Two-tier routing (PolyUQuest): deterministic rules first — the zero-token compiler, then
//! listing/filter/comparison cues (→ SKG) versus open/subjective cues (→ TKG) — and an LLM
//! classifier only for the questions the rules cannot place.

use crate::compiler::Compiled;

/// Where a question goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    /// The zero-token compiler answers it exactly.
    Compiler,
    /// Symbolic retrieval (generated SPARQL).
    Skg,
    /// Semantic retrieval (chunks).
    Tkg,
    /// Both.
    Both,
}

impl Route {
    /// Name used in traces.
    pub fn name(self) -> &'static str {
        match self {
            Route::Compiler => "compiler",
            Route::Skg => "skg",
            Route::Tkg => "tkg",
            Route::Both => "skg+tkg",
        }
    }
}

/// A routing decision.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision {
    /// Route.
    pub route: Route,
    /// Why, in words.
    pub reason: String,
    /// `rules`, `llm` or `default`.
    pub decided_by: &'static str,
}

/// Compiler confidence from which its answer is trusted without an LLM.
pub const COMPILER_CONFIDENCE: f64 = 0.6;

/// Compiler confidence from which, when no LLM is configured, its partial understanding answers
/// (with a notice naming what it did not understand) instead of passages.
pub const OFFLINE_COMPILER_CONFIDENCE: f64 = 0.45;

/// Compiler confidence from which, when no LLM is configured, a question declined only for
/// words that are no catalog word still answers from what was understood (with the notice).
pub const OFFLINE_WORDS_LEFT_CONFIDENCE: f64 = 0.3;

const STRUCTURED_CUES: &[&str] = &[
    "which",
    "list",
    "show me",
    "how many",
    "number of",
    "cheapest",
    "most expensive",
    "under",
    "below",
    "over",
    "above",
    "at least",
    "at most",
    "more than",
    "less than",
    "fewer than",
    "between",
    "compare",
    " vs",
    "versus",
    "price of",
    "how much",
    "largest",
    "smallest",
    "lightest",
    "heaviest",
    "biggest",
    "fastest",
    "top ",
];
const OPEN_CUES: &[&str] = &[
    "good",
    "best for",
    "recommend",
    "suggest",
    "should i",
    "why",
    "how do",
    "how does",
    "how to",
    "explain",
    "worth",
    "for my",
    "suitable",
    "ideal",
    "review",
    "opinion",
    "tips",
    "help me",
    "what makes",
    "advice",
    "difference between",
    "easy to",
    "beginner",
    "gift",
];

fn has_cue(q: &str, cue: &str) -> bool {
    let mut from = 0;
    while let Some(pos) = q[from..].find(cue) {
        let start = from + pos;
        let end = start + cue.len();
        let before = q[..start].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let after = cue.ends_with(' ') || q[end..].chars().next().is_none_or(|c| !c.is_alphanumeric());
        if before && after {
            return true;
        }
        from = start + cue.len().max(1);
    }
    false
}

/// True when the question has a number with a unit or currency ("5000 mAh", "£500", "27-inch").
fn has_measure(q: &str) -> bool {
    let chars: Vec<char> = q.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let before = i.checked_sub(1).map(|p| chars[p]);
        let mut j = i;
        while j < chars.len() && (chars[j].is_ascii_digit() || chars[j] == '.' || chars[j] == ',') {
            j += 1;
        }
        if before.is_some_and(|b| "£$€¥".contains(b)) {
            return true;
        }
        let standalone = before.is_none_or(|b| !b.is_alphanumeric());
        let mut k = j;
        if chars.get(k).is_some_and(|c| *c == ' ' || *c == '-') {
            k += 1;
        }
        if standalone && chars.get(k).is_some_and(|c| c.is_alphabetic() || "\"'%".contains(*c)) {
            return true;
        }
        i = j;
    }
    false
}

/// Tier 1: the rules. `None` when they cannot decide.
pub fn by_rules(question: &str, compiled: &Compiled) -> Option<Decision> {
    if compiled.answers() && compiled.confidence >= COMPILER_CONFIDENCE {
        return Some(Decision {
            route: Route::Compiler,
            reason: format!("the question compiles to exact constraints: {}", compiled.understood),
            decided_by: "rules",
        });
    }
    let q = format!(" {} ", question.to_lowercase());
    let structured: Vec<&str> = STRUCTURED_CUES.iter().copied().filter(|c| has_cue(&q, c.trim_start())).collect();
    let measure = has_measure(&q);
    let open: Vec<&str> = OPEN_CUES.iter().copied().filter(|c| has_cue(&q, c)).collect();
    match (structured.is_empty() && !measure, open.is_empty()) {
        (false, true) => Some(Decision {
            route: Route::Skg,
            reason: if measure && structured.is_empty() {
                "the question has a number with a unit".to_owned()
            } else {
                format!(
                    "listing/filter/comparison cue: \"{}\"",
                    structured.first().map(|c| c.trim()).unwrap_or("a measure")
                )
            },
            decided_by: "rules",
        }),
        (true, false) => Some(Decision {
            route: Route::Tkg,
            reason: format!("open/subjective cue: \"{}\"", open[0].trim()),
            decided_by: "rules",
        }),
        _ => None,
    }
}

/// Parses the classifier's one-word reply.
pub fn parse_classifier(reply: &str) -> Option<Route> {
    let up = reply.to_ascii_uppercase();
    match (up.find("SKG"), up.find("TKG")) {
        (Some(s), Some(t)) => Some(if s < t { Route::Skg } else { Route::Tkg }),
        (Some(_), None) => Some(Route::Skg),
        (None, Some(_)) => Some(Route::Tkg),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cues_respect_word_boundaries() {
        assert!(has_cue(" which phones ", "which"));
        assert!(!has_cue(" overall quality ", "over"));
        assert!(has_cue(" is it good for gaming ", "good"));
        assert!(!has_cue(" goodness ", "good"));
    }

    #[test]
    fn measures_are_numbers_with_units_or_currency() {
        assert!(has_measure("at least 5000 mah"));
        assert!(has_measure("under £500"));
        assert!(has_measure("a 27-inch screen"));
        assert!(!has_measure("the s25"));
    }

    #[test]
    fn classifier_reply_is_parsed_leniently() {
        assert_eq!(parse_classifier("SKG"), Some(Route::Skg));
        assert_eq!(parse_classifier("Answer: tkg."), Some(Route::Tkg));
        assert_eq!(parse_classifier("no idea"), None);
    }
}

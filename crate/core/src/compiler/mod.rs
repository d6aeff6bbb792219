//! Zero-LLM question compiler: a catalog question → constraints → one SPARQL query.
//!
//! [`compile`] parses a question against the bundle's own [`Lexicon`] (no model, no network)
//! and returns a [`Compiled`] plan: the intent (list, count, superlative, comparison of named
//! products, lookup of a named product's spec), human-readable constraints ("category =
//! Smartphones", "price < 500 GBP", "Battery Capacity ≥ 5000 mAh", "has 5G Support", "not Water
//! Dispenser"), each with a confidence, and the SPARQL that answers it. When the overall
//! confidence is below [`DECLINE_THRESHOLD`], or part of the question could not be understood,
//! the plan says why it declines (`declined`) — a wrong product list is worse than none.
//! [`run`] executes a plan on a store and returns an [`Answer`]: products with their catalog
//! ids, names, URLs, prices and matched spec values, a count, or a side-by-side table.
//!
//! What is recognized (all driven by the lexicon, nothing catalog-specific):
//! * categories (plural, suffix — "phones" → "Smartphones" —, a few generic synonyms, fuzzy);
//! * named ranges and products (brand words optional, spacing-insensitive: "Aria9" = "Aria 9");
//! * numbers with comparators ("under/below/less than/at most/up to", "over/at least/or more",
//!   "between X and Y", "quieter than"), units ("5000mAh", "27-inch", "£500", "500 pounds"),
//!   converted to the unit of the matched entry (cm↔mm↔inch, kg↔g, GB↔TB), the entry chosen by
//!   unit, the words around the number, generic hints ("tall" → height, "weigh" → mass) and
//!   whether the value is plausible for it ("8GB" → RAM, "256GB" → storage);
//! * yes/no entries, features and categorical values, with negation ("without", "no", "not");
//! * superlatives ("cheapest", "largest battery", "top 3 lightest"), counting ("how many"),
//!   comparisons ("Which is lighter, A or B?", "A vs B") and lookups ("battery of the A").
//!
//! # Stages
//!
//! [`compile_with`] chains the stages; each hands the next one a typed value:
//!
//! | # | stage | module | takes → gives |
//! |---|---|---|---|
//! | 1 | tokens | `normalize.rs` | question text → `Tokens` (normalized tokens and their singulars) |
//! | 2 | mentions | `parse/` | `Tokens` + [`Lexicon`] → `Parser` after its passes: products/ranges and categories (`categories.rs`), cue words and superlatives (`cues.rs`), numbers with units and currency (`numbers.rs`), entries, values and features with negation (`values.rs`), encoder matches (`semantic.rs`); each with a confidence, the tokens it explains (`used`), and `problems` |
//! | 3 | plan | `plan.rs` | mentions → `Plan` (intent, conditions, targets) inside a [`Compiled`] with its constraints, confidence, unexplained words and the reason to decline |
//! | 4 | sparql | `sparql.rs` | `Plan` → SPARQL text in [`Compiled::sparql`] (only when the plan is queryable) |
//! | 5 | answer | `answer.rs` | [`Compiled`] + store → [`Answer`] ([`run`]) → text ([`render_answer`]) |
//!
//! `words.rs` holds the generic English tables the mentions and plan stages read (stop words,
//! negations, hints, adjectives, comparator phrases), `lexicon.rs` the catalog's own vocabulary.
//!
//! # When an answer is wrong
//!
//! * Declined: [`Compiled::stage`] names the stage that declined and [`Compiled::declined`] says
//!   why. `mentions`: a number, unit, superlative or spec it could not resolve, words it could not
//!   explain ([`Compiled::unexplained`]) or nothing recognized at all — open `parse/` (the pass
//!   whose words are quoted). `plan`: the intent is unclear ("top 3" of what), constraints
//!   conflict, or every word was explained and the confidence is still too low — open `plan.rs`.
//! * Answered, but a constraint is wrong or missing: compare [`Compiled::constraints`] (each with
//!   its question words, `from`) with the question. A wrong or missing constraint is the mentions
//!   stage's; right constraints with the wrong intent or confidence are the plan's.
//! * Right constraints, wrong products: print [`Compiled::sparql`]. A query that does not say what
//!   the constraints say is `sparql.rs`'s; a right query with a wrong rendering is `answer.rs`'s;
//!   a right query with wrong rows is the data's (the bundle), not the compiler's.
//!
//! Compiles to `wasm32-unknown-unknown` (no clock, no file system, no threads).

mod answer;
mod followup;
pub mod lexicon;
mod normalize;
mod parse;
mod plan;
pub mod prose_facts;
pub mod semantic_lexicon;
mod sparql;
pub(crate) mod words;

pub use answer::{render_answer, run, run_async, Answer, AnswerKind, ProductRow, RunError, Table};
pub use followup::{follow_up, FollowUp, Previous};
use parse::*;
use plan::*;
use sparql::*;
pub use sparql::{disagreement_queries, num_text};
use words::*;

use crate::compiler::lexicon::{Lexicon, NameRef, Token};
use crate::compiler::semantic_lexicon::SemanticLexicon;
use crate::skg::sparql::{QueryError, QueryLimits, QueryOutput, TermJson};
use crate::text::units::Dimension;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, HashSet};

/// Below this overall confidence the compiler declines.
pub const DECLINE_THRESHOLD: f64 = 0.5;

/// How a decline for words the compiler could not place begins ("words not understood: …").
pub(crate) const WORDS_NOT_UNDERSTOOD: &str = "words not understood";
/// The decline of a price condition in a catalog without prices: no product can meet it.
pub(crate) const NO_PRICES: &str = "the catalog has no prices";

/// Sort order of a superlative or comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Order {
    /// Smallest first ("cheapest", "lightest").
    Ascending,
    /// Largest first ("most expensive", "largest battery").
    Descending,
}

/// What the question asks for.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Intent {
    /// Every product matching the constraints.
    List,
    /// How many products match.
    Count,
    /// The top `k` products by a value (all ties when `k` is 1).
    Superlative {
        /// How many products.
        k: usize,
        /// Direction.
        order: Order,
        /// What is ranked ("price", "Weight").
        by: String,
    },
    /// Named products or ranges side by side, and the winner when a direction is given.
    Compare {
        /// Named products/ranges.
        items: Vec<String>,
        /// What is compared (none: every spec).
        by: Option<String>,
        /// Direction of "better".
        order: Option<Order>,
    },
    /// Spec values of named products or ranges.
    Lookup {
        /// Named products/ranges.
        items: Vec<String>,
        /// What is looked up (none: every spec).
        of: Vec<String>,
    },
}

/// A stage of the compiler, named in [`Compiled::stage`] when the compiler declines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Finding categories, products, numbers, values and cue words in the question
    /// (`compiler/parse/`): a mention it could not resolve, or words it could not explain.
    Mentions,
    /// Turning the mentions into a plan (`compiler/plan.rs`): intent, conflicts, confidence.
    Plan,
}

/// One understood constraint.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Constraint {
    /// Human-readable form ("Battery Capacity ≥ 5000 mAh").
    pub text: String,
    /// 0..1.
    pub confidence: f64,
    /// The question words it came from.
    pub from: String,
    /// Cosine similarity of those words to the matched label under the bundle's encoder, when
    /// the encoder found or disambiguated the match ("mobiles" ≈ Smartphones 0.71).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub similarity: Option<f64>,
    /// For a `text says …` constraint (or a yes/no spec also read from the prose), the prose
    /// terms (stems or two-word phrases) any of which the product's own prose states: what its
    /// evidence sentence is looked up by.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<String>,
}

/// A compiled question. See the module docs.
#[derive(Debug, Clone, Serialize)]
pub struct Compiled {
    /// The question as asked.
    pub question: String,
    /// What is asked.
    pub intent: Intent,
    /// Understood constraints, in question order.
    pub constraints: Vec<Constraint>,
    /// One line: intent and constraints ("list; category = TVs; Screen Size = 55 inch").
    pub understood: String,
    /// The SPARQL query (empty when nothing could be compiled).
    pub sparql: String,
    /// Overall confidence, 0..1.
    pub confidence: f64,
    /// Why the compiler declines to answer, when it does.
    pub declined: Option<String>,
    /// The stage that declined, when the compiler declines: where to look first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stage: Option<Stage>,
    /// Question words that were not understood.
    pub unexplained: Vec<String>,
    /// How the question was read against the previous turn of a conversation ([`follow_up`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub followup: Option<FollowUp>,
    /// Compiled without an encoder, a pass would have consulted one (a word the catalog never
    /// writes, categories string matching cannot tell apart): with the encoder the reading may
    /// differ. A lazily read bundle fetches its encoder table only then.
    #[serde(skip)]
    pub needs_encoder: bool,
    /// The decline includes a price asked of a catalog without prices.
    #[serde(skip)]
    pub(crate) price_of_unpriced: bool,
    #[serde(skip)]
    pub(crate) plan: Plan,
}

impl Compiled {
    /// True when the compiler declined only for words it could not place (no other problem)
    /// and still has a query for what it did understand.
    pub fn declined_for_words_only(&self) -> bool {
        self.declined.as_deref().is_some_and(|d| d.starts_with(WORDS_NOT_UNDERSTOOD)) && !self.sparql.is_empty()
    }

    /// True when the question asks for a price in a catalog without prices: no passage can
    /// answer it either ("dior perfumes under 100 bucks" where nothing is priced).
    pub fn asks_price_of_unpriced(&self) -> bool {
        self.price_of_unpriced && self.declined.is_some()
    }

    /// True when the compiler answers (not declined and a query exists).
    pub fn answers(&self) -> bool {
        self.declined.is_none() && !self.sparql.is_empty()
    }

    /// For a list, count or superlative whose query found nothing: the question without the
    /// plural word it read only as "the prose (or name) states it" (or as values holding the
    /// word), when that word is the
    /// shopper's own name for what is asked ("sock **packs** under $15", "Fantasy Grounds
    /// Pathfinder **modules**") and something other than a price still narrows the products.
    /// The word (as asked) and the relaxed question; `None` when no such word exists.
    pub fn without_kind_word(&self, lex: &Lexicon) -> Option<(String, Compiled)> {
        if !self.answers() || !matches!(self.plan.kind, Kind::List | Kind::Count | Kind::Superlative) {
            return None;
        }
        let plural = |w: &str| {
            w.len() >= 4
                && w.chars().all(|c| c.is_ascii_lowercase())
                && w.ends_with('s')
                && !w.ends_with("ss")
                && !w.ends_with("us")
                && !w.ends_with("is")
        };
        // The last such word in the question: the head of what is asked.
        let (k, word) = self
            .plan
            .conds
            .iter()
            .enumerate()
            .filter_map(|(k, c)| match c {
                Cond::States { words, negated: false, denied, unmentioned, .. }
                    if denied.is_empty() && unmentioned.is_empty() && plural(&words.to_lowercase()) =>
                {
                    Some((k, words.clone()))
                }
                // "superhero comics": one plural word read as values that contain it ("DC
                // Comics") beside what already names the kind.
                Cond::Values { negated: false, .. } => {
                    let text = cond_text(lex, c);
                    let from = &self.constraints.iter().find(|x| x.text == text)?.from;
                    plural(from).then(|| (k, from.clone()))
                }
                _ => None,
            })
            .max_by_key(|(_, w)| self.question.to_lowercase().rfind(&w.to_lowercase()).unwrap_or(0))?;
        let values = matches!(self.plan.conds[k], Cond::Values { .. });
        let relaxed = self.without_conds(lex, |i, _| i == k)?;
        let p = &relaxed.plan;
        // A word read as values leaves a kind only where a category or a spec still narrows
        // ("superhero comics"); a name word alone is no kind ("Lord of the Rings sets").
        let narrowed = !p.cats.is_empty()
            || !p.items.is_empty()
            || !p.groups.is_empty()
            || p.conds.iter().any(|c| match c {
                Cond::Price(_) => false,
                Cond::NameContains(_) | Cond::States { .. } => !values,
                _ => true,
            });
        narrowed.then_some((word, relaxed))
    }

    /// The question without what only the prose or names could state (every `text says …`
    /// condition that is not negated): its spec, category and name conditions alone. `None`
    /// when nothing else narrows the products.
    pub fn without_stated_terms(&self, lex: &Lexicon) -> Option<Compiled> {
        if !self.answers() {
            return None;
        }
        let relaxed = self.without_conds(lex, |_, c| matches!(c, Cond::States { negated: false, .. }))?;
        relaxed.plan.has_scope().then_some(relaxed)
    }

    /// This compiled question without the plan's conditions `drop` selects (by index and
    /// condition), each with its constraint, and its query rebuilt.
    fn without_conds(&self, lex: &Lexicon, drop: impl Fn(usize, &Cond) -> bool) -> Option<Compiled> {
        let mut plan = self.plan.clone();
        let mut constraints = self.constraints.clone();
        let mut kept = Vec::new();
        for (i, c) in std::mem::take(&mut plan.conds).into_iter().enumerate() {
            if drop(i, &c) {
                let text = cond_text(lex, &c);
                let at = constraints.iter().position(|x| x.text == text)?;
                constraints.remove(at);
            } else {
                kept.push(c);
            }
        }
        plan.conds = kept;
        let sparql = if plan.queryable() { build_sparql(lex, &plan) } else { String::new() };
        let understood = understood_of(&self.intent, &constraints);
        Some(Compiled { constraints, understood, sparql, plan, ..self.clone() })
    }
}

/// Compiles a question against a lexicon by string matching alone. Never fails: a question it
/// cannot answer comes back with `declined` set.
pub fn compile(question: &str, lex: &Lexicon) -> Compiled {
    compile_with(question, lex, None)
}

/// Compiles a question against a lexicon, with the lexicon's labels embedded by the bundle's
/// encoder when there is one: words the catalog never writes can then name a category or a
/// yes/no spec, and categories that string matching cannot tell apart are narrowed by cosine.
/// String evidence comes first; the encoder is trusted only when it is clearly ahead.
pub fn compile_with(question: &str, lex: &Lexicon, semantic: Option<&SemanticLexicon>) -> Compiled {
    compile_in(question, lex, semantic, Vec::new())
}

/// [`compile_with`], with the categories of an earlier question as the context when this one
/// names none (which entries a word like "battery" means).
pub(crate) fn compile_in(
    question: &str,
    lex: &Lexicon,
    semantic: Option<&SemanticLexicon>,
    prior_context: Vec<Vec<u32>>,
) -> Compiled {
    let tokens = normalize::tokens_with(question, lex.dot_groups);
    let mentions = parse::mentions(tokens, lex, semantic, prior_context);
    let mut compiled = plan::plan(mentions, question);
    if compiled.plan.queryable() {
        compiled.sparql = sparql::build_sparql(lex, &compiled.plan);
    }
    compiled
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::lexicon::Category;

    fn phones() -> Lexicon {
        let mut lex = Lexicon {
            products: 2,
            priced: 2,
            currencies: vec![("GBP".into(), 2)],
            price: Some((100.0, 900.0)),
            categories: vec![Category { name: "Smartphones".into(), iri: String::new(), products: 2 }],
            ..Lexicon::default()
        };
        lex.index();
        lex
    }

    #[test]
    fn an_answered_question_names_no_stage() {
        let c = compile("smartphones under £500", &phones());
        assert!(c.answers(), "{c:?}");
        assert_eq!(c.stage, None);
        assert!(c.sparql.contains("FILTER(?price < 500)"), "{}", c.sparql);
    }

    #[test]
    fn a_decline_names_its_stage() {
        let lex = phones();
        let c = compile("flibbertigibbet", &lex);
        assert_eq!(c.stage, Some(Stage::Mentions), "{c:?}");
        assert!(c.sparql.is_empty());
        let c = compile("top 3 smartphones", &lex);
        assert!(c.declined.is_some(), "{c:?}");
        assert_eq!(c.stage, Some(Stage::Plan), "{c:?}");
        let json = serde_json::to_value(&c).unwrap_or_default();
        assert_eq!(json["stage"], "plan");
    }
}

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
//! Compiles to `wasm32-unknown-unknown` (no clock, no file system, no threads).

pub mod lexicon;
pub mod semantic_lexicon;

use crate::compiler::lexicon::{EntryKind, Lexicon, NameRef, Token, TokenKind};
use crate::compiler::semantic_lexicon::{FlagRef, SemanticLexicon};
use crate::skg::sparql::{self, QueryError, QueryLimits, QueryOutput, TermJson};
use crate::skg::store::Store;
use crate::text::units::{self, Dimension, Unit};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, HashSet};

/// Below this overall confidence the compiler declines.
pub const DECLINE_THRESHOLD: f64 = 0.5;

/// Least encoder cosine for words the catalog never writes to name a category.
const SEMANTIC_CATEGORY_MIN: f64 = 0.7;
/// Least encoder cosine for such a word to name a yes/no spec ("icemaker" ≈ Ice Maker 0.78)…
const SEMANTIC_FLAG_MIN: f64 = 0.75;
/// …and its lead over the next one (labels are short and many, so more than for categories).
const SEMANTIC_FLAG_MARGIN: f64 = 0.25;
/// How far ahead of the runner-up an encoder match must be.
const SEMANTIC_MARGIN: f64 = 0.15;
/// Cosine to some spec label above which an unexplained word is taken for an ignored constraint.
const SEMANTIC_SPEC_LIKE: f64 = 0.45;
/// Least cosine of one word of a two-word span to the category the span names.
const SEMANTIC_WORD_MIN: f64 = 0.35;
/// Least cosine of the best of several string-matched categories for the encoder to narrow them.
const SEMANTIC_NARROW_MIN: f64 = 0.5;
/// Below this cosine a string-matched category is unrelated and may be dropped.
const SEMANTIC_UNRELATED: f64 = 0.3;

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
    /// Question words that were not understood.
    pub unexplained: Vec<String>,
    #[serde(skip)]
    plan: Plan,
}

impl Compiled {
    /// True when the compiler answers (not declined and a query exists).
    pub fn answers(&self) -> bool {
        self.declined.is_none() && !self.sparql.is_empty()
    }
}

// ---------------------------------------------------------------------------------------------
// Plan.

#[derive(Debug, Clone, Copy, PartialEq)]
enum Op {
    Lt(f64),
    Le(f64),
    Gt(f64),
    Ge(f64),
    Eq(f64),
    Between(f64, f64),
}

impl Op {
    fn map(self, f: impl Fn(f64) -> f64) -> Op {
        match self {
            Op::Lt(x) => Op::Lt(f(x)),
            Op::Le(x) => Op::Le(f(x)),
            Op::Gt(x) => Op::Gt(f(x)),
            Op::Ge(x) => Op::Ge(f(x)),
            Op::Eq(x) => Op::Eq(f(x)),
            Op::Between(a, b) => Op::Between(f(a), f(b)),
        }
    }

    fn text(self, unit: &str) -> String {
        let u = if unit.is_empty() { String::new() } else { format!(" {unit}") };
        match self {
            Op::Lt(x) => format!("< {}{u}", num_text(x)),
            Op::Le(x) => format!("≤ {}{u}", num_text(x)),
            Op::Gt(x) => format!("> {}{u}", num_text(x)),
            Op::Ge(x) => format!("≥ {}{u}", num_text(x)),
            Op::Eq(x) => format!("= {}{u}", num_text(x)),
            Op::Between(a, b) => format!("between {} and {}{u}", num_text(a), num_text(b)),
        }
    }

    fn filter(self, var: &str) -> String {
        match self {
            Op::Lt(x) => format!("FILTER({var} < {})", lit(x)),
            Op::Le(x) => format!("FILTER({var} <= {})", lit(x)),
            Op::Gt(x) => format!("FILTER({var} > {})", lit(x)),
            Op::Ge(x) => format!("FILTER({var} >= {})", lit(x)),
            Op::Eq(x) => {
                let tol = (x.abs() * 0.005).max(1e-9);
                format!("FILTER({var} >= {} && {var} <= {})", lit(x - tol), lit(x + tol))
            }
            Op::Between(a, b) => format!("FILTER({var} >= {} && {var} <= {})", lit(a.min(b)), lit(a.max(b))),
        }
    }
}

/// A numeric value of an entry group, normalized to one display unit.
#[derive(Debug, Clone, PartialEq)]
struct Num {
    entries: Vec<u32>,
    /// Display unit (the group's main unit); `None` for unitless numbers.
    unit: Option<String>,
    /// `(unit symbol, factor to the display unit)` of every convertible unit in the group.
    factors: Vec<(String, f64)>,
    /// Unitless group whose specs sometimes carry a unit: those specs are excluded.
    exclude_units: bool,
    /// The value is the smallest of a 3D size tuple (thickness), not a number.
    smallest_dim: bool,
    label: String,
}

#[derive(Debug, Clone, PartialEq)]
enum Cond {
    Price(Op),
    Number { num: Num, op: Op },
    Values { pairs: Vec<(u32, u32)>, negated: bool, label: String },
    Feature { feature: u32, negated: bool },
    HasEntry { entries: Vec<u32>, no_values: Vec<(u32, u32)>, negated: bool, label: String },
}

#[derive(Debug, Clone, PartialEq)]
enum Target {
    Price,
    Number(Num),
    Raw { entries: Vec<u32>, label: String },
    Feature(u32),
}

impl Target {
    fn label(&self, lex: &Lexicon) -> String {
        match self {
            Target::Price => "price".into(),
            Target::Number(n) => n.label.clone(),
            Target::Raw { label, .. } => label.clone(),
            Target::Feature(f) => lex.features[*f as usize].name.clone(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Kind {
    #[default]
    List,
    Count,
    Superlative,
    Compare,
    Lookup,
}

#[derive(Debug, Clone, Default)]
struct Plan {
    kind: Kind,
    cats: Vec<Vec<u32>>,
    items: Vec<NameRef>,
    item_names: Vec<String>,
    conds: Vec<Cond>,
    targets: Vec<Target>,
    target_labels: Vec<String>,
    order: Option<Order>,
    k: usize,
    currency: Option<String>,
}

// ---------------------------------------------------------------------------------------------
// Generic English tables.

/// Words that carry no constraint of their own.
const STOP: &[&str] = &[
    "a",
    "an",
    "the",
    "of",
    "for",
    "with",
    "which",
    "what",
    "whats",
    "who",
    "whose",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "being",
    "am",
    "do",
    "does",
    "did",
    "has",
    "have",
    "had",
    "having",
    "there",
    "theres",
    "here",
    "show",
    "me",
    "list",
    "find",
    "give",
    "get",
    "tell",
    "all",
    "any",
    "some",
    "that",
    "those",
    "these",
    "this",
    "it",
    "its",
    "them",
    "they",
    "their",
    "i",
    "you",
    "we",
    "my",
    "our",
    "us",
    "your",
    "please",
    "can",
    "could",
    "will",
    "in",
    "on",
    "at",
    "by",
    "to",
    "from",
    "and",
    "or",
    "than",
    "then",
    "as",
    "also",
    "both",
    "each",
    "every",
    "other",
    "available",
    "option",
    "options",
    "product",
    "products",
    "model",
    "models",
    "item",
    "items",
    "one",
    "ones",
    "variant",
    "variants",
    "version",
    "versions",
    "come",
    "comes",
    "coming",
    "offer",
    "offers",
    "offered",
    "feature",
    "features",
    "featuring",
    "include",
    "includes",
    "including",
    "included",
    "support",
    "supports",
    "supported",
    "supporting",
    "equipped",
    "exist",
    "exists",
    "sold",
    "sell",
    "sells",
    "much",
    "many",
    "how",
    "use",
    "uses",
    "using",
    "got",
    "vs",
    "versus",
    "compare",
    "compared",
    "comparison",
    "against",
    "currently",
    "now",
    "let",
    "know",
    "see",
    "about",
    "so",
    "if",
    "into",
    "anything",
    "something",
    "kind",
    "kinds",
    "sort",
    "either",
    "per",
    "same",
    "cost",
    "costs",
    "costing",
    "price",
    "prices",
    "priced",
    "pricing",
    "buy",
    "purchase",
    "catalog",
    "catalogue",
    "shop",
    "device",
    "devices",
    "thing",
    "things",
    "type",
    "types",
    "ones",
    "possible",
    "exactly",
    "around",
    "about",
    "roughly",
    "approximately",
    "approx",
    "only",
    "just",
    "whose",
    "where",
    "when",
    "isnt",
    "arent",
    "dont",
    "doesnt",
    "doe",
    "made",
    "im",
    "looking",
    "searching",
    "seeking",
    "interested",
    "buying",
    "want",
    "wanted",
    "need",
    "needs",
];

/// Words that, unexplained, make a question subjective: the compiler declines.
const SUBJECTIVE: &[&str] = &[
    "good",
    "best",
    "great",
    "nice",
    "ideal",
    "perfect",
    "recommend",
    "recommended",
    "recommendation",
    "suitable",
    "suit",
    "suits",
    "decent",
    "worth",
    "excellent",
    "favourite",
    "favorite",
    "popular",
    "reliable",
    "safe",
    "quality",
    "well",
    "should",
    "would",
    "better",
    "worse",
    "worst",
    "fine",
    "like",
    "love",
    "prefer",
    "enough",
    "easy",
    "comfortable",
    "value",
    "why",
    "opinion",
    "think",
];

/// Negation cues.
const NEGATIONS: &[&str] = &["without", "no", "not", "non", "lacking", "lack", "lacks", "excluding", "except", "never"];

/// Spec-label words too generic to identify an entry alone (weighted down).
const GENERIC_LABEL_WORDS: &[&str] = &[
    "size", "type", "capacity", "level", "rating", "rate", "class", "count", "number", "support", "mode", "value",
    "amount", "version", "standard", "spec", "total", "main", "max", "maximum",
];

/// Generic synonyms for category words (question word, category word).
const CATEGORY_SYNONYMS: &[(&str, &str)] = &[
    ("phone", "smartphone"),
    ("television", "tv"),
    ("telly", "tv"),
    ("refrigerator", "fridge"),
    ("mobile", "smartphone"),
    ("cellphone", "smartphone"),
    ("handset", "smartphone"),
    ("notebook", "laptop"),
    ("headset", "headphone"),
    ("earphone", "headphone"),
    ("earbud", "headphone"),
];

/// A hint a word gives about which spec is meant.
#[derive(Debug, Clone, Copy)]
struct Hint {
    dim: Option<Dimension>,
    words: &'static [&'static str],
    price: bool,
}

fn hint(word: &str) -> Option<Hint> {
    let h = |dim, words| Some(Hint { dim, words, price: false });
    match word {
        "weigh" | "weighs" | "weighing" | "weight" | "heavy" | "heavier" | "heaviest" | "light" | "lighter"
        | "lightest" => h(Some(Dimension::Mass), &["weight"]),
        "tall" | "taller" | "tallest" | "height" => h(Some(Dimension::Length), &["height"]),
        "wide" | "wider" | "widest" | "width" => h(Some(Dimension::Length), &["width"]),
        "deep" | "deeper" | "deepest" | "depth" => h(Some(Dimension::Length), &["depth"]),
        "thick" | "thicker" | "thickest" | "thin" | "thinner" | "thinnest" | "slim" | "slimmer" | "slimmest"
        | "thickness" => h(Some(Dimension::Length), &["thickness", "depth"]),
        "hold" | "holds" | "holding" => h(Some(Dimension::Volume), &["capacity"]),
        "quiet" | "quieter" | "quietest" | "loud" | "louder" | "loudest" | "noisy" | "noisier" | "noisiest"
        | "noise" => h(Some(Dimension::Sound), &["noise"]),
        "bright" | "brighter" | "brightest" => h(Some(Dimension::Luminance), &["brightness"]),
        "last" | "lasts" | "lasting" => h(Some(Dimension::Time), &["life"]),
        "powerful" => h(Some(Dimension::Power), &["power"]),
        "cost" | "costs" | "costing" | "price" | "priced" | "prices" | "pay" | "cheap" | "cheaper" | "cheapest"
        | "expensive" | "pricey" | "pricier" | "priciest" | "budget" => {
            Some(Hint { dim: None, words: &[], price: true })
        }
        _ => None,
    }
}

/// Graded adjectives: (base, comparative, superlative, direction of "more").
const ADJECTIVES: &[(&str, &str, &str, Order)] = &[
    ("cheap", "cheaper", "cheapest", Order::Ascending),
    ("light", "lighter", "lightest", Order::Ascending),
    ("heavy", "heavier", "heaviest", Order::Descending),
    ("large", "larger", "largest", Order::Descending),
    ("big", "bigger", "biggest", Order::Descending),
    ("high", "higher", "highest", Order::Descending),
    ("great", "greater", "greatest", Order::Descending),
    ("small", "smaller", "smallest", Order::Ascending),
    ("low", "lower", "lowest", Order::Ascending),
    ("long", "longer", "longest", Order::Descending),
    ("short", "shorter", "shortest", Order::Ascending),
    ("tall", "taller", "tallest", Order::Descending),
    ("wide", "wider", "widest", Order::Descending),
    ("deep", "deeper", "deepest", Order::Descending),
    ("thin", "thinner", "thinnest", Order::Ascending),
    ("slim", "slimmer", "slimmest", Order::Ascending),
    ("thick", "thicker", "thickest", Order::Descending),
    ("bright", "brighter", "brightest", Order::Descending),
    ("quiet", "quieter", "quietest", Order::Ascending),
    ("loud", "louder", "loudest", Order::Descending),
    ("noisy", "noisier", "noisiest", Order::Descending),
    ("fast", "faster", "fastest", Order::Descending),
    ("quick", "quicker", "quickest", Order::Descending),
    ("slow", "slower", "slowest", Order::Ascending),
    ("pricey", "pricier", "priciest", Order::Descending),
    ("expensive", "", "", Order::Descending),
    ("powerful", "", "", Order::Descending),
];

#[derive(Debug, Clone, Copy, PartialEq)]
enum Grade {
    Base,
    Comparative,
    Superlative,
}

fn adjective(word: &str) -> Option<(&'static str, Grade, Order)> {
    for (base, comp, sup, order) in ADJECTIVES {
        if word == *base {
            return Some((base, Grade::Base, *order));
        }
        if !comp.is_empty() && word == *comp {
            return Some((base, Grade::Comparative, *order));
        }
        if !sup.is_empty() && word == *sup {
            return Some((base, Grade::Superlative, *order));
        }
    }
    None
}

fn number_word(w: &str) -> Option<f64> {
    const WORDS: &[&str] =
        &["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    WORDS.iter().position(|x| *x == w).map(|n| n as f64)
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum OpKind {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Between,
}

/// Comparators written before a number.
const BEFORE: &[(&[&str], OpKind)] = &[
    (&["no", "more", "than"], OpKind::Le),
    (&["not", "more", "than"], OpKind::Le),
    (&["no", "higher", "than"], OpKind::Le),
    (&["no", "less", "than"], OpKind::Ge),
    (&["not", "less", "than"], OpKind::Ge),
    (&["no", "fewer", "than"], OpKind::Ge),
    (&["less", "than"], OpKind::Lt),
    (&["fewer", "than"], OpKind::Lt),
    (&["lower", "than"], OpKind::Lt),
    (&["at", "most"], OpKind::Le),
    (&["up", "to"], OpKind::Le),
    (&["maximum", "of"], OpKind::Le),
    (&["max", "of"], OpKind::Le),
    (&["more", "than"], OpKind::Gt),
    (&["greater", "than"], OpKind::Gt),
    (&["higher", "than"], OpKind::Gt),
    (&["at", "least"], OpKind::Ge),
    (&["minimum", "of"], OpKind::Ge),
    (&["min", "of"], OpKind::Ge),
    (&["under"], OpKind::Lt),
    (&["below"], OpKind::Lt),
    (&["beneath"], OpKind::Lt),
    (&["within"], OpKind::Le),
    (&["maximum"], OpKind::Le),
    (&["max"], OpKind::Le),
    (&["over"], OpKind::Gt),
    (&["above"], OpKind::Gt),
    (&["exceeding"], OpKind::Gt),
    (&["beyond"], OpKind::Gt),
    (&["minimum"], OpKind::Ge),
    (&["min"], OpKind::Ge),
    (&["from"], OpKind::Ge),
    (&["exactly"], OpKind::Eq),
    (&["between"], OpKind::Between),
];

/// Comparators written after a number (and its unit).
const AFTER: &[(&[&str], OpKind)] = &[
    (&["or", "more"], OpKind::Ge),
    (&["or", "above"], OpKind::Ge),
    (&["or", "higher"], OpKind::Ge),
    (&["or", "greater"], OpKind::Ge),
    (&["or", "over"], OpKind::Ge),
    (&["or", "better"], OpKind::Ge),
    (&["and", "above"], OpKind::Ge),
    (&["and", "up"], OpKind::Ge),
    (&["and", "over"], OpKind::Ge),
    (&["plus"], OpKind::Ge),
    (&["minimum"], OpKind::Ge),
    (&["at", "least"], OpKind::Ge),
    (&["or", "less"], OpKind::Le),
    (&["or", "fewer"], OpKind::Le),
    (&["or", "lower"], OpKind::Le),
    (&["or", "below"], OpKind::Le),
    (&["or", "under"], OpKind::Le),
    (&["and", "below"], OpKind::Le),
    (&["and", "under"], OpKind::Le),
    (&["max"], OpKind::Le),
    (&["maximum"], OpKind::Le),
    (&["at", "most"], OpKind::Le),
];

fn is_stop(w: &str) -> bool {
    STOP.contains(&w)
}

/// A number in short form: up to 4 decimals, no trailing zeros.
pub fn num_text(x: f64) -> String {
    let s = format!("{:.4}", x);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_owned()
    }
}

/// A number as a SPARQL literal (plain decimal, no exponent).
fn lit(x: f64) -> String {
    let s = format!("{x}");
    if s.contains('e') || s.contains("inf") || s.contains("NaN") {
        "0".into()
    } else {
        s
    }
}

fn string_lit(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Normalizes the question text before tokenizing: negative contractions ("don't" → "do not").
fn normalize(question: &str) -> String {
    let q = question.replace(['’', '‘'], "'");
    let mut out = String::with_capacity(q.len() + 8);
    let bytes = q.as_bytes();
    let at = |i: usize, pat: &str| q.get(i..i + pat.len()).is_some_and(|s| s.eq_ignore_ascii_case(pat));
    let mut i = 0;
    while i < q.len() {
        if at(i, "can't") {
            out.push_str("can not");
            i += 5;
        } else if at(i, "won't") {
            out.push_str("will not");
            i += 5;
        } else if at(i, "n't") && i > 0 && bytes[i - 1].is_ascii_alphabetic() {
            out.push_str(" not");
            i += 3;
        } else {
            let c = q[i..].chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Parser.

#[derive(Debug, Clone)]
struct CatMention {
    cats: Vec<u32>,
    start: usize,
    end: usize,
    score: f64,
    plural: bool,
    /// Encoder similarity, when the encoder found or narrowed the match.
    similarity: Option<f64>,
}

#[derive(Debug, Clone, Copy)]
struct Graded {
    pos: usize,
    base: &'static str,
    grade: Grade,
    order: Order,
    /// "more"/"most"/"less"/"least" without an adjective: the ranked thing follows.
    generic: bool,
}

/// Values found next to an entry mention, and the token span they cover.
type ScopedValues = (Vec<(u32, u32)>, usize, usize);

struct Parser<'a> {
    lex: &'a Lexicon,
    sem: Option<&'a SemanticLexicon>,
    toks: Vec<Token>,
    sing: Vec<String>,
    used: Vec<bool>,
    items: Vec<(NameRef, usize)>,
    cats: Vec<CatMention>,
    count: bool,
    how_much: bool,
    price_word: bool,
    graded: Vec<Graded>,
    k: Option<usize>,
    conds: Vec<(Cond, f64, String, usize)>,
    targets: Vec<(Target, f64, String, usize)>,
    sup_target: Option<(Target, f64, String)>,
    problems: Vec<String>,
    brand: HashSet<&'a str>,
    /// Encoder similarity of conditions the encoder matched (by index into `conds`).
    cond_similarity: HashMap<usize, f64>,
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
    let text = normalize(question);
    let toks = lexicon::tokenize(&text);
    let sing =
        toks.iter().map(|t| if t.is_word() { crate::text::names::singular(&t.text) } else { t.text.clone() }).collect();
    let n = toks.len();
    let mut p = Parser {
        lex,
        sem: semantic,
        toks,
        sing,
        used: vec![false; n],
        items: Vec::new(),
        cats: Vec::new(),
        count: false,
        how_much: false,
        price_word: false,
        graded: Vec::new(),
        k: None,
        conds: Vec::new(),
        targets: Vec::new(),
        sup_target: None,
        problems: Vec::new(),
        brand: lex.brand_words.iter().map(String::as_str).collect(),
        cond_similarity: HashMap::new(),
    };
    p.find_items();
    p.find_categories();
    p.find_cues();
    p.find_numbers();
    p.resolve_graded();
    p.find_phrases();
    p.find_semantic_flags();
    p.finish(question)
}

impl<'a> Parser<'a> {
    fn word(&self, i: usize) -> &str {
        self.toks.get(i).map(|t| t.text.as_str()).unwrap_or("")
    }

    fn is_word(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(Token::is_word)
    }

    fn span_text(&self, a: usize, b: usize) -> String {
        self.toks[a..b.min(self.toks.len())].iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ")
    }

    fn mark(&mut self, a: usize, b: usize) {
        for u in &mut self.used[a..b.min(self.toks.len())] {
            *u = true;
        }
    }

    fn free(&self, a: usize, b: usize) -> bool {
        b <= self.toks.len() && self.used[a..b].iter().all(|u| !u)
    }

    // -- named products and ranges -------------------------------------------------------------

    fn find_items(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        let mut i = 0;
        while i < n {
            if self.used[i] || !self.is_word(i) && self.toks[i].number().is_none() {
                i += 1;
                continue;
            }
            let mut best: Option<(NameRef, usize)> = None;
            if let Some(cands) = lex.index.name_first.get(self.word(i)) {
                for r in cands {
                    let key = match r {
                        NameRef::Range(x) => &lex.index.range_keys[*x as usize],
                        NameRef::Item(x) => &lex.index.item_keys[*x as usize],
                    };
                    if key.chars().count() < 3 {
                        continue;
                    }
                    let mut acc = String::new();
                    for j in i..n.min(i + 24) {
                        if j > i && self.toks[j].boundary_before {
                            break;
                        }
                        acc.push_str(&self.toks[j].text);
                        if acc == *key {
                            if best.is_none_or(|(_, e)| j + 1 > e) {
                                best = Some((*r, j + 1));
                            }
                            break;
                        }
                        if !key.starts_with(acc.as_str()) {
                            break;
                        }
                    }
                }
            }
            if let Some((r, end)) = best {
                let mut start = i;
                while start > 0 && !self.used[start - 1] && self.brand.contains(self.word(start - 1)) {
                    start -= 1;
                }
                self.mark(start, end);
                if !self.items.iter().any(|(x, _)| *x == r) {
                    self.items.push((r, start));
                }
                i = end;
            } else {
                i += 1;
            }
        }
        // Brand words alone ("Nordvale phones") say nothing: every product has them.
        for i in 0..n {
            if !self.used[i] && self.brand.contains(self.word(i)) {
                if self.negated_at(i) {
                    self.problems.push(format!("every product is a {} product", self.toks[i].orig));
                }
                self.used[i] = true;
            }
        }
    }

    // -- categories ----------------------------------------------------------------------------

    fn find_categories(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        let mut cands: Vec<CatMention> = Vec::new();
        for (c, toks) in lex.index.category_tokens.iter().enumerate() {
            if toks.is_empty() || lex.categories[c].products == 0 {
                continue;
            }
            let c = c as u32;
            let last = toks.last().map(String::as_str).unwrap_or("");
            for i in 0..n {
                if self.used[i] || !self.is_word(i) && self.toks[i].number().is_none() {
                    continue;
                }
                let plural_at = |j: usize| self.toks[j].text != self.sing[j];
                // Exact (singular) match of the whole name.
                if i + toks.len() <= n
                    && self.free(i, i + toks.len())
                    && (i..i + toks.len()).all(|j| self.sing[j] == toks[j - i])
                {
                    let end = i + toks.len();
                    cands.push(CatMention {
                        cats: vec![c],
                        start: i,
                        end,
                        score: 1.0,
                        plural: plural_at(end - 1),
                        similarity: None,
                    });
                    continue;
                }
                let w = self.sing[i].as_str();
                if !self.is_word(i) || is_stop(w) {
                    continue;
                }
                let plural = plural_at(i);
                let single = toks.len() == 1;
                let syn = CATEGORY_SYNONYMS.iter().find(|(q, _)| *q == w).map(|(_, c)| *c);
                // The synonym names the category's head word, or a longer or shorter form of it
                // ("phone" → "smartphone"; "smartphone" → "phone").
                let syn_fits = |s: &str| {
                    s == last
                        || (last.len() > s.len() + 2 && last.ends_with(s))
                        || (s.len() > last.len() + 2 && last.len() >= 3 && s.ends_with(last))
                };
                let score = if syn.is_some_and(syn_fits) {
                    if single {
                        0.9
                    } else {
                        0.55
                    }
                } else if w == last && !single {
                    0.6
                } else if !single && !GENERIC_LABEL_WORDS.contains(&w) && w.len() >= 4 && toks.iter().any(|t| t == w) {
                    0.55
                } else if w.len() >= 4 && last.len() > w.len() + 2 && last.ends_with(w) {
                    if single {
                        0.85
                    } else {
                        0.5
                    }
                } else if w.len() >= 5 && single && strsim::jaro_winkler(w, last) >= 0.93 {
                    0.75
                } else {
                    continue;
                };
                cands.push(CatMention { cats: vec![c], start: i, end: i + 1, score, plural, similarity: None });
            }
        }
        // A category word inside a longer spec label is part of the label ("headphone jack").
        cands.retain(|m| !self.inside_label(m.start, m.end));
        if let Some(sem) = self.sem {
            self.semantic_categories(sem, &mut cands);
        }
        // Best per span; equally good categories for one span are alternatives.
        cands.sort_by(|a, b| {
            (b.end - b.start).cmp(&(a.end - a.start)).then(b.score.total_cmp(&a.score)).then(a.start.cmp(&b.start))
        });
        let mut chosen: Vec<CatMention> = Vec::new();
        for c in cands {
            if let Some(same) = chosen.iter_mut().find(|m| m.start == c.start && m.end == c.end) {
                if (same.score - c.score).abs() < 1e-9 && !same.cats.contains(&c.cats[0]) {
                    same.cats.push(c.cats[0]);
                }
                continue;
            }
            if chosen.iter().any(|m| c.start < m.end && m.start < c.end) {
                continue;
            }
            chosen.push(c);
        }
        chosen.sort_by_key(|m| m.start);
        if let Some(sem) = self.sem {
            for m in &mut chosen {
                self.narrow_by_similarity(sem, m);
            }
        }
        // The same category named twice ("fridge freezer") is one constraint.
        let mut k = 1;
        while k < chosen.len() {
            if chosen[..k].iter().any(|m| m.cats == chosen[k].cats) {
                let dup = chosen.remove(k);
                self.mark(dup.start, dup.end);
            } else {
                k += 1;
            }
        }
        // Weak partial matches only count when nothing better names a category.
        let strong = chosen.iter().any(|m| m.score >= 0.75);
        chosen.retain(|m| m.score >= 0.75 || !strong);
        // Categories with no product in common: "smartphones or tablets" is a union; otherwise
        // the weaker mention is not a category ("headphones that are foldable").
        let mut i = 0;
        while i < chosen.len() {
            let mut j = i + 1;
            let mut merged = false;
            while j < chosen.len() {
                let disjoint = chosen[i]
                    .cats
                    .iter()
                    .all(|a| chosen[j].cats.iter().all(|b| self.lex.category_overlap(*a, *b) == 0));
                if disjoint {
                    let between: Vec<&str> = (chosen[i].end..chosen[j].start).map(|k| self.word(k)).collect();
                    let joined =
                        !between.is_empty() && between.iter().all(|w| matches!(*w, "or" | "and")) || between.is_empty();
                    if joined {
                        let other = chosen.remove(j);
                        chosen[i].cats.extend(other.cats);
                        chosen[i].end = other.end.max(chosen[i].end);
                        self.mark(other.start, other.end);
                        self.mark(chosen[i].start, chosen[i].end);
                        merged = true;
                        continue;
                    }
                    let weaker = {
                        let (a, b) = (&chosen[i], &chosen[j]);
                        if (a.plural, a.score) >= (b.plural, b.score) {
                            j
                        } else {
                            i
                        }
                    };
                    chosen.remove(weaker);
                    if weaker == i {
                        break;
                    }
                    continue;
                }
                j += 1;
            }
            if !merged || i < chosen.len() {
                i += 1;
            }
        }
        for m in &chosen {
            self.mark(m.start, m.end);
        }
        self.cats = chosen;
    }

    /// True when tokens `a..b` lie inside a longer entry or feature label written in the question.
    fn inside_label(&self, a: usize, b: usize) -> bool {
        let lex = self.lex;
        let n = self.toks.len();
        let fits = |toks: &[String]| -> bool {
            let len = toks.len();
            if len <= b - a {
                return false;
            }
            (b.saturating_sub(len)..=a).any(|s| s + len <= n && (0..len).all(|k| self.sing[s + k] == toks[k]))
        };
        let word = &self.sing[a];
        lex.index.entry_words.get(word).into_iter().flatten().any(|e| fits(&lex.index.entry_tokens[*e as usize]))
            || lex
                .index
                .feature_words
                .get(word)
                .into_iter()
                .flatten()
                .any(|f| fits(&lex.index.feature_tokens[*f as usize]))
    }

    // -- encoder-assisted matching --------------------------------------------------------------

    /// A free word that could carry meaning (not a stop word, cue, negation, brand or opinion).
    fn open_word(&self, i: usize) -> bool {
        let w = self.word(i);
        self.is_word(i)
            && !self.used[i]
            && !is_stop(w)
            && !NEGATIONS.contains(&w)
            && !SUBJECTIVE.contains(&w)
            && adjective(w).is_none()
            && hint(w).is_none()
            && !self.brand.contains(w)
    }

    /// An open word the catalog never writes (string matching cannot place it).
    fn unknown_word(&self, i: usize) -> bool {
        self.open_word(i)
            && !self.lex.index.words.contains(&self.sing[i])
            && !self.lex.index.words.contains(self.word(i))
    }

    /// True when the encoder reads an unexplained word as a spec rather than as a category
    /// ("gaming" ≈ Graphics; "computer" is nearer Laptops than any spec).
    fn spec_like(&self, w: &str) -> bool {
        let Some(sem) = self.sem else { return false };
        let Some(v) = sem.embed(w) else { return false };
        let spec = sem.spec_likeness(&v);
        let category = sem.nearest_category(&v, |a, b| a == b).map_or(-1.0, |n| n.cosine);
        spec >= SEMANTIC_SPEC_LIKE && spec > category
    }

    /// Categories named by words the catalog never writes: "mobiles" (≈ Smartphones), "ebook
    /// readers" (≈ E-Readers). A span qualifies when its vector is close to one category and
    /// clearly closer than to any unrelated one; a two-word span also needs its unknown word to
    /// point at that category by itself, so a modifier ("gaming laptops", "waterproof phones")
    /// is never swallowed into the category.
    fn semantic_categories(&self, sem: &SemanticLexicon, cands: &mut Vec<CatMention>) {
        let lex = self.lex;
        let n = self.toks.len();
        // Categories sharing products or a head word ("Laptops", "2-in-1 Laptops") have nearly
        // the same vector: the margin is taken over the others.
        let head = |c: u32| lex.index.category_tokens[c as usize].last();
        let related = |a: u32, b: u32| a == b || lex.category_overlap(a, b) > 0 || head(a) == head(b);
        let mut spans: Vec<(usize, usize, usize)> = Vec::new(); // (start, end, unknown word)
        for i in 0..n {
            if !self.unknown_word(i) {
                continue;
            }
            spans.push((i, i + 1, i));
            if i + 1 < n && self.open_word(i + 1) && !self.toks[i + 1].boundary_before {
                spans.push((i, i + 2, i));
            }
            if i > 0 && self.open_word(i - 1) && !self.toks[i].boundary_before && !self.unknown_word(i - 1) {
                spans.push((i - 1, i + 1, i));
            }
        }
        for (start, end, unknown) in spans {
            // String evidence for the unknown word comes first, and a hyphenated compound
            // ("over-ear") is never split.
            if cands.iter().any(|c| c.start <= unknown && unknown < c.end)
                || self.toks[start].hyphen_before
                || self.toks.get(end).is_some_and(|t| t.hyphen_before)
            {
                continue;
            }
            let Some(v) = sem.embed(&self.span_text(start, end)) else { continue };
            let Some(mut near) = sem.nearest_category(&v, related) else { continue };
            if near.cosine < SEMANTIC_CATEGORY_MIN || near.margin < SEMANTIC_MARGIN {
                continue;
            }
            // Of related categories about as close, the one named with fewer words (the general one).
            let words = |c: u32| lex.index.category_tokens[c as usize].len();
            for c in 0..lex.categories.len() as u32 {
                let close = sem.category_similarity(&v, c).is_some_and(|s| s > near.cosine - 0.05);
                if close && related(near.best, c) && words(c) < words(near.best) {
                    near.best = c;
                }
            }
            if end - start > 1 {
                let Some(w) = sem.embed(self.word(unknown)) else { continue };
                let alone = sem.nearest_category(&w, |a, b| a == b);
                if alone.is_none_or(|a| a.best != near.best || a.cosine < SEMANTIC_WORD_MIN) {
                    continue;
                }
            }
            cands.push(CatMention {
                cats: vec![near.best],
                start,
                end,
                // A clear encoder match is as strong as a string synonym (0.75..0.9).
                score: (0.75 + (near.cosine - SEMANTIC_CATEGORY_MIN) / 2.0).min(0.9),
                plural: self.toks[end - 1].text != self.sing[end - 1],
                similarity: Some(near.cosine),
            });
        }
    }

    /// Several categories fit one span equally well by string ("mobiles" ends like both
    /// "smartphones" and "headphones"): keep those the encoder puts near the best.
    fn narrow_by_similarity(&self, sem: &SemanticLexicon, m: &mut CatMention) {
        if m.cats.len() < 2 || m.similarity.is_some() {
            return;
        }
        let Some(v) = sem.embed(&self.span_text(m.start, m.end)) else { return };
        let sims: Vec<(u32, f64)> =
            m.cats.iter().map(|c| (*c, sem.category_similarity(&v, *c).unwrap_or(-1.0))).collect();
        let best = sims.iter().map(|s| s.1).fold(f64::NEG_INFINITY, f64::max);
        if best < SEMANTIC_NARROW_MIN {
            return;
        }
        let kept: Vec<u32> = sims.iter().filter(|s| s.1 > best - SEMANTIC_MARGIN).map(|s| s.0).collect();
        // Only drop categories the encoder finds unrelated: subword pieces can mislead it
        // ("cellphones" is nearer "headphones"), so a mere lead is not enough.
        let dropped_unrelated = sims.iter().all(|s| kept.contains(&s.0) || s.1 < SEMANTIC_UNRELATED);
        if kept.len() < m.cats.len() && dropped_unrelated {
            m.cats = kept;
            m.similarity = Some(best);
        }
    }

    /// Yes/no specs named by a word the catalog never writes, when the encoder puts it very
    /// close to one feature or boolean entry of the question's categories and far from the rest.
    fn find_semantic_flags(&mut self) {
        let Some(sem) = self.sem else { return };
        if !self.items.is_empty() {
            return;
        }
        let lex = self.lex;
        let ctx = self.context();
        for i in 0..self.toks.len() {
            if !self.unknown_word(i) {
                continue;
            }
            let Some(v) = sem.embed(self.word(i)) else { continue };
            let allowed = |f: FlagRef| match f {
                FlagRef::Feature(_) => true,
                FlagRef::Entry(e) => self.in_context(e, &ctx) > 0,
            };
            let Some(near) = sem.nearest_flag(&v, allowed) else { continue };
            if near.cosine < SEMANTIC_FLAG_MIN || near.margin < SEMANTIC_FLAG_MARGIN {
                continue;
            }
            let negated = self.negated_at(i);
            let cond = match near.best {
                FlagRef::Feature(feature) => Cond::Feature { feature, negated },
                FlagRef::Entry(e) => {
                    let pairs = lex.entries[e as usize]
                        .values
                        .iter()
                        .enumerate()
                        .filter(|(_, v)| v.yes == Some(true))
                        .map(|(k, _)| (e, k as u32))
                        .collect();
                    Cond::Values { pairs, negated, label: lex.entries[e as usize].name.clone() }
                }
            };
            self.used[i] = true;
            self.cond_similarity.insert(self.conds.len(), near.cosine);
            self.conds.push((cond, near.cosine.min(0.9), self.span_text(i, i + 1), i));
        }
    }

    // -- cue words -----------------------------------------------------------------------------

    fn find_cues(&mut self) {
        let n = self.toks.len();
        for i in 0..n {
            if self.used[i] || !self.is_word(i) {
                continue;
            }
            let w = self.word(i).to_owned();
            match w.as_str() {
                "how" if self.word(i + 1) == "many" => {
                    self.count = true;
                    self.mark(i, i + 2);
                }
                "how" if self.word(i + 1) == "much" => {
                    self.how_much = true;
                    self.mark(i, i + 2);
                }
                "number" if self.word(i + 1) == "of" && i > 0 && matches!(self.word(i - 1), "the" | "total") => {
                    self.count = true;
                    self.mark(i, i + 2);
                }
                "count" => {
                    self.count = true;
                    self.used[i] = true;
                }
                "top" => {
                    if let Some(k) = self.toks.get(i + 1).and_then(|t| t.number().or_else(|| number_word(&t.text))) {
                        if (1.0..=100.0).contains(&k) {
                            self.k = Some(k as usize);
                            self.mark(i, i + 2);
                        }
                    }
                }
                _ => {}
            }
            if hint(&w).is_some_and(|h| h.price) && adjective(&w).is_none() {
                self.price_word = true;
            }
        }
        // Graded adjectives: "cheapest", "most expensive", "more HDMI ports", "lighter".
        for i in 0..n {
            if self.used[i] || !self.is_word(i) {
                continue;
            }
            let w = self.word(i).to_owned();
            let next = self.word(i + 1).to_owned();
            if matches!(w.as_str(), "most" | "least" | "more" | "less" | "fewer" | "fewest") {
                // A comparator of a number ("more than 4", "at least 5000", "or more") is not a grade.
                let prev = if i > 0 { self.word(i - 1) } else { "" };
                if next == "than" || matches!(prev, "at" | "or" | "no" | "not" | "and") {
                    continue;
                }
                let grade = if matches!(w.as_str(), "most" | "least" | "fewest") {
                    Grade::Superlative
                } else {
                    Grade::Comparative
                };
                let dir = if matches!(w.as_str(), "most" | "more") { Order::Descending } else { Order::Ascending };
                if let Some((base, _, order)) = adjective(&next) {
                    let order = if dir == Order::Descending {
                        order
                    } else if order == Order::Descending {
                        Order::Ascending
                    } else {
                        Order::Descending
                    };
                    self.graded.push(Graded { pos: i, base, grade, order, generic: false });
                    self.mark(i, i + 2);
                } else {
                    self.graded.push(Graded { pos: i, base: "", grade, order: dir, generic: true });
                    self.used[i] = true;
                }
                continue;
            }
            if let Some((base, grade, order)) = adjective(&w) {
                if grade == Grade::Base {
                    continue;
                }
                // "cheaper than £500" is a comparator of a number, handled with numbers.
                if grade == Grade::Comparative && next == "than" {
                    continue;
                }
                if grade == Grade::Comparative && i > 0 && self.word(i - 1) == "or" {
                    continue;
                }
                self.graded.push(Graded { pos: i, base, grade, order, generic: false });
                self.used[i] = true;
                // "the 3 cheapest", "three lightest".
                if grade == Grade::Superlative && i > 0 && !self.used[i - 1] {
                    let prev = &self.toks[i - 1];
                    if let Some(k) = prev.number().or_else(|| number_word(&prev.text)) {
                        if (1.0..=100.0).contains(&k) && k.fract() == 0.0 {
                            self.k = Some(k as usize);
                            self.used[i - 1] = true;
                        }
                    }
                }
            }
        }
    }

    // -- context -------------------------------------------------------------------------------

    /// Category sets that restrict the question: the mentioned categories, else the categories of
    /// the named items.
    fn context(&self) -> Vec<Vec<u32>> {
        if !self.cats.is_empty() {
            return self.cats.iter().map(|m| m.cats.clone()).collect();
        }
        let mut cats: Vec<u32> = Vec::new();
        for (r, _) in &self.items {
            for it in self.item_indexes(*r) {
                cats.extend(self.lex.items[it as usize].cats.iter().copied());
            }
        }
        cats.sort_unstable();
        cats.dedup();
        if cats.is_empty() {
            Vec::new()
        } else {
            vec![cats]
        }
    }

    fn item_indexes(&self, r: NameRef) -> Vec<u32> {
        match r {
            NameRef::Item(i) => vec![i],
            NameRef::Range(x) => self.lex.ranges[x as usize].variants.clone(),
        }
    }

    /// Products of an entry within the context (an upper bound for category unions).
    fn in_context(&self, e: u32, ctx: &[Vec<u32>]) -> u32 {
        if ctx.is_empty() {
            return self.lex.entries[e as usize].products;
        }
        ctx.iter()
            .map(|set| set.iter().map(|c| self.lex.entry_products_in(e, Some(*c))).sum::<u32>())
            .min()
            .unwrap_or(0)
    }

    /// Products of an entry with a number, within the context.
    fn numbers_in_context(&self, e: u32, ctx: &[Vec<u32>]) -> u32 {
        if ctx.is_empty() {
            return self.lex.entries[e as usize].numeric;
        }
        ctx.iter().map(|set| set.iter().map(|c| self.lex.entry_numbers_in(e, Some(*c))).sum::<u32>()).min().unwrap_or(0)
    }

    fn group_in_context(&self, group: &[u32], ctx: &[Vec<u32>]) -> u32 {
        group.iter().map(|e| self.in_context(*e, ctx)).sum()
    }

    // -- label matching ------------------------------------------------------------------------

    /// How well question words (singular) name an entry: weighted share of the entry's label
    /// words found among them, and which question words were used.
    fn label_score(&self, q: &[&str], e: u32) -> (f64, Vec<bool>) {
        self.label_score_in(q, e, false)
    }

    /// [`Self::label_score`]; with `sections`, the entry's section name ("Display" for Refresh
    /// Rate) also explains a word, weakly, even when the label itself matches nothing.
    fn label_score_in(&self, q: &[&str], e: u32, sections: bool) -> (f64, Vec<bool>) {
        let toks = &self.lex.index.entry_tokens[e as usize];
        let (mut score, mut used) = label_match(q, toks);
        if score > 0.0 || sections {
            let sections = &self.lex.index.section_tokens[e as usize];
            for (k, w) in q.iter().enumerate() {
                if !used[k] && sections.iter().any(|t| t == w || lexicon::label_word(t) == lexicon::label_word(w)) {
                    used[k] = true;
                    score = (score + 0.1).min(1.0);
                }
            }
        }
        (score, used)
    }

    /// Entry groups (leaders with members) named by question words, with score and used words.
    fn entry_groups(
        &self,
        q: &[&str],
        ctx: &[Vec<u32>],
        filter: &dyn Fn(u32) -> bool,
    ) -> Vec<(Vec<u32>, f64, Vec<bool>)> {
        let lex = self.lex;
        let mut cand: HashSet<u32> = HashSet::new();
        for w in q {
            let mut keys = vec![w.to_string(), lexicon::label_word(w).to_owned()];
            if let Some(h) = hint(w) {
                keys.extend(h.words.iter().map(|s| s.to_string()));
            }
            for (a, b) in [("display", "screen")] {
                if *w == b {
                    keys.push(a.into());
                }
            }
            for k in keys {
                if let Some(es) = lex.index.entry_words.get(&k) {
                    cand.extend(es.iter().copied());
                }
            }
        }
        if cand.is_empty() {
            // Typos: fuzzy over every entry word.
            for (w, es) in &lex.index.entry_words {
                if w.len() >= 5 && q.iter().any(|x| x.len() >= 5 && strsim::jaro_winkler(x, w) >= 0.92) {
                    cand.extend(es.iter().copied());
                }
            }
            // Acronyms ("ANC").
            for (e, toks) in lex.index.entry_tokens.iter().enumerate() {
                if toks.len() == 1 && toks[0].len() >= 2 && acronym_in(q, &toks[0]).is_some() {
                    cand.insert(e as u32);
                }
            }
        }
        // Ranked by label score weighted by how many question words the label explains.
        let mut groups: BTreeMap<u32, (f64, f64, Vec<bool>)> = BTreeMap::new();
        for e in cand {
            if !filter(e) || self.in_context(e, ctx) == 0 {
                continue;
            }
            let (s, used) = self.label_score(q, e);
            if s <= 0.0 {
                continue;
            }
            let cover = used.iter().filter(|u| **u).count() as f64 / q.len().max(1) as f64;
            let rank = s * (0.5 + 0.5 * cover);
            let leader = lex.entries[e as usize].group;
            let slot = groups.entry(leader).or_insert_with(|| (0.0, 0.0, vec![false; q.len()]));
            if rank > slot.0 {
                *slot = (rank, s, used);
            }
        }
        let mut out: Vec<(Vec<u32>, f64, Vec<bool>, f64)> = groups
            .into_iter()
            .map(|(leader, (rank, s, used))| {
                let members: Vec<u32> =
                    lex.group_of(leader).into_iter().filter(|m| filter(*m) && self.in_context(*m, ctx) > 0).collect();
                (members, s, used, rank)
            })
            .filter(|(m, _, _, _)| !m.is_empty())
            .collect();
        out.sort_by(|a, b| {
            b.3.total_cmp(&a.3).then(self.group_in_context(&b.0, ctx).cmp(&self.group_in_context(&a.0, ctx)))
        });
        out.into_iter().map(|(m, s, u, _)| (m, s, u)).collect()
    }

    fn group_label(&self, members: &[u32], ctx: &[Vec<u32>]) -> String {
        let lex = self.lex;
        let mut m: Vec<u32> = members.to_vec();
        m.sort_by_key(|e| std::cmp::Reverse(self.in_context(*e, ctx)));
        let names: Vec<&str> = m.iter().map(|e| lex.entries[*e as usize].name.as_str()).collect();
        match names.len() {
            0 => String::new(),
            1 => names[0].to_owned(),
            _ => format!("{} (or {})", names[0], names[1..].join(", ")),
        }
    }

    /// The numeric view of an entry group: display unit and conversion factors.
    fn num_of(&self, members: &[u32], ctx: &[Vec<u32>], want: Option<Dimension>) -> Option<Num> {
        let lex = self.lex;
        let mut per_unit: BTreeMap<String, u32> = BTreeMap::new();
        for e in members {
            for u in &lex.entries[*e as usize].units {
                let ok = match (&want, u.unit.as_str()) {
                    (_, "") => true,
                    (Some(d), sym) => units::unit_by_symbol(sym).is_some_and(|x| x.dimension == *d),
                    (None, _) => true,
                };
                if ok {
                    *per_unit.entry(u.unit.clone()).or_default() += u.products;
                }
            }
        }
        if want.is_some() {
            per_unit.remove("");
        }
        let (main, _) = per_unit.iter().max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))?;
        let entries: Vec<u32> = members.iter().copied().filter(|e| lex.entries[*e as usize].numeric > 0).collect();
        if entries.is_empty() {
            return None;
        }
        let label = self.group_label(&entries, ctx);
        if main.is_empty() {
            let exclude_units = per_unit.keys().any(|u| !u.is_empty());
            return Some(Num { entries, unit: None, factors: Vec::new(), exclude_units, smallest_dim: false, label });
        }
        let display = units::unit_by_symbol(main)?;
        let mut factors = Vec::new();
        for sym in per_unit.keys().filter(|u| !u.is_empty()) {
            if let Some(u) = units::unit_by_symbol(sym) {
                if let Some(f) = units::convert(1.0, &u, &display) {
                    factors.push((sym.clone(), f));
                }
            }
        }
        Some(Num { entries, unit: Some(main.clone()), factors, exclude_units: false, smallest_dim: false, label })
    }

    /// Thickness as the smallest extent of the most common 3D size entry in context.
    fn thickness(&self, ctx: &[Vec<u32>]) -> Option<Num> {
        let lex = self.lex;
        let e = (0..lex.entries.len() as u32)
            .filter(|e| {
                let entry = &lex.entries[*e as usize];
                entry.dims > 0
                    && entry
                        .dim_unit
                        .as_deref()
                        .and_then(units::unit_by_symbol)
                        .is_some_and(|u| u.dimension == Dimension::Length)
                    && self.in_context(*e, ctx) > 0
            })
            .max_by_key(|e| self.in_context(*e, ctx))?;
        let entry = &lex.entries[e as usize];
        let unit = entry.dim_unit.clone()?;
        Some(Num {
            entries: vec![e],
            unit: Some(unit.clone()),
            factors: vec![(unit, 1.0)],
            exclude_units: false,
            smallest_dim: true,
            label: format!("thickness (smallest of {})", entry.name),
        })
    }

    /// Range of an entry group's numbers in its display unit.
    fn num_range(&self, num: &Num) -> Option<(f64, f64)> {
        let mut range: Option<(f64, f64)> = None;
        for e in &num.entries {
            for u in &self.lex.entries[*e as usize].units {
                let f = match &num.unit {
                    None if u.unit.is_empty() => 1.0,
                    None => continue,
                    Some(_) => match num.factors.iter().find(|(s, _)| *s == u.unit) {
                        Some((_, f)) => *f,
                        None => continue,
                    },
                };
                let (lo, hi) = (u.min * f, u.max * f);
                range = Some(range.map_or((lo, hi), |(a, b)| (a.min(lo), b.max(hi))));
            }
        }
        range
    }

    // -- numbers -------------------------------------------------------------------------------

    /// The unit a token names. Case matters for a few symbols ("Nm" vs "nm"); a spelling whose
    /// case-insensitive form is a unit the catalog uses gets that unit.
    fn question_unit(&self, i: usize) -> Option<Unit> {
        let t = self.toks.get(i)?;
        if t.kind == TokenKind::Symbol {
            return units::normalize_unit(&t.text);
        }
        if !t.is_word() {
            return None;
        }
        let w = t.text.as_str();
        if matches!(w, "in" | "a" | "b" | "s" | "c" | "f") && !t.glued {
            return None;
        }
        let slang = match w {
            "quid" => units::unit_by_symbol("GBP"),
            "bucks" => units::unit_by_symbol("USD"),
            _ => None,
        };
        let unit = slang.or_else(|| units::normalize_unit(&t.orig)).or_else(|| units::normalize_unit(w))?;
        if self.catalog_units().contains(&unit.symbol) {
            return Some(unit);
        }
        // "nm" typed for the catalog's "Nm": prefer the catalog's unit of the same spelling.
        self.catalog_units()
            .into_iter()
            .find(|s| s.eq_ignore_ascii_case(&t.orig) || s.eq_ignore_ascii_case(unit.symbol))
            .and_then(units::unit_by_symbol)
            .or(Some(unit))
    }

    fn catalog_units(&self) -> Vec<&'a str> {
        let mut v: Vec<&str> = self
            .lex
            .entries
            .iter()
            .flat_map(|e| e.units.iter().map(|u| u.unit.as_str()))
            .filter(|u| !u.is_empty())
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    fn match_seq(&self, at: usize, seq: &[&str]) -> bool {
        seq.iter().enumerate().all(|(k, w)| at + k < self.toks.len() && !self.used[at + k] && self.word(at + k) == *w)
    }

    fn find_numbers(&mut self) {
        let n = self.toks.len();
        let mut i = 0;
        while i < n {
            let Some(mut value) = self.toks[i].number() else {
                i += 1;
                continue;
            };
            if self.used[i] {
                i += 1;
                continue;
            }
            // A number inside a value the catalog writes as text: "Windows 11 Pro", "Wi-Fi 7".
            if let Some((pairs, a, b)) = self.value_window(i) {
                let ctx = self.context();
                let label = self.values_label(&pairs, &ctx);
                let phrase = self.span_text(a, b);
                self.mark(a, b);
                let negated = self.negated_at(a);
                self.conds.push((Cond::Values { pairs, negated, label }, 0.95, phrase, a));
                i = b;
                continue;
            }
            let mut start = i;
            let mut unit: Option<Unit> = None;
            if i > 0 && !self.used[i - 1] && self.toks[i - 1].kind == TokenKind::Symbol {
                if let Some(u) = self.question_unit(i - 1) {
                    unit = Some(u);
                    start = i - 1;
                }
            }
            let mut end = i + 1;
            if unit.is_some_and(|u| u.dimension == Dimension::Currency) && self.word(end) == "k" {
                value *= 1000.0;
                end += 1;
            }
            let symbol_after = self.toks.get(end).is_some_and(|t| t.kind == TokenKind::Symbol && t.text != "%");
            if let Some(u) =
                self.question_unit(end).filter(|_| !symbol_after && !self.used.get(end).copied().unwrap_or(true))
            {
                if unit.is_none_or(|x| x.dimension == u.dimension) {
                    unit = Some(u);
                    end += 1;
                }
            }
            // Comparator before.
            let mut kind: Option<(OpKind, usize)> = None;
            let mut adj_hint: Option<&'static str> = None;
            for (seq, k) in BEFORE {
                if start >= seq.len() && self.match_seq(start - seq.len(), seq) {
                    kind = Some((*k, start - seq.len()));
                    break;
                }
            }
            let mut split_hints: Vec<usize> = Vec::new();
            if kind.is_none() && start >= 2 && self.word(start - 1) == "than" && !self.used[start - 1] {
                // "quieter than 37 dB", and split ones: "more torque than 50 Nm".
                for back in 2..=5usize {
                    let Some(k) = start.checked_sub(back) else { break };
                    if self.toks[k + 1].boundary_before || (back > 2 && self.used[k + 1]) {
                        break;
                    }
                    let w = self.word(k);
                    let graded = if matches!(w, "more" | "greater") {
                        Some((None, Order::Descending))
                    } else if matches!(w, "less" | "fewer") {
                        Some((None, Order::Ascending))
                    } else if let Some((base, Grade::Comparative, order)) = adjective(w) {
                        Some((Some(base), order))
                    } else {
                        None
                    };
                    if let Some((base, order)) = graded {
                        let op = if order == Order::Ascending { OpKind::Lt } else { OpKind::Gt };
                        kind = Some((op, k));
                        adj_hint = base;
                        split_hints = (k + 1..start - 1).filter(|j| !is_stop(self.word(*j))).collect();
                        self.graded.retain(|g| g.pos != k);
                        break;
                    }
                }
            }
            // Second number of a range: "between 300 and 500", "300-500", "from 5 to 10".
            let mut second: Option<(f64, usize)> = None;
            let range_word = |w: &str| matches!(w, "and" | "to");
            let between = matches!(kind, Some((OpKind::Between, _)))
                || matches!(kind, Some((OpKind::Ge, s)) if self.word(s) == "from");
            {
                let mut j = end;
                let joined = if between && range_word(self.word(j)) {
                    j += 1;
                    true
                } else {
                    let t = self.toks.get(j);
                    let number_next = t.is_some_and(|t| t.number().is_some())
                        || (t.is_some_and(|t| t.kind == TokenKind::Symbol)
                            && self.toks.get(j + 1).is_some_and(|t| t.number().is_some()));
                    t.is_some_and(|t| t.hyphen_before) && number_next && kind.is_none()
                };
                if joined {
                    if self.toks.get(j).is_some_and(|t| t.kind == TokenKind::Symbol) {
                        j += 1;
                    }
                    if let Some(v2) = self.toks.get(j).and_then(Token::number) {
                        let mut e2 = j + 1;
                        if let Some(u) = self.question_unit(e2) {
                            if unit.is_none_or(|x| x.dimension == u.dimension) {
                                unit = Some(u);
                                e2 += 1;
                            }
                        }
                        second = Some((v2, e2));
                    }
                }
            }
            if let Some((_, e2)) = second {
                end = e2;
            }
            let mut op_end = end;
            let mut pre_hints: Vec<usize> = Vec::new();
            if kind.is_none() {
                // "12 GB RAM or more": the comparator may follow the spec's words.
                'skip: for skip in 0..=3 {
                    if skip > 0 {
                        let k = end + skip - 1;
                        let ok = k < n
                            && !self.used[k]
                            && self.is_word(k)
                            && !self.toks[k].boundary_before
                            && (!is_stop(self.word(k)) || self.word(k) == "of");
                        if !ok {
                            break;
                        }
                    }
                    for (seq, k) in AFTER {
                        if self.match_seq(end + skip, seq) && (skip == 0 || seq.len() > 1) {
                            kind = Some((*k, start));
                            op_end = end + skip + seq.len();
                            pre_hints = (end..end + skip).filter(|k| !is_stop(self.word(*k))).collect();
                            break 'skip;
                        }
                    }
                }
                if kind.is_none() && self.word(end) == "or" {
                    if let Some((base, Grade::Comparative, order)) = adjective(self.word(end + 1)) {
                        let k = if order == Order::Descending { OpKind::Ge } else { OpKind::Le };
                        kind = Some((k, start));
                        adj_hint = Some(base);
                        op_end = end + 2;
                    }
                }
            }
            let op = match (kind.map(|k| k.0), second) {
                (_, Some((v2, _))) => Op::Between(value, v2),
                (Some(OpKind::Lt), _) => Op::Lt(value),
                (Some(OpKind::Le), _) => Op::Le(value),
                (Some(OpKind::Gt), _) => Op::Gt(value),
                (Some(OpKind::Ge), _) => Op::Ge(value),
                (Some(OpKind::Between), None) | (Some(OpKind::Eq), _) | (None, _) => Op::Eq(value),
            };
            let op_start = kind.map(|k| k.1).unwrap_or(start).min(start);
            self.mark(op_start, op_end);
            let phrase = self.span_text(op_start, op_end);
            // Words around the number that may name the spec.
            let mut hints: Vec<usize> = pre_hints;
            hints.extend(split_hints);
            let mut j = op_end;
            while j < n && hints.len() < 4 && !self.toks[j].boundary_before && !self.used[j] {
                let w = self.word(j);
                if self.toks[j].number().is_some() || NEGATIONS.contains(&w) {
                    break;
                }
                if matches!(w, "of" | "the" | "a" | "an" | "for") {
                    j += 1;
                    continue;
                }
                if is_stop(w) {
                    break;
                }
                hints.push(j);
                j += 1;
            }
            let mut j = op_start;
            let mut back = 0;
            while j > 0 && back < 4 && !self.toks[j].boundary_before {
                j -= 1;
                if self.used[j] || self.toks[j].number().is_some() {
                    break;
                }
                let w = self.word(j);
                if matches!(w, "of" | "the" | "a" | "an" | "with" | "for") {
                    continue;
                }
                if is_stop(w) || NEGATIONS.contains(&w) {
                    break;
                }
                hints.push(j);
                back += 1;
            }
            self.attach_number(value, unit, op, adj_hint, &hints, phrase, (op_start, start, end));
            i = op_end.max(i + 1);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn attach_number(
        &mut self,
        value: f64,
        unit: Option<Unit>,
        op: Op,
        adj_hint: Option<&'static str>,
        hints: &[usize],
        phrase: String,
        (pos, num_start, num_end): (usize, usize, usize),
    ) {
        let lex = self.lex;
        if let Some(u) = unit.filter(|u| u.dimension == Dimension::Currency) {
            match lex.currencies.first() {
                None => self.problems.push("the catalog has no prices".into()),
                Some((c, _)) if c != u.symbol && !c.is_empty() => {
                    self.problems.push(format!("prices are in {c}, the question uses {}", u.symbol))
                }
                _ => {}
            }
            for &h in hints {
                if hint(self.word(h)).is_some_and(|x| x.price) {
                    self.used[h] = true;
                }
            }
            self.conds.push((Cond::Price(op), 0.95, phrase, pos));
            return;
        }
        let ctx = self.context();
        let hint_words: Vec<String> = hints.iter().map(|h| self.sing[*h].clone()).collect();
        let mut q: Vec<&str> = hint_words.iter().map(String::as_str).collect();
        if let Some(a) = adj_hint {
            q.push(a);
        }
        // A price word with a bare number: "cost less than 500".
        if unit.is_none()
            && (self.price_word || q.iter().any(|w| hint(w).is_some_and(|h| h.price)))
            && q.len() <= 2
            && q.iter().all(|w| hint(w).is_some_and(|h| h.price) || is_stop(w))
            && lex.priced > 0
        {
            for &h in hints {
                self.used[h] = true;
            }
            self.conds.push((Cond::Price(op), 0.8, phrase, pos));
            return;
        }
        let want_dim = unit.map(|u| u.dimension);
        // Candidate groups: numeric entries with a compatible unit, in context.
        let unit_ok = |e: u32| -> bool {
            let entry = &lex.entries[e as usize];
            if entry.numeric == 0 {
                return false;
            }
            match unit {
                Some(u) => entry
                    .units
                    .iter()
                    .any(|s| units::unit_by_symbol(&s.unit).is_some_and(|x| x.dimension == u.dimension)),
                None => entry.units.iter().any(|s| s.unit.is_empty()),
            }
        };
        let mut leaders: HashSet<u32> = HashSet::new();
        for (e, _) in lex.entries.iter().enumerate() {
            if unit_ok(e as u32) && self.numbers_in_context(e as u32, &ctx) > 0 {
                leaders.insert(lex.entries[e].group);
            }
        }
        struct Cand {
            num: Num,
            label: f64,
            used: Vec<bool>,
            plausible: f64,
            pop: u32,
        }
        let mut cands: Vec<Cand> = Vec::new();
        for leader in leaders {
            let members: Vec<u32> = lex
                .group_of(leader)
                .into_iter()
                .filter(|m| unit_ok(*m) && self.numbers_in_context(*m, &ctx) > 0)
                .collect();
            let Some(num) = self.num_of(&members, &ctx, want_dim) else { continue };
            let (mut label, mut used) = (0.0, vec![false; q.len()]);
            for m in &members {
                let (s, u) = self.label_score_in(&q, *m, true);
                // Weighted by the share of the words around the number the label explains.
                let cover = u.iter().filter(|x| **x).count() as f64 / q.len().max(1) as f64;
                let s = s * (0.5 + 0.5 * cover);
                if s > label {
                    label = s;
                    used = u;
                }
            }
            let v = match (&unit, &num.unit) {
                (Some(u), Some(d)) => {
                    units::unit_by_symbol(d).and_then(|d| units::convert(value, u, &d)).unwrap_or(value)
                }
                _ => value,
            };
            let plausible = match self.num_range(&num) {
                Some((lo, hi)) if v >= lo * 0.999 && v <= hi * 1.001 => 1.0,
                Some((lo, hi)) if v >= lo / 2.0 && v <= hi * 2.0 => 0.5,
                Some(_) => 0.0,
                None => 0.5,
            };
            // A value outside everything the spec holds only fits when the spec is named.
            if plausible == 0.0 && label < 0.5 {
                continue;
            }
            let pop = self.group_in_context(&members, &ctx);
            cands.push(Cand { num, label, used, plausible, pop });
        }
        let bare = unit.is_none() && cands.iter().all(|c| c.label <= 0.0) && hints.is_empty();
        if bare && !matches!(op, Op::Eq(_)) && lex.priced > 0 {
            // "TVs under 500": a bare bound in a priced catalog is a price, if it fits the prices.
            if let Some((lo, hi)) = lex.price {
                if value >= lo / 2.0 && value <= hi * 2.0 {
                    self.conds.push((Cond::Price(op), 0.6, phrase, pos));
                    return;
                }
            }
        }
        if cands.is_empty() {
            // Cells the catalog wrote as text ("1 TB SSD"): an exact value is a text match.
            if let Op::Eq(_) = op {
                let ctx2 = ctx.clone();
                for end in (num_end..=(num_end + 3).min(self.toks.len())).rev() {
                    if (num_end..end).any(|k| self.used[k] || self.toks[k].boundary_before) {
                        continue;
                    }
                    let words: Vec<String> = (num_start..end).map(|k| self.sing[k].clone()).collect();
                    let q: Vec<&str> = words.iter().map(String::as_str).collect();
                    let pairs = self.values_containing(&q, &ctx2);
                    if !pairs.is_empty() {
                        self.mark(num_start, end);
                        let label = self.values_label(&pairs, &ctx2);
                        let phrase = self.span_text(pos, end);
                        self.conds.push((Cond::Values { pairs, negated: false, label }, 0.8, phrase, pos));
                        return;
                    }
                }
            }
            self.problems.push(match unit {
                Some(u) => format!("no spec in {} for \"{phrase}\"", u.symbol),
                None => format!("could not tell what \"{phrase}\" refers to"),
            });
            return;
        }
        let max_pop = cands.iter().map(|c| c.pop).max().unwrap_or(1).max(1) as f64;
        let score = |c: &Cand| 0.6 * c.label + 0.25 * c.plausible + 0.15 * (c.pop as f64 / max_pop);
        cands.sort_by(|a, b| score(b).total_cmp(&score(a)).then(a.num.label.cmp(&b.num.label)));
        let best = &cands[0];
        if unit.is_none() && best.label <= 0.0 {
            self.problems.push(format!("could not tell what \"{phrase}\" refers to"));
            return;
        }
        let gap = cands.get(1).map(|c| score(best) - score(c)).unwrap_or(1.0);
        let conf = if best.label >= 0.5 && gap > 0.05 {
            0.8 + 0.2 * best.label
        } else if cands.len() == 1 {
            0.85
        } else if gap >= 0.1 || (best.plausible > cands[1].plausible && gap >= 0.05) {
            0.75
        } else {
            self.problems.push(format!(
                "\"{phrase}\" could be {} or {}",
                best.num.label,
                cands.get(1).map(|c| c.num.label.as_str()).unwrap_or("")
            ));
            0.4
        };
        for (k, h) in hints.iter().enumerate() {
            if best.used.get(k).copied().unwrap_or(false) {
                self.used[*h] = true;
            }
        }
        let num = best.num.clone();
        let op = match (&unit, &num.unit) {
            (Some(u), Some(d)) => match units::unit_by_symbol(d) {
                Some(d) => op.map(|x| units::convert(x, u, &d).unwrap_or(x)),
                None => op,
            },
            _ => op,
        };
        self.conds.push((Cond::Number { num, op }, conf, phrase, pos));
    }

    // -- superlatives and comparatives -----------------------------------------------------------

    /// Content words following position `at` (unused, up to a boundary or a non-content word).
    fn phrase_after(&self, at: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut j = at;
        while j < self.toks.len() && out.len() < 4 {
            if (j > at && self.toks[j].boundary_before) || self.used[j] || self.toks[j].number().is_some() {
                break;
            }
            let w = self.word(j);
            if !self.is_word(j) {
                break;
            }
            if is_stop(w) {
                if matches!(w, "the" | "a" | "an") && out.is_empty() {
                    j += 1;
                    continue;
                }
                break;
            }
            out.push(j);
            j += 1;
        }
        out
    }

    fn resolve_graded(&mut self) {
        let Some(g) = self.graded.iter().find(|g| g.grade == Grade::Superlative).copied().or_else(|| {
            (self.items.len() >= 2)
                .then(|| self.graded.iter().find(|g| g.grade == Grade::Comparative).copied())
                .flatten()
        }) else {
            for g in self.graded.clone() {
                if g.grade == Grade::Comparative && !g.generic {
                    self.problems.push(format!("\"{}\" compares with something not understood", self.word(g.pos)));
                }
            }
            return;
        };
        let ctx = self.context();
        let after = self.phrase_after(g.pos + 1);
        let words: Vec<String> = after.iter().map(|i| self.sing[*i].clone()).collect();
        let mut q: Vec<&str> = words.iter().map(String::as_str).collect();
        let h = if g.generic { None } else { hint(g.base) };
        if h.is_some_and(|h| h.price) {
            self.sup_target = Some((Target::Price, 0.95, self.span_text(g.pos, g.pos + 1)));
            return;
        }
        if let Some(h) = h {
            if q.is_empty() {
                q.extend(h.words.iter().copied());
            }
        }
        if q.is_empty() {
            self.problems.push(format!("\"{}\" of what?", self.span_text(g.pos, g.pos + 1)));
            return;
        }
        let lex = self.lex;
        let dim = h.and_then(|h| h.dim);
        let filter = |e: u32| -> bool {
            let entry = &lex.entries[e as usize];
            self.numbers_in_context(e, &ctx) > 0
                && lex.entry_kind(e) == EntryKind::Numeric
                && dim.is_none_or(|d| {
                    entry.units.iter().any(|u| units::unit_by_symbol(&u.unit).is_some_and(|x| x.dimension == d))
                })
        };
        let mut groups = self.entry_groups(&q, &ctx, &filter);
        let mut after = after;
        let mut words = words.clone();
        if groups.is_empty() && !words.is_empty() {
            // The words after the adjective name something else ("lightest cordless drill"):
            // rank by what the adjective implies.
            if let Some(h) = h.filter(|h| !h.words.is_empty()) {
                let q: Vec<&str> = h.words.to_vec();
                groups = self.entry_groups(&q, &ctx, &filter);
                after.clear();
                words.clear();
            }
        }
        if groups.is_empty() && h.is_some_and(|h| h.words.contains(&"thickness")) {
            // "thinnest", "thicker": the smallest extent of a 3D size tuple.
            if let Some(num) = self.thickness(&ctx) {
                let phrase = self.span_text(g.pos, g.pos + 1);
                self.sup_target = Some((Target::Number(num), 0.8, phrase));
                return;
            }
        }
        let Some((members, score, used)) = groups.first().cloned() else {
            self.problems.push(format!("no numeric spec matches \"{} {}\"", self.word(g.pos), words.join(" ")));
            return;
        };
        let phrase_cover = if words.is_empty() {
            1.0
        } else {
            used.iter().take(words.len()).filter(|u| **u).count() as f64 / words.len() as f64
        };
        let conf = (0.55 + 0.45 * score) * (0.5 + 0.5 * phrase_cover);
        let Some(num) = self.num_of(&members, &ctx, dim) else { return };
        for (k, i) in after.iter().enumerate() {
            if used.get(k).copied().unwrap_or(false) {
                self.used[*i] = true;
            }
        }
        let mut phrase = self.span_text(g.pos, g.pos + 1);
        if !words.is_empty() {
            phrase = format!("{phrase} {}", words.join(" "));
        }
        if conf < DECLINE_THRESHOLD {
            self.problems.push(format!("\"{phrase}\" is not clearly {}", num.label));
        }
        self.sup_target = Some((Target::Number(num), conf, phrase));
    }

    // -- entries, values and features in the remaining words -----------------------------------

    fn negated_at(&self, a: usize) -> bool {
        let mut j = a;
        let mut steps = 0;
        while j > 0 && steps < 4 {
            if self.toks[j].boundary_before {
                return false;
            }
            j -= 1;
            let w = self.word(j);
            if NEGATIONS.contains(&w) {
                return true;
            }
            if self.used[j] && !is_stop(w) {
                return false;
            }
            steps += 1;
        }
        false
    }

    fn find_phrases(&mut self) {
        let ctx = self.context();
        let n = self.toks.len();
        let content = |p: &Parser, i: usize| -> bool {
            p.is_word(i)
                && !p.used[i]
                && (!is_stop(p.word(i)) || matches!(p.word(i), "only" | "type"))
                && !NEGATIONS.contains(&p.word(i))
        };
        let mut i = 0;
        while i < n {
            if !content(self, i) {
                i += 1;
                continue;
            }
            let mut j = i;
            while j < n && content(self, j) && (j == i || !self.toks[j].boundary_before) {
                j += 1;
            }
            self.match_run(i, j, &ctx);
            i = j.max(i + 1);
        }
    }

    /// Matches a run of content words against features, entries and values.
    fn match_run(&mut self, a: usize, b: usize, ctx: &[Vec<u32>]) {
        let lex = self.lex;
        #[derive(Clone)]
        enum M {
            Feature(u32),
            Entry(Vec<u32>),
            Values(Vec<(u32, u32)>),
        }
        let mut cands: Vec<(usize, usize, f64, u8, M)> = Vec::new();
        for s in a..b {
            for e in s + 1..=b.min(s + 6) {
                let q: Vec<&str> = (s..e).map(|k| self.sing[k].as_str()).collect();
                if q.iter().all(|w| is_stop(w)) {
                    continue;
                }
                // Features not tied to an entry ("5G Support").
                for (f, ftoks) in lex.index.feature_tokens.iter().enumerate() {
                    let feat = &lex.features[f];
                    if feat.entry.is_some() || feat.products == 0 {
                        continue;
                    }
                    let (score, used) = label_match(&q, ftoks);
                    if score > 0.0 && used.iter().all(|u| *u) {
                        let distinct_all = ftoks
                            .iter()
                            .filter(|t| !GENERIC_LABEL_WORDS.contains(&t.as_str()))
                            .all(|t| q.contains(&t.as_str()));
                        let score = if distinct_all { 1.0 } else { score };
                        cands.push((s, e, score, 3, M::Feature(f as u32)));
                    }
                }
                // Entries.
                let all = |_: u32| true;
                for (members, score, used) in self.entry_groups(&q, ctx, &all) {
                    if used.iter().all(|u| *u) {
                        let boolean = members.iter().any(|m| lex.entry_kind(*m) == EntryKind::Boolean);
                        cands.push((s, e, score, if boolean { 2 } else { 0 }, M::Entry(members)));
                    }
                }
                // Values containing the words.
                let pairs = self.values_containing(&q, ctx);
                if !pairs.is_empty() {
                    let exact =
                        pairs.iter().any(|(en, v)| lex.index.value_tokens[*en as usize][*v as usize].len() == q.len());
                    let groups: HashSet<u32> = pairs.iter().map(|(en, _)| lex.entries[*en as usize].group).collect();
                    let mut score = if exact { 1.0 } else { 0.85 };
                    if groups.len() > 1 {
                        score *= 0.9;
                    }
                    cands.push((s, e, score, 1, M::Values(pairs)));
                }
            }
        }
        cands.sort_by(|x, y| {
            (y.1 - y.0).cmp(&(x.1 - x.0)).then(y.2.total_cmp(&x.2)).then(y.3.cmp(&x.3)).then(x.0.cmp(&y.0))
        });
        let mut taken: Vec<(usize, usize, f64, M)> = Vec::new();
        for (s, e, score, _, m) in cands {
            if score < 0.34 || taken.iter().any(|t| s < t.1 && t.0 < e) {
                continue;
            }
            taken.push((s, e, score, m));
        }
        taken.sort_by_key(|t| t.0);
        // An entry word next to a value of that entry only qualifies the value ("backlit keyboard").
        let skip: Vec<bool> = taken
            .iter()
            .map(|(s, e, _, m)| {
                let M::Entry(members) = m else { return false };
                taken.iter().any(|(vs, ve, _, vm)| {
                    matches!(vm, M::Values(pairs) if (ve == s || e == vs) && pairs.iter().any(|(en, _)| members.contains(en)))
                })
            })
            .collect();
        let lookup = !self.items.is_empty();
        for (x, (s, e, score, m)) in taken.into_iter().enumerate() {
            let phrase = self.span_text(s, e);
            let conf = 0.6 + 0.4 * score;
            if skip[x] {
                self.mark(s, e);
                continue;
            }
            let negated = self.negated_at(s);
            match m {
                M::Feature(f) => {
                    self.mark(s, e);
                    if lookup {
                        self.targets.push((Target::Feature(f), conf, phrase, s));
                    } else {
                        self.conds.push((Cond::Feature { feature: f, negated }, conf, phrase, s));
                    }
                }
                M::Values(pairs) if !lookup && self.describes_number(&pairs, e - s) => {
                    // "30 hours of playback": words of the entry's own values next to its number
                    // describe the number, they are not a second constraint.
                    self.mark(s, e);
                }
                M::Values(pairs) => {
                    self.mark(s, e);
                    let label = self.values_label(&pairs, ctx);
                    if lookup {
                        let mut entries: Vec<u32> = pairs.iter().map(|p| p.0).collect();
                        entries.dedup();
                        self.targets.push((Target::Raw { entries, label }, conf, phrase, s));
                    } else {
                        self.conds.push((Cond::Values { pairs, negated, label }, conf, phrase, s));
                    }
                }
                M::Entry(_) if !lookup && (s..e).all(|k| adjective(self.word(k)).is_some()) => {
                    // "a quiet fridge", "light laptops": gradable, but no bound and no "-est".
                    self.mark(s, e);
                    let base = adjective(self.word(s)).map(|a| a.0).unwrap_or_default();
                    let sup = ADJECTIVES.iter().find(|a| a.0 == base).map(|a| a.2).filter(|s| !s.is_empty());
                    self.problems.push(match sup {
                        Some(sup) => format!("\"{phrase}\" is vague: give a bound or ask for the {sup}"),
                        None => format!("\"{phrase}\" is vague: give a bound"),
                    });
                }
                M::Entry(members) => {
                    // Values of this entry right after (or before) it: "energy class of A or B".
                    if let Some((pairs, vs, ve)) = self.scoped_values(&members, e, s) {
                        self.mark(s, e);
                        self.mark(vs, ve);
                        let label = self.values_label(&pairs, ctx);
                        let phrase = self.span_text(s.min(vs), e.max(ve));
                        if lookup {
                            self.targets.push((Target::Raw { entries: members, label }, conf, phrase, s));
                        } else {
                            self.conds.push((Cond::Values { pairs, negated, label }, conf, phrase, s));
                        }
                        continue;
                    }
                    self.mark(s, e);
                    let label = self.group_label(&members, ctx);
                    let kind = lex.entry_kind(members[0]);
                    if lookup {
                        let target = match self.num_of(&members, ctx, None) {
                            Some(num) if kind == EntryKind::Numeric => Target::Number(num),
                            _ => Target::Raw { entries: members, label },
                        };
                        self.targets.push((target, conf, phrase, s));
                        continue;
                    }
                    // (entry, value) pairs of the group whose value reads as yes (or as no).
                    let yes_no_values = |answer: bool| -> Vec<(u32, u32)> {
                        members
                            .iter()
                            .flat_map(|m| {
                                lex.entries[*m as usize]
                                    .values
                                    .iter()
                                    .enumerate()
                                    .filter(move |(_, v)| v.yes == Some(answer))
                                    .map(move |(k, _)| (*m, k as u32))
                            })
                            .collect()
                    };
                    let pairs = yes_no_values(true);
                    if kind == EntryKind::Boolean && !pairs.is_empty() {
                        self.conds.push((Cond::Values { pairs, negated, label }, conf, phrase, s));
                    } else {
                        // "with a freezer", "with a webcam": the spec is listed and not a no-value.
                        let no_values = yes_no_values(false);
                        self.conds.push((
                            Cond::HasEntry { entries: members, no_values, negated, label },
                            conf * 0.9,
                            phrase,
                            s,
                        ));
                    }
                }
            }
        }
    }

    /// True when `pairs` only partly match (`len` words of longer values) and all belong to
    /// entries a numeric condition of the question already constrains.
    fn describes_number(&self, pairs: &[(u32, u32)], len: usize) -> bool {
        let lex = self.lex;
        let numbered: HashSet<u32> = self
            .conds
            .iter()
            .filter_map(|c| match &c.0 {
                Cond::Number { num, .. } => Some(num.entries.iter().copied()),
                _ => None,
            })
            .flatten()
            .collect();
        pairs.iter().all(|(e, v)| numbered.contains(e) && lex.index.value_tokens[*e as usize][*v as usize].len() > len)
    }

    /// `(entry, value)` pairs whose value name contains the words contiguously.
    fn values_containing(&self, q: &[&str], ctx: &[Vec<u32>]) -> Vec<(u32, u32)> {
        let lex = self.lex;
        let Some(first) = q.first() else { return Vec::new() };
        let Some(cands) = lex.index.value_words.get(*first) else { return Vec::new() };
        let mut out = Vec::new();
        for (e, v) in cands {
            if self.in_context(*e, ctx) == 0 {
                continue;
            }
            let toks = &lex.index.value_tokens[*e as usize][*v as usize];
            let Some(at) = toks.windows(q.len()).position(|w| w.iter().zip(q).all(|(a, b)| a == b)) else {
                continue;
            };
            if !modifier_only(&lex.entries[*e as usize].values[*v as usize].name, at, q.len()) {
                out.push((*e, *v));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The longest window of unused words around number token `i` that is exactly a value of
    /// an entry in context ("windows 11 pro"), with its span.
    fn value_window(&self, i: usize) -> Option<ScopedValues> {
        let lex = self.lex;
        let n = self.toks.len();
        if i > 0 && self.toks[i - 1].kind == TokenKind::Symbol {
            return None;
        }
        let ctx = self.context();
        let mut best: Option<ScopedValues> = None;
        for a in i.saturating_sub(3)..=i {
            for b in (i + 1)..=(i + 4).min(n) {
                if a == i && b == i + 1 {
                    continue;
                }
                if (a..b).any(|k| self.used[k]) || (a + 1..b).any(|k| self.toks[k].boundary_before) {
                    continue;
                }
                if !(a..b).any(|k| self.is_word(k) && !is_stop(self.word(k)) && self.question_unit(k).is_none()) {
                    continue;
                }
                if best.as_ref().is_some_and(|(_, x, y)| y - x >= b - a) {
                    continue;
                }
                let q: Vec<&str> = (a..b).map(|k| self.sing[k].as_str()).collect();
                let pairs: Vec<(u32, u32)> = self
                    .values_containing(&q, &ctx)
                    .into_iter()
                    .filter(|(e, v)| lex.index.value_tokens[*e as usize][*v as usize].len() == q.len())
                    .collect();
                if !pairs.is_empty() {
                    best = Some((pairs, a, b));
                }
            }
        }
        best
    }

    /// Values of an entry group written next to its mention.
    fn scoped_values(&self, members: &[u32], after: usize, before: usize) -> Option<ScopedValues> {
        let lex = self.lex;
        let n = self.toks.len();
        let value_at = |k: usize| -> Option<((u32, u32), usize)> {
            let mut best: Option<((u32, u32), usize)> = None;
            for m in members {
                for (v, toks) in lex.index.value_tokens[*m as usize].iter().enumerate() {
                    // Yes/no values are negation words here ("no water dispenser").
                    if toks.is_empty() || k + toks.len() > n || lex.entries[*m as usize].values[v].yes.is_some() {
                        continue;
                    }
                    if (0..toks.len()).all(|x| !self.used[k + x] && self.sing[k + x] == toks[x])
                        && best.is_none_or(|(_, l)| toks.len() > l)
                    {
                        best = Some(((*m, v as u32), toks.len()));
                    }
                }
            }
            best
        };
        let mut k = after;
        while k < n
            && matches!(self.word(k), "of" | "is" | "are" | "either" | "rated" | "be" | "a" | "an" | "the")
            && value_at(k).is_none()
        {
            k += 1;
        }
        let start = k;
        let mut pairs = Vec::new();
        while k < n {
            match value_at(k) {
                Some((p, l)) => {
                    pairs.push(p);
                    k += l;
                }
                None => break,
            }
            if matches!(self.word(k), "or" | "and") && value_at(k + 1).is_some() {
                k += 1;
            } else {
                break;
            }
        }
        if !pairs.is_empty() {
            return Some((pairs, start, k));
        }
        // One value just before: "OLED display".
        for l in (1..=3).rev() {
            if before >= l {
                if let Some((p, len)) = value_at(before - l) {
                    if len == l {
                        return Some((vec![p], before - l, before));
                    }
                }
            }
        }
        None
    }

    fn values_label(&self, pairs: &[(u32, u32)], ctx: &[Vec<u32>]) -> String {
        let lex = self.lex;
        let mut entries: Vec<u32> = pairs.iter().map(|p| p.0).collect();
        entries.sort_unstable();
        entries.dedup();
        let mut groups: Vec<u32> = entries.iter().map(|e| lex.entries[*e as usize].group).collect();
        groups.sort_unstable();
        groups.dedup();
        let entry_label = if groups.len() == 1 {
            self.group_label(&entries, ctx)
        } else {
            entries.iter().map(|e| lex.entries[*e as usize].name.as_str()).collect::<Vec<_>>().join("/")
        };
        let mut values: Vec<&str> =
            pairs.iter().map(|(e, v)| lex.entries[*e as usize].values[*v as usize].name.as_str()).collect();
        values.dedup();
        let shown = if values.len() > 4 {
            format!("{} … ({} values)", values[..3].join(" | "), values.len())
        } else {
            values.join(" | ")
        };
        format!("{entry_label} ∈ {{{shown}}}")
    }

    // -- result ----------------------------------------------------------------------------------

    fn finish(mut self, question: &str) -> Compiled {
        let lex = self.lex;
        let mut constraints: Vec<(usize, Constraint)> = Vec::new();
        for m in &self.cats {
            let names: Vec<&str> = m.cats.iter().map(|c| lex.categories[*c as usize].name.as_str()).collect();
            constraints.push((
                m.start,
                Constraint {
                    text: format!("category = {}", names.join(" or ")),
                    confidence: m.score,
                    from: self.span_text(m.start, m.end),
                    similarity: m.similarity.map(|s| (s * 100.0).round() / 100.0),
                },
            ));
        }
        let item_names: Vec<String> = self.items.iter().map(|(r, _)| lex.name_of(*r).to_owned()).collect();
        for (r, pos) in &self.items {
            let what = match r {
                NameRef::Range(_) => "range",
                NameRef::Item(_) => "product",
            };
            constraints.push((
                *pos,
                Constraint {
                    text: format!("{what} = {}", lex.name_of(*r)),
                    confidence: 1.0,
                    from: lex.name_of(*r).to_owned(),
                    similarity: None,
                },
            ));
        }
        for (k, (c, conf, phrase, pos)) in self.conds.iter().enumerate() {
            let similarity = self.cond_similarity.get(&k).map(|s| (s * 100.0).round() / 100.0);
            constraints.push((
                *pos,
                Constraint { text: cond_text(lex, c), confidence: *conf, from: phrase.clone(), similarity },
            ));
        }

        // "cheaper than the Aria 9": relative to something that is not a number.
        if (0..self.toks.len()).any(|i| !self.used[i] && self.word(i) == "than") {
            self.problems.push("comparisons against something other than a number are not supported".into());
        }
        // Unexplained words.
        let mut unexplained = Vec::new();
        let mut coverage = 1.0;
        for i in 0..self.toks.len() {
            if self.used[i] {
                continue;
            }
            let t = &self.toks[i];
            if t.number().is_some() {
                unexplained.push(t.text.clone());
                coverage *= 0.5;
                continue;
            }
            if !t.is_word() {
                continue;
            }
            let w = t.text.as_str();
            if is_stop(w) || NEGATIONS.contains(&w) || matches!(w, "only" | "just" | "really" | "very" | "still") {
                continue;
            }
            if hint(w).is_some_and(|h| h.price)
                && (self.conds.iter().any(|c| matches!(c.0, Cond::Price(_))) || self.how_much)
            {
                continue;
            }
            unexplained.push(t.text.clone());
            coverage *= if SUBJECTIVE.contains(&w) {
                0.3
            } else if lex.index.category_tokens.iter().any(|c| c.contains(&self.sing[i])) {
                // A category word left unused: the answer would ignore a category.
                0.4
            } else if lex.index.words.contains(&self.sing[i]) {
                0.75
            } else if adjective(w).is_some() || hint(w).is_some() {
                0.7
            } else if self.spec_like(w) {
                // Reads like a spec the catalog has no value for ("gaming", "waterproof"): a
                // constraint the answer would ignore.
                0.45
            } else {
                0.6
            };
        }

        // Intent.
        let mut plan = Plan {
            cats: ctx_cats(&self.cats),
            items: self.items.iter().map(|x| x.0).collect(),
            k: 1,
            ..Plan::default()
        };
        let mut intent_conf = 1.0;
        let price_asked = self.price_word || self.how_much;
        if self.items.len() >= 2 {
            plan.kind = Kind::Compare;
            if let Some((t, c, _)) = self.sup_target.take() {
                plan.order = self.graded.first().map(|g| g.order);
                plan.targets.push(t);
                intent_conf = c;
            } else if let Some(g) = self.graded.first() {
                let g = *g;
                if hint(g.base).is_some_and(|h| h.price) || (g.generic && price_asked) {
                    plan.order = Some(g.order);
                    plan.targets.push(Target::Price);
                } else {
                    self.problems.push(format!("cannot tell what \"{}\" compares", self.word(g.pos)));
                }
            } else if price_asked && self.targets.is_empty() {
                plan.targets.push(Target::Price);
            }
            for (t, c, _, _) in self.targets.drain(..) {
                if plan.order.is_none() {
                    plan.targets.push(t);
                    intent_conf = f64::min(intent_conf, c);
                }
            }
        } else if let Some((t, c, _)) = self.sup_target.take() {
            plan.kind = Kind::Superlative;
            plan.order = self.graded.iter().find(|g| g.grade == Grade::Superlative).map(|g| g.order);
            plan.targets.push(t);
            plan.k = self.k.unwrap_or(1);
            intent_conf = c;
            if !self.targets.is_empty() {
                // Entries named without a constraint alongside a superlative: understood words.
                intent_conf *= 0.95;
            }
        } else if self.items.len() == 1 && (!self.targets.is_empty() || self.conds.is_empty() || self.how_much) {
            plan.kind = if self.count && self.targets.is_empty() { Kind::Count } else { Kind::Lookup };
            for (t, c, _, _) in self.targets.drain(..) {
                plan.targets.push(t);
                intent_conf = f64::min(intent_conf, c);
            }
            let other_hint = (0..self.toks.len())
                .any(|i| !self.used[i] && hint(self.word(i)).is_some_and(|h| !h.price && h.dim.is_some()));
            if plan.targets.is_empty() && (self.price_word || (self.how_much && !other_hint)) {
                plan.targets.push(Target::Price);
            }
            if plan.targets.is_empty() && other_hint {
                let asked: Vec<&str> = (0..self.toks.len())
                    .filter(|i| !self.used[*i] && hint(self.word(*i)).is_some_and(|h| h.dim.is_some()))
                    .map(|i| self.word(i))
                    .collect();
                self.problems.push(format!("{} has no spec for \"{}\"", item_names.join(", "), asked.join(" ")));
            }
        } else {
            plan.kind = if self.count { Kind::Count } else { Kind::List };
            if !self.targets.is_empty() {
                // A spec named without a value in a filter question: it constrains nothing.
                for (_, _, phrase, _) in &self.targets {
                    unexplained.push(phrase.clone());
                    coverage *= 0.8;
                }
            }
        }
        if self.graded.iter().any(|g| g.grade == Grade::Superlative)
            && plan.kind != Kind::Superlative
            && plan.kind != Kind::Compare
            && self.problems.is_empty()
        {
            self.problems.push("superlative not understood".into());
        }
        if let Some(k) = self.k {
            if plan.kind != Kind::Superlative {
                self.problems.push(format!("\"top {k}\" of what?"));
            }
        }
        plan.conds = self.conds.iter().map(|c| c.0.clone()).collect();
        for (k, a) in plan.conds.iter().enumerate() {
            for b in &plan.conds[k + 1..] {
                let clash = match (a, b) {
                    (Cond::Price(Op::Eq(x)), Cond::Price(Op::Eq(y))) => x != y,
                    (Cond::Number { num: n1, op: Op::Eq(x) }, Cond::Number { num: n2, op: Op::Eq(y) }) => {
                        n1.entries == n2.entries && x != y
                    }
                    _ => false,
                };
                if clash {
                    self.problems.push(format!(
                        "conflicting constraints: {} and {}",
                        cond_text(lex, a),
                        cond_text(lex, b)
                    ));
                }
            }
        }
        plan.target_labels = plan.targets.iter().map(|t| t.label(lex)).collect();
        plan.item_names = item_names.clone();
        plan.currency = lex.currencies.first().map(|c| c.0.clone()).filter(|c| !c.is_empty());

        let has_scope = !plan.cats.is_empty() || !plan.items.is_empty() || !plan.conds.is_empty();
        let min_conf = constraints.iter().map(|(_, c)| c.confidence).fold(1.0, f64::min);
        let mut confidence = (min_conf * coverage * intent_conf).clamp(0.0, 1.0);
        if !has_scope && plan.kind != Kind::Superlative {
            confidence = confidence.min(0.2);
        }
        if !self.problems.is_empty() {
            confidence = confidence.min(0.4);
        }
        confidence = (confidence * 1000.0).round() / 1000.0;
        constraints.sort_by_key(|(p, _)| *p);
        let constraints: Vec<Constraint> = constraints.into_iter().map(|(_, c)| c).collect();

        let intent = match plan.kind {
            Kind::List => Intent::List,
            Kind::Count => Intent::Count,
            Kind::Superlative => Intent::Superlative {
                k: plan.k,
                order: plan.order.unwrap_or(Order::Ascending),
                by: plan.targets.first().map(|t| t.label(lex)).unwrap_or_default(),
            },
            Kind::Compare => Intent::Compare {
                items: item_names.clone(),
                by: plan.targets.first().map(|t| t.label(lex)),
                order: plan.order,
            },
            Kind::Lookup => {
                Intent::Lookup { items: item_names.clone(), of: plan.targets.iter().map(|t| t.label(lex)).collect() }
            }
        };
        let declined = if !self.problems.is_empty() {
            Some(self.problems.join("; "))
        } else if !has_scope && plan.kind != Kind::Superlative {
            Some("no category, product or constraint recognized".into())
        } else if confidence < DECLINE_THRESHOLD {
            Some(if unexplained.is_empty() {
                format!("confidence {confidence:.2} is below {DECLINE_THRESHOLD}")
            } else {
                format!("words not understood: {}", unexplained.join(", "))
            })
        } else {
            None
        };
        let sparql = if has_scope || plan.kind == Kind::Superlative { build_sparql(lex, &plan) } else { String::new() };
        let mut parts = vec![match &intent {
            Intent::List => "list".to_owned(),
            Intent::Count => "count".to_owned(),
            Intent::Superlative { k, order, by } => format!(
                "{} {k} by {by} ({})",
                "top",
                if *order == Order::Ascending { "lowest first" } else { "highest first" }
            ),
            Intent::Compare { by, order, .. } => match (by, order) {
                (Some(b), Some(o)) => {
                    format!("compare by {b} ({})", if *o == Order::Ascending { "lower wins" } else { "higher wins" })
                }
                (Some(b), None) => format!("compare {b}"),
                _ => "compare all specs".to_owned(),
            },
            Intent::Lookup { of, .. } => {
                if of.is_empty() {
                    "look up all specs".to_owned()
                } else {
                    format!("look up {}", of.join(", "))
                }
            }
        }];
        parts.extend(constraints.iter().map(|c| c.text.clone()));
        Compiled {
            question: question.to_owned(),
            intent,
            understood: parts.join("; "),
            constraints,
            sparql,
            confidence,
            declined,
            unexplained,
            plan,
        }
    }
}

/// True when words `at..at + len` of a value's name are only modifiers of its head: they lie in
/// its main part (before any parenthesis) but stop short of the head word, which English puts
/// last ("space" of "Space Grey", "wine" of "Wine Cooler (24 bottles)"). A value is not named by
/// its modifiers; "OLED" of "OLED (touch)" or "wired only" of "No (wired only)" still name it.
fn modifier_only(name: &str, at: usize, len: usize) -> bool {
    let main = lexicon::name_words(name.split('(').next().unwrap_or(name));
    // Words only: lists of numbers ("50 MP + 12 MP") and model codes have no head word.
    if main.iter().any(|w| w.chars().any(|c| c.is_ascii_digit())) {
        return false;
    }
    at + len < main.len()
}

fn ctx_cats(cats: &[CatMention]) -> Vec<Vec<u32>> {
    cats.iter().map(|m| m.cats.clone()).collect()
}

/// Label match of question words against label tokens: weighted share of label words present.
fn label_match(q: &[&str], toks: &[String]) -> (f64, Vec<bool>) {
    let mut used = vec![false; q.len()];
    if toks.is_empty() {
        return (0.0, used);
    }
    // Acronym label ("ANC") named in full, or a full label named by its acronym.
    if toks.len() == 1 && toks[0].len() >= 2 {
        if let Some((s, e)) = acronym_in(q, &toks[0]) {
            for u in &mut used[s..e] {
                *u = true;
            }
            return (1.0, used);
        }
    }
    if toks.len() >= 2 {
        let acr: String = toks.iter().filter_map(|t| t.chars().next()).collect();
        if let Some(k) = q.iter().position(|w| *w == acr) {
            used[k] = true;
            return (1.0, used);
        }
    }
    let weight = |t: &str| if GENERIC_LABEL_WORDS.contains(&t) { 0.3 } else { 1.0 };
    let mut total = 0.0;
    let mut matched = 0.0;
    for t in toks {
        let tw = weight(t);
        total += tw;
        let tl = lexicon::label_word(t);
        let mut best = 0.0;
        for (k, w) in q.iter().enumerate() {
            let direct = *w == t || lexicon::label_word(w) == tl;
            let hinted = hint(w).is_some_and(|h| h.words.contains(&t.as_str()));
            let fuzzy = !direct && w.len() >= 5 && t.len() >= 5 && strsim::jaro_winkler(w, t) >= 0.92;
            let prefix = !direct && w.len() >= 3 && t.len() > w.len() + 1 && t.starts_with(*w) && !is_stop(w);
            let m = if direct || hinted {
                1.0
            } else if fuzzy {
                0.8
            } else if prefix {
                0.7
            } else {
                0.0
            };
            if m > 0.0 {
                used[k] = true;
                if m > best {
                    best = m;
                }
            }
        }
        matched += tw * best;
    }
    (matched / total, used)
}

/// Position of consecutive question words whose initials spell `acr`.
fn acronym_in(q: &[&str], acr: &str) -> Option<(usize, usize)> {
    let n = acr.chars().count();
    if n < 2 || q.len() < n {
        return None;
    }
    (0..=q.len() - n).find_map(|s| {
        let initials: String = q[s..s + n].iter().filter_map(|w| w.chars().next()).collect();
        (initials == acr).then_some((s, s + n))
    })
}

fn cond_text(lex: &Lexicon, c: &Cond) -> String {
    match c {
        Cond::Price(op) => format!("price {}", op.text(lex.currencies.first().map(|c| c.0.as_str()).unwrap_or(""))),
        Cond::Number { num, op } => format!("{} {}", num.label, op.text(num.unit.as_deref().unwrap_or(""))),
        Cond::Values { label, negated, pairs } => {
            let all_yes = pairs.iter().all(|(e, v)| lex.entries[*e as usize].values[*v as usize].yes == Some(true));
            let entry = label.split(" ∈ ").next().unwrap_or(label);
            match (all_yes, negated) {
                (true, false) => format!("has {entry}"),
                (true, true) => format!("not {entry}"),
                (false, false) => label.clone(),
                (false, true) => format!("not {label}"),
            }
        }
        Cond::Feature { feature, negated } => {
            let name = &lex.features[*feature as usize].name;
            if *negated {
                format!("not {name}")
            } else {
                format!("has {name}")
            }
        }
        Cond::HasEntry { label, negated, .. } => {
            if *negated {
                format!("not {label}")
            } else {
                format!("has {label}")
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// SPARQL.
//
// Shapes that keep oxigraph's evaluator fast on the compact store: every triple pattern of a
// group first (one basic graph pattern), constants instead of one-row VALUES, `FILTER(?x IN …)`
// for alternatives, `MINUS` for negation, and value expressions used directly in filters and
// aggregates; a `BIND` only at the very end of a group.

/// One SPARQL group: its triple patterns, then everything else (filters, OPTIONAL, MINUS, BIND).
#[derive(Default)]
struct Group {
    triples: Vec<String>,
    tail: Vec<String>,
}

impl Group {
    fn render(&self, indent: &str) -> String {
        let mut s = String::new();
        for line in self.triples.iter().chain(&self.tail) {
            s.push_str(indent);
            s.push_str(line);
            s.push('\n');
        }
        s
    }

    fn absorb(&mut self, other: Group) {
        self.triples.extend(other.triples);
        self.tail.extend(other.tail);
    }
}

fn in_list(lex: &Lexicon, var: &str, iris: &[&str]) -> String {
    let terms: Vec<String> = iris.iter().map(|i| lex.sparql_term(i)).collect();
    format!("FILTER({var} IN ({}))", terms.join(", "))
}

/// `?s skg:inEntry …`: a constant for one entry, a variable filtered to the group otherwise.
fn entry_term(lex: &Lexicon, g: &mut Group, entries: &[u32], var: &str) -> String {
    let mut iris: Vec<&str> = entries.iter().map(|e| lex.entries[*e as usize].iri.as_str()).collect();
    iris.dedup();
    if iris.len() == 1 {
        lex.sparql_term(iris[0])
    } else {
        g.tail.push(in_list(lex, var, &iris));
        var.to_owned()
    }
}

/// Patterns binding a spec of `?product` with a number of the group; returns the expression of
/// the number in the group's display unit.
fn num_group(lex: &Lexicon, num: &Num, n: &str, raw: Option<&str>) -> (Group, String) {
    let mut g = Group::default();
    let entry = entry_term(lex, &mut g, &num.entries, &format!("?e{n}"));
    if num.smallest_dim {
        let unit = num.unit.as_deref().unwrap_or_default();
        g.triples.push(format!(
            "?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasUnit {} ; skg:hasDim1 ?a{n} ; skg:hasDim2 ?b{n} ; skg:hasDim3 ?c{n} .",
            string_lit(unit)
        ));
        if let Some(r) = raw {
            g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText {r} }}"));
        }
        let expr = format!("IF(?a{n} < ?b{n}, IF(?a{n} < ?c{n}, ?a{n}, ?c{n}), IF(?b{n} < ?c{n}, ?b{n}, ?c{n}))");
        return (g, expr);
    }
    g.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasNumericValue ?n{n} ."));
    let expr = match &num.unit {
        None => {
            if num.exclude_units {
                g.tail.push(format!("MINUS {{ ?s{n} skg:hasUnit ?x{n} }}"));
            }
            format!("?n{n}")
        }
        Some(_) if num.factors.len() == 1 => {
            let (u, f) = &num.factors[0];
            g.triples.push(format!("?s{n} skg:hasUnit {} .", string_lit(u)));
            scaled(&format!("?n{n}"), *f)
        }
        Some(_) => {
            g.triples.push(format!("?s{n} skg:hasUnit ?u{n} ."));
            let mut expr = format!("?none{n}");
            for (u, f) in num.factors.iter().rev() {
                expr = format!("IF(?u{n} = {}, {}, {expr})", string_lit(u), scaled(&format!("?n{n}"), *f));
            }
            expr
        }
    };
    if let Some(r) = raw {
        g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText {r} }}"));
    }
    (g, expr)
}

fn scaled(var: &str, f: f64) -> String {
    if (f - 1.0).abs() < 1e-12 {
        var.to_owned()
    } else {
        format!("({var} * {})", lit(f))
    }
}

/// Patterns of a spec of `?product` whose entry and value are among `pairs`.
fn pairs_group(lex: &Lexicon, n: &str, pairs: &[(u32, u32)]) -> Group {
    let mut g = Group::default();
    let entries: Vec<u32> = {
        let mut e: Vec<u32> = pairs.iter().map(|p| p.0).collect();
        e.sort_unstable();
        e.dedup();
        e
    };
    let entry = entry_term(lex, &mut g, &entries, &format!("?e{n}"));
    let mut values: Vec<&str> =
        pairs.iter().map(|(e, v)| lex.entries[*e as usize].values[*v as usize].iri.as_str()).collect();
    values.sort_unstable();
    values.dedup();
    let value = if values.len() == 1 {
        lex.sparql_term(values[0])
    } else {
        g.tail.push(in_list(lex, &format!("?y{n}"), &values));
        format!("?y{n}")
    };
    g.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasValue {value} ."));
    g
}

fn minus(g: &Group) -> String {
    format!("MINUS {{\n{}  }}", g.render("    "))
}

/// The constraint patterns shared by every query shape (categories, named items, conditions),
/// the `(label, raw-text variable)` columns they expose, and whether `?price` is bound.
fn body(lex: &Lexicon, plan: &Plan, with_raw: bool) -> (Group, Vec<(String, String)>, bool) {
    let mut g = Group::default();
    let mut cols = Vec::new();
    let mut price_bound = false;
    g.triples.push("?product a skgt:Product ; skg:hasName ?name .".into());
    if !plan.items.is_empty() && plan.kind != Kind::Compare && plan.kind != Kind::Lookup {
        let iris: Vec<&str> = plan
            .items
            .iter()
            .flat_map(|r| match r {
                NameRef::Item(i) => vec![*i],
                NameRef::Range(x) => lex.ranges[*x as usize].variants.clone(),
            })
            .map(|i| lex.items[i as usize].iri.as_str())
            .collect();
        g.tail.push(in_list(lex, "?product", &iris));
    }
    for (k, set) in plan.cats.iter().enumerate() {
        if set.len() == 1 {
            g.triples.push(format!("?product skg:belongs {} .", lex.sparql_term(&lex.categories[set[0] as usize].iri)));
        } else {
            let iris: Vec<&str> = set.iter().map(|c| lex.categories[*c as usize].iri.as_str()).collect();
            g.triples.push(format!("?product skg:belongs ?c{k} ."));
            g.tail.push(in_list(lex, &format!("?c{k}"), &iris));
        }
    }
    for (k, c) in plan.conds.iter().enumerate() {
        let n = (k + 1).to_string();
        match c {
            Cond::Price(op) => {
                if !price_bound {
                    g.triples.push("?product skg:hasPrice ?price .".into());
                    if lex.currencies.len() > 1 {
                        g.triples.push(format!("?product skg:hasCurrency {} .", string_lit(&lex.currencies[0].0)));
                    }
                }
                price_bound = true;
                g.tail.push(op.filter("?price"));
            }
            Cond::Number { num, op } => {
                let raw = format!("?r{n}");
                let (part, expr) = num_group(lex, num, &n, with_raw.then_some(raw.as_str()));
                g.absorb(part);
                g.tail.push(op.filter(&expr));
                if with_raw {
                    cols.push((num.label.clone(), raw));
                }
            }
            Cond::Values { pairs, negated, label } => {
                let part = pairs_group(lex, &n, pairs);
                if *negated {
                    g.tail.push(minus(&part));
                } else {
                    g.absorb(part);
                    if with_raw {
                        g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText ?r{n} }}"));
                        cols.push((label.split(" ∈ ").next().unwrap_or(label).to_owned(), format!("?r{n}")));
                    }
                }
            }
            Cond::Feature { feature, negated } => {
                let f = lex.sparql_term(&lex.features[*feature as usize].iri);
                if *negated {
                    g.tail.push(format!("MINUS {{ ?product skg:hasFeature {f} }}"));
                } else {
                    g.triples.push(format!("?product skg:hasFeature {f} ."));
                }
            }
            Cond::HasEntry { entries, no_values, negated, label } => {
                let mut part = Group::default();
                let entry = entry_term(lex, &mut part, entries, &format!("?e{n}"));
                part.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ."));
                if !no_values.is_empty() {
                    let mut iris: Vec<&str> = no_values
                        .iter()
                        .map(|(e, v)| lex.entries[*e as usize].values[*v as usize].iri.as_str())
                        .collect();
                    iris.sort_unstable();
                    iris.dedup();
                    part.tail.push(format!(
                        "MINUS {{ ?s{n} skg:hasValue ?y{n} . {} }}",
                        in_list(lex, &format!("?y{n}"), &iris)
                    ));
                }
                if *negated {
                    g.tail.push(minus(&part));
                } else {
                    g.absorb(part);
                    if with_raw {
                        g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText ?r{n} }}"));
                        cols.push((label.clone(), format!("?r{n}")));
                    }
                }
            }
        }
    }
    (g, cols, price_bound)
}

const OPTIONALS: [&str; 2] = ["OPTIONAL { ?product skg:hasId ?id }", "OPTIONAL { ?product skg:hasUrl ?url }"];

/// Patterns of a ranked or looked-up value of `?product`, and the expression of the value.
fn target_group(lex: &Lexicon, t: &Target, n: &str, raw: &str) -> (Group, String) {
    match t {
        Target::Price => {
            let mut g = Group::default();
            g.triples.push(format!("?product skg:hasPrice ?p{n} ."));
            (g, format!("?p{n}"))
        }
        Target::Number(num) => num_group(lex, num, n, Some(raw)),
        Target::Raw { entries, .. } => {
            let mut g = Group::default();
            let entry = entry_term(lex, &mut g, entries, &format!("?e{n}"));
            g.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasRawText ?x{n} ."));
            (g, format!("?x{n}"))
        }
        Target::Feature(f) => (
            Group::default(),
            format!("EXISTS {{ ?product skg:hasFeature {} }}", lex.sparql_term(&lex.features[*f as usize].iri)),
        ),
    }
}

fn select_vars(base: &str, extra: &[String]) -> String {
    if extra.is_empty() {
        base.to_owned()
    } else {
        format!("{base} {}", extra.join(" "))
    }
}

fn build_sparql(lex: &Lexicon, plan: &Plan) -> String {
    match plan.kind {
        Kind::List | Kind::Count => {
            let (mut g, cols, price_bound) = body(lex, plan, true);
            g.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
            if !price_bound {
                g.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
            }
            let vars: Vec<String> = cols.into_iter().map(|c| c.1).collect();
            format!(
                "SELECT DISTINCT {} WHERE {{\n{}}}\nORDER BY ?name",
                select_vars("?product ?id ?name ?url ?price", &vars),
                g.render("  ")
            )
        }
        Kind::Superlative => {
            let Some(t) = plan.targets.first() else { return String::new() };
            let order = plan.order.unwrap_or(Order::Ascending);
            let agg = if order == Order::Ascending { "MIN" } else { "MAX" };
            let (mut g, cols, price_bound) = body(lex, plan, true);
            let (mut inner, _, _) = body(lex, plan, false);
            let (tg, expr) = target_group(lex, t, "t", "?rt");
            let (inner_t, inner_expr) = target_group(lex, t, "t", "?rt");
            inner.triples.extend(inner_t.triples);
            inner.tail.extend(inner_t.tail.into_iter().filter(|l| !l.starts_with("OPTIONAL")));
            if plan.k <= 1 {
                g.absorb(tg);
                g.tail.push(format!(
                    "{{ SELECT ({agg}({inner_expr}) AS ?best) WHERE {{\n{}  }} }}",
                    inner.render("    ")
                ));
                g.tail.push(format!("FILTER({expr} = ?best)"));
                g.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
                if !price_bound {
                    g.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
                }
                g.tail.push(format!("BIND({expr} AS ?t)"));
                let mut vars = vec!["?t".to_owned(), "?rt".to_owned()];
                vars.extend(cols.into_iter().map(|c| c.1));
                format!(
                    "SELECT DISTINCT {} WHERE {{\n{}}}\nORDER BY ?name",
                    select_vars("?product ?id ?name ?url ?price", &vars),
                    g.render("  ")
                )
            } else {
                let dir = if order == Order::Ascending { "ASC" } else { "DESC" };
                let mut outer = Group::default();
                outer.triples.push("?product skg:hasName ?name .".into());
                outer.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
                outer.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
                format!(
                    "SELECT ?product ?id ?name ?url ?price ?t WHERE {{\n  {{ SELECT ?product ({agg}({inner_expr}) AS ?t) WHERE {{\n{}  }} GROUP BY ?product ORDER BY {dir}(?t) LIMIT {} }}\n{}}}\nORDER BY {dir}(?t) ?name",
                    inner.render("    "),
                    plan.k,
                    outer.render("  ")
                )
            }
        }
        Kind::Compare | Kind::Lookup => {
            let mut rows: Vec<String> = Vec::new();
            for r in &plan.items {
                let (item_iri, products) = match r {
                    NameRef::Item(i) => (lex.items[*i as usize].iri.as_str(), vec![*i]),
                    NameRef::Range(x) => {
                        (lex.ranges[*x as usize].iri.as_str(), lex.ranges[*x as usize].variants.clone())
                    }
                };
                for p in products {
                    rows.push(format!(
                        "({} {} {})",
                        lex.sparql_term(item_iri),
                        string_lit(lex.name_of(*r)),
                        lex.sparql_term(&lex.items[p as usize].iri)
                    ));
                }
            }
            let (mut g, cols, price_bound) = body(lex, plan, true);
            let mut vars: Vec<String> = cols.into_iter().map(|c| c.1).collect();
            if plan.targets.is_empty() {
                g.triples.push(
                    "?product skg:hasSpec ?spec . ?spec skg:inEntry ?entry ; skg:hasRawText ?raw . ?entry skg:hasName ?entryName ."
                        .into(),
                );
                vars.extend(["?entryName".to_owned(), "?raw".to_owned()]);
            }
            for (k, t) in plan.targets.iter().enumerate() {
                let n = format!("t{}", k + 1);
                let (value, raw) = (format!("?{n}"), format!("?r{n}"));
                let (mut tg, expr) = target_group(lex, t, &n, &raw);
                if matches!(t, Target::Feature(_)) {
                    g.tail.push(format!("BIND({expr} AS {value})"));
                } else {
                    tg.tail.push(format!("BIND({expr} AS {value})"));
                    g.tail.push(format!("OPTIONAL {{\n{}  }}", tg.render("    ")));
                }
                vars.push(value);
                if matches!(t, Target::Number(_)) {
                    vars.push(raw);
                }
            }
            g.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
            if !price_bound {
                g.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
            }
            format!(
                "SELECT DISTINCT {} WHERE {{\n  VALUES (?item ?itemName ?product) {{\n    {}\n  }}\n{}}}\nORDER BY ?itemName ?name",
                select_vars("?item ?itemName ?product ?id ?name ?url ?price", &vars),
                rows.join("\n    "),
                g.render("  ")
            )
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Running.

/// Why [`run`] produced no answer.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RunError {
    /// The compiler declined the question.
    #[error("declined: {0}")]
    Declined(String),
    /// The query failed.
    #[error(transparent)]
    Query(#[from] QueryError),
}

/// One product of an answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProductRow {
    /// Catalog id.
    pub id: String,
    /// Product name.
    pub name: String,
    /// Product IRI.
    pub iri: String,
    /// Page URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Price.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<f64>,
    /// The named range/product it belongs to (comparisons and lookups).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item: Option<String>,
    /// Matched spec values, aligned with [`Answer::columns`].
    pub values: Vec<Option<String>>,
}

/// A side-by-side table: one column per named item.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Table {
    /// Item names.
    pub columns: Vec<String>,
    /// `(spec label, one cell per item)`.
    pub rows: Vec<(String, Vec<String>)>,
}

/// The kind of an [`Answer`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AnswerKind {
    /// A product list.
    Products,
    /// A count (with the counted products).
    Count,
    /// A comparison of named items.
    Comparison,
    /// Spec values of named items.
    Lookup,
}

/// The result of running a compiled question.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Answer {
    /// Kind.
    pub kind: AnswerKind,
    /// Number of distinct products.
    pub count: usize,
    /// Labels of [`ProductRow::values`].
    pub columns: Vec<String>,
    /// Products (for comparisons and lookups: the named items' products).
    pub products: Vec<ProductRow>,
    /// Side-by-side table of comparisons and lookups.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<Table>,
    /// Winning items of a comparison with a direction.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<String>,
    /// The answer as a list of names: products, or the winning/named items.
    pub names: Vec<String>,
    /// Currency of the prices.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    /// More rows existed than the query limit.
    pub truncated: bool,
}

fn column(out: &QueryOutput, var: &str) -> Option<usize> {
    out.vars.iter().position(|v| v == var.trim_start_matches('?'))
}

fn cell(row: &[Option<TermJson>], col: Option<usize>) -> Option<&str> {
    col.and_then(|c| row.get(c)).and_then(|t| t.as_ref()).map(|t| t.value.as_str())
}

fn compact_number(v: &str) -> String {
    v.parse::<f64>().map(num_text).unwrap_or_else(|_| v.to_owned())
}

/// Runs a compiled question on a store.
pub fn run(store: &Store, compiled: &Compiled) -> Result<Answer, RunError> {
    if let Some(why) = &compiled.declined {
        return Err(RunError::Declined(why.clone()));
    }
    if compiled.sparql.is_empty() {
        return Err(RunError::Declined("nothing to query".into()));
    }
    let out = sparql::run(store, &compiled.sparql, QueryLimits::default())?;
    let plan = &compiled.plan;
    let lex_cols: Vec<String> = match plan.kind {
        Kind::List | Kind::Count | Kind::Superlative => {
            let mut labels: Vec<String> = Vec::new();
            for (k, c) in plan.conds.iter().enumerate() {
                let label = match c {
                    Cond::Number { num, .. } => Some(num.label.clone()),
                    Cond::Values { label, negated: false, .. } => {
                        Some(label.split(" ∈ ").next().unwrap_or(label).to_owned())
                    }
                    Cond::HasEntry { label, negated: false, .. } => Some(label.clone()),
                    _ => None,
                };
                if let Some(l) = label {
                    labels.push(format!("{}\u{1f}?r{}", l, k + 1));
                }
            }
            labels
        }
        _ => Vec::new(),
    };
    let (id_c, name_c, url_c, price_c, prod_c) =
        (column(&out, "id"), column(&out, "name"), column(&out, "url"), column(&out, "price"), column(&out, "product"));
    let mut answer = Answer {
        kind: AnswerKind::Products,
        count: 0,
        columns: Vec::new(),
        products: Vec::new(),
        table: None,
        winners: Vec::new(),
        names: Vec::new(),
        currency: plan.currency.clone(),
        truncated: out.truncated,
    };
    match plan.kind {
        Kind::List | Kind::Count | Kind::Superlative => {
            let mut value_cols: Vec<(String, Option<usize>)> = lex_cols
                .iter()
                .map(|l| {
                    let (label, var) = l.split_once('\u{1f}').unwrap_or((l, ""));
                    (label.to_owned(), column(&out, var))
                })
                .collect();
            if plan.kind == Kind::Superlative {
                let label = plan.target_labels.first().cloned().unwrap_or_default();
                let col = column(&out, "rt").filter(|c| out.rows.iter().any(|r| r[*c].is_some())).or(column(&out, "t"));
                value_cols.insert(0, (label, col));
            }
            answer.columns = value_cols.iter().map(|c| c.0.clone()).collect();
            let mut seen: HashMap<String, usize> = HashMap::new();
            for row in &out.rows {
                let iri = cell(row, prod_c).unwrap_or_default().to_owned();
                let values: Vec<Option<String>> =
                    value_cols.iter().map(|(_, c)| cell(row, *c).map(str::to_owned)).collect();
                if let Some(&k) = seen.get(&iri) {
                    let p: &mut ProductRow = &mut answer.products[k];
                    for (slot, v) in p.values.iter_mut().zip(values) {
                        if slot.is_none() {
                            *slot = v;
                        }
                    }
                    continue;
                }
                seen.insert(iri.clone(), answer.products.len());
                answer.products.push(ProductRow {
                    id: cell(row, id_c).unwrap_or_default().to_owned(),
                    name: cell(row, name_c).unwrap_or_default().to_owned(),
                    iri,
                    url: cell(row, url_c).map(str::to_owned),
                    price: cell(row, price_c).and_then(|v| v.parse().ok()),
                    item: None,
                    values,
                });
            }
            answer.kind = if plan.kind == Kind::Count { AnswerKind::Count } else { AnswerKind::Products };
            answer.count = answer.products.len();
            answer.names = answer.products.iter().map(|p| p.name.clone()).collect();
        }
        Kind::Compare | Kind::Lookup => {
            let item_c = column(&out, "itemName");
            let mut items: Vec<String> = Vec::new();
            let mut rows: Vec<(String, BTreeMap<String, Vec<String>>)> = Vec::new();
            let add =
                |label: &str, item: &str, value: String, rows: &mut Vec<(String, BTreeMap<String, Vec<String>>)>| {
                    let k = match rows.iter().position(|r| r.0 == label) {
                        Some(k) => k,
                        None => {
                            rows.push((label.to_owned(), BTreeMap::new()));
                            rows.len() - 1
                        }
                    };
                    let cell = rows[k].1.entry(item.to_owned()).or_default();
                    if !cell.contains(&value) {
                        cell.push(value);
                    }
                };
            let mut scores: HashMap<String, f64> = HashMap::new();
            let mut seen: HashSet<String> = HashSet::new();
            let target_labels = &plan.target_labels;
            for row in &out.rows {
                let item = cell(row, item_c).unwrap_or_default().to_owned();
                if !items.contains(&item) {
                    items.push(item.clone());
                }
                let iri = cell(row, prod_c).unwrap_or_default().to_owned();
                if seen.insert(iri.clone()) {
                    answer.products.push(ProductRow {
                        id: cell(row, id_c).unwrap_or_default().to_owned(),
                        name: cell(row, name_c).unwrap_or_default().to_owned(),
                        iri,
                        url: cell(row, url_c).map(str::to_owned),
                        price: cell(row, price_c).and_then(|v| v.parse().ok()),
                        item: Some(item.clone()),
                        values: Vec::new(),
                    });
                }
                if plan.targets.is_empty() {
                    if let Some(p) = cell(row, price_c) {
                        add("Price", &item, compact_number(p), &mut rows);
                    }
                    if let (Some(e), Some(v)) = (cell(row, column(&out, "entryName")), cell(row, column(&out, "raw"))) {
                        add(e, &item, v.to_owned(), &mut rows);
                    }
                }
                for (k, t) in plan.targets.iter().enumerate() {
                    let value = cell(row, column(&out, &format!("t{}", k + 1)));
                    let raw = cell(row, column(&out, &format!("rt{}", k + 1)));
                    if let Some(v) = value {
                        let shown = match t {
                            Target::Number(_) => raw.map(str::to_owned).unwrap_or_else(|| compact_number(v)),
                            Target::Price => compact_number(v),
                            Target::Feature(_) => if v == "true" { "yes" } else { "no" }.to_owned(),
                            Target::Raw { .. } => v.to_owned(),
                        };
                        add(&target_labels[k], &item, shown, &mut rows);
                        if k == 0 && matches!(t, Target::Number(_) | Target::Price) {
                            if let Ok(x) = v.parse::<f64>() {
                                let better = |old: f64| match plan.order {
                                    Some(Order::Ascending) => x < old,
                                    _ => x > old,
                                };
                                let slot = scores.entry(item.clone());
                                match slot {
                                    std::collections::hash_map::Entry::Occupied(mut o) => {
                                        if better(*o.get()) {
                                            o.insert(x);
                                        }
                                    }
                                    std::collections::hash_map::Entry::Vacant(v) => {
                                        v.insert(x);
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // Columns in question order; named items without any row still get one.
            let mut ordered: Vec<String> = plan.item_names.clone();
            ordered.extend(items.iter().filter(|i| !plan.item_names.contains(i)).cloned());
            let items = ordered;
            let table_rows: Vec<(String, Vec<String>)> = rows
                .into_iter()
                .map(|(label, cells)| {
                    let row: Vec<String> = items
                        .iter()
                        .map(|i| cells.get(i).map(|v| v.join(" / ")).unwrap_or_else(|| "—".into()))
                        .collect();
                    (label, row)
                })
                .collect();
            answer.table = Some(Table { columns: items.clone(), rows: table_rows });
            answer.count = answer.products.len();
            if plan.kind == Kind::Compare {
                answer.kind = AnswerKind::Comparison;
                if plan.order.is_some() && !scores.is_empty() {
                    let best = match plan.order {
                        Some(Order::Ascending) => scores.values().copied().fold(f64::INFINITY, f64::min),
                        _ => scores.values().copied().fold(f64::NEG_INFINITY, f64::max),
                    };
                    answer.winners = items
                        .iter()
                        .filter(|i| scores.get(*i).is_some_and(|v| (*v - best).abs() < 1e-9))
                        .cloned()
                        .collect();
                    answer.names = answer.winners.clone();
                } else {
                    answer.names = items.clone();
                }
            } else {
                answer.kind = AnswerKind::Lookup;
                answer.names = if plan.conds.is_empty() {
                    items.clone()
                } else {
                    answer.products.iter().map(|p| p.name.clone()).collect()
                };
            }
        }
    }
    Ok(answer)
}

/// Renders an answer as plain text (for the CLI).
pub fn render_answer(a: &Answer) -> String {
    let mut s = String::new();
    match a.kind {
        AnswerKind::Count => s.push_str(&format!("{} product{}\n", a.count, if a.count == 1 { "" } else { "s" })),
        AnswerKind::Products if a.products.is_empty() => s.push_str("No product matches.\n"),
        _ => {}
    }
    if let Some(t) = &a.table {
        let mut widths: Vec<usize> =
            std::iter::once(t.rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(4).max(4))
                .chain(t.columns.iter().map(|c| c.chars().count()))
                .collect();
        for (_, cells) in &t.rows {
            for (k, c) in cells.iter().enumerate() {
                widths[k + 1] = widths[k + 1].max(c.chars().count()).min(48);
            }
        }
        let fit = |v: &str, w: usize| {
            let n = v.chars().count();
            if n > w {
                format!("{}…", v.chars().take(w.saturating_sub(1)).collect::<String>())
            } else {
                format!("{v}{}", " ".repeat(w - n))
            }
        };
        let mut header = vec![fit("spec", widths[0])];
        header.extend(t.columns.iter().enumerate().map(|(k, c)| fit(c, widths[k + 1])));
        s.push_str(header.join(" | ").trim_end());
        s.push('\n');
        s.push_str(&widths.iter().map(|w| "-".repeat(*w)).collect::<Vec<_>>().join("-+-"));
        s.push('\n');
        for (label, cells) in &t.rows {
            let mut line = vec![fit(label, widths[0])];
            line.extend(cells.iter().enumerate().map(|(k, c)| fit(c, widths[k + 1])));
            s.push_str(line.join(" | ").trim_end());
            s.push('\n');
        }
        if !a.winners.is_empty() {
            s.push_str(&format!("Winner: {}\n", a.winners.join(", ")));
        }
        return s;
    }
    for p in &a.products {
        let mut parts = vec![format!("{} [{}]", p.name, p.id)];
        if let Some(price) = p.price {
            parts.push(format!("{} {}", num_text(price), a.currency.as_deref().unwrap_or("")).trim_end().to_owned());
        }
        for (label, v) in a.columns.iter().zip(&p.values) {
            if let Some(v) = v {
                parts.push(format!("{label}: {v}"));
            }
        }
        s.push_str(&format!("- {}\n", parts.join(" — ")));
    }
    if a.truncated {
        s.push_str("(truncated)\n");
    }
    s
}

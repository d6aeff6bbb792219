//! Graph patterns (paper §3.3): the SKG's Spec, Feature, Category and Singular-node patterns
//! linearized into sentences, each with the SPARQL snippet that matches it. They are derived
//! from the bundle's lexicon (itself written at build time), so they always describe the actual
//! graph; at query time the best few of each kind go into the NL→SPARQL prompt.

use crate::compiler::lexicon::Lexicon;
use crate::compiler::num_text;
use crate::qa::events::PatternRef;
use crate::rank::reciprocal_rank_fusion;
use crate::tkg::bm25::{Bm25Builder, Bm25Index, Bm25Params};
use crate::vectors::encoder::BundleEncoder;
use crate::vectors::vector::{ExactIndex, VectorIndex};

/// Pattern kinds, in prompt order.
pub const KINDS: [&str; 4] = ["category", "spec", "feature", "singular"];

/// One pattern.
#[derive(Debug, Clone, PartialEq)]
pub struct Pattern {
    /// One of [`KINDS`].
    pub kind: &'static str,
    /// Linearized sentence (what retrieval matches).
    pub text: String,
    /// SPARQL snippet.
    pub sparql: String,
}

/// All patterns of a bundle with a lexical index over their sentences and, with an encoder,
/// their vectors.
pub struct Patterns {
    patterns: Vec<Pattern>,
    index: Bm25Index,
    vectors: Option<(BundleEncoder, ExactIndex)>,
}

/// Rank constant of the BM25 ⊕ vector fusion.
const RRF_CONSTANT: f32 = 60.0;

fn literal(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

impl Patterns {
    /// Derives every pattern from a lexicon.
    pub fn from_lexicon(lex: &Lexicon) -> Self {
        let mut patterns = Vec::new();
        for c in &lex.categories {
            patterns.push(Pattern {
                kind: "category",
                text: format!("products in the category {} ({} products)", c.name, c.products),
                sparql: format!("?product a skgt:Product ; skg:belongs {} .", lex.sparql_term(&c.iri)),
            });
        }
        for e in &lex.entries {
            let entry = lex.sparql_term(&e.iri);
            let sections = e.sections.join(", ");
            for u in &e.units {
                patterns.push(Pattern {
                    kind: "spec",
                    text: format!(
                        "{} of a product in {}, a number from {} to {} {} (section {sections})",
                        e.name,
                        u.unit,
                        num_text(u.min),
                        num_text(u.max),
                        u.unit
                    ),
                    sparql: format!(
                        "?product skg:hasSpec ?s . ?s skg:inEntry {entry} ; skg:hasNumericValue ?value ; skg:hasUnit {} .",
                        literal(&u.unit)
                    ),
                });
            }
            if e.yes + e.no > 0 {
                patterns.push(Pattern {
                    kind: "spec",
                    text: format!("whether a product has {} (yes/no, section {sections})", e.name),
                    sparql: format!("?product skg:hasSpec ?s . ?s skg:inEntry {entry} ; skg:hasBooleanValue true ."),
                });
            }
            let values: Vec<&str> =
                e.values.iter().filter(|v| v.yes.is_none()).take(6).map(|v| v.name.as_str()).collect();
            if !values.is_empty() {
                patterns.push(Pattern {
                    kind: "spec",
                    text: format!("{} of a product, for example {} (section {sections})", e.name, values.join(", ")),
                    sparql: format!(
                        "?product skg:hasSpec ?s . ?s skg:inEntry {entry} ; skg:hasValue ?v . ?v skg:hasName ?valueName ."
                    ),
                });
            }
            if e.units.is_empty() && values.is_empty() && e.yes + e.no == 0 {
                patterns.push(Pattern {
                    kind: "spec",
                    text: format!("{} of a product as text (section {sections})", e.name),
                    sparql: format!("?product skg:hasSpec ?s . ?s skg:inEntry {entry} ; skg:hasRawText ?text ."),
                });
            }
        }
        for f in &lex.features {
            patterns.push(Pattern {
                kind: "feature",
                text: format!("products with the feature {} ({} products)", f.name, f.products),
                sparql: format!("?product skg:hasFeature {} .", lex.sparql_term(&f.iri)),
            });
        }
        let currencies: Vec<&str> = lex.currencies.iter().map(|(c, _)| c.as_str()).collect();
        patterns.push(Pattern {
            kind: "singular",
            text: format!("price of a product in {} (cost, cheap, expensive, budget)", currencies.join(", ")),
            sparql: "?product skg:hasPrice ?price ; skg:hasCurrency ?currency .".into(),
        });
        patterns.push(Pattern {
            kind: "singular",
            text: "name, catalog id and page URL of a product".into(),
            sparql:
                "?product a skgt:Product ; skg:hasName ?name ; skg:hasId ?id . OPTIONAL { ?product skg:hasUrl ?url }"
                    .into(),
        });
        for r in lex.ranges.iter().filter(|r| r.variants.len() > 1) {
            patterns.push(Pattern {
                kind: "singular",
                text: format!("the product range {} and its {} variants", r.name, r.variants.len()),
                sparql: format!("?product skg:variantOf {} .", lex.sparql_term(&r.iri)),
            });
        }
        let mut builder = Bm25Builder::new();
        for p in &patterns {
            builder.add(&p.text);
        }
        Patterns { patterns, index: builder.finish(Bm25Params::default()), vectors: None }
    }

    /// Adds vectors of every pattern sentence under `encoder` (hybrid retrieval).
    pub fn with_encoder(mut self, encoder: BundleEncoder) -> Self {
        let mut index = ExactIndex::new(encoder.dims());
        for p in &self.patterns {
            if index.push(&encoder.encode(&p.text)).is_err() {
                return self; // dimension mismatch: stay lexical
            }
        }
        self.vectors = Some((encoder, index));
        self
    }

    /// True when retrieval fuses vectors with BM25.
    pub fn is_hybrid(&self) -> bool {
        self.vectors.is_some()
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The best `per_kind` patterns of each kind for a question (lexical match on the
    /// sentences); the generic singular patterns (price, name) are always included.
    pub fn retrieve(&self, question: &str, per_kind: usize) -> Vec<PatternRef> {
        let scored = self.index.scores(question);
        let similar: Vec<(u32, f32)> = match &self.vectors {
            Some((encoder, index)) => index.search(&encoder.encode(question), self.patterns.len()),
            None => Vec::new(),
        };
        let mut out = Vec::new();
        for kind in KINDS {
            let of = |list: &[(u32, f32)]| {
                let mut l: Vec<(u32, f32)> =
                    list.iter().copied().filter(|(i, _)| self.patterns[*i as usize].kind == kind).collect();
                l.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
                l
            };
            let lexical = of(&scored);
            let ranked = if self.vectors.is_some() && !lexical.is_empty() {
                reciprocal_rank_fusion(&[&lexical, &of(&similar)], RRF_CONSTANT, per_kind)
            } else if self.vectors.is_some() {
                of(&similar) // no word matched: the encoder alone
            } else {
                lexical
            };
            let mut chosen: Vec<usize> = ranked.iter().take(per_kind).map(|(i, _)| *i as usize).collect();
            if kind == "singular" {
                for (i, p) in self.patterns.iter().enumerate().filter(|(_, p)| p.kind == "singular").take(2) {
                    if !chosen.contains(&i) && p.text.contains("product") {
                        chosen.push(i);
                    }
                }
            }
            for i in chosen {
                let p = &self.patterns[i];
                out.push(PatternRef { kind: p.kind, text: p.text.clone(), sparql: p.sparql.clone() });
            }
        }
        out
    }
}

//! What `ask` produces: a stream of typed [`Event`]s ending with `done`, which carries the
//! [`AskResult`]. The CLI prints them, the widget renders them, the Worker forwards them as SSE
//! and the evaluator records them — one producer, many consumers.

use crate::llm::Usage;
use serde::Serialize;
use std::collections::BTreeMap;

/// A product the answer is about: first-class in every result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProductCard {
    /// Catalog id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Product IRI.
    pub iri: String,
    /// Page URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Price.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<f64>,
    /// Currency of the price.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    /// Spec values that matched the question, as `(label, value)`.
    pub values: Vec<(String, String)>,
    /// Where it came from: `compiler`, `sparql` or `chunks`.
    pub source: &'static str,
}

/// A cited source.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Citation {
    /// Marker used in the answer (`P1`, `C2`).
    pub marker: String,
    /// `product` or `chunk`.
    pub kind: &'static str,
    /// Product name, or document title with heading path.
    pub label: String,
    /// Link.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Catalog id of the product or document.
    pub id: String,
    /// Heading path (chunks).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub headings: Vec<String>,
    /// Character span in the document (chunks).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<[u32; 2]>,
}

/// Outcome of one generated SPARQL candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CandidateOutcome {
    /// Ran and returned usable rows.
    Ok,
    /// No SPARQL found in the model's reply.
    Missing,
    /// Not valid SPARQL.
    ParseError,
    /// Refused before running (update, SERVICE, unknown vocabulary, cartesian product…).
    Rejected,
    /// Failed while running (budget exceeded, evaluation error).
    Error,
    /// Returned the row limit or more: too unspecific (discarded, as in the paper).
    TooManyRows,
    /// No rows, or only empty cells.
    Empty,
    /// Same rows as an earlier candidate.
    Duplicate,
}

/// One SPARQL candidate in the trace.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CandidateTrace {
    /// 0-based candidate number.
    pub index: usize,
    /// The query as run (after repair), or the raw extract.
    pub query: String,
    /// Outcome.
    pub outcome: CandidateOutcome,
    /// Rows returned.
    pub rows: usize,
    /// Repairs applied ("added missing prefix", …).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub repairs: Vec<String>,
    /// Error or rejection message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// A retrieved chunk, as shown in traces and citations.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChunkRef {
    /// Marker used in the answer prompt (`C1`).
    pub marker: String,
    /// Chunk index in the bundle.
    pub chunk: u32,
    /// Score.
    pub score: f32,
    /// Document id.
    pub doc: String,
    /// Document title.
    pub title: String,
    /// Document URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Heading path.
    pub headings: Vec<String>,
    /// Character span in the document.
    pub span: [u32; 2],
    /// The text.
    pub text: String,
    /// Entities that selected it.
    pub entities: Vec<String>,
}

/// A retrieved graph pattern.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PatternRef {
    /// `spec`, `feature`, `category` or `singular`.
    pub kind: &'static str,
    /// The linearized sentence.
    pub text: String,
    /// Its SPARQL snippet.
    pub sparql: String,
}

/// The record of how a question was answered (camelCase in JSON, like every JS-facing result).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Trace {
    /// Strategy asked for.
    pub strategy: String,
    /// Route taken: `compiler`, `skg`, `tkg`, `skg+tkg`.
    pub route: String,
    /// Why.
    pub reason: String,
    /// Who decided: `fixed` (the strategy), `rules`, `llm`, `default`.
    pub decided_by: String,
    /// Whether the TKG fallback ran.
    pub fallback: bool,
    /// The compiler's understanding, when it ran.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub understood: Option<String>,
    /// Graph patterns put in the prompt.
    pub patterns: Vec<PatternRef>,
    /// SPARQL candidates and their outcomes.
    pub candidates: Vec<CandidateTrace>,
    /// Entities that voted for chunks.
    pub entities: Vec<String>,
    /// Chunks retrieved.
    pub chunks: Vec<u32>,
    /// Agent steps (`agentic`): the tool and its input.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<(String, String)>,
    /// Tokens per phase (`router`, `sparql`, `agent`, `answer`).
    pub tokens: BTreeMap<String, Usage>,
    /// Milliseconds per phase and `total`.
    pub timings_ms: BTreeMap<String, f64>,
    /// Products whose spec row and own prose disagree on a feature the question asked for
    /// ("Wi-Fi: Camera X — the spec row says no, the text says yes; the spec row was used").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub disagreements: Vec<String>,
    /// How the question was read against the previous turn, in a conversation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub followup: Option<crate::compiler::FollowUp>,
}

/// The final, structured result of `ask` (camelCase in JSON: `productCount`, `compilerAnswer`).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AskResult {
    /// The question.
    pub question: String,
    /// Strategy used.
    pub strategy: String,
    /// Route taken.
    pub route: String,
    /// The generated answer (Markdown, to be rendered sanitized); `None` without an LLM or when
    /// generation failed.
    pub answer: Option<String>,
    /// Whether an LLM wrote the answer.
    pub llm: bool,
    /// A note for the reader (no LLM configured, answer cut off, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
    /// The products the answer is about (from SPARQL rows and cited chunks, not from prose), at
    /// most `maxProducts` of them.
    pub products: Vec<ProductCard>,
    /// How many products were found in all (more than `products.len()` when capped).
    pub product_count: usize,
    /// Retrieval tables (Markdown) with the queries that produced them.
    pub tables: Vec<EvidenceTable>,
    /// Retrieved chunks.
    pub chunks: Vec<ChunkRef>,
    /// Sources cited by the answer (or, without an answer, all sources used).
    pub citations: Vec<Citation>,
    /// Errors met on the way (the result is still usable).
    pub errors: Vec<String>,
    /// The zero-token compiler's reading of the question (intent, constraints, query), when it ran.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compiled: Option<crate::compiler::Compiled>,
    /// The compiler's structured answer (kind, side-by-side table, winners), when it answered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compiler_answer: Option<crate::compiler::Answer>,
    /// How it was found.
    pub trace: Trace,
    /// The conversation including this turn: pass it back as `state` with the next question.
    /// Absent when the question was refused before it was read (invalid options or state).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<crate::qa::conversation::Conversation>,
}

/// Symbolic evidence: a result table and the query behind it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvidenceTable {
    /// `compiler` or `sparql`.
    pub source: &'static str,
    /// The query.
    pub query: String,
    /// The rows as a Markdown table.
    pub markdown: String,
    /// Row count.
    pub rows: usize,
}

/// One event of an `ask` stream.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", rename_all_fields = "camelCase")]
pub enum Event {
    /// The route and why.
    Route {
        /// Route taken.
        route: String,
        /// Why.
        reason: String,
        /// Who decided.
        decided_by: String,
    },
    /// The compiler's understanding of the question.
    Constraints {
        /// One line.
        understood: String,
        /// Each constraint.
        constraints: Vec<crate::compiler::Constraint>,
        /// Confidence.
        confidence: f64,
        /// The query.
        sparql: String,
        /// Whether it answers (else why not).
        #[serde(skip_serializing_if = "Option::is_none")]
        declined: Option<String>,
    },
    /// Graph patterns retrieved for the prompt.
    Patterns {
        /// The patterns.
        patterns: Vec<PatternRef>,
    },
    /// A generated SPARQL candidate and its outcome.
    SparqlCandidate(CandidateTrace),
    /// Symbolic rows.
    Rows {
        /// The table.
        table: EvidenceTable,
        /// Products in it.
        products: Vec<ProductCard>,
    },
    /// Products found through retrieved passages (when symbolic retrieval found none).
    Products {
        /// The products.
        products: Vec<ProductCard>,
    },
    /// Chunks retrieved from the textual graph.
    Chunks {
        /// The chunks.
        chunks: Vec<ChunkRef>,
    },
    /// An agent step.
    Step {
        /// Tool.
        tool: String,
        /// Its input.
        input: String,
        /// Short outcome.
        outcome: String,
    },
    /// A piece of the streamed answer.
    Token {
        /// Text.
        text: String,
    },
    /// The whole answer text.
    Answer {
        /// Text.
        text: String,
    },
    /// Tokens spent in a phase.
    Usage {
        /// Phase.
        phase: String,
        /// Usage.
        #[serde(flatten)]
        usage: Usage,
    },
    /// A non-fatal error.
    Error {
        /// Phase.
        phase: String,
        /// Message.
        message: String,
    },
    /// The end: the structured result.
    Done {
        /// The result.
        result: Box<AskResult>,
    },
}

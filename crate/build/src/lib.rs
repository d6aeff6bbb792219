//! dualgraph build time (native): a catalog becomes a bundle.
//!
//! [`catalog`] (read + validate) → prose facts ([`prose_facts`], with [`llm_prose_facts`] when
//! asked) → [`triples`] (SKG in the paper's schema) → [`rules`] (SPARQL
//! UPDATE to a fixpoint) → [`chunking`] + [`extract`] (the Textual Knowledge Graph; or
//! [`llm_extractor`]) → [`lexicon`] → entity vectors → `dualgraph_core::skg::store::write_bundle`.
//! [`pipeline`] runs the whole chain; [`rdf`] exports a bundle's graph as RDF and builds a bundle
//! from any RDF graph (`build --rdf`); [`distill`] makes the encoder's static token table.

pub mod catalog;
pub mod chunking;
pub mod distill;
pub mod extract;
pub mod graph;
pub mod import;
pub mod lexicon;
pub mod llm_extractor;
pub mod llm_prose_facts;
pub mod name_amounts;
pub mod pipeline;
pub mod text_counts;
pub use dualgraph_core::compiler::prose_facts;
pub mod rdf;
pub mod rules;
pub mod triples;

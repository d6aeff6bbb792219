//! dualgraph: question answering over product catalogs.
//!
//! Every catalog is indexed as a Symbolic Knowledge Graph (RDF, queried with SPARQL) and
//! serialized into one compact bundle that the query-time engine reads in place — natively
//! or inside WebAssembly. See `ARCHITECTURE.md` for the data flow.
//!
//! Query-time modules (`bundle`, `dictionary`, `store`, `sparql`, `vocab`, `names`, `units`,
//! `lexicon`, `compiler`; for the textual graph `chunk`, `tkg`, `bm25`, `search`, `vector`, `wire`,
//! `wordpiece`, `encoder`, `hnsw`)
//! compile to `wasm32-unknown-unknown`; build-time modules (`catalog`, `skg`, `rules`,
//! `builder`, `synth`, `distill`) are native only.

pub mod bm25;
pub mod bundle;
pub mod chunk;
pub mod compiler;
pub mod dictionary;
pub mod encoder;
#[cfg(not(target_arch = "wasm32"))]
pub mod eval;
pub mod guard;
pub mod hnsw;
pub mod lexicon;
pub mod llm;
#[cfg(not(target_arch = "wasm32"))]
pub mod llm_extractor;
pub mod names;
pub mod packed;
pub mod qa;
pub mod search;
pub mod semantic_lexicon;
pub mod sparql;
pub mod store;
pub mod tkg;
pub mod units;
pub mod vector;
pub mod vocab;
pub mod wire;
pub mod wordpiece;

#[cfg(not(target_arch = "wasm32"))]
pub mod builder;
pub mod catalog;
#[cfg(not(target_arch = "wasm32"))]
pub mod distill;
#[cfg(not(target_arch = "wasm32"))]
pub mod rules;
pub mod skg;
#[cfg(not(target_arch = "wasm32"))]
pub mod synth;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

/// Version of this engine, as recorded in bundles it writes.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

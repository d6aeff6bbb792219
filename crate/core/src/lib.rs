//! dualgraph query time: everything that runs when a question is answered, natively or inside
//! WebAssembly (pages, Web Workers, Cloudflare Workers, Node). Nothing here needs a build-only
//! dependency (no clap, indicatif, anyhow or candle); `scripts/test` checks the wasm32
//! dependency graph.
//!
//! Dependencies flow one way: [`format`] and [`text`] → [`skg`] and [`vectors`] → [`tkg`] →
//! [`compiler`] → [`llm`] → [`qa`]. See `ARCHITECTURE.md` for the data flow.

pub mod compiler;
pub mod format;
pub mod llm;
pub mod qa;
pub mod rank;
pub mod skg;
pub mod text;
pub mod tkg;
pub mod vectors;

/// Version of this engine, as recorded in bundles it writes.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

//! The Symbolic Knowledge Graph at query time: the schema, the compact store over bundle bytes
//! (and its writer), the static query guard and budgeted SPARQL evaluation.

pub mod guard;
pub mod sparql;
pub mod store;
pub mod vocab;

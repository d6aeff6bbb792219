//! The Symbolic Knowledge Graph at query time: the schema, the compact store over bundle bytes
//! (and its writer), the static query guard and budgeted SPARQL evaluation, and the
//! [`symbolic::SymbolicStore`] trait the QA pipeline queries (the bundle, or a SPARQL 1.1
//! Protocol [`endpoint`]).

pub mod endpoint;
pub mod guard;
pub mod lazy;
pub mod page_source;
pub mod range_http;
pub mod results;
pub mod sparql;
pub mod store;
pub mod symbolic;
pub mod vocab;

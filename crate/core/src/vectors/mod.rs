//! Vectors: the `Encoder` / `VectorIndex` traits, exact and HNSW indexes, and the bundle's query
//! encoder (a distilled static token table).

pub mod encoder;
pub mod entity_vectors;
pub mod hnsw;
pub mod vector;

//! The entity vectors section of a bundle: one int8 row per TKG entity, made by the bundle's
//! encoder, optionally with an HNSW graph over the rows.

use crate::vectors::hnsw::HnswIndex;
#[cfg(not(target_arch = "wasm32"))]
use crate::vectors::vector::Encoder;
use crate::vectors::vector::{Int8Index, VectorIndex};

/// Bundle section of the entity vectors.
pub const VECTORS_SECTION: &str = crate::format::manifest::sections::TKG_VECTORS;
const VECTORS_MAGIC: &[u8; 4] = b"DGTV";
const VECTORS_VERSION: u32 = 1;

/// Entity vectors of a bundle: one int8 row per entity (entity index = row), made by the
/// encoder named in `encoder`, optionally with an HNSW graph over them
/// ([`crate::vectors::hnsw::use_hnsw`] decides).
#[derive(Debug, Clone)]
pub struct EntityVectors {
    /// [`Encoder::id`] of the encoder that produced them.
    pub encoder: String,
    /// The rows (exact int8 scan).
    pub index: Int8Index,
    /// Approximate index over the same rows, when the bundle carries one.
    pub hnsw: Option<std::sync::Arc<HnswIndex>>,
}

impl EntityVectors {
    /// Encodes `texts` (one per entity) with `encoder`; with `hnsw`, also builds the graph (on
    /// one thread: the same bytes every time).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn build(encoder: &dyn Encoder, texts: &[String], hnsw: bool) -> Self {
        Self::build_on(encoder, texts, hnsw.then_some(1))
    }

    /// [`EntityVectors::build`] with the HNSW graph, when `hnsw_threads` is given, built on that
    /// many threads ([`HnswIndex::build_on`]).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn build_on(encoder: &dyn Encoder, texts: &[String], hnsw_threads: Option<usize>) -> Self {
        let mut index = Int8Index::new(encoder.dims());
        for t in texts {
            // Cannot fail: the encoder's vectors have its own dimensionality.
            let _ = index.push(&encoder.encode(t));
        }
        let hnsw = hnsw_threads.map(|threads| std::sync::Arc::new(HnswIndex::build_on(&index, threads)));
        Self { encoder: encoder.id().to_owned(), index, hnsw }
    }

    /// The `k` rows most similar to `query` (HNSW when present, else exact), best first.
    pub fn search(&self, query: &[f32], k: usize) -> Vec<(u32, f32)> {
        match &self.hnsw {
            Some(h) => h.search(query, k),
            None => self.index.search(query, k),
        }
    }

    /// Section bytes: magic, version, encoder id, dims, count, scales, rows, index kind
    /// (0 exact, 1 HNSW followed by its length-prefixed serialization).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = crate::format::wire::Writer::new(VECTORS_MAGIC, VECTORS_VERSION);
        w.str(&self.encoder).usize(self.index.dims).usize(self.index.len());
        for &s in &self.index.scales {
            w.f32(s);
        }
        let raw: Vec<u8> = self.index.data.iter().map(|&v| v as u8).collect();
        w.bytes(&raw);
        match &self.hnsw {
            None => {
                w.usize(0);
            }
            Some(h) => {
                let graph = h.to_bytes();
                w.usize(1).usize(graph.len()).bytes(&graph);
            }
        }
        w.finish()
    }

    /// Reads the section; `expected` rows (the entity count) must match.
    pub fn from_bytes(bytes: &[u8], expected: usize) -> Result<Self, crate::format::wire::WireError> {
        let (mut r, version) = crate::format::wire::Reader::new(VECTORS_SECTION, bytes, VECTORS_MAGIC)?;
        if version != VECTORS_VERSION {
            return Err(r.error(format!("vectors format version {version}, this engine reads {VECTORS_VERSION}")));
        }
        let encoder = r.str()?.to_owned();
        let dims = r.u32()? as usize;
        if dims == 0 || dims > 4096 {
            return Err(r.error(format!("{dims} dimensions (expected 1..=4096)")));
        }
        let n = r.count(4 + dims)?;
        if n != expected {
            return Err(r.error(format!("{n} vectors for {expected} entities")));
        }
        let mut scales = Vec::with_capacity(n);
        for _ in 0..n {
            scales.push(r.f32()?);
        }
        let data = r.bytes(n * dims)?.iter().map(|&b| b as i8).collect();
        let hnsw = match r.varint()? {
            0 => None,
            1 => {
                let len = r.count(1)?;
                let graph = r.bytes(len)?;
                let h = HnswIndex::from_bytes(graph, n, dims).map_err(|e| r.error(e.to_string()))?;
                Some(std::sync::Arc::new(h))
            }
            other => return Err(r.error(format!("unknown index kind {other}"))),
        };
        r.finish()?;
        Ok(Self { encoder, index: Int8Index { dims, data, scales }, hnsw })
    }
}

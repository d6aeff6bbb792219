//! Vector side of TKG retrieval: the [`Encoder`] and [`VectorIndex`] abstractions, exact-scan
//! indexes, the bundle section of entity vectors ([`crate::vectors::entity_vectors`]); fusion of rankings is
//! in [`crate::rank`].
//!
//! The default encoder is the distilled static table ([`crate::vectors::encoder`]), run by the same Rust
//! code at build time and in wasm. The builder encodes entity names + descriptions into an int8
//! index stored in section [`crate::vectors::entity_vectors::VECTORS_SECTION`] together with the encoder's [`Encoder::id`]; a
//! query refuses vectors whose identity differs from the encoder it runs with
//! ([`check_identity`]).

/// Turns text into a fixed-size vector. Implementations must be deterministic and produce the
/// same vector natively and in wasm (within floating-point tolerance).
pub trait Encoder {
    /// Identity recorded next to the vectors it produced (model, method, version, checksum).
    fn id(&self) -> &str;
    /// Vector dimensionality.
    fn dims(&self) -> usize;
    /// Encodes one text (already L2-normalized when the index uses cosine similarity).
    fn encode(&self, text: &str) -> Vec<f32>;
}

/// Nearest-neighbour search over vectors with consecutive ids.
pub trait VectorIndex {
    /// Vector dimensionality.
    fn dims(&self) -> usize;
    /// Number of vectors.
    fn len(&self) -> usize;
    /// True when empty.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The `k` vectors with the highest dot product with `query`, best first (ties: lower id).
    fn search(&self, query: &[f32], k: usize) -> Vec<(u32, f32)>;
}

/// Quantizes a row to int8 with a symmetric per-row scale (`max |v| / 127`).
pub fn quantize_row(row: &[f32]) -> (f32, Vec<i8>) {
    let max = row.iter().fold(0.0f32, |m, x| m.max(x.abs()));
    let scale = if max > 0.0 { max / 127.0 } else { 1.0 };
    (scale, row.iter().map(|x| (x / scale).round().clamp(-127.0, 127.0) as i8).collect())
}

/// Why vectors cannot be used with an encoder.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VectorError {
    /// The index was built by a different encoder.
    #[error("the bundle's vectors were made by encoder {stored:?}, but the query encoder is {query:?}; rebuild the bundle or use the matching encoder")]
    EncoderMismatch {
        /// Identity stored with the vectors.
        stored: String,
        /// Identity of the query-time encoder.
        query: String,
    },
    /// Wrong vector length.
    #[error("expected vectors of {expected} dimensions, got {got}")]
    Dimensions {
        /// Expected.
        expected: usize,
        /// Found.
        got: usize,
    },
}

/// Refuses vectors built by another encoder.
pub fn check_identity(stored: &str, encoder: &dyn Encoder) -> Result<(), VectorError> {
    if stored == encoder.id() {
        Ok(())
    } else {
        Err(VectorError::EncoderMismatch { stored: stored.to_owned(), query: encoder.id().to_owned() })
    }
}

/// Exact scan over `f32` vectors (row-major).
#[derive(Debug, Clone, PartialEq)]
pub struct ExactIndex {
    dims: usize,
    data: Vec<f32>,
}

impl ExactIndex {
    /// An empty index of `dims` dimensions.
    pub fn new(dims: usize) -> Self {
        Self { dims, data: Vec::new() }
    }

    /// Appends a vector; returns its id.
    pub fn push(&mut self, v: &[f32]) -> Result<u32, VectorError> {
        if v.len() != self.dims {
            return Err(VectorError::Dimensions { expected: self.dims, got: v.len() });
        }
        self.data.extend_from_slice(v);
        Ok((self.data.len() / self.dims.max(1) - 1) as u32)
    }
}

fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

impl VectorIndex for ExactIndex {
    fn dims(&self) -> usize {
        self.dims
    }

    fn len(&self) -> usize {
        self.data.len().checked_div(self.dims).unwrap_or(0)
    }

    fn search(&self, query: &[f32], k: usize) -> Vec<(u32, f32)> {
        if query.len() != self.dims || self.dims == 0 {
            return Vec::new();
        }
        let scored =
            self.data.chunks_exact(self.dims).enumerate().map(|(i, row)| (i as u32, dot(row, query))).collect();
        crate::rank::top_k(scored, k)
    }
}

/// Exact scan over int8 vectors with one scale per row (4× smaller than `f32`): score =
/// `scale × Σ q[i] × row[i]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Int8Index {
    pub(crate) dims: usize,
    pub(crate) data: Vec<i8>,
    pub(crate) scales: Vec<f32>,
}

impl Int8Index {
    /// An empty index of `dims` dimensions.
    pub fn new(dims: usize) -> Self {
        Self { dims, data: Vec::new(), scales: Vec::new() }
    }

    /// Quantizes and appends a vector (symmetric, per-row scale = max |v| / 127); returns its id.
    pub fn push(&mut self, v: &[f32]) -> Result<u32, VectorError> {
        if v.len() != self.dims {
            return Err(VectorError::Dimensions { expected: self.dims, got: v.len() });
        }
        let max = v.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        let scale = if max > 0.0 { max / 127.0 } else { 1.0 };
        self.data.extend(v.iter().map(|x| (x / scale).round().clamp(-127.0, 127.0) as i8));
        self.scales.push(scale);
        Ok((self.scales.len() - 1) as u32)
    }
}

impl VectorIndex for Int8Index {
    fn dims(&self) -> usize {
        self.dims
    }

    fn len(&self) -> usize {
        self.scales.len()
    }

    fn search(&self, query: &[f32], k: usize) -> Vec<(u32, f32)> {
        if query.len() != self.dims || self.dims == 0 {
            return Vec::new();
        }
        let scored = self
            .data
            .chunks_exact(self.dims)
            .zip(&self.scales)
            .enumerate()
            .map(|(i, (row, scale))| (i as u32, int8_dot(row, *scale, query)))
            .collect();
        crate::rank::top_k(scored, k)
    }
}

/// `scale × Σ row[i] × q[i]`: the score of one int8 row.
fn int8_dot(row: &[i8], scale: f32, query: &[f32]) -> f32 {
    let s: f32 = row.iter().zip(query).map(|(r, q)| f32::from(*r) * q).sum();
    s * scale
}

impl Int8Index {
    /// Score of row `i` against `query`, exactly as [`VectorIndex::search`] computes it.
    pub fn score(&self, i: usize, query: &[f32]) -> Option<f32> {
        let row = self.data.get(i * self.dims..(i + 1) * self.dims)?;
        (query.len() == self.dims).then(|| int8_dot(row, self.scales[i], query))
    }

    /// Rows and scales (for serialization).
    pub fn parts(&self) -> (&[i8], &[f32]) {
        (&self.data, &self.scales)
    }

    /// Dequantized row `i`.
    pub fn row(&self, i: usize) -> Option<Vec<f32>> {
        let row = self.data.get(i * self.dims..(i + 1) * self.dims)?;
        Some(row.iter().map(|&v| f32::from(v) * self.scales[i]).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // The section round trips are tested here, next to the indexes they carry.
    use crate::rank::reciprocal_rank_fusion;
    use crate::vectors::entity_vectors::EntityVectors;

    fn vectors() -> Vec<Vec<f32>> {
        // A fixed pseudo-random set (xorshift), normalized.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        (0..200)
            .map(|_| {
                let v: Vec<f32> = (0..32)
                    .map(|_| {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        (x % 2001) as f32 / 1000.0 - 1.0
                    })
                    .collect();
                let n = dot(&v, &v).sqrt();
                v.into_iter().map(|a| a / n).collect()
            })
            .collect()
    }

    #[test]
    fn exact_search_finds_the_vector_itself_first() {
        let vs = vectors();
        let mut idx = ExactIndex::new(32);
        for v in &vs {
            idx.push(v).unwrap();
        }
        assert_eq!(idx.len(), 200);
        for (i, v) in vs.iter().enumerate().step_by(17) {
            let hits = idx.search(v, 5);
            assert_eq!(hits[0].0, i as u32);
            assert!((hits[0].1 - 1.0).abs() < 1e-5);
            assert!(hits.windows(2).all(|w| w[0].1 >= w[1].1));
        }
        assert!(idx.push(&[1.0]).is_err());
        assert!(idx.search(&[1.0], 3).is_empty());
    }

    #[test]
    fn int8_scan_agrees_with_f32_scan() {
        let vs = vectors();
        let (mut exact, mut int8) = (ExactIndex::new(32), Int8Index::new(32));
        for v in &vs {
            exact.push(v).unwrap();
            int8.push(v).unwrap();
        }
        let mut overlap = 0;
        for q in vs.iter().step_by(10) {
            let a: Vec<u32> = exact.search(q, 10).iter().map(|h| h.0).collect();
            let b: Vec<u32> = int8.search(q, 10).iter().map(|h| h.0).collect();
            assert_eq!(a[0], b[0]);
            overlap += a.iter().filter(|id| b.contains(id)).count();
        }
        assert!(overlap >= 180, "recall@10 of int8 vs exact too low: {overlap}/200");
    }

    #[test]
    fn entity_vectors_round_trip_and_refuse_bad_sections() {
        let vs = vectors();
        let mut index = Int8Index::new(32);
        for v in &vs {
            index.push(v).unwrap();
        }
        let ev = EntityVectors { encoder: "enc-1".into(), index, hnsw: None };
        let bytes = ev.to_bytes();
        let back = EntityVectors::from_bytes(&bytes, 200).unwrap();
        assert_eq!((&back.encoder, &back.index), (&ev.encoder, &ev.index));
        assert!(back.hnsw.is_none());
        assert!(EntityVectors::from_bytes(&bytes, 199).unwrap_err().message.contains("200 vectors for 199"));
        for cut in [0, 9, 30, bytes.len() - 1] {
            assert!(EntityVectors::from_bytes(&bytes[..cut], 200).is_err());
        }
        let row = ev.index.row(3).unwrap();
        assert!(row.iter().zip(&vs[3]).all(|(a, b)| (a - b).abs() < 0.01));
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn entity_vectors_with_hnsw_round_trip() {
        struct Table(Vec<Vec<f32>>);
        impl Encoder for Table {
            fn id(&self) -> &str {
                "table"
            }
            fn dims(&self) -> usize {
                32
            }
            fn encode(&self, text: &str) -> Vec<f32> {
                self.0[text.parse::<usize>().unwrap()].clone()
            }
        }
        let texts: Vec<String> = (0..120).map(|i| i.to_string()).collect();
        let ev = EntityVectors::build(&Table(vectors()), &texts, true);
        let back = EntityVectors::from_bytes(&ev.to_bytes(), 120).unwrap();
        assert!(back.hnsw.is_some());
        let q = vectors()[7].clone();
        assert_eq!(back.search(&q, 3)[0].0, 7);
        assert_eq!(back.search(&q, 3), ev.search(&q, 3));
        let mut bad = ev.to_bytes();
        let n = bad.len();
        bad[n - 3] = 0xff;
        assert!(EntityVectors::from_bytes(&bad, 120).is_err());
    }

    #[test]
    fn fusion_rewards_agreement() {
        let a = [(1, 9.0), (2, 8.0), (3, 7.0)];
        let b = [(3, 0.9), (1, 0.8), (4, 0.1)];
        let fused = reciprocal_rank_fusion(&[&a, &b], 60.0, 10);
        assert_eq!(fused[0].0, 1);
        assert_eq!(fused[1].0, 3);
        assert_eq!(fused.len(), 4);
    }

    struct Named(&'static str);
    impl Encoder for Named {
        fn id(&self) -> &str {
            self.0
        }
        fn dims(&self) -> usize {
            1
        }
        fn encode(&self, _: &str) -> Vec<f32> {
            vec![1.0]
        }
    }

    #[test]
    fn mismatched_encoders_are_refused() {
        assert!(check_identity("static-v1", &Named("static-v1")).is_ok());
        let e = check_identity("static-v1", &Named("static-v2")).unwrap_err();
        assert!(e.to_string().contains("static-v2"));
    }
}

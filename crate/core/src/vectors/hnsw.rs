//! Approximate nearest-neighbour index over int8 vectors: HNSW from `instant-distance` (fixed
//! seed; deterministic on one thread, faster on several), serialized into the bundle with
//! `postcard`.
//!
//! Used for entity vectors only where it beats the exact int8 scan ([`crate::vectors::vector::Int8Index`]):
//! see [`use_hnsw`] for the rule and `BENCHMARKS.md` ("Search") for the measurements behind it.
//! A bundle is untrusted, so the serialized graph is walked and every neighbour id is checked
//! before `instant-distance` sees it (its search indexes by those ids without checks).

#[cfg(not(target_arch = "wasm32"))]
use crate::vectors::vector::Int8Index;
use crate::vectors::vector::VectorIndex;
#[cfg(not(target_arch = "wasm32"))]
use instant_distance::Builder;
use instant_distance::{HnswMap, Point, Search};
use serde::{Deserialize, Serialize};

/// Seed of the layer assignment (fixed: the same vectors give the same graph).
pub const SEED: u64 = 0x5eed_d0a1_9a4f;
/// `instant-distance`'s M (neighbours per node above layer 0; 2·M on layer 0).
const M: usize = 32;

/// Vectors from which the HNSW index is built next to the exact scan. Measured on these 2 cores
/// (BENCHMARKS.md, "Search", 128-dim int8): the exact scan costs ~0.13 µs per vector per query
/// in wasm (hybrid search at 48k entities: 8 ms p50 vs 3 ms with HNSW), while HNSW costs ~1 ms
/// of single-threaded build per vector (48 s at 48k), ~330 extra bundle bytes per vector and
/// recall@10 against exact falling from 99% (1k) to 86% (48k) with default parameters. So
/// exact up to 100k vectors (≤ ~13 ms per query in wasm, exact results, smallest bundle);
/// HNSW beyond, where a linear scan stops being interactive.
pub const HNSW_MIN_VECTORS: usize = 100_000;

/// True when a bundle with `n` vectors should carry an HNSW index (see [`HNSW_MIN_VECTORS`]).
pub fn use_hnsw(n: usize) -> bool {
    n >= HNSW_MIN_VECTORS
}

/// An int8 row with its scale; distance = 1 − cosine.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Row {
    v: Vec<i8>,
    scale: f32,
}

impl Point for Row {
    fn distance(&self, other: &Self) -> f32 {
        1.0 - dot_i8(&self.v, &other.v) as f32 * self.scale * other.scale
    }
}

/// The dot product of two int8 rows, in 16 independent lanes so the compiler vectorizes it
/// (the HNSW build spends most of its time here).
fn dot_i8(a: &[i8], b: &[i8]) -> i32 {
    const LANES: usize = 16;
    let mut lanes = [0i32; LANES];
    let (a_chunks, b_chunks) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let tail: i32 =
        a_chunks.remainder().iter().zip(b_chunks.remainder()).map(|(&x, &y)| i32::from(x) * i32::from(y)).sum();
    for (x, y) in a_chunks.zip(b_chunks) {
        for i in 0..LANES {
            lanes[i] += i32::from(i16::from(x[i]) * i16::from(y[i]));
        }
    }
    lanes.iter().sum::<i32>() + tail
}

/// Why a serialized HNSW index is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid HNSW index at byte {at}: {message}")]
pub struct HnswError {
    /// Byte offset.
    pub at: usize,
    /// What is wrong.
    pub message: String,
}

/// An HNSW index whose values are row ids of an [`Int8Index`].
pub struct HnswIndex {
    dims: usize,
    map: HnswMap<Row, u32>,
}

impl std::fmt::Debug for HnswIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HnswIndex").field("dims", &self.dims).field("len", &self.map.values.len()).finish()
    }
}

impl HnswIndex {
    /// Builds the index over every row of `rows` (deterministic: fixed seed, one thread).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn build(rows: &Int8Index) -> Self {
        Self::build_on(rows, 1)
    }

    /// Builds the index on `threads` threads: one gives the same graph every time; more insert
    /// points concurrently, so neighbour lists may differ from build to build (same quality).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn build_on(rows: &Int8Index, threads: usize) -> Self {
        let (data, scales) = rows.parts();
        let dims = rows.dims();
        let points: Vec<Row> =
            data.chunks_exact(dims.max(1)).zip(scales).map(|(v, &scale)| Row { v: v.to_vec(), scale }).collect();
        let values: Vec<u32> = (0..points.len() as u32).collect();
        let build = || Builder::default().seed(SEED).build(points, values);
        let map = match rayon::ThreadPoolBuilder::new().num_threads(threads.max(1)).build() {
            Ok(pool) => pool.install(build),
            Err(_) => build(),
        };
        Self { dims, map }
    }

    /// Serialized form (postcard).
    pub fn to_bytes(&self) -> Vec<u8> {
        postcard::to_allocvec(&self.map).unwrap_or_default()
    }

    /// Reads a serialized index of `n` rows of `dims` dimensions, validating the graph first.
    pub fn from_bytes(bytes: &[u8], n: usize, dims: usize) -> Result<Self, HnswError> {
        validate(bytes, n, dims)?;
        let map: HnswMap<Row, u32> =
            postcard::from_bytes(bytes).map_err(|e| HnswError { at: 0, message: e.to_string() })?;
        Ok(Self { dims, map })
    }
}

impl VectorIndex for HnswIndex {
    fn dims(&self) -> usize {
        self.dims
    }

    fn len(&self) -> usize {
        self.map.values.len()
    }

    fn search(&self, query: &[f32], k: usize) -> Vec<(u32, f32)> {
        if query.len() != self.dims || self.dims == 0 {
            return Vec::new();
        }
        let (scale, v) = crate::vectors::vector::quantize_row(query);
        let mut search = Search::default();
        let mut hits: Vec<(u32, f32)> = self
            .map
            .search(&Row { v, scale }, &mut search)
            .take(k)
            .map(|item| (*item.value, 1.0 - item.distance))
            .collect();
        hits.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        hits
    }
}

/// Walks postcard's encoding of `HnswMap<Row, u32>` and checks every count and id:
/// `{ hnsw: { ef_search, points: [Row], zero: [[id; 2M]], layers: [[[id; M]]] }, values: [u32] }`.
fn validate(bytes: &[u8], n: usize, dims: usize) -> Result<(), HnswError> {
    struct Cursor<'a> {
        b: &'a [u8],
        at: usize,
    }
    impl Cursor<'_> {
        fn err(&self, m: impl Into<String>) -> HnswError {
            HnswError { at: self.at, message: m.into() }
        }
        fn varint(&mut self) -> Result<u64, HnswError> {
            let mut v = 0u64;
            for shift in (0..64).step_by(7) {
                let byte = *self.b.get(self.at).ok_or_else(|| self.err("unexpected end"))?;
                self.at += 1;
                v |= u64::from(byte & 0x7f) << shift;
                if byte & 0x80 == 0 {
                    return Ok(v);
                }
            }
            Err(self.err("varint too long"))
        }
        fn skip(&mut self, k: usize) -> Result<(), HnswError> {
            if self.b.len() - self.at < k {
                return Err(self.err("unexpected end"));
            }
            self.at += k;
            Ok(())
        }
        fn ids(&mut self, count: usize, bound: u64) -> Result<(), HnswError> {
            for _ in 0..count {
                let id = self.varint()?;
                if id != u64::from(u32::MAX) && id >= bound {
                    return Err(self.err(format!("neighbour id {id} out of range (< {bound})")));
                }
            }
            Ok(())
        }
    }
    let mut c = Cursor { b: bytes, at: 0 };
    c.varint()?; // ef_search
    let points = c.varint()? as usize;
    if points != n {
        return Err(c.err(format!("{points} points, expected {n}")));
    }
    for _ in 0..points {
        if c.varint()? as usize != dims {
            return Err(c.err(format!("a point without {dims} dimensions")));
        }
        c.skip(dims + 4)?;
    }
    if c.varint()? as usize != n {
        return Err(c.err("layer 0 does not have one node per point"));
    }
    for _ in 0..n {
        c.ids(2 * M, n as u64)?;
    }
    let layers = c.varint()? as usize;
    let mut previous = n;
    for _ in 0..layers {
        let len = c.varint()? as usize;
        if len == 0 || len > previous {
            return Err(c.err(format!("upper layer of {len} nodes below one of {previous}")));
        }
        for _ in 0..len {
            c.ids(M, len as u64)?;
        }
        previous = len;
    }
    if c.varint()? as usize != n {
        return Err(c.err("one value per point expected"));
    }
    c.ids(n, n as u64)?;
    if c.at != bytes.len() {
        return Err(c.err("trailing bytes"));
    }
    Ok(())
}

// The index is built natively only (one-thread rayon pool).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::vectors::vector::Int8Index;

    fn rows(n: usize, dims: usize) -> Int8Index {
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        let mut idx = Int8Index::new(dims);
        for _ in 0..n {
            let v: Vec<f32> = (0..dims)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x % 2001) as f32 / 1000.0 - 1.0
                })
                .collect();
            let norm = v.iter().map(|a| a * a).sum::<f32>().sqrt();
            idx.push(&v.iter().map(|a| a / norm).collect::<Vec<_>>()).unwrap();
        }
        idx
    }

    /// Recall@10 of `index` against the exact scan over `data`, in percent.
    fn recall(data: &Int8Index, index: &HnswIndex) -> usize {
        let (mut found, mut total) = (0, 0);
        for q in (0..data.len()).step_by(13) {
            let query = data.row(q).unwrap();
            let exact: Vec<u32> = data.search(&query, 10).iter().map(|h| h.0).collect();
            let approx: Vec<u32> = index.search(&query, 10).iter().map(|h| h.0).collect();
            assert_eq!(approx[0], q as u32, "a stored vector finds itself");
            found += approx.iter().filter(|id| exact.contains(id)).count();
            total += 10;
        }
        found * 100 / total
    }

    #[test]
    fn a_build_on_several_threads_is_as_good_and_loads() {
        let data = rows(2000, 32);
        let bytes = HnswIndex::build_on(&data, 2).to_bytes();
        let loaded = HnswIndex::from_bytes(&bytes, 2000, 32).unwrap();
        let one_thread = recall(&data, &HnswIndex::build(&data));
        let two = recall(&data, &loaded);
        assert!(two >= 85 && two + 5 >= one_thread, "recall@10 on 2 threads {two}%, on one {one_thread}%");
    }

    #[test]
    fn dot_product_in_lanes_equals_the_plain_sum() {
        for n in [0, 1, 15, 16, 17, 128, 131] {
            let a: Vec<i8> = (0..n).map(|i| (i * 37 % 256) as u8 as i8).collect();
            let b: Vec<i8> = (0..n).map(|i| (i * 91 % 256) as u8 as i8).collect();
            let plain: i32 = a.iter().zip(&b).map(|(&x, &y)| i32::from(x) * i32::from(y)).sum();
            assert_eq!(dot_i8(&a, &b), plain, "{n} dimensions");
        }
        let extreme = vec![i8::MIN; 128];
        assert_eq!(dot_i8(&extreme, &extreme), 128 * 128 * 128);
    }

    #[test]
    fn hnsw_recall_against_exact_and_deterministic_bytes() {
        let data = rows(400, 32);
        let hnsw = HnswIndex::build(&data);
        let bytes = hnsw.to_bytes();
        assert_eq!(bytes, HnswIndex::build(&data).to_bytes(), "the build is deterministic");
        let loaded = HnswIndex::from_bytes(&bytes, 400, 32).unwrap();
        assert!(recall(&data, &loaded) >= 90, "recall@10 vs exact");
    }

    #[test]
    fn hostile_graphs_are_refused() {
        let data = rows(200, 8);
        let bytes = HnswIndex::build(&data).to_bytes();
        assert!(HnswIndex::from_bytes(&bytes, 199, 8).is_err());
        assert!(HnswIndex::from_bytes(&bytes, 200, 9).is_err());
        for cut in [0, 1, 10, bytes.len() / 2, bytes.len() - 1] {
            assert!(HnswIndex::from_bytes(&bytes[..cut], 200, 8).is_err(), "cut at {cut}");
        }
        // Flip bytes across the graph: never a panic, either refused or still searchable.
        for at in (0..bytes.len()).step_by(97) {
            let mut bad = bytes.clone();
            bad[at] = bad[at].wrapping_add(0x55);
            if let Ok(idx) = HnswIndex::from_bytes(&bad, 200, 8) {
                let _ = idx.search(&data.row(0).unwrap(), 5);
            }
        }
    }
}

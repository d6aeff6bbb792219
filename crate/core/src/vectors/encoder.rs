//! The query encoder: a **static token table** distilled from a sentence transformer
//! (`dualgraph distill`, see `dualgraph_build::distill`), run by the same code at build time (entity
//! vectors) and at query time in wasm (the question), so both sides produce the same vectors.
//!
//! A text is tokenized with the model's own WordPiece vocabulary ([`crate::text::wordpiece`]); each
//! token id has an int8 vector with one `f32` scale per row and an SIF weight (rare tokens count
//! more); the sentence vector is the weighted mean of its token vectors, L2-normalized. Encoding
//! costs one table lookup per token — microseconds, no matrix multiply — at the price of word
//! order and context, which BM25 fusion partly makes up for ([`crate::tkg::search`]).
//!
//! The table is a versioned artifact (`.dgst`, format [`TABLE_VERSION`]) that carries its
//! provenance (model, method, source checksums) and an xxh3 checksum of its bytes. Its identity
//! ([`StaticEncoder::identity`]: model, method, dims, checksum) is written to the bundle manifest
//! and next to the vectors it produced; a bundle whose vectors and table disagree is refused.
//! `dualgraph build` copies the table into the bundle as section [`TABLE_SECTION`].

use crate::format::wire::{Reader, WireError, Writer};
use crate::skg::store::Store;
use crate::text::wordpiece::{VocabError, WordPiece};
use crate::vectors::vector::{Encoder, VectorIndex};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Magic of a static table file (`.dgst`).
pub const TABLE_MAGIC: &[u8; 4] = b"DGST";
/// Format version of static table files this engine reads and writes.
pub const TABLE_VERSION: u32 = 1;
/// Bundle section holding the table (the `.dgst` bytes unchanged).
pub const TABLE_SECTION: &str = crate::format::manifest::sections::ENCODER_TABLE;
/// Minimum token weight of a content word ([`StaticEncoder::has_content_word`]); with SIF
/// weights `a / (a + p)` this is `p ≤ a`: rarer than the ~100 most frequent words.
pub const CONTENT_WEIGHT: f32 = 0.5;

/// Method name of tables made by `dualgraph distill`.
pub const METHOD: &str = "static-token-at-position";

/// Where a table came from (stored as JSON inside the table).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Provenance {
    /// Model name (e.g. `sentence-transformers/all-MiniLM-L6-v2`).
    pub model: String,
    /// xxh3-64 (hex) of each model file that was read, by file name.
    pub model_files: std::collections::BTreeMap<String, String>,
    /// Distillation method ([`METHOD`]).
    pub method: String,
    /// Free-form details: which hidden state, PCA, weighting, quantization.
    pub details: serde_json::Value,
    /// Tool and version that wrote it.
    pub tool: String,
}

pub use crate::format::manifest::EncoderIdentity;

/// Why a table or a bundle's encoder cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum EncoderError {
    /// The table bytes are invalid.
    #[error("invalid static table: {0}")]
    Invalid(#[from] WireError),
    /// The vocabulary is unusable.
    #[error("invalid static table vocabulary: {0}")]
    Vocab(#[from] VocabError),
    /// The table's checksum does not match its contents.
    #[error("static table checksum mismatch: stored {stored:016x}, computed {computed:016x} (the file is damaged)")]
    Checksum {
        /// Stored checksum.
        stored: u64,
        /// Computed checksum.
        computed: u64,
    },
    /// The bundle was built without an encoder.
    #[error("the bundle has no query encoder (section `{TABLE_SECTION}` is missing); rebuild it with `dualgraph build` and an encoder table")]
    Missing,
    /// The entity vectors were made by another encoder, or have another shape.
    #[error(transparent)]
    Vectors(#[from] crate::vectors::vector::VectorError),
    /// The entity vectors section is invalid.
    #[error("invalid entity vectors: {0}")]
    VectorsSection(WireError),
    /// The bundle's manifest names another encoder than the table it carries.
    #[error("the bundle manifest records encoder {manifest:?} but its table is {table:?}; the bundle is inconsistent, rebuild it")]
    Mismatch {
        /// Identity in the manifest.
        manifest: String,
        /// Identity of the table in the bundle.
        table: String,
    },
}

/// A distilled static token table and its tokenizer.
#[derive(Clone)]
pub struct StaticEncoder {
    provenance: Provenance,
    tokenizer: WordPiece,
    dims: usize,
    weights: Vec<f32>,
    scales: Vec<f32>,
    vectors: Vec<i8>,
    checksum: u64,
    table_bytes: usize,
    id: String,
}

/// The parts of a table, for writing one ([`write_table`]).
#[derive(Debug, Clone)]
pub struct TableParts<'a> {
    /// Provenance.
    pub provenance: &'a Provenance,
    /// Vocabulary in id order (must contain `[UNK]`).
    pub tokens: &'a [String],
    /// Dimensions.
    pub dims: usize,
    /// Per-token weight (0 = ignored).
    pub weights: &'a [f32],
    /// Per-token scale of the int8 row.
    pub scales: &'a [f32],
    /// Row-major int8 vectors, `tokens.len() × dims`.
    pub vectors: &'a [i8],
}

/// Serializes a static table: header, provenance JSON, vocabulary, weights, scales, int8 rows,
/// then the xxh3-64 of everything before it.
pub fn write_table(parts: &TableParts<'_>) -> Vec<u8> {
    let n = parts.tokens.len();
    assert!(parts.weights.len() == n && parts.scales.len() == n && parts.vectors.len() == n * parts.dims);
    let mut w = Writer::new(TABLE_MAGIC, TABLE_VERSION);
    w.str(&serde_json::to_string(parts.provenance).unwrap_or_default()).usize(n).usize(parts.dims);
    for t in parts.tokens {
        w.str(t);
    }
    for &x in parts.weights {
        w.f32(x);
    }
    for &x in parts.scales {
        w.f32(x);
    }
    let raw: Vec<u8> = parts.vectors.iter().map(|&v| v as u8).collect();
    w.bytes(&raw);
    let mut bytes = w.finish();
    let sum = xxhash_rust::xxh3::xxh3_64(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    bytes
}

pub use crate::vectors::vector::quantize_row;

impl StaticEncoder {
    /// Reads and verifies a table (`.dgst` bytes).
    pub fn from_bytes(section: &str, bytes: &[u8]) -> Result<Self, EncoderError> {
        let body_len = bytes.len().saturating_sub(8);
        let (body, tail) = bytes.split_at(body_len);
        let (r, version) = Reader::new(section, body, TABLE_MAGIC)?;
        if tail.len() != 8 {
            return Err(r.error("truncated: no checksum").into());
        }
        let stored = u64::from_le_bytes(tail.try_into().unwrap_or([0; 8]));
        let computed = xxhash_rust::xxh3::xxh3_64(body);
        if stored != computed {
            return Err(EncoderError::Checksum { stored, computed });
        }
        let mut r = r;
        if version != TABLE_VERSION {
            return Err(r
                .error(format!("static table format version {version}, this engine reads version {TABLE_VERSION}"))
                .into());
        }
        let provenance: Provenance =
            serde_json::from_str(r.str()?).map_err(|e| r.error(format!("provenance is not valid JSON: {e}")))?;
        let n = r.count(1 + 4 + 4)?;
        let dims = r.u32()? as usize;
        if dims == 0 || dims > 4096 {
            return Err(r.error(format!("{dims} dimensions (expected 1..=4096)")).into());
        }
        let mut tokens = Vec::with_capacity(n);
        for _ in 0..n {
            tokens.push(r.str()?.to_owned());
        }
        let mut weights = Vec::with_capacity(n);
        for _ in 0..n {
            weights.push(r.f32()?);
        }
        let mut scales = Vec::with_capacity(n);
        for _ in 0..n {
            scales.push(r.f32()?);
        }
        let need = n.checked_mul(dims).ok_or_else(|| r.error("table too large"))?;
        let vectors: Vec<i8> = r.bytes(need)?.iter().map(|&b| b as i8).collect();
        r.finish()?;
        let tokenizer = WordPiece::new(tokens)?;
        let id = format!("{}/{}/{}d/{:016x}", provenance.model, provenance.method, dims, stored);
        Ok(Self {
            provenance,
            tokenizer,
            dims,
            weights,
            scales,
            vectors,
            checksum: stored,
            table_bytes: bytes.len(),
            id,
        })
    }

    /// The table's provenance.
    pub fn provenance(&self) -> &Provenance {
        &self.provenance
    }

    /// The WordPiece tokenizer of the table's vocabulary.
    pub fn tokenizer(&self) -> &WordPiece {
        &self.tokenizer
    }

    /// Identity for manifests.
    pub fn identity(&self) -> EncoderIdentity {
        EncoderIdentity {
            id: self.id.clone(),
            model: self.provenance.model.clone(),
            method: self.provenance.method.clone(),
            dims: self.dims,
            vocab: self.weights.len(),
            checksum: format!("{:016x}", self.checksum),
            table_bytes: self.table_bytes,
        }
    }

    /// Per-token weight.
    pub fn weight(&self, token: u32) -> f32 {
        self.weights.get(token as usize).copied().unwrap_or(0.0)
    }

    /// Dequantized vector of one token.
    pub fn token_vector(&self, token: u32) -> Option<Vec<f32>> {
        let t = token as usize;
        let row = self.vectors.get(t * self.dims..(t + 1) * self.dims)?;
        Some(row.iter().map(|&v| f32::from(v) * self.scales[t]).collect())
    }

    /// True when `text` has a *content word* for this encoder: a word that is one whole
    /// vocabulary token with weight at least [`CONTENT_WEIGHT`] (so not one of the most frequent
    /// words). Without one — gibberish split into pieces, only stop words — a static encoder's
    /// nearest neighbours are arbitrary, and search ranks by BM25 alone.
    pub fn has_content_word(&self, text: &str) -> bool {
        self.tokenizer.whole_words(text).into_iter().any(|id| self.weight(id) >= CONTENT_WEIGHT)
    }

    /// Encodes token ids: normalized weighted mean of their rows (zero vector when no token
    /// has weight).
    pub fn encode_ids(&self, ids: &[u32]) -> Vec<f32> {
        let mut acc = vec![0.0f32; self.dims];
        for &id in ids {
            let t = id as usize;
            let (Some(&w), Some(row)) = (self.weights.get(t), self.vectors.get(t * self.dims..(t + 1) * self.dims))
            else {
                continue;
            };
            if w == 0.0 {
                continue;
            }
            let s = w * self.scales[t];
            for (a, &v) in acc.iter_mut().zip(row) {
                *a += s * f32::from(v);
            }
        }
        let norm = acc.iter().map(|x| x * x).sum::<f32>().sqrt();
        if norm > 0.0 {
            for a in &mut acc {
                *a /= norm;
            }
        }
        acc
    }
}

impl std::fmt::Debug for StaticEncoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StaticEncoder").field("id", &self.id).field("vocab", &self.weights.len()).finish()
    }
}

impl Encoder for StaticEncoder {
    fn id(&self) -> &str {
        &self.id
    }

    fn dims(&self) -> usize {
        self.dims
    }

    fn encode(&self, text: &str) -> Vec<f32> {
        self.encode_ids(&self.tokenizer.encode(text))
    }
}

/// The encoder a bundle was built with: what other modules use to embed a text so it compares
/// with the bundle's vectors.
///
/// ```no_run
/// # fn f(store: &dualgraph_core::skg::store::Store) -> Result<(), dualgraph_core::vectors::encoder::EncoderError> {
/// use dualgraph_core::vectors::encoder::BundleEncoder;
/// use dualgraph_core::vectors::vector::{ExactIndex, VectorIndex};
/// let encoder = BundleEncoder::from_store(store)?;
/// let mut index = ExactIndex::new(encoder.dims());
/// for s in ["products with a screen size above 6 inches", "the cheapest laptop"] {
///     index.push(&encoder.encode(s)).unwrap();
/// }
/// let top = index.search(&encoder.encode("phones with big screens"), 5); // [(id, cosine)]
/// # Ok(()) }
/// ```
///
/// Cloning is cheap (the parsed table is shared): parse it once per bundle and hand out clones.
#[derive(Debug, Clone)]
pub struct BundleEncoder {
    inner: Arc<StaticEncoder>,
}

impl BundleEncoder {
    /// Loads the bundle's encoder table and checks it against the manifest's identity.
    pub fn from_store(store: &Store) -> Result<Self, EncoderError> {
        let bytes = store.bundle().section(TABLE_SECTION).map_err(|_| EncoderError::Missing)?;
        let inner = StaticEncoder::from_bytes(TABLE_SECTION, bytes)?;
        if let Some(recorded) = manifest_identity(store) {
            if recorded != inner.id {
                return Err(EncoderError::Mismatch { manifest: recorded, table: inner.id.clone() });
            }
        }
        Ok(Self::new(inner))
    }

    /// Wraps a table (build time).
    pub fn new(inner: StaticEncoder) -> Self {
        Self { inner: Arc::new(inner) }
    }

    /// Embeds a text (L2-normalized; cosine similarity = dot product).
    pub fn encode(&self, text: &str) -> Vec<f32> {
        self.inner.encode(text)
    }

    /// Vector dimensionality.
    pub fn dims(&self) -> usize {
        self.inner.dims
    }

    /// Identity (as in the manifest).
    pub fn id(&self) -> &str {
        &self.inner.id
    }

    /// The underlying table.
    pub fn table(&self) -> &StaticEncoder {
        &self.inner
    }
}

impl Encoder for BundleEncoder {
    fn id(&self) -> &str {
        &self.inner.id
    }
    fn dims(&self) -> usize {
        self.inner.dims
    }
    fn encode(&self, text: &str) -> Vec<f32> {
        self.inner.encode(text)
    }
}

/// A bundle's query encoder with the entity vectors it made (what semantic entity retrieval
/// needs, [`crate::tkg::search`]).
#[derive(Debug, Clone)]
pub struct Semantic {
    /// The query encoder.
    pub encoder: BundleEncoder,
    /// One vector per entity.
    pub vectors: crate::vectors::entity_vectors::EntityVectors,
}

impl Semantic {
    /// Reads the bundle's entity vectors and encoder (`None` when the bundle has no vectors);
    /// refuses vectors made by another encoder than the bundle's table.
    pub fn from_store(store: &Store, entities: usize) -> Result<Option<Self>, EncoderError> {
        Self::from_store_with(store, entities, || BundleEncoder::from_store(store))
    }

    /// [`Semantic::from_store`] with the bundle's encoder from `encoder`, called only when the
    /// bundle has vectors (to share one parsed table, see [`crate::qa::Knowledge`]).
    pub fn from_store_with(
        store: &Store,
        entities: usize,
        encoder: impl FnOnce() -> Result<BundleEncoder, EncoderError>,
    ) -> Result<Option<Self>, EncoderError> {
        let Ok(bytes) = store.bundle().section(crate::vectors::entity_vectors::VECTORS_SECTION) else {
            return Ok(None);
        };
        let vectors = crate::vectors::entity_vectors::EntityVectors::from_bytes(bytes, entities)
            .map_err(EncoderError::VectorsSection)?;
        let encoder = encoder()?;
        crate::vectors::vector::check_identity(&vectors.encoder, &encoder)?;
        if vectors.index.dims() != encoder.dims() {
            return Err(crate::vectors::vector::VectorError::Dimensions {
                expected: encoder.dims(),
                got: vectors.index.dims(),
            }
            .into());
        }
        Ok(Some(Self { encoder, vectors }))
    }
}

/// The encoder id recorded in the manifest (`build.encoder.id`), if any.
pub fn manifest_identity(store: &Store) -> Option<String> {
    store.manifest().build.encoder.as_ref().map(|e| e.id.clone())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A tiny table: tokens with hand-made 4-d vectors.
    pub(crate) fn tiny_table() -> Vec<u8> {
        let tokens: Vec<String> =
            ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "phone", "battery", "screen", "big", "##s", "the"]
                .iter()
                .map(|s| s.to_string())
                .collect();
        let rows: [[f32; 4]; 10] = [
            [0.0; 4],
            [0.0; 4],
            [0.0; 4],
            [0.0; 4],
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.7, 0.7],
            [0.1, 0.1, 0.1, 0.1],
            [0.5, 0.5, 0.5, 0.5],
        ];
        let weights = [0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 0.5, 0.1];
        let (mut scales, mut vectors) = (Vec::new(), Vec::new());
        for r in &rows {
            let (s, q) = quantize_row(r);
            scales.push(s);
            vectors.extend(q);
        }
        let provenance = Provenance {
            model: "tiny".into(),
            model_files: Default::default(),
            method: METHOD.into(),
            details: serde_json::json!({}),
            tool: "test".into(),
        };
        write_table(&TableParts {
            provenance: &provenance,
            tokens: &tokens,
            dims: 4,
            weights: &weights,
            scales: &scales,
            vectors: &vectors,
        })
    }

    #[test]
    fn encodes_weighted_normalized_means() {
        let enc = StaticEncoder::from_bytes("t", &tiny_table()).unwrap();
        assert_eq!(enc.dims(), 4);
        let v = enc.encode("Phone");
        assert!((v[0] - 1.0).abs() < 1e-6 && v[1].abs() < 1e-6);
        let v = enc.encode("the phone battery");
        let norm: f32 = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-5);
        assert!(v[0] > v[2] && (v[0] - v[1]).abs() < 1e-5, "{v:?}");
        // Unknown words and special tokens carry no weight: a zero vector, not NaN.
        assert_eq!(enc.encode("zzz [CLS]"), vec![0.0; 4]);
        assert!(enc.id().starts_with("tiny/static-token-at-position/4d/"));
        assert_eq!(enc.identity().vocab, 10);
    }

    #[test]
    fn damaged_tables_are_refused() {
        let bytes = tiny_table();
        let mut bad = bytes.clone();
        bad[20] ^= 1;
        assert!(matches!(StaticEncoder::from_bytes("t", &bad), Err(EncoderError::Checksum { .. })));
        assert!(StaticEncoder::from_bytes("t", &bytes[..bytes.len() - 3]).is_err());
        assert!(StaticEncoder::from_bytes("t", b"DGSX").is_err());
        assert!(StaticEncoder::from_bytes("t", b"").is_err());
    }
}

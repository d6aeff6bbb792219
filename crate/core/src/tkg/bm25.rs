//! BM25 lexical index: the entity scorer of TKG retrieval ([`crate::tkg::search`]) and a chunk index.
//!
//! * **Tokenizer** ([`tokenize`]): lowercase, split on anything that is not a letter or digit,
//!   so model numbers stay whole (`S25` → `s25`, `UE46ES6710S` → `ue46es6710s`); a tiny English
//!   stop list; light plural folding for purely alphabetic words (`flats` → `flat`, `batteries`
//!   → `battery`). The same function runs at build time and at query time.
//! * **Scoring**: Okapi BM25 (`k1` = 1.2, `b` = 0.75). Term IDFs are computed natively at build
//!   time and stored as `f32`, so query-time scoring is additions, multiplications and
//!   divisions only — bit-identical in wasm and natively.
//! * **Serialization** ([`Bm25Index::write`]): front-coded sorted vocabulary, per-term IDF, and
//!   postings as varint doc-id deltas with term frequencies ([`crate::format::wire`]).

use crate::format::wire::{Reader, WireError, Writer};
use crate::rank::top_k;
use std::collections::HashMap;

/// Words dropped by the tokenizer (a tiny English list: function words only).
pub const STOP_WORDS: &[&str] = &[
    "a", "about", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be", "but", "by", "can", "could", "do",
    "does", "for", "from", "had", "has", "have", "how", "i", "if", "in", "into", "is", "it", "its", "me", "my", "of",
    "on", "or", "our", "so", "than", "that", "the", "their", "them", "then", "there", "these", "they", "this", "to",
    "us", "was", "we", "were", "what", "when", "where", "which", "who", "why", "will", "with", "would", "you", "your",
];

/// True for a stop word (lowercase input).
pub fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.binary_search(&word).is_ok()
}

/// Index terms of a text: lowercased runs of letters and digits, stop words removed, plurals
/// folded. Deterministic and identical on every target.
pub fn tokenize(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<String>| {
        if !word.is_empty() {
            if !is_stop_word(word) {
                out.push(crate::text::names::singular(word));
            }
            word.clear();
        }
    };
    for c in text.chars() {
        if c.is_alphanumeric() {
            word.extend(c.to_lowercase());
        } else {
            flush(&mut word, &mut out);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// BM25 parameters.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bm25Params {
    /// Term-frequency saturation.
    pub k1: f32,
    /// Length normalization.
    pub b: f32,
}

impl Default for Bm25Params {
    fn default() -> Self {
        Self { k1: 1.2, b: 0.75 }
    }
}

/// Collects documents, then builds a [`Bm25Index`].
#[derive(Debug, Default)]
pub struct Bm25Builder {
    terms: HashMap<String, u32>,
    docs: Vec<Vec<(u32, u32)>>,
    lengths: Vec<u32>,
}

impl Bm25Builder {
    /// An empty builder.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a document (its text is tokenized); returns its id (ids are consecutive from 0).
    pub fn add(&mut self, text: &str) -> u32 {
        let tokens = tokenize(text);
        let mut counts: HashMap<u32, u32> = HashMap::new();
        for t in &tokens {
            let next = self.terms.len() as u32;
            let id = *self.terms.entry(t.clone()).or_insert(next);
            *counts.entry(id).or_default() += 1;
        }
        let mut counts: Vec<(u32, u32)> = counts.into_iter().collect();
        counts.sort_unstable();
        self.docs.push(counts);
        self.lengths.push(tokens.len() as u32);
        (self.docs.len() - 1) as u32
    }

    /// Builds the index.
    pub fn finish(self, params: Bm25Params) -> Bm25Index {
        let mut vocab: Vec<(String, u32)> = self.terms.into_iter().collect();
        vocab.sort_unstable();
        let mut rank = vec![0u32; vocab.len()];
        for (i, (_, tmp)) in vocab.iter().enumerate() {
            rank[*tmp as usize] = i as u32;
        }
        let mut postings: Vec<Vec<(u32, u32)>> = vec![Vec::new(); vocab.len()];
        for (doc, counts) in self.docs.iter().enumerate() {
            for &(t, tf) in counts {
                postings[rank[t as usize] as usize].push((doc as u32, tf));
            }
        }
        let n = self.docs.len() as f64;
        let idf = postings
            .iter()
            .map(|p| {
                let df = p.len() as f64;
                ((n - df + 0.5) / (df + 0.5) + 1.0).ln() as f32
            })
            .collect();
        let total: u64 = self.lengths.iter().map(|&l| u64::from(l)).sum();
        let avgdl = if self.lengths.is_empty() { 1.0 } else { (total as f64 / n).max(1e-3) as f32 };
        let mut offsets = Vec::with_capacity(postings.len() + 1);
        offsets.push(0u32);
        let mut flat = Vec::new();
        for p in postings {
            flat.extend(p);
            offsets.push(flat.len() as u32);
        }
        Bm25Index::assemble(
            params,
            vocab.into_iter().map(|(t, _)| t).collect(),
            idf,
            offsets,
            flat,
            self.lengths,
            avgdl,
        )
    }
}

/// A BM25 index over consecutive document ids.
#[derive(Debug, Clone, PartialEq)]
pub struct Bm25Index {
    params: Bm25Params,
    terms: Vec<String>,
    idf: Vec<f32>,
    offsets: Vec<u32>,
    postings: Vec<(u32, u32)>,
    lengths: Vec<u32>,
    avgdl: f32,
    /// `k1 * (1 - b + b * len / avgdl)` per document, derived at load time.
    norms: Vec<f32>,
}

const MAGIC: &[u8; 4] = b"DGBM";
/// Serialization format version of [`Bm25Index`].
pub const FORMAT: u32 = 1;

impl Bm25Index {
    fn assemble(
        params: Bm25Params,
        terms: Vec<String>,
        idf: Vec<f32>,
        offsets: Vec<u32>,
        postings: Vec<(u32, u32)>,
        lengths: Vec<u32>,
        avgdl: f32,
    ) -> Self {
        let norms = lengths.iter().map(|&l| params.k1 * (1.0 - params.b + params.b * l as f32 / avgdl)).collect();
        Self { params, terms, idf, offsets, postings, lengths, avgdl, norms }
    }

    /// Number of documents.
    pub fn len(&self) -> usize {
        self.lengths.len()
    }

    /// True when the index holds no document.
    pub fn is_empty(&self) -> bool {
        self.lengths.is_empty()
    }

    /// Number of distinct terms.
    pub fn terms(&self) -> usize {
        self.terms.len()
    }

    fn term_id(&self, term: &str) -> Option<usize> {
        self.terms.binary_search_by(|t| t.as_str().cmp(term)).ok()
    }

    /// Document frequency of an (already normalized) term.
    pub fn df(&self, term: &str) -> usize {
        self.term_id(term).map_or(0, |t| (self.offsets[t + 1] - self.offsets[t]) as usize)
    }

    /// Scores of every document matching at least one query term, unsorted. Query terms are
    /// tokenized like documents; repeated terms count once.
    pub fn scores(&self, query: &str) -> Vec<(u32, f32)> {
        let mut terms: Vec<usize> = tokenize(query).iter().filter_map(|t| self.term_id(t)).collect();
        terms.sort_unstable();
        terms.dedup();
        let mut acc: HashMap<u32, f32> = HashMap::new();
        let k1 = self.params.k1;
        for t in terms {
            let idf = self.idf[t];
            for &(doc, tf) in &self.postings[self.offsets[t] as usize..self.offsets[t + 1] as usize] {
                let tf = tf as f32;
                *acc.entry(doc).or_insert(0.0) += idf * (tf * (k1 + 1.0)) / (tf + self.norms[doc as usize]);
            }
        }
        acc.into_iter().collect()
    }

    /// The `k` best documents, best first (ties: lower id first).
    pub fn search(&self, query: &str, k: usize) -> Vec<(u32, f32)> {
        top_k(self.scores(query), k)
    }

    /// Appends the index to a section writer.
    pub fn write(&self, w: &mut Writer) {
        w.f32(self.params.k1).f32(self.params.b).f32(self.avgdl);
        w.usize(self.lengths.len());
        for &l in &self.lengths {
            w.varint(u64::from(l));
        }
        w.usize(self.terms.len());
        let mut prev = "";
        for (t, term) in self.terms.iter().enumerate() {
            let shared = prev.bytes().zip(term.bytes()).take_while(|(a, b)| a == b).count();
            // Keep the split on a char boundary.
            let shared = (0..=shared).rev().find(|&i| term.is_char_boundary(i)).unwrap_or(0);
            w.usize(shared).str(&term[shared..]).f32(self.idf[t]);
            let posting = &self.postings[self.offsets[t] as usize..self.offsets[t + 1] as usize];
            w.usize(posting.len());
            let mut last = 0u32;
            for &(doc, tf) in posting {
                w.varint(u64::from(doc - last)).varint(u64::from(tf));
                last = doc;
            }
            prev = term;
        }
    }

    /// Reads an index written by [`Bm25Index::write`], validating every id and the vocabulary
    /// order.
    pub fn read(r: &mut Reader<'_>) -> Result<Self, WireError> {
        let params = Bm25Params { k1: r.f32()?, b: r.f32()? };
        let avgdl = r.f32()?;
        if avgdl <= 0.0 {
            return Err(r.error("average document length must be positive"));
        }
        let docs = r.count(1)?;
        let mut lengths = Vec::with_capacity(docs);
        for _ in 0..docs {
            lengths.push(r.u32()?);
        }
        let n_terms = r.count(7)?;
        let mut terms: Vec<String> = Vec::with_capacity(n_terms);
        let mut idf = Vec::with_capacity(n_terms);
        let mut offsets = Vec::with_capacity(n_terms + 1);
        offsets.push(0u32);
        let mut postings: Vec<(u32, u32)> = Vec::new();
        for _ in 0..n_terms {
            let shared = r.varint()? as usize;
            let suffix = r.str()?;
            let prev = terms.last().map_or("", String::as_str);
            if shared > prev.len() || !prev.is_char_boundary(shared) {
                return Err(r.error("vocabulary prefix length out of range"));
            }
            let term = format!("{}{suffix}", &prev[..shared]);
            if terms.last().is_some_and(|p| p.as_str() >= term.as_str()) {
                return Err(r.error("vocabulary is not strictly sorted"));
            }
            terms.push(term);
            idf.push(r.f32()?);
            let df = r.count(2)?;
            let mut doc = 0u64;
            for i in 0..df {
                let delta = r.varint()?;
                if i > 0 && delta == 0 {
                    return Err(r.error("posting list is not strictly increasing"));
                }
                doc += delta;
                if doc >= docs as u64 {
                    return Err(r.error(format!("posting references document {doc} of {docs}")));
                }
                postings.push((doc as u32, r.u32()?));
            }
            offsets.push(postings.len() as u32);
        }
        Ok(Self::assemble(params, terms, idf, offsets, postings, lengths, avgdl))
    }

    /// Serializes the index alone as a section (`DGBM` magic, version).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut w = Writer::new(MAGIC, FORMAT);
        self.write(&mut w);
        w.finish()
    }

    /// Reads a section written by [`Bm25Index::to_bytes`].
    pub fn from_bytes(section: &str, bytes: &[u8]) -> Result<Self, WireError> {
        let (mut r, version) = Reader::new(section, bytes, MAGIC)?;
        if version != FORMAT {
            return Err(r.error(format!("BM25 format version {version}, this engine reads {FORMAT}")));
        }
        let index = Self::read(&mut r)?;
        r.finish()?;
        Ok(index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_words_are_sorted_for_binary_search() {
        assert!(STOP_WORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn tokenizer_keeps_model_numbers_whole_and_folds_plurals() {
        assert_eq!(tokenize("Galaxy S25 FE vs UE46ES6710S"), vec!["galaxy", "s25", "fe", "vs", "ue46es6710s"]);
        assert_eq!(tokenize("Quiet fridges for small flats"), vec!["quiet", "fridge", "small", "flat"]);
        assert_eq!(tokenize("Batteries, glass & 128GB Wi-Fi 6E"), vec!["battery", "glass", "128gb", "wi", "fi", "6e"]);
        assert_eq!(tokenize("Is the status OK? It's 5G!"), vec!["status", "ok", "s", "5g"]);
        assert_eq!(tokenize("GRÖSSE Größe"), vec!["grösse", "größe"]);
        assert!(tokenize("").is_empty());
    }

    fn index(docs: &[&str]) -> Bm25Index {
        let mut b = Bm25Builder::new();
        for d in docs {
            b.add(d);
        }
        b.finish(Bm25Params::default())
    }

    #[test]
    fn ranking_prefers_rare_terms_and_shorter_documents() {
        let idx = index(&[
            "quiet fridge freezer for a small flat",
            "large fridge freezer for families with a water dispenser",
            "noise cancelling headphones for flights",
            "quiet fridge",
            "fridge fridge fridge fridge fridge fridge fridge fridge fridge fridge fridge fridge",
        ]);
        let hits = idx.search("quiet small flat fridge", 5);
        assert_eq!(hits[0].0, 0, "{hits:?}");
        assert_eq!(hits[1].0, 3);
        assert!(hits.iter().all(|h| h.0 != 2));
        // Saturation: repeating a common word does not beat a rare match.
        let hits = idx.search("dispenser fridge", 2);
        assert_eq!(hits[0].0, 1);
        // Model numbers match exactly.
        let idx = index(&["Samsung UE46ES6710S television", "Samsung UE55 television"]);
        assert_eq!(idx.search("ue46es6710s", 5), vec![(0, idx.search("ue46es6710s", 1)[0].1)]);
        assert!(idx.search("nothing matches", 3).is_empty());
    }

    #[test]
    fn serialization_round_trips_and_scores_are_identical() {
        let idx = index(&["alpha beta gamma", "beta gamma delta", "épée über", "alphabet soup"]);
        let bytes = idx.to_bytes();
        let back = Bm25Index::from_bytes("t", &bytes).unwrap();
        assert_eq!(back, idx);
        for q in ["alpha", "gamma delta", "épée", "soup alpha"] {
            assert_eq!(back.search(q, 4), idx.search(q, 4));
        }
        assert_eq!(idx.df("beta"), 2);
    }

    #[test]
    fn corrupt_sections_are_rejected() {
        let idx = index(&["alpha beta", "beta gamma"]);
        let bytes = idx.to_bytes();
        for cut in [0, 5, 9, bytes.len() / 2, bytes.len() - 1] {
            assert!(Bm25Index::from_bytes("t", &bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut extra = bytes.clone();
        extra.push(0);
        assert!(Bm25Index::from_bytes("t", &extra).unwrap_err().message.contains("trailing"));
        // Flip every byte in turn: never a panic.
        for i in 8..bytes.len() {
            let mut b = bytes.clone();
            b[i] ^= 0x5a;
            let _ = Bm25Index::from_bytes("t", &b);
        }
    }

    #[test]
    fn top_k_breaks_ties_by_id() {
        let scored = vec![(3, 1.0), (1, 1.0), (2, 2.0), (0, 0.5)];
        assert_eq!(top_k(scored.clone(), 3), vec![(2, 2.0), (1, 1.0), (3, 1.0)]);
        assert_eq!(top_k(scored, 10).len(), 4);
        assert!(top_k(vec![(1, 1.0)], 0).is_empty());
    }
}

//! Term dictionary: every RDF term of the graph, sorted by its encoded key and front-coded in
//! blocks (as in HDT). A term's id is its rank, so lookups both ways are binary searches over
//! the bundle bytes — nothing is materialized at load time.
//!
//! Key encoding (sorting groups terms of one kind, so shared prefixes compress well):
//! `I` + IRI · `B` + blank node id · `S` + plain string · `L` + lang + `\0` + text ·
//! `T` + datatype IRI + `\0` + lexical form.

use crate::format::pages::Source;
use oxigraph::model::{BlankNode, Literal, NamedNode, Term, TermRef};
use std::borrow::Cow;
use std::ops::Range;

/// Keys per front-coded block.
pub const BLOCK_SIZE: usize = 16;

/// Encodes a term as its dictionary key.
pub fn encode_term(term: &Term) -> Vec<u8> {
    let mut key = Vec::new();
    encode_term_into(term.as_ref(), &mut key);
    key
}

/// Encodes a term as its dictionary key into `key` (cleared first), reusing its allocation.
pub fn encode_term_into(term: TermRef<'_>, key: &mut Vec<u8>) {
    key.clear();
    match term {
        TermRef::NamedNode(n) => {
            key.push(b'I');
            key.extend_from_slice(n.as_str().as_bytes());
        }
        TermRef::BlankNode(b) => {
            key.push(b'B');
            key.extend_from_slice(b.as_str().as_bytes());
        }
        TermRef::Literal(l) => {
            if let Some(lang) = l.language() {
                key.push(b'L');
                key.extend_from_slice(lang.as_bytes());
                key.push(0);
            } else if l.datatype() == oxigraph::model::vocab::xsd::STRING {
                key.push(b'S');
            } else {
                key.push(b'T');
                key.extend_from_slice(l.datatype().as_str().as_bytes());
                key.push(0);
            }
            key.extend_from_slice(l.value().as_bytes());
        }
        #[allow(unreachable_patterns)]
        _ => key.push(b'?'),
    }
}

/// Decodes a dictionary key back into a term; `None` for malformed keys.
pub fn decode_term(key: &[u8]) -> Option<Term> {
    let (&kind, rest) = key.split_first()?;
    let text = std::str::from_utf8(rest).ok()?;
    Some(match kind {
        b'I' => named_node(text)?.into(),
        b'B' => BlankNode::new(text).ok()?.into(),
        b'S' => Literal::new_simple_literal(text).into(),
        b'L' => {
            let (lang, value) = text.split_once('\0')?;
            Literal::new_language_tagged_literal(value, lang).ok()?.into()
        }
        b'T' => {
            let (datatype, value) = text.split_once('\0')?;
            Literal::new_typed_literal(value, named_node(datatype)?).into()
        }
        _ => return None,
    })
}

/// True when `iri` is certainly a valid absolute IRI without running the IRI parser:
/// `http(s)://` + a host of ASCII letters, digits, `.` and `-` + a path and an optional
/// `#fragment` of unreserved ASCII characters and `/`. Every IRI the builder writes has this
/// shape; anything else goes through the full parser.
fn is_simple_iri(iri: &str) -> bool {
    let Some(rest) = iri.strip_prefix("https://").or_else(|| iri.strip_prefix("http://")) else {
        return false;
    };
    let host_end = rest.find('/').unwrap_or(rest.len());
    let (host, tail) = rest.split_at(host_end);
    let (path, fragment) = tail.split_once('#').unwrap_or((tail, ""));
    let plain = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/');
    !host.is_empty()
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
        && path.bytes().all(plain)
        && fragment.bytes().all(plain)
}

/// A named node: IRIs of the simple shape skip the IRI parser, others are fully validated.
fn named_node(iri: &str) -> Option<NamedNode> {
    if is_simple_iri(iri) {
        Some(NamedNode::new_unchecked(iri))
    } else {
        NamedNode::new(iri).ok()
    }
}

fn push_varint(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn read_varint(data: &[u8], pos: &mut usize) -> Option<u32> {
    let mut v: u32 = 0;
    for shift in (0..35).step_by(7) {
        let b = *data.get(*pos)?;
        *pos += 1;
        v |= u32::from(b & 0x7f).checked_shl(shift)?;
        if b & 0x80 == 0 {
            return Some(v);
        }
    }
    None
}

/// Front-codes sorted, distinct keys. Returns `(block_offsets, data)`.
pub fn write<'k, K: AsRef<[u8]> + ?Sized + 'k>(sorted_keys: impl IntoIterator<Item = &'k K>) -> (Vec<u32>, Vec<u8>) {
    let mut offsets = Vec::new();
    let mut data = Vec::new();
    let mut previous: &[u8] = &[];
    for (i, key) in sorted_keys.into_iter().enumerate() {
        let key = key.as_ref();
        if i % BLOCK_SIZE == 0 {
            offsets.push(data.len() as u32);
            push_varint(&mut data, key.len() as u32);
            data.extend_from_slice(key);
        } else {
            let shared = previous.iter().zip(key.iter()).take_while(|(a, b)| a == b).count();
            push_varint(&mut data, shared as u32);
            push_varint(&mut data, (key.len() - shared) as u32);
            data.extend_from_slice(&key[shared..]);
        }
        previous = key;
    }
    (offsets, data)
}

/// Read-only view of a front-coded dictionary inside bundle bytes (whole, or paged).
#[derive(Clone)]
pub struct DictView<'a> {
    source: Source<'a>,
    index: Option<&'a SparseIndex>,
    /// File bytes of the little-endian u32 block offsets.
    offsets: Range<usize>,
    /// File bytes of the front-coded blocks.
    data: Range<usize>,
    /// Number of keys.
    len: u32,
}

impl<'a> DictView<'a> {
    /// The dictionary whose block offsets and blocks are file bytes `offsets` and `data` of
    /// `source`, holding `len` keys.
    pub fn new(source: Source<'a>, offsets: Range<usize>, data: Range<usize>, len: u32) -> Self {
        Self { source, index: None, offsets, data, len }
    }

    fn block_start(&self, block: usize) -> Option<usize> {
        if block >= self.blocks() {
            return None;
        }
        Some(self.source.u32_at(self.offsets.start + block * 4)? as usize)
    }

    fn blocks(&self) -> usize {
        self.offsets.len() / 4
    }

    /// The bytes of one block (up to the next block's start, or the end of the data).
    fn block(&self, block: usize) -> Option<Cow<'a, [u8]>> {
        let start = self.block_start(block)?;
        let end = if block + 1 < self.blocks() { self.block_start(block + 1)? } else { self.data.len() };
        if start > end || end > self.data.len() {
            return None;
        }
        self.source.bytes(self.data.start + start..self.data.start + end)
    }

    /// Decodes the keys of one block, calling `f(index_in_block, key)` until it returns false.
    fn scan_block(&self, block: usize, mut f: impl FnMut(usize, &[u8]) -> bool) -> Option<()> {
        let data = self.block(block)?;
        let data: &[u8] = &data;
        let mut pos = 0;
        let mut key: Vec<u8> = Vec::new();
        let first_id = block * BLOCK_SIZE;
        let count = (self.len as usize).saturating_sub(first_id).min(BLOCK_SIZE);
        for i in 0..count {
            if i == 0 {
                let len = read_varint(data, &mut pos)? as usize;
                key.extend_from_slice(data.get(pos..pos.checked_add(len)?)?);
                pos += len;
            } else {
                let shared = read_varint(data, &mut pos)? as usize;
                let len = read_varint(data, &mut pos)? as usize;
                if shared > key.len() {
                    return None;
                }
                key.truncate(shared);
                key.extend_from_slice(data.get(pos..pos.checked_add(len)?)?);
                pos += len;
            }
            if !f(i, &key) {
                break;
            }
        }
        Some(())
    }

    /// The key of term `id`, or `None` when out of range or malformed (or, in a paged bundle,
    /// not fetched yet: then the pages of its sparse-index span are asked for, see
    /// [`DictView::prefetch_span`]).
    pub fn key(&self, id: u32) -> Option<Vec<u8>> {
        if id >= self.len {
            return None;
        }
        let (block, index) = (id as usize / BLOCK_SIZE, id as usize % BLOCK_SIZE);
        let out = self.key_in_block(block, index);
        if out.is_none() {
            self.prefetch_span(block, PREFETCH_SPAN_BYTES);
        }
        out
    }

    fn key_in_block(&self, block: usize, index: usize) -> Option<Vec<u8>> {
        let mut out = None;
        self.scan_block(block, |i, k| {
            if i == index {
                out = Some(k.to_vec());
                false
            } else {
                true
            }
        })?;
        out
    }

    /// The term with id `id`.
    pub fn term(&self, id: u32) -> Option<Term> {
        decode_term(&self.key(id)?)
    }

    fn first_key_of_block(&self, block: usize) -> Option<Cow<'a, [u8]>> {
        let start = self.data.start + self.block_start(block)?;
        // A key's length varint is at most 5 bytes; read them, then the key.
        let head = self.source.bytes(start..(start + 5).min(self.data.end))?;
        let mut pos = 0;
        let len = read_varint(&head, &mut pos)? as usize;
        let from = start + pos;
        let to = from.checked_add(len)?;
        if to > self.data.end {
            return None;
        }
        self.source.bytes(from..to)
    }

    /// Narrows lookups with a sparse index of block first keys ([`SparseIndex`]): a paged
    /// bundle then reads two pages per lookup instead of one per binary-search step.
    pub fn with_index(mut self, index: Option<&'a SparseIndex>) -> Self {
        self.index = index;
        self
    }

    /// After a read of `block` that failed (in a paged bundle: maybe a page not fetched yet),
    /// asks for the block offsets and the data of every block of its sparse-index span that
    /// are not here (the data's extent is in the index; at most `max_bytes` of it, around where
    /// the block would be), so that a lookup or a decode takes one round trip instead of one for the offsets and one more
    /// for the block they point to. Whether the pages are here is checked, not whether this
    /// read recorded a new fault: terms decoded together share pages.
    fn prefetch_span(&self, block: usize, max_bytes: usize) {
        if matches!(self.source, Source::Whole(_)) {
            return;
        }
        let Some(index) = self.index else { return };
        let Some((blocks, mut data)) = index.span(block, self.blocks(), self.data.len()) else { return };
        if data.len() > max_bytes {
            let own = self.offsets.start + block * 4..self.offsets.start + (block + 2).min(self.blocks()) * 4;
            if self.source.holds(own) {
                // Where the block is will be known: the read of its data asks for its page.
                return;
            }
            // A span of long texts: the part of its data where `block` would lie if the span's
            // blocks were alike in size (often they are: one kind of text), so that a decode
            // there still takes one round; else it takes two, offsets then block.
            let at = (block.saturating_sub(blocks.start) as f64 + 0.5) / blocks.len().max(1) as f64;
            let guess = data.start + (at * data.len() as f64) as usize;
            let start = guess.saturating_sub(GUESS_BYTES / 2).max(data.start);
            data = start..(start + GUESS_BYTES).min(data.end);
        }
        // Offsets up to the next span's first (a block's end is the next one's start).
        let offsets =
            self.offsets.start + blocks.start * 4..self.offsets.start + (blocks.end + 1).min(self.blocks()) * 4;
        let data = self.data.start + data.start..self.data.start + data.end;
        for r in [offsets, data] {
            if !self.source.holds(r.clone()) {
                let _ = self.source.bytes(r);
            }
        }
    }

    /// The id of `key`, if present.
    pub fn find(&self, key: &[u8]) -> Option<u32> {
        let found = self.find_in_window(key);
        if found.is_none() {
            if let Some(index) = self.index {
                if let Some((lo, _)) = index.blocks_for(key, self.blocks()) {
                    let page = match self.source {
                        Source::Paged(cache) => cache.table().page_size as usize,
                        Source::Whole(_) => 0,
                    };
                    self.prefetch_span(
                        lo,
                        (PREFETCH_LOOKUP_SPAN_PAGES * page).clamp(PREFETCH_SPAN_BYTES, PREFETCH_LOOKUP_SPAN_BYTES),
                    );
                }
            }
        }
        found
    }

    fn find_in_window(&self, key: &[u8]) -> Option<u32> {
        // Last block whose first key is <= key, among the blocks the sparse index leaves.
        let (mut lo, mut hi) = match self.index {
            Some(index) => index.blocks_for(key, self.blocks())?,
            None => (0usize, self.blocks()),
        };
        while lo < hi {
            let mid = (lo + hi) / 2;
            if *self.first_key_of_block(mid)? <= *key {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let block = lo.checked_sub(1)?;
        let mut found = None;
        self.scan_block(block, |i, k| match k.cmp(key) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Equal => {
                found = Some((block * BLOCK_SIZE + i) as u32);
                false
            }
            std::cmp::Ordering::Greater => false,
        })?;
        found
    }

    /// The id of `term`, if present.
    pub fn find_term(&self, term: &Term) -> Option<u32> {
        self.find(&encode_term(term))
    }

    /// Checks that every block decodes, keys are strictly increasing, UTF-8, of a known kind and
    /// well-formed (used when loading untrusted bundles). IRI syntax is checked lazily, when a
    /// term is decoded ([`decode_term`] fails on an invalid IRI), to keep loading fast.
    /// Returns a description of the first problem.
    pub fn validate(&self) -> Result<(), String> {
        if self.blocks() != (self.len as usize).div_ceil(BLOCK_SIZE) {
            return Err(format!("{} blocks for {} terms", self.blocks(), self.len));
        }
        let mut previous: Vec<u8> = Vec::new();
        let mut first = true;
        for block in 0..self.blocks() {
            let mut ok = true;
            let mut seen = 0;
            self.scan_block(block, |_, k| {
                seen += 1;
                if (!first && previous.as_slice() >= k) || !well_formed_key(k) {
                    ok = false;
                    return false;
                }
                first = false;
                previous.clear();
                previous.extend_from_slice(k);
                true
            })
            .ok_or_else(|| format!("block {block} is truncated"))?;
            let expected = (self.len as usize - block * BLOCK_SIZE).min(BLOCK_SIZE);
            if !ok || seen != expected {
                return Err(format!("block {block} holds an invalid, unsorted or missing key"));
            }
        }
        Ok(())
    }
}

/// The first key of every `stride`-th block (section `dict.index`, written with the paged layout
/// and loaded when a bundle opens): a lookup binary-searches it in memory, then only the
/// `stride` blocks it leaves. Layout: `stride u32`, `count u32`, then per key `len u32` + bytes,
/// then (since session 29; absent before) per key the `u32` start of its block in `dict.data`:
/// where a span's blocks lie is then known before its offsets are read, so a paged bundle
/// fetches both in one round.
#[derive(Debug, Clone, Default)]
pub struct SparseIndex {
    stride: usize,
    keys: Vec<Vec<u8>>,
    /// Start of every indexed block in the data (empty in bundles written before they were).
    data_starts: Vec<u32>,
}

/// Blocks per entry of the sparse index the paged layout writes.
pub const SPARSE_STRIDE: usize = 128;

/// Most bytes of dictionary data one faulted decode asks for ahead ([`DictView::prefetch_span`]):
/// a span of [`SPARSE_STRIDE`] blocks is ~20–40 KB.
const PREFETCH_SPAN_BYTES: usize = 96 << 10;

/// Bytes of a long span's data a faulted decode asks for around where its block would lie
/// ([`DictView::prefetch_span`]).
const GUESS_BYTES: usize = 16 << 10;

/// Most pages of dictionary data one faulted lookup by key asks for ahead (at least
/// [`PREFETCH_SPAN_BYTES`], at most [`PREFETCH_LOOKUP_SPAN_BYTES`]): a span is up to ~650 KB
/// where long texts sit (at 100k products the span holding `"GB"` is 336 KB, among "Key facts:
/// …" texts), and beyond the limit a lookup binary-searches the span a page per round (4 rounds
/// for `"GB"` with 32 KiB pages and 96 KiB), where a span fetched whole costs one. A query looks
/// up a few constants, each once, in its first round (a decode, repeated for every result,
/// keeps [`PREFETCH_SPAN_BYTES`]: its block is known, and beyond it costs one more round, not
/// one per step). 64 pages: 512 KiB at 8 KiB pages (session 31's default; 16 pages of 32 KiB
/// before), 256 KiB at 4 KiB.
const PREFETCH_LOOKUP_SPAN_PAGES: usize = 64;

/// The most a lookup by key asks for ahead, whatever the page size.
const PREFETCH_LOOKUP_SPAN_BYTES: usize = 512 << 10;

impl SparseIndex {
    /// The index of a dictionary (every `stride`-th block's first key).
    pub fn build(dict: &DictView<'_>, stride: usize) -> Option<Self> {
        let keys = (0..dict.blocks())
            .step_by(stride.max(1))
            .map(|b| dict.first_key_of_block(b).map(|k| k.into_owned()))
            .collect::<Option<Vec<_>>>()?;
        let data_starts = (0..dict.blocks())
            .step_by(stride.max(1))
            .map(|b| dict.block_start(b).and_then(|s| u32::try_from(s).ok()))
            .collect::<Option<Vec<_>>>()?;
        Some(Self { stride: stride.max(1), keys, data_starts })
    }

    /// The blocks of the span holding `block` and where their data lies (relative to the
    /// data section of `data_len` bytes), when the index has the data starts.
    fn span(&self, block: usize, blocks: usize, data_len: usize) -> Option<(Range<usize>, Range<usize>)> {
        let j = block / self.stride;
        let start = *self.data_starts.get(j)? as usize;
        let end = self.data_starts.get(j + 1).map_or(data_len, |&e| e as usize);
        (start <= end && end <= data_len).then(|| (j * self.stride..((j + 1) * self.stride).min(blocks), start..end))
    }

    /// Serialized form.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(&(self.stride as u32).to_le_bytes());
        out.extend_from_slice(&(self.keys.len() as u32).to_le_bytes());
        for k in &self.keys {
            out.extend_from_slice(&(k.len() as u32).to_le_bytes());
            out.extend_from_slice(k);
        }
        for s in &self.data_starts {
            out.extend_from_slice(&s.to_le_bytes());
        }
        out
    }

    /// Reads [`SparseIndex::to_bytes`] output, checking it covers `blocks` blocks in order.
    pub fn parse(bytes: &[u8], blocks: usize) -> Result<Self, String> {
        let u32_at = |at: usize| bytes.get(at..at + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize);
        let stride = u32_at(0).ok_or("too short")?;
        let count = u32_at(4).ok_or("too short")?;
        if stride == 0 || count != blocks.div_ceil(stride) {
            return Err(format!("{count} keys every {stride} blocks do not cover {blocks} blocks"));
        }
        let mut keys = Vec::with_capacity(count);
        let mut at = 8;
        for _ in 0..count {
            let len = u32_at(at).ok_or("truncated")?;
            let key = bytes.get(at + 4..at + 4 + len).ok_or("truncated")?;
            if keys.last().is_some_and(|k: &Vec<u8>| k.as_slice() >= key) {
                return Err("keys out of order".into());
            }
            keys.push(key.to_vec());
            at += 4 + len;
        }
        let mut data_starts = Vec::new();
        if at != bytes.len() {
            if bytes.len() - at != 4 * count {
                return Err("trailing bytes".into());
            }
            data_starts = (0..count).filter_map(|i| u32_at(at + 4 * i).map(|s| s as u32)).collect();
            if data_starts.windows(2).any(|w| w[0] > w[1]) {
                return Err("data starts out of order".into());
            }
        }
        Ok(Self { stride, keys, data_starts })
    }

    /// The window of blocks `(lo, hi)` that may hold `key` (its first block starts at or before
    /// `key`), or `None` when `key` sorts before every key.
    fn blocks_for(&self, key: &[u8], blocks: usize) -> Option<(usize, usize)> {
        let j = self.keys.partition_point(|k| k.as_slice() <= key).checked_sub(1)?;
        Some((j * self.stride, ((j + 1) * self.stride).min(blocks)))
    }
}

/// Structural check of a key: known kind byte, UTF-8 text, and a `\0` separator where the kind
/// needs one.
fn well_formed_key(key: &[u8]) -> bool {
    let Some((&kind, rest)) = key.split_first() else { return false };
    if std::str::from_utf8(rest).is_err() {
        return false;
    }
    match kind {
        b'I' | b'B' => !rest.is_empty(),
        b'S' => true,
        b'L' | b'T' => rest.contains(&0),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn terms() -> Vec<Term> {
        let mut t: Vec<Term> = vec![
            NamedNode::new("http://ex/a").unwrap().into(),
            NamedNode::new("http://ex/ab").unwrap().into(),
            Literal::new_simple_literal("hello").into(),
            Literal::new_language_tagged_literal("hallo", "de").unwrap().into(),
            Literal::new_typed_literal("6.7", oxigraph::model::vocab::xsd::DECIMAL).into(),
            Literal::from(true).into(),
            BlankNode::new("b1").unwrap().into(),
        ];
        for i in 0..100 {
            t.push(NamedNode::new(format!("http://ex/spec/p{i}/battery")).unwrap().into());
        }
        t
    }

    #[test]
    fn round_trips_every_term_and_finds_ids() {
        let mut keys: Vec<Vec<u8>> = terms().iter().map(encode_term).collect();
        keys.sort();
        keys.dedup();
        let (offsets, data) = write(&keys);
        let offsets: Vec<u8> = offsets.iter().flat_map(|o| o.to_le_bytes()).collect();
        let file = [offsets.clone(), data.clone()].concat();
        let view = DictView::new(Source::Whole(&file), 0..offsets.len(), offsets.len()..file.len(), keys.len() as u32);
        view.validate().unwrap();
        for (id, key) in keys.iter().enumerate() {
            assert_eq!(view.key(id as u32).as_deref(), Some(key.as_slice()));
            assert_eq!(view.find(key), Some(id as u32));
        }
        for t in terms() {
            let id = view.find_term(&t).unwrap();
            assert_eq!(view.term(id), Some(t));
        }
        assert_eq!(view.find(b"Ihttp://ex/zzz"), None);
        assert_eq!(view.find(b""), None);
        assert_eq!(view.key(keys.len() as u32), None);
    }

    #[test]
    fn simple_iri_shortcut_only_accepts_valid_iris() {
        assert!(is_simple_iri("https://dualgraph.dev/kg/demo/product/nv-aria9-128-black"));
        assert!(is_simple_iri("http://www.w3.org/2001/XMLSchema#decimal"));
        for iri in [
            "https://dualgraph.dev/skg#hasName",
            "https://x/a/b_c-d.e~f",
            "https://x",
            "http://a#b#c",
            "https://x:8080/p",
            "https://x/a b",
            "https:/x",
            "https://",
            "https://#frag",
            "https://x/é",
            "https://x/%41",
            "urn:x",
        ] {
            assert!(!is_simple_iri(iri) || NamedNode::new(iri).is_ok(), "{iri}");
            assert_eq!(named_node(iri).is_some(), NamedNode::new(iri).is_ok(), "{iri}");
        }
    }

    #[test]
    fn front_coding_compresses_shared_prefixes() {
        let keys: Vec<Vec<u8>> = (0..1000)
            .map(|i| format!("Ihttps://dualgraph.dev/kg/demo/spec/product-{i:05}/battery").into_bytes())
            .collect();
        let raw: usize = keys.iter().map(Vec::len).sum();
        let (_, data) = write(&keys);
        assert!(data.len() * 3 < raw, "{} vs {raw}", data.len());
    }

    #[test]
    fn a_sparse_index_finds_what_the_full_binary_search_finds() {
        let keys: Vec<Vec<u8>> = (0..5000).map(|i| format!("Ihttp://ex/{:05}", i * 3).into_bytes()).collect();
        let (offsets, data) = write(&keys);
        let offsets: Vec<u8> = offsets.iter().flat_map(|o| o.to_le_bytes()).collect();
        let file = [offsets.clone(), data.clone()].concat();
        let plain = DictView::new(Source::Whole(&file), 0..offsets.len(), offsets.len()..file.len(), keys.len() as u32);
        let index = SparseIndex::build(&plain, 4).unwrap();
        let index = SparseIndex::parse(&index.to_bytes(), plain.blocks()).unwrap();
        let indexed = plain.clone().with_index(Some(&index));
        for i in 0..15_010 {
            let key = format!("Ihttp://ex/{i:05}").into_bytes();
            assert_eq!(indexed.find(&key), plain.find(&key), "{i}");
        }
        assert_eq!(indexed.find(b"A"), None);
        assert_eq!(indexed.find(b"Z"), None);
        assert!(SparseIndex::parse(&index.to_bytes(), plain.blocks() + 40).is_err());
        assert!(SparseIndex::parse(&index.to_bytes()[..20], plain.blocks()).is_err());
    }

    #[test]
    fn a_paged_lookup_or_decode_takes_one_round_with_the_spans_data_starts() {
        use crate::format::bundle::{Bundle, BundleWriter};
        use crate::format::manifest::sections;
        use crate::format::pages::{PageCache, PageTable};
        let keys: Vec<Vec<u8>> = (0..40_000).map(|i| format!("Ihttp://ex/{:06}", i * 7).into_bytes()).collect();
        let (offsets, data) = write(&keys);
        let mut w = BundleWriter::new();
        w.section(sections::DICT_OFFSETS, offsets.iter().flat_map(|o| o.to_le_bytes()).collect())
            .section(sections::DICT_DATA, data);
        let bytes = crate::format::paged_layout::paginate(&Bundle::from_bytes(w.finish()).unwrap(), 4096).unwrap();
        let bundle = Bundle::from_bytes(bytes.clone()).unwrap();
        let (o, d) =
            (bundle.section_range(sections::DICT_OFFSETS).unwrap(), bundle.section_range(sections::DICT_DATA).unwrap());
        let whole = DictView::new(Source::Whole(&bytes), o.clone(), d.clone(), keys.len() as u32);
        let index = SparseIndex::build(&whole, 16).unwrap();
        let header_len = Bundle::header_len(&bytes).unwrap() as u64;
        // Without the data starts (bundles written before them): still read, in two rounds.
        let mut old = index.to_bytes();
        old.truncate(old.len() - 4 * index.keys.len());
        let old = SparseIndex::parse(&old, whole.blocks()).unwrap();
        let index = SparseIndex::parse(&index.to_bytes(), whole.blocks()).unwrap();
        let rounds = |index: &SparseIndex, read: &dyn Fn(&DictView<'_>) -> bool| -> usize {
            let table = PageTable::parse(bundle.section(sections::PAGES).unwrap(), header_len).unwrap();
            let cache = PageCache::new(table.clone(), 1 << 30);
            let view =
                DictView::new(Source::Paged(&cache), o.clone(), d.clone(), keys.len() as u32).with_index(Some(index));
            let mut rounds = 0;
            while !read(&view) {
                let missing = cache.take_missing();
                assert!(!missing.is_empty() && rounds < 5);
                for p in missing {
                    let r = table.range(p);
                    cache.insert(p, bytes[r.start as usize..r.end as usize].to_vec()).unwrap();
                }
                rounds += 1;
            }
            rounds
        };
        for i in [0usize, 1, 5_000, 23_456, 39_999] {
            let key = keys[i].clone();
            let find = |v: &DictView<'_>| v.find(&key) == Some(i as u32);
            let decode = |v: &DictView<'_>| v.key(i as u32).as_ref() == Some(&key);
            assert_eq!(rounds(&index, &find), 1, "find {i}");
            assert_eq!(rounds(&index, &decode), 1, "decode {i}");
            assert_eq!(rounds(&old, &find), 2, "find {i} without data starts");
            assert_eq!(rounds(&old, &decode), 2, "decode {i} without data starts");
        }
    }

    #[test]
    fn a_lookup_or_decode_in_a_span_of_long_texts_takes_one_round() {
        use crate::format::bundle::{Bundle, BundleWriter};
        use crate::format::manifest::sections;
        use crate::format::pages::{PageCache, PageTable};
        // ~500 bytes a key, 256 keys a span (stride 16): spans of ~130 KB (4 pages of 32 KiB),
        // above the 96 KiB a decode fetches whole.
        let keys: Vec<Vec<u8>> =
            (0..4000).map(|i| format!("S{:05} {}", i, "long text ".repeat(50)).into_bytes()).collect();
        let (offsets, data) = write(&keys);
        let mut w = BundleWriter::new();
        w.section(sections::DICT_OFFSETS, offsets.iter().flat_map(|o| o.to_le_bytes()).collect())
            .section(sections::DICT_DATA, data);
        let bytes = crate::format::paged_layout::paginate(&Bundle::from_bytes(w.finish()).unwrap(), 32768).unwrap();
        let bundle = Bundle::from_bytes(bytes.clone()).unwrap();
        let (o, d) =
            (bundle.section_range(sections::DICT_OFFSETS).unwrap(), bundle.section_range(sections::DICT_DATA).unwrap());
        let whole = DictView::new(Source::Whole(&bytes), o.clone(), d.clone(), keys.len() as u32);
        let index = SparseIndex::build(&whole, 16).unwrap();
        let span = index.span(0, whole.blocks(), d.len()).unwrap().1;
        assert!(span.len() > PREFETCH_SPAN_BYTES && span.len() < PREFETCH_LOOKUP_SPAN_BYTES, "{span:?}");
        let header_len = Bundle::header_len(&bytes).unwrap() as u64;
        let table = PageTable::parse(bundle.section(sections::PAGES).unwrap(), header_len).unwrap();
        let rounds = |read: &dyn Fn(&DictView<'_>) -> bool| -> (usize, usize) {
            let cache = PageCache::new(table.clone(), 1 << 30);
            let view =
                DictView::new(Source::Paged(&cache), o.clone(), d.clone(), keys.len() as u32).with_index(Some(&index));
            let (mut rounds, mut pages) = (0, 0);
            while !read(&view) {
                let missing = cache.take_missing();
                assert!(!missing.is_empty() && rounds < 10);
                for p in missing {
                    let r = table.range(p);
                    cache.insert(p, bytes[r.start as usize..r.end as usize].to_vec()).unwrap();
                    pages += 1;
                }
                rounds += 1;
            }
            (rounds, pages)
        };
        // (Not the last span: 10 blocks, under the limit, fetched whole.)
        for i in [0usize, 17, 1_000, 2_345, 3_800] {
            let key = keys[i].clone();
            let (r, _) = rounds(&|v: &DictView<'_>| v.find(&key) == Some(i as u32));
            assert_eq!(r, 1, "find {i}");
            // A decode asks for the offsets and a page or two around where its block would be,
            // not the span's 4–5 pages of data.
            let (r, pages) = rounds(&|v: &DictView<'_>| v.key(i as u32).as_ref() == Some(&key));
            assert_eq!(r, 1, "decode {i}");
            assert!(pages <= 3 && pages * 32768 < span.len(), "decode {i}: {pages} pages");
        }
    }

    #[test]
    fn corrupted_dictionary_fails_validation_without_panicking() {
        let keys: Vec<Vec<u8>> = (0..40).map(|i| format!("Ihttp://ex/{i:03}").into_bytes()).collect();
        let (offsets, mut data) = write(&keys);
        let offsets: Vec<u8> = offsets.iter().flat_map(|o| o.to_le_bytes()).collect();
        for i in (0..data.len()).step_by(3) {
            data[i] ^= 0x5a;
        }
        let file = [offsets.clone(), data.clone()].concat();
        let view = DictView::new(Source::Whole(&file), 0..offsets.len(), offsets.len()..file.len(), 40);
        assert!(view.validate().is_err());
        for id in 0..45 {
            let _ = view.term(id);
        }
        let _ = view.find(b"Ihttp://ex/005");
    }
}

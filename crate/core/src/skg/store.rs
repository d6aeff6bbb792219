//! Query-time triple store read in place from bundle bytes.
//!
//! Layout (one bundle section each): the term [`dictionary`](crate::format::dictionary); triples sorted
//! by (subject, predicate, object) as a CSR — `spo.subjects[s]..spo.subjects[s+1]` are the
//! triples of subject id `s`, with a predicate index and an object id per triple; and a POS
//! permutation — triple indexes sorted by (predicate, object, subject), grouped per predicate by
//! `pos.offsets`. Every array is [bit-packed](crate::format::packed) to the width its largest value
//! needs (≈ 6–7 bytes per triple at 4M triples, plus the dictionary); loading is a checksum
//! pass and a structural check, with no per-triple allocation.
//!
//! [`DatasetView`] implements spareval's `QueryableDataset`, so oxigraph's SPARQL evaluator runs
//! directly over these arrays, with a step/row/time [`Budget`] enforced inside iteration.

use crate::format::bundle::{Bundle, BundleError, BundleWriter};
use crate::format::dictionary::{self, DictView, SparseIndex};
use crate::format::manifest::sections;
use crate::format::packed::{self, Packed, PackedLayout};
use crate::format::paged_layout::{POS_INDEX_STRIDE, SPO_INDEX_STRIDE};
use crate::format::pages::Source;
use crate::skg::page_source::Lazy;
use oxigraph::model::{Literal, Term, TermRef, Triple};

use spareval::{ExpressionTerm, InternalQuad, QueryableDataset};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ops::Range;
use std::rc::Rc;
use std::sync::Arc;

pub use crate::format::manifest::{Manifest, SCHEMA_VERSION};

/// Why writing a store failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreWriteError {
    /// More predicates than the one-byte predicate index allows.
    #[error("the graph uses {0} distinct predicates; at most 256 are supported")]
    TooManyPredicates(usize),
    /// More terms or triples than u32 ids allow.
    #[error("the graph is too large for one bundle ({0}); split the catalog or serve it from a SPARQL server")]
    TooLarge(String),
}

/// Serializes triples into a bundle (dictionary + indexes + manifest).
pub fn write_bundle(
    triples: &[Triple],
    manifest: Manifest,
    extra_sections: Vec<(String, Vec<u8>)>,
) -> Result<Vec<u8>, StoreWriteError> {
    // Intern every term once (temporary ids in first-seen order), then renumber by sorted key.
    let mut interned: HashMap<Vec<u8>, u32> = HashMap::new();
    let mut buf = Vec::new();
    let mut intern = |term: TermRef<'_>| -> u32 {
        dictionary::encode_term_into(term, &mut buf);
        if let Some(&id) = interned.get(buf.as_slice()) {
            return id;
        }
        let id = interned.len() as u32;
        interned.insert(buf.clone(), id);
        id
    };
    let encoded: Vec<(u32, u32, u32)> = triples
        .iter()
        .map(|t| (intern(t.subject.as_ref().into()), intern(t.predicate.as_ref().into()), intern(t.object.as_ref())))
        .collect();
    if interned.len() >= u32::MAX as usize || triples.len() >= u32::MAX as usize {
        return Err(StoreWriteError::TooLarge(format!("{} terms, {} triples", interned.len(), triples.len())));
    }
    let mut by_id: Vec<(u32, Vec<u8>)> = interned.into_iter().map(|(key, id)| (id, key)).collect();
    by_id.sort_unstable_by_key(|(id, _)| *id);
    let mut keys = KeyArena::default();
    for (_, key) in by_id {
        keys.push(&key);
    }
    Ok(write_encoded(keys, encoded, manifest, extra_sections)?.into_bytes())
}

/// Encoded terms back to back, key `i` at `data[ends[i - 1]..ends[i]]` (one allocation for
/// millions of keys, where a `Vec<u8>` each cost ~60 bytes more per term at 100k products).
#[derive(Default)]
struct KeyArena {
    data: Vec<u8>,
    ends: Vec<usize>,
}

impl KeyArena {
    /// Appends a key; returns its index.
    fn push(&mut self, key: &[u8]) -> u32 {
        self.data.extend_from_slice(key);
        self.ends.push(self.data.len());
        (self.ends.len() - 1) as u32
    }

    fn get(&self, i: u32) -> &[u8] {
        let i = i as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.data[start..self.ends[i]]
    }

    fn len(&self) -> usize {
        self.ends.len()
    }
}

/// A graph's terms and triples copied out of a build's term table ([`encode_interned`]), so the
/// caller can free its graph before the bundle is written ([`EncodedGraph::write`]: at 100k
/// products the build graph is ~1 GB the writer's sorts no longer share memory with).
pub struct EncodedGraph {
    keys: KeyArena,
    encoded: Vec<(u32, u32, u32)>,
}

/// Copies id triples over a term table (`key(id)`: the dictionary key of term `id`, as
/// [`dictionary::encode_term_into`] writes it; distinct terms, as a build's interned graph holds
/// them; `term_count` ids) out for a bundle, like [`write_bundle`] without one owned `Triple` per
/// triple: the used terms' keys and the triples over them. Terms no triple uses are left out of
/// the dictionary. [`EncodedGraph::write`] then writes the bundle.
pub fn encode_interned<'k>(
    term_count: usize,
    key: impl Fn(u32) -> &'k [u8],
    triples: &[[u32; 3]],
) -> Result<EncodedGraph, StoreWriteError> {
    if term_count >= u32::MAX as usize || triples.len() >= u32::MAX as usize {
        return Err(StoreWriteError::TooLarge(format!("{term_count} terms, {} triples", triples.len())));
    }
    // Temporary ids: the used terms, in table order.
    let mut temporary = vec![u32::MAX; term_count];
    let mut keys = KeyArena::default();
    let mut encoded: Vec<(u32, u32, u32)> = Vec::with_capacity(triples.len());
    let mut id = |t: u32| -> u32 {
        let slot = &mut temporary[t as usize];
        if *slot == u32::MAX {
            *slot = keys.push(key(t));
        }
        *slot
    };
    for &[s, p, o] in triples {
        encoded.push((id(s), id(p), id(o)));
    }
    Ok(EncodedGraph { keys, encoded })
}

impl EncodedGraph {
    /// The bundle bytes of the encoded graph, its manifest and the extra sections.
    pub fn write(self, manifest: Manifest, extra_sections: Vec<(String, Vec<u8>)>) -> Result<Vec<u8>, StoreWriteError> {
        Ok(self.sections(manifest, extra_sections)?.into_bytes())
    }

    /// The bundle's sections, to be written to a file one by one ([`BundleWriter::write_to`]).
    pub fn sections(
        self,
        manifest: Manifest,
        extra_sections: Vec<(String, Vec<u8>)>,
    ) -> Result<BundleWriter, StoreWriteError> {
        write_encoded(self.keys, self.encoded, manifest, extra_sections)
    }
}

/// The rest of a bundle write: `keys` are the encoded terms (index = temporary id) and
/// `encoded` the triples over temporary ids.
fn write_encoded(
    keys: KeyArena,
    mut encoded: Vec<(u32, u32, u32)>,
    mut manifest: Manifest,
    extra_sections: Vec<(String, Vec<u8>)>,
) -> Result<BundleWriter, StoreWriteError> {
    let mut order: Vec<u32> = (0..keys.len() as u32).collect();
    sort_by_key_on_all_cores(&mut order, |&a| keys.get(a));
    // Equal encodings (two term values with one encoding) share one final id.
    let mut rank = vec![0u32; keys.len()];
    let mut distinct: Vec<u32> = Vec::with_capacity(keys.len());
    for &temporary in &order {
        if distinct.last().is_none_or(|&last| keys.get(last) != keys.get(temporary)) {
            distinct.push(temporary);
        }
        rank[temporary as usize] = (distinct.len() - 1) as u32;
    }
    drop(order);
    for t in &mut encoded {
        *t = (rank[t.0 as usize], rank[t.1 as usize], rank[t.2 as usize]);
    }
    drop(rank);
    sort_by_key_on_all_cores(&mut encoded, |&t| t);
    encoded.dedup();
    let mut predicates: Vec<u32> = encoded.iter().map(|t| t.1).collect();
    predicates.sort_unstable();
    predicates.dedup();
    if predicates.len() > 256 {
        return Err(StoreWriteError::TooManyPredicates(predicates.len()));
    }

    let terms = distinct.len();
    let mut subjects = vec![0u32; terms + 1];
    for t in &encoded {
        subjects[t.0 as usize + 1] += 1;
    }
    for i in 1..subjects.len() {
        subjects[i] += subjects[i - 1];
    }
    // Every predicate is in the sorted list it was taken from.
    let spo_preds: Vec<u32> = encoded.iter().map(|t| predicates.binary_search(&t.1).unwrap_or(0) as u32).collect();
    let spo_objects: Vec<u32> = encoded.iter().map(|t| t.2).collect();
    let triple_count = encoded.len();
    // The columns hold everything from here on (~0.5 GB of tuples at 100k products).
    drop(encoded);
    let mut pos: Vec<u32> = (0..triple_count as u32).collect();
    // Ties keep SPO order (ascending subject): the position is the last key.
    sort_by_key_on_all_cores(&mut pos, |&i| (spo_preds[i as usize], spo_objects[i as usize], i));
    let mut pos_offsets = vec![0u32; predicates.len() + 1];
    for &p in &spo_preds {
        pos_offsets[p as usize + 1] += 1;
    }
    for i in 1..pos_offsets.len() {
        pos_offsets[i] += pos_offsets[i - 1];
    }

    let (dict_offsets, dict_data) = dictionary::write(distinct.iter().map(|&k| keys.get(k)));
    drop(keys);
    let u32s = |v: &[u32]| -> Vec<u8> { v.iter().flat_map(|x| x.to_le_bytes()).collect() };
    manifest.terms = terms as u32;
    manifest.triples = triple_count as u32;
    manifest.predicates = predicates.len() as u32;
    let manifest_json = serde_json::to_vec_pretty(&manifest).unwrap_or_default();

    let mut w = BundleWriter::new();
    w.section(sections::MANIFEST, manifest_json)
        .section(sections::DICT_OFFSETS, u32s(&dict_offsets))
        .section(sections::DICT_DATA, dict_data)
        .section(sections::SPO_SUBJECTS, packed::pack(&subjects));
    drop(subjects);
    w.section(sections::SPO_PREDS, packed::pack(&spo_preds));
    drop(spo_preds);
    w.section(sections::SPO_OBJECTS, packed::pack(&spo_objects));
    drop(spo_objects);
    w.section(sections::POS_TRIPLES, packed::pack(&pos));
    drop(pos);
    w.section(sections::POS_OFFSETS, packed::pack(&pos_offsets))
        .section(sections::PREDICATES, packed::pack(&predicates));
    for (name, bytes) in extra_sections {
        w.section(&name, bytes);
    }
    Ok(w)
}

/// Sorts `v` by `key` (unstable: equal keys in any order), on every core natively (the bundle
/// writer sorts every term and every triple twice), on one in wasm.
fn sort_by_key_on_all_cores<T: Send, K: Ord>(v: &mut [T], key: impl Fn(&T) -> K + Sync) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::slice::ParallelSliceMut;
        v.par_sort_unstable_by(|a, b| key(a).cmp(&key(b)));
    }
    #[cfg(target_arch = "wasm32")]
    v.sort_unstable_by_key(key);
}

/// The loaded store: a validated bundle plus the positions of its index sections.
pub struct Store {
    bundle: Bundle,
    manifest: Manifest,
    dict_offsets: Range<usize>,
    dict_data: Range<usize>,
    subjects: PackedLayout,
    spo_preds: PackedLayout,
    spo_objects: PackedLayout,
    pos: PosIndex,
    pos_offsets: PackedLayout,
    predicates: PackedLayout,
    /// A paged bundle read lazily: its page cache and where its pages come from.
    lazy: Option<Lazy>,
    /// The first row of every [`SPO_INDEX_STRIDE`]-th subject (`spo.index`, paged layout since
    /// session 30), if the bundle has it.
    spo_samples: Option<Vec<u32>>,
    /// The dictionary's sparse index (paged layout), if the bundle has one.
    dict_index: Option<SparseIndex>,
}

/// The POS index: positions into SPO order (the whole layout, smaller), or the subject and
/// object id of each entry (the paged layout: a lookup reads one run of pages).
enum PosIndex {
    Positions(PackedLayout),
    Columns {
        subjects: PackedLayout,
        objects: PackedLayout,
        /// The object of every [`POS_INDEX_STRIDE`]-th entry (`pos.index`), when the bundle has it.
        samples: Option<Vec<u32>>,
    },
}

fn invalid(msg: impl Into<String>) -> BundleError {
    BundleError::Invalid(msg.into())
}

impl Store {
    /// Loads a store from bundle bytes, verifying checksums and index structure.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Self, BundleError> {
        let store = Self::open(Bundle::from_bytes(bytes)?, None)?;
        store.validate_counts()?;
        store.validate()?;
        Ok(store)
    }

    /// A store over a paged bundle read lazily: `bundle` holds the header and the sections
    /// loaded when opening, `lazy` the page cache (with the pages of every index's header) and
    /// the reader of the others. Index values are checked as they are read (every read is
    /// bounded and every page checksummed), not up front.
    pub fn from_lazy(bundle: Bundle, lazy: Lazy) -> Result<Self, BundleError> {
        let store = Self::open(bundle, Some(lazy))?;
        store.validate_counts()?;
        Ok(store)
    }

    fn open(bundle: Bundle, lazy: Option<Lazy>) -> Result<Self, BundleError> {
        let manifest: Manifest = serde_json::from_slice(bundle.section(sections::MANIFEST)?)
            .map_err(|e| invalid(format!("manifest is not valid JSON: {e}")))?;
        if manifest.format != "dualgraph-bundle" {
            return Err(invalid(format!("manifest format is {:?}, expected \"dualgraph-bundle\"", manifest.format)));
        }
        if manifest.schema_version > SCHEMA_VERSION {
            return Err(invalid(format!(
                "schema version {} is newer than this engine supports ({SCHEMA_VERSION})",
                manifest.schema_version
            )));
        }
        let source = Self::source_of(&bundle, lazy.as_ref());
        let packed = |name: &str| -> Result<PackedLayout, BundleError> {
            PackedLayout::read(source, bundle.section_range(name)?)
                .ok_or_else(|| invalid(format!("section `{name}` is not a valid packed array")))
        };
        let samples = |name: &str| -> Result<Option<Vec<u32>>, BundleError> {
            match bundle.section(name) {
                Ok(bytes) => Ok(Some(
                    Packed::new(bytes)
                        .ok_or_else(|| invalid(format!("section `{name}` is not a valid packed array")))?
                        .iter()
                        .collect(),
                )),
                Err(BundleError::MissingSection(_)) => Ok(None),
                Err(e) => Err(e),
            }
        };
        let dict_offsets = bundle.section_range(sections::DICT_OFFSETS)?;
        let dict_index = match bundle.section(sections::DICT_INDEX) {
            Ok(bytes) => Some(
                SparseIndex::parse(bytes, dict_offsets.len() / 4)
                    .map_err(|e| invalid(format!("section `{}`: {e}", sections::DICT_INDEX)))?,
            ),
            Err(BundleError::MissingSection(_)) => None,
            Err(e) => return Err(e),
        };
        Ok(Self {
            dict_index,
            dict_offsets,
            dict_data: bundle.section_range(sections::DICT_DATA)?,
            subjects: packed(sections::SPO_SUBJECTS)?,
            spo_preds: packed(sections::SPO_PREDS)?,
            spo_objects: packed(sections::SPO_OBJECTS)?,
            pos: match bundle.section_range(sections::POS_SUBJECTS) {
                Ok(_) => PosIndex::Columns {
                    subjects: packed(sections::POS_SUBJECTS)?,
                    objects: packed(sections::POS_OBJECTS)?,
                    samples: samples(sections::POS_INDEX)?,
                },
                Err(_) => PosIndex::Positions(packed(sections::POS_TRIPLES)?),
            },
            pos_offsets: packed(sections::POS_OFFSETS)?,
            predicates: packed(sections::PREDICATES)?,
            spo_samples: samples(sections::SPO_INDEX)?,
            manifest,
            bundle,
            lazy,
        })
    }

    /// Checks that every index holds as many values as the manifest's counts say.
    fn validate_counts(&self) -> Result<(), BundleError> {
        let (terms, triples, preds) =
            (self.manifest.terms as usize, self.manifest.triples as usize, self.manifest.predicates as usize);
        let expect = |name: &str, actual: usize, expected: usize| {
            if actual == expected {
                Ok(())
            } else {
                Err(invalid(format!("section `{name}` holds {actual} values, expected {expected}")))
            }
        };
        expect(sections::SPO_SUBJECTS, self.subjects.len(), terms + 1)?;
        expect(sections::SPO_PREDS, self.spo_preds.len(), triples)?;
        expect(sections::SPO_OBJECTS, self.spo_objects.len(), triples)?;
        match &self.pos {
            PosIndex::Positions(p) => expect(sections::POS_TRIPLES, p.len(), triples)?,
            PosIndex::Columns { subjects, objects, samples } => {
                expect(sections::POS_SUBJECTS, subjects.len(), triples)?;
                expect(sections::POS_OBJECTS, objects.len(), triples)?;
                if let Some(samples) = samples {
                    expect(sections::POS_INDEX, samples.len(), triples.div_ceil(POS_INDEX_STRIDE))?;
                }
            }
        }
        expect(sections::POS_OFFSETS, self.pos_offsets.len(), preds + 1)?;
        if let Some(samples) = &self.spo_samples {
            expect(sections::SPO_INDEX, samples.len(), (terms + 1).div_ceil(SPO_INDEX_STRIDE))?;
        }
        expect(sections::PREDICATES, self.predicates.len(), preds)?;
        if preds > 256 {
            return Err(invalid(format!("{preds} predicates; at most 256 are supported")));
        }
        if self.dict_offsets.len() / 4 != terms.div_ceil(dictionary::BLOCK_SIZE) {
            return Err(invalid(format!("dictionary: {} blocks for {terms} terms", self.dict_offsets.len() / 4)));
        }
        Ok(())
    }

    /// Where the indexes are read: the bundle in memory, or the page cache of a paged one.
    #[inline]
    fn source(&self) -> Source<'_> {
        Self::source_of(&self.bundle, self.lazy.as_ref())
    }

    #[inline]
    fn source_of<'a>(bundle: &'a Bundle, lazy: Option<&'a Lazy>) -> Source<'a> {
        match lazy {
            Some(l) => Source::Paged(&l.cache),
            None => Source::Whole(bundle.bytes()),
        }
    }

    /// The paged bundle's cache and reader, when this store reads one lazily.
    pub fn lazy(&self) -> Option<&Lazy> {
        self.lazy.as_ref()
    }

    /// Pages reads asked for that are not here yet.
    pub fn missing_pages(&self) -> usize {
        self.lazy.as_ref().map_or(0, |l| l.cache.missing_count())
    }

    /// Bytes of the pages reads asked for that are not here yet (pages × page size).
    pub fn missing_bytes(&self) -> usize {
        self.lazy.as_ref().map_or(0, |l| l.cache.missing_count() * l.cache.table().page_size as usize)
    }

    /// True when a read since the last fetch needed a page that is not here yet: whatever that
    /// read returned is wrong, and the work must run again after [`Lazy::fetch_missing`].
    pub fn faulted(&self) -> bool {
        self.lazy.as_ref().is_some_and(|l| l.cache.faulted())
    }

    /// Checks every index value (a whole bundle, at load).
    fn validate(&self) -> Result<(), BundleError> {
        let (terms, triples, preds) =
            (self.manifest.terms as usize, self.manifest.triples as usize, self.manifest.predicates as usize);
        let subjects = self.view(&self.subjects);
        let mut prev = 0;
        for v in subjects.iter() {
            if v < prev || v as usize > triples {
                return Err(invalid("spo.subjects is not a monotonic offset table"));
            }
            prev = v;
        }
        if prev as usize != triples {
            return Err(invalid("spo.subjects does not cover every triple"));
        }
        if self.view(&self.spo_objects).iter().any(|o| o as usize >= terms) {
            return Err(invalid("spo.objects references a term outside the dictionary"));
        }
        if self.view(&self.spo_preds).iter().any(|p| p as usize >= preds) {
            return Err(invalid("spo.preds references an unknown predicate"));
        }
        match &self.pos {
            PosIndex::Positions(p) => {
                if self.view(p).iter().any(|t| t as usize >= triples) {
                    return Err(invalid("pos.triples references a triple outside the table"));
                }
            }
            PosIndex::Columns { subjects, objects, .. } => {
                if self.view(subjects).iter().chain(self.view(objects).iter()).any(|t| t as usize >= terms) {
                    return Err(invalid("pos.subjects or pos.objects references a term outside the dictionary"));
                }
            }
        }
        let mut prev = 0;
        for v in self.view(&self.pos_offsets).iter() {
            if v < prev || v as usize > triples {
                return Err(invalid("pos.offsets is not a monotonic offset table"));
            }
            prev = v;
        }
        if self.view(&self.predicates).iter().any(|p| p as usize >= terms) {
            return Err(invalid("predicates references a term outside the dictionary"));
        }
        self.dict().validate().map_err(|e| invalid(format!("dictionary: {e}")))?;
        Ok(())
    }

    #[inline]
    fn view(&self, layout: &PackedLayout) -> Packed<'_> {
        layout.view_in(self.source())
    }

    /// The term dictionary.
    pub fn dict(&self) -> DictView<'_> {
        DictView::new(self.source(), self.dict_offsets.clone(), self.dict_data.clone(), self.manifest.terms)
            .with_index(self.dict_index.as_ref())
    }

    /// The manifest.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }

    /// The underlying bundle (for other sections).
    pub fn bundle(&self) -> &Bundle {
        &self.bundle
    }

    /// Number of triples.
    pub fn len(&self) -> usize {
        self.manifest.triples as usize
    }

    /// True when the store holds no triple.
    pub fn is_empty(&self) -> bool {
        self.manifest.triples == 0
    }

    #[inline]
    fn pred_of(&self, t: usize) -> u8 {
        self.view(&self.spo_preds).get(t) as u8
    }

    #[inline]
    fn object_of(&self, t: usize) -> u32 {
        self.view(&self.spo_objects).get(t)
    }

    #[inline]
    fn predicate_term(&self, p: u8) -> u32 {
        self.view(&self.predicates).get(p as usize)
    }

    fn predicate_index(&self, term: u32) -> Option<u8> {
        self.view(&self.predicates).iter().position(|p| p == term).map(|i| i as u8)
    }

    fn subject_range(&self, s: u32) -> Range<usize> {
        let subjects = self.view(&self.subjects);
        self.prefetch_rows(&subjects, s);
        subjects.get(s as usize) as usize..subjects.get(s as usize + 1) as usize
    }

    /// A lazily read store whose offsets of subject `s` are not here: asks for the rows of the
    /// [`SPO_INDEX_STRIDE`] subjects around it too (their extent is in `spo.index`, in memory),
    /// up to [`PREFETCH_WINDOW_BYTES`] of objects, so that the subject's rows come in the round
    /// that brings its offsets rather than the next one. The subjects a plan reads in turn are
    /// mostly neighbours (a category's products, one entry's spec nodes), whose rows it reads
    /// anyway.
    fn prefetch_rows(&self, subjects: &Packed<'_>, s: u32) {
        let (Some(_), Some(samples)) = (&self.lazy, &self.spo_samples) else { return };
        let s = s as usize;
        if subjects.held(&(s..s + 2)) {
            return;
        }
        let k = s / SPO_INDEX_STRIDE;
        let (Some(&lo), hi) = (samples.get(k), samples.get(k + 1).map_or(self.len(), |&h| h as usize)) else {
            return;
        };
        let rows = lo as usize..hi.min(self.len());
        let objects = self.view(&self.spo_objects);
        if rows.is_empty() || objects.byte_len(&rows) > PREFETCH_WINDOW_BYTES {
            return;
        }
        let page = self.lazy.as_ref().map_or(1, |l| l.cache.table().page_size as usize);
        self.view(&self.spo_preds).touch(rows.clone(), page);
        objects.touch(rows, page);
    }

    /// Subject id of triple `t` (binary search over the CSR offsets).
    fn subject_of(&self, t: usize) -> u32 {
        let subjects = self.view(&self.subjects);
        let (mut lo, mut hi) = (0usize, subjects.len().saturating_sub(1));
        // Largest s with subjects[s] <= t.
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if subjects.get(mid) as usize <= t {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo as u32
    }

    fn pos_range(&self, p: u8) -> Range<usize> {
        let offsets = self.view(&self.pos_offsets);
        offsets.get(p as usize) as usize..offsets.get(p as usize + 1) as usize
    }

    /// Object id of POS entry `i`.
    fn pos_object(&self, i: usize) -> u32 {
        match &self.pos {
            PosIndex::Positions(p) => self.object_of(self.view(p).get(i) as usize),
            PosIndex::Columns { objects, .. } => self.view(objects).get(i),
        }
    }

    /// Subject id of POS entry `i`.
    fn pos_subject(&self, i: usize) -> u32 {
        match &self.pos {
            PosIndex::Positions(p) => self.subject_of(self.view(p).get(i) as usize),
            PosIndex::Columns { subjects, .. } => self.view(subjects).get(i),
        }
    }

    /// `(s, o)` ids of POS entry `i`.
    fn pos_entry(&self, i: usize) -> (u32, u32) {
        match &self.pos {
            PosIndex::Positions(p) => {
                let t = self.view(p).get(i) as usize;
                (self.subject_of(t), self.object_of(t))
            }
            PosIndex::Columns { subjects, objects, .. } => (self.view(subjects).get(i), self.view(objects).get(i)),
        }
    }

    /// Narrows a POS range (one predicate) to the triples with object `o`. In the paged layout,
    /// when that read faulted, the subjects of the run are asked for in the same round (those
    /// of the window the in-memory samples leave, up to [`PREFETCH_RUN_BYTES`]): whoever looks
    /// up a run reads its subjects next, and the guard counts every bound pattern of a query
    /// before evaluation, so the runs of all of them come in the round of their first block
    /// instead of one round later each.
    fn pos_object_range(&self, r: Range<usize>, o: u32) -> Range<usize> {
        let missing = self.missing_pages();
        let start = self.pos_partition(r.clone(), |x| x < o);
        let end = self.pos_partition(start..r.end, |x| x <= o);
        if let PosIndex::Columns { subjects, objects, samples: Some(samples) } = &self.pos {
            if self.lazy.is_some() {
                let window = sample_window(samples, r, o);
                let faulted = self.missing_pages() > missing || !self.view(objects).held(&window);
                self.prefetch_on_fault(faulted, &self.view(subjects), window, PREFETCH_RUN_BYTES);
            }
        }
        start..end
    }

    /// The first entry of POS range `r` (one predicate: objects ascending) whose object fails
    /// `before`; with `pos.index`, searched in its samples first, then in one block.
    fn pos_partition(&self, r: Range<usize>, before: impl Fn(u32) -> bool) -> usize {
        let mut window = r.clone();
        if let PosIndex::Columns { samples: Some(samples), .. } = &self.pos {
            // Samples inside `r`: entries k·STRIDE for k in first..last.
            let first = r.start.div_ceil(POS_INDEX_STRIDE);
            let last = r.end.div_ceil(POS_INDEX_STRIDE).min(samples.len());
            if first < last {
                let k = partition_point(first..last, |k| before(samples[k]));
                // Every sample before k is before, sample k (if inside) is not.
                let lo = if k > first { (k - 1) * POS_INDEX_STRIDE + 1 } else { r.start };
                let hi = if k < last { k * POS_INDEX_STRIDE } else { r.end };
                window = lo.max(r.start)..hi.min(r.end);
            }
        }
        partition_point(window, |i| before(self.pos_object(i)))
    }

    /// A fully bound pattern `(s, p, o)` in the paged layout: the POS entry (a range of at most
    /// one) found among the subjects of the `(p, o)` run, which are ascending. A query checks
    /// such a pattern for many subjects in turn (`?spec skg:inEntry entry:ram` for every spec of
    /// every laptop): through POS every check reads the same few pages of one run, where the
    /// subjects' own SPO rows are spread over the whole subject region (a page per subject, most
    /// of them read for nothing). `None` in the whole layout (its POS entries are positions into
    /// SPO order: the SPO rows are read either way).
    fn pos_check(&self, p: u8, s: u32, o: u32) -> Option<Range<usize>> {
        let PosIndex::Columns { subjects, .. } = &self.pos else { return None };
        let run = self.pos_object_range(self.pos_range(p), o);
        let subjects = self.view(subjects);
        let faulted = subjects.byte_len(&run) <= PREFETCH_RUN_BYTES && !subjects.held(&run);
        let at = partition_point(run.clone(), |i| subjects.get(i) < s);
        self.prefetch_on_fault(faulted, &subjects, run.clone(), PREFETCH_RUN_BYTES);
        Some(if at < run.end && subjects.get(at) == s { at..at + 1 } else { at..at })
    }

    /// A lazily read store, after a lookup that `faulted` (its pages were not all here — not
    /// merely "recorded a new missing page": a page another lookup already asked for is missing
    /// as well, and the dense rows of a category's products share their pages): records every
    /// page of `range` of `column` (up to `max_bytes` of it) as missing too, so that the next
    /// round fetches them all — one round instead of one per binary-search level or per column
    /// read after this one.
    fn prefetch_on_fault(&self, faulted: bool, column: &Packed<'_>, range: Range<usize>, max_bytes: usize) {
        let Some(lazy) = &self.lazy else { return };
        if faulted && column.byte_len(&range) <= max_bytes {
            column.touch(range, lazy.cache.table().page_size as usize);
        }
    }

    /// Narrows an SPO range (one subject) to predicate `p` and optionally object `o`.
    fn spo_narrow(&self, r: Range<usize>, p: Option<u8>, o: Option<u32>) -> Range<usize> {
        let r = match p {
            Some(p) => {
                let faulted = self.lazy.is_some() && !self.view(&self.spo_preds).held(&r);
                let start = partition_point(r.clone(), |i| self.pred_of(i) < p);
                let found = start..partition_point(start..r.end, |i| self.pred_of(i) <= p);
                // The subject's objects are read next: ask for them in the same round.
                self.prefetch_on_fault(faulted, &self.view(&self.spo_objects), r, PREFETCH_ROWS_BYTES);
                found
            }
            None => r,
        };
        match (p, o) {
            (Some(_), Some(o)) => {
                let start = partition_point(r.clone(), |i| self.object_of(i) < o);
                start..partition_point(start..r.end, |i| self.object_of(i) <= o)
            }
            _ => r,
        }
    }

    /// Triples matching a pattern of ids, as `(s, p, o)` ids. `None` = wildcard.
    pub fn match_ids(&self, s: Option<u32>, p: Option<u32>, o: Option<u32>) -> Matches<'_> {
        let p_index = match p {
            Some(p) => match self.predicate_index(p) {
                Some(i) => Some(i),
                None => return Matches::empty(self),
            },
            None => None,
        };
        if let Some(s) = s {
            if s >= self.manifest.terms {
                return Matches::empty(self);
            }
            if let (Some(p), Some(o)) = (p_index, o) {
                if let Some(r) = self.pos_check(p, s, o) {
                    return Matches { store: self, kind: MatchKind::Pos { ranges: vec![(p, r)], object: Some(o) } };
                }
            }
            let r = self.spo_narrow(self.subject_range(s), p_index, o);
            let filter_o = if p_index.is_none() { o } else { None };
            return Matches { store: self, kind: MatchKind::Spo { range: r, subject: s, filter_o } };
        }
        let predicates: Vec<u8> = match p_index {
            Some(i) => vec![i],
            None if o.is_some() => (0..self.manifest.predicates).map(|i| i as u8).collect(),
            None => {
                return Matches { store: self, kind: MatchKind::All { next: 0, subject: 0 } };
            }
        };
        let ranges: Vec<(u8, Range<usize>)> = predicates
            .into_iter()
            .map(|p| {
                let r = self.pos_range(p);
                match o {
                    Some(o) => (p, self.pos_object_range(r, o)),
                    None => (p, r),
                }
            })
            .filter(|(_, r)| !r.is_empty())
            .rev()
            .collect();
        Matches { store: self, kind: MatchKind::Pos { ranges, object: o } }
    }

    /// Number of triples matching a pattern of ids (`None` = wildcard), from index ranges alone:
    /// exact, except for a bound subject and object with any predicate (the subject's triples).
    pub fn count_ids(&self, s: Option<u32>, p: Option<u32>, o: Option<u32>) -> u64 {
        let p_index = match p.map(|p| self.predicate_index(p)) {
            Some(None) => return 0,
            Some(i) => i,
            None => None,
        };
        let n = match (s, p_index, o) {
            (Some(s), _, _) if s >= self.manifest.terms => 0,
            (Some(s), Some(p), Some(o)) if matches!(self.pos, PosIndex::Columns { .. }) => {
                self.pos_check(p, s, o).map_or(0, |r| r.len())
            }
            (Some(s), p, o) => self.spo_narrow(self.subject_range(s), p, o).len(),
            (None, Some(p), Some(o)) => self.pos_object_range(self.pos_range(p), o).len(),
            (None, Some(p), None) => self.pos_range(p).len(),
            (None, None, Some(o)) => {
                (0..self.manifest.predicates).map(|p| self.pos_object_range(self.pos_range(p as u8), o).len()).sum()
            }
            (None, None, None) => self.len(),
        };
        n as u64
    }

    /// Id of a term, if the dictionary holds it.
    pub fn id_of(&self, term: &Term) -> Option<u32> {
        self.dict().find_term(term)
    }

    /// Term of an id.
    pub fn term_of(&self, id: u32) -> Option<Term> {
        self.dict().term(id)
    }

    /// Bytes held in memory by this store (the bundle, read in place; or the sections and pages
    /// of a paged bundle fetched so far).
    pub fn memory_bytes(&self) -> usize {
        self.bundle.held_bytes() + self.lazy.as_ref().map_or(0, |l| l.cache.held_bytes())
    }
}

/// The entries of POS range `r` (one predicate, objects ascending) that may have object `o`,
/// from the in-memory samples of every [`POS_INDEX_STRIDE`]-th object alone.
fn sample_window(samples: &[u32], r: Range<usize>, o: u32) -> Range<usize> {
    let first = r.start.div_ceil(POS_INDEX_STRIDE);
    let last = r.end.div_ceil(POS_INDEX_STRIDE).min(samples.len());
    if first >= last {
        return r;
    }
    // Entries up to sample k - 1 (< o) come before the run, entries from sample j (> o) after.
    let k = partition_point(first..last, |k| samples[k] < o);
    let j = partition_point(first..last, |k| samples[k] <= o);
    let lo = if k > first { (k - 1) * POS_INDEX_STRIDE + 1 } else { r.start };
    let hi = if j < last { j * POS_INDEX_STRIDE } else { r.end };
    lo.max(r.start)..hi.min(r.end).max(lo.max(r.start))
}

fn partition_point(r: Range<usize>, pred: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (r.start, r.end);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if pred(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

enum MatchKind {
    Spo {
        range: Range<usize>,
        subject: u32,
        filter_o: Option<u32>,
    },
    /// Ranges of POS entries, each within one predicate (its index), the next one last; all
    /// with object `object` when it is bound (then only their subjects are read).
    Pos {
        ranges: Vec<(u8, Range<usize>)>,
        object: Option<u32>,
    },
    All {
        next: usize,
        subject: u32,
    },
}

/// Iterator over matching triples as `(s, p, o)` term ids.
pub struct Matches<'a> {
    store: &'a Store,
    kind: MatchKind,
}

impl<'a> Matches<'a> {
    fn empty(store: &'a Store) -> Self {
        Matches { store, kind: MatchKind::Pos { ranges: Vec::new(), object: None } }
    }
}

impl Iterator for Matches<'_> {
    type Item = (u32, u32, u32);

    fn next(&mut self) -> Option<Self::Item> {
        let st = self.store;
        match &mut self.kind {
            MatchKind::Spo { range, subject, filter_o } => loop {
                let t = range.next()?;
                let o = st.object_of(t);
                if filter_o.is_none_or(|f| f == o) {
                    return Some((*subject, st.predicate_term(st.pred_of(t)), o));
                }
            },
            MatchKind::Pos { ranges, object } => loop {
                let (p, r) = ranges.last_mut()?;
                match r.next() {
                    Some(i) => {
                        let (s, o) = match *object {
                            Some(o) => (st.pos_subject(i), o),
                            None => st.pos_entry(i),
                        };
                        return Some((s, st.predicate_term(*p), o));
                    }
                    None => {
                        ranges.pop();
                    }
                }
            },
            MatchKind::All { next, subject } => {
                let t = *next;
                if t >= st.len() {
                    return None;
                }
                while st.subject_range(*subject).end <= t {
                    // Bounded even when a paged read returned nothing (a fault).
                    if *subject >= st.manifest.terms {
                        return None;
                    }
                    *subject += 1;
                }
                *next += 1;
                Some((*subject, st.predicate_term(st.pred_of(t)), st.object_of(t)))
            }
        }
    }
}

/// Limits on one query's evaluation, enforced from inside the dataset iterators (single-threaded
/// wasm cannot interrupt evaluation from outside).
pub struct Budget {
    /// Maximum triples the evaluator may read from the store.
    pub max_steps: u64,
    /// Time limit in milliseconds, if any.
    pub timeout_ms: Option<u64>,
    deadline_ms: Option<f64>,
    steps: Cell<u64>,
    exceeded: Cell<Option<BudgetExceeded>>,
}

/// Which limit was hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum BudgetExceeded {
    /// Too many triples read.
    #[error("query exceeded its budget of {0} store reads; add filters or a LIMIT")]
    Steps(u64),
    /// Deadline passed.
    #[error("query exceeded its time budget of {0} ms; add filters or a LIMIT")]
    Time(u64),
}

impl Budget {
    /// A budget of `max_steps` store reads and an optional time limit from now.
    pub fn new(max_steps: u64, timeout_ms: Option<u64>) -> Self {
        Self {
            max_steps,
            timeout_ms,
            deadline_ms: timeout_ms.map(|t| now_ms() + t as f64),
            steps: Cell::new(0),
            exceeded: Cell::new(None),
        }
    }

    /// Store reads so far.
    pub fn steps(&self) -> u64 {
        self.steps.get()
    }

    /// The limit that was hit, if any.
    pub fn exceeded(&self) -> Option<BudgetExceeded> {
        self.exceeded.get()
    }

    fn step(&self) -> Result<(), BudgetExceeded> {
        if let Some(e) = self.exceeded.get() {
            return Err(e);
        }
        let n = self.steps.get() + 1;
        self.steps.set(n);
        let over = if n > self.max_steps {
            Some(BudgetExceeded::Steps(self.max_steps))
        } else if n % 64 == 0 {
            match self.deadline_ms {
                Some(d) if now_ms() > d => Some(BudgetExceeded::Time(self.timeout_ms.unwrap_or(0))),
                _ => None,
            }
        } else {
            None
        };
        match over {
            Some(e) => {
                self.exceeded.set(Some(e));
                Err(e)
            }
            None => Ok(()),
        }
    }
}

/// Milliseconds from an arbitrary origin (`performance`-free: `Date.now()` in wasm).
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs_f64() * 1000.0)
            .unwrap_or(0.0)
    }
}

/// Internal term of the evaluator: a dictionary id, or a term computed during evaluation that
/// the store does not hold (BIND results, query constants).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum TermId {
    /// Stored term.
    Stored(u32),
    /// Term absent from the dictionary.
    Foreign(Arc<Term>),
}

/// Error surfaced by the dataset to the evaluator.
#[derive(Debug, thiserror::Error)]
pub enum DatasetError {
    /// Budget exceeded.
    #[error(transparent)]
    Budget(#[from] BudgetExceeded),
    /// A stored id failed to decode (corrupt bundle).
    #[error("bundle term {0} cannot be decoded")]
    BadTerm(u32),
    /// A paged bundle's page is not fetched yet (the query runs again once it is).
    #[error("a page of the bundle is not loaded yet")]
    PageFault,
}

/// Longest POS run (bytes of `pos.subjects`) a fully bound check that faulted asks for whole
/// (16 pages of 32 KiB): at 100k products `?p a skgt:Product` (~310 KB), `?s skg:inEntry
/// entry:ram` or `?s skg:hasUnit "GB"` (~200–280 KB) come in one round, where a binary search
/// took a round per level.
const PREFETCH_RUN_BYTES: usize = 512 << 10;

/// Most bytes of objects (`spo.objects`) of the [`SPO_INDEX_STRIDE`] subjects around one whose
/// offsets are missing asked for with them: 256 spec nodes take ~6 KB, 256 products ~80 KB.
const PREFETCH_WINDOW_BYTES: usize = 128 << 10;

/// Most bytes of a subject's objects asked for with its predicates (a product's rows are a few
/// hundred bytes; a node with thousands of rows is left to the binary search).
const PREFETCH_ROWS_BYTES: usize = 8 << 10;

/// After a page fault, evaluation goes on (its results already void) until this many bytes of
/// pages are missing (256 pages of 32 KiB) or the step budget ends, so one round fetches what a
/// scan reads next rather than one page per round trip. In bytes, not pages: smaller pages must
/// not end a round sooner.
const SPECULATIVE_BYTES: usize = 8 << 20;

/// Most stored terms decoded for expressions (FILTER, ORDER BY, aggregates) kept per query:
/// the evaluator externalizes a value again at every comparison (ORDER BY: O(n log n) times).
const DECODED_CACHE_ENTRIES: usize = 1 << 16;

/// A budgeted view of the store for the SPARQL evaluator.
#[derive(Clone)]
pub struct DatasetView<'a> {
    store: &'a Store,
    budget: &'a Budget,
    decoded: Rc<RefCell<HashMap<u32, ExpressionTerm>>>,
}

impl<'a> DatasetView<'a> {
    /// A view of `store` that charges every triple read to `budget`.
    pub fn new(store: &'a Store, budget: &'a Budget) -> Self {
        Self { store, budget, decoded: Rc::default() }
    }
}

impl DatasetView<'_> {
    /// The term of a stored id; `None` when its dictionary page is not fetched yet (a paged
    /// bundle read lazily). Evaluation then goes on with a stand-in, its results already void,
    /// so that one round fetches the pages of every term the query decodes — the names an
    /// ORDER BY compares, every value of the results — instead of a round per page (an error
    /// here ended the evaluation at the first missing page), up to [`SPECULATIVE_BYTES`].
    fn decode(&self, id: u32) -> Result<Option<Term>, DatasetError> {
        match self.store.term_of(id) {
            Some(t) => Ok(Some(t)),
            None if self.store.faulted() => {
                if self.store.missing_bytes() >= SPECULATIVE_BYTES {
                    Err(DatasetError::PageFault)
                } else {
                    Ok(None)
                }
            }
            None => Err(DatasetError::BadTerm(id)),
        }
    }
}

fn stored(t: Option<&TermId>) -> Result<Option<u32>, ()> {
    match t {
        None => Ok(None),
        Some(TermId::Stored(id)) => Ok(Some(*id)),
        Some(TermId::Foreign(_)) => Err(()),
    }
}

impl<'a> QueryableDataset<'a> for DatasetView<'a> {
    type InternalTerm = TermId;
    type Error = DatasetError;

    fn internal_quads_for_pattern(
        &self,
        subject: Option<&TermId>,
        predicate: Option<&TermId>,
        object: Option<&TermId>,
        graph_name: Option<Option<&TermId>>,
    ) -> impl Iterator<Item = Result<InternalQuad<TermId>, DatasetError>> + use<'a> {
        let budget = self.budget;
        // A bundle holds only the default graph: lookups in named graphs (`None` = any named
        // graph, `Some(Some(g))` = graph `g`) find nothing.
        let matches = match (stored(subject), stored(predicate), stored(object), graph_name) {
            (Ok(s), Ok(p), Ok(o), Some(None)) => Some(self.store.match_ids(s, p, o)),
            _ => None,
        };
        let mut failed = false;
        let store = self.store;
        matches.into_iter().flatten().map_while(move |(s, p, o)| {
            if failed {
                return None;
            }
            if store.missing_bytes() >= SPECULATIVE_BYTES {
                failed = true;
                return Some(Err(DatasetError::PageFault));
            }
            match budget.step() {
                Ok(()) => Some(Ok(InternalQuad {
                    subject: TermId::Stored(s),
                    predicate: TermId::Stored(p),
                    object: TermId::Stored(o),
                    graph_name: None,
                })),
                Err(e) => {
                    failed = true;
                    Some(Err(e.into()))
                }
            }
        })
    }

    fn internal_named_graphs(&self) -> impl Iterator<Item = Result<TermId, DatasetError>> + use<'a> {
        std::iter::empty()
    }

    fn contains_internal_graph_name(&self, _: &TermId) -> Result<bool, DatasetError> {
        Ok(false)
    }

    fn internalize_term(&self, term: Term) -> Result<TermId, DatasetError> {
        Ok(match self.store.id_of(&term) {
            Some(id) => TermId::Stored(id),
            // Also on a page fault: evaluation goes on (void) so that every constant's lookup
            // asks for its pages in the same round.
            None => TermId::Foreign(Arc::new(term)),
        })
    }

    fn externalize_term(&self, term: TermId) -> Result<Term, DatasetError> {
        match term {
            TermId::Stored(id) => self.decode(id).map(|t| t.unwrap_or_else(|| Literal::new_simple_literal("").into())),
            TermId::Foreign(t) => Ok(Arc::unwrap_or_clone(t)),
        }
    }

    fn externalize_expression_term(&self, term: TermId) -> Result<ExpressionTerm, DatasetError> {
        let TermId::Stored(id) = term else {
            return Ok(self.externalize_term(term)?.into());
        };
        if let Some(t) = self.decoded.borrow().get(&id) {
            return Ok(t.clone());
        }
        let Some(t) = self.decode(id)? else {
            // A page fault: a stand-in, not cached (see `decode`).
            return Ok(ExpressionTerm::from(Term::from(Literal::new_simple_literal(""))));
        };
        let t = ExpressionTerm::from(t);
        let mut decoded = self.decoded.borrow_mut();
        if decoded.len() < DECODED_CACHE_ENTRIES {
            decoded.insert(id, t.clone());
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxigraph::model::{Literal, NamedNode};

    fn nn(s: &str) -> NamedNode {
        NamedNode::new(format!("http://ex/{s}")).unwrap()
    }

    fn manifest() -> Manifest {
        Manifest {
            format: "dualgraph-bundle".into(),
            schema_version: SCHEMA_VERSION,
            engine_version: "test".into(),
            catalog: "t".into(),
            instance_base: "http://ex/".into(),
            created_at: String::new(),
            source_digest: String::new(),
            terms: 0,
            triples: 0,
            predicates: 0,
            build: Default::default(),
        }
    }

    fn sample() -> (Vec<Triple>, Store) {
        let mut triples = Vec::new();
        for i in 0..50 {
            triples.push(Triple::new(nn(&format!("s{i}")), nn("p"), nn(&format!("o{}", i % 7))));
            triples.push(Triple::new(nn(&format!("s{i}")), nn("q"), Literal::from(i as i64)));
            if i % 3 == 0 {
                triples.push(Triple::new(nn(&format!("s{i}")), nn("p"), nn("o3")));
            }
        }
        triples.push(Triple::new(nn("s1"), nn("p"), nn("o1"))); // duplicate
        let bytes = write_bundle(&triples, manifest(), vec![]).unwrap();
        (triples, Store::from_bytes(bytes).unwrap())
    }

    fn naive(triples: &[Triple], s: Option<&Term>, p: Option<&Term>, o: Option<&Term>) -> Vec<String> {
        let mut v: Vec<String> = triples
            .iter()
            .filter(|t| s.is_none_or(|s| Term::from(t.subject.clone()) == *s))
            .filter(|t| p.is_none_or(|p| Term::from(t.predicate.clone()) == *p))
            .filter(|t| o.is_none_or(|o| t.object == *o))
            .map(|t| t.to_string())
            .collect();
        v.sort();
        v.dedup();
        v
    }

    #[test]
    fn every_pattern_shape_matches_a_naive_scan() {
        let (triples, store) = sample();
        let terms: Vec<Option<Term>> = vec![
            None,
            Some(nn("s3").into()),
            Some(nn("s49").into()),
            Some(nn("p").into()),
            Some(nn("q").into()),
            Some(nn("o3").into()),
            Some(Literal::from(7i64).into()),
            Some(nn("missing").into()),
        ];
        for s in &terms {
            for p in &terms {
                for o in &terms {
                    let id = |t: &Option<Term>| t.as_ref().map(|t| store.id_of(t).unwrap_or(u32::MAX));
                    let mut got: Vec<String> = store
                        .match_ids(id(s), id(p), id(o))
                        .map(|(s, p, o)| {
                            Triple::new(
                                match store.term_of(s).unwrap() {
                                    Term::NamedNode(n) => n,
                                    _ => unreachable!(),
                                },
                                match store.term_of(p).unwrap() {
                                    Term::NamedNode(n) => n,
                                    _ => unreachable!(),
                                },
                                store.term_of(o).unwrap(),
                            )
                            .to_string()
                        })
                        .collect();
                    got.sort();
                    let count = store.count_ids(id(s), id(p), id(o)) as usize;
                    if s.is_some() && p.is_none() && o.is_some() {
                        assert!(count >= got.len(), "count bounds {s:?} ? {o:?}");
                    } else {
                        assert_eq!(count, got.len(), "count of {s:?} {p:?} {o:?}");
                    }
                    assert_eq!(got, naive(&triples, s.as_ref(), p.as_ref(), o.as_ref()), "pattern {s:?} {p:?} {o:?}");
                }
            }
        }
        assert_eq!(store.len(), 114); // 100 + 17 multiples of 3, minus 3 already linked to o3
    }

    #[test]
    fn the_paged_layouts_pos_columns_and_samples_answer_like_the_positions() {
        // Enough triples per predicate that `pos.index` samples fall inside every range.
        let mut triples = Vec::new();
        for i in 0..3000 {
            triples.push(Triple::new(nn(&format!("s{i}")), nn("p"), nn(&format!("o{}", i % 37))));
            triples.push(Triple::new(nn(&format!("s{i}")), nn("q"), Literal::from((i % 501) as i64)));
            if i % 5 == 0 {
                triples.push(Triple::new(nn(&format!("s{i}")), nn("r"), nn("o3")));
            }
        }
        let whole_bytes = write_bundle(&triples, manifest(), vec![]).unwrap();
        let whole = Store::from_bytes(whole_bytes.clone()).unwrap();
        let paged_bytes =
            crate::format::paged_layout::paginate(&Bundle::from_bytes(whole_bytes).unwrap(), 4096).unwrap();
        let paged = Store::from_bytes(paged_bytes).unwrap();
        assert!(matches!(paged.pos, PosIndex::Columns { samples: Some(_), .. }));
        assert!(matches!(whole.pos, PosIndex::Positions(_)));
        let all = |st: &Store, p: Option<u32>, o: Option<u32>| {
            let mut v: Vec<String> = st
                .match_ids(None, p, o)
                .map(|(s, p, o)| {
                    format!("{} {} {}", st.term_of(s).unwrap(), st.term_of(p).unwrap(), st.term_of(o).unwrap())
                })
                .collect();
            v.sort();
            v
        };
        let mut objects: Vec<Term> = (0..40).map(|k| nn(&format!("o{k}")).into()).collect();
        objects.extend((0..510).step_by(7).map(|k| Literal::from(k as i64).into()));
        for p in ["p", "q", "r", "missing"] {
            let pid = |st: &Store| Some(st.id_of(&nn(p).into()).unwrap_or(u32::MAX));
            assert_eq!(all(&whole, pid(&whole), None), all(&paged, pid(&paged), None), "{p} ?");
            for o in &objects {
                let oid = |st: &Store| Some(st.id_of(o).unwrap_or(u32::MAX));
                let (w, g) = (all(&whole, pid(&whole), oid(&whole)), all(&paged, pid(&paged), oid(&paged)));
                assert_eq!(w, g, "{p} {o}");
                assert_eq!(paged.count_ids(None, pid(&paged), oid(&paged)) as usize, g.len(), "count {p} {o}");
            }
        }
        for o in &objects {
            let oid = |st: &Store| Some(st.id_of(o).unwrap_or(u32::MAX));
            assert_eq!(all(&whole, None, oid(&whole)), all(&paged, None, oid(&paged)), "? {o}");
        }
        // Fully bound patterns: the paged layout checks them in the POS run of (p, o).
        let subjects: Vec<Term> = (0..3000).step_by(13).map(|i| nn(&format!("s{i}")).into()).collect();
        for p in ["p", "q", "r"] {
            for o in objects.iter().step_by(3) {
                for s in &subjects {
                    let id = |st: &Store, t: &Term| st.id_of(t).unwrap_or(u32::MAX);
                    let key = |st: &Store| (id(st, s), id(st, &nn(p).into()), id(st, o));
                    let ((ws, wp, wo), (gs, gp, go)) = (key(&whole), key(&paged));
                    let w: Vec<_> = whole.match_ids(Some(ws), Some(wp), Some(wo)).collect();
                    let g: Vec<_> = paged.match_ids(Some(gs), Some(gp), Some(go)).collect();
                    assert_eq!(w.len(), g.len(), "{s} {p} {o}");
                    assert!(g.iter().all(|&t| t == (gs, gp, go)), "{s} {p} {o}");
                    assert_eq!(paged.count_ids(Some(gs), Some(gp), Some(go)) as usize, g.len(), "count {s} {p} {o}");
                    assert_eq!(whole.count_ids(Some(ws), Some(wp), Some(wo)) as usize, w.len(), "count {s} {p} {o}");
                }
            }
        }
    }

    #[test]
    fn a_paged_bundles_spo_index_of_the_wrong_length_is_rejected_at_load() {
        let (triples, _) = sample();
        let whole = write_bundle(&triples, manifest(), vec![]).unwrap();
        let paged = crate::format::paged_layout::paginate(&Bundle::from_bytes(whole).unwrap(), 4096).unwrap();
        let store = Store::from_bytes(paged.clone()).unwrap();
        assert!(store.spo_samples.is_some());
        let bundle = Bundle::from_bytes(paged).unwrap();
        let mut w = BundleWriter::new();
        for (name, _) in bundle.sections() {
            let mut bytes = bundle.section(name).unwrap().to_vec();
            if name == sections::SPO_INDEX {
                bytes = packed::pack(&[0, 1, 2, 3, 4, 5, 6, 7, 8]);
            }
            if name != sections::PAGES {
                w.section(name, bytes);
            }
        }
        let err = Store::from_bytes(w.finish()).err().expect("must be rejected");
        assert!(err.to_string().contains("spo.index"), "{err}");
    }

    #[test]
    fn budget_stops_iteration_with_an_error() {
        let (_, store) = sample();
        let budget = Budget::new(10, None);
        let view = DatasetView::new(&store, &budget);
        let results: Vec<_> = view.internal_quads_for_pattern(None, None, None, Some(None)).collect();
        assert_eq!(results.len(), 11);
        assert!(results[10].is_err());
        assert_eq!(budget.exceeded(), Some(BudgetExceeded::Steps(10)));
    }

    #[test]
    fn named_graph_lookups_read_nothing() {
        let (_, store) = sample();
        let budget = Budget::new(1000, None);
        let view = DatasetView::new(&store, &budget);
        assert_eq!(view.internal_quads_for_pattern(None, None, None, None).count(), 0);
        let g = TermId::Stored(store.id_of(&nn("s1").into()).unwrap());
        assert_eq!(view.internal_quads_for_pattern(None, None, None, Some(Some(&g))).count(), 0);
        assert_eq!(budget.steps(), 0);
        assert_eq!(view.internal_quads_for_pattern(None, None, None, Some(None)).count(), store.len());
    }

    #[test]
    fn index_pointing_outside_the_dictionary_is_rejected_at_load() {
        let (triples, _) = sample();
        let good = write_bundle(&triples, manifest(), vec![]).unwrap();
        let bundle = Bundle::from_bytes(good).unwrap();
        let mut w = BundleWriter::new();
        let names: Vec<(String, Vec<u8>)> =
            bundle.sections().map(|(n, _)| (n.to_owned(), bundle.section(n).unwrap().to_vec())).collect();
        for (name, mut bytes) in names {
            if name == "spo.objects" {
                bytes[0..4].copy_from_slice(&u32::MAX.to_le_bytes());
            }
            w.section(&name, bytes);
        }
        // Checksums are valid (the writer recomputes them): only structural validation can catch it.
        let err = Store::from_bytes(w.finish()).err().expect("must be rejected");
        assert!(err.to_string().contains("spo.objects"), "{err}");
    }
}

//! The build's working graph: every term interned once (a `u32` id), triples as id triples in
//! two sorted indexes (SPO and POS), mutable in batches. SKG generation writes into it, the
//! enrichment rules (`rules`) evaluate their WHERE patterns over it through spareval's
//! [`QueryableDataset`] (the evaluator the bundle uses at query time), and the later stages read
//! it without ever holding one owned `Triple` per triple: at 100k products that is 40M triples,
//! ≈ 24 bytes each here against ≈ 250 as `oxigraph::model::Triple`s.

use dualgraph_core::format::dictionary;
use oxigraph::model::{BlankNodeRef, LiteralRef, NamedNodeRef, NamedOrBlankNodeRef, Term, TermRef, Triple, TripleRef};
use spareval::{ExpressionTerm, InternalQuad, QueryableDataset};
use std::cell::{Cell, RefCell};
use std::ops::Range;

/// An id triple: (subject, predicate, object) term ids.
pub type Ids = [u32; 3];

/// An interned, indexed, mutable set of triples (default graph only).
#[derive(Default, Clone)]
pub struct Graph {
    terms: TermTable,
    /// Term lookup: ids, found by the hash of the key they point at in `terms` (a slot is the
    /// 4-byte id, where a map from hash to id took 16).
    lookup: hashbrown::HashTable<u32>,
    /// Reused buffer for the key of the term being interned.
    scratch: Vec<u8>,
    /// Sorted, distinct (s, p, o).
    spo: Vec<Ids>,
    /// The same triples as (p, o, s), sorted.
    pos: Vec<Ids>,
    /// Triples added since the last [`Graph::commit`], in any order, possibly repeated.
    pending: Vec<Ids>,
    /// CSR over `spo`: the triples of subject `s` are `spo[subjects[s]..subjects[s + 1]]`
    /// (rebuilt at each commit; ids past the end have none).
    subjects: Vec<u32>,
    /// Per predicate, its range in `pos`, sorted by predicate id.
    predicates: Vec<(u32, Range<usize>)>,
    /// Set by [`Graph::freeze`].
    frozen: bool,
    /// Set by [`Graph::end_lookups`]: POS and the offsets are gone, SPO alone is kept.
    lookups_ended: bool,
}

/// A fixed (process-independent) 64-bit hash of a term's key.
fn key_hash(key: &[u8]) -> u64 {
    use std::hash::Hasher;
    let mut h = rustc_hash::FxHasher::default();
    h.write(key);
    h.finish()
}

/// Every interned term as its dictionary key (`dictionary::encode_term_into`: kind byte +
/// text) back to back in one string arena: at 100k products 6.3M terms took ~0.9 GB as
/// `oxigraph::model::Term`s (an enum and a heap string each) and take their bytes plus 8 here.
/// A `String`, so reading a term back checks two char boundaries, not its whole text.
#[derive(Default, Clone)]
struct TermTable {
    data: String,
    ends: Vec<u64>,
}

impl TermTable {
    fn len(&self) -> usize {
        self.ends.len()
    }

    fn push(&mut self, key: &[u8]) {
        // Keys are encoded from terms' `&str`s and an ASCII kind byte (checked once, here).
        self.data.push_str(std::str::from_utf8(key).expect("keys are encoded from UTF-8 terms"));
        self.ends.push(self.data.len() as u64);
    }

    fn key(&self, id: u32) -> &str {
        let i = id as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.data[start..self.ends[i] as usize]
    }
}

/// A set of terms, each numbered in first-seen order and stored once as its dictionary key (as
/// in the graph's [`TermTable`]): for terms met while a rule runs (at 100k products rule 05
/// mints ~1.2M range-spec IRIs, which a `Vec<Term>` beside a `HashMap<Term, u32>` held twice,
/// ~0.3 KB each).
#[derive(Default)]
pub struct TermSet {
    terms: TermTable,
    lookup: hashbrown::HashTable<u32>,
    scratch: Vec<u8>,
}

impl TermSet {
    /// The number of `term` (a new one is numbered after the others).
    pub fn insert(&mut self, term: TermRef<'_>) -> u32 {
        let mut key = std::mem::take(&mut self.scratch);
        dictionary::encode_term_into(term, &mut key);
        debug_assert_ne!(key.first(), Some(&b'?'), "a triple term");
        let h = key_hash(&key);
        let Self { terms, lookup, .. } = self;
        let i = match lookup.find(h, |&i| terms.key(i).as_bytes() == key.as_slice()) {
            Some(&i) => i,
            None => {
                let i = u32::try_from(terms.len()).expect("more than 2^32 terms in one rule");
                terms.push(&key);
                lookup.insert_unique(h, i, |&i| key_hash(terms.key(i).as_bytes()));
                i
            }
        };
        self.scratch = key;
        i
    }

    /// The number of `term`, if in the set.
    pub fn get(&self, term: TermRef<'_>) -> Option<u32> {
        let mut key = Vec::new();
        dictionary::encode_term_into(term, &mut key);
        self.lookup.find(key_hash(&key), |&i| self.terms.key(i).as_bytes() == key.as_slice()).copied()
    }

    /// The term numbered `i`.
    ///
    /// # Panics
    /// On a number past the set's end.
    pub fn term(&self, i: u32) -> TermRef<'_> {
        key_term(self.terms.key(i))
    }

    /// The number of terms.
    pub fn len(&self) -> usize {
        self.terms.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.terms.len() == 0
    }
}

/// The term of a key this graph encoded (so well-formed: no validation, no allocation).
fn key_term(key: &str) -> TermRef<'_> {
    fn split(text: &str) -> (&str, &str) {
        text.split_once('\0').expect("a literal key holds its separator")
    }
    // The kind byte is ASCII, so byte 1 is a char boundary.
    let text = &key[1..];
    match key.as_bytes()[0] {
        b'I' => NamedNodeRef::new_unchecked(text).into(),
        b'B' => BlankNodeRef::new_unchecked(text).into(),
        b'S' => LiteralRef::new_simple_literal(text).into(),
        b'L' => {
            let (language, value) = split(text);
            LiteralRef::new_language_tagged_literal_unchecked(value, language).into()
        }
        _ => {
            let (datatype, value) = split(text);
            LiteralRef::new_typed_literal(value, NamedNodeRef::new_unchecked(datatype)).into()
        }
    }
}

/// Why a triple cannot be stored.
#[derive(Debug, thiserror::Error)]
#[error("a literal cannot be the subject of a triple: {0}")]
pub struct LiteralSubject(pub String);

impl Graph {
    /// An empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// A graph holding `triples` (duplicates kept once).
    pub fn from_triples(triples: impl IntoIterator<Item = Triple>) -> Self {
        let mut g = Self::new();
        for t in triples {
            g.add(t);
        }
        g.commit();
        g
    }

    /// The id of `term`, interning it if new.
    ///
    /// # Panics
    /// Past 2^32 terms (a bundle holds at most that many), or after [`Graph::freeze`].
    pub fn intern(&mut self, term: Term) -> u32 {
        self.intern_ref(term.as_ref())
    }

    /// [`Graph::intern`] of a borrowed term.
    ///
    /// # Panics
    /// As [`Graph::intern`]; also on RDF 1.2 triple terms, which the build never makes.
    pub fn intern_ref(&mut self, term: TermRef<'_>) -> u32 {
        assert!(!self.frozen, "intern after freeze");
        let mut key = std::mem::take(&mut self.scratch);
        dictionary::encode_term_into(term, &mut key);
        assert_ne!(key.first(), Some(&b'?'), "a triple term in the build graph");
        let h = key_hash(&key);
        let Self { terms, lookup, .. } = self;
        let id = match lookup.find(h, |&id| terms.key(id).as_bytes() == key.as_slice()) {
            Some(&id) => id,
            None => {
                let id = u32::try_from(terms.len()).expect("more than 2^32 terms in one build");
                terms.push(&key);
                lookup.insert_unique(h, id, |&id| key_hash(terms.key(id).as_bytes()));
                id
            }
        };
        self.scratch = key;
        id
    }

    /// The id of `term`, if interned (always `None` after [`Graph::freeze`]).
    pub fn id_of(&self, term: &Term) -> Option<u32> {
        self.id_of_ref(term.as_ref())
    }

    /// [`Graph::id_of`] of a borrowed term.
    pub fn id_of_ref(&self, term: TermRef<'_>) -> Option<u32> {
        thread_local! {
            /// The key being looked up (the evaluator asks once per computed value).
            static KEY: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        KEY.with_borrow_mut(|key| {
            dictionary::encode_term_into(term, key);
            self.lookup.find(key_hash(key), |&id| self.terms.key(id).as_bytes() == key.as_slice()).copied()
        })
    }

    /// The term of an id.
    ///
    /// # Panics
    /// On an id this graph did not hand out.
    pub fn term(&self, id: u32) -> TermRef<'_> {
        key_term(self.terms.key(id))
    }

    /// The dictionary key of an id's term (`dictionary::encode_term_into`).
    ///
    /// # Panics
    /// On an id this graph did not hand out.
    pub fn term_key(&self, id: u32) -> &[u8] {
        self.terms.key(id).as_bytes()
    }

    /// Queues a triple; it is visible after [`Graph::commit`].
    pub fn add(&mut self, t: Triple) {
        self.add_ref(t.as_ref());
    }

    /// [`Graph::add`] of a borrowed triple.
    pub fn add_ref(&mut self, t: TripleRef<'_>) {
        let s = self.intern_ref(t.subject.into());
        let p = self.intern_ref(t.predicate.into());
        let o = self.intern_ref(t.object);
        self.pending.push([s, p, o]);
    }

    /// Queues an id triple (ids from [`Graph::intern`]); visible after [`Graph::commit`].
    pub fn add_ids(&mut self, t: Ids) {
        self.pending.push(t);
    }

    /// Triples queued and not yet committed (repeats included).
    pub fn pending_len(&self) -> usize {
        self.pending.len()
    }

    /// Merges the queued triples into the indexes; returns how many were new.
    pub fn commit(&mut self) -> usize {
        if self.spo.is_empty() && self.pos.is_empty() {
            // The first commit (the SKG: at 100k products 31M triples, 0.37 GB an index): the
            // queued triples become SPO in place and POS is sorted from it, instead of SPO and
            // POS each merged from a copy (four such vectors at once).
            let mut new = std::mem::take(&mut self.pending);
            new.sort_unstable();
            new.dedup();
            let n = new.len();
            self.spo = new;
            if !self.lookups_ended {
                let mut pos: Vec<Ids> = self.spo.iter().map(|&[s, p, o]| [p, o, s]).collect();
                pos.sort_unstable();
                self.pos = pos;
                self.reindex();
            }
            return n;
        }
        self.commit_new().len()
    }

    /// Merges the queued triples into the indexes; returns the new ones (sorted, distinct).
    pub fn commit_new(&mut self) -> Vec<Ids> {
        let mut new = std::mem::take(&mut self.pending);
        new.sort_unstable();
        new.dedup();
        new.retain(|t| self.spo.binary_search(t).is_err());
        merge_sorted(&mut self.spo, &new);
        if self.lookups_ended {
            return new;
        }
        let mut pos: Vec<Ids> = new.iter().map(|&[s, p, o]| [p, o, s]).collect();
        pos.sort_unstable();
        merge_sorted(&mut self.pos, &pos);
        if !new.is_empty() || self.subjects.is_empty() {
            self.reindex();
        }
        new
    }

    /// Rebuilds the subject offsets and predicate ranges after a change.
    fn reindex(&mut self) {
        let n = self.terms.len();
        self.subjects.clear();
        self.subjects.resize(n + 1, 0);
        for t in &self.spo {
            self.subjects[t[0] as usize + 1] += 1;
        }
        for i in 1..self.subjects.len() {
            self.subjects[i] += self.subjects[i - 1];
        }
        self.predicates.clear();
        let mut start = 0;
        while start < self.pos.len() {
            let p = self.pos[start][0];
            let end = start + self.pos[start..].partition_point(|t| t[0] == p);
            self.predicates.push((p, start..end));
            start = end;
        }
    }

    /// Removes id triples (absent ones are ignored); returns how many were removed. Commits
    /// queued additions first.
    pub fn remove_ids(&mut self, mut gone: Vec<Ids>) -> usize {
        self.commit();
        gone.sort_unstable();
        gone.dedup();
        let before = self.spo.len();
        self.spo.retain(|t| gone.binary_search(t).is_err());
        let mut gone_pos: Vec<Ids> = gone.iter().map(|&[s, p, o]| [p, o, s]).collect();
        gone_pos.sort_unstable();
        self.pos.retain(|t| gone_pos.binary_search(t).is_err());
        if !self.lookups_ended {
            self.reindex();
        }
        before - self.spo.len()
    }

    /// Number of (committed, distinct) triples.
    pub fn len(&self) -> usize {
        self.spo.len()
    }

    /// Whether the graph holds no committed triple.
    pub fn is_empty(&self) -> bool {
        self.spo.is_empty()
    }

    /// Number of interned terms.
    pub fn term_count(&self) -> usize {
        self.terms.len()
    }

    /// Committed id triples in (s, p, o) order.
    pub fn ids(&self) -> &[Ids] {
        &self.spo
    }

    /// Committed triples, borrowed, in (subject id, predicate id, object id) order.
    pub fn iter(&self) -> impl Iterator<Item = TripleRef<'_>> + '_ {
        self.spo.iter().filter_map(|&[s, p, o]| self.triple_ref([s, p, o]))
    }

    /// The committed id triples of subject `s`, in SPO order (a binary search: works after
    /// [`Graph::end_lookups`]).
    pub fn subject_ids(&self, s: u32) -> &[Ids] {
        let start = self.spo.partition_point(|t| t[0] < s);
        let end = start + self.spo[start..].partition_point(|t| t[0] == s);
        &self.spo[start..end]
    }

    /// The borrowed triple of an id triple (`None` if its subject or predicate is not a node).
    pub fn triple_ref(&self, [s, p, o]: Ids) -> Option<TripleRef<'_>> {
        let subject: NamedOrBlankNodeRef<'_> = match self.term(s) {
            TermRef::NamedNode(n) => n.into(),
            TermRef::BlankNode(b) => b.into(),
            _ => return None,
        };
        let TermRef::NamedNode(predicate) = self.term(p) else { return None };
        Some(TripleRef::new(subject, predicate, self.term(o)))
    }

    /// Committed triples as owned `Triple`s (for small graphs and tests).
    pub fn to_triples(&self) -> Vec<Triple> {
        self.iter().map(TripleRef::into_owned).collect()
    }

    /// Reserves room for `extra` more triples in both indexes, so merges up to that size grow
    /// in place: a merge that outgrows its vector copies it to a new one, and for that moment
    /// both are resident (≈ +0.5 GB per index at 100k products, at the end of the biggest rule).
    /// Room not yet written is address space, not memory.
    pub fn reserve(&mut self, extra: usize) {
        self.spo.reserve_exact(extra);
        if !self.lookups_ended {
            self.pos.reserve_exact(extra);
        }
    }

    /// Ends pattern lookups (after the rules): frees POS and the subject and predicate offsets
    /// (at 100k products ≈ 0.5 GB) for the stages that only read SPO; triples and terms can
    /// still be added.
    pub fn end_lookups(&mut self) {
        self.commit();
        self.lookups_ended = true;
        self.pos = Vec::new();
        self.subjects = Vec::new();
        self.predicates = Vec::new();
    }

    /// Ends changes: drops the term lookup and every index but SPO, so the bundle writer runs
    /// with only what it reads ([`Graph::ids`], [`Graph::terms`], [`Graph::iter`]). Pattern
    /// lookups and interning are not available afterwards.
    pub fn freeze(&mut self) {
        self.end_lookups();
        self.frozen = true;
        self.lookup = hashbrown::HashTable::new();
    }

    /// Id triples matching a pattern (each position bound or not), committed triples only.
    pub fn matching(&self, s: Option<u32>, p: Option<u32>, o: Option<u32>) -> Matching<'_> {
        debug_assert!(!self.frozen && !self.lookups_ended, "pattern lookup after freeze or end_lookups");
        let mut rest = Vec::new();
        let mut pos = false;
        let mut object = None;
        let current = match (s, p, o) {
            (Some(s), _, _) => {
                let i = s as usize;
                let r = match (self.subjects.get(i), self.subjects.get(i + 1)) {
                    (Some(&a), Some(&b)) => a as usize..b as usize,
                    _ => 0..0,
                };
                let r = match p {
                    Some(p) => prefix(&self.spo, r.start, r.end, 1, p),
                    None => r,
                };
                match (p, o) {
                    (Some(_), Some(o)) => prefix(&self.spo, r.start, r.end, 2, o),
                    (None, Some(o)) => {
                        // Subject and object bound: filter the subject's triples.
                        object = Some(o);
                        r
                    }
                    _ => r,
                }
            }
            (None, Some(p), o) => {
                pos = true;
                match self.predicates.binary_search_by_key(&p, |(q, _)| *q) {
                    Ok(k) => {
                        let r = self.predicates[k].1.clone();
                        match o {
                            Some(o) => prefix(&self.pos, r.start, r.end, 1, o),
                            None => r,
                        }
                    }
                    Err(_) => 0..0,
                }
            }
            (None, None, Some(o)) => {
                // One lookup per predicate (a catalog graph has a few dozen).
                pos = true;
                rest.extend(
                    self.predicates
                        .iter()
                        .map(|(_, r)| prefix(&self.pos, r.start, r.end, 1, o))
                        .filter(|r| !r.is_empty()),
                );
                rest.pop().unwrap_or(0..0)
            }
            (None, None, None) => 0..self.spo.len(),
        };
        Matching { graph: self, current, rest, pos, object }
    }
}

/// The sub-range of `v[start..end]` (sorted, with the positions before `col` equal) whose
/// column `col` equals `value`.
fn prefix(v: &[Ids], start: usize, end: usize, col: usize, value: u32) -> Range<usize> {
    let slice = &v[start..end];
    let lo = slice.partition_point(|t| t[col] < value);
    let hi = lo + slice[lo..].partition_point(|t| t[col] == value);
    start + lo..start + hi
}

/// Merges sorted, distinct `new` (disjoint from `into`) into sorted `into`, in place from the
/// back.
fn merge_sorted(into: &mut Vec<Ids>, new: &[Ids]) {
    if new.is_empty() {
        return;
    }
    let old = into.len();
    // Exact growth: these vectors hold every triple of the build.
    into.reserve_exact(new.len());
    into.resize(old + new.len(), [0; 3]);
    let (mut i, mut j, mut k) = (old, new.len(), old + new.len());
    while j > 0 {
        if i > 0 && into[i - 1] > new[j - 1] {
            into[k - 1] = into[i - 1];
            i -= 1;
        } else {
            into[k - 1] = new[j - 1];
            j -= 1;
        }
        k -= 1;
    }
}

/// Iterator over the id triples matching a pattern, as (s, p, o).
pub struct Matching<'a> {
    graph: &'a Graph,
    current: Range<usize>,
    /// Further ranges (object-only patterns: one per predicate); allocated only then.
    rest: Vec<Range<usize>>,
    pos: bool,
    object: Option<u32>,
}

impl Iterator for Matching<'_> {
    type Item = Ids;

    /// Upper bound: the triples left in the index ranges (exact unless only the subject and
    /// object are bound).
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.current.len() + self.rest.iter().map(ExactSizeIterator::len).sum::<usize>();
        (if self.object.is_some() { 0 } else { n }, Some(n))
    }

    fn next(&mut self) -> Option<Ids> {
        loop {
            let Some(i) = self.current.next() else {
                self.current = self.rest.pop()?;
                continue;
            };
            let t = if self.pos {
                let [p, o, s] = self.graph.pos[i];
                [s, p, o]
            } else {
                self.graph.spo[i]
            };
            if self.object.is_none_or(|o| o == t[2]) {
                return Some(t);
            }
        }
    }
}

/// Internal term of the rule evaluator: a graph id, or a term the graph does not hold (a query
/// constant or a computed value such as a minted IRI) as its index in the evaluation's
/// [`ForeignTerms`]. Eight bytes: spareval keeps one per variable per row and per group key
/// (rule 06 groups ~4M keys of four terms at 100k products).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleTerm {
    /// Interned term.
    Id(u32),
    /// Term absent from the graph: its index in [`ForeignTerms`] (one index per distinct term).
    Foreign(u32),
}

/// The terms one evaluation met that the graph does not hold, each once.
#[derive(Default)]
pub struct ForeignTerms {
    terms: RefCell<TermSet>,
}

impl ForeignTerms {
    fn intern(&self, term: Term) -> u32 {
        self.terms.borrow_mut().insert(term.as_ref())
    }

    fn get(&self, i: u32) -> Term {
        self.terms.borrow().term(i).into_owned()
    }
}

/// The graph as a spareval dataset (the default graph; no named graphs).
#[derive(Clone, Copy)]
pub struct GraphView<'a> {
    graph: &'a Graph,
    /// Counts the triples the evaluation reads.
    reads: &'a Cell<usize>,
    foreign: &'a ForeignTerms,
}

impl<'a> GraphView<'a> {
    /// A read-only dataset view of `graph`; every triple a pattern returns adds one to `reads`;
    /// terms the graph does not hold are numbered in `foreign`.
    pub fn new(graph: &'a Graph, reads: &'a Cell<usize>, foreign: &'a ForeignTerms) -> Self {
        Self { graph, reads, foreign }
    }
}

/// Errors of the view (there are none: every id resolves).
#[derive(Debug, thiserror::Error)]
#[error("unreachable")]
pub enum Never {}

fn id(t: Option<&RuleTerm>) -> Result<Option<u32>, ()> {
    match t {
        None => Ok(None),
        Some(RuleTerm::Id(i)) => Ok(Some(*i)),
        Some(RuleTerm::Foreign(_)) => Err(()),
    }
}

impl<'a> QueryableDataset<'a> for GraphView<'a> {
    type InternalTerm = RuleTerm;
    type Error = Never;

    fn internal_quads_for_pattern(
        &self,
        subject: Option<&RuleTerm>,
        predicate: Option<&RuleTerm>,
        object: Option<&RuleTerm>,
        graph_name: Option<Option<&RuleTerm>>,
    ) -> impl Iterator<Item = Result<InternalQuad<RuleTerm>, Never>> + use<'a> {
        // Only the default graph (`Some(None)`); a foreign term matches nothing.
        let matches = match (id(subject), id(predicate), id(object), graph_name) {
            (Ok(s), Ok(p), Ok(o), Some(None)) => Some(self.graph.matching(s, p, o)),
            _ => None,
        };
        let reads = self.reads;
        matches.into_iter().flatten().map(move |[s, p, o]| {
            reads.set(reads.get() + 1);
            Ok(InternalQuad {
                subject: RuleTerm::Id(s),
                predicate: RuleTerm::Id(p),
                object: RuleTerm::Id(o),
                graph_name: None,
            })
        })
    }

    fn internal_named_graphs(&self) -> impl Iterator<Item = Result<RuleTerm, Never>> + use<'a> {
        std::iter::empty()
    }

    fn contains_internal_graph_name(&self, _: &RuleTerm) -> Result<bool, Never> {
        Ok(false)
    }

    fn internalize_term(&self, term: Term) -> Result<RuleTerm, Never> {
        Ok(match self.graph.id_of(&term) {
            Some(i) => RuleTerm::Id(i),
            None => RuleTerm::Foreign(self.foreign.intern(term)),
        })
    }

    fn externalize_term(&self, term: RuleTerm) -> Result<Term, Never> {
        Ok(match term {
            RuleTerm::Id(i) => self.graph.term(i).into_owned(),
            RuleTerm::Foreign(i) => self.foreign.get(i),
        })
    }

    fn externalize_expression_term(&self, term: RuleTerm) -> Result<ExpressionTerm, Never> {
        Ok(self.externalize_term(term)?.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxigraph::model::{Literal, NamedNode};

    fn nn(s: &str) -> NamedNode {
        NamedNode::new_unchecked(format!("http://ex/{s}"))
    }

    #[test]
    fn every_pattern_shape_matches_a_naive_scan() {
        let mut g = Graph::new();
        let mut all = Vec::new();
        for i in 0..6 {
            for j in 0..3 {
                let o: Term =
                    if (i + j) % 2 == 0 { nn(&format!("o{}", i % 3)).into() } else { Literal::from(j).into() };
                let t = Triple::new(nn(&format!("s{i}")), nn(&format!("p{j}")), o);
                all.push(t.clone());
                g.add(t.clone());
                g.add(t);
            }
        }
        assert_eq!(g.commit(), 18);
        g.add(all[0].clone());
        assert_eq!(g.commit(), 0, "a repeated triple is stored once");
        let ids: Vec<Ids> = g.ids().to_vec();
        let terms: Vec<Option<u32>> = std::iter::once(None).chain((0..g.term_count() as u32).map(Some)).collect();
        for &s in &terms {
            for &p in &terms {
                for &o in &terms {
                    let mut got: Vec<Ids> = g.matching(s, p, o).collect();
                    got.sort_unstable();
                    let want: Vec<Ids> = ids
                        .iter()
                        .copied()
                        .filter(|t| {
                            s.is_none_or(|x| x == t[0]) && p.is_none_or(|x| x == t[1]) && o.is_none_or(|x| x == t[2])
                        })
                        .collect();
                    assert_eq!(got, want, "pattern {s:?} {p:?} {o:?}");
                }
            }
        }
        let gone = vec![ids[0], ids[5], [999, 999, 999]];
        assert_eq!(g.remove_ids(gone), 2);
        assert_eq!(g.len(), 16);
        assert_eq!(g.matching(Some(ids[0][0]), Some(ids[0][1]), Some(ids[0][2])).count(), 0);
        assert_eq!(g.matching(None, Some(ids[5][1]), Some(ids[5][2])).filter(|t| *t == ids[5]).count(), 0);

        // After the lookups end, triples still go into SPO, sorted and distinct.
        g.end_lookups();
        g.add(Triple::new(nn("a"), nn("p0"), nn("b")));
        g.add(all[1].clone());
        assert_eq!(g.commit(), 1);
        assert_eq!(g.len(), 17);
        assert!(g.ids().windows(2).all(|w| w[0] < w[1]));
        let a = g.id_of(&nn("a").into()).unwrap();
        assert_eq!(g.subject_ids(a).len(), 1, "the added triple, found by its subject");
        let s0 = g.id_of(&nn("s0").into()).unwrap();
        assert_eq!(g.subject_ids(s0), g.ids().iter().filter(|t| t[0] == s0).copied().collect::<Vec<_>>());
    }
}

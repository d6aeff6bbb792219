//! Textual Knowledge Graph (UnWeaver style): chunks of catalog prose, entities extracted from
//! them, and the bipartite entity↔chunk graph, aligned with the SKG and serialized into the
//! bundle.
//!
//! Build side (`dualgraph_build::extract::build`, native):
//! 1. [`crate::tkg::chunk`] cuts product `text` and page `markdown` into heading-aware chunks with
//!    provenance.
//! 2. An `Extractor` maps every chunk to entity mentions `{name, description}`. The default,
//!    `OfflineExtractor`, is deterministic and needs no model: catalog names found in the prose
//!    (products, ranges, categories, spec entry names, categorical spec values), the chunk's
//!    headings and its document's product, capitalized multi-word phrases and acronyms, feature
//!    phrases ("eSIM support", "noise cancelling", "Easy Mode") and noun phrases that recur in
//!    at least two chunks. Descriptions are the supporting sentences. The LLM extractor
//!    (`dualgraph_build::llm_extractor`) implements the same trait.
//! 3. Mentions are merged by [`crate::text::names::canonical_key`] of their names: one entity per key, with every
//!    chunk link kept and descriptions aggregated up to `TkgOptions::max_description_chars`.
//!    Each link keeps an *evidence window*: the character span of the sentence that mentions the
//!    entity (the localized evidence of EGT-KG), used when the full chunk does not fit a context
//!    budget.
//! 4. Alignment: an entity aligns with every SKG node (product, range, category, section, entry,
//!    value, feature, page) whose name has the same `align_key` (canonical key, articles and
//!    prepositions dropped, plurals folded — the paper's Appendix B.6).
//! 5. BM25 indexes over entity names + descriptions and over chunks ([`crate::tkg::bm25`]).
//!
//! Bundle: sections [`CHUNKS_SECTION`], [`ENTITIES_SECTION`], [`BM25_SECTION`] (binary,
//! [`crate::format::wire`], each with its own magic and [`FORMAT`] version), plus RDF in the graph:
//! `entity:<slug> a skgt:TkgEntity ; skg:hasName … ; skg:hasDescription … ; skg:alignsWith <node>`.
//! Query side: [`Tkg::from_store`] and [`crate::tkg::search`].

pub mod bm25;
pub mod chunk;
pub mod search;

use crate::format::wire::{Reader, WireError, Writer};
use crate::skg::store::Store;
use crate::skg::vocab::{self};
use crate::text::names::canonical_key;
use crate::tkg::bm25::Bm25Index;
use crate::tkg::chunk::{Chunk, Doc, DocKind};
use oxigraph::model::{Literal, NamedNode, Term, Triple};
use serde::Serialize;

/// Bundle section with documents and chunks.
pub const CHUNKS_SECTION: &str = crate::format::manifest::sections::TKG_CHUNKS;
/// Bundle section with entities, their chunk links and SKG alignments.
pub const ENTITIES_SECTION: &str = crate::format::manifest::sections::TKG_ENTITIES;
/// Bundle section with the BM25 indexes (entities, then chunks).
pub const BM25_SECTION: &str = crate::format::manifest::sections::TKG_BM25;
/// Every section of the textual graph (what a lazily read paged bundle fetches on first use).
pub const SECTIONS: &[&str] =
    &[CHUNKS_SECTION, ENTITIES_SECTION, BM25_SECTION, crate::format::manifest::sections::TKG_VECTORS];
/// Format version of the three TKG sections.
pub const FORMAT: u32 = 1;

/// Characters of an entity's description included in the text it is embedded from.
pub const ENTITY_TEXT_DESCRIPTION_CHARS: usize = 160;
const CHUNKS_MAGIC: &[u8; 4] = b"DGTC";
const ENTITIES_MAGIC: &[u8; 4] = b"DGTE";
const BM25_MAGIC: &[u8; 4] = b"DGTB";

/// Where an entity mention came from (bit flags; an entity keeps the union).
pub mod kind {
    /// The product a product page is about (linked to every chunk of that page).
    pub const SUBJECT: u32 = 1;
    /// A heading above the chunk.
    pub const HEADING: u32 = 1 << 1;
    /// A product name found in the prose.
    pub const PRODUCT: u32 = 1 << 2;
    /// A product range name found in the prose.
    pub const RANGE: u32 = 1 << 3;
    /// A category name found in the prose.
    pub const CATEGORY: u32 = 1 << 4;
    /// A spec entry name found in the prose.
    pub const ENTRY: u32 = 1 << 5;
    /// A categorical spec value found in the prose.
    pub const VALUE: u32 = 1 << 6;
    /// A capitalized multi-word phrase or an acronym.
    pub const PHRASE: u32 = 1 << 7;
    /// A feature phrase ("eSIM support", "noise cancelling", "Easy Mode").
    pub const FEATURE: u32 = 1 << 8;
    /// A noun phrase recurring in at least two chunks.
    pub const RECURRING: u32 = 1 << 9;
    /// Produced by a model (LLM extractor).
    pub const MODEL: u32 = 1 << 10;

    /// Names of the flags, in bit order.
    pub const NAMES: [&str; 11] = [
        "subject",
        "heading",
        "product",
        "range",
        "category",
        "entry",
        "value",
        "phrase",
        "feature",
        "recurring",
        "model",
    ];

    /// Names of the flags set in `bits`.
    pub fn names(bits: u32) -> Vec<&'static str> {
        NAMES.iter().enumerate().filter(|(i, _)| bits & (1 << i) != 0).map(|(_, n)| *n).collect()
    }
}

/// One entity ↔ chunk link.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Link {
    /// Chunk index.
    pub chunk: u32,
    /// Evidence window in the chunk's source document, in characters (`None`: the whole chunk,
    /// e.g. for a heading or the page's own product).
    pub window: Option<(u32, u32)>,
}

/// A merged entity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entity {
    /// Display name (the most frequent spelling).
    pub name: String,
    /// Local name of its IRI under `{instance_base}entity/`.
    pub local: String,
    /// Aggregated description (distinct supporting sentences, bounded). Stored in the bundle's
    /// graph only: empty after [`Tkg::from_store`], read with [`Tkg::description`].
    pub description: String,
    /// [`kind`] flags of all its mentions.
    pub kinds: u32,
    /// Chunks mentioning it, by chunk index (ascending).
    pub links: Vec<Link>,
    /// SKG nodes it aligns with (full IRIs, sorted).
    pub aligns: Vec<String>,
}

/// The Textual Knowledge Graph of one bundle.
#[derive(Debug, Clone)]
pub struct Tkg {
    /// Instance base IRI of the bundle.
    pub instance_base: String,
    /// Source documents (products first, then pages).
    pub docs: Vec<Doc>,
    /// Chunks.
    pub chunks: Vec<Chunk>,
    /// Per chunk: product documents it is about (a product chunk: its product; a page chunk: the
    /// products whose names or ranges it mentions, among those the page links to).
    pub chunk_products: Vec<Vec<u32>>,
    /// Entities, sorted by canonical key.
    pub entities: Vec<Entity>,
    /// BM25 over entity name + description (doc id = entity index).
    pub entity_index: Bm25Index,
    /// BM25 over document title + headings + chunk text (doc id = chunk index).
    pub chunk_index: Bm25Index,
    /// Query encoder and entity vectors, when the bundle has them (section
    /// [`crate::vectors::entity_vectors::VECTORS_SECTION`]); `None`: entity retrieval is BM25 only.
    pub semantic: Option<crate::vectors::encoder::Semantic>,
}

pub use crate::format::manifest::TkgReport;

/// Why the TKG of a bundle could not be read.
#[derive(Debug, thiserror::Error)]
pub enum TkgError {
    /// The bundle has no TKG sections.
    #[error("the bundle has no textual knowledge graph (section `{0}` is missing); rebuild it with `dualgraph build`")]
    Missing(String),
    /// A section is invalid.
    #[error("the bundle's textual knowledge graph is invalid: {0}")]
    Invalid(#[from] WireError),
    /// Sections disagree with each other.
    #[error("the bundle's textual knowledge graph is inconsistent: {0}")]
    Inconsistent(String),
    /// The entity vectors or the query encoder cannot be used.
    #[error(transparent)]
    Encoder(#[from] crate::vectors::encoder::EncoderError),
}

impl Tkg {
    /// Namespace of entity IRIs: `{instance_base}entity/`.
    pub fn entity_namespace(&self) -> String {
        format!("{}{}/", self.instance_base, vocab::ENTITY_PREFIX)
    }

    /// Full IRI of an entity.
    pub fn entity_iri(&self, e: &Entity) -> String {
        format!("{}{}", self.entity_namespace(), e.local)
    }

    /// RDF for the graph: each entity typed `skgt:TkgEntity` with its name, description and
    /// `skg:alignsWith` links to SKG nodes.
    pub fn triples(&self) -> Vec<Triple> {
        let rdf_type = NamedNode::new_unchecked(vocab::RDF_TYPE);
        let class = NamedNode::new_unchecked(format!("{}{}", vocab::SKGT, vocab::TKG_ENTITY_CLASS));
        let has_name = NamedNode::new_unchecked(vocab::predicate("hasName"));
        let has_description = NamedNode::new_unchecked(vocab::predicate("hasDescription"));
        let aligns_with = NamedNode::new_unchecked(vocab::predicate("alignsWith"));
        let mut out = Vec::with_capacity(self.entities.len() * 4);
        for e in &self.entities {
            let s = NamedNode::new_unchecked(self.entity_iri(e));
            out.push(Triple::new(s.clone(), rdf_type.clone(), class.clone()));
            out.push(Triple::new(s.clone(), has_name.clone(), Literal::new_simple_literal(&e.name)));
            if !e.description.is_empty() {
                out.push(Triple::new(s.clone(), has_description.clone(), Literal::new_simple_literal(&e.description)));
            }
            for a in &e.aligns {
                out.push(Triple::new(s.clone(), aligns_with.clone(), NamedNode::new_unchecked(a.clone())));
            }
        }
        out
    }

    /// The three bundle sections `(name, bytes)`.
    pub fn to_sections(&self) -> Vec<(String, Vec<u8>)> {
        let mut w = Writer::new(CHUNKS_MAGIC, FORMAT);
        let mut headings: Vec<&str> = self.chunks.iter().flat_map(|c| c.headings.iter().map(String::as_str)).collect();
        headings.sort_unstable();
        headings.dedup();
        w.usize(headings.len());
        for h in &headings {
            w.str(h);
        }
        w.usize(self.docs.len());
        for d in &self.docs {
            w.str(&d.id).varint(u64::from(d.kind == DocKind::Page)).str(&d.title).str(d.url.as_deref().unwrap_or(""));
            w.usize(d.products.len());
            for p in &d.products {
                w.varint(u64::from(*p));
            }
        }
        w.usize(self.chunks.len());
        for (c, products) in self.chunks.iter().zip(&self.chunk_products) {
            w.varint(u64::from(c.doc)).varint(u64::from(c.start)).str(&c.text);
            w.usize(c.headings.len());
            for h in &c.headings {
                w.usize(headings.binary_search(&h.as_str()).unwrap_or(0));
            }
            // A product chunk's own product is implicit.
            let own = self.docs[c.doc as usize].kind == DocKind::Product;
            let extra: Vec<u32> = products.iter().copied().filter(|p| !(own && *p == c.doc)).collect();
            w.usize(extra.len());
            for p in extra {
                w.varint(u64::from(p));
            }
        }
        let chunks = w.finish();

        let mut w = Writer::new(ENTITIES_MAGIC, FORMAT);
        w.usize(self.entities.len());
        for e in &self.entities {
            // Descriptions live in the graph only (`skg:hasDescription`), see `Tkg::description`.
            w.str(&e.name).str(&e.local).varint(u64::from(e.kinds));
            w.usize(e.links.len());
            let mut last = 0u32;
            for l in &e.links {
                w.varint(u64::from(l.chunk - last));
                last = l.chunk;
                match l.window {
                    // Stored relative to the chunk start, +1 so that 0 means "no window".
                    Some((s, e)) => {
                        let start = self.chunks[l.chunk as usize].start;
                        w.varint(u64::from(s - start) + 1).varint(u64::from(e - s));
                    }
                    None => {
                        w.varint(0);
                    }
                }
            }
            w.usize(e.aligns.len());
            for a in &e.aligns {
                w.str(a.strip_prefix(self.instance_base.as_str()).map_or(a.as_str(), |rest| rest));
                w.varint(u64::from(a.starts_with(self.instance_base.as_str())));
            }
        }
        let entities = w.finish();

        let mut w = Writer::new(BM25_MAGIC, FORMAT);
        self.entity_index.write(&mut w);
        self.chunk_index.write(&mut w);
        let bm25 = w.finish();
        vec![
            (CHUNKS_SECTION.to_owned(), chunks),
            (ENTITIES_SECTION.to_owned(), entities),
            (BM25_SECTION.to_owned(), bm25),
        ]
    }

    /// Reads the TKG sections of a loaded bundle, validating them against each other.
    pub fn from_store(store: &Store) -> Result<Tkg, TkgError> {
        Self::from_store_with(store, || crate::vectors::encoder::BundleEncoder::from_store(store))
    }

    /// [`Tkg::from_store`] with the bundle's encoder from `encoder`, called only when the bundle
    /// has entity vectors (to share one parsed table).
    pub fn from_store_with(
        store: &Store,
        encoder: impl FnOnce() -> Result<crate::vectors::encoder::BundleEncoder, crate::vectors::encoder::EncoderError>,
    ) -> Result<Tkg, TkgError> {
        let section = |name: &str| store.bundle().section(name).map_err(|_| TkgError::Missing(name.to_owned()));
        let mut tkg = Self::from_sections(
            &store.manifest().instance_base,
            section(CHUNKS_SECTION)?,
            section(ENTITIES_SECTION)?,
            section(BM25_SECTION)?,
        )?;
        tkg.semantic = crate::vectors::encoder::Semantic::from_store_with(store, tkg.entities.len(), encoder)?;
        Ok(tkg)
    }

    /// The text embedded for an entity: its name, then the start of its description (at most
    /// [`ENTITY_TEXT_DESCRIPTION_CHARS`] characters, cut at a space). A static encoder averages
    /// token vectors, so a long aggregated description dilutes what the entity is about
    /// (measured in BENCHMARKS.md, "Search").
    pub fn entity_text(name: &str, description: &str) -> String {
        if description.is_empty() {
            return name.to_owned();
        }
        let mut cut = description.len();
        if description.chars().count() > ENTITY_TEXT_DESCRIPTION_CHARS {
            let end =
                description.char_indices().nth(ENTITY_TEXT_DESCRIPTION_CHARS).map_or(description.len(), |(i, _)| i);
            cut = description[..end].rfind(' ').unwrap_or(end);
        }
        format!("{name}. {}", &description[..cut])
    }

    /// Reads the three sections (see [`Tkg::to_sections`]); no vectors (see [`Tkg::from_store`]).
    pub fn from_sections(
        instance_base: &str,
        chunks_bytes: &[u8],
        entities_bytes: &[u8],
        bm25_bytes: &[u8],
    ) -> Result<Tkg, TkgError> {
        let version_check = |r: &Reader<'_>, v: u32| {
            if v == FORMAT {
                Ok(())
            } else {
                Err(r.error(format!("TKG format version {v}, this engine reads version {FORMAT}; rebuild the bundle")))
            }
        };
        let (mut r, v) = Reader::new(CHUNKS_SECTION, chunks_bytes, CHUNKS_MAGIC)?;
        version_check(&r, v)?;
        let n = r.count(1)?;
        let mut headings = Vec::with_capacity(n);
        for _ in 0..n {
            headings.push(r.str()?.to_owned());
        }
        let n_docs = r.count(4)?;
        let mut docs = Vec::with_capacity(n_docs);
        for _ in 0..n_docs {
            let id = r.str()?.to_owned();
            let kind = match r.varint()? {
                0 => DocKind::Product,
                1 => DocKind::Page,
                other => return Err(r.error(format!("unknown document kind {other}")).into()),
            };
            let title = r.str()?.to_owned();
            let url = Some(r.str()?.to_owned()).filter(|u| !u.is_empty());
            let np = r.count(1)?;
            let mut products = Vec::with_capacity(np);
            for _ in 0..np {
                products.push(r.index(n_docs, "document")?);
            }
            docs.push(Doc { id, kind, title, url, products });
        }
        let n_chunks = r.count(4)?;
        let mut chunks = Vec::with_capacity(n_chunks);
        let mut chunk_products = Vec::with_capacity(n_chunks);
        for _ in 0..n_chunks {
            let doc = r.index(n_docs, "document")?;
            let start = r.u32()?;
            let text = r.str()?.to_owned();
            let end = start.checked_add(text.chars().count() as u32).ok_or_else(|| r.error("chunk span overflows"))?;
            let nh = r.count(1)?;
            let mut hs = Vec::with_capacity(nh);
            for _ in 0..nh {
                hs.push(headings[r.index(headings.len(), "heading")? as usize].clone());
            }
            let np = r.count(1)?;
            let mut products = Vec::with_capacity(np + 1);
            if docs[doc as usize].kind == DocKind::Product {
                products.push(doc);
            }
            for _ in 0..np {
                products.push(r.index(n_docs, "document")?);
            }
            products.sort_unstable();
            products.dedup();
            chunks.push(Chunk { doc, headings: hs, start, end, text });
            chunk_products.push(products);
        }
        r.finish()?;
        if chunk_products.iter().flatten().any(|&p| docs[p as usize].kind != DocKind::Product) {
            return Err(TkgError::Inconsistent("a chunk's product is not a product document".into()));
        }

        let (mut r, v) = Reader::new(ENTITIES_SECTION, entities_bytes, ENTITIES_MAGIC)?;
        version_check(&r, v)?;
        let n = r.count(5)?;
        let mut entities = Vec::with_capacity(n);
        for _ in 0..n {
            let name = r.str()?.to_owned();
            let local = r.str()?.to_owned();
            let kinds = r.u32()?;
            let nl = r.count(2)?;
            let mut links = Vec::with_capacity(nl);
            let mut chunk = 0u64;
            for i in 0..nl {
                let delta = r.varint()?;
                if i > 0 && delta == 0 {
                    return Err(r.error("entity links are not strictly increasing").into());
                }
                chunk += delta;
                if chunk >= n_chunks as u64 {
                    return Err(r.error(format!("entity links chunk {chunk} of {n_chunks}")).into());
                }
                let c = &chunks[chunk as usize];
                let window = match r.varint()? {
                    0 => None,
                    s => {
                        let len = r.varint()?;
                        let s = u64::from(c.start) + s - 1;
                        let e = s + len;
                        if e > u64::from(c.end) {
                            return Err(r.error("evidence window outside its chunk").into());
                        }
                        Some((s as u32, e as u32))
                    }
                };
                links.push(Link { chunk: chunk as u32, window });
            }
            let na = r.count(2)?;
            let mut aligns = Vec::with_capacity(na);
            for _ in 0..na {
                let iri = r.str()?;
                let relative = r.varint()? == 1;
                aligns.push(if relative { format!("{instance_base}{iri}") } else { iri.to_owned() });
            }
            entities.push(Entity { name, local, description: String::new(), kinds, links, aligns });
        }
        r.finish()?;

        let (mut r, v) = Reader::new(BM25_SECTION, bm25_bytes, BM25_MAGIC)?;
        version_check(&r, v)?;
        let entity_index = Bm25Index::read(&mut r)?;
        let chunk_index = Bm25Index::read(&mut r)?;
        r.finish()?;
        if entity_index.len() != entities.len() || chunk_index.len() != chunks.len() {
            return Err(TkgError::Inconsistent(format!(
                "BM25 indexes cover {} entities and {} chunks, the graph has {} and {}",
                entity_index.len(),
                chunk_index.len(),
                entities.len(),
                chunks.len()
            )));
        }
        Ok(Tkg {
            instance_base: instance_base.to_owned(),
            docs,
            chunks,
            chunk_products,
            entities,
            entity_index,
            chunk_index,
            semantic: None,
        })
    }

    /// An entity's description: its own field when set (at build time), else `skg:hasDescription`
    /// from the bundle's graph.
    pub fn description(&self, store: &Store, e: &Entity) -> String {
        if !e.description.is_empty() {
            return e.description.clone();
        }
        let lookup = || -> Option<String> {
            let s = store.id_of(&Term::NamedNode(NamedNode::new(self.entity_iri(e)).ok()?))?;
            let p = store.id_of(&Term::NamedNode(NamedNode::new(vocab::predicate("hasDescription")).ok()?))?;
            let (_, _, o) = store.match_ids(Some(s), Some(p), None).next()?;
            match store.term_of(o)? {
                Term::Literal(l) => Some(l.value().to_owned()),
                _ => None,
            }
        };
        lookup().unwrap_or_default()
    }

    /// Index of the entity with this name (by canonical key), if any.
    pub fn entity_by_name(&self, name: &str) -> Option<usize> {
        let key = canonical_key(name);
        self.entities.iter().position(|e| canonical_key(&e.name) == key)
    }
}

//! Textual Knowledge Graph construction: the offline entity extractor (gazetteer + phrase
//! patterns over the prose), the `Extractor` trait the LLM extractor also implements, merging
//! mentions into entities and aligning them with SKG nodes.

use crate::catalog::Catalog;
use dualgraph_core::skg::vocab::{self, NodeType};
use dualgraph_core::text::names::{canonical_key, IriMinter};
use dualgraph_core::tkg::bm25::{Bm25Builder, Bm25Params};
use dualgraph_core::tkg::chunk::{Chunk, ChunkOptions, Doc, DocKind};
use dualgraph_core::tkg::*;
use oxigraph::model::{TermRef, TripleRef};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// One entity mention produced by an [`Extractor`] for one chunk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mention {
    /// Entity name as written.
    pub name: String,
    /// What the chunk says about it (supporting sentence, or a model's description).
    pub description: String,
    /// [`kind`] flags.
    pub kinds: u32,
    /// Evidence window: character span of the supporting sentence within the chunk text.
    pub evidence: Option<(u32, u32)>,
}

/// What an extractor sees: all documents and chunks of the catalog, and the catalog's names.
pub struct ExtractInput<'a> {
    /// Documents.
    pub docs: &'a [Doc],
    /// Chunks.
    pub chunks: &'a [Chunk],
    /// Names known from the catalog records.
    pub gazetteer: &'a Gazetteer,
}

/// Why extraction failed (an LLM extractor reports the chunk it could not process).
#[derive(Debug, Clone, thiserror::Error)]
#[error("entity extraction failed{}: {message}", chunk.map(|c| format!(" for chunk {c}")).unwrap_or_default())]
pub struct ExtractError {
    /// The chunk, when one is to blame.
    pub chunk: Option<u32>,
    /// Cause.
    pub message: String,
}

/// Maps chunks to entity mentions. Implementations: [`OfflineExtractor`] (default); an
/// OpenAI-compatible LLM extractor ([`crate::llm_extractor`], native) implements the same trait.
pub trait Extractor: Sync {
    /// Identity recorded in the manifest (name, version, model, prompt version).
    fn id(&self) -> String;
    /// Mentions of every chunk (`result[i]` belongs to `input.chunks[i]`). `progress(done,
    /// total)` may be called as chunks complete.
    fn extract(
        &self,
        input: &ExtractInput<'_>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<Vec<Mention>>, ExtractError>;
}

/// Options of TKG construction.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TkgOptions {
    /// Chunking.
    pub chunk: ChunkOptions,
    /// Upper bound on an entity's aggregated description, in characters.
    pub max_description_chars: usize,
    /// BM25 parameters of both indexes.
    pub bm25: Bm25Params,
}

impl Default for TkgOptions {
    fn default() -> Self {
        Self { chunk: ChunkOptions::default(), max_description_chars: 480, bm25: Bm25Params::default() }
    }
}

mod gazetteer;
mod offline;
mod scan;

pub use gazetteer::Gazetteer;
pub use offline::{OfflineExtractor, OFFLINE_EXTRACTOR_ID};
pub use scan::align_key;
use scan::*;

// ---------------------------------------------------------------------------------------------
// Build: merge, align, index.

/// SKG node classes entities align with.
const ALIGN_TYPES: [NodeType; 8] = [
    NodeType::Product,
    NodeType::ProductRange,
    NodeType::Category,
    NodeType::Section,
    NodeType::Entry,
    NodeType::Value,
    NodeType::Feature,
    NodeType::Page,
];

/// Builds the TKG of a catalog: [`extract`] then [`align`]; `gazetteer` holds its names
/// ([`Gazetteer::from_catalog`], made while the catalog still has its spec rows), `skg` are the
/// enriched SKG triples (for alignment).
pub fn build<'a>(
    catalog: &Catalog,
    gazetteer: &Gazetteer,
    skg: impl IntoIterator<Item = TripleRef<'a>>,
    instance_base: &str,
    extractor: &dyn Extractor,
    options: &TkgOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(Tkg, TkgReport), ExtractError> {
    let extracted = extract(catalog, gazetteer, extractor, options, progress)?;
    Ok(align(extracted, skg, instance_base, options))
}

/// What the TKG takes from the prose alone (no SKG): documents, chunks and the merged entities,
/// not yet aligned. The pipeline makes it while the rules run.
pub struct Extracted {
    docs: Vec<Doc>,
    chunks: Vec<Chunk>,
    /// Entities (`aligns` empty) with their canonical keys.
    entities: Vec<(String, Entity)>,
    report: TkgReport,
}

impl Extracted {
    /// The text each entity is embedded from ([`Tkg::entity_text`]), in entity order.
    pub fn entity_texts(&self) -> Vec<String> {
        self.entities.iter().map(|(_, e)| Tkg::entity_text(&e.name, &e.description)).collect()
    }
}

/// Chunks the catalog's prose, extracts mentions and merges them into entities.
pub fn extract(
    catalog: &Catalog,
    gazetteer: &Gazetteer,
    extractor: &dyn Extractor,
    options: &TkgOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Extracted, ExtractError> {
    let (docs, chunks) = crate::chunking::chunk_catalog(catalog, options.chunk);
    let mentions = extractor.extract(&ExtractInput { docs: &docs, chunks: &chunks, gazetteer }, progress)?;
    if mentions.len() != chunks.len() {
        return Err(ExtractError {
            chunk: None,
            message: format!("the extractor returned {} results for {} chunks", mentions.len(), chunks.len()),
        });
    }
    let report = TkgReport {
        format: FORMAT,
        extractor: extractor.id(),
        docs: docs.len(),
        chunks: chunks.len(),
        chunk_chars: chunks.iter().map(|c| (c.end - c.start) as usize).sum(),
        mentions: mentions.iter().map(Vec::len).sum(),
        ..TkgReport::default()
    };

    // Merge by canonical key.
    struct Acc {
        spellings: Vec<(String, u32)>,
        kinds: u32,
        description: String,
        seen: HashSet<String>,
        full: bool,
        links: BTreeMap<u32, Option<(u32, u32)>>,
    }
    let mut merged: BTreeMap<String, Acc> = BTreeMap::new();
    for (ci, list) in mentions.iter().enumerate() {
        let chunk = &chunks[ci];
        for m in list {
            let key = canonical_key(&m.name);
            if key.is_empty() {
                continue;
            }
            let acc = merged.entry(key).or_insert_with(|| Acc {
                spellings: Vec::new(),
                kinds: 0,
                description: String::new(),
                seen: HashSet::new(),
                full: false,
                links: BTreeMap::new(),
            });
            match acc.spellings.iter_mut().find(|(s, _)| *s == m.name) {
                Some(s) => s.1 += 1,
                None => acc.spellings.push((m.name.trim().to_owned(), 1)),
            }
            acc.kinds |= m.kinds;
            let window = m.evidence.map(|(s, e)| (chunk.start + s, chunk.start + e));
            let link = acc.links.entry(ci as u32).or_insert(window);
            if link.is_none() {
                *link = window;
            }
            let d = m.description.trim();
            if !acc.full && !d.is_empty() && acc.seen.insert(d.to_owned()) {
                let len = acc.description.chars().count();
                let add = d.chars().count() + usize::from(len > 0);
                if len + add <= options.max_description_chars {
                    if len > 0 {
                        acc.description.push(' ');
                    }
                    acc.description.push_str(d);
                } else {
                    if len == 0 {
                        acc.description = truncate_words(d, options.max_description_chars);
                    }
                    acc.full = true;
                    acc.seen = HashSet::new();
                }
            }
        }
    }

    let mut minter = IriMinter::new();
    let mut entities = Vec::with_capacity(merged.len());
    for (key, acc) in merged {
        let mut best = &acc.spellings[0];
        for s in &acc.spellings {
            if s.1 > best.1 {
                best = s;
            }
        }
        let entity = Entity {
            name: best.0.clone(),
            local: minter.mint(&key).to_owned(),
            description: acc.description,
            kinds: acc.kinds,
            links: acc.links.into_iter().map(|(chunk, window)| Link { chunk, window }).collect(),
            aligns: Vec::new(),
        };
        entities.push((key, entity));
    }
    Ok(Extracted { docs, chunks, entities, report })
}

/// Aligns extracted entities with the enriched SKG (`skg`) and indexes them: the TKG.
pub fn align<'a>(
    extracted: Extracted,
    skg: impl IntoIterator<Item = TripleRef<'a>>,
    instance_base: &str,
    options: &TkgOptions,
) -> (Tkg, TkgReport) {
    let Extracted { docs, chunks, entities, mut report } = extracted;
    // Alignment targets from the SKG.
    let rdf_type = vocab::RDF_TYPE;
    let has_name = vocab::predicate("hasName");
    let has_id = vocab::predicate("hasId");
    let variant_of = vocab::predicate("variantOf");
    let classes: HashMap<String, NodeType> = ALIGN_TYPES.iter().map(|t| (t.class_iri(), *t)).collect();
    let mut typed: HashMap<&str, BTreeSet<NodeType>> = HashMap::new();
    let mut names: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut ids: HashMap<&str, &str> = HashMap::new();
    let mut variants: HashMap<&str, Vec<&str>> = HashMap::new();
    for t in skg {
        let oxigraph::model::NamedOrBlankNodeRef::NamedNode(s) = t.subject else { continue };
        let p = t.predicate.as_str();
        match t.object {
            TermRef::NamedNode(o) if p == rdf_type => {
                if let Some(c) = classes.get(o.as_str()) {
                    typed.entry(s.as_str()).or_default().insert(*c);
                }
            }
            TermRef::NamedNode(o) if p == variant_of => variants.entry(o.as_str()).or_default().push(s.as_str()),
            TermRef::Literal(l) if p == has_name => names.entry(s.as_str()).or_default().push(l.value()),
            TermRef::Literal(l) if p == has_id => {
                ids.insert(s.as_str(), l.value());
            }
            _ => {}
        }
    }
    let mut by_key: HashMap<String, BTreeSet<&str>> = HashMap::new();
    for (iri, ns) in &names {
        if typed.contains_key(iri) {
            for n in ns {
                by_key.entry(align_key(n)).or_default().insert(iri);
            }
        }
    }
    let doc_of_id: HashMap<&str, u32> = docs
        .iter()
        .enumerate()
        .filter(|(_, d)| d.kind == DocKind::Product)
        .map(|(i, d)| (d.id.as_str(), i as u32))
        .collect();
    // Product documents behind a product or range node.
    let products_of = |iri: &str| -> Vec<u32> {
        let mut out: Vec<u32> = Vec::new();
        let types = typed.get(iri);
        if types.is_some_and(|t| t.contains(&NodeType::Product)) {
            out.extend(ids.get(iri).and_then(|id| doc_of_id.get(id)));
        }
        if types.is_some_and(|t| t.contains(&NodeType::ProductRange)) {
            for v in variants.get(iri).into_iter().flatten() {
                out.extend(ids.get(v).and_then(|id| doc_of_id.get(id)));
            }
        }
        out
    };

    let entities: Vec<Entity> = entities
        .into_iter()
        .map(|(key, mut entity)| {
            entity.aligns = by_key
                .get(&align_key(&key))
                .map(|set| set.iter().map(|s| (*s).to_owned()).collect())
                .unwrap_or_default();
            entity
        })
        .collect();

    // Products each chunk is about.
    let mut chunk_products: Vec<BTreeSet<u32>> = chunks
        .iter()
        .map(|c| {
            let mut s = BTreeSet::new();
            if docs[c.doc as usize].kind == DocKind::Product {
                s.insert(c.doc);
            }
            s
        })
        .collect();
    for e in &entities {
        let products: Vec<u32> = e.aligns.iter().flat_map(|iri| products_of(iri)).collect();
        if products.is_empty() {
            continue;
        }
        for l in &e.links {
            let doc = &docs[chunks[l.chunk as usize].doc as usize];
            if doc.kind == DocKind::Page {
                let set = &mut chunk_products[l.chunk as usize];
                set.extend(products.iter().filter(|p| doc.products.is_empty() || doc.products.contains(p)));
            }
        }
    }
    let chunk_products: Vec<Vec<u32>> = chunk_products.into_iter().map(|s| s.into_iter().collect()).collect();

    // Indexes.
    let mut eb = Bm25Builder::new();
    for e in &entities {
        eb.add(&format!("{}\n{}", e.name, e.description));
    }
    let mut cb = Bm25Builder::new();
    for c in &chunks {
        cb.add(&format!("{}\n{}\n{}", docs[c.doc as usize].title, c.headings.join("\n"), c.text));
    }

    report.entities = entities.len();
    report.links = entities.iter().map(|e| e.links.len()).sum();
    report.aligned_entities = entities.iter().filter(|e| !e.aligns.is_empty()).count();
    report.alignments = entities.iter().map(|e| e.aligns.len()).sum();
    report.triples = entities.iter().map(|e| 2 + usize::from(!e.description.is_empty()) + e.aligns.len()).sum();
    for e in &entities {
        for k in kind::names(e.kinds) {
            *report.kinds.entry(k.to_owned()).or_default() += 1;
        }
    }
    let tkg = Tkg {
        instance_base: instance_base.to_owned(),
        docs,
        chunks,
        chunk_products,
        entities,
        entity_index: eb.finish(options.bm25),
        chunk_index: cb.finish(options.bm25),
        semantic: None,
    };
    (tkg, report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{read_jsonl, ReadOptions};
    use oxigraph::model::Triple;

    fn catalog(text: &str) -> Catalog {
        let mut c = Catalog::default();
        read_jsonl(&mut c, "t", text.as_bytes(), ReadOptions::default()).unwrap();
        crate::catalog::finish(&mut c);
        c
    }

    const SMALL: &str = concat!(
        r###"{"kind":"product","id":"p1","name":"Acme Phone X2","range":"Acme Phone","categories":["Smartphones"],"url":"https://x/p1","specs":[{"section":"Display","entry":"Display Type","value":"LTPO AMOLED"},{"entry":"Network","value":"5G, LTE"},{"entry":"NFC","value":"Yes"}],"text":"## Overview\n\nThe Acme Phone X2 has an LTPO AMOLED screen. It offers eSIM support and Easy Mode for seniors, with a simple home screen.\n\n## Features\n\n### Long battery life\n\nThe battery lasts two days with wireless charging.\n\n## FAQ\n\n**Q:** Does the Acme Phone X2 support 5G?\n**A:** Yes, it supports 5G."}"###,
        "\n",
        r###"{"kind":"product","id":"p2","name":"Acme Phone X3","range":"Acme Phone","categories":["Smartphones"],"specs":[{"section":"Display","entry":"Display Type","value":"OLED"}],"text":"## Overview\n\nThe Acme Phone X3 brings wireless charging and Easy Mode. The battery lasts all day on its simple home screen."}"###,
        "\n",
        r###"{"kind":"page","id":"g1","title":"Phone guide","url":"https://x/g1","products":["p1","p2"],"markdown":"# Phone guide\n\n## Seniors\n\nThe Acme Phone X2 has Easy Mode with large text.\n\n## Other\n\nNothing about specific phones here."}"###
    );

    fn build_small() -> (Tkg, TkgReport, Vec<Triple>) {
        let c = catalog(SMALL);
        let base = "http://ex/kg/t/";
        let (skg, _) = crate::triples::generate(&c, &crate::triples::SkgOptions { instance_base: base.into() });
        let (tkg, report) = build(
            &c,
            &Gazetteer::from_catalog(&c),
            skg.iter().map(Triple::as_ref),
            base,
            &OfflineExtractor,
            &TkgOptions::default(),
            &mut |_, _| {},
        )
        .expect("build");
        (tkg, report, skg)
    }

    #[test]
    fn scan_joins_hyphenated_words_and_marks_sentence_starts() {
        let text = "The Wi-Fi 6E chip. USB-C: 6.2-inch, IP68/IP69K";
        let (_, words) = scan(text);
        let ws: Vec<&str> = words.iter().map(|w| &text[w.start..w.end]).collect();
        assert_eq!(ws, vec!["The", "Wi-Fi", "6E", "chip", "USB-C", "6.2-inch", "IP68/IP69K"]);
        let starts: Vec<bool> = words.iter().map(|w| w.sentence_start).collect();
        assert_eq!(starts, vec![true, false, false, false, true, true, false]);
        assert!(words[6].break_before);
    }

    #[test]
    fn sentences_split_at_ends_and_lines() {
        let text = "First one. Second 6.2 inch!\n- third item\n\n| a | b |";
        let s: Vec<&str> = sentences(text).iter().map(|&(a, b)| &text[a..b]).collect();
        assert_eq!(s, vec!["First one.", "Second 6.2 inch!", "- third item", "| a | b |"]);
        assert_eq!(clean("**Q:** Is it? | a | b |\n- item"), "Q: Is it?; a; b item");
        assert_eq!(truncate_words("one two three", 9), "one two…");
    }

    #[test]
    fn align_key_normalizes_like_the_paper() {
        assert_eq!(align_key("The Wi-Fi Standards"), "wi fi standard");
        assert_eq!(align_key("Dimensions & Weight"), align_key("dimension weight"));
        assert_eq!(align_key("Nordvale Aria 9"), "nordvale aria 9");
        assert_eq!(align_key("Batteries"), "battery");
    }

    #[test]
    fn extraction_finds_catalog_names_headings_phrases_and_features() {
        let (tkg, report, _) = build_small();
        let names: Vec<&str> = tkg.entities.iter().map(|e| e.name.as_str()).collect();
        for expected in [
            "Acme Phone X2",      // product name in prose + subject
            "LTPO AMOLED",        // categorical spec value in prose
            "Long battery life",  // heading
            "eSIM support",       // feature phrase
            "Easy Mode",          // capitalized phrase
            "wireless charging",  // feature phrase
            "simple home screen", // recurring phrase (two chunks)
            "5G",                 // categorical value
        ] {
            assert!(names.contains(&expected), "missing {expected:?} in {names:?}");
        }
        for absent in [
            "Overview",
            "FAQ",
            "Features",
            "The Acme",
            "Yes",
            "Q",
            "battery lasts",
            "brings wireless charging",
            "home screen",
        ] {
            assert!(!names.contains(&absent), "unexpected {absent:?} in {names:?}");
        }
        assert_eq!(report.entities, tkg.entities.len());
        assert!(report.kinds["heading"] >= 1 && report.kinds["value"] >= 1);
    }

    #[test]
    fn mentions_merge_by_canonical_key_and_keep_every_chunk_link() {
        let (tkg, _, _) = build_small();
        let easy = &tkg.entities[tkg.entity_by_name("easy mode").expect("Easy Mode")];
        // Easy Mode is in p1's overview, p2's overview and the guide's "Seniors" chunk.
        let docs: BTreeSet<&str> =
            easy.links.iter().map(|l| tkg.docs[tkg.chunks[l.chunk as usize].doc as usize].id.as_str()).collect();
        assert_eq!(docs, BTreeSet::from(["p1", "p2", "g1"]));
        // Descriptions aggregate distinct supporting sentences.
        assert!(easy.description.contains("eSIM support and Easy Mode for seniors"), "{}", easy.description);
        assert!(easy.description.contains("Easy Mode with large text"), "{}", easy.description);
        // Evidence windows point at the supporting sentence in the source document.
        for l in &easy.links {
            let (s, e) = l.window.expect("window");
            let c = &tkg.chunks[l.chunk as usize];
            let doc_text = source_text(&tkg.docs[c.doc as usize].id);
            let window: String = doc_text.chars().skip(s as usize).take((e - s) as usize).collect();
            assert!(window.contains("Easy Mode"), "{window:?}");
        }
        // The product is linked to all chunks of its own page.
        let x2 = &tkg.entities[tkg.entity_by_name("Acme Phone X2").unwrap()];
        let own: Vec<u32> = tkg.chunks.iter().enumerate().filter(|(_, c)| c.doc == 0).map(|(i, _)| i as u32).collect();
        assert!(own.iter().all(|c| x2.links.iter().any(|l| l.chunk == *c)));
        assert!(x2.kinds & kind::SUBJECT != 0 && x2.kinds & kind::PRODUCT != 0);
    }

    fn source_text(id: &str) -> String {
        let c = catalog(SMALL);
        c.products
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.text.clone())
            .or_else(|| c.pages.iter().find(|p| p.id == id).map(|p| p.markdown.clone()))
            .unwrap()
    }

    #[test]
    fn entities_align_with_skg_nodes_by_normalized_name() {
        let (tkg, report, _) = build_small();
        let get = |n: &str| &tkg.entities[tkg.entity_by_name(n).unwrap_or_else(|| panic!("{n}"))];
        assert_eq!(get("Acme Phone X2").aligns, vec!["http://ex/kg/t/product/p1"]);
        assert_eq!(get("LTPO AMOLED").aligns, vec!["http://ex/kg/t/value/ltpo_amoled"]);
        assert!(get("5G").aligns.contains(&"http://ex/kg/t/value/5g".to_owned()));
        assert!(get("eSIM support").aligns.is_empty());
        assert!(report.aligned_entities >= 3);
        // The guide's "Seniors" chunk mentions Acme Phone X2: it is about p1, not p2.
        let guide_chunk =
            tkg.chunks.iter().position(|c| c.headings.last().map(String::as_str) == Some("Seniors")).unwrap();
        let p1 = tkg.docs.iter().position(|d| d.id == "p1").unwrap() as u32;
        assert_eq!(tkg.chunk_products[guide_chunk], vec![p1]);
        let other = tkg.chunks.iter().position(|c| c.headings.last().map(String::as_str) == Some("Other")).unwrap();
        assert!(tkg.chunk_products[other].is_empty());
        // RDF: type, name, description, alignsWith.
        let triples = tkg.triples();
        assert_eq!(triples.len(), report.triples);
        let iri = tkg.entity_iri(get("Acme Phone X2"));
        assert!(iri.starts_with("http://ex/kg/t/entity/"));
        let has = |p: &str, o: &str| {
            triples.iter().any(|t| {
                t.subject.to_string() == format!("<{iri}>")
                    && t.predicate.as_str().ends_with(p)
                    && t.object.to_string() == o
            })
        };
        assert!(has("#type", "<https://dualgraph.dev/skg/type#TkgEntity>"));
        assert!(has("#alignsWith", "<http://ex/kg/t/product/p1>"));
        assert!(has("#hasName", "\"Acme Phone X2\""));
    }

    #[test]
    fn sections_round_trip() {
        let (tkg, _, _) = build_small();
        let sections = tkg.to_sections();
        let back = Tkg::from_sections(&tkg.instance_base, &sections[0].1, &sections[1].1, &sections[2].1).unwrap();
        assert_eq!(back.docs, tkg.docs);
        assert_eq!(back.chunks, tkg.chunks);
        assert_eq!(back.chunk_products, tkg.chunk_products);
        let without: Vec<Entity> =
            tkg.entities.iter().map(|e| Entity { description: String::new(), ..e.clone() }).collect();
        assert_eq!(back.entities, without);
        assert_eq!(back.entity_index, tkg.entity_index);
        assert_eq!(back.chunk_index, tkg.chunk_index);
    }

    #[test]
    fn corrupt_sections_fail_with_errors_not_panics() {
        let (tkg, _, _) = build_small();
        let sections = tkg.to_sections();
        for which in 0..3 {
            let bytes = &sections[which].1;
            for i in 0..bytes.len() {
                for flip in [0x01u8, 0x80, 0xff] {
                    let mut parts: Vec<Vec<u8>> = sections.iter().map(|s| s.1.clone()).collect();
                    parts[which][i] ^= flip;
                    let _ = Tkg::from_sections(&tkg.instance_base, &parts[0], &parts[1], &parts[2]);
                }
            }
            let mut parts: Vec<Vec<u8>> = sections.iter().map(|s| s.1.clone()).collect();
            let half = parts[which].len() / 2;
            parts[which].truncate(half);
            assert!(Tkg::from_sections(&tkg.instance_base, &parts[0], &parts[1], &parts[2]).is_err());
        }
        // Mismatched sections are refused.
        let (other, _, _) = {
            let c = catalog(SMALL.lines().next().unwrap());
            let (skg, _) =
                crate::triples::generate(&c, &crate::triples::SkgOptions { instance_base: "http://ex/".into() });
            let (t, r) = build(
                &c,
                &Gazetteer::from_catalog(&c),
                skg.iter().map(Triple::as_ref),
                "http://ex/",
                &OfflineExtractor,
                &TkgOptions::default(),
                &mut |_, _| {},
            )
            .unwrap();
            (t, r, ())
        };
        let o = other.to_sections();
        assert!(Tkg::from_sections(&tkg.instance_base, &sections[0].1, &sections[1].1, &o[2].1).is_err());
    }

    #[test]
    fn extraction_is_deterministic() {
        let (a, _, _) = build_small();
        let (b, _, _) = build_small();
        assert_eq!(a.entities, b.entities);
        assert_eq!(a.to_sections(), b.to_sections());
    }
}

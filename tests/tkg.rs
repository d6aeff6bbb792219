//! Textual knowledge graph on the demo catalog, end to end: chunk provenance checked against the
//! raw JSON Lines (an oracle independent of the engine's parser), extraction and merge, SKG
//! alignment (as RDF), search quality on prose questions, determinism, the CLI, old bundles.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::skg::store::Store;
use dualgraph_core::tkg::chunk::DocKind;
use dualgraph_core::tkg::search::{self, SearchMode, SearchOptions, SearchResult};
use dualgraph_core::tkg::{self, Tkg};
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;
use support::{column, count, options, DEMO_CATALOG};

fn demo() -> &'static (Store, Tkg) {
    static DEMO: OnceLock<(Store, Tkg)> = OnceLock::new();
    DEMO.get_or_init(|| {
        let store = support::demo_store();
        let tkg = Tkg::from_store(&store).expect("demo bundle has a TKG");
        (store, tkg)
    })
}

/// Source text of every record by id: product `text`, page `markdown` (raw JSON).
fn raw_texts() -> HashMap<String, String> {
    DEMO_CATALOG
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|r| {
            let text = r["text"].as_str().or(r["markdown"].as_str())?;
            Some((r["id"].as_str()?.to_owned(), text.to_owned()))
        })
        .collect()
}

/// Ids of demo products whose prose contains every one of `needles` (case-insensitive).
fn products_saying(needles: &[&str]) -> BTreeSet<String> {
    support::raw_products()
        .iter()
        .filter(|p| {
            let text = p["text"].as_str().unwrap_or_default().to_lowercase();
            needles.iter().all(|n| text.contains(&n.to_lowercase()))
        })
        .map(|p| p["id"].as_str().unwrap_or_default().to_owned())
        .collect()
}

fn ask(question: &str) -> SearchResult {
    let (store, tkg) = demo();
    search::search_store(store, tkg, question, &SearchOptions::default())
}

fn char_slice(text: &str, start: u32, end: u32) -> String {
    text.chars().skip(start as usize).take((end - start) as usize).collect()
}

#[test]
fn every_chunk_span_points_at_its_exact_source_text() {
    let (_, tkg) = demo();
    let texts = raw_texts();
    assert!(tkg.chunks.len() > 500, "{} chunks", tkg.chunks.len());
    for c in &tkg.chunks {
        let doc = &tkg.docs[c.doc as usize];
        let source = &texts[&doc.id];
        assert_eq!(char_slice(source, c.start, c.end), c.text, "chunk of {}", doc.id);
        // Never inside a word: the characters around the span are whitespace or text edges.
        let before = source.chars().nth((c.start as usize).wrapping_sub(1)).filter(|_| c.start > 0);
        let after = source.chars().nth(c.end as usize);
        assert!(before.is_none_or(char::is_whitespace), "{}: {before:?} before {:?}", doc.id, c.text);
        assert!(after.is_none_or(char::is_whitespace), "{}: {after:?} after {:?}", doc.id, c.text);
        // Size bound (800 characters) holds unless a single word is longer.
        assert!(c.text.chars().count() <= 800 || !c.text.contains(char::is_whitespace));
        // The deepest heading is the last heading line before the chunk.
        let prefix: String = source.chars().take(c.start as usize).collect();
        let last_heading = prefix.lines().rev().find(|l| l.starts_with('#')).map(|l| l.trim_start_matches('#').trim());
        assert_eq!(last_heading, c.headings.last().map(String::as_str), "{}: {:?}", doc.id, c.text);
    }
    // Every product and page with prose has chunks; products come first, with their URL.
    let docs_with_chunks: BTreeSet<u32> = tkg.chunks.iter().map(|c| c.doc).collect();
    assert_eq!(docs_with_chunks.len(), texts.len());
    let first_page = tkg.docs.iter().position(|d| d.kind == DocKind::Page).unwrap();
    assert!(tkg.docs[..first_page].iter().all(|d| d.kind == DocKind::Product && d.url.is_some()));
}

#[test]
fn faq_pairs_stay_in_one_chunk() {
    let (_, tkg) = demo();
    let mut pairs = 0;
    for c in tkg.chunks.iter().filter(|c| c.headings.last().is_some_and(|h| h == "FAQ")) {
        // Each question line is followed by its answer line inside the same chunk.
        let lines: Vec<&str> = c.text.lines().filter(|l| !l.trim().is_empty()).collect();
        for (i, l) in lines.iter().enumerate() {
            if l.starts_with("**Q:**") {
                assert!(lines.get(i + 1).is_some_and(|a| a.starts_with("**A:**")), "{:?}", c.text);
                pairs += 1;
            }
        }
        assert!(!c.text.trim_end().ends_with('?'), "a question without its answer: {:?}", c.text);
    }
    assert!(pairs > 300, "{pairs} FAQ pairs");
}

#[test]
fn entities_merge_across_documents_with_evidence_windows() {
    let (store, tkg) = demo();
    let texts = raw_texts();
    // The "Easy Mode with large text" heading appears on every phone that has the feature.
    let e = &tkg.entities[tkg.entity_by_name("easy mode with large text").expect("heading entity")];
    let docs: BTreeSet<&str> =
        e.links.iter().map(|l| tkg.docs[tkg.chunks[l.chunk as usize].doc as usize].id.as_str()).collect();
    let expected = support::raw_products()
        .iter()
        .filter(|p| p["text"].as_str().unwrap_or_default().contains("### Easy Mode with large text"))
        .count();
    assert_eq!(docs.len(), expected);
    assert!(e.kinds & tkg::kind::HEADING != 0);
    // Descriptions come from the graph, bounded.
    let d = tkg.description(store, e);
    assert!(d.contains("large text") && d.chars().count() <= 480, "{d}");
    // Evidence windows are exact sentences of the source that mention the entity.
    let phrase = &tkg.entities[tkg.entity_by_name("extra-loud call volume").expect("recurring phrase")];
    assert!(phrase.links.len() >= 5);
    for l in &phrase.links {
        let c = &tkg.chunks[l.chunk as usize];
        let (s, e) = l.window.expect("window");
        assert!(c.start <= s && e <= c.end);
        let window = char_slice(&texts[&tkg.docs[c.doc as usize].id], s, e);
        assert!(window.contains("extra-loud call volume"), "{window:?}");
    }
    // Each product is linked to every chunk of its own page.
    let senio = tkg.docs.iter().position(|d| d.id == "nv-senio-s2").unwrap() as u32;
    let s2 = &tkg.entities[tkg.entity_by_name("Nordvale Senio S2").unwrap()];
    let own: Vec<u32> = (0..tkg.chunks.len() as u32).filter(|&c| tkg.chunks[c as usize].doc == senio).collect();
    assert!(own.iter().all(|c| s2.links.iter().any(|l| l.chunk == *c)));
}

#[test]
fn entities_align_with_skg_nodes_and_are_queryable_as_rdf() {
    let (store, tkg) = demo();
    let base = &store.manifest().instance_base;
    let aligns = |name: &str| tkg.entities[tkg.entity_by_name(name).unwrap_or_else(|| panic!("{name}"))].aligns.clone();
    // The product node, and the value of its "Model" row.
    assert!(aligns("Nordvale Senio S2").contains(&format!("{base}product/nv_senio_s2")));
    assert!(aligns("Nordvale Aria 9").contains(&format!("{base}range/nordvale_aria_9")));
    assert!(aligns("LTPO AMOLED").contains(&format!("{base}value/ltpo_amoled")));
    assert!(aligns("Fridges").contains(&format!("{base}category/fridges")));
    // The graph holds one TkgEntity per entity, with names, descriptions and alignsWith.
    assert_eq!(count(store, "SELECT (COUNT(?e) AS ?n) WHERE { ?e a skgt:TkgEntity }"), tkg.entities.len());
    assert_eq!(
        column(store, "SELECT ?name WHERE { ?e skg:alignsWith product:nv_senio_s2 ; skg:hasName ?name }"),
        vec!["Nordvale Senio S2"]
    );
    let aligned = count(store, "SELECT (COUNT(DISTINCT ?e) AS ?n) WHERE { ?e a skgt:TkgEntity ; skg:alignsWith ?x }");
    assert_eq!(aligned, tkg.entities.iter().filter(|e| !e.aligns.is_empty()).count());
    assert!(aligned * 3 > tkg.entities.len(), "{aligned} of {} aligned", tkg.entities.len());
    // From a TKG hit back to product specs in one SPARQL query.
    let batteries = column(
        store,
        r#"SELECT ?raw WHERE { ?e skg:hasName "Nordvale Senio S2" ; skg:alignsWith ?p .
             ?p skg:hasSpec ?s . ?s skg:inEntry/skg:hasName "Battery Capacity" ; skg:hasRawText ?raw }"#,
    );
    assert_eq!(batteries, vec!["3500 mAh"]);
    // Page chunks are attributed to the products they name.
    let noise = tkg
        .chunks
        .iter()
        .position(|c| {
            tkg.docs[c.doc as usize].id == "guide-fridge-freezers" && c.headings.last().is_some_and(|h| h == "Noise")
        })
        .unwrap();
    let ids: BTreeSet<&str> = tkg.chunk_products[noise].iter().map(|&p| tkg.docs[p as usize].id.as_str()).collect();
    assert!(ids.contains("nv-ff55slim-white") && ids.contains("nv-uc55-silver"), "{ids:?}");
    assert!(!ids.contains("nv-af90-stainless-steel"), "{ids:?}");
}

#[test]
fn prose_questions_find_the_right_product_chunks() {
    let cases: [(&str, BTreeSet<String>); 5] = [
        ("easy for seniors large text", products_saying(&["Easy for seniors", "large text"])),
        ("phone with an SOS button for my grandparents", products_saying(&["SOS button"])),
        ("quiet fridge small flat", products_saying(&["small flat", "whisper-quiet"])),
        ("headphones for long-haul flights", products_saying(&["long-haul"])),
        ("rugged phone for building sites", products_saying(&["building sites"])),
    ];
    for (question, expected) in cases {
        assert!(!expected.is_empty(), "{question}: no product says it");
        let r = ask(question);
        // Buying-guide chunks may rank first (they answer the same need); the first chunk about
        // any product is about an expected one, and so is the best product-page chunk, in the
        // top 3.
        let about = r.chunks.iter().find(|c| !c.products.is_empty()).expect("a chunk about products");
        assert!(
            about.rank <= 3 && about.products.iter().any(|p| expected.contains(&p.id)),
            "{question:?}: first product chunk #{} from {} about {:?}, expected one of {expected:?}",
            about.rank,
            about.doc.id,
            about.products.iter().map(|p| &p.id).collect::<Vec<_>>()
        );
        let page = r.chunks.iter().find(|c| c.doc.kind == DocKind::Product).expect("a product chunk");
        assert!(page.rank <= 3 && expected.contains(&page.doc.id), "{question:?}: best product page {}", page.doc.id);
        // Products carry catalog id and name; the chunk names the entities that chose it.
        assert_eq!(page.products[0].id, page.doc.id);
        assert!(!page.products[0].name.is_empty());
        assert!(!page.entities.is_empty());
        assert!(r.entities.iter().all(|e| !e.description.is_empty()));
        // Spans and windows point at the source text.
        let source = &raw_texts()[&page.doc.id];
        assert_eq!(char_slice(source, page.span[0], page.span[1]), page.text);
        for w in &page.windows {
            assert!(page.span[0] <= w[0] && w[1] <= page.span[1]);
        }
        assert!(r.context.chars <= r.context.budget && !r.context.text.is_empty());
        assert!(r.context.text.contains(&r.chunks[0].doc.title));
    }
}

/// The question the wasm test asks too (`tests/wasm.rs`): the top chunk belongs to the one
/// product whose prose talks about building sites.
#[test]
fn the_wasm_question_has_the_same_answer_natively() {
    let expected = products_saying(&["building sites"]);
    assert_eq!(expected.len(), 1);
    let r = ask("rugged phone for building sites");
    assert_eq!(r.chunks[0].products[0].id, *expected.iter().next().unwrap());
    assert_eq!(r.chunks[0].doc.id, "nv-trail-x6");
}

#[test]
fn bm25_ranks_model_numbers_and_rare_words_first() {
    let (_, tkg) = demo();
    let hits = tkg.entity_index.search("FF55 Slim", 3);
    assert!(tkg.entities[hits[0].0 as usize].name.contains("FF55 Slim"), "{:?}", tkg.entities[hits[0].0 as usize].name);
    let r = search::search(
        tkg,
        "Trail X6 memory card microSD",
        &SearchOptions { mode: SearchMode::Chunks, ..SearchOptions::default() },
    );
    assert_eq!(r.chunks[0].doc.id, "nv-trail-x6");
    assert!(r.chunks.windows(2).all(|w| w[0].score >= w[1].score));
    assert!(ask("zzzz qqqq").chunks.is_empty());
    // Every mode respects k.
    for mode in [SearchMode::Unweaver, SearchMode::Chunks, SearchMode::Hybrid] {
        let r = search::search(tkg, "battery life", &SearchOptions { k: 3, mode, ..SearchOptions::default() });
        assert_eq!(r.chunks.len(), 3, "{mode:?}");
    }
}

#[test]
fn a_small_budget_uses_evidence_windows() {
    let (store, tkg) = demo();
    let r = search::search_store(
        store,
        tkg,
        "quiet fridge small flat",
        &SearchOptions { budget: 400, ..SearchOptions::default() },
    );
    assert!(r.context.chars <= 400, "{}", r.context.chars);
    assert!(r.context.truncated);
    assert!(!r.context.chunks.is_empty() || !r.context.windowed.is_empty());
}

#[test]
fn tkg_sections_are_deterministic_and_in_the_manifest() {
    let build = || {
        let (bytes, report) = dualgraph_build::pipeline::build(
            &[("catalog.jsonl".into(), DEMO_CATALOG.as_bytes().to_vec())],
            &options("demo"),
            &mut |_| {},
        )
        .unwrap();
        (Store::from_bytes(bytes).unwrap(), report)
    };
    let ((a, report), (b, _)) = (build(), build());
    for s in [tkg::CHUNKS_SECTION, tkg::ENTITIES_SECTION, tkg::BM25_SECTION] {
        assert_eq!(a.bundle().section(s).unwrap(), b.bundle().section(s).unwrap(), "{s}");
    }
    // The typed manifest serializes to the JSON shape bundles have always carried.
    let build = serde_json::to_value(&a.manifest().build).unwrap();
    let m = &build["tkg"];
    assert_eq!(m["format"], tkg::FORMAT);
    assert_eq!(m["extractor"], dualgraph_build::extract::OFFLINE_EXTRACTOR_ID);
    assert_eq!(m["encoder"], build["encoder"]["id"]);
    assert!(m["encoder"].as_str().unwrap().starts_with("sentence-transformers/all-MiniLM-L6-v2/"));
    for s in [dualgraph_core::vectors::entity_vectors::VECTORS_SECTION, dualgraph_core::vectors::encoder::TABLE_SECTION]
    {
        assert_eq!(a.bundle().section(s).unwrap(), b.bundle().section(s).unwrap(), "{s}");
    }
    assert_eq!(m["entities"], report.tkg.entities);
    assert_eq!(m["section_bytes"][tkg::CHUNKS_SECTION], a.bundle().section(tkg::CHUNKS_SECTION).unwrap().len());
}

#[test]
fn a_bundle_without_tkg_sections_gets_a_clear_error() {
    let (store, _) = demo();
    let bytes = dualgraph_core::skg::store::write_bundle(&[], store.manifest().clone(), Vec::new())
        .expect("writes an empty bundle");
    let old = Store::from_bytes(bytes).unwrap();
    let e = Tkg::from_store(&old).unwrap_err().to_string();
    assert!(e.contains("tkg.chunks") && e.contains("rebuild"), "{e}");
}

#[test]
fn cli_search_prints_provenance_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    let bin = support::dualgraph_bin();
    let o = std::process::Command::new(&bin).args(["build", "-o", out.to_str().unwrap()]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("tkg "), "summary mentions the TKG");
    let o = std::process::Command::new(&bin)
        .args(["search", out.to_str().unwrap(), "phone with an SOS button for my grandparents", "--json", "-k", "3"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["chunks"].as_array().unwrap().len(), 3);
    let senio = v["chunks"].as_array().unwrap().iter().find(|c| c["doc"]["id"] == "nv-senio-s2").expect("Senio S2");
    assert_eq!(senio["products"][0]["id"], "nv-senio-s2");
    assert_eq!(senio["products"][0]["name"], "Nordvale Senio S2");
    assert!(senio["doc"]["url"].as_str().unwrap().starts_with("https://"));
    assert!(v["entities"][0]["iri"].as_str().unwrap().contains("/entity/"));
    // The same answer as the library (and so as wasm, which runs the same code).
    let lib = ask("phone with an SOS button for my grandparents");
    let ids: Vec<u32> = lib.chunks.iter().take(3).map(|c| c.chunk).collect();
    let cli: Vec<u64> = v["chunks"].as_array().unwrap().iter().map(|c| c["chunk"].as_u64().unwrap()).collect();
    assert_eq!(cli, ids.iter().map(|&c| u64::from(c)).collect::<Vec<_>>());
    let o = std::process::Command::new(&bin)
        .args(["search", out.to_str().unwrap(), "quiet fridge small flat", "--context"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("Entities (BM25 + vector, fused):") && text.contains("Chunks:") && text.contains("Context:"),
        "{text}"
    );
}

//! Paged bundles read lazily over real HTTP Range requests (a loopback static server): the same
//! answers as the whole bundle for fewer bytes, and every way a static host can let a reader
//! down — Range ignored, the file replaced or truncated mid-session (416) — reported clearly.

mod support;

use dualgraph_core::format::bundle::{Bundle, BundleWriter};
use dualgraph_core::format::paged_layout::paginate;
use dualgraph_core::llm::transport::NativeTransport;
use dualgraph_core::llm::Client;
use dualgraph_core::qa::{self, AskOptions, Knowledge, Strategy};
use dualgraph_core::skg::lazy::{self, Opened};
use dualgraph_core::skg::range_http::HttpRangeReader;
use dualgraph_core::skg::sparql::QueryLimits;
use dualgraph_core::skg::store::{write_bundle, Manifest, Store};
use dualgraph_core::skg::symbolic::SymbolicStore;
use oxigraph::model::{Literal, NamedNode, Triple};
use std::collections::BTreeSet;
use std::sync::atomic::Ordering;
use std::sync::OnceLock;
use support::static_server::StaticServer;

/// The demo bundle, whole and paged (4 KiB pages: many pages, so plans reach across several).
fn bundles() -> &'static (Vec<u8>, Vec<u8>) {
    static B: OnceLock<(Vec<u8>, Vec<u8>)> = OnceLock::new();
    B.get_or_init(|| {
        let whole = support::demo_store().bundle().bytes().to_vec();
        let paged = paginate(&Bundle::from_bytes(whole.clone()).unwrap(), 4096).unwrap();
        (whole, paged)
    })
}

fn open(url: &str, cache_bytes: usize) -> Result<Opened, lazy::LazyError> {
    pollster::block_on(lazy::open(Box::new(HttpRangeReader::new(url, 10_000)), cache_bytes))
}

fn open_paged(url: &str, cache_bytes: usize) -> Store {
    match open(url, cache_bytes).expect("open") {
        Opened::Paged(store) => store,
        Opened::Whole(_, why) => panic!("opened whole: {why}"),
    }
}

fn questions() -> Vec<String> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/demo/questions.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v.as_object().unwrap().values().map(|q| q["question"].as_str().unwrap().to_owned()).collect()
}

fn ask(k: &Knowledge, question: &str) -> BTreeSet<String> {
    let options = AskOptions { strategy: Strategy::RouterThenTkg, ..AskOptions::default() };
    let r = pollster::block_on(qa::ask(k, question, &options, None::<&Client<NativeTransport>>, &mut |_| {}));
    assert!(r.errors.is_empty(), "{question}: {:?}", r.errors);
    r.products.iter().map(|p| p.id.clone()).collect()
}

#[test]
fn a_paged_bundle_answers_every_demo_question_like_the_whole_one_from_the_pages_it_reads() {
    let (whole, paged) = bundles();
    let server = StaticServer::start(paged.clone());
    let lazy = Knowledge::new(open_paged(&server.url, 1 << 30));
    let stats = lazy.store().lazy().unwrap().stats();
    assert_eq!(stats.round_trips, 2, "opening: the head, then the open sections, page table and index headers");
    let full = Knowledge::new(Store::from_bytes(whole.clone()).unwrap());
    let mut compiled = 0;
    for q in questions().iter().take(60) {
        // The compiled query alone, then the whole pipeline (passages included).
        let c = full.compile(q).unwrap();
        if c.answers() {
            compiled += 1;
            let expected = full.symbolic().run(&c.sparql, QueryLimits::default()).unwrap();
            let got = pollster::block_on(lazy.symbolic().run_async(&c.sparql, QueryLimits::default())).unwrap();
            assert_eq!(got.rows, expected.rows, "{q}\n{}", c.sparql);
        }
        assert_eq!(ask(&lazy, q), ask(&full, q), "{q}");
    }
    assert!(compiled >= 30, "only {compiled} questions compiled");
    let stats = lazy.store().lazy().unwrap().stats();
    let served = server.served.bytes.load(Ordering::SeqCst);
    assert_eq!(stats.bytes, served, "every byte received is counted");
    assert!(stats.round_trips > 2 && stats.requests >= stats.round_trips);
    // Sixty questions read about the whole demo file and no more (the encoder and lexicon
    // dominate it; since session 31 a lookup by key fetches up to 64 pages of a long-text
    // dictionary span, 256 KiB at these 4 KiB pages, and a page read before its section
    // loads whole is read twice): within 1 % of its size.
    assert!(served < paged.len() as u64 * 101 / 100, "{served} bytes of {}", paged.len());
    // A lookup of a term the dictionary does not hold is not a fault: it finds nothing.
    let none = pollster::block_on(
        lazy.symbolic().run_async("SELECT ?s WHERE { ?s ?p <http://example.org/nowhere> }", QueryLimits::default()),
    )
    .unwrap();
    assert!(none.rows.is_empty());
    // The synchronous path cannot wait for pages: it says so instead of answering wrongly.
    let cold = Knowledge::new(open_paged(&server.url, 1 << 30));
    let c = full.compile("phones under £500 with 5G").unwrap();
    let err = cold.symbolic().run(&c.sparql, QueryLimits::default()).unwrap_err();
    assert!(err.to_string().contains("run_async"), "{err}");
}

#[test]
fn a_subjects_rows_come_with_its_offsets_in_one_round() {
    // 40,000 subjects of 6 rows: `spo.subjects` spans pages that opening does not fetch.
    let nn = |s: String| NamedNode::new(format!("http://ex/{s}")).unwrap();
    let triples: Vec<Triple> = (0..40_000)
        .flat_map(|i| {
            (0..6).map(move |k| {
                Triple::new(nn(format!("s{i:05}")), nn(format!("p{k}")), Literal::from((i * 7 + k) as i64))
            })
        })
        .collect();
    let manifest: Manifest = serde_json::from_value(serde_json::json!({
        "format": "dualgraph-bundle", "schema_version": 1, "engine_version": "test", "catalog": "t",
        "instance_base": "http://ex/", "created_at": "", "source_digest": "", "terms": 0, "triples": 0,
        "predicates": 0, "build": null
    }))
    .unwrap();
    let whole = write_bundle(&triples, manifest, vec![]).unwrap();
    let paged = paginate(&Bundle::from_bytes(whole.clone()).unwrap(), 4096).unwrap();
    let server = StaticServer::start(paged);
    let full = Store::from_bytes(whole).unwrap();
    // One round for the query's constant, one for the subject's offsets and rows together
    // (`spo.index` bounds where they lie; two rounds without it). An ASK decodes nothing more.
    // (Subjects inside the section: the first 32 KiB of every index come with opening.)
    for s in ["s12345", "s20000", "s31313"] {
        let lazy = open_paged(&server.url, 1 << 30);
        let before = lazy.lazy().unwrap().stats().round_trips;
        let ask = format!("ASK {{ <http://ex/{s}> <http://ex/p3> ?o }}");
        let got = pollster::block_on(lazy.run_async(&ask, QueryLimits::default())).unwrap();
        assert_eq!(got.boolean, Some(true));
        assert_eq!(full.run(&ask, QueryLimits::default()).unwrap().boolean, Some(true));
        assert_eq!(lazy.lazy().unwrap().stats().round_trips - before, 2, "{ask}");
    }
}

#[test]
fn the_page_cache_stays_within_its_budget_and_refetches_what_it_dropped() {
    let (_, paged) = bundles();
    let server = StaticServer::start(paged.clone());
    let budget = 64 * 1024;
    let k = Knowledge::new(open_paged(&server.url, budget));
    let q = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }";
    let first = pollster::block_on(k.symbolic().run_async(q, QueryLimits::default())).unwrap();
    let cache = k.store().lazy().unwrap().cache();
    // A query may hold more than the budget while it runs (its pages are all needed at once);
    // the next fetch drops the least recently used pages first.
    let again = pollster::block_on(k.symbolic().run_async(q, QueryLimits::default())).unwrap();
    assert_eq!(first.rows, again.rows);
    assert!(cache.held_bytes() > budget, "a scan of every triple holds more than the budget while it runs");
    // Between queries the cache shrinks back to its budget; what was dropped is fetched again.
    k.store().lazy().unwrap().start_query();
    assert!(cache.held_bytes() <= budget, "{} held", cache.held_bytes());
    let before = k.store().lazy().unwrap().stats().bytes;
    let again = pollster::block_on(k.symbolic().run_async(q, QueryLimits::default())).unwrap();
    assert_eq!(first.rows, again.rows);
    assert!(k.store().lazy().unwrap().stats().bytes > before);
}

#[test]
fn a_server_that_ignores_range_gets_the_whole_bundle_with_a_message() {
    let (_, paged) = bundles();
    let server = StaticServer::start(paged.clone());
    server.served.ignore_range.store(true, Ordering::SeqCst);
    match open(&server.url, 1 << 20).unwrap() {
        Opened::Whole(store, why) => {
            assert!(why.contains("does not answer Range requests"), "{why}");
            assert_eq!(store.len(), Store::from_bytes(paged.clone()).unwrap().len());
        }
        Opened::Paged(_) => panic!("a server that ignores Range cannot be read lazily"),
    }
    // A whole (unpaged) bundle over a server that honours Range is downloaded whole, saying why.
    let (whole, _) = bundles();
    let server = StaticServer::start(whole.clone());
    match open(&server.url, 1 << 20).unwrap() {
        Opened::Whole(_, why) => assert!(why.contains("--layout paged"), "{why}"),
        Opened::Paged(_) => panic!("not a paged bundle"),
    }
    // Mid-session, a server that stops honouring Range is an error, not a silent download.
    let server = StaticServer::start(paged.clone());
    let k = Knowledge::new(open_paged(&server.url, 1 << 30));
    server.served.ignore_range.store(true, Ordering::SeqCst);
    let c = k.compile("phones under £500 with 5G").unwrap();
    let err = pollster::block_on(k.symbolic().run_async(&c.sparql, QueryLimits::default())).unwrap_err();
    assert!(err.to_string().contains("stopped honouring Range"), "{err}");
}

#[test]
fn a_file_replaced_or_truncated_mid_session_is_detected_and_reopening_reads_the_new_one() {
    let (_, paged) = bundles();
    let question = "phones under £500 with 5G";
    // Replaced by a bundle of the same size with different bytes in one page: the checksum.
    let server = StaticServer::start(paged.clone());
    let k = Knowledge::new(open_paged(&server.url, 1 << 30));
    let mut changed = paged.clone();
    let dict = Bundle::from_bytes(paged.clone()).unwrap().section_range("dict.data").unwrap();
    for b in &mut changed[dict.clone()] {
        *b ^= 0x20;
    }
    server.replace(changed);
    let c = k.compile(question).unwrap();
    let err = pollster::block_on(k.symbolic().run_async(&c.sparql, QueryLimits::default())).unwrap_err();
    assert!(err.to_string().contains("changed on the server") && err.to_string().contains("checksum"), "{err}");
    // Reopening reads the file as it is now: corrupt in the middle, so it answers with the
    // same clear error instead of wrong rows; the original again answers.
    server.replace(paged.clone());
    let k = Knowledge::new(open_paged(&server.url, 1 << 30));
    let rows = pollster::block_on(k.symbolic().run_async(&c.sparql, QueryLimits::default())).unwrap().rows;
    assert!(!rows.is_empty());

    // Truncated: the size changed, and ranges past the new end get 416.
    let k = Knowledge::new(open_paged(&server.url, 1 << 30));
    server.replace(paged[..paged.len() / 3].to_vec());
    let err = pollster::block_on(k.symbolic().run_async(&c.sparql, QueryLimits::default())).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("changed on the server") && (msg.contains("416") || msg.contains("bytes, was")), "{msg}");
    let err = match open(&server.url, 1 << 30) {
        Err(e) => e.to_string(),
        Ok(_) => panic!("a truncated bundle opened"),
    };
    assert!(err.contains("truncated") || err.contains("416"), "{err}");
}

#[test]
fn the_encoder_table_is_fetched_only_for_a_question_string_matching_cannot_read_alone() {
    let (whole, paged) = bundles();
    let encoder_bytes = Bundle::from_bytes(paged.clone()).unwrap().section_range("encoder.table").unwrap().len() as u64;
    let server = StaticServer::start(paged.clone());
    let lazy = Knowledge::new(open_paged(&server.url, 1 << 30));
    let full = Knowledge::new(Store::from_bytes(whole.clone()).unwrap());
    assert!(lazy.encoder_pending(), "opening leaves the encoder table on the server");
    let opened = lazy.store().lazy().unwrap().stats().bytes;
    assert!(opened + encoder_bytes < paged.len() as u64, "opening read {opened} of {} bytes", paged.len());
    // Every word is the catalog's own: the string reading is the whole reading.
    let plain = "phones under £500 with 5G";
    let (c, fetch_error) = pollster::block_on(lazy.compile_fetching(plain, None)).unwrap();
    assert!(fetch_error.is_none() && !c.needs_encoder, "{c:?}");
    assert_eq!(c.sparql, full.compile(plain).unwrap().sparql);
    assert!(lazy.encoder_pending(), "not fetched for {plain:?}");
    // "cordless" and "earphones" are words the catalog never writes: the encoder reads them
    // as its headphones.
    let reworded = "cordless earphones under £300";
    let (c, fetch_error) = pollster::block_on(lazy.compile_fetching(reworded, None)).unwrap();
    assert!(fetch_error.is_none());
    assert!(!lazy.encoder_pending(), "fetched for {reworded:?}");
    let expected = full.compile(reworded).unwrap();
    assert_eq!((c.understood.as_str(), c.sparql.as_str()), (expected.understood.as_str(), expected.sparql.as_str()));
    assert!(c.understood.contains("category = Headphones"), "{}", c.understood);
    let fetched = lazy.store().lazy().unwrap().stats().bytes - opened;
    assert!(fetched >= encoder_bytes, "{fetched} bytes fetched for a {encoder_bytes}-byte table");
}

#[test]
fn page_checksums_come_a_group_at_a_time_and_a_bundle_without_groups_reads_the_whole_table() {
    let (whole, paged) = bundles();
    let full = Knowledge::new(Store::from_bytes(whole.clone()).unwrap());
    let c = full.compile("phones under £500 with 5G").unwrap();
    let expected = full.symbolic().run(&c.sparql, QueryLimits::default()).unwrap().rows;
    let rows = |bytes: &[u8]| -> (Vec<_>, u64) {
        let server = StaticServer::start(bytes.to_vec());
        let k = Knowledge::new(open_paged(&server.url, 1 << 30));
        let opened = k.store().lazy().unwrap().stats().bytes;
        let rows = pollster::block_on(k.symbolic().run_async(&c.sparql, QueryLimits::default())).unwrap().rows;
        (rows, opened)
    };
    // Written since session 31: `pages.groups` at open, a group of checksums with its pages.
    let bundle = Bundle::from_bytes(paged.clone()).unwrap();
    let table = bundle.section_range("pages").unwrap();
    assert!(bundle.section_range("pages.groups").unwrap().len() < table.len() / 100);
    let (got, opened_by_groups) = rows(paged);
    assert_eq!(got, expected);
    // As written before: the same sections with `pages.groups` renamed away (same layout):
    // the whole table is read at open, and the answers are the same.
    let mut w = BundleWriter::new();
    for (name, _) in bundle.sections() {
        w.section(if name == "pages.groups" { "pages.unknown" } else { name }, bundle.section(name).unwrap().to_vec());
    }
    let old = w.into_bytes();
    assert_eq!(old.len(), paged.len());
    let (got, opened_whole_table) = rows(&old);
    assert_eq!(got, expected);
    assert!(opened_by_groups < opened_whole_table, "{opened_by_groups} ≥ {opened_whole_table}");
    // A group of checksums changed on the server is caught like a changed page.
    let mut changed = paged.clone();
    for b in &mut changed[table.start + 16..table.end] {
        *b ^= 0x01;
    }
    let server = StaticServer::start(changed);
    let err = match open(&server.url, 1 << 30) {
        Err(e) => e.to_string(),
        Ok(Opened::Paged(store)) => {
            let k = Knowledge::new(store);
            pollster::block_on(k.symbolic().run_async(&c.sparql, QueryLimits::default())).unwrap_err().to_string()
        }
        Ok(Opened::Whole(_, why)) => panic!("opened whole: {why}"),
    };
    assert!(err.contains("changed on the server") && err.contains("checksum"), "{err}");
}

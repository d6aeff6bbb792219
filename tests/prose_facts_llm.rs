//! The LLM prose-fact reader (`build --llm-prose-facts`) against a real OpenAI-compatible
//! server on loopback with scripted replies: the model's features land in the bundle as
//! `skg:statesTerm` / `skg:deniesTerm` and a compiled question finds them; an item whose quote
//! is not in the text is dropped and counted; a malformed reply is repaired, or the product keeps
//! its offline facts (counted); a rebuild with the same cache sends no request.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_build::extract::OfflineExtractor;
use dualgraph_build::llm_prose_facts::{drop, LlmProseFacts, ProseFactsReport};
use dualgraph_build::pipeline;
use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::prose_facts::asked_terms;
use dualgraph_core::llm::LlmConfig;
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeMap;
use std::path::Path;
use support::llm_server::{Reply, Request, Server};

/// (id, name, category, text). The phones say what they have in their own words; none writes
/// "fingerprint" or "wireless charging", so only a reader that understands the text finds them.
const PRODUCTS: &[(&str, &str, &str, &str)] = &[
    ("p0", "Aster One", "Phones", "Unlock it with a touch of the power key. A 6.1-inch screen and a big battery."),
    ("p1", "Aster Two", "Phones", "The side button reads your finger to unlock. Three rear cameras."),
    ("p2", "Brio Five", "Phones", "Face unlock only: there is no way to unlock it with your finger. Stereo speakers."),
    ("p3", "Brio Six", "Phones", "Bright display and an all-day battery."),
    ("p4", "Cygnet X", "Phones", "Water resistant to IP68. Charges on any Qi pad."),
    ("p5", "Cygnet Y", "Phones", "Charges on any Qi pad. Compact size, light body."),
    ("p6", "Delta Mini", "Phones", "A small handset for calls and messages."),
    ("t0", "Slate Ten", "Tablets", "A ten-inch slate for reading and films."),
    ("t1", "Slate Eight", "Tablets", "An eight-inch slate with a pen."),
    ("t2", "Slate Pro", "Tablets", "A large slate with a keyboard cover."),
];

fn catalog() -> Vec<(String, Vec<u8>)> {
    let lines: Vec<String> = PRODUCTS
        .iter()
        .map(|(id, name, cat, text)| {
            json!({"kind": "product", "id": id, "name": name, "categories": [cat], "text": text}).to_string()
        })
        .collect();
    vec![("phones.jsonl".to_owned(), lines.join("\n").into_bytes())]
}

fn fact(feature: &str, polarity: &str, quote: &str) -> serde_json::Value {
    json!({ "feature": feature, "polarity": polarity, "quote": quote })
}

/// The model's reply for a product, as JSON text (well-formed).
fn model_reply(name: &str) -> String {
    let items = match name {
        "Aster One" => vec![fact("fingerprint sensor", "stated", "Unlock it with a touch of the power key")],
        "Aster Two" => vec![
            fact("fingerprint sensor", "stated", "The side button reads your finger to unlock"),
            fact("triple camera", "stated", "Three rear cameras"),
        ],
        "Brio Five" => vec![
            fact("fingerprint sensor", "denied", "there is no way to unlock it with your finger"),
            fact("stereo sound", "stated", "Stereo speakers."),
        ],
        "Cygnet X" => vec![
            fact("wireless charging", "stated", "Charges on any Qi pad."),
            // Not in the text: the model made it up.
            fact("fingerprint sensor", "stated", "an in-display fingerprint reader"),
            fact("water resistant up to depths of several metres for half an hour or more", "stated", "IP68"),
        ],
        "Cygnet Y" => vec![fact("wireless charging", "stated", "Charges on any Qi pad.")],
        _ => vec![],
    };
    serde_json::to_string(&items).unwrap()
}

fn config(server: &Server) -> LlmConfig {
    let mut config = LlmConfig::new(server.url.clone(), "facts-model");
    config.retries = 1;
    config.backoff_ms = 1;
    config
}

/// Builds with the offline TKG extractor and, when `model` is given, the LLM prose-fact reader
/// caching in `cache`.
fn build(model: Option<(&LlmConfig, &Path)>) -> (Store, pipeline::BuildReport) {
    let reader = model.map(|(c, cache)| LlmProseFacts::new(c.clone(), Some(cache.to_path_buf()), 3));
    let (bytes, report) = pipeline::build_with_extractors(
        catalog(),
        &support::options("phones"),
        &OfflineExtractor,
        reader.as_ref(),
        &mut |_| {},
        &mut |_, _| {},
    )
    .expect("build");
    (Store::from_bytes(bytes.into_bytes()).expect("load"), report)
}

/// Names of the products with `?p skg:<predicate> "<term>"`, sorted.
fn with_term(store: &Store, predicate: &str, term: &str) -> Vec<String> {
    support::column(store, &format!("SELECT ?n WHERE {{ ?p skg:{predicate} {} ; skg:hasName ?n }}", json!(term)))
}

/// Every term a product's prose states, sorted.
fn stated_by(store: &Store, name: &str) -> Vec<String> {
    support::column(store, &format!("SELECT ?t WHERE {{ ?p skg:hasName {} ; skg:statesTerm ?t }}", json!(name)))
}

/// The sorted names the compiler answers `question` with (empty when it declines).
fn answer(store: &Store, question: &str) -> Vec<String> {
    let lex = Lexicon::from_store(store).expect("lexicon");
    let c = dualgraph_core::compiler::compile(question, &lex);
    if !c.answers() {
        return Vec::new();
    }
    let mut names = dualgraph_core::compiler::run(store, &c).expect("run").names;
    names.sort();
    names
}

fn term(feature: &str) -> String {
    asked_terms(feature).into_iter().next().expect("a term")
}

fn prose(report: &pipeline::BuildReport) -> &ProseFactsReport {
    report.prose_llm.as_ref().expect("the LLM prose-fact report")
}

#[test]
fn model_facts_land_in_the_bundle_a_question_finds_them_and_a_warm_rebuild_sends_nothing() {
    let server = Server::start(|req: &Request, _| Reply::Choices(vec![model_reply(&req.product())]));
    let cache = tempfile::tempdir().unwrap();
    let config = config(&server);
    let (offline, offline_report) = build(None);
    assert!(offline_report.prose_llm.is_none());
    assert!(server.requests().is_empty(), "the default build is offline");
    let (store, report) = build(Some((&config, cache.path())));

    // One request per product with prose, each with that product's text.
    let requests = server.requests();
    assert_eq!(requests.len(), PRODUCTS.len());
    for (_, name, _, text) in PRODUCTS {
        let r = requests.iter().find(|r| r.product() == *name).unwrap_or_else(|| panic!("{name} was asked"));
        assert_eq!(r.phase(), "facts");
        assert!(r.last_user().contains(text), "{name}: the request carries its text");
    }

    let fingerprint = term("fingerprint sensor");
    assert_eq!(with_term(&offline, "statesTerm", &fingerprint), Vec::<String>::new());
    assert_eq!(with_term(&store, "statesTerm", &fingerprint), ["Aster One", "Aster Two"]);
    assert_eq!(with_term(&store, "deniesTerm", &fingerprint), ["Brio Five"]);
    assert_eq!(with_term(&store, "statesTerm", &term("wireless charging")), ["Cygnet X", "Cygnet Y"]);
    // The offline facts are all still there.
    for (_, name, _, _) in PRODUCTS {
        let (all, offline_only) = (stated_by(&store, name), stated_by(&offline, name));
        assert!(offline_only.iter().all(|t| all.contains(t)), "{name}: {offline_only:?} ⊄ {all:?}");
    }

    // The compiled question finds what the model read, and only with it.
    let question = "phones with a fingerprint sensor";
    assert_eq!(answer(&store, question), ["Aster One", "Aster Two"]);
    assert_ne!(answer(&offline, question), ["Aster One", "Aster Two"]);

    let p = prose(&report);
    assert!(p.extractor.starts_with("llm-facts-v1:facts-model:prompt-"), "{}", p.extractor);
    assert_eq!((p.products, p.sent, p.cached, p.repaired), (10, 10, 0, 0));
    assert!(p.failed.is_empty(), "{:?}", p.failed);
    assert_eq!((p.items, p.stated_added, p.denied_added, p.already_known), (9, 6, 1, 0), "{p:?}");
    // "triple camera" and "stereo sound" are phrases one product states: the catalog filter
    // drops them, as it drops the offline reading's.
    assert_eq!(p.stated_kept, 4, "{p:?}");
    assert!(with_term(&store, "statesTerm", &term("triple camera")).is_empty());
    assert!(p.usage.prompt_tokens > 0 && p.usage.calls == 10 && !p.usage.estimated, "{:?}", p.usage);
    let manifest = store.manifest().build.prose_facts.clone();
    assert_eq!(manifest.as_deref(), Some(p.extractor.as_str()));
    assert_eq!(offline.manifest().build.prose_facts, None);

    // A rebuild with the same cache sends nothing and builds the same facts.
    let (again, again_report) = build(Some((&config, cache.path())));
    assert_eq!(server.requests().len(), PRODUCTS.len(), "no request on a warm cache");
    let q = prose(&again_report);
    assert_eq!((q.sent, q.cached, q.usage.calls), (0, 10, 0));
    assert_eq!((q.stated_added, q.denied_added, &q.dropped), (p.stated_added, p.denied_added, &p.dropped));
    for predicate in ["statesTerm", "deniesTerm"] {
        let all = format!("SELECT ?n ?t WHERE {{ ?p skg:{predicate} ?t ; skg:hasName ?n }}");
        assert_eq!(support::query(&store, &all).rows, support::query(&again, &all).rows, "{predicate}");
    }
    // Another model is another cache entry.
    let mut other = config.clone();
    other.model = "other-model".into();
    build(Some((&other, cache.path())));
    assert_eq!(server.requests().len(), 2 * PRODUCTS.len());
}

#[test]
fn an_item_quoting_words_not_in_the_text_is_dropped_and_counted() {
    let server = Server::start(|req: &Request, _| Reply::Choices(vec![model_reply(&req.product())]));
    let cache = tempfile::tempdir().unwrap();
    let (store, report) = build(Some((&config(&server), cache.path())));
    let p = prose(&report);
    // Cygnet X's made-up fingerprint reader and its over-long feature, nothing else.
    let expected: BTreeMap<String, usize> =
        [(drop::QUOTE.to_owned(), 1), (drop::FEATURE.to_owned(), 1)].into_iter().collect();
    assert_eq!(p.dropped, expected, "{p:?}");
    assert!(!with_term(&store, "statesTerm", &term("fingerprint sensor")).contains(&"Cygnet X".to_owned()));
    // Its other item, quoted from the text, is kept.
    assert!(with_term(&store, "statesTerm", &term("wireless charging")).contains(&"Cygnet X".to_owned()));
    assert_eq!(p.items, p.dropped_total() + p.stated_added + p.denied_added + p.already_known);
}

#[test]
fn a_malformed_reply_is_repaired_or_the_product_keeps_its_offline_facts() {
    let server = Server::start(|req: &Request, _| {
        match req.product().as_str() {
        // Fenced, with a trailing comma: repaired.
        "Cygnet X" => Reply::Choices(vec![
            "Here you go:\n```json\n[{\"feature\": \"wireless charging\", \"polarity\": \"stated\", \"quote\": \"Charges on any Qi pad.\"},]\n```".into(),
        ]),
        // Not JSON at all.
        "Aster Two" => Reply::Choices(vec!["I think this phone has a fingerprint sensor.".into()]),
        // The server fails (after the one retry).
        "Brio Five" => Reply::Status(500, None),
        name => Reply::Choices(vec![model_reply(name)]),
    }
    });
    let cache = tempfile::tempdir().unwrap();
    let config = config(&server);
    let (offline, _) = build(None);
    let (store, report) = build(Some((&config, cache.path())));
    let p = prose(&report);
    assert_eq!(p.repaired, 1, "{p:?}");
    assert_eq!(with_term(&store, "statesTerm", &term("wireless charging")), ["Cygnet X", "Cygnet Y"]);
    let failed: BTreeMap<&str, &str> = p.failed.iter().map(|(id, why)| (id.as_str(), why.as_str())).collect();
    assert_eq!(failed.keys().copied().collect::<Vec<_>>(), ["p1", "p2"], "{p:?}");
    assert!(failed["p1"].contains("not a JSON list"), "{}", failed["p1"]);
    assert!(failed["p2"].contains("500"), "{}", failed["p2"]);
    // The failed products keep exactly their offline facts.
    for name in ["Aster Two", "Brio Five"] {
        assert_eq!(stated_by(&store, name), stated_by(&offline, name), "{name}");
    }
    assert!(with_term(&store, "deniesTerm", &term("fingerprint sensor")).is_empty());
    // Aster One alone states the fingerprint sensor now: a phrase one product states is
    // filtered out, for the model's facts as for the offline ones.
    assert!(with_term(&store, "statesTerm", &term("fingerprint sensor")).is_empty());
    assert_eq!((p.stated_added, p.stated_kept), (3, 2), "{p:?}");
    // A rebuild asks again only for the failed products (Brio Five with its retry).
    let sent = server.requests().len();
    let (_, again) = build(Some((&config, cache.path())));
    assert_eq!(server.requests().len() - sent, 3);
    assert_eq!((prose(&again).sent, prose(&again).cached), (2, 8));
}

#[test]
fn products_with_the_same_text_share_one_request() {
    let server = Server::start(|req: &Request, _| Reply::Choices(vec![model_reply(&req.product())]));
    let cache = tempfile::tempdir().unwrap();
    // A second colour of Aster One with its text, and the rest of the catalog.
    let mut lines: Vec<String> = PRODUCTS
        .iter()
        .map(|(id, name, cat, text)| {
            json!({"kind": "product", "id": id, "name": name, "categories": [cat], "text": text}).to_string()
        })
        .collect();
    lines.push(json!({"kind": "product", "id": "p0-red", "name": "Aster One Red", "categories": ["Phones"], "text": PRODUCTS[0].3}).to_string());
    let reader = LlmProseFacts::new(config(&server), Some(cache.path().to_path_buf()), 3);
    let (bytes, report) = pipeline::build_with_extractors(
        vec![("phones.jsonl".to_owned(), lines.join("\n").into_bytes())],
        &support::options("phones"),
        &OfflineExtractor,
        Some(&reader),
        &mut |_| {},
        &mut |_, _| {},
    )
    .expect("build");
    let p = prose(&report);
    assert_eq!((p.products, p.sent, p.same_text, p.cached), (11, 10, 1, 0), "{p:?}");
    assert_eq!(server.requests().len(), 10);
    assert!(server.requests().iter().all(|r| r.product() != "Aster One Red"));
    let store = Store::from_bytes(bytes.into_bytes()).unwrap();
    assert_eq!(
        with_term(&store, "statesTerm", &term("fingerprint sensor")),
        ["Aster One", "Aster One Red", "Aster Two"]
    );
}

#[test]
fn the_cli_builds_with_model_facts_and_reports_them() {
    let server = Server::start(|req: &Request, _| match req.phase() {
        "facts" => Reply::Choices(vec![model_reply(&req.product())]),
        _ => Reply::Choices(vec!["[]".into()]), // the TKG entity extractor
    });
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("phones.jsonl");
    std::fs::write(&input, &catalog()[0].1).unwrap();
    let output = dir.path().join("phones.dgb");
    let run = |extra: &[&str]| {
        std::process::Command::new(support::dualgraph_bin())
            .arg("build")
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .arg("--extract-cache")
            .arg(dir.path().join("cache"))
            .args(extra)
            .env_remove("DUALGRAPH_LLM_URL")
            .env_remove("DUALGRAPH_LLM_MODEL")
            .env_remove("OPENAI_BASE_URL")
            .env_remove("OPENAI_API_KEY")
            .output()
            .unwrap()
    };
    let out = run(&["--llm-prose-facts"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--llm-prose-facts needs an LLM"), "{out:?}");

    let llm = ["--llm-url", &server.url, "--model", "facts-model", "--json"];
    let out = run(&llm);
    assert!(out.status.success(), "{out:?}");
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(report["prose_llm"].is_null(), "without the flag, no prose facts from the model");
    assert!(!server.phases().contains(&"facts"));

    let out = run(&[&llm[..], &["--llm-prose-facts"]].concat());
    assert!(out.status.success(), "{out:?}");
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let p = &report["prose_llm"];
    assert_eq!((p["products"].as_u64(), p["sent"].as_u64()), (Some(10), Some(10)), "{p}");
    assert_eq!(p["dropped"][drop::QUOTE], 1, "{p}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("facts     10 products with prose: 0 from cache, 10 sent to the model (+0 with"),
        "{stderr}"
    );
    assert!(stderr.contains(&format!("dropped 1: {}", drop::QUOTE)), "{stderr}");
    assert_eq!(server.phases().iter().filter(|p| **p == "facts").count(), 10);
    let store = Store::from_bytes(std::fs::read(&output).unwrap()).unwrap();
    assert_eq!(with_term(&store, "statesTerm", &term("fingerprint sensor")), ["Aster One", "Aster Two"]);
}

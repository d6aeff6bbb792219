//! Conversations end to end on the demo bundle: follow-up questions refine the previous answer
//! (checked against filters over the raw catalog, not against the engine), a new topic starts
//! fresh, ordinals pick shown products, the state round-trips through JSON and the CLI, hostile
//! or oversized states are refused with errors that say where, and an LLM sees the earlier
//! turns (a real HTTP server on loopback, scripted replies).
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::llm::{transport::NativeTransport, Client, LlmConfig};
use dualgraph_core::qa::conversation::{Conversation, MAX_TURNS};
use dualgraph_core::qa::{self, AskOptions, AskResult, Knowledge, Strategy};
use serde_json::Value;
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use support::llm_server::{Reply, Request, Server};

fn bundle_bytes() -> &'static Vec<u8> {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| support::demo_store().bundle().bytes().to_vec())
}

fn knowledge() -> Knowledge {
    Knowledge::new(dualgraph_core::skg::store::Store::from_bytes(bundle_bytes().clone()).unwrap())
}

fn ask(k: &Knowledge, question: &str, state: Option<&AskResult>) -> AskResult {
    let options = AskOptions {
        strategy: Strategy::RouterThenTkg,
        state: state.and_then(|r| r.state.clone()),
        ..AskOptions::default()
    };
    pollster::block_on(qa::ask(k, question, &options, None::<&Client<NativeTransport>>, &mut |_| {}))
}

fn ids(r: &AskResult) -> BTreeSet<String> {
    r.products.iter().map(|p| p.id.clone()).collect()
}

/// Ids of raw demo products satisfying `f`.
fn raw(f: impl Fn(&Value) -> bool) -> BTreeSet<String> {
    support::raw_products().iter().filter(|p| f(p)).map(|p| p["id"].as_str().unwrap().to_owned()).collect()
}

fn spec(p: &Value, entry: &str) -> String {
    support::raw_specs(p).into_iter().find(|(_, e, _)| e == entry).map(|(_, _, v)| v).unwrap_or_default()
}

fn price(p: &Value) -> Option<f64> {
    p["price"]["amount"].as_f64()
}

fn phone_under(p: &Value, x: f64) -> bool {
    support::in_category(p, "Smartphones") && price(p).is_some_and(|v| v < x)
}

#[test]
fn follow_ups_narrow_replace_and_count_the_previous_answer() {
    let k = knowledge();
    let t1 = ask(&k, "smartphones under £500", None);
    assert_eq!(ids(&t1), raw(|p| phone_under(p, 500.0)));
    assert!(t1.trace.followup.is_none(), "a first question is read on its own");

    let t2 = ask(&k, "which of those have 5G?", Some(&t1));
    let five_g = |p: &Value| spec(p, "Network").contains("5G");
    assert_eq!(ids(&t2), raw(|p| phone_under(p, 500.0) && five_g(p)));
    let f = t2.trace.followup.as_ref().expect("a follow-up is traced");
    assert!(f.refines && f.edits == ["+ has 5G Support"], "{f:?}");
    assert_eq!(t2.route, "compiler");

    let t3 = ask(&k, "under £300 instead", Some(&t2));
    assert_eq!(ids(&t3), raw(|p| phone_under(p, 300.0) && five_g(p)));
    let understood = t3.trace.understood.clone().unwrap_or_default();
    assert!(understood.contains("price < 300") && !understood.contains("price < 500"), "{understood}");

    let t4 = ask(&k, "how many of them?", Some(&t3));
    assert_eq!(t4.compiler_answer.as_ref().map(|a| a.count), Some(ids(&t3).len()));

    let t5 = ask(&k, "any price", Some(&t2));
    assert_eq!(ids(&t5), raw(|p| support::in_category(p, "Smartphones") && five_g(p)));
    assert_eq!(t5.state.as_ref().map(|s| s.turns.len()), Some(3), "t1, t2 and this turn");
}

#[test]
fn categories_sorts_and_superlatives_apply_to_the_previous_products() {
    let k = knowledge();
    let t1 = ask(&k, "smartphones with 256 GB of storage", None);
    let t2 = ask(&k, "what about tablets?", Some(&t1));
    let storage_256 = |p: &Value| {
        let v = spec(p, "Storage").replace(' ', "");
        v.starts_with("256GB")
    };
    assert_eq!(ids(&t2), raw(|p| support::in_category(p, "Tablets") && storage_256(p)));
    let t3 = ask(&k, "sort them by price", Some(&t2));
    assert_eq!(ids(&t3), ids(&t2), "a sort keeps the products");
    let prices: Vec<f64> = t3.products.iter().filter_map(|p| p.price).collect();
    assert!(prices.windows(2).all(|w| w[0] <= w[1]), "cheapest first: {prices:?}");
    let t4 = ask(&k, "the cheapest one", Some(&t2));
    let cheapest = prices.first().copied().unwrap();
    assert!(!t4.products.is_empty() && t4.products.iter().all(|p| p.price == Some(cheapest)));
}

#[test]
fn ordinals_pick_shown_products_and_a_new_topic_starts_fresh() {
    let k = knowledge();
    let t1 = ask(&k, "phones with a headphone jack", None);
    let shown: Vec<String> = t1.products.iter().map(|p| p.id.clone()).collect();
    assert!(shown.len() >= 2);
    let t2 = ask(&k, "compare the first two", Some(&t1));
    let compared: BTreeSet<String> = ids(&t2);
    assert_eq!(compared, shown[..2].iter().cloned().collect::<BTreeSet<_>>());
    assert!(matches!(t2.compiled.as_ref().map(|c| &c.intent), Some(dualgraph_core::compiler::Intent::Compare { .. })));

    let t3 = ask(&k, "which is lighter?", Some(&t2));
    assert_eq!(t3.products.len(), 2, "the same two products, compared by weight");
    assert!(t3.trace.understood.as_deref().unwrap_or_default().contains("Weight"), "{:?}", t3.trace.understood);

    let fresh = ask(&k, "TVs with Dolby Atmos", Some(&t1));
    let f = fresh.trace.followup.as_ref().unwrap();
    assert!(!f.refines && f.reason.contains("new question"), "{f:?}");
    assert_eq!(ids(&fresh), raw(|p| support::in_category(p, "TVs") && spec(p, "Dolby Atmos") == "Yes"));
}

#[test]
fn a_comparative_after_one_product_compares_with_it() {
    let k = knowledge();
    let t1 = ask(&k, "battery of the Aria 9", None);
    let t2 = ask(&k, "anything cheaper?", Some(&t1));
    let aria9 = |p: &Value| p["range"] == "Nordvale Aria 9";
    let floor = support::raw_products().iter().filter(|p| aria9(p)).filter_map(price).fold(f64::MAX, f64::min);
    assert_eq!(ids(&t2), raw(|p| phone_under(p, floor)), "phones cheaper than the cheapest Aria 9");
    let understood = t2.trace.understood.clone().unwrap_or_default();
    assert!(understood.contains("price < that of Nordvale Aria 9"), "{understood}");

    let t3 = ask(&k, "the cheapest TV with Dolby Atmos", None);
    assert_eq!(t3.products.len(), 1);
    let t4 = ask(&k, "a bigger screen?", Some(&t3));
    let inches = |p: &Value| support::leading_number(&spec(p, "Screen Size")).unwrap_or(0.0);
    let base = support::raw_products().iter().find(|p| p["id"] == t3.products[0].id.as_str()).map(inches).unwrap();
    let atmos = |p: &Value| support::in_category(p, "TVs") && spec(p, "Dolby Atmos") == "Yes";
    assert_eq!(ids(&t4), raw(|p| atmos(p) && inches(p) > base), "keeps Dolby Atmos, screens above {base}");
}

#[test]
fn hostile_or_stale_states_are_refused_and_say_where() {
    let k = knowledge();
    let t1 = ask(&k, "smartphones under £500", None);
    let mut state = t1.state.clone().unwrap();

    // Another catalog.
    state.catalog = "someone-else".into();
    let r = ask_with_state(&k, "which of those have 5G?", state.clone());
    assert!(r.errors.iter().any(|e| e.starts_with("state: conversation state: catalog:")), "{:?}", r.errors);
    assert!(r.state.is_none() && r.products.is_empty(), "nothing is answered from a refused state");

    // A product id this catalog does not have.
    let mut state = t1.state.clone().unwrap();
    state.turns[0].shown[1] = "../../etc/passwd".into();
    let r = ask_with_state(&k, "which of those have 5G?", state);
    assert!(r.errors.iter().any(|e| e.contains("turns[0].shown[1]: no product with id")), "{:?}", r.errors);

    // Too many turns (the shape check runs before anything else).
    let mut state = t1.state.clone().unwrap();
    state.turns = (0..MAX_TURNS + 1).map(|_| state.turns[0].clone()).collect();
    let r = ask_with_state(&k, "which of those have 5G?", state);
    assert!(r.errors.iter().any(|e| e.contains("turns:") && e.contains("at most")), "{:?}", r.errors);

    // Oversized, unknown fields and wrong types never parse.
    assert_eq!(Conversation::parse(&"x".repeat(70_000)).unwrap_err().at, "document");
    let e = Conversation::parse(r#"{"version":1,"catalog":"demo","turns":[{"question":"q","shown":[1]}]}"#);
    assert_eq!(e.unwrap_err().at, "document");

    // An "understood" line in the state is never read back: the plan is rebuilt from the questions.
    let mut state = t1.state.clone().unwrap();
    state.turns[0].understood = "list; category = TVs".into();
    let r = ask_with_state(&k, "which of those have 5G?", state);
    assert!(r.products.iter().all(|p| p.name.contains("Aria") || p.name.contains("Fjord") || p.name.contains("Trail")));
    assert!(r.trace.understood.as_deref().unwrap_or_default().contains("Smartphones"));
}

fn ask_with_state(k: &Knowledge, question: &str, state: Conversation) -> AskResult {
    let options = AskOptions { strategy: Strategy::RouterThenTkg, state: Some(state), ..AskOptions::default() };
    pollster::block_on(qa::ask(k, question, &options, None::<&Client<NativeTransport>>, &mut |_| {}))
}

#[test]
fn the_llm_sees_earlier_turns_but_not_the_transcript() {
    let k = knowledge();
    let t1 = ask(&k, "smartphones under £500", None);
    let server = Server::start(|req: &Request, _| match req.phase() {
        "router" => Reply::Choices(vec!["TKG".into()]),
        _ => Reply::Stream(vec!["A helpful answer.".into()]),
    });
    let mut config = LlmConfig::new(server.url.clone(), "scripted-model");
    config.backoff_ms = 10;
    let client = Client::new(config.clone(), NativeTransport::default());
    let options =
        AskOptions { strategy: Strategy::Router, llm: Some(config), state: t1.state.clone(), ..AskOptions::default() };
    let r = pollster::block_on(qa::ask(&k, "which one is best for my dad?", &options, Some(&client), &mut |_| {}));
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    let requests = server.requests();
    let answer = requests.iter().find(|r| r.phase() == "answer").expect("an answer was written");
    let prompt = answer.body.to_string();
    let router = requests.iter().find(|r| r.phase() == "router").expect("the router was asked");
    assert!(router.last_user().contains("Earlier in this conversation"), "{}", router.last_user());
    assert!(prompt.contains("Earlier in this conversation") && prompt.contains("smartphones under £500"), "{prompt}");
    assert!(prompt.contains("price < 500 GBP"), "the earlier turn is summarised to its constraints");
    assert!(!prompt.contains("Nordvale Aria 9 Lite 128GB Coral Pink"), "products of earlier turns are not replayed");
}

#[test]
fn the_cli_continues_a_conversation_from_a_file_or_stdin() {
    let dir = tempfile::tempdir().unwrap();
    let bundle = dir.path().join("demo.dgb");
    std::fs::write(&bundle, bundle_bytes()).unwrap();
    let run = |args: &[&str], stdin: Option<&str>| -> Value {
        let mut cmd = Command::new(support::dualgraph_bin());
        cmd.arg("ask").arg(&bundle).args(args).arg("--json").stdout(Stdio::piped()).stderr(Stdio::piped());
        cmd.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() });
        let mut child = cmd.spawn().unwrap();
        if let Some(text) = stdin {
            child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
        }
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let first = run(&["smartphones under £500"], None);
    let state_file = dir.path().join("state.json");
    std::fs::write(&state_file, first["state"].to_string()).unwrap();
    let second = run(&["which of those have 5G?", "--state", state_file.to_str().unwrap()], None);
    assert_eq!(second["trace"]["followup"]["refines"], true, "{second}");
    // The whole previous result on stdin works too.
    let third = run(&["how many of them?", "--state", "-"], Some(&second.to_string()));
    assert_eq!(third["compilerAnswer"]["count"], second["productCount"]);
    assert_eq!(third["state"]["turns"].as_array().map(Vec::len), Some(3));

    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, r#"{"version":1,"catalog":"demo","turns":[{"question":""}]}"#).unwrap();
    let out = Command::new(support::dualgraph_bin())
        .arg("ask")
        .arg(&bundle)
        .args(["which of those have 5G?", "--state"])
        .arg(&bad)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.json") && err.contains("turns[0].question: empty"), "{err}");
}

#[test]
fn every_fuzz_corpus_question_reads_as_a_follow_up_without_a_panic() {
    // The question compiler's committed fuzz corpus (odd text, symbols, numbers, long inputs),
    // each read after a list and after one product, through `ask` with a replayed state.
    let k = knowledge();
    let list = ask(&k, "smartphones under £500", None);
    let one = ask(&k, "battery of the Aria 9", None);
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/question_compiler");
    let mut read = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap();
        let question: String = String::from_utf8_lossy(&bytes).chars().take(1000).collect();
        if question.trim().is_empty() {
            continue;
        }
        for previous in [&list, &one] {
            let r = ask(&k, &question, Some(previous));
            assert!(r.state.is_some(), "{question:?}: {:?}", r.errors);
            assert!(r.errors.iter().all(|e| !e.starts_with("state")), "{question:?}: {:?}", r.errors);
        }
        read += 1;
    }
    assert!(read > 100, "the corpus has {read} questions");
}

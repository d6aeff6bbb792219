//! Question answering end to end against a real OpenAI-compatible HTTP server on loopback
//! (scripted replies at the network boundary): every strategy, candidate discard rules,
//! malformed output, retries, timeouts, streaming order, token accounting, the no-LLM path.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler;
use dualgraph_core::llm::{transport::NativeTransport, Client, LlmConfig};
use dualgraph_core::qa::events::CandidateOutcome;
use dualgraph_core::qa::{self, AskOptions, AskResult, Event, Knowledge, Strategy};
use std::sync::OnceLock;
use support::llm_server::{Reply, Request, Server};

/// The demo bundle, built once; each test loads its own `Knowledge` (it is not `Sync`).
fn knowledge() -> &'static Knowledge {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    let bytes = BYTES.get_or_init(|| support::demo_store().bundle().bytes().to_vec());
    Box::leak(Box::new(Knowledge::new(dualgraph_core::skg::store::Store::from_bytes(bytes.clone()).unwrap())))
}

fn config(server: &Server) -> LlmConfig {
    let mut c = LlmConfig::new(server.url.clone(), "scripted-model");
    c.api_key = Some("sk-test-secret".into());
    c.backoff_ms = 10;
    c.timeout_ms = 5_000;
    c
}

fn ask_with(k: &Knowledge, question: &str, options: AskOptions, server: Option<&Server>) -> (AskResult, Vec<Event>) {
    let client =
        server.map(|s| Client::new(options.llm.clone().unwrap_or_else(|| config(s)), NativeTransport::default()));
    let mut events = Vec::new();
    let result = pollster::block_on(qa::ask(k, question, &options, client.as_ref(), &mut |e| events.push(e.clone())));
    (result, events)
}

fn kinds(events: &[Event]) -> Vec<String> {
    events.iter().map(|e| serde_json::to_value(e).unwrap()["type"].as_str().unwrap().to_owned()).collect()
}

/// The compiler's query for a question: a "model reply" derived from the bundle, not hard-coded.
fn compiled_sparql(k: &Knowledge, question: &str) -> String {
    let c = compiler::compile(question, k.lexicon().unwrap());
    assert!(c.answers(), "{question}: {:?}", c.declined);
    c.sparql
}

fn compiler_products(k: &Knowledge, question: &str) -> Vec<String> {
    let c = compiler::compile(question, k.lexicon().unwrap());
    let a = compiler::run(k.store(), &c).unwrap();
    let mut ids: Vec<String> = a.products.iter().map(|p| p.id.clone()).collect();
    ids.sort();
    ids
}

fn ids(result: &AskResult) -> Vec<String> {
    let mut ids: Vec<String> = result.products.iter().map(|p| p.id.clone()).collect();
    ids.sort();
    ids
}

const FILTER_Q: &str = "Which smartphones under 500 pounds have 5G?";
/// No rule places it: the compiler declines and there are no cue words.
const UNCUED_Q: &str = "Is the Senio S2 loud enough for someone hard of hearing?";
const OPEN_Q: &str = "Is there a phone that is easy to use for an older relative?";

#[test]
fn without_an_llm_filter_questions_are_answered_by_the_compiler() {
    let k = knowledge();
    let (r, events) = ask_with(k, FILTER_Q, AskOptions::default(), None);
    assert_eq!(r.route, "compiler");
    assert!(r.answer.is_none() && !r.llm);
    assert!(r.notice.as_deref().unwrap().contains("No language model"));
    assert_eq!(ids(&r), compiler_products(k, FILTER_Q));
    assert!(!r.products.is_empty());
    assert_eq!(kinds(&events).first().map(String::as_str), Some("route"));
    assert_eq!(kinds(&events).last().map(String::as_str), Some("done"));
    assert!(r.products.iter().all(|p| p.url.is_some() && p.price.is_some_and(|x| x < 500.0)));
    assert!(r.compiled.as_ref().is_some_and(|c| c.answers()));
    assert_eq!(r.compiler_answer.as_ref().map(|a| a.count), Some(r.products.len()));
}

/// Every field name of the JSON the JS side sees is camelCase (map keys such as phase names are
/// data, and token counts keep the OpenAI wire names `prompt_tokens` / `completion_tokens`).
#[test]
fn results_and_events_have_camel_case_field_names_in_json() {
    fn snake_keys(v: &serde_json::Value, path: &str, out: &mut Vec<String>) {
        match v {
            serde_json::Value::Object(map) => {
                for (k, child) in map {
                    let here = format!("{path}.{k}");
                    if k.contains('_') && k != "prompt_tokens" && k != "completion_tokens" {
                        out.push(here.clone());
                    }
                    if !matches!(k.as_str(), "tokens" | "timingsMs") {
                        snake_keys(child, &here, out);
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|i| snake_keys(i, path, out)),
            _ => {}
        }
    }
    let k = knowledge();
    let mut found = Vec::new();
    for q in [FILTER_Q, OPEN_Q, "Compare the Nordvale Aria 9 and the Senio S2"] {
        let (r, events) = ask_with(k, q, AskOptions::default(), None);
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["productCount"], r.product_count);
        assert!(json["trace"]["decidedBy"].is_string() && json["trace"]["timingsMs"]["total"].is_number());
        snake_keys(&json, "result", &mut found);
        for e in &events {
            snake_keys(&serde_json::to_value(e).unwrap(), "event", &mut found);
        }
    }
    let (r, _) = ask_with(k, FILTER_Q, AskOptions::default(), None);
    assert!(serde_json::to_value(&r).unwrap()["compilerAnswer"]["count"].is_number());
    assert!(found.is_empty(), "snake_case field names: {found:?}");
}

#[test]
fn without_an_llm_a_partly_understood_question_keeps_what_it_understood_and_says_what_it_did_not() {
    let k = knowledge();
    let q = "Which smartphones under 500 pounds have 5G for my nephew?";
    let c = compiler::compile(q, k.lexicon().unwrap());
    assert!(c.answers() && c.confidence < qa::router::COMPILER_CONFIDENCE, "{c:?}");
    assert_eq!(c.unexplained, ["nephew"]);
    let (r, _) = ask_with(k, q, AskOptions::default(), None);
    let notice = r.notice.as_deref().unwrap();
    assert!(
        notice.contains("answered from what was understood") && notice.contains("Not understood: nephew"),
        "{notice}"
    );
    let mut from_compiler: Vec<String> =
        r.products.iter().filter(|p| p.source == "compiler").map(|p| p.id.clone()).collect();
    from_compiler.sort();
    assert_eq!(from_compiler, compiler_products(k, q));
    assert!(!from_compiler.is_empty());
}

#[test]
fn without_an_llm_a_question_declined_only_for_words_answers_what_was_understood() {
    let k = knowledge();
    // Two words the catalog never writes: declined (confidence under the threshold), yet the
    // offline answer keeps the understood constraints and names the words it did not use.
    let q = "Which smartphones under 500 pounds have 5G for my nephew and niece?";
    let c = compiler::compile(q, k.lexicon().unwrap());
    assert!(c.declined.as_deref().is_some_and(|d| d.starts_with("words not understood")), "{c:?}");
    assert!(c.confidence >= qa::router::OFFLINE_WORDS_LEFT_CONFIDENCE, "{c:?}");
    let (r, _) = ask_with(k, q, AskOptions::default(), None);
    let notice = r.notice.as_deref().unwrap();
    assert!(notice.contains("Not understood: nephew, niece"), "{notice}");
    let mut from_compiler: Vec<String> =
        r.products.iter().filter(|p| p.source == "compiler").map(|p| p.id.clone()).collect();
    from_compiler.sort();
    assert_eq!(from_compiler, compiler_products(k, "Which smartphones under 500 pounds have 5G?"));
    assert!(!from_compiler.is_empty());
    // A price bound alone beside an unknown word ("Lamborghinis under 500 pounds") is too
    // little: no compiler answer.
    let (r, _) = ask_with(k, "Lamborghinis under 500 pounds", AskOptions::default(), None);
    assert!(r.products.iter().all(|p| p.source != "compiler"), "{:?}", r.products);
}

#[test]
fn a_prose_fact_answer_shows_each_products_sentence_that_states_it() {
    let k = knowledge();
    let q = "waterproof phones";
    let c = compiler::compile(q, k.lexicon().unwrap());
    assert!(c.constraints.iter().any(|x| x.text == "text says \"waterproof\""), "{}", c.understood);
    let (r, _) = ask_with(k, q, AskOptions::default(), None);
    let from_compiler: Vec<_> = r.products.iter().filter(|p| p.source == "compiler").collect();
    assert!(!from_compiler.is_empty());
    for p in from_compiler {
        let said = p.values.iter().find(|(label, _)| label == "text says \"waterproof\"");
        let (_, sentence) = said.unwrap_or_else(|| panic!("{}: {:?}", p.name, p.values));
        assert!(sentence.to_lowercase().contains("waterproof"), "{}: {sentence}", p.name);
    }
}

#[test]
fn without_an_llm_open_questions_get_passages_and_their_products() {
    let k = knowledge();
    let (r, events) = ask_with(k, OPEN_Q, AskOptions::default(), None);
    assert_eq!(r.route, "tkg");
    assert!(!r.chunks.is_empty());
    assert!(kinds(&events).contains(&"chunks".to_owned()));
    assert!(kinds(&events).contains(&"products".to_owned()), "passage products are announced before done");
    assert!(!r.products.is_empty() && r.products.iter().all(|p| p.source == "chunks"));
    // Without an answer every source used is listed.
    assert_eq!(r.citations.len(), r.products.len() + r.chunks.len());
}

#[test]
fn without_an_llm_words_the_catalog_never_writes_get_no_passages_but_a_notice() {
    let k = knowledge();
    let (r, _) = ask_with(k, "anything by Shigeru Miyamoto?", AskOptions::default(), None);
    assert!(r.products.is_empty() && r.chunks.is_empty(), "{:?}", r.products);
    assert_eq!(r.notice.as_deref(), Some("Nothing in the catalog mentions shigeru miyamoto."));
    // An open question whose words the prose does write still gets passages.
    let (open, _) = ask_with(k, OPEN_Q, AskOptions::default(), None);
    assert!(!open.chunks.is_empty());
}

#[test]
fn without_an_llm_a_kind_the_catalog_never_writes_is_no_partial_answer() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fashion-shop.jsonl"),
    )
    .unwrap();
    let store = support::build_store(&text, &support::options("fashion"));
    let k: &'static Knowledge = Box::leak(Box::new(Knowledge::new(store)));
    // "merino wool" modifies the socks asked for and no text writes it: no product has it, and
    // the socks the rest of the question names would answer another question.
    let (r, _) = ask_with(k, "merino wool socks", AskOptions::default(), None);
    assert!(r.products.is_empty() && r.chunks.is_empty(), "{:?}", r.products);
    assert_eq!(r.notice.as_deref(), Some("Nothing in the catalog mentions merino, wool."));
    // Whom a product is for is no property it must have.
    let (r, _) = ask_with(k, "socks for my grandpa", AskOptions::default(), None);
    assert!(!r.products.is_empty());
    assert!(r.notice.as_deref().is_none_or(|n| !n.starts_with("Nothing")), "{:?}", r.notice);
    // A word the prose does write is a constraint, not a reason to answer nothing.
    let (r, _) = ask_with(k, "slip-on running shoes", AskOptions::default(), None);
    assert!(r.products.iter().any(|p| p.id == "w5"), "{:?}", r.products);
}

#[test]
fn skg_generates_candidates_checks_them_and_discards_per_the_rules() {
    let k = knowledge();
    let good = compiled_sparql(k, FILTER_Q);
    let replies = vec![
        format!("Here you go:\n<SPARQL>{good}</SPARQL>"),
        "<SPARQL>SELECT ?s ?p ?o WHERE { ?s ?p ?o }</SPARQL>".to_owned(),
        "<SPARQL>SELECT ?p WHERE { ?p skg:hasBatteryLife ?x }</SPARQL>".to_owned(),
        "I am not sure how to write that.".to_owned(),
        "<SPARQL>SELECT ?p WHERE { ?p a skgt:Product ; skg:hasName \"No such product\" }</SPARQL>".to_owned(),
    ];
    let server = Server::start(move |req: &Request, _| match req.phase() {
        "sparql" => Reply::Choices(replies.clone()),
        _ => Reply::Stream(vec!["The matching phones are ".into(), "[P1] and [P2].".into()]),
    });
    let options = AskOptions { strategy: Strategy::Skg, compiler: false, candidates: 5, ..AskOptions::default() };
    let options = AskOptions { llm: Some(config(&server)), ..options };
    let (r, events) = ask_with(k, FILTER_Q, options, Some(&server));
    let outcomes: Vec<CandidateOutcome> = r.trace.candidates.iter().map(|c| c.outcome).collect();
    assert_eq!(
        outcomes,
        [
            CandidateOutcome::Ok,
            CandidateOutcome::TooManyRows,
            CandidateOutcome::Rejected,
            CandidateOutcome::Missing,
            CandidateOutcome::Empty
        ]
    );
    assert_eq!(ids(&r), compiler_products(k, FILTER_Q), "products come from the SPARQL rows");
    assert!(r.products.iter().all(|p| p.source == "sparql"));
    assert!(!r.trace.patterns.is_empty());
    // The prompt carries the bundle's schema and the retrieved patterns.
    let sparql_req = server.requests().into_iter().find(|q| q.phase() == "sparql").unwrap();
    assert!(sparql_req.last_user().contains("skg:hasNumericValue"));
    assert!(sparql_req.last_user().contains("category:smartphones"));
    assert_eq!(sparql_req.n(), 5);
    assert_eq!(sparql_req.header("authorization"), Some("Bearer sk-test-secret"));
    // Streamed answer: tokens in order, then the answer, then done.
    let tokens: String =
        events.iter().filter_map(|e| if let Event::Token { text } = e { Some(text.as_str()) } else { None }).collect();
    assert_eq!(tokens, "The matching phones are [P1] and [P2].");
    assert_eq!(r.answer.as_deref(), Some(tokens.as_str()));
    let k_ = kinds(&events);
    let last_token = k_.iter().rposition(|e| e == "token").unwrap();
    assert_eq!(k_[last_token + 1..].first().map(String::as_str), Some("answer"));
    assert_eq!(r.citations.iter().map(|c| c.marker.as_str()).collect::<Vec<_>>(), ["P1", "P2"]);
    assert_eq!(r.citations[0].id, r.products[0].id);
    // Tokens per phase from the server's usage blocks.
    assert_eq!(r.trace.tokens["sparql"].prompt_tokens, 100);
    assert!(!r.trace.tokens["answer"].estimated);
}

#[test]
fn a_server_without_n_support_is_topped_up_with_parallel_calls() {
    let k = knowledge();
    let good = compiled_sparql(k, FILTER_Q);
    let server = Server::start(move |req: &Request, _| match req.phase() {
        "sparql" => Reply::Choices(vec![format!("<SPARQL>{good}</SPARQL>")]),
        _ => Reply::Stream(vec!["ok".into()]),
    });
    let options =
        AskOptions { strategy: Strategy::Skg, compiler: false, llm: Some(config(&server)), ..AskOptions::default() };
    let (r, _) = ask_with(k, FILTER_Q, options, Some(&server));
    assert_eq!(server.phases().iter().filter(|p| **p == "sparql").count(), 3);
    let outcomes: Vec<CandidateOutcome> = r.trace.candidates.iter().map(|c| c.outcome).collect();
    assert_eq!(outcomes, [CandidateOutcome::Ok, CandidateOutcome::Duplicate, CandidateOutcome::Duplicate]);
    assert_eq!(r.trace.tokens["sparql"].calls, 3);
}

#[test]
fn rate_limits_are_retried_after_the_servers_delay() {
    let k = knowledge();
    let server = Server::start(|req: &Request, i| match (req.phase(), i) {
        (_, 0) => Reply::Status(429, Some(0)),
        (_, 1) => Reply::Status(503, None),
        ("router", _) => Reply::Choices(vec!["TKG".into()]),
        _ => Reply::Stream(vec!["Fine.".into()]),
    });
    let options = AskOptions { strategy: Strategy::Router, llm: Some(config(&server)), ..AskOptions::default() };
    let (r, _) = ask_with(k, UNCUED_Q, options, Some(&server));
    assert_eq!(server.phases()[..3], ["router", "router", "router"]);
    assert_eq!(r.trace.decided_by, "llm");
    assert_eq!(r.route, "tkg");
    assert_eq!(r.trace.tokens["router"].calls, 3);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
}

#[test]
fn errors_that_are_not_retryable_fail_fast_and_retrieval_survives() {
    let k = knowledge();
    let server = Server::start(|_: &Request, _| Reply::Status(401, None));
    let options = AskOptions {
        strategy: Strategy::SkgThenTkg,
        compiler: false,
        llm: Some(config(&server)),
        ..AskOptions::default()
    };
    let (r, events) = ask_with(k, OPEN_Q, options, Some(&server));
    assert_eq!(server.requests().len(), 2, "one SPARQL call and one answer call, no retries");
    assert!(r.errors.iter().any(|e| e.contains("HTTP 401")), "{:?}", r.errors);
    assert!(r.trace.fallback && !r.chunks.is_empty(), "TKG fallback still retrieves passages");
    assert!(r.answer.is_none());
    assert!(kinds(&events).contains(&"error".to_owned()));
}

#[test]
fn timeouts_end_in_an_error_event_not_a_hang() {
    let k = knowledge();
    let server = Server::start(|_: &Request, _| Reply::Delay(2_000, Box::new(Reply::Stream(vec!["late".into()]))));
    let mut c = config(&server);
    c.timeout_ms = 200;
    c.retries = 1;
    let options = AskOptions { strategy: Strategy::Tkg, llm: Some(c), ..AskOptions::default() };
    let started = std::time::Instant::now();
    let (r, _) = ask_with(k, OPEN_Q, options, Some(&server));
    assert!(started.elapsed().as_millis() < 1_900);
    assert!(r.errors.iter().any(|e| e.contains("timed out") && e.contains("2 attempt")), "{:?}", r.errors);
    assert!(!r.chunks.is_empty());
}

#[test]
fn malformed_and_truncated_model_output_is_reported() {
    let k = knowledge();
    let server = Server::start(|req: &Request, _| match req.phase() {
        "sparql" => Reply::Raw("{not json".into()),
        _ => Reply::StreamCut(vec!["The answer is".into(), " partly".into()]),
    });
    let options = AskOptions {
        strategy: Strategy::SkgPlusTkg,
        compiler: false,
        llm: Some(config(&server)),
        ..AskOptions::default()
    };
    let (r, _) = ask_with(k, OPEN_Q, options, Some(&server));
    assert!(r.errors.iter().any(|e| e.starts_with("sparql:") && e.contains("malformed")), "{:?}", r.errors);
    assert!(r.errors.iter().any(|e| e.contains("ended early")), "{:?}", r.errors);
    assert_eq!(r.answer.as_deref(), Some("The answer is partly"));
    assert_eq!(r.notice.as_deref(), Some("The answer was cut off."));
}

#[test]
fn missing_usage_is_estimated_and_marked() {
    let k = knowledge();
    let server = Server::start(|_: &Request, _| Reply::NoUsage("SKG".into()));
    let options =
        AskOptions { strategy: Strategy::Router, answer: false, llm: Some(config(&server)), ..AskOptions::default() };
    let (r, _) = ask_with(k, UNCUED_Q, options, Some(&server));
    let u = r.trace.tokens["router"];
    assert!(u.estimated && u.prompt_tokens > 10 && u.completion_tokens == 1);
}

#[test]
fn the_answer_cites_only_what_the_evidence_has() {
    let k = knowledge();
    let server = Server::start(|_: &Request, _| Reply::Stream(vec!["See [C1] and [P42].".into()]));
    let options = AskOptions { strategy: Strategy::Tkg, llm: Some(config(&server)), ..AskOptions::default() };
    let (r, _) = ask_with(k, OPEN_Q, options, Some(&server));
    assert_eq!(r.citations.len(), 1);
    assert_eq!(r.citations[0].kind, "chunk");
    assert!(r.errors.iter().any(|e| e.contains("P42")), "{:?}", r.errors);
    // The answer prompt carried numbered passages with their provenance.
    let answer_req = server.requests().into_iter().find(|q| q.phase() == "answer").unwrap();
    assert!(answer_req.last_user().contains("[C1] "));
    assert_eq!(answer_req.body["stream"], true);
}

#[test]
fn agentic_uses_tools_checks_itself_and_stops() {
    let k = knowledge();
    let good = compiled_sparql(k, FILTER_Q);
    let server = Server::start(move |req: &Request, _| {
        if req.phase() == "answer" {
            return Reply::Stream(vec!["Done [P1].".into()]);
        }
        let turns = req.body["messages"].as_array().map_or(0, |m| m.len());
        Reply::Choices(vec![match turns {
            2 => "<DONE/>".to_owned(),
            4 => "<TOOL name=\"search\">phone for older people</TOOL>".to_owned(),
            6 => format!("<TOOL name=\"sparql\">{good}</TOOL>"),
            _ => "<DONE/>".to_owned(),
        }])
    });
    let options = AskOptions { strategy: Strategy::Agentic, llm: Some(config(&server)), ..AskOptions::default() };
    let (r, _) = ask_with(k, FILTER_Q, options, Some(&server));
    let tools: Vec<&str> = r.trace.steps.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(tools, ["self-check", "search", "sparql", "done"]);
    assert!(!r.chunks.is_empty());
    assert_eq!(ids(&r), compiler_products(k, FILTER_Q));
    assert_eq!(r.answer.as_deref(), Some("Done [P1]."));
    assert_eq!(r.trace.tokens["agent"].calls, 4);
}

#[test]
fn agentic_stops_at_its_step_limit() {
    let k = knowledge();
    let server = Server::start(|req: &Request, _| match req.phase() {
        "answer" => Reply::Stream(vec!["x".into()]),
        _ => Reply::Choices(vec!["<TOOL name=\"search\">fridge</TOOL>".into()]),
    });
    let options =
        AskOptions { strategy: Strategy::Agentic, max_steps: 3, llm: Some(config(&server)), ..AskOptions::default() };
    let (r, _) = ask_with(k, OPEN_Q, options, Some(&server));
    assert_eq!(r.trace.steps.len(), 3);
    assert_eq!(server.phases().iter().filter(|p| **p == "agent").count(), 3);
}

#[test]
fn every_strategy_runs_offline_and_online() {
    let k = knowledge();
    let good = compiled_sparql(k, FILTER_Q);
    let server = Server::start(move |req: &Request, _| match req.phase() {
        "router" => Reply::Choices(vec!["SKG".into()]),
        "sparql" => Reply::Choices(vec![format!("<SPARQL>{good}</SPARQL>")]),
        "agent" => Reply::Choices(vec!["<DONE/>".into()]),
        _ => Reply::Stream(vec!["Answer.".into()]),
    });
    for strategy in Strategy::ALL {
        for online in [false, true] {
            let llm = online.then(|| config(&server));
            let options = AskOptions { strategy, llm, ..AskOptions::default() };
            let (r, events) = ask_with(k, FILTER_Q, options, online.then_some(&server));
            let what = format!("{} online={online}", strategy.name());
            assert_eq!(r.strategy, strategy.name());
            assert!(!r.products.is_empty(), "{what}: {:?}", r.errors);
            assert_eq!(r.answer.is_some(), online, "{what}: {:?}", r.errors);
            assert_eq!(kinds(&events).last().map(String::as_str), Some("done"), "{what}");
        }
    }
}

#[test]
fn bad_questions_and_options_are_refused_with_a_reason() {
    let k = knowledge();
    let (r, _) = ask_with(k, "   ", AskOptions::default(), None);
    assert_eq!(r.errors, ["question: the question is empty"]);
    let (r, _) = ask_with(k, &"x".repeat(5000), AskOptions::default(), None);
    assert!(r.errors[0].contains("longer than"));
    let (r, _) = ask_with(k, FILTER_Q, AskOptions { k: 500, ..AskOptions::default() }, None);
    assert_eq!(r.errors, ["options: option `k` must be 1..=50"]);
}

#[test]
fn connection_resets_are_retried_then_reported() {
    let k = knowledge();
    let server = Server::start(|req: &Request, _| match req.phase() {
        "sparql" => Reply::Drop,
        _ => Reply::Stream(vec!["ok".into()]),
    });
    let options = AskOptions {
        strategy: Strategy::SkgThenTkg,
        compiler: false,
        llm: Some(config(&server)),
        ..AskOptions::default()
    };
    let (r, _) = ask_with(k, OPEN_Q, options, Some(&server));
    assert_eq!(server.phases().iter().filter(|p| **p == "sparql").count(), 3, "first try + 2 retries");
    assert!(r.errors.iter().any(|e| e.starts_with("sparql:") && e.contains("3 attempt")), "{:?}", r.errors);
    assert!(r.trace.fallback && !r.chunks.is_empty() && r.answer.is_some());
}

#[test]
fn a_ten_megabyte_reply_is_cut_off_not_buffered() {
    let k = knowledge();
    let huge = "x".repeat(10 * 1024 * 1024);
    let server = Server::start(move |req: &Request, _| match req.phase() {
        "sparql" => Reply::Choices(vec![huge.clone()]),
        _ => Reply::Stream(vec![huge.clone()]),
    });
    let options = AskOptions {
        strategy: Strategy::SkgPlusTkg,
        compiler: false,
        llm: Some(config(&server)),
        ..AskOptions::default()
    };
    let (r, _) = ask_with(k, OPEN_Q, options, Some(&server));
    assert!(r.errors.iter().any(|e| e.starts_with("sparql:") && e.contains("exceeds")), "{:?}", r.errors);
    assert!(r.errors.iter().any(|e| e.contains("ended early")), "{:?}", r.errors);
    assert!(r.answer.as_ref().is_some_and(|a| a.len() <= dualgraph_core::llm::MAX_RESPONSE_BYTES));
    assert!(!r.chunks.is_empty());
}

#[test]
fn an_unclosed_sparql_tag_is_closed_and_the_query_runs() {
    let k = knowledge();
    let good = compiled_sparql(k, FILTER_Q);
    let server = Server::start(move |req: &Request, _| match req.phase() {
        "sparql" => Reply::Choices(vec![format!("<SPARQL>\n{good}\n")]),
        _ => Reply::Stream(vec!["ok".into()]),
    });
    let options = AskOptions {
        strategy: Strategy::Skg,
        compiler: false,
        candidates: 1,
        llm: Some(config(&server)),
        ..AskOptions::default()
    };
    let (r, _) = ask_with(k, FILTER_Q, options, Some(&server));
    let c = &r.trace.candidates[0];
    assert_eq!(c.outcome, CandidateOutcome::Ok);
    assert_eq!(c.repairs, ["closed an unclosed <SPARQL> tag"]);
    assert_eq!(ids(&r), compiler_products(k, FILTER_Q));
}

#[test]
fn long_product_lists_are_capped_and_the_total_reported() {
    let k = knowledge();
    let q = "How many smartphones are there?";
    let total = compiler_products(k, q).len();
    assert!(total > 5);
    let (r, events) = ask_with(k, q, AskOptions { max_products: 5, ..AskOptions::default() }, None);
    assert_eq!((r.products.len(), r.product_count), (5, total));
    assert!(r.notice.as_deref().unwrap().contains(&format!("{total} products match")));
    assert_eq!(r.compiler_answer.as_ref().unwrap().products.len(), 5);
    assert_eq!(r.compiler_answer.as_ref().unwrap().count, total, "the count itself is not capped");
    for e in &events {
        if let Event::Rows { table, products } = e {
            assert!(products.len() <= 5);
            assert!(table.markdown.lines().filter(|l| l.starts_with('|')).count() <= 7, "{}", table.markdown);
            assert!(table.markdown.contains("more rows"));
        }
    }
}

#[test]
fn graph_patterns_use_the_bundles_encoder_when_it_has_one() {
    let k = knowledge();
    let patterns = k.patterns().unwrap();
    assert!(patterns.is_hybrid(), "the demo bundle ships an encoder table");
    let got = patterns.retrieve("phones with a big battery", 5);
    for kind in dualgraph_core::qa::patterns::KINDS {
        assert!(got.iter().filter(|p| p.kind == kind).count() <= 6, "{kind}");
    }
    assert!(got.iter().any(|p| p.kind == "spec" && p.text.starts_with("Battery Capacity")), "{got:?}");
    assert!(got.iter().any(|p| p.kind == "category" && p.text.contains("Smartphones")), "{got:?}");
    // Without an encoder the same retrieval is lexical only.
    let mut options = support::options("demo");
    options.encoder = dualgraph_build::pipeline::EncoderChoice::None;
    let plain = Knowledge::new(support::build_store(support::DEMO_CATALOG, &options));
    assert!(!plain.patterns().unwrap().is_hybrid());
}

//! The QA pipeline over a SPARQL 1.1 Protocol endpoint instead of the bundle's store: two real
//! servers on loopback (`support::sparql_servers`: the Oxigraph server and Virtuoso 7), each
//! loaded with `dualgraph export` of the demo and of a real dev catalog (`laptops-eur`), answer
//! every question of both question sets like the bundle does — asked through the *thin* bundle
//! (`--no-skg`) of the same catalog, so every SKG fact comes from the server. A scripted
//! loopback server checks the protocol (form body, auth header, retries, time limit, size cap,
//! errors); the thin bundle alone refuses SPARQL with a clear error.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_build::rdf::{self, ExportFormat};
use dualgraph_core::llm::{transport::NativeTransport, Client, LlmConfig};
use dualgraph_core::qa::{self, AskOptions, AskResult, Knowledge, Strategy};
use dualgraph_core::skg::endpoint::{EndpointConfig, SparqlEndpoint};
use dualgraph_core::skg::sparql::{QueryError, QueryLimits};
use dualgraph_core::skg::store::Store;
use dualgraph_core::skg::symbolic::SymbolicStore;
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use support::llm_server::{Reply, Server};
use support::sparql_servers::{start_oxigraph, start_virtuoso, SparqlServer};

type Endpoint = SparqlEndpoint<NativeTransport>;

/// A catalog built twice (full and thin), its export and its questions.
struct Catalog {
    name: &'static str,
    full: Vec<u8>,
    thin: Vec<u8>,
    export: Vec<u8>,
    questions: Vec<String>,
}

fn build(name: &str, text: &str, no_skg: bool) -> Vec<u8> {
    let options = dualgraph_build::pipeline::BuildOptions { no_skg, ..support::options(name) };
    let sources = [("catalog.jsonl".to_owned(), text.as_bytes().to_vec())];
    dualgraph_build::pipeline::build(&sources, &options, &mut |_| {}).expect("build").0
}

fn questions(specsqa: &serde_json::Value) -> Vec<String> {
    let dict = specsqa.as_object().expect("SpecsQA dict");
    dict.values().map(|q| q["question"].as_str().unwrap().to_owned()).collect()
}

fn catalog(name: &'static str, text: &str, questions: Vec<String>) -> Catalog {
    let full = build(name, text, false);
    let store = Store::from_bytes(full.clone()).unwrap();
    let mut export = Vec::new();
    rdf::export(&store, ExportFormat::NTriples, true, &mut export, &mut |_, _| {}).unwrap();
    Catalog { name, thin: build(name, text, true), full, export, questions }
}

/// The demo and the `laptops-eur` dev catalog, built once per test binary.
fn catalogs() -> &'static [Catalog] {
    static CATALOGS: OnceLock<Vec<Catalog>> = OnceLock::new();
    CATALOGS.get_or_init(|| {
        let laptops = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/catalogs/laptops-eur");
        let laptop_questions: serde_json::Value =
            serde_json::from_slice(&std::fs::read(format!("{laptops}/questions.json")).unwrap()).unwrap();
        vec![
            catalog("demo", support::DEMO_CATALOG, questions(&dualgraph_synth::demo_questions())),
            catalog(
                "laptops-eur",
                &std::fs::read_to_string(format!("{laptops}/catalog.jsonl")).unwrap(),
                questions(&laptop_questions),
            ),
        ]
    })
}

fn exports() -> Vec<&'static [u8]> {
    catalogs().iter().map(|c| c.export.as_slice()).collect()
}

/// The endpoint of catalog `i` on `server`.
fn endpoint(server: &SparqlServer, i: usize, store: &Store) -> Endpoint {
    let mut config = EndpointConfig::new(server.url.clone());
    config.default_graph = server.graph(i);
    SparqlEndpoint::new(config, &store.manifest().instance_base, NativeTransport::default())
}

fn ask(k: &Knowledge, question: &str, strategy: Strategy) -> AskResult {
    let options = AskOptions { strategy, ..AskOptions::default() };
    pollster::block_on(qa::ask(k, question, &options, None::<&Client<NativeTransport>>, &mut |_| {}))
}

/// What must not depend on where the SKG lives: products in order, counts, evidence tables,
/// the compiler's structured answer, errors.
fn comparable(r: &AskResult) -> serde_json::Value {
    serde_json::json!({
        "route": r.route,
        "products": r.products.iter().map(|p| (&p.id, &p.name, &p.iri, &p.url, p.price, &p.currency, &p.values, p.source)).collect::<Vec<_>>(),
        "count": r.product_count,
        "tables": r.tables.iter().map(|t| (&t.source, t.rows, &t.markdown)).collect::<Vec<_>>(),
        "compiler": r.compiler_answer,
        "errors": r.errors,
        "chunks": r.chunks.iter().map(|c| &c.marker).collect::<Vec<_>>(),
    })
}

/// Every question of every catalog, with the `compiler` and `router>tkg` strategies: the full
/// bundle alone and the thin bundle over `server` give the same answers — except, up to
/// `timeouts_allowed`, answers where the server did not answer in time (a reported error, no
/// products: never a different answer).
fn same_answers_through(server: &SparqlServer, timeouts_allowed: usize) {
    for (i, catalog) in catalogs().iter().enumerate() {
        let local = Knowledge::new(Store::from_bytes(catalog.full.clone()).unwrap());
        let thin = Store::from_bytes(catalog.thin.clone()).unwrap();
        assert_eq!(thin.len(), 0, "a thin bundle holds no triples");
        let endpoint = endpoint(server, i, &thin);
        let skg_triples = thin.manifest().build.skg_triples;
        let remote = Knowledge::new(thin).with_symbolic(Box::new(endpoint));

        // The same graph: a count straight through the protocol.
        let q = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }";
        let n = remote.symbolic().run(q, QueryLimits::default()).unwrap();
        assert_eq!(
            n.rows[0][0].as_ref().unwrap().value,
            skg_triples.to_string(),
            "{} on {}",
            catalog.name,
            server.name
        );
        assert_eq!(skg_triples, local.store().len());

        let (mut compared, mut with_products, mut differ, mut timeouts) = (0, 0, Vec::new(), Vec::new());
        for question in &catalog.questions {
            for strategy in [Strategy::Compiler, Strategy::RouterThenTkg] {
                let a = ask(&local, question, strategy);
                let b = ask(&remote, question, strategy);
                let timed_out = b.products.is_empty()
                    && b.errors.iter().any(|e| e.contains("did not answer within") || e.contains("timed out"));
                if comparable(&a) != comparable(&b) && timed_out {
                    timeouts.push(format!("{question} ({})", strategy.name()));
                } else if comparable(&a) != comparable(&b) {
                    let (x, y) = (comparable(&a).to_string(), comparable(&b).to_string());
                    let at = x.bytes().zip(y.bytes()).take_while(|(p, q)| p == q).count().saturating_sub(200);
                    let from = |t: &str| t.char_indices().map(|(i, _)| i).find(|i| *i >= at).unwrap_or(t.len());
                    differ.push(format!(
                        "{question} ({}), from byte {at}:\n  bundle: {}\n  server: {}",
                        strategy.name(),
                        &x[from(&x)..].chars().take(600).collect::<String>(),
                        &y[from(&y)..].chars().take(600).collect::<String>()
                    ));
                }
                compared += 1;
                with_products += usize::from(!a.products.is_empty());
            }
        }
        assert!(
            differ.is_empty(),
            "{} of {compared} answers differ ({} through {}):\n{}",
            differ.len(),
            catalog.name,
            server.name,
            differ.iter().take(4).map(|d| d.chars().take(3000).collect::<String>()).collect::<Vec<_>>().join("\n")
        );
        assert!(
            timeouts.len() <= timeouts_allowed,
            "{} through {}: {} timeouts: {timeouts:?}",
            catalog.name,
            server.name,
            timeouts.len()
        );
        assert!(compared >= 80, "{compared} comparisons");
        assert!(with_products >= compared / 2, "only {with_products} of {compared} answers name products");
    }
}

#[test]
fn the_bundle_and_oxigraph_server_give_the_same_answers() {
    same_answers_through(&start_oxigraph(&exports()), 0);
}

#[test]
fn the_bundle_and_virtuoso_give_the_same_answers() {
    // Virtuoso 7.2.5 plans the compiler's superlative-with-filters shape (a `MIN` subquery
    // joined back with `FILTER(?pt = ?best)`) badly and runs out of time on a few laptops-eur
    // questions (the subquery alone answers in 0.1 s); see ARCHITECTURE.md.
    same_answers_through(&start_virtuoso(&exports()), 4);
}

#[test]
fn llm_sparql_candidates_run_on_the_endpoint() {
    let demo = &catalogs()[0];
    let server = start_oxigraph(&[&demo.export]);
    let local = Knowledge::new(Store::from_bytes(demo.full.clone()).unwrap());
    let thin = Store::from_bytes(demo.thin.clone()).unwrap();
    let remote = Knowledge::new(Store::from_bytes(demo.thin.clone()).unwrap())
        .with_symbolic(Box::new(endpoint(&server, 0, &thin)));

    let question = "Which smartphones cost less than 400?";
    let good = dualgraph_core::compiler::compile(question, local.lexicon().unwrap()).sparql;
    let replies = vec![
        format!("<SPARQL>{good}</SPARQL>"),
        "<SPARQL>SELECT ?s ?p ?o WHERE { ?s ?p ?o }</SPARQL>".to_owned(),
        "<SPARQL>SELECT ?p WHERE { ?p a skgt:Product ; skg:hasName \"No such product\" }</SPARQL>".to_owned(),
    ];
    let llm = Server::start(move |req, _| match req.phase() {
        "sparql" => Reply::Choices(replies.clone()),
        _ => Reply::Stream(vec!["Here they are [P1].".into()]),
    });
    let mut config = LlmConfig::new(llm.url.clone(), "scripted");
    config.backoff_ms = 10;
    let options = AskOptions {
        strategy: Strategy::Skg,
        compiler: false,
        candidates: 3,
        llm: Some(config.clone()),
        ..AskOptions::default()
    };
    let client = Client::new(config, NativeTransport::default());
    let run = |k: &Knowledge| pollster::block_on(qa::ask(k, question, &options, Some(&client), &mut |_| {}));
    let (a, b) = (run(&local), run(&remote));
    let outcomes = |r: &AskResult| r.trace.candidates.iter().map(|c| (c.outcome, c.rows)).collect::<Vec<_>>();
    assert_eq!(outcomes(&a), outcomes(&b));
    assert!(!a.products.is_empty());
    assert_eq!(comparable(&a), comparable(&b));
}

fn scripted_endpoint(server: &Server, configure: impl FnOnce(&mut EndpointConfig)) -> Endpoint {
    let mut config = EndpointConfig::new(format!("{}/query", server.url));
    configure(&mut config);
    SparqlEndpoint::new(config, "https://dualgraph.dev/kg/demo/", NativeTransport::default())
}

const EMPTY_RESULTS: &str = r#"{"head":{"vars":["p"]},"results":{"bindings":[]}}"#;

#[test]
fn the_protocol_sends_auth_and_content_types_retries_and_enforces_limits() {
    // Auth header and content negotiation.
    let server = Server::start(|_, _| Reply::Raw(EMPTY_RESULTS.into()));
    let e = scripted_endpoint(&server, |c| {
        c.headers.push(("Authorization".into(), "Bearer s3cret".into()));
        c.default_graph = Some("urn:example:shop".into());
    });
    let out = e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap();
    assert_eq!((out.vars.clone(), out.rows.len()), (vec!["p".to_owned()], 0));
    let req = &server.requests()[0];
    assert_eq!(req.header("authorization"), Some("Bearer s3cret"));
    assert_eq!(req.header("content-type"), Some("application/x-www-form-urlencoded"));
    assert!(req.header("accept").unwrap().starts_with("application/sparql-results+json"));
    let form: std::collections::HashMap<String, String> =
        form_urlencoded::parse(req.text.as_bytes()).into_owned().collect();
    assert_eq!(form["default-graph-uri"], "urn:example:shop");
    assert!(form["query"].contains("<https://dualgraph.dev/skg/type#Product>") && form["query"].contains("LIMIT"));

    // 503 twice, then an answer: retried.
    let server = Server::start(|_, i| if i < 2 { Reply::Status(503, None) } else { Reply::Raw(EMPTY_RESULTS.into()) });
    let e = scripted_endpoint(&server, |c| c.retries = 2);
    assert!(e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).is_ok());
    assert_eq!(server.requests().len(), 3);

    // A 400 is not retried and its message is kept.
    let server = Server::start(|_, _| Reply::Status(400, None));
    let e = scripted_endpoint(&server, |_| {});
    let err = e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap_err();
    assert!(err.to_string().contains("HTTP 400") && err.to_string().contains("scripted failure"), "{err}");
    assert_eq!(server.requests().len(), 1);

    // Time limit.
    let server = Server::start(|_, _| Reply::Delay(3_000, Box::new(Reply::Raw(EMPTY_RESULTS.into()))));
    let e = scripted_endpoint(&server, |c| c.timeout_ms = 300);
    let t = Instant::now();
    let err = e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap_err();
    assert!(matches!(err, QueryError::Budget(_)), "{err}");
    assert!(t.elapsed() < Duration::from_millis(2_500));
    // The server's time is the endpoint's budget, not the query's local one: a query allowed
    // 100 ms of local evaluation waits for a server that answers in 600 ms.
    let server = Server::start(|_, _| Reply::Delay(600, Box::new(Reply::Raw(EMPTY_RESULTS.into()))));
    let e = scripted_endpoint(&server, |c| c.timeout_ms = 5_000);
    let local = QueryLimits { timeout_ms: Some(100), ..QueryLimits::default() };
    assert!(e.run("SELECT ?p WHERE { ?p a skgt:Product }", local).is_ok());

    // Size cap.
    let big = format!(
        r#"{{"head":{{"vars":["p"]}},"results":{{"bindings":[{}]}}}}"#,
        vec![r#"{"p":{"type":"literal","value":"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}}"#; 200].join(",")
    );
    let server = Server::start(move |_, _| Reply::Raw(big.clone()));
    let e = scripted_endpoint(&server, |c| c.max_response_bytes = 1_000);
    let err = e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap_err();
    assert!(err.to_string().contains("larger than 1000 bytes"), "{err}");

    // Rows beyond max_rows are cut and flagged.
    let rows = format!(
        r#"{{"head":{{"vars":["p"]}},"results":{{"bindings":[{}]}}}}"#,
        vec![r#"{"p":{"type":"literal","value":"x"}}"#; 20].join(",")
    );
    let server = Server::start(move |_, _| Reply::Raw(rows.clone()));
    let e = scripted_endpoint(&server, |_| {});
    let out =
        e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits { max_rows: 5, ..QueryLimits::default() }).unwrap();
    assert_eq!((out.rows.len(), out.truncated), (5, true));

    // Garbage is an error, not a panic; updates never leave the process.
    let server = Server::start(|_, _| Reply::Raw("<html>not results</html>".into()));
    let e = scripted_endpoint(&server, |_| {});
    assert!(e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).is_err());
    assert_eq!(e.run("DELETE WHERE { ?s ?p ?o }", QueryLimits::default()).unwrap_err(), QueryError::ReadOnly);
    assert_eq!(server.requests().len(), 1);
}

#[test]
fn cli_ask_through_an_endpoint_with_an_auth_header_from_the_environment() {
    let dir = tempfile::tempdir().unwrap();
    let bundle = dir.path().join("demo.dgb");
    std::fs::write(&bundle, catalogs()[0].full.clone()).unwrap();
    let question = "Which smartphones cost less than 400?";
    let run = |extra: &[&str]| {
        let out = Command::new(support::dualgraph_bin())
            .arg("ask")
            .arg(&bundle)
            .arg(question)
            .args(["--strategy", "compiler", "--json"])
            .args(extra)
            .env("DG_TEST_SPARQL_AUTH", "Bearer from-env")
            .env_remove("DUALGRAPH_LLM_URL")
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    // A scripted endpoint that records the header and has no products: the answer is empty.
    let server = Server::start(|_, _| Reply::Raw(EMPTY_RESULTS.into()));
    let url = format!("{}/query", server.url);
    let remote = run(&["--sparql-endpoint", &url, "--sparql-auth-env", "DG_TEST_SPARQL_AUTH"]);
    assert_eq!(server.requests()[0].header("authorization"), Some("Bearer from-env"));
    assert!(remote["products"].as_array().unwrap().is_empty());
    let local = run(&[]);
    assert!(!local["products"].as_array().unwrap().is_empty(), "the bundle itself has matches");
}

#[test]
fn a_thin_bundle_refuses_sparql_without_an_endpoint() {
    let demo = &catalogs()[0];
    assert!(demo.thin.len() < demo.full.len());
    let thin = Store::from_bytes(demo.thin.clone()).unwrap();
    assert!(thin.manifest().build.no_skg && thin.is_empty());
    // The library: any query, and a compiled question through `ask`.
    let err = thin.run("SELECT * WHERE { ?s ?p ?o }", QueryLimits::default()).unwrap_err();
    assert!(matches!(err, QueryError::Unavailable(_)) && err.to_string().contains("--no-skg"), "{err}");
    let k = Knowledge::new(thin);
    let r = ask(&k, "Which smartphones cost less than 400?", Strategy::Compiler);
    assert!(r.products.is_empty());
    assert!(r.errors.iter().any(|e| e.contains("--no-skg") && e.contains("--sparql-endpoint")), "{:?}", r.errors);
    // Passages still come from the thin bundle's own TKG.
    let r = ask(&k, "Which phone is good for travel photos?", Strategy::Tkg);
    assert!(!r.chunks.is_empty() && r.errors.is_empty(), "{:?}", r.errors);

    // The CLI: build --no-skg, then sparql / export / ask without an endpoint.
    let dir = tempfile::tempdir().unwrap();
    let bin = support::dualgraph_bin();
    let path = dir.path().join("thin.dgb");
    let out = Command::new(&bin).args(["build", "--no-skg", "-o"]).arg(&path).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(Store::from_bytes(std::fs::read(&path).unwrap()).unwrap().len(), 0);
    let fails = |args: &[&str]| {
        let out = Command::new(&bin).args(args).output().unwrap();
        assert!(!out.status.success(), "{args:?} succeeded");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let p = path.to_str().unwrap();
    assert!(fails(&["sparql", p, "SELECT * WHERE { ?s ?p ?o }"]).contains("--no-skg"));
    assert!(fails(&["export", p, "--format", "nt"]).contains("thin bundle"));
    let out = Command::new(&bin).args(["inspect", p]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    let full_triples = Store::from_bytes(demo.full.clone()).unwrap().len();
    assert!(text.contains(&format!("thin bundle (--no-skg): no SKG triples here; the SPARQL endpoint should hold the full graph's {full_triples}")), "{text}");
    let out = Command::new(&bin)
        .args(["ask", p, "Which smartphones cost less than 400?", "--strategy", "compiler", "--json"])
        .env_remove("DUALGRAPH_LLM_URL")
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(json["errors"].to_string().contains("--no-skg"), "{json}");
}

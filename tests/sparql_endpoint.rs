//! The QA pipeline over a SPARQL 1.1 Protocol endpoint instead of the bundle's store: the real
//! Oxigraph server (PyPI `oxigraph`, installed by `scripts/setup` into
//! `target/oxigraph-venv`; `DUALGRAPH_OXIGRAPH` overrides the binary) loaded with `dualgraph
//! export` and started read-only on loopback gives the same answers as the bundle on every demo
//! question; a scripted loopback server checks the protocol (auth header, content types, retries,
//! time limit, size cap, errors).
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_build::rdf::{self, ExportFormat};
use dualgraph_core::llm::{transport::NativeTransport, Client, LlmConfig};
use dualgraph_core::qa::{self, AskOptions, AskResult, Knowledge, Strategy};
use dualgraph_core::skg::endpoint::{EndpointConfig, SparqlEndpoint};
use dualgraph_core::skg::sparql::{QueryError, QueryLimits};
use dualgraph_core::skg::store::Store;
use dualgraph_core::skg::symbolic::SymbolicStore;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use support::llm_server::{Reply, Server};

fn oxigraph_bin() -> PathBuf {
    let bin = std::env::var_os("DUALGRAPH_OXIGRAPH")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target/oxigraph-venv/bin/oxigraph"));
    assert!(
        bin.exists(),
        "{} is missing: run scripts/setup (pip install oxigraph into target/oxigraph-venv)",
        bin.display()
    );
    bin
}

/// A read-only Oxigraph server on loopback, killed on drop.
struct OxigraphServer {
    child: Child,
    url: String,
    _dir: tempfile::TempDir,
}

impl Drop for OxigraphServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_oxigraph(export: &[u8]) -> OxigraphServer {
    let bin = oxigraph_bin();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("export.nt");
    std::fs::write(&data, export).unwrap();
    let db = dir.path().join("db");
    let load = Command::new(&bin).args(["load", "--location"]).arg(&db).arg("--file").arg(&data).output().unwrap();
    assert!(load.status.success(), "oxigraph load: {}", String::from_utf8_lossy(&load.stderr));
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let child = Command::new(&bin)
        .args(["serve-read-only", "--location"])
        .arg(&db)
        .args(["--bind", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let server = OxigraphServer { child, url: format!("http://127.0.0.1:{port}/query"), _dir: dir };
    let deadline = Instant::now() + Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "oxigraph did not start listening on {port}");
        std::thread::sleep(Duration::from_millis(50));
    }
    server
}

fn demo_bytes() -> Vec<u8> {
    support::demo_store().bundle().bytes().to_vec()
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

#[test]
fn demo_questions_get_the_same_answers_from_the_bundle_and_from_oxigraph_server() {
    let bytes = demo_bytes();
    let store = Store::from_bytes(bytes.clone()).unwrap();
    let mut export = Vec::new();
    rdf::export(&store, ExportFormat::NTriples, true, &mut export, &mut |_, _| {}).unwrap();
    let server = start_oxigraph(&export);

    let local = Knowledge::new(Store::from_bytes(bytes.clone()).unwrap());
    let endpoint = SparqlEndpoint::new(EndpointConfig::new(server.url.clone()), &store.manifest().instance_base);
    let remote = Knowledge::new(Store::from_bytes(bytes).unwrap()).with_symbolic(Box::new(endpoint));

    // The same graph: a count straight through the protocol.
    let q = "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }";
    let n = remote.symbolic().run(q, QueryLimits::default()).unwrap();
    assert_eq!(n.rows[0][0].as_ref().unwrap().value, store.len().to_string());

    let questions = dualgraph_synth::demo_questions();
    let questions =
        questions.as_object().expect("SpecsQA dict").values().map(|q| q["question"].as_str().unwrap().to_owned());
    let (mut compared, mut with_products) = (0, 0);
    for question in questions {
        for strategy in [Strategy::Compiler, Strategy::RouterThenTkg] {
            let a = ask(&local, &question, strategy);
            let b = ask(&remote, &question, strategy);
            assert_eq!(comparable(&a), comparable(&b), "{question} ({})", strategy.name());
            compared += 1;
            with_products += usize::from(!a.products.is_empty());
        }
    }
    assert!(compared >= 100, "{compared} comparisons");
    assert!(with_products >= compared / 2, "only {with_products} of {compared} answers name products");
}

#[test]
fn llm_sparql_candidates_run_on_the_endpoint() {
    let bytes = demo_bytes();
    let store = Store::from_bytes(bytes.clone()).unwrap();
    let mut export = Vec::new();
    rdf::export(&store, ExportFormat::NTriples, true, &mut export, &mut |_, _| {}).unwrap();
    let server = start_oxigraph(&export);
    let local = Knowledge::new(Store::from_bytes(bytes.clone()).unwrap());
    let endpoint = SparqlEndpoint::new(EndpointConfig::new(server.url.clone()), &store.manifest().instance_base);
    let remote = Knowledge::new(Store::from_bytes(bytes).unwrap()).with_symbolic(Box::new(endpoint));

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

fn scripted_endpoint(server: &Server, configure: impl FnOnce(&mut EndpointConfig)) -> SparqlEndpoint {
    let mut config = EndpointConfig::new(format!("{}/query", server.url));
    configure(&mut config);
    SparqlEndpoint::new(config, "https://dualgraph.dev/kg/demo/")
}

const EMPTY_RESULTS: &str = r#"{"head":{"vars":["p"]},"results":{"bindings":[]}}"#;

#[test]
fn the_protocol_sends_auth_and_content_types_retries_and_enforces_limits() {
    // Auth header and content negotiation.
    let server = Server::start(|_, _| Reply::Raw(EMPTY_RESULTS.into()));
    let e = scripted_endpoint(&server, |c| c.headers.push(("Authorization".into(), "Bearer s3cret".into())));
    let out = e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap();
    assert_eq!((out.vars.clone(), out.rows.len()), (vec!["p".to_owned()], 0));
    let req = &server.requests()[0];
    assert_eq!(req.header("authorization"), Some("Bearer s3cret"));
    assert!(req.header("content-type").unwrap().starts_with("application/sparql-query"));
    assert_eq!(req.header("accept"), Some("application/sparql-results+json"));

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
    std::fs::write(&bundle, demo_bytes()).unwrap();
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

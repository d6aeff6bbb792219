//! The `dualgraph` binary, run as a user would: build, sparql, inspect, synth, and errors.
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;
use std::process::{Command, Output};

fn dualgraph(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dualgraph")).args(args).output().expect("run dualgraph")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn build_without_inputs_uses_the_embedded_demo_and_prints_a_summary() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    let o = dualgraph(&["build", "-o", path(&out)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    for needle in ["products", "values parsed as numbers", "as dimensions", "units", "skipped", "rules"] {
        assert!(text.contains(needle), "summary lacks {needle:?}:\n{text}");
    }
    assert!(out.exists());
}

#[test]
fn sparql_json_output_carries_ids_and_names() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    assert!(dualgraph(&["build", "-o", path(&out)]).status.success());
    let o = dualgraph(&[
        "sparql",
        path(&out),
        "SELECT ?id ?name WHERE { ?p a skgt:Product ; skg:hasId ?id ; skg:hasName ?name } ORDER BY ?id LIMIT 2",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["vars"], serde_json::json!(["id", "name"]));
    assert_eq!(v["rows"].as_array().unwrap().len(), 2);
    assert_eq!(v["rows"][0][0]["type"], "literal");
    // Table output by default.
    let o = dualgraph(&["sparql", path(&out), "SELECT ?n WHERE { ?c a skgt:Category ; skg:hasName ?n } ORDER BY ?n"]);
    let table = stdout(&o);
    assert!(table.lines().next().unwrap().starts_with("?n"), "{table}");
    assert!(table.contains("Smartphones"));
}

#[test]
fn inspect_reports_manifest_sections_and_classes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    assert!(dualgraph(&["build", "-o", path(&out), "--name", "shop"]).status.success());
    let o = dualgraph(&["inspect", path(&out), "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["manifest"]["catalog"], "shop");
    assert!(v["classes"].as_array().unwrap().iter().any(|c| c[0] == "skgt:Product"));
    let text = stdout(&dualgraph(&["inspect", path(&out)]));
    assert!(text.contains("dict.data") && text.contains("skg:hasSpec"), "{text}");
}

#[test]
fn invalid_catalog_fails_with_file_line_and_field_unless_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bad.jsonl");
    std::fs::write(
        &input,
        "{\"kind\":\"product\",\"id\":\"a\",\"name\":\"A\"}\n{\"kind\":\"product\",\"id\":\"b\",\"name\":\"B\",\"price\":{\"amount\":\"ten\",\"currency\":\"GBP\"}}\n",
    )
    .unwrap();
    let out = dir.path().join("bad.dgb");
    let o = dualgraph(&["build", path(&input), "-o", path(&out)]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("bad.jsonl:2: field `price.amount`: expected a number"), "{}", stderr(&o));
    assert!(!out.exists());
    let o = dualgraph(&["build", path(&input), "-o", path(&out), "--skip-invalid"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("1 invalid records"), "{}", stdout(&o));
    assert!(stdout(&o).contains("bad.jsonl:2"), "{}", stdout(&o));
}

#[test]
fn query_errors_are_reported_not_panicked() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    assert!(dualgraph(&["build", "-o", path(&out)]).status.success());
    let o = dualgraph(&["sparql", path(&out), "DROP ALL"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("read-only"), "{}", stderr(&o));
    let not_bundle = dir.path().join("x.dgb");
    std::fs::write(&not_bundle, "hello").unwrap();
    let o = dualgraph(&["sparql", path(&not_bundle), "ASK {}"]);
    assert!(stderr(&o).contains("not a dualgraph bundle"), "{}", stderr(&o));
}

#[test]
fn synth_writes_a_synthetic_catalog_that_builds() {
    let dir = tempfile::tempdir().unwrap();
    let cat = dir.path().join("s.jsonl");
    let o = dualgraph(&["synth", "--products", "120", "--spec-rows", "30", "-o", path(&cat)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(&cat).unwrap().lines().count(), 120);
    let out = dir.path().join("s.dgb");
    let o = dualgraph(&["build", path(&cat), "-o", path(&out), "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let report: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(report["skg"]["products"], 120);
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    assert!(dualgraph(&["build", "-o", path(&out)]).status.success());
    // A query with thousands of rows; the reader takes one line and hangs up, like `| head -1`.
    let mut child = Command::new(env!("CARGO_BIN_EXE_dualgraph"))
        .args(["sparql", path(&out), "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.contains("?s"), "{first}");
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    assert!(!err.contains("panicked"), "{err}");
    assert!(!o.status.success() || err.is_empty(), "{err}");
}

#[test]
fn sparql_prints_w3c_results_formats() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    assert!(dualgraph(&["build", "-o", path(&out)]).status.success());
    let run = |args: &[&str]| {
        let o = dualgraph(&[&["sparql", path(&out)], args].concat());
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let q = "SELECT ?name ?price WHERE { ?p a skgt:Product ; skg:hasName ?name ; skg:hasPrice ?price } ORDER BY ?price LIMIT 3";
    // The same rows as the engine's own --json shape, in the W3C JSON results format.
    let own: serde_json::Value = serde_json::from_str(&run(&[q, "--json"])).unwrap();
    let w3c: serde_json::Value = serde_json::from_str(&run(&[q, "--format", "json"])).unwrap();
    assert_eq!(w3c["head"]["vars"], serde_json::json!(["name", "price"]));
    let bindings = w3c["results"]["bindings"].as_array().unwrap();
    assert_eq!(bindings.len(), 3);
    for (b, row) in bindings.iter().zip(own["rows"].as_array().unwrap()) {
        assert_eq!(b["name"], row[0]);
        assert_eq!(b["price"], row[1]);
        assert!(b["price"]["datatype"].as_str().unwrap().starts_with("http://www.w3.org/2001/XMLSchema#"));
    }
    let csv = run(&[q, "--format", "csv"]);
    let lines: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 4, "{csv}");
    assert_eq!(lines[0], "name,price");
    assert!(run(&[q, "--format", "xml"]).contains("<sparql xmlns=\"http://www.w3.org/2005/sparql-results#\">"));
    assert_eq!(run(&["ASK { ?p a skgt:Product }", "--format", "json"]).trim(), r#"{"head":{},"boolean":true}"#);
    let nt = run(&[
        "CONSTRUCT { ?p skg:hasName ?n } WHERE { ?p a skgt:Product ; skg:hasName ?n } LIMIT 2",
        "--format",
        "json",
    ]);
    assert_eq!(nt.lines().count(), 2, "{nt}");
    assert!(nt.lines().all(|l| l.starts_with('<') && l.ends_with(" .")), "{nt}");
    let bad = dualgraph(&["sparql", path(&out), "ASK {}", "--format", "yaml"]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("yaml"));
}

/// A slow OpenAI-compatible streaming server on loopback: every request gets an SSE stream of
/// one piece every 100 ms, for a minute. Sends on `closed` when a client hangs up mid-stream.
#[cfg(unix)]
fn slow_llm_server(closed: std::sync::mpsc::Sender<()>) -> String {
    use std::io::{BufRead, BufReader, Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let closed = closed.clone();
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stream.try_clone().unwrap());
                let mut length = 0usize;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 || line.trim().is_empty() {
                        break;
                    }
                    if let Some((k, v)) = line.split_once(':') {
                        if k.eq_ignore_ascii_case("content-length") {
                            length = v.trim().parse().unwrap_or(0);
                        }
                    }
                }
                let mut body = vec![0u8; length];
                let _ = reader.read_exact(&mut body);
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\n\r\n";
                if stream.write_all(head.as_bytes()).is_err() {
                    return;
                }
                for i in 0..600 {
                    let piece = serde_json::json!({ "choices": [{ "index": 0, "delta": { "content": format!("word{i} ") }, "finish_reason": null }] });
                    if stream.write_all(format!("data: {piece}\n\n").as_bytes()).and_then(|_| stream.flush()).is_err() {
                        let _ = closed.send(());
                        return;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(100));
                }
            });
        }
    });
    url
}

#[test]
#[cfg(unix)]
fn ask_stops_cleanly_on_ctrl_c_with_partial_progress_and_exit_code_130() {
    use std::io::Read;
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().unwrap();
    let bundle = dir.path().join("demo.dgb");
    assert!(dualgraph(&["build", "-o", path(&bundle)]).status.success());
    let (closed_tx, closed_rx) = std::sync::mpsc::channel();
    let url = slow_llm_server(closed_tx);
    let mut child = Command::new(env!("CARGO_BIN_EXE_dualgraph"))
        .args(["ask", path(&bundle), "A good phone for my dad who finds small screens hard to read"])
        .args(["--strategy", "tkg", "--llm-url", &url, "--model", "slow-model", "--retries", "0"])
        .env_remove("OPENAI_API_KEY")
        .env_remove("OPENAI_BASE_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read the streamed answer until a few pieces arrived, then press Ctrl+C.
    let mut stdout = child.stdout.take().unwrap();
    let (seen_tx, seen_rx) = std::sync::mpsc::channel::<String>();
    std::thread::spawn(move || {
        let mut text = String::new();
        let mut buf = [0u8; 256];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            text.push_str(&String::from_utf8_lossy(&buf[..n]));
            let _ = seen_tx.send(text.clone());
        }
    });
    let started = Instant::now();
    let mut streamed = String::new();
    while !streamed.contains("word2 ") {
        assert!(started.elapsed() < Duration::from_secs(60), "no streamed answer on stdout: {streamed:?}");
        if let Ok(text) = seen_rx.recv_timeout(Duration::from_millis(200)) {
            streamed = text;
        }
    }
    let kill = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let stopped_at = Instant::now();
    let status = child.wait().unwrap();
    assert!(stopped_at.elapsed() < Duration::from_secs(5), "took {:?} to stop", stopped_at.elapsed());
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert_eq!(status.code(), Some(130), "exit status {status:?}; stderr:\n{err}");
    assert!(!err.contains("panicked"), "{err}");
    let line = err.lines().find(|l| l.starts_with("stopped (Ctrl+C):")).unwrap_or_else(|| panic!("{err}"));
    // Partial progress: the route taken and the characters of the answer that arrived.
    assert!(line.contains("route tkg"), "{line}");
    let chars: usize = line
        .split(", ")
        .find(|p| p.ends_with("characters of the answer received"))
        .and_then(|p| p.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(chars >= "word0 word1 word2 ".len(), "{line}");
    // The slow server sees its connection closed instead of streaming on for a minute.
    assert!(closed_rx.recv_timeout(Duration::from_secs(5)).is_ok(), "the LLM connection stayed open");
}

/// A schema.org product graph: `build --rdf` alone keeps the graph as it is; with
/// `--rdf-mapping schema.org` it is mapped to our schema (offers → price, PropertyValues →
/// specs with numbers and units) and built as a catalog.
#[test]
fn build_rdf_with_the_schema_org_mapping() {
    let dir = tempfile::tempdir().unwrap();
    let ttl = dir.path().join("shop.ttl");
    std::fs::write(
        &ttl,
        r#"@prefix schema: <http://schema.org/> .
<http://example.com/lamp> a schema:Product ; schema:sku "L1" ; schema:name "Desk Lamp" ;
  schema:category "Lamps" ; schema:description "A warm light for late reading." ;
  schema:offers [ a schema:Offer ; schema:price "24.50" ; schema:priceCurrency "EUR" ; schema:availability schema:InStock ] ;
  schema:additionalProperty [ a schema:PropertyValue ; schema:name "Height" ; schema:value 40 ; schema:unitCode "CMT" ] .
"#,
    )
    .unwrap();
    let raw = dir.path().join("raw.dgb");
    let mapped = dir.path().join("mapped.dgb");
    let o = dualgraph(&["build", "--rdf", path(&ttl), "-o", path(&raw)]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = dualgraph(&["build", "--rdf", path(&ttl), "--rdf-mapping", "schema.org", "-o", path(&mapped)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("values parsed as numbers"), "the catalog build summary:\n{}", stdout(&o));
    assert!(stderr(&o).contains("schema:availability (1)"), "what is not mapped is reported:\n{}", stderr(&o));
    let query = "SELECT ?id ?price ?n ?u WHERE { ?p a skgt:Product ; skg:hasId ?id ; skg:hasPrice ?price ; \
                 skg:hasSpec ?s . ?s skg:hasNumericValue ?n ; skg:hasUnit ?u }";
    let rows = |bundle: &Path| {
        let o = dualgraph(&["sparql", path(bundle), query, "--json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        v["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_array().unwrap().iter().map(|c| c["value"].to_string()).collect::<Vec<_>>())
            .collect::<Vec<_>>()
    };
    assert!(rows(&raw).is_empty(), "without the mapping the graph is schema.org, not ours");
    assert_eq!(rows(&mapped), [["\"L1\"", "\"24.5\"", "\"40\"", "\"cm\""]]);
    // Only the schema.org mapping exists; the flag needs --rdf.
    let o = dualgraph(&["build", "--rdf", path(&ttl), "--rdf-mapping", "dublin-core", "-o", path(&mapped)]);
    assert!(!o.status.success() && stderr(&o).contains("schema.org"), "{}", stderr(&o));
    let o = dualgraph(&["build", "--rdf-mapping", "schema.org", "-o", path(&mapped)]);
    assert!(!o.status.success() && stderr(&o).contains("--rdf"), "{}", stderr(&o));
}

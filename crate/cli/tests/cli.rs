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

//! RDF in and out: `dualgraph export` gives back exactly the store's triples (plus the TKG's
//! chunks and links), oxigraph's own store answers the benchmark queries over the export as our
//! bundle does, and `build --rdf` over the export rebuilds the same graph.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_build::rdf::{self, ExportFormat};
use dualgraph_core::skg::sparql::{self, QueryLimits, TermJson};
use dualgraph_core::skg::store::Store;
use oxigraph::io::{RdfFormat, RdfParser};
use oxigraph::model::{GraphName, Quad, Term, Triple};
use oxigraph::sparql::{QueryResults, SparqlEvaluator};
use std::collections::HashSet;
use std::process::Command;

fn export(store: &Store, format: ExportFormat, skg_only: bool) -> (Vec<u8>, rdf::ExportReport) {
    let mut out = Vec::new();
    let report = rdf::export(store, format, skg_only, &mut out, &mut |_, _| {}).expect("export");
    (out, report)
}

fn parse(bytes: &[u8], format: RdfFormat) -> Vec<Quad> {
    RdfParser::from_format(format).for_slice(bytes).collect::<Result<_, _>>().expect("the export parses")
}

fn store_set(store: &Store) -> HashSet<Triple> {
    rdf::store_triples(store).collect::<Result<_, _>>().expect("decode")
}

#[test]
fn export_holds_exactly_the_store_triples_plus_the_tkg() {
    let store = support::demo_store();
    let expected = store_set(&store);
    assert_eq!(expected.len(), store.len());

    // N-Triples, store only: the same set, nothing more.
    let (nt, report) = export(&store, ExportFormat::NTriples, true);
    let quads = parse(&nt, RdfFormat::NTriples);
    assert_eq!(quads.len(), store.len(), "one line per stored triple");
    let got: HashSet<Triple> = quads.into_iter().map(Triple::from).collect();
    assert_eq!(got, expected);
    assert_eq!((report.store_triples, report.tkg_triples), (store.len(), 0));

    // N-Quads, full: the store in the default graph, the TKG in its named graph.
    let tkg = dualgraph_core::tkg::Tkg::from_store(&store).expect("tkg");
    let (nq, report) = export(&store, ExportFormat::NQuads, false);
    let quads = parse(&nq, RdfFormat::NQuads);
    let default: HashSet<Triple> =
        quads.iter().filter(|q| q.graph_name.is_default_graph()).cloned().map(Triple::from).collect();
    assert_eq!(default, expected);
    let named: Vec<&Quad> = quads.iter().filter(|q| !q.graph_name.is_default_graph()).collect();
    assert_eq!(named.len(), report.tkg_triples);
    assert!(named
        .iter()
        .all(|q| matches!(&q.graph_name, GraphName::NamedNode(g) if g.as_str().ends_with("graph/tkg"))));
    let with_predicate = |local: &str| {
        let iri = dualgraph_core::skg::vocab::predicate(local);
        named.iter().filter(|q| q.predicate.as_str() == iri).count()
    };
    assert_eq!(report.chunks, tkg.chunks.len());
    assert_eq!(with_predicate("chunkText"), tkg.chunks.len());
    assert_eq!(with_predicate("mentionedIn"), tkg.entities.iter().map(|e| e.links.len()).sum::<usize>());
    assert_eq!(with_predicate("chunkOf"), tkg.chunks.len() - report.chunks_without_source);
    assert_eq!(report.chunks_without_source, 0, "every demo chunk comes from a product or page node");
    // Every chunk's text is the chunk's own text.
    let texts: HashSet<String> = named
        .iter()
        .filter(|q| q.predicate.as_str().ends_with("#chunkText"))
        .map(|q| match &q.object {
            Term::Literal(l) => l.value().to_owned(),
            t => panic!("chunk text is not a literal: {t}"),
        })
        .collect();
    assert!(tkg.chunks.iter().all(|c| texts.contains(&c.text)));

    // Turtle, full: the same graph as the N-Quads export with the graphs merged.
    let (ttl, _) = export(&store, ExportFormat::Turtle, false);
    let from_ttl: HashSet<Triple> = parse(&ttl, RdfFormat::Turtle).into_iter().map(Triple::from).collect();
    let from_nq: HashSet<Triple> = quads.into_iter().map(Triple::from).collect();
    assert_eq!(from_ttl, from_nq);
}

fn canonical_rows(rows: Vec<Vec<Option<TermJson>>>, ordered: bool) -> Vec<String> {
    let mut rows: Vec<String> = rows
        .into_iter()
        .map(|r| {
            r.iter()
                .map(|c| c.as_ref().map(|t| format!("{}|{}|{:?}|{:?}", t.kind, t.value, t.datatype, t.lang)))
                .map(|c| c.unwrap_or_default())
                .collect::<Vec<_>>()
                .join("\t")
        })
        .collect();
    if !ordered {
        rows.sort();
    }
    rows
}

#[test]
fn oxigraph_over_the_export_answers_the_benchmark_queries_like_the_bundle() {
    let store = support::demo_store();
    let (nt, _) = export(&store, ExportFormat::NTriples, true);
    let ox = oxigraph::store::Store::new().expect("memory store");
    ox.load_from_slice(RdfFormat::NTriples, &nt).expect("load export");
    assert_eq!(ox.len().expect("len"), store.len());
    let queries: serde_json::Value =
        serde_json::from_str(include_str!("../examples/bench/queries.json")).expect("queries.json");
    let prefixes: String =
        sparql::default_prefixes(&store).iter().map(|(p, iri)| format!("PREFIX {p}: <{iri}>\n")).collect();
    let mut compared = 0;
    for q in queries.as_array().expect("array") {
        let (name, text) = (q["name"].as_str().unwrap(), q["query"].as_str().unwrap());
        let ours = sparql::run(&store, text, QueryLimits::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        let theirs = SparqlEvaluator::new()
            .parse_query(&format!("{prefixes}{text}"))
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .on_store(&ox)
            .execute()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let solutions = match theirs {
            QueryResults::Solutions(solutions) => solutions,
            QueryResults::Boolean(b) => {
                assert_eq!(ours.boolean, Some(b), "{name}: ASK");
                compared += 1;
                continue;
            }
            QueryResults::Graph(_) => panic!("{name}: CONSTRUCT is not in the benchmark set"),
        };
        let vars: Vec<String> = solutions.variables().iter().map(|v| v.as_str().to_owned()).collect();
        assert_eq!(vars, ours.vars, "{name}: variables");
        let rows: Vec<Vec<Option<TermJson>>> = solutions
            .map(|s| s.expect("solution").values().iter().map(|v| v.as_ref().map(TermJson::from)).collect())
            .collect();
        assert!(!ours.truncated, "{name}: truncated");
        let ordered = text.to_ascii_uppercase().contains("ORDER BY");
        assert_eq!(canonical_rows(ours.rows, ordered), canonical_rows(rows, ordered), "{name}: rows");
        compared += 1;
    }
    assert_eq!(compared, queries.as_array().unwrap().len());
    assert!(compared >= 10);
}

#[test]
fn build_rdf_over_the_export_rebuilds_the_same_graph() {
    let store = support::demo_store();
    let dir = tempfile::tempdir().expect("tempdir");
    for (format, ext) in [(ExportFormat::NTriples, "nt"), (ExportFormat::Turtle, "ttl")] {
        let (bytes, _) = export(&store, format, true);
        let path = dir.path().join(format!("demo.{ext}"));
        std::fs::write(&path, &bytes).expect("write");
        let triples = rdf::read_rdf(&path, false).expect("read");
        let (bundle, report) =
            rdf::build_from_rdf(&triples, "demo", dualgraph_core::skg::vocab::DEFAULT_BASE, 0).expect("build from rdf");
        assert_eq!(report.triples, store.len());
        let rebuilt = Store::from_bytes(bundle).expect("load");
        assert_eq!(store_set(&rebuilt), store_set(&store), "{ext}");
        // SPARQL over the rebuilt bundle, with the same predeclared prefixes.
        let q = "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }";
        let a = sparql::run(&store, q, QueryLimits::default()).unwrap();
        let b = sparql::run(&rebuilt, q, QueryLimits::default()).unwrap();
        assert_eq!(a.rows, b.rows);
    }
}

#[test]
fn cli_export_and_build_rdf_report_positions_of_syntax_errors() {
    let bin = support::dualgraph_bin();
    let dir = tempfile::tempdir().expect("tempdir");
    let path = |name: &str| dir.path().join(name);
    let ok = Command::new(&bin).args(["build", "-o"]).arg(path("demo.dgb")).output().expect("run");
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    let out = Command::new(&bin)
        .args(["export"])
        .arg(path("demo.dgb"))
        .args(["--format", "nq", "-o"])
        .arg(path("demo.nq"))
        .output()
        .expect("run");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("entity→chunk links"));

    // Named graphs are refused with a count, or merged on request.
    let refused =
        Command::new(&bin).args(["build", "--rdf"]).arg(path("demo.nq")).arg("-o").arg(path("x.dgb")).output();
    let refused = refused.expect("run");
    assert!(!refused.status.success());
    let msg = String::from_utf8_lossy(&refused.stderr);
    assert!(msg.contains("named graphs") && msg.contains("--rdf-merge-graphs"), "{msg}");
    assert!(!path("x.dgb").exists(), "no bundle after a failed build");
    let merged = Command::new(&bin)
        .args(["build", "--rdf-merge-graphs", "--json", "--rdf"])
        .arg(path("demo.nq"))
        .arg("-o")
        .arg(path("x.dgb"))
        .output()
        .expect("run");
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    let report: serde_json::Value = serde_json::from_slice(&merged.stdout).expect("json report");
    let store = Store::from_bytes(std::fs::read(path("demo.dgb")).unwrap()).unwrap();
    assert!(report["triples"].as_u64().unwrap() as usize > store.len(), "store + TKG triples");

    // An empty graph is refused, not built.
    std::fs::write(path("empty.nt"), "# no triples\n").unwrap();
    let empty = Command::new(&bin).args(["build", "--rdf"]).arg(path("empty.nt")).arg("-o").arg(path("e.dgb")).output();
    let empty = empty.expect("run");
    assert!(!empty.status.success());
    assert!(String::from_utf8_lossy(&empty.stderr).contains("no triples"));
    assert!(!path("e.dgb").exists());

    // A Turtle syntax error names file, line and column.
    std::fs::write(path("bad.ttl"), "@prefix : <http://e/> .\n:a :b :c .\n:a :b ;; .\n").unwrap();
    let bad = Command::new(&bin).args(["build", "--rdf"]).arg(path("bad.ttl")).arg("-o").arg(path("y.dgb")).output();
    let bad = bad.expect("run");
    assert!(!bad.status.success());
    let msg = String::from_utf8_lossy(&bad.stderr);
    assert!(msg.contains("bad.ttl:3:7: RDF syntax error"), "{msg}");
    assert!(!path("y.dgb").exists());
}

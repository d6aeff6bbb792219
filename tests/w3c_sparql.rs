//! The W3C SPARQL 1.1 and 1.0 query-evaluation tests (`tests/w3c/`, a subset of w3c/rdf-tests,
//! see `tests/w3c/SOURCE.md`) against the compact store: each test's data goes through the same code
//! path as `dualgraph build --rdf` (`rdf::read_rdf_from` → `rdf::build_from_rdf` → `Store`), its
//! query through `skg::sparql::run` (parser, guard, budget, evaluator), and the results are
//! compared with the expected `.srx`/`.srj`/`.tsv`/`.csv`/`.ttl` files (`.ttl`: a graph, or a
//! result set in the DAWG `rs:` vocabulary): solutions as bags, blank nodes label-insensitive,
//! in order when the query has `ORDER BY`, duplicates ignored under `REDUCED`; graphs after
//! canonicalization (blank-node isomorphism). Tests needing named graphs or `FROM` are counted as
//! unsupported, not run.
//!
//! Passes per group must not fall below `tests/w3c/baseline.json`; every test that does not pass
//! is printed with its reason (ARCHITECTURE.md, "W3C SPARQL", lists them). A panic in any test is
//! a failure of this test. `DUALGRAPH_W3C_REPORT=path` writes the Markdown table that
//! `scripts/bench_w3c` splices into BENCHMARKS.md.
#![cfg(not(target_arch = "wasm32"))]

use dualgraph_build::rdf;
use dualgraph_core::skg::sparql::{self, QueryError, QueryLimits, ResultKind, TermJson};
use dualgraph_core::skg::store::Store;
use oxigraph::io::RdfFormat;
use oxigraph::model::graph::CanonicalizationAlgorithm;
use oxigraph::model::{BlankNode, Graph, Literal, NamedNode, Term, Triple};
use oxigraph::sparql::results::{QueryResultsFormat, QueryResultsParser, ReaderQueryResultsParserOutput};
use oxigraph::sparql::{QueryResults, SparqlEvaluator};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The suites (directory under `tests/w3c/`) and where their files are published: relative IRIs
/// in data, queries and results resolve there.
const SUITES: [(&str, &str); 2] = [
    ("sparql11", "http://www.w3.org/2009/sparql/docs/tests/data-sparql11/"),
    ("sparql10", "http://www.w3.org/2001/sw/DataAccess/tests/data-r2/"),
];
const MF: &str = "http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#";

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/w3c")
}

/// One manifest entry.
#[derive(Debug)]
struct TestCase {
    name: String,
    kind: String,
    query: Option<PathBuf>,
    data: Vec<PathBuf>,
    graph_data: usize,
    result: Option<PathBuf>,
}

#[derive(Debug, PartialEq)]
enum Outcome {
    Pass,
    Fail(String),
    Unsupported(String),
}

/// The file a suite IRI names (`{base}group/file` → `tests/w3c/{suite}/group/file`).
fn local(iri: &str) -> PathBuf {
    for (suite, base) in SUITES {
        if let Some(rest) = iri.strip_prefix(base) {
            return suite_dir().join(suite).join(rest);
        }
    }
    PathBuf::from(iri)
}

fn read_manifest(group: &str) -> Vec<TestCase> {
    let path = suite_dir().join(group).join("manifest.ttl");
    let ox = oxigraph::store::Store::new().unwrap();
    let text = std::fs::read(&path).unwrap();
    ox.load_from_slice(
        oxigraph::io::RdfParser::from_format(RdfFormat::Turtle).with_base_iri(suite_iri(&path)).unwrap(),
        &text,
    )
    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let query = r#"
        PREFIX mf: <http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#>
        PREFIX qt: <http://www.w3.org/2001/sw/DataAccess/tests/test-query#>
        PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
        SELECT ?test ?type ?name ?action ?query ?result (GROUP_CONCAT(DISTINCT STR(?data); separator=" ") AS ?datas)
               (COUNT(DISTINCT ?gd) AS ?graphData)
        WHERE {
          ?m mf:entries/rdf:rest*/rdf:first ?test .
          ?test a ?type . OPTIONAL { ?test mf:name ?name }
          OPTIONAL { ?test mf:action ?action .
                     OPTIONAL { ?action qt:query ?query } OPTIONAL { ?action qt:data ?data }
                     OPTIONAL { ?action qt:graphData ?gd } }
          OPTIONAL { ?test mf:result ?result }
        } GROUP BY ?test ?type ?name ?query ?result ?action"#;
    let QueryResults::Solutions(rows) =
        SparqlEvaluator::new().parse_query(query).unwrap().on_store(&ox).execute().unwrap()
    else {
        unreachable!()
    };
    let mut cases = Vec::new();
    for row in rows {
        let row = row.unwrap();
        let text = |v: &str| -> Option<String> {
            row.get(v).map(|t| match t {
                Term::NamedNode(n) => n.as_str().to_owned(),
                Term::Literal(l) => l.value().to_owned(),
                t => t.to_string(),
            })
        };
        let kind = text("type").unwrap_or_default();
        // Syntax tests name the query file directly as the action.
        let action_query = text("query").or_else(|| text("action").filter(|a| a.ends_with(".rq")));
        cases.push(TestCase {
            name: text("name").unwrap_or_else(|| text("test").unwrap_or_default()),
            kind: kind.strip_prefix(MF).unwrap_or(&kind).to_owned(),
            query: action_query.map(|q| local(&q)),
            data: text("datas").unwrap_or_default().split_whitespace().map(local).collect(),
            graph_data: text("graphData").and_then(|n| n.parse().ok()).unwrap_or(0),
            result: text("result").map(|r| local(&r)),
        });
    }
    cases.sort_by(|a, b| a.name.cmp(&b.name));
    cases
}

/// The published IRI of a local suite file (inverse of [`local`]).
fn suite_iri(path: &Path) -> String {
    let rel = path.strip_prefix(suite_dir()).unwrap_or(path).to_string_lossy().into_owned();
    for (suite, base) in SUITES {
        if let Some(rest) = rel.strip_prefix(&format!("{suite}/")) {
            return format!("{base}{rest}");
        }
    }
    rel
}

/// Builds the compact store from the test's data files, as `build --rdf` does.
fn load_data(case: &TestCase) -> Result<Store, String> {
    let mut triples = Vec::new();
    for path in &case.data {
        let format = path
            .extension()
            .and_then(|e| e.to_str())
            .and_then(RdfFormat::from_extension)
            .ok_or_else(|| format!("unknown data syntax {}", path.display()))?;
        let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
        triples.extend(
            rdf::read_rdf_from(file, format, &path.display().to_string(), Some(&suite_iri(path)), false)
                .map_err(|e| e.to_string())?,
        );
    }
    let (bytes, _) = rdf::build_from_rdf(&triples, "w3c", "http://example.invalid/", 0).map_err(|e| e.to_string())?;
    Store::from_bytes(bytes).map_err(|e| e.to_string())
}

fn term(t: &TermJson) -> Term {
    match t.kind {
        "uri" => NamedNode::new_unchecked(&t.value).into(),
        "bnode" => BlankNode::new_unchecked(&t.value).into(),
        _ => match (&t.lang, &t.datatype) {
            (Some(lang), _) => Literal::new_language_tagged_literal_unchecked(&t.value, lang).into(),
            (None, Some(dt)) => Literal::new_typed_literal(&t.value, NamedNode::new_unchecked(dt)).into(),
            (None, None) => Literal::new_simple_literal(&t.value).into(),
        },
    }
}

/// A solution as `var → term` text, blank node labels erased.
type Row = BTreeMap<String, String>;

/// A term as comparison text: blank node labels erased, and numeric literals by value within
/// their datatype (`"1.0"^^xsd:decimal` = `"1"^^xsd:decimal`, `"3.0E4"^^xsd:double` =
/// `"30000"^^xsd:double`): the compact store keeps the lexical form it was given, where
/// oxigraph's storage (which the expected results come from) canonicalizes.
fn row_key(t: &Term) -> String {
    const XSD: &str = "http://www.w3.org/2001/XMLSchema#";
    match t {
        Term::BlankNode(_) => "_:b".to_owned(),
        Term::Literal(l) => {
            let dt = l.datatype().as_str();
            let local = dt.strip_prefix(XSD).unwrap_or_default();
            let v = l.value().trim();
            let value = match local {
                "double" | "float" => match v {
                    "INF" | "+INF" => Some("inf".to_owned()),
                    "-INF" => Some("-inf".to_owned()),
                    "NaN" => Some("nan".to_owned()),
                    _ => v.parse::<f64>().ok().map(|f| format!("{f:?}")),
                },
                "decimal" => canonical_decimal(v),
                "integer" | "int" | "long" | "short" | "byte" | "nonNegativeInteger" | "positiveInteger"
                | "negativeInteger" | "nonPositiveInteger" | "unsignedLong" | "unsignedInt" | "unsignedShort"
                | "unsignedByte" => v.parse::<i128>().ok().map(|i| i.to_string()),
                _ => None,
            };
            match value {
                Some(value) => format!("{value}^^{dt}"),
                None => t.to_string(),
            }
        }
        t => t.to_string(),
    }
}

/// `"+01.500"` → `"1.5"`, `"-0.0"` → `"0"`; `None` if not a decimal.
fn canonical_decimal(v: &str) -> Option<String> {
    let (negative, digits) = match v.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, v.strip_prefix('+').unwrap_or(v)),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if int.is_empty() && frac.is_empty() || !int.chars().chain(frac.chars()).all(|c| c.is_ascii_digit()) {
        return None;
    }
    let int = int.trim_start_matches('0');
    let frac = frac.trim_end_matches('0');
    let body = match (int.is_empty(), frac.is_empty()) {
        (true, true) => return Some("0".into()),
        (_, true) => int.to_owned(),
        (true, false) => format!("0.{frac}"),
        (false, false) => format!("{int}.{frac}"),
    };
    Some(if negative { format!("-{body}") } else { body })
}

/// CSV text for comparison: blank node labels erased, rows (not the header) sorted.
fn csv_key(text: &str) -> (String, Vec<String>) {
    let mut lines = text
        .lines()
        .map(|l| l.split(',').map(|c| if c.starts_with("_:") { "_:b" } else { c }).collect::<Vec<_>>().join(","));
    let header = lines.next().unwrap_or_default();
    let mut rows: Vec<String> = lines.collect();
    rows.sort();
    (header, rows)
}

fn bag(mut rows: Vec<Row>, ordered: bool) -> Vec<Row> {
    if !ordered {
        rows.sort();
    }
    rows
}

enum Expected {
    Boolean(bool),
    Rows(Vec<Row>),
    Graph(Box<Graph>),
    Csv(String),
}

fn read_expected(path: &Path) -> Result<Expected, String> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or_default();
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let format = match ext {
        "srx" => QueryResultsFormat::Xml,
        "srj" => QueryResultsFormat::Json,
        "tsv" => QueryResultsFormat::Tsv,
        "csv" => return Ok(Expected::Csv(String::from_utf8_lossy(&bytes).replace("\r\n", "\n"))),
        _ => {
            let format = RdfFormat::from_extension(ext).ok_or_else(|| format!("unknown result syntax {ext}"))?;
            let parser = oxigraph::io::RdfParser::from_format(format)
                .with_base_iri(suite_iri(path))
                .map_err(|e| e.to_string())?;
            let mut graph = Graph::new();
            for q in parser.for_slice(&bytes) {
                let q = q.map_err(|e| e.to_string())?;
                graph.insert(&Triple::new(q.subject, q.predicate, q.object));
            }
            if let Some(expected) = result_set(&graph) {
                return Ok(expected);
            }
            return Ok(Expected::Graph(Box::new(graph)));
        }
    };
    match QueryResultsParser::from_format(format).for_reader(bytes.as_slice()).map_err(|e| e.to_string())? {
        ReaderQueryResultsParserOutput::Boolean(b) => Ok(Expected::Boolean(b)),
        ReaderQueryResultsParserOutput::Solutions(solutions) => {
            let mut rows = Vec::new();
            for s in solutions {
                let s = s.map_err(|e| e.to_string())?;
                rows.push(s.iter().map(|(v, t)| (v.as_str().to_owned(), row_key(t))).collect());
            }
            Ok(Expected::Rows(rows))
        }
    }
}

fn as_subject(t: oxigraph::model::TermRef<'_>) -> Option<oxigraph::model::NamedOrBlankNodeRef<'_>> {
    match t {
        oxigraph::model::TermRef::NamedNode(n) => Some(n.into()),
        oxigraph::model::TermRef::BlankNode(b) => Some(b.into()),
        _ => None,
    }
}

/// A SELECT/ASK result written in RDF (the DAWG `rs:` vocabulary of the SPARQL 1.0 tests), or
/// `None` for an ordinary graph. Solutions come in `rs:index` order when indexed.
fn result_set(graph: &Graph) -> Option<Expected> {
    use oxigraph::model::TermRef;
    const RS: &str = "http://www.w3.org/2001/sw/DataAccess/tests/result-set#";
    let rs = |local: &str| NamedNode::new_unchecked(format!("{RS}{local}"));
    let (rdf_type, result_set_class) = (oxigraph::model::vocab::rdf::TYPE, rs("ResultSet"));
    let set = graph.subjects_for_predicate_object(rdf_type, &result_set_class).next()?;
    let (boolean, solution, binding, variable, value, index) =
        (rs("boolean"), rs("solution"), rs("binding"), rs("variable"), rs("value"), rs("index"));
    if let Some(TermRef::Literal(b)) = graph.object_for_subject_predicate(set, &boolean) {
        return Some(Expected::Boolean(b.value() == "true"));
    }
    let mut rows: Vec<(i64, Row)> = Vec::new();
    for s in graph.objects_for_subject_predicate(set, &solution) {
        let s = as_subject(s)?;
        let mut row = Row::new();
        for b in graph.objects_for_subject_predicate(s, &binding) {
            let b = as_subject(b)?;
            let name = match graph.object_for_subject_predicate(b, &variable)? {
                TermRef::Literal(l) => l.value().to_owned(),
                _ => return None,
            };
            row.insert(name, row_key(&graph.object_for_subject_predicate(b, &value)?.into_owned()));
        }
        let position = match graph.object_for_subject_predicate(s, &index) {
            Some(TermRef::Literal(l)) => l.value().parse().unwrap_or(0),
            _ => 0,
        };
        rows.push((position, row));
    }
    rows.sort_by_key(|(i, _)| *i);
    Some(Expected::Rows(rows.into_iter().map(|(_, r)| r).collect()))
}

fn has_order_by(query: &str) -> bool {
    match spargebra::SparqlParser::new().parse_query(query) {
        Ok(spargebra::Query::Select { pattern, .. }) => {
            let mut p = &pattern;
            loop {
                match p {
                    spargebra::algebra::GraphPattern::Slice { inner, .. }
                    | spargebra::algebra::GraphPattern::Distinct { inner }
                    | spargebra::algebra::GraphPattern::Reduced { inner }
                    | spargebra::algebra::GraphPattern::Project { inner, .. } => p = inner,
                    spargebra::algebra::GraphPattern::OrderBy { .. } => return true,
                    _ => return false,
                }
            }
        }
        _ => false,
    }
}

/// Our results as CSV, columns in the order of `header` when it names the same variables.
fn csv_of(out: &sparql::QueryOutput, header: &[&str]) -> String {
    use oxigraph::sparql::results::QueryResultsSerializer;
    let mut names: Vec<&str> = out.vars.iter().map(String::as_str).collect();
    let mut sorted_header = header.to_vec();
    sorted_header.sort_unstable();
    let mut sorted_names = names.clone();
    sorted_names.sort_unstable();
    if sorted_header == sorted_names {
        names = header.to_vec();
    }
    let vars: Vec<oxigraph::sparql::Variable> =
        names.iter().map(|v| oxigraph::sparql::Variable::new_unchecked(*v)).collect();
    let mut w = QueryResultsSerializer::from_format(QueryResultsFormat::Csv)
        .serialize_solutions_to_writer(Vec::new(), vars.clone())
        .unwrap();
    for r in &out.rows {
        let bound: Vec<(&oxigraph::sparql::Variable, Term)> = vars
            .iter()
            .filter_map(|v| {
                let column = out.vars.iter().position(|n| n == v.as_str())?;
                r[column].as_ref().map(|t| (v, term(t)))
            })
            .collect();
        w.serialize(bound.iter().map(|(v, t)| (v.as_ref(), t.as_ref()))).unwrap();
    }
    String::from_utf8(w.finish().unwrap()).unwrap().replace("\r\n", "\n")
}

fn run_case(case: &TestCase) -> Outcome {
    match case.kind.as_str() {
        "QueryEvaluationTest" | "CSVResultFormatTest" => {}
        "NegativeSyntaxTest" | "NegativeSyntaxTest11" => {
            let Some(path) = &case.query else { return Outcome::Fail("no query file".into()) };
            let query = std::fs::read_to_string(path).unwrap_or_default();
            let store = load_data(case).expect("empty store");
            return match sparql::run(&store, &query, QueryLimits::default()) {
                Err(QueryError::Syntax(_)) => Outcome::Pass,
                Err(e) => Outcome::Fail(format!("refused, but not as a syntax error: {e}")),
                Ok(_) => Outcome::Fail("an invalid query was accepted".into()),
            };
        }
        other => return Outcome::Unsupported(format!("test type {other}")),
    }
    if case.graph_data > 0 {
        return Outcome::Unsupported("named graphs (qt:graphData): a bundle holds only the default graph".into());
    }
    let Some(query_path) = &case.query else { return Outcome::Fail("no qt:query".into()) };
    let query = match std::fs::read_to_string(query_path) {
        Ok(q) => format!("BASE <{}>\n{q}", suite_iri(query_path)),
        Err(e) => return Outcome::Fail(format!("{}: {e}", query_path.display())),
    };
    if let Ok(
        spargebra::Query::Select { dataset: Some(_), .. }
        | spargebra::Query::Ask { dataset: Some(_), .. }
        | spargebra::Query::Construct { dataset: Some(_), .. }
        | spargebra::Query::Describe { dataset: Some(_), .. },
    ) = spargebra::SparqlParser::new().parse_query(&query)
    {
        return Outcome::Unsupported("FROM / FROM NAMED (a dataset of other graphs): a bundle is one graph".into());
    }
    let store = match load_data(case) {
        Ok(s) => s,
        Err(e) => return Outcome::Fail(format!("data: {e}")),
    };
    let Some(result) = &case.result else { return Outcome::Fail("no mf:result".into()) };
    let expected = match read_expected(result) {
        Ok(e) => e,
        Err(e) => return Outcome::Fail(format!("expected results: {e}")),
    };
    let limits = QueryLimits { max_rows: 100_000, max_steps: 10_000_000, timeout_ms: Some(20_000) };
    let out = match sparql::run(&store, &query, limits) {
        Ok(out) => out,
        Err(QueryError::Forbidden(why)) => return Outcome::Unsupported(format!("refused by the guard: {why}")),
        Err(e) => return Outcome::Fail(format!("error: {e}")),
    };
    let ordered = has_order_by(&query);
    // REDUCED may drop any number of duplicates: compare the distinct solutions.
    let reduced = matches!(
        spargebra::SparqlParser::new().parse_query(&query),
        Ok(spargebra::Query::Select { pattern: spargebra::algebra::GraphPattern::Reduced { .. }, .. })
    ) || query.to_ascii_uppercase().contains("SELECT REDUCED");
    let pass = match (&expected, out.kind) {
        (Expected::Boolean(b), ResultKind::Boolean) => out.boolean == Some(*b),
        (Expected::Csv(text), ResultKind::Solutions) => {
            // `SELECT *` leaves the column order to the implementation: use the expected one.
            let header: Vec<&str> = text.lines().next().unwrap_or_default().split(',').collect();
            let got = csv_of(&out, &header);
            if csv_key(&got) != csv_key(text) {
                return Outcome::Fail(format!("CSV differs: got {got:?}, expected {text:?}"));
            }
            true
        }
        (Expected::Rows(rows), ResultKind::Solutions) => {
            let got: Vec<Row> = out
                .rows
                .iter()
                .map(|r| {
                    out.vars
                        .iter()
                        .zip(r)
                        .filter_map(|(v, c)| c.as_ref().map(|t| (v.clone(), row_key(&term(t)))))
                        .collect()
                })
                .collect();
            let (mut got, mut want) = (bag(got, ordered), bag(rows.clone(), ordered));
            if reduced {
                got.dedup();
                want.dedup();
            }
            if got != want {
                let unordered = bag(got.clone(), false) == bag(want.clone(), false);
                return Outcome::Fail(if unordered {
                    "same solutions in a different order".into()
                } else {
                    let extra: Vec<&Row> = got.iter().filter(|r| !want.contains(r)).take(2).collect();
                    let missing: Vec<&Row> = want.iter().filter(|r| !got.contains(r)).take(2).collect();
                    format!(
                        "{} solutions, expected {}; unexpected {extra:?}; missing {missing:?}",
                        got.len(),
                        want.len()
                    )
                });
            }
            true
        }
        (Expected::Graph(want), ResultKind::Graph) => {
            let mut got = Graph::new();
            for r in &out.rows {
                let [Some(s), Some(p), Some(o)] = [&r[0], &r[1], &r[2]] else {
                    return Outcome::Fail("incomplete triple".into());
                };
                let s = match term(s) {
                    Term::NamedNode(n) => oxigraph::model::NamedOrBlankNode::from(n),
                    Term::BlankNode(b) => b.into(),
                    t => return Outcome::Fail(format!("literal subject {t}")),
                };
                let Term::NamedNode(p) = term(p) else { return Outcome::Fail("non-IRI predicate".into()) };
                got.insert(&Triple::new(s, p, term(o)));
            }
            let mut want = (**want).clone();
            got.canonicalize(CanonicalizationAlgorithm::Unstable);
            want.canonicalize(CanonicalizationAlgorithm::Unstable);
            got == want
        }
        (_, kind) => return Outcome::Fail(format!("result shape {kind:?} differs from the expected one")),
    };
    if pass {
        Outcome::Pass
    } else {
        Outcome::Fail("results differ".into())
    }
}

#[derive(Default, Clone, Copy, serde::Serialize, serde::Deserialize, Debug)]
struct Tally {
    tests: usize,
    passed: usize,
    failed: usize,
    unsupported: usize,
}

#[test]
fn w3c_sparql_query_evaluation() {
    let mut groups: Vec<String> = SUITES
        .iter()
        .flat_map(|(suite, _)| {
            std::fs::read_dir(suite_dir().join(suite))
                .unwrap()
                .filter_map(|e| e.ok())
                .filter(|e| e.path().join("manifest.ttl").exists())
                .map(move |e| format!("{suite}/{}", e.file_name().to_string_lossy()))
        })
        .collect();
    groups.sort();
    assert!(groups.len() >= 10, "suite missing: {groups:?}");
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let mut listing = String::new();
    let mut panics = Vec::new();
    for group in &groups {
        let tally = tallies.entry(group.clone()).or_default();
        for case in read_manifest(group) {
            let outcome =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_case(&case))).unwrap_or_else(|_| {
                    panics.push(format!("{group}/{}", case.name));
                    Outcome::Fail("panicked".into())
                });
            tally.tests += 1;
            match &outcome {
                Outcome::Pass => tally.passed += 1,
                Outcome::Fail(why) => {
                    tally.failed += 1;
                    writeln!(listing, "FAIL {group} | {} | {why}", case.name).unwrap();
                }
                Outcome::Unsupported(why) => {
                    tally.unsupported += 1;
                    writeln!(listing, "SKIP {group} | {} | {why}", case.name).unwrap();
                }
            }
        }
    }
    let total = tallies.values().fold(Tally::default(), |a, t| Tally {
        tests: a.tests + t.tests,
        passed: a.passed + t.passed,
        failed: a.failed + t.failed,
        unsupported: a.unsupported + t.unsupported,
    });
    let mut table =
        String::from("| group | tests | passed | failed | unsupported | pass rate |\n|---|---:|---:|---:|---:|---:|\n");
    let rate = |t: &Tally| if t.tests == 0 { 0.0 } else { 100.0 * t.passed as f64 / t.tests as f64 };
    for (g, t) in tallies.iter().chain(std::iter::once((&"**all**".to_owned(), &total))) {
        writeln!(table, "| {g} | {} | {} | {} | {} | {:.1}% |", t.tests, t.passed, t.failed, t.unsupported, rate(t))
            .unwrap();
    }
    println!("{listing}\n{table}");
    if let Ok(path) = std::env::var("DUALGRAPH_W3C_REPORT") {
        std::fs::write(
            &path,
            format!("{table}\nNot passing:\n\n{}", listing.lines().map(|l| format!("- {l}\n")).collect::<String>()),
        )
        .unwrap();
    }
    assert!(panics.is_empty(), "panicked: {panics:?}");
    let baseline_path = suite_dir().join("baseline.json");
    if std::env::var("DUALGRAPH_W3C_WRITE_BASELINE").is_ok() {
        let passed: BTreeMap<&String, usize> = tallies.iter().map(|(g, t)| (g, t.passed)).collect();
        std::fs::write(&baseline_path, serde_json::to_string_pretty(&passed).unwrap() + "\n").unwrap();
    }
    let baseline: BTreeMap<String, usize> =
        serde_json::from_str(&std::fs::read_to_string(&baseline_path).expect("tests/w3c/baseline.json")).unwrap();
    for (group, floor) in &baseline {
        let passed = tallies.get(group).map_or(0, |t| t.passed);
        assert!(passed >= *floor, "W3C group {group}: {passed} tests pass, the baseline records {floor}");
    }
    assert!(total.passed > 0);
}

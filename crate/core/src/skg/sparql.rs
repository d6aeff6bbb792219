//! Read-only, budgeted SPARQL over a [`Store`]: parse (with the bundle's prefixes predeclared),
//! guard (queries only, no `SERVICE`), evaluate with oxigraph's evaluator inside a [`Budget`],
//! and return JSON-friendly results.

use crate::skg::store::{Budget, DatasetView, Store};
use crate::skg::vocab;
use oxigraph::model::Term;
use oxigraph::sparql::{QueryResults, SparqlEvaluator};
use serde::{Deserialize, Serialize};
use spargebra::SparqlParser;

/// Limits for one query.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct QueryLimits {
    /// Rows returned at most; further rows set `truncated`.
    pub max_rows: usize,
    /// Triples the evaluator may read from the store.
    pub max_steps: u64,
    /// Wall-clock limit in milliseconds.
    pub timeout_ms: Option<u64>,
}

impl Default for QueryLimits {
    fn default() -> Self {
        Self { max_rows: 10_000, max_steps: 20_000_000, timeout_ms: Some(10_000) }
    }
}

/// Why a query did not produce results.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "kind", content = "message", rename_all = "snake_case")]
pub enum QueryError {
    /// Not valid SPARQL.
    #[error("SPARQL syntax error: {0}")]
    Syntax(String),
    /// An update (INSERT, DELETE, LOAD, CLEAR, …): bundles are read-only.
    #[error("read-only: SPARQL updates (INSERT/DELETE/LOAD/CLEAR/…) are not allowed")]
    ReadOnly,
    /// A construct that may not run here.
    #[error("not allowed: {0}")]
    Forbidden(String),
    /// A budget limit was hit.
    #[error("{0}")]
    Budget(String),
    /// Evaluation failed.
    #[error("query evaluation failed: {0}")]
    Evaluation(String),
    /// The graph is not here (a thin bundle built with `--no-skg`, or a store that cannot answer
    /// this way); the message says where it is.
    #[error("{0}")]
    Unavailable(String),
}

/// Why a thin bundle (built with `--no-skg`) answers no SPARQL itself.
pub const THIN_BUNDLE: &str =
    "this bundle was built with --no-skg: its product graph (SKG) is not in the bundle but on a \
     SPARQL endpoint loaded with `dualgraph export` of the full bundle; give that endpoint \
     (`dualgraph ask --sparql-endpoint URL`, or the engine's `sparqlEndpoint` option)";

/// Shape of a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultKind {
    /// SELECT: variables and rows.
    #[default]
    Solutions,
    /// ASK: a boolean.
    Boolean,
    /// CONSTRUCT/DESCRIBE: triples as rows of subject, predicate, object.
    Graph,
}

/// An RDF term in the SPARQL 1.1 JSON results shape.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TermJson {
    /// `uri`, `literal` or `bnode`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// IRI, lexical form or blank node id.
    pub value: String,
    /// Datatype IRI of non-string literals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub datatype: Option<String>,
    /// Language tag.
    #[serde(rename = "xml:lang", skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

impl From<&Term> for TermJson {
    fn from(t: &Term) -> Self {
        match t {
            Term::NamedNode(n) => TermJson { kind: "uri", value: n.as_str().to_owned(), datatype: None, lang: None },
            Term::BlankNode(b) => TermJson { kind: "bnode", value: b.as_str().to_owned(), datatype: None, lang: None },
            Term::Literal(l) => TermJson {
                kind: "literal",
                value: l.value().to_owned(),
                datatype: (l.language().is_none() && l.datatype() != oxigraph::model::vocab::xsd::STRING)
                    .then(|| l.datatype().as_str().to_owned()),
                lang: l.language().map(str::to_owned),
            },
            #[allow(unreachable_patterns)]
            _ => TermJson { kind: "literal", value: t.to_string(), datatype: None, lang: None },
        }
    }
}

/// Results of one query (the default: a SELECT with no variables and no rows).
#[derive(Debug, Clone, Default, Serialize)]
pub struct QueryOutput {
    /// Result shape.
    pub kind: ResultKind,
    /// Column names.
    pub vars: Vec<String>,
    /// Rows aligned with `vars`; `None` = unbound.
    pub rows: Vec<Vec<Option<TermJson>>>,
    /// ASK answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boolean: Option<bool>,
    /// More rows existed than `max_rows`.
    pub truncated: bool,
    /// Triples read from the store.
    pub steps: u64,
}

/// Prefixes every query may use without declaring them.
pub fn default_prefixes(store: &Store) -> Vec<(String, String)> {
    vocab::prefixes(&store.manifest().instance_base)
}

fn parser(prefixes: &[(String, String)]) -> SparqlParser {
    let mut p = SparqlParser::new();
    for (name, iri) in prefixes {
        if let Ok(with) = p.clone().with_prefix(name, iri) {
            p = with;
        }
    }
    p
}

/// Parses and guards a query: only SELECT/ASK/CONSTRUCT/DESCRIBE, and nothing [`crate::skg::guard`]
/// refuses given the store's statistics.
pub fn parse_guarded(
    query: &str,
    prefixes: &[(String, String)],
    store: &Store,
) -> Result<spargebra::Query, QueryError> {
    let q = parse_read_only(query, prefixes)?;
    crate::skg::guard::check(&q, store).map_err(QueryError::Forbidden)?;
    Ok(q)
}

/// Parses a query with `prefixes` predeclared; an update is [`QueryError::ReadOnly`].
pub fn parse_read_only(query: &str, prefixes: &[(String, String)]) -> Result<spargebra::Query, QueryError> {
    parser(prefixes).parse_query(query).map_err(|e| {
        if parser(prefixes).parse_update(query).is_ok() {
            QueryError::ReadOnly
        } else {
            QueryError::Syntax(e.to_string())
        }
    })
}

/// Runs a read-only query with limits.
pub fn run(store: &Store, query: &str, limits: QueryLimits) -> Result<QueryOutput, QueryError> {
    if store.manifest().build.no_skg {
        return Err(QueryError::Unavailable(THIN_BUNDLE.into()));
    }
    let parsed = parse_guarded(query, &default_prefixes(store), store)?;
    let budget = Budget::new(limits.max_steps, limits.timeout_ms);
    let view = DatasetView::new(store, &budget);
    let results = SparqlEvaluator::new().for_query(parsed).on_queryable_dataset(view).execute();
    let fail = |e: String| match budget.exceeded() {
        Some(b) => QueryError::Budget(b.to_string()),
        None => QueryError::Evaluation(e),
    };
    let results = results.map_err(|e| fail(e.to_string()))?;
    let mut out = QueryOutput::default();
    match results {
        QueryResults::Boolean(b) => {
            out.kind = ResultKind::Boolean;
            out.boolean = Some(b);
        }
        QueryResults::Solutions(solutions) => {
            out.vars = solutions.variables().iter().map(|v| v.as_str().to_owned()).collect();
            push_solutions(&mut out, solutions, limits.max_rows).map_err(fail)?;
        }
        QueryResults::Graph(triples) => {
            out.kind = ResultKind::Graph;
            out.vars = vec!["subject".into(), "predicate".into(), "object".into()];
            for triple in triples {
                let t = triple.map_err(|e| fail(e.to_string()))?;
                if out.rows.len() >= limits.max_rows {
                    out.truncated = true;
                    break;
                }
                out.rows.push(vec![
                    Some(TermJson::from(&Term::from(t.subject))),
                    Some(TermJson::from(&Term::from(t.predicate))),
                    Some(TermJson::from(&t.object)),
                ]);
            }
        }
    }
    out.steps = budget.steps();
    Ok(out)
}

/// Short display of a term: IRIs with a known prefix as `prefix:local`, literals as their text.
pub fn display_term(t: &TermJson, prefixes: &[(String, String)]) -> String {
    match t.kind {
        "uri" => prefixes
            .iter()
            .filter(|(_, ns)| t.value.starts_with(ns.as_str()))
            .max_by_key(|(_, ns)| ns.len())
            .map(|(p, ns)| format!("{p}:{}", &t.value[ns.len()..]))
            .unwrap_or_else(|| format!("<{}>", t.value)),
        "bnode" => format!("_:{}", t.value),
        _ => t.value.clone(),
    }
}

/// Renders results as a plain-text table (for the CLI).
pub fn render_table(out: &QueryOutput, prefixes: &[(String, String)]) -> String {
    if let Some(b) = out.boolean {
        return format!("{b}\n");
    }
    let cells: Vec<Vec<String>> = out
        .rows
        .iter()
        .map(|r| r.iter().map(|c| c.as_ref().map(|t| display_term(t, prefixes)).unwrap_or_default()).collect())
        .collect();
    let mut widths: Vec<usize> = out.vars.iter().map(|v| v.chars().count() + 1).collect();
    for row in &cells {
        for (w, c) in widths.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count()).min(60);
        }
    }
    let fit = |s: &str, w: usize| {
        let n = s.chars().count();
        if n > w {
            format!("{}…", s.chars().take(w.saturating_sub(1)).collect::<String>())
        } else {
            format!("{s}{}", " ".repeat(w - n))
        }
    };
    let mut text = String::new();
    let header: Vec<String> = out.vars.iter().zip(&widths).map(|(v, w)| fit(&format!("?{v}"), *w)).collect();
    text.push_str(header.join(" | ").trim_end());
    text.push('\n');
    text.push_str(&widths.iter().map(|w| "-".repeat(*w)).collect::<Vec<_>>().join("-+-"));
    text.push('\n');
    for row in &cells {
        let line: Vec<String> = row.iter().zip(&widths).map(|(c, w)| fit(c, *w)).collect();
        text.push_str(line.join(" | ").trim_end());
        text.push('\n');
    }
    text.push_str(&format!(
        "({} row{}{})\n",
        out.rows.len(),
        if out.rows.len() == 1 { "" } else { "s" },
        if out.truncated { ", truncated" } else { "" }
    ));
    text
}

/// Appends solutions to `out` as rows, at most `max_rows` (then marks it truncated): the one
/// conversion of bindings for the bundle store and a remote endpoint alike.
pub(crate) fn push_solutions<E: std::fmt::Display>(
    out: &mut QueryOutput,
    solutions: impl IntoIterator<Item = Result<oxigraph::sparql::QuerySolution, E>>,
    max_rows: usize,
) -> Result<(), String> {
    for solution in solutions {
        let solution = solution.map_err(|e| e.to_string())?;
        if out.rows.len() >= max_rows {
            out.truncated = true;
            break;
        }
        out.rows.push(solution.values().iter().map(|v| v.as_ref().map(TermJson::from)).collect());
    }
    Ok(())
}

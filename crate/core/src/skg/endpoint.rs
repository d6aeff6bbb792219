//! A remote SPARQL 1.1 Protocol server as the [`SymbolicStore`] (native; blocking `ureq`).
//!
//! Queries are parsed and checked here with the bundle's predeclared prefixes, then sent as
//! standard SPARQL 1.1 — re-serialized from the parsed algebra, so every IRI is explicit and no
//! prefix is needed on the server — with a `LIMIT` of `max_rows + 1` on SELECT/CONSTRUCT/DESCRIBE
//! (the extra row tells a truncated result). `POST` with `Content-Type: application/sparql-query`,
//! `Accept: application/sparql-results+json` (N-Triples for graphs). Time limit per request,
//! retries on network errors, 429 and 5xx, and a cap on the response size. The static cost guard
//! does not apply (it needs the store's own statistics): the server enforces its own limits, and
//! `SERVICE` and updates are refused before anything is sent.

use crate::skg::guard::{self, Cardinality};
use crate::skg::sparql::{self, QueryError, QueryLimits, QueryOutput, ResultKind, TermJson};
use crate::skg::symbolic::SymbolicStore;
use crate::skg::vocab;
use oxigraph::model::Term;
use oxigraph::sparql::results::{QueryResultsFormat, QueryResultsParser, ReaderQueryResultsParserOutput};
use spargebra::algebra::GraphPattern;
use spargebra::Query;
use std::io::Read;
use std::time::Duration;

/// How to reach a SPARQL endpoint.
#[derive(Debug, Clone)]
pub struct EndpointConfig {
    /// Query URL (e.g. `http://127.0.0.1:7878/query`).
    pub url: String,
    /// Extra headers, e.g. `Authorization: Bearer …`.
    pub headers: Vec<(String, String)>,
    /// Time limit per request in milliseconds (a query's own `timeout_ms` may lower it).
    pub timeout_ms: u64,
    /// Retries on network errors, 429 and 5xx.
    pub retries: u32,
    /// Largest response body read, in bytes.
    pub max_response_bytes: usize,
}

impl EndpointConfig {
    /// Defaults: 30 s, 2 retries, 32 MB responses.
    pub fn new(url: impl Into<String>) -> Self {
        Self { url: url.into(), headers: Vec::new(), timeout_ms: 30_000, retries: 2, max_response_bytes: 32 << 20 }
    }
}

/// A SPARQL 1.1 Protocol endpoint holding a catalog's SKG (e.g. loaded from `dualgraph export`).
pub struct SparqlEndpoint {
    config: EndpointConfig,
    instance_base: String,
    prefixes: Vec<(String, String)>,
}

/// No statistics: every pattern counts 0, so the guard refuses only what it refuses by shape
/// (`SERVICE`).
struct NoStatistics;

impl Cardinality for NoStatistics {
    fn count(&self, _: Option<&Term>, _: Option<&Term>, _: Option<&Term>) -> u64 {
        0
    }
}

impl SparqlEndpoint {
    /// An endpoint for the catalog whose instances live under `instance_base` (the thin bundle's
    /// manifest says which).
    pub fn new(config: EndpointConfig, instance_base: &str) -> Self {
        Self { config, instance_base: instance_base.to_owned(), prefixes: vocab::prefixes(instance_base) }
    }

    /// The query text sent for `query`: explicit IRIs, and `LIMIT max_rows + 1` unless a smaller
    /// one is already there.
    pub fn wire_query(&self, query: &str, max_rows: usize) -> Result<String, QueryError> {
        let mut q = self.check(query)?;
        let cap = max_rows.saturating_add(1);
        let limit = |pattern: &mut GraphPattern| {
            let inner = std::mem::replace(pattern, GraphPattern::Bgp { patterns: Vec::new() });
            *pattern = match inner {
                GraphPattern::Slice { inner, start, length } => {
                    GraphPattern::Slice { inner, start, length: Some(length.map_or(cap, |l| l.min(cap))) }
                }
                inner => GraphPattern::Slice { inner: Box::new(inner), start: 0, length: Some(cap) },
            };
        };
        match &mut q {
            Query::Select { pattern, .. } | Query::Construct { pattern, .. } | Query::Describe { pattern, .. } => {
                limit(pattern)
            }
            Query::Ask { .. } => {}
        }
        Ok(q.to_string())
    }

    fn post(&self, body: &str, accept: &str, timeout_ms: u64) -> Result<(String, Vec<u8>), QueryError> {
        let timeout = Duration::from_millis(timeout_ms.max(1));
        let agent: ureq::Agent =
            ureq::Agent::config_builder().timeout_global(Some(timeout)).http_status_as_error(false).build().into();
        let mut last = String::new();
        for attempt in 0..=self.config.retries {
            if attempt > 0 {
                std::thread::sleep(Duration::from_millis(200 * u64::from(attempt)));
            }
            let mut request = agent
                .post(&self.config.url)
                .header("Content-Type", "application/sparql-query; charset=utf-8")
                .header("Accept", accept);
            for (k, v) in &self.config.headers {
                request = request.header(k.as_str(), v.as_str());
            }
            let response = match request.send(body.as_bytes()) {
                Ok(r) => r,
                Err(ureq::Error::Timeout(_)) => {
                    return Err(QueryError::Budget(format!(
                        "the SPARQL endpoint {} did not answer within {timeout_ms} ms",
                        self.config.url
                    )))
                }
                Err(e) => {
                    last = format!("cannot reach the SPARQL endpoint {}: {e}", self.config.url);
                    continue;
                }
            };
            let status = response.status().as_u16();
            let content_type = response
                .headers()
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_ascii_lowercase();
            let mut bytes = Vec::new();
            let cap = self.config.max_response_bytes;
            response
                .into_body()
                .into_reader()
                .take(cap as u64 + 1)
                .read_to_end(&mut bytes)
                .map_err(|e| QueryError::Evaluation(format!("reading the endpoint's response: {e}")))?;
            if bytes.len() > cap {
                return Err(QueryError::Budget(format!(
                    "the SPARQL endpoint's response is larger than {cap} bytes; add filters or a LIMIT"
                )));
            }
            if status == 429 || status >= 500 {
                last = format!("the SPARQL endpoint {} answered HTTP {status}: {}", self.config.url, excerpt(&bytes));
                continue;
            }
            if status != 200 {
                return Err(QueryError::Evaluation(format!(
                    "the SPARQL endpoint {} answered HTTP {status}: {}",
                    self.config.url,
                    excerpt(&bytes)
                )));
            }
            return Ok((content_type, bytes));
        }
        Err(QueryError::Evaluation(last))
    }
}

fn excerpt(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).chars().take(300).collect::<String>().trim().to_owned()
}

impl SymbolicStore for SparqlEndpoint {
    fn instance_base(&self) -> &str {
        &self.instance_base
    }

    fn prefixes(&self) -> Vec<(String, String)> {
        self.prefixes.clone()
    }

    fn check(&self, query: &str) -> Result<Query, QueryError> {
        let q = sparql::parse_read_only(query, &self.prefixes)?;
        guard::check(&q, &NoStatistics).map_err(|e| {
            QueryError::Forbidden(e.replace("cannot run against a bundle", "are not sent to the endpoint"))
        })?;
        Ok(q)
    }

    fn run(&self, query: &str, limits: QueryLimits) -> Result<QueryOutput, QueryError> {
        let text = self.wire_query(query, limits.max_rows)?;
        let graph = matches!(self.check(query)?, Query::Construct { .. } | Query::Describe { .. });
        let timeout = limits.timeout_ms.map_or(self.config.timeout_ms, |t| t.min(self.config.timeout_ms));
        let accept = if graph { "application/n-triples" } else { "application/sparql-results+json" };
        let (content_type, body) = self.post(&text, accept, timeout)?;
        let mut out = QueryOutput {
            kind: ResultKind::Solutions,
            vars: Vec::new(),
            rows: Vec::new(),
            boolean: None,
            truncated: false,
            steps: 0,
        };
        let bad = |e: String| QueryError::Evaluation(format!("the endpoint's results cannot be read: {e}"));
        if graph {
            out.kind = ResultKind::Graph;
            out.vars = vec!["subject".into(), "predicate".into(), "object".into()];
            let format =
                oxigraph::io::RdfFormat::from_media_type(&content_type).unwrap_or(oxigraph::io::RdfFormat::NTriples);
            for quad in oxigraph::io::RdfParser::from_format(format).for_slice(&body) {
                let quad = quad.map_err(|e| bad(e.to_string()))?;
                if out.rows.len() >= limits.max_rows {
                    out.truncated = true;
                    break;
                }
                out.rows.push(vec![
                    Some(TermJson::from(&Term::from(quad.subject))),
                    Some(TermJson::from(&Term::from(quad.predicate))),
                    Some(TermJson::from(&quad.object)),
                ]);
            }
            return Ok(out);
        }
        let format = if content_type.contains("xml") { QueryResultsFormat::Xml } else { QueryResultsFormat::Json };
        match QueryResultsParser::from_format(format).for_reader(body.as_slice()).map_err(|e| bad(e.to_string()))? {
            ReaderQueryResultsParserOutput::Boolean(b) => {
                out.kind = ResultKind::Boolean;
                out.boolean = Some(b);
            }
            ReaderQueryResultsParserOutput::Solutions(solutions) => {
                out.vars = solutions.variables().iter().map(|v| v.as_str().to_owned()).collect();
                sparql::push_solutions(&mut out, solutions, limits.max_rows).map_err(bad)?;
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wire_queries_have_explicit_iris_and_a_limit() {
        let e = SparqlEndpoint::new(EndpointConfig::new("http://127.0.0.1:9/query"), "https://dualgraph.dev/kg/demo/");
        let q = e.wire_query("SELECT ?p WHERE { ?p a skgt:Product }", 100).unwrap();
        assert!(q.contains("<https://dualgraph.dev/skg/type#Product>"), "{q}");
        assert!(q.contains("LIMIT 101"), "{q}");
        let q = e.wire_query("SELECT ?p WHERE { ?p a skgt:Product } LIMIT 5", 100).unwrap();
        assert!(q.contains("LIMIT 5") && !q.contains("LIMIT 101"), "{q}");
        assert!(!e.wire_query("ASK { ?p a skgt:Product }", 100).unwrap().contains("LIMIT"));
        assert_eq!(e.wire_query("INSERT DATA { <a:a> <a:b> <a:c> }", 10), Err(QueryError::ReadOnly));
        assert!(matches!(
            e.wire_query("SELECT * WHERE { SERVICE <http://x/> { ?s ?p ?o } }", 10),
            Err(QueryError::Forbidden(_))
        ));
    }

    #[test]
    fn an_unreachable_endpoint_is_an_error_after_retries() {
        let mut config = EndpointConfig::new("http://127.0.0.1:9/query");
        config.retries = 1;
        let e = SparqlEndpoint::new(config, "https://dualgraph.dev/kg/demo/");
        let err = e.run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap_err();
        assert!(err.to_string().contains("cannot reach the SPARQL endpoint"), "{err}");
    }
}

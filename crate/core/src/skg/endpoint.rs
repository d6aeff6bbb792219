//! A remote SPARQL 1.1 Protocol server as the [`SymbolicStore`], over an HTTP [`Transport`]
//! (blocking `ureq` threads natively, `fetch` in wasm — the page and the Worker).
//!
//! Queries are parsed and checked here with the bundle's predeclared prefixes, then sent as
//! standard SPARQL 1.1 — re-serialized from the parsed algebra, so every IRI is explicit and no
//! prefix is needed on the server — with a `LIMIT` of `max_rows + 1` on SELECT/CONSTRUCT/DESCRIBE
//! (the extra row tells a truncated result). The request is the protocol's URL-encoded `POST`
//! (`query=…`, plus `default-graph-uri=…` when configured), which every server tested accepts
//! (Virtuoso 7 never answers a direct `application/sparql-query` POST), with `Accept:
//! application/sparql-results+json` (N-Triples for graphs; XML results and Turtle are read too).
//! Time limit per request, retries on network errors, 429 and 5xx, and a cap on the response
//! size. The static cost guard does not apply (it needs the store's own statistics): the server
//! enforces its own limits, and `SERVICE` and updates are refused before anything is sent.
//!
//! One shape is changed on the way out, the same rows whatever the server ([`hash_join_entries`]):
//! "a spec of the product in entry E" (`?product skg:hasSpec ?s . ?s skg:inEntry E`) sends its
//! `?s skg:inEntry E` as a one-pattern subquery, so that the Oxigraph server joins E's specs by
//! hashing one index scan instead of looking up the entry of every spec of every product of the
//! category (one RocksDB lookup each; BENCHMARKS.md, "Endpoint query shapes": on the
//! 10,000-product catalog the spec questions' queries went from 3–7 s to under 1 s). The
//! bundle's own store keeps the plain pattern: there a lookup is an array read and the subquery
//! is the slower shape (the compiler's SPARQL is unchanged).

use crate::llm::transport::{HttpRequest, LocalFuture, Transport, TransportError};
use crate::skg::guard::{self, Cardinality};
use crate::skg::sparql::{self, QueryError, QueryLimits, QueryOutput, ResultKind, TermJson};
use crate::skg::symbolic::SymbolicStore;
use crate::skg::vocab;
use oxigraph::model::Term;
use oxigraph::sparql::results::{QueryResultsFormat, QueryResultsParser, SliceQueryResultsParserOutput};
use serde::Deserialize;
use spargebra::algebra::GraphPattern;
use spargebra::term::{NamedNodePattern, TermPattern, TriplePattern};
use spargebra::Query;

/// How to reach a SPARQL endpoint.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EndpointConfig {
    /// Query URL (e.g. `http://127.0.0.1:7878/query`, Virtuoso's `http://host:8890/sparql`).
    pub url: String,
    /// Extra headers, e.g. `Authorization: Bearer …`.
    #[serde(default)]
    pub headers: Vec<(String, String)>,
    /// The graph holding the catalog, sent as `default-graph-uri` (needed where the server's
    /// default graph is not the catalog: Virtuoso's is the union of all its graphs, system
    /// graphs included).
    #[serde(default)]
    pub default_graph: Option<String>,
    /// Time limit per request in milliseconds: the server's time, set by whoever runs it. A
    /// query's own `timeout_ms` is the local evaluator's budget (the page's CPU) and does not
    /// apply here: at 100k products a compiled question needs more than the local 10 s.
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    /// Retries on network errors, 429 and 5xx.
    #[serde(default = "default_retries")]
    pub retries: u32,
    /// Largest response body read, in bytes.
    #[serde(default = "default_max_response_bytes")]
    pub max_response_bytes: usize,
    /// Most rows asked of the server per query, whatever the query's own `max_rows` (the wire
    /// `LIMIT` is one more, to tell a cut result). Virtuoso refuses a sorted result over
    /// `MaxSortedTopRows` (10,000 by default) with an error instead of answering.
    #[serde(default = "default_max_rows")]
    pub max_rows: usize,
}

fn default_timeout_ms() -> u64 {
    30_000
}
fn default_retries() -> u32 {
    2
}
fn default_max_response_bytes() -> usize {
    32 << 20
}
fn default_max_rows() -> usize {
    9_999
}

impl EndpointConfig {
    /// Defaults: no extra headers, the server's default graph, 30 s, 2 retries, 32 MB responses.
    pub fn new(url: impl Into<String>) -> Self {
        Self {
            url: url.into(),
            headers: Vec::new(),
            default_graph: None,
            timeout_ms: default_timeout_ms(),
            retries: default_retries(),
            max_response_bytes: default_max_response_bytes(),
            max_rows: default_max_rows(),
        }
    }

    /// Checks what a user or a JS caller gave: an http(s) URL, header names and values that
    /// HTTP allows, an absolute IRI for the graph.
    pub fn validate(&self) -> Result<(), String> {
        let url = self.url.trim();
        if !(url.starts_with("http://") || url.starts_with("https://")) || url.contains(char::is_whitespace) {
            return Err(format!("the SPARQL endpoint URL must be an http(s) URL, not {:?}", self.url));
        }
        for (name, value) in &self.headers {
            let token =
                !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b));
            if !token || value.contains(['\r', '\n']) {
                return Err(format!("the SPARQL endpoint header {name:?} is not a valid HTTP header"));
            }
        }
        if let Some(graph) = &self.default_graph {
            oxigraph::model::NamedNode::new(graph.as_str())
                .map_err(|e| format!("the SPARQL endpoint's default graph {graph:?} is not an IRI: {e}"))?;
        }
        if self.timeout_ms == 0 || self.max_response_bytes == 0 || self.max_rows == 0 {
            return Err("the SPARQL endpoint's timeoutMs, maxResponseBytes and maxRows must be positive".into());
        }
        Ok(())
    }
}

/// A SPARQL 1.1 Protocol endpoint holding a catalog's SKG (e.g. loaded from `dualgraph export`).
pub struct SparqlEndpoint<T: Transport> {
    config: EndpointConfig,
    instance_base: String,
    prefixes: Vec<(String, String)>,
    transport: T,
}

/// No statistics: every pattern counts 0, so the guard refuses only what it refuses by shape
/// (`SERVICE`).
struct NoStatistics;

impl Cardinality for NoStatistics {
    fn count(&self, _: Option<&Term>, _: Option<&Term>, _: Option<&Term>) -> u64 {
        0
    }
}

impl<T: Transport> SparqlEndpoint<T> {
    /// An endpoint for the catalog whose instances live under `instance_base` (the thin bundle's
    /// manifest says which), reached through `transport`.
    pub fn new(config: EndpointConfig, instance_base: &str, transport: T) -> Self {
        Self { config, instance_base: instance_base.to_owned(), prefixes: vocab::prefixes(instance_base), transport }
    }

    /// The configuration.
    pub fn config(&self) -> &EndpointConfig {
        &self.config
    }

    /// The query text sent for `query`: explicit IRIs, and `LIMIT max_rows + 1` unless a smaller
    /// one is already there.
    pub fn wire_query(&self, query: &str, max_rows: usize) -> Result<String, QueryError> {
        let mut q = self.check(query)?;
        match &mut q {
            Query::Select { pattern, .. }
            | Query::Construct { pattern, .. }
            | Query::Describe { pattern, .. }
            | Query::Ask { pattern, .. } => hash_join_entries(pattern),
        }
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

    /// The URL-encoded form body for a query text.
    pub fn request_body(&self, wire_query: &str) -> String {
        let mut form = form_urlencoded::Serializer::new(String::new());
        form.append_pair("query", wire_query);
        if let Some(graph) = &self.config.default_graph {
            form.append_pair("default-graph-uri", graph);
        }
        form.finish()
    }

    async fn post(&self, body: String, accept: &str, timeout_ms: u64) -> Result<Vec<u8>, QueryError> {
        let url = &self.config.url;
        let mut headers = vec![
            ("Content-Type".to_owned(), "application/x-www-form-urlencoded".to_owned()),
            ("Accept".to_owned(), accept.to_owned()),
        ];
        headers.extend(self.config.headers.iter().cloned());
        let mut last = String::new();
        for attempt in 0..=self.config.retries {
            if attempt > 0 {
                self.transport.sleep(200 * u64::from(attempt)).await;
            }
            let request = HttpRequest {
                url: url.clone(),
                headers: headers.clone(),
                body: body.clone(),
                timeout_ms: timeout_ms.max(1),
            };
            let timed_out =
                || QueryError::Budget(format!("the SPARQL endpoint {url} did not answer within {timeout_ms} ms"));
            let mut response = match self.transport.send(request).await {
                Ok(r) => r,
                Err(TransportError::Timeout(_)) => return Err(timed_out()),
                Err(e) => {
                    last = format!("cannot reach the SPARQL endpoint {url}: {e}");
                    continue;
                }
            };
            let cap = self.config.max_response_bytes;
            let mut bytes = Vec::new();
            loop {
                match response.body.chunk().await {
                    Ok(Some(piece)) => bytes.extend_from_slice(&piece),
                    Ok(None) => break,
                    Err(TransportError::Timeout(_)) => return Err(timed_out()),
                    Err(e) => return Err(QueryError::Evaluation(format!("reading the endpoint's response: {e}"))),
                }
                if bytes.len() > cap {
                    return Err(QueryError::Budget(format!(
                        "the SPARQL endpoint's response is larger than {cap} bytes; add filters or a LIMIT"
                    )));
                }
            }
            let status = response.status;
            if status == 429 || status >= 500 {
                last = format!("the SPARQL endpoint {url} answered HTTP {status}: {}", excerpt(&bytes));
                continue;
            }
            if status != 200 {
                return Err(QueryError::Evaluation(format!(
                    "the SPARQL endpoint {url} answered HTTP {status}: {}",
                    excerpt(&bytes)
                )));
            }
            return Ok(bytes);
        }
        Err(QueryError::Evaluation(last))
    }

    /// Sends a query and reads its results (what both [`SymbolicStore`] methods run).
    pub async fn query(&self, query: &str, limits: QueryLimits) -> Result<QueryOutput, QueryError> {
        let max_rows = limits.max_rows.min(self.config.max_rows);
        let text = self.wire_query(query, max_rows)?;
        let graph = matches!(self.check(query)?, Query::Construct { .. } | Query::Describe { .. });
        let timeout = self.config.timeout_ms;
        let accept = if graph {
            "application/n-triples, text/turtle;q=0.9"
        } else {
            "application/sparql-results+json, application/sparql-results+xml;q=0.9"
        };
        let body = self.post(self.request_body(&text), accept, timeout).await?;
        parse_response(&body, graph, max_rows)
    }
}

/// Sends every `?s skg:inEntry <entry>` of a basic graph pattern that also reaches `?s` another
/// way (`?product skg:hasSpec ?s`) as a subquery joined with the rest of the pattern:
/// `{ SELECT ?s WHERE { ?s skg:inEntry <entry> } }`. The rows are the same (a spec is in an
/// entry once); what changes is the plan on an Oxigraph server. Its optimizer (sparopt) puts
/// every triple pattern of a group into one nested-loop chain, so the category's products'
/// specs (40 a product on the synthetic catalog) were each looked up in RocksDB for their
/// entry; a subquery is not a triple pattern, so it is joined by hashing the entry's specs,
/// read in one index scan.
fn hash_join_entries(pattern: &mut GraphPattern) {
    match pattern {
        GraphPattern::Bgp { patterns } => {
            let in_entry = format!("{}inEntry", vocab::SKG);
            let mut moved = Vec::new();
            let mut k = 0;
            while k < patterns.len() {
                let p = &patterns[k];
                let spec = match (&p.subject, &p.predicate, &p.object) {
                    (TermPattern::Variable(s), NamedNodePattern::NamedNode(pred), TermPattern::NamedNode(_))
                        if pred.as_str() == in_entry =>
                    {
                        s.clone()
                    }
                    _ => {
                        k += 1;
                        continue;
                    }
                };
                let var = |x: &TermPattern| matches!(x, TermPattern::Variable(v) if *v == spec);
                // `?s <p> <constant>` (its unit "dB", its value value:yes) goes with the entry.
                let constant = |t: &TriplePattern| {
                    var(&t.subject)
                        && matches!(t.predicate, NamedNodePattern::NamedNode(_))
                        && !matches!(t.object, TermPattern::Variable(_))
                };
                let reached = patterns.iter().any(|t| !constant(t) && (var(&t.subject) || var(&t.object)));
                if !reached {
                    k += 1;
                    continue;
                }
                // The entry first: Oxigraph starts a group at its first most selective pattern,
                // and a unit ("GB") is shared by many more specs than an entry.
                let entry = patterns.remove(k);
                let (mut with, rest): (Vec<TriplePattern>, Vec<TriplePattern>) =
                    patterns.drain(..).partition(|t| constant(t));
                with.insert(0, entry);
                *patterns = rest;
                moved.push((spec, with));
                // Positions moved: look again from the start (every move shortens the list).
                k = 0;
            }
            for (spec, with) in moved {
                let rest = std::mem::replace(pattern, GraphPattern::Bgp { patterns: Vec::new() });
                let sub = GraphPattern::Project {
                    inner: Box::new(GraphPattern::Bgp { patterns: with }),
                    variables: vec![spec],
                };
                *pattern = GraphPattern::Join { left: Box::new(rest), right: Box::new(sub) };
            }
        }
        GraphPattern::Join { left, right }
        | GraphPattern::LeftJoin { left, right, .. }
        | GraphPattern::Lateral { left, right }
        | GraphPattern::Union { left, right }
        | GraphPattern::Minus { left, right } => {
            hash_join_entries(left);
            hash_join_entries(right);
        }
        GraphPattern::Filter { inner, .. }
        | GraphPattern::Graph { inner, .. }
        | GraphPattern::Extend { inner, .. }
        | GraphPattern::OrderBy { inner, .. }
        | GraphPattern::Project { inner, .. }
        | GraphPattern::Distinct { inner }
        | GraphPattern::Reduced { inner }
        | GraphPattern::Slice { inner, .. }
        | GraphPattern::Group { inner, .. } => hash_join_entries(inner),
        GraphPattern::Path { .. } | GraphPattern::Values { .. } | GraphPattern::Service { .. } => {}
    }
}

/// Reads an endpoint's answer: SPARQL results (JSON, or XML when the body starts with `<`), or
/// for a graph query N-Triples/Turtle. Rows beyond `max_rows` are cut and flagged.
fn parse_response(body: &[u8], graph: bool, max_rows: usize) -> Result<QueryOutput, QueryError> {
    let mut out = QueryOutput::default();
    let bad = |e: String| QueryError::Evaluation(format!("the endpoint's results cannot be read: {e}"));
    if graph {
        out.kind = ResultKind::Graph;
        out.vars = vec!["subject".into(), "predicate".into(), "object".into()];
        // N-Triples is a subset of Turtle: one parser reads both.
        for quad in oxigraph::io::RdfParser::from_format(oxigraph::io::RdfFormat::Turtle).for_slice(body) {
            let quad = quad.map_err(|e| bad(e.to_string()))?;
            if out.rows.len() >= max_rows {
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
    let xml = body.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'<');
    let format = if xml { QueryResultsFormat::Xml } else { QueryResultsFormat::Json };
    match QueryResultsParser::from_format(format).for_slice(body).map_err(|e| bad(e.to_string()))? {
        SliceQueryResultsParserOutput::Boolean(b) => {
            out.kind = ResultKind::Boolean;
            out.boolean = Some(b);
        }
        SliceQueryResultsParserOutput::Solutions(solutions) => {
            out.vars = solutions.variables().iter().map(|v| v.as_str().to_owned()).collect();
            sparql::push_solutions(&mut out, solutions, max_rows).map_err(bad)?;
        }
    }
    Ok(out)
}

fn excerpt(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).chars().take(300).collect::<String>().trim().to_owned()
}

impl<T: Transport> SymbolicStore for SparqlEndpoint<T> {
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

    #[cfg(not(target_arch = "wasm32"))]
    fn run(&self, query: &str, limits: QueryLimits) -> Result<QueryOutput, QueryError> {
        pollster::block_on(self.query(query, limits))
    }

    #[cfg(target_arch = "wasm32")]
    fn run(&self, _query: &str, _limits: QueryLimits) -> Result<QueryOutput, QueryError> {
        Err(QueryError::Unavailable(
            "a SPARQL endpoint answers asynchronously in wasm (Engine.ask runs its queries there)".into(),
        ))
    }

    fn run_async<'a>(
        &'a self,
        query: &'a str,
        limits: QueryLimits,
    ) -> LocalFuture<'a, Result<QueryOutput, QueryError>> {
        Box::pin(self.query(query, limits))
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::llm::transport::NativeTransport;

    fn endpoint(config: EndpointConfig) -> SparqlEndpoint<NativeTransport> {
        SparqlEndpoint::new(config, "https://dualgraph.dev/kg/demo/", NativeTransport::default())
    }

    #[test]
    fn wire_queries_have_explicit_iris_and_a_limit() {
        let e = endpoint(EndpointConfig::new("http://127.0.0.1:9/query"));
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
    fn an_entry_reached_through_a_spec_is_sent_as_a_subquery() {
        let e = endpoint(EndpointConfig::new("http://127.0.0.1:9/query"));
        let entry = "<https://dualgraph.dev/skg#inEntry> <https://dualgraph.dev/kg/demo/entry/weight>";
        let sub = format!("{{ SELECT ?s1 WHERE {{ ?s1 {entry} . }} }}");
        // In the main group, inside OPTIONAL and inside an aggregate's subquery.
        let q = e
            .wire_query(
                "SELECT ?product ?best WHERE { ?product skg:hasSpec ?s1 . ?s1 skg:inEntry entry:weight ; skg:hasNumericValue ?n1 . \
                 OPTIONAL { ?product skg:hasSpec ?s2 . ?s2 skg:inEntry entry:ram } \
                 { SELECT (MIN(?n1) AS ?best) WHERE { ?product skg:hasSpec ?s1 . ?s1 skg:inEntry entry:weight ; skg:hasNumericValue ?n1 } } }",
                100,
            )
            .unwrap();
        assert_eq!(q.matches(&sub).count(), 2, "{q}");
        assert!(q.contains("{ SELECT ?s2 WHERE { ?s2 <https://dualgraph.dev/skg#inEntry>"), "{q}");
        assert!(!q.contains(&format!("?s1 {entry} .?")), "{q}");
        // A constant value of the same spec (its unit) goes into the subquery with the entry.
        let q = e
            .wire_query(
                "SELECT ?p WHERE { ?p skg:hasSpec ?s . ?s skg:hasUnit \"dB\" ; skg:inEntry entry:noise ; skg:hasNumericValue ?n }",
                100,
            )
            .unwrap();
        assert!(q.contains("{ SELECT ?s WHERE { ?s <https://dualgraph.dev/skg#inEntry> <https://dualgraph.dev/kg/demo/entry/noise> .?s <https://dualgraph.dev/skg#hasUnit> \"dB\" . } }"), "{q}");
        assert!(q.contains("?s <https://dualgraph.dev/skg#hasNumericValue> ?n . {"), "{q}");
        // The server reads back the same query: the rewritten text parses.
        assert!(spargebra::SparqlParser::new().parse_query(&q).is_ok(), "{q}");
        // Alone in its pattern, or with a variable entry, the pattern stays as it is.
        let q = e.wire_query("SELECT ?s WHERE { ?s skg:inEntry entry:weight }", 100).unwrap();
        assert!(!q.contains("SELECT ?s WHERE { {"), "{q}");
        let q = e.wire_query("SELECT ?p WHERE { ?p skg:hasSpec ?s . ?s skg:inEntry ?e }", 100).unwrap();
        assert!(!q.contains("{ SELECT ?s "), "{q}");
    }

    #[test]
    fn the_form_body_carries_the_query_and_the_default_graph() {
        let mut config = EndpointConfig::new("http://127.0.0.1:9/sparql");
        config.default_graph = Some("urn:dualgraph:demo".into());
        let body = endpoint(config).request_body("SELECT ?s WHERE { ?s ?p \"a&b=c é\" }");
        let pairs: Vec<(String, String)> = form_urlencoded::parse(body.as_bytes()).into_owned().collect();
        assert_eq!(
            pairs,
            vec![
                ("query".to_owned(), "SELECT ?s WHERE { ?s ?p \"a&b=c é\" }".to_owned()),
                ("default-graph-uri".to_owned(), "urn:dualgraph:demo".to_owned())
            ]
        );
    }

    #[test]
    fn configs_from_callers_are_validated() {
        assert!(EndpointConfig::new("http://127.0.0.1:7878/query").validate().is_ok());
        assert!(EndpointConfig::new("ftp://x/").validate().is_err());
        let mut c = EndpointConfig::new("https://x/sparql");
        c.headers.push(("Authorization".into(), "Bearer a\r\nX: y".into()));
        assert!(c.validate().unwrap_err().contains("Authorization"));
        let mut c = EndpointConfig::new("https://x/sparql");
        c.default_graph = Some("not an iri".into());
        assert!(c.validate().is_err());
        let c: EndpointConfig =
            serde_json::from_str(r#"{"url":"https://x/sparql","headers":[["Authorization","Bearer t"]]}"#).unwrap();
        assert_eq!((c.timeout_ms, c.retries, c.headers.len()), (30_000, 2, 1));
        assert!(serde_json::from_str::<EndpointConfig>(r#"{"url":"https://x/","tiemout":5}"#).is_err());
    }

    #[test]
    fn xml_results_and_turtle_graphs_are_read() {
        let xml = r#"<?xml version="1.0"?><sparql xmlns="http://www.w3.org/2005/sparql-results#"><head><variable name="n"/></head><results><result><binding name="n"><literal datatype="http://www.w3.org/2001/XMLSchema#integer">3</literal></binding></result></results></sparql>"#;
        let out = parse_response(xml.as_bytes(), false, 10).unwrap();
        assert_eq!(out.rows[0][0].as_ref().unwrap().value, "3");
        let ttl = "<http://a/s> <http://a/p> \"x\"@en .\n<http://a/s> <http://a/p> 1 .\n";
        let out = parse_response(ttl.as_bytes(), true, 1).unwrap();
        assert_eq!((out.rows.len(), out.truncated), (1, true));
    }

    #[test]
    fn an_unreachable_endpoint_is_an_error_after_retries() {
        let mut config = EndpointConfig::new("http://127.0.0.1:9/query");
        config.retries = 1;
        let err = endpoint(config).run("SELECT ?p WHERE { ?p a skgt:Product }", QueryLimits::default()).unwrap_err();
        assert!(err.to_string().contains("cannot reach the SPARQL endpoint"), "{err}");
    }
}

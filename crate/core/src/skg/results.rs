//! A query's output in the W3C result formats any SPARQL client reads: SPARQL 1.1 Query
//! Results JSON (`{"head":{"vars":[…]},"results":{"bindings":[…]}}` or `{"head":{},"boolean":…}`),
//! XML, CSV and TSV, written by `sparesults` (re-exported by oxigraph); CONSTRUCT/DESCRIBE output
//! is RDF, so it is written as N-Triples whatever format was asked for.

use crate::skg::sparql::{QueryOutput, ResultKind, TermJson};
use oxigraph::model::{BlankNode, Literal, NamedNode, NamedOrBlankNode, Term, Triple};
use oxigraph::sparql::results::{QueryResultsFormat, QueryResultsSerializer};
use oxigraph::sparql::Variable;

/// A W3C SPARQL results format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultsFormat {
    /// SPARQL 1.1 Query Results JSON (`application/sparql-results+json`).
    Json,
    /// SPARQL Query Results XML (`application/sparql-results+xml`).
    Xml,
    /// SPARQL 1.1 Query Results CSV (`text/csv`).
    Csv,
    /// SPARQL 1.1 Query Results TSV (`text/tab-separated-values`).
    Tsv,
}

/// Media type of CONSTRUCT/DESCRIBE output.
pub const GRAPH_MEDIA_TYPE: &str = "application/n-triples";

impl ResultsFormat {
    /// Every format, in the order a server prefers them.
    pub const ALL: [ResultsFormat; 4] =
        [ResultsFormat::Json, ResultsFormat::Xml, ResultsFormat::Csv, ResultsFormat::Tsv];

    /// A format from its short name (`json`, `xml`, `csv`, `tsv`, also `srj`/`srx`) or media type.
    pub fn parse(name: &str) -> Option<Self> {
        let name = name.trim().to_ascii_lowercase();
        match name.as_str() {
            "json" | "srj" => Some(Self::Json),
            "xml" | "srx" => Some(Self::Xml),
            "csv" => Some(Self::Csv),
            "tsv" => Some(Self::Tsv),
            _ => QueryResultsFormat::from_media_type(&name).map(Self::from_sparesults),
        }
    }

    /// The short name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Json => "json",
            Self::Xml => "xml",
            Self::Csv => "csv",
            Self::Tsv => "tsv",
        }
    }

    /// The media type of the serialized results.
    pub fn media_type(self) -> &'static str {
        self.to_sparesults().media_type()
    }

    fn to_sparesults(self) -> QueryResultsFormat {
        match self {
            Self::Json => QueryResultsFormat::Json,
            Self::Xml => QueryResultsFormat::Xml,
            Self::Csv => QueryResultsFormat::Csv,
            Self::Tsv => QueryResultsFormat::Tsv,
        }
    }

    fn from_sparesults(f: QueryResultsFormat) -> Self {
        match f {
            QueryResultsFormat::Xml => Self::Xml,
            QueryResultsFormat::Csv => Self::Csv,
            QueryResultsFormat::Tsv => Self::Tsv,
            _ => Self::Json,
        }
    }
}

/// Serialized results and their media type.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Serialized {
    /// `application/sparql-results+json`, …, or [`GRAPH_MEDIA_TYPE`] for CONSTRUCT/DESCRIBE.
    pub media_type: &'static str,
    /// The document.
    pub body: String,
}

/// The RDF term a [`TermJson`] describes.
pub fn term(t: &TermJson) -> Term {
    match (t.kind, &t.lang, &t.datatype) {
        ("uri", _, _) => NamedNode::new_unchecked(t.value.clone()).into(),
        ("bnode", _, _) => BlankNode::new_unchecked(t.value.clone()).into(),
        (_, Some(lang), _) => Literal::new_language_tagged_literal_unchecked(t.value.clone(), lang.clone()).into(),
        (_, None, Some(datatype)) => {
            Literal::new_typed_literal(t.value.clone(), NamedNode::new_unchecked(datatype.clone())).into()
        }
        (_, None, None) => Literal::new_simple_literal(t.value.clone()).into(),
    }
}

/// Writes `out` in `format` (N-Triples for CONSTRUCT/DESCRIBE). Rows beyond the query's
/// `max_rows` are not in `out`: callers report [`QueryOutput::truncated`] beside the document.
pub fn serialize(out: &QueryOutput, format: ResultsFormat) -> Result<Serialized, String> {
    let serializer = QueryResultsSerializer::from_format(format.to_sparesults());
    let io = |e: std::io::Error| format!("cannot write {} results: {e}", format.name());
    let bytes = match out.kind {
        ResultKind::Boolean => {
            serializer.serialize_boolean_to_writer(Vec::new(), out.boolean.unwrap_or(false)).map_err(io)?
        }
        ResultKind::Solutions => {
            let vars = out
                .vars
                .iter()
                .map(|v| Variable::new(v.as_str()).map_err(|e| format!("bad variable name `{v}`: {e}")))
                .collect::<Result<Vec<_>, _>>()?;
            let mut writer = serializer.serialize_solutions_to_writer(Vec::new(), vars.clone()).map_err(io)?;
            for row in &out.rows {
                let terms: Vec<(&Variable, Term)> =
                    vars.iter().zip(row).filter_map(|(v, t)| t.as_ref().map(|t| (v, term(t)))).collect();
                writer.serialize(terms.iter().map(|(v, t)| (*v, t))).map_err(io)?;
            }
            writer.finish().map_err(io)?
        }
        ResultKind::Graph => return Ok(Serialized { media_type: GRAPH_MEDIA_TYPE, body: n_triples(out)? }),
    };
    let body = String::from_utf8(bytes).map_err(|e| format!("{} results are not UTF-8: {e}", format.name()))?;
    Ok(Serialized { media_type: format.media_type(), body })
}

/// CONSTRUCT/DESCRIBE rows (subject, predicate, object) as N-Triples.
fn n_triples(out: &QueryOutput) -> Result<String, String> {
    let mut text = String::new();
    for row in &out.rows {
        let [Some(s), Some(p), Some(o)] = row.as_slice() else { return Err("a graph row is not a triple".into()) };
        let subject: NamedOrBlankNode = match term(s) {
            Term::NamedNode(n) => n.into(),
            Term::BlankNode(b) => b.into(),
            other => return Err(format!("subject {other} is not an IRI or blank node")),
        };
        let Term::NamedNode(predicate) = term(p) else { return Err(format!("predicate {} is not an IRI", p.value)) };
        text.push_str(&format!("{} .\n", Triple::new(subject, predicate, term(o))));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::skg::sparql::ResultKind;
    use serde_json::{json, Value};

    fn lit(value: &str, datatype: Option<&str>, lang: Option<&str>) -> Option<TermJson> {
        Some(TermJson {
            kind: "literal",
            value: value.into(),
            datatype: datatype.map(Into::into),
            lang: lang.map(Into::into),
        })
    }
    fn iri(value: &str) -> Option<TermJson> {
        Some(TermJson { kind: "uri", value: value.into(), datatype: None, lang: None })
    }
    fn bnode(value: &str) -> Option<TermJson> {
        Some(TermJson { kind: "bnode", value: value.into(), datatype: None, lang: None })
    }
    fn output(kind: ResultKind, vars: &[&str], rows: Vec<Vec<Option<TermJson>>>, boolean: Option<bool>) -> QueryOutput {
        QueryOutput {
            kind,
            vars: vars.iter().map(|v| v.to_string()).collect(),
            rows,
            boolean,
            truncated: false,
            steps: 0,
        }
    }
    const XSD_DECIMAL: &str = "http://www.w3.org/2001/XMLSchema#decimal";

    #[test]
    fn solutions_as_w3c_json() {
        let out = output(
            ResultKind::Solutions,
            &["p", "price", "label", "note"],
            vec![
                vec![iri("http://ex/p1"), lit("799.0", Some(XSD_DECIMAL), None), lit("Télé", None, Some("fr")), None],
                vec![bnode("b0"), None, lit("plain", None, None), lit("x", None, None)],
            ],
            None,
        );
        let s = serialize(&out, ResultsFormat::Json).unwrap();
        assert_eq!(s.media_type, "application/sparql-results+json");
        let v: Value = serde_json::from_str(&s.body).unwrap();
        assert_eq!(
            v,
            json!({"head": {"vars": ["p", "price", "label", "note"]}, "results": {"bindings": [
                {"p": {"type": "uri", "value": "http://ex/p1"},
                 "price": {"type": "literal", "value": "799.0", "datatype": XSD_DECIMAL},
                 "label": {"type": "literal", "value": "Télé", "xml:lang": "fr"}},
                {"p": {"type": "bnode", "value": "b0"},
                 "label": {"type": "literal", "value": "plain"},
                 "note": {"type": "literal", "value": "x"}}
            ]}})
        );
    }

    #[test]
    fn boolean_and_other_formats() {
        let ask = output(ResultKind::Boolean, &[], vec![], Some(true));
        let v: Value = serde_json::from_str(&serialize(&ask, ResultsFormat::Json).unwrap().body).unwrap();
        assert_eq!(v, json!({"head": {}, "boolean": true}));
        let out =
            output(ResultKind::Solutions, &["a", "b"], vec![vec![iri("http://ex/x"), lit("1, 2", None, None)]], None);
        let csv = serialize(&out, ResultsFormat::Csv).unwrap();
        assert!(csv.media_type.starts_with("text/csv"));
        assert_eq!(csv.body, "a,b\r\nhttp://ex/x,\"1, 2\"\r\n");
        let tsv = serialize(&out, ResultsFormat::Tsv).unwrap();
        assert_eq!(tsv.body, "?a\t?b\n<http://ex/x>\t\"1, 2\"\n");
        let xml = serialize(&out, ResultsFormat::Xml).unwrap();
        assert_eq!(xml.media_type, "application/sparql-results+xml");
        assert!(
            xml.body.contains("<variable name=\"a\"/>") && xml.body.contains("<uri>http://ex/x</uri>"),
            "{}",
            xml.body
        );
    }

    #[test]
    fn graphs_as_n_triples() {
        let out = output(
            ResultKind::Graph,
            &["subject", "predicate", "object"],
            vec![vec![iri("http://ex/s"), iri("http://ex/p"), lit("5", Some(XSD_DECIMAL), None)]],
            None,
        );
        let s = serialize(&out, ResultsFormat::Json).unwrap();
        assert_eq!(s.media_type, GRAPH_MEDIA_TYPE);
        assert_eq!(s.body, format!("<http://ex/s> <http://ex/p> \"5\"^^<{XSD_DECIMAL}> .\n"));
    }

    #[test]
    fn format_names() {
        assert_eq!(ResultsFormat::parse("JSON"), Some(ResultsFormat::Json));
        assert_eq!(ResultsFormat::parse("application/sparql-results+xml"), Some(ResultsFormat::Xml));
        assert_eq!(ResultsFormat::parse("text/tab-separated-values"), Some(ResultsFormat::Tsv));
        assert_eq!(ResultsFormat::parse("yaml"), None);
    }
}

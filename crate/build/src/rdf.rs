//! RDF in and out of bundles (native): [`export`] streams a bundle's graph (the SKG store, plus
//! the TKG's chunks and entity→chunk links) as N-Triples, N-Quads or Turtle; [`read_rdf`] and
//! [`build_from_rdf`] make a bundle whose SKG is exactly a user's RDF graph (`dualgraph build
//! --rdf`). The export vocabulary is documented in ARCHITECTURE.md ("RDF in and out").

use crate::pipeline::{rfc3339_now, BuildError};
use dualgraph_core::format::manifest::{BuildInfo, BuildOptionsInfo, FORMAT_NAME};
use dualgraph_core::skg::store::{self, Manifest, Store};
use dualgraph_core::skg::vocab;
use dualgraph_core::tkg::chunk::DocKind;
use dualgraph_core::tkg::Tkg;
use oxigraph::io::{RdfFormat, RdfParseError, RdfParser, RdfSerializer};
use oxigraph::model::{GraphName, Literal, NamedNode, NamedOrBlankNode, Quad, Term, Triple};
use serde::Serialize;
use std::io::{BufReader, Read, Write};
use std::path::Path;

/// Class of TKG chunks in the export (`skgt:TkgChunk`).
pub const TKG_CHUNK_CLASS: &str = "TkgChunk";
/// Instance namespace segment of chunks (`{base}chunk/<index>`).
pub const CHUNK_SEGMENT: &str = "chunk";
/// Named graph of the TKG triples in an N-Quads export (`{base}graph/tkg`).
pub const TKG_GRAPH_SEGMENT: &str = "graph/tkg";
/// Predicates the export adds for the TKG (local names under `skg:`), with their meaning.
pub const TKG_PREDICATES: &[(&str, &str)] = &[
    ("chunkText", "TkgChunk → its exact source text"),
    ("chunkOf", "TkgChunk → the Product or Page node whose prose it comes from"),
    ("chunkIndex", "TkgChunk → its index in the bundle (xsd:integer)"),
    ("chunkStart", "TkgChunk → start offset in the source text, in characters (xsd:integer)"),
    ("chunkEnd", "TkgChunk → end offset (exclusive), in characters (xsd:integer)"),
    ("headingPath", "TkgChunk → headings above it, outermost first, joined by \" > \""),
    ("mentionedIn", "TkgEntity → a TkgChunk that mentions it"),
];

/// Serialization of an export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    /// N-Triples: one graph.
    NTriples,
    /// N-Quads: the SKG in the default graph, the TKG triples in the named graph `{base}graph/tkg`.
    NQuads,
    /// Turtle with the bundle's prefixes: one graph.
    Turtle,
}

impl ExportFormat {
    /// Parses `nt`, `nq` or `ttl`.
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "nt" | "ntriples" | "n-triples" => Some(Self::NTriples),
            "nq" | "nquads" | "n-quads" => Some(Self::NQuads),
            "ttl" | "turtle" => Some(Self::Turtle),
            _ => None,
        }
    }

    fn rdf_format(self) -> RdfFormat {
        match self {
            Self::NTriples => RdfFormat::NTriples,
            Self::NQuads => RdfFormat::NQuads,
            Self::Turtle => RdfFormat::Turtle,
        }
    }
}

/// What an export wrote.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ExportReport {
    /// Triples of the bundle's store (SKG, rule results and TKG entities).
    pub store_triples: usize,
    /// Triples added for the TKG chunks and entity→chunk links.
    pub tkg_triples: usize,
    /// Chunks exported.
    pub chunks: usize,
    /// Entity→chunk links exported.
    pub links: usize,
    /// Chunks whose source Product/Page node was not found in the store (exported without `chunkOf`).
    pub chunks_without_source: usize,
}

/// Why an export failed.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// Writing failed.
    #[error("cannot write the export: {0}")]
    Io(#[from] std::io::Error),
    /// The bundle holds a term id that does not decode.
    #[error("the bundle is corrupt: term {0} cannot be decoded")]
    BadTerm(u32),
    /// The bundle's textual graph cannot be read.
    #[error(transparent)]
    Tkg(#[from] dualgraph_core::tkg::TkgError),
}

fn store_triple(store: &Store, (s, p, o): (u32, u32, u32)) -> Result<Triple, ExportError> {
    let term = |id: u32| store.term_of(id).ok_or(ExportError::BadTerm(id));
    let subject = match term(s)? {
        Term::NamedNode(n) => NamedOrBlankNode::from(n),
        Term::BlankNode(b) => NamedOrBlankNode::from(b),
        _ => return Err(ExportError::BadTerm(s)),
    };
    let Term::NamedNode(predicate) = term(p)? else { return Err(ExportError::BadTerm(p)) };
    Ok(Triple::new(subject, predicate, term(o)?))
}

/// Every triple of the store, decoded, in SPO order.
pub fn store_triples(store: &Store) -> impl Iterator<Item = Result<Triple, ExportError>> + '_ {
    store.match_ids(None, None, None).map(|ids| store_triple(store, ids))
}

/// Streams the bundle's graph to `out`: every store triple, then (unless `skg_only`) the TKG's
/// chunks and entity→chunk links. `progress(done, total)` is called every 10 000 triples.
pub fn export(
    store: &Store,
    format: ExportFormat,
    skg_only: bool,
    out: impl Write,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<ExportReport, ExportError> {
    let base = store.manifest().instance_base.clone();
    let mut serializer = RdfSerializer::from_format(format.rdf_format());
    if format == ExportFormat::Turtle {
        let mut prefixes = vocab::prefixes(&base);
        prefixes.push((CHUNK_SEGMENT.to_owned(), format!("{base}{CHUNK_SEGMENT}/")));
        for (name, iri) in prefixes {
            serializer = serializer.clone().with_prefix(name, iri).unwrap_or(serializer);
        }
    }
    let mut writer = serializer.for_writer(out);
    let mut report = ExportReport::default();
    let total = store.len();
    for triple in store_triples(store) {
        writer.serialize_triple(&triple?)?;
        report.store_triples += 1;
        if report.store_triples % 10_000 == 0 {
            progress(report.store_triples, total);
        }
    }
    progress(report.store_triples, total);
    let has_tkg = store.bundle().sections().any(|(name, _)| name == dualgraph_core::tkg::CHUNKS_SECTION);
    if !skg_only && has_tkg {
        let tkg = Tkg::from_sections(
            &base,
            store.bundle().section(dualgraph_core::tkg::CHUNKS_SECTION).map_err(|_| missing())?,
            store.bundle().section(dualgraph_core::tkg::ENTITIES_SECTION).map_err(|_| missing())?,
            store.bundle().section(dualgraph_core::tkg::BM25_SECTION).map_err(|_| missing())?,
        )?;
        let graph = match format {
            ExportFormat::NQuads => GraphName::from(NamedNode::new_unchecked(format!("{base}{TKG_GRAPH_SEGMENT}"))),
            _ => GraphName::DefaultGraph,
        };
        for triple in tkg_triples(store, &tkg, &mut report) {
            writer.serialize_quad(&Quad::new(triple.subject, triple.predicate, triple.object, graph.clone()))?;
            report.tkg_triples += 1;
        }
    }
    writer.finish()?.flush()?;
    Ok(report)
}

fn missing() -> dualgraph_core::tkg::TkgError {
    dualgraph_core::tkg::TkgError::Missing(dualgraph_core::tkg::CHUNKS_SECTION.to_owned())
}

/// The Product/Page node of each TKG document, found by `skg:hasId` and `rdf:type`.
fn doc_nodes(store: &Store, tkg: &Tkg) -> Vec<Option<NamedNode>> {
    let id = |iri: &str| store.id_of(&NamedNode::new_unchecked(iri).into());
    let (has_id, rdf_type) = (id(&vocab::predicate("hasId")), id(vocab::RDF_TYPE));
    let product = id(&vocab::NodeType::Product.class_iri());
    let page = id(&vocab::NodeType::Page.class_iri());
    tkg.docs
        .iter()
        .map(|d| {
            let class = if d.kind == DocKind::Page { page } else { product };
            let literal = store.id_of(&Literal::new_simple_literal(&d.id).into())?;
            store
                .match_ids(None, has_id, Some(literal))
                .map(|(s, _, _)| s)
                .find(|&s| store.match_ids(Some(s), rdf_type, class).next().is_some())
                .and_then(|s| match store.term_of(s) {
                    Some(Term::NamedNode(n)) => Some(n),
                    _ => None,
                })
        })
        .collect()
}

/// RDF for the TKG's chunks and entity→chunk links (vocabulary: [`TKG_PREDICATES`]).
fn tkg_triples(store: &Store, tkg: &Tkg, report: &mut ExportReport) -> Vec<Triple> {
    let p = |local: &str| NamedNode::new_unchecked(vocab::predicate(local));
    let base = &tkg.instance_base;
    let chunk_iri = |i: usize| NamedNode::new_unchecked(format!("{base}{CHUNK_SEGMENT}/{i}"));
    let class = NamedNode::new_unchecked(format!("{}{TKG_CHUNK_CLASS}", vocab::SKGT));
    let rdf_type = NamedNode::new_unchecked(vocab::RDF_TYPE);
    let docs = doc_nodes(store, tkg);
    let mut out = Vec::new();
    for (i, c) in tkg.chunks.iter().enumerate() {
        let s = chunk_iri(i);
        out.push(Triple::new(s.clone(), rdf_type.clone(), class.clone()));
        out.push(Triple::new(s.clone(), p("chunkIndex"), Literal::from(i as i64)));
        out.push(Triple::new(s.clone(), p("chunkText"), Literal::new_simple_literal(&c.text)));
        out.push(Triple::new(s.clone(), p("chunkStart"), Literal::from(i64::from(c.start))));
        out.push(Triple::new(s.clone(), p("chunkEnd"), Literal::from(i64::from(c.end))));
        if !c.headings.is_empty() {
            out.push(Triple::new(s.clone(), p("headingPath"), Literal::new_simple_literal(c.headings.join(" > "))));
        }
        match docs.get(c.doc as usize).cloned().flatten() {
            Some(node) => out.push(Triple::new(s, p("chunkOf"), node)),
            None => report.chunks_without_source += 1,
        }
        report.chunks += 1;
    }
    for e in &tkg.entities {
        let s = NamedNode::new_unchecked(tkg.entity_iri(e));
        for link in &e.links {
            out.push(Triple::new(s.clone(), p("mentionedIn"), chunk_iri(link.chunk as usize)));
            report.links += 1;
        }
    }
    out
}

/// Why an RDF file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum RdfReadError {
    /// The file cannot be opened or read.
    #[error("cannot read {path}: {message}")]
    Io {
        /// File.
        path: String,
        /// Cause.
        message: String,
    },
    /// The extension does not name a known RDF syntax.
    #[error("{path}: unknown RDF syntax; use a file ending in .nt, .nq, .ttl, .trig, .rdf or .n3")]
    UnknownFormat {
        /// File.
        path: String,
    },
    /// A syntax error, with its position (1-based line and column).
    #[error("{path}:{line}:{column}: RDF syntax error: {message}")]
    Syntax {
        /// File.
        path: String,
        /// Line, from 1.
        line: u64,
        /// Column (code points), from 1.
        column: u64,
        /// What is wrong.
        message: String,
    },
    /// A quad in a named graph: bundles hold one (default) graph.
    #[error(
        "{path}: {count} quad(s) are in named graphs (first: {first}); a bundle holds only the default graph — \
         put the data in the default graph (N-Triples/Turtle) or pass --rdf-merge-graphs to load every graph into it"
    )]
    NamedGraph {
        /// File.
        path: String,
        /// Quads in named graphs.
        count: usize,
        /// First named graph.
        first: String,
    },
}

/// Reads an RDF file (syntax from its extension) as triples of its default graph, streaming;
/// quads in named graphs are an error (with their count) unless `merge_graphs`, which loads them
/// into the default graph. Relative IRIs resolve against the file's `file://` URL.
pub fn read_rdf(path: &Path, merge_graphs: bool) -> Result<Vec<Triple>, RdfReadError> {
    let shown = path.display().to_string();
    let format = path
        .extension()
        .and_then(|e| e.to_str())
        .and_then(RdfFormat::from_extension)
        .ok_or_else(|| RdfReadError::UnknownFormat { path: shown.clone() })?;
    let file =
        std::fs::File::open(path).map_err(|e| RdfReadError::Io { path: shown.clone(), message: e.to_string() })?;
    let base = std::fs::canonicalize(path).ok().map(|p| format!("file://{}", p.display()));
    read_rdf_from(BufReader::new(file), format, &shown, base.as_deref(), merge_graphs)
}

/// [`read_rdf`] over any reader, with the syntax given; `shown` names the input in errors and
/// `base_iri` resolves relative IRIs.
pub fn read_rdf_from(
    reader: impl Read,
    format: RdfFormat,
    shown: &str,
    base_iri: Option<&str>,
    merge_graphs: bool,
) -> Result<Vec<Triple>, RdfReadError> {
    let mut parser = RdfParser::from_format(format);
    if let Some(base) = base_iri {
        parser = parser.clone().with_base_iri(base).unwrap_or(parser);
    }
    let mut triples = Vec::new();
    let (mut named, mut first) = (0usize, None);
    for quad in parser.for_reader(reader) {
        let quad = quad.map_err(|e| match e {
            RdfParseError::Syntax(e) => {
                let start = e.location().map(|r| r.start);
                RdfReadError::Syntax {
                    path: shown.to_owned(),
                    line: start.map_or(0, |p| p.line + 1),
                    column: start.map_or(0, |p| p.column + 1),
                    message: syntax_message(&e.to_string()),
                }
            }
            RdfParseError::Io(e) => RdfReadError::Io { path: shown.to_owned(), message: e.to_string() },
        })?;
        if !quad.graph_name.is_default_graph() && !merge_graphs {
            named += 1;
            first.get_or_insert_with(|| quad.graph_name.to_string());
            continue;
        }
        triples.push(Triple::new(quad.subject, quad.predicate, quad.object));
    }
    if named > 0 {
        return Err(RdfReadError::NamedGraph {
            path: shown.to_owned(),
            count: named,
            first: first.unwrap_or_default(),
        });
    }
    Ok(triples)
}

/// The parser's message without its own "Parser error at line … column …: " prefix (the error
/// states the position once, as `file:line:column`).
fn syntax_message(text: &str) -> String {
    match text.strip_prefix("Parser error ").and_then(|rest| rest.split_once(": ")) {
        Some((_, message)) => message.to_owned(),
        None => text.to_owned(),
    }
}

/// What `build --rdf` did.
#[derive(Debug, Clone, Serialize)]
pub struct RdfBuildReport {
    /// Triples read (before duplicates were merged).
    pub triples_read: usize,
    /// Triples in the bundle.
    pub triples: usize,
    /// Distinct terms.
    pub terms: usize,
    /// Distinct predicates.
    pub predicates: usize,
    /// Bundle size in bytes.
    pub bundle_bytes: usize,
}

/// Builds bundle bytes whose SKG is exactly `triples` (plus the compiler's lexicon derived from
/// them; no TKG, no encoder). `catalog_name` and `base_iri` set the manifest's instance base,
/// i.e. the predeclared SPARQL prefixes.
pub fn build_from_rdf(
    triples: &[Triple],
    catalog_name: &str,
    base_iri: &str,
    source_digest: u64,
) -> Result<(Vec<u8>, RdfBuildReport), BuildError> {
    let instance_base = vocab::instance_base(base_iri, catalog_name);
    let manifest = Manifest {
        format: FORMAT_NAME.into(),
        schema_version: store::SCHEMA_VERSION,
        engine_version: dualgraph_core::ENGINE_VERSION.into(),
        catalog: catalog_name.to_owned(),
        instance_base: instance_base.clone(),
        created_at: rfc3339_now(),
        source_digest: format!("{source_digest:016x}"),
        terms: 0,
        triples: 0,
        predicates: 0,
        build: BuildInfo {
            options: BuildOptionsInfo {
                base_iri: base_iri.to_owned(),
                skip_invalid: false,
                rules_dir: None,
                default_rules: false,
            },
            ..BuildInfo::default()
        },
    };
    let lexicon = crate::lexicon::build(triples.iter().map(Triple::as_ref), &instance_base);
    let sections = vec![(dualgraph_core::compiler::lexicon::SECTION.to_owned(), lexicon.to_bytes())];
    let bytes = store::write_bundle(triples, manifest, sections)?;
    // Load what was written (validates it) for the counts after duplicates were merged.
    let store = Store::from_bytes(bytes)
        .map_err(|e| BuildError::Io { path: "the written bundle".into(), message: e.to_string() })?;
    let m = store.manifest();
    let report = RdfBuildReport {
        triples_read: triples.len(),
        triples: m.triples as usize,
        terms: m.terms as usize,
        predicates: m.predicates as usize,
        bundle_bytes: store.bundle().bytes().len(),
    };
    Ok((store.bundle().bytes().to_vec(), report))
}

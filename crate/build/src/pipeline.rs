//! The build pipeline (native): catalog files → validated records → SKG triples → rules to a
//! fixpoint → bundle, written atomically (temp file + rename, so a failed build never leaves a
//! partial bundle).

use crate::catalog::{self, Catalog, ReadOptions, RecordError};
use crate::prose_facts;
use crate::rules::{self, Rule, RuleError, RulesReport};
use crate::triples::{self, SkgOptions, SkgReport};
use dualgraph_core::format::manifest::{BuildInfo, BuildOptionsInfo, FORMAT_NAME};
use dualgraph_core::skg::store::{self, Manifest, StoreWriteError};
use dualgraph_core::skg::vocab;
use dualgraph_core::vectors::encoder::{self, StaticEncoder};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// Options of `dualgraph build`.
#[derive(Debug, Clone)]
pub struct BuildOptions {
    /// Catalog name (defaults to the first input's file stem).
    pub catalog_name: String,
    /// Base IRI for instances (the catalog name is appended).
    pub base_iri: String,
    /// Skip invalid records instead of failing.
    pub skip_invalid: bool,
    /// Extra rule directory, applied after the default rules.
    pub rules_dir: Option<PathBuf>,
    /// Do not apply the default rules.
    pub no_default_rules: bool,
    /// Query encoder whose table goes into the bundle with the entity vectors it makes.
    pub encoder: EncoderChoice,
    /// Index over the entity vectors.
    pub vector_index: VectorIndexChoice,
    /// A thin bundle: lexicon, encoder and TKG but no SKG triples (the symbolic part then comes
    /// from a SPARQL endpoint loaded with `dualgraph export` of the full bundle).
    pub no_skg: bool,
    /// Which engine applies the rules (the results are the same).
    pub rules_engine: RulesEngine,
    /// The paged layout with pages of this size ([`dualgraph_core::format::pages`]), read
    /// lazily by HTTP Range requests; `None`: the whole layout.
    pub page_size: Option<u32>,
}

/// Which engine applies the enrichment rules.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum RulesEngine {
    /// Over the build's interned graph ([`crate::graph::Graph`]) with spareval.
    #[default]
    Graph,
    /// The former engine: oxigraph's in-memory `Store` (slower, ~10x the memory).
    Oxigraph,
}

/// Which index a build puts over the entity vectors.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum VectorIndexChoice {
    /// [`dualgraph_core::vectors::hnsw::use_hnsw`] decides from the number of vectors.
    #[default]
    Auto,
    /// Exact int8 scan only.
    Exact,
    /// Also an HNSW graph.
    Hnsw,
}

/// Which query encoder a build uses.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum EncoderChoice {
    /// The committed default table, [`DEFAULT_TABLE`].
    #[default]
    Default,
    /// A static table file (`.dgst`, from `dualgraph distill`).
    Table(PathBuf),
    /// No encoder: entity retrieval is BM25 only.
    None,
}

/// The default query encoder: a static table distilled from all-MiniLM-L6-v2
/// (`crate/assets/encoder.dgst`; provenance in `crate/assets/encoder.provenance.json`).
pub const DEFAULT_TABLE: &[u8] = include_bytes!("../assets/encoder.dgst");

/// Why a build failed.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    /// Reading an input failed.
    #[error("cannot read {path}: {message}")]
    Io {
        /// File.
        path: String,
        /// Cause.
        message: String,
    },
    /// An invalid record (file, line, field).
    #[error("{0}\n(use --skip-invalid to skip invalid records and report them)")]
    Record(#[from] RecordError),
    /// A rule failed.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// The graph does not fit the bundle format.
    #[error(transparent)]
    Store(#[from] StoreWriteError),
    /// The paged layout could not be written.
    #[error("--layout paged: {0}")]
    Layout(dualgraph_core::format::bundle::BundleError),
    /// The encoder table is invalid.
    #[error("encoder table {path}: {source}")]
    Encoder {
        /// Where the table came from.
        path: String,
        /// Cause.
        source: dualgraph_core::vectors::encoder::EncoderError,
    },
    /// Entity extraction for the textual knowledge graph failed.
    #[error(transparent)]
    Tkg(#[from] crate::extract::ExtractError),
    /// The LLM prose-fact reader failed (its cache could not be written).
    #[error("LLM prose facts: {0}")]
    ProseFacts(String),
    /// Nothing to build.
    #[error("the catalog has no valid product records")]
    Empty,
}

/// Everything the build did, printed as the build summary and stored in the manifest.
#[derive(Debug, Clone, Serialize)]
pub struct BuildReport {
    /// Records read and skipped.
    pub catalog: catalog::ReadReport,
    /// SKG generation counts.
    pub skg: SkgReport,
    /// Rules applied.
    pub rules: RulesReport,
    /// Textual knowledge graph (chunks, entities, alignment, section sizes).
    pub tkg: dualgraph_core::tkg::TkgReport,
    /// What the LLM prose-fact reader did (`--llm-prose-facts`; `None`: offline facts only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prose_llm: Option<crate::llm_prose_facts::ProseFactsReport>,
    /// Entries whose least frequent categorical values the question vocabulary left out (entry,
    /// values left out): still in the graph, but not matched by name in questions.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub vocabulary_left_out: Vec<(String, u32)>,
    /// Bundle size in bytes.
    pub bundle_bytes: usize,
    /// Milliseconds per stage.
    pub timings_ms: Vec<(String, u128)>,
}

/// Stages reported to the progress callback.
pub const STAGES: [&str; 5] = ["read catalog", "build SKG", "apply rules", "encode bundle", "write bundle"];

/// The TKG's prose half: what [`crate::extract::extract`] makes and the entity vectors.
struct ProseHalf {
    extracted: crate::extract::Extracted,
    extract_ms: u128,
    /// The lexicon's common words of the products' names and texts.
    common_words: Vec<(String, u32)>,
    vectors: Option<EncodedEntities>,
}

/// Entity vectors and the encoder table they were made with.
struct EncodedEntities {
    section: Vec<u8>,
    table: Vec<u8>,
    identity: encoder::EncoderIdentity,
    hnsw: bool,
    encode_ms: u128,
}

/// Chunks, entities and entity vectors (with `table`, the encoder's `(path, bytes)`), none of
/// which reads the SKG; extraction progress goes to `progress` (done, total). The catalog is
/// freed here once read (its last reader), while the rules still run.
fn prose_half(
    catalog: Catalog,
    gazetteer: &crate::extract::Gazetteer,
    extractor: &dyn crate::extract::Extractor,
    options: &crate::extract::TkgOptions,
    table: Option<(String, Vec<u8>)>,
    vector_index: VectorIndexChoice,
    progress: &[AtomicUsize; 2],
) -> Result<ProseHalf, BuildError> {
    let clock = Instant::now();
    let extracted = crate::extract::extract(&catalog, gazetteer, extractor, options, &mut |done, total| {
        progress[1].store(total, Ordering::Relaxed);
        progress[0].store(done, Ordering::Relaxed);
    })?;
    let extract_ms = clock.elapsed().as_millis();
    let common_words =
        crate::lexicon::common_words(catalog.products.iter().map(|p| (p.name.as_str(), p.text.as_deref())));
    drop(catalog);
    let Some((path, table)) = table else {
        return Ok(ProseHalf { extracted, extract_ms, common_words, vectors: None });
    };
    let clock = Instant::now();
    let encoder = StaticEncoder::from_bytes(encoder::TABLE_SECTION, &table)
        .map_err(|source| BuildError::Encoder { path, source })?;
    let texts = extracted.entity_texts();
    let hnsw = match vector_index {
        VectorIndexChoice::Auto => dualgraph_core::vectors::hnsw::use_hnsw(texts.len()),
        VectorIndexChoice::Exact => false,
        VectorIndexChoice::Hnsw => true,
    };
    // The HNSW graph (≥ 100k vectors) on every core: it shares them with the rules while they
    // run and has them all afterwards. Its neighbour lists are the one part of a build that may
    // differ from run to run (same quality; one thread gives the same bytes every time).
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let section =
        dualgraph_core::vectors::entity_vectors::EntityVectors::build_on(&encoder, &texts, hnsw.then_some(threads))
            .to_bytes();
    let identity = encoder.identity();
    drop(encoder);
    let encode_ms = clock.elapsed().as_millis();
    Ok(ProseHalf {
        extracted,
        extract_ms,
        common_words,
        vectors: Some(EncodedEntities { section, table, identity, hnsw, encode_ms }),
    })
}

/// Builds a bundle from catalog files and writes it to `output` atomically.
pub fn build_to_file(
    inputs: &[PathBuf],
    output: &Path,
    options: &BuildOptions,
    on_stage: &mut dyn FnMut(&str),
) -> Result<BuildReport, BuildError> {
    let sources = read_sources(inputs)?;
    let (built, report) =
        build_with_extractors(sources, options, &crate::extract::OfflineExtractor, None, on_stage, &mut |_, _| {})?;
    on_stage(STAGES[4]);
    built.write_atomic(output)?;
    Ok(report)
}

/// Reads catalog files as `(name, bytes)` sources.
pub fn read_sources(inputs: &[PathBuf]) -> Result<Vec<(String, Vec<u8>)>, BuildError> {
    let mut sources = Vec::new();
    for path in inputs {
        let bytes = std::fs::read(path)
            .map_err(|e| BuildError::Io { path: path.display().to_string(), message: e.to_string() })?;
        sources.push((path.display().to_string(), bytes));
    }
    Ok(sources)
}

/// Writes bundle bytes to `output` through a temporary file and a rename, so a failed or
/// interrupted build never leaves a partial bundle.
pub fn write_atomic(output: &Path, bytes: &[u8]) -> Result<(), BuildError> {
    let tmp = output.with_extension("dgb.tmp");
    let write = || -> std::io::Result<()> {
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(&tmp, output)
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        BuildError::Io { path: output.display().to_string(), message: e.to_string() }
    })
}

/// Builds bundle bytes from in-memory sources `(file name, bytes)` with the offline extractor.
pub fn build(
    sources: &[(String, Vec<u8>)],
    options: &BuildOptions,
    on_stage: &mut dyn FnMut(&str),
) -> Result<(Vec<u8>, BuildReport), BuildError> {
    build_with_extractor(sources, options, &crate::extract::OfflineExtractor, on_stage, &mut |_, _| {})
}

/// Builds bundle bytes with a given TKG entity extractor; `on_extract(done, total)` reports
/// extraction progress per chunk.
pub fn build_with_extractor(
    sources: &[(String, Vec<u8>)],
    options: &BuildOptions,
    extractor: &dyn crate::extract::Extractor,
    on_stage: &mut dyn FnMut(&str),
    on_extract: &mut dyn FnMut(usize, usize),
) -> Result<(Vec<u8>, BuildReport), BuildError> {
    let (built, report) = build_with_extractors(sources.to_vec(), options, extractor, None, on_stage, on_extract)?;
    Ok((built.into_bytes(), report))
}

/// A built bundle: its sections, serialized as they are written out (the whole bundle is
/// never a second time in memory: ~0.6 GB at 100k products), or the bytes of a paged layout.
pub enum Built {
    /// The sections of a whole-file bundle.
    Sections(dualgraph_core::format::bundle::BundleWriter),
    /// Finished bundle bytes.
    Bytes(Vec<u8>),
}

impl Built {
    /// The bundle's length in bytes.
    pub fn len(&self) -> usize {
        match self {
            Built::Sections(w) => w.len(),
            Built::Bytes(b) => b.len(),
        }
    }

    /// True for a bundle of no bytes (never, for a built one).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bundle's bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        match self {
            Built::Sections(w) => w.into_bytes(),
            Built::Bytes(b) => b,
        }
    }

    /// Writes the bundle to `output` through a temporary file and a rename (as [`write_atomic`]),
    /// a section at a time.
    pub fn write_atomic(self, output: &Path) -> Result<(), BuildError> {
        match self {
            Built::Bytes(b) => write_atomic(output, &b),
            Built::Sections(w) => {
                let tmp = output.with_extension("dgb.tmp");
                let write = || -> std::io::Result<()> {
                    let mut file = std::io::BufWriter::new(std::fs::File::create(&tmp)?);
                    w.write_to(&mut file)?;
                    std::io::Write::flush(&mut file)?;
                    drop(file);
                    std::fs::rename(&tmp, output)
                };
                write().map_err(|e| {
                    let _ = std::fs::remove_file(&tmp);
                    BuildError::Io { path: output.display().to_string(), message: e.to_string() }
                })
            }
        }
    }
}

/// Builds bundle bytes with a given TKG entity extractor and, when given, the LLM prose-fact
/// reader, whose facts join the offline reading's before the catalog-wide filter. `sources` are
/// freed once read (at 100k products 0.3 GB that would otherwise stay alive through the build).
pub fn build_with_extractors(
    sources: Vec<(String, Vec<u8>)>,
    options: &BuildOptions,
    extractor: &dyn crate::extract::Extractor,
    prose_reader: Option<&crate::llm_prose_facts::LlmProseFacts>,
    on_stage: &mut dyn FnMut(&str),
    on_extract: &mut dyn FnMut(usize, usize),
) -> Result<(Built, BuildReport), BuildError> {
    let mut timings = Vec::new();
    let mut clock = Instant::now();
    let mut lap = |name: &str, timings: &mut Vec<(String, u128)>| {
        timings.push((name.to_owned(), clock.elapsed().as_millis()));
        clock = Instant::now();
    };

    on_stage(STAGES[0]);
    let mut catalog = Catalog::default();
    let mut digest = xxhash_rust::xxh3::Xxh3::new();
    for (name, bytes) in sources {
        digest.update(&bytes);
        catalog::read_jsonl(&mut catalog, &name, &bytes, ReadOptions { skip_invalid: options.skip_invalid })?;
    }
    catalog::finish(&mut catalog);
    if catalog.products.is_empty() {
        return Err(BuildError::Empty);
    }
    catalog.report.name_amounts = crate::name_amounts::add_rows(&mut catalog);
    catalog.report.text_counts = crate::text_counts::add_rows(&mut catalog);
    lap(STAGES[0], &mut timings);

    // Prose facts: the offline reading of each product's text, with the model's when asked
    // for; one catalog-wide filter for both.
    let texts: Vec<Option<&str>> = catalog.products.iter().map(|p| p.text.as_deref()).collect();
    let mut facts = prose_facts::read_each(&texts);
    let mut prose_llm = None;
    let mut added = Vec::new();
    if let Some(reader) = prose_reader {
        on_stage("LLM prose facts");
        let (report, a) = reader.add_to(&catalog.products, &mut facts).map_err(BuildError::ProseFacts)?;
        prose_llm = Some(report);
        added = a;
        lap("LLM prose facts", &mut timings);
    }
    let prose = prose_facts::catalog_filter(facts, &texts);
    if let Some(report) = &mut prose_llm {
        report.stated_kept =
            added.iter().zip(&prose.0).map(|(a, kept)| a.stated.intersection(&kept.stated).count()).sum();
    }

    on_stage(STAGES[1]);
    let instance_base = vocab::instance_base(&options.base_iri, &options.catalog_name);
    let (mut graph, skg_report) =
        triples::generate_graph(&catalog, &SkgOptions { instance_base: instance_base.clone() }, prose);
    // The spec rows are in the graph now; the TKG needs only their names (at 100k products × 40
    // rows they are ~0.6 GB that would otherwise stay alive through the rules).
    let gazetteer = crate::extract::Gazetteer::from_catalog(&catalog);
    catalog::drop_spec_rows(&mut catalog);
    lap(STAGES[1], &mut timings);

    on_stage(STAGES[2]);
    let mut rule_list: Vec<Rule> = if options.no_default_rules { Vec::new() } else { rules::default_rules() };
    if let Some(dir) = &options.rules_dir {
        rule_list.extend(rules::rules_from_dir(dir)?);
    }
    // The query encoder's table (entity vectors; it ships in the bundle).
    let table: Option<(String, Vec<u8>)> = match &options.encoder {
        EncoderChoice::Default => Some(("default table".into(), DEFAULT_TABLE.to_vec())),
        EncoderChoice::Table(path) => Some((
            path.display().to_string(),
            std::fs::read(path)
                .map_err(|e| BuildError::Io { path: path.display().to_string(), message: e.to_string() })?,
        )),
        EncoderChoice::None => None,
    };
    let tkg_options = crate::extract::TkgOptions::default();
    // The TKG's prose half (chunks, entities, their vectors) reads no SKG: it runs on a second
    // thread while the rules run on this one; its progress is relayed from here.
    let progress = [AtomicUsize::new(0), AtomicUsize::new(0)];
    // The catalog goes to the prose half, which frees it once read (at 100k products its names
    // and texts are ~0.15 GB that would otherwise stay alive through the rules).
    let catalog_report = std::mem::take(&mut catalog.report);
    let (rules_result, prose) = std::thread::scope(|scope| {
        let worker = scope
            .spawn(|| prose_half(catalog, &gazetteer, extractor, &tkg_options, table, options.vector_index, &progress));
        let relay = |on_extract: &mut dyn FnMut(usize, usize)| {
            let total = progress[1].load(Ordering::Relaxed);
            if total > 0 {
                on_extract(progress[0].load(Ordering::Relaxed), total);
            }
        };
        let on_rule = |round: usize, name: &str| {
            on_stage(&format!("{} (round {round}: {name})", STAGES[2]));
            relay(&mut *on_extract);
        };
        let rules_result = match options.rules_engine {
            RulesEngine::Graph => rules::apply_to_graph(&mut graph, &rule_list, &instance_base, on_rule),
            RulesEngine::Oxigraph => {
                rules::apply_with_oxigraph(graph.to_triples(), &rule_list, &instance_base, on_rule).map(
                    |(out, report)| {
                        graph = crate::graph::Graph::from_triples(out);
                        report
                    },
                )
            }
        };
        lap(STAGES[2], &mut timings);
        if !worker.is_finished() {
            on_stage("build TKG");
        }
        while !worker.is_finished() {
            relay(&mut *on_extract);
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        relay(&mut *on_extract);
        (rules_result, worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    });
    let mut rules_report = rules_result?;
    let prose = prose?;
    // Triples generated, repeats included (as the store-loading engine counts them).
    rules_report.triples_before = skg_report.triples;
    // No pattern lookups after the rules: the later stages read SPO only.
    graph.end_lookups();
    drop(gazetteer);

    // Textual knowledge graph: the extracted entities aligned with the enriched SKG, BM25.
    on_stage("build TKG");
    let common_words = prose.common_words;
    let (tkg, mut tkg_report) = crate::extract::align(prose.extracted, graph.iter(), &instance_base, &tkg_options);
    let mut tkg_sections = tkg.to_sections();
    timings.push(("extract TKG".to_owned(), prose.extract_ms));
    lap("build TKG", &mut timings);
    let mut encoder_identity = None;
    if let Some(v) = prose.vectors {
        tkg_report.vector_index = Some(if v.hnsw { "hnsw" } else { "exact" }.to_owned());
        tkg_sections.push((dualgraph_core::vectors::entity_vectors::VECTORS_SECTION.to_owned(), v.section));
        tkg_sections.push((encoder::TABLE_SECTION.to_owned(), v.table));
        tkg_report.encoder = Some(v.identity.id.clone());
        encoder_identity = Some(v.identity);
        timings.push(("encode entities".to_owned(), v.encode_ms));
    }
    tkg_report.section_bytes = tkg_sections.iter().map(|(n, b)| (n.clone(), b.len())).collect();

    on_stage(STAGES[3]);
    let mut report = BuildReport {
        catalog: catalog_report,
        skg: skg_report,
        rules: rules_report,
        tkg: tkg_report,
        prose_llm,
        vocabulary_left_out: Vec::new(),
        bundle_bytes: 0,
        timings_ms: timings.clone(),
    };
    let manifest = Manifest {
        format: FORMAT_NAME.into(),
        schema_version: store::SCHEMA_VERSION,
        engine_version: dualgraph_core::ENGINE_VERSION.into(),
        catalog: options.catalog_name.clone(),
        instance_base,
        created_at: rfc3339_now(),
        source_digest: format!("{:016x}", digest.digest()),
        terms: 0,
        triples: 0,
        predicates: 0,
        build: BuildInfo {
            options: BuildOptionsInfo {
                base_iri: options.base_iri.clone(),
                skip_invalid: options.skip_invalid,
                rules_dir: options.rules_dir.as_ref().map(|d| d.display().to_string()),
                default_rules: !options.no_default_rules,
            },
            products: report.skg.products,
            pages: report.skg.pages,
            categories: report.skg.categories,
            ranges: report.skg.ranges,
            spec_rows: report.skg.spec_rows,
            skipped_records: report.catalog.skipped_records.len(),
            rules: report.rules.clone(),
            tkg: report.tkg.clone(),
            encoder: encoder_identity,
            no_skg: options.no_skg,
            skg_triples: 0,
            prose_facts: report.prose_llm.as_ref().map(|r| r.extractor.clone()),
        },
    };
    let mut lexicon = crate::lexicon::build_from_graph(&graph, &manifest.instance_base);
    lexicon.dot_groups = !report.skg.dot_grouping_entries.is_empty();
    report.vocabulary_left_out =
        lexicon.entries.iter().filter(|e| e.values_left_out > 0).map(|e| (e.name.clone(), e.values_left_out)).collect();
    lexicon.prose_terms = crate::lexicon::prose_terms(graph.iter(), "statesTerm");
    lexicon.prose_denied_terms = crate::lexicon::prose_terms(graph.iter(), "deniesTerm");
    lexicon.prose_common_terms = report.skg.prose_common_terms.clone();
    lexicon.common_words = common_words;
    // The TKG is in the graph and the sections now: free it before the bundle writer's peak.
    let mut sections = vec![(dualgraph_core::compiler::lexicon::SECTION.to_owned(), lexicon.to_bytes())];
    drop(lexicon);
    sections.extend(tkg_sections);
    for t in tkg.triples() {
        graph.add(t);
    }
    drop(tkg);
    graph.freeze();
    let mut manifest = manifest;
    manifest.build.skg_triples = graph.len();
    let triples: &[crate::graph::Ids] = if options.no_skg { &[] } else { graph.ids() };
    let encoded = store::encode_interned(graph.term_count(), |id| graph.term_key(id), triples)?;
    // The writer's sorts and sections no longer share memory with the build graph.
    drop(graph);
    let writer = encoded.sections(manifest, sections)?;
    let built = match options.page_size {
        Some(page_size) => {
            let whole =
                dualgraph_core::format::bundle::Bundle::from_bytes(writer.into_bytes()).map_err(BuildError::Layout)?;
            Built::Bytes(dualgraph_core::format::paged_layout::paginate(&whole, page_size).map_err(BuildError::Layout)?)
        }
        None => Built::Sections(writer),
    };
    lap(STAGES[3], &mut timings);
    report.timings_ms = timings;
    report.bundle_bytes = built.len();
    Ok((built, report))
}

/// Current UTC time as RFC 3339 (`2026-11-30T08:26:52Z`).
pub fn rfc3339_now() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

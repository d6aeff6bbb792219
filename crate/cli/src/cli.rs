//! The CLI proper: thin layer over the library (arguments, progress bars,
//! output formats).

use anyhow::{bail, Context, Result};
use clap::{Parser, Subcommand};
use dualgraph_build::pipeline::{self, BuildOptions, BuildReport};
use dualgraph_core::skg::lazy;
use dualgraph_core::skg::sparql::{self, QueryLimits};
use dualgraph_core::skg::store::Store;
use dualgraph_core::skg::symbolic::SymbolicStore;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::time::Duration;

/// The demo catalog embedded in the binary (`examples/demo/catalog.jsonl`).
const DEMO_CATALOG: &str = include_str!("../../../examples/demo/catalog.jsonl");

#[derive(Parser)]
#[command(
    name = "dualgraph",
    version,
    about = "Question answering over product catalogs: build and query DualGraph bundles"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build a bundle from catalog JSON Lines files (no input: the embedded demo catalog), or
    /// from a shop export / feed / pages with --from (see `dualgraph import`).
    Build {
        /// Catalog files (JSON Lines: product and page records), or the inputs of --from.
        #[arg(conflicts_with = "rdf")]
        inputs: Vec<PathBuf>,
        /// Import the inputs from this format first (as `dualgraph import --from` does).
        #[arg(long, value_parser = crate::import::FORMATS, conflicts_with = "rdf")]
        from: Option<String>,
        #[command(flatten)]
        import: crate::import::ImportFlags,
        /// Build from an RDF file instead (.nt, .nq, .ttl, .trig, .rdf): the bundle's SKG is exactly
        /// that graph (default graph only), so SPARQL runs over it; no TKG, no encoder.
        #[arg(long)]
        rdf: Option<PathBuf>,
        /// With --rdf: load quads of named graphs into the default graph instead of refusing them.
        #[arg(long, requires = "rdf")]
        rdf_merge_graphs: bool,
        /// With --rdf: `schema.org` maps the graph's schema.org product data (Product,
        /// ProductGroup, Offer, PropertyValue) to catalog records and builds as from a catalog
        /// (specs, prose, TKG, rules) instead of taking the graph as it is; what the mapping does
        /// not read is reported. A `.rq` file (SPARQL UPDATE) is run on the graph first, to turn
        /// another vocabulary into schema.org, then the schema.org mapping.
        #[arg(long, requires = "rdf")]
        rdf_mapping: Option<String>,
        /// Output bundle path.
        #[arg(short, long, default_value = "catalog.dgb")]
        output: PathBuf,
        /// Catalog name (default: first input's file stem, or "demo").
        #[arg(long)]
        name: Option<String>,
        /// Base IRI for instance nodes (the catalog name is appended).
        #[arg(long, default_value = dualgraph_core::skg::vocab::DEFAULT_BASE)]
        base: String,
        /// Skip invalid records (each is reported with file, line and field) instead of failing.
        #[arg(long)]
        skip_invalid: bool,
        /// Directory of extra SPARQL UPDATE rules (*.rq), applied after the defaults.
        #[arg(long)]
        rules: Option<PathBuf>,
        /// Do not apply the default enrichment rules.
        #[arg(long)]
        no_default_rules: bool,
        /// Query encoder table (.dgst from `dualgraph distill`) instead of the built-in default.
        #[arg(long, conflicts_with = "no_encoder")]
        encoder: Option<PathBuf>,
        /// No query encoder and no entity vectors (entity retrieval by BM25 only; smaller bundle).
        #[arg(long)]
        no_encoder: bool,
        /// Index over the entity vectors: auto (HNSW from hnsw::HNSW_MIN_VECTORS), exact, hnsw.
        #[arg(long, default_value = "auto", value_parser = ["auto", "exact", "hnsw"])]
        vector_index: String,
        /// A thin bundle: lexicon, encoder and prose graph (TKG) but no SKG triples. SPARQL
        /// questions then need `ask --sparql-endpoint` (or the engine's `sparqlEndpoint`) at a
        /// server loaded with `dualgraph export` of the full bundle.
        #[arg(long, conflicts_with = "rdf")]
        no_skg: bool,
        /// Bundle layout: `whole` (loaded at once) or `paged` (hot sections first and a checksum
        /// per page, so a page or Worker can read it lazily by HTTP Range requests from any
        /// static host; it still loads whole too).
        #[arg(long, default_value = "whole", value_parser = ["whole", "paged"])]
        layout: String,
        /// Page size of `--layout paged`, in bytes (a power of two, 4096..=32768).
        #[arg(long, default_value_t = dualgraph_core::format::pages::DEFAULT_PAGE_SIZE)]
        page_size: u32,
        /// Rule engine: `graph` (the build graph, default) or `oxigraph` (the former engine, kept
        /// to compare results and speed; scripts/bench_build).
        #[arg(long, default_value = "graph", value_parser = ["graph", "oxigraph"], hide = true)]
        rules_engine: String,
        /// Print the build report as JSON on stdout.
        #[arg(long)]
        json: bool,
        /// Extract TKG entities with this LLM (OpenAI-compatible) instead of the offline extractor.
        #[command(flatten)]
        llm: crate::ask::LlmArgs,
        /// Cache of LLM extraction replies (a rebuild with the same chunks, model and prompt costs no tokens).
        #[arg(long, default_value = ".dualgraph-cache/extract")]
        extract_cache: PathBuf,
        /// Concurrent LLM extraction requests.
        #[arg(long, default_value_t = 4)]
        extract_concurrency: usize,
        /// With an LLM: also ask it, once per product text, for the features the text states or
        /// denies; they join the offline prose facts (skg:statesTerm / skg:deniesTerm), each
        /// checked against the text (cached in --extract-cache).
        #[arg(long)]
        llm_prose_facts: bool,
    },
    /// Import a Shopify / WooCommerce / generic CSV export, a Merchant Center feed, or schema.org
    /// JSON-LD pages (a folder or a sitemap URL) into catalog JSON Lines, with a report of what
    /// was imported and what was skipped (file, line/record, field, reason).
    Import {
        /// Input format.
        #[arg(long, value_parser = crate::import::FORMATS)]
        from: String,
        /// Input files (jsonld: pages, folders of pages, or a sitemap URL).
        #[arg(required = true)]
        inputs: Vec<String>,
        /// Output catalog (JSON Lines).
        #[arg(short, long)]
        output: PathBuf,
        /// Print the report as JSON on stdout.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        flags: crate::import::ImportFlags,
    },
    /// Export a bundle's graph as RDF (the SKG store, plus the TKG's chunks and entity→chunk links).
    Export {
        /// Bundle file.
        bundle: PathBuf,
        /// RDF syntax: nt (N-Triples), nq (N-Quads: TKG triples in the named graph <{base}graph/tkg>), ttl (Turtle).
        #[arg(long, default_value = "nt", value_parser = ["nt", "nq", "ttl"])]
        format: String,
        /// Output file (default: stdout).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Only the store's triples (no chunks, no entity→chunk links).
        #[arg(long)]
        skg_only: bool,
    },
    /// Run a read-only SPARQL query against a bundle (query text, `@file`, or `-` for stdin).
    Sparql {
        /// Bundle file.
        bundle: PathBuf,
        /// SPARQL query; the bundle prefixes (skg:, skgt:, product:, entry:, …) are predeclared.
        query: String,
        /// Machine-readable JSON output (the engine's positional {vars, rows} shape).
        #[arg(long, conflicts_with = "format")]
        json: bool,
        /// W3C results format: json (SPARQL 1.1 Query Results JSON), xml, csv or tsv;
        /// CONSTRUCT/DESCRIBE print N-Triples.
        #[arg(long, value_parser = ["json", "xml", "csv", "tsv"])]
        format: Option<String>,
        /// Maximum rows returned.
        #[arg(long, default_value_t = 10_000)]
        max_rows: usize,
        /// Time limit in milliseconds.
        #[arg(long, default_value_t = 10_000)]
        timeout_ms: u64,
    },
    /// Compile a question to constraints and SPARQL without any LLM (and optionally run it).
    Compile {
        /// Bundle file.
        bundle: PathBuf,
        /// The question, in plain English.
        question: String,
        /// Machine-readable JSON output (`compiled`, and `answer` with --run).
        #[arg(long)]
        json: bool,
        /// Run the compiled query and print the answer.
        #[arg(long)]
        run: bool,
    },
    /// Search the bundle's prose (textual knowledge graph): entities, then the chunks they point to.
    Search {
        /// Bundle file.
        bundle: PathBuf,
        /// The question or keywords, or `@FILE`: a JSON array of questions (strings, or objects
        /// with a "question" field), answered in order (with --json: an array of results).
        text: String,
        /// Machine-readable JSON output (entities, chunks with provenance, context).
        #[arg(long)]
        json: bool,
        /// Number of chunks returned.
        #[arg(short, default_value_t = 5)]
        k: usize,
        /// Number of entities that vote for chunks.
        #[arg(long, default_value_t = 10)]
        entities: usize,
        /// Character budget of the assembled context.
        #[arg(long, default_value_t = 2000)]
        budget: usize,
        /// Rank chunks by plain BM25 instead of entity votes (baseline).
        #[arg(long, conflicts_with = "hybrid")]
        chunks_only: bool,
        /// Fuse the entity-vote ranking with the chunk BM25 ranking (reciprocal rank).
        #[arg(long)]
        hybrid: bool,
        /// Rank constant c of the entity vote weight 1 / (c + rank).
        #[arg(long, default_value_t = 1.0)]
        rank_constant: f32,
        /// How entities are scored: hybrid (BM25 + vectors, fused by reciprocal rank), bm25, vector.
        #[arg(long, default_value = "hybrid", value_parser = ["hybrid", "bm25", "vector"])]
        entities_by: String,
        /// Print the assembled context.
        #[arg(long)]
        context: bool,
    },
    /// Answer a question: route, retrieve (compiler, generated SPARQL, passages) and, with an
    /// LLM (--llm-url/--model or DUALGRAPH_LLM_URL/DUALGRAPH_LLM_MODEL), write a grounded answer.
    Ask(crate::ask::AskArgs),
    /// Evaluate strategies and baselines on a question set (SpecsQA format): list-match F1,
    /// tokens, latency; JSON, Markdown and HTML reports; resumable; optional regression gate.
    Eval(crate::eval::EvalArgs),
    /// Embed texts with the bundle's query encoder (prints JSON: identity and one vector per text).
    Embed {
        /// Bundle file.
        bundle: PathBuf,
        /// Texts to embed (`@FILE`: a JSON array of strings).
        texts: Vec<String>,
    },
    /// Show a bundle's manifest, sections and graph statistics.
    Inspect {
        /// Bundle file.
        bundle: PathBuf,
        /// Machine-readable JSON output.
        #[arg(long)]
        json: bool,
    },
    /// Distill a static token table (the query encoder) from a sentence-transformer directory
    /// (config.json, model.safetensors, vocab.txt or tokenizer.json). Needs the `distill` feature.
    Distill {
        /// Model directory.
        model_dir: PathBuf,
        /// Output table (.dgst).
        #[arg(short, long)]
        output: PathBuf,
        /// Output dimensions (PCA).
        #[arg(long, default_value_t = 256)]
        dims: usize,
        /// SIF weighting parameter a.
        #[arg(long, default_value_t = 1e-3)]
        sif_a: f64,
        /// Model name recorded in the provenance (default: the directory name).
        #[arg(long)]
        model_name: Option<String>,
    },
    /// Write a generated catalog: the demo catalog, its questions, or a synthetic one for benchmarks.
    Synth {
        /// Write the demo catalog (default when no --products).
        #[arg(long)]
        demo: bool,
        /// Write the demo questions (SpecsQA questions.json format) instead of a catalog.
        #[arg(long)]
        questions: bool,
        /// Number of synthetic products.
        #[arg(long)]
        products: Option<usize>,
        /// Spec rows per synthetic product.
        #[arg(long, default_value_t = 40)]
        spec_rows: usize,
        /// Random seed for synthetic catalogs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Output file (default: stdout).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

pub fn main() {
    // Like other Unix tools, end quietly when the reader of stdout goes away (`… | head`):
    // Rust ignores SIGPIPE, so every `println!` after that would panic.
    sigpipe::reset();
    if let Err(e) = run(Cli::parse()) {
        if e.downcast_ref::<crate::ask::Stopped>().is_some() {
            std::process::exit(crate::ask::Stopped::EXIT_CODE); // already reported
        }
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Import { from, inputs, output, json, flags } => {
            crate::import::run(&from, &inputs, &output, json, &flags)?;
        }
        Command::Build { rdf: Some(rdf), rdf_mapping: None, rdf_merge_graphs, output, name, base, json, .. } => {
            build_rdf(&rdf, rdf_merge_graphs, &output, name, &base, json)?
        }
        Command::Export { bundle, format, output, skg_only } => export(&bundle, &format, output, skg_only)?,
        Command::Build {
            inputs,
            from,
            mut import,
            rdf,
            rdf_mapping,
            rdf_merge_graphs,
            output,
            name,
            base,
            skip_invalid,
            rules,
            no_default_rules,
            json,
            llm,
            extract_cache,
            extract_concurrency,
            llm_prose_facts,
            encoder,
            no_encoder,
            vector_index,
            no_skg,
            rules_engine,
            layout,
            page_size,
            ..
        } => {
            // `--rdf FILE --rdf-mapping schema.org`: the graph is imported as schema.org product
            // data (`import --from rdf`) and built as a catalog.
            let (inputs, from) = match (rdf, rdf_mapping) {
                (Some(rdf), Some(mapping)) => {
                    import.rdf_merge_graphs = rdf_merge_graphs;
                    if mapping.ends_with(".rq") {
                        if !std::path::Path::new(&mapping).is_file() {
                            bail!("--rdf-mapping {mapping}: no such SPARQL UPDATE file");
                        }
                        import.rdf_rules = Some(PathBuf::from(mapping));
                    } else if mapping != "schema.org" {
                        bail!(
                            "--rdf-mapping {mapping:?}: expected `schema.org` or a SPARQL UPDATE file (.rq) \
                             that turns the graph into schema.org"
                        );
                    }
                    (vec![rdf], Some("rdf".to_owned()))
                }
                _ => (inputs, from),
            };
            let catalog_name = name.unwrap_or_else(|| {
                inputs
                    .first()
                    .and_then(|p| p.file_stem())
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "demo".into())
            });
            let encoder = match (encoder, no_encoder) {
                (_, true) => pipeline::EncoderChoice::None,
                (Some(path), _) => pipeline::EncoderChoice::Table(path),
                _ => pipeline::EncoderChoice::Default,
            };
            let options = BuildOptions {
                catalog_name,
                base_iri: base,
                skip_invalid,
                rules_dir: rules,
                no_default_rules,
                encoder,
                vector_index: match vector_index.as_str() {
                    "exact" => pipeline::VectorIndexChoice::Exact,
                    "hnsw" => pipeline::VectorIndexChoice::Hnsw,
                    _ => pipeline::VectorIndexChoice::Auto,
                },
                no_skg,
                page_size: (layout == "paged").then_some(page_size),
                rules_engine: if rules_engine == "oxigraph" {
                    pipeline::RulesEngine::Oxigraph
                } else {
                    pipeline::RulesEngine::Graph
                },
            };
            let sources = if let Some(from) = &from {
                if inputs.is_empty() {
                    bail!("--from {from} needs input files");
                }
                let inputs: Vec<String> = inputs.iter().map(|p| p.display().to_string()).collect();
                let bytes = crate::import::to_memory(from, &inputs, &import)?;
                vec![(format!("{} (imported from {from})", inputs[0]), bytes)]
            } else if inputs.is_empty() {
                vec![("examples/demo/catalog.jsonl (embedded)".to_owned(), DEMO_CATALOG.as_bytes().to_vec())]
            } else {
                pipeline::read_sources(&inputs)?
            };
            let llm_config = llm.config()?;
            let prose_reader = match (&llm_config, llm_prose_facts) {
                (None, true) => bail!(
                    "--llm-prose-facts needs an LLM: give --llm-url and --model (or DUALGRAPH_LLM_URL / DUALGRAPH_LLM_MODEL)"
                ),
                (Some(c), true) => Some(dualgraph_build::llm_prose_facts::LlmProseFacts::new(
                    c.clone(),
                    Some(extract_cache.clone()),
                    extract_concurrency,
                )),
                _ => None,
            };
            let llm_extractor = llm_config.map(|c| {
                dualgraph_build::llm_extractor::LlmExtractor::new(c, Some(extract_cache), extract_concurrency)
            });
            let extractor: &dyn dualgraph_build::extract::Extractor = match &llm_extractor {
                Some(x) => x,
                None => &dualgraph_build::extract::OfflineExtractor,
            };
            let bar = spinner();
            let chunks_bar = ProgressBar::hidden().with_style(bar_style());
            // The live line shows the stage (and the rule running); each finished stage leaves
            // a line with its time.
            let mut current: (String, std::time::Instant) = (String::new(), std::time::Instant::now());
            let mut on_stage = |stage: &str| {
                let base = stage.split(" (").next().unwrap_or(stage);
                if current.0 != base {
                    if !current.0.is_empty() {
                        bar.println(format!(
                            "  {:<16} {:>7.2} s{}",
                            current.0,
                            current.1.elapsed().as_secs_f64(),
                            memory_note()
                        ));
                    }
                    current = (base.to_owned(), std::time::Instant::now());
                }
                bar.set_message(stage.to_owned());
            };
            let mut on_extract = |done: usize, total: usize| {
                if llm_extractor.is_some() {
                    if chunks_bar.is_hidden() {
                        chunks_bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
                    }
                    chunks_bar.set_length(total as u64);
                    chunks_bar.set_position(done as u64);
                }
            };
            let (built, report) = pipeline::build_with_extractors(
                sources,
                &options,
                extractor,
                prose_reader.as_ref(),
                &mut on_stage,
                &mut on_extract,
            )?;
            bar.println(format!("  {:<16} {:>7.2} s{}", current.0, current.1.elapsed().as_secs_f64(), memory_note()));
            built.write_atomic(&output)?;
            chunks_bar.finish_and_clear();
            if let Some(x) = &llm_extractor {
                let s = x.stats();
                eprintln!(
                    "  extract   {} chunks: {} from cache, {} sent to the model ({} repaired, {} failed → offline mentions); {} prompt + {} completion tokens{}",
                    s.chunks,
                    s.cached,
                    s.requested,
                    s.repaired,
                    s.failed.len(),
                    s.usage.prompt_tokens,
                    s.usage.completion_tokens,
                    if s.usage.estimated { " (estimated)" } else { "" }
                );
                for (chunk, why) in s.failed.iter().take(10) {
                    eprintln!("    chunk {chunk}: {why}");
                }
            }
            if let Some(p) = &report.prose_llm {
                print_prose_llm(p);
            }
            bar.finish_and_clear();
            if json {
                println!("{}", serde_json::to_string_pretty(&report)?);
            } else {
                print_build_summary(&report, &output);
            }
        }
        Command::Sparql { bundle, query, json, format, max_rows, timeout_ms } => {
            let store = load(&bundle)?;
            let query = read_query(&query)?;
            let limits = QueryLimits { max_rows, timeout_ms: Some(timeout_ms), ..QueryLimits::default() };
            let out = pollster::block_on(store.run_async(&query, limits))?;
            if let Some(format) = format {
                use dualgraph_core::skg::results::{serialize, ResultsFormat};
                let format = ResultsFormat::parse(&format).context("--format: expected json, xml, csv or tsv")?;
                print!("{}", serialize(&out, format).map_err(anyhow::Error::msg)?.body);
                if out.truncated {
                    eprintln!("warning: more than {max_rows} rows; the output stops there (--max-rows)");
                }
            } else if json {
                println!("{}", serde_json::to_string_pretty(&out)?);
            } else {
                print!("{}", sparql::render_table(&out, &sparql::default_prefixes(&store)));
            }
            // A bundle read lazily over HTTP: what the query fetched, on stderr.
            if let Some(t) = store.lazy().map(|l| l.stats()) {
                eprintln!("fetched {t}");
            }
        }
        Command::Inspect { bundle, json } => inspect(&bundle, json)?,
        Command::Ask(args) => {
            let store = load(&args.bundle)?;
            crate::ask::run(args, store)?;
        }
        Command::Eval(args) => {
            let store = load(&args.bundle)?;
            crate::eval::run(args, store)?;
        }
        Command::Search {
            bundle,
            text,
            json,
            k,
            entities,
            budget,
            chunks_only,
            hybrid,
            rank_constant,
            entities_by,
            context,
        } => {
            use dualgraph_core::tkg::search::{self, EntityRanking, SearchMode, SearchOptions};
            let store = load(&bundle)?;
            let tkg = dualgraph_core::tkg::Tkg::from_store(&store)?;
            let mode = match (chunks_only, hybrid) {
                (true, _) => SearchMode::Chunks,
                (_, true) => SearchMode::Hybrid,
                _ => SearchMode::Unweaver,
            };
            let entity_ranking = match entities_by.as_str() {
                "bm25" => EntityRanking::Bm25,
                "vector" => EntityRanking::Vector,
                _ => EntityRanking::Hybrid,
            };
            let options = SearchOptions { k, entities, budget, mode, rank_constant, entity_ranking };
            if let Some(path) = text.strip_prefix('@') {
                let results: Vec<search::SearchResult> =
                    read_questions(path)?.iter().map(|q| search::search_store(&store, &tkg, q, &options)).collect();
                if json {
                    println!("{}", serde_json::to_string_pretty(&results)?);
                } else {
                    for r in &results {
                        println!("## {}\n{}", r.question, search::render(r));
                    }
                }
                return Ok(());
            }
            let result = search::search_store(&store, &tkg, &text, &options);
            if json {
                println!("{}", serde_json::to_string_pretty(&result)?);
            } else {
                print!("{}", search::render(&result));
                if context {
                    println!("\n{}", result.context.text);
                }
            }
        }
        Command::Embed { bundle, texts } => {
            let store = load(&bundle)?;
            let encoder = dualgraph_core::vectors::encoder::BundleEncoder::from_store(&store)?;
            let mut all = Vec::new();
            for t in texts {
                match t.strip_prefix('@') {
                    Some(path) => all.extend(read_questions(path)?),
                    None => all.push(t),
                }
            }
            let vectors: Vec<serde_json::Value> =
                all.iter().map(|t| serde_json::json!({ "text": t, "vector": encoder.encode(t) })).collect();
            let out = serde_json::json!({ "encoder": encoder.table().identity(), "vectors": vectors });
            println!("{}", serde_json::to_string(&out)?);
        }
        Command::Compile { bundle, question, json, run } => compile(&bundle, &question, json, run)?,
        Command::Distill { model_dir, output, dims, sif_a, model_name } => {
            distill(&model_dir, &output, dims, sif_a, model_name)?
        }
        Command::Synth { demo, questions, products, spec_rows, seed, output } => {
            let mut sink: Box<dyn Write> = match &output {
                Some(p) => Box::new(std::io::BufWriter::new(
                    std::fs::File::create(p).with_context(|| format!("creating {}", p.display()))?,
                )),
                None => Box::new(std::io::stdout().lock()),
            };
            if questions {
                writeln!(sink, "{}", serde_json::to_string_pretty(&dualgraph_synth::demo_questions())?)?;
            } else if let (Some(n), false) = (products, demo) {
                let bar = ProgressBar::new(n as u64).with_style(bar_style());
                for line in dualgraph_synth::scale_catalog(n, spec_rows, seed) {
                    writeln!(sink, "{line}")?;
                    bar.inc(1);
                }
                bar.finish_and_clear();
            } else {
                for line in dualgraph_synth::demo_catalog() {
                    writeln!(sink, "{line}")?;
                }
            }
            sink.flush()?;
        }
    }
    Ok(())
}

/// `dualgraph build --rdf`: a bundle whose SKG is exactly the RDF file's default graph.
fn build_rdf(
    rdf: &std::path::Path,
    merge_graphs: bool,
    output: &std::path::Path,
    name: Option<String>,
    base: &str,
    json: bool,
) -> Result<()> {
    use dualgraph_build::rdf;
    let bar = spinner();
    bar.set_message(format!("read {}", rdf.display()));
    let triples = rdf::read_rdf(rdf, merge_graphs)?;
    if triples.is_empty() {
        bail!("{}: no triples in the default graph; nothing to build", rdf.display());
    }
    bar.set_message("encode bundle");
    let name =
        name.unwrap_or_else(|| rdf.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or("rdf".into()));
    let digest = xxhash_rust::xxh3::xxh3_64(&std::fs::read(rdf).with_context(|| format!("reading {}", rdf.display()))?);
    let (bytes, report) = rdf::build_from_rdf(&triples, &name, base, digest)?;
    pipeline::write_atomic(output, &bytes)?;
    bar.finish_and_clear();
    if json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!(
            "built {} from {}: {} triples ({} read, duplicates merged), {} terms, {} predicates, {} bytes",
            output.display(),
            rdf.display(),
            report.triples,
            report.triples_read,
            report.terms,
            report.predicates,
            report.bundle_bytes
        );
    }
    Ok(())
}

/// `dualgraph export`: streams the bundle's graph as RDF.
fn export(bundle: &PathBuf, format: &str, output: Option<PathBuf>, skg_only: bool) -> Result<()> {
    use dualgraph_build::rdf::{self, ExportFormat};
    let store = load(bundle)?;
    if store.manifest().build.no_skg {
        bail!(
            "{}: a thin bundle (built with --no-skg) holds no SKG to export; export the full bundle of the same catalog",
            bundle.display()
        );
    }
    let format = ExportFormat::parse(format).context("unknown format")?;
    let bar = ProgressBar::new(store.len() as u64).with_style(bar_style());
    let mut progress = |done: usize, _total: usize| bar.set_position(done as u64);
    let report = match &output {
        Some(path) => {
            let tmp = path.with_extension("export.tmp");
            let file = std::fs::File::create(&tmp).with_context(|| format!("creating {}", tmp.display()))?;
            let report = rdf::export(&store, format, skg_only, std::io::BufWriter::new(file), &mut progress)?;
            std::fs::rename(&tmp, path).with_context(|| format!("writing {}", path.display()))?;
            report
        }
        None => {
            rdf::export(&store, format, skg_only, std::io::BufWriter::new(std::io::stdout().lock()), &mut progress)?
        }
    };
    bar.finish_and_clear();
    eprintln!(
        "exported {} store triples + {} TKG triples ({} chunks, {} entity→chunk links{})",
        report.store_triples,
        report.tkg_triples,
        report.chunks,
        report.links,
        if report.chunks_without_source > 0 {
            format!(", {} chunks without a source node", report.chunks_without_source)
        } else {
            String::new()
        }
    );
    Ok(())
}

#[cfg(feature = "distill")]
fn distill(
    dir: &std::path::Path,
    output: &std::path::Path,
    dims: usize,
    sif_a: f64,
    name: Option<String>,
) -> Result<()> {
    use dualgraph_build::distill::{model, DistillOptions};
    let options = DistillOptions { dims, sif_a, model_name: name.unwrap_or_default(), ..DistillOptions::default() };
    let bar = ProgressBar::new(0).with_style(bar_style());
    let start = std::time::Instant::now();
    let bytes = model::distill_dir(dir, &options, &mut |done, total| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    })?;
    bar.finish_and_clear();
    let table = dualgraph_core::vectors::encoder::StaticEncoder::from_bytes("output", &bytes)?;
    std::fs::write(output, &bytes).with_context(|| format!("writing {}", output.display()))?;
    let provenance = output.with_extension("provenance.json");
    let info = serde_json::json!({ "identity": table.identity(), "provenance": table.provenance() });
    std::fs::write(&provenance, serde_json::to_string_pretty(&info)? + "\n")
        .with_context(|| format!("writing {}", provenance.display()))?;
    println!(
        "Wrote {} ({} bytes, {} tokens × {} dims) and {} in {:.1} s\n  identity {}",
        output.display(),
        bytes.len(),
        table.identity().vocab,
        table.identity().dims,
        provenance.display(),
        start.elapsed().as_secs_f64(),
        table.identity().id
    );
    Ok(())
}

#[cfg(not(feature = "distill"))]
fn distill(_: &std::path::Path, _: &std::path::Path, _: usize, _: f64, _: Option<String>) -> Result<()> {
    bail!("this dualgraph was built without the `distill` feature; rebuild with `cargo build --release -p dualgraph-cli --features distill` (compiles candle, 15–35 min)")
}

/// `  (RSS 1.2 GiB, peak 1.4 GiB)` from `/proc/self/status` (Linux), or nothing.
fn memory_note() -> String {
    let Ok(status) = std::fs::read_to_string("/proc/self/status") else { return String::new() };
    let kib = |key: &str| {
        status.lines().find(|l| l.starts_with(key)).and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
    };
    match (kib("VmRSS:"), kib("VmHWM:")) {
        (Some(rss), Some(peak)) => {
            format!("  (RSS {:.2} GiB, peak {:.2} GiB)", rss / 1048576.0, peak / 1048576.0)
        }
        _ => String::new(),
    }
}

fn spinner() -> ProgressBar {
    let bar = ProgressBar::new_spinner().with_style(
        ProgressStyle::with_template("{spinner} [{elapsed}] {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    bar.enable_steady_tick(Duration::from_millis(100));
    bar
}

fn bar_style() -> ProgressStyle {
    ProgressStyle::with_template("{bar:40} {pos}/{len} [{elapsed}<{eta}]")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
}

/// A bundle from a file, or from an `http(s)://` URL: read lazily by Range requests when it is
/// paged and the server honours Range, else downloaded whole (with a note saying why).
fn load(path: &PathBuf) -> Result<Store> {
    let text = path.to_string_lossy();
    if text.starts_with("http://") || text.starts_with("https://") {
        let reader = dualgraph_core::skg::range_http::HttpRangeReader::new(&text, 60_000);
        return match pollster::block_on(lazy::open(Box::new(reader), lazy::DEFAULT_CACHE_BYTES))? {
            lazy::Opened::Paged(store) => Ok(store),
            lazy::Opened::Whole(store, why) => {
                eprintln!("note: {why}");
                Ok(store)
            }
        };
    }
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    Store::from_bytes(bytes).with_context(|| format!("loading {}", path.display()))
}

/// Questions from a JSON file: an array of strings, or of objects with a "question" field.
fn read_questions(path: &str) -> Result<Vec<String>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {path}"))?;
    let value: serde_json::Value = serde_json::from_str(&text).with_context(|| format!("{path}: not valid JSON"))?;
    let items = value
        .as_array()
        .or_else(|| value.get("questions").and_then(|q| q.as_array()))
        .with_context(|| format!("{path}: expected a JSON array of questions (or an object with \"questions\")"))?;
    items
        .iter()
        .enumerate()
        .map(|(i, q)| {
            q.as_str()
                .or_else(|| q.get("question").and_then(|v| v.as_str()))
                .map(str::to_owned)
                .with_context(|| format!("{path}: item {i} is neither a string nor an object with \"question\""))
        })
        .collect()
}

fn read_query(arg: &str) -> Result<String> {
    if arg == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s)?;
        Ok(s)
    } else if let Some(path) = arg.strip_prefix('@') {
        std::fs::read_to_string(path).with_context(|| format!("reading query file {path}"))
    } else {
        Ok(arg.to_owned())
    }
}

/// The LLM prose-fact reader's line of the build output (stderr, like the extractor's).
fn print_prose_llm(p: &dualgraph_build::llm_prose_facts::ProseFactsReport) {
    eprintln!(
        "  facts     {} products with prose: {} from cache, {} sent to the model (+{} with the same text; {} repaired, {} failed → offline facts only); {} items: +{} stated ({} kept by the catalog filter), +{} denied, {} already known, {} dropped; {} prompt + {} completion tokens{}",
        p.products,
        p.cached,
        p.sent,
        p.same_text,
        p.repaired,
        p.failed.len(),
        p.items,
        p.stated_added,
        p.stated_kept,
        p.denied_added,
        p.already_known,
        p.dropped_total(),
        p.usage.prompt_tokens,
        p.usage.completion_tokens,
        if p.usage.estimated { " (estimated)" } else { "" }
    );
    for (reason, n) in &p.dropped {
        eprintln!("    dropped {n}: {reason}");
    }
    for (id, why) in p.failed.iter().take(10) {
        eprintln!("    product {id}: {why}");
    }
}

fn print_build_summary(r: &BuildReport, output: &std::path::Path) {
    let c = &r.catalog;
    let s = &r.skg;
    println!(
        "Built {} ({} bytes, {:.1} KiB per product)",
        output.display(),
        r.bundle_bytes,
        r.bundle_bytes as f64 / 1024.0 / s.products.max(1) as f64
    );
    println!(
        "  read      {} lines: {} products, {} pages; {} blank lines",
        c.lines, s.products, s.pages, c.blank_lines
    );
    println!(
        "  graph     {} categories, {} ranges, {} sections, {} entries, {} values",
        s.categories, s.ranges, s.sections, s.entries, s.values
    );
    println!(
        "  specs     {} rows: {} values parsed as numbers, {} as dimensions, {} yes/no, {} kept as text",
        s.spec_rows, s.numeric_values, s.dimension_values, s.boolean_values, s.text_values
    );
    let units: Vec<String> = s.units.iter().map(|(u, n)| format!("{u} {n}")).collect();
    println!("  units     {}", if units.is_empty() { "none".into() } else { units.join(", ") });
    if !c.name_amounts.is_empty() {
        let rows: Vec<String> = c.name_amounts.iter().map(|(u, n)| format!("{u} {n}")).collect();
        println!("  names     spec rows from amounts written only in names: {}", rows.join(", "));
    }
    if !c.text_counts.is_empty() {
        let rows: Vec<String> = c.text_counts.iter().map(|(e, n)| format!("{e} {n}")).collect();
        println!("  counts    spec rows from counts written in text values: {}", rows.join(", "));
    }
    for (entry, n) in &r.vocabulary_left_out {
        println!("  words     {n} rarest values of `{entry}` left out of the question vocabulary (still in the graph)");
    }
    println!(
        "  rules     {} rounds, {} → {} triples ({})",
        r.rules.rounds,
        r.rules.triples_before,
        r.rules.triples_after,
        r.rules.added.iter().map(|(n, a)| format!("{n} +{a}")).collect::<Vec<_>>().join(", ")
    );
    println!(
        "  skipped   {} invalid records, {} spec rows, {} dangling page links",
        c.skipped_records.len(),
        c.skipped_spec_rows.values().sum::<usize>(),
        c.dangling_page_links
    );
    for e in &c.skipped_records {
        println!("            - {e}");
    }
    for (reason, n) in &c.skipped_spec_rows {
        println!("            - {n} spec rows: {reason}");
    }
    for (field, n) in &c.unknown_fields {
        println!("  ignored   unknown field `{field}` in {n} records");
    }
    println!(
        "  tkg       {} chunks, {} entities ({} aligned with the SKG), {} links; {} bytes",
        r.tkg.chunks,
        r.tkg.entities,
        r.tkg.aligned_entities,
        r.tkg.links,
        r.tkg.section_bytes.values().sum::<usize>()
    );
    match &r.tkg.encoder {
        Some(id) => println!(
            "  encoder   {id}: {} entity vectors ({} index); table {} bytes, vectors {} bytes",
            r.tkg.entities,
            r.tkg.vector_index.as_deref().unwrap_or("exact"),
            r.tkg.section_bytes.get(dualgraph_core::vectors::encoder::TABLE_SECTION).copied().unwrap_or(0),
            r.tkg.section_bytes.get(dualgraph_core::vectors::entity_vectors::VECTORS_SECTION).copied().unwrap_or(0)
        ),
        None => println!("  encoder   none (entity retrieval by BM25 only)"),
    }
    let t: Vec<String> = r.timings_ms.iter().map(|(n, ms)| format!("{n} {ms} ms")).collect();
    println!("  time      {}", t.join(", "));
}

fn compile(path: &PathBuf, question: &str, json: bool, run: bool) -> Result<()> {
    use dualgraph_core::compiler;
    let store = load(path)?;
    let knowledge = dualgraph_core::qa::Knowledge::new(store);
    let compiled = knowledge.compile(question)?;
    let store = knowledge.store();
    let answer =
        if run && compiled.answers() { Some(pollster::block_on(compiler::run_async(store, &compiled))?) } else { None };
    if json {
        let v = serde_json::json!({ "compiled": compiled, "answer": answer });
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(());
    }
    println!("I understood: {}", compiled.understood);
    for c in &compiled.constraints {
        match c.similarity {
            Some(sim) => println!(
                "  - {} (confidence {:.2}, from \"{}\", encoder similarity {sim:.2})",
                c.text, c.confidence, c.from
            ),
            None => println!("  - {} (confidence {:.2}, from \"{}\")", c.text, c.confidence, c.from),
        }
    }
    println!("Confidence: {:.2}", compiled.confidence);
    if let Some(why) = &compiled.declined {
        println!("Declined: {why}");
    } else if !compiled.unexplained.is_empty() {
        // Answered without them: say so rather than drop them silently.
        println!("Not used: {}", compiled.unexplained.join(", "));
    }
    if !compiled.sparql.is_empty() {
        println!("SPARQL:\n{}", compiled.sparql);
    }
    if let Some(a) = answer {
        println!("Answer:");
        print!("{}", compiler::render_answer(&a));
    }
    Ok(())
}

fn inspect(path: &PathBuf, json: bool) -> Result<()> {
    let store = load(path)?;
    // A thin bundle (--no-skg) has no graph to count: its classes and predicates are on the endpoint.
    let thin = store.manifest().build.no_skg;
    let run = |q: &str| -> Result<sparql::QueryOutput> {
        if thin {
            return Ok(sparql::QueryOutput {
                kind: sparql::ResultKind::Solutions,
                vars: Vec::new(),
                rows: Vec::new(),
                boolean: None,
                truncated: false,
                steps: 0,
            });
        }
        Ok(sparql::run(&store, q, QueryLimits::default())?)
    };
    let counts = run("SELECT ?class (COUNT(?s) AS ?n) WHERE { ?s a ?class } GROUP BY ?class ORDER BY ?class")?;
    let preds = run("SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p ORDER BY ?p")?;
    let pairs = |o: &sparql::QueryOutput| -> Vec<(String, String)> {
        let prefixes = sparql::default_prefixes(&store);
        o.rows
            .iter()
            .filter_map(|r| {
                Some((sparql::display_term(r.first()?.as_ref()?, &prefixes), r.get(1)?.as_ref()?.value.clone()))
            })
            .collect()
    };
    let sections: Vec<(String, usize)> = store.bundle().sections().map(|(n, s)| (n.to_owned(), s)).collect();
    if json {
        let v = serde_json::json!({
            "manifest": store.manifest(),
            "bytes": store.memory_bytes(),
            "sections": sections,
            "classes": pairs(&counts),
            "predicates": pairs(&preds),
        });
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(());
    }
    let m = store.manifest();
    if m.format != "dualgraph-bundle" {
        bail!("unexpected manifest format");
    }
    println!(
        "{}: catalog {:?}, bundle format v{}, schema v{}, engine {}",
        path.display(),
        m.catalog,
        dualgraph_core::format::bundle::FORMAT_VERSION,
        m.schema_version,
        m.engine_version
    );
    println!("  created {}, source digest {}", m.created_at, m.source_digest);
    println!("  {} triples, {} terms, {} predicates, {} bytes", m.triples, m.terms, m.predicates, store.memory_bytes());
    println!("  instance base {}", m.instance_base);
    if thin {
        println!(
            "  thin bundle (--no-skg): no SKG triples here; the SPARQL endpoint should hold the full graph's {}",
            m.build.skg_triples
        );
    }
    println!("sections:");
    for (n, s) in sections {
        println!("  {n:<16} {s:>10} bytes");
    }
    println!("classes:");
    for (c, n) in pairs(&counts) {
        println!("  {c:<24} {n:>8}");
    }
    println!("predicates:");
    for (p, n) in pairs(&preds) {
        println!("  {p:<24} {n:>8}");
    }
    Ok(())
}

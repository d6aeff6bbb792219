//! Native benchmark of a bundle: load time and memory, per-query latency, and (with
//! `--baseline`) the same queries over oxigraph's in-memory `Store` holding the same triples.
//!
//! ```sh
//! cargo run --release --example bench_native -- <bundle.dgb> <queries.json> [--baseline]
//!     [--min-runs 20] [--min-seconds 1.0]
//! ```
//!
//! Prints one JSON document on stdout; progress and the numbers, as they are measured, go to
//! stderr. `queries.json` is `[{"name": "...", "query": "SELECT ..."}, ...]`; the bundle's
//! prefixes (`skg:`, `skgt:`, `product:`, ...) are predeclared for both engines.
//!
//! What is measured:
//! - load: `Store::from_bytes` on bytes already in memory, median of 5 (each on a fresh copy);
//!   resident memory (`/proc/self/statm`) before reading the file and after the first load.
//! - queries: `dualgraph_core::skg::sparql::run` (parse + guard + evaluate + results as JSON terms), at
//!   least `--min-runs` runs and at least `--min-seconds` per query, after one warm-up run.
//! - baseline: in a child process (so its memory is measured on a clean heap), every triple is
//!   decoded from the bundle into a term table, then bulk-loaded into an in-memory oxigraph
//!   `Store` (timed, RSS delta); queries run through the same evaluator with the same prefixes
//!   and the same result conversion. Row counts must agree with ours: mismatches are printed
//!   on stderr and listed in `baseline.row_count_mismatches`.

use anyhow::{bail, Context, Result};
use dualgraph_core::skg::sparql::{self, QueryLimits, TermJson};
use dualgraph_core::skg::store::Store;
use oxigraph::model::{GraphName, NamedNode, NamedOrBlankNode, Quad, Term};
use oxigraph::sparql::{QueryResults, SparqlEvaluator};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const USAGE: &str = "usage: bench_native <bundle.dgb> <queries.json> [--baseline] [--min-runs N] [--min-seconds S]";
/// Loads timed for the load median.
const LOAD_RUNS: usize = 5;
/// Upper bound of runs per query (very fast queries on the demo bundle).
const MAX_RUNS: usize = 100_000;
/// Resident-set pages are 4 KiB on the Linux machines this runs on (x86_64, most aarch64).
const PAGE_SIZE: u64 = 4096;

fn main() {
    if let Err(e) = run() {
        eprintln!("bench_native: error: {e:#}");
        eprintln!("{USAGE}");
        std::process::exit(1);
    }
}

struct Args {
    bundle: PathBuf,
    queries: PathBuf,
    baseline: bool,
    /// Internal: run only the oxigraph side and print its JSON (the child of `--baseline`).
    oxigraph_only: bool,
    min_runs: usize,
    min_seconds: f64,
}

fn parse_args() -> Result<Args> {
    let mut positional = Vec::new();
    let (mut baseline, mut oxigraph_only, mut min_runs, mut min_seconds) = (false, false, 20usize, 1.0f64);
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--baseline" => baseline = true,
            "--oxigraph-only" => oxigraph_only = true,
            "--min-runs" => {
                let v = it.next().context("--min-runs needs a value")?;
                min_runs = v.parse().with_context(|| format!("--min-runs: {v:?} is not a number"))?;
            }
            "--min-seconds" => {
                let v = it.next().context("--min-seconds needs a value")?;
                min_seconds = v.parse().with_context(|| format!("--min-seconds: {v:?} is not a number"))?;
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            flag if flag.starts_with("--") => bail!("unknown option {flag}"),
            _ => positional.push(PathBuf::from(arg)),
        }
    }
    let [bundle, queries]: [PathBuf; 2] = positional
        .try_into()
        .map_err(|p: Vec<PathBuf>| anyhow::anyhow!("expected 2 arguments (bundle, queries), got {}", p.len()))?;
    Ok(Args { bundle, queries, baseline, oxigraph_only, min_runs: min_runs.max(1), min_seconds })
}

#[derive(Deserialize)]
struct BenchQuery {
    name: String,
    query: String,
}

fn read_queries(path: &Path) -> Result<Vec<BenchQuery>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let queries: Vec<BenchQuery> = serde_json::from_str(&text)
        .with_context(|| format!("{} must be a JSON array of {{\"name\", \"query\"}} objects", path.display()))?;
    if queries.is_empty() {
        bail!("{} holds no queries", path.display());
    }
    Ok(queries)
}

fn read_bundle(path: &Path) -> Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("reading {}", path.display()))
}

/// The 1, 5 and 15 minute load averages (the machine may be shared), if readable.
fn load_average() -> Option<Vec<f64>> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().take(3).map(|f| f.parse().ok()).collect()
}

/// Resident set size in bytes, from `/proc/self/statm` (second field, in pages).
fn rss_bytes() -> Result<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").context("reading /proc/self/statm (Linux only)")?;
    let pages: u64 =
        statm.split_whitespace().nth(1).and_then(|f| f.parse().ok()).context("unexpected /proc/self/statm format")?;
    Ok(pages * PAGE_SIZE)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Median, p95 (nearest rank), min and mean of samples in milliseconds.
#[derive(Serialize, Clone, Copy)]
struct Summary {
    runs: usize,
    median_ms: f64,
    p95_ms: f64,
    min_ms: f64,
    max_ms: f64,
    mean_ms: f64,
}

fn summarize(samples: &mut [f64]) -> Summary {
    samples.sort_by(f64::total_cmp);
    let n = samples.len().max(1);
    let at = |i: usize| samples.get(i).copied().unwrap_or(f64::NAN);
    let median = if n % 2 == 1 { at(n / 2) } else { (at(n / 2 - 1) + at(n / 2)) / 2.0 };
    let p95 = at((n * 95).div_ceil(100).saturating_sub(1));
    Summary {
        runs: samples.len(),
        median_ms: median,
        p95_ms: p95,
        min_ms: at(0),
        max_ms: at(n - 1),
        mean_ms: samples.iter().sum::<f64>() / n as f64,
    }
}

/// What a query returned, to compare engines.
#[derive(Serialize, Clone, PartialEq, Debug)]
struct Outcome {
    /// Rows of a SELECT/CONSTRUCT/DESCRIBE, `None` for ASK.
    rows: Option<usize>,
    /// Answer of an ASK.
    #[serde(skip_serializing_if = "Option::is_none")]
    boolean: Option<bool>,
    /// Store reads (ours only).
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<u64>,
    truncated: bool,
}

#[derive(Serialize)]
struct QueryReport {
    name: String,
    #[serde(flatten)]
    outcome: Option<Outcome>,
    #[serde(flatten)]
    latency: Option<Summary>,
    /// The warm-up run (first execution of this query in the process).
    #[serde(skip_serializing_if = "Option::is_none")]
    first_ms: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// Runs `f` once to warm up, then until both `min_runs` runs and `min_seconds` have passed.
fn bench_query(name: &str, min_runs: usize, min_seconds: f64, mut f: impl FnMut() -> Result<Outcome>) -> QueryReport {
    let t = Instant::now();
    let first = f();
    let first_ms = Some(ms(t.elapsed()));
    let first = match first {
        Ok(o) => o,
        Err(e) => {
            eprintln!("  !! {name}: {e:#}");
            return QueryReport {
                name: name.to_owned(),
                outcome: None,
                latency: None,
                first_ms: None,
                error: Some(format!("{e:#}")),
            };
        }
    };
    let mut samples = Vec::new();
    let started = Instant::now();
    while samples.len() < MAX_RUNS && (samples.len() < min_runs || started.elapsed().as_secs_f64() < min_seconds) {
        let t = Instant::now();
        let outcome = f();
        samples.push(ms(t.elapsed()));
        match outcome {
            Ok(o) if o == first => {}
            Ok(o) => {
                let msg = format!("result changed between runs: {first:?} then {o:?}");
                eprintln!("  !! {name}: {msg}");
                return QueryReport {
                    name: name.to_owned(),
                    outcome: Some(first),
                    latency: None,
                    first_ms,
                    error: Some(msg),
                };
            }
            Err(e) => {
                eprintln!("  !! {name}: {e:#}");
                return QueryReport {
                    name: name.to_owned(),
                    outcome: Some(first),
                    latency: None,
                    first_ms,
                    error: Some(format!("{e:#}")),
                };
            }
        }
    }
    let latency = summarize(&mut samples);
    let shape = match (first.rows, first.boolean) {
        (Some(r), _) => format!("{r} rows{}", if first.truncated { " (truncated)" } else { "" }),
        (None, b) => format!("ASK {}", b.unwrap_or(false)),
    };
    eprintln!(
        "  {name:<30} median {:>9.3} ms   p95 {:>9.3} ms   {:>6} runs   {shape}",
        latency.median_ms, latency.p95_ms, latency.runs
    );
    QueryReport { name: name.to_owned(), outcome: Some(first), latency: Some(latency), first_ms, error: None }
}

/// Limits for the benchmark: the defaults, with room for every row (no truncation).
fn limits() -> QueryLimits {
    QueryLimits { max_rows: 1_000_000, ..QueryLimits::default() }
}

fn run() -> Result<()> {
    let args = parse_args()?;
    let queries = read_queries(&args.queries)?;
    let load_average_at_start = load_average();
    if args.oxigraph_only {
        let mut report = bench_oxigraph(&args, &queries)?;
        report["load_average_at_start"] = json!(load_average_at_start);
        println!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(());
    }

    // Memory of one load, measured first on a fresh heap: file bytes + store.
    let rss_before = rss_bytes()?;
    let read_started = Instant::now();
    let bytes = read_bundle(&args.bundle)?;
    let file_read_ms = ms(read_started.elapsed());
    let bundle_bytes = bytes.len();
    let store = Store::from_bytes(bytes).with_context(|| format!("loading {}", args.bundle.display()))?;
    let rss_after = rss_bytes()?;
    // The bytes again, for the timed loads below (the store owns the ones read above).
    let bytes = store.bundle().bytes().to_vec();

    eprintln!(
        "native: {} — {} bytes, {} triples, {} terms",
        args.bundle.display(),
        bundle_bytes,
        store.len(),
        store.manifest().terms
    );

    // Load time: median of LOAD_RUNS loads, each on its own copy of the bytes (copy not timed).
    let mut load_samples = Vec::new();
    for _ in 0..LOAD_RUNS {
        let copy = bytes.clone();
        let t = Instant::now();
        let s = Store::from_bytes(copy)?;
        load_samples.push(ms(t.elapsed()));
        drop(s);
    }
    let load = summarize(&mut load_samples);

    // Where load time goes: checksums + section table, then dictionary validation.
    let mut checksum_samples = Vec::new();
    let mut dict_samples = Vec::new();
    for _ in 0..LOAD_RUNS {
        let copy = bytes.clone();
        let t = Instant::now();
        let b = dualgraph_core::format::bundle::Bundle::from_bytes(copy)?;
        checksum_samples.push(ms(t.elapsed()));
        drop(b);
        let t = Instant::now();
        store.dict().validate().map_err(|e| anyhow::anyhow!("dictionary: {e}"))?;
        dict_samples.push(ms(t.elapsed()));
    }
    let checksums_ms = summarize(&mut checksum_samples).median_ms;
    let dict_ms = summarize(&mut dict_samples).median_ms;
    drop(bytes);
    eprintln!(
        "  load: median {:.2} ms (of {LOAD_RUNS}; checksums {:.2} ms, dictionary validation {:.2} ms, index checks ~{:.2} ms); \
         file read {:.2} ms; RSS +{:.1} MiB (store holds {:.1} MiB)",
        load.median_ms,
        checksums_ms,
        dict_ms,
        (load.median_ms - checksums_ms - dict_ms).max(0.0),
        file_read_ms,
        (rss_after.saturating_sub(rss_before)) as f64 / 1048576.0,
        store.memory_bytes() as f64 / 1048576.0
    );

    let limits = limits();
    let mut reports = Vec::new();
    for q in &queries {
        reports.push(bench_query(&q.name, args.min_runs, args.min_seconds, || {
            let out = sparql::run(&store, &q.query, limits)?;
            Ok(Outcome {
                rows: out.boolean.is_none().then_some(out.rows.len()),
                boolean: out.boolean,
                steps: Some(out.steps),
                truncated: out.truncated,
            })
        }));
    }

    let mut report = json!({
        "engine": "native",
        "load_average_at_start": load_average_at_start,
        "bundle": args.bundle.display().to_string(),
        "catalog": store.manifest().catalog,
        "bundle_bytes": bundle_bytes,
        "triples": store.len(),
        "terms": store.manifest().terms,
        "predicates": store.manifest().predicates,
        "load": {
            "runs": LOAD_RUNS,
            "median_ms": load.median_ms,
            "min_ms": load.min_ms,
            "max_ms": load.max_ms,
            "samples_ms": load_samples,
            "breakdown_median_ms": { "checksums_and_sections": checksums_ms, "dictionary_validation": dict_ms },
            "file_read_ms": file_read_ms,
            "rss_before_bytes": rss_before,
            "rss_after_bytes": rss_after,
            "rss_delta_bytes": rss_after.saturating_sub(rss_before),
            "store_memory_bytes": store.memory_bytes(),
        },
        "query_settings": { "min_runs": args.min_runs, "min_seconds": args.min_seconds, "warmup_runs": 1, "max_rows": limits.max_rows, "max_steps": limits.max_steps, "timeout_ms": limits.timeout_ms },
        "queries": reports,
    });

    if args.baseline {
        drop(store);
        let baseline = run_baseline_child(&args)?;
        let mismatches = compare(&report["queries"], &baseline["queries"]);
        if mismatches.is_empty() {
            eprintln!("  baseline: row counts agree on every query");
        } else {
            eprintln!(
                "\n!!!!!!!! ROW COUNT MISMATCH between dualgraph and oxigraph on {} quer{} !!!!!!!!",
                mismatches.len(),
                if mismatches.len() == 1 { "y" } else { "ies" }
            );
            for m in &mismatches {
                eprintln!("!!! {}", m["message"].as_str().unwrap_or_default());
            }
            eprintln!();
        }
        let mut baseline = baseline;
        baseline["row_count_mismatches"] = Value::Array(mismatches);
        report["baseline"] = baseline;
    }
    println!("{}", serde_json::to_string_pretty(&report)?);
    Ok(())
}

/// Runs this program again with `--oxigraph-only`, so oxigraph's memory is measured on a fresh heap.
fn run_baseline_child(args: &Args) -> Result<Value> {
    let exe = std::env::current_exe().context("locating this executable")?;
    let output = std::process::Command::new(exe)
        .arg(&args.bundle)
        .arg(&args.queries)
        .arg("--oxigraph-only")
        .args(["--min-runs", &args.min_runs.to_string(), "--min-seconds", &args.min_seconds.to_string()])
        .stderr(std::process::Stdio::inherit())
        .output()
        .context("starting the oxigraph baseline process")?;
    if !output.status.success() {
        bail!("the oxigraph baseline process failed ({})", output.status);
    }
    serde_json::from_slice(&output.stdout).context("the oxigraph baseline process printed invalid JSON")
}

/// Row counts / ASK answers that differ between our queries and the baseline's.
fn compare(ours: &Value, theirs: &Value) -> Vec<Value> {
    let (Some(ours), Some(theirs)) = (ours.as_array(), theirs.as_array()) else {
        return vec![json!({ "query": null, "message": "baseline report has no query list" })];
    };
    let mut out = Vec::new();
    for q in ours {
        let name = q["name"].as_str().unwrap_or_default();
        let Some(t) = theirs.iter().find(|t| t["name"] == q["name"]) else {
            out.push(json!({ "query": name, "message": format!("{name}: missing from the baseline") }));
            continue;
        };
        // Error texts differ between the engines: only whether each failed is compared.
        let failed = |v: &Value| Value::Bool(v.get("error").is_some());
        for (key, ours, theirs) in [
            ("rows", q.get("rows").cloned(), t.get("rows").cloned()),
            ("boolean", q.get("boolean").cloned(), t.get("boolean").cloned()),
            ("failed", Some(failed(q)), Some(failed(t))),
        ] {
            if ours != theirs {
                let (ours, theirs) = (ours.unwrap_or(Value::Null), theirs.unwrap_or(Value::Null));
                out.push(json!({
                    "query": name,
                    "field": key,
                    "message": format!("{name}: {key} = {ours} on dualgraph but {theirs} on oxigraph"),
                    "dualgraph": ours,
                    "oxigraph": theirs,
                }));
            }
        }
    }
    out
}

fn to_quad(s: &Term, p: &Term, o: &Term) -> Result<Quad> {
    let subject = NamedOrBlankNode::try_from(s.clone()).map_err(|_| anyhow::anyhow!("subject {s} is a literal"))?;
    let predicate = NamedNode::try_from(p.clone()).map_err(|_| anyhow::anyhow!("predicate {p} is not an IRI"))?;
    Ok(Quad::new(subject, predicate, o.clone(), GraphName::DefaultGraph))
}

/// The oxigraph side: decode triples, bulk-load them, run the queries.
fn bench_oxigraph(args: &Args, queries: &[BenchQuery]) -> Result<Value> {
    let store =
        Store::from_bytes(read_bundle(&args.bundle)?).with_context(|| format!("loading {}", args.bundle.display()))?;
    let prefixes = sparql::default_prefixes(&store);

    // Decode every term once, so the timed load below measures oxigraph, not our dictionary.
    let decode_started = Instant::now();
    let terms: Vec<Term> = (0..store.manifest().terms)
        .map(|id| store.term_of(id).with_context(|| format!("bundle term {id} cannot be decoded")))
        .collect::<Result<_>>()?;
    let term = |id: u32| &terms[id as usize];
    let decode_ms = ms(decode_started.elapsed());

    // Cost of materializing the quads alone (included in the load time below).
    let t = Instant::now();
    let mut quads = 0usize;
    for (s, p, o) in store.match_ids(None, None, None) {
        drop(to_quad(term(s), term(p), term(o))?);
        quads += 1;
    }
    let quad_build_ms = ms(t.elapsed());

    let rss_before = rss_bytes()?;
    let t = Instant::now();
    let ox = oxigraph::store::Store::new().context("creating an oxigraph store")?;
    let mut loader = ox.bulk_loader();
    loader
        .load_ok_quads::<anyhow::Error, anyhow::Error>(
            store.match_ids(None, None, None).map(|(s, p, o)| to_quad(term(s), term(p), term(o))),
        )
        .context("bulk-loading oxigraph")?;
    loader.commit().context("committing the oxigraph bulk load")?;
    let load_ms = ms(t.elapsed());
    let rss_after = rss_bytes()?;
    let ox_len = ox.len().context("counting oxigraph quads")?;
    if ox_len != store.len() {
        eprintln!("!!! oxigraph holds {ox_len} quads but the bundle has {} triples", store.len());
    }
    eprintln!(
        "oxigraph baseline: {quads} quads bulk-loaded in {load_ms:.1} ms (of which building quads from decoded terms {quad_build_ms:.1} ms); RSS +{:.1} MiB",
        rss_after.saturating_sub(rss_before) as f64 / 1048576.0
    );

    let evaluator = prefixes
        .iter()
        .try_fold(SparqlEvaluator::new(), |e, (name, iri)| e.with_prefix(name, iri))
        .context("declaring the bundle prefixes")?;
    let max_rows = limits().max_rows;
    let mut reports = Vec::new();
    for q in queries {
        reports.push(bench_query(&q.name, args.min_runs, args.min_seconds, || {
            let results = evaluator.clone().parse_query(&q.query)?.on_store(&ox).execute()?;
            // Same work as ours: every value converted to a SPARQL-JSON term.
            let mut outcome = Outcome { rows: Some(0), boolean: None, steps: None, truncated: false };
            let mut rows: Vec<Vec<Option<TermJson>>> = Vec::new();
            match results {
                QueryResults::Boolean(b) => {
                    outcome.rows = None;
                    outcome.boolean = Some(b);
                }
                QueryResults::Solutions(solutions) => {
                    for s in solutions {
                        let s = s?;
                        if rows.len() >= max_rows {
                            outcome.truncated = true;
                            break;
                        }
                        rows.push(s.values().iter().map(|v| v.as_ref().map(TermJson::from)).collect());
                    }
                }
                QueryResults::Graph(triples) => {
                    for t in triples {
                        let t = t?;
                        if rows.len() >= max_rows {
                            outcome.truncated = true;
                            break;
                        }
                        rows.push(vec![
                            Some(TermJson::from(&Term::from(t.subject))),
                            Some(TermJson::from(&Term::from(t.predicate))),
                            Some(TermJson::from(&t.object)),
                        ]);
                    }
                }
            }
            if outcome.boolean.is_none() {
                outcome.rows = Some(rows.len());
            }
            Ok(outcome)
        }));
    }

    Ok(json!({
        "engine": "oxigraph 0.5 in-memory Store",
        "quads": ox_len,
        "load": {
            "ms": load_ms,
            "runs": 1,
            "quad_build_ms": quad_build_ms,
            "term_decode_ms": decode_ms,
            "rss_before_bytes": rss_before,
            "rss_after_bytes": rss_after,
            "rss_delta_bytes": rss_after.saturating_sub(rss_before),
        },
        "queries": reports,
    }))
}

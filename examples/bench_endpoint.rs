//! Benchmark of a SPARQL endpoint as the symbolic store, next to the bundle: exports a bundle
//! (`dualgraph export --skg-only` path), loads it into the Oxigraph server (PyPI `oxigraph`,
//! `target/oxigraph-venv`; `--oxigraph BIN` overrides), serves it read-only on loopback, then
//! runs `examples/bench/queries.json` and the demo questions compiled against the bundle's
//! lexicon through both stores, checking they return the same number of rows, and prints a
//! Markdown section: export time and size, load time, database size, latency p50/p95 per path.
//!   cargo run --release -p dualgraph-tests --example bench_endpoint -- BUNDLE [--oxigraph BIN] [--reps N]

use dualgraph_build::rdf::{self, ExportFormat};
use dualgraph_core::compiler;
use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::skg::endpoint::{EndpointConfig, SparqlEndpoint};
use dualgraph_core::skg::sparql::QueryLimits;
use dualgraph_core::skg::store::Store;
use dualgraph_core::skg::symbolic::SymbolicStore;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn dir_bytes(path: &Path) -> u64 {
    std::fs::read_dir(path)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| {
                    let p = e.path();
                    if p.is_dir() {
                        dir_bytes(&p)
                    } else {
                        e.metadata().map(|m| m.len()).unwrap_or(0)
                    }
                })
                .sum()
        })
        .unwrap_or(0)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bundle = PathBuf::from(args.first().ok_or_else(|| anyhow::anyhow!("usage: bench_endpoint BUNDLE"))?);
    let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let oxigraph = flag("--oxigraph").map(PathBuf::from).unwrap_or_else(|| "target/oxigraph-venv/bin/oxigraph".into());
    let reps: usize = flag("--reps").and_then(|r| r.parse().ok()).unwrap_or(10);

    let store = Store::from_bytes(std::fs::read(&bundle)?)?;
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("export.nt");
    let t = Instant::now();
    let report = rdf::export(
        &store,
        ExportFormat::NTriples,
        true,
        std::io::BufWriter::new(std::fs::File::create(&data)?),
        &mut |_, _| {},
    )?;
    let export_s = t.elapsed().as_secs_f64();
    let export_bytes = std::fs::metadata(&data)?.len();

    let db = dir.path().join("db");
    let t = Instant::now();
    let load = Command::new(&oxigraph).args(["load", "--location"]).arg(&db).arg("--file").arg(&data).output()?;
    anyhow::ensure!(load.status.success(), "oxigraph load: {}", String::from_utf8_lossy(&load.stderr));
    let load_s = t.elapsed().as_secs_f64();
    let db_bytes = dir_bytes(&db);

    let port = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
    let mut child = Command::new(&oxigraph)
        .args(["serve-read-only", "--location"])
        .arg(&db)
        .args(["--bind", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()?;
    let deadline = Instant::now() + Duration::from_secs(60);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        anyhow::ensure!(Instant::now() < deadline, "oxigraph did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Oxigraph has no sorted-row cap (Virtuoso's is why the default is 9,999): compare all rows.
    let mut config = EndpointConfig::new(format!("http://127.0.0.1:{port}/query"));
    config.max_rows = 1_000_000;
    let endpoint = SparqlEndpoint::new(
        config,
        &store.manifest().instance_base,
        dualgraph_core::llm::transport::NativeTransport::default(),
    );

    let mut queries: Vec<(String, String)> = Vec::new();
    let bench: serde_json::Value = serde_json::from_str(include_str!("bench/queries.json"))?;
    for q in bench.as_array().into_iter().flatten() {
        queries.push(("query".into(), q["query"].as_str().unwrap_or_default().to_owned()));
    }
    let lexicon = Lexicon::from_store(&store)?;
    let questions: serde_json::Value = serde_json::from_str(include_str!("demo/questions.json"))?;
    for q in questions.as_object().into_iter().flat_map(|m| m.values()) {
        let c = compiler::compile(q["question"].as_str().unwrap_or_default(), &lexicon);
        if c.answers() {
            queries.push(("compiled".into(), c.sparql));
        }
    }

    let limits = QueryLimits { max_rows: 1_000, ..QueryLimits::default() };
    let mut times: std::collections::BTreeMap<(String, &str), Vec<f64>> = Default::default();
    let (mut mismatches, mut errors) = (Vec::new(), 0usize);
    for (kind, query) in &queries {
        let stores: [(&str, &dyn SymbolicStore); 2] = [("bundle", &store), ("endpoint", &endpoint)];
        let mut rows = Vec::new();
        for (name, s) in stores {
            let mut last = None;
            for _ in 0..reps {
                let t = Instant::now();
                let out = s.run(query, limits);
                times.entry((kind.clone(), name)).or_default().push(t.elapsed().as_secs_f64() * 1000.0);
                last = Some(out);
            }
            match last {
                Some(Ok(out)) => rows.push(Some(out.rows.len())),
                _ => {
                    errors += 1;
                    rows.push(None)
                }
            }
        }
        if rows[0] != rows[1] {
            mismatches.push(format!("{rows:?}: {}", query.chars().take(100).collect::<String>()));
        }
    }
    let _ = child.kill();
    let _ = child.wait();

    println!(
        "`{}`: {} triples. Export (N-Triples, store only): {:.1} s, {:.1} MB. `oxigraph load`: {:.1} s; database {:.1} MB on disk.\n",
        bundle.display(),
        report.store_triples,
        export_s,
        export_bytes as f64 / 1e6,
        load_s,
        db_bytes as f64 / 1e6
    );
    println!("| queries | store | n | p50 ms | p95 ms |\n|---|---|---:|---:|---:|");
    for ((kind, name), mut v) in times {
        v.sort_by(f64::total_cmp);
        let n = v.len() / reps.max(1);
        println!("| {kind} | {name} | {n} | {:.2} | {:.2} |", percentile(&v, 0.5), percentile(&v, 0.95));
    }
    println!(
        "\n{} queries × {reps} runs per store; {} with a different row count, {errors} failed.",
        queries.len(),
        mismatches.len()
    );
    for m in &mismatches {
        println!("- differs: {m}");
    }
    Ok(())
}

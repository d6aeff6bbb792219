//! Benchmark of TKG search (scripts/bench_search runs it): retrieval quality of BM25, vector and
//! hybrid entity ranking on a question set, native encode/search latency, other encoder tables
//! (e.g. fewer dimensions) on the same bundle, and HNSW vs the exact int8 scan (build time,
//! latency, recall@10 against exact) on the entity vectors of a large bundle. Prints JSON.
//!
//! ```text
//! bench_search quality <bundle.dgb> <questions.json> <catalog.jsonl> [--table T.dgst]...
//! bench_search ann <bundle.dgb> <questions.json> --sizes 1000,5000 [--queries 200]
//! ```
//!
//! Quality: a retrieved chunk is relevant when its document is gold (a product of a gold range,
//! or a gold document id). R@k = share of questions with a relevant chunk among the top k
//! chunks; MRR = mean of 1 / rank of the first relevant chunk within the top 10 (0 if none).

use dualgraph_core::skg::store::Store;
use dualgraph_core::tkg::search::{self, EntityRanking, SearchMode, SearchOptions};
use dualgraph_core::tkg::Tkg;
use dualgraph_core::vectors::encoder::{BundleEncoder, Semantic, StaticEncoder};
use dualgraph_core::vectors::entity_vectors::EntityVectors;
use dualgraph_core::vectors::hnsw::HnswIndex;
use dualgraph_core::vectors::vector::{Int8Index, VectorIndex};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

fn die(msg: &str) -> ! {
    eprintln!("bench_search: {msg}");
    std::process::exit(1)
}

fn read(path: &str) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| die(&format!("{path}: {e}")))
}

fn summarize(mut samples: Vec<f64>) -> Value {
    samples.sort_by(f64::total_cmp);
    let n = samples.len().max(1);
    let at =
        |p: f64| samples.get(((n as f64 * p).ceil() as usize).saturating_sub(1).min(n - 1)).copied().unwrap_or(0.0);
    json!({ "runs": samples.len(), "p50_ms": at(0.5), "p95_ms": at(0.95), "mean_ms": samples.iter().sum::<f64>() / n as f64 })
}

fn time_ms(mut f: impl FnMut()) -> f64 {
    let t = Instant::now();
    f();
    t.elapsed().as_secs_f64() * 1e3
}

struct Question {
    text: String,
    gold: HashSet<String>,
}

fn questions(path: &str, catalog: Option<&str>) -> Vec<Question> {
    let v: Value = serde_json::from_slice(&read(path)).unwrap_or_else(|e| die(&format!("{path}: {e}")));
    let mut range_products: BTreeMap<String, Vec<String>> = BTreeMap::new();
    if let Some(c) = catalog {
        for line in String::from_utf8_lossy(&read(c)).lines() {
            let Ok(r) = serde_json::from_str::<Value>(line) else { continue };
            // A product without variants is its own range.
            if let (Some(range), Some(id)) = (r["range"].as_str().or(r["name"].as_str()), r["id"].as_str()) {
                range_products.entry(range.to_owned()).or_default().push(id.to_owned());
            }
        }
    }
    let list = v["questions"].as_array().unwrap_or_else(|| die(&format!("{path}: no \"questions\" array")));
    list.iter()
        .enumerate()
        .map(|(i, q)| {
            let text = q["question"].as_str().unwrap_or_else(|| die(&format!("{path}: question {i} has no text")));
            let mut gold: HashSet<String> = HashSet::new();
            for r in
                q["ranges"].as_array().into_iter().flatten().filter_map(Value::as_str).filter(|_| catalog.is_some())
            {
                let ids =
                    range_products.get(r).unwrap_or_else(|| die(&format!("{path}: question {i}: unknown range {r:?}")));
                gold.extend(ids.iter().cloned());
            }
            gold.extend(q["docs"].as_array().into_iter().flatten().filter_map(Value::as_str).map(str::to_owned));
            Question { text: text.to_owned(), gold }
        })
        .collect()
}

/// Chunk retrieval metrics: `{recall_at_1, recall_at_5, recall_at_10, mrr}` and the rank of the
/// first relevant chunk per question (0 = none in the top 10).
fn quality(tkg: &Tkg, qs: &[Question], options: &SearchOptions) -> (Value, Vec<usize>) {
    let ranks: Vec<usize> = qs
        .iter()
        .map(|q| {
            let r = search::search(tkg, &q.text, &SearchOptions { k: 10, ..*options });
            r.chunks.iter().position(|c| q.gold.contains(&c.doc.id)).map_or(0, |p| p + 1)
        })
        .collect();
    let n = qs.len().max(1) as f64;
    let at = |k: usize| ranks.iter().filter(|&&r| r >= 1 && r <= k).count() as f64 / n;
    let mrr = ranks.iter().map(|&r| if r == 0 { 0.0 } else { 1.0 / r as f64 }).sum::<f64>() / n;
    (json!({ "recall_at_1": at(1), "recall_at_5": at(5), "recall_at_10": at(10), "mrr": mrr }), ranks)
}

fn quality_run(args: &[String]) -> Value {
    let [bundle, qpath, catalog, rest @ ..] = args else {
        die("quality <bundle> <questions.json> <catalog.jsonl> [--table T]...")
    };
    let store = Store::from_bytes(read(bundle)).unwrap_or_else(|e| die(&e.to_string()));
    let mut tkg = Tkg::from_store(&store).unwrap_or_else(|e| die(&e.to_string()));
    let qs = questions(qpath, Some(catalog));
    let sem = tkg.semantic.clone().unwrap_or_else(|| die("the bundle has no encoder"));
    let mut out =
        json!({ "bundle": bundle, "questions": qs.len(), "entities": tkg.entities.len(), "chunks": tkg.chunks.len() });

    let modes = [
        ("BM25 entities → chunks (UnWeaver)", SearchMode::Unweaver, EntityRanking::Bm25),
        ("vector entities → chunks (UnWeaver)", SearchMode::Unweaver, EntityRanking::Vector),
        ("hybrid entities (RRF) → chunks (UnWeaver, default)", SearchMode::Unweaver, EntityRanking::Hybrid),
        (
            "hybrid entities → chunks, fused (RRF) with chunk BM25 (`mode: hybrid`)",
            SearchMode::Hybrid,
            EntityRanking::Hybrid,
        ),
        ("chunk BM25 only (baseline)", SearchMode::Chunks, EntityRanking::Bm25),
    ];
    let mut rows = Vec::new();
    for (name, mode, ranking) in modes {
        let options = SearchOptions { mode, entity_ranking: ranking, ..SearchOptions::default() };
        let (metrics, ranks) = quality(&tkg, &qs, &options);
        let mut lat = Vec::new();
        for _ in 0..5 {
            for q in &qs {
                lat.push(time_ms(|| {
                    std::hint::black_box(search::search(&tkg, &q.text, &options));
                }));
            }
        }
        rows.push(
            json!({ "mode": name, "metrics": metrics, "first_relevant_rank": ranks, "native_search": summarize(lat) }),
        );
    }
    out["modes"] = json!(rows);

    // Native encode time of the questions.
    let mut enc = Vec::new();
    for _ in 0..50 {
        for q in &qs {
            enc.push(time_ms(|| {
                std::hint::black_box(sem.encoder.encode(&q.text));
            }));
        }
    }
    out["native_encode"] = summarize(enc);

    // The same bundle with other tables: entity vectors recomputed from the bundle's texts.
    let texts: Vec<String> =
        tkg.entities.iter().map(|e| Tkg::entity_text(&e.name, &tkg.description(&store, e))).collect();
    let mut tables = Vec::new();
    let mut paths: Vec<Option<String>> = vec![None];
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        match (flag.as_str(), it.next()) {
            ("--table", Some(p)) => paths.push(Some(p.clone())),
            _ => die(&format!("unexpected argument {flag}")),
        }
    }
    for p in paths {
        let encoder = match &p {
            None => sem.encoder.clone(),
            Some(p) => {
                BundleEncoder::new(StaticEncoder::from_bytes(p, &read(p)).unwrap_or_else(|e| die(&e.to_string())))
            }
        };
        let t = Instant::now();
        let vectors = EntityVectors::build(encoder.table(), &texts, false);
        let encode_all_ms = t.elapsed().as_secs_f64() * 1e3;
        let identity = encoder.table().identity();
        tkg.semantic = Some(Semantic { encoder, vectors });
        let mut per = Vec::new();
        for ranking in [EntityRanking::Vector, EntityRanking::Hybrid] {
            let (metrics, _) =
                quality(&tkg, &qs, &SearchOptions { entity_ranking: ranking, ..SearchOptions::default() });
            per.push(json!({ "ranking": format!("{ranking:?}").to_lowercase(), "metrics": metrics }));
        }
        tables.push(json!({
            "table": p.unwrap_or_else(|| "bundle".into()),
            "identity": identity,
            "vector_bytes_per_entity": identity.dims + 4,
            "encode_all_entities_ms": encode_all_ms,
            "quality": per,
        }));
    }
    out["tables"] = json!(tables);
    out
}

fn ann_run(args: &[String]) -> Value {
    let [bundle, qpath, rest @ ..] = args else { die("ann <bundle> <questions.json> --sizes N,M [--queries Q]") };
    let mut sizes = vec![1000usize];
    let mut nq = 200usize;
    let mut it = rest.iter();
    while let Some(flag) = it.next() {
        match (flag.as_str(), it.next()) {
            ("--sizes", Some(v)) => {
                sizes = v.split(',').map(|s| s.parse().unwrap_or_else(|_| die("bad --sizes"))).collect()
            }
            ("--queries", Some(v)) => nq = v.parse().unwrap_or_else(|_| die("bad --queries")),
            _ => die(&format!("unexpected argument {flag}")),
        }
    }
    let store = Store::from_bytes(read(bundle)).unwrap_or_else(|e| die(&e.to_string()));
    let tkg = Tkg::from_store(&store).unwrap_or_else(|e| die(&e.to_string()));
    let sem = tkg.semantic.as_ref().unwrap_or_else(|| die("the bundle has no encoder"));
    let all = &sem.vectors.index;
    // Queries: the question set, then entity names (every 7th entity), encoded.
    let mut queries: Vec<Vec<f32>> = questions(qpath, None).iter().map(|q| sem.encoder.encode(&q.text)).collect();
    queries.extend(tkg.entities.iter().step_by(7).map(|e| sem.encoder.encode(&e.name)));
    queries.truncate(nq);
    let mut results = Vec::new();
    for n in sizes {
        let n = n.min(all.len());
        let mut sub = Int8Index::new(all.dims());
        for i in 0..n {
            sub.push(&all.row(i).unwrap_or_default()).unwrap_or_else(|e| die(&e.to_string()));
        }
        let t = Instant::now();
        let hnsw = HnswIndex::build(&sub);
        let build_s = t.elapsed().as_secs_f64();
        let bytes = hnsw.to_bytes().len();
        let (mut exact_ms, mut hnsw_ms, mut found) = (Vec::new(), Vec::new(), 0usize);
        for q in &queries {
            let mut exact = Vec::new();
            exact_ms.push(time_ms(|| exact = sub.search(q, 10)));
            let mut approx = Vec::new();
            hnsw_ms.push(time_ms(|| approx = hnsw.search(q, 10)));
            found += approx.iter().filter(|a| exact.iter().any(|e| e.0 == a.0)).count();
        }
        let recall = found as f64 / (queries.len() * 10).max(1) as f64;
        eprintln!("ann: n={n} build {build_s:.1} s, recall@10 {recall:.3}");
        results.push(json!({
            "vectors": n, "dims": all.dims(), "hnsw_build_s": build_s, "hnsw_bytes": bytes,
            "hnsw_bytes_per_vector": bytes as f64 / n as f64, "recall_at_10": recall,
            "exact_native": summarize(exact_ms), "hnsw_native": summarize(hnsw_ms),
        }));
    }
    json!({ "bundle": bundle, "queries": queries.len(), "threads": 1, "sizes": results })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = match args.first().map(String::as_str) {
        Some("quality") => quality_run(&args[1..]),
        Some("ann") => ann_run(&args[1..]),
        _ => die("usage: bench_search quality|ann …"),
    };
    println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
}

//! Worst-case time of the adversarial query suite (`tests/fixtures/adversarial-queries.json`)
//! under the budget the QA pipeline gives generated SPARQL, native, on a bundle (default: the
//! demo). Prints a Markdown table: per query the outcome and wall time, and the worst case.
//!   cargo run --release --example bench_adversarial -- [bundle.dgb]

use dualgraph_core::skg::sparql::{self, QueryError, QueryLimits};
use dualgraph_core::skg::store::Store;
use std::time::Instant;

#[derive(serde::Deserialize)]
struct Case {
    name: String,
    query: String,
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "target/demo.dgb".into());
    let store = Store::from_bytes(std::fs::read(&path).expect("bundle")).expect("load");
    let cases: Vec<Case> =
        serde_json::from_str(include_str!("../tests/fixtures/adversarial-queries.json")).expect("fixture");
    // The limits of a generated candidate (qa::candidates::CandidateLimits::default()).
    let limits = QueryLimits { max_rows: 50, max_steps: 2_000_000, timeout_ms: Some(3_000) };
    println!("| query | outcome | ms |\n|---|---|---:|");
    let mut worst = (0.0f64, String::new());
    for case in &cases {
        let t = Instant::now();
        let outcome = match sparql::run(&store, &case.query, limits) {
            Ok(out) => format!("{} rows{}", out.rows.len(), if out.truncated { " (capped)" } else { "" }),
            Err(QueryError::Budget(m)) => format!("budget: {}", m.split(';').next().unwrap_or(&m)),
            Err(e) => format!("refused: {}", e.to_string().chars().take(60).collect::<String>()),
        };
        let ms = t.elapsed().as_secs_f64() * 1e3;
        if ms > worst.0 {
            worst = (ms, case.name.clone());
        }
        println!("| {} | {} | {:.1} |", case.name, outcome.replace('|', "\\|"), ms);
    }
    println!(
        "\nWorst case: {:.0} ms ({}), budget {} ms / {} steps; bundle `{path}`.",
        worst.0,
        worst.1,
        limits.timeout_ms.unwrap_or(0),
        limits.max_steps
    );
}

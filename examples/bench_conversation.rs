//! What a conversation costs: offline `ask` latency of first turns against follow-up turns (which
//! replay the state: every earlier question compiled again), and the replay alone by the number
//! of earlier turns, on the conversation sets of the demo and the dev catalogs.
//!
//! ```sh
//! cargo run --release -p dualgraph-tests --example bench_conversation -- \
//!   target/demo.dgb examples/demo/conversations.json [BUNDLE CONVERSATIONS …]
//! ```
//! Prints a markdown table (`scripts/bench_conversation` writes it to BENCHMARKS.md).

use anyhow::{bail, Context, Result};
use dualgraph_core::llm::{transport::NativeTransport, Client};
use dualgraph_core::qa::conversation::Conversation;
use dualgraph_core::qa::{self, AskOptions, Knowledge, Strategy};
use dualgraph_core::skg::store::Store;
use std::time::Instant;

const ROUNDS: usize = 5;

fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        return 0.0;
    }
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.len() % 2 != 0 {
        bail!("usage: bench_conversation BUNDLE CONVERSATIONS [BUNDLE CONVERSATIONS …]");
    }
    println!("| catalog | conversations | turns | first turn p50 / p95 ms | follow-up p50 / p95 ms | follow-up ÷ first (p50) | replay of 1 / 2 / 3 earlier turns, p50 ms |");
    println!("|---|---:|---:|---|---|---:|---|");
    for pair in args.chunks(2) {
        let bytes = std::fs::read(&pair[0]).with_context(|| format!("reading {}", pair[0]))?;
        let knowledge = Knowledge::new(Store::from_bytes(bytes)?);
        let convs: Vec<serde_json::Value> = serde_json::from_str(&std::fs::read_to_string(&pair[1])?)?;
        let catalog = knowledge.store().manifest().catalog.clone();
        let (mut first, mut follow) = (Vec::new(), Vec::new());
        let mut replay: Vec<Vec<f64>> = vec![Vec::new(); 3];
        let mut turns = 0;
        let ask = |question: &str, state: Option<Conversation>| {
            let options = AskOptions { strategy: Strategy::RouterThenTkg, state, ..AskOptions::default() };
            pollster::block_on(qa::ask(&knowledge, question, &options, None::<&Client<NativeTransport>>, &mut |_| {}))
        };
        // Warm the lexicon, encoder and TKG.
        ask("warm up", None);
        for _ in 0..ROUNDS {
            for c in &convs {
                let mut state: Option<Conversation> = None;
                for (n, t) in c["turns"].as_array().into_iter().flatten().enumerate() {
                    let q = t["question"].as_str().unwrap_or_default();
                    if let Some(s) = state.as_ref().filter(|s| (1..=3).contains(&s.turns.len())) {
                        let t0 = Instant::now();
                        let lex = knowledge.lexicon()?;
                        s.replay(&catalog, lex, knowledge.semantic()?).map_err(|e| anyhow::anyhow!("{e}"))?;
                        replay[s.turns.len() - 1].push(t0.elapsed().as_secs_f64() * 1000.0);
                    }
                    let t0 = Instant::now();
                    let r = ask(q, state.take());
                    let ms = t0.elapsed().as_secs_f64() * 1000.0;
                    if n == 0 {
                        first.push(ms)
                    } else {
                        follow.push(ms)
                    }
                    state = r.state;
                    turns += 1;
                }
            }
        }
        let (f50, f95) = (percentile(&mut first, 0.5), percentile(&mut first, 0.95));
        let (u50, u95) = (percentile(&mut follow, 0.5), percentile(&mut follow, 0.95));
        let replays: Vec<String> = replay.iter_mut().map(|v| format!("{:.2}", percentile(v, 0.5))).collect();
        println!(
            "| {catalog} ({}) | {} | {} | {f50:.2} / {f95:.2} | {u50:.2} / {u95:.2} | {:.2} | {} |",
            pair[0],
            convs.len(),
            turns / ROUNDS,
            u50 / f50.max(1e-9),
            replays.join(" / ")
        );
    }
    Ok(())
}

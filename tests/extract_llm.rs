//! The LLM entity extractor against a real OpenAI-compatible server on loopback: entities from
//! the model reach the TKG, malformed replies are repaired or the chunk falls back to offline
//! mentions (counted), and a rebuild is answered from the cache with zero requests.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_build::llm_extractor::LlmExtractor;
use dualgraph_build::pipeline;
use dualgraph_core::llm::LlmConfig;
use dualgraph_core::skg::store::Store;
use dualgraph_core::tkg::Tkg;
use support::llm_server::{Reply, Request, Server};

fn small_catalog() -> String {
    support::DEMO_CATALOG
        .lines()
        .filter(|l| l.contains("\"kind\":\"product\"") || l.contains("\"kind\": \"product\""))
        .take(6)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn model_entities_are_merged_failures_fall_back_and_the_cache_makes_rebuilds_free() {
    let catalog = small_catalog();
    assert!(!catalog.is_empty());
    let server = Server::start(|req: &Request, _| {
        let passage = req.last_user();
        if passage.contains("FAQ") {
            Reply::Status(500, None) // always fails: offline mentions are used for these chunks
        } else if passage.len() % 2 == 0 {
            Reply::Choices(vec![
                "```json\n[{\"name\": \"Gentle Glow Lighting\", \"description\": \"A soft light.\"},]\n```".into(),
            ])
        } else {
            Reply::Choices(vec![r#"[{"name": "Gentle Glow Lighting", "description": "A soft light."}]"#.into()])
        }
    });
    let mut config = LlmConfig::new(server.url.clone(), "extractor-model");
    config.retries = 1;
    config.backoff_ms = 1;
    let cache = tempfile::tempdir().unwrap();
    let sources = vec![("small.jsonl".to_owned(), catalog.into_bytes())];
    let options = support::options("small");
    let build = || {
        let x = LlmExtractor::new(config.clone(), Some(cache.path().to_path_buf()), 8);
        let mut last = (0, 0);
        let (bytes, report) =
            pipeline::build_with_extractor(&sources, &options, &x, &mut |_| {}, &mut |d, t| last = (d, t)).unwrap();
        assert_eq!(last.0, last.1, "progress reaches the total");
        (bytes, report, x.stats())
    };
    let (bytes, report, stats) = build();
    assert!(report.tkg.extractor.starts_with("llm-v1:extractor-model:prompt-"));
    assert_eq!(stats.chunks, report.tkg.chunks);
    assert_eq!(stats.cached, 0);
    assert!(stats.repaired > 0, "{stats:?}");
    assert!(!stats.failed.is_empty() && stats.failed.iter().all(|(_, why)| why.contains("HTTP 500")), "{stats:?}");
    assert_eq!(stats.requested, stats.chunks);
    let tkg = Tkg::from_store(&Store::from_bytes(bytes).unwrap()).unwrap();
    let e = tkg.entities.iter().find(|e| e.name == "Gentle Glow Lighting").expect("model entity in the TKG");
    assert_eq!(e.links.len(), stats.chunks - stats.failed.len(), "one link per chunk the model answered");
    // Failed chunks still have (offline) entities: nothing is silently lost.
    for (chunk, _) in &stats.failed {
        assert!(tkg.entities.iter().any(|e| e.links.iter().any(|l| l.chunk == *chunk)), "chunk {chunk} has entities");
    }
    assert!(stats.usage.prompt_tokens > 0 && !stats.usage.estimated);

    let sent = server.requests().len();
    let (_, _, again) = build();
    let answered = stats.chunks - stats.failed.len();
    assert_eq!(again.cached, answered, "answered chunks come from the cache");
    assert_eq!(
        server.requests().len() - sent,
        2 * stats.failed.len(),
        "only the failed chunks are asked again (each with one retry)"
    );
}

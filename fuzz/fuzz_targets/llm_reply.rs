//! Arbitrary model output: SSE parsing, SPARQL extraction/repair/vocabulary check, agent action
//! parsing, citation markers and entity JSON repair never panic.
#![no_main]
use dualgraph::llm::sse::SseParser;
use dualgraph::qa::{agentic, candidates, cited_markers};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut p = SseParser::new();
    let mid = data.len() / 2;
    let _ = p.feed(&data[..mid]);
    let _ = p.feed(&data[mid..]);
    let _ = p.finish();
    let text = String::from_utf8_lossy(data);
    let (q, _) = candidates::extract(&text);
    if let Some(q) = q {
        let prefixes = vec![("skg".to_owned(), dualgraph::vocab::SKG.to_owned())];
        let (q, _) = candidates::repair(&q, &prefixes);
        let _ = candidates::check_vocabulary(&q);
    }
    let _ = agentic::parse_action(&text);
    let _ = cited_markers(&text);
    let _ = dualgraph::llm_extractor::parse_entities(&text);
});

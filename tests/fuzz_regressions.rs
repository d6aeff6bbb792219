//! Replays every input under `fuzz/regressions/<target>/` (crashes found by `cargo fuzz`, kept
//! after the fix) and a sample of each committed corpus through the same code as the fuzz
//! targets (`fuzz/targets.rs`): none may panic.
#![cfg(not(target_arch = "wasm32"))]

mod support;

#[path = "../fuzz/targets.rs"]
mod targets;

use std::path::Path;

fn inputs(dir: &str, limit: usize) -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz").join(dir);
    let Ok(entries) = std::fs::read_dir(&root) else { return Vec::new() };
    let mut files: Vec<_> = entries.flatten().map(|e| e.path()).filter(|p| p.is_file()).collect();
    files.sort();
    files.into_iter().take(limit).map(|p| std::fs::read(p).unwrap()).collect()
}

fn each(target: &str, run: &mut dyn FnMut(&[u8])) -> usize {
    let mut n = 0;
    for dir in [format!("regressions/{target}"), format!("corpus/{target}")] {
        for input in inputs(&dir, 300) {
            run(&input);
            n += 1;
        }
    }
    n
}

#[test]
fn crash_inputs_and_corpora_replay_without_panics() {
    let store = support::demo_store();
    let lexicon = dualgraph_core::compiler::lexicon::Lexicon::from_store(&store).unwrap();
    let semantic = dualgraph_core::compiler::semantic_lexicon::SemanticLexicon::from_store(&store, &lexicon).unwrap();
    assert!(semantic.is_some(), "the demo bundle has an encoder, so the compiler's encoder path is replayed too");
    let mut total = 0;
    total += each("bundle_decoder", &mut |d| targets::bundle_decoder(d));
    total += each("catalog_record", &mut |d| targets::catalog_record(d));
    total += each("value_parser", &mut |d| targets::value_parser(d));
    total += each("llm_reply", &mut |d| targets::llm_reply(d));
    total += each("sparql_exec", &mut |d| targets::sparql_exec(&store, d));
    total += each("question_compiler", &mut |d| targets::question_compiler(&store, &lexicon, semantic.as_ref(), d));
    assert!(total >= 1, "at least the committed crash inputs replay");
}

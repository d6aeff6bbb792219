//! The query encoder end to end: the WordPiece tokenizer against Hugging Face `tokenizers`
//! output (fixture), the committed default table and its provenance file, entity vectors in the
//! demo bundle, refusal of mismatched encoders, and the CLI (`embed`, batch `search`).
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_build::pipeline::{self, EncoderChoice, DEFAULT_TABLE};
use dualgraph_core::format::bundle::BundleWriter;
use dualgraph_core::skg::store::Store;
use dualgraph_core::tkg::search::{self, EntityRanking, SearchOptions};
use dualgraph_core::tkg::{Tkg, TkgError};
use dualgraph_core::vectors::encoder::{self, BundleEncoder, EncoderError, Provenance, StaticEncoder, TableParts};
use dualgraph_core::vectors::entity_vectors::VECTORS_SECTION;
use dualgraph_core::vectors::vector::{Encoder, VectorIndex};
use serde_json::Value;
use std::sync::OnceLock;
use support::{options, DEMO_CATALOG};

fn default_table() -> &'static StaticEncoder {
    static T: OnceLock<StaticEncoder> = OnceLock::new();
    T.get_or_init(|| StaticEncoder::from_bytes("default", DEFAULT_TABLE).expect("the default table loads"))
}

fn demo() -> &'static (Store, Tkg) {
    static DEMO: OnceLock<(Store, Tkg)> = OnceLock::new();
    DEMO.get_or_init(|| {
        let store = support::demo_store();
        let tkg = Tkg::from_store(&store).expect("demo TKG");
        (store, tkg)
    })
}

#[test]
fn wordpiece_matches_hf_tokenizers_on_every_fixture_string() {
    let fixture: Value =
        serde_json::from_str(include_str!("fixtures/wordpiece.json")).expect("tests/fixtures/wordpiece.json parses");
    let cases = fixture["cases"].as_array().unwrap();
    assert!(cases.len() > 2000, "{} cases", cases.len());
    let wp = default_table().tokenizer();
    let mut mismatches = Vec::new();
    for c in cases {
        let text = c["text"].as_str().unwrap();
        let want: Vec<u32> = c["ids"].as_array().unwrap().iter().map(|v| v.as_u64().unwrap() as u32).collect();
        let got = wp.encode(text);
        if got != want {
            mismatches.push(format!("{text:?}: want {want:?}, got {got:?}"));
        }
    }
    assert!(mismatches.is_empty(), "{} of {} differ:\n{}", mismatches.len(), cases.len(), mismatches.join("\n"));
    // The fixture exercises the hard parts.
    let texts: Vec<&str> = cases.iter().map(|c| c["text"].as_str().unwrap()).collect();
    for needle in ["\u{200d}", "\u{ad}", "한국어", "中文", "é", "😀", &"c".repeat(101)] {
        assert!(texts.iter().any(|t| t.contains(needle)), "fixture lacks {needle:?}");
    }
}

#[test]
fn the_default_table_matches_its_provenance_file() {
    let t = default_table();
    let file: Value = serde_json::from_str(include_str!("../crate/build/assets/encoder.provenance.json")).unwrap();
    assert_eq!(file["identity"]["id"], t.identity().id);
    assert_eq!(file["identity"]["checksum"], t.identity().checksum);
    assert_eq!(file["identity"]["table_bytes"], DEFAULT_TABLE.len());
    assert_eq!(file["provenance"]["method"], encoder::METHOD);
    assert_eq!(t.provenance().model, "sentence-transformers/all-MiniLM-L6-v2");
    assert!(t.provenance().model_files.contains_key("model.safetensors"));
    assert_eq!(t.identity().vocab, 30_522);
    // Sentence vectors are unit length and related texts are closer than unrelated ones.
    let v = |s: &str| t.encode(s);
    let dot = |a: &[f32], b: &[f32]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f32>();
    let (phone, mobile, fridge) = (v("a cheap phone"), v("an affordable mobile"), v("a fridge freezer"));
    assert!((dot(&phone, &phone) - 1.0).abs() < 1e-5);
    assert!(dot(&phone, &mobile) > dot(&phone, &fridge), "{} vs {}", dot(&phone, &mobile), dot(&phone, &fridge));
}

#[test]
fn the_demo_bundle_carries_the_encoder_and_one_vector_per_entity() {
    let (store, tkg) = demo();
    let id = default_table().id();
    let build = &store.manifest().build;
    assert_eq!(build.encoder.as_ref().map(|e| e.id.as_str()), Some(id));
    assert_eq!(build.tkg.encoder.as_deref(), Some(id));
    let sem = tkg.semantic.as_ref().expect("vectors loaded");
    assert_eq!(sem.encoder.id(), id);
    assert_eq!(sem.vectors.index.len(), tkg.entities.len());
    // Stored rows are the build-time encoding of name + description, int8-quantized.
    for e in (0..tkg.entities.len()).step_by(41) {
        let ent = &tkg.entities[e];
        let exact = sem.encoder.encode(&Tkg::entity_text(&ent.name, &tkg.description(store, ent)));
        let row = sem.vectors.index.row(e).unwrap();
        let max = exact.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        assert!(row.iter().zip(&exact).all(|(a, b)| (a - b).abs() <= max / 254.0 + 1e-6), "entity {e}");
        // An entity's own text finds it first.
        let hits = sem.vectors.search(&exact, 3);
        assert!((hits[0].1 - 1.0).abs() < 0.01, "{hits:?}");
    }
    // BundleEncoder (the API other modules use) gives the same vectors.
    let be = BundleEncoder::from_store(store).unwrap();
    assert_eq!(be.encode("quiet fridge"), default_table().encode("quiet fridge"));
}

#[test]
fn hybrid_search_uses_both_rankings_and_falls_back_to_bm25() {
    let (_, tkg) = demo();
    let r = search::search(tkg, "phone for my grandmother with big letters", &SearchOptions::default());
    assert_eq!(r.entity_ranking, EntityRanking::Hybrid);
    assert!(r.entities.iter().all(|e| e.similarity.is_some()));
    assert!(r.entities.windows(2).all(|w| w[0].score >= w[1].score));
    let v = search::search(
        tkg,
        "phone for my grandmother with big letters",
        &SearchOptions { entity_ranking: EntityRanking::Vector, ..SearchOptions::default() },
    );
    assert!(v.entities.windows(2).all(|w| w[0].similarity >= w[1].similarity));
    assert_eq!(v.entities[0].score, v.entities[0].similarity.unwrap());
    // No known token: BM25 (which finds nothing) instead of arbitrary vector neighbours.
    let none = search::search(tkg, "qqqq zzzz", &SearchOptions::default());
    assert_eq!(none.entity_ranking, EntityRanking::Bm25);
    assert!(none.chunks.is_empty());
    // A model number is lexical: fused with BM25, its entity and product stay near the top.
    let m = search::search(tkg, "FF50 Eco running costs", &SearchOptions::default());
    assert!(m.entities.iter().take(3).any(|e| e.name.contains("FF50 Eco")), "{:?}", m.entities);
    assert!(m.chunks.iter().take(3).any(|c| c.doc.id.contains("ff50")), "{:?}", m.chunks);
}

/// Rewrites a bundle with one section replaced (checksums stay valid).
fn replace_section(store: &Store, name: &str, bytes: Vec<u8>) -> Store {
    let mut w = BundleWriter::new();
    for (n, _) in store.bundle().sections() {
        let content = if n == name { bytes.clone() } else { store.bundle().section(n).unwrap().to_vec() };
        w.section(n, content);
    }
    Store::from_bytes(w.finish()).expect("rewritten bundle loads")
}

/// Another valid table over the same vocabulary (8 dims, pseudo-random rows).
fn other_table() -> Vec<u8> {
    let tokens = default_table().tokenizer().tokens().to_vec();
    let n = tokens.len();
    let mut x: u64 = 7;
    let vectors: Vec<i8> = (0..n * 8)
        .map(|_| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (x >> 56) as i8
        })
        .collect();
    let provenance = Provenance {
        model: "test/other".into(),
        model_files: Default::default(),
        method: encoder::METHOD.into(),
        details: Value::Null,
        tool: "tests/encoder.rs".into(),
    };
    encoder::write_table(&TableParts {
        provenance: &provenance,
        tokens: &tokens,
        dims: 8,
        weights: &vec![1.0; n],
        scales: &vec![0.01; n],
        vectors: &vectors,
    })
}

#[test]
fn mismatched_encoders_are_refused() {
    let (store, _) = demo();
    let other = other_table();
    // The manifest names the default table but the bundle carries another one.
    let swapped = replace_section(store, encoder::TABLE_SECTION, other.clone());
    let e = Tkg::from_store(&swapped).unwrap_err();
    assert!(matches!(e, TkgError::Encoder(EncoderError::Mismatch { .. })), "{e}");
    assert!(e.to_string().contains("test/other"), "{e}");
    assert!(matches!(BundleEncoder::from_store(&swapped), Err(EncoderError::Mismatch { .. })));

    // A bundle built with the other table, given the default table's vectors.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("other.dgst");
    std::fs::write(&path, &other).unwrap();
    let mut o = options("demo");
    o.encoder = EncoderChoice::Table(path);
    let built = support::build_store(DEMO_CATALOG, &o);
    assert_eq!(built.manifest().build.encoder.as_ref().map(|e| e.dims), Some(8));
    assert!(Tkg::from_store(&built).unwrap().semantic.is_some());
    let foreign = replace_section(&built, VECTORS_SECTION, store.bundle().section(VECTORS_SECTION).unwrap().to_vec());
    let e = Tkg::from_store(&foreign).unwrap_err().to_string();
    assert!(e.contains("made by encoder") && e.contains(default_table().id()), "{e}");

    // Without an encoder: no vectors, BM25 entity ranking, and a clear error from the encoder API.
    let mut o = options("demo");
    o.encoder = EncoderChoice::None;
    let plain = support::build_store(DEMO_CATALOG, &o);
    assert!(plain.bundle().section(VECTORS_SECTION).is_err());
    let tkg = Tkg::from_store(&plain).unwrap();
    assert!(tkg.semantic.is_none());
    assert_eq!(search::search(&tkg, "quiet fridge", &SearchOptions::default()).entity_ranking, EntityRanking::Bm25);
    assert!(BundleEncoder::from_store(&plain).unwrap_err().to_string().contains("no query encoder"));
    // A damaged table file is reported with its path.
    let mut o = options("demo");
    let bad = dir.path().join("bad.dgst");
    std::fs::write(&bad, &other[..other.len() - 5]).unwrap();
    o.encoder = EncoderChoice::Table(bad);
    let err = pipeline::build(&[("c.jsonl".into(), DEMO_CATALOG.as_bytes().to_vec())], &o, &mut |_| {})
        .expect_err("refused")
        .to_string();
    assert!(err.contains("bad.dgst"), "{err}");
}

#[test]
fn cli_embed_and_batch_search_equal_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo.dgb");
    let bin = support::dualgraph_bin();
    let o = std::process::Command::new(&bin).args(["build", "-o", out.to_str().unwrap()]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("encoder "), "summary names the encoder");
    let store = Store::from_bytes(std::fs::read(&out).unwrap()).unwrap();
    let tkg = Tkg::from_store(&store).unwrap();

    let o = std::process::Command::new(&bin)
        .args(["embed", out.to_str().unwrap(), "a quiet fridge", "Café déjà vu"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["encoder"]["id"], default_table().id());
    let enc = &tkg.semantic.as_ref().unwrap().encoder;
    for item in v["vectors"].as_array().unwrap() {
        let cli: Vec<f32> = item["vector"].as_array().unwrap().iter().map(|x| x.as_f64().unwrap() as f32).collect();
        assert_eq!(cli, enc.encode(item["text"].as_str().unwrap()));
    }

    let questions = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/demo/search_questions.json");
    let o = std::process::Command::new(&bin)
        .args(["search", out.to_str().unwrap(), &format!("@{questions}"), "--json"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let cli: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert!(cli.len() >= 40);
    for r in &cli {
        let lib = search::search_store(&store, &tkg, r["question"].as_str().unwrap(), &SearchOptions::default());
        // Through JSON text, as the CLI printed it (f32 values as their shortest decimal).
        let lib: Value = serde_json::from_str(&serde_json::to_string(&lib).unwrap()).unwrap();
        assert_eq!(*r, lib);
    }
    let o =
        std::process::Command::new(&bin).args(["embed", out.to_str().unwrap(), "@/nonexistent.json"]).output().unwrap();
    assert!(!o.status.success() && String::from_utf8_lossy(&o.stderr).contains("/nonexistent.json"));
}

/// Without the `distill` feature (CI's build), `dualgraph distill` says how to get it.
#[cfg(not(feature = "distill"))]
#[test]
fn cli_distill_without_the_feature_explains_how_to_enable_it() {
    let o = std::process::Command::new(support::dualgraph_bin())
        .args(["distill", "/nonexistent-model", "-o", "/tmp/never-written.dgst"])
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("--features distill"), "{err}");
    assert!(!std::path::Path::new("/tmp/never-written.dgst").exists());
}

//! Benchmark of the zero-LLM question compiler on the demo questions
//! (`examples/demo/questions.json`): list-match precision / recall / F1 against `gt_answer_list`
//! (names normalized: case and punctuation), the questions it declined and why, and native
//! compile latency per question. Writes the Markdown section `.bench/compiler.md` (or the path
//! given as the first argument); `scripts/bench_compiler` splices it into `BENCHMARKS.md`.
//!
//! Scoring: a declined question counts as recall 0 and F1 0 ("all questions" columns) and is
//! left out of precision (it gave no list). An empty answer to a question whose truth is empty
//! scores 1. Single-product questions are answered with the named range/product, so their
//! list-match only shows the product was identified, not that the looked-up value is right.

use dualgraph_build::pipeline::{self, BuildOptions};
use dualgraph_core::compiler;
use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::semantic_lexicon::SemanticLexicon;
use dualgraph_core::skg::store::Store;
use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::time::Instant;

const CATALOG: &str = include_str!("demo/catalog.jsonl");
const QUESTIONS: &str = include_str!("demo/questions.json");
const PARAPHRASES: &str = include_str!("demo/paraphrases.json");
/// A catalog the compiler was not written for, and questions naming its categories with
/// everyday words no synonym table covers.
const HOMEWARE: &str = include_str!("../tests/fixtures/homeware.jsonl");
const HOMEWARE_QUESTIONS: &str = include_str!("../tests/fixtures/homeware-questions.json");
/// Compile repetitions per question for the latency figures.
const REPS: usize = 200;

fn normalized(s: &str) -> String {
    s.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ")
}

struct Row {
    id: String,
    category: String,
    question: String,
    understood: String,
    confidence: f64,
    declined: Option<String>,
    precision: Option<f64>,
    recall: f64,
    f1: f64,
    compile_us: f64,
    run_ms: f64,
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let k = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[k.min(sorted.len() - 1)]
}

fn main() {
    let out_path = std::env::args().nth(1).unwrap_or_else(|| ".bench/compiler.md".into());
    let options = BuildOptions {
        catalog_name: "demo".into(),
        base_iri: dualgraph_core::skg::vocab::DEFAULT_BASE.into(),
        skip_invalid: false,
        rules_dir: None,
        no_default_rules: false,
        encoder: Default::default(),
        vector_index: Default::default(),
        no_skg: false,
        rules_engine: Default::default(),
        page_size: None,
    };
    let (bytes, _) = pipeline::build(&[("catalog.jsonl".into(), CATALOG.as_bytes().to_vec())], &options, &mut |_| {})
        .expect("build demo bundle");
    let store = Store::from_bytes(bytes).expect("load demo bundle");
    let t = Instant::now();
    let lexicon = Lexicon::from_store(&store).expect("lexicon");
    let lexicon_load_ms = t.elapsed().as_secs_f64() * 1e3;
    let lexicon_bytes =
        store.bundle().section(dualgraph_core::compiler::lexicon::SECTION).map(<[u8]>::len).unwrap_or(0);

    let t = Instant::now();
    let semantic =
        SemanticLexicon::from_store(&store, &lexicon).expect("encoder table").expect("the demo bundle has an encoder");
    let semantic_ms = t.elapsed().as_secs_f64() * 1e3;

    let questions: serde_json::Map<String, Value> = serde_json::from_str(QUESTIONS).expect("questions.json");
    let gt_of = |q: &Value| -> BTreeSet<String> {
        q["gt_answer_list"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).map(normalized).collect())
            .unwrap_or_default()
    };
    let asked: Vec<Asked> = questions
        .iter()
        .map(|(id, q)| Asked {
            id: id.clone(),
            category: q["category"].as_str().unwrap_or_default().to_owned(),
            question: q["question"].as_str().unwrap_or_default().to_owned(),
            gt: gt_of(q),
        })
        .collect();
    let rows = evaluate(&store, &lexicon, Some(&semantic), &asked, REPS);
    let string_only = evaluate(&store, &lexicon, None, &asked, REPS);

    // Paraphrases: the same questions in words the catalog never uses.
    let paraphrases: serde_json::Map<String, Value> = serde_json::from_str(PARAPHRASES).expect("paraphrases.json");
    let reworded: Vec<Asked> = paraphrases
        .iter()
        .filter(|(id, _)| !id.starts_with('_'))
        .map(|(id, p)| {
            let same_as = p["same_as"].as_str().unwrap_or_default();
            let original = &questions[same_as];
            Asked {
                id: format!("{id} ({same_as})"),
                category: original["category"].as_str().unwrap_or_default().to_owned(),
                question: p["question"].as_str().unwrap_or_default().to_owned(),
                gt: gt_of(original),
            }
        })
        .collect();
    let para_semantic = evaluate(&store, &lexicon, Some(&semantic), &reworded, 20);
    let para_string = evaluate(&store, &lexicon, None, &reworded, 20);

    let (bytes, _) = pipeline::build(&[("homeware.jsonl".into(), HOMEWARE.as_bytes().to_vec())], &options, &mut |_| {})
        .expect("build homeware bundle");
    let home_store = Store::from_bytes(bytes).expect("load homeware bundle");
    let home_lexicon = Lexicon::from_store(&home_store).expect("lexicon");
    let home_semantic = SemanticLexicon::from_store(&home_store, &home_lexicon).expect("encoder").expect("encoder");
    let home_questions: serde_json::Map<String, Value> =
        serde_json::from_str(HOMEWARE_QUESTIONS).expect("homeware-questions.json");
    let home: Vec<Asked> = home_questions
        .iter()
        .filter(|(id, _)| !id.starts_with('_'))
        .map(|(id, q)| Asked {
            id: id.clone(),
            category: "multi-product-filter".into(),
            question: q["question"].as_str().unwrap_or_default().to_owned(),
            gt: gt_of(q),
        })
        .collect();
    let home_semantic_rows = evaluate(&home_store, &home_lexicon, Some(&home_semantic), &home, 20);
    let home_string_rows = evaluate(&home_store, &home_lexicon, None, &home, 20);

    let mut md = report(&rows, lexicon_bytes, lexicon_load_ms);
    md.push_str(&encoder_report(
        &[
            ("demo filter + comparison", &string_only, &rows),
            ("demo paraphrases", &para_string, &para_semantic),
            ("homeware catalog (unseen)", &home_string_rows, &home_semantic_rows),
        ],
        semantic_ms,
    ));
    if let Some(dir) = std::path::Path::new(&out_path).parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    std::fs::write(&out_path, &md).expect("write report");
    print!("{md}");
}

struct Summary {
    n: usize,
    answered: usize,
    precision: f64,
    recall: f64,
    f1_all: f64,
    f1_answered: f64,
    exact: usize,
}

/// A question with its truth.
struct Asked {
    id: String,
    category: String,
    question: String,
    gt: BTreeSet<String>,
}

/// Compiles (timed, median of `reps`) and runs every question, scoring the answer list.
fn evaluate(
    store: &Store,
    lexicon: &Lexicon,
    semantic: Option<&SemanticLexicon>,
    asked: &[Asked],
    reps: usize,
) -> Vec<Row> {
    let mut rows = Vec::new();
    for a in asked {
        let mut times = Vec::with_capacity(reps);
        let mut compiled = compiler::compile_with(&a.question, lexicon, semantic);
        for _ in 0..reps {
            let t = Instant::now();
            compiled = compiler::compile_with(&a.question, lexicon, semantic);
            times.push(t.elapsed().as_secs_f64() * 1e6);
        }
        times.sort_by(f64::total_cmp);
        let mut row = Row {
            id: a.id.clone(),
            category: a.category.clone(),
            question: a.question.clone(),
            understood: compiled.understood.clone(),
            confidence: compiled.confidence,
            declined: compiled.declined.clone(),
            precision: None,
            recall: 0.0,
            f1: 0.0,
            compile_us: percentile(&times, 0.5),
            run_ms: 0.0,
        };
        if compiled.answers() {
            let t = Instant::now();
            match compiler::run(store, &compiled) {
                Ok(answer) => {
                    row.run_ms = t.elapsed().as_secs_f64() * 1e3;
                    let got: BTreeSet<String> = answer.names.iter().map(|s| normalized(s)).collect();
                    let tp = got.intersection(&a.gt).count() as f64;
                    let (p, r) = match (got.is_empty(), a.gt.is_empty()) {
                        (true, true) => (1.0, 1.0),
                        (true, false) | (false, true) => (0.0, 0.0),
                        (false, false) => (tp / got.len() as f64, tp / a.gt.len() as f64),
                    };
                    row.precision = Some(p);
                    row.recall = r;
                    row.f1 = if p + r > 0.0 { 2.0 * p * r / (p + r) } else { 0.0 };
                }
                Err(e) => row.declined = Some(format!("query failed: {e}")),
            }
        }
        rows.push(row);
    }
    rows
}

fn summarize<'a>(rows: impl Iterator<Item = &'a Row>) -> Summary {
    let rows: Vec<&Row> = rows.collect();
    let answered: Vec<&&Row> = rows.iter().filter(|r| r.precision.is_some()).collect();
    let n = rows.len().max(1) as f64;
    let a = answered.len().max(1) as f64;
    Summary {
        n: rows.len(),
        answered: answered.len(),
        precision: answered.iter().filter_map(|r| r.precision).sum::<f64>() / a,
        recall: rows.iter().map(|r| r.recall).sum::<f64>() / n,
        f1_all: rows.iter().map(|r| r.f1).sum::<f64>() / n,
        f1_answered: answered.iter().map(|r| r.f1).sum::<f64>() / a,
        exact: answered.iter().filter(|r| r.f1 >= 0.999).count(),
    }
}

fn report(rows: &[Row], lexicon_bytes: usize, lexicon_load_ms: f64) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "## Compiler\n");
    let _ = writeln!(
        s,
        "Zero-LLM question compiler (`dualgraph compile`, `Engine.compile`): question → constraints → one SPARQL \
         query, from the bundle's own lexicon. Demo catalog, `examples/demo/questions.json`; generated by \
         `scripts/bench_compiler` (`cargo run --release --example bench_compiler`). **LLM tokens: 0** for every \
         question.\n"
    );
    let _ = writeln!(
        s,
        "List-match against `gt_answer_list`, names normalized (case, punctuation), macro-averaged per question. \
         *F1 (all)* counts a declined question as 0; *precision* is over answered questions only (a declined \
         question gives no list). Single-product questions are answered with the named range/product, so their \
         score only shows the product was identified.\n"
    );
    let _ = writeln!(s, "| Category | Questions | Answered | Declined | Precision | Recall (all) | F1 (all) | F1 (answered) | Exact lists |");
    let _ = writeln!(s, "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    let line = |s: &mut String, name: &str, x: &Summary| {
        let _ = writeln!(
            s,
            "| {name} | {} | {} | {} | {} | {:.3} | {:.3} | {} | {} |",
            x.n,
            x.answered,
            x.n - x.answered,
            if x.answered > 0 { format!("{:.3}", x.precision) } else { "—".into() },
            x.recall,
            x.f1_all,
            if x.answered > 0 { format!("{:.3}", x.f1_answered) } else { "—".into() },
            x.exact
        );
    };
    for cat in ["multi-product-filter", "comparison", "single-product", "open-ended"] {
        line(&mut s, cat, &summarize(rows.iter().filter(|r| r.category == cat)));
    }
    let target =
        summarize(rows.iter().filter(|r| matches!(r.category.as_str(), "multi-product-filter" | "comparison")));
    line(&mut s, "**filter + comparison**", &target);
    let _ = writeln!(
        s,
        "\nTarget (filter + comparison): F1 ≥ 0.8 and precision ≥ 0.9 with zero LLM tokens — **{}** (F1 {:.3}, \
         precision {:.3}). Open-ended questions are subjective; declining all of them is the intended behaviour.\n",
        if target.f1_all >= 0.8 && target.precision >= 0.9 { "met" } else { "not met" },
        target.f1_all,
        target.precision
    );

    let mut compile: Vec<f64> = rows.iter().map(|r| r.compile_us).collect();
    compile.sort_by(f64::total_cmp);
    let mut run: Vec<f64> = rows.iter().filter(|r| r.precision.is_some()).map(|r| r.run_ms).collect();
    run.sort_by(f64::total_cmp);
    let _ = writeln!(s, "### Latency (native, release build)\n");
    let _ = writeln!(s, "| Measure | Median | p95 | Max |");
    let _ = writeln!(s, "| --- | ---: | ---: | ---: |");
    let _ = writeln!(
        s,
        "| compile, per question (median of {REPS} runs each, {} questions) | {:.0} µs | {:.0} µs | {:.0} µs |",
        compile.len(),
        percentile(&compile, 0.5),
        percentile(&compile, 0.95),
        compile.last().copied().unwrap_or(0.0)
    );
    let _ = writeln!(
        s,
        "| run the compiled SPARQL (answered questions) | {:.2} ms | {:.2} ms | {:.2} ms |",
        percentile(&run, 0.5),
        percentile(&run, 0.95),
        run.last().copied().unwrap_or(0.0)
    );
    if let Some(w) = std::env::var("DUALGRAPH_COMPILER_WASM_TIMINGS")
        .ok()
        .and_then(|p| std::fs::read(p).ok())
        .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
    {
        let mut per: Vec<f64> =
            w["perQuestion"].as_object().map(|m| m.values().filter_map(Value::as_f64).collect()).unwrap_or_default();
        per.sort_by(f64::total_cmp);
        let _ = writeln!(
            s,
            "| compile in WebAssembly (`Engine.compile`, Node {}, median of 50 runs each, {} questions; includes \
             the JS conversion of the result) | {:.0} µs | {:.0} µs | {:.0} µs |",
            w["node"].as_str().unwrap_or("?"),
            per.len(),
            percentile(&per, 0.5) * 1e3,
            percentile(&per, 0.95) * 1e3,
            per.last().copied().unwrap_or(0.0) * 1e3
        );
        let _ = writeln!(
            s,
            "\nIn WebAssembly the lexicon is parsed and indexed, and its labels embedded with the bundle's encoder, once \
             per `Engine`, on its first `compile`: {:.1} ms here, \
             the first call into a freshly loaded module, so it includes the engine's code warm-up (about 10–25 ms \
             for later engines in the same page).",
            w["lexiconMs"].as_f64().unwrap_or(0.0)
        );
    }
    let _ = writeln!(
        s,
        "\nLexicon section: {lexicon_bytes} bytes of JSON; parsed and indexed once per bundle in {lexicon_load_ms:.1} ms \
         natively.\n"
    );

    let _ = writeln!(s, "### Declined questions (filter, comparison, single-product)\n");
    let declined: Vec<&Row> = rows.iter().filter(|r| r.declined.is_some() && r.category != "open-ended").collect();
    if declined.is_empty() {
        let _ = writeln!(s, "None.\n");
    } else {
        let _ = writeln!(s, "| Id | Category | Question | Why |");
        let _ = writeln!(s, "| --- | --- | --- | --- |");
        for r in declined {
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} |",
                r.id,
                r.category,
                r.question.replace('|', "\\|"),
                r.declined.as_deref().unwrap_or("").replace('|', "\\|")
            );
        }
        let _ = writeln!(s);
    }

    let _ = writeln!(s, "### Per question (filter and comparison)\n");
    let _ = writeln!(s, "| Id | Question | Understood | Confidence | P | R | F1 | Compile | Run |");
    let _ = writeln!(s, "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for r in rows.iter().filter(|r| matches!(r.category.as_str(), "multi-product-filter" | "comparison")) {
        let p = r.precision.map(|p| format!("{p:.2}")).unwrap_or_else(|| "—".into());
        let understood = if r.declined.is_some() {
            format!("declined: {}", r.declined.as_deref().unwrap_or(""))
        } else {
            r.understood.clone()
        };
        let _ = writeln!(
            s,
            "| {} | {} | {} | {:.2} | {p} | {:.2} | {:.2} | {:.0} µs | {} |",
            r.id,
            r.question.replace('|', "\\|"),
            understood.replace('|', "\\|"),
            r.confidence,
            r.recall,
            r.f1,
            r.compile_us,
            if r.precision.is_some() { format!("{:.1} ms", r.run_ms) } else { "—".into() }
        );
    }
    s.push('\n');
    s
}

/// The "Encoder-assisted matching" subsection: the same compiler with and without the bundle's
/// encoder, on the demo questions and on paraphrases of them.
fn encoder_report(sets: &[(&str, &[Row], &[Row])], semantic_ms: f64) -> String {
    let (rows, string_only) = (sets[0].2, sets[0].1);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "### Encoder-assisted matching
"
    );
    let _ = writeln!(
        s,
        "The compiler matches question words to the lexicon by string first; with the bundle's encoder \
         (`SemanticLexicon`: category names and yes/no labels embedded with the static table) it also places \
         words the catalog never writes (\"mobile phones\" → Smartphones, \"ebook readers\" → E-Readers) and \
         narrows categories string matching cannot tell apart, but only on a high cosine that is clearly ahead \
         of the runner-up (margin 0.15). The paraphrases (`examples/demo/paraphrases.json`) reword demo filter and \
         comparison questions with everyday names and are scored against the original question's answer list; \
         the homeware catalog (`tests/fixtures/homeware.jsonl`, questions in `homeware-questions.json`) is one \
         the compiler was not written for, asked with names no synonym table covers (couches, bikes, laundry \
         machines). *Confident* answers are those at confidence ≥ 0.6, the ones `ask` uses without an LLM. Same \
         run, same code; only the encoder differs.\n"
    );
    let _ = writeln!(s, "| Questions | Matching | Answered | Confident | Precision | F1 (all) | Exact lists |");
    let _ = writeln!(s, "| --- | --- | ---: | ---: | ---: | ---: | ---: |");
    let filt = |r: &&Row| matches!(r.category.as_str(), "multi-product-filter" | "comparison");
    for (name, without, with) in sets {
        for (set, how) in [(without, "string only"), (with, "string + encoder")] {
            let x = summarize(set.iter().filter(filt));
            let confident = set.iter().filter(filt).filter(|r| r.precision.is_some() && r.confidence >= 0.6).count();
            let _ = writeln!(
                s,
                "| {name} ({}) | {how} | {} | {confident} | {} | {:.3} | {} |",
                x.n,
                x.answered,
                if x.answered > 0 { format!("{:.3}", x.precision) } else { "—".into() },
                x.f1_all,
                x.exact
            );
        }
    }
    let median = |v: &[Row]| {
        let mut t: Vec<f64> = v.iter().map(|r| r.compile_us).collect();
        t.sort_by(f64::total_cmp);
        percentile(&t, 0.5)
    };
    let (with, without) = (median(rows), median(string_only));
    let _ = writeln!(
        s,
        "\nCompile cost of the encoder (same run, demo questions): median {with:.0} µs with, {without:.0} µs without \
         ({:.2}×); embedding the lexicon's labels once per bundle: {semantic_ms:.1} ms natively.\n",
        with / without.max(1e-9)
    );
    let _ = writeln!(s, "| Id | Question | With encoder: understood | F1 string only | F1 with encoder |");
    let _ = writeln!(s, "| --- | --- | --- | ---: | ---: |");
    for (r, o) in sets[1..].iter().flat_map(|(_, without, with)| with.iter().zip(without.iter())) {
        let understood = match &r.declined {
            Some(d) => format!("declined: {d}"),
            None => r.understood.clone(),
        };
        let f1 = |x: &Row| if x.declined.is_some() { "declined".to_owned() } else { format!("{:.2}", x.f1) };
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} |",
            r.id,
            r.question.replace('|', "\\|"),
            understood.replace('|', "\\|"),
            f1(o),
            f1(r)
        );
    }
    s.push('\n');
    s
}

//! `dualgraph eval`: runs the evaluation with a progress bar, writes `results.json`,
//! `report.md` and `report.html`, keeps a resumable answer cache, and applies the regression
//! gate against a recorded baseline.

use anyhow::{bail, Context, Result};
use dualgraph_core::llm::{transport::NativeTransport, Client};
use dualgraph_core::qa::{AskOptions, Knowledge};
use dualgraph_eval::{self as eval, report, EvalOptions, Record, System};
use indicatif::{ProgressBar, ProgressStyle};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;

/// Arguments of `dualgraph eval`.
#[derive(clap::Args)]
pub struct EvalArgs {
    /// Bundle file.
    pub bundle: PathBuf,
    /// Questions: SpecsQA questions.json (dict), a JSON array, or JSON Lines.
    pub questions: PathBuf,
    /// Comma-separated systems: strategies (compiler, tkg, skg, skg+tkg, skg>tkg, router,
    /// router>tkg, agentic) and baselines (bm25, unweaver). Default: the offline set without an
    /// LLM, everything with one.
    #[arg(long, value_delimiter = ',')]
    pub systems: Vec<String>,
    #[command(flatten)]
    pub llm: crate::ask::LlmArgs,
    /// Passages retrieved per question.
    #[arg(short, default_value_t = 5)]
    pub k: usize,
    /// Products an answer lists (1..=1000): the list is what is scored, so every product by default.
    #[arg(long, default_value_t = 1000)]
    pub max_products: usize,
    /// Passage ranking of the strategies: unweaver, hybrid or chunks.
    #[arg(long, default_value = "unweaver", value_parser = ["unweaver", "hybrid", "chunks"])]
    pub search_mode: String,
    /// Entity ranking of UnWeaver: bm25, hybrid or vector.
    #[arg(long, default_value = "bm25", value_parser = ["bm25", "hybrid", "vector"])]
    pub entity_ranking: String,
    /// Grade answers against gt_answer with the LLM.
    #[arg(long)]
    pub judge: bool,
    /// Compare two systems' answers with the LLM judge: `A,B`.
    #[arg(long, value_delimiter = ',', num_args = 2)]
    pub pairwise: Vec<String>,
    /// Output directory.
    #[arg(long, default_value = "target/eval")]
    pub out: PathBuf,
    /// Answer cache (JSON Lines; default `<out>/cache.jsonl`).
    #[arg(long)]
    pub cache: Option<PathBuf>,
    /// Ignore and do not write the cache.
    #[arg(long)]
    pub no_cache: bool,
    /// Baseline file for the regression gate (JSON: {"system", "f1"}).
    #[arg(long)]
    pub baseline: Option<PathBuf>,
    /// Largest allowed drop of normalized F1 below the baseline.
    #[arg(long, default_value_t = 0.02)]
    pub gate: f64,
    /// Write the gate system's F1 as the new baseline to this file.
    #[arg(long)]
    pub write_baseline: Option<PathBuf>,
}

/// A recorded F1 for the regression gate.
#[derive(Serialize, Deserialize)]
struct Baseline {
    system: String,
    f1: f64,
    questions: usize,
    catalog: String,
}

/// Runs `dualgraph eval`.
pub fn run(args: EvalArgs, store: dualgraph_core::skg::store::Store) -> Result<()> {
    let name = args.questions.display().to_string();
    let text = std::fs::read_to_string(&args.questions).with_context(|| format!("reading {name}"))?;
    let questions = eval::questions::parse(&name, &text)?;
    let llm = args.llm.config()?;
    let systems = if args.systems.is_empty() {
        if llm.is_some() {
            System::all()
        } else {
            System::offline_default()
        }
    } else {
        args.systems
            .iter()
            .map(|s| System::parse(s).with_context(|| format!("--systems: unknown system `{s}`")))
            .collect::<Result<Vec<_>>>()?
    };
    let pairwise = match args.pairwise.as_slice() {
        [] => None,
        [a, b] => {
            for s in [a, b] {
                if !systems.iter().any(|x| x.name() == s.as_str()) {
                    bail!("--pairwise: `{s}` is not among the evaluated systems");
                }
            }
            if llm.is_none() {
                bail!("--pairwise needs an LLM (--llm-url, --model)");
            }
            Some((a.clone(), b.clone()))
        }
        _ => bail!("--pairwise takes two systems: A,B"),
    };
    if args.judge && llm.is_none() {
        bail!("--judge needs an LLM (--llm-url, --model)");
    }
    let ask = AskOptions {
        k: args.k,
        max_products: args.max_products,
        llm: llm.clone(),
        search_mode: serde_json::from_value(serde_json::Value::String(args.search_mode.clone()))?,
        entity_ranking: serde_json::from_value(serde_json::Value::String(args.entity_ranking.clone()))?,
        ..AskOptions::default()
    };
    ask.validate().map_err(anyhow::Error::msg)?;
    let options = EvalOptions { systems, ask, judge: args.judge, pairwise };

    std::fs::create_dir_all(&args.out).with_context(|| format!("creating {}", args.out.display()))?;
    let cache_path = args.cache.clone().unwrap_or_else(|| args.out.join("cache.jsonl"));
    let mut cache: HashMap<String, Record> = HashMap::new();
    let mut skipped_lines = 0;
    if !args.no_cache && cache_path.exists() {
        for line in std::fs::read_to_string(&cache_path)?.lines() {
            match serde_json::from_str::<Record>(line) {
                Ok(r) => {
                    cache.insert(r.cache_key.clone(), r);
                }
                Err(_) => skipped_lines += 1,
            }
        }
    }
    if skipped_lines > 0 {
        eprintln!("cache: skipped {skipped_lines} unreadable line(s) in {}", cache_path.display());
    }
    let mut cache_file = if args.no_cache {
        None
    } else {
        Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&cache_path)
                .with_context(|| format!("opening {}", cache_path.display()))?,
        )
    };
    let knowledge = Knowledge::new(store);
    // The baselines read passages synchronously: a paged bundle read by URL fetches them now.
    pollster::block_on(knowledge.load_textual())?;
    let client = llm.map(|c| Client::new(c, NativeTransport::default()));
    let bar = ProgressBar::new(0).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} answers [{elapsed}<{eta}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let mut write_error = None;
    let mut on_record = |r: &Record| {
        if let Some(f) = cache_file.as_mut() {
            if let Err(e) = writeln!(f, "{}", serde_json::to_string(r).unwrap_or_default()) {
                write_error.get_or_insert(e);
            }
        }
    };
    let mut progress = |done: usize, total: usize| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    };
    let report = pollster::block_on(eval::run(
        &knowledge,
        &questions,
        &options,
        client.as_ref(),
        &cache,
        &mut on_record,
        &mut progress,
    ));
    bar.finish_and_clear();
    if let Some(e) = write_error {
        eprintln!("cache: could not write {}: {e}", cache_path.display());
    }
    let json_path = args.out.join("results.json");
    std::fs::write(&json_path, serde_json::to_string_pretty(&report)?)?;
    let md = report::markdown(&report);
    std::fs::write(args.out.join("report.md"), &md)?;
    std::fs::write(args.out.join("report.html"), report::html(&report))?;
    print!("{md}");
    eprintln!("wrote {}, report.md and report.html in {}", json_path.display(), args.out.display());

    let gate_system = |system: &str| report.summaries.iter().find(|s| s.system == system).map(|s| s.normalized.f1);
    if let Some(path) = &args.write_baseline {
        let system = dualgraph_core::qa::Strategy::default().name();
        let f1 = gate_system(system).with_context(|| format!("--write-baseline: `{system}` was not evaluated"))?;
        let b = Baseline { system: system.into(), f1, questions: questions.len(), catalog: report.catalog.clone() };
        std::fs::write(path, serde_json::to_string_pretty(&b)? + "\n")?;
        eprintln!("baseline: {system} F1 {f1:.3} written to {}", path.display());
    }
    if let Some(path) = &args.baseline {
        let b: Baseline = serde_json::from_str(
            &std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?,
        )
        .with_context(|| format!("{}: not a baseline file", path.display()))?;
        let f1 = gate_system(&b.system).with_context(|| format!("gate: `{}` was not evaluated", b.system))?;
        if f1 < b.f1 - args.gate {
            bail!(
                "regression: {} normalized F1 {f1:.3} is below the baseline {:.3} by more than {}",
                b.system,
                b.f1,
                args.gate
            );
        }
        eprintln!("gate: {} normalized F1 {f1:.3} (baseline {:.3}, tolerance {})", b.system, b.f1, args.gate);
    }
    Ok(())
}

//! `dualgraph eval`: runs strategies and baselines over a question set in one run and scores
//! them side by side — list match (strict and normalized), per category and objectivity,
//! LLM-judged factual correctness and pairwise win rate when an LLM is configured, tokens per
//! phase and latency. Answers are cached by question, system and model so a long run resumes.

pub mod metrics;
pub mod questions;
pub mod report;

use dualgraph_core::llm::{transport::now_ms, CallOptions, Client, Transport, Usage};
use dualgraph_core::qa::{self, conversation::Conversation, prompt::Prompts, AskOptions, Knowledge, Strategy};
use dualgraph_core::tkg::search::{self, SearchMode, SearchOptions};
use dualgraph_core::vectors::vector::VectorIndex;
use metrics::ListScore;
pub use questions::Question;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// What is evaluated: an `ask` strategy or a retrieval baseline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// One of the QA strategies.
    Strategy(Strategy),
    /// Top-k chunks by BM25 only; the chunks' products are the answer.
    Bm25,
    /// Top-k chunks by the UnWeaver entity vote (no SKG, no LLM); the chunks' products.
    Chunks,
    /// Vector RAG: top-k chunks by cosine similarity under the bundle's encoder only.
    Vector,
}

impl System {
    /// Name in reports.
    pub fn name(self) -> &'static str {
        match self {
            System::Strategy(s) => s.name(),
            System::Bm25 => "baseline:bm25",
            System::Chunks => "baseline:unweaver",
            System::Vector => "baseline:vector",
        }
    }

    /// Parses a name (`compiler`, `router>tkg`, `bm25`, `baseline:bm25`, `unweaver`).
    pub fn parse(name: &str) -> Option<System> {
        let bare = name.trim().trim_start_matches("baseline:");
        match bare {
            "bm25" => Some(System::Bm25),
            "unweaver" => Some(System::Chunks),
            "vector" => Some(System::Vector),
            _ => Strategy::parse(name.trim()).map(System::Strategy),
        }
    }

    /// Systems of an offline run.
    pub fn offline_default() -> Vec<System> {
        vec![
            System::Strategy(Strategy::Compiler),
            System::Strategy(Strategy::Tkg),
            System::Strategy(Strategy::RouterThenTkg),
            System::Bm25,
            System::Chunks,
            System::Vector,
        ]
    }

    /// Systems of a run with an LLM: every strategy plus the baselines.
    pub fn all() -> Vec<System> {
        let mut v: Vec<System> = Strategy::ALL.iter().map(|s| System::Strategy(*s)).collect();
        v.extend([System::Bm25, System::Chunks, System::Vector]);
        v
    }
}

/// Options of a run.
#[derive(Debug, Clone)]
pub struct EvalOptions {
    /// Systems, in report order.
    pub systems: Vec<System>,
    /// Options for `ask` (LLM, k, …); the strategy is set per system.
    pub ask: AskOptions,
    /// Grade answers against `gt_answer` with the LLM.
    pub judge: bool,
    /// Two systems to compare answer by answer with the LLM.
    pub pairwise: Option<(String, String)>,
}

/// One answered question of one system.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Question id.
    pub id: String,
    /// System name.
    pub system: String,
    /// Question category.
    pub category: String,
    /// Objectivity.
    pub objectivity: String,
    /// List match is scored (false: the question has no list gold, e.g. SpecsQA's `null` lists).
    #[serde(default = "scored_default")]
    pub scored: bool,
    /// The generated answer.
    pub answer: Option<String>,
    /// Product names the answer is about.
    pub products: Vec<String>,
    /// Route taken.
    pub route: String,
    /// Exact-name list match.
    pub strict: ListScore,
    /// Normalized list match.
    pub normalized: ListScore,
    /// Tokens per phase.
    pub tokens: BTreeMap<String, Usage>,
    /// Wall time of the answer.
    pub latency_ms: f64,
    /// Errors met.
    pub errors: Vec<String>,
    /// LLM-judged correctness (1, 0.5, 0), when judged.
    pub judged: Option<f64>,
    /// Key of the answer cache.
    pub cache_key: String,
}

impl Record {
    /// Total tokens (prompt + completion) over all phases.
    pub fn total_tokens(&self) -> u64 {
        self.tokens.values().map(|u| u.prompt_tokens + u.completion_tokens).sum()
    }
}

/// Aggregates of one system.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    /// System name.
    pub system: String,
    /// Questions.
    pub questions: usize,
    /// Questions with list gold, over which P/R/F1 are averaged.
    pub list_scored: usize,
    /// Mean normalized precision / recall / F1.
    pub normalized: ListScore,
    /// Mean strict precision / recall / F1.
    pub strict: ListScore,
    /// Mean normalized F1 per category.
    pub f1_by_category: BTreeMap<String, f64>,
    /// Mean normalized F1 per objectivity.
    pub f1_by_objectivity: BTreeMap<String, f64>,
    /// Mean prompt tokens per question.
    pub prompt_tokens: f64,
    /// Mean completion tokens per question.
    pub completion_tokens: f64,
    /// Some token counts were estimated.
    pub tokens_estimated: bool,
    /// Median latency.
    pub latency_p50_ms: f64,
    /// 95th percentile latency.
    pub latency_p95_ms: f64,
    /// Mean judged correctness over judged answers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub judged: Option<f64>,
    /// Questions with errors.
    pub with_errors: usize,
}

/// Pairwise comparison of two systems.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Pairwise {
    /// First system.
    pub a: String,
    /// Second system.
    pub b: String,
    /// Wins of `a` (consistent in both presentation orders).
    pub a_wins: usize,
    /// Wins of `b`.
    pub b_wins: usize,
    /// Ties and inconsistent verdicts.
    pub ties: usize,
    /// `(a_wins + ties / 2) / compared`.
    pub a_win_rate: f64,
}

/// The outcome of a run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvalReport {
    /// Catalog name.
    pub catalog: String,
    /// `offline` or the model name.
    pub model: String,
    /// Every record.
    pub records: Vec<Record>,
    /// Per system, in run order.
    pub summaries: Vec<Summary>,
    /// Pairwise comparison, when asked for.
    pub pairwise: Option<Pairwise>,
    /// Records taken from the cache.
    pub cached: usize,
}

fn fnv(text: &str) -> u64 {
    text.bytes().fold(0xcbf29ce484222325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

/// Cache key of one answer: system, model, question text and the options that change answers.
pub fn cache_key(system: System, model: &str, question: &Question, options: &AskOptions) -> String {
    let opts = format!(
        "k={};c={};cand={};ctx={};max={}",
        options.k, options.compiler, options.candidates, options.context_chars, options.max_products
    );
    // A conversation turn depends on the turns before it: its key names its place.
    let place = if question.conversation.is_empty() {
        String::new()
    } else {
        format!("\u{2}{}#{}", question.conversation, question.turn)
    };
    format!("{}|{model}|{:016x}", system.name(), fnv(&format!("{}\u{1}{opts}{place}", question.question)))
}

fn percentile(values: &[f64], p: f64) -> f64 {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        return 0.0;
    }
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

fn scored_default() -> bool {
    true
}

fn summarize(system: &str, all: &[&Record]) -> Summary {
    // List match is averaged over the questions with list gold; everything else over all.
    let scored: Vec<&Record> = all.iter().copied().filter(|r| r.scored).collect();
    let list_mean = |f: &dyn Fn(&Record) -> f64| metrics::mean(scored.iter().map(|r| f(r)));
    let mean = |f: &dyn Fn(&Record) -> f64| metrics::mean(all.iter().map(|r| f(r)));
    let mut by_cat: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut by_obj: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for r in &scored {
        by_cat.entry(r.category.clone()).or_default().push(r.normalized.f1);
        by_obj.entry(r.objectivity.clone()).or_default().push(r.normalized.f1);
    }
    let latencies: Vec<f64> = all.iter().map(|r| r.latency_ms).collect();
    let judged: Vec<f64> = all.iter().filter_map(|r| r.judged).collect();
    Summary {
        system: system.to_owned(),
        questions: all.len(),
        list_scored: scored.len(),
        normalized: ListScore {
            precision: list_mean(&|r| r.normalized.precision),
            recall: list_mean(&|r| r.normalized.recall),
            f1: list_mean(&|r| r.normalized.f1),
        },
        strict: ListScore {
            precision: list_mean(&|r| r.strict.precision),
            recall: list_mean(&|r| r.strict.recall),
            f1: list_mean(&|r| r.strict.f1),
        },
        f1_by_category: by_cat.into_iter().map(|(k, v)| (k, metrics::mean(v))).collect(),
        f1_by_objectivity: by_obj.into_iter().map(|(k, v)| (k, metrics::mean(v))).collect(),
        prompt_tokens: mean(&|r| r.tokens.values().map(|u| u.prompt_tokens).sum::<u64>() as f64),
        completion_tokens: mean(&|r| r.tokens.values().map(|u| u.completion_tokens).sum::<u64>() as f64),
        tokens_estimated: all.iter().any(|r| r.tokens.values().any(|u| u.estimated)),
        latency_p50_ms: percentile(&latencies, 0.5),
        latency_p95_ms: percentile(&latencies, 0.95),
        judged: (!judged.is_empty()).then(|| metrics::mean(judged)),
        with_errors: all.iter().filter(|r| !r.errors.is_empty()).count(),
    }
}

/// One system's answer to one question.
type Answered = (Option<String>, Vec<String>, String, BTreeMap<String, Usage>, Vec<String>, Option<Conversation>);

/// Answers one question with one system (no LLM needed for baselines); a conversation turn
/// continues from `state` and returns the new one.
async fn answer<T: Transport>(
    knowledge: &Knowledge,
    system: System,
    question: &Question,
    options: &AskOptions,
    llm: Option<&Client<T>>,
    chunk_vectors: &Option<ChunkVectors>,
    state: Option<Conversation>,
) -> Answered {
    let (answer, names, route, tokens, errors) = match system {
        System::Strategy(strategy) => {
            let opts = AskOptions { strategy, state, ..options.clone() };
            let r = qa::ask(knowledge, &question.question, &opts, llm, &mut |_| {}).await;
            let names = r.products.iter().map(|p| p.name.clone()).collect();
            return (r.answer, names, r.route, r.trace.tokens, r.errors, r.state);
        }
        System::Vector => {
            let (Some((encoder, index)), Ok(Some(tkg))) = (chunk_vectors, knowledge.tkg()) else {
                return (
                    None,
                    Vec::new(),
                    String::new(),
                    BTreeMap::new(),
                    vec!["no encoder in the bundle".into()],
                    None,
                );
            };
            let mut names: Vec<String> = Vec::new();
            for (chunk, _) in index.search(&encoder.encode(&question.question), options.k) {
                for &p in tkg.chunk_products.get(chunk as usize).map(Vec::as_slice).unwrap_or_default() {
                    if let Some(doc) = tkg.docs.get(p as usize) {
                        if !names.contains(&doc.title) {
                            names.push(doc.title.clone());
                        }
                    }
                }
            }
            (None, names, "tkg".into(), BTreeMap::new(), Vec::new())
        }
        System::Bm25 | System::Chunks => {
            let tkg = match knowledge.tkg() {
                Ok(Some(t)) => t,
                _ => return (None, Vec::new(), String::new(), BTreeMap::new(), vec!["no textual graph".into()], None),
            };
            let mode = if system == System::Bm25 { SearchMode::Chunks } else { SearchMode::Unweaver };
            let result = search::search(
                tkg,
                &question.question,
                &SearchOptions {
                    k: options.k,
                    mode,
                    entity_ranking: options.entity_ranking,
                    ..SearchOptions::default()
                },
            );
            let mut names: Vec<String> = Vec::new();
            for c in &result.chunks {
                for p in &c.products {
                    if !names.contains(&p.name) {
                        names.push(p.name.clone());
                    }
                }
            }
            (None, names, "tkg".into(), BTreeMap::new(), Vec::new())
        }
    };
    (answer, names, route, tokens, errors, None)
}

/// The bundle's encoder and one vector per chunk (the vector-RAG baseline embeds the chunks at
/// evaluation time: the bundle stores entity vectors only).
type ChunkVectors = (dualgraph_core::vectors::encoder::BundleEncoder, dualgraph_core::vectors::vector::ExactIndex);

fn chunk_vectors(knowledge: &Knowledge) -> Option<ChunkVectors> {
    let encoder = knowledge.encoder().ok()??.clone();
    let tkg = knowledge.tkg().ok()??;
    let mut index = dualgraph_core::vectors::vector::ExactIndex::new(encoder.dims());
    for c in &tkg.chunks {
        index.push(&encoder.encode(&c.text)).ok()?;
    }
    Some((encoder, index))
}

fn verdict(reply: &str) -> Option<f64> {
    let up = reply.to_ascii_uppercase();
    if up.contains("INCORRECT") {
        Some(0.0)
    } else if up.contains("PARTIAL") {
        Some(0.5)
    } else if up.contains("CORRECT") {
        Some(1.0)
    } else {
        None
    }
}

fn preference(reply: &str) -> Option<u8> {
    let up = reply.trim().to_ascii_uppercase();
    if up.starts_with("TIE") {
        Some(0)
    } else if up.starts_with('1') {
        Some(1)
    } else if up.starts_with('2') {
        Some(2)
    } else {
        None
    }
}

/// Runs the evaluation. `cache` holds earlier records by key (reused as they are);
/// `on_record` sees every new record (to append it to a cache file); `progress(done, total)`.
#[allow(clippy::too_many_arguments)]
pub async fn run<T: Transport>(
    knowledge: &Knowledge,
    questions: &[Question],
    options: &EvalOptions,
    llm: Option<&Client<T>>,
    cache: &HashMap<String, Record>,
    on_record: &mut dyn FnMut(&Record),
    progress: &mut dyn FnMut(usize, usize),
) -> EvalReport {
    let model = llm.map(|c| c.config().model.clone()).unwrap_or_else(|| "offline".into());
    let prompts = Prompts::default();
    let total = questions.len() * options.systems.len();
    let chunk_vectors = if options.systems.contains(&System::Vector) { chunk_vectors(knowledge) } else { None };
    let mut records = Vec::with_capacity(total);
    let mut cached = 0;
    let mut done = 0;
    for system in &options.systems {
        // The state each conversation's last answer returned.
        let mut states: HashMap<String, Conversation> = HashMap::new();
        for q in questions {
            let key = cache_key(*system, &model, q, &options.ask);
            // A conversation turn is never taken from the cache: the next turn needs its state.
            let cached_record = if q.conversation.is_empty() { cache.get(&key) } else { None };
            if let Some(r) = cached_record {
                records.push(r.clone());
                cached += 1;
                done += 1;
                progress(done, total);
                continue;
            }
            let t = now_ms();
            let state = if q.turn == 0 { None } else { states.get(&q.conversation).cloned() };
            let (answer, products, route, mut tokens, mut errors, state) =
                answer(knowledge, *system, q, &options.ask, llm, &chunk_vectors, state).await;
            if !q.conversation.is_empty() {
                match state {
                    Some(s) => {
                        states.insert(q.conversation.clone(), s);
                    }
                    None => {
                        states.remove(&q.conversation);
                    }
                }
            }
            let latency_ms = now_ms() - t;
            let mut judged = None;
            if let (true, Some(client), Some(text)) = (options.judge, llm, answer.as_deref()) {
                if !q.gt_answer.is_empty() {
                    let messages = prompts
                        .render("judge", &[("question", &q.question), ("reference", &q.gt_answer), ("answer", text)]);
                    match client.complete(&messages, CallOptions { n: 1, temperature: 0.0, max_tokens: 5 }).await {
                        Ok(c) => {
                            tokens.entry("judge".into()).or_default().add(&c.usage);
                            judged = verdict(&c.choices[0]);
                        }
                        Err(e) => errors.push(format!("judge: {e}")),
                    }
                }
            }
            let record = Record {
                id: q.id.clone(),
                system: system.name().to_owned(),
                category: q.category.clone(),
                objectivity: q.objectivity.clone(),
                scored: q.list_gold,
                strict: metrics::strict(&products, &q.gt_answer_list),
                normalized: metrics::normalized(&products, &q.gt_answer_list),
                answer,
                products,
                route,
                tokens,
                latency_ms,
                errors,
                judged,
                cache_key: key,
            };
            on_record(&record);
            records.push(record);
            done += 1;
            progress(done, total);
        }
    }
    let summaries = options
        .systems
        .iter()
        .map(|s| summarize(s.name(), &records.iter().filter(|r| r.system == s.name()).collect::<Vec<_>>()))
        .collect();
    let mut pairwise = None;
    if let (Some((a, b)), Some(client)) = (&options.pairwise, llm) {
        pairwise = Some(compare(client, &prompts, questions, &records, a, b).await);
    }
    EvalReport { catalog: knowledge.store().manifest().catalog.clone(), model, records, summaries, pairwise, cached }
}

/// Pairwise judging of two systems' answers, in both presentation orders (position bias).
async fn compare<T: Transport>(
    client: &Client<T>,
    prompts: &Prompts,
    questions: &[Question],
    records: &[Record],
    a: &str,
    b: &str,
) -> Pairwise {
    let (mut a_wins, mut b_wins, mut ties) = (0, 0, 0);
    for q in questions {
        let find = |s: &str| records.iter().find(|r| r.id == q.id && r.system == s).and_then(|r| r.answer.clone());
        let (Some(ra), Some(rb)) = (find(a), find(b)) else { continue };
        let ask = |first: &str, second: &str| {
            let messages = prompts.render(
                "pairwise",
                &[("question", &q.question), ("reference", &q.gt_answer), ("first", first), ("second", second)],
            );
            async move {
                client
                    .complete(&messages, CallOptions { n: 1, temperature: 0.0, max_tokens: 3 })
                    .await
                    .ok()
                    .and_then(|c| preference(&c.choices[0]))
            }
        };
        let ab = ask(&ra, &rb).await;
        let ba = ask(&rb, &ra).await;
        match (ab, ba) {
            (Some(1), Some(2)) => a_wins += 1,
            (Some(2), Some(1)) => b_wins += 1,
            _ => ties += 1,
        }
    }
    let n = a_wins + b_wins + ties;
    let a_win_rate = if n == 0 { 0.0 } else { (a_wins as f64 + ties as f64 / 2.0) / n as f64 };
    Pairwise { a: a.to_owned(), b: b.to_owned(), a_wins, b_wins, ties, a_win_rate }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn systems_parse_by_name() {
        assert_eq!(System::parse("bm25"), Some(System::Bm25));
        assert_eq!(System::parse("baseline:unweaver"), Some(System::Chunks));
        assert_eq!(System::parse("router>tkg"), Some(System::Strategy(Strategy::RouterThenTkg)));
        assert_eq!(System::parse("nope"), None);
    }

    #[test]
    fn judge_replies_are_read() {
        assert_eq!(verdict("CORRECT"), Some(1.0));
        assert_eq!(verdict("Incorrect."), Some(0.0));
        assert_eq!(verdict("partial"), Some(0.5));
        assert_eq!(preference(" 2"), Some(2));
        assert_eq!(preference("Tie"), Some(0));
    }
}

//! Question answering: the seven orchestration strategies of the paper (plus the zero-token
//! `compiler`), grounded NL→SPARQL, UnWeaver retrieval, and streamed answers with citations.
//! One async code path for the CLI and wasm; everything it does is reported as [`Event`]s.
//!
//! Without an LLM the same call answers from retrieval alone (compiler rows, best chunks) and
//! says that no generated prose is available.

pub mod agentic;
pub mod candidates;
pub mod conversation;
pub mod events;
pub mod evidence;
pub mod knowledge;
pub mod patterns;
pub mod products;
pub mod prompt;
pub mod router;

use crate::compiler::{self, Compiled, Intent, Previous};
use crate::llm::{transport::now_ms, CallOptions, Client, LlmConfig, Transport, Usage};
use crate::skg::sparql;
use crate::tkg::search::{self, SearchOptions};
use conversation::Conversation;
pub use events::{AskResult, Event};
use events::{ChunkRef, Citation, EvidenceTable, ProductCard, Trace};
pub use knowledge::Knowledge;
use prompt::Prompts;
use router::{Decision, Route};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};

/// Longest question accepted, in characters.
pub const MAX_QUESTION_CHARS: usize = 1000;

/// Characters of conversation history put in a prompt at most (older turns are left out first).
pub const HISTORY_CHARS: usize = 1200;

/// Words before a noun that say whom or what a product is for ("for my dad"), not what it has.
const FOR_WHOM: &[&str] = &["for", "my", "his", "her", "our", "their", "your", "to", "a", "an", "the"];

/// How a question is answered (paper Table 3, plus `compiler`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Strategy {
    /// Zero-token compiler only (LLM, if any, only writes the answer).
    #[serde(rename = "compiler")]
    Compiler,
    /// Semantic retrieval only.
    #[serde(rename = "tkg")]
    Tkg,
    /// Symbolic retrieval only.
    #[serde(rename = "skg")]
    Skg,
    /// Both, concatenated.
    #[serde(rename = "skg+tkg")]
    SkgPlusTkg,
    /// Symbolic; semantic when it yields nothing.
    #[serde(rename = "skg>tkg")]
    SkgThenTkg,
    /// Routed to one of them.
    #[serde(rename = "router")]
    Router,
    /// Routed; semantic when the symbolic route yields nothing (default).
    #[default]
    #[serde(rename = "router>tkg")]
    RouterThenTkg,
    /// A bounded tool-using loop.
    #[serde(rename = "agentic")]
    Agentic,
}

impl Strategy {
    /// All strategies.
    pub const ALL: [Strategy; 8] = [
        Strategy::Compiler,
        Strategy::Tkg,
        Strategy::Skg,
        Strategy::SkgPlusTkg,
        Strategy::SkgThenTkg,
        Strategy::Router,
        Strategy::RouterThenTkg,
        Strategy::Agentic,
    ];

    /// Name as in options and traces.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Compiler => "compiler",
            Strategy::Tkg => "tkg",
            Strategy::Skg => "skg",
            Strategy::SkgPlusTkg => "skg+tkg",
            Strategy::SkgThenTkg => "skg>tkg",
            Strategy::Router => "router",
            Strategy::RouterThenTkg => "router>tkg",
            Strategy::Agentic => "agentic",
        }
    }

    /// Parses a name.
    pub fn parse(name: &str) -> Option<Strategy> {
        Strategy::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// Options of one question (all optional in JSON).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct AskOptions {
    /// Strategy.
    pub strategy: Strategy,
    /// The LLM to call (none: retrieval-only answers).
    #[serde(skip_serializing)]
    pub llm: Option<LlmConfig>,
    /// Chunks retrieved from the textual graph.
    pub k: usize,
    /// SPARQL candidates generated.
    pub candidates: u32,
    /// A candidate with this many rows or more is discarded.
    pub max_rows: usize,
    /// Time limit per SPARQL query.
    pub query_timeout_ms: u64,
    /// Try the zero-token compiler before generating SPARQL.
    pub compiler: bool,
    /// Character budget of the passages given to the answer.
    pub context_chars: usize,
    /// Agent steps at most (`agentic`).
    pub max_steps: u32,
    /// Tokens the agent may spend before it must stop.
    pub token_budget: u64,
    /// Generate prose when an LLM is configured.
    pub answer: bool,
    /// Sampling temperature of SPARQL candidates.
    pub temperature: f32,
    /// Products listed per answer (and per `rows` event); the total is still reported.
    pub max_products: usize,
    /// How passages are ranked (`unweaver`, `hybrid`, `chunks`).
    pub search_mode: search::SearchMode,
    /// How entities are ranked for UnWeaver (`bm25`, `hybrid`, `vector`). Default `bm25`: on the
    /// demo questions it gives the best end-to-end list match (router>tkg F1 0.870 vs 0.836 with
    /// hybrid entities, which win on passage recall instead — see BENCHMARKS.md "Search").
    pub entity_ranking: search::EntityRanking,
    /// Prompt template overrides (name → text).
    pub prompts: BTreeMap<String, String>,
    /// The conversation so far ([`AskResult::state`] of the previous answer): the question is
    /// read as a follow-up of its last turn. Untrusted: checked and replayed, never believed.
    pub state: Option<Conversation>,
}

impl Default for AskOptions {
    fn default() -> Self {
        AskOptions {
            strategy: Strategy::default(),
            llm: None,
            k: 5,
            candidates: 3,
            max_rows: 50,
            query_timeout_ms: 3_000,
            compiler: true,
            context_chars: 3_000,
            max_steps: 4,
            token_budget: 20_000,
            answer: true,
            temperature: 0.7,
            max_products: 50,
            search_mode: search::SearchMode::Unweaver,
            entity_ranking: search::EntityRanking::Bm25,
            prompts: BTreeMap::new(),
            state: None,
        }
    }
}

impl AskOptions {
    /// Checks ranges; the message names the field.
    pub fn validate(&self) -> Result<(), String> {
        let check = |ok: bool, field: &str, range: &str| {
            if ok {
                Ok(())
            } else {
                Err(format!("option `{field}` must be {range}"))
            }
        };
        check((1..=50).contains(&self.k), "k", "1..=50")?;
        check((1..=5).contains(&self.candidates), "candidates", "1..=5")?;
        check((1..=10_000).contains(&self.max_rows), "maxRows", "1..=10000")?;
        check((1..=60_000).contains(&self.query_timeout_ms), "queryTimeoutMs", "1..=60000")?;
        check((200..=50_000).contains(&self.context_chars), "contextChars", "200..=50000")?;
        check((1..=10).contains(&self.max_steps), "maxSteps", "1..=10")?;
        check((0.0..=2.0).contains(&self.temperature), "temperature", "0..=2")?;
        check((1..=1000).contains(&self.max_products), "maxProducts", "1..=1000")?;
        if let Some(llm) = &self.llm {
            check(!llm.base_url.trim().is_empty(), "llm.baseUrl", "a URL")?;
            check(!llm.model.trim().is_empty(), "llm.model", "a model name")?;
            check(llm.retries <= 10, "llm.retries", "0..=10")?;
        }
        if let Some(state) = &self.state {
            state.check().map_err(|e| e.to_string())?;
        }
        Prompts::with_overrides(self.prompts.clone()).map(|_| ()).map_err(|e| e.to_string())
    }
}

/// One question being answered: evidence gathered so far and the trace.
struct Run<'a, T: Transport> {
    knowledge: &'a Knowledge,
    question: String,
    options: &'a AskOptions,
    llm: Option<&'a Client<T>>,
    prompts: Prompts,
    emit: &'a mut dyn FnMut(&Event),
    trace: Trace,
    tables: Vec<EvidenceTable>,
    products: Vec<ProductCard>,
    chunks: Vec<ChunkRef>,
    errors: Vec<String>,
    answer: Option<String>,
    notice: Option<String>,
    compiled: Option<Compiled>,
    compiler_answer: Option<compiler::Answer>,
    /// When the exact query found nothing: the question's spec, category and name conditions,
    /// which the passages' products must meet to be listed.
    passages_within: Option<Compiled>,
    /// The conversation this question continues (set once the question is accepted).
    conversation: Option<Conversation>,
    previous: Option<Previous>,
    started: f64,
}

/// Answers a question. Every step is reported through `emit`; the last event is `done` with
/// the same [`AskResult`] that is returned. Never fails: problems are `error` events and
/// entries in [`AskResult::errors`], and whatever was retrieved is still returned.
pub async fn ask<T: Transport>(
    knowledge: &Knowledge,
    question: &str,
    options: &AskOptions,
    llm: Option<&Client<T>>,
    emit: &mut dyn FnMut(&Event),
) -> AskResult {
    let mut run = Run {
        knowledge,
        question: question.trim().to_owned(),
        options,
        llm,
        prompts: Prompts::default(),
        emit,
        trace: Trace { strategy: options.strategy.name().to_owned(), ..Trace::default() },
        tables: Vec::new(),
        products: Vec::new(),
        chunks: Vec::new(),
        errors: Vec::new(),
        answer: None,
        notice: None,
        compiled: None,
        compiler_answer: None,
        passages_within: None,
        conversation: None,
        previous: None,
        started: now_ms(),
    };
    run.go().await;
    run.finish()
}

impl<'a, T: Transport> Run<'a, T> {
    fn error(&mut self, phase: &str, message: String) {
        (self.emit)(&Event::Error { phase: phase.to_owned(), message: message.clone() });
        self.errors.push(format!("{phase}: {message}"));
    }

    fn usage(&mut self, phase: &str, usage: Usage) {
        self.trace.tokens.entry(phase.to_owned()).or_default().add(&usage);
        (self.emit)(&Event::Usage { phase: phase.to_owned(), usage });
    }

    fn time(&mut self, phase: &str, since: f64) {
        *self.trace.timings_ms.entry(phase.to_owned()).or_default() += now_ms() - since;
    }

    async fn go(&mut self) {
        if let Err(e) = self.options.validate() {
            return self.error("options", e);
        }
        if self.question.is_empty() {
            return self.error("question", "the question is empty".into());
        }
        if self.question.chars().count() > MAX_QUESTION_CHARS {
            return self.error("question", format!("the question is longer than {MAX_QUESTION_CHARS} characters"));
        }
        self.prompts = Prompts::with_overrides(self.options.prompts.clone()).unwrap_or_default();
        let t = now_ms();
        // A bundle read lazily fetches its encoder table when something needs it: replaying a
        // conversation's earlier turns as they were read, the LLM's patterns, or (below) a
        // question string matching cannot read alone.
        if (self.options.state.is_some() || self.llm.is_some()) && self.knowledge.encoder_pending() {
            if let Err(e) = self.knowledge.load_encoder().await {
                self.error("encoder", e.to_string());
            }
        }
        match &self.options.state {
            Some(state) => match self.replay(state) {
                Ok(previous) => {
                    self.previous = Some(previous);
                    self.conversation = Some(state.clone());
                }
                Err(e) => return self.error("state", e.to_string()),
            },
            None => self.conversation = Some(Conversation::new(&self.knowledge.store().manifest().catalog)),
        }
        let compiled = match self.knowledge.compile_fetching(&self.question, self.previous.as_ref()).await {
            Ok((c, fetch_error)) => {
                if let Some(e) = fetch_error {
                    self.error("encoder", format!("{e}; the question was read without it"));
                }
                Some(c)
            }
            Err(e) => {
                self.error("compiler", e.to_string());
                None
            }
        };
        self.time("compile", t);
        self.trace.followup = compiled.as_ref().and_then(|c| c.followup.clone());
        if self.previous.is_some() {
            self.trace.understood = compiled.as_ref().map(|c| c.understood.clone());
        }
        let strategy = self.options.strategy;
        if strategy == Strategy::Agentic {
            self.load_textual().await;
            let reason = if self.llm.is_some() {
                "the agent chooses its tools"
            } else {
                "the agent needs an LLM: retrieving from both graphs instead"
            };
            self.decide(Decision { route: Route::Both, reason: reason.into(), decided_by: "fixed" });
            if self.llm.is_some() {
                self.research().await;
            }
            if self.tables.is_empty() && self.chunks.is_empty() {
                if self.llm.is_some() {
                    self.error("agent", "the agent gathered no evidence; retrieving from both graphs".into());
                }
                if let Some(c) = &compiled {
                    self.symbolic(c, false).await;
                }
                self.semantic();
            }
            return self.respond().await;
        }
        let fixed = |route: Route, why: &str| Decision { route, reason: why.to_owned(), decided_by: "fixed" };
        let decision = match strategy {
            Strategy::Compiler => fixed(Route::Compiler, "strategy compiler"),
            Strategy::Tkg => fixed(Route::Tkg, "strategy tkg"),
            Strategy::Skg | Strategy::SkgThenTkg => fixed(Route::Skg, &format!("strategy {}", strategy.name())),
            Strategy::SkgPlusTkg => fixed(Route::Both, "strategy skg+tkg"),
            Strategy::Router | Strategy::RouterThenTkg => self.route(compiled.as_ref()).await,
            Strategy::Agentic => unreachable!("handled above"),
        };
        let route = decision.route;
        self.decide(decision);
        let fallback = matches!(strategy, Strategy::SkgThenTkg | Strategy::RouterThenTkg);
        if self.llm.is_none() && strategy != Strategy::Tkg {
            if compiled.as_ref().is_some_and(|c| c.declined.is_some()) {
                self.load_textual().await;
            }
            if let Some(words) = compiled.as_ref().and_then(|c| self.modifiers_written_nowhere(c)) {
                self.notice = Some(format!("Nothing in the catalog mentions {words}."));
                return self.respond().await;
            }
        }
        if self.llm.is_none() && compiled.as_ref().is_some_and(Compiled::asks_price_of_unpriced) {
            // Five passages would be products at no price at all: say so instead.
            self.notice = Some("The catalog has no prices, so no product can be under or over one.".into());
            return self.respond().await;
        }
        let mut found = false;
        if matches!(route, Route::Compiler | Route::Skg | Route::Both) {
            if let Some(c) = &compiled {
                found = self.symbolic(c, strategy != Strategy::Compiler).await;
            }
        }
        let offline_skg_miss = self.llm.is_none() && !found && route == Route::Skg;
        if matches!(route, Route::Tkg | Route::Both) || (!found && (fallback || offline_skg_miss)) {
            self.load_textual().await;
            if !matches!(route, Route::Tkg | Route::Both) {
                self.trace.fallback = true;
            }
            match compiled.as_ref().map(|c| self.written_nowhere(c)).unwrap_or_default() {
                _ if self.llm.is_none() && route == Route::Both && self.understood_and_none_match() => {
                    // Every word was placed and the exact query found nothing: the passages'
                    // products are kept only where they meet the spec, category and name
                    // conditions (what the prose states is what the passages may add).
                    let lex = self.knowledge.lexicon().ok();
                    self.passages_within = compiled.as_ref().zip(lex).and_then(|(c, lex)| c.without_stated_terms(lex));
                    self.add_notice("No product matches all of it.");
                    self.semantic();
                }
                Some(words) if self.llm.is_none() => {
                    // "anything by Shigeru Miyamoto?": no passage can be about words no name,
                    // spec or text of the catalog writes; five unrelated products would mislead.
                    self.notice = Some(format!("Nothing in the catalog mentions {words}."));
                }
                _ => self.semantic(),
            }
        }
        self.respond().await
    }

    /// Fetches the textual graph of a paged bundle read lazily, the first time a step needs
    /// passages (a whole bundle has it already).
    async fn load_textual(&mut self) {
        if let Err(e) = self.knowledge.load_textual().await {
            self.error("tkg", e.to_string());
        }
    }

    /// The question's words, when it names nothing the compiler recognized and every word it
    /// left over is written nowhere in the catalog: no name, spec, category or passage.
    fn written_nowhere(&self, compiled: &Compiled) -> Option<String> {
        let unknown = self.unknown_words()?;
        (compiled.constraints.is_empty()
            && !compiled.unexplained.is_empty()
            && compiled.unexplained.iter().all(|w| unknown(w)))
        .then(|| compiled.unexplained.join(" "))
    }

    /// For a list or count whose other words were understood, the words written nowhere in the
    /// catalog that modify what is asked ("merino wool socks", "sleeping bags"): no product can
    /// have them, so the understood rest would answer a different question. Words that say whom
    /// a product is for ("for my nephew") are no such words.
    fn modifiers_written_nowhere(&self, compiled: &Compiled) -> Option<String> {
        // Answered from a category alone with one word left over ("kangaroo cat food"): the
        // word is all that narrows the category, so it is read the same way.
        let category_alone = compiled.answers()
            && compiled.unexplained.len() == 1
            && matches!(compiled.constraints.as_slice(), [c] if c.text.starts_with("category = "));
        // A question with more words left over talks more than it filters ("He mostly calls and
        // texts and struggles with small text").
        if !matches!(compiled.intent, Intent::List | Intent::Count)
            || !(compiled.declined_for_words_only() || category_alone)
            || compiled.unexplained.len() > 2
        {
            return None;
        }
        let unknown = self.unknown_words()?;
        let words: Vec<String> =
            compiled.question.to_lowercase().split(|c: char| !c.is_alphanumeric()).map(str::to_owned).collect();
        // Words of four letters or more left unexplained that no catalog text writes: shorthand
        // ("full sus", "10 tkm"), typos ("skn") and another language's articles ("un") are
        // short, and an adverb ("mostly") modifies no noun.
        let candidate = |w: &str| {
            w.chars().filter(|c| c.is_alphabetic()).count() >= 4
                && !w.ends_with("ly")
                && compiled.unexplained.iter().any(|u| u == w)
                && unknown(w)
        };
        // From the right: a run of such words before a word the catalog writes ("merino wool
        // socks", "sleeping bags"; not "velcro or slip-on", not "stick shift").
        let mut modifies = vec![false; words.len() + 1];
        for i in (0..words.len()).rev() {
            let next = words.get(i + 1).map(String::as_str).unwrap_or("");
            let before_noun =
                next.chars().any(char::is_alphabetic) && !compiler::words::is_stop(next) && !unknown(next);
            modifies[i] = candidate(&words[i]) && (before_noun || modifies[i + 1]);
        }
        let mut modifiers: Vec<&str> = Vec::new();
        let mut i = 0;
        while i < words.len() {
            if !modifies[i] {
                i += 1;
                continue;
            }
            let end = (i..words.len()).find(|&k| !modifies[k]).unwrap_or(words.len());
            // "for my dad", "a gift for grandma": whom it is for, not what it has.
            if i.checked_sub(1).is_none_or(|b| !FOR_WHOM.contains(&words[b].as_str())) {
                modifiers.extend(words[i..end].iter().map(String::as_str));
            }
            i = end;
        }
        modifiers.dedup();
        (!modifiers.is_empty()).then(|| modifiers.join(", "))
    }

    /// Adds a sentence to the answer's notice (after what it says already).
    fn add_notice(&mut self, sentence: &str) {
        self.notice = Some(match self.notice.take() {
            Some(n) => format!("{n} {sentence}"),
            None => sentence.to_owned(),
        });
    }

    /// True when the compiler placed every word of the question and its list or count, run,
    /// found no product.
    fn understood_and_none_match(&self) -> bool {
        self.compiled.as_ref().is_some_and(|c| c.unexplained.is_empty())
            && self.compiler_answer.as_ref().is_some_and(|a| {
                a.count == 0 && matches!(a.kind, compiler::AnswerKind::Products | compiler::AnswerKind::Count)
            })
    }

    /// A test for words that no name, spec, category or passage of the catalog writes.
    fn unknown_words(&self) -> Option<impl Fn(&str) -> bool + '_> {
        let lex = self.knowledge.lexicon().ok()?;
        let tkg = self.knowledge.tkg().ok().flatten()?;
        Some(move |w: &str| {
            let sing = crate::text::names::singular(w);
            !lex.index.words.contains(&sing)
                && !lex.index.name_words.contains(&sing)
                && crate::tkg::bm25::tokenize(w).iter().all(|t| tkg.chunk_index.df(t) == 0)
        })
    }

    /// What the conversation state leaves for this question, against this bundle's catalog and
    /// vocabulary.
    fn replay(&self, state: &Conversation) -> Result<Previous, conversation::StateError> {
        let catalog = &self.knowledge.store().manifest().catalog;
        let lex = self
            .knowledge
            .lexicon()
            .map_err(|e| conversation::StateError { at: "catalog".into(), message: e.to_string() })?;
        state.replay(catalog, lex, self.knowledge.semantic().ok().flatten())
    }

    /// The earlier turns of the conversation for a prompt (their questions and understood
    /// constraints, never the transcript), within [`HISTORY_CHARS`]; empty without any.
    fn history(&self) -> String {
        let summary = self.conversation.as_ref().map(|c| c.summary(HISTORY_CHARS)).unwrap_or_default();
        if summary.is_empty() {
            return String::new();
        }
        format!("# Earlier in this conversation (the question below may refer to it)\n{summary}\n\n")
    }

    fn decide(&mut self, d: Decision) {
        self.trace.route = d.route.name().to_owned();
        self.trace.reason = d.reason.clone();
        self.trace.decided_by = d.decided_by.to_owned();
        (self.emit)(&Event::Route {
            route: self.trace.route.clone(),
            reason: d.reason,
            decided_by: d.decided_by.into(),
        });
    }

    /// Two-tier routing: rules, then the LLM classifier, then a default.
    async fn route(&mut self, compiled: Option<&Compiled>) -> Decision {
        if let Some(d) = compiled.and_then(|c| router::by_rules(&self.question, c)) {
            return d;
        }
        let Some(llm) = self.llm else {
            return Decision {
                route: Route::Both,
                reason: "no rule applies and no LLM is configured: retrieving from both graphs".into(),
                decided_by: "default",
            };
        };
        let categories = self.knowledge.lexicon().map(prompt::category_line).unwrap_or_default();
        let history = self.history();
        let messages = self
            .prompts
            .render("router", &[("question", &self.question), ("categories", &categories), ("history", &history)]);
        let t = now_ms();
        let reply = llm.complete(&messages, CallOptions { n: 1, temperature: 0.0, max_tokens: 5 }).await;
        self.time("router", t);
        match reply {
            Ok(c) => {
                self.usage("router", c.usage);
                match router::parse_classifier(&c.choices[0]) {
                    Some(route) => Decision {
                        route,
                        reason: format!("the LLM classifier chose {}", route.name().to_uppercase()),
                        decided_by: "llm",
                    },
                    None => Decision {
                        route: Route::Both,
                        reason: "the LLM classifier's reply was unclear: retrieving from both graphs".into(),
                        decided_by: "default",
                    },
                }
            }
            Err(e) => {
                self.error("router", e.to_string());
                Decision {
                    route: Route::Both,
                    reason: "the LLM classifier failed: retrieving from both graphs".into(),
                    decided_by: "default",
                }
            }
        }
    }

    /// Symbolic retrieval: the compiler when it answers, else generated SPARQL (when `use_llm`
    /// and an LLM exists). True when it produced rows.
    async fn symbolic(&mut self, compiled: &Compiled, use_llm: bool) -> bool {
        let compiler_first = self.options.compiler || self.options.strategy == Strategy::Compiler;
        if compiler_first {
            self.trace.understood = Some(compiled.understood.clone());
            (self.emit)(&Event::Constraints {
                understood: compiled.understood.clone(),
                constraints: compiled.constraints.clone(),
                confidence: compiled.confidence,
                sparql: compiled.sparql.clone(),
                declined: compiled.declined.clone(),
            });
            self.compiled = Some(compiled.clone());
            // Without an LLM nothing else can read the constraints exactly: a partly understood
            // question keeps what it understood (and says what it did not) rather than dropping
            // to the products of a few passages.
            // Only when every word left over is one the catalog never writes ("for my nephew"):
            // a catalog word left unplaced ("Yoga" in "Lenovo Yoga") is a constraint the answer
            // would miss.
            let catalog_word_left = self.knowledge.lexicon().is_ok_and(|lex| {
                compiled.unexplained.iter().any(|w| lex.index.words.contains(&crate::text::names::singular(w)))
            });
            // Declined only for words it could not place (no other problem), with a query: the
            // same partial answer, from a lower confidence.
            let words_only =
                compiled.declined_for_words_only() && compiled.confidence >= router::OFFLINE_WORDS_LEFT_CONFIDENCE;
            let offline_partial = self.llm.is_none()
                && (compiled.answers() && compiled.confidence >= router::OFFLINE_COMPILER_CONFIDENCE || words_only)
                && compiled.confidence < router::COMPILER_CONFIDENCE
                && !catalog_word_left;
            let partial_compiled;
            let compiled = if offline_partial && words_only {
                partial_compiled = Compiled { declined: None, stage: None, ..compiled.clone() };
                &partial_compiled
            } else {
                compiled
            };
            let trusted = compiled.answers()
                && (compiled.confidence >= router::COMPILER_CONFIDENCE
                    || self.options.strategy == Strategy::Compiler
                    || offline_partial);
            if offline_partial {
                let missing = if compiled.unexplained.is_empty() {
                    String::new()
                } else {
                    format!(" Not understood: {}.", compiled.unexplained.join(", "))
                };
                self.notice = Some(format!(
                    "No language model is configured: answered from what was understood ({}).{missing}",
                    compiled.understood
                ));
            }
            if trusted {
                let t = now_ms();
                let mut answer = compiler::run_async(self.knowledge.symbolic(), compiled).await;
                let relaxed = match &answer {
                    Ok(a) if a.products.is_empty() => self.without_kind_word(compiled).await,
                    _ => None,
                };
                self.time("sparql", t);
                let compiled = match &relaxed {
                    Some((word, c, a)) => {
                        self.add_notice(&format!(
                            "Nothing matches \"{word}\" along with the rest: these match the rest ({}).",
                            c.understood
                        ));
                        answer = Ok(a.clone());
                        c
                    }
                    None => compiled,
                };
                match answer {
                    Ok(a) => {
                        self.note_disagreements(compiled).await;
                        // Evidence sentences for prose constraints come from the textual graph.
                        if !evidence::prose_constraints(compiled).is_empty() {
                            self.load_textual().await;
                        }
                        return self.add_compiler_answer(compiled, &a);
                    }
                    Err(e) => self.error("compiler", e.to_string()),
                }
            }
        }
        if !use_llm {
            return false;
        }
        match self.llm {
            Some(llm) => self.generate_sparql(llm, compiled).await,
            None => {
                self.notice = Some(
                    "No language model is configured, and the question did not compile to exact constraints.".into(),
                );
                false
            }
        }
    }

    /// A query that found nothing, rerun without the shopper's plural name for what is asked
    /// when only the prose or names could have stated it ([`Compiled::without_kind_word`]):
    /// the word, the relaxed question and its answer, when that answer has products.
    async fn without_kind_word(&self, compiled: &Compiled) -> Option<(String, Compiled, compiler::Answer)> {
        let (word, relaxed) = compiled.without_kind_word(self.knowledge.lexicon().ok()?)?;
        let answer = compiler::run_async(self.knowledge.symbolic(), &relaxed).await.ok()?;
        (!answer.products.is_empty()).then_some((word, relaxed, answer))
    }

    /// Where a feature is read from spec rows and prose, the products whose two disagree (the
    /// spec row answered them), into the trace.
    async fn note_disagreements(&mut self, compiled: &Compiled) {
        let Ok(lex) = self.knowledge.lexicon() else { return };
        let limits =
            sparql::QueryLimits { max_rows: 20, timeout_ms: Some(self.options.query_timeout_ms), ..Default::default() };
        for (label, query) in compiler::disagreement_queries(compiled, lex) {
            let Ok(out) = self.knowledge.symbolic().run_async(&query, limits).await else { continue };
            for row in &out.rows {
                let (Some(Some(name)), Some(Some(yes))) = (row.first(), row.get(1)) else { continue };
                let (spec, text) = if yes.value == "true" { ("yes", "no") } else { ("no", "yes") };
                self.trace.disagreements.push(format!(
                    "{label}: {} — the spec row says {spec}, its text says {text}; the spec row was used",
                    name.value
                ));
            }
        }
    }

    fn add_compiler_answer(&mut self, compiled: &Compiled, a: &compiler::Answer) -> bool {
        let cards: Vec<ProductCard> = a
            .products
            .iter()
            .map(|p| ProductCard {
                id: p.id.clone(),
                name: p.name.clone(),
                iri: p.iri.clone(),
                url: p.url.clone(),
                price: p.price,
                currency: a.currency.clone(),
                values: a
                    .columns
                    .iter()
                    .zip(&p.values)
                    .filter_map(|(c, v)| v.as_ref().map(|v| (c.clone(), v.clone())))
                    .collect(),
                source: "compiler",
            })
            .collect();
        // "Which is cheaper, A or B?" is answered by A: the winners' products are the answer,
        // the side-by-side table (below) still shows every item compared.
        let winners = |p: &compiler::ProductRow| {
            p.item.as_ref().is_some_and(|i| a.winners.contains(i))
                && (a.winning_products.is_empty() || a.winning_products.contains(&p.iri))
        };
        let mut cards: Vec<ProductCard> = if a.kind == compiler::AnswerKind::Comparison && !a.winners.is_empty() {
            cards.into_iter().zip(&a.products).filter(|(_, p)| winners(p)).map(|(c, _)| c).collect()
        } else {
            cards
        };
        self.add_prose_evidence(compiled, &mut cards);
        let cap = self.options.max_products;
        let table = EvidenceTable {
            source: "compiler",
            query: compiled.sparql.clone(),
            // Lists are capped; a comparison's rows are specs, all kept.
            markdown: match a.kind {
                compiler::AnswerKind::Products | compiler::AnswerKind::Count => {
                    cap_markdown_rows(&compiler::render_answer(a), cap)
                }
                _ => compiler::render_answer(a),
            },
            rows: a.count,
        };
        let shown: Vec<ProductCard> = cards.iter().take(cap).cloned().collect();
        (self.emit)(&Event::Rows { table: table.clone(), products: shown });
        self.tables.push(table);
        self.add_products(cards);
        let mut kept = a.clone();
        kept.products.truncate(cap);
        kept.names.truncate(cap);
        self.compiler_answer = Some(kept);
        true
    }

    /// For `text says …` constraints, each product's sentence that says it (as a value).
    fn add_prose_evidence(&self, compiled: &Compiled, cards: &mut [ProductCard]) {
        let wanted = evidence::prose_constraints(compiled);
        if wanted.is_empty() {
            return;
        }
        let Ok(Some(tkg)) = self.knowledge.tkg() else { return };
        let finder = evidence::ProseEvidence::new(tkg);
        for card in cards.iter_mut().take(self.options.max_products) {
            for (label, stems) in &wanted {
                // A yes/no spec read from specs and prose ("has Wi-Fi"): a product answered by
                // its spec row shows the row, only one answered by its prose the sentence.
                let spec_row =
                    label.strip_prefix("has ").is_some_and(|entry| card.values.iter().any(|(c, _)| c == entry));
                if spec_row {
                    continue;
                }
                if let Some(sentence) = finder.sentence(&card.id, stems) {
                    card.values.push((label.clone(), sentence));
                }
            }
        }
    }

    fn add_products(&mut self, cards: Vec<ProductCard>) {
        for c in cards {
            if !self.products.iter().any(|p| p.iri == c.iri) {
                self.products.push(c);
            }
        }
    }

    /// NL→SPARQL: patterns, prompt, candidates, checks, execution, discard rules.
    async fn generate_sparql(&mut self, llm: &Client<T>, compiled: &Compiled) -> bool {
        let Ok(lex) = self.knowledge.lexicon() else { return false };
        let prefixes = self.knowledge.symbolic().prefixes();
        let patterns = match self.knowledge.patterns() {
            Ok(p) => p.retrieve(&self.question, 5),
            Err(_) => Vec::new(),
        };
        self.trace.patterns = patterns.clone();
        (self.emit)(&Event::Patterns { patterns: patterns.clone() });
        let pattern_text: String =
            patterns.iter().map(|p| format!("- ({}) {}\n  {}\n", p.kind, p.text, p.sparql)).collect();
        let draft = if !compiled.sparql.is_empty() {
            format!(
                "\n# Draft from a rule-based parser (understood: {}; may be incomplete)\n{}\n",
                compiled.understood, compiled.sparql
            )
        } else {
            String::new()
        };
        let schema = prompt::schema_description(lex, &prefixes);
        let messages = self.prompts.render(
            "sparql",
            &[
                ("schema", &schema),
                ("patterns", &pattern_text),
                ("draft", &draft),
                ("question", &self.question),
                ("history", &self.history()),
            ],
        );
        let t = now_ms();
        let n = self.options.candidates;
        let reply =
            llm.complete(&messages, CallOptions { n, temperature: self.options.temperature, max_tokens: 600 }).await;
        self.time("sparql_generation", t);
        let completion = match reply {
            Ok(c) => c,
            Err(e) => {
                self.error("sparql", e.to_string());
                return false;
            }
        };
        self.usage("sparql", completion.usage);
        let limits = candidates::CandidateLimits {
            max_rows: self.options.max_rows,
            timeout_ms: self.options.query_timeout_ms,
            ..candidates::CandidateLimits::default()
        };
        let mut seen = Vec::new();
        let mut found = false;
        let t = now_ms();
        for (i, reply) in completion.choices.iter().enumerate() {
            let (trace, out) = candidates::evaluate(self.knowledge.symbolic(), reply, i, limits, &mut seen).await;
            (self.emit)(&Event::SparqlCandidate(trace.clone()));
            self.trace.candidates.push(trace.clone());
            if let Some(out) = out {
                found = true;
                let cards = products::from_rows(self.knowledge.symbolic(), &out, &prefixes).await;
                let table = EvidenceTable {
                    source: "sparql",
                    query: trace.query.clone(),
                    markdown: cap_markdown_rows(&sparql::render_table(&out, &prefixes), self.options.max_products),
                    rows: out.rows.len(),
                };
                let shown: Vec<ProductCard> = cards.iter().take(self.options.max_products).cloned().collect();
                (self.emit)(&Event::Rows { table: table.clone(), products: shown });
                self.tables.push(table);
                self.add_products(cards);
            }
        }
        self.time("sparql", t);
        found
    }

    /// Semantic retrieval (UnWeaver) into `chunks`.
    fn semantic(&mut self) {
        let tkg = match self.knowledge.tkg() {
            Ok(Some(t)) => t,
            Ok(None) => return self.error("tkg", "the bundle has no textual graph".into()),
            Err(e) => return self.error("tkg", e.to_string()),
        };
        let t = now_ms();
        let options = SearchOptions {
            k: self.options.k,
            budget: self.options.context_chars,
            mode: self.options.search_mode,
            entity_ranking: self.options.entity_ranking,
            ..SearchOptions::default()
        };
        let result = search::search(tkg, &self.question, &options);
        self.time("search", t);
        self.add_chunks(result);
    }

    fn add_chunks(&mut self, result: search::SearchResult) {
        let mut fresh = Vec::new();
        for hit in result.chunks {
            if self.chunks.iter().any(|c| c.chunk == hit.chunk) {
                continue;
            }
            let c = ChunkRef {
                marker: format!("C{}", self.chunks.len() + fresh.len() + 1),
                chunk: hit.chunk,
                score: hit.score,
                doc: hit.doc.id.clone(),
                title: hit.doc.title.clone(),
                url: hit.doc.url.clone(),
                headings: hit.headings.clone(),
                span: hit.span,
                text: hit.text.clone(),
                entities: hit.entities.clone(),
            };
            fresh.push(c);
        }
        for e in result.entities.iter().take(10) {
            if !self.trace.entities.contains(&e.name) {
                self.trace.entities.push(e.name.clone());
            }
        }
        self.trace.chunks.extend(fresh.iter().map(|c| c.chunk));
        (self.emit)(&Event::Chunks { chunks: fresh.clone() });
        self.chunks.extend(fresh);
    }

    /// Products of the retrieved chunks, when symbolic retrieval found none.
    async fn chunk_products(&mut self) {
        if !self.products.is_empty() || self.chunks.is_empty() {
            return;
        }
        let Ok(Some(tkg)) = self.knowledge.tkg() else { return };
        let mut ids = Vec::new();
        for c in &self.chunks {
            for &p in tkg.chunk_products.get(c.chunk as usize).map(Vec::as_slice).unwrap_or_default() {
                if let Some(doc) = tkg.docs.get(p as usize) {
                    if !ids.contains(&doc.id) {
                        ids.push(doc.id.clone());
                    }
                }
            }
        }
        let mut cards = products::lookup(self.knowledge.symbolic(), products::Key::Id, &ids, "chunks").await;
        if let Some(within) = self.passages_within.clone() {
            let meeting = self.meeting(&within, &cards).await;
            cards.retain(|c| meeting.contains(&c.iri));
            if !cards.is_empty() {
                self.add_notice("Listed: products of related passages that meet the other conditions.");
            }
        }
        if !cards.is_empty() {
            (self.emit)(&Event::Products { products: cards.clone() });
        }
        self.add_products(cards);
    }

    /// The IRIs among `cards` that the compiled question's query selects (the query restricted
    /// to them by a `VALUES` clause); none when it fails.
    async fn meeting(&mut self, compiled: &Compiled, cards: &[ProductCard]) -> HashSet<String> {
        // Only IRIs a SPARQL IRIREF can write (a bundle is untrusted input).
        let writable = |iri: &str| !iri.chars().any(|c| c <= ' ' || "<>\"{}|^`\\".contains(c));
        let iris: Vec<String> = cards.iter().filter(|c| writable(&c.iri)).map(|c| format!("<{}>", c.iri)).collect();
        if iris.is_empty() || compiled.sparql.is_empty() {
            return HashSet::new();
        }
        let query = format!("{}\nVALUES ?product {{ {} }}", compiled.sparql, iris.join(" "));
        let restricted = Compiled { sparql: query, ..compiled.clone() };
        match compiler::run_async(self.knowledge.symbolic(), &restricted).await {
            Ok(a) => a.products.into_iter().map(|p| p.iri).collect(),
            Err(e) => {
                self.error("compiler", e.to_string());
                HashSet::new()
            }
        }
    }

    /// The evidence block of the answer prompt.
    fn context(&self) -> String {
        let mut s = String::new();
        if !self.products.is_empty() {
            s.push_str("## Products (from the catalog's spec tables)\n");
            for (i, p) in self.products.iter().take(30).enumerate() {
                s.push_str(&format!("[P{}] {}", i + 1, p.name));
                if let Some(price) = p.price {
                    s.push_str(&format!(" — {} {}", compiler::num_text(price), p.currency.as_deref().unwrap_or("")));
                }
                for (k, v) in &p.values {
                    s.push_str(&format!(" — {k}: {v}"));
                }
                s.push('\n');
            }
            if self.products.len() > 30 {
                s.push_str(&format!("… and {} more products.\n", self.products.len() - 30));
            }
        }
        for t in &self.tables {
            if t.source == "sparql" || t.rows == 0 || self.products.is_empty() {
                s.push_str(&format!("\n## Query result ({} rows)\n{}\n", t.rows, t.markdown));
            }
        }
        if !self.chunks.is_empty() {
            s.push_str("\n## Passages\n");
            let mut used = 0;
            for c in &self.chunks {
                if used + c.text.len() > self.options.context_chars && used > 0 {
                    break;
                }
                used += c.text.len();
                let mut path = vec![c.title.clone()];
                path.extend(c.headings.iter().cloned());
                s.push_str(&format!("[{}] {}\n{}\n\n", c.marker, path.join(" › "), c.text.trim()));
            }
        }
        if s.is_empty() {
            s.push_str("(no evidence was found in the catalog)\n");
        }
        s
    }

    /// Writes the answer (streamed) or, without an LLM, says that only retrieval is shown.
    async fn respond(&mut self) {
        self.chunk_products().await;
        let Some(llm) = self.llm.filter(|_| self.options.answer) else {
            if self.notice.is_none() {
                self.notice = Some(if self.llm.is_none() {
                    "No language model is configured: showing retrieval results only (no generated answer).".into()
                } else {
                    "Answer generation is switched off: showing retrieval results only.".into()
                });
            }
            return;
        };
        let catalog = self.knowledge.store().manifest().catalog.clone();
        let context = self.context();
        let messages = self.prompts.render(
            "answer",
            &[("catalog", &catalog), ("context", &context), ("question", &self.question), ("history", &self.history())],
        );
        let t = now_ms();
        let emit = &mut *self.emit;
        let mut on_token = |piece: &str| emit(&Event::Token { text: piece.to_owned() });
        let max_tokens = llm.config().max_tokens;
        let reply = llm.stream(&messages, CallOptions { n: 1, temperature: 0.2, max_tokens }, &mut on_token).await;
        self.time("answer", t);
        match reply {
            Ok(c) => {
                let text = c.choices.into_iter().next().unwrap_or_default();
                (self.emit)(&Event::Answer { text: text.clone() });
                self.usage("answer", c.usage);
                if c.truncated {
                    self.error("answer", "the answer stream ended early; the text may be incomplete".into());
                    self.notice = Some("The answer was cut off.".into());
                }
                self.answer = Some(text);
            }
            Err(e) => {
                self.error("answer", e.to_string());
                self.notice = Some("The language model failed; showing retrieval results only.".into());
            }
        }
    }

    /// Sources cited in the answer (`[P1]`, `[C2, C3]`), or all sources without an answer.
    fn citations(&mut self) -> Vec<Citation> {
        let product = |i: usize, p: &ProductCard| Citation {
            marker: format!("P{}", i + 1),
            kind: "product",
            label: p.name.clone(),
            url: p.url.clone(),
            id: p.id.clone(),
            headings: Vec::new(),
            span: None,
        };
        let chunk = |c: &ChunkRef| Citation {
            marker: c.marker.clone(),
            kind: "chunk",
            label: std::iter::once(c.title.clone()).chain(c.headings.iter().cloned()).collect::<Vec<_>>().join(" › "),
            url: c.url.clone(),
            id: c.doc.clone(),
            headings: c.headings.clone(),
            span: Some(c.span),
        };
        let Some(answer) = &self.answer else {
            let mut all: Vec<Citation> = self.products.iter().enumerate().map(|(i, p)| product(i, p)).collect();
            all.extend(self.chunks.iter().map(chunk));
            return all;
        };
        let mut out: Vec<Citation> = Vec::new();
        let mut unknown = Vec::new();
        for marker in cited_markers(answer) {
            if out.iter().any(|c| c.marker == marker) {
                continue;
            }
            let n: usize = marker[1..].parse().unwrap_or(0);
            let found = match &marker[..1] {
                "P" => n.checked_sub(1).and_then(|i| self.products.get(i).map(|p| product(i, p))),
                _ => self.chunks.iter().find(|c| c.marker == marker).map(chunk),
            };
            match found {
                Some(c) => out.push(c),
                None => unknown.push(marker),
            }
        }
        if !unknown.is_empty() {
            self.error(
                "answer",
                format!("the answer cites sources that are not in the evidence: {}", unknown.join(", ")),
            );
        }
        out
    }

    fn finish(mut self) -> AskResult {
        let product_count = self.products.len();
        if product_count > self.options.max_products {
            self.products.truncate(self.options.max_products);
            let note = format!("{product_count} products match; the first {} are listed.", self.options.max_products);
            self.add_notice(&note);
        }
        let citations = self.citations();
        let understood = self.trace.understood.clone();
        let shown = self.products.iter().map(|p| p.id.as_str());
        let state = self.conversation.take().map(|c| c.then(&self.question, understood.as_deref(), shown));
        self.trace.timings_ms.insert("total".into(), now_ms() - self.started);
        let result = AskResult {
            question: self.question.clone(),
            strategy: self.options.strategy.name().to_owned(),
            route: self.trace.route.clone(),
            answer: self.answer.take(),
            llm: self.llm.is_some() && self.options.answer,
            notice: self.notice.take(),
            products: std::mem::take(&mut self.products),
            product_count,
            tables: std::mem::take(&mut self.tables),
            chunks: std::mem::take(&mut self.chunks),
            citations,
            errors: std::mem::take(&mut self.errors),
            compiled: self.compiled.take(),
            compiler_answer: self.compiler_answer.take(),
            trace: std::mem::take(&mut self.trace),
            state,
        };
        // Emit the result itself, then hand it back: no copy of a possibly large result.
        let done = Event::Done { result: Box::new(result) };
        (self.emit)(&done);
        match done {
            Event::Done { result } => *result,
            _ => unreachable!("constructed as Done above"),
        }
    }
}

/// Keeps the first `max` items of a Markdown list or table (table header kept), then says how
/// many were left out.
fn cap_markdown_rows(markdown: &str, max: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    let (mut items, mut dropped, mut header) = (0usize, 0usize, 0usize);
    for line in markdown.lines() {
        let table = line.starts_with('|');
        if table && header < 2 {
            header += 1; // column names and the separator line
            out.push(line.to_owned());
            continue;
        }
        if table || line.starts_with("- ") {
            items += 1;
            if items > max {
                dropped += 1;
                continue;
            }
        }
        out.push(line.to_owned());
    }
    if dropped > 0 {
        out.push(format!("… and {dropped} more rows."));
    }
    out.join("\n")
}

/// Markers like `P1`, `C2` inside square brackets (`[P1]`, `[P1, C2]`, `[C3][C4]`), in order.
pub fn cited_markers(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let Some(close) = after.find(']') else { break };
        for part in after[..close].split([',', ';', ' ']) {
            let part = part.trim();
            let mut chars = part.chars();
            if matches!(chars.next(), Some('P' | 'C'))
                && part.len() > 1
                && part[1..].chars().all(|c| c.is_ascii_digit())
            {
                out.push(part.to_owned());
            }
        }
        rest = &after[close..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_are_found_in_brackets_only() {
        assert_eq!(cited_markers("A [P1] and [C2, P3][C4]. Not P5 or [PX] or [P]"), ["P1", "C2", "P3", "C4"]);
    }

    #[test]
    fn strategies_round_trip_by_name() {
        for s in Strategy::ALL {
            assert_eq!(Strategy::parse(s.name()), Some(s));
            assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{}\"", s.name()));
        }
    }

    #[test]
    fn options_name_the_bad_field() {
        let o = AskOptions { k: 0, ..AskOptions::default() };
        assert_eq!(o.validate().unwrap_err(), "option `k` must be 1..=50");
        let e = serde_json::from_str::<AskOptions>(r#"{"strategy":"skg","kk":3}"#).unwrap_err().to_string();
        assert!(e.contains("kk"), "{e}");
    }
}

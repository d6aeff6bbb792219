#![cfg(target_arch = "wasm32")]
//! The wasm-bindgen surface: converts between JS and Rust, no logic of its own.
//!
//! ```js
//! import init, { Engine } from "./pkg/dualgraph.js";
//! await init();
//! const engine = Engine.load(new Uint8Array(await (await fetch("demo.dgb")).arrayBuffer()));
//! const { vars, rows } = engine.query("SELECT ?name WHERE { ?p a skgt:Product ; skg:hasName ?name }");
//! ```

use dualgraph_core::compiler;
use dualgraph_core::llm::{
    transport::{FetchTransport, OnAbort},
    Client,
};
use dualgraph_core::qa::{self, AskOptions, Knowledge};
use dualgraph_core::skg::endpoint::{EndpointConfig, SparqlEndpoint};
use dualgraph_core::skg::lazy;
use dualgraph_core::skg::results::{self, ResultsFormat};
use dualgraph_core::skg::sparql::{self, QueryLimits};
use dualgraph_core::skg::store::Store;
use dualgraph_core::skg::symbolic::SymbolicStore;
use serde::Serialize;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** An RDF term in the SPARQL 1.1 JSON results shape. */
export interface RdfTerm { type: "uri" | "literal" | "bnode"; value: string; datatype?: string; "xml:lang"?: string }
/** Result of Engine.query. CONSTRUCT/DESCRIBE return rows of [subject, predicate, object]. */
export interface QueryResult {
  kind: "solutions" | "boolean" | "graph";
  vars: string[];
  rows: (RdfTerm | null)[][];
  boolean?: boolean;
  truncated: boolean;
  steps: number;
}
/** Limits for Engine.query (all optional). */
export interface QueryOptions { maxRows?: number; maxSteps?: number; timeoutMs?: number }
/** Options of Engine.queryResults: the limits and a W3C results format (name or media type; default "json"). */
export interface QueryResultsOptions extends QueryOptions { format?: "json" | "xml" | "csv" | "tsv" | "application/sparql-results+json" | "application/sparql-results+xml" | "text/csv" | "text/tab-separated-values" }
/** Result of Engine.queryResults: a W3C SPARQL results document (N-Triples for CONSTRUCT/DESCRIBE). */
export interface QueryResultsDocument {
  kind: "solutions" | "boolean" | "graph";
  /** "application/sparql-results+json", "application/sparql-results+xml", "text/csv; charset=utf-8", "text/tab-separated-values; charset=utf-8" or "application/n-triples". */
  mediaType: string;
  body: string;
  /** More rows existed than maxRows (not part of the W3C formats). */
  truncated: boolean;
  steps: number;
}
/** A SPARQL 1.1 Protocol endpoint holding the catalog's SKG (loaded with `dualgraph export`): Engine.ask runs its SPARQL there through fetch. Put credentials in headers only where the engine runs server-side (the Worker); in a page, point url at a proxy. */
export interface SparqlEndpointOptions { url: string; headers?: [string, string][]; defaultGraph?: string; timeoutMs?: number; retries?: number; maxResponseBytes?: number; maxRows?: number }
/** Options of Engine.load and BundleLoader.finish (all optional). */
export interface EngineOptions { sparqlEndpoint?: SparqlEndpointOptions }
/** Result of Engine.transfer: what a lazily read paged bundle fetched so far. */
export interface FetchStats { round_trips: number; requests: number; bytes: number; pages: number; by_section: Record<string, number> }
/** Result of Engine.stats. */
export interface BundleStats {
  manifest: { catalog: string; engine_version: string; schema_version: number; created_at: string; source_digest: string; terms: number; triples: number; predicates: number; instance_base: string; build: unknown };
  bundleBytes: number;
  sections: [string, number][];
  prefixes: [string, string][];
}
/** One constraint the compiler understood; `similarity` is the encoder's cosine when the bundle's encoder found or narrowed the match ("mobiles" ≈ Smartphones). */
export interface Constraint { text: string; confidence: number; from: string; similarity?: number }
/** Result of Engine.compile: the zero-LLM question compiler's plan. */
export interface Compiled {
  question: string;
  intent: { kind: "list" | "count" | "superlative" | "compare" | "lookup"; [key: string]: unknown };
  constraints: Constraint[];
  understood: string;
  sparql: string;
  confidence: number;
  declined: string | null;
  unexplained: string[];
  /** The compiler stage that declined or lowered confidence (absent when the question was understood). */
  stage?: "mentions" | "plan";
  /** In a conversation: how the question was read against the previous turn. */
  followup?: FollowUp;
}
/** How a follow-up question was read: the previous plan edited (refines), or a new question. */
export interface FollowUp { refines: boolean; reason: string; edits?: string[] }
/** The conversation so far: pass AskResult.state back as AskOptions.state with the next question.
 * Untrusted input: its shape is bounded (8 turns, 50 ids each) and plans are rebuilt from the questions. */
export interface ConversationState { version: 1; catalog: string; turns: { question: string; understood?: string; shown?: string[] }[] }
/** Options for Engine.search (all optional). */
export interface SearchOptions { k?: number; entities?: number; budget?: number; rankConstant?: number; mode?: "unweaver" | "chunks" | "hybrid"; entityRanking?: "hybrid" | "bm25" | "vector" }
/** Result of Engine.search: entities scored against the question, the chunks they voted for, and a context. */
export interface SearchResult {
  question: string;
  mode: "unweaver" | "chunks" | "hybrid";
  entityRanking: "hybrid" | "bm25" | "vector";
  entities: { rank: number; entity: number; name: string; iri: string; score: number; bm25: number; similarity?: number; kinds: string[]; aligns: string[]; chunks: number; description: string }[];
  chunks: {
    rank: number; chunk: number; score: number; bm25: number;
    doc: { id: string; kind: "product" | "page"; title: string; url?: string };
    products: { id: string; name: string }[];
    headings: string[]; span: [number, number]; text: string; entities: string[]; windows: [number, number][];
  }[];
  context: { text: string; chars: number; budget: number; chunks: number[]; windowed: number[]; truncated: boolean };
}
/** A product of a compiled question's answer. */
export interface AnswerProduct { id: string; name: string; iri: string; url?: string; price?: number; item?: string; values: (string | null)[] }
/** An OpenAI-compatible endpoint. In a page, point baseUrl at a proxy (e.g. the Worker's /api/llm) and leave apiKey out. */
export interface LlmOptions { baseUrl: string; model: string; apiKey?: string; headers?: [string, string][]; timeoutMs?: number; retries?: number; backoffMs?: number; maxTokens?: number }
/** Options for Engine.ask (all optional). Without llm the answer comes from retrieval alone. */
export interface AskOptions {
  strategy?: "compiler" | "tkg" | "skg" | "skg+tkg" | "skg>tkg" | "router" | "router>tkg" | "agentic";
  llm?: LlmOptions; k?: number; candidates?: number; maxRows?: number; queryTimeoutMs?: number; compiler?: boolean;
  contextChars?: number; maxSteps?: number; tokenBudget?: number; answer?: boolean; temperature?: number; maxProducts?: number;
  searchMode?: "unweaver" | "hybrid" | "chunks"; entityRanking?: "bm25" | "hybrid" | "vector";
  prompts?: { sparql?: string; answer?: string; router?: string; agent?: string };
  /** Continue a conversation: the `state` of the previous AskResult. */
  state?: ConversationState;
  /**
   * Stops the answer, like `fetch`'s `signal`: the LLM request in flight is aborted, no event
   * follows, and the promise rejects with `signal.reason` (a `DOMException` named "AbortError"
   * unless another reason was given to `abort()`). An already aborted signal rejects at once.
   */
  signal?: AbortSignal;
}
/** A product the answer is about. */
export interface ProductCard { id: string; name: string; iri: string; url?: string; price?: number; currency?: string; values: [string, string][]; source: "compiler" | "sparql" | "chunks" }
/** A chunk retrieved from the textual graph. */
export interface ChunkRef { marker: string; chunk: number; score: number; doc: string; title: string; url?: string; headings: string[]; span: [number, number]; text: string; entities: string[] }
/** Token usage of a phase. */
export interface Usage { prompt_tokens: number; completion_tokens: number; estimated: boolean; calls: number }
/** A generated SPARQL candidate and what became of it. */
export interface CandidateTrace { index: number; query: string; outcome: "ok" | "missing" | "parse_error" | "rejected" | "error" | "too_many_rows" | "empty" | "duplicate"; rows: number; repairs?: string[]; message?: string }
/** The final result of Engine.ask. answer is Markdown: render it sanitized, never as HTML. */
export interface AskResult {
  question: string; strategy: string; route: string; answer: string | null; llm: boolean; notice?: string;
  products: ProductCard[]; productCount: number;
  tables: { source: "compiler" | "sparql"; query: string; markdown: string; rows: number }[];
  chunks: ChunkRef[];
  citations: { marker: string; kind: "product" | "chunk"; label: string; url?: string; id: string; headings?: string[]; span?: [number, number] }[];
  errors: string[];
  /** The zero-token compiler's reading (when it ran) and structured answer (when it answered). */
  compiled?: Compiled;
  compilerAnswer?: NonNullable<CompiledAnswer["answer"]>;
  trace: { strategy: string; route: string; reason: string; decidedBy: string; fallback: boolean; understood?: string; patterns: { kind: string; text: string; sparql: string }[]; candidates: CandidateTrace[]; entities: string[]; chunks: number[]; steps?: [string, string][]; tokens: Record<string, Usage>; timingsMs: Record<string, number>; followup?: FollowUp };
  /** The conversation including this turn (absent when the question or state was refused). */
  state?: ConversationState;
}
/** One event of Engine.ask, in order; the last is "done". */
export type AskEvent =
  | { type: "route"; route: string; reason: string; decidedBy: string }
  | { type: "constraints"; understood: string; constraints: Constraint[]; confidence: number; sparql: string; declined?: string }
  | { type: "patterns"; patterns: { kind: string; text: string; sparql: string }[] }
  | ({ type: "sparql_candidate" } & CandidateTrace)
  | { type: "rows"; table: { source: string; query: string; markdown: string; rows: number }; products: ProductCard[] }
  | { type: "products"; products: ProductCard[] }
  | { type: "chunks"; chunks: ChunkRef[] }
  | { type: "step"; tool: string; input: string; outcome: string }
  | { type: "token"; text: string }
  | { type: "answer"; text: string }
  | ({ type: "usage"; phase: string } & Usage)
  | { type: "error"; phase: string; message: string }
  | { type: "done"; result: AskResult };
/** Result of Engine.compileAndRun (answer is null when the compiler declines). */
export interface CompiledAnswer {
  compiled: Compiled;
  answer: null | {
    kind: "products" | "count" | "comparison" | "lookup";
    count: number;
    columns: string[];
    products: AnswerProduct[];
    table?: { columns: string[]; rows: [string, string[]][] };
    winners?: string[];
    names: string[];
    currency?: string;
    truncated: boolean;
  };
}
"#;

/// A loaded bundle, ready for queries (shared with running `ask` calls).
#[wasm_bindgen]
pub struct Engine {
    knowledge: Rc<Knowledge>,
    /// Why a bundle opened by URL was downloaded whole.
    note: Option<String>,
}

/// Converts a result to a JS value through one JSON string: for results with thousands of
/// terms this is several times faster than building the JS objects field by field across the
/// wasm boundary, and it yields plain JSON-compatible objects.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let text = serde_json::to_string(value).map_err(|e| JsError::new(&e.to_string()))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("result is not valid JSON"))
}

#[wasm_bindgen]
impl Engine {
    /// Loads a bundle from its bytes (copied once into wasm memory, then read in place);
    /// throws with a clear message on a bad bundle or bad options. With
    /// `options.sparqlEndpoint`, `ask` runs its SPARQL on that server (required for a thin
    /// bundle built with `--no-skg`); `query` and `compileAndRun` still read the bundle itself.
    /// `options` is an `EngineOptions` (typed `object` so that it stays optional in TypeScript).
    pub fn load(bytes: Vec<u8>, options: Option<js_sys::Object>) -> Result<Engine, JsError> {
        let endpoint = sparql_endpoint(options.map(JsValue::from).unwrap_or(JsValue::UNDEFINED))?;
        let store = Store::from_bytes(bytes).map_err(|e| JsError::new(&e.to_string()))?;
        let mut knowledge = Knowledge::new(store);
        if let Some(config) = endpoint {
            let base = knowledge.store().manifest().instance_base.clone();
            knowledge =
                knowledge.with_symbolic(Box::new(SparqlEndpoint::new(config, &base, FetchTransport::default())));
        }
        Ok(Engine { knowledge: Rc::new(knowledge), note: None })
    }

    /// Opens a bundle by URL: a paged bundle (`dualgraph build --layout paged`) on a server
    /// that honours HTTP Range is read lazily — two round trips to open, then only the pages
    /// questions read, kept in a page cache of `cacheBytes` (default 48 MiB); otherwise the
    /// whole file is downloaded and `loadNote()` says why. `ask` (and `queryAsync`) fetch pages
    /// as they need them; the synchronous `query` answers only from pages already here.
    #[wasm_bindgen(js_name = open, unchecked_return_type = "Engine")]
    pub async fn open(url: String, cache_bytes: Option<f64>) -> Result<Engine, JsError> {
        Engine::open_through(Box::new(dualgraph_core::skg::range_http::FetchRangeReader::new(&url)), cache_bytes).await
    }

    /// Opens a paged bundle through `read(start, end)`, an async JS function returning bytes
    /// `start..end` of the file (a `Uint8Array`, or `{ bytes, total }` with the file's size) —
    /// for storage without a URL, like an R2 bucket in a Cloudflare Worker. `location` names the
    /// file in messages. A bundle that is not paged is read whole through the same function.
    #[wasm_bindgen(js_name = openWith, unchecked_return_type = "Engine")]
    pub async fn open_with(
        #[wasm_bindgen(
            unchecked_param_type = "(start: number, end: number) => Promise<Uint8Array | { bytes: Uint8Array, total?: number }>"
        )]
        read: js_sys::Function,
        location: String,
        cache_bytes: Option<f64>,
    ) -> Result<Engine, JsError> {
        Engine::open_through(Box::new(JsRangeReader { read, location }), cache_bytes).await
    }

    /// Why a bundle opened by URL was downloaded whole (`undefined` when it is read lazily or
    /// was loaded from bytes).
    #[wasm_bindgen(js_name = loadNote)]
    pub fn load_note(&self) -> Option<String> {
        self.note.clone()
    }

    /// Bytes, round trips, requests and pages fetched so far by a bundle read lazily
    /// (`undefined` for a bundle held whole).
    #[wasm_bindgen(unchecked_return_type = "FetchStats | undefined")]
    pub fn transfer(&self) -> Result<JsValue, JsError> {
        match self.store().lazy() {
            Some(l) => to_js(&l.stats()),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// [`Engine::query`] that waits for the pages of a lazily read bundle (the same at once for
    /// a whole one).
    #[wasm_bindgen(js_name = queryAsync, unchecked_return_type = "QueryResult")]
    pub async fn query_async(
        &self,
        sparql: String,
        #[wasm_bindgen(unchecked_param_type = "QueryOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let limits = query_limits(options)?;
        let out = self.store().run_async(&sparql, limits).await.map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&out)
    }

    /// Fetches the pages a query reads (a lazily read bundle; nothing to do for a whole one),
    /// so that the synchronous `query`, `queryResults` and `compileAndRun` can then answer it.
    /// Errors are left for the query itself to report.
    pub async fn prefetch(
        &self,
        sparql: String,
        #[wasm_bindgen(unchecked_param_type = "QueryOptions | undefined")] options: JsValue,
    ) -> Result<(), JsError> {
        if self.store().lazy().is_some() {
            let _ = self.store().run_async(&sparql, query_limits(options)?).await;
        }
        Ok(())
    }

    /// Runs a read-only SPARQL query (SELECT/ASK/CONSTRUCT/DESCRIBE) with limits.
    #[wasm_bindgen(unchecked_return_type = "QueryResult")]
    pub fn query(
        &self,
        sparql: &str,
        #[wasm_bindgen(unchecked_param_type = "QueryOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let limits = query_limits(options)?;
        let out = SymbolicStore::run(self.store(), sparql, limits).map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&out)
    }

    /// Runs a read-only SPARQL query with limits and writes the results in a W3C format
    /// (SPARQL 1.1 Query Results JSON by default; XML, CSV, TSV; N-Triples for CONSTRUCT/DESCRIBE).
    #[wasm_bindgen(js_name = queryResults, unchecked_return_type = "QueryResultsDocument")]
    pub fn query_results(
        &self,
        sparql: &str,
        #[wasm_bindgen(unchecked_param_type = "QueryResultsOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        #[derive(Default, serde::Deserialize)]
        #[serde(default, rename_all = "camelCase")]
        struct Options {
            max_rows: Option<usize>,
            max_steps: Option<u64>,
            timeout_ms: Option<u64>,
            format: Option<String>,
        }
        const FIELDS: [&str; 4] = ["maxRows", "maxSteps", "timeoutMs", "format"];
        let options: Options = if options.is_undefined() || options.is_null() {
            Options::default()
        } else {
            // serde-wasm-bindgen reads only the declared fields: name a misspelt one here.
            if let Some(object) = options.dyn_ref::<js_sys::Object>() {
                for key in js_sys::Object::keys(object).iter().filter_map(|k| k.as_string()) {
                    if !FIELDS.contains(&key.as_str()) {
                        return Err(JsError::new(&format!(
                            "invalid query options: unknown field `{key}`, expected one of {}",
                            FIELDS.join(", ")
                        )));
                    }
                }
            }
            serde_wasm_bindgen::from_value(options).map_err(|e| JsError::new(&format!("invalid query options: {e}")))?
        };
        let defaults = QueryLimits::default();
        let limits = QueryLimits {
            max_rows: options.max_rows.unwrap_or(defaults.max_rows),
            max_steps: options.max_steps.unwrap_or(defaults.max_steps),
            timeout_ms: options.timeout_ms.or(defaults.timeout_ms),
        };
        let format = match options.format.as_deref() {
            None => ResultsFormat::Json,
            Some(name) => ResultsFormat::parse(name).ok_or_else(|| {
                JsError::new(&format!("invalid query options: format `{name}` is not json, xml, csv or tsv"))
            })?,
        };
        let out = SymbolicStore::run(self.store(), sparql, limits).map_err(|e| JsError::new(&e.to_string()))?;
        let doc = results::serialize(&out, format).map_err(|e| JsError::new(&e))?;
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Document<'a> {
            kind: sparql::ResultKind,
            media_type: &'a str,
            body: &'a str,
            truncated: bool,
            steps: u64,
        }
        to_js(&Document {
            kind: out.kind,
            media_type: doc.media_type,
            body: &doc.body,
            truncated: out.truncated,
            steps: out.steps,
        })
    }

    fn store(&self) -> &Store {
        self.knowledge.store()
    }

    /// Compiles a question to constraints and SPARQL without any LLM.
    #[wasm_bindgen(unchecked_return_type = "Compiled")]
    pub fn compile(&self, question: &str) -> Result<JsValue, JsError> {
        to_js(&self.knowledge.compile(question).map_err(|e| JsError::new(&e.to_string()))?)
    }

    /// [`Engine::compile`] that, for a bundle read lazily, fetches the encoder table first when
    /// the question needs it (most do not); the same at once for a whole bundle.
    #[wasm_bindgen(js_name = compileAsync, unchecked_return_type = "Compiled")]
    pub async fn compile_async(&self, question: String) -> Result<JsValue, JsError> {
        let (compiled, fetch_error) =
            self.knowledge.compile_fetching(&question, None).await.map_err(|e| JsError::new(&e.to_string()))?;
        if let Some(e) = fetch_error {
            return Err(JsError::new(&e.to_string()));
        }
        to_js(&compiled)
    }

    /// Compiles a question and runs it: `{ compiled, answer }` (`answer` is null when declined).
    #[wasm_bindgen(js_name = compileAndRun, unchecked_return_type = "CompiledAnswer")]
    pub fn compile_and_run(&self, question: &str) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Out {
            compiled: compiler::Compiled,
            answer: Option<compiler::Answer>,
        }
        let compiled = self.knowledge.compile(question).map_err(|e| JsError::new(&e.to_string()))?;
        let answer = if compiled.answers() {
            Some(compiler::run(self.store(), &compiled).map_err(|e| JsError::new(&e.to_string()))?)
        } else {
            None
        };
        to_js(&Out { compiled, answer })
    }

    /// Searches the bundle's prose (textual knowledge graph, UnWeaver retrieval): the same code
    /// path as `dualgraph search`. The graph is parsed on first use and cached.
    #[wasm_bindgen(unchecked_return_type = "SearchResult")]
    pub fn search(
        &self,
        text: &str,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let options: dualgraph_core::tkg::search::SearchOptions = if options.is_undefined() || options.is_null() {
            dualgraph_core::tkg::search::SearchOptions::default()
        } else {
            serde_wasm_bindgen::from_value(options)
                .map_err(|e| JsError::new(&format!("invalid search options: {e}")))?
        };
        to_js(&dualgraph_core::tkg::search::search_store(self.store(), self.tkg()?, text, &options))
    }

    /// Answers a question: routes, retrieves (compiler, generated SPARQL, passages) and, when
    /// `options.llm` is set, streams a grounded answer through `onEvent`. Resolves to the final
    /// result (also delivered as the last event, `done`); throws only on invalid options.
    /// `options.signal` (an `AbortSignal`) stops it as it stops `fetch`: the LLM request in
    /// flight is aborted, no event follows and the promise rejects with the signal's reason.
    #[wasm_bindgen(unchecked_return_type = "Promise<AskResult>")]
    pub fn ask(
        &self,
        question: String,
        #[wasm_bindgen(unchecked_param_type = "AskOptions | undefined")] options: JsValue,
        #[wasm_bindgen(js_name = onEvent, unchecked_param_type = "((event: AskEvent) => void) | undefined")]
        on_event: JsValue,
    ) -> Result<js_sys::Promise, JsError> {
        let (options, [signal]) = take_js_options(&options, ["signal"])?;
        let signal = abort_signal(signal)?;
        let options: AskOptions = if options.is_undefined() || options.is_null() {
            AskOptions::default()
        } else {
            from_json_value(&options).map_err(|e| JsError::new(&format!("invalid ask options: {e}")))?
        };
        options.validate().map_err(|e| JsError::new(&e))?;
        if let Some(signal) = signal.as_ref().filter(|s| s.aborted()) {
            return Ok(js_sys::Promise::reject(&abort_reason(signal)));
        }
        let callback = on_event.dyn_into::<js_sys::Function>().ok();
        let knowledge = self.knowledge.clone();
        Ok(wasm_bindgen_futures::future_to_promise(async move {
            let transport = signal.clone().map(FetchTransport::with_signal).unwrap_or_default();
            let client = options.llm.clone().map(|c| Client::new(c, transport));
            let stopped = || signal.as_ref().is_some_and(|s| s.aborted());
            let mut emit = |event: &qa::Event| {
                if stopped() {
                    return; // nothing after Stop, even from work already under way
                }
                if let (Some(f), Ok(value)) = (&callback, to_js(event)) {
                    // A throwing callback must not abort the answer.
                    let _ = f.call1(&JsValue::NULL, &value);
                }
            };
            let answering = qa::ask(&knowledge, &question, &options, client.as_ref(), &mut emit);
            let Some(signal) = signal.clone() else {
                return to_js(&answering.await).map_err(JsValue::from);
            };
            // Race the answer against the signal: on abort the answer's future is dropped (its
            // fetch was aborted by the transport's own listener) and the promise rejects.
            let (tx, rx) = futures::channel::oneshot::channel::<()>();
            let _on_abort = OnAbort::new(&signal, move || {
                let _ = tx.send(());
            });
            futures::pin_mut!(answering);
            match futures::future::select(rx, answering).await {
                futures::future::Either::Right((result, _)) if !signal.aborted() => {
                    to_js(&result).map_err(JsValue::from)
                }
                _ => Err(abort_reason(&signal)),
            }
        }))
    }

    /// The bundle's textual graph (with its encoder and entity vectors), parsed on first use.
    fn tkg(&self) -> Result<&dualgraph_core::tkg::Tkg, JsError> {
        self.knowledge
            .tkg()
            .map_err(|e| JsError::new(&e.to_string()))?
            .ok_or_else(|| JsError::new("the bundle has no textual graph (tkg.* sections)"))
    }

    /// Embeds a text with the bundle's query encoder (L2-normalized; the same vector
    /// `dualgraph embed` gives natively). Throws when the bundle has no encoder.
    pub fn embed(&self, text: &str) -> Result<Vec<f32>, JsError> {
        match &self.tkg()?.semantic {
            Some(sem) => Ok(sem.encoder.encode(text)),
            None => Err(JsError::new(&dualgraph_core::vectors::encoder::EncoderError::Missing.to_string())),
        }
    }

    /// Identity of the bundle's query encoder (model/method/dims/checksum), or null.
    #[wasm_bindgen(js_name = encoderId)]
    pub fn encoder_id(&self) -> Result<Option<String>, JsError> {
        Ok(self.tkg()?.semantic.as_ref().map(|s| s.encoder.id().to_owned()))
    }

    /// Manifest, sizes and prefixes of the loaded bundle.
    #[wasm_bindgen(unchecked_return_type = "BundleStats")]
    pub fn stats(&self) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        #[serde(rename_all = "camelCase")]
        struct Stats<'a> {
            manifest: &'a dualgraph_core::skg::store::Manifest,
            bundle_bytes: usize,
            sections: Vec<(&'a str, usize)>,
            prefixes: Vec<(String, String)>,
        }
        to_js(&Stats {
            manifest: self.store().manifest(),
            bundle_bytes: self.store().memory_bytes(),
            sections: self.store().bundle().sections().collect(),
            prefixes: sparql::default_prefixes(self.store()),
        })
    }
}

impl Engine {
    /// `Engine.open` and `Engine.openWith`: lazily when paged, else whole with the reason.
    async fn open_through(reader: Box<dyn lazy::RangeReader>, cache_bytes: Option<f64>) -> Result<Engine, JsError> {
        let budget = cache_bytes.map_or(lazy::DEFAULT_CACHE_BYTES, |b| b.clamp(1.0, 4e9) as usize);
        let (store, note) = match lazy::open(reader, budget).await.map_err(|e| JsError::new(&e.to_string()))? {
            lazy::Opened::Paged(store) => (store, None),
            lazy::Opened::Whole(store, why) => (store, Some(why)),
        };
        Ok(Engine { knowledge: Rc::new(Knowledge::new(store)), note })
    }
}

/// A paged bundle read through a JS function `(start, end) => Promise<Uint8Array | {bytes,
/// total}>` (see `Engine.openWith`); the ranges of a round are asked for together.
struct JsRangeReader {
    read: js_sys::Function,
    location: String,
}

impl JsRangeReader {
    async fn part(&self, range: std::ops::Range<u64>) -> Result<(Vec<u8>, Option<u64>), String> {
        let promise = self
            .read
            .call2(&JsValue::NULL, &JsValue::from_f64(range.start as f64), &JsValue::from_f64(range.end as f64))
            .map_err(|e| js_message(&e))?;
        let value = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(&promise))
            .await
            .map_err(|e| js_message(&e))?;
        let (bytes, total) = if value.is_instance_of::<js_sys::Uint8Array>() {
            (value, None)
        } else {
            let bytes = js_sys::Reflect::get(&value, &"bytes".into()).map_err(|e| js_message(&e))?;
            let total = js_sys::Reflect::get(&value, &"total".into()).ok().and_then(|t| t.as_f64()).map(|t| t as u64);
            (bytes, total)
        };
        let bytes =
            bytes.dyn_into::<js_sys::Uint8Array>().map_err(|_| "read() did not return a Uint8Array".to_owned())?;
        Ok((bytes.to_vec(), total))
    }
}

fn js_message(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

impl lazy::RangeReader for JsRangeReader {
    fn read(
        &self,
        ranges: Vec<std::ops::Range<u64>>,
    ) -> dualgraph_core::llm::transport::LocalFuture<'_, Result<lazy::Reply, lazy::LazyError>> {
        Box::pin(async move {
            let parts = futures::future::join_all(ranges.iter().map(|r| self.part(r.clone()))).await;
            let mut bodies = Vec::with_capacity(parts.len());
            let mut total = None;
            for (range, part) in ranges.iter().zip(parts) {
                let (bytes, size) = part.map_err(|e| lazy::LazyError::Network(self.location.clone(), e))?;
                // A read past the end of the file comes back short; anything else is a change.
                if bytes.len() as u64 != range.end - range.start && size.is_none_or(|s| s >= range.end) {
                    return Err(lazy::LazyError::Changed(
                        self.location.clone(),
                        format!("bytes {}..{} came back as {} bytes", range.start, range.end, bytes.len()),
                    ));
                }
                total = total.or(size);
                bodies.push(bytes);
            }
            Ok(lazy::Reply::Parts { parts: bodies, total })
        })
    }

    fn location(&self) -> &str {
        &self.location
    }
}

/// `QueryOptions` (defaults when absent).
fn query_limits(options: JsValue) -> Result<QueryLimits, JsError> {
    if options.is_undefined() || options.is_null() {
        return Ok(QueryLimits::default());
    }
    serde_wasm_bindgen::from_value(options).map_err(|e| JsError::new(&format!("invalid query options: {e}")))
}

/// Takes `keys` out of a JS options object: values that are JS objects rather than data (an
/// `AbortSignal`), which the serde-described options (with their unknown-field check) must not
/// see. Returns a shallow copy of the object without them, and their values (`undefined` when
/// absent); the caller's object is left as it was.
fn take_js_options<const N: usize>(options: &JsValue, keys: [&str; N]) -> Result<(JsValue, [JsValue; N]), JsError> {
    let mut taken = std::array::from_fn(|_| JsValue::UNDEFINED);
    let Some(object) = options.dyn_ref::<js_sys::Object>().filter(|_| !options.is_function()) else {
        return Ok((options.clone(), taken));
    };
    let rest = js_sys::Object::assign(&js_sys::Object::new(), object);
    for (key, value) in keys.iter().zip(taken.iter_mut()) {
        let key = JsValue::from_str(key);
        *value = js_sys::Reflect::get(&rest, &key).unwrap_or(JsValue::UNDEFINED);
        js_sys::Reflect::delete_property(&rest, &key).map_err(|_| JsError::new("options cannot be copied"))?;
    }
    Ok((rest.into(), taken))
}

/// Reads a JS value through JSON, so serde's checks apply in full: serde-wasm-bindgen reads only
/// the declared fields of a struct and would let `deny_unknown_fields` pass a misspelt option.
fn from_json_value<T: serde::de::DeserializeOwned>(value: &JsValue) -> Result<T, String> {
    let text = js_sys::JSON::stringify(value)
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| "not a JSON-compatible object".to_owned())?;
    serde_json::from_str(&text).map_err(|e| {
        let message = e.to_string();
        // The position in a JSON text the caller never wrote means nothing to them.
        message.split(" at line ").next().unwrap_or(&message).to_owned()
    })
}

/// `options.signal` as an `AbortSignal` (`None` when absent); anything else is refused.
fn abort_signal(value: JsValue) -> Result<Option<web_sys::AbortSignal>, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(None);
    }
    value
        .dyn_into::<web_sys::AbortSignal>()
        .map(Some)
        .map_err(|_| JsError::new("invalid ask options: `signal` must be an AbortSignal (from an AbortController)"))
}

/// What an aborted `ask` rejects with: the signal's reason, as `fetch` does, or a `DOMException`
/// named "AbortError" where the runtime gives none.
fn abort_reason(signal: &web_sys::AbortSignal) -> JsValue {
    let reason = signal.reason();
    if !reason.is_undefined() {
        return reason;
    }
    web_sys::DomException::new_with_message_and_name("The answer was stopped.", "AbortError")
        .map(JsValue::from)
        .unwrap_or_else(|_| JsError::new("The answer was stopped. (AbortError)").into())
}

/// Rejects fields of a JS options object not in `fields` (serde-wasm-bindgen reads only the
/// declared ones, so a misspelt option would be silently ignored).
fn known_fields(what: &str, options: &JsValue, fields: &[&str]) -> Result<(), JsError> {
    if let Some(object) = options.dyn_ref::<js_sys::Object>() {
        for key in js_sys::Object::keys(object).iter().filter_map(|k| k.as_string()) {
            if !fields.contains(&key.as_str()) {
                return Err(JsError::new(&format!(
                    "invalid {what}: unknown field `{key}`, expected one of {}",
                    fields.join(", ")
                )));
            }
        }
    }
    Ok(())
}

/// The `sparqlEndpoint` of engine options, validated.
fn sparql_endpoint(options: JsValue) -> Result<Option<EndpointConfig>, JsError> {
    if options.is_undefined() || options.is_null() {
        return Ok(None);
    }
    known_fields("engine options", &options, &["sparqlEndpoint"])?;
    let endpoint = js_sys::Reflect::get(&options, &"sparqlEndpoint".into()).unwrap_or(JsValue::UNDEFINED);
    if endpoint.is_undefined() || endpoint.is_null() {
        return Ok(None);
    }
    known_fields(
        "sparqlEndpoint",
        &endpoint,
        &["url", "headers", "defaultGraph", "timeoutMs", "retries", "maxResponseBytes", "maxRows"],
    )?;
    let config: EndpointConfig =
        serde_wasm_bindgen::from_value(endpoint).map_err(|e| JsError::new(&format!("invalid sparqlEndpoint: {e}")))?;
    config.validate().map_err(|e| JsError::new(&format!("invalid sparqlEndpoint: {e}")))?;
    Ok(Some(config))
}

/// Engine version.
/// `"paged"` when bundle bytes from the start of the file (at least its header) hold a page
/// table (`dualgraph build --layout paged`: read it with `Engine.open`), `"whole"` otherwise;
/// throws when they are not a bundle's.
#[wasm_bindgen(js_name = bundleLayout)]
pub fn bundle_layout(head: &[u8]) -> Result<String, JsError> {
    let bundle =
        dualgraph_core::format::bundle::Bundle::from_head(head, u64::MAX).map_err(|e| JsError::new(&e.to_string()))?;
    let paged = bundle.section_range(dualgraph_core::format::manifest::sections::PAGES).is_ok();
    Ok(if paged { "paged" } else { "whole" }.to_owned())
}

#[wasm_bindgen]
pub fn version() -> String {
    dualgraph_core::ENGINE_VERSION.to_owned()
}

/// Bytes of wasm linear memory currently reserved (for load/memory measurements).
#[wasm_bindgen(js_name = wasmMemoryBytes)]
pub fn wasm_memory_bytes() -> f64 {
    (core::arch::wasm32::memory_size(0) * 65536) as f64
}

/// Receives a bundle in pieces (a streamed download, or the parts of a bundle split to fit a
/// host's file-size limit) directly into wasm memory, so JS never holds a second full copy —
/// the peak memory of a load is the bundle once, not twice (what lets a Cloudflare Worker's
/// 128 MB serve a larger catalog).
///
/// ```js
/// const loader = new BundleLoader(totalBytes);
/// for await (const chunk of response.body) loader.push(chunk);
/// const engine = loader.finish();
/// ```
#[wasm_bindgen]
pub struct BundleLoader {
    bytes: Vec<u8>,
    expected: usize,
}

#[wasm_bindgen]
impl BundleLoader {
    /// Reserves `total_bytes` of wasm memory up front (one allocation, no regrowth copies);
    /// throws when the memory cannot be reserved.
    #[wasm_bindgen(constructor)]
    pub fn new(total_bytes: usize) -> Result<BundleLoader, JsError> {
        let mut bytes = Vec::new();
        bytes
            .try_reserve_exact(total_bytes)
            .map_err(|_| JsError::new(&format!("cannot reserve {total_bytes} bytes of wasm memory for the bundle")))?;
        Ok(BundleLoader { bytes, expected: total_bytes })
    }

    /// Appends the next piece; throws when the pieces exceed the announced total.
    pub fn push(&mut self, chunk: &[u8]) -> Result<(), JsError> {
        if self.bytes.len() + chunk.len() > self.expected {
            return Err(JsError::new(&format!(
                "the bundle is longer than announced: {} bytes received, {} expected",
                self.bytes.len() + chunk.len(),
                self.expected
            )));
        }
        self.bytes.extend_from_slice(chunk);
        Ok(())
    }

    /// Bytes received so far.
    pub fn received(&self) -> usize {
        self.bytes.len()
    }

    /// Loads the received bytes as `Engine.load` does (same options); throws when fewer bytes
    /// than announced arrived, or on a bad bundle.
    pub fn finish(self, options: Option<js_sys::Object>) -> Result<Engine, JsError> {
        if self.bytes.len() != self.expected {
            return Err(JsError::new(&format!(
                "the bundle is truncated: {} of {} bytes received",
                self.bytes.len(),
                self.expected
            )));
        }
        Engine::load(self.bytes, options)
    }
}

//! The wasm-bindgen surface: converts between JS and Rust, no logic of its own.
//!
//! ```js
//! import init, { Engine } from "./pkg/dualgraph.js";
//! await init();
//! const engine = Engine.load(new Uint8Array(await (await fetch("demo.dgb")).arrayBuffer()));
//! const { vars, rows } = engine.query("SELECT ?name WHERE { ?p a skgt:Product ; skg:hasName ?name }");
//! ```

use crate::compiler;
use crate::lexicon::Lexicon;
use crate::sparql::{self, QueryLimits};
use crate::store::Store;
use serde::Serialize;
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
/** Result of Engine.stats. */
export interface BundleStats {
  manifest: { catalog: string; engine_version: string; schema_version: number; created_at: string; source_digest: string; terms: number; triples: number; predicates: number; instance_base: string; build: unknown };
  bundleBytes: number;
  sections: [string, number][];
  prefixes: [string, string][];
}
/** Result of Engine.compile: the zero-LLM question compiler's plan. */
export interface Compiled {
  question: string;
  intent: { kind: "list" | "count" | "superlative" | "compare" | "lookup"; [key: string]: unknown };
  constraints: { text: string; confidence: number; from: string }[];
  understood: string;
  sparql: string;
  confidence: number;
  declined: string | null;
  unexplained: string[];
}
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

/// A loaded bundle, ready for queries.
#[wasm_bindgen]
pub struct Engine {
    store: Store,
    lexicon: std::cell::OnceCell<Lexicon>,
    tkg: std::cell::OnceCell<crate::tkg::Tkg>,
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
    /// throws with a clear message on a bad bundle.
    pub fn load(bytes: Vec<u8>) -> Result<Engine, JsError> {
        Store::from_bytes(bytes)
            .map(|store| Engine { store, lexicon: std::cell::OnceCell::new(), tkg: std::cell::OnceCell::new() })
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// Runs a read-only SPARQL query (SELECT/ASK/CONSTRUCT/DESCRIBE) with limits.
    #[wasm_bindgen(unchecked_return_type = "QueryResult")]
    pub fn query(
        &self,
        sparql: &str,
        #[wasm_bindgen(unchecked_param_type = "QueryOptions | undefined")] options: JsValue,
    ) -> Result<JsValue, JsError> {
        let limits: QueryLimits = if options.is_undefined() || options.is_null() {
            QueryLimits::default()
        } else {
            serde_wasm_bindgen::from_value(options).map_err(|e| JsError::new(&format!("invalid query options: {e}")))?
        };
        let out = sparql::run(&self.store, sparql, limits).map_err(|e| JsError::new(&e.to_string()))?;
        to_js(&out)
    }

    /// The bundle's lexicon, parsed on first use and cached.
    fn lexicon(&self) -> Result<&Lexicon, JsError> {
        if let Some(l) = self.lexicon.get() {
            return Ok(l);
        }
        let l = Lexicon::from_store(&self.store).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(self.lexicon.get_or_init(|| l))
    }

    /// Compiles a question to constraints and SPARQL without any LLM.
    #[wasm_bindgen(unchecked_return_type = "Compiled")]
    pub fn compile(&self, question: &str) -> Result<JsValue, JsError> {
        to_js(&compiler::compile(question, self.lexicon()?))
    }

    /// Compiles a question and runs it: `{ compiled, answer }` (`answer` is null when declined).
    #[wasm_bindgen(js_name = compileAndRun, unchecked_return_type = "CompiledAnswer")]
    pub fn compile_and_run(&self, question: &str) -> Result<JsValue, JsError> {
        #[derive(Serialize)]
        struct Out {
            compiled: compiler::Compiled,
            answer: Option<compiler::Answer>,
        }
        let compiled = compiler::compile(question, self.lexicon()?);
        let answer = if compiled.answers() {
            Some(compiler::run(&self.store, &compiled).map_err(|e| JsError::new(&e.to_string()))?)
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
        let options: crate::search::SearchOptions = if options.is_undefined() || options.is_null() {
            crate::search::SearchOptions::default()
        } else {
            serde_wasm_bindgen::from_value(options)
                .map_err(|e| JsError::new(&format!("invalid search options: {e}")))?
        };
        to_js(&crate::search::search_store(&self.store, self.tkg()?, text, &options))
    }

    /// The bundle's textual graph (with its encoder and entity vectors), parsed on first use.
    fn tkg(&self) -> Result<&crate::tkg::Tkg, JsError> {
        if let Some(t) = self.tkg.get() {
            return Ok(t);
        }
        let t = crate::tkg::Tkg::from_store(&self.store).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(self.tkg.get_or_init(|| t))
    }

    /// Embeds a text with the bundle's query encoder (L2-normalized; the same vector
    /// `dualgraph embed` gives natively). Throws when the bundle has no encoder.
    pub fn embed(&self, text: &str) -> Result<Vec<f32>, JsError> {
        match &self.tkg()?.semantic {
            Some(sem) => Ok(sem.encoder.encode(text)),
            None => Err(JsError::new(&crate::encoder::EncoderError::Missing.to_string())),
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
            manifest: &'a crate::store::Manifest,
            bundle_bytes: usize,
            sections: Vec<(&'a str, usize)>,
            prefixes: Vec<(String, String)>,
        }
        to_js(&Stats {
            manifest: self.store.manifest(),
            bundle_bytes: self.store.memory_bytes(),
            sections: self.store.bundle().sections().collect(),
            prefixes: sparql::default_prefixes(&self.store),
        })
    }
}

/// Engine version.
#[wasm_bindgen]
pub fn version() -> String {
    crate::ENGINE_VERSION.to_owned()
}

/// Bytes of wasm linear memory currently reserved (for load/memory measurements).
#[wasm_bindgen(js_name = wasmMemoryBytes)]
pub fn wasm_memory_bytes() -> f64 {
    (core::arch::wasm32::memory_size(0) * 65536) as f64
}

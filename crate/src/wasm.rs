//! The wasm-bindgen surface: converts between JS and Rust, no logic of its own.
//!
//! ```js
//! import init, { Engine } from "./pkg/dualgraph.js";
//! await init();
//! const engine = Engine.load(new Uint8Array(await (await fetch("demo.dgb")).arrayBuffer()));
//! const { vars, rows } = engine.query("SELECT ?name WHERE { ?p a skgt:Product ; skg:hasName ?name }");
//! ```

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
"#;

/// A loaded bundle, ready for queries.
#[wasm_bindgen]
pub struct Engine {
    store: Store,
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| JsError::new(&e.to_string()))
}

#[wasm_bindgen]
impl Engine {
    /// Loads a bundle from its bytes (copied once into wasm memory, then read in place);
    /// throws with a clear message on a bad bundle.
    pub fn load(bytes: Vec<u8>) -> Result<Engine, JsError> {
        Store::from_bytes(bytes).map(|store| Engine { store }).map_err(|e| JsError::new(&e.to_string()))
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

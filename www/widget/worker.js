// The engine's home: a module Web Worker, so the page never freezes while the bundle downloads,
// verifies and answers. Answering is the engine's `ask` (route, compiler / generated SPARQL /
// passages, and — with an LLM — a streamed, cited answer, see answer.js); this file hosts it:
// bundle download with progress, Cache API, version check, suggestions, message protocol.
// Protocol (all messages are plain JSON-like objects):
//   page → worker  { id, type: "load", bundle, manifest?, engine }     → progress…, result {stats, source}
//                  (source "range": a paged bundle read lazily by Range requests, see openPaged)
//                  { id, type: "ask", question, options? }             → event… (as they happen), result (AskResult, decorated)
//                  { id, type: "query", sparql, options? }             → result (QueryResult + ms)
//                  { id, type: "abort" }                               (stops ask `id`: its LLM request is aborted)
//   worker → page  { type: "progress", phase, loaded?, total?, source? }
//                  { id, type: "event", event }                        (an engine AskEvent: route, constraints, rows, chunks, token, error, …)
//                  { id, type: "result", ok: true, value } | { id, type: "result", ok: false, error }
// `options` are the engine's AskOptions ({ strategy?, llm?: { baseUrl, model, apiKey?, … }, … }):
// a visitor's key arrives here from the page and goes only into the engine's request to that endpoint.
import { answer } from "./answer.js";
import { suggestQuestions } from "./suggest.js";

const CACHE_NAME = "dualgraph-bundles-v1";
const QUERY_LIMITS = { maxRows: 1000, maxSteps: 5_000_000, timeoutMs: 5000 };

/** Products and price range per category, and products per (category, feature): for suggestions. */
const SUGGESTIONS_QUERY = `SELECT ?category ?feature (COUNT(DISTINCT ?p) AS ?n) (MIN(?price) AS ?min) (MAX(?price) AS ?max) WHERE {
  ?p a skgt:Product ; skg:belongs/skg:hasName ?category .
  OPTIONAL { ?p skg:hasPrice ?price }
  OPTIONAL { ?p skg:hasFeature/skg:hasName ?feature }
} GROUP BY ?category ?feature ORDER BY DESC(?n) ?category ?feature`;

/**
 * @typedef {import("../../pkg/dualgraph.js").Engine} Engine
 * @typedef {import("../../pkg/dualgraph.js").BundleStats["manifest"]} Manifest
 * @typedef {{bytes?: number | null, manifest: {source_digest: string, created_at: string}}} Expected
 *   The manifest sidecar (or the cached bundle's metadata) to compare a bundle with.
 * @typedef {{bytes: Uint8Array<ArrayBuffer>, source: string, etag?: string | null, lastModified?: string | null,
 *   contentType?: string | null}} Got
 * @typedef {import("./suggest.js").Category} Category
 */

/** @type {typeof import("../../pkg/dualgraph.js") | null} */
let wasm = null; // the engine module (pkg/)
/** @type {Engine | null} */
let engine = null;
/** @type {{stats: import("../../pkg/dualgraph.js").BundleStats, products: number, suggestions: string[]} & import("./suggest.js").SuggestionData | null} */
let info = null; // { stats, categories, features, currency, suggestions }

/** @param {Record<string, unknown>} msg */
const post = (msg) => self.postMessage(msg);
/** @type {(phase: string, extra?: Record<string, unknown>) => void} */
const progress = (phase, extra = {}) => post({ type: "progress", phase, ...extra });

class BundleError extends Error {}

self.onmessage = async (/** @type {MessageEvent} */ event) => {
  const msg = event.data ?? {};
  if (msg.type === "abort") {
    asking.get(msg.id)?.abort(); // the page already settled that ask: no result is posted
    return;
  }
  try {
    let value;
    if (msg.type === "load") value = await load(msg);
    else if (msg.type === "ask") value = await ask(msg.id, String(msg.question ?? ""), msg.options);
    else if (msg.type === "query") value = await runConsole(String(msg.sparql ?? ""), msg.options);
    else throw new Error(`unknown request ${msg.type}`);
    post({ id: msg.id, type: "result", ok: true, value });
  } catch (e) {
    post({
      id: msg.id,
      type: "result",
      ok: false,
      error: String(e?.message ?? e),
      kind: e instanceof BundleError ? "bundle" : "error",
    });
  }
};

// ---------------------------------------------------------------------------------------------
// Loading: engine (wasm) and bundle in parallel; the bundle via the Cache API when still current.

/** @param {{bundle: string, manifest?: string | null, engine?: string | null}} request */
async function load({ bundle, manifest, engine: engineUrl }) {
  const t0 = performance.now();
  const bundleUrl = new URL(bundle, self.location.href).href;
  /** @type {Record<string, number>} */
  const timings = {};
  const wasmReady = (async () => {
    // The engine module: ./engine.js (a literal import, so bundlers resolve and bundle it), or the
    // URL of the widget's `engine` attribute.
    wasm = engineUrl ? await import(/* @vite-ignore */ engineUrl) : await import("./engine.js");
    await wasm.default();
    timings.engineMs = performance.now() - t0;
  })();
  wasmReady.catch(() => {}); // reported below, after the bundle's own errors
  const expected = manifest ? await fetchManifest(new URL(manifest, self.location.href).href) : null;

  // A paged bundle on a server that honours Range is read lazily: no download, no cache; the
  // engine fetches the pages each question reads.
  /** @type {Got | null} */
  let got = (await openPaged(bundleUrl, wasmReady)) ? { bytes: new Uint8Array(0), source: "range" } : null;
  if (got) {
    lazyUrl = bundleUrl;
    timings.bundleMs = performance.now() - t0;
  } else got = await fromCache(bundleUrl, expected);
  if (got && !lazyUrl) {
    try {
      await wasmReady;
      progress("verifying", { source: "cache" });
      timings.bundleMs = performance.now() - t0;
      const tv = performance.now();
      engine = wasm.Engine.load(got.bytes);
      timings.verifyMs = performance.now() - tv;
    } catch (e) {
      if (!wasm) throw new Error(`The answer engine could not start: ${e.message ?? e}`);
      await dropCache(bundleUrl); // stale or damaged: fetch it again
      got = null;
    }
  }
  if (!got) {
    got = await download(bundleUrl);
    timings.bundleMs = performance.now() - t0;
    try {
      await wasmReady;
    } catch (e) {
      throw new Error(`The answer engine (WebAssembly) could not start: ${e.message ?? e}`);
    }
    progress("verifying", { source: "network", loaded: got.bytes.length, total: got.bytes.length });
    try {
      const tv = performance.now();
      engine = wasm.Engine.load(got.bytes);
      timings.verifyMs = performance.now() - tv;
    } catch (e) {
      let hint = "";
      if (/html/i.test(got.contentType ?? "")) hint = " The server sent an HTML page — is the bundle path right?";
      throw new BundleError(`The file at ${bundleUrl} is not a usable catalog bundle: ${e.message ?? e}.${hint}`);
    }
    const stats = engine.stats();
    if (expected && !matches(expected, stats.manifest, got.bytes.length)) {
      // The bundle and its manifest disagree (e.g. a deploy in progress): use it, but do not cache it.
    } else {
      await toCache(bundleUrl, got, stats.manifest);
    }
  }
  const stats = engine.stats();
  const ts = performance.now();
  info = { stats, ...(lazyUrl ? lazySuggestionData(stats) : suggestionData()) };
  timings.suggestionsMs = performance.now() - ts;
  const ms = performance.now() - t0;
  progress("ready", { source: got.source, loaded: got.bytes.length, total: got.bytes.length });
  // The question compiler builds its lexicon on first use: do that now, off the critical path
  // (a question asked meanwhile simply queues behind it in this worker).
  // The textual graph is likewise parsed on first search.
  setTimeout(() => {
    try {
      engine.compile?.("warm up");
      engine.search?.("warm up", { k: 1 });
    } catch {
      /* reported when a real question fails */
    }
  }, 0);
  return {
    source: got.source,
    ms,
    timings, // ms since load start: engineMs (wasm fetched + compiled), bundleMs (bytes in hand); durations: verifyMs, suggestionsMs
    engineVersion: wasm.version(),
    hasCompiler: typeof engine.compileAndRun === "function",
    hasAsk: typeof engine.ask === "function",
    catalog: stats.manifest.catalog,
    products: info.products,
    triples: stats.manifest.triples,
    bytes: stats.bundleBytes,
    categories: info.categories,
    features: info.features, // [{category, feature, n}]: products per yes/no feature, for suggestions
    currency: info.currency, // ISO code of the catalog's prices (null when none has a price)
    suggestions: info.suggestions, // English, en-GB prices; the element phrases its own (suggest.js)
  };
}

/** The URL of the bundle when it is read lazily (paged, over Range requests), else null. */
/** @type {string | null} */
let lazyUrl = null;

/**
 * Opens `url` lazily when it is a paged bundle and the server answers Range requests (one
 * ranged request for its head first; a server that sends the whole file is left to the
 * download below, with its progress bar and cache).
 * @param {string} url
 * @param {Promise<void>} wasmReady
 */
async function openPaged(url, wasmReady) {
  const controller = new AbortController();
  try {
    const res = await fetch(url, { headers: { Range: "bytes=0-65535" }, signal: controller.signal, cache: "no-store" });
    if (res.status !== 206) {
      controller.abort();
      return false;
    }
    const head = new Uint8Array(await res.arrayBuffer());
    await wasmReady;
    if (wasm?.bundleLayout?.(head) !== "paged") return false;
    progress("verifying", { source: "range" });
    engine = await wasm.Engine.open(url);
    return true;
  } catch {
    controller.abort();
    return false; // not a bundle, or no Range: the whole download reports the problem
  }
}

/**
 * Suggestions of a lazily read bundle: counted from the manifest alone (the queries of
 * `suggestionData` read every product, the whole catalog's pages).
 * @param {import("../../pkg/dualgraph.js").BundleStats} stats
 */
function lazySuggestionData(stats) {
  /** @type {Category[]} */
  const categories = [];
  /** @type {{category: string, feature: string, n: number}[]} */
  const features = [];
  /** @type {string[]} */
  const suggestions = [];
  const products = Number(/** @type {any} */ (stats.manifest.build)?.products ?? 0);
  return { categories, features, currency: /** @type {string | null} */ (null), suggestions, products };
}

/**
 * @param {string} url
 * @returns {Promise<Expected | null>}
 */
async function fetchManifest(url) {
  try {
    const res = await fetch(url, { cache: "no-cache" });
    if (!res.ok) return null;
    const json = await res.json();
    return json?.manifest ? json : null;
  } catch {
    return null; // offline: the cached bundle, if any, stays usable
  }
}

/**
 * @param {Expected} expected
 * @param {{source_digest: string, created_at: string}} manifest
 * @param {number} bytes
 */
function matches(expected, manifest, bytes) {
  const m = expected.manifest;
  return (
    m.source_digest === manifest.source_digest &&
    m.created_at === manifest.created_at &&
    (expected.bytes == null || expected.bytes === bytes)
  );
}

async function openCache() {
  try {
    return typeof caches === "undefined" ? null : await caches.open(CACHE_NAME);
  } catch {
    return null; // e.g. an insecure context or storage disabled
  }
}

/**
 * @param {string} url
 * @param {Expected | null} expected
 * @returns {Promise<Got | null>}
 */
async function fromCache(url, expected) {
  const cache = await openCache();
  if (!cache) return null;
  const hit = await cache.match(url);
  if (!hit) return null;
  /** @type {{bytes: number, etag: string | null, lastModified: string | null, manifest: Expected["manifest"]} | null} */
  let meta;
  try {
    meta = JSON.parse(hit.headers.get("x-dualgraph-meta") ?? "null");
  } catch {
    meta = null;
  }
  if (!meta) return null;
  if (expected) {
    if (!matches(expected, meta.manifest, meta.bytes)) return null;
  } else {
    // No manifest to compare with: ask the server whether the file changed (HEAD, no body).
    try {
      const head = await fetch(url, { method: "HEAD", cache: "no-store" });
      if (!head.ok) return null;
      const etag = head.headers.get("etag");
      const modified = head.headers.get("last-modified");
      const length = head.headers.get("content-length");
      if (etag ? etag !== meta.etag : modified !== meta.lastModified || (length && Number(length) !== meta.bytes))
        return null;
    } catch {
      // offline: use the cached copy
    }
  }
  progress("cache", { loaded: 0, total: meta.bytes });
  const bytes = new Uint8Array(await hit.arrayBuffer());
  if (bytes.length !== meta.bytes) return null;
  progress("cache", { loaded: bytes.length, total: bytes.length, source: "cache" });
  return { bytes, source: "cache" };
}

/**
 * @param {string} url
 * @param {Got} got
 * @param {Manifest} manifest
 */
async function toCache(url, got, manifest) {
  const cache = await openCache();
  if (!cache) return;
  const meta = {
    bytes: got.bytes.length,
    etag: got.etag,
    lastModified: got.lastModified,
    manifest: { source_digest: manifest.source_digest, created_at: manifest.created_at, catalog: manifest.catalog },
  };
  try {
    await cache.put(
      url,
      new Response(got.bytes, {
        headers: { "content-type": "application/octet-stream", "x-dualgraph-meta": JSON.stringify(meta) },
      }),
    );
  } catch {
    // quota exceeded or similar: caching is an optimisation only
  }
}

/** @param {string} url */
async function dropCache(url) {
  const cache = await openCache();
  if (cache) await cache.delete(url).catch(() => {});
}

/**
 * @param {string} url
 * @returns {Promise<Got>}
 */
async function download(url) {
  progress("downloading", { loaded: 0, total: 0, source: "network" });
  let res;
  try {
    res = await fetch(url, { cache: "no-cache" });
  } catch (e) {
    throw new BundleError(`The catalog bundle could not be downloaded from ${url}: ${e.message ?? e} (network error).`);
  }
  if (!res.ok) {
    const what = res.status === 404 ? "not found" : res.statusText || "error";
    throw new BundleError(`The catalog bundle could not be downloaded: HTTP ${res.status} (${what}) for ${url}.`);
  }
  const encoded = res.headers.get("content-encoding");
  const declared = Number(res.headers.get("content-length") ?? 0);
  // With Content-Encoding the length counts compressed bytes while the stream gives decoded ones.
  const total = encoded && encoded !== "identity" ? 0 : declared;
  /** @type {Uint8Array[]} */
  const chunks = [];
  let loaded = 0;
  let last = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      let step;
      try {
        step = await reader.read();
      } catch (e) {
        throw new BundleError(`The catalog download broke off after ${loaded} bytes: ${e.message ?? e}.`);
      }
      if (step.done) break;
      chunks.push(step.value);
      loaded += step.value.length;
      const now = performance.now();
      if (now - last > 40) {
        last = now;
        progress("downloading", { loaded, total, source: "network" });
      }
    }
  } else {
    const buf = new Uint8Array(await res.arrayBuffer());
    chunks.push(buf);
    loaded = buf.length;
  }
  if (total && loaded !== total) {
    throw new BundleError(`The catalog download is truncated: received ${loaded} of ${total} bytes from ${url}.`);
  }
  progress("downloading", { loaded, total: total || loaded, source: "network" });
  const bytes = new Uint8Array(loaded);
  let off = 0;
  for (const c of chunks) {
    bytes.set(c, off);
    off += c.length;
  }
  return {
    bytes,
    source: "network",
    etag: res.headers.get("etag"),
    lastModified: res.headers.get("last-modified"),
    contentType: res.headers.get("content-type"),
  };
}

function suggestionData() {
  const r = engine.query(SUGGESTIONS_QUERY, QUERY_LIMITS);
  /** @type {Map<string, Category>} */
  const categories = new Map();
  /** @type {{category: string, feature: string, n: number}[]} */
  const features = [];
  for (const [cat, feat, n, min, max] of r.rows) {
    const name = cat.value;
    if (!feat)
      categories.set(name, {
        name,
        products: Number(n.value),
        min: min && Number(min.value),
        max: max && Number(max.value),
      });
    else features.push({ category: name, feature: feat.value, n: Number(n.value) });
  }
  // Categories: the products that have any feature are counted per feature, so count separately.
  const totals = engine.query(
    "SELECT ?category (COUNT(DISTINCT ?p) AS ?n) (MIN(?price) AS ?min) (MAX(?price) AS ?max) WHERE { ?p a skgt:Product ; skg:belongs/skg:hasName ?category . OPTIONAL { ?p skg:hasPrice ?price } } GROUP BY ?category ORDER BY DESC(?n)",
    QUERY_LIMITS,
  );
  categories.clear();
  for (const [cat, n, min, max] of totals.rows) {
    categories.set(cat.value, {
      name: cat.value,
      products: Number(n.value),
      min: min ? Number(min.value) : null,
      max: max ? Number(max.value) : null,
    });
  }
  const count = engine.query("SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }", QUERY_LIMITS);
  const currency =
    engine.query("SELECT ?c WHERE { ?p skg:hasCurrency ?c } LIMIT 1", QUERY_LIMITS).rows[0]?.[0]?.value ?? null;
  const data = { categories: [...categories.values()], features, currency };
  const { questions } = suggestQuestions(data);
  return { ...data, suggestions: questions, products: Number(count.rows[0]?.[0]?.value ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Answering: the engine's ask (see answer.js), each event posted to the page as it happens.

/** The stop switch of each ask in flight, by request id. */
/** @type {Map<number, AbortController>} */
const asking = new Map();

/**
 * @param {number} id
 * @param {string} question
 * @param {import("../../pkg/dualgraph.js").AskOptions | undefined} options
 */
async function ask(id, question, options) {
  if (!engine) throw new Error("The catalog is not loaded yet.");
  const controller = new AbortController();
  asking.set(id, controller);
  try {
    /** @param {import("../../pkg/dualgraph.js").AskOptions | undefined} opts */
    const run = (opts) =>
      answer(/** @type {Engine} */ (engine), question, { ...opts, signal: controller.signal }, (event) => {
        if (!controller.signal.aborted) post({ id, type: "event", event });
      });
    const result = await run(options);
    // A paged bundle replaced on the server mid-session (a deploy): open it again and answer
    // from the new file, as a new conversation (the state is the old catalog's).
    if (lazyUrl && wasm && result?.errors?.some?.((/** @type {string} */ e) => e.includes("changed on the server"))) {
      engine = await wasm.Engine.open(lazyUrl);
      return await run({ ...options, state: undefined });
    }
    return result;
  } finally {
    asking.delete(id);
  }
}

/**
 * @param {string} sparql
 * @param {import("../../pkg/dualgraph.js").QueryOptions | undefined} options
 */
async function runConsole(sparql, options) {
  if (!engine) throw new Error("The catalog is not loaded yet.");
  const t = performance.now();
  const limits = { maxRows: 500, maxSteps: 5_000_000, timeoutMs: 5000, ...(options ?? {}) };
  // A lazily read bundle waits for the pages the query reads.
  const r = lazyUrl ? await engine.queryAsync(sparql, limits) : engine.query(sparql, limits);
  return { ...r, ms: performance.now() - t };
}

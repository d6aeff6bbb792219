// The engine's home: a module Web Worker, so the page never freezes while the bundle downloads,
// verifies and answers. Protocol (all messages are plain JSON-like objects):
//   page → worker  { id, type: "load", bundle, manifest?, engine }     → progress…, result {stats, source}
//                  { id, type: "ask", question }                       → result (answer, see answer())
//                  { id, type: "query", sparql, options? }             → result (QueryResult + ms)
//   worker → page  { type: "progress", phase, loaded?, total?, source? }
//                  { id, type: "result", ok: true, value } | { id, type: "result", ok: false, error }
import {
  parseQuestion, keywordQuery, detailsQuery, specsQuery, SUGGESTIONS_QUERY, pickSpecs, mdEscape, formatPrice,
} from "./offline.js";

const CACHE_NAME = "dualgraph-bundles-v1";
const QUERY_LIMITS = { maxRows: 1000, maxSteps: 5_000_000, timeoutMs: 5000 };
const MAX_CARDS = 6;
const MAX_LISTED = 60;

let wasm = null; // the pkg/ module
let engine = null;
let info = null; // { stats, categories, suggestions }

const post = (msg) => self.postMessage(msg);
const progress = (phase, extra = {}) => post({ type: "progress", phase, ...extra });

class BundleError extends Error {}

self.onmessage = async (event) => {
  const msg = event.data ?? {};
  try {
    let value;
    if (msg.type === "load") value = await load(msg);
    else if (msg.type === "ask") value = ask(String(msg.question ?? ""));
    else if (msg.type === "query") value = runConsole(String(msg.sparql ?? ""), msg.options);
    else throw new Error(`unknown request ${msg.type}`);
    post({ id: msg.id, type: "result", ok: true, value });
  } catch (e) {
    post({ id: msg.id, type: "result", ok: false, error: String(e?.message ?? e), kind: e instanceof BundleError ? "bundle" : "error" });
  }
};

// ---------------------------------------------------------------------------------------------
// Loading: engine (wasm) and bundle in parallel; the bundle via the Cache API when still current.

async function load({ bundle, manifest, engine: engineUrl }) {
  const t0 = performance.now();
  const bundleUrl = new URL(bundle, self.location.href).href;
  const timings = {};
  const wasmReady = (async () => {
    wasm = await import(engineUrl);
    await wasm.default();
    timings.engineMs = performance.now() - t0;
  })();
  wasmReady.catch(() => {}); // reported below, after the bundle's own errors
  const expected = manifest ? await fetchManifest(new URL(manifest, self.location.href).href) : null;

  let got = await fromCache(bundleUrl, expected);
  if (got) {
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
  info = { stats, ...suggestionData() };
  timings.suggestionsMs = performance.now() - ts;
  const ms = performance.now() - t0;
  progress("ready", { source: got.source, loaded: got.bytes.length, total: got.bytes.length });
  // The question compiler builds its lexicon on first use: do that now, off the critical path
  // (a question asked meanwhile simply queues behind it in this worker).
  if (typeof engine.compile === "function") setTimeout(() => {
    try {
      engine.compile("warm up");
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
    catalog: stats.manifest.catalog,
    products: info.products,
    triples: stats.manifest.triples,
    bytes: stats.bundleBytes,
    categories: info.categories,
    suggestions: info.suggestions,
  };
}

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

async function fromCache(url, expected) {
  const cache = await openCache();
  if (!cache) return null;
  const hit = await cache.match(url);
  if (!hit) return null;
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
      if (etag ? etag !== meta.etag : modified !== meta.lastModified || (length && Number(length) !== meta.bytes)) return null;
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

async function dropCache(url) {
  const cache = await openCache();
  if (cache) await cache.delete(url).catch(() => {});
}

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
  const categories = new Map();
  const features = [];
  for (const [cat, feat, n, min, max] of r.rows) {
    const name = cat.value;
    if (!feat) categories.set(name, { name, products: Number(n.value), min: min && Number(min.value), max: max && Number(max.value) });
    else features.push({ category: name, feature: feat.value, n: Number(n.value) });
  }
  // Categories: the products that have any feature are counted per feature, so count separately.
  const totals = engine.query(
    "SELECT ?category (COUNT(DISTINCT ?p) AS ?n) (MIN(?price) AS ?min) (MAX(?price) AS ?max) WHERE { ?p a skgt:Product ; skg:belongs/skg:hasName ?category . OPTIONAL { ?p skg:hasPrice ?price } } GROUP BY ?category ORDER BY DESC(?n)",
    QUERY_LIMITS,
  );
  categories.clear();
  for (const [cat, n, min, max] of totals.rows) {
    categories.set(cat.value, { name: cat.value, products: Number(n.value), min: min ? Number(min.value) : null, max: max ? Number(max.value) : null });
  }
  const count = engine.query("SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }", QUERY_LIMITS);
  const cats = [...categories.values()];
  const suggestions = [];
  const usedCats = new Set();
  // "<Category> with <Feature>" for features that split a big category roughly in half.
  const split = (f) => Math.abs(f.n / (categories.get(f.category)?.products || 1) - 0.5);
  const candidates = features
    .filter((f) => categories.has(f.category) && f.n >= 2 && f.n < categories.get(f.category).products && categories.get(f.category).products >= 5)
    .sort((a, b) => split(a) - split(b));
  for (const f of candidates) {
    if (usedCats.has(f.category)) continue;
    usedCats.add(f.category);
    suggestions.push(`${f.category} with ${f.feature}`);
    if (suggestions.length >= 2) break;
  }
  const priced = cats.find((c) => c.min != null && c.max != null && c.max > c.min && !usedCats.has(c.name)) ?? cats[0];
  if (priced?.min != null) {
    const mid = roundPrice((priced.min + priced.max) / 2);
    suggestions.push(`${priced.name} under £${mid}`);
    suggestions.push(`Cheapest ${priced.name.toLowerCase()}`);
  }
  return { categories: cats, suggestions, products: Number(count.rows[0]?.[0]?.value ?? 0) };
}

function roundPrice(x) {
  const step = x > 1000 ? 500 : x > 200 ? 100 : 50;
  return Math.max(step, Math.round(x / step) * step);
}

// ---------------------------------------------------------------------------------------------
// Answering

function run(trace, purpose, sparql, limits = QUERY_LIMITS) {
  const t = performance.now();
  const r = engine.query(sparql, limits);
  trace.queries.push({ purpose, sparql, rows: r.rows.length, steps: r.steps, truncated: r.truncated, ms: performance.now() - t });
  return r;
}

function ask(question) {
  if (!engine) throw new Error("The catalog is not loaded yet.");
  const t0 = performance.now();
  const trace = { route: "", constraints: null, intent: null, confidence: null, queries: [], notes: [] };
  let answer = null;
  if (typeof engine.compileAndRun === "function") {
    try {
      const tc = performance.now();
      const r = engine.compileAndRun(question);
      trace.compileAndRunMs = performance.now() - tc;
      const compiled = r?.compiled ?? {};
      trace.constraints = compiled.constraints ?? null;
      trace.intent = compiled.intent ? describeIntent(compiled.intent) : null;
      trace.confidence = compiled.confidence ?? null;
      if (compiled.declined) {
        trace.notes.push(`The question compiler declined: ${typeof compiled.declined === "string" ? compiled.declined : "no confident reading"}. Falling back to keyword search.`);
      } else {
        answer = fromCompiler(question, r, trace);
      }
    } catch (e) {
      const why = String(e?.message ?? e);
      trace.notes.push(
        /^declined/i.test(why)
          ? `The question compiler ${why.replace(/^declined:?\s*/i, "declined: ")}. Falling back to keyword search.`
          : `The question compiler failed (${why}); falling back to keyword search.`,
      );
    }
  }
  if (!answer) answer = keywordAnswer(question, trace);
  trace.totalMs = performance.now() - t0;
  return { question, offline: true, label: "Offline answer (no AI)", ...answer, trace };
}

/**
 * Adapts `engine.compileAndRun` output to the widget's answer. Shape (crate/src/compiler.rs):
 * compiled {intent: {kind, …}, constraints: [{text, confidence, from}], understood, sparql,
 * confidence, declined?, unexplained[]}; answer {kind: "products"|"count"|"comparison"|"lookup",
 * count, columns[], products: [{id, name, url?, price?, item?, values[]}], table?: {columns,
 * rows: [label, cells[]][]}, winners[], names[], currency?, truncated}. Read defensively.
 */
function fromCompiler(question, r, trace) {
  const compiled = r.compiled ?? {};
  const a = r.answer ?? {};
  const intent = compiled.intent ?? {};
  const kind = a.kind ?? intent.kind ?? "products";
  trace.route = `question compiler → SPARQL (${describeIntent(intent) || kind})`;
  if (compiled.understood) trace.understood = String(compiled.understood);
  if (Array.isArray(compiled.unexplained) && compiled.unexplained.length) {
    trace.notes.push(`Words not used: ${compiled.unexplained.join(", ")}.`);
  }
  const list = Array.isArray(a.products) ? a.products : [];
  const columns = Array.isArray(a.columns) ? a.columns.map(String) : [];
  const currency = a.currency ?? null;
  const products = list.map((p) => {
    const values = Array.isArray(p.values) ? p.values : [];
    const specs = columns
      .map((c, i) => ({ entry: c, value: values[i] == null ? null : cellText(values[i]), matched: true }))
      .filter((x) => x.value != null && x.value !== "" && x.entry.toLowerCase() !== "price");
    const price = typeof p.price === "object" && p.price ? p.price.amount : p.price;
    return { id: String(p.id ?? ""), name: String(p.name ?? p.id ?? ""), url: p.url ?? null, price: price ?? null, currency, specs, item: p.item ?? null };
  });
  if (compiled.sparql) {
    // The engine reports no steps/time for compileAndRun: the time shown is the whole call (compile + run).
    trace.queries.push({ purpose: "compiled query", sparql: compiled.sparql, rows: list.length, steps: a.steps ?? null, truncated: !!a.truncated, ms: a.ms ?? trace.compileAndRunMs ?? null });
  }
  enrich(products, [], trace);

  let table = null;
  if (a.table && Array.isArray(a.table.columns) && Array.isArray(a.table.rows)) {
    table = {
      columns: ["Spec", ...a.table.columns.map(String)],
      rows: a.table.rows.map((row) => (Array.isArray(row) && Array.isArray(row[1]) ? [cellText(row[0]), ...row[1].map(cellText)] : [].concat(row).map(cellText))),
      caption: "Side by side",
    };
  } else if (products.length > 1) {
    table = productTable(products, []);
  }
  const names = (arr) => arr.map((n) => `**${mdEscape(n)}**`).join(", ");
  // Comparisons and lookups name ranges: one card per named item is enough.
  let cards = products;
  if (kind === "comparison" || kind === "lookup") {
    const seen = new Set();
    cards = products.filter((p) => {
      const key = p.item ?? p.id;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const winners = Array.isArray(a.winners) ? a.winners.map(String) : [];
  const count = typeof a.count === "number" ? a.count : products.length;
  let text;
  const conditions = String(compiled.understood ?? "").replace(/^(list|count)\s*(;\s*|$)/i, "").trim();
  const matchText = `**${count}** ${count === 1 ? "product matches" : "products match"}${conditions ? `: ${mdEscape(conditions.replace(/;\s*/g, " · "))}` : ""}.`;
  if (kind === "count") {
    text = matchText;
  } else if (kind === "comparison") {
    text = winners.length ? `${names(winners)} ${winners.length > 1 ? "tie" : "wins"}${intent.by ? ` on ${mdEscape(intent.by)}` : ""}.` : "Here they are side by side.";
  } else if (kind === "lookup") {
    text = table ? "Here are the values from the spec tables." : products.length ? `${names(products.slice(0, 3).map((p) => p.name))}.` : "No matching product.";
  } else if (!products.length) {
    text = "No product in the catalog meets all of these conditions.";
  } else if (intent.kind === "superlative") {
    const top = products[0];
    const v = top.specs.find((x) => x.entry === intent.by)?.value ?? (top.price != null ? formatPrice(top.price, top.currency) : "");
    const k = Math.max(1, intent.k ?? 1);
    text = `${names(products.slice(0, k).map((p) => p.name))}${v ? ` — ${mdEscape(v)}` : ""}.`;
    if (products.length > k) text += k === 1 ? ` ${products.length} products tie.` : ` ${products.length} products are listed (ties included).`;
  } else {
    text = matchText;
  }
  if (a.truncated) text += " (More results exist than were listed.)";
  return {
    route: "compiler",
    text,
    products: cards.slice(0, MAX_CARDS),
    table,
    count,
    followups: [],
  };
}

function describeIntent(intent) {
  if (!intent || typeof intent !== "object") return intent ? String(intent) : "";
  switch (intent.kind) {
    case "superlative":
      return `top ${intent.k ?? 1} by ${intent.by ?? "?"}, ${intent.order === "descending" ? "largest" : "smallest"} first`;
    case "compare":
      return `compare ${(intent.items ?? []).join(" vs ")}${intent.by ? ` on ${intent.by}` : ""}`;
    case "lookup":
      return `look up ${(intent.of ?? []).join(", ") || "specs"} of ${(intent.items ?? []).join(", ")}`;
    default:
      return String(intent.kind ?? "");
  }
}

function cellText(v) {
  if (v == null) return "";
  if (typeof v === "object") return String(v.value ?? v.name ?? JSON.stringify(v));
  return String(v);
}

function normalizeSpecs(specs) {
  if (Array.isArray(specs)) {
    return specs
      .map((s) => (Array.isArray(s) ? { entry: String(s[0]), value: cellText(s[1]) } : { entry: String(s.entry ?? s.name ?? s.key ?? ""), value: cellText(s.value ?? s.raw ?? s.text) }))
      .filter((s) => s.entry);
  }
  if (specs && typeof specs === "object") return Object.entries(specs).map(([entry, value]) => ({ entry, value: cellText(value) }));
  return [];
}

/** Adds url/price (when missing) and 3–5 specs to product cards, with two queries. */
function enrich(products, keywords, trace) {
  const ids = products.slice(0, MAX_LISTED).map((p) => p.id).filter(Boolean);
  if (!ids.length) return;
  const byId = new Map(products.map((p) => [p.id, p]));
  const details = run(trace, "card details", detailsQuery(ids));
  for (const [id, name, url, price, currency] of details.rows) {
    const p = byId.get(id.value);
    if (!p) continue;
    if (!p.name && name) p.name = name.value;
    if (!p.url && url) p.url = url.value;
    if (p.price == null && price) p.price = Number(price.value);
    if (!p.currency && currency) p.currency = currency.value;
  }
  const specs = run(trace, "card specs", specsQuery(ids), { ...QUERY_LIMITS, maxRows: 20000 });
  const rows = new Map();
  for (const [id, entry, value, unit] of specs.rows) {
    if (!rows.has(id.value)) rows.set(id.value, []);
    rows.get(id.value).push({ entry: entry.value, value: value.value, unit: unit?.value ?? null });
  }
  for (const p of products) {
    const all = rows.get(p.id) ?? [];
    all.sort((a, b) => a.entry.localeCompare(b.entry));
    const pre = p.specs ?? [];
    const picked = pickSpecs(all, keywords, 5).filter((s) => !pre.some((x) => x.entry.toLowerCase() === s.entry.toLowerCase()));
    p.specs = [...pre, ...picked].slice(0, Math.max(pre.length, 5));
    p.allSpecs = all;
  }
}

function productTable(products, keywords) {
  // Columns: name, price, then up to 3 entries the question matched (most common first).
  const counts = new Map();
  for (const p of products) for (const s of p.specs ?? []) if (s.matched) counts.set(s.entry, (counts.get(s.entry) ?? 0) + 1);
  const entries = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([e]) => e);
  const columns = ["Product", "Price", ...entries];
  const rows = products.map((p) => {
    const specOf = (e) => (p.allSpecs ?? p.specs ?? []).find((s) => s.entry === e)?.value ?? "";
    return [p.name, p.price == null ? "" : formatPrice(p.price, p.currency), ...entries.map(specOf)];
  });
  return { columns, rows, keywords };
}

function keywordAnswer(question, trace) {
  const plan = parseQuestion(question);
  const declined = typeof engine.compileAndRun === "function";
  trace.route = declined ? "keyword search → SPARQL (the question compiler did not answer)" : "keyword search → SPARQL (no question compiler in this engine)";
  trace.keywords = plan.keywords;
  trace.price = plan.price;
  trace.notes.push(...plan.notes);
  if (!plan.keywords.length && plan.price.min == null && plan.price.max == null && !plan.order) {
    return {
      route: "keyword",
      text: "I could not find any words to search for in that question. Try naming a product, a category or a feature — or pick one of the examples.",
      products: [],
      table: null,
      count: 0,
      followups: info?.suggestions ?? [],
    };
  }
  const r = run(trace, "keyword search", keywordQuery(plan));
  const n = plan.keywords.length;
  const hits = r.rows.map(([id, name, price, score]) => ({
    id: id.value, name: name.value, price: price ? Number(price.value) : null, currency: null, url: null,
    score: Number(score?.value ?? 0),
  }));
  const full = hits.filter((h) => h.score === n);
  const partial = full.length ? [] : hits.filter((h) => h.score > 0 && h.score >= Math.max(1, n - 1));
  const shown = (full.length ? full : partial).slice(0, MAX_LISTED);
  enrich(shown, plan.keywords, trace);

  const words = plan.terms.map((k) => `*${mdEscape(k)}*`).join(", ");
  const priceText = priceWords(plan.price);
  const one = full.length === 1;
  const cond = [n ? `${one ? "matches" : "match"} ${words}` : "", priceText.replace(/^cost/, one ? "costs" : "cost")].filter(Boolean).join(" and ");
  let text;
  if (full.length) {
    text = `**${full.length}** ${one ? "product" : "products"} ${cond}.`;
    if (plan.order && shown[0]) {
      const best = shown[0];
      text += ` The ${plan.order === "price-asc" ? "cheapest" : "most expensive"} is **${mdEscape(best.name)}** at ${formatPrice(best.price, best.currency)}.`;
    }
    if (full.length > shown.length) text += ` Showing the first ${shown.length}.`;
  } else if (partial.length) {
    text = `No product matches every word (${words}${priceText ? `, ${priceText}` : ""}). The closest matches have ${n - 1} of the ${n} words:`;
  } else {
    text = `No product ${[n ? `matches ${words}` : "", priceText.replace(/^cost/, "costs")].filter(Boolean).join(" and ")}. Try fewer or different words, or one of the examples.`;
    if (declined) text = `Open questions like this one need AI answers, which are coming soon; offline, I answer questions about categories, features, specs and prices.\n\n${text}`;
  }
  if (shown.length > MAX_CARDS) text += `\n\nThe first ${MAX_CARDS} are shown as cards; the table lists all ${shown.length}.`;
  const followups = [];
  if (full.length > 3 && plan.price.max == null && !plan.order) {
    const prices = full.map((h) => h.price).filter((p) => p != null).sort((a, b) => a - b);
    if (prices.length > 3) followups.push(`${question.replace(/[?.!\s]+$/, "")} under £${roundPrice(prices[Math.floor(prices.length / 2)])}`);
    followups.push(`Cheapest ${question.replace(/^(which|what|show me|list|find)\s+/i, "").replace(/[?.!\s]+$/, "")}`);
  }
  return {
    route: "keyword",
    text,
    products: shown.slice(0, MAX_CARDS),
    table: shown.length > 1 ? productTable(shown, plan.keywords) : null,
    count: full.length,
    partial: !full.length && partial.length > 0,
    followups,
  };
}

function priceWords(price) {
  const lo = price.min != null ? `${price.minStrict ? "more than" : "at least"} ${formatPrice(price.min)}` : "";
  const hi = price.max != null ? `${price.maxStrict ? "less than" : "at most"} ${formatPrice(price.max)}` : "";
  return lo && hi ? `cost ${lo} and ${hi}` : lo || hi ? `cost ${lo || hi}` : "";
}

function runConsole(sparql, options) {
  if (!engine) throw new Error("The catalog is not loaded yet.");
  const t = performance.now();
  const r = engine.query(sparql, { maxRows: 500, maxSteps: 5_000_000, timeoutMs: 5000, ...(options ?? {}) });
  return { ...r, ms: performance.now() - t };
}

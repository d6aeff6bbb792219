// One question through the engine's `ask`, for display: events forwarded in order as they happen
// (token events stream), and the final AskResult decorated with what the widget shows but the
// result does not carry. Runs wherever the engine runs (the widget's Web Worker, Node tests).
import { specsQuery, entryStats, pickSpecs } from "./cards.js";

/**
 * @typedef {import("../../pkg/dualgraph.js").Engine} Engine
 * @typedef {import("../../pkg/dualgraph.js").AskResult} AskResult
 * @typedef {import("../../pkg/dualgraph.js").AskEvent} AskEvent
 * @typedef {import("../../pkg/dualgraph.js").ProductCard & {specs?: import("./cards.js").CardSpec[]}} Product
 *   A product card with the 3–5 specs the widget shows.
 * @typedef {Omit<AskResult, "products" | "trace"> & {
 *   products: Product[],
 *   trace: AskResult["trace"] & {confidence?: number | null, declined?: string},
 *   constraints?: import("../../pkg/dualgraph.js").Constraint[],
 *   intent?: import("../../pkg/dualgraph.js").Compiled["intent"],
 *   comparison?: {columns: string[], rows: [string, string[]][], winners: string[]},
 * }} DisplayResult
 *   An AskResult decorated for display (see `decorate`).
 */

/** Product cards shown per answer (the results table lists them all). */
export const MAX_CARDS = 6;
const QUERY_LIMITS = { maxRows: 20000, maxSteps: 5_000_000, timeoutMs: 5000 };

/**
 * Answers `question` with `engine.ask(question, options, …)`, calling `onEvent(event)` for every
 * engine event except the final `done` (the returned result is that). Events are handed on
 * from a microtask, in order, so the card lookups below never run inside the engine's callback.
 * `rows` events get card specs on their first products. Throws only on invalid options.
 * @param {Engine} engine
 * @param {string} question
 * @param {import("../../pkg/dualgraph.js").AskOptions | null | undefined} options
 * @param {(event: AskEvent) => void} [onEvent]
 * @returns {Promise<DisplayResult>}
 */
export async function answer(engine, question, options, onEvent) {
  if (typeof engine.ask !== "function") throw new Error("This engine build has no `ask`: rebuild pkg/ (wasm-pack).");
  const t0 = performance.now();
  /** @type {AskEvent[]} */
  const queue = [];
  let scheduled = false;
  /** @type {Extract<AskEvent, {type: "constraints"}> | null} */
  let constraints = null;
  const flush = () => {
    scheduled = false;
    for (const event of queue.splice(0)) {
      if (event.type === "done") continue;
      if (event.type === "constraints") constraints = event;
      if (event.type === "rows") addCardSpecs(engine, (event.products ?? []).slice(0, MAX_CARDS));
      onEvent?.(event);
    }
  };
  const result = await engine.ask(question, options ?? undefined, (/** @type {AskEvent} */ event) => {
    queue.push(event);
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(flush);
    }
  });
  flush();
  decorate(engine, result, constraints);
  result.trace.timingsMs.host = performance.now() - t0;
  return result;
}

/**
 * Results of engines built before the JS-facing names became camelCase (`product_count`,
 * `compiler_answer`, `trace.decided_by`, `trace.timings_ms`) read like current ones.
 * @param {AskResult} result
 */
export function fromSnakeCase(result) {
  const r = /** @type {any} */ (result);
  r.productCount ??= r.product_count;
  r.compilerAnswer ??= r.compiler_answer;
  if (r.trace) {
    r.trace.decidedBy ??= r.trace.decided_by;
    r.trace.timingsMs ??= r.trace.timings_ms ?? {};
  }
  return result;
}

/**
 * Adds what the display needs and AskResult does not carry: the understood constraints (from
 * the `constraints` event); the compiler's intent and, for comparisons and lookups, its
 * side-by-side table and winners (from `result.compiled` / `result.compilerAnswer`);
 * and 3–5 specs on the cards shown. Comparisons keep one card per compared item.
 * @param {Engine} engine
 * @param {DisplayResult} result
 * @param {{constraints?: import("../../pkg/dualgraph.js").Constraint[], confidence?: number, declined?: string} | null} constraints
 *   the `constraints` event
 */
export function decorate(engine, result, constraints) {
  fromSnakeCase(result);
  if (constraints) {
    result.constraints = constraints.constraints ?? [];
    result.trace.confidence = constraints.confidence ?? null;
    if (constraints.declined) result.trace.declined = constraints.declined;
  }
  // The engine's result carries the compiler's reading and structured answer (when it answered).
  if (result.compilerAnswer && result.compiled) {
    result.intent = result.compiled.intent;
    const a = result.compilerAnswer;
    if ((result.intent?.kind === "compare" || result.intent?.kind === "lookup") && a.table) {
      result.comparison = { columns: a.table.columns, rows: a.table.rows, winners: a.winners ?? [] };
      // One card per compared item. The result's products are the answer (a comparison with a
      // direction: the winner's); the cards show every side, as the table does.
      const cards = new Map((result.products ?? []).map((p) => [p.id, p]));
      const seen = new Set();
      /** @type {Product[]} */
      const shown = [];
      for (const p of a.products ?? []) {
        const item = p.item ?? p.id;
        if (seen.has(item)) continue;
        seen.add(item);
        const card = cards.get(p.id);
        if (card) shown.push(card);
        else {
          /** @type {Product} */
          const made = { id: p.id, name: p.name, iri: p.iri, values: [], source: "compiler" };
          if (p.url !== undefined) made.url = p.url;
          if (p.price !== undefined) made.price = p.price;
          if (a.currency !== undefined) made.currency = a.currency;
          shown.push(made);
        }
      }
      result.products = shown;
    }
  }
  addCardSpecs(engine, (result.products ?? []).slice(0, MAX_CARDS));
  return result;
}

/** @type {WeakMap<Engine, Map<string, import("./cards.js").Spec[]>>} */
const specCache = new WeakMap(); // engine → Map(catalog id → [{entry, value, unit}])

/**
 * Sets `specs` (3–5 {entry, value, matched}) on each product, with one query for unknown ids.
 * @param {Engine} engine
 * @param {Product[]} products
 */
export function addCardSpecs(engine, products) {
  if (!specCache.has(engine)) specCache.set(engine, new Map());
  const cache = specCache.get(engine);
  const missing = [...new Set(products.map((p) => p.id).filter((id) => id && !cache.has(id)))];
  if (missing.length) {
    if (cache.size > 2000) cache.clear();
    for (const id of missing) cache.set(id, []);
    try {
      const r = engine.query(specsQuery(missing), QUERY_LIMITS);
      for (const [id, entry, value, unit] of r.rows) {
        cache.get(id.value)?.push({ entry: entry.value, value: value.value, unit: unit?.value ?? null });
      }
      for (const id of missing) cache.get(id).sort((a, b) => a.entry.localeCompare(b.entry));
    } catch {
      // the cards then show the matched values only
    }
  }
  const peers = entryStats(products.map((p) => cache.get(p.id) ?? []));
  for (const p of products) p.specs = pickSpecs(cache.get(p.id) ?? [], p.values ?? [], peers);
}

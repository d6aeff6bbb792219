// The engine endpoints: health, search, compile, ask (Server-Sent Events) and the optional
// read-only SPARQL endpoint. Each validates its body, calls the wasm engine and shapes JSON;
// the answering logic lives in the engine.

import { HttpError, field, json, readJson, readText, mediaType } from "./http.js";
import { loadedEngine, isLoaded, wasmMemoryBytes } from "./engine.js";
import { Redactor, redact } from "./llm.js";

/** @typedef {import("./config.js").Config} Config */

/** Strategies the engine's `ask` accepts. */
export const STRATEGIES = /** @type {const} */ ([
  "compiler",
  "tkg",
  "skg",
  "skg+tkg",
  "skg>tkg",
  "router",
  "router>tkg",
  "agentic",
]);

/**
 * GET /api/health: bundle version, counts, load time (loads the bundle if this isolate has not).
 * @param {Request} _request
 * @param {Config} cfg
 * @param {Env} env
 * @param {ExecutionContext} ctx
 */
export async function health(_request, cfg, env, ctx) {
  const cold = !isLoaded();
  const { info, engine } = await loadedEngine(env, cfg, ctx);
  return json({
    status: "ok",
    cold,
    ...info,
    // A paged bundle read lazily: what this isolate fetched so far (bytes, round trips, pages).
    transfer: engine.transfer() ?? null,
    wasmMemoryBytes: wasmMemoryBytes(),
    features: {
      llm: cfg.llm
        ? {
            model: cfg.llm.model,
            allowedModels: cfg.llm.allowedModels,
            maxTokens: cfg.llm.maxTokens,
            keySet: Boolean(cfg.llm.apiKey),
          }
        : null,
      sparql: cfg.sparql,
    },
  });
}

/**
 * POST /api/search {query, k?, mode?}: the textual graph's retrieval.
 * @param {Request} request
 * @param {Config} cfg
 * @param {Env} env
 * @param {ExecutionContext} ctx
 */
export async function search(request, cfg, env, ctx) {
  const body = await readJson(request, cfg.maxBodyBytes);
  field.only(body, ["query", "k", "mode"]);
  const query = field.string(body, "query", { max: cfg.maxQuestionChars });
  const k = field.int(body, "k", { min: 1, max: cfg.maxK, fallback: 5 });
  const mode = field.oneOf(body, "mode", /** @type {const} */ (["unweaver", "chunks", "hybrid"]), undefined);
  const { engine } = await loadedEngine(env, cfg, ctx);
  const t = performance.now();
  const result = engineCall(() => engine.search(query, mode ? { k, mode } : { k }));
  return json({ ...result, ms: ms(t) });
}

/**
 * POST /api/compile {question, run?}: the zero-LLM question compiler (and its answer when run).
 * @param {Request} request
 * @param {Config} cfg
 * @param {Env} env
 * @param {ExecutionContext} ctx
 */
export async function compile(request, cfg, env, ctx) {
  const body = await readJson(request, cfg.maxBodyBytes);
  field.only(body, ["question", "run"]);
  const question = field.string(body, "question", { max: cfg.maxQuestionChars });
  const run = field.bool(body, "run", true);
  const { engine } = await loadedEngine(env, cfg, ctx);
  const t = performance.now();
  // A paged bundle read lazily fetches the encoder table (when the question needs it) and the
  // pages of the compiled query first.
  const compiled = await engineCallAsync(() => engine.compileAsync(question));
  if (run) await engine.prefetch(compiled.sparql ?? "", undefined);
  const result = run ? engineCall(() => engine.compileAndRun(question)) : { compiled, answer: null };
  return json({ ...result, ms: ms(t) });
}

/**
 * POST /api/sparql {query, maxRows?} or an application/sparql-query body: read-only, limited.
 * @param {Request} request
 * @param {Config} cfg
 * @param {Env} env
 * @param {ExecutionContext} ctx
 */
export async function sparql(request, cfg, env, ctx) {
  const limits = cfg.sparql;
  let query;
  let maxRows = limits.maxRows;
  if (mediaType(request) === "application/sparql-query") {
    query = await readText(request, cfg.maxBodyBytes, ["application/sparql-query"]);
    if (!query.trim()) throw new HttpError(400, "invalid_body", "The SPARQL query is empty.");
  } else {
    const body = await readJson(request, cfg.maxBodyBytes);
    field.only(body, ["query", "maxRows"]);
    query = field.string(body, "query", { max: cfg.maxBodyBytes });
    maxRows = field.int(body, "maxRows", { min: 1, max: limits.maxRows, fallback: limits.maxRows });
  }
  const { engine } = await loadedEngine(env, cfg, ctx);
  const t = performance.now();
  const options = { maxRows, maxSteps: limits.maxSteps, timeoutMs: limits.timeoutMs };
  await engine.prefetch(query, options); // a paged bundle read lazily: its pages first
  const result = engineCall(() => engine.query(query, options), 400, "query_rejected");
  return json({ ...result, ms: ms(t) });
}

/**
 * POST /api/ask {question, strategy?, k?, llm?, state?}: the engine's `ask`, streamed as Server-Sent
 * Events in the engine's order (`event: <type>` + `data: <json>`), ending with `done` (the
 * structured result). `llm: false` answers offline; without LLM_BASE_URL it always does.
 * `state` is the `state` of the previous `done` result: the question continues that
 * conversation. The Worker keeps nothing; the engine bounds and replays the state (never trusts it).
 * A client that disconnects stops the answer: the upstream LLM request is aborted.
 * @param {Request} request
 * @param {Config} cfg
 * @param {Env} env
 * @param {ExecutionContext} ctx
 */
export async function ask(request, cfg, env, ctx) {
  const body = await readJson(request, cfg.maxBodyBytes);
  field.only(body, ["question", "strategy", "k", "llm", "state"]);
  const question = field.string(body, "question", { max: cfg.maxQuestionChars });
  const strategy = field.oneOf(body, "strategy", STRATEGIES, undefined);
  const k = field.int(body, "k", { min: 1, max: cfg.maxK, fallback: undefined });
  const useLlm = field.bool(body, "llm", true) && cfg.llm !== null;
  const { engine } = await loadedEngine(env, cfg, ctx);
  /** @type {import("../../../pkg/dualgraph.js").AskOptions} */
  const options = {};
  if (strategy) options.strategy = strategy;
  if (k !== undefined) options.k = k;
  if (body.state !== undefined && body.state !== null) {
    if (typeof body.state !== "object" || Array.isArray(body.state)) {
      throw new HttpError(400, "invalid_body", "Field `state` must be the `state` object of a previous answer.");
    }
    options.state = body.state;
  }
  if (useLlm) {
    const { baseUrl, model, apiKey, timeoutMs, maxTokens } = cfg.llm;
    options.llm = { baseUrl, model, timeoutMs, maxTokens, ...(apiKey ? { apiKey } : {}) };
  }
  const secret = cfg.llm?.apiKey;
  const { readable, writable } = new TransformStream();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  let closed = false;
  // The client went away (the runtime cancelled the response stream): stop
  // the answer, which aborts the upstream LLM request in flight instead of paying for the rest.
  const stop = new AbortController();
  const hangUp = () => {
    closed = true;
    stop.abort();
  };
  writer.closed.catch(hangUp);
  // Token texts are redacted as the text they form together (a key could be split over tokens);
  // every event as a whole too.
  const tokens = new Redactor(secret);
  /** @type {(type: string, event: any) => void} */
  const write = (type, event) => {
    if (closed) return;
    const data = redact(JSON.stringify(event ?? null), secret);
    writer.write(encoder.encode(`event: ${type}\ndata: ${data}\n\n`)).catch(() => (closed = true));
  };
  /** @param {any} event */
  const send = (event) => {
    const type = typeof event?.type === "string" && /^[a-z_]{1,32}$/.test(event.type) ? event.type : "message";
    if (type === "token" && typeof event.text === "string") {
      const text = tokens.push(event.text);
      if (text) write(type, { ...event, text });
      return;
    }
    const rest = tokens.end();
    if (rest) write("token", { type: "token", text: rest });
    write(type, event);
  };
  let sawDone = false;
  let answering;
  try {
    // Invalid options throw here, before any event: a plain 400 instead of a stream.
    answering = engine.ask(question, { ...options, signal: stop.signal }, (/** @type {any} */ event) => {
      if (event?.type === "done") sawDone = true;
      send(event);
    });
  } catch (e) {
    writer.abort().catch(() => {});
    throw new HttpError(400, "invalid_options", redact(String(e?.message ?? e), secret).slice(0, 500));
  }
  const run = (async () => {
    try {
      const result = await answering;
      if (!sawDone) send({ type: "done", result });
    } catch (e) {
      if (stop.signal.aborted) return; // the client disconnected: nobody to tell
      console.error("ask failed:", e);
      send({ type: "error", phase: "worker", message: String(e?.message ?? e).slice(0, 500) });
      if (!sawDone) send({ type: "done", result: null });
    } finally {
      if (!closed) writer.close().catch(() => {});
    }
  })();
  ctx.waitUntil(run);
  return new Response(readable, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}

/**
 * Runs an engine call; its errors (bad SPARQL, exceeded budgets, …) are the client's 4xx.
 * @template T
 * @param {() => T} fn
 * @param {number} [status]
 * @param {string} [code]
 * @returns {T}
 */
function engineCall(fn, status = 422, code = "engine_error") {
  try {
    return fn();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e; // an engine bug: a 500, logged
    const message = String(e?.message ?? e);
    throw new HttpError(status, code, message.slice(0, 1000));
  }
}

/**
 * {@link engineCall} for an engine call that returns a promise.
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function engineCallAsync(fn) {
  try {
    return await fn();
  } catch (e) {
    return engineCall(() => {
      throw e;
    });
  }
}

/** @param {number} t a performance.now() reading */
function ms(t) {
  return Math.round((performance.now() - t) * 1000) / 1000;
}

// The Cloudflare Worker under `wrangler dev --local` (workerd) with the demo bundle, a scripted
// OpenAI-compatible server on loopback as its LLM upstream, and SPARQL enabled: every endpoint,
// request validation, CORS, the LLM proxy's key handling and limits, SSE streaming of `ask`, and
// concurrency. Expected values come from the catalog JSON Lines and from the same pkg/ engine run
// in Node on the same bundle — the Worker must add nothing and lose nothing.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { startScriptedLlm } from "../support/scripted-llm.mjs";
import { ROOT, parseSse, postJson, startWranglerDev } from "../support/worker.mjs";
import { initSync, Engine, version } from "../../pkg/dualgraph.js";

const BUNDLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
const KEY = "sk-test-SECRET-0123456789abcdef";
const ORIGIN = "https://shop.example";
const MAX_BODY = 4096;
const LLM_MAX_BODY = 16384;
const MAX_TOKENS = 256;

initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) });
const engine = Engine.load(new Uint8Array(readFileSync(BUNDLE)));
const catalog = readFileSync(join(ROOT, "examples/demo/catalog.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));
const products = catalog.filter((r) => r.kind === "product");
const productIds = new Set(products.map((p) => p.id));
const questions = Object.values(JSON.parse(readFileSync(join(ROOT, "examples/demo/questions.json"), "utf8"))).map(
  (q) => q.question,
);

let worker;
let llm;

/** A chat completion shaped as the request asked: streamed word by word, or whole. */
const completion = (req, content) =>
  req.body?.stream ? { stream: content.match(/\S+\s*|\s+/g) ?? [""] } : { choices: [content] };
/**
 * The scripted LLM's replies: queued ones first (functions of the request), then the fallback.
 * @type {{queue: ((request: any) => import("../support/scripted-llm.mjs").Reply)[], fallback: (request: any) => import("../support/scripted-llm.mjs").Reply}}
 */
const script = { queue: [], fallback: (req) => completion(req, "(no scripted reply)") };
function resetLlm() {
  llm.requests.length = 0;
  script.queue.length = 0;
  script.fallback = (req) => completion(req, "(no scripted reply)");
}

before(async () => {
  llm = await startScriptedLlm((req) => (script.queue.length ? script.queue.shift()(req) : script.fallback(req)));
  worker = await startWranglerDev("api", {
    bundle: BUNDLE,
    vars: {
      ALLOWED_ORIGINS: `${ORIGIN},http://localhost:8000`,
      MAX_BODY_BYTES: MAX_BODY,
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "test-model",
      LLM_ALLOWED_MODELS: "test-model,test-model-mini",
      LLM_MAX_TOKENS: MAX_TOKENS,
      LLM_MAX_BODY_BYTES: LLM_MAX_BODY,
      LLM_TIMEOUT_MS: 10000,
      LLM_API_KEY: KEY,
      SPARQL_ENABLED: "true",
      SPARQL_MAX_ROWS: 50,
    },
  });
});

after(async () => {
  await worker?.stop();
  await llm?.close();
});

const api = (path) => `${worker.url}${path}`;

/** Asserts a JSON error response: status, code, and no stack trace or secret in it. */
async function expectError(res, status, code) {
  const text = await res.text();
  assert.equal(res.status, status, text);
  assert.match(res.headers.get("content-type") ?? "", /application\/json/);
  const body = JSON.parse(text);
  assert.equal(body.error.status, status);
  if (code) assert.equal(body.error.code, code, text);
  assert.equal(typeof body.error.message, "string");
  assert.doesNotMatch(text, /\bat .*\.(js|ts):\d+|wasm-function/, "no stack traces to clients");
  assert.ok(!text.includes(KEY), "the key never reaches a client");
  return body.error;
}

describe("health", () => {
  test("the first request loads the bundle; health reports version, counts and load time", async () => {
    const res = await fetch(api("/api/health"));
    assert.equal(res.status, 200);
    const h = await res.json();
    assert.equal(h.status, "ok");
    assert.equal(h.cold, true, "this is the isolate's first request");
    assert.equal(h.engineVersion, version());
    assert.equal(h.bundle.bytes, statSync(BUNDLE).size);
    assert.equal(h.bundle.parts, 1);
    assert.equal(h.bundle.catalog, engine.stats().manifest.catalog);
    assert.equal(h.bundle.sourceDigest, engine.stats().manifest.source_digest);
    assert.equal(h.counts.products, products.length);
    assert.equal(h.counts.pages, catalog.filter((r) => r.kind === "page").length);
    assert.equal(h.counts.triples, engine.stats().manifest.triples);
    assert.ok(h.loadMs > 0 && h.loadMs < 30000, `loadMs ${h.loadMs}`);
    assert.ok(h.wasmMemoryBytes >= h.bundle.bytes, "the bundle lives in wasm memory");
    assert.equal(h.features.llm.model, "test-model");
    assert.equal(h.features.llm.keySet, true);
    assert.ok(!JSON.stringify(h).includes(KEY));
  });

  test("later requests reuse the loaded engine", async () => {
    const a = await (await fetch(api("/api/health"))).json();
    const b = await (await fetch(api("/api/health"))).json();
    assert.equal(a.cold, false);
    assert.equal(a.loadedAt, b.loadedAt);
    assert.equal(a.loadMs, b.loadMs);
  });
});

describe("search", () => {
  test("answers exactly as the engine does, with catalog products", async () => {
    for (const query of questions.slice(0, 8)) {
      const res = await postJson(api("/api/search"), { query, k: 4 });
      assert.equal(res.status, 200);
      const got = await res.json();
      const want = engine.search(query, { k: 4 });
      assert.ok(got.ms >= 0);
      delete got.ms;
      assert.deepEqual(got, want, query);
      assert.ok(got.chunks.length <= 4);
      for (const c of got.chunks) for (const p of c.products) assert.ok(productIds.has(p.id), p.id);
    }
  });

  test("mode and k are passed through and validated", async () => {
    const got = await (await postJson(api("/api/search"), { query: questions[0], k: 2, mode: "chunks" })).json();
    assert.equal(got.mode, "chunks");
    assert.ok(got.chunks.length <= 2);
    await expectError(await postJson(api("/api/search"), { query: "tv", k: 0 }), 400, "invalid_field");
    await expectError(await postJson(api("/api/search"), { query: "tv", k: 21 }), 400, "invalid_field");
    await expectError(await postJson(api("/api/search"), { query: "tv", mode: "magic" }), 400, "invalid_field");
  });
});

describe("compile", () => {
  test("compileAndRun results equal the engine's for the demo questions", async () => {
    let answered = 0;
    for (const question of questions.slice(0, 12)) {
      const res = await postJson(api("/api/compile"), { question });
      assert.equal(res.status, 200);
      const got = await res.json();
      delete got.ms;
      assert.deepEqual(got, engine.compileAndRun(question), question);
      if (got.answer) {
        answered++;
        for (const p of got.answer.products) assert.ok(productIds.has(p.id), p.id);
      }
    }
    assert.ok(answered > 0, "some demo questions are answered by the compiler");
  });

  test("run: false only compiles", async () => {
    const got = await (await postJson(api("/api/compile"), { question: questions[5], run: false })).json();
    assert.equal(got.answer, null);
    assert.deepEqual(got.compiled, engine.compile(questions[5]));
  });
});

describe("sparql (SPARQL_ENABLED)", () => {
  test("read-only queries run with the configured row limit", async () => {
    const count = await (
      await postJson(api("/api/sparql"), { query: "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }" })
    ).json();
    assert.equal(Number(count.rows[0][0].value), products.length);
    const many = await (await postJson(api("/api/sparql"), { query: "SELECT ?p WHERE { ?p a skgt:Product }" })).json();
    assert.equal(many.rows.length, 50);
    assert.equal(many.truncated, true);
    const few = await (
      await postJson(api("/api/sparql"), { query: "SELECT ?p WHERE { ?p a skgt:Product }", maxRows: 3 })
    ).json();
    assert.equal(few.rows.length, 3);
    await expectError(
      await postJson(api("/api/sparql"), { query: "SELECT ?p WHERE { ?p a skgt:Product }", maxRows: 51 }),
      400,
      "invalid_field",
    );
  });

  test("application/sparql-query bodies are accepted", async () => {
    const res = await fetch(api("/api/sparql"), {
      method: "POST",
      headers: { "content-type": "application/sparql-query" },
      body: "ASK { ?p a skgt:Product }",
    });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).boolean, true);
  });

  test("updates, SERVICE and syntax errors are refused with the reason", async () => {
    const upd = await expectError(
      await postJson(api("/api/sparql"), { query: "DELETE WHERE { ?s ?p ?o }" }),
      400,
      "query_rejected",
    );
    assert.match(upd.message, /read-only/);
    const svc = await expectError(
      await postJson(api("/api/sparql"), { query: "SELECT * WHERE { SERVICE <http://x.example/> { ?s ?p ?o } }" }),
      400,
    );
    assert.match(svc.message, /SERVICE/);
    const syn = await expectError(await postJson(api("/api/sparql"), { query: "SELEC ?x" }), 400);
    assert.match(syn.message, /syntax/i);
  });
});

describe("request validation", () => {
  test("wrong method: 405 with Allow", async () => {
    const res = await fetch(api("/api/search"));
    assert.equal(res.headers.get("allow"), "POST");
    await expectError(res, 405, "method_not_allowed");
    const h = await fetch(api("/api/health"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    assert.equal(h.headers.get("allow"), "GET");
    await expectError(h, 405, "method_not_allowed");
    await expectError(await fetch(api("/api/llm"), { method: "PUT", body: "{}" }), 405, "method_not_allowed");
  });

  test("wrong content type: 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      const headers = type ? { "content-type": type } : {};
      const res = await fetch(api("/api/compile"), {
        method: "POST",
        headers,
        body: JSON.stringify({ question: "tv" }),
      });
      await expectError(res, 415, "unsupported_media_type");
    }
    // A charset parameter is fine.
    const ok = await fetch(api("/api/compile"), {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ question: questions[0] }),
    });
    assert.equal(ok.status, 200);
  });

  test("malformed JSON and wrong shapes: 400 naming the problem", async () => {
    const bad = await expectError(await postJson(api("/api/search"), '{"query": "tv",'), 400, "malformed_json");
    assert.match(bad.message, /not valid JSON/);
    await expectError(await postJson(api("/api/search"), "[1,2]"), 400, "invalid_body");
    await expectError(await postJson(api("/api/search"), "null"), 400, "invalid_body");
    const unknown = await expectError(
      await postJson(api("/api/search"), { query: "tv", extra: 1 }),
      400,
      "unknown_field",
    );
    assert.equal(unknown.field, "extra");
    const missing = await expectError(await postJson(api("/api/compile"), {}), 400, "invalid_field");
    assert.equal(missing.field, "question");
    await expectError(await postJson(api("/api/compile"), { question: 42 }), 400, "invalid_field");
    await expectError(await postJson(api("/api/compile"), { question: "   " }), 400, "invalid_field");
    await expectError(await postJson(api("/api/compile"), { question: "x".repeat(501) }), 400, "invalid_field");
    await expectError(await postJson(api("/api/compile"), { question: "tv", run: "yes" }), 400, "invalid_field");
    const bytes = new Uint8Array([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x7d]); // invalid UTF-8
    await expectError(await postJson(api("/api/compile"), bytes), 400, "invalid_encoding");
  });

  test("oversize bodies: 413, with or without Content-Length", async () => {
    const big = JSON.stringify({ question: "tv", pad: "x".repeat(MAX_BODY) });
    const e = await expectError(await postJson(api("/api/compile"), big), 413, "payload_too_large");
    assert.equal(e.limit, MAX_BODY);
    // Chunked transfer encoding (no Content-Length): counted while reading. On its own
    // connection, since the server answers before the client has finished sending.
    const { status, text } = await new Promise((resolve, reject) => {
      const req = request(
        api("/api/search"),
        { method: "POST", agent: false, headers: { "content-type": "application/json" } },
        (res) => {
          let body = "";
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode, text: body }));
        },
      );
      req.on("error", reject);
      for (let i = 0; i < 8; i++) req.write("x".repeat(1024));
      req.end();
    });
    assert.equal(status, 413, text);
    assert.equal(JSON.parse(text).error.code, "payload_too_large");
  });

  test("unknown endpoints: 404 JSON", async () => {
    await expectError(await fetch(api("/api/nope")), 404, "not_found");
    await expectError(await postJson(api("/api/llm/models"), {}), 404, "not_found");
  });

  test("the bundle itself is served as a static asset", async () => {
    const res = await fetch(api("/catalog.dgb"));
    assert.equal(res.status, 200);
    assert.equal((await res.arrayBuffer()).byteLength, statSync(BUNDLE).size);
  });
});

describe("CORS", () => {
  test("an allowed origin is echoed, with Vary: Origin", async () => {
    const res = await postJson(api("/api/search"), { query: "tv" }, { origin: ORIGIN });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("access-control-allow-origin"), ORIGIN);
    assert.match(res.headers.get("vary") ?? "", /Origin/);
    await res.arrayBuffer();
  });

  test("errors for an allowed origin still carry CORS headers (readable by the page)", async () => {
    const res = await postJson(api("/api/search"), "{", { origin: ORIGIN });
    assert.equal(res.headers.get("access-control-allow-origin"), ORIGIN);
    await expectError(res, 400, "malformed_json");
  });

  test("another origin is refused with 403 and no CORS headers", async () => {
    const res = await postJson(api("/api/search"), { query: "tv" }, { origin: "https://evil.example" });
    assert.equal(res.headers.get("access-control-allow-origin"), null);
    await expectError(res, 403, "origin_not_allowed");
    // The LLM proxy is not reachable from other sites' pages either.
    resetLlm();
    const p = await postJson(
      api("/api/llm"),
      { messages: [{ role: "user", content: "hi" }] },
      { origin: "https://evil.example" },
    );
    await expectError(p, 403, "origin_not_allowed");
    assert.equal(llm.requests.length, 0);
  });

  test("preflight: allowed origin, method and headers → 204", async () => {
    const res = await fetch(api("/api/ask"), {
      method: "OPTIONS",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "Content-Type",
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get("access-control-allow-origin"), ORIGIN);
    assert.equal(res.headers.get("access-control-allow-methods"), "POST");
    assert.match(res.headers.get("access-control-allow-headers"), /content-type/);
    assert.ok(Number(res.headers.get("access-control-max-age")) > 0);
  });

  test("preflight refusals: origin, method, headers", async () => {
    const pre = (path, headers) => fetch(api(path), { method: "OPTIONS", headers });
    await expectError(
      await pre("/api/ask", { origin: "https://evil.example", "access-control-request-method": "POST" }),
      403,
      "origin_not_allowed",
    );
    await expectError(
      await pre("/api/ask", { origin: ORIGIN, "access-control-request-method": "DELETE" }),
      405,
      "method_not_allowed",
    );
    const h = await expectError(
      await pre("/api/llm", {
        origin: ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, authorization",
      }),
      403,
      "header_not_allowed",
    );
    assert.match(h.message, /authorization/);
  });
});

describe("LLM proxy (/api/llm)", () => {
  const chat = (body, headers) => postJson(api("/api/llm"), body, headers);
  const messages = [
    { role: "system", content: "You answer about products." },
    { role: "user", content: "Which TV is best?" },
  ];

  test("forwards a chat completion with the secret key; the client's own key is not forwarded", async () => {
    resetLlm();
    script.queue.push((r) => completion(r, "The best TV is the one you like."));
    const res = await chat(
      { model: "test-model", messages, temperature: 0.2 },
      { authorization: "Bearer client-supplied" },
    );
    const text = await res.text();
    assert.equal(res.status, 200, text);
    const body = JSON.parse(text);
    assert.equal(body.choices[0].message.content, "The best TV is the one you like.");
    assert.equal(llm.requests.length, 1);
    const up = llm.requests[0];
    assert.equal(up.path, "/v1/chat/completions");
    assert.equal(up.headers.authorization, `Bearer ${KEY}`);
    assert.deepEqual(up.body.messages, messages);
    assert.equal(up.body.temperature, 0.2);
    assert.ok(!text.includes(KEY));
    for (const [, v] of res.headers) assert.ok(!v.includes(KEY));
  });

  test("the OpenAI path under the base URL works too, and the model defaults to LLM_MODEL", async () => {
    resetLlm();
    script.queue.push((r) => completion(r, "ok"));
    const res = await postJson(api("/api/llm/chat/completions"), { messages });
    assert.equal(res.status, 200);
    await res.arrayBuffer();
    assert.equal(llm.requests[0].body.model, "test-model");
  });

  test("max_tokens is capped (and set when absent)", async () => {
    resetLlm();
    script.fallback = (r) => completion(r, "ok");
    for (const [asked, sent] of [
      [100000, MAX_TOKENS],
      [undefined, MAX_TOKENS],
      [12, 12],
    ]) {
      const res = await chat({ model: "test-model-mini", messages, ...(asked ? { max_tokens: asked } : {}) });
      assert.equal(res.status, 200);
      await res.arrayBuffer();
      assert.equal(llm.requests.at(-1).body.max_tokens, sent);
    }
    const res = await chat({ messages, max_completion_tokens: 99999 });
    await res.arrayBuffer();
    assert.equal(llm.requests.at(-1).body.max_completion_tokens, MAX_TOKENS);
    assert.equal(llm.requests.at(-1).body.max_tokens, undefined);
  });

  test("disallowed models and anything outside the chat-completions shape are rejected before the upstream", async () => {
    resetLlm();
    const m = await expectError(await chat({ model: "gpt-4-expensive", messages }), 400, "model_not_allowed");
    assert.equal(m.field, "model");
    await expectError(await chat({ messages, tools: [{ type: "function" }] }), 400, "unknown_field");
    const n = await expectError(await chat({ messages, n: 4 }), 400, "invalid_field");
    assert.match(n.message, /LLM_MAX_N/);
    await expectError(await chat({ messages: [] }), 400, "invalid_field");
    await expectError(await chat({ messages: [{ role: "tool", content: "x" }] }), 400, "invalid_field");
    await expectError(await chat({ messages: [{ role: "user", content: { evil: true } }] }), 400, "invalid_field");
    await expectError(await chat({ messages, max_tokens: -1 }), 400, "invalid_field");
    await expectError(await chat({ messages, temperature: "hot" }), 400, "invalid_field");
    assert.equal(llm.requests.length, 0, "nothing reached the upstream");
  });

  test("oversize, wrong method, wrong content type: 413 / 405 / 415, nothing forwarded", async () => {
    resetLlm();
    const huge = { messages: [{ role: "user", content: "x".repeat(LLM_MAX_BODY) }] };
    await expectError(await chat(huge), 413, "payload_too_large");
    await expectError(await fetch(api("/api/llm")), 405, "method_not_allowed");
    await expectError(
      await fetch(api("/api/llm"), { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }),
      415,
      "unsupported_media_type",
    );
    assert.equal(llm.requests.length, 0);
  });

  test("streams: SSE chunks pass through in order, ending with [DONE]", async () => {
    resetLlm();
    const content = "Streaming answers arrive word by word from the model.";
    script.queue.push((r) => completion(r, content));
    const res = await chat({ messages, stream: true, stream_options: { include_usage: true } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type"), /text\/event-stream/);
    const text = await res.text();
    const lines = text.split("\n").filter((l) => l.startsWith("data: "));
    assert.equal(lines.at(-1), "data: [DONE]");
    const chunks = lines.slice(0, -1).map((l) => JSON.parse(l.slice(6)));
    assert.equal(chunks.map((c) => c.choices[0]?.delta?.content ?? "").join(""), content);
    assert.ok(
      chunks.some((c) => c.usage),
      "the usage chunk is passed on",
    );
    assert.equal(llm.requests[0].body.stream, true);
  });

  test("the key is redacted even when the upstream echoes it (plain and streamed)", async () => {
    resetLlm();
    // A misbehaving upstream sends the request headers back; streamed, the key is cut in two
    // pieces sent 5 ms apart, so it straddles chunks.
    const echo = (r) => {
      const text = `headers: ${JSON.stringify(r.headers)}`;
      const mid = text.indexOf(KEY) + 8;
      return r.body.stream ? { stream: [text.slice(0, mid), text.slice(mid)] } : { choices: [text] };
    };
    script.queue.push(echo, echo);
    const plain = await (await chat({ messages })).text();
    assert.equal(llm.requests[0].headers.authorization, `Bearer ${KEY}`);
    assert.ok(!plain.includes(KEY), "non-streamed");
    assert.match(plain, /\[redacted\]/);
    const streamed = await (await chat({ messages, stream: true })).text();
    assert.ok(!streamed.includes(KEY), "streamed");
    // What a client reassembles from the deltas: the key was split over two of them.
    const content = streamed
      .split("\n")
      .filter((l) => l.startsWith("data: {"))
      .map((l) => JSON.parse(l.slice(6)).choices[0]?.delta?.content ?? "")
      .join("");
    assert.ok(!content.includes(KEY), content);
    assert.match(content, /Bearer \[redacted\]/);
  });

  test("the engine's own LLM client (as in a page) works through the proxy, keyless", async () => {
    resetLlm();
    const question = questions.find((q) => engine.compileAndRun(q).answer);
    const sparql = engine.compile(question).sparql;
    const words = ["These ", "products ", "match: ", "[P1]."];
    script.fallback = (r) =>
      r.phase === "sparql" ? { choices: [`<SPARQL>${sparql}</SPARQL>`, "no query", "no query"] } : { stream: words };
    const result = await engine.ask(question, {
      strategy: "skg",
      compiler: false,
      llm: { baseUrl: `${worker.url}/api/llm`, model: "test-model", retries: 0 },
    });
    assert.deepEqual(result.errors, []);
    assert.equal(result.llm, true);
    assert.equal(result.answer, words.join(""));
    assert.equal(result.trace.candidates[0].outcome, "ok");
    assert.ok(llm.requests.length >= 2);
    for (const r of llm.requests) assert.equal(r.headers.authorization, `Bearer ${KEY}`, "injected by the Worker");
    assert.equal(llm.requests.find((r) => r.phase === "sparql").body.n, 3);
  });

  test("upstream errors become 502 (429 kept), redacted", async () => {
    resetLlm();
    script.queue.push(
      () => ({ status: 401, error: `Incorrect API key provided: ${KEY}` }),
      () => ({ status: 429, error: "slow down" }),
    );
    const e = await expectError(await chat({ messages }), 502, "llm_upstream_error");
    assert.equal(e.upstreamStatus, 401);
    assert.match(e.upstream, /\[redacted\]/);
    await expectError(await chat({ messages }), 429, "llm_upstream_error");
  });
});

describe("ask (SSE)", () => {
  test("validates before answering", async () => {
    await expectError(await postJson(api("/api/ask"), { question: "tv", strategy: "magic" }), 400, "invalid_field");
    await expectError(await postJson(api("/api/ask"), { question: "tv", k: 1000 }), 400, "invalid_field");
    await expectError(await postJson(api("/api/ask"), { question: "tv", llm: "no" }), 400, "invalid_field");
    await expectError(await postJson(api("/api/ask"), { prompt: "tv" }), 400, "unknown_field");
  });

  /** POSTs to /api/ask and returns the parsed events (checking the SSE framing). */
  async function ask(body) {
    const res = await postJson(api("/api/ask"), body, { origin: ORIGIN });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type"), /text\/event-stream/);
    assert.equal(res.headers.get("access-control-allow-origin"), ORIGIN);
    const text = await res.text();
    assert.ok(!text.includes(KEY));
    const events = parseSse(text);
    for (const e of events) assert.equal(e.data.type, e.event, "event name = payload type");
    return events;
  }

  function checkOrder(events) {
    const types = events.map((e) => e.event);
    assert.equal(types.at(-1), "done", types.join(" "));
    assert.equal(types.filter((t) => t === "done").length, 1);
    assert.equal(types[0], "route", types.join(" "));
    const answer = types.indexOf("answer");
    if (answer >= 0) assert.ok(types.lastIndexOf("token") < answer, "tokens come before the answer");
    return events.at(-1).data;
  }

  test("a follow-up continues from the previous answer's state; a bad state is refused", async () => {
    const first = checkOrder(await ask({ question: "smartphones under £500", llm: false })).result;
    assert.equal(first.state.turns.length, 1);
    const next = checkOrder(await ask({ question: "which of those have 5G?", llm: false, state: first.state })).result;
    assert.equal(next.trace.followup.refines, true);
    const before = new Set(first.products.map((/** @type {any} */ p) => p.id));
    assert.ok(next.products.length > 0 && next.products.every((/** @type {any} */ p) => before.has(p.id)));
    const local = await engine.ask("which of those have 5G?", { state: first.state });
    assert.deepEqual(
      next.products.map((/** @type {any} */ p) => p.id),
      local.products.map((p) => p.id),
      "the Worker answers as the engine does",
    );
    await expectError(await postJson(api("/api/ask"), { question: "tv", state: "x" }), 400, "invalid_body");
    const tooMany = { ...first.state, turns: Array.from({ length: 9 }, () => ({ question: "phones" })) };
    await expectError(await postJson(api("/api/ask"), { question: "tv", state: tooMany }), 400, "invalid_options");
  });

  test("offline (llm: false): ordered events ending with the structured result; no LLM call", async () => {
    resetLlm();
    const q = questions.find((x) => engine.compileAndRun(x).answer);
    const events = await ask({ question: q, llm: false });
    const done = checkOrder(events);
    const result = done.result ?? done;
    assert.equal(result.question, q);
    assert.equal(result.llm, false);
    assert.equal(result.answer, null);
    assert.ok(!events.some((e) => e.event === "token"));
    const want = engine
      .compileAndRun(q)
      .answer.products.map((p) => p.id)
      .sort();
    assert.deepEqual(result.products.map((p) => p.id).sort(), want);
    assert.equal(llm.requests.length, 0);
    // The same events, in the same order, as the engine emits in Node; the same result (but timings).
    const direct = [];
    const directResult = await engine.ask(q, {}, (e) => direct.push(e.type));
    assert.deepEqual(
      events.map((e) => e.event),
      direct,
    );
    const untimed = (r) => ({ ...r, trace: { ...r.trace, timingsMs: null } });
    assert.deepEqual(untimed(result), untimed(directResult));
  });

  test("with the LLM: tokens stream in order, the key is injected upstream and never returned", async () => {
    resetLlm();
    const reply = "Based on the catalog, the cheapest option is listed below.";
    script.fallback = (r) => completion(r, reply);
    const events = await ask({ question: questions[0], strategy: "tkg" });
    const done = checkOrder(events);
    const result = done.result ?? done;
    assert.equal(result.llm, true);
    const tokens = events
      .filter((e) => e.event === "token")
      .map((e) => e.data.text ?? e.data.token ?? e.data.content ?? "");
    assert.ok(tokens.length > 1, "tokens stream");
    assert.ok(tokens.join("").includes(reply.split(" ")[0]));
    assert.ok(llm.requests.length >= 1);
    for (const r of llm.requests) {
      assert.equal(r.headers.authorization, `Bearer ${KEY}`);
      assert.equal(r.body.model, "test-model");
    }
  });
});

describe("ask: a key echoed by the upstream", () => {
  test("is redacted in tokens (even split over several), the answer and the result", async () => {
    resetLlm();
    const mid = 10;
    script.fallback = (r) => ({
      stream: [
        "Your key is ",
        r.headers.authorization.slice(0, 7 + mid),
        r.headers.authorization.slice(7 + mid),
        " — oops.",
      ],
    });
    const res = await postJson(api("/api/ask"), { question: questions[0], strategy: "tkg" });
    const text = await res.text();
    assert.ok(!text.includes(KEY));
    const events = parseSse(text);
    const tokens = events
      .filter((e) => e.event === "token")
      .map((e) => e.data.text)
      .join("");
    assert.equal(tokens, "Your key is Bearer [redacted] — oops.");
    assert.equal(events.find((e) => e.event === "answer").data.text, tokens);
    assert.equal(events.at(-1).data.result.answer, tokens);
  });
});

describe("concurrency", () => {
  test("50 concurrent search and compile requests all succeed with the right answers", async () => {
    const jobs = Array.from({ length: 50 }, (_, i) => {
      const q = questions[i % questions.length];
      return i % 2
        ? postJson(api("/api/search"), { query: q, k: 3 }).then(async (r) => [
            r.status,
            await r.json(),
            engine.search(q, { k: 3 }),
          ])
        : postJson(api("/api/compile"), { question: q }).then(async (r) => [
            r.status,
            await r.json(),
            engine.compileAndRun(q),
          ]);
    });
    for (const [status, got, want] of await Promise.all(jobs)) {
      assert.equal(status, 200);
      delete got.ms;
      assert.deepEqual(got, want);
    }
  });

  test("50 concurrent asks without errors", async () => {
    resetLlm();
    script.fallback = (r) => ({ delayMs: 20, then: completion(r, "A short scripted answer.") });
    const runs = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await postJson(api("/api/ask"), { question: questions[i % questions.length], llm: i % 2 === 0 });
        return [res.status, parseSse(await res.text())];
      }),
    );
    for (const [status, events] of /** @type {[number, any[]][]} */ (runs)) {
      assert.equal(status, 200);
      assert.equal(events.at(-1).event, "done");
      assert.ok(!events.some((e) => e.event === "error"), JSON.stringify(events.find((e) => e.event === "error")));
    }
  });
});

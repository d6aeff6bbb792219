// Engine.ask with an AbortSignal in Node (the wasm package's fetch transport) against a real
// scripted OpenAI-compatible server on loopback: stopping mid-stream closes the server's
// connection, stopping during a retry wait sends no further request, and nothing is emitted after.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initSync, Engine } from "../../pkg/dualgraph.js";
import { startScriptedLlm } from "../support/scripted-llm.mjs";

const root = new URL("../../", import.meta.url);
initSync({ module: readFileSync(new URL("pkg/dualgraph_bg.wasm", root)) });
const engine = Engine.load(
  new Uint8Array(readFileSync(process.env.DUALGRAPH_TEST_BUNDLE ?? new URL("target/demo.dgb", root))),
);
const OPEN_Q = "Is there a phone that is easy to use for an older relative?";
const SLOW = Array.from({ length: 200 }, (_, i) => `word${i} `);
const servers = [];
after(() => Promise.all(servers.map((s) => s.close())));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function llm(script) {
  const s = await startScriptedLlm(script);
  servers.push(s);
  return s;
}

/**
 * Asks with a signal that `stopWhen(event, events)` or a timer aborts; records events after abort.
 * @param {import("../../pkg/dualgraph.js").AskOptions} options
 * @param {{stopWhen?: (event: any, events: any[]) => boolean, stopAfterMs?: number}} [how]
 * @returns {Promise<{result?: any, error?: any, ms: number, events: any[], afterAbort: number, lateEvents: number}>}
 */
async function askAndStop(options, { stopWhen, stopAfterMs } = {}) {
  const stop = new AbortController();
  const events = [];
  let afterAbort = 0;
  if (stopAfterMs) setTimeout(() => stop.abort(), stopAfterMs);
  const t0 = performance.now();
  const outcome = await engine
    .ask(OPEN_Q, { ...options, signal: stop.signal }, (e) => {
      if (stop.signal.aborted) afterAbort++;
      events.push(e);
      if (stopWhen?.(e, events)) stop.abort();
    })
    .then(
      (result) => ({ result }),
      (error) => ({ error }),
    );
  const ms = performance.now() - t0;
  await sleep(800); // anything late would arrive now
  return { ...outcome, ms, events, afterAbort, lateEvents: events.length };
}

test("aborting mid-stream rejects with AbortError, emits nothing more and closes the connection", async () => {
  const s = await llm((req) => (req.body?.stream ? { stream: SLOW, gapMs: 100 } : { choices: ["tkg"] }));
  const r = await askAndStop(
    { strategy: "tkg", llm: { baseUrl: s.url, model: "m" } },
    { stopWhen: (_e, events) => events.filter((x) => x.type === "token").length === 2 },
  );
  assert.equal(r.error?.name, "AbortError", String(r.error ?? "resolved"));
  assert.equal(r.afterAbort, 0);
  assert.equal(r.events.filter((e) => e.type === "token").length, 2);
  assert.ok(r.ms < 5000, `${r.ms} ms`);
  assert.equal(s.requests.length, 1, "not retried");
  for (let i = 0; i < 50 && !s.hangUps.includes(0); i++) await sleep(100);
  assert.deepEqual(s.hangUps, [0], "the server saw the connection closed");
});

test("aborting while waiting to retry stops at once and sends no further request", async () => {
  // 503 with Retry-After: 20 s — the engine would wait 20 s (capped) before retrying.
  const s = await llm(() => ({ status: 503, retryAfter: 20 }));
  const r = await askAndStop(
    { strategy: "tkg", llm: { baseUrl: s.url, model: "m", retries: 2 } },
    { stopAfterMs: 300 },
  );
  assert.equal(r.error?.name, "AbortError", String(r.error ?? "resolved"));
  assert.ok(r.ms < 3000, `stopped after ${r.ms} ms, not after the retry wait`);
  assert.equal(r.afterAbort, 0);
  await sleep(500);
  assert.equal(s.requests.length, 1, "no retry after the abort");
});

test("a signal aborted before the call rejects without a request or an event; a finished answer ignores a later abort", async () => {
  const s = await llm((req) => (req.body?.stream ? { stream: ["Short ", "answer."] } : { choices: ["tkg"] }));
  const early = new AbortController();
  early.abort();
  const events = [];
  await assert.rejects(
    engine.ask(OPEN_Q, { strategy: "tkg", llm: { baseUrl: s.url, model: "m" }, signal: early.signal }, (e) =>
      events.push(e),
    ),
    (/** @type {any} */ e) => e.name === "AbortError",
  );
  assert.deepEqual(events, []);
  assert.equal(s.requests.length, 0);
  const late = new AbortController();
  const result = await engine.ask(OPEN_Q, {
    strategy: "tkg",
    llm: { baseUrl: s.url, model: "m" },
    signal: late.signal,
  });
  late.abort();
  assert.match(result.answer ?? "", /Short answer/);
});

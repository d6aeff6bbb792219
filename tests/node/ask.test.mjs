// Engine.ask from the wasm package in Node: the fetch transport against a real scripted
// OpenAI-compatible server on loopback — streaming order, candidates, retries, timeouts,
// token accounting — and the no-LLM path.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initSync, Engine } from "../../pkg/dualgraph.js";
import { startScriptedLlm } from "../support/scripted-llm.mjs";

const root = new URL("../../", import.meta.url);
initSync({ module: readFileSync(new URL("pkg/dualgraph_bg.wasm", root)) });
const bundle = new Uint8Array(readFileSync(process.env.DUALGRAPH_TEST_BUNDLE ?? new URL("target/demo.dgb", root)));
const engine = Engine.load(bundle);

const FILTER_Q = "Which smartphones under 500 pounds have 5G?";
const OPEN_Q = "Is there a phone that is easy to use for an older relative?";
const servers = [];
after(() => Promise.all(servers.map((s) => s.close())));

async function llm(script) {
  const s = await startScriptedLlm(script);
  servers.push(s);
  return s;
}

async function ask(question, options) {
  const events = [];
  const result = await engine.ask(question, options, (e) => events.push(e));
  return { result, events, types: events.map((e) => e.type) };
}

test("without an LLM, a filter question is answered by the compiler with product cards", async () => {
  const { result, types } = await ask(FILTER_Q);
  const compiled = engine.compileAndRun(FILTER_Q);
  assert.equal(result.route, "compiler");
  assert.equal(result.answer, null);
  assert.match(result.notice, /No language model/);
  assert.deepEqual(result.products.map((p) => p.id).sort(), compiled.answer.products.map((p) => p.id).sort());
  assert.equal(types[0], "route");
  assert.equal(types.at(-1), "done");
});

test("generated SPARQL candidates are checked and discarded, and the answer streams in order", async () => {
  const good = engine.compile(FILTER_Q).sparql;
  const s = await llm((req) =>
    req.phase === "sparql"
      ? { choices: [`<SPARQL>${good}</SPARQL>`, "<SPARQL>SELECT ?s ?p ?o WHERE { ?s ?p ?o }</SPARQL>", "no query"] }
      : { stream: ["These ", "match: ", "[P1]."] },
  );
  const { result, events, types } = await ask(FILTER_Q, {
    strategy: "skg",
    compiler: false,
    llm: { baseUrl: s.url, model: "m", backoffMs: 10 },
  });
  assert.deepEqual(
    result.trace.candidates.map((c) => c.outcome),
    ["ok", "too_many_rows", "missing"],
  );
  const tokens = events.filter((e) => e.type === "token").map((e) => e.text);
  assert.deepEqual(tokens, ["These ", "match: ", "[P1]."]);
  assert.equal(result.answer, tokens.join(""));
  assert.equal(types[types.lastIndexOf("token") + 1], "answer");
  assert.equal(result.citations[0].id, result.products[0].id);
  assert.equal(result.trace.tokens.answer.estimated, false);
  assert.equal(s.requests[0].headers.authorization, undefined, "no key configured: none sent");
});

test("429 with Retry-After is retried, then the classifier routes", async () => {
  const s = await llm((req, i) =>
    i === 0 ? { status: 429, retryAfter: 0 } : req.phase === "router" ? { choices: ["TKG"] } : { stream: ["ok"] },
  );
  const { result } = await ask("Is the Senio S2 loud enough for someone hard of hearing?", {
    strategy: "router",
    llm: { baseUrl: s.url, model: "m", backoffMs: 10 },
  });
  assert.equal(result.trace.decidedBy, "llm");
  assert.equal(result.route, "tkg");
  assert.equal(result.trace.tokens.router.calls, 2);
  assert.deepEqual(result.errors, []);
});

test("a timeout becomes an error event while retrieval results survive", async () => {
  const s = await llm(() => ({ delayMs: 1500, then: { stream: ["late"] } }));
  const { result, types } = await ask(OPEN_Q, {
    strategy: "tkg",
    llm: { baseUrl: s.url, model: "m", timeoutMs: 200, retries: 0 },
  });
  assert.ok(types.includes("error"));
  assert.ok(
    result.errors.some((e) => /timed out/.test(e)),
    result.errors.join("; "),
  );
  assert.ok(result.chunks.length > 0);
  assert.equal(result.answer, null);
});

test("a stream that is cut keeps the text and says so", async () => {
  const s = await llm(() => ({ stream: ["Half an ", "answer"], cut: true }));
  const { result } = await ask(OPEN_Q, { strategy: "tkg", llm: { baseUrl: s.url, model: "m" } });
  assert.equal(result.answer, "Half an answer");
  assert.equal(result.notice, "The answer was cut off.");
});

test("invalid options throw with the field name", () => {
  assert.throws(() => engine.ask(FILTER_Q, { k: 0 }), /`k` must be 1..=50/);
  assert.throws(() => engine.ask(FILTER_Q, /** @type {any} */ ({ strategy: "magic" })), /invalid ask options/);
});

test("adversarial SPARQL in WebAssembly: every query ends within its budget, none traps the engine", () => {
  const cases = JSON.parse(readFileSync(new URL("tests/fixtures/adversarial-queries.json", root), "utf8"));
  const limits = { maxRows: 1000, maxSteps: 2_000_000, timeoutMs: 500 };
  for (const { name, query } of cases) {
    const t = performance.now();
    try {
      const r = engine.query(query, limits);
      assert.ok(r.rows.length <= limits.maxRows, name);
    } catch (e) {
      assert.match(String(e.message), /exceeded its|not allowed|read-only/, `${name}: ${e.message}`);
    }
    assert.ok(performance.now() - t < 5000, `${name} took ${performance.now() - t} ms`);
  }
  // The engine is still usable afterwards (a Rust panic would have trapped the instance).
  assert.equal(engine.query("ASK { ?s ?p ?o }").boolean, true);
});

test("a conversation continues from the returned state; a hostile state is refused", async () => {
  const first = await engine.ask("smartphones under £500");
  const state = first.state;
  assert.ok(state && state.turns.length === 1);
  const next = await engine.ask("which of those have 5G?", { state });
  assert.equal(next.trace.followup?.refines, true);
  assert.ok(next.products.length > 0 && next.products.length < first.products.length);
  const ids = new Set(first.products.map((p) => p.id));
  assert.ok(
    next.products.every((p) => ids.has(p.id)),
    "a refinement narrows the previous products",
  );
  assert.equal(next.state?.turns.length, 2);
  // Shape errors throw before anything runs; a state for another catalog is an error in the result.
  const tooMany = { ...state, turns: Array.from({ length: 9 }, () => state.turns[0]) };
  assert.throws(() => engine.ask("which of those have 5G?", { state: tooMany }), /turns: 9 turns; at most 8/);
  const other = await engine.ask("which of those have 5G?", { state: { ...state, catalog: "other" } });
  assert.ok(
    other.errors.some((e) => e.includes("conversation state: catalog")),
    other.errors.join("; "),
  );
  assert.equal(other.state, undefined);
});

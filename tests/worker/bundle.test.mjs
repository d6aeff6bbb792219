// How the Worker gets its bundle, under `wrangler dev --local`: a bundle split into parts (as
// prepare.mjs does above the 25 MiB per-asset limit) is loaded once per isolate even when the
// first requests arrive together; a missing or corrupt bundle and a bad setting give clear
// errors; without an LLM configured, /api/llm is off and /api/ask answers offline.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, postJson, parseSse, startWranglerDev } from "../support/worker.mjs";

const BUNDLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
const PART = 256 * 1024;
const workers = {};

before(async () => {
  const corrupt = join(ROOT, "target/worker-tests/corrupt.dgb");
  const bytes = readFileSync(BUNDLE);
  bytes[bytes.length - 100] ^= 0xff;
  writeFileSync(corrupt, bytes);
  // Four instances side by side: startup is mostly waiting.
  const [parts, missing, broken, misconfigured] = await Promise.all([
    startWranglerDev("parts", { bundle: BUNDLE, partBytes: PART, vars: { LLM_BASE_URL: "" } }),
    startWranglerDev("missing", { bundle: null }),
    startWranglerDev("corrupt", { bundle: corrupt }),
    startWranglerDev("misconfigured", { bundle: BUNDLE, vars: { MAX_K: "many" } }),
  ]);
  Object.assign(workers, { parts, missing, broken, misconfigured });
});

after(() => Promise.all(Object.values(workers).map((w) => w.stop())));

async function errorOf(res, status, code) {
  const text = await res.text();
  assert.equal(res.status, status, text);
  const { error } = JSON.parse(text);
  assert.equal(error.code, code, text);
  assert.doesNotMatch(text, /\bat .*\.(js|ts):\d+|wasm-function/);
  return error;
}

describe("a bundle split into parts", () => {
  test("concurrent first requests share one load; the parts add up to the bundle", async () => {
    const all = await Promise.all(
      Array.from({ length: 12 }, () => fetch(`${workers.parts.url}/api/health`).then((r) => r.json())),
    );
    assert.equal(all.filter((h) => h.cold).length, 1, "exactly one request found the isolate cold");
    assert.equal(new Set(all.map((h) => h.loadedAt)).size, 1, "one load");
    const size = statSync(BUNDLE).size;
    assert.equal(all[0].bundle.parts, Math.ceil(size / PART));
    assert.ok(all[0].bundle.parts > 1);
    assert.equal(all[0].bundle.bytes, size);
  });

  test("the parts index is a static asset", async () => {
    const index = await (await fetch(`${workers.parts.url}/catalog.dgb.parts.json`)).json();
    assert.equal(index.bytes, statSync(BUNDLE).size);
    assert.equal(
      index.parts.reduce((s, p) => s + p.bytes, 0),
      index.bytes,
    );
  });

  test("queries work on the reassembled bundle", async () => {
    const r = await postJson(`${workers.parts.url}/api/compile`, { question: "How many products are there?" });
    assert.equal(r.status, 200);
    await r.json();
    const s = await (await postJson(`${workers.parts.url}/api/search`, { query: "battery", k: 3 })).json();
    assert.ok(s.chunks.length > 0);
  });

  test("defaults: SPARQL endpoint off, no LLM → /api/llm 503, /api/ask offline", async () => {
    const sparql = await errorOf(
      await postJson(`${workers.parts.url}/api/sparql`, { query: "ASK {}" }),
      404,
      "not_found",
    );
    assert.match(sparql.message, /SPARQL_ENABLED/);
    const llm = await errorOf(
      await postJson(`${workers.parts.url}/api/llm`, { messages: [{ role: "user", content: "hi" }] }),
      503,
      "llm_not_configured",
    );
    assert.match(llm.message, /LLM_BASE_URL/);
    const health = await (await fetch(`${workers.parts.url}/api/health`)).json();
    assert.equal(health.features.llm, null);
    const res = await postJson(`${workers.parts.url}/api/ask`, { question: "Which phones have 5G?" });
    const events = parseSse(await res.text());
    assert.equal(events.at(-1).event, "done");
    assert.equal(events.at(-1).data.result.llm, false);
  });
});

describe("broken deployments", () => {
  test("a missing bundle: 503 naming both paths, retried on the next request", async () => {
    for (let i = 0; i < 2; i++) {
      const e = await errorOf(await fetch(`${workers.missing.url}/api/health`), 503, "bundle_unavailable");
      assert.match(e.message, /\/catalog\.dgb\b/);
      assert.match(e.message, /catalog\.dgb\.parts\.json/);
    }
    await errorOf(await postJson(`${workers.missing.url}/api/search`, { query: "tv" }), 503, "bundle_unavailable");
  });

  test("a corrupt bundle: 503 with the engine's reason", async () => {
    const e = await errorOf(await fetch(`${workers.broken.url}/api/health`), 503, "bundle_unavailable");
    assert.match(e.message, /not usable/);
    assert.match(e.message, /checksum|corrupt|mismatch/i);
  });

  test("a bad setting: 500 naming the variable", async () => {
    const e = await errorOf(await fetch(`${workers.misconfigured.url}/api/health`), 500, "misconfigured");
    assert.match(e.message, /MAX_K/);
  });
});

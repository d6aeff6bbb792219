// How the Worker gets its bundle, under `wrangler dev --local`: a bundle split into parts (as
// prepare.mjs does above the 25 MiB per-asset limit) is loaded once per isolate even when the
// first requests arrive together; a missing or corrupt bundle and a bad setting give clear
// errors; without an LLM configured, /api/llm is off and /api/ask answers offline. With the R2
// binding (BUNDLES) the bundle comes from a locally seeded R2 bucket in range reads instead.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { initSync, Engine } from "../../pkg/dualgraph.js";
import { ROOT, postJson, parseSse, startWranglerDevs } from "../support/worker.mjs";

const BUNDLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
const PART = 256 * 1024;
const workers = {};

before(async () => {
  mkdirSync(join(ROOT, "target/worker-tests"), { recursive: true }); // a fresh checkout has none yet
  const corrupt = join(ROOT, "target/worker-tests/corrupt.dgb");
  const bytes = readFileSync(BUNDLE);
  bytes[bytes.length - 100] ^= 0xff;
  writeFileSync(corrupt, bytes);
  // Six instances side by side: startup is mostly waiting. The R2 ones have no static bundle.
  const r2 = { file: BUNDLE };
  Object.assign(
    workers,
    await startWranglerDevs({
      parts: ["parts", { bundle: BUNDLE, partBytes: PART, vars: { LLM_BASE_URL: "" } }],
      missing: ["missing", { bundle: null }],
      broken: ["corrupt", { bundle: corrupt }],
      misconfigured: ["misconfigured", { bundle: BUNDLE, vars: { MAX_K: "many" } }],
      fromR2: ["r2", { bundle: null, r2, vars: { LLM_BASE_URL: "", BUNDLE_R2_RANGE_BYTES: PART } }],
      r2Missing: ["r2-missing", { bundle: null, r2, vars: { BUNDLE_R2_KEY: "shop/other.dgb" } }],
    }),
  );
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

describe("the bundle in R2 (BUNDLES binding, seeded with `wrangler r2 object put --local`)", () => {
  test("read in range reads of BUNDLE_R2_RANGE_BYTES; answers as from the assets", async () => {
    const size = statSync(BUNDLE).size;
    const health = await (await fetch(`${workers.fromR2.url}/api/health`)).json();
    assert.equal(health.bundle.source, "r2");
    assert.equal(health.bundle.path, "catalog.dgb");
    assert.equal(health.bundle.bytes, size);
    assert.equal(health.bundle.parts, Math.ceil(size / PART), "one range read per BUNDLE_R2_RANGE_BYTES");
    assert.ok(health.bundle.parts > 1);
    // The static assets hold no bundle here: the answer can only come from R2.
    assert.equal((await fetch(`${workers.fromR2.url}/catalog.dgb`)).status, 404);
    initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) });
    const engine = Engine.load(new Uint8Array(readFileSync(BUNDLE)));
    const question = "phones under 300 pounds";
    const got = await (await postJson(`${workers.fromR2.url}/api/compile`, { question })).json();
    delete got.ms;
    assert.deepEqual(got, engine.compileAndRun(question));
    assert.ok(got.answer.products.length > 0, question);
  });

  test("a key that is not in the bucket is a clear 503 naming it", async () => {
    const e = await errorOf(await fetch(`${workers.r2Missing.url}/api/health`), 503, "bundle_unavailable");
    assert.match(e.message, /R2 bucket/);
    assert.match(e.message, /shop\/other\.dgb/);
    assert.match(e.message, /BUNDLE_R2_KEY/);
  });
});

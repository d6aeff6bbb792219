// The largest catalog the Worker is stated to serve (README of examples/cloudflare-worker): a
// generated 10,000-product catalog with 40 spec rows per product (~42 MiB bundle, split into two
// static assets). Loaded in workerd (Miniflare: wrangler dev's DevTools proxy would copy the
// bundle into Network events, see tests/support/worker.mjs) and exercised with every endpoint,
// concurrently; the isolate's memory — wasm linear memory (which never shrinks, so it is the
// high-water mark) plus V8's live JS heap and ArrayBuffer backing stores while the Worker holds 30
// computed answers not yet sent — must stay under the Workers limit of 128 MB (taken as
// 128,000,000 bytes) for JS heap and wasm together. Garbage is not counted (V8 collects it before
// the isolate would exceed its limit); the figure with garbage is printed alongside.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ROOT, postJson, parseSse, startMiniflare } from "../support/worker.mjs";
import { ensureSynthBundle } from "../support/synth-bundle.mjs";
import { initSync, Engine } from "../../pkg/dualgraph.js";
import { join } from "node:path";

const PRODUCTS = 10_000;
const LIMIT = 128_000_000;

let worker;
let engine;
let catalog;
let products;

before(async () => {
  const built = ensureSynthBundle({ products: PRODUCTS, log: (m) => console.log(`# ${m}`) });
  catalog = readFileSync(built.catalog, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  products = catalog.filter((r) => r.kind === "product");
  initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) });
  engine = Engine.load(new Uint8Array(readFileSync(built.bundle)));
  worker = await startMiniflare("memory", { bundle: built.bundle, vars: { SPARQL_ENABLED: "true", LLM_BASE_URL: "" } });
});

after(() => worker?.stop());

test(`a ${PRODUCTS.toLocaleString("en")}-product catalog loads, answers concurrently and fits in 128 MB`, async (t) => {
  const url = (p) => `${worker.url}${p}`;
  const health = await (await fetch(url("/api/health"))).json();
  assert.equal(health.status, "ok", JSON.stringify(health));
  assert.equal(health.counts.products, products.length);
  assert.equal(products.length, PRODUCTS);
  assert.ok(health.bundle.parts >= 2, "over 25 MiB: served as parts");

  const count = await (
    await postJson(url("/api/sparql"), { query: "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }" })
  ).json();
  assert.equal(Number(count.rows[0][0].value), products.length);

  // Questions from the catalog's own vocabulary: its categories and a price in its range.
  const categories = [...new Set(products.flatMap((p) => p.categories))];
  const prices = products
    .map((p) => p.price?.amount)
    .filter((x) => x != null)
    .sort((a, b) => a - b);
  const median = Math.round(prices[prices.length >> 1]);
  const questions = categories.flatMap((c) => [`${c} under £${median}`, `cheapest ${c}`, `How many ${c} are there?`]);
  const texts = products.slice(0, 10).map((p) => p.name);

  // 30 concurrent requests whose bodies are read only after measuring: the Worker has computed
  // every answer and holds what it has not sent yet (the worst case for its JS heap).
  const jobs = [];
  for (let i = 0; i < 30; i++) {
    const q = questions[i % questions.length];
    const text = texts[i % texts.length];
    if (i % 3 === 0) jobs.push(["compile", q, postJson(url("/api/compile"), { question: q })]);
    else if (i % 3 === 1) jobs.push(["search", text, postJson(url("/api/search"), { query: text, k: 5 })]);
    else jobs.push(["ask", q, postJson(url("/api/ask"), { question: q })]);
  }
  const responses = await Promise.all(jobs.map(([, , r]) => r));
  await new Promise((r) => setTimeout(r, 1500));
  const held = await worker.heapUsage(); // garbage included
  const heldLive = await worker.liveHeapUsage();
  const done = [];
  for (const [i, res] of responses.entries()) {
    const [kind, input] = jobs[i];
    const text = await res.text();
    done.push([kind, input, res.status, kind === "ask" ? parseSse(text) : JSON.parse(text), text.length]);
  }
  const biggest = done.reduce((a, b) => (b[4] > a[4] ? b : a));
  // Measured before the (slow) comparisons below, while the connections are fresh.
  const after = await (await fetch(url("/api/health"))).json();
  const live = await worker.liveHeapUsage();

  let answered = 0;
  for (const [kind, input, status, body] of done) {
    assert.equal(status, 200, `${kind} ${input}: ${JSON.stringify(body).slice(0, 300)}`);
    if (kind === "compile") {
      delete body.ms;
      assert.deepEqual(body, engine.compileAndRun(input));
      if (body.answer) answered++;
    } else if (kind === "search") {
      delete body.ms;
      assert.deepEqual(body, engine.search(input, { k: 5 }));
      assert.ok(body.chunks.length > 0);
    } else {
      assert.equal(body.at(-1).event, "done");
      assert.ok(!body.some((e) => e.event === "error"));
    }
  }
  assert.ok(answered > 0, "the compiler answers some of the catalog's questions");

  const wasm = after.wasmMemoryBytes; // linear memory never shrinks: this is its peak
  const js = heldLive.usedSize + heldLive.backingStorageSize;
  const total = wasm + js;
  const mib = (n) => `${(n / 1048576).toFixed(1)} MiB`;
  t.diagnostic(
    `bundle ${mib(after.bundle.bytes)} in ${after.bundle.parts} parts, load ${after.loadMs} ms; wasm ${mib(wasm)}; ` +
      `JS heap + array buffers with ${jobs.length} answers held: ${mib(js)} live ` +
      `(${mib(held.usedSize + held.backingStorageSize)} before collecting garbage, ${mib(held.totalSize)} heap committed), ` +
      `${mib(live.usedSize + live.backingStorageSize)} once sent; largest response ${mib(biggest[4])} (${biggest[0]} "${biggest[1]}"); ` +
      `total ${mib(total)} of ${mib(LIMIT)}`,
  );
  assert.ok(total < LIMIT, `isolate memory ${total} bytes exceeds ${LIMIT}`);
});

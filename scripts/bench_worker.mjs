#!/usr/bin/env node
// Worker benchmark: the Cloudflare Worker (examples/cloudflare-worker) in local workerd
// (Miniflare, no DevTools proxy — see tests/support/worker.mjs), on the demo bundle and the
// 10k-product generated bundle. Measures cold start (a fresh workerd; the first request loads
// the wasm engine and the bundle), the first use of each feature (lexicon / textual graph parsed
// lazily), warm p50/p95 latency over loopback HTTP for search, compile and offline ask, memory
// (wasm linear memory + V8 heap) and the sizes that Workers limit. Writes .bench/worker.md and
// .bench/results/worker.json, and splices the "## Worker" section into BENCHMARKS.md.
//
//   node scripts/bench_worker.mjs [demo.dgb synth10k.jsonl synth10k.dgb]   (default: the files scripts/bench builds in .bench/)
//
// Environment: BENCH_MIN_RUNS (default 20) and BENCH_MIN_SECONDS (default 1) per endpoint;
// BENCH_COLD_RUNS (default 3) fresh workerd starts per bundle.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { cpus, totalmem } from "node:os";
import { join, relative, resolve } from "node:path";
import { ROOT, parseSse, postJson, prepareSite, startMiniflare } from "../tests/support/worker.mjs";
import { loadavg, ms, summarize, workerdVersion } from "./bench_lib.mjs";
import { initSync, Engine } from "../pkg/dualgraph.js";

const MIN_RUNS = Number(process.env.BENCH_MIN_RUNS ?? 20);
const MIN_SECONDS = Number(process.env.BENCH_MIN_SECONDS ?? 1);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const MIB = 1024 * 1024;
const LIMITS = { memory: 128_000_000, asset: 25 * MIB, scriptFree: 3 * MIB, scriptPaid: 10 * MIB };

const [demoBundle, synthCatalog, synthBundle] =
  process.argv.length > 2
    ? process.argv.slice(2).map((p) => resolve(p))
    : [".bench/demo.dgb", ".bench/synth10k.jsonl", ".bench/synth10k.dgb"].map((p) => join(ROOT, p));
for (const f of [demoBundle, synthCatalog, synthBundle]) {
  if (!existsSync(f))
    fail(`${f} is missing: run scripts/bench first (it builds the bundles), or pass demo.dgb synth.jsonl synth.dgb`);
}
if (!existsSync(join(ROOT, "pkg/dualgraph_bg.wasm")))
  fail("pkg/ is missing: wasm-pack build crate/wasm --release --target web --out-dir ../../pkg");

const demoQuestions = Object.values(JSON.parse(readFileSync(join(ROOT, "examples/demo/questions.json"), "utf8"))).map(
  (q) => q.question,
);
const sets = [
  { name: "demo", bundle: demoBundle, questions: demoQuestions, texts: demoQuestions },
  { name: "synth10k", bundle: synthBundle, ...generatedQuestions(synthCatalog) },
];

const args = [demoBundle, synthCatalog, synthBundle].map((p) => relative(ROOT, p));
const results = { startedAt: new Date().toISOString(), args, loadavg: loadavg(), sizes: sizes(), bundles: [] };
for (const set of sets) {
  console.error(`==> Worker bench: ${set.name}`);
  results.bundles.push(await benchBundle(set));
}
results.loadavgEnd = loadavg();
mkdirSync(join(ROOT, ".bench/results"), { recursive: true });
writeFileSync(join(ROOT, ".bench/results/worker.json"), JSON.stringify(results, null, 2));
writeFileSync(join(ROOT, ".bench/worker.md"), report(results));
execFileSync(join(ROOT, "scripts/splice-section"), ["Worker", join(ROOT, ".bench/worker.md")], { stdio: "inherit" });
console.error('==> BENCHMARKS.md: "## Worker" section updated from .bench/worker.md');

/** Questions for a generated catalog from its own categories and prices (no fixed wording). */
function generatedQuestions(path) {
  const products = readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.includes('"kind":"product"'))
    .map((l) => JSON.parse(l));
  const categories = [...new Set(products.flatMap((p) => p.categories))];
  const prices = products
    .map((p) => p.price?.amount)
    .filter((x) => x != null)
    .sort((a, b) => a - b);
  const median = Math.round(prices[prices.length >> 1]);
  const questions = categories.flatMap((c) => [`${c} under £${median}`, `cheapest ${c}`, `How many ${c} are there?`]);
  const texts = products.filter((_, i) => i % 997 === 0).map((p) => p.name);
  return { questions, texts };
}

async function benchBundle({ name, bundle, questions, texts }) {
  const vars = { LLM_BASE_URL: "", SPARQL_ENABLED: "true" };
  const cold = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const w = await startMiniflare(`bench-${name}`, { bundle, vars });
    try {
      const url = (p) => `${w.url}${p}`;
      const t0 = performance.now();
      const health = await (await fetch(url("/api/health"))).json();
      const coldMs = performance.now() - t0;
      if (health.status !== "ok") throw new Error(`health: ${JSON.stringify(health)}`);
      const first = {};
      first.compile = await timed(() => postJson(url("/api/compile"), { question: questions[0] }));
      first.search = await timed(() => postJson(url("/api/search"), { query: texts[0], k: 5 }));
      first.ask = await timed(() => postJson(url("/api/ask"), { question: questions[1] }), true);
      const h2 = await (await fetch(url("/api/health"))).json();
      const heap = await w.heapUsage();
      cold.push({
        coldMs,
        loadMs: health.loadMs,
        first,
        health,
        wasmAfterLoad: health.wasmMemoryBytes,
        wasmAfterFirstUse: h2.wasmMemoryBytes,
        heap,
      });
      if (i === COLD_RUNS - 1) {
        // Warm latency in this (last) isolate.
        const warm = {};
        warm.search = await series((i) => postJson(url("/api/search"), { query: texts[i % texts.length], k: 5 }));
        warm.compile = await series((i) =>
          postJson(url("/api/compile"), { question: questions[i % questions.length] }),
        );
        warm.ask = await series((i) => postJson(url("/api/ask"), { question: questions[i % questions.length] }), true);
        const end = await (await fetch(url("/api/health"))).json();
        const heapEnd = await w.heapUsage();
        const liveEnd = await w.liveHeapUsage();
        // The same calls on the same engine in this Node process (no workerd, no HTTP): the
        // Worker's overhead as a ratio measured in this run.
        initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) }); // no-op after the first
        const engine = Engine.load(new Uint8Array(readFileSync(bundle)));
        const node = {};
        node.search = await series(async (i) => engine.search(texts[i % texts.length], { k: 5 }), false, true);
        node.compile = await series(async (i) => engine.compileAndRun(questions[i % questions.length]), false, true);
        node.ask = await series(async (i) => engine.ask(questions[i % questions.length], {}, () => {}), false, true);
        engine.free();
        return {
          name,
          bundle: {
            bytes: health.bundle.bytes,
            parts: health.bundle.parts,
            products: health.counts.products,
            triples: health.counts.triples,
          },
          cold,
          warm,
          node,
          memory: { wasm: end.wasmMemoryBytes, heap: heapEnd, live: liveEnd },
        };
      }
    } finally {
      await w.stop();
    }
  }
  throw new Error("BENCH_COLD_RUNS must be at least 1");
}

/** One request's wall time (ms), checking it succeeded; SSE bodies must end with "done". */
async function timed(send, sse = false, direct = false) {
  const t = performance.now();
  if (direct) {
    await send();
    return performance.now() - t;
  }
  const res = await send();
  const text = await res.text();
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${text.slice(0, 300)}`);
  if (sse && parseSse(text).at(-1)?.event !== "done") throw new Error("ask stream did not end with done");
  return ms;
}

/** Warm-up round, then at least MIN_RUNS requests and MIN_SECONDS; p50/p95 in ms. */
async function series(send, sse = false, direct = false) {
  for (let i = 0; i < 3; i++) await timed(() => send(i), sse, direct);
  const times = [];
  const start = performance.now();
  for (let i = 0; times.length < MIN_RUNS || performance.now() - start < MIN_SECONDS * 1000; i++)
    times.push(await timed(() => send(i), sse, direct));
  return summarize(times);
}

/** The wasm module, and the Worker upload as `wrangler deploy --dry-run` measures it (no network). */
function sizes() {
  const wasm = readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm"));
  const dir = prepareSite("bench-dryrun", { bundle: null });
  const out = execFileSync(
    join(ROOT, "node_modules/.bin/wrangler"),
    ["deploy", "--dry-run", "--outdir", join(dir, "dist")],
    {
      cwd: dir,
      encoding: "utf8",
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_HIDE_BANNER: "true",
        XDG_CONFIG_HOME: join(dir, "config"),
        NO_COLOR: "1",
      },
    },
  );
  const m = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(out);
  if (!m) fail(`no upload size in wrangler's dry-run output:\n${out}`);
  return {
    wasm: wasm.length,
    wasmGzip: gzipSync(wasm, { level: 9 }).length,
    script: Number(m[1]) * 1024,
    scriptGzip: Number(m[2]) * 1024,
  };
}

function report(r) {
  const mib = (n) => `${(n / MIB).toFixed(1)} MiB`;
  const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  const lines = [];
  lines.push("## Worker", "");
  lines.push(
    "The Cloudflare Worker (`examples/cloudflare-worker`) in local workerd through Miniflare " +
      `(workerd ${workerdVersion()}), requests over loopback HTTP from Node ${process.version}; ` +
      `${cpus().length} cores (${cpus()[0]?.model?.trim() ?? "?"}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB. ` +
      `Load average at the start ${r.loadavg}, at the end ${r.loadavgEnd}. Generated by \`node scripts/bench_worker.mjs ${r.args.join(" ")}\` (run by \`scripts/bench\`), ${r.startedAt}.`,
    "",
  );
  lines.push("### Sizes against the Workers limits", "");
  lines.push("| What | Size | Limit |", "| --- | ---: | --- |");
  lines.push(
    `| wasm engine (\`pkg/dualgraph_bg.wasm\`) | ${mib(r.sizes.wasm)} (gzip ${mib(r.sizes.wasmGzip)}) | part of the script |`,
  );
  lines.push(
    `| Worker upload (\`wrangler deploy --dry-run\`: wasm + bundled JS), gzip | ${mib(r.sizes.scriptGzip)} (raw ${mib(r.sizes.script)}) | ${mib(LIMITS.scriptFree)} free plan, ${mib(LIMITS.scriptPaid)} paid (compressed) ${r.sizes.scriptGzip < LIMITS.scriptFree ? "✅ both" : r.sizes.scriptGzip < LIMITS.scriptPaid ? "✅ paid only" : "❌"} |`,
  );
  for (const b of r.bundles) {
    lines.push(
      `| bundle ${b.name} (${b.bundle.products.toLocaleString("en")} products) | ${mib(b.bundle.bytes)} in ${b.bundle.parts} static asset${b.bundle.parts > 1 ? "s" : ""} | ${mib(LIMITS.asset)} per asset (prepare.mjs splits) ✅ |`,
    );
  }
  lines.push("");
  lines.push("### Cold start and first use", "");
  lines.push(
    `Each row: the median of ${r.bundles[0].cold.length} fresh workerd processes. *Cold request*: the first request (\`GET /api/health\`) as the client sees it — ` +
      "instantiating the wasm module, streaming the bundle from static assets into wasm memory (`BundleLoader`), checksums and structure checks. " +
      "*Load*: the same measured inside the Worker. *First compile / search / ask*: the first request of each kind, which also parses the lexicon / the textual graph on first use (cached per isolate afterwards).",
    "",
  );
  lines.push(
    "| Bundle | Cold request | Load (in Worker) | First compile | First search | First ask (offline) | wasm after load | wasm after first use |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const b of r.bundles) {
    const c = b.cold;
    lines.push(
      `| ${b.name} | ${ms(med(c.map((x) => x.coldMs)))} ms | ${ms(med(c.map((x) => x.loadMs)))} ms | ${ms(med(c.map((x) => x.first.compile)))} ms | ${ms(med(c.map((x) => x.first.search)))} ms | ${c[0].first.ask == null ? "—" : `${ms(med(c.map((x) => x.first.ask)))} ms`} | ${mib(med(c.map((x) => x.wasmAfterLoad)))} | ${mib(med(c.map((x) => x.wasmAfterFirstUse)))} |`,
    );
  }
  lines.push("");
  lines.push("### Warm latency", "");
  lines.push(
    `After a warm-up, at least ${MIN_RUNS} sequential requests and ${MIN_SECONDS} s per endpoint, cycling through the questions ` +
      "(demo: the 85 demo questions; synth10k: questions made from the catalog's own categories and prices, and product names as search text). " +
      "Client-side wall time in ms, HTTP over loopback included. Ask is offline (`llm` off): route, retrieval and the structured result, streamed as SSE.",
    "",
  );
  lines.push(
    "| Bundle | Endpoint | Runs | p50 | p95 | min | max | Engine in Node p50 (p95) | Worker / Node (p50) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const b of r.bundles) {
    for (const [k, s] of Object.entries(b.warm)) {
      const n = b.node[k];
      lines.push(
        `| ${b.name} | ${k} | ${s.runs} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.min)} | ${ms(s.max)} | ${ms(n.p50)} (${ms(n.p95)}) | ${(s.p50 / n.p50).toFixed(2)}× |`,
      );
    }
  }
  lines.push(
    "",
    "*Engine in Node*: the same calls on the same `pkg/` engine in the benchmark's Node process (no workerd, no HTTP, results not serialized); " +
      "the ratio is the Worker's whole overhead (runtime, JSON or SSE encoding, loopback HTTP) measured in this run.",
  );
  lines.push("");
  lines.push("### Memory (128 MB for JS heap and wasm together)", "");
  lines.push(
    "After the warm series (every feature used). wasm: linear memory, which never shrinks, so its high-water mark. JS: the isolate's V8 heap " +
      "(`Runtime.getHeapUsage` over the inspector) plus ArrayBuffer backing stores, *live* after a full collection (a heap snapshot) and *as found* " +
      "(garbage included; V8 collects it before the isolate would exceed its limit). `tests/worker/memory.test.mjs` checks the same under 30 concurrent requests.",
    "",
  );
  lines.push(
    "| Bundle | Bundle bytes | wasm memory | JS live | JS as found (heap committed) | wasm + JS live | wasm + JS as found | Of 128 MB (live) |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const b of r.bundles) {
    const { heap, live, wasm } = b.memory;
    const js = live.usedSize + live.backingStorageSize;
    const raw = heap.usedSize + heap.backingStorageSize;
    const total = wasm + js;
    lines.push(
      `| ${b.name} | ${mib(b.bundle.bytes)} | ${mib(wasm)} | ${mib(js)} | ${mib(raw)} (${mib(heap.totalSize)}) | ${mib(total)} | ${mib(wasm + raw)} | ${((100 * total) / LIMITS.memory).toFixed(0)}% ${wasm + raw < LIMITS.memory ? "✅" : total < LIMITS.memory ? "✅ (live)" : "❌"} |`,
    );
  }
  lines.push("");
  return `${lines.join("\n")}\n`;
}

function fail(message) {
  console.error(`bench_worker: ${message}`);
  process.exit(1);
}

#!/usr/bin/env node
// Search benchmarks in WebAssembly (Node) and the "## Search" report (scripts/bench_search).
//
//   node scripts/bench_search.mjs wasm <pkg-dir> <bundle.dgb> <search_questions.json> [--runs N]
//       Engine.load, first Engine.search (parses the TKG, encoder table and vectors), then
//       p50/p95 of Engine.embed and Engine.search (default hybrid, and bm25-only) per question.
//       Prints JSON.
//   node scripts/bench_search.mjs report <results-dir> <out.md>
//       Writes the Markdown section from the JSON files scripts/bench_search leaves.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { pathToFileURL } from "node:url";

function die(message) {
  console.error(`bench_search: ${message}`);
  process.exit(1);
}

function summarize(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * p) - 1))];
  return { runs: s.length, p50_ms: at(0.5), p95_ms: at(0.95), mean_ms: s.reduce((a, b) => a + b, 0) / s.length };
}

async function wasm(args) {
  const [pkgDir, bundle, questionsPath, ...rest] = args;
  if (!questionsPath) die("wasm <pkg-dir> <bundle.dgb> <search_questions.json> [--runs N]");
  const runs = rest[0] === "--runs" ? Number(rest[1]) : 20;
  const pkg = await import(pathToFileURL(path.resolve(pkgDir, "dualgraph.js")).href);
  pkg.initSync({ module: readFileSync(path.resolve(pkgDir, "dualgraph_bg.wasm")) });
  const bytes = new Uint8Array(readFileSync(bundle));
  const questions = JSON.parse(readFileSync(questionsPath, "utf8")).questions.map((q) => q.question);
  let t = performance.now();
  const engine = pkg.Engine.load(bytes);
  const loadMs = performance.now() - t;
  t = performance.now();
  engine.search("warm-up question", { k: 5 });
  const firstSearchMs = performance.now() - t;
  const encoder = engine.encoderId();
  const embed = [],
    hybrid = [],
    bm25 = [];
  for (let r = 0; r < runs; r++) {
    for (const q of questions) {
      t = performance.now();
      engine.embed(q);
      embed.push(performance.now() - t);
      t = performance.now();
      engine.search(q);
      hybrid.push(performance.now() - t);
      t = performance.now();
      engine.search(q, { entityRanking: "bm25" });
      bm25.push(performance.now() - t);
    }
  }
  const stats = engine.stats();
  const sections = Object.fromEntries(stats.sections);
  return {
    bundle,
    node: process.version,
    bundleBytes: bytes.length,
    encoder,
    entities: stats.manifest.build?.tkg?.entities,
    products: stats.manifest.build?.products,
    sections,
    loadMs,
    firstSearchMs,
    embed: summarize(embed),
    searchHybrid: summarize(hybrid),
    searchBm25: summarize(bm25),
  };
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const ms = (x) => (x < 0.1 ? x.toFixed(3) : x < 10 ? x.toFixed(2) : x.toFixed(1));
const kb = (b) => `${(b / 1024).toFixed(1)} KiB`;

function report(args) {
  const [dir, out] = args;
  const read = (f) => JSON.parse(readFileSync(path.join(dir, f), "utf8"));
  const q = read("quality-demo.json");
  const opt = (f) => (existsSync(path.join(dir, f)) ? read(f) : null);
  const w = {
    demo: read("wasm-demo.json"),
    "large, exact scan": opt("wasm-large.json"),
    "large, HNSW": opt("wasm-large-hnsw.json"),
  };
  const sizes = read("sizes.json");
  const ann = existsSync(path.join(dir, "ann.json")) ? read("ann.json") : null;
  const meta = read("meta.json");
  const L = [];
  L.push("## Search", "");
  L.push(
    `Written by \`scripts/bench_search\` on ${meta.date} (load average ${meta.loadStart} at the start, ${meta.loadEnd} at the end; 2 shared cores). ` +
      `Encoder: \`${w.demo.encoder}\`. Wasm: ${w.demo.node}, release package.`,
    "",
  );
  L.push("### Retrieval quality", "");
  L.push(
    `${q.questions} prose questions written for the demo catalog (\`examples/demo/search_questions.json\`, gold = products of the named ranges and/or page ids), ` +
      `${q.entities} entities, ${q.chunks} chunks. R@k = share of questions with a gold chunk in the top k; MRR = mean 1/rank of the first gold chunk in the top 10.`,
    "",
  );
  L.push(
    "| entity ranking → chunks | R@1 | R@5 | R@10 | MRR | native search p50 / p95 (ms) |",
    "|---|---|---|---|---|---|",
  );
  for (const m of q.modes) {
    const x = m.metrics;
    L.push(
      `| ${m.mode} | ${pct(x.recall_at_1)} | ${pct(x.recall_at_5)} | ${pct(x.recall_at_10)} | ${x.mrr.toFixed(3)} | ${ms(m.native_search.p50_ms)} / ${ms(m.native_search.p95_ms)} |`,
    );
  }
  const best = [...q.modes].sort((a, b) => b.metrics.mrr - a.metrics.mrr)[0];
  const hybrid = q.modes.find((m) => m.mode.includes("default")),
    bm25 = q.modes.find((m) => m.mode.startsWith("BM25 entities"));
  L.push(
    "",
    `Best by MRR on this set: ${best.mode}. Fusing vectors into the entity ranking changes MRR from ${bm25.metrics.mrr.toFixed(3)} (BM25 entities) to ${hybrid.metrics.mrr.toFixed(3)} (hybrid, the default).`,
  );
  L.push("");
  if (q.tables.length > 1) {
    L.push("Other tables on the same bundle (entity vectors recomputed; same questions):", "");
    L.push(
      "| table | dims | table bytes | vector bytes / entity | vector R@1 / R@5 / R@10 / MRR | hybrid R@1 / R@5 / R@10 / MRR |",
      "|---|---|---|---|---|---|",
    );
    const fmt = (x) => `${pct(x.recall_at_1)} / ${pct(x.recall_at_5)} / ${pct(x.recall_at_10)} / ${x.mrr.toFixed(3)}`;
    for (const t of q.tables) {
      const v = t.quality.find((x) => x.ranking === "vector").metrics,
        h = t.quality.find((x) => x.ranking === "hybrid").metrics;
      L.push(
        `| ${t.table === "bundle" ? "default (in the bundle)" : path.basename(t.table)} | ${t.identity.dims} | ${t.identity.table_bytes} | ${t.vector_bytes_per_entity} | ${fmt(v)} | ${fmt(h)} |`,
      );
    }
    L.push("");
  }
  L.push("### Latency in WebAssembly (Node)", "");
  L.push(
    "| bundle | entities | load | first search (parse TKG + table) | embed p50 / p95 | hybrid search p50 / p95 | BM25-only search p50 / p95 |",
    "|---|---|---|---|---|---|---|",
  );
  for (const [name, r] of Object.entries(w)) {
    if (!r) continue;
    L.push(
      `| ${name} (${r.products} products) | ${r.entities} | ${ms(r.loadMs)} ms | ${ms(r.firstSearchMs)} ms | ${ms(r.embed.p50_ms)} / ${ms(r.embed.p95_ms)} ms | ${ms(r.searchHybrid.p50_ms)} / ${ms(r.searchHybrid.p95_ms)} ms | ${ms(r.searchBm25.p50_ms)} / ${ms(r.searchBm25.p95_ms)} ms |`,
    );
  }
  L.push(
    "",
    `Native encode of one question: p50 ${ms(q.native_encode.p50_ms)} ms, p95 ${ms(q.native_encode.p95_ms)} ms.`,
    "",
  );
  L.push("### Sizes", "");
  L.push("| what | bytes |", "|---|---|");
  L.push(`| wasm module (\`dualgraph_bg.wasm\`) | ${sizes.wasm_bytes} (${kb(sizes.wasm_bytes)}) |`);
  if (sizes.wasm_baseline_bytes)
    L.push(
      `| wasm module before the encoder (baseline) | ${sizes.wasm_baseline_bytes} (+${sizes.wasm_bytes - sizes.wasm_baseline_bytes} bytes, +${(100 * (sizes.wasm_bytes / sizes.wasm_baseline_bytes - 1)).toFixed(1)}%) |`,
    );
  L.push(`| demo bundle with encoder / without (\`--no-encoder\`) | ${sizes.demo_bytes} / ${sizes.demo_plain_bytes} |`);
  L.push(`| encoder table (\`encoder.table\`, fixed per bundle) | ${sizes.table_bytes} |`);
  L.push(
    `| entity vectors (\`tkg.vectors\`): demo | ${sizes.demo_vectors_bytes} (${(sizes.demo_vectors_bytes / sizes.demo_products).toFixed(0)} B per product, ${sizes.demo_entities} entities) |`,
  );
  if (sizes.large_vectors_bytes)
    L.push(
      `| entity vectors: large (${sizes.large_products} products), exact | ${sizes.large_vectors_bytes} (${(sizes.large_vectors_bytes / sizes.large_products).toFixed(0)} B per product, ${sizes.large_entities} entities) |`,
    );
  if (sizes.large_hnsw_vectors_bytes) {
    const enc = sizes.large_hnsw_build_ms.find(([n]) => n === "encode entities");
    L.push(
      `| entity vectors: large, with HNSW | ${sizes.large_hnsw_vectors_bytes} (${(sizes.large_hnsw_vectors_bytes / sizes.large_products).toFixed(0)} B per product; encode + HNSW build ${enc ? `${(enc[1] / 1000).toFixed(1)} s` : "?"}) |`,
    );
  }
  L.push("");
  if (ann) {
    L.push("### HNSW (instant-distance) vs exact int8 scan", "");
    L.push(
      `Entity vectors of the large bundle (first n), ${ann.queries} queries (the demo questions, then entity names), native release build, HNSW built on ${ann.threads} thread (deterministic), default parameters (M 32, ef_construction 100, ef_search 100).`,
      "",
    );
    L.push(
      "| vectors | HNSW build | HNSW bytes / vector | recall@10 vs exact | exact p50 / p95 | HNSW p50 / p95 |",
      "|---|---|---|---|---|---|",
    );
    for (const s of ann.sizes) {
      L.push(
        `| ${s.vectors} × ${s.dims} | ${s.hnsw_build_s.toFixed(1)} s | ${s.hnsw_bytes_per_vector.toFixed(0)} | ${pct(s.recall_at_10)} | ${ms(s.exact_native.p50_ms)} / ${ms(s.exact_native.p95_ms)} ms | ${ms(s.hnsw_native.p50_ms)} / ${ms(s.hnsw_native.p95_ms)} ms |`,
      );
    }
    L.push("");
  }
  L.push(...meta.notes, "");
  writeFileSync(out, L.join("\n"));
}

const [cmd, ...args] = process.argv.slice(2);
if (cmd === "wasm") console.log(JSON.stringify(await wasm(args), null, 2));
else if (cmd === "report") report(args);
else die("usage: bench_search.mjs wasm|report …");

#!/usr/bin/env node
// Benchmarks of the wasm package (pkg/, wasm-pack --target web) under Node 20, and the report.
//
//   node scripts/bench_wasm.mjs <bundle.dgb> <queries.json> [--min-runs 20] [--min-seconds 1] [--warmup-seconds 1] [--pkg pkg]
//       Load time (median of 5 Engine.load), wasm linear memory before/after a load, per-query
//       median/p95 of Engine.query, row counts. Prints JSON on stdout, progress on stderr.
//
//   node scripts/bench_wasm.mjs report <results-dir> <BENCHMARKS.md>
//       Writes the Markdown report from the JSON files scripts/bench leaves in <results-dir>:
//       build-<name>.json, native-<name>.json, wasm-<name>.json, commands.txt.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const MiB = 1024 * 1024;
const LOAD_RUNS = 5;
const MAX_RUNS = 100_000;

function die(message) {
  console.error(`bench_wasm: error: ${message}`);
  console.error(
    "usage: node scripts/bench_wasm.mjs <bundle.dgb> <queries.json> [--min-runs N] [--min-seconds S] [--warmup-seconds S] [--pkg DIR]",
  );
  console.error("       node scripts/bench_wasm.mjs report <results-dir> <BENCHMARKS.md>");
  process.exit(1);
}

function summarize(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const n = s.length;
  const median = n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  const p95 = s[Math.max(0, Math.ceil((n * 95) / 100) - 1)];
  const mean = s.reduce((a, b) => a + b, 0) / n;
  return { runs: n, median_ms: median, p95_ms: p95, min_ms: s[0], max_ms: s[n - 1], mean_ms: mean };
}

function readJson(file, what) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    die(`cannot read ${what} ${file}: ${e.message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    die(`${what} ${file} is not valid JSON: ${e.message}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Benchmark
// ---------------------------------------------------------------------------------------------

async function bench(args) {
  const positional = [];
  let minRuns = 20;
  let minSeconds = 1;
  let warmupSeconds = 1;
  let pkgDir = path.join(root, "pkg");
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--min-runs") minRuns = Math.max(1, Number(args[++i]));
    else if (a === "--min-seconds") minSeconds = Number(args[++i]);
    else if (a === "--warmup-seconds") warmupSeconds = Number(args[++i]);
    else if (a === "--pkg") pkgDir = path.resolve(args[++i] ?? "");
    else if (a.startsWith("--")) die(`unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 2) die(`expected 2 arguments (bundle, queries), got ${positional.length}`);
  if (![minRuns, minSeconds, warmupSeconds].every(Number.isFinite))
    die("--min-runs, --min-seconds and --warmup-seconds take numbers");
  const [bundlePath, queriesPath] = positional;

  const queries = readJson(queriesPath, "queries file");
  if (
    !Array.isArray(queries) ||
    queries.length === 0 ||
    !queries.every((q) => typeof q?.name === "string" && typeof q?.query === "string")
  ) {
    die(`${queriesPath} must be a non-empty JSON array of {"name", "query"} objects`);
  }
  const wasmPath = path.join(pkgDir, "dualgraph_bg.wasm");
  const jsPath = path.join(pkgDir, "dualgraph.js");
  if (!existsSync(wasmPath) || !existsSync(jsPath))
    die(`${pkgDir} has no dualgraph.js / dualgraph_bg.wasm: build it with wasm-pack first`);
  const { initSync, Engine, version, wasmMemoryBytes } = await import(pathToFileURL(jsPath).href);
  const wasmModule = readFileSync(wasmPath);
  initSync({ module: wasmModule });

  const loadAverageAtStart = os.loadavg();
  const memoryAtInit = wasmMemoryBytes();
  const arrayBuffersBefore = process.memoryUsage().arrayBuffers;
  let bundle;
  try {
    const file = readFileSync(bundlePath); // a Node Buffer: wrap it, do not copy it
    bundle = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  } catch (e) {
    die(`cannot read bundle ${bundlePath}: ${e.message}`);
  }
  const arrayBuffersWithBundle = process.memoryUsage().arrayBuffers;

  // First load: memory. Engine.load copies the bytes into wasm memory, then reads them in place.
  let engine;
  const t0 = performance.now();
  try {
    engine = Engine.load(bundle);
  } catch (e) {
    die(`loading ${bundlePath}: ${e.message ?? e}`);
  }
  const firstLoadMs = performance.now() - t0;
  const memoryAfterLoad = wasmMemoryBytes();
  const stats = engine.stats();
  engine.free();

  // Load time: median of 5 loads (each engine freed before the next one).
  const loadSamples = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    const t = performance.now();
    const e = Engine.load(bundle);
    loadSamples.push(performance.now() - t);
    e.free();
  }
  const load = summarize(loadSamples);
  engine = Engine.load(bundle);
  const memoryAfterAllLoads = wasmMemoryBytes();
  console.error(
    `wasm: ${bundlePath} — ${bundle.length} bytes, ${stats.manifest.triples} triples, ${stats.manifest.terms} terms\n` +
      `  load: median ${load.median_ms.toFixed(2)} ms (of ${LOAD_RUNS}; first ${firstLoadMs.toFixed(2)} ms); ` +
      `wasm memory ${(memoryAtInit / MiB).toFixed(1)} MiB -> ${(memoryAfterLoad / MiB).toFixed(1)} MiB after one load ` +
      `(${(memoryAfterAllLoads / MiB).toFixed(1)} MiB after ${LOAD_RUNS + 2} loads); JS copy of the bundle ${(bundle.length / MiB).toFixed(1)} MiB`,
  );

  const options = { maxRows: 1_000_000 };
  const run = (q) => {
    const r = engine.query(q.query, options);
    return {
      rows: r.kind === "boolean" ? null : r.rows.length,
      ...(r.kind === "boolean" ? { boolean: r.boolean } : {}),
      steps: r.steps,
      truncated: r.truncated,
    };
  };

  // JIT warm-up: V8 first runs wasm code from its baseline compiler (Liftoff) and recompiles hot
  // functions with TurboFan in the background. Run every query round-robin (at least 2 rounds and
  // warmupSeconds) before measuring, so the numbers are steady-state; the first round's times
  // are kept as `cold_ms` (what the first query after page load costs).
  const cold = new Map();
  const warmStarted = performance.now();
  for (let round = 0; round < 2 || performance.now() - warmStarted < warmupSeconds * 1000; round++) {
    for (const q of queries) {
      const t = performance.now();
      try {
        run(q);
      } catch {
        // reported below
      }
      if (round === 0) cold.set(q.name, performance.now() - t);
    }
  }
  const warmupMs = performance.now() - warmStarted;
  console.error(`  warm-up: ${(warmupMs / 1000).toFixed(1)} s of round-robin queries before measuring`);

  const reports = [];
  for (const q of queries) {
    const once = () => run(q);
    let first;
    try {
      first = once();
    } catch (e) {
      console.error(`  !! ${q.name}: ${e.message ?? e}`);
      reports.push({ name: q.name, error: String(e.message ?? e) });
      continue;
    }
    const samples = [];
    const started = performance.now();
    let error;
    while (samples.length < MAX_RUNS && (samples.length < minRuns || performance.now() - started < minSeconds * 1000)) {
      const t = performance.now();
      try {
        const o = once();
        samples.push(performance.now() - t);
        if (o.rows !== first.rows || o.boolean !== first.boolean) {
          error = `result changed between runs: ${JSON.stringify(first)} then ${JSON.stringify(o)}`;
          break;
        }
      } catch (e) {
        error = String(e.message ?? e);
        break;
      }
    }
    if (error) {
      console.error(`  !! ${q.name}: ${error}`);
      reports.push({ name: q.name, ...first, error });
      continue;
    }
    const latency = summarize(samples);
    const shape =
      first.rows === null ? `ASK ${first.boolean}` : `${first.rows} rows${first.truncated ? " (truncated)" : ""}`;
    console.error(
      `  ${q.name.padEnd(30)} median ${latency.median_ms.toFixed(3).padStart(9)} ms   p95 ${latency.p95_ms.toFixed(3).padStart(9)} ms   ${String(latency.runs).padStart(6)} runs   ${shape}`,
    );
    reports.push({ name: q.name, ...first, ...latency, cold_ms: cold.get(q.name) });
  }
  engine.free();

  const report = {
    engine: "wasm",
    load_average_at_start: loadAverageAtStart,
    runtime: `node ${process.version}`,
    engine_version: version(),
    bundle: bundlePath,
    catalog: stats.manifest.catalog,
    bundle_bytes: bundle.length,
    triples: stats.manifest.triples,
    terms: stats.manifest.terms,
    wasm_module_bytes: wasmModule.length,
    load: {
      runs: LOAD_RUNS,
      median_ms: load.median_ms,
      min_ms: load.min_ms,
      max_ms: load.max_ms,
      samples_ms: loadSamples,
      first_load_ms: firstLoadMs,
      wasm_memory_at_init_bytes: memoryAtInit,
      wasm_memory_after_load_bytes: memoryAfterLoad,
      wasm_memory_delta_bytes: memoryAfterLoad - memoryAtInit,
      wasm_memory_after_all_loads_bytes: memoryAfterAllLoads,
      // The bundle also sits in the JS heap (a Node Buffer, outside V8's managed heap) until the
      // caller drops it: Engine.load copies it into wasm memory.
      js_bundle_copy_bytes: bundle.length,
      js_array_buffers_delta_bytes: arrayBuffersWithBundle - arrayBuffersBefore,
    },
    query_settings: {
      min_runs: minRuns,
      min_seconds: minSeconds,
      warmup_runs: 1,
      warmup_round_robin_ms: warmupMs,
      options,
    },
    queries: reports,
  };
  console.log(JSON.stringify(report, null, 2));
}

// ---------------------------------------------------------------------------------------------
// Report (BENCHMARKS.md)
// ---------------------------------------------------------------------------------------------

const TARGET_LOAD_MS = 300;
const TARGET_WASM_MEMORY = 64 * MiB;
const TARGET_WASM_RATIO = 2;

const fmtMs = (v) =>
  v === undefined || v === null || Number.isNaN(v)
    ? "—"
    : v >= 100
      ? v.toFixed(0)
      : v >= 10
        ? v.toFixed(1)
        : v >= 1
          ? v.toFixed(2)
          : v.toFixed(3);
const fmtMiB = (b) => (b === undefined || b === null ? "—" : `${(b / MiB).toFixed(1)} MiB`);
const fmtRatio = (r) =>
  r === undefined || r === null || !Number.isFinite(r) ? "—" : r < 0.1 ? `${r.toPrecision(2)}×` : `${r.toFixed(2)}×`;
// A ratio next to its limit: one more decimal when two would hide which side of the limit it is on.
const fmtRatioVs = (r, limit) =>
  r !== null && r > limit && r.toFixed(2) === limit.toFixed(2) ? `${r.toFixed(3)}×` : fmtRatio(r);
const fmtInt = (n) => (n === undefined || n === null ? "—" : Math.round(n).toLocaleString("en-US"));
const ok = (pass) => (pass ? "✅" : "❌");

function sh(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const model = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? "unknown";
  return {
    nproc: sh("nproc", []),
    cpu: model,
    ram: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    rustc: sh("rustc", ["--version"]),
    node: process.version,
    wasmPack: sh("wasm-pack", ["--version"]),
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  };
}

/** @param {string[]} args <results-dir> <BENCHMARKS.md> */
function report([dir, outFile]) {
  if (!dir || !outFile) die("report needs <results-dir> <BENCHMARKS.md>");
  const names = ["demo", "synth10k"];
  const load = (kind, name) => {
    const f = path.join(dir, `${kind}-${name}.json`);
    return existsSync(f) ? readJson(f, `${kind} results`) : null;
  };
  const runs = names.map((name) => ({
    name,
    build: load("build", name),
    native: load("native", name),
    wasm: load("wasm", name),
  }));
  const m = machine();
  const commands = existsSync(path.join(dir, "commands.txt"))
    ? readFileSync(path.join(dir, "commands.txt"), "utf8").trim()
    : "(not recorded)";
  const big = runs.find((r) => r.name === "synth10k");
  const out = [];
  const line = (s = "") => out.push(s);

  line("# Benchmarks");
  line();
  line(
    "The sections from “Machine” to “Commands” are generated by `scripts/bench` (do not edit them by hand; rerun the",
  );
  line(
    "script). Other sections (such as “Compiler”, from `scripts/bench_compiler`) are kept as they are when it reruns.",
  );
  line("Numbers are from one run on a shared machine: treat differences under ~10% as noise.");
  line();
  line("## Machine");
  line();
  line(`- CPU: ${m.cpu}, ${m.nproc} cores (nproc)`);
  line(`- RAM: ${m.ram}`);
  line(`- OS: ${m.os}`);
  line(`- ${m.rustc}; Node ${m.node}; wasm-pack ${m.wasmPack.replace(/^wasm-pack\s*/, "")}`);
  const text = (file, fallback) =>
    existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file), "utf8").trim() : fallback;
  line(`- Date: ${text("started-at.txt", m.date)}`);
  const loadEnd = text(
    "loadavg-end.txt",
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  );
  line(
    `- Load average (1, 5, 15 min) at the start of the run: ${text("loadavg-start.txt", "unknown")}; at the end: ${loadEnd}`,
  );
  line();

  // Targets summary.
  const warnings = [];
  line("## Targets");
  line();
  line("| Target | Measured (10k-product bundle) | Met |");
  line("| --- | --- | :-: |");
  if (big?.wasm?.load && big?.native?.load) {
    const wl = big.wasm.load;
    line(
      `| 10k bundle load < ${TARGET_LOAD_MS} ms (wasm, median of ${LOAD_RUNS}) | ${fmtMs(wl.median_ms)} ms (min ${fmtMs(wl.min_ms)} ms; native ${fmtMs(big.native.load.median_ms)} ms) | ${ok(wl.median_ms < TARGET_LOAD_MS)} |`,
    );
    line(
      `| 10k bundle wasm memory < 64 MiB after load | ${fmtMiB(wl.wasm_memory_after_load_bytes)} (${fmtInt(wl.wasm_memory_after_load_bytes)} bytes) | ${ok(wl.wasm_memory_after_load_bytes < TARGET_WASM_MEMORY)} |`,
    );
    const ratios = big.wasm.queries.map((q) => ratioOf(q, big.native.queries)).filter((r) => r !== null);
    const worst = Math.max(...ratios);
    const within = ratios.filter((r) => r <= TARGET_WASM_RATIO).length;
    const minRatios = big.wasm.queries
      .map((q) => {
        const nq = big.native.queries.find((n) => n.name === q.name);
        return nq && !nq.error && !q.error ? q.min_ms / nq.min_ms : null;
      })
      .filter((r) => r !== null);
    line(
      `| wasm query latency within ${TARGET_WASM_RATIO}× native (median) | ${within}/${ratios.length} queries; worst ${fmtRatioVs(worst, TARGET_WASM_RATIO)}, geometric mean ${fmtRatio(geomean(ratios))} ` +
        `(ratios of minimum latencies, less sensitive to a busy machine: worst ${fmtRatio(Math.max(...minRatios))}, geometric mean ${fmtRatio(geomean(minRatios))}) | ${ok(within === ratios.length)} |`,
    );
  } else {
    line("| (10k results missing) | — | ❌ |");
  }
  line();

  line("## Bundle build");
  line();
  line(
    "`dualgraph build` (release), wall-clock time of the whole command (read catalog, build SKG, rules, encode, write).",
  );
  line();
  line(
    "| Catalog | Products | Spec rows | Build time | Bundle bytes | Bytes / product | Bytes / spec row | Triples | Terms | Stages (builder's own timings) |",
  );
  line("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const r of runs) {
    if (!r.build) continue;
    const b = r.build;
    line(
      `| ${r.name} | ${fmtInt(b.products)} | ${fmtInt(b.spec_rows)} | ${b.build_seconds.toFixed(2)} s | ${fmtInt(b.bundle_bytes)} (${fmtMiB(b.bundle_bytes)}) | ${fmtInt(b.bundle_bytes / b.products)} | ${fmtInt(b.bundle_bytes / b.spec_rows)} | ${fmtInt(r.native?.triples ?? b.triples)} | ${fmtInt(r.native?.terms)} | ${(b.stage_timings_ms ?? []).map(([stage, t]) => `${stage} ${(t / 1000).toFixed(2)} s`).join(" · ")} |`,
    );
  }
  line();

  line("## Load");
  line();
  line(
    `Load = bundle bytes already in memory → queryable store (checksums + structural validation). Median of ${LOAD_RUNS} loads.`,
  );
  line(
    "Native: `Store::from_bytes`. Wasm: `Engine.load(Uint8Array)`, which also copies the bytes from JS into wasm memory.",
  );
  line(
    "Native memory: RSS delta (`/proc/self/statm`) from before reading the file to after the first load. Wasm memory: size of the",
  );
  line(
    "linear memory after one load (`wasmMemoryBytes()`); the JS side additionally holds the file's bytes (a Node `Buffer`) until",
  );
  line(
    "the caller drops them. Wasm loads are not preceded by a warm-up: each runs `Store::from_bytes` once, so on small bundles",
  );
  line(
    "most of it executes in V8's baseline (Liftoff) code before the validation loops are tiered up to TurboFan (V8 has no",
  );
  line("on-stack replacement for wasm); `node --no-liftoff` shows the optimized-code time.");
  line();
  line(
    "| Bundle | Native load median (min) | Wasm load median (min) | Wasm / native median (min) | Wasm first load (cold) | Native RSS Δ | Wasm memory after load (Δ) | JS copy | Target (10k: < 300 ms, < 64 MiB) |",
  );
  line("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const r of runs) {
    if (!r.native || !r.wasm) continue;
    const n = r.native.load;
    const w = r.wasm.load;
    const target =
      r.name === "synth10k"
        ? `load ${ok(w.median_ms < TARGET_LOAD_MS)} memory ${ok(w.wasm_memory_after_load_bytes < TARGET_WASM_MEMORY)}`
        : "—";
    line(
      `| ${r.name} | ${fmtMs(n.median_ms)} (${fmtMs(n.min_ms)}) ms | ${fmtMs(w.median_ms)} (${fmtMs(w.min_ms)}) ms | ${fmtRatio(w.median_ms / n.median_ms)} (${fmtRatio(w.min_ms / n.min_ms)}) | ${fmtMs(w.first_load_ms)} ms | ${fmtMiB(n.rss_delta_bytes)} | ${fmtMiB(w.wasm_memory_after_load_bytes)} (+${fmtMiB(w.wasm_memory_delta_bytes)}) | ${fmtMiB(w.js_bundle_copy_bytes)} | ${target} |`,
    );
  }
  line();
  line("Where native load time goes (medians; the rest is the bit-packed index checks):");
  line();
  line("| Bundle | Load | Checksums + section table | Dictionary validation | Index checks (rest) |");
  line("| --- | ---: | ---: | ---: | ---: |");
  for (const r of runs) {
    if (!r.native) continue;
    const n = r.native.load;
    const b = n.breakdown_median_ms;
    line(
      `| ${r.name} | ${fmtMs(n.median_ms)} ms | ${fmtMs(b.checksums_and_sections)} ms | ${fmtMs(b.dictionary_validation)} ms | ${fmtMs(Math.max(0, n.median_ms - b.checksums_and_sections - b.dictionary_validation))} ms |`,
    );
  }
  line();
  line("### Baseline: oxigraph in-memory `Store` (native)");
  line();
  line(
    "Every triple of the bundle decoded to oxigraph terms (not timed), then bulk-loaded into `oxigraph::store::Store::new()` (timed:",
  );
  line(
    "building the `Quad` values from the decoded terms + `bulk_loader().load_quads()` + `commit()`), in a separate process so its",
  );
  line("RSS delta is measured on a fresh heap.");
  line();
  line("| Bundle | Our load | oxigraph load | Ours / oxigraph | Our RSS Δ | oxigraph RSS Δ | Ours / oxigraph |");
  line("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of runs) {
    const b = r.native?.baseline;
    if (!b) continue;
    const n = r.native.load;
    line(
      `| ${r.name} | ${fmtMs(n.median_ms)} ms | ${fmtMs(b.load.ms)} ms | ${fmtRatio(n.median_ms / b.load.ms)} | ${fmtMiB(n.rss_delta_bytes)} | ${fmtMiB(b.load.rss_delta_bytes)} | ${fmtRatio(n.rss_delta_bytes / b.load.rss_delta_bytes)} |`,
    );
  }
  line();

  line("## Query latency");
  line();
  const settings = runs.find((r) => r.native)?.native?.query_settings;
  line(
    `Median and p95 in milliseconds, after one warm-up run, over at least ${settings?.min_runs ?? 20} runs and at least ${settings?.min_seconds ?? 1} s per query. ` +
      "Each run is the whole public call: parse (bundle prefixes predeclared) + guard + evaluate + every row converted to SPARQL-JSON terms " +
      "(native: `dualgraph::sparql::run`; wasm: `Engine.query`, which also builds the JS result objects; oxigraph: same parse, " +
      "evaluator and term conversion over its in-memory `Store`). Queries: `examples/bench/queries.json`. " +
      "Wasm is measured after a round-robin warm-up of every query (≥ 2 rounds, ≥ 1 s) so V8 has tiered the hot code up to " +
      'TurboFan; "Wasm first run (cold)" is each query\'s time in the first round, right after instantiation and load. ' +
      `Target: wasm within ${TARGET_WASM_RATIO}× native.`,
  );
  for (const r of runs) {
    if (!r.native || !r.wasm) continue;
    line();
    line(`### ${r.name} (${fmtInt(r.native.triples)} triples)`);
    line();
    line(
      `Load average when measured (1 min): native ${la(r.native)}, oxigraph ${la(r.native.baseline)}, wasm ${la(r.wasm)}.`,
    );
    line();
    line(
      "| Query | Rows | Native median (p95) | Wasm median (p95) | Wasm / native | Wasm / native (min) | oxigraph median (p95) | Ours / oxigraph | Native first run | Wasm first run (cold) |",
    );
    line("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const nq of r.native.queries) {
      const wq = r.wasm.queries.find((q) => q.name === nq.name);
      const oq = r.native.baseline?.queries.find((q) => q.name === nq.name);
      const rows = nq.rows === null || nq.rows === undefined ? `ASK ${nq.boolean}` : fmtInt(nq.rows);
      const cell = (q) => (q && !q.error ? `${fmtMs(q.median_ms)} (${fmtMs(q.p95_ms)})` : q?.error ? "error" : "—");
      const wr = wq && !wq.error ? wq.median_ms / nq.median_ms : null;
      const or = oq && !oq.error ? nq.median_ms / oq.median_ms : null;
      line(
        `| ${nq.name} | ${rows} | ${cell(nq)} | ${cell(wq)} | ${fmtRatioVs(wr, TARGET_WASM_RATIO)} ${wr === null ? "" : ok(wr <= TARGET_WASM_RATIO)} | ${fmtRatio(wq && !wq.error ? wq.min_ms / nq.min_ms : null)} | ${cell(oq)} | ${fmtRatio(or)} | ${fmtMs(nq.first_ms)} | ${fmtMs(wq?.cold_ms)} |`,
      );
      for (const [who, q] of [
        ["native", nq],
        ["wasm", wq],
        ["oxigraph", oq],
      ]) {
        if (q?.error) warnings.push(`${r.name} / ${nq.name}: ${who} failed: ${q.error}`);
      }
      if (wq && !wq.error && (wq.rows ?? null) !== (nq.rows ?? null))
        warnings.push(`${r.name} / ${nq.name}: wasm returned ${wq.rows} rows, native ${nq.rows}`);
      if (wq && !wq.error && wq.boolean !== nq.boolean)
        warnings.push(`${r.name} / ${nq.name}: wasm ASK ${wq.boolean}, native ${nq.boolean}`);
    }
    const ratios = r.wasm.queries.map((q) => ratioOf(q, r.native.queries)).filter((x) => x !== null);
    const oxRatios = r.native.queries
      .map((q) => {
        const oq = r.native.baseline?.queries.find((o) => o.name === q.name);
        return oq && !oq.error && !q.error ? q.median_ms / oq.median_ms : null;
      })
      .filter((x) => x !== null);
    line();
    line(
      `Geometric mean: wasm / native ${fmtRatio(geomean(ratios))}; ours / oxigraph ${fmtRatio(geomean(oxRatios))} (below 1× = we are faster).`,
    );
    for (const mm of r.native.baseline?.row_count_mismatches ?? [])
      warnings.push(`${r.name}: ROW COUNT MISMATCH vs oxigraph: ${mm.message}`);
  }
  line();

  line("## Row-count check");
  line();
  if (warnings.length === 0) {
    line(
      "Native, wasm and the oxigraph baseline return the same row counts (and ASK answers) on every query of both bundles.",
    );
  } else {
    line("**⚠ Problems:**");
    line();
    for (const w of warnings) line(`- ⚠ ${w}`);
  }
  line();

  line("## Commands");
  line();
  line("Run by `scripts/bench` from the repository root:");
  line();
  line("```sh");
  line(commands);
  line("```");
  line();
  // Keep the sections other scripts own (anything not generated here), after ours.
  const ours = new Set(["Machine", "Targets", "Bundle build", "Load", "Query latency", "Row-count check", "Commands"]);
  if (existsSync(outFile)) {
    const sections = readFileSync(outFile, "utf8")
      .split(/^(?=## )/m)
      .slice(1);
    for (const section of sections) {
      const heading = section.match(/^## (.*)$/m)?.[1].trim();
      if (heading && !ours.has(heading)) out.push(section.trimEnd(), "");
    }
  }
  writeFileSync(outFile, out.join("\n"));
  console.error(`bench_wasm: wrote ${outFile}`);
  if (warnings.length) {
    for (const w of warnings) console.error(`!!! ${w}`);
  }
}

const la = (report) => (report?.load_average_at_start ? Number(report.load_average_at_start[0]).toFixed(2) : "?");

function ratioOf(wq, nativeQueries) {
  const nq = nativeQueries.find((q) => q.name === wq.name);
  if (!nq || nq.error || wq.error || !nq.median_ms) return null;
  return wq.median_ms / nq.median_ms;
}

function geomean(xs) {
  if (xs.length === 0) return null;
  return Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
}

const argv = process.argv.slice(2);
if (argv[0] === "report") report(argv.slice(1));
else await bench(argv);

#!/usr/bin/env node
// Beyond one bundle (issue #19): a synthetic catalog of N products (default 100,000, ≈ 40M
// triples) generated (`dualgraph synth`), built (time, peak RSS), exported as N-Triples
// (`dualgraph export --skg-only`), loaded into the Oxigraph server (`oxigraph load`: time, disk),
// compacted (`oxigraph optimize`) and served read-only on loopback; then the compiled questions of
// examples/bench/endpoint_questions.json answered through that server from the CLI
// (`dualgraph ask --strategy compiler --sparql-endpoint … --json`, a thin `--no-skg` bundle) and
// from the Worker in workerd (Miniflare, SPARQL_ENDPOINT_URL, the thin bundle), next to the
// bundle path on the 10k catalog (CLI without endpoint, Worker with the full bundle), all in the
// same run, round-robin over the paths. The 10k catalog is also served by Oxigraph: for every
// question its endpoint answer must equal its bundle answer, from the CLI and from the Worker,
// or the script fails.
//
//   node scripts/bench_endpoint_scale.mjs [--products N] [--runs R] [--small S]
//   (run by `scripts/bench_endpoint --products N`; defaults 100000, 20, 10000); --prepare-only
//   stops after the catalogs, bundles and databases (two runs may prepare two sizes at once);
//   --report rewrites the section from .bench/results/endpoint-scale.json without measuring
//
// Needs target/release/dualgraph (DUALGRAPH_CLI overrides), pkg/ (wasm-pack) and target/oxigraph-venv (scripts/setup).
// Everything it makes goes to .bench/scale/ (bundles, Oxigraph databases, steps.json with each
// step's measurements); a step whose output is there is not redone (delete .bench/scale/ to
// measure again). Writes .bench/results/endpoint-scale.json and .bench/endpoint-scale.md and
// splices the "## Beyond one bundle: Oxigraph server at 100k" section into BENCHMARKS.md.
import { execFile, execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus, totalmem } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { ROOT, comparableAnswer, parseSse, postJson, startMiniflare, startOxigraph } from "../tests/support/worker.mjs";
import { loadavg, ms, summarize, workerdVersion } from "./bench_lib.mjs";

const TITLE = "Beyond one bundle: Oxigraph server at 100k";
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!Number.isSafeInteger(v) || v < 1) fail(`${name} needs a positive integer, got ${args[i + 1]}`);
  return v;
};
const PRODUCTS = flag("--products", 100_000);
const RUNS = flag("--runs", 20);
const SMALL = flag("--small", 10_000); // the catalog of the bundle path (a smaller one tries the script quickly)
const DG = process.env.DUALGRAPH_CLI ?? join(ROOT, "target/release/dualgraph");
const OXIGRAPH = process.env.DUALGRAPH_OXIGRAPH ?? join(ROOT, "target/oxigraph-venv/bin/oxigraph");
const DIR = join(ROOT, ".bench/scale");
const STEPS = join(DIR, "steps.json");
const TIMEOUT_MS = 120_000; // per endpoint request, CLI and Worker (the Worker's largest allowed)
const MIB = 1024 * 1024;
const PREPARE_ONLY = args.includes("--prepare-only");
for (const [file, hint] of [
  [DG, "cargo build --release -p dualgraph-cli"],
  [OXIGRAPH, "scripts/setup (pip install oxigraph into target/oxigraph-venv)"],
  ...(PREPARE_ONLY
    ? []
    : [[join(ROOT, "pkg/dualgraph_bg.wasm"), "wasm-pack build crate/wasm --release --target web --out-dir ../../pkg"]]),
]) {
  if (!existsSync(file)) fail(`${file} is missing: ${hint}`);
}
const QUESTIONS = JSON.parse(readFileSync(join(ROOT, "examples/bench/endpoint_questions.json"), "utf8")).questions;

if (args.includes("--report")) {
  // Rewrites the section from the last run's results, without measuring anything.
  writeSection(JSON.parse(readFileSync(join(ROOT, ".bench/results/endpoint-scale.json"), "utf8")));
  process.exit(0);
}
mkdirSync(DIR, { recursive: true });
const startedAt = new Date().toISOString();
const loadStart = loadavg();

// 1. The two catalogs: generated, built full and thin, exported and loaded into Oxigraph.
const small = await prepareCatalog(SMALL);
const big = PRODUCTS === SMALL ? small : await prepareCatalog(PRODUCTS);
if (PREPARE_ONLY) process.exit(0);

// 2. Servers, Workers and the questions: one untimed answer per path (compared), then RUNS timed
// rounds over the paths. Errors are thrown so that the servers and Workers are always stopped.
const servers = [];
const workers = [];
let paths;
let mismatches = 0;
try {
  paths = await startPaths();
  for (const [qi, { question }] of QUESTIONS.entries()) {
    console.error(`==> [${qi + 1}/${QUESTIONS.length}] ${question}`);
    for (const p of paths) {
      const t = performance.now();
      // The bundle gives each query 10 s of local evaluation (QueryLimits), the endpoint
      // TIMEOUT_MS of the server's time; on a busy machine a query may miss its budget now and
      // then: a path's first answer is retried twice before it counts as failed.
      let a = await p.ask(question);
      for (let retry = 0; retry < 2 && a.errors.length; retry++) a = await p.ask(question);
      p.answers[qi] = a;
      if (a.route !== "compiler")
        throw new Error(`${p.label}: route ${a.route} for "${question}" (expected the compiler)`);
      if (a.errors.length && p.catalog === small) throw new Error(`${p.label}: "${question}": ${a.errors.join("; ")}`);
      const what = a.errors.length ? `FAILED: ${a.errors.join("; ")}` : `${a.productCount} products`;
      console.error(`    ${p.label}: ${what}, first answer ${ms(performance.now() - t)} ms`);
    }
    for (const client of ["CLI", "Worker"]) {
      const [bundle, endpoint] = paths.filter((p) => p.client === client && p.catalog === small);
      const [x, y] = [bundle, endpoint].map((p) => JSON.stringify(comparableAnswer(p.answers[qi])));
      if (x !== y) {
        console.error(`    MISMATCH (${client}, ${small.name}): the endpoint's answer differs from the bundle's`);
        mismatches++;
      }
    }
    const answered = paths.filter((p) => p.catalog === big && !p.answers[qi].errors.length);
    const counts = new Set(answered.map((p) => p.answers[qi].productCount));
    if (counts.size > 1)
      throw new Error(`${big.name}: the CLI and the Worker count different products: ${[...counts]}`);
    // Timed runs: an answer with errors (its budget missed) counts with its time and as failed;
    // an answer with another count than the first answer's stops the run.
    for (const p of paths) {
      p.times[qi] = [];
      p.failed[qi] = 0;
    }
    for (let run = 0; run < RUNS; run++) {
      for (const p of paths) {
        const t = performance.now();
        const a = await p.ask(question);
        p.times[qi].push(performance.now() - t);
        if (a.errors.length) p.failed[qi]++;
        else if (!p.answers[qi].errors.length && a.productCount !== p.answers[qi].productCount)
          throw new Error(
            `${p.label}: run ${run + 1} of "${question}" counts ${a.productCount}, the first answer ${p.answers[qi].productCount}`,
          );
      }
    }
    console.error(`    p50 ms: ${paths.map((p) => `${p.label} ${ms(summarize(p.times[qi]).p50)}`).join(" · ")}`);
  }
} catch (e) {
  await stopAll();
  fail(e.message);
}
await stopAll();
if (mismatches) fail(`${mismatches} endpoint answer(s) on ${small.name} differ from the bundle's (see above)`);

// 3. The report.
const results = {
  startedAt,
  loadavg: { start: loadStart, end: loadavg() },
  products: PRODUCTS,
  runs: RUNS,
  catalogs: [small, big].filter((c, i, all) => all.indexOf(c) === i),
  questions: QUESTIONS.map((q, qi) => ({
    ...q,
    paths: paths.map((p) => ({
      label: p.label,
      products: p.answers[qi].errors.length ? null : p.answers[qi].productCount,
      failed: p.failed[qi],
      ...summarize(p.times[qi]),
    })),
  })),
  overall: paths.map((p) => ({
    label: p.label,
    failed: p.failed.reduce((x, y) => x + y, 0),
    ...summarize(p.times.flat()),
  })),
};
mkdirSync(join(ROOT, ".bench/results"), { recursive: true });
writeFileSync(join(ROOT, ".bench/results/endpoint-scale.json"), `${JSON.stringify(results, null, 2)}\n`);
writeSection(results);
process.exit(0); // the Oxigraph children are gone; Miniflare's sockets may keep the loop alive

/** Oxigraph on each catalog's database; the six paths (client × store × catalog) ready to ask. */
async function startPaths() {
  console.error("==> Oxigraph servers and Workers");
  const catalogs = big === small ? [small] : [small, big];
  const urls = [];
  for (const c of catalogs) {
    const s = await startOxigraph(OXIGRAPH, c.db);
    servers.push(s);
    urls.push(s.url);
  }
  const paths = [{ client: "CLI", catalog: small, store: "bundle", ask: cliAsk(small.full.file) }];
  for (const [i, c] of catalogs.entries())
    paths.push({ client: "CLI", catalog: c, store: "endpoint", ask: cliAsk(c.thin.file, urls[i]) });
  paths.push({
    client: "Worker",
    catalog: small,
    store: "bundle",
    ask: await workerAsk(`scale-${small.name}`, small.full.file),
  });
  for (const [i, c] of catalogs.entries()) {
    const ask = await workerAsk(`scale-${c.name}-thin`, c.thin.file, urls[i]);
    paths.push({ client: "Worker", catalog: c, store: "endpoint", ask });
  }
  return paths.map((p) => ({
    ...p,
    label: `${p.client} ${p.store} ${p.catalog.name}`,
    times: [],
    failed: [],
    answers: [],
  }));
}

/** `synth10k`, `synth100k`, `synth12345`. */
function nameOf(n) {
  return n % 1000 === 0 ? `synth${n / 1000}k` : `synth${n}`;
}

/**
 * The catalog of n products with its full and thin bundles and its Oxigraph database, each made
 * (and measured) unless an earlier run left it in .bench/scale/. The thin build runs while the
 * full bundle is exported and loaded (they do not depend on each other; on 2 cores this keeps a
 * 100k run within the hour, and each keeps its own wall time and peak RSS).
 */
async function prepareCatalog(n) {
  const name = nameOf(n);
  const catalog = join(DIR, `${name}.jsonl`);
  const synth = await step(`synth ${name}`, [catalog], async () => {
    const m = await measured(DG, ["synth", "--products", n, "--spec-rows", 40, "--seed", 1, "-o", catalog]);
    return { ...m, bytes: statSync(catalog).size };
  });
  const build = async (thin) => {
    const file = join(DIR, `${name}${thin ? "-thin" : ""}.dgb`);
    const reportFile = file.replace(/\.dgb$/, ".build.json");
    const m = await step(`build ${basename(file)}`, [file], async () => {
      const argv = ["build", catalog, "-o", file, "--json", ...(thin ? ["--no-skg"] : [])];
      const { seconds, rssBytes, stdout } = await measured(DG, argv, reportFile);
      const r = JSON.parse(stdout);
      return {
        seconds,
        rssBytes,
        bytes: statSync(file).size,
        products: r.skg.products,
        specRows: r.skg.spec_rows,
        triples: r.rules.triples_after,
        stagesMs: r.timings_ms,
      };
    });
    return { file, ...m };
  };
  const full = await build(false);
  const db = join(DIR, `${name}.oxigraph`);
  const load = step(`export and oxigraph load ${name}`, [db], async () => {
    const nt = join(DIR, `${name}.nt`);
    const exp = await measured(DG, ["export", full.file, "--format", "nt", "--skg-only", "-o", nt]);
    const ntBytes = statSync(nt).size;
    const triples = countLines(nt);
    rmSync(db, { recursive: true, force: true });
    const load = await measured(OXIGRAPH, ["load", "--location", db, "--file", nt]);
    rmSync(nt); // the database holds it now; the export is the largest file of all
    const dbBytes = Number(execFileSync("du", ["-s", "--block-size=1", db], { encoding: "utf8" }).split("\t")[0]);
    return { export: { ...exp, bytes: ntBytes, triples }, load: { ...load, dbBytes } };
  }).then(async (server) => {
    // A bulk load leaves RocksDB's files as written; `oxigraph optimize` compacts them, which
    // made the 10k questions ~4× faster through the server (3.0 s → 0.7 s for one filter).
    const optimize = await step(`oxigraph optimize ${name}`, [db], async () => {
      const m = await measured(OXIGRAPH, ["optimize", "--location", db]);
      const dbBytes = Number(execFileSync("du", ["-s", "--block-size=1", db], { encoding: "utf8" }).split("\t")[0]);
      return { ...m, dbBytes };
    });
    return { ...server, optimize };
  });
  const [thin, server] = await Promise.all([build(true), load]);
  return { n, name, synth, full, thin, db, ...server };
}

/**
 * Runs `fn` unless steps.json has `key` and every output exists; records its result with the
 * date (re-reading steps.json first, so that two runs preparing different catalogs keep both).
 */
async function step(key, outputs, fn) {
  const done = existsSync(STEPS) ? JSON.parse(readFileSync(STEPS, "utf8"))[key] : undefined;
  if (done && outputs.every((f) => existsSync(f))) {
    console.error(`    ${key}: from an earlier run (${done.at})`);
    return done;
  }
  console.error(`==> ${key}`);
  const result = { ...(await fn()), at: new Date().toISOString() };
  const all = existsSync(STEPS) ? JSON.parse(readFileSync(STEPS, "utf8")) : {};
  all[key] = result;
  writeFileSync(STEPS, `${JSON.stringify(all, null, 2)}\n`);
  return result;
}

/**
 * Runs a command under GNU time: its wall seconds and peak RSS in bytes (and its stdout, kept
 * in `stdoutFile` when given, else discarded).
 */
async function measured(cmd, argv, stdoutFile) {
  const timeFile = join(DIR, `time-${randomUUID()}.txt`);
  console.error(`+ ${cmd} ${argv.join(" ")}`);
  const out = stdoutFile ? openSync(stdoutFile, "w") : "ignore";
  const t = performance.now();
  const child = spawn("/usr/bin/time", ["-f", "%M", "-o", timeFile, cmd, ...argv.map(String)], {
    stdio: ["ignore", out, "inherit"],
  });
  const code = await new Promise((resolve) => child.on("exit", (c, signal) => resolve(c ?? signal)));
  const seconds = (performance.now() - t) / 1000;
  if (typeof out === "number") closeSync(out);
  if (code !== 0) fail(`${basename(cmd)} ${argv[0]} exited with ${code}`);
  const rssKiB = Number(readFileSync(timeFile, "utf8").trim().split("\n").at(-1));
  rmSync(timeFile);
  return { seconds, rssBytes: rssKiB * 1024, stdout: stdoutFile ? readFileSync(stdoutFile, "utf8") : undefined };
}

/** Lines of a file (N-Triples: one triple a line), read in 16 MiB blocks. */
function countLines(file) {
  const fd = openSync(file, "r");
  const buf = Buffer.alloc(16 * MIB);
  let lines = 0;
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n <= 0) break;
    for (let i = buf.indexOf(10, 0); i >= 0 && i < n; i = buf.indexOf(10, i + 1)) lines++;
  }
  closeSync(fd);
  return lines;
}

/** `dualgraph ask --strategy compiler --json` on a bundle, through `endpoint` when given: the parsed result. */
function cliAsk(bundle, endpoint) {
  const run = promisify(execFile);
  const extra = endpoint ? ["--sparql-endpoint", endpoint, "--sparql-timeout-ms", String(TIMEOUT_MS)] : [];
  return async (question) => {
    const argv = ["ask", bundle, question, "--strategy", "compiler", "--json", "--no-answer", ...extra];
    return JSON.parse((await run(DG, argv, { maxBuffer: 256 * MIB })).stdout);
  };
}

/** The Worker in workerd with `bundle` (and SPARQL_ENDPOINT_URL when given): POST /api/ask → the `done` result. */
async function workerAsk(name, bundle, endpoint) {
  const vars = { LLM_BASE_URL: "" };
  if (endpoint) Object.assign(vars, { SPARQL_ENDPOINT_URL: endpoint, SPARQL_ENDPOINT_TIMEOUT_MS: String(TIMEOUT_MS) });
  const w = await startMiniflare(name, { bundle, vars });
  workers.push(w);
  const health = await (await fetch(`${w.url}/api/health`)).json();
  if (health.status !== "ok") throw new Error(`${name}: health ${JSON.stringify(health)}`);
  return async (question) => {
    const res = await postJson(`${w.url}/api/ask`, { question, strategy: "compiler", llm: false });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}: ${text.slice(0, 300)}`);
    const done = parseSse(text).find((e) => e.event === "done");
    if (!done?.data?.result) throw new Error(`${name}: no result in ${text.slice(0, 300)}`);
    return done.data.result;
  };
}

/** .bench/endpoint-scale.md from the results, spliced into BENCHMARKS.md. */
function writeSection(results) {
  writeFileSync(join(ROOT, ".bench/endpoint-scale.md"), report(results));
  execFileSync(join(ROOT, "scripts/splice-section"), [TITLE, join(ROOT, ".bench/endpoint-scale.md")], {
    stdio: "inherit",
  });
  console.error(`==> BENCHMARKS.md: "## ${TITLE}" section updated from .bench/endpoint-scale.md`);
}

function report(r) {
  const s = (x) => `${x.toFixed(1)} s`;
  const mib = (n) => `${(n / MIB).toFixed(0)} MiB`;
  const gib = (n) => `${(n / 2 ** 30).toFixed(2)} GiB`;
  const size = (n) => (n >= 2 ** 30 ? gib(n) : mib(n));
  const int = (n) => n.toLocaleString("en");
  const [smallC, bigC] = [r.catalogs[0], r.catalogs.at(-1)];
  const command =
    `scripts/bench_endpoint --products ${r.products}` +
    (r.runs === 20 ? "" : ` --runs ${r.runs}`) +
    (smallC.n === 10_000 ? "" : ` --small ${smallC.n}`);
  const lines = [`## ${TITLE}`, ""];
  lines.push(
    "The symbolic store on your own server at a scale no single bundle serves (issue #19): `scripts/bench_endpoint --products N` " +
      "generates a synthetic catalog of N products (`dualgraph synth --products N --spec-rows 40 --seed 1`), builds it, exports it " +
      `(\`dualgraph export --format nt --skg-only\`), loads it with \`oxigraph load\` (PyPI oxigraph ${oxigraphVersion()}), compacts it with ` +
      "`oxigraph optimize` and serves it with " +
      `\`oxigraph serve-read-only\` on loopback; then the ${r.questions.length} compiled questions of \`examples/bench/endpoint_questions.json\` ` +
      "(filter, superlative, count) are answered through the server from the CLI (`dualgraph ask --strategy compiler --sparql-endpoint URL --json`, " +
      `a thin \`--no-skg\` bundle for the lexicon) and from the Worker in workerd (Miniflare, workerd ${workerdVersion()}, \`SPARQL_ENDPOINT_URL\`, ` +
      `the thin bundle in its assets), next to the bundle path on the ${int(smallC.n)}-product catalog (the CLI and the Worker with the full bundle), ` +
      `whose own Oxigraph server checks the answers. This run: N = ${int(bigC.n)}` +
      (bigC === smallC ? ` (the ${int(smallC.n)}-product catalog itself: no larger catalog in this run).` : ".") +
      ` Release CLI, ${cpus().length} cores (${cpus()[0]?.model?.trim() ?? "?"}) shared with other work, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; ` +
      `load average ${r.loadavg.start} at the start, ${r.loadavg.end} at the end. Command: \`${command}\`, ${r.startedAt}.`,
    "",
  );
  lines.push("### Build, export, load", "");
  lines.push(
    "Wall time and peak RSS (GNU time) of each command; the database size is `du` of the Oxigraph directory. " +
      "Steps done by an earlier run of the script (their outputs kept in `.bench/scale/`) show that run's date.",
    "",
  );
  lines.push(
    "| Catalog | Products | Spec rows | Triples (SKG) | Build full: time, peak RSS, bundle | Build thin (`--no-skg`) | Export N-Triples: time, size, triples | `oxigraph load`: time, peak RSS | Database on disk | `oxigraph optimize`: time, peak RSS, disk after | Measured |",
    "| --- | ---: | ---: | ---: | --- | --- | --- | --- | ---: | --- | --- |",
  );
  for (const c of r.catalogs) {
    lines.push(
      `| ${c.name} | ${int(c.full.products)} | ${int(c.full.specRows)} | ${int(c.full.triples)} | ${s(c.full.seconds)}, ${size(c.full.rssBytes)}, ${size(c.full.bytes)} | ` +
        `${s(c.thin.seconds)}, ${size(c.thin.rssBytes)}, ${size(c.thin.bytes)} | ${s(c.export.seconds)}, ${size(c.export.bytes)}, ${int(c.export.triples)} | ` +
        `${s(c.load.seconds)}, ${size(c.load.rssBytes)} | ${size(c.load.dbBytes)} | ` +
        `${c.optimize ? `${s(c.optimize.seconds)}, ${size(c.optimize.rssBytes)}, ${size(c.optimize.dbBytes)}` : "—"} | ` +
        `${[c.full.at, c.at, c.optimize?.at]
          .filter(Boolean)
          .map((d) => d.slice(0, 16).replace("T", " "))
          .join(" / ")} |`,
    );
  }
  lines.push("");
  if (r.catalogs.length === 2) {
    // Peak RSS of the full build against the catalog size: a straight line through the two builds.
    const perProduct = (bigC.full.rssBytes - smallC.full.rssBytes) / (bigC.n - smallC.n);
    const at100k = bigC.full.rssBytes + perProduct * (100_000 - bigC.n);
    lines.push(
      `The build's peak RSS grows with the catalog: ${size(smallC.full.rssBytes)} at ${int(smallC.n)} products, ${size(bigC.full.rssBytes)} at ${int(bigC.n)}, ` +
        `${size(perProduct * 1000)} more per 1,000 products; a straight line gives ≈ ${size(at100k)} at 100,000.` +
        (bigC.n < 100_000
          ? ` That is more than this machine's ${(totalmem() / 2 ** 30).toFixed(1)} GiB (shared with other work), so the 100k catalog was not built here: ` +
            `${int(bigC.n)} is the largest size that builds within ~12 GB. \`scripts/bench_endpoint --products 100000\` measures 100k on a machine with the memory.`
          : ""),
      "",
    );
  }
  lines.push("### Latency", "");
  lines.push(
    `Per question: one untimed answer per path (compared below), then ${r.runs} rounds, each asking every path once in turn, so a busy ` +
      "moment of the machine falls on all of them. Client-side wall time in ms: for the CLI the whole command (process start, bundle load, " +
      "compile, queries, JSON out); for the Worker one `POST /api/ask` (offline, SSE) over loopback to a warm isolate. p50 (p95) per question; " +
      "the count column is the number of products each catalog answers. A query has 10 s of local evaluation on the bundle (`QueryLimits`) " +
      `and ${TIMEOUT_MS / 1000} s of the server's time through the endpoint (\`--sparql-timeout-ms\`, \`SPARQL_ENDPOINT_TIMEOUT_MS\`); a run whose ` +
      "query missed it returns an error instead of products: it is timed like the others and counted as failed (✗).",
    "",
  );
  const order = r.overall.map((o) => o.label);
  lines.push(
    `| Kind | Question | Products ${smallC.name} / ${bigC.name} | ${order.join(" | ")} |`,
    `| --- | --- | ---: | ${order.map(() => "---:").join(" | ")} |`,
  );
  for (const q of r.questions) {
    const count = (name) => {
      const known = q.paths.filter((p) => p.label.endsWith(name) && p.products != null);
      return known.length ? int(known[0].products) : "✗";
    };
    const cell = (p) => `${ms(p.p50)} (${ms(p.p95)})${p.failed ? ` ${p.failed}✗` : ""}`;
    lines.push(
      `| ${q.kind} | ${q.question} | ${count(smallC.name)} / ${count(bigC.name)} | ${q.paths.map(cell).join(" | ")} |`,
    );
  }
  lines.push("");
  lines.push(`All ${r.questions.length} questions × ${r.runs} runs per path:`, "");
  lines.push(
    "| Path | Runs | Failed (budget missed) | p50 ms | p95 ms | p50 / bundle p50 | p95 / bundle p95 |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  );
  for (const o of r.overall) {
    const base = r.overall.find((b) => b.label === `${o.label.split(" ")[0]} bundle ${smallC.name}`);
    lines.push(
      `| ${o.label} | ${o.runs} | ${o.failed} | ${ms(o.p50)} | ${ms(o.p95)} | ${(o.p50 / base.p50).toFixed(2)}× | ${(o.p95 / base.p95).toFixed(2)}× |`,
    );
  }
  lines.push("");
  lines.push(
    `**Answers checked:** on ${smallC.name}, every question's endpoint answer equals its bundle answer (route, products with their ` +
      "values, count, tables, compiler answer, errors), from the CLI and from the Worker — the script fails otherwise (a first answer " +
      "that misses the budget is asked again, twice at most, before it fails the run); every timed run that answers returns the same " +
      `count as the first answer, and on ${bigC.name} the CLI and the Worker count the same products.`,
    "",
  );
  return `${lines.join("\n")}\n`;
}

function oxigraphVersion() {
  return execFileSync(OXIGRAPH, ["--version"], { encoding: "utf8" }).trim().split(/\s+/).at(-1);
}

async function stopAll() {
  for (const w of workers) await w.stop();
  for (const s of servers) s.child.kill();
}

function fail(message) {
  console.error(`bench_endpoint_scale: ${message}`);
  process.exit(1);
}

// Endpoint query shapes (issue #19; BENCHMARKS.md, "Beyond one bundle" → "### Endpoint query
// shapes"): the compiled questions of examples/bench/endpoint_questions.json answered through a
// SPARQL server by two builds of the CLI — before and after a change to the queries the endpoint
// path sends — and by the bundle itself, in one run. Each question: one untimed answer per path,
// checked equal (products with their values, count, compiler answer), then RUNS rounds asking
// every path once in turn (before/after order swapped each round). Whole-command wall time
// (process start, bundle load, compile, queries, JSON out); medians.
//   node scripts/bench_endpoint_shapes.mjs --before OLD_CLI --after NEW_CLI --bundle B.dgb \
//     --endpoint http://127.0.0.1:7878/query [--runs 5] [--oxigraph BIN] [--write]
// (--oxigraph: the server's binary, for its version in the header; default
// target/oxigraph-venv/bin/oxigraph.)
// --write replaces (or adds) the "### Endpoint query shapes" block of BENCHMARKS.md's
// "## Beyond one bundle" section with the table; the text around the table is kept from
// .bench/endpoint-shapes-notes.md when that file exists.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const before = flag("--before");
const after = flag("--after");
const bundle = flag("--bundle");
const endpoint = flag("--endpoint");
const runs = Number(flag("--runs", "5"));
if (!before || !after || !bundle || !endpoint || !(runs > 0)) {
  console.error(
    "usage: bench_endpoint_shapes.mjs --before OLD_CLI --after NEW_CLI --bundle B.dgb --endpoint URL [--runs N] [--write]",
  );
  process.exit(2);
}
for (const [what, path] of [
  ["--before", before],
  ["--after", after],
  ["--bundle", bundle],
]) {
  if (!existsSync(path)) {
    console.error(`${what}: no file at ${path}`);
    process.exit(2);
  }
}

const questions = JSON.parse(readFileSync("examples/bench/endpoint_questions.json", "utf8")).questions;
const paths = [
  { key: "bundle", cli: after, endpoint: false },
  { key: "before", cli: before, endpoint: true },
  { key: "after", cli: after, endpoint: true },
];

function ask(path, question) {
  const argv = [bundle, question, "--strategy", "compiler", "--json", "--no-answer"];
  if (path.endpoint) argv.push("--sparql-endpoint", endpoint);
  const t = process.hrtime.bigint();
  const r = spawnSync(path.cli, ["ask", ...argv], { encoding: "utf8", maxBuffer: 256 << 20 });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`${path.key}: ${question}: exit ${r.status}: ${r.stderr.slice(0, 500)}`);
  return { ms, out: JSON.parse(r.stdout) };
}

// What must not change: the products (with their values), the count, the compiler's answer, errors.
const answerOf = (out) =>
  JSON.stringify({
    route: out.route,
    count: out.productCount,
    products: out.products.map((p) => [p.iri, p.price, p.values]),
    compiler: out.compilerAnswer,
    errors: out.errors,
  });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

const loadStart = loadavg()
  .map((x) => x.toFixed(2))
  .join(" ");
const rows = [];
for (const q of questions) {
  const first = Object.fromEntries(paths.map((p) => [p.key, ask(p, q.question).out]));
  const want = answerOf(first.bundle);
  for (const p of paths.slice(1)) {
    if (answerOf(first[p.key]) !== want) {
      throw new Error(`${p.key}: "${q.question}" answers differently from the bundle`);
    }
  }
  if (first.bundle.errors.length) throw new Error(`"${q.question}": ${JSON.stringify(first.bundle.errors)}`);
  rows.push({ ...q, count: first.bundle.productCount, times: { bundle: [], before: [], after: [] } });
}
for (let round = 0; round < runs; round++) {
  for (const row of rows) {
    const order = round % 2 ? [paths[0], paths[2], paths[1]] : paths;
    for (const p of order) {
      const { ms, out } = ask(p, row.question);
      if (out.productCount !== row.count) {
        throw new Error(`${p.key}: "${row.question}" counted ${out.productCount}, first ${row.count}`);
      }
      row.times[p.key].push(ms);
    }
  }
  console.error(`round ${round + 1}/${runs} done`);
}
const loadEnd = loadavg()
  .map((x) => x.toFixed(2))
  .join(" ");

const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const oxigraph = flag("--oxigraph", "target/oxigraph-venv/bin/oxigraph");
const oxVersion = existsSync(oxigraph)
  ? execFileSync(oxigraph, ["--version"], { encoding: "utf8" }).trim()
  : "oxigraph";
let table = "| Kind | Question | Products | CLI bundle | CLI endpoint before | CLI endpoint after | after / before |\n";
table += "| --- | --- | ---: | ---: | ---: | ---: | ---: |\n";
const ratios = [];
for (const r of rows) {
  const [b, o, n] = ["bundle", "before", "after"].map((k) => median(r.times[k]));
  ratios.push(n / o);
  table += `| ${r.kind} | ${r.question} | ${r.count} | ${fmt(b)} | ${fmt(o)} | ${fmt(n)} | ${(n / o).toFixed(2)}× |\n`;
}
const all = (k) => median(rows.flatMap((r) => r.times[k]));
const geo = Math.exp(ratios.reduce((a, x) => a + Math.log(x), 0) / ratios.length);
table += `| all | ${rows.length} questions × ${runs} runs (median) | | ${fmt(all("bundle"))} | ${fmt(all("before"))} | ${fmt(all("after"))} | ${geo.toFixed(2)}× (geomean) |\n`;

const run =
  `Command: \`node scripts/bench_endpoint_shapes.mjs --before ${before} --after ${after} --bundle ${bundle} --endpoint URL --runs ${runs}\`, ` +
  `${new Date().toISOString()}, at \`${head}\`; ${oxVersion} \`serve-read-only\` on loopback; ${cpus().length} cores shared with other work, ` +
  `load average ${loadStart} at the start, ${loadEnd} at the end. Median wall ms of the whole command (${runs} runs a path; ` +
  "every path's answer checked equal to the bundle's: products with their values, count, compiler answer).";
console.log(`${run}\n\n${table}`);
if (args.includes("--write")) {
  mkdirSync(".bench", { recursive: true });
  const notesFile = ".bench/endpoint-shapes-notes.md";
  const notes = existsSync(notesFile) ? readFileSync(notesFile, "utf8").trim() : "";
  const block = `### Endpoint query shapes\n\n${run}\n\n${table}${notes ? `\n${notes}\n` : ""}`;
  writeFileSync(".bench/endpoint-shapes.md", block);
  const md = readFileSync("BENCHMARKS.md", "utf8").split("\n");
  const start = md.findIndex((l) => l.startsWith("## Beyond one bundle"));
  if (start < 0) throw new Error('BENCHMARKS.md has no "## Beyond one bundle" section');
  let end = md.findIndex((l, i) => i > start && l.startsWith("## "));
  if (end < 0) end = md.length;
  const at = md.findIndex((l, i) => i > start && i < end && l === "### Endpoint query shapes");
  let stop = end;
  if (at >= 0) {
    const next = md.findIndex((l, i) => i > at && (l.startsWith("### ") || l.startsWith("## ")));
    stop = next < 0 ? md.length : next;
  }
  const from = at >= 0 ? at : end;
  md.splice(from, stop - from, ...block.trimEnd().split("\n"), "");
  writeFileSync("BENCHMARKS.md", md.join("\n"));
  console.error('BENCHMARKS.md: "### Endpoint query shapes" written');
}

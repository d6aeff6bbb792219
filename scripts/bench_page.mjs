// Page benchmarks of the static demo site in headless Chromium (Debian's, via playwright-core):
//   - time to interactive: navigation start → the widget is ready to answer (engine + bundle loaded),
//     cold (empty cache) and warm (bundle from Cache Storage), plus DOMContentLoaded and load;
//   - question → first product card (offline), for a few questions, median of several runs;
//   - bytes: raw and gzip of wasm, JS, bundle, HTML/CSS.
// Prints the numbers and writes .bench/page.md. Usage: node scripts/bench_page.mjs [--runs N]
// Needs site/ (scripts/site; built here when missing or stale).
import { readFileSync, readdirSync, mkdirSync, writeFileSync } from "node:fs";
import { join, extname, relative } from "node:path";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { cpus } from "node:os";
import { serve } from "../www/serve.mjs";
import { ROOT, SITE, ensureSite, launch } from "../tests/browser/helpers.mjs";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const QUESTIONS = [
  "TVs with Dolby Atmos under £1,500",
  "Smartphones under £500 with 5G",
  "Fridges with an ice maker",
  "Cheapest laptop",
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (x) => (x < 10 ? x.toFixed(1) : Math.round(x).toString());

ensureSite();
const server = await serve({ root: SITE, port: 0 });
const browser = await launch();

async function loadOnce(context) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.addEventListener(
      "dg-ready",
      (e) => {
        window.__ready = {
          at: performance.now(),
          source: e.detail.source,
          hasCompiler: e.detail.hasCompiler,
          timings: e.detail.timings ?? {},
          workerMs: e.detail.ms,
        };
      },
      true,
    );
  });
  await page.goto(server.url);
  await page.waitForFunction(() => window.__ready, null, { timeout: 60_000 });
  const r = await page.evaluate(() => {
    const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType("navigation")[0]);
    return { ...window.__ready, dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
  });
  return { page, ...r };
}

// Time to interactive, cold and warm.
const cold = [];
const warm = [];
let hasCompiler = false;
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  const first = await loadOnce(context);
  if (first.source !== "network") throw new Error(`cold run came from ${first.source}`);
  cold.push(first);
  hasCompiler = first.hasCompiler;
  await first.page.close();
  const second = await loadOnce(context);
  if (second.source !== "cache") throw new Error(`warm run came from ${second.source}`);
  warm.push(second);
  await context.close();
}

// Question → first product card, on a ready page (first question per page is included).
const context = await browser.newContext();
const { page } = await loadOnce(context);
const perQuestion = {};
for (const q of QUESTIONS) perQuestion[q] = [];
for (let i = 0; i < RUNS; i++) {
  for (const q of QUESTIONS) {
    const ms = await page.evaluate(async (question) => {
      const el = document.querySelector("dualgraph-assistant");
      const root = el.shadowRoot;
      const before = root.querySelectorAll(".card").length;
      const t0 = performance.now();
      const seen = new Promise((resolve) => {
        const obs = new MutationObserver(() => {
          if (root.querySelectorAll(".card").length > before) {
            obs.disconnect();
            resolve(performance.now());
          }
        });
        obs.observe(root, { childList: true, subtree: true });
      });
      el.ask(question);
      const t1 = await Promise.race([seen, new Promise((r) => setTimeout(() => r(NaN), 10_000))]);
      return t1 - t0;
    }, q);
    perQuestion[q].push(ms);
  }
}
await context.close();
await browser.close();
await server.close();

// Bytes.
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}
const groups = { wasm: [], js: [], bundle: [], "html+css": [] };
for (const f of files(SITE)) {
  const ext = extname(f);
  if (f.endsWith(".d.ts") || f.endsWith("package.json")) continue;
  if (ext === ".wasm") groups.wasm.push(f);
  else if (ext === ".js") groups.js.push(f);
  else if (ext === ".dgb" || f.endsWith(".dgb.json")) groups.bundle.push(f);
  else if (ext === ".html" || ext === ".css") groups["html+css"].push(f);
}
const sizes = {};
for (const [g, list] of Object.entries(groups)) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const f of list) {
    const b = readFileSync(f);
    raw += b.length;
    gz += gzipSync(b, { level: 6 }).length;
    br += brotliCompressSync(b).length;
  }
  sizes[g] = { raw, gz, br, files: list.map((f) => relative(SITE, f)) };
}
const total = (k) => Object.values(sizes).reduce((a, s) => a + s[k], 0);
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;

const lines = [];
lines.push(`# Demo page in headless Chromium`);
lines.push("");
lines.push(
  `Measured by \`node scripts/bench_page.mjs\` (${RUNS} runs each; medians) on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), Chromium headless, site served from loopback by \`www/serve.mjs\` (no compression, no network throttling). Question compiler in the engine: ${hasCompiler ? "yes" : "no (keyword search)"}.`,
);
lines.push("");
lines.push("| page load | median | min | max |");
lines.push("|---|---:|---:|---:|");
const row = (label, xs) =>
  lines.push(`| ${label} | ${fmt(median(xs))} ms | ${fmt(Math.min(...xs))} ms | ${fmt(Math.max(...xs))} ms |`);
row(
  "DOMContentLoaded (cold)",
  cold.map((r) => r.dcl),
);
row(
  "load event (cold)",
  cold.map((r) => r.load),
);
row(
  "**time to interactive, cold** (bundle + wasm downloaded, verified, widget ready)",
  cold.map((r) => r.at),
);
row(
  "**time to interactive, warm** (bundle from Cache Storage, manifest checked)",
  warm.map((r) => r.at),
);
lines.push("");
lines.push(
  "Inside the worker (median, cold / warm): wasm engine fetched + compiled at " +
    `${fmt(median(cold.map((r) => r.timings.engineMs ?? NaN)))} / ${fmt(median(warm.map((r) => r.timings.engineMs ?? NaN)))} ms after the load request; ` +
    `bundle bytes in hand at ${fmt(median(cold.map((r) => r.timings.bundleMs ?? NaN)))} / ${fmt(median(warm.map((r) => r.timings.bundleMs ?? NaN)))} ms; ` +
    `Engine.load (checksums + structure) ${fmt(median(cold.map((r) => r.timings.verifyMs ?? NaN)))} / ${fmt(median(warm.map((r) => r.timings.verifyMs ?? NaN)))} ms; ` +
    `suggestion queries ${fmt(median(cold.map((r) => r.timings.suggestionsMs ?? NaN)))} ms; whole worker load ${fmt(median(cold.map((r) => r.workerMs)))} / ${fmt(median(warm.map((r) => r.workerMs)))} ms.`,
);
lines.push("");
lines.push("| question → first product card (offline) | median | min | max |");
lines.push("|---|---:|---:|---:|");
for (const [q, xs] of Object.entries(perQuestion)) row(q, xs);
lines.push("");
lines.push("| transferred bytes | raw | gzip -6 | brotli |");
lines.push("|---|---:|---:|---:|");
for (const [g, s] of Object.entries(sizes))
  lines.push(
    `| ${g} (${s.files.length} file${s.files.length === 1 ? "" : "s"}) | ${kib(s.raw)} | ${kib(s.gz)} | ${kib(s.br)} |`,
  );
lines.push(`| **total** | ${kib(total("raw"))} | **${kib(total("gz"))}** | ${kib(total("br"))} |`);
lines.push(
  `| wasm + JS + bundle | ${kib(total("raw") - sizes["html+css"].raw)} | **${kib(total("gz") - sizes["html+css"].gz)}** | ${kib(total("br") - sizes["html+css"].br)} |`,
);
const md = `${lines.join("\n")}\n`;
mkdirSync(join(ROOT, ".bench"), { recursive: true });
writeFileSync(join(ROOT, ".bench", "page.md"), md);
process.stdout.write(md);
console.log(`\n(written to .bench/page.md)`);

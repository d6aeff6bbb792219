// Compile latency of a catalog's questions inside WebAssembly (Node): Engine.compile, the
// encoder-assisted path `ask` uses, each question 20 times after a warm-up; prints JSON
// {questions, p50_ms, p95_ms, max_ms, lexicon_ms} over the per-question medians.
//
//   node scripts/bench_compile_wasm.mjs <pkg dir> <bundle.dgb> <questions.json>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pkgDir, bundle, questionsFile] = process.argv.slice(2);
if (!pkgDir || !bundle || !questionsFile) {
  console.error("usage: node scripts/bench_compile_wasm.mjs <pkg dir> <bundle.dgb> <questions.json>");
  process.exit(2);
}
const pkg = await import(pathToFileURL(path.resolve(pkgDir, "dualgraph.js")).href);
pkg.initSync({ module: fs.readFileSync(path.resolve(pkgDir, "dualgraph_bg.wasm")) });
const engine = pkg.Engine.load(new Uint8Array(fs.readFileSync(bundle)));
const questions = Object.values(JSON.parse(fs.readFileSync(questionsFile, "utf8"))).map((q) => q.question);
let t = performance.now();
engine.compile("warm-up"); // parses and caches the lexicon (and the encoder's labels)
const lexiconMs = performance.now() - t;
const medians = [];
for (const q of questions) {
  const times = [];
  for (let i = 0; i < 20; i++) {
    t = performance.now();
    engine.compile(q);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  medians.push(times[Math.floor(times.length / 2)]);
}
medians.sort((a, b) => a - b);
const at = (p) => medians[Math.min(medians.length - 1, Math.floor(p * medians.length))];
const round = (x) => Math.round(x * 1000) / 1000;
console.log(
  JSON.stringify({
    questions: medians.length,
    p50_ms: round(at(0.5)),
    p95_ms: round(at(0.95)),
    max_ms: round(medians[medians.length - 1]),
    lexicon_ms: round(lexiconMs),
  }),
);

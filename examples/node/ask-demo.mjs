// Loads a bundle into the WebAssembly engine and runs example catalog queries in it.
// Usage: node examples/node/ask-demo.mjs <bundle.dgb> ['<SPARQL query>']
import { readFileSync } from "node:fs";
import { initSync, Engine, version, wasmMemoryBytes } from "../../pkg/dualgraph.js";

const [bundlePath = "target/demo.dgb", userQuery] = process.argv.slice(2);
initSync({ module: readFileSync(new URL("../../pkg/dualgraph_bg.wasm", import.meta.url)) });

const bytes = new Uint8Array(readFileSync(bundlePath));
const memoryBefore = wasmMemoryBytes();
let t = performance.now();
const engine = Engine.load(bytes);
const loadMs = performance.now() - t;
const { manifest } = engine.stats();
console.log(
  `dualgraph ${version()} (WebAssembly): loaded ${bundlePath} — catalog "${manifest.catalog}", ` +
    `${manifest.triples} triples, ${(bytes.length / 1024).toFixed(0)} KiB, in ${loadMs.toFixed(1)} ms ` +
    `(+${((wasmMemoryBytes() - memoryBefore) / 1048576).toFixed(1)} MiB wasm memory)\n`,
);

const examples = userQuery
  ? [["Your query", userQuery]]
  : [
      [
        "Which smartphones under £500 have 5G and at least 5000 mAh?",
        `SELECT ?name ?price ?battery WHERE {
           ?p a skgt:Product ; skg:hasName ?name ; skg:hasPrice ?price ;
              skg:belongs/skg:hasName "Smartphones" ; skg:hasFeature feature:5g_support ; skg:hasSpec ?s .
           ?s skg:hasUnit "mAh" ; skg:hasNumericValue ?battery .
           FILTER(?price < 500 && ?battery >= 5000)
         } ORDER BY ?price`,
      ],
      [
        "How many products are there per category?",
        `SELECT ?category (COUNT(DISTINCT ?p) AS ?products) WHERE {
           ?p a skgt:Product ; skg:belongs/skg:hasName ?category
         } GROUP BY ?category ORDER BY DESC(?products)`,
      ],
      [
        "What are the three lightest laptops?",
        `SELECT ?name ?weight ?unit WHERE {
           ?p a skgt:Product ; skg:hasName ?name ; skg:belongs/skg:hasName "Laptops" ; skg:hasSpec ?s .
           ?s skg:inEntry/skg:hasName "Weight" ; skg:hasNumericValue ?weight ; skg:hasUnit ?unit .
         } ORDER BY ?weight LIMIT 3`,
      ],
    ];

for (const [question, sparql] of examples) {
  t = performance.now();
  const result = engine.query(sparql);
  const ms = performance.now() - t;
  console.log(`Q: ${question}`);
  const cells = result.rows.map((row) => row.map((term) => (term ? term.value : "")));
  const widths = result.vars.map((v, i) => Math.min(48, Math.max(v.length + 1, ...cells.map((r) => r[i].length))));
  const line = (values) => values.map((v, i) => v.slice(0, widths[i]).padEnd(widths[i])).join(" | ");
  console.log(`  ${line(result.vars.map((v) => `?${v}`))}`);
  for (const row of cells) console.log(`  ${line(row)}`);
  console.log(`  (${result.rows.length} rows, ${ms.toFixed(1)} ms in wasm)\n`);
}

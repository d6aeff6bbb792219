// The distributable `pkg/` (wasm-pack --target web) used from Node 20: load the demo bundle,
// query it, and check that errors surface as JS exceptions with clear messages.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initSync, Engine, BundleLoader, version } from "../../pkg/dualgraph.js";

const root = new URL("../../", import.meta.url);
initSync({ module: readFileSync(new URL("pkg/dualgraph_bg.wasm", root)) });
const bundlePath = process.env.DUALGRAPH_TEST_BUNDLE ?? new URL("target/demo.dgb", root);
const bundle = new Uint8Array(readFileSync(bundlePath));
const catalog = readFileSync(new URL("examples/demo/catalog.jsonl", root), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));

test("version is the crate version", () => {
  assert.match(version(), /^\d+\.\d+\.\d+/);
});

test("stats report the manifest, sections and prefixes", () => {
  const engine = Engine.load(bundle);
  const stats = engine.stats();
  assert.equal(stats.manifest.catalog, "demo");
  assert.equal(stats.bundleBytes, bundle.length);
  assert.ok(stats.sections.some(([name]) => name === "dict.data"));
  assert.ok(stats.prefixes.some(([p]) => p === "skg"));
});

test("SELECT returns vars and rows in SPARQL JSON term shape", () => {
  const engine = Engine.load(bundle);
  const result = engine.query(
    "SELECT ?id ?name ?price WHERE { ?p a skgt:Product ; skg:hasId ?id ; skg:hasName ?name ; skg:hasPrice ?price } ORDER BY ?price ?id LIMIT 3",
  );
  assert.equal(result.kind, "solutions");
  assert.deepEqual(result.vars, ["id", "name", "price"]);
  assert.equal(result.rows.length, 3);
  const cheapest = catalog
    .filter((r) => r.kind === "product" && r.price)
    .sort((a, b) => a.price.amount - b.price.amount || a.id.localeCompare(b.id))[0];
  assert.deepEqual(result.rows[0][0], { type: "literal", value: cheapest.id });
  assert.equal(Number(result.rows[0][2].value), cheapest.price.amount);
  assert.equal(result.rows[0][2].datatype, "http://www.w3.org/2001/XMLSchema#decimal");
});

test("every product of the catalog is in the bundle with its name", () => {
  const engine = Engine.load(bundle);
  const { rows } = engine.query("SELECT ?id ?name WHERE { ?p a skgt:Product ; skg:hasId ?id ; skg:hasName ?name }");
  const got = new Map(rows.map(([id, name]) => [id.value, name.value]));
  const products = catalog.filter((r) => r.kind === "product");
  assert.equal(got.size, products.length);
  for (const p of products) assert.equal(got.get(p.id), p.name);
});

test("ASK and CONSTRUCT have their own result kinds", () => {
  const engine = Engine.load(bundle);
  assert.equal(engine.query("ASK { ?p a skgt:Feature }").boolean, true);
  const g = engine.query("CONSTRUCT { ?p skg:hasName ?n } WHERE { ?p a skgt:Category ; skg:hasName ?n }");
  assert.equal(g.kind, "graph");
  assert.deepEqual(g.vars, ["subject", "predicate", "object"]);
  assert.ok(g.rows.length >= 5);
});

test("maxRows truncates and says so", () => {
  const engine = Engine.load(bundle);
  const r = engine.query("SELECT ?p WHERE { ?p a skgt:Product }", { maxRows: 7 });
  assert.equal(r.rows.length, 7);
  assert.equal(r.truncated, true);
});

test("queryResults: W3C documents in every format, equal to query's rows; bad options are errors", () => {
  const engine = Engine.load(bundle);
  const q = "SELECT ?p ?name WHERE { ?p a skgt:Product ; skg:hasName ?name } ORDER BY ?name LIMIT 4";
  const own = engine.query(q, {});
  const json = engine.queryResults(q, {});
  assert.equal(json.kind, "solutions");
  assert.equal(json.mediaType, "application/sparql-results+json");
  assert.equal(json.truncated, false);
  const doc = JSON.parse(json.body);
  assert.deepEqual(doc.head.vars, own.vars);
  assert.deepEqual(
    doc.results.bindings,
    own.rows.map((r) => ({ p: r[0], name: r[1] })),
  );
  const csv = engine.queryResults(q, { format: "csv" });
  assert.equal(
    csv.body.split("\r\n")[1],
    `${own.rows[0][0].value},${own.rows[0][1].value.includes(",") ? `"${own.rows[0][1].value}"` : own.rows[0][1].value}`,
  );
  assert.match(engine.queryResults(q, { format: "application/sparql-results+xml" }).body, /<results>/);
  assert.equal(engine.queryResults(q, { format: "tsv" }).body.split("\n")[0], "?p\t?name");
  const capped = engine.queryResults("SELECT ?p WHERE { ?p a skgt:Product }", { maxRows: 2 });
  assert.equal(JSON.parse(capped.body).results.bindings.length, 2);
  assert.equal(capped.truncated, true);
  assert.throws(() => engine.queryResults(q, /** @type {any} */ ({ format: "yaml" })), /format `yaml`/);
  assert.throws(
    () => engine.queryResults(q, /** @type {any} */ ({ rows: 3 })),
    /invalid query options: unknown field `rows`/,
  );
  assert.throws(() => engine.queryResults("SELEC ?x", {}), /syntax/i);
});

test("errors are exceptions with the reason", () => {
  const engine = Engine.load(bundle);
  assert.throws(() => engine.query("SELEC ?x WHERE {}"), /SPARQL syntax error/);
  assert.throws(() => engine.query("DELETE WHERE { ?s ?p ?o }"), /read-only/);
  assert.throws(() => engine.query("SELECT * WHERE { SERVICE <http://evil.example/sparql> { ?s ?p ?o } }"), /SERVICE/);
  assert.throws(
    () => engine.query("SELECT * WHERE { ?s ?p ?o }", /** @type {any} */ ({ maxRows: "many" })),
    /invalid query options/,
  );
  assert.throws(() => Engine.load(bundle.slice(0, 100)), /truncated/);
  assert.throws(() => Engine.load(new TextEncoder().encode("<html>404</html>")), /not a dualgraph bundle/);
  const corrupted = bundle.slice();
  corrupted[corrupted.length - 10] ^= 0xff;
  assert.throws(() => Engine.load(corrupted), /checksum mismatch/);
});

test("BundleLoader: a bundle pushed in pieces loads like Engine.load; wrong lengths are errors", () => {
  const loader = new BundleLoader(bundle.length);
  for (let at = 0; at < bundle.length; at += 100_003) loader.push(bundle.subarray(at, at + 100_003));
  assert.equal(loader.received(), bundle.length);
  const pieces = loader.finish();
  assert.deepEqual(pieces.stats(), Engine.load(bundle).stats());
  const q = "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }";
  assert.deepEqual(pieces.query(q), Engine.load(bundle).query(q));

  const short = new BundleLoader(bundle.length);
  short.push(bundle.subarray(0, 1000));
  assert.throws(() => short.finish(), /truncated: 1000 of \d+ bytes received/);
  const long = new BundleLoader(10);
  assert.throws(() => long.push(bundle.subarray(0, 11)), /longer than announced: 11 bytes received, 10 expected/);
  const corrupt = bundle.slice();
  corrupt[corrupt.length - 10] ^= 0xff;
  const bad = new BundleLoader(corrupt.length);
  bad.push(corrupt);
  assert.throws(() => bad.finish(), /checksum/);
});

test("compile uses the bundle's encoder: a word the catalog never writes names one category", () => {
  const engine = Engine.load(bundle);
  const { compiled, answer } = engine.compileAndRun("ebook readers under 150 pounds");
  assert.equal(compiled.declined, null, compiled.understood);
  const category = compiled.constraints.find((c) => c.text.startsWith("category = "));
  assert.equal(category.text, "category = E-Readers");
  assert.equal(category.from, "ebook readers");
  assert.ok(category.similarity >= 0.7, JSON.stringify(category));
  // Same products as the catalog's own word, and every one is an e-reader under £150.
  const own = engine.compileAndRun("e-readers under 150 pounds").answer;
  assert.deepEqual(answer.names, own.names);
  const readers = catalog.filter((p) => p.categories?.includes("E-Readers") && p.price?.amount < 150);
  assert.deepEqual([...answer.names].sort(), readers.map((p) => p.name).sort());
  // Constraints the encoder had no part in carry no similarity.
  const price = compiled.constraints.find((c) => c.text.startsWith("price"));
  assert.equal(price.similarity, undefined);
});

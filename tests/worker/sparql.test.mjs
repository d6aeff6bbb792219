// The Worker's SPARQL 1.1 Protocol endpoint (/sparql) under `wrangler dev --local` (workerd) with
// the demo bundle: GET and both POST forms, content negotiation, the W3C results JSON shape
// (checked by a validator written from the W3C spec, and term by term against the same pkg/
// engine's own query output in Node), errors and limits; requests as generic SPARQL clients send
// them, and a real client: Comunica's fetch-sparql-endpoint (npm), GET and POST. Also the OpenAI ecosystem fallbacks of the Worker's LLM settings: with LLM_BASE_URL absent
// from wrangler.toml, OPENAI_BASE_URL and OPENAI_API_KEY configure the /api/llm proxy.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startScriptedLlm } from "../support/scripted-llm.mjs";
import { ROOT, postJson, startWranglerDev } from "../support/worker.mjs";
import { SparqlEndpointFetcher } from "fetch-sparql-endpoint";
import { initSync, Engine } from "../../pkg/dualgraph.js";

const BUNDLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
const MAX_ROWS = 50;
const MAX_BODY = 4096;
const OPENAI_KEY = "sk-openai-test-0123456789";
const ORIGIN = "https://yasgui.example";
const JSON_TYPE = "application/sparql-results+json";
const XSD = "http://www.w3.org/2001/XMLSchema#";

initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) });
const engine = Engine.load(new Uint8Array(readFileSync(BUNDLE)));
const products = readFileSync(join(ROOT, "examples/demo/catalog.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l))
  .filter((r) => r.kind === "product");

const PREFIXES = `PREFIX skg: <${engine.stats().prefixes.find(([p]) => p === "skg")[1]}>
PREFIX skgt: <${engine.stats().prefixes.find(([p]) => p === "skgt")[1]}>
`;
/** A query as a generic client writes it: every prefix declared, nothing predeclared assumed. */
const PRICES = `${PREFIXES}SELECT ?p ?name ?price WHERE { ?p a skgt:Product ; skg:hasName ?name ; skg:hasPrice ?price } ORDER BY ?price ?p LIMIT 20`;

let worker;
let llm;

before(async () => {
  llm = await startScriptedLlm(() => ({ choices: ["scripted"] }));
  worker = await startWranglerDev("sparql", {
    bundle: BUNDLE,
    dropVars: ["LLM_BASE_URL"],
    vars: {
      ALLOWED_ORIGINS: ORIGIN,
      MAX_BODY_BYTES: MAX_BODY,
      SPARQL_ENABLED: "true",
      SPARQL_MAX_ROWS: MAX_ROWS,
      OPENAI_BASE_URL: llm.url,
      OPENAI_API_KEY: OPENAI_KEY,
      LLM_MODEL: "test-model",
      LLM_ALLOWED_MODELS: "test-model",
    },
  });
});

after(async () => {
  await worker?.stop();
  await llm?.close();
});

const url = (path) => `${worker.url}${path}`;
const get = (query, accept = JSON_TYPE) =>
  fetch(url(`/sparql?query=${encodeURIComponent(query)}`), accept ? { headers: { accept } } : {});

/** Asserts a JSON error response with this status (and code), returning its error object. */
async function expectError(res, status, code) {
  const text = await res.text();
  assert.equal(res.status, status, text);
  const body = JSON.parse(text);
  assert.equal(body.error.status, status);
  if (code) assert.equal(body.error.code, code);
  assert.ok(!/at .*\.js:\d+/.test(text), `no stack trace: ${text}`);
  return body.error;
}

/**
 * Validates a document against SPARQL 1.1 Query Results JSON Format (W3C Recommendation,
 * sections 3.1–3.2.2): head.vars (SELECT) or head + boolean (ASK); bindings map variable names
 * from head.vars to RDF terms: {type: "uri"|"literal"|"bnode", value}, literals with at most one
 * of "xml:lang" and "datatype"; unbound variables are absent. Returns the document.
 */
function validateW3cJson(doc) {
  assert.equal(typeof doc, "object");
  assert.equal(typeof doc.head, "object", "head is required");
  if ("boolean" in doc) {
    assert.equal(typeof doc.boolean, "boolean");
    assert.ok(!("results" in doc), "an ASK result has no results member");
    return doc;
  }
  assert.ok(Array.isArray(doc.head.vars), "head.vars is an array");
  for (const v of doc.head.vars) assert.match(v, /^[A-Za-z0-9_\u00B7-\uFFFF]+$/, `variable name ${v}`);
  assert.equal(new Set(doc.head.vars).size, doc.head.vars.length, "variables are distinct");
  if (doc.head.link !== undefined) assert.ok(Array.isArray(doc.head.link));
  assert.ok(Array.isArray(doc.results?.bindings), "results.bindings is an array");
  for (const b of doc.results.bindings) {
    for (const [name, term] of Object.entries(b)) {
      assert.ok(doc.head.vars.includes(name), `binding of ${name} is in head.vars`);
      assert.ok(["uri", "literal", "bnode"].includes(term.type), `term type ${term.type}`);
      assert.equal(typeof term.value, "string");
      const extra = Object.keys(term).filter((k) => k !== "type" && k !== "value");
      if (term.type !== "literal") assert.deepEqual(extra, [], "only literals have datatype or xml:lang");
      assert.ok(!("datatype" in term && "xml:lang" in term), "a literal has a datatype or a language, not both");
      for (const k of extra) assert.ok(k === "datatype" || k === "xml:lang", `unknown key ${k}`);
      if ("datatype" in term) assert.match(term.datatype, /^[a-z][a-z0-9+.-]*:\S+$/i, "datatype is an IRI");
      if ("xml:lang" in term) assert.match(term["xml:lang"], /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/);
    }
  }
  return doc;
}

/** The engine's positional rows as W3C bindings (unbound → absent). */
function asBindings(out) {
  return out.rows.map((row) =>
    Object.fromEntries(row.flatMap((term, i) => (term ? [[out.vars[i], { ...term }]] : []))),
  );
}

describe("SPARQL 1.1 Protocol: query operation", () => {
  test("GET ?query= returns W3C JSON equal, term by term, to the engine's own results", async () => {
    const res = await get(PRICES);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), JSON_TYPE);
    const doc = validateW3cJson(await res.json());
    const own = engine.query(PRICES);
    assert.deepEqual(doc.head.vars, ["p", "name", "price"]);
    assert.equal(doc.results.bindings.length, Math.min(20, products.length));
    assert.deepEqual(doc.results.bindings, asBindings(own));
    // Prices are typed literals carrying their datatype, and match the catalog.
    const byName = new Map(products.map((p) => [p.name, p.price?.amount]));
    for (const b of doc.results.bindings) {
      assert.equal(b.price.type, "literal");
      assert.ok(b.price.datatype?.startsWith(XSD), `typed price ${JSON.stringify(b.price)}`);
      assert.equal(Number(b.price.value), byName.get(b.name.value), b.name.value);
    }
  });

  test("POST application/sparql-query and POST form-encoded give the same document as GET", async () => {
    const viaGet = await (await get(PRICES)).text();
    const direct = await fetch(url("/sparql"), {
      method: "POST",
      headers: { "content-type": "application/sparql-query", accept: JSON_TYPE },
      body: PRICES,
    });
    assert.equal(direct.status, 200);
    assert.equal(await direct.text(), viaGet);
    const form = await fetch(url("/sparql"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8", accept: JSON_TYPE },
      body: new URLSearchParams({ query: PRICES }),
    });
    assert.equal(form.status, 200);
    assert.equal(await form.text(), viaGet);
  });

  test("ASK gives {head, boolean}; counts match the catalog", async () => {
    const yes = validateW3cJson(await (await get(`${PREFIXES}ASK { ?p a skgt:Product }`)).json());
    assert.deepEqual(yes, { head: {}, boolean: true });
    const no = validateW3cJson(await (await get(`${PREFIXES}ASK { ?p skg:hasName "No such product" }`)).json());
    assert.equal(no.boolean, false);
    const count = validateW3cJson(
      await (await get(`${PREFIXES}SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }`)).json(),
    );
    assert.equal(Number(count.results.bindings[0].n.value), products.length);
    assert.equal(count.results.bindings[0].n.datatype, `${XSD}integer`);
  });

  test("typed literals, language tags, blank nodes and unbound variables", async () => {
    const q = `SELECT ?d ?l ?b ?s ?u WHERE { BIND(1.5 AS ?d) BIND(STRLANG("télé", "fr-BE") AS ?l) BIND(BNODE() AS ?b) BIND("plain" AS ?s) }`;
    const doc = validateW3cJson(await (await get(q)).json());
    assert.deepEqual(doc.head.vars, ["d", "l", "b", "s", "u"]);
    const [row] = doc.results.bindings;
    assert.deepEqual(row.d, { type: "literal", value: "1.5", datatype: `${XSD}decimal` });
    assert.deepEqual(row.l, { type: "literal", value: "télé", "xml:lang": "fr-be" });
    assert.equal(row.b.type, "bnode");
    assert.ok(row.b.value.length > 0);
    assert.deepEqual(row.s, { type: "literal", value: "plain" });
    assert.ok(!("u" in row), "an unbound variable is absent from the binding");
  });

  test("a generic client's request (YASGUI: form POST, Accept with q-values; curl-style GET)", async () => {
    const yasgui = await fetch(url("/sparql"), {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
        accept: "application/sparql-results+json,*/*;q=0.9",
      },
      body: `query=${encodeURIComponent(PRICES)}`,
    });
    assert.equal(yasgui.status, 200);
    assert.equal(yasgui.headers.get("access-control-allow-origin"), ORIGIN);
    assert.deepEqual(validateW3cJson(await yasgui.json()).results.bindings, asBindings(engine.query(PRICES)));
    // No Accept header at all: JSON.
    const bare = await get(PRICES, null);
    assert.equal(bare.headers.get("content-type"), JSON_TYPE);
    validateW3cJson(await bare.json());
    // The browser's CORS preflight for a form POST with Accept.
    const pre = await fetch(url("/sparql"), {
      method: "OPTIONS",
      headers: {
        origin: ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, accept",
      },
    });
    assert.ok(pre.status === 204 || pre.status === 200, String(pre.status));
    assert.match(pre.headers.get("access-control-allow-methods") ?? "", /POST/);
  });
});

describe("a real SPARQL client: Comunica's fetch-sparql-endpoint", () => {
  /** @param {AsyncIterable<any>} stream */
  const collect = async (stream) => {
    const out = [];
    for await (const item of stream) out.push(item);
    return out;
  };
  for (const method of /** @type {const} */ (["POST", "GET"])) {
    test(`SELECT, ASK and CONSTRUCT over ${method}`, async () => {
      const fetcher = new SparqlEndpointFetcher({ method });
      const endpoint = url("/sparql");
      const rows = await collect(await fetcher.fetchBindings(endpoint, PRICES));
      const own = engine.query(PRICES).rows;
      assert.equal(rows.length, own.length);
      rows.forEach((row, i) => {
        assert.equal(row.p.termType, "NamedNode");
        assert.equal(row.p.value, own[i][0].value);
        assert.equal(row.name.termType, "Literal");
        assert.equal(row.name.value, own[i][1].value);
        assert.equal(row.price.value, own[i][2].value);
        assert.equal(row.price.datatype.value, own[i][2].datatype);
      });
      assert.equal(await fetcher.fetchAsk(endpoint, `${PREFIXES}ASK { ?p a skgt:Product }`), true);
      assert.equal(await fetcher.fetchAsk(endpoint, `${PREFIXES}ASK { ?p skg:hasName "No such product" }`), false);
      const construct = `${PREFIXES}CONSTRUCT { ?p skg:hasName ?name } WHERE { ?p a skgt:Product ; skg:hasName ?name } LIMIT 3`;
      const quads = await collect(await fetcher.fetchTriples(endpoint, construct));
      assert.equal(quads.length, 3);
      for (const q of quads) {
        assert.equal(q.predicate.value, `${PREFIXES.match(/skg: <([^>]+)>/)[1]}hasName`);
        assert.ok(
          products.some((p) => p.name === q.object.value),
          q.object.value,
        );
      }
    });
  }

  test("a refused query reaches the client as an HTTP 400 error", async () => {
    const fetcher = new SparqlEndpointFetcher();
    // A query the client itself parses but our store refuses (SERVICE is not allowed here).
    await assert.rejects(
      fetcher.fetchAsk(url("/sparql"), "ASK { SERVICE <http://x.example/> { ?s ?p ?o } }"),
      /400|SERVICE/,
    );
  });
});

describe("content negotiation", () => {
  const q = `${PREFIXES}SELECT ?name WHERE { ?p a skgt:Product ; skg:hasName ?name } ORDER BY ?name LIMIT 3`;
  const names = () => engine.query(q).rows.map((r) => r[0].value);

  test("XML, CSV and TSV by Accept; q-values decide; */* is JSON", async () => {
    const xml = await get(q, "application/sparql-results+xml");
    assert.equal(xml.headers.get("content-type"), "application/sparql-results+xml");
    const xmlText = await xml.text();
    assert.match(xmlText, /<sparql xmlns="http:\/\/www.w3.org\/2005\/sparql-results#">/);
    for (const n of names()) assert.ok(xmlText.includes(`<literal>${n.replace(/&/g, "&amp;")}</literal>`), n);
    const csv = await get(q, "text/csv");
    assert.match(csv.headers.get("content-type"), /^text\/csv/);
    const csvLines = (await csv.text()).trim().split(/\r\n/);
    assert.equal(csvLines[0], "name");
    assert.equal(csvLines.length, 4);
    const tsv = await get(q, "text/tab-separated-values");
    assert.match(tsv.headers.get("content-type"), /^text\/tab-separated-values/);
    assert.equal((await tsv.text()).split("\n")[0], "?name");
    const preferXml = await get(q, `${JSON_TYPE};q=0.5, application/sparql-results+xml;q=0.9`);
    assert.equal(preferXml.headers.get("content-type"), "application/sparql-results+xml");
    const any = await get(q, "*/*");
    assert.equal(any.headers.get("content-type"), JSON_TYPE);
    assert.equal(any.headers.get("vary"), "Accept");
  });

  test("nothing acceptable: 406; CONSTRUCT is N-Triples", async () => {
    await expectError(await get(q, "text/html"), 406, "not_acceptable");
    await expectError(await get(q, `${JSON_TYPE};q=0`), 406, "not_acceptable");
    const construct = `${PREFIXES}CONSTRUCT { ?p skg:hasName ?name } WHERE { ?p a skgt:Product ; skg:hasName ?name } LIMIT 2`;
    const res = await get(construct, "application/n-triples, */*;q=0.1");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/n-triples");
    const lines = (await res.text()).trim().split("\n");
    assert.equal(lines.length, 2);
    for (const l of lines) assert.match(l, /^<[^>]+> <[^>]+hasName> "[^"]*" \.$/);
  });
});

describe("errors and limits", () => {
  test("a bad query is a 400 with the parser's message", async () => {
    const e = await expectError(await get("SELEC ?x WHERE { }"), 400, "query_rejected");
    assert.match(e.message, /syntax/i);
    assert.match(e.message, /at 1:\d+/, "the position in the query");
  });

  test("read-only: updates are refused, by query text or by the update parameter", async () => {
    const del = await expectError(await get("DELETE WHERE { ?s ?p ?o }"), 400, "query_rejected");
    assert.match(del.message, /read-only/);
    const form = await fetch(url("/sparql"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ update: "INSERT DATA { <a:b> <a:c> <a:d> }" }),
    });
    await expectError(form, 400, "read_only");
    // The store is unchanged.
    assert.equal((await (await get(`ASK { <a:b> <a:c> <a:d> }`)).json()).boolean, false);
  });

  test("405 with Allow, 415, missing or repeated query, dataset parameters", async () => {
    const put = await fetch(url("/sparql"), { method: "PUT", body: "x" });
    assert.equal(put.headers.get("allow"), "GET, POST");
    await expectError(put, 405, "method_not_allowed");
    const text = await fetch(url("/sparql"), {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: PRICES,
    });
    const e415 = await expectError(text, 415, "unsupported_media_type");
    assert.match(e415.message, /application\/sparql-query/);
    await expectError(await fetch(url("/sparql")), 400, "missing_query");
    await expectError(await fetch(url("/sparql?query=ASK%7B%7D&query=ASK%7B%7D")), 400, "missing_query");
    await expectError(await get(" "), 400, "missing_query");
    const ds = await fetch(url(`/sparql?query=${encodeURIComponent("ASK {}")}&default-graph-uri=http://x.example/g`));
    await expectError(ds, 400, "dataset_not_supported");
  });

  test("the Worker's limits: row cap (reported in a header), query size, SERVICE", async () => {
    const all = await get(`${PREFIXES}SELECT ?p WHERE { ?p a skgt:Product }`);
    assert.equal(all.headers.get("x-dualgraph-truncated"), String(MAX_ROWS));
    assert.equal(validateW3cJson(await all.json()).results.bindings.length, MAX_ROWS);
    const few = await get(`${PREFIXES}SELECT ?p WHERE { ?p a skgt:Product } LIMIT 3`);
    assert.equal(few.headers.get("x-dualgraph-truncated"), null);
    const long = `SELECT * WHERE { ?s ?p ?o } # ${"x".repeat(MAX_BODY)}`;
    await expectError(await get(long), 413, "payload_too_large");
    const body = await fetch(url("/sparql"), {
      method: "POST",
      headers: { "content-type": "application/sparql-query" },
      body: long,
    });
    await expectError(body, 413, "payload_too_large");
    const svc = await expectError(await get("SELECT * WHERE { SERVICE <http://x.example/> { ?s ?p ?o } }"), 400);
    assert.match(svc.message, /SERVICE/);
  });

  test("the old /api/sparql keeps its shape", async () => {
    const res = await postJson(url("/api/sparql"), { query: "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }" });
    assert.equal(res.status, 200);
    const out = await res.json();
    assert.deepEqual(out.vars, ["n"]);
    assert.equal(Number(out.rows[0][0].value), products.length);
  });
});

describe("LLM settings: OpenAI ecosystem fallbacks", () => {
  test("without LLM_BASE_URL and LLM_API_KEY, /api/llm goes to OPENAI_BASE_URL with OPENAI_API_KEY", async () => {
    const res = await postJson(url("/api/llm"), { model: "test-model", messages: [{ role: "user", content: "hi" }] });
    const text = await res.text();
    assert.equal(res.status, 200, text);
    assert.equal(JSON.parse(text).choices[0].message.content, "scripted");
    assert.equal(llm.requests.length, 1);
    assert.equal(llm.requests[0].path, "/v1/chat/completions");
    assert.equal(llm.requests[0].headers.authorization, `Bearer ${OPENAI_KEY}`);
    assert.ok(!text.includes(OPENAI_KEY));
  });
});

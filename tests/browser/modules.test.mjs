// Unit tests (Node, no browser) of the widget's pure modules: SPARQL literal escaping and the
// keyword-search query, question parsing, and the markdown parser's whitelist.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { sparqlString, sparqlNumber, parseQuestion, keywordQuery, detailsQuery, pickSpecs, formatPrice } from "../../www/widget/offline.js";
import { parseMarkdown, parseInline, markdownToText } from "../../www/widget/markdown.js";
import { initSync, Engine } from "../../pkg/dualgraph.js";

const root = new URL("../../", import.meta.url);

test("sparqlString escapes everything that could end or bend the literal", () => {
  assert.equal(sparqlString(`a"b`), `"a\\"b"`);
  assert.equal(sparqlString("back\\slash"), `"back\\\\slash"`);
  assert.equal(sparqlString("line\nbreak\r\t"), `"line\\nbreak\\r\\t"`);
  assert.equal(sparqlString("nul\u0000bell\u0007"), `"nulbell"`);
  assert.equal(sparqlString(`" } ; DROP ALL #`), `"\\" } ; DROP ALL #"`);
  assert.throws(() => sparqlNumber("1; DROP"), /not a number/);
  assert.equal(sparqlNumber("1500"), "1500");
});

test("parseQuestion reads keywords, price bounds and price order", () => {
  const p = parseQuestion("Smartphones under £1,500 with 5G");
  assert.deepEqual(p.keywords, ["smartphone", "5g"]);
  assert.deepEqual(p.price, { max: 1500, maxStrict: true });
  assert.deepEqual(parseQuestion("TVs up to 800 pounds").price, { max: 800, maxStrict: false });
  assert.deepEqual(parseQuestion("laptops between £300 and £600").price, { min: 300, max: 600 });
  assert.deepEqual(parseQuestion("headphones over £1k").price, { min: 1000, minStrict: true });
  assert.equal(parseQuestion("cheapest fridge").order, "price-asc");
  assert.equal(parseQuestion("the most expensive TV").order, "price-desc");
  assert.match(parseQuestion("fridges without a water dispenser").notes[0], /without/);
});

test("the keyword query is valid, read-only SPARQL even for hostile questions (run in the engine)", () => {
  initSync({ module: readFileSync(new URL("pkg/dualgraph_bg.wasm", root)) });
  const bundlePath = process.env.DUALGRAPH_TEST_BUNDLE ?? new URL("target/demo.dgb", root);
  const engine = Engine.load(new Uint8Array(readFileSync(bundlePath)));
  for (const q of [
    `TVs with Dolby Atmos under £1,000`,
    `"} } DELETE WHERE { ?s ?p ?o } #`,
    `\\" ) ) } SERVICE <http://evil.example/> { ?s ?p ?o } #`,
    "cheapest",
    "ünïcödé 名前 <img src=x>",
  ]) {
    const sparql = keywordQuery(parseQuestion(q));
    const r = engine.query(sparql, { maxRows: 1000 });
    assert.equal(r.kind, "solutions", q);
    assert.deepEqual(r.vars, ["id", "name", "price", "score"]);
  }
  const ids = engine.query("SELECT ?id WHERE { ?p a skgt:Product ; skg:hasId ?id } LIMIT 3").rows.map((r) => r[0].value);
  const d = engine.query(detailsQuery([...ids, `x" } ?s ?p ?o {`]));
  assert.equal(d.rows.length, 3);
});

test("pickSpecs puts matched specs first and keeps 3–5", () => {
  const specs = [
    { entry: "Brand", value: "Nordvale" },
    { entry: "Dolby Atmos", value: "Yes" },
    { entry: "Screen Size", value: "55\"", unit: "inch" },
    { entry: "Weight", value: "17 kg", unit: "kg" },
    { entry: "Resolution", value: "3840 x 2160" },
    { entry: "HDR Formats", value: "HDR10, Dolby Vision" },
  ];
  const picked = pickSpecs(specs, ["dolby", "atmos"]);
  assert.deepEqual(picked.slice(0, 2).map((s) => s.entry), ["Dolby Atmos", "HDR Formats"]);
  assert.ok(picked.length >= 3 && picked.length <= 5);
  assert.ok(!picked.some((s) => s.entry === "Brand"));
  assert.equal(formatPrice(1299, "GBP"), "£1,299");
  assert.equal(formatPrice(39.99, "GBP"), "£39.99");
});

test("markdown: only whitelisted constructs, tags stay text, unsafe links lose their href", () => {
  const blocks = parseMarkdown("# Title\n\n**bold** and *em* `code` [ok](https://x.example) [bad](javascript:alert(1))\n\n- <img src=x onerror=alert(1)>\n- two\n\n```\n<script>\n```");
  assert.deepEqual(blocks.map((b) => b.type), ["h", "p", "ul", "pre"]);
  const inline = blocks[1].inline;
  assert.deepEqual(inline.slice(0, 7).map((n) => n.type), ["strong", "text", "em", "text", "code", "text", "link"]);
  assert.deepEqual(inline.filter((n) => n.type === "link").map((n) => n.href), ["https://x.example"]);
  assert.deepEqual(parseInline("[bad](javascript:void0) [d](data:text/html,x)"), [{ type: "text", text: "bad" }, { type: "text", text: " " }, { type: "text", text: "d" }]);
  assert.equal(blocks[2].items[0][0].text, "<img src=x onerror=alert(1)>");
  assert.equal(blocks[3].text, "<script>");
  assert.deepEqual(parseInline("a\\*b\\*"), [{ type: "text", text: "a*b*" }]);
  assert.equal(markdownToText("**14** products match *tvs*."), "14 products match tvs.");
});

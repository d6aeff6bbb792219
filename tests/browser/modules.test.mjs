// Unit tests (Node, no browser) of the widget's pure modules, against the real engine (pkg/)
// where they use it: card specs and their SPARQL, the markdown whitelist with citations and
// tables, the offline summary and follow-ups, and answer.js (the engine's ask as the worker
// hosts it) offline and against the scripted OpenAI-compatible server on loopback.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { sparqlString, specsQuery, entryStats, pickSpecs } from "../../www/widget/cards.js";
import { formatPrice, mdEscape, questionPrice, roundPrice } from "../../www/widget/format.js";
import { parseMarkdown, parseInline, markdownToText } from "../../www/widget/markdown.js";
import { offlineSummary, followups, conditions } from "../../www/widget/summary.js";
import { translator, TRANSLATIONS } from "../../www/widget/i18n.js";
import { suggestQuestions } from "../../www/widget/suggest.js";
import { answer } from "../../www/widget/answer.js";
import { startScriptedLlm } from "../support/scripted-llm.mjs";
import { initSync, Engine } from "../../pkg/dualgraph.js";
import { readCatalog } from "./helpers.mjs";

const root = new URL("../../", import.meta.url);
initSync({ module: readFileSync(new URL("pkg/dualgraph_bg.wasm", root)) });
const engine = Engine.load(
  new Uint8Array(readFileSync(process.env.DUALGRAPH_TEST_BUNDLE ?? new URL("target/demo.dgb", root))),
);
const catalog = readCatalog();
const yes = (p, entry) => p.specs.some((s) => s.entry === entry && /^yes\b/i.test(s.value));
const servers = [];
after(() => Promise.all(servers.map((s) => s.close())));

test("sparqlString escapes everything that could end or bend the literal; the specs query runs read-only", () => {
  assert.equal(sparqlString(`a"b`), `"a\\"b"`);
  assert.equal(sparqlString("back\\slash"), `"back\\\\slash"`);
  assert.equal(sparqlString("line\nbreak\r\t"), `"line\\nbreak\\r\\t"`);
  assert.equal(sparqlString("nul\u0000bell\u0007"), `"nulbell"`);
  assert.equal(sparqlString(`" } ; DROP ALL #`), `"\\" } ; DROP ALL #"`);
  const ids = catalog.slice(0, 2).map((p) => p.id);
  const r = engine.query(specsQuery([...ids, `x" } ?s ?p ?o {`, `\\" ) } SERVICE <http://evil.example/> {`]), {
    maxRows: 5000,
  });
  assert.deepEqual(r.vars, ["id", "entry", "value", "unit"]);
  assert.deepEqual([...new Set(r.rows.map((row) => row[0].value))].sort(), ids.sort(), "hostile ids match nothing");
  const specs = catalog[0].specs.length;
  assert.equal(r.rows.filter((row) => row[0].value === ids[0]).length, specs, "every spec row of the product");
});

test("pickSpecs: the matched values first, then entries that tell products apart, measured values, 3–5", () => {
  const a = [
    { entry: "Brand", value: "Acme" },
    { entry: "Colour", value: "Black" },
    { entry: "Screen Size", value: "55 inch", unit: "inch" },
    { entry: "Weight", value: "17 kg", unit: "kg" },
    { entry: "Warranty", value: "A very long warranty statement that goes on and on about terms and conditions" },
    { entry: "Dolby Atmos", value: "Yes" },
  ];
  const b = a.map((s) => (s.entry === "Screen Size" ? { ...s, value: "65 inch" } : s));
  const peers = entryStats([a, b]);
  const picked = pickSpecs(
    a,
    [
      ["price", "999"],
      ["Dolby Atmos", "Yes"],
    ],
    peers,
  );
  assert.deepEqual(picked[0], { entry: "Dolby Atmos", value: "Yes", matched: true });
  assert.equal(picked[1].entry, "Screen Size", "the entry whose value differs between the shown products comes next");
  assert.equal(picked[2].entry, "Weight", "then measured values");
  assert.ok(!picked.some((s) => /price/i.test(s.entry)), "price is on the card anyway");
  assert.ok(!picked.some((s) => s.entry === "Warranty"), "long prose values are not key specs");
  assert.equal(picked.length, 5);
  assert.equal(
    pickSpecs([{ entry: "Weight", value: "1 kg", unit: "kg" }]).length,
    1,
    "a product with few specs shows what it has",
  );
});

test("format: prices, markdown escaping, round prices", () => {
  assert.equal(formatPrice(1299, "GBP"), "£1,299");
  assert.equal(formatPrice(39.99, "GBP"), "£39.99");
  assert.equal(formatPrice(10, "CHF").replace(/\s/g, " "), "CHF 10");
  // Intl.NumberFormat in the page's locale and the catalog's currency.
  assert.equal(formatPrice(228888, "INR", "en-IN"), "₹2,28,888", "Indian grouping (lakh)");
  assert.equal(formatPrice(228888, "EUR", "en-IN"), "€2,28,888");
  assert.equal(
    formatPrice(1299.5, "EUR", "de").replace(/\s/g, " "),
    "1.299,50 €",
    "German: dot groups, comma decimals, sign after",
  );
  assert.equal(formatPrice(995, "SAR", "de").replace(/\s/g, " "), "995 SAR");
  assert.equal(formatPrice(5, "12X", "en"), "5 12X", "not an ISO code: number then the code as given");
  assert.equal(formatPrice(null, "GBP"), "");
  assert.equal(mdEscape("**x** [a](b) <i>"), "\\*\\*x\\*\\* \\[a\\]\\(b\\) \\<i\\>");
  assert.deepEqual(
    parseInline(mdEscape("**x** [P1] <i>")),
    [{ type: "text", text: "**x** [P1] <i>" }],
    "escaped text cannot format itself or cite",
  );
  assert.equal(roundPrice(1740), 1500);
  assert.equal(roundPrice(430), 400);
});

test("markdown: only whitelisted constructs, tags stay text, unsafe links lose their href", () => {
  const blocks = /** @type {any[]} */ (
    parseMarkdown(
      "# Title\n\n**bold** and *em* `code` [ok](https://x.example) [bad](javascript:alert(1))\n\n- <img src=x onerror=alert(1)>\n- two\n\n```\n<script>\n```",
    )
  );
  assert.deepEqual(
    blocks.map((b) => b.type),
    ["h", "p", "ul", "pre"],
  );
  const inline = blocks[1].inline;
  assert.deepEqual(
    inline.slice(0, 7).map((n) => n.type),
    ["strong", "text", "em", "text", "code", "text", "link"],
  );
  assert.deepEqual(
    inline.filter((n) => n.type === "link").map((n) => n.href),
    ["https://x.example"],
  );
  assert.deepEqual(parseInline("[bad](javascript:void0) [d](data:text/html,x)"), [
    { type: "text", text: "bad" },
    { type: "text", text: " " },
    { type: "text", text: "d" },
  ]);
  assert.equal(blocks[2].items[0][0].text, "<img src=x onerror=alert(1)>");
  assert.equal(blocks[3].text, "<script>");
  assert.deepEqual(parseInline("a\\*b\\*"), [{ type: "text", text: "a*b*" }]);
  assert.equal(markdownToText("**14** products match *tvs*."), "14 products match tvs.");
});

test("markdown: citation markers as the engine writes them, and pipe tables", () => {
  assert.deepEqual(parseInline("A [P1] and [C2, P3][C4]; not [PX] or [link](https://a.example)"), [
    { type: "text", text: "A " },
    { type: "cite", markers: ["P1"] },
    { type: "text", text: " and " },
    { type: "cite", markers: ["C2", "P3"] },
    { type: "cite", markers: ["C4"] },
    { type: "text", text: "; not [PX] or " },
    { type: "link", href: "https://a.example", children: [{ type: "text", text: "link" }] },
  ]);
  const [table, after] = /** @type {any[]} */ (
    parseMarkdown("| Name | Price |\n|:--|--:|\n| A \\| B | **£1** [P1] |\n| C |\n\nafter")
  );
  assert.equal(table.type, "table");
  assert.deepEqual(table.align, [null, "right"]);
  assert.deepEqual(
    table.rows.map((r) => r.length),
    [2, 2],
    "short rows are padded",
  );
  assert.equal(table.rows[0][0][0].text, "A | B");
  assert.deepEqual(
    table.rows[0][1].map((n) => n.type),
    ["strong", "text", "cite"],
  );
  assert.equal(after.type, "p");
  assert.equal(parseMarkdown("a | b\nno rule here")[0].type, "p", "a pipe without a rule line is text");
  assert.equal(markdownToText("| a | b |\n|---|---|\n| 1 | 2 |\n\nok [P1]"), "a, b; 1, 2 ok [P1]");
});

test("answer(): offline, the engine's events arrive in order and the result carries what the page shows", async () => {
  const q = "How many TVs have Dolby Atmos?";
  const truth = catalog.filter((x) => x.categories.includes("TVs") && yes(x, "Dolby Atmos"));
  const events = [];
  const r = await answer(engine, q, {}, (e) => events.push(e));
  assert.deepEqual(
    events.map((e) => e.type),
    ["route", "constraints", "rows"],
  );
  assert.equal(r.llm, false);
  assert.equal(r.answer, null);
  assert.equal(r.intent.kind, "count");
  assert.deepEqual(
    r.constraints.map((c) => c.text),
    ["category = TVs", "has Dolby Atmos"],
  );
  assert.deepEqual(r.products.map((p) => p.id).sort(), truth.map((x) => x.id).sort());
  // Cards on the `rows` event already have their specs (first card as soon as the compiler answers).
  const first = events[2].products[0];
  assert.ok(first.specs.length >= 3 && first.specs.length <= 5, JSON.stringify(first.specs));
  assert.deepEqual(first.specs[0], { entry: "Dolby Atmos", value: "Yes", matched: true });
  const product = catalog.find((x) => x.id === first.id);
  for (const s of first.specs)
    assert.ok(
      product.specs.some((x) => x.entry === s.entry && x.value === s.value),
      `${s.entry} is the product's own spec`,
    );
  assert.equal(offlineSummary(r), `**${truth.length}** products match: category = TVs · has Dolby Atmos.`);
  const median = truth.map((x) => x.price.amount).sort((a, b) => a - b)[Math.floor(truth.length / 2)];
  assert.deepEqual(followups(r), [
    `How many TVs have Dolby Atmos under ${questionPrice(roundPrice(median), "GBP")}`,
    "Cheapest TVs with Dolby Atmos",
  ]);
});

test("offline summaries of superlatives, comparisons, passages and nothing at all", async () => {
  const cheapest = await answer(engine, "Cheapest laptop", {});
  const laptop = catalog
    .filter((x) => x.categories.includes("Laptops"))
    .sort((a, b) => a.price.amount - b.price.amount)[0];
  assert.equal(offlineSummary(cheapest), `**${mdEscape(laptop.name)}** — ${formatPrice(laptop.price.amount, "GBP")}.`);
  assert.deepEqual(followups(cheapest), []);

  const compare = await answer(
    engine,
    "Which has the larger battery, the Nordvale Aria 9 or the Nordvale Fjord 5?",
    {},
  );
  assert.equal(compare.intent.kind, "compare");
  assert.deepEqual(compare.comparison.columns, ["Nordvale Aria 9", "Nordvale Fjord 5"]);
  const battery = (range) =>
    catalog.find((x) => x.range === range).specs.find((s) => s.entry === "Battery Capacity").value;
  assert.deepEqual(compare.comparison.rows, [
    ["Battery Capacity", [battery("Nordvale Aria 9"), battery("Nordvale Fjord 5")]],
  ]);
  assert.equal(offlineSummary(compare), `**${compare.comparison.winners[0]}** wins on Battery Capacity.`);
  assert.equal(compare.products.length, 2, "one card per compared range");

  const open = await answer(engine, "A good phone for my dad who finds small screens hard to read", {});
  assert.equal(open.route, "tkg");
  assert.match(
    offlineSummary(open),
    new RegExp(
      `here are the ${open.chunks.length} passages from the catalog's text that best match it, and the products they mention\\.$`,
    ),
  );

  const nothing = await answer(engine, "zzqx vlorp", {});
  assert.equal(nothing.products.length + nothing.chunks.length, 0);
  assert.match(offlineSummary(nothing), /^I could not find anything in the catalog/);
  assert.equal(conditions("top 1 by price (lowest first); category = TVs"), "category = TVs");
});

test("answer(): with a model, tokens are forwarded as they stream, before the result", async () => {
  const s = await startScriptedLlm((req) =>
    req.phase === "answer" ? { stream: ["The ", "cheapest ", "is [P1]."], gapMs: 30 } : { status: 500 },
  );
  servers.push(s);
  const seen = [];
  let resolved = false;
  const pending = answer(engine, "Cheapest laptop", { llm: { baseUrl: s.url, model: "m" } }, (e) =>
    seen.push([e.type, resolved, /** @type {any} */ (e).text]),
  );
  const r = await pending.then((x) => {
    resolved = true;
    return x;
  });
  const tokens = seen.filter(([type]) => type === "token");
  assert.deepEqual(
    tokens.map(([, , text]) => text),
    ["The ", "cheapest ", "is [P1]."],
  );
  assert.ok(
    tokens.every(([, done]) => !done),
    "every token arrived before the result",
  );
  assert.ok(seen.findIndex(([t]) => t === "rows") < seen.findIndex(([t]) => t === "token"), "cards before text");
  assert.equal(r.answer, "The cheapest is [P1].");
  assert.equal(r.citations[0].marker, "P1");
  assert.equal(r.citations[0].id, r.products[0].id);
  assert.equal(
    seen.some(([t]) => t === "done"),
    false,
    "the result is not sent twice",
  );
  await assert.rejects(() => answer(engine, "x", /** @type {any} */ ({ strategy: "magic" })), /invalid ask options/);
});

test("i18n: every language has only keys English has, with the same placeholders; plurals by locale", () => {
  const vars = (m) => [...JSON.stringify(m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
  for (const [lang, table] of Object.entries(TRANSLATIONS)) {
    for (const [key, msg] of Object.entries(table)) {
      assert.ok(key in TRANSLATIONS.en, `${lang}.${key} is not an English key`);
      assert.deepEqual(
        [...new Set(vars(msg))],
        [...new Set(vars(TRANSLATIONS.en[key]))],
        `${lang}.${key} placeholders`,
      );
    }
  }
  const de = translator("de-AT");
  assert.equal(de("ask"), "Fragen", "de-AT uses de");
  assert.equal(de("rows", { n: 1 }), "1 Zeile");
  assert.equal(de("rows", { n: 3 }), "3 Zeilen");
  assert.equal(de("qCheapest", { category: "Chairs" }), "Cheapest Chairs", "question templates fall back to English");
  assert.equal(translator("xx")("ask"), "Ask", "unknown language: English");
  assert.equal(translator("fr", { fr: { ask: "Demander" } })("ask"), "Demander", "extra translations");
});

test("suggest: questions from the catalog's own categories, features and currency, prices in the locale", () => {
  const data = {
    categories: [
      { name: "Used cars", products: 20, min: 1700, max: 30000 },
      { name: "New cars", products: 6, min: 20000, max: 20000 },
    ],
    features: [
      { category: "Used cars", feature: "Navigation system", n: 9 },
      { category: "Used cars", feature: "Sunroof", n: 2 },
      { category: "New cars", feature: "Sunroof", n: 6 },
    ],
    currency: "EUR",
  };
  const de = suggestQuestions(data, translator("de"), "de");
  assert.deepEqual(
    de.questions.map((q) => q.replace(/\s/g, " ")),
    ["Used cars with Navigation system", "Used cars under 16.000 €", "Cheapest used cars"],
    "the feature splitting a category most evenly; a feature all products have is skipped",
  );
  assert.equal(de.placeholder.replace(/\s/g, " "), "Used cars under 16.000 €");
  const inr = suggestQuestions(
    { ...data, currency: "INR", categories: [{ name: "Phones", products: 9, min: 5000, max: 400000 }], features: [] },
    translator("en-IN"),
    "en-IN",
  );
  assert.deepEqual(inr.questions, ["Phones under ₹2,02,500", "Cheapest phones"]);
  const ar = suggestQuestions({ ...data, features: [] }, translator("ar-SA"), "ar-SA");
  assert.match(ar.questions[0], /16,?000/, "Latin digits in questions whatever the locale");
  assert.doesNotMatch(de.questions.join(" "), /[\u00a0\u202f]/, "plain spaces in questions");
  assert.deepEqual(suggestQuestions({ categories: [], features: [], currency: null }), {
    placeholder: null,
    questions: [],
  });
});

test("a price as Intl writes it (no-break space before the code) is read like a plain space", () => {
  // German grouping and an ISO code after the amount: "1.500\u00a0GBP" was read as 1.5.
  const plain = engine.compile("TVs under 1.500 GBP");
  assert.match(plain.understood, /price < 1500 GBP/);
  assert.equal(engine.compile("TVs under 1.500\u00a0GBP").understood, plain.understood);
  assert.equal(engine.compile("TVs under 1.500\u202fGBP").understood, plain.understood);
  const intl = `TVs under ${formatPrice(1500, "GBP", "de", { currencyDisplay: "code" })}`; // "1.500 GBP", U+00A0
  assert.match(intl, /\u00a0/);
  assert.equal(engine.compile(intl).understood, plain.understood);
});

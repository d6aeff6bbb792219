// A paged bundle (`dualgraph build --layout paged`) in the widget, in headless Chromium: the
// `bundle` attribute is the same; on a server that honours Range the worker reads it lazily (two
// round trips to open, then the pages each question reads), answers like the whole bundle, and
// copes with a host that ignores Range (whole download), a file replaced mid-session (reopened,
// answered from the new file) and a file truncated mid-session (416: a clear error).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serve } from "../../www/serve.mjs";
import { ROOT, SITE, ensureSite, launch, buildBundle, testPage, html, askByTyping } from "./helpers.mjs";

const WORK = join(ROOT, "target", "browser-test-paged");
/** @type {import("playwright-core").Browser} */
let browser;
/** @type {Awaited<ReturnType<typeof serve>>} */
let server;
/** @type {Buffer} */
let paged;
/** @type {Buffer} */
let other;
/** What /__test/paged.dgb serves now, and what it sent. */
const served = { file: /** @type {Buffer} */ (Buffer.alloc(0)), requests: 0, ranged: 0, bytes: 0 };

/**
 * Serves `served.file`; honours `Range: bytes=a-b` unless `ranges` is false.
 * @param {boolean} ranges
 */
function rangeRoute(ranges) {
  return (/** @type {any} */ req, /** @type {any} */ res) => {
    const file = served.file;
    served.requests += 1;
    const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    const headers = { "content-type": "application/octet-stream", "cache-control": "no-store" };
    if (!m || !ranges) {
      served.bytes += file.length;
      res.writeHead(200, { ...headers, "content-length": file.length }).end(req.method === "HEAD" ? undefined : file);
      return;
    }
    served.ranged += 1;
    const a = Number(m[1]);
    if (a >= file.length) {
      res.writeHead(416, { ...headers, "content-range": `bytes */${file.length}` }).end();
      return;
    }
    const b = Math.min(m[2] ? Number(m[2]) : file.length - 1, file.length - 1);
    served.bytes += b - a + 1;
    res.writeHead(206, { ...headers, "content-length": b - a + 1, "content-range": `bytes ${a}-${b}/${file.length}` });
    res.end(file.subarray(a, b + 1));
  };
}

before(async () => {
  ensureSite();
  mkdirSync(WORK, { recursive: true });
  buildBundle(join(ROOT, "examples", "demo", "catalog.jsonl"), join(WORK, "demo-paged.dgb"), [
    "--layout",
    "paged",
    "--page-size",
    "4096",
  ]);
  const gadget = {
    kind: "product",
    id: "gadget-1",
    name: "Plain Gadget",
    categories: ["Gadgets"],
    url: "https://shop.example/gadget-1",
    price: { amount: 20, currency: "GBP" },
    specs: [{ section: "General", entry: "Weight", value: "200 g" }],
  };
  writeFileSync(join(WORK, "other.jsonl"), `${JSON.stringify(gadget)}\n`);
  buildBundle(join(WORK, "other.jsonl"), join(WORK, "other-paged.dgb"), ["--layout", "paged", "--no-encoder"]);
  paged = readFileSync(join(WORK, "demo-paged.dgb"));
  other = readFileSync(join(WORK, "other-paged.dgb"));
  const routes = {
    "/__test/paged.html": html(testPage("/__test/paged.dgb")),
    "/__test/paged.dgb": rangeRoute(true),
    "/__test/norange.html": html(testPage("/__test/norange.dgb")),
    "/__test/norange.dgb": rangeRoute(false),
  };
  server = await serve({ root: SITE, port: 0, routes });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** @param {string} path */
async function open(path) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const p = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(new URL(path, server.url).href);
  await p.waitForSelector(`dualgraph-assistant[data-state="ready"]`, { timeout: 30_000 });
  return { p, errors };
}

/**
 * Asks by typing; the product ids of the answer's cards and its error lines.
 * @param {import("playwright-core").Page} p
 * @param {string} question
 */
async function ask(p, question) {
  const answer = await askByTyping(p, question, 30_000);
  const ids = await answer.locator(".card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-id")));
  const errors = await p.locator("dualgraph-assistant .err").allInnerTexts();
  return { ids: ids.sort(), errors };
}

const FILTER_Q = "Which smartphones under 500 pounds have 5G?";

test("the widget reads a paged bundle lazily and answers like the whole bundle", { timeout: 120_000 }, async () => {
  served.file = paged;
  Object.assign(served, { requests: 0, ranged: 0, bytes: 0 });
  const lazy = await open("/__test/paged.html");
  assert.equal(await lazy.p.locator("dualgraph-assistant").getAttribute("data-source"), "range");
  assert.match(await lazy.p.locator("dualgraph-assistant .status").innerText(), /Ready — 165 products/);
  const whole = await open("/");
  for (const q of [FILTER_Q, "Cheapest laptop", "A good phone for my dad who finds small screens hard to read"]) {
    const [a, b] = [await ask(lazy.p, q), await ask(whole.p, q)];
    assert.ok(b.ids.length > 0, q);
    assert.deepEqual(a.ids, b.ids, q);
    assert.deepEqual(a.errors, []);
  }
  assert.equal(served.requests, served.ranged, "every request was a Range request");
  assert.ok(served.bytes < paged.length, `${served.bytes} of ${paged.length} bytes`);
  assert.deepEqual(lazy.errors, []);
  await lazy.p.context().close();
  await whole.p.context().close();
});

test("a host that ignores Range: the widget downloads the bundle whole", { timeout: 60_000 }, async () => {
  served.file = paged;
  const { p, errors } = await open("/__test/norange.html");
  assert.equal(await p.locator("dualgraph-assistant").getAttribute("data-source"), "network");
  assert.ok((await ask(p, FILTER_Q)).ids.length > 0);
  assert.deepEqual(errors, []);
  await p.context().close();
});

test("a paged bundle replaced mid-session is reopened; one truncated mid-session is a clear error", {
  timeout: 90_000,
}, async () => {
  served.file = paged;
  const { p } = await open("/__test/paged.html");
  assert.ok((await ask(p, FILTER_Q)).ids.length > 0);
  // A deploy replaces the file: the next question notices (size and page checksums), the worker
  // opens the new file and answers from it.
  served.file = other;
  const after = await ask(p, "cheapest gadget");
  assert.deepEqual(after.ids, ["gadget-1"], JSON.stringify(after.errors));
  await p.context().close();
  // Truncated: ranges past the new end get 416 (the passages, at the end of the file, are
  // fetched by the first open question); reopening fails with the reason.
  served.file = paged;
  const second = await open("/__test/paged.html");
  assert.ok((await ask(second.p, FILTER_Q)).ids.length > 0);
  served.file = paged.subarray(0, paged.length / 3);
  const broken = await ask(second.p, "A good phone for my dad who finds small screens hard to read");
  assert.ok(
    broken.errors.some((e) => /truncated|416|changed on the server/i.test(e)),
    `errors: ${JSON.stringify(broken.errors)}`,
  );
  await second.p.context().close();
});

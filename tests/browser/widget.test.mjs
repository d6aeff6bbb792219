// End-to-end tests of <dualgraph-assistant> and the demo site in Debian's Chromium (headless),
// driven by playwright-core. Serves site/ (built by scripts/site; built here when missing) from a
// loopback static server, plus test-only pages and bundles under /__test/.
// Screenshots of each state go to target/screenshots/; DUALGRAPH_UPDATE_SCREENSHOT=1 also writes
// www/screenshot.png (the one in README).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdirSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { serve } from "../../www/serve.mjs";
import {
  ROOT,
  SITE,
  SCREENSHOTS,
  ensureSite,
  launch,
  readCatalog,
  gbp,
  buildBundle,
  deepFocus,
  testPage,
  html,
  readPages,
  bundleFile,
  askByTyping,
} from "./helpers.mjs";

const WORK = join(ROOT, "target", "browser-test");
const HOSTILE_NAME = `<img src=x onerror="window.__pwned=1">`;
const HOSTILE_CATEGORY = "Gadgets <b>bold</b>";
const catalog = readCatalog();
const pages = readPages();
let browser;
let server;
let base;
let demoBundle;
let manifestVersion = 1;

const page = testPage;

before(async () => {
  ensureSite();
  mkdirSync(WORK, { recursive: true });
  // A catalog whose text tries to become HTML/markup wherever the widget shows catalog data.
  const hostile = [
    {
      kind: "product",
      id: "evil-1",
      name: HOSTILE_NAME,
      categories: [HOSTILE_CATEGORY],
      url: "javascript:window.__pwned=2",
      price: { amount: 10, currency: "GBP" },
      specs: [
        {
          section: "General",
          entry: "Colour <script>window.__pwned=3</script>",
          value: "**not bold** [x](javascript:window.__pwned=4)",
        },
        { section: "General", entry: "Weight", value: "<svg onload=window.__pwned=5> 100 g" },
      ],
    },
    {
      kind: "product",
      id: "ok-1",
      name: "Plain Gadget",
      categories: [HOSTILE_CATEGORY],
      url: "https://shop.example/ok-1",
      price: { amount: 20, currency: "GBP" },
      specs: [{ section: "General", entry: "Weight", value: "200 g" }],
    },
  ];
  writeFileSync(join(WORK, "hostile.jsonl"), `${hostile.map((r) => JSON.stringify(r)).join("\n")}\n`);
  buildBundle(join(WORK, "hostile.jsonl"), join(WORK, "hostile.dgb"));
  // The demo catalog with the query encoder inside (the site's bundle leaves it out).
  buildBundle(join(ROOT, "examples", "demo", "catalog.jsonl"), join(WORK, "encoder.dgb"));
  demoBundle = readFileSync(join(SITE, "demo.dgb"));
  const demoManifest = JSON.parse(readFileSync(join(SITE, "demo.dgb.json"), "utf8"));

  const routes = {
    "/__test/hostile.html": html(page("/__test/hostile.dgb")),
    "/__test/hostile.dgb": bundleFile(join(WORK, "hostile.dgb")),
    "/__test/encoder.html": html(page("/__test/encoder.dgb")),
    "/__test/encoder.dgb": bundleFile(join(WORK, "encoder.dgb")),
    "/__test/missing.html": html(page("/__test/does-not-exist.dgb")),
    "/__test/notbundle.html": html(page("/index.html")),
    "/__test/truncated.html": html(page("/__test/truncated.dgb")),
    "/__test/truncated.dgb": (_req, res) => {
      // Declares the full length, sends half, then drops the connection.
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": demoBundle.length });
      res.write(demoBundle.subarray(0, demoBundle.length >> 1), () => setTimeout(() => res.destroy(), 50));
    },
    "/__test/slow.html": html(page("/__test/slow.dgb")),
    "/__test/slow.dgb": (req, res) => {
      res.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": demoBundle.length,
        "cache-control": "no-store",
      });
      if (req.method === "HEAD") return res.end();
      const chunk = Math.ceil(demoBundle.length / 20);
      let off = 0;
      const tick = () => {
        if (res.destroyed) return;
        if (off >= demoBundle.length) return res.end();
        res.write(demoBundle.subarray(off, off + chunk));
        off += chunk;
        setTimeout(tick, 60);
      };
      tick();
    },
    "/__test/cache.html": html(page("/demo.dgb", `manifest="/__test/cache.json"`)),
    "/__test/cache.json": (_req, res) => {
      const m = structuredClone(demoManifest);
      if (manifestVersion > 1) m.manifest.created_at = `changed-${manifestVersion}`;
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify(m));
    },
  };
  server = await serve({ root: SITE, port: 0, routes });
  base = server.url;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path, { width = 1100, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const p = await context.newPage();
  p.errors = [];
  p.on("pageerror", (e) => p.errors.push(e.message));
  await p.addInitScript(() => {
    window.__progress = [];
    window.addEventListener("dg-progress", (e) => window.__progress.push(e.detail), true);
  });
  await p.goto(new URL(path, base).href);
  return p;
}

const widget = (p) => p.locator("dualgraph-assistant");
const waitState = (p, state, timeout = 30_000) =>
  p.waitForSelector(`dualgraph-assistant[data-state="${state}"]`, { timeout });

async function shot(p, name) {
  await p.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

const yes = (p, entry) => p.specs.some((s) => s.entry === entry && /^yes\b/i.test(s.value));
/** A spec value of a raw catalog product (specs as rows, or as an object keyed "Section:Entry"). */
const specOf = (/** @type {any} */ p, /** @type {string} */ entry) =>
  Array.isArray(p.specs)
    ? (p.specs.find((/** @type {any} */ s) => s.entry === entry)?.value ?? "")
    : (Object.entries(p.specs).find(([k]) => k.split(":").pop() === entry)?.[1] ?? "");

test("the demo page loads the bundle: progress reaches 100 % and the widget becomes ready", {
  timeout: 60_000,
}, async () => {
  const p = await open("/");
  await waitState(p, "ready");
  const progress = await p.evaluate(() => window.__progress);
  const downloads = progress.filter((e) => e.phase === "downloading");
  assert.ok(downloads.length >= 1, "download progress was reported");
  const last = downloads.at(-1);
  assert.equal(last.total, demoBundle.length, "total comes from Content-Length");
  assert.equal(last.loaded, demoBundle.length, "every byte arrived");
  const phases = progress.map((e) => e.phase);
  assert.ok(phases.indexOf("verifying") > phases.indexOf("downloading"), `phases in order: ${phases}`);
  assert.equal(phases.at(-1), "ready");
  const bar = widget(p).locator("[role=progressbar]");
  assert.equal(await bar.getAttribute("aria-valuenow"), "100");
  assert.match(await widget(p).locator(".status").innerText(), /Ready — 165 products/);
  assert.equal(await widget(p).getAttribute("data-source"), "network");
  // Suggestions come from the bundle.
  assert.ok((await widget(p).locator(".suggestions .chip").count()) >= 2);
  await shot(p, "ready");
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test("a slow download shows real intermediate progress, then 100 %", { timeout: 60_000 }, async () => {
  const p = await open("/__test/slow.html");
  const bar = widget(p).locator("[role=progressbar]");
  await p.waitForFunction(
    () => {
      const b = document.querySelector("dualgraph-assistant")?.shadowRoot?.querySelector("[role=progressbar]");
      const v = Number(b?.getAttribute("aria-valuenow"));
      return v > 10 && v < 90;
    },
    null,
    { timeout: 20_000 },
  );
  // The widget's size format: KB below 1 MiB, MB with one decimal above.
  const n = demoBundle.length;
  const total = n >= 1048576 ? `${(n / 1048576).toFixed(1).replace(".", "\\.")} MB` : `${Math.round(n / 1024)} KB`;
  assert.match(
    await widget(p).locator(".status-text").innerText(),
    new RegExp(`Downloading the catalog… (\\d+ KB|\\d+\\.\\d MB) of ${total} \\(\\d+ %\\)`),
  );
  await shot(p, "loading");
  await waitState(p, "ready");
  assert.equal(await bar.getAttribute("aria-valuenow"), "100");
  const pcts = (await p.evaluate(() => window.__progress))
    .filter((e) => e.phase === "downloading" && e.total)
    .map((e) => Math.floor((100 * e.loaded) / e.total));
  assert.ok(new Set(pcts).size >= 4, `several distinct progress values: ${pcts}`);
  assert.deepEqual(
    [...pcts].sort((a, b) => a - b),
    pcts,
    "progress never goes back",
  );
  await p.context().close();
});

test("an offline filter question returns the right product cards", { timeout: 60_000 }, async () => {
  const p = await open("/");
  await waitState(p, "ready");
  const truth = catalog.filter(
    (x) => x.categories.includes("TVs") && yes(x, "Dolby Atmos") && x.price && x.price.amount < 1000,
  );
  assert.ok(truth.length >= 1 && truth.length <= 6, "the question has a small, non-empty answer");
  const answer = await askByTyping(p, "TVs with Dolby Atmos under £1,000");
  assert.equal(await answer.locator(".label").innerText(), "Offline answer (no AI)");
  const cards = answer.locator(".card");
  const ids = await cards.evaluateAll((els) => els.map((e) => e.dataset.id));
  assert.deepEqual(ids.sort(), truth.map((x) => x.id).sort());
  for (const x of truth) {
    const card = answer.locator(`.card[data-id="${x.id}"]`);
    assert.equal(await card.locator("h4").innerText(), x.name);
    assert.equal(await card.locator(".price").innerText(), gbp(x.price.amount));
    assert.equal(await card.locator("h4 a").getAttribute("href"), x.url);
    const specs = await card.locator("dt").allInnerTexts();
    assert.ok(specs.length >= 3 && specs.length <= 5, `3–5 specs on a card: ${specs}`);
    assert.ok(specs.includes("Dolby Atmos"), "the spec the question asked about is on the card");
  }
  assert.match(
    await answer.locator(".md").innerText(),
    new RegExp(`^${truth.length} products? match(es)?: category = TVs · has Dolby Atmos · price < 1000 GBP\\.$`),
  );
  // The live region announces the answer for screen readers.
  assert.match(
    await widget(p).locator("[aria-live=polite][aria-atomic=true]").innerText(),
    /Offline answer \(no AI\): \d+ product/,
  );
  await shot(p, "answer-filter");

  // A counting question over the same data: the number comes from the catalog.
  const count = catalog.filter((x) => x.categories.includes("TVs") && yes(x, "Dolby Atmos")).length;
  const counted = await askByTyping(p, "How many TVs have Dolby Atmos?");
  assert.match(await counted.locator(".md").innerText(), new RegExp(`^${count} products`));
  // List answers get a table with every result, sortable by price.
  const table = counted.locator(".table-wrap table");
  assert.equal(await table.locator("tbody tr").count(), count);
  await table.locator("thead th", { hasText: "Price" }).locator("button").click();
  const prices = (await table.locator("tbody tr td:nth-of-type(1)").allInnerTexts()).map((t) =>
    Number(t.replace(/[£,]/g, "")),
  );
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
    "sorted by price ascending",
  );
  assert.equal(await table.locator("thead th", { hasText: "Price" }).getAttribute("aria-sort"), "ascending");
  await shot(p, "answer-table");
  // Follow-ups refine the answer (the conversation state goes with them): the cheapest of those TVs.
  const follow = counted.locator(".followups .chip", { hasText: /^The cheapest one$/ });
  await follow.click();
  const cheapest = p.locator("dualgraph-assistant .answer").nth(2);
  await cheapest.locator(".label:not([hidden])").waitFor();
  const min = Math.min(
    ...catalog.filter((x) => x.categories.includes("TVs") && yes(x, "Dolby Atmos")).map((x) => x.price.amount),
  );
  const cheapestIds = catalog
    .filter((x) => x.categories.includes("TVs") && yes(x, "Dolby Atmos") && x.price.amount === min)
    .map((x) => x.id);
  assert.deepEqual(
    (await cheapest.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id))).sort(),
    cheapestIds.sort(),
  );
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test("a conversation: a follow-up narrows the last answer, survives a reload, and New conversation resets it", {
  timeout: 90_000,
}, async () => {
  const p = await open("/");
  await waitState(p, "ready");
  const under = catalog.filter((x) => x.categories.includes("Smartphones") && x.price && x.price.amount < 500);
  const first = await askByTyping(p, "smartphones under £500");
  const ids = async (/** @type {any} */ a) =>
    (await a.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id))).sort();
  assert.equal(
    await first
      .locator(".md")
      .innerText()
      .then((t) => Number(t.split(" ")[0])),
    under.length,
  );
  const fiveG = under
    .filter((x) => specOf(x, "Network").includes("5G"))
    .map((x) => x.id)
    .sort();
  const next = await askByTyping(p, "which of those have 5G?");
  assert.match(await next.locator(".md").innerText(), new RegExp(`^${fiveG.length} products? match`));
  assert.deepEqual(await ids(next), fiveG.slice(0, 6), "the cards are the 5G phones among the earlier ones");
  const stored = await p.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((k) => k.startsWith("dualgraph.conversation:"))
      .map((k) => JSON.parse(sessionStorage.getItem(k) ?? "null")),
  );
  assert.equal(stored.length, 1);
  assert.deepEqual(
    stored[0].turns.map((/** @type {any} */ t) => t.question),
    ["smartphones under £500", "which of those have 5G?"],
  );
  // A reload keeps the conversation in this tab, and says so.
  await p.reload();
  await waitState(p, "ready");
  assert.match(
    await widget(p).locator(".resumed").innerText(),
    /Continuing your conversation: “smartphones under £500”/,
  );
  const count = await askByTyping(p, "how many of them?");
  assert.match(await count.locator(".md").innerText(), new RegExp(`^${fiveG.length} products?`));
  // New conversation: the log empties, storage is cleared, the next question stands alone.
  const reset = widget(p).getByRole("button", { name: "New conversation" });
  await reset.click();
  assert.equal(await widget(p).locator(".answer").count(), 0);
  assert.equal(
    await p.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("dualgraph.conversation:")).length),
    0,
  );
  assert.ok(await reset.isHidden());
  assert.match(await widget(p).locator("[aria-live=polite][aria-atomic=true]").innerText(), /New conversation/);
  const alone = await askByTyping(p, "which of those have 5G?");
  assert.doesNotMatch(await alone.locator(".md").innerText(), new RegExp(`^${fiveG.length} products match`));
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test("a feature only the prose states is answered from prose facts, each card showing its sentence", {
  timeout: 60_000,
}, async () => {
  const p = await open("/");
  await waitState(p, "ready");
  const answer = await askByTyping(p, "waterproof phones");
  const cards = answer.locator(".card");
  assert.ok((await cards.count()) >= 1, "at least one product");
  const ids = await cards.evaluateAll((els) => els.map((e) => e.dataset.id));
  for (const id of ids) {
    const record = catalog.find((x) => x.id === id);
    assert.ok(record?.text && /waterproof/i.test(record.text), `${id}: its own prose says waterproof`);
    const card = answer.locator(`.card[data-id="${id}"]`);
    const labels = await card.locator("dt").allInnerTexts();
    const at = labels.findIndex((l) => /text says/i.test(l));
    assert.ok(at >= 0, `${id}: the card names the prose constraint: ${labels}`);
    const sentence = await card.locator("dd").nth(at).innerText();
    assert.match(sentence, /waterproof/i, `${id}: the card shows the sentence`);
    assert.ok(
      record.text.includes(sentence.replace(/…$/, "").slice(0, 40)),
      `${id}: the sentence is the product's own`,
    );
  }
  assert.equal(p.errors.length, 0, p.errors.join("\n"));
});

test("with the encoder in the bundle, a word the catalog never writes is matched and the trace says how", {
  timeout: 90_000,
}, async () => {
  const p = await open("/__test/encoder.html");
  await waitState(p, "ready", 60_000);
  const answer = await askByTyping(p, "Fridges with an icemaker");
  const truth = catalog.filter((x) => x.categories.includes("Fridges") && yes(x, "Ice Maker"));
  assert.ok(truth.length > 0 && truth.length < catalog.filter((x) => x.categories.includes("Fridges")).length);
  assert.deepEqual(
    (await answer.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id))).sort(),
    truth.map((x) => x.id).sort(),
  );
  await answer.locator("details.trace summary").click();
  const text = await answer.locator("details.trace").innerText();
  assert.match(text, /Understood\s+list; category = Fridges; has Ice Maker/);
  assert.match(text, /has Ice Maker \(confidence 0\.\d\d, from “icemaker”, ≈ 0\.\d\d by meaning\)/);
  // Constraints matched by string show no similarity.
  assert.match(text, /category = Fridges \(confidence 1\.00, from “fridges”\)/);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test("the trace panel shows the SPARQL that ran, with rows and timing, and a console", {
  timeout: 60_000,
}, async () => {
  const p = await open("/");
  await waitState(p, "ready");
  const answer = await askByTyping(p, "Fridges with an ice maker");
  const truth = catalog.filter((x) => x.categories.includes("Fridges") && yes(x, "Ice Maker"));
  assert.equal(await answer.locator(".card").count(), truth.length);
  const trace = answer.locator("details.trace");
  assert.equal(await trace.getAttribute("open"), null, "collapsed by default");
  await trace.locator("summary").click();
  const sparql = await trace.locator(".query pre").first().innerText();
  assert.match(sparql, /^(PREFIX [^\n]*\n)*\s*SELECT /);
  const text = await trace.innerText();
  // The engine routed it to the zero-token compiler, by rules, and says what it understood.
  assert.match(text, /Route\s+compiler — the question compiles to exact constraints: [^\n]*\(by rules\)/);
  assert.match(text, /Understood\s+list; category = Fridges; has Ice Maker/);
  assert.match(text, /Constraints\s+category = Fridges \(confidence 1\.00, from “fridges”\)/);
  assert.match(text, new RegExp(`Matches\\s+${truth.length}\\n`));
  assert.match(text, new RegExp(`compiled query\\s+${truth.length} rows?`));
  assert.match(text, /AI\s+none \(offline answer\)/);
  assert.match(text, /Tokens\s+0/);
  // The query that ran is the one shown: rerun it through the engine and get the same products.
  const rerun = await widget(p).evaluate((el, q) => el.query(q), sparql);
  const idCol = rerun.vars.indexOf("id");
  assert.deepEqual(rerun.rows.map((r) => r[idCol].value).sort(), truth.map((x) => x.id).sort());
  assert.match(text, /Time\s+[\d.]+ ms in WebAssembly \(compile [\d.]+ ms/);
  assert.ok(await trace.locator("button", { hasText: "Copy SPARQL" }).first().isVisible());
  // The console runs edited SPARQL read-only in the worker.
  const area = trace.locator(".console textarea");
  assert.equal(await area.inputValue(), sparql);
  await area.fill("SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }");
  await trace.locator(".console button", { hasText: "Run" }).click();
  await trace.locator(".console .out table").waitFor();
  assert.equal(await trace.locator(".console .out tbody th").innerText(), String(catalog.length));
  await area.fill("DELETE WHERE { ?s ?p ?o }");
  await trace.locator(".console button", { hasText: "Run" }).click();
  await trace.locator(".console .out .err").waitFor();
  assert.match(await trace.locator(".console .out .err").innerText(), /read-only/);
  await trace.locator(".query pre").first().scrollIntoViewIfNeeded();
  await shot(p, "trace");
  // An open question goes to the passages of the textual graph; offline they are the answer,
  // with the products they mention, and the trace lists them.
  const openQ = await askByTyping(p, "Something nice for my dad who finds small screens hard to read");
  assert.equal(await openQ.locator(".label").innerText(), "Offline answer (no AI)");
  const passages = openQ.locator(".passages details.passage");
  const n = await passages.count();
  assert.ok(n >= 1 && n <= 5, `1–5 passages: ${n}`);
  const titles = new Set([...catalog.map((x) => x.name), ...pages.map((x) => x.title)]);
  for (let i = 0; i < n; i++) {
    assert.equal(await passages.nth(i).getAttribute("open"), "", "offline passages are shown open");
    const path = await passages.nth(i).locator("summary .path").innerText();
    assert.ok(titles.has(path.split(" › ")[0]), `the passage comes from a catalog document: ${path}`);
  }
  assert.match(
    await openQ.locator(".md").innerText(),
    new RegExp(`here (is the passage|are the ${n} passages) from the catalog's text`),
  );
  const cardIds = await openQ.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id));
  assert.ok(
    cardIds.length >= 1 && cardIds.every((id) => catalog.some((x) => x.id === id)),
    `cards for catalog products: ${cardIds}`,
  );
  await openQ.locator("details.trace summary").click();
  const openTrace = await openQ.locator("details.trace").innerText();
  assert.match(openTrace, /Route\s+tkg — open\/subjective cue/);
  assert.match(openTrace, new RegExp(`Passages used \\(${n}\\)`));
  assert.equal(await openQ.locator(".query pre").count(), 0, "no SPARQL ran for it");
  await p.context().close();
});

test("keyboard only: Tab to the question box, type, Enter; focus stays sensible; dialog traps and returns focus", {
  timeout: 60_000,
}, async () => {
  const p = await open("/");
  await waitState(p, "ready");
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await p.keyboard.press("Tab");
    const path = await deepFocus(p);
    reached = path[0].startsWith("dualgraph-assistant") && /^input#dg\d+-q/.test(path[1] ?? "");
  }
  assert.ok(reached, "Tab reaches the question box");
  await p.keyboard.type("Headphones with multipoint");
  await p.keyboard.press("Enter");
  const answer = widget(p).locator(".answer").first();
  await answer.locator(".label:not([hidden])").waitFor();
  let path = await deepFocus(p);
  assert.match(path[1], /^input#dg\d+-q/, "focus stays in the question box for a follow-up");
  assert.equal(await widget(p).locator("form.ask input").inputValue(), "", "the box is cleared");
  const truth = catalog.filter((x) => x.categories.includes("Headphones") && yes(x, "Multipoint"));
  assert.match(await answer.locator(".md").innerText(), new RegExp(`^${truth.length} products`));
  // Shift+Tab walks back into the answer (its "How I found this" toggle); Enter opens it.
  await p.keyboard.press("Shift+Tab");
  path = await deepFocus(p);
  assert.ok(
    path.some((x) => x.startsWith("summary")) || path.some((x) => x.includes("chip")),
    `focus moved into the answer: ${path}`,
  );
  if (path.some((x) => x.includes("chip"))) {
    while (!(await deepFocus(p)).some((x) => x.startsWith("summary"))) await p.keyboard.press("Shift+Tab");
  }
  await p.keyboard.press("Enter");
  assert.equal(await answer.locator("details.trace").getAttribute("open"), "");
  await shot(p, "keyboard");
  // Suggestion chips work from the keyboard and hand focus back to the question box.
  const before = await widget(p).locator(".answer").count();
  await widget(p).locator(".suggestions .chip").first().focus();
  await p.keyboard.press("Enter");
  await widget(p).locator(".answer").nth(before).locator(".label:not([hidden])").waitFor();
  assert.match((await deepFocus(p))[1], /^input#dg\d+-q/);
  // Settings dialog: opens with focus inside, Escape closes and returns focus to its button.
  await widget(p).locator("header button", { hasText: "AI settings" }).focus();
  await p.keyboard.press("Enter");
  const dialog = widget(p).locator("dialog");
  await dialog.waitFor({ state: "visible" });
  assert.match((await deepFocus(p))[1], /^input#dg\d+-llm-endpoint/);
  assert.match(await dialog.innerText(), /sessionStorage only/);
  assert.match(await dialog.innerText(), /sent only to the endpoint you enter/);
  await shot(p, "settings");
  await p.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.match((await deepFocus(p))[1], /^button.btn.small/);
  assert.equal(await widget(p).locator("header button[aria-haspopup=dialog]").innerText(), "AI settings");
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test("hostile catalog text and questions render inert, as literal text", { timeout: 60_000 }, async () => {
  const p = await open("/__test/hostile.html");
  await waitState(p, "ready");
  // The category name itself is hostile; asked literally, the compiler answers with the cheapest.
  const answer = await askByTyping(p, `Cheapest ${HOSTILE_CATEGORY}`);
  const card = answer.locator('.card[data-id="evil-1"]');
  assert.equal(await card.locator("h4").innerText(), HOSTILE_NAME, "the name is shown literally");
  assert.equal(await card.locator("h4 a").count(), 0, "a javascript: URL is not made a link");
  assert.ok((await answer.locator(".md").innerText()).includes(HOSTILE_NAME), "literal in the markdown answer too");
  const specText = await card.locator("dl").innerText();
  assert.ok(specText.includes("<svg onload=window.__pwned=5> 100 g"));
  // A hostile question.
  const asked = await askByTyping(p, `${HOSTILE_NAME} <script>window.__pwned=6</script>`);
  assert.equal(await asked.locator("h3.q").innerText(), `${HOSTILE_NAME} <script>window.__pwned=6</script>`);
  // The markdown renderer itself, on hostile markdown.
  const rendered = await p.evaluate(async (name) => {
    // @ts-expect-error -- a URL in the page (the served www/widget/markdown.js), not a path here
    const { renderMarkdown } = await import("/widget/markdown.js");
    const div = document.createElement("div");
    div.append(
      renderMarkdown(
        `${name}\n\n**ok** [click](javascript:window.__pwned=7) [fine](https://example.com) <script>window.__pwned=8</script>\n\n- <iframe src=javascript:window.__pwned=9>`,
      ),
    );
    document.body.append(div);
    return {
      html: div.innerHTML,
      links: [...div.querySelectorAll("a")].map((a) => a.getAttribute("href")),
      tags: [...div.querySelectorAll("*")].map((e) => e.tagName),
    };
  }, HOSTILE_NAME);
  assert.deepEqual(rendered.links, ["https://example.com"]);
  assert.deepEqual([...new Set(rendered.tags)].sort(), ["A", "LI", "P", "STRONG", "UL"]);
  await p.waitForTimeout(300); // give any injected handler a chance to fire
  const state = await p.evaluate(() => ({
    pwned: window.__pwned,
    elements: [...document.querySelector("dualgraph-assistant").shadowRoot.querySelectorAll("img, script, svg, iframe")]
      .length,
  }));
  assert.equal(state.pwned, undefined);
  assert.equal(state.elements, 0);
  await answer.scrollIntoViewIfNeeded();
  await shot(p, "hostile");
  await p.context().close();
});

test("bundle errors show a clear message and no stuck progress bar", { timeout: 90_000 }, async () => {
  /** @type {[string, RegExp, string][]} */
  const cases = [
    ["/__test/missing.html", /HTTP 404 \(not found\)/, "error-404"],
    [
      "/__test/notbundle.html",
      /not a usable catalog bundle: .*not a dualgraph bundle.*HTML page/,
      "error-not-a-bundle",
    ],
    ["/__test/truncated.html", /truncated|broke off/, "error-truncated"],
  ];
  for (const [path, message, name] of cases) {
    const p = await open(path);
    await waitState(p, "error");
    const alert = widget(p).locator(".status [role=alert]");
    assert.match(await alert.innerText(), message, path);
    assert.ok(await widget(p).locator("[role=progressbar]").isHidden(), "no progress bar left spinning");
    assert.ok(await widget(p).locator(".status button", { hasText: "Try again" }).isVisible());
    if (name === "error-404") {
      const answer = await askByTyping(p, "anything");
      assert.match(await answer.innerText(), /could not be loaded/);
      await shot(p, name);
    }
    await p.context().close();
  }
});

test("the bundle is cached and re-downloaded when its manifest changes", { timeout: 60_000 }, async () => {
  manifestVersion = 1;
  const context = await browser.newContext();
  const p = await context.newPage();
  await p.goto(new URL("/__test/cache.html", base).href);
  await waitState(p, "ready");
  assert.equal(await widget(p).getAttribute("data-source"), "network");
  await p.reload();
  await waitState(p, "ready");
  assert.equal(await widget(p).getAttribute("data-source"), "cache");
  assert.match(await widget(p).locator(".status").innerText(), /from cache/);
  manifestVersion = 2; // a new version was deployed
  await p.reload();
  await waitState(p, "ready");
  assert.equal(await widget(p).getAttribute("data-source"), "network");
  await context.close();
});

test("responsive at 360 px: no horizontal overflow, cards stack", { timeout: 60_000 }, async () => {
  const p = await open("/", { width: 360, height: 780 });
  await waitState(p, "ready");
  const answer = await askByTyping(p, "Smartphones under £300 with 5G");
  await answer.locator(".card").first().waitFor();
  const sizes = await p.evaluate(() => {
    const w = document.querySelector("dualgraph-assistant");
    const cards = [...w.shadowRoot.querySelectorAll(".card")].map((c) => c.getBoundingClientRect());
    return {
      doc: document.documentElement.scrollWidth,
      widget: w.getBoundingClientRect().right,
      cards: cards.map((r) => [Math.round(r.left), Math.round(r.right)]),
    };
  });
  assert.ok(sizes.doc <= 360, `page width ${sizes.doc}`);
  assert.ok(sizes.widget <= 360, `widget right edge ${sizes.widget}`);
  assert.ok(
    sizes.cards.every(([l, r]) => r <= 360 && l >= 0),
    JSON.stringify(sizes.cards),
  );
  assert.ok(new Set(sizes.cards.map(([l]) => l)).size === 1, "one card per row");
  await widget(p).scrollIntoViewIfNeeded();
  await shot(p, "mobile-360");
  await p.context().close();
});

test("README screenshot", { timeout: 60_000 }, async () => {
  const p = await open("/", { width: 1200, height: 860 });
  await waitState(p, "ready");
  const answer = await askByTyping(p, "TVs with Dolby Atmos under £1,500");
  await answer.locator("details.trace summary").click();
  await p.evaluate(() => {
    const log = document.querySelector("dualgraph-assistant").shadowRoot.querySelector(".log");
    log.scrollTop = 0;
  });
  await shot(p, "demo-page");
  if (process.env.DUALGRAPH_UPDATE_SCREENSHOT)
    copyFileSync(join(SCREENSHOTS, "demo-page.png"), join(ROOT, "www", "screenshot.png"));
  await p.context().close();
});

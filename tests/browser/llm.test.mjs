// The widget's AI path in Debian's Chromium (playwright-core): the engine's `ask` in the Web
// Worker calls a real OpenAI-compatible HTTP server on loopback with scripted replies
// (tests/support/scripted-llm.mjs) — through a same-origin proxy route (/api/llm, the role of
// the Worker issue's proxy) for `llm-endpoint`, and directly for a visitor's own endpoint + key.
// Screenshots of each state go to target/screenshots/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { serve } from "../../www/serve.mjs";
import { startScriptedLlm } from "../support/scripted-llm.mjs";
import { readFileSync } from "node:fs";
import { SITE, SCREENSHOTS, ensureSite, launch, readCatalog, testPage, html } from "./helpers.mjs";
import { initSync, Engine } from "../../pkg/dualgraph.js";

const catalog = readCatalog();
const FILTER_Q = "TVs with Dolby Atmos under £1,000";
const OPEN_Q = "A good phone for my dad who finds small screens hard to read";
const yes = (p, entry) => p.specs.some((s) => s.entry === entry && /^yes\b/i.test(s.value));
const filterTruth = catalog.filter(
  (x) => x.categories.includes("TVs") && yes(x, "Dolby Atmos") && x.price && x.price.amount < 1000,
);

let browser;
let server;
let base;
/** What the scripted model replies (set per test) and every request that reached it. */
/** @type {import("../support/scripted-llm.mjs").Script} */
let script = () => ({ status: 500 });
let llm;
/** Requests that reached the page's own /api/llm proxy route. */
const proxied = [];

before(async () => {
  ensureSite();
  llm = await startScriptedLlm((req, i) => script(req, i));
  const routes = {
    // The site's LLM proxy (what the Worker's /api/llm does, minus the key): same origin as the
    // page, forwards the body to the upstream model and streams the reply back.
    "/api/llm": async (req, res) => {
      let body = "";
      for await (const chunk of req) body += chunk;
      proxied.push({ method: req.method, headers: req.headers, body: JSON.parse(body || "null") });
      const up = await fetch(`${llm.url}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      res.writeHead(up.status, {
        "content-type": up.headers.get("content-type") ?? "application/json",
        "cache-control": "no-store",
      });
      if (up.body) for await (const chunk of up.body) res.write(chunk);
      res.end();
    },
    "/__test/site-llm.html": html(
      testPage("/demo.dgb", `manifest="/demo.dgb.json" llm-endpoint="/api/llm" llm-model="site-model"`),
    ),
    "/__test/site-llm-timeout.html": html(
      testPage(
        "/demo.dgb",
        `manifest="/demo.dgb.json" llm-endpoint="/api/llm" llm-model="site-model" llm-timeout-ms="300"`,
      ),
    ),
    "/__test/site-llm-skg.html": html(
      testPage("/demo.dgb", `manifest="/demo.dgb.json" llm-endpoint="/api/llm" llm-model="site-model" strategy="skg"`),
    ),
    "/__test/site-llm-nomodel.html": html(testPage("/demo.dgb", `manifest="/demo.dgb.json" llm-endpoint="/api/llm"`)),
  };
  server = await serve({ root: SITE, port: 0, routes });
  base = server.url;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await llm?.close();
});

async function open(path, { width = 1100, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const p = await context.newPage();
  p.errors = [];
  p.on("pageerror", (e) => p.errors.push(e.message));
  p.requests = [];
  context.on("request", (r) => p.requests.push(r)); // page and worker traffic alike
  await p.addInitScript(() => {
    window.__results = [];
    window.addEventListener("dg-answer", (e) => window.__results.push(e.detail), true);
  });
  await p.goto(new URL(path, base).href);
  await p.waitForSelector('dualgraph-assistant[data-state="ready"]', { timeout: 30_000 });
  return p;
}

const widget = (p) => p.locator("dualgraph-assistant");
const shot = (p, name) => p.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/** Types a question and presses Enter; returns the new answer's locator (not waiting for it). */
async function type(p, question) {
  const n = await widget(p).locator(".answer").count();
  await p.fill("dualgraph-assistant form.ask input", question);
  await p.press("dualgraph-assistant form.ask input", "Enter");
  return widget(p).locator(".answer").nth(n);
}

/** Waits until an answer is complete (the article is no longer busy). */
const done = (answer) =>
  answer.and(answer.page().locator('dualgraph-assistant .answer[aria-busy="false"]')).waitFor({ timeout: 30_000 });

/** The evidence lines the model was shown for a marker: "[P1] name — …" → name. */
function evidence(request, marker) {
  const user = request.body.messages.find((m) => m.role === "user").content;
  const line = user.split("\n").find((l) => l.startsWith(`[${marker}] `));
  assert.ok(line, `the prompt lists ${marker}`);
  return line.slice(marker.length + 3);
}

test("llm-endpoint: the answer streams in, citations open the cited products, the page sends no key", {
  timeout: 90_000,
}, async () => {
  const pieces = [
    "Two TVs ",
    "match: ",
    "the first ",
    "one [P1] ",
    "and the ",
    "second ",
    "one [P2]. ",
    "Both have ",
    "Dolby ",
    "Atmos ",
    "and cost ",
    "under £1,000.",
  ];
  script = (req) => (req.phase === "answer" ? { stream: pieces, gapMs: 120 } : { status: 500 });
  llm.requests.length = 0;
  proxied.length = 0;
  const p = await open("/__test/site-llm.html");
  assert.equal(await widget(p).locator(".badge").innerText(), "AI answers");
  // Record every rendering of the answer text and of the live region, with the answer's busy state.
  await p.evaluate(() => {
    const root = document.querySelector("dualgraph-assistant").shadowRoot;
    window.__md = [];
    window.__live = [];
    new MutationObserver(() => {
      const md = root.querySelectorAll(".answer .md");
      const last = md[md.length - 1];
      if (last) window.__md.push({ text: last.textContent, busy: last.closest(".answer").getAttribute("aria-busy") });
      const live = root.querySelector("[aria-live=polite][aria-atomic=true]").textContent;
      if (live !== window.__live.at(-1)) window.__live.push(live);
    }).observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  const answer = await type(p, FILTER_Q);
  // Product cards come from the catalog before the model has finished writing.
  await answer.locator(".card").first().waitFor();
  await answer.locator(".md.streaming").waitFor({ timeout: 20_000 });
  await shot(p, "llm-streaming");
  await done(answer);

  const final = pieces.join("");
  assert.equal(await answer.locator(".label").innerText(), "AI answer");
  assert.equal(await answer.locator(".md").innerText(), final);
  const renders = await p.evaluate(() => window.__md);
  const partial = [...new Set(renders.filter((r) => r.busy === "true").map((r) => r.text))].filter(
    (t) => t && t !== final,
  );
  assert.ok(
    partial.length >= 3,
    `the text grew in at least 3 steps before the answer was done: ${JSON.stringify(partial)}`,
  );
  for (const t of partial) assert.ok(final.startsWith(t), `each partial text is a prefix of the answer: ${t}`);
  assert.deepEqual(
    partial.map((t) => t.length),
    [...partial.map((t) => t.length)].sort((a, b) => a - b),
    "the text only grows",
  );
  // The live region is not fed token by token: it announces the finished answer once.
  const live = await p.evaluate(() => window.__live.filter(Boolean));
  assert.equal(live.length, 1, JSON.stringify(live));
  assert.match(
    live[0],
    /^AI answer: Two TVs match: the first one \[P1\] and the second one \[P2\]\. .* 2 product cards shown\.$/,
  );

  // [P1] and [P2] link to the products the model was shown under those markers.
  const request = llm.requests.find((r) => r.phase === "answer");
  for (const marker of ["P1", "P2"]) {
    const name = evidence(request, marker).split(" — ")[0];
    const product = catalog.find((x) => x.name === name);
    assert.ok(product, `${marker} is a catalog product: ${name}`);
    const cite = answer.locator(`.md a.cite[data-marker="${marker}"]`);
    assert.equal(await cite.getAttribute("href"), product.url);
    assert.equal(await cite.getAttribute("data-id"), product.id);
    assert.equal(await cite.innerText(), `[${marker}]`);
  }
  const ids = await answer.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id));
  assert.deepEqual(ids.sort(), filterTruth.map((x) => x.id).sort());

  // Only the answer step needed the model (the compiler found the products), through the proxy,
  // with no key from the page.
  assert.deepEqual(
    llm.requests.map((r) => r.phase),
    ["answer"],
  );
  assert.equal(proxied.length, 1);
  assert.equal(proxied[0].headers.authorization, undefined, "no Authorization header from the page");
  assert.equal(proxied[0].body.model, "site-model");
  assert.equal(proxied[0].body.stream, true);
  assert.ok(
    proxied[0].body.messages.some((m) => m.content.includes(FILTER_Q)),
    "the question is in the prompt",
  );
  const llmCalls = p.requests.filter((r) => new URL(r.url()).pathname === "/api/llm");
  assert.equal(llmCalls.length, 1);
  assert.equal((await llmCalls[0].allHeaders()).authorization, undefined);
  assert.equal(
    new URL(llmCalls[0].url()).origin,
    new URL(base).origin,
    "relative llm-endpoint resolved against the page",
  );

  // "How I found this": the route, the compiled query and the answer's tokens.
  await answer.locator("details.trace summary").click();
  const trace = await answer.locator("details.trace").innerText();
  assert.match(trace, /Route\s+compiler — /);
  assert.match(trace, /AI\s+site-model via 127\.0\.0\.1:\d+/);
  assert.match(trace, /Tokens\s+answer: 100 prompt \+ 20 completion in 1 call\n/);
  assert.match(trace, new RegExp(`compiled query\\s+${filterTruth.length} rows`));
  assert.match(trace, /Time\s+[\d.]+ ms including the AI model's replies \(answer [\d.]+ ms/);
  await shot(p, "llm-answer");

  // The settings dialog explains the site's endpoint and asks for no key.
  await widget(p).locator("header button", { hasText: "AI settings" }).click();
  const dialog = widget(p).locator("dialog");
  assert.equal(await dialog.locator("input").count(), 0);
  assert.match(await dialog.innerText(), /site-model[\s\S]*\/api\/llm[\s\S]*No key is needed from you/);
  await p.keyboard.press("Escape");
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test("a cited passage opens in place; model Markdown renders, model HTML stays inert text", {
  timeout: 90_000,
}, async () => {
  const hostile = `Look for large text [C1]. <img src=x onerror="window.owned=1"> <script>window.owned=2</script> **Bold** and a [link](javascript:window.owned=3).`;
  script = (req) =>
    req.phase === "answer"
      ? {
          stream: [
            hostile.slice(0, 40),
            hostile.slice(40, 90),
            hostile.slice(90),
            "\n\n| Phone | Why |\n|---|---|\n| [P1] | big icons |\n",
          ],
        }
      : { status: 500 };
  llm.requests.length = 0;
  const p = await open("/__test/site-llm.html");
  const answer = await type(p, OPEN_Q);
  await done(answer);
  const md = answer.locator(".md");
  const text = await md.innerText();
  assert.ok(text.includes(`<img src=x onerror="window.owned=1">`), text);
  assert.ok(text.includes("<script>window.owned=2</script>"), text);
  assert.equal(await md.locator("strong").innerText(), "Bold");
  assert.equal(await md.locator("a[href^='javascript']").count(), 0);
  assert.equal(await md.locator("table th").first().innerText(), "Phone", "a Markdown table is rendered as a table");
  assert.equal(await md.locator("table td a.cite").count(), 1, "citations inside table cells work too");
  await p.waitForTimeout(200);
  const state = await p.evaluate(() => ({
    pwned: window.owned,
    elements: document.querySelector("dualgraph-assistant").shadowRoot.querySelectorAll("img, script, iframe, svg")
      .length,
  }));
  assert.deepEqual(state, { pwned: undefined, elements: 0 });

  // [C1] shows the passage the model was shown under that marker: title and heading path.
  const [title, ...rest] = evidence(
    llm.requests.find((r) => r.phase === "answer"),
    "C1",
  ).split(" › ");
  const cite = md.locator('button.cite[data-marker="C1"]');
  assert.equal(await cite.getAttribute("aria-expanded"), "false");
  const passage = answer.locator(`[id="${await cite.getAttribute("aria-controls")}"]`);
  assert.equal(await passage.getAttribute("open"), null, "cited passages start closed under a written answer");
  await cite.focus();
  await p.keyboard.press("Enter");
  assert.equal(await passage.getAttribute("open"), "");
  assert.equal(await cite.getAttribute("aria-expanded"), "true");
  const path = await passage.locator("summary .path").innerText();
  assert.ok(path.startsWith(title), `${path} starts with ${title}`);
  if (rest.length) assert.ok(path.endsWith(rest.at(-1)), `${path} ends with ${rest.at(-1)}`);
  const result = (await p.evaluate(() => window.__results)).at(-1);
  const chunk = result.chunks.find((c) => c.marker === "C1");
  if (chunk.url) assert.equal(await passage.locator(".src a").getAttribute("href"), chunk.url);
  assert.ok((await passage.locator(".passage-text").innerText()).length > 20, "the passage text is shown");
  await passage.scrollIntoViewIfNeeded();
  await shot(p, "llm-passage");
  await p.context().close();
});

test("a failing model (HTTP 500, then a timeout) shows an inline error and keeps the search results", {
  timeout: 90_000,
}, async () => {
  /** @type {[string, import("../support/scripted-llm.mjs").Reply, RegExp][]} */
  const cases = [
    ["/__test/site-llm.html", { status: 500 }, /The AI answer failed: .*500/],
    [
      "/__test/site-llm-timeout.html",
      { delayMs: 2500, then: { stream: ["too late"] } },
      /The AI answer failed: .*timed out/,
    ],
  ];
  for (const [path, reply, message] of cases) {
    script = () => reply;
    llm.requests.length = 0;
    const p = await open(path);
    const answer = await type(p, FILTER_Q);
    await done(answer);
    assert.equal(await answer.locator(".label").innerText(), "Search results (the AI answer failed)");
    assert.match(await answer.locator(".err[role=alert]").first().innerText(), message);
    assert.match(await answer.locator(".notes").innerText(), /language model failed/);
    assert.match(await answer.locator(".md").innerText(), new RegExp(`^${filterTruth.length} products? match`));
    const ids = await answer.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id));
    assert.deepEqual(ids.sort(), filterTruth.map((x) => x.id).sort());
    assert.equal(await answer.locator(".pending:visible").count(), 0, "no spinner left");
    assert.equal(await answer.getAttribute("aria-busy"), "false");
    assert.ok(!(await answer.innerText()).includes("too late"));
    assert.ok(llm.requests.length >= 2, "the engine retried");
    await shot(p, path.includes("timeout") ? "llm-timeout" : "llm-500");
    await p.context().close();
  }
});

test("strategy=skg: each generated SPARQL candidate shows in the trace with its outcome; cards come from the good one", {
  timeout: 90_000,
}, async () => {
  // The "model" writes three candidates: a good query (the one the compiler makes for a
  // filter question), one that returns far too many rows, and a reply without any query.
  initSync({ module: readFileSync(new URL("../../pkg/dualgraph_bg.wasm", import.meta.url)) });
  const engine = Engine.load(new Uint8Array(readFileSync(join(SITE, "demo.dgb"))));
  const good = engine.compile("Smartphones under £300 with 5G").sparql;
  const truth = engine
    .compileAndRun("Smartphones under £300 with 5G")
    .answer.products.map((p) => p.id)
    .sort();
  const wide = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }";
  script = (req) =>
    req.phase === "sparql"
      ? { choices: [`<SPARQL>${good}</SPARQL>`, `<SPARQL>${wide}</SPARQL>`, "I cannot write that query."] }
      : req.phase === "answer"
        ? { stream: ["These fit [P1]."] }
        : { status: 500 };
  llm.requests.length = 0;
  const p = await open("/__test/site-llm-skg.html");
  const answer = await type(p, "Which phones are good for gaming under £300 with 5G?");
  await done(answer);
  assert.deepEqual(
    llm.requests.map((r) => r.phase),
    ["sparql", "answer"],
  );
  const cardIds = await answer.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id));
  assert.equal(cardIds.length, Math.min(6, truth.length));
  assert.ok(
    cardIds.every((id) => truth.includes(id)),
    `cards from the good candidate's rows: ${cardIds}`,
  );
  const table = answer.locator(".table-wrap table tbody tr");
  assert.equal(await table.count(), truth.length, "the table lists every row's product");
  await answer.locator("details.trace summary").click();
  const trace = answer.locator("details.trace");
  const text = await trace.innerText();
  assert.match(text, /Strategy\s+skg/);
  assert.match(text, /Route\s+skg — strategy skg \(by the strategy\)/);
  assert.match(text, new RegExp(`generated SPARQL 1\\s+ok · ${truth.length} rows`));
  assert.match(text, /generated SPARQL 2\s+too many rows/);
  assert.match(text, /generated SPARQL 3\s+missing · 0 rows/);
  assert.match(
    text,
    /Tokens\s+sparql: 100 prompt \+ 20 completion in 1 call\nanswer: 100 prompt \+ 20 completion in 1 call/,
  );
  const queries = trace.locator(".query");
  assert.equal(await queries.nth(0).locator("pre").innerText(), good, "the candidate's query is shown as it ran");
  assert.equal(await queries.nth(0).getAttribute("data-outcome"), "ok");
  assert.ok(await queries.nth(0).locator("button", { hasText: "Copy SPARQL" }).isVisible());
  assert.equal(await queries.nth(2).locator("pre").count(), 0, "no query to show for a reply without one");
  await shot(p, "llm-candidates");
  await p.context().close();
});

test("llm-endpoint without llm-model is reported and answers stay offline", { timeout: 60_000 }, async () => {
  llm.requests.length = 0;
  proxied.length = 0;
  const p = await open("/__test/site-llm-nomodel.html");
  assert.equal(await widget(p).locator(".badge").innerText(), "Offline · AI not configured");
  const answer = await type(p, FILTER_Q);
  await done(answer);
  assert.equal(await answer.locator(".label").innerText(), "Offline answer (no AI)");
  assert.equal(proxied.length, 0);
  await widget(p).locator("header button", { hasText: "AI settings" }).click();
  assert.match(await widget(p).locator("dialog").innerText(), /llm-model is missing/);
  await p.context().close();
});

test("a visitor's own endpoint and key: sessionStorage only, sent as Bearer to that endpoint only, removable", {
  timeout: 90_000,
}, async () => {
  const KEY = "sk-visitor-secret-4242";
  script = (req) => (req.phase === "answer" ? { stream: ["The cheapest is ", "[P1]."] } : { status: 500 });
  llm.requests.length = 0;
  const p = await open("/");
  assert.equal(await widget(p).locator(".badge").innerText(), "Offline · no AI");
  await widget(p).locator("header button", { hasText: "AI settings" }).click();
  const dialog = widget(p).locator("dialog");
  const text = await dialog.innerText();
  assert.match(text, /sessionStorage only/);
  assert.match(text, /sent only to the endpoint you enter/);
  assert.match(text, /never to this site/);
  // An endpoint that is neither https nor local is refused.
  await dialog.locator("input[type=url]").fill("http://llm.example/v1");
  await dialog.locator("input[type=text]").fill("visitor-model");
  await dialog.locator("button", { hasText: "Save for this tab" }).click();
  assert.match(await dialog.locator("[role=status]").innerText(), /https:\/\//);
  assert.equal(await p.evaluate(() => sessionStorage.getItem("dualgraph.visitor-llm")), null);
  await dialog.locator("input[type=url]").fill(llm.url);
  await dialog.locator("input[type=password]").fill(KEY);
  await dialog.locator("button", { hasText: "Save for this tab" }).click();
  assert.match(await dialog.locator("[role=status]").innerText(), /Saved for this tab/);
  await shot(p, "settings-visitor");
  await p.keyboard.press("Escape");
  const stored = await p.evaluate(() => ({
    session: sessionStorage.getItem("dualgraph.visitor-llm"),
    local: JSON.stringify({ ...localStorage }),
    cookie: document.cookie,
  }));
  assert.deepEqual(JSON.parse(stored.session), { endpoint: llm.url, model: "visitor-model", key: KEY });
  assert.ok(!stored.local.includes(KEY) && !stored.cookie.includes(KEY), "never in localStorage or cookies");
  assert.equal(await widget(p).locator(".badge").innerText(), "AI · your endpoint");
  assert.equal(await widget(p).evaluate((el) => el.outerHTML.includes("sk-")), false, "the key is not in the markup");

  const answer = await type(p, "Cheapest laptop");
  await done(answer);
  assert.equal(await answer.locator(".label").innerText(), "AI answer");
  assert.equal(await answer.locator(".md").innerText(), "The cheapest is [P1].");
  const cheapest = catalog
    .filter((x) => x.categories.includes("Laptops"))
    .sort((a, b) => a.price.amount - b.price.amount)[0];
  assert.equal(await answer.locator('.md a.cite[data-marker="P1"]').getAttribute("href"), cheapest.url);
  // The key went to the visitor's endpoint as a Bearer token…
  assert.ok(llm.requests.length >= 1);
  for (const r of llm.requests) {
    assert.equal(r.headers.authorization, `Bearer ${KEY}`);
    assert.equal(r.body.model, "visitor-model");
  }
  // …and nowhere else: no other request from the page or its worker carries it.
  const llmOrigin = new URL(llm.url).origin;
  let others = 0;
  for (const r of p.requests) {
    if (new URL(r.url()).origin === llmOrigin) continue;
    others++;
    const headers = JSON.stringify(await r.allHeaders());
    assert.ok(
      !r.url().includes(KEY) && !headers.includes(KEY) && !(r.postData() ?? "").includes(KEY),
      `${r.url()} carries the key`,
    );
  }
  assert.ok(others >= 4, `the page's own requests were seen: ${others}`);
  assert.ok(
    p.requests.some((r) => new URL(r.url()).origin === llmOrigin),
    "the worker's request to the endpoint was seen too",
  );
  // Nor is it in Cache Storage.
  const cached = await p.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(req.url);
    return out.join(" ");
  });
  assert.ok(!cached.includes("sk-"), cached);

  // Removing it: nothing stored, the next answer is offline and the endpoint hears nothing.
  await widget(p).locator("header button", { hasText: "AI settings" }).click();
  await dialog.locator("button", { hasText: "Remove key" }).click();
  assert.match(await dialog.locator("[role=status]").innerText(), /Removed/);
  await p.keyboard.press("Escape");
  assert.equal(await p.evaluate(() => sessionStorage.getItem("dualgraph.visitor-llm")), null);
  const before = llm.requests.length;
  const offline = await type(p, "Cheapest laptop");
  await done(offline);
  assert.equal(await offline.locator(".label").innerText(), "Offline answer (no AI)");
  assert.equal(llm.requests.length, before);
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

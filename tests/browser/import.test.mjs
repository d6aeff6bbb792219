// `dualgraph build --from <format>` on the real public sample of each import format
// (tests/fixtures/import/, sources in SOURCE.md), loaded in <dualgraph-assistant> in headless
// Chromium: an offline filter question shows the product cards the fixture itself says match
// (computed here from the fixture with a plain CSV/XML/JSON reading, not from the importer).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync, existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { serve } from "../../www/serve.mjs";
import { ROOT, SITE, ensureSite, launch, testPage, html, bundleFile } from "./helpers.mjs";

const WORK = join(ROOT, "target", "browser-test-import");
const FIX = join(ROOT, "tests", "fixtures", "import");
let browser;
let server;
let base;

/** RFC 4180 CSV → array of rows (quoted fields, doubled quotes, newlines inside quotes). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  const [header, ...data] = rows.filter((r) => r.some((x) => x.trim()));
  return data.map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? "").trim()])));
}

/** Truth per format: the question and the ids the fixture says answer it. */
const CASES = {
  shopify: () => {
    const rows = parseCsv(readFileSync(join(FIX, "shopify", "product_template.csv"), "utf8"));
    const shirts = new Set(rows.filter((r) => r.Type === "Shirts").map((r) => r.Handle));
    const variants = rows.filter((r) => r["Variant Price"] && shirts.has(r.Handle) && Number(r["Variant Price"]) < 20);
    return {
      input: join(FIX, "shopify", "product_template.csv"),
      extra: ["--currency", "USD"],
      question: "shirts under 20 USD",
      count: variants.length,
      ids: variants.map((r) => r["Variant SKU"]).filter(Boolean),
    };
  },
  woocommerce: () => {
    const rows = parseCsv(readFileSync(join(FIX, "woocommerce", "sample_products.csv"), "utf8"));
    const types = (r) => r.Type.split(",").map((t) => t.trim());
    const category = (r) => r.Categories || rows.find((p) => p.SKU === r.Parent)?.Categories || "";
    const ids = rows
      .filter((r) => !types(r).includes("variable") && !types(r).includes("grouped"))
      .filter((r) => category(r).includes("Hoodies"))
      .filter((r) => Number(r["Sale price"] || r["Regular price"]) < 44)
      .map((r) => r.SKU);
    return {
      input: join(FIX, "woocommerce", "sample_products.csv"),
      extra: [],
      question: "hoodies under 44 USD",
      count: ids.length,
      ids,
    };
  },
  "merchant-center": () => {
    const xml = readFileSync(join(FIX, "merchant-center", "celebird-variants-apparel.xml"), "utf8");
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    const ids = items
      .filter((i) => /<g:product_type>[^<]*watches/.test(i) && /<g:color>Black<\/g:color>/.test(i))
      .map((i) => i.match(/<g:id>([^<]+)<\/g:id>/)[1]);
    return {
      input: join(FIX, "merchant-center", "celebird-variants-apparel.xml"),
      extra: [],
      question: "black watches",
      count: ids.length,
      ids,
    };
  },
  jsonld: () => {
    const page = readFileSync(join(FIX, "jsonld", "product-lending.html"), "utf8");
    const blocks = page
      .split("application/ld+json")
      .slice(1)
      .map((rest) => JSON.parse(rest.slice(rest.indexOf(">") + 1, rest.indexOf("</script>"))));
    const products = blocks.filter((b) => b["@type"] === "Product");
    const brand = products[0].brand.name;
    const ids = products.filter((p) => p.brand.name === brand).map((p) => p.sku);
    return {
      input: join(FIX, "jsonld", "product-lending.html"),
      extra: [],
      question: `${brand} products`,
      count: ids.length,
      ids,
    };
  },
};

before(async () => {
  ensureSite();
  mkdirSync(WORK, { recursive: true });
  const bin = join(ROOT, "target", "debug", "dualgraph");
  const routes = {};
  for (const [format, truth] of Object.entries(CASES)) {
    const { input, extra } = truth();
    const out = join(WORK, `${format}.dgb`);
    const args = ["build", "--from", format, input, ...extra, "--no-encoder", "-o", out];
    const r = existsSync(bin)
      ? spawnSync(bin, args, { cwd: ROOT, encoding: "utf8" })
      : spawnSync("cargo", ["run", "-q", "-p", "dualgraph-cli", "--", ...args], { cwd: ROOT, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`dualgraph build --from ${format} failed: ${r.stderr}`);
    routes[`/__test/import-${format}.html`] = html(testPage(`/__test/import-${format}.dgb`));
    routes[`/__test/import-${format}.dgb`] = bundleFile(out);
  }
  server = await serve({ root: SITE, port: 0, routes });
  base = server.url;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

for (const format of Object.keys(CASES)) {
  test(`${format}: a bundle built from the imported sample answers a filter question in the widget`, {
    timeout: 60_000,
  }, async () => {
    const truth = CASES[format]();
    assert.ok(truth.count >= 1, "the question has a non-empty answer in the fixture");
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const p = await context.newPage();
    const errors = [];
    p.on("pageerror", (e) => errors.push(e.message));
    await p.goto(new URL(`/__test/import-${format}.html`, base).href);
    await p.waitForSelector('dualgraph-assistant[data-state="ready"]', { timeout: 30_000 });
    await p.fill("dualgraph-assistant form.ask input", truth.question);
    await p.press("dualgraph-assistant form.ask input", "Enter");
    const answer = p.locator("dualgraph-assistant .answer").first();
    await answer.locator(".label:not([hidden])").waitFor({ timeout: 20_000 });
    assert.equal(await answer.locator(".label").innerText(), "Offline answer (no AI)");
    const ids = await answer.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id));
    assert.equal(ids.length, truth.count, `cards ${ids}`);
    for (const id of truth.ids) assert.ok(ids.includes(id), `${id} among the cards ${ids}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test("the demo page loads a bundle the visitor built from their own export, and answers from it", {
  timeout: 90_000,
}, async () => {
  const truth = CASES.woocommerce();
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const p = await context.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(new URL("/", base).href);
  await p.waitForSelector('dualgraph-assistant[data-state="ready"]', { timeout: 30_000 });
  await p.setInputFiles("#own-file", join(WORK, "woocommerce.dgb"));
  // The engine info line names the new catalog once the visitor's bundle is loaded.
  await p.waitForFunction(
    () => /catalog “sample_products”/.test(document.getElementById("engine-info")?.textContent ?? ""),
    null,
    {
      timeout: 30_000,
    },
  );
  await p.waitForSelector('dualgraph-assistant[data-state="ready"]', { timeout: 30_000 });
  await p.fill("dualgraph-assistant form.ask input", truth.question);
  await p.press("dualgraph-assistant form.ask input", "Enter");
  const answer = p.locator("dualgraph-assistant .answer").last();
  await answer.locator(".label:not([hidden])").waitFor({ timeout: 20_000 });
  const ids = await answer.locator(".card").evaluateAll((els) => els.map((e) => e.dataset.id));
  assert.deepEqual(ids.sort(), [...truth.ids].sort());
  assert.deepEqual(errors, []);
  await context.close();
});

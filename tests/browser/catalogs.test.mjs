// <dualgraph-assistant> on real development catalogs (examples/catalogs/*), not the demo: the
// placeholder and example questions come from each bundle (its own categories, features and
// currency), prices are formatted with Intl.NumberFormat in the page's locale, the strings follow
// the page's `lang`, and a page's renderCard hook replaces the cards. Headless Chromium; the
// bundles are built here with `dualgraph build` from the committed catalog.jsonl files.
// Screenshots: target/screenshots/catalog-*.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, mkdirSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { serve } from "../../www/serve.mjs";
import { ROOT, SITE, SCREENSHOTS, ensureSite, launch, buildBundle, html, bundleFile } from "./helpers.mjs";

const WORK = join(ROOT, "target", "browser-test", "catalogs");
/** name → page locale: an EUR catalog shown in en-IN (lakh grouping), a SAR catalog in German. */
const CATALOGS = { "cars-de": "en-IN", "ikea-sar": "de" };
/** Words of the demo catalog the widget used to show whatever the bundle: none may appear. */
const DEMO_WORDS = /\b(TVs?|Dolby|Atmos|Smartphones|Nordvale)\b|£/;
let browser;
let server;
let base;
/** @type {Record<string, {products: any[], categories: Set<string>, currency: string}>} */
const truth = {};

function readProducts(name) {
  return readFileSync(join(ROOT, "examples", "catalogs", name, "catalog.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .filter((r) => r.kind === "product");
}

const page = (name, lang) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>${name}</title>
<script type="module" src="/widget/dualgraph-assistant.js"></script></head>
<body><dualgraph-assistant bundle="/__test/${name}.dgb"></dualgraph-assistant></body></html>`;

before(async () => {
  ensureSite();
  mkdirSync(WORK, { recursive: true });
  /** @type {Record<string, (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void>} */
  const routes = {};
  for (const [name, lang] of Object.entries(CATALOGS)) {
    const input = join(ROOT, "examples", "catalogs", name, "catalog.jsonl");
    const out = join(WORK, `${name}.dgb`);
    if (!existsSync(out) || statSync(out).mtimeMs < statSync(input).mtimeMs) buildBundle(input, out);
    const products = readProducts(name);
    truth[name] = {
      products,
      categories: new Set(products.flatMap((p) => p.categories ?? [])),
      currency: products.find((p) => p.price)?.price.currency,
    };
    routes[`/__test/${name}.html`] = html(page(name, lang));
    routes[`/__test/${name}.dgb`] = bundleFile(out);
  }
  server = await serve({ root: SITE, port: 0, routes });
  base = server.url;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function open(name) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: "en-US" });
  const p = await context.newPage();
  p.errors = [];
  p.on("pageerror", (e) => p.errors.push(e.message));
  await p.goto(new URL(`/__test/${name}.html`, base).href);
  await p.waitForSelector(`dualgraph-assistant[data-state="ready"]`, { timeout: 90_000 });
  return p;
}

/** The widget's price format, computed independently: Intl in the page's locale, cents only when present. */
const price = (amount, currency, locale) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** Whitespace-insensitive (Intl uses no-break spaces). */
const norm = (s) =>
  String(s)
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();

async function ask(p, question) {
  const w = p.locator("dualgraph-assistant");
  const n = await w.locator(".answer").count();
  await p.fill("dualgraph-assistant form.ask input", question);
  await p.press("dualgraph-assistant form.ask input", "Enter");
  const answer = w.locator(".answer").nth(n);
  await answer.locator(".label:not([hidden])").waitFor({ timeout: 30_000 });
  return answer;
}

/** Checks placeholder and chips against the catalog; returns the "<category> under <price>" chip. */
async function checkSuggestions(p, name, locale, eg) {
  const { categories, currency, products } = truth[name];
  const w = p.locator("dualgraph-assistant");
  const placeholder = norm(await w.locator("form.ask input").getAttribute("placeholder"));
  const chips = (await w.locator(".suggestions .chip").allInnerTexts()).map(norm);
  assert.ok(chips.length >= 2, `chips: ${chips}`);
  assert.ok(placeholder.startsWith(eg), `placeholder in the page's language: ${placeholder}`);
  for (const text of [placeholder, ...chips]) {
    assert.doesNotMatch(text, DEMO_WORDS, `no demo words: ${text}`);
    const named = [...categories].some((c) => text.toLowerCase().includes(c.toLowerCase()));
    assert.ok(named, `names one of ${name}'s categories: ${text}`);
  }
  // The price chip: the category's round middle price in the catalog's currency and the page's locale.
  const under = chips.map((c) => /^(.+) under (.+)$/.exec(c)).find(Boolean);
  assert.ok(under, `a price chip among ${chips}`);
  const [, category, shown] = under;
  const prices = products.filter((x) => x.categories?.includes(category) && x.price).map((x) => x.price.amount);
  const mid = (Math.min(...prices) + Math.max(...prices)) / 2;
  const step = mid > 1000 ? 500 : mid > 200 ? 100 : 50;
  const bound = Math.max(step, Math.round(mid / step) * step);
  assert.equal(shown, norm(price(bound, currency, locale)), `${category}'s round middle price`);
  assert.equal(placeholder, `${eg} ${under[0]}`, "the placeholder is the price question");
  return { chip: under[0], category, bound };
}

/** Every card's price is the catalog's price of that product in the page's format. */
async function checkCardPrices(answer, name, locale) {
  const byId = new Map(truth[name].products.map((x) => [x.id, x]));
  const cards = answer.locator(".card");
  const n = await cards.count();
  assert.ok(n >= 1, `product cards shown for: ${norm(await answer.innerText()).slice(0, 400)}`);
  const shown = [];
  for (let i = 0; i < n; i++) {
    const id = await cards.nth(i).getAttribute("data-id");
    const product = byId.get(id);
    assert.ok(product, `card ${id} is a catalog product`);
    const text = norm(await cards.nth(i).locator(".price").innerText());
    assert.equal(text, norm(price(product.price.amount, product.price.currency, locale)), `price of ${id}`);
    shown.push(product);
  }
  return shown;
}

test("an EUR catalog in an en-IN page: catalog-derived suggestions, € prices with Indian grouping", {
  timeout: 180_000,
}, async () => {
  const name = "cars-de";
  const locale = CATALOGS[name];
  const p = await open(name);
  const w = p.locator("dualgraph-assistant");
  assert.equal(truth[name].currency, "EUR");
  const { chip, bound } = await checkSuggestions(p, name, locale, "e.g.");
  assert.match(chip, /€\d{1,2},\d\d,\d{3}$/, `lakh grouping in ${chip}`);
  assert.match(norm(await w.locator(".status").innerText()), /Ready — 2,321 products/);
  await p.screenshot({ path: join(SCREENSHOTS, "catalog-cars-en-IN-ready.png") });

  // The price chip asks the engine (which reads "€1,15,500") and every result is under the bound.
  const before = await w.locator(".answer").count();
  await w.locator(".suggestions .chip", { hasText: chip }).click();
  const answer = w.locator(".answer").nth(before);
  await answer.locator(".label:not([hidden])").waitFor({ timeout: 30_000 });
  const shown = await checkCardPrices(answer, name, locale);
  for (const x of shown) assert.ok(x.price.amount < bound, `${x.id} under ${bound}`);

  // The most expensive used car: a six-figure price shows as €2,28,888.
  const top = await ask(p, "Most expensive used cars");
  const used = truth[name].products.filter((x) => x.categories.includes("Used cars") && x.price);
  const max = Math.max(...used.map((x) => x.price.amount));
  const [first] = await checkCardPrices(top, name, locale);
  assert.equal(first.price.amount, max);
  assert.match(norm(await top.locator(".card .price").first().innerText()), /^€\d{1,2},\d\d,\d{3}$/);
  await p.screenshot({ path: join(SCREENSHOTS, "catalog-cars-en-IN-answer.png") });
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

test("a SAR catalog in a German page: German strings, German number format, renderCard hook", {
  timeout: 180_000,
}, async () => {
  const name = "ikea-sar";
  const locale = CATALOGS[name];
  const p = await open(name);
  const w = p.locator("dualgraph-assistant");
  assert.equal(truth[name].currency, "SAR");
  const { chip, bound } = await checkSuggestions(p, name, locale, "z. B.");
  assert.match(chip, /under (\d{1,3}(\.\d{3})*|\d+) SAR$/, `German number, ISO code after: ${chip}`);
  // The element's strings follow lang="de".
  assert.equal(await w.locator("form.ask button[type=submit]").innerText(), "Fragen");
  assert.match(norm(await w.locator(".status").innerText()), /^Bereit — 2\.962 Produkte/);
  assert.equal(norm(await w.locator(".suggestions > span").innerText()), "Zum Beispiel:");
  await p.screenshot({ path: join(SCREENSHOTS, "catalog-ikea-de-ready.png") });

  const before = await w.locator(".answer").count();
  await w.locator(".suggestions .chip", { hasText: chip }).click();
  const answer = w.locator(".answer").nth(before);
  await answer.locator(".label:not([hidden])").waitFor({ timeout: 30_000 });
  assert.equal(await answer.locator(".label").innerText(), "Offline-Antwort (ohne KI)");
  const shown = await checkCardPrices(answer, name, locale);
  for (const x of shown) assert.ok(x.price.amount < bound, `${x.id} under ${bound}`);
  assert.match(norm(await answer.locator(".md").innerText()), /Produkte? passen?/, "the offline summary in German");

  // A four-digit price: "9.585 SAR" (dot grouping, code after the number).
  const top = await ask(p, "Most expensive sofas & armchairs");
  const [first] = await checkCardPrices(top, name, locale);
  assert.ok(first.price.amount >= 1000, "a four-digit price to show grouping");
  assert.match(norm(await top.locator(".card .price").first().innerText()), /^\d{1,3}\.\d{3}( ,\d\d)? SAR$/);
  await p.screenshot({ path: join(SCREENSHOTS, "catalog-ikea-de-answer.png") });

  // The page's renderCard hook draws the cards (with the widget's price formatter and translator).
  await p.evaluate(() => {
    const el = document.querySelector("dualgraph-assistant");
    el.renderCard = (product, { formatPrice, t, locale }) => {
      const div = document.createElement("div");
      div.className = "my-card";
      div.dataset.locale = locale;
      div.textContent = `${product.name} · ${formatPrice(product.price, product.currency)} · ${t("ask")}`;
      return div;
    };
  });
  const custom = await ask(p, "Most expensive sofas & armchairs");
  const card = custom.locator(".card .my-card").first();
  await card.waitFor();
  assert.equal(await card.getAttribute("data-locale"), "de");
  assert.equal(
    norm(await card.innerText()),
    norm(`${first.name} · ${price(first.price.amount, "SAR", "de")} · Fragen`),
  );
  assert.equal(await custom.locator(".card h4").count(), 0, "the built-in card body is replaced");
  assert.deepEqual(p.errors, []);
  await p.context().close();
});

// Shared by the browser tests and scripts/bench_page.mjs: the site folder, Debian's Chromium via
// playwright-core (no downloaded browsers), the demo catalog as plain data for computing truth.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, readdirSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SITE = join(ROOT, "site");
export const SCREENSHOTS = join(ROOT, "target", "screenshots");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function newestMtime(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "screenshot.png" || e.name === "serve.mjs") continue; // not part of site/
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Runs scripts/site when site/ is missing, older than www/ or pkg/, or the quick start's
 * (scripts/demo: the engine in cargo profile demo-wasm, not the release build tests and page
 * benchmarks measure).
 */
export function ensureSite() {
  const marker = join(SITE, "index.html");
  const profile = join(SITE, "pkg", ".profile");
  const stale =
    !existsSync(marker) ||
    !existsSync(join(SITE, "demo.dgb")) ||
    (existsSync(profile) && readFileSync(profile, "utf8").trim() !== "release") ||
    newestMtime(join(ROOT, "www")) > statSync(marker).mtimeMs ||
    (existsSync(join(ROOT, "pkg", "dualgraph_bg.wasm")) &&
      statSync(join(ROOT, "pkg", "dualgraph_bg.wasm")).mtimeMs >
        statSync(join(SITE, "pkg", "dualgraph_bg.wasm")).mtimeMs);
  if (stale) {
    const r = spawnSync(join(ROOT, "scripts", "site"), { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0) throw new Error("scripts/site failed");
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
}

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Products of a JSONL catalog with specs as [{entry, value}]. */
export function readCatalog(path = join(ROOT, "examples", "demo", "catalog.jsonl")) {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .filter((r) => r.kind === "product")
    .map((p) => ({
      ...p,
      specs: Array.isArray(p.specs)
        ? p.specs.map((s) => ({ entry: s.entry, value: s.value }))
        : Object.entries(p.specs ?? {}).map(([k, value]) => ({ entry: k.split(":").slice(1).join(":") || k, value })),
    }));
}

/** The widget's price format (en-GB, £). */
export function gbp(amount) {
  return `£${amount.toLocaleString("en-GB", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Builds a bundle from a JSONL file with the native CLI (debug binary when present). */
export function buildBundle(input, output, extra = /** @type {string[]} */ ([])) {
  const bin = join(ROOT, "target", "debug", "dualgraph");
  const args = ["build", input, "-o", output, ...extra];
  const r = existsSync(bin)
    ? spawnSync(bin, args, { cwd: ROOT, encoding: "utf8" })
    : spawnSync("cargo", ["run", "-q", "-p", "dualgraph-cli", "--", ...args], {
        cwd: ROOT,
        encoding: "utf8",
      });
  if (r.status !== 0) throw new Error(`dualgraph build failed: ${r.stderr}`);
}

/** The focused element path through shadow roots, e.g. ["dualgraph-assistant", "input#dg1-q"]. */
export async function deepFocus(page) {
  return page.evaluate(() => {
    const path = [];
    let a = document.activeElement;
    while (a) {
      path.push(
        `${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ""}${typeof a.className === "string" && a.className ? `.${a.className.trim().split(/\s+/).join(".")}` : ""}`,
      );
      a = a.shadowRoot?.activeElement ?? null;
    }
    return path;
  });
}

/**
 * Types a question into the page's widget and waits for its answer; the answer's locator.
 * @param {import("playwright-core").Page} p
 * @param {string} question
 */
export async function askByTyping(p, question, timeout = 20_000) {
  const n = await p.locator("dualgraph-assistant .answer").count();
  await p.fill("dualgraph-assistant form.ask input", question);
  await p.press("dualgraph-assistant form.ask input", "Enter");
  const answer = p.locator("dualgraph-assistant .answer").nth(n);
  await answer.locator(".label:not([hidden])").waitFor({ timeout });
  return answer;
}

/** A test page with one widget; `extra` is more attributes (e.g. `llm-endpoint="/api/llm"`). */
export function testPage(bundle, extra = "") {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>test</title><script type="module" src="/widget/dualgraph-assistant.js"></script></head>
<body><h1>Widget test</h1><dualgraph-assistant bundle="${bundle}" ${extra}></dualgraph-assistant></body></html>`;
}

/** A route handler answering with an HTML page (built per request when `body` is a function). */
export function html(body) {
  return (_req, res) => {
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      .end(typeof body === "function" ? body() : body);
  };
}

/** A route handler answering with a bundle file, read per request (HEAD: headers only). */
export function bundleFile(path) {
  return (/** @type {any} */ req, /** @type {any} */ res) => {
    const b = readFileSync(path);
    res
      .writeHead(200, { "content-type": "application/octet-stream", "content-length": b.length })
      .end(req.method === "HEAD" ? undefined : b);
  };
}

/** Pages (kind "page") of a JSONL catalog: {id, title, url, products}. */
export function readPages(path = join(ROOT, "examples", "demo", "catalog.jsonl")) {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .filter((r) => r.kind === "page");
}

// The npm package in a bundler: `npm pack` pkg/, install the tarball into a fresh Vite project in
// a temp dir, `vite build` it (Vite from npm), serve the output and the demo bundle on loopback,
// and answer a question in headless Chromium through the bundled engine. The answer must equal
// the same engine's in Node, and the build must have emitted the .wasm the package points at
// (Vite resolves the package's `browser` export and its `new URL("…wasm", import.meta.url)`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { build } from "vite";
import { ROOT, launch } from "./helpers.mjs";
import { initSync, Engine } from "../../pkg/dualgraph.js";

const BUNDLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) });
const engine = Engine.load(new Uint8Array(readFileSync(BUNDLE)));
// The first demo question the zero-LLM compiler answers with products (found, not hard-coded).
const question = Object.values(JSON.parse(readFileSync(join(ROOT, "examples/demo/questions.json"), "utf8")))
  .map((q) => q.question)
  .find((q) => (engine.compileAndRun(q).answer?.products.length ?? 0) > 1);
// For the widget: the first list question (a lookup's answer is narrowed to the product asked about).
const listQuestion = Object.values(JSON.parse(readFileSync(join(ROOT, "examples/demo/questions.json"), "utf8")))
  .map((q) => q.question)
  .find((q) => engine.compile(q).intent.kind === "list" && (engine.compileAndRun(q).answer?.products.length ?? 0) > 1);
const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".dgb": "application/octet-stream",
};

/** A static server for `dir` (and /demo.dgb) on a free loopback port. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, "http://x").pathname;
    const file = path === "/demo.dgb" ? BUNDLE : join(dir, normalize(path === "/" ? "/index.html" : path));
    if (!file.startsWith(dir) && file !== BUNDLE) return res.writeHead(403).end();
    try {
      statSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test("npm pack → Vite project → vite build → the question answered in Chromium", async (t) => {
  assert.ok(question, "a demo question the compiler answers");
  const dir = mkdtempSync(join(tmpdir(), "dualgraph-vite-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const npm = (args, cwd) =>
    execFileSync("npm", [...args, "--offline", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd,
      encoding: "utf8",
    });
  const packed = JSON.parse(npm(["pack", join(ROOT, "pkg"), "--json", "--pack-destination", dir], dir))[0];
  const app = join(dir, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  npm(["install", join(dir, packed.filename)], app);
  writeFileSync(join(app, "index.html"), `<!doctype html><script type="module" src="/main.js"></script>`);
  writeFileSync(
    join(app, "main.js"),
    `import init, { Engine } from "dualgraph";
await init();
const engine = Engine.load(new Uint8Array(await (await fetch("/demo.dgb")).arrayBuffer()));
const { answer } = engine.compileAndRun(${JSON.stringify(question)});
window.result = { ids: answer.products.map((p) => p.id) };
`,
  );
  await build({ root: app, logLevel: "silent", build: { outDir: join(app, "dist"), target: "es2022" } });
  const assets = readdirSync(join(app, "dist/assets"));
  assert.ok(
    assets.some((f) => f.endsWith(".wasm")),
    `the build emitted the engine's wasm (${assets.join(", ")})`,
  );

  const server = await serve(join(app, "dist"));
  t.after(() => server.close());
  const browser = await launch();
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const result = await page.waitForFunction(() => /** @type {any} */ (window).result, null, { timeout: 30_000 });
  const { ids } = await result.jsonValue();
  assert.deepEqual(errors, []);
  assert.deepEqual(
    ids,
    engine.compileAndRun(question).answer.products.map((p) => p.id),
    question,
  );
});

test("the widget's package: npm pack both → Vite project → the question answered through <dualgraph-assistant>", async (t) => {
  assert.ok(listQuestion, "a demo list question the compiler answers");
  execFileSync("node", [join(ROOT, "scripts/package-widget.mjs")], { encoding: "utf8" });
  const dir = mkdtempSync(join(tmpdir(), "dualgraph-vite-widget-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const npm = (args, cwd) =>
    execFileSync("npm", [...args, "--offline", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd,
      encoding: "utf8",
    });
  const engineTgz = JSON.parse(npm(["pack", join(ROOT, "pkg"), "--json", "--pack-destination", dir], dir))[0];
  const widget = JSON.parse(
    npm(["pack", join(ROOT, "packages/assistant"), "--json", "--pack-destination", dir], dir),
  )[0];
  // What the widget's tarball ships: every module the element imports, types, the manifest, licences.
  const files = widget.files.map((f) => f.path);
  const modules = readdirSync(join(ROOT, "www/widget")).filter((f) => f.endsWith(".js"));
  for (const f of [...modules, "index.d.ts", "custom-elements.json", "README.md", "LICENSE-MIT", "LICENSE-APACHE"])
    assert.ok(files.includes(f), `${f} is in the widget's tarball (${files.join(", ")})`);
  const manifest = JSON.parse(readFileSync(join(ROOT, "packages/assistant/package.json"), "utf8"));
  assert.equal(
    manifest.peerDependencies.dualgraph,
    JSON.parse(readFileSync(join(ROOT, "pkg/package.json"), "utf8")).version,
  );
  // custom-elements.json documents exactly the attributes the element observes.
  const source = readFileSync(join(ROOT, "www/widget/dualgraph-assistant.js"), "utf8");
  const observed = [.../observedAttributes = \[([^\]]*)\]/.exec(source)[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  const cem = JSON.parse(readFileSync(join(ROOT, "packages/assistant/custom-elements.json"), "utf8"));
  const element = cem.modules.flatMap((m) => m.declarations).find((d) => d.tagName === "dualgraph-assistant");
  assert.deepEqual(element.attributes.map((a) => a.name).sort(), [...observed].sort());

  const app = join(dir, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  npm(["install", join(dir, engineTgz.filename), join(dir, widget.filename)], app);
  writeFileSync(
    join(app, "index.html"),
    `<!doctype html><html lang="en"><body><dualgraph-assistant bundle="/demo.dgb"></dualgraph-assistant>
<script type="module" src="/main.js"></script></body></html>`,
  );
  writeFileSync(
    join(app, "main.js"),
    `import { DualgraphAssistant } from "dualgraph-assistant";
const el = document.querySelector("dualgraph-assistant");
const result = await el.ask(${JSON.stringify(listQuestion)});
window.result = { defined: customElements.get("dualgraph-assistant") === DualgraphAssistant,
  ids: (result?.products ?? []).map((p) => p.id), cards: el.shadowRoot.querySelectorAll(".card").length };
`,
  );
  // The types: a TypeScript consumer of both packages type-checks (strict) against the installed tarballs.
  writeFileSync(
    join(app, "check.ts"),
    `import { DualgraphAssistant, DualgraphClient, formatPrice, translator } from "dualgraph-assistant";
import type { AssistantInfo, CardHelpers } from "dualgraph-assistant";
const el: DualgraphAssistant = document.createElement("dualgraph-assistant");
el.renderCard = (product, helpers: CardHelpers) => {
  const div = document.createElement("div");
  div.textContent = product.name + " " + helpers.formatPrice(product.price ?? 0, product.currency);
  return div;
};
el.addEventListener("dg-ready", (e) => { const info: AssistantInfo = e.detail; console.log(info.currency); });
const client = new DualgraphClient({ bundle: "/demo.dgb" });
const s: string = formatPrice(1, "EUR", "de") + translator("de")("ask");
void client.ready.then((i) => i.categories.length + s.length);
`,
  );
  const tsc = spawnSync(
    process.execPath,
    [
      join(ROOT, "node_modules/typescript/bin/tsc"),
      "--noEmit",
      "--strict",
      "--target",
      "es2022",
      "--module",
      "esnext",
      "--moduleResolution",
      "bundler",
      "--lib",
      "esnext,dom", // the engine's types use Symbol.dispose
      "--types",
      "",
      "check.ts",
    ],
    { cwd: app, encoding: "utf8" },
  );
  assert.equal(tsc.status, 0, `tsc on a consumer of the packages:\n${tsc.stdout}${tsc.stderr}`);
  // Module workers, so the worker can import the engine (and the engine fetch its wasm) as chunks.
  await build({
    root: app,
    logLevel: "silent",
    build: { outDir: join(app, "dist"), target: "es2022" },
    worker: { format: "es" },
  });
  const assets = readdirSync(join(app, "dist/assets"));
  assert.ok(
    assets.some((f) => f.endsWith(".wasm")),
    `the build emitted the engine's wasm (${assets.join(", ")})`,
  );
  assert.ok(
    assets.some((f) => /^worker.*\.js$/.test(f)),
    `the build emitted the widget's worker (${assets.join(", ")})`,
  );

  const server = await serve(join(app, "dist"));
  t.after(() => server.close());
  const browser = await launch();
  t.after(() => browser.close());
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const result = await page.waitForFunction(() => /** @type {any} */ (window).result, null, { timeout: 60_000 });
  const { defined, ids, cards } = await result.jsonValue();
  assert.deepEqual(errors, []);
  assert.ok(defined, "importing the package defines <dualgraph-assistant>");
  // The same engine's offline ask in Node (the widget's default strategy, no LLM) finds the same products.
  const offline = await engine.ask(listQuestion);
  assert.ok(ids.length >= 1, listQuestion);
  assert.deepEqual(
    ids,
    offline.products.map((p) => p.id),
    listQuestion,
  );
  assert.ok(cards >= 1, "the widget shows product cards");
});

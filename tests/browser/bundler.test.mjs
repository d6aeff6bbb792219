// The npm package in a bundler: `npm pack` pkg/, install the tarball into a fresh Vite project in
// a temp dir, `vite build` it (Vite from npm), serve the output and the demo bundle on loopback,
// and answer a question in headless Chromium through the bundled engine. The answer must equal
// the same engine's in Node, and the build must have emitted the .wasm the package points at
// (Vite resolves the package's `browser` export and its `new URL("…wasm", import.meta.url)`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
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

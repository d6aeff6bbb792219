// pkg/ as a user gets it from npm: `npm pack` the post-processed package (scripts/package-pkg.mjs),
// install the tarball into a fresh project in a temp dir (offline: it has no dependencies), and
// use it by its package name from a separate Node process — the `node` export instantiates on
// import, `initSync` still works, the demo bundle loads and answers. Also checks what the tarball
// ships (licences, README, types for every export, repository and licence from Cargo.toml).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BUNDLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
const products = readFileSync(join(ROOT, "examples/demo/catalog.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l))
  .filter((r) => r.kind === "product");
const cargoToml = readFileSync(join(ROOT, "Cargo.toml"), "utf8");
const cargo = (key) => cargoToml.match(new RegExp(`^${key} = "([^"]*)"`, "m"))?.[1];

const npm = (args, cwd) =>
  execFileSync("npm", [...args, "--offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_update_notifier: "false" },
  });

test("npm pack → install in a fresh project → import by name in Node and answer", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "dualgraph-pkg-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const packed = JSON.parse(npm(["pack", join(ROOT, "pkg"), "--json", "--pack-destination", dir], dir))[0];
  const files = packed.files.map((f) => f.path).sort();
  for (const f of ["LICENSE-MIT", "LICENSE-APACHE", "README.md", "package.json", "dualgraph_bg.wasm"]) {
    assert.ok(files.includes(f), `${f} is in the tarball (${files.join(", ")})`);
  }
  const manifest = JSON.parse(readFileSync(join(ROOT, "pkg/package.json"), "utf8"));
  // Every file the exports map names is shipped, types included.
  const targets = JSON.stringify(manifest.exports)
    .match(/"\.\/[^"]+"/g)
    .map((s) => s.slice(3, -1));
  for (const f of targets) if (f !== "package.json") assert.ok(files.includes(f), `exported ${f} is shipped`);
  assert.deepEqual(Object.keys(manifest.exports["."]), ["workerd", "browser", "worker", "node", "default"]);
  assert.equal(manifest.repository.url, cargo("repository"));
  assert.equal(manifest.license, cargo("license"));

  const app = join(dir, "app");
  execFileSync("mkdir", ["-p", app]);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  npm(["install", join(dir, packed.filename)], app);
  writeFileSync(
    join(app, "main.mjs"),
    `import { readFileSync } from "node:fs";
import init, { Engine, initSync, version } from "${manifest.name}";
// The node export is ready on import; init() and initSync() are then no-ops, as in a web build.
await init();
initSync({ module: readFileSync(new URL(import.meta.resolve("${manifest.name}/dualgraph_bg.wasm"))) });
const engine = Engine.load(new Uint8Array(readFileSync(process.argv[2])));
const count = engine.query("SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }").rows[0][0].value;
const ask = JSON.parse(engine.queryResults("ASK { ?p a skgt:Product }").body);
console.log(JSON.stringify({ version: version(), count: Number(count), ask, resolved: import.meta.resolve("${manifest.name}") }));
`,
  );
  const out = JSON.parse(execFileSync(process.execPath, ["main.mjs", BUNDLE], { cwd: app, encoding: "utf8" }));
  assert.equal(out.version, manifest.version);
  assert.equal(out.count, products.length);
  assert.deepEqual(out.ask, { head: {}, boolean: true });
  assert.match(out.resolved, /node_modules\/dualgraph\/node\.js$/, "Node resolves the node export");
  // The browser condition resolves to the web build (what Vite and webpack pick).
  const resolvedBrowser = execFileSync(
    process.execPath,
    ["--conditions=browser", "--input-type=module", "-e", `console.log(import.meta.resolve("${manifest.name}"))`],
    { cwd: app, encoding: "utf8" },
  ).trim();
  assert.match(resolvedBrowser, /node_modules\/dualgraph\/dualgraph\.js$/);
});

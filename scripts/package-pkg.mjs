#!/usr/bin/env node
// Makes wasm-pack's `--target web` output (pkg/) a publishable npm package, like oxigraph's JS
// build: an `exports` map with one entry per platform, the licences and a README, and the
// repository from Cargo.toml. Run after every `wasm-pack build … --out-dir ../../pkg`
// (scripts/test, scripts/site, scripts/demo); idempotent.
//
//   workerd  → workerd.js: the engine plus `wasmModule` (wrangler imports .wasm as a compiled
//              module; call `initSync({ module: wasmModule })` on first use, not at global scope)
//   browser, worker, default → dualgraph.js: `await init()` fetches dualgraph_bg.wasm next to it
//              (bundlers rewrite the `new URL(…, import.meta.url)`)
//   node     → node.js: instantiated on import from the file (init() and initSync() become no-ops)
//
// Usage: node scripts/package-pkg.mjs [pkg-dir]
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const PKG = process.argv[2] ?? join(ROOT, "pkg");
const LICENSES = ["LICENSE-MIT", "LICENSE-APACHE"];

const manifestPath = join(PKG, "package.json");
if (!existsSync(manifestPath) || !existsSync(join(PKG, "dualgraph.js"))) {
  console.error(`package-pkg: ${PKG} has no wasm-pack output (run wasm-pack build first)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

/** `key = "value"` of the workspace Cargo.toml's [workspace.package]. */
function cargoField(key) {
  const toml = readFileSync(join(ROOT, "Cargo.toml"), "utf8");
  const section = toml.split(/^\[workspace\.package\]\s*$/m)[1]?.split(/^\[/m)[0] ?? "";
  const m = section.match(new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, "m"));
  if (!m) throw new Error(`package-pkg: Cargo.toml [workspace.package] has no ${key}`);
  return m[1];
}

const NODE_JS = `// Node: the engine, instantiated on import from dualgraph_bg.wasm next to this file.
import { readFileSync } from "node:fs";
import { initSync } from "./dualgraph.js";

initSync({ module: readFileSync(new URL("./dualgraph_bg.wasm", import.meta.url)) });

export * from "./dualgraph.js";
export { default } from "./dualgraph.js";
`;
const WORKERD_JS = `// Cloudflare Workers (workerd): wrangler imports the .wasm as a compiled WebAssembly.Module.
// Instantiate on first use, not at global scope: initSync({ module: wasmModule }).
export { default as wasmModule } from "./dualgraph_bg.wasm";
export * from "./dualgraph.js";
export { default } from "./dualgraph.js";
`;
const REEXPORT_DTS = `export * from "./dualgraph.js";
export { default } from "./dualgraph.js";
`;
const WORKERD_DTS = `${REEXPORT_DTS}/** The engine's compiled module (wrangler uploads the .wasm precompiled): pass it to initSync. */
export declare const wasmModule: WebAssembly.Module;
`;

writeFileSync(join(PKG, "node.js"), NODE_JS);
writeFileSync(join(PKG, "node.d.ts"), REEXPORT_DTS);
writeFileSync(join(PKG, "workerd.js"), WORKERD_JS);
writeFileSync(join(PKG, "workerd.d.ts"), WORKERD_DTS);
for (const name of LICENSES) copyFileSync(join(ROOT, name), join(PKG, name));

const repository = cargoField("repository");
writeFileSync(
  join(PKG, "README.md"),
  `# ${manifest.name}

${manifest.description}.

Question answering over a product catalog, in the page, in Web Workers, in Cloudflare Workers and
in Node: load a catalog bundle (\`.dgb\`, built with the \`dualgraph\` CLI) and query it with SPARQL,
the zero-LLM question compiler, prose search, or the full question-answering pipeline.

\`\`\`js
// Browsers and bundlers (Vite, webpack): the .wasm is fetched next to the module.
import init, { Engine } from "${manifest.name}";
await init();
const engine = Engine.load(new Uint8Array(await (await fetch("/catalog.dgb")).arrayBuffer()));

// SPARQL with W3C results (JSON by default; "xml", "csv", "tsv")
const { body } = engine.queryResults("SELECT ?name WHERE { ?p a skgt:Product ; skg:hasName ?name } LIMIT 5");
// Questions without an LLM
const { compiled, answer } = engine.compileAndRun("Which phones under £500 have 5G?");
\`\`\`

- **Node** (\`import … from "${manifest.name}"\`): instantiated on import, no \`init()\` needed;
  \`initSync({ module })\` still works.
- **Cloudflare Workers** (the \`workerd\` condition, used by wrangler): \`import { initSync, wasmModule,
  Engine } from "${manifest.name}"\`, then \`initSync({ module: wasmModule })\` on the first request.
- Types: \`dualgraph.d.ts\` (every result and option is typed).

Documentation, the CLI and the widget: ${repository}

Licence: ${manifest.license ?? cargoField("license")} (\`LICENSE-MIT\`, \`LICENSE-APACHE\`).
`,
);

manifest.repository = { type: "git", url: repository };
manifest.license = cargoField("license");
manifest.files = [
  "dualgraph_bg.wasm",
  "dualgraph_bg.wasm.d.ts",
  "dualgraph.js",
  "dualgraph.d.ts",
  "node.js",
  "node.d.ts",
  "workerd.js",
  "workerd.d.ts",
  "README.md",
  ...LICENSES,
  ...(existsSync(join(PKG, "snippets")) ? ["snippets/"] : []),
];
manifest.main = "dualgraph.js";
manifest.module = "dualgraph.js";
manifest.types = "dualgraph.d.ts";
manifest.exports = {
  ".": {
    workerd: { types: "./workerd.d.ts", default: "./workerd.js" },
    browser: { types: "./dualgraph.d.ts", default: "./dualgraph.js" },
    worker: { types: "./dualgraph.d.ts", default: "./dualgraph.js" },
    node: { types: "./node.d.ts", default: "./node.js" },
    default: { types: "./dualgraph.d.ts", default: "./dualgraph.js" },
  },
  "./dualgraph_bg.wasm": "./dualgraph_bg.wasm",
  "./package.json": "./package.json",
};
manifest.engines = { node: ">=20" };
manifest.sideEffects = ["./node.js", "./workerd.js", "./snippets/*"];
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `package-pkg: ${PKG} is an npm package (${manifest.name}@${manifest.version}, exports for workerd, browser, worker, node)`,
);

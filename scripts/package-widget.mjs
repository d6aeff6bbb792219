#!/usr/bin/env node
// Assembles the widget's npm package, packages/assistant/ (`dualgraph-assistant`): copies the
// widget's modules from www/widget/ (all but engine.js: the package's own imports the engine by
// its package name, `dualgraph`, a peer dependency) and the licences, and checks that the
// package's version, its peer dependency and its licence match Cargo.toml's workspace package.
// package.json, index.d.ts, custom-elements.json, README.md and engine.js are committed there.
// Idempotent; `npm pack packages/assistant` then makes the tarball.
//
// Usage: node scripts/package-widget.mjs
import { copyFileSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const WIDGET = join(ROOT, "www", "widget");
const OUT = join(ROOT, "packages", "assistant");
const OWN = new Set(["engine.js"]); // the package's version of these is committed in OUT

const cargo = readFileSync(join(ROOT, "Cargo.toml"), "utf8");
const field = (key) => cargo.match(new RegExp(`^${key} = "([^"]*)"`, "m"))?.[1];
const manifest = JSON.parse(readFileSync(join(OUT, "package.json"), "utf8"));
const problems = [];
if (manifest.version !== field("version"))
  problems.push(`version ${manifest.version} ≠ Cargo.toml ${field("version")}`);
if (manifest.peerDependencies?.dualgraph !== field("version"))
  problems.push(`peer dependency dualgraph@${manifest.peerDependencies?.dualgraph} ≠ ${field("version")}`);
if (manifest.license !== field("license"))
  problems.push(`license ${manifest.license} ≠ Cargo.toml ${field("license")}`);
if (problems.length) {
  console.error(`package-widget: packages/assistant/package.json: ${problems.join("; ")}`);
  process.exit(1);
}

// Stale copies (a module removed from www/widget/) go first.
for (const f of readdirSync(OUT)) if (f.endsWith(".js") && !OWN.has(f)) rmSync(join(OUT, f));
const copied = [];
for (const f of readdirSync(WIDGET)) {
  if (!f.endsWith(".js") || OWN.has(f)) continue;
  copyFileSync(join(WIDGET, f), join(OUT, f));
  copied.push(f);
}
for (const f of ["LICENSE-MIT", "LICENSE-APACHE"]) copyFileSync(join(ROOT, f), join(OUT, f));
console.log(
  `package-widget: ${OUT} is an npm package (${manifest.name}@${manifest.version}, ${copied.length} modules, peer dualgraph@${manifest.peerDependencies.dualgraph})`,
);

#!/usr/bin/env node
// Puts a catalog bundle into the Worker's static assets: as one file when it fits the Workers
// limit of 25 MiB per asset, otherwise as parts plus "<name>.parts.json", which the Worker
// streams back together into wasm memory. Removes the previous bundle (whole or parts) first.
//
//   node examples/cloudflare-worker/prepare.mjs catalog.dgb [--out DIR] [--name catalog.dgb] [--part-bytes N]
//
// DIR defaults to public/ next to this file; --name is the asset path (BUNDLE_PATH without "/").
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ASSET_LIMIT = 25 * 1024 * 1024;
const args = process.argv.slice(2);
const usage = "usage: prepare.mjs BUNDLE.dgb [--out DIR] [--name catalog.dgb] [--part-bytes N]";
let input = null;
let out = join(dirname(fileURLToPath(import.meta.url)), "public");
let name = "catalog.dgb";
let partBytes = 24 * 1024 * 1024;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  const value = () => args[++i] ?? fail(`${a} needs a value\n${usage}`);
  if (a === "--out") out = value();
  else if (a === "--name") name = value().replace(/^\/+/, "");
  else if (a === "--part-bytes") partBytes = Number(value());
  else if (a.startsWith("-")) fail(`unknown option ${a}\n${usage}`);
  else if (input === null) input = a;
  else fail(usage);
}
if (!input) fail(usage);
if (!Number.isInteger(partBytes) || partBytes < 1 || partBytes > ASSET_LIMIT)
  fail(`--part-bytes must be an integer from 1 to ${ASSET_LIMIT}`);

let size;
try {
  size = statSync(input).size;
} catch (e) {
  fail(`cannot read ${input}: ${e.message}`);
}
const fd = openSync(input, "r");
const magic = Buffer.alloc(8);
readSync(fd, magic, 0, 8, 0);
if (magic.toString("latin1") !== "DGBUNDLE")
  fail(`${input} is not a dualgraph bundle (no DGBUNDLE header); build one with \`dualgraph build\``);

const target = join(out, name);
mkdirSync(dirname(target), { recursive: true });
for (const f of readdirSync(dirname(target))) {
  const base = basename(name);
  if (f === base || f === `${base}.parts.json` || (/^\.part\d+$/.test(f.slice(base.length)) && f.startsWith(base)))
    rmSync(join(dirname(target), f));
}
if (size <= partBytes) {
  closeSync(fd);
  copyFileSync(input, target);
  console.log(`${target}: ${size} bytes (one asset)`);
} else {
  const parts = [];
  const buf = Buffer.alloc(partBytes);
  for (let offset = 0, i = 0; offset < size; offset += partBytes, i++) {
    const n = readSync(fd, buf, 0, Math.min(partBytes, size - offset), offset);
    const file = `${name}.part${String(i).padStart(3, "0")}`;
    writeFileSync(join(out, file), buf.subarray(0, n));
    parts.push({ path: `/${file}`, bytes: n });
  }
  closeSync(fd);
  writeFileSync(`${target}.parts.json`, `${JSON.stringify({ bytes: size, parts }, null, 2)}\n`);
  console.log(`${target}.parts.json: ${size} bytes in ${parts.length} parts of at most ${partBytes} bytes`);
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`prepare.mjs: ${message}`);
  process.exit(1);
}

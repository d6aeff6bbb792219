// Engine.open in Node: a paged bundle read lazily through the wasm engine's fetch with HTTP
// Range requests from a real loopback static server — the same answers as the whole bundle,
// bytes and round trips counted, and a server that ignores Range falls back with a message.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { initSync, Engine } from "../../pkg/dualgraph.js";

const root = new URL("../../", import.meta.url);
initSync({ module: readFileSync(new URL("pkg/dualgraph_bg.wasm", root)) });
const whole = new Uint8Array(readFileSync(process.env.DUALGRAPH_TEST_BUNDLE ?? new URL("target/demo.dgb", root)));
const paged = readFileSync(new URL("target/demo-paged.dgb", root));
const servers = [];
after(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** Serves `file` at /bundle.dgb; honours `Range: bytes=a-b` unless `ignoreRange`. */
async function serve(file, { ignoreRange = false } = {}) {
  const stats = { requests: 0, bytes: 0 };
  const server = createServer((req, res) => {
    stats.requests += 1;
    const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    if (!m || ignoreRange) {
      stats.bytes += file.length;
      res.writeHead(200, { "Content-Length": file.length }).end(file);
      return;
    }
    const a = Number(m[1]);
    const b = Math.min(m[2] ? Number(m[2]) : file.length - 1, file.length - 1);
    if (a >= file.length) {
      res.writeHead(416, { "Content-Range": `bytes */${file.length}` }).end();
      return;
    }
    stats.bytes += b - a + 1;
    res.writeHead(206, { "Content-Range": `bytes ${a}-${b}/${file.length}`, "Content-Length": b - a + 1 });
    res.end(file.subarray(a, b + 1));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", () => r(undefined)));
  servers.push(server);
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}/bundle.dgb`, stats };
}

const QUESTIONS = [
  "Which smartphones under 500 pounds have 5G?",
  "Cheapest laptop",
  "Is there a phone that is easy to use for an older relative?",
];

test("a paged bundle opened by URL answers like the whole bundle, fetching part of it", async () => {
  const { url, stats } = await serve(paged);
  const lazy = await Engine.open(url);
  assert.equal(lazy.loadNote(), undefined);
  assert.equal(lazy.transfer().round_trips, 2);
  const full = Engine.load(whole);
  for (const q of QUESTIONS) {
    const [a, b] = [await lazy.ask(q), await full.ask(q)];
    assert.deepEqual(
      a.products.map((p) => p.id),
      b.products.map((p) => p.id),
      q,
    );
  }
  const sparql = "SELECT (COUNT(*) AS ?n) WHERE { ?p a skgt:Product }";
  assert.deepEqual((await lazy.queryAsync(sparql, undefined)).rows, full.query(sparql, undefined).rows);
  const t = lazy.transfer();
  assert.equal(t.bytes, stats.bytes);
  assert.ok(t.round_trips > 2 && t.bytes < paged.length, JSON.stringify(t));
});

test("a server that ignores Range: the whole bundle, and a note saying why", async () => {
  const { url } = await serve(paged, { ignoreRange: true });
  const engine = await Engine.open(url);
  assert.match(engine.loadNote() ?? "", /does not answer Range requests/);
  assert.equal(engine.transfer(), undefined);
  assert.ok((await engine.ask(QUESTIONS[0])).products.length > 0);
});

test("a file that is not a bundle is refused with a clear error", async () => {
  const { url } = await serve(Buffer.from("<html>not found</html>".padEnd(70_000, " ")));
  await assert.rejects(() => Engine.open(url), /not a dualgraph bundle/);
});

// The Worker over your own SPARQL server (issue #19): under `wrangler dev --local` (workerd), a
// Worker holding only the thin bundle (`dualgraph build --no-skg`) with SPARQL_ENDPOINT_URL and
// the SPARQL_ENDPOINT_AUTH secret answers every compiled demo question from a real Oxigraph
// server on loopback (loaded with `dualgraph export` of the full bundle) exactly as a Worker
// holding the full bundle does. A small proxy in front of Oxigraph admits only requests with
// the secret Authorization header, so the answers prove the engine's fetch sent it; no response
// to the client contains it.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { join } from "node:path";
import { ROOT, comparableAnswer, parseSse, postJson, startOxigraph, startWranglerDev } from "../support/worker.mjs";
import { Engine, initSync } from "../../pkg/dualgraph.js";

const CLI = process.env.DUALGRAPH_CLI ?? join(ROOT, "target/debug/dualgraph");
const OXIGRAPH = process.env.DUALGRAPH_OXIGRAPH ?? join(ROOT, "target/oxigraph-venv/bin/oxigraph");
const AUTH = "Bearer sparql-secret-7f3a91";
const DATA = join(ROOT, "target/worker-tests/endpoint-data");
const QUESTIONS = Object.values(JSON.parse(readFileSync(join(ROOT, "examples/demo/questions.json"), "utf8"))).map(
  (q) => q.question,
);

let oxigraph;
let proxy;
const seen = { admitted: 0, refused: 0 };
let full;
let thin;

/** A reverse proxy to Oxigraph that refuses (401) any request without the secret header. */
function startProxy(target) {
  const server = createServer((req, res) => {
    if (req.headers.authorization !== AUTH) {
      seen.refused++;
      res.writeHead(401, { "content-type": "text/plain" }).end("missing or wrong Authorization");
      return;
    }
    seen.admitted++;
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: target,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: `127.0.0.1:${target}` },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

before(async () => {
  rmSync(DATA, { recursive: true, force: true });
  mkdirSync(DATA, { recursive: true });
  const run = (...args) => execFileSync(CLI, args, { stdio: "pipe" });
  run("build", "-o", join(DATA, "full.dgb"));
  run("build", "--no-skg", "-o", join(DATA, "thin.dgb"));
  run("export", join(DATA, "full.dgb"), "--format", "nt", "--skg-only", "-o", join(DATA, "full.nt"));
  execFileSync(OXIGRAPH, ["load", "--location", join(DATA, "db"), "--file", join(DATA, "full.nt")], { stdio: "pipe" });
  oxigraph = await startOxigraph(OXIGRAPH, join(DATA, "db"));
  proxy = await startProxy(oxigraph.port);
  const vars = { LLM_BASE_URL: "" };
  full = await startWranglerDev("endpoint-full", { bundle: join(DATA, "full.dgb"), vars });
  thin = await startWranglerDev("endpoint-thin", {
    bundle: join(DATA, "thin.dgb"),
    vars: {
      ...vars,
      SPARQL_ENDPOINT_URL: `http://127.0.0.1:${proxy.address().port}/query`,
      SPARQL_ENDPOINT_AUTH: AUTH,
    },
  });
});

after(async () => {
  await full?.stop();
  await thin?.stop();
  proxy?.close();
  oxigraph?.child.kill();
});

/** POST /api/ask (offline, compiler strategy): the raw SSE text and the final result. */
async function ask(worker, question) {
  const res = await postJson(`${worker.url}/api/ask`, { question, strategy: "compiler", llm: false });
  const text = await res.text();
  assert.equal(res.status, 200, text);
  const done = parseSse(text).find((e) => e.event === "done");
  assert.ok(done?.data?.result, text.slice(0, 500));
  return { text, result: done.data.result };
}

describe("the Worker with a thin bundle and SPARQL_ENDPOINT_URL", () => {
  test("the thin bundle is much smaller and holds no triples", async () => {
    const health = async (w) => await (await fetch(`${w.url}/api/health`)).json();
    const [f, t] = [await health(full), await health(thin)];
    assert.equal(t.counts.triples, 0);
    assert.ok(f.counts.triples > 10000);
    assert.ok(t.bundle.bytes < f.bundle.bytes, `${t.bundle.bytes} vs ${f.bundle.bytes}`);
  });

  test("every compiled demo question gets the same answer as from the full bundle", async () => {
    let withProducts = 0;
    for (const question of QUESTIONS) {
      const a = await ask(full, question);
      const b = await ask(thin, question);
      assert.deepEqual(comparableAnswer(b.result), comparableAnswer(a.result), question);
      assert.ok(!b.text.includes(AUTH) && !b.text.includes("sparql-secret"), "the secret never reaches the client");
      if (a.result.products.length > 0) withProducts++;
    }
    assert.ok(withProducts >= QUESTIONS.length / 2, `only ${withProducts} of ${QUESTIONS.length} name products`);
    assert.ok(seen.admitted >= withProducts, `${seen.admitted} requests reached Oxigraph`);
    assert.equal(seen.refused, 0, "every engine request carried the secret header");
  });
});

describe("the sparqlEndpoint engine option (pkg/ in Node)", () => {
  test("bad options are refused with their name; a thin bundle alone refuses SPARQL", async () => {
    initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) });
    const bytes = new Uint8Array(readFileSync(join(DATA, "thin.dgb")));
    assert.throws(() => Engine.load(bytes, { sparqlEndpoint: { url: "ftp://x/" } }), /http\(s\) URL/);
    assert.throws(() => Engine.load(bytes, { sparqlEndpoint: { url: "http://x/", tiemoutMs: 5 } }), /tiemoutMs/);
    assert.throws(() => Engine.load(bytes, { sparqlEndpint: {} }), /sparqlEndpint/);
    const alone = Engine.load(bytes);
    assert.throws(() => alone.query("SELECT * WHERE { ?s ?p ?o }"), /--no-skg/);
    const r = await alone.ask("Which smartphones cost less than 400?", { strategy: "compiler" });
    assert.deepEqual(r.products, []);
    assert.ok(
      r.errors.some((e) => e.includes("--no-skg")),
      JSON.stringify(r.errors),
    );
    // With the endpoint (through the proxy, with the secret), the same engine answers.
    const url = `http://127.0.0.1:${proxy.address().port}/query`;
    const remote = Engine.load(bytes, { sparqlEndpoint: { url, headers: [["Authorization", AUTH]] } });
    const ok = await remote.ask("Which smartphones cost less than 400?", { strategy: "compiler" });
    assert.ok(ok.products.length > 0 && ok.errors.length === 0, JSON.stringify(ok.errors));
  });
});

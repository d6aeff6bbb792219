// A paged bundle (`dualgraph build --layout paged`) in the Worker, under `wrangler dev --local`:
// read lazily from R2 (range reads), the isolate holding only the pages questions read, and
// answering as the whole bundle does. The local static-asset server of wrangler 4 ignores Range
// (it answers 200 with the whole file), so from the assets the Worker reads the bundle whole —
// the fallback every host that ignores Range gets.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { initSync, Engine } from "../../pkg/dualgraph.js";
import { ROOT, postJson, startWranglerDev, startWranglerDevs } from "../support/worker.mjs";

const WHOLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
const PAGED = join(ROOT, "target/demo-paged.dgb");
/** @type {Record<string, Awaited<ReturnType<typeof startWranglerDev>>>} */
const workers = {};

before(async () => {
  Object.assign(
    workers,
    await startWranglerDevs({
      assets: ["paged-assets", { bundle: PAGED, vars: { LLM_BASE_URL: "", SPARQL_ENABLED: true } }],
      r2: ["paged-r2", { bundle: null, r2: { file: PAGED }, vars: { LLM_BASE_URL: "", SPARQL_ENABLED: true } }],
    }),
  );
});

after(() => Promise.all(Object.values(workers).map((w) => w.stop())));

initSync({ module: readFileSync(join(ROOT, "pkg/dualgraph_bg.wasm")) });
const whole = Engine.load(new Uint8Array(readFileSync(WHOLE)));

for (const where of ["assets", "r2"]) {
  test(`from the ${where}: compiled, SPARQL and ask answered as from the whole bundle (lazily from R2)`, async () => {
    const url = workers[where].url;
    const health = await (await fetch(`${url}/api/health`)).json();
    assert.equal(health.bundle.source, where);
    const size = statSync(PAGED).size;
    const lazy = where === "r2";
    assert.equal(health.bundle.layout, lazy ? "paged" : "whole");
    if (lazy) {
      assert.equal(health.transfer.round_trips, 2, "opening: the head, then the open sections");
      assert.ok(health.bundle.bytes < size, `${health.bundle.bytes} of ${size} bytes held after opening`);
    } else {
      assert.equal(health.transfer, null);
      assert.equal(health.bundle.bytes, size);
    }
    for (const question of ["phones under 300 pounds", "Cheapest laptop"]) {
      const got = await (await postJson(`${url}/api/compile`, { question })).json();
      delete got.ms;
      assert.deepEqual(got, whole.compileAndRun(question), question);
    }
    const query = "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }";
    const rows = (await (await postJson(`${url}/api/sparql`, { query })).json()).rows;
    assert.deepEqual(rows, whole.query(query, undefined).rows);
    const ask = await (
      await postJson(`${url}/api/ask`, { question: "Which smartphones under 500 pounds have 5G?" })
    ).text();
    const expected = await whole.ask("Which smartphones under 500 pounds have 5G?", undefined, undefined);
    for (const p of expected.products) assert.ok(ask.includes(p.id), `${p.id} in the answer`);
    if (lazy) {
      const after = await (await fetch(`${url}/api/health`)).json();
      assert.ok(after.transfer.round_trips > 2 && after.transfer.bytes < size, JSON.stringify(after.transfer));
    }
  });
}

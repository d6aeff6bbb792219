// Stop at the edge: the Worker under `wrangler dev --local` (workerd) with a scripted LLM upstream
// on loopback that streams slowly. A client that disconnects from the SSE stream of /api/ask —
// or from a streamed /api/llm proxy reply — must make the Worker abort its upstream LLM request:
// the scripted server sees that connection closed long before its stream would have ended.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { request } from "node:http";
import { join } from "node:path";
import { startScriptedLlm } from "../support/scripted-llm.mjs";
import { ROOT, startWranglerDev } from "../support/worker.mjs";

const BUNDLE = process.env.DUALGRAPH_TEST_BUNDLE ?? join(ROOT, "target/demo.dgb");
/** 200 pieces 100 ms apart: a 20 s answer, far longer than the tests wait. */
const SLOW = Array.from({ length: 200 }, (_, i) => `word${i} `);

let worker;
let llm;

before(async () => {
  llm = await startScriptedLlm((req) => (req.body?.stream ? { stream: SLOW, gapMs: 100 } : { choices: ["tkg"] }));
  worker = await startWranglerDev("stop", {
    bundle: BUNDLE,
    vars: {
      ALLOWED_ORIGINS: "http://localhost:8000",
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "test-model",
      LLM_ALLOWED_MODELS: "test-model",
      LLM_TIMEOUT_MS: 60000,
    },
  });
});

after(async () => {
  await worker?.stop();
  await llm?.close();
});

/** Resolves once `predicate()` holds (polling), or fails after `ms`. */
async function eventually(predicate, ms, what) {
  const t = Date.now();
  while (!predicate()) {
    if (Date.now() - t > ms) assert.fail(`${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Posts `body` to `path`, reads the streamed reply until `enough(text)` holds, then disconnects
 * (closes the TCP connection, as a closed tab does). Returns the text read and when.
 * @param {string} path
 * @param {unknown} body
 * @param {(text: string) => boolean} enough
 * @returns {Promise<{text: string, at: number}>}
 */
function readThenDisconnect(path, body, enough) {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, worker.url),
      { method: "POST", headers: { "content-type": "application/json" } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
        let text = "";
        res.on("data", (d) => {
          text += d;
          if (enough(text)) {
            req.destroy();
            resolve({ text, at: Date.now() });
          }
        });
        res.on("end", () => reject(new Error(`the stream ended early: ${text.slice(-300)}`)));
      },
    );
    req.on("error", (e) => {
      if (!req.destroyed) reject(e);
    });
    req.end(JSON.stringify(body));
  });
}

test("/api/ask: a client that disconnects mid-answer aborts the upstream LLM request", {
  timeout: 60_000,
}, async () => {
  llm.requests.length = 0;
  llm.hangUps.length = 0;
  const { text, at } = await readThenDisconnect(
    "/api/ask",
    { question: "A good phone for my dad who finds small screens hard to read", strategy: "tkg" },
    (t) => t.includes("word2 "),
  );
  assert.match(text, /event: token/);
  assert.doesNotMatch(text, /event: done/);
  const answerCall = llm.requests.findIndex((r) => r.phase === "answer");
  assert.ok(answerCall >= 0, `the Worker called the LLM for the answer: ${llm.requests.map((r) => r.phase)}`);
  // The scripted server would stream for 20 s; the Worker must hang up on it within a few.
  await eventually(() => llm.hangUps.includes(answerCall), 5000, "the upstream answer request was closed");
  assert.ok(Date.now() - at < 5000);
  // The Worker keeps serving after a hang-up.
  const health = await fetch(`${worker.url}/api/health`);
  assert.equal(health.status, 200);
});

test("/api/llm: a client that disconnects from a streamed reply closes the upstream request", {
  timeout: 60_000,
}, async () => {
  llm.requests.length = 0;
  llm.hangUps.length = 0;
  await readThenDisconnect(
    "/api/llm",
    { model: "test-model", stream: true, messages: [{ role: "user", content: "hi" }] },
    (t) => t.includes("word2 "),
  );
  assert.equal(llm.requests.length, 1);
  await eventually(() => llm.hangUps.includes(0), 5000, "the upstream request was closed");
});

// Stop in Debian's Chromium (playwright-core): Engine.ask with an AbortSignal, and the widget's
// Stop button, against a real OpenAI-compatible HTTP server on loopback (tests/support/
// scripted-llm.mjs) that streams an answer slowly. After Stop nothing more arrives (no events,
// no DOM updates) and the scripted server sees the LLM request's connection closed.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { serve } from "../../www/serve.mjs";
import { startScriptedLlm } from "../support/scripted-llm.mjs";
import { SITE, SCREENSHOTS, ensureSite, launch, testPage, html } from "./helpers.mjs";

const OPEN_Q = "A good phone for my dad who finds small screens hard to read";
/** 200 pieces 100 ms apart: a 20 s answer, far longer than any test waits. */
const SLOW = Array.from({ length: 200 }, (_, i) => `word${i} `);

let browser;
let server;
let llm;

before(async () => {
  ensureSite();
  llm = await startScriptedLlm((req) => (req.body?.stream ? { stream: SLOW, gapMs: 100 } : { choices: ["tkg"] }));
  const routes = {
    "/__test/engine.html": html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>engine</title>
<link rel="icon" href="data:,"></head><body></body></html>`),
    // The widget calls the scripted server directly (cross-origin, CORS allowed), so the
    // connection the browser closes on Stop is the one the server watches.
    "/__test/stop.html": html(() =>
      testPage(
        "/demo.dgb",
        `manifest="/demo.dgb.json" llm-endpoint="${llm.url}" llm-model="slow-model" strategy="tkg"`,
      ),
    ),
  };
  server = await serve({ root: SITE, port: 0, routes });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await llm?.close();
});

/** Resolves once `predicate()` holds (polling), or fails after `ms`. */
async function eventually(predicate, ms, what) {
  const t = Date.now();
  while (!(await predicate())) {
    if (Date.now() - t > ms) assert.fail(`${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test("Engine.ask: an aborted signal rejects with AbortError, aborts the LLM fetch, and no event follows", {
  timeout: 90_000,
}, async () => {
  llm.requests.length = 0;
  llm.hangUps.length = 0;
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(new URL("/__test/engine.html", server.url).href);
  const r = await page.evaluate(
    async ({ question, llmUrl }) => {
      // @ts-expect-error -- a URL in the page (the served pkg/dualgraph.js), not a path here
      const m = await import("/pkg/dualgraph.js");
      await m.default();
      const engine = m.Engine.load(new Uint8Array(await (await fetch("/demo.dgb")).arrayBuffer()));
      const llm = { baseUrl: llmUrl, model: "slow-model", retries: 2 };
      const out = {};
      // A signal aborted before the call: a rejected promise, like fetch, and no event at all.
      const early = new AbortController();
      early.abort();
      const earlyEvents = [];
      try {
        await engine.ask(question, { strategy: "tkg", llm, signal: early.signal }, (e) => earlyEvents.push(e.type));
        out.early = "resolved";
      } catch (e) {
        out.early = { name: e.name, isDomException: e instanceof DOMException };
      }
      out.earlyEvents = earlyEvents;
      // A reason given to abort() is what the promise rejects with (as fetch does).
      const reasoned = new AbortController();
      reasoned.abort(new Error("user went away"));
      out.reason = await engine.ask(question, { signal: reasoned.signal }).then(
        () => "resolved",
        (e) => e.message,
      );
      // Not a signal, or another unknown option: refused as invalid options.
      for (const [name, options] of [
        ["notSignal", { signal: "stop" }],
        ["unknown", { signal: new AbortController().signal, bogus: 1 }],
      ]) {
        try {
          engine.ask(question, options);
          out[name] = "accepted";
        } catch (e) {
          out[name] = e.message;
        }
      }
      // Mid-answer: abort after the third streamed token (from inside onEvent, the hardest case).
      const stop = new AbortController();
      const options = { strategy: "tkg", llm, signal: stop.signal };
      const types = [];
      let tokens = 0;
      let afterAbort = 0;
      const t0 = performance.now();
      try {
        await engine.ask(question, options, (e) => {
          if (stop.signal.aborted) afterAbort++;
          types.push(e.type);
          if (e.type === "token" && ++tokens === 3) stop.abort();
        });
        out.mid = "resolved";
      } catch (e) {
        out.mid = e.name;
      }
      out.midMs = performance.now() - t0;
      out.optionsKeptSignal = options.signal === stop.signal;
      await new Promise((r) => setTimeout(r, 1500)); // anything late would arrive now
      out.types = types;
      out.afterAbort = afterAbort;
      out.eventsLater = types.length;
      return out;
    },
    { question: OPEN_Q, llmUrl: llm.url },
  );
  assert.deepEqual(r.early, { name: "AbortError", isDomException: true });
  assert.deepEqual(r.earlyEvents, []);
  assert.equal(r.reason, "user went away");
  assert.match(r.notSignal, /`signal` must be an AbortSignal/);
  assert.match(r.unknown, /unknown field `bogus`/);
  assert.equal(r.mid, "AbortError");
  assert.ok(r.midMs < 5000, `stopped after ${r.midMs} ms`);
  assert.equal(r.afterAbort, 0, "no event after abort()");
  assert.equal(r.types.filter((t) => t === "token").length, 3, `events: ${r.types.join(",")}`);
  assert.ok(!r.types.includes("done") && !r.types.includes("error"), `events: ${r.types.join(",")}`);
  assert.ok(r.optionsKeptSignal, "the caller's options object is left as it was");
  // The aborted signals made no request; the mid-answer one made exactly one (never retried),
  // and the server saw it closed long before its 20 s stream ended.
  const answers = llm.requests.filter((q) => q.phase === "answer");
  assert.equal(answers.length, 1, `requests: ${llm.requests.map((q) => q.phase)}`);
  await eventually(() => llm.hangUps.includes(llm.requests.indexOf(answers[0])), 5000, "the LLM connection closed");
  assert.deepEqual(errors, []);
  await context.close();
});

test("widget: Stop ends a streaming answer — keyboard, screen reader, no update after, connection closed", {
  timeout: 120_000,
}, async () => {
  llm.requests.length = 0;
  llm.hangUps.length = 0;
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const p = await context.newPage();
  const errors = [];
  p.on("pageerror", (e) => errors.push(e.message));
  await p.addInitScript(() => {
    window.__events = [];
    window.addEventListener("dg-event", (e) => window.__events.push(e.detail.type), true);
  });
  await p.goto(new URL("/__test/stop.html", server.url).href);
  await p.waitForSelector('dualgraph-assistant[data-state="ready"]', { timeout: 30_000 });
  const widget = p.locator("dualgraph-assistant");
  const stop = widget.locator("form.ask button.stop");
  assert.equal(await stop.isVisible(), false, "no Stop button before a question");

  await p.fill("dualgraph-assistant form.ask input", OPEN_Q);
  await p.press("dualgraph-assistant form.ask input", "Enter");
  const answer = widget.locator(".answer").first();
  await answer.locator(".md").filter({ hasText: "word2" }).waitFor({ timeout: 30_000 });
  assert.equal(await stop.isVisible(), true, "Stop shows while the answer streams");
  assert.equal(await stop.getAttribute("aria-label"), "Stop the answer");
  assert.equal(await stop.getAttribute("type"), "button");
  await p.screenshot({ path: join(SCREENSHOTS, "stop-streaming.png") });

  // Keyboard: Tab from the question box past Ask reaches Stop; Enter presses it.
  await p.focus("dualgraph-assistant form.ask input");
  await p.keyboard.press("Tab");
  await p.keyboard.press("Tab");
  const focused = await p.evaluate(
    () => document.querySelector("dualgraph-assistant").shadowRoot.activeElement?.className,
  );
  assert.match(focused ?? "", /\bstop\b/, `focus is on ${focused}`);
  await p.keyboard.press("Enter");

  await answer.and(widget.locator('.answer[aria-busy="false"]')).waitFor({ timeout: 5000 });
  const snapshot = () =>
    p.evaluate(() => {
      const root = document.querySelector("dualgraph-assistant").shadowRoot;
      return { html: root.querySelector(".log").innerHTML, events: window.__events.length };
    });
  const atStop = await snapshot();
  await sleep(1500); // the server keeps streaming for 20 s: anything that leaked would show now
  const later = await snapshot();
  assert.equal(later.events, atStop.events, "no dg-event after Stop");
  assert.equal(later.html, atStop.html, "no DOM update after Stop");
  const text = await answer.locator(".md").innerText();
  assert.match(text, /word0 word1 word2/, "what arrived before Stop stays");
  assert.ok(!/word60\b/.test(text), "the rest never arrived");
  assert.equal(await answer.locator("p.label").first().innerText(), "Stopped");
  assert.match(await answer.locator(".notes").innerText(), /stopped this answer/);
  assert.equal(await stop.isVisible(), false, "Stop hides once nothing is in flight");
  const live = await p.evaluate(
    () =>
      document.querySelector("dualgraph-assistant").shadowRoot.querySelector('[aria-live="polite"].sr-only')
        ?.textContent,
  );
  assert.equal(live, "Answer stopped.", "screen readers hear it");
  const focusAfter = await p.evaluate(() => document.querySelector("dualgraph-assistant").shadowRoot.activeElement?.id);
  assert.match(focusAfter ?? "", /-q$/, "focus returns to the question box");
  const answerCall = llm.requests.findIndex((q) => q.phase === "answer");
  assert.ok(answerCall >= 0);
  await eventually(() => llm.hangUps.includes(answerCall), 5000, "the LLM connection closed");
  assert.equal(llm.requests.filter((q) => q.phase === "answer").length, 1, "not retried");
  await p.screenshot({ path: join(SCREENSHOTS, "stop-stopped.png") });

  // Escape in the question box stops too, and the widget answers again afterwards.
  llm.requests.length = 0;
  llm.hangUps.length = 0;
  await p.fill("dualgraph-assistant form.ask input", OPEN_Q);
  await p.press("dualgraph-assistant form.ask input", "Enter");
  const second = widget.locator(".answer").nth(1);
  await second.locator(".md").filter({ hasText: "word1" }).waitFor({ timeout: 30_000 });
  await p.press("dualgraph-assistant form.ask input", "Escape");
  await second.and(widget.locator('.answer[aria-busy="false"]')).waitFor({ timeout: 5000 });
  assert.equal(await second.locator("p.label").first().innerText(), "Stopped");
  await eventually(() => llm.hangUps.length === 1, 5000, "the second LLM connection closed");
  assert.deepEqual(errors, []);
  await context.close();
});

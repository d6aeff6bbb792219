// A real OpenAI-compatible HTTP server on loopback with scripted replies (the LLM's network
// boundary in JS-side tests: wasm in Node, the widget in Chromium, the Worker in workerd).
// `script(request, index)` returns a reply: { choices: [...] } | { stream: [...], cut?: true, gapMs? }
// | { status, retryAfter?, error? } | { raw } | { delayMs, then } | { drop: true } | { noUsage: text }.
// Streamed pieces are 5 ms apart unless `gapMs` says otherwise.
import { createServer } from "node:http";

/**
 * A scripted reply (see above).
 * @typedef {{choices?: string[], stream?: string[], cut?: boolean, gapMs?: number, status?: number,
 *   retryAfter?: number, error?: string, raw?: string, delayMs?: number, then?: Reply, drop?: boolean,
 *   noUsage?: string}} Reply
 * @typedef {{method: string, path: string, headers: import("node:http").IncomingHttpHeaders, body: any, phase: string}} ScriptedRequest
 * @typedef {(request: ScriptedRequest, index: number) => Reply} Script
 */

/** Which pipeline step sent a request, from the built-in prompts' first words. */
export function phase(body) {
  const system = body?.messages?.[0]?.content ?? "";
  if (system.startsWith("You route")) return "router";
  if (system.startsWith("You write SPARQL")) return "sparql";
  if (system.startsWith("You research")) return "agent";
  if (system.includes("shop assistant")) return "answer";
  return "other";
}

const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Closes the connection from the server's side (not a client hang-up). */
function hangUp(res) {
  res.serverClosed = true;
  res.socket.destroy();
}

async function reply(res, r) {
  if (r.delayMs) {
    await sleep(r.delayMs);
    return reply(res, r.then);
  }
  if (r.drop) return hangUp(res);
  if (r.status) {
    const headers = { "content-type": "application/json" };
    if (r.retryAfter !== undefined) headers["retry-after"] = String(r.retryAfter);
    res.writeHead(r.status, headers);
    return res.end(JSON.stringify({ error: { message: r.error ?? "scripted failure" } }));
  }
  if (r.raw !== undefined) {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(r.raw);
  }
  if (r.noUsage !== undefined) {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: r.noUsage } }] }));
  }
  if (r.stream) {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    for (const piece of r.stream) {
      if (res.destroyed) return; // the client hung up (see `hangUps`)
      res.write(
        `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
      );
      await sleep(r.gapMs ?? 5);
    }
    if (r.cut) return hangUp(res);
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
    res.write(`data: ${JSON.stringify({ choices: [], usage })}\n\n`);
    return res.end("data: [DONE]\n\n");
  }
  const choices = (r.choices ?? [""]).map((content, index) => ({
    index,
    message: { role: "assistant", content },
    finish_reason: "stop",
  }));
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ id: "x", object: "chat.completion", choices, usage }));
}

/**
 * Starts the server on a free loopback port. Resolves to { url, requests, hangUps, close }
 * (`hangUps`: indexes of requests whose client closed the connection mid-reply).
 * @param {Script} script
 */
export async function startScriptedLlm(script) {
  /** @type {ScriptedRequest[]} */
  const requests = [];
  /** Indexes of the requests whose client closed the connection before the reply was complete. */
  /** @type {number[]} */
  const hangUps = [];
  const server = createServer((req, res) => {
    // Pages on another loopback origin call it with fetch: allow CORS (and answer preflights).
    res.setHeader("access-control-allow-origin", "*");
    res.setHeader("access-control-allow-headers", "authorization, content-type, accept");
    res.setHeader("access-control-allow-methods", "POST, OPTIONS");
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      return res.end();
    }
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", async () => {
      let json = null;
      try {
        json = JSON.parse(body);
      } catch {}
      const request = { method: req.method, path: req.url, headers: req.headers, body: json, phase: phase(json) };
      requests.push(request);
      const index = requests.length - 1;
      res.on("close", () => {
        if (!res.writableFinished && !(/** @type {any} */ (res).serverClosed)) hangUps.push(index);
      });
      try {
        await reply(res, script(request, index));
      } catch (e) {
        res.destroy(e);
      }
    });
  });
  await /** @type {Promise<void>} */ (new Promise((r) => server.listen(0, "127.0.0.1", r)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    hangUps,
    close: () => new Promise((r) => server.close(r)),
  };
}

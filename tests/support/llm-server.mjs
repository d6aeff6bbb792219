// A scripted OpenAI-compatible chat-completions server on loopback, for tests that need an LLM
// at the network boundary (the Worker's /api/llm proxy, the engine's ask). Replies are scripted
// per request; every request is recorded (method, path, headers, parsed body) for assertions.
//
//   const llm = await startLlmServer();
//   llm.reply({ content: "Hello" });                 // next request gets this (queue)
//   llm.fallback = (req) => ({ content: "…" });      // when the queue is empty
//   … LLM_BASE_URL = llm.baseUrl (http://127.0.0.1:<port>/v1) …
//   llm.requests[0].headers.authorization            // what the client sent
//   await llm.close();
//
// A reply is {content?, status?, error?, body?, delayMs?, chunkDelayMs?, usage?, echoHeaders?}:
// `status` + `error` answer an OpenAI-style error; `body` sends a raw body as is; otherwise a
// chat completion with `content` — streamed as `data: {chunk}` lines and `data: [DONE]` when the
// request asked for `stream: true`. `echoHeaders: true` puts the request's headers into the
// content (to prove a proxy strips what must not come back).
import { createServer } from "node:http";

export async function startLlmServer({ fallback } = {}) {
  const queue = [];
  const requests = [];
  const state = {
    fallback: fallback ?? (() => ({ content: "(no scripted reply)" })),
  };
  let counter = 0;
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    const record = { method: req.method, path: req.url, headers: req.headers, raw, body, at: Date.now() };
    requests.push(record);
    if (req.method !== "POST" || !/\/chat\/completions$/.test(req.url)) {
      return send(res, 404, { error: { message: `no route ${req.method} ${req.url}`, type: "invalid_request_error" } });
    }
    if (!body) return send(res, 400, { error: { message: "body is not JSON", type: "invalid_request_error" } });
    const reply = queue.length ? queue.shift() : state.fallback(record);
    if (reply.delayMs) await sleep(reply.delayMs);
    if (reply.body !== undefined) {
      res.writeHead(reply.status ?? 200, { "content-type": reply.contentType ?? "application/json" });
      return res.end(reply.body);
    }
    if (reply.status && reply.status !== 200) {
      return send(res, reply.status, { error: { message: reply.error ?? "scripted error", type: "scripted_error" } });
    }
    let content = reply.content ?? "";
    if (reply.echoHeaders) content += ` headers=${JSON.stringify(req.headers)}`;
    const id = `chatcmpl-test-${++counter}`;
    const model = body.model ?? "unknown";
    const usage = reply.usage ?? { prompt_tokens: Math.ceil(raw.length / 4), completion_tokens: Math.ceil(content.length / 4) };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    if (body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const base = { id, object: "chat.completion.chunk", created: 1, model };
      const write = (obj) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
      write({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
      for (const piece of content.match(/\S+\s*|\s+/g) ?? []) {
        if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
        write({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
      }
      write({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
      if (body.stream_options?.include_usage) write({ ...base, choices: [], usage });
      res.end("data: [DONE]\n\n");
      return;
    }
    send(res, 200, {
      id,
      object: "chat.completion",
      created: 1,
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage,
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues replies for the next requests, in order. */
    reply(...replies) {
      queue.push(...replies);
    },
    get pending() {
      return queue.length;
    },
    set fallback(fn) {
      state.fallback = fn;
    },
    /** Forgets recorded requests and queued replies. */
    reset() {
      requests.length = 0;
      queue.length = 0;
    },
    close() {
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res, status, value) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

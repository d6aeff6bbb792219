// POST /api/llm (and /api/llm/chat/completions, for clients that append the OpenAI path to a
// base URL): an OpenAI-compatible chat-completions pass-through for the browser widget. It
// forwards only well-formed requests for the allowed models, caps max_tokens, injects the
// secret key upstream and makes sure the key never comes back to the client.

import { HttpError, field, json, readJson } from "./http.js";

/** @typedef {NonNullable<import("./config.js").Config["llm"]>} LlmConfig */

/** Chat-completion fields that are forwarded; anything else is rejected. */
const FIELDS = [
  "model",
  "messages",
  "max_tokens",
  "max_completion_tokens",
  "temperature",
  "top_p",
  "stream",
  "stream_options",
  "stop",
  "seed",
  "presence_penalty",
  "frequency_penalty",
  "response_format",
  "user",
  "n",
];
const ROLES = ["system", "user", "assistant"];
const MAX_MESSAGES = 64;

/**
 * Proxies one chat completion upstream.
 * @param {Request} request
 * @param {import("./config.js").Config} cfg
 */
export async function proxyChatCompletion(request, cfg) {
  const llm = cfg.llm;
  if (!llm)
    throw new HttpError(503, "llm_not_configured", "No LLM is configured on this Worker (LLM_BASE_URL is empty).");
  const body = await readJson(request, llm.maxBodyBytes);
  const upstreamBody = validate(body, llm);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), llm.timeoutMs);
  let upstream;
  try {
    upstream = await fetch(`${llm.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: upstreamBody.stream ? "text/event-stream" : "application/json",
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify(upstreamBody),
      signal: controller.signal,
    });
  } catch (_e) {
    clearTimeout(timer);
    const why = controller.signal.aborted ? `no answer within ${llm.timeoutMs} ms` : "connection failed";
    throw new HttpError(502, "llm_unreachable", `The LLM service could not be reached (${why}).`);
  }
  if (!upstream.ok) {
    clearTimeout(timer);
    const text = redact(await upstream.text().catch(() => ""), llm.apiKey).slice(0, 500);
    // 429 passes through so clients back off; anything else is the gateway's problem.
    const status = upstream.status === 429 ? 429 : 502;
    return json(
      {
        error: {
          status,
          code: "llm_upstream_error",
          message: `The LLM service answered HTTP ${upstream.status}.`,
          upstreamStatus: upstream.status,
          upstream: text,
        },
      },
      status,
    );
  }
  const type = upstream.headers.get("content-type") ?? "application/json";
  // The timeout covers the whole exchange, streamed bodies included.
  const end = () => clearTimeout(timer);
  const redacting = /^text\/event-stream/i.test(type)
    ? redactChatStream(llm.apiKey, end)
    : redactStream(llm.apiKey, end);
  let bodyStream = null;
  if (upstream.body) bodyStream = upstream.body.pipeThrough(redacting);
  else end();
  return new Response(bodyStream, {
    status: upstream.status,
    headers: { "content-type": type, "cache-control": "no-store", "x-dualgraph-model": upstreamBody.model },
  });
}

/**
 * Checks the request against the chat-completions shape and the Worker's limits; returns what to send.
 * @param {Record<string, any>} body
 * @param {LlmConfig} llm
 * @returns {Record<string, any>}
 */
function validate(body, llm) {
  field.only(body, FIELDS);
  const model = body.model === undefined ? llm.model : body.model;
  if (typeof model !== "string" || !llm.allowedModels.includes(model)) {
    throw new HttpError(
      400,
      "model_not_allowed",
      `Model ${JSON.stringify(model)} is not allowed; allowed: ${llm.allowedModels.join(", ")}.`,
      {
        field: "model",
      },
    );
  }
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length === 0 || messages.length > MAX_MESSAGES) {
    throw new HttpError(400, "invalid_field", `Field "messages" must be an array of 1 to ${MAX_MESSAGES} messages.`, {
      field: "messages",
    });
  }
  messages.forEach((m, i) => {
    const where = `messages[${i}]`;
    if (!m || typeof m !== "object" || Array.isArray(m)) throw bad(where, "must be an object");
    for (const k of Object.keys(m))
      if (!["role", "content", "name"].includes(k)) throw bad(`${where}.${k}`, "is not allowed");
    if (!ROLES.includes(m.role)) throw bad(`${where}.role`, `must be one of ${ROLES.join(", ")}`);
    const textParts =
      Array.isArray(m.content) &&
      m.content.every(
        (/** @type {any} */ p) => p && p.type === "text" && typeof p.text === "string" && Object.keys(p).length === 2,
      );
    if (typeof m.content !== "string" && !textParts)
      throw bad(`${where}.content`, 'must be a string or an array of {type: "text", text}');
    if (m.name !== undefined && (typeof m.name !== "string" || m.name.length > 64))
      throw bad(`${where}.name`, "must be a string of at most 64 characters");
  });
  /** @type {Record<string, any>} */
  const out = { ...body, model };
  for (const name of ["max_tokens", "max_completion_tokens"]) {
    if (out[name] === undefined) continue;
    if (!Number.isInteger(out[name]) || out[name] < 1) throw bad(name, "must be a positive integer");
    out[name] = Math.min(out[name], llm.maxTokens);
  }
  if (out.max_tokens === undefined && out.max_completion_tokens === undefined) out.max_tokens = llm.maxTokens;
  if (out.n !== undefined && (!Number.isInteger(out.n) || out.n < 1 || out.n > llm.maxN))
    throw bad("n", `must be an integer from 1 to ${llm.maxN} (LLM_MAX_N)`);
  if (out.stream !== undefined && typeof out.stream !== "boolean") throw bad("stream", "must be true or false");
  if (out.stream_options !== undefined && !out.stream) throw bad("stream_options", "is only allowed with stream: true");
  for (const name of ["temperature", "top_p", "presence_penalty", "frequency_penalty"]) {
    if (
      out[name] !== undefined &&
      (typeof out[name] !== "number" || !Number.isFinite(out[name]) || Math.abs(out[name]) > 2)
    ) {
      throw bad(name, "must be a number from -2 to 2");
    }
  }
  return out;
}

/**
 * @param {string} name
 * @param {string} what
 */
function bad(name, what) {
  return new HttpError(400, "invalid_field", `Field "${name}" ${what}.`, { field: name });
}

/**
 * Replaces every occurrence of `secret` in `text`.
 * @param {string} text
 * @param {string | undefined} secret
 */
export function redact(text, secret) {
  return secret ? text.split(secret).join("[redacted]") : text;
}

/** Trailing key prefixes at least this long are redacted when a stream ends on one. */
const MIN_PARTIAL = 8;

/**
 * Redacts a text that arrives in pieces: `push` returns what is safe to send now, holding back
 * only a tail that could be the start of the secret (usually nothing); `end` returns the rest.
 */
export class Redactor {
  /** @param {string | undefined} secret */
  constructor(secret) {
    this.secret = secret;
    this.pending = "";
  }

  /**
   * @param {string} text
   * @returns {string}
   */
  push(text) {
    if (!this.secret) return text;
    const all = redact(this.pending + text, this.secret);
    const keep = tailStartingSecret(all, this.secret);
    this.pending = all.slice(all.length - keep);
    return all.slice(0, all.length - keep);
  }

  end() {
    const rest = this.pending;
    this.pending = "";
    return rest.length >= MIN_PARTIAL ? "[redacted]" : rest;
  }
}

/**
 * Length of the longest suffix of `text` that is a proper prefix of `secret`.
 * @param {string} text
 * @param {string} secret
 */
function tailStartingSecret(text, secret) {
  for (let i = Math.max(0, text.length - secret.length + 1); i < text.length; i++) {
    if (text.charCodeAt(i) === secret.charCodeAt(0) && secret.startsWith(text.slice(i))) return text.length - i;
  }
  return 0;
}

/**
 * A byte-stream transform that redacts `secret` across chunk boundaries.
 * @param {string | undefined} secret
 * @param {() => void} [onEnd]
 * @returns {TransformStream<Uint8Array, Uint8Array>}
 */
export function redactStream(secret, onEnd = () => {}) {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const r = new Redactor(secret);
  return new TransformStream({
    transform(chunk, controller) {
      const out = r.push(decoder.decode(chunk, { stream: true }));
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      const out = r.push(decoder.decode()) + r.end();
      if (out) controller.enqueue(encoder.encode(out));
      onEnd();
    },
  });
}

/**
 * Redacts a chat-completions event stream (`data: {chunk}` … `data: [DONE]`) at the level of
 * the text a client reassembles: each choice's delta strings are redacted across events, so a
 * secret split over several deltas is caught too; everything else per event.
 * @param {string | undefined} secret
 * @param {() => void} [onEnd]
 * @returns {TransformStream<Uint8Array, Uint8Array>}
 */
export function redactChatStream(secret, onEnd = () => {}) {
  if (!secret) return new TransformStream({ flush: onEnd });
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  /** @type {Map<string, Redactor>} */
  const redactors = new Map(); // "choice index/field" → Redactor
  let buffer = "";
  /** @param {{index: number, delta: Record<string, any>}} choice */
  const flushChoice = (choice) => {
    for (const [key, r] of redactors) {
      const [index, field] = key.split("/");
      if (Number(index) !== choice.index) continue;
      const rest = r.end();
      if (rest) choice.delta[field] = (choice.delta[field] ?? "") + rest;
      redactors.delete(key);
    }
  };
  const leftovers = () => {
    const choices = [];
    for (const [key, r] of redactors) {
      const [index, field] = key.split("/");
      const rest = r.end();
      if (rest) choices.push({ index: Number(index), delta: { [field]: rest }, finish_reason: null });
    }
    redactors.clear();
    return choices.length ? `data: ${JSON.stringify({ choices })}\n\n` : "";
  };
  /** @param {string} block */
  const event = (block) => {
    const lines = block.split("\n");
    const data = lines.filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trimStart());
    const other = lines.filter((l) => !l.startsWith("data:"));
    if (!data.length) return `${redact(block, secret)}\n\n`;
    const text = data.join("\n");
    if (text === "[DONE]") return `${leftovers()}${block}\n\n`;
    let chunk;
    try {
      chunk = JSON.parse(text);
    } catch {
      return `${redact(block, secret)}\n\n`;
    }
    for (const choice of Array.isArray(chunk?.choices) ? chunk.choices : []) {
      if (!choice || typeof choice.delta !== "object" || choice.delta === null) continue;
      for (const [field, value] of Object.entries(choice.delta)) {
        if (typeof value !== "string" || field === "role") continue;
        const key = `${choice.index}/${field}`;
        if (!redactors.has(key)) redactors.set(key, new Redactor(secret));
        choice.delta[field] = redactors.get(key).push(value);
      }
      if (choice.finish_reason != null) flushChoice(choice);
    }
    const head = other.length ? `${redact(other.join("\n"), secret)}\n` : "";
    return `${head}data: ${redact(JSON.stringify(chunk), secret)}\n\n`;
  };
  return new TransformStream({
    transform(bytes, controller) {
      buffer = (buffer + decoder.decode(bytes, { stream: true })).replace(/\r\n/g, "\n");
      let out = "";
      for (let i = buffer.indexOf("\n\n"); i >= 0; i = buffer.indexOf("\n\n")) {
        out += event(buffer.slice(0, i));
        buffer = buffer.slice(i + 2);
      }
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      buffer += decoder.decode();
      const out = (buffer.trim() ? event(buffer.trimEnd()) : "") + leftovers();
      if (out) controller.enqueue(encoder.encode(out));
      onEnd();
    },
  });
}

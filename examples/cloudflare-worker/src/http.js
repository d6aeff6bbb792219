// HTTP plumbing shared by the endpoints: JSON errors, bounded body reading, CORS.

/** @typedef {import("./config.js").Config} Config */

/** A client-visible failure: status, a stable code and a message that says what and where. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, any>} [extra] more fields of the error body (`allow`, `retryAfter`: headers)
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/**
 * A JSON response (no caching: answers depend on the deployed bundle).
 * @param {unknown} value
 * @param {number} [status]
 * @param {Record<string, string>} [headers]
 */
export function json(value, status = 200, headers = {}) {
  return new Response(JSON.stringify(value), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/**
 * The JSON error body every endpoint uses: {error: {status, code, message, …}}.
 * @param {HttpError} err
 */
export function errorResponse(err) {
  /** @type {Record<string, string>} */
  const headers = err.status === 405 && err.extra.allow ? { allow: err.extra.allow } : {};
  if (err.status === 429 && err.extra.retryAfter) headers["retry-after"] = String(err.extra.retryAfter);
  const { allow: _allow, ...extra } = err.extra;
  return json({ error: { status: err.status, code: err.code, message: err.message, ...extra } }, err.status, headers);
}

/**
 * Throws 405 unless the request uses one of `methods`.
 * @param {Request} request
 * @param {...string} methods
 */
export function requireMethod(request, ...methods) {
  if (!methods.includes(request.method)) {
    throw new HttpError(
      405,
      "method_not_allowed",
      `${request.method} is not allowed here; use ${methods.join(" or ")}.`,
      {
        allow: methods.join(", "),
      },
    );
  }
}

/**
 * The media type of the request body, lowercased, without parameters ("" when absent).
 * @param {Request} request
 */
export function mediaType(request) {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * Reads the body as text, at most `maxBytes` (413 beyond, checked against Content-Length first
 * and then while streaming, so a missing or false length cannot get past it). 415 unless the
 * media type is one of `types`.
 * @param {Request} request
 * @param {number} maxBytes
 * @param {string[]} types
 * @returns {Promise<string>}
 */
export async function readText(request, maxBytes, types) {
  const type = mediaType(request);
  if (!types.includes(type)) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      `Content-Type must be ${types.join(" or ")} (got ${type ? `"${type}"` : "none"}).`,
    );
  }
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await discard(reader, 1 << 20);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    bytes.set(c, offset);
    offset += c.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "invalid_encoding", "The request body is not valid UTF-8.");
  }
}

/**
 * Reads and drops up to `limit` more bytes of a rejected body, then cancels the rest: a client
 * (or proxy) still sending would otherwise be left with an unread request on its connection.
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 * @param {number} limit
 */
async function discard(reader, limit) {
  let dropped = 0;
  try {
    while (dropped <= limit) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the client went away
  }
}

/** @param {number} maxBytes */
function tooLarge(maxBytes) {
  return new HttpError(413, "payload_too_large", `The request body is larger than ${maxBytes} bytes.`, {
    limit: maxBytes,
  });
}

/**
 * Reads a JSON object body (415 / 413 / 400 with the parser's position).
 * @param {Request} request
 * @param {number} maxBytes
 * @returns {Promise<Record<string, any>>}
 */
export async function readJson(request, maxBytes) {
  const body = await readText(request, maxBytes, ["application/json"]);
  let value;
  try {
    value = JSON.parse(body);
  } catch (e) {
    throw new HttpError(400, "malformed_json", `The request body is not valid JSON: ${e.message}.`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new HttpError(400, "invalid_body", "The request body must be a JSON object.");
  }
  return value;
}

/** Field checks for request bodies; each error names the field. */
export const field = {
  /**
   * Rejects fields other than `allowed`.
   * @param {Record<string, any>} body
   * @param {string[]} allowed
   */
  only(body, allowed) {
    for (const key of Object.keys(body)) {
      if (!allowed.includes(key)) {
        throw new HttpError(400, "unknown_field", `Unknown field "${key}"; allowed: ${allowed.join(", ")}.`, {
          field: key,
        });
      }
    }
  },
  /**
   * A non-empty string of at most `max` characters.
   * @param {Record<string, any>} body
   * @param {string} name
   * @param {{max?: number, required?: boolean}} [options]
   * @returns {string | undefined}
   */
  string(body, name, { max, required = true } = {}) {
    const v = body[name];
    if (v === undefined && !required) return undefined;
    if (typeof v !== "string") throw invalid(name, v === undefined ? "is required" : "must be a string");
    if (!v.trim()) throw invalid(name, "must not be empty");
    if (max && v.length > max) throw invalid(name, `is longer than ${max} characters`);
    return v;
  },
  /**
   * An integer in [min, max], or `fallback` when absent.
   * @param {Record<string, any>} body
   * @param {string} name
   * @param {{min: number, max: number, fallback: number}} options
   * @returns {number}
   */
  int(body, name, { min, max, fallback }) {
    const v = body[name];
    if (v === undefined) return fallback;
    if (!Number.isInteger(v) || v < min || v > max) throw invalid(name, `must be an integer from ${min} to ${max}`);
    return v;
  },
  /**
   * A boolean, or `fallback` when absent.
   * @param {Record<string, any>} body
   * @param {string} name
   * @param {boolean} fallback
   * @returns {boolean}
   */
  bool(body, name, fallback) {
    const v = body[name];
    if (v === undefined) return fallback;
    if (typeof v !== "boolean") throw invalid(name, "must be true or false");
    return v;
  },
  /**
   * One of `values`, or `fallback` when absent.
   * @template T
   * @param {Record<string, any>} body
   * @param {string} name
   * @param {readonly T[]} values
   * @param {T} fallback
   * @returns {T}
   */
  oneOf(body, name, values, fallback) {
    const v = body[name];
    if (v === undefined) return fallback;
    if (!values.includes(v)) throw invalid(name, `must be one of ${values.map((x) => JSON.stringify(x)).join(", ")}`);
    return v;
  },
};

/**
 * @param {string} name
 * @param {string} what
 */
function invalid(name, what) {
  return new HttpError(400, "invalid_field", `Field "${name}" ${what}.`, { field: name });
}

/**
 * CORS: a browser request must come from an allowed origin (403 otherwise, so other sites cannot
 * spend the LLM budget through a visitor's browser). Requests without Origin (curl, servers) pass.
 * Returns the headers to add to the response.
 * @param {Request} request
 * @param {Config} cfg
 * @returns {Record<string, string>}
 */
export function corsHeaders(request, cfg) {
  const origin = request.headers.get("origin");
  if (origin === null) return {};
  if (!cfg.anyOrigin && !cfg.origins.includes(origin)) {
    throw new HttpError(403, "origin_not_allowed", `Origin ${origin} is not allowed (ALLOWED_ORIGINS).`);
  }
  return { "access-control-allow-origin": cfg.anyOrigin ? "*" : origin, vary: "Origin" };
}

const PREFLIGHT_HEADERS = ["content-type", "accept"];

/**
 * Answers a CORS preflight (OPTIONS) for `methods`.
 * @param {Request} request
 * @param {Config} cfg
 * @param {string[]} methods
 */
export function preflight(request, cfg, methods) {
  const headers = corsHeaders(request, cfg);
  if (!headers["access-control-allow-origin"]) {
    throw new HttpError(
      400,
      "not_a_preflight",
      "OPTIONS is only answered as a CORS preflight (with an Origin header).",
    );
  }
  const method = request.headers.get("access-control-request-method");
  if (!method || !methods.includes(method)) {
    throw new HttpError(
      405,
      "method_not_allowed",
      `${method ?? "(none)"} is not allowed here; use ${methods.join(" or ")}.`,
      {
        allow: [...methods, "OPTIONS"].join(", "),
      },
    );
  }
  const asked = (request.headers.get("access-control-request-headers") ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const refused = asked.filter((h) => !PREFLIGHT_HEADERS.includes(h));
  if (refused.length) {
    throw new HttpError(403, "header_not_allowed", `Request header(s) not allowed: ${refused.join(", ")}.`);
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...headers,
      "access-control-allow-methods": methods.join(", "),
      "access-control-allow-headers": PREFLIGHT_HEADERS.join(", "),
      "access-control-max-age": "600",
    },
  });
}

// Configuration from wrangler.jsonc "vars" and secrets, validated once per `env` object.
// A bad value is a deploy mistake: requests get a 500 naming the variable (never its value).

import { HttpError } from "./http.js";

/** @typedef {ReturnType<typeof parse>} Config */

/** @type {WeakMap<Env, Config>} */
const cache = new WeakMap();

/**
 * The Worker's settings, parsed from `env` (cached per env object).
 * @param {Env} env
 * @returns {Config}
 */
export function config(env) {
  let c = cache.get(env);
  if (!c) {
    c = parse(env);
    cache.set(env, c);
  }
  return c;
}

/** @param {Env} env */
function parse(env) {
  // LLM_BASE_URL when set (empty = no LLM); absent, OPENAI_BASE_URL as the OpenAI SDKs read it.
  const urlVar = env.LLM_BASE_URL === undefined || env.LLM_BASE_URL === null ? "OPENAI_BASE_URL" : "LLM_BASE_URL";
  let baseUrl = text(env, urlVar, "").replace(/\/+$/, "");
  // Neither URL but a model and OPENAI_API_KEY: OpenAI itself, as the SDKs default.
  if (!baseUrl && urlVar === "OPENAI_BASE_URL" && text(env, "LLM_MODEL", "") && text(env, "OPENAI_API_KEY", "")) {
    baseUrl = OPENAI_DEFAULT_BASE_URL;
  }
  if (baseUrl && !origin(baseUrl)) misconfigured(`${urlVar} must be an http(s) URL or empty`);
  const model = text(env, "LLM_MODEL", "");
  if (baseUrl && !model) misconfigured(`LLM_MODEL is required when ${urlVar} is set`);
  const allowedModels = list(env, "LLM_ALLOWED_MODELS");
  if (model && !allowedModels.includes(model)) allowedModels.push(model);
  const origins = list(env, "ALLOWED_ORIGINS");
  for (const o of origins) {
    if (o !== "*" && !/^https?:\/\/[^/\s]+$/.test(o))
      misconfigured(`ALLOWED_ORIGINS entry "${o}" is not scheme://host[:port]`);
  }
  return {
    bundlePath: `/${text(env, "BUNDLE_PATH", "/catalog.dgb").replace(/^\/+/, "")}`,
    // The bundle's object key in the BUNDLES R2 bucket (used when that binding exists).
    bundleR2Key: text(env, "BUNDLE_R2_KEY", text(env, "BUNDLE_PATH", "/catalog.dgb")).replace(/^\/+/, ""),
    bundleR2RangeBytes: int(env, "BUNDLE_R2_RANGE_BYTES", 8 << 20, 64 << 10, 1 << 30),
    origins,
    anyOrigin: origins.includes("*"),
    // Room for a conversation state (the engine bounds it to 64 KiB) beside the question.
    maxBodyBytes: int(env, "MAX_BODY_BYTES", 73728, 256, 1 << 20),
    maxQuestionChars: int(env, "MAX_QUESTION_CHARS", 500, 10, 10000),
    maxK: int(env, "MAX_K", 20, 1, 100),
    rateLimitPerMinute: int(env, "RATE_LIMIT_PER_MINUTE", 0, 0, 1_000_000),
    llm: baseUrl
      ? {
          baseUrl,
          model,
          allowedModels,
          apiKey: apiKey(env, baseUrl),
          maxTokens: int(env, "LLM_MAX_TOKENS", 1024, 1, 1 << 20),
          maxN: int(env, "LLM_MAX_N", 3, 1, 16),
          maxBodyBytes: int(env, "LLM_MAX_BODY_BYTES", 65536, 1024, 8 << 20),
          timeoutMs: int(env, "LLM_TIMEOUT_MS", 60000, 1000, 600000),
        }
      : null,
    sparql: bool(env, "SPARQL_ENABLED", false)
      ? {
          maxRows: int(env, "SPARQL_MAX_ROWS", 200, 1, 100000),
          maxSteps: int(env, "SPARQL_MAX_STEPS", 2000000, 1000, 1e9),
          timeoutMs: int(env, "SPARQL_TIMEOUT_MS", 2000, 10, 30000),
        }
      : null,
  };
}

/** The OpenAI SDKs' base URL when OPENAI_BASE_URL is unset. */
export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/**
 * The upstream key: the LLM_API_KEY secret; absent, OPENAI_API_KEY, but only for an upstream on
 * the origin of OPENAI_BASE_URL (default api.openai.com), so an OpenAI key never goes to another
 * host (same rule as the CLI, crate/core/src/llm/settings.rs).
 * @param {Env} env
 * @param {string} baseUrl
 * @returns {string | undefined}
 */
function apiKey(env, baseUrl) {
  const own = env.LLM_API_KEY;
  if (typeof own === "string" && own.trim()) return own.trim();
  const openai = env.OPENAI_API_KEY;
  if (typeof openai !== "string" || !openai.trim()) return undefined;
  const openaiUrl = text(env, "OPENAI_BASE_URL", "") || OPENAI_DEFAULT_BASE_URL;
  return origin(baseUrl) !== null && origin(baseUrl) === origin(openaiUrl) ? openai.trim() : undefined;
}

/**
 * `scheme://host[:port]` of an http(s) URL (default port dropped), or null.
 * @param {string} url
 * @returns {string | null}
 */
export function origin(url) {
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} message
 * @returns {never}
 */
function misconfigured(message) {
  throw new HttpError(500, "misconfigured", `The Worker is misconfigured: ${message}.`);
}

/**
 * @param {Env} env
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
function text(env, name, fallback) {
  const v = env[name];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== "string") misconfigured(`${name} must be a string`);
  return v.trim();
}

/**
 * @param {Env} env
 * @param {string} name
 */
function list(env, name) {
  const v = text(env, name, "");
  return v
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

/**
 * @param {Env} env
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function int(env, name, fallback, min, max) {
  const v = env[name];
  if (v === undefined || v === null || v === "") return fallback;
  const n = typeof v === "number" ? v : /^\s*\d+\s*$/.test(String(v)) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) misconfigured(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/**
 * @param {Env} env
 * @param {string} name
 * @param {boolean} fallback
 * @returns {boolean}
 */
function bool(env, name, fallback) {
  const v = env[name];
  if (v === undefined || v === null || v === "") return fallback;
  if (v === true || v === "true") return true;
  if (v === false || v === "false") return false;
  return misconfigured(`${name} must be true or false`);
}

// Per-client request limits for /api/*. The client is the caller's IP (CF-Connecting-IP, set by
// Cloudflare's edge). Two layers:
//   - the Workers Rate Limiting binding, the "ratelimits" binding RATE_LIMITER in wrangler.jsonc: one
//     counter per key across Cloudflare's network (the real limit in production);
//   - an in-isolate fixed window of RATE_LIMIT_PER_MINUTE requests per client (approximate: each
//     isolate counts on its own), so a Worker without the binding still sheds floods.
import { HttpError } from "./http.js";

/** @type {Map<string, {start: number, count: number}>} */
const windows = new Map(); // client → { start, count }
const MAX_CLIENTS = 10_000;

/**
 * The client key: Cloudflare's connecting IP, else a shared "unknown" bucket.
 * @param {Request} request
 */
export function clientKey(request) {
  return request.headers.get("cf-connecting-ip") ?? request.headers.get("x-real-ip") ?? "unknown";
}

/**
 * Throws 429 (with Retry-After) when the client is over its limit.
 * @param {Request} request
 * @param {import("./config.js").Config} cfg
 * @param {Env} env
 * @param {number} [now]
 */
export async function enforceRateLimit(request, cfg, env, now = Date.now()) {
  const key = clientKey(request);
  if (env.RATE_LIMITER?.limit) {
    const { success } = await env.RATE_LIMITER.limit({ key });
    if (!success) throw tooMany(60);
  }
  const limit = cfg.rateLimitPerMinute;
  if (!limit) return;
  let w = windows.get(key);
  if (!w || now - w.start >= 60_000) {
    if (windows.size >= MAX_CLIENTS) windows.clear(); // bounded memory under address floods
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  w.count += 1;
  if (w.count > limit) throw tooMany(Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000)));
}

/** @param {number} retryAfter seconds */
function tooMany(retryAfter) {
  return new HttpError(429, "rate_limited", `Too many requests; try again in ${retryAfter} s.`, { retryAfter });
}

// dualgraph at the edge: a Cloudflare Worker answering over HTTP with the wasm engine (glue only:
// routing, validation, CORS, streaming; the answering happens in the engine). See README.md.

import { config } from "./config.js";
import { HttpError, corsHeaders, errorResponse, json, preflight, requireMethod } from "./http.js";
import { proxyChatCompletion } from "./llm.js";
import { enforceRateLimit } from "./ratelimit.js";
import * as api from "./api.js";
import { sparqlProtocol } from "./sparql.js";

/**
 * @typedef {(request: Request, cfg: import("./config.js").Config, env: Env, ctx: ExecutionContext) => Promise<Response>} Handler
 */

/**
 * path → [methods, handler]; /api/sparql and /sparql (the SPARQL 1.1 Protocol) only when SPARQL_ENABLED.
 * @type {Record<string, [string[], Handler]>}
 */
const ROUTES = {
  "/api/health": [["GET"], api.health],
  "/api/ask": [["POST"], api.ask],
  "/api/search": [["POST"], api.search],
  "/api/compile": [["POST"], api.compile],
  "/api/sparql": [["POST"], api.sparql],
  "/sparql": [["GET", "POST"], sparqlProtocol],
  "/api/llm": [["POST"], (request, cfg) => proxyChatCompletion(request, cfg)],
  "/api/llm/chat/completions": [["POST"], (request, cfg) => proxyChatCompletion(request, cfg)],
};
const SPARQL_PATHS = ["/api/sparql", "/sparql"];

export default {
  /**
   * @param {Request} request
   * @param {Env} env
   * @param {ExecutionContext} ctx
   */
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (!url.pathname.startsWith("/api/") && url.pathname !== "/sparql") {
      // Everything else is a static asset (the bundle itself, for the in-page widget).
      return env.ASSETS
        ? env.ASSETS.fetch(request)
        : json({ error: { status: 404, code: "not_found", message: "Not found." } }, 404);
    }
    let cors = {};
    try {
      const cfg = config(env);
      cors = corsHeaders(request, cfg);
      const route = ROUTES[url.pathname];
      const sparqlPath = SPARQL_PATHS.includes(url.pathname);
      if (!route || (sparqlPath && !cfg.sparql)) {
        throw new HttpError(
          404,
          "not_found",
          `No endpoint ${url.pathname}${sparqlPath ? " (SPARQL_ENABLED is off)" : ""}.`,
        );
      }
      const [methods, handler] = route;
      if (request.method === "OPTIONS") return preflight(request, cfg, methods);
      requireMethod(request, ...methods);
      await enforceRateLimit(request, cfg, env);
      return withHeaders(await handler(request, cfg, env, ctx), cors);
    } catch (e) {
      if (e instanceof HttpError) return withHeaders(errorResponse(e), cors);
      // Details go to the logs (wrangler tail), never to the client.
      console.error(`${request.method} ${url.pathname} failed:`, e?.stack ?? e);
      return withHeaders(
        errorResponse(new HttpError(500, "internal_error", "Internal error; the details are in the Worker's logs.")),
        cors,
      );
    }
  },
};

/**
 * @param {Response} response
 * @param {Record<string, string>} headers
 */
function withHeaders(response, headers) {
  for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
  return response;
}

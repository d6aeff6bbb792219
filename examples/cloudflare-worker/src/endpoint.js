// The SPARQL endpoint the engine's `ask` runs its SPARQL on instead of the bundle (for a thin
// bundle built with `dualgraph build --no-skg`, whose product graph lives on your own server):
//
//   SPARQL_ENDPOINT_URL         query URL of a SPARQL 1.1 Protocol server (a var; empty = none)
//   SPARQL_ENDPOINT_AUTH        the Authorization header value sent to it (a secret:
//                               `wrangler secret put SPARQL_ENDPOINT_AUTH`); it stays in the Worker
//   SPARQL_ENDPOINT_GRAPH       graph IRI sent as default-graph-uri (Virtuoso: the graph loaded)
//   SPARQL_ENDPOINT_TIMEOUT_MS  time limit per request (default 10000)
//
// The engine sends its queries through the isolate's fetch; the browser only ever talks to the
// Worker, so neither the server's address nor its credentials reach a page.

import { HttpError } from "./http.js";

/**
 * Engine options (`Engine.load` / `BundleLoader.finish`) from the Worker's environment:
 * `{ sparqlEndpoint }` when SPARQL_ENDPOINT_URL is set, else undefined.
 * @param {Env} env
 * @returns {import("../../../pkg/dualgraph.js").EngineOptions | undefined}
 */
export function engineOptions(env) {
  const url = String(env.SPARQL_ENDPOINT_URL ?? "").trim();
  if (!url) return undefined;
  if (!/^https?:\/\/[^\s/]+/.test(url)) misconfigured("SPARQL_ENDPOINT_URL must be an http(s) URL or empty");
  /** @type {import("../../../pkg/dualgraph.js").SparqlEndpointOptions} */
  const sparqlEndpoint = { url };
  const auth = String(env.SPARQL_ENDPOINT_AUTH ?? "").trim();
  if (auth) {
    if (/[\r\n]/.test(auth)) misconfigured("SPARQL_ENDPOINT_AUTH must be one header value");
    sparqlEndpoint.headers = [["Authorization", auth]];
  }
  const graph = String(env.SPARQL_ENDPOINT_GRAPH ?? "").trim();
  if (graph) sparqlEndpoint.defaultGraph = graph;
  const timeout = String(env.SPARQL_ENDPOINT_TIMEOUT_MS ?? "").trim();
  sparqlEndpoint.timeoutMs = timeout ? Number(timeout) : 10000;
  if (
    !Number.isSafeInteger(sparqlEndpoint.timeoutMs) ||
    sparqlEndpoint.timeoutMs < 100 ||
    sparqlEndpoint.timeoutMs > 120000
  )
    misconfigured("SPARQL_ENDPOINT_TIMEOUT_MS must be an integer from 100 to 120000");
  return { sparqlEndpoint };
}

/** @param {string} message */
function misconfigured(message) {
  throw new HttpError(500, "misconfigured", `The Worker is misconfigured: ${message}.`);
}

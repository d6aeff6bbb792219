// GET/POST /sparql: a SPARQL 1.1 Protocol query endpoint (https://www.w3.org/TR/sparql11-protocol/)
// over the bundle's store, so generic SPARQL clients (YASGUI, Comunica, rdflib, SPARQLWrapper)
// can query the catalog. Read-only, with the same limits as /api/sparql (SPARQL_MAX_ROWS,
// SPARQL_MAX_STEPS, SPARQL_TIMEOUT_MS, MAX_BODY_BYTES for the query text) and on only when
// SPARQL_ENABLED. Results are the W3C formats written by the engine (Engine.queryResults):
// JSON, XML, CSV, TSV by the Accept header (JSON when absent); N-Triples for CONSTRUCT/DESCRIBE.

import { HttpError, mediaType, readText } from "./http.js";
import { loadedEngine } from "./engine.js";

/** @typedef {import("./config.js").Config} Config */

/** The results formats served, in the order preferred on a tie. */
const RESULT_TYPES = /** @type {const} */ ([
  ["application/sparql-results+json", "json"],
  ["application/sparql-results+xml", "xml"],
  ["text/csv", "csv"],
  ["text/tab-separated-values", "tsv"],
]);
/** Media types served for CONSTRUCT/DESCRIBE output: N-Triples, which is also valid Turtle. */
const GRAPH_TYPES = ["application/n-triples", "text/turtle", "text/plain"];
const FORM = "application/x-www-form-urlencoded";
const QUERY = "application/sparql-query";

/**
 * The SPARQL 1.1 Protocol query operation.
 * @param {Request} request
 * @param {Config} cfg
 * @param {Env} env
 * @param {ExecutionContext} ctx
 */
export async function sparqlProtocol(request, cfg, env, ctx) {
  const limits = /** @type {NonNullable<Config["sparql"]>} */ (cfg.sparql);
  const query = await readQuery(request, cfg.maxBodyBytes);
  const accept = request.headers.get("accept");
  // The results format; CONSTRUCT/DESCRIBE (known once run) are negotiated separately below.
  const format = negotiate(accept);
  const { engine } = await loadedEngine(env, cfg, ctx);
  let doc;
  try {
    // A paged bundle read lazily: the query's pages first (errors are the query's to report).
    await engine.prefetch(query, { maxRows: limits.maxRows, maxSteps: limits.maxSteps, timeoutMs: limits.timeoutMs });
    doc = engine.queryResults(query, {
      format: format ?? "json",
      maxRows: limits.maxRows,
      maxSteps: limits.maxSteps,
      timeoutMs: limits.timeoutMs,
    });
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw e; // an engine bug: a 500, logged
    throw new HttpError(400, "query_rejected", String(/** @type {any} */ (e)?.message ?? e).slice(0, 1000));
  }
  let contentType = doc.mediaType;
  if (doc.kind === "graph") {
    const type = accept ? best(accept, GRAPH_TYPES) : GRAPH_TYPES[0];
    if (!type) {
      throw new HttpError(
        406,
        "not_acceptable",
        `CONSTRUCT/DESCRIBE results are N-Triples or Turtle (Accept: ${accept}).`,
      );
    }
    contentType = type === "text/plain" ? GRAPH_TYPES[0] : type;
  } else if (!format) {
    throw new HttpError(
      406,
      "not_acceptable",
      `None of the results formats (${RESULT_TYPES.map(([t]) => t).join(", ")}) is acceptable (Accept: ${accept}).`,
    );
  }
  /** @type {Record<string, string>} */
  const headers = { "content-type": contentType, "cache-control": "no-store", vary: "Accept" };
  if (doc.truncated) headers["x-dualgraph-truncated"] = String(limits.maxRows);
  return new Response(doc.body, { status: 200, headers });
}

/**
 * The query text of a protocol request: `?query=` on GET; on POST an `application/sparql-query`
 * body or a form-encoded `query=` (400 without exactly one query, on an update or a dataset
 * parameter; 415 for other bodies).
 * @param {Request} request
 * @param {number} maxBytes
 * @returns {Promise<string>}
 */
async function readQuery(request, maxBytes) {
  /** @type {URLSearchParams} */
  let params;
  if (request.method === "GET") {
    params = new URL(request.url).searchParams;
  } else if (mediaType(request) === QUERY) {
    const query = await readText(request, maxBytes, [QUERY]);
    params = new URL(request.url).searchParams;
    checkDataset(params);
    return nonEmpty(query);
  } else {
    params = new URLSearchParams(await readText(request, maxBytes, [FORM, QUERY]));
  }
  if (params.has("update")) {
    throw new HttpError(400, "read_only", "This endpoint is read-only: SPARQL updates are not accepted.");
  }
  checkDataset(params);
  const queries = params.getAll("query");
  if (queries.length !== 1) {
    throw new HttpError(
      400,
      "missing_query",
      queries.length
        ? "Give exactly one query parameter."
        : `Give the query as ?query=… (GET), a ${QUERY} body or a ${FORM} body with query=… (POST).`,
    );
  }
  if (new TextEncoder().encode(queries[0]).byteLength > maxBytes) {
    throw new HttpError(413, "payload_too_large", `The query is longer than ${maxBytes} bytes.`, { limit: maxBytes });
  }
  return nonEmpty(queries[0]);
}

/** @param {string} query */
function nonEmpty(query) {
  if (!query.trim()) throw new HttpError(400, "missing_query", "The SPARQL query is empty.");
  return query;
}

/**
 * The bundle has one default graph: RDF datasets given by the request cannot be honoured.
 * @param {URLSearchParams} params
 */
function checkDataset(params) {
  for (const name of ["default-graph-uri", "named-graph-uri"]) {
    if (params.has(name)) {
      throw new HttpError(400, "dataset_not_supported", `${name} is not supported: the catalog is one default graph.`);
    }
  }
}

/**
 * The results format to write for an Accept header: the acceptable one with the highest q
 * (server order on ties); JSON when there is no header; null when none is acceptable.
 * @param {string | null} accept
 * @returns {"json" | "xml" | "csv" | "tsv" | null}
 */
export function negotiate(accept) {
  if (!accept?.trim()) return "json";
  const type = best(
    accept,
    RESULT_TYPES.map(([t]) => t),
  );
  return RESULT_TYPES.find(([t]) => t === type)?.[1] ?? null;
}

/**
 * The media type of `types` with the highest q in `accept` (first on ties), or null.
 * @param {string} accept
 * @param {readonly string[]} types
 * @returns {string | null}
 */
function best(accept, types) {
  /** @type {[string | null, number]} */
  let top = [null, 0];
  for (const type of types) {
    const q = quality(accept, type);
    if (q > top[1]) top = [type, q];
  }
  return top[0];
}

/**
 * The q value an Accept header gives a media type (the most specific matching range wins).
 * @param {string} accept
 * @param {string} type e.g. "text/csv"
 */
export function quality(accept, type) {
  const [major] = type.split("/");
  let q = 0;
  let specificity = -1;
  for (const part of accept.split(",")) {
    const [range, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const s = range === type ? 2 : range === `${major}/*` ? 1 : range === "*/*" ? 0 : -1;
    if (s <= specificity) continue;
    const qParam = params.find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    specificity = s;
    q = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
  }
  return q;
}

// The engine, once per isolate: the wasm module is imported as an ES module (wrangler uploads it
// precompiled; Workers forbid compiling wasm from bytes at run time) and instantiated on the
// first request that needs it — never at global scope, where the startup CPU limit applies. The
// bundle is streamed straight into wasm memory (BundleLoader): from the BUNDLES R2 bucket when
// that binding exists (range reads of BUNDLE_R2_RANGE_BYTES, all of one object version), else
// from the static assets, whole or as the parts listed in "<path>.parts.json" when it is over
// the 25 MiB per-asset limit.

import wasmModule from "../../../pkg/dualgraph_bg.wasm";
import { initSync, BundleLoader, Engine, bundleLayout, version, wasmMemoryBytes } from "../../../pkg/dualgraph.js";
import { HttpError } from "./http.js";
import { engineOptions } from "./endpoint.js";

/** @typedef {import("./config.js").Config} Config */
/** @typedef {Awaited<ReturnType<typeof load>>} LoadedEngine */

/** The pending or finished load of this isolate (null before the first request or after a failure). */
/** @type {Promise<LoadedEngine> | null} */
let loading = null;

/**
 * The loaded engine and what /api/health reports about it. Concurrent first requests share one
 * load; a failed load is retried by the next request.
 * @param {Env} env
 * @param {Config} cfg
 * @param {ExecutionContext} [ctx]
 * @returns {Promise<LoadedEngine>}
 */
export function loadedEngine(env, cfg, ctx) {
  if (!loading) {
    const started = load(env, cfg);
    loading = started;
    started.catch(() => {
      if (loading === started) loading = null;
    });
    // Finish the load even if the client that triggered it goes away: others may be waiting.
    ctx?.waitUntil?.(started.catch(() => {}));
  }
  return loading;
}

/** Whether this isolate has a loaded engine (for /api/health's "cold" flag). */
export function isLoaded() {
  return loading !== null;
}

/**
 * @param {Env} env
 * @param {Config} cfg
 */
async function load(env, cfg) {
  const started = Date.now();
  const t0 = performance.now();
  initSync({ module: wasmModule });
  const wasmMemoryBefore = wasmMemoryBytes();
  const options = engineOptions(env); // a misconfigured endpoint fails before the download
  let path = cfg.bundlePath;
  let loader;
  let parts = 1;
  let source = "assets";
  // A paged bundle (`dualgraph build --layout paged`) is read lazily, page by page, from R2 or
  // from the static assets (range reads): the isolate holds only the pages questions read.
  const lazy = env.BUNDLES ? await pagedFromR2(env.BUNDLES, cfg.bundleR2Key) : await pagedFromAssets(env, path);
  const response = env.BUNDLES || lazy ? null : await asset(env, path);
  if (lazy) {
    source = env.BUNDLES ? "r2" : "assets";
    if (env.BUNDLES) path = cfg.bundleR2Key;
  } else if (env.BUNDLES) {
    source = "r2";
    path = cfg.bundleR2Key;
    ({ loader, ranges: parts } = await fromR2(env.BUNDLES, path, cfg.bundleR2RangeBytes));
  } else if (response.status === 404) {
    response.body?.cancel();
    const index = await asset(env, `${path}.parts.json`);
    if (index.status === 404) {
      index.body?.cancel();
      throw unavailable(
        `No catalog bundle in the static assets: neither ${path} nor ${path}.parts.json exists (see prepare.mjs).`,
      );
    }
    const list = await partsIndex(index, `${path}.parts.json`);
    parts = list.parts.length;
    loader = newLoader(list.bytes);
    for (const part of list.parts) {
      const r = await asset(env, part.path);
      await streamInto(loader, r, part.path, part.bytes);
    }
  } else {
    const length = Number(response.headers.get("content-length"));
    if (response.ok && Number.isSafeInteger(length) && length > 0) {
      loader = newLoader(length);
      await streamInto(loader, response, path, length);
    } else {
      // No length (e.g. a compressed response): buffer it, then hand it over in one piece.
      const bytes = await okBytes(response, path);
      loader = newLoader(bytes.byteLength);
      loader.push(bytes);
    }
  }
  let engine;
  try {
    engine = lazy ? await lazy() : loader.finish(options);
  } catch (e) {
    throw unavailable(`The catalog bundle ${path} is not usable: ${e.message ?? e}.`);
  }
  const stats = engine.stats();
  const m = stats.manifest;
  /** @type {Record<string, any>} the builder's summary (counts; its shape is the CLI's) */
  const build = m.build ?? {};
  const tkg = build.tkg ?? {};
  return {
    engine,
    info: {
      engineVersion: version(),
      bundle: {
        source, // "assets" or "r2"
        path, // the asset path, or the R2 object key
        layout: lazy ? "paged" : "whole", // paged: read lazily, page by page (see transfer)
        parts, // asset parts, or R2 range reads (whole layout)
        bytes: stats.bundleBytes,
        catalog: m.catalog,
        createdAt: m.created_at,
        sourceDigest: m.source_digest,
        engineVersion: m.engine_version,
        schemaVersion: m.schema_version,
      },
      counts: {
        products: build.products ?? null,
        pages: build.pages ?? null,
        categories: build.categories ?? null,
        ranges: build.ranges ?? null,
        specRows: build.spec_rows ?? null,
        triples: m.triples,
        terms: m.terms,
        chunks: tkg.chunks ?? null,
        entities: tkg.entities ?? null,
      },
      loadMs: round(performance.now() - t0),
      loadedAt: new Date(started).toISOString(),
      wasmMemoryBytesBefore: wasmMemoryBefore,
    },
  };
}

/** @param {number} ms */
function round(ms) {
  return Math.round(ms * 10) / 10;
}

/** @param {string} message */
function unavailable(message) {
  return new HttpError(503, "bundle_unavailable", message);
}

/**
 * @param {Env} env
 * @param {string} path
 */
function asset(env, path) {
  if (!env.ASSETS)
    throw unavailable('The ASSETS binding is missing ("assets": {"binding": "ASSETS"} in wrangler.jsonc).');
  return env.ASSETS.fetch(new Request(new URL(path, "https://assets.invalid/")));
}

/** Bytes a lazy reader asks for first: the header and section table. */
const HEAD_BYTES = 64 * 1024;

/**
 * When the R2 object is a paged bundle, a function opening it lazily (every read pinned to the
 * object version seen first: a replaced bundle fails clearly, and the next load reads the new
 * one); else null (read whole below).
 * @param {R2Bucket} bucket
 * @param {string} key
 */
async function pagedFromR2(bucket, key) {
  let head;
  try {
    head = await bucket.get(key, { range: { offset: 0, length: HEAD_BYTES } });
  } catch (e) {
    throw unavailable(`Reading the catalog bundle ${key} from R2 failed: ${e.message ?? e}.`);
  }
  if (!head?.body) return null;
  const bytes = new Uint8Array(await new Response(head.body).arrayBuffer());
  if (!isPaged(bytes)) return null;
  const { etag, size } = head;
  return () =>
    Engine.openWith(
      async (/** @type {number} */ start, /** @type {number} */ end) => {
        const object = await bucket.get(key, {
          range: { offset: start, length: end - start },
          onlyIf: { etagMatches: etag },
        });
        if (!object?.body) throw new Error(`the bundle ${key} in R2 changed on the server (its etag moved)`);
        return { bytes: new Uint8Array(await new Response(object.body).arrayBuffer()), total: size };
      },
      `r2:${key}`,
      undefined,
    );
}

/**
 * When the static asset is a paged bundle and the assets answer Range requests, a function
 * opening it lazily; else null.
 * @param {Env} env
 * @param {string} path
 */
async function pagedFromAssets(env, path) {
  if (!env.ASSETS) return null;
  const url = new URL(path, "https://assets.invalid/");
  /** @param {number} start @param {number} end */
  const ranged = (start, end) =>
    env.ASSETS.fetch(new Request(url, { headers: { Range: `bytes=${start}-${end - 1}` } }));
  const head = await ranged(0, HEAD_BYTES);
  if (head.status !== 206) {
    head.body?.cancel();
    return null;
  }
  if (!isPaged(new Uint8Array(await head.arrayBuffer()))) return null;
  return () =>
    Engine.openWith(
      async (/** @type {number} */ start, /** @type {number} */ end) => {
        const r = await ranged(start, end);
        if (r.status !== 206) {
          r.body?.cancel();
          throw new Error(
            r.status === 416
              ? `the bundle ${path} changed on the server (HTTP 416: it is shorter now)`
              : `the asset ${path} answered HTTP ${r.status} to a Range request`,
          );
        }
        const total = Number(/\/(\d+)$/.exec(r.headers.get("content-range") ?? "")?.[1]);
        return { bytes: new Uint8Array(await r.arrayBuffer()), total: Number.isSafeInteger(total) ? total : undefined };
      },
      `assets:${path}`,
      undefined,
    );
}

/** @param {Uint8Array} head */
function isPaged(head) {
  try {
    return bundleLayout(head) === "paged";
  } catch {
    return false; // not a bundle: the whole read below reports it
  }
}

/**
 * Reads the bundle from R2 in ranges of `rangeBytes` into a new loader. Every range is read with
 * `onlyIf: {etagMatches}`, so a bundle replaced mid-read fails clearly instead of mixing versions.
 * @param {R2Bucket} bucket
 * @param {string} key
 * @param {number} rangeBytes
 */
async function fromR2(bucket, key, rangeBytes) {
  let head;
  try {
    head = await bucket.head(key);
  } catch (e) {
    throw unavailable(`Reading the catalog bundle ${key} from R2 failed: ${e.message ?? e}.`);
  }
  if (!head) throw unavailable(`No catalog bundle in the R2 bucket (BUNDLES): no object ${key} (BUNDLE_R2_KEY).`);
  const loader = newLoader(head.size);
  let ranges = 0;
  for (let offset = 0; offset < head.size; offset += rangeBytes) {
    const length = Math.min(rangeBytes, head.size - offset);
    let object;
    try {
      object = await bucket.get(key, { range: { offset, length }, onlyIf: { etagMatches: head.etag } });
    } catch (e) {
      throw unavailable(`Reading the catalog bundle ${key} from R2 failed at byte ${offset}: ${e.message ?? e}.`);
    }
    if (!object?.body)
      throw unavailable(`The catalog bundle ${key} in R2 changed or vanished while it was read (at byte ${offset}).`);
    await streamInto(loader, new Response(object.body), `${key} (R2, bytes ${offset}-${offset + length - 1})`, length);
    ranges += 1;
  }
  return { loader, ranges };
}

/** @param {number} bytes */
function newLoader(bytes) {
  try {
    return new BundleLoader(bytes);
  } catch (e) {
    throw unavailable(`The catalog bundle (${bytes} bytes) does not fit in memory: ${e.message ?? e}.`);
  }
}

/**
 * @param {Response} response
 * @param {string} path
 */
async function okBytes(response, path) {
  if (!response.ok) throw unavailable(`The catalog bundle asset ${path} answered HTTP ${response.status}.`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Streams a response body into the loader, checking it is `bytes` long.
 * @param {BundleLoader} loader
 * @param {Response} response
 * @param {string} path
 * @param {number} bytes
 */
async function streamInto(loader, response, path, bytes) {
  if (!response.ok) {
    response.body?.cancel();
    throw unavailable(`The catalog bundle asset ${path} answered HTTP ${response.status}.`);
  }
  const before = loader.received();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      loader.push(value);
    }
  } catch (e) {
    reader.cancel().catch(() => {});
    throw unavailable(`Reading the catalog bundle asset ${path} failed: ${e.message ?? e}.`);
  }
  const got = loader.received() - before;
  if (got !== bytes) throw unavailable(`The catalog bundle asset ${path} has ${got} bytes, expected ${bytes}.`);
}

/**
 * Validates "<bundle>.parts.json": {bytes, parts: [{path, bytes}]} with sizes that add up.
 * @param {Response} response
 * @param {string} path
 * @returns {Promise<{bytes: number, parts: {path: string, bytes: number}[]}>}
 */
async function partsIndex(response, path) {
  if (!response.ok) throw unavailable(`The bundle parts index ${path} answered HTTP ${response.status}.`);
  /** @type {any} */
  let index;
  try {
    index = await response.json();
  } catch (e) {
    throw unavailable(`The bundle parts index ${path} is not JSON: ${e.message ?? e}.`);
  }
  const ok =
    index &&
    Number.isSafeInteger(index.bytes) &&
    Array.isArray(index.parts) &&
    index.parts.length > 0 &&
    index.parts.every(
      (/** @type {any} */ p) =>
        p && typeof p.path === "string" && p.path.startsWith("/") && Number.isSafeInteger(p.bytes) && p.bytes > 0,
    );
  if (!ok)
    throw unavailable(`The bundle parts index ${path} must be {"bytes": n, "parts": [{"path": "/…", "bytes": n}, …]}.`);
  const sum = index.parts.reduce((/** @type {number} */ s, /** @type {{bytes: number}} */ p) => s + p.bytes, 0);
  if (sum !== index.bytes)
    throw unavailable(`The bundle parts index ${path} lists parts of ${sum} bytes in total, not ${index.bytes}.`);
  return index;
}

export { wasmMemoryBytes };

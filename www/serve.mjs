// A tiny static file server for the demo site (not copied into site/): correct MIME types
// (application/wasm for streaming compilation), Content-Length (for the download progress bar),
// Last-Modified/ETag and HEAD (for the widget's cache check), Range (a paged bundle is read page
// by page). Loopback only by default.
//
//   node www/serve.mjs [dir=site] [port=8000] [host=127.0.0.1]
//   import { serve } from "./www/serve.mjs"; const { url, close } = await serve({ root: "site", port: 0 });
import { createServer } from "node:http";
import { stat, readFile } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".dgb": "application/octet-stream",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/plain; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
};

/**
 * Serves `root`. `routes` maps a path to a handler (req, res) → boolean for test-only pages;
 * `ranges: false` ignores Range headers (a host that always sends the whole file).
 * Resolves with { url, port, server, close }.
 * @param {{root?: string, port?: number, host?: string, log?: boolean, ranges?: boolean,
 *   routes?: Record<string, (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, url: URL) => unknown>}} [options]
 * @returns {Promise<{url: string, port: number, server: import("node:http").Server, close: () => Promise<void>}>}
 */
export function serve({
  root = "site",
  port = 8000,
  host = "127.0.0.1",
  routes = {},
  log = false,
  ranges = true,
} = {}) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, "http://localhost");
      const route = routes[url.pathname];
      if (route && (await route(req, res, url)) !== false) return;
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      let path = decodeURIComponent(url.pathname);
      if (path.endsWith("/")) path += "index.html";
      const file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end("forbidden");
        return;
      }
      let info;
      try {
        info = await stat(file);
      } catch {
        info = null;
      }
      if (!info?.isFile()) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end(`not found: ${path}`);
        if (log) console.log(`404 ${path}`);
        return;
      }
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers = {
        "content-type": MIME[extname(file).toLowerCase()] ?? "application/octet-stream",
        "content-length": String(info.size),
        "last-modified": info.mtime.toUTCString(),
        etag,
        "cache-control": "no-cache",
        "x-content-type-options": "nosniff",
        ...(ranges ? { "accept-ranges": "bytes" } : {}),
      };
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, { etag, "last-modified": headers["last-modified"], "cache-control": "no-cache" }).end();
        return;
      }
      // Range requests as static hosts answer them (one range; 416 past the end): a paged
      // bundle is read page by page.
      const range = ranges ? /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? "")) : null;
      if (range && req.method === "GET") {
        const start = Number(range[1]);
        if (start >= info.size) {
          res.writeHead(416, { "content-range": `bytes */${info.size}` }).end();
          return;
        }
        const end = Math.min(range[2] ? Number(range[2]) : info.size - 1, info.size - 1);
        const body = (await readFile(file)).subarray(start, end + 1);
        res.writeHead(206, {
          ...headers,
          "content-length": String(body.length),
          "content-range": `bytes ${start}-${end}/${info.size}`,
        });
        res.end(body);
        if (log) console.log(`GET ${path} bytes ${start}-${end}`);
        return;
      }
      res.writeHead(200, headers);
      if (req.method === "HEAD") res.end();
      else res.end(await readFile(file));
      if (log) console.log(`${req.method} ${path} ${info.size}`);
    } catch (e) {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(e?.message ?? e));
    }
  });
  return new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      const p = /** @type {import("node:net").AddressInfo} */ (server.address()).port;
      const shown = host.includes(":") ? `[${host}]` : host;
      ok({ url: `http://${shown}:${p}/`, port: p, server, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root = "site", port = "8000", host = "127.0.0.1"] = process.argv.slice(2);
  let started;
  try {
    started = await serve({ root, port: Number(port), host });
  } catch (e) {
    if (e.code !== "EADDRINUSE") throw e;
    started = await serve({ root, port: 0, host }); // the asked-for port is taken: pick a free one
  }
  console.log(`dualgraph demo: open ${started.url} in a browser  (serving ${resolve(root)}; Ctrl+C stops)`);
}

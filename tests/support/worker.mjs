// Runs the Cloudflare Worker (examples/cloudflare-worker) in local workerd for tests and
// benchmarks. Each run gets its own directory under target/worker-tests/<name>/: the bundle put
// into static assets by prepare.mjs (or into a local R2 bucket), the real wrangler.jsonc as
// wrangler.json pointing at the real source and at that asset directory, .dev.vars with the
// overrides (vars and secrets, as a developer sets them locally), wrangler's state, temp and logs.
//
// startWranglerDev: `wrangler dev --local` on loopback (what a developer runs).
// startMiniflare: the same config through Miniflare (workerd) without wrangler's DevTools proxy,
//   which enables the Network domain and so copies every subrequest body (the bundle!) into
//   DevTools events — that distorts memory and cold-start numbers for large bundles. It exposes
//   the isolate's own inspector, so heapUsage() reads V8's heap statistics.
import { spawn, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const EXAMPLE = join(ROOT, "examples/cloudflare-worker");
const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");

/**
 * @typedef {{bundle: string | null, partBytes?: number, vars?: Record<string, unknown>, dropVars?: string[],
 *   r2?: {file: string, key?: string} | null, ratelimits?: boolean, config?: (config: Record<string, any>) => void}} SiteOptions
 * dropVars: "vars" entries of wrangler.jsonc to remove (to test a setting that is absent, not empty).
 * r2: bind the R2 bucket (the commented-out BUNDLES binding) and put `file` into it locally as `key`
 * (default "catalog.dgb"), as `wrangler r2 object put --local` does. ratelimits: keep the config's
 * Workers Rate Limiting binding (off by default: tests send many requests from one client).
 * config: edits the config.
 */

/** The example's wrangler.jsonc, parsed by wrangler itself (comments and trailing commas allowed). */
export function exampleConfig() {
  const { experimental_readRawConfig } = createRequire(import.meta.url)("wrangler");
  return structuredClone(experimental_readRawConfig({ config: join(EXAMPLE, "wrangler.jsonc") }).rawConfig);
}

export const R2_BUCKET = "dualgraph-bundles";

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * Prepares target/worker-tests/<name>/: public/ with the bundle (or nothing when bundle is null),
 * wrangler.json (the example's wrangler.jsonc, with main and the asset directory made absolute),
 * .dev.vars, and with `r2` the bundle in the local R2 bucket under state/.
 * @param {string} name
 * @param {SiteOptions} options
 */
export function prepareSite(
  name,
  { bundle, partBytes, vars = {}, dropVars = [], r2 = null, ratelimits = false, config },
) {
  const dir = join(ROOT, "target/worker-tests", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "public"), { recursive: true });
  if (bundle) {
    const args = [join(EXAMPLE, "prepare.mjs"), bundle, "--out", join(dir, "public")];
    if (partBytes) args.push("--part-bytes", String(partBytes));
    execFileSync(process.execPath, args, { stdio: "pipe" });
  }
  const cfg = exampleConfig();
  delete cfg.$schema;
  cfg.main = join(EXAMPLE, cfg.main);
  cfg.assets.directory = join(dir, "public");
  for (const name of dropVars) {
    if (!(name in cfg.vars)) throw new Error(`wrangler.jsonc has no var ${name}`);
    delete cfg.vars[name];
  }
  if (r2) cfg.r2_buckets = [{ binding: "BUNDLES", bucket_name: R2_BUCKET }];
  if (!ratelimits) delete cfg.ratelimits;
  config?.(cfg);
  writeFileSync(join(dir, "wrangler.json"), `${JSON.stringify(cfg, null, 2)}\n`);
  if (r2) {
    execFileSync(
      WRANGLER,
      [
        "r2",
        "object",
        "put",
        `${R2_BUCKET}/${r2.key ?? "catalog.dgb"}`,
        "--file",
        r2.file,
        "--local",
        "--persist-to",
        join(dir, "state"),
        "--config",
        join(dir, "wrangler.json"),
      ],
      { cwd: dir, stdio: "pipe", env: { ...process.env, ...wranglerEnv(dir) } },
    );
  }
  const lines = Object.entries(vars).map(([k, v]) => `${k}=${JSON.stringify(String(v))}`);
  writeFileSync(join(dir, ".dev.vars"), `${lines.join("\n")}\n`);
  return dir;
}

/**
 * `wrangler dev --local` for a prepared site; resolves once it answers HTTP.
 * @param {string} name
 * @param {SiteOptions} options
 */
export async function startWranglerDev(name, options) {
  // A port free when picked may be taken before wrangler binds it (several start at once, and
  // each wrangler binds further ports of its own), and workerd itself may fail to start on a
  // loaded machine ("The Workers runtime failed to start", the reason only in wrangler's log):
  // try again with fresh ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWranglerDevOnce(name, options);
    } catch (e) {
      const retriable = /Address already in use|Workers runtime failed to start/.test(String(e?.message));
      if (attempt >= 3 || !retriable) throw e;
      console.error(`# wrangler dev "${name}" attempt ${attempt} failed; retrying:\n${e.message}`);
    }
  }
}

/**
 * Starts several sites side by side ({key: [name, options]}) and resolves to {key: site}. If any
 * fails, the ones that did start are stopped before the error is thrown: a started wrangler left
 * running would keep the test process alive until CI's time limit.
 * @param {Record<string, [string, SiteOptions]>} sites
 */
export async function startWranglerDevs(sites) {
  const keys = Object.keys(sites);
  const settled = await Promise.allSettled(keys.map((k) => startWranglerDev(...sites[k])));
  const failed = settled.filter((s) => s.status === "rejected");
  if (failed.length) {
    await Promise.all(settled.map((s) => (s.status === "fulfilled" ? s.value.stop() : null)));
    throw /** @type {PromiseRejectedResult} */ (failed[0]).reason;
  }
  return Object.fromEntries(keys.map((k, i) => [k, /** @type {PromiseFulfilledResult<any>} */ (settled[i]).value]));
}

/** The last lines of wrangler's own log files in a site's directory (its reasons are there). */
function wranglerLogTail(dir, lines = 40) {
  const logs = join(dir, "logs");
  if (!existsSync(logs)) return "";
  return readdirSync(logs)
    .sort()
    .map((f) => {
      const text = readFileSync(join(logs, f), "utf8").split("\n").slice(-lines).join("\n");
      return `--- ${f} (last ${lines} lines) ---\n${text}`;
    })
    .join("\n");
}

/**
 * One `wrangler dev` start on freshly picked ports.
 * @param {string} name
 * @param {SiteOptions} options
 */
async function startWranglerDevOnce(name, options) {
  const dir = prepareSite(name, options);
  const port = await freePort();
  const inspectorPort = await freePort();
  const child = spawn(
    WRANGLER,
    [
      "dev",
      "--config",
      join(dir, "wrangler.json"),
      "--local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--persist-to",
      join(dir, "state"),
      "--show-interactive-dev-session=false",
      "--log-level",
      "info",
    ],
    {
      cwd: dir,
      detached: true, // its own process group, so stop() also ends workerd
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...wranglerEnv(dir) },
    },
  );
  // If this test process ends abruptly, do not leave wrangler and workerd behind.
  const kill = () => stopGroup(child, "SIGKILL");
  process.once("exit", kill);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      kill();
      process.exit(128 + (signal === "SIGINT" ? 2 : 15));
    });
  }
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  // Never let a wrangler keep this process alive: when the tests are done, Node exits and the
  // "exit" handler above ends the process group.
  child.unref();
  for (const pipe of [child.stdout, child.stderr]) /** @type {import("node:net").Socket} */ (pipe).unref();
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`wrangler dev exited (${child.exitCode}):\n${output}\n${wranglerLogTail(dir)}`);
    if (Date.now() > deadline) {
      stopGroup(child);
      throw new Error(`wrangler dev did not become ready in 90 s:\n${output}\n${wranglerLogTail(dir)}`);
    }
    if (output.includes("Ready on")) {
      try {
        await fetch(`${url}/__ready`); // any HTTP answer (a 404 from the assets) means ready
        break;
      } catch {
        // not yet listening
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        stopGroup(child);
        const t = setTimeout(() => stopGroup(child, "SIGKILL"), 5000);
        await exited;
        clearTimeout(t);
      }
    },
  };
}

/** @param {string} dir */
function wranglerEnv(dir) {
  return {
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_HIDE_BANNER: "true", // also skips the npm update check
    CLOUDFLARE_CF_FETCH_ENABLED: "false", // no request.cf download
    XDG_CONFIG_HOME: join(dir, "config"),
    WRANGLER_LOG_PATH: join(dir, "logs"),
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  };
}

function stopGroup(child, signal = "SIGTERM") {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The same Worker through Miniflare with the isolate's inspector (see the top of this file).
 * @param {string} name
 * @param {SiteOptions} options
 */
export async function startMiniflare(name, options) {
  const dir = prepareSite(name, options);
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { Miniflare } = await import("miniflare");
  const { default: WebSocket } = await import("ws");
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(join(dir, "wrangler.json"));
  const inspectorPort = await freePort();
  const mf = new Miniflare({
    ...workerOptions,
    name: "dualgraph",
    bindings: { ...workerOptions.bindings, ...(options.vars ?? {}) },
    modules: true,
    modulesRoot: ROOT,
    modulesRules: [{ type: "ESModule", include: ["**/*.js"] }, ...workerOptions.modulesRules],
    scriptPath: main,
    host: "127.0.0.1",
    port: await freePort(),
    inspectorPort,
    defaultPersistRoot: join(dir, "state"),
  });
  const base = await mf.ready;
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const target = targets.find((t) => t.webSocketDebuggerUrl.endsWith("/core:user:dualgraph"));
  if (!target)
    throw new Error(`no inspector target for the Worker among ${targets.map((t) => t.webSocketDebuggerUrl)}`);
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on("message", (m) => {
    const msg = JSON.parse(m);
    const p = pending.get(msg.id);
    if (p) {
      pending.delete(msg.id);
      msg.error ? p.reject(new Error(msg.error.message)) : p.resolve(msg.result);
    }
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const i = ++id;
      pending.set(i, { resolve, reject });
      ws.send(JSON.stringify({ id: i, method, params }));
    });
  return {
    url: base.href.replace(/\/$/, ""),
    dir,
    /** V8 heap statistics of the Worker's isolate: {usedSize, totalSize, backingStorageSize, …}. */
    heapUsage: () => call("Runtime.getHeapUsage"),
    /**
     * The same after a full garbage collection — what V8 does before the isolate would exceed its
     * limit, so this is the memory that counts. (workerd does not answer HeapProfiler.collectGarbage;
     * a heap snapshot collects garbage first.)
     */
    async liveHeapUsage() {
      await call("HeapProfiler.enable");
      await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
      return call("Runtime.getHeapUsage");
    },
    async stop() {
      ws.close();
      await mf.dispose();
    },
  };
}

/**
 * `oxigraph serve-read-only` on a database made by `oxigraph load`, on a free loopback port;
 * resolves once it answers HTTP with {child, port, url} (url: the SPARQL query URL).
 * @param {string} bin the oxigraph binary (target/oxigraph-venv/bin/oxigraph from scripts/setup)
 * @param {string} db
 */
export async function startOxigraph(bin, db) {
  const port = await freePort();
  const child = spawn(bin, ["serve-read-only", "--location", db, "--bind", `127.0.0.1:${port}`], {
    stdio: "ignore",
  });
  process.once("exit", () => child.kill("SIGKILL"));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`oxigraph serve-read-only exited (${child.exitCode}) on ${db}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return { child, port, url: `http://127.0.0.1:${port}/query` };
    } catch {
      if (Date.now() > deadline) throw new Error(`oxigraph did not answer on ${port} in 60 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * What of an `ask` result (CLI `--json` or the Worker's `done` result) must not depend on where
 * the SKG lives (the bundle's store or a SPARQL endpoint).
 */
export function comparableAnswer(r) {
  return {
    route: r.route,
    products: r.products.map((p) => [p.id, p.name, p.iri, p.url, p.price, p.currency, p.values, p.source]),
    count: r.productCount,
    tables: r.tables.map((t) => [t.source, t.rows, t.markdown]),
    compiler: r.compilerAnswer ?? null,
    errors: r.errors,
  };
}

/** Parses a complete Server-Sent Events body into [{event, data}] (data JSON-decoded). */
export function parseSse(text) {
  const events = [];
  for (const block of text.split("\n\n")) {
    if (!block.trim()) continue;
    let event = "message";
    const data = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data.push(line.slice(6));
      else throw new Error(`not an SSE line: ${JSON.stringify(line)}`);
    }
    events.push({ event, data: JSON.parse(data.join("\n")) });
  }
  return events;
}

/** POSTs JSON and returns the fetch Response. */
export function postJson(url, body, headers = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: /** @type {BodyInit} */ (
      typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body)
    ),
  });
}

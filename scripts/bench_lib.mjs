// Helpers shared by the Node benchmark scripts (bench_worker.mjs, bench_endpoint_scale.mjs).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../tests/support/worker.mjs";

/** Runs, p50, p95, min and max (ms) of a list of wall times. */
export function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { runs: sorted.length, p50: q(0.5), p95: q(0.95), min: sorted[0], max: sorted.at(-1) };
}

/** The 1, 5 and 15 minute load averages ("n/a" where /proc is missing). */
export function loadavg() {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return "n/a";
  }
}

/** The workerd version Miniflare runs. */
export function workerdVersion() {
  try {
    return execFileSync(join(ROOT, "node_modules/.bin/workerd"), ["--version"], { encoding: "utf8" })
      .trim()
      .replace(/^workerd\s*/, "");
  } catch {
    return "?";
  }
}

/** Milliseconds for a table: 3 significant figures, at most 2 decimals. */
export function ms(x) {
  return x == null ? "—" : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);
}

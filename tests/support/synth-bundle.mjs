// A generated catalog and its bundle under target/worker-tests/, rebuilt only when the CLI
// binary or the generator arguments change (building 10k products takes minutes in a debug
// build). Used by the Worker memory test; scripts/test prebuilds it in the background.
//
//   node tests/support/synth-bundle.mjs 10000        # prints the bundle path
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Ensures target/worker-tests/synth<products>.{jsonl,dgb} exist for the current CLI ($DUALGRAPH_CLI,
 * else the debug build, as scripts/test's demo bundle); returns their paths.
 * @param {{products: number, specRows?: number, seed?: number, log?: (message: string) => void}} options
 */
export function ensureSynthBundle({ products, specRows = 40, seed = 1, log = () => {} }) {
  const dir = join(ROOT, "target/worker-tests");
  mkdirSync(dir, { recursive: true });
  const name = `synth${products}`;
  const catalog = join(dir, `${name}.jsonl`);
  const bundle = join(dir, `${name}.dgb`);
  const stampFile = join(dir, `${name}.stamp`);
  // DUALGRAPH_CLI: a CLI binary already built (scripts/test), else the debug build via cargo.
  let cli = process.env.DUALGRAPH_CLI;
  if (!cli) {
    execFileSync("cargo", ["build", "-q", "-p", "dualgraph-cli", "--bin", "dualgraph"], {
      cwd: ROOT,
      stdio: "inherit",
    });
    cli = join(ROOT, "target/debug/dualgraph");
  }
  const { size, mtimeMs } = statSync(cli);
  const stamp = JSON.stringify({ products, specRows, seed, cli: { path: cli, size, mtimeMs } });
  if (existsSync(bundle) && existsSync(catalog) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === stamp) {
    return { catalog, bundle };
  }
  log(`building ${name} (${products} products × ${specRows} spec rows) with the debug CLI…`);
  const run = (args) => execFileSync(cli, args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  run([
    "synth",
    "--products",
    String(products),
    "--spec-rows",
    String(specRows),
    "--seed",
    String(seed),
    "-o",
    `${catalog}.tmp`,
  ]);
  renameSync(`${catalog}.tmp`, catalog);
  run(["build", catalog, "-o", bundle]);
  writeFileSync(stampFile, stamp);
  return { catalog, bundle };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const products = Number(process.argv[2] ?? 10000);
  const { bundle } = ensureSynthBundle({ products, log: (m) => console.error(m) });
  console.log(bundle);
}

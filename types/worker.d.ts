// Ambient types for the JS type check (tsconfig.json): the Cloudflare Worker's runtime surface that
// examples/cloudflare-worker/src uses beyond the web platform (instead of @cloudflare/workers-types,
// whose globals would clash with the DOM types the widget needs in the same program).

/** The Worker's bindings, "vars" from wrangler.jsonc and secrets. */
interface Env {
  /** The static assets ([assets] binding = "ASSETS"). */
  ASSETS?: { fetch(request: Request): Promise<Response> };
  /** The optional R2 bucket holding the bundle (r2_buckets binding = "BUNDLES"). */
  BUNDLES?: R2Bucket;
  /** The optional Workers Rate Limiting binding. */
  RATE_LIMITER?: { limit(options: { key: string }): Promise<{ success: boolean }> };
  LLM_API_KEY?: string;
  /** Fallbacks when LLM_BASE_URL / LLM_API_KEY are absent (the OpenAI SDKs' variables). */
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  /** Every other [vars] entry: strings, numbers or booleans as wrangler.jsonc gives them. */
  [name: string]: unknown;
}

/** The third argument of fetch(): work that may outlive the response. */
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

/** Wrangler uploads an imported .wasm file as a compiled WebAssembly.Module. */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/** The part of an R2 bucket binding the Worker uses (head, ranged get with a precondition). */
interface R2Bucket {
  head(key: string): Promise<{ size: number; etag: string } | null>;
  get(
    key: string,
    options?: { range?: { offset: number; length: number }; onlyIf?: { etagMatches?: string } },
  ): Promise<{ size: number; etag: string; body?: ReadableStream<Uint8Array> } | null>;
}

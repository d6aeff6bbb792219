// The ES-module API without UI: a client for the engine running in a module Web Worker.
//
//   import { DualgraphClient } from "./widget/client.js";
//   const client = new DualgraphClient({ bundle: "/catalog.dgb", manifest: "/catalog.dgb.json" });
//   client.addEventListener("progress", (e) => console.log(e.detail));   // {phase, loaded, total}
//   const info = await client.ready;                                     // {catalog, products, suggestions, …}
//   const result = await client.ask("TVs with Dolby Atmos", {             // the engine's AskResult
//     options: { llm: { baseUrl: "/api/llm", model: "…" } },              // optional: AskOptions
//     onEvent: (e) => { if (e.type === "token") show(e.text); },          // optional: streamed events
//     signal: controller.signal,                                           // optional: Stop (AbortSignal)
//   });
//   const result = await client.query("SELECT …");                       // QueryResult + ms

/**
 * @typedef {{phase: string, loaded?: number, total?: number, message?: string, [key: string]: unknown}} Progress
 * @typedef {{resolve: (value: any) => void, reject: (error: Error) => void, onEvent?: (event: any) => void}} Pending
 */

export class DualgraphClient extends EventTarget {
  /**
   * @param {{bundle: string, manifest?: string|null, engine?: string}} options
   *   bundle: URL of the .dgb file; manifest: optional JSON sidecar ({bytes, manifest}) used to check
   *   whether the cached bundle is current; engine: URL of pkg/dualgraph.js (default: the worker
   *   imports ./engine.js, which is ../pkg/ beside this folder on the demo site and the `dualgraph`
   *   package when the widget is installed from npm).
   */
  constructor({ bundle, manifest = null, engine = null }) {
    super();
    if (!bundle) throw new Error("DualgraphClient: the bundle URL is required");
    this.bundle = new URL(bundle, document.baseURI).href;
    this.manifest = manifest ? new URL(manifest, document.baseURI).href : null;
    this.engine = engine ? new URL(engine, document.baseURI).href : null;
    /** @type {Progress} */
    this.state = { phase: "starting", loaded: 0, total: 0 };
    /** @type {Map<number, Pending>} */
    this._pending = new Map();
    this._next = 1;
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "dualgraph" });
    this.worker.onmessage = (e) => this._onMessage(e.data);
    this.worker.onerror = (e) => {
      const error = new Error(`The answer engine's worker failed to start: ${e.message || "script error"}`);
      for (const { reject } of this._pending.values()) reject(error);
      this._pending.clear();
      this._emit("error", { message: error.message });
    };
    /** @type {Promise<any>} */
    this.ready = this._call({ type: "load", bundle: this.bundle, manifest: this.manifest, engine: this.engine }).then(
      (info) => {
        this.info = info;
        this._emit("ready", info);
        return info;
      },
      (/** @type {Error & {kind?: string}} */ err) => {
        this.state = { phase: "error", message: err.message };
        this._emit("error", { message: err.message, kind: err.kind });
        throw err;
      },
    );
    this.ready.catch(() => {}); // surfaced through the "error" event and awaiting `ready`
  }

  /**
   * Answers a question with the engine's `ask`: without `options.llm` from retrieval alone
   * (compiler rows, passages), with it as a streamed, cited answer. `onEvent` receives the
   * engine's events as they happen (route, constraints, rows, chunks, token, error, …).
   * Resolves to the AskResult, plus `intent`, `comparison`, `constraints` and card `specs`.
   * `signal` (an AbortSignal) stops it as it stops `fetch`: the engine aborts its LLM request,
   * `onEvent` is not called again and the promise rejects with `signal.reason` (an "AbortError").
   * @param {string} question
   * @param {{options?: object, onEvent?: (event: any) => void, signal?: AbortSignal}} [how]
   * @returns {Promise<any>}
   */
  async ask(question, { options, onEvent, signal } = {}) {
    signal?.throwIfAborted();
    await this.ready;
    signal?.throwIfAborted();
    const id = this._next;
    const answer = this._call({ type: "ask", question: String(question), options }, onEvent);
    if (!signal) return answer;
    const stop = () => {
      const p = this._pending.get(id);
      if (!p) return;
      this._pending.delete(id); // nothing more reaches onEvent
      this.worker.postMessage({ type: "abort", id });
      p.reject(signal.reason);
    };
    signal.addEventListener("abort", stop, { once: true });
    return answer.finally(() => signal.removeEventListener("abort", stop));
  }

  /**
   * Runs read-only SPARQL with limits (the "How I found this" console).
   * @param {string} sparql
   * @param {{maxRows?: number, maxSteps?: number, timeoutMs?: number}} [options]
   * @returns {Promise<any>}
   */
  async query(sparql, options) {
    await this.ready;
    return this._call({ type: "query", sparql: String(sparql), options });
  }

  /** Stops the worker. */
  terminate() {
    this.worker.terminate();
    for (const { reject } of this._pending.values()) reject(new Error("terminated"));
    this._pending.clear();
  }

  /**
   * @param {{type: string, [key: string]: unknown}} msg
   * @param {(event: any) => void} [onEvent]
   * @returns {Promise<any>}
   */
  _call(msg, onEvent) {
    const id = this._next++;
    return new Promise((resolve, reject) => {
      this._pending.set(id, { resolve, reject, onEvent });
      this.worker.postMessage({ ...msg, id });
    });
  }

  /** @param {any} msg a message from worker.js */
  _onMessage(msg) {
    if (msg?.type === "progress") {
      this.state = { ...msg };
      this._emit("progress", msg);
      return;
    }
    const p = this._pending.get(msg?.id);
    if (!p) return;
    if (msg.type === "event") {
      try {
        p.onEvent?.(msg.event);
      } catch (e) {
        console.error("dualgraph: an onEvent handler threw", e);
      }
      return;
    }
    this._pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.value);
    else {
      const err = /** @type {Error & {kind?: string}} */ (new Error(msg.error));
      err.kind = msg.kind;
      p.reject(err);
    }
  }

  /**
   * @param {string} type
   * @param {unknown} detail
   */
  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}

// <dualgraph-assistant>: an in-page catalog assistant. No framework, no build step.
//
//   <script type="module" src="/widget/dualgraph-assistant.js"></script>
//   <dualgraph-assistant bundle="/catalog.dgb" manifest="/catalog.dgb.json"
//                        llm-endpoint="/api/llm" llm-model="…"></dualgraph-assistant>
//
// Attributes: bundle (required), manifest (optional JSON sidecar to check the cached bundle's
// version), engine (URL of pkg/dualgraph.js; default ../pkg/ beside this folder), llm-endpoint
// (the site's OpenAI-compatible LLM proxy, e.g. a Worker's /api/llm — it holds the key, the page
// never does) with llm-model, llm-timeout-ms (per LLM call), strategy (the engine's ask strategy,
// default router>tkg), heading, placeholder, suggestions ("a | b | c" or a JSON array).
// Without llm-endpoint a visitor may enter their own endpoint, model and key in "AI settings"
// (sessionStorage of this tab only; the key is sent only to that endpoint, by the engine).
// Events (on the element): dg-progress, dg-ready, dg-event (each engine event as it happens),
// dg-answer (the final AskResult), dg-error — detail carries the data.
// Methods: ask(question) → Promise<AskResult>, stop() (the Stop button: ends the answers in
// flight, aborting their LLM requests), query(sparql) → Promise<QueryResult>.
//
// Everything from the catalog, the question, the model or an answer is inserted with
// textContent or the safe markdown renderer: never as HTML.
import { DualgraphClient } from "./client.js";
import { renderMarkdown, markdownToText } from "./markdown.js";
import { STYLES } from "./styles.js";
import { formatPrice } from "./format.js";
import { offlineSummary, followups, compilerTable } from "./summary.js";

export { DualgraphClient } from "./client.js";
export { renderMarkdown, parseMarkdown } from "./markdown.js";

const LLM_STORAGE_KEY = "dualgraph.visitor-llm";
const MAX_CARDS = 6;
/** How often streamed text is re-rendered while tokens arrive. */
const STREAM_RENDER_MS = 50;
/** The Stop button's user-visible texts, kept together (one place to translate). */
const STOP_TEXT = {
  button: "Stop",
  label: "Stop the answer",
  stoppedLabel: "Stopped",
  stoppedNote: "You stopped this answer; what arrived before is shown.",
  announcement: "Answer stopped.",
};

/**
 * The decorated AskResult from the worker (see answer.js), after structured cloning.
 * @typedef {any} Result
 * @typedef {import("./client.js").Progress} Progress
 * @typedef {{headers: string[], rows: string[][], caption?: string}} _Unused
 * @typedef {{columns: string[], rows: string[][], caption?: string}} Table
 * @typedef {{baseUrl: string, model: string}} ViewLlm
 * @typedef {{id: string, question: string, text: string, errors: string[], label: HTMLElement, pending: HTMLElement,
 *   md: HTMLElement, notes: HTMLElement, errorsBox: HTMLElement, cards: HTMLElement, table: HTMLElement,
 *   passages: HTMLElement, trace: HTMLElement, followups: HTMLElement, timer: ReturnType<typeof setTimeout> | null,
 *   body?: HTMLElement, el?: HTMLElement, setPending?: (text: string | null) => void, llm?: ViewLlm | null,
 *   route?: unknown, products?: any[], chunkCount?: number}} View
 *   One question's answer in the log and what arrived for it so far.
 */

/** @type {CSSStyleSheet | null | undefined} */
let sheet;
function sharedSheet() {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(STYLES);
    } catch {
      sheet = null;
    }
  }
  return sheet;
}
let uid = 0;

/**
 * Creates an element; string/number children become text nodes (never parsed as HTML).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any>} [attrs]
 * @param {...any} children nodes, strings, numbers, nested arrays of them; null and false are skipped
 * @returns {HTMLElementTagNameMap[K]}
 */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k in el && typeof v !== "string") /** @type {any} */ (el)[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat(Infinity)) if (c != null && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
}

/**
 * http(s) URLs only; anything else (javascript:, data:, …) is dropped.
 * @param {unknown} url
 */
export function safeUrl(url) {
  if (!url) return null;
  try {
    const u = new URL(String(url), document.baseURI);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

/** @param {number} n bytes */
function kb(n) {
  return n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(0, Math.round(n / 1024))} KB`;
}

/** @param {number | null | undefined} x */
function ms(x) {
  return x == null ? "" : x < 10 ? `${x.toFixed(1)} ms` : `${Math.round(x)} ms`;
}

/** @type {(n: number, one: string, many?: string) => string} */
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A visitor's endpoint: https, or http on this machine (a local model server).
 * @param {string} url
 */
function endpointAllowed(url) {
  return /^https:\/\//i.test(url) || /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/i.test(url);
}

export class DualgraphAssistant extends HTMLElement {
  static observedAttributes = [
    "bundle",
    "manifest",
    "engine",
    "llm-endpoint",
    "llm-model",
    "llm-timeout-ms",
    "strategy",
    "heading",
    "placeholder",
    "suggestions",
  ];

  constructor() {
    super();
    this._id = ++uid;
    /** @type {(() => void)[]} questions waiting for the bundle to load */
    this._queue = [];
    /** @type {Set<AbortController>} answers in flight (the Stop button ends them) */
    this._asking = new Set();
    const root = this.attachShadow({ mode: "open" });
    // A constructed stylesheet works under a strict Content-Security-Policy (no inline <style>).
    if (sharedSheet() && "adoptedStyleSheets" in root) root.adoptedStyleSheets = [sharedSheet()];
    else root.append(h("style", { text: STYLES }));
    this._build(root);
  }

  connectedCallback() {
    this._render();
    if (!this.client && this.getAttribute("bundle")) this._start();
  }

  disconnectedCallback() {
    this.client?.terminate();
    this.client = null;
  }

  /**
   * @param {string} name
   * @param {string | null} oldValue
   * @param {string | null} value
   */
  attributeChangedCallback(name, oldValue, value) {
    if (oldValue === value) return;
    if ((name === "bundle" || name === "manifest" || name === "engine") && this.isConnected && this.client) {
      this.client.terminate();
      this.client = null;
      this._start();
    }
    this._render();
  }

  /**
   * Asks a question as if typed; resolves with the engine's AskResult (null when there is none).
   * @param {string} question
   */
  ask(question) {
    return this._submit(String(question));
  }

  /** Stops the answers in flight (what the Stop button does): their LLM requests are aborted. */
  stop() {
    for (const controller of this._asking) controller.abort();
  }

  /**
   * Runs read-only SPARQL on the loaded bundle.
   * @param {string} sparql
   * @param {{maxRows?: number, maxSteps?: number, timeoutMs?: number}} [options]
   */
  query(sparql, options) {
    if (!this.client) return Promise.reject(new Error("no bundle"));
    return this.client.query(sparql, options);
  }

  /** What the engine reported when ready: {catalog, products, bytes, hasCompiler, suggestions, …} or null. */
  get info() {
    return this._info ?? null;
  }

  /**
   * Where AI answers go: {mode: "site" | "visitor" | "off", endpoint, model, hasKey, problem?}.
   * "site" uses the page's llm-endpoint (no key in the page); "visitor" the endpoint a visitor
   * stored for this tab; "off" answers from retrieval alone.
   * @returns {{mode: "site" | "visitor" | "off", endpoint: string | null, model: string | null, hasKey: boolean, problem?: string}}
   */
  get llmSettings() {
    const site = this.getAttribute("llm-endpoint");
    if (site) {
      const endpoint = safeUrl(site);
      const model = this.getAttribute("llm-model")?.trim() || null;
      const problem = !endpoint
        ? `llm-endpoint "${site}" is not an http(s) URL`
        : !model
          ? "llm-endpoint is set but llm-model is missing"
          : null;
      return { mode: problem ? "off" : "site", endpoint, model, hasKey: false, ...(problem ? { problem } : {}) };
    }
    const v = readVisitorLlm();
    return v?.endpoint && v?.model
      ? { mode: "visitor", endpoint: v.endpoint, model: v.model, hasKey: !!v.key }
      : { mode: "off", endpoint: null, model: null, hasKey: false };
  }

  /** The engine's AskOptions for the next question. */
  _askOptions() {
    /** @type {{strategy?: string, llm?: {baseUrl: string, model: string, timeoutMs?: number, apiKey?: string}}} */
    const options = {};
    const strategy = this.getAttribute("strategy")?.trim();
    if (strategy) options.strategy = strategy;
    const s = this.llmSettings;
    if (s.mode === "off") return options;
    /** @type {{baseUrl: string, model: string, timeoutMs?: number, apiKey?: string}} */
    const llm = { baseUrl: s.endpoint, model: s.model };
    const timeout = Number(this.getAttribute("llm-timeout-ms"));
    if (Number.isFinite(timeout) && timeout > 0) llm.timeoutMs = Math.round(timeout);
    if (s.mode === "visitor") {
      const key = readVisitorLlm()?.key;
      if (key) llm.apiKey = key; // sent by the engine to this endpoint only, as Authorization: Bearer
    }
    options.llm = llm;
    return options;
  }

  // -------------------------------------------------------------------------------------------
  // DOM

  /** @param {ShadowRoot} root */
  _build(root) {
    /** @param {string} s */
    const id = (s) => `dg${this._id}-${s}`;
    this.$title = h("h2", { id: id("title") });
    this.$mode = h("span", { class: "badge", part: "badge" });
    this.$settingsBtn = h(
      "button",
      { type: "button", class: "btn small", "aria-haspopup": "dialog", onclick: () => this._openSettings() },
      "AI settings",
    );
    const header = h("header", { part: "header" }, this.$title, this.$mode, this.$settingsBtn);

    this.$bar = h("div");
    this.$progress = h(
      "div",
      {
        class: "bar",
        role: "progressbar",
        "aria-valuemin": "0",
        "aria-valuemax": "100",
        "aria-valuenow": "0",
        "aria-label": "Catalog download",
      },
      this.$bar,
    );
    this.$statusText = h("div", { class: "status-text" });
    this.$status = h(
      "div",
      { class: "status", part: "status", "data-state": "loading", role: "status" },
      this.$progress,
      this.$statusText,
    );

    this.$log = h("div", { class: "log", part: "log", "aria-labelledby": id("title"), role: "region", tabindex: "-1" });
    this.$empty = h("p", { class: "empty" });
    this.$log.append(this.$empty);
    this.$live = h("div", { class: "sr-only", "aria-live": "polite", "aria-atomic": "true" });

    this.$input = h("input", {
      id: id("q"),
      type: "text",
      name: "q",
      autocomplete: "off",
      enterkeyhint: "send",
      maxlength: "500",
      "aria-describedby": id("status"),
    });
    this.$statusText.id = id("status");
    this.$send = h("button", { type: "submit", class: "btn primary" }, "Ask");
    // Shown while an answer is in flight; Escape in the question box does the same.
    this.$stop = h(
      "button",
      { type: "button", class: "btn stop", hidden: true, "aria-label": STOP_TEXT.label, onclick: () => this.stop() },
      STOP_TEXT.button,
    );
    this.$form = h(
      "form",
      {
        class: "ask",
        part: "form",
        role: "search",
        onsubmit: (/** @type {SubmitEvent} */ e) => {
          e.preventDefault();
          return this._submit(this.$input.value, { fromInput: true });
        },
        onkeydown: (/** @type {KeyboardEvent} */ e) => {
          if (e.key === "Escape" && this._asking.size) this.stop();
        },
      },
      h("label", { for: id("q"), class: "sr-only" }, "Ask a question about the catalog"),
      this.$input,
      this.$send,
      this.$stop,
    );
    this.$suggestions = h("div", {
      class: "suggestions",
      part: "suggestions",
      role: "group",
      "aria-label": "Example questions",
    });

    this.$dialog = this._buildDialog(id);
    root.append(
      h(
        "div",
        { class: "dg", part: "container" },
        header,
        this.$status,
        this.$log,
        this.$form,
        this.$suggestions,
        this.$live,
      ),
      this.$dialog,
    );
  }

  _render() {
    this.$title.textContent = this.getAttribute("heading") || "Ask the catalog";
    this.$input.placeholder = this.getAttribute("placeholder") || "e.g. TVs with Dolby Atmos under £1,500";
    const llm = this.llmSettings;
    this.$mode.textContent =
      llm.mode === "site"
        ? "AI answers"
        : llm.mode === "visitor"
          ? "AI · your endpoint"
          : llm.problem
            ? "Offline · AI not configured"
            : "Offline · no AI";
    this.$mode.title =
      llm.problem ??
      (llm.mode === "off"
        ? "Answers are computed in this page from the catalog, without AI."
        : `Answers are written by ${llm.model} via ${llm.endpoint}, from evidence found in this page.`);
    this.$empty.textContent =
      llm.mode === "off"
        ? "Ask about products, prices and specs. Answers are computed in this page from the catalog — no AI, no server."
        : "Ask about products, prices and specs. The catalog is searched in this page; an AI model writes the answer from what was found, with sources.";
    this._renderSuggestions();
  }

  _renderSuggestions() {
    const attr = this.getAttribute("suggestions");
    /** @type {unknown} */
    let list = null;
    if (attr) {
      try {
        list = JSON.parse(attr);
      } catch {
        list = attr.split("|");
      }
    }
    const shown = (Array.isArray(list) ? list : (this._info?.suggestions ?? []))
      .map((/** @type {unknown} */ s) => String(s).trim())
      .filter(Boolean)
      .slice(0, 6);
    this.$suggestions.replaceChildren();
    if (!shown.length) return;
    this.$suggestions.append(
      h("span", {}, "Try:"),
      ...shown.map((/** @type {string} */ q) =>
        h("button", { type: "button", class: "chip", onclick: () => this._submit(q, { fromChip: true }) }, q),
      ),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Loading

  _start() {
    this._info = null;
    this._setState("loading");
    this._showProgress({ phase: "starting" });
    try {
      this.client = new DualgraphClient({
        bundle: this.getAttribute("bundle"),
        manifest: this.getAttribute("manifest"),
        ...(this.getAttribute("engine") ? { engine: this.getAttribute("engine") } : {}),
      });
    } catch (e) {
      this._fail(e.message);
      return;
    }
    const client = this.client;
    client.addEventListener("progress", (e) => {
      if (client !== this.client) return;
      const { detail } = /** @type {CustomEvent} */ (e);
      this._showProgress(detail);
      this.dispatchEvent(new CustomEvent("dg-progress", { detail }));
    });
    client.ready.then(
      (info) => {
        if (client !== this.client) return;
        this._info = info;
        this._setState("ready");
        this._showProgress({ phase: "ready", ...info });
        this._renderSuggestions();
        this.dispatchEvent(new CustomEvent("dg-ready", { detail: info }));
        const queued = this._queue.splice(0);
        for (const q of queued) q();
      },
      (/** @type {Error} */ err) => {
        if (client !== this.client) return;
        this._fail(err.message);
      },
    );
  }

  /** @param {"loading" | "ready" | "error"} state */
  _setState(state) {
    this.dataset.state = state;
    this.$status.dataset.state = state;
    this.$log.setAttribute("aria-busy", state === "loading" ? "true" : "false");
  }

  /** @param {Progress & {catalog?: string, products?: number, bytes?: number, source?: string}} p */
  _showProgress(p) {
    this.$status.dataset.phase = p.phase;
    let pct = Number(this.$progress.getAttribute("aria-valuenow")) || 0;
    let text;
    switch (p.phase) {
      case "starting":
        pct = 0;
        text = "Starting the answer engine…";
        break;
      case "downloading":
        if (p.total) {
          pct = Math.min(100, Math.floor((p.loaded / p.total) * 100));
          text = `Downloading the catalog… ${kb(p.loaded)} of ${kb(p.total)} (${pct} %)`;
        } else text = `Downloading the catalog… ${kb(p.loaded ?? 0)}`;
        break;
      case "cache":
        pct = p.total ? Math.floor(((p.loaded ?? 0) / p.total) * 100) : pct;
        text = "Loading the catalog from this browser's cache…";
        break;
      case "verifying":
        pct = 100;
        text = "Verifying and loading the catalog…";
        break;
      case "ready": {
        pct = 100;
        const i = p.catalog ? p : (this._info ?? {});
        text = `Ready — ${i.products ?? "?"} products, ${kb(i.bytes ?? 0)}${p.source === "cache" ? " (from cache)" : ""}. The catalog is searched in this page.`;
        break;
      }
      default:
        text = "";
    }
    this.$progress.setAttribute("aria-valuenow", String(pct));
    this.$progress.setAttribute("aria-valuetext", `${pct} % — ${text}`);
    this.$bar.style.width = `${pct}%`;
    this.$progress.hidden = p.phase === "ready";
    this.$statusText.textContent = text;
    if (p.source) this.dataset.source = p.source;
  }

  /** @param {string} message */
  _fail(message) {
    this._setState("error");
    this.$progress.hidden = true;
    const retry = h("button", { type: "button", class: "btn small", onclick: () => this._retry() }, "Try again");
    this.$statusText.replaceChildren(
      h("p", { class: "error-msg", role: "alert" }, `Could not load the catalog. ${message}`),
      retry,
    );
    this.dispatchEvent(new CustomEvent("dg-error", { detail: { message } }));
    const queued = this._queue.splice(0);
    for (const q of queued) q();
  }

  _retry() {
    this.client?.terminate();
    this.client = null;
    this._start();
    this.$input.focus();
  }

  // -------------------------------------------------------------------------------------------
  // Asking: the engine's events render as they arrive; the final result completes the answer.

  /**
   * @param {unknown} raw
   * @param {{fromInput?: boolean, fromChip?: boolean}} [how]
   */
  async _submit(raw, { fromInput = false, fromChip = false } = {}) {
    const question = String(raw ?? "")
      .trim()
      .slice(0, 500);
    if (!question) {
      this.$input.focus();
      return null;
    }
    if (fromInput) this.$input.value = "";
    if (fromChip) this.$input.focus(); // keep keyboard users in the question box
    const view = this._answerShell(question);
    if (this.dataset.state === "loading") {
      view.setPending("Waiting for the catalog to finish loading…");
      await /** @type {Promise<void>} */ (new Promise((resolve) => this._queue.push(resolve)));
    }
    if (this.dataset.state === "error" || !this.client) {
      this._renderError(view, "The catalog could not be loaded, so there is no answer. See the message above.");
      return null;
    }
    const options = this._askOptions();
    view.llm = options.llm ? { baseUrl: options.llm.baseUrl, model: options.llm.model } : null; // for the trace; never the key
    view.setPending("Searching the catalog…");
    view.el.setAttribute("aria-busy", "true");
    this.$log.setAttribute("aria-busy", "true");
    const stop = new AbortController();
    this._setAsking(stop, true);
    try {
      const result = await this.client.ask(question, {
        options,
        signal: stop.signal,
        onEvent: (event) => {
          this._onEvent(view, event);
          this.dispatchEvent(new CustomEvent("dg-event", { detail: event }));
        },
      });
      this._renderResult(view, result);
      this.dispatchEvent(new CustomEvent("dg-answer", { detail: result }));
      return result;
    } catch (e) {
      if (stop.signal.aborted) this._renderStopped(view);
      else this._renderError(view, e.message);
      return null;
    } finally {
      this._setAsking(stop, false);
      view.el.setAttribute("aria-busy", "false");
      this.$log.setAttribute("aria-busy", "false");
    }
  }

  /**
   * Tracks an answer in flight; the Stop button shows while there is one. When it hides with
   * the focus on it, the focus goes back to the question box.
   * @param {AbortController} controller
   * @param {boolean} inFlight
   */
  _setAsking(controller, inFlight) {
    if (inFlight) this._asking.add(controller);
    else this._asking.delete(controller);
    const hide = this._asking.size === 0;
    if (hide && this.shadowRoot?.activeElement === this.$stop) this.$input.focus();
    this.$stop.hidden = hide;
  }

  /**
   * A stopped answer keeps what arrived, marked as stopped; nothing renders after this.
   * @param {View} view
   */
  _renderStopped(view) {
    clearTimeout(view.timer);
    view.timer = null;
    view.setPending(null);
    view.md.classList.remove("streaming");
    if (view.text) view.md.replaceChildren(renderMarkdown(view.text));
    view.el.classList.add("stopped");
    this._setLabel(view, STOP_TEXT.stoppedLabel, "stopped");
    view.notes.replaceChildren(h("p", { class: "note" }, STOP_TEXT.stoppedNote));
    this.$live.textContent = STOP_TEXT.announcement;
  }

  /**
   * @param {string} question
   * @returns {View}
   */
  _answerShell(question) {
    this.$empty.remove();
    const qid = `dg${this._id}-a${++uid}`;
    /** @param {string} cls */
    const part = (cls) => h("div", { class: cls });
    /** @type {View} */
    const view = {
      id: qid,
      question,
      text: "",
      errors: [],
      label: h("p", { class: "label", part: "answer-label", hidden: true }),
      pending: h("p", { class: "pending", role: "status", hidden: true }),
      md: h("div", { class: "md" }),
      notes: part("notes"),
      errorsBox: part("errors"),
      cards: part("cards-slot"),
      table: part("table-slot"),
      passages: part("passages-slot"),
      trace: part("trace-slot"),
      followups: part("followups-slot"),
      timer: null,
    };
    view.body = h(
      "div",
      { class: "body" },
      view.label,
      view.md,
      view.pending,
      view.notes,
      view.errorsBox,
      view.passages,
      view.cards,
      view.table,
      view.trace,
      view.followups,
    );
    view.setPending = (text) => {
      view.pending.hidden = !text;
      view.pending.textContent = text ?? "";
    };
    view.el = h(
      "article",
      { class: "answer", part: "answer", tabindex: "-1", "aria-labelledby": qid },
      h("h3", { class: "q", id: qid }, question),
      view.body,
    );
    this.$log.append(view.el);
    this.$log.scrollTop = view.el.offsetTop - this.$log.offsetTop - 8;
    return view;
  }

  /**
   * @param {View} view
   * @param {any} e an engine AskEvent
   */
  _onEvent(view, e) {
    switch (e.type) {
      case "route":
        view.route = e;
        view.setPending(view.llm ? `Searching the catalog (${e.route})…` : "Searching the catalog…");
        break;
      case "rows":
        // Product cards as soon as the catalog answers, before any generated text.
        view.products = mergeProducts(view.products ?? [], e.products ?? []);
        view.cards.replaceChildren(this._cards(view.products.slice(0, MAX_CARDS)));
        if (view.llm) view.setPending("Writing the answer…");
        break;
      case "chunks":
        if (view.llm && !view.text) {
          view.chunkCount = (view.chunkCount ?? 0) + (e.chunks?.length ?? 0);
          view.setPending(`Read ${plural(view.chunkCount, "passage")} · writing the answer…`);
        }
        break;
      case "token":
        view.text += e.text ?? "";
        if (view.label.hidden) this._setLabel(view, "AI answer", "ai");
        view.setPending(null);
        view.md.classList.add("streaming");
        if (!view.timer) view.timer = setTimeout(() => this._renderStream(view), STREAM_RENDER_MS);
        break;
      case "error":
        view.errors.push(`${e.phase}: ${e.message}`);
        this._renderErrors(view, view.errors);
        break;
      default:
        break;
    }
  }

  /** @param {View} view */
  _renderStream(view) {
    view.timer = null;
    // Citations resolve when the result arrives; meanwhile markers show as plain text.
    view.md.replaceChildren(renderMarkdown(view.text));
  }

  /**
   * @param {View} view
   * @param {string} text
   * @param {string} kind
   */
  _setLabel(view, text, kind) {
    view.label.hidden = false;
    view.label.textContent = text;
    view.label.dataset.kind = kind;
  }

  /**
   * @param {View} view
   * @param {string[]} errors
   */
  _renderErrors(view, errors) {
    /** @param {string} err */
    const friendly = (err) => {
      const m = /^(\w+): ([\s\S]*)$/.exec(err);
      const what = /** @type {Record<string, string>} */ ({
        answer: "The AI answer failed",
        router: "The AI router failed",
        sparql: "Generating SPARQL failed",
        agent: "The AI research step failed",
        tkg: "Passage search failed",
        compiler: "The question compiler failed",
        options: "Invalid settings",
        question: "Invalid question",
      })[m?.[1]];
      return what ? `${what}: ${m[2]}` : err;
    };
    view.errorsBox.replaceChildren(...errors.map((err) => h("p", { class: "err", role: "alert" }, friendly(err))));
  }

  /**
   * @param {View} view
   * @param {string} message
   */
  _renderError(view, message) {
    clearTimeout(view.timer);
    view.setPending(null);
    view.el.classList.add("error");
    this._setLabel(view, "No answer", "error");
    view.md.replaceChildren();
    view.errorsBox.replaceChildren(h("p", { class: "err", role: "alert" }, message));
    this.$live.textContent = message;
  }

  /**
   * @param {View} view
   * @param {Result} r
   */
  _renderResult(view, r) {
    clearTimeout(view.timer);
    view.timer = null;
    view.setPending(null);
    view.md.classList.remove("streaming");
    const written = typeof r.answer === "string" && r.answer.trim() !== "";
    const label = written ? "AI answer" : !r.llm ? "Offline answer (no AI)" : "Search results (the AI answer failed)";
    this._setLabel(view, label, written ? "ai" : r.llm ? "fallback" : "offline");
    /** @type {Map<string, any>} */
    const cites = new Map((r.citations ?? []).map((/** @type {any} */ c) => [c.marker, c]));
    /** @type {Map<string, string>} */
    const passageIds = new Map();
    const text = written ? r.answer : offlineSummary(r);
    view.md.replaceChildren(
      renderMarkdown(text, { cite: (/** @type {string} */ marker) => this._cite(view, marker, cites, passageIds) }),
    );
    view.notes.replaceChildren();
    // Offline, the engine's notice matters when nothing was found (e.g. "did not compile to exact constraints").
    const empty = !(r.products?.length || r.chunks?.length);
    if (r.notice && (r.llm || empty)) view.notes.append(h("p", { class: "note" }, r.notice));
    this._renderErrors(view, r.errors ?? []);

    // Passages: offline, the retrieved ones are the answer; with a written answer, the cited ones.
    const chunks = written ? (r.chunks ?? []).filter((/** @type {any} */ c) => cites.has(c.marker)) : (r.chunks ?? []);
    view.passages.replaceChildren();
    if (chunks.length)
      view.passages.append(
        this._passages(chunks, passageIds, {
          open: !written,
          heading: written ? "Cited passages" : "From the catalog's text",
        }),
      );

    const cards = (r.products ?? []).slice(0, MAX_CARDS);
    view.cards.replaceChildren();
    if (cards.length) view.cards.append(this._cards(cards));
    view.table.replaceChildren();
    if (r.comparison) {
      view.table.append(
        this._table({
          columns: ["Spec", ...r.comparison.columns],
          rows: r.comparison.rows.map((/** @type {[string, string[]]} */ [label, cells]) => [label, ...cells]),
          caption: "Side by side",
        }),
      );
    } else if (
      (r.products?.length ?? 0) > 1 &&
      (r.tables ?? []).some((/** @type {{source: string}} */ t) => t.source === "compiler" || t.source === "sparql")
    ) {
      view.table.append(this._table(productTable(r.products)));
    }
    view.trace.replaceChildren(this._trace(r, view));
    const more = followups(r);
    view.followups.replaceChildren();
    if (more.length) {
      view.followups.append(
        h(
          "div",
          { class: "followups" },
          h("span", {}, "Follow-up:"),
          ...more
            .slice(0, 3)
            .map((q) =>
              h("button", { type: "button", class: "chip", onclick: () => this._submit(q, { fromChip: true }) }, q),
            ),
        ),
      );
    }
    const cardsText = cards.length ? ` ${plural(cards.length, "product card")} shown.` : "";
    const errText = r.errors?.length
      ? ` ${r.errors.length === 1 ? "One problem was" : `${r.errors.length} problems were`} reported.`
      : "";
    this.$live.textContent = `${label}: ${markdownToText(text).slice(0, 600)}${cardsText}${errText}`;
    this.$log.scrollTop = view.el.offsetTop - this.$log.offsetTop - 8;
  }

  /**
   * A citation marker in a written answer: the product page, or a button showing the passage.
   * @param {View} view
   * @param {string} marker
   * @param {Map<string, any>} cites
   * @param {Map<string, string>} passageIds
   */
  _cite(view, marker, cites, passageIds) {
    const c = cites.get(marker);
    if (!c) return null; // not in the evidence: stays plain text (the engine reports it as an error)
    const text = `[${marker}]`;
    if (c.kind === "product") {
      const url = safeUrl(c.url);
      if (url)
        return h(
          "a",
          {
            class: "cite",
            href: url,
            target: "_blank",
            rel: "noopener noreferrer",
            "data-marker": marker,
            "data-id": c.id,
            "aria-label": `Source ${marker}: ${c.label} (product page)`,
          },
          text,
        );
      return h(
        "button",
        {
          type: "button",
          class: "cite",
          "data-marker": marker,
          "data-id": c.id,
          "aria-label": `Source ${marker}: ${c.label}`,
          onclick: () => {
            const card = [...view.el.querySelectorAll(".card")].find(
              (el) => /** @type {HTMLElement} */ (el).dataset.id === c.id,
            );
            card?.scrollIntoView({ block: "nearest" });
            /** @type {HTMLElement | undefined} */ (card)?.focus();
          },
        },
        text,
      );
    }
    if (!passageIds.has(marker)) passageIds.set(marker, `${view.id}-${marker}`);
    const target = passageIds.get(marker);
    const button = h(
      "button",
      {
        type: "button",
        class: "cite",
        "data-marker": marker,
        "aria-expanded": "false",
        "aria-controls": target,
        "aria-label": `Source ${marker}: ${c.label} (show the passage)`,
        onclick: () => {
          const details = /** @type {HTMLDetailsElement | null} */ (view.el.querySelector(`[id="${target}"]`));
          if (!details) return;
          details.open = !details.open;
          // The details' toggle event (which also updates this) fires a task later: say it now.
          button.setAttribute("aria-expanded", String(details.open));
          if (details.open) {
            details.scrollIntoView({ block: "nearest" });
            details.querySelector("summary")?.focus();
          }
        },
      },
      text,
    );
    return button;
  }

  /**
   * @param {any[]} chunks ChunkRefs
   * @param {Map<string, string>} passageIds
   * @param {{open: boolean, heading: string}} how
   */
  _passages(chunks, passageIds, { open, heading }) {
    const list = h("div", { class: "passages", part: "passages" }, h("h4", {}, heading));
    for (const c of chunks) {
      if (!passageIds.has(c.marker)) passageIds.set(c.marker, `${this._id}-p${++uid}-${c.marker}`);
      const id = passageIds.get(c.marker);
      const path = [
        c.title,
        ...(c.headings ?? []).filter((/** @type {string} */ x, /** @type {number} */ i) => !(i === 0 && x === c.title)),
      ].filter(Boolean);
      const url = safeUrl(c.url);
      const body = h("div", { class: "passage-text" });
      body.append(renderMarkdown(c.text ?? ""));
      const details = h(
        "details",
        { class: "passage", id, "data-marker": c.marker, open: open || null },
        h(
          "summary",
          {},
          h("span", { class: "marker" }, `[${c.marker}]`),
          " ",
          h("span", { class: "path" }, path.join(" › ")),
        ),
        body,
        url
          ? h(
              "p",
              { class: "src" },
              h("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, `Open “${c.title}”`),
            )
          : null,
      );
      details.addEventListener("toggle", () => {
        const root = /** @type {Document | ShadowRoot} */ (list.getRootNode());
        for (const b of root.querySelectorAll?.(`button.cite[aria-controls="${id}"]`) ?? [])
          b.setAttribute("aria-expanded", String(details.open));
      });
      list.append(details);
    }
    return list;
  }

  /** @param {any[]} products ProductCards, with `specs` from answer.js */
  _cards(products) {
    return h(
      "ul",
      { class: "cards", part: "cards", "aria-label": "Products" },
      products.map((p) => {
        const url = safeUrl(p.url);
        const name = url ? h("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, p.name) : p.name;
        const price =
          p.price == null
            ? h("p", { class: "price none" }, "Price not listed")
            : h("p", { class: "price" }, formatPrice(p.price, p.currency));
        /** @type {import("./cards.js").CardSpec[]} */
        const specs = (
          p.specs ??
          (p.values ?? []).map((/** @type {[string, string]} */ [entry, value]) => ({ entry, value, matched: true }))
        ).slice(0, 5);
        const dl = h(
          "dl",
          {},
          specs.map((s) => [h("dt", {}, s.entry), h("dd", { class: s.matched ? "hit" : null }, s.value)]),
        );
        return h(
          "li",
          { class: "card", part: "card", "data-id": p.id, tabindex: "-1" },
          h("h4", {}, name),
          price,
          specs.length ? dl : null,
        );
      }),
    );
  }

  /** @param {Table} table */
  _table(table) {
    // A column is numeric when most of its non-empty cells start with a number (prices, sizes…).
    const numeric = table.columns.map((_, i) => {
      const cells = table.rows.map((r) => String(r[i] ?? "").trim()).filter(Boolean);
      const nums = cells.filter((c) => /^[£$€]?\s?-?[\d.,]*\d/.test(c)).length;
      return i > 0 && cells.length > 0 && nums / cells.length >= 0.8;
    });
    const tbody = h("tbody");
    const rows = table.rows.map((r) => r.map((c) => String(c ?? "")));
    /** @param {string} v */
    const sortKey = (v) => {
      const m = /-?[\d,]*\.?\d+/.exec(v.replace(/,/g, ""));
      return m ? Number(m[0].replace(/,/g, "")) : NaN;
    };
    /** @param {string[][]} list */
    const fill = (list) =>
      tbody.replaceChildren(
        ...list.map((r) =>
          h(
            "tr",
            {},
            r.map((c, i) =>
              h(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : null, class: numeric[i] ? "num" : null }, c),
            ),
          ),
        ),
      );
    fill(rows);
    const ths = table.columns.map((col, i) => {
      const arrow = h("span", { class: "arrow", "aria-hidden": "true" }, "↕");
      const th = h("th", { scope: "col", "aria-sort": "none" });
      th.append(
        h(
          "button",
          {
            type: "button",
            "aria-label": `Sort by ${col}`,
            onclick: () => {
              const asc = th.getAttribute("aria-sort") !== "ascending";
              for (const other of ths) {
                other.setAttribute("aria-sort", "none");
                other.querySelector(".arrow").textContent = "↕";
              }
              th.setAttribute("aria-sort", asc ? "ascending" : "descending");
              arrow.textContent = asc ? "↑" : "↓";
              const sorted = [...rows].sort((a, b) => {
                const x = sortKey(a[i]);
                const y = sortKey(b[i]);
                let c;
                if (numeric[i] && !Number.isNaN(x) && !Number.isNaN(y)) c = x - y;
                else if (numeric[i] && Number.isNaN(x) !== Number.isNaN(y)) c = Number.isNaN(x) ? 1 : -1;
                else c = a[i].localeCompare(b[i], undefined, { numeric: true });
                return asc ? c : -c;
              });
              fill(sorted);
            },
          },
          col,
          arrow,
        ),
      );
      return th;
    });
    return h(
      "div",
      { class: "table-wrap", part: "table" },
      h(
        "table",
        {},
        h("caption", {}, `${table.caption ?? `All ${table.rows.length} results`} — select a column heading to sort`),
        h("thead", {}, h("tr", {}, ths)),
        tbody,
      ),
    );
  }

  /**
   * "How I found this": route and why, what was understood, every query, passages, tokens, time.
   * @param {Result} r
   * @param {View} view
   */
  _trace(r, view) {
    const t = r.trace ?? {};
    const dl = h("dl");
    /** @type {(k: string, v: string | Node) => void} */
    const row = (k, v) => dl.append(h("dt", {}, k), h("dd", {}, v));
    const by =
      /** @type {Record<string, string>} */ ({
        rules: "by rules",
        llm: "by the AI classifier",
        default: "by default",
        fixed: "by the strategy",
      })[t.decidedBy] ?? t.decidedBy;
    row(
      "Route",
      `${t.route || r.route || "?"}${t.reason ? ` — ${t.reason}` : ""}${by ? ` (${by})` : ""}${t.fallback ? "; nothing exact was found, so passages were searched too" : ""}`,
    );
    row("Strategy", r.strategy ?? t.strategy ?? "");
    if (t.understood) row("Understood", t.understood);
    if (r.constraints?.length) row("Constraints", constraintList(r.constraints));
    if (t.declined) row("Compiler", `declined: ${t.declined}`);
    const table = compilerTable(r);
    if (table) row("Matches", String(table.rows));
    if (t.entities?.length) row("Entities", t.entities.join(", "));
    if (t.steps?.length)
      row(
        "Agent steps",
        h(
          "ol",
          {},
          t.steps.map((/** @type {unknown} */ s) => h("li", {}, Array.isArray(s) ? s.join(": ") : JSON.stringify(s))),
        ),
      );
    row(
      "AI",
      r.llm
        ? `${view.llm?.model ?? "model"} via ${view.llm ? new URL(view.llm.baseUrl).host : "?"}`
        : "none (offline answer)",
    );
    /** @param {string} phase */
    const order = (phase) => ((i) => (i < 0 ? 99 : i))(["router", "sparql", "agent", "answer"].indexOf(phase));
    const tokens = Object.entries(t.tokens ?? {}).sort(([a], [b]) => order(a) - order(b)); // pipeline order
    if (tokens.length) {
      row(
        "Tokens",
        h(
          "ul",
          {},
          tokens.map(([phase, u]) =>
            h(
              "li",
              {},
              `${phase}: ${u.prompt_tokens} prompt + ${u.completion_tokens} completion in ${plural(u.calls, "call")}${u.estimated ? " (estimated)" : ""}`,
            ),
          ),
        ),
      );
    } else row("Tokens", "0");
    const timings = Object.entries(t.timingsMs ?? {}).filter(([k]) => k !== "total" && k !== "host");
    const where = tokens.length ? "including the AI model's replies" : "in WebAssembly";
    row(
      "Time",
      `${ms(t.timingsMs?.total)} ${where}${timings.length ? ` (${timings.map(([k, v]) => `${k} ${ms(v)}`).join(", ")})` : ""}`,
    );
    if (r.notice) row("Notice", r.notice);

    // Every SPARQL query: the compiler's, and each generated candidate with what became of it.
    const queries = [];
    for (const tb of r.tables ?? [])
      if (tb.source === "compiler")
        queries.push({ purpose: "compiled query", sparql: tb.query, meta: [plural(tb.rows, "row")] });
    for (const c of t.candidates ?? []) {
      queries.push({
        purpose: `generated SPARQL ${c.index + 1}`,
        sparql: c.query,
        meta: [
          c.outcome.replace(/_/g, " "),
          plural(c.rows ?? 0, "row"),
          c.repairs?.length ? `repaired: ${c.repairs.join(", ")}` : null,
          c.message || null,
        ],
        outcome: c.outcome,
      });
    }
    const queryEls = queries.map((q) => {
      const meta = h("span", { class: "meta" }, q.meta.filter(Boolean).join(" · "));
      const head = h("div", { class: "query-head" }, h("strong", {}, q.purpose), meta);
      if (!q.sparql) return h("div", { class: "query", "data-outcome": q.outcome ?? "ok" }, head);
      const copy = h("button", { type: "button", class: "btn small" }, "Copy SPARQL");
      copy.addEventListener("click", () => copyText(q.sparql, copy, this.$live));
      head.append(copy);
      return h(
        "div",
        { class: "query", "data-outcome": q.outcome ?? "ok" },
        head,
        h("pre", { tabindex: "0", "aria-label": `SPARQL: ${q.purpose}` }, h("code", {}, q.sparql)),
      );
    });
    const patterns = (t.patterns ?? []).length
      ? h(
          "div",
          { class: "patterns" },
          h("strong", {}, "Examples shown to the model"),
          h(
            "ul",
            {},
            t.patterns.map((/** @type {{kind: string, text: string}} */ p) => h("li", {}, `(${p.kind}) ${p.text}`)),
          ),
        )
      : null;
    const chunks = (r.chunks ?? []).length
      ? h(
          "div",
          { class: "chunks-used" },
          h("strong", {}, `Passages used (${r.chunks.length})`),
          h(
            "ol",
            {},
            r.chunks.map((/** @type {any} */ c) =>
              h(
                "li",
                {},
                `[${c.marker}] ${[c.title, ...(c.headings ?? []).filter((/** @type {string} */ x, /** @type {number} */ i) => !(i === 0 && x === c.title))].join(" › ")} — score ${Number(c.score).toFixed(2)}`,
              ),
            ),
          ),
        )
      : null;
    const first =
      queries.find((q) => q.sparql)?.sparql ?? "SELECT ?name WHERE { ?p a skgt:Product ; skg:hasName ?name } LIMIT 10";
    return h(
      "details",
      { class: "trace", part: "trace" },
      h("summary", {}, "How I found this"),
      dl,
      queryEls,
      patterns,
      chunks,
      this._console(first),
    );
  }

  /** @param {string} initial the query shown first */
  _console(initial) {
    const tid = `dg${this._id}-c${++uid}`;
    const area = h("textarea", { id: tid, spellcheck: "false", rows: "7" });
    area.value = initial;
    const out = h("div", { class: "out", "aria-live": "polite" });
    const run = h("button", { type: "button", class: "btn small" }, "Run");
    run.addEventListener("click", async () => {
      out.replaceChildren(h("p", { class: "pending" }, "Running…"));
      try {
        const r = await this.query(area.value);
        const meta = `${r.kind === "boolean" ? `ASK → ${r.boolean}` : plural(r.rows.length, "row")}${r.truncated ? " (truncated)" : ""} · ${r.steps} steps · ${ms(r.ms)}`;
        out.replaceChildren(h("p", { class: "note" }, meta));
        if (r.rows.length)
          out.append(
            this._table({
              columns: r.vars,
              rows: r.rows
                .slice(0, 200)
                .map((/** @type {({value: string} | null)[]} */ row) => row.map((c) => (c ? c.value : ""))),
              caption: `${plural(r.rows.length, "row")}`,
            }),
          );
      } catch (e) {
        out.replaceChildren(h("p", { class: "err", role: "alert" }, e.message));
      }
    });
    area.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) run.click();
    });
    return h(
      "div",
      { class: "console" },
      h("label", { for: tid }, h("strong", {}, "SPARQL console"), " (read-only; Ctrl+Enter runs)"),
      area,
      run,
      out,
    );
  }

  // -------------------------------------------------------------------------------------------
  // AI settings: the site's endpoint (read-only), or a visitor's own endpoint, model and key.

  /** @param {(s: string) => string} id */
  _buildDialog(id) {
    const d = h("dialog", { "aria-labelledby": id("dlg-title"), part: "dialog" });
    d.addEventListener("close", () => this.$settingsBtn.focus());
    this._dlg = { id };
    return d;
  }

  _openSettings() {
    const id = this._dlg.id;
    const d = this.$dialog;
    const site = this.getAttribute("llm-endpoint");
    const close = h("button", { type: "button", class: "btn", onclick: () => d.close() }, "Close");
    if (site) {
      const s = this.llmSettings;
      d.replaceChildren(
        h("h2", { id: id("dlg-title") }, "AI answers"),
        s.mode === "site"
          ? h(
              "p",
              {},
              "This site has an AI model (",
              h("code", {}, s.model),
              ") write answers through its own endpoint (",
              h("code", {}, site),
              "). No key is needed from you, and nothing is stored in your browser.",
            )
          : h(
              "p",
              { class: "err" },
              `AI answers are not configured correctly on this page (${s.problem}), so answers are computed offline.`,
            ),
        h(
          "p",
          {},
          "The catalog is searched here in your browser; your question and the catalog excerpts found for it are then sent to that endpoint so the model can write the answer, citing its sources.",
        ),
        h("div", { class: "row" }, close),
      );
    } else {
      const v = readVisitorLlm() ?? {};
      const endpoint = h("input", {
        id: id("llm-endpoint"),
        type: "url",
        placeholder: "https://api.example.com/v1",
        autocomplete: "off",
        value: v.endpoint ?? "",
      });
      const model = h("input", {
        id: id("llm-model"),
        type: "text",
        placeholder: "model name, e.g. gpt-4o-mini",
        autocomplete: "off",
        value: v.model ?? "",
      });
      const key = h("input", {
        id: id("llm-key"),
        type: "password",
        autocomplete: "off",
        placeholder: v.key ? "•••••••• (stored for this tab)" : "sk-… (leave empty if the endpoint needs none)",
      });
      const msg = h("p", { class: "note", role: "status" });
      const save = h(
        "button",
        {
          type: "button",
          class: "btn primary",
          onclick: () => {
            const ep = endpoint.value.trim();
            if (!endpointAllowed(ep)) {
              msg.textContent = "The endpoint must be an https:// URL (or http:// on localhost).";
              endpoint.focus();
              return;
            }
            if (!model.value.trim()) {
              msg.textContent = "Enter the model name the endpoint expects.";
              model.focus();
              return;
            }
            const sameEndpoint = v.endpoint === ep;
            const next = {
              endpoint: ep,
              model: model.value.trim(),
              key: key.value || (sameEndpoint ? v.key : "") || "",
            };
            try {
              sessionStorage.setItem(LLM_STORAGE_KEY, JSON.stringify(next));
              msg.textContent = `Saved for this tab. Answers are now written by ${next.model}${next.key ? "; your key is sent only to this endpoint." : "."}`;
            } catch {
              msg.textContent = "This browser does not allow session storage here; nothing was saved.";
            }
            key.value = "";
            key.placeholder = next.key
              ? "•••••••• (stored for this tab)"
              : "sk-… (leave empty if the endpoint needs none)";
            this._render();
          },
        },
        "Save for this tab",
      );
      const forget = h(
        "button",
        {
          type: "button",
          class: "btn",
          onclick: () => {
            try {
              sessionStorage.removeItem(LLM_STORAGE_KEY);
            } catch {
              /* nothing stored */
            }
            endpoint.value = model.value = key.value = "";
            key.placeholder = "sk-…";
            msg.textContent = "Removed: no endpoint or key is stored; answers are offline again.";
            this._render();
          },
        },
        "Remove key",
      );
      d.replaceChildren(
        h("h2", { id: id("dlg-title") }, "Use your own AI endpoint"),
        h(
          "p",
          {},
          "Without AI, answers are computed in your browser from the catalog — no key needed. To have an AI model write them (with sources), enter an OpenAI-compatible endpoint, a model and, if the endpoint needs one, your API key.",
        ),
        h(
          "p",
          {},
          "These settings are kept in this tab's sessionStorage only and are gone when you close the tab. The key is sent only to the endpoint you enter (as an Authorization header), never to this site. Your questions and the catalog excerpts found for them are sent to that endpoint; it must allow requests from web pages (CORS).",
        ),
        h("label", { for: id("llm-endpoint") }, "Endpoint URL"),
        endpoint,
        h("label", { for: id("llm-model") }, "Model"),
        model,
        h("label", { for: id("llm-key") }, "API key"),
        key,
        msg,
        h("div", { class: "row" }, forget, save, close),
      );
    }
    d.showModal();
    (d.querySelector("input") ?? close).focus();
  }
}

function readVisitorLlm() {
  try {
    const v = JSON.parse(sessionStorage.getItem(LLM_STORAGE_KEY) ?? "null");
    return v && typeof v === "object" && endpointAllowed(String(v.endpoint ?? "")) ? v : null;
  } catch {
    return null;
  }
}

/**
 * Products of several `rows` events, first occurrence kept (as the engine merges them).
 * @template {{iri: string}} P
 * @param {P[]} have
 * @param {P[]} more
 */
function mergeProducts(have, more) {
  const seen = new Set(have.map((p) => p.iri));
  return [...have, ...more.filter((p) => !seen.has(p.iri) && seen.add(p.iri))];
}

/**
 * The results table of a list answer: name, price, then the values the question matched.
 * @param {{name: string, price?: number, currency?: string, values?: [string, string][]}[]} products
 * @returns {Table}
 */
function productTable(products) {
  /** @type {string[]} */
  const labels = [];
  for (const p of products)
    for (const [label] of p.values ?? []) if (!/^price$/i.test(label) && !labels.includes(label)) labels.push(label);
  const columns = ["Product", "Price", ...labels.slice(0, 4)];
  const rows = products.map((p) => {
    /** @param {string} label */
    const value = (label) => (p.values ?? []).find(([l]) => l === label)?.[1] ?? "";
    return [p.name, p.price == null ? "" : formatPrice(p.price, p.currency), ...labels.slice(0, 4).map(value)];
  });
  return { columns, rows };
}

/** @typedef {{text: string, confidence?: number, from?: string, similarity?: number}} Constraint */

/** @param {Constraint[]} constraints */
function constraintList(constraints) {
  /** @param {Constraint} c */
  const similar = (c) => (typeof c.similarity === "number" ? `, ≈ ${c.similarity.toFixed(2)} by meaning` : "");
  /** @param {Constraint} c */
  const text = (c) =>
    `${c.text}${typeof c.confidence === "number" ? ` (confidence ${c.confidence.toFixed(2)}, from “${c.from}”${similar(c)})` : ""}`;
  return h(
    "ul",
    {},
    constraints.map((c) => h("li", {}, text(c))),
  );
}

/**
 * @param {string} text
 * @param {HTMLElement} button
 * @param {HTMLElement} live
 */
async function copyText(text, button, live) {
  /** @param {string} msg */
  const done = (msg) => {
    const old = "Copy SPARQL";
    button.textContent = msg;
    live.textContent = msg;
    setTimeout(() => (button.textContent = old), 1500);
  };
  try {
    await navigator.clipboard.writeText(text);
    done("Copied");
  } catch {
    // No clipboard permission: select the query so Ctrl+C works.
    const pre = button.closest(".query")?.querySelector("pre");
    if (pre) {
      const range = document.createRange();
      range.selectNodeContents(pre);
      // ShadowRoot.getSelection is Chromium's (non-standard); elsewhere the document's selection.
      const root = /** @type {Node & {getSelection?: () => Selection | null}} */ (pre.getRootNode());
      const sel = root.getSelection?.() ?? window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
    }
    done("Selected — press Ctrl+C");
  }
}

if (!customElements.get("dualgraph-assistant")) customElements.define("dualgraph-assistant", DualgraphAssistant);

// <dualgraph-assistant>: an in-page catalog assistant. No framework, no build step.
//
//   <script type="module" src="/widget/dualgraph-assistant.js"></script>
//   <dualgraph-assistant bundle="/catalog.dgb" manifest="/catalog.dgb.json"
//                        llm-endpoint="/api/llm" llm-model="…"></dualgraph-assistant>
//
// Attributes: bundle (required), manifest (optional JSON sidecar to check the cached bundle's
// version), engine (URL of pkg/dualgraph.js; default: engine.js, i.e. ../pkg/ beside this folder on
// the demo site, the `dualgraph` package when installed from npm), llm-endpoint
// (the site's OpenAI-compatible LLM proxy, e.g. a Worker's /api/llm — it holds the key, the page
// never does) with llm-model, llm-timeout-ms (per LLM call), strategy (the engine's ask strategy,
// default router>tkg), heading, placeholder, suggestions ("a | b | c" or a JSON array).
// Without llm-endpoint a visitor may enter their own endpoint, model and key in "AI settings"
// (sessionStorage of this tab only; the key is sent only to that endpoint, by the engine).
// Events (on the element): dg-progress, dg-ready, dg-event (each engine event as it happens),
// dg-answer (the final AskResult), dg-error — detail carries the data.
// Conversations: each question continues the previous answer ("which of those have 5G?"); the
// engine's state is kept in this tab's sessionStorage (attribute conversation="session", the
// default), in memory only ("memory") or not at all ("off": every question stands alone).
// Methods: ask(question) → Promise<AskResult>, stop() (the Stop button: ends the answers in
// flight, aborting their LLM requests), query(sparql) → Promise<QueryResult>, newConversation().
// Language: the `lang` of the element or its nearest ancestor (else the document's) picks the
// strings (i18n.js: English, German; `translations` property adds or overrides) and the price
// format (Intl.NumberFormat in that locale and the catalog's currency). Placeholder and example
// questions come from the loaded catalog (suggest.js) unless the attributes set them.
// Properties: renderCard(product, {formatPrice, t, locale}) → Node | null replaces a product
// card's contents (null keeps the built-in card); translations ({de: {ask: "…"}, …}).
//
// Everything from the catalog, the question, the model or an answer is inserted with
// textContent or the safe markdown renderer: never as HTML.
import { DualgraphClient } from "./client.js";
import { renderMarkdown, markdownToText } from "./markdown.js";
import { STYLES } from "./styles.js";
import { formatPrice } from "./format.js";
import { localeOf, translator } from "./i18n.js";
import { suggestQuestions } from "./suggest.js";
import { offlineSummary, followups, compilerTable } from "./summary.js";

export { DualgraphClient } from "./client.js";
export { renderMarkdown, parseMarkdown } from "./markdown.js";
export { TRANSLATIONS, translator, localeOf } from "./i18n.js";
export { formatPrice } from "./format.js";

const LLM_STORAGE_KEY = "dualgraph.visitor-llm";
const CONVERSATION_KEY = "dualgraph.conversation:";
const MAX_CARDS = 6;
/** How often streamed text is re-rendered while tokens arrive. */
const STREAM_RENDER_MS = 50;

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

/** @param {number | null | undefined} x */
function ms(x) {
  return x == null ? "" : x < 10 ? `${x.toFixed(1)} ms` : `${Math.round(x)} ms`;
}

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
    "conversation",
    "lang",
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
    this._restoreConversation();
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

  /** Starts a new conversation: the next question is read on its own. */
  newConversation() {
    this._setConversation(null);
    for (const el of [...this.$log.children]) if (el !== this.$empty) el.remove();
    if (!this.$empty.isConnected) this.$log.append(this.$empty);
    this.$live.textContent = this._t("newConversationDone");
    this.$input.focus();
  }

  /** Where the conversation state is kept: "session" (default), "memory" or "off". */
  get conversationMode() {
    const v = this.getAttribute("conversation")?.trim().toLowerCase();
    return v === "off" || v === "memory" ? v : "session";
  }

  /** The engine's conversation state after the last answer (null: none yet, or off). */
  get conversation() {
    return this.conversationMode === "off" ? null : (this._conversation ?? null);
  }

  /** @param {any} state the engine's AskResult.state, or null to forget */
  _setConversation(state) {
    this._conversation = this.conversationMode === "off" ? null : (state ?? null);
    const key = `${CONVERSATION_KEY}${this.getAttribute("bundle") ?? ""}`;
    try {
      if (this._conversation && this.conversationMode === "session") {
        sessionStorage.setItem(key, JSON.stringify(this._conversation));
      } else {
        sessionStorage.removeItem(key);
      }
    } catch {
      // Storage may be unavailable (privacy mode): the conversation still lives in memory.
    }
    this.$newBtn.hidden = !this._conversation?.turns?.length;
  }

  /** The conversation kept in this tab for this bundle (session mode), shown as a reminder. */
  _restoreConversation() {
    if (this.conversationMode !== "session" || this._conversation) return;
    let state = null;
    try {
      state = JSON.parse(sessionStorage.getItem(`${CONVERSATION_KEY}${this.getAttribute("bundle") ?? ""}`) ?? "null");
    } catch {
      state = null;
    }
    if (!state || !Array.isArray(state.turns) || !state.turns.length) return;
    this._conversation = state;
    this.$newBtn.hidden = false;
    const asked = state.turns.map((/** @type {{question?: unknown}} */ t) => `“${String(t.question ?? "")}”`);
    this.$resumed.textContent = this._t("continuing", { questions: asked.join(" · ") });
    this.$resumed.hidden = false;
  }

  /** What the engine reported when ready: {catalog, products, bytes, hasCompiler, suggestions, …} or null. */
  get info() {
    return this._info ?? null;
  }

  /** The locale of prices and strings: the element's or nearest ancestor's `lang`, else the document's. */
  get locale() {
    return localeOf(this);
  }

  /**
   * Translations added to or overriding i18n.js's, by language: {fr: {ask: "Demander", …}}.
   * @returns {Record<string, import("./i18n.js").Messages> | null}
   */
  get translations() {
    return this._translations ?? null;
  }

  /** @param {Record<string, import("./i18n.js").Messages> | null} value */
  set translations(value) {
    /** @type {Record<string, import("./i18n.js").Messages> | null} */
    this._translations = value && typeof value === "object" ? value : null;
    this._render();
  }

  /**
   * Renders a product card's contents: `(product, {formatPrice, t, locale}) => Node | null`;
   * null (or no hook) keeps the built-in card. The hook owns what it inserts: use textContent
   * for catalog text. `formatPrice(amount, currency)` formats in the widget's locale.
   * @type {((product: any, helpers: {formatPrice: (amount: number, currency?: string | null) => string,
   *   t: (key: string, vars?: Record<string, unknown>) => string, locale: string}) => Node | null) | null}
   */
  get renderCard() {
    return this._renderCard ?? null;
  }

  set renderCard(fn) {
    this._renderCard = typeof fn === "function" ? fn : null;
  }

  /** The translator for the current locale. */
  get _t() {
    const locale = this.locale;
    const c = this._tCache;
    if (!c || c.locale !== locale || c.extra !== this._translations)
      this._tCache = { locale, extra: this._translations, t: translator(locale, this._translations ?? {}) };
    return this._tCache.t;
  }

  /**
   * A price in this widget's locale.
   * @param {number} amount
   * @param {string | null} [currency]
   */
  _price(amount, currency) {
    return formatPrice(amount, currency, this.locale);
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
    /** @type {{strategy?: string, state?: any, llm?: {baseUrl: string, model: string, timeoutMs?: number, apiKey?: string}}} */
    const options = {};
    const strategy = this.getAttribute("strategy")?.trim();
    if (strategy) options.strategy = strategy;
    const s = this.llmSettings;
    if (this.conversation) options.state = this.conversation;
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
      "",
    );
    this.$newBtn = h(
      "button",
      {
        type: "button",
        class: "btn small",
        part: "new-conversation",
        hidden: true,
        onclick: () => this.newConversation(),
      },
      "New conversation",
    );
    const header = h("header", { part: "header" }, this.$title, this.$mode, this.$newBtn, this.$settingsBtn);

    this.$bar = h("div");
    this.$progress = h(
      "div",
      {
        class: "bar",
        role: "progressbar",
        "aria-valuemin": "0",
        "aria-valuemax": "100",
        "aria-valuenow": "0",
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
    this.$resumed = h("p", { class: "resumed", part: "resumed", hidden: true });
    this.$log.append(this.$resumed, this.$empty);
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
    this.$send = h("button", { type: "submit", class: "btn primary" });
    this.$askLabel = h("label", { for: id("q"), class: "sr-only" });
    // Shown while an answer is in flight; Escape in the question box does the same.
    this.$stop = h("button", { type: "button", class: "btn stop", hidden: true, onclick: () => this.stop() });
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
      this.$askLabel,
      this.$input,
      this.$send,
      this.$stop,
    );
    this.$suggestions = h("div", {
      class: "suggestions",
      part: "suggestions",
      role: "group",
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
    const t = this._t;
    this.$title.textContent = this.getAttribute("heading") || t("heading");
    this.$settingsBtn.textContent = t("aiSettings");
    this.$newBtn.textContent = t("newConversation");
    this.$stop.textContent = t("stop");
    this.$stop.setAttribute("aria-label", t("stopLabel"));
    this.$progress.setAttribute("aria-label", t("catalogDownload"));
    this.$send.textContent = t("ask");
    this.$askLabel.textContent = t("askLabel");
    this.$suggestions.setAttribute("aria-label", t("exampleQuestions"));
    const llm = this.llmSettings;
    this.$mode.textContent =
      llm.mode === "site"
        ? t("modeSite")
        : llm.mode === "visitor"
          ? t("modeVisitor")
          : llm.problem
            ? t("modeMisconfigured")
            : t("modeOff");
    this.$mode.title =
      llm.problem ??
      (llm.mode === "off" ? t("modeOffTitle") : t("modeAiTitle", { model: llm.model, endpoint: llm.endpoint }));
    this.$empty.textContent = llm.mode === "off" ? t("emptyOffline") : t("emptyAi");
    this._renderSuggestions();
  }

  /**
   * The catalog's own example questions in this locale (suggest.js), once the bundle is loaded.
   * @returns {import("./suggest.js").Suggested}
   */
  _suggested() {
    const i = this._info;
    if (!i?.categories) return { placeholder: null, questions: i?.suggestions ?? [] };
    return suggestQuestions(
      { categories: i.categories, features: i.features ?? [], currency: i.currency ?? null },
      this._t,
      this.locale,
    );
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
    const t = this._t;
    const suggested = this._suggested();
    const example = this.getAttribute("placeholder") || suggested.placeholder;
    this.$input.placeholder = example ? t("placeholder", { question: example }) : t("placeholderFallback");
    const shown = (Array.isArray(list) ? list : suggested.questions)
      .map((/** @type {unknown} */ s) => String(s).trim())
      .filter(Boolean)
      .slice(0, 6);
    this.$suggestions.replaceChildren();
    if (!shown.length) return;
    this.$suggestions.append(
      h("span", {}, t("try")),
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
    const t = this._t;
    switch (p.phase) {
      case "starting":
        pct = 0;
        text = t("starting");
        break;
      case "downloading":
        if (p.total) {
          pct = Math.min(100, Math.floor((p.loaded / p.total) * 100));
          text = t("downloadingOf", { loaded: this._kb(p.loaded), total: this._kb(p.total), pct });
        } else text = t("downloading", { loaded: this._kb(p.loaded ?? 0) });
        break;
      case "cache":
        pct = p.total ? Math.floor(((p.loaded ?? 0) / p.total) * 100) : pct;
        text = t("fromCacheLoading");
        break;
      case "verifying":
        pct = 100;
        text = t("verifying");
        break;
      case "ready": {
        pct = 100;
        const i = p.catalog ? p : (this._info ?? {});
        text = t("ready", {
          products: i.products == null ? "?" : this._num(i.products),
          size: this._kb(i.bytes ?? 0),
          cached: p.source === "cache" ? t("fromCache") : "",
        });
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
    const t = this._t;
    const retry = h("button", { type: "button", class: "btn small", onclick: () => this._retry() }, t("tryAgain"));
    this.$statusText.replaceChildren(
      h("p", { class: "error-msg", role: "alert" }, t("loadFailed", { message })),
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
      view.setPending(this._t("waitingForCatalog"));
      await /** @type {Promise<void>} */ (new Promise((resolve) => this._queue.push(resolve)));
    }
    if (this.dataset.state === "error" || !this.client) {
      this._renderError(view, this._t("noCatalogNoAnswer"));
      return null;
    }
    const options = this._askOptions();
    view.llm = options.llm ? { baseUrl: options.llm.baseUrl, model: options.llm.model } : null; // for the trace; never the key
    view.setPending(this._t("searching"));
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
      // A refused state (another catalog, a product no longer sold) starts a new conversation.
      const refused =
        !result?.state && (result?.errors ?? []).some((/** @type {string} */ e) => e.startsWith("state:"));
      this._setConversation(result?.state ?? (refused ? null : this._conversation));
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
    this._setLabel(view, this._t("stoppedLabel"), "stopped");
    view.notes.replaceChildren(h("p", { class: "note" }, this._t("stoppedNote")));
    this.$live.textContent = this._t("answerStopped");
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
    const t = this._t;
    switch (e.type) {
      case "route":
        view.route = e;
        view.setPending(view.llm ? t("searchingRoute", { route: e.route }) : t("searching"));
        break;
      case "rows":
        // Product cards as soon as the catalog answers, before any generated text.
        view.products = mergeProducts(view.products ?? [], e.products ?? []);
        view.cards.replaceChildren(this._cards(view.products.slice(0, MAX_CARDS)));
        if (view.llm) view.setPending(t("writing"));
        break;
      case "chunks":
        if (view.llm && !view.text) {
          view.chunkCount = (view.chunkCount ?? 0) + (e.chunks?.length ?? 0);
          view.setPending(t("readPassages", { n: view.chunkCount }));
        }
        break;
      case "token":
        view.text += e.text ?? "";
        if (view.label.hidden) this._setLabel(view, t("aiAnswer"), "ai");
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
      const key = /** @type {Record<string, string>} */ ({
        answer: "errAnswer",
        router: "errRouter",
        sparql: "errSparql",
        agent: "errAgent",
        tkg: "errTkg",
        compiler: "errCompiler",
        options: "errOptions",
        question: "errQuestion",
      })[m?.[1]];
      const what = key ? this._t(key) : null;
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
    this._setLabel(view, this._t("noAnswer"), "error");
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
    const t = this._t;
    const written = typeof r.answer === "string" && r.answer.trim() !== "";
    const label = written ? t("aiAnswer") : !r.llm ? t("offlineAnswer") : t("aiFailed");
    this._setLabel(view, label, written ? "ai" : r.llm ? "fallback" : "offline");
    /** @type {Map<string, any>} */
    const cites = new Map((r.citations ?? []).map((/** @type {any} */ c) => [c.marker, c]));
    /** @type {Map<string, string>} */
    const passageIds = new Map();
    const text = written ? r.answer : offlineSummary(r, t, this.locale);
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
          heading: written ? t("citedPassages") : t("fromText"),
        }),
      );

    const cards = (r.products ?? []).slice(0, MAX_CARDS);
    view.cards.replaceChildren();
    if (cards.length) view.cards.append(this._cards(cards));
    view.table.replaceChildren();
    if (r.comparison) {
      view.table.append(
        this._table({
          columns: [t("spec"), ...r.comparison.columns],
          rows: r.comparison.rows.map((/** @type {[string, string[]]} */ [label, cells]) => [label, ...cells]),
          caption: t("sideBySide"),
        }),
      );
    } else if (
      (r.products?.length ?? 0) > 1 &&
      (r.tables ?? []).some((/** @type {{source: string}} */ t) => t.source === "compiler" || t.source === "sparql")
    ) {
      view.table.append(this._table(productTable(r.products, t, (a, c) => this._price(a, c))));
    }
    view.trace.replaceChildren(this._trace(r, view));
    const more = followups(r, t, this.locale, { conversation: !!this.conversation });
    view.followups.replaceChildren();
    if (more.length) {
      view.followups.append(
        h(
          "div",
          { class: "followups" },
          h("span", {}, t("followUp")),
          ...more
            .slice(0, 3)
            .map((q) =>
              h("button", { type: "button", class: "chip", onclick: () => this._submit(q, { fromChip: true }) }, q),
            ),
        ),
      );
    }
    const cardsText = cards.length ? t("cardsShown", { n: cards.length }) : "";
    const errText = r.errors?.length ? t("problems", { n: r.errors.length }) : "";
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
    const t = this._t;
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
            "aria-label": t("sourceProductPage", { marker, label: c.label }),
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
          "aria-label": t("source", { marker, label: c.label }),
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
        "aria-label": t("sourceShowPassage", { marker, label: c.label }),
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
              h(
                "a",
                { href: url, target: "_blank", rel: "noopener noreferrer" },
                this._t("openPage", { title: c.title }),
              ),
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
    const t = this._t;
    const locale = this.locale;
    return h(
      "ul",
      { class: "cards", part: "cards", "aria-label": t("products") },
      products.map((p) => {
        const custom = this._customCard(p, t, locale);
        if (custom) return h("li", { class: "card custom", part: "card", "data-id": p.id, tabindex: "-1" }, custom);
        const url = safeUrl(p.url);
        const name = url ? h("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, p.name) : p.name;
        const price =
          p.price == null
            ? h("p", { class: "price none" }, t("priceNotListed"))
            : h("p", { class: "price" }, this._price(p.price, p.currency));
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

  /**
   * The page's card hook, if set and it returns a node (errors are reported, not thrown).
   * @param {any} product
   * @param {(key: string, vars?: Record<string, unknown>) => string} t
   * @param {string} locale
   */
  _customCard(product, t, locale) {
    if (!this._renderCard) return null;
    try {
      const node = this._renderCard(product, {
        formatPrice: (amount, currency) => formatPrice(amount, currency, locale),
        t,
        locale,
      });
      return node instanceof Node ? node : null;
    } catch (e) {
      console.error("dualgraph-assistant: renderCard failed", e);
      return null;
    }
  }

  /** @param {number} n */
  _num(n) {
    return new Intl.NumberFormat(this.locale).format(n);
  }

  /** @param {number} n bytes */
  _kb(n) {
    const f = (/** @type {number} */ x, /** @type {number} */ d) =>
      new Intl.NumberFormat(this.locale, {
        maximumFractionDigits: d,
        minimumFractionDigits: d,
        useGrouping: false,
      }).format(x);
    return n >= 1048576 ? `${f(n / 1048576, 1)} MB` : `${f(Math.max(0, Math.round(n / 1024)), 0)} KB`;
  }

  /** @param {Table} table */
  _table(table) {
    const t = this._t;
    // Numbers are read in the page's locale: "1.299,50 €" sorts as 1299.5 under de.
    const decimal =
      new Intl.NumberFormat(this.locale).formatToParts(1.5).find((x) => x.type === "decimal")?.value ?? ".";
    // A column is numeric when most of its non-empty cells start with a number (prices, sizes…).
    const numeric = table.columns.map((_, i) => {
      const cells = table.rows.map((r) => String(r[i] ?? "").trim()).filter(Boolean);
      const nums = cells.filter((c) => /^(\p{Sc}|[A-Z]{3})?\s?-?[\d.,\s\u00a0\u202f]*\d/u.test(c)).length;
      return i > 0 && cells.length > 0 && nums / cells.length >= 0.8;
    });
    const tbody = h("tbody");
    const rows = table.rows.map((r) => r.map((c) => String(c ?? "")));
    /** @param {string} v */
    const sortKey = (v) => {
      const m = /-?\d[\d.,\s\u00a0\u202f']*/.exec(v);
      if (!m) return NaN;
      const digits = m[0].replace(/[\s\u00a0\u202f']/g, "").split(decimal);
      const whole = digits[0].replace(/[.,]/g, "");
      return Number(digits.length > 1 ? `${whole}.${digits[1].replace(/\D.*$/, "")}` : whole);
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
            "aria-label": t("sortBy", { column: col }),
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
        h("caption", {}, t("sortHint", { caption: table.caption ?? t("allResults", { n: table.rows.length }) })),
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
    const tr = this._t;
    const t = r.trace ?? {};
    const dl = h("dl");
    /** @type {(k: string, v: string | Node) => void} */
    const row = (k, v) => dl.append(h("dt", {}, k), h("dd", {}, v));
    const byKey = /** @type {Record<string, string>} */ ({
      rules: "byRules",
      llm: "byClassifier",
      default: "byDefault",
      fixed: "byStrategy",
    })[t.decidedBy];
    const by = byKey ? tr(byKey) : t.decidedBy;
    row(
      tr("route"),
      `${t.route || r.route || "?"}${t.reason ? ` — ${t.reason}` : ""}${by ? ` (${by})` : ""}${t.fallback ? tr("routeFallback") : ""}`,
    );
    row(tr("strategy"), r.strategy ?? t.strategy ?? "");
    if (t.understood) row(tr("understood"), t.understood);
    if (r.constraints?.length) row(tr("constraints"), constraintList(r.constraints, tr));
    if (t.declined) row(tr("compiler"), tr("declined", { reason: t.declined }));
    const table = compilerTable(r);
    if (table) row(tr("matches"), String(table.rows));
    if (t.entities?.length) row(tr("entities"), t.entities.join(", "));
    if (t.steps?.length)
      row(
        tr("agentSteps"),
        h(
          "ol",
          {},
          t.steps.map((/** @type {unknown} */ s) => h("li", {}, Array.isArray(s) ? s.join(": ") : JSON.stringify(s))),
        ),
      );
    row(
      tr("ai"),
      r.llm
        ? tr("aiVia", { model: view.llm?.model ?? "model", host: view.llm ? new URL(view.llm.baseUrl).host : "?" })
        : tr("aiNone"),
    );
    /** @param {string} phase */
    const order = (phase) => ((i) => (i < 0 ? 99 : i))(["router", "sparql", "agent", "answer"].indexOf(phase));
    const tokens = Object.entries(t.tokens ?? {}).sort(([a], [b]) => order(a) - order(b)); // pipeline order
    if (tokens.length) {
      row(
        tr("tokens"),
        h(
          "ul",
          {},
          tokens.map(([phase, u]) =>
            h(
              "li",
              {},
              `${phase}: ${tr("tokenUse", { prompt: u.prompt_tokens, completion: u.completion_tokens, calls: tr("calls", { n: u.calls }) })}${u.estimated ? tr("estimated") : ""}`,
            ),
          ),
        ),
      );
    } else row(tr("tokens"), "0");
    const timings = Object.entries(t.timingsMs ?? {}).filter(([k]) => k !== "total" && k !== "host");
    const where = tokens.length ? tr("timeWithAi") : tr("timeWasm");
    row(
      tr("time"),
      `${ms(t.timingsMs?.total)} ${where}${timings.length ? ` (${timings.map(([k, v]) => `${k} ${ms(v)}`).join(", ")})` : ""}`,
    );
    if (r.notice) row(tr("notice"), r.notice);

    // Every SPARQL query: the compiler's, and each generated candidate with what became of it.
    const queries = [];
    for (const tb of r.tables ?? [])
      if (tb.source === "compiler")
        queries.push({ purpose: tr("compiledQuery"), sparql: tb.query, meta: [tr("rows", { n: tb.rows })] });
    for (const c of t.candidates ?? []) {
      queries.push({
        purpose: tr("generatedSparql", { n: c.index + 1 }),
        sparql: c.query,
        meta: [
          c.outcome.replace(/_/g, " "),
          tr("rows", { n: c.rows ?? 0 }),
          c.repairs?.length ? tr("repaired", { repairs: c.repairs.join(", ") }) : null,
          c.message || null,
        ],
        outcome: c.outcome,
      });
    }
    const queryEls = queries.map((q) => {
      const meta = h("span", { class: "meta" }, q.meta.filter(Boolean).join(" · "));
      const head = h("div", { class: "query-head" }, h("strong", {}, q.purpose), meta);
      if (!q.sparql) return h("div", { class: "query", "data-outcome": q.outcome ?? "ok" }, head);
      const copy = h("button", { type: "button", class: "btn small" }, tr("copySparql"));
      copy.addEventListener("click", () => copyText(q.sparql, copy, this.$live, tr));
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
          h("strong", {}, tr("examplesShown")),
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
          h("strong", {}, tr("passagesUsed", { n: r.chunks.length })),
          h(
            "ol",
            {},
            r.chunks.map((/** @type {any} */ c) =>
              h(
                "li",
                {},
                `[${c.marker}] ${[c.title, ...(c.headings ?? []).filter((/** @type {string} */ x, /** @type {number} */ i) => !(i === 0 && x === c.title))].join(" › ")} — ${tr("score", { score: Number(c.score).toFixed(2) })}`,
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
      h("summary", {}, tr("howFound")),
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
    const t = this._t;
    const out = h("div", { class: "out", "aria-live": "polite" });
    const run = h("button", { type: "button", class: "btn small" }, t("run"));
    run.addEventListener("click", async () => {
      out.replaceChildren(h("p", { class: "pending" }, t("running")));
      try {
        const r = await this.query(area.value);
        const meta = `${r.kind === "boolean" ? `ASK → ${r.boolean}` : t("rows", { n: r.rows.length })}${r.truncated ? t("truncated") : ""} · ${t("steps", { n: r.steps })} · ${ms(r.ms)}`;
        out.replaceChildren(h("p", { class: "note" }, meta));
        if (r.rows.length)
          out.append(
            this._table({
              columns: r.vars,
              rows: r.rows
                .slice(0, 200)
                .map((/** @type {({value: string} | null)[]} */ row) => row.map((c) => (c ? c.value : ""))),
              caption: t("rows", { n: r.rows.length }),
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
      h("label", { for: tid }, h("strong", {}, t("console")), t("consoleHint")),
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
    const t = this._t;
    const close = h("button", { type: "button", class: "btn", onclick: () => d.close() }, t("close"));
    if (site) {
      const s = this.llmSettings;
      d.replaceChildren(
        h("h2", { id: id("dlg-title") }, t("modeSite")),
        s.mode === "site"
          ? h("p", {}, t("siteModel1"), h("code", {}, s.model), t("siteModel2"), h("code", {}, site), t("siteModel3"))
          : h("p", { class: "err" }, t("siteMisconfigured", { problem: s.problem })),
        h("p", {}, t("siteSends")),
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
        placeholder: t("modelPlaceholder"),
        autocomplete: "off",
        value: v.model ?? "",
      });
      const key = h("input", {
        id: id("llm-key"),
        type: "password",
        autocomplete: "off",
        placeholder: v.key ? t("keyStored") : t("keyPlaceholder"),
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
              msg.textContent = t("endpointInvalid");
              endpoint.focus();
              return;
            }
            if (!model.value.trim()) {
              msg.textContent = t("modelMissing");
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
              msg.textContent = t(next.key ? "savedWithKey" : "saved", { model: next.model });
            } catch {
              msg.textContent = t("storageBlocked");
            }
            key.value = "";
            key.placeholder = next.key ? t("keyStored") : t("keyPlaceholder");
            this._render();
          },
        },
        t("saveForTab"),
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
            msg.textContent = t("removed");
            this._render();
          },
        },
        t("removeKey"),
      );
      d.replaceChildren(
        h("h2", { id: id("dlg-title") }, t("ownEndpoint")),
        h("p", {}, t("ownEndpointIntro")),
        h("p", {}, t("ownEndpointPrivacy")),
        h("label", { for: id("llm-endpoint") }, t("endpointUrl")),
        endpoint,
        h("label", { for: id("llm-model") }, t("model")),
        model,
        h("label", { for: id("llm-key") }, t("apiKey")),
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
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 * @param {(amount: number, currency?: string) => string} price
 * @returns {Table}
 */
function productTable(products, t, price) {
  /** @type {string[]} */
  const labels = [];
  for (const p of products)
    for (const [label] of p.values ?? []) if (!/^price$/i.test(label) && !labels.includes(label)) labels.push(label);
  const columns = [t("product"), t("price"), ...labels.slice(0, 4)];
  const rows = products.map((p) => {
    /** @param {string} label */
    const value = (label) => (p.values ?? []).find(([l]) => l === label)?.[1] ?? "";
    return [p.name, p.price == null ? "" : price(p.price, p.currency), ...labels.slice(0, 4).map(value)];
  });
  return { columns, rows };
}

/** @typedef {{text: string, confidence?: number, from?: string, similarity?: number}} Constraint */

/**
 * @param {Constraint[]} constraints
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
function constraintList(constraints, t) {
  /** @param {Constraint} c */
  const similar = (c) =>
    typeof c.similarity === "number" ? t("byMeaning", { similarity: c.similarity.toFixed(2) }) : "";
  /** @param {Constraint} c */
  const text = (c) =>
    `${c.text}${typeof c.confidence === "number" ? t("confidenceFrom", { confidence: c.confidence.toFixed(2), from: c.from, similar: similar(c) }) : ""}`;
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
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
async function copyText(text, button, live, t) {
  /** @param {string} msg */
  const done = (msg) => {
    const old = t("copySparql");
    button.textContent = msg;
    live.textContent = msg;
    setTimeout(() => (button.textContent = old), 1500);
  };
  try {
    await navigator.clipboard.writeText(text);
    done(t("copied"));
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
    done(t("selectedCopy"));
  }
}

if (!customElements.get("dualgraph-assistant")) customElements.define("dualgraph-assistant", DualgraphAssistant);

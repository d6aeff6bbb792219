// <dualgraph-assistant>: an in-page catalog assistant. No framework, no build step.
//
//   <script type="module" src="/widget/dualgraph-assistant.js"></script>
//   <dualgraph-assistant bundle="/catalog.dgb" manifest="/catalog.dgb.json"></dualgraph-assistant>
//
// Attributes: bundle (required), manifest (optional JSON sidecar to check the cached bundle's
// version), engine (URL of pkg/dualgraph.js; default ../pkg/ beside this folder), llm-endpoint
// (the site's LLM proxy — AI answers are not wired yet), heading, placeholder, suggestions
// ("a | b | c" or a JSON array).
// Events (on the element): dg-progress, dg-ready, dg-answer, dg-error — detail carries the data.
// Methods: ask(question) → Promise<answer>, query(sparql) → Promise<QueryResult>.
//
// Everything from the catalog, the question or an answer is inserted with textContent or the
// safe markdown renderer: never as HTML.
import { DualgraphClient } from "./client.js";
import { renderMarkdown, markdownToText } from "./markdown.js";
import { STYLES } from "./styles.js";
import { formatPrice } from "./offline.js";

export { DualgraphClient } from "./client.js";
export { renderMarkdown, parseMarkdown } from "./markdown.js";

const LLM_STORAGE_KEY = "dualgraph.visitor-llm";
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

/** Creates an element; string/number children become text nodes (never parsed as HTML). */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k in el && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat(Infinity)) if (c != null && c !== false) el.append(c instanceof Node ? c : String(c));
  return el;
}

/** http(s) URLs only; anything else (javascript:, data:, …) is dropped. */
export function safeUrl(url) {
  if (!url) return null;
  try {
    const u = new URL(String(url), document.baseURI);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

function kb(n) {
  return n >= 1048576 ? `${(n / 1048576).toFixed(1)} MB` : `${Math.max(0, Math.round(n / 1024))} KB`;
}

function ms(x) {
  return x == null ? "" : x < 10 ? `${x.toFixed(1)} ms` : `${Math.round(x)} ms`;
}

export class DualgraphAssistant extends HTMLElement {
  static observedAttributes = ["bundle", "manifest", "engine", "llm-endpoint", "heading", "placeholder", "suggestions"];

  constructor() {
    super();
    this._id = ++uid;
    this._queue = [];
    this._busy = false;
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

  attributeChangedCallback(name, oldValue, value) {
    if (oldValue === value) return;
    if ((name === "bundle" || name === "manifest" || name === "engine") && this.isConnected && this.client) {
      this.client.terminate();
      this.client = null;
      this._start();
    }
    this._render();
  }

  /** Asks a question as if typed; resolves with the answer object. */
  ask(question) {
    return this._submit(String(question));
  }

  /** Runs read-only SPARQL on the loaded bundle. */
  query(sparql, options) {
    if (!this.client) return Promise.reject(new Error("no bundle"));
    return this.client.query(sparql, options);
  }

  /** What the engine reported when ready: {catalog, products, bytes, hasCompiler, suggestions, …} or null. */
  get info() {
    return this._info ?? null;
  }

  /** Where AI answers would go: {mode: "site" | "visitor" | "off", endpoint, model, hasKey}. */
  get llmSettings() {
    const site = this.getAttribute("llm-endpoint");
    if (site) return { mode: "site", endpoint: site, model: null, hasKey: false };
    const v = readVisitorLlm();
    return v?.key && v?.endpoint ? { mode: "visitor", endpoint: v.endpoint, model: v.model || null, hasKey: true } : { mode: "off", endpoint: null, model: null, hasKey: false };
  }

  // -------------------------------------------------------------------------------------------
  // DOM

  _build(root) {
    const id = (s) => `dg${this._id}-${s}`;
    this.$title = h("h2", { id: id("title") });
    this.$mode = h("span", { class: "badge", part: "badge" });
    this.$settingsBtn = h("button", { type: "button", class: "btn small", "aria-haspopup": "dialog", onclick: () => this._openSettings() }, "AI settings");
    const header = h("header", { part: "header" }, this.$title, this.$mode, this.$settingsBtn);

    this.$bar = h("div");
    this.$progress = h("div", { class: "bar", role: "progressbar", "aria-valuemin": "0", "aria-valuemax": "100", "aria-valuenow": "0", "aria-label": "Catalog download" }, this.$bar);
    this.$statusText = h("div", { class: "status-text" });
    this.$status = h("div", { class: "status", part: "status", "data-state": "loading", role: "status" }, this.$progress, this.$statusText);

    this.$log = h("div", { class: "log", part: "log", "aria-labelledby": id("title"), role: "region", tabindex: "-1" });
    this.$empty = h("p", { class: "empty" }, "Ask about products, prices and specs. Answers are computed in this page from the catalog — no AI, no server.");
    this.$log.append(this.$empty);
    this.$live = h("div", { class: "sr-only", "aria-live": "polite", "aria-atomic": "true" });

    this.$input = h("input", {
      id: id("q"), type: "text", name: "q", autocomplete: "off", enterkeyhint: "send", maxlength: "500",
      "aria-describedby": id("status"),
    });
    this.$statusText.id = id("status");
    this.$send = h("button", { type: "submit", class: "btn primary" }, "Ask");
    this.$form = h(
      "form",
      { class: "ask", part: "form", role: "search", onsubmit: (e) => (e.preventDefault(), this._submit(this.$input.value, { fromInput: true })) },
      h("label", { for: id("q"), class: "sr-only" }, "Ask a question about the catalog"),
      this.$input,
      this.$send,
    );
    this.$suggestions = h("div", { class: "suggestions", part: "suggestions", role: "group", "aria-label": "Example questions" });

    this.$dialog = this._buildDialog(id);
    root.append(h("div", { class: "dg", part: "container" }, header, this.$status, this.$log, this.$form, this.$suggestions, this.$live), this.$dialog);
  }

  _render() {
    this.$title.textContent = this.getAttribute("heading") || "Ask the catalog";
    this.$input.placeholder = this.getAttribute("placeholder") || "e.g. TVs with Dolby Atmos under £1,500";
    const llm = this.llmSettings;
    this.$mode.textContent = llm.mode === "off" ? "Offline · no AI" : "Offline · AI coming soon";
    this._renderSuggestions();
  }

  _renderSuggestions() {
    const attr = this.getAttribute("suggestions");
    let list = null;
    if (attr) {
      try {
        list = JSON.parse(attr);
      } catch {
        list = attr.split("|");
      }
    }
    list = (Array.isArray(list) ? list : this._info?.suggestions ?? []).map((s) => String(s).trim()).filter(Boolean).slice(0, 6);
    this.$suggestions.replaceChildren();
    if (!list.length) return;
    this.$suggestions.append(h("span", {}, "Try:"), ...list.map((q) => h("button", { type: "button", class: "chip", onclick: () => this._submit(q, { fromChip: true }) }, q)));
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
      this._showProgress(e.detail);
      this.dispatchEvent(new CustomEvent("dg-progress", { detail: e.detail }));
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
      (err) => {
        if (client !== this.client) return;
        this._fail(err.message);
      },
    );
  }

  _setState(state) {
    this.dataset.state = state;
    this.$status.dataset.state = state;
    this.$log.setAttribute("aria-busy", state === "loading" ? "true" : "false");
  }

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
        const i = p.catalog ? p : this._info ?? {};
        text = `Ready — ${i.products ?? "?"} products, ${kb(i.bytes ?? 0)}${p.source === "cache" ? " (from cache)" : ""}. Answers are computed in this page.`;
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

  _fail(message) {
    this._setState("error");
    this.$progress.hidden = true;
    const retry = h("button", { type: "button", class: "btn small", onclick: () => this._retry() }, "Try again");
    this.$statusText.replaceChildren(h("p", { class: "error-msg", role: "alert" }, `Could not load the catalog. ${message}`), retry);
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
  // Asking

  async _submit(raw, { fromInput = false, fromChip = false } = {}) {
    const question = String(raw ?? "").trim().slice(0, 500);
    if (!question) {
      this.$input.focus();
      return null;
    }
    if (fromInput) this.$input.value = "";
    if (fromChip) this.$input.focus(); // keep keyboard users in the question box
    const article = this._answerShell(question);
    if (this.dataset.state === "loading") {
      article.body.append(h("p", { class: "pending" }, "Waiting for the catalog to finish loading…"));
      await new Promise((resolve) => this._queue.push(resolve));
      article.body.replaceChildren();
    }
    if (this.dataset.state === "error" || !this.client) {
      const msg = "The catalog could not be loaded, so there is no answer. See the message above.";
      this._renderError(article, msg);
      return null;
    }
    article.body.append(h("p", { class: "pending" }, "Searching the catalog…"));
    this.$log.setAttribute("aria-busy", "true");
    try {
      const answer = await this.client.ask(question);
      this._renderAnswer(article, answer);
      this.dispatchEvent(new CustomEvent("dg-answer", { detail: answer }));
      return answer;
    } catch (e) {
      this._renderError(article, e.message);
      return null;
    } finally {
      this.$log.setAttribute("aria-busy", "false");
    }
  }

  _answerShell(question) {
    this.$empty.remove();
    const qid = `dg${this._id}-a${++uid}`;
    const body = h("div", { class: "body" });
    const el = h("article", { class: "answer", part: "answer", tabindex: "-1", "aria-labelledby": qid }, h("h3", { class: "q", id: qid }, question), body);
    this.$log.append(el);
    this.$log.scrollTop = el.offsetTop - this.$log.offsetTop - 8;
    return { el, body, question };
  }

  _renderError(article, message) {
    article.el.classList.add("error");
    article.body.replaceChildren(h("p", { class: "label" }, "No answer"), h("p", { role: "alert" }, message));
    this.$live.textContent = message;
  }

  _renderAnswer(article, a) {
    const body = article.body;
    body.replaceChildren();
    body.append(h("p", { class: "label", part: "answer-label" }, a.label || "Offline answer (no AI)"));
    const md = h("div", { class: "md" });
    md.append(renderMarkdown(a.text || ""));
    body.append(md);
    if (a.products?.length) body.append(this._cards(a.products));
    if (a.table?.rows?.length > 1) body.append(this._table(a.table, a.table.rows.length));
    body.append(this._trace(a));
    if (a.followups?.length) {
      body.append(h("div", { class: "followups" }, h("span", {}, "Follow-up:"), ...a.followups.slice(0, 3).map((q) => h("button", { type: "button", class: "chip", onclick: () => this._submit(q, { fromChip: true }) }, q))));
    }
    const cards = a.products?.length ? ` ${a.products.length} product card${a.products.length === 1 ? "" : "s"} shown.` : "";
    this.$live.textContent = `${a.label || "Answer"}: ${markdownToText(a.text || "")}${cards}`;
    this.$log.scrollTop = article.el.offsetTop - this.$log.offsetTop - 8;
  }

  _cards(products) {
    return h(
      "ul",
      { class: "cards", part: "cards", "aria-label": "Products" },
      products.map((p) => {
        const url = safeUrl(p.url);
        const name = url ? h("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, p.name) : p.name;
        const price = p.price == null ? h("p", { class: "price none" }, "Price not listed") : h("p", { class: "price" }, formatPrice(p.price, p.currency));
        const specs = (p.specs ?? []).slice(0, 5);
        const dl = h("dl", {}, specs.map((s) => [h("dt", {}, s.entry), h("dd", { class: s.matched ? "hit" : null }, s.value)]));
        return h("li", { class: "card", part: "card", "data-id": p.id }, h("h4", {}, name), price, specs.length ? dl : null);
      }),
    );
  }

  _table(table, total) {
    // A column is numeric when most of its non-empty cells start with a number (prices, sizes…).
    const numeric = table.columns.map((_, i) => {
      const cells = table.rows.map((r) => String(r[i] ?? "").trim()).filter(Boolean);
      const nums = cells.filter((c) => /^[£$€]?\s?-?[\d.,]*\d/.test(c)).length;
      return i > 0 && cells.length > 0 && nums / cells.length >= 0.8;
    });
    const tbody = h("tbody");
    const rows = table.rows.map((r) => r.map((c) => String(c ?? "")));
    const sortKey = (v) => {
      const m = /-?[\d,]*\.?\d+/.exec(v.replace(/,/g, ""));
      return m ? Number(m[0].replace(/,/g, "")) : NaN;
    };
    const fill = (list) =>
      tbody.replaceChildren(...list.map((r) => h("tr", {}, r.map((c, i) => h(i === 0 ? "th" : "td", { scope: i === 0 ? "row" : null, class: numeric[i] ? "num" : null }, c)))));
    fill(rows);
    const ths = table.columns.map((col, i) => {
      const arrow = h("span", { class: "arrow", "aria-hidden": "true" }, "↕");
      const th = h("th", { scope: "col", "aria-sort": "none" });
      th.append(
        h("button", {
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
        }, col, arrow),
      );
      return th;
    });
    return h(
      "div",
      { class: "table-wrap", part: "table" },
      h("table", {}, h("caption", {}, `${table.caption ?? `All ${total} results`} — select a column heading to sort`), h("thead", {}, h("tr", {}, ths)), tbody),
    );
  }

  _trace(a) {
    const t = a.trace ?? {};
    const dl = h("dl");
    const row = (k, v) => dl.append(h("dt", {}, k), h("dd", {}, v));
    row("Route", t.route || a.route || "");
    if (t.intent) row("Intent", String(t.intent));
    if (t.confidence != null) row("Confidence", typeof t.confidence === "number" ? t.confidence.toFixed(2) : String(t.confidence));
    if (t.understood) row("Understood", t.understood);
    if (t.constraints?.length) row("Constraints", constraintList(t.constraints));
    if (t.keywords) row("Keywords", t.keywords.length ? t.keywords.join(", ") : "(none)");
    if (t.price && (t.price.min != null || t.price.max != null)) {
      row("Price", [t.price.min != null ? `${t.price.minStrict ? ">" : "≥"} ${formatPrice(t.price.min)}` : "", t.price.max != null ? `${t.price.maxStrict ? "<" : "≤"} ${formatPrice(t.price.max)}` : ""].filter(Boolean).join(" and "));
    }
    if (a.count != null) row("Matches", String(a.count));
    row("Time", `${ms(t.totalMs)} in WebAssembly (${(t.queries ?? []).length} quer${(t.queries ?? []).length === 1 ? "y" : "ies"})`);
    const notes = (t.notes ?? []).map((n) => h("p", { class: "note" }, n));
    const queries = (t.queries ?? []).map((q) => {
      const pre = h("pre", { tabindex: "0", "aria-label": `SPARQL: ${q.purpose}` }, h("code", {}, q.sparql));
      const copy = h("button", { type: "button", class: "btn small" }, "Copy SPARQL");
      copy.addEventListener("click", () => copyText(q.sparql, copy, this.$live));
      const meta = [q.rows != null ? `${q.rows} row${q.rows === 1 ? "" : "s"}` : null, q.steps != null ? `${q.steps} steps` : null, ms(q.ms) || null, q.truncated ? "truncated" : null].filter(Boolean).join(" · ");
      return h("div", { class: "query" }, h("div", { class: "query-head" }, h("strong", {}, q.purpose), h("span", { class: "meta" }, meta), copy), pre);
    });
    const first = (t.queries ?? [])[0]?.sparql ?? "SELECT ?name WHERE { ?p a skgt:Product ; skg:hasName ?name } LIMIT 10";
    return h("details", { class: "trace", part: "trace" }, h("summary", {}, "How I found this"), dl, notes, queries, this._console(first));
  }

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
        const meta = `${r.kind === "boolean" ? `ASK → ${r.boolean}` : `${r.rows.length} row${r.rows.length === 1 ? "" : "s"}`}${r.truncated ? " (truncated)" : ""} · ${r.steps} steps · ${ms(r.ms)}`;
        out.replaceChildren(h("p", { class: "note" }, meta));
        if (r.rows.length) out.append(this._table({ columns: r.vars, rows: r.rows.slice(0, 200).map((row) => row.map((c) => (c ? c.value : ""))) }, r.rows.length));
      } catch (e) {
        out.replaceChildren(h("p", { class: "err", role: "alert" }, e.message));
      }
    });
    area.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) run.click();
    });
    return h("div", { class: "console" }, h("label", { for: tid }, h("strong", {}, "SPARQL console"), " (read-only; Ctrl+Enter runs)"), area, run, out);
  }

  // -------------------------------------------------------------------------------------------
  // AI settings (visitor key) — stored for the coming LLM path, not used yet.

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
      d.replaceChildren(
        h("h2", { id: id("dlg-title") }, "AI answers ", h("span", { class: "soon" }, "coming soon")),
        h("p", {}, "This site provides AI answers through its own endpoint (", h("code", {}, site), "). No key is needed from you."),
        h("p", {}, "This version of the assistant answers offline only: every answer is computed in your browser from the catalog, and nothing is sent to the endpoint yet."),
        h("div", { class: "row" }, close),
      );
    } else {
      const v = readVisitorLlm() ?? {};
      const endpoint = h("input", { id: id("llm-endpoint"), type: "url", placeholder: "https://api.example.com/v1", autocomplete: "off", value: v.endpoint ?? "" });
      const model = h("input", { id: id("llm-model"), type: "text", placeholder: "model name", autocomplete: "off", value: v.model ?? "" });
      const key = h("input", { id: id("llm-key"), type: "password", autocomplete: "off", placeholder: v.key ? "•••••••• (stored for this tab)" : "sk-…" });
      const msg = h("p", { class: "note", role: "status" });
      const save = h("button", {
        type: "button", class: "btn primary",
        onclick: () => {
          const ep = endpoint.value.trim();
          if (ep && !/^https:\/\/|^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/i.test(ep)) {
            msg.textContent = "The endpoint must be an https:// URL.";
            endpoint.focus();
            return;
          }
          const next = { endpoint: ep, model: model.value.trim(), key: key.value || v.key || "" };
          try {
            sessionStorage.setItem(LLM_STORAGE_KEY, JSON.stringify(next));
            msg.textContent = "Saved for this tab. (AI answers are coming soon; answers stay offline for now.)";
          } catch {
            msg.textContent = "This browser does not allow session storage here; nothing was saved.";
          }
          key.value = "";
          this._render();
        },
      }, "Save for this tab");
      const forget = h("button", {
        type: "button", class: "btn",
        onclick: () => {
          try {
            sessionStorage.removeItem(LLM_STORAGE_KEY);
          } catch {
            /* nothing stored */
          }
          endpoint.value = model.value = key.value = "";
          key.placeholder = "sk-…";
          msg.textContent = "Forgotten: no key is stored.";
          this._render();
        },
      }, "Forget key");
      d.replaceChildren(
        h("h2", { id: id("dlg-title") }, "Use your own AI key ", h("span", { class: "soon" }, "coming soon")),
        h("p", {}, "Answers here are computed offline, in your browser, from the catalog — no AI and no key needed."),
        h("p", {}, "AI answers (written summaries, open questions) will be able to use an OpenAI-compatible endpoint and a key of your own. The key is kept in this tab's sessionStorage only — cleared when you close the tab — and will be sent only to the endpoint you enter here, never to this site. This version does not send it anywhere yet."),
        h("label", { for: id("llm-endpoint") }, "Endpoint URL"), endpoint,
        h("label", { for: id("llm-model") }, "Model"), model,
        h("label", { for: id("llm-key") }, "API key"), key,
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
    return JSON.parse(sessionStorage.getItem(LLM_STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
}

function constraintList(constraints) {
  const items = Array.isArray(constraints) ? constraints : typeof constraints === "object" ? Object.entries(constraints).map(([k, v]) => ({ [k]: v })) : [constraints];
  const text = (c) => {
    if (c == null) return "";
    if (typeof c !== "object") return String(c);
    if (c.text || c.description) return `${c.text ?? c.description}${typeof c.confidence === "number" ? ` (confidence ${c.confidence.toFixed(2)})` : ""}`;
    const parts = [c.entry ?? c.attribute ?? c.field ?? c.kind, c.op ?? c.operator, c.value ?? c.values, c.unit].filter((x) => x != null);
    if (parts.length >= 2) return parts.map((x) => (typeof x === "object" ? JSON.stringify(x) : String(x))).join(" ");
    return JSON.stringify(c);
  };
  return h("ul", {}, items.map((c) => h("li", {}, text(c))));
}

async function copyText(text, button, live) {
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
      const sel = pre.getRootNode().getSelection?.() ?? window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
    }
    done("Selected — press Ctrl+C");
  }
}

if (!customElements.get("dualgraph-assistant")) customElements.define("dualgraph-assistant", DualgraphAssistant);

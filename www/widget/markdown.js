// A tiny, safe markdown renderer. Text is never parsed as HTML: `parseMarkdown` turns it into a
// small tree of whitelisted constructs (paragraphs, headings, lists, code blocks, pipe tables,
// strong, em, inline code, http(s)/mailto links, line breaks, citation markers like [P1] or
// [C2, P3]) and `renderMarkdown` builds DOM nodes from that tree with createElement +
// textContent. Anything else — including every `<tag>` — stays literal text.

/**
 * @typedef {{type: "text", text: string} | {type: "code", text: string} | {type: "br"} | {type: "strong" | "em", children: Inline[]}
 *   | {type: "link", href: string, children: Inline[]} | {type: "cite", markers: string[]}} Inline
 * @typedef {{type: "ul" | "ol", items: Inline[][], start?: number}} List
 * @typedef {{type: "p", inline: Inline[]} | {type: "h", level: number, inline: Inline[]} | List
 *   | {type: "pre", text: string} | {type: "table", header: Inline[][], align: (string | null)[], rows: Inline[][][]}} Block
 */

/**
 * Parses markdown into blocks: {type: "p"|"h"|"ul"|"ol"|"pre"|"table", level?, inline?, items?,
 * text?, header?, align?, rows?}.
 * @param {unknown} source
 * @returns {Block[]}
 */
export function parseMarkdown(source) {
  const lines = String(source ?? "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  /** @type {Block[]} */
  const blocks = [];
  /** @type {string[]} */
  let para = [];
  /** @type {List | null} */
  let list = null;
  const flushPara = () => {
    if (para.length) blocks.push({ type: "p", inline: parseInline(para.join("\n")) });
    para = [];
  };
  const flushList = () => {
    if (list) blocks.push(list);
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      flushPara();
      flushList();
      const body = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(fence[1]); i++) body.push(lines[i]);
      blocks.push({ type: "pre", text: body.join("\n") });
      continue;
    }
    if (!line.trim()) {
      flushPara();
      flushList();
      continue;
    }
    if (line.includes("|") && i + 1 < lines.length && TABLE_RULE.test(lines[i + 1])) {
      const header = splitRow(line);
      const align = splitRow(lines[i + 1]).map((c) => (/^:-+:$/.test(c) ? "center" : /-:$/.test(c) ? "right" : null));
      if (header.length === align.length) {
        flushPara();
        flushList();
        const rows = [];
        for (i += 2; i < lines.length && lines[i].includes("|") && lines[i].trim(); i++) {
          const cells = splitRow(lines[i]).slice(0, header.length);
          while (cells.length < header.length) cells.push("");
          rows.push(cells.map(parseInline));
        }
        i--;
        blocks.push({ type: "table", header: header.map(parseInline), align, rows });
        continue;
      }
    }
    const h = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      flushPara();
      flushList();
      blocks.push({ type: "h", level: h[1].length, inline: parseInline(h[2]) });
      continue;
    }
    const ul = /^\s{0,3}[-*+]\s+(.*)$/.exec(line);
    const ol = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/.exec(line);
    if (ul || ol) {
      flushPara();
      const type = ul ? "ul" : "ol";
      if (!list || list.type !== type) {
        flushList();
        list = { type, items: [], start: ol ? Number(ol[1]) : undefined };
      }
      list.items.push(parseInline(ul ? ul[1] : ol[2]));
      continue;
    }
    if (list && /^\s{2,}\S/.test(line)) {
      // continuation of the last list item
      const last = list.items.length - 1;
      list.items[last] = [...list.items[last], { type: "br" }, ...parseInline(line.trim())];
      continue;
    }
    flushList();
    para.push(line);
  }
  flushPara();
  flushList();
  return blocks;
}

const SAFE_URL = /^(https?:\/\/|mailto:)/i;
/** The rule under a pipe table's header: `|---|:--:|--:|`. */
const TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
/** Citation markers as the engine writes them: [P1], [C2], [P1, C3]. */
const CITE = /^\[\s*([PC]\d{1,4}(?:\s*[,;]?\s*[PC]\d{1,4})*)\s*\]/;

/**
 * Cells of a pipe-table row (outer pipes optional, `\|` is a literal pipe).
 * @param {string} line
 */
function splitRow(line) {
  let s = line.trim();
  if (s.startsWith("|")) s = s.slice(1);
  if (s.endsWith("|") && !s.endsWith("\\|")) s = s.slice(0, -1);
  const cells = [];
  let cell = "";
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\" && s[i + 1] === "|") {
      cell += "\\|";
      i++;
    } else if (s[i] === "|") {
      cells.push(cell.trim());
      cell = "";
    } else cell += s[i];
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Parses inline markdown into nodes: {type: "text"|"strong"|"em"|"code"|"link"|"br"|"cite", …}.
 * @param {string} text
 * @returns {Inline[]}
 */
export function parseInline(text) {
  /** @type {Inline[]} */
  const out = [];
  let buf = "";
  const flush = () => {
    if (buf) out.push({ type: "text", text: buf });
    buf = "";
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const rest = text.slice(i);
    if (c === "\\" && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>|~{}]/.test(text[i + 1])) {
      buf += text[i + 1];
      i += 2;
      continue;
    }
    if (c === "\n") {
      flush();
      out.push({ type: "br" });
      i++;
      continue;
    }
    if (c === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i) {
        flush();
        out.push({ type: "code", text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (rest.startsWith("**") || rest.startsWith("__")) {
      const mark = rest.slice(0, 2);
      const end = findClose(text, mark, i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if ((c === "*" || c === "_") && text[i + 1] && text[i + 1] !== " " && text[i + 1] !== c) {
      const end = findClose(text, c, i + 1);
      if (end > i + 1 && text[end - 1] !== " ") {
        flush();
        out.push({ type: "em", children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (c === "[") {
      const m = /^\[((?:\\.|[^\]\\])*)\]\(\s*([^\s()]+)\s*\)/.exec(rest);
      if (m) {
        flush();
        if (SAFE_URL.test(m[2])) out.push({ type: "link", href: m[2], children: parseInline(m[1]) });
        else out.push(...parseInline(m[1])); // unsafe scheme (javascript:, data:, …): keep the text only
        i += m[0].length;
        continue;
      }
      const cite = CITE.exec(rest);
      if (cite) {
        flush();
        out.push({ type: "cite", markers: cite[1].split(/[\s,;]+/).filter(Boolean) });
        i += cite[0].length;
        continue;
      }
    }
    buf += c;
    i++;
  }
  flush();
  return out;
}

/**
 * @param {string} text
 * @param {string} mark
 * @param {number} from
 */
function findClose(text, mark, from) {
  for (let j = from; j < text.length; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (text.startsWith(mark, j)) return j;
  }
  return -1;
}

/**
 * Renders markdown into a DocumentFragment of safe elements (no HTML parsing anywhere).
 * `options.cite(marker)` returns the node for one citation marker (default: the text `[P1]`).
 * (A Document as `options` is the same as `{doc}`.)
 * @param {unknown} source
 * @param {RenderOptions | Document} [options]
 */
export function renderMarkdown(source, options = {}) {
  const opts = /** @type {RenderOptions} */ (options);
  const doc = opts.nodeType === 9 ? /** @type {Document} */ (options) : (opts.doc ?? document);
  const cite = opts.cite;
  /** @type {RenderContext} */
  const ctx = { doc, cite: typeof cite === "function" ? cite : null };
  const frag = doc.createDocumentFragment();
  for (const b of parseMarkdown(source)) {
    /** @type {HTMLElement | undefined} */
    let el;
    if (b.type === "p") {
      el = doc.createElement("p");
      appendInline(el, b.inline, ctx);
    } else if (b.type === "h") {
      el = doc.createElement(`h${Math.min(6, Math.max(3, b.level + 2))}`);
      appendInline(el, b.inline, ctx);
    } else if (b.type === "ul" || b.type === "ol") {
      el = doc.createElement(b.type);
      if (b.type === "ol" && b.start && b.start !== 1) /** @type {HTMLOListElement} */ (el).start = b.start;
      for (const item of b.items) {
        const li = doc.createElement("li");
        appendInline(li, item, ctx);
        el.append(li);
      }
    } else if (b.type === "pre") {
      el = doc.createElement("pre");
      const code = doc.createElement("code");
      code.textContent = b.text;
      el.append(code);
    } else if (b.type === "table") {
      const align = b.align;
      /** @type {(tag: "th" | "td", inline: Inline[], k: number) => HTMLTableCellElement} */
      const cell = (tag, inline, k) => {
        const c = doc.createElement(tag);
        if (tag === "th") c.scope = "col";
        if (align[k]) c.style.textAlign = align[k];
        appendInline(c, inline, ctx);
        return c;
      };
      const head = doc.createElement("tr");
      b.header.forEach((inline, k) => {
        head.append(cell("th", inline, k));
      });
      const thead = doc.createElement("thead");
      thead.append(head);
      const tbody = doc.createElement("tbody");
      for (const row of b.rows) {
        const tr = doc.createElement("tr");
        row.forEach((inline, k) => {
          tr.append(cell("td", inline, k));
        });
        tbody.append(tr);
      }
      const table = doc.createElement("table");
      table.append(thead, tbody);
      el = doc.createElement("div");
      el.className = "md-table";
      el.append(table);
    }
    if (el) frag.append(el);
  }
  return frag;
}

/**
 * @typedef {{doc?: Document, cite?: (marker: string) => Node | null | undefined, nodeType?: number}} RenderOptions
 * @typedef {{doc: Document, cite: ((marker: string) => Node | null | undefined) | null}} RenderContext
 */

/**
 * @param {Node & ParentNode} parent
 * @param {Inline[]} nodes
 * @param {RenderContext} ctx
 */
function appendInline(parent, nodes, ctx) {
  const { doc } = ctx;
  for (const n of nodes) {
    if (n.type === "text") parent.append(doc.createTextNode(n.text));
    else if (n.type === "br") parent.append(doc.createElement("br"));
    else if (n.type === "code") {
      const el = doc.createElement("code");
      el.textContent = n.text;
      parent.append(el);
    } else if (n.type === "strong" || n.type === "em") {
      const el = doc.createElement(n.type);
      appendInline(el, n.children, ctx);
      parent.append(el);
    } else if (n.type === "link") {
      const el = doc.createElement("a");
      el.href = n.href;
      el.rel = "noopener noreferrer nofollow";
      el.target = "_blank";
      appendInline(el, n.children, ctx);
      parent.append(el);
    } else if (n.type === "cite") {
      for (const marker of n.markers) {
        const node = ctx.cite?.(marker);
        if (node) parent.append(node);
        else {
          const span = doc.createElement("span");
          span.className = "cite";
          span.textContent = `[${marker}]`;
          parent.append(span);
        }
      }
    }
  }
}

/**
 * Plain text of markdown (for the screen-reader live region).
 * @param {unknown} source
 */
export function markdownToText(source) {
  /** @type {(nodes: Inline[]) => string} */
  const text = (nodes) =>
    nodes
      .map((n) =>
        n.type === "text" || n.type === "code"
          ? n.text
          : n.type === "br"
            ? " "
            : n.type === "cite"
              ? `[${n.markers.join(", ")}]`
              : text(n.children ?? []),
      )
      .join("");
  /** @param {Inline[][]} cells */
  const row = (cells) => cells.map(text).join(", ");
  return parseMarkdown(source)
    .map((b) =>
      b.type === "pre"
        ? b.text
        : b.type === "table"
          ? [b.header, ...b.rows].map(row).join("; ")
          : "items" in b
            ? b.items.map(text).join("; ")
            : text(b.inline),
    )
    .join(" ");
}

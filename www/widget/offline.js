// Offline answering without the question compiler: a keyword search over product names,
// categories, feature names and spec values, plus a price bound and "cheapest"/"most expensive".
// Pure functions (no DOM, no engine), shared by the worker and the Node unit tests.
//
// Every piece of user text that reaches SPARQL goes through `sparqlString` (a quoted, escaped
// SPARQL string literal) or `sparqlNumber` (a finite number printed by JS) — never concatenated raw.

/** Quotes `text` as a SPARQL string literal (STRING_LITERAL2), escaping everything that could end it. */
export function sparqlString(text) {
  const escaped = String(text).replace(/[\\"\n\r\t\b\f]|[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => {
    switch (c) {
      case "\\": return "\\\\";
      case '"': return '\\"';
      case "\n": return "\\n";
      case "\r": return "\\r";
      case "\t": return "\\t";
      case "\b": return "\\b";
      case "\f": return "\\f";
      default: return ""; // other control characters carry no meaning in a search
    }
  });
  return `"${escaped}"`;
}

/** Prints a number for SPARQL, or throws when it is not a finite number. */
export function sparqlNumber(value) {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`not a number: ${value}`);
  return String(n);
}

const STOPWORDS = new Set(
  `a an the which what who whose whom is are was were be been being do does did have has had having
   with for of in on at to by from and or but me my mine i we our you your show list find give tell
   any all some there that this those these it its can could should would will want wants need needs
   looking look buy get got please how many much number products product models model items item one
   ones thing things available sell sold offer offers good great nice best cheap price priced cost
   costs costing than less more under over below above least most up max maximum min minimum around
   about between pounds pound gbp eur euros usd dollars if so as also just only really very
   which's what's there's i'm`.split(/\s+/).filter(Boolean),
);
const NEGATIONS = new Set(["without", "not", "no", "don't", "doesn't", "lacking", "except", "excluding"]);

function parseAmount(text) {
  const m = /^([\d][\d,]*(?:\.\d+)?)\s*(k)?$/i.exec(text.trim());
  if (!m) return null;
  let n = Number(m[1].replace(/,/g, ""));
  if (m[2]) n *= 1000;
  return Number.isFinite(n) ? n : null;
}

const MONEY = String.raw`(?:[£$€]\s?([\d][\d,]*(?:\.\d+)?\s*k?)|([\d][\d,]*(?:\.\d+)?\s*k?)\s*(?:pounds?|gbp|euros?|eur|dollars?|usd|quid))`;

/**
 * Reads a question into a keyword-search plan:
 * `{ keywords (matched as substrings), terms (as written), price: {min?, max?}, order: "price-asc"|"price-desc"|null, notes[] }`.
 */
export function parseQuestion(question) {
  let q = String(question).normalize("NFKC").slice(0, 500);
  const notes = [];
  const price = {};
  const take = (re, fn) => {
    q = q.replace(re, (...m) => {
      fn(m);
      return " ";
    });
  };
  const amount = (m, i) => parseAmount(m[i] ?? m[i + 1] ?? "");
  take(new RegExp(String.raw`\bbetween\s+${MONEY}\s+(?:and|to|-)\s+${MONEY}`, "gi"), (m) => {
    const lo = amount(m, 1);
    const hi = amount(m, 3);
    if (lo != null) price.min = lo;
    if (hi != null) price.max = hi;
  });
  // "under £500" excludes £500 itself; "up to £500" includes it (likewise "over" / "at least").
  take(new RegExp(String.raw`(?:\b(under|below|less than|cheaper than|up to|at most|max(?:imum)?|within|no more than)|(<=?))\s*${MONEY}`, "gi"), (m) => {
    const v = amount(m, 3);
    if (v == null) return;
    price.max = v;
    price.maxStrict = /^(under|below|less than|cheaper than|<)$/i.test(m[1] ?? m[2]);
  });
  take(new RegExp(String.raw`(?:\b(over|above|more than|dearer than|at least|from|min(?:imum)?)|(>=?))\s*${MONEY}`, "gi"), (m) => {
    const v = amount(m, 3);
    if (v == null) return;
    price.min = v;
    price.minStrict = /^(over|above|more than|dearer than|>)$/i.test(m[1] ?? m[2]);
  });
  let order = null;
  take(/\b(cheapest|least expensive|lowest[- ]priced|lowest price|most affordable)\b/gi, () => (order = "price-asc"));
  take(/\b(most expensive|priciest|highest[- ]priced|highest price|dearest)\b/gi, () => (order = "price-desc"));

  const words = q.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'+.-]*/gu) ?? [];
  const keywords = [];
  const terms = [];
  let negated = false;
  for (let w of words) {
    w = w.replace(/[.'-]+$/, "").replace(/'s$/, "");
    if (NEGATIONS.has(w)) {
      negated = true;
      continue;
    }
    if (!w || STOPWORDS.has(w)) continue;
    if (/^[\d.,]+$/.test(w) && w.length < 2) continue;
    // Plural → singular by dropping one "s": matching is by substring, so this only widens.
    const stem = w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("os") ? w.slice(0, -1) : w;
    if (!keywords.includes(stem)) {
      keywords.push(stem);
      terms.push(w);
    }
  }
  if (negated) notes.push("Keyword search cannot express “without”/“not”: those words were ignored.");
  return { keywords: keywords.slice(0, 8), terms: terms.slice(0, 8), price, order, notes };
}

/**
 * The search query: every product scored by how many keywords occur (case-insensitive substring)
 * in its name, a category name, a feature name or a spec value; products with score = number of
 * keywords match all of them.
 */
export function keywordQuery(plan, { limit = 500 } = {}) {
  const lines = ["SELECT ?id ?name ?price (COUNT(DISTINCT ?kw) AS ?score) WHERE {"];
  if (plan.keywords.length) lines.push(`  VALUES ?kw { ${plan.keywords.map(sparqlString).join(" ")} }`);
  lines.push("  ?p a skgt:Product ; skg:hasId ?id ; skg:hasName ?name .");
  const filters = [];
  if (plan.price.min != null) filters.push(`?price ${plan.price.minStrict ? ">" : ">="} ${sparqlNumber(plan.price.min)}`);
  if (plan.price.max != null) filters.push(`?price ${plan.price.maxStrict ? "<" : "<="} ${sparqlNumber(plan.price.max)}`);
  if (filters.length || plan.order) {
    lines.push("  ?p skg:hasPrice ?price .");
    if (filters.length) lines.push(`  FILTER(${filters.join(" && ")})`);
  } else {
    lines.push("  OPTIONAL { ?p skg:hasPrice ?price }");
  }
  if (plan.keywords.length) {
    lines.push(
      "  { ?p skg:hasName ?text } UNION { ?p skg:belongs/skg:hasName ?text }",
      "  UNION { ?p skg:hasFeature/skg:hasName ?text } UNION { ?p skg:hasSpec/skg:hasRawText ?text }",
      "  UNION { ?p skg:hasSpec ?yes . ?yes skg:hasRawText ?yesText ; skg:inEntry/skg:hasName ?text",
      '          FILTER(STRSTARTS(LCASE(STR(?yesText)), "yes")) }',
      "  FILTER(CONTAINS(LCASE(STR(?text)), ?kw))",
    );
  }
  lines.push("}");
  lines.push("GROUP BY ?id ?name ?price");
  const by = plan.order === "price-desc" ? "DESC(?price)" : plan.order === "price-asc" ? "?price" : "";
  lines.push(`ORDER BY DESC(?score) ${by} ?name`.replace(/\s+/g, " ").trim());
  lines.push(`LIMIT ${sparqlNumber(Math.max(1, Math.floor(limit)))}`);
  return lines.join("\n");
}

/** Card details (name, url, price) for catalog ids. */
export function detailsQuery(ids) {
  return [
    "SELECT ?id ?name ?url ?price ?currency WHERE {",
    `  VALUES ?id { ${ids.map(sparqlString).join(" ")} }`,
    "  ?p skg:hasId ?id ; skg:hasName ?name .",
    "  OPTIONAL { ?p skg:hasUrl ?url }",
    "  OPTIONAL { ?p skg:hasPrice ?price }",
    "  OPTIONAL { ?p skg:hasCurrency ?currency }",
    "}",
  ].join("\n");
}

/** Spec rows (entry name, raw text, unit) for catalog ids. */
export function specsQuery(ids) {
  return [
    "SELECT ?id ?entry ?value ?unit WHERE {",
    `  VALUES ?id { ${ids.map(sparqlString).join(" ")} }`,
    "  ?p skg:hasId ?id ; skg:hasSpec ?s .",
    "  ?s skg:inEntry/skg:hasName ?entry ; skg:hasRawText ?value .",
    "  OPTIONAL { ?s skg:hasUnit ?unit }",
    "}",
  ].join("\n");
}

/** Suggestion data: products per category and per (category, feature). */
export const SUGGESTIONS_QUERY = `SELECT ?category ?feature (COUNT(DISTINCT ?p) AS ?n) (MIN(?price) AS ?min) (MAX(?price) AS ?max) WHERE {
  ?p a skgt:Product ; skg:belongs/skg:hasName ?category .
  OPTIONAL { ?p skg:hasPrice ?price }
  OPTIONAL { ?p skg:hasFeature/skg:hasName ?feature }
} GROUP BY ?category ?feature ORDER BY DESC(?n) ?category ?feature`;

const HEADLINE = [
  "screen size", "display size", "battery capacity", "battery life", "storage", "ram", "memory",
  "total capacity", "energy class", "noise level", "resolution", "refresh rate", "processor",
  "chipset", "weight", "type", "panel type", "hdmi ports", "active noise cancelling", "anc",
];
const BORING = new Set(["brand", "model", "colour", "color", "dimensions", "sim", "in the box", "warranty"]);

/**
 * Picks 3–5 specs for a card: the ones the question matched first, then headline entries,
 * then any with a unit. `specs`: [{entry, value, unit?}], `keywords`: lower-case words.
 */
export function pickSpecs(specs, keywords, max = 5) {
  const seen = new Set();
  const out = [];
  const add = (s, matched) => {
    const key = s.entry.toLowerCase();
    if (seen.has(key) || out.length >= max) return;
    seen.add(key);
    out.push({ entry: s.entry, value: s.value, matched });
  };
  for (const s of specs) {
    const v = s.value.toLowerCase();
    const e = s.entry.toLowerCase();
    const yes = /^yes\b/i.test(s.value);
    if (keywords.some((k) => v.includes(k) || (yes && e.includes(k)))) add(s, true);
  }
  for (const h of HEADLINE) {
    const s = specs.find((x) => x.entry.toLowerCase() === h);
    if (s) add(s, false);
  }
  for (const s of specs) if (s.unit && !BORING.has(s.entry.toLowerCase())) add(s, false);
  for (const s of specs) if (!BORING.has(s.entry.toLowerCase())) add(s, false);
  return out;
}

/** Escapes text for inclusion in the widget's markdown (so catalog text cannot format itself). */
export function mdEscape(text) {
  return String(text).replace(/[\\`*_[\]()#<>!|~-]/g, (c) => "\\" + c);
}

/** "£1,299" — price with currency symbol when known. */
export function formatPrice(amount, currency) {
  if (amount == null || amount === "" || !Number.isFinite(Number(amount))) return "";
  const n = Number(amount);
  const symbol = { GBP: "£", EUR: "€", USD: "$" }[currency ?? "GBP"];
  const num = n.toLocaleString("en-GB", { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });
  return symbol ? `${symbol}${num}` : `${num} ${currency}`;
}

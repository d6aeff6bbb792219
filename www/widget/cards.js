// The 3–5 key specs on a product card. The engine returns the values the question matched; the
// card adds a few more, chosen generically (no catalog's wording built in): entries whose values
// tell the shown products apart, then measured values (with a unit), then short values.
// Pure functions, shared by the worker and the Node unit tests.

/**
 * @typedef {{entry: string, value: string, unit?: string | null}} Spec
 * @typedef {{entry: string, value: string, matched: boolean}} CardSpec
 * @typedef {{stats: Map<string, {products: number, values: Set<string>}>, products: number}} EntryStats
 */

/**
 * Quotes `text` as a SPARQL string literal (STRING_LITERAL2), escaping everything that could end it.
 * @param {unknown} text
 */
export function sparqlString(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
  const escaped = String(text).replace(/[\\"\n\r\t\b\f]|[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => {
    switch (c) {
      case "\\":
        return "\\\\";
      case '"':
        return '\\"';
      case "\n":
        return "\\n";
      case "\r":
        return "\\r";
      case "\t":
        return "\\t";
      case "\b":
        return "\\b";
      case "\f":
        return "\\f";
      default:
        return ""; // other control characters cannot occur in a catalog id
    }
  });
  return `"${escaped}"`;
}

/**
 * Spec rows (entry name, raw text, unit) of products given by catalog id.
 * @param {string[]} ids
 */
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

/**
 * Per entry (lower-case name) over a set of products: how many have it and how many distinct
 * values it takes. `specsByProduct`: arrays of {entry, value}.
 * @param {Spec[][]} specsByProduct
 * @returns {EntryStats}
 */
export function entryStats(specsByProduct) {
  /** @type {EntryStats["stats"]} */
  const stats = new Map();
  for (const specs of specsByProduct) {
    const seen = new Set();
    for (const s of specs) {
      const key = s.entry.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const st = stats.get(key) ?? { products: 0, values: new Set() };
      st.products++;
      st.values.add(String(s.value).trim().toLowerCase());
      stats.set(key, st);
    }
  }
  return { stats, products: specsByProduct.length };
}

/**
 * Picks the card's specs: `matched` ([label, value] pairs from the engine, price excluded —
 * the card shows it anyway) first and flagged, then the product's other specs ranked by
 * (values differ between the shown products, has a unit, most shown products have it, short
 * value), ties by entry name. Returns 3–5 {entry, value, matched} when the product has them.
 * @param {Spec[]} specs
 * @param {[string, unknown][]} [matched]
 * @param {EntryStats} [peers]
 * @param {number} [max]
 * @returns {CardSpec[]}
 */
export function pickSpecs(specs, matched = [], peers = entryStats([specs]), max = 5) {
  /** @type {CardSpec[]} */
  const out = [];
  const seen = new Set();
  /** @type {(entry: unknown, value: unknown, hit: boolean) => void} */
  const add = (entry, value, hit) => {
    const key = String(entry).toLowerCase();
    if (seen.has(key) || out.length >= max || value == null || String(value).trim() === "") return;
    seen.add(key);
    out.push({ entry: String(entry), value: String(value), matched: hit });
  };
  for (const [label, value] of matched) if (!/^price$/i.test(String(label))) add(label, value, true);
  /** @param {Spec} s */
  const score = (s) => {
    const st = peers.stats.get(s.entry.toLowerCase());
    const value = String(s.value);
    let n = 0;
    if (st && peers.products > 1 && st.values.size > 1) n += 4;
    if (s.unit) n += 2;
    if (st && st.products * 2 >= peers.products) n += 1;
    if (value.length <= 24) n += 1;
    if (value.length > 60) n -= 3;
    return n;
  };
  const ranked = specs
    .map((s) => ({ ...s, score: score(s) }))
    .sort((a, b) => b.score - a.score || a.entry.localeCompare(b.entry));
  for (const s of ranked) add(s.entry, s.value, false);
  return out;
}

// What the widget writes above the evidence when no language model wrote an answer (offline,
// or the model failed), and the follow-up questions it offers. Pure functions of the engine's
// AskResult, decorated by the worker with `intent` (the compiler's plan) and `comparison`
// (its side-by-side table); shared by the element and the Node unit tests.
import { mdEscape, formatPrice, roundPrice } from "./format.js";

/** @typedef {import("./answer.js").DisplayResult} DisplayResult */

/**
 * The compiler's evidence table of a result, if the compiler answered.
 * @param {DisplayResult | null | undefined} result
 */
export function compilerTable(result) {
  return (result?.tables ?? []).find((t) => t.source === "compiler") ?? null;
}

/**
 * The constraints the compiler understood, without the intent clause ("list; a; b" → "a · b").
 * @param {string | null | undefined} understood
 */
export function conditions(understood) {
  return String(understood ?? "")
    .split(/;\s*/)
    .filter((part, i) => !(i === 0 && /^(list|count|top \d+ by |sort by |compare|look up)\b/i.test(part)))
    .filter(Boolean)
    .join(" · ");
}

/** The engine's `k` of a sort ("sort them by price"): every product, ordered. */
const SORT_ALL = 10000;

/** @param {string[]} list */
const names = (list) => list.map((n) => `**${mdEscape(n)}**`).join(", ");

/**
 * Markdown summary of retrieval results (the offline answer).
 * @param {DisplayResult} result
 */
export function offlineSummary(result) {
  const table = compilerTable(result);
  const products = result.products ?? [];
  if (table) {
    const intent = result.intent ?? /** @type {Partial<NonNullable<DisplayResult["intent"]>>} */ ({});
    const count = table.rows;
    const cond = conditions(result.trace?.understood);
    const matchText = `**${count}** ${count === 1 ? "product matches" : "products match"}${cond ? `: ${mdEscape(cond)}` : ""}.`;
    if (intent.kind === "compare") {
      const winners = result.comparison?.winners ?? [];
      return winners.length
        ? `${names(winners)} ${winners.length > 1 ? "tie" : "wins"}${intent.by ? ` on ${mdEscape(intent.by)}` : ""}.`
        : "Here they are side by side.";
    }
    if (intent.kind === "lookup") {
      return result.comparison
        ? "Here are the values from the spec tables."
        : products.length
          ? `${names(products.slice(0, 3).map((p) => p.name))}.`
          : "No matching product.";
    }
    if (!products.length)
      return cond
        ? `No product in the catalog meets all of these conditions: ${mdEscape(cond)}.`
        : "No product in the catalog matches.";
    if (intent.kind === "superlative" && Number(intent.k) >= SORT_ALL) {
      return `${matchText} Sorted by ${mdEscape(String(intent.by ?? "price"))}.`;
    }
    if (intent.kind === "superlative") {
      const k = Math.max(1, Number(intent.k) || 1);
      const top = products[0];
      const by = String(intent.by ?? "price");
      const shown = /^price$/i.test(by)
        ? formatPrice(top.price, top.currency)
        : (top.values ?? []).find(([label]) => label.toLowerCase() === by.toLowerCase())?.[1];
      let text = `${names(products.slice(0, k).map((p) => p.name))}${shown ? ` — ${mdEscape(shown)}` : ""}.`;
      const tied = result.productCount ?? products.length;
      if (tied > k) text += k === 1 ? ` ${tied} products tie.` : ` ${tied} products are listed (ties included).`;
      return text;
    }
    return matchText;
  }
  const chunks = result.chunks ?? [];
  if (chunks.length) {
    const about = products.length ? `, and the product${products.length === 1 ? "" : "s"} they mention` : "";
    return `This is not a question the catalog's spec tables answer exactly, so here ${chunks.length === 1 ? "is the passage" : `are the ${chunks.length} passages`} from the catalog's text that best match it${about}.`;
  }
  const found = result.productCount ?? products.length;
  if (found) return `**${found}** ${found === 1 ? "product was" : "products were"} found.`;
  return "I could not find anything in the catalog for that question. Try naming a product, a category or a feature — or pick one of the examples.";
}

/**
 * Follow-up questions for a list or count answer. In a conversation they refine the answer
 * ("Under £500", "Sort them by price", "Compare the first two", "The cheapest one"); without one
 * they are whole questions (the question with a price bound, the cheapest of its category).
 * @param {DisplayResult} result
 * @param {{conversation?: boolean}} [how]
 */
export function followups(result, { conversation = false } = {}) {
  const table = compilerTable(result);
  const kind = result.intent?.kind;
  if (!table || !["list", "count", "superlative"].includes(kind ?? "")) return [];
  const sorted = kind === "superlative" && Number(result.intent?.k) >= SORT_ALL;
  if (kind === "superlative" && !sorted) return [];
  const constraints = (result.constraints ?? []).map((c) => String(c.text ?? ""));
  /** @type {string[]} */
  const out = [];
  const products = result.products ?? [];
  const prices = products
    .map((p) => p.price)
    .filter((p) => typeof p === "number")
    .sort((a, b) => a - b);
  const currency = products.find((p) => p.currency)?.currency;
  const priceBound = products.length > 3 && prices.length > 3 && !constraints.some((c) => /^price\b/i.test(c));
  const bound = priceBound ? formatPrice(roundPrice(prices[Math.floor(prices.length / 2)]), currency) : null;
  if (conversation) {
    if (bound) out.push(`Under ${bound}`);
    if (prices.length >= 2) out.push("The cheapest one");
    if (!sorted && prices.length >= 3) out.push("Sort them by price");
    if (products.length >= 2) out.push("Compare the first two");
    return out;
  }
  if (bound) out.push(`${String(result.question).replace(/[?.!\s]+$/, "")} under ${bound}`);
  const category = constraints.map((c) => /^category = (.+)$/.exec(c)?.[1]).find(Boolean);
  const feature = constraints.map((c) => /^has (.+)$/.exec(c)?.[1]).find(Boolean);
  if (category && products.length > 1) out.push(`Cheapest ${category}${feature ? ` with ${feature}` : ""}`);
  return out;
}

// What the widget writes above the evidence when no language model wrote an answer (offline,
// or the model failed), and the follow-up questions it offers. Pure functions of the engine's
// AskResult, decorated by the worker with `intent` (the compiler's plan) and `comparison`
// (its side-by-side table); shared by the element and the Node unit tests.
import { mdEscape, formatPrice, questionPrice, roundPrice } from "./format.js";
import { translator } from "./i18n.js";

const english = translator("en");

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
 * Markdown summary of retrieval results (the offline answer), in the language of `t`.
 * @param {DisplayResult} result
 * @param {(key: string, vars?: Record<string, unknown>) => string} [t] a translator (i18n.js)
 * @param {string} [locale] for prices
 */
export function offlineSummary(result, t = english, locale = "en-GB") {
  const table = compilerTable(result);
  const products = result.products ?? [];
  if (table) {
    const intent = result.intent ?? /** @type {Partial<NonNullable<DisplayResult["intent"]>>} */ ({});
    const count = table.rows;
    const cond = conditions(result.trace?.understood);
    const matchText = t("matchCount", { n: count, cond: cond ? `: ${mdEscape(cond)}` : "" });
    if (intent.kind === "compare") {
      const winners = result.comparison?.winners ?? [];
      return winners.length
        ? t(winners.length > 1 ? "tie" : "wins", {
            names: names(winners),
            by: intent.by ? t("onBy", { by: mdEscape(intent.by) }) : "",
          })
        : t("sideBySideHere");
    }
    if (intent.kind === "lookup") {
      return result.comparison
        ? t("lookupValues")
        : products.length
          ? `${names(products.slice(0, 3).map((p) => p.name))}.`
          : t("noMatchingProduct");
    }
    if (!products.length) return cond ? t("noneMeets", { cond: mdEscape(cond) }) : t("noneMatches");
    if (intent.kind === "superlative" && Number(intent.k) >= SORT_ALL) {
      return `${matchText}${t("sortedBy", { by: mdEscape(String(intent.by ?? "price")) })}`;
    }
    if (intent.kind === "superlative") {
      const k = Math.max(1, Number(intent.k) || 1);
      const top = products[0];
      const by = String(intent.by ?? "price");
      const shown = /^price$/i.test(by)
        ? formatPrice(top.price, top.currency, locale)
        : (top.values ?? []).find(([label]) => label.toLowerCase() === by.toLowerCase())?.[1];
      let text = `${names(products.slice(0, k).map((p) => p.name))}${shown ? ` — ${mdEscape(shown)}` : ""}.`;
      const tied = result.productCount ?? products.length;
      if (tied > k) text += t(k === 1 ? "tiesOne" : "tiesMany", { n: tied });
      return text;
    }
    return matchText;
  }
  const chunks = result.chunks ?? [];
  if (chunks.length) {
    const about = products.length ? t("passagesAbout", { n: products.length }) : "";
    return t("passagesIntro", { n: chunks.length, about });
  }
  const found = result.productCount ?? products.length;
  if (found) return t("found", { n: found });
  return t("nothingFound");
}

/**
 * Follow-up questions for a list or count answer. In a conversation they refine the answer
 * ("Under £500", "Sort them by price", "Compare the first two", "The cheapest one"); without one
 * they are whole questions (the question with a price bound, the cheapest of its category).
 * @param {DisplayResult} result
 * @param {(key: string, vars?: Record<string, unknown>) => string} [t] a translator (i18n.js)
 * @param {string} [locale] for prices
 * @param {{conversation?: boolean}} [how] in a conversation: refinements of this answer
 */
export function followups(result, t = english, locale = "en-GB", { conversation = false } = {}) {
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
  const bound = priceBound ? questionPrice(roundPrice(prices[Math.floor(prices.length / 2)]), currency, locale) : null;
  if (conversation) {
    if (bound) out.push(t("qRefineUnder", { price: bound }));
    if (prices.length >= 2) out.push(t("qTheCheapest"));
    if (!sorted && prices.length >= 3) out.push(t("qSortByPrice"));
    if (products.length >= 2) out.push(t("qCompareFirstTwo"));
    return out;
  }
  if (bound) {
    out.push(t("qQuestionUnder", { question: String(result.question).replace(/[?.!\s]+$/, ""), price: bound }));
  }
  const category = constraints.map((c) => /^category = (.+)$/.exec(c)?.[1]).find(Boolean);
  const feature = constraints.map((c) => /^has (.+)$/.exec(c)?.[1]).find(Boolean);
  if (category && products.length > 1) {
    const cheapest = t("qCheapest", { category });
    out.push(feature ? t("qWithFeature", { category: cheapest, feature }) : cheapest);
  }
  return out;
}

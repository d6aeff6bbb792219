// Suggested questions for any catalog, from what the bundle holds (never an example's words):
// its categories with product counts and price range, the yes/no features that split a big
// category, and the currency of its prices. The worker gathers the data with SPARQL; the element
// phrases it in its locale (prices) with the translator's question templates.
import { questionPrice, roundPrice } from "./format.js";
import { translator } from "./i18n.js";

/**
 * @typedef {{name: string, products: number, min: number | null, max: number | null}} Category
 * @typedef {{category: string, feature: string, n: number}} FeatureCount
 * @typedef {{categories: Category[], features: FeatureCount[], currency: string | null}} SuggestionData
 * @typedef {{placeholder: string | null, questions: string[]}} Suggested
 */

/**
 * The placeholder question and up to 4 chips: "<Category> with <Feature>" for the features that
 * split a category of 5+ products most evenly (2 categories at most), "<Category> under <round
 * middle price>" and "Cheapest <category>" for a category whose prices vary.
 * @param {SuggestionData} data
 * @param {(key: string, vars?: Record<string, unknown>) => string} [t]
 * @param {string} [locale] for the price
 * @returns {Suggested}
 */
export function suggestQuestions(data, t = translator("en"), locale = "en-GB") {
  const categories = new Map(data.categories.map((c) => [c.name, c]));
  /** @param {FeatureCount} f */
  const split = (f) => Math.abs(f.n / (categories.get(f.category)?.products || 1) - 0.5);
  const candidates = data.features
    .filter((f) => {
      const c = categories.get(f.category);
      return c && f.n >= 2 && f.n < c.products && c.products >= 5;
    })
    .sort((a, b) => split(a) - split(b) || a.category.localeCompare(b.category));
  /** @type {string[]} */
  const questions = [];
  const used = new Set();
  for (const f of candidates) {
    if (used.has(f.category)) continue;
    used.add(f.category);
    questions.push(t("qWithFeature", { category: f.category, feature: f.feature }));
    if (questions.length >= 2) break;
  }
  const cats = data.categories;
  const priced =
    cats.find((c) => c.min != null && c.max != null && c.max > c.min && !used.has(c.name)) ??
    cats.find((c) => c.min != null && c.max != null && c.max > c.min);
  let placeholder = questions[0] ?? (cats[0] ? cats[0].name : null);
  if (priced && priced.min != null && priced.max != null) {
    const bound = questionPrice(roundPrice((priced.min + priced.max) / 2), data.currency, locale);
    placeholder = t("qUnder", { category: priced.name, price: bound });
    questions.push(placeholder);
    questions.push(t("qCheapest", { category: priced.name.toLowerCase() }));
  }
  return { placeholder, questions };
}

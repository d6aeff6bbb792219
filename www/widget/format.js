// Text formatting shared by the worker and the element: prices and markdown escaping.

/**
 * Escapes text for inclusion in the widget's markdown (so catalog text cannot format itself).
 * @param {unknown} text
 */
export function mdEscape(text) {
  return String(text).replace(/[\\`*_[\]()#<>!|~-]/g, (c) => `\\${c}`);
}

/**
 * A price in the page's locale and the catalog's currency, with Intl.NumberFormat: "£1,299"
 * (en-GB, GBP), "1.299 €" (de, EUR), "€2,28,888" (en-IN, EUR); cents only when the amount has
 * them. A currency Intl does not know shows as "1,299 XYZ"; "" when the amount is not a number.
 * @param {number | string | null | undefined} amount
 * @param {string | null} [currency] ISO 4217 code (default GBP)
 * @param {string} [locale] BCP 47 tag (default en-GB)
 * @param {Intl.NumberFormatOptions} [options] more Intl options
 */
export function formatPrice(amount, currency, locale = "en-GB", options = {}) {
  if (amount == null || amount === "" || !Number.isFinite(Number(amount))) return "";
  const n = Number(amount);
  const digits = { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency || "GBP",
      ...digits,
      ...options,
    }).format(n);
  } catch {
    return `${formatNumber(n, locale)} ${currency}`; // not an ISO currency code, or a bad locale
  }
}

/**
 * A price inside a question to the engine: as formatPrice (the locale's grouping, currency sign
 * and its place, which the question compiler reads: "3.500 SAR", "€1,15,500"), but always in
 * Latin digits, which it reads whatever the locale's own digits are (ar-SA writes ٣٥٠٠), and plain
 * spaces.
 * @param {number} amount
 * @param {string | null} [currency]
 * @param {string} [locale]
 */
export function questionPrice(amount, currency, locale = "en-GB") {
  // Intl separates with no-break spaces ("3.500\u00a0SAR"), which the compiler does not read as spaces.
  return formatPrice(amount, currency, locale, { numberingSystem: "latn" }).replace(/[\u00a0\u202f]/g, " ");
}

/**
 * A number in the locale's grouping and decimal separator ("1,299.5", "1.299,5"); en-GB when the
 * locale is not valid.
 * @param {number} n
 * @param {string} [locale]
 */
export function formatNumber(n, locale = "en-GB") {
  const digits = { maximumFractionDigits: 2 };
  try {
    return n.toLocaleString(locale, digits);
  } catch {
    return n.toLocaleString("en-GB", digits);
  }
}

/**
 * A round price near `x` (for suggested questions): steps of 50, 100 or 500.
 * @param {number} x
 */
export function roundPrice(x) {
  const step = x > 1000 ? 500 : x > 200 ? 100 : 50;
  return Math.max(step, Math.round(x / step) * step);
}

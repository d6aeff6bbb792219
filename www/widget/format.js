// Text formatting shared by the worker and the element: prices and markdown escaping.

/**
 * Escapes text for inclusion in the widget's markdown (so catalog text cannot format itself).
 * @param {unknown} text
 */
export function mdEscape(text) {
  return String(text).replace(/[\\`*_[\]()#<>!|~-]/g, (c) => `\\${c}`);
}

/**
 * "£1,299" — price with currency symbol when known, else "1,299 CHF"; "" when not a number.
 * @param {number | string | null | undefined} amount
 * @param {string | null} [currency] ISO code (default GBP)
 */
export function formatPrice(amount, currency) {
  if (amount == null || amount === "" || !Number.isFinite(Number(amount))) return "";
  const n = Number(amount);
  const symbol = /** @type {Record<string, string>} */ ({ GBP: "£", EUR: "€", USD: "$" })[currency ?? "GBP"];
  const num = n.toLocaleString("en-GB", {
    minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return symbol ? `${symbol}${num}` : `${num} ${currency}`;
}

/**
 * A round price near `x` (for suggested questions): steps of 50, 100 or 500.
 * @param {number} x
 */
export function roundPrice(x) {
  const step = x > 1000 ? 500 : x > 200 ? 100 : 50;
  return Math.max(step, Math.round(x / step) * step);
}

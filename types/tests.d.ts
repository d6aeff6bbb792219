// Ambient types for the JS type check (tsconfig.json): what browser tests and bench scripts put on
// `window` from page.evaluate / addInitScript to read back later.

interface Window {
  /** scripts/bench_page.mjs: when and how the widget became ready. */
  __ready?: { at: number; source: string; hasCompiler: boolean; timings: Record<string, number>; workerMs: number };
  /** The details of "dg-answer" events (decorated AskResults). */
  __results?: import("../pkg/dualgraph.js").AskResult[];
  /** tests/browser/stop.test.mjs: the types of "dg-event" events, in order. */
  __events?: string[];
  /** The details of "dg-progress" events. */
  __progress?: { phase: string; loaded?: number; total?: number; source?: string }[];
  /** Every rendering of the answer text, with the answer's aria-busy. */
  __md?: { text: string; busy: string | null }[];
  /** Every change of the live region's text. */
  __live?: (string | null)[];
  __pwned?: boolean;
  owned?: boolean;
}

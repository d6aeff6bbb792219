// Types of the dualgraph-assistant package: the <dualgraph-assistant> element, its events and
// properties, the UI-less DualgraphClient, and the translation/format helpers it re-exports.
import type {
  AskEvent,
  AskOptions,
  AskResult,
  ConversationState,
  ProductCard,
  QueryOptions,
  QueryResult,
} from "dualgraph";

/** What the engine reported when the bundle was ready. */
export interface AssistantInfo {
  source: "network" | "cache";
  catalog: string;
  products: number;
  triples: number;
  bytes: number;
  engineVersion: string;
  /** Categories with product counts and price range (in `currency`). */
  categories: { name: string; products: number; min: number | null; max: number | null }[];
  /** Products per (category, yes/no feature). */
  features: { category: string; feature: string; n: number }[];
  /** ISO 4217 code of the catalog's prices, null when no product has a price. */
  currency: string | null;
  /** Example questions (English, en-GB prices); the element phrases its own in its locale. */
  suggestions: string[];
  [key: string]: unknown;
}

/** Download/verify progress: phase "starting" | "downloading" | "cache" | "verifying" | "ready". */
export interface Progress {
  phase: string;
  loaded?: number;
  total?: number;
  source?: string;
  message?: string;
  [key: string]: unknown;
}

/** The AskResult of the engine, plus the widget's `intent`, `comparison`, `constraints` and card `specs`. */
export type AssistantResult = AskResult & Record<string, unknown>;

/** A message: a string with {name} placeholders, or plural forms chosen by {n}. */
export type Message = string | { one: string; other: string };
export type Messages = Record<string, Message>;
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Everything the element shows, per language ("en", "de"); unknown languages and keys fall back to English. */
export declare const TRANSLATIONS: Record<string, Messages>;
/** A translator for a BCP 47 locale ("de-AT" uses "de"), with optional extra or overriding tables. */
export declare function translator(locale: string, extra?: Record<string, Messages>): Translate;
/** The element's locale: its own or nearest ancestor's `lang`, else the document's, else the browser's. */
export declare function localeOf(el?: Element | null): string;
/** A price with Intl.NumberFormat in `locale` (default en-GB) and ISO `currency` (default GBP). */
export declare function formatPrice(
  amount: number | string | null | undefined,
  currency?: string | null,
  locale?: string,
): string;

/** A product card's data: the engine's ProductCard plus the 3–5 specs the widget picked. */
export type CardProduct = ProductCard & { specs?: { entry: string; value: string; matched: boolean }[] };

/** Helpers handed to a `renderCard` hook. */
export interface CardHelpers {
  /** Formats in the widget's locale. */
  formatPrice: (amount: number, currency?: string | null) => string;
  t: Translate;
  locale: string;
}

/** The engine in a module Web Worker, without UI. */
export declare class DualgraphClient extends EventTarget {
  /**
   * @param options.bundle URL of the .dgb bundle
   * @param options.manifest optional JSON sidecar ({bytes, manifest}) to check the cached bundle against
   * @param options.engine URL of the engine module (default: the `dualgraph` package, bundled)
   */
  constructor(options: { bundle: string; manifest?: string | null; engine?: string | null });
  readonly ready: Promise<AssistantInfo>;
  info?: AssistantInfo;
  state: Progress;
  ask(question: string, how?: { options?: AskOptions; onEvent?: (event: AskEvent) => void }): Promise<AssistantResult>;
  query(sparql: string, options?: QueryOptions): Promise<QueryResult & { ms: number }>;
  terminate(): void;
}

/**
 * <dualgraph-assistant bundle="/catalog.dgb" manifest="/catalog.dgb.json" lang="de">: asks the
 * catalog in the page. Attributes: bundle, manifest, engine, llm-endpoint, llm-model,
 * llm-timeout-ms, strategy, heading, placeholder, suggestions, lang, conversation
 * ("session" | "memory" | "off": where the conversation state is kept).
 */
export declare class DualgraphAssistant extends HTMLElement {
  static observedAttributes: string[];
  /** Asks as if typed; the result, or null when there is none. */
  ask(question: string): Promise<AssistantResult | null>;
  /** Read-only SPARQL on the loaded bundle. */
  query(sparql: string, options?: QueryOptions): Promise<QueryResult & { ms: number }>;
  /** The engine's report once ready, else null. */
  readonly info: AssistantInfo | null;
  /** Starts a new conversation: the next question is read on its own. */
  newConversation(): void;
  /** The engine's conversation state after the last answer (null: none yet, or off). */
  readonly conversation: ConversationState | null;
  /** Where the conversation state is kept. */
  readonly conversationMode: "session" | "memory" | "off";
  /** Locale of strings and prices. */
  readonly locale: string;
  /** Extra or overriding translations by language. */
  translations: Record<string, Messages> | null;
  /** Draws a product card's contents; null keeps the built-in card. */
  renderCard: ((product: CardProduct, helpers: CardHelpers) => Node | null) | null;
  readonly llmSettings: {
    mode: "site" | "visitor" | "off";
    endpoint: string | null;
    model: string | null;
    hasKey: boolean;
    problem?: string;
  };
}

export declare function renderMarkdown(source: string, options?: { cite?: (marker: string) => Node | null }): Node;
export declare function parseMarkdown(source: string): unknown[];
export declare function safeUrl(url: unknown): string | null;

export interface DualgraphEventMap {
  "dg-progress": CustomEvent<Progress>;
  "dg-ready": CustomEvent<AssistantInfo>;
  "dg-error": CustomEvent<{ message: string }>;
  "dg-event": CustomEvent<AskEvent>;
  "dg-answer": CustomEvent<AssistantResult>;
}

declare global {
  interface HTMLElementTagNameMap {
    "dualgraph-assistant": DualgraphAssistant;
  }
  interface HTMLElementEventMap extends DualgraphEventMap {}
}

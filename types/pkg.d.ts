// wasm-bindgen declares the engine's optional trailing parameters (`X | undefined`) as required; the
// engine accepts them left out (`engine.query(sparql)`), and these overloads say so. The rest of
// the engine's types come from pkg/dualgraph.d.ts as built (wasm-pack).
import type {
  AskEvent,
  AskOptions,
  AskResult,
  QueryOptions,
  QueryResult,
  SearchOptions,
  SearchResult,
} from "../pkg/dualgraph.js";

declare module "../pkg/dualgraph.js" {
  interface Engine {
    ask(question: string, options?: AskOptions | null, onEvent?: (event: AskEvent) => void): Promise<AskResult>;
    query(sparql: string, options?: QueryOptions): QueryResult;
    search(text: string, options?: SearchOptions): SearchResult;
  }
}

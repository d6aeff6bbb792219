// The engine module the widget's worker loads: the `dualgraph` package (a peer dependency).
// Bundlers resolve this import (and the engine's `new URL("dualgraph_bg.wasm", import.meta.url)`).
export * from "dualgraph";
export { default } from "dualgraph";

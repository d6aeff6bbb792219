// The engine module the worker loads (unless the element's `engine` attribute names another URL).
// On the demo site it is pkg/ beside this folder (site/pkg/); the widget's npm package replaces
// this file with `export … from "dualgraph"`, the engine package (scripts/package-widget.mjs).
// (The type check runs on www/, where ../pkg/ does not exist: the engine's types come from the
// worker's JSDoc instead.)
// @ts-expect-error -- resolved in site/ (www/pkg/ does not exist)
export * from "../pkg/dualgraph.js";
// @ts-expect-error -- resolved in site/ (www/pkg/ does not exist)
export { default } from "../pkg/dualgraph.js";

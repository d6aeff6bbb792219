// Landing-page glue: example buttons ask the assistant; engine facts appear once it is ready.
const assistant = /** @type {import("./widget/dualgraph-assistant.js").DualgraphAssistant} */ (
  document.getElementById("assistant")
);
await customElements.whenDefined("dualgraph-assistant");

for (const button of document.querySelectorAll("button.ex")) {
  button.addEventListener("click", () => {
    assistant.scrollIntoView({ block: "nearest", behavior: "smooth" });
    assistant.ask(button.textContent.trim());
  });
}

// A bundle the visitor built with the CLI (`dualgraph build --from …`): loaded from the file,
// in place of the demo catalog, without a manifest sidecar.
const own = /** @type {HTMLInputElement | null} */ (document.getElementById("own-file"));
own?.addEventListener("change", () => {
  const file = own.files?.[0];
  if (!file) return;
  assistant.removeAttribute("manifest");
  assistant.setAttribute("heading", `Ask ${file.name}`);
  assistant.setAttribute("bundle", URL.createObjectURL(file));
});

const info = document.getElementById("engine-info");
assistant.addEventListener("dg-ready", (e) => {
  const d = e.detail;
  const ai = assistant.llmSettings;
  info.textContent = `Engine ${d.engineVersion} (WebAssembly) · catalog “${d.catalog}”: ${d.products} products, ${d.triples.toLocaleString("en-GB")} triples, ${Math.round(d.bytes / 1024)} KB bundle · loaded in ${Math.round(d.ms)} ms${d.source === "cache" ? " from the browser cache" : ""} · AI: ${ai.mode === "off" ? "none (add your own under “AI settings”)" : `${ai.model} via ${ai.endpoint}`}.`;
  document.getElementById("examples-note").textContent =
    ai.mode === "off"
      ? "Select one to ask it. Every answer is computed offline in your browser: the question compiler turns filter, count, superlative and comparison questions into SPARQL; open questions get the catalog passages that best match them."
      : "Select one to ask it. The catalog is searched in your browser; the AI model writes the answer from what was found, with citations.";
  const size = document.getElementById("bundle-size");
  if (size) size.textContent = `${Math.round(d.bytes / 1024)} KB here`;
});
assistant.addEventListener("dg-error", (e) => {
  info.textContent = `The demo could not start: ${e.detail.message}`;
});

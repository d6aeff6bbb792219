// Landing-page glue: example buttons ask the assistant; engine facts appear once it is ready.
const assistant = document.getElementById("assistant");
await customElements.whenDefined("dualgraph-assistant");

for (const button of document.querySelectorAll("button.ex")) {
  button.addEventListener("click", () => {
    assistant.scrollIntoView({ block: "nearest", behavior: "smooth" });
    assistant.ask(button.textContent.trim());
  });
}

const info = document.getElementById("engine-info");
assistant.addEventListener("dg-ready", (e) => {
  const d = e.detail;
  info.textContent = `Engine ${d.engineVersion} (WebAssembly) · catalog “${d.catalog}”: ${d.products} products, ${d.triples.toLocaleString("en-GB")} triples, ${Math.round(d.bytes / 1024)} KB bundle · loaded in ${Math.round(d.ms)} ms${d.source === "cache" ? " from the browser cache" : ""} · question compiler: ${d.hasCompiler ? "yes" : "not in this engine yet (keyword search)"}.`;
  const note = document.getElementById("examples-note");
  if (d.hasCompiler) {
    note.textContent = "Select one to ask it. Every answer is computed offline in your browser: the question compiler turns the question into SPARQL (keyword search when it declines). Open questions will need the AI path, which is coming soon.";
  } else {
    note.textContent = "Select one to ask it. This engine has no question compiler yet, so offline answers come from a keyword search over names, categories, features and spec values, with price limits; questions marked “needs compiler” get precise answers once it ships.";
    for (const t of document.querySelectorAll(".needs-compiler")) t.hidden = false;
  }
  const size = document.getElementById("bundle-size");
  if (size) size.textContent = `${Math.round(d.bytes / 1024)} KB here`;
});
assistant.addEventListener("dg-error", (e) => {
  info.textContent = `The demo could not start: ${e.detail.message}`;
});

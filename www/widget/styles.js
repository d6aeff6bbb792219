// The widget's shadow-DOM stylesheet. Theme it from the host page with CSS custom properties:
//   dualgraph-assistant { --dg-accent: #7a1fa2; --dg-height: 40rem; --dg-font: "Inter", sans-serif; }
// Defaults meet WCAG AA contrast (text ≥ 4.5:1 on its background).
export const STYLES = `
:host {
  display: block;
  --_bg: var(--dg-bg, #ffffff);
  --_fg: var(--dg-fg, #1b1f24);
  --_muted: var(--dg-muted, #57606a);
  --_surface: var(--dg-surface, #f6f8fa);
  --_border: var(--dg-border, #d0d7de);
  --_accent: var(--dg-accent, #0b5cad);
  --_accent-fg: var(--dg-accent-fg, #ffffff);
  --_focus: var(--dg-focus, #0b5cad);
  --_danger: var(--dg-danger, #b42318);
  --_ok: var(--dg-ok, #1a7f37);
  --_warn: var(--dg-warn, #8a4b00);
  --_radius: var(--dg-radius, 10px);
  --_font: var(--dg-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --_mono: var(--dg-mono, ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace);
  contain: content;
  font-family: var(--_font);
  color: var(--_fg);
  line-height: 1.45;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.dg {
  display: flex; flex-direction: column;
  height: var(--dg-height, 38rem); min-height: 20rem;
  background: var(--_bg); color: var(--_fg);
  border: 1px solid var(--_border); border-radius: var(--_radius);
  overflow: hidden;
}
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
button, input, textarea, select { font: inherit; color: inherit; }
:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
a { color: var(--_accent); }
header {
  display: flex; align-items: center; gap: .5rem; flex-wrap: wrap;
  padding: .6rem .8rem; border-bottom: 1px solid var(--_border); background: var(--_surface);
}
header h2 { font-size: 1rem; margin: 0; flex: 1 1 auto; }
.badge { font-size: .75rem; padding: .1rem .5rem; border-radius: 999px; border: 1px solid var(--_border); color: var(--_muted); background: var(--_bg); white-space: nowrap; }
.btn {
  border: 1px solid var(--_border); background: var(--_bg); border-radius: calc(var(--_radius) * .7);
  padding: .35rem .7rem; cursor: pointer; min-height: 2.25rem;
}
.btn:hover { border-color: var(--_accent); }
.btn.primary { background: var(--_accent); color: var(--_accent-fg); border-color: var(--_accent); }
.btn.small { min-height: 1.9rem; padding: .15rem .55rem; font-size: .85rem; }
.status { padding: .5rem .8rem; border-bottom: 1px solid var(--_border); font-size: .875rem; color: var(--_muted); }
.status[data-state="ready"] { padding: .25rem .8rem; }
.status[data-state="error"] { color: var(--_danger); background: color-mix(in srgb, var(--_danger) 8%, var(--_bg)); }
.status .error-msg { color: var(--_danger); font-weight: 600; margin: 0 0 .4rem; overflow-wrap: anywhere; }
.bar { height: .5rem; background: var(--_surface); border: 1px solid var(--_border); border-radius: 999px; overflow: hidden; margin-bottom: .3rem; }
.bar > div { height: 100%; width: 0; background: var(--_accent); transition: width .15s linear; }
.status[data-phase="verifying"] .bar > div { background: repeating-linear-gradient(45deg, var(--_accent) 0 10px, color-mix(in srgb, var(--_accent) 70%, white) 10px 20px); }
.log { flex: 1 1 auto; overflow: auto; padding: .8rem; display: flex; flex-direction: column; gap: 1rem; overscroll-behavior: contain; }
.empty { color: var(--_muted); margin: auto 0; text-align: center; }
.answer { border: 1px solid var(--_border); border-radius: var(--_radius); padding: .7rem .8rem; background: var(--_bg); }
.answer:focus { outline: none; }
.answer:focus-visible { outline: 3px solid var(--_focus); }
.answer h3.q { font-size: 1rem; margin: 0 0 .35rem; overflow-wrap: anywhere; }
.answer .label { display: inline-block; font-size: .75rem; font-weight: 600; color: var(--_ok); border: 1px solid currentColor; border-radius: 999px; padding: 0 .5rem; margin: 0 0 .4rem; }
.answer .label[data-kind="ai"] { color: var(--_accent); }
.answer .label[data-kind="fallback"] { color: var(--_warn); }
.answer.error .label, .answer .label[data-kind="error"] { color: var(--_danger); }
.answer .label[data-kind="stopped"] { color: var(--_warn); }
.answer .err { color: var(--_danger); margin: .3rem 0; overflow-wrap: anywhere; }
.answer .err::before { content: "⚠ "; }
.md.streaming > :last-child::after { content: "▍"; color: var(--_muted); animation: dg-blink 1s steps(2) infinite; }
@keyframes dg-blink { 50% { opacity: 0; } }
.md .md-table { overflow-x: auto; margin: .4rem 0; }
.md .md-table th { background: var(--_surface); }
.cite { font: inherit; font-size: .78em; font-weight: 600; vertical-align: .25em; line-height: 1; margin: 0 .1em; padding: .05em .2em; border-radius: 4px; border: 1px solid var(--_border); background: var(--_surface); color: var(--_accent); text-decoration: none; cursor: pointer; }
a.cite:hover, button.cite:hover { border-color: var(--_accent); }
span.cite { color: var(--_muted); cursor: default; }
.passages { margin: .6rem 0; display: flex; flex-direction: column; gap: .35rem; }
.passages h4 { margin: 0; font-size: .85rem; color: var(--_muted); }
details.passage { border: 1px solid var(--_border); border-left: 3px solid var(--_accent); border-radius: 6px; padding: .3rem .6rem; background: var(--_bg); font-size: .88rem; }
details.passage summary { cursor: pointer; font-weight: 600; overflow-wrap: anywhere; }
details.passage .marker { color: var(--_accent); }
details.passage .passage-text { margin-top: .3rem; }
details.passage .src { margin: .2rem 0 0; font-size: .82rem; }
.card:focus-visible { outline: 3px solid var(--_focus); }
.trace .query[data-outcome]:not([data-outcome="ok"]) .query-head strong { color: var(--_muted); }
.trace .chunks-used, .trace .patterns { margin: .5rem 0; }
.trace ol, .trace ul { margin: .2rem 0; padding-left: 1.3rem; }
.md, .passage-text { overflow-wrap: anywhere; }
.md p, .passage-text p { margin: .3rem 0; }
.md code, .passage-text code, .trace code { font-family: var(--_mono); font-size: .85em; background: var(--_surface); padding: 0 .2em; border-radius: 4px; }
.cards { list-style: none; padding: 0; margin: .6rem 0; display: grid; gap: .6rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 13.5rem), 1fr)); }
.card { border: 1px solid var(--_border); border-radius: var(--_radius); padding: .6rem .7rem; background: var(--_surface); display: flex; flex-direction: column; gap: .25rem; min-width: 0; }
.card h4 { margin: 0; font-size: .95rem; overflow-wrap: anywhere; }
.card .price { font-weight: 700; margin: 0; }
.card .price.none { font-weight: 400; color: var(--_muted); }
.card dl { margin: .2rem 0 0; display: grid; grid-template-columns: fit-content(50%) minmax(0, 1fr); gap: .1rem .5rem; font-size: .82rem; }
.card dt { color: var(--_muted); overflow-wrap: anywhere; }
.card dd { margin: 0; overflow-wrap: anywhere; }
.card dd.hit { font-weight: 600; }
.table-wrap { overflow-x: auto; margin: .5rem 0; border: 1px solid var(--_border); border-radius: calc(var(--_radius) * .7); }
table { border-collapse: collapse; width: 100%; font-size: .85rem; }
caption { text-align: left; padding: .35rem .5rem; color: var(--_muted); font-size: .8rem; }
th, td { padding: .3rem .5rem; border-top: 1px solid var(--_border); text-align: left; vertical-align: top; }
thead th { background: var(--_surface); white-space: nowrap; }
tbody th { font-weight: 600; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
th button { all: unset; cursor: pointer; font-weight: 600; display: inline-flex; gap: .25rem; }
th button:focus-visible { outline: 3px solid var(--_focus); }
th button .arrow { color: var(--_muted); }
details.trace { margin-top: .6rem; border-top: 1px dashed var(--_border); padding-top: .4rem; font-size: .85rem; }
details.trace summary { cursor: pointer; font-weight: 600; color: var(--_accent); }
.trace dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem .7rem; margin: .4rem 0; }
.trace dt { color: var(--_muted); }
.trace dd { margin: 0; overflow-wrap: anywhere; }
.trace .query { margin: .5rem 0; }
.trace .query-head { display: flex; align-items: center; gap: .5rem; flex-wrap: wrap; }
.trace .query-head .meta { color: var(--_muted); flex: 1 1 auto; }
.trace pre { margin: .3rem 0; padding: .5rem; background: var(--_surface); border: 1px solid var(--_border); border-radius: 6px; overflow: auto; max-height: 16rem; font-family: var(--_mono); font-size: .8rem; white-space: pre; }
.console textarea { width: 100%; min-height: 7rem; font-family: var(--_mono); font-size: .8rem; padding: .4rem; border: 1px solid var(--_border); border-radius: 6px; background: var(--_bg); }
.console .out { margin-top: .4rem; }
.console .err { color: var(--_danger); overflow-wrap: anywhere; }
.followups, .suggestions { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin-top: .5rem; }
.followups > span, .suggestions > span { font-size: .8rem; color: var(--_muted); }
.chip { border: 1px solid var(--_border); background: var(--_bg); color: var(--_fg); border-radius: 999px; padding: .2rem .7rem; cursor: pointer; font-size: .85rem; min-height: 2rem; text-align: left; }
.chip:hover { border-color: var(--_accent); color: var(--_accent); }
form.ask { display: flex; gap: .5rem; padding: .6rem .8rem 0; border-top: 1px solid var(--_border); }
form.ask input { flex: 1 1 auto; min-width: 0; padding: .5rem .7rem; border: 1px solid var(--_muted); border-radius: calc(var(--_radius) * .7); background: var(--_bg); min-height: 2.5rem; }
.suggestions { padding: .2rem .8rem .7rem; margin: 0; }
.pending { color: var(--_muted); font-style: italic; }
dialog { border: 1px solid var(--_border); border-radius: var(--_radius); padding: 1rem 1.1rem; max-width: min(32rem, calc(100vw - 2rem)); color: var(--_fg); background: var(--_bg); font-family: var(--_font); }
dialog::backdrop { background: rgb(0 0 0 / .45); }
dialog h2 { margin: 0 0 .5rem; font-size: 1.1rem; }
dialog p { margin: .4rem 0; font-size: .9rem; }
dialog label { display: block; font-weight: 600; margin: .6rem 0 .2rem; font-size: .9rem; }
dialog input { width: 100%; padding: .45rem .6rem; border: 1px solid var(--_muted); border-radius: 6px; background: var(--_bg); }
dialog .row { display: flex; gap: .5rem; justify-content: flex-end; flex-wrap: wrap; margin-top: 1rem; }
dialog .err { color: var(--_danger); }
.note { font-size: .85rem; color: var(--_muted); }
@media (max-width: 480px) {
  header, .status, .log, form.ask, .suggestions { padding-left: .55rem; padding-right: .55rem; }
  .trace dl { grid-template-columns: 1fr; }
  .card dl { grid-template-columns: 1fr; }
  .card dd { margin-bottom: .2rem; }
  .suggestions { flex-wrap: nowrap; overflow-x: auto; scrollbar-width: thin; }
  .suggestions .chip { white-space: nowrap; }
}
@media (prefers-reduced-motion: reduce) { .bar > div { transition: none; } .md.streaming > :last-child::after { animation: none; } }
`;

// Ambient types for the JS type check (tsconfig.json): the <dualgraph-assistant> element and the
// events it dispatches (www/widget/dualgraph-assistant.js). The details are the widget's own shapes.

interface DualgraphEventMap {
  "dg-progress": CustomEvent;
  "dg-ready": CustomEvent;
  "dg-error": CustomEvent<{ message: string }>;
  "dg-event": CustomEvent;
  "dg-answer": CustomEvent;
}

interface HTMLElementEventMap extends DualgraphEventMap {}
// The events bubble to the window (tests and pages listen there in the capture phase).
interface WindowEventMap extends DualgraphEventMap {}

interface HTMLElementTagNameMap {
  "dualgraph-assistant": import("../www/widget/dualgraph-assistant.js").DualgraphAssistant;
}

// Every string the widget shows, per language, and the locale-aware formatting of prices and
// numbers. The language comes from the `lang` of the element or its nearest ancestor (else the
// document, else the browser); unknown languages fall back to English, missing keys too.
// Suggested questions (placeholder, chips, follow-ups) are questions to the engine, whose
// question compiler reads English: their templates stay English in every language (only the
// price in them is formatted for the page's locale, which the compiler also reads).
// To add a language: copy `en`, translate the values, keep the {placeholders}.

/**
 * @typedef {string | {one: string, other: string}} Message
 *   A string with {name} placeholders, or plural forms chosen by the number {n}.
 * @typedef {Record<string, Message>} Messages
 */

/** @type {Record<string, Messages>} */
export const TRANSLATIONS = {
  en: {
    heading: "Ask the catalog",
    aiSettings: "AI settings",
    catalogDownload: "Catalog download",
    askLabel: "Ask a question about the catalog",
    ask: "Ask",
    exampleQuestions: "Example questions",
    try: "Try:",
    followUp: "Follow-up:",
    placeholder: "e.g. {question}",
    placeholderFallback: "Ask about products, prices and specs",
    modeSite: "AI answers",
    modeVisitor: "AI · your endpoint",
    modeMisconfigured: "Offline · AI not configured",
    modeOff: "Offline · no AI",
    modeOffTitle: "Answers are computed in this page from the catalog, without AI.",
    modeAiTitle: "Answers are written by {model} via {endpoint}, from evidence found in this page.",
    emptyOffline:
      "Ask about products, prices and specs. Answers are computed in this page from the catalog — no AI, no server.",
    emptyAi:
      "Ask about products, prices and specs. The catalog is searched in this page; an AI model writes the answer from what was found, with sources.",
    starting: "Starting the answer engine…",
    downloadingOf: "Downloading the catalog… {loaded} of {total} ({pct} %)",
    downloading: "Downloading the catalog… {loaded}",
    fromCacheLoading: "Loading the catalog from this browser's cache…",
    verifying: "Verifying and loading the catalog…",
    ready: "Ready — {products} products, {size}{cached}. The catalog is searched in this page.",
    fromCache: " (from cache)",
    tryAgain: "Try again",
    loadFailed: "Could not load the catalog. {message}",
    waitingForCatalog: "Waiting for the catalog to finish loading…",
    noCatalogNoAnswer: "The catalog could not be loaded, so there is no answer. See the message above.",
    searching: "Searching the catalog…",
    searchingRoute: "Searching the catalog ({route})…",
    writing: "Writing the answer…",
    readPassages: { one: "Read {n} passage · writing the answer…", other: "Read {n} passages · writing the answer…" },
    errAnswer: "The AI answer failed",
    errRouter: "The AI router failed",
    errSparql: "Generating SPARQL failed",
    errAgent: "The AI research step failed",
    errTkg: "Passage search failed",
    errCompiler: "The question compiler failed",
    errOptions: "Invalid settings",
    errQuestion: "Invalid question",
    noAnswer: "No answer",
    aiAnswer: "AI answer",
    offlineAnswer: "Offline answer (no AI)",
    aiFailed: "Search results (the AI answer failed)",
    citedPassages: "Cited passages",
    fromText: "From the catalog's text",
    spec: "Spec",
    sideBySide: "Side by side",
    cardsShown: { one: " {n} product card shown.", other: " {n} product cards shown." },
    problems: { one: " One problem was reported.", other: " {n} problems were reported." },
    sourceProductPage: "Source {marker}: {label} (product page)",
    source: "Source {marker}: {label}",
    sourceShowPassage: "Source {marker}: {label} (show the passage)",
    openPage: "Open “{title}”",
    products: "Products",
    priceNotListed: "Price not listed",
    sortBy: "Sort by {column}",
    allResults: "All {n} results",
    sortHint: "{caption} — select a column heading to sort",
    product: "Product",
    price: "Price",
    howFound: "How I found this",
    route: "Route",
    strategy: "Strategy",
    understood: "Understood",
    constraints: "Constraints",
    compiler: "Compiler",
    declined: "declined: {reason}",
    matches: "Matches",
    entities: "Entities",
    agentSteps: "Agent steps",
    tokens: "Tokens",
    time: "Time",
    notice: "Notice",
    examplesShown: "Examples shown to the model",
    passagesUsed: "Passages used ({n})",
    rows: { one: "{n} row", other: "{n} rows" },
    copySparql: "Copy SPARQL",
    copied: "Copied",
    selectedCopy: "Selected — press Ctrl+C",
    byRules: "by rules",
    byClassifier: "by the AI classifier",
    byDefault: "by default",
    byStrategy: "by the strategy",
    routeFallback: "; nothing exact was found, so passages were searched too",
    ai: "AI",
    aiVia: "{model} via {host}",
    aiNone: "none (offline answer)",
    tokenUse: "{prompt} prompt + {completion} completion in {calls}",
    calls: { one: "{n} call", other: "{n} calls" },
    estimated: " (estimated)",
    timeWithAi: "including the AI model's replies",
    timeWasm: "in WebAssembly",
    compiledQuery: "compiled query",
    generatedSparql: "generated SPARQL {n}",
    repaired: "repaired: {repairs}",
    score: "score {score}",
    run: "Run",
    running: "Running…",
    truncated: " (truncated)",
    steps: { one: "{n} step", other: "{n} steps" },
    console: "SPARQL console",
    consoleHint: " (read-only; Ctrl+Enter runs)",
    byMeaning: ", ≈ {similarity} by meaning",
    confidenceFrom: " (confidence {confidence}, from “{from}”{similar})",
    close: "Close",
    siteModel1: "This site has an AI model (",
    siteModel2: ") write answers through its own endpoint (",
    siteModel3: "). No key is needed from you, and nothing is stored in your browser.",
    siteMisconfigured:
      "AI answers are not configured correctly on this page ({problem}), so answers are computed offline.",
    siteSends:
      "The catalog is searched here in your browser; your question and the catalog excerpts found for it are then sent to that endpoint so the model can write the answer, citing its sources.",
    modelPlaceholder: "model name, e.g. gpt-4o-mini",
    keyStored: "•••••••• (stored for this tab)",
    keyPlaceholder: "sk-… (leave empty if the endpoint needs none)",
    endpointInvalid: "The endpoint must be an https:// URL (or http:// on localhost).",
    modelMissing: "Enter the model name the endpoint expects.",
    saved: "Saved for this tab. Answers are now written by {model}.",
    savedWithKey: "Saved for this tab. Answers are now written by {model}; your key is sent only to this endpoint.",
    storageBlocked: "This browser does not allow session storage here; nothing was saved.",
    saveForTab: "Save for this tab",
    removed: "Removed: no endpoint or key is stored; answers are offline again.",
    removeKey: "Remove key",
    ownEndpoint: "Use your own AI endpoint",
    ownEndpointIntro:
      "Without AI, answers are computed in your browser from the catalog — no key needed. To have an AI model write them (with sources), enter an OpenAI-compatible endpoint, a model and, if the endpoint needs one, your API key.",
    ownEndpointPrivacy:
      "These settings are kept in this tab's sessionStorage only and are gone when you close the tab. The key is sent only to the endpoint you enter (as an Authorization header), never to this site. Your questions and the catalog excerpts found for them are sent to that endpoint; it must allow requests from web pages (CORS).",
    endpointUrl: "Endpoint URL",
    model: "Model",
    apiKey: "API key",
    // The offline answer (summary.js)
    matchCount: { one: "**{n}** product matches{cond}.", other: "**{n}** products match{cond}." },
    wins: "{names} wins{by}.",
    tie: "{names} tie{by}.",
    onBy: " on {by}",
    sideBySideHere: "Here they are side by side.",
    lookupValues: "Here are the values from the spec tables.",
    noMatchingProduct: "No matching product.",
    noneMeets: "No product in the catalog meets all of these conditions: {cond}.",
    noneMatches: "No product in the catalog matches.",
    tiesOne: " {n} products tie.",
    tiesMany: " {n} products are listed (ties included).",
    passagesIntro: {
      one: "This is not a question the catalog's spec tables answer exactly, so here is the passage from the catalog's text that best matches it{about}.",
      other:
        "This is not a question the catalog's spec tables answer exactly, so here are the {n} passages from the catalog's text that best match it{about}.",
    },
    passagesAbout: { one: ", and the product they mention", other: ", and the products they mention" },
    found: { one: "**{n}** product was found.", other: "**{n}** products were found." },
    nothingFound:
      "I could not find anything in the catalog for that question. Try naming a product, a category or a feature — or pick one of the examples.",
    // Questions to the engine (English: the question compiler reads English).
    qWithFeature: "{category} with {feature}",
    qUnder: "{category} under {price}",
    qCheapest: "Cheapest {category}",
    qQuestionUnder: "{question} under {price}",
    // Follow-ups that refine the last answer (sent with the conversation state).
    qRefineUnder: "Under {price}",
    qTheCheapest: "The cheapest one",
    qSortByPrice: "Sort them by price",
    qCompareFirstTwo: "Compare the first two",
    sortedBy: " Sorted by {by}.",
    newConversation: "New conversation",
    newConversationDone: "New conversation. The next question starts afresh.",
    continuing: "Continuing your conversation: {questions}",
    stop: "Stop",
    stopLabel: "Stop the answer",
    stoppedLabel: "Stopped",
    stoppedNote: "You stopped this answer; what arrived before is shown.",
    answerStopped: "Answer stopped.",
  },
  de: {
    heading: "Fragen Sie den Katalog",
    aiSettings: "KI-Einstellungen",
    catalogDownload: "Katalog-Download",
    askLabel: "Eine Frage zum Katalog stellen",
    ask: "Fragen",
    exampleQuestions: "Beispielfragen",
    try: "Zum Beispiel:",
    followUp: "Weiter mit:",
    placeholder: "z. B. {question}",
    placeholderFallback: "Fragen Sie nach Produkten, Preisen und Merkmalen",
    modeSite: "KI-Antworten",
    modeVisitor: "KI · Ihr Endpunkt",
    modeMisconfigured: "Offline · KI nicht eingerichtet",
    modeOff: "Offline · ohne KI",
    modeOffTitle: "Antworten werden auf dieser Seite aus dem Katalog berechnet, ohne KI.",
    modeAiTitle: "Antworten schreibt {model} über {endpoint}, aus Belegen, die auf dieser Seite gefunden wurden.",
    emptyOffline:
      "Fragen Sie nach Produkten, Preisen und Merkmalen. Die Antworten werden auf dieser Seite aus dem Katalog berechnet — ohne KI, ohne Server.",
    emptyAi:
      "Fragen Sie nach Produkten, Preisen und Merkmalen. Der Katalog wird auf dieser Seite durchsucht; ein KI-Modell schreibt die Antwort aus dem Gefundenen, mit Quellen.",
    starting: "Die Antwort-Engine startet…",
    downloadingOf: "Katalog wird geladen… {loaded} von {total} ({pct} %)",
    downloading: "Katalog wird geladen… {loaded}",
    fromCacheLoading: "Katalog wird aus dem Cache dieses Browsers geladen…",
    verifying: "Katalog wird geprüft und geöffnet…",
    ready: "Bereit — {products} Produkte, {size}{cached}. Der Katalog wird auf dieser Seite durchsucht.",
    fromCache: " (aus dem Cache)",
    tryAgain: "Erneut versuchen",
    loadFailed: "Der Katalog konnte nicht geladen werden. {message}",
    waitingForCatalog: "Warte, bis der Katalog geladen ist…",
    noCatalogNoAnswer: "Der Katalog konnte nicht geladen werden, daher gibt es keine Antwort. Siehe die Meldung oben.",
    searching: "Katalog wird durchsucht…",
    searchingRoute: "Katalog wird durchsucht ({route})…",
    writing: "Antwort wird geschrieben…",
    readPassages: {
      one: "{n} Textstelle gelesen · Antwort wird geschrieben…",
      other: "{n} Textstellen gelesen · Antwort wird geschrieben…",
    },
    errAnswer: "Die KI-Antwort ist fehlgeschlagen",
    errRouter: "Der KI-Router ist fehlgeschlagen",
    errSparql: "SPARQL-Erzeugung fehlgeschlagen",
    errAgent: "Der KI-Rechercheschritt ist fehlgeschlagen",
    errTkg: "Textsuche fehlgeschlagen",
    errCompiler: "Der Fragen-Compiler ist fehlgeschlagen",
    errOptions: "Ungültige Einstellungen",
    errQuestion: "Ungültige Frage",
    noAnswer: "Keine Antwort",
    aiAnswer: "KI-Antwort",
    offlineAnswer: "Offline-Antwort (ohne KI)",
    aiFailed: "Suchergebnisse (die KI-Antwort ist fehlgeschlagen)",
    citedPassages: "Zitierte Textstellen",
    fromText: "Aus dem Katalogtext",
    spec: "Merkmal",
    sideBySide: "Im Vergleich",
    cardsShown: { one: " {n} Produktkarte angezeigt.", other: " {n} Produktkarten angezeigt." },
    problems: { one: " Ein Problem wurde gemeldet.", other: " {n} Probleme wurden gemeldet." },
    sourceProductPage: "Quelle {marker}: {label} (Produktseite)",
    source: "Quelle {marker}: {label}",
    sourceShowPassage: "Quelle {marker}: {label} (Textstelle zeigen)",
    openPage: "„{title}“ öffnen",
    products: "Produkte",
    priceNotListed: "Kein Preis angegeben",
    sortBy: "Nach {column} sortieren",
    allResults: "Alle {n} Ergebnisse",
    sortHint: "{caption} — zum Sortieren eine Spaltenüberschrift wählen",
    product: "Produkt",
    price: "Preis",
    howFound: "So wurde das gefunden",
    route: "Weg",
    strategy: "Strategie",
    understood: "Verstanden",
    constraints: "Bedingungen",
    compiler: "Compiler",
    declined: "abgelehnt: {reason}",
    matches: "Treffer",
    entities: "Entitäten",
    agentSteps: "Agentenschritte",
    tokens: "Tokens",
    time: "Zeit",
    notice: "Hinweis",
    examplesShown: "Dem Modell gezeigte Beispiele",
    passagesUsed: "Verwendete Textstellen ({n})",
    rows: { one: "{n} Zeile", other: "{n} Zeilen" },
    copySparql: "SPARQL kopieren",
    copied: "Kopiert",
    selectedCopy: "Markiert — Strg+C drücken",
    byRules: "nach Regeln",
    byClassifier: "durch den KI-Klassifikator",
    byDefault: "standardmäßig",
    byStrategy: "durch die Strategie",
    routeFallback: "; nichts Exaktes gefunden, daher wurden auch Textstellen durchsucht",
    ai: "KI",
    aiVia: "{model} über {host}",
    aiNone: "keine (Offline-Antwort)",
    tokenUse: "{prompt} Eingabe + {completion} Ausgabe in {calls}",
    calls: { one: "{n} Aufruf", other: "{n} Aufrufen" },
    estimated: " (geschätzt)",
    timeWithAi: "einschließlich der Antworten des KI-Modells",
    timeWasm: "in WebAssembly",
    compiledQuery: "kompilierte Abfrage",
    generatedSparql: "erzeugtes SPARQL {n}",
    repaired: "repariert: {repairs}",
    score: "Wert {score}",
    run: "Ausführen",
    running: "Läuft…",
    truncated: " (gekürzt)",
    steps: { one: "{n} Schritt", other: "{n} Schritte" },
    console: "SPARQL-Konsole",
    consoleHint: " (nur lesend; Strg+Enter führt aus)",
    byMeaning: ", ≈ {similarity} nach Bedeutung",
    confidenceFrom: " (Konfidenz {confidence}, aus „{from}“{similar})",
    close: "Schließen",
    siteModel1: "Auf dieser Website schreibt ein KI-Modell (",
    siteModel2: ") die Antworten über einen eigenen Endpunkt (",
    siteModel3: "). Sie brauchen keinen Schlüssel, und in Ihrem Browser wird nichts gespeichert.",
    siteMisconfigured:
      "KI-Antworten sind auf dieser Seite nicht richtig eingerichtet ({problem}), daher werden die Antworten offline berechnet.",
    siteSends:
      "Der Katalog wird hier in Ihrem Browser durchsucht; Ihre Frage und die dazu gefundenen Katalogauszüge gehen dann an diesen Endpunkt, damit das Modell die Antwort mit Quellen schreiben kann.",
    modelPlaceholder: "Modellname, z. B. gpt-4o-mini",
    keyStored: "•••••••• (für diesen Tab gespeichert)",
    keyPlaceholder: "sk-… (leer lassen, wenn der Endpunkt keinen braucht)",
    endpointInvalid: "Der Endpunkt muss eine https://-URL sein (oder http:// auf localhost).",
    modelMissing: "Geben Sie den Modellnamen ein, den der Endpunkt erwartet.",
    saved: "Für diesen Tab gespeichert. Antworten schreibt jetzt {model}.",
    savedWithKey:
      "Für diesen Tab gespeichert. Antworten schreibt jetzt {model}; Ihr Schlüssel geht nur an diesen Endpunkt.",
    storageBlocked: "Dieser Browser erlaubt hier keinen Sitzungsspeicher; nichts wurde gespeichert.",
    saveForTab: "Für diesen Tab speichern",
    removed: "Entfernt: kein Endpunkt und kein Schlüssel gespeichert; Antworten sind wieder offline.",
    removeKey: "Schlüssel entfernen",
    ownEndpoint: "Eigenen KI-Endpunkt verwenden",
    ownEndpointIntro:
      "Ohne KI werden die Antworten in Ihrem Browser aus dem Katalog berechnet — ohne Schlüssel. Damit ein KI-Modell sie (mit Quellen) schreibt, geben Sie einen OpenAI-kompatiblen Endpunkt, ein Modell und, falls nötig, Ihren API-Schlüssel ein.",
    ownEndpointPrivacy:
      "Diese Einstellungen liegen nur im sessionStorage dieses Tabs und verschwinden, wenn Sie ihn schließen. Der Schlüssel geht nur an den eingegebenen Endpunkt (als Authorization-Header), nie an diese Website. Ihre Fragen und die dazu gefundenen Katalogauszüge gehen an diesen Endpunkt; er muss Anfragen von Webseiten erlauben (CORS).",
    endpointUrl: "Endpunkt-URL",
    model: "Modell",
    apiKey: "API-Schlüssel",
    matchCount: { one: "**{n}** Produkt passt{cond}.", other: "**{n}** Produkte passen{cond}." },
    wins: "{names} gewinnt{by}.",
    tie: "{names} liegen gleichauf{by}.",
    onBy: " bei {by}",
    sideBySideHere: "Hier sind sie im Vergleich.",
    lookupValues: "Hier sind die Werte aus den Datenblättern.",
    noMatchingProduct: "Kein passendes Produkt.",
    noneMeets: "Kein Produkt im Katalog erfüllt alle diese Bedingungen: {cond}.",
    noneMatches: "Kein Produkt im Katalog passt.",
    tiesOne: " {n} Produkte liegen gleichauf.",
    tiesMany: " {n} Produkte sind aufgeführt (inklusive Gleichstände).",
    passagesIntro: {
      one: "Die Datenblätter des Katalogs beantworten diese Frage nicht genau, daher hier die Textstelle aus dem Katalog, die am besten passt{about}.",
      other:
        "Die Datenblätter des Katalogs beantworten diese Frage nicht genau, daher hier die {n} Textstellen aus dem Katalog, die am besten passen{about}.",
    },
    passagesAbout: { one: ", und das genannte Produkt", other: ", und die genannten Produkte" },
    found: { one: "**{n}** Produkt gefunden.", other: "**{n}** Produkte gefunden." },
    nothingFound:
      "Dazu wurde im Katalog nichts gefunden. Nennen Sie ein Produkt, eine Kategorie oder ein Merkmal — oder wählen Sie eines der Beispiele.",
    sortedBy: " Sortiert nach {by}.",
    newConversation: "Neues Gespräch",
    newConversationDone: "Neues Gespräch. Die nächste Frage beginnt von vorn.",
    continuing: "Das Gespräch wird fortgesetzt: {questions}",
    stop: "Stopp",
    stopLabel: "Die Antwort stoppen",
    stoppedLabel: "Gestoppt",
    stoppedNote: "Sie haben diese Antwort gestoppt; was bis dahin kam, wird angezeigt.",
    answerStopped: "Antwort gestoppt.",
  },
};

/**
 * The widget's language for an element: its own or nearest ancestor's `lang`, else the
 * document's, else the browser's; "en" when none is set.
 * @param {Element | null | undefined} [el]
 */
export function localeOf(el) {
  const lang =
    el?.closest?.("[lang]")?.getAttribute("lang") ||
    (typeof document !== "undefined" ? document.documentElement?.lang : "") ||
    (typeof navigator !== "undefined" ? navigator.language : "") ||
    "en";
  try {
    return Intl.getCanonicalLocales(lang.trim())[0] ?? "en";
  } catch {
    return "en"; // not a BCP 47 tag
  }
}

/**
 * A translator for a locale: `t(key, {name: value, n: count})`. "de-AT" uses "de"; an unknown
 * language or key falls back to English; an unknown key in English is returned as is.
 * @param {string} locale
 * @param {Record<string, Messages>} [extra] more or overriding translations (same shape)
 */
export function translator(locale, extra = {}) {
  const base = locale.split("-")[0].toLowerCase();
  const tables = [extra[locale], extra[base], TRANSLATIONS[locale], TRANSLATIONS[base], extra.en, TRANSLATIONS.en];
  const rules = new Intl.PluralRules(locale);
  /**
   * @param {string} key
   * @param {Record<string, unknown>} [vars]
   */
  return (key, vars = {}) => {
    /** @type {Message | undefined} */
    let msg;
    for (const table of tables) {
      msg = table?.[key];
      if (msg != null) break;
    }
    if (msg == null) return key;
    const text =
      typeof msg === "string" ? msg : rules.select(Number(vars.n ?? 0)) === "one" ? msg.one : (msg.other ?? msg.one);
    return text.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
  };
}

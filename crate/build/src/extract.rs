//! Textual Knowledge Graph construction: the offline entity extractor (gazetteer + phrase
//! patterns over the prose), the `Extractor` trait the LLM extractor also implements, merging
//! mentions into entities and aligning them with SKG nodes.

use crate::catalog::Catalog;
use dualgraph_core::skg::vocab::{self, NodeType};
use dualgraph_core::text::names::{canonical_key, IriMinter};
use dualgraph_core::text::units;
use dualgraph_core::tkg::bm25::{self, Bm25Builder, Bm25Params};
use dualgraph_core::tkg::chunk::{Chunk, ChunkOptions, Doc, DocKind};
use dualgraph_core::tkg::*;
use oxigraph::model::{Term, Triple};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// One entity mention produced by an [`Extractor`] for one chunk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mention {
    /// Entity name as written.
    pub name: String,
    /// What the chunk says about it (supporting sentence, or a model's description).
    pub description: String,
    /// [`kind`] flags.
    pub kinds: u32,
    /// Evidence window: character span of the supporting sentence within the chunk text.
    pub evidence: Option<(u32, u32)>,
}

/// What an extractor sees: all documents and chunks of the catalog, and the catalog's names.
pub struct ExtractInput<'a> {
    /// Documents.
    pub docs: &'a [Doc],
    /// Chunks.
    pub chunks: &'a [Chunk],
    /// Names known from the catalog records.
    pub gazetteer: &'a Gazetteer,
}

/// Why extraction failed (an LLM extractor reports the chunk it could not process).
#[derive(Debug, Clone, thiserror::Error)]
#[error("entity extraction failed{}: {message}", chunk.map(|c| format!(" for chunk {c}")).unwrap_or_default())]
pub struct ExtractError {
    /// The chunk, when one is to blame.
    pub chunk: Option<u32>,
    /// Cause.
    pub message: String,
}

/// Maps chunks to entity mentions. Implementations: [`OfflineExtractor`] (default); an
/// OpenAI-compatible LLM extractor ([`crate::llm_extractor`], native) implements the same trait.
pub trait Extractor {
    /// Identity recorded in the manifest (name, version, model, prompt version).
    fn id(&self) -> String;
    /// Mentions of every chunk (`result[i]` belongs to `input.chunks[i]`). `progress(done,
    /// total)` may be called as chunks complete.
    fn extract(
        &self,
        input: &ExtractInput<'_>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<Vec<Mention>>, ExtractError>;
}

/// Options of TKG construction.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TkgOptions {
    /// Chunking.
    pub chunk: ChunkOptions,
    /// Upper bound on an entity's aggregated description, in characters.
    pub max_description_chars: usize,
    /// BM25 parameters of both indexes.
    pub bm25: Bm25Params,
}

impl Default for TkgOptions {
    fn default() -> Self {
        Self { chunk: ChunkOptions::default(), max_description_chars: 480, bm25: Bm25Params::default() }
    }
}

// ---------------------------------------------------------------------------------------------
// Text scanning shared by the extractor and alignment.

/// A run of letters/digits (byte range).
#[derive(Debug, Clone, Copy)]
struct Fine {
    start: usize,
    end: usize,
}

/// A word: fine tokens joined by `-`, `/`, `'` (or `.` between digits) without spaces.
#[derive(Debug, Clone, Copy)]
struct Word {
    start: usize,
    end: usize,
    /// Fine tokens `[first, last)`.
    fine: (usize, usize),
    /// Punctuation (not just spaces) separates it from the previous word.
    break_before: bool,
    /// First word of a sentence, line or clause after a colon.
    sentence_start: bool,
}

fn scan(text: &str) -> (Vec<Fine>, Vec<Word>) {
    let mut fine = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        if c.is_alphanumeric() {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            fine.push(Fine { start: s, end: i });
        }
    }
    if let Some(s) = start {
        fine.push(Fine { start: s, end: text.len() });
    }
    let mut words: Vec<Word> = Vec::new();
    for i in 0..fine.len() {
        let f = fine[i];
        let gap = if i == 0 { &text[..f.start] } else { &text[fine[i - 1].end..f.start] };
        let joined = i > 0
            && match gap {
                "-" | "'" | "\u{2019}" | "/" => true,
                "." => {
                    text[..f.start - 1].ends_with(|c: char| c.is_ascii_digit())
                        && text[f.start..].starts_with(|c: char| c.is_ascii_digit())
                }
                _ => false,
            };
        if joined {
            if let Some(w) = words.last_mut() {
                w.end = f.end;
                w.fine.1 = i + 1;
                continue;
            }
        }
        let break_before = gap.chars().any(|c| !c.is_whitespace());
        let sentence_start = i == 0 || gap.contains(['\n', ':']) || ends_sentence(gap);
        words.push(Word { start: f.start, end: f.end, fine: (i, i + 1), break_before, sentence_start });
    }
    (fine, words)
}

fn ends_sentence(gap: &str) -> bool {
    gap.char_indices()
        .any(|(i, c)| matches!(c, '.' | '?' | '!') && gap[i + c.len_utf8()..].contains(char::is_whitespace))
}

/// Sentence byte ranges of a text (split at line breaks and at `.`/`?`/`!` before whitespace),
/// trimmed, non-empty.
fn sentences(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut push = |s: usize, e: usize| {
        let piece = &text[s..e];
        let lead = piece.len() - piece.trim_start().len();
        let trimmed = piece.trim();
        if trimmed.chars().any(char::is_alphanumeric) {
            out.push((s + lead, s + lead + trimmed.len()));
        }
    };
    let mut start = 0;
    for (i, c) in text.char_indices() {
        let end = match c {
            '\n' => Some(i),
            '.' | '?' | '!' if text[i + 1..].starts_with(char::is_whitespace) => Some(i + 1),
            _ => None,
        };
        if let Some(e) = end {
            if e > start {
                push(start, e);
            }
            start = e;
        }
    }
    if start < text.len() {
        push(start, text.len());
    }
    out
}

/// The sentence containing byte `at` (or the first one after it).
fn sentence_at(sentences: &[(usize, usize)], at: usize) -> Option<(usize, usize)> {
    let i = sentences.partition_point(|s| s.1 <= at);
    sentences.get(i).or(sentences.last()).copied()
}

/// Markdown-free, whitespace-collapsed text for descriptions.
fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut l = line.trim();
        l = l.trim_start_matches('#').trim_start();
        for marker in ["- ", "* ", "+ ", "> "] {
            if let Some(rest) = l.strip_prefix(marker) {
                l = rest;
            }
        }
        let l = l.trim_matches('|');
        if !l.chars().any(char::is_alphanumeric) {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&l.replace("**", "").replace("__", "").replace('`', "").replace(" | ", "; ").replace('|', ";"));
    }
    let mut collapsed = String::with_capacity(out.len());
    for w in out.split_whitespace() {
        if !collapsed.is_empty() {
            collapsed.push(' ');
        }
        collapsed.push_str(w);
    }
    collapsed
}

/// At most `max` characters of `text`, cut at a word boundary, with "…" when cut.
fn truncate_words(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut = text.char_indices().nth(max).map_or(text.len(), |(i, _)| i);
    let head = &text[..cut];
    let head = match head.rfind(char::is_whitespace) {
        Some(w) if w > 0 => &head[..w],
        _ => head,
    };
    format!("{}…", head.trim_end())
}

fn char_offset(text: &str, byte: usize) -> u32 {
    text[..byte].chars().count() as u32
}

/// Alignment key of a name (paper, Appendix B.6): canonical key split into letter/digit runs,
/// articles and prepositions dropped, plurals folded. "The Wi-Fi Standards" → "wi fi standard".
pub fn align_key(name: &str) -> String {
    const DROP: &[&str] = &["a", "an", "and", "by", "for", "in", "of", "on", "the", "to", "with"];
    let key = canonical_key(name);
    let (fine, _) = scan(&key);
    let words: Vec<String> = fine
        .iter()
        .map(|f| &key[f.start..f.end])
        .filter(|w| !DROP.contains(w))
        .map(dualgraph_core::text::names::singular)
        .collect();
    words.join(" ")
}

// ---------------------------------------------------------------------------------------------
// Gazetteer: names from the catalog records.

/// Names known from catalog records (products, ranges, categories, spec entries, categorical
/// values), matched in prose as whole words, case-insensitively, longest match first. Stored as
/// a token trie, so a lookup costs the length of the match, not the number of names.
#[derive(Debug)]
pub struct Gazetteer {
    tokens: HashMap<String, u32>,
    edges: HashMap<(u32, u32), u32>,
    /// Per trie node: the name ending there (display name, kind flags).
    terminal: Vec<Option<(String, u32)>>,
}

impl Default for Gazetteer {
    fn default() -> Self {
        Self { tokens: HashMap::new(), edges: HashMap::new(), terminal: vec![None] }
    }
}

fn lower_tokens(text: &str) -> Vec<String> {
    let (fine, _) = scan(text);
    fine.iter().map(|f| text[f.start..f.end].to_lowercase()).collect()
}

impl Gazetteer {
    /// Collects the names of a catalog.
    pub fn from_catalog(catalog: &Catalog) -> Self {
        let mut g = Self::default();
        for p in &catalog.products {
            g.add(&p.name, kind::PRODUCT);
            if let Some(r) = &p.range {
                g.add(r, kind::RANGE);
            }
            for c in &p.categories {
                g.add(c, kind::CATEGORY);
            }
            for row in &p.specs {
                g.add(&row.entry, kind::ENTRY);
                if units::parse_yes_no(&row.value).is_some() {
                    continue;
                }
                for part in units::parse_value(&row.value) {
                    let text = part.text.trim();
                    if part.quantity.is_none()
                        && text.chars().count() <= 48
                        && text.chars().any(char::is_alphabetic)
                        && units::parse_yes_no(text).is_none()
                    {
                        g.add(text, kind::VALUE);
                    }
                }
            }
        }
        g
    }

    /// Adds a name (at most 8 words; single words must have two characters and not be stop
    /// words or yes/no). The first spelling of a name is kept; kind flags accumulate.
    pub fn add(&mut self, name: &str, kinds: u32) {
        let tokens = lower_tokens(name);
        if tokens.is_empty() || tokens.len() > 8 {
            return;
        }
        if let [t] = tokens.as_slice() {
            if t.chars().count() < 2 || bm25::is_stop_word(t) || t == "yes" || t == "no" {
                return;
            }
        }
        let mut node = 0u32;
        for t in tokens {
            let next_token = self.tokens.len() as u32;
            let tok = *self.tokens.entry(t).or_insert(next_token);
            let next_node = self.terminal.len() as u32;
            node = *self.edges.entry((node, tok)).or_insert(next_node);
            if node == next_node {
                self.terminal.push(None);
            }
        }
        match &mut self.terminal[node as usize] {
            Some((_, k)) => *k |= kinds,
            slot @ None => *slot = Some((name.trim().to_owned(), kinds)),
        }
    }

    /// Number of names.
    pub fn len(&self) -> usize {
        self.terminal.iter().filter(|t| t.is_some()).count()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Longest name starting at fine token `i` of `lower` and ending at a word end:
    /// (tokens, display name, kind flags).
    fn longest(&self, lower: &[String], i: usize, word_end: &[bool]) -> Option<(usize, &str, u32)> {
        let mut node = 0u32;
        let mut best = None;
        for (j, token) in lower.iter().enumerate().skip(i) {
            let Some(&tok) = self.tokens.get(token.as_str()) else { break };
            let Some(&next) = self.edges.get(&(node, tok)) else { break };
            node = next;
            if let (true, Some((name, kinds))) = (word_end[j], &self.terminal[node as usize]) {
                best = Some((j + 1 - i, name.as_str(), *kinds));
            }
        }
        best
    }
}

// ---------------------------------------------------------------------------------------------
// The offline extractor.

/// Headings that structure a page but name nothing ("Overview", "FAQ").
const STRUCTURAL_HEADINGS: &[&str] = &[
    "at a glance",
    "description",
    "details",
    "faq",
    "faqs",
    "features",
    "frequently asked questions",
    "highlights",
    "introduction",
    "key features",
    "overview",
    "specifications",
    "specs",
    "summary",
    "verdict",
];

/// Words that do not start a capitalized phrase ("The Nordvale …" → "Nordvale …").
const LEADING_DROP: &[&str] = &[
    "a", "all", "an", "any", "both", "each", "every", "it", "its", "many", "most", "no", "one", "our", "some", "that",
    "the", "their", "these", "this", "those", "yes", "your",
];

/// Unit and marker words that are not entities on their own.
const UNIT_WORDS: &[&str] = &[
    "db", "gb", "gbp", "ghz", "hz", "kb", "kg", "kwh", "mah", "mb", "mm", "mp", "ms", "nm", "tb", "usd", "v", "w", "wh",
];

/// Head words of feature phrases ("… support", "… mode").
const FEATURE_HEADS: &[&str] = &[
    "adapter",
    "button",
    "cancelling",
    "canceling",
    "charging",
    "codec",
    "compatibility",
    "compressor",
    "dimming",
    "dispenser",
    "mode",
    "playback",
    "protection",
    "resistance",
    "sensor",
    "support",
    "technology",
    "unlock",
    "zoom",
];

/// Function words and common verbs that are never part of a feature or recurring phrase.
const PHRASE_STOP: &[&str] = &[
    "add", "adds", "also", "both", "come", "comes", "does", "every", "extra", "full", "get", "gets", "give", "gives",
    "good", "great", "handle", "handles", "has", "have", "include", "includes", "just", "keep", "keeps", "last",
    "lasts", "less", "let", "lets", "like", "look", "make", "makes", "more", "most", "much", "need", "no", "not",
    "offer", "offers", "one", "only", "other", "over", "per", "plus", "same", "support", "supports", "take", "takes",
    "than", "up", "use", "uses", "very", "want", "well", "without",
];

fn is_phrase_word(lower: &str) -> bool {
    lower.chars().count() >= 3
        && lower.chars().all(|c| c.is_alphabetic() || c == '-')
        && !bm25::is_stop_word(lower)
        && !PHRASE_STOP.contains(&lower)
        && !UNIT_WORDS.contains(&lower)
}

fn is_cap(w: &str) -> bool {
    w.chars().next().is_some_and(char::is_uppercase)
}

fn is_numeric_start(w: &str) -> bool {
    w.chars().next().is_some_and(|c| c.is_ascii_digit())
}

/// "OLED", "IP68/IP69K", "USB-C": at least two letters, all uppercase.
fn is_acronym(w: &str) -> bool {
    let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase())
}

/// "eSIM", "FrostLine", "microSD": mixed case inside the word.
fn is_camel(w: &str) -> bool {
    w.chars().skip(1).any(char::is_uppercase) && w.chars().any(char::is_lowercase)
}

/// The deterministic, model-free extractor (see the module documentation).
#[derive(Debug, Clone, Default)]
pub struct OfflineExtractor;

/// Identity of [`OfflineExtractor`] as recorded in manifests.
pub const OFFLINE_EXTRACTOR_ID: &str = "offline-v1";

struct Candidate {
    start: usize,
    end: usize,
    kinds: u32,
    name: String,
}

impl OfflineExtractor {
    /// Mentions of one chunk, without corpus-level (recurring phrase) candidates.
    fn local(&self, doc: &Doc, chunk: &Chunk, gazetteer: &Gazetteer, recurring: &HashMap<String, u32>) -> Vec<Mention> {
        let text = chunk.text.as_str();
        let (fine, words) = scan(text);
        let sents = sentences(text);
        let lower: Vec<String> = fine.iter().map(|f| text[f.start..f.end].to_lowercase()).collect();
        let mut word_start = vec![false; fine.len()];
        let mut word_end = vec![false; fine.len()];
        for w in &words {
            word_start[w.fine.0] = true;
            word_end[w.fine.1 - 1] = true;
        }

        // 1. Catalog names (longest match, non-overlapping).
        let mut found: Vec<Candidate> = Vec::new();
        let mut i = 0;
        while i < fine.len() {
            if word_start[i] {
                if let Some((len, name, kinds)) = gazetteer.longest(&lower, i, &word_end) {
                    found.push(Candidate {
                        start: fine[i].start,
                        end: fine[i + len - 1].end,
                        kinds,
                        name: name.to_owned(),
                    });
                    i += len;
                    continue;
                }
            }
            i += 1;
        }
        let covered = |s: usize, e: usize, found: &[Candidate]| found.iter().any(|c| c.start <= s && e <= c.end);
        let names_found = found.len();

        // 2. Capitalized phrases and acronyms.
        let mut heuristic: Vec<Candidate> = Vec::new();
        let mut run: Vec<Word> = Vec::new();
        let flush = |run: &mut Vec<Word>, out: &mut Vec<Candidate>| {
            let lower = |w: &Word| text[w.start..w.end].to_lowercase();
            let mut r: &[Word] = run;
            // "Can I" → "Can": no trailing function words.
            while r.last().is_some_and(|w| bm25::is_stop_word(&lower(w))) {
                r = &r[..r.len() - 1];
            }
            // A sentence starts with a capital anyway: keep its first word only when a
            // capitalized word follows ("Nordvale Hush 700", not "Standing 176").
            if r.first().is_some_and(|w| w.sentence_start) && (r.len() == 1 || !is_cap(&text[r[1].start..r[1].end])) {
                r = &r[1..];
            }
            while r.first().is_some_and(|w| {
                let l = lower(w);
                LEADING_DROP.contains(&l.as_str())
                    || bm25::is_stop_word(&l)
                    || UNIT_WORDS.contains(&l.as_str())
                    || is_numeric_start(&text[w.start..w.end])
            }) {
                r = &r[1..];
            }
            let accept = match r.len() {
                0 => false,
                1 => {
                    let w = &text[r[0].start..r[0].end];
                    (is_acronym(w) || is_camel(w)) && !UNIT_WORDS.contains(&w.to_lowercase().as_str())
                }
                n => n <= 6 && r.iter().any(|w| !is_numeric_start(&text[w.start..w.end])),
            };
            if accept {
                let (s, e) = (r[0].start, r[r.len() - 1].end);
                out.push(Candidate { start: s, end: e, kinds: kind::PHRASE, name: text[s..e].to_owned() });
            }
            run.clear();
        };
        for w in &words {
            let surface = &text[w.start..w.end];
            let continues = !run.is_empty() && !w.break_before;
            if is_cap(surface) || (continues && is_numeric_start(surface)) {
                if !continues {
                    flush(&mut run, &mut heuristic);
                }
                run.push(*w);
            } else {
                flush(&mut run, &mut heuristic);
            }
        }
        flush(&mut run, &mut heuristic);

        // 3. Feature phrases: up to two modifiers before a head word ("active noise cancelling").
        for (wi, w) in words.iter().enumerate() {
            let head = dualgraph_core::text::names::singular(&text[w.start..w.end].to_lowercase());
            if !FEATURE_HEADS.contains(&head.as_str()) || w.break_before {
                continue;
            }
            let mut first = wi;
            while first > 0 && wi - first < 2 {
                let prev = &words[first - 1];
                let surface = &text[prev.start..prev.end];
                let lower = surface.to_lowercase();
                // Proper names are capitalized phrases, not feature modifiers.
                let title = is_cap(surface) && !is_acronym(surface) && !is_camel(surface) && !prev.sentence_start;
                // Verbs ("brings", "supported", "using") are not modifiers.
                let outer = wi - first == 1;
                let verb_like = (lower.ends_with('s') && !lower.ends_with("ss"))
                    || (outer && (lower.ends_with("ed") || lower.ends_with("ing")));
                let plain = is_phrase_word(&lower) && !verb_like;
                let code = (is_acronym(surface)
                    || is_camel(surface)
                    || lower.chars().any(char::is_alphabetic) && lower.chars().any(|c| c.is_ascii_digit()))
                    && !UNIT_WORDS.contains(&lower.as_str());
                if title || !(plain || code) {
                    break;
                }
                first -= 1;
                if prev.break_before {
                    break;
                }
            }
            if first < wi {
                let (s, e) = (words[first].start, w.end);
                heuristic.push(Candidate { start: s, end: e, kinds: kind::FEATURE, name: text[s..e].to_owned() });
            }
        }

        // 4. Recurring noun phrases (counted over the corpus beforehand).
        for (key, (s, e)) in ngrams(text, &words) {
            if recurring.get(&key).is_some_and(|&n| n >= 2) {
                heuristic.push(Candidate { start: s, end: e, kinds: kind::RECURRING, name: text[s..e].to_owned() });
            }
        }
        // Overlapping heuristic phrases: the longest wins ("simple home screen" over "home
        // screen"); the same span found by several heuristics keeps all their kinds.
        heuristic.sort_by(|a, b| (b.end - b.start).cmp(&(a.end - a.start)).then(a.start.cmp(&b.start)));
        let mut kept: Vec<Candidate> = Vec::new();
        for c in heuristic {
            if covered(c.start, c.end, &found[..names_found]) {
                continue;
            }
            if let Some(same) = kept.iter_mut().find(|k| k.start == c.start && k.end == c.end) {
                same.kinds |= c.kinds;
            } else if !kept.iter().any(|k| c.start < k.end && k.start < c.end) {
                kept.push(c);
            }
        }
        kept.sort_by_key(|c| c.start);
        found.extend(kept);

        // Mentions with supporting sentences.
        let mut out: Vec<Mention> = Vec::new();
        for c in found {
            let (s, e) = sentence_at(&sents, c.start).unwrap_or((c.start, c.end));
            out.push(Mention {
                name: c.name,
                description: clean(&text[s..e]),
                kinds: c.kinds,
                evidence: Some((char_offset(text, s), char_offset(text, e))),
            });
        }

        // Headings and the page's own product describe the whole chunk.
        let summary = truncate_words(&clean(text), 300);
        for h in &chunk.headings {
            if STRUCTURAL_HEADINGS.contains(&canonical_key(h).as_str()) || !h.chars().any(char::is_alphanumeric) {
                continue;
            }
            out.push(Mention { name: h.clone(), description: summary.clone(), kinds: kind::HEADING, evidence: None });
        }
        if doc.kind == DocKind::Product {
            out.push(Mention { name: doc.title.clone(), description: summary, kinds: kind::SUBJECT, evidence: None });
        }
        out
    }
}

/// Candidate recurring phrases of a text: 2- and 3-word runs of lowercase-able phrase words
/// within one clause, as (lowercase key, byte span).
fn ngrams(text: &str, words: &[Word]) -> Vec<(String, (usize, usize))> {
    let mut out = Vec::new();
    let mut clause: Vec<(String, usize, usize)> = Vec::new();
    let emit = |clause: &[(String, usize, usize)], out: &mut Vec<(String, (usize, usize))>| {
        for n in 2..=3 {
            for win in clause.windows(n) {
                let key = win.iter().map(|w| w.0.as_str()).collect::<Vec<_>>().join(" ");
                out.push((key, (win[0].1, win[n - 1].2)));
            }
        }
    };
    for w in words {
        let surface = &text[w.start..w.end];
        let lower = surface.to_lowercase();
        // Common words only: names (capitalized inside a sentence) and acronyms are phrases of
        // their own kind.
        let common = is_phrase_word(&lower) && !is_acronym(surface) && (!is_cap(surface) || w.sentence_start);
        if w.break_before || w.sentence_start || !common {
            emit(&clause, &mut out);
            clause.clear();
        }
        if common {
            clause.push((lower, w.start, w.end));
        }
    }
    emit(&clause, &mut out);
    // Adverbs do not end noun phrases ("charges wirelessly").
    out.retain(|(key, _)| !key.ends_with("ly"));
    out
}

/// Recurring-phrase counts: distinct chunks per n-gram key, with 2-grams dropped when a 3-gram
/// containing them occurs in exactly as many chunks (they add nothing).
fn recurring_phrases(chunks: &[Chunk]) -> HashMap<String, u32> {
    let mut counts: HashMap<String, (u32, u32)> = HashMap::new();
    for (ci, c) in chunks.iter().enumerate() {
        let (_, words) = scan(&c.text);
        for (key, _) in ngrams(&c.text, &words) {
            let e = counts.entry(key).or_insert((0, u32::MAX));
            if e.1 != ci as u32 {
                e.0 += 1;
                e.1 = ci as u32;
            }
        }
    }
    let mut out: HashMap<String, u32> =
        counts.into_iter().filter(|(_, (n, _))| *n >= 2).map(|(k, (n, _))| (k, n)).collect();
    let trigrams: Vec<(String, u32)> =
        out.iter().filter(|(k, _)| k.matches(' ').count() == 2).map(|(k, n)| (k.clone(), *n)).collect();
    for (k, n) in trigrams {
        if let Some((a, b)) = k.split_once(' ') {
            let left = format!("{a} {}", b.split(' ').next().unwrap_or(""));
            for sub in [left, b.to_owned()] {
                if out.get(&sub) == Some(&n) {
                    out.remove(&sub);
                }
            }
        }
    }
    out
}

impl Extractor for OfflineExtractor {
    fn id(&self) -> String {
        OFFLINE_EXTRACTOR_ID.to_owned()
    }

    fn extract(
        &self,
        input: &ExtractInput<'_>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<Vec<Mention>>, ExtractError> {
        let recurring = recurring_phrases(input.chunks);
        let total = input.chunks.len();
        let mut out = Vec::with_capacity(total);
        for (i, c) in input.chunks.iter().enumerate() {
            let doc = input.docs.get(c.doc as usize).ok_or_else(|| ExtractError {
                chunk: Some(i as u32),
                message: format!("chunk refers to document {} of {}", c.doc, input.docs.len()),
            })?;
            out.push(self.local(doc, c, input.gazetteer, &recurring));
            if i % 1024 == 0 || i + 1 == total {
                progress(i + 1, total);
            }
        }
        Ok(out)
    }
}

// ---------------------------------------------------------------------------------------------
// Build: merge, align, index.

/// SKG node classes entities align with.
const ALIGN_TYPES: [NodeType; 8] = [
    NodeType::Product,
    NodeType::ProductRange,
    NodeType::Category,
    NodeType::Section,
    NodeType::Entry,
    NodeType::Value,
    NodeType::Feature,
    NodeType::Page,
];

/// Builds the TKG of a catalog; `skg` are the enriched SKG triples (for alignment).
pub fn build(
    catalog: &Catalog,
    skg: &[Triple],
    instance_base: &str,
    extractor: &dyn Extractor,
    options: &TkgOptions,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(Tkg, TkgReport), ExtractError> {
    let (docs, chunks) = crate::chunking::chunk_catalog(catalog, options.chunk);
    let gazetteer = Gazetteer::from_catalog(catalog);
    let mentions =
        extractor.extract(&ExtractInput { docs: &docs, chunks: &chunks, gazetteer: &gazetteer }, progress)?;
    if mentions.len() != chunks.len() {
        return Err(ExtractError {
            chunk: None,
            message: format!("the extractor returned {} results for {} chunks", mentions.len(), chunks.len()),
        });
    }
    let mut report = TkgReport {
        format: FORMAT,
        extractor: extractor.id(),
        docs: docs.len(),
        chunks: chunks.len(),
        chunk_chars: chunks.iter().map(|c| (c.end - c.start) as usize).sum(),
        mentions: mentions.iter().map(Vec::len).sum(),
        ..TkgReport::default()
    };

    // Merge by canonical key.
    struct Acc {
        spellings: Vec<(String, u32)>,
        kinds: u32,
        description: String,
        seen: HashSet<String>,
        full: bool,
        links: BTreeMap<u32, Option<(u32, u32)>>,
    }
    let mut merged: BTreeMap<String, Acc> = BTreeMap::new();
    for (ci, list) in mentions.iter().enumerate() {
        let chunk = &chunks[ci];
        for m in list {
            let key = canonical_key(&m.name);
            if key.is_empty() {
                continue;
            }
            let acc = merged.entry(key).or_insert_with(|| Acc {
                spellings: Vec::new(),
                kinds: 0,
                description: String::new(),
                seen: HashSet::new(),
                full: false,
                links: BTreeMap::new(),
            });
            match acc.spellings.iter_mut().find(|(s, _)| *s == m.name) {
                Some(s) => s.1 += 1,
                None => acc.spellings.push((m.name.trim().to_owned(), 1)),
            }
            acc.kinds |= m.kinds;
            let window = m.evidence.map(|(s, e)| (chunk.start + s, chunk.start + e));
            let link = acc.links.entry(ci as u32).or_insert(window);
            if link.is_none() {
                *link = window;
            }
            let d = m.description.trim();
            if !acc.full && !d.is_empty() && acc.seen.insert(d.to_owned()) {
                let len = acc.description.chars().count();
                let add = d.chars().count() + usize::from(len > 0);
                if len + add <= options.max_description_chars {
                    if len > 0 {
                        acc.description.push(' ');
                    }
                    acc.description.push_str(d);
                } else {
                    if len == 0 {
                        acc.description = truncate_words(d, options.max_description_chars);
                    }
                    acc.full = true;
                    acc.seen = HashSet::new();
                }
            }
        }
    }

    // Alignment targets from the SKG.
    let rdf_type = vocab::RDF_TYPE;
    let has_name = vocab::predicate("hasName");
    let has_id = vocab::predicate("hasId");
    let variant_of = vocab::predicate("variantOf");
    let classes: HashMap<String, NodeType> = ALIGN_TYPES.iter().map(|t| (t.class_iri(), *t)).collect();
    let mut typed: HashMap<&str, BTreeSet<NodeType>> = HashMap::new();
    let mut names: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut ids: HashMap<&str, &str> = HashMap::new();
    let mut variants: HashMap<&str, Vec<&str>> = HashMap::new();
    for t in skg {
        let oxigraph::model::NamedOrBlankNode::NamedNode(s) = &t.subject else { continue };
        let p = t.predicate.as_str();
        match &t.object {
            Term::NamedNode(o) if p == rdf_type => {
                if let Some(c) = classes.get(o.as_str()) {
                    typed.entry(s.as_str()).or_default().insert(*c);
                }
            }
            Term::NamedNode(o) if p == variant_of => variants.entry(o.as_str()).or_default().push(s.as_str()),
            Term::Literal(l) if p == has_name => names.entry(s.as_str()).or_default().push(l.value()),
            Term::Literal(l) if p == has_id => {
                ids.insert(s.as_str(), l.value());
            }
            _ => {}
        }
    }
    let mut by_key: HashMap<String, BTreeSet<&str>> = HashMap::new();
    for (iri, ns) in &names {
        if typed.contains_key(iri) {
            for n in ns {
                by_key.entry(align_key(n)).or_default().insert(iri);
            }
        }
    }
    let doc_of_id: HashMap<&str, u32> = docs
        .iter()
        .enumerate()
        .filter(|(_, d)| d.kind == DocKind::Product)
        .map(|(i, d)| (d.id.as_str(), i as u32))
        .collect();
    // Product documents behind a product or range node.
    let products_of = |iri: &str| -> Vec<u32> {
        let mut out: Vec<u32> = Vec::new();
        let types = typed.get(iri);
        if types.is_some_and(|t| t.contains(&NodeType::Product)) {
            out.extend(ids.get(iri).and_then(|id| doc_of_id.get(id)));
        }
        if types.is_some_and(|t| t.contains(&NodeType::ProductRange)) {
            for v in variants.get(iri).into_iter().flatten() {
                out.extend(ids.get(v).and_then(|id| doc_of_id.get(id)));
            }
        }
        out
    };

    let mut minter = IriMinter::new();
    let mut entities = Vec::with_capacity(merged.len());
    for (key, acc) in merged {
        let mut best = &acc.spellings[0];
        for s in &acc.spellings {
            if s.1 > best.1 {
                best = s;
            }
        }
        let aligns: Vec<String> =
            by_key.get(&align_key(&key)).map(|set| set.iter().map(|s| (*s).to_owned()).collect()).unwrap_or_default();
        entities.push(Entity {
            name: best.0.clone(),
            local: minter.mint(&key).to_owned(),
            description: acc.description,
            kinds: acc.kinds,
            links: acc.links.into_iter().map(|(chunk, window)| Link { chunk, window }).collect(),
            aligns,
        });
    }

    // Products each chunk is about.
    let mut chunk_products: Vec<BTreeSet<u32>> = chunks
        .iter()
        .map(|c| {
            let mut s = BTreeSet::new();
            if docs[c.doc as usize].kind == DocKind::Product {
                s.insert(c.doc);
            }
            s
        })
        .collect();
    for e in &entities {
        let products: Vec<u32> = e.aligns.iter().flat_map(|iri| products_of(iri)).collect();
        if products.is_empty() {
            continue;
        }
        for l in &e.links {
            let doc = &docs[chunks[l.chunk as usize].doc as usize];
            if doc.kind == DocKind::Page {
                let set = &mut chunk_products[l.chunk as usize];
                set.extend(products.iter().filter(|p| doc.products.is_empty() || doc.products.contains(p)));
            }
        }
    }
    let chunk_products: Vec<Vec<u32>> = chunk_products.into_iter().map(|s| s.into_iter().collect()).collect();

    // Indexes.
    let mut eb = Bm25Builder::new();
    for e in &entities {
        eb.add(&format!("{}\n{}", e.name, e.description));
    }
    let mut cb = Bm25Builder::new();
    for c in &chunks {
        cb.add(&format!("{}\n{}\n{}", docs[c.doc as usize].title, c.headings.join("\n"), c.text));
    }

    report.entities = entities.len();
    report.links = entities.iter().map(|e| e.links.len()).sum();
    report.aligned_entities = entities.iter().filter(|e| !e.aligns.is_empty()).count();
    report.alignments = entities.iter().map(|e| e.aligns.len()).sum();
    report.triples = entities.iter().map(|e| 2 + usize::from(!e.description.is_empty()) + e.aligns.len()).sum();
    for e in &entities {
        for k in kind::names(e.kinds) {
            *report.kinds.entry(k.to_owned()).or_default() += 1;
        }
    }
    let tkg = Tkg {
        instance_base: instance_base.to_owned(),
        docs,
        chunks,
        chunk_products,
        entities,
        entity_index: eb.finish(options.bm25),
        chunk_index: cb.finish(options.bm25),
        semantic: None,
    };
    Ok((tkg, report))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{read_jsonl, ReadOptions};

    fn catalog(text: &str) -> Catalog {
        let mut c = Catalog::default();
        read_jsonl(&mut c, "t", text.as_bytes(), ReadOptions::default()).unwrap();
        crate::catalog::finish(&mut c);
        c
    }

    const SMALL: &str = concat!(
        r###"{"kind":"product","id":"p1","name":"Acme Phone X2","range":"Acme Phone","categories":["Smartphones"],"url":"https://x/p1","specs":[{"section":"Display","entry":"Display Type","value":"LTPO AMOLED"},{"entry":"Network","value":"5G, LTE"},{"entry":"NFC","value":"Yes"}],"text":"## Overview\n\nThe Acme Phone X2 has an LTPO AMOLED screen. It offers eSIM support and Easy Mode for seniors, with a simple home screen.\n\n## Features\n\n### Long battery life\n\nThe battery lasts two days with wireless charging.\n\n## FAQ\n\n**Q:** Does the Acme Phone X2 support 5G?\n**A:** Yes, it supports 5G."}"###,
        "\n",
        r###"{"kind":"product","id":"p2","name":"Acme Phone X3","range":"Acme Phone","categories":["Smartphones"],"specs":[{"section":"Display","entry":"Display Type","value":"OLED"}],"text":"## Overview\n\nThe Acme Phone X3 brings wireless charging and Easy Mode. The battery lasts all day on its simple home screen."}"###,
        "\n",
        r###"{"kind":"page","id":"g1","title":"Phone guide","url":"https://x/g1","products":["p1","p2"],"markdown":"# Phone guide\n\n## Seniors\n\nThe Acme Phone X2 has Easy Mode with large text.\n\n## Other\n\nNothing about specific phones here."}"###
    );

    fn build_small() -> (Tkg, TkgReport, Vec<Triple>) {
        let c = catalog(SMALL);
        let base = "http://ex/kg/t/";
        let (skg, _) = crate::triples::generate(&c, &crate::triples::SkgOptions { instance_base: base.into() });
        let (tkg, report) =
            build(&c, &skg, base, &OfflineExtractor, &TkgOptions::default(), &mut |_, _| {}).expect("build");
        (tkg, report, skg)
    }

    #[test]
    fn scan_joins_hyphenated_words_and_marks_sentence_starts() {
        let text = "The Wi-Fi 6E chip. USB-C: 6.2-inch, IP68/IP69K";
        let (_, words) = scan(text);
        let ws: Vec<&str> = words.iter().map(|w| &text[w.start..w.end]).collect();
        assert_eq!(ws, vec!["The", "Wi-Fi", "6E", "chip", "USB-C", "6.2-inch", "IP68/IP69K"]);
        let starts: Vec<bool> = words.iter().map(|w| w.sentence_start).collect();
        assert_eq!(starts, vec![true, false, false, false, true, true, false]);
        assert!(words[6].break_before);
    }

    #[test]
    fn sentences_split_at_ends_and_lines() {
        let text = "First one. Second 6.2 inch!\n- third item\n\n| a | b |";
        let s: Vec<&str> = sentences(text).iter().map(|&(a, b)| &text[a..b]).collect();
        assert_eq!(s, vec!["First one.", "Second 6.2 inch!", "- third item", "| a | b |"]);
        assert_eq!(clean("**Q:** Is it? | a | b |\n- item"), "Q: Is it?; a; b item");
        assert_eq!(truncate_words("one two three", 9), "one two…");
    }

    #[test]
    fn align_key_normalizes_like_the_paper() {
        assert_eq!(align_key("The Wi-Fi Standards"), "wi fi standard");
        assert_eq!(align_key("Dimensions & Weight"), align_key("dimension weight"));
        assert_eq!(align_key("Nordvale Aria 9"), "nordvale aria 9");
        assert_eq!(align_key("Batteries"), "battery");
    }

    #[test]
    fn extraction_finds_catalog_names_headings_phrases_and_features() {
        let (tkg, report, _) = build_small();
        let names: Vec<&str> = tkg.entities.iter().map(|e| e.name.as_str()).collect();
        for expected in [
            "Acme Phone X2",      // product name in prose + subject
            "LTPO AMOLED",        // categorical spec value in prose
            "Long battery life",  // heading
            "eSIM support",       // feature phrase
            "Easy Mode",          // capitalized phrase
            "wireless charging",  // feature phrase
            "simple home screen", // recurring phrase (two chunks)
            "5G",                 // categorical value
        ] {
            assert!(names.contains(&expected), "missing {expected:?} in {names:?}");
        }
        for absent in [
            "Overview",
            "FAQ",
            "Features",
            "The Acme",
            "Yes",
            "Q",
            "battery lasts",
            "brings wireless charging",
            "home screen",
        ] {
            assert!(!names.contains(&absent), "unexpected {absent:?} in {names:?}");
        }
        assert_eq!(report.entities, tkg.entities.len());
        assert!(report.kinds["heading"] >= 1 && report.kinds["value"] >= 1);
    }

    #[test]
    fn mentions_merge_by_canonical_key_and_keep_every_chunk_link() {
        let (tkg, _, _) = build_small();
        let easy = &tkg.entities[tkg.entity_by_name("easy mode").expect("Easy Mode")];
        // Easy Mode is in p1's overview, p2's overview and the guide's "Seniors" chunk.
        let docs: BTreeSet<&str> =
            easy.links.iter().map(|l| tkg.docs[tkg.chunks[l.chunk as usize].doc as usize].id.as_str()).collect();
        assert_eq!(docs, BTreeSet::from(["p1", "p2", "g1"]));
        // Descriptions aggregate distinct supporting sentences.
        assert!(easy.description.contains("eSIM support and Easy Mode for seniors"), "{}", easy.description);
        assert!(easy.description.contains("Easy Mode with large text"), "{}", easy.description);
        // Evidence windows point at the supporting sentence in the source document.
        for l in &easy.links {
            let (s, e) = l.window.expect("window");
            let c = &tkg.chunks[l.chunk as usize];
            let doc_text = source_text(&tkg.docs[c.doc as usize].id);
            let window: String = doc_text.chars().skip(s as usize).take((e - s) as usize).collect();
            assert!(window.contains("Easy Mode"), "{window:?}");
        }
        // The product is linked to all chunks of its own page.
        let x2 = &tkg.entities[tkg.entity_by_name("Acme Phone X2").unwrap()];
        let own: Vec<u32> = tkg.chunks.iter().enumerate().filter(|(_, c)| c.doc == 0).map(|(i, _)| i as u32).collect();
        assert!(own.iter().all(|c| x2.links.iter().any(|l| l.chunk == *c)));
        assert!(x2.kinds & kind::SUBJECT != 0 && x2.kinds & kind::PRODUCT != 0);
    }

    fn source_text(id: &str) -> String {
        let c = catalog(SMALL);
        c.products
            .iter()
            .find(|p| p.id == id)
            .and_then(|p| p.text.clone())
            .or_else(|| c.pages.iter().find(|p| p.id == id).map(|p| p.markdown.clone()))
            .unwrap()
    }

    #[test]
    fn entities_align_with_skg_nodes_by_normalized_name() {
        let (tkg, report, _) = build_small();
        let get = |n: &str| &tkg.entities[tkg.entity_by_name(n).unwrap_or_else(|| panic!("{n}"))];
        assert_eq!(get("Acme Phone X2").aligns, vec!["http://ex/kg/t/product/p1"]);
        assert_eq!(get("LTPO AMOLED").aligns, vec!["http://ex/kg/t/value/ltpo_amoled"]);
        assert!(get("5G").aligns.contains(&"http://ex/kg/t/value/5g".to_owned()));
        assert!(get("eSIM support").aligns.is_empty());
        assert!(report.aligned_entities >= 3);
        // The guide's "Seniors" chunk mentions Acme Phone X2: it is about p1, not p2.
        let guide_chunk =
            tkg.chunks.iter().position(|c| c.headings.last().map(String::as_str) == Some("Seniors")).unwrap();
        let p1 = tkg.docs.iter().position(|d| d.id == "p1").unwrap() as u32;
        assert_eq!(tkg.chunk_products[guide_chunk], vec![p1]);
        let other = tkg.chunks.iter().position(|c| c.headings.last().map(String::as_str) == Some("Other")).unwrap();
        assert!(tkg.chunk_products[other].is_empty());
        // RDF: type, name, description, alignsWith.
        let triples = tkg.triples();
        assert_eq!(triples.len(), report.triples);
        let iri = tkg.entity_iri(get("Acme Phone X2"));
        assert!(iri.starts_with("http://ex/kg/t/entity/"));
        let has = |p: &str, o: &str| {
            triples.iter().any(|t| {
                t.subject.to_string() == format!("<{iri}>")
                    && t.predicate.as_str().ends_with(p)
                    && t.object.to_string() == o
            })
        };
        assert!(has("#type", "<https://dualgraph.dev/skg/type#TkgEntity>"));
        assert!(has("#alignsWith", "<http://ex/kg/t/product/p1>"));
        assert!(has("#hasName", "\"Acme Phone X2\""));
    }

    #[test]
    fn sections_round_trip() {
        let (tkg, _, _) = build_small();
        let sections = tkg.to_sections();
        let back = Tkg::from_sections(&tkg.instance_base, &sections[0].1, &sections[1].1, &sections[2].1).unwrap();
        assert_eq!(back.docs, tkg.docs);
        assert_eq!(back.chunks, tkg.chunks);
        assert_eq!(back.chunk_products, tkg.chunk_products);
        let without: Vec<Entity> =
            tkg.entities.iter().map(|e| Entity { description: String::new(), ..e.clone() }).collect();
        assert_eq!(back.entities, without);
        assert_eq!(back.entity_index, tkg.entity_index);
        assert_eq!(back.chunk_index, tkg.chunk_index);
    }

    #[test]
    fn corrupt_sections_fail_with_errors_not_panics() {
        let (tkg, _, _) = build_small();
        let sections = tkg.to_sections();
        for which in 0..3 {
            let bytes = &sections[which].1;
            for i in 0..bytes.len() {
                for flip in [0x01u8, 0x80, 0xff] {
                    let mut parts: Vec<Vec<u8>> = sections.iter().map(|s| s.1.clone()).collect();
                    parts[which][i] ^= flip;
                    let _ = Tkg::from_sections(&tkg.instance_base, &parts[0], &parts[1], &parts[2]);
                }
            }
            let mut parts: Vec<Vec<u8>> = sections.iter().map(|s| s.1.clone()).collect();
            let half = parts[which].len() / 2;
            parts[which].truncate(half);
            assert!(Tkg::from_sections(&tkg.instance_base, &parts[0], &parts[1], &parts[2]).is_err());
        }
        // Mismatched sections are refused.
        let (other, _, _) = {
            let c = catalog(SMALL.lines().next().unwrap());
            let (skg, _) =
                crate::triples::generate(&c, &crate::triples::SkgOptions { instance_base: "http://ex/".into() });
            let (t, r) =
                build(&c, &skg, "http://ex/", &OfflineExtractor, &TkgOptions::default(), &mut |_, _| {}).unwrap();
            (t, r, ())
        };
        let o = other.to_sections();
        assert!(Tkg::from_sections(&tkg.instance_base, &sections[0].1, &sections[1].1, &o[2].1).is_err());
    }

    #[test]
    fn extraction_is_deterministic() {
        let (a, _, _) = build_small();
        let (b, _, _) = build_small();
        assert_eq!(a.entities, b.entities);
        assert_eq!(a.to_sections(), b.to_sections());
    }
}

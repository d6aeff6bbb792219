//! The offline entity extractor: gazetteer matches plus capitalised, acronym and recurring phrases.

use super::*;
use dualgraph_core::text::names::canonical_key;
use dualgraph_core::tkg::bm25::{self};
use dualgraph_core::tkg::chunk::{Chunk, Doc, DocKind};
use std::collections::HashMap;

// ---------------------------------------------------------------------------------------------
// The offline extractor.

/// Headings that structure a page but name nothing ("Overview", "FAQ").
pub(crate) const STRUCTURAL_HEADINGS: &[&str] = &[
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
pub(crate) const LEADING_DROP: &[&str] = &[
    "a", "all", "an", "any", "both", "each", "every", "it", "its", "many", "most", "no", "one", "our", "some", "that",
    "the", "their", "these", "this", "those", "yes", "your",
];

/// Unit and marker words that are not entities on their own.
pub(crate) const UNIT_WORDS: &[&str] = &[
    "db", "gb", "gbp", "ghz", "hz", "kb", "kg", "kwh", "mah", "mb", "mm", "mp", "ms", "nm", "tb", "usd", "v", "w", "wh",
];

/// Head words of feature phrases ("… support", "… mode").
pub(crate) const FEATURE_HEADS: &[&str] = &[
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
pub(crate) const PHRASE_STOP: &[&str] = &[
    "add", "adds", "also", "both", "come", "comes", "does", "every", "extra", "full", "get", "gets", "give", "gives",
    "good", "great", "handle", "handles", "has", "have", "include", "includes", "just", "keep", "keeps", "last",
    "lasts", "less", "let", "lets", "like", "look", "make", "makes", "more", "most", "much", "need", "no", "not",
    "offer", "offers", "one", "only", "other", "over", "per", "plus", "same", "support", "supports", "take", "takes",
    "than", "up", "use", "uses", "very", "want", "well", "without",
];

pub(crate) fn is_phrase_word(lower: &str) -> bool {
    lower.chars().count() >= 3
        && lower.chars().all(|c| c.is_alphabetic() || c == '-')
        && !bm25::is_stop_word(lower)
        && !PHRASE_STOP.contains(&lower)
        && !UNIT_WORDS.contains(&lower)
}

pub(crate) fn is_cap(w: &str) -> bool {
    w.chars().next().is_some_and(char::is_uppercase)
}

pub(crate) fn is_numeric_start(w: &str) -> bool {
    w.chars().next().is_some_and(|c| c.is_ascii_digit())
}

/// "OLED", "IP68/IP69K", "USB-C": at least two letters, all uppercase.
pub(crate) fn is_acronym(w: &str) -> bool {
    let letters: Vec<char> = w.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase())
}

/// "eSIM", "FrostLine", "microSD": mixed case inside the word.
pub(crate) fn is_camel(w: &str) -> bool {
    w.chars().skip(1).any(char::is_uppercase) && w.chars().any(char::is_lowercase)
}

/// The deterministic, model-free extractor (see the module documentation).
#[derive(Debug, Clone, Default)]
pub struct OfflineExtractor;

/// Identity of [`OfflineExtractor`] as recorded in manifests.
pub const OFFLINE_EXTRACTOR_ID: &str = "offline-v1";

pub(crate) struct Candidate {
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) kinds: u32,
    pub(crate) name: String,
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
pub(crate) fn ngrams(text: &str, words: &[Word]) -> Vec<(String, (usize, usize))> {
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
pub(crate) fn recurring_phrases(chunks: &[Chunk]) -> HashMap<String, u32> {
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

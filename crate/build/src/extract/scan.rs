//! Text scanning shared by the offline extractor and SKG alignment: fine tokens, words, sentences.

use dualgraph_core::text::names::canonical_key;

// ---------------------------------------------------------------------------------------------
// Text scanning shared by the extractor and alignment.

/// A run of letters/digits (byte range).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fine {
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// A word: fine tokens joined by `-`, `/`, `'` (or `.` between digits) without spaces.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Word {
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// Fine tokens `[first, last)`.
    pub(crate) fine: (usize, usize),
    /// Punctuation (not just spaces) separates it from the previous word.
    pub(crate) break_before: bool,
    /// First word of a sentence, line or clause after a colon.
    pub(crate) sentence_start: bool,
}

pub(crate) fn scan(text: &str) -> (Vec<Fine>, Vec<Word>) {
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

pub(crate) fn ends_sentence(gap: &str) -> bool {
    gap.char_indices()
        .any(|(i, c)| matches!(c, '.' | '?' | '!') && gap[i + c.len_utf8()..].contains(char::is_whitespace))
}

/// Sentence byte ranges of a text (split at line breaks and at `.`/`?`/`!` before whitespace),
/// trimmed, non-empty.
pub(crate) fn sentences(text: &str) -> Vec<(usize, usize)> {
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
pub(crate) fn sentence_at(sentences: &[(usize, usize)], at: usize) -> Option<(usize, usize)> {
    let i = sentences.partition_point(|s| s.1 <= at);
    sentences.get(i).or(sentences.last()).copied()
}

/// Markdown-free, whitespace-collapsed text for descriptions.
pub(crate) fn clean(text: &str) -> String {
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
pub(crate) fn truncate_words(text: &str, max: usize) -> String {
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

pub(crate) fn char_offset(text: &str, byte: usize) -> u32 {
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

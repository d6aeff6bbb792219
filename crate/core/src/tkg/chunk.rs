//! Heading-aware, size-bounded chunking of catalog prose (product `text`, page `markdown`) with
//! provenance, for the Textual Knowledge Graph ([`crate::tkg`]).
//!
//! A document is read as Markdown blocks: ATX headings (`## Features`) open sections and form
//! the *heading path* of what follows (`["Features", "Long battery life"]`); blank lines separate
//! blocks (paragraphs, lists, tables; a fenced code block is one block). Blocks of one section
//! are packed greedily into chunks of at most [`ChunkOptions::max_chars`] characters; a chunk
//! never crosses a heading. A question block (`**Q:** …`) and the answer block after it form one
//! unit, so a FAQ pair stays in one chunk whenever it fits. A block longer than the bound is cut
//! at the last line break that fits, else the last sentence end, else the last whitespace — never
//! inside a word (a single word longer than the bound becomes its own, longer, chunk).
//!
//! Each chunk's text is exactly `source[start..end]` counted in Unicode scalar values
//! (`source.chars().skip(start).take(end - start)`); heading lines are not part of any chunk's
//! text (they are its heading path). Output is deterministic: documents in catalog order
//! (products, then pages), chunks in text order.

use serde::Serialize;

/// Chunking options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChunkOptions {
    /// Upper bound on a chunk's length in characters (a single longer word is never split).
    pub max_chars: usize,
}

impl Default for ChunkOptions {
    fn default() -> Self {
        Self { max_chars: 800 }
    }
}

/// What kind of record a document came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DocKind {
    /// A product record's `text`.
    Product,
    /// A page record's `markdown`.
    Page,
}

/// A source document of chunks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Doc {
    /// Catalog id of the product or page.
    pub id: String,
    /// Product or page.
    pub kind: DocKind,
    /// Product name or page title.
    pub title: String,
    /// Page URL, when known.
    pub url: Option<String>,
    /// For pages: indexes (into the document list) of the product documents the page links to.
    pub products: Vec<u32>,
}

/// A piece of one document's prose, with provenance.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Chunk {
    /// Index of the document in the document list.
    pub doc: u32,
    /// Headings above the chunk, outermost first.
    pub headings: Vec<String>,
    /// Start offset in the source text, in characters (Unicode scalar values).
    pub start: u32,
    /// End offset (exclusive) in the source text, in characters.
    pub end: u32,
    /// The exact source text of `start..end`.
    pub text: String,
}

/// A chunk of one text, before it is attached to a document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextChunk {
    /// Headings above the chunk, outermost first.
    pub headings: Vec<String>,
    /// Byte range in the source text.
    pub bytes: std::ops::Range<usize>,
    /// Character range in the source text.
    pub chars: std::ops::Range<usize>,
}

/// One paragraph-level block: byte range (trimmed) and the index of its section.
#[derive(Debug, Clone)]
struct Block {
    start: usize,
    end: usize,
    section: usize,
}

/// Heading level and text of an ATX heading line.
fn heading(line: &str) -> Option<(usize, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &line[indent..];
    let level = rest.bytes().take_while(|&b| b == b'#').count();
    if !(1..=6).contains(&level) {
        return None;
    }
    let after = &rest[level..];
    if !after.is_empty() && !after.starts_with([' ', '\t']) {
        return None;
    }
    let mut title = after.trim();
    // Optional closing sequence of #s ("## Title ##").
    let stripped = title.trim_end_matches('#');
    if stripped.len() != title.len() && (stripped.is_empty() || stripped.ends_with([' ', '\t'])) {
        title = stripped.trim_end();
    }
    Some((level, title))
}

/// True when a block starts with a FAQ marker (`**Q:**`, `Q:`, `Question:`; `A`/`Answer` for
/// answers), ignoring emphasis markers.
fn starts_with_marker(block: &str, short: &str, long: &str) -> bool {
    let t = block.trim_start_matches(['*', '_', ' ', '\t']);
    [short, long]
        .iter()
        .any(|m| t.strip_prefix(m).is_some_and(|rest| rest.trim_start_matches(['*', '_']).starts_with(':')))
}

/// Chunks one Markdown text.
pub fn chunk_text(text: &str, options: ChunkOptions) -> Vec<TextChunk> {
    let max = options.max_chars.max(1);
    // 1. Blocks and sections.
    let mut sections: Vec<Vec<String>> = vec![Vec::new()];
    let mut stack: Vec<(usize, String)> = Vec::new();
    let mut blocks: Vec<Block> = Vec::new();
    let mut current: Option<(usize, usize)> = None;
    let mut fence: Option<&str> = None;
    let mut offset = 0usize;
    for raw in text.split_inclusive('\n') {
        let line_start = offset;
        offset += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        let trimmed = line.trim();
        let line_end = line_start + line.trim_end().len();
        if let Some(marker) = fence {
            if trimmed.starts_with(marker) {
                fence = None;
            }
            let start = current.map_or(line_start + (line.len() - line.trim_start().len()), |c| c.0);
            current = Some((start, line_end.max(current.map_or(0, |c| c.1))));
            continue;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fence = Some(&trimmed[..3]);
        } else if trimmed.is_empty() {
            if let Some((s, e)) = current.take() {
                blocks.push(Block { start: s, end: e, section: sections.len() - 1 });
            }
            continue;
        } else if let Some((level, title)) = heading(line) {
            if let Some((s, e)) = current.take() {
                blocks.push(Block { start: s, end: e, section: sections.len() - 1 });
            }
            stack.retain(|(l, _)| *l < level);
            stack.push((level, title.to_owned()));
            sections.push(stack.iter().filter(|(_, t)| !t.is_empty()).map(|(_, t)| t.clone()).collect());
            continue;
        }
        let start = current.map_or(line_start + (line.len() - line.trim_start().len()), |c| c.0);
        current = Some((start, line_end));
    }
    if let Some((s, e)) = current.take() {
        blocks.push(Block { start: s, end: e, section: sections.len() - 1 });
    }

    // 2. Units: a question block and the answer block right after it are one unit.
    let mut units: Vec<Block> = Vec::new();
    for b in blocks {
        if let Some(prev) = units.last_mut() {
            let prev_text = &text[prev.start..prev.end];
            let this = &text[b.start..b.end];
            if prev.section == b.section
                && starts_with_marker(prev_text, "Q", "Question")
                && !prev_text.lines().skip(1).any(|l| starts_with_marker(l, "A", "Answer"))
                && starts_with_marker(this, "A", "Answer")
            {
                prev.end = b.end;
                continue;
            }
        }
        units.push(b);
    }

    // 3. Pack units of one section greedily; split oversized units.
    let chars_between = |a: usize, b: usize| text[a..b].chars().count();
    let mut pieces: Vec<Block> = Vec::new();
    let mut open: Option<Block> = None;
    for u in units {
        if let Some(o) = open.as_mut() {
            if o.section == u.section && chars_between(o.start, u.end) <= max {
                o.end = u.end;
                continue;
            }
        }
        pieces.extend(open.take());
        if chars_between(u.start, u.end) <= max {
            open = Some(u);
        } else {
            for (s, e) in split_long(text, u.start, u.end, max) {
                pieces.push(Block { start: s, end: e, section: u.section });
            }
        }
    }
    pieces.extend(open);

    // 4. Character offsets (one pass over the text).
    let mut out = Vec::with_capacity(pieces.len());
    let (mut byte, mut chars) = (0usize, 0usize);
    let mut to_chars = |b: usize| {
        chars += text[byte..b].chars().count();
        byte = b;
        chars
    };
    for p in pieces {
        let start = to_chars(p.start);
        let end = to_chars(p.end);
        out.push(TextChunk { headings: sections[p.section].clone(), bytes: p.start..p.end, chars: start..end });
    }
    out
}

/// Cuts `text[start..end]` into trimmed pieces of at most `max` characters: at the last line
/// break that fits, else the last sentence end, else the last whitespace. A boundary is only
/// preferred when it keeps at least a third of the allowed length.
fn split_long(text: &str, start: usize, end: usize, max: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut s = start;
    loop {
        s += text[s..end].len() - text[s..end].trim_start().len();
        if s >= end {
            break;
        }
        let (mut line, mut sentence, mut space) = (None, None, None);
        let mut prev = ' ';
        let mut cut = None;
        let mut fits = true;
        for (count, (i, c)) in text[s..end].char_indices().enumerate() {
            let pos = s + i;
            if c.is_whitespace() {
                if count > max {
                    fits = false;
                    break;
                }
                if c == '\n' {
                    line = Some((pos, count));
                }
                if matches!(prev, '.' | '?' | '!' | ':' | ';') {
                    sentence = Some((pos, count));
                }
                space = Some((pos, count));
            } else if count >= max {
                // This character would make the piece longer than allowed.
                fits = false;
                if space.is_none() {
                    // One word longer than the bound: keep it whole, cut at the next whitespace.
                    cut = text[pos..end].find(char::is_whitespace).map(|w| pos + w);
                    break;
                }
                break;
            }
            prev = c;
        }
        if fits {
            out.push((s, s + text[s..end].trim_end().len()));
            break;
        }
        let min = max / 3;
        let chosen = cut.or_else(|| {
            [line, sentence, space]
                .iter()
                .flatten()
                .find(|(_, count)| *count >= min)
                .or(space.as_ref())
                .map(|(p, _)| *p)
        });
        let Some(p) = chosen else {
            out.push((s, s + text[s..end].trim_end().len()));
            break;
        };
        out.push((s, s + text[s..p].trim_end().len()));
        s = p;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slice(text: &str, c: &TextChunk) -> String {
        text.chars().skip(c.chars.start).take(c.chars.len()).collect()
    }

    fn check_spans(text: &str, chunks: &[TextChunk]) {
        for c in chunks {
            assert_eq!(slice(text, c), &text[c.bytes.clone()], "char span and byte span disagree");
            assert_eq!(text[c.bytes.clone()].trim(), &text[c.bytes.clone()], "chunk is not trimmed");
        }
    }

    #[test]
    fn headings_form_paths_and_chunks_never_cross_them() {
        let text = "## Overview\n\nIntro text.\n\n## Features\n\n### Long battery life\n\nLasts all day.\n\n### Display\n\nBright.\n\n## FAQ\n\n**Q:** Is it good?\n**A:** Yes.";
        let chunks = chunk_text(text, ChunkOptions::default());
        check_spans(text, &chunks);
        let got: Vec<(Vec<&str>, &str)> =
            chunks.iter().map(|c| (c.headings.iter().map(String::as_str).collect(), &text[c.bytes.clone()])).collect();
        assert_eq!(
            got,
            vec![
                (vec!["Overview"], "Intro text."),
                (vec!["Features", "Long battery life"], "Lasts all day."),
                (vec!["Features", "Display"], "Bright."),
                (vec!["FAQ"], "**Q:** Is it good?\n**A:** Yes."),
            ]
        );
    }

    #[test]
    fn spans_count_characters_not_bytes() {
        let text = "# Größe\n\nÜber 5 °C — kühl.\n\n## Zweite\n\nNoch ein Absatz: naïve café.";
        let chunks = chunk_text(text, ChunkOptions::default());
        check_spans(text, &chunks);
        assert_eq!(chunks.len(), 2);
        assert_eq!(chunks[1].headings, vec!["Größe", "Zweite"]);
        assert_eq!(slice(text, &chunks[1]), "Noch ein Absatz: naïve café.");
        assert_ne!(chunks[1].chars.start, chunks[1].bytes.start);
    }

    #[test]
    fn small_blocks_of_one_section_are_packed_up_to_the_bound() {
        let text = "## A\n\none two.\n\nthree four.\n\nfive six.";
        let all = chunk_text(text, ChunkOptions { max_chars: 100 });
        assert_eq!(all.len(), 1);
        assert_eq!(&text[all[0].bytes.clone()], "one two.\n\nthree four.\n\nfive six.");
        let bounded = chunk_text(text, ChunkOptions { max_chars: 23 });
        check_spans(text, &bounded);
        let texts: Vec<&str> = bounded.iter().map(|c| &text[c.bytes.clone()]).collect();
        assert_eq!(texts, vec!["one two.\n\nthree four.", "five six."]);
    }

    #[test]
    fn faq_pairs_stay_together_when_they_fit() {
        let text = "## FAQ\n\n**Q:** First question here?\n\n**A:** First answer here.\n\n**Q:** Second question?\n\n**A:** Second answer.";
        let chunks = chunk_text(text, ChunkOptions { max_chars: 60 });
        check_spans(text, &chunks);
        let texts: Vec<&str> = chunks.iter().map(|c| &text[c.bytes.clone()]).collect();
        assert_eq!(
            texts,
            vec![
                "**Q:** First question here?\n\n**A:** First answer here.",
                "**Q:** Second question?\n\n**A:** Second answer."
            ]
        );
    }

    #[test]
    fn long_blocks_split_at_sentences_and_never_inside_words() {
        let sentence = "The battery lasts a very long time indeed. ";
        let text = format!("## Battery\n\n{}", sentence.repeat(10).trim_end());
        let chunks = chunk_text(&text, ChunkOptions { max_chars: 100 });
        check_spans(&text, &chunks);
        assert!(chunks.len() >= 5);
        for c in &chunks {
            let t = &text[c.bytes.clone()];
            assert!(t.chars().count() <= 100, "{t:?}");
            assert!(t.ends_with('.'), "not cut at a sentence end: {t:?}");
            // Never inside a word: the characters around the cut are whitespace or text edges.
            let before = text[..c.bytes.start].chars().last();
            let after = text[c.bytes.end..].chars().next();
            assert!(before.is_none_or(char::is_whitespace), "{before:?}");
            assert!(after.is_none_or(char::is_whitespace), "{after:?}");
        }
        let joined: Vec<&str> = chunks.iter().map(|c| &text[c.bytes.clone()]).collect();
        assert_eq!(joined.join(" "), sentence.repeat(10).trim_end());
    }

    #[test]
    fn a_word_longer_than_the_bound_is_kept_whole() {
        let text = "short words then averyveryveryverylongwordthatexceedsthebound and more";
        let chunks = chunk_text(text, ChunkOptions { max_chars: 12 });
        check_spans(text, &chunks);
        let texts: Vec<&str> = chunks.iter().map(|c| &text[c.bytes.clone()]).collect();
        assert!(texts.contains(&"averyveryveryverylongwordthatexceedsthebound"), "{texts:?}");
        assert_eq!(texts.join(" "), text);
    }

    #[test]
    fn tables_split_between_rows() {
        let mut text = String::from("## Table\n\n| a | b |\n| --- | --- |\n");
        for i in 0..20 {
            text.push_str(&format!("| row {i} | value {i} |\n"));
        }
        let chunks = chunk_text(&text, ChunkOptions { max_chars: 120 });
        check_spans(&text, &chunks);
        assert!(chunks.len() > 1);
        for c in &chunks {
            let t = &text[c.bytes.clone()];
            assert!(t.starts_with('|') && t.ends_with('|'), "{t:?}");
        }
    }

    #[test]
    fn headings_inside_code_fences_are_text() {
        let text = "## Real\n\n```\n# not a heading\n\nstill code\n```\n\nafter";
        let chunks = chunk_text(text, ChunkOptions::default());
        check_spans(text, &chunks);
        assert!(chunks.iter().all(|c| c.headings == vec!["Real"]));
        assert!(text[chunks[0].bytes.clone()].contains("# not a heading\n\nstill code"));
    }

    #[test]
    fn text_without_headings_and_empty_text() {
        assert!(chunk_text("", ChunkOptions::default()).is_empty());
        assert!(chunk_text("\n\n  \n", ChunkOptions::default()).is_empty());
        let c = chunk_text("  plain prose  ", ChunkOptions::default());
        assert_eq!(c.len(), 1);
        assert!(c[0].headings.is_empty());
        assert_eq!(c[0].chars, 2..13);
        assert_eq!(heading("####### seven"), None);
        assert_eq!(heading("#hashtag"), None);
        assert_eq!(heading("## Title ##"), Some((2, "Title")));
        assert_eq!(heading("## C#"), Some((2, "C#")));
    }

    #[test]
    fn chunking_is_deterministic() {
        let text = "# T\n\nA b c. D e f.\n\n## S\n\n- one\n- two\n\n**Q:** x?\n**A:** y.";
        assert_eq!(chunk_text(text, ChunkOptions { max_chars: 7 }), chunk_text(text, ChunkOptions { max_chars: 7 }));
    }
}

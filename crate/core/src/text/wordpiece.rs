//! WordPiece tokenizer compatible with Hugging Face `tokenizers` for BERT *uncased* models
//! (`BertNormalizer` + `BertPreTokenizer` + `WordPiece`), so a static table distilled from such a
//! model is looked up with exactly the token ids the model saw. Checked against `tokenizers`
//! output in `tests/fixtures/wordpiece.json` (`scripts/wordpiece_fixture.py`).
//!
//! Steps, as in `tokenizers`:
//! 1. Special tokens (`[CLS]`, `[SEP]`, …) written literally in the text are matched first,
//!    case-sensitively, before any normalization.
//! 2. Normalize: drop NUL, U+FFFD and "other" characters (controls, invisible format characters
//!    such as zero-width joiners and soft hyphens, private use — `unicode_categories`, the table
//!    `tokenizers` uses); whitespace becomes a space; CJK ideographs get spaces around them;
//!    NFD (which also decomposes Hangul syllables into jamo) and drop non-spacing marks
//!    (accents); lowercase.
//! 3. Split on whitespace, then isolate every punctuation character (ASCII punctuation and the
//!    Unicode `P*` categories).
//! 4. WordPiece: greedy longest match from the left, continuation pieces prefixed with `##`; a
//!    word with an unmatched remainder, or longer than [`MAX_CHARS_PER_WORD`] characters, is one
//!    `[UNK]`.

use std::collections::HashMap;
use unicode_categories::UnicodeCategories;
use unicode_normalization::UnicodeNormalization;

/// Words longer than this (in characters) become `[UNK]` (the `tokenizers` default, 100).
pub const MAX_CHARS_PER_WORD: usize = 100;
/// Prefix of word-continuation pieces.
pub const CONTINUATION: &str = "##";
/// Unknown-word token.
pub const UNK: &str = "[UNK]";
/// Special tokens matched literally in the input (BERT's).
pub const SPECIAL_TOKENS: [&str; 5] = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"];

/// Why a vocabulary cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VocabError {
    /// The vocabulary lacks `[UNK]`.
    #[error("the WordPiece vocabulary has no {UNK} token")]
    NoUnk,
    /// A token appears twice.
    #[error("the WordPiece vocabulary lists token {token:?} twice (ids {first} and {second})")]
    Duplicate {
        /// The token.
        token: String,
        /// First id.
        first: u32,
        /// Second id.
        second: u32,
    },
    /// An empty token.
    #[error("the WordPiece vocabulary has an empty token at id {0}")]
    Empty(u32),
}

/// A WordPiece tokenizer over a vocabulary (token id = position).
#[derive(Debug, Clone)]
pub struct WordPiece {
    tokens: Vec<String>,
    ids: HashMap<String, u32>,
    unk: u32,
    specials: Vec<(String, u32)>,
}

impl WordPiece {
    /// A tokenizer over `tokens` (id = index).
    pub fn new(tokens: Vec<String>) -> Result<Self, VocabError> {
        let mut ids = HashMap::with_capacity(tokens.len());
        for (i, t) in tokens.iter().enumerate() {
            if t.is_empty() {
                return Err(VocabError::Empty(i as u32));
            }
            if let Some(first) = ids.insert(t.clone(), i as u32) {
                return Err(VocabError::Duplicate { token: t.clone(), first, second: i as u32 });
            }
        }
        let unk = *ids.get(UNK).ok_or(VocabError::NoUnk)?;
        let specials = SPECIAL_TOKENS.iter().filter_map(|s| ids.get(*s).map(|id| ((*s).to_owned(), *id))).collect();
        Ok(Self { tokens, ids, unk, specials })
    }

    /// A tokenizer from a BERT `vocab.txt` (one token per line).
    pub fn from_vocab_txt(text: &str) -> Result<Self, VocabError> {
        Self::new(text.lines().map(str::to_owned).collect())
    }

    /// The vocabulary, in id order.
    pub fn tokens(&self) -> &[String] {
        &self.tokens
    }

    /// Id of a token.
    pub fn id(&self, token: &str) -> Option<u32> {
        self.ids.get(token).copied()
    }

    /// Id of `[UNK]`.
    pub fn unk(&self) -> u32 {
        self.unk
    }

    /// Token ids of a text, without `[CLS]`/`[SEP]` (like `encode(text, add_special_tokens=False)`).
    pub fn encode(&self, text: &str) -> Vec<u32> {
        let mut out = Vec::new();
        let mut rest = text;
        while !rest.is_empty() {
            // The earliest literal special token (the longest one on a tie).
            let next = self
                .specials
                .iter()
                .filter_map(|(s, id)| rest.find(s.as_str()).map(|at| (at, std::cmp::Reverse(s.len()), *id)))
                .min();
            match next {
                Some((at, std::cmp::Reverse(len), id)) => {
                    self.encode_plain(&rest[..at], &mut out);
                    out.push(id);
                    rest = &rest[at + len..];
                }
                None => {
                    self.encode_plain(rest, &mut out);
                    break;
                }
            }
        }
        out
    }

    /// Ids of the words of `text` that are one whole vocabulary token (not split into pieces,
    /// not `[UNK]`, not a special token), in order.
    pub fn whole_words(&self, text: &str) -> Vec<u32> {
        let mut out = Vec::new();
        let mut pieces = Vec::new();
        for word in pre_tokenize(&normalize(text)) {
            pieces.clear();
            self.word_pieces(word, &mut pieces);
            if let [id] = pieces[..] {
                if id != self.unk {
                    out.push(id);
                }
            }
        }
        out
    }

    /// Encodes text with no special tokens in it.
    fn encode_plain(&self, text: &str, out: &mut Vec<u32>) {
        if text.is_empty() {
            return;
        }
        for word in pre_tokenize(&normalize(text)) {
            self.word_pieces(word, out);
        }
    }

    /// Greedy longest-match-first WordPiece of one word.
    fn word_pieces(&self, word: &str, out: &mut Vec<u32>) {
        if word.chars().count() > MAX_CHARS_PER_WORD {
            out.push(self.unk);
            return;
        }
        let first = out.len();
        let mut start = 0;
        let mut piece = String::new();
        while start < word.len() {
            let mut end = word.len();
            let mut found = None;
            while start < end {
                piece.clear();
                if start > 0 {
                    piece.push_str(CONTINUATION);
                }
                piece.push_str(&word[start..end]);
                if let Some(id) = self.ids.get(piece.as_str()) {
                    found = Some(*id);
                    break;
                }
                end -= word[start..end].chars().next_back().map_or(1, char::len_utf8);
            }
            match found {
                Some(id) => {
                    out.push(id);
                    start = end;
                }
                None => {
                    out.truncate(first);
                    out.push(self.unk);
                    return;
                }
            }
        }
    }
}

/// `BertNormalizer` with `clean_text`, `handle_chinese_chars`, `strip_accents` and `lowercase`.
pub fn normalize(text: &str) -> String {
    let mut cleaned = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c == '\0' || c == '\u{fffd}' || is_control(c) {
            continue;
        }
        if is_whitespace(c) {
            cleaned.push(' ');
        } else if is_cjk(c) {
            cleaned.push(' ');
            cleaned.push(c);
            cleaned.push(' ');
        } else {
            cleaned.push(c);
        }
    }
    let mut out = String::with_capacity(cleaned.len());
    for c in cleaned.nfd().filter(|c| !c.is_mark_nonspacing()) {
        out.extend(c.to_lowercase());
    }
    out
}

/// `BertPreTokenizer`: split on whitespace (removed) and around punctuation (kept as words).
pub fn pre_tokenize(text: &str) -> Vec<&str> {
    let mut words = Vec::new();
    for part in text.split(char::is_whitespace) {
        let mut start = 0;
        for (i, c) in part.char_indices() {
            if is_punctuation(c) {
                if start < i {
                    words.push(&part[start..i]);
                }
                words.push(&part[i..i + c.len_utf8()]);
                start = i + c.len_utf8();
            }
        }
        if start < part.len() {
            words.push(&part[start..]);
        }
    }
    words
}

/// Whitespace as `tokenizers` counts it (tab, newline and carriage return included).
fn is_whitespace(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r') || c.is_whitespace()
}

/// Characters `clean_text` removes: Unicode "other" categories (as tabulated by
/// `unicode_categories`) except tab, newline and carriage return.
fn is_control(c: char) -> bool {
    !matches!(c, '\t' | '\n' | '\r') && c.is_other()
}

/// Punctuation for splitting: ASCII punctuation (so `$`, `+`, `^`, … split too) and Unicode `P*`.
fn is_punctuation(c: char) -> bool {
    c.is_ascii_punctuation() || c.is_punctuation()
}

/// CJK ideograph blocks that `tokenizers` surrounds with spaces.
fn is_cjk(c: char) -> bool {
    matches!(
        c as u32,
        0x4E00..=0x9FFF
            | 0x3400..=0x4DBF
            | 0x20000..=0x2A6DF
            | 0x2A700..=0x2B73F
            | 0x2B740..=0x2B81F
            | 0x2B920..=0x2CEAF
            | 0xF900..=0xFAFF
            | 0x2F800..=0x2FA1F
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> WordPiece {
        let vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "un", "##aff", "##able", "aff", "!", "cafe", ",", "中"];
        WordPiece::new(vocab.iter().map(|s| s.to_string()).collect()).unwrap()
    }

    #[test]
    fn greedy_longest_match_with_continuations() {
        let wp = tiny();
        assert_eq!(wp.encode("unaffable"), vec![4, 5, 6]);
        assert_eq!(wp.encode("UNAFFABLE!"), vec![4, 5, 6, 8]);
        // An unmatched remainder makes the whole word unknown.
        assert_eq!(wp.encode("unaffx aff"), vec![1, 7]);
        assert_eq!(wp.encode(&"a".repeat(101)), vec![1]);
    }

    #[test]
    fn normalization_strips_accents_drops_format_chars_and_splits_cjk() {
        let wp = tiny();
        assert_eq!(wp.encode("Café,\u{200b}CAFÉ"), vec![9, 10, 9]);
        assert_eq!(wp.encode("cafe中cafe"), vec![9, 11, 9]);
        assert_eq!(normalize("가"), "\u{1100}\u{1161}");
        assert_eq!(normalize("soft\u{ad}hyphen\ttab"), "softhyphen tab");
    }

    #[test]
    fn whole_words_are_single_known_tokens() {
        let wp = tiny();
        assert_eq!(wp.whole_words("Café unaffable aff zz!"), vec![9, 7, 8]);
    }

    #[test]
    fn special_tokens_are_matched_before_normalization() {
        let wp = tiny();
        assert_eq!(wp.encode("[CLS]cafe[SEP]"), vec![2, 9, 3]);
        assert_eq!(wp.encode("[cls]"), vec![1, 1, 1]);
    }

    #[test]
    fn bad_vocabularies_are_refused() {
        assert_eq!(WordPiece::new(vec!["a".into()]).unwrap_err(), VocabError::NoUnk);
        assert!(matches!(
            WordPiece::new(vec!["[UNK]".into(), "a".into(), "a".into()]).unwrap_err(),
            VocabError::Duplicate { first: 1, second: 2, .. }
        ));
    }
}

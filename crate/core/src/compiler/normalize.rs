//! Stage 1, tokens: question text → normalized text ("don't" → "do not") → [`Tokens`] (the
//! lexicon's tokenizer, plus the singular of every word). Nothing here knows the catalog.

use super::lexicon::{self, Token};

/// The hand-off to the mentions stage: the question's tokens and their singulars.
#[derive(Debug, Clone)]
pub(crate) struct Tokens {
    /// Tokens of the normalized question.
    pub(crate) toks: Vec<Token>,
    /// Singular of every word token ("phones" → "phone"); other tokens as they are.
    pub(crate) sing: Vec<String>,
}

/// Normalizes and tokenizes a question.
pub(crate) fn tokens(question: &str) -> Tokens {
    let text = normalize(question);
    let toks = lexicon::tokenize(&text);
    let sing =
        toks.iter().map(|t| if t.is_word() { crate::text::names::singular(&t.text) } else { t.text.clone() }).collect();
    Tokens { toks, sing }
}

/// Normalizes the question text before tokenizing: negative contractions ("don't" → "do not").
pub(crate) fn normalize(question: &str) -> String {
    let q = question.replace(['’', '‘'], "'");
    let mut out = String::with_capacity(q.len() + 8);
    let bytes = q.as_bytes();
    let at = |i: usize, pat: &str| q.get(i..i + pat.len()).is_some_and(|s| s.eq_ignore_ascii_case(pat));
    let mut i = 0;
    while i < q.len() {
        if at(i, "can't") {
            out.push_str("can not");
            i += 5;
        } else if at(i, "won't") {
            out.push_str("will not");
            i += 5;
        } else if at(i, "n't") && i > 0 && bytes[i - 1].is_ascii_alphabetic() {
            out.push_str(" not");
            i += 3;
        } else {
            let c = q[i..].chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contractions_become_not() {
        assert_eq!(normalize("Which fridges don't have an ice maker?"), "Which fridges do not have an ice maker?");
        assert_eq!(normalize("I can't / won't"), "I can not / will not");
        assert_eq!(normalize("It isn’t"), "It is not");
        // "n't" only after a letter.
        assert_eq!(normalize("n't"), "n't");
    }

    #[test]
    fn tokens_carry_singulars() {
        let t = tokens("phones without 5G under £500");
        assert_eq!(t.toks.len(), t.sing.len());
        let words: Vec<&str> = t.toks.iter().map(|t| t.text.as_str()).collect();
        assert!(words.contains(&"without"), "{words:?}");
        assert_eq!(t.sing[0], "phone");
    }
}

//! Prose evidence of compiled answers: for each product a `text says …` constraint selected,
//! the sentence of its own prose that states the term, so the answer shows which constraint
//! came from a spec row and which from a sentence.

use crate::compiler::prose_facts::terms_of;
use crate::compiler::Compiled;
use crate::tkg::Tkg;
use std::collections::HashMap;

/// Longest sentence shown, in characters.
const MAX_SENTENCE_CHARS: usize = 240;

/// The prose terms of each `text says "…"` constraint of a compiled question, with its label.
pub fn prose_constraints(compiled: &Compiled) -> Vec<(String, Vec<String>)> {
    compiled.constraints.iter().filter(|c| !c.terms.is_empty()).map(|c| (c.text.clone(), c.terms.clone())).collect()
}

/// Finds products' evidence sentences in the TKG: `(label, sentence)` per product id, for every
/// constraint whose stems one sentence of the product's own prose states.
pub struct ProseEvidence<'a> {
    tkg: &'a Tkg,
    chunks_of: HashMap<&'a str, Vec<usize>>,
}

impl<'a> ProseEvidence<'a> {
    /// Indexes the product documents' chunks.
    pub fn new(tkg: &'a Tkg) -> Self {
        let mut chunks_of: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, c) in tkg.chunks.iter().enumerate() {
            if let Some(doc) = tkg.docs.get(c.doc as usize) {
                chunks_of.entry(doc.id.as_str()).or_default().push(i);
            }
        }
        Self { tkg, chunks_of }
    }

    /// The first sentence of the product's prose stating one of `stems`; a statement before a
    /// question ("Is it waterproof?" only when nothing else says it).
    pub fn sentence(&self, product_id: &str, stems: &[String]) -> Option<String> {
        self.find(product_id, stems, false).or_else(|| self.find(product_id, stems, true))
    }

    fn find(&self, product_id: &str, stems: &[String], questions: bool) -> Option<String> {
        for &i in self.chunks_of.get(product_id)? {
            let text = &self.tkg.chunks[i].text;
            for sentence in text.split_inclusive(['.', '!', '?', '\n']) {
                if sentence.trim_end().ends_with('?') != questions {
                    continue;
                }
                // Read as the facts were: a sentence that negates the term ("no oak") is no
                // evidence that the product has it.
                let stated = terms_of(sentence).stated;
                let states = stems.iter().any(|t| stated.contains(t));
                if states {
                    let s = sentence.trim().trim_start_matches('#').trim();
                    return Some(if s.chars().count() > MAX_SENTENCE_CHARS {
                        format!("{}…", s.chars().take(MAX_SENTENCE_CHARS).collect::<String>())
                    } else {
                        s.to_owned()
                    });
                }
            }
        }
        None
    }
}

//! The gazetteer: names known from the catalog records (products, ranges, categories, spec labels and values).

use super::*;
use crate::catalog::Catalog;
use dualgraph_core::text::units;
use dualgraph_core::tkg::bm25::{self};
use std::collections::HashMap;

// ---------------------------------------------------------------------------------------------
// Gazetteer: names from the catalog records.

/// Names known from catalog records (products, ranges, categories, spec entries, categorical
/// values), matched in prose as whole words, case-insensitively, longest match first. Stored as
/// a token trie, so a lookup costs the length of the match, not the number of names.
#[derive(Debug)]
pub struct Gazetteer {
    pub(crate) tokens: HashMap<String, u32>,
    pub(crate) edges: HashMap<(u32, u32), u32>,
    /// Per trie node: the name ending there (display name, kind flags).
    pub(crate) terminal: Vec<Option<(String, u32)>>,
}

impl Default for Gazetteer {
    fn default() -> Self {
        Self { tokens: HashMap::new(), edges: HashMap::new(), terminal: vec![None] }
    }
}

pub(crate) fn lower_tokens(text: &str) -> Vec<String> {
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
    pub(crate) fn longest(&self, lower: &[String], i: usize, word_end: &[bool]) -> Option<(usize, &str, u32)> {
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

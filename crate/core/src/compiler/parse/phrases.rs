//! Mentions pass: two words of the question that one text value holds together ("cots with
//! drawers" → "Cot with drawers, 60x120 cm"), or two one-word values of one entry hold (a cell
//! split at its commas: "outdoor tables" → "Table" and "outdoor" of "Table, outdoor, 140x140
//! cm"), read as those values before the words are taken for categories one by one.

use super::*;

/// Words that may stand between the two ("cots that have drawers").
const BETWEEN: &[&str] = &["with", "have", "has", "that"];

impl<'a> Parser<'a> {
    /// Finds pairs of free words (next to each other, or across [`BETWEEN`]) whose singulars are
    /// both words of the same values of one entry, where each word alone also names a category
    /// or a value: the values holding both are the condition.
    pub(crate) fn find_value_phrases(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        let names_thing = |p: &Parser, i: usize| {
            let w = &p.sing[i];
            lex.index.is_category_word(w)
                || lex
                    .index
                    .value_words
                    .get(w)
                    .into_iter()
                    .flatten()
                    .any(|(e, v)| lex.index.value_tokens[*e as usize][*v as usize].len() == 1)
        };
        let mut i = 0;
        while i < n {
            let open = |p: &Parser, k: usize| {
                k < n && !p.used[k] && p.is_word(k) && !is_stop(p.word(k)) && p.toks[k].number().is_none()
            };
            if !open(self, i) {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < n && j <= i + 3 && BETWEEN.contains(&self.word(j)) && !self.toks[j].boundary_before {
                j += 1;
            }
            if !open(self, j) || self.toks[j].boundary_before || !names_thing(self, i) || !names_thing(self, j) {
                i += 1;
                continue;
            }
            // Three words one value writes in order ("glass door cabinets" → "Glass-door
            // cabinet"): left whole for the value matcher, not split into a pair here.
            // A small word that starts such a value counts ("all wheel drive").
            let starts = |p: &Parser, k: usize| {
                k + 1 < n
                    && !p.used[k]
                    && p.is_word(k)
                    && lex.index.label_starts.contains(&(p.sing[k].clone(), p.sing[k + 1].clone()))
            };
            let in_order = |p: &Parser, from: usize, to: usize| {
                (from..to)
                    .all(|k| (open(p, k) || k == from && starts(p, k)) && (k == from || !p.toks[k].boundary_before))
                    && lex.index.value_words.get(&p.sing[from]).into_iter().flatten().any(|(e, v)| {
                        let toks = &lex.index.value_tokens[*e as usize][*v as usize];
                        toks.windows(to - from).any(|w| w.iter().zip(&p.sing[from..to]).all(|(a, b)| a == b))
                    })
            };
            if j == i + 1 && ((i > 0 && in_order(self, i - 1, j + 1)) || in_order(self, i, j + 2)) {
                i += 1;
                continue;
            }
            let (a, b) = (&self.sing[i], &self.sing[j]);
            // A category's own name ("Tables & desks") is that category, not two values.
            let span: Vec<&str> = (i..=j).map(|k| self.sing[k].as_str()).collect();
            if lex.index.category_tokens.iter().any(|c| c.iter().map(String::as_str).eq(span.iter().copied())) {
                i = j + 1;
                continue;
            }
            let mut both: Vec<(u32, u32)> = match (lex.index.value_words.get(a), lex.index.value_words.get(b)) {
                (Some(x), Some(y)) => x.iter().filter(|p| y.contains(p)).copied().collect(),
                _ => Vec::new(),
            };
            // "blended scotch": of the values holding both words, those writing them together
            // ("Blended Scotch Whisky", not "Blended Malt Scotch Whisky"), where any does.
            if j == i + 1 {
                let together: Vec<(u32, u32)> = (both.iter().copied())
                    .filter(|(e, v)| {
                        lex.index.value_tokens[*e as usize][*v as usize].windows(2).any(|w| w[0] == *a && w[1] == *b)
                    })
                    .collect();
                if !together.is_empty() {
                    both = together;
                }
            }
            // One entry, and values that name more than the two words (a text value).
            let one_entry = both.first().is_some_and(|f| both.iter().all(|p| p.0 == f.0));
            let longer = both.iter().all(|(e, v)| lex.index.value_tokens[*e as usize][*v as usize].len() > 2);
            let ctx = self.context();
            let phrase = self.span_text(i, j + 1);
            if !both.is_empty() && one_entry && longer {
                let label = self.values_label(&both, &ctx);
                self.mark(i, j + 1);
                self.conds.push((Cond::Values { pairs: both, negated: false, label }, 0.9, phrase, i));
                i = j + 1;
                continue;
            }
            // A text cell split at its commas ("Table, outdoor, 140x140 cm"): each word is a
            // one-word value of the same entry, and the product has both.
            let single = |w: &str| -> Vec<(u32, u32)> {
                let values = lex.index.value_words.get(w).into_iter().flatten();
                values.filter(|(e, v)| lex.index.value_tokens[*e as usize][*v as usize].len() == 1).copied().collect()
            };
            let (xa, xb) = (single(a), single(b));
            let entries: Vec<u32> = xa.iter().map(|p| p.0).filter(|e| xb.iter().any(|q| q.0 == *e)).collect();
            if let [e] = entries.as_slice() {
                let pa: Vec<(u32, u32)> = xa.into_iter().filter(|p| p.0 == *e).collect();
                let pb: Vec<(u32, u32)> = xb.into_iter().filter(|p| p.0 == *e).collect();
                let (la, lb) = (self.values_label(&pa, &ctx), self.values_label(&pb, &ctx));
                self.mark(i, j + 1);
                self.conds.push((Cond::Values { pairs: pa, negated: false, label: la }, 0.9, phrase.clone(), i));
                self.conds.push((Cond::Values { pairs: pb, negated: false, label: lb }, 0.9, phrase, i));
                i = j + 1;
                continue;
            }
            i += 1;
        }
    }
}

//! Mentions pass: encoder-assisted matching of categories and yes/no specs.

use super::*;

impl<'a> Parser<'a> {
    /// The encoder, for a pass about to consult it; without one, notes that the reading could
    /// differ with it ([`crate::compiler::Compiled::needs_encoder`]).
    pub(crate) fn encoder(&self) -> Option<&'a SemanticLexicon> {
        if self.sem.is_none() {
            self.wants_encoder.set(true);
        }
        self.sem
    }

    /// Categories named by words the catalog never writes: "mobiles" (≈ Smartphones), "ebook
    /// readers" (≈ E-Readers). A span qualifies when its vector is close to one category and
    /// clearly closer than to any unrelated one; a two-word span also needs its unknown word to
    /// point at that category by itself, so a modifier ("gaming laptops", "waterproof phones")
    /// is never swallowed into the category.
    pub(crate) fn semantic_categories(&self, cands: &mut Vec<CatMention>) {
        let lex = self.lex;
        let n = self.toks.len();
        // Categories sharing products or a head word ("Laptops", "2-in-1 Laptops") have nearly
        // the same vector: the margin is taken over the others.
        let head = |c: u32| lex.index.category_tokens[c as usize].last();
        let related = |a: u32, b: u32| a == b || lex.category_overlap(a, b) > 0 || head(a) == head(b);
        let mut spans: Vec<(usize, usize, usize)> = Vec::new(); // (start, end, unknown word)
        for i in 0..n {
            if !self.unknown_word(i) {
                continue;
            }
            spans.push((i, i + 1, i));
            if i + 1 < n && self.open_word(i + 1) && !self.toks[i + 1].boundary_before {
                spans.push((i, i + 2, i));
            }
            if i > 0 && self.open_word(i - 1) && !self.toks[i].boundary_before && !self.unknown_word(i - 1) {
                spans.push((i - 1, i + 1, i));
            }
        }
        for (start, end, unknown) in spans {
            // String evidence for the unknown word comes first, and a hyphenated compound
            // ("over-ear") is never split.
            if cands.iter().any(|c| c.start <= unknown && unknown < c.end)
                || self.toks[start].hyphen_before
                || self.toks.get(end).is_some_and(|t| t.hyphen_before)
            {
                continue;
            }
            // Without an encoder, a comparison word counts only if no later pass explains it
            // ("under" of "under £1000" is the price bound's).
            if self.sem.is_none() && comparator_word(self.word(unknown)) {
                self.unplaced_words.borrow_mut().push(unknown);
                continue;
            }
            let Some(sem) = self.encoder() else { return };
            let Some(v) = sem.embed(&self.span_text(start, end)) else { continue };
            let Some(mut near) = sem.nearest_category(&v, related) else { continue };
            if near.cosine < SEMANTIC_CATEGORY_MIN || near.margin < SEMANTIC_MARGIN {
                continue;
            }
            // Of related categories about as close, the one named with fewer words (the general one).
            let words = |c: u32| lex.index.category_tokens[c as usize].len();
            for c in 0..lex.categories.len() as u32 {
                let close = sem.category_similarity(&v, c).is_some_and(|s| s > near.cosine - 0.05);
                if close && related(near.best, c) && words(c) < words(near.best) {
                    near.best = c;
                }
            }
            if end - start > 1 {
                let Some(w) = sem.embed(self.word(unknown)) else { continue };
                let alone = sem.nearest_category(&w, |a, b| a == b);
                if alone.is_none_or(|a| a.best != near.best || a.cosine < SEMANTIC_WORD_MIN) {
                    continue;
                }
            }
            cands.push(CatMention {
                cats: vec![near.best],
                start,
                end,
                // A clear encoder match is as strong as a string synonym (0.75..0.9).
                score: (0.75 + (near.cosine - SEMANTIC_CATEGORY_MIN) / 2.0).min(0.9),
                plural: self.toks[end - 1].text != self.sing[end - 1],
                similarity: Some(near.cosine),
            });
        }
    }

    /// Several categories fit one span equally well by string ("mobiles" ends like both
    /// "smartphones" and "headphones"): keep those the encoder puts near the best.
    pub(crate) fn narrow_by_similarity(&self, m: &mut CatMention) {
        if m.cats.len() < 2 || m.similarity.is_some() {
            return;
        }
        // One word that is the head noun of every name ("phones" of "Prepaid Phones",
        // "Unlocked Cell Phones", …) names them all; the encoder would only pick a favourite.
        // So does a word that is the whole name of each, singular or plural ("movies" of "Movie"
        // and "Movies").
        let heads = &self.lex.index.category_heads;
        let whole = |c: u32| self.lex.index.category_tokens[c as usize] == self.sing[m.start..m.end];
        if m.end - m.start == 1
            && m.cats.iter().all(|c| heads[*c as usize].iter().any(|(h, _)| *h == self.sing[m.start]))
            || m.cats.iter().all(|&c| whole(c))
        {
            return;
        }
        let Some(sem) = self.encoder() else { return };
        let Some(v) = sem.embed(&self.span_text(m.start, m.end)) else { return };
        let sims: Vec<(u32, f64)> =
            m.cats.iter().map(|c| (*c, sem.category_similarity(&v, *c).unwrap_or(-1.0))).collect();
        let best = sims.iter().map(|s| s.1).fold(f64::NEG_INFINITY, f64::max);
        if best < SEMANTIC_NARROW_MIN {
            return;
        }
        let kept: Vec<u32> = sims.iter().filter(|s| s.1 > best - SEMANTIC_MARGIN).map(|s| s.0).collect();
        // Only drop categories the encoder finds unrelated: subword pieces can mislead it
        // ("cellphones" is nearer "headphones"), so a mere lead is not enough.
        let dropped_unrelated = sims.iter().all(|s| kept.contains(&s.0) || s.1 < SEMANTIC_UNRELATED);
        if kept.len() < m.cats.len() && dropped_unrelated {
            m.cats = kept;
            m.similarity = Some(best);
        }
    }

    /// Yes/no specs named by a word the catalog never writes, when the encoder puts it very
    /// close to one feature or boolean entry of the question's categories and far from the rest.
    pub(crate) fn find_semantic_flags(&mut self) {
        if !self.items.is_empty() {
            return;
        }
        let lex = self.lex;
        let ctx = self.context();
        for i in 0..self.toks.len() {
            if !self.unknown_word(i) {
                continue;
            }
            if self.sem.is_none() && comparator_word(self.word(i)) {
                self.unplaced_words.borrow_mut().push(i);
                continue;
            }
            let Some(sem) = self.encoder() else { return };
            let Some(v) = sem.embed(self.word(i)) else { continue };
            let allowed = |f: FlagRef| match f {
                FlagRef::Feature(_) => true,
                FlagRef::Entry(e) => self.in_context(e, &ctx) > 0,
            };
            let Some(near) = sem.nearest_flag(&v, allowed) else { continue };
            if near.cosine < SEMANTIC_FLAG_MIN || near.margin < SEMANTIC_FLAG_MARGIN {
                continue;
            }
            let negated = self.negated_at(i);
            let cond = match near.best {
                FlagRef::Feature(feature) => Cond::Feature { feature, negated },
                FlagRef::Entry(e) => {
                    let pairs = lex.entries[e as usize]
                        .values
                        .iter()
                        .enumerate()
                        .filter(|(_, v)| v.yes == Some(true))
                        .map(|(k, _)| (e, k as u32))
                        .collect();
                    Cond::Values { pairs, negated, label: lex.entries[e as usize].name.clone() }
                }
            };
            self.used[i] = true;
            self.cond_similarity.insert(self.conds.len(), near.cosine);
            self.conds.push((cond, near.cosine.min(0.9), self.span_text(i, i + 1), i));
        }
    }
}

//! Mentions helpers: the category context, and matching question words to entry labels.

use super::*;
use std::collections::BTreeSet;

/// +1 for a label of the quantity as used ("Effective megapixels", "Usable capacity", "Net
/// weight"), −1 for the total or gross one, 0 otherwise: a number asked without a qualifier
/// means the first.
pub(crate) fn label_qualifier(label: &str) -> f64 {
    let words = label.to_lowercase();
    let has = |ws: &[&str]| words.split(|ch: char| !ch.is_alphanumeric()).any(|w| ws.contains(&w));
    if has(&["effective", "usable", "net", "actual"]) {
        1.0
    } else if has(&["total", "gross"]) {
        -1.0
    } else {
        0.0
    }
}

impl<'a> Parser<'a> {
    /// Category sets that restrict the question: the mentioned categories, else the categories of
    /// the named items.
    pub(crate) fn context(&self) -> Vec<Vec<u32>> {
        if !self.cats.is_empty() {
            return self.cats.iter().map(|m| m.cats.clone()).collect();
        }
        if self.items.is_empty() && !self.prior_context.is_empty() {
            return self.prior_context.clone();
        }
        let items: Vec<u32> = self.items.iter().flat_map(|(r, _)| self.lex.products_of(*r)).collect();
        let cats = self.lex.categories_of(&items);
        if cats.is_empty() {
            Vec::new()
        } else {
            vec![cats]
        }
    }

    /// Products of an entry within the context (an upper bound for category unions).
    pub(crate) fn in_context(&self, e: u32, ctx: &[Vec<u32>]) -> u32 {
        if ctx.is_empty() {
            return self.lex.entries[e as usize].products;
        }
        ctx.iter()
            .map(|set| set.iter().map(|c| self.lex.entry_products_in(e, Some(*c))).sum::<u32>())
            .min()
            .unwrap_or(0)
    }

    /// Products of an entry with a number, within the context.
    pub(crate) fn numbers_in_context(&self, e: u32, ctx: &[Vec<u32>]) -> u32 {
        if ctx.is_empty() {
            return self.lex.entries[e as usize].numeric;
        }
        ctx.iter().map(|set| set.iter().map(|c| self.lex.entry_numbers_in(e, Some(*c))).sum::<u32>()).min().unwrap_or(0)
    }

    pub(crate) fn group_in_context(&self, group: &[u32], ctx: &[Vec<u32>]) -> u32 {
        group.iter().map(|e| self.in_context(*e, ctx)).sum()
    }

    /// How well question words (singular) name an entry: weighted share of the entry's label
    /// words found among them, and which question words were used.
    pub(crate) fn label_score(&self, q: &[&str], e: u32) -> (f64, Vec<bool>) {
        self.label_score_in(q, e, false)
    }

    /// [`Self::label_score`]; with `sections`, the entry's section name ("Display" for Refresh
    /// Rate) also explains a word, weakly, even when the label itself matches nothing.
    pub(crate) fn label_score_in(&self, q: &[&str], e: u32, sections: bool) -> (f64, Vec<bool>) {
        let toks = &self.lex.index.entry_tokens[e as usize];
        let (mut score, mut used) = label_match(q, toks);
        // "rated 4.5 or higher", "best rated": an entry whose values are scores on a scale
        // ("Note des clients": "4.13/5") is a rating, whatever the shop calls it.
        if score <= 0.0 && self.lex.entries[e as usize].scored > 0 && !self.lex.names_ratings() {
            if let Some(k) = rating_word(q) {
                used[k] = true;
                return (0.8, used);
            }
        }
        if score > 0.0 || sections {
            let sections = &self.lex.index.section_tokens[e as usize];
            for (k, w) in q.iter().enumerate() {
                if !used[k] && sections.iter().any(|t| t == w || lexicon::label_word(t) == lexicon::label_word(w)) {
                    used[k] = true;
                    score = (score + 0.1).min(1.0);
                }
            }
        }
        (score, used)
    }

    /// Entry groups (leaders with members) named by question words, with score and used words.
    pub(crate) fn entry_groups(
        &self,
        q: &[&str],
        ctx: &[Vec<u32>],
        filter: &dyn Fn(u32) -> bool,
    ) -> Vec<(Vec<u32>, f64, Vec<bool>)> {
        let lex = self.lex;
        let mut cand: HashSet<u32> = HashSet::new();
        for w in q {
            let mut keys = vec![w.to_string(), lexicon::label_word(w).to_owned()];
            if let Some(h) = hint(w) {
                keys.extend(h.words.iter().map(|s| s.to_string()));
            }
            for (a, b) in [("display", "screen")] {
                if *w == b {
                    keys.push(a.into());
                }
            }
            for k in keys {
                if let Some(es) = lex.index.entry_words.get(&k) {
                    cand.extend(es.iter().copied());
                }
            }
        }
        if cand.is_empty() {
            // Typos: fuzzy over every entry word.
            for (w, es) in &lex.index.entry_words {
                // A longer or shorter form of the same word is another word ("taste" is not
                // "taster"), not a typo.
                let typo = |x: &str| {
                    x.len() >= 5
                        && !w.starts_with(x)
                        && !x.starts_with(w.as_str())
                        && strsim::jaro_winkler(x, w) >= 0.92
                };
                if w.len() >= 5 && q.iter().any(|x| typo(x)) {
                    cand.extend(es.iter().copied());
                }
            }
            // Acronyms ("ANC").
            for (e, toks) in lex.index.entry_tokens.iter().enumerate() {
                if toks.len() == 1 && toks[0].len() >= 2 && acronym_in(q, &toks[0]).is_some() {
                    cand.insert(e as u32);
                }
            }
        }
        // "rated 4.5 or higher", "best rated" where no entry is named for ratings: the entries
        // whose values are scores on a scale ([`Self::label_score_in`] scores them).
        if cand.is_empty() && rating_word(q).is_some() {
            cand.extend((0..lex.entries.len() as u32).filter(|&e| lex.entries[e as usize].scored > 0));
        }
        // Ranked by label score weighted by how many question words the label explains.
        let mut groups: BTreeMap<u32, (f64, f64, Vec<bool>)> = BTreeMap::new();
        for e in cand {
            if !filter(e) || self.in_context(e, ctx) == 0 {
                continue;
            }
            let (s, used) = self.label_score(q, e);
            if s <= 0.0 {
                continue;
            }
            let cover = used.iter().filter(|u| **u).count() as f64 / q.len().max(1) as f64;
            // A label that writes a word itself beats one the thesaurus reads as it ("best
            // rated": "Rating" before "Votes", which the thesaurus reads as ratings).
            let literal = lex.index.entry_tokens[e as usize].iter().any(|t| {
                q.iter().any(|w| {
                    *w == t || lexicon::label_word(w) == t || hint(w).is_some_and(|h| h.words.contains(&t.as_str()))
                })
            });
            let rank = s * (0.5 + 0.5 * cover) * if literal { 1.05 } else { 1.0 };
            let leader = lex.entries[e as usize].group;
            let slot = groups.entry(leader).or_insert_with(|| (0.0, 0.0, vec![false; q.len()]));
            if rank > slot.0 {
                *slot = (rank, s, used);
            }
        }
        let mut out: Vec<(Vec<u32>, f64, Vec<bool>, f64)> = groups
            .into_iter()
            .map(|(leader, (rank, s, used))| {
                let members: Vec<u32> =
                    lex.group_of(leader).into_iter().filter(|m| filter(*m) && self.in_context(*m, ctx) > 0).collect();
                (members, s, used, rank)
            })
            .filter(|(m, _, _, _)| !m.is_empty())
            .collect();
        out.sort_by(|a, b| {
            b.3.total_cmp(&a.3).then(self.group_in_context(&b.0, ctx).cmp(&self.group_in_context(&a.0, ctx)))
        });
        out.into_iter().map(|(m, s, u, _)| (m, s, u)).collect()
    }

    pub(crate) fn group_label(&self, members: &[u32], ctx: &[Vec<u32>]) -> String {
        let lex = self.lex;
        let mut m: Vec<u32> = members.to_vec();
        m.sort_by_key(|e| std::cmp::Reverse(self.in_context(*e, ctx)));
        let names: Vec<&str> = m.iter().map(|e| lex.entries[*e as usize].name.as_str()).collect();
        match names.len() {
            0 => String::new(),
            1 => names[0].to_owned(),
            _ => format!("{} (or {})", names[0], names[1..].join(", ")),
        }
    }

    /// The numeric view of an entry group: display unit and conversion factors.
    /// `best` with the groups among `others` that state the same measure for other products:
    /// "Megapixels" beside "Effective megapixels" (one label is the other's but for qualifier
    /// words, [`label_qualifier`], the same unit, and together they number no more than the
    /// catalog's products). Its label
    /// names them all ("Effective megapixels (or Megapixels)").
    pub(crate) fn with_restated(&self, best: Num, others: &[&[u32]], ctx: &[Vec<u32>]) -> Num {
        let words = |l: &str| -> BTreeSet<String> {
            l.to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_owned)
                .collect()
        };
        let pop = |g: &[u32]| g.iter().map(|e| self.numbers_in_context(*e, ctx)).sum::<u32>();
        let best_words = words(&best.label);
        let mut total = pop(&best.entries);
        let mut entries = best.entries.clone();
        let mut labels = Vec::new();
        let mut others: Vec<(&[u32], Num)> =
            others.iter().filter_map(|g| self.num_of(g, ctx, None).map(|n| (*g, n))).collect();
        others.sort_by(|a, b| label_qualifier(&b.1.label).total_cmp(&label_qualifier(&a.1.label)));
        for (g, other) in others {
            let w = words(&other.label);
            // The labels differ by qualifier words only ("Effective megapixels" / "Megapixels";
            // not "Battery life (ANC off)" / "Battery life": two measures of one product).
            let qualified = w != best_words
                && (w.is_subset(&best_words) || best_words.is_subset(&w))
                && w.symmetric_difference(&best_words).all(|x| label_qualifier(x) != 0.0);
            if qualified
                && other.unit == best.unit
                && total + pop(g) <= self.lex.products
                && !labels.contains(&other.label)
            {
                total += pop(g);
                entries.extend(g.iter().copied().filter(|e| !entries.contains(e)).collect::<Vec<_>>());
                labels.push(other.label);
            }
        }
        if labels.is_empty() {
            return best;
        }
        match self.num_of(&entries, ctx, None) {
            Some(merged) => Num { label: format!("{} (or {})", best.label, labels.join(", ")), ..merged },
            None => best,
        }
    }

    pub(crate) fn num_of(&self, members: &[u32], ctx: &[Vec<u32>], want: Option<Dimension>) -> Option<Num> {
        let lex = self.lex;
        let mut per_unit: BTreeMap<String, u32> = BTreeMap::new();
        for e in members {
            for u in &lex.entries[*e as usize].units {
                let ok = match (&want, u.unit.as_str()) {
                    (_, "") => true,
                    (Some(d), sym) => units::unit_by_symbol(sym).is_some_and(|x| x.dimension == *d),
                    (None, _) => true,
                };
                if ok {
                    *per_unit.entry(u.unit.clone()).or_default() += u.products;
                }
            }
        }
        // A column of bare numbers stays when nothing else is in the unit asked ("within 5 km"
        // of "Distance": the label names what it measures).
        if want.is_some() && per_unit.len() > 1 {
            per_unit.remove("");
        }
        let (main, _) = per_unit.iter().max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))?;
        let entries: Vec<u32> = members.iter().copied().filter(|e| lex.entries[*e as usize].numeric > 0).collect();
        if entries.is_empty() {
            return None;
        }
        let label = self.group_label(&entries, ctx);
        if main.is_empty() {
            let exclude_units = per_unit.keys().any(|u| !u.is_empty());
            return Some(Num { entries, unit: None, factors: Vec::new(), exclude_units, smallest_dim: false, label });
        }
        let Some(display) = units::unit_by_symbol(main) else {
            // A unit learned from this catalog ("points"): no conversions, the values as written.
            let factors = vec![(main.clone(), 1.0)];
            return Some(Num {
                entries,
                unit: Some(main.clone()),
                factors,
                exclude_units: false,
                smallest_dim: false,
                label,
            });
        };
        let mut factors = Vec::new();
        for sym in per_unit.keys().filter(|u| !u.is_empty()) {
            if let Some(u) = units::unit_by_symbol(sym) {
                if let Some(f) = units::convert(1.0, &u, &display) {
                    factors.push((sym.clone(), f));
                }
            }
        }
        Some(Num { entries, unit: Some(main.clone()), factors, exclude_units: false, smallest_dim: false, label })
    }

    /// Thickness as the smallest extent of the most common 3D size entry in context.
    pub(crate) fn thickness(&self, ctx: &[Vec<u32>]) -> Option<Num> {
        let lex = self.lex;
        let e = (0..lex.entries.len() as u32)
            .filter(|e| {
                let entry = &lex.entries[*e as usize];
                entry.dims > 0
                    && entry
                        .dim_unit
                        .as_deref()
                        .and_then(units::unit_by_symbol)
                        .is_some_and(|u| u.dimension == Dimension::Length)
                    && self.in_context(*e, ctx) > 0
            })
            .max_by_key(|e| self.in_context(*e, ctx))?;
        let entry = &lex.entries[e as usize];
        let unit = entry.dim_unit.clone()?;
        Some(Num {
            entries: vec![e],
            unit: Some(unit.clone()),
            factors: vec![(unit, 1.0)],
            exclude_units: false,
            smallest_dim: true,
            label: format!("thickness (smallest of {})", entry.name),
        })
    }

    /// Range of an entry group's numbers in its display unit.
    pub(crate) fn num_range(&self, num: &Num) -> Option<(f64, f64)> {
        let mut range: Option<(f64, f64)> = None;
        for e in &num.entries {
            for u in &self.lex.entries[*e as usize].units {
                let f = match &num.unit {
                    None if u.unit.is_empty() => 1.0,
                    None => continue,
                    Some(_) => match num.factors.iter().find(|(s, _)| *s == u.unit) {
                        Some((_, f)) => *f,
                        None => continue,
                    },
                };
                let (lo, hi) = (u.min * f, u.max * f);
                range = Some(range.map_or((lo, hi), |(a, b)| (a.min(lo), b.max(hi))));
            }
        }
        range
    }
}

/// Label match of question words against label tokens: weighted share of label words present.
pub(crate) fn label_match(q: &[&str], toks: &[String]) -> (f64, Vec<bool>) {
    let mut used = vec![false; q.len()];
    if toks.is_empty() {
        return (0.0, used);
    }
    // Acronym label ("ANC") named in full, or a full label named by its acronym.
    if toks.len() == 1 && toks[0].len() >= 2 {
        if let Some((s, e)) = acronym_in(q, &toks[0]) {
            for u in &mut used[s..e] {
                *u = true;
            }
            return (1.0, used);
        }
    }
    if toks.len() >= 2 {
        let acr: String = toks.iter().filter_map(|t| t.chars().next()).collect();
        if let Some(k) = q.iter().position(|w| *w == acr) {
            used[k] = true;
            return (1.0, used);
        }
    }
    // "Overall rating" beside "Aroma rating": the word that marks the default one is barely
    // needed ("rated 4.5+" asks the overall rating).
    let weight = |t: &str| {
        if DEFAULT_LABEL_WORDS.contains(&t) {
            0.1
        } else if GENERIC_LABEL_WORDS.contains(&t) {
            0.3
        } else {
            1.0
        }
    };
    let mut total = 0.0;
    let mut matched = 0.0;
    for t in toks {
        let tw = weight(t);
        total += tw;
        let tl = lexicon::label_word(t);
        let mut best = 0.0;
        for (k, w) in q.iter().enumerate() {
            let direct = *w == t || lexicon::label_word(w) == tl;
            let hinted = hint(w).is_some_and(|h| h.words.contains(&t.as_str()));
            let fuzzy = !direct && w.len() >= 5 && t.len() >= 5 && strsim::jaro_winkler(w, t) >= 0.92;
            let prefix = !direct && w.len() >= 3 && t.len() > w.len() + 1 && t.starts_with(*w) && !is_stop(w);
            let m = if direct || hinted {
                1.0
            } else if fuzzy {
                0.8
            } else if prefix {
                0.7
            } else {
                0.0
            };
            if m > 0.0 {
                used[k] = true;
                if m > best {
                    best = m;
                }
            }
        }
        matched += tw * best;
    }
    (matched / total, used)
}

/// Position of consecutive question words whose initials spell `acr`.
pub(crate) fn acronym_in(q: &[&str], acr: &str) -> Option<(usize, usize)> {
    let n = acr.chars().count();
    if n < 2 || q.len() < n {
        return None;
    }
    (0..=q.len() - n).find_map(|s| {
        let initials: String = q[s..s + n].iter().filter_map(|w| w.chars().next()).collect();
        (initials == acr).then_some((s, s + n))
    })
}

/// The question word that asks for a rating ("rated", "rating", "score"), if any.
fn rating_word(q: &[&str]) -> Option<usize> {
    q.iter().position(|w| *w == "rating" || hint(w).is_some_and(|h| h.words.contains(&"rating")))
}

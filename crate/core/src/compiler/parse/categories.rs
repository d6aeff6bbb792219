//! Mentions pass: named products and ranges, then categories.

use super::*;

impl<'a> Parser<'a> {
    pub(crate) fn find_items(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        let mut i = 0;
        while i < n {
            // A word the shopper wrote otherwise ("Kingdom" of "UK", read "united kingdom") is
            // no product's name.
            let rewritten = self.is_word(i) && self.toks[i].orig.to_lowercase() != self.toks[i].text;
            if self.used[i] || !self.is_word(i) && self.toks[i].number().is_none() || rewritten {
                i += 1;
                continue;
            }
            let mut best: Option<(NameRef, usize)> = None;
            if let Some(cands) = lex.index.name_first.get(self.word(i)) {
                for r in cands {
                    let key = match r {
                        NameRef::Range(x) => &lex.index.range_keys[*x as usize],
                        NameRef::Item(x) => &lex.index.item_keys[*x as usize],
                    };
                    if key.chars().count() < 3 {
                        continue;
                    }
                    // A name written with its own punctuation ("Wo Long: Fallen Dynasty") is
                    // matched across it.
                    let punctuated = || {
                        let display = match r {
                            NameRef::Range(x) => lex.ranges[*x as usize].name.as_str(),
                            NameRef::Item(x) => lex.items[*x as usize].name.as_str(),
                        };
                        display.contains([',', ';', ':', '.', '(', ')'])
                    };
                    let mut acc = String::new();
                    for j in i..n.min(i + 24) {
                        if j > i && self.toks[j].boundary_before && !punctuated() {
                            break;
                        }
                        acc.push_str(&self.toks[j].text);
                        // A title that is one stop word ("You") only as written with a capital:
                        // "do you have" names nothing.
                        let lone_stop = j == i
                            && is_stop(&self.toks[i].text)
                            && !self.toks[i].orig.starts_with(|c: char| c.is_uppercase());
                        // "dr jart" of "Dr. Jart+": a name's last plus is often left out; "angels
                        // landing" of "Angels Landing Trail": so is the catalog's own noun that
                        // ends a name, when a third of the names end with it (and the question
                        // does not go on with it), after two words of the name or more.
                        let noun_left_out = || {
                            // (Two words of the name at least: "private" is no "Private Room".)
                            j > i
                                && key.strip_prefix(acc.as_str()).is_some_and(|rest| {
                                    !rest.is_empty()
                                        && self.sing.get(j + 1).is_none_or(|next| !rest.starts_with(next.as_str()))
                                        && lex
                                            .index
                                            .name_tails
                                            .get(rest)
                                            .is_some_and(|&n| n as usize * 3 >= lex.items.len())
                                })
                        };
                        let whole = acc == *key || key.strip_suffix('+') == Some(acc.as_str()) || noun_left_out();
                        if whole && lone_stop {
                            break;
                        }
                        if whole {
                            if best.is_none_or(|(_, e)| j + 1 > e) {
                                best = Some((*r, j + 1));
                            }
                            break;
                        }
                        if !key.starts_with(acc.as_str()) {
                            break;
                        }
                    }
                }
            }
            if best.is_none() {
                if let Some(r) = self.range_by_surname(i) {
                    best = Some((NameRef::Range(r), i + 1));
                }
            }
            if best.is_none() {
                if let Some((r, end)) = self.range_by_head(i) {
                    best = Some((NameRef::Range(r), end));
                }
            }
            // The head of a product name ("PELLO armchair" for "PELLO Armchair, holmby natural"),
            // when it is longer than any whole name found here.
            if !lex.index.item_heads.is_empty() {
                let mut acc = String::new();
                for j in i..n.min(i + 12) {
                    if (j > i && self.toks[j].boundary_before) || self.used[j] {
                        break;
                    }
                    acc.push_str(&self.toks[j].text);
                    if let Some(&item) = lex.index.item_heads.get(&acc) {
                        // A head that is a category's whole name ("Private room, little
                        // terrace …" in a catalog whose room types are categories) is the category.
                        let category = lex.index.category_tokens.iter().any(|c| c.concat() == acc);
                        if j > i && !category && best.is_none_or(|(_, e)| j + 1 > e) {
                            best = Some((NameRef::Item(item), j + 1));
                        }
                    }
                }
            }
            // "smart tvs" where a few ads file "Smart" (or "Smart TV") as their line and most
            // names write both words: a range name whose every word the catalog writes five
            // times as often as the range holds products is the catalog's words, not the range.
            if let Some((NameRef::Range(r), end)) = best {
                let uses = (i..end)
                    .map(|j| lex.index.common.get(&self.sing[j]).copied().unwrap_or(0) as usize)
                    .min()
                    .unwrap_or(0);
                if uses > 5 * lex.products_of(NameRef::Range(r)).len() {
                    best = None;
                }
            }
            if let Some((r, end)) = best {
                let mut start = i;
                while start > 0 && !self.used[start - 1] && self.brand.contains(self.word(start - 1)) {
                    start -= 1;
                }
                self.mark(start, end);
                if !self.items.iter().any(|(x, _)| *x == r) {
                    self.items.push((r, start));
                }
                i = end;
            } else {
                i += 1;
            }
        }
        // Brand words alone ("Nordvale phones") say nothing: every product has them.
        for i in 0..n {
            if !self.used[i] && self.brand.contains(self.word(i)) {
                if self.negated_at(i) {
                    self.problem(Stage::Mentions, format!("every product is a {} product", self.toks[i].orig));
                }
                self.used[i] = true;
            }
        }
    }

    /// "armani" for the range "Giorgio Armani", "lauder" for "Estée Lauder": the last word of
    /// one multi-word range name (five letters or more, no value, category or label word) that
    /// names write only for that range's products.
    fn range_by_surname(&self, i: usize) -> Option<u32> {
        let lex = self.lex;
        let w = self.word(i);
        if w.len() < 5 || !plain_word(w) || lex.index.value_words.contains_key(w) || lex.index.is_label_word(w) {
            return None;
        }
        let r = (*lex.index.range_last_words.get(w)?)?;
        let named = lex.items_named([crate::compiler::lexicon::name_key(w)]);
        named.iter().all(|&p| lex.items[p as usize].range == Some(r)).then_some(r)
    }

    /// "trails in zion" for the range "Zion National Park" beside "Glacier National Park", …:
    /// the words of a range name before the tail three names or more share, unless a value
    /// written as those words holds as many products ("shenandoah" the park, though a town is
    /// "Shenandoah" too; not "glacier" where the feature "Glacier" is more common).
    fn range_by_head(&self, i: usize) -> Option<(u32, usize)> {
        let lex = self.lex;
        let heads = &lex.index.range_heads;
        if heads.is_empty() {
            return None;
        }
        let mut acc = String::new();
        let mut found = None;
        for j in i..self.toks.len().min(i + 4) {
            if (j > i && self.toks[j].boundary_before) || self.used[j] || !self.is_word(j) || is_stop(self.word(j)) {
                break;
            }
            acc.push_str(&self.toks[j].text);
            if let Some(Some(r)) = heads.get(&acc) {
                found = Some((*r, j + 1));
            }
        }
        let (r, end) = found?;
        let products = lex.products_of(NameRef::Range(r)).len() as u32;
        let words: Vec<&str> = (i..end).map(|j| self.sing[j].as_str()).collect();
        let value_outnumbers = lex.index.value_words.get(words[0]).is_some_and(|vs| {
            vs.iter().any(|&(e, v)| {
                let toks = &lex.index.value_tokens[e as usize][v as usize];
                toks.iter().map(String::as_str).eq(words.iter().copied())
                    && lex.entries[e as usize].values[v as usize].products > products
            })
        });
        (!value_outnumbers && (end - i > 1 || self.word(i).len() >= 4)).then_some((r, end))
    }

    /// "bookcases not from BILLY", "eye creams except Origins": a named range or product after
    /// a negation excludes its products instead of naming them.
    pub(crate) fn read_negated_items(&mut self) {
        let mut k = 0;
        while k < self.items.len() {
            let (r, at) = self.items[k];
            if at > 0 && self.negated_at(at) {
                self.items.remove(k);
                let phrase = self.lex.name_of(r).to_owned();
                self.conds.push((Cond::NotNamed(vec![r]), 0.9, phrase, at));
            } else {
                k += 1;
            }
        }
    }

    /// "eye cream for puffy eyes": a noun the question's category already names, said again
    /// after it, says nothing more; nor does the shop's noun for all it sells.
    pub(crate) fn absorb_category_words(&mut self) {
        let lex = self.lex;
        // "front wheel drive cars" where every product is in "Electric cars": a word of a
        // category nine products in ten are in, left beside another category, names the shop's
        // wares, not a second condition.
        let everything =
            |w: &str| {
                lex.index.category_tokens.iter().enumerate().any(|(c, t)| {
                    t.iter().any(|x| x == w) && lex.categories[c].products * 10 >= lex.products.max(1) * 9
                })
            };
        if !self.cats.is_empty() {
            for i in 0..self.toks.len() {
                if !self.used[i] && self.is_word(i) && !is_stop(self.word(i)) && everything(&self.sing[i]) {
                    self.used[i] = true;
                }
            }
        }
        // "the shortest hike" where every trail is in "Hiking trails": another form of a word
        // of a category nine products in ten are in ("hike" of "hiking") is the shop's noun.
        let everywhere: Vec<&Vec<String>> = (lex.index.category_tokens.iter().zip(&lex.categories))
            .filter(|(_, c)| c.products * 10 >= lex.products.max(1) * 9)
            .map(|(t, _)| t)
            .collect();
        let stem_of_everything = |w: &str| {
            let stem = crate::text::names::term_stem(w);
            w.len() >= 4
                && everywhere
                    .iter()
                    .any(|t| t.iter().any(|x| x != w && x.len() >= 4 && crate::text::names::term_stem(x) == stem))
        };
        for i in 0..self.toks.len() {
            if self.open_word(i) && !lex.index.is_label_word(&self.sing[i]) && stem_of_everything(&self.sing[i]) {
                self.used[i] = true;
                self.catalog_noun = true;
            }
        }
        let named: Vec<usize> = self.cats.iter().flat_map(|m| m.cats.iter().map(|&c| c as usize)).collect();
        let first = self.cats.iter().map(|m| m.end).min().unwrap_or(usize::MAX);
        for i in first..self.toks.len() {
            let w = &self.sing[i];
            // Not the first word of a phrase of its own ("no sofa beds").
            let phrase_goes_on = i + 1 < self.toks.len()
                && !self.used[i + 1]
                && self.is_word(i + 1)
                && !self.toks[i + 1].boundary_before
                && !is_stop(self.word(i + 1));
            if !self.used[i]
                && self.is_word(i)
                && !phrase_goes_on
                && named.iter().any(|&c| lex.index.category_tokens[c].contains(w))
            {
                self.used[i] = true;
            }
        }
    }

    /// True when `w` is the catalog's own noun for what it sells rather than category `c`'s:
    /// half the products or more write it (name or prose) and the category holds under half
    /// ("games" in a board-game shop is not its "Wargame" category; "phones" in a phone shop may
    /// be its "Smartphones").
    fn names_most_products(&self, w: &str, c: u32) -> bool {
        let all = self.lex.products.max(1);
        let writers = self.lex.index.common.get(w).copied().unwrap_or(0);
        writers * 2 >= all && self.lex.categories[c as usize].products * 2 < all
    }

    /// True when the products filed in `cats` and those whose names write one of `forms` (the
    /// word's singular and its written form) are nine in ten of
    /// the catalog or more: "bikes" of "Road bikes", "Mountain bikes", … is the shop's noun also
    /// for its "BMX" ("… BMX Bike"), not a constraint to the categories that write it.
    fn names_nearly_all(&self, forms: &[&str], cats: &[u32]) -> bool {
        let lex = self.lex;
        let mut named: Vec<u32> =
            forms.iter().flat_map(|w| lex.items_named([crate::compiler::lexicon::name_key(w)])).collect();
        named.sort_unstable();
        named.dedup();
        let mut covered = named.len();
        for (i, item) in lex.items.iter().enumerate() {
            if named.binary_search(&(i as u32)).is_err() && item.cats.iter().any(|c| cats.contains(c)) {
                covered += 1;
            }
        }
        covered * 10 >= lex.products.max(1) as usize * 9
    }

    /// True when word `i` is unknown to the catalog and begins exactly one one-word category
    /// name, three letters longer or more ("sims" → Simulation, not "app" → Apparel and
    /// Appliances).
    fn clipped(&self, i: usize) -> bool {
        let w = self.sing[i].as_str();
        self.unknown_word(i)
            && self
                .lex
                .index
                .category_tokens
                .iter()
                .filter(|t| t.len() == 1 && t[0].len() >= w.len() + 3 && t[0].starts_with(w))
                .count()
                == 1
    }

    /// True when nine products in ten write `w` (name or prose): "games" in a game shop says
    /// what it sells, not its "Game Development" category nor a value it partly names ("Monster
    /// Games").
    pub(crate) fn written_everywhere(&self, w: &str) -> bool {
        let writers = self.lex.index.common.get(w).copied().unwrap_or(0) as usize;
        writers * 10 >= self.lex.products as usize * 9
    }

    /// A quick test of which categories the question may name, so [`Self::find_categories`]
    /// reads only those: a category shares a word with the question or with a thesaurus word of
    /// it, or its last word is a longer, shorter, clipped or misspelt form of a question word.
    /// (Every reading below needs one of these; a catalog has hundreds of categories.)
    fn categories_worth_reading(&self) -> Vec<bool> {
        let lex = self.lex;
        let mut shared = vec![false; lex.categories.len()];
        let mut open: Vec<(&str, Option<&str>)> = Vec::new();
        for (i, w) in self.sing.iter().enumerate() {
            let syn = CATEGORY_SYNONYMS.iter().find(|(q, _)| *q == w).map(|(_, c)| *c);
            for x in std::iter::once(w.as_str()).chain(syn) {
                for &c in lex.index.category_words.get(x).into_iter().flatten() {
                    shared[c as usize] = true;
                }
            }
            if self.is_word(i) && !self.used[i] {
                open.push((w.as_str(), syn));
            }
        }
        for (c, toks) in lex.index.category_tokens.iter().enumerate() {
            if shared[c] {
                continue;
            }
            let last = toks.last().map(String::as_str).unwrap_or("");
            let single = toks.len() == 1;
            shared[c] = open.iter().any(|&(w, syn)| {
                last.ends_with(w)
                    || syn.is_some_and(|s| last.ends_with(s) || s.ends_with(last))
                    || single && (last.starts_with(w) || w.chars().next() == last.chars().next())
            });
        }
        shared
    }

    pub(crate) fn find_categories(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        let mut cands: Vec<CatMention> = Vec::new();
        // Per question word, whether a value outweighs the categories it modifies (read once,
        // not once per category).
        let mut outweighs: HashMap<String, bool> = HashMap::new();
        let worth_reading = self.categories_worth_reading();
        for (c, toks) in lex.index.category_tokens.iter().enumerate() {
            if toks.is_empty() || lex.categories[c].products == 0 || !worth_reading[c] {
                continue;
            }
            let c = c as u32;
            let last = toks.last().map(String::as_str).unwrap_or("");
            let heads = &lex.index.category_heads[c as usize];
            let parts = &lex.index.category_parts[c as usize];
            let is_head = |w: &str| heads.iter().any(|(h, _)| h == w);
            let bare_head = |w: &str| heads.iter().any(|(h, bare)| h == w && *bare);
            // "Sporting Group" beside "Toy Group", "Hound Group", …: a two-word name whose last
            // word three categories or more end with; its first word tells it from them.
            let modifier = (toks.len() == 2
                && lex.index.category_tokens.iter().filter(|t| t.last().map(String::as_str) == Some(last)).count()
                    >= 3)
                .then(|| toks[0].as_str());
            for i in 0..n {
                // A product's name read here may be the first words of the category's name.
                let named = self.items.iter().position(|(_, at)| *at == i);
                if self.used[i] && named.is_none() || !self.is_word(i) && self.toks[i].number().is_none() {
                    continue;
                }
                let plural_at = |j: usize| self.toks[j].text != self.sing[j];
                // Exact (singular) match of the whole name. Its first words may have been read as
                // a product's name ("iPhone 7" of "iPhone 7 cases"): the category's name is the
                // longer reading.
                let end = i + toks.len();
                if end <= n
                    && (self.free(i, end) || toks.len() >= 2 && named.is_some() && self.free(end - 1, end))
                    && (i..end).all(|j| self.sing[j] == toks[j - i])
                {
                    if let Some(x) = named.filter(|_| !self.free(i, end)) {
                        self.items.remove(x);
                    }
                    cands.push(CatMention {
                        cats: vec![c],
                        start: i,
                        end,
                        score: 1.0,
                        plural: plural_at(end - 1),
                        similarity: None,
                    });
                    continue;
                }
                if self.used[i] {
                    continue;
                }
                // "blended malt scotch" names "Blended Malt Scotch Whisky": every word but a last
                // one that a third of the catalog's products write (its own word), unless the
                // words before it name a product the category is for ("iPhone 6s Plus Cases").
                let short = toks.len() - 1;
                if toks.len() >= 3
                    && i + short <= n
                    && self.free(i, i + short)
                    && (i..i + short).all(|j| self.sing[j] == toks[j - i])
                    && lex.index.common.get(last).copied().unwrap_or(0) as usize * 3 >= lex.products as usize
                    && lex.named_category(c).is_none()
                {
                    cands.push(CatMention {
                        cats: vec![c],
                        start: i,
                        end: i + short,
                        score: 0.95,
                        plural: plural_at(i + short - 1),
                        similarity: None,
                    });
                    continue;
                }
                // "eye creams" names "Eye creams & treatments": a whole coordinated part of two
                // words or more.
                if let Some(part) = parts.iter().find(|p| {
                    p.len() < toks.len()
                        && i + p.len() <= n
                        && self.free(i, i + p.len())
                        && (i..i + p.len()).all(|j| self.sing[j] == p[j - i])
                }) {
                    let end = i + part.len();
                    cands.push(CatMention {
                        cats: vec![c],
                        start: i,
                        end,
                        score: 0.95,
                        plural: plural_at(end - 1),
                        similarity: None,
                    });
                    continue;
                }
                // "cases for the iPhone 7 Plus" names "iPhone 7 Plus Cases": the head, "for",
                // then the rest of the name.
                if toks.len() >= 2 && self.sing[i] == *last && self.word(i + 1) == "for" {
                    let mut j = i + 2;
                    while matches!(self.word(j), "the" | "a" | "an" | "my" | "your") {
                        j += 1;
                    }
                    let rest = &toks[..toks.len() - 1];
                    let end = j + rest.len();
                    // The rest may have been read as a product's name ("iPhone 7"): the
                    // category's name is the longer reading.
                    let named = self.items.iter().position(|(_, at)| *at == j);
                    if end <= n
                        && self.free(i, j)
                        && (self.free(j, end) || named.is_some())
                        && (j..end).all(|k| self.sing[k] == rest[k - j])
                        && self.sing.get(end).is_none_or(|w| !toks.contains(w))
                    {
                        if let Some(x) = named {
                            self.items.remove(x);
                        }
                        cands.push(CatMention {
                            cats: vec![c],
                            start: i,
                            end,
                            score: 1.0,
                            plural: plural_at(i),
                            similarity: None,
                        });
                        continue;
                    }
                }
                let w = self.sing[i].as_str();
                // "shows", "lists": a verb of asking written in the plural is a noun ("horror
                // shows", "shows set in high school").
                let noun = matches!(w, "show" | "list") && self.toks[i].text != w;
                if !self.is_word(i) || is_stop(w) && !noun || comparator_word(w) {
                    continue;
                }
                let plural = plural_at(i);
                let single = toks.len() == 1;
                // "age 8", "plays 7": a spec's label (or a word naming one) before its number,
                // not a word of a longer category ("Age of Reason", "Print & Play").
                if !single
                    && self.toks.get(i + 1).is_some_and(|t| t.number().is_some())
                    && (lex.index.entry_words.contains_key(w) || hint(self.word(i)).is_some())
                {
                    continue;
                }
                let syn = CATEGORY_SYNONYMS.iter().find(|(q, _)| *q == w).map(|(_, c)| *c);
                // The synonym names the category's head word, or a longer or shorter form of it
                // ("phone" → "smartphone"; "smartphone" → "phone").
                let syn_fits = |s: &str| {
                    is_head(s)
                        || (last.len() > s.len() + 2 && last.ends_with(s))
                        || (s.len() > last.len() + 2 && last.len() >= 3 && s.ends_with(last))
                };
                let score = if bare_head(w) && !single {
                    // A word that is a whole text value of an entry too ("armchairs": the
                    // *Description* "Armchair", and part of "Sofas & armchairs") names what the
                    // products are; the coordinated category would add the other part's products.
                    if self.whole_value(w) {
                        continue;
                    }
                    // A whole coordinated part of the name ("tables" of "Tables & desks") beats
                    // a head with modifiers ("console tables").
                    0.65
                } else if is_head(w) && !single {
                    // The head noun of a longer name, or of one of its coordinated parts
                    // ("cases" of "Cell Phone Cases & Clips").
                    0.6
                } else if modifier == Some(w)
                    && w.len() >= 3
                    && !self.written_everywhere(w)
                    && lex.index.category_tokens.iter().filter(|t| affirms(t, w)).count() == 1
                    && !*outweighs.entry(w.to_owned()).or_insert_with(|| self.value_outweighs(w))
                {
                    // "sporting breeds", "toy dogs": the word that tells the category from its
                    // siblings names it (and no other category: "horror" of "Horror Movies" and
                    // "TV Horror" does not; nor where a value outweighs it: "champagne" the
                    // region, not "Champagne Blend").
                    0.85
                } else if syn.is_some_and(syn_fits) {
                    if single {
                        0.9
                    } else {
                        0.55
                    }
                } else if !single
                    && !GENERIC_LABEL_WORDS.contains(&w)
                    && (w.len() >= 4 || IRREGULAR_PLURALS.contains(&w))
                    && affirms(toks, w)
                    && !self.written_everywhere(w)
                    && !*outweighs.entry(w.to_owned()).or_insert_with(|| self.value_outweighs(w))
                {
                    0.55
                } else if !single && syn.is_some_and(|s| affirms(toks, s)) {
                    // A thesaurus word for another word of the name ("contract" → "… with Plans").
                    0.55
                } else if w.len() >= 4
                    && last.len() > w.len() + 2
                    && last.ends_with(w)
                    && !self.names_most_products(w, c)
                {
                    if single {
                        0.85
                    } else {
                        0.5
                    }
                } else if w.len() >= 5
                    && single
                    && w.chars().next() == last.chars().next()
                    && strsim::jaro_winkler(w, last) >= 0.93
                {
                    // A misspelling keeps its first letter ("smartphnes"); "phones" is not "iPhone".
                    0.75
                } else if single && w.len() >= 3 && last.len() >= w.len() + 3 && last.starts_with(w) && self.clipped(i)
                {
                    // A clipped word the catalog never writes ("sims" for Simulation): the start
                    // of one one-word category's name.
                    0.7
                } else {
                    continue;
                };
                cands.push(CatMention { cats: vec![c], start: i, end: i + 1, score, plural, similarity: None });
            }
        }
        // A category word inside a longer spec label is part of the label ("headphone jack").
        cands.retain(|m| !self.inside_label(m.start, m.end));
        self.semantic_categories(&mut cands);
        // Best per span; equally good categories for one span are alternatives.
        cands.sort_by(|a, b| {
            (b.end - b.start).cmp(&(a.end - a.start)).then(b.score.total_cmp(&a.score)).then(a.start.cmp(&b.start))
        });
        let mut chosen: Vec<CatMention> = Vec::new();
        for c in cands {
            if let Some(same) = chosen.iter_mut().find(|m| m.start == c.start && m.end == c.end) {
                if (same.score - c.score).abs() < 1e-9 && !same.cats.contains(&c.cats[0]) {
                    same.cats.push(c.cats[0]);
                }
                continue;
            }
            if chosen.iter().any(|m| c.start < m.end && m.start < c.end) {
                continue;
            }
            chosen.push(c);
        }
        chosen.sort_by_key(|m| m.start);
        for m in &mut chosen {
            self.narrow_by_similarity(m);
        }
        // The same category named twice ("fridge freezer") is one constraint.
        let mut k = 1;
        while k < chosen.len() {
            if chosen[..k].iter().any(|m| m.cats == chosen[k].cats) {
                let dup = chosen.remove(k);
                self.mark(dup.start, dup.end);
            } else {
                k += 1;
            }
        }
        // "the most guests", "fewer bedrooms": a word a superlative or comparative ranks by that
        // labels a numeric spec is that spec, not part of a category's name ("Entire guest suite").
        chosen.retain(|m| {
            let w = &self.sing[m.start];
            let ranked =
                m.start > 0 && matches!(self.word(m.start - 1), "most" | "least" | "fewest" | "more" | "fewer");
            let numeric = self.lex.index.entry_words.get(w).is_some_and(|es| {
                es.iter().any(|&e| self.lex.entry_kind(e) == crate::compiler::lexicon::EntryKind::Numeric)
            });
            // "with minifigures", "without any minifigures": after "with", "without", "no" or
            // "any", a word that is the whole label of a numeric spec is that spec.
            let with = m.start > 0 && matches!(self.word(m.start - 1), "with" | "without" | "no" | "any");
            let whole_label = self.lex.index.entry_words.get(w).is_some_and(|es| {
                es.iter().any(|&e| {
                    self.lex.entry_kind(e) == crate::compiler::lexicon::EntryKind::Numeric
                        && self.lex.index.entry_tokens[e as usize] == [w.clone()]
                })
            });
            let whole_name = m.cats.iter().any(|c| {
                let name = self.lex.categories[*c as usize].name.to_lowercase();
                crate::text::names::singular(&name) == *w
            });
            !(m.score < 0.75 && m.end == m.start + 1 && ranked && numeric)
                && !(m.end == m.start + 1 && with && whole_label && !whole_name)
        });
        // One word that is only part of the names of many categories that together hold a fifth
        // of the catalog or more ("furniture" in "Bar furniture", "Outdoor furniture", …) names
        // no category: it is the catalog's own word.
        let products = self.lex.products.max(1) as usize;
        chosen.retain(|m| {
            let covered: usize = m.cats.iter().map(|c| self.lex.categories[*c as usize].products as usize).sum();
            // Only a mass noun the category names never write in the plural ("furniture" names
            // the shop's goods; "phones", "cases" name categories), or categories holding nearly
            // everything ("cars" of "Used cars", "New cars", …).
            let w = &self.sing[m.start];
            let count_noun = IRREGULAR_PLURALS.contains(&w.as_str())
                || m.cats.iter().any(|c| {
                    let name = self.lex.categories[*c as usize].name.to_lowercase();
                    name.split(|ch: char| !ch.is_alphanumeric())
                        .any(|t| t != w && crate::text::names::singular(t) == *w)
                });
            // The catalog's own word also when a third of its products write it ("whisky" of
            // "Blended Scotch Whisky", "Grain Scotch Whisky", … beside "Single Malt Scotch").
            let written = self.lex.index.common.get(w.as_str()).copied().unwrap_or(0) as usize * 3 >= products;
            // A product line names write ("geforce" of "NVIDIA GeForce RTX 4090", filed under
            // "GeForce 40", "GeForce 600M", …): names of less than half the catalog, and at
            // least as many as the categories hold, write it. It is a constraint.
            let line_named = covered * 2 < products && {
                let named = self.lex.items_named([crate::compiler::lexicon::name_key(w)]).len();
                named >= 3 && named >= covered && named * 2 < products
            };
            let generic = m.end - m.start == 1
                && m.cats.len() >= 3
                && m.score < 0.75
                && m.similarity.is_none()
                && (covered * 5 >= products || written)
                && !line_named
                // (Last: it reads every product's categories.)
                && (!count_noun || self.names_nearly_all(&[w, self.word(m.start)], &m.cats));
            // A category every product is filed in ("Digital cameras" of a camera database,
            // "Dog breeds" beside the breed groups) is the catalog's noun: no constraint, no doubt.
            let everything = m.cats.iter().all(|&c| self.lex.categories[c as usize].products as usize >= products)
                && !(m.start > 0 && self.negated_at(m.start));
            // "gpus" where "Mining GPUs" is one small category and names across the catalog say
            // "GPU" ("Intel Data Center GPU Max"): the head of the small category's name is the
            // catalog's word for what it sells; names outside it write the word as often.
            // Only as the head of the question's noun phrase ("intel gpus with …"; not "spf 100").
            let head = m.end >= self.toks.len()
                || self.toks[m.end].boundary_before
                || (self.is_word(m.end) && is_stop(self.word(m.end)));
            let outside_names = m.end - m.start == 1 && m.score < 0.75 && covered * 20 < products && head && {
                // ("gpus": the singular rule keeps a final "us".)
                let mut named = self.lex.items_named([crate::compiler::lexicon::name_key(w)]);
                if named.is_empty() {
                    if let Some(stem) = w.strip_suffix('s') {
                        named = self.lex.items_named([crate::compiler::lexicon::name_key(stem)]);
                    }
                }
                let outside = named
                    .iter()
                    .filter(|&&p| !self.lex.items[p as usize].cats.iter().any(|c| m.cats.contains(c)))
                    .count();
                outside >= 3 && outside * 2 >= named.len()
            };
            // "nvidia gpus came out in 2024" where "Mining GPUs" is a small category and every
            // card has a "GPU Name": the catalog's word.
            let labelled = m.end - m.start == 1
                && m.cats.len() == 1
                && covered * 5 < products
                && (self.labels_everything(w) || w.strip_suffix('s').is_some_and(|x| self.labels_everything(x)));
            let outside_names = outside_names || labelled;
            if generic || everything || outside_names {
                self.mark(m.start, m.end);
                self.catalog_noun = true;
            }
            !(generic || everything || outside_names)
        });
        // Weak partial matches only count when nothing better names a category.
        // A word said of the products after "are"/"is" ("dramas that aren't romantic") is a
        // constraint of its own, even beside a category named in full.
        let strong = chosen.iter().any(|m| m.score >= 0.75);
        let predicate = |m: &CatMention| {
            let mut j = m.start;
            while j > 0 && matches!(self.word(j - 1), "not" | "very" | "too" | "really") {
                j -= 1;
            }
            m.end == m.start + 1
                && j > 0
                && matches!(self.word(j - 1), "are" | "is" | "arent" | "isnt" | "be" | "were" | "was")
        };
        // "thrillers or mysteries": a weaker mention joined to a strong one by "or" is an
        // alternative to it, as strong as it.
        let joined_to_strong = |m: &CatMention| {
            chosen.iter().any(|o| {
                o.score >= 0.75
                    && m.score >= 0.6
                    && m.end == m.start + 1
                    && ((o.end + 1 == m.start && self.word(o.end) == "or")
                        || (m.end + 1 == o.start && self.word(m.end) == "or"))
            })
        };
        let keep: Vec<bool> =
            chosen.iter().map(|m| m.score >= 0.75 || !strong || predicate(m) || joined_to_strong(m)).collect();
        let mut keep = keep.into_iter();
        chosen.retain(|_| keep.next() == Some(true));
        // Categories with no product in common: "smartphones or tablets" is a union; otherwise
        // the weaker mention is not a category ("headphones that are foldable").
        let mut i = 0;
        while i < chosen.len() {
            let mut j = i + 1;
            let mut merged = false;
            while j < chosen.len() {
                // A negated category ("… that are not iPhones") excludes, it does not compete.
                let negated = |m: &CatMention| m.start > 0 && self.negated_at(m.start);
                let disjoint = !negated(&chosen[i])
                    && !negated(&chosen[j])
                    && chosen[i]
                        .cats
                        .iter()
                        .all(|a| chosen[j].cats.iter().all(|b| self.lex.category_overlap(*a, *b) == 0));
                if disjoint {
                    let between: Vec<&str> = (chosen[i].end..chosen[j].start).map(|k| self.word(k)).collect();
                    // A singular noun right before another category names what it is for, not
                    // another category ("phone cases", "Galaxy case"): dropped, and explained
                    // when the category names say it ("phone" of "Cell Phone Cases & Clips").
                    let modifier = between.is_empty()
                        && !chosen[i].plural
                        && (chosen[i].end - chosen[i].start == 1 && chosen[i].score < 1.0 || chosen[j].plural);
                    if modifier {
                        let m = chosen.remove(i);
                        // The other mention moved down by one.
                        let other = &chosen[j - 1];
                        let explained = (m.start..m.end).all(|k| {
                            other
                                .cats
                                .iter()
                                .any(|c| self.lex.index.category_tokens[*c as usize].contains(&self.sing[k]))
                        });
                        if explained {
                            self.mark(m.start, m.end);
                        }
                        j = i + 1;
                        continue;
                    }
                    let joined =
                        !between.is_empty() && between.iter().all(|w| matches!(*w, "or" | "and")) || between.is_empty();
                    if joined {
                        let other = chosen.remove(j);
                        chosen[i].cats.extend(other.cats);
                        chosen[i].end = other.end.max(chosen[i].end);
                        self.mark(other.start, other.end);
                        self.mark(chosen[i].start, chosen[i].end);
                        merged = true;
                        continue;
                    }
                    let weaker = {
                        let (a, b) = (&chosen[i], &chosen[j]);
                        if (a.plural, a.score) >= (b.plural, b.score) {
                            j
                        } else {
                            i
                        }
                    };
                    chosen.remove(weaker);
                    if weaker == i {
                        break;
                    }
                    continue;
                }
                j += 1;
            }
            if !merged || i < chosen.len() {
                i += 1;
            }
        }
        self.narrow_to_subcategories(&mut chosen);
        for m in &chosen {
            self.mark(m.start, m.end);
            // "in the café furniture section", "the sofa department": the shop's word for a
            // category after its name says no more than the name.
            if m.end < self.toks.len()
                && !self.used[m.end]
                && !self.toks[m.end].boundary_before
                && SHOP_SECTION_WORDS.contains(&self.word(m.end))
            {
                self.mark(m.end, m.end + 1);
            }
        }
        // "BMWs that are not used cars": a negated category beside another one, or after the
        // question's subject, excludes it.
        // "non sporting breeds" where the category is "Non-Sporting Group": the negation is the
        // first word of the category's name, said before the word that matched.
        for m in chosen.iter_mut() {
            let first_word = |c: &u32| {
                let toks = &lex.index.category_tokens[*c as usize];
                toks.len() >= 2 && m.start > 0 && toks[0] == self.sing[m.start - 1] && toks[1] == self.sing[m.start]
            };
            if m.cats.iter().any(first_word) {
                m.start -= 1;
                self.used[m.start] = true;
            }
        }
        let (negated, kept): (Vec<CatMention>, Vec<CatMention>) =
            chosen.into_iter().partition(|m| m.start > 0 && self.negated_at(m.start));
        for m in negated {
            let phrase = self.span_text(m.start, m.end);
            self.conds.push((Cond::NotCategory(m.cats), 0.6 + 0.4 * m.score.min(1.0), phrase, m.start));
        }
        self.cats = kept;
        self.read_whole_places();
    }

    /// "an entire place", "whole rentals" where the catalog files rentals under "Entire home/apt",
    /// "Entire condo", … beside "Private room": every category whose name begins with the word
    /// (which is a stop word elsewhere: "the whole catalog"). Not where the question already
    /// names one of them ("entire home").
    fn read_whole_places(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len().saturating_sub(1) {
            if self.used[i] || !matches!(self.word(i), "entire" | "whole") {
                continue;
            }
            let starts = |c: usize| lex.index.category_tokens[c].first().is_some_and(|t| t == "entire" || t == "whole");
            let cats: Vec<u32> = (0..lex.categories.len())
                .filter(|&c| starts(c) && lex.categories[c].products > 0)
                .map(|c| c as u32)
                .collect();
            let others = (0..lex.categories.len()).any(|c| !starts(c) && lex.categories[c].products > 0);
            let named = self.cats.iter().any(|m| m.cats.iter().all(|c| cats.contains(c)));
            if cats.is_empty() || !others || named || !self.is_word(i + 1) || self.toks[i + 1].boundary_before {
                continue;
            }
            self.used[i] = true;
            self.cats.push(CatMention { cats, start: i, end: i + 1, score: 1.0, plural: false, similarity: None });
        }
    }

    /// "american IPA" of `IPA - American`, "lambics but not the fruit ones" of `Lambic - Fruit`:
    /// the other words of exactly one narrower category whose name holds a chosen category's
    /// whole name, written elsewhere in the question, narrow the mention to it; negated, they
    /// exclude it.
    fn narrow_to_subcategories(&mut self, chosen: &mut [CatMention]) {
        let lex = self.lex;
        let n = self.toks.len();
        for m in chosen.iter_mut() {
            let [c] = m.cats[..] else { continue };
            let base = &lex.index.category_tokens[c as usize];
            // (narrower category, positions of its other words), the most words first.
            let mut found: Vec<(u32, Vec<usize>)> = Vec::new();
            for (s, toks) in lex.index.category_tokens.iter().enumerate() {
                if s as u32 == c || toks.len() <= base.len() || lex.categories[s].products == 0 {
                    continue;
                }
                if !base.iter().all(|t| toks.contains(t)) {
                    continue;
                }
                let extra: Vec<&String> = toks.iter().filter(|t| !base.contains(t) && !is_stop(t)).collect();
                let at: Vec<usize> = extra
                    .iter()
                    .filter_map(|t| {
                        (0..n).find(|&k| {
                            (k < m.start || k >= m.end) && !self.used[k] && self.is_word(k) && self.sing[k] == **t
                        })
                    })
                    .collect();
                if !extra.is_empty() && at.len() == extra.len() {
                    found.push((s as u32, at));
                }
            }
            found.sort_by_key(|(_, at)| std::cmp::Reverse(at.len()));
            let [(sub, at), rest @ ..] = &found[..] else { continue };
            if rest.first().is_some_and(|(_, other)| other.len() == at.len()) {
                continue;
            }
            let (sub, at) = (*sub, at.clone());
            let negated = at.iter().any(|&k| self.negated_at(k));
            for &k in &at {
                self.mark(k, k + 1);
            }
            if negated {
                let phrase = at.iter().map(|&k| self.toks[k].text.as_str()).collect::<Vec<_>>().join(" ");
                self.conds.push((Cond::NotCategory(vec![sub]), 0.8, phrase, at[0]));
            } else {
                m.cats = vec![sub];
            }
        }
    }

    /// True when the singular word `w` is the whole text of a value several products hold
    /// (not a yes/no value).
    fn whole_value(&self, w: &str) -> bool {
        let lex = self.lex;
        lex.index.value_words.get(w).is_some_and(|pairs| {
            pairs.iter().any(|&(e, v)| {
                let value = &lex.entries[e as usize].values[v as usize];
                value.products >= 2 && value.yes.is_none() && lex.index.value_tokens[e as usize][v as usize] == [w]
            })
        })
    }

    /// True when tokens `a..b` lie inside a longer entry or feature label written in the question.
    pub(crate) fn inside_label(&self, a: usize, b: usize) -> bool {
        let lex = self.lex;
        let n = self.toks.len();
        let fits = |toks: &[String]| -> bool {
            let len = toks.len();
            if len <= b - a {
                return false;
            }
            (b.saturating_sub(len)..=a).any(|s| s + len <= n && (0..len).all(|k| self.sing[s + k] == toks[k]))
        };
        let word = &self.sing[a];
        lex.index.entry_words.get(word).into_iter().flatten().any(|e| fits(&lex.index.entry_tokens[*e as usize]))
            || lex
                .index
                .feature_words
                .get(word)
                .into_iter()
                .flatten()
                .any(|f| fits(&lex.index.feature_tokens[*f as usize]))
            // A value the catalog writes that holds the category word ("office chairs" is the
            // product type "Office chair", not any chair with "office" left over).
            || lex.index.value_words.get(word).into_iter().flatten().any(|(e, v)| {
                let toks = &lex.index.value_tokens[*e as usize][*v as usize];
                toks.len() <= 4 && fits(toks)
            })
    }

    /// A free word that could carry meaning (not a stop word, cue, negation, brand or opinion).
    pub(crate) fn open_word(&self, i: usize) -> bool {
        let w = self.word(i);
        self.is_word(i)
            && !self.used[i]
            && !is_stop(w)
            && !NEGATIONS.contains(&w)
            && !SUBJECTIVE.contains(&w)
            && adjective(w).is_none()
            && hint(w).is_none()
            && !self.brand.contains(w)
    }

    /// An open word the catalog never writes (string matching cannot place it).
    pub(crate) fn unknown_word(&self, i: usize) -> bool {
        self.open_word(i)
            && !self.lex.index.words.contains(&self.sing[i])
            && !self.lex.index.words.contains(self.word(i))
    }

    /// True when the encoder reads an unexplained word as a spec rather than as a category
    /// ("gaming" ≈ Graphics; "computer" is nearer Laptops than any spec).
    pub(crate) fn spec_like(&self, w: &str) -> bool {
        let Some(sem) = self.encoder() else { return false };
        let Some(v) = sem.embed(w) else { return false };
        let spec = sem.spec_likeness(&v);
        let category = sem.nearest_category(&v, |a, b| a == b).map_or(-1.0, |n| n.cosine);
        spec >= SEMANTIC_SPEC_LIKE && spec > category
    }
}

impl Parser<'_> {
    /// A whole value named by `w` ("Samsung" of Brand, "Austria" for "austrian", the region
    /// "Champagne") holds at least as many products as every category that has `w` as a word
    /// of a longer name ("Samsung Galaxy", "Austrian Red Blend", "Champagne Blend"): the word
    /// is that value. (A ratio of 3 was the first choice; 1 reads "champagne" as the region
    /// on the dev wine catalog and changes nothing else.)
    fn value_outweighs(&self, w: &str) -> bool {
        let lex = self.lex;
        let category_products = (lex.index.category_tokens.iter().zip(&lex.categories))
            .filter(|(toks, _)| toks.len() >= 2 && affirms(toks, w))
            .map(|(_, c)| c.products)
            .max()
            .unwrap_or(0);
        let names = DEMONYMS.iter().find(|(d, _)| *d == w).map(|(_, names)| names.to_vec()).unwrap_or_default();
        std::iter::once(w).chain(names).any(|w| {
            lex.index.value_words.get(w).is_some_and(|vs| {
                vs.iter().any(|&(e, v)| {
                    let value = &lex.entries[e as usize].values[v as usize];
                    crate::compiler::lexicon::name_words(&value.name).len() == 1
                        && value.products >= category_products.max(1)
                })
            })
        })
    }
}

/// The category name has `w` and does not deny or prefix it ("contract" is not "No-Contract
/// Hotspots", "registered" is not "Pre-registered cars").
fn affirms(toks: &[String], w: &str) -> bool {
    toks.iter().enumerate().any(|(k, t)| {
        t == w
            && (k == 0
                || !(matches!(toks[k - 1].as_str(), "no" | "without") || PREFIXES.contains(&toks[k - 1].as_str())))
    })
}

//! Mentions pass: cue words (counting, "how much", superlatives, comparatives, "top k").

use super::*;

impl<'a> Parser<'a> {
    /// "the cheapest electric car in germany" where the shop's price is also its spec "Price in
    /// Germany": a word of a price spec's label, said of a question that asks for the price (a
    /// bound, a ranking, a price word), says no more than the price does.
    pub(crate) fn read_price_label_words(&mut self) {
        let price_asked = self.price_word
            || matches!(self.sup_target, Some((Target::Price, ..)))
            || self.conds.iter().any(|c| matches!(c.0, Cond::Price(_)));
        if !price_asked {
            return;
        }
        let ix = &self.lex.index;
        let priced: Vec<&Vec<String>> =
            ix.entry_tokens.iter().filter(|t| t.iter().any(|w| w == "price" || w == "cost")).collect();
        for i in 0..self.toks.len() {
            let w = self.sing[i].as_str();
            if self.open_word(i) && priced.iter().any(|t| t.iter().any(|x| x == w)) {
                self.used[i] = true;
            }
        }
    }

    /// "toy dogs in the top 50 most popular": "in the top N" of a place in a ranking bounds the
    /// place (50 or better) beside the other conditions, rather than ranking what they keep.
    pub(crate) fn read_places_within_top(&mut self) {
        let Some(k) = self.k else { return };
        let Some((Target::Number(num), conf, phrase)) = &self.sup_target else { return };
        if !crate::compiler::plan::ranked_number(num) {
            return;
        }
        let within = (2..self.toks.len()).find(|&i| {
            self.word(i) == "top"
                && self.word(i - 1) == "the"
                && matches!(self.word(i - 2), "in" | "among" | "within" | "inside")
                && self.toks.get(i + 1).and_then(|t| t.number()) == Some(k as f64)
        });
        let Some(i) = within else { return };
        let cond = Cond::Number { num: num.clone(), op: Op::Le(k as f64) };
        let (conf, phrase) = (*conf, phrase.clone());
        self.conds.push((cond, conf, phrase, i));
        self.mark(i - 2, i);
        self.sup_target = None;
        self.k = None;
        self.graded.clear();
    }

    pub(crate) fn find_cues(&mut self) {
        let n = self.toks.len();
        // "cheapest of the 3", "which of these two": the number counts the compared sides.
        let sides = self.items.len() + self.groups.len();
        for i in 1..n {
            let k = self.toks[i].number().or_else(|| number_word(&self.toks[i].text));
            if sides >= 2
                && !self.used[i]
                && k == Some(sides as f64)
                && matches!(self.word(i - 1), "the" | "these" | "those" | "all")
            {
                let from = if i >= 2 && self.word(i - 2) == "of" { i - 2 } else { i - 1 };
                self.mark(from, i + 1);
            }
        }
        for i in 0..n {
            if self.used[i] || !self.is_word(i) {
                continue;
            }
            let w = self.word(i).to_owned();
            match w.as_str() {
                "how" if self.word(i + 1) == "many" => {
                    self.count = true;
                    self.mark(i, i + 2);
                }
                "how" if self.word(i + 1) == "much" => {
                    self.how_much = true;
                    self.mark(i, i + 2);
                }
                "number" if self.word(i + 1) == "of" && (i == 0 || matches!(self.word(i - 1), "the" | "total")) => {
                    self.count = true;
                    self.mark(i, i + 2);
                }
                "count" => {
                    self.count = true;
                    self.used[i] = true;
                }
                // "the price difference between A and B": two named things compared ("between"
                // right before a name; "between £100 and £200" is a range, read with numbers).
                "difference" | "differences" | "between" if !self.groups.is_empty() || self.items.len() >= 2 => {
                    let next = if self.word(i + 1) == "the" { i + 2 } else { i + 1 };
                    if w != "between" || self.used.get(next) == Some(&true) {
                        self.used[i] = true;
                    }
                }
                "top" => {
                    if let Some(k) = self.toks.get(i + 1).and_then(|t| t.number().or_else(|| number_word(&t.text))) {
                        if (1.0..=100.0).contains(&k) {
                            self.k = Some(k as usize);
                            self.mark(i, i + 2);
                            // "top 5 by battery": the highest values of what follows "by".
                            // "top 3 phones by weight": the words between are already understood.
                            // "top 3 EVs by top speed": or where a spec's word follows "by".
                            let by = (i + 2..(i + 6).min(n)).find(|&j| self.word(j) == "by");
                            let spec_after = |b: usize| {
                                self.sing.get(b + 1).is_some_and(|w| self.lex.index.entry_words.contains_key(w))
                                    || hint(self.word(b + 1)).is_some_and(|h| h.price)
                            };
                            if let Some(b) = by.filter(|&b| (i + 2..b).all(|j| self.used[j]) || spec_after(b)) {
                                self.ranked_by(b, Some(Order::Descending));
                            } else if by.is_none()
                                && spec_after(i + 1)
                                && !self.used.get(i + 2).copied().unwrap_or(true)
                            {
                                // "the top 20 popularity", "top 5 pieces": a spec's word right
                                // after the number is what ranks.
                                self.ranked_by(i + 1, Some(Order::Descending));
                            }
                        }
                    }
                }
                // "which 3 sandwich makers have the best ratings": how many to list, where a
                // superlative follows and the number counts no spec ("which 2 seater …").
                "which" | "what" => {
                    let k = self.toks.get(i + 1).and_then(|t| t.number().or_else(|| number_word(&t.text)));
                    let k = k.filter(|k| (2.0..=100.0).contains(k) && k.fract() == 0.0 && !self.used[i + 1]);
                    let superlative = || {
                        (i + 2..n).any(|j| {
                            matches!(self.word(j), "most" | "least" | "best" | "worst")
                                || matches!(adjective(self.word(j)), Some((_, Grade::Superlative, _)))
                        })
                    };
                    // Only then the costlier test of what the number counts.
                    let measured = || {
                        let next = self.sing.get(i + 2).cloned().unwrap_or_default();
                        !self.used.get(i + 2).copied().unwrap_or(true)
                            && (self.question_unit(i + 2).is_some()
                                || self.catalog_units().iter().any(|u| units::learned_unit_matches(&next, u))
                                || self.lex.index.entry_words.contains_key(&next))
                    };
                    if let Some(k) = k.filter(|_| superlative() && !measured()) {
                        self.k = Some(k as usize);
                        self.used[i + 1] = true;
                    }
                }
                "sort" | "sorted" | "order" | "ordered" | "rank" | "ranked" | "arrange" | "arranged" => {
                    // "sort them by price", "sort the TVs by price": every product, ordered by what
                    // follows "by"; between, only understood words.
                    let by = (i + 1..(i + 6).min(n)).find(|&j| self.word(j) == "by");
                    let between_ok = by.is_some_and(|b| {
                        (i + 1..b).all(|j| {
                            self.used[j]
                                || matches!(self.word(j), "them" | "those" | "these" | "it" | "the" | "results" | "all")
                        })
                    });
                    if let (Some(b), true) = (by, between_ok) {
                        self.mark(i, b);
                        self.ranked_by(b, None);
                        self.k = Some(SORT_ALL);
                    }
                }
                _ => {}
            }
            if hint(&w).is_some_and(|h| h.price) && adjective(&w).is_none() {
                self.price_word = true;
            }
        }
        // Graded adjectives: "cheapest", "most expensive", "more HDMI ports", "lighter".
        for i in 0..n {
            if self.used[i] || !self.is_word(i) {
                continue;
            }
            let w = self.word(i).to_owned();
            let next = self.word(i + 1).to_owned();
            // "best selling", "top sellers": the highest of what the next word names (sales).
            if matches!(w.as_str(), "best" | "top") && matches!(next.as_str(), "selling" | "seller" | "sellers") {
                self.graded.push(Graded {
                    pos: i,
                    base: "",
                    grade: Grade::Superlative,
                    order: Order::Descending,
                    generic: true,
                });
                self.used[i] = true;
                continue;
            }
            if matches!(w.as_str(), "most" | "least" | "more" | "less" | "fewer" | "fewest") {
                // A comparator of a number ("more than 4", "at least 5000", "or more") is not a grade.
                let prev = if i > 0 { self.word(i - 1) } else { "" };
                if next == "than" || matches!(prev, "at" | "or" | "no" | "not" | "and") {
                    continue;
                }
                // "costs the most" / "costs least": the price's superlative.
                let price_verb = |k: usize| matches!(self.word(k), "cost" | "costs" | "costing" | "priced");
                let verb_at = if i >= 1 && price_verb(i - 1) {
                    Some(i - 1)
                } else if i >= 2 && self.word(i - 1) == "the" && price_verb(i - 2) {
                    Some(i - 2)
                } else {
                    None
                };
                if let (Some(v), "most" | "least" | "more" | "less") = (verb_at, w.as_str()) {
                    // "costs the most", "which one costs less": price, highest or lowest.
                    let (base, order) = if matches!(w.as_str(), "most" | "more") {
                        ("expensive", Order::Descending)
                    } else {
                        ("cheap", Order::Ascending)
                    };
                    let grade =
                        if matches!(w.as_str(), "most" | "least") { Grade::Superlative } else { Grade::Comparative };
                    self.graded.push(Graded { pos: i, base, grade, order, generic: false });
                    self.mark(v, i + 1);
                    continue;
                }
                let grade = if matches!(w.as_str(), "most" | "least" | "fewest") {
                    Grade::Superlative
                } else {
                    Grade::Comparative
                };
                let dir = if matches!(w.as_str(), "most" | "more") { Order::Descending } else { Order::Ascending };
                // "the 3 most expensive", "five least popular".
                if grade == Grade::Superlative {
                    self.read_k_before(i);
                }
                if let Some((base, _, order)) = adjective(&next) {
                    let order = if dir == Order::Descending {
                        order
                    } else if order == Order::Descending {
                        Order::Ascending
                    } else {
                        Order::Descending
                    };
                    self.graded.push(Graded { pos: i, base, grade, order, generic: false });
                    self.mark(i, i + 2);
                    // "Is A more expensive than B?": two named things compared.
                    if self.word(i + 2) == "than" && (!self.groups.is_empty() || self.items.len() >= 2) {
                        self.used[i + 2] = true;
                    }
                } else {
                    self.graded.push(Graded { pos: i, base: "", grade, order: dir, generic: true });
                    self.used[i] = true;
                }
                continue;
            }
            if let Some((base, grade, order)) = adjective(&w) {
                if grade == Grade::Base {
                    continue;
                }
                // "cheaper than £500" is a comparator of a number, handled with numbers.
                if grade == Grade::Comparative && next == "than" {
                    if self.groups.is_empty() && self.items.len() < 2 {
                        continue;
                    }
                    // "Is A cheaper than B?": two named things compared.
                    self.used[i + 1] = true;
                }
                if grade == Grade::Comparative && i > 0 && self.word(i - 1) == "or" {
                    continue;
                }
                self.graded.push(Graded { pos: i, base, grade, order, generic: false });
                self.used[i] = true;
                // "the 3 cheapest", "three lightest".
                if grade == Grade::Superlative {
                    self.read_k_before(i);
                }
            }
        }
    }

    /// "saltiest", "fattier", "sugariest": the grade of an adjective made from a spec's name
    /// (salty ← Salt, fatty ← Fat) is "most"/"more" of that spec. Rewrites the word as the two,
    /// before any pass reads them, when the catalog has a numeric spec so named and the word is
    /// no adjective the compiler knows.
    pub(crate) fn read_noun_grades(&mut self) {
        let mut i = 0;
        while i < self.toks.len() {
            let w = self.toks[i].text.clone();
            let (stem, grade) = match (w.strip_suffix("iest"), w.strip_suffix("ier")) {
                (Some(s), _) => (s, "most"),
                (None, Some(s)) => (s, "more"),
                _ => {
                    i += 1;
                    continue;
                }
            };
            let b = stem.as_bytes();
            // fatty → fat: a doubled last consonant is one.
            let undoubled = (b.len() >= 3 && b[b.len() - 1] == b[b.len() - 2]).then(|| &stem[..stem.len() - 1]);
            let noun = [Some(stem.to_owned()), undoubled.map(str::to_owned), Some(format!("{stem}e"))]
                .into_iter()
                .flatten()
                .find(|n| {
                    n.len() >= 3
                        && self.lex.index.entry_words.get(n).is_some_and(|es| {
                            es.iter().any(|&e| self.lex.entry_kind(e) == crate::compiler::lexicon::EntryKind::Numeric)
                        })
                });
            match noun {
                Some(noun) if self.toks[i].is_word() && adjective(&w).is_none() => {
                    let mut most = self.toks[i].clone();
                    most.text = grade.to_owned();
                    most.orig = grade.to_owned();
                    let mut spec = self.toks[i].clone();
                    spec.text = noun.clone();
                    spec.orig = noun.clone();
                    spec.boundary_before = false;
                    spec.hyphen_before = false;
                    self.toks.splice(i..i + 1, [most, spec]);
                    self.sing.splice(i..i + 1, [grade.to_owned(), noun]);
                    self.used.push(false);
                    i += 2;
                }
                _ => i += 1,
            }
        }
    }

    /// "the 3 cheapest", "three most popular": a whole number (1–100) right before the
    /// superlative at `i` is how many to list.
    fn read_k_before(&mut self, i: usize) {
        if i == 0 || self.used[i - 1] {
            return;
        }
        let prev = &self.toks[i - 1];
        if let Some(k) = prev.number().or_else(|| number_word(&prev.text)) {
            if (1.0..=100.0).contains(&k) && k.fract() == 0.0 {
                self.k = Some(k as usize);
                self.used[i - 1] = true;
            }
        }
    }

    /// "closer to the city", "nearest to the CBD": where a catalog has one distance column, the
    /// place after a grade of distance is what the column measures to, not a product or value.
    pub(crate) fn read_distance_anchor(&mut self) {
        let lex = self.lex;
        let distances = (0..lex.entries.len() as u32)
            .filter(|&e| {
                lex.entry_kind(e) == EntryKind::Numeric
                    && crate::compiler::lexicon::name_words(&lex.entries[e as usize].name)
                        .iter()
                        .any(|w| w == "distance")
            })
            .count();
        if distances != 1 {
            return;
        }
        for k in 0..self.toks.len() {
            let graded = matches!(
                self.word(k),
                "closer" | "closest" | "nearer" | "nearest" | "farther" | "farthest" | "further" | "furthest"
            );
            if !graded || !matches!(self.word(k + 1), "to" | "from") {
                continue;
            }
            let place = if self.word(k + 2) == "the" { k + 3 } else { k + 2 };
            if place < self.toks.len() && self.is_word(place) && !self.toks[place].boundary_before {
                self.mark(k + 1, place + 1);
            }
        }
    }

    /// "… by X" at `by`: a generic superlative on what follows, in `order` or, when the question
    /// says none, the direction its words give ("low to high", "descending") or else cheapest
    /// first for a price and highest first for anything else.
    fn ranked_by(&mut self, by: usize, order: Option<Order>) {
        let n = self.toks.len();
        self.used[by] = true;
        let mut said = None;
        for j in by + 1..n {
            let (w, next) = (self.word(j), self.word(j + 1));
            let (order, len) = match (w, next) {
                ("ascending" | "increasing", _) => (Order::Ascending, 1),
                ("descending" | "decreasing", _) => (Order::Descending, 1),
                ("low" | "lowest" | "smallest" | "cheapest", "to" | "first") => (Order::Ascending, 2),
                ("high" | "highest" | "largest" | "biggest", "to" | "first") => (Order::Descending, 2),
                _ => continue,
            };
            let len = if len == 2 && next == "to" && j + 2 < n { 3 } else { len };
            self.mark(j, j + len);
            said = Some(order);
            break;
        }
        let price = hint(self.word(by + 1)).is_some_and(|h| h.price) || self.word(by + 1) == "price";
        let order = said.or(order).unwrap_or(if price { Order::Ascending } else { Order::Descending });
        self.graded.push(Graded { pos: by, base: "", grade: Grade::Superlative, order, generic: true });
    }

    /// Content words following position `at` (unused, up to a boundary or a non-content word).
    pub(crate) fn phrase_after(&self, at: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut j = at;
        while j < self.toks.len() && out.len() < 4 {
            if (j > at && self.toks[j].boundary_before) || self.used[j] || self.toks[j].number().is_some() {
                break;
            }
            let w = self.word(j);
            if !self.is_word(j) {
                break;
            }
            if is_stop(w) {
                if matches!(w, "the" | "a" | "an") && out.is_empty() {
                    j += 1;
                    continue;
                }
                break;
            }
            out.push(j);
            j += 1;
        }
        out
    }

    /// The end of "% discount", "percent off", "reduction", "deal" from `i` (after a graded word).
    fn discount_after(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while matches!(self.word(j), "%" | "percent" | "percentage" | "price") {
            j += 1;
        }
        let noun = matches!(
            self.word(j),
            "discount"
                | "discounts"
                | "reduction"
                | "reductions"
                | "saving"
                | "savings"
                | "markdown"
                | "deal"
                | "deals"
        ) || (j > i && self.word(j) == "off");
        noun.then_some(j + 1)
    }

    pub(crate) fn resolve_graded(&mut self) {
        let Some(g) = self.graded.iter().find(|g| g.grade == Grade::Superlative).copied().or_else(|| {
            (self.items.len() + self.groups.len() >= 2)
                .then(|| self.graded.iter().find(|g| g.grade == Grade::Comparative).copied())
                .flatten()
        }) else {
            // "anything lighter … under 5.5%": a bound the question states the same way says
            // what the comparative asks for.
            let bounded = |order: Order| {
                self.conds.iter().any(|(c, ..)| match c {
                    Cond::Number { op, .. } | Cond::Price(op) => match order {
                        Order::Ascending => matches!(op, Op::Lt(_) | Op::Le(_)),
                        Order::Descending => matches!(op, Op::Gt(_) | Op::Ge(_)),
                    },
                    _ => false,
                })
            };
            let (below, above) = (bounded(Order::Ascending), bounded(Order::Descending));
            // "older, over 30 years": of an age, older is more.
            let age = self.conds.iter().any(
                |(c, ..)| matches!(c, Cond::Number { num, .. } if num.unit.as_deref().is_some_and(units::age_word)),
            );
            for g in self.graded.clone() {
                let order = match (g.base, age) {
                    ("old" | "young", true) if g.order == Order::Ascending => Order::Descending,
                    ("old" | "young", true) => Order::Ascending,
                    _ => g.order,
                };
                let stated = if order == Order::Ascending { below } else { above };
                if g.grade == Grade::Comparative && !g.generic && stated {
                    self.used[g.pos] = true;
                } else if g.grade == Grade::Comparative && !g.generic {
                    self.problem(
                        Stage::Mentions,
                        format!("\"{}\" compares with something not understood", self.word(g.pos)),
                    );
                }
            }
            return;
        };
        let ctx = self.context();
        // "most recently added": the words after "most" and its adjective.
        let graded_by_most = !g.generic && matches!(self.word(g.pos), "most" | "least" | "more" | "less");
        let mut after = self.phrase_after(g.pos + if graded_by_most { 2 } else { 1 });
        // "the movie added most recently", "which was added last": a verb before a grade of age
        // that a year spec's label writes ("Added to Netflix") names that spec.
        let of_age = |w: &str| hint(w).is_some_and(|h| h.words.contains(&"year"));
        if after.is_empty() && (of_age(g.base) || of_age(self.word(g.pos))) {
            let verb = (g.pos.saturating_sub(2)..g.pos).rev().find(|&b| {
                !self.used[b]
                    && self.is_word(b)
                    && !is_stop(self.word(b))
                    && self.lex.index.entry_words.get(&self.sing[b]).is_some_and(|es| {
                        es.iter().any(|&e| {
                            self.lex.entry_kind(e) == EntryKind::Numeric
                                && units::year_label(&self.lex.entries[e as usize].name)
                        })
                    })
            });
            after.extend(verb);
        }
        let after = after;
        let words: Vec<String> = after.iter().map(|i| self.sing[*i].clone()).collect();
        let mut q: Vec<&str> = words.iter().map(String::as_str).collect();
        // The graded word's own hint first where a label has its words ("longest": a length or
        // a time), then its base's.
        let own =
            hint(self.word(g.pos)).filter(|h| h.words.iter().any(|w| self.lex.index.entry_words.contains_key(*w)));
        let h = if g.generic { None } else { own.or_else(|| hint(g.base)) };
        // "the most reviewed", "the fewest reviews": how many reviews or ratings, a count.
        // "the most popular" where no spec is named for popularity: the most reviewed.
        let unnamed = |words: &[&str]| {
            self.entry_groups(words, &ctx, &|e: u32| {
                self.numbers_in_context(e, &ctx) > 0 && self.lex.entry_kind(e) == EntryKind::Numeric
            })
            .is_empty()
        };
        let popular = g.generic && self.word(g.pos + 1) == "popular" && unnamed(&["popular", "popularity"]);
        let counted = g.generic && (matches!(self.word(g.pos + 1), "reviewed" | "reviews" | "review") || popular);
        if counted {
            q = vec!["review", "rating", "vote"];
        }
        if g.generic
            && matches!(self.word(g.pos), "by" | "more" | "less")
            && hint(self.word(g.pos + 1)).is_some_and(|h| h.price)
        {
            // "sort by price", "top 3 by cost", "which is less money".
            self.used[g.pos + 1] = true;
            self.sup_target = Some((Target::Price, 0.95, self.span_text(g.pos, g.pos + 2)));
            return;
        }
        if h.is_some_and(|h| h.price) {
            self.sup_target = Some((Target::Price, 0.95, self.span_text(g.pos, g.pos + 1)));
            return;
        }
        // "biggest % discount", "the largest reduction", "best deals": how far the price is below
        // a numeric previous-price row.
        if let Some(end) = self.discount_after(g.pos + 1) {
            let numeric: Vec<u32> = (self.lex.index.sale_entries.iter().copied())
                .filter(|&e| self.lex.entry_kind(e) == EntryKind::Numeric)
                .collect();
            if !numeric.is_empty() {
                self.mark(g.pos + 1, end);
                self.sup_target = Some((Target::Discount(numeric), 0.9, self.span_text(g.pos, end)));
                return;
            }
        }
        // "lowest priced", "highest-priced", "lowest cost": the grade of the price.
        if matches!(g.base, "low" | "high") && hint(self.word(g.pos + 1)).is_some_and(|h| h.price) {
            self.used[g.pos + 1] = true;
            self.sup_target = Some((Target::Price, 0.95, self.span_text(g.pos, g.pos + 2)));
            return;
        }
        if let Some(h) = h {
            if q.is_empty() {
                q.extend(h.words.iter().copied());
            }
            // "which came out most recently", "released the latest": the verb of a grade of age
            // says no more than the grade does.
            if h.words.contains(&"year") {
                self.use_year_verbs(g.pos);
            }
        }
        // "which scored higher", "which scored the highest", "which is rated better": the verb
        // before names the spec (a verb of rating names the catalog's rating or score).
        let before = g.pos.checked_sub(if g.pos >= 2 && self.word(g.pos - 1) == "the" { 2 } else { 1 }).filter(|&b| {
            q.is_empty()
                && !self.used[b]
                && self.is_word(b)
                && (!is_stop(self.word(b))
                    || self.lex.index.entry_words.contains_key(lexicon::label_word(self.word(b))))
                && adjective(self.word(b)).is_none()
        });
        let verb = before.map(|b| {
            let w = self.word(b);
            w.strip_suffix('d').filter(|_| w.ends_with("ed")).unwrap_or(w).to_owned()
        });
        let verb_hint = before.and_then(|b| hint(self.word(b))).filter(|h| !h.price && !h.words.is_empty());
        if let Some(h) = verb_hint {
            q.extend(h.words.iter().copied());
        } else if let Some(v) = &verb {
            q.push(v.as_str());
        }
        // "the biggest bottle", "the smallest one": a size said without a measure is the spec
        // named for size ("Size", "Screen size", "Capacity", "Volume").
        if q.is_empty() && matches!(g.base, "big" | "large" | "small") {
            q.extend(["size", "capacity", "volume", "diameter"]);
        }
        // "the quickest recipe", "which is faster to make": a speed said without a measure is a
        // speed the labels name, else the time it takes, the whole of it first.
        if q.is_empty() && matches!(g.base, "fast" | "quick" | "slow") {
            q.extend(["speed", "total", "time", "duration"]);
        }
        if q.is_empty() {
            // "the longest book (most pages)": another superlative says what.
            if self.graded.iter().any(|o| o.pos != g.pos && o.grade == Grade::Superlative) {
                self.graded.retain(|o| o.pos != g.pos);
                self.used[g.pos] = true;
                return self.resolve_graded();
            }
            self.problem(Stage::Mentions, format!("\"{}\" of what?", self.span_text(g.pos, g.pos + 1)));
            return;
        }
        let lex = self.lex;
        let dim = h.and_then(|h| h.dim);
        let filter = |e: u32| -> bool {
            let entry = &lex.entries[e as usize];
            self.numbers_in_context(e, &ctx) > 0
                && lex.entry_kind(e) == EntryKind::Numeric
                && dim.is_none_or(|d| {
                    entry.units.iter().any(|u| units::unit_by_symbol(&u.unit).is_some_and(|x| x.dimension == d))
                })
        };
        let mut groups = self.entry_groups(&q, &ctx, &filter);
        // "the oldest house" beside "Date" (sold) and "Year built": of the specs a grade of age
        // names by its own words, the one named by the earlier word ("year" before "date").
        if words.is_empty() && h.is_some_and(|h| h.words.contains(&"year")) {
            let hint_words = h.map(|h| h.words).unwrap_or_default();
            let rank = |g: &(Vec<u32>, f64, Vec<bool>)| {
                g.0.iter()
                    .filter_map(|&e| {
                        let toks = &lex.index.entry_tokens[e as usize];
                        hint_words.iter().position(|w| toks.iter().any(|t| t == w))
                    })
                    .min()
                    .unwrap_or(usize::MAX)
            };
            groups.sort_by_key(|g| rank(g));
        }
        let mut after = after;
        let mut words = words.clone();
        // The spec was named in a unit the adjective does not measure.
        let mut unit_free = false;
        if groups.is_empty() && !words.is_empty() && dim.is_some() {
            // "the widest memory bus" (in bits), "a wider tire": the words after name a numeric
            // spec in a unit the adjective does not measure; every word names it.
            let any_unit = |e: u32| self.numbers_in_context(e, &ctx) > 0 && lex.entry_kind(e) == EntryKind::Numeric;
            let named = self.entry_groups(&q, &ctx, &any_unit);
            if let Some(best) =
                named.into_iter().find(|(_, score, used)| *score >= 0.9 && !used.is_empty() && used.iter().all(|u| *u))
            {
                groups = vec![best];
                unit_free = true;
            }
        }
        if groups.is_empty() && !words.is_empty() {
            // The words after the adjective name something else ("lightest cordless drill"):
            // rank by what the adjective implies.
            if let Some(h) = h.filter(|h| !h.words.is_empty()) {
                let q: Vec<&str> = h.words.to_vec();
                groups = self.entry_groups(&q, &ctx, &filter);
                after.clear();
                words.clear();
            }
        }
        let mut container = None;
        if groups.is_empty() && !words.is_empty() && matches!(g.base, "big" | "large" | "small") {
            // "the biggest bag of oats", "the smallest box": the word after names the container,
            // the size is the spec named for size.
            groups = self.entry_groups(&["size", "capacity", "volume", "diameter"], &ctx, &filter);
            if !groups.is_empty() {
                container = Some(after[0]).filter(|&c| !self.lex.index.words.contains(&self.sing[c]));
                after.clear();
                words.clear();
            }
        }
        if groups.is_empty() && matches!(g.base, "big" | "large" | "small") {
            // "the biggest screen" where the size is "Tamaño de la pantalla": the one numeric
            // spec of the context written in a length or a volume, whatever the shop calls it.
            let sized = |e: u32| {
                filter(e)
                    && lex.entries[e as usize].units.iter().any(|u| {
                        units::unit_by_symbol(&u.unit)
                            .is_some_and(|x| matches!(x.dimension, units::Dimension::Length | units::Dimension::Volume))
                    })
            };
            let in_size: Vec<u32> = (0..lex.entries.len() as u32).filter(|&e| sized(e)).collect();
            if let [e] = in_size[..] {
                groups = vec![(vec![e], 0.8, Vec::new())];
                // The word after names what is measured ("screen"), unless a label writes it.
                if let Some(&c) = after.first() {
                    container = Some(c).filter(|&c| !self.lex.index.is_label_word(&self.sing[c]));
                }
                after.clear();
                words.clear();
            }
        }
        if groups.is_empty() && h.is_some_and(|h| h.words.contains(&"thickness")) {
            // "thinnest", "thicker": the smallest extent of a 3D size tuple.
            if let Some(num) = self.thickness(&ctx) {
                let phrase = self.span_text(g.pos, g.pos + 1);
                self.sup_target = Some((Target::Number(num), 0.8, phrase));
                return;
            }
        }
        if groups.is_empty() && after.len() == 1 {
            // "the most PS", "the fewest km": a unit names the one spec counted in it.
            if let Some(u) = self.question_unit(after[0]) {
                let in_unit: Vec<u32> = (0..lex.entries.len() as u32)
                    .filter(|&e| {
                        filter(e)
                            && lex.entries[e as usize]
                                .units
                                .iter()
                                .any(|x| units::unit_by_symbol(&x.unit).is_some_and(|x| x.dimension == u.dimension))
                    })
                    .collect();
                if let [e] = in_unit[..] {
                    groups = vec![(vec![e], 1.0, vec![true])];
                }
            }
        }
        if groups.is_empty() {
            // "lightest tent" where the weight is "Poids brut" or "Net wt.": the one spec written
            // in units of what the adjective measures, whatever the shop calls it.
            if dim.is_some() {
                let in_dimension: Vec<u32> = (0..lex.entries.len() as u32).filter(|&e| filter(e)).collect();
                if let [e] = in_dimension[..] {
                    groups = vec![(vec![e], 0.8, Vec::new())];
                    after.clear();
                    words.clear();
                }
            }
        }
        let mut num_dim = dim.filter(|_| !unit_free);
        if groups.is_empty() {
            // No spec in the adjective's usual unit: the spec its words name, in any unit
            // ("strongest" is a drink's % but a car's power).
            if let Some(h) = h.filter(|h| h.dim.is_some() && !h.words.is_empty()) {
                num_dim = None;
                let numeric = |e: u32| self.numbers_in_context(e, &ctx) > 0 && lex.entry_kind(e) == EntryKind::Numeric;
                groups = h
                    .words
                    .iter()
                    .map(|w| self.entry_groups(&[w], &ctx, &numeric))
                    .find(|g| !g.is_empty())
                    .unwrap_or_default();
                if !groups.is_empty() {
                    after.clear();
                    words.clear();
                }
            }
        }
        if let Some(c) = container {
            self.used[c] = true;
        }
        // A count: the spec whose label counts ("Number of ratings", "Reviews").
        if counted {
            let counts = |g: &(Vec<u32>, f64, Vec<bool>)| {
                g.0.iter().any(|&e| {
                    let name = lex.entries[e as usize].name.to_lowercase();
                    ["number", "count", "reviews", "ratings", "votes"].iter().any(|w| name.contains(w))
                })
            };
            if let Some(k) = groups.iter().position(counts) {
                groups.swap(0, k);
                self.used[g.pos + 1] = true;
            }
        }
        // "the most ratings" beside the specs "Rating" and "Ratings": of equally good readings,
        // the spec labelled as the question writes it.
        if let Some(top) = groups.first().map(|g| g.1) {
            let written = after.iter().map(|&i| self.toks[i].text.to_lowercase()).collect::<Vec<_>>().join(" ");
            let as_written = |g: &(Vec<u32>, f64, Vec<bool>)| {
                g.1 >= top - 1e-9 && g.0.iter().any(|&e| lex.entries[e as usize].name.to_lowercase() == written)
            };
            if let Some(k) = groups.iter().position(as_written) {
                groups.swap(0, k);
            }
        }
        let Some((members, score, mut used)) = groups.first().cloned() else {
            self.problem(
                Stage::Mentions,
                format!("no numeric spec matches \"{} {}\"", self.word(g.pos), words.join(" ")),
            );
            return;
        };
        if counted {
            // "reviewed" named the count.
            used = vec![true; words.len().max(1)];
        }
        // "the biggest case size", "the largest screen size": "size" after words naming a spec
        // measured in a length or a volume says no more than the adjective does.
        let measured = members.iter().any(|&e| {
            lex.entries[e as usize].units.iter().any(|u| {
                units::unit_by_symbol(&u.unit)
                    .is_some_and(|x| matches!(x.dimension, units::Dimension::Length | units::Dimension::Volume))
            })
        });
        if matches!(g.base, "big" | "large" | "small") && measured {
            for (k, w) in words.iter().enumerate() {
                if w == "size" && k < used.len() {
                    used[k] = true;
                }
            }
        }
        // Words after the last one the spec explains name something else ("most popular
        // Samsung phone"): they are read by later passes, so they do not weaken the match.
        let explained = used.iter().take(words.len()).rposition(|u| *u).map_or(words.len(), |k| k + 1);
        let phrase_cover = if words.is_empty() {
            1.0
        } else {
            used.iter().take(explained).filter(|u| **u).count() as f64 / explained as f64
        };
        let conf = (0.55 + 0.45 * score) * (0.5 + 0.5 * phrase_cover);
        let Some(num) = self.num_of(&members, &ctx, num_dim) else { return };
        // "the most megapixels" where some products write "Effective megapixels" and the others
        // only "Megapixels": one measure written two ways.
        let others: Vec<&[u32]> = groups[1..].iter().map(|g| g.0.as_slice()).collect();
        let num = self.with_restated(num, &others, &ctx);
        if let Some(b) = before {
            self.used[b] = true;
        }
        for (k, i) in after.iter().enumerate() {
            if used.get(k).copied().unwrap_or(false) {
                self.used[*i] = true;
            }
        }
        let mut phrase = self.span_text(g.pos, g.pos + 1);
        if !words.is_empty() {
            phrase = format!("{phrase} {}", words.join(" "));
        }
        if conf < DECLINE_THRESHOLD {
            self.problem(Stage::Mentions, format!("\"{phrase}\" is not clearly {}", num.label));
        }
        self.sup_target = Some((Target::Number(num), conf, phrase));
    }
}

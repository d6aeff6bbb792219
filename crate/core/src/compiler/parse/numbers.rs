//! Mentions pass: numbers with comparators, units and currencies, attached to an entry.

use super::*;

/// The confidence of a bare bound read as a price ("TVs under 500", "biggest case under 10k").
const BARE_PRICE_CONFIDENCE: f64 = 0.65;

/// True when a label names what units of `dim` measure ("Distance" for km, "Weight" for kg).
fn label_measures(label: &str, dim: Dimension) -> bool {
    crate::compiler::lexicon::name_words(label).iter().any(|w| dim.measured_by().contains(&w.as_str()))
}

impl<'a> Parser<'a> {
    /// True when the catalog has prices and `value` fits them (half the lowest to twice the
    /// highest).
    fn fits_prices(&self, value: f64) -> bool {
        self.lex.priced > 0 && self.lex.price.is_some_and(|(lo, hi)| value >= lo / 2.0 && value <= hi * 2.0)
    }

    /// True when a thing is named between the negation before `at` and a preposition that opens
    /// the bound at `at`: "without spf for under 25", "no tax with over 5 years".
    fn negation_ends_before(&self, at: usize) -> bool {
        let Some(neg) = (at.saturating_sub(5)..at).rev().find(|&j| NEGATIONS.contains(&self.word(j))) else {
            return false;
        };
        (neg + 2..at).any(|k| {
            matches!(self.word(k), "for" | "at" | "with" | "and" | "priced")
                && (neg + 1..k).any(|m| self.is_word(m) && !is_stop(self.word(m)) && !NEGATIONS.contains(&self.word(m)))
        })
    }

    /// The unit a token names. Case matters for a few symbols ("Nm" vs "nm"); a spelling whose
    /// case-insensitive form is a unit the catalog uses gets that unit.
    pub(crate) fn question_unit(&self, i: usize) -> Option<Unit> {
        let t = self.toks.get(i)?;
        if t.kind == TokenKind::Symbol {
            return units::normalize_unit(&t.text);
        }
        if !t.is_word() {
            return None;
        }
        let w = t.text.as_str();
        if matches!(w, "in" | "a" | "b" | "s" | "c" | "f") && !t.glued {
            return None;
        }
        let slang = match w {
            "quid" => units::unit_by_symbol("GBP"),
            // Slang for the shop's own money ("500 bucks" in a rupee shop), dollars elsewhere.
            "bucks" | "buck" => self
                .lex
                .currencies
                .first()
                .and_then(|(c, _)| units::unit_by_symbol(c))
                .or_else(|| units::unit_by_symbol("USD")),
            _ => None,
        };
        // "ps" typed for "PS": a two- or three-letter word may be a unit's upper-case symbol.
        let upper = || (2..=3).contains(&w.len()).then(|| units::normalize_unit(&w.to_uppercase())).flatten();
        let unit =
            slang.or_else(|| units::normalize_unit(&t.orig)).or_else(|| units::normalize_unit(w)).or_else(upper)?;
        if self.catalog_units().contains(&unit.symbol) {
            return Some(unit);
        }
        // "nm" typed for the catalog's "Nm": prefer the catalog's unit of the same spelling.
        self.catalog_units()
            .into_iter()
            .find(|s| s.eq_ignore_ascii_case(&t.orig) || s.eq_ignore_ascii_case(unit.symbol))
            .and_then(units::unit_by_symbol)
            .or(Some(unit))
    }

    pub(crate) fn catalog_units(&self) -> Vec<&'a str> {
        let mut v: Vec<&str> = self
            .lex
            .entries
            .iter()
            .flat_map(|e| e.units.iter().map(|u| u.unit.as_str()))
            .filter(|u| !u.is_empty())
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    pub(crate) fn match_seq(&self, at: usize, seq: &[&str]) -> bool {
        seq.iter().enumerate().all(|(k, w)| at + k < self.toks.len() && !self.used[at + k] && self.word(at + k) == *w)
    }

    /// True when the number at `i` and the word before or after it are words of one entry name.
    pub(crate) fn in_entry_name(&self, i: usize) -> bool {
        let ix = &self.lex.index;
        let Some(entries) = ix.entry_words.get(&self.toks[i].text) else { return false };
        let near: Vec<&str> = [i.checked_sub(1), Some(i + 1)]
            .into_iter()
            .flatten()
            .filter(|&j| j < self.toks.len() && !self.used[j] && self.is_word(j))
            .map(|j| self.sing[j].as_str())
            .collect();
        entries.iter().any(|e| {
            let toks = &ix.entry_tokens[*e as usize];
            toks.len() >= 2 && near.iter().any(|w| toks.iter().any(|t| t == w))
        })
    }

    /// The numeric spec written in currency `symbol` (the most products' one, where several
    /// are), read as a number in that currency, and its entry.
    fn priced_in(&self, symbol: &str) -> Option<(Num, u32)> {
        let lex = self.lex;
        let held = |e: usize| lex.entries[e].units.iter().find(|u| u.unit == symbol).map_or(0, |u| u.products);
        let e =
            (0..lex.entries.len()).filter(|&e| lex.entries[e].numeric > 0 && held(e) > 0).max_by_key(|&e| held(e))?;
        let mut num = self.num_of(&[e as u32], &self.context(), Some(Dimension::Currency))?;
        // Amounts in one currency, compared as written (currencies never convert); a row that
        // holds several ("U$S 599", "$ 26.990") is read in this one only.
        num.factors = vec![(symbol.to_owned(), 1.0)];
        num.unit = Some(symbol.to_owned());
        Some((num, e as u32))
    }

    /// "released in 2019 or 2020", "4 or 5 seats": two neighbouring whole numbers of one spec
    /// joined by "or" are one range, not two values no product has at once.
    pub(crate) fn join_number_alternatives(&mut self) {
        let mut k = 0;
        while k < self.conds.len() {
            let joined = (k + 1..self.conds.len()).find_map(|j| {
                let (Cond::Number { num: a, op: Op::Eq(x) }, Cond::Number { num: b, op: Op::Eq(y) }) =
                    (&self.conds[k].0, &self.conds[j].0)
                else {
                    return None;
                };
                let (from, to) = (self.conds[k].3.min(self.conds[j].3), self.conds[k].3.max(self.conds[j].3));
                let or_between = (from..to).any(|t| self.word(t) == "or");
                (a.entries == b.entries
                    && a.unit == b.unit
                    && x.fract() == 0.0
                    && y.fract() == 0.0
                    && (x - y).abs() == 1.0
                    && or_between)
                    .then(|| (j, Op::Between(x.min(*y), x.max(*y))))
            });
            if let Some((j, op)) = joined {
                if let Cond::Number { op: first, .. } = &mut self.conds[k].0 {
                    *first = op;
                }
                self.remove_conds(vec![j]);
            }
            k += 1;
        }
    }

    pub(crate) fn find_numbers(&mut self) {
        let n = self.toks.len();
        let mut i = 0;
        while i < n {
            let Some(mut value) = self.toks[i].number() else {
                i += 1;
                continue;
            };
            if self.used[i] {
                i += 1;
                continue;
            }
            // "per 100g", "per 100 ml": the basis the catalog's figures are given on, no condition.
            if i > 0 && !self.used[i - 1] && self.word(i - 1) == "per" {
                let end = if i + 1 < n && self.question_unit(i + 1).is_some() { i + 2 } else { i + 1 };
                self.mark(i - 1, end);
                i = end;
                continue;
            }
            // A number inside a value the catalog writes as text: "Windows 11 Pro", "Wi-Fi 7".
            if let Some((pairs, a, b)) = self.value_window(i) {
                let ctx = self.context();
                let label = self.values_label(&pairs, &ctx);
                let phrase = self.span_text(a, b);
                self.mark(a, b);
                let negated = self.negated_at(a);
                self.conds.push((Cond::Values { pairs, negated, label }, 0.95, phrase, a));
                i = b;
                continue;
            }
            // "0-100 in under 4 seconds": two numbers a spec's own name writes together
            // ("Acceleration 0-100 km/h") name that spec; the unit says which.
            if i + 1 < n && self.toks[i + 1].hyphen_before && self.toks[i + 1].number().is_some() {
                let (a, b) = (&self.toks[i].text, &self.toks[i + 1].text);
                let named = self.lex.index.entry_tokens.iter().any(|t| t.windows(2).any(|w| w[0] == *a && w[1] == *b));
                if named {
                    self.mark(i, i + 2);
                    i += 2;
                    continue;
                }
            }
            // A number inside an entry's own name ("HDMI 2.1", "Bluetooth 5.3"): the entry
            // pass reads it with its words.
            if self.in_entry_name(i) {
                i += 1;
                continue;
            }
            let mut start = i;
            let mut unit: Option<Unit> = None;
            if i > 0 && !self.used[i - 1] && self.toks[i - 1].kind == TokenKind::Symbol {
                if let Some(u) = self.question_unit(i - 1) {
                    unit = Some(u);
                    start = i - 1;
                }
            }
            let mut end = i + 1;
            if unit.is_some_and(|u| u.dimension == Dimension::Currency) && self.word(end) == "k" {
                value *= 1000.0;
                end += 1;
            }
            // A symbol after the number is its unit ("1200 €"), unless it starts the next amount
            // ("500 - £800" reads £ with 800).
            let symbol_after = self.toks.get(end).is_some_and(|t| t.kind == TokenKind::Symbol && t.text != "%")
                && self.toks.get(end + 1).is_some_and(|t| t.number().is_some());
            if let Some(u) =
                self.question_unit(end).filter(|_| !symbol_after && !self.used.get(end).copied().unwrap_or(true))
            {
                if unit.is_none_or(|x| x.dimension == u.dimension) {
                    unit = Some(u);
                    end += 1;
                }
            }
            // A unit only this catalog uses, learned at build time ("97 points", "26 mpg" when the
            // unit table lacks it): the word after the number names some entry's unit.
            let mut learned: Option<String> = None;
            if unit.is_none()
                && !self.used.get(end).copied().unwrap_or(true)
                && end < self.toks.len()
                && self.is_word(end)
            {
                let w = self.word(end).to_owned();
                learned = self
                    .catalog_units()
                    .into_iter()
                    .find(|u| units::unit_by_symbol(u).is_none() && units::learned_unit_matches(&w, u))
                    .map(str::to_owned);
                if learned.is_some() {
                    end += 1;
                }
            }
            // Comparator before.
            let mut kind: Option<(OpKind, usize)> = None;
            let mut adj_hint: Option<&'static str> = None;
            for (seq, k) in BEFORE {
                if start >= seq.len() && self.match_seq(start - seq.len(), seq) {
                    kind = Some((*k, start - seq.len()));
                    break;
                }
            }
            // "at least android 6.0", "less than version 3": the comparator before the entry's word,
            // which names the spec.
            let mut split_hints: Vec<usize> = Vec::new();
            if kind.is_none()
                && start >= 2
                && self.is_word(start - 1)
                && !self.used[start - 1]
                && self.lex.index.entry_words.contains_key(&self.sing[start - 1])
            {
                // Only a comparator of two words or more: "max ISO 25600 or more" is the
                // "Max ISO" spec, bounded after the number.
                for (seq, k) in BEFORE.iter().filter(|(seq, _)| seq.len() >= 2) {
                    if start > seq.len() && self.match_seq(start - 1 - seq.len(), seq) {
                        kind = Some((*k, start - 1 - seq.len()));
                        split_hints.push(start - 1);
                        break;
                    }
                }
            }
            if kind.is_none() && start >= 2 && self.word(start - 1) == "than" && !self.used[start - 1] {
                // "quieter than 37 dB", and split ones: "more torque than 50 Nm".
                for back in 2..=5usize {
                    let Some(k) = start.checked_sub(back) else { break };
                    if self.toks[k + 1].boundary_before || (back > 2 && self.used[k + 1]) {
                        break;
                    }
                    let w = self.word(k);
                    let graded = if matches!(w, "more" | "greater") {
                        Some((None, Order::Descending))
                    } else if matches!(w, "less" | "fewer") {
                        Some((None, Order::Ascending))
                    } else if let Some((base, Grade::Comparative, order)) = adjective(w) {
                        Some((Some(base), order))
                    } else {
                        None
                    };
                    if let Some((base, order)) = graded {
                        let op = if order == Order::Ascending { OpKind::Lt } else { OpKind::Gt };
                        kind = Some((op, k));
                        adj_hint = base;
                        split_hints = (k + 1..start - 1).filter(|j| !is_stop(self.word(*j))).collect();
                        self.graded.retain(|g| g.pos != k);
                        break;
                    }
                }
            }
            // Second number of a range: "between 300 and 500", "300-500", "from 5 to 10".
            let mut second: Option<(f64, usize)> = None;
            let range_word = |w: &str| matches!(w, "and" | "to");
            let between = matches!(kind, Some((OpKind::Between, _)))
                || matches!(kind, Some((OpKind::Ge, s)) if self.word(s) == "from");
            {
                let mut j = end;
                // "5 to 7 percent", "40 to 60 dollars": two amounts joined by "to" with the
                // unit after the second are a range without "from".
                let bare_range = kind.is_none()
                    && self.word(j) == "to"
                    && !self.used.get(j).copied().unwrap_or(true)
                    && self.toks.get(j + 1).is_some_and(|t| t.number().is_some())
                    && (unit.is_some() || self.question_unit(j + 2).is_some());
                let joined = if (between && range_word(self.word(j))) || bare_range {
                    j += 1;
                    true
                } else {
                    let t = self.toks.get(j);
                    let number_next = t.is_some_and(|t| t.number().is_some())
                        || (t.is_some_and(|t| t.kind == TokenKind::Symbol)
                            && self.toks.get(j + 1).is_some_and(|t| t.number().is_some()));
                    // "300-500", "from 2016-2019", "between 300-500".
                    t.is_some_and(|t| t.hyphen_before) && number_next && (kind.is_none() || between)
                };
                if joined {
                    if self.toks.get(j).is_some_and(|t| t.kind == TokenKind::Symbol) {
                        j += 1;
                    }
                    if let Some(v2) = self.toks.get(j).and_then(Token::number) {
                        let mut e2 = j + 1;
                        if let Some(u) = self.question_unit(e2) {
                            if unit.is_none_or(|x| x.dimension == u.dimension) {
                                unit = Some(u);
                                e2 += 1;
                            }
                        }
                        second = Some((v2, e2));
                    }
                }
            }
            if let Some((_, e2)) = second {
                end = e2;
            }
            let mut op_end = end;
            let mut pre_hints: Vec<usize> = Vec::new();
            if kind.is_none() {
                // "12 GB RAM or more": the comparator may follow the spec's words.
                'skip: for skip in 0..=3 {
                    if skip > 0 {
                        let k = end + skip - 1;
                        let ok = k < n
                            && !self.used[k]
                            && self.is_word(k)
                            && !self.toks[k].boundary_before
                            && (!is_stop(self.word(k)) || self.word(k) == "of");
                        if !ok {
                            break;
                        }
                    }
                    for (seq, k) in AFTER {
                        if self.match_seq(end + skip, seq) && (skip == 0 || seq.len() > 1) {
                            // "35 years or older" is an age, at least 35; "2010 or older" a year.
                            let age = (start + 1..end + skip).any(|j| units::age_word(self.word(j)));
                            let k = match (seq.last(), age) {
                                (Some(&"older"), true) => &OpKind::Ge,
                                (Some(&"younger"), true) => &OpKind::Le,
                                _ => k,
                            };
                            kind = Some((*k, start));
                            op_end = end + skip + seq.len();
                            pre_hints = (end..end + skip).filter(|k| !is_stop(self.word(*k))).collect();
                            break 'skip;
                        }
                    }
                    // "5 inch or bigger", "a 5 inch screen or bigger": "or" and a comparative.
                    if self.word(end + skip) == "or" {
                        if let Some((base, Grade::Comparative, order)) = adjective(self.word(end + skip + 1)) {
                            let k = if order == Order::Descending { OpKind::Ge } else { OpKind::Le };
                            kind = Some((k, start));
                            adj_hint = Some(base);
                            op_end = end + skip + 2;
                            pre_hints = (end..end + skip).filter(|k| !is_stop(self.word(*k))).collect();
                            break 'skip;
                        }
                    }
                }
            }
            // "from 2015 or later", "at least 8 GB or more": a comparator after the number that
            // says the same as the one before it belongs to the same bound.
            if let (Some((before, _)), None) = (kind, second) {
                if let Some((seq, _)) = AFTER.iter().find(|(seq, k)| *k == before && self.match_seq(end, seq)) {
                    op_end = end + seq.len();
                }
            }
            // "from 2010 or older": the comparator after the number says which way "from" goes.
            if let (Some((OpKind::Ge, s)), None) = (kind, second) {
                if self.word(s) == "from" {
                    if let Some((seq, k)) = AFTER.iter().find(|(seq, k)| *k != OpKind::Ge && self.match_seq(end, seq)) {
                        kind = Some((*k, s));
                        op_end = end + seq.len();
                    } else if op_end == end && matches!(self.word(end), "on" | "onwards" | "onward") {
                        // "from 2018 on": that year and later.
                        op_end = end + 1;
                    } else if op_end == end
                        && unit.is_none()
                        && value.fract() == 0.0
                        && (1900.0..=2100.0).contains(&value)
                        && self.lex.entries.iter().any(|e| e.numeric > 0 && units::year_label(&e.name))
                    {
                        // "sets from 2021", "a car from 2020": made that year (a bound says so:
                        // "from 2018 on", "2015 or later").
                        kind = Some((OpKind::Eq, s));
                    }
                }
            }
            // "for 4 people", "sleeps 6 guests": room for that many people, at least.
            if kind.is_none() && second.is_none() && unit.is_none() && value.fract() == 0.0 {
                let people = matches!(
                    self.sing.get(end).map(String::as_str),
                    Some("person" | "guest" | "passenger" | "occupant" | "adult")
                );
                let room = start > 0
                    && matches!(
                        self.word(start - 1),
                        "for" | "sleeps" | "sleep" | "fits" | "seats" | "accommodates" | "plays"
                    );
                if people || (room && self.word(start - 1) != "for") {
                    kind = Some((OpKind::Ge, start));
                }
            }
            // "at least 5 seats, 250 miles range": a minimum said before a list of requirements
            // holds for a number listed after it, past a comma, without a comparator of its own
            // (where the number is a numeric spec's: "512GB storage" may be a text value).
            let mut listed_minimum = None;
            if kind.is_none() && second.is_none() && start > 0 && self.toks[start].boundary_before {
                let before = self.conds.iter().filter(|c| c.3 < start).max_by_key(|c| c.3);
                if let Some((Cond::Number { op, .. }, _, _, at)) = before {
                    let bound: Option<fn(f64) -> Op> = match op {
                        Op::Ge(_) => Some(Op::Ge),
                        Op::Gt(_) => Some(Op::Gt),
                        _ => None,
                    };
                    listed_minimum = bound.filter(|_| (*at..start).all(|j| self.used[j] || is_stop(self.word(j))));
                }
            }
            let op = match (kind.map(|k| k.0), second) {
                (_, Some((v2, _))) => Op::Between(value, v2),
                (Some(OpKind::Lt), _) => Op::Lt(value),
                (Some(OpKind::Le), _) => Op::Le(value),
                (Some(OpKind::Gt), _) => Op::Gt(value),
                (Some(OpKind::Ge), _) => Op::Ge(value),
                (Some(OpKind::Between), None) | (Some(OpKind::Eq), _) | (None, _) => Op::Eq(value),
            };
            let mut op_start = kind.map(|k| k.1).unwrap_or(start).min(start);
            // "aged 40 years or more", "aged over 12 years": "aged" says it is an age.
            if op_start > 0
                && !self.used[op_start - 1]
                && self.word(op_start - 1) == "aged"
                && (start + 1..end).any(|j| units::age_word(self.word(j)))
            {
                op_start -= 1;
            }
            // "in the 30-60 dollar range", "a 500 euro budget": the word after an amount of
            // money says it is a price, it names no value (a brand "Range Beauty").
            let money = unit.is_some_and(|u| u.dimension == Dimension::Currency);
            if money && op_end < n && !self.used[op_end] && matches!(self.word(op_end), "range" | "budget" | "bracket")
            {
                op_end += 1;
            }
            self.mark(op_start, op_end);
            let phrase = self.span_text(op_start, op_end);
            // "6 chairs", "6+ drawers": a noun right after the number that begins the label of a
            // numeric spec ("Chairs in Description", counts the build read from a text value)
            // is what the number counts, even where a category took the word alone.
            if op_end < n && self.used[op_end] {
                let lex = self.lex;
                let w = &self.sing[op_end];
                let counts = lex.index.entry_words.get(w).is_some_and(|es| {
                    es.iter().any(|&e| {
                        lex.entry_kind(e) == EntryKind::Numeric
                            && lex.index.entry_tokens[e as usize].first().is_some_and(|t| t == w)
                    })
                });
                let alone = self.cats.iter().position(|c| c.start == op_end && c.end == op_end + 1);
                let inside = self.cats.iter().any(|c| (c.start..c.end).contains(&op_end) && c.end - c.start > 1);
                let category_word = lex.index.is_category_word(w);
                if counts && category_word && !inside {
                    if let Some(m) = alone {
                        self.cats.remove(m);
                    }
                    self.used[op_end] = false;
                }
            }
            // "2 m high", "180 cm high": after a length, "high" says how tall.
            if unit.is_some_and(|u| u.dimension == Dimension::Length) && self.word(op_end) == "high" {
                self.toks[op_end].text = "tall".into();
                self.sing[op_end] = "tall".into();
            }
            // Words around the number that may name the spec.
            let mut hints: Vec<usize> = pre_hints;
            hints.extend(split_hints);
            let mut j = op_end;
            while j < n && hints.len() < 4 && !self.toks[j].boundary_before && !self.used[j] {
                let w = self.word(j);
                // A comparator starts the next bound ("2018 or newer under 20.000 €").
                if self.toks[j].number().is_some()
                    || NEGATIONS.contains(&w)
                    || BEFORE.iter().any(|(seq, _)| self.match_seq(j, seq))
                {
                    break;
                }
                if matches!(w, "of" | "the" | "a" | "an" | "for") {
                    j += 1;
                    continue;
                }
                if is_stop(w) {
                    break;
                }
                hints.push(j);
                j += 1;
            }
            let mut j = op_start;
            let mut back = 0;
            while j > 0 && back < 4 && !self.toks[j].boundary_before {
                j -= 1;
                if self.used[j] || self.toks[j].number().is_some() {
                    break;
                }
                let w = self.word(j);
                if matches!(w, "of" | "the" | "a" | "an" | "with" | "for") {
                    continue;
                }
                if is_stop(w) || NEGATIONS.contains(&w) {
                    break;
                }
                hints.push(j);
                back += 1;
            }
            // "doesn't have 8 GB", "not more than £500": the negation turns the bound around;
            // "without spf for under 25": it negates a thing named before the bound, not the bound.
            let op = if self.negated_at(op_start) && !self.negation_ends_before(op_start) { op.negated() } else { op };
            self.learned_unit = learned;
            let before = self.conds.len();
            self.attach_number(value, unit, op, adj_hint, &hints, phrase, (op_start, start, end));
            self.learned_unit = None;
            if let (Some(bound), [(Cond::Number { op, .. }, ..)]) = (listed_minimum, &mut self.conds[before..]) {
                if let Op::Eq(x) = *op {
                    *op = bound(x);
                }
            }
            i = op_end.max(i + 1);
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn attach_number(
        &mut self,
        value: f64,
        unit: Option<Unit>,
        op: Op,
        adj_hint: Option<&'static str>,
        hints: &[usize],
        phrase: String,
        (pos, num_start, num_end): (usize, usize, usize),
    ) {
        let lex = self.lex;
        // "100 bar", "10 ATM" of a watch: a depth of water (a bar is about 10 m), where no spec
        // is in bars and one whose label names water is in lengths.
        if let (Some(u), Some(metre)) = (unit.filter(|u| u.symbol == "bar"), units::unit_by_symbol("m")) {
            let in_water = |e: &crate::compiler::lexicon::Entry| {
                crate::compiler::lexicon::name_words(&e.name).iter().any(|w| w == "water")
                    && e.units
                        .iter()
                        .any(|s| units::unit_by_symbol(&s.unit).is_some_and(|x| x.dimension == Dimension::Length))
            };
            if !self.catalog_units().contains(&u.symbol) && lex.entries.iter().any(in_water) {
                let op = op.map(|x| x * 10.0);
                return self.attach_number(
                    value * 10.0,
                    Some(metre),
                    op,
                    adj_hint,
                    hints,
                    phrase,
                    (pos, num_start, num_end),
                );
            }
        }
        // "5 star geyser" where names write "5 Star" (an energy label, a hotel's class): the
        // names' words, not a rating of exactly 5.
        if let (Op::Eq(x), None, Some("star")) = (op, unit, self.sing.get(num_end).map(String::as_str)) {
            let number = if x.fract() == 0.0 { format!("{}", x as i64) } else { format!("{x}") };
            let form = format!("{number} star");
            let named = lex.items_named([number.clone(), "star".to_owned()]);
            let writers = named.iter().filter(|&&p| lex.items[p as usize].name.to_lowercase().contains(&form)).count();
            if writers >= 2 && !self.used[num_end] {
                self.mark(num_start, num_end + 1);
                self.conds.push((Cond::NameContains(form), 0.8, self.span_text(pos, num_end + 1), pos));
                return;
            }
        }
        // "4 oz bags", "a 500 ml bottle": the container a quantity fills says no more.
        if unit.is_some_and(|u| matches!(u.dimension, Dimension::Mass | Dimension::Volume))
            && num_end < self.toks.len()
            && self.open_word(num_end)
            && !self.toks[num_end].boundary_before
            && matches!(
                self.sing[num_end].as_str(),
                "bag" | "bottle" | "box" | "pack" | "tin" | "can" | "jar" | "tube" | "pouch" | "carton" | "packet"
            )
        {
            self.used[num_end] = true;
        }
        if let Some(u) = unit.filter(|u| u.dimension == Dimension::Currency) {
            match lex.currencies.first() {
                None => {
                    self.asks_unpriced = true;
                    self.problem(Stage::Mentions, crate::compiler::NO_PRICES.into())
                }
                // "$400" in a shop that prices in another dollar ("NT$", "HK$", "A$"), "kr" in
                // a Danish or Norwegian one: the shop's own currency.
                // (Not a currency named in full: "500 usd", "5000 dollars" in a shop that
                // prices in pesos are US dollars.)
                Some((c, _))
                    if units::same_currency_family(c, u.symbol) && !names_other_currency(&phrase, c, u.symbol) => {}
                Some((c, _)) if c != u.symbol && !c.is_empty() => {
                    // "over £60k in the UK" where products are priced in euros and a spec row
                    // ("Price in UK") holds pounds: that row.
                    if let Some((num, entry)) = self.priced_in(u.symbol) {
                        for i in 0..self.toks.len() {
                            let w = &self.sing[i];
                            if !self.used[i] && !is_stop(w) && lex.index.entry_tokens[entry as usize].contains(w) {
                                self.used[i] = true;
                            }
                        }
                        self.conds.push((Cond::Number { num, op }, 0.9, phrase, pos));
                        return;
                    }
                    self.problem(Stage::Mentions, format!("prices are in {c}, the question uses {}", u.symbol))
                }
                _ => {}
            }
            for &h in hints {
                if hint(self.word(h)).is_some_and(|x| x.price) {
                    self.used[h] = true;
                }
            }
            // "150 euros a night", "€80 per day": the price is the rate the shop lists.
            let per = (num_end..(num_end + 2).min(self.toks.len()))
                .find(|&k| matches!(self.word(k), "a" | "per" | "an" | "each"));
            if let Some(k) = per.filter(|&k| !self.used[k] && !self.toks[k].boundary_before) {
                if matches!(self.sing.get(k + 1).map(String::as_str), Some("night" | "day" | "week" | "month" | "hour"))
                    && !self.used[k + 1]
                {
                    self.mark(k, k + 2);
                }
            }
            self.conds.push((Cond::Price(op), 0.95, phrase, pos));
            return;
        }
        let ctx = self.context();
        let hint_words: Vec<String> = hints.iter().map(|h| self.sing[*h].clone()).collect();
        let mut q: Vec<&str> = hint_words.iter().map(String::as_str).collect();
        if let Some(a) = adj_hint {
            q.push(a);
        }
        // "2015 cars that cost less than …": a bare year is not the price.
        let year_like = unit.is_none()
            && matches!(op, Op::Eq(_))
            && value.fract() == 0.0
            && (1900.0..=2100.0).contains(&value)
            && lex.entries.iter().any(|e| e.numeric > 0 && units::year_label(&e.name));
        // A price word with a bare number: "cost less than 500".
        if unit.is_none()
            && !year_like
            && (self.price_word || q.iter().any(|w| hint(w).is_some_and(|h| h.price)))
            && q.len() <= 2
            && q.iter().all(|w| hint(w).is_some_and(|h| h.price) || is_stop(w))
            && lex.priced > 0
        {
            for &h in hints {
                self.used[h] = true;
            }
            self.conds.push((Cond::Price(op), 0.8, phrase, pos));
            return;
        }
        let want_dim = unit.map(|u| u.dimension);
        // "less than 25 mm thick": how thick the product is, the smallest extent of its size (W x
        // H x D), where no spec is labelled for thickness; "slim" beside it says no more.
        let thin = |w: &str| matches!(w, "thick" | "thin" | "slim" | "thickness");
        if let (Some(u), Some(&h)) =
            (unit.filter(|u| u.dimension == Dimension::Length), hints.iter().find(|&&h| thin(self.word(h))))
        {
            if !lex.index.entry_words.contains_key("thickness") {
                if let Some(num) = self.thickness(&ctx) {
                    let op = match num.unit.as_deref().and_then(units::unit_by_symbol) {
                        Some(d) => op.map(|x| units::convert(x, &u, &d).unwrap_or(x)),
                        None => op,
                    };
                    self.used[h] = true;
                    for k in 0..self.toks.len() {
                        if self.is_word(k) && !self.used[k] && matches!(self.word(k), "slim" | "thin") {
                            self.used[k] = true;
                        }
                    }
                    self.conds.push((Cond::Number { num, op }, 0.8, phrase, pos));
                    return;
                }
            }
        }
        let millions = unit.is_some_and(|u| u.symbol == "m") && self.fits_prices(value * 1e6);
        // Candidate groups: numeric entries with a compatible unit, in context.
        let unit_ok = |e: u32| -> bool {
            let entry = &lex.entries[e as usize];
            if entry.numeric == 0 {
                return false;
            }
            match unit {
                Some(u) => {
                    entry.units.iter().any(|s| units::unit_by_symbol(&s.unit).is_some_and(|x| x.dimension == u.dimension))
                        // "within 5 km" of a "Distance" column of bare numbers: the catalog
                        // wrote the unit nowhere; the label names what the unit measures.
                        // ("1.5m" of a house is millions, not metres, where no column is in metres).
                        || (entry.units.iter().all(|s| s.unit.is_empty())
                            && label_measures(&entry.name, u.dimension)
                            && !(u.symbol == "m" && millions))
                }
                None => match &self.learned_unit {
                    Some(l) => entry.units.iter().any(|s| s.unit == *l),
                    // A bare number also fits a unit the catalog made up ("92" for "92 points").
                    None => entry.units.iter().any(|s| s.unit.is_empty() || units::unit_by_symbol(&s.unit).is_none()),
                },
            }
        };
        let mut leaders: HashSet<u32> = HashSet::new();
        for (e, _) in lex.entries.iter().enumerate() {
            if unit_ok(e as u32) && self.numbers_in_context(e as u32, &ctx) > 0 {
                leaders.insert(lex.entries[e].group);
            }
        }
        struct Cand {
            num: Num,
            label: f64,
            used: Vec<bool>,
            plausible: f64,
            pop: u32,
            same_unit: bool,
            share: f64,
        }
        let mut cands: Vec<Cand> = Vec::new();
        for leader in leaders {
            let members: Vec<u32> = lex
                .group_of(leader)
                .into_iter()
                .filter(|m| unit_ok(*m) && self.numbers_in_context(*m, &ctx) > 0)
                .collect();
            let Some(num) = self.num_of(&members, &ctx, want_dim) else { continue };
            let (mut label, mut used) = (0.0, vec![false; q.len()]);
            for m in &members {
                let (s, u) = self.label_score_in(&q, *m, true);
                // Weighted by the share of the words around the number the label explains.
                let cover = u.iter().filter(|x| **x).count() as f64 / q.len().max(1) as f64;
                let s = s * (0.5 + 0.5 * cover);
                if s > label {
                    label = s;
                    used = u;
                }
            }
            let v = match (&unit, &num.unit) {
                (Some(u), Some(d)) => {
                    units::unit_by_symbol(d).and_then(|d| units::convert(value, u, &d)).unwrap_or(value)
                }
                _ => value,
            };
            let plausible = match self.num_range(&num) {
                // "rated 4.5 or higher" beside "Rating" and "Ratings": a fraction is no count
                // (whole numbers from the lowest to the highest, in the hundreds or more).
                Some((lo, hi)) if v.fract() != 0.0 && lo.fract() == 0.0 && hi.fract() == 0.0 && hi >= 100.0 => 0.5,
                Some((lo, hi)) if v >= lo * 0.999 && v <= hi * 1.001 => 1.0,
                Some((lo, hi)) if v >= lo / 2.0 && v <= hi * 2.0 => 0.5,
                Some(_) => 0.0,
                None => 0.5,
            };
            // A value outside everything the spec holds only fits when the spec is named.
            if plausible == 0.0 && label < 0.5 {
                continue;
            }
            let pop = self.group_in_context(&members, &ctx);
            let same_unit = unit.is_some_and(|u| num.unit.as_deref() == Some(u.symbol));
            // The share of the spec's rows that hold a number: "ABV" (every row) over "Beer
            // name" ("90 Minute IPA" in a few).
            let numbered: u32 = members.iter().map(|m| self.numbers_in_context(*m, &ctx)).sum();
            let share = f64::from(numbered) / f64::from(pop.max(1));
            cands.push(Cand { num, label, used, plausible, pop, same_unit, share });
        }
        let learned = self.learned_unit.is_some();
        // A value or category word beside the number names something else ("golf under 15000",
        // "BMW from 2015"), not the number's spec.
        let names_other = |h: usize| {
            (lex.index.value_words.contains_key(&self.sing[h]) && !lex.index.entry_words.contains_key(&self.sing[h]))
                || lex.index.is_category_word(&self.sing[h])
        };
        // An entry of words, not numbers, beside it ("auto gearbox under 20k") is no bound's spec.
        let text_entry = |h: usize| {
            lex.index
                .entry_words
                .get(&self.sing[h])
                .is_some_and(|es| es.iter().all(|&e| lex.entry_kind(e) != crate::compiler::lexicon::EntryKind::Numeric))
        };
        // "6+ drawers": a category word right after the number is what it counts; "fewer
        // than 300 bottles": so is a word for what any shop sells. Neither is a price.
        let counts_a_thing = (num_end..self.toks.len())
            .find(|&k| !comparator_word(self.word(k)) && !matches!(self.word(k), "plus" | "or"))
            .is_some_and(|k| {
                lex.index.is_category_word(&self.sing[k]) || PRODUCT_NOUNS.contains(&self.sing[k].as_str())
            });
        let bare = unit.is_none()
            && !learned
            && cands.iter().all(|c| c.label <= 0.0)
            // Words after the number say what it counts ("6 drawers"); only those before may
            // name something else (a value, a category, a word of names: "split ac under 30k").
            && hints.iter().all(|&h| {
                h < pos
                    && (names_other(h)
                        || text_entry(h)
                        || self.unknown_word(h)
                        || lex.index.name_words.contains(&self.sing[h]))
            })
            && !counts_a_thing;
        // "from 2018", "2015 or later": a bare year goes to the catalog's one year entry (by its
        // label: "Year", "Model year", "First registration"), not to the price.
        // A word only names write ("deck builders from 2015": "Kingdom Builder") says what the
        // products are, not which spec the year is.
        let name_only = |h: usize| {
            lex.index.name_words.contains(&self.sing[h]) && !lex.index.entry_words.contains_key(&self.sing[h])
        };
        let year_words = hints.iter().all(|h| {
            matches!(self.word(*h), "before" | "after" | "since" | "from" | "in" | "that" | "which")
                || hint(self.word(*h)).is_some_and(|x| x.price)
                || self.unknown_word(*h)
                || names_other(*h)
                || name_only(*h)
        });
        if unit.is_none()
            && cands.iter().all(|c| c.label <= 0.0)
            && year_words
            && !learned
            && value.fract() == 0.0
            && (1900.0..=2100.0).contains(&value)
        {
            let mut years: Vec<&Cand> = cands
                .iter()
                .filter(|c| {
                    c.plausible >= 1.0
                        && c.num.entries.iter().any(|e| units::year_label(&lex.entries[*e as usize].name))
                })
                .collect();
            // "added in 2020" beside "Release year" and "Added to Netflix": the one the words
            // name; a bare year is the product's own, not the date the shop listed it.
            // Words of the question only one candidate's label writes ("added").
            let own_words = |c: &Cand, years: &[&Cand]| -> Vec<usize> {
                let writes = |o: &Cand, w: &String| {
                    o.num.entries.iter().any(|&e| lex.index.entry_tokens[e as usize].contains(w))
                };
                (0..self.toks.len())
                    .filter(|&k| {
                        !self.used[k]
                            && self.is_word(k)
                            && !is_stop(self.word(k))
                            && writes(c, &self.sing[k])
                            && years.iter().filter(|o| !std::ptr::eq(**o, c)).all(|o| !writes(o, &self.sing[k]))
                    })
                    .collect()
            };
            let mut own: Vec<usize> = Vec::new();
            if years.len() > 1 {
                let named: Vec<&Cand> =
                    years.iter().copied().filter(|c| c.label > 0.0 || !own_words(c, &years).is_empty()).collect();
                if named.len() == 1 {
                    own = own_words(named[0], &years);
                    years = named;
                } else {
                    years.retain(|c| {
                        !c.num.entries.iter().all(|e| units::listing_date_label(&lex.entries[*e as usize].name))
                    });
                }
            }
            if let [year] = years.as_slice() {
                let num = year.num.clone();
                for k in own {
                    self.used[k] = true;
                }
                let op = match (op, self.year_bound_before(pos)) {
                    (Op::Eq(x), Some(bound)) => bound(x),
                    (op, _) => op,
                };
                for &h in hints {
                    // Value and category words stay for their own passes.
                    let other =
                        lex.index.value_words.contains_key(&self.sing[h]) || lex.index.is_category_word(&self.sing[h]);
                    if !other {
                        self.used[h] = true;
                    }
                }
                self.use_year_verbs(pos);
                self.conds.push((Cond::Number { num, op }, 0.85, phrase, pos));
                return;
            }
        }
        // "18+ sets", "an 8 plus game": a bare number with a plus is the one entry whose numbers
        // are plain ranges ("18+" ages), not the price.
        let plus = matches!(self.word(num_end), "+" | "plus")
            || self.toks.get(num_start..num_end).is_some_and(|span| span.iter().any(|t| t.text.ends_with('+')));
        if plus && unit.is_none() && !learned && cands.iter().all(|c| c.label <= 0.0) && matches!(op, Op::Ge(_)) {
            let ranged: Vec<u32> = (0..lex.entries.len() as u32)
                .filter(|&e| {
                    let entry = &lex.entries[e as usize];
                    entry.ranges > 0
                        && entry.units.iter().all(|u| u.unit.is_empty())
                        && self.numbers_in_context(e, &ctx) > 0
                })
                .collect();
            if let [e] = ranged[..] {
                if let Some(num) = self.num_of(&[e], &ctx, None) {
                    if self.word(num_end) == "plus" {
                        self.used[num_end] = true;
                    }
                    self.conds.push((Cond::Number { num, op }, 0.8, phrase, pos));
                    return;
                }
            }
        }
        // "TVs under 500": a bare bound in a priced catalog is a price, if it fits the prices.
        if bare && !matches!(op, Op::Eq(_)) && self.fits_prices(value) {
            self.conds.push((Cond::Price(op), BARE_PRICE_CONFIDENCE, phrase, pos));
            return;
        }
        // "biggest case under 10k": no spec can hold the number (the words named one that
        // cannot) and the prices can.
        if cands.is_empty()
            && unit.is_none()
            && !learned
            && !counts_a_thing
            && !matches!(op, Op::Eq(_) | Op::Ne(_))
            && self.fits_prices(value)
        {
            self.conds.push((Cond::Price(op), BARE_PRICE_CONFIDENCE, phrase, pos));
            return;
        }
        // "1.5m max" in a shop of houses: millions, not metres, where no spec holds a length.
        if cands.is_empty()
            && unit.is_some_and(|u| u.symbol == "m")
            && !matches!(op, Op::Eq(_) | Op::Ne(_))
            && self.fits_prices(value * 1e6)
        {
            self.conds.push((Cond::Price(op.map(|x| x * 1e6)), BARE_PRICE_CONFIDENCE, phrase, pos));
            return;
        }
        if cands.is_empty() {
            // Cells the catalog wrote as text ("1 TB SSD"): an exact value is a text match, and
            // a negated one ("not using a 16 pin connector") excludes those values.
            if let Op::Eq(_) | Op::Ne(_) = op {
                let negated = matches!(op, Op::Ne(_));
                let ctx2 = ctx.clone();
                for end in (num_end..=(num_end + 3).min(self.toks.len())).rev() {
                    if (num_end..end).any(|k| self.used[k] || self.toks[k].boundary_before) {
                        continue;
                    }
                    let words: Vec<String> = (num_start..end).map(|k| self.sing[k].clone()).collect();
                    let q: Vec<&str> = words.iter().map(String::as_str).collect();
                    let pairs = self.values_containing(&q, &ctx2);
                    if !pairs.is_empty() {
                        self.mark(num_start, end);
                        let label = self.values_label(&pairs, &ctx2);
                        let phrase = self.span_text(pos, end);
                        self.conds.push((Cond::Values { pairs, negated, label }, 0.8, phrase, pos));
                        return;
                    }
                }
            }
            // No spec in that unit, but product names write the amount ("iPhone 6s 64GB"):
            // a name condition, as for a model line written only in names.
            if let (Op::Eq(_), Some(u)) = (&op, unit) {
                let number = if value.fract() == 0.0 { format!("{}", value as i64) } else { format!("{value}") };
                let symbol = u.symbol.to_lowercase();
                // Only the products whose names have both words are read (the name index).
                let named = lex.items_named([number.clone(), symbol.clone()]);
                for form in [format!("{number}{symbol}"), format!("{number} {symbol}")] {
                    if named.iter().any(|&p| lex.items[p as usize].name.to_lowercase().contains(&form)) {
                        self.mark(num_start, num_end);
                        self.conds.push((Cond::NameContains(form), 0.7, phrase, pos));
                        return;
                    }
                }
            }
            // "a 10 year guarantee": a count the prose states ("10 year").
            if matches!(op, Op::Eq(_)) {
                // The number and its unit word were taken as a bound: free them for the count.
                let taken: Vec<usize> = (num_start..num_end).filter(|&k| self.used[k]).collect();
                for &k in &taken {
                    self.used[k] = false;
                }
                if self.read_prose_count(num_start) {
                    return;
                }
                for k in taken {
                    self.used[k] = true;
                }
            }
            self.problem(
                Stage::Mentions,
                match unit {
                    Some(u) => format!("no spec in {} for \"{phrase}\"", u.symbol),
                    None => format!("could not tell what \"{phrase}\" refers to"),
                },
            );
            return;
        }
        let max_pop = cands.iter().map(|c| c.pop).max().unwrap_or(1).max(1) as f64;
        // A spec written in the question's own unit beats one it converts to ("32 inch": the
        // names' "(32 inches)", not their "80 cm").
        // "under 200 watts" beside "TDP" and "Suggested PSU": the spec whose label names what
        // the unit measures (power; "TDP" is thermal design power) when no word names one.
        // Only where one word names it: a length alone does not tell width from height.
        let measure = unit.and_then(|u| match u.dimension.measured_by() {
            [word] => Some(*word),
            _ => None,
        });
        let names_measure = |c: &Cand| {
            measure.is_some_and(|m| {
                c.num.entries.iter().any(|&e| {
                    lex.index.entry_tokens[e as usize]
                        .iter()
                        .any(|t| t == m || crate::compiler::lexicon::label_word(t) == m)
                })
            })
        };
        // "at least 20 mp" beside "Effective megapixels" and "Total megapixels", "under 5 kg"
        // beside "Net weight" and "Gross weight": a number without a qualifier is the quantity
        // as used (effective, usable, net), not the total or gross one.
        // A duration without one ("ready in 20 minutes", "under 45 mins") is the whole of it:
        // "Total time" before "Cook time" and "Prep time".
        let whole_time = |c: &Cand| {
            unit.is_some_and(|u| u.dimension == Dimension::Time)
                && crate::compiler::lexicon::name_words(&c.num.label).iter().any(|w| w == "total")
        };
        let qualifier = |c: &Cand| 0.06 * if whole_time(c) { 2.0 } else { entries::label_qualifier(&c.num.label) };
        let score = |c: &Cand| {
            0.6 * c.label
                + 0.25 * c.plausible
                + 0.15 * (c.pop as f64 / max_pop)
                + if c.same_unit { 0.1 } else { 0.0 }
                + 0.15 * c.share.min(1.0)
                + if c.label <= 0.0 && names_measure(c) { 0.1 } else { 0.0 }
                + qualifier(c)
        };
        cands.sort_by(|a, b| score(b).total_cmp(&score(a)).then(a.num.label.cmp(&b.num.label)));
        // "over 5k ratings" beside "Rating" (1–5) and "Number of ratings": of the specs the words
        // name, the one that can hold the number.
        let mut holds_it = false;
        // ("below 1.5k rated 4 stars": the word after names the next number's spec.)
        let next_number = self.toks.get(num_end + 1).is_some_and(|t| t.number().is_some());
        if cands[0].plausible == 0.0 && !next_number {
            if let Some(k) = cands.iter().position(|c| c.plausible >= 1.0 && c.label > 0.0) {
                let c = cands.remove(k);
                cands.insert(0, c);
                holds_it = true;
            }
        }
        let best = &cands[0];
        // "best rated smartwatch under 3k": the spec the words name best cannot hold the number
        // (ratings run 1–5) and the prices can. The words stay for the superlative.
        if best.plausible == 0.0 && unit.is_none() && !learned && !matches!(op, Op::Eq(_)) && self.fits_prices(value) {
            self.conds.push((Cond::Price(op), BARE_PRICE_CONFIDENCE, phrase, pos));
            return;
        }
        if unit.is_none() && !learned && best.label <= 0.0 {
            self.problem(Stage::Mentions, format!("could not tell what \"{phrase}\" refers to"));
            return;
        }
        // "at least 20 mp" where some products write "Effective megapixels" and the others only
        // "Megapixels": one measure written two ways, no choice between them.
        let others: Vec<&[u32]> = cands[1..].iter().map(|c| c.num.entries.as_slice()).collect();
        let merged = self.with_restated(best.num.clone(), &others, &ctx);
        let mut first = true;
        cands.retain(|c| std::mem::take(&mut first) || !c.num.entries.iter().all(|e| merged.entries.contains(e)));
        let best = &cands[0];
        let gap = cands.get(1).map(|c| score(best) - score(c)).unwrap_or(1.0);
        let conf = if best.label >= 0.5 && gap > 0.05 {
            0.8 + 0.2 * best.label
        } else if holds_it {
            0.8
        } else if cands.len() == 1 {
            0.85
        } else if gap >= 0.1
            || (best.plausible > cands[1].plausible && gap >= 0.05)
            || (best.same_unit && !cands[1].same_unit && gap > 0.0)
        {
            0.75
        } else {
            self.problem(
                Stage::Mentions,
                format!(
                    "\"{phrase}\" could be {} or {}",
                    best.num.label,
                    cands.get(1).map(|c| c.num.label.as_str()).unwrap_or("")
                ),
            );
            0.4
        };
        for (k, h) in hints.iter().enumerate() {
            if best.used.get(k).copied().unwrap_or(false) {
                self.used[*h] = true;
            }
        }
        let num = merged;
        // "published after 2015", "released before 2000": the bound word of a year's spec.
        let year_spec = num.entries.iter().any(|e| units::year_label(&lex.entries[*e as usize].name));
        let op = match (op, self.year_bound_before(pos).filter(|_| year_spec && unit.is_none())) {
            (Op::Eq(x), Some(bound)) => {
                self.used[pos - 1] = true;
                bound(x)
            }
            (op, _) => op,
        };
        if year_spec && unit.is_none() {
            self.use_year_verbs(pos);
        }
        let op = match (&unit, &num.unit) {
            (Some(u), Some(d)) => match units::unit_by_symbol(d) {
                Some(d) => op.map(|x| units::convert(x, u, &d).unwrap_or(x)),
                None => op,
            },
            _ => op,
        };
        // "2 player only", "only 2 players": a range of exactly that number, not one holding it.
        let ranged = lex.any_ranged(&num.entries);
        let op = match op {
            Op::Eq(x) if ranged => {
                let after = (pos + 1..(pos + 4).min(self.toks.len()))
                    .take_while(|&k| !self.toks[k].boundary_before)
                    .find(|&k| self.word(k) == "only");
                match after.or_else(|| pos.checked_sub(1).filter(|&k| self.word(k) == "only")) {
                    Some(k) => {
                        self.used[k] = true;
                        Op::Between(x, x)
                    }
                    None => op,
                }
            }
            op => op,
        };
        // "takes an hour or less", "lasts 2 hours": the verb of a duration says nothing more.
        if unit.is_some_and(|u| u.dimension == Dimension::Time) {
            for k in (pos.saturating_sub(4)..pos).rev() {
                if matches!(self.word(k), "take" | "takes" | "taking" | "last" | "lasts" | "lasting") {
                    self.used[k] = true;
                    break;
                }
            }
        }
        self.conds.push((Cond::Number { num, op }, conf, phrase, pos));
    }

    /// "came out in 2023", "released 2021", "launched in 2019": the verb before a year of a
    /// year entry says no more than the year does (up to four words back, within the clause).
    pub(crate) fn use_year_verbs(&mut self, pos: usize) {
        for k in (pos.saturating_sub(4)..pos).rev() {
            if matches!(
                self.word(k),
                "came"
                    | "come"
                    | "comes"
                    | "coming"
                    | "out"
                    | "released"
                    | "release"
                    | "launched"
                    | "launch"
                    | "published"
                    | "announced"
                    | "dropped"
            ) {
                self.used[k] = true;
            }
            if self.toks[k].boundary_before {
                break;
            }
        }
    }

    /// "from 2018" / "since 2018" (≥), "after 2018" (>), "before 2018" (<): a year's bound written
    /// as one word before it (the comparator phrases "or later"/"or newer" are read as bounds
    /// already).
    fn year_bound_before(&self, pos: usize) -> Option<fn(f64) -> Op> {
        let w = if pos > 0 { self.word(pos - 1) } else { return None };
        let w = if w == "in" && pos > 1 { self.word(pos - 2) } else { w };
        match w {
            "from" | "since" => Some(Op::Ge),
            "after" => Some(Op::Gt),
            "before" => Some(Op::Lt),
            _ => None,
        }
    }
}

/// True when an amount's words name currency `asked` apart from the shop's `shop` currency of
/// the same sign: its code ("500 usd", "US$ 600"), or a currency's name the shop's does not
/// bear ("5000 dollars" in a shop that prices in pesos; "800k dollars" in an Australian one
/// is its own dollars, "80 mil pesos" in an Argentine one its own pesos).
fn names_other_currency(phrase: &str, shop: &str, asked: &str) -> bool {
    let lower = phrase.to_lowercase();
    lower.split(|c: char| !c.is_alphanumeric() && c != '$').any(|w| {
        let shops_own_name = match w {
            "dollar" | "dollars" | "bucks" => units::called_dollars(shop),
            "peso" | "pesos" => units::same_currency_family(shop, "MXN"),
            _ => false,
        };
        w != "$" && !shops_own_name && units::normalize_unit(w).is_some_and(|u| u.symbol == asked)
    })
}

//! Mentions pass: entries, values and features named in the remaining words, with negation.

use super::*;
use crate::text::names::term_stem;

/// Products named with a value's word, at least, for [`Parser::read_values_also_named`].
const NAMED_VALUE_MIN: usize = 5;
/// … and at least this many times the products holding the value.
const NAMED_VALUE_RATIO: usize = 3;

/// A common word's values are a coincidence when the products using the word outnumber the
/// products holding the values this many times.
const COINCIDENCE_RATIO: u32 = 5;

/// Everyday verbs of using a thing, read after "to" as what it is for ("games to play").
const PURPOSE_VERBS: &[&str] = &[
    "play", "use", "wear", "read", "drink", "eat", "cook", "watch", "take", "bring", "give", "gift", "buy", "try",
    "share", "enjoy", "learn", "teach",
];

/// Verbs in the third person that follow the thing they say something of ("which recipe takes
/// the longest", "a phone that lasts"): no plural noun a name word modifies.
const SUBJECT_VERBS: &[&str] = &[
    "takes", "makes", "serves", "needs", "lasts", "holds", "weighs", "runs", "looks", "tastes", "smells", "sounds",
    "works", "fits", "feels", "sleeps", "seats", "plays", "gets", "gives", "goes",
];

/// Confidence of a constraint read from the products' prose (`text says …`).
const PROSE_FACT_CONFIDENCE: f64 = 0.55;

/// Share (1/3) of the products whose names or prose use a word for an unexplained use of it to
/// name the catalog itself.
const CATALOG_WORD_SHARE: usize = 3;

impl<'a> Parser<'a> {
    pub(crate) fn negated_at(&self, a: usize) -> bool {
        // "except the ones that need daily brushing": the words of a relative clause about the
        // products do not count toward the reach (up to eight words back in all).
        const CLAUSE: &[&str] =
            &["the", "ones", "one", "those", "that", "which", "need", "needs", "require", "requires"];
        let mut j = a;
        let mut steps = 0;
        while j > 0 && steps < 4 && a - j < 8 {
            if self.toks[j].boundary_before {
                // "aren't a Porsche, Bugatti or Lamborghini": an item of a list the negation
                // begins (the list goes on to "or"/"and" right after it).
                let ends_list =
                    |k: usize| matches!(self.word(k), "or" | "nor" | "and") && !self.toks[k].boundary_before;
                let listed = !is_stop(self.word(j - 1)) && (ends_list(a + 1) || (j..a).any(|k| ends_list(k) && k > j));
                // The previous item from its first word ("Expansion Set, Trucks or Police").
                return listed && self.negated_at(self.item_start(j - 1));
            }
            j -= 1;
            let w = self.word(j);
            // "no-show socks", "no-iron shirts": a "no" hyphened to the next word negates that
            // word only.
            let compound = self.toks.get(j + 1).is_some_and(|t| t.hyphen_before) && j + 1 < a;
            if (NEGATIONS.contains(&w) && !compound) || self.negating_but(j) {
                return true;
            }
            if self.used[j] && !is_stop(w) {
                // "not Jabra or Plantronics": the negation reaches across "or"; "except
                // Gewürztraminer and Riesling" across "and".
                let joined = match self.word(j + 1) {
                    "or" | "nor" => true,
                    "and" => self.excepting(j),
                    _ => false,
                };
                // The previous item from its first word ("except DD Hammocks and Bushmen").
                return joined && j + 1 < a && self.negated_at(self.item_start(j));
            }
            if !CLAUSE.contains(&w) {
                steps += 1;
            }
        }
        false
    }

    /// "high in fibre", "low in sugar", "rich in protein": where the prose writes the claim, it
    /// is the claim the prose states, not a number of the nutrient's row (a shop's "high in
    /// fibre" is a labelling rule, not a threshold the question knows).
    pub(crate) fn read_prose_claims(&mut self) {
        let n = self.toks.len();
        for i in 0..n.saturating_sub(2) {
            if !matches!(self.word(i), "high" | "low" | "rich") || self.word(i + 1) != "in" {
                continue;
            }
            let k = i + 2;
            if !self.free(i, k + 1) || !self.open_word(k) || self.toks[k].boundary_before {
                continue;
            }
            let stems: Vec<String> = prose_synonyms(self.word(k))
                .into_iter()
                .map(|s| format!("{} {s}", term_stem(self.word(i))))
                .filter(|t| usable_prose_term(self.lex, t))
                .collect();
            if stems.is_empty() {
                continue;
            }
            let words = self.span_text(i, k + 1);
            self.mark(i, k + 1);
            self.conds.push((Cond::stated(stems, words.clone()), PROSE_FACT_CONFIDENCE, words, i));
        }
    }

    /// "games with dragons, like Skyrim", "…, such as …", "…, e.g. …": a clause of examples
    /// illustrates what came before and adds no constraint; its words are explained. After a
    /// clause that negates ("shoes without laces, like velcro or slip-on") the examples say what
    /// the shopper wants instead: only the cue is explained, and the examples are read.
    pub(crate) fn read_examples(&mut self) {
        let n = self.toks.len();
        for i in 1..n {
            let opens = match self.word(i) {
                "like" | "eg" => 1,
                "such" if self.word(i + 1) == "as" => 2,
                "e" if self.word(i + 1) == "g" => 2,
                _ => 0,
            };
            if opens == 0 || !self.toks[i].boundary_before || self.used[i] {
                continue;
            }
            let end = (i + opens..n).find(|&k| self.toks[k].boundary_before).unwrap_or(n);
            let clause = (0..i).rev().find(|&k| self.toks[k].boundary_before).unwrap_or(0);
            let instead = (clause..i).any(|k| matches!(self.word(k), "without" | "no" | "not" | "non"));
            if instead {
                self.mark(i, i + opens);
            } else if end > i + opens {
                self.mark(i, end);
            }
        }
    }

    /// The first word of the read mention that ends at word `j`: back over used words that are
    /// no stop word or negation.
    fn item_start(&self, j: usize) -> usize {
        let mut first = j;
        while first > 0
            && self.used[first - 1]
            && !self.toks[first].boundary_before
            && !is_stop(self.word(first - 1))
            && !NEGATIONS.contains(&self.word(first - 1))
        {
            first -= 1;
        }
        first
    }

    /// "goes well with fish", "what would go nicely with lamb", "pairs best with": a verb of
    /// pairing before "with" asks which products go with what follows. The modal before it and
    /// the adverb between are no wish of their own (not the subjective "would", "well", nor a
    /// superlative "best"), and the question is about products even without a product noun.
    pub(crate) fn read_pairing(&mut self) {
        for i in 0..self.toks.len() {
            if !PAIRING_VERBS.contains(&self.word(i)) {
                continue;
            }
            let mut j = i + 1;
            while j <= i + 2 && PAIRING_ADVERBS.contains(&self.word(j)) {
                j += 1;
            }
            if self.word(j) != "with" || !self.free(i, j) {
                continue;
            }
            let modal = i > 0 && matches!(self.word(i - 1), "would" | "will" | "might" | "could" | "should");
            self.mark(if modal { i - 1 } else { i }, j);
            self.pairing = true;
        }
    }

    /// A count at token `i` (digits, or a count word: "two", "dual") and the one or two words
    /// right after it, read as what the prose states: "a 10 year guarantee" asks the term
    /// "10 year", "two USB ports" asks "2 usb" or "2 port" ([`prose_facts::count_term`]).
    /// Only where no spec took the number; pushes the condition and returns true when the
    /// prose states one of the terms.
    pub(crate) fn read_prose_count(&mut self, i: usize) -> bool {
        let lex = self.lex;
        let count = match self.toks[i].number() {
            Some(n) if n.fract() == 0.0 && n >= 1.0 => n as u32,
            Some(_) => return false,
            None => match crate::compiler::prose_facts::count_word(self.word(i)) {
                Some(c) => c,
                None => return false,
            },
        };
        let mut terms: Vec<String> = Vec::new();
        let mut end = i + 1;
        for j in i + 1..(i + 3).min(self.toks.len()) {
            if !self.is_word(j) || self.used[j] || self.toks[j].boundary_before || is_stop(self.word(j)) {
                break;
            }
            let term = crate::compiler::prose_facts::count_term(count, &self.toks[j].text);
            if !usable_prose_term(lex, &term) {
                break;
            }
            terms.push(term);
            end = j + 1;
        }
        if terms.is_empty() {
            return false;
        }
        let words = self.span_text(i, end);
        self.mark(i, end);
        self.conds.push((Cond::stated(terms, words.clone()), PROSE_FACT_CONFIDENCE, words, i));
        true
    }

    /// "two USB ports", "dual SIM": counts written in words that the prose states
    /// ([`Self::read_prose_count`]); before the name words, which would take "USB ports".
    pub(crate) fn read_prose_counts(&mut self) {
        for i in 0..self.toks.len() {
            if !self.used[i] && self.is_word(i) && !self.negated_at(i) {
                self.read_prose_count(i);
            }
        }
    }

    /// "anything but BLU", "all but Apple": a "but" at `i` that negates what follows.
    pub(crate) fn negating_but(&self, i: usize) -> bool {
        self.word(i) == "but" && i > 0 && matches!(self.word(i - 1), "anything" | "everything" | "all" | "any")
    }

    /// True when "except", "excluding" or "but" comes before token `j` in its clause: a list
    /// after it is excluded as a whole.
    fn excepting(&self, j: usize) -> bool {
        let mut k = j;
        while k > 0 && !self.toks[k].boundary_before {
            k -= 1;
            if matches!(self.word(k), "except" | "excluding" | "but") {
                return true;
            }
        }
        false
    }

    /// Reads a country adjective that named no category and is no value itself, nor a word of a
    /// value the question writes whole ("North Indian" of cuisines), as the country the catalog
    /// writes ("Portuguese" → "portugal" where values say "Portugal"), and another place
    /// adjective as the one value word its stem begins ("Tuscan" → "tuscany").
    pub(crate) fn read_demonyms(&mut self) {
        let lex = self.lex;
        // Phrases for an abbreviation or label the catalog writes ("hard drive" → "hdd").
        for i in 0..self.toks.len() {
            for (phrase, short) in PHRASE_SYNONYMS {
                let end = i + phrase.len();
                if end > self.toks.len()
                    || !(i..end).all(|j| !self.used[j] && self.sing[j] == phrase[j - i])
                    || !(lex.index.value_words.contains_key(*short) || lex.index.entry_words.contains_key(*short))
                {
                    continue;
                }
                self.sing[i] = (*short).to_owned();
                self.toks[i].text = (*short).to_owned();
                self.mark(i + 1, end);
                break;
            }
        }
        for i in 0..self.toks.len() {
            for (phrase, words) in PHRASE_REWRITES {
                let end = i + phrase.len();
                if end > self.toks.len()
                    || !(i..end).all(|j| !self.used[j] && self.sing[j] == phrase[j - i])
                    || !words.iter().all(|w| lex.index.value_words.contains_key(&crate::text::names::singular(w)))
                {
                    continue;
                }
                for (j, w) in (i..end).zip(words.iter()) {
                    self.sing[j] = crate::text::names::singular(w);
                    self.toks[j].text = (*w).to_owned();
                }
                break;
            }
        }
        for i in 0..self.toks.len() {
            let w = self.sing[i].as_str();
            if self.used[i] || self.whole_name(w) || self.in_written_value(i) {
                continue;
            }
            // Short words keep their "s" in `sing` ("EVs"): the plural of a synonym is it too.
            let plural_of = |d: &str| w.strip_suffix('s') == Some(d);
            if let Some((_, names)) = DEMONYMS.iter().chain(VALUE_SYNONYMS).find(|(d, _)| *d == w || plural_of(d)) {
                if let Some(name) = names.iter().find(|n| lex.index.value_words.contains_key(**n)) {
                    self.sing[i] = (*name).to_owned();
                }
                continue;
            }
            // Other place adjectives: the one value word the stem begins ("tuscan" → "tuscany",
            // "sicilian" → "sicily", "californian" → "california").
            // A word a value writes itself ("Scorsese") is that value, no place adjective.
            let stem = ["ian", "an", "ese", "ish"]
                .iter()
                .find_map(|s| w.strip_suffix(s))
                .filter(|s| s.len() >= 4 && !lex.index.value_words.contains_key(w));
            if let Some(stem) = stem {
                let mut names = lex.index.value_words.keys().filter(|v| v.starts_with(stem) && v.as_str() != w);
                if let (Some(name), None) = (names.next(), names.next()) {
                    self.sing[i] = name.clone();
                }
            }
        }
    }

    /// A country the catalog has none of ("wines from Japan", "Japanese wines" where the
    /// country spec holds France, Italy, …): a condition no product meets, so the answer is a
    /// correct "none" rather than the products of words left out. Only where some spec's values
    /// are countries; a country noun must be capitalised ("turkey" is food).
    pub(crate) fn read_absent_countries(&mut self) {
        let lex = self.lex;
        let ix = &lex.index;
        let country = |w: &str| DEMONYMS.iter().any(|(_, names)| names.contains(&w));
        let Some(entry) = ix.country_entry else { return };
        for i in 0..self.toks.len() {
            let w = self.sing[i].clone();
            if self.used[i] || !self.is_word(i) || ix.value_words.contains_key(&w) || ix.words.contains(&w) {
                continue;
            }
            let capitalised = self.toks[i].orig.chars().next().is_some_and(char::is_uppercase);
            let noun = capitalised && country(&w);
            let adjective = DEMONYMS
                .iter()
                .find(|(d, _)| *d == w)
                .is_some_and(|(_, names)| !names.iter().any(|n| ix.value_words.contains_key(*n)));
            if !noun && !adjective {
                continue;
            }
            let label = format!("{} = {}", lex.entries[entry as usize].name, self.toks[i].orig);
            self.used[i] = true;
            let phrase = self.span_text(i, i + 1);
            self.conds.push((Cond::Absent { label }, 0.8, phrase, i));
        }
    }

    /// A capitalised name the catalog never writes, right before a category ("Nokia phones"
    /// where no product, value or text says Nokia): nothing matches, and the answer says so
    /// rather than drop the name.
    pub(crate) fn read_absent_names(&mut self) {
        let ix = &self.lex.index;
        for i in 0..self.toks.len() {
            let before_category = self.cats.iter().any(|m| m.start == i + 1);
            let w = &self.sing[i];
            let capitalised = self.toks[i].orig.chars().next().is_some_and(char::is_uppercase);
            let unknown = self.open_word(i)
                && w.chars().count() >= 3
                && !ix.words.contains(w)
                && !ix.words.contains(self.word(i))
                && !ix.value_words.contains_key(w)
                && !ix.prose.contains_key(&crate::text::names::term_stem(w))
                && !ix.common.contains_key(w);
            if !(before_category && capitalised && unknown) {
                continue;
            }
            let label = format!("name = {}", self.toks[i].orig);
            self.used[i] = true;
            let phrase = self.span_text(i, i + 1);
            self.conds.push((Cond::Absent { label }, 0.8, phrase, i));
        }
    }

    /// "Do you sell dishwashers?", "are there any tents?": an availability question whose
    /// only words left name a kind of product (ending in a plural) that no category, name, value
    /// or spec of the catalog writes: nothing matches, and the answer says so, rather than the
    /// products of a few passages that mention the word ("dishwasher safe" kettles).
    /// "real leather", "genuine wood", "a big twist": a word that only insists on the next one,
    /// unless the catalog writes the two together (a product name, "Real Madrid"; a phrase of the prose).
    pub(crate) fn read_intensifiers(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len().saturating_sub(1) {
            // "a big twist", "a huge plot twist": a word of size left unread (no spec measures
            // it) only insists on a term the prose states.
            let size = matches!(self.word(i), "big" | "huge" | "major" | "massive");
            if self.used[i] || !(size || matches!(self.word(i), "real" | "genuine" | "true" | "proper" | "actual")) {
                continue;
            }
            let next = i + 1;
            if self.used[next] || !self.is_word(next) || self.toks[next].boundary_before || is_stop(self.word(next)) {
                continue;
            }
            if size && !usable_prose_term(lex, &term_stem(self.word(next))) {
                continue;
            }
            let pair = format!("{} {}", term_stem(self.word(i)), term_stem(self.word(next)));
            let key = crate::compiler::lexicon::name_key;
            let named = lex.items_named([key(&self.sing[i]), key(&self.sing[next])]);
            if lex.index.prose.get(&pair).copied().unwrap_or(0) == 0 && named.is_empty() {
                self.used[i] = true;
            }
        }
    }

    /// "R-rated", "PG-13 rated": after a value of a rating spec ("Age rating"), "rated" only says
    /// what the value is.
    pub(crate) fn read_rated_values(&mut self) {
        let lex = self.lex;
        for i in 1..self.toks.len() {
            if self.used[i] || self.word(i) != "rated" || !self.used[i - 1] || self.toks[i].boundary_before {
                continue;
            }
            let rating_value = self.conds.iter().any(|(c, .., at)| {
                *at < i
                    && matches!(c, Cond::Values { pairs, .. } if pairs.iter().any(|(e, _)| {
                        lex.index.entry_tokens[*e as usize].iter().any(|t| t == "rating" || t == "rated")
                    }))
            });
            if rating_value {
                self.used[i] = true;
            }
        }
    }

    pub(crate) fn read_absent_kinds(&mut self) {
        let asks_availability = matches!(
            (self.word(0), self.word(1), self.word(2)),
            ("do" | "does", "you" | "the" | "this", _)
                | ("have" | "got", "you" | "any", _)
                | ("is" | "are", "there", _)
                | ("any", _, _)
        ) && (0..self.toks.len().min(4))
            .any(|k| matches!(self.word(k), "sell" | "carry" | "stock" | "have" | "offer" | "got" | "there" | "any"));
        let nothing_else = self.cats.is_empty()
            && self.items.is_empty()
            && self.groups.is_empty()
            && self.conds.is_empty()
            && self.targets.is_empty()
            && self.sup_target.is_none();
        if !asks_availability || !nothing_else {
            return;
        }
        let ix = &self.lex.index;
        let left: Vec<usize> = (0..self.toks.len())
            .filter(|&k| self.is_word(k) && !self.used[k] && !is_stop(self.word(k)))
            .filter(|&k| !matches!(self.word(k), "sell" | "carry" | "stock" | "offer" | "got" | "there" | "any"))
            .collect();
        let Some(&last) = left.last() else { return };
        let unknown = |k: usize| {
            let w = self.word(k);
            self.open_word(k)
                && !ix.words.contains(&self.sing[k])
                && !ix.words.contains(w)
                && !ix.value_words.contains_key(&self.sing[k])
        };
        // A kind of product: the words in a row, the last a plural.
        let in_a_row = left.windows(2).all(|w| w[1] == w[0] + 1);
        if !in_a_row || !left.iter().all(|&k| unknown(k)) || self.sing[last] == self.word(last) {
            return;
        }
        let (start, end) = (left[0], last + 1);
        let phrase = self.span_text(start, end);
        self.mark(start, end);
        self.conds.push((Cond::Absent { label: phrase.clone() }, 0.9, phrase, start));
    }

    /// "No price listed", "without a price", "price not listed", "unpriced": products without a
    /// price.
    pub(crate) fn read_unpriced(&mut self) {
        let n = self.toks.len();
        for i in 0..n {
            if self.used[i] {
                continue;
            }
            let span = match self.word(i) {
                "unpriced" => Some((i, i + 1)),
                "price" | "prices" => {
                    let before = (i.saturating_sub(2)..i).find(|&j| matches!(self.word(j), "no" | "without"));
                    // "price unknown", "price (is) not listed".
                    let k = if matches!(self.word(i + 1), "is" | "was") { i + 2 } else { i + 1 };
                    let after = if matches!(self.word(k), "unknown" | "missing") {
                        Some(k + 1)
                    } else if self.word(k) == "not" && matches!(self.word(k + 1), "listed" | "given" | "known") {
                        Some(k + 2)
                    } else {
                        None
                    };
                    match (before, after) {
                        (Some(a), _) => {
                            let end = if matches!(self.word(i + 1), "listed" | "given") { i + 2 } else { i + 1 };
                            Some((a, end))
                        }
                        (None, Some(end)) => Some((i, end)),
                        _ => None,
                    }
                }
                _ => None,
            };
            let Some((a, b)) = span else { continue };
            if (a..b).any(|j| self.used[j]) {
                continue;
            }
            self.mark(a, b);
            let phrase = self.span_text(a, b);
            self.conds.push((Cond::Unpriced, 0.9, phrase, a));
        }
    }

    /// "Hybrid(s)": the values of one spec that join two of its other values ("Electric/Gasoline"
    /// beside "Electric" and "Gasoline"), wherever the catalog has such combined values.
    pub(crate) fn read_hybrids(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len() {
            if self.used[i] || self.sing[i] != "hybrid" {
                continue;
            }
            let mut pairs: Vec<(u32, u32)> = Vec::new();
            for (e, entry) in lex.entries.iter().enumerate() {
                let names: HashSet<String> = entry.values.iter().map(|v| v.name.to_lowercase()).collect();
                for (k, v) in entry.values.iter().enumerate() {
                    let parts: Vec<String> =
                        v.name.split(['/', '+']).map(|x| x.trim().to_lowercase()).filter(|x| !x.is_empty()).collect();
                    if parts.len() >= 2 && parts.iter().all(|x| names.contains(x)) {
                        pairs.push((e as u32, k as u32));
                    }
                }
            }
            if pairs.is_empty() {
                continue;
            }
            let ctx = self.context();
            let label = self.values_label(&pairs, &ctx);
            let negated = self.negated_at(i);
            self.used[i] = true;
            let phrase = self.span_text(i, i + 1);
            self.conds.push((Cond::Values { pairs, negated, label }, 0.85, phrase, i));
        }
    }

    /// "On sale", "on offer", "discounted", "reduced": the product has a previous price, wherever the catalog
    /// has an entry for it ("Previous price", "Old price", "Was price", "RRP", "Discount").
    pub(crate) fn read_sales(&mut self) {
        let entries = self.lex.index.sale_entries.clone();
        if entries.is_empty() {
            return;
        }
        self.read_discounts(&entries);
        for i in 0..self.toks.len() {
            if self.used[i] {
                continue;
            }
            let (a, b) = match (self.word(i), self.word(i + 1)) {
                ("sale", _) if i > 0 && matches!(self.word(i - 1), "on" | "the") => (i - 1, i + 1),
                ("offer" | "special" | "promotion", _) if i > 0 && self.word(i - 1) == "on" => (i - 1, i + 1),
                ("discounted" | "reduced" | "markdown", _) => (i, i + 1),
                ("marked", "down") => (i, i + 2),
                _ => continue,
            };
            let negated = self.negated_at(a);
            let label = self.group_label(&entries, &self.context());
            let phrase = self.span_text(a, b);
            self.mark(a, b);
            self.conds.push((
                Cond::HasEntry { entries: entries.clone(), no_values: Vec::new(), negated, label },
                0.85,
                phrase,
                a,
            ));
        }
    }

    /// "40% off or more", "at least 30 percent off", "up to 20% discount": a bound on how far
    /// the price is below a numeric sale row (a previous price). Without a numeric one, the
    /// words stay for the other passes (and are reported when nothing reads them).
    fn read_discounts(&mut self, entries: &[u32]) {
        let numeric: Vec<u32> =
            entries.iter().copied().filter(|&e| self.lex.entry_kind(e) == EntryKind::Numeric).collect();
        if numeric.is_empty() {
            return;
        }
        let n = self.toks.len();
        for i in 0..n {
            let Some(x) = self.toks[i].number() else { continue };
            if self.used[i] || !(0.0..=100.0).contains(&x) {
                continue;
            }
            let pct = if matches!(self.word(i + 1), "%" | "percent" | "pct") { i + 2 } else { continue };
            if !matches!(self.word(pct), "off" | "discount" | "discounted" | "reduction" | "reduced" | "cheaper") {
                continue;
            }
            let (mut a, mut b) = (i, pct + 1);
            let before = |k: usize| if i >= k { self.word(i - k) } else { "" };
            let op = match (before(2), before(1), self.word(b), self.word(b + 1)) {
                (_, _, "or", "more" | "over" | "higher" | "greater") => {
                    b += 2;
                    Op::Ge(x)
                }
                (_, _, "or", "less" | "under" | "lower") => {
                    b += 2;
                    Op::Le(x)
                }
                ("at", "least", _, _) => {
                    a -= 2;
                    Op::Ge(x)
                }
                ("more" | "greater", "than", _, _) => {
                    a -= 2;
                    Op::Gt(x)
                }
                ("up", "to", _, _) | ("at", "most", _, _) => {
                    a -= 2;
                    Op::Le(x)
                }
                ("less", "than", _, _) => {
                    a -= 2;
                    Op::Lt(x)
                }
                (_, "over" | "above", _, _) => {
                    a -= 1;
                    Op::Gt(x)
                }
                (_, "under" | "below", _, _) => {
                    a -= 1;
                    Op::Lt(x)
                }
                // "40% off": at least that much.
                _ => Op::Ge(x),
            };
            // "no less than 30% off", "not more than 20% off": the comparator turned around.
            let op = match op {
                Op::Lt(_) | Op::Gt(_) if a + 2 == i && a > 0 && matches!(self.word(a - 1), "no" | "not") => {
                    a -= 1;
                    op.negated()
                }
                _ => op,
            };
            if (a..b).any(|k| self.used[k]) {
                continue;
            }
            let phrase = self.span_text(a, b);
            self.mark(a, b);
            self.conds.push((Cond::Discount { entries: numeric.clone(), op }, 0.85, phrase, a));
        }
    }

    /// A verb beside a value that several entries hold says which entry is meant: "grown in
    /// Taiwan" / "Taiwan-grown" is the origin, not the roaster's location; "roasted in Taipei"
    /// is an entry named for roasting. The verb's stem names the entry ("roasted" → "Roaster
    /// location"), and verbs of provenance name an origin, country or region entry. Entries the
    /// verb does not name are dropped from the condition; a verb that names none changes nothing.
    pub(crate) fn read_verb_entries(&mut self) {
        const PROVENANCE: &[&str] =
            &["grown", "cultivated", "harvested", "farmed", "produced", "made", "manufactured", "sourced", "built"];
        const ORIGIN_WORDS: &[&str] = &["origin", "country", "region", "grown", "made", "produced"];
        let lex = self.lex;
        for k in 0..self.conds.len() {
            let (Cond::Values { pairs, negated: false, .. }, _, _, pos) = &self.conds[k] else { continue };
            let pos = *pos;
            let mut entries: Vec<u32> = pairs.iter().map(|p| p.0).collect();
            entries.sort_unstable();
            entries.dedup();
            // "rated TV-Y" of "Age rating": a verb right before the value that its entry's
            // label writes as a noun says no more than the value does.
            if pos >= 1 && self.is_word(pos - 1) && !self.used[pos - 1] {
                let stem = crate::text::names::term_stem(self.word(pos - 1));
                let labelled = |e: &u32| {
                    crate::compiler::lexicon::name_words(&lex.entries[*e as usize].name)
                        .iter()
                        .any(|x| crate::text::names::term_stem(x) == stem)
                };
                if stem.len() >= 3 && entries.iter().all(labelled) {
                    self.used[pos - 1] = true;
                }
            }
            if entries.len() < 2 {
                continue;
            }
            // "grown in Taiwan" (verb, preposition, value) or "Taiwan-grown" (value, hyphen, verb).
            let before = (pos >= 2 && matches!(self.word(pos - 1), "in" | "from" | "by" | "at"))
                .then(|| pos - 2)
                .filter(|&v| self.is_word(v) && !self.used[v]);
            let end = (pos..self.toks.len()).find(|&j| !self.used[j] || !self.is_word(j)).unwrap_or(self.toks.len());
            let after = (end < self.toks.len() && self.toks[end].hyphen_before && self.is_word(end)).then_some(end);
            let Some(verb) = before.or(after) else { continue };
            let w = self.word(verb).to_owned();
            let stem = crate::text::names::term_stem(&w);
            let names_entry = |e: u32| {
                let words = crate::compiler::lexicon::name_words(&lex.entries[e as usize].name);
                (stem.len() >= 4 && words.iter().any(|x| x.starts_with(&stem)))
                    || (PROVENANCE.contains(&w.as_str()) && words.iter().any(|x| ORIGIN_WORDS.contains(&x.as_str())))
            };
            let kept: Vec<u32> = entries.iter().copied().filter(|&e| names_entry(e)).collect();
            if kept.is_empty() || kept.len() == entries.len() {
                continue;
            }
            let ctx = self.context();
            let Cond::Values { pairs, .. } = &self.conds[k].0 else { continue };
            let narrowed: Vec<(u32, u32)> = pairs.iter().copied().filter(|p| kept.contains(&p.0)).collect();
            let new_label = self.values_label(&narrowed, &ctx);
            if let Cond::Values { pairs, label, .. } = &mut self.conds[k].0 {
                *pairs = narrowed;
                *label = new_label;
            }
            self.used[verb] = true;
        }
    }

    /// Marks a word that restates the spec a number of the question is already compared on:
    /// "registered 2017-2019" for First registration (the same stem, six letters or more), when
    /// no value, category or flag took the word: it is understood rather than reported.
    pub(crate) fn read_restated_entries(&mut self) {
        let lex = self.lex;
        let stem = |w: &str| w.chars().take(6).collect::<String>();
        let numbered: Vec<String> = self
            .conds
            .iter()
            .filter_map(|c| match &c.0 {
                Cond::Number { num, .. } => Some(num.entries.iter().flat_map(|e| &lex.index.entry_tokens[*e as usize])),
                _ => None,
            })
            .flatten()
            .filter(|w| w.chars().count() >= 6)
            .map(|w| stem(w))
            .collect();
        for i in 0..self.toks.len() {
            let w = self.sing[i].as_str();
            if !self.open_word(i) || w.chars().count() < 6 {
                continue;
            }
            if numbered.contains(&stem(w)) {
                self.used[i] = true;
            }
        }
        // "which costs less in euros?": the currency the shop prices in, named without an amount.
        for i in 1..self.toks.len() {
            let currency = units::normalize_unit(self.word(i))
                .filter(|u| u.dimension == Dimension::Currency)
                .is_some_and(|u| lex.currencies.iter().any(|(c, _)| c == u.symbol));
            if currency && !self.used[i] && self.word(i - 1) == "in" && !self.used[i - 1] {
                self.mark(i - 1, i + 1);
            }
        }
        // "big Technic sets, over 2,000 pieces": a vague size beside a number says no more than it.
        if !numbered.is_empty() || self.conds.iter().any(|c| matches!(c.0, Cond::Number { .. })) {
            for i in 0..self.toks.len() {
                if !self.used[i] && VAGUE_SIZES.contains(&self.word(i)) {
                    self.used[i] = true;
                }
            }
        }
    }

    /// Reads a plural the singular rules get wrong as the catalog's word: "Porsches" → "porsche",
    /// "Ferraris" → "ferrari" (names take a plain "s").
    pub(crate) fn read_plural_names(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len() {
            if self.used[i] || !self.is_word(i) || lex.index.words.contains(&self.sing[i]) {
                continue;
            }
            let Some(stem) = self.toks[i].text.strip_suffix('s') else { continue };
            if stem.chars().count() >= 3 && lex.index.words.contains(stem) {
                self.sing[i] = stem.to_owned();
            }
        }
    }

    /// "except the ones designed by Eric Lang": a negated spec ("not Designer") whose own value
    /// follows in the same clause is that value negated, not the spec's absence.
    pub(crate) fn negate_named_values(&mut self) {
        let mut k = 0;
        while k < self.conds.len() {
            let (Cond::HasEntry { entries, negated: true, .. }, _, _, at) = &self.conds[k] else {
                k += 1;
                continue;
            };
            let (entries, at) = (entries.clone(), *at);
            let named = self.conds.iter().position(|(c, _, _, pos)| {
                matches!(c, Cond::Values { pairs, negated: false, .. }
                    if *pos > at
                        && pairs.iter().all(|(e, _)| entries.contains(e))
                        && !(at + 1..*pos).any(|j| self.toks[j].boundary_before))
            });
            match named {
                Some(v) => {
                    if let Cond::Values { negated, .. } = &mut self.conds[v].0 {
                        *negated = true;
                    }
                    self.conds.remove(k);
                }
                None => k += 1,
            }
        }
    }

    /// "games I can play solo", "what my kid could use": the word after a modal verb is a verb,
    /// not the value or category a noun of that spelling names ("Co-operative Play"). Not where
    /// the catalog writes the modal itself ("Can openers"). A closing "do you stock" likewise.
    pub(crate) fn read_modal_verbs(&mut self) {
        // "how many … do you stock?": asking whether the shop has them says nothing about them.
        for i in 0..self.toks.len().saturating_sub(2) {
            if matches!(self.word(i), "do" | "does")
                && matches!(self.word(i + 1), "you" | "u" | "they")
                && matches!(self.word(i + 2), "stock" | "carry" | "sell" | "have" | "offer" | "keep")
                && i + 3 == self.toks.len()
            {
                self.mark(i, i + 3);
            }
        }
        for i in 1..self.toks.len().saturating_sub(1) {
            if self.used[i + 1] {
                continue;
            }
            let modal = matches!(self.word(i), "can" | "could" | "will" | "would" | "should" | "might" | "must");
            if modal
                && (self.is_word(i - 1) || self.toks[i - 1].number().is_some())
                && self.is_word(i + 1)
                && !self.toks[i + 1].boundary_before
                && !matches!(self.word(i + 1), "not" | "be" | "have" | "get")
                && !self.lex.index.words.contains(self.word(i))
            {
                self.mark(i, i + 2);
            }
            // "games to play", "a whisky to drink", "something to read": an everyday verb after
            // "to" says what the thing is for, as a modal's verb does.
            let purpose = self.word(i) == "to"
                && self.is_word(i - 1)
                && !self.toks[i + 1].boundary_before
                && PURPOSE_VERBS.contains(&self.word(i + 1));
            if purpose {
                self.mark(i, i + 2);
            }
        }
    }

    /// "gluten-free", "gluten free": the catalog's "Free From Gluten" value(s) when it writes
    /// them and no "Gluten Free" one (which the phrase pass reads).
    pub(crate) fn read_free_from(&mut self) {
        let ix = &self.lex.index;
        for i in 0..self.toks.len().saturating_sub(1) {
            let w = self.sing[i].as_str();
            if self.used[i] || self.used[i + 1] || self.sing[i + 1] != "free" || !self.is_word(i) || w == "free" {
                continue;
            }
            let written = |order: &[&str]| -> Vec<(u32, u32)> {
                let Some(vs) = ix.value_words.get(w) else { return Vec::new() };
                vs.iter()
                    .copied()
                    .filter(|&(e, v)| ix.value_tokens[e as usize][v as usize].iter().eq(order.iter()))
                    .collect()
            };
            let pairs = written(&["free", "from", w]);
            if pairs.is_empty() || !written(&[w, "free"]).is_empty() {
                continue;
            }
            let ctx = self.context();
            let label = self.values_label(&pairs, &ctx);
            let phrase = self.span_text(i, i + 2);
            let negated = self.negated_at(i);
            self.mark(i, i + 2);
            self.conds.push((Cond::Values { pairs, negated, label }, 0.95, phrase, i));
        }
    }

    /// "non chill filtered", "DRM free", "gluten-free", "unfiltered": a claim the prose makes by
    /// negating a word ("non-chill-filtered", "without DRM", "not filtered") is read as the prose
    /// facts read it (`prose_facts::terms_of`): the prose negates the word, or writes the claim as
    /// one word ("nonstick"). Only where the catalog's prose negates it somewhere and no spec
    /// names the word (a spec's "non smart" is the spec, negated).
    pub(crate) fn read_denied_terms(&mut self) {
        let lex = self.lex;
        let ix = &lex.index;
        let cap = (lex.products * 2 / 5).max(1);
        let denied_ok = |t: &String| ix.prose_denied.get(t).is_some_and(|n| *n > 0 && *n <= cap);
        let stated_ok = |t: &String| usable_prose_term(lex, t);
        let spec_word = |w: &str| {
            ix.entry_words.contains_key(w)
                || ix.value_words.contains_key(w)
                || ix.feature_words.contains_key(w)
                || ix.is_category_word(w)
        };
        // A word from `k`, its hyphened pieces joined ("chill-filtered"): (end, word, pieces).
        let unit = |p: &Parser, k: usize| -> Option<(usize, String, Vec<String>)> {
            if !p.is_word(k) || p.used[k] || is_stop(p.word(k)) || p.toks[k].boundary_before {
                return None;
            }
            let mut end = k + 1;
            let mut parts = vec![p.sing[k].clone()];
            while end < p.toks.len()
                && p.toks[end].hyphen_before
                && p.is_word(end)
                && !p.used[end]
                && p.word(end) != "free"
            {
                parts.push(p.sing[end].clone());
                end += 1;
            }
            Some((end, parts.concat(), parts))
        };
        let forms = |words: &[&(usize, String, Vec<String>)]| -> Vec<String> {
            match words {
                [(_, w, parts)] => {
                    let mut out = vec![term_stem(w)];
                    if let [a, b] = parts.as_slice() {
                        out.push(format!("{} {}", term_stem(a), term_stem(b)));
                    }
                    out
                }
                [(_, a, _), (_, b, _)] => {
                    vec![
                        format!("{} {}", term_stem(a), term_stem(b)),
                        term_stem(&format!("{a}{b}")),
                        format!("{} {}", term_stem(b), term_stem(a)),
                    ]
                }
                _ => Vec::new(),
            }
        };
        let mut i = 0;
        while i < self.toks.len() {
            let w = self.word(i).to_owned();
            // "non chill filtered", "non-GMO": the one or two words after "non".
            if w == "non" && !self.used[i] {
                let first = unit(self, i + 1);
                let second = first.as_ref().and_then(|f| unit(self, f.0));
                let mut read = None;
                for span in [second.as_ref().map(|s| vec![first.as_ref().unwrap(), s]), first.as_ref().map(|f| vec![f])]
                    .into_iter()
                    .flatten()
                {
                    if span.iter().any(|u| u.2.iter().any(|p| spec_word(p))) {
                        continue;
                    }
                    let denied: Vec<String> = forms(&span).into_iter().filter(|t| denied_ok(t)).collect();
                    let joined: String = span.iter().map(|u| u.1.as_str()).collect();
                    let stems: Vec<String> =
                        Some(term_stem(&format!("non{joined}"))).into_iter().filter(|t| stated_ok(t)).collect();
                    if !denied.is_empty() || !stems.is_empty() {
                        read = Some((span.last().unwrap().0, stems, denied));
                        break;
                    }
                }
                if let Some((end, stems, denied)) = read {
                    self.push_denied((i, end), (i + 1, end), stems, denied, Vec::new());
                    i = end;
                    continue;
                }
            }
            // "leaves no white cast", "zero white cast": two words the prose itself negates
            // as a phrase are that claim (what the page says), not two words it must not write.
            if matches!(w.as_str(), "no" | "zero" | "without") && !self.used[i] {
                let first = unit(self, i + 1);
                let second = first.as_ref().and_then(|f| unit(self, f.0));
                // Not a name's own words ("Sen no Kiseki III").
                let in_a_name = |a: &(usize, String, Vec<String>)| {
                    let written = format!("{w} {}", self.word(i + 1));
                    lex.items_named([crate::compiler::lexicon::name_key(&a.1)])
                        .iter()
                        .any(|&p| lex.items[p as usize].name.to_lowercase().contains(&written))
                };
                if let (Some(a), Some(b)) = (&first, &second) {
                    let denied: Vec<String> = forms(&[a, b]).into_iter().filter(|t| denied_ok(t)).collect();
                    if !denied.is_empty() && !a.2.iter().chain(&b.2).any(|p| spec_word(p)) && !in_a_name(a) {
                        // The verb before says the claim ("leaves no …").
                        let start = if i > 0 && unit(self, i - 1).is_some_and(|u| u.0 == i && !spec_word(&u.1)) {
                            i - 1
                        } else {
                            i
                        };
                        self.push_denied((start, b.0), (i + 1, b.0), Vec::new(), denied, Vec::new());
                        i = b.0;
                        continue;
                    }
                }
            }
            // "DRM free", "gluten-free": the word before "free".
            if w == "free" && !self.used[i] && i > 0 && !self.toks[i].boundary_before {
                let start =
                    (0..i).rev().take_while(|&k| k + 1 == i || self.toks[k + 1].hyphen_before).last().unwrap_or(i - 1);
                if let Some(before) = unit(self, start).filter(|u| u.0 == i) {
                    let written_free = ix.value_words.get(&before.1).is_some_and(|vs| {
                        vs.iter().any(|&(e, v)| ix.value_tokens[e as usize][v as usize].iter().any(|t| t == "free"))
                    });
                    if !written_free && !ix.entry_words.contains_key(&before.1) && self.toks[start].number().is_none() {
                        let denied: Vec<String> = forms(&[&before]).into_iter().filter(|t| denied_ok(t)).collect();
                        let stems: Vec<String> = Some(term_stem(&format!("{}free", before.1)))
                            .into_iter()
                            .filter(|t| stated_ok(t))
                            .collect();
                        // A fifth of the catalog's prose mentions it: the prose enumerates it
                        // (ingredient lists), so silence about it also says "free" ("fragrance
                        // free"; not "DRM free", which few blurbs mention at all).
                        let enumerated = forms(&[&before])
                            .into_iter()
                            .take(1)
                            .filter(|t| ix.prose.get(t).is_some_and(|n| *n * 5 >= lex.products))
                            .collect::<Vec<_>>();
                        if !denied.is_empty() || !stems.is_empty() || !enumerated.is_empty() {
                            self.push_denied((start, i + 1), (start, i), stems, denied, enumerated);
                            i += 1;
                            continue;
                        }
                    }
                }
            }
            // "unfiltered": the prose says "unfiltered", or negates "filtered".
            if w.len() >= 6
                && w.starts_with("un")
                && self.open_word(i)
                && !self.toks[i].hyphen_before
                && !spec_word(&self.sing[i])
            {
                let rest = term_stem(&w[2..]);
                if denied_ok(&rest) && !self.toks.get(i + 1).is_some_and(|t| t.hyphen_before) {
                    let stems: Vec<String> = Some(term_stem(&w)).into_iter().filter(|t| stated_ok(t)).collect();
                    self.push_denied((i, i + 1), (i, i + 1), stems, vec![rest], Vec::new());
                }
            }
            i += 1;
        }
    }

    /// A [`Cond::States`] over tokens `start..end` whose claim is the words `said..said_end`.
    fn push_denied(
        &mut self,
        (start, end): (usize, usize),
        said: (usize, usize),
        stems: Vec<String>,
        denied: Vec<String>,
        unmentioned: Vec<String>,
    ) {
        // Where the prose may also state the claim as one word ("nonstick"), the trace says the
        // claim ("text says \"non stick\""); otherwise what the prose negates ("text says it is
        // not \"stick\"").
        let words = if stems.is_empty() { self.span_text(said.0, said.1) } else { self.span_text(start, end) };
        let phrase = self.span_text(start, end);
        self.mark(start, end);
        let cond = Cond::States { stems, words, names: Vec::new(), negated: false, denied, unmentioned };
        self.conds.push((cond, PROSE_FACT_CONFIDENCE, phrase, start));
    }

    /// "rtx 40 series", "rx 6000 cards": a model series is the models a word of product names
    /// numbers after it, whose numbers begin with the series' number ("RTX 4090", "RTX 4060";
    /// "RX 6700", "RX 6950": a series of three digits or more is its leading digits at the same
    /// length). Only where "series" says so, or a thousands number no name writes after the
    /// word ("rx 6000"), and at least two models are in it.
    pub(crate) fn read_model_series(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        for i in 0..n.saturating_sub(1) {
            let (w, num) = (self.word(i).to_owned(), self.toks[i + 1].text.clone());
            if self.used[i]
                || self.used[i + 1]
                || !self.is_word(i)
                || !lex.index.name_words.contains(&w)
                || num.is_empty()
                || !num.chars().all(|c| c.is_ascii_digit())
                || self.toks[i + 1].boundary_before
            {
                continue;
            }
            let series_word = self.word(i + 2) == "series";
            let prefix: &str = if num.len() <= 2 { &num } else { num.trim_end_matches('0') };
            // "rtx 30 cards": a round two-digit number before a plural noun (not a unit) that no
            // name writes as a model of its own (checked below: `exact`).
            let before_plural = num.len() == 2
                && num.ends_with('0')
                && self.is_word(i + 2)
                && !self.toks[i + 2].boundary_before
                && self.toks[i + 2].text != self.sing[i + 2]
                && self.question_unit(i + 2).is_none()
                && !is_stop(self.word(i + 2));
            // Without "series", only a thousands series ("rx 6000"): "SPF 100" is a value.
            if prefix.is_empty() || !series_word && !before_plural && !num.ends_with("000") {
                continue;
            }
            let mut models: Vec<String> = Vec::new();
            let mut exact = false;
            // Only the names that write the word (looked up in the name index).
            for p in lex.items_named([crate::compiler::lexicon::name_key(&w)]) {
                // A model of the series writes its leading digits.
                if !lex.items[p as usize].name.contains(prefix) {
                    continue;
                }
                let toks = crate::compiler::lexicon::tokenize(&lex.items[p as usize].name);
                for pair in toks.windows(2) {
                    if pair[0].text != w || !pair[1].text.chars().all(|c| c.is_ascii_digit()) {
                        continue;
                    }
                    let m = pair[1].text.as_str();
                    exact |= m == num;
                    // "RTX 40" series: 4060, 4090 — not the "RTX 4000" (a round model number).
                    let fits = if num.len() <= 2 {
                        m.len() > num.len() && !m[num.len()..].chars().all(|c| c == '0')
                    } else {
                        m.len() == num.len()
                    };
                    let phrase = format!("{w} {m}");
                    if fits && m.starts_with(prefix) && m != num && !models.contains(&phrase) {
                        models.push(phrase);
                    }
                }
            }
            if models.len() < 2 || !series_word && exact {
                continue;
            }
            models.sort();
            let end = i + 2 + usize::from(series_word);
            let text = self.span_text(i, end);
            self.mark(i, end);
            self.conds.push((Cond::NameContains(models.join("|")), 0.85, text, i));
        }
    }

    /// Reads a word the catalog writes only with accents as the catalog's word ("gruner" →
    /// "grüner", "jarvfjallet" → "järvfjället"): shoppers rarely type them.
    pub(crate) fn read_folded(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len() {
            if self.used[i] || !self.is_word(i) || lex.index.words.contains(&self.sing[i]) {
                continue;
            }
            let found = lex.index.folded.get(&self.sing[i]).or_else(|| lex.index.folded.get(&self.toks[i].text));
            if let Some(word) = found {
                self.sing[i] = word.clone();
                self.toks[i].text = word.clone();
            }
        }
    }

    /// Reads an adjective no value writes as the noun a value writes for it ("puffy eyes" →
    /// "Puffiness", "dull skin" → "Dullness", "oily" → "Oiliness").
    pub(crate) fn read_adjective_nouns(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len() {
            let w = self.sing[i].as_str();
            if self.used[i] || !self.is_word(i) || w.len() < 3 || lex.index.value_words.contains_key(w) {
                continue;
            }
            let mut forms = vec![format!("{w}ness")];
            if let Some(stem) = w.strip_suffix('y') {
                forms.push(format!("{stem}iness"));
            }
            if let Some(noun) = forms.into_iter().find(|f| lex.index.value_words.contains_key(f)) {
                self.sing[i] = noun.clone();
                self.toks[i].text = noun;
            }
        }
    }

    /// Reads a word no spec or category of the catalog writes (names may) that starts exactly
    /// one word of its values as that word: shoppers shorten ("auto" → Automatic, "demo" → Demonstration, "pre-reg" →
    /// Pre-registered). Four letters or more (three after a hyphen), at least two shorter.
    pub(crate) fn read_abbreviations(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len() {
            let w = self.sing[i].clone();
            // A spec's name shortened ("minifigs" for Minifigures): the one entry word it begins
            // (five letters or more, a word of its own, no whole value).
            if !self.used[i]
                && self.open_word(i)
                && w.chars().count() >= 5
                && !self.toks[i].hyphen_before
                && w.chars().all(|c| c.is_ascii_lowercase())
                && !self.whole_name(&w)
                && !lex.index.entry_words.contains_key(&w)
                && !lex.index.feature_words.contains_key(&w)
                && !lex.index.is_category_word(&w)
            {
                let mut entry_words =
                    lex.index.entry_words.keys().filter(|e| e.starts_with(w.as_str()) && e.len() >= w.len() + 2);
                if let (Some(only), None) = (entry_words.next(), entry_words.next()) {
                    self.sing[i] = only.clone();
                    continue;
                }
            }
            // "co-op" for "Co-operative": two letters after a hyphen that begin the one value word
            // following the word before the hyphen in a value.
            if !self.used[i]
                && i > 0
                && self.toks[i].hyphen_before
                && w.chars().count() == 2
                && w.chars().all(|c| c.is_ascii_lowercase())
                && !lex.index.value_words.contains_key(&w)
            {
                let prev = &self.sing[i - 1];
                let mut next: Vec<&String> = lex
                    .index
                    .value_words
                    .get(prev)
                    .into_iter()
                    .flatten()
                    .flat_map(|&(e, v)| lex.index.value_tokens[e as usize][v as usize].windows(2))
                    .filter(|pair| pair[0] == *prev && pair[1].starts_with(w.as_str()) && pair[1].len() >= w.len() + 2)
                    .map(|pair| &pair[1])
                    .collect();
                next.sort();
                next.dedup();
                if let [only] = next[..] {
                    self.sing[i] = only.clone();
                    continue;
                }
            }
            // Four letters or more, or three after a hyphen ("pre-reg"): "but" is no "Buttonwood".
            let long_enough = w.chars().count() >= 4 || (w.chars().count() == 3 && self.toks[i].hyphen_before);
            // A verb where a verb goes ("places that take online orders", "do not take"): no
            // shortened "Takeaway".
            let verb_place = i > 0
                && (matches!(
                    self.word(i - 1),
                    "that"
                        | "which"
                        | "who"
                        | "do"
                        | "does"
                        | "did"
                        | "not"
                        | "can"
                        | "will"
                        | "to"
                        | "i"
                        | "you"
                        | "we"
                ) || (self.is_word(i - 1) && self.sing[i - 1] != self.word(i - 1)));
            if self.used[i]
                || verb_place
                || !self.open_word(i)
                || !long_enough
                || !w.chars().all(|c| c.is_ascii_lowercase())
                || lex.index.value_words.contains_key(&w)
                || lex.index.entry_words.contains_key(&w)
                || lex.index.feature_words.contains_key(&w)
                || lex.index.is_category_word(&w)
            {
                continue;
            }
            // The products holding each longer word; one that holds four times as many as any
            // other wins ("auto": Automatic for 811 cars, "DS Automobiles" for a few).
            let mut longer: Vec<(u64, &String)> = lex
                .index
                .value_words
                .iter()
                .filter(|(v, _)| v.starts_with(w.as_str()) && v.len() >= w.len() + 2)
                .map(|(v, pairs)| {
                    let held: u64 = pairs
                        .iter()
                        .map(|&(e, x)| u64::from(lex.entries[e as usize].values[x as usize].products))
                        .sum();
                    (held, v)
                })
                .collect();
            longer.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
            // A word the prose states of more products than the value holds is its own word
            // ("lamb" of "goes with lamb" is not the winery Lambardi).
            let stated = u64::from(lex.index.prose.get(&term_stem(&w)).copied().unwrap_or(0));
            match longer.as_slice() {
                [(held, only)] if stated < *held => self.sing[i] = (*only).clone(),
                [(first, best), (second, _), ..] if *first >= 4 * (*second).max(1) && stated < *first => {
                    self.sing[i] = (*best).clone()
                }
                _ => {}
            }
        }
    }

    /// A one-word value that most products named with the word do not hold is read as "the
    /// value, or the word in the name": the catalog writes it in names far more often than in
    /// its entry ("Honor": Brand = Honor for one phone, sixteen named "Huawei - Honor …";
    /// "Verizon" phones; bands "for Apple Watch" by other brands). Only words of three letters
    /// or more, and not yes/no values.
    pub(crate) fn read_values_also_named(&mut self) {
        let lex = self.lex;
        for (cond, _, phrase, _) in &mut self.conds {
            let Cond::Values { pairs, negated: false, label } = cond else { continue };
            let word = phrase.trim().to_lowercase();
            if word.chars().count() < 3 || !word.chars().all(char::is_alphabetic) {
                continue;
            }
            let values = pairs.iter().map(|&(e, v)| &lex.entries[e as usize].values[v as usize]);
            if values.clone().any(|v| v.yes.is_some()) {
                continue;
            }
            let holding: usize = values.map(|v| v.products as usize).sum();
            let named = lex.items_named([crate::compiler::lexicon::name_key(&word)]).len();
            if named >= NAMED_VALUE_MIN && named >= NAMED_VALUE_RATIO * holding {
                let (pairs, label) = (std::mem::take(pairs), std::mem::take(label));
                *cond = Cond::ValuesOrName { pairs, label, word };
            }
        }
    }

    /// Words left over that the catalog writes only in product names, written as a name ("Yoga"
    /// in "Lenovo Yoga laptops"): the product's name must contain them (a run as one phrase).
    pub(crate) fn find_name_words(&mut self) {
        let lex = self.lex;
        // A measure word written as a name inside the question ("a Noise smartwatch", the brand)
        // is a name when no number took it.
        let capitalised_hint = |p: &Parser, i: usize| {
            i > 0
                && p.is_word(i)
                && !p.used[i]
                && hint(p.word(i)).is_some_and(|h| !h.price)
                && p.toks[i].orig.starts_with(|c: char| c.is_uppercase())
        };
        // After a negation, a word of a value that names write too ("not from Kakalove", the
        // roaster "Kakalove Cafe" that starts its names) is excluded by name: no pass reads it
        // as a value (it only modifies the value's head), and a negation left unread would
        // answer with every product.
        let negated_name = |p: &Parser, i: usize| {
            p.negated_at(i) && lex.items_named([crate::compiler::lexicon::name_key(&p.sing[i])]).len() >= 2
        };
        // A word of a longer category label that no category pass took ("galaxy" of the
        // category "Samsung Galaxy", in "galaxy cases") is what names write: several names
        // write it, and no category is named by it alone.
        let part_of_category_names = |p: &Parser, i: usize| {
            let w = p.sing[i].as_str();
            !lex.index.category_tokens.iter().any(|t| t.len() == 1 && t[0] == w)
                && lex.items_named([crate::compiler::lexicon::name_key(w)]).len() >= 2
        };
        let fits = |p: &Parser, i: usize| {
            (p.open_word(i) || capitalised_hint(p, i))
                && p.question_unit(i).is_none()
                && lex.index.name_words.contains(&p.sing[i])
                && (!lex.index.value_words.contains_key(&p.sing[i]) || negated_name(p, i))
                && !lex.index.entry_words.contains_key(&p.sing[i])
                && (!lex.index.is_category_word(&p.sing[i]) || part_of_category_names(p, i))
        };
        // A name, not a common word: written with a capital inside the question, right after
        // the first word of a product name ("lenovo yoga"), or a word the prose never states
        // that several product names write ("thinkpad laptops": ignored, the model line would
        // silently widen the answer to every laptop). A word the prose states is left to it
        // ("kickstand": names and prose both write it, the prose for more products).
        // A code of letters and digits the prose states too ("IP68", "4K") is a feature the
        // prose writes of more products than the names: left to the prose pass (text or name).
        let prose_code = |p: &Parser, i: usize| {
            let w = p.word(i);
            w.chars().any(|c| c.is_ascii_digit())
                && w.chars().any(|c| c.is_ascii_alphabetic())
                && lex.index.prose.contains_key(&term_stem(w))
        };
        // A word the prose writes in a phrase with its neighbour ("honey process") is left to
        // the prose pass, which reads the pair.
        // The first word of a name, the maker's place, that the prose does not use for
        // something else ("rado watches" where one product is "Rado True Thinline": a maker of
        // one product has no range of its own).
        let maker = |p: &Parser, i: usize| {
            lex.index.name_first.contains_key(p.word(i))
                && !lex.index.common.contains_key(&p.sing[i])
                && !lex.index.prose.contains_key(&term_stem(p.word(i)))
        };
        let named = |p: &Parser, i: usize| {
            !p.in_prose_phrase(i)
                && ((lex.index.is_category_word(&p.sing[i]) && part_of_category_names(p, i))
                    || maker(p, i)
                    || (i > 0 && p.toks[i].orig.starts_with(|c: char| c.is_uppercase()) && !prose_code(p, i))
                    || (i > 0
                        && p.used[i - 1]
                        && lex.index.name_first.contains_key(p.word(i - 1))
                        && !lex
                            .items_named([p.word(i - 1), p.sing[i].as_str()].map(crate::compiler::lexicon::name_key))
                            .is_empty())
                    || (!lex.index.prose.contains_key(&term_stem(p.word(i)))
                        && !lex.index.common.contains_key(&p.sing[i])
                        && (lex.items_named([crate::compiler::lexicon::name_key(p.word(i))]).len() >= 2
                            || lex.items_named([crate::compiler::lexicon::name_key(&p.sing[i])]).len() >= 2)))
        };
        let n = self.toks.len();
        let mut i = 0;
        // The last name condition and where its words end.
        let mut last: Option<(usize, usize)> = None;
        while i < n {
            if !fits(self, i) || !(named(self, i) || negated_name(self, i)) {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < n && fits(self, j) && !self.toks[j].boundary_before {
                j += 1;
            }
            // "MSR tents", "Adizero shoes": a last word no name writes right after the rest is
            // what the named products are, left to the other passes.
            let key = |k: usize| crate::compiler::lexicon::name_key(&self.sing[k]);
            let written = |a: usize, b: usize| {
                let phrase = format!(" {} ", (a..b).map(|k| self.sing[k].as_str()).collect::<Vec<_>>().join(" "));
                lex.items_named((a..b).map(key)).iter().any(|&p| {
                    let words: Vec<String> = crate::compiler::lexicon::tokenize(&lex.items[p as usize].name)
                        .into_iter()
                        .filter(|t| t.is_word() || t.number().is_some())
                        .map(|t| crate::text::names::singular(&t.text))
                        .collect();
                    format!(" {} ", words.join(" ")).contains(&phrase)
                })
            };
            while j > i + 1 && !written(i, j) && written(i, j - 1) {
                j -= 1;
            }
            // A capitalised word before the run that names a category too ("Galaxy" of "Galaxy S7
            // edge cases") belongs to the name where some product's name holds them all.
            let mut start = i;
            while start > 0
                && self.open_word(start - 1)
                && !self.toks[start].boundary_before
                && self.toks[start - 1].orig.starts_with(|c: char| c.is_uppercase())
                && lex.index.is_category_word(&self.sing[start - 1])
                && !lex
                    .items_named((start - 1..j).map(|k| crate::compiler::lexicon::name_key(&self.toks[k].text)))
                    .is_empty()
            {
                start -= 1;
            }
            // The words as written, or their singulars ("ladies" / "lady", "thinkpads" /
            // "thinkpad"): alternatives, separated by `|`.
            let written: Vec<&str> = (start..j).map(|k| self.toks[k].text.as_str()).collect();
            let singular: Vec<&str> = (start..j).map(|k| self.sing[k].as_str()).collect();
            let mut phrase = written.join(" ");
            if singular != written {
                phrase = format!("{phrase}|{}", singular.join(" "));
            }
            let text = self.span_text(start, j);
            // "eye creams not from Kiehl's or Origins": after a negation, the name must not say it.
            let negated = self.negated_at(start);
            self.mark(start, j);
            // "ex-display or ex-demo": names joined by "or" are alternatives.
            if let Some((k, end)) = last.filter(|&(_, end)| end + 1 == start && self.word(end) == "or") {
                let merged = match &mut self.conds[k].0 {
                    Cond::NameContains(p) if !negated => Some(p),
                    Cond::NameLacks(p) if negated => Some(p),
                    _ => None,
                };
                if let Some(p) = merged {
                    p.push('|');
                    p.push_str(&phrase);
                    self.mark(end, start);
                    self.conds[k].2 = format!("{} or {text}", self.conds[k].2);
                    last = Some((k, j));
                    i = j;
                    continue;
                }
            }
            let cond = if negated { Cond::NameLacks(phrase) } else { Cond::NameContains(phrase) };
            self.conds.push((cond, 0.75, text, start));
            last = Some((self.conds.len() - 1, j));
            i = j;
        }
    }

    /// Words left over that the products' own prose states ("smoky", "handmade"; see
    /// [`Lexicon::prose_terms`]), in a question about products: the product's prose must state
    /// them. Words joined by "or" are
    /// alternatives ("seafood or fish"); a term most products state says nothing and is skipped.
    pub(crate) fn find_prose_terms(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        // "which beers does Dieu du Ciel make": once a value names the maker, the verb that
        // says it made them asks nothing of the prose.
        if self.conds.iter().any(|(c, ..)| matches!(c, Cond::Values { negated: false, .. })) {
            for k in 0..n {
                if self.open_word(k) && PRODUCER_VERBS.contains(&self.word(k)) {
                    self.used[k] = true;
                }
            }
        }
        // "which place fits the most guests", "holds 6 or more": a verb of room said of a
        // ranked or bounded number asks nothing of the prose.
        if self.sup_target.is_some() || self.conds.iter().any(|(c, ..)| matches!(c, Cond::Number { .. })) {
            for k in 0..n {
                if self.open_word(k)
                    && matches!(
                        self.word(k),
                        "fits" | "fit" | "holds" | "hold" | "sleeps" | "seats" | "takes" | "accommodates"
                    )
                {
                    self.used[k] = true;
                }
            }
        }
        // Only about products: the question names a category, product, value, number or price,
        // the catalog's own noun, or products in general ("items"), ranks or counts products
        // ("cheapest geisha", "how many geishas"), or says a word several product names write
        // ("geishas"); "the meaning of life" is not.
        let named_by_products = |p: &Parser, k: usize| {
            p.open_word(k)
                && lex.index.name_words.contains(&p.sing[k])
                && lex.items_named([crate::compiler::lexicon::name_key(&p.sing[k])]).len() >= 2
        };
        let about_products = !self.cats.is_empty()
            || !self.items.is_empty()
            || self.catalog_noun
            || self.pairing
            || self.sup_target.is_some()
            || self.count
            || self.conds.iter().any(|(c, ..)| !matches!(c, Cond::HasEntry { .. }))
            || (0..n).any(|k| {
                matches!(
                    self.word(k),
                    "items" | "item" | "products" | "product" | "ones" | "anything" | "stuff" | "something" | "things"
                )
            })
            || (0..n).any(|k| named_by_products(self, k));
        if !about_products {
            return;
        }
        // "which listing has the most bathrooms, we're a big group": a clause where the shopper
        // says who they are ("we're", "I'm": tokens "were", "im"), beside a ranking or a bound
        // that answers, asks nothing of the prose.
        if self.sup_target.is_some() || self.conds.iter().any(|(c, ..)| matches!(c, Cond::Number { .. })) {
            let mut k = 1;
            while k + 1 < n {
                let after = match (self.word(k), self.word(k + 1)) {
                    ("we", "are") | ("i", "am") => k + 2,
                    ("were" | "im", _) => k + 1,
                    _ => 0,
                };
                let mut e = k + 1;
                while e < n && !self.toks[e].boundary_before {
                    e += 1;
                }
                // Who they are ("a big group"), not what they do or bring ("traveling with my dog").
                let starts = self.toks[k].boundary_before
                    && after > 0
                    && matches!(self.word(after), "a" | "an")
                    && !(after..e).any(|j| matches!(self.word(j), "with" | "for" | "and"));
                if starts {
                    let mut e = k;
                    while e < n && (e == k || !self.toks[e].boundary_before) {
                        if self.is_word(e) && !self.used[e] {
                            self.used[e] = true;
                        }
                        e += 1;
                    }
                    k = e;
                } else {
                    k += 1;
                }
            }
        }
        // "for allergy sufferers", "for coffee lovers": the people a product is for are named by
        // the word before; the noun for them asks nothing of the prose.
        for k in 2..n {
            let after_for = self.word(k - 2) == "for" || (k >= 3 && self.word(k - 3) == "for" && self.is_word(k - 2));
            if after_for
                && self.open_word(k)
                && self.is_word(k - 1)
                && !self.toks[k].boundary_before
                && matches!(
                    self.word(k),
                    "sufferers"
                        | "lovers"
                        | "owners"
                        | "fans"
                        | "users"
                        | "people"
                        | "folks"
                        | "enthusiasts"
                        | "drinkers"
                )
            {
                self.used[k] = true;
            }
        }
        let usable = |term: &str| usable_prose_term(lex, term);
        // The open words of the question as (first token, last token + 1, text): hyphenated
        // words joined ("built-in" → "builtin"), as the prose facts are written.
        // (first token, last token + 1, word, pair only): a graded adjective or a plain quality
        // word no other pass read ("low latency", "dishwasher safe", "easy to clean") only as
        // part of a phrase the prose writes.
        let mut units: Vec<(usize, usize, String, bool)> = Vec::new();
        let pair_only = |p: &Parser, i: usize| {
            let w = p.word(i);
            p.is_word(i)
                && !p.used[i]
                && (adjective(w).is_some() || matches!(w, "safe" | "easy" | "comfortable" | "reliable"))
        };
        let mut i = 0;
        while i < n {
            if !(self.open_word(i) || pair_only(self, i)) {
                i += 1;
                continue;
            }
            let only_in_pair = !self.open_word(i);
            // "… on the back": where a feature sits, after one (`mark_placement`).
            if !units.is_empty() && PLACEMENTS.contains(&self.word(i)) {
                let article = usize::from(i >= 2 && matches!(self.word(i - 1), "the" | "its" | "their"));
                if let Some(p) = (i - article).checked_sub(1) {
                    if self.mark_placement(p) {
                        i += 1;
                        continue;
                    }
                }
            }
            let mut j = i + 1;
            let mut word = self.toks[i].text.clone();
            while j < n && self.toks[j].hyphen_before && self.is_word(j) && !self.used[j] {
                word.push_str(&self.toks[j].text);
                j += 1;
            }
            units.push((i, j, word, only_in_pair));
            i = j;
        }
        // (first token, last token + 1, terms) of each usable word or two-word phrase; the
        // terms are the ways the prose may write it ("wall mounted" / "wall-mounted").
        // (first token, last token + 1, terms, name stems): a word product names write too is
        // also read in the name ("Braided Lightning Cable"), the stem as the name's word start.
        let mut found: Vec<(usize, usize, Vec<String>, Vec<String>)> = Vec::new();
        // A negated word ("shoes that aren't waterproof", "socks without cushioning") asks the
        // prose not to state it.
        let mut u = 0;
        while u < units.len() {
            let (i, j, word, only_in_pair) = &units[u];
            let (i, j, only_in_pair) = (*i, *j, *only_in_pair);
            // Two words the prose writes as a phrase ("black cherry", "machine washable", "FM
            // radio", "ready to drink"; also the other way round: "height adjustable"): one
            // term, even where a word alone is a catalog word.
            let next_to = |a: usize| {
                a >= j
                    && a - j <= 3
                    && (j..=a).all(|t| !self.toks[t].boundary_before)
                    && (j..a).all(|t| crate::compiler::prose_facts::GLUE.contains(&self.word(t)))
            };
            // "finished in rum casks": a pair across a glue word gives way to the pair the next
            // word makes with the word right after it ("rum cask").
            let gives_way = units.get(u + 1).is_some_and(|(a, ..)| *a > j)
                && match (units.get(u + 1), units.get(u + 2)) {
                    (Some((_, b, w1, _)), Some((c, _, w2, _))) => {
                        *c == *b
                            && !self.toks[*c].boundary_before
                            && usable(&format!("{} {}", term_stem(w1), term_stem(w2)))
                    }
                    _ => false,
                };
            if let Some((_, k, next, _)) = units.get(u + 1).filter(|(a, ..)| next_to(*a) && !gives_way) {
                let (a, b) = (term_stem(word), term_stem(next));
                let mut forms = vec![format!("{a} {b}"), term_stem(&format!("{word}{next}")), format!("{b} {a}")];
                // "fingerprint sensor" also asks "fingerprint reader" and "fingerprint scanner".
                for a in prose_synonyms(word) {
                    for b in prose_synonyms(next) {
                        forms.extend([format!("{a} {b}"), format!("{b} {a}")]);
                    }
                }
                let mut terms: Vec<String> = Vec::new();
                for t in forms.into_iter().filter(|t| usable(t)) {
                    if !terms.contains(&t) {
                        terms.push(t);
                    }
                }
                // A pair names also write ("Rose Gold", "6s Plus", "Anti-Calc"): the text or the
                // name says it, the two words next to each other in the name (the name alone
                // where no prose states the pair).
                let named = |w: &str| {
                    lex.index.name_words.contains(&crate::text::names::singular(w)) || lex.index.name_words.contains(w)
                };
                let plain = |w: &str| w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
                let names = if named(word) && named(next) && plain(word) && plain(next) {
                    vec![format!("{}[a-z]*[ &+-]{{0,3}}{}", term_stem(word), term_stem(next))]
                } else {
                    Vec::new()
                };
                // Names alone make it a phrase where most names with both words write them
                // together ("Anti-Calc"; not "Kakalove … Espresso").
                let (s1, s2) = (term_stem(word), term_stem(next));
                let both = lex.items_named(
                    [word, next].map(|w| crate::compiler::lexicon::name_key(&crate::text::names::singular(w))),
                );
                let together = both
                    .iter()
                    .filter(|&&p| adjacent_in_name(&lex.items[p as usize].name.to_lowercase(), &s1, &s2))
                    .count();
                let in_names = !names.is_empty() && together > 0 && together * 2 >= both.len();
                if !terms.is_empty() || in_names {
                    found.push((i, *k, terms, names));
                    u += 2;
                    continue;
                }
            }
            u += 1;
            // "set in high school" where "school" named the category "School": a graded or
            // quality word no pass read and the category word after it are a phrase the prose
            // states, asked of that category (not "hiking shoes", "usb cables": a noun before a
            // category word is read on its own).
            if only_in_pair && j == i + 1 && j < n && self.used[j] && !self.toks[j].boundary_before && self.is_word(j) {
                let pair = format!("{} {}", term_stem(word), term_stem(self.word(j)));
                if lex.index.is_category_word(&self.sing[j]) && usable(&pair) {
                    found.push((i, j + 1, vec![pair], Vec::new()));
                    continue;
                }
            }
            if only_in_pair {
                continue;
            }
            let stem = term_stem(word);
            if lex.prose_common_terms.contains(&stem) && !lex.index.words.contains(&self.sing[i]) {
                // Most products' prose says it: it describes the catalog ("taste" of wines).
                self.mark(i, j);
                continue;
            }
            // "hands on", "built in", "slip on": a word and the particle after it that the prose
            // writes as one word ("hands-on").
            let particle = (j == i + 1 && j < n && self.is_word(j) && !self.used[j] && !self.toks[j].boundary_before)
                .then(|| self.word(j))
                .filter(|w| matches!(*w, "on" | "in" | "up" | "out" | "off" | "over" | "back" | "down" | "away"))
                .map(|p| term_stem(&format!("{word}{p}")))
                .filter(|t| usable(t));
            if let Some(t) = particle {
                found.push((i, j + 1, vec![t], Vec::new()));
                continue;
            }
            // A word the catalog writes in its specs, sections or categories is a spec the parser
            // did not place, not a prose fact. A word product names write too ("Case with
            // Kickstand") is one where the prose states it: names are no spec rows. (Words
            // written only in names were tried as "name or text says": better on one dev
            // catalog, worse on another.)
            let spec_word = |w: &String| {
                lex.index.entry_words.contains_key(w)
                    || lex.index.value_words.contains_key(w)
                    || lex.index.feature_words.contains_key(w)
                    || lex.index.is_category_word(w)
            };
            // Values the prose outweighs (`prose_outweighs_values`) do not make it a spec word.
            let spec_word = |w: &String| {
                spec_word(w)
                    && !(!lex.index.entry_words.contains_key(w)
                        && !lex.index.feature_words.contains_key(w)
                        && !lex.index.is_category_word(w)
                        && self.prose_outweighs_values(
                            &[w.as_str()],
                            lex.index.value_words.get(w).map(Vec::as_slice).unwrap_or_default(),
                            i,
                        ))
            };
            // A hyphened word is one word ("co-op": its "co" is no "CAPCOM Co." value).
            let compound = j > i + 1;
            let catalog_word = (!compound && spec_word(&self.sing[i]))
                || spec_word(word)
                || (!compound && lex.index.section_tokens.iter().any(|s| s.contains(&self.sing[i])));
            // A hyphenated pair may be written apart ("full-bodied" / "full bodied").
            let apart = (j == i + 2).then(|| format!("{} {}", term_stem(self.word(i)), term_stem(self.word(i + 1))));
            // "can also blow" where the prose says "blower": the verb's agent or action noun the
            // prose states ("-er", "-or", "-ion", "-ment").
            let own = term_stem(word);
            let derived = (own.len() >= 4 && !compound)
                .then(|| ["er", "or", "ion", "ment"].map(|s| format!("{own}{s}")))
                .into_iter()
                .flatten()
                .filter(|t| usable(t));
            let mut terms: Vec<String> =
                prose_synonyms(word).into_iter().chain(apart).filter(|t| usable(t)).chain(derived).collect();
            // "hypoalergenic": a word neither the catalog nor its prose writes, one slip from a
            // term the prose states, is that term.
            if terms.is_empty() && !catalog_word && !compound && !lex.index.words.contains(&self.sing[i]) {
                terms.extend(prose_slip(lex, word));
            }
            if !terms.is_empty() && !catalog_word {
                let in_names = lex.index.name_words.contains(&self.sing[i]) || lex.index.name_words.contains(word);
                let name = (in_names && stem.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
                    .then(|| stem.clone());
                found.push((i, j, terms, name.into_iter().collect()));
            }
        }
        let mut k = 0;
        while k < found.len() {
            let (start, mut end, mut stems, mut names) = found[k].clone();
            let negated = self.negated_at(start);
            // "so it won't tip over": a verb a modal negates says what the product does, not a
            // word its prose must not write.
            let modal_not = (start.saturating_sub(3)..start).any(|k| {
                self.word(k) == "not"
                    && k > 0
                    && matches!(
                        self.word(k - 1),
                        "will" | "would" | "can" | "could" | "should" | "might" | "must" | "shall"
                    )
            });
            if negated && modal_not {
                k += 1;
                continue;
            }
            // "can shoot 4K video", "able to record 4K": the verb before its object only says
            // what the object is for; the object is the constraint.
            let verb = end == start + 1
                && start > 0
                && matches!(self.word(start - 1), "can" | "could" | "will" | "to")
                && found.get(k + 1).is_some_and(|f| f.0 == end);
            // "aged in rum casks", "finished or aged in sherry casks", "topped with foam", "bred
            // as sled dogs": a participle (or two joined by "or") before a preposition relates the
            // product to the feature that follows; the feature is the constraint.
            let participle = |p: &Parser, i: usize| p.word(i).len() >= 4 && p.word(i).ends_with("ed");
            let relation_end = (end == start + 1 && participle(self, start)).then(|| {
                let mut e = end;
                while self.word(e) == "or" && participle(self, e + 1) {
                    e += 2;
                }
                (matches!(self.word(e), "in" | "with" | "from" | "on" | "by" | "as" | "for")
                    && found.iter().any(|f| f.0 == e + 1))
                .then_some(e + 1)
            });
            if let Some(stop) = relation_end.flatten() {
                self.mark(start, stop);
                self.mark_joined_participles(start);
                while k < found.len() && found[k].0 < stop {
                    k += 1;
                }
                continue;
            }
            if verb {
                self.mark(start, end);
                k += 1;
                continue;
            }
            // "seafood or fish": alternatives ("not X or Y": neither).
            while k + 1 < found.len()
                && found[k + 1].0 == end + 1
                && self.word(end) == "or"
                && self.negated_at(found[k + 1].0) == negated
            {
                k += 1;
                stems.extend(found[k].2.iter().cloned());
                names.extend(found[k].3.iter().cloned());
                end = found[k].1;
            }
            let words = self.span_text(start, end);
            self.mark(start, end);
            // Below what `ask` trusts on its own: a word of the prose may be a wish ("easy to use
            // for an older relative") rather than a feature; without an LLM it still answers (the
            // offline partial answer), with one the router and the LLM decide.
            let cond = Cond::States {
                stems,
                words: words.clone(),
                names,
                negated,
                denied: Vec::new(),
                unmentioned: Vec::new(),
            };
            self.conds.push((cond, PROSE_FACT_CONFIDENCE, words, start));
            self.mark_placement(end);
            // "a salty or briny taste", "cherry notes": the sense a quality is of says no more.
            let sense = found.get(k + 1).is_some_and(|f| f.0 == end) || !self.used.get(end).copied().unwrap_or(true);
            if sense
                && matches!(
                    self.word(end),
                    "taste"
                        | "tastes"
                        | "flavour"
                        | "flavor"
                        | "flavours"
                        | "flavors"
                        | "note"
                        | "notes"
                        | "aroma"
                        | "aromas"
                        | "kick"
                        | "hint"
                        | "hints"
                        | "undertone"
                        | "undertones"
                )
            {
                self.used[end] = true;
                if found.get(k + 1).is_some_and(|f| f.0 == end && f.1 == end + 1) {
                    k += 1;
                }
            }
            k += 1;
        }
        // "finished in rum casks" where "finished" is no term the prose states: the participle
        // only relates the product to the stated feature after it.
        let stated_at: Vec<usize> =
            self.conds.iter().filter(|(c, ..)| matches!(c, Cond::States { .. })).map(|c| c.3).collect();
        for i in 0..n.saturating_sub(2) {
            let w = self.word(i);
            if self.open_word(i)
                && w.len() >= 4
                && w.ends_with("ed")
                && matches!(self.word(i + 1), "in" | "with" | "from" | "on" | "by")
                && stated_at.contains(&(i + 2))
            {
                self.mark(i, i + 2);
                self.mark_joined_participles(i);
            }
        }
        self.join_restated_terms();
    }

    /// "hypoallergenic dogs for allergy sufferers": two things the prose must state whose stems
    /// share a root of five letters or more (one holds the other: "allerg" in "hypoallergen") say
    /// one need twice; either statement answers it.
    fn join_restated_terms(&mut self) {
        let plain = |c: &Cond| match c {
            Cond::States { stems, negated: false, denied, unmentioned, .. }
                if denied.is_empty() && unmentioned.is_empty() =>
            {
                Some(stems.clone())
            }
            _ => None,
        };
        let shares_root = |a: &[String], b: &[String]| {
            a.iter().any(|x| {
                b.iter().any(|y| {
                    let (short, long) = if x.len() <= y.len() { (x, y) } else { (y, x) };
                    short.len() >= 5 && short != long && !short.contains(' ') && long.contains(short.as_str())
                })
            })
        };
        let mut gone = Vec::new();
        for a in 0..self.conds.len() {
            let Some(sa) = plain(&self.conds[a].0) else { continue };
            for b in a + 1..self.conds.len() {
                if gone.contains(&b) {
                    continue;
                }
                let Some(sb) = plain(&self.conds[b].0) else { continue };
                if !shares_root(&sa, &sb) {
                    continue;
                }
                let (other, text) = (self.conds[b].0.clone(), self.conds[b].2.clone());
                if let (
                    Cond::States { stems, words, names, .. },
                    Cond::States { stems: s2, words: w2, names: n2, .. },
                ) = (&mut self.conds[a].0, other)
                {
                    stems.extend(s2.into_iter().filter(|t| !stems.contains(t)).collect::<Vec<_>>());
                    names.extend(n2);
                    *words = format!("{words} or {w2}");
                }
                self.conds[a].2 = format!("{} or {text}", self.conds[a].2);
                gone.push(b);
            }
        }
        self.remove_conds(gone);
    }

    /// "finished or aged in …": participles joined by "or" before the one at `at` say the same.
    fn mark_joined_participles(&mut self, at: usize) {
        let mut a = at;
        while a >= 2 && self.word(a - 1) == "or" && self.word(a - 2).ends_with("ed") && !self.used[a - 2] {
            self.mark(a - 2, a);
            a -= 2;
        }
    }

    /// "cable outlets at the back", "a fingerprint sensor on the back": where on the product a
    /// feature the prose states sits says no more than the feature (prose writes it in other
    /// words: "lead cables out the back"); the words from `at` are explained.
    fn mark_placement(&mut self, at: usize) -> bool {
        let mut j = at;
        if !matches!(self.word(j), "at" | "on" | "in" | "to" | "along") || self.used.get(j).is_none_or(|u| *u) {
            return false;
        }
        j += 1;
        if matches!(self.word(j), "the" | "its" | "their") {
            j += 1;
        }
        let placed = PLACEMENTS.contains(&self.word(j)) && self.free(at, j + 1) && !self.toks[at].boundary_before;
        if placed {
            self.mark(at, j + 1);
        }
        placed
    }

    /// A stop word written in capitals that is a catalog value ("from the US").
    pub(crate) fn capitalised_value(&self, i: usize) -> bool {
        let t = &self.toks[i];
        t.orig.chars().count() >= 2
            && t.orig.chars().all(|c| c.is_uppercase())
            && self.lex.index.value_words.contains_key(&t.text)
    }

    pub(crate) fn find_phrases(&mut self) {
        let ctx = self.context();
        let n = self.toks.len();
        let content = |p: &Parser, i: usize| -> bool {
            if p.toks[i].number().is_some() {
                // A number of an entry's own name ("HDMI 2.1") belongs to the run.
                return !p.used[i] && p.in_entry_name(i);
            }
            // A stop word that starts a spec label ("other" of "Other colours available") and
            // comes right before a word of it belongs to the run.
            let label_word = |i: usize| {
                let starts = &p.lex.index.label_starts;
                p.sing.get(i + 1).is_some_and(|next| starts.contains(&(p.sing[i].clone(), next.clone())))
            };
            p.is_word(i)
                && !p.used[i]
                && (!is_stop(p.word(i))
                    || matches!(p.word(i), "only" | "type")
                    || p.capitalised_value(i)
                    || label_word(i))
                && !NEGATIONS.contains(&p.word(i))
        };
        let mut i = 0;
        while i < n {
            if !content(self, i) {
                i += 1;
                continue;
            }
            let mut j = i;
            while j < n && content(self, j) && (j == i || !self.toks[j].boundary_before) {
                j += 1;
            }
            // "a view of the cathedral": a head noun its complement after "of" specifies, where
            // no value writes the complement, names none of the values it heads ("Garden view").
            let article = usize::from(matches!(self.word(j + 1), "the" | "a" | "an"));
            let complement = j + 1 + article;
            if j == i + 1
                && self.word(j) == "of"
                && complement < n
                && content(self, complement)
                && !self.lex.index.value_words.contains_key(&self.sing[complement])
                && usable_prose_term(self.lex, &term_stem(self.word(complement)))
            {
                i = j;
                continue;
            }
            let j = self.value_goes_on(j);
            self.match_run(i, j, &ctx);
            i = j.max(i + 1);
        }
        self.join_alternatives();
        self.merge_single_values();
        self.drop_entry_words_after_values();
    }

    /// The end of a run of content words `..j` carried on over the small words a value writes
    /// after its last word, to the end of that value: "eager to please" is the trainability
    /// "Eager to Please", not the temperament "Eager" and two stop words.
    fn value_goes_on(&self, j: usize) -> usize {
        let n = self.toks.len();
        if j == 0
            || j >= n
            || self.toks[j].boundary_before
            || !self.is_word(j)
            || self.used[j]
            || !is_stop(self.word(j))
        {
            return j;
        }
        let last = &self.sing[j - 1];
        let Some(values) = self.lex.index.value_words.get(last) else { return j };
        let mut end = j;
        for &(e, v) in values {
            let toks = &self.lex.index.value_tokens[e as usize][v as usize];
            for (k, _) in toks.iter().enumerate().filter(|(_, t)| *t == last) {
                // The value's words after `last`, written on in the question, to its end.
                let rest = &toks[k + 1..];
                let fits = !rest.is_empty()
                    && j + rest.len() <= n
                    && rest.iter().enumerate().all(|(d, t)| {
                        let q = j + d;
                        !self.used[q] && self.is_word(q) && !self.toks[q].boundary_before && self.sing[q] == *t
                    });
                if fits {
                    end = end.max(j + rest.len());
                }
            }
        }
        end
    }

    /// "raw diets", "red colours": a word right after a value that names the value's own
    /// entry (Special Diet, Colour) says what the value is, not a second value that merely
    /// contains it ("Science Diet"). Its condition is dropped; the word stays understood.
    fn drop_entry_words_after_values(&mut self) {
        let lex = self.lex;
        let mut order: Vec<usize> = (0..self.conds.len()).collect();
        order.sort_by_key(|k| self.conds[*k].3);
        let mut gone = Vec::new();
        for w in order.windows(2) {
            let (a, b) = (w[0], w[1]);
            let (Cond::Values { pairs: first, negated: false, .. }, Cond::Values { negated: false, .. }) =
                (&self.conds[a].0, &self.conds[b].0)
            else {
                continue;
            };
            let (sa, sb) = (self.conds[a].3, self.conds[b].3);
            if self.conds[b].2.contains(' ') || sb <= sa || !(sa..sb).all(|t| self.used[t]) {
                continue;
            }
            let word = &self.sing[sb];
            let names_entry = first.iter().any(|(e, _)| lex.index.entry_tokens[*e as usize].iter().any(|t| t == word));
            if names_entry && !gone.contains(&a) {
                gone.push(b);
            }
        }
        self.remove_conds(gone);
    }

    /// "BMW or Audi", "by Jabra or Plantronics": two values of the same spec joined by "or"
    /// are one condition on either (two conditions would ask for both). Negated ones stay apart:
    /// "not Jabra or Plantronics" excludes each.
    fn join_alternatives(&mut self) {
        let mut order: Vec<usize> = (0..self.conds.len()).collect();
        order.sort_by_key(|k| self.conds[*k].3);
        let mut gone: Vec<usize> = Vec::new();
        let mut w = 0;
        while w + 1 < order.len() {
            let (a, b) = (order[w], order[w + 1]);
            let entries = |c: &Cond| match c {
                Cond::Values { pairs, negated: false, .. } => {
                    let mut e: Vec<u32> = pairs.iter().map(|p| p.0).collect();
                    e.sort_unstable();
                    e.dedup();
                    Some(e)
                }
                _ => None,
            };
            let same = matches!((entries(&self.conds[a].0), entries(&self.conds[b].0)), (Some(x), Some(y)) if x == y);
            // The words between the two: the first one's own, then exactly "or".
            let (sa, sb) = (self.conds[a].3, self.conds[b].3);
            let mut t = sa;
            while t < sb && self.used[t] {
                t += 1;
            }
            let by_or = t + 1 == sb && self.word(t) == "or" && !self.toks[sb].boundary_before;
            // "S4, S5 or TTS": a comma before a value that an "or" joins to the next one.
            let by_comma = t == sb && self.toks[sb].boundary_before && {
                let next_or = order.get(w + 2).is_some_and(|&c| {
                    let sc = self.conds[c].3;
                    let mut u = sb;
                    while u < sc && self.used[u] {
                        u += 1;
                    }
                    u + 1 == sc && self.word(u) == "or" && entries(&self.conds[c].0) == entries(&self.conds[b].0)
                });
                next_or || self.conds[b].2.contains(" or ")
            };
            if same && (by_or || by_comma) {
                let (Cond::Values { pairs: first, .. }, Cond::Values { pairs: more, .. }) =
                    (self.conds[a].0.clone(), self.conds[b].0.clone())
                else {
                    unreachable!("both are values")
                };
                let mut joined: Vec<(u32, u32)> = first.into_iter().chain(more).collect();
                joined.sort_unstable();
                joined.dedup();
                let label = self.values_label(&joined, &self.context());
                let phrase = format!("{}{} {}", self.conds[a].2, if by_or { " or" } else { "," }, self.conds[b].2);
                self.conds[a].0 = Cond::Values { pairs: joined, negated: false, label };
                self.conds[a].1 = self.conds[a].1.min(self.conds[b].1);
                self.conds[a].2 = phrase;
                if by_or {
                    self.used[t] = true;
                }
                gone.push(b);
                order.remove(w + 1);
                continue;
            }
            w += 1;
        }
        self.remove_conds(gone);
    }

    /// Removes conditions by index (similarities are keyed by condition index).
    pub(crate) fn remove_conds(&mut self, mut gone: Vec<usize>) {
        gone.sort_unstable();
        gone.dedup();
        for k in gone.into_iter().rev() {
            self.conds.remove(k);
            self.cond_similarity = std::mem::take(&mut self.cond_similarity)
                .into_iter()
                .filter(|(i, _)| *i != k)
                .map(|(i, s)| if i > k { (i - 1, s) } else { (i, s) })
                .collect();
        }
    }

    /// "bed frame that has storage": two values of an entry that holds about one value per
    /// product (its values' products add up to at most 1.5× its products) found apart would
    /// match nothing together; they ask for the values that have the words of both ("Bed frame
    /// with storage"). Kept apart when no value has them all, and for two one-word values
    /// (two values of one split cell: "outdoor tables").
    fn merge_single_values(&mut self) {
        let lex = self.lex;
        let one_entry = |c: &Cond| match c {
            Cond::Values { pairs, negated: false, .. } if !pairs.is_empty() => {
                pairs.iter().all(|p| p.0 == pairs[0].0).then_some(pairs[0].0)
            }
            _ => None,
        };
        let mut gone: Vec<usize> = Vec::new();
        for a in 0..self.conds.len() {
            for b in a + 1..self.conds.len() {
                if gone.contains(&a) || gone.contains(&b) {
                    continue;
                }
                let (Some(e), Some(eb)) = (one_entry(&self.conds[a].0), one_entry(&self.conds[b].0)) else { continue };
                let entry = &lex.entries[e as usize];
                let held: u32 = entry.values.iter().map(|v| v.products).sum();
                // Two one-word values ("outdoor tables") are two values of one split cell.
                let one_word = |k: usize| !self.conds[k].2.contains(' ');
                if e != eb || held > entry.products + entry.products / 2 || one_word(a) && one_word(b) {
                    continue;
                }
                let (Cond::Values { pairs: pa, .. }, Cond::Values { pairs: pb, .. }) =
                    (&self.conds[a].0, &self.conds[b].0)
                else {
                    continue;
                };
                if pa.iter().any(|p| pb.contains(p)) {
                    continue;
                }
                let words: Vec<String> = crate::compiler::lexicon::name_words(&self.conds[a].2)
                    .into_iter()
                    .chain(crate::compiler::lexicon::name_words(&self.conds[b].2))
                    .filter(|w| !is_stop(w))
                    .collect();
                if words.is_empty() {
                    continue;
                }
                let merged: Vec<(u32, u32)> = lex.index.value_tokens[e as usize]
                    .iter()
                    .enumerate()
                    .filter(|(_, toks)| words.iter().all(|w| toks.contains(w)))
                    .map(|(v, _)| (e, v as u32))
                    .collect();
                if merged.is_empty() {
                    continue;
                }
                let label = self.values_label(&merged, &self.context());
                let phrase = format!("{} … {}", self.conds[a].2, self.conds[b].2);
                self.conds[a].0 = Cond::Values { pairs: merged, negated: false, label };
                self.conds[a].1 = self.conds[a].1.min(self.conds[b].1);
                self.conds[a].2 = phrase;
                gone.push(b);
            }
        }
        self.remove_conds(gone);
    }

    /// Matches a run of content words against features, entries and values.
    pub(crate) fn match_run(&mut self, a: usize, b: usize, ctx: &[Vec<u32>]) {
        let lex = self.lex;
        #[derive(Clone)]
        enum M {
            Feature(u32),
            Entry(Vec<u32>),
            Values(Vec<(u32, u32)>),
        }
        let mut cands: Vec<(usize, usize, f64, u8, M)> = Vec::new();
        for s in a..b {
            for e in s + 1..=b.min(s + 6) {
                let q: Vec<&str> = (s..e).map(|k| self.sing[k].as_str()).collect();
                if (s..e).all(|k| is_stop(&self.sing[k]) && !self.capitalised_value(k)) {
                    continue;
                }
                // Features not tied to an entry ("5G Support").
                for (f, ftoks) in lex.index.feature_tokens.iter().enumerate() {
                    let feat = &lex.features[f];
                    if feat.entry.is_some() || feat.products == 0 {
                        continue;
                    }
                    let (score, used) = label_match(&q, ftoks);
                    if score > 0.0 && used.iter().all(|u| *u) {
                        let distinct_all = ftoks
                            .iter()
                            .filter(|t| !GENERIC_LABEL_WORDS.contains(&t.as_str()))
                            .all(|t| q.contains(&t.as_str()));
                        let score = if distinct_all { 1.0 } else { score };
                        cands.push((s, e, score, 3, M::Feature(f as u32)));
                    }
                }
                // Entries.
                let all = |_: u32| true;
                for (members, score, used) in self.entry_groups(&q, ctx, &all) {
                    if used.iter().all(|u| *u) {
                        let boolean = members.iter().any(|m| lex.entry_kind(*m) == EntryKind::Boolean);
                        cands.push((s, e, score, if boolean { 2 } else { 0 }, M::Entry(members)));
                    }
                }
                // Values containing the words.
                let mut pairs = self.values_containing(&q, ctx);
                if self.coincidental_values(&q, &pairs)
                    || (self.items.is_empty() && self.prose_outweighs_values(&q, &pairs, s))
                    || self.part_of_a_prose_phrase(&q, &pairs, s, e)
                {
                    pairs.clear();
                }
                // "bunk beds": the category word after the run (already read as the category)
                // is the head of the values the run begins ("Bunk bed frame").
                if pairs.is_empty()
                    && e == b
                    && b < self.toks.len()
                    && self.used[b]
                    && !self.toks[b].boundary_before
                    && lex.index.is_category_word(&self.sing[b])
                {
                    let mut with_head = q.clone();
                    with_head.push(self.sing[b].as_str());
                    pairs = self.values_containing(&with_head, ctx);
                    if self.items.is_empty() && self.prose_outweighs_values(&with_head, &pairs, s) {
                        pairs.clear();
                    }
                }
                if !pairs.is_empty() {
                    let exact =
                        pairs.iter().any(|(en, v)| lex.index.value_tokens[*en as usize][*v as usize].len() == q.len());
                    let groups: HashSet<u32> = pairs.iter().map(|(en, _)| lex.entries[*en as usize].group).collect();
                    let mut score = if exact { 1.0 } else { 0.85 };
                    if groups.len() > 1 {
                        score *= 0.9;
                    }
                    cands.push((s, e, score, 1, M::Values(pairs)));
                }
            }
        }
        cands.sort_by(|x, y| {
            (y.1 - y.0).cmp(&(x.1 - x.0)).then(y.2.total_cmp(&x.2)).then(y.3.cmp(&x.3)).then(x.0.cmp(&y.0))
        });
        let mut taken: Vec<(usize, usize, f64, M)> = Vec::new();
        for (s, e, score, _, m) in cands {
            if score < 0.34 || taken.iter().any(|t| s < t.1 && t.0 < e) {
                continue;
            }
            taken.push((s, e, score, m));
        }
        taken.sort_by_key(|t| t.0);
        // An entry word next to a value of that entry only qualifies the value ("backlit keyboard").
        let skip: Vec<bool> = taken
            .iter()
            .map(|(s, e, _, m)| {
                let M::Entry(members) = m else { return false };
                taken.iter().any(|(vs, ve, _, vm)| {
                    matches!(vm, M::Values(pairs) if (ve == s || e == vs) && pairs.iter().any(|(en, _)| members.contains(en)))
                })
            })
            .collect();
        let lookup = !self.items.is_empty();
        // "Which smart forTwo are electric?", "renault clio, demo or pre-registered" (the range
        // first, then values): over one named range, the products with the value; "Is the smart
        // forTwo electric?" looks it up.
        // "bookcases from BILLY", "cases by OtterBox": a range after "from" or "by" is a filter too.
        // "big Technic sets over 2,000 pieces": a range with the shop's noun or a category (not
        // a yes/no question about it) is a filter too.
        let yes_no = matches!(self.word(0), "is" | "are" | "does" | "do" | "has" | "have" | "can");
        // "the cheapest kallax shelf unit", "how many KALLAX desks": a ranking or a count over
        // the range filters it too (the value was a lookup target, and a superlative drops those).
        let listing = (self.word(0) == "which"
            || self.items.first().is_some_and(|(_, at)| *at == 0 || matches!(self.word(at - 1), "from" | "by"))
            || (!yes_no && (self.catalog_noun || !self.cats.is_empty()))
            || self.sup_target.is_some()
            || self.count)
            && self.items.len() == 1
            && self.groups.is_empty()
            && matches!(self.items[0].0, NameRef::Range(_));
        let value_lookup = lookup && !listing;
        for (x, (s, e, score, m)) in taken.into_iter().enumerate() {
            let phrase = self.span_text(s, e);
            let conf = 0.6 + 0.4 * score;
            if skip[x] {
                self.mark(s, e);
                continue;
            }
            let negated = self.negated_at(s);
            match m {
                M::Feature(f) => {
                    self.mark(s, e);
                    if value_lookup {
                        self.targets.push((Target::Feature(f), conf, phrase, s));
                    } else {
                        self.conds.push((Cond::Feature { feature: f, negated }, conf, phrase, s));
                    }
                }
                M::Values(pairs) if !lookup && self.describes_number(&pairs, e - s) => {
                    // "30 hours of playback": words of the entry's own values next to its number
                    // describe the number, they are not a second constraint.
                    self.mark(s, e);
                }
                M::Values(pairs) => {
                    self.mark(s, e);
                    let label = self.values_label(&pairs, ctx);
                    if value_lookup {
                        let mut entries: Vec<u32> = pairs.iter().map(|p| p.0).collect();
                        entries.dedup();
                        self.targets.push((Target::Raw { entries, label }, conf, phrase, s));
                    } else {
                        self.conds.push((Cond::Values { pairs, negated, label }, conf, phrase, s));
                    }
                }
                M::Entry(_) if !lookup && (s..e).all(|k| adjective(self.word(k)).is_some()) => {
                    // "a quiet fridge", "light laptops": gradable, but no bound and no "-est".
                    self.mark(s, e);
                    let base = adjective(self.word(s)).map(|a| a.0).unwrap_or_default();
                    let sup = ADJECTIVES.iter().find(|a| a.0 == base).map(|a| a.2).filter(|s| !s.is_empty());
                    self.problem(
                        Stage::Mentions,
                        match sup {
                            Some(sup) => format!("\"{phrase}\" is vague: give a bound or ask for the {sup}"),
                            None => format!("\"{phrase}\" is vague: give a bound"),
                        },
                    );
                }
                M::Entry(members) => {
                    // Values of this entry right after (or before) it: "energy class of A or B".
                    if let Some((pairs, vs, ve)) = self.scoped_values(&members, e, s) {
                        self.mark(s, e);
                        self.mark(vs, ve);
                        let label = self.values_label(&pairs, ctx);
                        let phrase = self.span_text(s.min(vs), e.max(ve));
                        if lookup {
                            self.targets.push((Target::Raw { entries: members, label }, conf, phrase, s));
                        } else {
                            self.conds.push((Cond::Values { pairs, negated, label }, conf, phrase, s));
                        }
                        continue;
                    }
                    let kind = lex.entry_kind(members[0]);
                    // "time travel movies": a spec's one word ("Running time") that the prose
                    // writes in a phrase with its neighbour is the prose's phrase.
                    if !lookup && e == s + 1 && kind != EntryKind::Boolean && self.in_prose_phrase(s) {
                        continue;
                    }
                    self.mark(s, e);
                    let label = self.group_label(&members, ctx);
                    // "Star Wars sets with minifigures", "… without any": over a listed range, a
                    // spec after "with" or a negation is a filter, not a value to look up.
                    let with = s > 0 && matches!(self.word(s - 1), "with" | "without" | "no" | "any");
                    if lookup && !(listing && (with || negated)) {
                        let target = match self.num_of(&members, ctx, None) {
                            Some(num) if kind == EntryKind::Numeric => Target::Number(num),
                            _ => Target::Raw { entries: members, label },
                        };
                        self.targets.push((target, conf, phrase, s));
                        continue;
                    }
                    // (entry, value) pairs of the group whose value reads as yes (or as no).
                    let yes_no_values = |answer: bool| -> Vec<(u32, u32)> {
                        members
                            .iter()
                            .flat_map(|m| {
                                lex.entries[*m as usize]
                                    .values
                                    .iter()
                                    .enumerate()
                                    .filter(move |(_, v)| v.yes == Some(answer))
                                    .map(move |(k, _)| (*m, k as u32))
                            })
                            .collect()
                    };
                    let pairs = yes_no_values(true);
                    if kind == EntryKind::Boolean && !pairs.is_empty() {
                        self.conds.push((Cond::Values { pairs, negated, label }, conf, phrase, s));
                    } else {
                        // "with a freezer", "with a webcam": the spec is listed and not a no-value.
                        let no_values = yes_no_values(false);
                        self.conds.push((
                            Cond::HasEntry { entries: members, no_values, negated, label },
                            conf * 0.9,
                            phrase,
                            s,
                        ));
                    }
                }
            }
        }
    }

    /// True when `pairs` only partly match (`len` words of longer values) and all belong to
    /// entries a numeric condition of the question already constrains.
    pub(crate) fn describes_number(&self, pairs: &[(u32, u32)], len: usize) -> bool {
        let lex = self.lex;
        let numbered: HashSet<u32> = self
            .conds
            .iter()
            .filter_map(|c| match &c.0 {
                Cond::Number { num, .. } => Some(num.entries.iter().copied()),
                _ => None,
            })
            .flatten()
            .collect();
        pairs.iter().all(|(e, v)| numbered.contains(e) && lex.index.value_tokens[*e as usize][*v as usize].len() > len)
    }

    /// `(entry, value)` pairs whose value name contains the words contiguously.
    pub(crate) fn values_containing(&self, q: &[&str], ctx: &[Vec<u32>]) -> Vec<(u32, u32)> {
        let lex = self.lex;
        let Some(first) = q.first() else { return Vec::new() };
        let Some(cands) = lex.index.value_words.get(*first) else { return Vec::new() };
        let mut out = Vec::new();
        // Values the words begin (two words or more, or one word of five letters or more that
        // begins a single value name: "gruner" → "Grüner Veltliner"), kept only when nothing
        // else matches: "kate spade" names "kate spade new york", but "TV bench" is not "TV
        // bench with doors".
        let mut name_starts = Vec::new();
        for (e, v) in cands {
            if self.in_context(*e, ctx) == 0 {
                continue;
            }
            let toks = &lex.index.value_tokens[*e as usize][*v as usize];
            let Some(at) = toks.windows(q.len()).position(|w| w.iter().zip(q).all(|(a, b)| a == b)) else {
                // "eric lang" names "Eric M. Lang": a name asked without its middle initial.
                let plain: Vec<&String> = toks.iter().filter(|t| t.chars().count() > 1).collect();
                if q.len() >= 2
                    && plain.len() < toks.len()
                    && plain.windows(q.len()).any(|w| w.iter().zip(q).all(|(a, b)| a.as_str() == *b))
                {
                    out.push((*e, *v));
                }
                continue;
            };
            // "registered" is not "Pre-registered" ("No (wired only)" is a yes/no label: its
            // "no" denies nothing of "wired").
            if at > 0 && PREFIXES.contains(&toks[at - 1].as_str()) {
                continue;
            }
            // "dog friendly" is not the feature "No dogs" (the "no" of a yes/no answer with its
            // qualifier in brackets, "No (wired only)", denies nothing of "wired").
            if at > 0
                && matches!(toks[at - 1].as_str(), "no" | "without")
                && !lex.entries[*e as usize].values[*v as usize].name.contains('(')
            {
                continue;
            }
            // A word joined by "and"/"or" to others in a value of an entry that also holds the
            // word as a whole value is one item of a list ("Oily" of "Oily and Combination"
            // beside the value "Oily").
            let coordinated = (toks.get(at + q.len()).is_some_and(|t| t == "and" || t == "or")
                || (at > 0 && (toks[at - 1] == "and" || toks[at - 1] == "or")))
                && lex.index.value_tokens[*e as usize]
                    .iter()
                    .any(|t| t.iter().map(String::as_str).eq(q.iter().copied()));
            if coordinated || !modifier_only(&lex.entries[*e as usize].values[*v as usize].name, at, q.len()) {
                out.push((*e, *v));
            } else if at == 0 && (q.len() >= 2 || first.chars().count() >= 5) {
                name_starts.push((*e, *v));
            }
        }
        let one_name = || {
            let mut names = name_starts.iter().map(|(e, v)| &lex.index.value_tokens[*e as usize][*v as usize]);
            names.next().is_some_and(|a| names.all(|b| b == a))
        };
        if out.is_empty() && (q.len() >= 2 || one_name()) {
            out = name_starts;
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// True when one common word of the catalog ([`Lexicon::common_words`]) is only part of the
    /// values it matches and they cover far fewer products than use the word: "wines" in a
    /// wine catalog is not a question about the winery "Casca Wines".
    pub(crate) fn coincidental_values(&self, q: &[&str], pairs: &[(u32, u32)]) -> bool {
        let lex = self.lex;
        let [word] = q else { return false };
        let exact = pairs.iter().any(|(e, v)| lex.index.value_tokens[*e as usize][*v as usize].len() == 1);
        let covered: u32 = pairs.iter().map(|(e, v)| lex.entries[*e as usize].values[*v as usize].products).sum();
        // "which gpu has the most compute units" in a GPU catalog: a word of the label of an
        // entry nine products in ten have ("GPU Name") says what the catalog is, not the few
        // values that contain it ("Console GPU(Chuwi)").
        if !exact && self.labels_everything(word) && covered.saturating_mul(COINCIDENCE_RATIO) < lex.products {
            return true;
        }
        let Some(&uses) = lex.index.common.get(*word) else { return false };
        // A word nine products in ten write ("game" in a game shop) says what the catalog is,
        // whatever share of them a value holds ("Monster Games").
        !exact && (covered.saturating_mul(COINCIDENCE_RATIO) < uses || self.written_everywhere(word))
    }

    /// True when `word` is one word of a longer label of an entry nine products in ten have
    /// ("gpu" of "GPU Name" in a GPU catalog): it says what the catalog is. (A label that is the
    /// word alone, "Fruits" of a beer's taste profile, is a spec the question may ask.)
    pub(crate) fn labels_everything(&self, word: &str) -> bool {
        let lex = self.lex;
        lex.index.entry_words.get(word).is_some_and(|entries| {
            entries.iter().any(|&e| {
                lex.entries[e as usize].products as usize * 10 >= lex.products as usize * 9
                    && lex.index.entry_tokens[e as usize].len() >= 2
            })
        })
    }

    /// True when one word (or two the prose writes as a phrase: "high school" of the title "High
    /// School DxD") only partly names its values (a word of longer names: "fish" of the
    /// winery "Blue Fish") and the prose states it of [`COINCIDENCE_RATIO`] times as many
    /// products as those values hold, and of at most two in five products: the word is the
    /// prose's ("goes with fish"), read as what the text says.
    /// Not where the neighbouring words of the question (three each side of token `at`) are
    /// other words of one of those values, two of them or its only other one ("few and far
    /// between" names the value).
    pub(crate) fn prose_outweighs_values(&self, q: &[&str], pairs: &[(u32, u32)], at: usize) -> bool {
        let lex = self.lex;
        // One word, or two the prose writes as a phrase ("high school" of the alternative title
        // "High School DxD").
        let term = match q {
            [word] => term_stem(word),
            [a, b] => format!("{} {}", term_stem(a), term_stem(b)),
            _ => return false,
        };
        if pairs.is_empty()
            || pairs.iter().any(|(e, v)| lex.index.value_tokens[*e as usize][*v as usize].len() == q.len())
        {
            return false;
        }
        let near: Vec<&str> = (at.saturating_sub(3)..(at + q.len() + 3).min(self.toks.len()))
            .filter(|&k| !(at..at + q.len()).contains(&k) && self.is_word(k) && !is_stop(self.word(k)))
            .map(|k| self.sing[k].as_str())
            .collect();
        let named_around = |toks: &Vec<String>| {
            let others = toks.iter().filter(|t| !q.contains(&t.as_str()) && !is_stop(t)).count();
            let found = toks.iter().filter(|t| near.contains(&t.as_str())).count();
            others > 0 && found >= others.min(2)
        };
        if pairs.iter().any(|(e, v)| named_around(&lex.index.value_tokens[*e as usize][*v as usize])) {
            return false;
        }
        let stated = lex.index.prose.get(&term).copied().unwrap_or(0);
        let covered: u32 = pairs.iter().map(|(e, v)| lex.entries[*e as usize].values[*v as usize].products).sum();
        usable_prose_term(lex, &term) && covered.saturating_mul(COINCIDENCE_RATIO) <= stated
    }

    /// True when the words `s..e` only partly name their values and belong to a longer phrase
    /// of the question: one half of a hyphened word the prose writes ("co" of "co-op" is not
    /// "CAPCOM Co."; "c" of "c-class" stays a model's), or a
    /// word the prose writes together with a free word beside it that names nothing whole
    /// ("art" of "pixel art" is not the studio "Chilla's Art").
    pub(crate) fn part_of_a_prose_phrase(&self, q: &[&str], pairs: &[(u32, u32)], s: usize, e: usize) -> bool {
        let lex = self.lex;
        if pairs.is_empty()
            || pairs.iter().any(|(en, v)| lex.index.value_tokens[*en as usize][*v as usize].len() == q.len())
        {
            return false;
        }
        let n = self.toks.len();
        let phrase = |a: &str, b: &str| usable_prose_term(lex, &format!("{} {}", term_stem(a), term_stem(b)));
        // A hyphened word the prose writes ("co-op" → "coop"; not "c-class").
        let compound = |a: usize, b: usize| {
            usable_prose_term(lex, &term_stem(&format!("{}{}", self.word(a), self.word(b))))
                || phrase(self.word(a), self.word(b))
        };
        let split = (s > 0 && self.toks[s].hyphen_before && self.is_word(s - 1) && compound(s - 1, s))
            || (e < n && self.toks[e].hyphen_before && self.is_word(e) && compound(e - 1, e));
        if split {
            return true;
        }
        let [word] = q else { return false };
        let loose = |k: usize| self.open_word(k) && !self.whole_name(&self.sing[k]);
        (s > 0 && !self.toks[s].boundary_before && loose(s - 1) && phrase(&self.sing[s - 1], word))
            || (e < n && !self.toks[e].boundary_before && loose(e) && phrase(word, &self.sing[e]))
    }

    /// Marks the words a third of the catalog's products use that are in no entry or feature
    /// label, name no category or value by themselves, and whose values are a coincidence ([`Self::coincidental_values`]) ("wines" in a wine catalog): they say what the whole catalog is, not
    /// a constraint. Runs after the categories, before numbers and values.
    pub(crate) fn absorb_common_words(&mut self) {
        let lex = self.lex;
        for i in 0..self.toks.len() {
            if !self.open_word(i) || self.question_unit(i).is_some() {
                continue;
            }
            let w = self.sing[i].as_str();
            // "or more", "less than": words of comparison stay for the number pass, however
            // often the prose writes them.
            if comparator_word(w) || matches!(w, "more" | "less" | "most" | "least" | "fewer" | "fewest" | "than") {
                continue;
            }
            // "anime about idols" where every spec row is filed under the section "Anime": the
            // section holding every entry names what the catalog is.
            let sections = &lex.index.section_tokens;
            if sections.len() >= 2
                && sections.iter().all(|s| s.iter().any(|t| t == w))
                && !self.whole_name(w)
                && !lex.index.entry_words.contains_key(w)
            {
                self.used[i] = true;
                self.catalog_noun = true;
                continue;
            }
            let uses = lex.index.common.get(w).copied().unwrap_or(0);
            let values: Vec<(u32, u32)> = lex.index.value_words.get(w).cloned().unwrap_or_default();
            let in_values = !values.is_empty() && !self.coincidental_values(&[w], &values);
            // "geforce cards": a word of product names before a plural noun modifies it (a
            // product line), however many names write it.
            // ("which recipe takes the longest": a verb after it, no plural noun.)
            let modifier = lex.index.name_words.contains(w)
                && self.is_word(i + 1)
                && !self.toks[i + 1].boundary_before
                && self.toks[i + 1].text != self.sing[i + 1]
                && !is_stop(self.word(i + 1))
                && !SUBJECT_VERBS.contains(&self.word(i + 1));
            if uses as usize * CATALOG_WORD_SHARE >= lex.products as usize
                && !modifier
                && lex.products >= 3
                && !self.whole_name(w)
                && !in_values
                && !lex.index.entry_words.contains_key(w)
                && !lex.index.feature_words.contains_key(w)
            {
                self.used[i] = true;
                self.catalog_noun = true;
                continue;
            }
            // "Technic sets", "which set has the most pieces": a word any shop uses for what it
            // sells is the catalog's noun, not the head of a few values ("Expansion Set"), unless
            // the word before makes one of those values with it ("expansion sets").
            let with_previous = i > 0
                && self.open_word(i - 1)
                && !self.values_containing(&[self.sing[i - 1].as_str(), w], &[]).is_empty();
            // "graphics card": after a noun the label thesaurus maps to a spec's label word
            // ("graphics" → GPU) it is that spec's noun, not the catalog's.
            let after_label = i > 0 && {
                let label = |x: &str| {
                    let canonical = crate::compiler::lexicon::label_word(x);
                    canonical != x && !x.ends_with("ed") && lex.index.entry_words.contains_key(canonical)
                };
                label(self.word(i - 1)) || label(&self.sing[i - 1])
            };
            // "cam" for camera: a word the catalog never writes that starts the last word of a
            // category holding a third of its products (the catalog's own noun) is that noun,
            // clipped.
            let clipped = w.len() >= 3
                && !lex.index.words.contains(w)
                && !lex.index.name_words.contains(w)
                && lex.categories.iter().any(|c| {
                    let last =
                        c.name.split_whitespace().last().map(|l| crate::text::names::singular(&l.to_lowercase()));
                    c.products as usize * CATALOG_WORD_SHARE >= lex.products as usize
                        && last.is_some_and(|l| l.len() >= w.len() + 2 && l.starts_with(w))
                });
            if clipped || (!in_values && self.names_the_catalogs_kind(i)) {
                self.used[i] = true;
                self.catalog_noun = true;
                continue;
            }
            if PRODUCT_NOUNS.contains(&w)
                && !self.whole_name(w)
                && !with_previous
                && !after_label
                && !lex.index.entry_words.contains_key(w)
                && !lex.index.entry_words.contains_key(self.word(i))
                && !lex.index.feature_words.contains_key(w)
                && !lex.index.is_category_word(w)
            {
                self.used[i] = true;
                self.catalog_noun = true;
            }
        }
    }

    /// "perfumes", "scents" in a catalog of "Fragrances": a plural noun the encoder places on a
    /// category holding a third of the products or more (what the catalog sells), that no label
    /// writes and fewer than one name in ten writes, is the shopper's word for that kind.
    fn names_the_catalogs_kind(&self, i: usize) -> bool {
        let lex = self.lex;
        let w = self.sing[i].as_str();
        let plural = self.toks[i].text != self.sing[i];
        if !plural
            || lex.index.is_label_word(w)
            || lex.index.is_category_word(w)
            || lex.items_named([crate::compiler::lexicon::name_key(w)]).len() * 10 >= lex.products as usize
        {
            return false;
        }
        let Some(sem) = self.encoder() else { return false };
        let Some(v) = sem.embed(self.word(i)) else { return false };
        sem.nearest_category(&v, |a, b| a == b).is_some_and(|n| {
            n.cosine >= SEMANTIC_CATEGORY_MIN
                && lex.categories[n.best as usize].products as usize * CATALOG_WORD_SHARE >= lex.products as usize
        })
    }

    /// True when open word `i` and an open neighbour form a two-word phrase the prose writes
    /// ("honey process", "time travel"): the prose pass reads the pair.
    pub(crate) fn in_prose_phrase(&self, i: usize) -> bool {
        let pair = |a: usize, b: usize| {
            b < self.toks.len() && self.is_word(a) && self.is_word(b) && !self.used[a] && !self.used[b] && {
                let t = format!("{} {}", term_stem(self.word(a)), term_stem(self.word(b)));
                usable_prose_term(self.lex, &t)
            }
        };
        (i > 0 && pair(i - 1, i)) || pair(i, i + 1)
    }

    /// True when word `i` and its neighbours write a value of two words or more whole, in the
    /// value's order ("north indian" of "North Indian").
    pub(crate) fn in_written_value(&self, i: usize) -> bool {
        let ix = &self.lex.index;
        ix.value_words.get(&self.sing[i]).into_iter().flatten().any(|(e, v)| {
            let toks = &ix.value_tokens[*e as usize][*v as usize];
            toks.len() >= 2
                && toks.iter().enumerate().any(|(pos, t)| {
                    *t == self.sing[i]
                        && i >= pos
                        && i - pos + toks.len() <= self.toks.len()
                        && toks.iter().enumerate().all(|(j, x)| self.sing[i - pos + j] == *x && !self.used[i - pos + j])
                })
        })
    }

    /// True when one word is a whole value, entry, feature or category name ("White").
    pub(crate) fn whole_name(&self, w: &str) -> bool {
        let ix = &self.lex.index;
        let one = |t: &Vec<String>| t.len() == 1 && t[0] == w;
        ix.value_words.get(w).into_iter().flatten().any(|(e, v)| one(&ix.value_tokens[*e as usize][*v as usize]))
            || ix.entry_words.get(w).into_iter().flatten().any(|e| one(&ix.entry_tokens[*e as usize]))
            || ix.feature_words.get(w).into_iter().flatten().any(|f| one(&ix.feature_tokens[*f as usize]))
            || ix.category_tokens.iter().any(one)
    }

    /// The longest window of unused words around number token `i` that is exactly a value of
    /// an entry in context ("windows 11 pro"), with its span.
    pub(crate) fn value_window(&self, i: usize) -> Option<ScopedValues> {
        let lex = self.lex;
        let n = self.toks.len();
        if i > 0 && self.toks[i - 1].kind == TokenKind::Symbol {
            return None;
        }
        let ctx = self.context();
        let mut best: Option<ScopedValues> = None;
        for a in i.saturating_sub(3)..=i {
            for b in (i + 1)..=(i + 4).min(n) {
                if a == i && b == i + 1 {
                    continue;
                }
                if (a..b).any(|k| self.used[k]) || (a + 1..b).any(|k| self.toks[k].boundary_before) {
                    continue;
                }
                if !(a..b).any(|k| self.is_word(k) && !is_stop(self.word(k)) && self.question_unit(k).is_none()) {
                    continue;
                }
                if best.as_ref().is_some_and(|(_, x, y)| y - x >= b - a) {
                    continue;
                }
                let q: Vec<&str> = (a..b).map(|k| self.sing[k].as_str()).collect();
                let pairs: Vec<(u32, u32)> = self
                    .values_containing(&q, &ctx)
                    .into_iter()
                    .filter(|(e, v)| lex.index.value_tokens[*e as usize][*v as usize].len() == q.len())
                    .collect();
                if !pairs.is_empty() {
                    best = Some((pairs, a, b));
                }
            }
        }
        best
    }

    /// Values of an entry group written next to its mention.
    pub(crate) fn scoped_values(&self, members: &[u32], after: usize, before: usize) -> Option<ScopedValues> {
        let lex = self.lex;
        let n = self.toks.len();
        let value_at = |k: usize| -> Option<((u32, u32), usize)> {
            let mut best: Option<((u32, u32), usize)> = None;
            for m in members {
                for (v, toks) in lex.index.value_tokens[*m as usize].iter().enumerate() {
                    // Yes/no values are negation words here ("no water dispenser").
                    if toks.is_empty() || k + toks.len() > n || lex.entries[*m as usize].values[v].yes.is_some() {
                        continue;
                    }
                    if (0..toks.len()).all(|x| !self.used[k + x] && self.sing[k + x] == toks[x])
                        && best.is_none_or(|(_, l)| toks.len() > l)
                    {
                        best = Some(((*m, v as u32), toks.len()));
                    }
                }
            }
            best
        };
        let mut k = after;
        while k < n
            && matches!(self.word(k), "of" | "is" | "are" | "either" | "rated" | "be" | "a" | "an" | "the" | "by")
            && value_at(k).is_none()
        {
            k += 1;
        }
        let start = k;
        let mut pairs = Vec::new();
        while k < n {
            match value_at(k) {
                Some((p, l)) => {
                    pairs.push(p);
                    k += l;
                }
                None => break,
            }
            if matches!(self.word(k), "or" | "and") && value_at(k + 1).is_some() {
                k += 1;
            } else {
                break;
            }
        }
        if !pairs.is_empty() {
            // A value of several words also names the values that hold it ("designed by IKEA of
            // Sweden" includes "Ehlén Johansson/IKEA of Sweden").
            let mut wider = pairs.clone();
            for (m, v) in &pairs {
                let toks = &lex.index.value_tokens[*m as usize][*v as usize];
                if toks.len() < 2 {
                    continue;
                }
                for (v2, t2) in lex.index.value_tokens[*m as usize].iter().enumerate() {
                    if t2.len() > toks.len() && t2.windows(toks.len()).any(|w| w == toks.as_slice()) {
                        wider.push((*m, v2 as u32));
                    }
                }
            }
            wider.sort_unstable();
            wider.dedup();
            return Some((wider, start, k));
        }
        // One value just before: "OLED display".
        for l in (1..=3).rev() {
            if before >= l {
                if let Some((p, len)) = value_at(before - l) {
                    if len == l {
                        return Some((vec![p], before - l, before));
                    }
                }
            }
        }
        None
    }

    pub(crate) fn values_label(&self, pairs: &[(u32, u32)], ctx: &[Vec<u32>]) -> String {
        let lex = self.lex;
        let mut entries: Vec<u32> = pairs.iter().map(|p| p.0).collect();
        entries.sort_unstable();
        entries.dedup();
        let mut groups: Vec<u32> = entries.iter().map(|e| lex.entries[*e as usize].group).collect();
        groups.sort_unstable();
        groups.dedup();
        let entry_label = if groups.len() == 1 {
            self.group_label(&entries, ctx)
        } else {
            entries.iter().map(|e| lex.entries[*e as usize].name.as_str()).collect::<Vec<_>>().join("/")
        };
        let mut values: Vec<&str> =
            pairs.iter().map(|(e, v)| lex.entries[*e as usize].values[*v as usize].name.as_str()).collect();
        values.dedup();
        let shown = if values.len() > 4 {
            format!("{} … ({} values)", values[..3].join(" | "), values.len())
        } else {
            values.join(" | ")
        };
        format!("{entry_label} ∈ {{{shown}}}")
    }
}

/// The stem of a prose word and of its [`PROSE_SYNONYMS`], the word's own first.
/// A term some products' prose states, and at most two in five of them (a term more state says
/// little about any one product).
/// Whether a lowercase name writes a word starting `first` right before one starting `second`
/// ("anti-calc", "anti calc"), as the name pattern of a prose pair reads it.
fn adjacent_in_name(name: &str, first: &str, second: &str) -> bool {
    name.match_indices(first).any(|(at, _)| {
        let word_start = name[..at].chars().next_back().is_none_or(|c| !c.is_ascii_alphanumeric());
        let rest = name[at + first.len()..].trim_start_matches(|c: char| c.is_ascii_lowercase());
        // "Rose Gold", "Anti-Calc", "Gordon & MacPhail".
        let gap = rest.len() - rest.trim_start_matches([' ', '-', '&', '+']).len();
        word_start && gap <= 3 && rest[gap..].starts_with(second)
    })
}

fn usable_prose_term(lex: &Lexicon, term: &str) -> bool {
    let uses = lex.index.prose.get(term).copied().unwrap_or(0);
    uses > 0 && uses <= (lex.products * 2 / 5).max(1)
}

/// The one term the prose states that `word` (six letters or more, a word no prose states) is a
/// slip of: two neighbouring letters swapped or a letter left out, and from eight letters any one
/// letter wrong or extra, the first letter kept ("hypoalergenic", "pinapple"; not "boozy"). None
/// where two terms are that near.
fn prose_slip(lex: &Lexicon, word: &str) -> Option<String> {
    let w = word.to_lowercase();
    if w.len() < 6 || !w.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    let stem = term_stem(&w);
    if lex.index.prose.contains_key(&stem) || lex.index.prose_denied.contains_key(&stem) {
        return None;
    }
    // The stems one slip away, first letter kept, looked up rather than scanned for (a catalog's
    // prose states tens of thousands of terms).
    let b = stem.as_bytes();
    let mut near: Vec<Vec<u8>> = Vec::new();
    for k in 1..b.len().saturating_sub(1) {
        let mut t = b.to_vec();
        t.swap(k, k + 1);
        near.push(t);
    }
    for k in 1..=b.len() {
        for c in b'a'..=b'z' {
            let mut t = b.to_vec();
            t.insert(k, c);
            near.push(t);
            if w.len() >= 8 && k < b.len() && b[k] != c {
                let mut t = b.to_vec();
                t[k] = c;
                near.push(t);
            }
        }
        if w.len() >= 8 && k < b.len() {
            let mut t = b.to_vec();
            t.remove(k);
            near.push(t);
        }
    }
    let mut found: Option<String> = None;
    for t in near {
        let Ok(t) = String::from_utf8(t) else { continue };
        if t.len() < 5 || t == stem || !usable_prose_term(lex, &t) {
            continue;
        }
        match &found {
            Some(f) if *f != t => return None,
            _ => found = Some(t),
        }
    }
    found
}

fn prose_synonyms(word: &str) -> Vec<String> {
    let own = term_stem(word);
    let group = PROSE_SYNONYMS.iter().find(|g| g.contains(&word) || g.iter().any(|w| term_stem(w) == own));
    let others: Vec<String> =
        group.into_iter().flat_map(|g| g.iter().map(|w| term_stem(w))).filter(|t| *t != own).collect();
    std::iter::once(own).chain(others).collect()
}

/// Words that say a product suits something, naming nothing themselves ("Suitable for …").
fn fitness_word(w: &str) -> bool {
    matches!(
        w,
        "suitable"
            | "safe"
            | "ideal"
            | "perfect"
            | "great"
            | "good"
            | "designed"
            | "made"
            | "approved"
            | "recommended"
            | "intended"
            | "certified"
            | "fit"
            | "appropriate"
    )
}

/// True when words `at..at + len` of a value's name are only modifiers of its head: they lie in
/// its main part (before any parenthesis) but stop short of the head word, which English puts
/// last ("space" of "Space Grey", "wine" of "Wine Cooler (24 bottles)"). A value is not named by
/// its modifiers; "OLED" of "OLED (touch)" or "wired only" of "No (wired only)" still name it.
/// Words after "for" name what the product is for, not the product ("Cover for corner sofa"), and
/// words after "and" and a count name a part of a set ("Bar table and 4 bar stools").
pub(crate) fn modifier_only(name: &str, at: usize, len: usize) -> bool {
    let main = lexicon::name_words(name.split('(').next().unwrap_or(name));
    // "Bar table and 4 bar stools" is a set: what follows "and <count>" is one of its parts.
    let set_part = main.windows(2).position(|w| w[0] == "and" && w[1].chars().all(|c| c.is_ascii_digit()));
    if set_part.is_some_and(|a| at > a) {
        return true;
    }
    // Words only: lists of numbers ("50 MP + 12 MP") and model codes have no head word.
    if main.iter().any(|w| w.chars().any(|c| c.is_ascii_digit())) {
        return false;
    }
    // "Cover for corner sofa" is a cover: words after "for" say what it is for. After a word
    // that only says fitness ("Suitable for Vegans", "Safe for dishwashers") they are the value.
    if main.iter().position(|w| w == "for").is_some_and(|f| at > f && !main[..f].iter().all(|w| fitness_word(w))) {
        return true;
    }
    if at + len >= main.len() {
        return false;
    }
    // Words after a preposition of place say where the thing is, not which kind: "free parking"
    // names "Free parking on premises", "wifi" names "Wifi in rooms".
    if matches!(main[at + len].as_str(), "on" | "in" | "at" | "off" | "inside" | "outside" | "near") {
        return false;
    }
    // A whole coordinated part of two words or more names the value: "Fine Lines" of "Fine
    // Lines and Wrinkles" (one word before "and" is often part of a name: "Few and Far Between").
    if len >= 2 && matches!(main[at + len].as_str(), "and" | "or") {
        return false;
    }
    // The first part of one hyphenated proper name ("Mercedes" of "Mercedes-Benz") names it;
    // "sofa" of "Corner sofa-bed" or "Electric" of "Electric/Gasoline" does not.
    let head = name.split('(').next().unwrap_or(name);
    let toks: Vec<lexicon::Token> = lexicon::tokenize(head).into_iter().filter(|t| t.is_word()).collect();
    let capital = |t: &lexicon::Token| t.orig.starts_with(|c: char| c.is_uppercase());
    let joined = |t: &lexicon::Token| t.hyphen_before && head[..t.start].ends_with('-');
    !(toks.len() == main.len() && toks.iter().all(capital) && toks[at + len..].iter().all(joined))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_pair_is_adjacent_in_a_name_hyphenated_or_apart() {
        assert!(adjacent_in_name("philips steam iron, anti-calc, 2000w", "anti", "calc"));
        assert!(adjacent_in_name("usha anti calc steam iron", "anti", "calc"));
        assert!(adjacent_in_name("braided usb cable", "braid", "usb"));
        assert!(!adjacent_in_name("usb cable, braided", "braid", "usb"));
        assert!(!adjacent_in_name("semianti calc", "anti", "calc"), "only at a word start");
    }

    use super::{adjacent_in_name, modifier_only};

    #[test]
    fn a_value_is_named_by_its_head_not_by_what_it_is_for_or_a_part_of_its_set() {
        // (value, first word asked, words asked, names it)
        let cases = [
            ("Bar stool", 0, 2, true),
            ("Bar table and 4 bar stools", 4, 2, false),
            ("Bar table and 4 bar stools", 0, 2, true),
            ("Black and white", 2, 1, true),
            ("Cover for corner sofa", 2, 2, false),
            ("Suitable for Vegans", 2, 1, true),
            ("Not suitable for Vegetarians", 3, 1, false),
            ("Space Grey", 0, 1, false),
            ("OLED (touch)", 0, 1, true),
            ("Fine Lines and Wrinkles", 0, 2, true),
            ("Dark Spots or Uneven Texture", 0, 2, true),
            ("Space Grey or Silver", 0, 1, false),
            ("Few and Far Between", 0, 1, false),
            ("Free parking on premises", 0, 2, true),
            ("Free parking on premises", 0, 1, false),
            ("TV bench with doors", 0, 2, false),
        ];
        for (value, at, len, names) in cases {
            assert_eq!(!modifier_only(value, at, len), names, "{value} at {at}+{len}");
        }
    }
}

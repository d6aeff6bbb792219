//! Mentions pass: the two sides of a comparison named by part of their names ("the Jabra Eclipse
//! or the Plantronics Voyager Legend SE", "Porsche Cayman or Audi TT RS"), when the question
//! names fewer than two products or ranges exactly.

use super::*;
use crate::compiler::lexicon::{name_key, name_words};

/// Most products one side may stand for (a model sold in several colours or years).
const MAX_SIDE_PRODUCTS: usize = 60;

/// Small words inside names ("The Eye of the World", "Château de la Tour"): a compared side
/// goes on over them to the name word after them.
const NAME_INNER_WORDS: &[&str] = &["of", "the", "a", "an", "de", "la", "le", "du", "des", "di", "del", "von", "van"];

impl<'a> Parser<'a> {
    /// Finds "A or B" / "A vs B" / "A cheaper than B" / "compare A and B" in a question that
    /// compares ("cheaper", "more", "costs less"):
    /// each side's words must all be words of the products' names. Both sides found → each is
    /// a compared group (`groups`), its words explained, exact names found inside it replaced.
    pub(crate) fn find_compared_sides(&mut self) {
        let n = self.toks.len();
        // Two named products or ranges are the sides, unless words names write are left beside
        // them: "the BILLY bookcase or the HEMNES bookcase" (the bookcases of each range, not
        // every BILLY and HEMNES product), "the quarry, the chant or ff7 remake intergrade" (a
        // third side).
        let name_word_left = (0..n).any(|i| {
            !self.used[i]
                && self.is_word(i)
                && !is_stop(self.word(i))
                && self.lex.index.name_words.contains(&self.sing[i])
        });
        let comparative = |w: &str| {
            matches!(w, "more" | "less" | "fewer")
                || adjective(w).is_some_and(|(_, grade, _)| grade == Grade::Comparative)
        };
        let compares = (0..n).any(|i| comparative(self.word(i)));
        // "A, B or C: which is cheapest?" — a superlative over three sides or more compares too.
        let superlative = (0..n).any(|i| {
            matches!(self.word(i), "most" | "least" | "fewest")
                || adjective(self.word(i)).is_some_and(|(_, grade, _)| grade == Grade::Superlative)
        });
        let names_both = (0..n).any(|i| matches!(self.word(i), "compare" | "between" | "difference"));
        if self.items.len() >= 2 && !name_word_left {
            if compares || superlative || names_both {
                self.ranges_as_compared_kind();
            }
            return;
        }
        // Where the left side ends and the right one begins: "A or B", "A vs B", "compare A and
        // B", and "A cheaper than B" / "A more expensive than B" (than a name, not a number).
        // Where the comparison before "than" starts: "cheaper", or "more" of "more expensive".
        let before = |t: usize| if t >= 2 && matches!(self.word(t - 2), "more" | "less") { t - 2 } else { t - 1 };
        let than = (1..n).find(|&t| {
            let mut after = t + 1;
            while matches!(self.word(after), "the" | "a" | "an") {
                after += 1;
            }
            self.word(t) == "than"
                && (comparative(self.word(t - 1)) || before(t) + 2 == t)
                && self.is_word(after)
                && self.toks[after].number().is_none()
        });
        let mut listed = false;
        let (left_end, right_begin) = if let Some(t) = than {
            (before(t), t + 1)
        } else {
            // "A, B and C: which is strongest?" names the sides too.
            let joins = |w: &str| matches!(w, "or" | "vs" | "versus") || ((names_both || superlative) && w == "and");
            let Some(sep) = (0..n).find(|&i| joins(self.word(i))) else { return };
            // "and" under a superlative ends a list of sides only ("A, B and C"): "the cheapest
            // table and 4 chairs set" is one thing.
            listed = self.word(sep) == "and" && !names_both;
            (sep, sep + 1)
        };
        if !compares && !names_both && !superlative {
            return;
        }
        // "between 2000 and 3000" is a range of amounts, not two products named by numbers.
        let number_at = |i: usize| i < n && self.toks[i].number().is_some();
        let range = than.is_none()
            && self.word(left_end) == "and"
            && (left_end.saturating_sub(3)..left_end).any(|i| self.word(i) == "between")
            && (left_end.saturating_sub(2)..left_end).any(number_at)
            && (right_begin..right_begin + 2).any(number_at);
        if range {
            return;
        }
        // A side is the run of name-like tokens next to the separator: it ends at punctuation, a
        // question or comparison word, or a stop word.
        let frame = |p: &Parser, i: usize| {
            let w = p.word(i);
            // "which one", "the one" end a side; "the Zeiss VR One Plus" goes on.
            let name_one = w == "one"
                && i > 0
                && p.is_word(i - 1)
                && !is_stop(p.word(i - 1))
                && !matches!(p.word(i - 1), "or" | "vs" | "versus" | "and");
            !(p.is_word(i) || p.toks[i].number().is_some())
                || (is_stop(w) && !name_one)
                || matches!(w, "more" | "less" | "fewer" | "cost" | "costs")
                || adjective(w).is_some_and(|(_, grade, _)| grade != Grade::Base)
        };
        // A name's own small words ("The Eye of the World", "Fires of Heaven") keep a side
        // going where a name word follows them in the same phrase.
        let inner = |p: &Parser, from: usize, step: isize| -> Option<usize> {
            let mut k = from as isize;
            while k >= 0 && (k as usize) < n && NAME_INNER_WORDS.contains(&p.word(k as usize)) {
                k += step;
            }
            let k = usize::try_from(k).ok().filter(|&k| k < n && k != from)?;
            let (a, b) = if step < 0 { (k + 1, from + 1) } else { (from, k) };
            let unbroken = (a..=b).all(|j| !p.toks[j].boundary_before);
            (unbroken && !frame(p, k) && p.lex.index.name_words.contains(&p.sing[k])).then_some(k)
        };
        // Where a side ending before `end` starts, going back from `from` over name words and
        // the small words between them.
        let back = |p: &Parser, from: usize, end: usize| {
            let mut start = from;
            loop {
                while start > 0 && !frame(p, start - 1) && !p.toks[start].boundary_before {
                    start -= 1;
                }
                match (start > 0 && start < end && !p.toks[start].boundary_before)
                    .then(|| inner(p, start - 1, -1))
                    .flatten()
                {
                    Some(k) => start = k,
                    None => break start,
                }
            }
        };
        let start = back(self, left_end, left_end);
        let mut end = right_begin;
        while end < n && matches!(self.word(end), "the" | "a" | "an") {
            end += 1;
        }
        let right_start = end;
        loop {
            while end < n && !frame(self, end) && (end == right_start || !self.toks[end].boundary_before) {
                end += 1;
            }
            match (end < n && end > right_start && !self.toks[end].boundary_before)
                .then(|| inner(self, end, 1))
                .flatten()
            {
                Some(k) => end = k + 1,
                None => break,
            }
        }
        if start == left_end || right_start == end {
            return;
        }
        // Sides before the left one, each ended by a comma: "Passport, Priv or Z30".
        let mut sides: Vec<Vec<usize>> = vec![(start..left_end).collect()];
        let mut first = start;
        loop {
            // "Mistborn trilogy, the Lord of the Rings omnibus or …": an article may open a side.
            let mut opens = first;
            while opens > 0 && matches!(self.word(opens - 1), "the" | "a" | "an") && !self.toks[opens].boundary_before {
                opens -= 1;
            }
            if !(opens > 0 && self.toks[opens].boundary_before && !frame(self, opens - 1)) {
                break;
            }
            first = opens;
            let s = back(self, first - 1, first);
            sides.insert(0, (s..first).collect());
            first = s;
        }
        // "A or B: which has the most pages?" compares two sides where one is a name of two
        // words or more; "the cheapest red or white" is a superlative over two modifiers.
        let phrase = |span: std::ops::Range<usize>| span.filter(|&i| !is_stop(self.word(i))).count() >= 2;
        let two_plain_words = !compares && !names_both && !phrase(start..left_end) && !phrase(right_start..end);
        if sides.len() == 1 && (listed || two_plain_words) {
            return;
        }
        let right: Vec<usize> = (right_start..end).collect();
        sides.push(right.clone());
        // "SKARPÖ or HUSARÖ outdoor armchair": a one-word side shares the last side's head.
        let mut products: Vec<Vec<u32>> = sides
            .iter()
            .map(|side| {
                let named = if side.len() == 1 && right.len() > 1 && side != &right {
                    let shared: Vec<usize> = side.iter().chain(&right[1..]).copied().collect();
                    Some(self.named_by(&shared)).filter(|p| !p.is_empty()).unwrap_or_else(|| self.named_by(side))
                } else {
                    self.named_by(side)
                };
                let named = if named.is_empty() { self.named_by_part(side) } else { named };
                self.plainest(self.named_itself(named, side), side)
            })
            .collect();
        // A run before the sides that names nothing ("popular" of "Which is more popular: the
        // Tile Mate or …") is the question's words, not a side.
        while sides.len() > 2 && products[0].is_empty() {
            sides.remove(0);
            products.remove(0);
            first = sides[0][0];
        }
        self.same_kind(&mut products);
        let fits = |p: &Vec<u32>| !p.is_empty() && p.len() <= MAX_SIDE_PRODUCTS;
        let distinct = (1..products.len()).all(|k| !products[..k].contains(&products[k]));
        if !products.iter().all(fits) || !distinct {
            return;
        }
        let label = |p: &Parser, span: &[usize], products: &[u32]| {
            if products.len() == 1 {
                p.lex.items[products[0] as usize].name.clone()
            } else {
                span.iter().map(|&i| p.toks[i].orig.as_str()).collect::<Vec<_>>().join(" ")
            }
        };
        let groups: Vec<(String, Vec<u32>, usize)> = sides
            .iter()
            .zip(products)
            .map(|(side, products)| (label(self, side, &products), products, side[0]))
            .collect();
        self.items.retain(|(_, at)| !(first..end).contains(at));
        for side in &sides {
            self.mark(side[0], side[side.len() - 1] + 1);
        }
        // The joining word ("or", "vs", "and", "than"); a comparative before "than" is a cue.
        self.mark(right_begin - 1, right_begin);
        self.groups.extend(groups);
    }

    /// "the STOCKHOLM coffee table or the HEMNES one": a range compared with named products
    /// stands for its products of their kind (the categories every named product shares), as a
    /// side of its own; left as a range where it has none or too many there.
    fn ranges_as_compared_kind(&mut self) {
        let lex = self.lex;
        let products: Vec<u32> = self
            .items
            .iter()
            .filter_map(|(r, _)| match r {
                NameRef::Item(i) => Some(*i),
                NameRef::Range(_) => None,
            })
            .collect();
        if products.is_empty() || products.len() == self.items.len() {
            return;
        }
        let mut common = lex.categories_of(&products[..1]);
        for p in &products[1..] {
            let cats = lex.categories_of(&[*p]);
            common.retain(|c| cats.binary_search(c).is_ok());
        }
        if common.is_empty() {
            return;
        }
        // The kind as the question names it: the words before the first comma of a named
        // product's name, other than its range's, that the question writes ("coffee table").
        let asked: HashSet<String> = self.sing.iter().map(|w| name_key(w)).collect();
        let kind: Vec<String> = {
            let item = &lex.items[products[0] as usize];
            let range: Vec<String> = item.range.map(|r| name_words(&lex.ranges[r as usize].name)).unwrap_or_default();
            let head = item.name.split([',', '(']).next().unwrap_or_default();
            name_words(head).into_iter().filter(|w| !range.contains(w) && asked.contains(w) && !is_stop(w)).collect()
        };
        let of_kind = |i: &u32| {
            let words = name_words(&lex.items[*i as usize].name);
            !kind.is_empty() && kind.iter().all(|k| words.contains(k))
        };
        let mut groups = Vec::new();
        self.items.retain(|(r, at)| {
            let NameRef::Range(x) = r else { return true };
            let in_common = |i: &u32| lex.items[*i as usize].cats.iter().any(|c| common.binary_search(c).is_ok());
            let all = lex.products_of(*r);
            let named: Vec<u32> = all.iter().copied().filter(|i| in_common(i) && of_kind(i)).collect();
            let kept: Vec<u32> = if named.is_empty() { all.into_iter().filter(in_common).collect() } else { named };
            if kept.is_empty() || kept.len() > MAX_SIDE_PRODUCTS {
                return true;
            }
            let label = match kept[..] {
                [one] => lex.items[one as usize].name.clone(),
                _ => lex.ranges[*x as usize].name.clone(),
            };
            groups.push((label, kept, *at));
            false
        });
        self.groups.extend(groups);
    }

    /// The sides compare things of one kind: where they all share categories, each side keeps
    /// its products in those ("Galaxy S7" against a phone is the phones, not the cases named
    /// "for Galaxy S7"). A side with none there stays as it is.
    fn same_kind(&self, sides: &mut [Vec<u32>]) {
        let lex = self.lex;
        let mut common: Vec<u32> = sides.first().map(|s| lex.categories_of(s)).unwrap_or_default();
        for side in &sides[1..] {
            let cats = lex.categories_of(side);
            common.retain(|c| cats.binary_search(c).is_ok());
        }
        if common.is_empty() {
            return;
        }
        for side in sides.iter_mut() {
            let kept: Vec<u32> = side
                .iter()
                .copied()
                .filter(|i| lex.items[*i as usize].cats.iter().any(|c| common.binary_search(c).is_ok()))
                .collect();
            if !kept.is_empty() {
                *side = kept;
            }
        }
    }

    /// Of the products named by the tokens at `at`, those named so before any "for" of their
    /// names ("Galaxy S7" is the phone, not the "Case for Galaxy S7"); all when none is.
    fn named_itself(&self, products: Vec<u32>, at: &[usize]) -> Vec<u32> {
        let keys: Vec<String> = at
            .iter()
            .filter(|&&i| !is_stop(self.word(i)))
            .map(|&i| name_key(if self.toks[i].number().is_some() { &self.toks[i].text } else { &self.sing[i] }))
            .collect();
        let kept: Vec<u32> = products
            .iter()
            .copied()
            .filter(|&p| {
                let words = crate::compiler::lexicon::name_words(&self.lex.items[p as usize].name);
                let head: Vec<String> = words.iter().take_while(|w| *w != "for").map(|w| name_key(w)).collect();
                keys.iter().all(|k| head.contains(k))
            })
            .collect();
        if kept.is_empty() {
            products
        } else {
            kept
        }
    }

    /// Of the products named by the tokens at `at`, those whose name says least besides them
    /// (before any comma; brand and stop words aside): "the JÄRVFJÄLLET office chair"
    /// is "JÄRVFJÄLLET Office chair, glose black", not the one "with armrests"; "the Tile Mate"
    /// is the tracker, not its 4-pack. Colour variants written after a comma all stay.
    fn plainest(&self, products: Vec<u32>, at: &[usize]) -> Vec<u32> {
        let keys: HashSet<String> = at.iter().map(|&i| name_key(&self.sing[i])).collect();
        let extra = |p: u32| {
            let name = &self.lex.items[p as usize].name;
            let head = name.split(',').next().unwrap_or(name);
            crate::compiler::lexicon::name_words(head)
                .iter()
                .filter(|w| !is_stop(w) && !self.brand.contains(w.as_str()) && !keys.contains(&name_key(w)))
                .count()
        };
        let fewest = products.iter().map(|&p| extra(p)).min().unwrap_or(0);
        products.into_iter().filter(|&p| extra(p) == fewest).collect()
    }

    /// Where no name has every word of a side ("the Lord of the Rings omnibus", "vw polo gti"):
    /// the products of its longest run of two name words or more that some names have all of
    /// (the earlier run of equally long ones).
    fn named_by_part(&self, at: &[usize]) -> Vec<u32> {
        let keys = at.iter().filter(|&&i| !is_stop(self.word(i))).count();
        for len in (2..keys).rev() {
            for from in 0..at.len() {
                let mut run: Vec<usize> = Vec::new();
                for &i in &at[from..] {
                    if run.iter().filter(|&&j| !is_stop(self.word(j))).count() == len {
                        break;
                    }
                    run.push(i);
                }
                if run.first().is_some_and(|&i| is_stop(self.word(i))) || run.len() < len {
                    continue;
                }
                let named = self.named_by(&run);
                if !named.is_empty() {
                    return named;
                }
            }
        }
        Vec::new()
    }

    /// Products whose name has every word of the tokens at `at` (stop words aside): the words
    /// as written first ("TTS" is a model, not the plural of "TT"), else their singulars.
    fn named_by(&self, at: &[usize]) -> Vec<u32> {
        let keys = |singular: bool| {
            at.iter().filter(|&&i| !is_stop(self.word(i))).map(move |&i| {
                name_key(if singular && self.toks[i].number().is_none() { &self.sing[i] } else { &self.toks[i].text })
            })
        };
        let mut named = self.lex.items_named(keys(true));
        // "ornellaia 08": a two-digit year stands for the year names write in full (2008, 1998).
        if named.is_empty() {
            let two_digits = |k: &String| k.len() == 2 && k.chars().all(|c| c.is_ascii_digit());
            if keys(true).any(|k| two_digits(&k)) {
                for century in ["20", "19"] {
                    let full = keys(true).map(|k| if two_digits(&k) { format!("{century}{k}") } else { k });
                    named.extend(self.lex.items_named(full));
                }
                named.sort_unstable();
                named.dedup();
            }
        }
        // "zenbook ux390" for "Zenbook UX390UA": a model number names the longer ones it begins
        // (three more characters at most), where no name has it whole.
        if named.is_empty() {
            let model = |k: &str| {
                k.len() >= 4
                    && k.chars().all(|c| c.is_ascii_alphanumeric())
                    && k.chars().any(|c| c.is_ascii_digit())
                    && k.chars().any(|c| c.is_ascii_alphabetic())
            };
            let ix = &self.lex.index;
            let mut acc: Option<Vec<u32>> = None;
            for k in keys(true) {
                let mut list: Vec<u32> = match ix.name_items.get(&k) {
                    Some(l) => l.clone(),
                    None if model(&k) => ix
                        .name_items
                        .iter()
                        .filter(|(name, _)| name.starts_with(k.as_str()) && name.len() <= k.len() + 3)
                        .flat_map(|(_, l)| l.iter().copied())
                        .collect(),
                    None => Vec::new(),
                };
                list.sort_unstable();
                list.dedup();
                acc = Some(match acc {
                    None => list,
                    Some(a) => a.into_iter().filter(|x| list.binary_search(x).is_ok()).collect(),
                });
            }
            named = acc.unwrap_or_default();
        }
        // The index keys names by singulars: where a word is not its singular ("TTS"), keep the
        // products whose names have the words as written, if some do.
        let written: Vec<String> = keys(false).collect();
        if written.iter().eq(keys(true).collect::<Vec<_>>().iter()) {
            return named;
        }
        let exact: Vec<u32> = named
            .iter()
            .copied()
            .filter(|&p| {
                let toks = crate::compiler::lexicon::tokenize(&self.lex.items[p as usize].name);
                written.iter().all(|w| toks.iter().any(|t| name_key(&t.text) == *w))
            })
            .collect();
        if exact.is_empty() {
            named
        } else {
            exact
        }
    }
}

//! Stage 3, plan: the mentions become a [`Plan`] with an intent, a confidence and the reason to decline.

use super::*;

/// `k` of a superlative that orders every matching product ("sort them by price").
pub(crate) const SORT_ALL: usize = 10_000;

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Op {
    Lt(f64),
    Le(f64),
    Gt(f64),
    Ge(f64),
    Eq(f64),
    /// Anything but this value ("phones that don't have 8 GB of RAM").
    Ne(f64),
    Between(f64, f64),
    /// Below the first number or above the second ("not between 500 and 700", "not micro four
    /// thirds" where that names a range of crop factors).
    Outside(f64, f64),
}

impl Op {
    pub(crate) fn map(self, f: impl Fn(f64) -> f64) -> Op {
        match self {
            Op::Lt(x) => Op::Lt(f(x)),
            Op::Le(x) => Op::Le(f(x)),
            Op::Gt(x) => Op::Gt(f(x)),
            Op::Ge(x) => Op::Ge(f(x)),
            Op::Eq(x) => Op::Eq(f(x)),
            Op::Ne(x) => Op::Ne(f(x)),
            Op::Between(a, b) => Op::Between(f(a), f(b)),
            Op::Outside(a, b) => Op::Outside(f(a), f(b)),
        }
    }

    /// The bound a negation asks for ("not more than 500" is ≤ 500, "doesn't have 8 GB" is
    /// ≠ 8 GB, "not between" is outside).
    pub(crate) fn negated(self) -> Op {
        match self {
            Op::Lt(x) => Op::Ge(x),
            Op::Le(x) => Op::Gt(x),
            Op::Gt(x) => Op::Le(x),
            Op::Ge(x) => Op::Lt(x),
            Op::Eq(x) => Op::Ne(x),
            Op::Ne(x) => Op::Eq(x),
            Op::Between(a, b) => Op::Outside(a, b),
            Op::Outside(a, b) => Op::Between(a, b),
        }
    }

    pub(crate) fn text(self, unit: &str) -> String {
        let u = if unit.is_empty() { String::new() } else { format!(" {unit}") };
        match self {
            Op::Lt(x) => format!("< {}{u}", num_text(x)),
            Op::Le(x) => format!("≤ {}{u}", num_text(x)),
            Op::Gt(x) => format!("> {}{u}", num_text(x)),
            Op::Ge(x) => format!("≥ {}{u}", num_text(x)),
            Op::Eq(x) => format!("= {}{u}", num_text(x)),
            Op::Ne(x) => format!("≠ {}{u}", num_text(x)),
            Op::Between(a, b) => format!("between {} and {}{u}", num_text(a), num_text(b)),
            Op::Outside(a, b) => format!("not between {} and {}{u}", num_text(a), num_text(b)),
        }
    }

    /// For a spec whose numbers may be ranges (`?lo`/`?hi` bound to `skg:hasMinValue` /
    /// `skg:hasMaxValue` of the same spec, scaled like `var`): "equals x" is "the range holds
    /// x" ("for 4 players" is "2-4 players", "13+" holds 14), "between a and b" is "the range
    /// lies within" ("2 players only" is between 2 and 2), a single number as [`Op::filter`].
    /// Every other bound compares `var`, the range's highest number.
    pub(crate) fn filter_ranged(self, var: &str, lo: &str, lo_bound: &str, hi: &str, hi_bound: &str) -> String {
        match self {
            Op::Eq(x) => {
                let tol = eq_tolerance(x);
                let (a, b) = (lit(x - tol), lit(x + tol));
                format!(
                    "FILTER(IF(BOUND({lo_bound}), {lo} <= {b} && (!BOUND({hi_bound}) || {hi} >= {a}), {var} >= {a} && {var} <= {b}))"
                )
            }
            Op::Between(a, b) => {
                let (a, b) = (lit(a.min(b)), lit(a.max(b)));
                format!("FILTER(IF(BOUND({lo_bound}), {lo} >= {a} && BOUND({hi_bound}) && {var} <= {b}, {var} >= {a} && {var} <= {b}))")
            }
            op => op.filter(var),
        }
    }

    pub(crate) fn filter(self, var: &str) -> String {
        match self {
            Op::Lt(x) => format!("FILTER({var} < {})", lit(x)),
            Op::Le(x) => format!("FILTER({var} <= {})", lit(x)),
            Op::Gt(x) => format!("FILTER({var} > {})", lit(x)),
            Op::Ge(x) => format!("FILTER({var} >= {})", lit(x)),
            Op::Eq(x) => {
                let tol = eq_tolerance(x);
                format!("FILTER({var} >= {} && {var} <= {})", lit(x - tol), lit(x + tol))
            }
            Op::Ne(x) => {
                let tol = eq_tolerance(x);
                format!("FILTER({var} < {} || {var} > {})", lit(x - tol), lit(x + tol))
            }
            Op::Between(a, b) => format!("FILTER({var} >= {} && {var} <= {})", lit(a.min(b)), lit(a.max(b))),
            Op::Outside(a, b) => format!("FILTER({var} < {} || {var} > {})", lit(a.min(b)), lit(a.max(b))),
        }
    }
}

/// Half-width of "equals x": 0.5 % of x (a "6.1 inch" screen may be stored as 6.12). A whole
/// number of two or more digits is stated to the unit, so it means ±0.5 ("17 inch" laptops
/// have 17.3-inch screens, a "55 inch" TV may measure 54.6), and never more: "2015" is that
/// year and "5000 mAh" that capacity. A smaller one ("6 inch", "1 TB") stays within 0.5 %.
fn eq_tolerance(x: f64) -> f64 {
    let relative = x.abs() * 0.005;
    let tol = match x.fract() == 0.0 {
        true if x.abs() >= 10.0 => 0.5,
        true => relative.min(0.5),
        false => relative,
    };
    tol.max(1e-9)
}

/// A numeric value of an entry group, normalized to one display unit.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Num {
    pub(crate) entries: Vec<u32>,
    /// Display unit (the group's main unit); `None` for unitless numbers.
    pub(crate) unit: Option<String>,
    /// `(unit symbol, factor to the display unit)` of every convertible unit in the group.
    pub(crate) factors: Vec<(String, f64)>,
    /// Unitless group whose specs sometimes carry a unit: those specs are excluded.
    pub(crate) exclude_units: bool,
    /// The value is the smallest of a 3D size tuple (thickness), not a number.
    pub(crate) smallest_dim: bool,
    pub(crate) label: String,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Cond {
    Price(Op),
    Number {
        num: Num,
        op: Op,
    },
    Values {
        pairs: Vec<(u32, u32)>,
        negated: bool,
        label: String,
    },
    Feature {
        feature: u32,
        negated: bool,
    },
    /// Not in any of these categories ("BMWs that are not used cars").
    NotCategory(Vec<u32>),
    /// None of the products of these named ranges or products ("bookcases not from BILLY").
    NotNamed(Vec<NameRef>),
    /// The product's name contains these words (lowercase): a model line the catalog writes only
    /// in names ("Lenovo Yoga").
    NameContains(String),
    /// The product's name does not contain these words (lowercase): "not from Kiehl's".
    NameLacks(String),
    /// A value of an entry, or the word in the product's name: a one-word value most products
    /// named with it do not hold ("Honor" phones: Brand = Honor for one product, sixteen named
    /// "Huawei - Honor …").
    ValuesOrName {
        pairs: Vec<(u32, u32)>,
        label: String,
        word: String,
    },
    /// The product's own prose states one of these term stems (`skg:statesTerm`; "smoky" →
    /// "smok"), or its name has a word starting with one of `names` (words product names write
    /// too: "Braided Lightning Cable"); `words` as the question wrote them.
    States {
        stems: Vec<String>,
        words: String,
        names: Vec<String>,
        /// The prose must not state it, nor the name write it ("shoes that aren't waterproof").
        negated: bool,
        /// Term stems whose negation in the prose also says it ("non chill filtered": the prose
        /// negates "chill filter"; "unfiltered": it negates "filter").
        denied: Vec<String>,
        /// Term stems whose absence from a product's prose also says it: "fragrance free" where
        /// the prose enumerates fragrance (ingredient lists), so a product whose prose never
        /// mentions it has none.
        unmentioned: Vec<String>,
    },
    HasEntry {
        entries: Vec<u32>,
        no_values: Vec<(u32, u32)>,
        negated: bool,
        label: String,
    },
    /// Something the catalog has none of ("from Japan" where the countries are others): no
    /// product matches, and the answer says so rather than ignore the words.
    Absent {
        label: String,
    },
    /// The product has no price ("no price listed", "without a price").
    Unpriced,
    /// The price is below a previous price (`entries`, a sale row) by a percentage ("40% off
    /// or more"): `op` compares `100 × (previous − price) / previous`.
    Discount {
        entries: Vec<u32>,
        op: Op,
    },
    /// A value below (`less`) or above that of named products ("anything cheaper?" after one
    /// product): compared with the smallest (below) or largest (above) value among `items`.
    Relative {
        target: Target,
        items: Vec<u32>,
        less: bool,
        label: String,
    },
}

impl Cond {
    /// The product's own prose states one of `stems` ([`Cond::States`] with no names, negation,
    /// denied or unmentioned terms); `words` as the question wrote them.
    pub(crate) fn stated(stems: Vec<String>, words: String) -> Cond {
        Cond::States { stems, words, names: Vec::new(), negated: false, denied: Vec::new(), unmentioned: Vec::new() }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Target {
    Price,
    /// How far the price is below a numeric sale row (a previous price), in percent: "biggest
    /// discount", "best deal".
    Discount(Vec<u32>),
    Number(Num),
    Raw {
        entries: Vec<u32>,
        label: String,
    },
    Feature(u32),
}

impl Target {
    pub(crate) fn label(&self, lex: &Lexicon) -> String {
        match self {
            Target::Price => "price".into(),
            Target::Discount(_) => "discount (%)".into(),
            Target::Number(n) => n.label.clone(),
            Target::Raw { label, .. } => label.clone(),
            Target::Feature(f) => lex.features[*f as usize].name.clone(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum Kind {
    #[default]
    List,
    Count,
    Superlative,
    Compare,
    Lookup,
}

#[derive(Debug, Clone, Default)]
pub(crate) struct Plan {
    pub(crate) kind: Kind,
    pub(crate) cats: Vec<Vec<u32>>,
    pub(crate) items: Vec<NameRef>,
    /// Compared sides named by part of their names: `(label, products)`.
    pub(crate) groups: Vec<(String, Vec<u32>)>,
    pub(crate) item_names: Vec<String>,
    pub(crate) conds: Vec<Cond>,
    pub(crate) targets: Vec<Target>,
    pub(crate) target_labels: Vec<String>,
    pub(crate) order: Option<Order>,
    pub(crate) k: usize,
    pub(crate) currency: Option<String>,
    /// Per category set, the products filed only above it and named with the words that named
    /// it ([`Lexicon::filed_above`]): they count as in the set. Looked up by the set, so a
    /// follow-up that changes the categories drops them.
    pub(crate) filed_above: Vec<(Vec<u32>, Vec<u32>)>,
}

impl Plan {
    /// True when something narrows the products: a category, a named product or a condition.
    pub(crate) fn has_scope(&self) -> bool {
        !self.cats.is_empty() || !self.items.is_empty() || !self.groups.is_empty() || !self.conds.is_empty()
    }

    /// True when the SPARQL stage has something to query (a scope, or a superlative over all).
    pub(crate) fn queryable(&self) -> bool {
        self.has_scope() || self.kind == Kind::Superlative
    }
}

/// The direction a graded word ranks a target in: its own, except that the speed of a duration
/// is its shortness ("the fastest shutter speed" is 1/8000 s before 1/4000 s, "the quickest
/// charging time" the fewest minutes).
fn graded_order(g: &Graded, target: &Target) -> Order {
    let duration = matches!(target, Target::Number(n)
        if n.unit.as_deref().and_then(crate::text::units::normalize_unit).is_some_and(|u| u.dimension == Dimension::Time));
    let order = match (g.base, duration) {
        ("fast" | "quick" | "slow", true) if g.order == Order::Ascending => Order::Descending,
        ("fast" | "quick" | "slow", true) => Order::Ascending,
        _ => g.order,
    };
    match (ranked_place(target), order) {
        (true, Order::Descending) => Order::Ascending,
        (true, Order::Ascending) => Order::Descending,
        _ => order,
    }
}

/// True when the target is a place in a ranking ("AKC popularity rank", "Sales rank", "Chart
/// position"): 1 is the top, so "the most popular", "the top 20" are its smallest numbers.
fn ranked_place(target: &Target) -> bool {
    matches!(target, Target::Number(n) if ranked_number(n))
}

/// [`ranked_place`] of a number.
pub(crate) fn ranked_number(n: &Num) -> bool {
    n.unit.is_none()
        && n.label
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| matches!(w.to_lowercase().as_str(), "rank" | "ranking" | "position" | "place" | "placing"))
}

pub(crate) fn cond_text(lex: &Lexicon, c: &Cond) -> String {
    match c {
        Cond::Price(op) => format!("price {}", op.text(lex.currencies.first().map(|c| c.0.as_str()).unwrap_or(""))),
        Cond::Number { num, op } => format!("{} {}", num.label, op.text(num.unit.as_deref().unwrap_or(""))),
        Cond::Values { label, negated, pairs } => {
            let all_yes = pairs.iter().all(|(e, v)| lex.entries[*e as usize].values[*v as usize].yes == Some(true));
            let entry = label.split(" ∈ ").next().unwrap_or(label);
            match (all_yes, negated) {
                (true, false) => format!("has {entry}"),
                (true, true) => format!("not {entry}"),
                (false, false) => label.clone(),
                (false, true) => format!("not {label}"),
            }
        }
        Cond::Feature { feature, negated } => {
            let name = &lex.features[*feature as usize].name;
            if *negated {
                format!("not {name}")
            } else {
                format!("has {name}")
            }
        }
        Cond::NameContains(words) => format!("name contains \"{}\"", words.replace('|', "\" or \"")),
        Cond::NameLacks(words) => format!("name lacks \"{}\"", words.replace('|', "\" or \"")),
        Cond::ValuesOrName { label, word, .. } => format!("{label} or name says \"{word}\""),
        Cond::States { words, names, negated: true, .. } if !names.is_empty() => {
            format!("neither text nor name says \"{words}\"")
        }
        Cond::States { words, negated: true, .. } => format!("text does not say \"{words}\""),
        Cond::States { words, denied, stems, unmentioned, .. }
            if (!denied.is_empty() || !unmentioned.is_empty()) && stems.is_empty() =>
        {
            if unmentioned.is_empty() {
                format!("text says it is not \"{words}\"")
            } else {
                format!("text says it is not \"{words}\" or never mentions it")
            }
        }
        Cond::States { words, names, .. } if !names.is_empty() => format!("text or name says \"{words}\""),
        Cond::States { words, .. } => format!("text says \"{words}\""),
        Cond::NotCategory(cats) => {
            let names: Vec<&str> = cats.iter().map(|c| lex.categories[*c as usize].name.as_str()).collect();
            format!("not category {}", names.join(" or "))
        }
        Cond::NotNamed(items) => {
            let names: Vec<&str> = items.iter().map(|r| lex.name_of(*r)).collect();
            format!("not {}", names.join(" or "))
        }
        Cond::HasEntry { label, negated, .. } => {
            if *negated {
                format!("not {label}")
            } else {
                format!("has {label}")
            }
        }
        Cond::Absent { label } => format!("{label} (none in the catalog)"),
        Cond::Unpriced => "no price".into(),
        Cond::Discount { entries, op } => {
            let label = entries.first().map(|e| lex.entries[*e as usize].name.as_str()).unwrap_or("previous price");
            format!("discount from {label} {}", op.text("%"))
        }
        Cond::Relative { items, less, label, .. } => {
            format!("{label} {} that of {}", if *less { "<" } else { ">" }, items_text(lex, items))
        }
    }
}

/// Names of products for a constraint: the range when they are all of one range's variants,
/// else up to three names.
pub(crate) fn items_text(lex: &Lexicon, items: &[u32]) -> String {
    let range = items.first().and_then(|i| lex.items[*i as usize].range);
    if let Some(r) = range.filter(|r| {
        let variants = &lex.ranges[*r as usize].variants;
        variants.len() == items.len() && items.iter().all(|i| variants.contains(i))
    }) {
        return lex.ranges[r as usize].name.clone();
    }
    let names: Vec<&str> = items.iter().take(3).map(|i| lex.items[*i as usize].name.as_str()).collect();
    let more = if items.len() > 3 { format!(" and {} more", items.len() - 3) } else { String::new() };
    format!("{}{more}", names.join(", "))
}

/// The prose terms of a `text says …` condition, or of a yes/no spec aligned with the prose
/// (none for any other): what an evidence sentence is looked up by.
pub(crate) fn cond_terms(lex: &Lexicon, c: &Cond) -> Vec<String> {
    let aligned = match c {
        Cond::States { stems, denied, negated: false, .. } => return stems.iter().chain(denied).cloned().collect(),
        Cond::Feature { feature, negated: false } => aligned_prose(lex, *feature),
        Cond::Values { pairs, negated: false, .. } => aligned_yes_values(lex, pairs),
        _ => None,
    };
    aligned.map(|(_, terms)| terms).unwrap_or_default()
}

/// The plan stage: turns the mentions into a [`Plan`] and the [`Compiled`] around it (constraints
/// in question order, intent, confidence, unexplained words, and why and where it declines). The
/// SPARQL stage fills [`Compiled::sparql`] afterwards.
pub(crate) fn plan(mut mentions: Parser<'_>, question: &str) -> Compiled {
    let lex = mentions.lex;
    let mut constraints: Vec<(usize, Constraint)> = Vec::new();
    let mut filed_above: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
    for m in &mentions.cats {
        let names: Vec<&str> = m.cats.iter().map(|c| lex.categories[*c as usize].name.as_str()).collect();
        let words: Vec<String> = (m.start..m.end)
            .filter(|&k| mentions.is_word(k) && !is_stop(mentions.word(k)))
            .map(|k| crate::compiler::lexicon::name_key(&mentions.sing[k]))
            .collect();
        let above = lex.filed_above(&m.cats, &words);
        let also = if above.is_empty() {
            String::new()
        } else {
            let parents: Vec<&str> =
                lex.categories_of(&above).iter().map(|c| lex.categories[*c as usize].name.as_str()).collect();
            format!(" (or named \"{}\" under {}: {} more)", words.join(" "), parents.join(", "), above.len())
        };
        if !above.is_empty() {
            filed_above.push((m.cats.clone(), above));
        }
        constraints.push((
            m.start,
            Constraint {
                text: format!("category = {}{also}", names.join(" or ")),
                confidence: m.score,
                from: mentions.span_text(m.start, m.end),
                similarity: m.similarity.map(|s| (s * 100.0).round() / 100.0),
                terms: Vec::new(),
            },
        ));
    }
    let item_names: Vec<String> = mentions
        .items
        .iter()
        .map(|(r, _)| lex.name_of(*r).to_owned())
        .chain(mentions.groups.iter().map(|g| g.0.clone()))
        .collect();
    for (r, pos) in &mentions.items {
        let what = match r {
            NameRef::Range(_) => "range",
            NameRef::Item(_) => "product",
        };
        constraints.push((
            *pos,
            Constraint {
                text: format!("{what} = {}", lex.name_of(*r)),
                confidence: 1.0,
                from: lex.name_of(*r).to_owned(),
                similarity: None,
                terms: Vec::new(),
            },
        ));
    }
    // Compared sides named by part of their names: what each side stands for.
    for (label, products, pos) in &mentions.groups {
        let text = match products.as_slice() {
            [one] => format!("product = {}", lex.items[*one as usize].name),
            _ => format!("products named \"{label}\" ({})", products.len()),
        };
        let c = Constraint { text, confidence: 1.0, from: label.clone(), similarity: None, terms: Vec::new() };
        constraints.push((*pos, c));
    }
    for (k, (c, conf, phrase, pos)) in mentions.conds.iter().enumerate() {
        let similarity = mentions.cond_similarity.get(&k).map(|s| (s * 100.0).round() / 100.0);
        let (text, terms) = (cond_text(lex, c), cond_terms(lex, c));
        constraints.push((*pos, Constraint { text, confidence: *conf, from: phrase.clone(), similarity, terms }));
    }

    // "cheaper than the Aria 9": relative to something that is not a number.
    if (0..mentions.toks.len()).any(|i| !mentions.used[i] && mentions.word(i) == "than") {
        mentions.problem(Stage::Mentions, "comparisons against something other than a number are not supported".into());
    }
    // Unexplained words.
    let mut unexplained = Vec::new();
    let mut coverage = 1.0;
    for i in 0..mentions.toks.len() {
        if mentions.used[i] {
            continue;
        }
        let t = &mentions.toks[i];
        if t.number().is_some() {
            unexplained.push(t.text.clone());
            coverage *= 0.5;
            continue;
        }
        if !t.is_word() {
            continue;
        }
        let w = t.text.as_str();
        if is_stop(w)
            || NEGATIONS.contains(&w)
            || mentions.negating_but(i)
            || matches!(w, "only" | "just" | "really" | "very" | "still")
        {
            continue;
        }
        if hint(w).is_some_and(|h| h.price)
            && (mentions.conds.iter().any(|c| matches!(c.0, Cond::Price(_))) || mentions.how_much)
        {
            continue;
        }
        unexplained.push(t.text.clone());
        coverage *= if SUBJECTIVE.contains(&w) {
            0.3
        } else if mentions.negated_at(i) && lex.index.words.contains(&mentions.sing[i]) {
            // A catalog word after a negation left unread: the answer would keep every product
            // the negation excludes.
            0.3
        } else if lex.index.is_category_word(&mentions.sing[i]) {
            // A category word left unused: the answer would ignore a category.
            0.4
        } else if lex.index.words.contains(&mentions.sing[i]) {
            0.75
        } else if adjective(w).is_some() || hint(w).is_some() {
            0.7
        } else if mentions.spec_like(w) {
            // Reads like a spec the catalog has no value for ("gaming", "waterproof"): a
            // constraint the answer would ignore.
            0.45
        } else {
            0.6
        };
    }

    // Intent.
    let mut plan = Plan {
        filed_above,
        cats: ctx_cats(&mentions.cats),
        items: mentions.items.iter().map(|x| x.0).collect(),
        groups: mentions.groups.iter().map(|(label, products, _)| (label.clone(), products.clone())).collect(),
        k: 1,
        ..Plan::default()
    };
    // "Coffee Please: Wush Wush vs Dambi Udo": a range named before two or more of its own
    // products says whose they are; it is not one more thing compared.
    let within = |r: &NameRef| {
        if !matches!(r, NameRef::Range(_)) {
            return false;
        }
        let own = lex.products_of(*r);
        let items = plan.items.iter().filter(|o| matches!(o, NameRef::Item(i) if own.contains(i))).count();
        let sides = plan.groups.iter().filter(|(_, ps)| !ps.is_empty() && ps.iter().all(|p| own.contains(p))).count();
        items + sides >= 2
    };
    // (A range and two sides at least: only a comparison can have one.)
    let qualifiers: Vec<NameRef> = if plan.items.len() + plan.groups.len() >= 3 {
        plan.items.iter().filter(|r| within(r)).copied().collect()
    } else {
        Vec::new()
    };
    if !qualifiers.is_empty() {
        plan.items.retain(|r| !qualifiers.contains(r));
        mentions.items.retain(|(r, _)| !qualifiers.contains(r));
    }
    let mut intent_conf = 1.0;
    let price_asked = mentions.price_word || mentions.how_much;
    if mentions.items.len() + mentions.groups.len() >= 2 {
        plan.kind = Kind::Compare;
        if let Some((t, c, _)) = mentions.sup_target.take() {
            plan.order = mentions.graded.first().map(|g| graded_order(g, &t));
            plan.targets.push(t);
            intent_conf = c;
        } else if let Some(g) = mentions.graded.first() {
            let g = *g;
            if hint(g.base).is_some_and(|h| h.price) || (g.generic && price_asked) {
                plan.order = Some(g.order);
                plan.targets.push(Target::Price);
            } else {
                mentions.problem(Stage::Plan, format!("cannot tell what \"{}\" compares", mentions.word(g.pos)));
            }
        } else if price_asked && mentions.targets.is_empty() {
            plan.targets.push(Target::Price);
        }
        for (t, c, _, _) in mentions.targets.drain(..) {
            if plan.order.is_none() {
                plan.targets.push(t);
                intent_conf = f64::min(intent_conf, c);
            }
        }
    } else if let Some((t, c, _)) = mentions.sup_target.take() {
        plan.kind = Kind::Superlative;
        plan.order = mentions.graded.iter().find(|g| g.grade == Grade::Superlative).map(|g| graded_order(g, &t));
        if plan.order.is_none() && ranked_place(&t) {
            // "the top 20 by popularity rank": the first places.
            plan.order = Some(Order::Ascending);
        }
        plan.targets.push(t);
        plan.k = mentions.k.unwrap_or(1);
        intent_conf = c;
        if !mentions.targets.is_empty() {
            // Entries named without a constraint alongside a superlative: understood words.
            intent_conf *= 0.95;
        }
    } else if mentions.items.len() == 1
        && (!mentions.targets.is_empty() || mentions.conds.is_empty() || mentions.how_much)
        // "Clinique eye creams", "BILLY bookcases": a range with a category lists the range's
        // products there; a product with one is still looked up.
        && (!matches!(mentions.items[0].0, NameRef::Range(_))
            || mentions.cats.is_empty()
            || !mentions.targets.is_empty()
            || mentions.how_much)
    {
        plan.kind = if mentions.count && mentions.targets.is_empty() { Kind::Count } else { Kind::Lookup };
        for (t, c, _, _) in mentions.targets.drain(..) {
            plan.targets.push(t);
            intent_conf = f64::min(intent_conf, c);
        }
        let other_hint = (0..mentions.toks.len())
            .any(|i| !mentions.used[i] && hint(mentions.word(i)).is_some_and(|h| !h.price && h.dim.is_some()));
        if plan.targets.is_empty() && (mentions.price_word || (mentions.how_much && !other_hint)) {
            plan.targets.push(Target::Price);
        }
        if plan.targets.is_empty() && other_hint {
            let asked: Vec<&str> = (0..mentions.toks.len())
                .filter(|i| !mentions.used[*i] && hint(mentions.word(*i)).is_some_and(|h| h.dim.is_some()))
                .map(|i| mentions.word(i))
                .collect();
            mentions.problem(Stage::Plan, format!("{} has no spec for \"{}\"", item_names.join(", "), asked.join(" ")));
        }
    } else {
        plan.kind = if mentions.count { Kind::Count } else { Kind::List };
        if !mentions.targets.is_empty() {
            // A spec named without a value in a filter question: it constrains nothing.
            for (_, _, phrase, _) in &mentions.targets {
                unexplained.push(phrase.clone());
                coverage *= 0.8;
            }
        }
    }
    if mentions.graded.iter().any(|g| g.grade == Grade::Superlative)
        && plan.kind != Kind::Superlative
        && plan.kind != Kind::Compare
        && mentions.problems.is_empty()
    {
        mentions.problem(Stage::Plan, "superlative not understood".into());
    }
    if let Some(k) = mentions.k {
        if plan.kind != Kind::Superlative {
            mentions.problem(Stage::Plan, format!("\"top {k}\" of what?"));
        }
    }
    // A condition said twice is one ("4k … 4k"): a repeated one would only add joins to the
    // query (a pasted question repeating itself made a 300-pattern query).
    plan.conds = Vec::with_capacity(mentions.conds.len());
    for (c, ..) in &mentions.conds {
        if !plan.conds.contains(c) {
            plan.conds.push(c.clone());
        }
    }
    for (k, a) in plan.conds.iter().enumerate() {
        for b in &plan.conds[k + 1..] {
            let clash = match (a, b) {
                (Cond::Price(Op::Eq(x)), Cond::Price(Op::Eq(y))) => x != y,
                (Cond::Number { num: n1, op: Op::Eq(x) }, Cond::Number { num: n2, op: Op::Eq(y) }) => {
                    n1.entries == n2.entries && x != y
                }
                _ => false,
            };
            if clash {
                mentions.problem(
                    Stage::Plan,
                    format!("conflicting constraints: {} and {}", cond_text(lex, a), cond_text(lex, b)),
                );
            }
        }
    }
    plan.target_labels = plan.targets.iter().map(|t| t.label(lex)).collect();
    plan.item_names = item_names.clone();
    plan.currency = lex.currencies.first().map(|c| c.0.clone()).filter(|c| !c.is_empty());

    let has_scope = plan.has_scope();
    let min_conf = constraints.iter().map(|(_, c)| c.confidence).fold(1.0, f64::min);
    let mut confidence = (min_conf * coverage * intent_conf).clamp(0.0, 1.0);
    if !has_scope && plan.kind != Kind::Superlative {
        confidence = confidence.min(0.2);
    }
    if !mentions.problems.is_empty() {
        confidence = confidence.min(0.4);
    }
    // "Ferraris under 50k" with no Ferrari in the catalog: a price bound alone, beside words not
    // understood, is too little to answer from.
    let price_only =
        plan.cats.is_empty() && plan.items.is_empty() && plan.conds.iter().all(|c| matches!(c, Cond::Price(_)));
    if price_only && !unexplained.is_empty() {
        // Below even the offline partial answer's floor (`qa::router::OFFLINE_WORDS_LEFT_CONFIDENCE`).
        confidence = confidence.min(0.25);
    }
    confidence = (confidence * 1000.0).round() / 1000.0;
    constraints.sort_by_key(|(p, _)| *p);
    let constraints: Vec<Constraint> = constraints.into_iter().map(|(_, c)| c).collect();

    let intent = intent_of(lex, &plan);
    // The reason to decline, and the stage it comes from: a problem names its own stage; words
    // or a scope the mentions stage could not find are its doing; a low confidence with every
    // word explained is the plan's.
    let (stage, declined) = if let Some((stage, _)) = mentions.problems.first() {
        let why: Vec<&str> = mentions.problems.iter().map(|(_, p)| p.as_str()).collect();
        (Some(*stage), Some(why.join("; ")))
    } else if !has_scope && plan.kind != Kind::Superlative {
        (Some(Stage::Mentions), Some("no category, product or constraint recognized".into()))
    } else if confidence < DECLINE_THRESHOLD {
        if unexplained.is_empty() {
            (Some(Stage::Plan), Some(format!("confidence {confidence:.2} is below {DECLINE_THRESHOLD}")))
        } else {
            (Some(Stage::Mentions), Some(format!("{WORDS_NOT_UNDERSTOOD}: {}", unexplained.join(", "))))
        }
    } else {
        (None, None)
    };
    // A decline offers the closest names the catalog itself uses ("did you mean …").
    let declined = declined.map(|why| {
        let near = did_you_mean(lex, &unexplained);
        if near.is_empty() {
            why
        } else {
            format!("{why} (did you mean: {}?)", near.join(", "))
        }
    });
    let understood = understood_of(&intent, &constraints);
    Compiled {
        question: question.to_owned(),
        intent,
        understood,
        constraints,
        // Filled by the SPARQL stage when the plan is queryable.
        sparql: String::new(),
        confidence,
        declined,
        stage,
        unexplained,
        followup: None,
        needs_encoder: mentions.wants_encoder.get()
            || mentions.unplaced_words.borrow().iter().any(|&i| !mentions.used[i]),
        price_of_unpriced: mentions.asks_unpriced,
        plan,
    }
}

/// What a plan asks for, in the public [`Intent`] form.
pub(crate) fn intent_of(lex: &Lexicon, plan: &Plan) -> Intent {
    let item_names = || {
        plan.items
            .iter()
            .map(|r| lex.name_of(*r).to_owned())
            .chain(plan.groups.iter().map(|g| g.0.clone()))
            .collect::<Vec<_>>()
    };
    match plan.kind {
        Kind::List => Intent::List,
        Kind::Count => Intent::Count,
        Kind::Superlative => Intent::Superlative {
            k: plan.k,
            order: plan.order.unwrap_or(Order::Ascending),
            by: plan.targets.first().map(|t| t.label(lex)).unwrap_or_default(),
        },
        Kind::Compare => {
            Intent::Compare { items: item_names(), by: plan.targets.first().map(|t| t.label(lex)), order: plan.order }
        }
        Kind::Lookup => Intent::Lookup { items: item_names(), of: plan.targets.iter().map(|t| t.label(lex)).collect() },
    }
}

/// One line: the intent and the constraints ("list; category = TVs; Screen Size = 55 inch").
pub(crate) fn understood_of(intent: &Intent, constraints: &[Constraint]) -> String {
    let mut parts = vec![match intent {
        Intent::List => "list".to_owned(),
        Intent::Count => "count".to_owned(),
        Intent::Superlative { k, order, by } => {
            let order = if *order == Order::Ascending { "lowest first" } else { "highest first" };
            if *k >= SORT_ALL {
                format!("sort by {by} ({order})")
            } else {
                format!("top {k} by {by} ({order})")
            }
        }
        Intent::Compare { by, order, .. } => match (by, order) {
            (Some(b), Some(o)) => {
                format!("compare by {b} ({})", if *o == Order::Ascending { "lower wins" } else { "higher wins" })
            }
            (Some(b), None) => format!("compare {b}"),
            _ => "compare all specs".to_owned(),
        },
        Intent::Lookup { of, .. } => {
            if of.is_empty() {
                "look up all specs".to_owned()
            } else {
                format!("look up {}", of.join(", "))
            }
        }
    }];
    parts.extend(constraints.iter().map(|c| c.text.clone()));
    parts.join("; ")
}

/// For each word not understood, the closest category, entry or feature name of the catalog, or
/// word of a value, by spelling (Jaro–Winkler ≥ 0.88, or the word plus a short ending): at most
/// three suggestions in all, each once.
pub(crate) fn did_you_mean(lex: &Lexicon, unexplained: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let labels = || {
        lex.categories
            .iter()
            .map(|c| c.name.as_str())
            .chain(lex.entries.iter().map(|e| e.name.as_str()))
            .chain(lex.features.iter().map(|f| f.name.as_str()))
    };
    let value_words = lex.value_spellings();
    for w in unexplained {
        let w = crate::text::names::singular(&w.to_lowercase());
        if w.chars().count() < 4 || w.chars().any(|c| c.is_ascii_digit()) {
            continue;
        }
        let similar = |t: &str| {
            if t.starts_with(w.as_str()) && t.len() > w.len() && t.len() <= w.len() + 3 {
                0.95
            } else if t.len().abs_diff(w.len()) <= 2 {
                // A misspelling keeps about the length ("toucscreen").
                strsim::jaro_winkler(&w, t)
            } else {
                0.0
            }
        };
        let mut best: Option<(f64, &str)> = None;
        // A label offers its whole name ("Chrome OS"), a value its word ("Touchscreen").
        let label_words = labels().flat_map(|name| {
            name.split(|c: char| !c.is_alphanumeric())
                .filter(|x| !x.is_empty())
                .map(move |word| (word.to_lowercase(), name))
        });
        let offers = label_words.chain(value_words.iter().map(|(lower, word)| (lower.clone(), word.as_str())));
        for (word, shown) in offers {
            let score = similar(&word);
            if score < 0.88 {
                continue;
            }
            if best.is_none_or(|(b, s)| score > b || (score == b && shown.len() < s.len())) {
                best = Some((score, shown));
            }
        }
        let best = best.map(|(score, shown)| (score, shown.to_owned()));
        if let Some((_, shown)) = best {
            if !out.contains(&shown) && out.len() < 3 {
                out.push(shown);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ops_read_and_filter() {
        assert_eq!(Op::Lt(500.0).text("GBP"), "< 500 GBP");
        assert_eq!(Op::Between(2.0, 1.5).text(""), "between 2 and 1.5");
        assert_eq!(Op::Ge(5000.0).filter("?v"), "FILTER(?v >= 5000)");
        assert_eq!(Op::Between(2.0, 1.0).filter("?v"), "FILTER(?v >= 1 && ?v <= 2)");
        assert_eq!(Op::Ne(8.0).text("GB"), "≠ 8 GB");
        assert_eq!(Op::Ne(8.0).filter("?v"), "FILTER(?v < 7.96 || ?v > 8.04)");
        assert_eq!(Op::Gt(500.0).negated().text(""), "≤ 500");
        assert_eq!(Op::Between(1.0, 2.0).negated(), Op::Outside(1.0, 2.0));
        assert_eq!(Op::Outside(1.0, 2.0).filter("?v"), "FILTER(?v < 1 || ?v > 2)");
        assert_eq!(Op::Lt(1.0).map(|x| x * 10.0), Op::Lt(10.0));
    }

    #[test]
    fn conditions_read_in_the_catalog_currency() {
        let mut lex = Lexicon::default();
        assert_eq!(cond_text(&lex, &Cond::Price(Op::Lt(500.0))), "price < 500");
        lex.currencies.push(("GBP".into(), 3));
        assert_eq!(cond_text(&lex, &Cond::Price(Op::Lt(500.0))), "price < 500 GBP");
    }

    #[test]
    fn a_plan_is_queryable_with_a_scope_or_a_superlative() {
        let mut plan = Plan::default();
        assert!(!plan.queryable());
        plan.kind = Kind::Superlative;
        assert!(plan.queryable() && !plan.has_scope());
        let plan = Plan { conds: vec![Cond::Price(Op::Lt(1.0))], ..Plan::default() };
        assert!(plan.has_scope());
    }
}

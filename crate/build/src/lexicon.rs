//! Builds the bundle's lexicon (the compiler's vocabulary) from the final SKG triples.

use crate::graph::Graph;
use dualgraph_core::compiler::lexicon::*;
use dualgraph_core::skg::vocab::{self, NodeType};
use dualgraph_core::text::units;
use oxigraph::model::{NamedNodeRef, TermRef, TripleRef};
use rustc_hash::FxHashMap as HashMap;
use std::collections::{BTreeMap, HashSet};

/// Longest categorical value (in characters) kept in the lexicon.
const MAX_VALUE_CHARS: usize = 48;

/// Most categorical values kept per entry (the most frequent ones; the rest are counted in
/// `Entry::values_left_out` and reported by the build). A furniture catalog's 1,700 product
/// descriptions fit; a column of free text (every value once) does not need to.
const MAX_VALUES_PER_ENTRY: usize = 4000;

/// True when a value has words besides numbers, units and quantity qualifiers
/// ("3840 x 2160 (4K UHD)" has; "147 x 70.6 x 7.6 mm" and "Up to 24 hours" have not).
fn has_words(name: &str) -> bool {
    const QUALIFIERS: &[&str] = &[
        "x",
        "up",
        "to",
        "approx",
        "approximately",
        "about",
        "around",
        "typical",
        "typ",
        "max",
        "maximum",
        "min",
        "minimum",
        "rated",
        "over",
        "under",
        "and",
        "or",
        "with",
        "per",
        "of",
        "the",
        "a",
        "from",
        "plus",
    ];
    tokenize(name).iter().any(|t| {
        t.is_word()
            && !QUALIFIERS.contains(&t.text.as_str())
            && units::normalize_unit(&t.orig).is_none()
            && units::normalize_unit(&t.text).is_none()
    })
}

#[derive(Default)]
struct SpecFacts<'a> {
    entry: Option<&'a str>,
    section: Option<&'a str>,
    values: Vec<&'a str>,
    numbers: Vec<f64>,
    units: Vec<&'a str>,
    ranged: bool,
    scored: bool,
    dims: bool,
    three_dims: bool,
}

/// The predicates of a spec's own facts (local names in the `skg:` namespace).
const SPEC_PREDICATES: [&str; 9] = [
    "inEntry",
    "hasValue",
    "hasNumericValue",
    "hasMinValue",
    "hasUnit",
    "hasDim1",
    "hasDim3",
    "inSection",
    "hasRawText",
];

impl<'a> SpecFacts<'a> {
    /// True for a predicate [`SpecFacts::add`] reads.
    fn reads(predicate: &str) -> bool {
        predicate.strip_prefix(vocab::SKG).is_some_and(|local| SPEC_PREDICATES.contains(&local))
    }

    /// Adds a triple of the spec whose predicate is `predicate`; false when that predicate is
    /// none of a spec's own.
    fn add(&mut self, predicate: &str, o: TermRef<'a>) -> bool {
        match predicate.strip_prefix(vocab::SKG).unwrap_or("") {
            "inEntry" => self.entry = named(o),
            "hasValue" => self.values.extend(named(o)),
            "hasNumericValue" => self.numbers.extend(literal(o).and_then(|v| v.parse::<f64>().ok())),
            "hasUnit" => self.units.extend(literal(o)),
            "hasMinValue" => self.ranged = true,
            "hasDim1" => self.dims = true,
            "hasDim3" => self.three_dims = true,
            "inSection" => self.section = named(o),
            "hasRawText" => self.scored = literal(o).is_some_and(units::is_score_on_scale),
            _ => return false,
        }
        true
    }
}

/// A spec's facts read from the build graph when asked for, instead of one map entry per spec
/// (at 100k products 4M specs: ~1.3 GB of maps). A graph's triples of one subject are
/// contiguous in SPO order, so this reads the same triples in the same order as the map.
fn spec_facts_in<'g>(graph: &'g Graph, spec: &str) -> Option<SpecFacts<'g>> {
    let id = graph.id_of_ref(NamedNodeRef::new_unchecked(spec).into())?;
    let mut facts = SpecFacts::default();
    let mut any = false;
    for &[_, p, o] in graph.subject_ids(id) {
        if let TermRef::NamedNode(p) = graph.term(p) {
            any |= facts.add(p.as_str(), graph.term(o));
        }
    }
    any.then_some(facts)
}

fn literal(t: TermRef<'_>) -> Option<&str> {
    match t {
        TermRef::Literal(l) => Some(l.value()),
        _ => None,
    }
}

fn named(t: TermRef<'_>) -> Option<&str> {
    match t {
        TermRef::NamedNode(n) => Some(n.as_str()),
        _ => None,
    }
}

/// Builds the lexicon of a catalog from its final (enriched) SKG triples.
pub fn build<'a>(triples: impl IntoIterator<Item = TripleRef<'a>>, instance_base: &str) -> Lexicon {
    build_with(triples, instance_base, None)
}

/// [`build`] over the build graph, reading each spec's facts from the graph when needed.
pub fn build_from_graph(graph: &Graph, instance_base: &str) -> Lexicon {
    build_with(graph.iter(), instance_base, Some(&|spec| spec_facts_in(graph, spec)))
}

/// Reads a spec's facts by its IRI (`None`: no fact of a spec).
type ReadSpec<'a> = dyn Fn(&str) -> Option<SpecFacts<'a>> + 'a;

/// Builds the lexicon; with `read_spec`, a spec's facts come from it instead of a map filled
/// from `triples`.
fn build_with<'a>(
    triples: impl IntoIterator<Item = TripleRef<'a>>,
    instance_base: &str,
    read_spec: Option<&ReadSpec<'a>>,
) -> Lexicon {
    let pred = |l: &str| vocab::predicate(l);
    let (p_name, p_id, p_price, p_currency, p_variant, p_belongs, p_spec, p_feature) = (
        pred("hasName"),
        pred("hasId"),
        pred("hasPrice"),
        pred("hasCurrency"),
        pred("variantOf"),
        pred("belongs"),
        pred("hasSpec"),
        pred("hasFeature"),
    );
    let class = |t: NodeType| t.class_iri();
    let (c_product, c_range, c_category, c_entry, c_feature) = (
        class(NodeType::Product),
        class(NodeType::ProductRange),
        class(NodeType::Category),
        class(NodeType::Entry),
        class(NodeType::Feature),
    );

    let classes = [c_product.as_str(), c_range.as_str(), c_category.as_str(), c_entry.as_str(), c_feature.as_str()];
    let mut types: HashMap<&str, Vec<&str>> = HashMap::default();
    let mut names: HashMap<&str, &str> = HashMap::default();
    let mut ids: HashMap<&str, &str> = HashMap::default();
    let mut prices: HashMap<&str, f64> = HashMap::default();
    let mut currency: HashMap<&str, &str> = HashMap::default();
    let mut variant_of: HashMap<&str, &str> = HashMap::default();
    let mut belongs: HashMap<&str, Vec<&str>> = HashMap::default();
    let mut specs_of: HashMap<&str, Vec<&str>> = HashMap::default();
    let mut features_of: HashMap<&str, Vec<&str>> = HashMap::default();
    let mut spec: HashMap<&str, SpecFacts> = HashMap::default();
    for t in triples {
        let s = t.subject_str();
        let p = t.predicate.as_str();
        let o = t.object;
        if p == vocab::RDF_TYPE {
            // Only the classes read below (not the millions of specs and values).
            if let Some(c) = named(o).filter(|c| classes.contains(c)) {
                types.entry(s).or_default().push(c);
            }
        } else if p == p_name {
            if let Some(v) = literal(o) {
                names.entry(s).or_insert(v);
            }
        } else if p == p_id {
            if let Some(v) = literal(o) {
                ids.insert(s, v);
            }
        } else if p == p_price {
            if let Some(v) = literal(o).and_then(|v| v.parse::<f64>().ok()) {
                prices.insert(s, v);
            }
        } else if p == p_currency {
            if let Some(v) = literal(o) {
                currency.insert(s, v);
            }
        } else if p == p_variant {
            if let Some(v) = named(o) {
                variant_of.insert(s, v);
            }
        } else if p == p_belongs {
            if let Some(v) = named(o) {
                belongs.entry(s).or_default().push(v);
            }
        } else if p == p_spec {
            if let Some(v) = named(o) {
                specs_of.entry(s).or_default().push(v);
            }
        } else if p == p_feature {
            if let Some(v) = named(o) {
                features_of.entry(s).or_default().push(v);
            }
        } else if read_spec.is_none() && SpecFacts::reads(p) {
            spec.entry(s).or_default().add(p, o);
        }
    }
    let has_type = |s: &str, c: &str| types.get(s).is_some_and(|ts| ts.contains(&c));
    let of_type = |c: &str| -> Vec<&str> {
        let mut v: Vec<&str> = types.iter().filter(|(_, ts)| ts.contains(&c)).map(|(s, _)| *s).collect();
        v.sort_unstable();
        v
    };
    let products = of_type(&c_product);
    let categories = of_type(&c_category);
    let ranges: Vec<&str> = of_type(&c_range).into_iter().filter(|r| !has_type(r, &c_product)).collect();
    let entries = of_type(&c_entry);
    let features = of_type(&c_feature);
    let compact = |iri: &str| iri.strip_prefix(instance_base).unwrap_or(iri).to_owned();
    let name_of =
        |s: &str| names.get(s).map(|n| n.to_string()).unwrap_or_else(|| s.rsplit('/').next().unwrap_or(s).into());

    let cat_index: HashMap<&str, u32> = categories.iter().enumerate().map(|(i, c)| (*c, i as u32)).collect();
    let range_index: HashMap<&str, u32> = ranges.iter().enumerate().map(|(i, r)| (*r, i as u32)).collect();
    let entry_index: HashMap<&str, u32> = entries.iter().enumerate().map(|(i, e)| (*e, i as u32)).collect();
    let feature_index: HashMap<&str, u32> = features.iter().enumerate().map(|(i, f)| (*f, i as u32)).collect();

    let mut lex = Lexicon { format: FORMAT, instance_base: instance_base.to_owned(), ..Lexicon::default() };
    lex.products = products.len() as u32;
    let mut cat_products = vec![0u32; categories.len()];
    let mut overlap: BTreeMap<(u32, u32), u32> = BTreeMap::new();
    let mut range_variants: Vec<Vec<u32>> = vec![Vec::new(); ranges.len()];
    let mut currencies: BTreeMap<&str, u32> = BTreeMap::new();
    let mut price: Option<(f64, f64)> = None;

    // Per-entry accumulators.
    struct Acc<'a> {
        products: u32,
        last: usize,
        cats: BTreeMap<u32, u32>,
        units: BTreeMap<&'a str, (u32, usize, f64, f64)>,
        numeric: (u32, usize),
        ranges: (u32, usize),
        scored: (u32, usize),
        num_cats: BTreeMap<u32, u32>,
        dims: (u32, usize),
        dim_units: BTreeMap<&'a str, u32>,
        yes: (u32, usize),
        no: (u32, usize),
        values: HashMap<&'a str, (u32, usize)>,
        sections: HashMap<&'a str, u32>,
    }
    let mut acc: Vec<Acc> = entries
        .iter()
        .map(|_| Acc {
            products: 0,
            last: usize::MAX,
            cats: BTreeMap::new(),
            units: BTreeMap::new(),
            numeric: (0, usize::MAX),
            ranges: (0, usize::MAX),
            scored: (0, usize::MAX),
            num_cats: BTreeMap::new(),
            dims: (0, usize::MAX),
            dim_units: BTreeMap::new(),
            yes: (0, usize::MAX),
            no: (0, usize::MAX),
            values: HashMap::default(),
            sections: HashMap::default(),
        })
        .collect();
    let bump = |slot: &mut (u32, usize), p: usize| {
        if slot.1 != p {
            slot.1 = p;
            slot.0 += 1;
        }
    };
    let mut feature_products = vec![0u32; features.len()];
    let mut product_entries: Vec<Vec<u32>> = Vec::with_capacity(products.len());
    let mut value_yes: HashMap<&str, Option<bool>> = HashMap::default();

    for (pi, p) in products.iter().enumerate() {
        let range = variant_of.get(p).filter(|r| *r != p).and_then(|r| range_index.get(r)).copied();
        if let Some(r) = range {
            range_variants[r as usize].push(pi as u32);
        }
        // The product's own `belongs` only: rule 04 has already given a product without
        // categories its range's, and a range's are the union of its variants' (counting
        // them here put every recipe of a cuisine in a diet two of them have).
        let mut cats: Vec<u32> =
            belongs.get(p).into_iter().flatten().filter_map(|c| cat_index.get(c)).copied().collect();
        cats.sort_unstable();
        cats.dedup();
        for (k, a) in cats.iter().enumerate() {
            cat_products[*a as usize] += 1;
            for b in &cats[k + 1..] {
                *overlap.entry((*a, *b)).or_default() += 1;
            }
        }
        if let Some(v) = prices.get(p) {
            *currencies.entry(currency.get(p).copied().unwrap_or("")).or_default() += 1;
            price = Some(price.map_or((*v, *v), |(lo, hi)| (lo.min(*v), hi.max(*v))));
            lex.priced += 1;
        }
        for f in features_of.get(p).into_iter().flatten() {
            if let Some(i) = feature_index.get(f) {
                feature_products[*i as usize] += 1;
            }
        }
        let mut present: Vec<u32> = Vec::new();
        for s in specs_of.get(p).into_iter().flatten() {
            let read;
            let facts = match read_spec {
                Some(read_spec) => match read_spec(s) {
                    Some(f) => {
                        read = f;
                        &read
                    }
                    None => continue,
                },
                None => match spec.get(s) {
                    Some(f) => f,
                    None => continue,
                },
            };
            let Some(e) = facts.entry.and_then(|e| entry_index.get(e)).copied() else { continue };
            present.push(e);
            let a = &mut acc[e as usize];
            if a.last != pi {
                a.last = pi;
                a.products += 1;
                for c in &cats {
                    *a.cats.entry(*c).or_default() += 1;
                }
            }
            if !facts.numbers.is_empty() && facts.units.len() <= 1 {
                if a.numeric.1 != pi {
                    for c in &cats {
                        *a.num_cats.entry(*c).or_default() += 1;
                    }
                }
                bump(&mut a.numeric, pi);
                if facts.ranged {
                    bump(&mut a.ranges, pi);
                }
                if facts.scored {
                    bump(&mut a.scored, pi);
                }
                let unit = facts.units.first().copied().unwrap_or("");
                let slot = a.units.entry(unit).or_insert((0, usize::MAX, f64::INFINITY, f64::NEG_INFINITY));
                if slot.1 != pi {
                    slot.1 = pi;
                    slot.0 += 1;
                }
                for n in &facts.numbers {
                    slot.2 = slot.2.min(*n);
                    slot.3 = slot.3.max(*n);
                }
            }
            if facts.dims {
                bump(&mut a.dims, pi);
                if facts.three_dims && facts.units.len() == 1 {
                    *a.dim_units.entry(facts.units[0]).or_default() += 1;
                }
            }
            if let Some(sec) = facts.section {
                *a.sections.entry(sec).or_default() += 1;
            }
            for v in &facts.values {
                let yes = *value_yes.entry(v).or_insert_with(|| names.get(v).and_then(|n| yes_no(n)));
                match yes {
                    Some(true) => bump(&mut a.yes, pi),
                    Some(false) => bump(&mut a.no, pi),
                    None => {}
                }
                bump(a.values.entry(v).or_insert((0, usize::MAX)), pi);
            }
        }
        present.sort_unstable();
        present.dedup();
        product_entries.push(present);
    }

    lex.currencies = {
        let mut v: Vec<(String, u32)> = currencies.into_iter().map(|(c, n)| (c.to_owned(), n)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    };
    lex.price = price;
    lex.categories = categories
        .iter()
        .enumerate()
        .map(|(i, c)| Category { name: name_of(c), iri: compact(c), products: cat_products[i] })
        .collect();
    lex.overlap = overlap.into_iter().map(|((a, b), n)| [a, b, n]).collect();
    lex.items = products
        .iter()
        .map(|p| {
            let range = variant_of.get(p).filter(|r| *r != p).and_then(|r| range_index.get(r)).copied();
            let mut cats: Vec<u32> =
                belongs.get(p).into_iter().flatten().filter_map(|c| cat_index.get(c)).copied().collect();
            cats.sort_unstable();
            cats.dedup();
            Item {
                name: name_of(p),
                id: ids.get(p).map(|s| s.to_string()).unwrap_or_default(),
                iri: compact(p),
                range,
                cats,
            }
        })
        .collect();
    lex.ranges = ranges
        .iter()
        .enumerate()
        .map(|(i, r)| Range { name: name_of(r), iri: compact(r), variants: range_variants[i].clone() })
        .collect();

    // Names of products and ranges are not categorical values of an entry ("Model").
    let product_names: HashSet<String> = lex
        .items
        .iter()
        .map(|i| dualgraph_core::text::names::canonical_key(&i.name))
        .chain(lex.ranges.iter().map(|r| dualgraph_core::text::names::canonical_key(&r.name)))
        .collect();
    lex.entries = entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let a = &acc[i];
            let mut units: Vec<UnitStat> = a
                .units
                .iter()
                .map(|(u, (n, _, lo, hi))| UnitStat { unit: (*u).to_owned(), products: *n, min: *lo, max: *hi })
                .collect();
            units.sort_by(|x, y| y.products.cmp(&x.products).then(x.unit.cmp(&y.unit)));
            // "87 points" in an entry whose numbers carry a learned unit is a number, not a
            // categorical value ("97 points or more" must compare, not match a name).
            let learned: Vec<units::ColumnProfile> = units
                .iter()
                .filter(|u| !u.unit.is_empty() && units::unit_by_symbol(&u.unit).is_none())
                .map(|u| units::ColumnProfile { unit: Some(u.unit.clone()), ..Default::default() })
                .collect();
            let mut values: Vec<Value> = a
                .values
                .iter()
                .filter_map(|(v, (n, _))| {
                    let name = names.get(v)?;
                    let yes = value_yes.get(v).copied().flatten();
                    let keep = yes.is_some()
                        || (name.chars().count() <= MAX_VALUE_CHARS
                            && (units::parse_quantity(name).is_none() || has_words(name))
                            && !learned.iter().any(|p| units::parse_learned(name, p).is_some())
                            // Ranges are numbers ("2-4 players", "13+": `hasMinValue`).
                            && units::parse_range(name, None).is_none()
                            && !learned.iter().any(|p| units::parse_range(name, Some(p)).is_some())
                            && !product_names.contains(&dualgraph_core::text::names::canonical_key(name)));
                    keep.then(|| Value { name: (*name).to_owned(), iri: compact(v), products: *n, yes })
                })
                .collect();
            values.sort_by(|x, y| y.products.cmp(&x.products).then(x.name.cmp(&y.name)));
            let values_left_out = values.len().saturating_sub(MAX_VALUES_PER_ENTRY) as u32;
            values.truncate(MAX_VALUES_PER_ENTRY);
            let mut sections: Vec<(&str, u32)> = a.sections.iter().map(|(s, n)| (*s, *n)).collect();
            sections.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(y.0)));
            let sections: Vec<String> = sections.into_iter().take(3).map(|(s, _)| name_of(s)).collect();
            Entry {
                name: name_of(e),
                iri: compact(e),
                products: a.products,
                cats: a.cats.iter().map(|(c, n)| [*c, *n]).collect(),
                units,
                numeric: a.numeric.0,
                num_cats: a.num_cats.iter().map(|(c, n)| [*c, *n]).collect(),
                dims: a.dims.0,
                dim_unit: a
                    .dim_units
                    .iter()
                    .max_by(|x, y| x.1.cmp(y.1).then(y.0.cmp(x.0)))
                    .map(|(u, _)| (*u).to_owned()),
                yes: a.yes.0,
                no: a.no.0,
                ranges: a.ranges.0,
                scored: a.scored.0,
                values,
                sections,
                group: i as u32,
                values_left_out,
            }
        })
        .collect();
    let entry_by_key: HashMap<String, u32> = lex
        .entries
        .iter()
        .enumerate()
        .map(|(i, e)| (dualgraph_core::text::names::canonical_key(&e.name), i as u32))
        .collect();
    lex.features = features
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let name = name_of(f);
            let entry = entry_by_key.get(&dualgraph_core::text::names::canonical_key(&name)).copied();
            Feature { name, iri: compact(f), products: feature_products[i], entry }
        })
        .collect();
    lex.brand_words = brand_words(&lex.items);
    group_aliases(&mut lex, &product_entries);
    lex.index();
    lex
}

trait SubjectStr<'a> {
    fn subject_str(&self) -> &'a str;
}

impl<'a> SubjectStr<'a> for TripleRef<'a> {
    fn subject_str(&self) -> &'a str {
        match self.subject {
            oxigraph::model::NamedOrBlankNodeRef::NamedNode(n) => n.as_str(),
            oxigraph::model::NamedOrBlankNodeRef::BlankNode(b) => b.as_str(),
        }
    }
}

/// Share of products (1/10) whose name or prose must use a word for it to be a common word.
const COMMON_WORD_SHARE: usize = 10;

/// The catalog's common words ([`Lexicon::common_words`]): singular alphabetic words (at least 3
/// letters, or 2 capitalised: "TV") in the name or prose of at least a tenth of the products (and at least 3), with
/// their product counts, most frequent first.
pub fn common_words<'a>(docs: impl IntoIterator<Item = (&'a str, Option<&'a str>)>) -> Vec<(String, u32)> {
    let mut df: HashMap<String, u32> = HashMap::default();
    let mut products = 0usize;
    for (name, text) in docs {
        products += 1;
        let mut seen: HashSet<String> = HashSet::new();
        for t in tokenize(name).into_iter().chain(text.map(tokenize).unwrap_or_default()) {
            // Two letters only as a name writes them, capitalised ("TV", "Tv", "PC"): not the
            // small words of prose.
            let letters = t.text.chars().count();
            let long_enough = letters >= 3 || letters == 2 && t.orig.starts_with(|c: char| c.is_uppercase());
            if t.is_word() && long_enough && t.text.chars().all(char::is_alphabetic) {
                seen.insert(dualgraph_core::text::names::singular(&t.text));
            }
        }
        for w in seen {
            *df.entry(w).or_default() += 1;
        }
    }
    let mut out: Vec<(String, u32)> =
        df.into_iter().filter(|(_, n)| *n >= 3 && *n as usize * COMMON_WORD_SHARE >= products).collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}

/// The term stems products' prose states (`skg:statesTerm`, or with `predicate` "deniesTerm"
/// negates), with product counts, most frequent first ([`Lexicon::prose_terms`]).
pub fn prose_terms<'a>(triples: impl IntoIterator<Item = TripleRef<'a>>, predicate: &str) -> Vec<(String, u32)> {
    let states = vocab::predicate(predicate);
    let mut counts: HashMap<&str, u32> = HashMap::default();
    for t in triples {
        if t.predicate.as_str() == states {
            if let Some(term) = literal(t.object) {
                *counts.entry(term).or_default() += 1;
            }
        }
    }
    let mut out: Vec<(String, u32)> = counts.into_iter().map(|(t, n)| (t.to_owned(), n)).collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}

/// Brand names: alphabetic words that start at least 60% of product names (at least 3 products),
/// and are not units.
fn brand_words(items: &[Item]) -> Vec<String> {
    if items.len() < 3 {
        return Vec::new();
    }
    let mut df: HashMap<String, usize> = HashMap::default();
    for it in items {
        if let Some(first) = tokenize(&it.name).into_iter().find(Token::is_word) {
            *df.entry(first.text).or_default() += 1;
        }
    }
    let mut out: Vec<String> = df
        .into_iter()
        .filter(|(w, n)| {
            *n * 10 >= items.len() * 6
                && w.chars().count() >= 2
                && w.chars().all(char::is_alphabetic)
                && units::normalize_unit(w).is_none()
        })
        .map(|(w, _)| w)
        .collect();
    out.sort();
    out
}

/// The words of a label outside and inside parentheses ("Memory (RAM)" → ["memory"], ["ram"]).
fn label_parts(name: &str) -> (Vec<String>, Vec<String>) {
    let (outer, inner) = match (name.find('('), name.rfind(')')) {
        (Some(a), Some(b)) if b > a => (format!("{}{}", &name[..a], &name[b + 1..]), name[a + 1..b].to_owned()),
        _ => (name.to_owned(), String::new()),
    };
    let norm = |s: &str| name_words(s).iter().map(|w| label_word(w).to_owned()).collect::<Vec<_>>();
    (norm(&outer), norm(&inner))
}

fn acronym(words: &[String]) -> String {
    words.iter().filter_map(|w| w.chars().next()).collect()
}

/// Whether two entry labels plausibly name the same thing: equal after generic synonyms, one
/// is the other plus a parenthetical ("Weight (without stand)"), the parenthetical of one is the
/// other ("Memory (RAM)" / "RAM"), or one is the acronym of the other ("ANC").
fn related_labels(a: &str, b: &str) -> bool {
    let (ao, ai) = label_parts(a);
    let (bo, bi) = label_parts(b);
    if ao.is_empty() || bo.is_empty() {
        return false;
    }
    if ao == bo || (!ai.is_empty() && ai == bo) || (!bi.is_empty() && bi == ao) {
        return true;
    }
    let single_acronym =
        |x: &[String], y: &[String]| x.len() == 1 && y.len() >= 2 && x[0].len() >= 2 && x[0] == acronym(y);
    single_acronym(&ao, &bo) || single_acronym(&bo, &ao)
}

fn kind_signature(lex: &Lexicon, e: u32) -> (EntryKind, Option<units::Dimension>) {
    let kind = lex.entry_kind(e);
    let dim = lex.main_unit(e).and_then(units::unit_by_symbol).map(|u| u.dimension);
    (kind, dim)
}

/// Groups entries that name the same thing in different product lines.
fn group_aliases(lex: &mut Lexicon, product_entries: &[Vec<u32>]) {
    let n = lex.entries.len();
    let mut candidates: Vec<(u32, u32)> = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let (ea, eb) = (&lex.entries[a], &lex.entries[b]);
            if ea.products == 0 || eb.products == 0 {
                continue;
            }
            if kind_signature(lex, a as u32) != kind_signature(lex, b as u32) {
                continue;
            }
            if related_labels(&ea.name, &eb.name) {
                candidates.push((a as u32, b as u32));
            }
        }
    }
    if candidates.is_empty() {
        return;
    }
    let wanted: HashSet<(u32, u32)> = candidates.iter().copied().collect();
    let mut together: HashSet<(u32, u32)> = HashSet::new();
    for present in product_entries {
        for (i, a) in present.iter().enumerate() {
            for b in &present[i + 1..] {
                let key = (*a.min(b), *a.max(b));
                if wanted.contains(&key) {
                    together.insert(key);
                }
            }
        }
    }
    let mut parent: Vec<u32> = (0..n as u32).collect();
    fn find(parent: &mut [u32], x: u32) -> u32 {
        let mut r = x;
        while parent[r as usize] != r {
            r = parent[r as usize];
        }
        parent[x as usize] = r;
        r
    }
    for (a, b) in candidates {
        if together.contains(&(a, b)) {
            continue;
        }
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra != rb {
            parent[ra.max(rb) as usize] = ra.min(rb);
        }
    }
    for i in 0..n as u32 {
        let root = find(&mut parent, i);
        lex.entries[i as usize].group = root;
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod build_tests {
    use super::*;
    use dualgraph_core::skg::store::Store;

    const CATALOG: &str = r#"{"kind":"product","id":"a-1","name":"Acme A 64GB","range":"Acme A","categories":["Phones"],"price":{"amount":100,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.1\""},{"entry":"Weight","value":"180 g"},{"entry":"ANC","value":"Yes"},{"entry":"Colour","value":"Black"}]}
{"kind":"product","id":"a-2","name":"Acme A 128GB","range":"Acme A","categories":["Phones"],"price":{"amount":120,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.1 inch"},{"entry":"Weight","value":"0.18 kg"},{"entry":"ANC","value":"No"},{"entry":"Colour","value":"White"}]}
{"kind":"product","id":"b-1","name":"Acme B","categories":["Phones","Rugged"],"specs":[{"entry":"Display Size","value":"6.5-inch"},{"entry":"Weight","value":"200 g"},{"entry":"Active Noise Cancelling","value":"Yes (hybrid)"},{"entry":"Colour","value":"Black"}]}"#;

    fn lexicon() -> Lexicon {
        let options = crate::pipeline::BuildOptions {
            catalog_name: "t".into(),
            base_iri: vocab::DEFAULT_BASE.into(),
            skip_invalid: false,
            rules_dir: None,
            no_default_rules: false,
            encoder: Default::default(),
            vector_index: Default::default(),
            no_skg: false,
            rules_engine: Default::default(),
            page_size: None,
        };
        let (bytes, _) =
            crate::pipeline::build(&[("t".into(), CATALOG.as_bytes().to_vec())], &options, &mut |_| {}).unwrap();
        Lexicon::from_store(&Store::from_bytes(bytes).unwrap()).unwrap()
    }

    #[test]
    fn builds_counts_units_values_and_aliases_from_the_graph() {
        let lex = lexicon();
        assert_eq!((lex.products, lex.priced), (3, 2));
        assert_eq!(lex.currencies, [("GBP".to_owned(), 2)]);
        assert_eq!(lex.brand_words, ["acme"]);
        assert_eq!(lex.ranges.len(), 1);
        assert_eq!(lex.ranges[0].variants.len(), 2);
        let entry = |n: &str| lex.entries.iter().position(|e| e.name == n).unwrap() as u32;
        let weight = &lex.entries[entry("Weight") as usize];
        assert_eq!(weight.products, 3);
        let g = weight.units.iter().find(|u| u.unit == "g").unwrap();
        assert_eq!((g.products, g.min, g.max), (2, 180.0, 200.0));
        assert_eq!(lex.entry_kind(entry("ANC")), EntryKind::Boolean);
        assert_eq!(lex.entry_kind(entry("Weight")), EntryKind::Numeric);
        assert_eq!(lex.entry_kind(entry("Colour")), EntryKind::Categorical);
        let black = lex.entries[entry("Colour") as usize].values.iter().find(|v| v.name == "Black").unwrap();
        assert_eq!(black.products, 2);
        assert_eq!(lex.group_of(entry("Screen Size")), vec![entry("Display Size"), entry("Screen Size")]);
        assert_eq!(
            lex.entries[entry("ANC") as usize].group,
            lex.entries[entry("Active Noise Cancelling") as usize].group
        );
        let rugged = lex.categories.iter().position(|c| c.name == "Rugged").unwrap() as u32;
        let phones = lex.categories.iter().position(|c| c.name == "Phones").unwrap() as u32;
        assert_eq!(lex.category_overlap(phones, rugged), 1);
        assert_eq!(lex.entry_products_in(entry("Display Size"), Some(rugged)), 1);
        assert_eq!(lex.sparql_term(&lex.entries[entry("Screen Size") as usize].iri), "entry:screen_size");
    }

    #[test]
    fn stored_form_round_trips_and_leaves_out_derivable_iris() {
        let lex = lexicon();
        let bytes = lex.to_bytes();
        // Deflated JSON behind its magic.
        let deflated = bytes.strip_prefix(dualgraph_core::compiler::lexicon::DEFLATED_MAGIC).expect("deflated");
        let json = miniz_oxide::inflate::decompress_to_vec(deflated).unwrap();
        assert!(bytes.len() < json.len(), "{} deflated bytes for {} of JSON", bytes.len(), json.len());
        let text = String::from_utf8(json.clone()).unwrap();
        assert!(!text.contains("entry/screen_size"), "{text}");
        let back = Lexicon::from_bytes(&bytes).unwrap();
        assert_eq!(serde_json::to_value(&back).unwrap(), serde_json::to_value(&lex).unwrap());
        // Plain JSON, as bundles written before the deflated form hold it, still reads.
        let back = Lexicon::from_bytes(&json).unwrap();
        assert_eq!(serde_json::to_value(&back).unwrap(), serde_json::to_value(&lex).unwrap());
        assert!(matches!(Lexicon::from_bytes(b"[]"), Err(LexiconError::Invalid(_))));
        let mut bad: serde_json::Value = serde_json::from_slice(&json).unwrap();
        bad["entries"][0]["group"] = serde_json::json!(999);
        assert!(matches!(Lexicon::from_bytes(bad.to_string().as_bytes()), Err(LexiconError::Invalid(_))));
        // Deflated bytes that do not inflate are an error that says so, not a panic.
        let mut broken = bytes.clone();
        broken.truncate(bytes.len() / 2);
        match Lexicon::from_bytes(&broken) {
            Err(LexiconError::Invalid(why)) => assert!(why.contains("inflate"), "{why}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn related_labels_cover_synonyms_parentheses_and_acronyms() {
        assert!(related_labels("Screen Size", "Display Size"));
        assert!(related_labels("Memory (RAM)", "RAM"));
        assert!(related_labels("Memory", "Memory (RAM)"));
        assert!(related_labels("ANC", "Active Noise Cancelling"));
        assert!(related_labels("HDMI Ports", "HDMI Inputs"));
        assert!(!related_labels("Type", "Display Type"));
        assert!(!related_labels("Battery", "Battery Capacity"));
        assert!(!related_labels("Cover Screen", "Screen Size"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{self, Catalog, ReadOptions};

    /// The pipeline's graph of a catalog after the default rules, with its instance base.
    fn graph_of(name: &str, jsonl: &str) -> (Graph, String) {
        let mut cat = Catalog::default();
        catalog::read_jsonl(&mut cat, name, jsonl.as_bytes(), ReadOptions { skip_invalid: false }).unwrap();
        catalog::finish(&mut cat);
        let texts: Vec<Option<&str>> = cat.products.iter().map(|p| p.text.as_deref()).collect();
        let prose = crate::prose_facts::catalog_filter(crate::prose_facts::read_each(&texts), &texts);
        let base = format!("https://example.org/{name}/");
        let options = crate::triples::SkgOptions { instance_base: base.clone() };
        let (mut graph, _) = crate::triples::generate_graph(&cat, &options, prose);
        crate::rules::apply_to_graph(&mut graph, &crate::rules::default_rules(), &base, |_, _| {}).unwrap();
        graph.end_lookups();
        (graph, base)
    }

    #[test]
    fn specs_read_from_the_graph_give_the_lexicon_of_the_map() {
        for (name, jsonl) in [
            ("homeware", include_str!("../../../tests/fixtures/homeware.jsonl")),
            ("laptops", include_str!("../../../examples/catalogs/laptops-eur/catalog.jsonl")),
        ] {
            let (graph, base) = graph_of(name, jsonl);
            let from_map = build(graph.iter(), &base);
            assert!(from_map.products > 10 && from_map.entries.len() > 5, "{name}: a real lexicon");
            assert!(from_map.entries.iter().any(|e| !e.units.is_empty()), "{name}: entries with units");
            assert_eq!(from_map.to_bytes(), build_from_graph(&graph, &base).to_bytes(), "{name}");
        }
    }
}

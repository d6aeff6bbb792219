//! Stage 4, SPARQL: a [`Plan`](super::plan::Plan) becomes one SPARQL query.
//!
//! SPARQL.
//!
//! Shapes that keep oxigraph's evaluator fast on the compact store: every triple pattern of a
//! group first (one basic graph pattern), constants instead of one-row VALUES, `FILTER(?x IN …)`
//! for alternatives, `MINUS` for negation, and value expressions used directly in filters and
//! aggregates; a `BIND` only at the very end of a group.

use super::*;

/// A number in short form: up to 4 decimals, no trailing zeros.
pub fn num_text(x: f64) -> String {
    // Tiny amounts keep their digits; one over a whole number reads as a fraction ("1/8000",
    // an exposure time).
    if x > 0.0 && x < 0.01 {
        let inverse = 1.0 / x;
        if (inverse - inverse.round()).abs() < 1e-6 * inverse {
            return format!("1/{}", inverse.round());
        }
        return format!("{:.3e}", x).parse::<f64>().map(|v| v.to_string()).unwrap_or_else(|_| x.to_string());
    }
    let s = format!("{:.4}", x);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_owned()
    }
}

/// A number as a SPARQL literal (plain decimal, no exponent).
pub(crate) fn lit(x: f64) -> String {
    let s = format!("{x}");
    if s.contains('e') || s.contains("inf") || s.contains("NaN") {
        "0".into()
    } else {
        s
    }
}

/// The entry a yes/no feature was read from and the prose terms naming it that some products'
/// own prose states (at most 40 % of the catalog), when both exist: the feature is then
/// aligned over specs and text.
pub(crate) fn aligned_prose(lex: &Lexicon, feature: u32) -> Option<(u32, Vec<String>)> {
    let f = &lex.features[feature as usize];
    entry_prose(lex, f.entry?)
}

/// [`aligned_prose`] for a condition on the yes-values of one yes/no entry ("wireless charging"
/// = Wireless Charging ∈ {Yes, Yes (15 W Qi2)}).
pub(crate) fn aligned_yes_values(lex: &Lexicon, pairs: &[(u32, u32)]) -> Option<(u32, Vec<String>)> {
    let (entry, _) = *pairs.first()?;
    let yes = |(e, v): &(u32, u32)| *e == entry && lex.entries[*e as usize].values[*v as usize].yes == Some(true);
    if !pairs.iter().all(yes) {
        return None;
    }
    entry_prose(lex, entry)
}

/// The product name `?nm{n}` as the question's words read it: lowercase, apostrophes dropped
/// ("Kellogg's" is "kelloggs").
fn plain_name(n: &str) -> String {
    format!("REPLACE(LCASE(?nm{n}), \"['’]\", \"\")")
}

fn entry_prose(lex: &Lexicon, entry: u32) -> Option<(u32, Vec<String>)> {
    let max_uses = (lex.products * 2 / 5).max(1);
    let terms: Vec<String> = crate::compiler::prose_facts::asked_terms(&lex.entries[entry as usize].name)
        .into_iter()
        .filter(|t| lex.index.prose.get(t).is_some_and(|n| *n > 0 && *n <= max_uses))
        .collect();
    (!terms.is_empty()).then_some((entry, terms))
}

/// For each condition aligned over specs and prose, its label and a query naming the products
/// (of the question's categories) whose spec row and own prose disagree: `?name`, the spec's
/// `?yes`. The spec row is what answered them; the trace shows the disagreement.
pub fn disagreement_queries(compiled: &Compiled, lex: &Lexicon) -> Vec<(String, String)> {
    let plan = &compiled.plan;
    let mut out = Vec::new();
    for c in &plan.conds {
        let aligned = match c {
            Cond::Feature { feature, .. } => aligned_prose(lex, *feature),
            Cond::Values { pairs, .. } => aligned_yes_values(lex, pairs),
            _ => None,
        };
        let Some((entry, terms)) = aligned else { continue };
        let mut scope = String::new();
        if let Some(set) = plan.cats.first() {
            let iris: Vec<&str> = set.iter().map(|c| lex.categories[*c as usize].iri.as_str()).collect();
            scope = format!("?product skg:belongs ?dc . {}", in_list(lex, "?dc", &iris));
        }
        let query = format!(
            "SELECT DISTINCT ?name ?yes WHERE {{ ?product a skgt:Product ; skg:hasName ?name ; skg:hasSpec ?ds . {scope} ?ds skg:inEntry {} ; skg:hasBooleanValue ?yes . {{ ?product skg:statesTerm ?dt . BIND(false AS ?says) }} UNION {{ ?product skg:deniesTerm ?dt . BIND(true AS ?says) }} FILTER(?yes = ?says && ?dt IN ({})) }} ORDER BY ?name LIMIT 20",
            lex.sparql_term(&lex.entries[entry as usize].iri),
            terms.iter().map(|t| string_lit(t)).collect::<Vec<_>>().join(", ")
        );
        out.push((lex.entries[entry as usize].name.clone(), query));
    }
    out
}

/// "The product has it by its spec row, or has no row for `entry` and its prose states one of
/// `terms`" around the spec pattern `spec` (a group body).
/// One term is a constant (the index finds its products; `FILTER(?pf IN (one))` read every
/// stated term of the catalog: 174,650 on the 10k synthetic catalog, a full scan on a server).
fn spec_or_prose(lex: &Lexicon, spec: &str, entry: u32, terms: &[String], n: &str) -> String {
    let lits: Vec<String> = terms.iter().map(|t| string_lit(t)).collect();
    let states = match lits.as_slice() {
        [one] => format!("?product skg:statesTerm {one} ."),
        _ => format!("?product skg:statesTerm ?pf{n} . FILTER(?pf{n} IN ({}))", lits.join(", ")),
    };
    format!(
        "{{ {spec} }} UNION {{ {states} MINUS {{ ?product skg:hasSpec ?ps{n} . ?ps{n} skg:inEntry {} }} }}",
        lex.sparql_term(&lex.entries[entry as usize].iri)
    )
}

pub(crate) fn string_lit(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

/// One SPARQL group: its triple patterns, then everything else (filters, OPTIONAL, MINUS, BIND).
#[derive(Default)]
pub(crate) struct Group {
    pub(crate) triples: Vec<String>,
    pub(crate) tail: Vec<String>,
}

impl Group {
    pub(crate) fn render(&self, indent: &str) -> String {
        let mut s = String::new();
        for line in self.triples.iter().chain(&self.tail) {
            s.push_str(indent);
            s.push_str(line);
            s.push('\n');
        }
        s
    }

    pub(crate) fn absorb(&mut self, other: Group) {
        self.triples.extend(other.triples);
        self.tail.extend(other.tail);
    }
}

pub(crate) fn in_list(lex: &Lexicon, var: &str, iris: &[&str]) -> String {
    let terms: Vec<String> = iris.iter().map(|i| lex.sparql_term(i)).collect();
    format!("FILTER({var} IN ({}))", terms.join(", "))
}

/// `?s skg:inEntry …`: a constant for one entry, a variable filtered to the group otherwise.
pub(crate) fn entry_term(lex: &Lexicon, g: &mut Group, entries: &[u32], var: &str) -> String {
    let mut iris: Vec<&str> = entries.iter().map(|e| lex.entries[*e as usize].iri.as_str()).collect();
    iris.dedup();
    if iris.len() == 1 {
        lex.sparql_term(iris[0])
    } else {
        g.tail.push(in_list(lex, var, &iris));
        var.to_owned()
    }
}

/// Patterns binding a spec of `?product` with a number of the group; returns the expression of
/// the number in the group's display unit.
pub(crate) fn num_group(lex: &Lexicon, num: &Num, n: &str, raw: Option<&str>) -> (Group, String) {
    let mut g = Group::default();
    let entry = entry_term(lex, &mut g, &num.entries, &format!("?e{n}"));
    if num.smallest_dim {
        let unit = num.unit.as_deref().unwrap_or_default();
        g.triples.push(format!(
            "?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasUnit {} ; skg:hasDim1 ?a{n} ; skg:hasDim2 ?b{n} ; skg:hasDim3 ?c{n} .",
            string_lit(unit)
        ));
        if let Some(r) = raw {
            g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText {r} }}"));
        }
        let expr = format!("IF(?a{n} < ?b{n}, IF(?a{n} < ?c{n}, ?a{n}, ?c{n}), IF(?b{n} < ?c{n}, ?b{n}, ?c{n}))");
        return (g, expr);
    }
    g.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasNumericValue ?n{n} ."));
    let expr = match &num.unit {
        None => {
            if num.exclude_units {
                g.tail.push(format!("MINUS {{ ?s{n} skg:hasUnit ?x{n} }}"));
            }
            format!("?n{n}")
        }
        Some(_) if num.factors.len() == 1 => {
            let (u, f) = &num.factors[0];
            g.triples.push(format!("?s{n} skg:hasUnit {} .", string_lit(u)));
            scaled(&format!("?n{n}"), *f)
        }
        Some(_) => {
            g.triples.push(format!("?s{n} skg:hasUnit ?u{n} ."));
            let mut expr = format!("?none{n}");
            for (u, f) in num.factors.iter().rev() {
                expr = format!("IF(?u{n} = {}, {}, {expr})", string_lit(u), scaled(&format!("?n{n}"), *f));
            }
            expr
        }
    };
    if let Some(r) = raw {
        g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText {r} }}"));
    }
    (g, expr)
}

pub(crate) fn scaled(var: &str, f: f64) -> String {
    if (f - 1.0).abs() < 1e-12 {
        var.to_owned()
    } else {
        format!("({var} * {})", lit(f))
    }
}

/// Patterns of a spec of `?product` whose entry and value are among `pairs`.
pub(crate) fn pairs_group(lex: &Lexicon, n: &str, pairs: &[(u32, u32)]) -> Group {
    let mut g = Group::default();
    let entries: Vec<u32> = {
        let mut e: Vec<u32> = pairs.iter().map(|p| p.0).collect();
        e.sort_unstable();
        e.dedup();
        e
    };
    let entry = entry_term(lex, &mut g, &entries, &format!("?e{n}"));
    let mut values: Vec<&str> =
        pairs.iter().map(|(e, v)| lex.entries[*e as usize].values[*v as usize].iri.as_str()).collect();
    values.sort_unstable();
    values.dedup();
    let value = if values.len() == 1 {
        lex.sparql_term(values[0])
    } else {
        g.tail.push(in_list(lex, &format!("?y{n}"), &values));
        format!("?y{n}")
    };
    g.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasValue {value} ."));
    g
}

pub(crate) fn minus(g: &Group) -> String {
    format!("MINUS {{\n{}  }}", g.render("    "))
}

/// The constraint patterns shared by every query shape (categories, named items, conditions),
/// the `(label, raw-text variable)` columns they expose, and whether `?price` is bound.
pub(crate) fn body(lex: &Lexicon, plan: &Plan, with_raw: bool) -> (Group, Vec<(String, String)>, bool) {
    let mut g = Group::default();
    let mut cols = Vec::new();
    let mut price_bound = false;
    g.triples.push("?product a skgt:Product ; skg:hasName ?name .".into());
    if !plan.items.is_empty() && plan.kind != Kind::Compare && plan.kind != Kind::Lookup {
        let iris: Vec<&str> =
            plan.items.iter().flat_map(|r| lex.products_of(*r)).map(|i| lex.items[i as usize].iri.as_str()).collect();
        g.tail.push(in_list(lex, "?product", &iris));
    }
    for (k, set) in plan.cats.iter().enumerate() {
        let named = match set.as_slice() {
            [c] => lex.named_category(*c),
            _ => None,
        };
        if let Some((heads, items)) = named {
            // Filed under the category, or under its head and named so ("iPhone 7 Plus Cases").
            let heads: Vec<&str> = heads.iter().map(|c| lex.categories[*c as usize].iri.as_str()).collect();
            let items: Vec<&str> = items.iter().map(|i| lex.items[*i as usize].iri.as_str()).collect();
            g.tail.push(format!(
                "{{ ?product skg:belongs {} . }} UNION {{ ?product skg:belongs ?c{k} . {} {} }}",
                lex.sparql_term(&lex.categories[set[0] as usize].iri),
                in_list(lex, &format!("?c{k}"), &heads),
                in_list(lex, "?product", &items)
            ));
        } else if let Some((_, above)) = plan.filed_above.iter().find(|(s, _)| s == set) {
            // Filed under the set, or only above it and named so ("Wall Charger" under "Cell
            // Phone Accessories" for "chargers").
            let cats: Vec<&str> = set.iter().map(|c| lex.categories[*c as usize].iri.as_str()).collect();
            let items: Vec<&str> = above.iter().map(|i| lex.items[*i as usize].iri.as_str()).collect();
            g.tail.push(format!(
                "{{ ?product skg:belongs ?c{k} . {} }} UNION {{ ?product skg:belongs ?c{k} . {} }}",
                in_list(lex, &format!("?c{k}"), &cats),
                in_list(lex, "?product", &items)
            ));
        } else if set.len() == 1 {
            // First: among patterns the optimizer rates alike it starts from the first, and the
            // category's members are one run of the POS index (on a paged bundle, a few pages)
            // where every product would be all of them.
            g.triples
                .insert(0, format!("?product skg:belongs {} .", lex.sparql_term(&lex.categories[set[0] as usize].iri)));
        } else {
            let iris: Vec<&str> = set.iter().map(|c| lex.categories[*c as usize].iri.as_str()).collect();
            g.triples.push(format!("?product skg:belongs ?c{k} ."));
            g.tail.push(in_list(lex, &format!("?c{k}"), &iris));
        }
    }
    for (k, c) in plan.conds.iter().enumerate() {
        let n = (k + 1).to_string();
        match c {
            Cond::Price(op) => {
                if !price_bound {
                    g.triples.push("?product skg:hasPrice ?price .".into());
                    if lex.currencies.len() > 1 {
                        g.triples.push(format!("?product skg:hasCurrency {} .", string_lit(&lex.currencies[0].0)));
                    }
                }
                price_bound = true;
                g.tail.push(op.filter("?price"));
            }
            Cond::Number { num, op } => {
                let raw = format!("?r{n}");
                let (part, expr) = num_group(lex, num, &n, with_raw.then_some(raw.as_str()));
                g.absorb(part);
                let ranged = !num.smallest_dim && lex.any_ranged(&num.entries);
                if ranged && matches!(op, Op::Eq(_) | Op::Between(..)) {
                    // "for 4 players": the ranges that hold 4 ("2-4 players").
                    let (lo, hi) = (format!("?lo{n}"), format!("?hi{n}"));
                    g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasMinValue {lo} }}"));
                    g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasMaxValue {hi} }}"));
                    let var = format!("?n{n}");
                    g.tail.push(op.filter_ranged(&expr, &expr.replace(&var, &lo), &lo, &expr.replace(&var, &hi), &hi));
                } else {
                    g.tail.push(op.filter(&expr));
                }
                if with_raw {
                    cols.push((num.label.clone(), raw));
                }
            }
            Cond::Values { pairs, negated, label } => {
                let part = pairs_group(lex, &n, pairs);
                if let Some((entry, terms)) = aligned_yes_values(lex, pairs) {
                    let mut spec = part.render("").trim().replace('\n', " ");
                    if with_raw && !*negated {
                        // Inside the spec branch: a product answered by its prose has no row.
                        spec.push_str(&format!(" OPTIONAL {{ ?s{n} skg:hasRawText ?r{n} }}"));
                        cols.push((label.split(" ∈ ").next().unwrap_or(label).to_owned(), format!("?r{n}")));
                    }
                    let either = spec_or_prose(lex, &spec, entry, &terms, &n);
                    g.tail.push(if *negated { format!("MINUS {{ {either} }}") } else { either });
                } else if *negated {
                    g.tail.push(minus(&part));
                } else {
                    g.absorb(part);
                    if with_raw {
                        g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText ?r{n} }}"));
                        cols.push((label.split(" ∈ ").next().unwrap_or(label).to_owned(), format!("?r{n}")));
                    }
                }
            }
            Cond::Feature { feature, negated } => {
                let f = lex.sparql_term(&lex.features[*feature as usize].iri);
                let spec = format!("?product skg:hasFeature {f} .");
                let has = match aligned_prose(lex, *feature) {
                    // One feature over specs and text: the spec row where the product has one
                    // (yes or no, the spec wins), else what its own prose states.
                    Some((entry, terms)) => spec_or_prose(lex, &spec, entry, &terms, &n),
                    None => spec,
                };
                if *negated {
                    g.tail.push(format!("MINUS {{ {has} }}"));
                } else if has.starts_with('{') {
                    g.tail.push(has);
                } else {
                    g.triples.push(has);
                }
            }
            Cond::ValuesOrName { pairs, word, .. } => {
                let spec = pairs_group(lex, &n, pairs).render("").trim().replace('\n', " ");
                // The word alone, not inside another ("honor", not "honorable"); letters only
                // (`read_values_also_named`), so nothing to escape. An OPTIONAL spec looked up
                // per product and one filter, not a UNION: the planner evaluated a UNION's
                // branches over the whole catalog before joining (seconds on 3,000 products).
                let pattern = format!("(^|[^a-z0-9]){word}([^a-z0-9]|$)");
                g.triples.push(format!("?product skg:hasName ?nm{n} ."));
                g.tail.push(format!("OPTIONAL {{ {spec} }}"));
                g.tail.push(format!("FILTER(BOUND(?s{n}) || REGEX({}, {}))", plain_name(&n), string_lit(&pattern)));
            }
            // Alternatives are separated by `|` ("ex display|ex demo"); names as the question's
            // words read them: lowercase, apostrophes dropped ("Kiehl's"), hyphens as spaces.
            Cond::NameContains(words) | Cond::NameLacks(words) => {
                g.triples.push(format!("?product skg:hasName ?nm{n} ."));
                g.tail.push(format!("BIND(REPLACE({}, \"-\", \" \") AS ?nw{n})", plain_name(&n)));
                let tests: Vec<String> =
                    words.split('|').map(|w| format!("CONTAINS(?nw{n}, {})", string_lit(w))).collect();
                if matches!(c, Cond::NameLacks(_)) {
                    g.tail.push(format!("FILTER(!({}))", tests.join(" || ")));
                } else {
                    g.tail.push(format!("FILTER({})", tests.join(" || ")));
                }
            }
            Cond::States { stems, names, negated: true, .. } => {
                // Neither the prose states it nor (where names write it) the name says it.
                let lits: Vec<String> = stems.iter().map(|t| string_lit(t)).collect();
                if !lits.is_empty() {
                    g.tail.push(format!(
                        "FILTER NOT EXISTS {{ ?product skg:statesTerm ?t{n} FILTER(?t{n} IN ({})) }}",
                        lits.join(", ")
                    ));
                }
                if !names.is_empty() {
                    let pattern = format!("(^|[^a-z0-9])({})", names.join("|"));
                    g.triples.push(format!("?product skg:hasName ?nm{n} ."));
                    g.tail.push(format!("FILTER(!REGEX({}, {}))", plain_name(&n), string_lit(&pattern)));
                }
            }
            Cond::States { stems, denied, unmentioned, .. } if !unmentioned.is_empty() => {
                // The prose states the claim, negates the term, or (it has prose) never mentions
                // the term. Per product, as for names: OPTIONALs and one filter.
                let lits = |terms: &[String]| terms.iter().map(|t| string_lit(t)).collect::<Vec<_>>().join(", ");
                let mut bound = Vec::new();
                for (predicate, terms, var) in [("statesTerm", stems, "s"), ("deniesTerm", denied, "d")] {
                    if !terms.is_empty() {
                        g.tail.push(format!(
                            "OPTIONAL {{ ?product skg:{predicate} ?{var}{n} FILTER(?{var}{n} IN ({})) }}",
                            lits(terms)
                        ));
                        bound.push(format!("BOUND(?{var}{n})"));
                    }
                }
                bound.push(format!(
                    "(EXISTS {{ ?product skg:statesTerm ?a{n} }} && NOT EXISTS {{ ?product skg:statesTerm ?u{n} FILTER(?u{n} IN ({})) }})",
                    lits(unmentioned)
                ));
                g.tail.push(format!("FILTER({})", bound.join(" || ")));
            }
            Cond::States { stems, denied, .. } if !denied.is_empty() => {
                // The prose states it ("unfiltered"), or negates what it is not ("not
                // filtered", "non-chill-filtered"). Stems are letters, digits and spaces.
                let branch = |predicate: &str, terms: &[String]| {
                    let lits: Vec<String> = terms.iter().map(|t| string_lit(t)).collect();
                    format!("{{ ?product skg:{predicate} ?t{n} FILTER(?t{n} IN ({})) }}", lits.join(", "))
                };
                let mut branches = vec![branch("deniesTerm", denied)];
                if !stems.is_empty() {
                    branches.insert(0, branch("statesTerm", stems));
                }
                g.triples.push(branches.join(" UNION "));
            }
            Cond::States { stems, names, .. } if !names.is_empty() => {
                // As for a value or name: an OPTIONAL looked up per product and one filter, not
                // a UNION (whose branches the planner evaluates over the whole catalog). Stems
                // are lowercase letters and digits (`find_prose_terms`): nothing to escape.
                let lits: Vec<String> = stems.iter().map(|t| string_lit(t)).collect();
                let pattern = format!("(^|[^a-z0-9])({})", names.join("|"));
                g.triples.push(format!("?product skg:hasName ?nm{n} ."));
                if lits.is_empty() {
                    // Only names write it.
                    g.tail.push(format!("FILTER(REGEX({}, {}))", plain_name(&n), string_lit(&pattern)));
                } else {
                    g.tail.push(format!(
                        "OPTIONAL {{ ?product skg:statesTerm ?t{n} FILTER(?t{n} IN ({})) }}",
                        lits.join(", ")
                    ));
                    g.tail.push(format!("FILTER(BOUND(?t{n}) || REGEX({}, {}))", plain_name(&n), string_lit(&pattern)));
                }
            }
            Cond::States { stems, .. } => {
                let lits: Vec<String> = stems.iter().map(|t| string_lit(t)).collect();
                if let [one] = lits.as_slice() {
                    g.triples.push(format!("?product skg:statesTerm {one} ."));
                } else {
                    g.triples.push(format!("?product skg:statesTerm ?t{n} ."));
                    g.tail.push(format!("FILTER(?t{n} IN ({}))", lits.join(", ")));
                }
            }
            Cond::NotNamed(items) => {
                let iris: Vec<String> = items
                    .iter()
                    .flat_map(|r| lex.products_of(*r))
                    .map(|i| lex.sparql_term(&lex.items[i as usize].iri))
                    .collect();
                g.tail.push(format!("FILTER(?product NOT IN ({}))", iris.join(", ")));
            }
            Cond::NotCategory(cats) => {
                let iris: Vec<&str> = cats.iter().map(|c| lex.categories[*c as usize].iri.as_str()).collect();
                g.tail.push(format!(
                    "MINUS {{ ?product skg:belongs ?nc{n} . {} }}",
                    in_list(lex, &format!("?nc{n}"), &iris)
                ));
                // A one-word category that product names also say ("not iPhones"): a product
                // named so is one, whatever categories the catalog filed it under.
                for c in cats {
                    if let [word] = lex.index.category_tokens[*c as usize].as_slice() {
                        if lex.index.name_words.contains(word) {
                            g.tail.push(format!(
                                "FILTER NOT EXISTS {{ ?product skg:hasName ?nn{n} . FILTER(CONTAINS(LCASE(?nn{n}), {})) }}",
                                string_lit(word)
                            ));
                        }
                    }
                }
            }
            Cond::Absent { .. } => g.tail.push("FILTER(false)".into()),
            Cond::Unpriced => g.tail.push(format!("MINUS {{ ?product skg:hasPrice ?np{n} }}")),
            Cond::Discount { entries, op } => {
                if !price_bound {
                    g.triples.push("?product skg:hasPrice ?price .".into());
                }
                price_bound = true;
                let entry = entry_term(lex, &mut g, entries, &format!("?e{n}"));
                g.triples.push(format!(
                    "?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasNumericValue ?n{n} ."
                ));
                g.tail.push(format!("FILTER(?n{n} > 0)"));
                g.tail.push(op.filter(&format!("(100 * (?n{n} - ?price) / ?n{n})")));
            }
            Cond::Relative { target, items, less, .. } => {
                // The reference value comes from a subquery over the named products (its own
                // ?product, not projected, so it does not join with the outer one).
                let (tg, expr) = target_group(lex, target, &format!("v{n}"), &format!("?rv{n}"));
                let (mut inner, inner_expr) = target_group(lex, target, &format!("w{n}"), &format!("?rw{n}"));
                let iris: Vec<&str> = items.iter().map(|i| lex.items[*i as usize].iri.as_str()).collect();
                inner.tail.push(in_list(lex, "?product", &iris));
                inner.tail.push(comparable(&inner_expr, &format!("?wv{n}")));
                let agg = if *less { "MIN" } else { "MAX" };
                g.absorb(tg);
                g.tail.push(format!("{{ SELECT ({agg}(?wv{n}) AS ?ref{n}) WHERE {{\n{}  }} }}", inner.render("    ")));
                g.tail.push(format!("FILTER({expr} {} ?ref{n})", if *less { "<" } else { ">" }));
            }
            Cond::HasEntry { entries, no_values, negated, label } => {
                let mut part = Group::default();
                let entry = entry_term(lex, &mut part, entries, &format!("?e{n}"));
                part.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ."));
                if !no_values.is_empty() {
                    let mut iris: Vec<&str> = no_values
                        .iter()
                        .map(|(e, v)| lex.entries[*e as usize].values[*v as usize].iri.as_str())
                        .collect();
                    iris.sort_unstable();
                    iris.dedup();
                    part.tail.push(format!(
                        "MINUS {{ ?s{n} skg:hasValue ?y{n} . {} }}",
                        in_list(lex, &format!("?y{n}"), &iris)
                    ));
                }
                if *negated {
                    // "without a car space" of a numeric column: no spot counted, whether the
                    // row is missing or says 0.
                    if entries.iter().all(|&e| lex.entry_kind(e) == crate::compiler::lexicon::EntryKind::Numeric) {
                        part.triples.push(format!("?s{n} skg:hasNumericValue ?nv{n} ."));
                        part.tail.push(format!("FILTER(?nv{n} > 0)"));
                    }
                    g.tail.push(minus(&part));
                } else {
                    g.absorb(part);
                    if with_raw {
                        g.tail.push(format!("OPTIONAL {{ ?s{n} skg:hasRawText ?r{n} }}"));
                        cols.push((label.clone(), format!("?r{n}")));
                    }
                }
            }
        }
    }
    (g, cols, price_bound)
}

pub(crate) const OPTIONALS: [&str; 2] =
    ["OPTIONAL { ?product skg:hasId ?id }", "OPTIONAL { ?product skg:hasUrl ?url }"];

/// Patterns of a ranked or looked-up value of `?product`, and the expression of the value.
pub(crate) fn target_group(lex: &Lexicon, t: &Target, n: &str, raw: &str) -> (Group, String) {
    match t {
        Target::Price => {
            let mut g = Group::default();
            g.triples.push(format!("?product skg:hasPrice ?p{n} ."));
            (g, format!("?p{n}"))
        }
        Target::Discount(entries) => {
            let mut g = Group::default();
            let entry = entry_term(lex, &mut g, entries, &format!("?e{n}"));
            g.triples.push(format!(
                "?product skg:hasPrice ?p{n} ; skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasNumericValue ?v{n} ."
            ));
            g.tail.push(format!("FILTER(?v{n} > 0)"));
            (g, format!("(100 * (?v{n} - ?p{n}) / ?v{n})"))
        }
        Target::Number(num) => num_group(lex, num, n, Some(raw)),
        Target::Raw { entries, .. } => {
            let mut g = Group::default();
            let entry = entry_term(lex, &mut g, entries, &format!("?e{n}"));
            g.triples.push(format!("?product skg:hasSpec ?s{n} . ?s{n} skg:inEntry {entry} ; skg:hasRawText ?x{n} ."));
            (g, format!("?x{n}"))
        }
        Target::Feature(f) => (
            Group::default(),
            format!("EXISTS {{ ?product skg:hasFeature {} }}", lex.sparql_term(&lex.features[*f as usize].iri)),
        ),
    }
}

/// Binds `expr` to `var` and keeps only the rows where it has a value, for MIN/MAX over it: a
/// value that cannot be compared (a size in grams among sizes in millilitres) is an error, and
/// one error inside an aggregate leaves the whole aggregate unbound.
fn comparable(expr: &str, var: &str) -> String {
    format!("BIND({expr} AS {var}) FILTER(BOUND({var}))")
}

pub(crate) fn select_vars(base: &str, extra: &[String]) -> String {
    if extra.is_empty() {
        base.to_owned()
    } else {
        format!("{base} {}", extra.join(" "))
    }
}

pub(crate) fn build_sparql(lex: &Lexicon, plan: &Plan) -> String {
    match plan.kind {
        Kind::List | Kind::Count => {
            let (mut g, cols, price_bound) = body(lex, plan, true);
            g.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
            if !price_bound {
                g.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
            }
            let vars: Vec<String> = cols.into_iter().map(|c| c.1).collect();
            format!(
                "SELECT DISTINCT {} WHERE {{\n{}}}\nORDER BY ?name",
                select_vars("?product ?id ?name ?url ?price", &vars),
                g.render("  ")
            )
        }
        Kind::Superlative if plan.k >= SORT_ALL => {
            // A sort: every matching product, those without the value last.
            let Some(t) = plan.targets.first() else { return String::new() };
            let dir = if plan.order == Some(Order::Descending) { "DESC" } else { "ASC" };
            let (mut g, cols, price_bound) = body(lex, plan, true);
            let (mut tg, expr) = target_group(lex, t, "t", "?rt");
            if matches!(t, Target::Feature(_)) {
                g.tail.push(format!("BIND({expr} AS ?t)"));
            } else {
                tg.tail.push(format!("BIND({expr} AS ?t)"));
                g.tail.push(format!("OPTIONAL {{\n{}  }}", tg.render("    ")));
            }
            g.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
            if !price_bound {
                g.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
            }
            let mut vars = vec!["?t".to_owned(), "?rt".to_owned()];
            vars.extend(cols.into_iter().map(|c| c.1));
            format!(
                "SELECT DISTINCT {} WHERE {{\n{}}}\nORDER BY (!BOUND(?t)) {dir}(?t) ?name",
                select_vars("?product ?id ?name ?url ?price", &vars),
                g.render("  ")
            )
        }
        Kind::Superlative => {
            let Some(t) = plan.targets.first() else { return String::new() };
            let order = plan.order.unwrap_or(Order::Ascending);
            let agg = if order == Order::Ascending { "MIN" } else { "MAX" };
            let (mut g, cols, price_bound) = body(lex, plan, true);
            let (mut inner, _, _) = body(lex, plan, false);
            let (tg, expr) = target_group(lex, t, "t", "?rt");
            let (inner_t, inner_expr) = target_group(lex, t, "t", "?rt");
            inner.triples.extend(inner_t.triples);
            inner.tail.extend(inner_t.tail.into_iter().filter(|l| !l.starts_with("OPTIONAL")));
            inner.tail.push(comparable(&inner_expr, "?tv"));
            let inner_expr = "?tv";
            if plan.k <= 1 {
                g.absorb(tg);
                g.tail.push(format!(
                    "{{ SELECT ({agg}({inner_expr}) AS ?best) WHERE {{\n{}  }} }}",
                    inner.render("    ")
                ));
                g.tail.push(format!("FILTER({expr} = ?best)"));
                g.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
                if !price_bound {
                    g.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
                }
                g.tail.push(format!("BIND({expr} AS ?t)"));
                let mut vars = vec!["?t".to_owned(), "?rt".to_owned()];
                vars.extend(cols.into_iter().map(|c| c.1));
                format!(
                    "SELECT DISTINCT {} WHERE {{\n{}}}\nORDER BY ?name",
                    select_vars("?product ?id ?name ?url ?price", &vars),
                    g.render("  ")
                )
            } else {
                // The top k, and every product tied with the k-th ("top 3" with two at the
                // third price lists four): the k-th value is the cut.
                let dir = if order == Order::Ascending { "ASC" } else { "DESC" };
                let (last, keep) = if order == Order::Ascending { ("MAX", "<=") } else { ("MIN", ">=") };
                let mut outer = Group::default();
                outer.triples.push("?product skg:hasName ?name .".into());
                outer.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
                outer.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
                let body = inner.render("    ");
                format!(
                    "SELECT ?product ?id ?name ?url ?price ?t WHERE {{\n  {{ SELECT ?product ({agg}({inner_expr}) AS ?t) WHERE {{\n{body}  }} GROUP BY ?product }}\n  {{ SELECT ({last}(?k) AS ?cut) WHERE {{ {{ SELECT ?product ({agg}({inner_expr}) AS ?k) WHERE {{\n{body}  }} GROUP BY ?product ORDER BY {dir}(?k) LIMIT {} }} }} }}\n  FILTER(?t {keep} ?cut)\n{}}}\nORDER BY {dir}(?t) ?name",
                    plan.k,
                    outer.render("  ")
                )
            }
        }
        Kind::Compare | Kind::Lookup => {
            let mut rows: Vec<String> = Vec::new();
            for r in &plan.items {
                let (item_iri, products) = match r {
                    NameRef::Item(i) => (lex.items[*i as usize].iri.as_str(), vec![*i]),
                    NameRef::Range(x) => (lex.ranges[*x as usize].iri.as_str(), lex.products_of(*r)),
                };
                for p in products {
                    rows.push(format!(
                        "({} {} {})",
                        lex.sparql_term(item_iri),
                        string_lit(lex.name_of(*r)),
                        lex.sparql_term(&lex.items[p as usize].iri)
                    ));
                }
            }
            // A side named by part of its names stands for its products; its first product's
            // IRI keys it.
            for (label, products) in &plan.groups {
                let Some(first) = products.first() else { continue };
                let key = lex.sparql_term(&lex.items[*first as usize].iri);
                for p in products {
                    rows.push(format!(
                        "({key} {} {})",
                        string_lit(label),
                        lex.sparql_term(&lex.items[*p as usize].iri)
                    ));
                }
            }
            let (mut g, cols, price_bound) = body(lex, plan, true);
            let mut vars: Vec<String> = cols.into_iter().map(|c| c.1).collect();
            if plan.targets.is_empty() {
                g.triples.push(
                    "?product skg:hasSpec ?spec . ?spec skg:inEntry ?entry ; skg:hasRawText ?raw . ?entry skg:hasName ?entryName ."
                        .into(),
                );
                vars.extend(["?entryName".to_owned(), "?raw".to_owned()]);
            }
            for (k, t) in plan.targets.iter().enumerate() {
                let n = format!("t{}", k + 1);
                let (value, raw) = (format!("?{n}"), format!("?r{n}"));
                let (mut tg, expr) = target_group(lex, t, &n, &raw);
                if matches!(t, Target::Feature(_)) {
                    g.tail.push(format!("BIND({expr} AS {value})"));
                } else {
                    tg.tail.push(format!("BIND({expr} AS {value})"));
                    g.tail.push(format!("OPTIONAL {{\n{}  }}", tg.render("    ")));
                }
                vars.push(value);
                if matches!(t, Target::Number(_)) {
                    vars.push(raw);
                }
            }
            g.tail.extend(OPTIONALS.iter().map(|s| s.to_string()));
            if !price_bound {
                g.tail.push("OPTIONAL { ?product skg:hasPrice ?price }".into());
            }
            format!(
                "SELECT DISTINCT {} WHERE {{\n  VALUES (?item ?itemName ?product) {{\n    {}\n  }}\n{}}}\nORDER BY ?itemName ?name",
                select_vars("?item ?itemName ?product ?id ?name ?url ?price", &vars),
                rows.join("\n    "),
                g.render("  ")
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(num_text(1.50), "1.5");
        assert_eq!(num_text(-0.0), "0");
        assert_eq!(num_text(1.0 / 8000.0), "1/8000");
        assert_eq!(num_text(0.00123), "0.00123");
        assert_eq!(num_text(0.5), "0.5");
        assert_eq!(lit(f64::INFINITY), "0");
        assert_eq!(lit(2.5), "2.5");
        assert_eq!(string_lit("a \"b\"\n"), "\"a \\\"b\\\"\\n\"");
    }

    #[test]
    fn a_price_filter_plan_becomes_one_select() {
        let lex = Lexicon::default();
        let plan = Plan { kind: Kind::List, conds: vec![Cond::Price(Op::Lt(500.0))], k: 1, ..Plan::default() };
        let q = build_sparql(&lex, &plan);
        assert!(q.starts_with("SELECT DISTINCT ?product ?id ?name ?url ?price"), "{q}");
        assert!(q.contains("FILTER(?price < 500)"), "{q}");
        assert!(q.ends_with("ORDER BY ?name"), "{q}");
    }

    #[test]
    fn a_count_plan_selects_the_products_it_counts() {
        let lex = Lexicon::default();
        let plan = Plan { kind: Kind::Count, conds: vec![Cond::Price(Op::Ge(10.0))], k: 1, ..Plan::default() };
        let q = build_sparql(&lex, &plan);
        assert!(q.contains("FILTER(?price >= 10)"), "{q}");
    }
}

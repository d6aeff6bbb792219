//! Static checks on a parsed query before it runs: no `SERVICE`, and no join of unrelated
//! patterns whose estimated size is large.
//!
//! A join of patterns that share no variable (`?a ?b ?c . ?d ?e ?f`, typically an LLM forgetting
//! to connect two parts) is a cartesian product, which the evaluator computes in memory, where no
//! store read — and so no [`Budget`] check — happens between result rows: a large one would
//! freeze a browser tab or a Worker isolate. The guard weighs cost, not shape: every pattern gets
//! a cardinality estimate from the store's own indexes ([`Cardinality`]), and a disconnected
//! join (BGP, group, `OPTIONAL`, `LATERAL`, subqueries) is refused, with its estimate, only when
//! that estimate exceeds [`MAX_CARTESIAN_ROWS`]. Two point lookups side by side ("compare X and
//! Y") are one row; a categories × features table is a few hundred.
//!
//! Two sides are connected only through a variable bound in every row of both: a variable left
//! unbound by `OPTIONAL`, one branch of a `UNION` or `UNDEF` joins every row of the other side.
//!
//! Estimates: a triple pattern counts its matches exactly from the indexes (a repeated variable
//! counts as two); a connected group of triple patterns is estimated by its most selective
//! pattern; a disconnected join multiplies; `UNION` adds; `OPTIONAL` and `MINUS` keep the left
//! side; `LIMIT n` caps at `OFFSET + n`; an aggregate without `GROUP BY` is one row; `VALUES`
//! counts its rows; a property path other than a single (inverse) predicate counts as the whole
//! store; `GRAPH` reads nothing (a bundle has only the default graph). Connected joins are not
//! refused: they read the store, so the budget inside evaluation stays the last line.
//!
//! [`Budget`]: crate::skg::store::Budget

use crate::skg::store::Store;
use oxigraph::model::Term;
use spargebra::algebra::{GraphPattern, PropertyPathExpression};
use spargebra::term::{NamedNodePattern, TermPattern, TriplePattern};
use spargebra::Query;
use std::collections::BTreeSet;

/// Largest estimated size of a cartesian product the evaluator may build in memory.
pub const MAX_CARTESIAN_ROWS: f64 = 100_000.0;

/// Triple counts the guard weighs patterns with; `None` = any term.
pub trait Cardinality {
    /// Triples matching the pattern (an over-estimate is fine, an under-estimate is not).
    fn count(&self, s: Option<&Term>, p: Option<&Term>, o: Option<&Term>) -> u64;
}

impl Cardinality for Store {
    fn count(&self, s: Option<&Term>, p: Option<&Term>, o: Option<&Term>) -> u64 {
        let id = |t: Option<&Term>| t.map(|t| self.id_of(t));
        match (id(s), id(p), id(o)) {
            (Some(None), _, _) | (_, Some(None), _) | (_, _, Some(None)) => 0, // a term the store lacks
            (s, p, o) => self.count_ids(s.flatten(), p.flatten(), o.flatten()),
        }
    }
}

/// Checks a query against the store's statistics; returns a message explaining the first
/// refused construct.
pub fn check(query: &Query, stats: &dyn Cardinality) -> Result<(), String> {
    let pattern = match query {
        Query::Select { pattern, .. }
        | Query::Construct { pattern, .. }
        | Query::Describe { pattern, .. }
        | Query::Ask { pattern, .. } => pattern,
    };
    let n = triple_patterns(pattern);
    if n > MAX_TRIPLE_PATTERNS {
        return Err(format!(
            "the query has {n} triple patterns; at most {MAX_TRIPLE_PATTERNS} are planned (split it into smaller queries)"
        ));
    }
    estimate(pattern, stats).map(|_| ())
}

/// Most triple patterns (and paths) a query may hold. Planning a query (sparopt's type
/// inference) grows much faster than its size and happens before any store read, so no budget
/// stops it: 120 patterns plan in ~0.5 s natively, 240 in ~7 s. Compiled questions use a few
/// dozen.
pub const MAX_TRIPLE_PATTERNS: usize = 128;

/// Triple patterns and property paths of a pattern, inside every operator.
fn triple_patterns(p: &GraphPattern) -> usize {
    match p {
        GraphPattern::Bgp { patterns } => patterns.len(),
        GraphPattern::Path { .. } => 1,
        GraphPattern::Values { .. } | GraphPattern::Service { .. } => 0,
        GraphPattern::Join { left, right }
        | GraphPattern::Lateral { left, right }
        | GraphPattern::LeftJoin { left, right, .. }
        | GraphPattern::Union { left, right }
        | GraphPattern::Minus { left, right } => triple_patterns(left) + triple_patterns(right),
        GraphPattern::Graph { inner, .. }
        | GraphPattern::Slice { inner, .. }
        | GraphPattern::Group { inner, .. }
        | GraphPattern::Filter { inner, .. }
        | GraphPattern::Extend { inner, .. }
        | GraphPattern::OrderBy { inner, .. }
        | GraphPattern::Project { inner, .. }
        | GraphPattern::Distinct { inner }
        | GraphPattern::Reduced { inner } => triple_patterns(inner),
    }
}

/// Estimated rows of a pattern; refuses `SERVICE` and large cartesian products anywhere inside.
pub fn estimate(p: &GraphPattern, stats: &dyn Cardinality) -> Result<f64, String> {
    let est = |p: &GraphPattern| estimate(p, stats);
    Ok(match p {
        GraphPattern::Service { .. } => return Err("SERVICE (federated queries) cannot run against a bundle".into()),
        GraphPattern::Bgp { patterns } => bgp(patterns, stats)?,
        GraphPattern::Path { subject, path, object } => path_rows(subject, path, object, stats),
        GraphPattern::Values { bindings, .. } => bindings.len() as f64,
        GraphPattern::Join { left, right } | GraphPattern::Lateral { left, right } => {
            let (l, r) = (est(left)?, est(right)?);
            if disjoint(left, right) {
                product(left, right, l, r)?
            } else {
                l.min(r)
            }
        }
        GraphPattern::LeftJoin { left, right, .. } => {
            let (l, r) = (est(left)?, est(right)?);
            if disjoint(left, right) {
                product(left, right, l, r)?.max(l)
            } else {
                l
            }
        }
        GraphPattern::Union { left, right } => est(left)? + est(right)?,
        GraphPattern::Minus { left, right } => {
            est(right)?;
            est(left)?
        }
        GraphPattern::Graph { inner, .. } => {
            est(inner)?;
            0.0
        }
        GraphPattern::Slice { inner, start, length } => {
            let n = est(inner)?;
            length.map_or(n, |l| n.min(start.saturating_add(l) as f64))
        }
        GraphPattern::Group { inner, variables, .. } => {
            let n = est(inner)?;
            if variables.is_empty() {
                1.0
            } else {
                n
            }
        }
        GraphPattern::Filter { inner, .. }
        | GraphPattern::Extend { inner, .. }
        | GraphPattern::OrderBy { inner, .. }
        | GraphPattern::Project { inner, .. }
        | GraphPattern::Distinct { inner }
        | GraphPattern::Reduced { inner } => est(inner)?,
    })
}

/// Variables in scope of a pattern (blank nodes of a BGP included, as `_:name`).
fn in_scope(p: &GraphPattern) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    p.on_in_scope_variable(|v| {
        vars.insert(v.as_str().to_owned());
    });
    if let GraphPattern::Bgp { patterns } = p {
        vars.extend(patterns.iter().flat_map(variables_of).filter(|v| v.starts_with("_:")));
    }
    vars
}

/// True when no variable is certainly bound on both sides: every row of one side that leaves
/// the shared variables unbound (`OPTIONAL`, `UNION`, `UNDEF`) joins with every row of the other.
fn disjoint(left: &GraphPattern, right: &GraphPattern) -> bool {
    certain(left).is_disjoint(&certain(right))
}

/// Variables bound in every solution of a pattern.
fn certain(p: &GraphPattern) -> BTreeSet<String> {
    match p {
        GraphPattern::Bgp { .. } | GraphPattern::Path { .. } => in_scope(p),
        GraphPattern::Values { variables, bindings } => variables
            .iter()
            .enumerate()
            .filter(|(i, _)| bindings.iter().all(|row| row.get(*i).is_some_and(Option::is_some)))
            .map(|(_, v)| v.as_str().to_owned())
            .collect(),
        GraphPattern::Join { left, right } | GraphPattern::Lateral { left, right } => {
            certain(left).union(&certain(right)).cloned().collect()
        }
        GraphPattern::Union { left, right } => certain(left).intersection(&certain(right)).cloned().collect(),
        GraphPattern::LeftJoin { left, .. } | GraphPattern::Minus { left, .. } => certain(left),
        GraphPattern::Graph { inner, name } => {
            let mut vars = certain(inner);
            if let NamedNodePattern::Variable(v) = name {
                vars.insert(v.as_str().to_owned());
            }
            vars
        }
        GraphPattern::Project { inner, variables } => {
            let keep: BTreeSet<String> = variables.iter().map(|v| v.as_str().to_owned()).collect();
            certain(inner).intersection(&keep).cloned().collect()
        }
        GraphPattern::Group { inner, variables, .. } => {
            let keep: BTreeSet<String> = variables.iter().map(|v| v.as_str().to_owned()).collect();
            certain(inner).intersection(&keep).cloned().collect()
        }
        GraphPattern::Filter { inner, .. }
        | GraphPattern::Extend { inner, .. }
        | GraphPattern::OrderBy { inner, .. }
        | GraphPattern::Distinct { inner }
        | GraphPattern::Reduced { inner }
        | GraphPattern::Slice { inner, .. } => certain(inner),
        GraphPattern::Service { .. } => BTreeSet::new(),
    }
}

/// The size of a cartesian product, or the refusal when it is too large.
fn product(left: &GraphPattern, right: &GraphPattern, l: f64, r: f64) -> Result<f64, String> {
    let n = l * r;
    if n > MAX_CARTESIAN_ROWS {
        return Err(cartesian_message(&in_scope(left), &in_scope(right), n));
    }
    Ok(n)
}

fn variables_of(t: &TriplePattern) -> Vec<String> {
    let mut v = Vec::new();
    let mut term = |tp: &TermPattern| match tp {
        TermPattern::Variable(x) => v.push(x.as_str().to_owned()),
        TermPattern::BlankNode(b) => v.push(format!("_:{}", b.as_str())),
        _ => {}
    };
    term(&t.subject);
    term(&t.object);
    if let NamedNodePattern::Variable(x) = &t.predicate {
        v.push(x.as_str().to_owned());
    }
    v
}

/// The constant of a term position, if any (`Err` for a nested triple pattern: treated as any).
fn constant(t: &TermPattern) -> Option<Term> {
    match t {
        TermPattern::NamedNode(n) => Some(n.clone().into()),
        TermPattern::Literal(l) => Some(l.clone().into()),
        _ => None,
    }
}

fn triple_rows(t: &TriplePattern, stats: &dyn Cardinality) -> f64 {
    let p = match &t.predicate {
        NamedNodePattern::NamedNode(n) => Some(Term::from(n.clone())),
        NamedNodePattern::Variable(_) => None,
    };
    stats.count(constant(&t.subject).as_ref(), p.as_ref(), constant(&t.object).as_ref()) as f64
}

fn path_rows(s: &TermPattern, path: &PropertyPathExpression, o: &TermPattern, stats: &dyn Cardinality) -> f64 {
    let (s, o) = (constant(s), constant(o));
    match path {
        PropertyPathExpression::NamedNode(p) => stats.count(s.as_ref(), Some(&p.clone().into()), o.as_ref()) as f64,
        PropertyPathExpression::Reverse(inner) => match inner.as_ref() {
            PropertyPathExpression::NamedNode(p) => stats.count(o.as_ref(), Some(&p.clone().into()), s.as_ref()) as f64,
            _ => stats.count(None, None, None) as f64,
        },
        _ => stats.count(None, None, None) as f64,
    }
}

/// Estimates a basic graph pattern: groups of triple patterns connected by shared variables,
/// each as its most selective pattern, multiplied; refuses a product above the limit.
fn bgp(patterns: &[TriplePattern], stats: &dyn Cardinality) -> Result<f64, String> {
    let mut groups: Vec<(BTreeSet<String>, f64)> = Vec::new();
    let mut ground = 1.0f64;
    for t in patterns {
        let rows = triple_rows(t, stats);
        let vars: BTreeSet<String> = variables_of(t).into_iter().collect();
        if vars.is_empty() {
            ground = ground.min(rows.min(1.0));
            continue;
        }
        let (touching, rest): (Vec<_>, Vec<_>) = groups.into_iter().partition(|(g, _)| !g.is_disjoint(&vars));
        let mut merged = (vars, rows);
        for (g, n) in touching {
            merged.0.extend(g);
            merged.1 = merged.1.min(n);
        }
        groups = rest;
        groups.push(merged);
    }
    let total = groups.iter().map(|(_, n)| n).product::<f64>() * ground;
    if groups.len() > 1 && total > MAX_CARTESIAN_ROWS {
        let rest: BTreeSet<String> = groups[1..].iter().flat_map(|(g, _)| g.iter().cloned()).collect();
        return Err(cartesian_message(&groups[0].0, &rest, total));
    }
    Ok(total)
}

fn cartesian_message(a: &BTreeSet<String>, b: &BTreeSet<String>, rows: f64) -> String {
    let show = |s: &BTreeSet<String>| {
        s.iter().map(|v| if v.starts_with("_:") { v.clone() } else { format!("?{v}") }).collect::<Vec<_>>().join(" ")
    };
    format!(
        "the query joins unrelated patterns (a cartesian product of {{{}}} and {{{}}}, estimated at {} rows, more than the {} allowed); connect them through a shared variable",
        show(a),
        show(b),
        rows_text(rows),
        rows_text(MAX_CARTESIAN_ROWS)
    )
}

/// `1234567.0` → `"1,234,567"` (saturating, for messages).
fn rows_text(n: f64) -> String {
    let digits = (n.min(u64::MAX as f64) as u64).to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::skg::store::{write_bundle, Manifest, SCHEMA_VERSION};
    use oxigraph::model::{Literal, NamedNode, Triple};
    use spargebra::SparqlParser;

    /// 400 items with an id and a name, 27 of them (every 15th) also with a feature.
    fn store() -> Store {
        let nn = |s: String| NamedNode::new(format!("http://x/{s}")).unwrap();
        let mut triples = Vec::new();
        for i in 0..400 {
            triples.push(Triple::new(nn(format!("i{i}")), nn("id".into()), Literal::from(format!("id{i}"))));
            triples.push(Triple::new(nn(format!("i{i}")), nn("n".into()), Literal::from(format!("name {i}"))));
            if i % 15 == 0 {
                triples.push(Triple::new(nn(format!("i{i}")), nn("f".into()), nn(format!("f{}", i % 4))));
            }
        }
        let manifest = Manifest {
            format: "dualgraph-bundle".into(),
            schema_version: SCHEMA_VERSION,
            engine_version: "test".into(),
            catalog: "t".into(),
            instance_base: "http://x/".into(),
            created_at: String::new(),
            source_digest: String::new(),
            terms: 0,
            triples: 0,
            predicates: 0,
            build: Default::default(),
        };
        Store::from_bytes(write_bundle(&triples, manifest, vec![]).unwrap()).unwrap()
    }

    fn guard(q: &str) -> Result<(), String> {
        let q = format!("PREFIX : <http://x/> {q}");
        check(&SparqlParser::new().parse_query(&q).unwrap(), &store())
    }

    #[test]
    fn a_query_too_large_to_plan_is_refused_with_its_size() {
        let chain = |n: usize| (0..n).map(|i| format!("?p :f ?s{i} . ?s{i} :n ?v{i} .")).collect::<Vec<_>>().join(" ");
        guard(&format!("SELECT ?p WHERE {{ {} }}", chain(MAX_TRIPLE_PATTERNS / 2))).unwrap();
        let err = guard(&format!("SELECT ?p WHERE {{ {} }}", chain(MAX_TRIPLE_PATTERNS / 2 + 1))).unwrap_err();
        assert!(err.contains(&format!("{} triple patterns", MAX_TRIPLE_PATTERNS + 2)), "{err}");
        // Inside OPTIONAL and UNION too.
        let err = guard(&format!("SELECT ?p WHERE {{ ?p :id ?i OPTIONAL {{ {} }} }}", chain(70))).unwrap_err();
        assert!(err.contains("141 triple patterns"), "{err}");
    }

    #[test]
    fn connected_patterns_pass() {
        guard("SELECT * WHERE { ?p :f ?s . ?s :v ?v . ?p :n ?n FILTER(?v > 3) }").unwrap();
        guard("SELECT * WHERE { ?p :a [ :b ?v ] }").unwrap();
        guard("SELECT ?p WHERE { ?p :a ?o } LIMIT 10").unwrap();
        guard("SELECT * WHERE { ?a ?p ?o . ?b ?p ?o2 }").unwrap();
    }

    #[test]
    fn small_disconnected_joins_pass() {
        // "compare X and Y": two point lookups side by side, one row.
        guard(r#"SELECT * WHERE { ?a :id "id1" ; :n ?na . ?b :id "id2" ; :n ?nb }"#).unwrap();
        guard("ASK { [] :f :f1 . [] :f :f2 }").unwrap();
        guard("SELECT * WHERE { ?i :f ?f OPTIONAL { ?j :f ?g } }").unwrap(); // 27 × 27
        guard("SELECT * WHERE { { ?i :f ?f } UNION { ?j :id ?d } { ?k :f ?g } }").unwrap();
        // 427 × 27
    }

    #[test]
    fn large_cartesian_products_are_refused_with_their_estimate() {
        let e = guard("SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f }").unwrap_err();
        assert!(e.contains("cartesian product") && e.contains("estimated at 683,929 rows"), "{e}");
        let e = guard("SELECT * WHERE { ?a :n ?n . ?b :n ?m }").unwrap_err();
        assert!(e.contains("{?a ?n} and {?b ?m}, estimated at 160,000 rows, more than the 100,000 allowed"), "{e}");
        assert!(guard("SELECT * WHERE { { ?a ?b ?c } { ?d ?e ?f } }").is_err());
        assert!(guard("SELECT * WHERE { ?a :id ?c OPTIONAL { ?x :n ?z . ?q :id ?s } }").is_err());
        assert!(guard("SELECT * WHERE { ?a :id ?c OPTIONAL { ?x :n ?z } }")
            .unwrap_err()
            .contains("estimated at 160,000"));
        assert!(guard("SELECT * WHERE { { SELECT ?a WHERE { ?a ?b ?c } } { SELECT ?d WHERE { ?d ?e ?f } } }").is_err());
        // Shared only through a variable OPTIONAL may leave unbound: still a product.
        let e = guard("SELECT * WHERE { ?a :id ?i OPTIONAL { ?a :f ?x } ?x :n ?m }").unwrap_err();
        assert!(e.contains("cartesian product"), "{e}");
        guard("SELECT * WHERE { ?a :id ?i OPTIONAL { ?a :f ?x } ?a :n ?m }").unwrap();
    }

    #[test]
    fn joins_with_small_sides_pass() {
        guard("SELECT * WHERE { { SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c } } { SELECT (COUNT(*) AS ?m) WHERE { ?d ?e ?f } } }").unwrap();
        guard("SELECT * WHERE { VALUES ?x { 1 2 } ?a ?b ?c }").unwrap();
        guard("SELECT * WHERE { { SELECT ?a WHERE { ?a ?b ?c } LIMIT 5 } ?d ?e ?f }").unwrap();
        // A constant the store lacks matches nothing: the product is empty.
        guard(r#"SELECT * WHERE { ?a :n "nobody" . ?b ?c ?d }"#).unwrap();
    }

    #[test]
    fn estimates_come_from_the_indexes() {
        let st = store();
        let q = |q: &str| SparqlParser::new().parse_query(&format!("PREFIX : <http://x/> {q}")).unwrap();
        let rows = |text: &str| match q(text) {
            Query::Select { pattern, .. } => estimate(&pattern, &st).unwrap(),
            _ => unreachable!(),
        };
        assert_eq!(rows("SELECT * WHERE { ?a :f ?f }"), 27.0);
        assert_eq!(rows("SELECT * WHERE { ?a :f :f0 }"), 7.0);
        assert_eq!(rows("SELECT * WHERE { ?a :f ?f . ?a :n ?n }"), 27.0);
        assert_eq!(rows("SELECT * WHERE { ?a ^:f ?f }"), 27.0);
        assert_eq!(rows("SELECT * WHERE { ?a :f ?f } LIMIT 3"), 3.0);
        assert_eq!(rows("SELECT * WHERE { GRAPH ?g { ?a :f ?f } }"), 0.0);
        assert_eq!(rows("SELECT * WHERE { { ?a :f ?f } UNION { ?a :id ?i } }"), 427.0);
        assert_eq!(rows_text(1234567.0), "1,234,567");
    }

    #[test]
    fn service_is_refused_anywhere() {
        assert!(guard("SELECT * WHERE { ?s ?p ?o OPTIONAL { SERVICE <http://e/sparql> { ?s ?q ?r } } }")
            .unwrap_err()
            .contains("SERVICE"));
    }
}

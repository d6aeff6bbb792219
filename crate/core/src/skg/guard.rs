//! Static checks on a parsed query before it runs: no `SERVICE`, and no cartesian products of
//! unrelated patterns.
//!
//! A cartesian product (`?a ?b ?c . ?d ?e ?f`, typically an LLM forgetting to connect two parts)
//! is computed by the evaluator in memory, where no store read — and so no [`Budget`] check —
//! happens between result rows; it would freeze a browser tab or a Worker isolate. Such queries
//! are refused with an explanation instead. Joins with a side that yields few rows (`VALUES`,
//! an aggregate without `GROUP BY`, a `LIMIT`ed subquery) stay allowed.
//!
//! [`Budget`]: crate::skg::store::Budget

use spargebra::algebra::GraphPattern;
use spargebra::term::{NamedNodePattern, TermPattern, TriplePattern};
use spargebra::Query;
use std::collections::BTreeSet;

/// Largest `LIMIT` that still counts as "few rows" for a side of a join.
const SMALL_LIMIT: usize = 1000;

/// Checks a query; returns a message explaining the first refused construct.
pub fn check(query: &Query) -> Result<(), String> {
    let pattern = match query {
        Query::Select { pattern, .. }
        | Query::Construct { pattern, .. }
        | Query::Describe { pattern, .. }
        | Query::Ask { pattern, .. } => pattern,
    };
    walk(pattern)
}

fn walk(p: &GraphPattern) -> Result<(), String> {
    match p {
        GraphPattern::Service { .. } => Err("SERVICE (federated queries) cannot run against a bundle".into()),
        GraphPattern::Bgp { patterns } => check_bgp(patterns),
        GraphPattern::Path { .. } | GraphPattern::Values { .. } => Ok(()),
        GraphPattern::Join { left, right } => {
            walk(left)?;
            walk(right)?;
            let (l, r) = (in_scope(left), in_scope(right));
            if !l.is_empty() && !r.is_empty() && l.is_disjoint(&r) && !is_small(left) && !is_small(right) {
                return Err(cartesian_message(&l, &r));
            }
            Ok(())
        }
        GraphPattern::LeftJoin { left, right, .. }
        | GraphPattern::Union { left, right }
        | GraphPattern::Minus { left, right } => {
            walk(left)?;
            walk(right)
        }
        GraphPattern::Filter { inner, .. }
        | GraphPattern::Graph { inner, .. }
        | GraphPattern::Extend { inner, .. }
        | GraphPattern::OrderBy { inner, .. }
        | GraphPattern::Project { inner, .. }
        | GraphPattern::Distinct { inner }
        | GraphPattern::Reduced { inner }
        | GraphPattern::Slice { inner, .. }
        | GraphPattern::Group { inner, .. } => walk(inner),
        #[allow(unreachable_patterns)]
        _ => Ok(()),
    }
}

/// True when a pattern yields a bounded, small number of rows.
fn is_small(p: &GraphPattern) -> bool {
    match p {
        GraphPattern::Values { bindings, .. } => bindings.len() <= SMALL_LIMIT,
        GraphPattern::Group { variables, .. } => variables.is_empty(),
        GraphPattern::Slice { length, inner, .. } => length.is_some_and(|l| l <= SMALL_LIMIT) || is_small(inner),
        GraphPattern::Project { inner, .. }
        | GraphPattern::Distinct { inner }
        | GraphPattern::Reduced { inner }
        | GraphPattern::Extend { inner, .. }
        | GraphPattern::OrderBy { inner, .. } => is_small(inner),
        GraphPattern::Bgp { patterns } => patterns.iter().all(|t| variables_of(t).is_empty()),
        _ => false,
    }
}

fn in_scope(p: &GraphPattern) -> BTreeSet<String> {
    let mut vars = BTreeSet::new();
    p.on_in_scope_variable(|v| {
        vars.insert(v.as_str().to_owned());
    });
    vars
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

/// Refuses a basic graph pattern whose triple patterns form two or more groups sharing no variable.
fn check_bgp(patterns: &[TriplePattern]) -> Result<(), String> {
    let mut groups: Vec<BTreeSet<String>> = Vec::new();
    for t in patterns {
        let vars: BTreeSet<String> = variables_of(t).into_iter().collect();
        if vars.is_empty() {
            continue;
        }
        let (touching, rest): (Vec<_>, Vec<_>) = groups.into_iter().partition(|g| !g.is_disjoint(&vars));
        let mut merged = vars;
        for g in touching {
            merged.extend(g);
        }
        groups = rest;
        groups.push(merged);
    }
    if groups.len() > 1 {
        return Err(cartesian_message(&groups[0], &groups[1]));
    }
    Ok(())
}

fn cartesian_message(a: &BTreeSet<String>, b: &BTreeSet<String>) -> String {
    let show = |s: &BTreeSet<String>| {
        s.iter().map(|v| if v.starts_with("_:") { v.clone() } else { format!("?{v}") }).collect::<Vec<_>>().join(" ")
    };
    format!(
        "the query joins unrelated patterns (a cartesian product of {{{}}} and {{{}}}); connect them through a shared variable",
        show(a),
        show(b)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use spargebra::SparqlParser;

    fn guard(q: &str) -> Result<(), String> {
        check(&SparqlParser::new().parse_query(q).unwrap())
    }

    #[test]
    fn connected_patterns_pass() {
        guard("SELECT * WHERE { ?p <http://x/spec> ?s . ?s <http://x/v> ?v . ?p <http://x/n> ?n FILTER(?v > 3) }")
            .unwrap();
        guard("SELECT * WHERE { ?p <http://x/a> [ <http://x/b> ?v ] }").unwrap();
        guard("SELECT ?p WHERE { ?p <http://x/a> ?o } LIMIT 10").unwrap();
    }

    #[test]
    fn disconnected_triple_patterns_are_refused() {
        let e = guard("SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f }").unwrap_err();
        assert!(e.contains("cartesian product"), "{e}");
        assert!(guard("SELECT * WHERE { { ?a ?b ?c } { ?d ?e ?f } }").is_err());
        assert!(guard("SELECT * WHERE { ?a ?b ?c OPTIONAL { ?x ?y ?z . ?q ?r ?s } }").is_err());
    }

    #[test]
    fn joins_with_small_sides_pass() {
        guard("SELECT * WHERE { { SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c } } { SELECT (COUNT(*) AS ?m) WHERE { ?d ?e ?f } } }").unwrap();
        guard("SELECT * WHERE { VALUES ?x { 1 2 } ?a ?b ?c }").unwrap();
        guard("SELECT * WHERE { { SELECT ?a WHERE { ?a ?b ?c } LIMIT 5 } ?d ?e ?f }").unwrap();
    }

    #[test]
    fn service_is_refused_anywhere() {
        assert!(guard("SELECT * WHERE { ?s ?p ?o OPTIONAL { SERVICE <http://e/sparql> { ?s ?q ?r } } }")
            .unwrap_err()
            .contains("SERVICE"));
    }
}

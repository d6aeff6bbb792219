//! The rule engine over the build graph gives the same results as the former engine
//! (oxigraph's in-memory `Store`): on the demo catalog with the default rules (every bundle
//! section equal but the manifest's build time), and on rules that need several rounds,
//! delete triples and test for absence.

mod support;

use dualgraph_build::pipeline::{self, RulesEngine};
use dualgraph_build::rules::{self, Rule};
use dualgraph_build::triples::{self, SkgOptions};
use dualgraph_core::format::bundle::Bundle;
use dualgraph_core::format::manifest::sections;
use dualgraph_core::skg::store::Store;
use dualgraph_core::skg::vocab;
use oxigraph::model::Triple;
use std::collections::BTreeSet;
use support::{options, DEMO_CATALOG};

fn build(engine: RulesEngine, rules_dir: Option<&std::path::Path>) -> (Vec<u8>, pipeline::BuildReport) {
    let mut options = options("demo");
    options.rules_engine = engine;
    options.rules_dir = rules_dir.map(std::path::Path::to_owned);
    pipeline::build(&[("catalog.jsonl".into(), DEMO_CATALOG.as_bytes().to_vec())], &options, &mut |_| {})
        .expect("build")
}

/// Every triple of a bundle as sorted N-Triples lines (`dualgraph export`'s content).
fn ntriples(bytes: &[u8]) -> BTreeSet<String> {
    let store = Store::from_bytes(bytes.to_vec()).expect("load");
    store
        .match_ids(None, None, None)
        .map(|(s, p, o)| {
            let term = |id| store.term_of(id).expect("term").to_string();
            format!("{} {} {} .", term(s), term(p), term(o))
        })
        .collect()
}

#[test]
fn demo_bundle_is_the_same_with_either_engine() {
    let (graph_bytes, graph_report) = build(RulesEngine::Graph, None);
    let (oxigraph_bytes, oxigraph_report) = build(RulesEngine::Oxigraph, None);
    let (a, b) = (ntriples(&graph_bytes), ntriples(&oxigraph_bytes));
    assert!(a.len() > 10_000, "{} triples", a.len());
    assert_eq!(a.len(), b.len());
    assert_eq!(a, b);
    assert_eq!(graph_report.rules.added, oxigraph_report.rules.added);
    assert_eq!(graph_report.rules.rounds, oxigraph_report.rules.rounds);
    assert_eq!(graph_report.rules.triples_before, oxigraph_report.rules.triples_before);
    assert_eq!(graph_report.rules.triples_after, oxigraph_report.rules.triples_after);
    let (a, b) = (Bundle::from_bytes(graph_bytes).unwrap(), Bundle::from_bytes(oxigraph_bytes).unwrap());
    let names: Vec<String> = a.sections().map(|(n, _)| n.to_owned()).collect();
    assert_eq!(names, b.sections().map(|(n, _)| n.to_owned()).collect::<Vec<_>>());
    for name in names.iter().filter(|n| n.as_str() != sections::MANIFEST) {
        assert!(a.section(name).unwrap() == b.section(name).unwrap(), "section {name} differs");
    }
}

/// Rules that need three rounds (each rule feeds one that runs before it), delete what
/// another rule inserted, and test for absence (`FILTER NOT EXISTS`).
fn chained_rules() -> Vec<Rule> {
    let rule = |name: &str, text: &str| Rule { name: name.into(), text: text.into() };
    vec![
        // Round 2+: a product with the "discounted" feature gets the "deal" feature.
        rule(
            "a-deal.rq",
            "INSERT { ?p skg:hasFeature feature:deal . feature:deal a skgt:Feature ; skg:hasName \"Deal\" }
             WHERE { ?p skg:hasFeature feature:discounted }",
        ),
        // Round 3+: a deal without a cheap tag is flagged, then the flag is removed again below
        // for products that are cheap (a DELETE of triples inserted by a rule).
        rule(
            "b-flag.rq",
            "INSERT { ?p skg:hasFeature feature:flagged }
             WHERE { ?p skg:hasFeature feature:deal . FILTER NOT EXISTS { ?p skg:hasFeature feature:cheap } }",
        ),
        // Round 1: products with a price become "discounted" and the cheaper half "cheap".
        rule(
            "c-discounted.rq",
            "INSERT { ?p skg:hasFeature feature:discounted } WHERE { ?p a skgt:Product ; skg:hasPrice ?x }
             ;
             INSERT { ?p skg:hasFeature feature:cheap } WHERE { ?p skg:hasPrice ?x FILTER(?x < 500) }",
        ),
        rule(
            "d-unflag.rq",
            "DELETE { ?p skg:hasFeature feature:flagged } WHERE { ?p skg:hasFeature feature:flagged , feature:cheap }",
        ),
        rule(
            "e-data.rq",
            "INSERT DATA { feature:deal skg:hasId \"deal\" } ; DELETE DATA { feature:deal skg:hasId \"none\" }",
        ),
    ]
}

/// The demo catalog's SKG before rules, and its instance base.
fn demo_skg() -> (Vec<Triple>, String) {
    let base = vocab::instance_base(vocab::DEFAULT_BASE, "demo");
    let mut catalog = dualgraph_build::catalog::Catalog::default();
    dualgraph_build::catalog::read_jsonl(&mut catalog, "demo", DEMO_CATALOG.as_bytes(), Default::default()).unwrap();
    dualgraph_build::catalog::finish(&mut catalog);
    let (skg, _) = triples::generate(&catalog, &SkgOptions { instance_base: base.clone() });
    (skg, base)
}

#[test]
fn chained_rules_give_the_same_graph_and_report_with_either_engine() {
    let (skg, base) = demo_skg();
    let mut all = rules::default_rules();
    all.extend(chained_rules());
    let (a, ra) = rules::apply(skg.clone(), &all, &base, |_, _| {}).expect("graph engine");
    let (b, rb) = rules::apply_with_oxigraph(skg, &all, &base, |_, _| {}).expect("oxigraph engine");
    assert!(ra.rounds >= 3, "the chain needs several rounds: {}", ra.rounds);
    assert_eq!(
        (ra.rounds, &ra.added, ra.triples_before, ra.triples_after),
        (rb.rounds, &rb.added, rb.triples_before, rb.triples_after)
    );
    let set = |v: Vec<Triple>| v.into_iter().map(|t| t.to_string()).collect::<BTreeSet<_>>();
    let (a, b) = (set(a), set(b));
    let flagged = a.iter().filter(|t| t.ends_with("feature/flagged>")).count();
    let deals = a.iter().filter(|t| t.contains("hasFeature") && t.ends_with("feature/deal>")).count();
    assert!(flagged > 0 && flagged < deals, "{flagged} flagged of {deals} deals");
    assert_eq!(a, b);
}

#[test]
fn a_rule_with_an_operation_the_engine_does_not_run_is_named() {
    let base = vocab::instance_base(vocab::DEFAULT_BASE, "demo");
    for text in ["CLEAR DEFAULT", "INSERT { GRAPH <http://g> { ?s ?p ?o } } WHERE { ?s ?p ?o }", "LOAD <http://x>"] {
        let rule = Rule { name: "odd.rq".into(), text: text.into() };
        let err = rules::apply(Vec::new(), &[rule], &base, |_, _| {}).unwrap_err();
        let message = err.to_string();
        assert!(message.contains("odd.rq") && message.contains("not supported in a rule"), "{message}");
    }
}

/// Rules that read, through `OPTIONAL`, `EXISTS`, a property path and a join with a subquery,
/// what a later rule writes: a round may skip a rule only when nothing it reads changed, so
/// both engines still agree, while the last round skips what cannot change.
#[test]
fn a_rule_runs_again_when_a_later_rule_writes_what_it_reads() {
    let (skg, base) = demo_skg();
    let rule = |name: &str, text: &str| Rule { name: name.into(), text: text.into() };
    let readers = vec![
        rule(
            "a-optional.rq",
            "INSERT { ?p skg:hasId ?label } WHERE { ?p a skgt:Product OPTIONAL { ?p skg:hasFeature ?f . ?f skg:hasName ?label FILTER(?label = \"Gift\") } }",
        ),
        rule(
            "b-exists.rq",
            "INSERT { ?p skg:hasFeature feature:wrapped } WHERE { ?p a skgt:Product FILTER EXISTS { ?p skg:hasFeature feature:gift } }",
        ),
        rule(
            "c-path.rq",
            "INSERT { ?p skg:hasRawText ?name } WHERE { ?p skg:hasFeature+ feature:gift . ?p skg:hasName ?name }",
        ),
        rule(
            "d-subquery.rq",
            "INSERT { ?p skg:hasFeature feature:popular } WHERE {
               { SELECT ?f (COUNT(?q) AS ?n) WHERE { ?q skg:hasFeature ?f } GROUP BY ?f }
               ?p skg:hasFeature ?f . ?f skg:hasName \"Gift\" FILTER(?n > 2) }",
        ),
        // Written last: every rule above reads what this one adds, in the next round.
        rule(
            "e-gift.rq",
            "INSERT { ?p skg:hasFeature feature:gift . feature:gift skg:hasName \"Gift\" }
             WHERE { ?p a skgt:Product ; skg:hasPrice ?x FILTER(?x < 100) }",
        ),
    ];
    let mut all = rules::default_rules();
    all.extend(readers);
    let (a, ra) = rules::apply(skg.clone(), &all, &base, |_, _| {}).expect("graph engine");
    let (b, rb) = rules::apply_with_oxigraph(skg, &all, &base, |_, _| {}).expect("oxigraph engine");
    let set = |v: Vec<Triple>| v.into_iter().map(|t| t.to_string()).collect::<BTreeSet<_>>();
    let (a, b) = (set(a), set(b));
    for (name, added) in ra.added.iter().filter(|(n, _)| n.len() < 16) {
        assert!(*added > 0, "{name} added nothing: the test does not exercise it");
    }
    assert_eq!((ra.rounds, &ra.added), (rb.rounds, &rb.added));
    assert_eq!(a, b);
    let skipped: usize = ra.skipped.iter().map(|(_, n)| n).sum();
    assert!(skipped >= 6, "the last round skips what cannot change: {:?}", ra.skipped);
}

//! Catalog → SKG → rules → bundle → SPARQL, checked against truth computed from the raw catalog.
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/mod.rs"]
mod support;

use dualgraph_build::pipeline::{self, BuildError};
use dualgraph_core::skg::sparql::{self, QueryError, QueryLimits};
use dualgraph_core::skg::store::Store;
use std::collections::BTreeSet;
use support::*;

#[test]
fn every_product_page_and_category_of_the_catalog_is_in_the_graph() {
    let store = demo_store();
    let products = raw_products();
    assert!(products.len() >= 150);
    assert_eq!(count(&store, "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product }"), products.len());
    let pages = DEMO_CATALOG.lines().filter(|l| l.contains("\"kind\":\"page\"")).count();
    assert_eq!(count(&store, "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Page }"), pages);
    let categories: BTreeSet<String> = products
        .iter()
        .flat_map(|p| p["categories"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c.as_str().map(str::to_owned))
        .collect();
    let got: BTreeSet<String> =
        column(&store, "SELECT ?n WHERE { ?c a skgt:Category ; skg:hasName ?n }").into_iter().collect();
    assert_eq!(got, categories);
}

#[test]
fn every_spec_row_keeps_its_original_text() {
    let store = demo_store();
    let rows: usize =
        raw_products().iter().map(|p| raw_specs(p).iter().filter(|r| !r.2.trim().is_empty()).count()).sum();
    assert_eq!(
        count(
            &store,
            "SELECT (COUNT(?s) AS ?n) WHERE { ?p a skgt:Product ; skg:hasSpec ?s . ?s skg:hasRawText ?t
             MINUS { ?s skg:inSection ?sec . ?sec skg:hasName ?sn FILTER(?sn IN (\"Name\", \"Counts\")) } }"
        ),
        rows,
        "rows the build derives (sections Name and Counts) aside"
    );
}

#[test]
fn numeric_filter_matches_catalog_truth_for_tv_screen_sizes() {
    let store = demo_store();
    let truth = raw_products()
        .iter()
        .filter(|p| in_category(p, "TVs"))
        .filter(|p| {
            raw_specs(p).iter().any(|(_, e, v)| e == "Screen Size" && leading_number(v).is_some_and(|x| x >= 55.0))
        })
        .count();
    assert!(truth > 0);
    let n = count(
        &store,
        r#"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {
             ?p a skgt:Product ; skg:belongs/skg:hasName "TVs" ; skg:hasSpec ?s .
             ?s skg:inEntry/skg:hasName "Screen Size" ; skg:hasNumericValue ?v ; skg:hasUnit "inch" .
             FILTER(?v >= 55) }"#,
    );
    assert_eq!(n, truth);
}

#[test]
fn prices_are_decimals_with_currency() {
    let store = demo_store();
    let products = raw_products();
    let priced = products.iter().filter(|p| p["price"].is_object()).count();
    assert_eq!(
        count(
            &store,
            "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product ; skg:hasPrice ?x ; skg:hasCurrency \"GBP\" }"
        ),
        priced
    );
    let under_500 = products.iter().filter(|p| p["price"]["amount"].as_f64().is_some_and(|a| a < 500.0)).count();
    assert_eq!(
        count(&store, "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product ; skg:hasPrice ?x FILTER(?x < 500) }"),
        under_500
    );
}

#[test]
fn yes_rows_become_features_of_their_product() {
    let store = demo_store();
    for p in raw_products().iter().take(40) {
        let id = p["id"].as_str().unwrap();
        let expected: BTreeSet<String> = raw_specs(p)
            .into_iter()
            .filter(|(_, _, v)| v.trim().eq_ignore_ascii_case("yes"))
            .map(|(_, e, _)| e)
            .collect();
        let got: BTreeSet<String> = column(
            &store,
            &format!(r#"SELECT ?n WHERE {{ ?p skg:hasId "{id}" ; skg:hasFeature ?f . ?f skg:hasName ?n }}"#),
        )
        .into_iter()
        .collect();
        assert!(expected.is_subset(&got), "{id}: {expected:?} not in {got:?}");
    }
}

#[test]
fn five_g_support_is_derived_from_network_values() {
    let store = demo_store();
    let truth = raw_products()
        .iter()
        .filter(|p| {
            raw_specs(p)
                .iter()
                .any(|(_, _, v)| v.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w.eq_ignore_ascii_case("5g")))
        })
        .count();
    assert!(truth > 0);
    assert_eq!(
        count(&store, "SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE { ?p skg:hasFeature feature:5g_support }"),
        truth
    );
}

#[test]
fn variants_belong_to_their_range_categories_and_share_lifted_specs() {
    let store = demo_store();
    assert_eq!(
        count(&store, "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product FILTER NOT EXISTS { ?p skg:belongs ?c } }"),
        0
    );
    // A lifted range spec exists exactly when all variants agree: check one entry everywhere.
    let ranges = query(
        &store,
        r#"SELECT ?r (COUNT(DISTINCT ?v) AS ?variants) (COUNT(DISTINCT ?raw) AS ?distinct) WHERE {
             ?p skg:variantOf ?r ; skg:hasSpec ?s . FILTER(?p != ?r)
             ?s skg:inEntry/skg:hasName "Brand" ; skg:hasValue ?v ; skg:hasRawText ?raw }
           GROUP BY ?r"#,
    );
    assert!(!ranges.rows.is_empty());
    let lifted = count(
        &store,
        r#"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE { ?r a skgt:ProductRange ; skg:hasSpec ?s . ?s skg:inEntry/skg:hasName "Brand" . FILTER NOT EXISTS { ?r a skgt:Product } }"#,
    );
    let agreeing = ranges.rows.iter().filter(|r| r[2].as_ref().unwrap().value == "1").count();
    assert_eq!(lifted, agreeing);
}

#[test]
fn a_range_spanning_categories_keeps_each_products_own_and_lends_them_only_to_those_without() {
    // A furniture series: a desk, a castor, and a variant that names no category.
    let catalog = concat!(
        r#"{"kind":"product","id":"d","name":"BEKANT Desk","range":"BEKANT","categories":["Desks"]}"#,
        "\n",
        r#"{"kind":"product","id":"c","name":"BEKANT Castor","range":"BEKANT","categories":["Accessories"]}"#,
        "\n",
        r#"{"kind":"product","id":"x","name":"BEKANT Spare","range":"BEKANT"}"#,
    );
    let store = build_store(catalog, &options("series"));
    let of = |id: &str| -> BTreeSet<String> {
        column(&store, &format!(r#"SELECT ?n WHERE {{ ?p skg:hasId "{id}" ; skg:belongs ?c . ?c skg:hasName ?n }}"#))
            .into_iter()
            .collect()
    };
    assert_eq!(of("d"), BTreeSet::from(["Desks".to_owned()]));
    assert_eq!(of("c"), BTreeSet::from(["Accessories".to_owned()]));
    assert_eq!(of("x"), BTreeSet::from(["Accessories".to_owned(), "Desks".to_owned()]));
}

#[test]
fn user_rules_directory_adds_derived_facts() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("premium.rq"),
        "INSERT { ?p skg:hasFeature feature:premium . feature:premium a skgt:Feature ; skg:hasName \"Premium\" } WHERE { ?p a skgt:Product ; skg:hasPrice ?x FILTER(?x >= 1000) }",
    )
    .unwrap();
    let mut options = options("demo");
    options.rules_dir = Some(dir.path().to_owned());
    let store = build_store(DEMO_CATALOG, &options);
    let truth = raw_products().iter().filter(|p| p["price"]["amount"].as_f64().is_some_and(|a| a >= 1000.0)).count();
    assert!(truth > 0);
    assert_eq!(count(&store, "SELECT (COUNT(?p) AS ?n) WHERE { ?p skg:hasFeature feature:premium }"), truth);
}

#[test]
fn a_broken_user_rule_is_named_in_the_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("broken.rq"), "INSERT { ?p ?q } WHERE {").unwrap();
    let mut options = options("demo");
    options.rules_dir = Some(dir.path().to_owned());
    let err =
        pipeline::build(&[("c.jsonl".into(), DEMO_CATALOG.as_bytes().to_vec())], &options, &mut |_| {}).unwrap_err();
    assert!(matches!(err, BuildError::Rule(_)));
    assert!(err.to_string().contains("broken.rq"), "{err}");
}

#[test]
fn invalid_records_fail_the_build_or_are_skipped_and_counted() {
    let text = format!(
        "{}\n{}\n{}\n",
        r#"{"kind":"product","id":"a","name":"A","categories":["X"]}"#,
        r#"{"kind":"product","id":"b","name":"B","price":{"amount":-1,"currency":"GBP"}}"#,
        r#"{"kind":"product","id":"a","name":"dup"}"#
    );
    let sources = [("shop.jsonl".to_owned(), text.into_bytes())];
    let err = pipeline::build(&sources, &options("shop"), &mut |_| {}).unwrap_err();
    assert!(err.to_string().contains("shop.jsonl:2: field `price.amount`"), "{err}");
    let mut skip = options("shop");
    skip.skip_invalid = true;
    let (bytes, report) = pipeline::build(&sources, &skip, &mut |_| {}).unwrap();
    assert_eq!(report.catalog.skipped_records.len(), 2);
    assert_eq!(report.catalog.skipped_records[1].location.line, 3);
    assert_eq!(report.skg.products, 1);
    assert!(Store::from_bytes(bytes).is_ok());
}

#[test]
fn a_failed_build_writes_no_bundle() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("bad.jsonl");
    std::fs::write(&input, "{\"kind\":\"product\"}\n").unwrap();
    let out = dir.path().join("out.dgb");
    assert!(pipeline::build_to_file(&[input], &out, &options("bad"), &mut |_| {}).is_err());
    assert!(std::fs::read_dir(dir.path()).unwrap().all(|e| !e.unwrap().file_name().to_string_lossy().contains(".dgb")));
}

#[test]
fn demo_bundle_rejects_truncation_and_corruption_at_any_point() {
    let (bytes, _) =
        pipeline::build(&[("c.jsonl".into(), DEMO_CATALOG.as_bytes().to_vec())], &options("demo"), &mut |_| {})
            .unwrap();
    for cut in (0..bytes.len()).step_by(bytes.len() / 97 + 1) {
        let err = Store::from_bytes(bytes[..cut].to_vec()).err().expect("truncated bundle must be rejected");
        assert!(!err.to_string().is_empty());
    }
    for at in (64..bytes.len()).step_by(bytes.len() / 89 + 1) {
        let mut b = bytes.clone();
        b[at] ^= 0x20;
        if let Err(err) = Store::from_bytes(b) {
            assert!(err.to_string().contains("corrupted") || err.to_string().contains("invalid"), "{err}");
        }
    }
}

#[test]
fn runaway_queries_stop_at_the_budget_natively() {
    let store = demo_store();
    let heavy = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?b ?q ?c . ?c ?r ?d . ?d ?s ?e }";
    let limits = QueryLimits { max_steps: 100_000, ..QueryLimits::default() };
    let e = sparql::run(&store, heavy, limits).unwrap_err();
    assert!(matches!(e, QueryError::Budget(_)), "{e:?}");
    let limits = QueryLimits { timeout_ms: Some(50), ..QueryLimits::default() };
    let e = sparql::run(&store, heavy, limits).unwrap_err();
    assert!(e.to_string().contains("time budget"), "{e:?}");
}

#[test]
fn cartesian_products_are_refused_before_running() {
    let store = demo_store();
    let e = sparql::run(&store, "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f }", QueryLimits::default())
        .unwrap_err();
    assert!(matches!(e, QueryError::Forbidden(ref m) if m.contains("cartesian")), "{e:?}");
}

#[test]
fn store_holds_exactly_the_enriched_graph() {
    let (bytes, report) =
        pipeline::build(&[("c.jsonl".into(), DEMO_CATALOG.as_bytes().to_vec())], &options("demo"), &mut |_| {})
            .unwrap();
    let store = Store::from_bytes(bytes).unwrap();
    // The enriched SKG plus the textual graph's entity triples (`skgt:TkgEntity`, tests/tkg.rs).
    let expected = report.rules.triples_after + report.tkg.triples;
    assert_eq!(store.len(), expected);
    assert_eq!(count(&store, "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"), expected);
}

#[test]
fn every_section_of_a_built_bundle_is_declared_in_the_manifest_module() {
    use dualgraph_core::format::manifest::{section_spec, SECTIONS};
    let store = demo_store();
    let names: Vec<&str> = store.bundle().sections().map(|(name, _)| name).collect();
    for name in &names {
        assert!(section_spec(name).is_some(), "section {name} is not declared in format::manifest::SECTIONS");
    }
    for spec in SECTIONS.iter().filter(|s| s.required) {
        assert!(names.contains(&spec.name), "required section {} missing", spec.name);
    }
    assert_eq!(dualgraph_core::compiler::lexicon::SECTION, dualgraph_core::format::manifest::sections::LEXICON);
}

//! Values of real catalogs written the way their country writes them (issue #15): German
//! thousands dots (`235.000 km`), units the table does not know (`87 points`), and a product
//! name that once made the build panic (`Chorey-lès-Beaune`). Truth from the raw JSON.
#![cfg(not(target_arch = "wasm32"))]

#[path = "support/mod.rs"]
mod support;

use serde_json::Value;
use support::*;

const CARS: &str = include_str!("../examples/catalogs/cars-de/catalog.jsonl");
const WINES: &str = include_str!("../examples/catalogs/wine-reviews/catalog.jsonl");

/// The first `n` records plus every record containing `must`.
fn sample(text: &str, n: usize, must: &str) -> String {
    text.lines().enumerate().filter(|(i, l)| *i < n || l.contains(must)).map(|(_, l)| format!("{l}\n")).collect()
}

fn spec<'a>(p: &'a Value, entry: &str) -> Option<&'a str> {
    p["specs"].as_array()?.iter().find(|r| r["entry"] == entry).and_then(|r| r["value"].as_str())
}

#[test]
fn german_mileage_is_read_with_thousands_dots() {
    let text = sample(CARS, 200, "\"as24-00001\"");
    // Raw truth: "235.000 km" is 235000 km (every dot in this column groups thousands).
    let truth = text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|p| {
            spec(p, "Mileage")
                .and_then(|v| v.trim_end_matches(" km").replace('.', "").parse::<f64>().ok())
                .is_some_and(|km| km >= 100_000.0)
        })
        .count();
    assert!(truth > 10);
    let store = build_store(&text, &options("cars"));
    let n = count(
        &store,
        r#"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {
             ?p a skgt:Product ; skg:hasSpec ?s .
             ?s skg:inEntry/skg:hasName "Mileage" ; skg:hasNumericValue ?v ; skg:hasUnit "km" .
             FILTER(?v >= 100000) }"#,
    );
    assert_eq!(n, truth);
    // Power in hp is a unit of the table now, comparable as a number.
    let hp = count(
        &store,
        r#"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {
             ?p a skgt:Product ; skg:hasSpec ?s .
             ?s skg:inEntry/skg:hasName "Power" ; skg:hasNumericValue ?v ; skg:hasUnit "hp" . }"#,
    );
    assert!(hp > 150, "{hp}");
}

#[test]
fn wine_ratings_in_points_are_numbers_and_lès_does_not_panic() {
    let text = sample(WINES, 150, "lès");
    assert!(text.contains("lès"));
    let truth = text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|p| {
            spec(p, "Rating").and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok()).is_some_and(|x| x >= 90.0)
        })
        .count();
    assert!(truth > 5);
    let store = build_store(&text, &options("wine"));
    let n = count(
        &store,
        r#"SELECT (COUNT(DISTINCT ?p) AS ?n) WHERE {
             ?p a skgt:Product ; skg:hasSpec ?s .
             ?s skg:inEntry/skg:hasName "Rating" ; skg:hasNumericValue ?v ; skg:hasUnit "points" .
             FILTER(?v >= 90) }"#,
    );
    assert_eq!(n, truth);
}

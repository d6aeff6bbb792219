//! A pet-food shop written the way a real one is (issue #15): multipack counts only in names
//! ("2.9-oz, case of 24"), weights in "pounds" under dollar prices, a diet column whose values
//! share the column's own word ("Veterinary Diet"), ingredient lists as the only prose. The
//! compiler and the offline QA path against it: every answer is checked against the rows.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::{compile, run, Compiled};
use dualgraph_core::llm::{transport::NativeTransport, Client};
use dualgraph_core::qa::{self, AskOptions, AskResult, Knowledge};
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, name, form, diet, weight, price, ingredients)
type Row = (&'static str, &'static str, &'static str, &'static str, &'static str, f64, &'static str);

const ROWS: &[Row] = &[
    (
        "f1",
        "Tiki Cat Luau Chicken, 2.8-oz, case of 12",
        "Wet Food",
        "Grain-Free",
        "2.1 pounds",
        19.99,
        "Chicken, chicken broth, sunflower oil.",
    ),
    (
        "f2",
        "Tiki Cat Luau Tuna, 2.8-oz, case of 24",
        "Wet Food",
        "Grain-Free",
        "4.2 pounds",
        34.99,
        "Tuna, tuna broth, tapioca starch.",
    ),
    (
        "f3",
        "Fancy Feast Classic Pate Salmon, 3-oz, case of 24",
        "Wet Food",
        "Natural",
        "4.5 pounds",
        14.49,
        "Salmon, meat by-products, liver, sold in trays.",
    ),
    (
        "f4",
        "Fancy Feast Gravy Lovers Chicken, 3-oz, case of 12",
        "Wet Food",
        "Natural",
        "2.25 pounds",
        9.99,
        "Chicken, water, wheat gluten.",
    ),
    (
        "f5",
        "Friskies Shreds Chicken, 5.5-oz, case of 24",
        "Wet Food",
        "Natural",
        "8.25 pounds",
        18.99,
        "Water, chicken, liver, wheat gluten.",
    ),
    (
        "f6",
        "Hill's Prescription Diet k/d Kidney Care Stew, 2.9-oz, case of 24",
        "Wet Food",
        "Veterinary Diet",
        "4.35 pounds",
        42.99,
        "Water, pork liver, carrots, tuna.",
    ),
    (
        "f7",
        "Stella & Chewy's Freeze-Dried Raw Chicken Dinner, 8-oz bag",
        "Freeze-Dried Food",
        "Raw",
        "0.5 pounds",
        24.99,
        "Chicken, chicken liver, pumpkin seed.",
    ),
    (
        "f8",
        "Primal Raw Nuggets Turkey, 14-oz bag",
        "Freeze-Dried Food",
        "Raw",
        "0.88 pounds",
        31.99,
        "Turkey, turkey necks, squash.",
    ),
    (
        "f9",
        "Hill's Science Diet Adult Indoor Dry Food, 15.5-lb bag",
        "Dry Food",
        "Science Diet",
        "15.5 pounds",
        59.99,
        "Chicken meal, brown rice, salmon oil.",
    ),
    (
        "f10",
        "Purina ONE Salmon Dry Food, 16-lb bag",
        "Dry Food",
        "Natural",
        "16 pounds",
        32.98,
        "Salmon, rice flour, salmon meal.",
    ),
];

fn catalog() -> String {
    ROWS.iter()
        .map(|(id, name, form, diet, weight, price, text)| {
            json!({
                "kind": "product", "id": id, "name": name, "categories": ["Cat Food", form],
                "price": {"amount": price, "currency": "USD"},
                "specs": [
                    {"section": "Product", "entry": "Food Form", "value": form},
                    {"section": "Product", "entry": "Special Diet", "value": diet},
                    {"section": "Product", "entry": "Weight", "value": weight},
                ],
                "text": format!("## Ingredients\n\n{text}"),
            })
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn store() -> Store {
    support::build_store(&catalog(), &support::options("pet-shop"))
}

fn rows(f: impl Fn(&Row) -> bool) -> BTreeSet<String> {
    ROWS.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

fn pack(r: &Row) -> Option<u32> {
    r.1.split("case of ").nth(1).and_then(|n| n.parse().ok())
}

fn pounds(r: &Row) -> f64 {
    r.4.split(' ').next().unwrap().parse().unwrap()
}

/// The compiled question (every word understood) and the ids its query returns.
fn answer(store: &Store, lex: &Lexicon, q: &str) -> (Compiled, BTreeSet<String>) {
    let c = compile(q, lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{q}: {c:?}");
    let ids = run(store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    (c, ids)
}

fn ask(k: &Knowledge, q: &str) -> AskResult {
    pollster::block_on(qa::ask(k, q, &AskOptions::default(), None::<&Client<NativeTransport>>, &mut |_| {}))
}

fn ids(r: &AskResult) -> BTreeSet<String> {
    r.products.iter().map(|p| p.id.clone()).collect()
}

#[test]
fn multipack_counts_in_names_compare_however_the_question_writes_them() {
    let store = store();
    let lex = Lexicon::from_store(&store).unwrap();
    for q in
        ["wet food 24-packs under $20", "wet food, case of 24, under $20", "24 pack wet food for less than 20 dollars"]
    {
        let (c, got) = answer(&store, &lex, q);
        assert_eq!(got, rows(|r| pack(r) == Some(24) && r.5 < 20.0), "{q}: {}", c.understood);
    }
    let (_, got) = answer(&store, &lex, "tiki packs of 12");
    assert_eq!(got, rows(|r| pack(r) == Some(12) && r.1.starts_with("Tiki")));
}

#[test]
fn pounds_in_a_dollar_shop_weigh() {
    let store = store();
    let lex = Lexicon::from_store(&store).unwrap();
    let (c, got) = answer(&store, &lex, "dry food that weighs over 15 lb");
    assert_eq!(got, rows(|r| r.2 == "Dry Food" && pounds(r) > 15.0), "{}", c.understood);
    assert!(c.understood.contains("Weight > 15 lb"), "{}", c.understood);
    // The heaviest bag, not the most expensive one.
    let (_, got) = answer(&store, &lex, "heaviest dry food");
    assert_eq!(got, rows(|r| r.0 == "f10"));
}

#[test]
fn a_word_naming_the_values_column_is_no_second_value() {
    let store = store();
    let lex = Lexicon::from_store(&store).unwrap();
    // "diets" names the Special Diet column: not "Science Diet" or "Veterinary Diet" as well.
    let (c, got) = answer(&store, &lex, "how many raw diets do you have");
    assert_eq!(got, rows(|r| r.3 == "Raw"), "{}", c.understood);
    assert!(!c.understood.contains("Science Diet"), "{}", c.understood);
}

#[test]
fn the_number_of_compared_products_is_no_condition() {
    let store = store();
    let lex = Lexicon::from_store(&store).unwrap();
    let q = "tiki cat luau tuna, fancy feast classic pate salmon or friskies shreds chicken: cheapest of the 3?";
    let c = compile(q, &lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    let a = run(&store, &c).unwrap();
    let cheapest =
        ROWS.iter().filter(|r| ["f2", "f3", "f5"].contains(&r.0)).min_by(|a, b| a.5.total_cmp(&b.5)).unwrap();
    assert_eq!(a.winners.len(), 1, "{a:?}");
    assert!(a.names.iter().any(|n| n == cheapest.1), "{:?}", a.names);
}

#[test]
fn offline_a_plural_only_the_prose_could_state_is_dropped_when_nothing_has_it() {
    let k = Knowledge::new(store());
    // "trays" is written in one salmon pate's ingredients, never with tuna: the shopper's word
    // for what is sold, not a condition no product meets.
    let r = ask(&k, "tuna trays under $40");
    let expected = rows(|r| r.1.to_lowercase().contains("tuna") && r.5 < 40.0);
    assert!(!expected.is_empty());
    assert_eq!(ids(&r), expected, "{:?}", r.notice);
    assert!(r.notice.as_deref().is_some_and(|n| n.contains("\"trays\"")), "{:?}", r.notice);
}

#[test]
fn offline_an_exact_query_that_finds_nothing_lists_no_product_missing_a_spec_condition() {
    let k = Knowledge::new(store());
    // Every word is understood (a diet and a prose term) and no product has both: passages may
    // add products, but only ones that meet the diet, and the notice says so.
    for (q, diet) in [("raw food with salmon", "Raw"), ("grain-free food with salmon", "Grain-Free")] {
        let r = ask(&k, q);
        let notice = r.notice.clone().unwrap_or_default();
        assert!(notice.contains("No product matches all of it"), "{q}: {notice}");
        assert!(r.products.iter().all(|p| rows(|r| r.3 == diet).contains(&p.id)), "{q}: {:?}", r.products);
        assert_eq!(r.products.is_empty(), !notice.contains("meet the other conditions"), "{q}: {notice}");
    }
    // A spec condition no product meets with the rest: nothing from the passages either.
    let r = ask(&k, "veterinary diet food with salmon under $20");
    assert!(r.products.is_empty(), "{:?}", r.products);
}

#[test]
fn offline_a_category_narrowed_by_a_word_the_catalog_never_writes_answers_nothing() {
    let k = Knowledge::new(store());
    // "kangaroo" is written nowhere: the cat food it narrows is not every cat food.
    let r = ask(&k, "do you have kangaroo cat food?");
    assert!(r.products.is_empty(), "{:?}", r.products);
    assert_eq!(r.notice.as_deref(), Some("Nothing in the catalog mentions kangaroo."));
    // A word the catalog writes is a condition, not a reason to answer nothing.
    let r = ask(&k, "do you have salmon cat food?");
    assert!(!r.products.is_empty(), "{:?}", r.notice);
}

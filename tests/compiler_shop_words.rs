//! The question compiler on shop conventions no table names: a sale is a "Previous price" row,
//! a hybrid is a value joining two other values of its spec ("Electric/Gasoline"), a spec's own
//! name holds a number ("HDMI 2.1"), a product is asked by the head of its name ("the PELLO
//! armchair" for "PELLO Armchair, natural"), and lists are sorted or cut ("sort by price", "top 2
//! by power"). Expected answers are computed from the rows the catalog is written from.

#[path = "support/mod.rs"]
mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::*;
use dualgraph_core::skg::store::Store;
use std::collections::BTreeSet;

/// (id, name, category, price (0: none listed), previous price, specs)
type Row = (&'static str, &'static str, &'static str, f64, Option<f64>, &'static [(&'static str, &'static str)]);

const ROWS: &[Row] = &[
    ("a1", "PELLO Armchair, holmby natural", "Armchairs", 249.0, None, &[("Series", "PELLO")]),
    ("a2", "TULLSTA Armchair, lofallet beige", "Armchairs", 399.0, Some(449.0), &[("Series", "TULLSTA")]),
    ("a3", "TULLSTA Armchair cover, lofallet beige", "Armchairs", 99.0, Some(129.0), &[("Series", "TULLSTA")]),
    ("a4", "STRANDMON Wing chair, skiftebo yellow", "Armchairs", 999.0, None, &[("Series", "STRANDMON")]),
    ("a5", "EKERÖ Armchair, skiftebo orange", "Armchairs", 0.0, None, &[("Series", "EKERÖ")]),
    (
        "c1",
        "Toyota Yaris 2019",
        "Cars",
        15500.0,
        None,
        &[("Make", "Toyota"), ("Fuel", "Electric/Gasoline"), ("Power", "116 hp"), ("First registration", "2019")],
    ),
    (
        "c2",
        "Toyota Auris 2016",
        "Cars",
        11900.0,
        None,
        &[("Make", "Toyota"), ("Fuel", "Gasoline"), ("Power", "99 hp"), ("First registration", "2016")],
    ),
    (
        "c3",
        "Renault Zoe 2020",
        "Cars",
        17900.0,
        Some(19900.0),
        &[("Make", "Renault"), ("Fuel", "Electric"), ("Power", "109 hp"), ("First registration", "2020")],
    ),
    (
        "c4",
        "Kia Niro 2021",
        "Cars",
        24900.0,
        None,
        &[("Make", "Kia"), ("Fuel", "Electric/Gasoline"), ("Power", "141 hp"), ("First registration", "2021")],
    ),
    (
        "c5",
        "Volkswagen Golf 2018",
        "Cars",
        16900.0,
        None,
        &[("Make", "Volkswagen"), ("Fuel", "Diesel"), ("Power", "150 hp"), ("First registration", "2018")],
    ),
    ("t1", "Lumen 55 OLED", "TVs", 1299.0, None, &[("HDMI 2.1", "4 (4K 144 Hz, VRR)"), ("HDMI Ports", "4")]),
    ("t2", "Lumen 50 LED", "TVs", 449.0, Some(499.0), &[("HDMI 2.1", "No (HDMI 2.0)"), ("HDMI Ports", "3")]),
    ("t3", "Lumen 65 QLED", "TVs", 999.0, None, &[("HDMI 2.1", "2 (4K 120 Hz)"), ("HDMI Ports", "4")]),
    ("t4", "Lumen 43 LED", "TVs", 329.0, None, &[("HDMI 2.1", "No (HDMI 1.4)"), ("HDMI Ports", "2")]),
    (
        "h1",
        "MARKUS Office chair, black",
        "Chairs",
        1095.0,
        None,
        &[("Description", "Office chair"), ("Designer", "Henrik Preutz")],
    ),
    (
        "h2",
        "FLINTAN Office chair, black",
        "Chairs",
        349.0,
        None,
        &[("Description", "Office chair"), ("Designer", "IKEA of Sweden")],
    ),
    (
        "h3",
        "TEODORES Chair, white",
        "Chairs",
        99.0,
        None,
        &[("Description", "Chair"), ("Designer", "Ehlén Johansson/IKEA of Sweden")],
    ),
    ("h4", "ADDE Chair, black", "Chairs", 35.0, None, &[("Description", "Chair"), ("Designer", "Niels Gammelgaard")]),
    ("s1", "KIVIK Corner sofa, tibbleby beige", "Sofas", 2995.0, None, &[("Description", "Corner sofa")]),
    (
        "s2",
        "KIVIK Cover for corner sofa, tibbleby beige",
        "Sofas",
        650.0,
        None,
        &[("Description", "Cover for corner sofa")],
    ),
    ("l1", "Aero 14", "Laptops", 899.0, None, &[("Memory", "512GB SSD"), ("GPU", "Intel UHD Graphics 620")]),
    ("l2", "Aero 15", "Laptops", 999.0, None, &[("Memory", "128GB SSD + 1TB HDD"), ("GPU", "Nvidia GeForce GTX 1050")]),
    ("l3", "Aero 17", "Laptops", 749.0, None, &[("Memory", "1TB HDD"), ("GPU", "AMD Radeon 530")]),
];

/// A store and its lexicon over catalog lines written for one test.
fn shop(text: &str, name: &str) -> (Store, Lexicon) {
    let store = support::build_store(text, &support::options(name));
    let lex = Lexicon::from_store(&store).unwrap();
    (store, lex)
}

/// The ids a question's query returns; every word of the question must be understood.
fn understood_ids(store: &Store, lex: &Lexicon, q: &str) -> BTreeSet<String> {
    let c = compile(q, lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{q}: {c:?}");
    run(store, &c).unwrap().products.into_iter().map(|p| p.id).collect()
}

fn catalog() -> String {
    ROWS.iter()
        .map(|(id, name, cat, price, previous, specs)| {
            let mut rows: Vec<serde_json::Value> =
                specs.iter().map(|(e, v)| serde_json::json!({"section": "Specs", "entry": e, "value": v})).collect();
            if let Some(p) = previous {
                rows.push(
                    serde_json::json!({"section": "Price", "entry": "Previous price", "value": format!("{p} EUR")}),
                );
            }
            let mut p =
                serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat], "specs": rows});
            if *price > 0.0 {
                p["price"] = serde_json::json!({"amount": price, "currency": "EUR"});
            }
            p.to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn setup() -> (Store, Lexicon) {
    let store = support::build_store(&catalog(), &support::options("shop-words"));
    let lex = Lexicon::from_store(&store).unwrap();
    (store, lex)
}

/// Ids of the answer, in order.
fn answer(store: &Store, lex: &Lexicon, question: &str) -> (Compiled, Vec<String>) {
    let c = compile(question, lex);
    assert!(c.answers(), "{question}: {c:?}");
    let a = run(store, &c).unwrap();
    (c, a.products.into_iter().map(|p| p.id).collect())
}

fn rows(f: impl Fn(&Row) -> bool) -> BTreeSet<String> {
    ROWS.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

fn spec(r: &Row, entry: &str) -> &'static str {
    r.5.iter().find(|(e, _)| *e == entry).map(|(_, v)| *v).unwrap_or("")
}

#[test]
fn sales_are_previous_prices_and_hybrids_are_combined_values() {
    let (store, lex) = setup();
    let (c, ids) = answer(&store, &lex, "armchairs on sale");
    assert!(c.understood.contains("has Previous price"), "{}", c.understood);
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "Armchairs" && r.4.is_some()));
    let (c, ids) = answer(&store, &lex, "armchairs on offer, budget is 500 EUR");
    assert!(c.understood.contains("has Previous price") && c.understood.contains("≤ 500"), "{}", c.understood);
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "Armchairs" && r.4.is_some() && r.3 <= 500.0));
    let (_, ids) = answer(&store, &lex, "TVs that are not discounted");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "TVs" && r.4.is_none()));
    let (c, ids) = answer(&store, &lex, "hybrid cars under 20000 EUR");
    assert!(c.understood.contains("Electric/Gasoline"), "{}", c.understood);
    let hybrid = |r: &Row| spec(r, "Fuel") == "Electric/Gasoline";
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| hybrid(r) && r.3 < 20000.0));
}

#[test]
fn products_without_a_price() {
    let (store, lex) = setup();
    for q in ["armchairs with no price listed", "armchairs whose price is not listed", "unpriced armchairs"] {
        let (c, ids) = answer(&store, &lex, q);
        assert!(c.understood.contains("no price"), "{q}: {}", c.understood);
        assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "Armchairs" && r.3 == 0.0), "{q}");
    }
}

#[test]
fn a_number_in_a_spec_name_stays_with_it() {
    let (store, lex) = setup();
    let (c, ids) = answer(&store, &lex, "TVs with HDMI 2.1");
    assert_eq!(c.unexplained, Vec::<String>::new());
    let yes = |r: &Row| r.2 == "TVs" && !spec(r, "HDMI 2.1").starts_with("No");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(yes));
    let (_, ids) = answer(&store, &lex, "TVs with at least 3 HDMI ports");
    let ports = |r: &Row| spec(r, "HDMI Ports").parse::<u32>().unwrap_or(0) >= 3;
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "TVs" && ports(r)));
}

#[test]
fn the_head_of_a_product_name_names_it() {
    let (store, lex) = setup();
    let (c, _) = answer(&store, &lex, "Which is cheaper, the PELLO armchair or the TULLSTA armchair?");
    assert!(matches!(&c.intent, Intent::Compare { items, .. } if items.len() == 2), "{:?}", c.intent);
    let a = run(&store, &c).unwrap();
    assert_eq!(a.winners, vec!["PELLO Armchair, holmby natural".to_owned()], "{a:?}");
}

#[test]
fn everyday_phrases_name_the_abbreviations_the_catalog_writes() {
    let (store, lex) = setup();
    let (c, ids) = answer(&store, &lex, "laptops with a hard drive");
    assert_eq!(c.unexplained, Vec::<String>::new());
    let hdd = |r: &Row| spec(r, "Memory").contains("HDD");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(hdd));
    let (_, ids) = answer(&store, &lex, "laptops with a solid state drive and a hard disk");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| hdd(r) && spec(r, "Memory").contains("SSD")));
    let (c, ids) = answer(&store, &lex, "laptops without an Nvidia graphics card");
    assert_eq!(c.unexplained, Vec::<String>::new(), "{}", c.understood);
    assert_eq!(
        ids.into_iter().collect::<BTreeSet<_>>(),
        rows(|r| r.2 == "Laptops" && !spec(r, "GPU").starts_with("Nvidia"))
    );
    // An amount written only inside text cells ("1TB HDD"), negated: the laptops the same
    // words without the negation name are excluded.
    let (_, with) = answer(&store, &lex, "laptops with a 1TB HDD");
    assert!(with.contains(&"l3".to_owned()) && !with.contains(&"l1".to_owned()), "{with:?}");
    let (c, without) = answer(&store, &lex, "laptops without a 1TB HDD");
    let laptops = rows(|r| r.2 == "Laptops");
    let expected: BTreeSet<String> = laptops.into_iter().filter(|id| !with.contains(id)).collect();
    assert_eq!(without.into_iter().collect::<BTreeSet<_>>(), expected, "{}", c.understood);
}

#[test]
fn a_value_holding_the_category_word_is_the_value() {
    let (store, lex) = setup();
    let (c, ids) = answer(&store, &lex, "office chairs under 1000 EUR");
    assert!(c.understood.contains("Description ∈ {Office chair}"), "{}", c.understood);
    assert_eq!(
        ids.into_iter().collect::<BTreeSet<_>>(),
        rows(|r| spec(r, "Description") == "Office chair" && r.3 < 1000.0)
    );
    // A cover for a corner sofa is a cover.
    let (_, ids) = answer(&store, &lex, "corner sofas");
    assert_eq!(ids, ["s1"]);
    // The category word alone is still the category.
    let (_, ids) = answer(&store, &lex, "chairs under 100 EUR");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "Chairs" && r.3 < 100.0));
}

#[test]
fn a_value_after_its_spec_names_the_values_that_hold_it() {
    let (store, lex) = setup();
    let ikea = |r: &Row| spec(r, "Designer").contains("IKEA of Sweden");
    let (c, ids) = answer(&store, &lex, "chairs not designed by IKEA of Sweden");
    assert!(c.understood.contains("not Designer ∈ {"), "{}", c.understood);
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "Chairs" && !ikea(r)));
    let (_, ids) = answer(&store, &lex, "chairs designed by IKEA of Sweden");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "Chairs" && ikea(r)));
}

#[test]
fn a_year_bound_beside_a_make_and_a_price() {
    let (store, lex) = setup();
    let year = |r: &Row| spec(r, "First registration").parse::<u32>().unwrap_or(0);
    let (c, ids) = answer(&store, &lex, "VW from 2018 or newer under 20000 EUR");
    assert!(c.understood.contains("price < 20000"), "the price keeps its comparator: {}", c.understood);
    assert_eq!(ids, ["c5"]);
    let (_, ids) = answer(&store, &lex, "Toyota from 2017 or later");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| spec(r, "Make") == "Toyota" && year(r) >= 2017));
}

#[test]
fn lists_are_sorted_or_cut_by_a_value() {
    let (store, lex) = setup();
    let (_, ids) = answer(&store, &lex, "cars sorted by price");
    let mut cars: Vec<&Row> = ROWS.iter().filter(|r| r.2 == "Cars").collect();
    cars.sort_by(|a, b| a.3.total_cmp(&b.3));
    assert_eq!(ids, cars.iter().map(|r| r.0.to_owned()).collect::<Vec<_>>(), "cheapest first");
    let (c, ids) = answer(&store, &lex, "top 2 cars by power");
    assert!(c.understood.starts_with("top 2 by Power (highest first)"), "{}", c.understood);
    assert_eq!(ids, ["c5", "c4"]);
    let (_, ids) = answer(&store, &lex, "sort the TVs by price, high to low");
    assert_eq!(ids, ["t1", "t3", "t2", "t4"]);
}

#[test]
fn values_joined_by_or_are_alternatives_and_a_negation_reaches_across_or() {
    let (store, lex) = setup();
    let make = |r: &Row| spec(r, "Make");
    let (c, ids) = answer(&store, &lex, "Toyota or Renault cars");
    assert!(c.understood.contains("Make ∈ {Toyota | Renault}"), "{}", c.understood);
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| ["Toyota", "Renault"].contains(&make(r))));
    let (_, ids) = answer(&store, &lex, "cars that are not Toyota or Renault");
    let rest = rows(|r| r.2 == "Cars" && !["Toyota", "Renault"].contains(&make(r)));
    assert!(!rest.is_empty());
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rest);
}

#[test]
fn costs_the_most_is_the_price_superlative() {
    let (store, lex) = setup();
    for (q, highest) in [("Which car costs the most?", true), ("which car costs least", false)] {
        let (c, ids) = answer(&store, &lex, q);
        assert!(c.understood.starts_with("top 1 by price"), "{q}: {}", c.understood);
        let cars = ROWS.iter().filter(|r| r.2 == "Cars");
        let best =
            if highest { cars.max_by(|a, b| a.3.total_cmp(&b.3)) } else { cars.min_by(|a, b| a.3.total_cmp(&b.3)) };
        assert_eq!(ids, vec![best.unwrap().0.to_owned()], "{q}");
    }
}

#[test]
fn a_percentage_off_bounds_the_drop_from_the_previous_price() {
    let (store, lex) = setup();
    let off = |r: &Row| r.4.map(|p| 100.0 * (p - r.3) / p);
    let (c, ids) = answer(&store, &lex, "armchairs at least 15% off");
    assert!(c.understood.contains("discount from Previous price ≥ 15"), "{}", c.understood);
    assert_eq!(
        ids.into_iter().collect::<BTreeSet<_>>(),
        rows(|r| r.2 == "Armchairs" && off(r).is_some_and(|d| d >= 15.0))
    );
    let c = compile("how many products are 10% off or more?", &lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    let a = run(&store, &c).unwrap();
    assert_eq!(a.count, rows(|r| off(r).is_some_and(|d| d >= 10.0)).len(), "{}", c.understood);
    let (c, ids) = answer(&store, &lex, "armchairs no less than 15% off");
    assert!(c.understood.contains("≥ 15"), "{}", c.understood);
    assert_eq!(
        ids.into_iter().collect::<BTreeSet<_>>(),
        rows(|r| r.2 == "Armchairs" && off(r).is_some_and(|d| d >= 15.0))
    );
    let (_, ids) = answer(&store, &lex, "TVs up to 20 percent off");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| r.2 == "TVs" && off(r).is_some_and(|d| d <= 20.0)));
    // The biggest percentage off ranks by that drop (ties kept), whatever is asked "right now".
    let best = ROWS.iter().filter_map(off).fold(f64::MIN, f64::max);
    let (c, ids) = answer(&store, &lex, "which products have the biggest % discount right now?");
    assert!(c.understood.starts_with("top 1 by discount (%)") && c.unexplained.is_empty(), "{c:?}");
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| off(r).is_some_and(|d| (d - best).abs() < 1e-9)));
    // "best deals" are the biggest discounts.
    let (c, ids) = answer(&store, &lex, "best deals");
    assert!(c.understood.starts_with("top 1 by discount (%) (highest first)"), "{}", c.understood);
    assert_eq!(ids.into_iter().collect::<BTreeSet<_>>(), rows(|r| off(r).is_some_and(|d| (d - best).abs() < 1e-9)));
    let worst = ROWS.iter().filter_map(off).fold(f64::MAX, f64::min);
    let (_, ids) = answer(&store, &lex, "armchairs with the smallest reduction");
    let armchair_worst = ROWS.iter().filter(|r| r.2 == "Armchairs").filter_map(off).fold(f64::MAX, f64::min);
    assert!(worst <= armchair_worst);
    assert_eq!(
        ids.into_iter().collect::<BTreeSet<_>>(),
        rows(|r| r.2 == "Armchairs" && off(r).is_some_and(|d| (d - armchair_worst).abs() < 1e-9))
    );
}

#[test]
fn a_named_range_with_values_lists_its_products_and_a_restated_spec_is_understood() {
    // (id, offer type, first registration, price): one model line sold as several offers.
    let rows = [
        ("r1", "Used", "2017", 8590.0),
        ("r2", "Demonstration", "2019", 10890.0),
        ("r3", "Pre-registered", "2018", 9990.0),
        ("r4", "Used", "2015", 6990.0),
        ("r5", "Pre-registered", "2020", 13990.0),
    ];
    let text = rows
        .iter()
        .map(|(id, offer, year, price)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Skoda Fabia {year}"), "range": "Skoda Fabia",
                "categories": [if *offer == "Pre-registered" { "Pre-registered cars" } else { "Cars" }],
                "price": {"amount": price, "currency": "EUR"},
                "specs": [{"section": "Offer", "entry": "Offer type", "value": offer},
                          {"section": "Car", "entry": "First registration", "value": year}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("fabia"));
    let lex = Lexicon::from_store(&store).unwrap();
    let ids = |q: &str| -> (Compiled, BTreeSet<String>) {
        let c = compile(q, &lex);
        assert!(c.answers() && c.unexplained.is_empty(), "{q}: {c:?}");
        let a = run(&store, &c).unwrap();
        (c, a.products.into_iter().map(|p| p.id).collect())
    };
    type Offer<'a> = (&'a str, &'a str, &'a str, f64);
    let want = |f: &dyn Fn(&Offer) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
    };
    // Not a yes/no question: the range's products with the values, not a look-up of its specs.
    let (c, got) = ids("skoda fabia, demo or pre-registered");
    assert!(c.understood.starts_with("list"), "{}", c.understood);
    assert_eq!(got, want(&|r| r.1 != "Used"));
    // "registered" restates First registration; it is not "Pre-registered".
    let (c, got) = ids("skoda fabia registered 2017-2019 under 10k");
    assert!(!c.understood.contains("Pre-registered"), "{}", c.understood);
    let year = |r: &Offer| r.2.parse::<u32>().unwrap();
    assert_eq!(got, want(&|r| (2017..=2019).contains(&year(r)) && r.3 < 10000.0));
}

#[test]
fn a_word_after_a_prefix_that_negates_it_is_not_the_word() {
    // (id, gearbox, upholstery): "Semi-automatic" is no automatic, "Faux leather" no leather.
    let rows = [
        ("g1", "Automatic", "Leather"),
        ("g2", "Semi-automatic", "Faux leather"),
        ("g3", "Manual", "Fabric"),
        ("g4", "Automatic", "Faux leather"),
        ("g5", "Semi-automatic", "Leather"),
        ("g6", "Manual", "Leather"),
    ];
    let text = rows
        .iter()
        .enumerate()
        .map(|(k, (id, gearbox, seats))| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Estate car {k}"), "categories": ["Cars"],
                "price": {"amount": 9000.0 + 1000.0 * k as f64, "currency": "EUR"},
                "specs": [{"section": "Car", "entry": "Gearbox", "value": gearbox},
                          {"section": "Interior", "entry": "Upholstery", "value": seats}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "prefixes");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let want = |f: &dyn Fn(&(&str, &str, &str)) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
    };
    assert_eq!(ids("cars with an automatic gearbox"), want(&|r| r.1 == "Automatic"));
    assert_eq!(ids("semi-automatic cars"), want(&|r| r.1 == "Semi-automatic"));
    assert_eq!(ids("cars with leather upholstery"), want(&|r| r.2 == "Leather"));
    assert_eq!(ids("faux leather cars"), want(&|r| r.2 == "Faux leather"));
}

#[test]
fn a_count_written_inside_a_description_is_a_number_to_compare() {
    // (id, description, category, price): the counts are only in the descriptions.
    let rows = [
        ("d2", "Chest of 2 drawers, white", "Chests of drawers", 99.0_f64),
        ("d3", "Chest of 3 drawers, black", "Chests of drawers", 149.0),
        ("d4", "Chest of 4 drawers, oak", "Chests of drawers", 199.0),
        ("d6", "Chest of 6 drawers, white", "Chests of drawers", 299.0),
        ("d8", "Chest of 8 drawers, oak", "Chests of drawers", 279.0),
        ("t2", "Table and 2 chairs, 80 cm", "Dining sets", 199.0),
        ("t4", "Table and 4 chairs, 120 cm", "Dining sets", 349.0),
        ("t4b", "Table and 4 chairs, 140 cm", "Dining sets", 399.0),
        ("t6", "Table and 6 chairs, 180 cm", "Dining sets", 599.0),
        ("t6b", "Table and 6 chairs, 200 cm", "Dining sets", 699.0),
        ("c1", "Chair, white", "Chairs", 39.0),
    ];
    let text = rows
        .iter()
        .map(|(id, description, cat, price)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("HEMNES {description}"), "categories": [cat],
                "price": {"amount": price, "currency": "EUR"},
                "specs": [{"section": "Product", "entry": "Description", "value": description}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("counts"));
    let lex = Lexicon::from_store(&store).unwrap();
    let count = |d: &str, noun: &str| -> u32 {
        let words: Vec<&str> = d.split([' ', ',']).collect();
        words.windows(2).find(|w| w[1] == noun).and_then(|w| w[0].parse().ok()).unwrap_or(0)
    };
    let want = |f: &dyn Fn(&str) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r.1)).map(|r| r.0.to_owned()).collect()
    };
    let ids = |q: &str| -> (Compiled, BTreeSet<String>) {
        let c = compile(q, &lex);
        assert!(c.answers() && c.unexplained.is_empty(), "{q}: {c:?}");
        (c.clone(), run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect())
    };
    // "drawers" also names the category: after a number it is what the number counts.
    let (c, got) = ids("chests with at least 5 drawers");
    assert!(c.understood.contains("Drawers ≥ 5"), "{}", c.understood);
    assert_eq!(got, want(&|d| count(d, "drawers") >= 5));
    let (c, got) = ids("dining sets with 6 chairs");
    assert_eq!(got, want(&|d| count(d, "chairs") == 6), "{}", c.understood);
    let (c, got) = ids("cheapest chest with 6+ drawers");
    let cheapest = rows.iter().filter(|r| count(r.1, "drawers") >= 6).min_by(|a, b| a.3.total_cmp(&b.3)).unwrap();
    assert_eq!(got, BTreeSet::from([cheapest.0.to_owned()]), "{}", c.understood);
}

#[test]
fn a_top_k_keeps_the_products_tied_with_the_kth_and_a_section_is_its_category() {
    // (id, category, price): two bed frames share the third price.
    let rows = [
        ("f1", "Beds", 199.0),
        ("f2", "Beds", 249.0),
        ("f3", "Beds", 299.0),
        ("f4", "Beds", 299.0),
        ("f5", "Beds", 349.0),
        ("c1", "Café furniture", 150.0),
        ("c2", "Café furniture", 450.0),
    ];
    let text = rows
        .iter()
        .map(|(id, cat, price)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Item {id}"), "categories": [cat],
                "price": {"amount": price, "currency": "SAR"},
                "specs": [{"section": "Product", "entry": "Description", "value": format!("{cat} item")},
                          {"section": "Product", "entry": "Parts", "value": "2 sections"}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "ties");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let third = 299.0;
    let want: BTreeSet<String> =
        rows.iter().filter(|r| r.1 == "Beds" && r.2 <= third).map(|r| r.0.to_owned()).collect();
    assert_eq!(want.len(), 4);
    assert_eq!(ids("top 3 cheapest beds"), want);
    let want: BTreeSet<String> =
        rows.iter().filter(|r| r.1 == "Beds" && r.2 >= third).map(|r| r.0.to_owned()).collect();
    assert_eq!(ids("the 3 most expensive beds"), want);
    // "section" after the category (typed without its accent) is the category, not "2 sections".
    let want: BTreeSet<String> =
        rows.iter().filter(|r| r.1 == "Café furniture" && r.2 < 300.0).map(|r| r.0.to_owned()).collect();
    assert_eq!(ids("things in the cafe furniture section under 300 riyals"), want);
}

#[test]
fn high_after_a_length_is_the_height_and_evs_are_electric() {
    // (id, fuel, height in cm, width in cm)
    let rows = [
        ("v1", "Electric", 180, 80),
        ("v2", "Gasoline", 195, 60),
        ("v3", "Electric", 150, 90),
        ("v4", "Diesel", 210, 70),
    ];
    let text = rows
        .iter()
        .map(|(id, fuel, height, width)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Van {id}"), "categories": ["Vans"],
                "price": {"amount": 20000.0, "currency": "EUR"},
                "specs": [{"section": "Engine", "entry": "Fuel", "value": fuel},
                          {"section": "Size", "entry": "Height", "value": format!("{height} cm")},
                          {"section": "Size", "entry": "Width", "value": format!("{width} cm")},
                          {"section": "Size", "entry": "Description", "value": "high roof"}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "heights");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    type Van<'a> = (&'a str, &'a str, i32, i32);
    let want = |f: &dyn Fn(&Van) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
    };
    assert_eq!(ids("vans between 1,7 and 2 m high"), want(&|r| (170..=200).contains(&r.2)));
    assert_eq!(ids("EVs"), want(&|r| r.1 == "Electric"));
    assert_eq!(ids("vans that aren't EVs, at most 75 cm wide"), want(&|r| r.1 != "Electric" && r.3 <= 75));
}

#[test]
fn a_toy_shop_reads_sets_as_its_noun_and_pieces_minifigs_and_years_as_its_specs() {
    // (id, theme, subtheme, year, pieces, minifigures, price)
    let rows = [
        ("t1", "Technic", "Expansion Set", 2019, 120, 0, 19.99),
        ("t2", "Technic", "Supercars", 2020, 3600, 0, 379.99),
        ("t3", "Technic", "Trucks", 2021, 580, 0, 49.99),
        ("c1", "City", "Fire", 2019, 520, 4, 59.99),
        ("c2", "City", "Police", 2020, 250, 3, 29.99),
        ("c3", "City", "Police", 2022, 740, 6, 89.99),
    ];
    let text = rows
        .iter()
        .map(|(id, theme, sub, year, pieces, figs, price)| {
            // One name calls its set a "Builder" set: a word only names write.
            let name = if *id == "t2" {
                format!("LEGO {theme} {sub} Builder {id}")
            } else {
                format!("LEGO {theme} {sub} {id}")
            };
            serde_json::json!({"kind": "product", "id": id, "name": name, "range": theme,
                "categories": ["Toys"], "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "Product", "entry": "Subtheme", "value": sub},
                          {"section": "Product", "entry": "Year released", "value": year.to_string()},
                          {"section": "Build", "entry": "Pieces", "value": pieces.to_string()},
                          {"section": "Build", "entry": "Minifigures", "value": figs.to_string()}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "toys");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    type Set<'a> = (&'a str, &'a str, &'a str, i32, i32, i32, f64);
    let want = |f: &dyn Fn(&Set) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
    };
    // "sets" is what the shop sells, not the head of "Expansion Set".
    assert_eq!(ids("Technic sets under $50"), want(&|r| r.1 == "Technic" && r.6 < 50.0));
    // … unless the word before makes the value with it.
    assert_eq!(ids("Technic sets that are not expansion sets"), want(&|r| r.1 == "Technic" && r.2 != "Expansion Set"));
    // "pieces" names the spec (no filler word here), "minifigs" shortens Minifigures.
    assert_eq!(ids("which set has the most pieces?"), want(&|r| r.4 == 3600));
    assert_eq!(ids("city sets with 500+ pieces"), want(&|r| r.1 == "City" && r.4 >= 500));
    assert_eq!(ids("the city set with the most minifigs"), want(&|r| r.0 == "c3"));
    // A year beside a word only names write is still the year entry's.
    let (c, _) = answer(&store, &lex, "builders from 2020 or newer");
    assert!(c.understood.contains("Year released ≥ 2020"), "{}", c.understood);
    // Two neighbouring years joined by "or" are both asked for.
    assert_eq!(ids("city sets released in 2019 or 2020"), want(&|r| r.1 == "City" && (2019..=2020).contains(&r.3)));
    // "came out" is when the products were released.
    assert_eq!(ids("how many city sets came out in 2022?"), want(&|r| r.1 == "City" && r.3 == 2022));
    // A negation reaches every item of its list; a vague size beside a number says no more.
    assert_eq!(
        ids("big Technic sets, over 100 pieces, that aren't Expansion Set, Trucks or Police"),
        want(&|r| r.1 == "Technic" && r.4 > 100 && !["Expansion Set", "Trucks", "Police"].contains(&r.2))
    );
}

#[test]
fn name_words_joined_by_or_are_alternatives_and_plurals_match_either_form() {
    // Sizes, stock states and who a bike is for are written only in the names.
    let names = [
        ("b1", "Vitus Dee 29 Bike Ex-Display", 400.0),
        ("b2", "Ghost Lady City Bike", 550.0),
        ("b3", "Pinnacle Ladies Commuter Bike Ex Demo", 650.0),
        ("b4", "Vitus Nucleus 27.5 Bike", 500.0),
        ("b5", "Ghost Square Urban Bike", 800.0),
    ];
    let text = names
        .iter()
        .map(|(id, name, price)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Bikes"],
                "price": {"amount": price, "currency": "EUR"},
                "specs": [{"section": "Bike", "entry": "Brand", "value": name.split(' ').next().unwrap()}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "names-or");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |xs: &[&str]| -> BTreeSet<String> { xs.iter().map(|s| s.to_string()).collect() };
    assert_eq!(ids("any ex-display or ex-demo bikes going?"), set(&["b1", "b3"]));
    assert_eq!(ids("bikes for ladies under 700 euros"), set(&["b2", "b3"]));
    assert_eq!(ids("bikes that are not ex-display"), set(&["b2", "b3", "b4", "b5"]));
}

#[test]
fn a_verb_picks_the_entry_and_a_dollar_sign_is_the_shops_dollar() {
    // (id, name, origin, roaster location, price in TWD)
    type Coffee = (&'static str, &'static str, &'static str, &'static str, f64);
    let rows: [Coffee; 5] = [
        ("k1", "Kakalove Panama Geisha", "Panama", "Chiayi, Taiwan", 900.0),
        ("k2", "Kakalove Alishan Washed", "Taiwan", "Chiayi, Taiwan", 650.0),
        ("g1", "GK Coffee Ethiopia Guji", "Ethiopia", "Yilan, Taiwan", 450.0),
        ("g2", "GK Coffee Taiwan Natural", "Taiwan", "Yilan, Taiwan", 1200.0),
        ("r1", "Roast Co Colombia Geisha", "Colombia", "Oakland, California", 1500.0),
    ];
    let text = rows
        .iter()
        .map(|(id, name, origin, location, price)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Coffee"],
                "price": {"amount": price, "currency": "TWD"},
                "specs": [{"section": "Coffee", "entry": "Coffee origin", "value": origin},
                          {"section": "Coffee", "entry": "Roaster location", "value": location},
                          {"section": "Coffee", "entry": "Roaster", "value": match &id[..1] {
                              "k" => "Kakalove Cafe", "g" => "GK Coffee", _ => "Roast Co" }}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "verbs");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let want = |f: &dyn Fn(&Coffee) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
    };
    // "grown in": the origin, not where the roaster is.
    assert_eq!(ids("coffees grown in taiwan"), want(&|r| r.2 == "Taiwan"));
    assert_eq!(ids("taiwan-grown coffees"), want(&|r| r.2 == "Taiwan"));
    // "$" and "NT$" in a shop that prices in New Taiwan dollars are its dollars.
    assert_eq!(ids("coffee under $700"), want(&|r| r.4 < 700.0));
    assert_eq!(ids("coffee over NT$1,000"), want(&|r| r.4 > 1000.0));
    // A ranked question about a word only names write.
    assert_eq!(ids("cheapest geisha"), BTreeSet::from(["k1".to_owned()]));
    // After a negation, the word that starts a roaster's name and its products' names.
    assert_eq!(ids("taiwan-grown coffees except the ones from kakalove"), BTreeSet::from(["g2".to_owned()]));
    assert_eq!(ids("coffees not from kakalove"), want(&|r| !r.0.starts_with('k')));
    // Availability of a kind the catalog names nowhere: none, said so.
    assert!(ids("do you sell teapots?").is_empty());
    assert!(compile("do you sell teapots?", &lex).understood.contains("teapots (none in the catalog)"));
    // A kind it does name is listed; an open wish is not read as a kind.
    assert_eq!(ids("do you sell geishas?"), want(&|r| r.1.contains("Geisha")));
    assert!(!compile("do you have something for my dad", &lex).understood.contains("none in the catalog"));
}

#[test]
fn one_item_of_a_list_cell_names_the_cell() {
    // (id, skin types, concerns)
    let rows = [
        ("s1", "Oily", "Fine Lines and Wrinkles, Dryness"),
        ("s2", "Oily and Combination", "Acne and Blemishes"),
        ("s3", "Dry", "Fine Lines"),
        ("s4", "Normal and Dry", "Dark Spots"),
        ("s5", "Combination", "Fine Lines and Wrinkles"),
    ];
    let text = rows
        .iter()
        .map(|(id, skin, concerns)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Cream {id}"), "categories": ["Moisturizers"],
                "price": {"amount": 30.0, "currency": "USD"},
                "specs": [{"section": "Suitability", "entry": "Skin type", "value": skin},
                          {"section": "Suitability", "entry": "Skincare concerns", "value": concerns}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "list-cells");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // "Oily" is a value of its own, and one item of "Oily and Combination".
    assert_eq!(ids("moisturizers for oily skin"), set(&["s1", "s2"]));
    // "Fine Lines" is a value, and the first part of "Fine Lines and Wrinkles".
    assert_eq!(ids("moisturizers for fine lines"), set(&["s1", "s3", "s5"]));
}

#[test]
fn the_biggest_bottle_is_the_largest_size_in_fluid_ounces_or_millilitres() {
    // (id, size as the shop writes it)
    let rows = [("t1", "1.7 fl. oz / 50 mL"), ("t2", "3.4 fl. oz / 100 mL"), ("t3", "8 fl oz"), ("t4", "150 mL")];
    let text = rows
        .iter()
        .map(|(id, size)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Toner {id}"), "categories": ["Toners"],
                "price": {"amount": 20.0, "currency": "USD"},
                "specs": [{"section": "Product", "entry": "Size", "value": size}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "sizes");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    // 8 fl oz = 237 ml, the largest; 1.7 fl oz = 50 ml, the smallest.
    assert_eq!(ids("which toner comes in the biggest bottle?"), BTreeSet::from(["t3".to_owned()]));
    assert_eq!(ids("the smallest toner"), BTreeSet::from(["t1".to_owned()]));
    assert_eq!(ids("toners of 100 ml or more"), BTreeSet::from(["t2".to_owned(), "t3".to_owned(), "t4".to_owned()]));
}

#[test]
fn a_grocers_words_dietary_lines_and_nutrients() {
    // (id, name, price in GBP, diet line, salt g, sugars g, fat g)
    let rows = [
        ("m1", "Kellogg's Crunchy Muesli 750g", 3.5, "Suitable for Vegans; Free From Gluten", "0.30g", "9.5g", "6.0g"),
        (
            "m2",
            "Dorset Fruit Muesli 1kg",
            4.0,
            "Suitable for Vegetarians; May Contain Gluten",
            "0.05g",
            "22.0g",
            "5.1g",
        ),
        ("m3", "Jordans Nut Muesli 500g", 0.9, "Suitable for Vegans; Contains Gluten", "0.45g", "14.0g", "12.5g"),
        (
            "m4",
            "Alpen Original Muesli 375g",
            2.0,
            "Not suitable for Vegetarians; Contains Milk",
            "0.20g",
            "8.0g",
            "3.2g",
        ),
        ("m5", "Kellogg's Honey Muesli 500g", 0.8, "Free From Gluten; Contains Milk", "0.10g", "25.0g", "4.0g"),
    ];
    // What the packs claim, in the prose.
    let claims = |id: &str| match id {
        "m1" => "A crunchy muesli, high in fibre, with toasted oats.",
        "m5" => "A honey muesli, high in fibre and sweet.",
        _ => "A muesli with oats.",
    };
    let text = rows
        .iter()
        .map(|(id, name, price, diet, salt, sugars, fat)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Muesli"],
                "price": {"amount": price, "currency": "GBP"}, "text": format!("## Description\n\n{}", claims(id)),
                "specs": [{"section": "Dietary information", "entry": "Dietary information", "value": diet},
                          {"section": "Nutrition (Per 100g)", "entry": "Salt", "value": salt},
                          {"section": "Nutrition (Per 100g)", "entry": "of which Sugars", "value": sugars},
                          {"section": "Nutrition (Per 100g)", "entry": "Fat", "value": fat}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "grocer");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // "Suitable for Vegans" is named by what it suits; "Not suitable for Vegetarians" is not.
    assert_eq!(ids("vegan muesli"), set(&["m1", "m3"]));
    assert_eq!(ids("muesli for vegetarians"), set(&["m2"]));
    // "gluten-free" is the shop's "Free From Gluten", not every line that says gluten.
    assert_eq!(ids("gluten-free muesli"), set(&["m1", "m5"]));
    assert_eq!(ids("gluten free muesli under £3"), set(&["m5"]));
    // The grade of an adjective made from a nutrient's name.
    assert_eq!(ids("saltiest muesli"), set(&["m3"]));
    assert_eq!(ids("the fattiest muesli"), set(&["m3"]));
    // "a pound" is one pound; "per 100g" is the basis of the figures, no condition.
    assert_eq!(ids("muesli under a pound"), set(&["m3", "m5"]));
    assert_eq!(ids("muesli with less than 10g sugar per 100g"), set(&["m1", "m4"]));
    // A brand written with an apostrophe in names, typed with or without it.
    assert_eq!(ids("kellogg's muesli"), set(&["m1", "m5"]));
    // "high in fibre" is the claim the prose makes, not a number of a fibre row.
    assert_eq!(ids("muesli that says it's high in fibre"), set(&["m1", "m5"]));
}

#[test]
fn a_game_shops_words_scores_years_and_verbs() {
    // (id, name, categories, year, designer, mechanics, rating, playing time, complexity)
    type Game = (
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
    );
    let rows: [Game; 6] = [
        (
            "g1",
            "Agricola",
            "Economic, Farming",
            "2007",
            "Uwe Rosenberg",
            "Worker Placement",
            "8.06 / 10",
            "150 min",
            "3.63 / 5",
        ),
        (
            "g2",
            "Caverna",
            "Economic, Fantasy",
            "2013",
            "Uwe Rosenberg",
            "Worker Placement, Solo Play",
            "8.17 / 10",
            "210 min",
            "3.75 / 5",
        ),
        (
            "g3",
            "Twilight Struggle",
            "Wargame, Political",
            "2005",
            "Ananda Gupta, Jason Matthews",
            "Card Driven",
            "8.34 / 10",
            "180 min",
            "3.53 / 5",
        ),
        ("g4", "Pandemic", "Medical", "2008", "Matt Leacock", "Co-operative Play", "7.62 / 10", "45 min", "2.42 / 5"),
        (
            "g5",
            "Spirit Island",
            "Fantasy",
            "2017",
            "R. Eric Reuss",
            "Co-operative Play, Solo Play",
            "8.33 / 10",
            "120 min",
            "3.89 / 5",
        ),
        ("g6", "Memoir '44", "Wargame", "2004", "Richard Borg", "Dice Rolling", "7.58 / 10", "60 min", "2.22 / 5"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cats, year, designer, mechanics, rating, time, complexity)| {
            let categories: Vec<&str> = cats.split(", ").collect();
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": categories,
                "specs": [{"section": "Game", "entry": "Year published", "value": year},
                          {"section": "Game", "entry": "Designer", "value": designer},
                          {"section": "Game", "entry": "Mechanics", "value": mechanics},
                          {"section": "Game", "entry": "Playing time", "value": time},
                          {"section": "BoardGameGeek", "entry": "Average rating", "value": rating},
                          {"section": "BoardGameGeek", "entry": "Complexity", "value": complexity}],
                "text": format!("## Description\n\n{name} is a board game for the whole table. The game takes an evening, often more.")})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "games");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // Every game says "game": it is the shop's noun, not its "Wargame" category.
    assert_eq!(ids("uwe rosenberg games"), set(&["g1", "g2"]));
    // A name asked without its initial; a negated spec whose value follows is that value negated.
    assert_eq!(ids("games by eric reuss"), set(&["g5"]));
    assert_eq!(ids("games not designed by uwe rosenberg"), set(&["g3", "g4", "g5", "g6"]));
    assert_eq!(ids("wargames"), set(&["g3", "g6"]));
    // "8.06 / 10" is a score of 8.06; "rated" names the rating.
    assert_eq!(ids("games rated 8.2 or higher"), set(&["g3", "g5"]));
    assert_eq!(ids("the highest rated fantasy game"), set(&["g5"]));
    // A year's bound word beside a year spec's name.
    assert_eq!(ids("games published after 2008"), set(&["g2", "g5"]));
    assert_eq!(ids("games released before 2006"), set(&["g3", "g6"]));
    // "play" after "can" is the verb, not the "Co-operative Play" / "Solo Play" values.
    assert_eq!(ids("fantasy games i can play"), set(&["g2", "g5"]));
    // "co-op": two letters after a hyphen begin the value word after "co".
    assert_eq!(ids("co-op games"), set(&["g4", "g5"]));
    // "more" in most descriptions is still the comparator of "or more".
    assert_eq!(ids("games that take 180 min or more"), set(&["g2", "g3"]));
    // "complex" names Complexity; "number of" opening a question counts.
    assert_eq!(ids("the most complex game"), set(&["g5"]));
    assert_eq!(compile("number of wargames", &lex).intent, Intent::Count);
}

#[test]
fn a_range_holds_the_number_asked_and_bounds_compare_its_highest() {
    // (id, players, playing time, age)
    let rows = [
        ("r1", "2-4 players", "60 min", "10+"),
        ("r2", "1–5 players", "30-150 min", "12+"),
        ("r3", "2 players", "20-30 min", "8+"),
        ("r4", "3-10 players", "45 min", "14+"),
        ("r5", "1-4 players", "90-120 min", "13+"),
    ];
    let text = rows
        .iter()
        .map(|(id, players, time, age)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Game {id}"), "categories": ["Board games"],
                "specs": [{"section": "Game", "entry": "Players", "value": players},
                          {"section": "Game", "entry": "Playing time", "value": time},
                          {"section": "Game", "entry": "Age", "value": age}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "ranges");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // "for 4 players": every range that holds 4, and a single number equal to it.
    assert_eq!(ids("board games for 4 players"), set(&["r1", "r2", "r4", "r5"]));
    assert_eq!(ids("board games for 2 players"), set(&["r1", "r2", "r3", "r5"]));
    assert_eq!(ids("board games for 5 people"), set(&["r2", "r4"]));
    // "only": exactly that number, not a range holding it; "between": ranges within.
    assert_eq!(ids("2 player only board games"), set(&["r3"]));
    assert_eq!(ids("board games between 1 and 5 players"), set(&["r1", "r2", "r3", "r5"]));
    // Bounds compare the highest number: the box's longest time, its most players.
    assert_eq!(ids("board games that take an hour or less"), set(&["r1", "r3", "r4"]));
    assert_eq!(ids("board games for 5 players or more"), set(&["r2", "r4"]));
    assert_eq!(ids("the board game with the most players"), set(&["r4"]));
    // A bare "13+" is the entry written as open ranges (the age), not a bound of something else.
    assert_eq!(ids("13+ board games"), set(&["r4", "r5"]));
    assert_eq!(ids("board games for ages 13+"), set(&["r4", "r5"]));
    // A child's age is an age the range holds ("10+" holds 12).
    assert_eq!(ids("board games for a 12 year old"), set(&["r1", "r2", "r3"]));
    assert_eq!(ids("board games my 9 yr old can play"), set(&["r3"]));
}

#[test]
fn a_label_before_a_number_in_names_is_a_spec() {
    // (id, name) — the SPF is written only in the names.
    let rows = [
        ("u1", "Glow Daily Sunscreen SPF 30"),
        ("u2", "Glow Mineral Sunscreen SPF 50"),
        ("u3", "Shade Face Shield SPF50+"),
        ("u4", "Shade Body Lotion SPF 15"),
        ("u5", "Coast Sport Sunscreen SPF 50"),
        ("u6", "Coast Kids Sunscreen SPF 40"),
    ];
    let text = rows
        .iter()
        .map(|(id, name)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Sunscreens"],
                "price": {"amount": 25.0, "currency": "USD"},
                "specs": [{"section": "Product", "entry": "Size", "value": "50 mL"}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "spf");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("spf 50 sunscreen"), set(&["u2", "u3", "u5"]));
    assert_eq!(ids("sunscreens with spf 40 or higher"), set(&["u2", "u3", "u5", "u6"]));
    assert!(ids("SPF 100 sunscreen").is_empty());
}

#[test]
fn a_fashion_shops_sections_ratings_and_names_without_their_kind() {
    // (id, name, categories, price in USD, average rating)
    let rows = [
        ("w1", "Essentials Hoodie", ["Clothing", "Women/Clothing"], 35.0, "4.6"),
        ("w2", "Trefoil Hoodie", ["Clothing", "Men/Clothing"], 55.0, "4.8"),
        ("w3", "Adizero RC 3 Shoes", ["Shoes", "Men/Shoes"], 60.0, "4.2"),
        ("w4", "Adizero RC 3 Tokyo Shoes", ["Shoes", "Women/Shoes"], 70.0, "4.9"),
        ("w5", "Fluidflash Shoes", ["Shoes", "Women/Shoes"], 65.0, "4.4"),
        ("w6", "Fleece Hoodie", ["Clothing", "Kids/Clothing"], 25.0, "4.0"),
        ("w7", "No-Show Socks 3 Pairs", ["Accessories", "Women/Accessories"], 12.0, "4.5"),
        ("w8", "Crew Socks 3 Pairs", ["Accessories", "Men/Accessories"], 14.0, "4.7"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cats, price, rating)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": cats,
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "Reviews", "entry": "Average rating", "value": rating}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "fashion");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // "Women/Clothing", "Women/Shoes" …: a section word names every category it begins, and
    // "women" / "men" count people (no mass noun like "furniture").
    assert_eq!(ids("womens socks"), set(&["w7"]));
    assert_eq!(ids("socks for men"), set(&["w8"]));
    // A clause of examples ("like …", "such as …") illustrates and adds nothing.
    assert_eq!(ids("socks for men, like crew socks"), set(&["w8"]));
    assert_eq!(ids("women"), set(&["w1", "w4", "w5", "w7"]));
    // "that's" is "that is", not a word to find in the prose.
    assert_eq!(ids("womens shoes that's under $68"), set(&["w5"]));
    // A product asked without its kind ("Adizero RC 3" for "Adizero RC 3 Shoes"), and "the
    // better rating" is the higher one.
    let (c, products) = answer(&store, &lex, "Adizero RC 3 or Fluidflash - which has the better rating?");
    assert!(c.understood.starts_with("compare by Average rating"), "{}", c.understood);
    assert_eq!(products.iter().collect::<BTreeSet<_>>(), ["w3".to_string(), "w5".to_string()].iter().collect());
    // "no-show" is a kind of sock, not "no socks".
    let c = compile("no-show socks", &lex);
    assert!(!c.understood.contains("lacks"), "{}", c.understood);
}

#[test]
fn ratings_and_weights_whatever_the_shop_calls_them() {
    // A shop writing its spec labels in French: (id, name, category, price in EUR, rating, weight)
    let rows = [
        ("t1", "Tente MH100 2 places", "Tents", 30.0, "4.47/5", "2.6 kg"),
        ("t2", "Tente Arpenaz 4.1", "Tents", 120.0, "4.13/5", "10.2 kg"),
        ("t3", "Tente Air Seconds", "Tents", 150.0, "4.6/5", "9.5 kg"),
        ("p1", "Bache DD Hammocks 3x3", "Tarps", 45.0, "4.8/5", "0.79 kg"),
        ("p2", "Bache Bushmen Thermo", "Tarps", 60.0, "4.2/5", "1.1 kg"),
        ("p3", "Bache Forclaz", "Tarps", 25.0, "4.4/5", "0.5 kg"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cat, price, rating, weight)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "EUR"},
                "specs": [{"section": "Produit", "entry": "Note des clients", "value": rating},
                          {"section": "Produit", "entry": "Poids brut", "value": weight}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "outdoor");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // Scores on a scale are the rating; the one spec in kilograms is the weight.
    assert_eq!(ids("tents rated 4.5 or higher"), set(&["t3"]));
    assert_eq!(ids("best rated tarp"), set(&["p1"]));
    assert_eq!(ids("lightest tent"), set(&["t1"]));
    assert_eq!(ids("the heaviest tarp"), set(&["p2"]));
    // "except A and B": both are excluded, whatever the length of A's name.
    assert_eq!(ids("tarps except DD Hammocks and Bushmen"), set(&["p3"]));
    // A maker's name before the kind its names write elsewhere ("Bache Forclaz").
    let c = compile("show me the Forclaz baches", &lex);
    assert!(
        c.understood.contains("name contains \"forclaz\";") || c.understood.ends_with("name contains \"forclaz\""),
        "{}",
        c.understood
    );
    let found: Vec<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    assert_eq!(found, ["p3"]);
}

#[test]
fn a_negated_prose_word_is_one_the_prose_must_not_state() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/fashion-shop.jsonl")).unwrap();
    let (store, lex) = shop(&text, "fashion-prose");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // w8's prose says "cushioned"; w7's does not.
    assert_eq!(ids("cushioned socks"), set(&["w8"]));
    assert_eq!(ids("socks that aren't cushioned"), set(&["w7"]));
    assert_eq!(ids("socks without cushioning"), set(&["w7"]));
    let c = compile("socks without cushioning", &lex);
    assert!(c.understood.contains("text does not say \"cushioning\""), "{}", c.understood);
}

#[test]
fn an_app_stores_kind_counts_with_a_plus_and_a_bound_before_the_spec_word() {
    // (id, name, store category, installs, reviews, android version, price in USD)
    let rows = [
        ("a1", "Cash App", "FINANCE", "10,000,000+", "200000", "5.0 and up", 0.0),
        ("a2", "Budget Planner", "FINANCE", "100,000+", "900", "4.1 and up", 0.0),
        ("a3", "Mail Pro", "COMMUNICATION", "1,000,000,000+", "4000000", "6.0 and up", 0.0),
        ("a4", "Sky Chat", "COMMUNICATION", "1,000,000+", "52000", "7.0 and up", 1.99),
        ("a5", "Pill Reminder", "MEDICAL", "50,000+", "310", "4.4 and up", 2.99),
        ("a6", "Dose Calculator", "MEDICAL", "10,000+", "120", "8.0 and up", 0.0),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cat, installs, reviews, android, price)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"},
                "specs": [
                    {"section": "Ratings", "entry": "Installs", "value": installs},
                    {"section": "Ratings", "entry": "Reviews", "value": reviews},
                    {"section": "Technical", "entry": "Android Ver", "value": android}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "apps");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // "apps" is what an app store sells, not a word its names must write ("Cash App").
    assert_eq!(ids("show me the finance apps"), set(&["a1", "a2"]));
    assert_eq!(ids("medical apps"), set(&["a5", "a6"]));
    // A multiplier glued to a plus is a count's bound: "100k+", "a billion+".
    assert_eq!(ids("apps with 100k+ reviews"), set(&["a1", "a3"]));
    assert_eq!(ids("apps with a billion+ installs"), set(&["a3"]));
    assert_eq!(ids("communication apps with at least a million installs"), set(&["a3", "a4"]));
    // The comparator may stand before the spec's word: "at least android 6.0".
    assert_eq!(ids("apps that need at least android 6.0"), set(&["a3", "a4", "a6"]));
    // "most reviewed" ranks by the number of reviews.
    let (_, top) = answer(&store, &lex, "most reviewed app");
    assert_eq!(top, vec!["a3"]);
}

#[test]
fn a_beer_shops_strength_overall_rating_and_aspect_scores() {
    // (id, name, style, ABV as the shop writes it (no unit), overall, aroma, brewery)
    let rows = [
        ("b1", "Dieu Du Ciel Peche Mortel", "Stout - Imperial", "9.5", "4.4", "4.6", "Brasserie Dieu Du Ciel"),
        ("b2", "Dieu Du Ciel Rosee", "Lambic - Fruit", "5.0", "3.9", "4.0", "Brasserie Dieu Du Ciel"),
        ("b3", "Founders All Day", "IPA - American", "4.7", "4.0", "3.8", "Founders Brewing"),
        ("b4", "Founders Devil Dancer", "IPA - Imperial", "12.5", "4.1", "4.2", "Founders Brewing"),
        ("b5", "Anchor Old Foghorn", "Barleywine", "8.8", "4.6", "4.1", "Anchor Brewing"),
        ("b6", "Cantillon Gueuze", "Lambic - Gueuze", "5.0", "4.5", "4.3", "Brasserie Cantillon"),
        ("b7", "Anchor Liberty", "IPA - American", "5.9", "4.2", "4.0", "Anchor Brewing"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, style, abv, overall, aroma, brewery)| {
            // The style family and the full style, as a beer list files them.
            let family = style.split(" - ").next().unwrap_or(style);
            let categories: Vec<&str> = if family == *style { vec![style] } else { vec![family, style] };
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": categories,
                "text": format!("## Description\n\nA {style} beer from {brewery}."),
                "specs": [
                    {"section": "Beer", "entry": "Brewery", "value": brewery},
                    {"section": "Beer", "entry": "ABV", "value": abv},
                    {"section": "Reviews", "entry": "Overall rating", "value": overall},
                    {"section": "Reviews", "entry": "Aroma rating", "value": aroma},
                    {"section": "Reviews", "entry": "Appearance rating", "value": "4.0"}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "beer");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // A column labelled "ABV" holds percentages even when its cells write bare numbers.
    assert_eq!(ids("beers over 9% abv"), set(&["b1", "b4"]));
    assert_eq!(ids("IPAs under 6%"), set(&["b3", "b7"]));
    // "rated" beside several "… rating" entries is the overall one.
    assert_eq!(ids("beers rated 4.4 or higher"), set(&["b1", "b5", "b6"]));
    // Stars are a rating's unit ("4.5+ stars", "at least 4.4 stars").
    assert_eq!(ids("beers with at least 4.4 stars"), set(&["b1", "b5", "b6"]));
    assert_eq!(ids("IPAs with 4.1+ stars"), set(&["b4", "b7"]));
    // The other words of a narrower category ("IPA - American") narrow the one named, and
    // negated, exclude it.
    assert_eq!(ids("american IPAs"), set(&["b3", "b7"]));
    assert_eq!(ids("lambics but not the fruit ones"), set(&["b6"]));
    // A contraction typed without its apostrophe still negates.
    assert_eq!(ids("IPAs that arent from founders brewing"), set(&["b7"]));
    // "best aroma score": the aspect's rating, highest first.
    let (_, best) = answer(&store, &lex, "which beer has the best aroma score");
    assert_eq!(best, vec!["b1"]);
    // The verb that says who made them asks nothing of the prose.
    assert_eq!(ids("which beers does dieu du ciel make"), set(&["b1", "b2"]));
}

/// "non chill filtered", "DRM free", "unfiltered": claims the prose makes by negating a word are
/// the products whose prose negates it ("non-chill-filtered", "without … (DRM)", "not filtered"),
/// not every product whose prose is silent, and not a price of "Free".
#[test]
fn a_claim_made_by_negating_a_word_is_what_the_prose_negates() {
    let rows = [
        ("w1", "Glen One 12", "Bottled at 46%, non-chill filtered, natural colour."),
        ("w2", "Glen Two 10", "Chill-filtered for clarity; a light dram."),
        ("w3", "Glen Three 15", "Rich sherry notes, a long finish."),
        ("w4", "Glen Four 18", "Not chill-filtered. Peat and smoke."),
        ("w5", "Glen Five 8", "Unfiltered and unpeated, cloudy when cold."),
        ("w6", "Glen Six 21", "Filtered through charcoal."),
        ("w7", "Glen Seven 9", "Not filtered; hazy gold."),
        (
            "e1",
            "The Long Road (ebook)",
            "At the publisher's request, sold without Digital Rights Management Software (DRM) applied.",
        ),
        ("e2", "A Short Walk (ebook)", "A DRM-free edition of the classic."),
        ("e3", "Night Trains (ebook)", "A thriller. DRM protected."),
        ("e4", "Free Days (ebook)", "A free book of days."),
        ("p1", "Pan One", "A pan with a non-stick coating."),
        ("p2", "Pan Two", "A nonstick pan for eggs."),
        ("p3", "Pan Three", "A cast iron pan."),
    ];
    let text = rows
        .iter()
        .map(|(id, name, prose)| {
            let (cat, price) = match id.chars().next() {
                Some('w') => ("Whisky", "45"),
                Some('p') => ("Pans", "45"),
                _ => ("Ebooks", "0"),
            };
            let mut p = serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "text": format!("## Description\n\n{prose}"),
                "specs": [{"section": "Details", "entry": "Price", "value": if price == "0" { "Free" } else { "45 USD" }}]});
            if price != "0" {
                p["price"] = serde_json::json!({"amount": 45.0, "currency": "USD"});
            }
            p.to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "claims");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("non chill filtered whisky"), set(&["w1", "w4"]));
    assert_eq!(ids("non-chill-filtered whisky"), set(&["w1", "w4"]));
    assert_eq!(ids("DRM free ebooks"), set(&["e1", "e2"]));
    assert_eq!(ids("drm-free ebooks"), set(&["e1", "e2"]));
    // "unfiltered": the prose says so, or negates "filtered".
    let unfiltered = ids("unfiltered whisky");
    assert!(unfiltered.is_superset(&set(&["w5", "w7"])), "{unfiltered:?}");
    assert!(["w2", "w3", "w6"].iter().all(|w| !unfiltered.contains(*w)), "{unfiltered:?}");
    let c = compile("non chill filtered whisky", &lex);
    assert!(c.understood.contains("text says it is not \"chill filtered\""), "{}", c.understood);
    // A claim the prose also writes as one word ("nonstick"): either form, and the trace names
    // the claim.
    assert_eq!(ids("non stick pans"), set(&["p1", "p2"]));
    let c = compile("non stick pans", &lex);
    assert!(c.understood.contains("text says \"non stick\""), "{}", c.understood);
}

/// "fragrance free" where the prose enumerates fragrance (ingredient lists, a fifth of the
/// catalog or more mention it): the products whose prose negates it or, having prose, never
/// mentions it; a product without prose is not counted. "DRM free" (few blurbs mention DRM at
/// all) stays the products whose prose negates it (`a_claim_made_by_negating_a_word_…`).
#[test]
fn a_free_claim_about_what_the_prose_enumerates_counts_its_silence() {
    let rows = [
        ("m1", "Hydra Cream", Some("Ingredients: water, glycerin, fragrance.")),
        ("m2", "Calm Cream", Some("Ingredients: water, glycerin, ceramides.")),
        ("m3", "Pure Cream", Some("A fragrance-free formula. Ingredients: water, squalane.")),
        ("m4", "Rose Cream", Some("Ingredients: water, rose oil, fragrance (parfum).")),
        ("m5", "Bare Cream", None),
        ("m6", "Night Cream", Some("Ingredients: water, shea butter, retinol.")),
    ];
    let text = rows
        .iter()
        .map(|(id, name, prose)| {
            let mut p = serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Moisturizers"],
                "price": {"amount": 30.0, "currency": "USD"},
                "specs": [{"section": "Details", "entry": "Size", "value": "50 ml"}]});
            if let Some(prose) = prose {
                p["text"] = serde_json::json!(format!("## Description\n\n{prose}"));
            }
            p.to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "creams");
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(understood_ids(&store, &lex, "fragrance free moisturizers"), set(&["m2", "m3", "m6"]));
    let c = compile("fragrance-free creams", &lex);
    assert!(c.understood.contains("text says it is not \"fragrance\" or never mentions it"), "{}", c.understood);
}

/// A lodging list and a graphics-card list: "aircon" is the "Air conditioning" amenity (a value's
/// first word glued to the start of its next), "for 4 people" / "sleeps 6" are room for at least
/// that many, "150 euros a night" is the listed price, "the most guests" ranks by the Guests spec
/// rather than naming the "Entire guest suite" category, and "the widest memory bus" ranks by the
/// spec it names although "wide" usually measures a length.
#[test]
fn lodging_and_graphics_card_words() {
    let rows = [
        ("l1", "Loft by the river", "Entire loft", "2", "Air conditioning, Wifi, Washer, Elevator", 120.0, "t"),
        ("l2", "Family house", "Entire home", "6", "Wifi, Washer, Pets allowed", 180.0, "f"),
        ("l3", "Garden suite", "Entire guest suite", "4", "Air conditioning, Kitchen, Smoking allowed", 90.0, "t"),
        ("l4", "Big villa", "Entire villa", "12", "Air conditioning, Washer, Pool, Pets allowed", 400.0, "f"),
        ("l5", "Small room", "Private room", "1", "Wifi", 40.0, "f"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cat, guests, amenities, price, superhost)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "EUR"},
                "specs": [{"section": "Space", "entry": "Guests", "value": guests},
                          {"section": "Host", "entry": "Superhost", "value": superhost},
                          {"section": "Amenities", "entry": "Amenities", "value": amenities},
                          {"section": "Booking", "entry": "Maximum nights", "value": "30"}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "lodging");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("places with aircon"), set(&["l1", "l3", "l4"]));
    // Everyday and British names of what the amenities write.
    assert_eq!(ids("pet friendly places"), set(&["l2", "l4"]));
    assert_eq!(ids("places with a washing machine"), set(&["l1", "l2", "l4"]));
    assert_eq!(ids("places with a lift"), set(&["l1"]));
    assert_eq!(ids("places without a lift"), set(&["l2", "l3", "l4", "l5"]));
    // "real" only insists.
    assert_eq!(ids("places with a real pool"), set(&["l4"]));
    // A column of "t" / "f" cells is yes/no.
    assert_eq!(ids("superhost places"), set(&["l1", "l3"]));
    assert_eq!(ids("places without a superhost"), set(&["l2", "l4", "l5"]));
    assert_eq!(ids("places for 4 people under 200 euros a night"), set(&["l2", "l3"]));
    assert_eq!(ids("sleeps 6"), set(&["l2", "l4"]));
    let (_, most) = answer(&store, &lex, "which place fits the most guests");
    assert_eq!(most, vec!["l4"]);

    let cards = [
        ("g1", "Card One", "256 bit", "8 nm"),
        ("g2", "Card Two", "384 bit", "5 nm"),
        ("g3", "Card Three", "128 bit", "12 nm"),
    ];
    let text = cards
        .iter()
        .map(|(id, name, bus, process)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "brand": "Acme", "categories": ["Graphics cards"],
                "specs": [{"section": "Memory", "entry": "Memory Bus", "value": bus},
                          {"section": "Processor", "entry": "Process Size", "value": process}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "cards");
    let (c, widest) = answer(&store, &lex, "which card has the widest memory bus");
    assert_eq!(widest, vec!["g2"], "{}", c.understood);
}

/// A graphics-card list: "rtx 40 series" / "rx 6000" are the models numbered after the word
/// from the series' number, "1 tb/s" is a rate in the catalog's "TB/s" beside "GB/s", and
/// "16gb+" is 16 GB or more.
#[test]
fn model_series_rates_and_glued_plus() {
    let cards = [
        ("c1", "NVIDIA GeForce RTX 4090", "24 GB", "1.01 TB/s"),
        ("c2", "NVIDIA GeForce RTX 4080", "16 GB", "716.8 GB/s"),
        ("c3", "NVIDIA GeForce RTX 3090", "24 GB", "936.2 GB/s"),
        ("c4", "NVIDIA GeForce RTX 3060", "12 GB", "360.0 GB/s"),
        ("c5", "AMD Radeon RX 6800", "16 GB", "512.0 GB/s"),
        ("c6", "AMD Radeon RX 6700 XT", "12 GB", "384.0 GB/s"),
        ("c7", "AMD Radeon RX 7900 XTX", "24 GB", "960.0 GB/s"),
        ("c8", "AMD Radeon RX 580", "8 GB", "256.0 GB/s"),
    ];
    let text = cards
        .iter()
        .map(|(id, name, memory, bandwidth)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Graphics cards"],
                "specs": [{"section": "Memory", "entry": "Memory Size", "value": memory},
                          {"section": "Memory", "entry": "Bandwidth", "value": bandwidth},
                          {"section": "Board", "entry": "TDP", "value": if *memory == "24 GB" { "450 W" } else { "200 W" }},
                          {"section": "Board", "entry": "Suggested PSU", "value": "750 W"}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "gpus");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("rtx 40 series graphics cards"), set(&["c1", "c2"]));
    assert_eq!(ids("rx 6000 graphics cards"), set(&["c5", "c6"]));
    assert_eq!(ids("graphics cards with over 900 gb/s of bandwidth"), set(&["c1", "c3", "c7"]));
    assert_eq!(ids("graphics cards with over 1 tb/s of bandwidth"), set(&["c1"]));
    assert_eq!(ids("rtx 30 series graphics cards with 16gb+"), set(&["c3"]));
    // A bare power bound beside "TDP" and "Suggested PSU": the one the thesaurus calls power.
    assert_eq!(ids("graphics cards under 300 watts with 16gb+"), set(&["c2", "c5"]));
}

/// Camera sensor formats are their crop factors where a spec is labelled "Crop factor":
/// "full frame" ≤ 1.05, "APS-C" 1.5–1.7, "micro four thirds" about 2.
#[test]
fn sensor_formats_are_crop_factors() {
    let rows = [
        ("k1", "Alpha 7 IV", "1.0"),
        ("k2", "Alpha 6400", "1.53"),
        ("k3", "EOS 90D", "1.6"),
        ("k4", "OM-5", "2.0"),
        ("k5", "RX100 VII", "2.73"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, crop)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Digital cameras"],
                "specs": [{"section": "Sensor", "entry": "Crop factor", "value": crop}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "cameras");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("full frame cameras"), set(&["k1"]));
    assert_eq!(ids("full-frame cameras"), set(&["k1"]));
    assert_eq!(ids("aps-c cameras"), set(&["k2", "k3"]));
    assert_eq!(ids("micro four thirds cameras"), set(&["k4"]));
    // "not" a format is outside its range of crop factors.
    assert_eq!(ids("cameras that are not micro four thirds"), set(&["k1", "k2", "k3", "k5"]));
}

#[test]
fn ages_labels_as_written_and_category_names_without_the_shops_own_word() {
    /// (id, name, category, price, age in years, rating, ratings)
    type Bottle = (&'static str, &'static str, &'static str, f64, i32, &'static str, &'static str);
    let rows: [Bottle; 6] = [
        ("w1", "Glen Alpha 12", "Single Malt Scotch Whisky", 45.0, 12, "4.1", "900"),
        ("w2", "Glen Beta 18", "Single Malt Scotch Whisky", 120.0, 18, "4.6", "40"),
        ("w3", "Glen Gamma 40", "Single Malt Scotch Whisky", 900.0, 40, "4.8", "12"),
        ("w4", "Big Peat 10", "Blended Malt Scotch Whisky", 55.0, 10, "4.0", "300"),
        ("w5", "Clan Two 35", "Blended Malt Scotch Whisky", 450.0, 35, "3.9", "25"),
        ("w6", "Famous Bird 8", "Blended Scotch Whisky", 25.0, 8, "3.5", "2000"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cat, price, age, rating, ratings)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "Bottle", "entry": "Age", "value": format!("{age} years")},
                          {"section": "Reviews", "entry": "Rating", "value": rating},
                          {"section": "Reviews", "entry": "Ratings", "value": ratings}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "whisky");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let expect = |f: &dyn Fn(&Bottle) -> bool| {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect::<BTreeSet<String>>()
    };
    // An age: "older" is more years, "younger" fewer; "aged" says it is an age.
    assert_eq!(ids("whisky 35 years or older"), expect(&|r| r.4 >= 35));
    assert_eq!(ids("whisky 12 years or younger"), expect(&|r| r.4 <= 12));
    assert_eq!(ids("anything aged 18 years or more under $500"), expect(&|r| r.4 >= 18 && r.3 < 500.0));
    // A comparative with nothing to compare with says what a bound beside it says.
    assert_eq!(ids("anything cheaper, under $100"), expect(&|r| r.3 < 100.0));
    assert_eq!(ids("something older, over 30 years"), expect(&|r| r.4 > 30));
    // Every word of a category's name but the shop's own last word ("whisky").
    assert_eq!(ids("blended malt scotch"), expect(&|r| r.2 == "Blended Malt Scotch Whisky"));
    assert_eq!(ids("blended malt scotch under $100"), expect(&|r| r.2 == "Blended Malt Scotch Whisky" && r.3 < 100.0));
    // "most ratings" is the spec written "Ratings", not "Rating"; a superlative that says
    // nothing ranked ("longest") leaves the ranking to the one that does.
    // A fraction is no count: "rated 4.5 or higher" is the rating.
    assert_eq!(ids("whiskies rated 4.5 or higher"), expect(&|r| r.5.parse::<f64>().unwrap() >= 4.5));
    assert_eq!(ids("whiskies with over 100 ratings"), expect(&|r| r.6.parse::<u32>().unwrap() > 100));
    let (_, most) = answer(&store, &lex, "which whisky has the most ratings");
    assert_eq!(most, vec!["w6".to_owned()]);
    let (_, best) = answer(&store, &lex, "which whisky has the best rating");
    assert_eq!(best, vec!["w3".to_owned()]);
    let (_, most) = answer(&store, &lex, "the longest one you have (most ratings)?");
    assert_eq!(most, vec!["w6".to_owned()]);
}

#[test]
fn a_shutter_speed_is_an_exposure_time_not_a_range() {
    let rows = [
        ("s1", "Alpha", "1/4000 sec"),
        ("s2", "Beta", "1/8000 sec"),
        ("s3", "Gamma", "1/8000 sec"),
        ("s4", "Delta", "1/16000 sec"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, speed)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Digital cameras"],
                "specs": [{"section": "Shutter", "entry": "Max. shutter speed", "value": speed}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "shutters");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("cameras with a max shutter speed of 1/8000 sec"), set(&["s2", "s3"]));
    assert_eq!(ids("cameras with a 1/16000s max shutter speed"), set(&["s4"]));
    let c = compile("cameras with a max shutter speed of 1/8000 sec", &lex);
    assert!(c.understood.contains("1/8000 s"), "{}", c.understood);
}

#[test]
fn an_appliance_shops_reviews_star_labels_and_bare_amounts() {
    // (id, name, category, price in INR, rating, number of ratings)
    type Appliance = (&'static str, &'static str, &'static str, f64, &'static str, &'static str);
    let rows: [Appliance; 7] = [
        ("e1", "boAt Rockerz 255 Earphones", "Headphones", 1299.0, "4.1", "363713"),
        ("e2", "Sony Wired Earphones", "Headphones", 699.0, "4.3", "12000"),
        ("e3", "Noise Buds Earphones", "Headphones", 2499.0, "3.9", "850"),
        ("g1", "Havells Monza 15 L 5 Star Storage Geyser", "Geysers", 8999.0, "4.2", "2100"),
        ("g2", "Crompton Arno 15 L 5 Star Storage Geyser", "Geysers", 6999.0, "4.0", "5400"),
        ("g3", "Bajaj Flora 3 L 3 Star Instant Geyser", "Geysers", 3499.0, "4.4", "9100"),
        ("w1", "Fire-Boltt Ninja Smart Watch", "Smart watches", 1799.0, "4.5", "40000"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cat, price, rating, count)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "INR"},
                "specs": [{"section": "Reviews", "entry": "Rating", "value": rating},
                          {"section": "Reviews", "entry": "Number of ratings", "value": count}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "appliances");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // "most reviewed" is the count of ratings, not the rating.
    let (c, most) = answer(&store, &lex, "most reviewed earphones?");
    assert_eq!(most, vec!["e1".to_owned()], "{}", c.understood);
    // "5 star" written in the names is the names' label, not a rating of exactly 5.
    let (c, cheapest) = answer(&store, &lex, "cheapest 5 star geyser");
    assert_eq!(cheapest, vec!["g2".to_owned()], "{}", c.understood);
    // A bound no spec the words name can hold (ratings run 1–5) is the price.
    let (c, best) = answer(&store, &lex, "best rated smart watch under 3k");
    assert_eq!(best, vec!["w1".to_owned()], "{}", c.understood);
    // A word of names before a bare bound leaves the bound to the price.
    assert_eq!(ids("storage geysers under 8k"), set(&["g2"]));
    // Shorthand for "with".
    assert_eq!(ids("earphones w/ a rating of 4.2 or more"), set(&["e2"]));

    // Words the catalog never writes whose initials spell a label's word: "RT Cores".
    let cards = [("c1", "Card One", Some("84")), ("c2", "Card Two", None), ("c3", "Card Three", Some("36"))];
    let text = cards
        .iter()
        .map(|(id, name, rt)| {
            let mut specs = vec![serde_json::json!({"section": "Memory", "entry": "Memory Size", "value": "8 GB"})];
            if let Some(rt) = rt {
                specs.push(serde_json::json!({"section": "Render Config", "entry": "RT Cores", "value": rt}));
            }
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Graphics cards"], "specs": specs})
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "rt-cards");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    assert_eq!(ids("cards with ray tracing cores"), set(&["c1", "c3"]));
    assert_eq!(ids("cards without ray tracing"), set(&["c2"]));
}

#[test]
fn a_range_combined_with_another_is_that_range_too() {
    let rows = [
        ("b1", "BILLY Bookcase, white", "BILLY"),
        ("b2", "BILLY / OXBERG Bookcase with doors, white", "BILLY / OXBERG"),
        ("b3", "BILLY Bookcase, oak", "BILLY"),
        ("b4", "BILLY / OXBERG Bookcase with doors, oak", "BILLY / OXBERG"),
        ("h1", "HEMNES Bookcase, black", "HEMNES"),
        ("h2", "HEMNES Bookcase, white", "HEMNES"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, range)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "range": range, "categories": ["Bookcases"],
                "price": {"amount": 100.0, "currency": "SAR"},
                "specs": [{"section": "Size", "entry": "Width", "value": "80 cm"}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = shop(&text, "bookcases");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("bookcases except billy"), set(&["h1", "h2"]));
    assert_eq!(ids("billy bookcases"), set(&["b1", "b2", "b3", "b4"]));
    assert_eq!(ids("billy bookcases under 200 riyals"), set(&["b1", "b2", "b3", "b4"]));
}

/// Catalog lines, one product (a JSON object) per line.
fn lines(products: impl Iterator<Item = serde_json::Value>) -> String {
    products.map(|p| p.to_string()).collect::<Vec<_>>().join("\n")
}

#[test]
fn the_newest_is_ranked_by_the_day_a_date_cell_writes() {
    // Release dates as a hardware database writes them: full dates, a month, a bare year.
    let rows = [
        ("g1", "Card One", "Dec 1st, 2020"),
        ("g2", "Card Two", "Sep 15th, 2020"),
        ("g3", "Card Three", "Mar 2020"),
        ("g4", "Card Four", "Jan 8th, 2019"),
        ("g5", "Card Five", "2019"),
    ];
    let text = lines(rows.iter().map(|(id, name, date)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Graphics cards"],
                "specs": [{"section": "Card", "entry": "Release Date", "value": date}]})
    }));
    let (store, lex) = shop(&text, "release-dates");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // Three cards share the latest year; the day decides.
    assert_eq!(ids("the newest graphics card"), set(&["g1"]));
    // A bare year may mean any day of it: it ties with the earliest day written.
    assert_eq!(ids("the oldest graphics card"), set(&["g4", "g5"]));
    // "from 2020" still compares the year.
    assert_eq!(ids("graphics cards from 2020 or later"), set(&["g1", "g2", "g3"]));
}

/// Cameras as a camera database writes them: pixel sizes for video, a crop factor, two
/// megapixel counts, exposure times.
fn camera_shop() -> (Store, Lexicon) {
    // (id, name, video, crop factor, effective MP, total MP, fastest shutter, year, weight)
    type Camera = (
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
    );
    let rows: [Camera; 6] = [
        ("k1", "Alpha One", "3840x2160 (30p)", "1.5", "24.2", "24.7", "1/4000 sec", "2018", "450 g"),
        ("k2", "Alpha Two", "1920x1080 (60p)", "1.5", "20.1", "20.9", "1/8000 sec", "2016", "380 g"),
        ("k3", "Beta Eight", "7680x4320 (30p)", "1.0", "45.0", "47.1", "1/32000 sec", "2020", "738 g"),
        ("k4", "Beta Small", "4096x2160 (24p)", "2.0", "19.6", "20.2", "1/16000 sec", "2019", "290 g"),
        ("k5", "Gamma Pocket", "1280x720 (30p)", "5.6", "16.1", "16.8", "1/2000 sec", "2015", "210 g"),
        ("k6", "Gamma Travel", "1920x1080 (30p)", "5.6", "20.2", "21.1", "1/2000 sec", "2021", "320 g"),
    ];
    let text = lines(rows.iter().map(|(id, name, video, crop, eff, total, shutter, year, weight)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Digital cameras"],
                "specs": [
                    {"section": "Video", "entry": "Max. video resolution", "value": video},
                    {"section": "Image", "entry": "Max. image resolution", "value": "6000 x 4000"},
                    {"section": "Sensor", "entry": "Crop factor", "value": crop},
                    {"section": "Sensor", "entry": "Effective megapixels", "value": eff},
                    {"section": "Sensor", "entry": "Total megapixels", "value": total},
                    {"section": "Shutter", "entry": "Max. shutter speed", "value": shutter},
                    {"section": "General", "entry": "Release year", "value": year},
                    {"section": "Body", "entry": "Weight", "value": weight}]})
    }));
    shop(&text, "camera-db")
}

#[test]
fn a_named_resolution_is_the_pixel_width_the_catalog_writes() {
    let (store, lex) = camera_shop();
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // 4K starts at 3840 px wide (4096 is 4K too); the photo size (6000 x 4000) is not video.
    assert_eq!(ids("cameras with 4k video"), set(&["k1", "k3", "k4"]));
    assert_eq!(ids("camera that records 8k video"), set(&["k3"]));
    assert_eq!(ids("full hd cameras under 400 g"), set(&["k2", "k4", "k6"]));
    assert_eq!(ids("cameras that don't shoot 4k"), set(&["k2", "k5", "k6"]));
    // A clipped catalog noun ("cam") and a year range after "from".
    assert_eq!(ids("4k cam from 2018-2019"), set(&["k1", "k4"]));
    // A condition said twice is queried once.
    let (once, twice) = (compile("4k cameras", &lex), compile("4k cameras with 4k video, 4k please", &lex));
    assert_eq!(once.sparql.matches("skg:hasSpec").count(), twice.sparql.matches("skg:hasSpec").count());
    // "under 4k" is no resolution.
    let c = compile("cameras under 4k", &lex);
    assert!(!c.understood.contains("px wide"), "{}", c.understood);
}

#[test]
fn fastest_of_a_duration_is_the_shortest_and_a_bare_count_is_the_effective_one() {
    let (store, lex) = camera_shop();
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("the fastest shutter speed"), set(&["k3"]));
    assert_eq!(ids("the camera with the quickest shutter"), set(&["k3"]));
    // Effective, not total, megapixels: 20.1 and 20.2 effective pass, 19.6 (20.2 total) does not.
    assert_eq!(ids("cameras with at least 20 megapixels from 2016 or later"), set(&["k1", "k2", "k3", "k6"]));
}

#[test]
fn a_cask_the_prose_writes_is_the_feature_and_the_verb_before_it_only_relates() {
    let reviews = [
        ("w1", "Glen One 14 year old", "Finished in rum casks for six months, with toffee and banana."),
        ("w2", "Glen Two 12 year old", "Aged in sherry butts: raisins, dates and walnut."),
        ("w3", "Glen Three 10 year old", "Matured in bourbon barrels, vanilla and honey."),
        ("w4", "Glen Four 16 year old", "A rum cask finish brings molasses and spice."),
        ("w5", "Glen Five 18 year old", "Sherry again, with old leather and raisin."),
        ("w6", "Glen Six 8 year old", "Bourbon barrel, light and grassy."),
    ];
    let text = lines(reviews.iter().map(|(id, name, review)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Scotch Whisky"],
                "text": format!("## Review\n\n{review}"),
                "specs": [{"section": "Rating", "entry": "Rating", "value": "90"}]})
    }));
    let (store, lex) = shop(&text, "cask-reviews");
    for q in ["whiskies aged in rum casks", "anything finished or aged in rum casks?", "whisky from rum casks"] {
        let c = compile(q, &lex);
        assert!(c.unexplained.is_empty(), "{q}: {c:?}");
        assert!(c.understood.contains("rum cask"), "{q}: {}", c.understood);
        assert!(!c.understood.contains("\"aged\"") && !c.understood.contains("finished"), "{q}: {}", c.understood);
        let ids: BTreeSet<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
        assert_eq!(ids, ["w1", "w4"].iter().map(|s| s.to_string()).collect(), "{q}");
    }
}

#[test]
fn a_count_spec_after_with_or_without_filters_a_named_range() {
    // (id, name, range, category, pieces, minifigures: "" where the set has none)
    let rows = [
        ("s1", "Star Wars X-wing 75301", "Star Wars", "Play sets", "474", "4"),
        ("s2", "Star Wars Darth Vader Helmet 75304", "Star Wars", "Play sets", "834", ""),
        ("s3", "Star Wars Mandalorian Helmet 75328", "Star Wars", "Play sets", "584", ""),
        ("s4", "Star Wars AT-ST 75332", "Star Wars", "Play sets", "87", "1"),
        ("c1", "Collectable Minifigures Series 21", "Collectable Minifigures", "Collectable Minifigures", "9", "1"),
        ("c2", "Collectable Minifigures Series 22", "Collectable Minifigures", "Collectable Minifigures", "8", "1"),
        ("t1", "Technic Loader 42121", "Technic", "Play sets", "1523", ""),
    ];
    let text = lines(rows.iter().map(|(id, name, range, cat, pieces, figs)| {
        let mut specs = vec![serde_json::json!({"section": "Set", "entry": "Pieces", "value": pieces})];
        if !figs.is_empty() {
            specs.push(serde_json::json!({"section": "Set", "entry": "Minifigures", "value": figs}));
        }
        serde_json::json!({"kind": "product", "id": id, "name": format!("LEGO {name}"), "range": range,
                "categories": [cat], "specs": specs})
    }));
    let (store, lex) = shop(&text, "brick-sets");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // The spec, not the category "Collectable Minifigures", and a filter, not a look-up.
    assert_eq!(ids("star wars sets without minifigures"), set(&["s2", "s3"]));
    assert_eq!(ids("star wars sets that dont come with any minifigures"), set(&["s2", "s3"]));
    assert_eq!(ids("star wars sets with minifigures"), set(&["s1", "s4"]));
    // "pcs" is pieces.
    assert_eq!(ids("star wars sets with 500 pcs or more"), set(&["s2", "s3"]));
}

#[test]
fn a_version_stands_for_its_point_releases_and_a_measure_written_two_ways_is_one() {
    // (id, name, USB, effective MP ("" where the row writes only "Megapixels"), megapixels)
    let rows = [
        ("u1", "Vista One", "USB 2.0 (480 Mbit/sec)", "24.2", ""),
        ("u2", "Vista Two", "USB 3.0 (5 GBit/sec)", "20.1", ""),
        ("u3", "Vista Three", "USB 3.2 (10 GBit/sec)", "", "45.7"),
        ("u4", "Vista Four", "USB 2.0 (480 Mbit/sec)", "", "18.0"),
        ("u5", "Vista Five", "USB 3.2 (10 GBit/sec)", "16.1", ""),
        ("u6", "Vista Six", "USB 2.0 (480 Mbit/sec)", "", "12.0"),
    ];
    let text = lines(rows.iter().map(|(id, name, usb, eff, mp)| {
            let mut specs = vec![serde_json::json!({"section": "Ports", "entry": "USB", "value": usb})];
            if !eff.is_empty() {
                specs.push(serde_json::json!({"section": "Sensor", "entry": "Effective megapixels", "value": eff}));
            } else {
                specs.push(serde_json::json!({"section": "Sensor", "entry": "Megapixels", "value": mp}));
            }
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Digital cameras"], "specs": specs})
            }));
    let (store, lex) = shop(&text, "versions");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("cameras with usb 3"), set(&["u2", "u3", "u5"]));
    assert_eq!(ids("cameras with usb 3.2"), set(&["u3", "u5"]));
    assert_eq!(ids("cameras without usb 3"), set(&["u1", "u4", "u6"]));
    // "Megapixels" where a row has no "Effective megapixels": both are read.
    let c = compile("cameras with at least 20 megapixels", &lex);
    assert!(c.understood.contains("(or "), "{}", c.understood);
    assert_eq!(ids("cameras with at least 20 megapixels"), set(&["u1", "u2", "u3"]));
    assert_eq!(ids("the camera with the most megapixels"), set(&["u3"]));
}

#[test]
fn two_words_a_value_writes_together_name_that_value() {
    let kinds = ["Blended Scotch Whisky", "Blended Malt Scotch Whisky", "Single Malt Scotch", "Blended Scotch Whisky"];
    let text = lines(kinds.iter().enumerate().map(|(i, kind)| {
            serde_json::json!({"kind": "product", "id": format!("b{i}"), "name": format!("Dram {i}"), "categories": ["Whisky"],
                "specs": [{"section": "Whisky", "entry": "Whisky type", "value": kind}]})
        }));
    let (store, lex) = shop(&text, "drams");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("blended scotch"), set(&["b0", "b3"]));
    assert_eq!(ids("blended malt"), set(&["b1"]));
}

#[test]
fn a_download_size_is_the_size_of_an_app() {
    let apps = [
        ("a1", "Pocket Chess", "19M"),
        ("a2", "Rain Radar", "8.3M"),
        ("a3", "Tiny Notes", "201k"),
        ("a4", "Space Racer 3D", "1.2G"),
    ];
    let text = lines(apps.iter().map(|(id, name, size)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Apps"],
                "specs": [{"section": "App", "entry": "Size", "value": size}]})
    }));
    let (store, lex) = shop(&text, "app-store");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("the biggest app by download size"), set(&["a4"]));
    assert_eq!(ids("apps with a download size under 10MB"), set(&["a2", "a3"]));
}

#[test]
fn a_spec_named_with_its_version_is_that_spec() {
    // "HDMI 2.1" is a yes/no spec here; the ports cell writes versions too.
    let tvs = [
        ("t1", "Vela 65", "Yes", "4x HDMI 2.1"),
        ("t2", "Vela 55", "No", "3x HDMI 2.0"),
        ("t3", "Vela 75", "Yes", "2x HDMI 2.1, 2x HDMI 2.0"),
    ];
    let text = lines(tvs.iter().map(|(id, name, yes, ports)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["TVs"],
                "specs": [{"section": "Connectivity", "entry": "HDMI 2.1", "value": yes},
                          {"section": "Connectivity", "entry": "Ports", "value": ports}]})
    }));
    let (store, lex) = shop(&text, "tv-ports");
    let c = compile("tvs with hdmi 2.1", &lex);
    assert!(c.understood.contains("has HDMI 2.1"), "{}", c.understood);
    let ids = understood_ids(&store, &lex, "tvs with hdmi 2.1");
    assert_eq!(ids, ["t1", "t3"].iter().map(|s| s.to_string()).collect());
}

#[test]
fn a_range_is_amounts_not_products_named_by_numbers_and_writes_its_multiplier_once() {
    // Bikes whose names hold numbers ("SE 3000") and years.
    let bikes = [
        ("b1", "Ghost SE 3000 Hardtail Bike 2013", "Mountain bikes", 604.99, "2013"),
        ("b2", "Colnago Ace Ultegra 2013", "Road bikes", 2499.0, "2013"),
        ("b3", "De Rosa R838 Athena Bike 2013", "Road bikes", 2899.0, "2013"),
        ("b4", "Vitus Premiere Kids Road Bike - 24 2013", "Road bikes", 439.49, "2013"),
        ("b5", "Colnago Air 2013", "Road bikes", 3499.0, "2013"),
        ("b6", "Colnago Ace 105 2014", "Road bikes", 2199.0, "2014"),
    ];
    let text = lines(bikes.iter().map(|(id, name, cat, price, year)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "EUR"},
                "specs": [{"section": "Bike", "entry": "Model year", "value": year}]})
    }));
    let (store, lex) = shop(&text, "bikes");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    for q in [
        "2013 road bikes between 2 and 3 grand",
        "2013 road bikes between 2000 and 3000",
        "2013 road bikes from 2k to 3k",
    ] {
        assert_eq!(ids(q), set(&["b2", "b3"]), "{q}");
    }
}

#[test]
fn a_negation_ends_at_the_thing_it_denies_and_a_place_after_a_value_names_it() {
    // Listings: room types as categories, amenities as a list cell, one name that begins with
    // a room type.
    let listings = [
        ("l1", "Private room, little terrace and park", "Private room", 45.0, "Wifi, Free parking on premises"),
        ("l2", "Cosy studio near the station", "Entire home/apt", 40.0, "Wifi, Kitchen"),
        ("l3", "Loft with a view", "Entire home/apt", 95.0, "Kitchen, Free parking on premises"),
        ("l4", "Attic room", "Private room", 30.0, "Kitchen"),
        ("l5", "Garden flat", "Entire home/apt", 48.0, "Kitchen, Paid parking off premises"),
    ];
    let text = lines(listings.iter().map(|(id, name, cat, price, amenities)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "EUR"},
                "specs": [{"section": "Amenities", "entry": "Amenities", "value": amenities}]})
    }));
    let (store, lex) = shop(&text, "listings");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // The room type, not the listing whose name begins with it.
    assert_eq!(ids("anything but a private room for under 50 euro"), set(&["l2", "l5"]));
    // "free parking" names "Free parking on premises" (where it is), not only longer values.
    assert_eq!(ids("listings with free parking"), set(&["l1", "l3"]));
    // The negation denies wifi; the price bound after "for" stays a bound.
    assert_eq!(ids("listings without wifi for under 50 euro"), set(&["l4", "l5"]));
}

#[test]
fn spelled_durations_longest_and_most_recently_and_a_price_range_word() {
    let games = [
        ("g1", "Marathon Wars", "360 min", "2012", "Board games", "Grey Box", "2-4 players"),
        ("g2", "Quick Cards", "20 min", "2016", "Card games", "Range Games", "3-6 players"),
        ("g3", "Tea Party", "30 min", "2017", "Card games", "Grey Box", "2-4 players"),
        ("g4", "Evening Epic", "120 min", "2015", "Board games", "Grey Box", "1-4 players"),
        ("g5", "Long Night", "45 min", "2014", "Card games", "Grey Box", "4-8 players"),
    ];
    let text = lines(games.iter().enumerate().map(|(i, (id, name, time, year, cat, publisher, players))| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": 20.0 + 15.0 * i as f64, "currency": "USD"},
                "specs": [{"section": "Game", "entry": "Players", "value": players},
                          {"section": "Game", "entry": "Playing time", "value": time},
                          {"section": "Game", "entry": "Year published", "value": year},
                          {"section": "Game", "entry": "Publisher", "value": publisher}]})
    }));
    let (store, lex) = shop(&text, "games");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("card games in half an hour or less"), set(&["g2", "g3"]));
    assert_eq!(ids("the 2 longest board games"), set(&["g1", "g4"]));
    assert_eq!(ids("the 2 longest board games to play"), set(&["g1", "g4"]));
    assert_eq!(ids("the shortest card game"), set(&["g2"]));
    assert_eq!(ids("which game came out most recently"), set(&["g3"]));
    // "plays 5": a number of players.
    assert_eq!(ids("card games that play 5"), set(&["g2", "g5"]));
    // "range" after an amount says it is a price, not the publisher "Range Games".
    assert_eq!(ids("games in the 30-60 dollar range"), set(&["g2", "g3"]));
}

#[test]
fn an_adjective_is_the_noun_a_value_writes_and_a_category_word_said_again_says_nothing() {
    // (id, name, category, price, concerns, size)
    let products = [
        (
            "e1",
            "Wide Awake Eye Cream",
            "Eye creams & treatments",
            42.0,
            "Dark Circles, and Puffiness",
            "0.5 fl. oz / 15 mL",
        ),
        (
            "e2",
            "Night Repair Eye Cream",
            "Eye creams & treatments",
            55.0,
            "Fine Lines and Wrinkles",
            "0.5 fl. oz / 15 mL",
        ),
        ("e3", "Cooling Eye Gel", "Eye creams & treatments", 25.0, "Puffiness", "0.5 fl. oz / 15 mL"),
        ("c1", "Gentle Cleanser", "Cleansers", 30.0, "Dullness", "5 fl. oz / 150 mL"),
        ("c2", "Foaming Cleanser Jumbo", "Cleansers", 38.0, "Dryness and Dullness", "16 fl. oz / 473 mL"),
    ];
    let text = lines(products.iter().map(|(id, name, cat, price, concerns, size)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "Product", "entry": "Skincare concerns", "value": concerns},
                          {"section": "Product", "entry": "Size", "value": size}]})
    }));
    let (store, lex) = shop(&text, "skincare");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("eye cream for puffy eyes in the 30-60 dollar range"), set(&["e1"]));
    let (c, found) = answer(&store, &lex, "cleansers for dull skin");
    assert!(c.understood.contains("Dullness"), "{}", c.understood);
    assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), set(&["c1", "c2"]));
    assert_eq!(ids("the biggest cleanser by volume"), set(&["c2"]));
}

#[test]
fn a_label_word_every_product_has_names_the_catalog_and_a_games_weight_is_its_complexity() {
    // (id, name, generation, compute units, memory size): every card has a "GPU Name"; one
    // generation value writes "GPU" too.
    let cards = [
        ("g1", "Radeon RX 7900 XTX", "Navi III", "96", "24 GB"),
        ("g2", "Radeon RX 7600", "Navi III", "32", "8 GB"),
        ("g3", "Subor Z+ GPU", "Console GPU(Subor)", "24", "8 GB"),
        ("g4", "Radeon RX 6800", "Navi II", "60", "16 GB"),
        ("g5", "Radeon RX 6700", "Navi II", "40", "12 GB"),
        ("g6", "Radeon RX 6600", "Navi II", "28", "10 GB"),
        ("n1", "GeForce RTX 3060", "GeForce 30", "28", "12 GB"),
        ("n2", "GeForce RTX 3080", "GeForce 30", "68", "10 GB"),
        ("n3", "GeForce RTX 3090", "GeForce 30", "82", "24 GB"),
    ];
    let text = lines(cards.iter().map(|(id, name, generation, units, memory)| {
        // One small category names the word too: "gpus" is still every card.
        let category = if *id == "g3" { "Mining GPUs" } else { "Graphics cards" };
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [category],
                "specs": [{"section": "Graphics Processor", "entry": "GPU Name", "value": format!("chip-{id}")},
                          {"section": "Graphics Card", "entry": "Generation", "value": generation},
                          {"section": "Render Config", "entry": "Compute Units", "value": units},
                          {"section": "Memory", "entry": "Memory Size", "value": memory}]})
    }));
    let (store, lex) = shop(&text, "cards");
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    let (c, found) = answer(&store, &lex, "which gpu has the most compute units");
    assert!(!c.understood.contains("Console"), "{}", c.understood);
    assert_eq!(found, vec!["g1".to_owned()]);
    let (c, found) = answer(&store, &lex, "gpus with 8 gb");
    assert!(!c.understood.contains("Console"), "{}", c.understood);
    assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), set(&["g2", "g3"]));
    // "rtx 30 cards": the models the name numbers in the thirties; "which 2 …": two of them.
    let (c, found) = answer(&store, &lex, "which 2 rtx 30 cards have the most compute units");
    assert!(c.understood.starts_with("top 2"), "{}", c.understood);
    assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), set(&["n2", "n3"]));

    // A board game's "weight" is its complexity where no spec is written in units of mass.
    let games = [("b1", "Agricola", "3.64 / 5"), ("b2", "Carcassonne", "1.91 / 5"), ("b3", "Caverna", "3.78 / 5")];
    let text = lines(games.iter().map(|(id, name, complexity)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Board games"],
                "specs": [{"section": "Game", "entry": "Complexity", "value": complexity}]})
    }));
    let (store, lex) = shop(&text, "boardgames");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    assert_eq!(ids("the lightest game"), set(&["b2"]));
    assert_eq!(ids("the heaviest game"), set(&["b3"]));
    assert_eq!(ids("games with a weight of 3 or more"), set(&["b1", "b3"]));
}

#[test]
fn a_negated_phrase_the_prose_denies_a_thickness_a_container_and_a_makers_head() {
    // (id, name, category, prose, dimensions, pack size)
    let products = [
        ("s1", "Sheer Fluid SPF 50", "Sunscreens", "A sheer fluid that leaves no white cast.", "", ""),
        (
            "s2",
            "Mineral Shield SPF 30",
            "Sunscreens",
            "A mineral shield. Without a white cast on any skin tone.",
            "",
            "",
        ),
        ("s3", "Zinc Stick SPF 50", "Sunscreens", "A zinc stick for the beach.", "", ""),
        ("s4", "Daily Tint SPF 40", "Sunscreens", "A tinted daily cream.", "", ""),
        ("k1", "Compact 10", "Cameras", "A small camera.", "98 x 58 x 22 mm", ""),
        ("k2", "Bridge 40", "Cameras", "A bridge camera.", "120 x 85 x 92 mm", ""),
        ("k3", "Slim 5", "Cameras", "A slim camera.", "95 x 55 x 19 mm", ""),
        ("c1", "Gordon & Crane Blend 12", "Coffee", "A house blend from Gordon & Crane.", "", "4 ounces"),
        (
            "c2",
            "Gordon & Crane Single Origin",
            "Coffee",
            "An origin coffee, roasted by Gordon & Crane.",
            "",
            "8 ounces",
        ),
        ("c3", "Gordon & Crane, House Roast", "Coffee", "A dark roast.", "", "4 ounces"),
        ("c4", "Brew Bags", "Coffee", "Ten single-serve brew bags.", "", "100 grams"),
        ("c5", "Kona Estate", "Coffee", "A Hawaiian coffee.", "", "8 ounces"),
        ("c6", "Yirgacheffe Natural", "Coffee", "An Ethiopian coffee.", "", "8 ounces"),
        ("c7", "Huila Washed", "Coffee", "A Colombian coffee.", "", "8 ounces"),
        ("c8", "Sumatra Mandheling", "Coffee", "An Indonesian coffee.", "", "8 ounces"),
    ];
    let text = lines(products.iter().map(|(id, name, cat, prose, dims, pack)| {
        let mut specs = Vec::new();
        if !dims.is_empty() {
            specs.push(serde_json::json!({"section": "Body", "entry": "Dimensions", "value": dims}));
        }
        if !pack.is_empty() {
            specs.push(serde_json::json!({"section": "Pack", "entry": "Pack size", "value": pack}));
        }
        if *id == "c4" {
            specs.push(serde_json::json!({"section": "Pack", "entry": "Format", "value": "10 single-serve brew bags"}));
        }
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": 20.0, "currency": "USD"}, "specs": specs,
                "text": format!("## Description\n\n{prose}")})
    }));
    let (store, lex) = shop(&text, "mixed-shop");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // What the page says, not two words it must not write.
    assert_eq!(ids("sunscreens that leave no white cast"), set(&["s1", "s2"]));
    // Thickness is the smallest extent of the size, in the question's unit.
    assert_eq!(ids("slim cameras less than 25 mm thick"), set(&["k1", "k3"]));
    // The bag a quantity fills says no more than the quantity.
    assert_eq!(ids("coffee in 4 oz bags"), set(&["c1", "c3"]));
    // The head of one name that begins other names too is the maker's, not that product; the
    // name says it with its "&" where the prose does not.
    let (c, found) = answer(&store, &lex, "Gordon & Crane coffees");
    assert!(c.understood.contains("gordon crane"), "{}", c.understood);
    assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), set(&["c1", "c2", "c3"]));
}

#[test]
fn an_entire_place_is_every_category_the_word_begins() {
    // (id, name, categories, guests)
    let rentals = [
        ("r1", "Loft by the river", ["Entire home/apt", "Entire loft"], "4"),
        ("r2", "Family house", ["Entire home/apt", "Entire home"], "6"),
        ("r3", "Studio near the station", ["Entire home/apt", "Entire condo"], "2"),
        ("r4", "Room in a shared flat", ["Private room", "Private room in rental unit"], "2"),
        ("r5", "Quiet room with a garden", ["Private room", "Private room in home"], "4"),
    ];
    let text = lines(rentals.iter().map(|(id, name, cats, guests)| {
        let bathrooms = if *id == "r2" { "3" } else { "1" };
        let prose = if *id == "r5" { "Room for a big group, with a garden." } else { "A quiet stay." };
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": cats,
                "price": {"amount": 80.0, "currency": "EUR"},
                "specs": [{"section": "Listing", "entry": "Guests", "value": guests},
                          {"section": "Listing", "entry": "Bathrooms", "value": bathrooms}],
                "text": format!("## Description\n\n{prose}")})
    }));
    let (store, lex) = shop(&text, "rentals");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("an entire place for 4 people"), set(&["r1", "r2"]));
    assert_eq!(ids("whole places"), set(&["r1", "r2", "r3"]));
    // A category the question names stays that category.
    assert_eq!(ids("entire loft"), set(&["r1"]));
    // Who the shopper is, beside a ranking, asks nothing of the prose.
    assert_eq!(ids("which place has the most bathrooms, we're a big group"), set(&["r2"]));
}

#[test]
fn shopper_shorthand_which_n_best_a_bare_range_and_skipped_editions() {
    // (id, name, category, price, abv, score)
    let beers = [
        ("b1", "Harbour Porter", "Porter", 4.0, "5.2%", "91 points"),
        ("b2", "Smoked Porter", "Porter", 5.0, "6.8%", "94 points"),
        ("b3", "Export Porter", "Porter", 6.0, "7.5%", "89 points"),
        ("b4", "Baltic Porter", "Porter", 9.0, "9.0%", "96 points"),
        ("b5", "Dock Porter Distillers Edition", "Porter", 12.0, "6.0%", "93 points"),
        ("b6", "Light Porter", "Porter", 3.0, "4.1%", "85 points"),
    ];
    let text = lines(beers.iter().map(|(id, name, cat, price, abv, score)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "Beer", "entry": "ABV", "value": abv},
                          {"section": "Beer", "entry": "Score", "value": score}]})
    }));
    let (store, lex) = shop(&text, "porters");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    let rows = |f: &dyn Fn(f64, f64, f64) -> bool| -> BTreeSet<String> {
        beers
            .iter()
            .filter(|(_, _, _, price, abv, score)| {
                let abv: f64 = abv.trim_end_matches('%').parse().unwrap();
                let score: f64 = score.trim_end_matches(" points").parse().unwrap();
                f(*price, abv, score)
            })
            .map(|b| b.0.to_owned())
            .collect()
    };
    // "pts" are points; "5 to 7 percent" is a range without "from".
    assert_eq!(ids("porters w/ 92 pts or better"), rows(&|_, _, s| s >= 92.0));
    assert_eq!(ids("porters 5 to 7 percent"), rows(&|_, a, _| (5.0..=7.0).contains(&a)));
    // "which 3 … the best …": how many to list.
    assert_eq!(ids("which 3 porters have the best score?"), set(&["b2", "b4", "b5"]));
    // "costliest", and "u" is you.
    assert_eq!(ids("costliest porter u have"), set(&["b5"]));
    // "skip the …" excludes what follows.
    assert_eq!(ids("porters but skip the distillers editions"), set(&["b1", "b2", "b3", "b4", "b6"]));
}

#[test]
fn a_spec_of_numbers_beats_one_that_holds_a_few_and_a_taste_is_its_quality() {
    // (id, beer name, ABV written bare, prose): a few names hold numbers too ("Dock 6").
    let beers = [
        ("p1", "Harbour", "5.2", "A salty porter from the coast, briny on the finish."),
        ("p2", "Dock 6", "6.8", "A roasty porter with coffee."),
        ("p3", "Export", "7.5", "A strong porter with a briny edge."),
        ("p4", "Baltic 9", "9.0", "A big porter, dark fruit."),
        ("p5", "Mild", "4.1", "A light porter, toffee and caramel."),
    ];
    let text = lines(beers.iter().map(|(id, name, abv, prose)| {
        serde_json::json!({"kind": "product", "id": id, "name": format!("{name} Porter"), "categories": ["Porter"],
                "specs": [{"section": "Beer", "entry": "Beer name", "value": name},
                          {"section": "Beer", "entry": "ABV", "value": abv}],
                "text": format!("## Description\n\n{prose}")})
    }));
    let (store, lex) = shop(&text, "porters-named");
    let ids = |q: &str| understood_ids(&store, &lex, q);
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    assert_eq!(ids("porters 5 to 7 percent"), set(&["p1", "p2"]));
    // "taste" says what the qualities are of, not a word the prose must write.
    assert_eq!(ids("porters with a salty or briny taste"), set(&["p1", "p3"]));
}

#[test]
fn a_ranking_or_a_count_over_a_named_range_keeps_its_value() {
    // (id, name, range, description, price)
    let rows = [
        ("k1", "KALLAX Shelving unit, white", "KALLAX", "Shelving unit", 300.0),
        ("k2", "KALLAX Insert with door, white", "KALLAX", "Insert with door", 60.0),
        ("k3", "KALLAX Desk, white", "KALLAX", "Desk", 250.0),
        ("k4", "KALLAX Desk with shelf, black", "KALLAX", "Desk", 320.0),
        ("b1", "BILLY Bookcase, white", "BILLY", "Bookcase", 200.0),
        ("b2", "BILLY Desk, oak", "BILLY", "Desk", 150.0),
    ];
    let text = lines(rows.iter().map(|(id, name, range, description, price)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "range": range, "categories": ["Storage"],
                "price": {"amount": price, "currency": "SAR"},
                "specs": [{"section": "Product", "entry": "Description", "value": description}]})
    }));
    let (store, lex) = shop(&text, "furniture");
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    // The desk of the range, not the range's cheapest product (the insert).
    let (c, found) = answer(&store, &lex, "cheapest kallax desk");
    assert!(c.understood.contains("Description"), "{}", c.understood);
    assert_eq!(found, vec!["k3".to_owned()]);
    let (c, found) = answer(&store, &lex, "how many kallax desks");
    assert!(c.understood.contains("Description"), "{}", c.understood);
    assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), set(&["k3", "k4"]));
}

#[test]
fn a_product_named_as_a_kind_counts_where_the_shop_files_many_elsewhere() {
    // (id, name, categories): the shop files most eye creams under "Face cream" and a few toners
    // under "Exfoliators"; a "Toner Pads" and a "Desk lamp"-like modifier are not the kind.
    let rows: [(&str, &str, &[&str]); 10] = [
        ("e1", "Avocado Eye Cream for Dark Circles", &["Moisturizers", "Face cream"]),
        ("e2", "Renewing Eye Cream", &["Moisturizers", "Face cream"]),
        ("e3", "Caffeine Eye Cream with Peptides", &["Moisturizers", "Face cream"]),
        ("e4", "Aqua Eye Gel", &["Eye care", "Eye creams"]),
        ("f1", "Rich Face Cream", &["Moisturizers", "Face cream"]),
        ("f2", "Eye Cream Remover Wipes", &["Cleansers"]),
        ("t1", "Glycolic Daily Toner 240ml", &["Treatments", "Exfoliators"]),
        ("t2", "Rose Toner", &["Treatments", "Toners"]),
        ("t3", "Toner Pads with Vitamin C", &["Treatments", "Toners"]),
        ("t4", "Peel Pads", &["Treatments", "Exfoliators"]),
    ];
    let text = lines(rows.iter().map(|(id, name, cats)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": cats,
                "price": {"amount": 20.0, "currency": "USD"}, "specs": []})
    }));
    let (store, lex) = shop(&text, "skincare-kinds");
    let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    let (c, found) = answer(&store, &lex, "which eye creams do you carry");
    assert!(c.understood.contains("or named \"eye cream\""), "{}", c.understood);
    assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), set(&["e1", "e2", "e3", "e4"]));
    // One toner filed elsewhere beside two filed as toners: the shop's filing stands.
    let (c, found) = answer(&store, &lex, "show me your toners");
    assert!(!c.understood.contains("or named"), "{}", c.understood);
    assert_eq!(found.into_iter().collect::<BTreeSet<_>>(), set(&["t2", "t3"]));
}

#[test]
fn a_superlative_skips_sizes_it_cannot_compare_and_a_count_of_bottles_is_no_price() {
    // (id, name, size): one cleanser sold by weight beside sizes in millilitres and fluid ounces.
    let rows = [
        ("c1", "Gentle Cleanser", "1.7 fl. oz / 50 mL"),
        ("c2", "Foaming Cleanser", "8 fl. oz / 240 mL"),
        ("c3", "Balm Cleanser", "100 g"),
        ("c4", "Gel Cleanser", "150 mL"),
        ("c5", "Milk Cleanser", "4 fl. oz / 120 mL"),
    ];
    let text = lines(rows.iter().map(|(id, name, size)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Cleansers"],
                "price": {"amount": 150.0, "currency": "USD"},
                "specs": [{"section": "Product", "entry": "Size", "value": size}]})
    }));
    let (store, lex) = shop(&text, "cleansers-sizes");
    // One size in grams made the whole maximum unbound: no product at all.
    let (c, found) = answer(&store, &lex, "biggest cleanser by volume");
    assert!(c.understood.contains("Size"), "{}", c.understood);
    assert_eq!(found, vec!["c2".to_owned()]);
    let (c, found) = answer(&store, &lex, "smallest cleanser by volume");
    assert!(c.understood.contains("Size"), "{}", c.understood);
    assert_eq!(found, vec!["c1".to_owned()]);
    // "fewer than 300 bottles" counts bottles; it is not a price (every price here is 150).
    let c = compile("cleansers with fewer than 300 bottles", &lex);
    assert!(!c.understood.contains("price"), "{}", c.understood);
    assert!(c.declined.as_deref().is_some_and(|d| d.contains("fewer than 300")), "{c:?}");
}

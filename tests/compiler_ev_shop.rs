//! An electric-car shop written the way a real spec database is (issue #15): every cell with
//! its unit ("150 km/h", "173 Wh/km", "7.3 sec"), a spec named with numbers ("Acceleration
//! 0-100 km/h"), prices in euros with a second list price in pounds as a spec row, drive types
//! as both values and categories, and shoppers' acronyms and units the table writes otherwise
//! (miles, mph, "Wh per km", "AWD", "EVs"). Every answer is checked against the rows.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::{compile, run};
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, name, drive, 0-100 s, top speed km/h, range km, Wh/km, EUR, GBP)
type Row = (&'static str, &'static str, &'static str, f64, f64, f64, f64, f64, Option<f64>);

const ROWS: &[Row] = &[
    ("e1", "Opel Ampera-e", "Front Wheel Drive", 7.3, 150.0, 335.0, 173.0, 42990.0, None),
    ("e2", "Tesla Model 3 Long Range", "All Wheel Drive", 4.6, 233.0, 490.0, 151.0, 53560.0, Some(49990.0)),
    ("e3", "Tesla Model S Plaid", "All Wheel Drive", 2.1, 322.0, 560.0, 180.0, 116990.0, Some(99990.0)),
    ("e4", "Porsche Taycan 4S", "All Wheel Drive", 4.0, 250.0, 365.0, 214.0, 105607.0, Some(83580.0)),
    ("e5", "Fiat 500e Hatchback", "Front Wheel Drive", 9.0, 150.0, 250.0, 168.0, 29990.0, Some(26995.0)),
    ("e6", "Volkswagen ID.3 Pro S", "Rear Wheel Drive", 7.9, 160.0, 455.0, 170.0, 40936.0, Some(38990.0)),
    ("e7", "BMW iX3", "Rear Wheel Drive", 6.8, 180.0, 385.0, 192.0, 66300.0, Some(58850.0)),
    ("e8", "Hyundai Kona Electric 64 kWh", "Front Wheel Drive", 7.9, 167.0, 400.0, 160.0, 41850.0, Some(35900.0)),
];

fn store() -> (Store, Lexicon) {
    let records = ROWS.iter().map(|(id, name, drive, acc, top, range, eff, eur, gbp)| {
        let mut specs = vec![
            json!({"section": "Powertrain", "entry": "Type", "value": "Battery Electric Vehicle"}),
            json!({"section": "Powertrain", "entry": "Drive", "value": drive}),
            json!({"section": "Performance", "entry": "Acceleration 0-100 km/h", "value": format!("{acc} sec")}),
            json!({"section": "Performance", "entry": "Top speed", "value": format!("{top} km/h")}),
            json!({"section": "Range and charging", "entry": "Range", "value": format!("{range} km")}),
            json!({"section": "Range and charging", "entry": "Efficiency", "value": format!("{eff} Wh/km")}),
        ];
        // The shop's price is also a row named for its market, as evdatabase.org writes it.
        specs.push(json!({"section": "Price", "entry": "Price in Germany", "value": format!("€{eur}")}));
        if let Some(p) = gbp {
            specs.push(json!({"section": "Price", "entry": "Price in UK", "value": format!("£{p}")}));
        }
        json!({
            "kind": "product", "id": id, "name": name, "categories": ["Electric cars", drive],
            "price": {"amount": eur, "currency": "EUR"}, "specs": specs,
        })
    });
    support::store_and_lexicon(records, "ev-shop")
}

fn rows(f: impl Fn(&Row) -> bool) -> BTreeSet<String> {
    ROWS.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

/// The ids a question's query returns; every word of the question must be understood.
fn answer(store: &Store, lex: &Lexicon, q: &str) -> BTreeSet<String> {
    let c = compile(q, lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{q}: {c:?}");
    run(store, &c).unwrap().products.into_iter().map(|p| p.id).collect()
}

#[test]
fn speeds_miles_and_units_per_unit_compare_in_the_catalogs_units() {
    let (store, lex) = store();
    assert_eq!(answer(&store, &lex, "top speed 200 km/h or more"), rows(|r| r.4 >= 200.0));
    assert_eq!(answer(&store, &lex, "a top speed over 120 mph"), rows(|r| r.4 > 120.0 * 1.609_344));
    assert_eq!(answer(&store, &lex, "range of at least 250 miles"), rows(|r| r.5 >= 250.0 * 1.609_344));
    assert_eq!(answer(&store, &lex, "efficiency below 170 Wh/km"), rows(|r| r.6 < 170.0));
    assert_eq!(answer(&store, &lex, "efficiency under 170 Wh per km"), rows(|r| r.6 < 170.0));
}

#[test]
fn numbers_a_spec_is_named_with_name_it() {
    let (store, lex) = store();
    let got = answer(&store, &lex, "0-100 in under 5 seconds for less than 100k euros");
    assert_eq!(got, rows(|r| r.3 < 5.0 && r.7 < 100_000.0));
}

#[test]
fn acronyms_of_the_catalogs_words_and_small_words_that_start_a_value() {
    let (store, lex) = store();
    // "All Wheel Drive" only, not every value holding "wheel drive".
    assert_eq!(answer(&store, &lex, "how many of the cars are all wheel drive"), rows(|r| r.2 == "All Wheel Drive"));
    assert_eq!(answer(&store, &lex, "rear wheel drive cars"), rows(|r| r.2 == "Rear Wheel Drive"));
    // "EVs" spells "Electric Vehicle" of the Type cells; "RWD" spells "Rear Wheel Drive".
    assert_eq!(answer(&store, &lex, "EVs under 45000 euros"), rows(|r| r.7 < 45_000.0));
    assert_eq!(answer(&store, &lex, "rwd under 50k euros"), rows(|r| r.2 == "Rear Wheel Drive" && r.7 < 50_000.0));
}

#[test]
fn a_second_currency_is_the_spec_row_priced_in_it() {
    let (store, lex) = store();
    assert_eq!(answer(&store, &lex, "cars under £40k in the uk"), rows(|r| r.8.is_some_and(|p| p < 40_000.0)));
    assert_eq!(
        answer(&store, &lex, "how many teslas are over £60k"),
        rows(|r| r.1.starts_with("Tesla") && r.8.is_some_and(|p| p > 60_000.0))
    );
}

#[test]
fn the_market_of_the_shops_price_row_says_no_more_than_the_price() {
    let (store, lex) = store();
    let cheapest = ROWS.iter().min_by(|a, b| a.7.total_cmp(&b.7)).map(|r| r.0.to_owned());
    assert_eq!(answer(&store, &lex, "cheapest electric car in germany"), cheapest.into_iter().collect());
    assert_eq!(answer(&store, &lex, "electric cars under 45k euros in germany"), rows(|r| r.7 < 45_000.0));
}

#[test]
fn top_k_by_a_spec_named_after_by() {
    let (store, lex) = store();
    let c = compile("top 3 EVs by top speed", &lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    let got: Vec<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    let mut fastest: Vec<&Row> = ROWS.iter().collect();
    fastest.sort_by(|a, b| b.4.total_cmp(&a.4));
    let want: Vec<String> = fastest.iter().take(3).map(|r| r.0.to_owned()).collect();
    assert_eq!(got, want);
}

#[test]
fn the_shops_own_currency_named_without_an_amount_is_understood() {
    let (store, lex) = store();
    let c = compile("Tesla Model 3 Long Range vs Porsche Taycan 4S, which costs less in euros?", &lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    let a = run(&store, &c).unwrap();
    assert_eq!(a.winners, vec!["Tesla Model 3 Long Range".to_owned()], "{a:?}");
    // A currency the shop does not use stays a word it did not understand.
    let c = compile("Tesla Model 3 Long Range vs Porsche Taycan 4S, which costs less in yen?", &lex);
    assert!(c.unexplained.iter().any(|w| w == "yen"), "{c:?}");
}

//! A shop that prices in pesos and lists some ads in US dollars (MercadoLibre Uruguay, issue
//! #15): a spec row's bare "$ 26.990" is the shop's pesos, "U$S 599" US dollars; "under 600 usd"
//! is the rows written in dollars (never the peso price read as dollars), "under $ 20.000" the
//! shop's price; "TV", written in nearly every name, is the shop's noun, not the apps "Apple TV"
//! and "YouTube TV" some sets list; "smart" is the feature most sets have, not the line "Smart"
//! one ad files. Every answer is checked against the rows.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, name, price in UYU, the ad's own price: (amount, in US dollars), apps)
type Ad = (&'static str, &'static str, f64, (f64, bool), &'static str);

const ADS: &[Ad] = &[
    ("a1", "Smart TV Samsung UN43TU7000 LED 4K 43\"", 27_134.0, (599.0, true), "Netflix, Youtube"),
    ("a2", "Smart TV Samsung UN50TU8000 LED 4K 50\"", 31_990.0, (31_990.0, false), "Netflix, Apple TV"),
    ("a3", "Smart TV Samsung QN55Q60T QLED 4K 55\"", 45_290.0, (999.0, true), "Apple TV, YouTube TV"),
    ("a4", "TV Samsung UN32T4300 LED HD 32\"", 9_490.0, (9_490.0, false), "Netflix"),
    ("a5", "Smart TV Samsung UN65TU7000 Curved 65\"", 38_500.0, (850.0, true), "Netflix, Apple TV"),
    ("a6", "Smart TV Samsung UN40N5200 Full HD 40\"", 14_990.0, (14_990.0, false), "Youtube"),
    ("a7", "Smart TV Samsung UN75TU7000 Curved 4K 75\"", 62_000.0, (1_399.0, true), "Netflix"),
    ("a8", "TV Samsung UN24H4000 LED HD 24\"", 7_990.0, (7_990.0, false), "Youtube"),
    ("a9", "TV Samsung UN28H4000 LED HD 28\"", 8_490.0, (8_490.0, false), "Youtube"),
    ("a10", "TV Samsung UN32J4000 LED HD 32\"", 129.0, (129.0, true), "Netflix"),
    ("a11", "TV Samsung UN19F4000 LED HD 19\"", 6_990.0, (6_990.0, false), "Youtube"),
    ("a12", "TV Samsung UN22F5000 LED Full HD 22\"", 7_490.0, (7_490.0, false), "Netflix"),
];

fn ads() -> (Store, Lexicon) {
    let records = ADS.iter().map(|(id, name, uyu, (own, dollars), apps)| {
        let own = if *dollars { format!("U$S {own}") } else { format!("$ {}", thousands(*own)) };
        let smart = if name.starts_with("Smart") { "Sí" } else { "No" };
        // One ad files a line named like a feature of most sets.
        let line = if *id == "a4" { Some("Smart") } else { None };
        json!({
            "kind": "product", "id": id, "name": name, "categories": ["Televisores"], "range": line,
            "price": {"amount": uyu, "currency": "UYU"},
            "specs": [
                {"section": "Publicación", "entry": "Precio publicado", "value": own},
                {"section": "Otros", "entry": "Apps integradas", "value": apps},
                {"section": "Tecnología", "entry": "Es smart", "value": smart},
            ],
        })
    });
    support::store_and_lexicon(records, "tvs")
}

/// "31.990": thousands grouped with dots, as Uruguay writes them.
fn thousands(v: f64) -> String {
    let n = v as u64;
    if n >= 1000 {
        format!("{}.{:03}", n / 1000, n % 1000)
    } else {
        n.to_string()
    }
}

fn ads_where(f: impl Fn(&Ad) -> bool) -> BTreeSet<String> {
    ADS.iter().filter(|a| f(a)).map(|a| a.0.to_owned()).collect()
}

use support::understood_ids as answer;

#[test]
fn dollars_named_in_full_are_the_rows_written_in_dollars() {
    let (store, lex) = ads();
    let in_dollars = |a: &Ad, f: &dyn Fn(f64) -> bool| a.3 .1 && f(a.3 .0);
    assert_eq!(answer(&store, &lex, "tvs under 900 usd"), ads_where(|a| in_dollars(a, &|p| p < 900.0)));
    assert_eq!(answer(&store, &lex, "tvs under US$ 1000"), ads_where(|a| in_dollars(a, &|p| p < 1000.0)));
    // "dollars" in a shop whose own money is pesos are US dollars too.
    assert_eq!(answer(&store, &lex, "tvs under 900 dollars"), ads_where(|a| in_dollars(a, &|p| p < 900.0)));
}

#[test]
fn the_bare_sign_is_the_shops_own_currency() {
    let (store, lex) = ads();
    assert_eq!(answer(&store, &lex, "tvs under $ 20.000"), ads_where(|a| a.2 < 20_000.0));
}

#[test]
fn a_word_of_nearly_every_name_is_the_shops_noun_not_a_value_that_holds_it() {
    let (store, lex) = ads();
    assert_eq!(answer(&store, &lex, "curved tv"), ads_where(|a| a.1.contains("Curved")));
}

#[test]
fn a_line_named_by_a_word_nearly_every_name_writes_is_not_that_word() {
    let (store, lex) = ads();
    assert_eq!(answer(&store, &lex, "smart tvs"), ads_where(|a| a.1.starts_with("Smart")));
}

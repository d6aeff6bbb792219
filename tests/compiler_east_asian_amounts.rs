//! Prices in won asked the Korean way (issue #15): "5만원" is 50,000 won (만 = ten thousand),
//! "15만" 150,000, "30만원대" the band 300,000–399,999, "6,700원" and "100000 won" plain amounts
//! in the catalog's currency. Every answer is checked against the rows.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, name, price in KRW)
const BOARDS: &[(&str, &str, f64)] = &[
    ("k1", "Razer BlackWidow V4", 259_000.0),
    ("k2", "Razer Ornata V3", 69_900.0),
    ("k3", "Logitech K120", 6_700.0),
    ("k4", "Leopold FC900R", 149_000.0),
    ("k5", "Varmilo VA87M", 189_000.0),
    ("k6", "Wooting 60HE", 349_000.0),
    ("k7", "Realforce R3", 399_000.0),
    ("k8", "HHKB Professional Hybrid", 1_250_000.0),
];

fn boards() -> (Store, Lexicon) {
    let records = BOARDS.iter().map(|(id, name, krw)| {
        json!({
            "kind": "product", "id": id, "name": name, "categories": ["Keyboards"],
            "price": {"amount": krw, "currency": "KRW"},
            "specs": [{"section": "Shop", "entry": "Price options", "value": format!("{krw}원")}],
        })
    });
    support::store_and_lexicon(records, "keyboards")
}

fn priced(f: impl Fn(f64) -> bool) -> BTreeSet<String> {
    BOARDS.iter().filter(|b| f(b.2)).map(|b| b.0.to_owned()).collect()
}

use support::understood_ids as answer;

#[test]
fn ten_thousands_and_bands_of_won() {
    let (store, lex) = boards();
    assert_eq!(answer(&store, &lex, "keyboards under 15만원"), priced(|p| p < 150_000.0));
    assert_eq!(answer(&store, &lex, "keyboards under 7만"), priced(|p| p < 70_000.0));
    assert_eq!(answer(&store, &lex, "keyboards 30만원대"), priced(|p| (300_000.0..400_000.0).contains(&p)));
    assert_eq!(answer(&store, &lex, "keyboards in the 10만원대"), priced(|p| (100_000.0..200_000.0).contains(&p)));
}

#[test]
fn won_written_after_the_amount() {
    let (store, lex) = boards();
    assert_eq!(answer(&store, &lex, "which keyboard costs exactly 6,700원?"), priced(|p| p == 6_700.0));
    assert_eq!(answer(&store, &lex, "any keyboard over 1,000,000원?"), priced(|p| p > 1_000_000.0));
    assert_eq!(answer(&store, &lex, "keyboards under 100000 won"), priced(|p| p < 100_000.0));
}

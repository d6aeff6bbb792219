//! Hiking trails filed by park (the range), with lengths and climbs in units and a feature list
//! (issue #15): "trails in zion" is the park "Zion National Park" (the words of a range name
//! before the tail its siblings share), not the trails whose names write "Zion"; "dog friendly"
//! is not the feature "No dogs"; "at least 1000 ft of elevation gain, 5 mi length" holds the
//! minimum for the number listed after it; "heavily trafficked" is the traffic "Heavy"; a "hike"
//! where every trail is filed under "Hiking trails" is the shop's noun; "angels landing" is
//! "Angels Landing Trail" (the catalog's noun left out), not the head of a longer route's name.
//! Every answer is checked against the rows.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::{compile, run};
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, name, park, length mi, elevation gain ft, features)
type Trail = (&'static str, &'static str, &'static str, f64, f64, &'static str);

const TRAILS: &[Trail] = &[
    ("t1", "Angels Landing Trail", "Zion National Park", 5.4, 1604.0, "No dogs, Views"),
    ("t2", "Zion Canyon Overlook Trail", "Bryce Canyon National Park", 1.0, 187.0, "Dogs on leash, Views"),
    ("t3", "The Narrows", "Zion National Park", 9.4, 334.0, "No dogs, River"),
    ("t4", "Pa'rus Trail", "Zion National Park", 3.5, 85.0, "Dogs on leash, River"),
    ("t5", "Navajo Loop", "Bryce Canyon National Park", 1.3, 521.0, "No dogs, Views"),
    ("t6", "Old Rag", "Shenandoah National Park", 9.1, 2680.0, "No dogs, Views"),
    ("t7", "Dark Hollow Falls", "Shenandoah National Park", 1.4, 440.0, "Dogs on leash, Waterfall"),
    ("t8", "Stony Man", "Shenandoah National Park", 1.6, 318.0, "Dogs on leash, Views"),
    ("t9", "Highline Trail", "Glacier National Park", 11.8, 1950.0, "No dogs, Wild flowers"),
    ("t10", "Avalanche Lake", "Glacier National Park", 5.9, 757.0, "No dogs, Lake"),
    ("t11", "Angels Landing, West Rim, Telephone Loop", "Zion National Park", 14.2, 3320.0, "No dogs, Views"),
];

fn trails() -> (Store, Lexicon) {
    let records = TRAILS.iter().map(|(id, name, park, miles, feet, features)| {
        json!({
            "kind": "product", "id": id, "name": name, "range": park, "categories": ["Hiking trails"],
            "specs": [
                {"section": "Location", "entry": "Park", "value": park},
                {"section": "Trail", "entry": "Length", "value": format!("{miles} mi")},
                {"section": "Trail", "entry": "Elevation gain", "value": format!("{feet} ft")},
                {"section": "Features", "entry": "Features", "value": features},
                {"section": "Use", "entry": "Traffic", "value": traffic(*feet)},
            ],
        })
    });
    support::store_and_lexicon(records, "trails")
}

/// How busy a trail is: the big climbs are the famous ones here.
fn traffic(feet: f64) -> &'static str {
    if feet > 1500.0 {
        "Heavy"
    } else if feet > 400.0 {
        "Moderate"
    } else {
        "Light"
    }
}

fn trails_where(f: impl Fn(&Trail) -> bool) -> BTreeSet<String> {
    TRAILS.iter().filter(|t| f(t)).map(|t| t.0.to_owned()).collect()
}

use support::understood_ids as answer;

#[test]
fn a_park_is_named_without_the_tail_every_park_shares() {
    let (store, lex) = trails();
    assert_eq!(answer(&store, &lex, "trails in zion"), trails_where(|t| t.2 == "Zion National Park"));
    assert_eq!(
        answer(&store, &lex, "trails in shenandoah under 2 miles"),
        trails_where(|t| t.2 == "Shenandoah National Park" && t.3 < 2.0)
    );
}

#[test]
fn a_feature_that_denies_a_word_is_not_that_word() {
    let (store, lex) = trails();
    assert_eq!(
        answer(&store, &lex, "dog trails in shenandoah"),
        trails_where(|t| t.2.starts_with("Shenandoah") && t.5.contains("Dogs on leash"))
    );
    assert_eq!(answer(&store, &lex, "dog trails in glacier"), BTreeSet::new());
}

#[test]
fn a_minimum_before_a_list_holds_for_the_numbers_listed_after_it() {
    let (store, lex) = trails();
    assert_eq!(
        answer(&store, &lex, "at least 500 ft of elevation gain, 5 mi length"),
        trails_where(|t| t.4 >= 500.0 && t.3 >= 5.0)
    );
}

#[test]
fn an_adverb_or_a_participle_of_the_catalogs_words_is_that_word() {
    let (store, lex) = trails();
    assert_eq!(
        answer(&store, &lex, "zion trails that aren't heavily trafficked"),
        trails_where(|t| t.2 == "Zion National Park" && traffic(t.4) != "Heavy")
    );
    assert_eq!(answer(&store, &lex, "lightly trafficked trails"), trails_where(|t| traffic(t.4) == "Light"));
}

#[test]
fn another_form_of_the_word_every_product_is_filed_under_is_the_shops_noun() {
    let (store, lex) = trails();
    let shortest = TRAILS.iter().filter(|t| t.2.starts_with("Shenandoah")).min_by(|a, b| a.3.total_cmp(&b.3));
    assert_eq!(
        answer(&store, &lex, "shortest hike in shenandoah"),
        shortest.map(|t| t.0.to_owned()).into_iter().collect()
    );
}

#[test]
fn a_name_asked_without_the_catalogs_noun_that_ends_it_is_that_name() {
    let (store, lex) = trails();
    // "Angels Landing Trail", not the head of "Angels Landing, West Rim, Telephone Loop".
    let c = compile("angels landing vs old rag, which has more elevation gain", &lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    let a = run(&store, &c).unwrap();
    assert_eq!(a.winners, vec!["Old Rag".to_owned()], "{a:?}");
    let ids: BTreeSet<String> = a.products.into_iter().map(|p| p.id).collect();
    assert!(ids.contains("t1") && !ids.contains("t11"), "{ids:?}");
}

//! The question compiler on a small hand-written catalog (units that differ per product, yes/no
//! entries, a feature rule input, a multi-variant range).

use dualgraph_build::pipeline::{self, BuildOptions};
use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::*;
use dualgraph_core::skg::store::Store;

/// A small catalog with two categories, units that differ per product, yes/no entries,
/// categorical values, a feature rule input ("5G") and a multi-variant range.
const CATALOG: &str = r#"{"kind":"product","id":"p1","name":"Acme One 128GB","range":"Acme One","categories":["Phones"],"price":{"amount":299,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.1\""},{"entry":"Battery Capacity","value":"4000 mAh"},{"entry":"RAM","value":"8 GB"},{"entry":"Storage","value":"128 GB"},{"entry":"Network","value":"5G, LTE"},{"entry":"Wireless Charging","value":"No"},{"entry":"Display Type","value":"AMOLED"},{"entry":"Weight","value":"180 g"}]}
{"kind":"product","id":"p2","name":"Acme One 256GB","range":"Acme One","categories":["Phones"],"price":{"amount":349,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.1 inch"},{"entry":"Battery Capacity","value":"4000mAh"},{"entry":"RAM","value":"8GB"},{"entry":"Storage","value":"256 GB"},{"entry":"Network","value":"5G, LTE"},{"entry":"Wireless Charging","value":"No"},{"entry":"Display Type","value":"AMOLED"},{"entry":"Weight","value":"180 g"}]}
{"kind":"product","id":"p3","name":"Acme Max 1TB","range":"Acme Max","categories":["Phones"],"price":{"amount":999,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.8\""},{"entry":"Battery Capacity","value":"5,500 mAh"},{"entry":"RAM","value":"12 GB"},{"entry":"Storage","value":"1TB"},{"entry":"Network","value":"5G, LTE"},{"entry":"Wireless Charging","value":"Yes (15 W)"},{"entry":"Display Type","value":"LTPO AMOLED"},{"entry":"Weight","value":"0.23 kg"}]}
{"kind":"product","id":"p4","name":"Acme Max 512GB","range":"Acme Max","categories":["Phones"],"price":{"amount":899,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.8\""},{"entry":"Battery Capacity","value":"5,500 mAh"},{"entry":"RAM","value":"12 GB"},{"entry":"Storage","value":"512 GB"},{"entry":"Network","value":"5G, LTE"},{"entry":"Wireless Charging","value":"Yes"},{"entry":"Display Type","value":"LTPO AMOLED"},{"entry":"Weight","value":"230 g"}]}
{"kind":"product","id":"p5","name":"Acme Lite","categories":["Phones"],"price":{"amount":149,"currency":"GBP"},"specs":[{"entry":"Display Size","value":"6.5-inch"},{"entry":"Battery Capacity","value":"5000 mAh"},{"entry":"Memory","value":"4 GB"},{"entry":"Storage","value":"64 GB"},{"entry":"Network","value":"LTE, 3G"},{"entry":"Wireless Charging","value":"No"},{"entry":"Display Type","value":"LCD"},{"entry":"Weight","value":"199 g"}]}
{"kind":"product","id":"f1","name":"Acme Cool 60","categories":["Fridges"],"price":{"amount":499,"currency":"GBP"},"specs":[{"entry":"Height","value":"185 cm"},{"entry":"Total Capacity","value":"350 l"},{"entry":"Water Dispenser","value":"Yes (plumbed)"},{"entry":"Energy Class","value":"B"},{"entry":"Noise Level","value":"38 dB"}]}
{"kind":"product","id":"f2","name":"Acme Cool 55","categories":["Fridges"],"price":{"amount":399,"currency":"GBP"},"specs":[{"entry":"Height","value":"1750 mm"},{"entry":"Total Capacity","value":"300 litres"},{"entry":"Water Dispenser","value":"No"},{"entry":"Energy Class","value":"D"},{"entry":"Noise Level","value":"35 dB"}]}
{"kind":"product","id":"f3","name":"Acme Mini 45","categories":["Fridges"],"price":{"amount":199,"currency":"GBP"},"specs":[{"entry":"Height","value":"85 cm"},{"entry":"Total Capacity","value":"45 l"},{"entry":"Water Dispenser","value":"No"},{"entry":"Energy Class","value":"A"},{"entry":"Noise Level","value":"36 dB"}]}"#;

fn fixture() -> (Store, Lexicon) {
    build("unit", CATALOG)
}

/// The catalog ids `question` answers with (sorted); it must not be declined.
fn answer_ids(store: &Store, lex: &Lexicon, question: &str) -> Vec<String> {
    let c = compile(question, lex);
    assert!(c.declined.is_none(), "{question}: {:?} ({})", c.declined, c.understood);
    let mut ids: Vec<String> = run(store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    ids.sort();
    ids
}

/// A bundle of `catalog` (JSON Lines) loaded, with its lexicon.
fn build(name: &str, catalog: &str) -> (Store, Lexicon) {
    let options = BuildOptions {
        catalog_name: name.into(),
        base_iri: dualgraph_core::skg::vocab::DEFAULT_BASE.into(),
        skip_invalid: false,
        rules_dir: None,
        no_default_rules: false,
        encoder: Default::default(),
        vector_index: Default::default(),
        no_skg: false,
        rules_engine: Default::default(),
        page_size: None,
    };
    let file = format!("{name}.jsonl");
    let (bytes, _) = pipeline::build(&[(file, catalog.as_bytes().to_vec())], &options, &mut |_| {}).expect("build");
    let store = Store::from_bytes(bytes).expect("load");
    let lex = Lexicon::from_store(&store).expect("lexicon");
    (store, lex)
}

thread_local! {
    static FIXTURE: (Store, Lexicon) = fixture();
}

/// Compiles and runs; returns (compiled, sorted answer names).
fn ask(q: &str) -> (Compiled, Vec<String>) {
    FIXTURE.with(|(store, lex)| {
        let c = compile(q, lex);
        let names = if c.answers() {
            let mut n = run(store, &c).unwrap_or_else(|e| panic!("{q}: {e}\n{}", c.sparql)).names;
            n.sort();
            n
        } else {
            Vec::new()
        };
        (c, names)
    })
}

fn names(q: &str) -> Vec<String> {
    let (c, n) = ask(q);
    assert!(c.declined.is_none(), "{q}: declined: {:?} ({})", c.declined, c.understood);
    n
}

fn v(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn categories_plural_singular_synonym_and_fuzzy() {
    let all_phones = v(&["Acme Lite", "Acme Max 1TB", "Acme Max 512GB", "Acme One 128GB", "Acme One 256GB"]);
    assert_eq!(names("Show me the phones"), all_phones);
    assert_eq!(names("Which phone is there?"), all_phones);
    assert_eq!(names("list mobiles"), all_phones);
    assert_eq!(names("list the phnoes"), all_phones);
    assert_eq!(names("refrigerators please").len(), 3);
}

#[test]
fn numeric_comparators() {
    assert_eq!(names("phones under £300"), v(&["Acme Lite", "Acme One 128GB"]));
    assert_eq!(names("phones below 300 pounds"), v(&["Acme Lite", "Acme One 128GB"]));
    assert_eq!(names("phones that cost less than £299"), v(&["Acme Lite"]));
    assert_eq!(names("phones costing at most £299"), v(&["Acme Lite", "Acme One 128GB"]));
    assert_eq!(names("phones up to £149"), v(&["Acme Lite"]));
    assert_eq!(names("phones over £900"), v(&["Acme Max 1TB"]));
    assert_eq!(names("phones with at least 5000 mAh"), v(&["Acme Lite", "Acme Max 1TB", "Acme Max 512GB"]));
    assert_eq!(names("phones with 5000mAh or more"), v(&["Acme Lite", "Acme Max 1TB", "Acme Max 512GB"]));
    assert_eq!(names("phones with a minimum of 5500 mAh"), v(&["Acme Max 1TB", "Acme Max 512GB"]));
    assert_eq!(names("phones between £300 and £900"), v(&["Acme Max 512GB", "Acme One 256GB"]));
    assert_eq!(names("phones priced £300-£900"), v(&["Acme Max 512GB", "Acme One 256GB"]));
    let (c, _) = ask("phones under £300");
    assert!(c.constraints.iter().any(|k| k.text == "price < 300 GBP"), "{:?}", c.constraints);
}

#[test]
fn units_glued_hyphenated_and_converted() {
    assert_eq!(names("6.8-inch phones"), v(&["Acme Max 1TB", "Acme Max 512GB"]));
    assert_eq!(names("phones with a 6.8\" screen"), v(&["Acme Max 1TB", "Acme Max 512GB"]));
    // Screen Size and Display Size are one spec (never on the same product).
    assert_eq!(
        names("phones with a screen of at least 6.5 inches"),
        v(&["Acme Lite", "Acme Max 1TB", "Acme Max 512GB"])
    );
    // 180 cm against heights written in cm and mm.
    assert_eq!(names("fridges under 180 cm tall"), v(&["Acme Cool 55", "Acme Mini 45"]));
    assert_eq!(names("fridges under 1800 mm tall"), v(&["Acme Cool 55", "Acme Mini 45"]));
    // 0.2 kg against weights written in g and kg.
    assert_eq!(names("phones lighter than 0.2 kg"), v(&["Acme Lite", "Acme One 128GB", "Acme One 256GB"]));
    // 1 TB against storage in GB and TB.
    assert_eq!(names("phones with 1 TB of storage"), v(&["Acme Max 1TB"]));
    assert_eq!(names("fridges holding 300 litres or more"), v(&["Acme Cool 55", "Acme Cool 60"]));
}

#[test]
fn gigabytes_go_to_ram_or_storage_by_words_and_plausibility() {
    assert_eq!(names("phones with 8GB RAM"), v(&["Acme One 128GB", "Acme One 256GB"]));
    assert_eq!(names("phones with 256GB storage"), v(&["Acme One 256GB"]));
    assert_eq!(names("phones with 12GB"), v(&["Acme Max 1TB", "Acme Max 512GB"]));
    assert_eq!(names("phones with 512GB"), v(&["Acme Max 512GB"]));
    // RAM and Memory are one spec.
    assert_eq!(names("phones with 4GB of RAM"), v(&["Acme Lite"]));
}

#[test]
fn booleans_features_and_values_with_negation() {
    assert_eq!(names("phones with wireless charging"), v(&["Acme Max 1TB", "Acme Max 512GB"]));
    assert_eq!(names("phones without wireless charging").len(), 3);
    assert_eq!(
        names("which phones support 5G"),
        v(&["Acme Max 1TB", "Acme Max 512GB", "Acme One 128GB", "Acme One 256GB"])
    );
    assert_eq!(names("phones that don't support 5G"), v(&["Acme Lite"]));
    assert_eq!(names("fridges with no water dispenser"), v(&["Acme Cool 55", "Acme Mini 45"]));
    assert_eq!(names("phones with an LCD display"), v(&["Acme Lite"]));
    assert_eq!(names("AMOLED phones").len(), 4);
    assert_eq!(names("phones that are not AMOLED"), v(&["Acme Lite"]));
    assert_eq!(names("fridges with an energy class of A or B"), v(&["Acme Cool 60", "Acme Mini 45"]));
    let (c, _) = ask("fridges without a water dispenser");
    assert!(c.constraints.iter().any(|k| k.text == "not Water Dispenser"), "{:?}", c.constraints);
}

#[test]
fn superlatives_and_top_k() {
    assert_eq!(names("cheapest phone"), v(&["Acme Lite"]));
    assert_eq!(names("most expensive fridge"), v(&["Acme Cool 60"]));
    // Ties are all listed.
    assert_eq!(names("which phone has the biggest battery"), v(&["Acme Max 1TB", "Acme Max 512GB"]));
    assert_eq!(names("lightest phone"), v(&["Acme One 128GB", "Acme One 256GB"]));
    assert_eq!(names("quietest fridge"), v(&["Acme Cool 55"]));
    assert_eq!(names("top 2 cheapest phones"), v(&["Acme Lite", "Acme One 128GB"]));
    assert_eq!(names("the three cheapest phones").len(), 3);
    assert_eq!(names("cheapest phone with 5G"), v(&["Acme One 128GB"]));
    let (c, _) = ask("top 2 cheapest phones");
    assert_eq!(c.intent, Intent::Superlative { k: 2, order: Order::Ascending, by: "price".into() });
}

#[test]
fn counting() {
    let (c, n) = ask("How many phones have 5G?");
    assert_eq!(c.intent, Intent::Count);
    assert_eq!(n.len(), 4);
    FIXTURE.with(|(store, lex)| {
        let a = run(store, &compile("how many fridges are there", lex)).unwrap();
        assert_eq!((a.kind, a.count), (AnswerKind::Count, 3));
    });
}

#[test]
fn comparisons_of_named_ranges_and_products() {
    let (c, n) = ask("Which has the bigger battery, the Acme One or the Acme Max?");
    assert!(matches!(c.intent, Intent::Compare { order: Some(Order::Descending), .. }), "{:?}", c.intent);
    assert_eq!(n, v(&["Acme Max"]));
    assert_eq!(names("Which is lighter, Acme One or Acme Lite?"), v(&["Acme One"]));
    assert_eq!(names("Which is cheaper: Acme Cool 60 or Acme Mini 45?"), v(&["Acme Mini 45"]));
    // Side by side: every spec of both.
    FIXTURE.with(|(store, lex)| {
        let c = compile("Acme One vs Acme Max", lex);
        assert!(matches!(&c.intent, Intent::Compare { items, by: None, .. } if items.len() == 2), "{:?}", c.intent);
        let a = run(store, &c).unwrap();
        let t = a.table.expect("table");
        assert_eq!(t.columns, ["Acme One", "Acme Max"]);
        let battery = t.rows.iter().find(|r| r.0 == "Battery Capacity").expect("battery row");
        assert_eq!(battery.1, ["4000 mAh / 4000mAh", "5,500 mAh"]);
    });
}

#[test]
fn lookups_of_named_products() {
    FIXTURE.with(|(store, lex)| {
        let c = compile("What is the battery capacity of the Acme Lite?", lex);
        assert_eq!(c.intent, Intent::Lookup { items: vec!["Acme Lite".into()], of: vec!["Battery Capacity".into()] });
        let a = run(store, &c).unwrap();
        assert_eq!(a.table.unwrap().rows, vec![("Battery Capacity".to_owned(), vec!["5000 mAh".to_owned()])]);
        let a = run(store, &compile("How much does the Acme Max 1TB cost?", lex)).unwrap();
        assert_eq!(a.table.unwrap().rows[0].1, ["999"]);
        let a = run(store, &compile("Does the Acme Cool 60 have a water dispenser?", lex)).unwrap();
        assert_eq!(a.table.unwrap().rows[0].1, ["Yes (plumbed)"]);
        // A number narrows a range to its variants.
        let a = run(store, &compile("How much is the Acme Max with 512GB of storage?", lex)).unwrap();
        assert_eq!(a.names, ["Acme Max 512GB"]);
    });
}

#[test]
fn declines_rather_than_guessing() {
    for q in [
        "What is the meaning of life?",
        "asdf qwerty",
        "Which phone is best for my grandmother?",
        "phones with 42",
        "Which phone has the nicest colour?",
        "phones under 500 dollars",
    ] {
        let (c, _) = ask(q);
        assert!(c.declined.is_some(), "{q} should be declined: {} ({})", c.understood, c.confidence);
        assert!(c.confidence < DECLINE_THRESHOLD || !c.declined.as_deref().unwrap_or("").is_empty());
        FIXTURE.with(|(store, _)| assert!(matches!(run(store, &c), Err(RunError::Declined(_)))));
    }
}

#[test]
fn answers_carry_ids_names_urls_prices_and_values() {
    FIXTURE.with(|(store, lex)| {
        let c = compile("phones with at least 5000 mAh under £500", lex);
        assert!(c.sparql.contains("skg:hasNumericValue"), "{}", c.sparql);
        let a = run(store, &c).unwrap();
        assert_eq!(a.products.len(), 1);
        let p = &a.products[0];
        assert_eq!((p.id.as_str(), p.name.as_str(), p.price), ("p5", "Acme Lite", Some(149.0)));
        assert_eq!(a.columns, ["Battery Capacity"]);
        assert_eq!(p.values, [Some("5000 mAh".to_owned())]);
        let json = serde_json::to_value(&c).unwrap();
        assert!(json["constraints"].as_array().is_some_and(|a| a.len() == 3), "{json}");
        assert!(json.get("plan").is_none());
    });
}

#[test]
fn render_answer_lists_products_and_tables() {
    FIXTURE.with(|(store, lex)| {
        let text = render_answer(&run(store, &compile("fridges under £300", lex)).unwrap());
        assert!(text.contains("Acme Mini 45 [f3]"), "{text}");
        let text =
            render_answer(&run(store, &compile("Which is quieter, Acme Cool 60 or Acme Cool 55?", lex)).unwrap());
        assert!(text.contains("Winner: Acme Cool 55"), "{text}");
    });
}

#[test]
fn a_negated_number_turns_the_bound_around() {
    let (c, n) = ask("Which phones don't have 8 GB of RAM?");
    assert!(c.understood.contains("≠ 8 GB"), "{}", c.understood);
    assert!(n.contains(&"Acme Max 1TB".to_owned()) && n.contains(&"Acme Max 512GB".to_owned()), "{n:?}");
    assert!(!n.iter().any(|p| p.starts_with("Acme One")), "{n:?}");
    assert_eq!(names("phones that cost not more than 349 GBP"), names("phones costing at most 349 GBP"));
}

#[test]
fn amounts_written_in_other_locales_compare() {
    let cheap = v(&["Acme Lite", "Acme One 128GB", "Acme One 256GB"]);
    assert_eq!(names("phones for less than 350 £"), cheap);
    assert_eq!(names("phones under 350,00 £"), cheap);
    assert_eq!(names("phones under 1.000 £").len(), 5);
    assert_eq!(names("phones under 0.35k GBP"), cheap);
}

#[test]
fn a_bare_year_goes_to_the_year_entry_not_the_price() {
    let catalog = [
        (2012, 4_000),
        (2016, 9_000),
        (2019, 15_000),
        (2021, 2_100), // a price that would also fit "from 2021" read as money
    ]
    .iter()
    .enumerate()
    .map(|(i, (year, price))| {
        format!(
            r#"{{"kind":"product","id":"c{i}","name":"Car {i}","categories":["Cars"],"price":{{"amount":{price},"currency":"EUR"}},"specs":[{{"entry":"Model year","value":"{year}"}},{{"entry":"Power","value":"{} hp"}},{{"entry":"Rating","value":"{} points"}}]}}"#,
            100 + i * 50,
            80 + i * 5
        )
    })
    .collect::<Vec<_>>()
    .join("\n");
    let (store, lex) = build("cars", &catalog);
    let run_names = |q: &str| {
        let c = compile(q, &lex);
        assert!(c.declined.is_none(), "{q}: {:?} ({})", c.declined, c.understood);
        let mut n = run(&store, &c).unwrap().names;
        n.sort();
        (c.understood, n)
    };
    // "cars from 2016" are the 2016 ones (our dev catalogs' readers, two of three); a bound
    // after the year says "and later".
    let (understood, n) = run_names("cars from 2016");
    assert!(understood.contains("Model year = 2016"), "{understood}");
    assert_eq!(n, v(&["Car 1"]));
    for q in ["cars from 2016 on", "cars from 2016 or newer", "cars since 2016"] {
        let (understood, n) = run_names(q);
        assert!(understood.contains("Model year ≥ 2016"), "{q}: {understood}");
        assert_eq!(n, v(&["Car 1", "Car 2", "Car 3"]));
    }
    assert_eq!(run_names("cars before 2016").1, v(&["Car 0"]));
    // A learned unit ("hp") compares like any other.
    assert_eq!(run_names("cars with more than 200 hp").1, v(&["Car 3"]));
    // A unit no table knows, learned from the catalog ("87 points"), in a question.
    let (understood, n) = run_names("cars with 90 points or more");
    assert!(understood.contains("Rating ≥ 90 points"), "{understood}");
    assert_eq!(n, v(&["Car 2", "Car 3"]));
}

#[test]
fn a_whole_number_of_two_digits_is_stated_to_the_unit() {
    // A whole number of inches is the sizes that round to it: 17.3" is a "17 inch" laptop, 16.4"
    // and 15.6" are "16 inch" ones; a one-digit number stays within 0.5 % (6.1" is not "6 inch").
    let catalog = [("l1", 17.3), ("l2", 17.0), ("l3", 16.4), ("l4", 15.6), ("t1", 6.0), ("t2", 6.1)]
        .iter()
        .map(|(id, inches)| {
            format!(
                r#"{{"kind":"product","id":"{id}","name":"Model {id}","categories":["Laptops"],"specs":[{{"entry":"Screen Size","value":"{inches} inch"}}]}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("screens", &catalog);
    let ids = |q: &str| answer_ids(&store, &lex, q);
    assert_eq!(ids("17 inch laptops"), v(&["l1", "l2"]));
    assert_eq!(ids("laptops with a 16 inch screen"), v(&["l3", "l4"]));
    assert_eq!(ids("6 inch laptops"), v(&["t1"]));
    assert_eq!(ids("17.3 inch laptops"), v(&["l1"]));
}

#[test]
fn the_grades_of_good_said_of_a_rating_rank_by_it() {
    let catalog = [("w1", 88, 19), ("w2", 93, 25), ("w3", 91, 12)]
        .iter()
        .map(|(id, points, price)| {
            format!(
                r#"{{"kind":"product","id":"{id}","name":"Wine {id}","categories":["Riesling"],"price":{{"amount":{price},"currency":"USD"}},"specs":[{{"entry":"Rating","value":"{points} points"}}]}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("ratings", &catalog);
    for (q, want) in [
        ("Which is the best rated Riesling?", "w2"),
        ("top-rated Riesling under $20", "w3"),
        ("Which Riesling scored the highest?", "w2"),
        ("Which Riesling scored worst?", "w1"),
    ] {
        let c = compile(q, &lex);
        assert!(c.declined.is_none(), "{q}: {:?} ({})", c.declined, c.understood);
        assert!(c.understood.contains("by Rating"), "{q}: {}", c.understood);
        let ids: Vec<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
        assert_eq!(ids, vec![want.to_owned()], "{q}: {}", c.understood);
    }
}

#[test]
fn the_first_part_of_a_hyphenated_proper_name_names_it() {
    let catalog = [("m1", "Mercedes-Benz", "Electric"), ("m2", "Opel", "Electric/Gasoline"), ("m3", "Opel", "Diesel")]
        .iter()
        .map(|(id, make, fuel)| {
            format!(
                r#"{{"kind":"product","id":"{id}","name":"Car {id}","categories":["Cars"],"specs":[{{"entry":"Make","value":"{make}"}},{{"entry":"Fuel","value":"{fuel}"}}]}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("makes", &catalog);
    let ids = |q: &str| answer_ids(&store, &lex, q);
    // "Mercedes" names "Mercedes-Benz"; "electric" is not "Electric/Gasoline" (two values).
    assert_eq!(ids("Mercedes cars"), v(&["m1"]));
    assert_eq!(ids("electric cars"), v(&["m1"]));
}

#[test]
fn shoppers_wordings_of_amounts_lists_and_superlatives() {
    // (id, name, make, model, power, km, price)
    let cars = [
        ("c1", "Audi S4 2017", "Audi", "S4", "354 hp", "71.250 km", 39_000),
        ("c2", "Audi S5 2018", "Audi", "S5", "354 hp", "44.877 km", 45_000),
        ("c3", "Audi TTS 2018", "Audi", "TTS", "306 hp", "82.187 km", 35_000),
        ("c4", "Audi TT 2019", "Audi", "TT", "245 hp", "14.067 km", 33_000),
        ("c5", "Skoda Octavia RS", "Skoda", "Octavia", "245 hp", "30.000 km", 19_500),
        ("c6", "Skoda Octavia", "Skoda", "Octavia", "150 hp", "90.000 km", 9_900),
        ("c7", "BMW 316", "BMW", "316", "116 hp", "235.000 km", 6_800),
    ];
    let catalog = cars
        .iter()
        .map(|(id, name, make, model, power, km, price)| {
            format!(
                r#"{{"kind":"product","id":"{id}","name":"{name}","categories":["Cars"],"price":{{"amount":{price},"currency":"EUR"}},"specs":[{{"entry":"Make","value":"{make}"}},{{"entry":"Model","value":"{model}"}},{{"entry":"Power","value":"{power}"}},{{"entry":"Mileage","value":"{km}"}}]}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("shopper-cars", &catalog);
    let ids = |q: &str| answer_ids(&store, &lex, q);
    // Amounts in words and "grand"; "150+ PS" in lower case is at least 150 PS (≈ 148 hp).
    assert_eq!(ids("cars for under twenty thousand euros"), v(&["c5", "c6", "c7"]));
    assert_eq!(ids("octavia with 150+ ps for max 20 grand"), v(&["c5", "c6"]));
    assert_eq!(ids("cars under ten grand"), v(&["c6", "c7"]));
    // "the most PS", "the fewest km": the unit names the spec ranked.
    assert_eq!(ids("which octavia has the most PS"), v(&["c5"]));
    // "A, B or C": one list of models; "TTS" is not the plural of "TT".
    let c = compile("audi s4, s5 or tts: which one has the fewest km?", &lex);
    assert!(c.understood.contains("Audi TTS 2018") && !c.understood.contains("Audi TT 2019"), "{}", c.understood);
    assert_eq!(run(&store, &c).unwrap().winners, vec!["Audi S5 2018".to_owned()], "{}", c.understood);
    assert_eq!(ids("bmw, skoda or audi under 10000 euros"), v(&["c6", "c7"]));
    // "except A and B", "anything but A" exclude each.
    assert_eq!(ids("cars except audi and bmw"), v(&["c5", "c6"]));
    assert_eq!(ids("cars under 10000 euros, anything but BMW"), v(&["c6"]));
    // Conversational fillers are no constraint.
    assert_eq!(ids("how many skoda cars do you guys have"), v(&["c5", "c6"]));
}

#[test]
fn two_values_of_a_one_value_entry_ask_for_a_value_with_both() {
    let items = [
        ("b1", "SONGESAND", "Bed frame with storage", 570),
        ("b2", "MALM", "Bed frame", 450),
        ("b3", "TUFFING", "Bunk bed frame", 350),
        ("b4", "HEMNES", "Bed frame with storage", 990),
        ("b5", "KALLAX", "Shelving unit with storage", 300),
    ];
    let catalog = items
        .iter()
        .map(|(id, name, desc, price)| {
            format!(
                r#"{{"kind":"product","id":"{id}","name":"{name}","categories":["Beds"],"price":{{"amount":{price},"currency":"SAR"}},"specs":[{{"entry":"Description","value":"{desc}"}}]}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("shopper-beds", &catalog);
    let ids = |q: &str| answer_ids(&store, &lex, q);
    assert_eq!(ids("cheapest bed frame that has storage"), v(&["b1"]));
    assert_eq!(ids("bed frames under a thousand riyals with storage"), v(&["b1", "b4"]));
    // The category word read as the category is also the head of the values the word before
    // it begins: "bunk beds" are the "Bunk bed frame"s, not every bed.
    assert_eq!(ids("bunk beds under a thousand riyals"), v(&["b3"]));
}

/// (make, model, gearbox, offer type, price in EUR)
type Car = (&'static str, &'static str, &'static str, &'static str, i32);

#[test]
fn shopper_shorthand_reads_as_the_catalogs_words() {
    // (make, model, gearbox, offer, price): "auto" and "demo" shorten the only value words they
    // start ("Automatic" for many cars, "Automobiles" of one make for one); "pre-reg" shortens
    // "Pre-registered"; a bare bound beside a model or a gearbox is the price; "less money"
    // compares prices.
    let cars: [Car; 10] = [
        ("Skoda", "Fabia", "Manual", "Pre-registered", 14_000),
        ("Skoda", "Fabia", "Automatic", "Used", 9_000),
        ("Skoda", "Octavia", "Automatic", "Pre-registered", 24_000),
        ("Skoda", "Octavia", "Manual", "Demonstration", 19_000),
        ("Volkswagen", "Golf", "Automatic", "Used", 12_500),
        ("Volkswagen", "Golf", "Manual", "Used", 16_000),
        ("Volkswagen", "Golf", "Automatic", "Demonstration", 21_000),
        ("DS Automobiles", "DS 3", "Manual", "Used", 11_000),
        ("Cupra", "Leon", "Automatic", "Used", 44_780),
        ("Cupra", "Ateca", "Automatic", "Used", 40_499),
    ];
    let catalog = cars
        .iter()
        .enumerate()
        .map(|(i, (make, model, gearbox, offer, price))| {
            format!(
                r#"{{"kind":"product","id":"c{i}","name":"{make} {model} {i}","categories":["Cars"],"price":{{"amount":{price},"currency":"EUR"}},"specs":[{{"entry":"Make","value":"{make}"}},{{"entry":"Model","value":"{model}"}},{{"entry":"Gearbox","value":"{gearbox}"}},{{"entry":"Offer type","value":"{offer}"}},{{"entry":"Mileage","value":"{} km"}}]}}"#,
                1_000 + i * 9_000
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("shorthand", &catalog);
    let run_names = |q: &str| {
        let c = compile(q, &lex);
        assert!(c.declined.is_none(), "{q}: {:?} ({})", c.declined, c.understood);
        let mut n = run(&store, &c).unwrap().names;
        n.sort();
        n
    };
    let expected = |keep: &dyn Fn(&Car) -> bool| -> Vec<String> {
        let mut n: Vec<String> = cars
            .iter()
            .enumerate()
            .filter(|(_, c)| keep(c))
            .map(|(i, (make, model, ..))| format!("{make} {model} {i}"))
            .collect();
        n.sort();
        n
    };
    assert_eq!(
        run_names("pre-reg skodas under 20k"),
        expected(&|c| c.0 == "Skoda" && c.3 == "Pre-registered" && c.4 < 20_000)
    );
    assert_eq!(run_names("golf auto under 15000"), expected(&|c| c.1 == "Golf" && c.2 == "Automatic" && c.4 < 15_000));
    assert_eq!(run_names("demo cars"), expected(&|c| c.3 == "Demonstration"));
    assert_eq!(
        run_names("skoda with auto gearbox under 20k"),
        expected(&|c| c.0 == "Skoda" && c.2 == "Automatic" && c.4 < 20_000)
    );
    assert_eq!(run_names("cupra leon vs cupra ateca, which is less money?"), v(&["Cupra Ateca 9"]));
}

/// Names a question answers with, sorted; it must not be declined.
fn names_of(store: &Store, lex: &Lexicon, q: &str) -> Vec<String> {
    let c = compile(q, lex);
    assert!(c.declined.is_none(), "{q}: {:?} ({})", c.declined, c.understood);
    let mut n = run(store, &c).unwrap().names;
    n.sort();
    n
}

#[test]
fn release_dates_compare_as_years_and_the_shops_own_noun_is_no_value() {
    // A game shop: every product writes "game"; developers' names hold it ("Monster Games"),
    // one genre too ("Game Development"); dates are written "29 Sep, 2020".
    let games = [
        ("Castle Siege", "Strategy", "Monster Games", "3 Mar, 2023"),
        ("River Kings", "Strategy", "Blue Studio", "12 Jan, 2023"),
        ("Old Empires", "Strategy", "Red Games", "29 Sep, 2020"),
        ("Pixel Forge", "Game Development", "Monster Games", "1 May, 2023"),
        ("Night Drive", "Racing", "Blue Studio", "Nov 5, 2021"),
        ("Wo Long: Fallen Dynasty", "Action", "Team Ninja", "3 Mar, 2023"),
    ];
    let catalog = games
        .iter()
        .enumerate()
        .map(|(i, (name, genre, dev, date))| {
            format!(
                r#"{{"kind":"product","id":"g{i}","name":"{name}","categories":["{genre}"],"price":{{"amount":{},"currency":"INR"}},"specs":[{{"entry":"Release date","value":"{date}"}},{{"entry":"Developer","value":"{dev}"}}],"text":"About this game: a {genre} game for everyone."}}"#,
                100 + i * 50
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("dates", &catalog);
    assert_eq!(names_of(&store, &lex, "strategy games that came out in 2023"), v(&["Castle Siege", "River Kings"]));
    assert_eq!(names_of(&store, &lex, "games released before 2022"), v(&["Night Drive", "Old Empires"]));
    // Dates filter by their year; of two games of the same year, the later day is the most recent.
    assert_eq!(names_of(&store, &lex, "the most recent strategy game"), v(&["Castle Siege"]));
    assert_eq!(names_of(&store, &lex, "the oldest strategy game"), v(&["Old Empires"]));
    let c = compile("strategy games that came out in 2023", &lex);
    assert!(c.unexplained.is_empty(), "{:?}", c.unexplained);
    // A name written with its own punctuation is matched across it ("long" is no adjective there).
    assert_eq!(names_of(&store, &lex, "who developed Wo Long: Fallen Dynasty?"), v(&["Wo Long: Fallen Dynasty"]));
}

#[test]
fn factors_units_named_by_the_label_and_a_kilo() {
    // A camera shop: bare megapixels under a "Megapixels" label, zoom factors written "30x".
    let cams = [
        ("Zoomer 30", "20.1", "30x", "300 g", "3\\\""),
        ("Body Pro", "45.7", "1x", "1,250 g", "3.2\\\""),
        ("Pocket 5", "16", "5x", "180 g", "2.7\\\""),
    ];
    let catalog = cams
        .iter()
        .enumerate()
        .map(|(i, (name, mp, zoom, weight, screen))| {
            format!(
                r#"{{"kind":"product","id":"c{i}","name":"{name}","categories":["Cameras"],"specs":[{{"entry":"Megapixels","value":"{mp}"}},{{"entry":"Optical zoom","value":"{zoom}"}},{{"entry":"Weight","value":"{weight}"}},{{"entry":"Screen size","value":"{screen}"}}]}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("factors", &catalog);
    assert_eq!(names_of(&store, &lex, "cameras with 10x zoom or more"), v(&["Zoomer 30"]));
    assert_eq!(names_of(&store, &lex, "cameras with more than 18 megapixels"), v(&["Body Pro", "Zoomer 30"]));
    assert_eq!(names_of(&store, &lex, "cameras that weigh over a kilo"), v(&["Body Pro"]));
    assert_eq!(names_of(&store, &lex, "cameras under 0.5 kg"), v(&["Pocket 5", "Zoomer 30"]));
    // "or bigger" after the spec's noun; a category holding every product is the shop's noun
    // (no constraint, no doubt that declines "the longest zoom").
    assert_eq!(names_of(&store, &lex, "a camera with a 3 inch screen or bigger"), v(&["Body Pro", "Zoomer 30"]));
    assert_eq!(names_of(&store, &lex, "which camera has the longest zoom"), v(&["Zoomer 30"]));
}

#[test]
fn hyphened_words_prose_phrases_and_clipped_category_names() {
    // (name, genre, developer, price, text)
    let games = [
        ("Dungeon Pals", "Action", "Capcom Co., Ltd.", 200, "Fight monsters in online co-op with three friends."),
        ("Lone Blade", "Action", "Capcom Co., Ltd.", 250, "A solo sword fighting adventure."),
        ("Tiny Knights", "Action", "Blue Studio", 150, "A charming pixel art platformer with tight controls."),
        ("Ghost Hall", "Action", "Chilla's Art", 300, "A realistic horror walk through a haunted school."),
        ("Farm Days", "Simulation", "Green Games", 120, "Grow crops and raise animals on your farm."),
        ("Sky Pilot", "Simulation", "Blue Studio", 900, "Fly real aircraft over detailed cities."),
        ("Word Quest", "Puzzle", "Green Games", 80, "Find the hidden words in each pixel art puzzle."),
        ("Deep Maze", "Puzzle", "Red Studio", 90, "Escape twisting pixel art mazes before time runs out."),
        ("Road King", "Racing", "Red Studio", 400, "Race trucks across the desert."),
        ("Kart Party", "Racing", "Blue Studio", 350, "Split-screen kart racing for the family."),
    ];
    let catalog = games
        .iter()
        .enumerate()
        .map(|(i, (name, genre, dev, price, text))| {
            format!(
                r#"{{"kind":"product","id":"g{i}","name":"{name}","categories":["{genre}"],"price":{{"amount":{price},"currency":"INR"}},"specs":[{{"entry":"Developer","value":"{dev}"}}],"text":"About this game: {text}"}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("phrases", &catalog);
    // "co" of "co-op" is no "Capcom Co., Ltd."; "art" of "pixel art" is not "Chilla's Art".
    assert_eq!(names_of(&store, &lex, "co-op action games"), v(&["Dungeon Pals"]));
    assert_eq!(names_of(&store, &lex, "pixel art action games"), v(&["Tiny Knights"]));
    // "sims": the start of one category's name the catalog never writes as a word.
    assert_eq!(names_of(&store, &lex, "sims under ₹500"), v(&["Farm Days"]));
}

#[test]
fn a_drinks_strength_and_age_written_only_in_names() {
    // (name, category, rating, price): strength and age only in the names, "whisky" in most texts.
    let rows = [
        ("Talisker 10 year old, 45.8%", "Single Malt Scotch", 90, 60),
        ("Talisker 18 year old, 45.8%", "Single Malt Scotch", 93, 150),
        ("Lagavulin 16 year old, 43%", "Single Malt Scotch", 95, 90),
        ("Ardbeg Uigeadail, 54.2%", "Single Malt Scotch", 92, 80),
        ("Glenfarclas 18 year old, 43%", "Single Malt Scotch", 88, 110),
        ("Johnnie Walker Blue Label, 40%", "Blended Scotch Whisky", 97, 225),
        ("Monkey Shoulder, 43%", "Blended Malt Scotch Whisky", 86, 35),
        ("Cameronbridge 25 year old, 52%", "Grain Scotch Whisky", 89, 130),
    ];
    let catalog = rows
        .iter()
        .enumerate()
        .map(|(i, (name, cat, rating, price))| {
            format!(
                r#"{{"kind":"product","id":"w{i}","name":"{name}","categories":["{cat}"],"price":{{"amount":{price},"currency":"USD"}},"specs":[{{"entry":"Whisky type","value":"{cat}"}},{{"entry":"Rating","value":"{rating}"}}],"text":"A whisky of smoke and fruit."}}"#
            )
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (store, lex) = build("whisky", &catalog);
    assert_eq!(
        names_of(&store, &lex, "single malts over 45% abv"),
        v(&["Ardbeg Uigeadail, 54.2%", "Talisker 10 year old, 45.8%", "Talisker 18 year old, 45.8%"])
    );
    assert_eq!(
        names_of(&store, &lex, "the 18 year olds"),
        v(&["Glenfarclas 18 year old, 43%", "Talisker 18 year old, 45.8%"])
    );
    assert_eq!(names_of(&store, &lex, "the strongest single malt"), v(&["Ardbeg Uigeadail, 54.2%"]));
    // "whiskies" is the shop's noun, not the three categories whose names end in "Whisky".
    assert_eq!(
        names_of(&store, &lex, "whiskies rated 95 or above"),
        v(&["Johnnie Walker Blue Label, 40%", "Lagavulin 16 year old, 43%"])
    );
}

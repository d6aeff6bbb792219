//! Category names read by their head nouns, and two-word prose phrases, on a small phone-shop
//! catalog written for this test (categories in the shapes real shops use: "Cell Phone Cases &
//! Clips", "Unlocked Cell Phones", "Tables & desks"). Expected answers are computed from the rows.

#[path = "support/mod.rs"]
mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::*;
use dualgraph_core::skg::store::Store;
use std::collections::BTreeSet;

/// (id, name, category, price, prose)
type Row = (&'static str, &'static str, &'static str, f64, &'static str);

const ROWS: &[Row] = &[
    ("p1", "Moto G Plus", "Unlocked Cell Phones", 249.0, "A fingerprint sensor unlocks it in a blink."),
    ("p2", "Honor 8", "Unlocked Cell Phones", 399.0, "Fingerprint sensor on the back. Dual SIM."),
    ("p3", "Galaxy J3", "Prepaid Phones", 129.0, "No fingerprint sensor, but a bright screen."),
    (
        "p4",
        "Nokia 3310",
        "Refurbished Phones",
        59.0,
        "Fingerprint smudges wipe off; the sensor for light dims the screen.",
    ),
    ("p5", "iPhone 7", "iPhone", 649.0, "Touch ID."),
    ("c1", "Defender Case for Galaxy S7", "Cell Phone Cases & Clips", 49.0, "Built-in kickstand for videos."),
    ("c2", "Holster Case for Galaxy S6", "Cell Phone Cases & Clips", 29.0, "A belt clip that swivels."),
    ("c3", "Clear Case for iPhone 7", "iPhone 7 Cases", 19.0, "Slim and clear, with a kickstand."),
    ("c4", "Rugged Case for iPhone 7", "Cell Phone Cases & Clips", 35.0, "Drop tested."),
    ("p6", "Refurbished Moto X", "Unlocked Cell Phones", 199.0, "Renewed and tested."),
    ("g1", "Galaxy Tab A", "Samsung Galaxy", 229.0, "A tablet."),
    ("w1", "Wireless Charging Pad", "Wireless Chargers & Cases", 39.0, "Charges any Qi phone."),
    ("a1", "Car Mount", "Cell Phone Accessories", 25.0, "Holds any phone on the dashboard."),
    ("t1", "LINNMON Table", "Tables & desks", 99.0, "A simple table."),
    ("t2", "HEMNES Console table", "Sideboards, buffets & console tables", 199.0, "A slim table for the hall."),
    ("t3", "MICKE Desk", "Tables & desks", 149.0, "A desk with a drawer."),
];

fn catalog() -> String {
    ROWS.iter()
        .map(|(id, name, cat, price, text)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"}, "text": text,
                "specs": [{"section": "General", "entry": "Model", "value": name}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn setup() -> (Store, Lexicon) {
    let store = support::build_store(&catalog(), &support::options("category-heads"));
    let lex = Lexicon::from_store(&store).unwrap();
    (store, lex)
}

fn ids(store: &Store, lex: &Lexicon, question: &str) -> (Compiled, BTreeSet<String>) {
    let c = compile(question, lex);
    let a = run(store, &c).unwrap();
    (c, a.products.into_iter().map(|p| p.id).collect())
}

/// A product record in one category, priced in USD, with one spec row (section, entry, value).
fn record(
    id: &str,
    name: &str,
    category: &str,
    price: f64,
    (section, entry, value): (&str, &str, &str),
) -> serde_json::Value {
    serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [category],
        "price": {"amount": price, "currency": "USD"},
        "specs": [{"section": section, "entry": entry, "value": value}]})
}

fn rows(f: impl Fn(&Row) -> bool) -> BTreeSet<String> {
    ROWS.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

#[test]
fn a_plural_head_noun_names_every_category_it_heads() {
    let (store, lex) = setup();
    // "phones" heads "Unlocked Cell Phones", "Prepaid Phones", "Refurbished Phones", not
    // "Cell Phone Accessories" (phone is a modifier there) and not "iPhone" (no misspelling).
    let (c, got) = ids(&store, &lex, "phones under $300");
    assert!(!c.understood.contains("= iPhone"), "{}", c.understood);
    assert_eq!(got, rows(|r| r.2.ends_with("Phones") && r.3 < 300.0), "{}", c.understood);
    // "cases" heads a coordinated part ("Cell Phone Cases & Clips") as well as "iPhone 7 Cases".
    let (c, got) = ids(&store, &lex, "cases under $40");
    assert_eq!(got, rows(|r| r.2.contains("Cases") && r.3 < 40.0), "{}", c.understood);
}

#[test]
fn a_whole_part_beats_a_modified_head_and_a_singular_noun_modifies() {
    let (store, lex) = setup();
    // "tables" is a whole part of "Tables & desks"; "console tables" is another kind.
    let (c, got) = ids(&store, &lex, "tables");
    assert_eq!(got, rows(|r| r.2 == "Tables & desks"), "{}", c.understood);
    // "phone cases": "phone" says what the cases are for, not a second category.
    let (c, got) = ids(&store, &lex, "phone cases under $30");
    assert!(c.unexplained.is_empty(), "{:?}", c.unexplained);
    assert_eq!(got, rows(|r| r.2.contains("Cases") && r.3 < 30.0), "{}", c.understood);
}

#[test]
fn a_two_word_phrase_of_the_prose_is_one_constraint() {
    let (store, lex) = setup();
    // p4 writes "fingerprint" and "sensor" in separate clauses, p3 negates the phrase: neither
    // has a fingerprint sensor.
    let (c, got) = ids(&store, &lex, "phones with a fingerprint sensor");
    assert!(c.understood.contains("text says \"fingerprint sensor\""), "{}", c.understood);
    assert_eq!(got, rows(|r| ["p1", "p2"].contains(&r.0)), "{}", c.understood);
    // A word the prose writes in two products is a constraint with the category.
    let (c, got) = ids(&store, &lex, "phone cases with a kickstand");
    assert_eq!(got, rows(|r| r.4.contains("kickstand")), "{}", c.understood);
}

#[test]
fn a_name_the_catalog_never_writes_before_a_category_matches_nothing() {
    let (store, lex) = setup();
    let (c, got) = ids(&store, &lex, "Do you have any Huawei phones?");
    assert!(c.understood.contains("name = Huawei (none in the catalog)"), "{}", c.understood);
    assert!(got.is_empty(), "{got:?}");
    // A name some product has is no absence.
    let (c, got) = ids(&store, &lex, "Do you have any Nokia phones?");
    assert!(!c.understood.contains("none in the catalog"), "{}", c.understood);
    assert_eq!(got, rows(|r| r.1.contains("Nokia")), "{}", c.understood);
}

#[test]
fn a_head_for_the_rest_of_a_category_name_names_that_category() {
    let (store, lex) = setup();
    // "cases for the iPhone 7" is "iPhone 7 Cases", not the category "iPhone" and a price ≥ 7.
    let (c, got) = ids(&store, &lex, "cases for the iPhone 7");
    assert!(c.understood.contains("category = iPhone 7 Cases"), "{}", c.understood);
    assert!(!c.understood.contains("price"), "{}", c.understood);
    // Filed under "iPhone 7 Cases", or a case named for the iPhone 7 filed under "Cell Phone
    // Cases & Clips" (c4).
    assert_eq!(got, rows(|r| r.2 == "iPhone 7 Cases" || r.0 == "c4"), "{}", c.understood);
}

#[test]
fn a_negated_one_word_category_also_excludes_products_named_so() {
    // (id, name, category): a shop files refurbished iPhones under "Refurbished Phones" only.
    let rows = [
        ("r1", "Apple - Refurbished iPhone 6s 64GB", "Refurbished Phones"),
        ("r2", "Samsung - Refurbished Galaxy S7 32GB", "Refurbished Phones"),
        ("r3", "Motorola - Refurbished Moto G", "Refurbished Phones"),
        ("i1", "Apple - iPhone 7 128GB", "iPhone"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cat)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": 199.0, "currency": "USD"},
                "specs": [{"section": "General", "entry": "Model", "value": name}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("negated-named"));
    let lex = Lexicon::from_store(&store).unwrap();
    let (c, got) = ids(&store, &lex, "Which refurbished phones are not iPhones?");
    assert!(c.understood.contains("not category iPhone"), "{}", c.understood);
    let want: BTreeSet<String> = rows
        .iter()
        .filter(|r| r.2 == "Refurbished Phones" && !r.1.to_lowercase().contains("iphone"))
        .map(|r| r.0.to_owned())
        .collect();
    assert_eq!(got, want, "{}", c.understood);
}

#[test]
fn two_words_one_text_value_holds_are_that_value() {
    // (id, name, category, description): "cots with drawers" is the description that says
    // both, not the value "Cot" and the category "Chests of drawers".
    let rows = [
        ("c1", "STUVA Cot with drawers, white", "Beds", "Cot with drawers, 60x120 cm"),
        ("c2", "SUNDVIK Cot", "Beds", "Cot"),
        ("c3", "GONATT Cot", "Beds", "Cot"),
        ("d1", "MALM Chest of 3 drawers", "Chests of drawers & drawer units", "Chest of 3 drawers"),
        ("d2", "HEMNES Chest of 8 drawers", "Chests of drawers & drawer units", "Chest of 8 drawers"),
        ("t1", "ÄPPLARÖ Table, outdoor", "Tables & desks", "Table, outdoor, 140x140 cm"),
        ("t2", "LISABO Table", "Tables & desks", "Table, 140x78 cm"),
        ("o1", "SKARPÖ Armchair, outdoor", "Outdoor furniture", "Armchair, outdoor"),
        ("k1", "MICKE Desk", "Tables & desks", "Desk, white"),
    ];
    let text = rows
        .iter()
        .map(|(id, name, cat, desc)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": 99.0, "currency": "SAR"},
                "specs": [{"section": "General", "entry": "Description", "value": desc}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("value-phrases"));
    let lex = Lexicon::from_store(&store).unwrap();
    let (c, got) = ids(&store, &lex, "Which cots have drawers?");
    let want: BTreeSet<String> =
        rows.iter().filter(|r| r.3.contains("Cot") && r.3.contains("drawers")).map(|r| r.0.to_owned()).collect();
    assert_eq!(got, want, "{}", c.understood);
    // A word alone still reads as the value it names.
    let (c, got) = ids(&store, &lex, "cots");
    let want: BTreeSet<String> = rows.iter().filter(|r| r.3 == "Cot").map(|r| r.0.to_owned()).collect();
    assert_eq!(got, want, "{}", c.understood);
    // A cell split at its commas: "Table" and "outdoor" are two values of the one entry.
    let (c, got) = ids(&store, &lex, "outdoor tables");
    assert_eq!(got, BTreeSet::from(["t1".to_owned()]), "{}", c.understood);
    // A category's own name stays that category ("Table" and "Desk" are values too).
    let (c, got) = ids(&store, &lex, "Tables & desks");
    let want: BTreeSet<String> = rows.iter().filter(|r| r.2 == "Tables & desks").map(|r| r.0.to_owned()).collect();
    assert_eq!(got, want, "{}", c.understood);
}

#[test]
fn a_category_for_a_named_model_also_holds_its_head_products_named_so() {
    let (store, lex) = setup();
    // "iPhone 7 Cases" (a model) also holds c4: a_head_for_the_rest_of_a_category_name_… above.
    let (c, got) = ids(&store, &lex, "iPhone 7 cases under $40");
    assert_eq!(got, rows(|r| ["c3", "c4"].contains(&r.0)), "{}", c.understood);
    // "Refurbished" says a kind, not a product: only what is filed as refurbished.
    let (c, got) = ids(&store, &lex, "refurbished phones");
    assert_eq!(got, rows(|r| r.2 == "Refurbished Phones"), "{}", c.understood);
}

#[test]
fn a_category_word_before_a_model_name_is_part_of_the_name() {
    let (store, lex) = setup();
    // "Galaxy" names the category "Samsung Galaxy" too; before "S7" it is the model's name.
    let (c, got) = ids(&store, &lex, "How many Galaxy S7 cases are there?");
    assert!(c.understood.contains("name contains \"galaxy s7\""), "{}", c.understood);
    assert!(c.declined.is_none(), "{:?}", c.declined);
    assert_eq!(got, rows(|r| r.1.contains("Galaxy S7") && r.2.contains("Cases")), "{}", c.understood);
}

#[test]
fn a_thesaurus_word_names_another_word_of_a_category_and_a_denied_word_is_not_named() {
    // (id, name, category): "contract" phones are the ones sold with a plan, not the
    // "No-Contract Hotspots".
    let rows = [
        ("p1", "LG - G6 with Verizon plan", "All Cell Phones with Plans", 499.0),
        ("p2", "Apple - iPhone 7 with AT&T plan", "All Cell Phones with Plans", 649.0),
        ("u1", "LG - G5 Unlocked", "Unlocked Cell Phones", 399.0),
        ("h1", "Netgear - Mobile Hotspot", "No-Contract Hotspots", 99.0),
    ];
    let (store, lex) = support::store_and_lexicon(
        rows.iter().map(|&(id, name, cat, price)| record(id, name, cat, price, ("General", "Model", name))),
        "contract",
    );
    let (c, got) = ids(&store, &lex, "contract phones under $600");
    assert!(!c.understood.contains("Hotspots"), "{}", c.understood);
    let want: BTreeSet<String> =
        rows.iter().filter(|r| r.2.contains("Plans") && r.3 < 600.0).map(|r| r.0.to_owned()).collect();
    assert_eq!(got, want, "{}", c.understood);
    let (c, got) = ids(&store, &lex, "no-contract hotspots");
    assert_eq!(got, BTreeSet::from(["h1".to_owned()]), "{}", c.understood);
}

#[test]
fn a_whole_value_beats_one_part_of_a_coordinated_category() {
    // (id, name, categories, type, price): the shop files two armchairs under "Chairs" only, and
    // sofa covers and footstools under "Sofas & armchairs"; each product's *Type* says what it is.
    let rows = [
        ("a1", "POANG Armchair", "Sofas & armchairs", "Armchair", 399.0),
        ("a2", "PELLO Armchair", "Chairs", "Armchair", 195.0),
        ("a3", "BINGSTA Armchair", "Chairs", "Armchair", 595.0),
        ("s1", "KLIPPAN 2-seat sofa", "Sofas & armchairs", "2-seat sofa", 549.0),
        ("s2", "EKTORP Cover for armchair", "Sofas & armchairs", "Cover", 150.0),
        ("s3", "BOSNAS Footstool", "Sofas & armchairs", "Footstool", 95.0),
        ("c1", "ADDE Chair", "Chairs", "Chair", 35.0),
        ("c2", "TEODORES Chair", "Chairs", "Chair", 45.0),
    ];
    let (store, lex) = support::store_and_lexicon(
        rows.iter().map(|&(id, name, cat, kind, price)| record(id, name, cat, price, ("Product", "Type", kind))),
        "whole-value",
    );
    let (c, got) = ids(&store, &lex, "armchairs under $500");
    assert!(!c.understood.contains("Sofas & armchairs"), "{}", c.understood);
    let expected: BTreeSet<String> =
        rows.iter().filter(|r| r.3 == "Armchair" && r.4 < 500.0).map(|r| r.0.to_owned()).collect();
    assert_eq!(got, expected, "{}", c.understood);
    // "sofas" is no whole value ("2-seat sofa"): the category it heads.
    let (c, got) = ids(&store, &lex, "sofas");
    assert!(c.understood.contains("category = Sofas & armchairs"), "{}", c.understood);
    assert_eq!(got.len(), 4, "{}", c.understood);
}

/// A brand shop: each product's range is its brand, categories with coordinated parts.
fn brand_shop() -> (Store, Lexicon, Vec<(&'static str, &'static str, &'static str)>) {
    // (id, range, category)
    let rows = vec![
        ("e1", "Origins", "Eye creams & treatments"),
        ("e2", "Kiehl's", "Eye creams & treatments"),
        ("e3", "Clinique", "Eye creams & treatments"),
        ("e4", "Origins", "Face creams"),
        ("l1", "Origins", "Lip balms & treatments"),
        ("l2", "Clinique", "Lip balms & treatments"),
        ("m1", "Clinique", "Moisturizers"),
    ];
    let text = rows
        .iter()
        .map(|(id, range, category)| {
            let mut r = record(id, &format!("{range} product {id}"), category, 20.0, ("Product", "Size", "50 mL"));
            r["range"] = serde_json::json!(range);
            r.to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("brand-shop"));
    let lex = Lexicon::from_store(&store).unwrap();
    (store, lex, rows)
}

#[test]
fn a_two_word_part_of_a_category_names_it_and_a_range_with_a_category_is_a_list() {
    let (store, lex, rows) = brand_shop();
    let want = |f: &dyn Fn(&(&str, &str, &str)) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
    };
    // "eye creams" is the first part of "Eye creams & treatments", not the head of "Face creams".
    let (c, got) = ids(&store, &lex, "which eye creams do you carry?");
    assert_eq!(got, want(&|r| r.2 == "Eye creams & treatments"), "{}", c.understood);
    // A range with a category lists the range's products there, however it is said.
    for q in ["Origins eye creams", "eye creams from Origins", "which eye creams are Origins"] {
        let (c, got) = ids(&store, &lex, q);
        assert!(c.understood.starts_with("list"), "{q}: {}", c.understood);
        assert_eq!(got, want(&|r| r.1 == "Origins" && r.2 == "Eye creams & treatments"), "{q}: {}", c.understood);
    }
    // After a negation, a range is excluded.
    for q in ["eye creams not from Origins", "eye creams except Origins", "eye creams other than Origins"] {
        let (c, got) = ids(&store, &lex, q);
        assert_eq!(got, want(&|r| r.1 != "Origins" && r.2 == "Eye creams & treatments"), "{q}: {}", c.understood);
    }
    let c = compile("how many lip balms do you have?", &lex);
    assert!(c.unexplained.is_empty(), "{c:?}");
    assert_eq!(run(&store, &c).unwrap().count, want(&|r| r.2 == "Lip balms & treatments").len(), "{}", c.understood);
}

//! Comparisons of products named by part of their names ("the Jabra Eclipse or the Plantronics
//! Voyager Legend SE", "SKARPÖ or HUSARÖ outdoor armchair"), on a small catalog written for this
//! test; the winner is computed from the rows, and the answer's products are the winner's.

#[path = "support/mod.rs"]
mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::*;
use dualgraph_core::skg::store::Store;

/// (id, name, category, price, rating in points)
type Row = (&'static str, &'static str, &'static str, f64, u32);

const ROWS: &[Row] = &[
    ("h1", "Jabra - Eclipse Bluetooth Headset - Black", "Headsets", 129.99, 88),
    ("h2", "Plantronics - Voyager Legend SE Bluetooth Headset - Black", "Headsets", 99.99, 91),
    ("h3", "Plantronics - Voyager Edge Bluetooth Headset - Black", "Headsets", 79.99, 85),
    ("c1", "Tzumi - PocketJuice Endurance 12000 mAh Portable Charger - Black", "Chargers", 39.99, 80),
    ("c2", "mophie - Powerstation Plus 12,000 mAh Portable Charger - Space gray", "Chargers", 99.99, 90),
    ("a1", "SKARPÖ Armchair, outdoor, white", "Outdoor furniture", 179.0, 84),
    ("a2", "SKARPÖ Table, outdoor, white", "Outdoor furniture", 299.0, 83),
    ("a3", "HUSARÖ Armchair, outdoor, dark grey", "Outdoor furniture", 495.0, 86),
    ("p1", "Motorola - Moto G Plus 16GB (Unlocked) - Black", "Phones", 229.0, 87),
    ("p2", "Samsung - Galaxy S7 32GB - Black Onyx", "Phones", 669.0, 92),
    ("k1", "OtterBox - Defender Case for Samsung Galaxy S7 - Black", "Cases", 49.0, 89),
    ("k2", "Speck - Case for Moto G Plus - Clear", "Cases", 19.0, 80),
];

fn catalog() -> String {
    ROWS.iter()
        .map(|(id, name, cat, price, rating)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "General", "entry": "Rating", "value": format!("{rating} points")}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn setup() -> (Store, Lexicon) {
    let store = support::build_store(&catalog(), &support::options("comparisons"));
    let lex = Lexicon::from_store(&store).unwrap();
    (store, lex)
}

fn name(id: &str) -> String {
    ROWS.iter().find(|r| r.0 == id).unwrap().1.to_owned()
}

/// The winner among `ids` by `key` (lowest when `lowest`), from the rows.
fn winner(ids: &[&str], key: impl Fn(&Row) -> f64, lowest: bool) -> String {
    let rows: Vec<&Row> = ids.iter().map(|id| ROWS.iter().find(|r| r.0 == *id).unwrap()).collect();
    let best = rows
        .iter()
        .copied()
        .min_by(|a, b| {
            let (x, y) = (key(a), key(b));
            if lowest {
                x.total_cmp(&y)
            } else {
                y.total_cmp(&x)
            }
        })
        .unwrap();
    best.1.to_owned()
}

fn compare(store: &Store, lex: &Lexicon, question: &str) -> (Compiled, Answer) {
    let c = compile(question, lex);
    assert!(c.answers(), "{question}: declined: {:?} ({})", c.declined, c.understood);
    let a = run(store, &c).unwrap();
    assert_eq!(a.kind, AnswerKind::Comparison, "{question}: {}", c.understood);
    (c, a)
}

#[test]
fn sides_named_by_part_of_their_names_are_compared_by_price() {
    let (store, lex) = setup();
    let (c, a) = compare(&store, &lex, "Which is cheaper, the Jabra Eclipse or the Plantronics Voyager Legend SE?");
    assert_eq!(a.winners, vec![winner(&["h1", "h2"], |r| r.3, true)], "{}", c.understood);
    // Both sides are shown, the Voyager Edge (not named) is not.
    let table = a.table.unwrap();
    assert_eq!(table.columns, vec![name("h1"), name("h2")]);
    // "costs more" asks for the higher price; "12,000" and "12000" are the same name word.
    let (c, a) = compare(
        &store,
        &lex,
        "Tzumi PocketJuice Endurance 12000 vs mophie Powerstation Plus 12,000: which one costs more?",
    );
    assert_eq!(a.winners, vec![winner(&["c1", "c2"], |r| r.3, false)], "{}", c.understood);
}

#[test]
fn a_one_word_side_shares_the_other_sides_head() {
    let (store, lex) = setup();
    // "SKARPÖ" alone names an armchair and a table; "outdoor armchair" says which.
    let (c, a) = compare(&store, &lex, "SKARPÖ or HUSARÖ outdoor armchair: which costs less?");
    assert_eq!(a.winners, vec![winner(&["a1", "a3"], |r| r.3, true)], "{}", c.understood);
    assert!(a.products.iter().all(|p| p.id != "a2"), "the SKARPÖ table is not compared: {:?}", a.products);
}

#[test]
fn the_verb_before_a_comparative_names_the_spec() {
    let (store, lex) = setup();
    let (c, a) = compare(&store, &lex, "Which scored higher, the Jabra Eclipse or the Voyager Legend SE?");
    assert!(c.understood.contains("Rating"), "{}", c.understood);
    assert_eq!(a.winners, vec![winner(&["h1", "h2"], |r| f64::from(r.4), false)], "{}", c.understood);
}

#[test]
fn a_side_no_product_name_has_is_not_a_comparison() {
    let (_, lex) = setup();
    let c = compile("Which is cheaper, the Sony Xperia or the Jabra Eclipse?", &lex);
    assert!(!c.understood.starts_with("compare"), "{}", c.understood);
}

#[test]
fn the_answer_of_a_comparison_with_a_direction_is_its_winner() {
    let dir = tempfile::tempdir().unwrap();
    let jsonl = dir.path().join("catalog.jsonl");
    std::fs::write(&jsonl, catalog()).unwrap();
    let bundle = dir.path().join("c.dgb");
    support::cli_ok(&support::run_cli(&["build", jsonl.to_str().unwrap(), "-o", bundle.to_str().unwrap()]));
    let out = support::cli_ok(&support::run_cli(&[
        "ask",
        bundle.to_str().unwrap(),
        "Which is cheaper, the Jabra Eclipse or the Plantronics Voyager Legend SE?",
        "--json",
    ]));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let products: Vec<&str> =
        json["products"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(products, vec![winner(&["h1", "h2"], |r| r.3, true)]);
    // The side-by-side table still has both.
    let table = &json["compilerAnswer"]["table"]["columns"];
    assert_eq!(table.as_array().unwrap().len(), 2, "{table}");
}

#[test]
fn which_of_one_named_range_has_a_value_is_a_list() {
    // (id, model, fuel): "Which smart forTwo are electric?" lists the range's electric ones;
    // "Is the …" stays a lookup of every one's fuel.
    let cars = [("s1", "Diesel"), ("s2", "Electric"), ("s3", "Gasoline"), ("s4", "Electric")];
    let text = cars
        .iter()
        .enumerate()
        .map(|(k, (id, fuel))| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("smart forTwo {}", 2015 + k),
                "range": "smart forTwo", "categories": ["Cars"], "price": {"amount": 9000 + 1000 * k, "currency": "EUR"},
                "specs": [{"section": "General", "entry": "Fuel", "value": fuel}]})
            .to_string()
        })
        .chain(std::iter::once(
            serde_json::json!({"kind": "product", "id": "f1", "name": "Fiat 500e", "categories": ["Cars"],
                "price": {"amount": 15000, "currency": "EUR"},
                "specs": [{"section": "General", "entry": "Fuel", "value": "Electric"}]})
            .to_string(),
        ))
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("range-listing"));
    let lex = Lexicon::from_store(&store).unwrap();
    let c = compile("Which smart forTwo are electric?", &lex);
    let mut got: Vec<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    got.sort();
    let want: Vec<String> = cars.iter().filter(|c| c.1 == "Electric").map(|c| c.0.to_owned()).collect();
    assert_eq!(got, want, "{}", c.understood);
    let c = compile("Is the smart forTwo electric?", &lex);
    assert!(c.understood.starts_with("look up"), "{}", c.understood);
}

#[test]
fn a_than_b_and_compare_a_and_b_name_two_sides() {
    let (store, lex) = setup();
    let (c, a) = compare(&store, &lex, "Is the Jabra Eclipse cheaper than the Plantronics Voyager Legend SE?");
    assert_eq!(a.winners, vec![winner(&["h1", "h2"], |r| r.3, true)], "{}", c.understood);
    let (c, a) = compare(&store, &lex, "Is the Jabra Eclipse more expensive than the Plantronics Voyager Legend SE?");
    assert_eq!(a.winners, vec![winner(&["h1", "h2"], |r| r.3, false)], "{}", c.understood);
    let (c, a) = compare(&store, &lex, "Compare the Jabra Eclipse and the Plantronics Voyager Legend SE");
    assert!(a.winners.is_empty(), "{}", c.understood);
    assert_eq!(a.table.unwrap().columns, vec![name("h1"), name("h2")]);
    // Than a number is still a bound.
    let c = compile("headsets cheaper than $100", &lex);
    assert!(c.understood.starts_with("list") && c.understood.contains("price < 100"), "{}", c.understood);
}

#[test]
fn a_side_is_the_product_named_so_not_an_accessory_for_it() {
    let (store, lex) = setup();
    // "Galaxy S7" is the phone, not the "Case for Samsung Galaxy S7"; both sides are phones.
    let (c, a) = compare(&store, &lex, "Is the Moto G Plus cheaper than the Galaxy S7?");
    assert_eq!(a.winners, vec![winner(&["p1", "p2"], |r| r.3, true)], "{}", c.understood);
    assert!(c.understood.contains("products named") || c.understood.contains("product = "), "{}", c.understood);
    assert!(!a.products.iter().any(|p| p.id.starts_with('k')), "{:?}", a.products);
    // "more expensive than" and "the price difference between A and B" compare two sides too.
    let (c, a) = compare(&store, &lex, "Is the Galaxy S7 more expensive than the Moto G Plus?");
    assert_eq!(a.winners, vec![winner(&["p1", "p2"], |r| r.3, false)], "{}", c.understood);
    let (c, _) = compare(&store, &lex, "What's the price difference between the Galaxy S7 and the Moto G Plus?");
    assert!(c.unexplained.is_empty(), "{:?} ({})", c.unexplained, c.understood);
}

/// (id, name, category, price, popularity score: higher sells more)
const TRACKERS: &[(&str, &str, &str, f64, u32)] = &[
    ("t1", "Tile - Tile Mate Item Tracker", "Trackers", 25.0, 120),
    ("t2", "Tile - Tile Mate Item Tracker (4-Pack)", "Trackers", 70.0, 300),
    ("t3", "TrackR - bravo Item Tracker - Silver", "Trackers", 30.0, 80),
    ("t4", "TrackR - bravo Item Trackers (2-Pack) - Brushed Aluminum", "Trackers", 50.0, 90),
    ("v1", "Zeiss - VR One Plus Virtual Reality Headset", "Headsets", 99.0, 40),
    ("v2", "Samsung - Gear VR for Select Samsung Cell Phones - Blue Black", "Headsets", 99.99, 200),
    ("p1", "Samsung - Galaxy S7 32GB - Black", "Phones", 669.0, 500),
    ("p2", "Samsung - Galaxy S7 32GB - Gold", "Phones", 599.0, 450),
    ("p3", "Samsung - Galaxy J3 16GB - White", "Phones", 179.0, 900),
    ("p4", "Motorola - Moto G 16GB - Black", "Phones", 649.0, 1000),
];

fn trackers() -> (Store, Lexicon) {
    let jsonl = TRACKERS
        .iter()
        .map(|(id, name, cat, price, pop)| {
            let brand = name.split(" - ").next().unwrap();
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "Product", "entry": "Brand", "value": brand},
                          {"section": "Product", "entry": "Popularity", "value": pop.to_string()}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&jsonl, &support::options("trackers"));
    let lex = Lexicon::from_store(&store).unwrap();
    (store, lex)
}

/// Ids of the products that answer a comparison: the winners' products that reach the winning value.
fn winning_ids(a: &Answer) -> Vec<String> {
    a.products
        .iter()
        .filter(|p| p.item.as_ref().is_some_and(|i| a.winners.contains(i)) && a.winning_products.contains(&p.iri))
        .map(|p| p.id.clone())
        .collect()
}

fn most_popular(f: impl Fn(&(&str, &str, &str, f64, u32)) -> bool) -> String {
    TRACKERS.iter().filter(|r| f(r)).max_by_key(|r| r.4).unwrap().0.to_owned()
}

#[test]
fn popular_selling_and_buying_name_a_popularity_score() {
    let (store, lex) = trackers();
    // A side is the product its words name plainly: the Tile Mate, not its 4-pack.
    let (c, a) = compare(&store, &lex, "Which is more popular: the Tile Mate or the TrackR bravo?");
    assert!(c.understood.contains("Popularity"), "{}", c.understood);
    assert_eq!(winning_ids(&a), vec![most_popular(|r| ["t1", "t3"].contains(&r.0))], "{}", c.understood);
    // "people buy more"; "One" inside a name is not "which one".
    let (c, a) = compare(&store, &lex, "gear vr or the zeiss vr one plus, which one do people buy more?");
    assert!(c.unexplained.is_empty(), "{:?} ({})", c.unexplained, c.understood);
    assert_eq!(winning_ids(&a), vec![most_popular(|r| r.2 == "Headsets")], "{}", c.understood);
    // Superlatives; the brand after "popular" is read as the brand, not against the match.
    for (q, brand) in [("best selling samsung phone", Some("Samsung")), ("most popular phone", None)] {
        let c = compile(q, &lex);
        assert!(c.answers(), "{q}: {:?} ({})", c.declined, c.understood);
        let ids: Vec<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
        let want = most_popular(|r| r.2 == "Phones" && brand.is_none_or(|b| r.1.starts_with(b)));
        assert_eq!(ids, vec![want], "{q}: {}", c.understood);
    }
}

#[test]
fn a_side_of_several_products_is_answered_by_its_best_one() {
    let (store, lex) = trackers();
    // Both Galaxy S7 colours are named as plainly; the cheaper one answers for them.
    let (c, a) = compare(&store, &lex, "Which is cheaper, the Galaxy S7 or the Moto G?");
    let cheapest = TRACKERS.iter().filter(|r| ["p1", "p2", "p4"].contains(&r.0)).min_by(|a, b| a.3.total_cmp(&b.3));
    assert_eq!(winning_ids(&a), vec![cheapest.unwrap().0.to_owned()], "{}", c.understood);
    assert!(a.table.is_some_and(|t| t.columns.len() == 2), "both sides stay in the table");
}

/// (id, name, category, price, vintage)
const WINES: &[(&str, &str, &str, f64, u32)] = &[
    ("w1", "Torres 2003 Reserva Real Red (Penedès)", "Red Blend", 120.0, 2003),
    ("w2", "Torres 2010 Celeste Crianza (Ribera del Duero)", "Tempranillo", 25.0, 2010),
    ("w3", "Antinori 2008 Guado al Tasso (Bolgheri)", "Red Blend", 90.0, 2008),
    ("w4", "Antinori 2015 Tignanello (Toscana)", "Red Blend", 110.0, 2015),
    ("w5", "Kynsi 1999 Paragon Pinot Noir (Edna Valley)", "Pinot Noir", 25.0, 1999),
    ("w6", "Calera 2014 Ryan Pinot Noir (Mt. Harlan)", "Pinot Noir", 45.0, 2014),
];

#[test]
fn old_young_and_new_grade_a_year_entry() {
    // "older vintage", "the oldest", "newest", "younger" compare the Vintage; "new" alone grades
    // nothing (it names a condition in other catalogs). Prices differ: w5 25, w6 45.
    let (store, lex) = support::store_and_lexicon(
        WINES.iter().map(|(id, name, cat, price, year)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": [cat],
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "Wine", "entry": "Vintage", "value": year.to_string()}]})
        }),
        "vintages",
    );
    let year = |id: &str| WINES.iter().find(|w| w.0 == id).unwrap().4;
    let (c, a) = compare(&store, &lex, "which is the older vintage, the torres reserva real or the guado al tasso?");
    assert!(c.understood.contains("Vintage"), "{}", c.understood);
    let oldest = if year("w1") < year("w3") { "w1" } else { "w3" };
    assert_eq!(winning_ids(&a), vec![oldest.to_owned()], "{}", c.understood);
    // A two-digit year stands for the one names write in full.
    let (c, a) = compare(&store, &lex, "kynsi 99 or calera 14, which is cheaper?");
    assert_eq!(winning_ids(&a), vec!["w5".to_owned()], "{}", c.understood);
    for (q, pick) in [
        ("the oldest pinot noir", WINES.iter().filter(|w| w.2 == "Pinot Noir").min_by_key(|w| w.4)),
        ("newest red blend", WINES.iter().filter(|w| w.2 == "Red Blend").max_by_key(|w| w.4)),
    ] {
        let c = compile(q, &lex);
        assert!(c.answers(), "{q}: {:?} ({})", c.declined, c.understood);
        let ids: Vec<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
        assert_eq!(ids, vec![pick.unwrap().0.to_owned()], "{q}: {}", c.understood);
    }
}

#[test]
fn a_model_number_names_the_longer_ones_it_begins() {
    // "zenbook ux390" is the "Zenbook UX390UA"; "swift 7" is the Swift 7 (not Windows 7).
    let rows = [
        ("l1", "Acer Swift 7", 1.12, "Windows 10"),
        ("l2", "Asus Zenbook UX390UA", 0.91, "Windows 10"),
        ("l3", "Asus Zenbook UX430UN", 1.25, "Windows 10"),
        ("l4", "Dell Latitude 3350", 1.70, "Windows 7"),
        ("l5", "HP 250 G6", 1.86, "Windows 7"),
    ];
    let (store, lex) = support::store_and_lexicon(
        rows.iter().map(|(id, name, kg, os)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Laptops"],
                "price": {"amount": 999.0, "currency": "EUR"},
                "specs": [{"section": "General", "entry": "Weight", "value": format!("{kg}kg")},
                          {"section": "General", "entry": "Operating System", "value": os}]})
        }),
        "models",
    );
    let (c, a) = compare(&store, &lex, "which one's lighter to carry, the swift 7 or the zenbook ux390?");
    assert!(c.understood.contains("Weight") && !c.understood.contains("Windows"), "{}", c.understood);
    assert_eq!(winning_ids(&a), vec!["l2".to_owned()], "{}", c.understood);
}

#[test]
fn two_named_ranges_are_narrowed_by_the_name_words_beside_them() {
    // (id, range, name, price): each range sells bookcases and cheaper parts.
    let rows = [
        ("b1", "BILLY", "BILLY Bookcase, 80x28x202 cm, white", 199.0_f64),
        ("b2", "BILLY", "BILLY Bookcase, 40x28x106 cm, white", 89.0),
        ("b3", "BILLY", "BILLY Corner fittings, galvanised", 10.0),
        ("h1", "HEMNES", "HEMNES Bookcase, 90x197 cm, white stain", 549.0),
        ("h2", "HEMNES", "HEMNES Glass top, 54x38 cm, transparent", 25.0),
        ("h3", "HEMNES", "HEMNES Bookcase, 49x197 cm, black brown", 399.0),
    ];
    let text = rows
        .iter()
        .map(|(id, range, name, price)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "range": range, "categories": ["Storage"],
                "price": {"amount": price, "currency": "SAR"},
                "specs": [{"section": "Product", "entry": "Series", "value": range}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("ranges-narrowed"));
    let lex = Lexicon::from_store(&store).unwrap();
    let (c, a) = compare(&store, &lex, "which is cheaper, the billy bookcase or the hemnes bookcase?");
    // The side of the cheapest bookcase wins (a side is labelled by its words).
    let cheapest_bookcase =
        rows.iter().filter(|r| r.2.contains("Bookcase")).min_by(|x, y| x.3.total_cmp(&y.3)).unwrap();
    assert_eq!(a.winners, vec![format!("{} bookcase", cheapest_bookcase.1.to_lowercase())], "{}", c.understood);
    assert!(a.products.iter().any(|p| p.id == cheapest_bookcase.0), "{:?}", a.products);
    assert!(a.products.iter().all(|p| !["b3", "h2"].contains(&p.id.as_str())), "parts compared: {:?}", a.products);
    // Two ranges with nothing beside them stay the ranges.
    let c = compile("billy or hemnes, which is cheaper?", &lex);
    assert!(c.understood.contains("range = BILLY"), "{}", c.understood);
}

/// (id, name, price, pages)
const SHELF: &[(&str, &str, f64, u32)] = &[
    ("b1", "The Eye of the World: Book One of 'The Wheel of Time'", 9.99, 814),
    ("b2", "The Fires of Heaven: Book Five of 'The Wheel of Time'", 7.99, 912),
    ("b3", "The Lord of the Rings: The Fellowship of the Ring, The Two Towers, The Return of the King", 19.99, 1216),
    ("b4", "Mistborn Trilogy: The Final Empire, The Well of Ascension, The Hero of Ages", 24.99, 1536),
    (
        "b5",
        "Chronicle of the Unhewn Throne: (The Emperor's Blades, The Providence of Fire, The Last Mortal Bond)",
        21.99,
        1852,
    ),
    ("b6", "A World of Ice and Fire", 12.99, 336),
    ("b7", "Eye of the Needle", 6.99, 400),
];

fn shelf() -> (Store, Lexicon) {
    let rows = SHELF.iter().map(|(id, name, price, pages)| {
        serde_json::json!({"kind": "product", "id": id, "name": name, "categories": ["Fantasy"],
            "price": {"amount": price, "currency": "USD"},
            "specs": [{"section": "Book", "entry": "Pages", "value": pages.to_string()}]})
        .to_string()
    });
    let store = support::build_store(&rows.collect::<Vec<_>>().join("\n"), &support::options("shelf"));
    let lex = Lexicon::from_store(&store).unwrap();
    (store, lex)
}

fn shelf_winner(ids: &[&str], key: impl Fn(&(&str, &str, f64, u32)) -> f64, lowest: bool) -> String {
    let rows = SHELF.iter().filter(|r| ids.contains(&r.0));
    let best = if lowest {
        rows.min_by(|a, b| key(a).total_cmp(&key(b)))
    } else {
        rows.max_by(|a, b| key(a).total_cmp(&key(b)))
    };
    best.unwrap().1.to_owned()
}

#[test]
fn a_side_goes_on_over_the_small_words_of_a_name_and_a_list_of_sides_may_end_with_and() {
    let (store, lex) = shelf();
    // "of the" inside "The Eye of the World" and "Fires of Heaven" are part of the sides.
    let (c, a) = compare(&store, &lex, "which is cheaper, The Eye of the World or The Fires of Heaven?");
    assert_eq!(a.winners, vec![shelf_winner(&["b1", "b2"], |r| r.2, true)], "{}", c.understood);
    // Three sides, one opened by "the", one with a word no name writes ("omnibus"); the
    // superlative over them is the comparison's winner.
    let (c, a) = compare(
        &store,
        &lex,
        "Mistborn trilogy, the Lord of the Rings omnibus or Chronicle of the Unhewn Throne - which has the most pages?",
    );
    assert_eq!(a.winners, vec![shelf_winner(&["b3", "b4", "b5"], |r| f64::from(r.3), false)], "{}", c.understood);
    assert_eq!(a.table.map(|t| t.columns.len()), Some(3), "{}", c.understood);
    // "A, B and C: which …" lists the sides with "and".
    let (c, a) =
        compare(&store, &lex, "The Eye of the World, the Fires of Heaven and Mistborn Trilogy: which is the cheapest?");
    assert_eq!(a.winners, vec![shelf_winner(&["b1", "b2", "b4"], |r| r.2, true)], "{}", c.understood);
    // "and" under a superlative without a list is no side separator.
    let c = compile("the cheapest world of ice and fire", &lex);
    assert!(!c.understood.starts_with("compare"), "{}", c.understood);
}

#[test]
fn a_side_that_rates_higher_is_compared_by_rating() {
    let (store, lex) = setup();
    // "rates" is the verb of the rating, as "rated" is.
    let (c, a) = compare(&store, &lex, "jabra eclipse vs plantronics voyager edge, which one rates higher");
    assert!(c.understood.contains("Rating"), "{}", c.understood);
    assert_eq!(a.winners, vec![winner(&["h1", "h3"], |r| f64::from(r.4), false)], "{}", c.understood);
}

#[test]
fn a_range_named_before_its_own_compared_products_only_says_whose_they_are() {
    // (id, name, range, rating): the range's best coffee is neither side.
    let rows = [
        ("c1", "Coffee Please Ethiopia Guji Wush Wush Natural", "Coffee Please", 93),
        ("c2", "Coffee Please Ethiopia Shakiso Dambi Udo Natural", "Coffee Please", 90),
        ("c3", "Coffee Please Kenya Nyeri AA Washed", "Coffee Please", 95),
        ("o1", "Oriole Ethiopia Guji Natural", "Oriole", 91),
        ("o2", "Oriole Kenya Washed", "Oriole", 89),
    ];
    let text: Vec<String> = rows
        .iter()
        .map(|(id, name, range, rating)| {
            serde_json::json!({"kind": "product", "id": id, "name": name, "range": range, "categories": ["Coffee"],
                "price": {"amount": 500.0, "currency": "TWD"},
                "specs": [{"section": "Review", "entry": "Rating", "value": rating.to_string()}]})
            .to_string()
        })
        .collect();
    let store = support::build_store(&text.join("\n"), &support::options("roasters"));
    let lex = Lexicon::from_store(&store).unwrap();
    let (c, a) = compare(&store, &lex, "Coffee Please: Wush Wush Natural vs Dambi Udo Natural, which scored higher?");
    assert_eq!(winning_ids(&a), vec!["c1".to_owned()], "{}", c.understood);
    // A range compared with another range stays a side.
    let (c, a) = compare(&store, &lex, "Coffee Please or Oriole, which scored higher?");
    assert_eq!(winning_ids(&a), vec!["c3".to_owned()], "{}", c.understood);
}

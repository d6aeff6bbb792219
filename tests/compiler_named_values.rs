//! The question compiler on a value the catalog writes in product names far more often than in
//! its entry: a sub-brand filed under its parent ("Huawei - Honor 8" has Brand = Huawei; one
//! phone has Brand = Honor) and accessories named for another brand's product ("Band for Apple
//! Watch" by Nomad). The word then reads as "the value, or the word in the name"; a brand the
//! names agree with stays the entry's value. Also words names and prose share ("Case with
//! Kickstand"), and prose features written with a synonym ("fingerprint reader" for "sensor").
//! Expected answers are computed from the rows the catalog is written from.

#[path = "support/mod.rs"]
mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::*;
use dualgraph_core::skg::store::Store;

/// (name, brand, category, price)
type Row = (&'static str, &'static str, &'static str, f64);

const ROWS: &[Row] = &[
    ("Honor - 5X Unlocked Phone - Gray", "Honor", "Phones", 199.0),
    ("Huawei - Honor 8 Unlocked Phone - Blue", "Huawei", "Phones", 399.0),
    ("Huawei - Honor 6X Phone - Gold", "Huawei", "Phones", 249.0),
    ("Huawei - Honor 7 Phone - Black", "Huawei", "Phones", 299.0),
    ("Huawei - Honor 5C Phone - Silver", "Huawei", "Phones", 179.0),
    ("Huawei - Honor 8 Pro Phone - Black", "Huawei", "Phones", 549.0),
    ("Huawei - Mate 9 Phone - Silver", "Huawei", "Phones", 599.0),
    ("Huawei - P10 Phone - Blue", "Huawei", "Phones", 649.0),
    ("Huawei - Honorable Mention Phone - Red", "Huawei", "Phones", 99.0),
    ("Samsung - Galaxy S7 Phone - Black", "Samsung", "Phones", 669.0),
    ("Samsung - Galaxy S8 Phone - Black", "Samsung", "Phones", 749.0),
    ("Samsung - Galaxy J3 Phone - Silver", "Samsung", "Phones", 179.0),
    ("Apple - Sport Band for Apple Watch 42mm - Black", "Apple", "Watch Bands", 49.0),
    ("Nomad - Leather Strap for Apple Watch 42mm - Brown", "Nomad", "Watch Bands", 79.0),
    ("Monowear - Band for Apple Watch 38mm - Beige", "Monowear", "Watch Bands", 69.0),
    ("Monowear - Band for Apple Watch 42mm - Brown", "Monowear", "Watch Bands", 79.0),
    ("Nomad - Strap for Apple Watch 38mm - Black", "Nomad", "Watch Bands", 59.0),
    ("Fitbit - Band for Fitbit Charge 2 - Black", "Fitbit", "Watch Bands", 29.0),
    ("Anker - PowerCore 10,000 mAh Portable Charger - Black", "Anker", "Power Banks", 39.0),
    ("Anker - PowerCore 20000mAh Portable Charger - White", "Anker", "Power Banks", 59.0),
    ("Tzumi - PocketJuice 5000 mAh Portable Charger", "Tzumi", "Power Banks", 19.0),
    ("Tzumi - PocketJuice 12000 mAh Portable Charger", "Tzumi", "Power Banks", 29.0),
    ("Rayovac - Portable 2600mAh Power Bank", "Rayovac", "Power Banks", 14.0),
    ("ChargeIt - Slimline Portable Charger - Blue", "ChargeIt", "Power Banks", 24.0),
];

fn catalog() -> String {
    ROWS.iter()
        .enumerate()
        .map(|(i, (name, brand, category, price))| {
            serde_json::json!({
                "kind": "product", "id": format!("p{i}"), "name": name, "categories": [category],
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "General", "entry": "Brand", "value": brand}],
            })
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

thread_local! {
    static FIXTURE: (Store, Lexicon) = {
        let store = support::build_store(&catalog(), &support::options("named"));
        let lex = Lexicon::from_store(&store).expect("lexicon");
        (store, lex)
    };
}

/// The compiled question and the sorted names it answers with; fails when it declines.
fn answer(q: &str) -> (Compiled, Vec<String>) {
    FIXTURE.with(|(store, lex)| {
        let c = compile(q, lex);
        assert!(c.answers(), "{q}: declined: {:?} ({})", c.declined, c.understood);
        let mut names = run(store, &c).unwrap_or_else(|e| panic!("{q}: {e}\n{}", c.sparql)).names;
        names.sort();
        (c, names)
    })
}

/// The sorted names of the rows that pass `keep`.
fn expected(keep: impl Fn(&Row) -> bool) -> Vec<String> {
    let mut v: Vec<String> = ROWS.iter().filter(|r| keep(r)).map(|r| r.0.to_owned()).collect();
    v.sort();
    v
}

fn named(name: &str, word: &str) -> bool {
    name.to_lowercase().split(|c: char| !c.is_alphanumeric()).any(|w| w == word)
}

#[test]
fn a_sub_brand_filed_under_its_parent_is_the_brand_or_the_name() {
    let (c, names) = answer("how many honor phones do you have");
    assert!(c.understood.contains("name says \"honor\""), "{}", c.understood);
    // The brand, or "honor" as a word of the name ("Honorable" is another word).
    let want = expected(|r| r.2 == "Phones" && (r.1 == "Honor" || named(r.0, "honor")));
    assert_eq!(want.len(), 6);
    assert_eq!(names, want);
}

#[test]
fn accessories_named_for_another_brand_count_with_that_brand() {
    let (_, names) = answer("Which Apple Watch band costs the most?");
    assert_eq!(names, expected(|r| r.2 == "Watch Bands" && named(r.0, "apple") && r.3 == 79.0));
}

#[test]
fn a_brand_the_names_agree_with_stays_the_value() {
    let (c, names) = answer("samsung phones");
    assert!(!c.understood.contains("name says"), "{}", c.understood);
    assert_eq!(names, expected(|r| r.1 == "Samsung"));
}

#[test]
fn an_amount_only_names_write_is_a_number_to_compare() {
    let (c, names) = answer("power banks with 10,000mah or more under $50");
    assert!(c.understood.contains("mAh in the name ≥ 10000 mAh"), "{}", c.understood);
    let mah = |name: &str| -> Option<f64> {
        let words: Vec<String> = name.replace(',', "").split_whitespace().map(str::to_lowercase).collect();
        words.iter().enumerate().find_map(|(i, w)| match w.strip_suffix("mah") {
            Some("") => words.get(i.wrapping_sub(1))?.parse().ok(),
            Some(n) => n.parse().ok(),
            None => None,
        })
    };
    let want = expected(|r| r.2 == "Power Banks" && mah(r.0).is_some_and(|v| v >= 10_000.0) && r.3 < 50.0);
    assert_eq!(want.len(), 2);
    assert_eq!(names, want);
}

#[test]
fn a_model_line_typed_in_lowercase_is_a_word_of_the_name() {
    // "pocketjuice" is written only in names (two of them), typed in lowercase at the start of
    // the question: a constraint on the name, never dropped (which would answer every power
    // bank under $25).
    let (c, names) = answer("pocketjuice power banks under $25");
    assert!(c.understood.contains("name contains \"pocketjuice\""), "{}", c.understood);
    let want = expected(|r| r.2 == "Power Banks" && named(r.0, "pocketjuice") && r.3 < 25.0);
    assert_eq!(want.len(), 1);
    assert_eq!(names, want);
}

/// (name, description) of phone cases: some names say "Kickstand", most descriptions say it
/// or deny it.
const CASES: &[(&str, &str)] = &[
    (
        "Otter - Holster Case with Kickstand for Galaxy S7 - Black",
        "A holster with a built-in kickstand for hands-free viewing.",
    ),
    ("Otter - Holster Case with Kickstand for Galaxy S8 - Blue", "Rugged holster; the kickstand folds flat."),
    ("Otter - Slim Case for Galaxy S8 - Blue", "Slim case with a fold-out kickstand for video."),
    ("Speck - Grip Case for iPhone 7 - Black", "Raised grips, no kickstand, drop protection."),
    ("Speck - Clear Case for iPhone 7 - Clear", "A clear shell that shows off your phone."),
    ("Incipio - Wallet Case for iPhone 7 - Brown", "Holds three cards and doubles as a kickstand."),
    ("Incipio - Folio Case for Galaxy S7 - Red", "A folio cover with a card slot."),
    ("Incipio - Bumper Case for iPhone 6 - Gray", "Soft bumper that absorbs drops."),
    ("Griffin - Survivor Case for iPhone 6 - Black", "Military tested, without a kickstand."),
    ("Griffin - Reveal Case for iPhone 6 - Clear", "A thin clear case with raised edges."),
    ("Griffin - Sport Case for Galaxy S7 - Black", "Sweat-proof case for the gym."),
    ("Mophie - Juice Pack for iPhone 7 - Black", "Battery case that doubles your charge."),
    ("Otter - Stand Case with Kickstand for iPhone 7 - Red", "Rugged protection for drops."),
];

/// A store and lexicon of products (name, description) in one category, with a brand spec.
fn with_texts(rows: &[(String, String)], category: &str) -> (Store, Lexicon) {
    let catalog = rows
        .iter()
        .enumerate()
        .map(|(i, (name, text))| {
            serde_json::json!({
                "kind": "product", "id": format!("c{i}"), "name": name, "categories": [category],
                "price": {"amount": 20 + i, "currency": "USD"},
                "specs": [{"section": "General", "entry": "Brand", "value": name.split(" - ").next().unwrap()}],
                "text": format!("## Overview\n\n{text}"),
            })
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&catalog, &support::options("texts"));
    let lex = Lexicon::from_store(&store).expect("lexicon");
    (store, lex)
}

/// The sorted names a question answers with over `with_texts`; fails when it declines.
fn answer_over(store: &Store, lex: &Lexicon, q: &str) -> (Compiled, Vec<String>) {
    let c = compile(q, lex);
    assert!(c.answers(), "{q}: declined: {:?} ({})", c.declined, c.understood);
    let mut names = run(store, &c).expect("runs").names;
    names.sort();
    (c, names)
}

/// The sorted names of the rows whose description passes `keep`.
fn described(rows: &[(String, String)], keep: impl Fn(&str) -> bool) -> Vec<String> {
    rows_where(rows, |_, t| keep(t))
}

/// The sorted names of the rows whose (name, description) pass `keep`.
fn rows_where(rows: &[(String, String)], keep: impl Fn(&str, &str) -> bool) -> Vec<String> {
    let mut v: Vec<String> = rows.iter().filter(|(n, t)| keep(n, t)).map(|(n, _)| n.clone()).collect();
    v.sort();
    v
}

#[test]
fn a_word_names_and_prose_both_write_asks_the_prose() {
    // "Kickstand" is a word of product names, yet no spec of the catalog: the prose says which
    // cases have one (and which deny it), and so do names: text or name, not a decline. Plain cases
    // besides, so that "kickstand" is no word of most products (the catalog's own noun).
    let plain = (0..12).map(|i| (format!("Tech21 - Evo Case {i} for Galaxy S7 - Gray"), "A slim shell.".to_owned()));
    let rows: Vec<(String, String)> = CASES.iter().map(|(n, t)| (n.to_string(), t.to_string())).chain(plain).collect();
    let (store, lex) = with_texts(&rows, "Cell Phone Cases");
    let (c, names) = answer_over(&store, &lex, "phone cases with a kickstand");
    assert!(c.understood.contains("text or name says \"kickstand\""), "{}", c.understood);
    // What the text states, or a name that says it (the red stand case's text does not).
    let states = |t: &str| t.contains("kickstand") && !t.contains("no kickstand") && !t.contains("without a kickstand");
    let want = rows_where(&rows, |n, t| states(t) || n.contains("Kickstand"));
    assert_eq!(want.len(), 5);
    assert_eq!(names, want);
}

#[test]
fn a_feature_asked_in_one_word_finds_the_prose_that_writes_a_synonym() {
    // "sensor" / "reader" / "scanner" name one part; "anti-fingerprint" and "no fingerprint
    // reader" are no fingerprint sensor. (A phrase only one product writes is no prose fact:
    // each form here is written twice.)
    let texts = [
        "Unlock it with the fingerprint sensor on the back.",
        "A fingerprint reader sits in the home button.",
        "The side-mounted fingerprint scanner is fast.",
        "An anti-fingerprint coating keeps the glass clean.",
        "No fingerprint reader, but face unlock.",
        "Its fingerprint scanner reads wet fingers.",
        "A fingerprint sensor under the display.",
        "Dual cameras and a fingerprint reader.",
    ];
    let rows: Vec<(String, String)> = (0..36)
        .map(|i| {
            (
                format!("Maker{} - Phone {i} - Black", i % 3),
                texts.get(i).copied().unwrap_or("A phone with a camera.").to_owned(),
            )
        })
        .collect();
    let (store, lex) = with_texts(&rows, "Phones");
    let (c, names) = answer_over(&store, &lex, "phones with a fingerprint sensor");
    assert!(c.sparql.contains("\"fingerprint reader\""), "{}", c.sparql);
    let want = described(&rows, |t| {
        ["fingerprint sensor", "fingerprint reader", "fingerprint scanner"].iter().any(|f| t.contains(f))
            && !t.starts_with("No ")
    });
    assert_eq!(want.len(), 6);
    assert_eq!(names, want);
    // Where the feature sits says no more than the feature: not a word left unexplained.
    let (c, on_the_back) = answer_over(&store, &lex, "phones with a fingerprint sensor on the back");
    assert!(c.unexplained.is_empty(), "{:?}", c.unexplained);
    assert_eq!(on_the_back, want);
}

#[test]
fn a_verb_before_its_object_only_says_what_the_object_is_for() {
    // "shoot" is a word the prose writes, but "can shoot 4K video" asks for 4K video: the
    // phone that says "records 4K video" has it, the one that only "shoots" stills does not.
    let texts = [
        "It records 4K video at 30 fps.",
        "Shoot 4K video in bright light.",
        "Shoot sharp stills with the 12 MP camera.",
        "4K video from the rear camera.",
        "Shoot HD video.",
    ];
    let rows: Vec<(String, String)> = (0..20)
        .map(|i| {
            (
                format!("Maker{} - Phone {i} - Black", i % 3),
                texts.get(i).copied().unwrap_or("A phone with a bright screen.").to_owned(),
            )
        })
        .collect();
    let (store, lex) = with_texts(&rows, "Phones");
    let (c, names) = answer_over(&store, &lex, "phones that can shoot 4K video");
    assert!(!c.understood.contains("\"shoot\""), "{}", c.understood);
    assert_eq!(names, described(&rows, |t| t.contains("4K video")), "{}", c.understood);
}

#[test]
fn a_count_the_prose_states_is_asked_in_digits_or_words() {
    // "two USB ports" is written "2 USB ports", "dual USB ports" or "two USB ports"; one port,
    // four ports and a negated pair are not it. "a 10 year guarantee" is not a 5-year one.
    let texts = [
        "A car charger with 2 USB ports.",
        "Dual USB ports charge two phones.",
        "It has two USB ports and a light.",
        "A single USB port.",
        "One USB port, compact.",
        "Four USB ports for the family.",
        "No 2 USB ports here: one port only.",
        "Backed by a 10-year guarantee.",
        "Comes with a 10 year guarantee.",
        "A 5-year guarantee.",
        "A 5 year guarantee on parts.",
    ];
    let rows: Vec<(String, String)> = (0..30)
        .map(|i| (format!("Maker{} - Charger {i}", i % 3), texts.get(i).copied().unwrap_or("A charger.").to_owned()))
        .collect();
    let (store, lex) = with_texts(&rows, "Chargers");
    let (c, names) = answer_over(&store, &lex, "chargers with two USB ports");
    assert!(c.sparql.contains("\"2 usb\""), "{}", c.sparql);
    assert_eq!(
        names,
        described(&rows, |t| t.contains("2 USB") && !t.starts_with("No")
            || t.starts_with("Dual")
            || t.contains("two USB"))
    );
    assert_eq!(names.len(), 3);
    let (_, names) = answer_over(&store, &lex, "chargers with a 10 year guarantee");
    assert_eq!(names, described(&rows, |t| t.contains("10-year") || t.contains("10 year")));
}

#[test]
fn a_word_the_prose_states_far_more_than_a_value_holds_is_the_prose() {
    // "fish" is a word of the winery "Blue Fish" (one wine) and "lamb" begins "Lambardi", but
    // the tasting notes say which wines go with fish or lamb: "what goes well with fish?" asks
    // the notes — the pairing verb and its adverb are no wish of their own.
    let texts = [
        "Pairs with grilled fish.",
        "Lovely with fish and shellfish.",
        "Serve with fish tacos.",
        "Try it with fish stew.",
        "A match for white fish.",
        "Great with roast lamb.",
        "Serve with lamb chops.",
        "Best with lamb or beef.",
    ];
    let mut rows: Vec<(String, String)> = (0..30)
        .map(|i| (format!("Winery{} - Red {i}", i % 4), texts.get(i).copied().unwrap_or("Ripe and round.").to_owned()))
        .collect();
    rows.push(("Blue Fish - Merlot".to_owned(), "Ripe plums.".to_owned()));
    rows.push(("Lambardi - Rosso".to_owned(), "Dark cherries.".to_owned()));
    let (store, lex) = with_texts(&rows, "Wines");
    let (c, names) = answer_over(&store, &lex, "what goes well with fish?");
    assert!(!c.understood.contains("Blue Fish") && c.understood.contains("says \"fish\""), "{}", c.understood);
    // What the text states, or a name that writes the word (as for "Kickstand" above).
    let want = rows_where(&rows, |n, t| t.contains(" fish") || n.contains("Fish"));
    assert_eq!(names, want);
    let (c, names) = answer_over(&store, &lex, "what would go nicely with lamb?");
    assert!(!c.understood.contains("Lambardi"), "{}", c.understood);
    assert_eq!(names, described(&rows, |t| t.contains("lamb")));
}

#[test]
fn products_filed_only_under_a_broader_category_and_named_so_count_in_it() {
    // A shop files some chargers under "Accessories" alone, next to "Accessories > Car Chargers";
    // "chargers" finds them by name. A charger case filed under "Cases" is a case, a "Car Mount
    // with Charger Cable" a mount, and a flat category with nothing above it adds nobody.
    let rows: &[(&str, &[&str], f64)] = &[
        ("Belkin - Car Charger 12W", &["Accessories", "Car Chargers"], 20.0),
        ("Anker - Car Charger Dual", &["Accessories", "Car Chargers"], 25.0),
        ("Insignia - Car Charger", &["Accessories", "Car Chargers"], 15.0),
        ("Belkin - Wall Charger 2-port", &["Accessories"], 30.0),
        ("Tzumi - Portable Charger 6000", &["Accessories"], 35.0),
        ("Mophie - Charger Case for Galaxy", &["Accessories", "Cases"], 80.0),
        ("Otter - Slim Case", &["Accessories", "Cases"], 40.0),
        ("Otter - Rugged Case", &["Accessories", "Cases"], 50.0),
        ("Nomad - Lightning Cable", &["Accessories"], 19.0),
        ("Acme - Desk Lamp Charger", &["Lamps"], 45.0),
        ("Scosche - Car Mount with Charger Cable", &["Accessories"], 29.0),
        ("Acme - Floor Lamp", &["Lamps"], 60.0),
    ];
    let (store, lex) = support::store_and_lexicon(
        rows.iter().enumerate().map(|(i, (name, cats, price))| {
            serde_json::json!({
                "kind": "product", "id": format!("f{i}"), "name": name, "categories": cats,
                "price": {"amount": price, "currency": "USD"},
                "specs": [{"section": "General", "entry": "Brand", "value": name.split(" - ").next().unwrap()}],
            })
        }),
        "filed",
    );
    let c = compile("chargers under $40", &lex);
    assert!(c.answers(), "{:?}", c.declined);
    assert!(c.understood.contains("named \"charger\" under Accessories"), "{}", c.understood);
    let mut names = run(&store, &c).expect("runs").names;
    names.sort();
    let mut want: Vec<String> = rows
        .iter()
        .filter(|(n, cats, p)| {
            *p < 40.0
                && n.contains("Charger")
                && !n.contains("with Charger")
                && (cats.contains(&"Car Chargers") || cats == &["Accessories"])
        })
        .map(|(n, ..)| n.to_string())
        .collect();
    want.sort();
    assert_eq!(want.len(), 5);
    assert_eq!(names, want);
    // The category's words in order, next to each other: a car mount with a charger cable is no
    // car charger.
    let c = compile("car chargers", &lex);
    let mut names = run(&store, &c).expect("runs").names;
    names.sort();
    let mut want: Vec<String> = rows
        .iter()
        .filter(|(n, cats, _)| {
            cats.contains(&"Car Chargers") || (cats == &["Accessories"] && n.contains("Car Charger"))
        })
        .map(|(n, ..)| n.to_string())
        .collect();
    want.sort();
    assert_eq!(names, want, "{}", c.understood);
    // "lamps" is a category nothing is filed above: only its own products.
    let c = compile("lamps", &lex);
    assert!(!c.understood.contains("named"), "{}", c.understood);
    assert_eq!(run(&store, &c).expect("runs").names.len(), 2);
}

#[test]
fn a_pair_of_words_names_and_prose_both_write_is_read_in_either() {
    // "rose gold" is written in some names ("… - Rose Gold") and some texts; either says it.
    // A name with both words apart ("Rose … Gold") does not.
    let rows: Vec<(String, String)> = vec![
        ("Apple - iPhone 7 32GB - Rose Gold".into(), "The newest iPhone.".into()),
        ("Apple - iPhone 6s 64GB - Rose Gold".into(), "A fast phone.".into()),
        ("Apple - iPhone SE 16GB - Space Gray".into(), "Also in rose gold and silver.".into()),
        ("Samsung - Galaxy S7 - Gold Platinum".into(), "A rose gold finish.".into()),
        ("Samsung - Galaxy S7 Rose Edition - Gold".into(), "Black glass.".into()),
        ("Moto - G4 - Black".into(), "Plain black.".into()),
        ("Moto - G5 - Gray".into(), "Plain gray.".into()),
        ("LG - G6 - Gold".into(), "Gold trim.".into()),
        ("LG - V20 - Silver".into(), "Silver body.".into()),
        ("Nokia - 6 - Blue".into(), "Blue body.".into()),
    ];
    // Plain phones besides, so that "gold" is no word of most products (the catalog's own noun).
    let rows: Vec<(String, String)> = rows
        .into_iter()
        .chain((0..14).map(|i| (format!("Maker{} - Phone {i} - Black", i % 3), "A phone.".to_owned())))
        .collect();
    let (store, lex) = with_texts(&rows, "Phones");
    let (c, names) = answer_over(&store, &lex, "rose gold phones");
    assert!(c.understood.contains("text or name says \"rose gold\""), "{}", c.understood);
    let want = rows_where(&rows, |n, t| n.contains("Rose Gold") || t.contains("rose gold"));
    assert_eq!(want.len(), 4);
    assert_eq!(names, want);
}

#[test]
fn made_by_hand_is_asked_in_any_of_its_crafts() {
    // "handmade" also finds what the prose calls hand-woven or handcrafted; "machine-made" and
    // "not handmade" are not it.
    let texts = [
        "Hand-woven rattan seat.",
        "Each piece is handmade by artisans.",
        "Handcrafted from solid oak.",
        "A handwoven cover.",
        "Machine-made and sturdy.",
        "Not handmade, but durable.",
    ];
    let rows: Vec<(String, String)> = (0..24)
        .map(|i| (format!("Maker{} - Chair {i}", i % 3), texts.get(i).copied().unwrap_or("A chair.").to_owned()))
        .collect();
    let (store, lex) = with_texts(&rows, "Chairs");
    let (c, names) = answer_over(&store, &lex, "which chairs are handmade?");
    assert!(c.sparql.contains("\"handwoven\""), "{}", c.sparql);
    let want = described(&rows, |t| {
        ["Hand-woven", "handmade by", "Handcrafted", "handwoven"].iter().any(|w| t.contains(w)) && !t.starts_with("Not")
    });
    assert_eq!(want.len(), 4);
    assert_eq!(names, want);
}

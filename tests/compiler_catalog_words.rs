//! The question compiler on a catalog whose own vocabulary trips string matching: the word
//! every product's prose uses ("wine") is also part of a few winery names, a grape name ends in
//! a comparator ("Spätburgunder" ends in "under"), countries are written as nouns but asked as
//! adjectives ("Portuguese"), one country is the capitalised stop word "US", ratings carry a
//! unit the unit table does not know ("points"), and years are bounded both ways ("from 2010 or
//! older"). Expected answers are computed from the same rows the catalog is written from.

#[path = "support/mod.rs"]
mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::*;
use dualgraph_core::skg::store::Store;

/// One bottle: (name, variety, winery, country, vintage, rating points, price USD).
type Row = (&'static str, &'static str, &'static str, &'static str, u32, u32, f64);

const ROWS: &[Row] = &[
    ("Quinta Alta 2012 Tinto", "Portuguese Red", "Quinta Alta", "Portugal", 2012, 88, 12.0),
    ("Quinta Baixa 2009 Branco", "Portuguese White", "Quinta Baixa", "Portugal", 2009, 91, 18.0),
    ("Hill Wines 2015 Spätburgunder", "Spätburgunder", "Hill Wines", "Germany", 2015, 93, 35.0),
    ("Weingut Roth 2008 Riesling", "Riesling", "Weingut Roth", "Germany", 2008, 95, 45.0),
    ("Weingut Roth 2016 Riesling", "Riesling", "Weingut Roth", "Germany", 2016, 89, 16.0),
    ("Cedar Creek 2014 Pinot Noir", "Pinot Noir", "Cedar Creek", "US", 2014, 92, 28.0),
    ("Cedar Creek 2010 Pinot Noir", "Pinot Noir", "Cedar Creek", "US", 2010, 90, 19.0),
    ("Domaine Lune 2011 Pinot Noir", "Pinot Noir", "Domaine Lune", "France", 2011, 94, 55.0),
    ("Valley Cellars 2018 Chardonnay", "Chardonnay", "Valley Cellars", "US", 2018, 87, 9.0),
    ("Domaine Lune 2007 Chardonnay", "Chardonnay", "Domaine Lune", "France", 2007, 96, 70.0),
];

/// Tasting notes: every bottle's prose says "wine", as real review catalogs do; each with
/// whether it says the wine is smoky (read by hand: "not smoky" is not).
const NOTES: &[(&str, bool)] = &[
    ("A bright wine with red cherry and a firm finish.", false),
    ("This wine shows citrus, wax and almond.", false),
    ("A wine of smoke, slate and lime that will age.", true),
    ("Honeyed wine with petrol notes and great length.", false),
    ("A crisp wine, apple and lime, drink now.", false),
    ("A wine that is not smoky at all: pure cherry fruit.", false),
    ("Smoky, meaty wine with a long finish.", true),
];

fn note(i: usize) -> (&'static str, bool) {
    NOTES[i % NOTES.len()]
}

fn catalog() -> String {
    ROWS.iter()
        .enumerate()
        .map(|(i, (name, variety, winery, country, vintage, rating, price))| {
            serde_json::json!({
                "kind": "product", "id": format!("w{i}"), "name": name, "categories": [variety],
                "price": {"amount": price, "currency": "USD"},
                "specs": [
                    {"section": "Wine", "entry": "Winery", "value": winery},
                    {"section": "Wine", "entry": "Vintage", "value": vintage.to_string()},
                    {"section": "Origin", "entry": "Country", "value": country},
                    {"section": "Review", "entry": "Rating", "value": format!("{rating} points")},
                ],
                "text": format!("## Tasting note\n\n{}", note(i).0),
            })
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn fixture() -> (Store, Lexicon) {
    build(&catalog())
}

fn build(catalog: &str) -> (Store, Lexicon) {
    let store = support::build_store(catalog, &support::options("cellar"));
    let lex = Lexicon::from_store(&store).expect("lexicon");
    (store, lex)
}

thread_local! {
    static FIXTURE: (Store, Lexicon) = fixture();
}

/// The sorted names the compiler answers with; fails when it declines.
fn answer(q: &str) -> Vec<String> {
    FIXTURE.with(|(store, lex)| {
        let c = compile(q, lex);
        assert!(c.answers(), "{q}: declined: {:?} ({})", c.declined, c.understood);
        let mut names = run(store, &c).unwrap_or_else(|e| panic!("{q}: {e}\n{}", c.sparql)).names;
        names.sort();
        names
    })
}

/// The sorted names of the rows that pass `keep`.
fn expected(keep: impl Fn(&Row) -> bool) -> Vec<String> {
    let mut v: Vec<String> = ROWS.iter().filter(|r| keep(r)).map(|r| r.0.to_owned()).collect();
    v.sort();
    v
}

#[test]
fn the_catalogs_own_noun_is_no_constraint_and_its_coincidental_values_are_ignored() {
    FIXTURE.with(|(_, lex)| assert!(lex.common_words.iter().any(|(w, _)| w == "wine"), "{:?}", lex.common_words));
    assert_eq!(answer("Which wines are from France?"), expected(|r| r.3 == "France"));
    assert_eq!(answer("Which wines scored 93 points or more?"), expected(|r| r.5 >= 93));
}

#[test]
fn a_comparator_is_never_the_end_of_a_category_name() {
    // "under" is the tail of "Spätburgunder": it still bounds the price.
    assert_eq!(answer("wines under $20"), expected(|r| r.6 < 20.0));
    assert_eq!(answer("Riesling under 20 dollars"), expected(|r| r.1 == "Riesling" && r.6 < 20.0));
}

#[test]
fn country_adjectives_read_as_the_countries_the_catalog_writes() {
    assert_eq!(answer("German wines"), expected(|r| r.3 == "Germany"));
    assert_eq!(answer("French Chardonnay"), expected(|r| r.3 == "France" && r.1 == "Chardonnay"));
    // The category "Portuguese Red/White" names the adjective itself: the category wins.
    assert_eq!(answer("Portuguese wines under $15"), expected(|r| r.1.starts_with("Portuguese") && r.6 < 15.0));
}

#[test]
fn a_country_the_catalog_has_none_of_is_answered_with_none() {
    assert_eq!(answer("Do you have any wines from Japan?"), Vec::<String>::new());
    assert_eq!(answer("Japanese wines under $30"), Vec::<String>::new());
    FIXTURE.with(|(_, lex)| {
        let c = compile("wines from Japan", lex);
        assert!(c.understood.contains("Country = Japan (none in the catalog)"), "{}", c.understood);
    });
    // A country it has is the country, as before.
    assert_eq!(answer("wines from France"), expected(|r| r.3 == "France"));
}

#[test]
fn a_capitalised_stop_word_that_is_a_value_is_the_value() {
    assert_eq!(answer("Which Pinot Noirs are not from the US?"), expected(|r| r.1 == "Pinot Noir" && r.3 != "US"));
}

#[test]
fn rating_words_and_a_catalog_made_unit_name_the_spec_of_a_bare_number() {
    assert_eq!(answer("pinot noir rated 92 or higher"), expected(|r| r.1 == "Pinot Noir" && r.5 >= 92));
    assert_eq!(answer("Rieslings with a score of 90 or more"), expected(|r| r.1 == "Riesling" && r.5 >= 90));
}

#[test]
fn a_comparator_after_a_year_turns_from_around() {
    assert_eq!(answer("wines from 2010 or older"), expected(|r| r.4 <= 2010));
    assert_eq!(answer("wines from 2014 or later"), expected(|r| r.4 >= 2014));
}

/// The sorted names of the rows (by position) that pass `keep`.
fn expected_at(keep: impl Fn(usize, &Row) -> bool) -> Vec<String> {
    let mut v: Vec<String> =
        ROWS.iter().enumerate().filter(|(i, r)| keep(*i, r)).map(|(_, r)| r.0.to_owned()).collect();
    v.sort();
    v
}

#[test]
fn a_word_only_the_prose_states_asks_the_prose_and_negated_prose_never_counts() {
    FIXTURE.with(|(_, lex)| assert!(lex.prose_terms.iter().any(|(t, _)| t == "smok"), "{:?}", lex.prose_terms));
    assert_eq!(answer("smoky wines"), expected_at(|i, _| note(i).1));
    // A prose fact joins spec constraints in one query.
    assert_eq!(answer("smoky wines under $40"), expected_at(|i, r| note(i).1 && r.6 < 40.0));
    let c = FIXTURE.with(|(_, lex)| compile("smoky wines under $40", lex));
    assert!(c.sparql.contains("skg:statesTerm") && c.sparql.contains("?price"), "{}", c.sparql);
    // "cherry or petrol": alternatives.
    assert_eq!(
        answer("wines with cherry or petrol"),
        expected_at(|i, _| note(i).0.contains("cherry") || note(i).0.contains("petrol"))
    );
}

#[test]
fn one_word_shared_by_many_categories_that_hold_much_of_the_catalog_names_none() {
    // A furniture shop: "furniture" is part of three category names holding most products.
    let rows = [
        ("Stool A", "Bar furniture", "Handmade from solid pine."),
        ("Stool B", "Bar furniture", "Lacquered steel."),
        ("Bench C", "Outdoor furniture", "Handwoven and handmade by craftspeople."),
        ("Chair D", "Children's furniture", "Rounded corners."),
        ("Bed E", "Beds", "Handmade slatted base."),
        ("Bed F", "Beds", "Pocket springs."),
        ("Bed G", "Beds", "Oak veneer."),
        ("Bed H", "Beds", "Metal frame."),
        ("Chair I", "Children's furniture", "Soft foam seat."),
        ("Stool J", "Bar furniture", "With a footrest."),
    ];
    let catalog: Vec<String> = rows
        .iter()
        .enumerate()
        .map(|(i, (name, cat, text))| {
            serde_json::json!({"kind": "product", "id": format!("f{i}"), "name": name, "categories": [cat], "text": text})
                .to_string()
        })
        .collect();
    let (store, lex) = build(&catalog.join("\n"));
    let c = compile("Which furniture is handmade?", &lex);
    assert!(c.answers() && !c.understood.contains("category"), "{}", c.understood);
    let mut names = run(&store, &c).unwrap().names;
    names.sort();
    let mut want: Vec<String> =
        rows.iter().filter(|r| r.2.to_lowercase().contains("handmade")).map(|r| r.0.to_owned()).collect();
    want.sort();
    assert_eq!(names, want);
    // A word naming a few small categories still narrows: "bar furniture" is one category.
    let c = compile("handmade bar furniture", &lex);
    assert!(c.understood.contains("Bar furniture"), "{}", c.understood);
}

#[test]
fn a_decline_offers_the_closest_names_the_catalog_uses() {
    FIXTURE.with(|(_, lex)| {
        let c = compile("Which wines are from Frence?", lex);
        let why = c.declined.expect("declined");
        assert!(why.contains("did you mean: France"), "{why}");
        // Two letters swapped is a slip of the one value it nearly spells: read as France.
        let c = compile("Which wines are from Frnace?", lex);
        assert!(c.declined.is_none() && c.understood.contains("France"), "{c:?}");
        // Nothing close: no suggestion.
        let c = compile("Which wines are from Atlantis?", lex);
        assert!(!c.declined.expect("declined").contains("did you mean"));
    });
}

#[test]
fn words_typed_without_accents_or_as_shoppers_shorten_them_read_as_the_catalogs() {
    // "spatburgunder" is the catalog's "Spätburgunder"; "tops" after an amount bounds it from
    // above; "but" joins two conditions.
    assert_eq!(answer("spatburgunder"), expected(|r| r.1 == "Spätburgunder"));
    assert_eq!(answer("german wines, 40 dollars tops"), expected(|r| r.3 == "Germany" && r.6 <= 40.0));
    assert_eq!(answer("rieslings but under $20"), expected(|r| r.1 == "Riesling" && r.6 < 20.0));
}

#[test]
fn a_value_word_beats_a_category_it_only_modifies_and_one_word_begins_a_unique_value() {
    // (id, country, variety, category): "Austrian" modifies the category "Austrian Red Blend",
    // but Country = Austria holds more wines (8 against 3); "gruner" begins one variety only.
    let rows = [
        ("w1", "Austria", "Grüner Veltliner", "White"),
        ("w2", "Austria", "Grüner Veltliner", "White"),
        ("w3", "Austria", "Riesling", "White"),
        ("w4", "Austria", "Zweigelt", "Red"),
        ("w5", "Austria", "Blaufränkisch", "Red"),
        ("w6", "Austria", "Austrian Red Blend", "Austrian Red Blend"),
        ("w6b", "Austria", "Austrian Red Blend", "Austrian Red Blend"),
        ("w6c", "Austria", "Austrian Red Blend", "Austrian Red Blend"),
        ("w7", "Germany", "Riesling", "White"),
        ("w8", "Germany", "Pinot Noir", "Red"),
    ];
    let text = rows
        .iter()
        .map(|(id, country, variety, cat)| {
            serde_json::json!({"kind": "product", "id": id, "name": format!("Weingut {id} {variety}"),
                "categories": [cat], "price": {"amount": 20.0, "currency": "USD"}, "text": "A dry wine.",
                "specs": [{"section": "Wine", "entry": "Country", "value": country},
                          {"section": "Wine", "entry": "Variety", "value": variety}]})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    let store = support::build_store(&text, &support::options("austrian"));
    let lex = Lexicon::from_store(&store).unwrap();
    let c = compile("austrian wines, no gruner", &lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    assert!(!c.understood.contains("category"), "{}", c.understood);
    let mut got: Vec<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    got.sort();
    let want: Vec<String> =
        rows.iter().filter(|r| r.1 == "Austria" && r.2 != "Grüner Veltliner").map(|r| r.0.to_owned()).collect();
    assert_eq!(got, want, "{}", c.understood);
}

//! Everyday words for what catalogs write otherwise (issue #15): decades ("from the 90s"),
//! countries by their short names ("not from the US" where the table says "United States"),
//! plurals of nouns ending in "ie" ("movies" of the categories "Movie" and "Movies"), "stuff"
//! as a question about products, Latin American money ("50 lucas", "150 mil", "$70.000",
//! "ARS 70.000" in a peso shop), the inch mark as two apostrophes ("24''"), and short names of
//! makes and kinds ("VW", "EV") that names write, a bare bound no spec can hold as the price
//! ("biggest case size under 6k"), a slip that leaves a letter out of a value ("nigria"), and a
//! price asked of a catalog without prices (no answer, not passages), a column of bare numbers
//! whose label names what the question's unit measures ("within 5 km" of "Distance"), "1.5m" of
//! a house as millions, "closer"/"nearest" as the distance, and "without a car space" as no
//! spot counted (0 or missing), money slang as the shop's money ("500 bucks" in a rupee shop,
//! "5 grand", "1.2 mil", "Rs.2000"), "pre-2000", a watch's "100 bar" as metres of water, a verb
//! its entry's label writes as a noun ("rated TV-Y"), and a plural the encoder places on the
//! catalog's own kind ("perfumes" in a catalog of "Fragrances"), and "seater" for the seats
//! ("4 seater EVs"), the dot of an abbreviation inside a name ("Bond No. 9") and a brand asked
//! without its last plus ("dr jart" of "Dr. Jart+"). Every answer is checked against the rows.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::{compile, run};
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, title, kind, genre, country, director, cast, release year, description)
type Title = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    u32,
    &'static str,
);

const TITLES: &[Title] = &[
    (
        "t1",
        "Night Shift",
        "Movie",
        "Horror Movies",
        "United States",
        "Ann Lee",
        "Bo Park",
        2014,
        "A nurse fights zombies in a hospital.",
    ),
    (
        "t2",
        "Dead Calm Sea",
        "Movie",
        "Horror Movies",
        "United Kingdom",
        "Tom Hart",
        "Caterina Scorsone",
        2012,
        "Sailors meet a ghost at sea.",
    ),
    (
        "t3",
        "Blood Line",
        "Movie",
        "Horror Movies",
        "United States",
        "Ann Lee",
        "Jo Kim",
        1995,
        "A vampire hunts in Chicago.",
    ),
    (
        "t4",
        "Silent Port",
        "Movie",
        "Thrillers",
        "United States",
        "Martin Scorsese",
        "Al Ray",
        1996,
        "A detective chases a smuggler.",
    ),
    (
        "t5",
        "Lagos Nights",
        "Movie",
        "Thrillers",
        "Nigeria",
        "Femi Ade",
        "Ada Obi",
        2019,
        "A banker is blackmailed in Lagos.",
    ),
    (
        "t6",
        "Cold Case",
        "TV Show",
        "Crime TV Shows",
        "United Kingdom",
        "Tom Hart",
        "Bo Park",
        2016,
        "Detectives reopen old files.",
    ),
    ("t7", "Shorts Vol 1", "Movie", "Movies", "Nigeria", "Femi Ade", "Ada Obi", 2018, "Five short films from Lagos."),
    (
        "t8",
        "The Mill",
        "Movie",
        "Thrillers",
        "Canada",
        "Martin Scorsese",
        "Jo Kim",
        2011,
        "A town hides a secret; no zombies here.",
    ),
    (
        "t9",
        "Love Alarm",
        "TV Show",
        "Dramas|Romantic TV Shows",
        "South Korea",
        "Lee Na",
        "Kim So",
        2019,
        "An app tells you who loves you.",
    ),
    ("t10", "Kingdom", "TV Show", "Dramas", "South Korea", "Kim Seong", "Ju Ji", 2019, "A plague spreads in Joseon."),
    (
        "t11",
        "You",
        "TV Show",
        "Thrillers",
        "United States",
        "Greg Berl",
        "Penn Bad",
        2018,
        "A bookseller obsesses over a writer.",
    ),
    (
        "t12",
        "Loop",
        "Movie",
        "Sci-Fi Movies",
        "United States",
        "Ann Lee",
        "Al Ray",
        2012,
        "A physicist builds a time travel machine.",
    ),
    (
        "t13",
        "Long Day",
        "Movie",
        "Sci-Fi Movies",
        "United States",
        "Tom Hart",
        "Jo Kim",
        2013,
        "A pilot has no time to lose.",
    ),
];

fn titles() -> (Store, Lexicon) {
    let records = TITLES.iter().map(|(id, name, kind, genre, country, director, cast, year, text)| {
        json!({
            "kind": "product", "id": id, "name": name,
            "categories": std::iter::once(*kind).chain(genre.split('|')).collect::<Vec<_>>(),
            "specs": [
                {"section": "Details", "entry": "Country", "value": country},
                {"section": "Details", "entry": "Director", "value": director},
                {"section": "Details", "entry": "Cast", "value": cast},
                {"section": "Details", "entry": "Release year", "value": year.to_string()},
                {"section": "Details", "entry": "Added to Netflix", "value": added(id).0},
                {"section": "Details", "entry": "Votes", "value": votes(id).to_string()},
            ],
            "text": text,
        })
    });
    support::store_and_lexicon(records, "streaming")
}

/// When the shop listed a title ("March 4, 2019") and an ordinal that orders those dates.
fn added(id: &str) -> (String, u32) {
    let n: u32 = id[1..].parse().unwrap();
    let (year, month, day) = (2015 + n % 7, 1 + (n * 5) % 12, 1 + (n * 11) % 28);
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    (format!("{} {day}, {year}", MONTHS[month as usize - 1]), year * 400 + month * 31 + day)
}

/// How many shoppers voted on a title.
fn votes(id: &str) -> u32 {
    let n: u32 = id[1..].parse().unwrap();
    (n * 37) % 100 * 10 + 5
}

/// The ids among `f`'s titles with the highest `key`.
fn titles_top(f: impl Fn(&Title) -> bool, key: impl Fn(&Title) -> i64) -> BTreeSet<String> {
    let best = TITLES.iter().filter(|r| f(r)).map(&key).max().unwrap();
    titles_where(|r| f(r) && key(r) == best)
}

fn titles_where(f: impl Fn(&Title) -> bool) -> BTreeSet<String> {
    TITLES.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

/// The ids a question's query returns; every word of the question must be understood.
fn answer(store: &Store, lex: &Lexicon, q: &str) -> BTreeSet<String> {
    let c = compile(q, lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{q}: {c:?}");
    run(store, &c).unwrap().products.into_iter().map(|p| p.id).collect()
}

#[test]
fn a_decade_is_a_range_of_release_years() {
    let (store, lex) = titles();
    let got = answer(&store, &lex, "horror movies from the 2010s");
    assert_eq!(got, titles_where(|r| r.3 == "Horror Movies" && (2010..=2019).contains(&r.7)));
    let got = answer(&store, &lex, "thrillers in the '10s");
    assert_eq!(got, titles_where(|r| r.3 == "Thrillers" && (2010..=2019).contains(&r.7)));
}

#[test]
fn a_country_by_its_short_name_where_the_table_spells_it_out() {
    let (store, lex) = titles();
    let got = answer(&store, &lex, "thrillers that aren't from the US");
    assert_eq!(got, titles_where(|r| r.3 == "Thrillers" && r.4 != "United States"));
    assert_eq!(
        answer(&store, &lex, "UK crime tv shows"),
        titles_where(|r| r.3 == "Crime TV Shows" && r.4 == "United Kingdom")
    );
}

#[test]
fn movies_is_the_plural_of_movie_and_stuff_asks_for_products() {
    let (store, lex) = titles();
    // The kind "Movie" and the genre "Movies" are both what "movies" names.
    let got = answer(&store, &lex, "movies from nigeria");
    assert_eq!(got, titles_where(|r| (r.2 == "Movie" || r.3 == "Movies") && r.4 == "Nigeria"));
    // "zombie stuff": the prose must state it, and a denial ("no zombies here") is no statement.
    assert_eq!(answer(&store, &lex, "zombie stuff?"), titles_where(|r| r.0 == "t1"));
}

#[test]
fn a_countrys_initial_before_a_kind_and_a_word_said_of_the_products() {
    let (store, lex) = titles();
    // "K-dramas": Korean dramas; "that are not romantic": not in a category whose name says so.
    let got = answer(&store, &lex, "k-dramas that are not romantic");
    assert_eq!(got, titles_where(|r| r.4 == "South Korea" && r.3.contains("Dramas") && !r.3.contains("Romantic")));
    assert_eq!(got, BTreeSet::from(["t10".to_owned()]));
}

#[test]
fn a_spec_word_the_prose_writes_in_a_phrase_and_a_title_that_is_a_stop_word() {
    let (store, lex) = titles();
    // "time" of "Running time"-like labels is not asked for: the prose's "time travel" is.
    assert_eq!(answer(&store, &lex, "time travel movies"), titles_where(|r| r.0 == "t12"));
    // "do you have" names no title "You".
    let got = answer(&store, &lex, "how many thrillers do you have from the US");
    assert_eq!(got, titles_where(|r| r.3 == "Thrillers" && r.4 == "United States"));
}

#[test]
fn a_surname_a_value_writes_is_that_value_not_a_place_adjective() {
    let (store, lex) = titles();
    // "scorsese" ends like "japanese": it is the director, not a cast member whose name starts
    // like it ("Scorsone").
    assert_eq!(answer(&store, &lex, "scorsese movies"), titles_where(|r| r.5 == "Martin Scorsese"));
}

/// (id, name, inches, ARS)
const MONITORS: &[(&str, &str, f64, f64)] = &[
    ("m1", "Monitor LG 24 IPS", 24.0, 65_000.0),
    ("m2", "Monitor Samsung 24 Curvo", 24.0, 89_999.0),
    ("m3", "Monitor Dell 27 QHD", 27.0, 210_000.0),
    ("m4", "Monitor Philips 22", 22.0, 45_500.0),
    ("m5", "Monitor Dell 32 4K", 32.0, 420_000.0),
];

fn monitors() -> (Store, Lexicon) {
    let records = MONITORS.iter().map(|(id, name, inches, ars)| {
        json!({
            "kind": "product", "id": id, "name": name, "categories": ["Monitores"],
            "price": {"amount": ars, "currency": "ARS"},
            "specs": [{"section": "Pantalla", "entry": "Tamaño de la pantalla", "value": format!("{inches} \"")}],
        })
    });
    support::store_and_lexicon(records, "monitores")
}

fn monitors_where(f: impl Fn(f64, f64) -> bool) -> BTreeSet<String> {
    MONITORS.iter().filter(|r| f(r.2, r.3)).map(|r| r.0.to_owned()).collect()
}

#[test]
fn pesos_in_thousands_and_the_peso_sign() {
    let (store, lex) = monitors();
    assert_eq!(answer(&store, &lex, "monitors under 50 lucas"), monitors_where(|_, p| p < 50_000.0));
    let got = answer(&store, &lex, "monitors between 150 and 300 mil");
    assert_eq!(got, monitors_where(|_, p| (150_000.0..=300_000.0).contains(&p)));
    assert_eq!(answer(&store, &lex, "monitors less than 80 mil pesos"), monitors_where(|_, p| p < 80_000.0));
    let got = answer(&store, &lex, "24'' monitors under $70.000");
    assert_eq!(got, monitors_where(|s, p| s == 24.0 && p < 70_000.0));
    let got = answer(&store, &lex, "24'' monitors under ARS 70.000");
    assert_eq!(got, monitors_where(|s, p| s == 24.0 && p < 70_000.0));
}

#[test]
fn biggest_is_the_one_spec_written_in_a_length() {
    let (store, lex) = monitors();
    // The size is "Tamaño de la pantalla": no "size" in its name, but the one length.
    let biggest = MONITORS.iter().map(|r| r.2).fold(0.0, f64::max);
    assert_eq!(answer(&store, &lex, "biggest screen you have"), monitors_where(|s, _| s == biggest));
    let smallest = MONITORS.iter().map(|r| r.2).fold(f64::MAX, f64::min);
    assert_eq!(answer(&store, &lex, "smallest monitor"), monitors_where(|s, _| s == smallest));
}

/// (id, name, range km, EUR)
const CARS: &[(&str, &str, f64, f64)] = &[
    ("c1", "Volkswagen ID.3 Pro", 350.0, 35_460.0),
    ("c2", "Volkswagen e-Up!", 205.0, 26_895.0),
    ("c3", "MG ZS EV", 230.0, 32_000.0),
    ("c4", "Tesla Model 3", 410.0, 44_990.0),
    ("c5", "Dacia Spring Electric", 170.0, 21_790.0),
    ("c6", "Renault Zoe R135", 390.0, 33_990.0),
    ("c7", "Kia e-Niro 64 kWh", 385.0, 37_990.0),
    ("c8", "Fiat 500e Cabrio", 250.0, 29_990.0),
];

fn cars() -> (Store, Lexicon) {
    let records = CARS.iter().map(|(id, name, range, eur)| {
        json!({
            "kind": "product", "id": id, "name": name, "categories": ["Electric cars"],
            "price": {"amount": eur, "currency": "EUR"},
            "specs": [
                {"section": "Powertrain", "entry": "Type", "value": "Battery Electric Vehicle"},
                {"section": "Range", "entry": "Range", "value": format!("{range} km")},
                {"section": "Body", "entry": "Seats", "value": seats(id).to_string()},
            ],
        })
    });
    support::store_and_lexicon(records, "evs")
}

/// Seats of a car: four in the small ones (e-Up!, Spring, 500e), five in the others.
fn seats(id: &str) -> u32 {
    if matches!(id, "c2" | "c5" | "c8") {
        4
    } else {
        5
    }
}

#[test]
fn a_thing_named_by_what_it_has_many_of_is_that_count() {
    let (store, lex) = cars();
    let four: BTreeSet<String> = CARS.iter().filter(|r| seats(r.0) == 4).map(|r| r.0.to_owned()).collect();
    assert_eq!(answer(&store, &lex, "4 seater EVs"), four);
}

#[test]
fn short_names_of_makes_and_kinds_that_names_write() {
    let (store, lex) = cars();
    // "VW": the make names write in full.
    assert_eq!(answer(&store, &lex, "which VW has the most range"), BTreeSet::from(["c1".to_owned()]));
    // "EV" is in one name ("MG ZS EV"), yet "the cheapest EV" is the cheapest electric car.
    assert_eq!(answer(&store, &lex, "the cheapest EV"), BTreeSet::from(["c5".to_owned()]));
}

/// (id, name, brand, case diameter mm, water resistance m, USD)
const WATCHES: &[(&str, &str, &str, f64, f64, f64)] = &[
    ("w1", "Omega Seamaster Diver 300M", "Omega", 42.0, 300.0, 5_200.0),
    ("w2", "Omega Speedmaster Professional", "Omega", 42.0, 50.0, 6_300.0),
    ("w3", "Rolex Submariner Date", "Rolex", 41.0, 300.0, 10_250.0),
    ("w4", "Panerai Luminor Base", "Panerai", 44.0, 100.0, 4_900.0),
    ("w5", "Panerai Luminor Base Logo", "Panerai", 40.0, 100.0, 4_500.0),
    ("w6", "Seiko Prospex Marinemaster", "Seiko", 44.0, 1000.0, 3_100.0),
];

fn watches() -> (Store, Lexicon) {
    let records = WATCHES.iter().map(|(id, name, brand, mm, wr, usd)| {
        json!({
            "kind": "product", "id": id, "name": name, "range": brand, "categories": ["Watches"],
            "price": {"amount": usd, "currency": "USD"},
            "specs": [
                {"section": "Case", "entry": "Case diameter", "value": format!("{mm} mm")},
                {"section": "Case", "entry": "Case thickness", "value": "12 mm"},
                {"section": "Case", "entry": "Water resistance", "value": format!("{wr} meters")},
            ],
        })
    });
    support::store_and_lexicon(records, "watches")
}

fn watches_where(f: impl Fn(&(&str, &str, &str, f64, f64, f64)) -> bool) -> BTreeSet<String> {
    WATCHES.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

#[test]
fn a_slip_of_the_keyboard_is_the_one_catalog_word_it_nearly_spells() {
    let (store, lex) = watches();
    assert_eq!(answer(&store, &lex, "omgea watches"), watches_where(|r| r.2 == "Omega"));
    // A maker of one product (no range of its own) is the first word of its name.
    assert_eq!(answer(&store, &lex, "sieko watches"), watches_where(|r| r.2 == "Seiko"));
}

#[test]
fn what_a_product_withstands_is_a_lower_bound_and_larger_is_its_diameter() {
    let (store, lex) = watches();
    // "good to 1000 ft": at least 304.8 m.
    let got = answer(&store, &lex, "watches good to 1000 ft");
    assert_eq!(got, watches_where(|r| r.4 >= 304.8));
    assert_eq!(answer(&store, &lex, "water resistant to 100 m"), watches_where(|r| r.4 >= 100.0));
    // Three lengths (diameter, thickness): "larger" is the diameter.
    let c = compile("panerai luminor base logo vs luminor base, which is larger?", &lex);
    assert!(c.answers(), "{c:?}");
    assert!(c.understood.contains("Case diameter"), "{}", c.understood);
    let a = run(&store, &c).unwrap();
    assert_eq!(a.winners, vec!["Panerai Luminor Base".to_owned()], "{a:?}");
}

#[test]
fn a_bound_no_spec_can_hold_is_the_price_and_size_after_a_spec_says_no_more() {
    let (store, lex) = watches();
    // "case" names the diameter and the thickness, which run to 44 mm: 6k is a price.
    let c = compile("biggest case size for less than 6k", &lex);
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    let got: BTreeSet<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    let cheap = |r: &(&str, &str, &str, f64, f64, f64)| r.5 < 6_000.0;
    let widest = WATCHES.iter().filter(|r| cheap(r)).map(|r| r.3).fold(0.0, f64::max);
    assert_eq!(got, watches_where(|r| cheap(r) && r.3 == widest));
}

#[test]
fn a_letter_left_out_of_a_value_word_is_that_word() {
    let (store, lex) = titles();
    assert_eq!(answer(&store, &lex, "thrillers from nigria"), titles_where(|r| r.3 == "Thrillers" && r.4 == "Nigeria"));
    // Not a letter wrong: "nigerie" is no value.
    assert!(compile("thrillers from nigerie", &lex).unexplained.contains(&"nigerie".to_owned()));
}

#[test]
fn a_price_asked_of_a_catalog_without_prices_gets_no_passages() {
    use dualgraph_core::qa::{self, AskOptions, Knowledge};
    let (store, lex) = titles();
    let c = compile("horror movies under 10 dollars", &lex);
    assert!(c.asks_price_of_unpriced(), "{c:?}");
    let k = Knowledge::new(store);
    let options = AskOptions { strategy: qa::Strategy::RouterThenTkg, ..AskOptions::default() };
    let result = pollster::block_on(qa::ask::<dualgraph_core::llm::transport::NativeTransport>(
        &k,
        "horror movies under 10 dollars",
        &options,
        None,
        &mut |_| {},
    ));
    assert!(result.products.is_empty(), "{:?}", result.products);
    assert!(result.notice.as_deref().is_some_and(|n| n.contains("no prices")), "{:?}", result.notice);
}

#[test]
fn grades_of_age_by_the_verb_that_names_the_date_and_first_and_last_after_it() {
    let (store, lex) = titles();
    let horror = |r: &Title| r.3 == "Horror Movies";
    let last_added = titles_top(horror, |r| i64::from(added(r.0).1));
    assert_eq!(answer(&store, &lex, "most recently added horror movie"), last_added);
    assert_eq!(answer(&store, &lex, "which horror movie was added last"), last_added);
    // Without the verb, age is the title's own year, not when the shop listed it.
    assert_eq!(answer(&store, &lex, "newest horror movie"), titles_top(horror, |r| i64::from(r.7)));
    let thriller = |r: &Title| r.3 == "Thrillers";
    assert_eq!(answer(&store, &lex, "which thriller came out first"), titles_top(thriller, |r| -i64::from(r.7)));
}

#[test]
fn most_popular_is_most_voted_and_a_shortened_place_word_is_the_place() {
    let (store, lex) = titles();
    let thriller = |r: &Title| r.3 == "Thrillers";
    assert_eq!(answer(&store, &lex, "the most popular thriller"), titles_top(thriller, |r| i64::from(votes(r.0))));
    assert_eq!(
        answer(&store, &lex, "dramas from sth korea"),
        titles_where(|r| r.3.contains("Dramas") && r.4 == "South Korea")
    );
}

/// (id, address, suburb, distance to the city (bare km), car spots (None: not written), AUD)
type Home = (&'static str, &'static str, &'static str, f64, Option<u32>, f64);

const HOMES: &[Home] = &[
    ("h1", "85 Turner St", "Abbotsford", 2.5, Some(1), 1_480_000.0),
    ("h2", "25 Bloomburg St", "Abbotsford", 2.5, Some(0), 1_035_000.0),
    ("h3", "5 Charles St", "Abbotsford", 2.5, None, 1_465_000.0),
    ("h4", "40 Federation La", "Airport West", 13.5, Some(2), 850_000.0),
    ("h5", "55a Park St", "Brunswick", 5.2, Some(1), 1_350_000.0),
    ("h6", "12 Kent St", "Richmond", 2.6, Some(0), 2_100_000.0),
    ("h7", "9 Elm Gr", "Reservoir", 11.2, Some(3), 640_000.0),
    ("h8", "2/163 City Rd", "Southbank", 1.1, Some(1), 705_000.0),
];

fn homes() -> (Store, Lexicon) {
    let records = HOMES.iter().map(|(id, address, suburb, km, cars, aud)| {
        let mut specs = vec![
            json!({"section": "Location", "entry": "Suburb", "value": suburb}),
            json!({"section": "Location", "entry": "Distance", "value": km.to_string()}),
        ];
        if let Some(c) = cars {
            specs.push(json!({"section": "Property", "entry": "Car spots", "value": c.to_string()}));
        }
        let n: u32 = id[1..].parse().unwrap();
        specs.push(json!({"section": "Sale", "entry": "Date", "value": format!("{}/{}/2016", n % 28 + 1, n % 12 + 1)}));
        specs.push(json!({"section": "Property", "entry": "Year built", "value": built(id).to_string()}));
        json!({
            "kind": "product", "id": id, "name": format!("{address}, {suburb}"), "range": suburb,
            "categories": ["Houses"], "price": {"amount": aud, "currency": "AUD"}, "specs": specs,
        })
    });
    support::store_and_lexicon(records, "homes")
}

/// The year a home was built.
fn built(id: &str) -> u32 {
    [1900, 1955, 2001, 1988, 1920, 2012, 1970, 2015][id[1..].parse::<usize>().unwrap() - 1]
}

fn homes_where(f: impl Fn(&Home) -> bool) -> BTreeSet<String> {
    HOMES.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

#[test]
fn a_unit_asked_of_bare_numbers_whose_label_names_the_measure_and_millions_written_m() {
    let (store, lex) = homes();
    assert_eq!(answer(&store, &lex, "houses within 5 km"), homes_where(|r| r.3 <= 5.0));
    assert_eq!(answer(&store, &lex, "houses under 1.4m"), homes_where(|r| r.5 < 1_400_000.0));
    // "to the city" is what the distance is measured to, not "City Rd".
    let c = compile("closer to the city: 55a park st or 40 federation la?", &lex);
    assert!(c.answers() && c.understood.starts_with("compare by Distance (lower wins)"), "{c:?}");
    let a = run(&store, &c).unwrap();
    assert_eq!(a.winners, vec!["55a Park St, Brunswick".to_owned()], "{a:?}");
}

#[test]
fn without_a_counted_thing_is_none_counted_or_none_written() {
    let (store, lex) = homes();
    let c = compile("houses in abbotsford without car spots", &lex);
    assert!(c.answers(), "{c:?}");
    let got: BTreeSet<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    assert_eq!(got, homes_where(|r| r.2 == "Abbotsford" && r.4.unwrap_or(0) == 0));
}

#[test]
fn money_slang_is_the_shops_money_and_pre_is_before() {
    let (store, lex) = homes();
    assert_eq!(answer(&store, &lex, "houses under 1.2 mil"), homes_where(|r| r.5 < 1_200_000.0));
    // "grand" is money: as sure as a price with its currency.
    let c = compile("houses in abbotsford under 1500 grand", &lex);
    assert!(c.constraints.iter().any(|x| x.text.starts_with("price") && x.confidence >= 0.9), "{c:?}");
    let (store, lex) = titles();
    let got = answer(&store, &lex, "thrillers pre-2015");
    assert_eq!(got, titles_where(|r| r.3 == "Thrillers" && r.7 < 2015));
    // "rated" before a value of "Age rating"-like labels; "added" names the listing date.
    let c = compile("thrillers added in 2018", &lex);
    assert!(c.understood.contains("Added to Netflix = 2018"), "{}", c.understood);
    let got: BTreeSet<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    assert_eq!(got, titles_where(|r| r.3 == "Thrillers" && added(r.0).0.ends_with("2018")));
}

#[test]
fn rupee_slang_and_the_rupee_glued_to_its_amount() {
    let records = [("r1", "Silver Ring A", 1_499.0), ("r2", "Silver Ring B", 2_499.0), ("r3", "Gold Ring", 450.0)].map(
        |(id, name, inr)| {
            json!({"kind": "product", "id": id, "name": name, "categories": ["Rings"],
                   "price": {"amount": inr, "currency": "INR"},
                   "specs": [{"section": "Ring", "entry": "Base Material", "value": name.split(' ').next().unwrap()}]})
        },
    );
    let (store, lex) = support::store_and_lexicon(records, "rings");
    let below = |x: f64| -> BTreeSet<String> {
        [("r1", 1_499.0), ("r2", 2_499.0), ("r3", 450.0)].iter().filter(|r| r.1 < x).map(|r| r.0.to_owned()).collect()
    };
    assert_eq!(answer(&store, &lex, "rings below Rs.2000"), below(2000.0));
    assert_eq!(answer(&store, &lex, "rings under 500 bucks"), below(500.0));
}

#[test]
fn water_resistance_asked_in_bar_or_atm_is_ten_metres_a_bar() {
    let (store, lex) = watches();
    assert_eq!(answer(&store, &lex, "watches water resistant to 100 bar"), watches_where(|r| r.4 >= 1000.0));
    assert_eq!(answer(&store, &lex, "watches water resistant to 30 ATM or more"), watches_where(|r| r.4 >= 300.0));
}

#[test]
fn a_plural_the_encoder_places_on_the_catalogs_own_kind_is_no_constraint() {
    use dualgraph_core::compiler::{compile_with, semantic_lexicon::SemanticLexicon};
    // 12 fragrances; one maker's name writes "Perfumes".
    let rows: Vec<(String, &str, &str)> = (1..=12)
        .map(|n| {
            let maker = if n == 1 { "Al Haramain Perfumes" } else { "Maison" };
            let kind = if n % 3 == 0 { "Unisex fragrances" } else { "Women's fragrances" };
            (format!("Scent No {n} by {maker}"), maker, kind)
        })
        .collect();
    let records = rows.iter().enumerate().map(|(k, (name, maker, kind))| {
        json!({"kind": "product", "id": format!("f{}", k + 1), "name": name, "range": maker,
               "categories": ["Fragrances", kind],
               "specs": [{"section": "Fragrance", "entry": "Gender", "value": "for women"}]})
    });
    let (store, lex) = support::store_and_lexicon(records, "fragrances");
    let sem = SemanticLexicon::from_store(&store, &lex).unwrap().expect("the bundle has an encoder");
    let c = compile_with("how many unisex perfumes are there", &lex, Some(&sem));
    assert!(c.answers() && c.unexplained.is_empty(), "{c:?}");
    let got: BTreeSet<String> = run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect();
    let want: BTreeSet<String> = rows
        .iter()
        .enumerate()
        .filter(|(_, r)| r.2 == "Unisex fragrances")
        .map(|(k, _)| format!("f{}", k + 1))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn a_grade_of_age_is_the_year_built_not_the_date_sold() {
    let (store, lex) = homes();
    let oldest = HOMES.iter().map(|r| built(r.0)).min().unwrap();
    assert_eq!(answer(&store, &lex, "oldest house you've got"), homes_where(|r| built(r.0) == oldest));
    let newest = HOMES.iter().filter(|r| r.2 == "Abbotsford").map(|r| built(r.0)).max().unwrap();
    assert_eq!(
        answer(&store, &lex, "newest house in abbotsford"),
        homes_where(|r| r.2 == "Abbotsford" && built(r.0) == newest)
    );
}

/// (id, name, maker, rating out of 5, number of ratings)
const PERFUMES: &[(&str, &str, &str, f64, u32)] = &[
    ("p1", "Acqua di Gio by Giorgio Armani", "Giorgio Armani", 4.3, 12_400),
    ("p2", "Armani Code by Giorgio Armani", "Giorgio Armani", 4.1, 3_900),
    ("p3", "CK One by Calvin Klein", "Calvin Klein", 3.8, 9_800),
    ("p4", "Eternity by Calvin Klein", "Calvin Klein", 3.9, 2_100),
    ("p5", "Sauvage by Dior", "Dior", 4.0, 15_000),
    ("p6", "Fahrenheit by Dior", "Dior", 4.4, 6_300),
];

fn perfumes_where(f: impl Fn(&(&str, &str, &str, f64, u32)) -> bool) -> BTreeSet<String> {
    PERFUMES.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
}

#[test]
fn a_makers_surname_votes_as_ratings_and_the_count_that_can_hold_the_number() {
    let records = PERFUMES.iter().map(|(id, name, maker, rating, votes)| {
        let usd = [1_200.0, 900.0, 700.0, 800.0, 2_200.0, 1_500.0][id[1..].parse::<usize>().unwrap() - 1];
        json!({"kind": "product", "id": id, "name": name, "range": maker, "categories": ["Fragrances"],
        "price": {"amount": usd, "currency": "USD"},
        "specs": [
            {"section": "Community", "entry": "Rating", "value": rating.to_string()},
            {"section": "Community", "entry": "Number of ratings", "value": votes.to_string()},
        ]})
    });
    let (store, lex) = support::store_and_lexicon(records, "perfumes");
    // "armani": the last word of one maker's name, which names write only for its products.
    assert_eq!(answer(&store, &lex, "armani fragrances"), perfumes_where(|r| r.2 == "Giorgio Armani"));
    // "over 5k ratings": "Rating" runs 1–5; the count of ratings holds 5000. "votes" too.
    assert_eq!(answer(&store, &lex, "fragrances with over 5k ratings"), perfumes_where(|r| r.4 > 5_000));
    assert_eq!(answer(&store, &lex, "fragrances with 10k+ votes"), perfumes_where(|r| r.4 >= 10_000));
    assert_eq!(answer(&store, &lex, "fragrances rated 4.2 or higher"), perfumes_where(|r| r.3 >= 4.2));
    // "under 3k rated 4 or better": the word after the bound names the next number's spec; 3k
    // is the price (the count of ratings could hold it too).
    let c = compile("fragrances under 3k rated 4 or better", &lex);
    assert!(c.understood.contains("price < 3000") && c.understood.contains("Rating ≥ 4"), "{}", c.understood);
}

#[test]
fn bounds_and_car_words_of_spanish_and_german_shops() {
    // (id, fuel, gearbox, EUR)
    let rows = [
        ("u1", "Gasoline", "Automatic", 12_500.0),
        ("u2", "Gasoline", "Manual", 9_900.0),
        ("u3", "Diesel", "Automatic", 14_000.0),
        ("u4", "Gasoline", "Automatic", 18_900.0),
        ("u5", "Diesel", "Manual", 7_500.0),
        ("u6", "Gasoline", "Automatic", 15_000.0),
    ];
    let records = rows.iter().map(|(id, fuel, gearbox, eur)| {
        json!({"kind": "product", "id": id, "name": format!("Golf {id}"), "categories": ["Used cars"],
        "price": {"amount": eur, "currency": "EUR"},
        "specs": [
            {"section": "Car", "entry": "Fuel", "value": fuel},
            {"section": "Car", "entry": "Gearbox", "value": gearbox},
        ]})
    });
    let (store, lex) = support::store_and_lexicon(records, "used-cars");
    type Car<'a> = (&'a str, &'a str, &'a str, f64);
    let want = |f: &dyn Fn(&Car) -> bool| -> BTreeSet<String> {
        rows.iter().filter(|r| f(r)).map(|r| r.0.to_owned()).collect()
    };
    assert_eq!(
        answer(&store, &lex, "benzin automatik bis 15.000 €"),
        want(&|r| r.1 == "Gasoline" && r.2 == "Automatic" && r.3 <= 15_000.0)
    );
    assert_eq!(answer(&store, &lex, "used cars unter 10000 euros"), want(&|r| r.3 < 10_000.0));
    assert_eq!(answer(&store, &lex, "used cars hasta 14000 euros"), want(&|r| r.3 <= 14_000.0));
}

/// (id, name, brand)
const BRANDED: &[(&str, &str, &str)] = &[
    ("b1", "Bleecker Street", "Bond No 9"),
    ("b2", "Chez Bond", "Bond No 9"),
    ("b3", "Every Sun Day Sunscreen", "Dr. Jart+"),
    ("b4", "Cicapair Cream", "Dr. Jart+"),
    ("b5", "Bond Street Cologne", "Mayfair"),
    ("b6", "Jart Hand Cream", "Mayfair"),
];

fn branded() -> (Store, Lexicon) {
    let records = BRANDED.iter().map(|(id, name, brand)| {
        json!({
            "kind": "product", "id": id, "name": format!("{name} by {brand}"), "range": brand,
            "categories": ["Beauty"], "price": {"amount": 50.0, "currency": "USD"},
            "specs": [{"section": "Details", "entry": "Size", "value": "50 ml"}],
        })
    });
    support::store_and_lexicon(records, "beauty")
}

#[test]
fn the_dot_of_an_abbreviation_and_a_brands_last_plus() {
    let (store, lex) = branded();
    let of =
        |brand: &str| -> BTreeSet<String> { BRANDED.iter().filter(|r| r.2 == brand).map(|r| r.0.to_owned()).collect() };
    // "No." does not end the name "Bond No 9".
    assert_eq!(answer(&store, &lex, "bond no. 9 products"), of("Bond No 9"));
    // "Dr. Jart+" asked without its plus (and without its dot).
    assert_eq!(answer(&store, &lex, "dr jart products"), of("Dr. Jart+"));
}

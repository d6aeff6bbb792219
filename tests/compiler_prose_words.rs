//! Prose-only questions asked the way shoppers type them (issue #16): a misspelt word the prose
//! writes ("hypoalergenic") is that word; a participle before "as"/"for" only relates the product
//! to what follows ("bred as sled dogs"); the people a product is for are named by the word
//! before their noun ("for allergy sufferers"); examples after a negated word say what is wanted
//! instead ("without laces, like velcro or slip-on"); "shows" is a noun, not the verb "show";
//! "thrillers or mysteries" is both categories; "a big twist" asks for a twist; "deep fried"
//! meets "deep frying" and "ideas" asks nothing; "a view of the cathedral" is no "Garden view";
//! "R-rated" is the rating "R"; the section every spec row is filed under ("Anime") names the
//! catalog; "hands on" is the prose's "hands-on"; "shows set in high school" asks the phrase of
//! the category "School". Every answer is checked against the rows the catalog is written from.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::compile;
use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, name, categories, prose)
type Doc = (&'static str, &'static str, &'static [&'static str], &'static str);

/// Words of the filler documents' prose, one each, so no test word is among a tenth of the
/// catalog's documents (the catalog's own vocabulary).
const FILLER: &[&str] = &[
    "anchor", "barley", "canyon", "dagger", "ember", "falcon", "glacier", "harbor", "island", "jungle", "kettle",
    "lantern", "meadow", "nectar", "orchard", "pebble", "quarry", "raven", "saddle", "timber", "umber", "valley",
    "walnut", "yarrow", "zephyr", "acorn", "bramble", "cinder", "dune", "fjord",
];

/// A catalog of `docs` and one filler document per [`FILLER`] word, filed under `filler_cat`.
fn catalog(docs: &[Doc], filler_cat: &str, name: &str) -> (Store, Lexicon) {
    let fillers: Vec<(String, String, String)> = FILLER
        .iter()
        .enumerate()
        .map(|(i, w)| (format!("f{i}"), format!("Item {w}"), format!("Made around a {w}.")))
        .collect();
    let records = docs
        .iter()
        .map(|(id, name, cats, prose)| (id.to_string(), name.to_string(), json!(cats), prose.to_string()))
        .chain(fillers.into_iter().map(|(id, name, prose)| (id, name, json!([filler_cat]), prose)))
        .map(|(id, name, cats, prose)| {
            json!({
                "kind": "product", "id": id, "name": name, "categories": cats,
                "price": {"amount": 20.0, "currency": "USD"},
                "specs": [{"section": "Details", "entry": "Price", "value": "20 USD"}],
                "text": format!("## Description\n\n{prose}"),
            })
        });
    support::store_and_lexicon(records, name)
}

/// The ids of the documents whose prose holds every one of `words` (case-insensitive), in `cats`
/// when given: the oracle, read from the rows.
fn saying(docs: &[Doc], cats: &[&str], any_of: &[&str]) -> BTreeSet<String> {
    docs.iter()
        .filter(|(_, _, c, _)| cats.is_empty() || c.iter().any(|x| cats.contains(x)))
        .filter(|(_, _, _, prose)| any_of.iter().any(|w| prose.to_lowercase().contains(w)))
        .map(|(id, ..)| id.to_string())
        .collect()
}

const BREEDS: &[Doc] = &[
    (
        "d1",
        "Siberian Husky",
        &["Dog breeds", "Working"],
        "A compact sled dog of great endurance, bred to pull light loads.",
    ),
    ("d2", "Samoyed", &["Dog breeds", "Working"], "Bred as a sled dog for hauling loads across the tundra."),
    ("d3", "Alaskan Malamute", &["Dog breeds", "Working"], "An arctic sled dog of heavy bone and deep chest."),
    (
        "d4",
        "Bichon Frise",
        &["Dog breeds", "Non-Sporting"],
        "A cheerful companion with a hypoallergenic coat, kind to allergies.",
    ),
    ("d5", "Poodle", &["Dog breeds", "Non-Sporting"], "Proud and clever, with a curly hypoallergenic coat."),
    ("d6", "Beagle", &["Dog breeds", "Hound"], "A merry scent hound bred for hunting rabbits."),
    ("d7", "Pug", &["Dog breeds", "Toy"], "A charming companion that loves laps."),
    (
        "d8",
        "Boxer",
        &["Dog breeds", "Working"],
        "Playful and patient with children; a short coat for homes with allergies.",
    ),
    ("d9", "Vizsla", &["Dog breeds", "Sporting"], "A sleek pointer that needs long runs."),
    ("d10", "Whippet", &["Dog breeds", "Hound"], "A quiet sprinter who naps all day."),
];

#[test]
fn a_misspelt_prose_word_a_participle_and_the_people_a_breed_is_for() {
    let (store, lex) = catalog(BREEDS, "Dog breeds", "breeds");
    let ids = |q: &str| support::understood_ids(&store, &lex, q);
    // One letter left out of a word the prose writes, and no other term that near.
    assert_eq!(ids("hypoalergenic breeds"), saying(BREEDS, &[], &["hypoallergenic"]));
    let c = compile("hypoalergenic breeds", &lex);
    assert!(c.understood.contains("text says"), "{}", c.understood);
    // "bred as": the participle relates the breed to what follows; only "sled" is asked.
    let sled = saying(BREEDS, &[], &["sled"]);
    assert_eq!(sled.len(), 3);
    assert_eq!(ids("which breeds were bred as sled dogs"), sled);
    // "for allergy sufferers": "allergy" is asked, "sufferers" is who they are; and "allergy"
    // restates "hypoallergenic" (one root): either statement answers.
    let allergy = saying(BREEDS, &[], &["hypoallergenic", "allergies"]);
    assert_eq!(allergy.len(), 3);
    assert_eq!(ids("hypoallergenic breeds for allergy sufferers"), allergy);
    let c = compile("hypoallergenic breeds for allergy sufferers", &lex);
    assert!(c.understood.contains("text says \"hypoallergenic or allergy\""), "{}", c.understood);
    // A word no prose writes and no term is one slip from stays unread.
    let c = compile("hypnotic breeds", &lex);
    assert!(!c.understood.contains("text says"), "{}", c.understood);
}

const SHOES: &[Doc] = &[
    ("k1", "Runner Kids", &["Kids/Shoes"], "Hook-and-loop straps make it easy to put on."),
    ("k2", "Trail Kids", &["Kids/Shoes"], "Classic laces for a snug fit."),
    ("k3", "Slide Kids", &["Kids/Shoes"], "A slip-on design with a soft lining."),
    ("k4", "Court Kids", &["Kids/Shoes"], "Stitched leather and a rubber outsole."),
    ("m1", "Runner Men", &["Men/Shoes"], "Hook-and-loop straps for a quick fit."),
    ("m2", "Court Men", &["Men/Shoes"], "Cushioned midsole for all-day comfort."),
    ("m3", "Trail Men", &["Men/Shoes"], "Grippy lugs for muddy paths."),
    ("m4", "Road Men", &["Men/Shoes"], "A breathable mesh upper."),
];

#[test]
fn examples_after_a_negated_word_say_what_is_wanted_instead() {
    let (store, lex) = catalog(SHOES, "Men/Shoes", "shoes");
    let ids = |q: &str| support::understood_ids(&store, &lex, q);
    // "velcro" is the hook-and-loop fastening; "slip on" what k3 says.
    assert_eq!(
        ids("kids shoes without laces, like velcro or slip-on"),
        saying(SHOES, &["Kids/Shoes"], &["hook-and-loop", "slip-on"])
    );
    // Examples after a word that is not negated only illustrate it.
    let c = compile("comfortable shoes, like runners", &lex);
    assert!(!c.understood.contains("runner"), "{}", c.understood);
}

const TITLES: &[Doc] = &[
    ("s1", "Hallway Days", &["TV Show", "Teen TV Shows"], "Friends navigate life at a high school in Ohio."),
    ("s2", "Reunion", &["Movie", "Comedies"], "A high school reunion goes wrong."),
    ("s3", "Night Desk", &["TV Show", "Crime TV Shows"], "A detective hunts a killer across the city."),
    ("s4", "Harbor Hearts", &["TV Show", "Romantic TV Shows"], "Two rivals fall in love by the sea."),
    ("s5", "The Heist", &["Movie", "Thrillers"], "A crew plans one last job."),
    ("s6", "Prom Night", &["TV Show", "Teen TV Shows"], "Seniors at a high school prepare for prom."),
    ("s7", "Mountain", &["Movie", "Documentaries"], "Climbers face the north face."),
    ("s8", "Kitchen", &["TV Show", "Reality TV"], "Chefs compete for a prize."),
];

#[test]
fn shows_is_a_noun_for_the_categories_it_heads() {
    let (store, lex) = catalog(TITLES, "Movie", "titles");
    let ids = |q: &str| support::understood_ids(&store, &lex, q);
    let shows: Vec<&str> = vec!["TV Show", "Teen TV Shows", "Crime TV Shows", "Romantic TV Shows"];
    assert_eq!(ids("shows set in high school"), saying(TITLES, &shows, &["high school"]));
    // "show me" stays a request.
    let c = compile("show me comedies", &lex);
    assert!(c.unexplained.is_empty() && !c.understood.contains("TV Show"), "{}", c.understood);
}

const BOOKS: &[Doc] = &[
    ("b1", "Last Call", &["Thrillers"], "A shocking twist ending nobody sees coming."),
    ("b2", "The Quiet Lane", &["Mystery & Detective"], "The twist comes late in this village whodunit."),
    ("b3", "Summer Letters", &["Romance"], "A twist of fate brings them together."),
    ("b4", "Cold Harbor", &["Thrillers"], "A slow burn across a frozen port."),
    ("b5", "Inspector Vale", &["Mystery & Detective"], "A classic locked-room puzzle."),
    ("b6", "Rose Garden", &["Romance"], "Love blooms in a small town."),
    ("b7", "Deep Water", &["Thrillers"], "A diver uncovers a smuggling ring."),
    ("b8", "Paper Moon", &["Romance"], "Two writers trade letters for a year."),
];

#[test]
fn categories_joined_by_or_and_a_word_of_size_before_a_prose_term() {
    let (store, lex) = catalog(BOOKS, "Romance", "books");
    let ids = |q: &str| support::understood_ids(&store, &lex, q);
    let both = saying(BOOKS, &["Thrillers", "Mystery & Detective"], &["twist"]);
    assert_eq!(both.len(), 2);
    assert_eq!(ids("thrillers or mysteries with a big twist"), both);
    assert_eq!(ids("mysteries or thrillers with a twist"), both);
}

const RECIPES: &[Doc] = &[
    ("r1", "Onion Pakoda", &["Snack"], "Heat oil for deep frying and fry the fritters until golden."),
    ("r2", "Samosa", &["Snack"], "Deep fried pastry with a spiced potato filling."),
    ("r3", "Baked Mathri", &["Snack"], "Bake the crackers until crisp; no frying needed."),
    ("r4", "Masala Peanuts", &["Snack"], "Roast the peanuts in a dry pan."),
    ("r5", "Dal Tadka", &["Lunch"], "Temper the lentils with cumin and deep fried onions."),
];

#[test]
fn a_fried_thing_is_what_the_prose_says_it_fries_and_ideas_ask_nothing() {
    let (store, lex) = catalog(RECIPES, "Dinner", "recipes");
    let ids = |q: &str| support::understood_ids(&store, &lex, q);
    // "fried", "frying", "fry" meet; "deep fried" is the pair, whichever form the prose writes.
    let deep = saying(RECIPES, &["Snack"], &["deep fr"]);
    assert_eq!(deep.len(), 2);
    assert_eq!(ids("deep fried snacks"), deep);
    assert_eq!(ids("deep fried snack ideas"), deep);
}

/// (id, name, amenities, prose) of rentals.
const RENTALS: &[(&str, &str, &str, &str)] = &[
    ("h1", "Loft by the square", "Wifi, City skyline view", "Wake up to a view of the cathedral from bed."),
    ("h2", "Garden flat", "Wifi, Garden view", "A quiet garden flat near the park."),
    ("h3", "Tower room", "Wifi", "The cathedral is a short walk away; a view of the cathedral from the roof."),
    ("h4", "Harbour studio", "Wifi, Harbor view", "Boats and cranes outside."),
    ("h5", "Old town attic", "Wifi, City skyline view", "Rooftops and chimneys."),
];

#[test]
fn a_view_of_something_the_values_do_not_name_is_read_in_the_prose() {
    let fillers = FILLER.iter().enumerate().map(|(i, w)| {
        json!({"kind": "product", "id": format!("f{i}"), "name": format!("Room {w}"), "categories": ["Private room"],
            "specs": [{"section": "Amenities", "entry": "Amenities", "value": "Wifi"}],
            "text": format!("## Description\n\nA room near a {w}.")})
    });
    let records = RENTALS
        .iter()
        .map(|(id, name, amenities, prose)| {
            json!({"kind": "product", "id": id, "name": name, "categories": ["Entire home/apt"],
                "specs": [{"section": "Amenities", "entry": "Amenities", "value": amenities}],
                "text": format!("## Description\n\n{prose}")})
        })
        .chain(fillers);
    let (store, lex) = support::store_and_lexicon(records, "rentals");
    let views: BTreeSet<String> =
        RENTALS.iter().filter(|r| r.3.contains("view of the cathedral")).map(|r| r.0.to_owned()).collect();
    assert_eq!(views.len(), 2);
    assert_eq!(support::understood_ids(&store, &lex, "places with a view of the cathedral"), views);
    // The head alone still names the values it heads.
    let c = compile("places with a garden view", &lex);
    assert!(c.understood.contains("Garden view"), "{}", c.understood);
}

#[test]
fn rated_after_a_rating_value_says_what_the_value_is() {
    let films = [("m1", "Vault", "R"), ("m2", "Picnic", "PG"), ("m3", "Getaway", "R"), ("m4", "Lanterns", "PG-13")];
    let records = films.iter().map(|(id, name, rating)| {
        json!({"kind": "product", "id": id, "name": name, "categories": ["Movie"],
            "specs": [{"section": "Title", "entry": "Age rating", "value": rating}],
            "text": "## Description\n\nA film."})
    });
    let (store, lex) = support::store_and_lexicon(records, "films");
    let rated = |r: &str| films.iter().filter(|f| f.2 == r).map(|f| f.0.to_owned()).collect::<BTreeSet<String>>();
    assert_eq!(support::understood_ids(&store, &lex, "R-rated movies"), rated("R"));
    assert_eq!(support::understood_ids(&store, &lex, "PG-13 rated movies"), rated("PG-13"));
}

/// (id, name, type, genres, also known as, synopsis) of titles whose every spec row is filed
/// under the section "Anime".
type Title = (&'static str, &'static str, &'static str, &'static str, &'static str, &'static str);

const ANIME: &[Title] = &[
    (
        "a1",
        "Hibike",
        "TV",
        "Music, School",
        "Sound! Euphonium",
        "A high school band practises for the national contest.",
    ),
    ("a2", "Kimi", "Movie", "Romance", "Your Name", "Two strangers swap bodies across time."),
    ("a3", "DxD", "TV", "Comedy, School", "High School DxD", "A student is reborn as a devil at his academy."),
    ("a4", "Stars", "TV", "Music", "Star Road", "Three idols chase a debut at the Budokan."),
    ("a5", "Clockwork", "TV", "Sci-Fi", "Clock Work", "A lab discovers time travel with a microwave."),
    ("a6", "Gakuen", "TV", "School", "Academy Days", "Friends at a high school film their last summer."),
    ("a7", "Pitch", "TV", "Sports, School", "Ace Pitcher", "A middle school pitcher joins a new team."),
    ("a8", "Lab Notes", "Movie", "Sci-Fi", "Lab Notes", "Hands-on experiments go wrong in a basement lab."),
    ("a9", "Rooftop", "TV", "School, Comedy", "Rooftop Club", "The high school rooftop club meets after class."),
    ("a10", "Graduation", "Movie", "School", "Graduation Day", "A high school class says goodbye."),
    ("a11", "Letters", "TV", "Romance", "Love Letters", "Two pen pals meet at high school reunions."),
];

#[test]
fn the_section_every_row_is_filed_under_names_the_catalog_and_shows_are_tv() {
    let fillers = FILLER.iter().enumerate().map(|(i, w)| {
        (format!("f{i}"), format!("Title {w}"), "Movie", "Drama", format!("Aka {w}"), format!("A story of a {w}."))
    });
    let records = ANIME
        .iter()
        .map(|(id, name, kind, genres, aka, text)| {
            (id.to_string(), name.to_string(), *kind, *genres, aka.to_string(), text.to_string())
        })
        .chain(fillers)
        .map(|(id, name, kind, genres, aka, text)| {
            let mut cats = vec![kind.to_owned()];
            cats.extend(genres.split(", ").map(str::to_owned));
            json!({"kind": "product", "id": id, "name": name, "categories": cats,
                "specs": [
                    {"section": "Anime", "entry": "Type", "value": kind},
                    {"section": "Anime", "entry": "Genres", "value": genres},
                    {"section": "Anime", "entry": "Also known as", "value": aka},
                ],
                "text": format!("## Description\n\n{text}")})
        });
    let (store, lex) = support::store_and_lexicon(records, "anime");
    let ids = |q: &str| support::understood_ids(&store, &lex, q);
    let saying = |kind: Option<&str>, genre: Option<&str>, w: &str| -> BTreeSet<String> {
        ANIME
            .iter()
            .filter(|t| kind.is_none_or(|k| t.2 == k) && genre.is_none_or(|g| t.3.contains(g)))
            .filter(|t| t.5.to_lowercase().contains(w))
            .map(|t| t.0.to_owned())
            .collect()
    };
    // "anime" is the section of every row: the catalog's noun, no constraint.
    assert_eq!(ids("anime about idols"), saying(None, None, "idols"));
    assert_eq!(ids("anime about time travel"), saying(None, None, "time travel"));
    // "hands on" is what the prose writes "hands-on".
    assert_eq!(ids("hands on movies"), saying(Some("Movie"), None, "hands-on"));
    // "shows" are the titles filed under "TV"; "high school" is the phrase the prose states, asked
    // of the category "School" its second word named (not the alternative title "High School DxD").
    let high = saying(Some("TV"), Some("School"), "high school");
    assert_eq!(high.len(), 3);
    assert_eq!(ids("shows set in high school"), high);
}

//! A catalog of documents filed under one category every item is in plus one of several
//! sibling categories (dog breeds in "Dog breeds" and "Toy Group", "Sporting Group", …), with a
//! place in a ranking (1 = most popular) and ranges in units (issue #15): "the most popular" is
//! the smallest place, "the top 3 popularity" the first three places, "toy dogs in the top 40"
//! those of the first 40 places; "sporting breeds" is the
//! group its first word tells from the others, "toy dogs" too (not the names that write "Toy");
//! "non sporting" is the "Non-Sporting Group", not every group but "Sporting"; "lives the
//! longest" and "the longest lifespan" are the life expectancy; the category every breed is in
//! ("breeds") is no constraint and no doubt; "eager to please" is the value written with its
//! small words, not "Eager"; "except the ones that need daily brushing" excludes across the
//! clause. Every answer is checked against the rows.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::skg::store::Store;
use serde_json::json;
use std::collections::BTreeSet;

/// (id, name, group, popularity rank, height cm (low, high), life expectancy years (low, high))
type Breed = (&'static str, &'static str, &'static str, u32, (f64, f64), (f64, f64));

/// (temperament, trainability, grooming) of each breed in [`BREEDS`], in order.
const CARE: &[(&str, &str, &str)] = &[
    ("Friendly, Active, Outgoing", "Eager to Please", "Weekly Brushing"),
    ("Confident, Courageous, Smart", "Eager to Please", "Weekly Brushing"),
    ("Intelligent, Friendly, Devoted", "Eager to Please", "2-3 Times a Week Brushing"),
    ("Adaptable, Playful, Smart", "Agreeable", "Occasional Bath/Brush"),
    ("Affectionate, Sprightly, Tomboyish", "Agreeable", "Daily Brushing"),
    ("Gentle, Playful, Eager", "Independent", "Weekly Brushing"),
    ("Spirited, Eager, Observant", "Easy Training", "Occasional Bath/Brush"),
    ("Calm, Friendly, Merry", "Eager to Please", "Weekly Brushing"),
    ("Playful, Curious, Peppy", "Agreeable", "Daily Brushing"),
    ("Friendly, Curious, Merry", "Independent", "Weekly Brushing"),
    ("Charming, Graceful, Sassy", "May be Stubborn", "Weekly Brushing"),
    ("Affectionate, Happy, Eager", "Eager to Please", "Daily Brushing"),
];

const BREEDS: &[Breed] = &[
    ("d1", "Labrador Retriever", "Sporting Group", 1, (54.6, 62.2), (11.0, 13.0)),
    ("d2", "German Shepherd Dog", "Herding Group", 2, (55.9, 66.0), (7.0, 10.0)),
    ("d3", "Golden Retriever", "Sporting Group", 3, (54.6, 61.0), (10.0, 12.0)),
    ("d4", "French Bulldog", "Non-Sporting Group", 4, (27.9, 33.0), (10.0, 12.0)),
    ("d5", "Yorkshire Terrier", "Toy Group", 10, (17.8, 20.3), (11.0, 15.0)),
    ("d6", "English Toy Spaniel", "Toy Group", 127, (22.9, 25.4), (10.0, 12.0)),
    ("d7", "Toy Manchester Terrier", "Terrier Group", 130, (25.4, 30.5), (14.0, 16.0)),
    ("d8", "Sussex Spaniel", "Sporting Group", 170, (33.0, 38.1), (13.0, 15.0)),
    ("d9", "Bichon Frise", "Non-Sporting Group", 46, (23.5, 29.2), (14.0, 17.0)),
    ("d10", "Beagle", "Hound Group", 6, (33.0, 38.1), (10.0, 15.0)),
    ("d11", "Chihuahua", "Toy Group", 33, (12.7, 20.3), (14.0, 16.0)),
    ("d12", "Border Terrier", "Terrier Group", 81, (33.0, 40.6), (12.0, 15.0)),
];

fn breeds() -> (Store, Lexicon) {
    let records = BREEDS.iter().zip(CARE).map(|((id, name, group, rank, height, life), (temper, train, groom))| {
        json!({
            "kind": "product", "id": id, "name": name, "range": group,
            "categories": ["Dog breeds", group],
            "specs": [
                {"section": "Breed", "entry": "AKC group", "value": group},
                {"section": "Breed", "entry": "AKC popularity rank", "value": rank.to_string()},
                {"section": "Size", "entry": "Height", "value": format!("{}–{} cm", height.0, height.1)},
                {"section": "Health", "entry": "Life expectancy", "value": format!("{}–{} years", life.0, life.1)},
                {"section": "Breed", "entry": "Temperament", "value": temper},
                {"section": "Behaviour", "entry": "Trainability", "value": train},
                {"section": "Care", "entry": "Grooming", "value": groom},
            ],
        })
    });
    support::store_and_lexicon(records, "breeds")
}

fn breeds_where(f: impl Fn(&Breed) -> bool) -> BTreeSet<String> {
    BREEDS.iter().filter(|b| f(b)).map(|b| b.0.to_owned()).collect()
}

fn cared_where(f: impl Fn(&Breed, &(&str, &str, &str)) -> bool) -> BTreeSet<String> {
    BREEDS.iter().zip(CARE).filter(|(b, c)| f(b, c)).map(|(b, _)| b.0.to_owned()).collect()
}

/// The `k` breeds (of those `f` keeps) first by `key`, smallest first.
fn first_by(k: usize, f: impl Fn(&Breed) -> bool, key: impl Fn(&Breed) -> f64) -> BTreeSet<String> {
    let mut kept: Vec<&Breed> = BREEDS.iter().filter(|b| f(b)).collect();
    kept.sort_by(|a, b| key(a).total_cmp(&key(b)));
    kept.into_iter().take(k).map(|b| b.0.to_owned()).collect()
}

use support::understood_ids as answer;

#[test]
fn the_most_popular_is_the_first_place_of_a_ranking() {
    let (store, lex) = breeds();
    let rank = |b: &Breed| b.3 as f64;
    assert_eq!(answer(&store, &lex, "the 3 most popular breeds"), first_by(3, |_| true, rank));
    assert_eq!(answer(&store, &lex, "the most popular breed"), first_by(1, |_| true, rank));
    assert_eq!(answer(&store, &lex, "the top 2 popularity"), first_by(2, |_| true, rank));
    // "in the top N": the first N places, a bound beside the group (not its N most popular).
    assert_eq!(
        answer(&store, &lex, "toy dogs in the top 40 most popular"),
        breeds_where(|b| b.2 == "Toy Group" && b.3 <= 40)
    );
    assert_eq!(
        answer(&store, &lex, "least popular sporting breed"),
        first_by(1, |b| b.2 == "Sporting Group", |b| -rank(b))
    );
}

#[test]
fn the_word_that_tells_a_group_from_its_siblings_names_it() {
    let (store, lex) = breeds();
    assert_eq!(answer(&store, &lex, "sporting breeds"), breeds_where(|b| b.2 == "Sporting Group"));
    // Not "English Toy Spaniel" and "Toy Manchester Terrier" by their names: the Toy Group.
    assert_eq!(answer(&store, &lex, "toy dogs"), breeds_where(|b| b.2 == "Toy Group"));
    assert_eq!(answer(&store, &lex, "hound breeds"), breeds_where(|b| b.2 == "Hound Group"));
}

#[test]
fn non_sporting_is_the_group_of_that_name() {
    let (store, lex) = breeds();
    assert_eq!(
        answer(&store, &lex, "non sporting breeds under 30 cm"),
        breeds_where(|b| b.2 == "Non-Sporting Group" && b.4 .1 < 30.0)
    );
    assert_eq!(answer(&store, &lex, "breeds that are not sporting"), breeds_where(|b| b.2 != "Sporting Group"));
}

#[test]
fn living_longest_is_the_life_expectancy() {
    let (store, lex) = breeds();
    let longest = first_by(1, |_| true, |b| -b.5 .1);
    assert_eq!(answer(&store, &lex, "which breed lives the longest"), longest);
    assert_eq!(answer(&store, &lex, "breeds with the longest lifespan"), longest);
}

#[test]
fn a_value_that_writes_small_words_is_read_to_its_end() {
    let (store, lex) = breeds();
    // "Eager to Please" (trainability), not the temperament "Eager" and two small words.
    assert_eq!(answer(&store, &lex, "breeds that are eager to please"), cared_where(|_, c| c.1 == "Eager to Please"));
}

#[test]
fn an_exception_reaches_across_a_clause_about_the_products() {
    let (store, lex) = breeds();
    assert_eq!(
        answer(&store, &lex, "terriers except the ones that need daily brushing"),
        cared_where(|b, c| b.2 == "Terrier Group" && c.2 != "Daily Brushing")
    );
}

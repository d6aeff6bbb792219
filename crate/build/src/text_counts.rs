//! Counts written inside text spec values ("Chest of 6 drawers", "Table and 4 chairs", "2-seat
//! sofa"), as numeric spec rows: a shopper's "6+ drawers" or "at least 4 chairs" needs a number to
//! compare, and the catalog only writes it inside a description. A count is a number from 1 to
//! 99 right before a word of four letters or more that is no unit, in a value that holds no
//! money; the word becomes an entry named by its plural ("Drawers", section "Counts", one row per
//! product and word: the first count) when at least [`MIN_PRODUCTS`] products write it with a
//! number, and no entry of the catalog already names the word ("HDMI Ports" keeps its own rows).

use crate::catalog::{Catalog, SpecRow};
use dualgraph_core::text::names::singular;
use dualgraph_core::text::units;
use std::collections::{BTreeMap, HashSet};

/// The section of the rows this module adds.
pub const SECTION: &str = "Counts";

/// Products that must write a count of a word in one entry before it becomes a spec (fewer is
/// a coincidence).
const MIN_PRODUCTS: usize = 5;

/// Adds the rows; returns how many per added entry (for the build report).
pub fn add_rows(catalog: &mut Catalog) -> BTreeMap<String, usize> {
    let named: Vec<Vec<String>> = catalog
        .products
        .iter()
        .flat_map(|p| &p.specs)
        .map(|row| row.entry.to_lowercase())
        .collect::<HashSet<_>>()
        .into_iter()
        .map(|e| e.split(|c: char| !c.is_alphanumeric()).map(singular).collect())
        .collect();
    let already_named = |word: &str| named.iter().any(|words| words.iter().any(|w| w == word));
    // Per product, (word, count) of the first count of each word.
    let found: Vec<Vec<(String, u32)>> = catalog
        .products
        .iter()
        .map(|p| {
            let mut seen: HashSet<String> = HashSet::new();
            let mut out = Vec::new();
            for row in p.specs.iter().filter(|r| r.section.as_deref() != Some(SECTION) && !priced(r)) {
                for (n, word) in counts(&row.value) {
                    if !already_named(&word) && seen.insert(word.clone()) {
                        out.push((word, n));
                    }
                }
            }
            out
        })
        .collect();
    let mut per_entry: BTreeMap<String, usize> = BTreeMap::new();
    for (word, _) in found.iter().flatten() {
        *per_entry.entry(entry_name(word)).or_default() += 1;
    }
    per_entry.retain(|_, n| *n >= MIN_PRODUCTS);
    for (p, counts) in catalog.products.iter_mut().zip(found) {
        for (word, n) in counts {
            let name = entry_name(&word);
            if per_entry.contains_key(&name) {
                p.specs.push(SpecRow { section: Some(SECTION.to_owned()), entry: name, value: n.to_string() });
            }
        }
    }
    per_entry
}

/// A row of money: its entry names a price ("Previous price: SR 50/4 pack") or its value holds
/// an amount in a known currency. Its numbers are no counts of parts.
fn priced(row: &SpecRow) -> bool {
    let entry = row.entry.to_lowercase();
    entry.split(|c: char| !c.is_alphanumeric()).any(|w| matches!(w, "price" | "prices" | "cost" | "rrp" | "msrp"))
        || units::parse_value(&row.value).iter().any(|part| {
            matches!(part.quantity, Some(units::Quantity::Scalar { unit: Some(u), .. }) if u.dimension == units::Dimension::Currency)
        })
}

/// "Drawers" for the word "drawer".
fn entry_name(word: &str) -> String {
    let plural = if let Some(stem) = word.strip_suffix('f') {
        format!("{stem}ves")
    } else if word.ends_with(['s', 'x']) || word.ends_with("ch") || word.ends_with("sh") {
        format!("{word}es")
    } else {
        format!("{word}s")
    };
    let mut chars = plural.chars();
    let head: String = chars.next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
    format!("{head}{}", chars.as_str())
}

/// The counts in a text value, in order, each as (number, singular word): "Table and 6 chairs,
/// 180 cm" → (6, chair); "2-seat sofa" → (2, seat). Units ("180 cm"), years and model numbers
/// (above 99) are no counts, nor capitalised words (model names: "iPhone 6 Plus"), nor a value
/// that is only an amount ("88 points").
fn counts(value: &str) -> Vec<(u32, String)> {
    let words: Vec<&str> = value
        .split(|c: char| c.is_whitespace() || matches!(c, '-' | ',' | '(' | ')' | '/' | ';'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut out = Vec::new();
    // A value that is only an amount ("88 points", "30 hours") is a number with its unit.
    if words.len() < 3 {
        return out;
    }
    for pair in words.windows(2) {
        let Ok(n) = pair[0].parse::<u32>() else { continue };
        // Lowercase: "Aria 5 Lite", "iPhone 6 Plus" are model names, not counts.
        let word = pair[1];
        if (1..=99).contains(&n)
            && word.chars().count() >= 4
            && word.chars().all(|c| c.is_alphabetic() && c.is_lowercase())
            && units::unit_by_symbol(word).is_none()
            && units::unit_by_symbol(&singular(word)).is_none()
            && !units::parse_value(&format!("{n} {word}"))
                .iter()
                .any(|p| matches!(p.quantity, Some(units::Quantity::Scalar { unit: Some(_), .. })))
        {
            out.push((n, singular(word)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::test_product as product;

    #[test]
    fn counts_are_numbers_before_words_that_are_no_units() {
        assert_eq!(counts("Table and 6 chairs, 180 cm"), vec![(6, "chair".to_owned())]);
        assert_eq!(counts("2-seat sofa"), vec![(2, "seat".to_owned())]);
        assert_eq!(counts("Chest of 3 drawers, 80x48 cm"), vec![(3, "drawer".to_owned())]);
        assert!(counts("Model 2017 edition").is_empty(), "a year is no count");
        assert!(counts("55 inch screen").is_empty(), "a unit is no count");
        assert!(counts("Works with the Aria 5 Plus").is_empty(), "a model name is no count");
        assert!(counts("88 points").is_empty(), "an amount alone is a number with its unit");
        assert!(counts("up to 30 hours of playback").is_empty(), "hours are a unit");
    }

    #[test]
    fn a_word_counted_in_enough_products_becomes_a_spec_unless_an_entry_names_it() {
        let mut catalog = Catalog::default();
        for n in 2..8 {
            catalog.products.push(product(&format!("c{n}"), &[("Description", &format!("Chest of {n} drawers"))]));
        }
        for n in 1..6 {
            catalog.products.push(product(&format!("t{n}"), &[("Ports", &format!("{n} ports"))]));
        }
        catalog.products.push(product("s1", &[("Description", "Table and 4 chairs")]));
        let added = add_rows(&mut catalog);
        assert_eq!(added, BTreeMap::from([("Drawers".to_owned(), 6)]));
        let row = catalog.products[4].specs.last().unwrap();
        assert_eq!((row.section.as_deref(), row.entry.as_str(), row.value.as_str()), (Some(SECTION), "Drawers", "6"));
        assert_eq!(catalog.products[6].specs.len(), 1, "\"Ports\" already names its counts");
        assert_eq!(catalog.products[11].specs.len(), 1, "one product counting chairs is a coincidence");
    }
}

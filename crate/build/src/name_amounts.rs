//! Amounts written only in product names ("Anker PowerCore 10000mAh", "SanDisk 64GB microSD"),
//! as spec rows: a shop whose tables never state a capacity still names it, and a shopper's
//! "10,000 mAh or more" needs a number to compare, not a substring. Only for measures no spec row
//! of the catalog carries (a catalog with a "Storage: 512 GB" row keeps its own tables; a name's
//! "16GB 512GB" is not read), never money, and only amounts with a unit the unit table knows.
//! Each product gets at most one row per unit (the name's first amount in it: "80 cm (32
//! inches)" gives 80 cm and 32 inch, as shoppers ask either way), in the entry
//! "<unit> in the name" of the section "Name", so answers show where the number came from; a
//! unit fewer than [`MIN_PRODUCTS`] names write is left alone, and so are measures names rarely
//! mean ([`named_measure`]).

use crate::catalog::{Catalog, SpecRow};
use dualgraph_core::text::units::{self, Dimension, Quantity};
use std::collections::{BTreeMap, HashSet};

/// The section of the rows this module adds.
pub const SECTION: &str = "Name";

/// Adds the rows; returns how many per unit symbol (for the build report).
pub fn add_rows(catalog: &mut Catalog) -> BTreeMap<String, usize> {
    let in_specs: HashSet<Dimension> = catalog
        .products
        .iter()
        .flat_map(|p| &p.specs)
        .flat_map(|row| units::parse_value(&row.value))
        .filter_map(|part| match part.quantity {
            Some(Quantity::Scalar { unit: Some(u), .. }) | Some(Quantity::Dimensions { unit: Some(u), .. }) => {
                Some(u.dimension)
            }
            _ => None,
        })
        .collect();
    // Per product, the first amount in each unit its name writes.
    let found: Vec<Vec<(f64, units::Unit)>> = catalog
        .products
        .iter()
        .map(|p| {
            let mut seen: HashSet<&'static str> = HashSet::new();
            amounts(&p.name)
                .into_iter()
                .filter(|(_, u)| {
                    u.dimension != Dimension::Currency && !in_specs.contains(&u.dimension) && seen.insert(u.symbol)
                })
                .collect()
        })
        .collect();
    let mut per_unit: BTreeMap<String, (usize, bool)> = BTreeMap::new();
    for (_, u) in found.iter().flatten() {
        per_unit.entry(u.symbol.to_owned()).or_insert((0, named_measure(u))).0 += 1;
    }
    // A measure names rarely mean (a percentage, a time) is the catalog's attribute when half
    // its names write it: a whisky's "46%", its "18 year old".
    let products = catalog.products.len();
    per_unit.retain(|_, (n, usual)| *n >= MIN_PRODUCTS && (*usual || *n * 2 >= products));
    let mut per_unit: BTreeMap<String, usize> = per_unit.into_iter().map(|(u, (n, _))| (u, n)).collect();
    for (p, amounts) in catalog.products.iter_mut().zip(found) {
        for (value, unit) in amounts.into_iter().filter(|(_, u)| per_unit.contains_key(u.symbol)) {
            p.specs.push(SpecRow {
                section: Some(SECTION.to_owned()),
                entry: format!("{} in the name", unit.symbol),
                value: format!("{value} {}", unit.symbol),
            });
        }
    }
    add_labelled(catalog, &mut per_unit);
    add_pack_sizes(catalog, &mut per_unit);
    per_unit
}

/// The entry of a multipack's count read from names ([`pack_size`]).
pub const PACK_ENTRY: &str = "Pack size in the name";

/// "2.9-oz, case of 24", "Socks 6-Pack", "Pods, 12 ct": the count of a multipack the name
/// writes, as a row "N pack" (so "24-packs", "case of 24" and "12 pack" compare), where at
/// least [`MIN_PRODUCTS`] names write one and no spec row of the catalog is named so already.
fn add_pack_sizes(catalog: &mut Catalog, per_label: &mut BTreeMap<String, usize>) {
    if catalog.products.iter().flat_map(|p| &p.specs).any(|row| row.entry == PACK_ENTRY) {
        return;
    }
    let found: Vec<Option<u32>> = catalog.products.iter().map(|p| pack_size(&p.name)).collect();
    let n = found.iter().flatten().count();
    if n < MIN_PRODUCTS {
        return;
    }
    for (p, size) in catalog.products.iter_mut().zip(found) {
        if let Some(size) = size {
            p.specs.push(SpecRow {
                section: Some(SECTION.to_owned()),
                entry: PACK_ENTRY.to_owned(),
                value: format!("{size} pack"),
            });
        }
    }
    per_label.insert("pack".to_owned(), n);
}

/// The multipack count a name writes: "case of 24", "pack of 6", "box of 12", "6-pack",
/// "6 pk", "12 ct", "12-count" (2 to 500 items).
fn pack_size(name: &str) -> Option<u32> {
    let words: Vec<String> = name
        .to_lowercase()
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')' | '[' | ']' | '/' | '|' | ';'))
        .filter(|w| !w.is_empty())
        .flat_map(|w| {
            // "6-pack", "12ct": the count and its word apart.
            let digits = w.bytes().take_while(u8::is_ascii_digit).count();
            let rest = w[digits..].trim_start_matches('-');
            if digits > 0 && digits < w.len() && !rest.is_empty() {
                vec![w[..digits].to_owned(), rest.to_owned()]
            } else {
                vec![w.to_owned()]
            }
        })
        .collect();
    let count = |w: &str| w.parse::<u32>().ok().filter(|n| (2..=500).contains(n));
    for (i, w) in words.iter().enumerate() {
        let next = words.get(i + 1).map(String::as_str).unwrap_or_default();
        if matches!(w.as_str(), "case" | "pack" | "box" | "carton" | "tray") && next == "of" {
            if let Some(n) = words.get(i + 2).and_then(|w| count(w)) {
                return Some(n);
            }
        }
        if matches!(next, "pack" | "pk" | "ct" | "count") {
            if let Some(n) = count(w) {
                return Some(n);
            }
        }
    }
    None
}

/// "SPF 50", "UPF 50": a short capitalised label before a number, inside the name (not its
/// first word, the brand's place), that at least [`MIN_PRODUCTS`] names write and no spec row
/// names: a row "<label>" with the number, so "SPF 30 or higher" compares and "SPF 100" finds
/// none. Units ("GB", "HP") are amounts, not labels, and a label most names glue to its number
/// ("MT900", "MH100") is a model code.
fn add_labelled(catalog: &mut Catalog, per_label: &mut BTreeMap<String, usize>) {
    let entries: HashSet<String> =
        catalog.products.iter().flat_map(|p| &p.specs).map(|row| row.entry.to_lowercase()).collect();
    let found: Vec<Vec<(String, f64, bool)>> = catalog
        .products
        .iter()
        .map(|p| {
            let mut seen = HashSet::new();
            labelled(&p.name).into_iter().filter(|(l, ..)| seen.insert(l.clone())).collect()
        })
        .collect();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut glued: BTreeMap<String, usize> = BTreeMap::new();
    for (label, _, apart) in found.iter().flatten() {
        *counts.entry(label.clone()).or_default() += 1;
        if !apart {
            *glued.entry(label.clone()).or_default() += 1;
        }
    }
    counts.retain(|label, n| {
        *n >= MIN_PRODUCTS
            && !entries.contains(&label.to_lowercase())
            && glued.get(label).copied().unwrap_or(0) * 2 < *n
    });
    let found: Vec<Vec<(String, f64)>> =
        found.into_iter().map(|l| l.into_iter().map(|(label, v, _)| (label, v)).collect()).collect();
    for (p, labelled) in catalog.products.iter_mut().zip(found) {
        for (label, value) in labelled.into_iter().filter(|(l, _)| counts.contains_key(l)) {
            p.specs.push(SpecRow { section: Some(SECTION.to_owned()), entry: label, value: format!("{value}") });
        }
    }
    per_label.extend(counts);
}

/// The (label, number, written apart) triples of a name: a word of 2–4 capital letters, not its
/// first word and not a unit, then a plain number ("SPF 50", "SPF50").
fn labelled(name: &str) -> Vec<(String, f64, bool)> {
    let words: Vec<&str> =
        name.split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | '[' | ']' | '/' | '|' | ',')).collect();
    let label_ok = |w: &str| {
        (2..=4).contains(&w.len())
            && w.chars().all(|c| c.is_ascii_uppercase())
            && units::normalize_unit(w).is_none()
            && units::normalize_unit(&w.to_lowercase()).is_none()
    };
    let number = |w: &str| -> Option<f64> {
        let w = w.trim_end_matches(['+', '-', ';', ':']);
        (!w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == '.')).then(|| w.parse().ok()).flatten()
    };
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate().skip(1) {
        let glued = w.find(|c: char| c.is_ascii_digit()).filter(|&k| k > 0);
        let (label, value) = match glued {
            Some(k) => (&w[..k], number(&w[k..])),
            None => (*w, words.get(i + 1).and_then(|n| number(n))),
        };
        if let Some(v) = value.filter(|v| v.is_finite() && *v > 0.0 && label_ok(label)) {
            out.push((label.to_owned(), v, glued.is_none()));
        }
    }
    out
}

/// Products whose names write a unit before it becomes a spec (fewer is a coincidence: "2 bar
/// stools", "iPhone 6s").
const MIN_PRODUCTS: usize = 5;

/// A measure names state (capacity, storage, size, power, volume, weight, clock …): not money,
/// time, angles, percentages, temperatures or units without a dimension, and not a one-letter
/// symbol, which a model name ends in as often ("iPhone 6s", "2 A") — except watts and litres,
/// which appliance names write that way ("750W", "15L", "1.5 Litre").
fn named_measure(u: &units::Unit) -> bool {
    !matches!(
        u.dimension,
        Dimension::Currency
            | Dimension::Time
            | Dimension::Angle
            | Dimension::Percent
            | Dimension::Temperature
            | Dimension::Other
    ) && (u.symbol.chars().count() >= 2 || matches!(u.symbol, "W" | "l"))
}

/// The amounts with a known unit in a name, in order: "10000mAh", "10,000 mAh", "5.5\"".
fn amounts(name: &str) -> Vec<(f64, units::Unit)> {
    let words: Vec<&str> =
        name.split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | '[' | ']' | '/' | '|')).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let word = words[i].trim_matches(|c: char| matches!(c, ',' | ';' | '-' | '–'));
        i += 1;
        if !word.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        // The number with its unit attached ("64GB", "750-Watt", "15-L"), or the unit as the
        // next word ("64 GB").
        let attached = word.chars().any(char::is_alphabetic) || word.ends_with(['"', '%']);
        let text = if attached {
            match word.split_once('-') {
                Some((number, unit))
                    if number.chars().all(|c| c.is_ascii_digit() || c == '.')
                        && unit.chars().all(char::is_alphabetic) =>
                {
                    format!("{number} {unit}")
                }
                _ => word.to_owned(),
            }
        } else {
            match words.get(i) {
                Some(next) => format!("{word} {}", next.trim_end_matches([',', ';'])),
                None => continue,
            }
        };
        if let Some(Quantity::Scalar { value, unit: Some(unit) }) = units::parse_quantity(&text) {
            if value.is_finite() && value > 0.0 {
                out.push((value, unit));
                if !attached {
                    i += 1;
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_sizes_from_names() {
        assert_eq!(pack_size("Tiki Cat Luau Chicken, 2.8-oz, case of 12"), Some(12));
        assert_eq!(pack_size("Athletic Socks 6-Pack"), Some(6));
        assert_eq!(pack_size("Dishwasher Pods, 72 ct"), Some(72));
        assert_eq!(pack_size("Energy Drink 12-count (Pack of 2)"), Some(12));
        assert_eq!(pack_size("Dry Cat Food, 16-lb bag"), None);
        assert_eq!(pack_size("Battery Pack 10000mAh"), None);
        assert_eq!(pack_size("Pack of 1"), None);
    }
    use crate::catalog::test_product as product;

    #[test]
    fn a_capitalised_label_before_a_number_is_read_from_names() {
        assert_eq!(labelled("Supergoop! Unseen Sunscreen SPF 40"), vec![("SPF".to_owned(), 40.0, true)]);
        assert_eq!(labelled("Mineral Sunscreen SPF50+ PA++++"), vec![("SPF".to_owned(), 50.0, false)]);
        // The brand's place, units and model numbers are not labels.
        assert!(labelled("LG 55 inch OLED").is_empty());
        assert!(labelled("SanDisk Ultra 64 GB").is_empty());
        assert!(labelled("Apple iPhone 7 Plus").is_empty());
        assert!(labelled("Samsung - Galaxy S7 edge").is_empty());
    }

    #[test]
    fn a_label_most_names_glue_to_its_number_is_a_model_code() {
        let mut catalog = Catalog::default();
        for name in
            ["Tente MT900 2P", "Tente MT900 3P", "Tente MT500 2P", "Tente MH100 2P", "Tente MT500 4P"].iter().chain(
                ["Sun cream SPF 30", "Sun lotion SPF 50", "Sun stick SPF50", "Sun spray SPF 15", "Sun gel SPF 30"]
                    .iter(),
            )
        {
            catalog.products.push(product(name, &[]));
        }
        let mut per_label = BTreeMap::new();
        add_labelled(&mut catalog, &mut per_label);
        assert_eq!(per_label.keys().collect::<Vec<_>>(), ["SPF"]);
    }

    #[test]
    fn amounts_with_a_unit_are_read_from_names() {
        let got: Vec<(f64, &str)> = amounts("Anker - PowerCore 10,000 mAh Portable Charger (Black) 2-pack 64GB")
            .into_iter()
            .map(|(v, u)| (v, u.symbol))
            .collect();
        assert_eq!(got, vec![(10_000.0, "mAh"), (64.0, "GB")]);
        assert!(amounts("Apple - iPhone 7 Plus - Rose Gold (Sprint)").is_empty());
        assert!(amounts("Galaxy S7 edge 4G LTE").is_empty(), "a model number is no amount");
        let kitchen: Vec<(f64, &str)> = amounts("Prestige Iris 750 Watt Mixer Grinder, 15L Geyser, 1.5 Litre Kettle")
            .into_iter()
            .filter(|(_, u)| named_measure(u))
            .map(|(v, u)| (v, u.symbol))
            .collect();
        assert_eq!(kitchen, vec![(750.0, "W"), (15.0, "l"), (1.5, "l")]);
        let joined: Vec<(f64, &str)> =
            amounts("Bajaj 750-Watt Toaster, Crompton 15-L Geyser").into_iter().map(|(v, u)| (v, u.symbol)).collect();
        assert_eq!(joined, vec![(750.0, "W"), (15.0, "l")]);
    }

    #[test]
    fn a_percentage_or_an_age_half_the_names_write_is_read() {
        let mut catalog = Catalog::default();
        for name in [
            "Talisker 10 year old, 45.8%",
            "Talisker Storm, 45.8%",
            "Lagavulin 16 year old, 43%",
            "Ardbeg Uigeadail, 54.2%",
            "Glenfarclas 25 year old, 43%",
            "Springbank 18 years old 46%",
            "Highland Park 12 year old, 40%",
            "Laphroaig 10 year old, 40%",
        ] {
            catalog.products.push(product(name, &[]));
        }
        let per_unit = add_rows(&mut catalog);
        assert_eq!(per_unit.get("%"), Some(&8));
        assert_eq!(per_unit.get("year"), Some(&6));
        let rows: Vec<&str> = catalog.products[0].specs.iter().map(|r| r.value.as_str()).collect();
        assert_eq!(rows, ["10 year", "45.8 %"]);
        // A percentage a few names write ("20% off") is not read.
        let mut shop = Catalog::default();
        for name in ["Kettle 20% off", "Toaster", "Blender", "Mixer", "Grill", "Fryer", "Scale"] {
            shop.products.push(product(name, &[]));
        }
        assert!(add_rows(&mut shop).is_empty());
    }

    #[test]
    fn only_measures_no_spec_carries_and_one_row_per_unit() {
        let mut catalog = Catalog {
            products: vec![
                product("PowerCore 10000mAh 20000mAh", &[("Colour", "Black")]),
                product("Laptop 16GB 512GB", &[("Storage", "512 GB")]),
                product("Case £20", &[]),
                product("Apple - iPhone 6s (Sprint)", &[]),
            ],
            ..Default::default()
        };
        for n in 1..5 {
            catalog.products.push(product(&format!("Mini {n}000 mAh"), &[]));
        }
        catalog.products.push(product("Pump 2 bar", &[]));
        let added = add_rows(&mut catalog);
        assert_eq!(added, BTreeMap::from([("mAh".to_owned(), 5)]), "4 names with an \"s\" or a \"bar\" are too few");
        let row = catalog.products[0].specs.last().unwrap();
        assert_eq!((row.entry.as_str(), row.value.as_str()), ("mAh in the name", "10000 mAh"));
        assert_eq!(catalog.products[1].specs.len(), 1, "a catalog that states storage keeps its own rows");
        assert!(catalog.products[2].specs.is_empty(), "money is never a spec");
        assert!(catalog.products[3].specs.is_empty(), "\"6s\" is a model, not six seconds");
    }

    #[test]
    fn a_size_written_in_two_units_gives_a_row_in_each() {
        let mut catalog = Catalog::default();
        for (cm, inches) in [(80, 32), (108, 43), (126, 50), (139, 55), (164, 65)] {
            catalog.products.push(product(&format!("Acme {cm} cm ({inches} inches) Smart TV"), &[]));
        }
        let added = add_rows(&mut catalog);
        assert_eq!(added, BTreeMap::from([("cm".to_owned(), 5), ("inch".to_owned(), 5)]));
        let rows: Vec<(&str, &str)> =
            catalog.products[0].specs.iter().map(|r| (r.entry.as_str(), r.value.as_str())).collect();
        assert_eq!(rows, [("cm in the name", "80 cm"), ("inch in the name", "32 inch")]);
    }
}

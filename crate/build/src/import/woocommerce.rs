//! WooCommerce product CSV export: `simple` and `external` rows are products; a `variable` row
//! names a range whose `variation` rows (their `Parent` is the variable product's SKU or
//! `id:<ID>`) are its products and inherit its categories, prose and attributes; `grouped` rows
//! (bundles of other rows) are skipped and reported.

use super::table::Table;
use super::{html, parse_price, units, ImportError, ImportOptions, Item, Place, Sink};
use std::collections::HashMap;
use std::io::BufRead;

/// Columns the importer reads (lowercase, attribute and dimension columns aside).
const USED: &[&str] = &[
    "id",
    "type",
    "sku",
    "name",
    "short description",
    "description",
    "sale price",
    "regular price",
    "categories",
    "tags",
    "parent",
    "external url",
];

/// What variations inherit from their variable product.
struct Parent {
    name: String,
    categories: String,
    text: Option<String>,
    place: Place,
    variations: usize,
}

/// Imports one WooCommerce product CSV.
pub fn import(
    file: &str,
    reader: impl BufRead,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    let mut table =
        Table::open(file, reader, b',', &[&["Type"], &["Name"], &["SKU", "ID"]], "WooCommerce product CSV")?;
    let currency = options.currency_for(&mut sink.report);
    let headers = table.headers.clone();
    // Variable products, and their index by SKU and by "id:<ID>".
    let mut parents: Vec<Parent> = Vec::new();
    let mut parent_keys: HashMap<String, usize> = HashMap::new();
    while let Some(row) = table.next_row(sink) {
        let idx = table.index();
        let place = row.place.clone();
        let kinds: Vec<String> = row.get(idx, "Type").split(',').map(|t| t.trim().to_ascii_lowercase()).collect();
        let kind = |k: &str| kinds.iter().any(|t| t == k);
        let wid = row.get(idx, "ID");
        let sku = row.get(idx, "SKU");
        let name = row.get(idx, "Name").to_owned();
        let text = prose(row.get(idx, "Short description"), row.get(idx, "Description"));
        if kind("grouped") {
            sink.report.skip_record(
                place,
                Some("Type"),
                format!("grouped product {name:?} is a bundle of other rows (they are imported)"),
            );
            continue;
        }
        if kind("variable") {
            parents.push(Parent {
                name: name.clone(),
                categories: row.get(idx, "Categories").to_owned(),
                text,
                place: place.clone(),
                variations: 0,
            });
            if !sku.is_empty() {
                parent_keys.insert(sku.to_owned(), parents.len() - 1);
            }
            if !wid.is_empty() {
                parent_keys.insert(format!("id:{wid}"), parents.len() - 1);
            }
            continue;
        }
        let mut item = Item { name, ..Default::default() };
        item.id = if !sku.is_empty() {
            sku.to_owned()
        } else if !wid.is_empty() {
            format!("woo-{wid}")
        } else {
            String::new()
        };
        let mut categories = row.get(idx, "Categories").to_owned();
        item.text = text;
        if kind("variation") {
            let parent_ref = row.get(idx, "Parent");
            match parent_keys.get(parent_ref).map(|&i| &mut parents[i]) {
                Some(p) => {
                    p.variations += 1;
                    item.range = Some(p.name.clone());
                    if categories.is_empty() {
                        categories = p.categories.clone();
                    }
                    if item.text.is_none() {
                        item.text = p.text.clone();
                    }
                }
                None if parent_ref.is_empty() => sink.report.skip_field(
                    place.clone(),
                    "Parent",
                    "variation without a parent; imported as a product of its own",
                ),
                None => {
                    item.range = Some(parent_ref.to_owned());
                    sink.report.skip_field(
                        place.clone(),
                        "Parent",
                        format!("parent {parent_ref:?} is not an earlier variable product; the range is named by the reference"),
                    );
                }
            }
        }
        for cat in categories.split(',').map(str::trim).filter(|c| !c.is_empty()) {
            item.category_path(cat);
        }
        let sale = row.get(idx, "Sale price");
        let regular = row.get(idx, "Regular price");
        let (price_col, price_text) = if !sale.is_empty() { ("Sale price", sale) } else { ("Regular price", regular) };
        if !price_text.is_empty() {
            match parse_price(price_text) {
                Ok((amount, cur)) => item.price = Some((amount, cur.unwrap_or_else(|| currency.clone()))),
                Err(e) => sink.report.skip_field(place.clone(), price_col, format!("price {e}")),
            }
        }
        if !sale.is_empty() && !regular.is_empty() {
            match parse_price(regular) {
                Ok((amount, cur)) => {
                    item.spec(None, "Regular price", &format!("{amount} {}", cur.unwrap_or_else(|| currency.clone())))
                }
                Err(e) => sink.report.skip_field(place.clone(), "Regular price", format!("price {e}")),
            }
        }
        item.spec(None, "SKU", sku);
        item.spec(None, "Tags", row.get(idx, "Tags"));
        item.url = Some(row.get(idx, "External URL")).filter(|u| !u.is_empty()).map(str::to_owned);
        for (i, h) in headers.iter().enumerate() {
            let value = row.at(i);
            if value.is_empty() {
                continue;
            }
            let lower = h.to_ascii_lowercase();
            if let Some(n) = lower.strip_prefix("attribute ").and_then(|r| r.strip_suffix(" name")) {
                let values = row.get(idx, &format!("Attribute {n} value(s)"));
                item.spec(Some("Attributes"), value, values);
            } else if lower.starts_with("attribute ") {
                // value(s) read with the name; visible / global flags are not catalog data.
                if !lower.ends_with("value(s)") {
                    sink.report.ignore(h);
                }
            } else if let Some((label, unit)) = dimension(h) {
                item.spec(Some("Dimensions"), label, &units::with_unit(value, unit));
            } else if !USED.contains(&lower.as_str()) {
                sink.report.ignore(h);
            }
        }
        sink.product(item, place)?;
    }
    for p in parents.iter().filter(|p| p.variations == 0) {
        sink.report.skip_record(
            p.place.clone(),
            Some("Type"),
            format!("variable product {:?} has no variation rows in this file", p.name),
        );
    }
    Ok(())
}

/// `"Weight (lbs)"` → `("Weight", "lbs")`: dimension columns whose header names the unit.
fn dimension(header: &str) -> Option<(&str, &str)> {
    let (label, rest) = header.split_once(" (")?;
    let unit = rest.strip_suffix(')')?;
    ["Weight", "Length", "Width", "Height"].contains(&label).then_some((label, unit))
}

/// Short description then description, HTML → markdown.
fn prose(short: &str, long: &str) -> Option<String> {
    let parts: Vec<String> = [short, long]
        .iter()
        .filter(|t| !t.is_empty())
        .map(|t| html::fragment_to_markdown(t))
        .filter(|t| !t.is_empty())
        .collect();
    (!parts.is_empty()).then(|| parts.join("\n\n"))
}

//! Shopify products CSV export: one product per handle, its first row carrying the product
//! fields and each row with option values (or a variant SKU/price) one variant. A handle with
//! several variants becomes a range (named by the title) of one product per variant.

use super::table::Table;
use super::{html, parse_price, ImportError, ImportOptions, Item, Place, Sink};
use std::collections::HashSet;
use std::io::BufRead;

/// Columns the importer reads (lowercase); other non-empty cells are counted as not imported.
const USED: &[&str] = &[
    "handle",
    "title",
    "body (html)",
    "vendor",
    "type",
    "product category",
    "tags",
    "option1 name",
    "option1 value",
    "option2 name",
    "option2 value",
    "option3 name",
    "option3 value",
    "variant sku",
    "variant grams",
    "variant price",
    "variant compare at price",
    "variant barcode",
    "google shopping / google product category",
];

#[derive(Default)]
struct Variant {
    place: Place,
    values: [String; 3],
    sku: String,
    price: String,
    grams: String,
    barcode: String,
    compare_at: String,
}

#[derive(Default)]
struct Group {
    handle: String,
    place: Option<Place>,
    title: String,
    body: String,
    vendor: String,
    categories: Vec<String>,
    tags: String,
    option_names: [String; 3],
    specs: Vec<(Option<String>, String, String)>,
    variants: Vec<Variant>,
}

/// Imports one Shopify products CSV.
pub fn import(
    file: &str,
    reader: impl BufRead,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    let mut table = Table::open(file, reader, b',', &[&["Handle"], &["Title"]], "Shopify products CSV")?;
    let currency = options.currency_for(&mut sink.report);
    let headers = table.headers.clone();
    let mut group: Option<Group> = None;
    let mut done: HashSet<String> = HashSet::new();
    while let Some(row) = table.next_row(sink) {
        let idx = table.index();
        let handle = row.get(idx, "Handle").to_owned();
        if handle.is_empty() {
            sink.report.skip_record(row.place.clone(), Some("Handle"), "row without a handle");
            continue;
        }
        if group.as_ref().is_none_or(|g| g.handle != handle) {
            if let Some(g) = group.take() {
                done.insert(g.handle.clone());
                flush(g, &currency, sink)?;
            }
            if done.contains(&handle) {
                sink.report.skip_record(
                    row.place.clone(),
                    Some("Handle"),
                    format!("rows of handle {handle:?} must follow each other; this row comes after another product"),
                );
                continue;
            }
            group = Some(Group { handle: handle.clone(), ..Default::default() });
        }
        let g = group.as_mut().expect("set above");
        if g.place.is_none() {
            g.place = Some(row.place.clone());
        }
        let title = row.get(idx, "Title");
        if g.title.is_empty() && !title.is_empty() {
            g.title = title.to_owned();
            g.body = row.get(idx, "Body (HTML)").to_owned();
            g.vendor = row.get(idx, "Vendor").to_owned();
            g.tags = row.get(idx, "Tags").to_owned();
            for col in ["Product Category", "Google Shopping / Google Product Category", "Type"] {
                let v = row.get(idx, col);
                if !v.is_empty() && !v.bytes().all(|b| b.is_ascii_digit()) {
                    g.categories.push(v.to_owned());
                }
            }
            for (i, h) in headers.iter().enumerate() {
                let v = row.at(i);
                if v.is_empty() {
                    continue;
                }
                if let Some(entry) = h.strip_prefix("Google Shopping / ") {
                    if !USED.contains(&h.to_ascii_lowercase().as_str()) {
                        g.specs.push((Some("Google Shopping".into()), entry.to_owned(), v.to_owned()));
                    }
                } else if let Some((name, _)) = h.split_once(" (product.metafields.") {
                    g.specs.push((None, name.trim().to_owned(), v.to_owned()));
                }
            }
        }
        for (n, name) in g.option_names.iter_mut().enumerate() {
            let v = row.get(idx, &format!("Option{} Name", n + 1));
            if name.is_empty() && !v.is_empty() {
                *name = v.to_owned();
            }
        }
        let values = [1, 2, 3].map(|n| row.get(idx, &format!("Option{n} Value")).to_owned());
        let sku = row.get(idx, "Variant SKU").to_owned();
        let price = row.get(idx, "Variant Price").to_owned();
        if values.iter().any(|v| !v.is_empty()) || !sku.is_empty() || !price.is_empty() {
            g.variants.push(Variant {
                place: row.place.clone(),
                values,
                sku,
                price,
                grams: row.get(idx, "Variant Grams").to_owned(),
                barcode: row.get(idx, "Variant Barcode").to_owned(),
                compare_at: row.get(idx, "Variant Compare At Price").to_owned(),
            });
        }
        for (i, h) in headers.iter().enumerate() {
            let lower = h.to_ascii_lowercase();
            if !row.at(i).is_empty()
                && !USED.contains(&lower.as_str())
                && !lower.starts_with("google shopping / ")
                && !lower.contains("(product.metafields.")
            {
                sink.report.ignore(h);
            }
        }
    }
    if let Some(g) = group.take() {
        flush(g, &currency, sink)?;
    }
    Ok(())
}

fn slug(text: &str) -> String {
    let s: String = text.chars().map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' }).collect();
    s.split('-').filter(|p| !p.is_empty()).collect::<Vec<_>>().join("-")
}

/// Writes the products of one handle.
fn flush(g: Group, currency: &str, sink: &mut Sink<'_>) -> Result<(), ImportError> {
    let place = g.place.clone().unwrap_or_default();
    if g.title.is_empty() {
        sink.report.skip_record(place, Some("Title"), format!("handle {:?} has no row with a title", g.handle));
        return Ok(());
    }
    let text = (!g.body.is_empty()).then(|| html::fragment_to_markdown(&g.body)).filter(|t| !t.is_empty());
    let single = g.variants.len() <= 1;
    let variants =
        if g.variants.is_empty() { vec![Variant { place: place.clone(), ..Default::default() }] } else { g.variants };
    for v in variants {
        let mut item = Item { text: text.clone(), ..Default::default() };
        for c in &g.categories {
            item.category_path(c);
        }
        item.spec(None, "Brand", &g.vendor);
        item.spec(None, "Tags", &g.tags);
        let mut labels = Vec::new();
        for (name, value) in g.option_names.iter().zip(&v.values) {
            if value.is_empty() || (name == "Title" && value == "Default Title") {
                continue;
            }
            let entry = if name.is_empty() { "Option" } else { name.as_str() };
            item.spec(None, entry, value);
            labels.push(value.clone());
        }
        for (section, entry, value) in &g.specs {
            item.spec(section.as_deref(), entry, value);
        }
        item.spec(None, "SKU", &v.sku);
        item.spec(None, "Barcode", v.barcode.trim_start_matches('\''));
        match v.grams.parse::<f64>() {
            Ok(grams) if grams > 0.0 => item.spec(None, "Weight", &format!("{grams} g")),
            Ok(_) => {}
            Err(_) if v.grams.is_empty() => {}
            Err(_) => sink.report.skip_field(
                v.place.clone(),
                "Variant Grams",
                format!("{:?} is not a number of grams", v.grams),
            ),
        }
        if !v.price.is_empty() {
            match parse_price(&v.price) {
                Ok((amount, cur)) => item.price = Some((amount, cur.unwrap_or_else(|| currency.to_owned()))),
                Err(e) => sink.report.skip_field(v.place.clone(), "Variant Price", format!("price {e}")),
            }
        }
        if !v.compare_at.is_empty() {
            match parse_price(&v.compare_at) {
                Ok((amount, _)) => item.spec(None, "Compare at price", &format!("{amount} {currency}")),
                Err(e) => sink.report.skip_field(v.place.clone(), "Variant Compare At Price", format!("price {e}")),
            }
        }
        if single && labels.is_empty() {
            item.id = g.handle.clone();
            item.name = g.title.clone();
        } else {
            item.id =
                if v.sku.is_empty() { format!("{}-{}", g.handle, slug(&labels.join(" "))) } else { v.sku.clone() };
            item.name =
                if labels.is_empty() { g.title.clone() } else { format!("{} - {}", g.title, labels.join(" / ")) };
            item.range = Some(g.title.clone());
        }
        sink.product(item, v.place)?;
    }
    Ok(())
}

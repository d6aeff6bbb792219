//! Catalog input: JSON Lines records (`product`, `page`), validated field by field.
//!
//! Every problem is reported with file, line and field. A build either fails on the first bad
//! record or, with `skip_invalid`, skips and counts it — nothing is dropped silently.

use dualgraph_core::text::units;
use serde::Serialize;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// Where a record came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Location {
    /// Source file name as given by the user.
    pub file: String,
    /// 1-based line number.
    pub line: usize,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// A validation error for one record: what, where (file, line, field) and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{location}: {}{message}", field.as_ref().map(|f| format!("field `{f}`: ")).unwrap_or_default())]
pub struct RecordError {
    /// File and line.
    pub location: Location,
    /// JSON path of the offending field, when one field is to blame (`specs[3].entry`).
    pub field: Option<String>,
    /// Human-readable reason.
    pub message: String,
}

/// A price with its currency.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Price {
    /// Amount in currency units.
    pub amount: f64,
    /// ISO 4217 code, uppercase.
    pub currency: String,
}

/// One spec-table row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SpecRow {
    /// Table section; `None` means the default "Specifications" section.
    pub section: Option<String>,
    /// Row label.
    pub entry: String,
    /// Raw cell text.
    pub value: String,
}

/// A product record.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Product {
    /// Unique catalog id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Product range (family) this product is a variant of.
    pub range: Option<String>,
    /// Categories, in input order, without duplicates.
    pub categories: Vec<String>,
    /// Product page URL.
    pub url: Option<String>,
    /// Price, when known.
    pub price: Option<Price>,
    /// Spec rows with a non-empty value.
    pub specs: Vec<SpecRow>,
    /// Markdown prose of the product page.
    pub text: Option<String>,
    /// Where the record was read.
    pub location: Location,
}

/// A prose page that is not one product (guide, FAQ, comparison).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Page {
    /// Unique id (shares the id space with products).
    pub id: String,
    /// Page URL.
    pub url: Option<String>,
    /// Page title.
    pub title: String,
    /// Markdown body.
    pub markdown: String,
    /// Ids of products the page is about.
    pub products: Vec<String>,
    /// Where the record was read.
    pub location: Location,
}

/// A parsed, validated catalog.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Catalog {
    /// Products in input order.
    pub products: Vec<Product>,
    /// Pages in input order.
    pub pages: Vec<Page>,
    /// What was read and what was skipped.
    pub report: ReadReport,
}

/// Counts of everything read, skipped or ignored, with reasons.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ReadReport {
    /// Non-blank lines read.
    pub lines: usize,
    /// Blank lines (ignored).
    pub blank_lines: usize,
    /// Records skipped because they were invalid (only with `skip_invalid`).
    pub skipped_records: Vec<RecordError>,
    /// Spec rows dropped inside otherwise valid records, by reason.
    pub skipped_spec_rows: BTreeMap<String, usize>,
    /// Unknown top-level fields, by name (ignored, but counted).
    pub unknown_fields: BTreeMap<String, usize>,
    /// Page links to product ids that do not exist, by page id.
    pub dangling_page_links: usize,
    /// Spec rows added from amounts written only in product names, per unit
    /// ([`crate::name_amounts`]).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub name_amounts: BTreeMap<String, usize>,
    /// Spec rows added from counts written inside text values, per added entry
    /// ([`crate::text_counts`]).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub text_counts: BTreeMap<String, usize>,
}

/// Options for reading.
#[derive(Debug, Clone, Copy, Default)]
pub struct ReadOptions {
    /// Skip invalid records (counted in the report) instead of failing.
    pub skip_invalid: bool,
}

/// Reads and validates JSON Lines from one source. `file` names the source in errors.
/// Fails on the first invalid record unless `options.skip_invalid`.
pub fn read_jsonl(catalog: &mut Catalog, file: &str, bytes: &[u8], options: ReadOptions) -> Result<(), RecordError> {
    let mut ids: HashMap<String, Location> = catalog
        .products
        .iter()
        .map(|p| (p.id.clone(), p.location.clone()))
        .chain(catalog.pages.iter().map(|p| (p.id.clone(), p.location.clone())))
        .collect();
    let segments = bytes.split(|b| *b == b'\n').count();
    for (index, raw_line) in bytes.split(|b| *b == b'\n').enumerate() {
        let location = Location { file: file.to_owned(), line: index + 1 };
        let raw_line = raw_line.strip_suffix(b"\r").unwrap_or(raw_line);
        if raw_line.iter().all(u8::is_ascii_whitespace) {
            // The empty segment after a final newline is not a line.
            if index + 1 < segments || !raw_line.is_empty() {
                catalog.report.blank_lines += 1;
            }
            continue;
        }
        catalog.report.lines += 1;
        let result = std::str::from_utf8(raw_line)
            .map_err(|e| RecordError {
                location: location.clone(),
                field: None,
                message: format!("line is not valid UTF-8 (invalid byte at column {})", e.valid_up_to() + 1),
            })
            .and_then(|line| parse_record(line, &location, &mut catalog.report))
            .and_then(|record| {
                let id = match &record {
                    Record::Product(p) => &p.id,
                    Record::Page(p) => &p.id,
                };
                if let Some(first) = ids.get(id) {
                    return Err(RecordError {
                        location: location.clone(),
                        field: Some("id".into()),
                        message: format!("duplicate id {id:?} (first defined at {first})"),
                    });
                }
                ids.insert(id.clone(), location.clone());
                Ok(record)
            });
        match result {
            Ok(Record::Product(p)) => catalog.products.push(p),
            Ok(Record::Page(p)) => catalog.pages.push(p),
            Err(e) if options.skip_invalid => catalog.report.skipped_records.push(e),
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Frees every product's spec rows (once they are in the graph; names, prose and prices stay).
pub fn drop_spec_rows(catalog: &mut Catalog) {
    for p in &mut catalog.products {
        p.specs = Vec::new();
    }
}

/// Counts page links that point at no product (call once all sources are read).
pub fn finish(catalog: &mut Catalog) {
    let known: std::collections::HashSet<&str> = catalog.products.iter().map(|p| p.id.as_str()).collect();
    catalog.report.dangling_page_links =
        catalog.pages.iter().flat_map(|p| p.products.iter()).filter(|id| !known.contains(id.as_str())).count();
}

enum Record {
    Product(Product),
    Page(Page),
}

struct Fields<'a> {
    object: &'a Map<String, Value>,
    location: &'a Location,
}

impl<'a> Fields<'a> {
    fn error(&self, field: &str, message: impl Into<String>) -> RecordError {
        RecordError { location: self.location.clone(), field: Some(field.to_owned()), message: message.into() }
    }

    fn required_string(&self, field: &str) -> Result<String, RecordError> {
        match self.object.get(field) {
            None | Some(Value::Null) => Err(self.error(field, "is required")),
            Some(v) => self.string_value(field, v),
        }
    }

    fn optional_string(&self, field: &str) -> Result<Option<String>, RecordError> {
        match self.object.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
            Some(v) => self.string_value(field, v).map(Some),
        }
    }

    fn string_value(&self, field: &str, v: &Value) -> Result<String, RecordError> {
        match v {
            Value::String(s) if !s.trim().is_empty() => Ok(s.trim().to_owned()),
            Value::String(_) => Err(self.error(field, "must not be empty")),
            other => Err(self.error(field, format!("expected a string, found {}", json_kind(other)))),
        }
    }

    fn string_list(&self, field: &str) -> Result<Vec<String>, RecordError> {
        match self.object.get(field) {
            None | Some(Value::Null) => Ok(Vec::new()),
            Some(Value::Array(items)) => {
                let mut out: Vec<String> = Vec::with_capacity(items.len());
                for (i, item) in items.iter().enumerate() {
                    let s = self.string_value(&format!("{field}[{i}]"), item)?;
                    if !out.contains(&s) {
                        out.push(s);
                    }
                }
                Ok(out)
            }
            Some(other) => Err(self.error(field, format!("expected an array of strings, found {}", json_kind(other)))),
        }
    }
}

fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

const PRODUCT_FIELDS: &[&str] =
    &["kind", "id", "name", "brand", "range", "categories", "url", "price", "specs", "text"];
const PAGE_FIELDS: &[&str] = &["kind", "id", "url", "title", "markdown", "products"];

fn parse_record(line: &str, location: &Location, report: &mut ReadReport) -> Result<Record, RecordError> {
    let value: Value = serde_json::from_str(line).map_err(|e| RecordError {
        location: location.clone(),
        field: None,
        message: format!("invalid JSON at column {}: {e}", e.column()),
    })?;
    let Value::Object(object) = value else {
        return Err(RecordError {
            location: location.clone(),
            field: None,
            message: format!("expected a JSON object, found {}", json_kind(&value)),
        });
    };
    let fields = Fields { object: &object, location };
    let kind = fields.required_string("kind")?;
    let known = match kind.as_str() {
        "product" => PRODUCT_FIELDS,
        "page" => PAGE_FIELDS,
        other => {
            return Err(
                fields.error("kind", format!("unknown record kind {other:?} (expected \"product\" or \"page\")"))
            )
        }
    };
    for key in object.keys() {
        if !known.contains(&key.as_str()) {
            *report.unknown_fields.entry(format!("{kind}.{key}")).or_default() += 1;
        }
    }
    if kind == "page" {
        return Ok(Record::Page(Page {
            id: fields.required_string("id")?,
            url: fields.optional_string("url")?,
            title: fields.required_string("title")?,
            markdown: fields.required_string("markdown")?,
            products: fields.string_list("products")?,
            location: location.clone(),
        }));
    }
    let id = fields.required_string("id")?;
    let name = fields.required_string("name")?;
    let range = fields.optional_string("range")?;
    let categories = fields.string_list("categories")?;
    let url = fields.optional_string("url")?;
    let price = parse_price(&fields)?;
    let mut specs = parse_specs(&fields, report)?;
    // A brand is a "Brand" spec row, as the importers write it, unless the specs have one.
    if let Some(brand) = fields.optional_string("brand")? {
        if !specs.iter().any(|r| r.entry.eq_ignore_ascii_case("brand")) {
            specs.push(SpecRow { section: None, entry: "Brand".into(), value: brand });
        }
    }
    let text = fields.optional_string("text")?;
    Ok(Record::Product(Product { id, name, range, categories, url, price, specs, text, location: location.clone() }))
}

/// ISO code of a currency written as a code, symbol or word (`"gbp"`, `"€"`, `"riyals"`, `"Rs"`).
fn currency_code(raw: &str) -> Option<String> {
    let t = raw.trim();
    let known = units::normalize_unit(t).filter(|u| u.dimension == units::Dimension::Currency);
    match known {
        Some(u) => Some(u.symbol.to_owned()),
        None => (t.len() == 3 && t.bytes().all(|b| b.is_ascii_alphabetic())).then(|| t.to_ascii_uppercase()),
    }
}

/// Reads `price`: an object `{amount, currency}` (the amount a number or a string in any
/// grouping, `"1.299,00"`; the currency an ISO code, symbol or word) or a string with both
/// (`"SAR 1,299"`, `"1.299,00 €"`, `"Rs. 1,20,000"`).
fn parse_price(fields: &Fields<'_>) -> Result<Option<Price>, RecordError> {
    let Some(value) = fields.object.get("price") else { return Ok(None) };
    let (amount, currency) = match value {
        Value::Null => return Ok(None),
        Value::String(text) => match units::parse_money(text) {
            Some((amount, Some(unit))) => (amount, unit.symbol.to_owned()),
            _ => {
                return Err(
                    fields.error("price", format!("expected an amount with a currency like \"£499\", found {text:?}"))
                )
            }
        },
        Value::Object(object) => {
            let amount = match object.get("amount") {
                Some(Value::Number(n)) => n.as_f64().filter(|a| a.is_finite()),
                Some(Value::String(text)) => match units::parse_money(text) {
                    Some((a, _)) => Some(a),
                    None => {
                        return Err(fields.error("price.amount", format!("expected a number, found {text:?}")));
                    }
                },
                Some(other) => {
                    return Err(fields.error("price.amount", format!("expected a number, found {}", json_kind(other))))
                }
                None => return Err(fields.error("price.amount", "is required")),
            }
            .ok_or_else(|| fields.error("price.amount", "is not a finite number"))?;
            let currency = match object.get("currency") {
                Some(Value::String(c)) => currency_code(c).unwrap_or_else(|| c.trim().to_ascii_uppercase()),
                Some(other) => {
                    return Err(fields.error("price.currency", format!("expected a string, found {}", json_kind(other))))
                }
                None => return Err(fields.error("price.currency", "is required")),
            };
            (amount, currency)
        }
        other => {
            return Err(fields.error(
                "price",
                format!("expected an object {{amount, currency}} or a string, found {}", json_kind(other)),
            ))
        }
    };
    if amount < 0.0 {
        return Err(fields.error("price.amount", format!("must not be negative (found {amount})")));
    }
    if currency.len() != 3 || !currency.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(
            fields.error("price.currency", format!("expected an ISO 4217 code like \"GBP\", found {currency:?}"))
        );
    }
    Ok(Some(Price { amount, currency }))
}

/// Cell text of a spec value given as JSON: strings as-is, numbers and booleans as text.
fn cell_text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(true) => Some("Yes".to_owned()),
        Value::Bool(false) => Some("No".to_owned()),
        _ => None,
    }
}

fn parse_specs(fields: &Fields<'_>, report: &mut ReadReport) -> Result<Vec<SpecRow>, RecordError> {
    let mut rows = Vec::new();
    let mut push = |section: Option<String>, entry: String, value: String, report: &mut ReadReport| {
        if value.is_empty() {
            *report.skipped_spec_rows.entry("empty value".into()).or_default() += 1;
        } else {
            rows.push(SpecRow { section, entry, value });
        }
    };
    match fields.object.get("specs") {
        None | Some(Value::Null) => {}
        Some(Value::Array(items)) => {
            for (i, item) in items.iter().enumerate() {
                let path = format!("specs[{i}]");
                let Value::Object(row) = item else {
                    return Err(fields.error(
                        &path,
                        format!("expected an object {{section, entry, value}}, found {}", json_kind(item)),
                    ));
                };
                let row_fields = Fields { object: row, location: fields.location };
                let section = row_fields.optional_string("section").map_err(|e| rename_field(e, &path))?;
                let entry = row_fields.required_string("entry").map_err(|e| rename_field(e, &path))?;
                let value = match row.get("value") {
                    None | Some(Value::Null) => String::new(),
                    Some(v) => cell_text(v).ok_or_else(|| {
                        fields.error(&format!("{path}.value"), format!("expected text, found {}", json_kind(v)))
                    })?,
                };
                push(section, entry, value, report);
            }
        }
        Some(Value::Object(map)) => {
            for (key, v) in map {
                let path = format!("specs.{key:?}");
                let (section, entry) = match key.split_once(':') {
                    Some((s, e)) if !e.trim().is_empty() => {
                        (Some(s.trim().to_owned()).filter(|s| !s.is_empty()), e.trim().to_owned())
                    }
                    _ => (None, key.trim().to_owned()),
                };
                if entry.is_empty() {
                    return Err(fields.error(&path, "spec key must name an entry (\"Section:Entry\")"));
                }
                let value = match v {
                    Value::Null => String::new(),
                    v => cell_text(v)
                        .ok_or_else(|| fields.error(&path, format!("expected text, found {}", json_kind(v))))?,
                };
                push(section, entry, value, report);
            }
        }
        Some(other) => {
            return Err(fields.error(
                "specs",
                format!("expected an array of rows or a \"Section:Entry\" object, found {}", json_kind(other)),
            ))
        }
    }
    Ok(rows)
}

fn rename_field(mut e: RecordError, prefix: &str) -> RecordError {
    e.field = Some(match e.field {
        Some(f) => format!("{prefix}.{f}"),
        None => prefix.to_owned(),
    });
    e
}

/// A product with an id, name and spec rows (entry, value) only, for the build's unit tests.
#[cfg(test)]
pub(crate) fn test_product(name: &str, specs: &[(&str, &str)]) -> Product {
    Product {
        id: name.into(),
        name: name.into(),
        range: None,
        categories: Vec::new(),
        url: None,
        price: None,
        specs: specs.iter().map(|(e, v)| SpecRow { section: None, entry: (*e).into(), value: (*v).into() }).collect(),
        text: None,
        location: Location { file: "test".into(), line: 1 },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str, skip: bool) -> Result<Catalog, RecordError> {
        let mut c = Catalog::default();
        read_jsonl(&mut c, "cat.jsonl", text.as_bytes(), ReadOptions { skip_invalid: skip })?;
        finish(&mut c);
        Ok(c)
    }

    #[test]
    fn reads_a_full_product_record() {
        let c = read(
            r#"{"kind":"product","id":"p1","name":"Phone One","range":"Phone","categories":["Phones","Phones"],"url":"https://x/p1","price":{"amount":499,"currency":"gbp"},"specs":[{"section":"Battery","entry":"Capacity","value":"5000 mAh"},{"entry":"5G","value":"Yes"}],"text":"Hello"}"#,
            false,
        )
        .unwrap();
        let p = &c.products[0];
        assert_eq!(p.categories, vec!["Phones"]);
        assert_eq!(p.price, Some(Price { amount: 499.0, currency: "GBP".into() }));
        assert_eq!(p.specs.len(), 2);
        assert_eq!(p.specs[1].section, None);
    }

    #[test]
    fn reads_object_specs_with_section_entry_keys() {
        let c = read(r#"{"kind":"product","id":"p","name":"P","specs":{"Display:Screen Size":"6.1\"","Weight":180,"Camera:Flash":true}}"#, false).unwrap();
        let specs = &c.products[0].specs;
        assert!(specs.contains(&SpecRow {
            section: Some("Display".into()),
            entry: "Screen Size".into(),
            value: "6.1\"".into()
        }));
        assert!(specs.contains(&SpecRow { section: None, entry: "Weight".into(), value: "180".into() }));
        assert!(specs.contains(&SpecRow {
            section: Some("Camera".into()),
            entry: "Flash".into(),
            value: "Yes".into()
        }));
    }

    #[test]
    fn error_names_file_line_and_field() {
        let text = "{\"kind\":\"product\",\"id\":\"a\",\"name\":\"A\"}\n\n{\"kind\":\"product\",\"id\":\"b\",\"name\":\"B\",\"specs\":[{\"entry\":\"\",\"value\":\"x\"}]}";
        let e = read(text, false).unwrap_err();
        assert_eq!(e.location.line, 3);
        assert_eq!(e.field.as_deref(), Some("specs[0].entry"));
        assert!(e.to_string().starts_with("cat.jsonl:3: field `specs[0].entry`"), "{e}");
    }

    #[test]
    fn price_errors_point_at_subfield() {
        let e = read(r#"{"kind":"product","id":"a","name":"A","price":{"amount":"twelve","currency":"GBP"}}"#, false)
            .unwrap_err();
        assert_eq!(e.field.as_deref(), Some("price.amount"));
        let e = read(r#"{"kind":"product","id":"a","name":"A","price":{"amount":12,"currency":"quatloos"}}"#, false)
            .unwrap_err();
        assert_eq!(e.field.as_deref(), Some("price.currency"));
    }

    #[test]
    fn prices_in_other_currencies_and_formats() {
        let price = |json: &str| {
            let line = format!(r#"{{"kind":"product","id":"a","name":"A","price":{json}}}"#);
            let mut c = Catalog::default();
            read_jsonl(&mut c, "t", line.as_bytes(), ReadOptions::default()).unwrap();
            c.products[0].price.clone().map(|p| (p.amount, p.currency))
        };
        assert_eq!(price(r#"{"amount":"1.299,00","currency":"€"}"#), Some((1299.0, "EUR".into())));
        assert_eq!(price(r#"{"amount":12,"currency":"riyals"}"#), Some((12.0, "SAR".into())));
        assert_eq!(price(r#"{"amount":12,"currency":"pounds"}"#), Some((12.0, "GBP".into())));
        assert_eq!(price(r#"{"amount":12,"currency":"yen"}"#), Some((12.0, "JPY".into())));
        assert_eq!(price(r#""SAR 1,299""#), Some((1299.0, "SAR".into())));
        assert_eq!(price(r#""Rs. 1,20,000""#), Some((120_000.0, "INR".into())));
        assert_eq!(price(r#""1.299,00 €""#), Some((1299.0, "EUR".into())));
        assert_eq!(price(r#""CHF 1'299.50""#), Some((1299.5, "CHF".into())));
    }

    #[test]
    fn duplicate_ids_are_rejected_with_first_location() {
        let text = "{\"kind\":\"product\",\"id\":\"a\",\"name\":\"A\"}\n{\"kind\":\"page\",\"id\":\"a\",\"title\":\"T\",\"markdown\":\"m\"}";
        let e = read(text, false).unwrap_err();
        assert!(e.message.contains("cat.jsonl:1"), "{e}");
    }

    #[test]
    fn skip_invalid_counts_every_skipped_record() {
        let text = "not json\n{\"kind\":\"product\",\"id\":\"a\",\"name\":\"A\"}\n[1]\n{\"kind\":\"widget\"}\n\u{0}";
        let c = read(text, true).unwrap();
        assert_eq!(c.products.len(), 1);
        assert_eq!(c.report.skipped_records.len(), 4);
        assert_eq!(c.report.skipped_records[2].field.as_deref(), Some("kind"));
    }

    #[test]
    fn non_utf8_line_is_reported_not_panicking() {
        let mut c = Catalog::default();
        let e = read_jsonl(&mut c, "f", b"{\"kind\":\"product\",\"id\":\"\xff\"}", ReadOptions::default()).unwrap_err();
        assert!(e.message.contains("UTF-8"));
    }

    #[test]
    fn empty_spec_values_and_unknown_fields_are_counted() {
        let c = read(r#"{"kind":"product","id":"a","name":"A","colour":"red","specs":[{"entry":"X","value":""},{"entry":"Y","value":"1"}]}"#, false).unwrap();
        assert_eq!(c.products[0].specs.len(), 1);
        assert_eq!(c.report.skipped_spec_rows.get("empty value"), Some(&1));
        assert_eq!(c.report.unknown_fields.get("product.colour"), Some(&1));
    }

    #[test]
    fn a_brand_is_a_spec_row_unless_the_specs_have_one() {
        let text = concat!(
            r#"{"kind":"product","id":"a","name":"A","brand":"Acme","specs":[{"entry":"Y","value":"1"}]}"#,
            "\n",
            r#"{"kind":"product","id":"b","name":"B","brand":"Acme","specs":[{"entry":"brand","value":"Acme Inc."}]}"#
        );
        let c = read(text, false).unwrap();
        assert!(
            c.products[0].specs.iter().any(|r| r.entry == "Brand" && r.value == "Acme"),
            "{:?}",
            c.products[0].specs
        );
        assert_eq!(c.products[1].specs.len(), 1);
        assert!(c.report.unknown_fields.is_empty(), "{:?}", c.report.unknown_fields);
        assert!(read(r#"{"kind":"product","id":"a","name":"A","brand":7}"#, false).is_err());
    }

    #[test]
    fn dangling_page_links_are_counted() {
        let text = "{\"kind\":\"product\",\"id\":\"a\",\"name\":\"A\"}\n{\"kind\":\"page\",\"id\":\"g\",\"title\":\"T\",\"markdown\":\"m\",\"products\":[\"a\",\"zz\"]}";
        let c = read(text, false).unwrap();
        assert_eq!(c.report.dangling_page_links, 1);
    }
}

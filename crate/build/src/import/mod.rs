//! Import a catalog from what a shop already has — a Shopify products CSV export, a Google
//! Merchant Center feed (XML or TSV), a WooCommerce product CSV export, any CSV with a mapping,
//! or product pages carrying schema.org JSON-LD — into our catalog JSON Lines (README "Catalog
//! input"). Records are written as they are read; variants are grouped into ranges the way each
//! format expresses them. Every record or field that is not imported is reported with file,
//! line/record, field and reason ([`ImportReport`]); structural problems (wrong delimiter,
//! missing header, unreadable input) stop the import with an [`ImportError`].

pub mod csv_mapped;
pub mod html;
pub mod jsonld;
pub mod merchant_center;
pub mod report;
pub mod schema_rdf;
pub mod shopify;
pub mod table;
pub mod units;
pub mod woocommerce;

pub use report::{ImportError, ImportReport, Place, Skipped};

use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::str::FromStr;

/// The input formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Shopify products CSV export.
    Shopify,
    /// Google Merchant Center feed: RSS/Atom XML with the `g:` namespace, or TSV.
    MerchantCenter,
    /// WooCommerce product CSV export.
    WooCommerce,
    /// Any CSV, with a mapping file or an inferred mapping.
    Csv,
    /// schema.org Product / ProductGroup JSON-LD in saved HTML pages or pages listed by a sitemap.
    JsonLd,
    /// schema.org Product / ProductGroup data as RDF (Turtle, N-Triples, N-Quads, TriG, RDF/XML):
    /// `build --rdf FILE --rdf-mapping schema.org`.
    Rdf,
}

impl Format {
    /// All formats with their command-line names.
    pub const ALL: [(&'static str, Format); 6] = [
        ("shopify", Format::Shopify),
        ("merchant-center", Format::MerchantCenter),
        ("woocommerce", Format::WooCommerce),
        ("csv", Format::Csv),
        ("jsonld", Format::JsonLd),
        ("rdf", Format::Rdf),
    ];

    /// The command-line name.
    pub fn name(self) -> &'static str {
        Self::ALL.iter().find(|(_, f)| *f == self).map(|(n, _)| *n).unwrap_or("?")
    }
}

impl FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Self::ALL
            .iter()
            .find(|(n, _)| *n == s)
            .map(|(_, f)| *f)
            .ok_or_else(|| format!("unknown format {s:?}; expected one of {}", Self::ALL.map(|(n, _)| n).join(", ")))
    }
}

/// Options of an import.
#[derive(Debug, Clone, Default)]
pub struct ImportOptions {
    /// Mapping file for `--from csv` (TOML or JSON); inferred from the header when absent.
    pub mapping: Option<PathBuf>,
    /// Where to write the (inferred or given) CSV mapping as an editable TOML file.
    pub write_mapping: Option<PathBuf>,
    /// Currency of prices when the input does not state one (Shopify, WooCommerce, CSV).
    pub currency: Option<String>,
    /// Most pages fetched from one sitemap (`--from jsonld <url>`).
    pub max_pages: Option<usize>,
    /// `--from rdf`: load quads of named graphs into the default graph instead of refusing them.
    pub rdf_merge_graphs: bool,
    /// `--from rdf`: a SPARQL UPDATE file run on the graph before the schema.org mapping (to
    /// turn another vocabulary into schema.org).
    pub rdf_rules: Option<PathBuf>,
}

impl ImportOptions {
    /// The currency for formats whose files carry none; notes the assumption in the report.
    pub(crate) fn currency_for(&self, report: &mut ImportReport) -> String {
        match &self.currency {
            Some(c) => c.trim().to_ascii_uppercase(),
            None => {
                report.note("the input states no currency; prices are taken as USD (set --currency)");
                "USD".into()
            }
        }
    }
}

/// One spec row of an imported product.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spec {
    /// Table section (`None`: the default section).
    pub section: Option<String>,
    /// Row label.
    pub entry: String,
    /// Cell text.
    pub value: String,
}

/// One product as read from an input, before it is written as a catalog record.
#[derive(Debug, Clone, Default)]
pub struct Item {
    /// Catalog id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// Range (variant family).
    pub range: Option<String>,
    /// Categories, broadest first.
    pub categories: Vec<String>,
    /// Product page URL.
    pub url: Option<String>,
    /// Amount and ISO currency.
    pub price: Option<(f64, String)>,
    /// Spec rows.
    pub specs: Vec<Spec>,
    /// Markdown prose.
    pub text: Option<String>,
}

impl Item {
    /// Adds a spec row when the value is not blank.
    pub fn spec(&mut self, section: Option<&str>, entry: &str, value: &str) {
        let value = value.trim();
        let entry = entry.trim();
        if value.is_empty() || entry.is_empty() {
            return;
        }
        self.specs.push(Spec { section: section.map(str::to_owned), entry: entry.to_owned(), value: value.to_owned() });
    }

    /// Adds categories from a path like `"Clothing > Tshirts"` (each level once, in order).
    pub fn category_path(&mut self, path: &str) {
        for part in path.split('>').map(str::trim).filter(|p| !p.is_empty()) {
            if !self.categories.iter().any(|c| c == part) {
                self.categories.push(part.to_owned());
            }
        }
    }

    fn to_json(&self) -> Value {
        let mut o = Map::new();
        o.insert("kind".into(), json!("product"));
        o.insert("id".into(), json!(self.id));
        o.insert("name".into(), json!(self.name));
        if let Some(r) = &self.range {
            o.insert("range".into(), json!(r));
        }
        if !self.categories.is_empty() {
            o.insert("categories".into(), json!(self.categories));
        }
        if let Some(u) = &self.url {
            o.insert("url".into(), json!(u));
        }
        if let Some((amount, currency)) = &self.price {
            o.insert("price".into(), json!({"amount": amount, "currency": currency}));
        }
        if !self.specs.is_empty() {
            let specs: Vec<Value> = self
                .specs
                .iter()
                .map(|s| match &s.section {
                    Some(sec) => json!({"section": sec, "entry": s.entry, "value": s.value}),
                    None => json!({"entry": s.entry, "value": s.value}),
                })
                .collect();
            o.insert("specs".into(), Value::Array(specs));
        }
        if let Some(t) = self.text.as_ref().filter(|t| !t.trim().is_empty()) {
            o.insert("text".into(), json!(t));
        }
        Value::Object(o)
    }
}

/// Parses a price like `"12.00"`, `"1,299.00"`, `"12.00 USD"`, `"USD 12"`, `"£12"`; the currency,
/// when the text has one, as an ISO code. Errors say what was found.
pub fn parse_price(text: &str) -> Result<(f64, Option<String>), String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("is empty".into());
    }
    if let Ok(n) = t.parse::<f64>() {
        return check_amount(n).map(|n| (n, None));
    }
    // A decimal comma with no grouping: "499,00", "12,5".
    if let Some((int, frac)) = t.split_once(',') {
        if !int.is_empty()
            && int.bytes().all(|b| b.is_ascii_digit())
            && (1..=2).contains(&frac.len())
            && frac.bytes().all(|b| b.is_ascii_digit())
        {
            if let Ok(n) = format!("{int}.{frac}").parse::<f64>() {
                return check_amount(n).map(|n| (n, None));
            }
        }
    }
    match dualgraph_core::text::units::parse_money(t) {
        Some((n, unit)) => {
            let currency = unit.filter(|u| u.dimension == dualgraph_core::text::units::Dimension::Currency);
            check_amount(n).map(|n| (n, currency.map(|u| u.symbol.to_owned())))
        }
        None => {
            // "12.00 XYZ": a currency code our unit table does not know.
            let mut parts = t.split_whitespace();
            if let (Some(a), Some(c), None) = (parts.next(), parts.next(), parts.next()) {
                if let Ok(n) = a.replace(',', "").parse::<f64>() {
                    if c.len() == 3 && c.bytes().all(|b| b.is_ascii_alphabetic()) {
                        return check_amount(n).map(|n| (n, Some(c.to_ascii_uppercase())));
                    }
                }
            }
            Err(format!("{t:?} is not a price"))
        }
    }
}

fn check_amount(n: f64) -> Result<f64, String> {
    if !n.is_finite() {
        Err("is not a finite number".into())
    } else if n < 0.0 {
        Err(format!("is negative ({n})"))
    } else {
        Ok(n)
    }
}

/// Where imported records go: writes each as one JSON line, refuses duplicate ids, and keeps the
/// report's counts.
pub struct Sink<'w> {
    out: &'w mut dyn Write,
    ids: HashMap<String, Place>,
    /// The report being filled.
    pub report: ImportReport,
}

impl<'w> Sink<'w> {
    /// A sink writing JSON Lines to `out`.
    pub fn new(out: &'w mut dyn Write, format: Format) -> Self {
        Sink { out, ids: HashMap::new(), report: ImportReport { format: format.name().into(), ..Default::default() } }
    }

    /// Writes a product, or skips it (reported) when it has no id, no name or a duplicate id.
    pub fn product(&mut self, item: Item, place: Place) -> Result<(), ImportError> {
        if item.id.trim().is_empty() {
            self.report.skip_record(place, Some("id"), "no id");
            return Ok(());
        }
        if item.name.trim().is_empty() {
            self.report.skip_record(place, Some("name"), format!("product {:?} has no name", item.id));
            return Ok(());
        }
        if !self.claim(&item.id, &place) {
            return Ok(());
        }
        self.report.products += 1;
        self.report.spec_rows += item.specs.len();
        if item.text.as_ref().is_some_and(|t| !t.trim().is_empty()) {
            self.report.with_prose += 1;
        }
        if let Some(r) = &item.range {
            *self.report.ranges.entry(r.clone()).or_default() += 1;
        }
        self.write(&item.to_json(), &place)
    }

    /// Writes a page record about several products.
    pub fn page(
        &mut self,
        id: &str,
        url: Option<&str>,
        title: &str,
        markdown: &str,
        products: &[String],
        place: Place,
    ) -> Result<(), ImportError> {
        if markdown.trim().is_empty() || !self.claim(id, &place) {
            return Ok(());
        }
        self.report.pages += 1;
        let mut o = json!({"kind": "page", "id": id, "title": title, "markdown": markdown, "products": products});
        if let Some(u) = url {
            o["url"] = json!(u);
        }
        self.write(&o, &place)
    }

    fn claim(&mut self, id: &str, place: &Place) -> bool {
        if let Some(first) = self.ids.get(id) {
            let reason = format!("duplicate id {id:?} (first at {first})");
            self.report.skip_record(place.clone(), Some("id"), reason);
            return false;
        }
        self.ids.insert(id.to_owned(), place.clone());
        true
    }

    fn write(&mut self, value: &Value, place: &Place) -> Result<(), ImportError> {
        let line = serde_json::to_string(value).expect("JSON values serialize");
        writeln!(self.out, "{line}")
            .map_err(|e| ImportError::new(place.clone(), None, format!("cannot write output: {e}")))
    }
}

/// Imports `inputs` (files, a folder of pages, or a sitemap URL for JSON-LD) in `format`, writing
/// catalog JSON Lines to `out`. Returns the report; fails on the first structural error.
pub fn import(
    format: Format,
    inputs: &[String],
    options: &ImportOptions,
    out: &mut dyn Write,
) -> Result<ImportReport, ImportError> {
    if inputs.is_empty() {
        return Err(ImportError::file("-", "no input given"));
    }
    let mut sink = Sink::new(out, format);
    match format {
        Format::JsonLd => jsonld::import(inputs, options, &mut sink)?,
        Format::Rdf => schema_rdf::import(inputs, options, &mut sink)?,
        _ => {
            for input in inputs {
                sink.report.inputs += 1;
                let file =
                    std::fs::File::open(input).map_err(|e| ImportError::file(input, format!("cannot open: {e}")))?;
                let reader = std::io::BufReader::new(file);
                match format {
                    Format::Shopify => shopify::import(input, reader, options, &mut sink)?,
                    Format::WooCommerce => woocommerce::import(input, reader, options, &mut sink)?,
                    Format::MerchantCenter => merchant_center::import(input, reader, options, &mut sink)?,
                    Format::Csv => csv_mapped::import(input, reader, options, &mut sink)?,
                    Format::JsonLd | Format::Rdf => unreachable!(),
                }
            }
        }
    }
    sink.out.flush().map_err(|e| ImportError::file("-", format!("cannot write output: {e}")))?;
    Ok(sink.report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices() {
        assert_eq!(parse_price("12.00 USD"), Ok((12.0, Some("USD".into()))));
        assert_eq!(parse_price("19.99"), Ok((19.99, None)));
        assert_eq!(parse_price("499,00"), Ok((499.0, None)));
        assert_eq!(parse_price("27000.00 UAH"), Ok((27000.0, Some("UAH".into()))));
        assert!(parse_price("abc").is_err());
        assert!(parse_price("-3").is_err());
        assert!(parse_price("").is_err());
    }
}

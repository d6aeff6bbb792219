//! Any CSV (or TSV, semicolon- or pipe-separated file) with a small mapping that says which
//! columns are the id, name, price and currency, categories, prose, range and URL, and which are
//! spec entries (with section, entry name and unit). Without a mapping file the mapping is
//! inferred from the header names and reported as an editable TOML file (`--write-mapping`).
//! Units of spec values are otherwise learned by the build from the values themselves.

use super::table::{delimiter_name, peek_first_line, Table};
use super::{html, parse_price, units, ImportError, ImportOptions, Item, Place, Sink};
use serde::{Deserialize, Serialize};
use std::io::BufRead;

/// Which columns mean what. Column names are header cells, matched case-insensitively.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mapping {
    /// Field separator: `","`, `";"`, `"\t"` (or `"tab"`), `"|"`.
    #[serde(default = "comma")]
    pub delimiter: String,
    /// Column of the product id (default: a slug of the name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Column of the product name (required).
    pub name: String,
    /// Column of the range (variant family) name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<String>,
    /// Column of the price (`"12.50"`, `"12.50 EUR"`, `"€12.50"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price: Option<String>,
    /// Column of the currency code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    /// Currency of every price, when no column says it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub currency_code: Option<String>,
    /// Column of the product page URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Category columns; a cell may be a path `"A > B"`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub categories: Vec<String>,
    /// Prose columns (plain text, markdown or HTML), joined in this order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub prose: Vec<String>,
    /// Spec columns.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub specs: Vec<SpecColumn>,
}

/// A column imported as a spec row.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpecColumn {
    /// Header of the column.
    pub column: String,
    /// Section of the spec table (default section when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    /// Entry name (default: the column name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry: Option<String>,
    /// Unit appended to bare numbers (`"kg"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
}

fn comma() -> String {
    ",".into()
}

impl Mapping {
    /// Reads a mapping file: TOML, or JSON when the name ends in `.json`.
    pub fn load(path: &std::path::Path) -> Result<Mapping, ImportError> {
        let name = path.display().to_string();
        let text =
            std::fs::read_to_string(path).map_err(|e| ImportError::file(&name, format!("cannot read mapping: {e}")))?;
        if name.ends_with(".json") {
            serde_json::from_str(&text).map_err(|e| {
                ImportError::new(Place::new(&name, Some(e.line()), None), None, format!("invalid mapping: {e}"))
            })
        } else {
            toml::from_str(&text).map_err(|e| {
                let line = e.span().map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
                ImportError::new(Place::new(&name, line, None), None, format!("invalid mapping: {}", e.message()))
            })
        }
    }

    /// The mapping as an editable TOML file, with a comment on top.
    pub fn to_toml(&self) -> String {
        let body = toml::to_string_pretty(self).unwrap_or_default();
        format!(
            "# dualgraph import --from csv mapping: edit, then pass with --mapping <this file>.\n\
             # Fields: delimiter, id, name, range, price, currency (column) or currency_code, url,\n\
             # categories = [columns], prose = [columns], [[specs]] column / section / entry / unit.\n{body}"
        )
    }

    fn delimiter_byte(&self) -> Result<u8, String> {
        match self.delimiter.as_str() {
            "," => Ok(b','),
            ";" => Ok(b';'),
            "\t" | "tab" | "\\t" => Ok(b'\t'),
            "|" => Ok(b'|'),
            other => Err(format!("delimiter {other:?} is not one of \",\", \";\", \"\\t\", \"|\"")),
        }
    }

    fn columns(&self) -> Vec<(&'static str, &str)> {
        let mut cols = vec![("name", self.name.as_str())];
        for (field, col) in [
            ("id", &self.id),
            ("range", &self.range),
            ("price", &self.price),
            ("currency", &self.currency),
            ("url", &self.url),
        ] {
            if let Some(c) = col {
                cols.push((field, c.as_str()));
            }
        }
        cols.extend(self.categories.iter().map(|c| ("categories", c.as_str())));
        cols.extend(self.prose.iter().map(|c| ("prose", c.as_str())));
        cols.extend(self.specs.iter().map(|s| ("specs", s.column.as_str())));
        cols
    }
}

fn key(header: &str) -> String {
    header.chars().filter(|c| c.is_alphanumeric()).collect::<String>().to_lowercase()
}

/// `"Weight (kg)"` → `("Weight", Some("kg"))` when the parenthesised text is a known unit.
fn split_unit(header: &str) -> (String, Option<String>) {
    if let Some((label, rest)) = header.rsplit_once(" (") {
        if let Some(u) = rest.strip_suffix(')') {
            if dualgraph_core::text::units::normalize_unit(u).is_some() {
                return (label.trim().to_owned(), Some(u.to_owned()));
            }
        }
    }
    (header.to_owned(), None)
}

/// Guesses a mapping from header names (see the module docs); `None` fields stay unmapped.
pub fn infer(headers: &[String], delimiter: u8) -> Mapping {
    const ID: &[&str] =
        &["id", "sku", "productid", "itemid", "code", "productcode", "articlenumber", "partnumber", "itemnumber"];
    const NAME: &[&str] = &["name", "title", "productname", "product", "producttitle", "itemname"];
    const CATEGORY: &[&str] = &["category", "categories", "type", "producttype", "department", "collection"];
    const PROSE: &[&str] =
        &["description", "body", "details", "text", "longdescription", "shortdescription", "summary", "bodyhtml"];
    const URL: &[&str] = &["url", "link", "producturl", "page", "pageurl"];
    const RANGE: &[&str] = &["range", "family", "series", "productline", "parent", "itemgroupid", "group"];
    let mut m = Mapping {
        delimiter: if delimiter == b'\t' { "\t".into() } else { char::from(delimiter).to_string() },
        ..Default::default()
    };
    let find = |names: &[&str]| headers.iter().find(|h| names.contains(&key(h).as_str())).cloned();
    m.id = find(ID);
    m.name = find(NAME).unwrap_or_default();
    m.url = find(URL);
    m.range = find(RANGE);
    m.currency = find(&["currency", "currencycode"]);
    m.price = headers
        .iter()
        .find(|h| {
            key(h).starts_with("price") || ["cost", "amount", "retailprice", "saleprice"].contains(&key(h).as_str())
        })
        .cloned();
    if let Some(p) = &m.price {
        if let Some((_, rest)) = p.rsplit_once('(') {
            let code = rest.trim_end_matches(')').trim();
            if code.len() == 3 && code.bytes().all(|b| b.is_ascii_alphabetic()) {
                m.currency_code = Some(code.to_ascii_uppercase());
            }
        }
    }
    for h in headers {
        let k = key(h);
        let used = [&m.id, &m.range, &m.price, &m.currency, &m.url].iter().any(|c| c.as_deref() == Some(h.as_str()))
            || m.name == *h;
        if used || k.is_empty() {
            continue;
        }
        if CATEGORY.contains(&k.as_str()) {
            m.categories.push(h.clone());
        } else if PROSE.contains(&k.as_str()) {
            m.prose.push(h.clone());
        } else if k.contains("image") || k.contains("img") || k.contains("photo") {
            // Pictures are not catalog text; left unmapped (reported as not imported).
        } else {
            let (entry, unit) = split_unit(h);
            m.specs.push(SpecColumn { column: h.clone(), section: None, entry: (entry != *h).then_some(entry), unit });
        }
    }
    m
}

/// Sniffs the delimiter of a header line: the most frequent of comma, semicolon, tab, pipe.
fn sniff(file: &str, line: &str) -> Result<u8, ImportError> {
    let best =
        [b',', b';', b'\t', b'|'].into_iter().map(|d| (line.matches(char::from(d)).count(), d)).max_by_key(|(n, _)| *n);
    match best {
        Some((n, d)) if n > 0 => Ok(d),
        _ => Err(ImportError::new(
            Place::new(file, Some(1), None),
            None,
            "cannot tell the delimiter: line 1 has no comma, semicolon, tab or pipe (one column is not a catalog; check the file or set delimiter in a mapping)",
        )),
    }
}

/// Imports one CSV with the mapping from `options.mapping`, or an inferred one.
pub fn import(
    file: &str,
    mut reader: impl BufRead,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    let (mapping, inferred) = match &options.mapping {
        Some(path) => (Some(Mapping::load(path)?), false),
        None => (None, true),
    };
    let delimiter = match &mapping {
        Some(m) => m.delimiter_byte().map_err(|e| {
            ImportError::new(
                Place::new(&options.mapping.as_ref().expect("mapping").display().to_string(), None, None),
                Some("delimiter"),
                e,
            )
        })?,
        None => {
            let line =
                peek_first_line(&mut reader).map_err(|e| ImportError::file(file, format!("cannot read: {e}")))?;
            if line.trim().is_empty() {
                return Err(ImportError::new(
                    Place::new(file, Some(1), None),
                    None,
                    "the file is empty (expected a header row)",
                ));
            }
            sniff(file, &line)?
        }
    };
    let mut table = Table::open(file, reader, delimiter, &[], "CSV")?;
    let headers = table.headers.clone();
    let mapping = mapping.unwrap_or_else(|| infer(&headers, delimiter));
    if inferred {
        sink.report.inferred_mapping = Some(mapping.to_toml());
    }
    if let Some(path) = &options.write_mapping {
        std::fs::write(path, mapping.to_toml())
            .map_err(|e| ImportError::file(&path.display().to_string(), format!("cannot write mapping: {e}")))?;
    }
    let mapping_name =
        options.mapping.as_ref().map(|p| p.display().to_string()).unwrap_or_else(|| "inferred mapping".into());
    if mapping.name.is_empty() {
        return Err(ImportError::new(
            Place::new(file, Some(1), None),
            Some("name"),
            format!(
                "{mapping_name}: no column is the product name (header: {}); write a mapping with --write-mapping, set `name`, and pass it with --mapping",
                headers.iter().take(8).map(|h| format!("{h:?}")).collect::<Vec<_>>().join(", ")
            ),
        ));
    }
    for (field, col) in mapping.columns() {
        if !table.has(col) {
            return Err(ImportError::new(
                Place::new(file, Some(1), None),
                Some(field),
                format!(
                    "{mapping_name} names column {col:?}, which the header does not have (delimiter {})",
                    delimiter_name(delimiter)
                ),
            ));
        }
    }
    if mapping.id.is_none() {
        sink.report.note("no id column: ids are made from the product names");
    }
    let fixed_currency = match (&mapping.currency, &mapping.currency_code) {
        (None, Some(c)) => Some(c.to_ascii_uppercase()),
        (None, None) if mapping.price.is_some() => Some(options.currency_for(&mut sink.report)),
        _ => None,
    };
    let mapped: Vec<String> = mapping.columns().iter().map(|(_, c)| c.to_ascii_lowercase()).collect();
    while let Some(row) = table.next_row(sink) {
        let idx = table.index();
        let cell = |c: &str| row.get(idx, c);
        let mut item = Item { name: cell(&mapping.name).to_owned(), ..Default::default() };
        item.id = match &mapping.id {
            Some(c) => cell(c).to_owned(),
            None => item
                .name
                .to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join("-"),
        };
        item.range = mapping.range.as_deref().map(cell).filter(|r| !r.is_empty()).map(str::to_owned);
        item.url = mapping.url.as_deref().map(cell).filter(|r| !r.is_empty()).map(str::to_owned);
        for c in &mapping.categories {
            item.category_path(cell(c));
        }
        let prose: Vec<String> = mapping
            .prose
            .iter()
            .map(|c| cell(c))
            .filter(|t| !t.is_empty())
            .map(|t| if t.contains('<') { html::fragment_to_markdown(t) } else { t.to_owned() })
            .collect();
        item.text = (!prose.is_empty()).then(|| prose.join("\n\n"));
        if let Some(pc) = &mapping.price {
            let text = cell(pc);
            if !text.is_empty() {
                match parse_price(text) {
                    Ok((amount, cur)) => {
                        let column_currency = mapping
                            .currency
                            .as_deref()
                            .map(cell)
                            .filter(|c| !c.is_empty())
                            .map(|c| c.to_ascii_uppercase());
                        match cur.or(column_currency).or_else(|| fixed_currency.clone()) {
                            Some(c) => item.price = Some((amount, c)),
                            None => sink.report.skip_field(
                                row.place.clone(),
                                mapping.currency.as_deref().unwrap_or(pc),
                                "price without a currency",
                            ),
                        }
                    }
                    Err(e) => sink.report.skip_field(row.place.clone(), pc, format!("price {e}")),
                }
            }
        }
        for s in &mapping.specs {
            let v = cell(&s.column);
            let v = match &s.unit {
                Some(u) => units::with_unit(v, u),
                None => v.to_owned(),
            };
            item.spec(s.section.as_deref(), s.entry.as_deref().unwrap_or(&s.column), &v);
        }
        for (i, h) in headers.iter().enumerate() {
            if !row.at(i).is_empty() && !mapped.contains(&h.to_ascii_lowercase()) {
                sink.report.ignore(h);
            }
        }
        sink.product(item, row.place.clone())?;
    }
    Ok(())
}

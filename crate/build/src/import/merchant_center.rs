//! Google Merchant Center product feed: RSS 2.0 / Atom XML with the `g:` namespace, or a
//! tab-separated file with the same attribute names. `product_detail` (section, attribute,
//! value) becomes spec rows in that section; `price` ("12.00 USD") the price; `product_type` and
//! `google_product_category` the categories; `item_group_id` the range.

use super::table::Table;
use super::{html, parse_price, ImportError, ImportOptions, Item, Place, Sink};
use quick_xml::events::Event;
use std::io::{BufRead, Read};

/// Attributes imported as spec rows of the default section.
const SPEC_FIELDS: &[&str] = &[
    "brand",
    "color",
    "size",
    "gender",
    "age_group",
    "material",
    "pattern",
    "condition",
    "availability",
    "gtin",
    "mpn",
    "size_type",
    "size_system",
    "energy_efficiency_class",
    "shipping_weight",
    "product_length",
    "product_width",
    "product_height",
    "product_weight",
    "unit_pricing_measure",
    "multipack",
    "is_bundle",
    "adult",
    "model",
];

/// Imports one feed, XML or TSV (decided by the first non-blank character), streaming: the feed
/// is read as it is parsed, never whole.
pub fn import(
    file: &str,
    mut reader: impl BufRead,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    let read_error = |e: std::io::Error| ImportError::file(file, format!("cannot read: {e}"));
    // Skip a byte-order mark and blank space to see the first character.
    let first = loop {
        let buf = reader.fill_buf().map_err(read_error)?;
        if buf.is_empty() {
            break None;
        }
        match buf.iter().position(|b| !b.is_ascii_whitespace() && !matches!(b, 0xEF | 0xBB | 0xBF)) {
            Some(i) => break Some(buf[i]),
            None => {
                let n = buf.len();
                reader.consume(n);
            }
        }
    };
    match first {
        None => Err(ImportError::new(Place::new(file, Some(1), None), None, "the file is empty")),
        Some(b'<') => import_xml(file, LineCounter { inner: reader, newlines: 0 }, options, sink),
        Some(_) => import_tsv(file, reader, options, sink),
    }
}

/// A reader that counts the newlines it has handed out, so a streaming parser can say on which
/// line an item starts or an error stands.
struct LineCounter<R> {
    inner: R,
    newlines: usize,
}

impl<R: BufRead> Read for LineCounter<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(out)?;
        self.newlines += out[..n].iter().filter(|&&b| b == b'\n').count();
        Ok(n)
    }
}

impl<R: BufRead> BufRead for LineCounter<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amt: usize) {
        if let Ok(buf) = self.inner.fill_buf() {
            self.newlines += buf[..amt.min(buf.len())].iter().filter(|&&b| b == b'\n').count();
        }
        self.inner.consume(amt);
    }
}

/// One feed item as read: attribute values by (normalised) name and `product_detail` rows.
#[derive(Default)]
struct Raw {
    fields: Vec<(String, String)>,
    details: Vec<(Option<String>, String, String)>,
}

fn normalise(name: &str) -> String {
    let n = name.trim().to_ascii_lowercase();
    let n = n.strip_prefix("g:").unwrap_or(&n);
    n.replace(' ', "_")
}

fn import_xml<R: BufRead>(
    file: &str,
    source: LineCounter<R>,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    let mut reader = quick_xml::Reader::from_reader(source);
    reader.config_mut().trim_text(true);
    let mut buf = Vec::new();
    // The line the reader has reached (lines are counted as the bytes are read).
    let line_of = |r: &quick_xml::Reader<LineCounter<R>>| r.get_ref().newlines + 1;
    let mut record = 0usize;
    // Inside an item: the element path below it, the text of the open element, the item so far.
    let mut item: Option<(Raw, Place)> = None;
    let mut path: Vec<String> = Vec::new();
    let mut text = String::new();
    let mut detail: (Option<String>, String, String) = Default::default();
    let mut saw_feed = false;
    loop {
        buf.clear();
        let event = reader.read_event_into(&mut buf).map_err(|e| {
            ImportError::new(
                Place::new(file, Some(line_of(&reader)), (record > 0).then_some(record)),
                None,
                format!("XML error: {e}"),
            )
        })?;
        let at = line_of(&reader);
        match event {
            Event::Start(e) => {
                let name = String::from_utf8_lossy(e.local_name().as_ref()).to_ascii_lowercase();
                if item.is_none() {
                    if matches!(name.as_str(), "rss" | "feed" | "channel") {
                        saw_feed = true;
                    }
                    if name == "item" || name == "entry" {
                        record += 1;
                        item = Some((Raw::default(), Place::new(file, Some(at), Some(record))));
                        path.clear();
                    }
                    continue;
                }
                path.push(name);
                text.clear();
            }
            Event::Text(t) if item.is_some() => {
                let s = t.unescape().map_err(|e| {
                    ImportError::new(
                        item.as_ref().map(|(_, p)| p.clone()).unwrap_or_default(),
                        path.last().map(String::as_str),
                        format!("bad XML text: {e}"),
                    )
                })?;
                text.push_str(&s);
            }
            Event::CData(c) if item.is_some() => {
                text.push_str(&c.decode().map_err(|e| ImportError::file(file, format!("bad CDATA: {e}")))?);
            }
            Event::End(e) => {
                if item.is_none() {
                    continue;
                }
                if path.is_empty() {
                    // The item itself ends.
                    let (raw, place) = item.take().expect("inside an item");
                    write_item(raw, place, options, sink)?;
                    continue;
                }
                let (raw, place) = item.as_mut().expect("inside an item");
                let name = String::from_utf8_lossy(e.local_name().as_ref()).to_ascii_lowercase();
                path.pop();
                let value = std::mem::take(&mut text).trim().to_owned();
                match (path.len(), path.first().map(String::as_str)) {
                    (0, _) if name == "product_detail" => {
                        let d = std::mem::take(&mut detail);
                        if d.1.is_empty() || d.2.is_empty() {
                            sink.report.skip_field(
                                place.clone(),
                                "product_detail",
                                "needs attribute_name and attribute_value",
                            );
                        } else {
                            raw.details.push(d);
                        }
                    }
                    (0, _) => raw.fields.push((normalise(&name), value)),
                    (1, Some("product_detail")) => match name.as_str() {
                        "section_name" => detail.0 = Some(value).filter(|v| !v.is_empty()),
                        "attribute_name" => detail.1 = value,
                        "attribute_value" => detail.2 = value,
                        other => sink.report.ignore(&format!("product_detail/{other}")),
                    },
                    // Nested attributes (shipping, tax, installment…) are not catalog data.
                    (1, Some(top)) => sink.report.ignore(top),
                    _ => {}
                }
            }
            // Atom: <link href="…"/> directly inside an entry.
            Event::Empty(e) if path.is_empty() && e.local_name().as_ref() == b"link" => {
                if let Some((raw, _)) = item.as_mut() {
                    if let Some(href) = e.try_get_attribute("href").ok().flatten() {
                        raw.fields.push(("link".into(), String::from_utf8_lossy(&href.value).into_owned()));
                    }
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    if !saw_feed && record == 0 {
        return Err(ImportError::new(
            Place::new(file, Some(1), None),
            None,
            "not a Merchant Center feed: no <rss>, <feed> or <item> element",
        ));
    }
    Ok(())
}

fn import_tsv(file: &str, reader: impl Read, options: &ImportOptions, sink: &mut Sink<'_>) -> Result<(), ImportError> {
    let mut table = Table::open(file, reader, b'\t', &[&["id", "g:id"], &["title", "g:title"]], "Merchant Center TSV")?;
    let names: Vec<String> = table.headers.iter().map(|h| normalise(h)).collect();
    while let Some(row) = table.next_row(sink) {
        let mut raw = Raw::default();
        for (i, name) in names.iter().enumerate() {
            let v = row.at(i);
            if v.is_empty() {
                continue;
            }
            if name == "product_detail" {
                let pieces: Vec<&str> =
                    if v.split(',').all(|p| p.matches(':').count() >= 2) { v.split(',').collect() } else { vec![v] };
                for p in pieces {
                    let parts: Vec<&str> = p.splitn(3, ':').map(str::trim).collect();
                    match parts.as_slice() {
                        [section, attr, value] if !attr.is_empty() && !value.is_empty() => raw.details.push((
                            Some(section.to_string()).filter(|s| !s.is_empty()),
                            attr.to_string(),
                            value.to_string(),
                        )),
                        _ => sink.report.skip_field(
                            row.place.clone(),
                            "product_detail",
                            format!("{p:?} is not section:attribute:value"),
                        ),
                    }
                }
            } else {
                raw.fields.push((name.clone(), v.to_owned()));
            }
        }
        write_item(raw, row.place.clone(), options, sink)?;
    }
    Ok(())
}

fn pretty(name: &str) -> String {
    let s = name.replace('_', " ");
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

fn write_item(raw: Raw, place: Place, options: &ImportOptions, sink: &mut Sink<'_>) -> Result<(), ImportError> {
    let mut item = Item::default();
    let get = |n: &str| raw.fields.iter().find(|(k, v)| k == n && !v.is_empty()).map(|(_, v)| v.as_str());
    item.id = get("id").unwrap_or_default().to_owned();
    item.name = get("title").unwrap_or_default().to_owned();
    item.url = get("link").map(str::to_owned);
    item.range = get("item_group_id").map(str::to_owned);
    item.text = get("description").map(|d| if d.contains('<') { html::fragment_to_markdown(d) } else { d.to_owned() });
    let (price_field, price_text) = match get("sale_price") {
        Some(s) => ("sale_price", Some(s)),
        None => ("price", get("price")),
    };
    if let Some(p) = price_text {
        match parse_price(p) {
            Ok((amount, Some(cur))) => item.price = Some((amount, cur)),
            Ok((amount, None)) => item.price = Some((amount, options.currency_for(&mut sink.report))),
            Err(e) => sink.report.skip_field(place.clone(), price_field, format!("price {e}")),
        }
    }
    if price_field == "sale_price" {
        if let Some(p) = get("price") {
            item.spec(None, "Regular price", p);
        }
    }
    for (k, v) in &raw.fields {
        if v.is_empty() {
            continue;
        }
        match k.as_str() {
            "id" | "title" | "link" | "item_group_id" | "description" | "price" | "sale_price" => {}
            "product_type" => item.category_path(v),
            "google_product_category" if v.bytes().all(|b| b.is_ascii_digit()) => sink.report.skip_field(
                place.clone(),
                "google_product_category",
                format!("{v} is a numeric Google taxonomy id, not a category name"),
            ),
            "google_product_category" => item.category_path(v),
            k if SPEC_FIELDS.contains(&k) => item.spec(None, &pretty(k), v),
            other => sink.report.ignore(other),
        }
    }
    for (section, attr, value) in &raw.details {
        item.spec(section.as_deref(), attr, value);
    }
    sink.product(item, place)
}

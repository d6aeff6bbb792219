//! schema.org `Product` / `ProductGroup` JSON-LD from saved HTML pages (files or folders) or
//! from the pages a sitemap lists (fetched over HTTP). `additionalProperty` → `PropertyValue`
//! (`name`, `value`, `unitCode` / `unitText`) becomes spec rows, `offers` the price, `category`
//! the categories, `isVariantOf` / `hasVariant` the range; the page's own main text (headings
//! kept) becomes the product's prose, or a page record when the page describes several products.

use super::{html, parse_price, units, ImportError, ImportOptions, Item, Place, Sink};
use scraper::{Html, Selector};
use serde_json::{Map, Value};
use std::path::Path;
use std::time::Duration;

/// Most pages read from sitemaps by default.
pub const DEFAULT_MAX_PAGES: usize = 10_000;
/// Largest page or sitemap body read over HTTP.
const MAX_BODY: u64 = 20 * 1024 * 1024;

/// Product properties read (others are counted as not imported); also the product properties
/// the schema.org RDF mapping reads ([`super::schema_rdf`]).
pub(crate) const READ: &[&str] = &[
    "@context",
    "@type",
    "@id",
    "name",
    "description",
    "url",
    "sku",
    "productID",
    "identifier",
    "gtin",
    "gtin8",
    "gtin12",
    "gtin13",
    "gtin14",
    "mpn",
    "offers",
    "category",
    "brand",
    "additionalProperty",
    "isVariantOf",
    "hasVariant",
    "color",
    "size",
    "material",
    "pattern",
    "model",
    "weight",
    "width",
    "height",
    "depth",
    "productGroupID",
    "variesBy",
];

/// Imports every input: a saved page, a folder of pages (searched recursively for .html/.htm),
/// or an `http(s)://` sitemap URL.
pub fn import(inputs: &[String], options: &ImportOptions, sink: &mut Sink<'_>) -> Result<(), ImportError> {
    let max_pages = options.max_pages.unwrap_or(DEFAULT_MAX_PAGES);
    for input in inputs {
        if input.starts_with("http://") || input.starts_with("https://") {
            import_sitemap(input, max_pages, options, sink)?;
        } else {
            let path = Path::new(input);
            if path.is_dir() {
                let mut files = Vec::new();
                walk(path, &mut files).map_err(|e| ImportError::file(input, format!("cannot list folder: {e}")))?;
                files.sort();
                if files.is_empty() {
                    return Err(ImportError::file(input, "the folder has no .html or .htm pages"));
                }
                for f in files {
                    let name = f.display().to_string();
                    let text = read_page(&f).map_err(|e| ImportError::file(&name, e))?;
                    page(&name, None, &text, options, sink)?;
                }
            } else {
                let text = read_page(path).map_err(|e| ImportError::file(input, e))?;
                page(input, None, &text, options, sink)?;
            }
        }
    }
    Ok(())
}

fn read_page(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read: {e}"))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"))
        {
            out.push(path);
        }
    }
    Ok(())
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder().timeout_global(Some(Duration::from_secs(30))).build().into()
}

fn get(agent: &ureq::Agent, url: &str) -> Result<String, String> {
    let mut resp = agent.get(url).call().map_err(|e| format!("GET failed: {e}"))?;
    resp.body_mut().with_config().limit(MAX_BODY).read_to_string().map_err(|e| format!("cannot read the body: {e}"))
}

/// `<loc>` URLs of a sitemap, and whether it is a sitemap index.
fn sitemap_locs(url: &str, xml: &str) -> Result<(Vec<String>, bool), ImportError> {
    let mut reader = quick_xml::Reader::from_str(xml);
    reader.config_mut().trim_text(true);
    let (mut locs, mut index, mut in_loc, mut root) = (Vec::new(), false, false, None);
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Start(e)) => {
                let name = String::from_utf8_lossy(e.local_name().as_ref()).into_owned();
                if root.is_none() {
                    index = name == "sitemapindex";
                    root = Some(name.clone());
                }
                in_loc = name == "loc";
            }
            Ok(quick_xml::events::Event::Text(t)) if in_loc => {
                locs.push(t.unescape().map(|s| s.trim().to_owned()).unwrap_or_default());
            }
            Ok(quick_xml::events::Event::End(_)) => in_loc = false,
            Ok(quick_xml::events::Event::Eof) => break,
            Ok(_) => {}
            Err(e) => return Err(ImportError::file(url, format!("sitemap is not valid XML: {e}"))),
        }
    }
    match root.as_deref() {
        Some("urlset") | Some("sitemapindex") => Ok((locs, index)),
        other => Err(ImportError::file(
            url,
            format!("not a sitemap: root element is {other:?}, expected urlset or sitemapindex"),
        )),
    }
}

fn import_sitemap(
    url: &str,
    max_pages: usize,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    let agent = agent();
    let xml = get(&agent, url).map_err(|e| ImportError::file(url, e))?;
    let (mut locs, index) = sitemap_locs(url, &xml)?;
    if index {
        let mut pages = Vec::new();
        for child in locs {
            match get(&agent, &child).map_err(|e| ImportError::file(&child, e)).and_then(|x| sitemap_locs(&child, &x)) {
                Ok((l, _)) => pages.extend(l),
                Err(e) => sink.report.skip_record(e.place, None, format!("sitemap skipped: {}", e.message)),
            }
        }
        locs = pages;
    }
    if locs.len() > max_pages {
        sink.report.note(format!("{url} lists {} pages; the first {max_pages} were read (--max-pages)", locs.len()));
        locs.truncate(max_pages);
    }
    for loc in locs {
        match get(&agent, &loc) {
            Ok(text) => page(&loc, Some(&loc), &text, options, sink)?,
            Err(e) => sink.report.skip_record(Place::new(&loc, None, None), None, e),
        }
    }
    Ok(())
}

/// The `@type`s of a node, without a schema.org prefix.
fn types(node: &Map<String, Value>) -> Vec<String> {
    let strip = |s: &str| {
        s.trim_start_matches("http://schema.org/")
            .trim_start_matches("https://schema.org/")
            .trim_start_matches("schema:")
            .to_owned()
    };
    match node.get("@type") {
        Some(Value::String(s)) => vec![strip(s)],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).map(strip).collect(),
        _ => vec![],
    }
}

/// Top-level nodes of a JSON-LD document (arrays and `@graph` flattened), plus the products a
/// page names as its `mainEntity` or lists in an `ItemList` (`itemListElement[].item`).
fn nodes(value: &Value, out: &mut Vec<Map<String, Value>>) {
    match value {
        Value::Array(a) => a.iter().for_each(|v| nodes(v, out)),
        Value::Object(o) => match o.get("@graph") {
            Some(g) => nodes(g, out),
            None => {
                out.push(o.clone());
                if let Some(main) = o.get("mainEntity") {
                    nodes(main, out);
                }
                if let Some(Value::Array(list)) = o.get("itemListElement") {
                    for element in list {
                        nodes(element.get("item").unwrap_or(element), out);
                    }
                }
            }
        },
        _ => {}
    }
}

/// Text of a JSON-LD value: a string, a number, `{"@value"}` or `{"name"}`, or the first of an array.
pub(crate) fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.trim().to_owned()).filter(|s| !s.is_empty()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(if *b { "Yes" } else { "No" }.into()),
        Value::Object(o) => o.get("@value").or_else(|| o.get("name")).and_then(text),
        Value::Array(a) => a.iter().find_map(text),
        Value::Null => None,
    }
}

/// Imports one page.
fn page(
    file: &str,
    url: Option<&str>,
    source: &str,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    sink.report.inputs += 1;
    let doc = Html::parse_document(source);
    let selector = Selector::parse("script").expect("static selector");
    let mut found: Vec<(usize, Map<String, Value>)> = Vec::new();
    let mut blocks = 0;
    let mut broken = 0;
    for script in doc.select(&selector) {
        let is_ld = script
            .value()
            .attr("type")
            .is_some_and(|t| t.trim().to_ascii_lowercase().starts_with("application/ld+json"));
        if !is_ld {
            continue;
        }
        blocks += 1;
        let body: String = script.text().collect();
        match serde_json::from_str::<Value>(body.trim()) {
            Ok(v) => {
                let mut list = Vec::new();
                nodes(&v, &mut list);
                found.extend(list.into_iter().map(|n| (blocks, n)));
            }
            Err(e) => {
                broken += 1;
                sink.report.skip_record(
                    Place::new(file, None, Some(blocks)),
                    Some("application/ld+json"),
                    format!("broken JSON-LD block {blocks}: {e} (line {} of the block)", e.line()),
                );
            }
        }
    }
    let is = |n: &Map<String, Value>, t: &str| types(n).iter().any(|x| x == t);
    let products: Vec<&(usize, Map<String, Value>)> =
        found.iter().filter(|(_, n)| is(n, "Product") || is(n, "ProductGroup")).collect();
    if products.is_empty() {
        if blocks == 0 {
            sink.report.skip_record(
                Place::new(file, None, None),
                None,
                "no JSON-LD on the page (no <script type=\"application/ld+json\">)",
            );
        } else if broken < blocks {
            let mut seen: Vec<String> = found.iter().flat_map(|(_, n)| types(n)).collect();
            seen.dedup();
            sink.report.skip_record(
                Place::new(file, None, None),
                Some("@type"),
                format!(
                    "JSON-LD has no Product or ProductGroup (types found: {})",
                    if seen.is_empty() { "none".into() } else { seen.join(", ") }
                ),
            );
        }
        return Ok(());
    }
    // Each product with the JSON-LD block it came from.
    let mut items: Vec<(Item, Place)> = Vec::new();
    for (block, node) in products {
        let place = Place::new(file, None, Some(*block));
        let variants: Vec<Map<String, Value>> = match node.get("hasVariant") {
            Some(v) if is(node, "ProductGroup") => {
                let mut list = Vec::new();
                nodes(v, &mut list);
                list
            }
            _ => Vec::new(),
        };
        if variants.is_empty() {
            let mut item = product(node, None, url, &place, items.len(), file, options, sink);
            if item.range.is_none() {
                item.range = node
                    .get("isVariantOf")
                    .and_then(|g| g.get("name").and_then(text).or_else(|| g.get("productGroupID").and_then(text)));
            }
            items.push((item, place));
        } else {
            let range = node.get("name").and_then(text).or_else(|| node.get("productGroupID").and_then(text));
            for v in &variants {
                if v.keys().all(|k| k == "@id") {
                    sink.report.skip_field(
                        place.clone(),
                        "hasVariant",
                        "a variant given only by @id (no data on this page)",
                    );
                    continue;
                }
                let item = product(v, Some(node), url, &place, items.len(), file, options, sink);
                items.push((Item { range: range.clone(), ..item }, place.clone()));
            }
        }
    }
    let markdown = html::page_to_markdown(&doc);
    if items.len() == 1 {
        let (mut item, place) = items.pop().expect("one item");
        if !markdown.is_empty() {
            item.text = Some(markdown);
        }
        return sink.product(item, place);
    }
    let ids: Vec<String> = items.iter().map(|(i, _)| i.id.clone()).collect();
    for (item, place) in items {
        sink.product(item, place)?;
    }
    let stem = url.unwrap_or(file).trim_end_matches('/').rsplit('/').next().unwrap_or(file);
    let title = html::page_title(&doc).unwrap_or_else(|| stem.to_owned());
    sink.page(&format!("page-{stem}"), url, &title, &markdown, &ids, Place::new(file, None, None))
}

/// A product from a `Product` node; `group` supplies what a variant does not say itself.
#[allow(clippy::too_many_arguments)]
pub(crate) fn product(
    node: &Map<String, Value>,
    group: Option<&Map<String, Value>>,
    url: Option<&str>,
    place: &Place,
    index: usize,
    file: &str,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Item {
    let field = |k: &str| node.get(k).or_else(|| group.and_then(|g| g.get(k)));
    let mut item = Item {
        name: node
            .get("name")
            .and_then(text)
            .or_else(|| group.and_then(|g| g.get("name")).and_then(text))
            .unwrap_or_default(),
        ..Default::default()
    };
    item.id = ["sku", "productID", "identifier", "gtin13", "gtin", "gtin12", "gtin14", "gtin8", "mpn", "@id", "url"]
        .iter()
        .find_map(|k| node.get(*k).and_then(text))
        .unwrap_or_else(|| {
            let stem = Path::new(file).file_stem().and_then(|s| s.to_str()).unwrap_or("page");
            format!("{stem}-{}", index + 1)
        });
    item.url = field("url").and_then(text).or_else(|| url.map(str::to_owned));
    item.text = field("description").and_then(text);
    match field("category") {
        Some(Value::Array(a)) => a.iter().filter_map(text).for_each(|c| item.category_path(&c)),
        Some(v) => {
            if let Some(c) = text(v) {
                item.category_path(&c)
            }
        }
        None => {}
    }
    if let Some(b) = field("brand").and_then(text) {
        item.spec(None, "Brand", &b);
    }
    for k in ["color", "size", "material", "pattern", "model", "sku", "mpn", "gtin13", "gtin"] {
        if let Some(v) = node.get(k).and_then(text) {
            let entry = match k {
                "sku" => "SKU".to_owned(),
                "mpn" => "MPN".to_owned(),
                "gtin13" | "gtin" => "GTIN".to_owned(),
                _ => format!("{}{}", k[..1].to_uppercase(), &k[1..]),
            };
            item.spec(None, &entry, &v);
        }
    }
    for k in ["weight", "width", "height", "depth"] {
        if let Some(q) = field(k) {
            if let Some(v) = quantity(q, place, k, sink) {
                item.spec(Some("Dimensions"), &format!("{}{}", k[..1].to_uppercase(), &k[1..]), &v);
            }
        }
    }
    // Group properties first, the variant's own after (they may refine them).
    for props in [group.and_then(|g| g.get("additionalProperty")), node.get("additionalProperty")] {
        let Some(props) = props else { continue };
        let list: Vec<&Value> = match props {
            Value::Array(a) => a.iter().collect(),
            other => vec![other],
        };
        for (i, p) in list.into_iter().enumerate() {
            let fname = format!("additionalProperty[{i}]");
            let Some(o) = p.as_object() else {
                sink.report.skip_field(place.clone(), &fname, "not a PropertyValue object");
                continue;
            };
            let (Some(name), Some(_)) = (o.get("name").and_then(text), o.get("value")) else {
                sink.report.skip_field(place.clone(), &fname, "PropertyValue needs name and value");
                continue;
            };
            if let Some(v) = quantity(p, place, &fname, sink) {
                item.spec(None, &name, &v);
            }
        }
    }
    if let Some(offers) = field("offers") {
        let list: Vec<&Value> = match offers {
            Value::Array(a) => a.iter().collect(),
            other => vec![other],
        };
        let priced = list.iter().find_map(|o| {
            let o = o.as_object()?;
            let spec =
                o.get("priceSpecification").and_then(|s| if let Value::Array(a) = s { a.first() } else { Some(s) });
            let price = o.get("price").or_else(|| o.get("lowPrice")).or_else(|| spec.and_then(|s| s.get("price")))?;
            let currency = o.get("priceCurrency").or_else(|| spec.and_then(|s| s.get("priceCurrency"))).and_then(text);
            Some((text(price).unwrap_or_default(), currency))
        });
        if let Some((p, currency)) = priced {
            match parse_price(&p) {
                Ok((amount, cur)) => {
                    let cur = currency
                        .map(|c| c.to_ascii_uppercase())
                        .or(cur)
                        .unwrap_or_else(|| options.currency_for(&mut sink.report));
                    item.price = Some((amount, cur));
                }
                Err(e) => sink.report.skip_field(place.clone(), "offers.price", format!("price {e}")),
            }
        }
    }
    for k in node.keys() {
        if !READ.contains(&k.as_str()) {
            sink.report.ignore(k);
        }
    }
    item
}

/// `value` + unit of a PropertyValue / QuantitativeValue (`unitText` first, else the UN/CEFACT
/// `unitCode` mapped to our unit table); a plain value as it is. Unknown codes are reported and
/// the value kept without a unit.
fn quantity(v: &Value, place: &Place, field: &str, sink: &mut Sink<'_>) -> Option<String> {
    let Some(o) = v.as_object() else { return text(v) };
    let value = o.get("value").and_then(text).or_else(|| {
        let (min, max) = (o.get("minValue").and_then(text), o.get("maxValue").and_then(text));
        match (min, max) {
            (Some(a), Some(b)) => Some(format!("{a}-{b}")),
            (a, b) => a.or(b),
        }
    })?;
    if let Some(unit) = o.get("unitText").and_then(text) {
        return Some(units::with_unit(&value, &unit));
    }
    match o.get("unitCode").and_then(text) {
        Some(code) => match units::symbol_for_code(&code) {
            Some(symbol) => Some(units::with_unit(&value, symbol)),
            None => {
                sink.report.skip_field(
                    place.clone(),
                    &format!("{field}.unitCode"),
                    format!("unknown UN/CEFACT unit code {code:?}; value kept without a unit"),
                );
                Some(value)
            }
        },
        None => Some(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::Format;

    fn import_page(html: &str) -> (String, crate::import::ImportReport) {
        let mut out = Vec::new();
        let mut sink = Sink::new(&mut out, Format::JsonLd);
        page("p.html", None, html, &ImportOptions::default(), &mut sink).unwrap();
        let report = sink.report;
        (String::from_utf8(out).unwrap(), report)
    }

    #[test]
    fn products_under_main_entity_and_item_lists_are_found() {
        let html = r#"<script type="application/ld+json">{"@type":"WebPage","mainEntity":{"@type":"Product","sku":"a1","name":"Lamp",
            "height":{"@type":"QuantitativeValue","value":40,"unitCode":"CMT"}}}</script>
            <script type="application/ld+json">{"@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1,
            "item":{"@type":"Product","sku":"b2","name":"Shade"}}]}</script><main><h1>Lamps</h1><p>Two lamps.</p></main>"#;
        let (jsonl, report) = import_page(html);
        assert_eq!(report.products, 2, "{jsonl}");
        assert!(jsonl.contains(r#""entry":"Height","section":"Dimensions","value":"40 cm""#), "{jsonl}");
        assert_eq!(report.pages, 1, "a page describing two products becomes a page record");
    }

    #[test]
    fn a_page_without_products_is_reported_with_its_types() {
        let (_, report) =
            import_page(r#"<script type="application/ld+json">{"@type":"Organization","name":"X"}</script>"#);
        assert_eq!(report.products, 0);
        assert!(report.skipped_records[0].reason.contains("types found: Organization"));
    }
}

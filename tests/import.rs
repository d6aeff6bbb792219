//! `dualgraph import` / `dualgraph build --from` on real public samples of each format
//! (tests/fixtures/import, sources in SOURCE.md), through the real CLI binary: the output parses
//! as a catalog, builds a bundle, and answers a filter question offline with the products the
//! fixture itself says match (computed here from the fixture, not hard-coded). Malformed inputs
//! give errors naming file, line/record and field; skipped records and fields are counted.

mod support;

use dualgraph_build::catalog::{self, Catalog, ReadOptions};
use serde_json::Value;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Output;

fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/import").join(rel)
}

use support::{cli_ok as ok, run_cli as run};

fn failed(out: &Output) -> String {
    assert!(!out.status.success(), "dualgraph should have failed:\n{}", String::from_utf8_lossy(&out.stdout));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Imports with `--json`; returns the report and the written catalog (parsed by our catalog reader).
fn import(dir: &Path, from: &str, inputs: &[&str], extra: &[&str]) -> (Value, Catalog) {
    let out = dir.join(format!("{from}.jsonl"));
    let mut args = vec!["import", "--from", from];
    args.extend_from_slice(inputs);
    args.extend_from_slice(&["-o", out.to_str().unwrap(), "--json"]);
    args.extend_from_slice(extra);
    let report: Value = serde_json::from_str(&ok(&run(&args))).expect("report JSON");
    let mut cat = Catalog::default();
    catalog::read_jsonl(&mut cat, "imported.jsonl", &std::fs::read(&out).unwrap(), ReadOptions::default())
        .expect("the imported catalog parses");
    assert_eq!(report["products"].as_u64().unwrap() as usize, cat.products.len());
    (report, cat)
}

/// Builds a bundle from the inputs with `build --from` and asks a question; returns the product ids.
fn build_and_ask(dir: &Path, from: &str, inputs: &[&str], extra: &[&str], question: &str) -> BTreeSet<String> {
    let bundle = dir.join(format!("{from}.dgb"));
    let mut args = vec!["build", "--from", from];
    args.extend_from_slice(inputs);
    args.extend_from_slice(&["-o", bundle.to_str().unwrap()]);
    args.extend_from_slice(extra);
    ok(&run(&args));
    let answer: Value =
        serde_json::from_str(&ok(&run(&["ask", bundle.to_str().unwrap(), question, "--json"]))).unwrap();
    answer["products"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().to_owned()).collect()
}

fn price(text: &str) -> Option<f64> {
    text.split_whitespace().next()?.parse().ok()
}

fn csv_rows(path: &Path, delimiter: u8) -> Vec<csv::StringRecord> {
    let mut r = csv::ReaderBuilder::new().delimiter(delimiter).flexible(true).from_path(path).unwrap();
    let headers = r.headers().unwrap().clone();
    let mut rows = vec![headers];
    rows.extend(r.records().map(Result::unwrap));
    rows
}

fn col(rows: &[csv::StringRecord], name: &str) -> usize {
    rows[0].iter().position(|h| h == name).unwrap_or_else(|| panic!("column {name}"))
}

#[test]
fn shopify_export_imports_builds_and_answers() {
    let dir = tempfile::tempdir().unwrap();
    let file = fixture("shopify/product_template.csv");
    let (report, cat) = import(dir.path(), "shopify", &[file.to_str().unwrap()], &["--currency", "USD"]);
    let rows = csv_rows(&file, b',');
    let (handle, title, typ, pr, sku) = (
        col(&rows, "Handle"),
        col(&rows, "Title"),
        col(&rows, "Type"),
        col(&rows, "Variant Price"),
        col(&rows, "Variant SKU"),
    );
    // Every variant row is a product; handles with several variant rows are ranges named by the title.
    let variant_rows: Vec<&csv::StringRecord> = rows[1..].iter().filter(|r| !r[pr].is_empty()).collect();
    assert_eq!(cat.products.len(), variant_rows.len());
    for h in variant_rows.iter().map(|r| &r[handle]).collect::<BTreeSet<_>>() {
        let n = variant_rows.iter().filter(|r| &r[handle] == h).count();
        let t = rows.iter().find(|r| &r[handle] == h && !r[title].is_empty()).unwrap()[title].to_owned();
        if n > 1 {
            assert_eq!(report["ranges"][&t].as_u64(), Some(n as u64), "range {t}");
        }
    }
    assert!(cat.products.iter().all(|p| p.text.is_some()), "Body (HTML) became prose");
    assert!(report["ignored_fields"]["Image Src"].as_u64().unwrap() > 0, "unmapped columns are counted");
    // Oracle: shirts (Type of the handle) under 20.
    let shirts: BTreeSet<&str> = rows[1..].iter().filter(|r| &r[typ] == "Shirts").map(|r| &r[handle]).collect();
    let expected: Vec<&csv::StringRecord> =
        variant_rows.iter().copied().filter(|r| shirts.contains(&r[handle]) && price(&r[pr]).unwrap() < 20.0).collect();
    assert!(!expected.is_empty());
    let got =
        build_and_ask(dir.path(), "shopify", &[file.to_str().unwrap()], &["--currency", "USD"], "shirts under 20 USD");
    assert_eq!(got.len(), expected.len(), "{got:?}");
    for r in expected.iter().filter(|r| !r[sku].is_empty()) {
        assert!(got.contains(&r[sku]), "{} missing from {got:?}", &r[sku]);
    }
}

#[test]
fn woocommerce_export_imports_builds_and_answers() {
    let dir = tempfile::tempdir().unwrap();
    let file = fixture("woocommerce/sample_products.csv");
    let (report, cat) = import(dir.path(), "woocommerce", &[file.to_str().unwrap()], &[]);
    let rows = csv_rows(&file, b',');
    let (typ, sku, cats, parent, sale, regular) = (
        col(&rows, "Type"),
        col(&rows, "SKU"),
        col(&rows, "Categories"),
        col(&rows, "Parent"),
        col(&rows, "Sale price"),
        col(&rows, "Regular price"),
    );
    let is = |r: &csv::StringRecord, t: &str| r[typ].split(',').any(|x| x.trim() == t);
    // Products: every row but variable parents and grouped bundles (reported as skipped).
    let sellable: Vec<&csv::StringRecord> =
        rows[1..].iter().filter(|r| !is(r, "variable") && !is(r, "grouped")).collect();
    assert_eq!(cat.products.len(), sellable.len());
    let grouped = rows[1..].iter().filter(|r| is(r, "grouped")).count();
    assert_eq!(report["skipped_records"].as_array().unwrap().len(), grouped);
    // Variations form ranges named by their variable product.
    for p in rows[1..].iter().filter(|r| is(r, "variable")) {
        let n = rows[1..].iter().filter(|r| r[parent] == p[sku]).count();
        assert_eq!(report["ranges"][&p[col(&rows, "Name")]].as_u64(), Some(n as u64));
    }
    assert!(report["notes"].to_string().contains("USD"), "the assumed currency is noted");
    // Oracle: hoodies (own or parent's categories) under 44 (sale price when there is one).
    let category = |r: &csv::StringRecord| -> String {
        if r[cats].is_empty() {
            rows.iter().find(|p| p[sku] == r[parent]).map(|p| p[cats].to_owned()).unwrap_or_default()
        } else {
            r[cats].to_owned()
        }
    };
    let expected: BTreeSet<String> = sellable
        .iter()
        .filter(|r| category(r).contains("Hoodies"))
        .filter(|r| price(if r[sale].is_empty() { &r[regular] } else { &r[sale] }).is_some_and(|p| p < 44.0))
        .map(|r| r[sku].to_owned())
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(
        build_and_ask(dir.path(), "woocommerce", &[file.to_str().unwrap()], &[], "hoodies under 44 USD"),
        expected
    );
}

/// `(id, title, price, product_type, color, item_group_id)` of each feed item, read with quick-xml.
fn feed_items(path: &Path) -> Vec<[String; 6]> {
    let xml = std::fs::read_to_string(path).unwrap();
    let mut reader = quick_xml::Reader::from_str(&xml);
    let (mut items, mut cur, mut field, mut depth) = (Vec::new(), None::<[String; 6]>, String::new(), 0usize);
    loop {
        match reader.read_event().unwrap() {
            quick_xml::events::Event::Start(e) => {
                depth += 1;
                field = String::from_utf8_lossy(e.name().as_ref()).into_owned();
                if field == "item" {
                    cur = Some(Default::default());
                    depth = 0;
                }
            }
            quick_xml::events::Event::Text(t) if depth == 1 => {
                if let Some(c) = cur.as_mut() {
                    let i = ["g:id", "title", "g:price", "g:product_type", "g:color", "g:item_group_id"]
                        .iter()
                        .position(|f| *f == field);
                    if let Some(i) = i {
                        c[i] = t.unescape().unwrap().into_owned();
                    }
                }
            }
            quick_xml::events::Event::End(e) if e.name().as_ref() == b"item" => items.push(cur.take().unwrap()),
            quick_xml::events::Event::End(_) => {
                field.clear();
                depth = depth.saturating_sub(1);
            }
            quick_xml::events::Event::Eof => break,
            _ => {}
        }
    }
    items
}

#[test]
fn merchant_center_feed_imports_builds_and_answers() {
    let dir = tempfile::tempdir().unwrap();
    let file = fixture("merchant-center/celebird-variants-apparel.xml");
    let (report, cat) = import(dir.path(), "merchant-center", &[file.to_str().unwrap()], &[]);
    let items = feed_items(&file);
    assert_eq!(cat.products.len(), items.len());
    for group in items.iter().map(|i| i[5].clone()).collect::<BTreeSet<_>>() {
        let n = items.iter().filter(|i| i[5] == group).count();
        assert_eq!(report["ranges"][&group].as_u64(), Some(n as u64));
    }
    for (item, p) in items.iter().zip(&cat.products) {
        assert_eq!(p.id, item[0]);
        assert_eq!(
            p.price.as_ref().map(|x| (x.amount, x.currency.as_str())),
            Some((price(&item[2]).unwrap(), item[2].split_whitespace().nth(1).unwrap()))
        );
    }
    // Oracle: black watches.
    let expected: BTreeSet<String> =
        items.iter().filter(|i| i[3].contains("watches") && i[4] == "Black").map(|i| i[0].clone()).collect();
    assert_eq!(expected.len(), 1);
    assert_eq!(build_and_ask(dir.path(), "merchant-center", &[file.to_str().unwrap()], &[], "black watches"), expected);
}

/// JSON-LD objects of a page (an oracle independent of the importer: plain string search).
fn ld_blocks(html: &str) -> Vec<Value> {
    html.split("application/ld+json")
        .skip(1)
        .filter_map(|rest| {
            let body = &rest[rest.find('>')? + 1..];
            serde_json::from_str(&body[..body.find("</script>")?]).ok()
        })
        .collect()
}

#[test]
fn jsonld_pages_import_build_and_answer() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("pages");
    std::fs::create_dir(&pages).unwrap();
    let real = std::fs::read_to_string(fixture("jsonld/product-lending.html")).unwrap();
    std::fs::write(pages.join("product.html"), &real).unwrap();
    // Malformed pages next to the real one: broken JSON-LD, and a page with none.
    let broken = real.replacen("\"@type\": \"Product\",", "\"@type\": \"Product\",,", 1);
    std::fs::write(pages.join("broken.html"), broken).unwrap();
    std::fs::write(pages.join("plain.html"), "<html><body><h1>About us</h1><p>No data here.</p></body></html>")
        .unwrap();
    let (report, cat) = import(dir.path(), "jsonld", &[pages.to_str().unwrap()], &[]);
    let products: Vec<Value> = ld_blocks(&real).into_iter().filter(|b| b["@type"] == "Product").collect();
    assert_eq!(cat.products.len(), products.len());
    let p = &cat.products[0];
    assert_eq!(p.name, products[0]["name"].as_str().unwrap());
    assert_eq!(p.price.as_ref().unwrap().currency, products[0]["offers"]["priceCurrency"].as_str().unwrap());
    let skipped = report["skipped_records"].as_array().unwrap();
    assert_eq!(skipped.len(), 2, "{skipped:?}");
    let broken = skipped.iter().find(|s| s["file"].as_str().unwrap().ends_with("broken.html")).unwrap();
    assert_eq!(broken["record"], 1, "the JSON-LD block number");
    assert!(
        broken["reason"].as_str().unwrap().contains("broken JSON-LD")
            && broken["reason"].as_str().unwrap().contains("line")
    );
    let plain = skipped.iter().find(|s| s["file"].as_str().unwrap().ends_with("plain.html")).unwrap();
    assert!(plain["reason"].as_str().unwrap().contains("no JSON-LD"));
    // Oracle: the products of the brand.
    let brand = products[0]["brand"]["name"].as_str().unwrap();
    let expected: BTreeSet<String> = products
        .iter()
        .filter(|p| p["brand"]["name"] == brand)
        .map(|p| p["sku"].as_str().unwrap().to_owned())
        .collect();
    let question = format!("{brand} products");
    assert_eq!(build_and_ask(dir.path(), "jsonld", &[pages.to_str().unwrap()], &[], &question), expected);
}

/// A loopback HTTP server answering GET paths with the bodies `routes(base URL)` gives (404
/// otherwise); returns its base URL.
fn serve(routes: impl FnOnce(&str) -> Vec<(String, String)>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let routes = routes(&base);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut line = String::new();
            if reader.read_line(&mut line).is_err() {
                continue;
            }
            loop {
                let mut h = String::new();
                if reader.read_line(&mut h).is_err() || h.trim().is_empty() {
                    break;
                }
            }
            let path = line.split_whitespace().nth(1).unwrap_or("/").to_owned();
            let reply = match routes.iter().find(|(p, _)| *p == path) {
                Some((_, body)) => format!(
                    "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                    body.len()
                ),
                None => "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".to_owned(),
            };
            let _ = stream.write_all(reply.as_bytes());
        }
    });
    base
}

#[test]
fn jsonld_sitemap_is_fetched_and_product_groups_become_ranges() {
    let real = std::fs::read_to_string(fixture("jsonld/product-lending.html")).unwrap();
    let group = r#"<html><head><title>Volt power banks</title><script type="application/ld+json">
      {"@context":"https://schema.org","@type":"ProductGroup","name":"Volt Bank","productGroupID":"vb","brand":{"@type":"Brand","name":"Volt"},
       "category":"Electronics > Power banks","variesBy":["https://schema.org/size"],
       "hasVariant":[
        {"@type":"Product","sku":"vb-10","name":"Volt Bank 10","offers":{"@type":"Offer","price":"29.00","priceCurrency":"EUR"},
         "additionalProperty":[{"@type":"PropertyValue","name":"Capacity","value":10000,"unitCode":"E09"},
                               {"@type":"PropertyValue","name":"Weight","value":"210","unitCode":"GRM"},
                               {"@type":"PropertyValue","name":"Glow","value":"3","unitCode":"ZZZ"}]},
        {"@type":"Product","sku":"vb-20","name":"Volt Bank 20","offers":{"@type":"Offer","price":"oops","priceCurrency":"EUR"},
         "additionalProperty":[{"@type":"PropertyValue","name":"Capacity","value":20000,"unitText":"mAh"}]}]}
      </script></head><body><main><h1>Volt Bank</h1><p>Two sizes.</p><h2>Charging</h2><p>USB-C in and out.</p></main></body></html>"#;
    let base = serve(|base| {
        let sitemap = format!(
            "<?xml version=\"1.0\"?><urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\
             <url><loc>{base}/p/lending</loc></url><url><loc>{base}/p/volt</loc></url><url><loc>{base}/p/gone</loc></url></urlset>"
        );
        // A sitemap index (as shop platforms publish) naming the products sitemap and a missing one.
        let index = format!(
            "<?xml version=\"1.0\"?><sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\
             <sitemap><loc>{base}/sitemap-products.xml</loc></sitemap><sitemap><loc>{base}/sitemap-gone.xml</loc></sitemap></sitemapindex>"
        );
        vec![
            ("/p/lending".to_owned(), real),
            ("/p/volt".to_owned(), group.to_owned()),
            ("/sitemap-products.xml".to_owned(), sitemap),
            ("/sitemap.xml".to_owned(), index),
        ]
    });
    let dir = tempfile::tempdir().unwrap();
    let url = format!("{base}/sitemap.xml");
    let (report, cat) = import(dir.path(), "jsonld", &[&url], &[]);
    assert_eq!(cat.products.len(), 3, "one product page and a group of two variants");
    assert_eq!(report["ranges"]["Volt Bank"], 2);
    let vb10 = cat.products.iter().find(|p| p.id == "vb-10").unwrap();
    let spec = |p: &catalog::Product, e: &str| p.specs.iter().find(|s| s.entry == e).map(|s| s.value.clone());
    assert_eq!(spec(vb10, "Capacity").as_deref(), Some("10000 mAh"), "E09 is milliampere hour");
    assert_eq!(spec(vb10, "Weight").as_deref(), Some("210 g"));
    assert_eq!(spec(vb10, "Glow").as_deref(), Some("3"), "an unknown code keeps the value");
    assert_eq!(vb10.categories, vec!["Electronics", "Power banks"]);
    assert_eq!(spec(vb10, "Brand").as_deref(), Some("Volt"), "variants inherit the group's brand");
    let fields = report["skipped_fields"].to_string();
    assert!(fields.contains("unitCode") && fields.contains("ZZZ"), "{fields}");
    assert!(fields.contains("offers.price") && fields.contains("oops"), "{fields}");
    let records = report["skipped_records"].to_string();
    assert!(records.contains("/p/gone") && records.contains("404"), "{records}");
    assert!(records.contains("/sitemap-gone.xml") && records.contains("sitemap skipped"), "{records}");
    // The group page's prose (headings kept) is a page record linking both variants.
    assert_eq!(report["pages"], 1);
    let jsonl = std::fs::read_to_string(dir.path().join("jsonld.jsonl")).unwrap();
    let page: Value =
        jsonl.lines().map(|l| serde_json::from_str::<Value>(l).unwrap()).find(|v| v["kind"] == "page").unwrap();
    assert!(page["markdown"].as_str().unwrap().contains("## Charging"));
    assert_eq!(page["products"], serde_json::json!(["vb-10", "vb-20"]));
    // --max-pages caps what is fetched, and says so.
    let (report, cat) = import(dir.path(), "jsonld", &[&url], &["--max-pages", "1"]);
    assert_eq!(cat.products.len(), 1);
    assert!(report["notes"].to_string().contains("the first 1 were read"), "{}", report["notes"]);
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

fn import_fails(dir: &Path, from: &str, input: &str, extra: &[&str]) -> String {
    let out = dir.join("out.jsonl");
    let mut args = vec!["import", "--from", from, input, "-o", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    let err = failed(&run(&args));
    assert!(!out.exists(), "no partial output on failure");
    err
}

#[test]
fn wrong_delimiter_and_missing_header_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let shopify = std::fs::read_to_string(fixture("shopify/product_template.csv")).unwrap();
    let woo = std::fs::read_to_string(fixture("woocommerce/sample_products.csv")).unwrap();
    // Semicolon-separated export (a spreadsheet's "CSV" in many locales).
    let semi =
        write(dir.path(), "semi.csv", &shopify.lines().map(|l| l.replace(',', ";")).collect::<Vec<_>>().join("\n"));
    let err = import_fails(dir.path(), "shopify", &semi, &[]);
    assert!(
        err.contains(&format!("{semi}:1")) && err.contains("wrong delimiter") && err.contains("semicolon"),
        "{err}"
    );
    // Header row missing: the first line is data.
    let headless = write(dir.path(), "headless.csv", &woo.lines().skip(1).collect::<Vec<_>>().join("\n"));
    let err = import_fails(dir.path(), "woocommerce", &headless, &[]);
    assert!(err.contains(&format!("{headless}:1")) && err.contains("missing header row"), "{err}");
    // A file of another format.
    let err = import_fails(dir.path(), "woocommerce", fixture("shopify/product_template.csv").to_str().unwrap(), &[]);
    assert!(err.contains("missing column(s) Name, SKU or ID") && err.contains("product_template.csv:1"), "{err}");
    // Merchant Center TSV given as commas.
    let tsv_commas = write(dir.path(), "feed.tsv", "id,title,price\na1,Lamp,12.00 USD\n");
    let err = import_fails(dir.path(), "merchant-center", &tsv_commas, &[]);
    assert!(
        err.contains(&format!("{tsv_commas}:1")) && err.contains("wrong delimiter") && err.contains("comma"),
        "{err}"
    );
    // Truncated XML feed: the XML error names the line and the item.
    let xml = std::fs::read_to_string(fixture("merchant-center/celebird-variants-apparel.xml")).unwrap();
    let cut = xml.find("<g:id>celebird-eg-variants-apparel-upi-002").unwrap();
    let truncated =
        write(dir.path(), "cut.xml", &(xml[..cut].to_owned() + "<g:title>Broken</g:price></item></channel></rss>"));
    let err = import_fails(dir.path(), "merchant-center", &truncated, &[]);
    let line = xml[..cut].lines().count();
    assert!(err.contains("XML error") && err.contains(&format!("cut.xml:{line}")) && err.contains("record 2"), "{err}");
    // Generic CSV: one column, no delimiter at all.
    let one = write(dir.path(), "one.csv", "name\nLamp\n");
    let err = import_fails(dir.path(), "csv", &one, &[]);
    assert!(err.contains(&format!("{one}:1")) && err.contains("cannot tell the delimiter"), "{err}");
}

#[test]
fn bad_prices_and_duplicate_ids_are_skipped_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let rows = csv_rows(&fixture("woocommerce/sample_products.csv"), b',');
    let regular = col(&rows, "Regular price");
    // Data row 4 (file line 5, a simple product with only a regular price) gets a bad price;
    // data row 7 (file line 8) is repeated at the end (duplicate SKU).
    let mut w = csv::Writer::from_writer(Vec::new());
    for (i, r) in rows.iter().enumerate() {
        let mut r: Vec<String> = r.iter().map(str::to_owned).collect();
        if i == 4 {
            r[regular] = "twelve".into();
        }
        w.write_record(&r).unwrap();
    }
    w.write_record(&rows[7]).unwrap();
    let text = String::from_utf8(w.into_inner().unwrap()).unwrap();
    let lines = text.lines().count();
    let file = write(dir.path(), "woo.csv", &text);
    let (report, cat) = import(dir.path(), "woocommerce", &[&file], &[]);
    let fields = report["skipped_fields"].as_array().unwrap();
    let bad = fields.iter().find(|f| f["field"] == "Regular price").expect("bad price reported");
    assert_eq!((bad["file"].as_str().unwrap(), bad["line"].as_u64()), (file.as_str(), Some(5)));
    assert!(bad["reason"].as_str().unwrap().contains("twelve"));
    let sku = &rows[4][col(&rows, "SKU")];
    assert!(cat.products.iter().any(|p| p.id == sku && p.price.is_none()), "the product stays, without its price");
    let dup =
        report["skipped_records"].as_array().unwrap().iter().find(|s| s["field"] == "id").expect("duplicate reported");
    assert_eq!(dup["line"].as_u64(), Some(lines as u64));
    assert!(dup["reason"]
        .as_str()
        .unwrap()
        .contains(&format!("duplicate id {:?} (first at {file}:8", &rows[7][col(&rows, "SKU")])));
    // The human report lists the same things.
    let out = ok(&run(&["import", "--from", "woocommerce", &file, "-o", dir.path().join("x.jsonl").to_str().unwrap()]));
    assert!(
        out.contains("skipped fields: 1")
            && out.contains(&format!("{file}:5"))
            && out.contains("field `Regular price`"),
        "{out}"
    );
}

#[test]
fn merchant_center_tsv_with_product_detail() {
    let dir = tempfile::tempdir().unwrap();
    // Built from the real feed's items: TSV is the same attributes, one per column.
    let items = feed_items(&fixture("merchant-center/celebird-variants-apparel.xml"));
    let mut tsv = String::from("id\ttitle\tprice\tproduct type\titem group id\tcolor\tproduct_detail\n");
    for i in &items {
        tsv += &format!(
            "{}\t{}\t{}\t{}\t{}\t{}\tDial:Case size:44 mm,Strap:Material:silicone\n",
            i[0], i[1], i[2], i[3], i[5], i[4]
        );
    }
    tsv += "x-3\tNo price\tcheap\tA > B\t\t\tbroken detail\n";
    let file = write(dir.path(), "feed.tsv", &tsv);
    let (report, cat) = import(dir.path(), "merchant-center", &[&file], &[]);
    assert_eq!(cat.products.len(), items.len() + 1);
    let p = &cat.products[0];
    let row =
        |s: &str| p.specs.iter().find(|r| r.section.as_deref() == Some(s)).map(|r| (r.entry.clone(), r.value.clone()));
    assert_eq!(row("Dial"), Some(("Case size".into(), "44 mm".into())));
    assert_eq!(row("Strap"), Some(("Material".into(), "silicone".into())));
    assert_eq!(
        report["ranges"][&items[0][5]].as_u64(),
        Some(items.iter().filter(|i| i[5] == items[0][5]).count() as u64)
    );
    let fields = report["skipped_fields"].to_string();
    assert!(fields.contains("\"line\":4") && fields.contains("cheap") && fields.contains("broken detail"), "{fields}");
}

#[test]
fn generic_csv_infers_an_editable_mapping() {
    let dir = tempfile::tempdir().unwrap();
    let csv_text = "SKU;Product name;Price (EUR);Category;Battery (mAh);Screen (inch);Description;Image URL\n\
                    p1;Aria 9;499,00;Phones > Android;4000;6.1;<h2>Overview</h2><p>Small phone.</p>;https://x/1.jpg\n\
                    p2;Aria 9 Max;699;Phones > Android;5000;6.7;Big phone.;\n";
    let file = write(dir.path(), "shop.csv", csv_text);
    let mapping = dir.path().join("mapping.toml");
    let (report, cat) = import(dir.path(), "csv", &[&file], &["--write-mapping", mapping.to_str().unwrap()]);
    assert_eq!(cat.products.len(), 2);
    let p = &cat.products[0];
    assert_eq!((p.id.as_str(), p.name.as_str()), ("p1", "Aria 9"));
    assert_eq!(p.price.as_ref().map(|x| (x.amount, x.currency.as_str())), Some((499.0, "EUR")));
    assert_eq!(p.categories, vec!["Phones", "Android"]);
    assert!(p.specs.iter().any(|s| s.entry == "Battery" && s.value == "4000 mAh"), "{:?}", p.specs);
    assert!(p.text.as_deref().unwrap().starts_with("## Overview"));
    assert_eq!(report["ignored_fields"]["Image URL"], 1);
    let written = std::fs::read_to_string(&mapping).unwrap();
    assert_eq!(report["inferred_mapping"].as_str(), Some(written.as_str()));
    // Edit the mapping (a section for the battery) and import with it.
    let edited = written.replace("column = \"Battery (mAh)\"", "column = \"Battery (mAh)\"\nsection = \"Power\"");
    std::fs::write(&mapping, &edited).unwrap();
    let (report, cat) = import(dir.path(), "csv", &[&file], &["--mapping", mapping.to_str().unwrap()]);
    assert!(report.get("inferred_mapping").is_none());
    assert!(cat.products[1].specs.iter().any(|s| s.section.as_deref() == Some("Power") && s.value == "5000 mAh"));
    // A mapping naming a column the file lacks, and a mapping with the wrong delimiter.
    std::fs::write(&mapping, edited.replace("name = \"Product name\"", "name = \"Title\"")).unwrap();
    let err = import_fails(dir.path(), "csv", &file, &["--mapping", mapping.to_str().unwrap()]);
    assert!(err.contains(&format!("{file}:1")) && err.contains("field `name`") && err.contains("\"Title\""), "{err}");
    std::fs::write(&mapping, edited.replace("delimiter = \";\"", "delimiter = \",\"")).unwrap();
    let err = import_fails(dir.path(), "csv", &file, &["--mapping", mapping.to_str().unwrap()]);
    assert!(err.contains(&format!("{file}:1")) && err.contains("wrong delimiter"), "{err}");
    // No header: the first line is data.
    let headless = write(dir.path(), "headless.csv", &csv_text.lines().skip(1).collect::<Vec<_>>().join("\n"));
    let err = import_fails(dir.path(), "csv", &headless, &[]);
    assert!(err.contains(&format!("{headless}:1")) && err.contains("missing header row"), "{err}");
}

#[test]
fn merchant_center_atom_feed() {
    let dir = tempfile::tempdir().unwrap();
    // The real RSS sample's first item, as the Atom form of the same feed.
    let item = &feed_items(&fixture("merchant-center/celebird-variants-apparel.xml"))[0];
    let atom = format!(
        r#"<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
<title>t</title><entry><g:id>{}</g:id><title>{}</title><link href="https://shop.example/a"/><g:price>{}</g:price>
<g:product_type>{}</g:product_type></entry></feed>"#,
        item[0],
        item[1].replace('&', "&amp;"),
        item[2],
        item[3].replace('&', "&amp;").replace('>', "&gt;")
    );
    let file = write(dir.path(), "feed.atom", &atom);
    let (_, cat) = import(dir.path(), "merchant-center", &[&file], &[]);
    assert_eq!(cat.products.len(), 1);
    assert_eq!(
        (cat.products[0].id.as_str(), cat.products[0].url.as_deref()),
        (item[0].as_str(), Some("https://shop.example/a"))
    );
}

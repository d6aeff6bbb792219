//! Symbolic Knowledge Graph: catalog records → RDF triples in the paper's reified schema.
//!
//! Each spec row becomes a `Spec` node linked to its product, section, entry and value nodes;
//! numbers, units and dimensions parsed from the cell become literals on the Spec, and the
//! original cell text is kept (`skg:hasRawText`). Enrichment (features, inheritance, lifting)
//! is done afterwards by SPARQL UPDATE rules (`rules` module).

use crate::catalog::{Catalog, Product};
use crate::graph::Graph;
use dualgraph_core::skg::vocab::{self, NodeType};
use dualgraph_core::text::names::{canonical_key, IriMinter};
use dualgraph_core::text::units::{self, ColumnProfile, Quantity};
use oxigraph::model::vocab::xsd;
use oxigraph::model::{Literal, NamedNode, Term, Triple, TripleRef};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// Name of the section used for rows without one (as in the paper).
pub const DEFAULT_SECTION: &str = "Specifications";

/// Options for SKG generation.
#[derive(Debug, Clone)]
pub struct SkgOptions {
    /// Instance base IRI (see [`vocab::instance_base`]).
    pub instance_base: String,
}

/// What SKG generation produced, for the build summary.
#[derive(Debug, Clone, Default, Serialize)]
pub struct SkgReport {
    /// Products.
    pub products: usize,
    /// Distinct product ranges (including single products that are their own range).
    pub ranges: usize,
    /// Distinct categories.
    pub categories: usize,
    /// Prose pages.
    pub pages: usize,
    /// Spec rows turned into Spec nodes.
    pub spec_rows: usize,
    /// Distinct sections.
    pub sections: usize,
    /// Distinct entries.
    pub entries: usize,
    /// Distinct value nodes.
    pub values: usize,
    /// Value items (after list splitting) parsed as a number.
    pub numeric_values: usize,
    /// Of those, range cells ("2-4 players", "13+").
    pub range_values: usize,
    /// Value items parsed as 2D/3D dimensions.
    pub dimension_values: usize,
    /// Cells parsed as yes/no.
    pub boolean_values: usize,
    /// Value items that stayed text (no number, no dimensions).
    pub text_values: usize,
    /// Normalized units and how often each occurred.
    pub units: BTreeMap<String, usize>,
    /// Entries whose numbers group thousands with `.` (learned from the column: `235.000 km`).
    pub dot_grouping_entries: Vec<String>,
    /// Units learned from a column (not in the unit table), by entry: `Rating` → `points`.
    pub learned_units: BTreeMap<String, String>,
    /// Entries read as years.
    pub year_entries: Vec<String>,
    /// Prose facts: (product, term) pairs its own prose states (`skg:statesTerm`).
    pub prose_terms_stated: usize,
    /// Prose facts: (product, term) pairs its own prose negates (`skg:deniesTerm`).
    pub prose_terms_denied: usize,
    /// Term stems stated by at least four in five products with prose (not stored as facts, like
    /// every stem more than half state): they describe the catalog ("tast" of "Tasting note").
    pub prose_common_terms: Vec<String>,
    /// Triples generated (before rules; may repeat a triple, the store keeps one).
    pub triples: usize,
}

struct Minters {
    by_type: HashMap<NodeType, IriMinter>,
    namespaces: HashMap<NodeType, String>,
}

impl Minters {
    fn new(instance_base: &str) -> Self {
        Self {
            by_type: HashMap::new(),
            namespaces: NodeType::ALL.iter().map(|t| (*t, vocab::type_namespace(instance_base, *t))).collect(),
        }
    }

    /// IRI of the node of type `t` identified by `key` (a canonical key or catalog id).
    fn iri(&mut self, t: NodeType, key: &str) -> NamedNode {
        let local = self.by_type.entry(t).or_default().mint(key).to_owned();
        NamedNode::new_unchecked(format!("{}{}", self.namespaces[&t], local))
    }
}

struct Emitter {
    graph: Graph,
    type_pred: NamedNode,
    preds: HashMap<&'static str, NamedNode>,
    classes: HashMap<NodeType, NamedNode>,
}

impl Emitter {
    fn new() -> Self {
        Self {
            graph: Graph::new(),
            type_pred: NamedNode::new_unchecked(vocab::RDF_TYPE),
            preds: vocab::PREDICATES.iter().map(|(p, _)| (*p, NamedNode::new_unchecked(vocab::predicate(p)))).collect(),
            classes: NodeType::ALL.iter().map(|t| (*t, NamedNode::new_unchecked(t.class_iri()))).collect(),
        }
    }

    fn typed(&mut self, s: &NamedNode, t: NodeType) {
        self.graph.add_ref(TripleRef::new(s, &self.type_pred, &self.classes[&t]));
    }

    fn add(&mut self, s: &NamedNode, p: &'static str, o: impl Into<Term>) {
        let o = o.into();
        match self.preds.get(p) {
            Some(pred) => self.graph.add_ref(TripleRef::new(s, pred, &o)),
            None => self.graph.add_ref(TripleRef::new(s, &NamedNode::new_unchecked(vocab::predicate(p)), &o)),
        }
    }
}

/// A number as an `xsd:decimal` literal (exact for the values catalogs carry); values too large
/// for a decimal become `xsd:double`.
pub fn number_literal(value: f64) -> Literal {
    if value.is_finite() && value.abs() < 1e17 {
        let text = format!("{value}");
        Literal::new_typed_literal(text, xsd::DECIMAL)
    } else {
        Literal::new_typed_literal(format!("{value:e}"), xsd::DOUBLE)
    }
}

/// Generates the SKG triples of a catalog, with the prose facts of the offline reading.
pub fn generate(catalog: &Catalog, options: &SkgOptions) -> (Vec<Triple>, SkgReport) {
    let texts: Vec<Option<&str>> = catalog.products.iter().map(|p| p.text.as_deref()).collect();
    generate_with_prose(catalog, options, crate::prose_facts::catalog_facts(&texts))
}

/// Generates the SKG triples of a catalog with given prose facts: per product (catalog order),
/// as [`crate::prose_facts::catalog_filter`] returns them (kept facts, common terms).
pub fn generate_with_prose(
    catalog: &Catalog,
    options: &SkgOptions,
    prose: (Vec<crate::prose_facts::ProseFacts>, Vec<String>),
) -> (Vec<Triple>, SkgReport) {
    let (graph, report) = generate_graph(catalog, options, prose);
    (graph.to_triples(), report)
}

/// [`generate_with_prose`] into the build's interned [`Graph`] (each term stored once).
pub fn generate_graph(
    catalog: &Catalog,
    options: &SkgOptions,
    prose: (Vec<crate::prose_facts::ProseFacts>, Vec<String>),
) -> (Graph, SkgReport) {
    let mut m = Minters::new(&options.instance_base);
    let mut e = Emitter::new();
    let mut report = SkgReport::default();
    let mut named: HashMap<(NodeType, String), NamedNode> = HashMap::new();

    // Ranges with more than one product are separate nodes; a product alone in its range (or
    // without one) is its own range, as in the paper.
    let mut range_sizes: HashMap<String, usize> = HashMap::new();
    for p in &catalog.products {
        if let Some(r) = &p.range {
            *range_sizes.entry(canonical_key(r)).or_default() += 1;
        }
    }

    let profiles = learn_columns(catalog, &mut report);

    let (prose, common) = prose;
    report.prose_common_terms = common;

    let mut product_iris: HashMap<&str, NamedNode> = HashMap::new();
    for (p, facts) in catalog.products.iter().zip(&prose) {
        let iri = m.iri(NodeType::Product, &p.id);
        for term in &facts.stated {
            e.add(&iri, "statesTerm", Literal::new_simple_literal(term));
        }
        for term in &facts.denied {
            e.add(&iri, "deniesTerm", Literal::new_simple_literal(term));
        }
        report.prose_terms_stated += facts.stated.len();
        report.prose_terms_denied += facts.denied.len();
        product_iris.insert(p.id.as_str(), iri.clone());
        e.typed(&iri, NodeType::Product);
        e.add(&iri, "hasName", Literal::new_simple_literal(&p.name));
        e.add(&iri, "hasId", Literal::new_simple_literal(&p.id));
        if let Some(url) = &p.url {
            e.add(&iri, "hasUrl", Literal::new_simple_literal(url));
        }
        if let Some(price) = &p.price {
            e.add(&iri, "hasPrice", number_literal(price.amount));
            e.add(&iri, "hasCurrency", Literal::new_simple_literal(&price.currency));
        }

        let range_iri = match &p.range {
            Some(r) if range_sizes.get(&canonical_key(r)).copied().unwrap_or(0) > 1 => {
                let key = canonical_key(r);
                named
                    .entry((NodeType::ProductRange, key.clone()))
                    .or_insert_with(|| {
                        let iri = m.iri(NodeType::ProductRange, &key);
                        e.typed(&iri, NodeType::ProductRange);
                        e.add(&iri, "hasName", Literal::new_simple_literal(r));
                        report.ranges += 1;
                        iri
                    })
                    .clone()
            }
            _ => {
                e.typed(&iri, NodeType::ProductRange);
                report.ranges += 1;
                iri.clone()
            }
        };
        e.add(&iri, "variantOf", range_iri.clone());

        for c in &p.categories {
            let key = canonical_key(c);
            let cat = named
                .entry((NodeType::Category, key.clone()))
                .or_insert_with(|| {
                    let iri = m.iri(NodeType::Category, &key);
                    e.typed(&iri, NodeType::Category);
                    e.add(&iri, "hasName", Literal::new_simple_literal(c));
                    report.categories += 1;
                    iri
                })
                .clone();
            // The product's own categories, and its range's (the union over its variants: a
            // range may span several kinds of product).
            if range_iri != iri {
                e.add(&iri, "belongs", cat.clone());
            }
            e.add(&range_iri, "belongs", cat);
        }

        add_specs(p, &iri, &profiles, &mut m, &mut e, &mut named, &mut report);
        report.products += 1;
    }

    for page in &catalog.pages {
        let iri = m.iri(NodeType::Page, &page.id);
        e.typed(&iri, NodeType::Page);
        e.add(&iri, "hasName", Literal::new_simple_literal(&page.title));
        e.add(&iri, "hasId", Literal::new_simple_literal(&page.id));
        if let Some(url) = &page.url {
            e.add(&iri, "hasUrl", Literal::new_simple_literal(url));
        }
        for id in &page.products {
            if let Some(p) = product_iris.get(id.as_str()) {
                e.add(&iri, "mentions", p.clone());
            }
        }
        report.pages += 1;
    }

    report.sections = named.keys().filter(|(t, _)| *t == NodeType::Section).count();
    report.entries = named.keys().filter(|(t, _)| *t == NodeType::Entry).count();
    report.values = named.keys().filter(|(t, _)| *t == NodeType::Value).count();
    // Variants of one range repeat its `belongs` links; the store deduplicates.
    report.triples = e.graph.pending_len();
    e.graph.commit();
    (e.graph, report)
}

/// Learns each entry's number format, unknown unit and year-ness from all its cells (entries by
/// canonical key); only entries where something was learned are kept.
fn learn_columns(catalog: &Catalog, report: &mut SkgReport) -> HashMap<String, ColumnProfile> {
    let mut columns: BTreeMap<String, (&str, Vec<&str>)> = BTreeMap::new();
    for p in &catalog.products {
        for row in &p.specs {
            columns.entry(canonical_key(&row.entry)).or_insert((row.entry.as_str(), Vec::new())).1.push(&row.value);
        }
    }
    let mut out = HashMap::new();
    for (key, (label, values)) in columns {
        let profile = units::learn_column(label, values);
        if profile == ColumnProfile::default() {
            continue;
        }
        if profile.format != units::NumberFormat::Auto {
            report.dot_grouping_entries.push(label.to_owned());
        }
        if let Some(u) = &profile.unit {
            report.learned_units.insert(label.to_owned(), u.clone());
        }
        if profile.year {
            report.year_entries.push(label.to_owned());
        }
        out.insert(key, profile);
    }
    out
}

fn add_specs(
    p: &Product,
    product: &NamedNode,
    profiles: &HashMap<String, ColumnProfile>,
    m: &mut Minters,
    e: &mut Emitter,
    named: &mut HashMap<(NodeType, String), NamedNode>,
    report: &mut SkgReport,
) {
    let product_local = product.as_str().rsplit('/').next().unwrap_or_default().to_owned();
    // Spec nodes are named under their product's first category, then their entry
    // (`spec/<category>/<entry>/<product>`), so one entry's spec rows of a category are one run
    // of ids: a paged bundle reads "the RAM of every laptop" from a few pages, not a page of
    // every laptop's specs.
    let cluster = p
        .categories
        .first()
        .and_then(|c| named.get(&(NodeType::Category, canonical_key(c))))
        .map(|c| c.as_str().rsplit('/').next().unwrap_or_default().to_owned())
        .unwrap_or_else(|| "_".to_owned());
    let mut seen_entries: HashMap<String, usize> = HashMap::new();
    for row in &p.specs {
        let section_name = row.section.as_deref().unwrap_or(DEFAULT_SECTION);
        let section = named_node(NodeType::Section, section_name, m, e, named);
        let entry = named_node(NodeType::Entry, &row.entry, m, e, named);
        let entry_local = entry.as_str().rsplit('/').next().unwrap_or_default().to_owned();
        let n = seen_entries.entry(entry_local.clone()).or_default();
        *n += 1;
        let spec_local = if *n == 1 {
            format!("{cluster}/{entry_local}/{product_local}")
        } else {
            format!("{cluster}/{entry_local}_{n}/{product_local}")
        };
        let spec = NamedNode::new_unchecked(format!("{}{}", m.namespaces[&NodeType::Spec], spec_local));
        e.typed(&spec, NodeType::Spec);
        e.add(product, "hasSpec", spec.clone());
        e.add(&spec, "inSection", section);
        e.add(&spec, "inEntry", entry);
        e.add(&spec, "hasRawText", Literal::new_simple_literal(&row.value));
        report.spec_rows += 1;

        let profile = profiles.get(&canonical_key(&row.entry));
        // A column of `t` / `f` cells: yes/no values named so (the raw text stays "t").
        if let Some(b) = profile.and_then(|p| units::letter_boolean(p, &row.value)) {
            e.add(&spec, "hasBooleanValue", Literal::from(b));
            report.boolean_values += 1;
            let value = named_node(NodeType::Value, if b { "Yes" } else { "No" }, m, e, named);
            e.add(&spec, "hasValue", value);
            continue;
        }
        if let Some(b) = units::parse_yes_no(&row.value) {
            e.add(&spec, "hasBooleanValue", Literal::from(b));
            report.boolean_values += 1;
        }
        let format = profile.map(|p| p.format).unwrap_or_default();
        // A date of a date column ("29 Sep, 2020") is one value, compared as its year (its
        // comma is no list separator).
        if let Some(year) = profile.filter(|p| p.year).and_then(|_| units::date_year(&row.value)) {
            let value = named_node(NodeType::Value, &row.value, m, e, named);
            e.add(&spec, "hasValue", value);
            e.add(&spec, "hasNumericValue", number_literal(year));
            report.numeric_values += 1;
            continue;
        }
        for part in units::parse_value_with(&row.value, format) {
            let value = named_node(NodeType::Value, &part.text, m, e, named);
            e.add(&spec, "hasValue", value);
            // A unit learned from the column ("87 points", a bare "87" beside them) or a year
            // ("from 2017"); the table's reading otherwise.
            if let Some((v, unit)) = profile.and_then(|pr| units::parse_learned(&part.text, pr)) {
                e.add(&spec, "hasNumericValue", number_literal(v));
                report.numeric_values += 1;
                if let Some(u) = unit {
                    e.add(&spec, "hasUnit", Literal::new_simple_literal(&u));
                    *report.units.entry(u).or_default() += 1;
                }
                continue;
            }
            // A range ("2-4 players", "30-150 min", "13+"): its highest number is the value
            // compared, bounded and ranked; both bounds say which numbers it covers.
            if part.quantity.is_none() {
                if let Some((lo, hi, unit)) = units::parse_range(&part.text, profile) {
                    e.add(&spec, "hasMinValue", number_literal(lo));
                    e.add(&spec, "hasNumericValue", number_literal(hi.unwrap_or(lo)));
                    if let Some(hi) = hi {
                        e.add(&spec, "hasMaxValue", number_literal(hi));
                    }
                    report.numeric_values += 1;
                    report.range_values += 1;
                    if let Some(u) = unit {
                        e.add(&spec, "hasUnit", Literal::new_simple_literal(&u));
                        *report.units.entry(u).or_default() += 1;
                    }
                    continue;
                }
            }
            let unit = match &part.quantity {
                Some(Quantity::Scalar { value, unit }) => {
                    e.add(&spec, "hasNumericValue", number_literal(*value));
                    report.numeric_values += 1;
                    unit
                }
                Some(Quantity::Dimensions { values, unit }) => {
                    for (i, v) in values.iter().take(3).enumerate() {
                        let pred = ["hasDim1", "hasDim2", "hasDim3"][i];
                        e.add(&spec, pred, number_literal(*v));
                    }
                    report.dimension_values += 1;
                    unit
                }
                None => {
                    report.text_values += 1;
                    &None
                }
            };
            // "4.35 pounds" in a shop that prices in another currency: the mass pound.
            let mass_pound = units::normalize_unit("lb").filter(|_| {
                unit.is_some_and(|u| u.symbol == "GBP")
                    && part.text.to_lowercase().contains("pound")
                    && p.price.as_ref().is_some_and(|price| price.currency != "GBP")
            });
            // "$ 26.990" in a shop that prices in pesos (or another dollar-sign currency): the
            // sign is the shop's own currency; "U$S 599", "US$ 20" stay US dollars.
            let local_dollar = p.price.as_ref().and_then(|price| {
                let text = part.text.to_uppercase();
                let sign_only =
                    text.contains('$') && !["US$", "U$S", "U$D", "USD", "US $"].iter().any(|w| text.contains(w));
                (unit.is_some_and(|u| u.symbol == "USD")
                    && sign_only
                    && units::written_with_dollar_sign(&price.currency))
                .then(|| units::normalize_unit(&price.currency))
                .flatten()
            });
            if let Some(u) = mass_pound.as_ref().or(local_dollar.as_ref()).or(unit.as_ref()) {
                e.add(&spec, "hasUnit", Literal::new_simple_literal(u.symbol));
                *report.units.entry(u.symbol.to_owned()).or_default() += 1;
            }
        }
    }
}

fn named_node(
    t: NodeType,
    name: &str,
    m: &mut Minters,
    e: &mut Emitter,
    named: &mut HashMap<(NodeType, String), NamedNode>,
) -> NamedNode {
    let key = canonical_key(name);
    named
        .entry((t, key.clone()))
        .or_insert_with(|| {
            let iri = m.iri(t, &key);
            e.typed(&iri, t);
            e.add(&iri, "hasName", Literal::new_simple_literal(name));
            iri
        })
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{read_jsonl, ReadOptions};

    fn skg(text: &str) -> (Vec<Triple>, SkgReport) {
        let mut c = Catalog::default();
        read_jsonl(&mut c, "t", text.as_bytes(), ReadOptions::default()).unwrap();
        generate(&c, &SkgOptions { instance_base: "http://ex/kg/t/".into() })
    }

    fn has(triples: &[Triple], s: &str, p: &str, o: &str) -> bool {
        triples.iter().any(|t| {
            t.subject.to_string() == s
                && t.predicate.as_str() == p.trim_matches(['<', '>'])
                && t.object.to_string() == o
        })
    }

    #[test]
    fn spec_row_becomes_reified_spec_with_number_and_unit() {
        let (t, r) = skg(
            r#"{"kind":"product","id":"p1","name":"P1","specs":[{"section":"Battery","entry":"Battery Capacity","value":"5000 mAh"}]}"#,
        );
        let spec = "<http://ex/kg/t/spec/_/battery_capacity/p1>";
        assert!(has(&t, "<http://ex/kg/t/product/p1>", "<https://dualgraph.dev/skg#hasSpec>", spec));
        assert!(has(&t, spec, "<https://dualgraph.dev/skg#inEntry>", "<http://ex/kg/t/entry/battery_capacity>"));
        assert!(has(
            &t,
            spec,
            "<https://dualgraph.dev/skg#hasNumericValue>",
            "\"5000\"^^<http://www.w3.org/2001/XMLSchema#decimal>"
        ));
        assert!(has(&t, spec, "<https://dualgraph.dev/skg#hasUnit>", "\"mAh\""));
        assert!(has(&t, spec, "<https://dualgraph.dev/skg#hasRawText>", "\"5000 mAh\""));
        assert_eq!(r.numeric_values, 1);
        assert_eq!(r.units.get("mAh"), Some(&1));
    }

    #[test]
    fn column_learning_reads_dot_grouping_learned_units_and_years() {
        let rows = [
            ("235.000 km", "87 points", "2011", "29 Sep, 2020"),
            ("44.800 km", "90 points", "from 2017", "Mar 3, 2021"),
            ("500 km", "92", "2012", "2019-12-01"),
            ("1.000 km", "85 points", "2020", "1 May, 2018"),
        ];
        let text: String = rows
            .iter()
            .enumerate()
            .map(|(i, (km, pts, year, date))| {
                format!(
                    r#"{{"kind":"product","id":"p{i}","name":"P{i}","specs":[{{"entry":"Mileage","value":"{km}"}},{{"entry":"Rating","value":"{pts}"}},{{"entry":"First registration","value":"{year}"}},{{"entry":"Added","value":"{date}"}}]}}"#
                ) + "\n"
            })
            .collect();
        let (t, r) = skg(&text);
        let num = |v: &str| format!("\"{v}\"^^<http://www.w3.org/2001/XMLSchema#decimal>");
        let p = "<https://dualgraph.dev/skg#hasNumericValue>";
        let u = "<https://dualgraph.dev/skg#hasUnit>";
        assert!(has(&t, "<http://ex/kg/t/spec/_/mileage/p0>", p, &num("235000")));
        assert!(has(&t, "<http://ex/kg/t/spec/_/mileage/p0>", u, "\"km\""));
        assert!(has(&t, "<http://ex/kg/t/spec/_/mileage/p2>", p, &num("500")));
        assert!(has(&t, "<http://ex/kg/t/spec/_/rating/p0>", p, &num("87")));
        assert!(has(&t, "<http://ex/kg/t/spec/_/rating/p0>", u, "\"points\""));
        assert!(has(&t, "<http://ex/kg/t/spec/_/rating/p2>", u, "\"points\""));
        assert!(has(&t, "<http://ex/kg/t/spec/_/first_registration/p1>", p, &num("2017")));
        assert_eq!(r.dot_grouping_entries, vec!["Mileage".to_owned()]);
        assert_eq!(r.learned_units.get("Rating").map(String::as_str), Some("points"));
        assert_eq!(r.year_entries, vec!["Added".to_owned(), "First registration".to_owned()]);
        // A date is one value (its comma splits nothing), compared as its year.
        assert!(has(&t, "<http://ex/kg/t/spec/_/added/p0>", p, &num("2020")));
        assert!(has(&t, "<http://ex/kg/t/spec/_/added/p2>", p, &num("2019")));
        let values = t
            .iter()
            .filter(|x| {
                x.subject.to_string().ends_with("/spec/_/added/p0>") && x.predicate.as_str().ends_with("hasValue")
            })
            .count();
        assert_eq!(values, 1);
    }

    #[test]
    fn single_product_is_its_own_range_and_variants_share_one() {
        let (t, r) = skg(concat!(
            r#"{"kind":"product","id":"a","name":"A","range":"Fam","categories":["Phones"]}"#,
            "\n",
            r#"{"kind":"product","id":"b","name":"B","range":"fam ","categories":["Phones"]}"#,
            "\n",
            r#"{"kind":"product","id":"c","name":"C","range":"Solo","categories":["Phones"]}"#
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/product/a>",
            "<https://dualgraph.dev/skg#variantOf>",
            "<http://ex/kg/t/range/fam>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/product/b>",
            "<https://dualgraph.dev/skg#variantOf>",
            "<http://ex/kg/t/range/fam>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/product/c>",
            "<https://dualgraph.dev/skg#variantOf>",
            "<http://ex/kg/t/product/c>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/range/fam>",
            "<https://dualgraph.dev/skg#belongs>",
            "<http://ex/kg/t/category/phones>"
        ));
        assert_eq!(r.ranges, 2);
        assert_eq!(r.categories, 1);
    }

    #[test]
    fn lists_split_into_value_nodes_and_dimensions_parse() {
        let (t, r) = skg(
            r#"{"kind":"product","id":"p","name":"P","specs":[{"entry":"Connectivity","value":"Wi-Fi 6, Bluetooth 5.3"},{"entry":"Size","value":"158.2 x 75.8 x 7.9 mm"},{"entry":"NFC","value":"Yes"}]}"#,
        );
        assert!(has(
            &t,
            "<http://ex/kg/t/spec/_/connectivity/p>",
            "<https://dualgraph.dev/skg#hasValue>",
            "<http://ex/kg/t/value/wi_fi_6>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/spec/_/connectivity/p>",
            "<https://dualgraph.dev/skg#hasValue>",
            "<http://ex/kg/t/value/bluetooth_5_3>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/spec/_/size/p>",
            "<https://dualgraph.dev/skg#hasDim3>",
            "\"7.9\"^^<http://www.w3.org/2001/XMLSchema#decimal>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/spec/_/nfc/p>",
            "<https://dualgraph.dev/skg#hasBooleanValue>",
            "\"true\"^^<http://www.w3.org/2001/XMLSchema#boolean>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/spec/_/size/p>",
            "<https://dualgraph.dev/skg#inSection>",
            "<http://ex/kg/t/section/specifications>"
        ));
        assert_eq!(r.dimension_values, 1);
        assert_eq!(r.text_values, 3);
    }

    #[test]
    fn duplicate_entries_in_one_product_get_distinct_spec_nodes() {
        let (t, _) = skg(
            r#"{"kind":"product","id":"p","name":"P","specs":[{"section":"Rear","entry":"Camera","value":"50 MP"},{"section":"Front","entry":"Camera","value":"12 MP"}]}"#,
        );
        assert!(has(
            &t,
            "<http://ex/kg/t/product/p>",
            "<https://dualgraph.dev/skg#hasSpec>",
            "<http://ex/kg/t/spec/_/camera/p>"
        ));
        assert!(has(
            &t,
            "<http://ex/kg/t/product/p>",
            "<https://dualgraph.dev/skg#hasSpec>",
            "<http://ex/kg/t/spec/_/camera_2/p>"
        ));
    }

    #[test]
    fn numbers_are_decimal_literals() {
        assert_eq!(number_literal(6.7).to_string(), "\"6.7\"^^<http://www.w3.org/2001/XMLSchema#decimal>");
        assert_eq!(number_literal(-20.0).value(), "-20");
        assert_eq!(number_literal(1e30).datatype(), xsd::DOUBLE);
    }
}

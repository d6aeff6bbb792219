//! `dualgraph build --rdf shop.ttl --rdf-mapping schema.org`: a shop's schema.org product graph
//! (tests/fixtures/rdf/schemaorg-shop.ttl) becomes a catalog bundle on which the question
//! compiler answers a filter question (category + price + a spec with a unit), a question only
//! the descriptions answer, and a lookup of a range's variants. Every expected answer is computed
//! here from the fixture's own triples (read with oxigraph's parser, not with our mapping).
//! Triples the mapping does not read are counted by predicate and placed (file, line, subject);
//! a graph with no schema.org product and a syntax error are clear errors, with no bundle left.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use oxigraph::io::{RdfFormat, RdfParser};
use oxigraph::model::{Term, Triple};
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

const SCHEMA: &str = "https://schema.org/";

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rdf/schemaorg-shop.ttl")
}

use support::{cli_ok as ok, run_cli as run};

/// The fixture's statements by subject: `(schema.org local name or full predicate, object)`.
struct Graph(HashMap<Term, Vec<(String, Term)>>);

impl Graph {
    fn read(path: &Path) -> Self {
        let triples: Vec<Triple> = RdfParser::from_format(RdfFormat::Turtle)
            .for_reader(std::fs::File::open(path).unwrap())
            .map(|q| Triple::from(q.expect("the fixture parses")))
            .collect();
        let mut by: HashMap<Term, Vec<(String, Term)>> = HashMap::new();
        for t in triples {
            let p = t.predicate.as_str();
            let key = p.strip_prefix(SCHEMA).unwrap_or(p).to_owned();
            by.entry(t.subject.into()).or_default().push((key, t.object));
        }
        Graph(by)
    }
    fn all(&self, node: &Term, key: &str) -> Vec<Term> {
        self.0.get(node).into_iter().flatten().filter(|(k, _)| k == key).map(|(_, o)| o.clone()).collect()
    }
    fn get(&self, node: &Term, key: &str) -> Option<Term> {
        self.all(node, key).into_iter().next()
    }
    /// A literal's text, or the `schema:name` of a node.
    fn text(&self, term: &Term) -> Option<String> {
        match term {
            Term::Literal(l) => Some(l.value().to_owned()),
            node => self.get(node, "name").and_then(|n| self.text(&n)),
        }
    }
    fn is_product(&self, node: &Term) -> bool {
        self.all(node, "http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
            .iter()
            .any(|t| matches!(t, Term::NamedNode(n) if n.as_str() == format!("{SCHEMA}Product")))
    }
}

/// One product of the fixture, as the shop states it (a variant takes what it does not state
/// from its group).
#[derive(Debug)]
struct Row {
    id: String,
    category: String,
    price: f64,
    capacity_l: Option<f64>,
    capacity_text: Option<String>,
    description: String,
    range: Option<String>,
}

fn rows() -> Vec<Row> {
    let g = Graph::read(&fixture());
    let mut out = Vec::new();
    for node in g.0.keys().filter(|n| g.is_product(n)) {
        let group = g.get(node, "isVariantOf");
        let field = |k: &str| g.get(node, k).or_else(|| group.as_ref().and_then(|grp| g.get(grp, k)));
        let id = ["sku", "productID", "identifier"].iter().find_map(|k| g.get(node, k)).and_then(|t| g.text(&t));
        let offer = g.get(node, "offers").expect("every fixture product has an offer");
        let price_text = g.text(&g.get(&offer, "price").unwrap()).unwrap();
        let price: f64 = price_text.trim_start_matches('£').replace(',', "").parse().expect("a price");
        let mut capacity = None;
        let own_and_group = [Some(node.clone()), group.clone()];
        for p in own_and_group.iter().flatten().flat_map(|n| g.all(n, "additionalProperty")) {
            if g.text(&g.get(&p, "name").unwrap()).as_deref() != Some("Capacity") {
                continue;
            }
            let value = g.text(&g.get(&p, "value").unwrap()).unwrap();
            let unit = g.get(&p, "unitCode").or_else(|| g.get(&p, "unitText")).and_then(|u| g.text(&u)).unwrap();
            let factor = match unit.as_str() {
                "LTR" | "L" | "l" => 1.0,
                "MLT" | "ml" => 0.001,
                other => panic!("unit {other} not expected in the fixture"),
            };
            capacity = Some((value.parse::<f64>().unwrap() * factor, value));
        }
        out.push(Row {
            id: id.expect("every fixture product has an id"),
            category: field("category").and_then(|c| g.text(&c)).expect("a category"),
            price,
            capacity_l: capacity.as_ref().map(|c| c.0),
            capacity_text: capacity.map(|c| c.1),
            description: field("description").and_then(|d| g.text(&d)).unwrap_or_default(),
            range: group.and_then(|grp| g.get(&grp, "name")).and_then(|n| g.text(&n)),
        });
    }
    out.sort_by(|a, b| a.id.cmp(&b.id));
    out
}

fn ids(rows: &[Row], keep: impl Fn(&Row) -> bool) -> BTreeSet<String> {
    rows.iter().filter(|r| keep(r)).map(|r| r.id.clone()).collect()
}

/// `compile --run --json`: the compiled question and its answer.
fn compile(bundle: &Path, question: &str) -> (Value, Value) {
    let v: Value =
        serde_json::from_str(&ok(&run(&["compile", bundle.to_str().unwrap(), question, "--run", "--json"]))).unwrap();
    assert!(v["compiled"]["declined"].is_null(), "{question}: declined: {}", v["compiled"]);
    (v["compiled"].clone(), v["answer"].clone())
}

fn answer_ids(answer: &Value) -> BTreeSet<String> {
    answer["products"].as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap().to_owned()).collect()
}

#[test]
fn a_schema_org_product_graph_builds_and_the_compiler_answers_on_it() {
    let rows = rows();
    assert!(rows.len() >= 8, "the fixture has {} products", rows.len());
    let categories: BTreeSet<&str> = rows.iter().map(|r| r.category.as_str()).collect();
    assert_eq!(categories.len(), 2, "{categories:?}");

    let dir = tempfile::tempdir().unwrap();
    let bundle = dir.path().join("shop.dgb");
    let fixture = fixture();
    let out = run(&[
        "build",
        "--rdf",
        fixture.to_str().unwrap(),
        "--rdf-mapping",
        "schema.org",
        "-o",
        bundle.to_str().unwrap(),
        "--json",
    ]);
    let report: Value = serde_json::from_str(&ok(&out)).unwrap();
    assert_eq!(report["skg"]["products"].as_u64(), Some(rows.len() as u64), "{report}");
    // The import report (stderr) names what the mapping did not read.
    let stderr = String::from_utf8_lossy(&out.stderr);
    for unread in ["schema:availability (1)", "schema:aggregateRating (1)", "schema:codeValue (1)"] {
        assert!(stderr.contains(unread), "{unread} not reported:\n{stderr}");
    }

    // Category + price + a spec with a unit (capacities in l and ml, prices typed and as text).
    let (compiled, answer) = compile(&bundle, "kettles under £50 with at least 1.5 litres");
    let expected = ids(&rows, |r| r.category == "Kettles" && r.price < 50.0 && r.capacity_l.is_some_and(|c| c >= 1.5));
    assert!(!expected.is_empty() && expected.len() < rows.len());
    assert_eq!(answer_ids(&answer), expected, "{}", compiled["understood"]);

    // Only the descriptions say it. Reading decision: a product is waterproof when its
    // description says "waterproof" other than as "not waterproof" (the Commuter 25 says it is
    // not waterproof: a negated mention is no evidence).
    let (compiled, answer) = compile(&bundle, "Which backpacks are waterproof?");
    let expected = ids(&rows, |r| {
        let d = r.description.to_lowercase();
        r.category == "Backpacks" && d.contains("waterproof") && !d.contains("not waterproof")
    });
    assert!(!expected.is_empty());
    assert!(rows.iter().any(|r| r.description.to_lowercase().contains("not waterproof")));
    assert_eq!(answer_ids(&answer), expected, "{}", compiled["understood"]);

    // A range's variants: the ProductGroup's name finds them, each with its own capacity.
    let range = rows.iter().find_map(|r| r.range.clone()).expect("the fixture has a ProductGroup");
    let (compiled, answer) = compile(&bundle, &format!("What is the capacity of the {range}?"));
    assert_eq!(answer["kind"], "lookup", "{}", compiled["understood"]);
    let expected = ids(&rows, |r| r.range.as_deref() == Some(range.as_str()));
    assert!(expected.len() >= 2);
    assert_eq!(answer_ids(&answer), expected);
    assert!(answer["products"].as_array().unwrap().iter().all(|p| p["item"] == range.as_str()));
    let table = &answer["table"];
    assert_eq!(table["columns"], serde_json::json!([range]));
    let capacity = table["rows"].as_array().unwrap().iter().find(|r| r[0] == "Capacity").expect("a Capacity row");
    let cell = capacity[1][0].as_str().unwrap();
    for r in rows.iter().filter(|r| r.range.as_deref() == Some(range.as_str())) {
        let value = r.capacity_text.as_deref().unwrap();
        assert!(cell.contains(value), "{cell:?} lacks {value}");
    }

    // Each variant's range, as SPARQL sees it, is its ProductGroup's name (a product without
    // variants is its own range).
    let q = "SELECT ?id ?range WHERE { ?p a skgt:Product ; skg:hasId ?id ; skg:variantOf ?r . \
             ?r skg:hasName ?range FILTER(?r != ?p) }";
    let v: Value = serde_json::from_str(&ok(&run(&["sparql", bundle.to_str().unwrap(), q, "--json"]))).unwrap();
    let got: BTreeSet<(String, String)> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r[0]["value"].as_str().unwrap().to_owned(), r[1]["value"].as_str().unwrap().to_owned()))
        .collect();
    let expected: BTreeSet<(String, String)> =
        rows.iter().filter_map(|r| Some((r.id.clone(), r.range.clone()?))).collect();
    assert_eq!(got, expected);

    // SPARQL over the bundle sees the mapped graph: prices as numbers, units parsed.
    let q = "SELECT (COUNT(?p) AS ?n) WHERE { ?p a skgt:Product ; skg:hasPrice ?price }";
    let v: Value = serde_json::from_str(&ok(&run(&["sparql", bundle.to_str().unwrap(), q, "--json"]))).unwrap();
    assert_eq!(v["rows"][0][0]["value"].as_str().unwrap(), rows.len().to_string());
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn unmapped_statements_are_counted_and_placed() {
    let dir = tempfile::tempdir().unwrap();
    let mut nt = String::from("# three products with a predicate the mapping does not know\n");
    for i in 1..=3 {
        nt.push_str(&format!(
            "<http://example.com/p{i}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://schema.org/Product> .\n\
             <http://example.com/p{i}> <http://schema.org/name> \"Lamp {i}\" .\n\
             <http://example.com/p{i}> <http://example.com/warehouseBin> \"B{i}\" .\n\n"
        ));
    }
    let input = write(dir.path(), "lamps.nt", &nt);
    let bin = "<http://example.com/warehouseBin>";
    let count = nt.lines().filter(|l| l.contains(bin)).count();
    let first_line = nt.lines().position(|l| l.contains(bin)).unwrap() + 1;
    let out = dir.path().join("lamps.jsonl");
    let report: Value = serde_json::from_str(&ok(&run(&[
        "import",
        "--from",
        "rdf",
        input.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--json",
    ])))
    .unwrap();
    assert_eq!(report["products"], 3);
    assert_eq!(report["ignored_fields"][bin].as_u64(), Some(count as u64), "{report}");
    let note = report["notes"].as_array().unwrap().iter().filter_map(Value::as_str).find(|n| n.starts_with(bin));
    let place = format!("lamps.nt:{first_line} (subject <http://example.com/p1>)");
    assert!(
        note.is_some_and(|n| n.contains(&format!("{count} triple(s) not mapped")) && n.ends_with(&place)),
        "{note:?}"
    );
    // The product records themselves: ids from the IRIs, names kept.
    let records: Vec<Value> =
        std::fs::read_to_string(&out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(records[0]["id"], "http://example.com/p1");
    assert_eq!(records[2]["name"], "Lamp 3");
}

#[test]
fn a_graph_without_schema_org_products_and_a_syntax_error_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let input = write(
        dir.path(),
        "people.ttl",
        "@prefix foaf: <http://xmlns.com/foaf/0.1/> .\n<http://example.com/a> a foaf:Person ; foaf:name \"A\" .\n",
    );
    let bundle = dir.path().join("people.dgb");
    let args = |input: &Path| {
        ["build", "--rdf", input.to_str().unwrap(), "--rdf-mapping", "schema.org", "-o", bundle.to_str().unwrap()]
            .map(str::to_owned)
    };
    let out = run(&args(&input).iter().map(String::as_str).collect::<Vec<_>>());
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no schema:Product or schema:ProductGroup"), "{stderr}");
    assert!(stderr.contains("http://xmlns.com/foaf/0.1/Person"), "the types found are named: {stderr}");
    assert!(!bundle.exists());

    let input = write(
        dir.path(),
        "broken.ttl",
        "@prefix schema: <https://schema.org/> .\n<a> a schema:Product ;\n  schema:name \"x\" \n",
    );
    let out = run(&args(&input).iter().map(String::as_str).collect::<Vec<_>>());
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("broken.ttl:") && stderr.contains("RDF syntax error"), "{stderr}");
    assert!(!bundle.exists());
}

/// Another vocabulary: a SPARQL UPDATE file (examples/rdf-mapping/goodrelations.rq) turns a
/// GoodRelations graph into schema.org, then the schema.org mapping runs; what the file does not
/// map stays in `gr:` and is reported.
#[test]
fn a_sparql_update_mapping_file_brings_another_vocabulary() {
    // (sku, name, category, price EUR, capacity in litres)
    let products = [
        ("GR-1", "Alder Kettle", "Kettles", 35.0, 1.7),
        ("GR-2", "Birch Kettle", "Kettles", 49.0, 1.0),
        ("GR-3", "Cedar Kettle", "Kettles", 62.0, 1.8),
        ("GR-4", "Dune Jug", "Jugs", 15.0, 2.0),
    ];
    let mut ttl =
        String::from("@prefix gr: <http://purl.org/goodrelations/v1#> .\n@prefix ex: <http://example.com/> .\n");
    for (i, (sku, name, category, price, litres)) in products.iter().enumerate() {
        ttl.push_str(&format!(
            "ex:p{i} a gr:SomeItems ; gr:name \"{name}\" ; gr:category \"{category}\" ;\n\
             \x20 gr:description \"A {category} from the {name} line.\" ;\n\
             \x20 ex:capacity [ a gr:QuantitativeValueFloat ; gr:hasValue {litres:?} ; gr:hasUnitOfMeasurement \"LTR\" ] .\n\
             ex:o{i} a gr:Offering ; gr:includes ex:p{i} ; gr:hasStockKeepingUnit \"{sku}\" ; gr:eligibleRegions \"DE\" ;\n\
             \x20 gr:hasPriceSpecification [ a gr:UnitPriceSpecification ; gr:hasCurrencyValue {price:?} ; gr:hasCurrency \"EUR\" ] .\n"
        ));
    }
    let dir = tempfile::tempdir().unwrap();
    let input = write(dir.path(), "gr.ttl", &ttl);
    let mapping = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/rdf-mapping/goodrelations.rq");
    let bundle = dir.path().join("gr.dgb");
    let out = run(&[
        "build",
        "--rdf",
        input.to_str().unwrap(),
        "--rdf-mapping",
        mapping.to_str().unwrap(),
        "-o",
        bundle.to_str().unwrap(),
    ]);
    ok(&out);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("<http://purl.org/goodrelations/v1#eligibleRegions> ({})", products.len())),
        "{stderr}"
    );
    let (compiled, answer) = compile(&bundle, "kettles under €50 with at least 1.5 litres");
    let expected: BTreeSet<String> =
        products.iter().filter(|p| p.2 == "Kettles" && p.3 < 50.0 && p.4 >= 1.5).map(|p| p.0.to_owned()).collect();
    assert!(!expected.is_empty());
    assert_eq!(answer_ids(&answer), expected, "{}", compiled["understood"]);
}

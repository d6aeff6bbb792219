//! schema.org product data as RDF (`dualgraph build --rdf data.ttl --rdf-mapping schema.org`,
//! `dualgraph import --from rdf`): a Turtle / N-Triples / N-Quads / TriG / RDF/XML graph using
//! `schema:Product`, `schema:ProductGroup`, `schema:Offer` and `schema:PropertyValue` becomes
//! catalog records, so the normal catalog build runs on it (spec values and units parsed as in
//! any catalog, descriptions as prose for the TKG and the prose facts, rules, lexicon).
//!
//! The mapping is the JSON-LD importer's ([`super::jsonld`]), not a second one: each product
//! node is read into the JSON-LD shape a page would carry (`{"@type": "Product", "name": …,
//! "offers": {"price": …}}`, keys are schema.org local names, literals their lexical form) and
//! handed to the same function that maps a page's `Product`. Variants: a node with
//! `schema:isVariantOf G`, or the object of `G schema:hasVariant`, is a product of range `G`
//! (its name, else its `productGroupID`) and inherits what it does not say itself from `G`; a
//! `ProductGroup` without variants is a product of its own.
//!
//! Another vocabulary is brought to schema.org first by a SPARQL UPDATE file the user can read
//! and edit (`--rdf-mapping FILE.rq`, run by the build's rules engine; example:
//! `examples/rdf-mapping/goodrelations.rq`).
//!
//! Nothing is lost silently: every triple the mapping does not read — another predicate on a
//! product, a property of an offer or brand that is not mapped, a node no product reaches — is
//! counted by predicate (`ignored_fields`) and noted with the first place it occurs (file, line
//! for N-Triples / N-Quads, and subject).

use super::{jsonld, ImportError, ImportOptions, Place, Sink};
use crate::rdf::{read_rdf, RdfReadError};
use dualgraph_core::skg::vocab;
use oxigraph::model::{Term, Triple};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

/// The schema.org namespaces accepted (the `http:` form is the canonical one).
const SCHEMA: [&str; 2] = ["http://schema.org/", "https://schema.org/"];

/// Product classes: a node of one of these types (not a `ProductGroup`) is a product.
const PRODUCT_TYPES: &[&str] = &["Product", "IndividualProduct", "ProductModel", "SomeProducts"];

/// Properties read on the nodes a product property points to, by that property (the JSON-LD
/// importer reads the same): everything else on those nodes is reported as not mapped.
const NESTED: &[(&str, &[&str])] = &[
    ("offers", &["price", "lowPrice", "priceCurrency", "priceSpecification"]),
    ("priceSpecification", &["price", "priceCurrency"]),
    ("brand", &["name"]),
    ("category", &["name"]),
    ("additionalProperty", &["name", "value", "unitText", "unitCode", "minValue", "maxValue"]),
    ("weight", &["value", "unitText", "unitCode", "minValue", "maxValue"]),
    ("width", &["value", "unitText", "unitCode", "minValue", "maxValue"]),
    ("height", &["value", "unitText", "unitCode", "minValue", "maxValue"]),
    ("depth", &["value", "unitText", "unitCode", "minValue", "maxValue"]),
];

/// Deepest nesting read below a product (offer → price specification is 2).
const MAX_DEPTH: usize = 3;

/// Imports every input file as schema.org RDF.
pub fn import(inputs: &[String], options: &ImportOptions, sink: &mut Sink<'_>) -> Result<(), ImportError> {
    for input in inputs {
        sink.report.inputs += 1;
        let path = Path::new(input);
        let triples = read_rdf(path, options.rdf_merge_graphs).map_err(|e| read_error(input, e))?;
        match &options.rdf_rules {
            None => {
                let lines = triple_lines(path, triples.len());
                import_triples(input, &triples, lines.as_deref(), options, sink)?;
            }
            Some(rules) => {
                let triples = apply_rules(rules, triples, sink)?;
                import_triples(input, &triples, None, options, sink)?;
            }
        }
    }
    Ok(())
}

/// Runs a user's SPARQL UPDATE file on the graph (the build's rules engine, bundle prefixes
/// predeclared) so that another vocabulary reads as schema.org; lines are not known after it.
fn apply_rules(path: &Path, triples: Vec<Triple>, sink: &mut Sink<'_>) -> Result<Vec<Triple>, ImportError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| ImportError::file(&shown, format!("cannot read: {e}")))?;
    let rule = crate::rules::Rule { name: shown.clone(), text };
    let (out, report) = crate::rules::apply(triples, &[rule], vocab::DEFAULT_BASE, |_, _| {})
        .map_err(|e| ImportError::file(&shown, e.to_string()))?;
    sink.report.note(format!(
        "{shown} applied before the schema.org mapping: {} → {} triples in {} round(s)",
        report.triples_before, report.triples_after, report.rounds
    ));
    Ok(out)
}

fn read_error(input: &str, e: RdfReadError) -> ImportError {
    match e {
        RdfReadError::Syntax { line, column, message, .. } => ImportError::new(
            Place::new(input, Some(line as usize), None),
            None,
            format!("RDF syntax error at column {column}: {message}"),
        ),
        other => ImportError::file(input, other.to_string().replacen(&format!("{input}: "), "", 1)),
    }
}

/// The line of each triple of a line-based file (N-Triples, N-Quads: one statement per line),
/// or `None` for other syntaxes (or when the counts do not agree).
fn triple_lines(path: &Path, triples: usize) -> Option<Vec<usize>> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    if ext != "nt" && ext != "nq" {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    let lines: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, l)| {
            let l = l.trim();
            !l.is_empty() && !l.starts_with('#')
        })
        .map(|(i, _)| i + 1)
        .collect();
    (lines.len() == triples).then_some(lines)
}

/// The schema.org local name of an IRI.
fn local(iri: &str) -> Option<&str> {
    SCHEMA.iter().find_map(|ns| iri.strip_prefix(ns))
}

/// A predicate as reported: `schema:name`, `rdf:type`, else `<iri>`.
fn short(iri: &str) -> String {
    match local(iri) {
        Some(l) => format!("schema:{l}"),
        None if iri == vocab::RDF_TYPE => "rdf:type".into(),
        None => format!("<{iri}>"),
    }
}

/// The graph, indexed by subject, with which triples the mapping has read.
struct Graph<'a> {
    triples: &'a [Triple],
    /// Triple indices by subject, in file order.
    by_subject: HashMap<Term, Vec<usize>>,
    /// Subjects in order of first appearance.
    subjects: Vec<Term>,
    used: Vec<bool>,
}

impl<'a> Graph<'a> {
    fn new(triples: &'a [Triple]) -> Self {
        let mut by_subject: HashMap<Term, Vec<usize>> = HashMap::new();
        let mut subjects = Vec::new();
        for (i, t) in triples.iter().enumerate() {
            let s = Term::from(t.subject.clone());
            let list = by_subject.entry(s.clone()).or_default();
            if list.is_empty() {
                subjects.push(s);
            }
            list.push(i);
        }
        Graph { triples, by_subject, subjects, used: vec![false; triples.len()] }
    }

    fn of(&self, node: &Term) -> &[usize] {
        self.by_subject.get(node).map(Vec::as_slice).unwrap_or(&[])
    }

    /// The node's types: schema.org local names, other classes as full IRIs.
    fn types(&self, node: &Term) -> Vec<String> {
        self.of(node)
            .iter()
            .map(|&i| &self.triples[i])
            .filter(|t| t.predicate.as_str() == vocab::RDF_TYPE)
            .filter_map(|t| match &t.object {
                Term::NamedNode(n) => Some(local(n.as_str()).unwrap_or(n.as_str()).to_owned()),
                _ => None,
            })
            .collect()
    }

    fn is(&self, node: &Term, types: &[&str]) -> bool {
        self.types(node).iter().any(|t| types.contains(&t.as_str()))
    }

    /// Objects of `node`'s schema.org property `key`.
    fn objects(&self, node: &Term, key: &str) -> Vec<Term> {
        self.of(node)
            .iter()
            .map(|&i| &self.triples[i])
            .filter(|t| local(t.predicate.as_str()) == Some(key))
            .map(|t| t.object.clone())
            .collect()
    }

    /// The node as a JSON-LD object with the schema.org properties in `keys` (all when `None`):
    /// literals as their lexical form, an IRI with no triples of its own as a string, other
    /// nodes nested (to [`MAX_DEPTH`], each node once on a path). Marks what it reads, and
    /// for nested nodes only the properties [`NESTED`] lists for the property they hang from.
    fn json(&mut self, node: &Term, keys: Option<&[&str]>, path: &mut Vec<Term>) -> Map<String, Value> {
        let mut out = Map::new();
        if let Term::NamedNode(n) = node {
            out.insert("@id".into(), Value::String(n.as_str().to_owned()));
        }
        let types = self.types(node);
        if !types.is_empty() {
            out.insert("@type".into(), Value::Array(types.into_iter().map(Value::String).collect()));
        }
        path.push(node.clone());
        let triples = self.triples;
        for i in self.of(node).to_vec() {
            let t = &triples[i];
            if t.predicate.as_str() == vocab::RDF_TYPE {
                self.used[i] = true;
                continue;
            }
            let Some(key) = local(t.predicate.as_str()) else { continue };
            if keys.is_some_and(|k| !k.contains(&key)) {
                continue;
            }
            self.used[i] = true;
            let object = t.object.clone();
            let value = match &object {
                Term::Literal(l) => Value::String(l.value().to_owned()),
                Term::NamedNode(n) if self.of(&object).is_empty() => Value::String(n.as_str().to_owned()),
                _ if path.contains(&object) || path.len() >= MAX_DEPTH => match &object {
                    Term::NamedNode(n) => Value::String(n.as_str().to_owned()),
                    _ => Value::Null,
                },
                _ => {
                    let nested = NESTED.iter().find(|(k, _)| *k == key).map(|(_, n)| *n).unwrap_or(&[]);
                    Value::Object(self.json(&object, Some(nested), path))
                }
            };
            match out.get_mut(key) {
                Some(Value::Array(list)) => list.push(value),
                Some(first) => *first = Value::Array(vec![first.take(), value]),
                None => {
                    out.insert(key.to_owned(), value);
                }
            }
        }
        path.pop();
        out
    }

    /// Where triple `i` is: the file, its line when known, and its subject (a blank node with
    /// the statement that points at it).
    fn place(&self, file: &str, lines: Option<&[usize]>, i: usize) -> String {
        let line = lines.and_then(|l| l.get(i)).map(|l| format!(":{l}")).unwrap_or_default();
        let subject = &self.triples[i].subject;
        let mut place = format!("{file}{line} (subject {subject}");
        if subject.is_blank_node() {
            let node = Term::from(subject.clone());
            if let Some(up) = self.triples.iter().find(|t| t.object == node) {
                place.push_str(&format!(", the {} of {}", short(up.predicate.as_str()), up.subject));
            }
        }
        place.push(')');
        place
    }
}

/// Imports the triples of one file.
fn import_triples(
    file: &str,
    triples: &[Triple],
    lines: Option<&[usize]>,
    options: &ImportOptions,
    sink: &mut Sink<'_>,
) -> Result<(), ImportError> {
    let mut g = Graph::new(triples);
    let groups: Vec<Term> = g.subjects.iter().filter(|s| g.is(s, &["ProductGroup"])).cloned().collect();
    // Each variant's group: `isVariantOf` on the variant, or `hasVariant` on the group.
    let mut group_of: HashMap<Term, Term> = HashMap::new();
    for s in g.subjects.clone() {
        if let Some(group) = g.objects(&s, "isVariantOf").into_iter().next() {
            group_of.insert(s, group);
        }
    }
    for group in &groups {
        for v in g.objects(group, "hasVariant") {
            group_of.entry(v).or_insert_with(|| group.clone());
        }
    }
    let has_variants: HashSet<&Term> = group_of.values().collect();
    let products: Vec<Term> = g
        .subjects
        .iter()
        .filter(|s| {
            let group = g.is(s, &["ProductGroup"]);
            (!group && (g.is(s, PRODUCT_TYPES) || group_of.contains_key(*s))) || (group && !has_variants.contains(s))
        })
        .cloned()
        .collect();
    if products.is_empty() {
        let mut types: Vec<String> = g.subjects.clone().iter().flat_map(|s| g.types(s)).collect();
        types.sort();
        types.dedup();
        return Err(ImportError::file(
            file,
            format!(
                "no schema:Product or schema:ProductGroup in the graph (types found: {}); the mapping reads \
                 schema.org product data (http://schema.org/ or https://schema.org/) — for another vocabulary, \
                 pass a SPARQL UPDATE file that turns it into schema.org (--rdf-mapping FILE.rq, e.g. \
                 examples/rdf-mapping/goodrelations.rq)",
                if types.is_empty() { "none".into() } else { types.join(", ") }
            ),
        ));
    }
    // A variant named by `hasVariant` with no statements of its own cannot be imported.
    for group in &groups {
        for variant in g.objects(group, "hasVariant").iter().filter(|v| g.of(v).is_empty()) {
            sink.report.skip_field(
                Place::new(file, None, None),
                "hasVariant",
                format!("variant {variant} of {group} has no statements in the graph; not imported"),
            );
        }
    }
    let read: Vec<&str> =
        jsonld::READ.iter().copied().filter(|k| !["isVariantOf", "hasVariant", "@context"].contains(k)).collect();
    for (index, node) in products.iter().enumerate() {
        let json = g.json(node, Some(&read), &mut Vec::new());
        let group = group_of.get(node).cloned();
        // A variant's own statement of its group is read (it gives the range).
        for i in g.of(node).to_vec() {
            if local(triples[i].predicate.as_str()) == Some("isVariantOf") {
                g.used[i] = true;
            }
        }
        let (group_json, range) = match &group {
            Some(group) => {
                let mut inherited = g.json(group, Some(&read), &mut Vec::new());
                let range = [inherited.get("name"), inherited.get("productGroupID")]
                    .into_iter()
                    .flatten()
                    .find_map(jsonld::text)
                    .or_else(|| match group {
                        Term::NamedNode(n) => Some(n.as_str().to_owned()),
                        Term::Literal(l) => Some(l.value().to_owned()),
                        _ => None,
                    });
                inherited.remove("@id");
                for i in g.of(group).to_vec() {
                    if local(triples[i].predicate.as_str()) == Some("hasVariant") {
                        g.used[i] = true;
                    }
                }
                (Some(inherited), range)
            }
            None => (None, None),
        };
        let line = g.of(node).first().and_then(|&i| lines.and_then(|l| l.get(i))).copied();
        let place = Place::new(file, line, Some(index + 1));
        let mut item = jsonld::product(&json, group_json.as_ref(), None, &place, index, file, options, sink);
        if range.is_some() {
            item.range = range;
        }
        sink.product(item, place)?;
    }
    // What no product read, by predicate, with its first place.
    let mut unmapped: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for (i, t) in triples.iter().enumerate().filter(|(i, _)| !g.used[*i]) {
        let p = t.predicate.as_str();
        let name = short(p);
        unmapped.entry(name).or_insert((0, i)).0 += 1;
    }
    for (name, (count, first)) in unmapped {
        *sink.report.ignored_fields.entry(name.clone()).or_default() += count;
        sink.report.note(format!(
            "{name}: {count} triple(s) not mapped (schema.org mapping); first at {}",
            g.place(file, lines, first)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::Format;
    use oxigraph::io::RdfFormat;

    fn import_ttl(ttl: &str) -> (Vec<Value>, crate::import::ImportReport) {
        let triples = crate::rdf::read_rdf_from(ttl.as_bytes(), RdfFormat::Turtle, "t.ttl", None, false).unwrap();
        let mut out = Vec::new();
        let mut sink = Sink::new(&mut out, Format::Rdf);
        import_triples("t.ttl", &triples, None, &ImportOptions::default(), &mut sink).unwrap();
        let report = sink.report;
        let records = String::from_utf8(out).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        (records, report)
    }

    #[test]
    fn groups_offers_properties_and_what_is_not_mapped() {
        let (records, report) = import_ttl(
            r#"@prefix schema: <https://schema.org/> . @prefix ex: <http://example.com/> .
            ex:g a schema:ProductGroup ; schema:name "Trail" ; schema:brand [ a schema:Brand ; schema:name "Acme" ; schema:logo ex:logo ] ;
               schema:hasVariant ex:a , ex:gone .
            ex:a a schema:Product ; schema:sku "A1" ; schema:name "Trail 20" ;
               schema:offers [ a schema:Offer ; schema:price "19.90" ; schema:priceCurrency "EUR" ; schema:availability schema:InStock ] ;
               schema:additionalProperty [ a schema:PropertyValue ; schema:name "Volume" ; schema:value 20 ; schema:unitCode "LTR" ] .
            ex:b a schema:Product ; schema:name "Bottle" ; schema:isVariantOf ex:g ; ex:internal "x" .
            ex:shop a schema:Organization ; schema:name "Shop" ."#,
        );
        assert_eq!(records.len(), 2);
        assert!(report.skipped_fields[0]
            .reason
            .starts_with("variant <http://example.com/gone> of <http://example.com/g>"));
        assert_eq!(records[0]["id"], "A1");
        assert_eq!(records[0]["range"], "Trail");
        assert_eq!(records[0]["price"]["currency"], "EUR");
        assert!(records[0]["specs"].as_array().unwrap().iter().any(|s| s["entry"] == "Volume" && s["value"] == "20 l"));
        assert!(records[1]["specs"].as_array().unwrap().iter().any(|s| s["entry"] == "Brand" && s["value"] == "Acme"));
        assert_eq!(records[1]["id"], "http://example.com/b");
        assert_eq!(report.ignored_fields.get("schema:logo"), Some(&1));
        assert_eq!(report.ignored_fields.get("schema:availability"), Some(&1));
        assert_eq!(report.ignored_fields.get("<http://example.com/internal>"), Some(&1));
        // The shop's type and name: no product reaches it.
        assert_eq!(report.ignored_fields.get("schema:name"), Some(&1));
        assert!(
            report.notes.iter().any(|n| n.starts_with("<http://example.com/internal>: 1 triple(s) not mapped")
                && n.ends_with("first at t.ttl (subject <http://example.com/b>)")),
            "{:?}",
            report.notes
        );
    }
}

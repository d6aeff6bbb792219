//! Product cards from what retrieval found: product IRIs in SPARQL rows, product names in rows,
//! catalog ids of chunks. Always looked up in the graph, never parsed from prose.

use crate::qa::events::ProductCard;
use crate::skg::sparql::{self, QueryLimits, QueryOutput, TermJson};
use crate::skg::symbolic::SymbolicStore;
use crate::skg::vocab;
use std::collections::HashMap;

/// How products are identified in a lookup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Product IRIs.
    Iri,
    /// Catalog ids.
    Id,
    /// Exact product names.
    Name,
}

fn literal(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

/// Cards for products identified by `keys` (unknown keys are skipped), in key order, each with
/// `source` set. Keys come from query results, so they are well-formed; IRIs with characters
/// that cannot appear in a SPARQL IRI are skipped.
pub async fn lookup(store: &dyn SymbolicStore, key: Key, keys: &[String], source: &'static str) -> Vec<ProductCard> {
    if keys.is_empty() {
        return Vec::new();
    }
    let values: Vec<String> = keys
        .iter()
        .filter_map(|k| match key {
            Key::Iri => (!k.contains(['<', '>', '"', ' ', '{', '}', '|', '\\', '^', '`'])).then(|| format!("<{k}>")),
            Key::Id | Key::Name => Some(literal(k)),
        })
        .collect();
    let (var, bind) = match key {
        Key::Iri => ("?product", ""),
        Key::Id => ("?key", "?product skg:hasId ?key ."),
        Key::Name => ("?key", "?product skg:hasName ?key ."),
    };
    let query = format!(
        "SELECT ?product ?name ?id ?url ?price ?currency WHERE {{ VALUES {var} {{ {} }} {bind} \
         ?product a skgt:Product ; skg:hasName ?name . OPTIONAL {{ ?product skg:hasId ?id }} \
         OPTIONAL {{ ?product skg:hasUrl ?url }} OPTIONAL {{ ?product skg:hasPrice ?price }} \
         OPTIONAL {{ ?product skg:hasCurrency ?currency }} }}",
        values.join(" ")
    );
    let limits = QueryLimits { max_rows: keys.len() * 4 + 10, ..QueryLimits::default() };
    let Ok(out) = store.run_async(&query, limits).await else { return Vec::new() };
    let mut by_key: HashMap<String, ProductCard> = HashMap::new();
    let col = |name: &str| out.vars.iter().position(|v| v == name);
    let (p, n, i, u, pr, c) = (col("product"), col("name"), col("id"), col("url"), col("price"), col("currency"));
    let cell = |row: &[Option<TermJson>], c: Option<usize>| {
        c.and_then(|c| row.get(c)).and_then(|t| t.as_ref()).map(|t| t.value.clone())
    };
    for row in &out.rows {
        let Some(iri) = cell(row, p) else { continue };
        let card = ProductCard {
            id: cell(row, i).unwrap_or_default(),
            name: cell(row, n).unwrap_or_default(),
            iri: iri.clone(),
            url: cell(row, u),
            price: cell(row, pr).and_then(|v| v.parse().ok()),
            currency: cell(row, c),
            values: Vec::new(),
            source,
        };
        let k = match key {
            Key::Iri => iri,
            Key::Id => card.id.clone(),
            Key::Name => card.name.clone(),
        };
        by_key.entry(k).or_insert(card);
    }
    let mut seen = std::collections::HashSet::new();
    keys.iter().filter_map(|k| by_key.get(k)).filter(|c| seen.insert(c.iri.clone())).cloned().collect()
}

/// Cards for the products in a SPARQL result: each row's product IRIs (or, when a query only
/// returned names, the product names), with the row's other cells as matched values.
pub async fn from_rows(
    store: &dyn SymbolicStore,
    out: &QueryOutput,
    prefixes: &[(String, String)],
) -> Vec<ProductCard> {
    let product_ns = vocab::type_namespace(store.instance_base(), vocab::NodeType::Product);
    let mut keys = Vec::new();
    let mut values: HashMap<String, Vec<(String, String)>> = HashMap::new();
    let mut key = Key::Iri;
    for row in &out.rows {
        let Some(iri) = row.iter().flatten().find(|t| t.kind == "uri" && t.value.starts_with(&product_ns)) else {
            continue;
        };
        if !values.contains_key(&iri.value) {
            keys.push(iri.value.clone());
        }
        let vals = values.entry(iri.value.clone()).or_default();
        for (var, cell) in out.vars.iter().zip(row) {
            let Some(cell) = cell else { continue };
            if cell.value == iri.value || matches!(var.as_str(), "name" | "id" | "url" | "product") {
                continue;
            }
            let shown = sparql::display_term(cell, prefixes);
            if !vals.iter().any(|(v, s)| v == var && s == &shown) {
                vals.push((var.clone(), shown));
            }
        }
    }
    if keys.is_empty() {
        // No product IRIs: try the cells as product names.
        key = Key::Name;
        for row in &out.rows {
            for cell in row.iter().flatten().filter(|t| t.kind == "literal") {
                if !keys.contains(&cell.value) && keys.len() < 200 {
                    keys.push(cell.value.clone());
                }
            }
        }
    }
    let mut cards = lookup(store, key, &keys, "sparql").await;
    for card in &mut cards {
        if let Some(v) = values.remove(&card.iri) {
            card.values = v;
        }
    }
    cards
}

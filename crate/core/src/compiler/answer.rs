//! Stage 5, answer: running the query on a store and rendering the result.

use super::*;
use crate::skg::symbolic::SymbolicStore;

/// Why [`run`] produced no answer.
#[derive(Debug, Clone, thiserror::Error)]
pub enum RunError {
    /// The compiler declined the question.
    #[error("declined: {0}")]
    Declined(String),
    /// The query failed.
    #[error(transparent)]
    Query(#[from] QueryError),
}

/// One product of an answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProductRow {
    /// Catalog id.
    pub id: String,
    /// Product name.
    pub name: String,
    /// Product IRI.
    pub iri: String,
    /// Page URL.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Price.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<f64>,
    /// The named range/product it belongs to (comparisons and lookups).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item: Option<String>,
    /// Matched spec values, aligned with [`Answer::columns`].
    pub values: Vec<Option<String>>,
}

/// A side-by-side table: one column per named item.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Table {
    /// Item names.
    pub columns: Vec<String>,
    /// `(spec label, one cell per item)`.
    pub rows: Vec<(String, Vec<String>)>,
}

/// The kind of an [`Answer`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AnswerKind {
    /// A product list.
    Products,
    /// A count (with the counted products).
    Count,
    /// A comparison of named items.
    Comparison,
    /// Spec values of named items.
    Lookup,
}

/// The result of running a compiled question.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Answer {
    /// Kind.
    pub kind: AnswerKind,
    /// Number of distinct products.
    pub count: usize,
    /// Labels of [`ProductRow::values`].
    pub columns: Vec<String>,
    /// Products (for comparisons and lookups: the named items' products).
    pub products: Vec<ProductRow>,
    /// Side-by-side table of comparisons and lookups.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<Table>,
    /// Winning items of a comparison with a direction.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<String>,
    /// IRIs of the winners' products that reach the winning value: a side naming several
    /// products ("Tile Mate": the tracker and its 4-pack) is answered by its best one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub winning_products: Vec<String>,
    /// The answer as a list of names: products, or the winning/named items.
    pub names: Vec<String>,
    /// Currency of the prices.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    /// More rows existed than the query limit.
    pub truncated: bool,
}

pub(crate) fn column(out: &QueryOutput, var: &str) -> Option<usize> {
    out.vars.iter().position(|v| v == var.trim_start_matches('?'))
}

pub(crate) fn cell(row: &[Option<TermJson>], col: Option<usize>) -> Option<&str> {
    col.and_then(|c| row.get(c)).and_then(|t| t.as_ref()).map(|t| t.value.as_str())
}

pub(crate) fn compact_number(v: &str) -> String {
    v.parse::<f64>().map(num_text).unwrap_or_else(|_| v.to_owned())
}

/// Runs a compiled question on a store, blocking until it answers.
pub fn run(store: &dyn SymbolicStore, compiled: &Compiled) -> Result<Answer, RunError> {
    let out = store.run(query_of(compiled)?, QueryLimits::default())?;
    Ok(answer_from(compiled, out))
}

/// Runs a compiled question on a store without blocking (the QA pipeline's path, which an
/// endpoint answers through `fetch` in wasm).
pub async fn run_async(store: &dyn SymbolicStore, compiled: &Compiled) -> Result<Answer, RunError> {
    let out = store.run_async(query_of(compiled)?, QueryLimits::default()).await?;
    Ok(answer_from(compiled, out))
}

/// The query of a compiled question, or why there is none.
fn query_of(compiled: &Compiled) -> Result<&str, RunError> {
    if let Some(why) = &compiled.declined {
        return Err(RunError::Declined(why.clone()));
    }
    if compiled.sparql.is_empty() {
        return Err(RunError::Declined("nothing to query".into()));
    }
    Ok(&compiled.sparql)
}

/// "The newest" over a date column the query ranks by its year: of the products tied on the
/// year, those whose dates (first value column, as the cells write them) could be the latest
/// (earliest) — "Dec 1st, 2020" beats "Mar 2020", and "2020" alone ties with both. Left as it
/// is unless every tied value is a date and one is finer than its year.
fn keep_latest_or_earliest_dates(products: &mut Vec<ProductRow>, order: Order) {
    let spans: Option<Vec<(i64, i64)>> =
        products.iter().map(|p| p.values.first()?.as_deref().and_then(crate::text::units::date_span)).collect();
    let Some(spans) = spans.filter(|s| s.len() > 1 && s.iter().any(|(a, b)| b - a <= 31)) else { return };
    let keep: Vec<bool> = match order {
        Order::Descending => {
            let floor = spans.iter().map(|s| s.0).max().unwrap_or(i64::MIN);
            spans.iter().map(|s| s.1 >= floor).collect()
        }
        Order::Ascending => {
            let ceiling = spans.iter().map(|s| s.1).min().unwrap_or(i64::MAX);
            spans.iter().map(|s| s.0 <= ceiling).collect()
        }
    };
    let mut k = keep.iter();
    products.retain(|_| k.next().copied().unwrap_or(true));
}

/// The structured answer from the compiled query's results.
fn answer_from(compiled: &Compiled, out: QueryOutput) -> Answer {
    let plan = &compiled.plan;
    let lex_cols: Vec<String> = match plan.kind {
        Kind::List | Kind::Count | Kind::Superlative => {
            let mut labels: Vec<String> = Vec::new();
            for (k, c) in plan.conds.iter().enumerate() {
                let label = match c {
                    Cond::Number { num, .. } => Some(num.label.clone()),
                    Cond::Values { label, negated: false, .. } => {
                        Some(label.split(" ∈ ").next().unwrap_or(label).to_owned())
                    }
                    Cond::HasEntry { label, negated: false, .. } => Some(label.clone()),
                    _ => None,
                };
                if let Some(l) = label {
                    labels.push(format!("{}\u{1f}?r{}", l, k + 1));
                }
            }
            labels
        }
        _ => Vec::new(),
    };
    let (id_c, name_c, url_c, price_c, prod_c) =
        (column(&out, "id"), column(&out, "name"), column(&out, "url"), column(&out, "price"), column(&out, "product"));
    let mut answer = Answer {
        kind: AnswerKind::Products,
        count: 0,
        columns: Vec::new(),
        products: Vec::new(),
        table: None,
        winners: Vec::new(),
        winning_products: Vec::new(),
        names: Vec::new(),
        currency: plan.currency.clone(),
        truncated: out.truncated,
    };
    match plan.kind {
        Kind::List | Kind::Count | Kind::Superlative => {
            let mut value_cols: Vec<(String, Option<usize>)> = lex_cols
                .iter()
                .map(|l| {
                    let (label, var) = l.split_once('\u{1f}').unwrap_or((l, ""));
                    (label.to_owned(), column(&out, var))
                })
                .collect();
            if plan.kind == Kind::Superlative {
                let label = plan.target_labels.first().cloned().unwrap_or_default();
                let col = column(&out, "rt").filter(|c| out.rows.iter().any(|r| r[*c].is_some())).or(column(&out, "t"));
                value_cols.insert(0, (label, col));
            }
            answer.columns = value_cols.iter().map(|c| c.0.clone()).collect();
            let mut seen: HashMap<String, usize> = HashMap::new();
            for row in &out.rows {
                let iri = cell(row, prod_c).unwrap_or_default().to_owned();
                let values: Vec<Option<String>> =
                    value_cols.iter().map(|(_, c)| cell(row, *c).map(str::to_owned)).collect();
                if let Some(&k) = seen.get(&iri) {
                    // Several rows of one product (two matching spec rows): keep the smallest
                    // value per column, so the answer does not depend on the store's row order
                    // (the bundle and a SPARQL server order unsorted rows differently).
                    let p: &mut ProductRow = &mut answer.products[k];
                    for (slot, v) in p.values.iter_mut().zip(values) {
                        if let Some(v) = v {
                            if slot.as_ref().is_none_or(|s| v < *s) {
                                *slot = Some(v);
                            }
                        }
                    }
                    continue;
                }
                seen.insert(iri.clone(), answer.products.len());
                answer.products.push(ProductRow {
                    id: cell(row, id_c).unwrap_or_default().to_owned(),
                    name: cell(row, name_c).unwrap_or_default().to_owned(),
                    iri,
                    url: cell(row, url_c).map(str::to_owned),
                    price: cell(row, price_c).and_then(|v| v.parse().ok()),
                    item: None,
                    values,
                });
            }
            if plan.kind == Kind::Superlative && plan.k == 1 {
                keep_latest_or_earliest_dates(&mut answer.products, plan.order.unwrap_or(Order::Ascending));
            }
            answer.kind = if plan.kind == Kind::Count { AnswerKind::Count } else { AnswerKind::Products };
            answer.count = answer.products.len();
            answer.names = answer.products.iter().map(|p| p.name.clone()).collect();
        }
        Kind::Compare | Kind::Lookup => {
            let item_c = column(&out, "itemName");
            let mut items: Vec<String> = Vec::new();
            let mut rows: Vec<(String, BTreeMap<String, Vec<String>>)> = Vec::new();
            let add =
                |label: &str, item: &str, value: String, rows: &mut Vec<(String, BTreeMap<String, Vec<String>>)>| {
                    let k = match rows.iter().position(|r| r.0 == label) {
                        Some(k) => k,
                        None => {
                            rows.push((label.to_owned(), BTreeMap::new()));
                            rows.len() - 1
                        }
                    };
                    let cell = rows[k].1.entry(item.to_owned()).or_default();
                    if !cell.contains(&value) {
                        cell.push(value);
                    }
                };
            let mut scores: HashMap<String, f64> = HashMap::new();
            let mut product_scores: Vec<(String, f64)> = Vec::new();
            let mut seen: HashSet<String> = HashSet::new();
            let target_labels = &plan.target_labels;
            for row in &out.rows {
                let item = cell(row, item_c).unwrap_or_default().to_owned();
                if !items.contains(&item) {
                    items.push(item.clone());
                }
                let iri = cell(row, prod_c).unwrap_or_default().to_owned();
                if seen.insert(iri.clone()) {
                    answer.products.push(ProductRow {
                        id: cell(row, id_c).unwrap_or_default().to_owned(),
                        name: cell(row, name_c).unwrap_or_default().to_owned(),
                        iri: iri.clone(),
                        url: cell(row, url_c).map(str::to_owned),
                        price: cell(row, price_c).and_then(|v| v.parse().ok()),
                        item: Some(item.clone()),
                        values: Vec::new(),
                    });
                }
                if plan.targets.is_empty() {
                    if let Some(p) = cell(row, price_c) {
                        add("Price", &item, compact_number(p), &mut rows);
                    }
                    if let (Some(e), Some(v)) = (cell(row, column(&out, "entryName")), cell(row, column(&out, "raw"))) {
                        add(e, &item, v.to_owned(), &mut rows);
                    }
                }
                for (k, t) in plan.targets.iter().enumerate() {
                    let value = cell(row, column(&out, &format!("t{}", k + 1)));
                    let raw = cell(row, column(&out, &format!("rt{}", k + 1)));
                    if let Some(v) = value {
                        let shown = match t {
                            Target::Number(_) => raw.map(str::to_owned).unwrap_or_else(|| compact_number(v)),
                            Target::Price => compact_number(v),
                            Target::Discount(_) => format!("{} %", compact_number(v)),
                            Target::Feature(_) => if v == "true" { "yes" } else { "no" }.to_owned(),
                            Target::Raw { .. } => v.to_owned(),
                        };
                        add(&target_labels[k], &item, shown, &mut rows);
                        if k == 0 && matches!(t, Target::Number(_) | Target::Price) {
                            if let Ok(x) = v.parse::<f64>() {
                                product_scores.push((iri.clone(), x));
                                let better = |old: f64| match plan.order {
                                    Some(Order::Ascending) => x < old,
                                    _ => x > old,
                                };
                                let slot = scores.entry(item.clone());
                                match slot {
                                    std::collections::hash_map::Entry::Occupied(mut o) => {
                                        if better(*o.get()) {
                                            o.insert(x);
                                        }
                                    }
                                    std::collections::hash_map::Entry::Vacant(v) => {
                                        v.insert(x);
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // Columns in question order; named items without any row still get one.
            let mut ordered: Vec<String> = plan.item_names.clone();
            ordered.extend(items.iter().filter(|i| !plan.item_names.contains(i)).cloned());
            let items = ordered;
            let table_rows: Vec<(String, Vec<String>)> = rows
                .into_iter()
                .map(|(label, cells)| {
                    let row: Vec<String> = items
                        .iter()
                        .map(|i| cells.get(i).map(|v| v.join(" / ")).unwrap_or_else(|| "—".into()))
                        .collect();
                    (label, row)
                })
                .collect();
            answer.table = Some(Table { columns: items.clone(), rows: table_rows });
            answer.count = answer.products.len();
            if plan.kind == Kind::Compare {
                answer.kind = AnswerKind::Comparison;
                if plan.order.is_some() && !scores.is_empty() {
                    let best = match plan.order {
                        Some(Order::Ascending) => scores.values().copied().fold(f64::INFINITY, f64::min),
                        _ => scores.values().copied().fold(f64::NEG_INFINITY, f64::max),
                    };
                    answer.winners = items
                        .iter()
                        .filter(|i| scores.get(*i).is_some_and(|v| (*v - best).abs() < 1e-9))
                        .cloned()
                        .collect();
                    answer.names = answer.winners.clone();
                    answer.winning_products = product_scores
                        .iter()
                        .filter(|(_, x)| (*x - best).abs() < 1e-9)
                        .map(|(iri, _)| iri.clone())
                        .collect();
                    answer.winning_products.dedup();
                } else {
                    answer.names = items.clone();
                }
            } else {
                answer.kind = AnswerKind::Lookup;
                answer.names = if plan.conds.is_empty() {
                    items.clone()
                } else {
                    answer.products.iter().map(|p| p.name.clone()).collect()
                };
            }
        }
    }
    answer
}

/// Renders an answer as plain text (for the CLI).
pub fn render_answer(a: &Answer) -> String {
    let mut s = String::new();
    match a.kind {
        AnswerKind::Count => s.push_str(&format!("{} product{}\n", a.count, if a.count == 1 { "" } else { "s" })),
        AnswerKind::Products if a.products.is_empty() => s.push_str("No product matches.\n"),
        _ => {}
    }
    if let Some(t) = &a.table {
        let mut widths: Vec<usize> =
            std::iter::once(t.rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(4).max(4))
                .chain(t.columns.iter().map(|c| c.chars().count()))
                .collect();
        for (_, cells) in &t.rows {
            for (k, c) in cells.iter().enumerate() {
                widths[k + 1] = widths[k + 1].max(c.chars().count()).min(48);
            }
        }
        let fit = |v: &str, w: usize| {
            let n = v.chars().count();
            if n > w {
                format!("{}…", v.chars().take(w.saturating_sub(1)).collect::<String>())
            } else {
                format!("{v}{}", " ".repeat(w - n))
            }
        };
        let mut header = vec![fit("spec", widths[0])];
        header.extend(t.columns.iter().enumerate().map(|(k, c)| fit(c, widths[k + 1])));
        s.push_str(header.join(" | ").trim_end());
        s.push('\n');
        s.push_str(&widths.iter().map(|w| "-".repeat(*w)).collect::<Vec<_>>().join("-+-"));
        s.push('\n');
        for (label, cells) in &t.rows {
            let mut line = vec![fit(label, widths[0])];
            line.extend(cells.iter().enumerate().map(|(k, c)| fit(c, widths[k + 1])));
            s.push_str(line.join(" | ").trim_end());
            s.push('\n');
        }
        if !a.winners.is_empty() {
            s.push_str(&format!("Winner: {}\n", a.winners.join(", ")));
        }
        return s;
    }
    for p in &a.products {
        let mut parts = vec![format!("{} [{}]", p.name, p.id)];
        if let Some(price) = p.price {
            parts.push(format!("{} {}", num_text(price), a.currency.as_deref().unwrap_or("")).trim_end().to_owned());
        }
        for (label, v) in a.columns.iter().zip(&p.values) {
            if let Some(v) = v {
                parts.push(format!("{label}: {v}"));
            }
        }
        s.push_str(&format!("- {}\n", parts.join(" — ")));
    }
    if a.truncated {
        s.push_str("(truncated)\n");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(kind: AnswerKind) -> Answer {
        Answer {
            kind,
            count: 0,
            columns: Vec::new(),
            products: Vec::new(),
            table: None,
            winners: Vec::new(),
            winning_products: Vec::new(),
            names: Vec::new(),
            currency: Some("GBP".into()),
            truncated: false,
        }
    }

    #[test]
    fn renders_an_empty_list_and_a_count() {
        assert_eq!(render_answer(&answer(AnswerKind::Products)), "No product matches.\n");
        let a = Answer { count: 1, ..answer(AnswerKind::Count) };
        assert_eq!(render_answer(&a), "1 product\n");
    }

    #[test]
    fn renders_products_with_price_and_values() {
        let a = Answer {
            count: 1,
            columns: vec!["Battery".into()],
            products: vec![ProductRow {
                id: "p1".into(),
                name: "Aria 9".into(),
                iri: "x:p1".into(),
                url: None,
                price: Some(499.0),
                item: None,
                values: vec![Some("4000 mAh".into())],
            }],
            truncated: true,
            ..answer(AnswerKind::Products)
        };
        assert_eq!(render_answer(&a), "- Aria 9 [p1] — 499 GBP — Battery: 4000 mAh\n(truncated)\n");
    }

    #[test]
    fn renders_a_comparison_table_with_its_winner() {
        let a = Answer {
            table: Some(Table {
                columns: vec!["A".into(), "B".into()],
                rows: vec![("price".into(), vec!["1".into(), "2".into()])],
            }),
            winners: vec!["A".into()],
            ..answer(AnswerKind::Comparison)
        };
        assert_eq!(render_answer(&a), "spec  | A | B\n------+---+--\nprice | 1 | 2\nWinner: A\n");
    }
}

//! JSON Lines serialization.

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

use crate::format::*;
use crate::model::*;
use crate::pages::*;

#[derive(Serialize)]
pub(crate) struct PriceJson {
    pub(crate) amount: f64,
    pub(crate) currency: &'static str,
}

/// Specs as the array-of-rows form, or the object form keyed "Section:Entry".
pub(crate) enum SpecsJson<'a> {
    Table(&'a [Row]),
    Object(&'a [Row]),
}

impl Serialize for SpecsJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            SpecsJson::Table(rows) => rows.serialize(serializer),
            SpecsJson::Object(rows) => {
                let mut m = serializer.serialize_map(Some(rows.len()))?;
                for r in rows.iter() {
                    let key = if r.section.is_empty() { r.entry.clone() } else { format!("{}:{}", r.section, r.entry) };
                    m.serialize_entry(&key, &r.value)?;
                }
                m.end()
            }
        }
    }
}

#[derive(Serialize)]
pub(crate) struct ProductLine<'a> {
    pub(crate) kind: &'static str,
    pub(crate) id: &'a str,
    pub(crate) name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) range: Option<&'a str>,
    pub(crate) categories: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) url: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) price: Option<PriceJson>,
    pub(crate) specs: SpecsJson<'a>,
    #[serde(skip_serializing_if = "str::is_empty")]
    pub(crate) text: &'a str,
}

#[derive(Serialize)]
pub(crate) struct PageLine<'a> {
    pub(crate) kind: &'static str,
    pub(crate) id: &'a str,
    pub(crate) url: &'a str,
    pub(crate) title: &'a str,
    pub(crate) markdown: &'a str,
    pub(crate) products: &'a [String],
}

pub(crate) fn product_line(p: &Prod) -> String {
    let url = format!("{SITE}/{}/{}", p.cat.slug(), p.id);
    let line = ProductLine {
        kind: "product",
        id: &p.id,
        name: &p.name,
        range: p.range.as_deref(),
        categories: &p.categories,
        url: Some(&url),
        price: p.price.map(|amount| PriceJson { amount, currency: "GBP" }),
        specs: if p.object_specs { SpecsJson::Object(&p.specs) } else { SpecsJson::Table(&p.specs) },
        text: &p.text,
    };
    serde_json::to_string(&line).unwrap_or_default()
}

pub(crate) fn page_line(pg: &Page) -> String {
    let url = format!("{SITE}/help/{}", pg.id);
    let line = PageLine {
        kind: "page",
        id: pg.id,
        url: &url,
        title: pg.title,
        markdown: &fix_articles(pg.markdown.trim_end()),
        products: &pg.products,
    };
    serde_json::to_string(&line).unwrap_or_default()
}

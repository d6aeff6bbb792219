//! Builders: typed definitions -> products (spec rows + facts + prose).

use crate::model::*;

mod fridges;
mod headphones;
mod laptops;
mod phones;
mod tablets;
mod tvs;

pub(crate) use fridges::*;
pub(crate) use headphones::*;
pub(crate) use laptops::*;
pub(crate) use phones::*;
pub(crate) use tablets::*;
pub(crate) use tvs::*;

/// Products that are listed without a price (pre-order / discontinued).
pub(crate) const UNPRICED: [&str; 4] =
    ["nv-aria8-256-blue", "nv-slate12-256-mint", "nv-lumen-q6-75", "nv-hush900-platinum"];

pub(crate) fn network(five_g: bool, s: u8) -> &'static str {
    match (five_g, s % 3) {
        (true, 0) => "5G (Sub-6), LTE, 3G",
        (true, 1) => "5G, 4G LTE",
        (true, _) => "5G SA/NSA, 4G LTE, 3G",
        (false, 0) => "4G LTE, 3G, 2G",
        (false, 1) => "4G (LTE Cat 4)",
        (false, _) => "LTE, 3G, 2G",
    }
}

pub(crate) fn price_tier(price: f64) -> &'static str {
    if price < 250.0 {
        "budget"
    } else if price < 600.0 {
        "mid-range"
    } else if price < 1000.0 {
        "premium"
    } else {
        "flagship"
    }
}

/// Every demo product, in catalog order, with the unpriced ones stripped of their price.
pub(crate) fn demo_products() -> Vec<Prod> {
    let mut out = Vec::with_capacity(180);
    build_phones(&mut out);
    build_tablets(&mut out);
    build_tvs(&mut out);
    build_fridges(&mut out);
    build_headphones(&mut out);
    build_laptops(&mut out);
    for p in &mut out {
        p.categories.dedup();
        if UNPRICED.contains(&p.id.as_str()) {
            p.price = None;
        }
    }
    out
}

//! Data model: categories, tags, facts, spec rows and products.

use serde::Serialize;

pub(crate) const BRAND: &str = "Nordvale";
pub(crate) const SITE: &str = "https://www.nordvale.example";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cat {
    Phone,
    Tablet,
    Tv,
    Fridge,
    Headphones,
    Laptop,
}

impl Cat {
    pub(crate) const ALL: [Cat; 6] = [Cat::Phone, Cat::Tablet, Cat::Tv, Cat::Fridge, Cat::Headphones, Cat::Laptop];

    pub(crate) fn label(self) -> &'static str {
        match self {
            Cat::Phone => "Smartphones",
            Cat::Tablet => "Tablets",
            Cat::Tv => "TVs",
            Cat::Fridge => "Fridges",
            Cat::Headphones => "Headphones",
            Cat::Laptop => "Laptops",
        }
    }

    /// Plural noun for prose ("TVs", "fridges").
    pub(crate) fn noun(self) -> &'static str {
        match self {
            Cat::Phone => "smartphones",
            Cat::Tablet => "tablets",
            Cat::Tv => "TVs",
            Cat::Fridge => "fridges",
            Cat::Headphones => "headphones",
            Cat::Laptop => "laptops",
        }
    }

    pub(crate) fn slug(self) -> &'static str {
        match self {
            Cat::Phone => "smartphones",
            Cat::Tablet => "tablets",
            Cat::Tv => "tvs",
            Cat::Fridge => "fridges",
            Cat::Headphones => "headphones",
            Cat::Laptop => "laptops",
        }
    }
}

/// Intended users / selling points; drives prose and the open-ended ground truth.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tag {
    Seniors,
    Travellers,
    Students,
    Gamers,
    SmallSpaces,
    Quiet,
    Families,
    Kids,
    Photography,
    Sport,
    BrightRooms,
    Creators,
    NoteTaking,
    Outdoors,
    Calls,
    Budget,
    Entertaining,
    Bedroom,
}

/// Typed facts behind the rendered spec rows (what questions are computed from).
#[derive(Clone, Default, Debug)]
pub(crate) struct Facts {
    pub(crate) screen_in: Option<f64>,
    pub(crate) battery_mah: Option<u32>,
    pub(crate) battery_h: Option<u32>,
    pub(crate) ram_gb: Option<u32>,
    pub(crate) storage_gb: Option<u32>,
    pub(crate) weight_g: Option<f64>,
    pub(crate) thickness_mm: Option<f64>,
    pub(crate) five_g: Option<bool>,
    pub(crate) wireless_charging: Option<bool>,
    pub(crate) refresh_hz: Option<u32>,
    pub(crate) nits: Option<u32>,
    pub(crate) panel: Option<&'static str>,
    pub(crate) main_mp: Option<u32>,
    pub(crate) processor: Option<&'static str>,
    pub(crate) hdmi: Option<u32>,
    pub(crate) height_cm: Option<f64>,
    pub(crate) width_cm: Option<f64>,
    pub(crate) capacity_l: Option<u32>,
    pub(crate) water_dispenser: Option<bool>,
    pub(crate) noise_db: Option<u32>,
    pub(crate) energy: Option<&'static str>,
    pub(crate) kwh: Option<u32>,
    pub(crate) anc: Option<bool>,
    pub(crate) wireless: Option<bool>,
    pub(crate) form: Option<&'static str>,
    pub(crate) foldable: bool,
    pub(crate) ip: Option<&'static str>,
}

#[derive(Clone, Debug, Serialize)]
pub(crate) struct Row {
    #[serde(skip_serializing_if = "String::is_empty")]
    pub(crate) section: String,
    pub(crate) entry: String,
    pub(crate) value: String,
}

#[derive(Default)]
pub(crate) struct Rows(pub(crate) Vec<Row>);

impl Rows {
    pub(crate) fn add(&mut self, section: &str, entry: &str, value: impl Into<String>) {
        self.0.push(Row { section: section.to_string(), entry: entry.to_string(), value: value.into() });
    }

    pub(crate) fn extra(&mut self, extra: &[(&str, &str, &str)]) {
        for (s, e, v) in extra {
            self.add(s, e, *v);
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Prod {
    pub(crate) id: String,
    pub(crate) name: String,
    pub(crate) range: Option<String>,
    pub(crate) cat: Cat,
    pub(crate) categories: Vec<String>,
    pub(crate) price: Option<f64>,
    pub(crate) colour: String,
    pub(crate) specs: Vec<Row>,
    pub(crate) object_specs: bool,
    pub(crate) text: String,
    pub(crate) f: Facts,
    pub(crate) tags: &'static [Tag],
}

impl Prod {
    /// The range name, or the product name for single products.
    pub(crate) fn label(&self) -> &str {
        self.range.as_deref().unwrap_or(&self.name)
    }

    pub(crate) fn has(&self, tag: Tag) -> bool {
        self.tags.contains(&tag)
    }

    pub(crate) fn spec(&self, entry: &str) -> &str {
        self.specs.iter().find(|r| r.entry == entry).map_or("", |r| r.value.as_str())
    }
}

pub(crate) fn new_prod(cat: Cat, id: String, name: String, range: Option<&str>, extra: &[&str]) -> Prod {
    let mut categories = vec![cat.label().to_string()];
    categories.extend(extra.iter().map(|c| c.to_string()));
    Prod {
        id,
        name,
        range: range.map(str::to_string),
        cat,
        categories,
        price: None,
        colour: String::new(),
        specs: Vec::new(),
        object_specs: false,
        text: String::new(),
        f: Facts::default(),
        tags: &[],
    }
}

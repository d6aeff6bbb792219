//! Synthetic product catalogs for the demo, tests and benchmarks.
//!
//! Everything here describes *Nordvale*, a fictional consumer-electronics brand; all names,
//! numbers and prose are invented. Three entry points:
//!
//! * [`demo_catalog`]: the embedded demo catalog (products, then guide pages) as JSON Lines,
//!   byte-for-byte deterministic.
//! * [`demo_questions`]: SpecsQA-style questions whose ground truth is computed from the very
//!   same in-memory data the demo catalog is rendered from.
//! * [`scale_catalog`]: a streamed catalog of any size for benchmarks.
//!
//! Ground-truth naming rule for `gt_answer_list` (also documented in `examples/demo/README.md`):
//! filter, counting and ranking questions list every qualifying product by its exact `name`
//! (each variant separately); questions that name a range, head-to-head comparisons between
//! ranges, and open-ended recommendations list range names (the `range` field), or the product
//! `name` for products that have no range.

use std::fmt::Write as _;

use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::{json, Map, Value};

const BRAND: &str = "Nordvale";
const SITE: &str = "https://www.nordvale.example";

/// Products that are listed without a price (pre-order / discontinued).
const UNPRICED: [&str; 4] = ["nv-aria8-256-blue", "nv-slate12-256-mint", "nv-lumen-q6-75", "nv-hush900-platinum"];

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

/// splitmix64: tiny, fast and good enough for synthetic data.
#[derive(Clone, Debug)]
struct SplitMix64(u64);

impl SplitMix64 {
    fn new(seed: u64) -> Self {
        Self(seed)
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (0 when `n == 0`).
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }

    /// Uniform in `lo..=hi`.
    fn between(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi.saturating_sub(lo) + 1)
    }

    /// A uniformly chosen element; `items` must not be empty.
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// FNV-1a, used to vary wording deterministically per product id.
fn fnv(s: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

// ---------------------------------------------------------------------------------------------
// Data model
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cat {
    Phone,
    Tablet,
    Tv,
    Fridge,
    Headphones,
    Laptop,
}

impl Cat {
    const ALL: [Cat; 6] = [Cat::Phone, Cat::Tablet, Cat::Tv, Cat::Fridge, Cat::Headphones, Cat::Laptop];

    fn label(self) -> &'static str {
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
    fn noun(self) -> &'static str {
        match self {
            Cat::Phone => "smartphones",
            Cat::Tablet => "tablets",
            Cat::Tv => "TVs",
            Cat::Fridge => "fridges",
            Cat::Headphones => "headphones",
            Cat::Laptop => "laptops",
        }
    }

    fn slug(self) -> &'static str {
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
enum Tag {
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
struct Facts {
    screen_in: Option<f64>,
    battery_mah: Option<u32>,
    battery_h: Option<u32>,
    ram_gb: Option<u32>,
    storage_gb: Option<u32>,
    weight_g: Option<f64>,
    thickness_mm: Option<f64>,
    five_g: Option<bool>,
    wireless_charging: Option<bool>,
    refresh_hz: Option<u32>,
    nits: Option<u32>,
    panel: Option<&'static str>,
    main_mp: Option<u32>,
    processor: Option<&'static str>,
    hdmi: Option<u32>,
    height_cm: Option<f64>,
    width_cm: Option<f64>,
    capacity_l: Option<u32>,
    water_dispenser: Option<bool>,
    noise_db: Option<u32>,
    energy: Option<&'static str>,
    kwh: Option<u32>,
    anc: Option<bool>,
    wireless: Option<bool>,
    form: Option<&'static str>,
    foldable: bool,
    ip: Option<&'static str>,
}

#[derive(Clone, Debug, Serialize)]
struct Row {
    #[serde(skip_serializing_if = "String::is_empty")]
    section: String,
    entry: String,
    value: String,
}

#[derive(Default)]
struct Rows(Vec<Row>);

impl Rows {
    fn add(&mut self, section: &str, entry: &str, value: impl Into<String>) {
        self.0.push(Row { section: section.to_string(), entry: entry.to_string(), value: value.into() });
    }

    fn extra(&mut self, extra: &[(&str, &str, &str)]) {
        for (s, e, v) in extra {
            self.add(s, e, *v);
        }
    }
}

#[derive(Clone, Debug)]
struct Prod {
    id: String,
    name: String,
    range: Option<String>,
    cat: Cat,
    categories: Vec<String>,
    price: Option<f64>,
    colour: String,
    specs: Vec<Row>,
    object_specs: bool,
    text: String,
    f: Facts,
    tags: &'static [Tag],
}

impl Prod {
    /// The range name, or the product name for single products.
    fn label(&self) -> &str {
        self.range.as_deref().unwrap_or(&self.name)
    }

    fn has(&self, tag: Tag) -> bool {
        self.tags.contains(&tag)
    }

    fn spec(&self, entry: &str) -> &str {
        self.specs.iter().find(|r| r.entry == entry).map_or("", |r| r.value.as_str())
    }
}

// ---------------------------------------------------------------------------------------------
// Notation helpers: the same quantity is written differently depending on a range's `style`
// ---------------------------------------------------------------------------------------------

fn num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e12 {
        format!("{}", v as i64)
    } else {
        format!("{}", (v * 100.0).round() / 100.0)
    }
}

fn thousands(v: u32) -> String {
    if v >= 1000 {
        format!("{},{:03}", v / 1000, v % 1000)
    } else {
        v.to_string()
    }
}

fn inch(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{}\"", num(v)),
        1 => format!("{} inch", num(v)),
        _ => format!("{}-inch", num(v)),
    }
}

fn mah(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("{v} mAh"),
        1 => format!("{} mAh", thousands(v)),
        _ => format!("{v}mAh (typical)"),
    }
}

fn grams(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{} g", num(v)),
        1 => format!("{}g", num(v)),
        _ => format!("{} grams", num(v)),
    }
}

fn hz(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("{v} Hz"),
        1 => format!("{v}Hz"),
        _ => format!("Up to {v} Hz"),
    }
}

fn gb(v: u32, s: u8) -> String {
    let (n, unit) = if v >= 1024 && v % 1024 == 0 { (v / 1024, "TB") } else { (v, "GB") };
    if s % 3 == 1 {
        format!("{n}{unit}")
    } else {
        format!("{n} {unit}")
    }
}

fn storage_label(v: u32) -> String {
    gb(v, 1)
}

fn storage_slug(v: u32) -> String {
    if v >= 1024 && v % 1024 == 0 {
        format!("{}tb", v / 1024)
    } else {
        v.to_string()
    }
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "Yes"
    } else {
        "No"
    }
}

fn dims(d: (f64, f64, f64), s: u8) -> String {
    let (a, b, c) = (num(d.0), num(d.1), num(d.2));
    match s % 3 {
        0 => format!("{a} x {b} x {c} mm"),
        1 => format!("{a} × {b} × {c} mm"),
        _ => format!("{a} x {b} x {c}mm"),
    }
}

fn watts(v: u32, s: u8) -> String {
    if s % 3 == 1 {
        format!("{v}W")
    } else {
        format!("{v} W")
    }
}

fn cm(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{} cm", num(v)),
        1 => format!("{} mm", num((v * 10.0).round())),
        _ => format!("{}cm", num(v)),
    }
}

fn litres(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("{v} l"),
        1 => format!("{v} litres"),
        _ => format!("{v}L"),
    }
}

fn kg(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{} kg", num(v)),
        1 => format!("{}kg", num(v)),
        _ => format!("{} g", num((v * 1000.0).round())),
    }
}

fn hours(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("Up to {v} hours"),
        1 => format!("{v} hrs"),
        _ => format!("Up to {v}h"),
    }
}

fn money(v: f64) -> String {
    let whole = v.trunc() as u64;
    let pence = ((v - v.trunc()) * 100.0).round() as u64;
    let pounds = if whole >= 1000 { format!("{},{:03}", whole / 1000, whole % 1000) } else { whole.to_string() };
    if pence == 0 {
        format!("£{pounds}")
    } else {
        format!("£{pounds}.{pence:02}")
    }
}

/// "A", "A and B", "A, B and C".
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Fixes "a 8-inch" -> "an 8-inch", "a 11 hours" -> "an 11 hours" in generated prose.
fn fix_articles(s: &str) -> String {
    let toks: Vec<&str> = s.split(' ').collect();
    let mut out = String::with_capacity(s.len() + 16);
    for (i, tok) in toks.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let bare = tok.trim_start_matches('\n');
        let next = toks.get(i + 1).copied().unwrap_or("");
        let digits: String =
            next.chars().take_while(|c| c.is_ascii_digit() || *c == ',').filter(char::is_ascii_digit).collect();
        let an = digits.starts_with('8')
            || ((digits.len() == 2 || digits.len() == 5) && (digits.starts_with("11") || digits.starts_with("18")));
        if an && (bare == "a" || bare == "A") {
            out.push_str(&tok[..tok.len() - bare.len()]);
            out.push_str(if bare == "a" { "an" } else { "An" });
        } else {
            out.push_str(tok);
        }
    }
    out
}

fn slug_words(s: &str) -> String {
    s.to_lowercase().split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join("-")
}

/// Colour part of a product id: the last word ("Midnight Black" -> "black"), or the whole
/// colour when the last word is ambiguous within the range.
fn colour_slug(colour: &str, all: &[&str]) -> String {
    let last = |c: &str| slug_words(c.rsplit(' ').next().unwrap_or(c));
    let mine = last(colour);
    if all.iter().filter(|c| last(c) == mine).count() > 1 {
        slug_words(colour)
    } else {
        mine
    }
}

fn new_prod(cat: Cat, id: String, name: String, range: Option<&str>, extra: &[&str]) -> Prod {
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

// ---------------------------------------------------------------------------------------------
// Demo data: smartphones
// ---------------------------------------------------------------------------------------------

struct PhoneDef {
    key: &'static str,
    name: &'static str,
    ranged: bool,
    style: u8,
    screen: f64,
    cover: f64,
    res: &'static str,
    panel: &'static str,
    hz: u32,
    nits: u32,
    chip: &'static str,
    cpu: &'static str,
    ram: u32,
    storage: &'static [(u32, f64)],
    colours: &'static [&'static str],
    rear: &'static str,
    main_mp: u32,
    front_mp: u32,
    video: &'static str,
    zoom: &'static str,
    battery: u32,
    charge_w: u32,
    wireless: bool,
    video_h: u32,
    five_g: bool,
    wifi: &'static str,
    bt: &'static str,
    nfc: bool,
    usb: &'static str,
    jack: bool,
    sd: bool,
    dims: (f64, f64, f64),
    weight: f64,
    ip: &'static str,
    os: &'static str,
    bio: &'static str,
    extra: &'static [(&'static str, &'static str, &'static str)],
    extra_cats: &'static [&'static str],
    tags: &'static [Tag],
    object_specs: bool,
}

const PHONES: &[PhoneDef] = &[
    PhoneDef {
        key: "aria9",
        name: "Nordvale Aria 9",
        ranged: true,
        style: 0,
        screen: 6.2,
        cover: 0.0,
        res: "2340 x 1080 (FHD+)",
        panel: "LTPO AMOLED",
        hz: 120,
        nits: 2600,
        chip: "Nordvale Vela 3 (3 nm)",
        cpu: "Octa-core (1x 3.2 GHz, 3x 2.9 GHz, 4x 2.1 GHz)",
        ram: 8,
        storage: &[(128, 799.0), (256, 859.0)],
        colours: &["Midnight Black", "Glacier White", "Sage Green"],
        rear: "50 MP + 12 MP + 10 MP",
        main_mp: 50,
        front_mp: 12,
        video: "8K at 30 fps, 4K at 60 fps",
        zoom: "3x optical, 30x digital",
        battery: 4000,
        charge_w: 25,
        wireless: true,
        video_h: 24,
        five_g: true,
        wifi: "Wi-Fi 6E",
        bt: "5.3",
        nfc: true,
        usb: "USB-C 3.2",
        jack: false,
        sd: false,
        dims: (147.0, 70.6, 7.6),
        weight: 168.0,
        ip: "IP68",
        os: "Android 15 (Nordvale OneSkin 7)",
        bio: "Under-display fingerprint, face unlock",
        extra: &[],
        extra_cats: &[],
        tags: &[],
        object_specs: false,
    },
    PhoneDef {
        key: "aria9pro",
        name: "Nordvale Aria 9 Pro",
        ranged: true,
        style: 1,
        screen: 6.8,
        cover: 0.0,
        res: "3120 x 1440 (QHD+)",
        panel: "LTPO AMOLED",
        hz: 120,
        nits: 3000,
        chip: "Nordvale Vela 3 Pro (3 nm)",
        cpu: "Octa-core (1x 3.4 GHz, 5x 3.0 GHz, 2x 2.3 GHz)",
        ram: 12,
        storage: &[(256, 1149.0), (512, 1249.0), (1024, 1449.0)],
        colours: &["Titanium Grey", "Titanium Black"],
        rear: "200 MP + 50 MP + 50 MP + 10 MP",
        main_mp: 200,
        front_mp: 12,
        video: "8K at 30 fps, 4K at 120 fps",
        zoom: "5x optical, 100x digital",
        battery: 5000,
        charge_w: 45,
        wireless: true,
        video_h: 31,
        five_g: true,
        wifi: "Wi-Fi 7",
        bt: "5.4",
        nfc: true,
        usb: "USB-C 3.2",
        jack: false,
        sd: false,
        dims: (162.8, 77.6, 8.2),
        weight: 218.0,
        ip: "IP68",
        os: "Android 15 (Nordvale OneSkin 7)",
        bio: "Ultrasonic under-display fingerprint, face unlock",
        extra: &[("General", "Stylus", "Built-in Nordvale Pen")],
        extra_cats: &[],
        tags: &[Tag::Photography],
        object_specs: false,
    },
    PhoneDef {
        key: "aria9lite",
        name: "Nordvale Aria 9 Lite",
        ranged: true,
        style: 2,
        screen: 6.6,
        cover: 0.0,
        res: "2408 x 1080 (FHD+)",
        panel: "Super AMOLED",
        hz: 120,
        nits: 1200,
        chip: "Nordvale Vela 2 Lite (5 nm)",
        cpu: "Octa-core (2x 2.4 GHz, 6x 2.0 GHz)",
        ram: 6,
        storage: &[(128, 399.0), (256, 449.0)],
        colours: &["Midnight Black", "Coral Pink", "Ice Blue"],
        rear: "50 MP + 8 MP + 2 MP",
        main_mp: 50,
        front_mp: 13,
        video: "4K at 30 fps",
        zoom: "No optical zoom (2x digital)",
        battery: 5000,
        charge_w: 25,
        wireless: false,
        video_h: 26,
        five_g: true,
        wifi: "Wi-Fi 6",
        bt: "5.3",
        nfc: true,
        usb: "USB-C 2.0",
        jack: false,
        sd: true,
        dims: (161.1, 77.4, 8.2),
        weight: 199.0,
        ip: "IP67",
        os: "Android 15 (Nordvale OneSkin 7)",
        bio: "Side fingerprint, face unlock",
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Budget],
        object_specs: false,
    },
    PhoneDef {
        key: "fjord5",
        name: "Nordvale Fjord 5",
        ranged: true,
        style: 0,
        screen: 6.5,
        cover: 0.0,
        res: "1600 x 720 (HD+)",
        panel: "IPS LCD",
        hz: 90,
        nits: 500,
        chip: "Vantek T610 (12 nm)",
        cpu: "Octa-core (2x 1.8 GHz, 6x 1.6 GHz)",
        ram: 4,
        storage: &[(64, 129.0), (128, 149.0)],
        colours: &["Ocean Blue", "Graphite Black"],
        rear: "50 MP + 2 MP",
        main_mp: 50,
        front_mp: 8,
        video: "1080p at 30 fps",
        zoom: "No",
        battery: 5000,
        charge_w: 15,
        wireless: false,
        video_h: 22,
        five_g: false,
        wifi: "Wi-Fi 5",
        bt: "5.0",
        nfc: true,
        usb: "USB-C 2.0",
        jack: true,
        sd: true,
        dims: (164.5, 76.0, 9.1),
        weight: 192.0,
        ip: "IP54",
        os: "Android 14 (Nordvale OneSkin 6)",
        bio: "Side fingerprint",
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Budget],
        object_specs: false,
    },
    PhoneDef {
        key: "fjord5plus",
        name: "Nordvale Fjord 5 Plus",
        ranged: true,
        style: 1,
        screen: 6.7,
        cover: 0.0,
        res: "2400 x 1080 (FHD+)",
        panel: "IPS LCD",
        hz: 120,
        nits: 600,
        chip: "Vantek D6100 5G (6 nm)",
        cpu: "Octa-core (2x 2.2 GHz, 6x 2.0 GHz)",
        ram: 6,
        storage: &[(128, 219.0), (256, 259.0)],
        colours: &["Ocean Blue", "Graphite Black", "Mint Green"],
        rear: "50 MP + 2 MP",
        main_mp: 50,
        front_mp: 8,
        video: "1080p at 60 fps",
        zoom: "No",
        battery: 6000,
        charge_w: 33,
        wireless: false,
        video_h: 30,
        five_g: true,
        wifi: "Wi-Fi 5",
        bt: "5.2",
        nfc: true,
        usb: "USB-C 2.0",
        jack: true,
        sd: true,
        dims: (168.0, 77.0, 8.9),
        weight: 205.0,
        ip: "IP54",
        os: "Android 15 (Nordvale OneSkin 7)",
        bio: "Side fingerprint, face unlock",
        extra: &[("General", "Easy Mode", "Yes (large text and icons)")],
        extra_cats: &[],
        tags: &[Tag::Seniors, Tag::Travellers],
        object_specs: false,
    },
    PhoneDef {
        key: "ariafold2",
        name: "Nordvale Aria Fold 2",
        ranged: true,
        style: 0,
        screen: 7.6,
        cover: 6.3,
        res: "2160 x 1856 (QXGA+)",
        panel: "Foldable LTPO AMOLED",
        hz: 120,
        nits: 2600,
        chip: "Nordvale Vela 3 Pro (3 nm)",
        cpu: "Octa-core (1x 3.4 GHz, 5x 3.0 GHz, 2x 2.3 GHz)",
        ram: 12,
        storage: &[(256, 1649.0), (512, 1769.0)],
        colours: &["Phantom Black", "Silver Shadow"],
        rear: "50 MP + 12 MP + 10 MP",
        main_mp: 50,
        front_mp: 10,
        video: "8K at 30 fps",
        zoom: "3x optical, 30x digital",
        battery: 4400,
        charge_w: 25,
        wireless: true,
        video_h: 20,
        five_g: true,
        wifi: "Wi-Fi 7",
        bt: "5.4",
        nfc: true,
        usb: "USB-C 3.2",
        jack: false,
        sd: false,
        dims: (153.5, 68.1, 12.1),
        weight: 239.0,
        ip: "IP48",
        os: "Android 15 (Nordvale OneSkin 7)",
        bio: "Side fingerprint, face unlock",
        extra: &[("Dimensions & Weight", "Unfolded", "153.5 x 132.6 x 5.6 mm")],
        extra_cats: &["Foldables"],
        tags: &[],
        object_specs: false,
    },
    PhoneDef {
        key: "ariaflip2",
        name: "Nordvale Aria Flip 2",
        ranged: true,
        style: 2,
        screen: 6.7,
        cover: 3.4,
        res: "2640 x 1080 (FHD+)",
        panel: "Foldable AMOLED",
        hz: 120,
        nits: 2600,
        chip: "Nordvale Vela 3 (3 nm)",
        cpu: "Octa-core (1x 3.2 GHz, 3x 2.9 GHz, 4x 2.1 GHz)",
        ram: 8,
        storage: &[(256, 999.0)],
        colours: &["Lavender", "Midnight Black", "Mint"],
        rear: "50 MP + 12 MP",
        main_mp: 50,
        front_mp: 10,
        video: "4K at 60 fps",
        zoom: "2x optical-quality crop",
        battery: 4000,
        charge_w: 25,
        wireless: true,
        video_h: 23,
        five_g: true,
        wifi: "Wi-Fi 6E",
        bt: "5.3",
        nfc: true,
        usb: "USB-C 3.2",
        jack: false,
        sd: false,
        dims: (85.1, 71.9, 14.9),
        weight: 187.0,
        ip: "IP48",
        os: "Android 15 (Nordvale OneSkin 7)",
        bio: "Side fingerprint, face unlock",
        extra: &[("Dimensions & Weight", "Unfolded", "165.1 x 71.9 x 6.9mm")],
        extra_cats: &["Foldables"],
        tags: &[],
        object_specs: false,
    },
    PhoneDef {
        key: "senio-s2",
        name: "Nordvale Senio S2",
        ranged: false,
        style: 0,
        screen: 6.1,
        cover: 0.0,
        res: "1560 x 720 (HD+)",
        panel: "IPS LCD",
        hz: 60,
        nits: 450,
        chip: "Vantek A22 (12 nm)",
        cpu: "Quad-core 2.0 GHz",
        ram: 3,
        storage: &[(32, 129.0)],
        colours: &["Charcoal"],
        rear: "13 MP",
        main_mp: 13,
        front_mp: 5,
        video: "1080p at 30 fps",
        zoom: "No",
        battery: 3500,
        charge_w: 10,
        wireless: false,
        video_h: 14,
        five_g: false,
        wifi: "Wi-Fi 5",
        bt: "5.0",
        nfc: false,
        usb: "USB-C 2.0 (charging cradle included)",
        jack: true,
        sd: true,
        dims: (155.0, 73.0, 10.2),
        weight: 175.0,
        ip: "IP54",
        os: "Android 14 (Go edition) with Easy Mode",
        bio: "Rear fingerprint",
        extra: &[
            ("General", "SOS Button", "Yes (calls up to 5 contacts)"),
            ("General", "Hearing Aid Compatible", "Yes (M4/T4)"),
            ("General", "Easy Mode", "Yes (large text and icons)"),
        ],
        extra_cats: &[],
        tags: &[Tag::Seniors],
        object_specs: true,
    },
    PhoneDef {
        key: "trail-x6",
        name: "Nordvale Trail X6",
        ranged: false,
        style: 1,
        screen: 6.58,
        cover: 0.0,
        res: "2408 x 1080 (FHD+)",
        panel: "IPS LCD (glove mode)",
        hz: 120,
        nits: 700,
        chip: "Vantek D7050 5G (6 nm)",
        cpu: "Octa-core (2x 2.6 GHz, 6x 2.0 GHz)",
        ram: 8,
        storage: &[(256, 399.0)],
        colours: &["Rugged Black"],
        rear: "108 MP + 8 MP + 2 MP",
        main_mp: 108,
        front_mp: 16,
        video: "4K at 30 fps",
        zoom: "No",
        battery: 8800,
        charge_w: 33,
        wireless: false,
        video_h: 40,
        five_g: true,
        wifi: "Wi-Fi 6",
        bt: "5.2",
        nfc: true,
        usb: "USB-C 2.0 (reverse charging)",
        jack: true,
        sd: true,
        dims: (177.3, 83.0, 15.7),
        weight: 355.0,
        ip: "IP68/IP69K, MIL-STD-810H",
        os: "Android 14 (Nordvale OneSkin 6)",
        bio: "Side fingerprint",
        extra: &[("General", "Drop Tested", "1.8 m onto concrete")],
        extra_cats: &[],
        tags: &[Tag::Outdoors, Tag::Travellers],
        object_specs: true,
    },
    PhoneDef {
        key: "aria8",
        name: "Nordvale Aria 8",
        ranged: true,
        style: 2,
        screen: 6.2,
        cover: 0.0,
        res: "2340 x 1080 (FHD+)",
        panel: "AMOLED",
        hz: 120,
        nits: 1750,
        chip: "Nordvale Vela 2 (4 nm)",
        cpu: "Octa-core (1x 3.0 GHz, 3x 2.8 GHz, 4x 2.0 GHz)",
        ram: 8,
        storage: &[(128, 549.0), (256, 599.0)],
        colours: &["Midnight Black", "Cloud Blue"],
        rear: "50 MP + 12 MP + 10 MP",
        main_mp: 50,
        front_mp: 12,
        video: "8K at 24 fps, 4K at 60 fps",
        zoom: "3x optical, 30x digital",
        battery: 3900,
        charge_w: 25,
        wireless: true,
        video_h: 21,
        five_g: true,
        wifi: "Wi-Fi 6E",
        bt: "5.3",
        nfc: true,
        usb: "USB-C 3.2",
        jack: false,
        sd: false,
        dims: (146.3, 70.9, 7.6),
        weight: 167.0,
        ip: "IP68",
        os: "Android 14 (Nordvale OneSkin 6), upgradable",
        bio: "Under-display fingerprint, face unlock",
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Budget],
        object_specs: false,
    },
];

// ---------------------------------------------------------------------------------------------
// Demo data: tablets
// ---------------------------------------------------------------------------------------------

struct TabletDef {
    key: &'static str,
    name: &'static str,
    ranged: bool,
    style: u8,
    screen: f64,
    res: &'static str,
    panel: &'static str,
    hz: u32,
    chip: &'static str,
    ram: u32,
    storage: &'static [(u32, f64)],
    /// (has 5G, price premium)
    conns: &'static [(bool, f64)],
    colours: &'static [&'static str],
    rear: &'static str,
    front: &'static str,
    battery: u32,
    /// Video playback hours.
    hours: u32,
    charge_w: u32,
    wifi: &'static str,
    bt: &'static str,
    usb: &'static str,
    dims: (f64, f64, f64),
    weight: f64,
    stylus: &'static str,
    keyboard: &'static str,
    sd: bool,
    os: &'static str,
    extra: &'static [(&'static str, &'static str, &'static str)],
    extra_cats: &'static [&'static str],
    tags: &'static [Tag],
    object_specs: bool,
}

const TABLETS: &[TabletDef] = &[
    TabletDef {
        key: "slate11",
        name: "Nordvale Slate 11",
        ranged: true,
        style: 0,
        screen: 11.0,
        res: "2560 x 1600 (WQXGA)",
        panel: "LCD",
        hz: 120,
        chip: "Nordvale Vela 2 (4 nm)",
        ram: 8,
        storage: &[(128, 399.0), (256, 479.0)],
        conns: &[(false, 0.0), (true, 100.0)],
        colours: &["Graphite", "Silver"],
        rear: "13 MP",
        front: "8 MP",
        battery: 8400,
        hours: 14,
        charge_w: 45,
        wifi: "Wi-Fi 6E",
        bt: "5.3",
        usb: "USB-C 3.2",
        dims: (253.8, 165.8, 6.0),
        weight: 498.0,
        stylus: "Yes (Nordvale Pen, sold separately)",
        keyboard: "Yes (Book Cover Keyboard, sold separately)",
        sd: true,
        os: "Android 15 (Nordvale OneSkin 7)",
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Students],
        object_specs: false,
    },
    TabletDef {
        key: "slate13pro",
        name: "Nordvale Slate 13 Pro",
        ranged: true,
        style: 1,
        screen: 13.0,
        res: "2960 x 1848",
        panel: "OLED",
        hz: 120,
        chip: "Nordvale Vela 3 Pro (3 nm)",
        ram: 12,
        storage: &[(256, 899.0), (512, 1049.0)],
        conns: &[(false, 0.0)],
        colours: &["Graphite", "Silver"],
        rear: "13 MP + 8 MP",
        front: "12 MP",
        battery: 10090,
        hours: 15,
        charge_w: 45,
        wifi: "Wi-Fi 7",
        bt: "5.4",
        usb: "USB-C 3.2 Gen 2",
        dims: (285.4, 185.4, 5.4),
        weight: 579.0,
        stylus: "Yes (Nordvale Pen Pro included, 4,096 pressure levels)",
        keyboard: "Yes (magnetic keyboard connector)",
        sd: true,
        os: "Android 15 (Nordvale OneSkin 7)",
        extra: &[("Display", "Colour Gamut", "100% DCI-P3")],
        extra_cats: &[],
        tags: &[Tag::Creators, Tag::NoteTaking],
        object_specs: false,
    },
    TabletDef {
        key: "slatemini8",
        name: "Nordvale Slate Mini 8",
        ranged: true,
        style: 2,
        screen: 8.7,
        res: "1340 x 800",
        panel: "LCD",
        hz: 90,
        chip: "Vantek G99 (6 nm)",
        ram: 4,
        storage: &[(64, 229.0), (128, 269.0)],
        conns: &[(false, 0.0)],
        colours: &["Graphite", "Rose Gold"],
        rear: "8 MP",
        front: "5 MP",
        battery: 5100,
        hours: 11,
        charge_w: 15,
        wifi: "Wi-Fi 5",
        bt: "5.3",
        usb: "USB-C 2.0",
        dims: (211.0, 124.7, 8.0),
        weight: 337.0,
        stylus: "No",
        keyboard: "No",
        sd: true,
        os: "Android 15 (Nordvale OneSkin 7)",
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Travellers],
        object_specs: false,
    },
    TabletDef {
        key: "slate10lite",
        name: "Nordvale Slate 10 Lite",
        ranged: true,
        style: 0,
        screen: 10.1,
        res: "1920 x 1200 (WUXGA)",
        panel: "LCD",
        hz: 60,
        chip: "Vantek T606 (12 nm)",
        ram: 3,
        storage: &[(32, 139.0), (64, 159.0)],
        conns: &[(false, 0.0)],
        colours: &["Grey"],
        rear: "8 MP",
        front: "5 MP",
        battery: 6000,
        hours: 12,
        charge_w: 10,
        wifi: "Wi-Fi 5",
        bt: "5.0",
        usb: "USB-C 2.0",
        dims: (240.5, 159.5, 8.5),
        weight: 465.0,
        stylus: "No",
        keyboard: "No",
        sd: true,
        os: "Android 14 (Go edition)",
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Budget],
        object_specs: false,
    },
    TabletDef {
        key: "slate12",
        name: "Nordvale Slate 12",
        ranged: true,
        style: 1,
        screen: 12.1,
        res: "2560 x 1600",
        panel: "LCD",
        hz: 90,
        chip: "Nordvale Vela 2 Lite (5 nm)",
        ram: 6,
        storage: &[(128, 499.0), (256, 569.0)],
        conns: &[(false, 0.0)],
        colours: &["Graphite", "Mint"],
        rear: "8 MP",
        front: "8 MP",
        battery: 10000,
        hours: 16,
        charge_w: 45,
        wifi: "Wi-Fi 6",
        bt: "5.3",
        usb: "USB-C 3.2",
        dims: (278.0, 180.0, 6.3),
        weight: 560.0,
        stylus: "Yes (Nordvale Pen, sold separately)",
        keyboard: "Yes (Book Cover Keyboard, sold separately)",
        sd: true,
        os: "Android 15 (Nordvale OneSkin 7)",
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Students],
        object_specs: false,
    },
    TabletDef {
        key: "slate-kids10",
        name: "Nordvale Slate Kids 10",
        ranged: false,
        style: 2,
        screen: 10.1,
        res: "1280 x 800",
        panel: "LCD",
        hz: 60,
        chip: "Vantek T606 (12 nm)",
        ram: 2,
        storage: &[(32, 149.0)],
        conns: &[(false, 0.0)],
        colours: &["Blue"],
        rear: "5 MP",
        front: "2 MP",
        battery: 5100,
        hours: 10,
        charge_w: 10,
        wifi: "Wi-Fi 5",
        bt: "5.0",
        usb: "USB-C 2.0",
        dims: (262.0, 178.0, 24.0),
        weight: 690.0,
        stylus: "No",
        keyboard: "No",
        sd: true,
        os: "Android 14 (Go edition) with Kids Space",
        extra: &[
            ("General", "In the Box", "Drop-proof bumper case with stand"),
            ("General", "Parental Controls", "Yes"),
            ("General", "Warranty", "2 years (worry-free replacement)"),
        ],
        extra_cats: &[],
        tags: &[Tag::Kids],
        object_specs: false,
    },
    TabletDef {
        key: "slate-note10",
        name: "Nordvale Slate Note 10",
        ranged: false,
        style: 0,
        screen: 10.3,
        res: "1872 x 1404 (227 ppi)",
        panel: "E Ink Carta 1200",
        hz: 0,
        chip: "Quad-core 1.8 GHz",
        ram: 4,
        storage: &[(64, 379.0)],
        conns: &[(false, 0.0)],
        colours: &["Slate Grey"],
        rear: "None",
        front: "None",
        battery: 4000,
        hours: 0,
        charge_w: 10,
        wifi: "Wi-Fi 5",
        bt: "5.0",
        usb: "USB-C 2.0",
        dims: (225.0, 188.0, 6.4),
        weight: 410.0,
        stylus: "Yes (Nordvale Note Pen included, no charging needed)",
        keyboard: "No",
        sd: false,
        os: "Nordvale Note OS 3",
        extra: &[("Battery", "Standby", "Up to 4 weeks of typical use")],
        extra_cats: &["E-Readers"],
        tags: &[Tag::NoteTaking],
        object_specs: true,
    },
];

// ---------------------------------------------------------------------------------------------
// Demo data: TVs
// ---------------------------------------------------------------------------------------------

struct TvDef {
    key: &'static str,
    name: &'static str,
    ranged: bool,
    style: u8,
    /// (screen size in inches, price)
    sizes: &'static [(u32, f64)],
    res: &'static str,
    panel: &'static str,
    hz: u32,
    nits: u32,
    hdr: &'static str,
    processor: &'static str,
    audio_w: u32,
    speakers: &'static str,
    atmos: bool,
    os: &'static str,
    hdmi: u32,
    hdmi21: &'static str,
    usb: u32,
    wifi: &'static str,
    bt: &'static str,
    vrr: bool,
    input_lag: f64,
    energy: &'static str,
    /// Typical on-mode watts per inch of diagonal.
    watts_per_inch: f64,
    depth_mm: f64,
    /// Weight (kg) per square inch of diagonal.
    kg_factor: f64,
    colour: &'static str,
    extra: &'static [(&'static str, &'static str, &'static str)],
    tags: &'static [Tag],
    object_specs: bool,
}

const TVS: &[TvDef] = &[
    TvDef {
        key: "lumen-c5",
        name: "Nordvale Lumen OLED C5",
        ranged: true,
        style: 0,
        sizes: &[(48, 999.0), (55, 1299.0), (65, 1799.0), (77, 2799.0)],
        res: "3840 x 2160 (4K UHD)",
        panel: "OLED",
        hz: 144,
        nits: 1000,
        hdr: "HDR10, HLG, Dolby Vision, HDR10+",
        processor: "Lumen V8 Gen 3 (AI upscaling)",
        audio_w: 40,
        speakers: "2.2 channel",
        atmos: true,
        os: "Nordvale Home OS 5",
        hdmi: 4,
        hdmi21: "4 (4K 144 Hz, VRR, ALLM; eARC on HDMI 3)",
        usb: 3,
        wifi: "Wi-Fi 6",
        bt: "5.3",
        vrr: true,
        input_lag: 9.1,
        energy: "F",
        watts_per_inch: 1.75,
        depth_mm: 45.1,
        kg_factor: 0.0058,
        colour: "Dark Silver",
        extra: &[],
        tags: &[Tag::Gamers],
        object_specs: false,
    },
    TvDef {
        key: "lumen-g5",
        name: "Nordvale Lumen OLED G5",
        ranged: true,
        style: 1,
        sizes: &[(55, 1899.0), (65, 2499.0), (77, 3699.0)],
        res: "3840 x 2160 (4K UHD)",
        panel: "OLED (MLA+)",
        hz: 144,
        nits: 1500,
        hdr: "HDR10, HLG, Dolby Vision, HDR10+",
        processor: "Lumen V9 Gen 3 (AI upscaling)",
        audio_w: 60,
        speakers: "4.2 channel",
        atmos: true,
        os: "Nordvale Home OS 5",
        hdmi: 4,
        hdmi21: "4 (4K 144 Hz, VRR, ALLM)",
        usb: 3,
        wifi: "Wi-Fi 6E",
        bt: "5.3",
        vrr: true,
        input_lag: 9.3,
        energy: "F",
        watts_per_inch: 1.9,
        depth_mm: 24.1,
        kg_factor: 0.0062,
        colour: "Gallery Black",
        extra: &[("Design", "Mounting", "Flush wall mount included")],
        tags: &[],
        object_specs: false,
    },
    TvDef {
        key: "lumen-q7",
        name: "Nordvale Lumen QLED Q7",
        ranged: true,
        style: 2,
        sizes: &[(43, 449.0), (50, 529.0), (55, 649.0), (65, 849.0), (75, 1199.0)],
        res: "3840 x 2160 (4K UHD)",
        panel: "QLED",
        hz: 120,
        nits: 1000,
        hdr: "HDR10, HLG, HDR10+",
        processor: "Lumen Q5 Quantum processor",
        audio_w: 20,
        speakers: "2.0 channel",
        atmos: false,
        os: "Nordvale Home OS 5",
        hdmi: 3,
        hdmi21: "2 (4K 120 Hz, VRR)",
        usb: 2,
        wifi: "Wi-Fi 5",
        bt: "5.2",
        vrr: true,
        input_lag: 10.4,
        energy: "G",
        watts_per_inch: 1.6,
        depth_mm: 59.9,
        kg_factor: 0.0052,
        colour: "Titan Grey",
        extra: &[("Display", "Anti-Reflection", "Yes")],
        tags: &[Tag::BrightRooms],
        object_specs: false,
    },
    TvDef {
        key: "lumen-neo-q9",
        name: "Nordvale Lumen Neo Q9",
        ranged: true,
        style: 0,
        sizes: &[(55, 1199.0), (65, 1499.0), (75, 1999.0), (85, 2799.0)],
        res: "3840 x 2160 (4K UHD)",
        panel: "Mini LED QLED",
        hz: 144,
        nits: 2500,
        hdr: "HDR10, HLG, HDR10+, Dolby Vision",
        processor: "Lumen Neo Q9 AI processor",
        audio_w: 60,
        speakers: "4.2.2 channel",
        atmos: true,
        os: "Nordvale Home OS 5",
        hdmi: 4,
        hdmi21: "4 (4K 144 Hz, VRR, ALLM, FreeSync Premium Pro)",
        usb: 2,
        wifi: "Wi-Fi 6E",
        bt: "5.3",
        vrr: true,
        input_lag: 5.8,
        energy: "G",
        watts_per_inch: 2.2,
        depth_mm: 26.9,
        kg_factor: 0.0066,
        colour: "Carbon Silver",
        extra: &[("Display", "Anti-Reflection", "Yes (matte anti-glare)")],
        tags: &[Tag::Gamers, Tag::BrightRooms],
        object_specs: false,
    },
    TvDef {
        key: "lumen-u3",
        name: "Nordvale Lumen U3",
        ranged: true,
        style: 1,
        sizes: &[(43, 299.0), (50, 349.0), (55, 399.0), (65, 529.0)],
        res: "3840 x 2160 (4K UHD)",
        panel: "LED (direct-lit)",
        hz: 60,
        nits: 350,
        hdr: "HDR10, HLG",
        processor: "Lumen 4K Crystal processor",
        audio_w: 20,
        speakers: "2.0 channel",
        atmos: false,
        os: "Nordvale Home OS 5",
        hdmi: 3,
        hdmi21: "No (HDMI 2.0)",
        usb: 1,
        wifi: "Wi-Fi 5",
        bt: "5.0",
        vrr: false,
        input_lag: 14.8,
        energy: "G",
        watts_per_inch: 1.3,
        depth_mm: 79.5,
        kg_factor: 0.0043,
        colour: "Black",
        extra: &[],
        tags: &[Tag::Budget],
        object_specs: false,
    },
    TvDef {
        key: "lumen-q6",
        name: "Nordvale Lumen QLED Q6",
        ranged: true,
        style: 2,
        sizes: &[(43, 379.0), (50, 449.0), (55, 499.0), (65, 649.0), (75, 899.0)],
        res: "3840 x 2160 (4K UHD)",
        panel: "QLED",
        hz: 60,
        nits: 450,
        hdr: "HDR10, HLG, HDR10+",
        processor: "Lumen Q4 Quantum processor",
        audio_w: 20,
        speakers: "2.0 channel",
        atmos: false,
        os: "Nordvale Home OS 5",
        hdmi: 3,
        hdmi21: "No (HDMI 2.0)",
        usb: 2,
        wifi: "Wi-Fi 5",
        bt: "5.2",
        vrr: false,
        input_lag: 11.2,
        energy: "F",
        watts_per_inch: 1.4,
        depth_mm: 61.0,
        kg_factor: 0.0047,
        colour: "Titan Grey",
        extra: &[],
        tags: &[Tag::Budget],
        object_specs: false,
    },
    TvDef {
        key: "lumen-frame",
        name: "Nordvale Lumen Frame",
        ranged: true,
        style: 0,
        sizes: &[(43, 799.0), (55, 1099.0), (65, 1399.0)],
        res: "3840 x 2160 (4K UHD)",
        panel: "QLED (matte)",
        hz: 120,
        nits: 600,
        hdr: "HDR10, HLG, HDR10+",
        processor: "Lumen Q5 Quantum processor",
        audio_w: 40,
        speakers: "2.0.2 channel",
        atmos: true,
        os: "Nordvale Home OS 5 with Art Mode",
        hdmi: 4,
        hdmi21: "1 (4K 120 Hz, VRR)",
        usb: 2,
        wifi: "Wi-Fi 6",
        bt: "5.2",
        vrr: true,
        input_lag: 10.9,
        energy: "G",
        watts_per_inch: 1.7,
        depth_mm: 24.9,
        kg_factor: 0.0058,
        colour: "Black (interchangeable bezels)",
        extra: &[("Design", "Art Mode", "Yes (1,400 artworks)")],
        tags: &[],
        object_specs: false,
    },
    TvDef {
        key: "lumen-hd32",
        name: "Nordvale Lumen HD 32",
        ranged: false,
        style: 1,
        sizes: &[(32, 179.0)],
        res: "1366 x 768 (HD Ready)",
        panel: "LED",
        hz: 60,
        nits: 250,
        hdr: "HDR10 (basic)",
        processor: "Lumen HD processor",
        audio_w: 10,
        speakers: "2.0 channel",
        atmos: false,
        os: "Nordvale Home OS 5 Lite",
        hdmi: 2,
        hdmi21: "No (HDMI 1.4)",
        usb: 1,
        wifi: "Wi-Fi 5",
        bt: "None",
        vrr: false,
        input_lag: 18.0,
        energy: "E",
        watts_per_inch: 0.9,
        depth_mm: 79.0,
        kg_factor: 0.0038,
        colour: "Black",
        extra: &[],
        tags: &[Tag::Bedroom],
        object_specs: false,
    },
    TvDef {
        key: "lumen-f2-24",
        name: "Nordvale Lumen F2 24",
        ranged: false,
        style: 2,
        sizes: &[(24, 149.0)],
        res: "1920 x 1080 (Full HD)",
        panel: "LED",
        hz: 60,
        nits: 250,
        hdr: "None",
        processor: "Lumen HD processor",
        audio_w: 6,
        speakers: "2.0 channel",
        atmos: false,
        os: "Nordvale Home OS 5 Lite",
        hdmi: 2,
        hdmi21: "No (HDMI 1.4)",
        usb: 1,
        wifi: "Wi-Fi 5",
        bt: "None",
        vrr: false,
        input_lag: 21.5,
        energy: "E",
        watts_per_inch: 0.8,
        depth_mm: 58.0,
        kg_factor: 0.0045,
        colour: "White",
        extra: &[
            ("Power", "12 V Input", "Yes (car / caravan adapter included)"),
            ("General", "Built-in DVD Player", "No"),
        ],
        tags: &[Tag::Bedroom],
        object_specs: true,
    },
];

// ---------------------------------------------------------------------------------------------
// Demo data: fridges
// ---------------------------------------------------------------------------------------------

struct FridgeDef {
    key: &'static str,
    name: &'static str,
    ranged: bool,
    style: u8,
    kind: &'static str,
    colours: &'static [(&'static str, f64)],
    frost_free: bool,
    fridge_l: u32,
    freezer_l: u32,
    energy: &'static str,
    kwh: u32,
    noise: u32,
    water: &'static str,
    ice: &'static str,
    fast_freeze: bool,
    door_alarm: bool,
    reversible: bool,
    height: f64,
    width: f64,
    depth: f64,
    weight: f64,
    extra: &'static [(&'static str, &'static str, &'static str)],
    extra_cats: &'static [&'static str],
    tags: &'static [Tag],
    object_specs: bool,
}

const FRIDGES: &[FridgeDef] = &[
    FridgeDef {
        key: "ff70",
        name: "Nordvale FrostLine FF70",
        ranged: true,
        style: 0,
        kind: "Fridge Freezer (70/30)",
        colours: &[("White", 479.0), ("Silver", 509.0), ("Black", 529.0)],
        frost_free: true,
        fridge_l: 230,
        freezer_l: 100,
        energy: "C",
        kwh: 152,
        noise: 38,
        water: "No",
        ice: "No",
        fast_freeze: true,
        door_alarm: true,
        reversible: true,
        height: 178.5,
        width: 59.5,
        depth: 65.0,
        weight: 62.0,
        extra: &[],
        extra_cats: &[],
        tags: &[],
        object_specs: false,
    },
    FridgeDef {
        key: "ff60",
        name: "Nordvale FrostLine FF60",
        ranged: true,
        style: 1,
        kind: "Fridge Freezer (60/40)",
        colours: &[("White", 599.0), ("Silver", 629.0), ("Stainless Steel", 679.0)],
        frost_free: true,
        fridge_l: 260,
        freezer_l: 127,
        energy: "D",
        kwh: 229,
        noise: 39,
        water: "No",
        ice: "No",
        fast_freeze: true,
        door_alarm: true,
        reversible: true,
        height: 201.0,
        width: 59.5,
        depth: 66.0,
        weight: 70.0,
        extra: &[("Features", "Multi Airflow", "Yes")],
        extra_cats: &[],
        tags: &[Tag::Families],
        object_specs: false,
    },
    FridgeDef {
        key: "ff55slim",
        name: "Nordvale FrostLine FF55 Slim",
        ranged: true,
        style: 2,
        kind: "Fridge Freezer (70/30)",
        colours: &[("White", 399.0), ("Silver", 429.0)],
        frost_free: true,
        fridge_l: 175,
        freezer_l: 77,
        energy: "E",
        kwh: 219,
        noise: 35,
        water: "No",
        ice: "No",
        fast_freeze: false,
        door_alarm: true,
        reversible: true,
        height: 176.0,
        width: 55.0,
        depth: 58.0,
        weight: 52.0,
        extra: &[("Features", "Inverter Compressor", "Yes (low noise)")],
        extra_cats: &[],
        tags: &[Tag::SmallSpaces, Tag::Quiet],
        object_specs: false,
    },
    FridgeDef {
        key: "ff50eco",
        name: "Nordvale FrostLine FF50 Eco",
        ranged: true,
        style: 0,
        kind: "Fridge Freezer (50/50)",
        colours: &[("White", 749.0), ("Silver", 779.0)],
        frost_free: true,
        fridge_l: 172,
        freezer_l: 172,
        energy: "A",
        kwh: 103,
        noise: 36,
        water: "No",
        ice: "No",
        fast_freeze: true,
        door_alarm: true,
        reversible: true,
        height: 185.0,
        width: 59.5,
        depth: 65.8,
        weight: 72.0,
        extra: &[("Features", "Inverter Compressor", "Yes (10-year warranty)")],
        extra_cats: &[],
        tags: &[],
        object_specs: false,
    },
    FridgeDef {
        key: "af90",
        name: "Nordvale CoolSide AF90",
        ranged: true,
        style: 1,
        kind: "American Fridge Freezer",
        colours: &[("Stainless Steel", 1099.0), ("Black Steel", 1149.0)],
        frost_free: true,
        fridge_l: 409,
        freezer_l: 225,
        energy: "E",
        kwh: 415,
        noise: 40,
        water: "Yes (plumbed, with filter)",
        ice: "Yes (automatic, crushed and cubed)",
        fast_freeze: true,
        door_alarm: true,
        reversible: false,
        height: 178.8,
        width: 91.2,
        depth: 71.6,
        weight: 118.0,
        extra: &[("Features", "Plumbing Required", "Yes (15 mm cold water supply)")],
        extra_cats: &[],
        tags: &[Tag::Families, Tag::Entertaining],
        object_specs: false,
    },
    FridgeDef {
        key: "af85",
        name: "Nordvale CoolSide AF85",
        ranged: true,
        style: 2,
        kind: "American Fridge Freezer",
        colours: &[("Stainless Steel", 849.0), ("Black Steel", 899.0)],
        frost_free: true,
        fridge_l: 368,
        freezer_l: 194,
        energy: "F",
        kwh: 437,
        noise: 41,
        water: "No",
        ice: "No",
        fast_freeze: true,
        door_alarm: true,
        reversible: false,
        height: 177.5,
        width: 90.8,
        depth: 70.3,
        weight: 105.0,
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Families],
        object_specs: false,
    },
    FridgeDef {
        key: "uc55",
        name: "Nordvale Compact UC55",
        ranged: true,
        style: 0,
        kind: "Under Counter Fridge",
        colours: &[("White", 249.0), ("Silver", 279.0)],
        frost_free: false,
        fridge_l: 133,
        freezer_l: 0,
        energy: "D",
        kwh: 92,
        noise: 34,
        water: "No",
        ice: "No",
        fast_freeze: false,
        door_alarm: false,
        reversible: true,
        height: 84.5,
        width: 55.0,
        depth: 57.5,
        weight: 30.0,
        extra: &[("Features", "Ice Box", "15 l (4-star)")],
        extra_cats: &[],
        tags: &[Tag::SmallSpaces, Tag::Quiet],
        object_specs: false,
    },
    FridgeDef {
        key: "l60",
        name: "Nordvale Larder L60",
        ranged: true,
        style: 1,
        kind: "Tall Larder Fridge",
        colours: &[("White", 449.0), ("Stainless Steel", 499.0)],
        frost_free: false,
        fridge_l: 385,
        freezer_l: 0,
        energy: "B",
        kwh: 72,
        noise: 38,
        water: "No",
        ice: "No",
        fast_freeze: false,
        door_alarm: true,
        reversible: true,
        height: 185.0,
        width: 59.5,
        depth: 65.0,
        weight: 65.0,
        extra: &[("Features", "Fast Cool", "Yes")],
        extra_cats: &[],
        tags: &[],
        object_specs: false,
    },
    FridgeDef {
        key: "fd80",
        name: "Nordvale FrostLine FD80",
        ranged: false,
        style: 2,
        kind: "French Door Fridge Freezer",
        colours: &[("Stainless Steel", 1399.0)],
        frost_free: true,
        fridge_l: 359,
        freezer_l: 180,
        energy: "D",
        kwh: 320,
        noise: 37,
        water: "No",
        ice: "Yes (internal automatic ice maker)",
        fast_freeze: true,
        door_alarm: true,
        reversible: false,
        height: 190.0,
        width: 83.3,
        depth: 74.0,
        weight: 121.0,
        extra: &[("Features", "Wi-Fi Control", "Yes (Nordvale Home app)")],
        extra_cats: &[],
        tags: &[Tag::Families],
        object_specs: false,
    },
    FridgeDef {
        key: "mini-m45",
        name: "Nordvale Mini M45",
        ranged: false,
        style: 0,
        kind: "Table Top Fridge",
        colours: &[("White", 129.0)],
        frost_free: false,
        fridge_l: 45,
        freezer_l: 0,
        energy: "E",
        kwh: 86,
        noise: 39,
        water: "No",
        ice: "No",
        fast_freeze: false,
        door_alarm: false,
        reversible: true,
        height: 51.0,
        width: 47.0,
        depth: 44.5,
        weight: 14.5,
        extra: &[("Features", "Ice Box", "4 l")],
        extra_cats: &[],
        tags: &[Tag::SmallSpaces],
        object_specs: true,
    },
    FridgeDef {
        key: "cellar-w24",
        name: "Nordvale Cellar W24",
        ranged: false,
        style: 1,
        kind: "Wine Cooler (24 bottles)",
        colours: &[("Black Glass", 299.0)],
        frost_free: false,
        fridge_l: 65,
        freezer_l: 0,
        energy: "G",
        kwh: 137,
        noise: 39,
        water: "No",
        ice: "No",
        fast_freeze: false,
        door_alarm: false,
        reversible: false,
        height: 82.0,
        width: 34.5,
        depth: 48.0,
        weight: 27.0,
        extra: &[("Features", "Temperature Zones", "2 (5-10 °C and 10-18 °C)")],
        extra_cats: &["Wine Coolers"],
        tags: &[],
        object_specs: false,
    },
];

// ---------------------------------------------------------------------------------------------
// Demo data: headphones
// ---------------------------------------------------------------------------------------------

struct HeadphoneDef {
    key: &'static str,
    name: &'static str,
    ranged: bool,
    style: u8,
    form: &'static str,
    colours: &'static [(&'static str, f64)],
    wireless: bool,
    weight: f64,
    driver_mm: f64,
    freq: &'static str,
    anc: bool,
    transparency: bool,
    spatial: bool,
    /// Headline battery life (ANC on where applicable; earbuds without the case).
    battery_h: u32,
    /// Second battery line ("Up to 40 hours (ANC off)", "... with charging case").
    battery_alt: &'static str,
    charge_time: &'static str,
    quick: &'static str,
    bt: &'static str,
    codecs: &'static str,
    multipoint: bool,
    wired: &'static str,
    ip: &'static str,
    mics: &'static str,
    foldable: bool,
    extra: &'static [(&'static str, &'static str, &'static str)],
    tags: &'static [Tag],
    object_specs: bool,
}

const HEADPHONES: &[HeadphoneDef] = &[
    HeadphoneDef {
        key: "hush700",
        name: "Nordvale Hush 700",
        ranged: true,
        style: 0,
        form: "Over-ear",
        colours: &[("Black", 299.0), ("Silver", 299.0), ("Midnight Blue", 299.0)],
        wireless: true,
        weight: 254.0,
        driver_mm: 40.0,
        freq: "4 Hz - 40 kHz",
        anc: true,
        transparency: true,
        spatial: true,
        battery_h: 30,
        battery_alt: "Up to 40 hours (ANC off)",
        charge_time: "2 hours",
        quick: "10 min charge = 5 hours",
        bt: "5.3",
        codecs: "SBC, AAC, LDAC",
        multipoint: true,
        wired: "3.5 mm (cable included)",
        ip: "None",
        mics: "6 (beamforming)",
        foldable: true,
        extra: &[("General", "Carry Case", "Hard case with flight adapter")],
        tags: &[Tag::Travellers, Tag::Calls],
        object_specs: false,
    },
    HeadphoneDef {
        key: "hush900",
        name: "Nordvale Hush 900",
        ranged: true,
        style: 1,
        form: "Over-ear",
        colours: &[("Black", 379.0), ("Platinum", 379.0)],
        wireless: true,
        weight: 248.0,
        driver_mm: 40.0,
        freq: "4 Hz - 48 kHz",
        anc: true,
        transparency: true,
        spatial: true,
        battery_h: 40,
        battery_alt: "Up to 60 hours (ANC off)",
        charge_time: "1.5 hours",
        quick: "5 min charge = 4 hours",
        bt: "5.4",
        codecs: "SBC, AAC, LDAC, LC3",
        multipoint: true,
        wired: "USB-C audio and 3.5 mm",
        ip: "None",
        mics: "8 (4 for ANC, 4 for calls)",
        foldable: false,
        extra: &[("General", "Carry Case", "Slim fabric case")],
        tags: &[Tag::Travellers],
        object_specs: false,
    },
    HeadphoneDef {
        key: "hush500",
        name: "Nordvale Hush 500",
        ranged: true,
        style: 2,
        form: "On-ear",
        colours: &[("Black", 149.0), ("Sand", 149.0), ("Sky Blue", 149.0)],
        wireless: true,
        weight: 182.0,
        driver_mm: 32.0,
        freq: "20 Hz - 20 kHz",
        anc: true,
        transparency: true,
        spatial: false,
        battery_h: 25,
        battery_alt: "Up to 45 hours (ANC off)",
        charge_time: "2.5 hours",
        quick: "10 min charge = 3 hours",
        bt: "5.3",
        codecs: "SBC, AAC",
        multipoint: true,
        wired: "3.5 mm",
        ip: "None",
        mics: "4",
        foldable: true,
        extra: &[],
        tags: &[],
        object_specs: false,
    },
    HeadphoneDef {
        key: "hushbudspro",
        name: "Nordvale Hush Buds Pro",
        ranged: true,
        style: 0,
        form: "In-ear (true wireless)",
        colours: &[("Black", 199.0), ("White", 199.0), ("Sage", 199.0)],
        wireless: true,
        weight: 5.4,
        driver_mm: 11.0,
        freq: "20 Hz - 40 kHz",
        anc: true,
        transparency: true,
        spatial: true,
        battery_h: 8,
        battery_alt: "Up to 32 hours with charging case",
        charge_time: "1 hour",
        quick: "5 min charge = 1 hour",
        bt: "5.4",
        codecs: "SBC, AAC, LC3",
        multipoint: true,
        wired: "No",
        ip: "IP55",
        mics: "6 (3 per earbud)",
        foldable: false,
        extra: &[("General", "Case Weight", "48 g")],
        tags: &[Tag::Calls],
        object_specs: false,
    },
    HeadphoneDef {
        key: "hushbuds",
        name: "Nordvale Hush Buds",
        ranged: true,
        style: 1,
        form: "In-ear (true wireless)",
        colours: &[("Black", 79.99), ("White", 79.99), ("Mint", 79.99), ("Lilac", 79.99), ("Coral", 74.99)],
        wireless: true,
        weight: 4.8,
        driver_mm: 10.0,
        freq: "20 Hz - 20 kHz",
        anc: false,
        transparency: false,
        spatial: false,
        battery_h: 6,
        battery_alt: "Up to 24 hours with charging case",
        charge_time: "1.5 hours",
        quick: "10 min charge = 1 hour",
        bt: "5.3",
        codecs: "SBC, AAC",
        multipoint: false,
        wired: "No",
        ip: "IPX4",
        mics: "2",
        foldable: false,
        extra: &[],
        tags: &[Tag::Budget],
        object_specs: false,
    },
    HeadphoneDef {
        key: "pulsesport",
        name: "Nordvale Pulse Sport",
        ranged: true,
        style: 2,
        form: "In-ear (ear hooks)",
        colours: &[("Black Volt", 99.0), ("Ocean Blue", 99.0)],
        wireless: true,
        weight: 8.5,
        driver_mm: 12.0,
        freq: "20 Hz - 20 kHz",
        anc: false,
        transparency: true,
        spatial: false,
        battery_h: 10,
        battery_alt: "Up to 40 hours with charging case",
        charge_time: "1.5 hours",
        quick: "10 min charge = 2 hours",
        bt: "5.3",
        codecs: "SBC, AAC",
        multipoint: false,
        wired: "No",
        ip: "IP57",
        mics: "4",
        foldable: false,
        extra: &[("General", "Fit", "Flexible ear hooks, 3 tip sizes")],
        tags: &[Tag::Sport],
        object_specs: false,
    },
    HeadphoneDef {
        key: "studio300",
        name: "Nordvale Studio 300",
        ranged: false,
        style: 0,
        form: "Over-ear (closed-back)",
        colours: &[("Black", 129.0)],
        wireless: false,
        weight: 285.0,
        driver_mm: 45.0,
        freq: "5 Hz - 35 kHz",
        anc: false,
        transparency: false,
        spatial: false,
        battery_h: 0,
        battery_alt: "",
        charge_time: "",
        quick: "",
        bt: "",
        codecs: "",
        multipoint: false,
        wired: "3 m coiled cable, 3.5 mm with 6.35 mm adapter",
        ip: "None",
        mics: "None",
        foldable: true,
        extra: &[("Audio", "Impedance", "38 ohm")],
        tags: &[Tag::Creators],
        object_specs: true,
    },
    HeadphoneDef {
        key: "hushkids",
        name: "Nordvale Hush Kids",
        ranged: true,
        style: 1,
        form: "On-ear",
        colours: &[("Blue", 39.99), ("Pink", 39.99)],
        wireless: true,
        weight: 140.0,
        driver_mm: 32.0,
        freq: "20 Hz - 20 kHz",
        anc: false,
        transparency: false,
        spatial: false,
        battery_h: 30,
        battery_alt: "",
        charge_time: "2 hours",
        quick: "",
        bt: "5.3",
        codecs: "SBC",
        multipoint: false,
        wired: "3.5 mm (cable included)",
        ip: "None",
        mics: "1",
        foldable: true,
        extra: &[("Audio", "Volume Limit", "85 dB"), ("General", "Headband", "Bendable, tangle-free")],
        tags: &[Tag::Kids],
        object_specs: false,
    },
    HeadphoneDef {
        key: "hushopen",
        name: "Nordvale Hush Open",
        ranged: true,
        style: 2,
        form: "Open-ear",
        colours: &[("Black", 129.0), ("Grey", 129.0)],
        wireless: true,
        weight: 29.0,
        driver_mm: 16.2,
        freq: "20 Hz - 20 kHz",
        anc: false,
        transparency: false,
        spatial: false,
        battery_h: 8,
        battery_alt: "Up to 36 hours with charging case",
        charge_time: "1 hour",
        quick: "10 min charge = 2 hours",
        bt: "5.4",
        codecs: "SBC, AAC",
        multipoint: true,
        wired: "No",
        ip: "IP55",
        mics: "4",
        foldable: false,
        extra: &[],
        tags: &[Tag::Sport],
        object_specs: false,
    },
];

// ---------------------------------------------------------------------------------------------
// Demo data: laptops
// ---------------------------------------------------------------------------------------------

struct LaptopDef {
    key: &'static str,
    name: &'static str,
    ranged: bool,
    style: u8,
    /// (RAM GB, storage GB, price)
    configs: &'static [(u32, u32, f64)],
    colours: &'static [&'static str],
    screen: f64,
    res: &'static str,
    panel: &'static str,
    hz: u32,
    nits: u32,
    cpu: &'static str,
    gpu: &'static str,
    battery_wh: u32,
    hours: u32,
    charger_w: u32,
    ports: &'static str,
    wireless: &'static str,
    os: &'static str,
    keyboard: &'static str,
    webcam: &'static str,
    dims: (f64, f64, f64),
    weight_kg: f64,
    ram_upgradable: bool,
    extra: &'static [(&'static str, &'static str, &'static str)],
    extra_cats: &'static [&'static str],
    tags: &'static [Tag],
    object_specs: bool,
}

const LAPTOPS: &[LaptopDef] = &[
    LaptopDef {
        key: "strata14",
        name: "Nordvale Strata 14",
        ranged: true,
        style: 0,
        configs: &[(8, 256, 699.0), (16, 512, 849.0), (16, 1024, 999.0)],
        colours: &["Slate Grey", "Silver"],
        screen: 14.0,
        res: "1920 x 1200 (WUXGA)",
        panel: "IPS",
        hz: 60,
        nits: 400,
        cpu: "Vale Core V5 (10 cores, up to 4.6 GHz)",
        gpu: "Integrated Vale Graphics",
        battery_wh: 60,
        hours: 14,
        charger_w: 65,
        ports: "2x USB-C (Thunderbolt 4), 1x USB-A 3.2, HDMI 2.1, 3.5 mm",
        wireless: "Wi-Fi 6E, Bluetooth 5.3",
        os: "Windows 11 Home",
        keyboard: "Backlit, UK layout",
        webcam: "1080p with privacy shutter",
        dims: (313.0, 221.0, 16.9),
        weight_kg: 1.39,
        ram_upgradable: false,
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Students],
        object_specs: false,
    },
    LaptopDef {
        key: "strataair13",
        name: "Nordvale Strata Air 13",
        ranged: true,
        style: 1,
        configs: &[(8, 256, 899.0), (16, 512, 1099.0)],
        colours: &["Silver", "Midnight"],
        screen: 13.3,
        res: "2560 x 1600",
        panel: "IPS",
        hz: 60,
        nits: 500,
        cpu: "Vale Core V7 (12 cores, up to 5.0 GHz)",
        gpu: "Integrated Vale Graphics",
        battery_wh: 54,
        hours: 18,
        charger_w: 45,
        ports: "2x USB-C (Thunderbolt 4), 3.5 mm",
        wireless: "Wi-Fi 7, Bluetooth 5.4",
        os: "Windows 11 Home",
        keyboard: "Backlit, UK layout",
        webcam: "1080p",
        dims: (299.0, 212.0, 11.9),
        weight_kg: 1.12,
        ram_upgradable: false,
        extra: &[("General", "Fanless", "Yes (silent)")],
        extra_cats: &[],
        tags: &[Tag::Travellers, Tag::Students],
        object_specs: false,
    },
    LaptopDef {
        key: "strataair15",
        name: "Nordvale Strata Air 15",
        ranged: true,
        style: 2,
        configs: &[(16, 512, 1299.0)],
        colours: &["Silver", "Midnight"],
        screen: 15.3,
        res: "2880 x 1864",
        panel: "IPS",
        hz: 60,
        nits: 500,
        cpu: "Vale Core V7 (12 cores, up to 5.0 GHz)",
        gpu: "Integrated Vale Graphics",
        battery_wh: 66,
        hours: 17,
        charger_w: 65,
        ports: "2x USB-C (Thunderbolt 4), 3.5 mm",
        wireless: "Wi-Fi 7, Bluetooth 5.4",
        os: "Windows 11 Home",
        keyboard: "Backlit, UK layout",
        webcam: "1080p",
        dims: (340.0, 237.0, 11.5),
        weight_kg: 1.48,
        ram_upgradable: false,
        extra: &[],
        extra_cats: &[],
        tags: &[],
        object_specs: false,
    },
    LaptopDef {
        key: "strata16pro",
        name: "Nordvale Strata 16 Pro",
        ranged: true,
        style: 0,
        configs: &[(16, 1024, 1599.0), (32, 1024, 1899.0), (32, 2048, 2199.0)],
        colours: &["Space Grey"],
        screen: 16.0,
        res: "3200 x 2000 (3.2K)",
        panel: "OLED",
        hz: 120,
        nits: 600,
        cpu: "Vale Core V9 (16 cores, up to 5.4 GHz)",
        gpu: "Vale Graphics X7 (8 GB)",
        battery_wh: 90,
        hours: 16,
        charger_w: 140,
        ports: "3x USB-C (Thunderbolt 5), HDMI 2.1, SD card reader, 3.5 mm",
        wireless: "Wi-Fi 7, Bluetooth 5.4",
        os: "Windows 11 Pro",
        keyboard: "Backlit, UK layout",
        webcam: "1080p IR (face sign-in)",
        dims: (355.0, 248.0, 16.8),
        weight_kg: 1.99,
        ram_upgradable: false,
        extra: &[("Display", "Colour Gamut", "100% DCI-P3, factory calibrated")],
        extra_cats: &[],
        tags: &[Tag::Creators],
        object_specs: false,
    },
    LaptopDef {
        key: "forge15",
        name: "Nordvale Forge 15",
        ranged: true,
        style: 1,
        configs: &[(16, 1024, 1299.0), (32, 1024, 1599.0)],
        colours: &["Shadow Black"],
        screen: 15.6,
        res: "2560 x 1440 (QHD)",
        panel: "IPS",
        hz: 240,
        nits: 300,
        cpu: "Vale Core V7 HX (14 cores, up to 5.2 GHz)",
        gpu: "Vale Graphics X6 (8 GB)",
        battery_wh: 80,
        hours: 7,
        charger_w: 240,
        ports: "1x USB-C (Thunderbolt 4), 3x USB-A, HDMI 2.1, RJ45 Ethernet, 3.5 mm",
        wireless: "Wi-Fi 6E, Bluetooth 5.3",
        os: "Windows 11 Home",
        keyboard: "Per-key RGB, UK layout",
        webcam: "1080p",
        dims: (359.0, 259.0, 22.9),
        weight_kg: 2.35,
        ram_upgradable: true,
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Gamers],
        object_specs: false,
    },
    LaptopDef {
        key: "forge17",
        name: "Nordvale Forge 17",
        ranged: true,
        style: 2,
        configs: &[(32, 1024, 1999.0), (32, 2048, 2299.0)],
        colours: &["Shadow Black"],
        screen: 17.3,
        res: "2560 x 1600 (QHD+)",
        panel: "IPS",
        hz: 240,
        nits: 500,
        cpu: "Vale Core V9 HX (24 cores, up to 5.6 GHz)",
        gpu: "Vale Graphics X8 (12 GB)",
        battery_wh: 99,
        hours: 6,
        charger_w: 330,
        ports: "2x USB-C (Thunderbolt 5), 3x USB-A, HDMI 2.1, RJ45 Ethernet, SD card reader, 3.5 mm",
        wireless: "Wi-Fi 7, Bluetooth 5.4",
        os: "Windows 11 Home",
        keyboard: "Per-key RGB, mechanical switches, UK layout",
        webcam: "1080p",
        dims: (397.0, 294.0, 26.5),
        weight_kg: 2.98,
        ram_upgradable: true,
        extra: &[],
        extra_cats: &[],
        tags: &[Tag::Gamers, Tag::Creators],
        object_specs: false,
    },
    LaptopDef {
        key: "study11",
        name: "Nordvale Study 11",
        ranged: true,
        style: 0,
        configs: &[(4, 64, 229.0), (8, 128, 279.0)],
        colours: &["Chalk White"],
        screen: 11.6,
        res: "1366 x 768 (HD)",
        panel: "IPS (anti-glare)",
        hz: 60,
        nits: 250,
        cpu: "Vantek K5 (8 cores, up to 2.2 GHz)",
        gpu: "Integrated Vantek Graphics",
        battery_wh: 47,
        hours: 12,
        charger_w: 45,
        ports: "2x USB-C, 1x USB-A, microSD, 3.5 mm",
        wireless: "Wi-Fi 6, Bluetooth 5.1",
        os: "ChromeOS",
        keyboard: "Spill-resistant, UK layout",
        webcam: "720p",
        dims: (291.0, 203.0, 19.7),
        weight_kg: 1.25,
        ram_upgradable: false,
        extra: &[("General", "Rugged Design", "Drop-tested to 76 cm")],
        extra_cats: &[],
        tags: &[Tag::Students, Tag::Budget],
        object_specs: false,
    },
    LaptopDef {
        key: "strataflip14",
        name: "Nordvale Strata Flip 14",
        ranged: true,
        style: 1,
        configs: &[(16, 512, 1049.0)],
        colours: &["Silver", "Arctic Blue"],
        screen: 14.0,
        res: "2880 x 1800 (2.8K)",
        panel: "OLED (touch)",
        hz: 90,
        nits: 500,
        cpu: "Vale Core V7 (12 cores, up to 5.0 GHz)",
        gpu: "Integrated Vale Graphics",
        battery_wh: 70,
        hours: 15,
        charger_w: 65,
        ports: "2x USB-C (Thunderbolt 4), 1x USB-A 3.2, HDMI 2.1, 3.5 mm",
        wireless: "Wi-Fi 6E, Bluetooth 5.3",
        os: "Windows 11 Home",
        keyboard: "Backlit, UK layout",
        webcam: "1080p with privacy shutter",
        dims: (314.0, 223.0, 15.5),
        weight_kg: 1.39,
        ram_upgradable: false,
        extra: &[("General", "Pen", "Nordvale Active Pen included")],
        extra_cats: &["2-in-1 Laptops"],
        tags: &[Tag::NoteTaking],
        object_specs: false,
    },
    LaptopDef {
        key: "workmate15",
        name: "Nordvale Workmate 15",
        ranged: true,
        style: 2,
        configs: &[(8, 256, 649.0), (16, 512, 799.0), (32, 1024, 1149.0)],
        colours: &["Graphite"],
        screen: 15.6,
        res: "1920 x 1080 (Full HD)",
        panel: "IPS (anti-glare)",
        hz: 60,
        nits: 300,
        cpu: "Vale Core V5 (10 cores, up to 4.6 GHz)",
        gpu: "Integrated Vale Graphics",
        battery_wh: 57,
        hours: 11,
        charger_w: 65,
        ports: "2x USB-C, 2x USB-A, HDMI 2.0, RJ45 Ethernet, 3.5 mm",
        wireless: "Wi-Fi 6E, Bluetooth 5.3",
        os: "Windows 11 Pro",
        keyboard: "Backlit with numeric keypad, UK layout",
        webcam: "1080p with privacy shutter",
        dims: (359.0, 235.0, 19.9),
        weight_kg: 1.7,
        ram_upgradable: true,
        extra: &[("General", "Security", "Fingerprint reader, TPM 2.0")],
        extra_cats: &[],
        tags: &[],
        object_specs: false,
    },
];

// ---------------------------------------------------------------------------------------------
// Prose
// ---------------------------------------------------------------------------------------------

struct Prose {
    overview: String,
    features: Vec<(String, String)>,
    faq: Vec<(String, String)>,
}

impl Prose {
    fn render(&self) -> String {
        let mut s = String::from("## Overview\n\n");
        s.push_str(&self.overview);
        s.push_str("\n\n## Features\n");
        for (title, body) in self.features.iter().take(4) {
            let _ = write!(s, "\n### {title}\n\n{body}\n");
        }
        s.push_str("\n## FAQ\n");
        for (q, a) in self.faq.iter().take(3) {
            let _ = write!(s, "\n**Q:** {q}\n**A:** {a}\n");
        }
        fix_articles(s.trim_end())
    }
}

struct TagBits {
    intro: String,
    feature: (String, String),
    faq: (String, String),
}

fn bits(intro: String, title: &str, body: String, q: String, a: String) -> Option<TagBits> {
    Some(TagBits { intro, feature: (title.to_string(), body), faq: (q, a) })
}

/// Audience / selling-point prose for one tag, worded for the product's category and facts.
fn tag_bits(tag: Tag, p: &Prod) -> Option<TagBits> {
    let label = p.label();
    let f = &p.f;
    let bat_h = f.battery_h.unwrap_or(0);
    let kg_s = num(f.weight_g.unwrap_or(0.0) / 1000.0);
    let g_s = num(f.weight_g.unwrap_or(0.0));
    match (tag, p.cat) {
        (Tag::Seniors, _) => {
            let sos = !p.spec("SOS Button").is_empty();
            let extra = if sos {
                " The SOS button on the back calls up to five contacts and shares your location."
            } else {
                ""
            };
            bits(
                format!("Easy for seniors: large text mode, extra-loud call volume and a simple home screen make it a good phone for parents and grandparents{}.", if sos { ", with a dedicated SOS button" } else { "" }),
                "Easy Mode with large text",
                format!("One tap switches to Easy Mode: large text and icons, a simplified home screen with just calls, messages, camera and photos, and extra-loud, clear call audio.{extra}"),
                format!("Is the {label} a good phone for an older relative?"),
                format!("Yes. Large text mode, loud and clear calls and a simple home screen make it easy for people who find modern phones fiddly{}.", if sos { ", and the SOS button adds peace of mind" } else { "" }),
            )
        }
        (Tag::Travellers, Cat::Phone) => bits(
            format!("Great for travellers: up to {bat_h} hours of video playback from the {} mAh battery, and eSIM support makes local data plans easy.", f.battery_mah.unwrap_or(0)),
            "Built for long trips",
            format!("The {} mAh battery comfortably outlasts a long travel day, and dual SIM with eSIM lets you add a local data plan on arrival without swapping cards.", f.battery_mah.unwrap_or(0)),
            format!("Is the {label} good for travelling?"),
            format!("Yes. The battery lasts up to {bat_h} hours of video playback, and eSIM support means you can buy a local data plan when you land."),
        ),
        (Tag::Travellers, Cat::Headphones) => bits(
            format!("Great for travellers: active noise cancelling takes the drone out of flights and trains, and the battery lasts up to {bat_h} hours with ANC on."),
            "Made for long-haul flights",
            format!("Adaptive noise cancelling tunes itself to engine noise, the case and flight adapter come in the box, and {bat_h} hours of ANC playback covers the longest flights."),
            format!("Are the {label} good for long flights?"),
            format!("Yes. Noise cancelling removes engine drone and the battery lasts up to {bat_h} hours with ANC switched on."),
        ),
        (Tag::Travellers, Cat::Laptop) => bits(
            format!("Great for travellers: just {kg_s} kg with up to {bat_h} hours of battery life."),
            "Light enough to take anywhere",
            format!("At {kg_s} kg it barely registers in a backpack, and up to {bat_h} hours of battery life means you can leave the charger at home for the day."),
            format!("Can I work on the {label} during a long flight?"),
            format!("Yes. It is rated for up to {bat_h} hours of battery life and weighs only {kg_s} kg."),
        ),
        (Tag::Travellers, Cat::Tablet) => bits(
            format!("Great for travellers: at {g_s} g it slips into a coat pocket or handbag, and the battery lasts up to {bat_h} hours of video."),
            "Pocketable entertainment",
            format!("Download films and books before you leave: the compact {}-inch screen and {g_s} g weight make it easy to hold on a train or plane.", num(f.screen_in.unwrap_or(0.0))),
            format!("Is the {label} good for travel?"),
            format!("Yes. It weighs {g_s} g and plays up to {bat_h} hours of video on a charge."),
        ),
        (Tag::Students, Cat::Laptop) => bits(
            format!("A good choice for students: up to {bat_h} hours of battery covers a full day of lectures, and it weighs {kg_s} kg."),
            "Ready for university",
            format!("A comfortable keyboard, a webcam for seminars and up to {bat_h} hours of battery life. At {kg_s} kg it is easy to carry between lectures and the library."),
            format!("Is the {label} good for students?"),
            format!("Yes. It is light ({kg_s} kg), lasts up to {bat_h} hours on a charge and handles essays, research and video calls with ease."),
        ),
        (Tag::Students, Cat::Tablet) => bits(
            "A good choice for students: add the keyboard cover and pen for lecture notes and essays.".to_string(),
            "Study-ready",
            format!("Split-screen multitasking, keyboard cover and stylus support, and up to {bat_h} hours of battery make it a laptop alternative for coursework."),
            format!("Can I use the {label} for university work?"),
            "Yes. With the optional keyboard cover and pen it works well for notes, essays and online lectures.".to_string(),
        ),
        (Tag::Gamers, Cat::Tv) => bits(
            format!("Built for gaming: {} Hz refresh, VRR and ALLM over HDMI 2.1 with very low input lag make it ideal for PS5, Xbox and PC.", f.refresh_hz.unwrap_or(0)),
            "Next-gen gaming",
            format!("HDMI 2.1 ports support 4K at up to {} Hz with variable refresh rate and auto low-latency mode; Game Mode cuts input lag to {}.", f.refresh_hz.unwrap_or(0), p.spec("Input Lag")),
            format!("Is the {label} good for gaming?"),
            format!("Yes. It supports 4K at {} Hz, VRR and ALLM, with input lag of {} in Game Mode.", f.refresh_hz.unwrap_or(0), p.spec("Input Lag")),
        ),
        (Tag::Gamers, Cat::Laptop) => bits(
            format!("Built for gaming: {} graphics and a {} Hz display.", p.spec("Graphics"), f.refresh_hz.unwrap_or(0)),
            "Serious gaming performance",
            format!("The {} GPU and {} Hz screen keep fast shooters smooth, while a vapour-chamber cooler keeps the keyboard deck cool.", p.spec("Graphics"), f.refresh_hz.unwrap_or(0)),
            format!("Can the {label} run the latest games?"),
            format!("Yes. With {} and {} GB of RAM it runs current games at high settings at its native resolution.", p.spec("Graphics"), f.ram_gb.unwrap_or(0)),
        ),
        (Tag::SmallSpaces, Cat::Fridge) => bits(
            format!("Ideal for a small flat: at {} cm tall and {} cm wide it fits where full-size fridges won't.", num(f.height_cm.unwrap_or(0.0)), num(f.width_cm.unwrap_or(0.0))),
            "Compact footprint",
            format!("Designed for studio flats, student rooms and small kitchens: {} cm high and {} cm wide with {} litres of space.", num(f.height_cm.unwrap_or(0.0)), num(f.width_cm.unwrap_or(0.0)), f.capacity_l.unwrap_or(0)),
            format!("Will the {label} fit in a small kitchen?"),
            format!("Most likely: it is {} cm high and {} cm wide. Leave a few centimetres of ventilation space at the back.", num(f.height_cm.unwrap_or(0.0)), num(f.width_cm.unwrap_or(0.0))),
        ),
        (Tag::SmallSpaces, Cat::Tv) | (Tag::Bedroom, _) => bits(
            format!("A compact {}-inch screen that fits a kitchen worktop, bedroom or caravan.", num(f.screen_in.unwrap_or(0.0))),
            "Small screen, full smart TV",
            "Freeview Play, streaming apps and screen mirroring are built in, and it can be wall-mounted or stood on a worktop.".to_string(),
            format!("Is the {label} suitable for a bedroom or kitchen?"),
            format!("Yes. At {} inches it suits small rooms, and it has all the smart TV apps built in.", num(f.screen_in.unwrap_or(0.0))),
        ),
        (Tag::Quiet, _) => bits(
            format!("Whisper-quiet at just {} dB, so it won't disturb you in an open-plan flat or studio.", f.noise_db.unwrap_or(0)),
            "Whisper-quiet",
            format!("An inverter compressor keeps the noise level down to {} dB, quieter than a library, so you can sleep in the same room.", f.noise_db.unwrap_or(0)),
            format!("Is the {label} noisy?"),
            format!("No. It is rated at {} dB, one of the quietest fridges we sell.", f.noise_db.unwrap_or(0)),
        ),
        (Tag::Families, _) => bits(
            format!("Room for the whole family: {} litres of storage holds a big weekly shop for a family of four or more.", f.capacity_l.unwrap_or(0)),
            "Space for a family shop",
            format!("{} litres in total, with adjustable glass shelves and large door bins for milk and juice cartons.", f.capacity_l.unwrap_or(0)),
            format!("Is the {label} big enough for a family?"),
            format!("Yes. With {} litres of total capacity it suits households of four or more.", f.capacity_l.unwrap_or(0)),
        ),
        (Tag::Kids, Cat::Tablet) => bits(
            "Designed for kids: a drop-proof bumper case, parental controls and a Kids Space with age-appropriate apps.".to_string(),
            "Made for little hands",
            "The chunky bumper case doubles as a stand, parental controls set daily time limits, and Kids Space only shows approved apps and videos.".to_string(),
            format!("Is the {label} suitable for young children?"),
            "Yes. It comes in a drop-proof case with parental controls and a two-year worry-free replacement warranty.".to_string(),
        ),
        (Tag::Kids, _) => bits(
            "Safe for kids: volume is limited to 85 dB to protect young ears, and the bendable headband survives being sat on.".to_string(),
            "Safe listening for kids",
            format!("Volume limiting at 85 dB, a tangle-free bendable headband and up to {bat_h} hours of battery for long car journeys."),
            format!("Are the {label} safe for children?"),
            "Yes. The volume is capped at 85 dB, the level recommended for children's hearing.".to_string(),
        ),
        (Tag::Photography, _) => bits(
            format!("A great camera phone for holidays: {} cameras with {}.", p.spec("Rear Camera"), p.spec("Optical Zoom")),
            "Pro-grade camera",
            format!("The {} MP main sensor captures detail in low light, the periscope lens gives {}, and it records {}.", f.main_mp.unwrap_or(0), p.spec("Optical Zoom"), p.spec("Video Recording")),
            format!("Is the {label} good for photography?"),
            format!("Yes. It has a {} MP main camera and {}, so it is one of our best phones for travel and holiday photos.", f.main_mp.unwrap_or(0), p.spec("Optical Zoom")),
        ),
        (Tag::Sport, _) => bits(
            format!("Made for running and the gym: {} sweat and water resistance and a secure fit that stays put.", f.ip.unwrap_or("")),
            "Stays put on a run",
            format!("A secure, lightweight fit ({g_s} g) with {} protection against sweat and rain; you can still hear traffic when you need to.", f.ip.unwrap_or("")),
            format!("Can I wear the {label} for running?"),
            format!("Yes. They are {} rated against sweat and rain and are designed not to fall out while you run.", f.ip.unwrap_or("")),
        ),
        (Tag::BrightRooms, _) => bits(
            format!("Bright-room ready: up to {} nits peak brightness and an anti-reflection filter keep the picture punchy in sunny living rooms.", thousands(f.nits.unwrap_or(0))),
            "Bright-room performance",
            format!("{} nits of peak brightness and an anti-reflection layer cut glare from windows and lamps, so daytime viewing stays vivid.", thousands(f.nits.unwrap_or(0))),
            format!("Is the {label} good in a bright room?"),
            format!("Yes. It reaches {} nits peak brightness and has an anti-reflection filter.", thousands(f.nits.unwrap_or(0))),
        ),
        (Tag::Creators, Cat::Headphones) => bits(
            "Made for creators: a flat, accurate studio sound for mixing, podcasting and home recording.".to_string(),
            "Studio monitoring",
            "Closed-back 45 mm drivers give a neutral response with no wireless latency, and the coiled cable plugs straight into an audio interface.".to_string(),
            format!("Are the {label} good for recording and mixing?"),
            "Yes. They are wired studio monitors with a flat response and no latency.".to_string(),
        ),
        (Tag::Creators, _) => bits(
            format!("Made for creators: a colour-accurate {} display covering 100% DCI-P3{}.", f.panel.unwrap_or("high-resolution"), if p.cat == Cat::Laptop { format!(" and {} for photo and video editing", p.spec("Graphics")) } else { " and a pressure-sensitive pen for drawing".to_string() }),
            "For photo and video editing",
            "Factory-calibrated colour, plenty of memory and fast storage handle 4K timelines and large RAW photo libraries.".to_string(),
            format!("Is the {label} good for video editing?"),
            "Yes. Its colour-accurate screen and powerful graphics make it one of our best choices for creative work.".to_string(),
        ),
        (Tag::NoteTaking, _) => bits(
            "Perfect for handwritten notes: write on the screen with the included pen, then search and convert your handwriting to text.".to_string(),
            "Handwritten notes",
            "The included pen needs no pairing; notes sync to the cloud and handwriting can be converted to text and shared as PDF.".to_string(),
            format!("Can I take handwritten notes on the {label}?"),
            "Yes. A pen is included and the notes app converts handwriting to searchable text.".to_string(),
        ),
        (Tag::Outdoors, _) => bits(
            format!("Built tough for building sites and hiking: {}, drop-tested to 1.8 m and usable with wet hands or gloves.", f.ip.unwrap_or("")),
            "Rugged by design",
            format!("Rated {} and drop-tested onto concrete; glove mode keeps the screen usable on site, and the {} mAh battery can charge your other devices.", f.ip.unwrap_or(""), f.battery_mah.unwrap_or(0)),
            format!("Is the {label} waterproof?"),
            format!("Yes. It is rated {}, so it survives rain, dust and being dropped in water.", f.ip.unwrap_or("")),
        ),
        (Tag::Calls, _) => bits(
            format!("Clear calls from anywhere: {} microphones with wind-noise reduction, ideal for working from home and video calls.", p.spec("Microphones")),
            "Crystal-clear calls",
            format!("{} microphones isolate your voice from keyboard clatter and background noise, and multipoint keeps you connected to laptop and phone at once.", p.spec("Microphones")),
            format!("Are the {label} good for video calls?"),
            "Yes. The microphone array filters out background noise and multipoint switches between laptop and phone automatically.".to_string(),
        ),
        (Tag::Budget, _) => bits(
            "Great value: the essentials done well at an affordable price.".to_string(),
            "Great value",
            "You get the features that matter day to day without paying for extras you won't use.".to_string(),
            format!("Is the {label} good value?"),
            "Yes. It is one of the most affordable models in its category while covering all the basics.".to_string(),
        ),
        (Tag::Entertaining, _) => bits(
            "The built-in water and ice dispenser serves chilled water, crushed and cubed ice without opening the door — perfect when entertaining.".to_string(),
            "Water and ice on tap",
            format!("Plumbed-in filtered water and an automatic ice maker: {}.", p.spec("Ice Maker")),
            format!("Does the {label} need plumbing in?"),
            "Yes. The water and ice dispenser needs a 15 mm cold water supply; our installation service can connect it.".to_string(),
        ),
        _ => None,
    }
}

/// Assemble prose: overview + tag intros, category features + tag features, tag FAQ first.
fn assemble(
    p: &Prod,
    overview: String,
    features: Vec<(String, String)>,
    faq: Vec<(String, String)>,
    default_audience: &str,
) -> String {
    let tag_bits: Vec<TagBits> = p.tags.iter().filter_map(|t| tag_bits(*t, p)).collect();
    let mut ov = overview;
    if tag_bits.is_empty() {
        ov.push(' ');
        ov.push_str(default_audience);
    }
    for b in &tag_bits {
        ov.push(' ');
        ov.push_str(&b.intro);
    }
    let mut feats: Vec<(String, String)> = features.iter().take(2).cloned().collect();
    feats.extend(tag_bits.iter().take(2).map(|b| b.feature.clone()));
    feats.extend(features.iter().skip(2).cloned());
    let mut faqs: Vec<(String, String)> = tag_bits.iter().take(1).map(|b| b.faq.clone()).collect();
    faqs.extend(faq);
    Prose { overview: ov, features: feats, faq: faqs }.render()
}

fn variant_note(p: &Prod, parts: &str) -> String {
    if p.range.is_some() {
        format!(" This listing is the {parts} version.")
    } else {
        String::new()
    }
}

// ---------------------------------------------------------------------------------------------
// Builders: typed definitions -> products (spec rows + facts + prose)
// ---------------------------------------------------------------------------------------------

fn network(five_g: bool, s: u8) -> &'static str {
    match (five_g, s % 3) {
        (true, 0) => "5G (Sub-6), LTE, 3G",
        (true, 1) => "5G, 4G LTE",
        (true, _) => "5G SA/NSA, 4G LTE, 3G",
        (false, 0) => "4G LTE, 3G, 2G",
        (false, 1) => "4G (LTE Cat 4)",
        (false, _) => "LTE, 3G, 2G",
    }
}

fn price_tier(price: f64) -> &'static str {
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

fn build_phones(out: &mut Vec<Prod>) {
    for d in PHONES {
        let s = d.style;
        for &(storage, price) in d.storage {
            for &colour in d.colours {
                let (id, name) = if d.ranged {
                    (
                        format!("nv-{}-{}-{}", d.key, storage_slug(storage), colour_slug(colour, d.colours)),
                        format!("{} {} {colour}", d.name, storage_label(storage)),
                    )
                } else {
                    (format!("nv-{}", d.key), d.name.to_string())
                };
                let mut p = new_prod(Cat::Phone, id, name, d.ranged.then_some(d.name), d.extra_cats);
                p.price = Some(price);
                p.colour = colour.to_string();
                p.object_specs = d.object_specs;
                p.tags = d.tags;
                let mut r = Rows::default();
                r.add("General", "Brand", BRAND);
                r.add("General", "Model", d.name);
                r.add("General", "Colour", colour);
                r.add("General", "Operating System", d.os);
                r.add("General", "SIM", if d.five_g { "Dual SIM (Nano-SIM + eSIM)" } else { "Dual SIM (2x Nano-SIM)" });
                r.add("Display", if s == 2 { "Display Size" } else { "Screen Size" }, inch(d.screen, s));
                if d.cover > 0.0 {
                    r.add("Display", "Cover Screen", inch(d.cover, s));
                }
                r.add("Display", "Resolution", d.res);
                r.add("Display", "Display Type", d.panel);
                r.add("Display", "Refresh Rate", hz(d.hz, s));
                r.add("Display", "Peak Brightness", format!("{} nits", thousands(d.nits)));
                r.add("Processor", "Chipset", d.chip);
                r.add("Processor", "CPU", d.cpu);
                r.add("Processor", "RAM", gb(d.ram, s));
                r.add("Processor", "Storage", gb(storage, s));
                r.add("Processor", "Expandable Storage", if d.sd { "microSD, up to 1 TB" } else { "No" });
                r.add("Camera", "Rear Camera", d.rear);
                r.add("Camera", "Front Camera", format!("{} MP", d.front_mp));
                r.add("Camera", "Video Recording", d.video);
                r.add("Camera", "Optical Zoom", d.zoom);
                r.add("Battery", "Battery Capacity", mah(d.battery, s));
                r.add("Battery", "Wired Charging", watts(d.charge_w, s));
                r.add(
                    "Battery",
                    "Wireless Charging",
                    if d.wireless && s == 1 { "Yes (15 W Qi2)" } else { yes_no(d.wireless) },
                );
                r.add("Battery", "Video Playback", hours(d.video_h, s));
                r.add("Connectivity", "Network", network(d.five_g, s));
                r.add(
                    "Connectivity",
                    "Wireless",
                    format!("{}, Bluetooth {}{}", d.wifi, d.bt, if d.nfc { ", NFC" } else { "" }),
                );
                r.add("Connectivity", "USB", d.usb);
                r.add("Connectivity", "Headphone Jack", if d.jack { "Yes (3.5 mm)" } else { "No" });
                r.add("Dimensions & Weight", "Dimensions", dims(d.dims, s));
                r.add("Dimensions & Weight", "Weight", grams(d.weight, s));
                r.add("General", "Water Resistance", d.ip);
                r.add("General", "Biometrics", d.bio);
                r.extra(d.extra);
                p.specs = r.0;
                p.f = Facts {
                    screen_in: Some(d.screen),
                    battery_mah: Some(d.battery),
                    battery_h: Some(d.video_h),
                    ram_gb: Some(d.ram),
                    storage_gb: Some(storage),
                    weight_g: Some(d.weight),
                    thickness_mm: Some(d.dims.2),
                    five_g: Some(d.five_g),
                    wireless_charging: Some(d.wireless),
                    refresh_hz: Some(d.hz),
                    nits: Some(d.nits),
                    panel: Some(d.panel),
                    main_mp: Some(d.main_mp),
                    processor: Some(d.chip),
                    foldable: d.cover > 0.0,
                    ip: Some(d.ip),
                    ..Facts::default()
                };
                p.text = phone_text(&p, d);
                out.push(p);
            }
        }
    }
}

fn phone_text(p: &Prod, d: &PhoneDef) -> String {
    let h = fnv(&p.id);
    let label = p.label();
    let base = d.storage.first().map_or(0.0, |x| x.1);
    let kind = if d.cover > 0.0 { "foldable" } else { price_tier(base) };
    let net = if d.five_g { "5G" } else { "4G" };
    let screen = num(d.screen);
    let mut ov = match h % 3 {
        0 => format!(
            "The {} is a {kind} smartphone with a {screen}-inch {} display, a {} mAh battery and {net} connectivity.",
            p.name, d.panel, d.battery
        ),
        1 => format!(
            "The {label} brings a {screen}-inch {} Hz {} screen, {} cameras and {net} to a {kind} phone.",
            d.hz, d.panel, d.rear
        ),
        _ => format!(
            "Looking for a {kind} phone? The {label} pairs a {} mAh battery (up to {} hours of video) with a {screen}-inch {} display.",
            d.battery, d.video_h, d.panel
        ),
    };
    ov.push_str(&variant_note(p, &format!("{} {}", storage_label(p.f.storage_gb.unwrap_or(0)), p.colour)));
    let wl = if d.wireless {
        ", plus wireless charging".to_string()
    } else {
        "; wireless charging is not supported".to_string()
    };
    let mut features = vec![
        (
            if h % 2 == 0 { "All-day battery" } else { "Battery and charging" }.to_string(),
            format!(
                "The {} mAh battery lasts up to {} hours of video playback, with {} W wired charging{wl}.",
                d.battery, d.video_h, d.charge_w
            ),
        ),
        (
            "Display".to_string(),
            format!(
                "A {screen}-inch {} {} panel refreshing at up to {} Hz, with {} nits peak brightness{}.",
                d.res,
                d.panel,
                d.hz,
                thousands(d.nits),
                if d.nits >= 1500 { " for easy reading in sunlight" } else { "" }
            ),
        ),
    ];
    if d.cover > 0.0 {
        features.push((
            "Foldable design".to_string(),
            format!(
                "Opens to a {screen}-inch screen for films and multitasking; the {}-inch cover screen handles quick replies when folded.",
                num(d.cover)
            ),
        ));
    }
    features.push((
        "Camera".to_string(),
        format!(
            "Rear cameras: {}{}. The {} MP front camera handles selfies and video calls, and video records at {}.",
            d.rear,
            if d.zoom == "No" { " (no optical zoom)".to_string() } else { format!(" ({})", d.zoom) },
            d.front_mp,
            d.video
        ),
    ));
    let five_g = (
        format!("Does the {label} support 5G?"),
        if d.five_g {
            "Yes. It supports 5G (sub-6 GHz) as well as 4G LTE.".to_string()
        } else {
            "No. It is a 4G (LTE) phone; it does not support 5G.".to_string()
        },
    );
    let second = if h % 2 == 0 {
        (
            "Does it support wireless charging?".to_string(),
            if d.wireless {
                format!("Yes. It charges wirelessly on any Qi pad, and at {} W over USB-C.", d.charge_w)
            } else {
                format!("No. It charges over USB-C at up to {} W.", d.charge_w)
            },
        )
    } else {
        (
            "Can I add a memory card?".to_string(),
            if d.sd {
                "Yes. It takes microSD cards up to 1 TB.".to_string()
            } else {
                "No. Storage is not expandable, so choose the storage size you need.".to_string()
            },
        )
    };
    assemble(
        p,
        ov,
        features,
        vec![five_g, second],
        "It suits everyday users who want a dependable phone for messaging, photos and streaming.",
    )
}

fn build_tablets(out: &mut Vec<Prod>) {
    for d in TABLETS {
        let s = d.style;
        let both = d.conns.len() > 1;
        for &(storage, price) in d.storage {
            for &(five_g, premium) in d.conns {
                for &colour in d.colours {
                    let conn_label = if five_g { "5G" } else { "Wi-Fi" };
                    let (id, name) = if !d.ranged {
                        (format!("nv-{}", d.key), d.name.to_string())
                    } else if both {
                        (
                            format!(
                                "nv-{}-{}-{}-{}",
                                d.key,
                                if five_g { "5g" } else { "wifi" },
                                storage_slug(storage),
                                colour_slug(colour, d.colours)
                            ),
                            format!("{} {conn_label} {} {colour}", d.name, storage_label(storage)),
                        )
                    } else {
                        (
                            format!("nv-{}-{}-{}", d.key, storage_slug(storage), colour_slug(colour, d.colours)),
                            format!("{} {} {colour}", d.name, storage_label(storage)),
                        )
                    };
                    let weight = d.weight + if five_g { 6.0 } else { 0.0 };
                    let mut p = new_prod(Cat::Tablet, id, name, d.ranged.then_some(d.name), d.extra_cats);
                    p.price = Some(price + premium);
                    p.colour = colour.to_string();
                    p.object_specs = d.object_specs;
                    p.tags = d.tags;
                    let mut r = Rows::default();
                    r.add("General", "Brand", BRAND);
                    r.add("General", "Model", d.name);
                    r.add("General", "Colour", colour);
                    r.add("General", "Operating System", d.os);
                    r.add("Display", "Screen Size", inch(d.screen, s));
                    r.add("Display", "Resolution", d.res);
                    r.add("Display", "Display Type", d.panel);
                    r.add("Display", "Refresh Rate", if d.hz == 0 { "n/a (E Ink)".to_string() } else { hz(d.hz, s) });
                    r.add("Processor", "Chipset", d.chip);
                    r.add("Processor", if s == 1 { "Memory (RAM)" } else { "RAM" }, gb(d.ram, s));
                    r.add("Processor", "Storage", gb(storage, s));
                    r.add("Processor", "Expandable Storage", if d.sd { "microSD, up to 1 TB" } else { "No" });
                    r.add("Camera", "Rear Camera", d.rear);
                    r.add("Camera", "Front Camera", d.front);
                    r.add("Battery", "Battery Capacity", mah(d.battery, s));
                    r.add(
                        "Battery",
                        "Battery Life",
                        if d.hours == 0 {
                            "Weeks (E Ink)".to_string()
                        } else {
                            format!("{} (video playback)", hours(d.hours, s))
                        },
                    );
                    r.add("Battery", "Charging", watts(d.charge_w, s));
                    r.add("Connectivity", "Network", if five_g { network(true, s) } else { "Wi-Fi only" });
                    r.add("Connectivity", "Wireless", format!("{}, Bluetooth {}", d.wifi, d.bt));
                    r.add("Connectivity", "USB", d.usb);
                    r.add("Dimensions & Weight", "Dimensions", dims(d.dims, s));
                    r.add("Dimensions & Weight", "Weight", grams(weight, s));
                    r.add("General", "Stylus Support", d.stylus);
                    r.add("General", "Keyboard Support", d.keyboard);
                    r.extra(d.extra);
                    p.specs = r.0;
                    p.f = Facts {
                        screen_in: Some(d.screen),
                        battery_mah: Some(d.battery),
                        battery_h: (d.hours > 0).then_some(d.hours),
                        ram_gb: Some(d.ram),
                        storage_gb: Some(storage),
                        weight_g: Some(weight),
                        thickness_mm: Some(d.dims.2),
                        five_g: Some(five_g),
                        refresh_hz: (d.hz > 0).then_some(d.hz),
                        panel: Some(d.panel),
                        processor: Some(d.chip),
                        ..Facts::default()
                    };
                    p.text = tablet_text(&p, d);
                    out.push(p);
                }
            }
        }
    }
}

fn tablet_text(p: &Prod, d: &TabletDef) -> String {
    let h = fnv(&p.id);
    let label = p.label();
    let screen = num(d.screen);
    let base = d.storage.first().map_or(0.0, |x| x.1);
    let mut ov = if d.hz == 0 {
        format!(
            "The {} is a {screen}-inch E Ink note-taking tablet that feels like writing on paper, with a battery that lasts weeks rather than hours.",
            p.name
        )
    } else if h % 2 == 0 {
        format!(
            "The {} is a {} {screen}-inch tablet with a {} {} display and up to {} hours of video playback.",
            p.name,
            price_tier(base),
            d.res,
            d.panel,
            d.hours
        )
    } else {
        format!(
            "With a {screen}-inch {} screen, {} GB of RAM and a {} mAh battery, the {label} is a {} tablet for streaming, reading and browsing.",
            d.panel,
            d.ram,
            thousands(d.battery),
            price_tier(base)
        )
    };
    ov.push_str(&variant_note(
        p,
        &format!(
            "{}{} {}",
            if d.conns.len() > 1 {
                if p.f.five_g == Some(true) {
                    "5G "
                } else {
                    "Wi-Fi "
                }
            } else {
                ""
            },
            storage_label(p.f.storage_gb.unwrap_or(0)),
            p.colour
        ),
    ));
    let features = vec![
        (
            "Display".to_string(),
            format!(
                "{screen}-inch {} {} display{}.",
                d.res,
                d.panel,
                if d.hz > 0 {
                    format!(" with a {} Hz refresh rate", d.hz)
                } else {
                    ", glare-free even in direct sunlight".to_string()
                }
            ),
        ),
        (
            "Battery".to_string(),
            if d.hours > 0 {
                format!(
                    "A {} mAh battery gives up to {} hours of video playback and charges at {} W.",
                    thousands(d.battery),
                    d.hours,
                    d.charge_w
                )
            } else {
                format!("The {} mAh battery lasts up to four weeks of typical note-taking.", thousands(d.battery))
            },
        ),
    ];
    let net = (
        format!("Does the {label} have 5G?"),
        if p.f.five_g == Some(true) {
            "Yes. This model has 5G and 4G LTE, so you can get online anywhere with a SIM or eSIM.".to_string()
        } else if d.conns.len() > 1 {
            "This model is Wi-Fi only; a 5G version is also available.".to_string()
        } else {
            "No. It is Wi-Fi only, but you can share your phone's connection.".to_string()
        },
    );
    let stylus = (
        format!("Does the {label} work with a stylus?"),
        if d.stylus == "No" { "No. It has no stylus support.".to_string() } else { format!("{}.", d.stylus) },
    );
    assemble(
        p,
        ov,
        features,
        vec![net, stylus],
        "It suits anyone who wants a big screen for streaming, browsing and video calls around the home.",
    )
}

fn build_tvs(out: &mut Vec<Prod>) {
    for d in TVS {
        let s = d.style;
        for &(size, price) in d.sizes {
            let sz = f64::from(size);
            let (id, name) = if d.ranged {
                (format!("nv-{}-{size}", d.key), format!("{} {size}-inch", d.name))
            } else {
                (format!("nv-{}", d.key), d.name.to_string())
            };
            let mut p = new_prod(Cat::Tv, id, name, d.ranged.then_some(d.name), &[]);
            p.price = Some(price);
            p.colour = d.colour.to_string();
            p.object_specs = d.object_specs;
            p.tags = d.tags;
            let width = (sz * 22.14).round();
            let height = (sz * 12.45 + 80.0).round();
            let weight = ((d.kg_factor * sz * sz) * 10.0).round() / 10.0;
            let watts_on = (d.watts_per_inch * sz).round() as u32;
            let vesa = if size >= 65 {
                "400 x 400"
            } else if size >= 43 {
                "300 x 300"
            } else {
                "100 x 100"
            };
            let mut r = Rows::default();
            r.add("General", "Brand", BRAND);
            r.add("General", "Model", d.name);
            r.add("General", "Colour", d.colour);
            r.add(
                "Display",
                "Screen Size",
                match s % 3 {
                    0 => format!("{size}\""),
                    1 => format!("{size} inch"),
                    _ => format!("{size}\" ({} cm)", (sz * 2.54).round()),
                },
            );
            r.add("Display", "Resolution", d.res);
            r.add("Display", "Panel Type", d.panel);
            r.add("Display", "Refresh Rate", if s == 2 { format!("{} Hz (native)", d.hz) } else { hz(d.hz, s) });
            r.add("Display", "HDR Formats", d.hdr);
            r.add("Display", "Peak Brightness", format!("{} nits", thousands(d.nits)));
            r.add("Processor", "Picture Processor", d.processor);
            r.add("Audio", "Audio Output", watts(d.audio_w, s));
            r.add("Audio", "Speakers", d.speakers);
            r.add("Audio", "Dolby Atmos", yes_no(d.atmos));
            r.add("Smart TV", "Operating System", d.os);
            r.add("Smart TV", "Voice Assistant", "Built-in (Nordvale Voice), works with Alexa");
            r.add("Smart TV", "Apps", "Netflix, Prime Video, Disney+, YouTube, BBC iPlayer, ITVX");
            r.add("Connectivity", if s == 2 { "HDMI Inputs" } else { "HDMI Ports" }, d.hdmi.to_string());
            r.add("Connectivity", "HDMI 2.1", d.hdmi21);
            r.add("Connectivity", "USB Ports", d.usb.to_string());
            r.add("Connectivity", "Wireless", format!("{}, Bluetooth {}", d.wifi, d.bt));
            r.add("Connectivity", "Ethernet", "Yes");
            r.add("Gaming", "VRR", yes_no(d.vrr));
            r.add("Gaming", "Input Lag", format!("{} ms", num(d.input_lag)));
            r.add("Power", "Energy Class (SDR)", d.energy);
            r.add("Power", "Power Consumption (On Mode)", watts(watts_on, s));
            r.add("Dimensions & Weight", "Dimensions (without stand)", dims((width, height, d.depth_mm), s));
            r.add("Dimensions & Weight", "Weight (without stand)", kg(weight, s % 2));
            r.add("Dimensions & Weight", "VESA Mount", vesa);
            r.add("General", "Tuner", "Freeview Play (DVB-T2/S2/C)");
            r.extra(d.extra);
            p.specs = r.0;
            p.f = Facts {
                screen_in: Some(sz),
                weight_g: Some(weight * 1000.0),
                thickness_mm: Some(d.depth_mm),
                refresh_hz: Some(d.hz),
                nits: Some(d.nits),
                panel: Some(d.panel),
                processor: Some(d.processor),
                hdmi: Some(d.hdmi),
                energy: Some(d.energy),
                ..Facts::default()
            };
            p.text = tv_text(&p, d);
            out.push(p);
        }
    }
}

fn tv_text(p: &Prod, d: &TvDef) -> String {
    let h = fnv(&p.id);
    let label = p.label();
    let size = num(p.f.screen_in.unwrap_or(0.0));
    let res_label = d.res.split('(').nth(1).map_or("HD", |x| x.trim_end_matches(')'));
    let mut ov = if h % 2 == 0 {
        format!(
            "The {} is a {size}-inch {res_label} {} TV with {} Hz refresh rate and {}.",
            p.name, d.panel, d.hz, d.hdr
        )
    } else {
        format!(
            "A {size}-inch {} screen, {} picture processing and {} W of sound: the {label} brings {res_label} streaming and Freeview Play in one box.",
            d.panel, d.processor, d.audio_w
        )
    };
    if d.sizes.len() > 1 {
        let sizes: Vec<String> = d.sizes.iter().map(|(s, _)| format!("{s}\"")).collect();
        let _ = write!(ov, " Available in {} sizes.", join_and(&sizes));
    }
    let features = vec![
        (
            "Picture".to_string(),
            format!(
                "The {} panel delivers {} nits peak brightness with support for {}, and the {} upscales HD sources to {res_label}.",
                d.panel,
                thousands(d.nits),
                d.hdr,
                d.processor
            ),
        ),
        (
            "Sound".to_string(),
            format!(
                "{} W {} speakers{}.",
                d.audio_w,
                d.speakers,
                if d.atmos { " with Dolby Atmos for height effects" } else { "; add a soundbar over HDMI ARC for bigger sound" }
            ),
        ),
        (
            "Smart features".to_string(),
            format!(
                "{}, with voice control, all the main streaming apps, Freeview Play and screen mirroring from your phone.",
                d.os
            ),
        ),
    ];
    let hdmi = (
        format!("How many HDMI ports does the {label} have?"),
        format!("{} HDMI ports; HDMI 2.1: {}.", d.hdmi, d.hdmi21),
    );
    let second = if h % 2 == 0 {
        (
            "Can I wall-mount it?".to_string(),
            format!("Yes. It uses a {} VESA mount; the bracket is sold separately.", p.spec("VESA Mount")),
        )
    } else {
        (
            "Does it support Dolby Vision?".to_string(),
            if d.hdr.contains("Dolby Vision") {
                format!("Yes. It supports {}.", d.hdr)
            } else {
                format!("No. It supports {}.", d.hdr)
            },
        )
    };
    assemble(
        p,
        ov,
        features,
        vec![hdmi, second],
        "A solid all-rounder for films, sport and everyday TV in the living room.",
    )
}

fn build_fridges(out: &mut Vec<Prod>) {
    for d in FRIDGES {
        let s = d.style;
        let names: Vec<&str> = d.colours.iter().map(|c| c.0).collect();
        for &(colour, price) in d.colours {
            let (id, name) = if d.ranged {
                (format!("nv-{}-{}", d.key, colour_slug(colour, &names)), format!("{} {colour}", d.name))
            } else {
                (format!("nv-{}", d.key), d.name.to_string())
            };
            let mut p = new_prod(Cat::Fridge, id, name, d.ranged.then_some(d.name), d.extra_cats);
            p.price = Some(price);
            p.colour = colour.to_string();
            p.object_specs = d.object_specs;
            p.tags = d.tags;
            let total = d.fridge_l + d.freezer_l;
            let water = d.water != "No";
            let mut r = Rows::default();
            r.add("General", "Brand", BRAND);
            r.add("General", "Model", d.name);
            r.add("General", "Type", d.kind);
            r.add("General", "Colour", colour);
            r.add("General", "Installation", "Freestanding");
            r.add("General", "Frost Free", yes_no(d.frost_free));
            r.add("Capacity", "Total Capacity", litres(total, s));
            r.add("Capacity", "Fridge Capacity", litres(d.fridge_l, s));
            r.add(
                "Capacity",
                "Freezer Capacity",
                if d.freezer_l == 0 { "No freezer".to_string() } else { litres(d.freezer_l, s) },
            );
            r.add("Energy", "Energy Class", d.energy);
            r.add("Energy", "Annual Energy Consumption", format!("{} kWh/annum", d.kwh));
            r.add("Energy", "Noise Level", if s == 1 { format!("{}dB", d.noise) } else { format!("{} dB", d.noise) });
            r.add("Features", "Water Dispenser", d.water);
            r.add("Features", "Ice Maker", d.ice);
            r.add("Features", "Fast Freeze", yes_no(d.fast_freeze));
            r.add("Features", "Door Open Alarm", yes_no(d.door_alarm));
            r.add("Features", "Reversible Door", yes_no(d.reversible));
            r.add("Dimensions & Weight", "Height", cm(d.height, s));
            r.add("Dimensions & Weight", "Width", cm(d.width, s));
            r.add("Dimensions & Weight", "Depth", cm(d.depth, s));
            r.add("Dimensions & Weight", "Weight", kg(d.weight, s % 2));
            r.extra(d.extra);
            p.specs = r.0;
            p.f = Facts {
                weight_g: Some(d.weight * 1000.0),
                height_cm: Some(d.height),
                width_cm: Some(d.width),
                capacity_l: Some(total),
                water_dispenser: Some(water),
                noise_db: Some(d.noise),
                energy: Some(d.energy),
                kwh: Some(d.kwh),
                form: Some(d.kind),
                ..Facts::default()
            };
            p.text = fridge_text(&p, d);
            out.push(p);
        }
    }
}

fn fridge_text(p: &Prod, d: &FridgeDef) -> String {
    let h = fnv(&p.id);
    let label = p.label();
    let total = d.fridge_l + d.freezer_l;
    let kind = d.kind.split(" (").next().unwrap_or(d.kind).to_lowercase();
    let mut ov = if h % 2 == 0 {
        format!(
            "The {} is a freestanding {kind} with {total} litres of storage, energy class {} and a noise level of {} dB.",
            p.name, d.energy, d.noise
        )
    } else {
        format!(
            "Standing {} cm tall, the {label} is a {kind} offering {total} litres in total{}.",
            num(d.height),
            if d.freezer_l > 0 {
                format!(" ({} l fridge, {} l freezer)", d.fridge_l, d.freezer_l)
            } else {
                String::new()
            }
        )
    };
    ov.push_str(&variant_note(p, &p.colour));
    let features = vec![
        (
            "Storage".to_string(),
            format!(
                "{total} litres in total: {} litres of fridge space{}.{}",
                d.fridge_l,
                if d.freezer_l > 0 { format!(" and a {} litre freezer", d.freezer_l) } else { String::new() },
                if d.frost_free { " Frost-free, so you never need to defrost." } else { "" }
            ),
        ),
        (
            "Running costs".to_string(),
            format!(
                "Energy class {} with an annual consumption of {} kWh{}.",
                d.energy,
                d.kwh,
                if matches!(d.energy, "A" | "B" | "C") { ", among the most efficient in its class" } else { "" }
            ),
        ),
    ];
    let water = (
        format!("Does the {label} have a water dispenser?"),
        if d.water == "No" {
            "No. It has no water dispenser.".to_string()
        } else {
            format!("Yes: {}.", d.water.to_lowercase())
        },
    );
    let second = if h % 2 == 0 {
        (
            "What is its energy rating?".to_string(),
            format!("Energy class {}, using about {} kWh per year.", d.energy, d.kwh),
        )
    } else {
        (
            "Is it frost free?".to_string(),
            if d.frost_free {
                "Yes. It is frost free, so ice does not build up.".to_string()
            } else {
                "No. It needs defrosting occasionally.".to_string()
            },
        )
    };
    assemble(p, ov, features, vec![water, second], "A practical everyday choice for couples and small households.")
}

fn build_headphones(out: &mut Vec<Prod>) {
    for d in HEADPHONES {
        let s = d.style;
        let names: Vec<&str> = d.colours.iter().map(|c| c.0).collect();
        for &(colour, price) in d.colours {
            let (id, name) = if d.ranged {
                (format!("nv-{}-{}", d.key, colour_slug(colour, &names)), format!("{} {colour}", d.name))
            } else {
                (format!("nv-{}", d.key), d.name.to_string())
            };
            let mut p = new_prod(Cat::Headphones, id, name, d.ranged.then_some(d.name), &[]);
            p.price = Some(price);
            p.colour = colour.to_string();
            p.object_specs = d.object_specs;
            p.tags = d.tags;
            let buds = d.form.starts_with("In-ear");
            let mut r = Rows::default();
            r.add("General", "Brand", BRAND);
            r.add("General", "Model", d.name);
            r.add("General", "Type", d.form);
            r.add("General", "Colour", colour);
            r.add("General", "Wireless", if d.wireless { "Yes" } else { "No (wired only)" });
            r.add(
                "General",
                "Weight",
                if buds { format!("{} (per earbud)", grams(d.weight, s)) } else { grams(d.weight, s) },
            );
            r.add("Audio", "Driver Size", format!("{} mm", num(d.driver_mm)));
            r.add("Audio", "Frequency Response", d.freq);
            r.add("Audio", if s == 1 { "ANC" } else { "Active Noise Cancelling" }, yes_no(d.anc));
            r.add("Audio", "Transparency Mode", yes_no(d.transparency));
            r.add("Audio", "Spatial Audio", yes_no(d.spatial));
            if d.wireless {
                r.add(
                    "Battery",
                    "Battery Life",
                    if d.anc { format!("{} (ANC on)", hours(d.battery_h, s)) } else { hours(d.battery_h, s) },
                );
                if !d.battery_alt.is_empty() {
                    r.add(
                        "Battery",
                        if d.battery_alt.contains("case") {
                            "Battery Life with Case"
                        } else {
                            "Battery Life (ANC off)"
                        },
                        d.battery_alt,
                    );
                }
                r.add("Battery", "Charging Time", d.charge_time);
                if !d.quick.is_empty() {
                    r.add("Battery", "Quick Charge", d.quick);
                }
                r.add("Connectivity", "Bluetooth Version", d.bt);
                r.add("Connectivity", "Codecs", d.codecs);
                r.add("Connectivity", "Multipoint", yes_no(d.multipoint));
            } else {
                r.add("Battery", "Battery Life", "Not applicable (wired)");
                r.add("Connectivity", "Bluetooth Version", "None");
            }
            r.add("Connectivity", "Wired Connection", d.wired);
            r.add("General", "Water Resistance", d.ip);
            r.add("General", "Microphones", d.mics);
            r.add("General", "Foldable", yes_no(d.foldable));
            r.extra(d.extra);
            p.specs = r.0;
            p.f = Facts {
                weight_g: Some(d.weight),
                battery_h: d.wireless.then_some(d.battery_h),
                anc: Some(d.anc),
                wireless: Some(d.wireless),
                form: Some(d.form),
                ip: Some(d.ip),
                ..Facts::default()
            };
            p.text = headphone_text(&p, d);
            out.push(p);
        }
    }
}

fn headphone_text(p: &Prod, d: &HeadphoneDef) -> String {
    let h = fnv(&p.id);
    let label = p.label();
    let form = d.form.to_lowercase();
    let mut ov = if !d.wireless {
        format!(
            "The {} are wired {form} headphones with {} mm drivers and a frequency response of {}.",
            p.name,
            num(d.driver_mm),
            d.freq
        )
    } else if h % 2 == 0 {
        format!(
            "The {} are {} {form} headphones with up to {} hours of battery life{}.",
            p.name,
            if d.anc { "noise-cancelling" } else { "wireless" },
            d.battery_h,
            if d.anc { " with ANC on" } else { "" }
        )
    } else {
        format!(
            "{} mm drivers, {} and up to {} hours of playback: the {label} are {form} headphones{}.",
            num(d.driver_mm),
            d.codecs,
            d.battery_h,
            if d.anc { " with active noise cancelling" } else { " without active noise cancelling" }
        )
    };
    ov.push_str(&variant_note(p, &p.colour));
    let mut features = vec![(
        "Sound".to_string(),
        format!(
            "{} mm drivers tuned for a {} sound{}.",
            num(d.driver_mm),
            if d.form.contains("closed-back") { "flat, accurate" } else { "warm, detailed" },
            if d.codecs.is_empty() { String::new() } else { format!(", with {} codec support", d.codecs) }
        ),
    )];
    features.push(if d.anc {
        (
            "Noise cancelling".to_string(),
            format!(
                "Active noise cancelling blocks out traffic and office chatter{}.",
                if d.transparency { "; transparency mode lets the world back in when you need it" } else { "" }
            ),
        )
    } else if d.wireless {
        (
            "Battery life".to_string(),
            format!(
                "Up to {} hours of listening{}{}.",
                d.battery_h,
                if d.battery_alt.is_empty() { String::new() } else { format!(" ({})", d.battery_alt.to_lowercase()) },
                if d.quick.is_empty() { String::new() } else { format!("; quick charge: {}", d.quick) }
            ),
        )
    } else {
        ("Wired and latency-free".to_string(), format!("No batteries, no pairing: {}.", d.wired))
    });
    let anc = (
        format!("Do the {label} have noise cancelling?"),
        if d.anc {
            "Yes. They have active noise cancelling (ANC) plus a transparency mode.".to_string()
        } else {
            "No. They do not have active noise cancelling, though the fit gives some passive isolation.".to_string()
        },
    );
    let second = if d.wireless {
        (
            "How long does the battery last?".to_string(),
            format!(
                "Up to {} hours{}{}.",
                d.battery_h,
                if d.anc { " with noise cancelling on" } else { "" },
                if d.battery_alt.is_empty() { String::new() } else { format!("; {}", d.battery_alt.to_lowercase()) }
            ),
        )
    } else {
        ("Do they need charging?".to_string(), "No. They are wired headphones and need no battery.".to_string())
    };
    assemble(p, ov, features, vec![anc, second], "A comfortable everyday pair for music, podcasts and the commute.")
}

fn build_laptops(out: &mut Vec<Prod>) {
    for d in LAPTOPS {
        let s = d.style;
        for &(ram, storage, price) in d.configs {
            for &colour in d.colours {
                let (id, name) = if d.ranged {
                    (
                        format!("nv-{}-{ram}-{}-{}", d.key, storage_slug(storage), colour_slug(colour, d.colours)),
                        format!("{} {ram}GB {} {colour}", d.name, storage_label(storage)),
                    )
                } else {
                    (format!("nv-{}", d.key), d.name.to_string())
                };
                let mut p = new_prod(Cat::Laptop, id, name, d.ranged.then_some(d.name), d.extra_cats);
                p.price = Some(price);
                p.colour = colour.to_string();
                p.object_specs = d.object_specs;
                p.tags = d.tags;
                let storage_kind = if storage <= 128 && d.os == "ChromeOS" { "eMMC" } else { "SSD" };
                let mut r = Rows::default();
                r.add("General", "Brand", BRAND);
                r.add("General", "Model", d.name);
                r.add("General", "Colour", colour);
                r.add("General", "Operating System", d.os);
                r.add("Display", "Screen Size", inch(d.screen, s));
                r.add("Display", "Resolution", d.res);
                r.add("Display", "Panel Type", d.panel);
                r.add("Display", "Refresh Rate", hz(d.hz, s));
                r.add("Display", "Brightness", format!("{} nits", d.nits));
                r.add("Processor", "Processor", d.cpu);
                r.add("Processor", "Graphics", d.gpu);
                r.add("Memory & Storage", if s == 1 { "Memory" } else { "RAM" }, gb(ram, s));
                r.add("Memory & Storage", "Storage", format!("{} {storage_kind}", gb(storage, s)));
                r.add("Battery", "Battery", format!("{} Wh", d.battery_wh));
                r.add("Battery", "Battery Life", hours(d.hours, s));
                r.add("Battery", "Charger", format!("{} USB-C", watts(d.charger_w, s)));
                r.add("Connectivity", "Ports", d.ports);
                r.add("Connectivity", "Wireless", d.wireless);
                r.add("Input", "Keyboard", d.keyboard);
                r.add("Input", "Webcam", d.webcam);
                r.add("Dimensions & Weight", "Dimensions", dims(d.dims, s));
                r.add("Dimensions & Weight", "Weight", kg(d.weight_kg, s));
                r.extra(d.extra);
                p.specs = r.0;
                p.f = Facts {
                    screen_in: Some(d.screen),
                    battery_h: Some(d.hours),
                    ram_gb: Some(ram),
                    storage_gb: Some(storage),
                    weight_g: Some((d.weight_kg * 1000.0).round()),
                    thickness_mm: Some(d.dims.2),
                    refresh_hz: Some(d.hz),
                    nits: Some(d.nits),
                    panel: Some(d.panel),
                    processor: Some(d.cpu),
                    ..Facts::default()
                };
                p.text = laptop_text(&p, d);
                out.push(p);
            }
        }
    }
}

fn laptop_text(p: &Prod, d: &LaptopDef) -> String {
    let h = fnv(&p.id);
    let label = p.label();
    let screen = num(d.screen);
    let ram = p.f.ram_gb.unwrap_or(0);
    let storage = gb(p.f.storage_gb.unwrap_or(0), 0);
    let mut ov = if h % 2 == 0 {
        format!(
            "The {} is a {screen}-inch laptop with a {} processor, {ram} GB of RAM and {storage} of storage, weighing {} kg.",
            p.name,
            d.cpu,
            num(d.weight_kg)
        )
    } else {
        format!(
            "Up to {} hours of battery life, a {screen}-inch {} {} display and {}: the {label} runs {}.",
            d.hours, d.res, d.panel, d.cpu, d.os
        )
    };
    ov.push_str(&variant_note(p, &format!("{ram} GB / {storage}, {}", p.colour)));
    let features = vec![
        (
            "Performance".to_string(),
            format!(
                "The {} with {} and {ram} GB of RAM handles {} with ease.",
                d.cpu,
                d.gpu,
                if d.gpu.contains("GB") {
                    "gaming, 3D work and video exports"
                } else {
                    "office work, browsing and streaming"
                }
            ),
        ),
        (
            "Battery life".to_string(),
            format!(
                "A {} Wh battery gives up to {} hours of use, and the {} W USB-C charger tops it up quickly.",
                d.battery_wh, d.hours, d.charger_w
            ),
        ),
        (
            "Display".to_string(),
            format!("{screen}-inch {} {} panel at {} Hz and {} nits.", d.res, d.panel, d.hz, d.nits),
        ),
    ];
    let weight = (format!("How much does the {label} weigh?"), format!("It weighs {} kg.", num(d.weight_kg)));
    let second = if h % 2 == 0 {
        (
            "Can I upgrade the RAM later?".to_string(),
            if d.ram_upgradable {
                "Yes. It has two SO-DIMM slots supporting up to 64 GB.".to_string()
            } else {
                "No. Memory is soldered to the motherboard, so choose the configuration you need.".to_string()
            },
        )
    } else {
        ("What ports does it have?".to_string(), format!("{}.", d.ports))
    };
    assemble(p, ov, features, vec![weight, second], "A dependable all-rounder for home and office work.")
}

/// Every demo product, in catalog order, with the unpriced ones stripped of their price.
fn demo_products() -> Vec<Prod> {
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

// ---------------------------------------------------------------------------------------------
// Pages (guides, FAQ, comparisons), generated from the same products
// ---------------------------------------------------------------------------------------------

struct Page {
    id: &'static str,
    title: &'static str,
    markdown: String,
    products: Vec<String>,
}

/// Products grouped by range label (range name, or name for single products), catalog order.
fn groups<'a>(ps: &[&'a Prod]) -> Vec<(String, Vec<&'a Prod>)> {
    let mut out: Vec<(String, Vec<&'a Prod>)> = Vec::new();
    for p in ps {
        match out.iter_mut().find(|(l, _)| l == p.label()) {
            Some((_, v)) => v.push(*p),
            None => out.push((p.label().to_string(), vec![*p])),
        }
    }
    out
}

fn from_price(group: &[&Prod]) -> String {
    group
        .iter()
        .filter_map(|p| p.price)
        .min_by(f64::total_cmp)
        .map_or_else(|| "price on request".to_string(), |v| format!("from {}", money(v)))
}

fn of_cat(ps: &[Prod], cat: Cat) -> Vec<&Prod> {
    ps.iter().filter(|p| p.cat == cat).collect()
}

fn ids(ps: &[&Prod]) -> Vec<String> {
    ps.iter().map(|p| p.id.clone()).collect()
}

fn labels(gs: &[(String, Vec<&Prod>)]) -> Vec<String> {
    gs.iter().map(|(l, _)| l.clone()).collect()
}

fn tv_guide(ps: &[Prod]) -> Page {
    let tvs = of_cat(ps, Cat::Tv);
    let gs = groups(&tvs);
    let mut md = String::from(
        "# How to choose a TV\n\nBuying a TV comes down to four questions: how big, which panel technology, what you will watch or play, and how much you want to spend. This guide walks through each one and points you to the right Nordvale Lumen range.\n\n## Screen size and viewing distance\n\nFor 4K, sit roughly 1.2 to 1.5 times the screen diagonal away. Bigger is usually better: most people who upgrade wish they had gone one size up.\n\n| Screen size | Ideal viewing distance |\n| --- | --- |\n",
    );
    for size in [32u32, 43, 55, 65, 75, 85] {
        let d = f64::from(size) * 0.0254;
        let _ = writeln!(md, "| {size}\" | {:.1} - {:.1} m |", d * 1.2, d * 1.5);
    }
    md.push_str("\n## Panel technology\n\n");
    let mut panels: Vec<&str> = Vec::new();
    for (_, g) in &gs {
        let panel = g[0].f.panel.unwrap_or("");
        if !panels.contains(&panel) {
            panels.push(panel);
        }
    }
    for panel in panels {
        let names: Vec<String> =
            gs.iter().filter(|(_, g)| g[0].f.panel == Some(panel)).map(|(l, _)| l.clone()).collect();
        let blurb = if panel.starts_with("OLED") {
            "self-lit pixels for perfect blacks and wide viewing angles; best in darker rooms"
        } else if panel.contains("Mini LED") {
            "thousands of local-dimming zones for very high brightness; the best choice for bright rooms"
        } else if panel.contains("QLED") {
            "quantum-dot colour on an LED backlight; bright and vivid at a mid-range price"
        } else {
            "a conventional LED backlight; the most affordable way to get a big screen"
        };
        let _ = writeln!(md, "- **{panel}** ({}): {blurb}.", join_and(&names));
    }
    let gaming: Vec<String> = gs
        .iter()
        .filter(|(_, g)| g[0].f.refresh_hz.unwrap_or(0) >= 120 && g[0].spec("VRR") == "Yes")
        .map(|(l, _)| l.clone())
        .collect();
    let _ = write!(
        md,
        "\n## Gaming\n\nFor a PS5, Xbox Series X or gaming PC, look for HDMI 2.1 with 4K at 120 Hz or more, variable refresh rate (VRR) and auto low-latency mode (ALLM). In our range that means the {}.\n",
        join_and(&gaming)
    );
    let small: Vec<String> =
        gs.iter().filter(|(_, g)| g[0].f.screen_in.unwrap_or(0.0) <= 32.0).map(|(l, _)| l.clone()).collect();
    let _ = write!(
        md,
        "\n## Small rooms\n\nFor a bedroom, kitchen or caravan, the {} give you a full smart TV in a compact size.\n",
        join_and(&small)
    );
    md.push_str("\n## The Lumen range at a glance\n\n| Range | Panel | Sizes | Refresh rate | HDMI ports | Price |\n| --- | --- | --- | --- | --- | --- |\n");
    for (label, g) in &gs {
        let sizes: Vec<String> = g.iter().map(|p| format!("{}\"", num(p.f.screen_in.unwrap_or(0.0)))).collect();
        let _ = writeln!(
            md,
            "| {label} | {} | {} | {} Hz | {} | {} |",
            g[0].f.panel.unwrap_or(""),
            sizes.join(", "),
            g[0].f.refresh_hz.unwrap_or(0),
            g[0].f.hdmi.unwrap_or(0),
            from_price(g)
        );
    }
    Page { id: "guide-how-to-choose-a-tv", title: "How to choose a TV", markdown: md, products: ids(&tvs) }
}

fn fridge_guide(ps: &[Prod]) -> Page {
    let fridges = of_cat(ps, Cat::Fridge);
    let gs = groups(&fridges);
    let band = |lo: u32, hi: u32| -> String {
        let v: Vec<String> = gs
            .iter()
            .filter(|(_, g)| (lo..hi).contains(&g[0].f.capacity_l.unwrap_or(0)))
            .map(|(l, _)| l.clone())
            .collect();
        if v.is_empty() {
            "none in our range".to_string()
        } else {
            join_and(&v)
        }
    };
    let mut md = format!(
        "# Fridge freezer buying guide: size, energy and noise\n\n## How much space do you need?\n\nAs a rule of thumb, allow around 100 litres per person plus 100 litres for shared items.\n\n- **1 person or a small flat** (under 200 litres): {}.\n- **2-3 people** (200-400 litres): {}.\n- **Families of 4 or more** (400 litres and up): {}.\n\n## Measure first\n\nMeasure the height, width and depth of the space, and leave 2-5 cm at the back and top for ventilation. Under-counter models are about 85 cm tall; standard fridge freezers range from about 176 cm to over 2 m. American fridge freezers are around 90 cm wide, so check doorways too.\n\n## Energy labels explained\n\nThe energy label runs from A (most efficient) to G. The label also shows annual consumption in kWh, which is the best way to compare running costs: at 25p per kWh, every 100 kWh a year costs about £25.\n\n",
        band(0, 200),
        band(200, 400),
        band(400, 10_000)
    );
    for class in ["A", "B", "C", "D", "E", "F", "G"] {
        let v: Vec<String> = gs
            .iter()
            .filter(|(_, g)| g[0].f.energy == Some(class))
            .map(|(l, g)| format!("{l} ({} kWh/year)", g[0].f.kwh.unwrap_or(0)))
            .collect();
        if !v.is_empty() {
            let _ = writeln!(md, "- Class {class}: {}", join_and(&v));
        }
    }
    let quiet: Vec<String> = gs
        .iter()
        .filter(|(_, g)| g[0].f.noise_db.unwrap_or(99) < 37)
        .map(|(l, g)| format!("{l} ({} dB)", g[0].f.noise_db.unwrap_or(0)))
        .collect();
    let _ = write!(
        md,
        "\n## Noise\n\nIn an open-plan flat or studio, noise matters. Anything under 37 dB is quiet enough to sleep next to: {}.\n\n## Water dispensers and plumbing\n\nA plumbed water and ice dispenser needs a 15 mm cold water supply within 1.5 m of the fridge. Models with a dispenser: {}.\n\n## Our range at a glance\n\n| Range | Type | Total capacity | Height | Energy class | Noise | Price |\n| --- | --- | --- | --- | --- | --- | --- |\n",
        join_and(&quiet),
        join_and(&labels(
            &gs.iter()
                .filter(|(_, g)| g[0].f.water_dispenser == Some(true))
                .cloned()
                .collect::<Vec<_>>()
        ))
    );
    for (label, g) in &gs {
        let f = &g[0].f;
        let _ = writeln!(
            md,
            "| {label} | {} | {} l | {} cm | {} | {} dB | {} |",
            f.form.unwrap_or(""),
            f.capacity_l.unwrap_or(0),
            num(f.height_cm.unwrap_or(0.0)),
            f.energy.unwrap_or(""),
            f.noise_db.unwrap_or(0),
            from_price(g)
        );
    }
    Page {
        id: "guide-fridge-freezers",
        title: "Fridge freezer buying guide: size, energy and noise",
        markdown: md,
        products: ids(&fridges),
    }
}

/// Renders one comparison-table cell for a product.
type CellFn = fn(&Prod) -> String;

fn aria_comparison(ps: &[Prod]) -> Page {
    let ranges = ["Nordvale Aria 9", "Nordvale Aria 9 Pro", "Nordvale Aria 9 Lite"];
    let sel: Vec<&Prod> = ps.iter().filter(|p| p.range.as_deref().is_some_and(|r| ranges.contains(&r))).collect();
    let gs = groups(&sel);
    let mut md = String::from(
        "# Nordvale Aria 9 vs Aria 9 Pro vs Aria 9 Lite: which should you buy?\n\nAll three share the same design language and software, with seven years of OS updates. Here is how they differ.\n\n| | ",
    );
    md.push_str(&labels(&gs).join(" | "));
    md.push_str(" |\n| --- |");
    md.push_str(&" --- |".repeat(gs.len()));
    md.push('\n');
    let rows: [(&str, CellFn); 9] = [
        ("Screen", |p| format!("{}\" {}", num(p.f.screen_in.unwrap_or(0.0)), p.f.panel.unwrap_or(""))),
        ("Refresh rate", |p| format!("{} Hz", p.f.refresh_hz.unwrap_or(0))),
        ("Chipset", |p| p.f.processor.unwrap_or("").to_string()),
        ("RAM", |p| format!("{} GB", p.f.ram_gb.unwrap_or(0))),
        ("Rear cameras", |p| p.spec("Rear Camera").to_string()),
        ("Battery", |p| format!("{} mAh", p.f.battery_mah.unwrap_or(0))),
        ("Wireless charging", |p| yes_no(p.f.wireless_charging == Some(true)).to_string()),
        ("Weight", |p| format!("{} g", num(p.f.weight_g.unwrap_or(0.0)))),
        ("Thickness", |p| format!("{} mm", num(p.f.thickness_mm.unwrap_or(0.0)))),
    ];
    for (title, f) in rows {
        let cells: Vec<String> = gs.iter().map(|(_, g)| f(g[0])).collect();
        let _ = writeln!(md, "| {title} | {} |", cells.join(" | "));
    }
    let storage: Vec<String> = gs
        .iter()
        .map(|(_, g)| {
            let mut s: Vec<u32> = g.iter().filter_map(|p| p.f.storage_gb).collect();
            s.dedup();
            s.iter().map(|v| gb(*v, 0)).collect::<Vec<_>>().join(" / ")
        })
        .collect();
    let _ = writeln!(md, "| Storage | {} |", storage.join(" | "));
    let prices: Vec<String> = gs.iter().map(|(_, g)| from_price(g)).collect();
    let _ = writeln!(md, "| Price | {} |", prices.join(" | "));
    md.push_str("\n## Verdict\n\n- **Aria 9**: the compact all-rounder, with wireless charging and a 3x telephoto in a 6.2-inch body.\n- **Aria 9 Pro**: the one for photographers, with a 200 MP main camera, 5x optical zoom, 45 W charging and a built-in pen.\n- **Aria 9 Lite**: most of the experience for about half the price; it skips wireless charging and the telephoto but keeps 5G and a 5000 mAh battery.\n");
    Page {
        id: "compare-aria-9-range",
        title: "Nordvale Aria 9 vs Aria 9 Pro vs Aria 9 Lite",
        markdown: md,
        products: ids(&sel),
    }
}

fn service_faq(ps: &[Prod]) -> Page {
    let plumbed: Vec<&Prod> = ps.iter().filter(|p| p.f.water_dispenser == Some(true)).collect();
    let plumbed_names = labels(&groups(&plumbed));
    let md = format!(
        "# Delivery, returns and warranty FAQ\n\n**Q:** How much is delivery?\n**A:** Standard delivery is free on orders over £40 and takes 2-4 working days. Large appliances (fridges and TVs of 65 inches and up) are delivered by a two-person team on a day you choose.\n\n**Q:** Can you take my old appliance away?\n**A:** Yes. We recycle your old fridge or TV for £25 when we deliver the new one.\n\n**Q:** What is your returns policy?\n**A:** You can return any product within 30 days if it is unused and in its original packaging. Opened headphones and earbuds can be returned only if faulty, for hygiene reasons.\n\n**Q:** How long is the warranty?\n**A:** Every Nordvale product has a 2-year warranty. Fridge and freezer compressors are covered for 10 years, and OLED TV panels for 5 years against burn-in.\n\n**Q:** Do you install American fridge freezers?\n**A:** Yes. Our installation service (£60) connects the water supply for plumbed models such as the {}, and removes the packaging.\n\n**Q:** Do phones and tablets come with a charger?\n**A:** No. Phones and tablets ship with a USB-C cable only; laptops include their charger.\n\n**Q:** Can I trade in my old phone?\n**A:** Yes. Get an instant trade-in quote online and we will send a prepaid box when your new phone arrives.\n",
        join_and(&plumbed_names)
    );
    Page {
        id: "faq-delivery-returns-warranty",
        title: "Delivery, returns and warranty FAQ",
        markdown: md,
        products: ids(&plumbed),
    }
}

fn headphone_travel_guide(ps: &[Prod]) -> Page {
    let mut anc: Vec<&Prod> = ps.iter().filter(|p| p.cat == Cat::Headphones && p.f.anc == Some(true)).collect();
    anc.sort_by_key(|p| std::cmp::Reverse(p.f.battery_h));
    let gs = groups(&anc);
    let mut md = String::from(
        "# Best headphones for travel and commuting\n\nOn a plane or a train, active noise cancelling (ANC) matters more than anything else: it removes the low rumble of engines so you can listen at a lower, safer volume. Battery life comes next, then comfort and how small the headphones fold.\n\n## Our noise-cancelling headphones, by battery life\n\n| Model | Type | Battery (ANC on) | Weight | Price |\n| --- | --- | --- | --- | --- |\n",
    );
    for (label, g) in &gs {
        let f = &g[0].f;
        let _ = writeln!(
            md,
            "| {label} | {} | {} hours | {} g | {} |",
            f.form.unwrap_or(""),
            f.battery_h.unwrap_or(0),
            num(f.weight_g.unwrap_or(0.0)),
            from_price(g)
        );
    }
    let travel: Vec<String> =
        labels(&gs.iter().filter(|(_, g)| g[0].has(Tag::Travellers)).cloned().collect::<Vec<_>>());
    let _ = write!(
        md,
        "\n## Our picks\n\n- **Long-haul flights**: the {}: over-ear comfort, the strongest ANC and a flight adapter in the box.\n- **Commuting**: earbuds with ANC slip into a pocket; the Nordvale Hush Buds Pro also have a transparency mode for station announcements.\n- **Tip**: download playlists and podcasts before you fly, and charge the case too: earbud cases add several full recharges.\n",
        join_and(&travel)
    );
    Page {
        id: "guide-headphones-for-travel",
        title: "Best headphones for travel and commuting",
        markdown: md,
        products: ids(&anc),
    }
}

fn laptop_guide(ps: &[Prod]) -> Page {
    let laptops = of_cat(ps, Cat::Laptop);
    let gs = groups(&laptops);
    let pick = |tag: Tag| -> String {
        join_and(&labels(&gs.iter().filter(|(_, g)| g[0].has(tag)).cloned().collect::<Vec<_>>()))
    };
    let mut md = format!(
        "# Which Nordvale laptop is right for you?\n\nStart with what you will do most, then check weight and battery life if you carry it every day.\n\n- **Students**: the {}: light, long battery life and affordable.\n- **Frequent travellers**: the {}.\n- **Photo and video editing**: the {}: colour-accurate screens and dedicated graphics.\n- **Gaming**: the {}: high refresh-rate screens and powerful graphics cards.\n- **Handwritten notes and drawing**: the {}, a 2-in-1 with a pen.\n\n## How much memory?\n\n8 GB is fine for browsing and documents, 16 GB is the sweet spot for most people, and 32 GB is worth it for video editing, virtual machines or heavy gaming.\n\n## At a glance\n\n| Range | Screen | Weight | Battery life | RAM options | Price |\n| --- | --- | --- | --- | --- | --- |\n",
        pick(Tag::Students),
        pick(Tag::Travellers),
        pick(Tag::Creators),
        pick(Tag::Gamers),
        pick(Tag::NoteTaking)
    );
    for (label, g) in &gs {
        let f = &g[0].f;
        let mut rams: Vec<u32> = g.iter().filter_map(|p| p.f.ram_gb).collect();
        rams.sort_unstable();
        rams.dedup();
        let rams: Vec<String> = rams.iter().map(|r| format!("{r} GB")).collect();
        let _ = writeln!(
            md,
            "| {label} | {}\" | {} kg | up to {} hours | {} | {} |",
            num(f.screen_in.unwrap_or(0.0)),
            num(f.weight_g.unwrap_or(0.0) / 1000.0),
            f.battery_h.unwrap_or(0),
            rams.join(", "),
            from_price(g)
        );
    }
    Page {
        id: "guide-which-laptop",
        title: "Which Nordvale laptop is right for you?",
        markdown: md,
        products: ids(&laptops),
    }
}

fn seniors_guide(ps: &[Prod]) -> Page {
    let sel: Vec<&Prod> = ps.iter().filter(|p| p.cat == Cat::Phone && p.has(Tag::Seniors)).collect();
    let gs = groups(&sel);
    let mut md = String::from(
        "# Smartphones for seniors and first-time users\n\nA good phone for an older relative is one they will actually use: big, clear text, loud calls, a long battery and as few confusing menus as possible.\n\n## What to look for\n\n- **Large text mode** (we call it Easy Mode): big icons and a home screen with only the essentials.\n- **Loud, clear calls** and hearing-aid compatibility.\n- **A long battery**, so forgetting to charge it one night is not a problem.\n- **An SOS button** that calls family members and shares the location.\n\n## Our recommendations\n\n",
    );
    for (label, g) in &gs {
        let p = g[0];
        let sos = if p.spec("SOS Button").is_empty() { "no SOS button" } else { "a dedicated SOS button" };
        let _ = writeln!(
            md,
            "- **{label}** ({}): {}-inch screen, {} mAh battery, {}, {}.",
            from_price(g),
            num(p.f.screen_in.unwrap_or(0.0)),
            p.f.battery_mah.unwrap_or(0),
            if p.f.five_g == Some(true) { "5G" } else { "4G" },
            sos
        );
    }
    md.push_str("\n## Setting it up for someone else\n\nTurn on Easy Mode during setup, add emergency contacts, increase the call volume and switch on automatic updates. Our in-store team will do this for free.\n");
    Page {
        id: "guide-phones-for-seniors",
        title: "Smartphones for seniors and first-time users",
        markdown: md,
        products: ids(&sel),
    }
}

fn demo_pages(ps: &[Prod]) -> Vec<Page> {
    vec![
        tv_guide(ps),
        fridge_guide(ps),
        aria_comparison(ps),
        service_faq(ps),
        headphone_travel_guide(ps),
        laptop_guide(ps),
        seniors_guide(ps),
    ]
}

// ---------------------------------------------------------------------------------------------
// JSON Lines serialization
// ---------------------------------------------------------------------------------------------

#[derive(Serialize)]
struct PriceJson {
    amount: f64,
    currency: &'static str,
}

/// Specs as the array-of-rows form, or the object form keyed "Section:Entry".
enum SpecsJson<'a> {
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
struct ProductLine<'a> {
    kind: &'static str,
    id: &'a str,
    name: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    range: Option<&'a str>,
    categories: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    url: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    price: Option<PriceJson>,
    specs: SpecsJson<'a>,
    #[serde(skip_serializing_if = "str::is_empty")]
    text: &'a str,
}

#[derive(Serialize)]
struct PageLine<'a> {
    kind: &'static str,
    id: &'a str,
    url: &'a str,
    title: &'a str,
    markdown: &'a str,
    products: &'a [String],
}

fn product_line(p: &Prod) -> String {
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

fn page_line(pg: &Page) -> String {
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

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/// The embedded demo catalog: JSONL lines (products then pages), byte-for-byte deterministic.
pub fn demo_catalog() -> Vec<String> {
    let ps = demo_products();
    let mut lines: Vec<String> = ps.iter().map(product_line).collect();
    lines.extend(demo_pages(&ps).iter().map(page_line));
    lines
}

/// Writes `catalog.jsonl` (products then pages) and `questions.json` into `dir`
/// (the files under `examples/demo/`), creating the directory if needed.
pub fn write_demo_files(dir: &std::path::Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let mut catalog = demo_catalog().join("\n");
    catalog.push('\n');
    std::fs::write(dir.join("catalog.jsonl"), catalog)?;
    let mut questions = serde_json::to_string_pretty(&demo_questions()).map_err(std::io::Error::other)?;
    questions.push('\n');
    std::fs::write(dir.join("questions.json"), questions)
}

// ---------------------------------------------------------------------------------------------
// Questions (SpecsQA format), computed from the demo products
// ---------------------------------------------------------------------------------------------

const SINGLE: &str = "single-product";
const FILTER: &str = "multi-product-filter";
const COMPARISON: &str = "comparison";
const OPEN: &str = "open-ended";

struct Q {
    question: String,
    category: &'static str,
    is_list: bool,
    subjective: bool,
    answer: String,
    list: Vec<String>,
}

struct QBuilder<'a> {
    ps: &'a [Prod],
    qs: Vec<Q>,
    problems: Vec<String>,
}

fn names(items: &[&Prod]) -> Vec<String> {
    items.iter().map(|p| p.name.clone()).collect()
}

/// Short justification for a recommended range (from its first variant and price range).
fn why(g: &[&Prod]) -> String {
    let p = g[0];
    let f = &p.f;
    let core = match p.cat {
        Cat::Phone => format!(
            "{}-inch screen, {} mAh battery, {}",
            num(f.screen_in.unwrap_or(0.0)),
            f.battery_mah.unwrap_or(0),
            if f.five_g == Some(true) { "5G" } else { "4G" }
        ),
        Cat::Tablet => format!(
            "{}-inch screen, {} g{}",
            num(f.screen_in.unwrap_or(0.0)),
            num(f.weight_g.unwrap_or(0.0)),
            f.battery_h.map_or(String::new(), |h| format!(", up to {h} hours of video"))
        ),
        Cat::Tv => {
            let sizes: Vec<String> = g.iter().map(|p| format!("{}\"", num(p.f.screen_in.unwrap_or(0.0)))).collect();
            format!(
                "{}, {} Hz, {} nits, {}",
                f.panel.unwrap_or(""),
                f.refresh_hz.unwrap_or(0),
                thousands(f.nits.unwrap_or(0)),
                sizes.join("/")
            )
        }
        Cat::Fridge => format!(
            "{} litres, {} cm tall, {} dB, energy class {}",
            f.capacity_l.unwrap_or(0),
            num(f.height_cm.unwrap_or(0.0)),
            f.noise_db.unwrap_or(0),
            f.energy.unwrap_or("")
        ),
        Cat::Headphones => format!(
            "{}, {}{}",
            f.form.unwrap_or(""),
            if f.anc == Some(true) { "noise cancelling" } else { "no ANC" },
            f.battery_h.map_or(", wired".to_string(), |h| format!(", up to {h} hours"))
        ),
        Cat::Laptop => format!(
            "{}-inch, {} kg, up to {} hours, {}",
            num(f.screen_in.unwrap_or(0.0)),
            num(f.weight_g.unwrap_or(0.0) / 1000.0),
            f.battery_h.unwrap_or(0),
            p.spec("Graphics")
        ),
    };
    format!("{core}; {}", from_price(g))
}

fn energy_rank(e: &str) -> Option<f64> {
    "ABCDEFG".find(e).map(|i| i as f64)
}

impl<'a> QBuilder<'a> {
    fn push(&mut self, category: &'static str, question: &str, is_list: bool, answer: String, list: Vec<String>) {
        self.qs.push(Q {
            question: question.to_string(),
            category,
            is_list,
            subjective: category == OPEN,
            answer: fix_articles(&answer),
            list,
        });
    }

    fn select(&self, cat: Cat, pred: impl Fn(&Prod) -> bool) -> Vec<&'a Prod> {
        self.ps.iter().filter(|p| p.cat == cat && pred(p)).collect()
    }

    /// Products a question names: a whole range, a single product, or one variant.
    fn subject(&mut self, label: &str) -> Vec<&'a Prod> {
        let v: Vec<&'a Prod> = self.ps.iter().filter(|p| p.label() == label || p.name == label).collect();
        if v.is_empty() {
            self.problems.push(format!("unknown subject: {label}"));
        }
        v
    }

    /// The value of `key` shared by every product of `label` (recorded as a problem otherwise).
    fn uniform<T: PartialEq + Clone + std::fmt::Debug>(
        &mut self,
        label: &str,
        key: impl Fn(&Prod) -> Option<T>,
    ) -> Option<T> {
        let vals: Vec<Option<T>> = self.subject(label).iter().map(|p| key(p)).collect();
        let first = vals.first().cloned().flatten();
        if first.is_none() || vals.iter().any(|v| *v != first) {
            self.problems.push(format!("missing or non-uniform value for {label}: {vals:?}"));
        }
        first
    }

    fn fact(
        &mut self,
        label: &str,
        question: &str,
        key: impl Fn(&Prod) -> Option<String>,
        answer: impl Fn(&str) -> String,
    ) {
        let v = self.uniform(label, key).unwrap_or_default();
        self.push(SINGLE, question, false, answer(&v), vec![label.to_string()]);
    }

    fn list_q(&mut self, question: &str, items: &[&Prod], intro: &str, none: &str, detail: impl Fn(&Prod) -> String) {
        if items.is_empty() {
            self.push(FILTER, question, true, none.to_string(), Vec::new());
            return;
        }
        let parts: Vec<String> = items
            .iter()
            .map(|p| {
                let d = detail(p);
                if d.is_empty() {
                    p.name.clone()
                } else {
                    format!("{} ({d})", p.name)
                }
            })
            .collect();
        self.push(FILTER, question, true, format!("{intro} {}.", join_and(&parts)), names(items));
    }

    fn count_q(&mut self, question: &str, items: &[&Prod], what: &str) {
        let n = names(items);
        let answer =
            if n.is_empty() { format!("None: no {what}.") } else { format!("{} {what}: {}.", n.len(), join_and(&n)) };
        self.push(FILTER, question, false, answer, n);
    }

    #[allow(clippy::too_many_arguments)]
    fn best_q(
        &mut self,
        question: &str,
        items: &[&Prod],
        key: impl Fn(&Prod) -> Option<f64>,
        highest: bool,
        intro: &str,
        fmt: impl Fn(f64) -> String,
    ) {
        let scored: Vec<(&Prod, f64)> = items.iter().filter_map(|p| key(p).map(|k| (*p, k))).collect();
        let best = scored.iter().map(|x| x.1).reduce(|a, b| if highest { a.max(b) } else { a.min(b) });
        let Some(best) = best else {
            self.problems.push(format!("no candidates: {question}"));
            self.push(COMPARISON, question, false, "No product matches.".to_string(), Vec::new());
            return;
        };
        let winners: Vec<&Prod> = scored.iter().filter(|(_, k)| (k - best).abs() < 1e-9).map(|(p, _)| *p).collect();
        let n = names(&winners);
        let answer = if winners.len() == 1 {
            format!("{intro} the {}, at {}.", n[0], fmt(best))
        } else if winners.iter().all(|p| p.range.is_some() && p.range == winners[0].range) {
            format!(
                "{intro} the {} ({} variants: {}), at {}.",
                winners[0].label(),
                winners.len(),
                join_and(&n),
                fmt(best)
            )
        } else {
            format!("{intro} a tie between {}, all at {}.", join_and(&n), fmt(best))
        };
        self.push(COMPARISON, question, false, answer, n);
    }

    #[allow(clippy::too_many_arguments)]
    fn versus(
        &mut self,
        question: &str,
        a: &str,
        b: &str,
        key: impl Fn(&Prod) -> Option<f64>,
        higher_wins: bool,
        claim: &str,
        fmt: impl Fn(f64) -> String,
    ) {
        let to_bits = |p: &Prod| key(p).map(f64::to_bits);
        let va = self.uniform(a, to_bits).map(f64::from_bits).unwrap_or(0.0);
        let vb = self.uniform(b, to_bits).map(f64::from_bits).unwrap_or(0.0);
        if (va - vb).abs() < 1e-9 {
            self.push(
                COMPARISON,
                question,
                false,
                format!("Neither: the {a} and the {b} are the same ({}).", fmt(va)),
                vec![a.to_string(), b.to_string()],
            );
            return;
        }
        let a_wins = (va > vb) == higher_wins;
        let (w, vw, l, vl) = if a_wins { (a, va, b, vb) } else { (b, vb, a, va) };
        self.push(
            COMPARISON,
            question,
            false,
            format!("The {w} has {claim}: {} versus {} for the {l}.", fmt(vw), fmt(vl)),
            vec![w.to_string()],
        );
    }

    fn open_q(&mut self, question: &str, cat: Cat, tags: &[Tag], reason: &str) {
        let sel = self.select(cat, |p| tags.iter().all(|t| p.has(*t)));
        let gs = groups(&sel);
        if gs.is_empty() {
            self.problems.push(format!("no recommendation for: {question}"));
        }
        let parts: Vec<String> = gs.iter().map(|(l, g)| format!("the {l} ({})", why(g))).collect();
        let answer = format!(
            "{} {}. {reason}",
            if gs.len() == 1 { "We recommend" } else { "Good choices are" },
            join_and(&parts)
        );
        self.push(OPEN, question, true, answer, labels(&gs));
    }
}

fn price_of(p: &Prod) -> Option<f64> {
    p.price
}

fn build_questions(ps: &[Prod]) -> (Vec<Q>, Vec<String>) {
    let mut b = QBuilder { ps, qs: Vec::new(), problems: Vec::new() };
    let money_of = |p: &Prod| p.price.map_or("no listed price".to_string(), money);

    // ---- single-product -------------------------------------------------------------------
    b.fact(
        "Nordvale Aria 9",
        "What is the battery capacity of the Nordvale Aria 9?",
        |p| p.f.battery_mah.map(|v| format!("{v} mAh")),
        |v| format!("The Nordvale Aria 9 has a {v} battery (the same in every storage and colour variant)."),
    );
    b.fact(
        "Nordvale Aria 9 Pro 512GB Titanium Grey",
        "How much does the Nordvale Aria 9 Pro 512GB Titanium Grey cost?",
        |p| p.price.map(money),
        |v| format!("The Nordvale Aria 9 Pro 512GB Titanium Grey costs {v}."),
    );
    b.fact(
        "Nordvale Lumen OLED C5",
        "What is the refresh rate of the Nordvale Lumen OLED C5?",
        |p| p.f.refresh_hz.map(|v| format!("{v} Hz")),
        |v| format!("The Nordvale Lumen OLED C5 has a native refresh rate of {v} in every screen size."),
    );
    b.fact(
        "Nordvale FrostLine FF70",
        "What is the total capacity of the Nordvale FrostLine FF70?",
        |p| p.f.capacity_l.map(|v| format!("{v} litres")),
        |v| format!("The Nordvale FrostLine FF70 has a total capacity of {v}."),
    );
    b.fact(
        "Nordvale CoolSide AF90",
        "Does the Nordvale CoolSide AF90 have a water dispenser?",
        |p| {
            p.f.water_dispenser.map(|w| {
                if w {
                    format!(
                        "Yes. Both colours have a water dispenser ({})",
                        p.spec("Water Dispenser")
                            .trim_start_matches("Yes")
                            .trim()
                            .trim_start_matches('(')
                            .trim_end_matches(')')
                    )
                } else {
                    "No. It has no water dispenser".to_string()
                }
            })
        },
        |v| format!("{v}."),
    );
    b.fact(
        "Nordvale Compact UC55",
        "What energy class is the Nordvale Compact UC55?",
        |p| Some(format!("{}, {} kWh per year", p.f.energy?, p.f.kwh?)),
        |v| format!("The Nordvale Compact UC55 is energy class {v}."),
    );
    b.fact(
        "Nordvale Strata Air 13",
        "How much does the Nordvale Strata Air 13 weigh?",
        |p| p.f.weight_g.map(|g| format!("{} kg", num(g / 1000.0))),
        |v| format!("The Nordvale Strata Air 13 weighs {v}."),
    );
    b.fact(
        "Nordvale Lumen QLED Q7",
        "How many HDMI ports does the Nordvale Lumen QLED Q7 have?",
        |p| {
            Some(format!(
                "{} HDMI ports ({} of them HDMI 2.1)",
                p.f.hdmi?,
                p.spec("HDMI 2.1").split(' ').next().unwrap_or("0")
            ))
        },
        |v| format!("The Nordvale Lumen QLED Q7 has {v}."),
    );
    b.fact(
        "Nordvale Hush 700",
        "How long does the battery of the Nordvale Hush 700 last with noise cancelling on?",
        |p| p.f.battery_h.map(|h| format!("{h} hours")),
        |v| format!("Up to {v} with noise cancelling on (up to 40 hours with it off)."),
    );
    b.fact(
        "Nordvale Hush Buds",
        "Do the Nordvale Hush Buds have active noise cancelling?",
        |p| p.f.anc.map(|a| yes_no(a).to_string()),
        |v| {
            if v == "Yes" {
                "Yes, the Nordvale Hush Buds have active noise cancelling.".to_string()
            } else {
                "No, the Nordvale Hush Buds do not have active noise cancelling (the Hush Buds Pro do).".to_string()
            }
        },
    );
    b.fact(
        "Nordvale Forge 15",
        "Which processor does the Nordvale Forge 15 use?",
        |p| p.f.processor.map(str::to_string),
        |v| format!("The Nordvale Forge 15 uses a {v} processor."),
    );
    b.fact(
        "Nordvale Slate Mini 8",
        "What is the screen size of the Nordvale Slate Mini 8?",
        |p| p.f.screen_in.map(|s| format!("{} inches", num(s))),
        |v| format!("The Nordvale Slate Mini 8 has a screen size of {v}."),
    );
    b.fact(
        "Nordvale Fjord 5",
        "Does the Nordvale Fjord 5 support 5G?",
        |p| p.f.five_g.map(|g| yes_no(g).to_string()),
        |v| {
            if v == "Yes" {
                "Yes, the Nordvale Fjord 5 supports 5G.".to_string()
            } else {
                "No. The Nordvale Fjord 5 is a 4G (LTE) phone; the Fjord 5 Plus adds 5G.".to_string()
            }
        },
    );
    b.fact(
        "Nordvale Aria 9 Pro",
        "What is the main camera resolution of the Nordvale Aria 9 Pro?",
        |p| p.f.main_mp.map(|m| format!("{m} MP")),
        |v| format!("The Nordvale Aria 9 Pro's main camera is {v}."),
    );
    b.fact(
        "Nordvale FrostLine FF60",
        "How tall is the Nordvale FrostLine FF60?",
        |p| p.f.height_cm.map(|h| format!("{} cm", num(h))),
        |v| format!("The Nordvale FrostLine FF60 is {v} tall."),
    );
    b.fact(
        "Nordvale Compact UC55",
        "How loud is the Nordvale Compact UC55?",
        |p| p.f.noise_db.map(|n| format!("{n} dB")),
        |v| format!("The Nordvale Compact UC55 has a noise level of {v}."),
    );
    b.fact(
        "Nordvale Senio S2",
        "What is the screen size of the Nordvale Senio S2?",
        |p| p.f.screen_in.map(|s| format!("{} inches", num(s))),
        |v| format!("The Nordvale Senio S2 has a screen size of {v}."),
    );
    b.fact(
        "Nordvale Strata 16 Pro 32GB 2TB Space Grey",
        "How much RAM does the Nordvale Strata 16 Pro 32GB 2TB Space Grey have?",
        |p| p.f.ram_gb.map(|r| format!("{r} GB")),
        |v| format!("It has {v} of RAM."),
    );
    b.fact(
        "Nordvale Lumen Neo Q9 65-inch",
        "How much does the 65-inch Nordvale Lumen Neo Q9 cost?",
        |p| p.price.map(money),
        |v| format!("The Nordvale Lumen Neo Q9 65-inch costs {v}."),
    );
    b.fact(
        "Nordvale Trail X6",
        "Does the Nordvale Trail X6 have a headphone jack?",
        |p| {
            let jack = p.spec("Headphone Jack");
            (!jack.is_empty()).then(|| {
                if jack.starts_with("Yes") {
                    "Yes. The Nordvale Trail X6 has a 3.5 mm headphone jack.".to_string()
                } else {
                    "No. The Nordvale Trail X6 has no headphone jack.".to_string()
                }
            })
        },
        |v| v.to_string(),
    );
    b.fact(
        "Nordvale Lumen Neo Q9",
        "What is the peak brightness of the Nordvale Lumen Neo Q9?",
        |p| p.f.nits.map(|n| format!("{} nits", thousands(n))),
        |v| format!("The Nordvale Lumen Neo Q9 reaches {v} peak brightness."),
    );
    b.fact(
        "Nordvale Slate Note 10",
        "What is the battery capacity of the Nordvale Slate Note 10?",
        |p| p.f.battery_mah.map(|v| format!("{v} mAh")),
        |v| format!("The Nordvale Slate Note 10 has a {v} battery (up to 4 weeks of typical use)."),
    );

    // ---- multi-product-filter -------------------------------------------------------------
    let items = b.select(Cat::Phone, |p| {
        p.price.is_some_and(|x| x < 500.0) && p.f.five_g == Some(true) && p.f.battery_mah.unwrap_or(0) >= 5000
    });
    b.list_q(
        "Which smartphones under £500 have 5G and at least 5000 mAh?",
        &items,
        "Smartphones under £500 with 5G and a battery of at least 5000 mAh:",
        "None of our smartphones under £500 has both 5G and a 5000 mAh battery.",
        |p| format!("{}, {} mAh", money_of(p), p.f.battery_mah.unwrap_or(0)),
    );
    let items = b.select(Cat::Fridge, |p| p.f.water_dispenser == Some(false) && p.f.height_cm.unwrap_or(999.0) < 180.0);
    b.list_q(
        "Which fridges without a water dispenser are under 180 cm tall?",
        &items,
        "Fridges without a water dispenser and under 180 cm tall:",
        "None.",
        |p| format!("{} cm", num(p.f.height_cm.unwrap_or(0.0))),
    );
    let items = b.select(Cat::Tv, |p| p.f.screen_in == Some(55.0));
    b.list_q("Show me the 55-inch TVs.", &items, "The 55-inch TVs are the", "We have no 55-inch TVs.", |p| money_of(p));
    let items = b.select(Cat::Tv, |p| p.f.hdmi == Some(4));
    b.count_q("How many TVs have 4 HDMI ports?", &items, "TVs (counting each screen size) have 4 HDMI ports");
    let items = b.select(Cat::Phone, |p| p.price.is_some_and(|x| x < 300.0) && p.f.screen_in.unwrap_or(0.0) >= 6.5);
    b.list_q(
        "Which phones under £300 have a screen of at least 6.5 inches?",
        &items,
        "Phones under £300 with a screen of 6.5 inches or more:",
        "None.",
        |p| format!("{}\", {}", num(p.f.screen_in.unwrap_or(0.0)), money_of(p)),
    );
    let items = b.select(Cat::Laptop, |p| p.f.weight_g.unwrap_or(1e9) < 1500.0);
    b.list_q(
        "Which laptops weigh under 1.5 kg?",
        &items,
        "Laptops under 1.5 kg:",
        "None of our laptops weighs under 1.5 kg.",
        |p| format!("{} kg", num(p.f.weight_g.unwrap_or(0.0) / 1000.0)),
    );
    let items = b.select(Cat::Headphones, |p| p.f.anc == Some(true) && p.f.battery_h.unwrap_or(0) >= 30);
    b.list_q(
        "Which headphones have noise cancelling and at least 30 hours of battery life?",
        &items,
        "Noise-cancelling headphones with at least 30 hours of battery (ANC on):",
        "None.",
        |p| format!("{} hours", p.f.battery_h.unwrap_or(0)),
    );
    let items = b.select(Cat::Tablet, |p| p.f.five_g == Some(true));
    b.list_q("Which tablets support 5G?", &items, "The tablets with 5G are the", "None of our tablets has 5G.", |p| {
        money_of(p)
    });
    let items = b.select(Cat::Tv, |p| p.f.refresh_hz.unwrap_or(0) >= 120 && p.price.is_some_and(|x| x < 1000.0));
    b.list_q(
        "Which TVs have a refresh rate of 120 Hz or more and cost under £1,000?",
        &items,
        "TVs with at least 120 Hz under £1,000:",
        "None.",
        |p| format!("{} Hz, {}", p.f.refresh_hz.unwrap_or(0), money_of(p)),
    );
    let items = b.select(Cat::Fridge, |p| matches!(p.f.energy, Some("A" | "B")));
    b.list_q(
        "Which fridges have an energy class of A or B?",
        &items,
        "Fridges rated A or B:",
        "None of our fridges is rated A or B.",
        |p| format!("class {}", p.f.energy.unwrap_or("")),
    );
    let items = b.select(Cat::Laptop, |p| p.f.ram_gb == Some(32));
    b.list_q("Which laptops come with 32 GB of RAM?", &items, "Laptops with 32 GB of RAM:", "None.", |p| money_of(p));
    let items = b.select(Cat::Phone, |p| p.f.wireless_charging == Some(true) && p.price.is_some_and(|x| x < 900.0));
    b.list_q(
        "Which smartphones support wireless charging and cost less than £900?",
        &items,
        "Smartphones under £900 with wireless charging:",
        "None.",
        |p| money_of(p),
    );
    let items = b.select(Cat::Fridge, |p| p.f.capacity_l.unwrap_or(0) >= 500);
    b.list_q("Which fridges hold at least 500 litres?", &items, "Fridges with 500 litres or more:", "None.", |p| {
        format!("{} l", p.f.capacity_l.unwrap_or(0))
    });
    let items = b.select(Cat::Phone, |p| p.f.storage_gb == Some(1024));
    b.list_q(
        "Which phones are available with 1 TB of storage?",
        &items,
        "Phones with 1 TB of storage:",
        "None.",
        |p| money_of(p),
    );
    let items = b.select(Cat::Tv, |p| p.f.screen_in.unwrap_or(0.0) >= 85.0 && p.price.is_some_and(|x| x < 1500.0));
    let big: Vec<String> = b
        .select(Cat::Tv, |p| p.f.screen_in.unwrap_or(0.0) >= 85.0)
        .iter()
        .map(|p| format!("the {} at {}", p.name, money_of(p)))
        .collect();
    let none = if big.is_empty() {
        "None: we sell no TV of 85 inches or larger.".to_string()
    } else {
        format!(
            "None: no TV of 85 inches or larger costs under £1,500 (85-inch and larger models: {}).",
            join_and(&big)
        )
    };
    b.list_q(
        "Which TVs are 85 inches or larger and cost under £1,500?",
        &items,
        "TVs of 85 inches or more under £1,500:",
        &none,
        |p| money_of(p),
    );
    let items = b.select(Cat::Headphones, |p| p.f.wireless == Some(false));
    b.list_q("Which headphones are wired only?", &items, "Wired-only headphones:", "None.", |p| money_of(p));
    let items = b.select(Cat::Laptop, |p| p.f.panel.is_some_and(|x| x.contains("OLED")));
    b.list_q("Which laptops have an OLED display?", &items, "Laptops with an OLED screen:", "None.", |p| {
        p.f.panel.unwrap_or("").to_string()
    });
    let items = b.select(Cat::Phone, |p| p.f.foldable);
    b.count_q("How many foldable phones are there?", &items, "foldable phones (counting each variant)");
    let items = b.select(Cat::Phone, |p| p.f.five_g == Some(false));
    b.list_q(
        "Which smartphones don't support 5G?",
        &items,
        "Smartphones without 5G (4G only):",
        "All our smartphones support 5G.",
        |p| p.spec("Network").to_string(),
    );
    let items = b.select(Cat::Tablet, |p| p.f.weight_g.unwrap_or(1e9) < 300.0);
    let none = b
        .select(Cat::Tablet, |p| p.f.weight_g.is_some())
        .into_iter()
        .min_by(|x, y| x.f.weight_g.unwrap_or(0.0).total_cmp(&y.f.weight_g.unwrap_or(0.0)))
        .map_or_else(
            || "None.".to_string(),
            |p| {
                format!(
                    "None: all our tablets weigh 300 g or more (the lightest, the {}, weighs {} g).",
                    p.label(),
                    num(p.f.weight_g.unwrap_or(0.0))
                )
            },
        );
    b.list_q("Which tablets weigh less than 300 g?", &items, "Tablets under 300 g:", &none, |p| {
        format!("{} g", num(p.f.weight_g.unwrap_or(0.0)))
    });
    let items = b.select(Cat::Laptop, |p| p.f.ram_gb.unwrap_or(0) >= 16 && p.price.is_some_and(|x| x < 500.0));
    let none = b
        .select(Cat::Laptop, |p| p.f.ram_gb.unwrap_or(0) >= 16 && p.price.is_some())
        .into_iter()
        .min_by(|x, y| x.price.unwrap_or(0.0).total_cmp(&y.price.unwrap_or(0.0)))
        .map_or_else(
            || "None: no laptop under £500 has 16 GB of RAM.".to_string(),
            |p| {
                format!(
                    "None: no laptop under £500 has 16 GB of RAM (the cheapest with 16 GB or more is the {} at {}).",
                    p.name,
                    money_of(p)
                )
            },
        );
    b.list_q(
        "Which laptops under £500 have 16 GB of RAM?",
        &items,
        "Laptops under £500 with 16 GB of RAM:",
        &none,
        |p| money_of(p),
    );
    let items = b.select(Cat::Fridge, |p| p.f.noise_db.unwrap_or(99) < 37);
    b.list_q("Which fridges are quieter than 37 dB?", &items, "Fridges quieter than 37 dB:", "None.", |p| {
        format!("{} dB", p.f.noise_db.unwrap_or(0))
    });
    let items = b.select(Cat::Phone, |p| p.price.is_some_and(|x| x < 200.0));
    b.count_q("How many smartphones cost under £200?", &items, "smartphones cost under £200");
    let items = b.select(Cat::Headphones, |p| {
        p.f.form.is_some_and(|f| f.starts_with("Over-ear")) && p.price.is_some_and(|x| x < 150.0)
    });
    b.list_q(
        "Which over-ear headphones cost less than £150?",
        &items,
        "Over-ear headphones under £150:",
        "None.",
        |p| money_of(p),
    );

    // ---- comparison -----------------------------------------------------------------------
    let mah_f = |p: &Prod| p.f.battery_mah.map(f64::from);
    b.versus(
        "Which has the larger battery, the Nordvale Aria 9 or the Nordvale Fjord 5?",
        "Nordvale Aria 9",
        "Nordvale Fjord 5",
        mah_f,
        true,
        "the larger battery",
        |v| format!("{} mAh", num(v)),
    );
    let items = b.select(Cat::Laptop, |p| p.f.ram_gb == Some(16));
    b.best_q(
        "What is the cheapest laptop with 16 GB of RAM?",
        &items,
        price_of,
        false,
        "The cheapest laptop with 16 GB of RAM is",
        money,
    );
    let items = b.select(Cat::Tablet, |_| true);
    b.best_q(
        "Which tablet is the lightest?",
        &items,
        |p| p.f.weight_g,
        false,
        "The lightest tablet is",
        |v| format!("{} g", num(v)),
    );
    let items = b.select(Cat::Tv, |p| p.f.screen_in == Some(65.0));
    b.best_q("What is the cheapest 65-inch TV?", &items, price_of, false, "The cheapest 65-inch TV is", money);
    let items = b.select(Cat::Fridge, |_| true);
    b.best_q(
        "Which fridge has the largest total capacity?",
        &items,
        |p| p.f.capacity_l.map(f64::from),
        true,
        "The largest fridge is",
        |v| format!("{} litres", num(v)),
    );
    let items = b.select(Cat::Phone, |_| true);
    b.best_q("Which smartphone has the biggest battery?", &items, mah_f, true, "The biggest battery is in", |v| {
        format!("{} mAh", num(v))
    });
    b.versus(
        "Which is lighter, the Nordvale Strata 14 or the Nordvale Strata Air 13?",
        "Nordvale Strata 14",
        "Nordvale Strata Air 13",
        |p| p.f.weight_g,
        false,
        "the lower weight",
        |v| format!("{} kg", num(v / 1000.0)),
    );
    let items = b.select(Cat::Headphones, |_| true);
    b.best_q(
        "Which headphones have the longest battery life?",
        &items,
        |p| p.f.battery_h.map(f64::from),
        true,
        "The longest battery life (headline figure, ANC on) belongs to",
        |v| format!("{} hours", num(v)),
    );
    let items = b.select(Cat::Tv, |_| true);
    b.best_q("What is the most expensive TV?", &items, price_of, true, "The most expensive TV is", money);
    b.versus(
        "Which is brighter, the Nordvale Lumen OLED C5 or the Nordvale Lumen Neo Q9?",
        "Nordvale Lumen OLED C5",
        "Nordvale Lumen Neo Q9",
        |p| p.f.nits.map(f64::from),
        true,
        "the higher peak brightness",
        |v| format!("{} nits", thousands(v as u32)),
    );
    let items = b.select(Cat::Laptop, |_| true);
    b.best_q(
        "Which laptop has the longest battery life?",
        &items,
        |p| p.f.battery_h.map(f64::from),
        true,
        "The longest battery life is from",
        |v| format!("up to {} hours", num(v)),
    );
    let items = b.select(Cat::Phone, |p| p.f.five_g == Some(true));
    b.best_q(
        "What is the cheapest smartphone with 5G?",
        &items,
        price_of,
        false,
        "The cheapest 5G smartphone is",
        money,
    );
    b.versus(
        "Which is thinner, the Nordvale Aria 9 or the Nordvale Aria 9 Pro?",
        "Nordvale Aria 9",
        "Nordvale Aria 9 Pro",
        |p| p.f.thickness_mm,
        false,
        "the thinner body",
        |v| format!("{} mm", num(v)),
    );
    let items = b.select(Cat::Tablet, |_| true);
    b.best_q(
        "Which tablet has the largest screen?",
        &items,
        |p| p.f.screen_in,
        true,
        "The largest tablet screen is on",
        |v| format!("{} inches", num(v)),
    );
    let items = b.select(Cat::Headphones, |p| p.f.form.is_some_and(|f| f.starts_with("Over-ear")));
    b.best_q(
        "Which over-ear headphones are the lightest?",
        &items,
        |p| p.f.weight_g,
        false,
        "The lightest over-ear headphones are",
        |v| format!("{} g", num(v)),
    );
    let items = b.select(Cat::Tv, |p| p.f.screen_in == Some(55.0) && p.f.refresh_hz.unwrap_or(0) >= 120);
    b.best_q(
        "What is the cheapest 55-inch TV with a refresh rate of at least 120 Hz?",
        &items,
        price_of,
        false,
        "The cheapest 55-inch TV with 120 Hz or more is",
        money,
    );
    b.versus(
        "Which uses less energy per year, the Nordvale FrostLine FF70 or the Nordvale FrostLine FF60?",
        "Nordvale FrostLine FF70",
        "Nordvale FrostLine FF60",
        |p| p.f.kwh.map(f64::from),
        false,
        "the lower annual energy consumption",
        |v| format!("{} kWh/year", num(v)),
    );
    let items = b.select(Cat::Phone, |_| true);
    b.best_q(
        "Which phone has the highest-resolution main camera?",
        &items,
        |p| p.f.main_mp.map(f64::from),
        true,
        "The highest-resolution main camera is on",
        |v| format!("{} MP", num(v)),
    );
    b.versus(
        "Which has more HDMI ports, the Nordvale Lumen U3 or the Nordvale Lumen Frame?",
        "Nordvale Lumen U3",
        "Nordvale Lumen Frame",
        |p| p.f.hdmi.map(f64::from),
        true,
        "more HDMI ports",
        num,
    );
    let items = b.select(Cat::Fridge, |_| true);
    b.best_q(
        "Which fridge has the best energy rating?",
        &items,
        |p| p.f.energy.and_then(energy_rank),
        false,
        "The best energy rating belongs to",
        |v| format!("energy class {}", "ABCDEFG".chars().nth(v as usize).unwrap_or('?')),
    );

    // ---- open-ended -----------------------------------------------------------------------
    let open: [(&str, Cat, &[Tag], &str); 19] = [
        ("What's a good phone for my dad? He mostly calls and texts and struggles with small text.", Cat::Phone, &[Tag::Seniors], "Their descriptions highlight Easy Mode with large text and icons, extra-loud calls and a simple home screen."),
        ("I need a quiet fridge for a small flat.", Cat::Fridge, &[Tag::SmallSpaces, Tag::Quiet], "Both are compact and whisper-quiet, so they suit studio and open-plan flats."),
        ("Which headphones would you recommend for long flights?", Cat::Headphones, &[Tag::Travellers], "Active noise cancelling removes engine drone and the batteries outlast long-haul flights."),
        ("What laptop should a university student get?", Cat::Laptop, &[Tag::Students], "They are light, last a full day of lectures and are affordable."),
        ("Which TV is best for gaming on a PS5 or Xbox?", Cat::Tv, &[Tag::Gamers], "HDMI 2.1 with 4K at 144 Hz, VRR, ALLM and very low input lag."),
        ("What's a good tablet for a five-year-old?", Cat::Tablet, &[Tag::Kids], "A drop-proof bumper case, parental controls and a Kids Space with approved apps."),
        ("I want a phone with a great camera for holiday photos.", Cat::Phone, &[Tag::Photography], "A 200 MP main camera with 5x optical zoom makes it our best camera phone."),
        ("What headphones are good for running?", Cat::Headphones, &[Tag::Sport], "Secure fit and sweat/water resistance (IP55 or better); you can stay aware of traffic."),
        ("We're a family of five. Which fridge freezer suits us?", Cat::Fridge, &[Tag::Families], "They offer the most space, enough for a big weekly family shop."),
        ("Which TV works well in a very bright living room?", Cat::Tv, &[Tag::BrightRooms], "High peak brightness plus an anti-reflection filter keep the picture vivid in daylight."),
        ("What laptop is good for photo and video editing?", Cat::Laptop, &[Tag::Creators], "Colour-accurate displays and dedicated graphics for editing."),
        ("I'd like a tablet for handwritten notes in meetings.", Cat::Tablet, &[Tag::NoteTaking], "A pen is included and handwriting can be converted to searchable text."),
        ("Which phone will survive building sites and hiking trips?", Cat::Phone, &[Tag::Outdoors], "It is rugged (IP68/IP69K, MIL-STD-810H), works with gloves and has a huge battery."),
        ("Which headphones are best for video calls when working from home?", Cat::Headphones, &[Tag::Calls], "Multi-microphone arrays with noise reduction and multipoint pairing for laptop and phone."),
        ("I need a small TV for the kitchen or a bedroom.", Cat::Tv, &[Tag::Bedroom], "Compact screens with full smart TV apps and Freeview Play."),
        ("Which laptop is good for gaming?", Cat::Laptop, &[Tag::Gamers], "Dedicated graphics and 240 Hz screens."),
        ("Which headphones are safe for kids?", Cat::Headphones, &[Tag::Kids], "Volume is limited to 85 dB and the headband is bendable."),
        ("I want a fridge that gives chilled water and ice without opening the door.", Cat::Fridge, &[Tag::Entertaining], "It has a plumbed water and ice dispenser (crushed and cubed)."),
        ("Which phone has the best battery for travelling?", Cat::Phone, &[Tag::Travellers], "Their descriptions highlight very large batteries and eSIM support for local data plans."),
    ];
    for (q, cat, tags, reason) in open {
        b.open_q(q, cat, tags, reason);
    }

    (b.qs, b.problems)
}

/// The demo questions in the SpecsQA `questions.json` format, computed from the same data the
/// demo catalog is generated from (`{"q001": {"question", "category", "is_list", "objectivity",
/// "gt_answer", "gt_answer_list"}, ...}`).
pub fn demo_questions() -> Value {
    let ps = demo_products();
    let (qs, _problems) = build_questions(&ps);
    let mut m = Map::new();
    for (i, q) in qs.iter().enumerate() {
        m.insert(
            format!("q{:03}", i + 1),
            json!({
                "question": q.question,
                "category": q.category,
                "is_list": q.is_list,
                "objectivity": if q.subjective { "subjective" } else { "objective" },
                "gt_answer": q.answer,
                "gt_answer_list": q.list,
            }),
        );
    }
    Value::Object(m)
}

// ---------------------------------------------------------------------------------------------
// Scale catalog (benchmarks)
// ---------------------------------------------------------------------------------------------

struct ScaleVocab {
    families: &'static [&'static str],
    colours: &'static [&'static str],
    filler_section: &'static str,
    filler_entry: &'static str,
    filler_words: &'static [&'static str],
    units: &'static [&'static str],
}

fn scale_vocab(cat: Cat) -> ScaleVocab {
    match cat {
        Cat::Phone => ScaleVocab {
            families: &["Aria", "Fjord", "Vega", "Nimbus", "Orion"],
            colours: &["Midnight Black", "Glacier White", "Sage Green", "Ocean Blue", "Coral Pink"],
            filler_section: "Sensors",
            filler_entry: "Sensor",
            filler_words: &[
                "Accelerometer",
                "Gyroscope",
                "Proximity",
                "Ambient light",
                "Barometer",
                "Compass",
                "Hall effect",
            ],
            units: &["mW", "ms", "lux", "dB"],
        },
        Cat::Tablet => ScaleVocab {
            families: &["Slate", "Canvas", "Folio"],
            colours: &["Graphite", "Silver", "Mint", "Rose Gold"],
            filler_section: "Sensors",
            filler_entry: "Sensor",
            filler_words: &["Accelerometer", "Gyroscope", "Ambient light", "Compass", "Hall effect"],
            units: &["mW", "ms", "lux"],
        },
        Cat::Tv => ScaleVocab {
            families: &["Lumen", "Vista", "Aurora"],
            colours: &["Black", "Titan Grey", "Silver"],
            filler_section: "Picture",
            filler_entry: "Picture Mode",
            filler_words: &["Standard", "Cinema", "Filmmaker", "Sport", "Game", "Vivid", "Eco"],
            units: &["nits", "ms", "W", "%"],
        },
        Cat::Fridge => ScaleVocab {
            families: &["FrostLine", "CoolSide", "Compact", "Larder"],
            colours: &["White", "Silver", "Black", "Stainless Steel"],
            filler_section: "Features",
            filler_entry: "Shelf",
            filler_words: &["Glass", "Wire", "Adjustable glass", "Foldable", "Wine rack"],
            units: &["l", "kg", "°C", "dB"],
        },
        Cat::Headphones => ScaleVocab {
            families: &["Hush", "Pulse", "Echo"],
            colours: &["Black", "White", "Sand", "Sky Blue", "Lilac"],
            filler_section: "Audio",
            filler_entry: "EQ Preset",
            filler_words: &["Flat", "Bass boost", "Vocal", "Treble", "Podcast", "Classical"],
            units: &["dB", "ms", "Hz", "mW"],
        },
        Cat::Laptop => ScaleVocab {
            families: &["Strata", "Forge", "Workmate", "Study"],
            colours: &["Slate Grey", "Silver", "Midnight", "Arctic Blue"],
            filler_section: "Ports",
            filler_entry: "Port",
            filler_words: &["USB-C", "USB-A 3.2", "HDMI 2.1", "Thunderbolt 4", "SD card reader", "RJ45", "3.5 mm"],
            units: &["W", "dB", "°C", "ms"],
        },
    }
}

/// Range-level parameters shared by the 2-4 variants of one synthetic range.
struct ScaleRange {
    idx: u64,
    cat: Cat,
    name: String,
    key: String,
    variants: u64,
    base_price: f64,
    nums: [u64; 8],
    flags: [bool; 4],
    seed: u64,
}

struct ScaleGen {
    seed: u64,
    spec_rows: usize,
    next_range: u64,
    variant: u64,
    range: Option<ScaleRange>,
}

impl ScaleGen {
    fn new_range(&mut self) -> ScaleRange {
        let idx = self.next_range;
        self.next_range += 1;
        let seed = self.seed ^ idx.wrapping_mul(0xA076_1D64_78BD_642F).rotate_left(17);
        let mut rng = SplitMix64::new(seed);
        let cat = Cat::ALL[rng.below(6) as usize];
        let family = *rng.pick(scale_vocab(cat).families);
        let model = 100 + idx;
        let name = format!("{BRAND} {family} {model}");
        let key = format!("{}{model}", family.to_lowercase());
        let base_price = match cat {
            Cat::Phone => 99.0 + rng.below(13) as f64 * 100.0,
            Cat::Tablet => 129.0 + rng.below(9) as f64 * 100.0,
            Cat::Tv => 249.0 + rng.below(15) as f64 * 100.0,
            Cat::Fridge => 199.0 + rng.below(12) as f64 * 100.0,
            Cat::Headphones => 29.0 + rng.below(12) as f64 * 30.0,
            Cat::Laptop => 299.0 + rng.below(20) as f64 * 100.0,
        };
        let mut nums = [0u64; 8];
        for n in &mut nums {
            *n = rng.next_u64();
        }
        let flags = [rng.below(2) == 1, rng.below(2) == 1, rng.below(2) == 1, rng.below(4) == 0];
        ScaleRange { idx, cat, name, key, variants: rng.between(2, 4), base_price, nums, flags, seed }
    }

    fn next_line(&mut self) -> String {
        let range = match self.range.take() {
            Some(r) if self.variant < r.variants => r,
            _ => {
                self.variant = 0;
                self.new_range()
            }
        };
        let line = scale_product(&range, self.variant, self.spec_rows);
        self.variant += 1;
        self.range = Some(range);
        line
    }
}

/// Picks `n % len` from a small option list.
fn opt<T: Copy>(n: u64, items: &[T]) -> T {
    items[(n % items.len() as u64) as usize]
}

fn scale_product(r: &ScaleRange, v: u64, spec_rows: usize) -> String {
    let voc = scale_vocab(r.cat);
    let n = r.nums;
    let mut vrng = SplitMix64::new(r.seed ^ (v + 1).wrapping_mul(0xE703_7ED1_A0B4_28DB));
    let colour = voc.colours[((n[7] + v) % voc.colours.len() as u64) as usize];
    let s = (r.idx % 3) as u8;
    let mut rows = Rows::default();
    let (variant_label, price) = match r.cat {
        Cat::Phone | Cat::Tablet => {
            let storage = [64u32, 128, 256, 512, 1024][((n[0] % 2) + v).min(4) as usize];
            rows.add(
                "Display",
                "Screen Size",
                inch(
                    if r.cat == Cat::Phone { 6.1 + (n[1] % 9) as f64 / 10.0 } else { 8.0 + (n[1] % 60) as f64 / 10.0 },
                    s,
                ),
            );
            rows.add(
                "Display",
                "Resolution",
                opt(n[2], &["2400 x 1080 (FHD+)", "1600 x 720 (HD+)", "3120 x 1440 (QHD+)", "2560 x 1600"]),
            );
            rows.add("Display", "Refresh Rate", hz(opt(n[3], &[60, 90, 120, 144]), s));
            rows.add(
                "Processor",
                "Chipset",
                format!("Vantek X{} ({} nm)", 100 + n[4] % 900, opt(n[4] >> 8, &[3, 4, 5, 6, 12])),
            );
            rows.add("Processor", "RAM", gb(opt(n[5], &[3, 4, 6, 8, 12, 16]), s));
            rows.add("Processor", "Storage", gb(storage, s));
            rows.add(
                "Camera",
                "Rear Camera",
                opt(
                    n[6],
                    &[
                        "50 MP + 12 MP + 10 MP",
                        "50 MP + 2 MP",
                        "108 MP + 8 MP + 2 MP",
                        "200 MP + 50 MP + 10 MP",
                        "13 MP",
                    ],
                ),
            );
            rows.add("Camera", "Front Camera", format!("{} MP", opt(n[6] >> 8, &[5, 8, 12, 16, 32])));
            rows.add(
                "Battery",
                "Battery Capacity",
                mah(
                    if r.cat == Cat::Phone { 3500 + (n[1] >> 8) % 31 * 100 } else { 5000 + (n[1] >> 8) % 60 * 100 }
                        as u32,
                    s,
                ),
            );
            rows.add("Battery", "Wired Charging", watts(opt(n[2] >> 8, &[10, 15, 25, 33, 45, 65, 120]), s));
            rows.add("Battery", "Wireless Charging", yes_no(r.flags[0]));
            rows.add(
                "Connectivity",
                "Network",
                if r.flags[1] {
                    network(true, s)
                } else if r.cat == Cat::Tablet {
                    "Wi-Fi only"
                } else {
                    network(false, s)
                },
            );
            rows.add(
                "Connectivity",
                "Wireless",
                opt(
                    n[3] >> 8,
                    &[
                        "Wi-Fi 6E, Bluetooth 5.3, NFC",
                        "Wi-Fi 5, Bluetooth 5.0",
                        "Wi-Fi 7, Bluetooth 5.4, NFC",
                        "Wi-Fi 6, Bluetooth 5.2",
                    ],
                ),
            );
            let w = if r.cat == Cat::Phone { 150 + (n[5] >> 8) % 90 } else { 300 + (n[5] >> 8) % 400 };
            rows.add("Dimensions & Weight", "Weight", grams(w as f64, s));
            rows.add(
                "Dimensions & Weight",
                "Dimensions",
                dims(
                    (
                        (140 + (n[4] >> 16) % 40) as f64 + 0.5,
                        70.0 + ((n[4] >> 24) % 10) as f64,
                        7.0 + ((n[4] >> 32) % 30) as f64 / 10.0,
                    ),
                    s,
                ),
            );
            rows.add("General", "Water Resistance", opt(n[7] >> 8, &["IP68", "IP67", "IP54", "None"]));
            (format!("{} {colour}", storage_label(storage)), r.base_price + v as f64 * 60.0)
        }
        Cat::Tv => {
            let size = [32u32, 43, 50, 55, 65, 75, 85][((n[0] % 4) + v).min(6) as usize];
            rows.add("Display", "Screen Size", format!("{size}\""));
            rows.add(
                "Display",
                "Resolution",
                if size <= 32 { "1366 x 768 (HD Ready)" } else { "3840 x 2160 (4K UHD)" },
            );
            rows.add("Display", "Panel Type", opt(n[1], &["OLED", "QLED", "Mini LED QLED", "LED"]));
            rows.add("Display", "Refresh Rate", hz(opt(n[2], &[50, 60, 100, 120, 144]), s));
            rows.add("Display", "Peak Brightness", format!("{} nits", thousands(250 + (n[3] % 20) as u32 * 100)));
            rows.add("Audio", "Audio Output", watts(opt(n[4], &[10, 20, 40, 60]), s));
            rows.add("Connectivity", "HDMI Ports", opt(n[5], &["2", "3", "4"]));
            rows.add("Connectivity", "USB Ports", opt(n[5] >> 8, &["1", "2", "3"]));
            rows.add("Power", "Energy Class (SDR)", opt(n[6], &["E", "F", "G"]));
            rows.add("Power", "Power Consumption (On Mode)", watts((f64::from(size) * 1.6) as u32, s));
            rows.add(
                "Dimensions & Weight",
                "Weight (without stand)",
                kg((f64::from(size * size) * 0.005 * 10.0).round() / 10.0, s % 2),
            );
            rows.add("Dimensions & Weight", "VESA Mount", if size >= 65 { "400 x 400" } else { "300 x 300" });
            (format!("{size}-inch"), (r.base_price * f64::from(size) / 550.0).round() * 10.0 - 1.0)
        }
        Cat::Fridge => {
            let fridge_l = 100 + (n[0] % 300) as u32;
            let freezer_l = if r.flags[2] { 0 } else { 50 + (n[1] % 200) as u32 };
            rows.add("General", "Type", if freezer_l == 0 { "Larder Fridge" } else { "Fridge Freezer" });
            rows.add("Capacity", "Total Capacity", litres(fridge_l + freezer_l, s));
            rows.add("Capacity", "Fridge Capacity", litres(fridge_l, s));
            rows.add(
                "Capacity",
                "Freezer Capacity",
                if freezer_l == 0 { "No freezer".to_string() } else { litres(freezer_l, s) },
            );
            rows.add("Energy", "Energy Class", opt(n[2], &["A", "B", "C", "D", "E", "F"]));
            rows.add("Energy", "Annual Energy Consumption", format!("{} kWh/annum", 70 + n[3] % 350));
            rows.add("Energy", "Noise Level", format!("{} dB", 33 + n[4] % 10));
            rows.add("Features", "Water Dispenser", yes_no(r.flags[3]));
            rows.add("Features", "Frost Free", yes_no(r.flags[0]));
            rows.add("Dimensions & Weight", "Height", cm(80.0 + (n[5] % 1300) as f64 / 10.0, s));
            rows.add("Dimensions & Weight", "Width", cm(opt(n[6], &[50.0, 55.0, 59.5, 60.0, 70.0, 90.8]), s));
            rows.add("Dimensions & Weight", "Depth", cm(55.0 + (n[6] >> 8) as f64 % 20.0, s));
            (colour.to_string(), r.base_price + v as f64 * 20.0)
        }
        Cat::Headphones => {
            rows.add("General", "Type", opt(n[0], &["Over-ear", "On-ear", "In-ear (true wireless)", "Open-ear"]));
            rows.add("Audio", "Active Noise Cancelling", yes_no(r.flags[0]));
            rows.add("Audio", "Driver Size", format!("{} mm", opt(n[1], &[10, 11, 12, 32, 40, 45])));
            rows.add("Battery", "Battery Life", hours(5 + (n[2] % 56) as u32, s));
            rows.add("Connectivity", "Bluetooth Version", opt(n[3], &["5.0", "5.2", "5.3", "5.4"]));
            rows.add("Connectivity", "Codecs", opt(n[4], &["SBC, AAC", "SBC, AAC, LDAC", "SBC, AAC, LC3"]));
            rows.add("Connectivity", "Multipoint", yes_no(r.flags[1]));
            rows.add("General", "Weight", grams(4.0 + (n[5] % 300) as f64, s));
            rows.add("General", "Water Resistance", opt(n[6], &["None", "IPX4", "IP55", "IP57"]));
            (colour.to_string(), r.base_price)
        }
        Cat::Laptop => {
            let ram = [8u32, 16, 32, 64][((n[0] % 2) + v).min(3) as usize];
            let storage = [256u32, 512, 1024, 2048][((n[1] % 2) + v).min(3) as usize];
            rows.add("Display", "Screen Size", inch(opt(n[2], &[13.3, 14.0, 15.6, 16.0, 17.3]), s));
            rows.add(
                "Display",
                "Resolution",
                opt(n[3], &["1920 x 1080 (Full HD)", "1920 x 1200 (WUXGA)", "2560 x 1600", "2880 x 1800 (2.8K)"]),
            );
            rows.add(
                "Processor",
                "Processor",
                format!("Vale Core V{} ({} cores)", opt(n[4], &[3, 5, 7, 9]), opt(n[4] >> 8, &[8, 10, 12, 14, 16, 24])),
            );
            rows.add(
                "Processor",
                "Graphics",
                opt(n[5], &["Integrated Vale Graphics", "Vale Graphics X6 (8 GB)", "Vale Graphics X8 (12 GB)"]),
            );
            rows.add("Memory & Storage", "RAM", gb(ram, s));
            rows.add("Memory & Storage", "Storage", format!("{} SSD", gb(storage, s)));
            rows.add("Battery", "Battery Life", hours(5 + (n[6] % 16) as u32, s));
            rows.add("Dimensions & Weight", "Weight", kg(0.99 + (n[7] % 200) as f64 / 100.0, s));
            rows.add(
                "Connectivity",
                "Wireless",
                opt(n[6] >> 8, &["Wi-Fi 6E, Bluetooth 5.3", "Wi-Fi 7, Bluetooth 5.4", "Wi-Fi 6, Bluetooth 5.1"]),
            );
            rows.add("General", "Operating System", opt(n[7] >> 8, &["Windows 11 Home", "Windows 11 Pro", "ChromeOS"]));
            (format!("{ram}GB {} {colour}", storage_label(storage)), r.base_price + v as f64 * 150.0)
        }
    };
    rows.add("General", "Colour", colour);
    rows.add("General", "Model", &r.name);

    // Pad (or trim) to about `spec_rows` rows; fillers are shared by all variants of a range.
    let jitter = (spec_rows / 10).min(2) as u64;
    let target = (spec_rows as u64 + vrng.below(2 * jitter + 1)).saturating_sub(jitter) as usize;
    rows.0.truncate(target);
    let mut frng = SplitMix64::new(r.seed.rotate_left(29));
    let mut k = 1usize;
    while rows.0.len() < target {
        let x = frng.next_u64();
        match k % 3 {
            0 => rows.add("Features", &format!("Feature {k}"), yes_no(x % 2 == 0)),
            1 => rows.add(voc.filler_section, &format!("{} {k}", voc.filler_entry), *frng.pick(voc.filler_words)),
            _ => rows.add(
                "Measurements",
                &format!("Test Metric {k}"),
                format!("{} {}", num(((x >> 8) % 10_000) as f64 / 10.0), opt(x >> 40, voc.units)),
            ),
        }
        k += 1;
    }

    let id = format!("sc-{}-{}-{v}", r.key, r.idx);
    let name = format!("{} {variant_label}", r.name);
    let price = (vrng.below(33) != 0).then_some(price);
    let facts: Vec<String> =
        rows.0.iter().take(4).map(|row| format!("{} {}", row.entry.to_lowercase(), row.value)).collect();
    let text = format!(
        "## Overview\n\nThe {name} is part of the {} range of {}. Key facts: {}.\n\n## Features\n\n### Highlights\n\nAvailable in {colour}; {} variants in this range.",
        r.name,
        r.cat.noun(),
        join_and(&facts),
        r.variants
    );
    let url = format!("{SITE}/{}/{id}", r.cat.slug());
    let categories = [r.cat.label().to_string()];
    let line = ProductLine {
        kind: "product",
        id: &id,
        name: &name,
        range: Some(&r.name),
        categories: &categories,
        url: Some(&url),
        price: price.map(|amount| PriceJson { amount, currency: "GBP" }),
        specs: SpecsJson::Table(&rows.0),
        text: &text,
    };
    serde_json::to_string(&line).unwrap_or_default()
}

/// A synthetic catalog of `products` products with about `spec_rows` spec rows each (within ±2
/// rows), in ranges of 2-4 variants, deterministic for a seed. Lines are produced lazily, so
/// very large catalogs never need to be held in memory.
pub fn scale_catalog(products: usize, spec_rows: usize, seed: u64) -> impl Iterator<Item = String> {
    let mut generator = ScaleGen { seed, spec_rows, next_range: 0, variant: 0, range: None };
    (0..products).map(move |_| generator.next_line())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, HashSet};

    fn parsed() -> Vec<Value> {
        demo_catalog().iter().map(|l| serde_json::from_str(l).expect("line parses")).collect()
    }

    fn spec_count(v: &Value) -> usize {
        match &v["specs"] {
            Value::Array(a) => a.len(),
            Value::Object(o) => o.len(),
            _ => 0,
        }
    }

    #[test]
    fn demo_is_deterministic() {
        assert_eq!(demo_catalog(), demo_catalog());
        assert_eq!(demo_questions(), demo_questions());
        let a: Vec<String> = scale_catalog(50, 40, 3).collect();
        let b: Vec<String> = scale_catalog(50, 40, 3).collect();
        assert_eq!(a, b);
        let c: Vec<String> = scale_catalog(50, 40, 4).collect();
        assert_ne!(a, c);
    }

    #[test]
    fn demo_lines_have_required_fields() {
        let mut ids = HashSet::new();
        let mut product_ids = HashSet::new();
        let mut pages = 0;
        for v in parsed() {
            let id = v["id"].as_str().expect("id").to_string();
            assert!(ids.insert(id.clone()), "duplicate id {id}");
            match v["kind"].as_str() {
                Some("product") => {
                    product_ids.insert(id.clone());
                    assert!(!v["name"].as_str().unwrap_or("").is_empty());
                    let cats = v["categories"].as_array().expect("categories");
                    assert!(!cats.is_empty());
                    assert!(v["url"].as_str().is_some());
                    if let Some(price) = v.get("price") {
                        assert!(price["amount"].as_f64().is_some_and(|a| a > 0.0));
                        assert_eq!(price["currency"], "GBP");
                    }
                    match &v["specs"] {
                        Value::Array(rows) => {
                            for r in rows {
                                assert!(r["entry"].as_str().is_some_and(|e| !e.is_empty()));
                                assert!(r["value"].as_str().is_some_and(|e| !e.is_empty()), "{id}: {r}");
                            }
                        }
                        Value::Object(map) => {
                            for (k, val) in map {
                                assert!(k.contains(':'));
                                assert!(val.as_str().is_some_and(|e| !e.is_empty()));
                            }
                        }
                        other => panic!("bad specs {other}"),
                    }
                    let text = v["text"].as_str().expect("text");
                    assert!(text.starts_with("## Overview"));
                    assert!(text.contains("## Features") && text.contains("### "));
                    assert!(text.contains("## FAQ") && text.contains("**Q:**") && text.contains("**A:**"));
                    let feats = text.matches("\n### ").count();
                    assert!((2..=4).contains(&feats), "{id}: {feats} features");
                    let faqs = text.matches("**Q:**").count();
                    assert!((2..=3).contains(&faqs), "{id}: {faqs} faqs");
                }
                Some("page") => {
                    pages += 1;
                    assert!(v["title"].as_str().is_some());
                    assert!(v["markdown"].as_str().is_some_and(|m| m.len() > 200));
                    for p in v["products"].as_array().expect("products") {
                        assert!(product_ids.contains(p.as_str().unwrap_or("")), "page links unknown {p}");
                    }
                }
                other => panic!("bad kind {other:?}"),
            }
        }
        assert!((5..=8).contains(&pages));
    }

    #[test]
    fn demo_has_enough_products_categories_and_rows() {
        let ps = parsed();
        let products: Vec<&Value> = ps.iter().filter(|v| v["kind"] == "product").collect();
        assert!(products.len() >= 160, "{} products", products.len());
        let mut cats: BTreeMap<String, usize> = BTreeMap::new();
        for p in &products {
            for c in p["categories"].as_array().into_iter().flatten() {
                *cats.entry(c.as_str().unwrap_or("").to_string()).or_default() += 1;
            }
            let first = p["categories"][0].as_str().unwrap_or("");
            let min = if first == "Smartphones" || first == "TVs" { 25 } else { 15 };
            assert!(spec_count(p) >= min, "{} has {} rows", p["id"], spec_count(p));
        }
        for c in ["Smartphones", "Tablets", "TVs", "Fridges", "Headphones", "Laptops"] {
            assert!(cats.get(c).copied().unwrap_or(0) >= 15, "{c}: {cats:?}");
        }
        assert!(products.iter().filter(|p| p["specs"].is_object()).count() >= 4);
        assert!(products.iter().filter(|p| p.get("price").is_none()).count() >= 3);
        assert!(products.iter().filter(|p| p.get("range").is_none()).count() >= 5);
        assert!(products.iter().filter(|p| p["categories"].as_array().is_some_and(|c| c.len() > 1)).count() >= 3);
    }

    #[test]
    fn questions_are_consistent_with_catalog() {
        let ps = demo_products();
        let (qs, problems) = build_questions(&ps);
        assert!(problems.is_empty(), "{problems:#?}");
        assert!(qs.len() >= 64);
        for cat in [SINGLE, FILTER, COMPARISON, OPEN] {
            assert!(qs.iter().filter(|q| q.category == cat).count() >= 16, "{cat}");
        }
        assert!(qs.iter().filter(|q| !q.subjective).count() >= 40);
        assert!(qs.iter().filter(|q| q.category == FILTER && q.list.is_empty()).count() >= 2);
        let mut known: HashSet<String> = HashSet::new();
        for v in parsed().iter().filter(|v| v["kind"] == "product") {
            known.insert(v["name"].as_str().unwrap_or("").to_string());
            if let Some(r) = v["range"].as_str() {
                known.insert(r.to_string());
            }
        }
        let json = demo_questions();
        let obj = json.as_object().expect("object");
        assert_eq!(obj.len(), qs.len());
        let mut texts = HashSet::new();
        for (id, q) in obj {
            assert!(id.starts_with('q'));
            assert!(texts.insert(q["question"].as_str().unwrap_or("").to_string()), "duplicate question");
            assert!(matches!(q["objectivity"].as_str(), Some("objective" | "subjective")));
            assert!(q["is_list"].is_boolean());
            assert!(!q["gt_answer"].as_str().unwrap_or("").is_empty());
            for n in q["gt_answer_list"].as_array().expect("list") {
                assert!(known.contains(n.as_str().unwrap_or("")), "{id}: unknown name {n}");
            }
        }
    }

    #[test]
    fn scale_catalog_shape() {
        let lines: Vec<String> = scale_catalog(1000, 40, 7).collect();
        assert_eq!(lines.len(), 1000);
        let mut ids = HashSet::new();
        let mut ranges: BTreeMap<String, usize> = BTreeMap::new();
        for l in &lines {
            let v: Value = serde_json::from_str(l).expect("parses");
            assert_eq!(v["kind"], "product");
            assert!(ids.insert(v["id"].as_str().unwrap_or("").to_string()));
            let n = spec_count(&v);
            assert!((38..=42).contains(&n), "{n} rows");
            *ranges.entry(v["range"].as_str().unwrap_or("").to_string()).or_default() += 1;
        }
        // All complete ranges have 2-4 variants (the last one may be cut short).
        assert!(ranges.values().all(|&n| (1..=4).contains(&n)));
        assert!(ranges.values().filter(|&&n| n >= 2).count() >= ranges.len() - 1);
        assert_eq!(scale_catalog(0, 40, 1).count(), 0);
        assert!(scale_catalog(5, 0, 1).all(|l| l.contains("\"specs\":[]")));
    }
}

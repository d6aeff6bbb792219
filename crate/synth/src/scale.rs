//! Scale catalog (benchmarks).

use crate::build::*;
use crate::format::*;
use crate::jsonl::*;
use crate::model::*;
use crate::rng::*;

pub(crate) struct ScaleVocab {
    pub(crate) families: &'static [&'static str],
    pub(crate) colours: &'static [&'static str],
    pub(crate) filler_section: &'static str,
    pub(crate) filler_entry: &'static str,
    pub(crate) filler_words: &'static [&'static str],
    pub(crate) units: &'static [&'static str],
}

pub(crate) fn scale_vocab(cat: Cat) -> ScaleVocab {
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
pub(crate) struct ScaleRange {
    pub(crate) idx: u64,
    pub(crate) cat: Cat,
    pub(crate) name: String,
    pub(crate) key: String,
    pub(crate) variants: u64,
    pub(crate) base_price: f64,
    pub(crate) nums: [u64; 8],
    pub(crate) flags: [bool; 4],
    pub(crate) seed: u64,
}

pub(crate) struct ScaleGen {
    pub(crate) seed: u64,
    pub(crate) spec_rows: usize,
    pub(crate) next_range: u64,
    pub(crate) variant: u64,
    pub(crate) range: Option<ScaleRange>,
}

impl ScaleGen {
    pub(crate) fn new_range(&mut self) -> ScaleRange {
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

    pub(crate) fn next_line(&mut self) -> String {
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
pub(crate) fn opt<T: Copy>(n: u64, items: &[T]) -> T {
    items[(n % items.len() as u64) as usize]
}

pub(crate) fn scale_product(r: &ScaleRange, v: u64, spec_rows: usize) -> String {
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

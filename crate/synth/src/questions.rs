//! Questions (SpecsQA format), computed from the demo products.

use serde_json::{json, Map, Value};

use crate::build::*;
use crate::format::*;
use crate::model::*;
use crate::pages::*;

pub(crate) const SINGLE: &str = "single-product";
pub(crate) const FILTER: &str = "multi-product-filter";
pub(crate) const COMPARISON: &str = "comparison";
pub(crate) const OPEN: &str = "open-ended";

pub(crate) struct Q {
    pub(crate) question: String,
    pub(crate) category: &'static str,
    pub(crate) is_list: bool,
    pub(crate) subjective: bool,
    pub(crate) answer: String,
    pub(crate) list: Vec<String>,
}

pub(crate) struct QBuilder<'a> {
    pub(crate) ps: &'a [Prod],
    pub(crate) qs: Vec<Q>,
    pub(crate) problems: Vec<String>,
}

pub(crate) fn names(items: &[&Prod]) -> Vec<String> {
    items.iter().map(|p| p.name.clone()).collect()
}

/// Short justification for a recommended range (from its first variant and price range).
pub(crate) fn why(g: &[&Prod]) -> String {
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

pub(crate) fn energy_rank(e: &str) -> Option<f64> {
    "ABCDEFG".find(e).map(|i| i as f64)
}

impl<'a> QBuilder<'a> {
    pub(crate) fn push(
        &mut self,
        category: &'static str,
        question: &str,
        is_list: bool,
        answer: String,
        list: Vec<String>,
    ) {
        self.qs.push(Q {
            question: question.to_string(),
            category,
            is_list,
            subjective: category == OPEN,
            answer: fix_articles(&answer),
            list,
        });
    }

    pub(crate) fn select(&self, cat: Cat, pred: impl Fn(&Prod) -> bool) -> Vec<&'a Prod> {
        self.ps.iter().filter(|p| p.cat == cat && pred(p)).collect()
    }

    /// Products a question names: a whole range, a single product, or one variant.
    pub(crate) fn subject(&mut self, label: &str) -> Vec<&'a Prod> {
        let v: Vec<&'a Prod> = self.ps.iter().filter(|p| p.label() == label || p.name == label).collect();
        if v.is_empty() {
            self.problems.push(format!("unknown subject: {label}"));
        }
        v
    }

    /// The value of `key` shared by every product of `label` (recorded as a problem otherwise).
    pub(crate) fn uniform<T: PartialEq + Clone + std::fmt::Debug>(
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

    pub(crate) fn fact(
        &mut self,
        label: &str,
        question: &str,
        key: impl Fn(&Prod) -> Option<String>,
        answer: impl Fn(&str) -> String,
    ) {
        let v = self.uniform(label, key).unwrap_or_default();
        self.push(SINGLE, question, false, answer(&v), vec![label.to_string()]);
    }

    pub(crate) fn list_q(
        &mut self,
        question: &str,
        items: &[&Prod],
        intro: &str,
        none: &str,
        detail: impl Fn(&Prod) -> String,
    ) {
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

    pub(crate) fn count_q(&mut self, question: &str, items: &[&Prod], what: &str) {
        let n = names(items);
        let answer =
            if n.is_empty() { format!("None: no {what}.") } else { format!("{} {what}: {}.", n.len(), join_and(&n)) };
        self.push(FILTER, question, false, answer, n);
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn best_q(
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
    pub(crate) fn versus(
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

    pub(crate) fn open_q(&mut self, question: &str, cat: Cat, tags: &[Tag], reason: &str) {
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

pub(crate) fn price_of(p: &Prod) -> Option<f64> {
    p.price
}

pub(crate) fn build_questions(ps: &[Prod]) -> (Vec<Q>, Vec<String>) {
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

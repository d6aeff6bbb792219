//! Pages (guides, FAQ, comparisons), generated from the same products.

use std::fmt::Write as _;

use crate::format::*;
use crate::model::*;

pub(crate) struct Page {
    pub(crate) id: &'static str,
    pub(crate) title: &'static str,
    pub(crate) markdown: String,
    pub(crate) products: Vec<String>,
}

/// Products grouped by range label (range name, or name for single products), catalog order.
pub(crate) fn groups<'a>(ps: &[&'a Prod]) -> Vec<(String, Vec<&'a Prod>)> {
    let mut out: Vec<(String, Vec<&'a Prod>)> = Vec::new();
    for p in ps {
        match out.iter_mut().find(|(l, _)| l == p.label()) {
            Some((_, v)) => v.push(*p),
            None => out.push((p.label().to_string(), vec![*p])),
        }
    }
    out
}

pub(crate) fn from_price(group: &[&Prod]) -> String {
    group
        .iter()
        .filter_map(|p| p.price)
        .min_by(f64::total_cmp)
        .map_or_else(|| "price on request".to_string(), |v| format!("from {}", money(v)))
}

pub(crate) fn of_cat(ps: &[Prod], cat: Cat) -> Vec<&Prod> {
    ps.iter().filter(|p| p.cat == cat).collect()
}

pub(crate) fn ids(ps: &[&Prod]) -> Vec<String> {
    ps.iter().map(|p| p.id.clone()).collect()
}

pub(crate) fn labels(gs: &[(String, Vec<&Prod>)]) -> Vec<String> {
    gs.iter().map(|(l, _)| l.clone()).collect()
}

pub(crate) fn tv_guide(ps: &[Prod]) -> Page {
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

pub(crate) fn fridge_guide(ps: &[Prod]) -> Page {
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
pub(crate) type CellFn = fn(&Prod) -> String;

pub(crate) fn aria_comparison(ps: &[Prod]) -> Page {
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

pub(crate) fn service_faq(ps: &[Prod]) -> Page {
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

pub(crate) fn headphone_travel_guide(ps: &[Prod]) -> Page {
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

pub(crate) fn laptop_guide(ps: &[Prod]) -> Page {
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

pub(crate) fn seniors_guide(ps: &[Prod]) -> Page {
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

pub(crate) fn demo_pages(ps: &[Prod]) -> Vec<Page> {
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

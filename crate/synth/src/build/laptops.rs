//! Builders for laptops: `LAPTOPS` -> products (spec rows + facts + prose).

use crate::data::*;
use crate::format::*;
use crate::model::*;
use crate::prose::*;
use crate::rng::*;

pub(crate) fn build_laptops(out: &mut Vec<Prod>) {
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

pub(crate) fn laptop_text(p: &Prod, d: &LaptopDef) -> String {
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

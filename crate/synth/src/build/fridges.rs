//! Builders for fridges: `FRIDGES` -> products (spec rows + facts + prose).

use crate::data::*;
use crate::format::*;
use crate::model::*;
use crate::prose::*;
use crate::rng::*;

pub(crate) fn build_fridges(out: &mut Vec<Prod>) {
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

pub(crate) fn fridge_text(p: &Prod, d: &FridgeDef) -> String {
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

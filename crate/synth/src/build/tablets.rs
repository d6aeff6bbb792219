//! Builders for tablets: `TABLETS` -> products (spec rows + facts + prose).

use super::{network, price_tier};
use crate::data::*;
use crate::format::*;
use crate::model::*;
use crate::prose::*;
use crate::rng::*;

pub(crate) fn build_tablets(out: &mut Vec<Prod>) {
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

pub(crate) fn tablet_text(p: &Prod, d: &TabletDef) -> String {
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

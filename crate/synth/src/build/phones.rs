//! Builders for smartphones: `PHONES` -> products (spec rows + facts + prose).

use super::{network, price_tier};
use crate::data::*;
use crate::format::*;
use crate::model::*;
use crate::prose::*;
use crate::rng::*;

pub(crate) fn build_phones(out: &mut Vec<Prod>) {
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

pub(crate) fn phone_text(p: &Prod, d: &PhoneDef) -> String {
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

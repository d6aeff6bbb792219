//! Builders for headphones: `HEADPHONES` -> products (spec rows + facts + prose).

use crate::data::*;
use crate::format::*;
use crate::model::*;
use crate::prose::*;
use crate::rng::*;

pub(crate) fn build_headphones(out: &mut Vec<Prod>) {
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

pub(crate) fn headphone_text(p: &Prod, d: &HeadphoneDef) -> String {
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

//! Builders for TVs: `TVS` -> products (spec rows + facts + prose).

use std::fmt::Write as _;

use crate::data::*;
use crate::format::*;
use crate::model::*;
use crate::prose::*;
use crate::rng::*;

pub(crate) fn build_tvs(out: &mut Vec<Prod>) {
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

pub(crate) fn tv_text(p: &Prod, d: &TvDef) -> String {
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

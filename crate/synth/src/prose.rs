//! Prose: the overview, feature paragraphs and FAQ text of a product, from its tags and facts.

use std::fmt::Write as _;

use crate::format::*;
use crate::model::*;

pub(crate) struct Prose {
    pub(crate) overview: String,
    pub(crate) features: Vec<(String, String)>,
    pub(crate) faq: Vec<(String, String)>,
}

impl Prose {
    pub(crate) fn render(&self) -> String {
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

pub(crate) struct TagBits {
    pub(crate) intro: String,
    pub(crate) feature: (String, String),
    pub(crate) faq: (String, String),
}

pub(crate) fn bits(intro: String, title: &str, body: String, q: String, a: String) -> Option<TagBits> {
    Some(TagBits { intro, feature: (title.to_string(), body), faq: (q, a) })
}

/// Audience / selling-point prose for one tag, worded for the product's category and facts.
pub(crate) fn tag_bits(tag: Tag, p: &Prod) -> Option<TagBits> {
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
pub(crate) fn assemble(
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

pub(crate) fn variant_note(p: &Prod, parts: &str) -> String {
    if p.range.is_some() {
        format!(" This listing is the {parts} version.")
    } else {
        String::new()
    }
}

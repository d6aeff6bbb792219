//! Notation helpers: the same quantity is written differently depending on a range's `style`.

pub(crate) fn num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e12 {
        format!("{}", v as i64)
    } else {
        format!("{}", (v * 100.0).round() / 100.0)
    }
}

pub(crate) fn thousands(v: u32) -> String {
    if v >= 1000 {
        format!("{},{:03}", v / 1000, v % 1000)
    } else {
        v.to_string()
    }
}

pub(crate) fn inch(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{}\"", num(v)),
        1 => format!("{} inch", num(v)),
        _ => format!("{}-inch", num(v)),
    }
}

pub(crate) fn mah(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("{v} mAh"),
        1 => format!("{} mAh", thousands(v)),
        _ => format!("{v}mAh (typical)"),
    }
}

pub(crate) fn grams(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{} g", num(v)),
        1 => format!("{}g", num(v)),
        _ => format!("{} grams", num(v)),
    }
}

pub(crate) fn hz(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("{v} Hz"),
        1 => format!("{v}Hz"),
        _ => format!("Up to {v} Hz"),
    }
}

pub(crate) fn gb(v: u32, s: u8) -> String {
    let (n, unit) = if v >= 1024 && v % 1024 == 0 { (v / 1024, "TB") } else { (v, "GB") };
    if s % 3 == 1 {
        format!("{n}{unit}")
    } else {
        format!("{n} {unit}")
    }
}

pub(crate) fn storage_label(v: u32) -> String {
    gb(v, 1)
}

pub(crate) fn storage_slug(v: u32) -> String {
    if v >= 1024 && v % 1024 == 0 {
        format!("{}tb", v / 1024)
    } else {
        v.to_string()
    }
}

pub(crate) fn yes_no(b: bool) -> &'static str {
    if b {
        "Yes"
    } else {
        "No"
    }
}

pub(crate) fn dims(d: (f64, f64, f64), s: u8) -> String {
    let (a, b, c) = (num(d.0), num(d.1), num(d.2));
    match s % 3 {
        0 => format!("{a} x {b} x {c} mm"),
        1 => format!("{a} × {b} × {c} mm"),
        _ => format!("{a} x {b} x {c}mm"),
    }
}

pub(crate) fn watts(v: u32, s: u8) -> String {
    if s % 3 == 1 {
        format!("{v}W")
    } else {
        format!("{v} W")
    }
}

pub(crate) fn cm(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{} cm", num(v)),
        1 => format!("{} mm", num((v * 10.0).round())),
        _ => format!("{}cm", num(v)),
    }
}

pub(crate) fn litres(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("{v} l"),
        1 => format!("{v} litres"),
        _ => format!("{v}L"),
    }
}

pub(crate) fn kg(v: f64, s: u8) -> String {
    match s % 3 {
        0 => format!("{} kg", num(v)),
        1 => format!("{}kg", num(v)),
        _ => format!("{} g", num((v * 1000.0).round())),
    }
}

pub(crate) fn hours(v: u32, s: u8) -> String {
    match s % 3 {
        0 => format!("Up to {v} hours"),
        1 => format!("{v} hrs"),
        _ => format!("Up to {v}h"),
    }
}

pub(crate) fn money(v: f64) -> String {
    let whole = v.trunc() as u64;
    let pence = ((v - v.trunc()) * 100.0).round() as u64;
    let pounds = if whole >= 1000 { format!("{},{:03}", whole / 1000, whole % 1000) } else { whole.to_string() };
    if pence == 0 {
        format!("£{pounds}")
    } else {
        format!("£{pounds}.{pence:02}")
    }
}

/// "A", "A and B", "A, B and C".
pub(crate) fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [a] => a.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Fixes "a 8-inch" -> "an 8-inch", "a 11 hours" -> "an 11 hours" in generated prose.
pub(crate) fn fix_articles(s: &str) -> String {
    let toks: Vec<&str> = s.split(' ').collect();
    let mut out = String::with_capacity(s.len() + 16);
    for (i, tok) in toks.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let bare = tok.trim_start_matches('\n');
        let next = toks.get(i + 1).copied().unwrap_or("");
        let digits: String =
            next.chars().take_while(|c| c.is_ascii_digit() || *c == ',').filter(char::is_ascii_digit).collect();
        let an = digits.starts_with('8')
            || ((digits.len() == 2 || digits.len() == 5) && (digits.starts_with("11") || digits.starts_with("18")));
        if an && (bare == "a" || bare == "A") {
            out.push_str(&tok[..tok.len() - bare.len()]);
            out.push_str(if bare == "a" { "an" } else { "An" });
        } else {
            out.push_str(tok);
        }
    }
    out
}

pub(crate) fn slug_words(s: &str) -> String {
    s.to_lowercase().split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join("-")
}

/// Colour part of a product id: the last word ("Midnight Black" -> "black"), or the whole
/// colour when the last word is ambiguous within the range.
pub(crate) fn colour_slug(colour: &str, all: &[&str]) -> String {
    let last = |c: &str| slug_words(c.rsplit(' ').next().unwrap_or(c));
    let mine = last(colour);
    if all.iter().filter(|c| last(c) == mine).count() > 1 {
        slug_words(colour)
    } else {
        mine
    }
}

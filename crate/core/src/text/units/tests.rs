use super::*;

#[test]
fn yes_no_with_a_trailing_remark() {
    assert_eq!(parse_yes_no("Yes (3.5 mm)"), Some(true));
    assert_eq!(parse_yes_no("Yes, sold separately"), Some(true));
    assert_eq!(parse_yes_no("No - optional extra"), Some(false));
    assert_eq!(parse_yes_no("Not supported (EU only)"), Some(false));
    assert_eq!(parse_yes_no("Yesterday (news)"), None);
    assert_eq!(parse_yes_no("Dual SIM (Nano-SIM + eSIM)"), None);
}

fn approx(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

fn sym(raw: &str) -> Option<&'static str> {
    normalize_unit(raw).map(|u| u.symbol)
}

/// Parses `text` as a scalar and returns (value, unit symbol).
fn scalar(text: &str) -> Option<(f64, Option<&'static str>)> {
    match parse_quantity(text)? {
        Quantity::Scalar { value, unit } => Some((value, unit.map(|u| u.symbol))),
        Quantity::Dimensions { .. } => None,
    }
}

fn dims(text: &str) -> Option<(Vec<f64>, Option<&'static str>)> {
    match parse_quantity(text)? {
        Quantity::Dimensions { values, unit } => Some((values, unit.map(|u| u.symbol))),
        Quantity::Scalar { .. } => None,
    }
}

fn assert_scalar(text: &str, value: f64, unit: Option<&str>) {
    let got = scalar(text);
    match got {
        Some((v, u)) => {
            assert!(approx(v, value), "{text:?}: value {v} != {value}");
            assert_eq!(u, unit, "{text:?}: unit");
        }
        None => panic!("{text:?}: expected scalar {value} {unit:?}, got {got:?}"),
    }
}

fn assert_dims(text: &str, values: &[f64], unit: Option<&str>) {
    let got = dims(text);
    match got {
        Some((v, u)) => {
            assert_eq!(v, values, "{text:?}: values");
            assert_eq!(u, unit, "{text:?}: unit");
        }
        None => panic!("{text:?}: expected dimensions {values:?} {unit:?}, got None"),
    }
}

fn assert_none(text: &str) {
    let got = parse_quantity(text);
    assert_eq!(got, None, "{text:?} should not be a quantity");
}

// ---- normalize_unit ----

#[test]
fn normalize_length_spellings() {
    for raw in ["mm", "MM", "Mm", "millimetres", "millimeter", "Millimetres"] {
        assert_eq!(sym(raw), Some("mm"), "{raw}");
    }
    for raw in ["\"", "inch", "inches", "in", "in.", "″", "”", "“", "''", "Inch", "INCHES"] {
        assert_eq!(sym(raw), Some("inch"), "{raw}");
    }
    assert_eq!(sym("cm"), Some("cm"));
    assert_eq!(sym("m"), Some("m"));
    assert_eq!(sym("metres"), Some("m"));
    assert_eq!(sym("nm"), Some("nm"));
    assert_eq!(sym("µm"), Some("µm"));
    assert_eq!(sym("ft"), Some("ft"));
    assert_eq!(normalize_unit("inch").map(|u| u.factor), Some(25.4));
    assert_eq!(normalize_unit("cm").map(|u| u.factor), Some(10.0));
    assert_eq!(normalize_unit("m").map(|u| u.factor), Some(1000.0));
}

#[test]
fn normalize_case_sensitive_letters() {
    assert_eq!(sym("M"), None);
    assert_eq!(sym("G"), None);
    assert_eq!(sym("S"), None);
    assert_eq!(sym("H"), None);
    assert_eq!(sym("b"), None);
    assert_eq!(sym("a"), None);
    assert_eq!(sym("g"), Some("g"));
    assert_eq!(sym("s"), Some("s"));
    assert_eq!(sym("h"), Some("h"));
    assert_eq!(sym("A"), Some("A"));
    assert_eq!(sym("B"), Some("B"));
    assert_eq!(sym("L"), Some("l"));
    assert_eq!(sym("l"), Some("l"));
    assert_eq!(sym("V"), Some("V"));
    assert_eq!(sym("v"), Some("V"));
    assert_eq!(sym("W"), Some("W"));
    assert_eq!(sym("w"), Some("W"));
    assert_eq!(sym("Nm"), Some("Nm"));
    assert_eq!(sym("NM"), Some("nm"));
}

#[test]
fn normalize_data_units() {
    for raw in ["GB", "gb", "Gb", "gigabytes"] {
        assert_eq!(sym(raw), Some("GB"), "{raw}");
    }
    assert_eq!(sym("MB"), Some("MB"));
    assert_eq!(sym("mb"), Some("MB"));
    assert_eq!(sym("TB"), Some("TB"));
    assert_eq!(sym("KB"), Some("KB"));
    assert_eq!(sym("kB"), Some("KB"));
    assert_eq!(sym("GiB"), Some("GiB"));
    assert_eq!(sym("Mbps"), Some("Mbps"));
    assert_eq!(sym("Mb/s"), Some("Mbps"));
    assert_eq!(sym("MBPS"), Some("Mbps"));
    assert_eq!(sym("MB/s"), Some("MB/s"));
    assert_eq!(sym("Gbps"), Some("Gbps"));
    assert_eq!(sym("GB/s"), Some("GB/s"));
}

#[test]
fn normalize_currency() {
    for raw in ["£", "GBP", "gbp", "pounds", "Pound"] {
        assert_eq!(sym(raw), Some("GBP"), "{raw}");
    }
    for raw in ["€", "EUR", "euro", "Euros"] {
        assert_eq!(sym(raw), Some("EUR"), "{raw}");
    }
    for raw in ["$", "USD", "US$", "dollars"] {
        assert_eq!(sym(raw), Some("USD"), "{raw}");
    }
    assert_eq!(sym("¥"), Some("JPY"));
    assert_eq!(normalize_unit("£").map(|u| u.dimension), Some(Dimension::Currency));
}

#[test]
fn normalize_temperature_needs_degree() {
    for raw in ["°C", "°c", "ºC", "℃", "deg C", "degC", "celsius", "Celsius", "° C"] {
        assert_eq!(sym(raw), Some("°C"), "{raw}");
    }
    for raw in ["°F", "℉", "deg F", "fahrenheit"] {
        assert_eq!(sym(raw), Some("°F"), "{raw}");
    }
    assert_eq!(sym("C"), None);
    assert_eq!(sym("c"), None);
    assert_eq!(sym("F"), None);
    assert_eq!(sym("°"), Some("°"));
    assert_eq!(normalize_unit("°").map(|u| u.dimension), Some(Dimension::Angle));
}

#[test]
fn normalize_misc_units() {
    let cases = [
        ("L", "l"),
        ("litres", "l"),
        ("ml", "ml"),
        ("mL", "ml"),
        ("GHz", "GHz"),
        ("ghz", "GHz"),
        ("Hz", "Hz"),
        ("kHz", "kHz"),
        ("MHz", "MHz"),
        ("nits", "nit"),
        ("nit", "nit"),
        ("cd/m2", "nit"),
        ("cd/m²", "nit"),
        ("mAh", "mAh"),
        ("MAH", "mAh"),
        ("Wh", "Wh"),
        ("kWh", "kWh"),
        ("W", "W"),
        ("watts", "W"),
        ("kW", "kW"),
        ("V", "V"),
        ("volts", "V"),
        ("A", "A"),
        ("MP", "MP"),
        ("mp", "MP"),
        ("megapixels", "MP"),
        ("ms", "ms"),
        ("s", "s"),
        ("sec", "s"),
        ("min", "min"),
        ("minutes", "min"),
        ("h", "h"),
        ("hr", "h"),
        ("hrs", "h"),
        ("hours", "h"),
        ("day", "day"),
        ("days", "day"),
        ("weeks", "week"),
        ("months", "month"),
        ("years", "year"),
        ("yr", "year"),
        ("fps", "fps"),
        ("FPS", "fps"),
        ("kg", "kg"),
        ("g", "g"),
        ("grams", "g"),
        ("lbs", "lb"),
        ("lb", "lb"),
        ("lbs.", "lb"),
        ("dB", "dB"),
        ("dBA", "dB"),
        ("dB(A)", "dB"),
        ("ppi", "ppi"),
        ("%", "%"),
        ("percent", "%"),
        ("rpm", "rpm"),
        ("Ω", "Ω"),
        ("ohms", "Ω"),
        ("  mm  ", "mm"),
        ("frames  per\u{a0}second", "fps"),
    ];
    for (raw, want) in cases {
        assert_eq!(sym(raw), Some(want), "{raw:?}");
    }
}

#[test]
fn normalize_unknown() {
    for raw in ["", " ", ".", "pixels", "px", "foo", "K", "cores", "GB RAM", "x", "/"] {
        assert_eq!(sym(raw), None, "{raw:?}");
    }
    assert_eq!(sym(&"m".repeat(1000)), None);
}

#[test]
fn every_canonical_symbol_normalizes_to_itself() {
    for u in UNITS {
        assert_eq!(normalize_unit(u.symbol), Some(*u), "{}", u.symbol);
        assert_eq!(unit_by_symbol(u.symbol), Some(*u));
    }
    let mut seen = std::collections::HashSet::new();
    for u in UNITS {
        assert!(seen.insert(u.symbol), "duplicate symbol {}", u.symbol);
    }
}

#[test]
fn base_units_have_factor_one() {
    for d in Dimension::ALL {
        if let Some(b) = d.base_symbol() {
            let u = unit_by_symbol(b).expect("base unit exists");
            assert_eq!(u.dimension, d);
            assert_eq!(u.factor, 1.0);
        }
        assert!(!d.name().is_empty());
    }
    for u in UNITS {
        assert!(u.factor.is_finite() && u.factor > 0.0, "{}", u.symbol);
    }
}

// ---- convert ----

fn u(symbol: &str) -> Unit {
    unit_by_symbol(symbol).expect("known symbol")
}

#[test]
fn convert_round_trip_cm_mm_inch() {
    let mm = convert(2.54, &u("cm"), &u("mm")).unwrap();
    assert!(approx(mm, 25.4));
    let inch = convert(mm, &u("mm"), &u("inch")).unwrap();
    assert!(approx(inch, 1.0));
    let cm = convert(inch, &u("inch"), &u("cm")).unwrap();
    assert!(approx(cm, 2.54));
    let back = convert(convert(6.7, &u("inch"), &u("mm")).unwrap(), &u("mm"), &u("inch"));
    assert!(approx(back.unwrap(), 6.7));
}

#[test]
fn convert_various_dimensions() {
    assert!(approx(convert(1.5, &u("kg"), &u("g")).unwrap(), 1500.0));
    assert!(approx(convert(1.0, &u("lb"), &u("g")).unwrap(), 453.59237));
    assert!(approx(convert(2.0, &u("l"), &u("ml")).unwrap(), 2000.0));
    assert!(approx(convert(3.2, &u("GHz"), &u("MHz")).unwrap(), 3200.0));
    assert!(approx(convert(1.0, &u("TB"), &u("GB")).unwrap(), 1000.0));
    assert!(approx(convert(1.0, &u("Gbps"), &u("Mbps")).unwrap(), 1000.0));
    assert!(approx(convert(90.0, &u("min"), &u("h")).unwrap(), 1.5));
    assert!(approx(convert(2.0, &u("week"), &u("day")).unwrap(), 14.0));
    assert!(approx(convert(1.0, &u("year"), &u("day")).unwrap(), 365.2425));
    assert!(approx(convert(1.2, &u("kWh"), &u("Wh")).unwrap(), 1200.0));
    assert!(approx(convert(5.0, &u("Ah"), &u("mAh")).unwrap(), 5000.0));
    assert_eq!(convert(7.0, &u("mm"), &u("mm")), Some(7.0));
    assert!(approx(u("inch").to_base(1.0).unwrap(), 25.4));
    assert_eq!(u("GBP").to_base(1.0), None);
}

#[test]
fn convert_rejects_mismatches() {
    assert_eq!(convert(1.0, &u("mm"), &u("g")), None);
    assert_eq!(convert(1.0, &u("GBP"), &u("EUR")), None);
    assert_eq!(convert(1.0, &u("GBP"), &u("GBP")), None);
    assert_eq!(convert(1.0, &u("Nm"), &u("lm")), None);
    assert_eq!(convert(4.0, &u("Nm"), &u("Nm")), Some(4.0));
    assert_eq!(convert(f64::NAN, &u("mm"), &u("cm")), None);
    assert_eq!(convert(f64::INFINITY, &u("mm"), &u("cm")), None);
    assert_eq!(convert(f64::MAX, &u("km"), &u("nm")), None);
    let broken = Unit { symbol: "weird", dimension: Dimension::Length, factor: 0.0 };
    assert_eq!(convert(1.0, &u("mm"), &broken), None);
    assert_eq!(convert(1.0, &broken, &u("mm")), None);
}

#[test]
fn convert_temperature_with_offset() {
    assert!(approx(convert(100.0, &u("°C"), &u("°F")).unwrap(), 212.0));
    assert!(approx(convert(32.0, &u("°F"), &u("°C")).unwrap(), 0.0));
    assert!(approx(convert(-40.0, &u("°C"), &u("°F")).unwrap(), -40.0));
    let c = convert(convert(21.5, &u("°C"), &u("°F")).unwrap(), &u("°F"), &u("°C"));
    assert!(approx(c.unwrap(), 21.5));
    assert_eq!(convert(20.0, &u("°C"), &u("°C")), Some(20.0));
}

// ---- parse_quantity: scalars ----

#[test]
fn scalar_with_unit_after() {
    assert_scalar("5000 mAh", 5000.0, Some("mAh"));
    assert_scalar("5000mAh", 5000.0, Some("mAh"));
    assert_scalar("10,000 mAh", 10000.0, Some("mAh"));
    assert_scalar("6.7\"", 6.7, Some("inch"));
    assert_scalar("6.7 \"", 6.7, Some("inch"));
    assert_scalar("6.7-inch", 6.7, Some("inch"));
    assert_scalar("27 inch", 27.0, Some("inch"));
    assert_scalar("65”", 65.0, Some("inch"));
    assert_scalar("65″", 65.0, Some("inch"));
    assert_scalar("6.1 inches", 6.1, Some("inch"));
    assert_scalar("3.2 GHz", 3.2, Some("GHz"));
    assert_scalar("120Hz", 120.0, Some("Hz"));
    assert_scalar("25W", 25.0, Some("W"));
    assert_scalar("45 watts", 45.0, Some("W"));
    assert_scalar("8GB", 8.0, Some("GB"));
    assert_scalar("1 TB", 1.0, Some("TB"));
    assert_scalar("50 MP", 50.0, Some("MP"));
    assert_scalar("200 megapixels", 200.0, Some("MP"));
    assert_scalar("1600 nits", 1600.0, Some("nit"));
    assert_scalar("500 cd/m²", 500.0, Some("nit"));
    assert_scalar("187 g", 187.0, Some("g"));
    assert_scalar("1.5kg", 1.5, Some("kg"));
    assert_scalar("3.5 lbs", 3.5, Some("lb"));
    assert_scalar("1 ms", 1.0, Some("ms"));
    assert_scalar("24 hrs", 24.0, Some("h"));
    assert_scalar("2 years", 2.0, Some("year"));
    assert_scalar("60 fps", 60.0, Some("fps"));
    assert_scalar("2.5 L", 2.5, Some("l"));
    assert_scalar("330 ml", 330.0, Some("ml"));
    assert_scalar("178°", 178.0, Some("°"));
    assert_scalar("35 dB", 35.0, Some("dB"));
    assert_scalar("42 dB(A)", 42.0, Some("dB"));
    assert_scalar("460 ppi", 460.0, Some("ppi"));
    assert_scalar("4 nm", 4.0, Some("nm"));
    assert_scalar("9 V", 9.0, Some("V"));
    assert_scalar("3A", 3.0, Some("A"));
    assert_scalar("1400 rpm", 1400.0, Some("rpm"));
    assert_scalar("60 Nm", 60.0, Some("Nm"));
    assert_scalar("27 in.", 27.0, Some("inch"));
    assert_scalar("5 mm.", 5.0, Some("mm"));
    assert_scalar("30 min", 30.0, Some("min"));
    assert_scalar("0.5 µm", 0.5, Some("µm"));
}

#[test]
fn scalar_currency_prefix_and_suffix() {
    assert_scalar("£499", 499.0, Some("GBP"));
    assert_scalar("£ 499", 499.0, Some("GBP"));
    assert_scalar("€1299", 1299.0, Some("EUR"));
    assert_scalar("$999.99", 999.99, Some("USD"));
    assert_scalar("USD 999", 999.0, Some("USD"));
    assert_scalar("USD999", 999.0, Some("USD"));
    assert_scalar("US$ 5", 5.0, Some("USD"));
    assert_scalar("£1,299", 1299.0, Some("GBP"));
    assert_scalar("£1,299.00", 1299.0, Some("GBP"));
    assert_scalar("499 EUR", 499.0, Some("EUR"));
    assert_scalar("499€", 499.0, Some("EUR"));
    assert_scalar("499 pounds", 499.0, Some("GBP"));
    assert_scalar("£499 GBP", 499.0, Some("GBP"));
    assert_scalar("£499 (RRP)", 499.0, Some("GBP"));
    assert_scalar("up to £50", 50.0, Some("GBP"));
    assert_none("£499 USD");
    assert_none("£5 mm");
    assert_none("£");
    assert_none("£ abc");
    // Dot groups with a decimal comma can only be read one way.
    assert_scalar("€1.299,00", 1299.0, Some("EUR"));
    assert_none("£499 inc VAT");
    assert_none("£2 x 3");
}

#[test]
fn scalar_bare_numbers() {
    assert_scalar("8", 8.0, None);
    assert_scalar("2,340", 2340.0, None);
    assert_scalar("1,000,000", 1_000_000.0, None);
    assert_scalar(".5", 0.5, None);
    assert_scalar("0.5", 0.5, None);
    assert_scalar("+3", 3.0, None);
    assert_scalar("1080 pixels", 1080.0, None);
    assert_scalar("007", 7.0, None);
}

#[test]
fn scalar_negative_and_percent() {
    assert_scalar("-20 °C", -20.0, Some("°C"));
    assert_scalar("-20°C", -20.0, Some("°C"));
    assert_scalar("−5 °C", -5.0, Some("°C"));
    assert_scalar("-4 °F", -4.0, Some("°F"));
    assert_scalar("40 deg C", 40.0, Some("°C"));
    assert_scalar("95%", 95.0, Some("%"));
    assert_scalar("95 %", 95.0, Some("%"));
    assert_scalar("-3.5", -3.5, None);
    assert_none("-");
    assert_none("- 5");
    assert_none("20 C");
}

#[test]
fn thousands_separator_rules() {
    assert_scalar("1,299", 1299.0, None);
    assert_scalar("10,000", 10000.0, None);
    assert_none("1,2345");
    assert_none("1,23");
    assert_none("1,5 kg");
    assert_none("1234,567");
    assert_none("12,34 mm");
}

#[test]
fn other_number_formats() {
    // Unambiguous by structure.
    assert_scalar("1.299,00 €", 1299.0, Some("EUR"));
    assert_scalar("1.234.567", 1_234_567.0, None);
    assert_scalar("1,20,000", 120_000.0, None);
    assert_scalar("₹12,34,567", 1_234_567.0, Some("INR"));
    assert_scalar("CHF 1'299.50", 1299.5, Some("CHF"));
    // English stays English.
    assert_scalar("1,299.00", 1299.0, None);
    assert_scalar("6.1\"", 6.1, Some("inch"));
    assert_scalar("2.500 kg", 2.5, Some("kg"));
    // A lone dot group is a decimal point, except for money (no 3-decimal currency here).
    assert_scalar("235.000 km", 235.0, Some("km"));
    assert_scalar("1.200 €", 1200.0, Some("EUR"));
    assert_scalar("€ 20.000", 20000.0, Some("EUR"));
    assert_scalar("$1.99", 1.99, Some("USD"));
    // Article numbers are not numbers.
    assert_none("904.203.32");
    // The column decides: dot grouping with decimal comma.
    let de = NumberFormat::DotGrouping;
    assert_eq!(parse_quantity_with("235.000 km", de).and_then(|q| q.scalar_value()), Some(235_000.0));
    assert_eq!(parse_quantity_with("6,5 l", de).and_then(|q| q.scalar_value()), Some(6.5));
    assert_eq!(parse_quantity_with("6.5 l", de).and_then(|q| q.scalar_value()), Some(6.5));
    assert_eq!(split_list_with("12,5 cm, 20 cm", de), vec!["12,5 cm", "20 cm"]);
    assert_eq!(split_list("1.299,00 €, 20 €"), vec!["1.299,00 €", "20 €"]);
    assert_eq!(split_list("1,20,000"), vec!["1,20,000"]);
    assert_eq!(split_list("1,2"), vec!["1", "2"]);
}

#[test]
fn currencies_and_multipliers() {
    assert_scalar("SAR 1,000", 1000.0, Some("SAR"));
    assert_scalar("SR 200", 200.0, Some("SAR"));
    assert_scalar("2,000 riyals", 2000.0, Some("SAR"));
    assert_scalar("Rs. 1,20,000", 120_000.0, Some("INR"));
    assert_scalar("30 bucks", 30.0, Some("USD"));
    assert_none("RS3");
    assert_none("RS 3");
    assert_scalar("£20k", 20_000.0, Some("GBP"));
    assert_scalar("1.5k €", 1500.0, Some("EUR"));
    assert_scalar("$2M", 2_000_000.0, Some("USD"));
    assert_scalar("₹1.5 lakh", 150_000.0, Some("INR"));
    // Uruguay and Argentina write US dollars "U$S".
    assert_scalar("U$S 599", 599.0, Some("USD"));
    assert_scalar("2 crore rupees", 20_000_000.0, Some("INR"));
    assert_scalar("3 million", 3_000_000.0, None);
    // Short multipliers need a currency: 4K is a resolution, 5 m a length.
    assert_none("4K");
    assert_scalar("5 m", 5.0, Some("m"));
    assert_eq!(parse_money("20k"), Some((20_000.0, None)));
    assert_eq!(parse_money("1.5k"), Some((1500.0, None)));
    assert_eq!(parse_money("under"), None);
    assert_eq!(parse_money("2,000 SAR").map(|(v, u)| (v, u.map(|u| u.symbol))), Some((2000.0, Some("SAR"))));
    assert_eq!(parse_money("1.299,00 €").map(|(v, u)| (v, u.map(|u| u.symbol))), Some((1299.0, Some("EUR"))));
    assert_eq!(parse_money("1.200 €").map(|(v, u)| (v, u.map(|u| u.symbol))), Some((1200.0, Some("EUR"))));
    assert_eq!(parse_money("5 lakh").map(|(v, _)| v), Some(500_000.0));
    // New table units.
    assert_scalar("335 hp", 335.0, Some("hp"));
    assert_scalar("26 mpg", 26.0, Some("mpg"));
    assert_scalar("9.5 cu ft", 9.5, Some("cu ft"));
    assert_scalar("150 PS", 150.0, Some("PS"));
}

/// Every parse function of the module accepts any text without panicking.
#[test]
fn parsers_never_panic_on_arbitrary_text() {
    const POOL: &[&str] = &[
        "1", "9", "0", ".", ",", "'", " ", "k", "m", "€", "£", "₹", "SAR", "x", "×", "-", "(", ")", "lakh", "é",
        "\u{a0}", "中", "🍷", "000", "12", "hp", "points", "from", "Rs.",
    ];
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..20_000 {
        let len = (next() % 9) as usize;
        let text: String = (0..len).map(|_| POOL[(next() % POOL.len() as u64) as usize]).collect();
        for fmt in [NumberFormat::Auto, NumberFormat::DotGrouping] {
            let _ = parse_quantity_with(&text, fmt);
            let _ = parse_value_with(&text, fmt);
            let _ = parse_money_with(&text, fmt);
        }
        let _ = parse_year(&text);
        let p = learn_column(&text, [text.as_str(), "87 points", "90 points", "92 points"]);
        let _ = parse_learned(&text, &p);
    }
}

#[test]
fn qualifiers() {
    let cases = [
        "up to 5000 mAh",
        "Up To 5000 mAh",
        "approx. 5000 mAh",
        "approx 5000 mAh",
        "Approximately 5000 mAh",
        "about 5000 mAh",
        "around 5000 mAh",
        "~5000 mAh",
        "~ 5000 mAh",
        "ca. 5000 mAh",
        "max 5000 mAh",
        "max. 5000 mAh",
        "Maximum 5000 mAh",
        "min 5000 mAh",
        "min. 5000 mAh",
        "minimum 5000 mAh",
        "at least 5000 mAh",
        "≈5000 mAh",
        "<5000 mAh",
        "> 5000 mAh",
        "<= 5000 mAh",
        ">=5000 mAh",
        "≤ 5000 mAh",
        "≥5000 mAh",
    ];
    for text in cases {
        assert_scalar(text, 5000.0, Some("mAh"));
    }
    assert_scalar("< 1 ms", 1.0, Some("ms"));
    assert_none("roughly 5000 mAh");
    assert_none("maxi 5 W");
    assert_none("upto5 W");
    assert_none("from £499");
    assert_none("up to");
    assert_none("~");
}

#[test]
fn trailing_remarks() {
    assert_scalar("5000 mAh (typical)", 5000.0, Some("mAh"));
    assert_scalar("4900 mAh [rated]", 4900.0, Some("mAh"));
    assert_scalar("5000 mAh typical", 5000.0, Some("mAh"));
    assert_scalar("4900 mAh rated", 4900.0, Some("mAh"));
    assert_scalar("3.7 V nominal", 3.7, Some("V"));
    assert_scalar("45 W max", 45.0, Some("W"));
    assert_scalar("45 W max.", 45.0, Some("W"));
    assert_scalar("45 W Maximum", 45.0, Some("W"));
    assert_scalar("5000 mAh approx", 5000.0, Some("mAh"));
    assert_scalar("5000 mAh typ.", 5000.0, Some("mAh"));
    assert_scalar("5000 mAh typical (4900 rated)", 5000.0, Some("mAh"));
    assert_scalar("6.7\" (170 mm)", 6.7, Some("inch"));
    assert_scalar("6.7\" (170 mm) diagonal", 6.7, Some("inch"));
    assert_scalar("5000 mAh (typ) [EU]", 5000.0, Some("mAh"));
    assert_scalar("5000 mAh (typical, 4900 mAh rated)", 5000.0, Some("mAh"));
    assert_scalar("8 (typical)", 8.0, None);
    assert_none("5000 mAh battery");
    assert_none("5000 mAh typical battery life");
    assert_none("6.7\" (170 mm) AMOLED display panel");
    assert_none("5000 mAh (typical");
    assert_none("5000 mAh )");
    assert_none("5000 mAh rated capacity");
}

#[test]
fn not_quantities() {
    for text in [
        "Wi-Fi 6",
        "Snapdragon 8 Gen 3",
        "IP68",
        "5G",
        "4K",
        "Android 15",
        "USB-C 3.2",
        "Bluetooth 5.3",
        "H.265",
        "HDMI 2.1 x 4",
        "Dolby Atmos",
        "Yes",
        "No",
        "",
        "   ",
        "\u{a0}",
        "N/A",
        "8 cores",
        "8GB RAM",
        "802.11ax",
        "10x",
        "3x optical zoom",
        "1e3",
        "5 m2",
        "5 m/s",
        "v5.3",
        "x 5",
        "5 x",
        "5 in the box",
    ] {
        assert_none(text);
    }
}

#[test]
fn ranges_and_fractions_are_not_quantities() {
    assert_none("10-20 W");
    assert_none("10 - 20 W");
    assert_none("10–20 W");
    assert_none("1/2.55\"");
    assert_none("1/1.3-inch");
    assert_none("2 x 12 MP");
    assert_none("2 × 5 W");
    assert_none("3 x 2 GB");
    // One over a whole number of seconds is an exposure time.
    assert_scalar("1/4000 sec", 0.00025, Some("s"));
    assert_scalar("1/250 s", 0.004, Some("s"));
    assert_none("1/4000");
    assert_none("1/2.5 s");
    assert_none("1/250 s or 1/500 s");
}

#[test]
fn non_finite_numbers_are_rejected() {
    assert_none(&"9".repeat(400));
    assert_none(&format!("{} mm", "9".repeat(400)));
    assert_none("NaN");
    assert_none("inf");
    assert_none("infinity mm");
    let long_fraction = format!("0.{}", "1".repeat(500));
    assert!(scalar(&long_fraction).is_some());
}

#[test]
fn whitespace_variants() {
    assert_scalar("5000\u{a0}mAh", 5000.0, Some("mAh"));
    assert_scalar("5000\u{202f}mAh", 5000.0, Some("mAh"));
    assert_scalar("  5000 \t mAh \n", 5000.0, Some("mAh"));
    assert_scalar("\u{feff}5000 mAh", 5000.0, Some("mAh"));
    assert_dims("158.2\u{a0}x\u{202f}75.8 x 7.9\u{a0}mm", &[158.2, 75.8, 7.9], Some("mm"));
}

// ---- parse_quantity: dimensions ----

#[test]
fn dimension_tuples() {
    assert_dims("158.2 x 75.8 x 7.9 mm", &[158.2, 75.8, 7.9], Some("mm"));
    assert_dims("158.2x75.8x7.9mm", &[158.2, 75.8, 7.9], Some("mm"));
    assert_dims("158.2mm x 75.8mm x 7.9mm", &[158.2, 75.8, 7.9], Some("mm"));
    assert_dims("158.2 X 75.8 X 7.9 cm", &[158.2, 75.8, 7.9], Some("cm"));
    assert_dims("158.2 * 75.8 * 7.9 mm", &[158.2, 75.8, 7.9], Some("mm"));
    assert_dims("2340 x 1080 (FHD+)", &[2340.0, 1080.0], None);
    assert_dims("2340 x 1080", &[2340.0, 1080.0], None);
    assert_dims("3840×2160", &[3840.0, 2160.0], None);
    assert_dims("3840 × 2160", &[3840.0, 2160.0], None);
    assert_dims("1920 x 1080 pixels", &[1920.0, 1080.0], None);
    assert_dims("1920 x 1080 px", &[1920.0, 1080.0], None);
    assert_dims("1920px x 1080px", &[1920.0, 1080.0], None);
    assert_dims("1920 x 1080 pixels (Full HD)", &[1920.0, 1080.0], None);
    assert_dims("6.1\" x 2.9\" x 0.3\"", &[6.1, 2.9, 0.3], Some("inch"));
    assert_dims("60 x 60 x 85 cm", &[60.0, 60.0, 85.0], Some("cm"));
    assert_dims("1,449 x 838 x 60 mm", &[1449.0, 838.0, 60.0], Some("mm"));
    assert_dims("5mmx3mm", &[5.0, 3.0], Some("mm"));
    assert_dims("approx. 20 x 30 cm", &[20.0, 30.0], Some("cm"));
    assert_dims("20 x 30 cm (without stand)", &[20.0, 30.0], Some("cm"));
    assert_dims(".5 x .25 m", &[0.5, 0.25], Some("m"));
}

#[test]
fn dimension_tuples_rejected() {
    assert_none("158.2mm x 75.8cm x 7.9mm");
    assert_none("158.2mm x 75.8 x 7.9");
    assert_none("158.2 x 75.8 mm x 7.9");
    assert_none("1 x 2 x 3 x 4");
    assert_none("1 x 2 x 3 x 4 mm");
    assert_none("-5 x 3 mm");
    assert_none("5 x -3 mm");
    assert_none("20 x 30 kg");
    assert_none("1920 x 1080 pixels wide screen");
    assert_none("2 x 12 MP");
}

#[test]
fn quantity_helpers() {
    let q = parse_quantity("5000 mAh").unwrap();
    assert_eq!(q.scalar_value(), Some(5000.0));
    assert_eq!(q.unit().map(|u| u.symbol), Some("mAh"));
    let d = parse_quantity("1 x 2 mm").unwrap();
    assert_eq!(d.scalar_value(), None);
    assert_eq!(d.unit().map(|u| u.symbol), Some("mm"));
}

// ---- split_list / parse_value ----

#[test]
fn split_list_basic() {
    assert_eq!(split_list("Wi-Fi 6, Bluetooth 5.3"), vec!["Wi-Fi 6", "Bluetooth 5.3"]);
    assert_eq!(split_list("a; b;c"), vec!["a", "b", "c"]);
    assert_eq!(split_list(" a ,, , b ,"), vec!["a", "b"]);
    assert_eq!(split_list(""), Vec::<&str>::new());
    assert_eq!(split_list(" , ; "), Vec::<&str>::new());
    assert_eq!(split_list("single"), vec!["single"]);
    assert_eq!(split_list("a，b；c"), vec!["a", "b", "c"]);
    assert_eq!(split_list("\u{a0}a\u{a0},\u{202f}b"), vec!["a", "b"]);
}

#[test]
fn split_list_thousands() {
    assert_eq!(split_list("1,299"), vec!["1,299"]);
    assert_eq!(split_list("£1,299"), vec!["£1,299"]);
    assert_eq!(split_list("10,000 mAh, 25 W"), vec!["10,000 mAh", "25 W"]);
    assert_eq!(split_list("1,000,000"), vec!["1,000,000"]);
    assert_eq!(split_list("1,2345"), vec!["1", "2345"]);
    assert_eq!(split_list("8,12"), vec!["8", "12"]);
    assert_eq!(split_list("8, 128"), vec!["8", "128"]);
    assert_eq!(split_list("a,123"), vec!["a", "123"]);
    assert_eq!(split_list("6,128GB"), vec!["6,128GB"]);
    assert_eq!(split_list("5,000"), vec!["5,000"]);
}

#[test]
fn split_list_brackets_protect_commas() {
    assert_eq!(split_list("LPDDR5X (8GB, 12GB), UFS 4.0"), vec!["LPDDR5X (8GB, 12GB)", "UFS 4.0"]);
    assert_eq!(split_list("a [b, c], d"), vec!["a [b, c]", "d"]);
    assert_eq!(split_list("a {b; c}; d"), vec!["a {b; c}", "d"]);
    assert_eq!(split_list("a (b (c, d), e), f"), vec!["a (b (c, d), e)", "f"]);
    assert_eq!(split_list("a (b, c"), vec!["a (b, c"]);
    assert_eq!(split_list("a), b, c"), vec!["a)", "b", "c"]);
}

#[test]
fn parse_value_items() {
    let parts = parse_value("10,000 mAh, 25 W");
    assert_eq!(parts.len(), 2);
    assert_eq!(parts[0].text, "10,000 mAh");
    assert_eq!(parts[0].quantity, Some(Quantity::Scalar { value: 10000.0, unit: Some(u("mAh")) }));
    assert_eq!(parts[1].text, "25 W");
    assert_eq!(parts[1].quantity, Some(Quantity::Scalar { value: 25.0, unit: Some(u("W")) }));

    let parts = parse_value("Wi-Fi 6, Bluetooth 5.3");
    assert_eq!(parts.len(), 2);
    assert!(parts.iter().all(|p| p.quantity.is_none()));

    let parts = parse_value("158.2 x 75.8 x 7.9 mm");
    assert_eq!(parts.len(), 1);
    assert_eq!(parts[0].quantity, Some(Quantity::Dimensions { values: vec![158.2, 75.8, 7.9], unit: Some(u("mm")) }));

    let parts = parse_value("LPDDR5X (8GB, 12GB), UFS 4.0");
    assert_eq!(parts.len(), 2);
    assert_eq!(parts[0].quantity, None);

    let parts = parse_value("8GB, 12GB; 16 GB");
    let values: Vec<_> = parts.iter().map(|p| p.quantity.as_ref().and_then(Quantity::scalar_value)).collect();
    assert_eq!(values, vec![Some(8.0), Some(12.0), Some(16.0)]);

    assert!(parse_value("").is_empty());
    assert!(parse_value(" ; ").is_empty());
}

// ---- parse_yes_no ----

#[test]
fn yes_no() {
    for raw in ["Yes", "yes", "YES", " Y ", "y", "✓", "✔", "✔\u{fe0f}", "Supported", "Included", "True", "true", "Yes."]
    {
        assert_eq!(parse_yes_no(raw), Some(true), "{raw:?}");
    }
    for raw in ["No", "no", "N", "n", "✗", "✘", "Not supported", "not  supported", "None", "False", "-", " - ", "—"]
    {
        assert_eq!(parse_yes_no(raw), Some(false), "{raw:?}");
    }
    for raw in ["", " ", "Maybe", "5", "Optional", "x", "N/A", "Yess", "."] {
        assert_eq!(parse_yes_no(raw), None, "{raw:?}");
    }
    assert_eq!(parse_yes_no(&"y".repeat(1000)), None);
}

// ---- robustness ----

#[test]
fn no_panic_on_generated_strings() {
    const ALPHABET: &[char] = &[
        '0', '1', '2', '5', '9', '.', ',', ';', 'x', 'X', '×', '*', '"', '″', '”', '£', '€', '$', '-', '−', '+', '~',
        '(', ')', '[', ']', '{', '}', ' ', '\u{a0}', '\u{202f}', '\u{301}', '\u{200d}', '\u{fe0f}', '😀', '👍', 'é',
        '中', 'µ', 'Ω', '°', 'C', 'm', 'M', 'k', 'g', 'h', 'i', 'n', 'A', 'B', '%', '/', '<', '≥', '✓', 'a', 'p', 'r',
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(state >> 33).unwrap_or(0)
    };
    let mut parsed = 0usize;
    for n in 0..600 {
        let len = next() % 24;
        let text: String = (0..len).map(|_| ALPHABET.get(next() % ALPHABET.len()).copied().unwrap_or('?')).collect();
        // Mix in some structured prefixes so the dimension/unit paths are exercised too.
        let text = match n % 4 {
            0 => text,
            1 => format!("{} {}", next() % 1000, text),
            2 => format!("{}x{}{}", next() % 100, next() % 100, text),
            _ => format!("£{}{}", next() % 10_000, text),
        };
        if let Some(q) = parse_quantity(&text) {
            parsed += 1;
            match q {
                Quantity::Scalar { value, .. } => assert!(value.is_finite()),
                Quantity::Dimensions { values, unit } => {
                    assert!((2..=3).contains(&values.len()));
                    assert!(values.iter().all(|v| v.is_finite()));
                    assert!(unit.is_none_or(|u| u.dimension == Dimension::Length));
                }
            }
        }
        for item in split_list(&text) {
            assert!(!item.is_empty());
            assert_eq!(item, item.trim());
        }
        let _ = parse_value(&text);
        let _ = parse_yes_no(&text);
        if let Some(unit) = normalize_unit(&text) {
            let _ = convert(1.0, &unit, &unit);
            let _ = unit.to_base(2.0);
        }
        for cut in 0..text.len() {
            if let Some(prefix) = text.get(..cut) {
                let _ = parse_quantity(prefix);
                let _ = normalize_unit(prefix);
            }
        }
    }
    assert!(parsed > 0, "generator should produce some quantities");
}

#[test]
fn no_panic_on_edge_inputs() {
    for text in [
        "(",
        ")",
        "[",
        "]",
        "((((",
        "))))",
        "(5)",
        "5 (",
        "5 )",
        "5 ((a)",
        "x",
        "×",
        "*",
        "£",
        "£(",
        ".",
        "..",
        "5.",
        "5..5",
        ",",
        ",,,",
        "1,",
        ",000",
        "1,00",
        "1,000,",
        "\u{301}5",
        "5\u{301}",
        "5\u{301}mm",
        "😀5😀",
        "5 😀",
        "5 mm 😀",
        "°",
        "-°C",
        "5 - inch",
        "5-",
        "5-\u{301}",
        "5 x \u{301}",
        "5x",
        "5x5x",
        "5x5x5x",
        "5 x 5 x 5 x",
        "\"",
        "5\"\"",
        "e",
        "1e",
        "1e5",
        "0x10",
        "١٢٣",
        "５０００mAh",
    ] {
        let _ = parse_quantity(text);
        let _ = split_list(text);
        let _ = parse_value(text);
        let _ = parse_yes_no(text);
        let _ = normalize_unit(text);
    }
    assert_none("(5)");
    assert_none("5.");
    assert_none("５０００mAh");
}

#[test]
fn fluid_ounces_are_a_volume() {
    assert_scalar("1.7 fl. oz", 1.7, Some("fl oz"));
    assert_scalar("8 fl oz", 8.0, Some("fl oz"));
    assert_scalar("12 fluid ounces", 12.0, Some("fl oz"));
    let ml = convert(1.0, &normalize_unit("fl oz").unwrap(), &normalize_unit("ml").unwrap()).unwrap();
    assert!((ml - 29.5735).abs() < 1e-3, "{ml}");
    // "oz" alone stays a weight.
    assert_eq!(normalize_unit("oz").unwrap().dimension, Dimension::Mass);
    // A size written in both units is two quantities of one volume.
    let parts = parse_value("1.7 fl. oz / 50 mL");
    let volumes: Vec<Option<f64>> = parts
        .iter()
        .map(|p| match p.quantity {
            Some(Quantity::Scalar { value, unit: Some(u) }) => convert(value, &u, &normalize_unit("ml").unwrap()),
            _ => None,
        })
        .collect();
    assert!(volumes.iter().all(|v| v.is_some_and(|v| (v - 50.0).abs() < 0.5)), "{parts:?}");
}

#[test]
fn a_score_on_a_scale_is_the_score() {
    assert_scalar("8.67 / 10", 8.67, None);
    assert_scalar("4.5/5", 4.5, None);
    assert_scalar("4.2 out of 5", 4.2, None);
    assert_scalar("92/100", 92.0, None);
    // Fractions, scores beyond the scale and other slashes are not scores.
    assert_none("1/2");
    assert_none("3/4");
    assert_none("12 / 10");
    assert_none("4/7");
}

#[test]
fn a_column_of_t_and_f_is_yes_no() {
    let p = learn_column("Superhost", ["t", "f", "f", "t"]);
    assert!(p.letter_booleans);
    assert_eq!(letter_boolean(&p, "t"), Some(true));
    assert_eq!(letter_boolean(&p, " F "), Some(false));
    // One letter alone (an energy class "F"), a mix, or too few rows: not yes/no.
    assert!(!learn_column("Energy class", ["F", "F", "F"]).letter_booleans);
    assert!(!learn_column("Grade", ["t", "f", "A"]).letter_booleans);
    assert!(!learn_column("Flag", ["t", "f"]).letter_booleans);
    assert_eq!(letter_boolean(&learn_column("Energy class", ["F", "F", "F"]), "F"), None);
}

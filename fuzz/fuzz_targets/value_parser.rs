//! Arbitrary text as a spec cell: value, quantity, list, yes/no and unit parsing and unit
//! conversion never panic.
#![no_main]
use dualgraph::units;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = units::parse_value(text);
    let _ = units::parse_yes_no(text);
    let _ = units::split_list(text);
    if let Some(q) = units::parse_quantity(text) {
        let _ = format!("{q:?}");
    }
    if let Some(u) = units::normalize_unit(text) {
        let _ = units::convert(1.5, &u, &u);
    }
});

//! UN/CEFACT Recommendation 20 common codes (schema.org `unitCode`) → symbols of our unit table.
//!
//! Codes checked against the Rec 20 code list (e.g. horstoeko/zugferd `ZugferdUnitCodes.php`):
//! note that milliampere hour is `E09` (there is no `MAH`) and `MWH` is megawatt hour.

use dualgraph_core::text::units;

/// `(common code, canonical symbol of crate::text::units)`.
const CODES: &[(&str, &str)] = &[
    // Length
    ("C45", "nm"),
    ("4H", "µm"),
    ("MMT", "mm"),
    ("CMT", "cm"),
    ("MTR", "m"),
    ("KMT", "km"),
    ("INH", "inch"),
    ("FOT", "ft"),
    // Mass
    ("MGM", "mg"),
    ("GRM", "g"),
    ("KGM", "kg"),
    ("ONZ", "oz"),
    ("LBR", "lb"),
    // Frequency
    ("RPM", "rpm"),
    ("HTZ", "Hz"),
    ("KHZ", "kHz"),
    ("MHZ", "MHz"),
    ("A86", "GHz"),
    // Charge, energy, power, voltage, current
    ("E09", "mAh"),
    ("AMH", "Ah"),
    ("WHR", "Wh"),
    ("KWH", "kWh"),
    ("C31", "mW"),
    ("WTT", "W"),
    ("KWT", "kW"),
    ("2Z", "mV"),
    ("VLT", "V"),
    ("4K", "mA"),
    ("AMP", "A"),
    // Data
    ("AD", "B"),
    ("2P", "KB"),
    ("4L", "MB"),
    ("E34", "GB"),
    ("E35", "TB"),
    ("E20", "Mbps"),
    // Time
    ("C26", "ms"),
    ("SEC", "s"),
    ("MIN", "min"),
    ("HUR", "h"),
    ("DAY", "day"),
    ("WEE", "week"),
    ("MON", "month"),
    ("ANN", "year"),
    // Temperature, volume
    ("CEL", "°C"),
    ("FAH", "°F"),
    ("MLT", "ml"),
    ("LTR", "l"),
    ("GLL", "gal"),
    ("FTQ", "cu ft"),
    // Other
    ("P1", "%"),
    ("DD", "°"),
    ("2N", "dB"),
    ("E38", "MP"),
    ("E39", "dpi"),
    ("A24", "nit"),
    ("NU", "Nm"),
    ("BAR", "bar"),
    ("OHM", "Ω"),
    ("LUM", "lm"),
    ("BHP", "hp"),
];

/// The unit-table symbol of a UN/CEFACT common code (`"CMT"` → `"cm"`), or `None` when the code
/// is not one we map. Also accepts a unit spelling our table knows (`"cm"`, `"inch"`), since
/// pages often put a symbol in `unitCode`.
pub fn symbol_for_code(code: &str) -> Option<&'static str> {
    let code = code.trim();
    CODES
        .iter()
        .find(|(c, _)| c.eq_ignore_ascii_case(code))
        .map(|(_, s)| *s)
        .or_else(|| units::normalize_unit(code).map(|u| u.symbol))
}

/// `value` with `unit` appended when the value is a bare number (`"5"`, `"cm"` → `"5 cm"`); a value
/// that already carries text is kept as it is.
pub fn with_unit(value: &str, unit: &str) -> String {
    let value = value.trim();
    let bare = value.strip_prefix('.').map(|v| format!("0.{v}"));
    let number = bare.as_deref().unwrap_or(value);
    if number.parse::<f64>().is_ok() {
        format!("{number} {unit}")
    } else {
        value.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_maps_to_a_symbol_of_the_unit_table() {
        for (code, symbol) in CODES {
            assert!(units::unit_by_symbol(symbol).is_some(), "{code} → {symbol} is not in the unit table");
        }
    }

    #[test]
    fn codes_and_symbols() {
        assert_eq!(symbol_for_code("CMT"), Some("cm"));
        assert_eq!(symbol_for_code("e34"), Some("GB"));
        assert_eq!(symbol_for_code("E09"), Some("mAh"));
        assert_eq!(symbol_for_code("inch"), Some("inch"));
        assert_eq!(symbol_for_code("XYZ"), None);
        assert_eq!(with_unit(".5", "lb"), "0.5 lb");
        assert_eq!(with_unit("12 kg", "lb"), "12 kg");
    }
}

//! Parsing of raw spec-table cell text into numbers, normalized units and dimension tuples.
//!
//! Product spec tables hold cells such as `"5000 mAh"`, `"158.2 x 75.8 x 7.9 mm"`,
//! `"2340 x 1080 (FHD+)"`, `"£499"`, `"Yes"` or `"Wi-Fi 6, Bluetooth 5.3"`. This module turns such
//! text into [`Quantity`] values with a canonical [`Unit`], splits list cells into items
//! ([`split_list`], [`parse_value`]), recognises yes/no cells ([`parse_yes_no`]) and converts
//! between units of the same [`Dimension`] ([`convert`]).
//!
//! Nothing here is specific to one catalog: the unit table covers common units of phones, TVs,
//! appliances, laptops, tools and so on. Everything is plain `std`, never panics on any input and
//! works on `wasm32-unknown-unknown`.
//!
//! Decisions worth knowing:
//! * Data units are decimal (`KB` = 1000 B, `GB` = 10^9 B); `KiB`/`MiB`/`GiB`/`TiB` are separate
//!   binary units.
//! * `"pounds"`/`"pound"` mean the currency GBP; the mass pound is spelled `lb`/`lbs`.
//! * Month and year are average Gregorian lengths (30.436875 and 365.2425 days).
//! * Ranges (`"10-20 W"`), counts times a quantity (`"2 x 12 MP"`), fractions (`"1/2.55\""`),
//!   decimal commas alone (`"1,5 kg"`, unless the column is [`NumberFormat::DotGrouping`]) and numbers followed by unknown words (`"8 cores"`, `"5G"`) are
//!   not quantities: [`parse_quantity`] returns `None` for them.
//!
//! Layout: `table` (the unit table), `parse` (numbers, units, dimension tuples, lists, yes/no),
//! `learn` (number formats and units learned from a catalog column).
#![forbid(unsafe_code)]

mod learn;
mod parse;
mod table;

pub use learn::*;
use parse::*;
pub use parse::{
    is_score_on_scale, parse_money, parse_money_with, parse_quantity, parse_quantity_with, parse_value,
    parse_value_with, parse_yes_no, split_list, split_list_with, NumberFormat, ValuePart,
};
pub use table::UNITS;
use table::*;

/// Physical dimension a unit measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dimension {
    /// Base unit `mm`.
    Length,
    /// Base unit `g`.
    Mass,
    /// Base unit `Hz`.
    Frequency,
    /// Electric charge / battery capacity, base unit `mAh`.
    Charge,
    /// Base unit `Wh`.
    Energy,
    /// Base unit `W`.
    Power,
    /// Base unit `V`.
    Voltage,
    /// Electric current, base unit `A`.
    Current,
    /// Amount of data, base unit `B` (decimal multiples).
    Data,
    /// Base unit `Mbps`.
    DataRate,
    /// Image resolution in megapixels, base unit `MP`.
    Resolution,
    /// Base unit `nit` (= cd/m²).
    Luminance,
    /// Base unit `s`.
    Time,
    /// Base unit `fps`.
    FrameRate,
    /// Base unit `°C`; conversions use offsets, not just factors.
    Temperature,
    /// Base unit `ml`.
    Volume,
    /// Money; never converted (needs exchange rates). Every currency has factor 1.
    Currency,
    /// Base unit `°`.
    Angle,
    /// Sound level, base unit `dB`.
    Sound,
    /// Base unit `ppi`.
    PixelDensity,
    /// Base unit `km/h`.
    Speed,
    /// Base unit `%`.
    Percent,
    /// Units without a shared dimension (torque `Nm`, luminous flux `lm`, pressure `bar`,
    /// impedance `Ω`); units of this dimension only convert to themselves.
    Other,
}

impl Dimension {
    /// Every dimension, in declaration order.
    pub const ALL: [Dimension; 23] = [
        Dimension::Length,
        Dimension::Mass,
        Dimension::Frequency,
        Dimension::Charge,
        Dimension::Energy,
        Dimension::Power,
        Dimension::Voltage,
        Dimension::Current,
        Dimension::Data,
        Dimension::DataRate,
        Dimension::Resolution,
        Dimension::Luminance,
        Dimension::Time,
        Dimension::FrameRate,
        Dimension::Temperature,
        Dimension::Volume,
        Dimension::Currency,
        Dimension::Angle,
        Dimension::Sound,
        Dimension::PixelDensity,
        Dimension::Speed,
        Dimension::Percent,
        Dimension::Other,
    ];

    /// Stable English name of the dimension (`"Length"`, `"DataRate"`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Dimension::Length => "Length",
            Dimension::Mass => "Mass",
            Dimension::Frequency => "Frequency",
            Dimension::Charge => "Charge",
            Dimension::Energy => "Energy",
            Dimension::Power => "Power",
            Dimension::Voltage => "Voltage",
            Dimension::Current => "Current",
            Dimension::Data => "Data",
            Dimension::DataRate => "DataRate",
            Dimension::Resolution => "Resolution",
            Dimension::Luminance => "Luminance",
            Dimension::Time => "Time",
            Dimension::FrameRate => "FrameRate",
            Dimension::Temperature => "Temperature",
            Dimension::Volume => "Volume",
            Dimension::Currency => "Currency",
            Dimension::Angle => "Angle",
            Dimension::Sound => "Sound",
            Dimension::PixelDensity => "PixelDensity",
            Dimension::Speed => "Speed",
            Dimension::Percent => "Percent",
            Dimension::Other => "Other",
        }
    }

    /// Canonical symbol of the dimension's base unit (the unit with factor 1), or `None` for
    /// [`Dimension::Currency`] and [`Dimension::Other`], which have no common base.
    pub fn base_symbol(self) -> Option<&'static str> {
        Some(match self {
            Dimension::Length => "mm",
            Dimension::Mass => "g",
            Dimension::Frequency => "Hz",
            Dimension::Charge => "mAh",
            Dimension::Energy => "Wh",
            Dimension::Power => "W",
            Dimension::Voltage => "V",
            Dimension::Current => "A",
            Dimension::Data => "B",
            Dimension::DataRate => "Mbps",
            Dimension::Resolution => "MP",
            Dimension::Luminance => "nit",
            Dimension::Time => "s",
            Dimension::FrameRate => "fps",
            Dimension::Temperature => "°C",
            Dimension::Volume => "ml",
            Dimension::Angle => "°",
            Dimension::Sound => "dB",
            Dimension::PixelDensity => "ppi",
            Dimension::Speed => "km/h",
            Dimension::Percent => "%",
            Dimension::Currency | Dimension::Other => return None,
        })
    }

    /// The label words (singular, lowercase) that name what a unit of this dimension measures:
    /// "Distance" for km, "Weight" for kg, "TDP"'s neighbour "Power" for W. Empty where labels
    /// name the quantity some other way.
    pub fn measured_by(self) -> &'static [&'static str] {
        match self {
            Dimension::Length => &["distance", "length", "width", "height", "depth", "diameter"],
            Dimension::Mass => &["weight"],
            Dimension::Time => &["duration", "runtime"],
            Dimension::Power => &["power"],
            Dimension::Volume => &["volume", "capacity"],
            Dimension::Voltage => &["voltage"],
            Dimension::Frequency => &["frequency"],
            Dimension::Temperature => &["temperature"],
            _ => &[],
        }
    }
}

/// A normalized unit: canonical symbol plus how to convert it to the base unit of its dimension.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Unit {
    /// Canonical symbol, e.g. `"mm"`, `"inch"`, `"GB"`, `"GBP"`, `"°C"`.
    pub symbol: &'static str,
    /// What the unit measures.
    pub dimension: Dimension,
    /// Factor to the dimension's base unit (Length base is mm: cm = 10, m = 1000, inch = 25.4).
    /// For Temperature it is the size of one degree in °C (°F = 5/9); conversion also applies the
    /// offset. For Currency and Other it is 1.
    pub factor: f64,
}

impl Unit {
    /// Converts `value` in this unit to the dimension's base unit (see [`Dimension::base_symbol`]).
    /// `None` for Currency, Other, or a non-finite result.
    pub fn to_base(&self, value: f64) -> Option<f64> {
        let base = unit_by_symbol(self.dimension.base_symbol()?)?;
        convert(value, self, &base)
    }
}

const fn unit(symbol: &'static str, dimension: Dimension, factor: f64) -> Unit {
    Unit { symbol, dimension, factor }
}

/// The unit a spelling names in the exact table (`exact`) or the lowercased one.
fn lookup(exact: bool, key: &str) -> Option<Unit> {
    type Index = std::collections::HashMap<&'static str, Unit>;
    // One hash index per table, made on first use (a build looks up millions of units).
    static INDEXES: std::sync::OnceLock<[Index; 2]> = std::sync::OnceLock::new();
    // The first spelling listed wins, as a scan in table order would find it.
    let index_of = |t: &'static [(&'static str, Unit)]| {
        let mut index = Index::with_capacity(t.len());
        for (k, u) in t {
            index.entry(*k).or_insert(*u);
        }
        index
    };
    let indexes = INDEXES.get_or_init(|| [index_of(EXACT), index_of(FOLDED)]);
    indexes[usize::from(!exact)].get(key).copied()
}

/// Looks up a raw unit spelling (`"mm"`, `"MM"`, `"millimetres"`, `"\""`, `"inch"`, `"in"`,
/// `"″"`, `"L"`, `"litres"`, `"GHz"`, `"£"`, `"GBP"`, `"pounds"`, `"€"`, `"euro"`, `"$"`, `"USD"`,
/// `"nits"`, `"cd/m2"`, `"°C"`, `"deg C"`, `"celsius"`, `"mAh"`, `"kWh"`, `"watts"`, `"gb"`,
/// `"megapixels"`, `"hrs"`, `"fps"`, `"kg"`, `"lbs"`, ...) and returns the canonical [`Unit`].
///
/// Canonical symbols are those of [`UNITS`] (`"mm"`, `"cm"`, `"m"`, `"inch"`, `"g"`, `"kg"`,
/// `"lb"`, `"Hz"` ... `"GBP"`, `"EUR"`, `"USD"`, `"°"`, `"dB"`, `"ppi"`, `"%"`, plus a few extras
/// such as `"nm"`, `"µm"`, `"ft"`, `"oz"`, `"mA"`, `"Ah"`, `"kbps"`, `"MB/s"`, `"KiB"`, `"rpm"`,
/// `"dpi"`, `"JPY"`, `"Nm"`, `"lm"`, `"bar"`, `"Ω"`).
///
/// Matching ignores case except where case carries meaning: single letters (`"m"` is metre,
/// `"M"` is nothing; `"g"`, `"s"`, `"h"`, `"A"`, `"B"` only in that case; `"V"`/`"v"`, `"W"`/`"w"`,
/// `"l"`/`"L"` both), `"MB/s"` (bytes) vs `"Mb/s"` (bits), and `"Nm"` (newton metre) vs `"nm"`
/// (nanometre). Whitespace runs count as one space and one trailing `.` is ignored (`"in."`,
/// `"lbs."`). `"C"`/`"F"` alone are not temperatures and `"pixels"` is not a unit. Returns `None`
/// for unknown spellings.
pub fn normalize_unit(raw: &str) -> Option<Unit> {
    if raw.len() > 4 * MAX_UNIT_CHARS {
        return None;
    }
    let collapsed = collapse_ws(raw);
    let key = match collapsed.strip_suffix('.') {
        Some(stripped) if !stripped.is_empty() => stripped,
        _ => collapsed.as_str(),
    };
    if key.is_empty() {
        return None;
    }
    lookup(true, key).or_else(|| lookup(false, &key.to_lowercase()))
}

/// Whether a question's generic currency word may stand for the catalog's currency: a dollar
/// sign (read as `USD`) in a shop that prices in another dollar (`TWD` "NT$", `HKD`, `SGD`,
/// `AUD`, `CAD`, `NZD`, and the pesos `MXN`, `ARS`, `CLP`, `COP`, `UYU` "$"), "kr" (read as
/// `SEK`) in a Danish or Norwegian shop, "pesos" (read as `MXN`) in a shop of another peso.
pub fn same_currency_family(catalog: &str, question: &str) -> bool {
    const CROWNS: &[&str] = &["SEK", "NOK", "DKK"];
    (question == "USD" && written_with_dollar_sign(catalog))
        || (question == "SEK" && CROWNS.contains(&catalog))
        // "pesos" (read as MXN) in a shop that prices in another peso.
        || (question == "MXN" && PESOS.contains(&catalog))
}

/// Currencies called dollars.
const DOLLARS: &[&str] = &["USD", "TWD", "HKD", "SGD", "AUD", "CAD", "NZD"];
/// Currencies called pesos.
const PESOS: &[&str] = &["MXN", "ARS", "CLP", "COP", "UYU", "PHP"];

/// True for a currency called dollars ("800k dollars" in an Australian shop are its own).
pub fn called_dollars(currency: &str) -> bool {
    DOLLARS.contains(&currency)
}

/// True for a currency written with a bare "$" where it is spent: the dollars, and the pesos
/// of Latin America (not the Philippine peso, "₱").
pub fn written_with_dollar_sign(currency: &str) -> bool {
    called_dollars(currency) || (PESOS.contains(&currency) && currency != "PHP")
}

/// Returns the canonical unit whose symbol is exactly `symbol` (e.g. `"mm"`, `"GB"`, `"°C"`).
pub fn unit_by_symbol(symbol: &str) -> Option<Unit> {
    UNITS.iter().find(|u| u.symbol == symbol).copied()
}

/// Converts `value` from one unit to another of the same dimension.
///
/// Returns `None` when the dimensions differ, for Currency (needs exchange rates), for two
/// different units of dimension Other, for a non-finite value or result, or for a unit with an
/// unusable factor. Temperature `°C` ⇄ `°F` uses the offset formula.
pub fn convert(value: f64, from: &Unit, to: &Unit) -> Option<f64> {
    if !value.is_finite() || from.dimension != to.dimension {
        return None;
    }
    let out = match from.dimension {
        Dimension::Currency => return None,
        _ if from.symbol == to.symbol && from.factor == to.factor => value,
        Dimension::Other => return None,
        Dimension::Temperature => {
            let celsius = match from.symbol {
                "°C" => value,
                "°F" => (value - 32.0) * 5.0 / 9.0,
                _ => return None,
            };
            match to.symbol {
                "°C" => celsius,
                "°F" => celsius * 9.0 / 5.0 + 32.0,
                _ => return None,
            }
        }
        _ => {
            let usable = |f: f64| f.is_finite() && f > 0.0;
            if !usable(from.factor) || !usable(to.factor) {
                return None;
            }
            value * from.factor / to.factor
        }
    };
    out.is_finite().then_some(out)
}

/// A number with an optional unit, or a 2D/3D dimension tuple with an optional unit.
#[derive(Debug, Clone, PartialEq)]
pub enum Quantity {
    /// One number, e.g. `"5000 mAh"`, `"£499"`, `"8"`.
    Scalar {
        /// The (finite) number.
        value: f64,
        /// Its unit, if any.
        unit: Option<Unit>,
    },
    /// A size tuple, e.g. `"158.2 x 75.8 x 7.9 mm"` or `"2340 x 1080"`.
    Dimensions {
        /// 2 or 3 finite numbers.
        values: Vec<f64>,
        /// A Length unit shared by all values, or `None` (plain numbers or pixels).
        unit: Option<Unit>,
    },
}

impl Quantity {
    /// The unit of the quantity, if any.
    pub fn unit(&self) -> Option<&Unit> {
        match self {
            Quantity::Scalar { unit, .. } | Quantity::Dimensions { unit, .. } => unit.as_ref(),
        }
    }

    /// The value of a scalar quantity (`None` for dimension tuples).
    pub fn scalar_value(&self) -> Option<f64> {
        match self {
            Quantity::Scalar { value, .. } => Some(*value),
            Quantity::Dimensions { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests;

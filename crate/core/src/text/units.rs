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
//!   decimal commas (`"1,5 kg"`) and numbers followed by unknown words (`"8 cores"`, `"5G"`) are
//!   not quantities: [`parse_quantity`] returns `None` for them.
#![forbid(unsafe_code)]

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
    /// Base unit `%`.
    Percent,
    /// Units without a shared dimension (torque `Nm`, luminous flux `lm`, pressure `bar`,
    /// impedance `Ω`); units of this dimension only convert to themselves.
    Other,
}

impl Dimension {
    /// Every dimension, in declaration order.
    pub const ALL: [Dimension; 22] = [
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
            Dimension::Percent => "%",
            Dimension::Currency | Dimension::Other => return None,
        })
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

use Dimension as D;

// Length (base mm).
const NM: Unit = unit("nm", D::Length, 1e-6);
const UM: Unit = unit("µm", D::Length, 1e-3);
const MM: Unit = unit("mm", D::Length, 1.0);
const CM: Unit = unit("cm", D::Length, 10.0);
const M: Unit = unit("m", D::Length, 1000.0);
const KM: Unit = unit("km", D::Length, 1_000_000.0);
const INCH: Unit = unit("inch", D::Length, 25.4);
const FT: Unit = unit("ft", D::Length, 304.8);
// Mass (base g).
const MG: Unit = unit("mg", D::Mass, 0.001);
const G: Unit = unit("g", D::Mass, 1.0);
const KG: Unit = unit("kg", D::Mass, 1000.0);
const OZ: Unit = unit("oz", D::Mass, 28.349_523_125);
const LB: Unit = unit("lb", D::Mass, 453.592_37);
// Frequency (base Hz).
const RPM: Unit = unit("rpm", D::Frequency, 1.0 / 60.0);
const HZ: Unit = unit("Hz", D::Frequency, 1.0);
const KHZ: Unit = unit("kHz", D::Frequency, 1e3);
const MHZ: Unit = unit("MHz", D::Frequency, 1e6);
const GHZ: Unit = unit("GHz", D::Frequency, 1e9);
// Charge (base mAh).
const MAH: Unit = unit("mAh", D::Charge, 1.0);
const AH: Unit = unit("Ah", D::Charge, 1000.0);
// Energy (base Wh).
const MWH: Unit = unit("mWh", D::Energy, 0.001);
const WH: Unit = unit("Wh", D::Energy, 1.0);
const KWH: Unit = unit("kWh", D::Energy, 1000.0);
// Power (base W).
const MW: Unit = unit("mW", D::Power, 0.001);
const W: Unit = unit("W", D::Power, 1.0);
const KW: Unit = unit("kW", D::Power, 1000.0);
// Voltage (base V).
const MV: Unit = unit("mV", D::Voltage, 0.001);
const V: Unit = unit("V", D::Voltage, 1.0);
// Current (base A).
const MA: Unit = unit("mA", D::Current, 0.001);
const A: Unit = unit("A", D::Current, 1.0);
// Data (base B).
const B: Unit = unit("B", D::Data, 1.0);
const KB: Unit = unit("KB", D::Data, 1e3);
const MB: Unit = unit("MB", D::Data, 1e6);
const GB: Unit = unit("GB", D::Data, 1e9);
const TB: Unit = unit("TB", D::Data, 1e12);
const KIB: Unit = unit("KiB", D::Data, 1024.0);
const MIB: Unit = unit("MiB", D::Data, 1_048_576.0);
const GIB: Unit = unit("GiB", D::Data, 1_073_741_824.0);
const TIB: Unit = unit("TiB", D::Data, 1_099_511_627_776.0);
// Data rate (base Mbps).
const KBPS: Unit = unit("kbps", D::DataRate, 1e-3);
const MBPS: Unit = unit("Mbps", D::DataRate, 1.0);
const GBPS: Unit = unit("Gbps", D::DataRate, 1e3);
const MBYTE_S: Unit = unit("MB/s", D::DataRate, 8.0);
const GBYTE_S: Unit = unit("GB/s", D::DataRate, 8e3);
// Resolution (base MP).
const MP: Unit = unit("MP", D::Resolution, 1.0);
// Luminance (base nit).
const NIT: Unit = unit("nit", D::Luminance, 1.0);
// Time (base s).
const MS: Unit = unit("ms", D::Time, 0.001);
const S: Unit = unit("s", D::Time, 1.0);
const MIN: Unit = unit("min", D::Time, 60.0);
const H: Unit = unit("h", D::Time, 3600.0);
const DAY: Unit = unit("day", D::Time, 86_400.0);
const WEEK: Unit = unit("week", D::Time, 604_800.0);
const MONTH: Unit = unit("month", D::Time, 2_629_746.0);
const YEAR: Unit = unit("year", D::Time, 31_556_952.0);
// Frame rate.
const FPS: Unit = unit("fps", D::FrameRate, 1.0);
// Temperature (base °C; factor = degree size).
const DEG_C: Unit = unit("°C", D::Temperature, 1.0);
const DEG_F: Unit = unit("°F", D::Temperature, 5.0 / 9.0);
// Volume (base ml).
const ML: Unit = unit("ml", D::Volume, 1.0);
const L: Unit = unit("l", D::Volume, 1000.0);
// Currency (never converted).
const GBP: Unit = unit("GBP", D::Currency, 1.0);
const EUR: Unit = unit("EUR", D::Currency, 1.0);
const USD: Unit = unit("USD", D::Currency, 1.0);
const JPY: Unit = unit("JPY", D::Currency, 1.0);
const CNY: Unit = unit("CNY", D::Currency, 1.0);
const INR: Unit = unit("INR", D::Currency, 1.0);
const KRW: Unit = unit("KRW", D::Currency, 1.0);
const CHF: Unit = unit("CHF", D::Currency, 1.0);
const CAD: Unit = unit("CAD", D::Currency, 1.0);
const AUD: Unit = unit("AUD", D::Currency, 1.0);
// Angle, sound, pixel density, percent.
const DEG: Unit = unit("°", D::Angle, 1.0);
const DB: Unit = unit("dB", D::Sound, 1.0);
const PPI: Unit = unit("ppi", D::PixelDensity, 1.0);
const DPI: Unit = unit("dpi", D::PixelDensity, 1.0);
const PERCENT: Unit = unit("%", D::Percent, 1.0);
// Other (only convertible to themselves).
const NEWTON_M: Unit = unit("Nm", D::Other, 1.0);
const LUMEN: Unit = unit("lm", D::Other, 1.0);
const BAR: Unit = unit("bar", D::Other, 1.0);
const OHM: Unit = unit("Ω", D::Other, 1.0);

/// Every canonical unit known to [`normalize_unit`], grouped by dimension.
pub const UNITS: &[Unit] = &[
    NM, UM, MM, CM, M, KM, INCH, FT, MG, G, KG, OZ, LB, RPM, HZ, KHZ, MHZ, GHZ, MAH, AH, MWH, WH, KWH, MW, W, KW, MV,
    V, MA, A, B, KB, MB, GB, TB, KIB, MIB, GIB, TIB, KBPS, MBPS, GBPS, MBYTE_S, GBYTE_S, MP, NIT, MS, S, MIN, H, DAY,
    WEEK, MONTH, YEAR, FPS, DEG_C, DEG_F, ML, L, GBP, EUR, USD, JPY, CNY, INR, KRW, CHF, CAD, AUD, DEG, DB, PPI, DPI,
    PERCENT, NEWTON_M, LUMEN, BAR, OHM,
];

/// Spellings matched exactly (case-sensitive): single letters whose case carries meaning,
/// byte-vs-bit rates and symbols whose lowercase form would change meaning.
const EXACT: &[(&str, Unit)] = &[
    ("m", M),
    ("g", G),
    ("s", S),
    ("h", H),
    ("V", V),
    ("v", V),
    ("W", W),
    ("w", W),
    ("A", A),
    ("B", B),
    ("l", L),
    ("L", L),
    ("MB/s", MBYTE_S),
    ("MBps", MBYTE_S),
    ("MByte/s", MBYTE_S),
    ("GB/s", GBYTE_S),
    ("GBps", GBYTE_S),
    ("GByte/s", GBYTE_S),
    ("Nm", NEWTON_M),
    ("N·m", NEWTON_M),
    ("N.m", NEWTON_M),
    ("N m", NEWTON_M),
    ("Ω", OHM),
    ("\u{2126}", OHM),
    ("KiB", KIB),
    ("MiB", MIB),
    ("GiB", GIB),
    ("TiB", TIB),
];

/// Spellings matched after lowercasing the raw text (entries are lowercase).
const FOLDED: &[(&str, Unit)] = &[
    // Length.
    ("nm", NM),
    ("nanometre", NM),
    ("nanometres", NM),
    ("nanometer", NM),
    ("nanometers", NM),
    ("µm", UM),
    ("μm", UM),
    ("um", UM),
    ("micron", UM),
    ("microns", UM),
    ("micrometre", UM),
    ("micrometres", UM),
    ("micrometer", UM),
    ("micrometers", UM),
    ("mm", MM),
    ("millimetre", MM),
    ("millimetres", MM),
    ("millimeter", MM),
    ("millimeters", MM),
    ("cm", CM),
    ("centimetre", CM),
    ("centimetres", CM),
    ("centimeter", CM),
    ("centimeters", CM),
    ("metre", M),
    ("metres", M),
    ("meter", M),
    ("meters", M),
    ("km", KM),
    ("kilometre", KM),
    ("kilometres", KM),
    ("kilometer", KM),
    ("kilometers", KM),
    ("inch", INCH),
    ("inches", INCH),
    ("in", INCH),
    ("\"", INCH),
    ("''", INCH),
    ("″", INCH),
    ("”", INCH),
    ("“", INCH),
    ("ft", FT),
    ("foot", FT),
    ("feet", FT),
    // Mass.
    ("mg", MG),
    ("milligram", MG),
    ("milligrams", MG),
    ("gram", G),
    ("grams", G),
    ("gramme", G),
    ("grammes", G),
    ("kg", KG),
    ("kgs", KG),
    ("kilo", KG),
    ("kilos", KG),
    ("kilogram", KG),
    ("kilograms", KG),
    ("kilogramme", KG),
    ("kilogrammes", KG),
    ("oz", OZ),
    ("ounce", OZ),
    ("ounces", OZ),
    ("lb", LB),
    ("lbs", LB),
    // Frequency.
    ("rpm", RPM),
    ("hz", HZ),
    ("hertz", HZ),
    ("khz", KHZ),
    ("mhz", MHZ),
    ("ghz", GHZ),
    // Charge.
    ("mah", MAH),
    ("ah", AH),
    // Energy.
    ("mwh", MWH),
    ("wh", WH),
    ("kwh", KWH),
    // Power.
    ("mw", MW),
    ("watt", W),
    ("watts", W),
    ("kw", KW),
    ("kilowatt", KW),
    ("kilowatts", KW),
    // Voltage.
    ("mv", MV),
    ("volt", V),
    ("volts", V),
    // Current.
    ("ma", MA),
    ("amp", A),
    ("amps", A),
    ("ampere", A),
    ("amperes", A),
    // Data.
    ("byte", B),
    ("bytes", B),
    ("kb", KB),
    ("kilobyte", KB),
    ("kilobytes", KB),
    ("mb", MB),
    ("megabyte", MB),
    ("megabytes", MB),
    ("gb", GB),
    ("gigabyte", GB),
    ("gigabytes", GB),
    ("tb", TB),
    ("terabyte", TB),
    ("terabytes", TB),
    // Data rate.
    ("kbps", KBPS),
    ("kbit/s", KBPS),
    ("kb/s", KBPS),
    ("mbps", MBPS),
    ("mbit/s", MBPS),
    ("mbits/s", MBPS),
    ("mb/s", MBPS),
    ("gbps", GBPS),
    ("gbit/s", GBPS),
    ("gbits/s", GBPS),
    ("gb/s", GBPS),
    // Resolution.
    ("mp", MP),
    ("mpx", MP),
    ("megapixel", MP),
    ("megapixels", MP),
    ("mega pixels", MP),
    // Luminance.
    ("nit", NIT),
    ("nits", NIT),
    ("cd/m2", NIT),
    ("cd/m²", NIT),
    ("cd/m^2", NIT),
    // Time.
    ("ms", MS),
    ("msec", MS),
    ("millisecond", MS),
    ("milliseconds", MS),
    ("sec", S),
    ("secs", S),
    ("second", S),
    ("seconds", S),
    ("min", MIN),
    ("mins", MIN),
    ("minute", MIN),
    ("minutes", MIN),
    ("hr", H),
    ("hrs", H),
    ("hour", H),
    ("hours", H),
    ("day", DAY),
    ("days", DAY),
    ("wk", WEEK),
    ("wks", WEEK),
    ("week", WEEK),
    ("weeks", WEEK),
    ("mo", MONTH),
    ("mth", MONTH),
    ("mths", MONTH),
    ("month", MONTH),
    ("months", MONTH),
    ("yr", YEAR),
    ("yrs", YEAR),
    ("year", YEAR),
    ("years", YEAR),
    // Frame rate.
    ("fps", FPS),
    ("frame/s", FPS),
    ("frames/s", FPS),
    ("frames per second", FPS),
    // Temperature.
    ("°c", DEG_C),
    ("º c", DEG_C),
    ("° c", DEG_C),
    ("ºc", DEG_C),
    ("℃", DEG_C),
    ("deg c", DEG_C),
    ("degc", DEG_C),
    ("degree c", DEG_C),
    ("degrees c", DEG_C),
    ("celsius", DEG_C),
    ("degree celsius", DEG_C),
    ("degrees celsius", DEG_C),
    ("°f", DEG_F),
    ("° f", DEG_F),
    ("ºf", DEG_F),
    ("º f", DEG_F),
    ("℉", DEG_F),
    ("deg f", DEG_F),
    ("degf", DEG_F),
    ("degree f", DEG_F),
    ("degrees f", DEG_F),
    ("fahrenheit", DEG_F),
    ("degree fahrenheit", DEG_F),
    ("degrees fahrenheit", DEG_F),
    // Volume.
    ("ml", ML),
    ("millilitre", ML),
    ("millilitres", ML),
    ("milliliter", ML),
    ("milliliters", ML),
    ("ltr", L),
    ("ltrs", L),
    ("litre", L),
    ("litres", L),
    ("liter", L),
    ("liters", L),
    // Currency.
    ("£", GBP),
    ("gbp", GBP),
    ("pound", GBP),
    ("pounds", GBP),
    ("€", EUR),
    ("eur", EUR),
    ("euro", EUR),
    ("euros", EUR),
    ("$", USD),
    ("us$", USD),
    ("usd", USD),
    ("dollar", USD),
    ("dollars", USD),
    ("¥", JPY),
    ("jpy", JPY),
    ("yen", JPY),
    ("cny", CNY),
    ("rmb", CNY),
    ("yuan", CNY),
    ("₹", INR),
    ("inr", INR),
    ("rupee", INR),
    ("rupees", INR),
    ("₩", KRW),
    ("krw", KRW),
    ("chf", CHF),
    ("cad", CAD),
    ("c$", CAD),
    ("ca$", CAD),
    ("aud", AUD),
    ("a$", AUD),
    ("au$", AUD),
    // Angle.
    ("°", DEG),
    ("º", DEG),
    ("deg", DEG),
    ("degree", DEG),
    ("degrees", DEG),
    // Sound.
    ("db", DB),
    ("dba", DB),
    ("db(a)", DB),
    ("decibel", DB),
    ("decibels", DB),
    // Pixel density.
    ("ppi", PPI),
    ("pixels per inch", PPI),
    ("dpi", DPI),
    // Percent.
    ("%", PERCENT),
    ("percent", PERCENT),
    ("per cent", PERCENT),
    // Other.
    ("lm", LUMEN),
    ("lumen", LUMEN),
    ("lumens", LUMEN),
    ("bar", BAR),
    ("ohm", OHM),
    ("ohms", OHM),
];

/// Longest raw unit spelling (in chars) that [`normalize_unit`] will look at.
const MAX_UNIT_CHARS: usize = 24;

/// Words accepted after a number meaning "pixels": dimensionless, so they yield no unit.
const PIXEL_WORDS: &[&str] = &["px", "pixel", "pixels"];

/// Leading qualifiers allowed before a quantity (matched case-insensitively, longest first).
const QUALIFIERS: &[&str] = &[
    "approximately",
    "at least",
    "maximum",
    "minimum",
    "approx.",
    "approx",
    "around",
    "up to",
    "about",
    "max.",
    "min.",
    "ca.",
    "max",
    "min",
    "<=",
    ">=",
    "≤",
    "≥",
    "≈",
    "~",
    "<",
    ">",
];

/// Single remark words allowed after a quantity (matched case-insensitively).
const REMARK_WORDS: &[&str] =
    &["typical", "typ", "typ.", "rated", "nominal", "max", "max.", "maximum", "approx", "approx."];

/// Characters separating the numbers of a dimension tuple.
const DIM_SEPARATORS: &[char] = &['x', 'X', '×', '*', '✕'];

/// Characters dropped entirely before parsing (zero-width characters, variation selectors).
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{FE0E}' | '\u{FE0F}')
}

/// Trims, drops invisible characters and collapses every whitespace run (including U+00A0 and
/// U+202F) into one ASCII space.
fn collapse_ws(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut pending_space = false;
    for c in raw.chars() {
        if is_invisible(c) {
            continue;
        }
        if c.is_whitespace() {
            pending_space = !out.is_empty();
        } else {
            if pending_space {
                out.push(' ');
                pending_space = false;
            }
            out.push(c);
        }
    }
    out
}

fn lookup(table: &[(&str, Unit)], key: &str) -> Option<Unit> {
    table.iter().find(|(k, _)| *k == key).map(|(_, u)| *u)
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
    lookup(EXACT, key).or_else(|| lookup(FOLDED, &key.to_lowercase()))
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

/// What follows a number: nothing, a pixel word (no unit) or a unit.
#[derive(Debug, Clone, Copy, PartialEq)]
enum UnitTok {
    Nothing,
    Pixels,
    Unit(Unit),
}

impl UnitTok {
    fn unit(self) -> Option<Unit> {
        match self {
            UnitTok::Unit(u) => Some(u),
            UnitTok::Nothing | UnitTok::Pixels => None,
        }
    }

    fn same(self, other: UnitTok) -> bool {
        match (self, other) {
            (UnitTok::Unit(a), UnitTok::Unit(b)) => a.symbol == b.symbol,
            (a, b) => a == b,
        }
    }
}

fn char_at(s: &str, i: usize) -> Option<char> {
    s.get(i..).and_then(|r| r.chars().next())
}

fn skip_ws(s: &str, i: usize) -> usize {
    let mut j = i;
    while let Some(c) = char_at(s, j) {
        if !c.is_whitespace() {
            break;
        }
        j += c.len_utf8();
    }
    j
}

fn is_digit_at(s: &str, i: usize) -> bool {
    s.as_bytes().get(i).is_some_and(u8::is_ascii_digit)
}

/// Whether a number starts at `i` (a digit, or `.` followed by a digit).
fn number_starts_at(s: &str, i: usize) -> bool {
    is_digit_at(s, i) || (s.as_bytes().get(i) == Some(&b'.') && is_digit_at(s, i + 1))
}

/// Whether a `,` at byte `i` of `bytes` is a thousands separator: preceded by a digit, followed by
/// exactly three digits and then a non-digit or the end.
fn is_thousands_comma(bytes: &[u8], i: usize) -> bool {
    let digit = |k: usize| bytes.get(k).is_some_and(u8::is_ascii_digit);
    bytes.get(i) == Some(&b',')
        && i > 0
        && digit(i - 1)
        && digit(i + 1)
        && digit(i + 2)
        && digit(i + 3)
        && !digit(i + 4)
}

/// Parses an unsigned decimal number at byte `i`: digits with optional thousands separators
/// (first group of 1-3 digits), optional fraction. Returns the finite value and the end position.
fn parse_unsigned(s: &str, i: usize) -> Option<(f64, usize)> {
    let bytes = s.as_bytes();
    let mut j = i;
    let mut text = String::new();
    while let Some(&c) = bytes.get(j).filter(|c| c.is_ascii_digit()) {
        text.push(char::from(c));
        j += 1;
    }
    let int_len = j - i;
    if (1..=3).contains(&int_len) {
        while is_thousands_comma(bytes, j) {
            if let Some(group) = s.get(j + 1..j + 4) {
                text.push_str(group);
            }
            j += 4;
        }
    }
    if bytes.get(j) == Some(&b'.') && is_digit_at(s, j + 1) {
        if text.is_empty() {
            text.push('0');
        }
        text.push('.');
        j += 1;
        while let Some(&c) = bytes.get(j).filter(|c| c.is_ascii_digit()) {
            text.push(char::from(c));
            j += 1;
        }
    }
    if text.is_empty() {
        return None;
    }
    let value: f64 = text.parse().ok()?;
    value.is_finite().then_some((value, j))
}

/// Parses an optional sign (`+`, `-`, `−`) at `i`; returns (negative, position after the sign).
fn parse_sign(s: &str, i: usize) -> (bool, usize) {
    match char_at(s, i) {
        Some(c @ ('-' | '−')) if number_starts_at(s, i + c.len_utf8()) => (true, i + c.len_utf8()),
        Some('+') if number_starts_at(s, i + 1) => (false, i + 1),
        _ => (false, i),
    }
}

/// Skips a leading qualifier ("up to", "approx.", "~", "≥", ...) and returns the position after it.
fn strip_qualifier(s: &str) -> usize {
    for q in QUALIFIERS {
        let Some(head) = s.get(..q.len()) else {
            continue;
        };
        if !head.eq_ignore_ascii_case(q) {
            continue;
        }
        let word_like = q.chars().last().is_some_and(|c| c.is_ascii_alphabetic());
        if word_like && char_at(s, q.len()).is_some_and(char::is_alphabetic) {
            continue;
        }
        return q.len();
    }
    0
}

/// Candidate end positions (char boundaries) of a unit starting at `i`, longest first.
fn unit_candidate_ends(s: &str, i: usize) -> Vec<usize> {
    let Some(rest) = s.get(i..) else {
        return Vec::new();
    };
    let mut ends: Vec<usize> =
        rest.char_indices().skip(1).map(|(k, _)| i + k).chain(std::iter::once(s.len())).take(MAX_UNIT_CHARS).collect();
    ends.reverse();
    ends
}

/// Matches the longest known unit (or pixel word) starting exactly at `i`, ending at a boundary.
fn match_unit(s: &str, i: usize) -> Option<(UnitTok, usize)> {
    for end in unit_candidate_ends(s, i) {
        let Some(cand) = s.get(i..end) else {
            continue;
        };
        let Some(last) = cand.chars().last() else {
            continue;
        };
        if last.is_whitespace() {
            continue;
        }
        let tok = if PIXEL_WORDS.iter().any(|p| cand.eq_ignore_ascii_case(p)) {
            UnitTok::Pixels
        } else if let Some(u) = normalize_unit(cand) {
            UnitTok::Unit(u)
        } else {
            continue;
        };
        let boundary = match char_at(s, end) {
            None => true,
            Some(next) => {
                !next.is_alphanumeric()
                    || !last.is_alphanumeric()
                    || (DIM_SEPARATORS.contains(&next) && number_starts_at(s, skip_ws(s, end + next.len_utf8())))
            }
        };
        if boundary {
            return Some((tok, end));
        }
    }
    None
}

/// Matches a currency written before the number (`£499`, `USD 999`, `US$5`) at `i`; returns the
/// currency and the position of the number.
fn match_prefix_currency(s: &str, i: usize) -> Option<(Unit, usize)> {
    for end in unit_candidate_ends(s, i).into_iter().filter(|&e| e - i <= 8) {
        let Some(cand) = s.get(i..end) else {
            continue;
        };
        let Some(u) = normalize_unit(cand).filter(|u| u.dimension == Dimension::Currency) else {
            continue;
        };
        let j = skip_ws(s, end);
        let (_, k) = parse_sign(s, j);
        if number_starts_at(s, k) {
            return Some((u, j));
        }
    }
    None
}

/// Parses the unit token after a number ending at `i` (spaces and a hyphen as in `6.7-inch`
/// allowed before it). Returns `Nothing` and `i` when no unit follows.
fn unit_after(s: &str, i: usize) -> (UnitTok, usize) {
    let mut j = skip_ws(s, i);
    if char_at(s, j) == Some('-') && char_at(s, j + 1).is_some_and(char::is_alphabetic) {
        j += 1;
    }
    match match_unit(s, j) {
        Some((tok, end)) => (tok, end),
        None => (UnitTok::Nothing, i),
    }
}

/// If a dimension separator (`x`, `×`, `*`) followed by a number comes at `i`, returns the
/// position of that number.
fn dim_separator(s: &str, i: usize) -> Option<usize> {
    let j = skip_ws(s, i);
    let c = char_at(s, j).filter(|c| DIM_SEPARATORS.contains(c))?;
    let k = skip_ws(s, j + c.len_utf8());
    number_starts_at(s, k).then_some(k)
}

/// Skips one balanced bracket group starting at `i` (`(...)` or `[...]`, nesting allowed);
/// returns the position after its closing bracket.
fn skip_bracket_group(s: &str, i: usize) -> Option<usize> {
    let rest = s.get(i..)?;
    if !rest.starts_with(['(', '[']) {
        return None;
    }
    let mut depth = 0usize;
    for (k, c) in rest.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some(i + k + c.len_utf8());
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether `s[i..]` is only whitespace and balanced bracket groups.
fn only_bracket_groups(s: &str, i: usize) -> bool {
    let mut j = skip_ws(s, i);
    while j < s.len() {
        match skip_bracket_group(s, j) {
            Some(end) => j = skip_ws(s, end),
            None => return false,
        }
    }
    true
}

/// Whether the text after a quantity is an acceptable remark: nothing; bracket groups only
/// (`(FHD+)`, `[rated]`); a bracket group followed by more words, at most 3 words in all
/// (`(165 cm) diagonal`); or one remark word (`typical`, `rated`, `max`, ...) optionally followed
/// by bracket groups.
fn tail_ok(s: &str, i: usize) -> bool {
    let j = skip_ws(s, i);
    let Some(tail) = s.get(j..) else {
        return false;
    };
    if tail.is_empty() || only_bracket_groups(s, j) {
        return true;
    }
    if skip_bracket_group(s, j).is_some() {
        return tail.split_whitespace().count() <= 3;
    }
    let word = tail.split_whitespace().next().unwrap_or_default();
    REMARK_WORDS.iter().any(|w| word.eq_ignore_ascii_case(w)) && only_bracket_groups(s, j + word.len())
}

/// Parses one value fragment as a [`Quantity`], or `None` when the text is not "mostly a
/// quantity".
///
/// Accepted, in order:
/// * an optional leading qualifier: `up to`, `approx.`, `approx`, `approximately`, `about`,
///   `around`, `~`, `ca.`, `max`, `max.`, `maximum`, `min`, `min.`, `minimum`, `at least`, `≈`,
///   `<`, `>`, `<=`, `>=`, `≤`, `≥` (case-insensitive);
/// * an optional currency before the number (`£499`, `€1299`, `$999.99`, `USD 999`);
/// * a number: optional sign (`-20 °C`), digits with optional thousands separators (`1,299`),
///   optional fraction (`6.7`, `.5`); it must be finite;
/// * an optional unit after it, with or without space or hyphen (`5000mAh`, `6.7"`, `6.7-inch`,
///   `65”`, `95%`); `px`/`pixel`/`pixels` are accepted but give no unit;
/// * or a dimension tuple: 2 or 3 numbers separated by `x`, `X`, `×`, `*`, with one unit at the
///   end or the same unit after each number; the unit must be a Length (or pixels/none);
/// * an optional remark: trailing bracket groups (`(FHD+)`, `[rated]`), a bracket group plus
///   words (at most 3 words in all), or one of `typical`, `typ.`, `rated`, `nominal`, `max`,
///   `maximum`, `approx`.
///
/// Returns `None` for anything else, notably: empty text, words with a number (`"Wi-Fi 6"`,
/// `"IP68"`, `"5G"`, `"8 cores"`), ranges (`"10-20 W"`), count times quantity (`"2 x 12 MP"`),
/// fractions (`"1/2.55\""`), tuples of more than 3 numbers, mixed units, decimal commas and a
/// unit both before and after the number unless they agree (`"£5 GBP"`).
pub fn parse_quantity(text: &str) -> Option<Quantity> {
    let collapsed = collapse_ws(text);
    let s = collapsed.as_str();
    if s.is_empty() {
        return None;
    }
    let mut i = skip_ws(s, strip_qualifier(s));
    let prefix = match_prefix_currency(s, i);
    if let Some((_, number_at)) = prefix {
        i = number_at;
    }
    let (negative, number_at) = parse_sign(s, i);
    let (first, end) = parse_unsigned(s, number_at)?;
    let first = if negative { -first } else { first };
    let (first_tok, mut pos) = unit_after(s, end);

    let mut values = vec![first];
    let mut toks = vec![first_tok];
    while let Some(k) = dim_separator(s, pos) {
        let (v, end) = parse_unsigned(s, k)?;
        let (tok, after) = unit_after(s, end);
        values.push(v);
        toks.push(tok);
        pos = after;
        if values.len() > 3 {
            return None;
        }
    }
    if !tail_ok(s, pos) {
        return None;
    }

    if values.len() == 1 {
        let unit = match (prefix, first_tok) {
            (None, tok) => tok.unit(),
            (Some((cur, _)), UnitTok::Nothing) => Some(cur),
            (Some((cur, _)), UnitTok::Unit(u)) if u.symbol == cur.symbol => Some(cur),
            (Some(_), _) => return None,
        };
        return Some(Quantity::Scalar { value: first, unit });
    }

    if prefix.is_some() || negative {
        return None;
    }
    let (last, init) = toks.split_last()?;
    let tok = if toks.iter().all(|t| t.same(*last)) || init.iter().all(|t| *t == UnitTok::Nothing) {
        *last
    } else {
        return None;
    };
    let unit = tok.unit();
    if unit.is_some_and(|u| u.dimension != Dimension::Length) {
        return None;
    }
    Some(Quantity::Dimensions { values, unit })
}

/// Splits a raw cell into list items on commas and semicolons (also full-width `，`/`；`) that
/// are outside parentheses/brackets/braces.
///
/// A comma preceded by a digit and followed by exactly three digits and then a non-digit (or the
/// end) is a thousands separator and does not split (`"1,299"`, `"10,000 mAh"`). Items are trimmed
/// and empty items dropped. An unclosed `(` protects the rest of the cell; a stray `)` is ignored.
pub fn split_list(raw: &str) -> Vec<&str> {
    fn push_item<'a>(raw: &'a str, from: usize, to: usize, items: &mut Vec<&'a str>) {
        if let Some(item) = raw.get(from..to) {
            let item = item.trim_matches(|c: char| c.is_whitespace() || is_invisible(c));
            if !item.is_empty() {
                items.push(item);
            }
        }
    }
    let bytes = raw.as_bytes();
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0usize;
    for (i, c) in raw.char_indices() {
        match c {
            '(' | '[' | '{' => depth = depth.saturating_add(1),
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' | ';' | '，' | '；' if depth == 0 => {
                if c == ',' && is_thousands_comma(bytes, i) {
                    continue;
                }
                push_item(raw, start, i, &mut items);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    push_item(raw, start, raw.len(), &mut items);
    items
}

/// One list item of a cell with its parsed quantity.
#[derive(Debug, Clone, PartialEq)]
pub struct ValuePart {
    /// The trimmed item text, as it appears in the cell.
    pub text: String,
    /// The item parsed by [`parse_quantity`], if it is mostly a quantity.
    pub quantity: Option<Quantity>,
}

/// Splits a cell with [`split_list`] and parses each item with [`parse_quantity`].
pub fn parse_value(raw: &str) -> Vec<ValuePart> {
    split_list(raw)
        .into_iter()
        .map(|item| ValuePart { text: item.to_string(), quantity: parse_quantity(item) })
        .collect()
}

/// Parses a yes/no cell (trimmed, case-insensitive, one trailing `.`/`!` ignored).
///
/// `"Yes"`, `"Y"`, `"✓"`, `"✔"`, `"☑"`, `"✅"`, `"Supported"`, `"Included"`, `"True"` →
/// `Some(true)`; `"No"`, `"N"`, `"✗"`, `"✘"`, `"❌"`, `"Not supported"`, `"Not included"`,
/// `"None"`, `"False"`, `"-"`, `"–"`, `"—"` → `Some(false)`; anything else → `None`.
pub fn parse_yes_no(raw: &str) -> Option<bool> {
    if raw.len() > 64 {
        return None;
    }
    let collapsed = collapse_ws(raw);
    let key = match collapsed.strip_suffix(['.', '!']) {
        Some(stripped) if !stripped.is_empty() => stripped,
        _ => collapsed.as_str(),
    };
    match key.to_lowercase().as_str() {
        "yes" | "y" | "✓" | "✔" | "☑" | "✅" | "supported" | "included" | "true" => Some(true),
        "no" | "n" | "✗" | "✘" | "❌" | "not supported" | "not included" | "none" | "false" | "-" | "–" | "—" => {
            Some(false)
        }
        lower => {
            // "Yes (3.5 mm)", "Yes, sold separately", "No - optional": the answer word leads,
            // a remark follows after a bracket, comma, semicolon or dash.
            let split = lower.find(['(', ',', ';', '[']).or_else(|| lower.find(" - ")).or_else(|| lower.find(" – "))?;
            let head = lower[..split].trim();
            match head {
                "yes" | "supported" | "included" => Some(true),
                "no" | "not supported" | "not included" => Some(false),
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
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
        assert_none("€1.299,00");
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
        assert_eq!(
            parts[0].quantity,
            Some(Quantity::Dimensions { values: vec![158.2, 75.8, 7.9], unit: Some(u("mm")) })
        );

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
        for raw in
            ["Yes", "yes", "YES", " Y ", "y", "✓", "✔", "✔\u{fe0f}", "Supported", "Included", "True", "true", "Yes."]
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
            '0', '1', '2', '5', '9', '.', ',', ';', 'x', 'X', '×', '*', '"', '″', '”', '£', '€', '$', '-', '−', '+',
            '~', '(', ')', '[', ']', '{', '}', ' ', '\u{a0}', '\u{202f}', '\u{301}', '\u{200d}', '\u{fe0f}', '😀',
            '👍', 'é', '中', 'µ', 'Ω', '°', 'C', 'm', 'M', 'k', 'g', 'h', 'i', 'n', 'A', 'B', '%', '/', '<', '≥', '✓',
            'a', 'p', 'r',
        ];
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            usize::try_from(state >> 33).unwrap_or(0)
        };
        let mut parsed = 0usize;
        for n in 0..600 {
            let len = next() % 24;
            let text: String =
                (0..len).map(|_| ALPHABET.get(next() % ALPHABET.len()).copied().unwrap_or('?')).collect();
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
}

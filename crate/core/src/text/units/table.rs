//! The unit table: canonical units and their spellings.

use super::*;

use Dimension as D;

// Length (base mm).
pub(super) const NM: Unit = unit("nm", D::Length, 1e-6);
pub(super) const UM: Unit = unit("µm", D::Length, 1e-3);
pub(super) const MM: Unit = unit("mm", D::Length, 1.0);
pub(super) const CM: Unit = unit("cm", D::Length, 10.0);
pub(super) const M: Unit = unit("m", D::Length, 1000.0);
pub(super) const KM: Unit = unit("km", D::Length, 1_000_000.0);
pub(super) const INCH: Unit = unit("inch", D::Length, 25.4);
pub(super) const FT: Unit = unit("ft", D::Length, 304.8);
pub(super) const MILE: Unit = unit("mi", D::Length, 1_609_344.0);
// Speed (base km/h).
pub(super) const KMH: Unit = unit("km/h", D::Speed, 1.0);
pub(super) const MPH: Unit = unit("mph", D::Speed, 1.609_344);
// Mass (base g).
pub(super) const MG: Unit = unit("mg", D::Mass, 0.001);
pub(super) const G: Unit = unit("g", D::Mass, 1.0);
pub(super) const KG: Unit = unit("kg", D::Mass, 1000.0);
pub(super) const OZ: Unit = unit("oz", D::Mass, 28.349_523_125);
pub(super) const LB: Unit = unit("lb", D::Mass, 453.592_37);
// Frequency (base Hz).
pub(super) const RPM: Unit = unit("rpm", D::Frequency, 1.0 / 60.0);
pub(super) const HZ: Unit = unit("Hz", D::Frequency, 1.0);
pub(super) const KHZ: Unit = unit("kHz", D::Frequency, 1e3);
pub(super) const MHZ: Unit = unit("MHz", D::Frequency, 1e6);
pub(super) const GHZ: Unit = unit("GHz", D::Frequency, 1e9);
// Charge (base mAh).
pub(super) const MAH: Unit = unit("mAh", D::Charge, 1.0);
pub(super) const AH: Unit = unit("Ah", D::Charge, 1000.0);
// Energy (base Wh).
pub(super) const MWH: Unit = unit("mWh", D::Energy, 0.001);
pub(super) const WH: Unit = unit("Wh", D::Energy, 1.0);
pub(super) const KWH: Unit = unit("kWh", D::Energy, 1000.0);
// Power (base W).
pub(super) const MW: Unit = unit("mW", D::Power, 0.001);
pub(super) const W: Unit = unit("W", D::Power, 1.0);
pub(super) const KW: Unit = unit("kW", D::Power, 1000.0);
// Voltage (base V).
pub(super) const MV: Unit = unit("mV", D::Voltage, 0.001);
pub(super) const V: Unit = unit("V", D::Voltage, 1.0);
// Current (base A).
pub(super) const MA: Unit = unit("mA", D::Current, 0.001);
pub(super) const A: Unit = unit("A", D::Current, 1.0);
// Data (base B).
pub(super) const B: Unit = unit("B", D::Data, 1.0);
pub(super) const KB: Unit = unit("KB", D::Data, 1e3);
pub(super) const MB: Unit = unit("MB", D::Data, 1e6);
pub(super) const GB: Unit = unit("GB", D::Data, 1e9);
pub(super) const TB: Unit = unit("TB", D::Data, 1e12);
pub(super) const KIB: Unit = unit("KiB", D::Data, 1024.0);
pub(super) const MIB: Unit = unit("MiB", D::Data, 1_048_576.0);
pub(super) const GIB: Unit = unit("GiB", D::Data, 1_073_741_824.0);
pub(super) const TIB: Unit = unit("TiB", D::Data, 1_099_511_627_776.0);
// Data rate (base Mbps).
pub(super) const KBPS: Unit = unit("kbps", D::DataRate, 1e-3);
pub(super) const MBPS: Unit = unit("Mbps", D::DataRate, 1.0);
pub(super) const GBPS: Unit = unit("Gbps", D::DataRate, 1e3);
pub(super) const MBYTE_S: Unit = unit("MB/s", D::DataRate, 8.0);
pub(super) const GBYTE_S: Unit = unit("GB/s", D::DataRate, 8e3);
pub(super) const TBYTE_S: Unit = unit("TB/s", D::DataRate, 8e6);
pub(super) const TBPS: Unit = unit("Tbps", D::DataRate, 1e6);
// Resolution (base MP).
pub(super) const MP: Unit = unit("MP", D::Resolution, 1.0);
// Luminance (base nit).
pub(super) const NIT: Unit = unit("nit", D::Luminance, 1.0);
// Time (base s).
pub(super) const MS: Unit = unit("ms", D::Time, 0.001);
pub(super) const S: Unit = unit("s", D::Time, 1.0);
pub(super) const MIN: Unit = unit("min", D::Time, 60.0);
pub(super) const H: Unit = unit("h", D::Time, 3600.0);
pub(super) const DAY: Unit = unit("day", D::Time, 86_400.0);
pub(super) const WEEK: Unit = unit("week", D::Time, 604_800.0);
pub(super) const MONTH: Unit = unit("month", D::Time, 2_629_746.0);
pub(super) const YEAR: Unit = unit("year", D::Time, 31_556_952.0);
// Frame rate.
pub(super) const FPS: Unit = unit("fps", D::FrameRate, 1.0);
// Temperature (base °C; factor = degree size).
pub(super) const DEG_C: Unit = unit("°C", D::Temperature, 1.0);
pub(super) const DEG_F: Unit = unit("°F", D::Temperature, 5.0 / 9.0);
// Volume (base ml).
pub(super) const ML: Unit = unit("ml", D::Volume, 1.0);
pub(super) const L: Unit = unit("l", D::Volume, 1000.0);
pub(super) const FL_OZ: Unit = unit("fl oz", D::Volume, 29.573_529_562_5);
// Currency (never converted).
pub(super) const GBP: Unit = unit("GBP", D::Currency, 1.0);
pub(super) const EUR: Unit = unit("EUR", D::Currency, 1.0);
pub(super) const USD: Unit = unit("USD", D::Currency, 1.0);
pub(super) const JPY: Unit = unit("JPY", D::Currency, 1.0);
pub(super) const CNY: Unit = unit("CNY", D::Currency, 1.0);
pub(super) const INR: Unit = unit("INR", D::Currency, 1.0);
pub(super) const KRW: Unit = unit("KRW", D::Currency, 1.0);
pub(super) const CHF: Unit = unit("CHF", D::Currency, 1.0);
pub(super) const CAD: Unit = unit("CAD", D::Currency, 1.0);
pub(super) const AUD: Unit = unit("AUD", D::Currency, 1.0);
pub(super) const SAR: Unit = unit("SAR", D::Currency, 1.0);
pub(super) const AED: Unit = unit("AED", D::Currency, 1.0);
pub(super) const TWD: Unit = unit("TWD", D::Currency, 1.0);
pub(super) const HKD: Unit = unit("HKD", D::Currency, 1.0);
pub(super) const SGD: Unit = unit("SGD", D::Currency, 1.0);
pub(super) const NZD: Unit = unit("NZD", D::Currency, 1.0);
pub(super) const MXN: Unit = unit("MXN", D::Currency, 1.0);
pub(super) const BRL: Unit = unit("BRL", D::Currency, 1.0);
pub(super) const SEK: Unit = unit("SEK", D::Currency, 1.0);
pub(super) const NOK: Unit = unit("NOK", D::Currency, 1.0);
pub(super) const DKK: Unit = unit("DKK", D::Currency, 1.0);
pub(super) const PLN: Unit = unit("PLN", D::Currency, 1.0);
pub(super) const CZK: Unit = unit("CZK", D::Currency, 1.0);
pub(super) const HUF: Unit = unit("HUF", D::Currency, 1.0);
pub(super) const RUB: Unit = unit("RUB", D::Currency, 1.0);
pub(super) const TRY: Unit = unit("TRY", D::Currency, 1.0);
pub(super) const ILS: Unit = unit("ILS", D::Currency, 1.0);
pub(super) const THB: Unit = unit("THB", D::Currency, 1.0);
pub(super) const ZAR: Unit = unit("ZAR", D::Currency, 1.0);
pub(super) const MYR: Unit = unit("MYR", D::Currency, 1.0);
pub(super) const IDR: Unit = unit("IDR", D::Currency, 1.0);
pub(super) const PHP: Unit = unit("PHP", D::Currency, 1.0);
pub(super) const VND: Unit = unit("VND", D::Currency, 1.0);
pub(super) const NGN: Unit = unit("NGN", D::Currency, 1.0);
pub(super) const PKR: Unit = unit("PKR", D::Currency, 1.0);
pub(super) const QAR: Unit = unit("QAR", D::Currency, 1.0);
pub(super) const EGP: Unit = unit("EGP", D::Currency, 1.0);
pub(super) const ARS: Unit = unit("ARS", D::Currency, 1.0);
pub(super) const CLP: Unit = unit("CLP", D::Currency, 1.0);
pub(super) const COP: Unit = unit("COP", D::Currency, 1.0);
pub(super) const UYU: Unit = unit("UYU", D::Currency, 1.0);
pub(super) const HP: Unit = unit("hp", D::Power, 745.699_872);
pub(super) const PS: Unit = unit("PS", D::Power, 735.498_75);
pub(super) const CU_FT: Unit = unit("cu ft", D::Volume, 28_316.846_592);
pub(super) const GAL: Unit = unit("gal", D::Volume, 3_785.411_784);
pub(super) const MPG: Unit = unit("mpg", D::Other, 1.0);
pub(super) const PSI: Unit = unit("psi", D::Other, 1.0);
pub(super) const WH_PER_KM: Unit = unit("Wh/km", D::Other, 1.0);
// Angle, sound, pixel density, percent.
pub(super) const DEG: Unit = unit("°", D::Angle, 1.0);
pub(super) const DB: Unit = unit("dB", D::Sound, 1.0);
pub(super) const PPI: Unit = unit("ppi", D::PixelDensity, 1.0);
pub(super) const DPI: Unit = unit("dpi", D::PixelDensity, 1.0);
pub(super) const PERCENT: Unit = unit("%", D::Percent, 1.0);
// Other (only convertible to themselves).
pub(super) const NEWTON_M: Unit = unit("Nm", D::Other, 1.0);
pub(super) const LUMEN: Unit = unit("lm", D::Other, 1.0);
pub(super) const BAR: Unit = unit("bar", D::Other, 1.0);
pub(super) const OHM: Unit = unit("Ω", D::Other, 1.0);

/// Every canonical unit known to [`normalize_unit`], grouped by dimension.
pub const UNITS: &[Unit] = &[
    NM, UM, MM, CM, M, KM, INCH, FT, MILE, KMH, MPH, MG, G, KG, OZ, LB, RPM, HZ, KHZ, MHZ, GHZ, MAH, AH, MWH, WH, KWH,
    MW, W, KW, MV, V, MA, A, B, KB, MB, GB, TB, KIB, MIB, GIB, TIB, KBPS, MBPS, GBPS, MBYTE_S, GBYTE_S, TBYTE_S, TBPS,
    MP, NIT, MS, S, MIN, H, DAY, WEEK, MONTH, YEAR, FPS, DEG_C, DEG_F, ML, L, FL_OZ, GBP, EUR, USD, JPY, CNY, INR, KRW,
    CHF, CAD, AUD, SAR, AED, TWD, HKD, SGD, NZD, MXN, BRL, SEK, NOK, DKK, PLN, CZK, HUF, RUB, TRY, ILS, THB, ZAR, MYR,
    IDR, PHP, VND, NGN, PKR, QAR, EGP, ARS, CLP, COP, UYU, HP, PS, CU_FT, GAL, MPG, PSI, DEG, DB, PPI, DPI, PERCENT,
    NEWTON_M, LUMEN, BAR, OHM, WH_PER_KM,
];

/// Spellings matched exactly (case-sensitive): single letters whose case carries meaning,
/// byte-vs-bit rates and symbols whose lowercase form would change meaning.
pub(super) const EXACT: &[(&str, Unit)] = &[
    ("PS", PS),
    ("TRY", TRY),
    ("PHP", PHP),
    ("COP", COP),
    // Rupees: "Rs", "rs", "Rs." but not "RS" (a model line: "Audi RS 3").
    ("Rs", INR),
    ("rs", INR),
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
    ("TB/s", TBYTE_S),
    ("TBps", TBYTE_S),
    ("TByte/s", TBYTE_S),
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
pub(super) const FOLDED: &[(&str, Unit)] = &[
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
    ("mi", MILE),
    ("mile", MILE),
    ("miles", MILE),
    // Speed.
    ("km/h", KMH),
    ("kmh", KMH),
    ("kph", KMH),
    ("kmph", KMH),
    ("km/hr", KMH),
    ("mph", MPH),
    ("mi/h", MPH),
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
    ("gig", GB),
    ("gigs", GB),
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
    ("tbps", TBPS),
    ("tbit/s", TBPS),
    // Terabytes per second: memory bandwidth, never a shop's network speed.
    ("tb/s", TBYTE_S),
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
    // US fluid ounces (cosmetics, drinks): "1.7 fl. oz", "8 fl oz", "12 fluid ounces".
    ("fl oz", FL_OZ),
    ("fl. oz", FL_OZ),
    ("fl.oz", FL_OZ),
    ("floz", FL_OZ),
    ("fluid ounce", FL_OZ),
    ("fluid ounces", FL_OZ),
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
    ("u$s", USD),
    ("u$d", USD),
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
    ("won", KRW),
    ("원", KRW),
    ("円", JPY),
    ("元", CNY),
    ("chf", CHF),
    ("cad", CAD),
    ("c$", CAD),
    ("ca$", CAD),
    ("sar", SAR),
    ("sr", SAR),
    ("riyal", SAR),
    ("riyals", SAR),
    ("ريال", SAR),
    ("\u{fdfc}", SAR),
    ("aed", AED),
    ("dirham", AED),
    ("dirhams", AED),
    ("bucks", USD),
    ("sfr", CHF),
    ("francs", CHF),
    ("aud", AUD),
    ("a$", AUD),
    ("au$", AUD),
    // Codes, symbols and words of other currencies (codes that are English words, such as
    // "try", "php" or "all", only in capitals).
    ("twd", TWD),
    ("ntd", TWD),
    ("nt", TWD),
    ("nt$", TWD),
    ("hkd", HKD),
    ("hk$", HKD),
    ("sgd", SGD),
    ("s$", SGD),
    ("nzd", NZD),
    ("nz$", NZD),
    ("mxn", MXN),
    ("mx$", MXN),
    ("brl", BRL),
    ("r$", BRL),
    ("reais", BRL),
    ("sek", SEK),
    ("kr", SEK),
    ("kronor", SEK),
    ("krona", SEK),
    ("nok", NOK),
    ("dkk", DKK),
    ("kroner", DKK),
    ("krone", DKK),
    ("pln", PLN),
    ("zł", PLN),
    ("zl", PLN),
    ("zloty", PLN),
    ("czk", CZK),
    ("kč", CZK),
    ("huf", HUF),
    ("forint", HUF),
    ("rub", RUB),
    ("₽", RUB),
    ("руб", RUB),
    ("rubles", RUB),
    ("roubles", RUB),
    ("₺", TRY),
    ("tl", TRY),
    ("lira", TRY),
    ("ils", ILS),
    ("₪", ILS),
    ("nis", ILS),
    ("shekel", ILS),
    ("shekels", ILS),
    ("thb", THB),
    ("฿", THB),
    ("baht", THB),
    ("zar", ZAR),
    ("rand", ZAR),
    ("myr", MYR),
    ("ringgit", MYR),
    ("idr", IDR),
    ("rp", IDR),
    ("rupiah", IDR),
    ("₱", PHP),
    ("pesos", MXN),
    ("vnd", VND),
    ("₫", VND),
    ("ngn", NGN),
    ("₦", NGN),
    ("naira", NGN),
    ("pkr", PKR),
    ("qar", QAR),
    ("egp", EGP),
    ("ars", ARS),
    ("ar$", ARS),
    ("clp", CLP),
    ("uyu", UYU),
    ("col$", COP),
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
    // A watch's "10 ATM" is its "10 bar" (1 atm = 1.013 bar, the same to a shopper).
    ("atm", BAR),
    ("hp", HP),
    ("bhp", HP),
    ("horsepower", HP),
    ("cu ft", CU_FT),
    ("cu. ft", CU_FT),
    ("cubic feet", CU_FT),
    ("cubic foot", CU_FT),
    ("ft³", CU_FT),
    ("gal", GAL),
    ("gallon", GAL),
    ("gallons", GAL),
    ("mpg", MPG),
    ("psi", PSI),
    ("wh/km", WH_PER_KM),
    ("ohm", OHM),
    ("ohms", OHM),
];

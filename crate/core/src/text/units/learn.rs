//! What one catalog column (one spec entry across all products) says about its values: the
//! number format it writes (`235.000 km` groups thousands with a dot) and a unit the table does
//! not know but that follows its numbers row after row (`335 hp`, `87 points`, `5 seats`).
//!
//! Decided from the whole column, never from one cell: a lone `235.000` is ambiguous, a column
//! where every dotted number has exactly three digits after the dot and none is a decimal is not.

use super::parse::{match_multiplier, parse_number, Number};
use super::*;
use crate::text::names::singular;
use std::collections::BTreeMap;

/// Minimum rows that must agree before a column format or unit is learned.
pub const MIN_LEARN_ROWS: usize = 3;
/// Share of a column's rows whose numbers a word must follow to be that column's unit.
pub const MIN_UNIT_SHARE: f64 = 0.6;
/// Longest learned unit, in chars.
const MAX_LEARNED_UNIT_CHARS: usize = 16;

/// What was learned about a column.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ColumnProfile {
    /// How the column writes its numbers.
    pub format: NumberFormat,
    /// A unit not in the table that follows the column's numbers (`"hp"` is in the table;
    /// `"points"`, `"seats"`, `"doors"` are learned), spelled as most rows spell it.
    pub unit: Option<String>,
    /// The column holds years (label says year/registration/vintage, or every number is an
    /// integer in 1900–2100).
    pub year: bool,
    /// The column writes its numbers with a glued multiplier letter (`"19M"`, `"201k"`,
    /// `"1.2G"`): file sizes under a size label, plain counts otherwise (`"3.2k"` reviews).
    pub suffixed: Option<Suffixed>,
    /// Every cell is `t` or `f` (a database export's booleans, "t" for true): yes/no.
    pub letter_booleans: bool,
}

/// The yes/no of a cell of a column whose cells are all `t` / `f` ([`ColumnProfile::letter_booleans`]).
pub fn letter_boolean(profile: &ColumnProfile, cell: &str) -> Option<bool> {
    if !profile.letter_booleans {
        return None;
    }
    match cell.trim() {
        "t" | "T" => Some(true),
        "f" | "F" => Some(false),
        _ => None,
    }
}

/// How a column's glued multiplier letters read ([`ColumnProfile::suffixed`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suffixed {
    /// `k`/`M`/`G` are KB/MB/GB: the column's label names a size ("Size", "Download size").
    DataSize,
    /// `k`/`M`/`G` multiply a count by a thousand, a million, a billion.
    Count,
}

/// A number with a glued multiplier letter (`"19M"`, `"8.3M"`, `"201k"`, `"1.2G"`, `"5MB"`
/// is not one: the table reads it): the number and the letter's power of a thousand.
fn suffixed_number(cell: &str) -> Option<(f64, i32)> {
    let cell = cell.trim().trim_end_matches('+');
    let (at, _) = cell.char_indices().next_back()?;
    let (number, letter) = cell.split_at(at);
    let power = match letter {
        "k" | "K" => 1,
        "M" => 2,
        "G" => 3,
        _ => return None,
    };
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return None;
    }
    number.parse::<f64>().ok().filter(|v| v.is_finite()).map(|v| (v, power))
}

/// Evidence of one cell about the number format: (lone dot groups, decimal points, decimal
/// commas, long plain integers).
fn format_evidence(v: &str) -> (bool, bool, bool, bool) {
    let b = v.as_bytes();
    let mut i = 0;
    let (mut group, mut point, mut comma, mut long) = (false, false, false, false);
    while i < b.len() {
        if !b[i].is_ascii_digit() || (i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'.')) {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        let int_len = i - start;
        let digits_after = |k: usize| b.get(k..).map_or(0, |r| r.iter().take_while(|c| c.is_ascii_digit()).count());
        match b.get(i) {
            Some(b'.') if digits_after(i + 1) > 0 => {
                let n = digits_after(i + 1);
                if n == 3 && int_len <= 3 && b[start] != b'0' {
                    group = true;
                } else {
                    point = true;
                }
                i += 1 + n;
                // Further groups of the same number (`1.234.567`).
                while b.get(i) == Some(&b'.') && digits_after(i + 1) == 3 {
                    i += 4;
                }
                if b.get(i) == Some(&b'.') && digits_after(i + 1) > 0 {
                    // `904.203.32`: an article number, not evidence either way.
                    group = false;
                    point = false;
                    i += 1 + digits_after(i + 1);
                }
            }
            Some(b',')
                if (1..=2).contains(&digits_after(i + 1)) && b.get(i + 1 + digits_after(i + 1)) != Some(&b',') =>
            {
                comma = true;
                i += 1;
            }
            _ => {
                if int_len >= 4 && !(int_len == 4 && matches!(b[start], b'1' | b'2')) {
                    long = true;
                }
            }
        }
    }
    (group, point, comma, long)
}

/// A number followed by one or two words and nothing else (`"335 hp"`, `"87 points"`,
/// `"9.5 cu ft"`): the number and the words.
fn number_then_word(s: &str, fmt: NumberFormat) -> Option<(f64, &str)> {
    let s = s.trim();
    let Number { value, end, .. } = parse_number(s, 0, fmt)?;
    let rest = s.get(end..)?;
    let word = rest.trim();
    if word.is_empty()
        || word.chars().count() > MAX_LEARNED_UNIT_CHARS
        || word.split_whitespace().count() > 2
        || !word.starts_with(char::is_alphabetic)
        || !word.chars().all(|c| c.is_alphabetic() || c == ' ' || c == '.' || c == '/')
        || match_multiplier(s, end).is_some_and(|(_, e, _)| e == s.len())
    {
        return None;
    }
    Some((value, word))
}

/// A version of three or more dotted parts and the word after it (`"4.0.3 and up"` →
/// `(4.0, "and up")`): its first two parts, as the column's plain `"4.1 and up"` rows read.
fn version_then_word(s: &str) -> Option<(f64, &str)> {
    let (version, rest) = s.split_once(' ')?;
    let parts: Vec<&str> = version.split('.').collect();
    // Versions write short parts ("4.0.3", "10.1.2"); "904.203.32" is an article number.
    if parts.len() < 3
        || parts[0].len() > 2
        || parts[1].len() > 2
        || parts.iter().any(|p| p.is_empty() || p.len() > 3 || !p.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let value = format!("{}.{}", parts[0], parts[1]).parse().ok()?;
    Some((value, rest.trim()))
}

/// The comparable form of a unit word: lowercase, singular, no trailing dot.
fn unit_key(word: &str) -> String {
    word.trim_end_matches('.').split_whitespace().map(|w| singular(&w.to_lowercase())).collect::<Vec<_>>().join(" ")
}

/// Whether a word of a question names a unit learned from the catalog (`"point"` and
/// `"Points"` both name `"points"`; `"cu. ft"` names `"cu ft"`). For the compiler: a number
/// followed by a word the table does not know compares with the entries whose
/// `UnitStat::unit` this returns true for.
pub fn learned_unit_matches(word: &str, unit: &str) -> bool {
    let (w, u) = (unit_key(word), unit_key(unit));
    // "5 people" counts the players of a game, the seats of a sofa, the guests of a table.
    let people = |k: &str| matches!(k, "people" | "person" | "ppl");
    let counts_people = |k: &str| matches!(k, "player" | "seat" | "seater" | "person" | "people" | "guest" | "diner");
    !word.trim().is_empty() && (w == u || people(&w) && counts_people(&u))
}

/// Whether a word after a number makes it an age or a duration ("35 years", "12 yrs old",
/// "6 months"): then "older" means more of it, not an earlier year.
pub fn age_word(word: &str) -> bool {
    matches!(word, "year" | "years" | "yr" | "yrs" | "yo" | "month" | "months" | "week" | "weeks" | "day" | "days")
}

/// Whether a label names a year or a date read as its year ("Year", "Model year", "First
/// registration", "Vintage", "Release date", "Launched", "Published", "Added to Netflix").
pub fn year_label(label: &str) -> bool {
    let l = label.to_lowercase();
    [
        "year",
        "registration",
        "vintage",
        "baujahr",
        "erstzulassung",
        "date",
        "release",
        "launch",
        "announced",
        "published",
        "added",
    ]
    .iter()
    .any(|w| l.contains(w))
}

/// Whether a year label dates the shop's listing, not the product ("Added to Netflix", "Date
/// added", "Listed"): a bare year ("movies from 2015") is the product's own.
pub fn listing_date_label(label: &str) -> bool {
    let l = label.to_lowercase();
    ["added", "listed"].iter().any(|w| l.contains(w))
}

/// Month names and their abbreviations (English), for dates written with words.
const MONTHS: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// The year of a date cell: `"29 Sep, 2020"`, `"Sep 29th, 2020"`, `"March 2021"`,
/// `"2020-09-29"`, `"29.09.2020"`, `"09/29/2020"` — a year with a month and perhaps a day
/// ([`date_span`]). `None` for anything else, a bare year included.
pub fn date_year(text: &str) -> Option<f64> {
    date_span(text).filter(|(a, b)| b - a <= 31).and(parse_year(text))
}

/// The days a date cell may mean, as `(earliest, latest)` ordinals that order like the dates
/// (`year × 372 + month × 31 + day`): `"Dec 1st, 2020"`, `"29 Sep 2020"`, `"2020-09-29"`,
/// `"29.09.2020"` and `"09/29/2020"` are one day, `"Feb 2022"` its month, `"2022"` its year.
/// A date of two numbers is month first unless its first number cannot be a month. `None` for
/// anything that is not a date ("2-4 players", "Model 2020 X").
pub fn date_span(text: &str) -> Option<(i64, i64)> {
    let year = parse_year(text)?;
    let (mut month, mut day, mut numbers) = (None, None, Vec::new());
    let dotted = text.contains('.');
    for part in text.split(|c: char| c.is_whitespace() || matches!(c, ',' | '-' | '/' | '.')).filter(|p| !p.is_empty())
    {
        let l = part.to_lowercase();
        if part.len() == 4 && part.parse::<f64>().ok() == Some(year) {
            continue;
        }
        let digits = l.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let suffix = &l[digits.len()..];
        if !digits.is_empty() && digits.len() <= 2 && digits.bytes().all(|b| b.is_ascii_digit()) {
            if !matches!(suffix, "" | "st" | "nd" | "rd" | "th") {
                return None;
            }
            numbers.push((digits.parse::<i64>().ok()?, !suffix.is_empty()));
            continue;
        }
        let named = (l.len() >= 3)
            .then(|| MONTHS.iter().position(|m| m.starts_with(l.as_str()) || (l == "sept" && *m == "september")))
            .flatten();
        match named {
            Some(m) if month.is_none() => month = Some(m as i64 + 1),
            _ => return None,
        }
    }
    match (month, numbers.as_slice()) {
        (Some(_), []) => {}
        (Some(_), [(d, _)]) => day = Some(*d),
        (None, []) => {}
        (None, [(m, false)]) => month = Some(*m),
        (None, [(a, false), (b, false)]) => {
            // ISO and dotted dates put the day last and first; any other is month first
            // unless the first number is above 12.
            let iso = text.trim_start().starts_with(|c: char| c.is_ascii_digit())
                && text.trim_start().get(..4).is_some_and(|y| y.parse::<f64>().ok() == Some(year));
            let (m, d) = if iso {
                (*a, *b)
            } else if dotted || *a > 12 {
                (*b, *a)
            } else {
                (*a, *b)
            };
            month = Some(m);
            day = Some(d);
        }
        _ => return None,
    }
    if month.is_some_and(|m| !(1..=12).contains(&m)) || day.is_some_and(|d| !(1..=31).contains(&d)) {
        return None;
    }
    let y = year as i64 * 372;
    Some(match (month, day) {
        (Some(m), Some(d)) => (y + m * 31 + d, y + m * 31 + d),
        (Some(m), None) => (y + m * 31 + 1, y + m * 31 + 31),
        _ => (y + 31 + 1, y + 12 * 31 + 31),
    })
}

/// A year in a short cell of a year column: `"2017"`, `"from 2017"`, `"since 2019"`, `"05/2017"`.
pub fn parse_year(text: &str) -> Option<f64> {
    if text.split_whitespace().count() > 4 {
        return None;
    }
    let b = text.as_bytes();
    let mut found = None;
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if i - start == 4 {
                let y: f64 = text.get(start..i)?.parse().ok()?;
                if (1900.0..=2100.0).contains(&y) {
                    if found.is_some() {
                        return None; // two years: a range, not one value
                    }
                    found = Some(y);
                }
            }
        } else {
            i += 1;
        }
    }
    found
}

/// A range cell: `"2-4 players"`, `"30–150 min"`, `"10 to 20 W"` (lowest, highest, the text
/// after the numbers) or an open one, `"13+"`, `"8+ years"` (lowest, `None`, the text after).
/// Both bounds are plain non-negative numbers, the lowest first.
fn split_range(s: &str, fmt: NumberFormat) -> Option<(f64, Option<f64>, &str)> {
    let s = s.trim();
    let lo = parse_number(s, 0, fmt)?;
    let rest = s.get(lo.end..)?.trim_start();
    if let Some(after) = rest.strip_prefix('+') {
        return Some((lo.value, None, after.trim()));
    }
    let after = ["-", "–", "—", "to "].iter().find_map(|sep| rest.strip_prefix(sep))?.trim_start();
    let hi = parse_number(after, 0, fmt)?;
    (lo.value <= hi.value).then_some((lo.value, Some(hi.value), after.get(hi.end..)?.trim()))
}

/// Reads a range cell ([`split_range`]) of a column: `Some((lowest, highest, unit))` when the
/// text after the numbers is nothing, a unit of the table (its symbol) or the column's learned
/// unit. `None` for anything else ("2-3 days delivery").
pub fn parse_range(text: &str, profile: Option<&ColumnProfile>) -> Option<(f64, Option<f64>, Option<String>)> {
    let fmt = profile.map(|p| p.format).unwrap_or_default();
    let (lo, hi, rest) = split_range(text, fmt)?;
    let learned = profile.and_then(|p| p.unit.clone());
    let unit = if rest.is_empty() {
        learned
    } else if let Some(u) = normalize_unit(rest) {
        Some(u.symbol.to_owned())
    } else if learned.as_deref().is_some_and(|u| unit_key(rest) == unit_key(u)) {
        learned
    } else {
        return None;
    };
    Some((lo, hi, unit))
}

/// Learns a column's number format, unit and year-ness from its label and all its raw cells.
pub fn learn_column<'a>(label: &str, values: impl IntoIterator<Item = &'a str>) -> ColumnProfile {
    let values: Vec<&str> = values.into_iter().map(str::trim).filter(|v| !v.is_empty()).collect();
    let mut profile = ColumnProfile::default();
    // Both letters, in enough rows, and nothing else ("F" alone may be an energy class).
    let letters = |l: &[&str]| values.iter().any(|v| l.contains(v));
    profile.letter_booleans = values.len() >= MIN_LEARN_ROWS
        && values.iter().all(|v| matches!(*v, "t" | "f" | "T" | "F"))
        && letters(&["t", "T"])
        && letters(&["f", "F"]);
    let (mut group, mut point, mut comma, mut long) = (0usize, 0usize, 0usize, 0usize);
    for v in &values {
        let (g, p, c, l) = format_evidence(v);
        group += usize::from(g);
        point += usize::from(p);
        comma += usize::from(c);
        long += usize::from(l);
    }
    if group >= MIN_LEARN_ROWS && point == 0 && long * 10 <= group {
        profile.format = NumberFormat::DotGrouping;
    } else if comma >= MIN_LEARN_ROWS && point == 0 && group == 0 && long * 10 <= comma {
        // Decimal commas alone (`12,5 cm`) with no English thousands comma in the column.
        let english = values.iter().filter(|v| v.contains(',') && parse_quantity(v).is_some()).count();
        if english == 0 {
            profile.format = NumberFormat::DotGrouping;
        }
    }

    // Unit: the word after the numbers of most rows, when the table does not know it.
    let mut counts: BTreeMap<String, (usize, BTreeMap<&str, usize>)> = BTreeMap::new();
    let mut integers_years = 0usize;
    let mut integers = 0usize;
    let mut dates = 0usize;
    let mut bare = 0usize;
    for v in &values {
        if date_year(v).is_some() {
            dates += 1;
            continue;
        }
        if let Some(q) = parse_quantity_with(v, profile.format) {
            bare += usize::from(q.scalar_value().is_some() && q.unit().is_none());
            if let Some(x) = q.scalar_value().filter(|x| x.fract() == 0.0 && q.unit().is_none()) {
                integers += 1;
                integers_years += usize::from((1900.0..=2100.0).contains(&x));
            }
            continue;
        }
        // "2-4 players" teaches "players" as "2 players" does.
        let ranged = split_range(v, profile.format)
            .map(|r| r.2)
            .filter(|rest| number_then_word(&format!("1 {rest}"), profile.format).is_some());
        if let Some(word) = ranged.or_else(|| number_then_word(v, profile.format).map(|(_, w)| w)) {
            if normalize_unit(word).is_none() {
                let slot = counts.entry(unit_key(word)).or_default();
                slot.0 += 1;
                *slot.1.entry(word.trim_end_matches('.')).or_default() += 1;
            }
        }
    }
    if let Some((_, (n, spellings))) = counts.iter().max_by(|a, b| a.1 .0.cmp(&b.1 .0).then(b.0.cmp(a.0))) {
        if *n >= MIN_LEARN_ROWS && (*n as f64) >= MIN_UNIT_SHARE * values.len() as f64 {
            let spelling = spellings.iter().max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0))).map(|(s, _)| *s);
            profile.unit = spelling.map(str::to_owned);
        }
    }
    // A column of dates ("29 Sep, 2020") is read as its years: "released in 2021".
    profile.year = (year_label(label) && (integers_years + dates) * 2 >= values.len().max(1))
        || (integers >= MIN_LEARN_ROWS && integers_years == integers && integers == values.len())
        || (dates >= MIN_LEARN_ROWS && (dates as f64) >= MIN_UNIT_SHARE * values.len() as f64);
    // "19M", "201k": numbers with a glued multiplier letter, in most rows that have a digit.
    let with_digits = values.iter().filter(|v| v.bytes().any(|b| b.is_ascii_digit())).count();
    let suffixed = values.iter().filter(|v| suffixed_number(v).is_some()).count();
    if profile.unit.is_none()
        && !profile.year
        && suffixed >= MIN_LEARN_ROWS
        && (suffixed as f64) >= MIN_UNIT_SHARE * with_digits as f64
    {
        let lower = label.to_lowercase();
        let size = lower
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| matches!(w, "size" | "download" | "file" | "storage" | "apk" | "filesize"));
        profile.suffixed = Some(if size { Suffixed::DataSize } else { Suffixed::Count });
    }
    // Bare numbers under a label that names their unit ("Megapixels": "24.2", "Weight (kg)").
    if profile.unit.is_none()
        && !profile.year
        && bare >= MIN_LEARN_ROWS
        && (bare as f64) >= MIN_UNIT_SHARE * values.len() as f64
    {
        profile.unit = label_unit(label).map(|u| u.symbol.to_owned());
    }
    profile
}

/// The unit a column label names: the text of its last brackets (`"Weight (kg)"`) or its last
/// word of two letters or more (`"Effective megapixels"`), when the unit table knows it, or
/// names a percentage (`"ABV"`).
fn label_unit(label: &str) -> Option<Unit> {
    let bracketed = label.rfind('(').and_then(|i| label[i + 1..].split_once(')')).map(|(inner, _)| inner.trim());
    if let Some(u) = bracketed.and_then(normalize_unit) {
        return Some(u);
    }
    let last = label.split_whitespace().last()?;
    // Measures that are a percentage by definition: "ABV" (alcohol by volume), "Percentage".
    if matches!(last.to_lowercase().as_str(), "abv" | "percent" | "percentage" | "pct") {
        return unit_by_symbol("%");
    }
    (last.chars().count() >= 2 && last.chars().all(char::is_alphabetic)).then(|| normalize_unit(last)).flatten()
}

/// Reads a cell of a column with a learned profile: `Some((value, unit))` when the cell is a
/// number followed by the learned unit (`"87 points"`, `"1 point"`), a bare number in a column
/// with a learned unit (the unit is the column's), or a year in a year column (`"from 2017"`,
/// no unit). `None` otherwise: the caller keeps the table's reading ([`parse_quantity_with`]).
pub fn parse_learned(text: &str, profile: &ColumnProfile) -> Option<(f64, Option<String>)> {
    let trimmed = text.trim();
    if let Some(kind) = profile.suffixed {
        if let Some((value, power)) = suffixed_number(trimmed) {
            return Some(match kind {
                Suffixed::DataSize => (value, Some(["KB", "MB", "GB"][power as usize - 1].to_owned())),
                Suffixed::Count => (value * 1000f64.powi(power), None),
            });
        }
    }
    if let Some(unit) = &profile.unit {
        if let Some((value, word)) = number_then_word(trimmed, profile.format) {
            if unit_key(word) == unit_key(unit) {
                return Some((value, Some(unit.clone())));
            }
        }
        // "4.0.3 and up" beside "4.1 and up": a dotted version compares by its first two parts.
        if let Some((value, word)) = version_then_word(trimmed) {
            if unit_key(word) == unit_key(unit) {
                return Some((value, Some(unit.clone())));
            }
        }
        if let Some(Quantity::Scalar { value, unit: None }) = parse_quantity_with(trimmed, profile.format) {
            return Some((value, Some(unit.clone())));
        }
    }
    if profile.year && parse_quantity_with(trimmed, profile.format).is_none() {
        return parse_year(trimmed).map(|y| (y, None));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glued_multiplier_letters_are_sizes_under_a_size_label_and_counts_elsewhere() {
        let sizes = ["19M", "8.3M", "201k", "Varies with device", "1.2G"];
        let p = learn_column("Size", sizes);
        assert_eq!(p.suffixed, Some(Suffixed::DataSize));
        assert_eq!(parse_learned("8.3M", &p), Some((8.3, Some("MB".to_owned()))));
        assert_eq!(parse_learned("201k", &p), Some((201.0, Some("KB".to_owned()))));
        assert_eq!(parse_learned("Varies with device", &p), None);
        let p = learn_column("Followers", ["3.2k", "1.5M", "800k", "12k"]);
        assert_eq!(p.suffixed, Some(Suffixed::Count));
        assert_eq!(parse_learned("1.5M", &p), Some((1_500_000.0, None)));
        // One such cell among words is no column format; "4K" alone is a resolution.
        assert_eq!(learn_column("Size", ["19M", "large", "small", "medium"]).suffixed, None);
        assert_eq!(learn_column("Resolution", ["4K", "1080p", "720p"]).suffixed, None);
    }

    #[test]
    fn a_dotted_version_reads_as_its_first_two_parts_in_a_column_of_versions() {
        let p = learn_column("Android Ver", ["4.1 and up", "5.0 and up", "4.0.3 and up", "7.0 and up"]);
        assert_eq!(p.unit.as_deref(), Some("and up"));
        assert_eq!(parse_learned("4.0.3 and up", &p), Some((4.0, Some("and up".to_owned()))));
        assert_eq!(parse_learned("2.3.3 and up", &p), Some((2.3, Some("and up".to_owned()))));
        // An article number is no version, and a version needs the column's word.
        assert_eq!(parse_learned("904.203.32 and up", &p), None);
        assert_eq!(parse_learned("4.0.3 or later", &p), None);
    }

    #[test]
    fn a_label_naming_a_percentage_gives_bare_numbers_their_unit() {
        let p = learn_column("ABV", ["7.2", "5", "12.5"]);
        assert_eq!(p.unit.as_deref(), Some("%"));
        assert_eq!(learn_column("Alcohol", ["18", "3", "40"]).unit, None);
    }

    #[test]
    fn german_mileage_column_groups_with_dots() {
        let col = ["235.000 km", "44.800 km", "500 km", "73.760 km", "1.000 km", "12 km"];
        let p = learn_column("Mileage", col);
        assert_eq!(p.format, NumberFormat::DotGrouping);
        let q = parse_quantity_with("235.000 km", p.format).unwrap();
        assert_eq!(q.scalar_value(), Some(235_000.0));
        assert_eq!(q.unit().unwrap().symbol, "km");
        assert_eq!(parse_quantity_with("1.234.567 km", p.format).unwrap().scalar_value(), Some(1_234_567.0));
        assert_eq!(parse_quantity_with("12,5 km", p.format).unwrap().scalar_value(), Some(12.5));
    }

    #[test]
    fn english_columns_stay_english() {
        let p = learn_column("Screen Size", ["6.1\"", "6.7\"", "5.8\"", "13.3\""]);
        assert_eq!(p.format, NumberFormat::Auto);
        let p = learn_column("Weight", ["1.250 kg", "0.875 kg", "2.100 kg"]);
        assert_eq!(p.format, NumberFormat::Auto, "0.875 is a decimal point");
        let p = learn_column("Price", ["1,299.00", "999.00", "2,499.50"]);
        assert_eq!(p.format, NumberFormat::Auto);
        let p = learn_column("Article number", ["904.203.32", "003.688.14", "104.113.59"]);
        assert_eq!(p.format, NumberFormat::Auto);
        assert_eq!(parse_quantity_with("904.203.32", p.format), None);
    }

    #[test]
    fn people_count_players_seats_and_guests() {
        assert!(learned_unit_matches("people", "players"));
        assert!(learned_unit_matches("persons", "seats"));
        assert!(learned_unit_matches("Points", "points"));
        assert!(!learned_unit_matches("people", "points"));
    }

    #[test]
    fn ranges_and_open_ranges_with_their_unit() {
        let p = learn_column("Players", ["2-4 players", "1–5 players", "2 players", "3-10 players"]);
        assert_eq!(p.unit.as_deref(), Some("players"));
        assert_eq!(parse_range("2-4 players", Some(&p)), Some((2.0, Some(4.0), Some("players".into()))));
        assert_eq!(parse_range("1 – 5", Some(&p)), Some((1.0, Some(5.0), Some("players".into()))));
        assert_eq!(parse_range("30-150 min", None), Some((30.0, Some(150.0), Some("min".into()))));
        assert_eq!(parse_range("10 to 20 W", None), Some((10.0, Some(20.0), Some("W".into()))));
        assert_eq!(parse_range("13+", None), Some((13.0, None, None)));
        assert_eq!(parse_range("8+ years", None).map(|r| (r.0, r.1)), Some((8.0, None)));
        // Not ranges: the wrong way round, other words, codes, negative numbers.
        assert_eq!(parse_range("4-2", None), None);
        assert_eq!(parse_range("2-3 days delivery", None), None);
        assert_eq!(parse_range("-2200", None), None);
        assert_eq!(parse_range("5", None), None);
    }

    #[test]
    fn units_the_table_does_not_know_are_learned() {
        let p = learn_column("Rating", ["87 points", "90 points", "92 points", "88 points", "85"]);
        assert_eq!(p.unit.as_deref(), Some("points"));
        assert_eq!(parse_learned("87 points", &p), Some((87.0, Some("points".into()))));
        assert_eq!(parse_learned("1 point", &p), Some((1.0, Some("points".into()))));
        assert_eq!(parse_learned("85", &p), Some((85.0, Some("points".into()))));
        assert_eq!(parse_learned("good", &p), None);
        assert!(learned_unit_matches("Point", "points"));
        assert!(!learned_unit_matches("", "points"));
        assert!(!learned_unit_matches("seats", "points"));
        let p = learn_column("Seats", ["5 seats", "7 seats", "2 seats", "5 seats"]);
        assert_eq!(p.unit.as_deref(), Some("seats"));
        // Too few rows, or not most rows: nothing learned.
        assert_eq!(learn_column("X", ["5 seats", "7 seats"]).unit, None);
        assert_eq!(learn_column("X", ["5 seats", "7 seats", "2 seats", "a", "b", "c"]).unit, None);
        // Known units are the table's business.
        assert_eq!(learn_column("Power", ["116 hp", "86 hp", "150 hp"]).unit, None);
        assert_eq!(parse_quantity("116 hp").unwrap().unit().unwrap().symbol, "hp");
    }

    #[test]
    fn years() {
        let p = learn_column("First registration", ["2011", "2012", "from 2017", "2020"]);
        assert!(p.year);
        assert_eq!(parse_learned("from 2017", &p), Some((2017.0, None)));
        assert!(learn_column("Vintage", ["2013", "2011", "NV"]).year);
        assert!(learn_column("Built", ["1998", "2004", "2011"]).year);
        assert!(!learn_column("Power", ["1998 W", "2004 W", "2011 W"]).year);
        assert_eq!(parse_year("2011-2014"), None);
        assert_eq!(parse_year("05/2017"), Some(2017.0));
        // Dates are read as their year, whatever the label.
        let p = learn_column("Added", ["29 Sep, 2020", "Mar 3, 2021", "2019-12-01", "10.05.2022"]);
        assert!(p.year);
        assert_eq!(parse_learned("29 Sep, 2020", &p), Some((2020.0, None)));
        assert_eq!(parse_learned("September 2021", &p), Some((2021.0, None)));
        assert_eq!(parse_learned("2019-12-01", &p), Some((2019.0, None)));
        assert!(learn_column("Release date", ["29 Sep, 2020", "Coming soon"]).year);
        assert_eq!(date_year("Model 2020 X"), None);
        assert_eq!(date_year("2020"), None, "a bare year is a year column's own reading");
        let day = |t: &str| date_span(t).map(|(a, b)| (a == b).then_some(a));
        assert_eq!(day("Dec 1st, 2020"), day("2020-12-01"));
        assert_eq!(day("01.12.2020"), day("12/01/2020"));
        assert_eq!(day("29 Sep 2020"), day("09/29/2020"));
        assert!(day("Dec 1st, 2020").flatten().is_some());
        let (mar_a, mar_b) = date_span("Mar 2024").unwrap();
        let jan15 = date_span("Jan 15th, 2024").unwrap().0;
        assert!(jan15 < mar_a && mar_a < mar_b, "a month spans its days, after an earlier day");
        let (y_a, y_b) = date_span("2024").unwrap();
        assert!(y_a < jan15 && mar_b < y_b, "a year spans its months");
        for not_a_date in ["2-4 players", "Model 2020 X", "Never Released", "13/13/2020", "2020 - 2022"] {
            assert_eq!(date_span(not_a_date), None, "{not_a_date}");
        }
        assert!(!learn_column("Notes", ["Made in 2020 by hand", "Sep 2020 batch", "x"]).year);
    }

    #[test]
    fn a_label_names_the_unit_of_bare_numbers() {
        let p = learn_column("Effective megapixels", ["24.2", "20", "45.7", "12.1"]);
        assert_eq!(p.unit.as_deref(), Some("MP"));
        assert_eq!(parse_learned("24.2", &p), Some((24.2, Some("MP".into()))));
        assert_eq!(learn_column("Weight (kg)", ["1.2", "0.8", "2"]).unit.as_deref(), Some("kg"));
        // Not a unit, not bare numbers, or a year column.
        assert_eq!(learn_column("Crop factor", ["1.5", "2", "5.6"]).unit, None);
        assert_eq!(learn_column("Megapixels", ["24.2 MP", "20 MP", "45.7 MP"]).unit, None);
        assert_eq!(learn_column("Release year", ["2012", "2019", "2020"]).unit, None);
        assert_eq!(learn_column("Megapixels", ["n/a", "ask", "20"]).unit, None);
    }
}

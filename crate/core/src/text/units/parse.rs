//! Numbers (with grouping and decimal separators), units after or before them, dimension tuples,
//! list cells and yes/no cells.

use super::*;

/// Longest raw unit spelling (in chars) that [`normalize_unit`] will look at.
pub(super) const MAX_UNIT_CHARS: usize = 24;

/// Words accepted after a number meaning "pixels": dimensionless, so they yield no unit.
pub(super) const PIXEL_WORDS: &[&str] = &["px", "pixel", "pixels"];

/// Leading qualifiers allowed before a quantity (matched case-insensitively, longest first).
pub(super) const QUALIFIERS: &[&str] = &[
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
pub(super) const REMARK_WORDS: &[&str] =
    &["typical", "typ", "typ.", "rated", "nominal", "max", "max.", "maximum", "approx", "approx."];

/// Characters separating the numbers of a dimension tuple.
pub(super) const DIM_SEPARATORS: &[char] = &['x', 'X', '×', '*', '✕'];

/// Characters dropped entirely before parsing (zero-width characters, variation selectors).
pub(super) fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{FE0E}' | '\u{FE0F}')
}

/// Trims, drops invisible characters and collapses every whitespace run (including U+00A0 and
/// U+202F) into one ASCII space.
pub(super) fn collapse_ws(raw: &str) -> String {
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

/// What follows a number: nothing, a pixel word (no unit) or a unit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum UnitTok {
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

pub(super) fn char_at(s: &str, i: usize) -> Option<char> {
    s.get(i..).and_then(|r| r.chars().next())
}

pub(super) fn skip_ws(s: &str, i: usize) -> usize {
    let mut j = i;
    while let Some(c) = char_at(s, j) {
        if !c.is_whitespace() {
            break;
        }
        j += c.len_utf8();
    }
    j
}

pub(super) fn is_digit_at(s: &str, i: usize) -> bool {
    s.as_bytes().get(i).is_some_and(u8::is_ascii_digit)
}

/// Whether a number starts at `i` (a digit, or `.` followed by a digit).
pub(super) fn number_starts_at(s: &str, i: usize) -> bool {
    is_digit_at(s, i) || (s.as_bytes().get(i) == Some(&b'.') && is_digit_at(s, i + 1))
}

/// Whether a `,` at byte `i` of `bytes` is a thousands separator: preceded by a digit, followed by
/// exactly three digits and then a non-digit or the end.
pub(super) fn is_thousands_comma(bytes: &[u8], i: usize) -> bool {
    let digit = |k: usize| bytes.get(k).is_some_and(u8::is_ascii_digit);
    bytes.get(i) == Some(&b',')
        && i > 0
        && digit(i - 1)
        && digit(i + 1)
        && digit(i + 2)
        && digit(i + 3)
        && !digit(i + 4)
}

/// How a catalog column writes its numbers (see [`crate::text::units::learn_column`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum NumberFormat {
    /// Decided per string. English `1,299.00` and `6.1`; forms that can only be read one way
    /// are accepted too: `1.234.567` and `1.299,00` (dot groups, decimal comma), Indian grouping
    /// `1,20,000`, Swiss `1'299.50`. A lone dot group (`235.000`) stays a decimal point, except
    /// for money (`1.200 €` is 1200: no currency has three decimals here).
    #[default]
    Auto,
    /// The column groups thousands with `.` and writes decimals with `,` (`235.000 km`,
    /// `12,5 cm`), learned from the column.
    DotGrouping,
}

/// Number of ASCII digits at byte `k`.
fn digits_at(bytes: &[u8], k: usize) -> usize {
    bytes.get(k..).map_or(0, |r| r.iter().take_while(|c| c.is_ascii_digit()).count())
}

/// Number of `sep`+3-digit groups at `j` (each group followed by a non-digit or another group).
fn groups_of_three(bytes: &[u8], mut j: usize, sep: u8) -> usize {
    let mut n = 0;
    while bytes.get(j) == Some(&sep) && digits_at(bytes, j + 1) == 3 {
        n += 1;
        j += 4;
    }
    n
}

/// Indian grouping at `j` (after 1-2 leading digits): one or more `,dd` groups then one `,ddd`
/// group (`1,20,000`, `12,34,56,789`). Returns the number of 2-digit groups.
fn indian_groups(bytes: &[u8], j: usize) -> usize {
    let mut k = j;
    let mut n = 0;
    while bytes.get(k) == Some(&b',') && digits_at(bytes, k + 1) == 2 {
        n += 1;
        k += 3;
    }
    if n > 0 && groups_of_three(bytes, k, b',') == 1 {
        n
    } else {
        0
    }
}

/// A parsed unsigned number.
#[derive(Debug, Clone, Copy)]
pub(super) struct Number {
    pub(super) value: f64,
    pub(super) end: usize,
    /// The other reading of a lone dot group (`1.200` → 1200), used for money.
    pub(super) grouped: Option<f64>,
}

/// Parses an unsigned decimal number at byte `i`: digits with optional thousands separators
/// (first group of 1-3 digits; `,` English, `.` with a decimal comma or in a
/// [`NumberFormat::DotGrouping`] column, Indian `1,20,000`, Swiss `'`), optional fraction.
/// Returns the finite value and the end position.
pub(super) fn parse_number(s: &str, i: usize, fmt: NumberFormat) -> Option<Number> {
    let bytes = s.as_bytes();
    let int_len = digits_at(bytes, i);
    let mut j = i + int_len;
    let mut text = String::from(s.get(i..j)?);
    let mut grouped = None;
    // Separators: decimal is `.` unless the column or the string says `,`.
    let mut decimal = if fmt == NumberFormat::DotGrouping { b',' } else { b'.' };
    let push_groups = |text: &mut String, j: &mut usize, n: usize, width: usize| {
        for _ in 0..n {
            text.push_str(s.get(*j + 1..*j + 1 + width).unwrap_or_default());
            *j += 1 + width;
        }
    };
    if (1..=3).contains(&int_len) {
        let dots = groups_of_three(bytes, j, b'.');
        let commas = groups_of_three(bytes, j, b',');
        let after_dots = j + 4 * dots;
        let decimal_comma_after_dots =
            dots > 0 && bytes.get(after_dots) == Some(&b',') && (1..=2).contains(&digits_at(bytes, after_dots + 1));
        if fmt == NumberFormat::DotGrouping {
            if dots > 0 && !(bytes.get(after_dots) == Some(&b'.') && digits_at(bytes, after_dots + 1) > 0) {
                push_groups(&mut text, &mut j, dots, 3);
            } else if dots == 0 && bytes.get(j) == Some(&b'.') {
                decimal = b'.'; // `6.5` in a dot-grouping column is still six and a half
            }
        } else if dots >= 2 || decimal_comma_after_dots {
            // `1.234.567`, `1.299,00`: only a dot-grouped reading is possible.
            push_groups(&mut text, &mut j, dots, 3);
            decimal = b',';
        } else if commas > 0 {
            push_groups(&mut text, &mut j, commas, 3);
        } else if int_len <= 2 && indian_groups(bytes, j) > 0 {
            let n = indian_groups(bytes, j);
            push_groups(&mut text, &mut j, n, 2);
            push_groups(&mut text, &mut j, 1, 3);
        } else if groups_of_three(bytes, j, b'\'') > 0 {
            let n = groups_of_three(bytes, j, b'\'');
            push_groups(&mut text, &mut j, n, 3);
        } else if dots == 1 && bytes.get(after_dots) != Some(&b'.') {
            let mut alt = text.clone();
            alt.push_str(s.get(j + 1..j + 4).unwrap_or_default());
            grouped = alt.parse::<f64>().ok().filter(|v| v.is_finite());
        }
    }
    if bytes.get(j) == Some(&decimal) && digits_at(bytes, j + 1) > 0 {
        // A decimal comma must not be an English thousands comma (`1,299` stays 1299 in Auto).
        if text.is_empty() {
            text.push('0');
        }
        text.push('.');
        let n = digits_at(bytes, j + 1);
        text.push_str(s.get(j + 1..j + 1 + n)?);
        j += 1 + n;
    }
    if text.is_empty() {
        return None;
    }
    let value: f64 = text.parse().ok()?;
    value.is_finite().then_some(Number { value, end: j, grouped })
}

/// Multipliers written after a number. Words always count; the short forms only next to a
/// currency (`£20k`, `1.5k €`, `$2M`, `Rs 3 cr`), so `4K` (a resolution) and `5 m` stay as they are.
const MULTIPLIER_WORDS: &[(&str, f64)] = &[
    ("thousand", 1e3),
    ("million", 1e6),
    ("millions", 1e6),
    ("billion", 1e9),
    ("lakh", 1e5),
    ("lakhs", 1e5),
    ("lac", 1e5),
    ("lacs", 1e5),
    ("crore", 1e7),
    ("crores", 1e7),
];
const MULTIPLIER_SHORT: &[(&str, f64)] =
    &[("k", 1e3), ("K", 1e3), ("m", 1e6), ("M", 1e6), ("mn", 1e6), ("mio", 1e6), ("bn", 1e9), ("cr", 1e7)];

/// Matches a multiplier at `i` (after optional spaces): returns (factor, end, is a short form).
pub(super) fn match_multiplier(s: &str, i: usize) -> Option<(f64, usize, bool)> {
    let j = skip_ws(s, i);
    let rest = s.get(j..)?;
    let word_len = rest.find(|c: char| !c.is_alphabetic()).unwrap_or(rest.len());
    let word = rest.get(..word_len)?;
    if word.is_empty() {
        return None;
    }
    let lower = word.to_lowercase();
    if let Some((_, f)) = MULTIPLIER_WORDS.iter().find(|(w, _)| *w == lower) {
        return Some((*f, j + word_len, false));
    }
    let short = MULTIPLIER_SHORT.iter().find(|(w, _)| *w == word || (w.len() > 1 && *w == lower))?;
    Some((short.1, j + word_len, true))
}

/// Reads an amount of money: an optional currency before or after, a number in any grouping,
/// an optional multiplier (`20k`, `1.5k`, `£2m`, `3 lakh`, `1.2 crore`, `5 million`). The
/// currency is `None` when none is written (`"20k"`). For the question side as well as
/// catalog price cells: `"SAR 1,299"`, `"1.299,00 €"`, `"Rs. 1,20,000"`, `"₹1.5 lakh"`,
/// `"2,000 riyals"`, `"30 bucks"`, `"CHF 1'299.50"`.
pub fn parse_money(text: &str) -> Option<(f64, Option<Unit>)> {
    parse_money_with(text, NumberFormat::Auto)
}

/// [`parse_money`] with the number format of the column.
pub fn parse_money_with(text: &str, fmt: NumberFormat) -> Option<(f64, Option<Unit>)> {
    let collapsed = collapse_ws(text);
    let s = collapsed.as_str();
    let mut i = skip_ws(s, strip_qualifier(s));
    let prefix = match_prefix_currency(s, i);
    if let Some((_, at)) = prefix {
        i = at;
    }
    let n = parse_number(s, i, fmt)?;
    let mut value = n.value;
    let mut end = n.end;
    if let Some((f, e, _)) = match_multiplier(s, end) {
        value *= f;
        end = e;
    }
    let (tok, after) = unit_after(s, end);
    let unit = match (prefix, tok) {
        (Some((c, _)), UnitTok::Nothing) => Some(c),
        (Some((c, _)), UnitTok::Unit(u)) if u.symbol == c.symbol => Some(c),
        (None, UnitTok::Unit(u)) if u.dimension == Dimension::Currency => Some(u),
        (None, UnitTok::Nothing) => None,
        _ => return None,
    };
    if !tail_ok(s, after) {
        return None;
    }
    if unit.is_some() && value == n.value {
        if let Some(g) = n.grouped {
            value = g;
        }
    }
    value.is_finite().then_some((value, unit))
}

/// Parses an optional sign (`+`, `-`, `−`) at `i`; returns (negative, position after the sign).
pub(super) fn parse_sign(s: &str, i: usize) -> (bool, usize) {
    match char_at(s, i) {
        Some(c @ ('-' | '−')) if number_starts_at(s, i + c.len_utf8()) => (true, i + c.len_utf8()),
        Some('+') if number_starts_at(s, i + 1) => (false, i + 1),
        _ => (false, i),
    }
}

/// Skips a leading qualifier ("up to", "approx.", "~", "≥", ...) and returns the position after it.
pub(super) fn strip_qualifier(s: &str) -> usize {
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
pub(super) fn unit_candidate_ends(s: &str, i: usize) -> Vec<usize> {
    let Some(rest) = s.get(i..) else {
        return Vec::new();
    };
    let mut ends: Vec<usize> =
        rest.char_indices().skip(1).map(|(k, _)| i + k).chain(std::iter::once(s.len())).take(MAX_UNIT_CHARS).collect();
    ends.reverse();
    ends
}

/// Matches the longest known unit (or pixel word) starting exactly at `i`, ending at a boundary.
pub(super) fn match_unit(s: &str, i: usize) -> Option<(UnitTok, usize)> {
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
pub(super) fn match_prefix_currency(s: &str, i: usize) -> Option<(Unit, usize)> {
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
pub(super) fn unit_after(s: &str, i: usize) -> (UnitTok, usize) {
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
pub(super) fn dim_separator(s: &str, i: usize) -> Option<usize> {
    let j = skip_ws(s, i);
    let c = char_at(s, j).filter(|c| DIM_SEPARATORS.contains(c))?;
    let k = skip_ws(s, j + c.len_utf8());
    number_starts_at(s, k).then_some(k)
}

/// Skips one balanced bracket group starting at `i` (`(...)` or `[...]`, nesting allowed);
/// returns the position after its closing bracket.
pub(super) fn skip_bracket_group(s: &str, i: usize) -> Option<usize> {
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
pub(super) fn only_bracket_groups(s: &str, i: usize) -> bool {
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
pub(super) fn tail_ok(s: &str, i: usize) -> bool {
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
    parse_quantity_with(text, NumberFormat::Auto)
}

/// [`parse_quantity`] with the number format of the column (`235.000 km` is 235000 km in a
/// [`NumberFormat::DotGrouping`] column). Also reads multipliers next to a currency or spelled
/// out (`£20k`, `1.5 lakh`, `3 million`) and money with a lone dot group (`1.200 €` = 1200).
pub fn parse_quantity_with(text: &str, fmt: NumberFormat) -> Option<Quantity> {
    let collapsed = collapse_ws(text);
    let s = collapsed.as_str();
    if s.is_empty() {
        return None;
    }
    // One amount written in two units ("1.7 fl. oz / 50 mL", "6.1 in / 15.5 cm"): the first,
    // when the second is the same amount (within 5 %) of the same dimension.
    if let Some((a, b)) = s.split_once(" / ") {
        if let (
            Some(Quantity::Scalar { value: va, unit: Some(ua) }),
            Some(Quantity::Scalar { value: vb, unit: Some(ub) }),
        ) = (parse_quantity_with(a, fmt), parse_quantity_with(b, fmt))
        {
            if let Some(vb_in_a) = super::convert(vb, &ub, &ua) {
                if ua.dimension != Dimension::Currency && (vb_in_a - va).abs() <= 0.05 * va.abs().max(vb_in_a.abs()) {
                    return Some(Quantity::Scalar { value: va, unit: Some(ua) });
                }
            }
        }
    }
    if let Some(score) = score_out_of(s, fmt) {
        return Some(Quantity::Scalar { value: score, unit: None });
    }
    if let Some(exposure) = exposure_time(s) {
        return Some(exposure);
    }
    let mut i = skip_ws(s, strip_qualifier(s));
    let prefix = match_prefix_currency(s, i);
    if let Some((_, number_at)) = prefix {
        i = number_at;
    }
    let (negative, number_at) = parse_sign(s, i);
    let number = parse_number(s, number_at, fmt)?;
    let mut first = number.value;
    let mut end = number.end;
    let mut multiplied = false;
    if let Some((f, e, short)) = match_multiplier(s, end) {
        let currency_after = matches!(unit_after(s, e).0, UnitTok::Unit(u) if u.dimension == Dimension::Currency);
        if !short || prefix.is_some() || currency_after {
            first *= f;
            end = e;
            multiplied = true;
        }
    }
    let first = if negative { -first } else { first };
    let (first_tok, mut pos) = unit_after(s, end);
    let is_money = prefix.is_some() || matches!(first_tok, UnitTok::Unit(u) if u.dimension == Dimension::Currency);
    let first = match number.grouped {
        Some(g) if is_money && !multiplied && dim_separator(s, pos).is_none() => {
            if negative {
                -g
            } else {
                g
            }
        }
        _ => first,
    };
    if multiplied && dim_separator(s, pos).is_some() {
        return None;
    }

    let mut values = vec![first];
    let mut toks = vec![first_tok];
    while let Some(k) = dim_separator(s, pos) {
        let n = parse_number(s, k, fmt)?;
        let (v, end) = (n.value, n.end);
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

/// An exposure time, one over a whole number of seconds: `"1/4000 sec"`, `"1/250 s"` (a
/// camera's shutter speeds). Other fractions stay text: `1/2.3"` names a sensor format.
fn exposure_time(s: &str) -> Option<Quantity> {
    let rest = s.strip_prefix("1/")?;
    let bytes = rest.as_bytes();
    let len = digits_at(bytes, 0);
    if len == 0 || bytes.get(len) == Some(&b'.') || bytes.get(len) == Some(&b',') {
        return None;
    }
    let denominator: f64 = rest[..len].parse().ok().filter(|d| *d >= 2.0)?;
    let (tok, pos) = unit_after(rest, len);
    let unit = tok.unit().filter(|u| u.dimension == Dimension::Time)?;
    tail_ok(rest, pos).then_some(Quantity::Scalar { value: 1.0 / denominator, unit: Some(unit) })
}

/// True when a cell is a score on a scale ("4.13/5", "8.67 / 10", "4.2 out of 5"): a rating.
pub fn is_score_on_scale(raw: &str) -> bool {
    score_out_of(raw.trim(), NumberFormat::default()).is_some()
}

/// A score on a scale ("8.67 / 10", "4.5/5", "4.2 out of 5", "92/100"): the score, when the
/// scale is 5, 10, 20 or 100 and the score lies on it ("1/2" and "3/4" are fractions).
fn score_out_of(s: &str, fmt: NumberFormat) -> Option<f64> {
    let (a, b) = s.split_once(" out of ").or_else(|| s.split_once('/'))?;
    let whole = |t: &str| -> Option<f64> {
        let t = t.trim();
        let n = parse_number(t, 0, fmt)?;
        (n.end == t.len()).then_some(n.value)
    };
    let (score, scale) = (whole(a)?, whole(b)?);
    ([5.0, 10.0, 20.0, 100.0].contains(&scale) && (0.0..=scale).contains(&score)).then_some(score)
}

/// Splits a raw cell into list items on commas and semicolons (also full-width `，`/`；`) that
/// are outside parentheses/brackets/braces.
///
/// A comma preceded by a digit and followed by exactly three digits and then a non-digit (or the
/// end) is a thousands separator and does not split (`"1,299"`, `"10,000 mAh"`). Items are trimmed
/// and empty items dropped. An unclosed `(` protects the rest of the cell; a stray `)` is ignored.
pub fn split_list(raw: &str) -> Vec<&str> {
    split_list_with(raw, NumberFormat::Auto)
}

/// Whether the `,` at byte `i` belongs to a number (`1,299`, `1,20,000`, `1.299,00`, and `12,5`
/// in a [`NumberFormat::DotGrouping`] column).
fn comma_in_number(raw: &str, i: usize, fmt: NumberFormat) -> bool {
    let bytes = raw.as_bytes();
    if is_thousands_comma(bytes, i) {
        return true;
    }
    let mut k = i;
    while k > 0 && bytes.get(k - 1).is_some_and(|c| c.is_ascii_digit() || matches!(c, b'.' | b',' | b'\'')) {
        k -= 1;
    }
    while k < i && !bytes.get(k).is_some_and(u8::is_ascii_digit) {
        k += 1;
    }
    k < i && parse_number(raw, k, fmt).is_some_and(|n| n.end > i + 1)
}

/// [`split_list`] with the number format of the column.
pub fn split_list_with(raw: &str, fmt: NumberFormat) -> Vec<&str> {
    fn push_item<'a>(raw: &'a str, from: usize, to: usize, items: &mut Vec<&'a str>) {
        if let Some(item) = raw.get(from..to) {
            let item = item.trim_matches(|c: char| c.is_whitespace() || is_invisible(c));
            if !item.is_empty() {
                items.push(item);
            }
        }
    }
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0usize;
    for (i, c) in raw.char_indices() {
        match c {
            '(' | '[' | '{' => depth = depth.saturating_add(1),
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' | ';' | '，' | '；' if depth == 0 => {
                if c == ',' && comma_in_number(raw, i, fmt) {
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
    parse_value_with(raw, NumberFormat::Auto)
}

/// [`parse_value`] with the number format of the column.
pub fn parse_value_with(raw: &str, fmt: NumberFormat) -> Vec<ValuePart> {
    split_list_with(raw, fmt)
        .into_iter()
        .map(|item| ValuePart { text: item.to_string(), quantity: parse_quantity_with(item, fmt) })
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

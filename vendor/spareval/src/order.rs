//! dualgraph patch: a total order on literals for `ORDER BY`, `MIN` and `MAX`.
//!
//! SPARQL 1.1 §15.1 orders by the `<` operator, which is only a partial order: values of
//! different kinds do not compare, and upstream's fallback (comparing lexical forms) is
//! intransitive across kinds (`10 < "11"` and `"11" < 2` lexically, yet `10 > 2`), which makes
//! `sort_unstable_by` panic since Rust 1.81. This order is total and agrees with `<` wherever
//! `<` is defined:
//!
//! 1. kinds first: numeric, boolean, date/time, duration, string, other;
//! 2. numbers by value — exactly for `xsd:integer` / `xsd:decimal` (also beyond the range of
//!    the `Integer` / `Decimal` types), and by their nearest `f64` when a float or a double is
//!    involved (§17.3 promotes to double), exact numbers before floats of the same `f64`;
//! 3. date and time types by their point on the time line, values without a timezone taken in
//!    UTC (the implicit timezone of XPath F&O 3.1 §10.4); different types by a fixed type rank;
//! 4. durations by months × 30.436875 days + seconds;
//! 5. strings by code point, simple literals before language-tagged ones, then by tag;
//! 6. anything left equal (`60` vs `"60"^^xsd:int`, `1.0e0` vs `1E0`, unknown datatypes) by
//!    lexical form, then datatype, then language tag.

use crate::dataset::ExpressionTerm;
use oxrdf::Term;
use oxsdatatypes::Decimal;
use std::borrow::Cow;
use std::cmp::Ordering;

/// Total order on two literals (terms other than IRIs, blank nodes and triples).
pub fn cmp_literals(a: &ExpressionTerm, b: &ExpressionTerm) -> Ordering {
    let (ka, kb) = (kind(a), kind(b));
    ka.cmp(&kb)
        .then_with(|| match ka {
            Kind::Numeric => cmp_numeric(a, b),
            Kind::Boolean => boolean(a).cmp(&boolean(b)),
            Kind::Temporal => temporal(a).cmp(&temporal(b)),
            Kind::Duration => duration(a).total_cmp(&duration(b)),
            Kind::String => string(a).cmp(&string(b)),
            Kind::Other => Ordering::Equal,
        })
        .then_with(|| if a == b { Ordering::Equal } else { lexical(a).cmp(&lexical(b)) })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Numeric,
    Boolean,
    Temporal,
    Duration,
    String,
    Other,
}

fn kind(t: &ExpressionTerm) -> Kind {
    match t {
        ExpressionTerm::IntegerLiteral(_)
        | ExpressionTerm::DecimalLiteral(_)
        | ExpressionTerm::FloatLiteral(_)
        | ExpressionTerm::DoubleLiteral(_) => Kind::Numeric,
        ExpressionTerm::OtherTypedLiteral { .. } if exact_text(t).is_some() => Kind::Numeric,
        ExpressionTerm::BooleanLiteral(_) => Kind::Boolean,
        ExpressionTerm::StringLiteral(_) | ExpressionTerm::LangStringLiteral { .. } => Kind::String,
        ExpressionTerm::DateTimeLiteral(_) => Kind::Temporal,
        #[cfg(feature = "sep-0002")]
        ExpressionTerm::DateLiteral(_) | ExpressionTerm::TimeLiteral(_) => Kind::Temporal,
        #[cfg(feature = "calendar-ext")]
        ExpressionTerm::GYearMonthLiteral(_)
        | ExpressionTerm::GYearLiteral(_)
        | ExpressionTerm::GMonthDayLiteral(_)
        | ExpressionTerm::GMonthLiteral(_)
        | ExpressionTerm::GDayLiteral(_) => Kind::Temporal,
        #[cfg(feature = "sep-0002")]
        ExpressionTerm::DurationLiteral(_)
        | ExpressionTerm::YearMonthDurationLiteral(_)
        | ExpressionTerm::DayTimeDurationLiteral(_) => Kind::Duration,
        _ => Kind::Other,
    }
}

/// Numbers: exact when both are integers or decimals, else by nearest `f64`, exact ones first.
fn cmp_numeric(a: &ExpressionTerm, b: &ExpressionTerm) -> Ordering {
    match (a, b) {
        (ExpressionTerm::IntegerLiteral(x), ExpressionTerm::IntegerLiteral(y)) => x.cmp(y),
        (ExpressionTerm::DecimalLiteral(x), ExpressionTerm::DecimalLiteral(y)) => x.cmp(y),
        (ExpressionTerm::IntegerLiteral(x), ExpressionTerm::DecimalLiteral(y)) => Decimal::from(*x).cmp(y),
        (ExpressionTerm::DecimalLiteral(x), ExpressionTerm::IntegerLiteral(y)) => x.cmp(&Decimal::from(*y)),
        _ => match (exact_text(a), exact_text(b)) {
            (Some(x), Some(y)) => cmp_decimal_text(&x, &y),
            (x, y) => {
                approx(a, x.as_deref()).total_cmp(&approx(b, y.as_deref())).then_with(|| x.is_none().cmp(&y.is_none()))
            }
        },
    }
}

/// Decimal text of an exact number (integer or decimal, however large), `None` for floats.
fn exact_text(t: &ExpressionTerm) -> Option<Cow<'_, str>> {
    match t {
        ExpressionTerm::IntegerLiteral(v) => Some(v.to_string().into()),
        ExpressionTerm::DecimalLiteral(v) => Some(v.to_string().into()),
        ExpressionTerm::OtherTypedLiteral { value, datatype } => {
            let local = datatype.as_str().strip_prefix("http://www.w3.org/2001/XMLSchema#")?;
            let integer = matches!(
                local,
                "integer"
                    | "long"
                    | "int"
                    | "short"
                    | "byte"
                    | "unsignedLong"
                    | "unsignedInt"
                    | "unsignedShort"
                    | "unsignedByte"
                    | "positiveInteger"
                    | "negativeInteger"
                    | "nonPositiveInteger"
                    | "nonNegativeInteger"
            );
            let valid = split_decimal(value).is_some_and(|(_, _, frac, dot)| !integer || (!dot && frac.is_empty()));
            ((integer || local == "decimal") && valid).then_some(Cow::Borrowed(value.as_str()))
        }
        _ => None,
    }
}

/// Nearest `f64` of a number (correctly rounded from the decimal text of exact ones).
fn approx(t: &ExpressionTerm, exact: Option<&str>) -> f64 {
    match (t, exact) {
        (ExpressionTerm::FloatLiteral(v), _) => f64::from(*v),
        (ExpressionTerm::DoubleLiteral(v), _) => f64::from(*v),
        (_, Some(text)) => text.trim_start_matches('+').parse().unwrap_or(f64::NAN),
        _ => f64::NAN,
    }
}

/// Splits an `xsd:decimal` lexical form into (negative, integer digits without leading zeros,
/// fraction digits without trailing zeros, has a dot).
fn split_decimal(s: &str) -> Option<(bool, &str, &str, bool)> {
    let (negative, rest) = match s.as_bytes().first()? {
        b'-' => (true, &s[1..]),
        b'+' => (false, &s[1..]),
        _ => (false, s),
    };
    let (int, frac, dot) = match rest.split_once('.') {
        Some((i, f)) => (i, f, true),
        None => (rest, "", false),
    };
    let digits = |d: &str| d.bytes().all(|c| c.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) {
        return None;
    }
    Some((negative, int.trim_start_matches('0'), frac.trim_end_matches('0'), dot))
}

/// Exact comparison of two valid decimal texts.
fn cmp_decimal_text(a: &str, b: &str) -> Ordering {
    let (Some((na, ia, fa, _)), Some((nb, ib, fb, _))) = (split_decimal(a), split_decimal(b)) else {
        return Ordering::Equal; // unreachable: callers pass texts accepted by `exact_text`
    };
    let (za, zb) = (ia.is_empty() && fa.is_empty(), ib.is_empty() && fb.is_empty());
    let (na, nb) = (na && !za, nb && !zb); // -0 = 0
    if na != nb {
        return nb.cmp(&na);
    }
    let magnitude = ia.len().cmp(&ib.len()).then_with(|| ia.cmp(ib)).then_with(|| fa.cmp(fb));
    if na { magnitude.reverse() } else { magnitude }
}

fn boolean(t: &ExpressionTerm) -> bool {
    matches!(t, ExpressionTerm::BooleanLiteral(b) if bool::from(*b))
}

/// (type rank, point on the time line with no timezone read as UTC).
fn temporal(t: &ExpressionTerm) -> (u8, Decimal) {
    let (rank, bytes) = match t {
        ExpressionTerm::DateTimeLiteral(v) => (0, v.to_be_bytes()),
        #[cfg(feature = "sep-0002")]
        ExpressionTerm::DateLiteral(v) => (1, v.to_be_bytes()),
        #[cfg(feature = "sep-0002")]
        ExpressionTerm::TimeLiteral(v) => (2, v.to_be_bytes()),
        #[cfg(feature = "calendar-ext")]
        ExpressionTerm::GYearMonthLiteral(v) => (3, v.to_be_bytes()),
        #[cfg(feature = "calendar-ext")]
        ExpressionTerm::GYearLiteral(v) => (4, v.to_be_bytes()),
        #[cfg(feature = "calendar-ext")]
        ExpressionTerm::GMonthDayLiteral(v) => (5, v.to_be_bytes()),
        #[cfg(feature = "calendar-ext")]
        ExpressionTerm::GMonthLiteral(v) => (6, v.to_be_bytes()),
        #[cfg(feature = "calendar-ext")]
        ExpressionTerm::GDayLiteral(v) => (7, v.to_be_bytes()),
        _ => return (u8::MAX, Decimal::default()),
    };
    let mut value = [0; 16];
    value.copy_from_slice(&bytes[..16]);
    (rank, Decimal::from_be_bytes(value))
}

#[cfg(not(feature = "sep-0002"))]
fn duration(_: &ExpressionTerm) -> f64 {
    0.0
}

/// Approximate length of a duration in seconds (a month = 30.436875 days, the Gregorian mean).
#[cfg(feature = "sep-0002")]
fn duration(t: &ExpressionTerm) -> f64 {
    let bytes = match t {
        ExpressionTerm::DurationLiteral(v) => v.to_be_bytes(),
        ExpressionTerm::YearMonthDurationLiteral(v) => oxsdatatypes::Duration::from(*v).to_be_bytes(),
        ExpressionTerm::DayTimeDurationLiteral(v) => oxsdatatypes::Duration::from(*v).to_be_bytes(),
        _ => return 0.0,
    };
    let mut months = [0; 8];
    months.copy_from_slice(&bytes[..8]);
    let mut seconds = [0; 16];
    seconds.copy_from_slice(&bytes[8..]);
    let seconds = f64::from(oxsdatatypes::Double::from(Decimal::from_be_bytes(seconds)));
    i64::from_be_bytes(months) as f64 * 2_629_746.0 + seconds
}

/// (value, language tag if any): simple literals before language-tagged ones.
fn string(t: &ExpressionTerm) -> (&str, Option<&str>) {
    match t {
        ExpressionTerm::StringLiteral(v) => (v, None),
        ExpressionTerm::LangStringLiteral { value, language } => (value, Some(language)),
        _ => ("", None),
    }
}

/// (lexical form, datatype, language) — the last tie-break.
fn lexical(t: &ExpressionTerm) -> (String, String, Option<String>) {
    match Term::from(t.clone()) {
        Term::Literal(l) => (l.value().to_owned(), l.datatype().as_str().to_owned(), l.language().map(str::to_owned)),
        other => (other.to_string(), String::new(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxrdf::{Literal, NamedNode};

    fn typed(v: &str, dt: &str) -> ExpressionTerm {
        Term::from(Literal::new_typed_literal(
            v,
            NamedNode::new_unchecked(format!("http://www.w3.org/2001/XMLSchema#{dt}")),
        ))
        .into()
    }

    #[test]
    fn numbers_compare_exactly_beyond_f64() {
        let (a, b) = (typed("999999999999999999", "integer"), typed("1000000000000000001", "integer"));
        assert_eq!(cmp_literals(&a, &b), Ordering::Less);
        let (a, b) = (typed("9.99999999999999999", "decimal"), typed("10.00000000000000001", "decimal"));
        assert_eq!(cmp_literals(&a, &b), Ordering::Less);
        let (a, b) =
            (typed("123456789012345678901234567890", "integer"), typed("123456789012345678901234567889", "integer"));
        assert_eq!(cmp_literals(&a, &b), Ordering::Greater);
        assert_eq!(cmp_decimal_text("-0.50", "-0.5"), Ordering::Equal);
        assert_eq!(cmp_decimal_text("-1", "0"), Ordering::Less);
        assert_eq!(cmp_decimal_text("-10", "-9.5"), Ordering::Less);
        assert_eq!(cmp_decimal_text("-0", "0.0"), Ordering::Equal);
    }

    #[test]
    fn date_times_compare_by_instant() {
        let a = typed("2020-01-01T10:00:00+05:00", "dateTime");
        let b = typed("2020-01-01T06:00:00Z", "dateTime");
        assert_eq!(cmp_literals(&a, &b), Ordering::Less);
        let a = typed("2020-01-01T00:00:00.5Z", "dateTime");
        let b = typed("2020-01-01T00:00:00Z", "dateTime");
        assert_eq!(cmp_literals(&a, &b), Ordering::Greater);
        // No timezone: read as UTC.
        let a = typed("2020-01-01T04:00:00", "dateTime");
        assert_eq!(cmp_literals(&a, &typed("2020-01-01T10:00:00+05:00", "dateTime")), Ordering::Less);
    }
}

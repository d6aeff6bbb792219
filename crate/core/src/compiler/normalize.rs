//! Stage 1, tokens: question text → normalized text ("don't" → "do not") → [`Tokens`] (the
//! lexicon's tokenizer, plus the singular of every word). Nothing here knows the catalog.

use super::lexicon::{self, Token};
use super::words::{NUMBER_WORDS, TENS_WORDS};

/// The hand-off to the mentions stage: the question's tokens and their singulars.
#[derive(Debug, Clone)]
pub(crate) struct Tokens {
    /// Tokens of the normalized question.
    pub(crate) toks: Vec<Token>,
    /// Singular of every word token ("phones" → "phone"); other tokens as they are.
    pub(crate) sing: Vec<String>,
}

/// Normalizes and tokenizes a question.
#[cfg(test)]
pub(crate) fn tokens(question: &str) -> Tokens {
    tokens_with(question, false)
}

/// Normalizes and tokenizes a question for a catalog; `dot_groups` when the catalog groups
/// thousands with dots ("235.000 km"), so "30.000 km" in a question is thirty thousand.
pub(crate) fn tokens_with(question: &str, dot_groups: bool) -> Tokens {
    let text = plain_amounts_with(
        &amount_before_code(&dollar_prefixes(&plus_before_unit(&number_words(&pence(&child_age(&pack_of(
            &decades(&myriads(&normalize(question))),
        ))))))),
        dot_groups,
    );
    let mut toks = lexicon::tokenize(&text);
    grade_of_rating(&mut toks);
    let toks = per_units(per_second_units(toks));
    let sing =
        toks.iter().map(|t| if t.is_word() { crate::text::names::singular(&t.text) } else { t.text.clone() }).collect();
    Tokens { toks, sing }
}

/// East Asian amounts: a number with a multiplier glued to it — 만/万 ten thousand, 억/億/亿 a
/// hundred million, 천/千 a thousand — becomes the plain number, the currency written after it
/// kept ("5만원" → "50000원", "3万円" → "30000円", "15만" → "150000"). With the suffix of a
/// band (대/台: "30만원대", "the 300,000s") it becomes the band: "between 300000 and 399999원"
/// (the band's width is the place of the number's last non-zero digit: 5만원대 is 50,000–59,999).
pub(crate) fn myriads(q: &str) -> String {
    const FACTORS: &[(char, f64)] =
        &[('만', 1e4), ('万', 1e4), ('억', 1e8), ('億', 1e8), ('亿', 1e8), ('천', 1e3), ('千', 1e3)];
    if !q.chars().any(|c| FACTORS.iter().any(|(m, _)| *m == c)) {
        return q.to_owned();
    }
    let chars: Vec<(usize, char)> = q.char_indices().collect();
    let mut out = String::with_capacity(q.len() + 16);
    let mut last = 0;
    let mut i = 0;
    while i < chars.len() {
        let starts_number =
            chars[i].1.is_ascii_digit() && (i == 0 || !(chars[i - 1].1.is_alphanumeric() || chars[i - 1].1 == '.'));
        if !starts_number {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len()
            && (chars[j].1.is_ascii_digit()
                || (matches!(chars[j].1, '.' | ',') && chars.get(j + 1).is_some_and(|c| c.1.is_ascii_digit())))
        {
            j += 1;
        }
        let run: String = chars[i..j].iter().map(|c| c.1).filter(|c| *c != ',').collect();
        let k = if chars.get(j).is_some_and(|c| c.1 == ' ') { j + 1 } else { j };
        let factor = chars.get(k).and_then(|c| FACTORS.iter().find(|(m, _)| *m == c.1)).map(|f| f.1);
        let (Some(factor), Ok(value)) = (factor, run.parse::<f64>()) else {
            i = j.max(i + 1);
            continue;
        };
        let mut end = k + 1;
        let currency_start = end;
        while chars.get(end).is_some_and(|c| matches!(c.1, '원' | '円' | '元')) {
            end += 1;
        }
        let currency: String = chars[currency_start..end].iter().map(|c| c.1).collect();
        let band = chars.get(end).is_some_and(|c| matches!(c.1, '대' | '台'));
        out.push_str(&q[last..chars[i].0]);
        let low = value * factor;
        if band && value.fract() == 0.0 && value >= 1.0 {
            let mut width = 1.0;
            let mut n = value as u64;
            while n % 10 == 0 && n > 0 {
                width *= 10.0;
                n /= 10;
            }
            out.push_str(&format!(
                "between {} and {}{currency}",
                plain_text(low),
                plain_text(low + width * factor - 1.0)
            ));
            end += 1;
        } else {
            out.push_str(&plain_text(low));
            out.push_str(&currency);
        }
        last = chars.get(end).map_or(q.len(), |c| c.0);
        i = end;
    }
    out.push_str(&q[last..]);
    out
}

/// "from the 90s", "the 2010s", "1980s", "'90s": a decade, written as the range of its years
/// ("between 1990 and 1999"), which a year-valued spec compares. A bare "90s" is ninety
/// seconds: two digits are a decade only after "the" or with an apostrophe.
pub(crate) fn decades(q: &str) -> String {
    let words: Vec<&str> = q.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    for (k, w) in words.iter().enumerate() {
        let core = w.trim_end_matches([',', '.', '!', '?', ';', ':', ')']);
        let tail = &w[core.len()..];
        let apostrophe = core.starts_with('\'') || core.ends_with("'s");
        let digits = core.trim_start_matches('\'').trim_end_matches('s').trim_end_matches('\'');
        let after_the = k > 0 && words[k - 1].eq_ignore_ascii_case("the");
        let start = match digits.len() {
            4 if core.ends_with('s') => digits.parse::<u32>().ok().filter(|y| (1850..2030).contains(y)),
            2 if core.ends_with('s') && (after_the || apostrophe) => {
                digits.parse::<u32>().ok().map(|d| if d >= 30 { 1900 + d } else { 2000 + d })
            }
            _ => None,
        }
        .filter(|y| y % 10 == 0 && digits.chars().all(|c| c.is_ascii_digit()));
        let Some(start) = start else {
            out.push((*w).to_owned());
            continue;
        };
        // "from the 90s", "in the 2010s": the range says it alone.
        if after_the {
            out.pop();
            if out.last().is_some_and(|p| matches!(p.to_lowercase().as_str(), "from" | "in" | "of")) {
                out.pop();
            }
        }
        out.push(format!("between {start} and {}{tail}", start + 9));
    }
    out.join(" ")
}

/// "case of 24", "a pack of 12", "box of 6": a multipack's count, written as the catalog's
/// names-derived rows write it ("24 pack", `dualgraph_build::name_amounts`).
pub(crate) fn pack_of(q: &str) -> String {
    let words: Vec<&str> = q.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut k = 0;
    while k < words.len() {
        let container = matches!(
            words[k].to_lowercase().as_str(),
            "case" | "cases" | "pack" | "packs" | "box" | "boxes" | "carton" | "cartons" | "tray" | "trays"
        );
        let count = words.get(k + 2).map(|w| w.trim_end_matches([',', '.', '?', '!', ';', ')']));
        let tail = words.get(k + 2).map(|w| &w[count.map_or(0, str::len)..]).unwrap_or_default();
        match count {
            Some(n)
                if container
                    && words[k + 1] == "of"
                    && (1..=4).contains(&n.len())
                    && n.bytes().all(|b| b.is_ascii_digit()) =>
            {
                out.push(format!("{n} pack{tail}"));
                k += 3;
            }
            _ => {
                out.push(words[k].to_owned());
                k += 1;
            }
        }
    }
    out.join(" ")
}

/// "200 km/h", "160 Wh/km", "60 miles per hour", "Wh per km": a unit per another unit that the
/// unit table knows is one unit token (else "km" alone would be a distance).
fn per_units(toks: Vec<Token>) -> Vec<Token> {
    use crate::text::units::normalize_unit;
    let per = |a: &str, b: &str| {
        let b = if matches!(b, "hour" | "hours" | "hr" | "hrs") { "h" } else { b };
        let a = normalize_unit(a).map_or(a.to_owned(), |u| u.symbol.to_owned());
        let b = normalize_unit(b).map_or(b.to_owned(), |u| u.symbol.to_owned());
        let joined = format!("{a}/{b}");
        normalize_unit(&joined).map(|u| (joined, u))
    };
    let mut out: Vec<Token> = Vec::with_capacity(toks.len());
    for t in toks {
        let n = out.len();
        let slash = t.hyphen_before && t.is_word() && n >= 1 && out[n - 1].is_word();
        let spelled = t.is_word() && n >= 2 && out[n - 1].text == "per" && out[n - 2].is_word();
        let unit_at = if slash {
            Some(n - 1)
        } else if spelled {
            Some(n - 2)
        } else {
            None
        };
        match unit_at.and_then(|k| per(&out[k].text, &t.text).map(|u| (k, u))) {
            Some((k, (joined, u))) if u.dimension != crate::text::units::Dimension::Currency => {
                out.truncate(k + 1);
                out[k].text = joined.to_lowercase();
                out[k].orig = joined;
            }
            _ => out.push(t),
        }
    }
    out
}

/// "1 tb/s", "500 GB/s": a data unit and "/s" are one rate unit.
fn per_second_units(toks: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(toks.len());
    for t in toks {
        let rate = t.text == "s"
            && t.hyphen_before
            && out
                .last()
                .is_some_and(|u| matches!(u.text.as_str(), "kb" | "mb" | "gb" | "tb" | "kbit" | "mbit" | "gbit"));
        match out.last_mut() {
            Some(unit) if rate => {
                unit.text.push_str("/s");
                unit.orig.push_str("/s");
            }
            _ => out.push(t),
        }
    }
    out
}

/// "best rated", "top-rated", "scored the best", "rated better", "worst reviewed", "the better
/// rating": the grades
/// of "good" said of a rating are the grades of "high" ("highest rated"); "best" alone stays
/// (a "best phone for my dad" is no rating). "best deals" / "top discounts" are the biggest.
fn grade_of_rating(toks: &mut [Token]) {
    let rating = |t: Option<&Token>| {
        t.is_some_and(|t| matches!(t.text.as_str(), "rated" | "reviewed" | "scored" | "scoring" | "ranked"))
    };
    // "the better rating", "best score": said of the rating noun too.
    let rating_noun =
        |t: Option<&Token>| t.is_some_and(|t| matches!(t.text.as_str(), "rating" | "ratings" | "score" | "scores"));
    for k in 0..toks.len() {
        // "the most reviewed", "least reviewed": the most reviews (a count), not the best rating.
        if toks[k].text == "reviewed"
            && k >= 1
            && matches!(toks[k - 1].text.as_str(), "most" | "least" | "fewest" | "more" | "less")
        {
            toks[k].text = "reviews".to_owned();
            continue;
        }
        // "best aroma score": the score of one aspect, said of its noun. ("the best energy
        // rating" stays: such ratings may be grades, A+++ the best, that another pass reads.)
        let aspect = toks.get(k + 1).is_some_and(|t| t.is_word())
            && toks.get(k + 2).is_some_and(|t| matches!(t.text.as_str(), "score" | "scores"));
        let after = rating(toks.get(k + 1)) || rating_noun(toks.get(k + 1)) || aspect;
        let before =
            k >= 1 && rating(toks.get(k - 1)) || k >= 2 && toks[k - 1].text == "the" && rating(toks.get(k - 2));
        // "best deals", "top discounts": the biggest drop from the previous price.
        let deal = toks.get(k + 1).is_some_and(|t| {
            matches!(t.text.as_str(), "deal" | "deals" | "discount" | "discounts" | "saving" | "savings")
        });
        let graded = match toks[k].text.as_str() {
            "best" | "top" if deal => "biggest",
            "best" | "top" if after || before && toks[k].text == "best" => "highest",
            "better" if after || before => "higher",
            "worst" if after || before => "lowest",
            "worse" if after || before => "lower",
            _ => continue,
        };
        toks[k].text = graded.to_owned();
    }
}

/// Negative contractions typed without their apostrophe ("arent", "doesnt"); "cant" and
/// "wont" are left alone (words of their own).
const UNMARKED_NEGATIONS: &[(&str, &str)] = &[
    ("arent", "are not"),
    ("isnt", "is not"),
    ("dont", "do not"),
    ("doesnt", "does not"),
    ("didnt", "did not"),
    ("havent", "have not"),
    ("hasnt", "has not"),
    ("wasnt", "was not"),
    ("werent", "were not"),
    ("shouldnt", "should not"),
    ("wouldnt", "would not"),
    ("couldnt", "could not"),
];

/// Normalizes the question text before tokenizing: negative contractions ("don't" → "do not"),
/// and the no-break and thin spaces that number formats put in amounts ("3.500\u{a0}SAR" as
/// `Intl.NumberFormat` writes it, "1\u{202f}299 €") become plain spaces.
pub(crate) fn normalize(question: &str) -> String {
    let q = question.replace(['’', '‘'], "'").replace(['\u{a0}', '\u{2007}', '\u{2009}', '\u{202f}'], " ");
    let mut out = String::with_capacity(q.len() + 8);
    let bytes = q.as_bytes();
    let at = |i: usize, pat: &str| q.get(i..i + pat.len()).is_some_and(|s| s.eq_ignore_ascii_case(pat));
    let phrase_at = |i: usize, pat: &str| phrase_at(&q, i, pat);
    let mut i = 0;
    while i < q.len() {
        // "other than Apple", "apart from the outdoor ones", "skip the distillers editions": an
        // exception, as "except" says it.
        if let Some(pat) = ["other than", "apart from", "aside from", "skip the"].into_iter().find(|p| phrase_at(i, p))
        {
            let pat = pat.trim_end_matches(" the");
            out.push_str("except");
            i += pat.len();
        } else if phrase_at(i, "pts") {
            // "92 pts": points ("pt" alone may be a pint).
            out.push_str("points");
            i += 3;
        } else if let Some(pat) = ["right now", "at the moment", "currently"].into_iter().find(|p| phrase_at(i, p)) {
            // "biggest discount right now": when the shop is asked, not a word to find.
            i += pat.len();
        } else if let Some((pat, amount)) =
            [("half an hour", "30 minutes"), ("an hour and a half", "90 minutes"), ("an hour", "1 hour")]
                .into_iter()
                .find(|(p, _)| phrase_at(i, p))
                .filter(|_| !after_a_rate_or_number(&out))
        {
            // "an hour or less", "half an hour max": an amount of time ("100 km an hour" is a rate).
            out.push_str(amount);
            i += pat.len();
        } else if let Some(article) = a_unit_after_a_bound(&q[i..], &out) {
            // "over a kilo", "less than a litre": one of that unit.
            out.push('1');
            i += article;
        } else if let Some((pat, word)) =
            [("w/out", "without "), ("w/o", "without "), ("w/", "with ")].into_iter().find(|(p, _)| {
                at(i, p)
                    && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
                    && (*p == "w/" || bytes.get(i + p.len()).is_none_or(|b| !b.is_ascii_alphanumeric()))
            })
        {
            // "w/ 16 gigs", "w/o a charger": shoppers' shorthand for "with" and "without".
            out.push_str(word);
            i += pat.len();
        } else if at(i, " / ") {
            // "blackcurrant / cassis": alternatives ("Panel/glass door" written without spaces is a name).
            out.push_str(" or ");
            i += 3;
        } else if let Some((pat, word)) =
            [("pre-", "before "), ("pre ", "before "), ("post-", "after "), ("post ", "after ")].into_iter().find(
                |(p, _)| {
                    at(i, p)
                        && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
                        && q.get(i + p.len()..i + p.len() + 4)
                            .is_some_and(|y| y.parse::<u32>().is_ok_and(|y| (1850..=2100).contains(&y)))
                        && bytes.get(i + p.len() + 4).is_none_or(|b| !b.is_ascii_alphanumeric())
                },
            )
        {
            // "pre-2000", "post 2010": before and after a year.
            out.push_str(word);
            i += pat.len();
        } else if at(i, "rs.")
            && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
            && bytes.get(i + 3).is_some_and(|b| b.is_ascii_digit())
        {
            // "below Rs.2000": the rupee sign glued to its amount by a dot.
            out.push_str(&q[i..i + 2]);
            out.push(' ');
            i += 3;
        } else if at(i, "can't") {
            out.push_str("can not");
            i += 5;
        } else if at(i, "won't") {
            out.push_str("will not");
            i += 5;
        } else if at(i, "n't") && i > 0 && bytes[i - 1].is_ascii_alphabetic() {
            out.push_str(" not");
            i += 3;
        } else if let Some((pat, full)) = UNMARKED_NEGATIONS.iter().find(|(p, _)| phrase_at(i, p)) {
            // "that arent from X", "doesnt have": contractions typed without the apostrophe.
            out.push_str(full);
            i += pat.len();
        } else if at(i, "'s") && bytes.get(i + 2).is_none_or(|b| !b.is_ascii_alphanumeric()) && ends_with_pronoun(&out)
        {
            // "that's", "what's", "it's": the verb, not a possessive ("thats" would be a word).
            out.push_str(" is");
            i += 2;
        } else {
            let c = q[i..].chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The length of the article "a"/"an" that starts `rest` when a unit word of three letters or
/// more follows it and the text so far ends with a bound ("over", "under", "than", "least",
/// "most", "below", "above", "within"): "weighs over a kilo" is over 1 kg.
fn a_unit_after_a_bound(rest: &str, before: &str) -> Option<usize> {
    let article = ["a ", "an "]
        .into_iter()
        .find(|a| rest.len() > a.len() && rest.get(..a.len()).is_some_and(|h| h.eq_ignore_ascii_case(a)))?;
    if before.chars().last().is_some_and(|c| c.is_alphanumeric()) {
        return None;
    }
    let last = before.split_whitespace().last().unwrap_or("").to_lowercase();
    if !matches!(last.as_str(), "over" | "under" | "than" | "least" | "most" | "below" | "above" | "within") {
        return None;
    }
    let word: String = rest[article.len()..].chars().take_while(|c| c.is_alphabetic()).collect();
    (word.chars().count() >= 3 && crate::text::units::normalize_unit(&word).is_some()).then_some(article.len() - 1)
}

/// True when the text so far ends with a pronoun whose "'s" is "is" ("that's", "what's").
fn ends_with_pronoun(before: &str) -> bool {
    let last = before.rsplit(|c: char| !c.is_ascii_alphabetic()).next().unwrap_or("");
    ["that", "what", "it", "there", "here", "who", "where", "which", "how"].iter().any(|p| last.eq_ignore_ascii_case(p))
}

/// True when the text so far ends with a number or a unit ("100 km ", "5 ", "once "): "an hour"
/// after it is a rate or a frequency, not an amount of time.
fn after_a_rate_or_number(before: &str) -> bool {
    let last = before.split_whitespace().last().unwrap_or("");
    // "plays 5 in half an hour": "in" there is the preposition, not inches.
    let preposition = matches!(last.to_lowercase().as_str(), "in" | "at" | "for");
    last.chars().any(|c| c.is_ascii_digit())
        || matches!(last.to_lowercase().as_str(), "once" | "twice" | "per" | "times")
        || (!preposition && crate::text::units::normalize_unit(last).is_some())
}

/// The number that the words `w[i..]` spell, and how many words: "twenty", "twenty-five",
/// "a hundred", "two thousand", "a grand", "five hundred and fifty". `None` for other words.
fn spelled_number(w: &[String]) -> Option<(f64, usize)> {
    let unit = |x: &str| NUMBER_WORDS.iter().position(|u| *u == x).map(|n| n as f64);
    let tens = |x: &str| TENS_WORDS.iter().position(|t| *t == x).map(|n| 20.0 + 10.0 * n as f64);
    // A two-digit number: "twenty", "twenty-five", "twenty five", "seven".
    let small = |k: usize| -> Option<(f64, usize)> {
        let x = w.get(k)?;
        if let Some((a, b)) = x.split_once('-') {
            return Some((tens(a)? + unit(b).filter(|u| (1.0..10.0).contains(u))?, 1));
        }
        if let Some(t) = tens(x) {
            return Some(match w.get(k + 1).and_then(|y| unit(y)).filter(|u| (1.0..10.0).contains(u)) {
                Some(u) => (t + u, 2),
                None => (t, 1),
            });
        }
        Some((unit(x)?, 1))
    };
    let multiplier = |x: Option<&String>| match x.map(String::as_str) {
        Some("hundred") => Some(100.0),
        Some("thousand" | "grand") => Some(1000.0),
        Some("million") => Some(1e6),
        _ => None,
    };
    let (base, mut n) = match w.first().map(String::as_str) {
        Some("a" | "an") => (1.0, 1),
        _ => small(0)?,
    };
    let Some(m) = multiplier(w.get(n)) else {
        return (n == 1 && w[0] != "a" && w[0] != "an" || n == 2).then_some((base, n));
    };
    n += 1;
    let mut value = base * m;
    // "five hundred and fifty", "two thousand five hundred".
    let and = usize::from(w.get(n).is_some_and(|x| x == "and"));
    if let Some((rest, k)) = small(n + and).filter(|(r, _)| *r < m) {
        if let Some(m2) = multiplier(w.get(n + and + k)).filter(|m2| *m2 < m) {
            value += rest * m2;
            n += and + k + 1;
        } else {
            value += rest;
            n += and + k;
        }
    }
    Some((value, n))
}

/// Amounts spelled in words become digits where they bound a price or a spec ("under a
/// thousand riyals" → "under 1000 riyals", "over a hundred dollars", "less than twenty bucks",
/// "twenty-five euros"): after a bound word or before a currency word. A single small number
/// word ("for two", "three rear cameras") stays unless money follows it.
/// "18yo", "12yo+", "10y/o", "21yrs": an age glued to its abbreviation is "18 years old"
/// ("12+ years old" with a plus); any other word as it is.
fn glued_age(w: &str) -> String {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    let (number, rest) = w.split_at(digits);
    let punct = rest.trim_end_matches(['+', ',', '.', '!', '?']);
    let (abbrev, tail) = rest.split_at(punct.len());
    let abbreviation = matches!(abbrev.to_lowercase().as_str(), "yo" | "y/o" | "yr" | "yrs" | "yro");
    if !(1..=3).contains(&digits) || !abbreviation {
        return w.to_owned();
    }
    let plus = if tail.starts_with('+') { "+" } else { "" };
    format!("{number}{plus} years old{}", tail.trim_start_matches('+'))
}

/// "for a 2 year old", "my 12 yr old", "for my 8-year-old": a child's age, written as the
/// catalog's age spec reads it ("for a age 2"); "a 5 year old car" (no "for"/"my") stays.
pub(crate) fn child_age(q: &str) -> String {
    let spaced = q.replace("-year-old", " year old").replace("-yr-old", " yr old");
    let spaced = spaced.split(' ').map(glued_age).collect::<Vec<_>>().join(" ");
    let words: Vec<&str> = spaced.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut k = 0;
    while k < words.len() {
        let w = words[k];
        let is_number = !w.is_empty() && w.len() <= 2 && w.chars().all(|c| c.is_ascii_digit());
        let year =
            words.get(k + 1).is_some_and(|y| matches!(y.to_lowercase().as_str(), "year" | "years" | "yr" | "yrs"));
        let old = words.get(k + 2).map(|o| o.to_lowercase());
        let old_tail =
            old.as_deref().and_then(|o| o.strip_prefix("old")).filter(|t| t.chars().all(|c| !c.is_alphanumeric()));
        let lower = |i: usize| words.get(i).map(|x| x.to_lowercase()).unwrap_or_default();
        let for_someone = k >= 1
            && (lower(k - 1) == "my"
                || (k >= 2 && lower(k - 2) == "for" && matches!(lower(k - 1).as_str(), "a" | "an")));
        match old_tail {
            Some(tail) if is_number && year && for_someone => {
                out.push(format!("age {w}{tail}"));
                k += 3;
            }
            _ => {
                out.push(w.to_owned());
                k += 1;
            }
        }
    }
    out.join(" ")
}

/// "50p", "80 pence": pence are hundredths of a pound ("0.5 pounds").
pub(crate) fn pence(q: &str) -> String {
    let words: Vec<&str> = q.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut k = 0;
    while k < words.len() {
        let w = words[k];
        let core = w.trim_end_matches(['?', '.', ',', '!', ')']);
        let tail = &w[core.len()..];
        let digits = |s: &str| !s.is_empty() && s.len() <= 3 && s.chars().all(|c| c.is_ascii_digit());
        let amount = |s: &str| format!("{} pounds", plain_text(s.parse::<f64>().unwrap_or(0.0) / 100.0));
        if let Some(n) = core.strip_suffix('p').filter(|n| digits(n)) {
            out.push(format!("{}{tail}", amount(n)));
        } else if digits(w) && words.get(k + 1).is_some_and(|p| p.trim_end_matches(['?', '.', ',', '!']) == "pence") {
            let next = words[k + 1];
            out.push(format!("{}{}", amount(w), &next["pence".len()..]));
            k += 1;
        } else {
            out.push(w.to_owned());
        }
        k += 1;
    }
    out.join(" ")
}

pub(crate) fn number_words(q: &str) -> String {
    let mut spans: Vec<(usize, usize, String)> = Vec::new();
    for word in q.split(|c: char| !(c.is_alphabetic() || c == '-')) {
        let start = word.as_ptr() as usize - q.as_ptr() as usize;
        if !word.is_empty() {
            spans.push((start, start + word.len(), word.to_lowercase()));
        }
    }
    let words: Vec<String> = spans.iter().map(|s| s.2.clone()).collect();
    let mut out = String::with_capacity(q.len());
    let (mut last, mut k) = (0, 0);
    while k < words.len() {
        // "under a pound", "less than a euro": one of the currency.
        let a_currency = words[k] == "a"
            && k > 0
            && BOUND_WORDS.contains(&words[k - 1].as_str())
            && words.get(k + 1).is_some_and(|w| money_word(w) && !w.ends_with('s'));
        let Some((value, n)) = spelled_number(&words[k..]).or(a_currency.then_some((1.0, 1))) else {
            k += 1;
            continue;
        };
        // Only words separated by spaces form one number.
        let joined = (k..k + n - 1).all(|j| q[spans[j].1..spans[j + 1].0].chars().all(|c| c == ' '));
        let money_after = words.get(k + n).is_some_and(|w| money_word(w));
        let bound_before = k > 0
            && BOUND_WORDS.contains(&words[k - 1].as_str())
            && q[spans[k - 1].1..spans[k].0].chars().all(|c| c == ' ');
        let multiplied = n > 1 || TENS_WORDS.iter().any(|t| words[k].starts_with(t)) || value >= 10.0;
        if joined && (money_after || bound_before && multiplied) {
            out.push_str(&q[last..spans[k].0]);
            out.push_str(&plain_text(value));
            last = spans[k + n - 1].1;
            k += n;
        } else {
            k += 1;
        }
    }
    out.push_str(&q[last..]);
    out
}

/// "150+ PS", "8+ GB": a `+` after a number before its unit reads "150 PS or more" (the
/// comparator after the unit, where the number pass looks for it).
pub(crate) fn plus_before_unit(q: &str) -> String {
    let mut out = String::with_capacity(q.len() + 16);
    let mut rest = q;
    while let Some(p) = rest.find('+') {
        let (head, tail) = rest.split_at(p);
        let after = &tail[1..];
        let word: String = after.trim_start().chars().take_while(|c| c.is_alphanumeric()).collect();
        let digit_before = head.ends_with(|c: char| c.is_ascii_digit());
        let spaced = after.starts_with(' ') && !word.is_empty();
        let unit = [word.clone(), word.to_lowercase(), word.to_uppercase()]
            .iter()
            .any(|w| crate::text::units::normalize_unit(w).is_some());
        // "12gb+": a unit glued between the number and the plus.
        // "45%+": a percent sign glued the same way.
        let letters = match head.strip_suffix('%') {
            Some(h) if h.ends_with(|c: char| c.is_ascii_digit()) => 1,
            _ => head.len() - head.trim_end_matches(|c: char| c.is_ascii_alphabetic()).len(),
        };
        let glued_unit = &head[head.len() - letters..];
        // ("10M+" is ten million and more, not metres: one letter is no unit here.)
        let glued = (letters > 1 || head.ends_with('%'))
            && head[..head.len() - letters].ends_with(|c: char| c.is_ascii_digit())
            && [glued_unit.to_owned(), glued_unit.to_lowercase(), glued_unit.to_uppercase()]
                .iter()
                .any(|w| crate::text::units::normalize_unit(w).is_some());
        if digit_before && spaced && unit {
            let skip = after.len() - after.trim_start().len() + word.len();
            out.push_str(head);
            out.push(' ');
            out.push_str(&word);
            out.push_str(" or more");
            rest = &after[skip..];
        } else if glued {
            out.push_str(&head[..head.len() - letters]);
            out.push(' ');
            out.push_str(glued_unit);
            out.push_str(" or more");
            rest = after;
        } else {
            out.push_str(head);
            out.push('+');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// Words that bound a number ("under 20k", "between 1.5k and 2k", "budget of 30k").
const BOUND_WORDS: &[&str] = &[
    "under", "below", "over", "above", "than", "between", "and", "to", "max", "maximum", "min", "minimum", "budget",
    "around", "about", "upto", "within", "from", "least", "most", "cheaper", "costing", "costs", "cost", "for",
    "hasta", "bis", "unter", "über", "ueber",
];

/// Currency words and codes written next to an amount (the unit table knows what each means;
/// here they only say "this number is money", which decides how its separators read).
const MONEY_WORDS: &[&str] = &[
    "eur", "euro", "euros", "usd", "dollar", "dollars", "bucks", "gbp", "pound", "pounds", "quid", "inr", "rs",
    "rupee", "rupees", "chf", "franc", "francs", "sar", "riyal", "riyals", "sr", "jpy", "yen", "cny", "yuan", "rmb",
    "aud", "cad", "sek", "nok", "dkk", "pln", "zł", "aed", "dirham", "dirhams", "krw", "won", "brl", "mxn", "twd",
    "ntd", "nt", "hkd", "sgd", "nzd", "czk", "huf", "rub", "ils", "thb", "zar", "myr", "idr", "vnd", "ngn", "pkr",
    "qar", "egp", "kr", "baht", "rand", "ringgit", "rupiah", "zloty", "forint", "lira", "pesos", "peso", "naira",
];

/// A currency word or code next to an amount: one of [`MONEY_WORDS`], or any code or word the
/// unit table reads as a currency ("ars", "clp", "uyu").
fn money_word(w: &str) -> bool {
    MONEY_WORDS.contains(&w)
        || crate::text::units::normalize_unit(w).is_some_and(|u| u.dimension == crate::text::units::Dimension::Currency)
}

fn is_money_symbol(c: char) -> bool {
    matches!(c, '£' | '€' | '$' | '₹' | '¥' | '₩' | '₽' | '₺' | '₪' | '₫' | '₱' | '฿' | '﷼')
}

/// The word (letters only, lowercased) that ends just before byte `end`, skipping spaces.
fn word_before(q: &str, end: usize) -> String {
    let head = q[..end].trim_end();
    let w: String = head.chars().rev().take_while(|c| c.is_alphabetic()).collect();
    w.chars().rev().flat_map(char::to_lowercase).collect()
}

/// The word (letters only, lowercased) that starts at byte `start`, after at most one space.
fn word_after(q: &str, start: usize) -> (String, usize) {
    let rest = &q[start..];
    let skip = rest.len() - rest.trim_start().len();
    let skip = if skip <= 1 { skip } else { return (String::new(), start) };
    let w: String = rest[skip..].chars().take_while(|c| c.is_alphabetic()).collect();
    let end = start + skip + w.len();
    (w.to_lowercase(), end)
}

/// Dollars of other countries written with a prefix ("NT$1,000", "NT $340", "HK$ 99", "S$50",
/// "US$20") become the amount and the ISO code ("1,000 TWD"); "a $500 phone" stays.
pub(crate) fn dollar_prefixes(q: &str) -> String {
    const PREFIXES: &[(&str, &str)] = &[
        ("nt", "TWD"),
        ("hk", "HKD"),
        ("nz", "NZD"),
        ("mx", "MXN"),
        ("us", "USD"),
        ("au", "AUD"),
        ("ca", "CAD"),
        ("s", "SGD"),
        ("r", "BRL"),
        ("a", "AUD"),
        ("c", "CAD"),
    ];
    let words: Vec<&str> = q.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let lower = w.to_lowercase();
        // Glued ("NT$1,000") or apart ("NT $340", "NT$ 340"; apart only for a prefix of two
        // capitals: "a $500 phone" is an article).
        let glued = lower.split_once('$').filter(|(p, _)| !p.is_empty());
        let apart = (w.len() == 2 && w.chars().all(|c| c.is_ascii_uppercase()))
            .then(|| words.get(i + 1).and_then(|n| n.strip_prefix('$')))
            .flatten();
        let found = match (glued, apart) {
            (Some((prefix, rest)), _) => PREFIXES.iter().find(|(p, _)| *p == prefix).map(|(_, code)| {
                let (amount, skip) = if rest.is_empty() { (words.get(i + 1).copied(), 2) } else { (Some(rest), 1) };
                (code, amount, skip)
            }),
            (None, Some(rest)) => PREFIXES.iter().find(|(p, _)| *p == lower).map(|(_, code)| (code, Some(rest), 2)),
            _ => None,
        };
        match found {
            Some((code, Some(amount), skip)) if amount.starts_with(|c: char| c.is_ascii_digit()) => {
                let run = amount.find(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.')).unwrap_or(amount.len());
                let digits = amount[..run].trim_end_matches([',', '.']);
                let tail = &amount[digits.len()..];
                out.push(format!("{digits} {code}{tail}"));
                i += skip;
            }
            _ => {
                out.push(w.to_owned());
                i += 1;
            }
        }
    }
    out.join(" ")
}

/// Moves a currency code or word written before an amount after it ("under SAR 1,000" →
/// "under 1,000 SAR", "INR 35,000" → "35,000 INR"), where the number pass reads money units.
pub(crate) fn amount_before_code(q: &str) -> String {
    let words: Vec<&str> = q.split(' ').collect();
    let mut out: Vec<&str> = Vec::with_capacity(words.len());
    let mut i = 0;
    while i < words.len() {
        let code = words[i].to_lowercase();
        // Codes only (written in capitals, or the rupee's "Rs"): "euro 2024" is not an amount.
        let is_code =
            words[i].chars().all(|c| c.is_ascii_uppercase()) || matches!(code.as_str(), "rs" | "rs." | "nt" | "ntd");
        let next_is_amount = words.get(i + 1).is_some_and(|w| w.starts_with(|c: char| c.is_ascii_digit()));
        if is_code && money_word(code.trim_end_matches('.')) && next_is_amount {
            out.push(words[i + 1]);
            out.push(words[i]);
            i += 2;
        } else {
            out.push(words[i]);
            i += 1;
        }
    }
    out.join(" ")
}

/// Rewrites the ways people write amounts into the plain numbers the tokenizer reads, so a
/// price in any locale's format compares: "1.200 €" → "1200 €", "19,99 €" → "19.99 €" (only
/// next to money, where a dot before three digits cannot be a decimal point), Indian grouping
/// "₹1,20,000" → "₹120000", and multipliers "2 lakh" → "200000", "1.5 crore", and "20k" /
/// Nouns of things counted in millions ("1M downloads").
const COUNTED: &[&str] = &[
    "downloads",
    "download",
    "installs",
    "reviews",
    "ratings",
    "views",
    "followers",
    "subscribers",
    "players",
    "copies",
    "plays",
    "streams",
    "votes",
    "sold",
    "users",
];

/// "1.5k" / "3 million" after a bound or next to money ("under 20k"; "4K TVs" stays).
#[cfg(test)]
pub(crate) fn plain_amounts(q: &str) -> String {
    plain_amounts_with(q, false)
}

/// [`plain_amounts`], and with `dot_groups` every dot-grouped integer ("30.000") as thousands.
pub(crate) fn plain_amounts_with(q: &str, dot_groups: bool) -> String {
    let spelled = spelled_one(q);
    let q = spelled.as_str();
    let bytes = q.as_bytes();
    let mut out = String::with_capacity(q.len() + 8);
    let mut i = 0;
    let mut last = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() || (i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'.')) {
            i += 1;
            continue;
        }
        let start = i;
        let mut end = i;
        while end < bytes.len()
            && (bytes[end].is_ascii_digit()
                || (matches!(bytes[end], b'.' | b',') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit)))
        {
            end += 1;
        }
        let run = &q[start..end];
        let before = q[..start].trim_end();
        let (after_word, after_end) = word_after(q, end);
        let after_char = q[end..].trim_start().chars().next();
        let money = before.chars().next_back().is_some_and(is_money_symbol)
            || money_word(&word_before(q, start))
            || after_char.is_some_and(is_money_symbol)
            || money_word(&after_word);
        let bound = BOUND_WORDS.contains(&word_before(q, start).as_str())
            || before.chars().next_back().is_some_and(is_money_symbol)
                && BOUND_WORDS.contains(
                    &word_before(q, before.len() - before.chars().next_back().map_or(0, char::len_utf8)).as_str(),
                );
        let grouped = dot_groups && {
            let groups: Vec<&str> = run.split('.').collect();
            !run.contains(',') && groups.len() >= 2 && groups[0].len() <= 3 && groups[1..].iter().all(|g| g.len() == 3)
        };
        let mut value = plain_number(run, money || grouped);
        let mut consumed = end;
        let mut low_end = false;
        let mut slang_money = false;
        // "100k+ reviews", "1 billion+ installs": a multiplier before a plus is a count's bound.
        let plus = q[after_end..].starts_with('+');
        if let Some(v) = value {
            let factor = match after_word.as_str() {
                "lakh" | "lakhs" | "lac" | "lacs" => Some(1e5),
                "crore" | "crores" => Some(1e7),
                // "80 mil pesos" (Spanish and Portuguese), "50 lucas" (Argentine and Chilean
                // slang for a thousand pesos); a bare "mil" is also a thousandth of an inch
                // ("4 mil" film), so only beside money or as a bound of at least 10.
                "k" | "grand" | "lucas" | "luca" if money || bound || plus => Some(1e3),
                "mil" if money || (bound && v >= 10.0) => Some(1e3),
                // "under 1.2 mil": a fraction of a thousand is no amount; English millions.
                "mil" if bound && run.contains('.') => Some(1e6),
                "million" | "mn" if money || bound || plus => Some(1e6),
                // "over 1M downloads", "5m+ views": "m" is a million before a count, a metre
                // elsewhere ("cables under 2m").
                "m" if (bound || plus)
                    && COUNTED.contains(&word_after(q, after_end + usize::from(plus)).0.as_str()) =>
                {
                    Some(1e6)
                }
                "billion" | "bn" if money || bound || plus => Some(1e9),
                _ => None,
            };
            if let Some(f) = factor {
                value = Some(v * f);
                consumed = after_end;
                // "5 grand", "50 lucas": money slang; the shop's money ("bucks") when no
                // currency follows.
                slang_money = matches!(after_word.as_str(), "grand" | "lucas" | "luca") && !money;
            } else if let Some((_, f)) = range_multiplier(q, end).filter(|&(high, _)| (bound || money) && v < high) {
                // "between 2 and 3 grand", "from 1 to 1.5k": the low end of a range takes the
                // multiplier written once after the high end.
                value = Some(v * f);
                low_end = true;
            }
        }
        let regrouped = low_end
            || value.is_some_and(|v| run.contains(',') || (run.contains('.') && run.parse::<f64>().ok() != Some(v)));
        match value {
            Some(v) if consumed != end || regrouped => {
                out.push_str(&q[last..start]);
                out.push_str(&plain_text(v));
                if slang_money {
                    out.push_str(" bucks");
                }
                last = consumed;
            }
            _ => {}
        }
        i = consumed.max(end);
    }
    out.push_str(&q[last..]);
    out
}

/// After the low end of a range ("2" of "2 and 3 grand", "1 to 1.5k", "2-3k €"): the high end and
/// the multiplier written after it, when there is one.
fn range_multiplier(q: &str, end: usize) -> Option<(f64, f64)> {
    let rest = q[end..].trim_start();
    let rest = ["and ", "to ", "-", "–"].iter().find_map(|j| rest.strip_prefix(j))?.trim_start();
    let digits = rest.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(rest.len());
    let high: f64 = rest[..digits].parse().ok()?;
    let after = rest[digits..].trim_start();
    let word: String = after.chars().take_while(|c| c.is_alphabetic()).collect();
    let factor = match word.to_lowercase().as_str() {
        "k" | "grand" | "thousand" | "mil" | "lucas" => 1e3,
        "lakh" | "lakhs" | "lac" | "lacs" => 1e5,
        "crore" | "crores" => 1e7,
        "million" | "mn" => 1e6,
        _ => return None,
    };
    Some((high, factor))
}

/// True when `q` holds the phrase `pat` (ASCII, any case) at byte `i` as a whole: no letter or
/// digit right before or after it.
fn phrase_at(q: &str, i: usize, pat: &str) -> bool {
    let bytes = q.as_bytes();
    q.get(i..i + pat.len()).is_some_and(|s| s.eq_ignore_ascii_case(pat))
        && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
        && bytes.get(i + pat.len()).is_none_or(|b| !b.is_ascii_alphanumeric())
}

/// "a million", "one billion" written with the digit ("1 million"), so a bound or a plus reads
/// them as amounts ("at least a million installs", "a billion+ downloads").
fn spelled_one(q: &str) -> String {
    let mut out = String::with_capacity(q.len());
    let (mut i, mut copied) = (0, 0);
    while i < q.len() {
        match ["a million", "a billion", "one million", "one billion"].into_iter().find(|p| phrase_at(q, i, p)) {
            Some(p) => {
                let word = p.find(' ').unwrap_or(0);
                out.push_str(&q[copied..i]);
                out.push('1');
                out.push_str(&q[i + word..i + p.len()]);
                i += p.len();
                copied = i;
            }
            None => i += 1,
        }
    }
    out.push_str(&q[copied..]);
    out
}

/// The value of a digit run with separators, read as money when `money` ("1.299,00" is 1299),
/// or `None` when the separators are not a grouping this function knows (the tokenizer reads it).
fn plain_number(run: &str, money: bool) -> Option<f64> {
    let groups: Vec<&str> = run.split(['.', ',']).collect();
    let seps: Vec<char> = run.chars().filter(|c| *c == '.' || *c == ',').collect();
    let digits = |parts: &[&str]| parts.concat().parse::<f64>().ok();
    if seps.is_empty() || (seps == ['.'] && !money) {
        return run.parse().ok();
    }
    // "1,8 m", "15,6 inch": one comma before one or two digits is a decimal comma (a group of
    // thousands has three).
    if seps == [','] && groups[0].len() <= 3 && (1..=2).contains(&groups[1].len()) {
        return format!("{}.{}", groups[0], groups[1]).parse().ok();
    }
    // Indian grouping: 1,20,000 and 12,34,56,789 (pairs, then a final three).
    if seps.iter().all(|c| *c == ',')
        && groups.len() >= 3
        && groups[0].len() <= 2
        && groups[1..groups.len() - 1].iter().all(|g| g.len() == 2)
        && groups[groups.len() - 1].len() == 3
    {
        return digits(&groups);
    }
    if money {
        // 1.200 / 1.299,00 / 12.345.678: dots group thousands, a final comma is the decimal point.
        let (int_part, frac) = match seps.last() {
            Some(',') => (&groups[..groups.len() - 1], Some(groups[groups.len() - 1])),
            _ => (&groups[..], None),
        };
        let dots_group = int_part.len() >= 2
            && int_part[0].len() <= 3
            && int_part[1..].iter().all(|g| g.len() == 3)
            && seps[..int_part.len() - 1].iter().all(|c| *c == '.');
        match (dots_group, frac) {
            (true, None) => return digits(int_part),
            (true, Some(f)) if f.len() <= 2 => return format!("{}.{f}", int_part.concat()).parse().ok(),
            (false, Some(f)) if int_part.len() == 1 && f.len() <= 2 => {
                return format!("{}.{f}", int_part[0]).parse().ok();
            }
            _ => {}
        }
    }
    None
}

fn plain_text(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        let s = format!("{v:.6}");
        s.trim_end_matches('0').trim_end_matches('.').to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_age_glued_to_its_abbreviation_is_spelled_out() {
        assert_eq!(child_age("18yo single malts"), "18 years old single malts");
        assert_eq!(child_age("18yo+ single malts, under 150"), "18+ years old single malts, under 150");
        assert_eq!(child_age("a 10y/o, please"), "a 10 years old, please");
        assert_eq!(child_age("for my 8yo"), "for my age 8");
        assert_eq!(child_age("yo 18 yoyo 2024yo"), "yo 18 yoyo 2024yo");
    }

    #[test]
    fn a_decade_is_the_range_of_its_years() {
        assert_eq!(decades("R rated action movies from the 90s"), "R rated action movies between 1990 and 1999");
        assert_eq!(decades("horror in the 2010s, under 90 mins"), "horror between 2010 and 2019, under 90 mins");
        assert_eq!(decades("1980s cars or '60s ones"), "between 1980 and 1989 cars or between 1960 and 1969 ones");
        assert_eq!(decades("the 00s?"), "between 2000 and 2009?");
        // Ninety seconds, a model, a year and a count stay.
        assert_eq!(decades("a 90s exposure, RTX 2080s, 1995s, 30s"), "a 90s exposure, RTX 2080s, 1995s, 30s");
    }

    #[test]
    fn prefixed_dollars_become_their_code() {
        for (q, want) in [
            ("coffee under NT$1,000", "coffee under 1,000 TWD"),
            ("under NT $340 please", "under 340 TWD please"),
            ("NT$ 450 or less", "450 TWD or less"),
            ("HK$99.50?", "99.50 HKD?"),
            ("below S$50", "below 50 SGD"),
            ("US$20 max", "20 USD max"),
        ] {
            assert_eq!(dollar_prefixes(q), want, "{q}");
        }
        // An article before a dollar amount, and a dollar sign alone, stay.
        for q in ["a $500 phone", "under $40", "A $20 gift", "at $5"] {
            assert_eq!(dollar_prefixes(q), q, "{q}");
        }
        // Lower-case codes of the New Taiwan dollar before an amount, read as money.
        let words = |q: &str| tokens_with(q, false).toks.iter().map(|t| t.text.clone()).collect::<Vec<_>>();
        assert_eq!(words("espresso under nt 350"), ["espresso", "under", "350", "nt"]);
        assert_eq!(words("over NT$1,000"), ["over", "1000", "twd"]);
    }

    #[test]
    fn with_and_without_shorthand() {
        assert_eq!(normalize("gpu w/ at least 16 gigs"), "gpu with  at least 16 gigs");
        assert_eq!(normalize("phone w/o charger"), "phone without  charger");
        assert_eq!(normalize("w/16gb"), "with 16gb");
        assert_eq!(normalize("rings below Rs.2000"), "rings below Rs 2000");
        assert_eq!(normalize("avon scents pre-2000"), "avon scents before 2000");
        assert_eq!(normalize("post 2010 cars"), "after 2010 cars");
        assert_eq!(normalize("pre-2000s sets"), "pre-2000s sets");
        assert_eq!(normalize("pre 12 V"), "pre 12 V");
        assert_eq!(normalize("RS.5 badge"), "RS 5 badge");
        // Inside a word or a unit it is not the shorthand.
        assert_eq!(normalize("100 kw/h"), "100 kw/h");
        assert_eq!(normalize("w/out a case"), "without  a case");
    }

    #[test]
    fn contractions_become_not() {
        assert_eq!(normalize("Which fridges don't have an ice maker?"), "Which fridges do not have an ice maker?");
        assert_eq!(normalize("I can't, won't"), "I can not, will not");
        assert_eq!(normalize("IPAs that arent from X, doesnt"), "IPAs that are not from X, does not");
        assert_eq!(normalize("It isn’t"), "It is not");
        assert_eq!(normalize("clothing that's not on sale"), "clothing that is not on sale");
        assert_eq!(normalize("biggest discount right now?"), "biggest discount ?");
        assert_eq!(normalize("What's the lightest? Apple's"), "What is the lightest? Apple's");
        // "n't" only after a letter.
        assert_eq!(normalize("n't"), "n't");
    }

    #[test]
    fn no_break_spaces_in_amounts_are_spaces() {
        assert_eq!(normalize("Tables under 3.500\u{a0}SAR"), "Tables under 3.500 SAR");
        assert_eq!(normalize("under 1\u{202f}299\u{a0}€"), "under 1 299 €");
        let words = |q: &str| tokens_with(q, false).toks.iter().map(|t| t.text.clone()).collect::<Vec<_>>();
        assert_eq!(words("under 3.500\u{a0}SAR"), words("under 3.500 SAR"));
    }

    #[test]
    fn tokens_carry_singulars() {
        let t = tokens("phones without 5G under £500");
        assert_eq!(t.toks.len(), t.sing.len());
        let words: Vec<&str> = t.toks.iter().map(|t| t.text.as_str()).collect();
        assert!(words.contains(&"without"), "{words:?}");
        assert_eq!(t.sing[0], "phone");
    }

    #[test]
    fn spelled_amounts_and_plus_units_become_numbers() {
        for (q, want) in [
            ("any bunk beds for under a thousand riyals?", "any bunk beds for under 1000 riyals?"),
            ("napa bottles for over a hundred dollars", "napa bottles for over 100 dollars"),
            ("austrian grüner under twenty dollars", "austrian grüner under 20 dollars"),
            ("less than twenty-five euros", "less than 25 euros"),
            ("under two thousand five hundred SAR", "under 2500 SAR"),
            ("below five hundred and fifty", "below 550"),
            ("for a thousand euros", "for 1000 euros"),
            ("ten dollars", "10 dollars"),
            ("cereal bars under a pound", "cereal bars under 1 pound"),
            ("less than a euro each", "less than 1 euro each"),
        ] {
            assert_eq!(number_words(q), want, "{q}");
        }
        // Counts, pronouns and words that are no amount stay.
        for q in [
            "three rear cameras",
            "which one is cheaper",
            "a sofa for two",
            "one plus",
            "a hundredth",
            "Sixteen by Twenty",
            "a bag of a pound",
            "for a pounds",
        ] {
            assert_eq!(number_words(q), q, "{q}");
        }
        assert_eq!(normalize("games that take an hour or less"), "games that take 1 hour or less");
        assert_eq!(normalize("plays 5 in half an hour or less"), "plays 5 in 30 minutes or less");
        assert_eq!(normalize("half an hour max"), "30 minutes max");
        assert_eq!(normalize("cameras that weigh over a kilo"), "cameras that weigh over 1 kilo");
        assert_eq!(normalize("less than a litre"), "less than 1 litre");
        assert_eq!(normalize("over a decade of support"), "over a decade of support");
        assert_eq!(normalize("a kilo bag"), "a kilo bag");
        assert_eq!(normalize("up to 100 km an hour"), "up to 100 km an hour");
        assert_eq!(normalize("charge it once an hour"), "charge it once an hour");
        assert_eq!(child_age("gift for a 2 year old, under $15"), "gift for a age 2, under $15");
        assert_eq!(child_age("horror game my 12 yr old can play"), "horror game my age 12 can play");
        assert_eq!(child_age("sets for my 8-year-old?"), "sets for my age 8?");
        assert_eq!(child_age("a 5 year old car"), "a 5 year old car");
        assert_eq!(pence("granola for under 50p?"), "granola for under 0.5 pounds?");
        assert_eq!(pence("bars under 80 pence each"), "bars under 0.8 pounds each");
        assert_eq!(pence("a 4p coin and 1200p"), "a 0.04 pounds coin and 1200p");
        assert_eq!(plain_amounts("max 20 grand"), "max 20000 bucks");
        assert_eq!(plain_amounts("houses under 1.2 mil"), "houses under 1200000");
        assert_eq!(plus_before_unit("golf with 150+ ps for max 20k"), "golf with 150 ps or more for max 20k");
        assert_eq!(plus_before_unit("rated 90+"), "rated 90+");
        assert_eq!(plus_before_unit("rx 6000 with 12gb+ for less"), "rx 6000 with 12 gb or more for less");
        assert_eq!(plus_before_unit("kibble (45%+ protein)"), "kibble (45 % or more protein)");
        assert_eq!(pack_of("cans, case of 24, under $25"), "cans, 24 pack, under $25");
        assert_eq!(pack_of("a box of 6? or packs of 12"), "a 6 pack? or 12 pack");
        assert_eq!(pack_of("a case of wine"), "a case of wine");
        let words = |q: &str| tokens(q).toks.into_iter().map(|t| t.text).collect::<Vec<_>>();
        assert_eq!(words("200 km/h or more"), ["200", "km/h", "or", "more"]);
        assert_eq!(words("below 160 Wh/km"), ["below", "160", "wh/km"]);
        assert_eq!(words("60 miles per hour"), ["60", "mi/h"]);
        assert_eq!(words("lowest Wh per km"), ["lowest", "wh/km"]);
        assert_eq!(words("price per night"), ["price", "per", "night"]);
        assert_eq!(plus_before_unit("a 5+ %"), "a 5+ %");
        assert_eq!(plus_before_unit("a 4k+ tv, c++, 10M+ installs"), "a 4k+ tv, c++, 10M+ installs");
        assert_eq!(plus_before_unit("C++ books, 2+ years"), "C++ books, 2 years or more");
    }

    #[test]
    fn other_than_and_apart_from_are_exceptions() {
        assert_eq!(normalize("watch bands other than Platinum"), "watch bands except Platinum");
        assert_eq!(normalize("Apart from the outdoor ones"), "except the outdoor ones");
        assert_eq!(normalize("brothers and mothers thank"), "brothers and mothers thank");
        assert_eq!(normalize("cassis / blackcurrant notes, sit/stand"), "cassis or blackcurrant notes, sit/stand");
    }

    #[test]
    fn amounts_in_any_locale_become_plain_numbers() {
        let cases = [
            ("laptops for less than 1.200 €", "laptops for less than 1200 €"),
            ("under 1.299,00 €", "under 1299 €"),
            ("under 19,99 €", "under 19.99 €"),
            ("under ₹1,20,000", "under ₹120000"),
            ("phones under 2 lakh", "phones under 200000"),
            ("apps with 100k+ reviews", "apps with 100000+ reviews"),
            ("a billion+ installs", "1000000000+ installs"),
            ("at least a million installs", "at least 1000000 installs"),
            ("over 1M downloads", "over 1000000 downloads"),
            ("5m+ views", "5000000+ views"),
            ("cables under 2m", "cables under 2m"),
            ("under one million", "under 1000000"),
            ("a million things", "1 million things"),
            ("under 20k", "under 20000"),
            ("between 1.5k and 2k", "between 1500 and 2000"),
            ("below Rs 25,000", "below Rs 25,000"),
            ("cars under 30k euros", "cars under 30000 euros"),
            ("over €3k", "over €3000"),
        ];
        for (q, want) in cases {
            assert_eq!(plain_amounts(q), want, "{q}");
        }
        for (q, want) in [
            ("below SAR 1,000", "below 1,000 SAR"),
            ("under EUR 900 please", "under 900 EUR please"),
            ("phones under Rs 25,000", "phones under 25,000 Rs"),
            ("INR 35,000", "35,000 INR"),
        ] {
            assert_eq!(amount_before_code(q), want, "{q}");
        }
        // A code not before an amount, and a currency word before a non-number, stay.
        for q in ["prices in EUR", "euro 2024 edition", "USD"] {
            assert_eq!(amount_before_code(q), q, "{q}");
        }
        // A catalog that groups thousands with dots: any dot-grouped integer is thousands.
        assert_eq!(plain_amounts_with("less than 30.000 km", true), "less than 30000 km");
        assert_eq!(myriads("keyboards under 5만원"), "keyboards under 50000원");
        assert_eq!(myriads("under 15만, 1,500만원"), "under 150000, 15000000원");
        assert_eq!(myriads("3万円以下"), "30000円以下");
        assert_eq!(myriads("30만원대 keyboards"), "between 300000 and 399999원 keyboards");
        assert_eq!(myriads("5만원대"), "between 50000 and 59999원");
        assert_eq!(myriads("1.5억"), "150000000");
        assert_eq!(myriads("a 5000 mAh battery, 만"), "a 5000 mAh battery, 만");
        assert_eq!(plain_amounts_with("a 6.1 inch screen, 1.000 km", true), "a 6.1 inch screen, 1000 km");
        assert_eq!(plain_amounts_with("less than 30.000 km", false), "less than 30.000 km");
        // Not money, not bounded, or already plain: unchanged.
        for q in ["4K TVs under £1,500", "a 6.1 inch screen", "1.200 kg", "version 2.10.3", "5G phones", "sizes 1, 2"]
        {
            assert_eq!(plain_amounts(q), q, "{q}");
        }
        // One comma before one or two digits is a decimal comma, money or not.
        assert_eq!(plain_amounts("between 1,8 and 2 m high"), "between 1.8 and 2 m high");
        assert_eq!(plain_amounts("15,6 inch full hd"), "15.6 inch full hd");
        assert_eq!(plain_amounts("12,5"), "12.5");
    }

    #[test]
    fn a_range_writes_its_multiplier_once() {
        assert_eq!(plain_amounts("road bikes between 2 and 3 grand"), "road bikes between 2000 and 3000 bucks");
        assert_eq!(plain_amounts("from 1 to 1.5k euros"), "from 1000 to 1500 euros");
        // Not a range: the low end would be above the high one.
        assert_eq!(plain_amounts("between 5 and 3k"), "between 5 and 3000");
        // The low end is not after a bound or next to money: only "3 grand" is an amount.
        assert_eq!(plain_amounts("pick 2 and 3 grand"), "pick 2 and 3000 bucks");
    }
}

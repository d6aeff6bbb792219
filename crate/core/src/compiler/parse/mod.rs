//! Stage 2, mentions: the [`Parser`] finds what the question mentions.

mod categories;
mod cues;
mod entries;
mod numbers;
mod phrases;
mod resolutions;
mod semantic;
mod sides;
mod values;
mod versions;

pub(crate) use entries::label_match;

use super::normalize::Tokens;
use super::*;
use crate::compiler::lexicon::{EntryKind, TokenKind};
use crate::compiler::semantic_lexicon::FlagRef;
use crate::text::units::{self, Unit};

/// Least encoder cosine for words the catalog never writes to name a category.
pub(crate) const SEMANTIC_CATEGORY_MIN: f64 = 0.7;

/// Least encoder cosine for such a word to name a yes/no spec ("icemaker" ≈ Ice Maker 0.78)…
pub(crate) const SEMANTIC_FLAG_MIN: f64 = 0.75;

/// …and its lead over the next one (labels are short and many, so more than for categories).
pub(crate) const SEMANTIC_FLAG_MARGIN: f64 = 0.25;

/// How far ahead of the runner-up an encoder match must be.
pub(crate) const SEMANTIC_MARGIN: f64 = 0.15;

/// Cosine to some spec label above which an unexplained word is taken for an ignored constraint.
pub(crate) const SEMANTIC_SPEC_LIKE: f64 = 0.45;

/// Least cosine of one word of a two-word span to the category the span names.
pub(crate) const SEMANTIC_WORD_MIN: f64 = 0.35;

/// Least cosine of the best of several string-matched categories for the encoder to narrow them.
pub(crate) const SEMANTIC_NARROW_MIN: f64 = 0.5;

/// Below this cosine a string-matched category is unrelated and may be dropped.
pub(crate) const SEMANTIC_UNRELATED: f64 = 0.3;

#[derive(Debug, Clone)]
pub(crate) struct CatMention {
    pub(crate) cats: Vec<u32>,
    pub(crate) start: usize,
    pub(crate) end: usize,
    pub(crate) score: f64,
    pub(crate) plural: bool,
    /// Encoder similarity, when the encoder found or narrowed the match.
    pub(crate) similarity: Option<f64>,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Graded {
    pub(crate) pos: usize,
    pub(crate) base: &'static str,
    pub(crate) grade: Grade,
    pub(crate) order: Order,
    /// "more"/"most"/"less"/"least" without an adjective: the ranked thing follows.
    pub(crate) generic: bool,
}

/// Values found next to an entry mention, and the token span they cover.
pub(crate) type ScopedValues = (Vec<(u32, u32)>, usize, usize);

pub(crate) struct Parser<'a> {
    pub(crate) lex: &'a Lexicon,
    pub(crate) sem: Option<&'a SemanticLexicon>,
    pub(crate) toks: Vec<Token>,
    pub(crate) sing: Vec<String>,
    pub(crate) used: Vec<bool>,
    pub(crate) items: Vec<(NameRef, usize)>,
    /// Compared sides named by part of their names: `(label, products, first token)`.
    pub(crate) groups: Vec<(String, Vec<u32>, usize)>,
    pub(crate) cats: Vec<CatMention>,
    pub(crate) count: bool,
    pub(crate) how_much: bool,
    pub(crate) price_word: bool,
    pub(crate) graded: Vec<Graded>,
    pub(crate) k: Option<usize>,
    pub(crate) conds: Vec<(Cond, f64, String, usize)>,
    pub(crate) targets: Vec<(Target, f64, String, usize)>,
    pub(crate) sup_target: Option<(Target, f64, String)>,
    /// Why the question cannot be answered, each with the stage that found it.
    pub(crate) problems: Vec<(Stage, String)>,
    /// A price was asked of a catalog without prices ([`crate::compiler::Compiled::asks_price_of_unpriced`]).
    pub(crate) asks_unpriced: bool,
    pub(crate) brand: HashSet<&'a str>,
    /// Encoder similarity of conditions the encoder matched (by index into `conds`).
    pub(crate) cond_similarity: HashMap<usize, f64>,
    /// The number being attached carries a unit the catalog taught the build ("97 points"): only
    /// entries with that unit are candidates. Set and cleared around `attach_number`.
    pub(crate) learned_unit: Option<String>,
    /// The question names the kind of product it wants in a word that is no constraint (the
    /// catalog's own noun, "wines"; a word shared by many categories, "furniture").
    pub(crate) catalog_noun: bool,
    /// A verb of pairing asks which products go with something ("what goes well with lamb").
    pub(crate) pairing: bool,
    /// Categories of the previous turn of a conversation: the context when the question names
    /// none ("sort them by battery" after "phones under £500").
    pub(crate) prior_context: Vec<Vec<u32>>,
    /// Without an encoder, a pass would have consulted one (see [`Parser::encoder`]).
    pub(crate) wants_encoder: std::cell::Cell<bool>,
    /// Without an encoder, words the encoder would have tried as a category's name: the
    /// encoder is wanted if one is still unexplained when the passes end.
    pub(crate) unplaced_words: std::cell::RefCell<Vec<usize>>,
}

/// Runs the mentions passes over the question's tokens, in order. Each pass marks the tokens it
/// explains (`used`), so later passes only see what is left.
pub(crate) fn mentions<'a>(
    tokens: Tokens,
    lex: &'a Lexicon,
    sem: Option<&'a SemanticLexicon>,
    prior_context: Vec<Vec<u32>>,
) -> Parser<'a> {
    let tokens = spelled_acronyms(tokens, lex);
    let tokens = expanded_acronyms(tokens, lex);
    let tokens = short_names(tokens, lex);
    let tokens = country_prefixes(tokens, lex);
    let tokens = slips(tokens, lex);
    let tokens = first_and_last_of_age(tokens);
    let mut tokens = split_glued_abbreviations(tokens, lex);
    counted_people(&mut tokens, lex);
    let tokens = party_prices(tokens, lex);
    let tokens = kind_after_value(tokens, lex);
    let tokens = rescaled_scores(tokens, lex);
    let tokens = sensor_formats(tokens, lex);
    let n = tokens.toks.len();
    let mut p = Parser {
        lex,
        sem,
        toks: tokens.toks,
        sing: tokens.sing,
        used: vec![false; n],
        items: Vec::new(),
        groups: Vec::new(),
        cats: Vec::new(),
        count: false,
        how_much: false,
        price_word: false,
        graded: Vec::new(),
        k: None,
        conds: Vec::new(),
        targets: Vec::new(),
        sup_target: None,
        problems: Vec::new(),
        asks_unpriced: false,
        brand: lex.brand_words.iter().map(String::as_str).collect(),
        cond_similarity: HashMap::new(),
        learned_unit: None,
        catalog_noun: false,
        pairing: false,
        prior_context,
        wants_encoder: std::cell::Cell::new(false),
        unplaced_words: std::cell::RefCell::new(Vec::new()),
    };
    p.read_free_from(); // values.rs
    p.read_denied_terms(); // values.rs
    p.read_model_series(); // values.rs
    p.read_examples(); // values.rs
    p.read_noun_grades(); // cues.rs
    p.read_distance_anchor(); // cues.rs
    p.find_items(); // categories.rs
    p.read_folded(); // values.rs
    p.read_adjective_nouns(); // values.rs
    p.read_negated_items(); // categories.rs
    p.read_pairing(); // values.rs
    p.read_modal_verbs(); // values.rs
    p.find_compared_sides(); // sides.rs
    p.read_named_resolutions(); // resolutions.rs
    p.read_versions(); // versions.rs
    p.find_value_phrases(); // phrases.rs
    p.find_categories(); // categories.rs
    p.absorb_category_words(); // categories.rs
    p.absorb_common_words(); // values.rs
    p.read_demonyms(); // values.rs
    p.read_plural_names(); // values.rs
    p.read_abbreviations(); // values.rs
    p.read_absent_countries(); // values.rs
    p.read_absent_names(); // values.rs
    p.read_hybrids(); // values.rs
    p.read_unpriced(); // values.rs
    p.read_sales(); // values.rs
    p.find_cues(); // cues.rs
    p.find_numbers(); // numbers.rs
    p.join_number_alternatives(); // numbers.rs
    p.resolve_graded(); // cues.rs
    p.read_price_label_words(); // cues.rs
    p.read_places_within_top(); // cues.rs
    p.read_intensifiers(); // values.rs
    p.read_prose_claims(); // values.rs
    p.find_phrases(); // values.rs
    p.read_rated_values(); // values.rs
    p.find_semantic_flags(); // semantic.rs
    p.read_values_also_named(); // values.rs
    p.read_restated_entries(); // values.rs
    p.read_verb_entries(); // values.rs
    p.read_prose_counts(); // values.rs
    p.find_name_words(); // values.rs
    p.find_prose_terms(); // values.rs
    p.read_absent_kinds(); // values.rs
    p.negate_named_values(); // values.rs
    p
}

/// Makes token `k` the number `x`, as the rewrites of amounts do ("500 per person" → 1000).
fn set_number(tokens: &mut Tokens, k: usize, x: f64) {
    tokens.toks[k].kind = TokenKind::Number(x);
    tokens.toks[k].text = format!("{x}");
    tokens.sing[k] = format!("{x}");
}

/// "rated 8/10 or better" where the catalog's ratings run to 5: a score on another scale (5, 10
/// or 100) after a word of rating is the same share of the catalog's scale (4).
fn rescaled_scores(mut tokens: Tokens, lex: &Lexicon) -> Tokens {
    // The catalog's scale, read only for a question that writes a score ("8/10" after a word of
    // rating); a count of ratings runs far past 100 and sets none.
    let scale = || {
        let rating = |e: &crate::compiler::lexicon::Entry| {
            e.scored > 0
                || crate::compiler::lexicon::name_words(&e.name)
                    .iter()
                    .any(|w| matches!(w.as_str(), "rating" | "score" | "rated"))
        };
        let top = lex
            .entries
            .iter()
            .filter(|e| rating(e))
            .flat_map(|e| e.units.iter().map(|u| u.max))
            .filter(|&x| x <= 100.0)
            .fold(0.0, f64::max);
        [5.0, 10.0, 100.0].into_iter().find(|s| top > 0.0 && top <= *s)
    };
    let mut k = 0;
    while k + 1 < tokens.toks.len() {
        let (n, m) = (tokens.toks[k].number(), tokens.toks[k + 1].number());
        let cue = (k.saturating_sub(2)..k).any(|j| {
            matches!(tokens.toks[j].text.as_str(), "rated" | "rating" | "score" | "scored" | "scoring" | "stars")
        });
        if let (Some(n), Some(m)) = (n, m) {
            if cue && tokens.toks[k + 1].hyphen_before && [5.0, 10.0, 100.0].contains(&m) && n <= m {
                if let Some(scale) = scale().filter(|s| *s != m) {
                    set_number(&mut tokens, k, n * scale / m);
                    tokens.toks.remove(k + 1);
                    tokens.sing.remove(k + 1);
                }
            }
        }
        k += 1;
    }
    tokens
}

/// "andhra food", "thai food", "mexican dishes": after a word of a value or a name, a noun for
/// the kind of thing says no more, unless the two are written together ("Street Food", "Side
/// Dish"): it is no "Food Court" category, no "food colour" ingredient.
fn kind_after_value(mut tokens: Tokens, lex: &Lexicon) -> Tokens {
    const KIND_NOUNS: &[&str] = &["food", "dish", "cuisine", "meal"];
    let ix = &lex.index;
    let written_together = |a: &str, b: &str| {
        let pair = |t: &Vec<String>| t.windows(2).any(|w| w[0] == a && w[1] == b);
        ix.value_words.get(a).into_iter().flatten().any(|(e, v)| pair(&ix.value_tokens[*e as usize][*v as usize]))
            || ix.category_tokens.iter().any(pair)
    };
    let mut k = 1;
    while k < tokens.toks.len() {
        let (prev, this) = (&tokens.sing[k - 1], &tokens.sing[k]);
        let after_value =
            tokens.toks[k - 1].is_word() && (ix.value_words.contains_key(prev) || ix.name_first.contains_key(prev));
        if KIND_NOUNS.contains(&this.as_str())
            && !tokens.toks[k].boundary_before
            && after_value
            && !written_together(prev, this)
        {
            tokens.toks.remove(k);
            tokens.sing.remove(k);
            continue;
        }
        k += 1;
    }
    tokens
}

/// "under 300 bucks for two", "500 per person": where the shop's price is for a party ("Approx
/// cost for two people"), that party after an amount says no more, and a head's price is the
/// party's divided among it (the amount times the party).
fn party_prices(mut tokens: Tokens, lex: &Lexicon) -> Tokens {
    let Some(party) = lex.index.price_party else { return tokens };
    let money = |t: &Token| {
        matches!(t.text.as_str(), "bucks" | "buck" | "rupees" | "rupee" | "rs" | "dollars" | "euros" | "pounds")
            || [t.orig.as_str(), t.text.as_str()]
                .iter()
                .any(|s| units::normalize_unit(s).is_some_and(|u| u.dimension == units::Dimension::Currency))
    };
    let counts =
        |t: &Token| t.number().or_else(|| crate::compiler::words::number_word(&t.text)) == Some(f64::from(party));
    let mut k = 0;
    while k < tokens.toks.len() {
        let Some(amount) = tokens.toks[k].number() else {
            k += 1;
            continue;
        };
        let mut at = k + 1;
        if tokens.toks.get(at).is_some_and(|t| money(t) && !t.boundary_before) {
            at += 1;
        }
        let word = |j: usize| tokens.toks.get(j).filter(|t| !t.boundary_before).map(|t| t.text.as_str());
        let people = |j: usize| matches!(word(j), Some("people" | "persons" | "person" | "ppl" | "pax"));
        let (drop, share) = if word(at) == Some("for") && tokens.toks.get(at + 1).is_some_and(counts) {
            (at..at + 2 + usize::from(people(at + 2)), false)
        } else if matches!(word(at), Some("per" | "a" | "each"))
            && matches!(word(at + 1), Some("person" | "head" | "pax"))
        {
            (at..at + 2, true)
        } else if word(at) == Some("pp") {
            (at..at + 1, true)
        } else {
            k += 1;
            continue;
        };
        if share {
            set_number(&mut tokens, k, amount * f64::from(party));
        }
        tokens.toks.drain(drop.clone());
        tokens.sing.drain(drop);
        k += 1;
    }
    tokens
}

/// "for 4 people", "sleeps 6 people": where a spec counts guests ("Guests", "Accommodates"),
/// people a number counts are persons, a word the label thesaurus reads as guests ("people"
/// alone is a stop word: "what do people say"; a game's "5 people" stays with its players).
/// Where a spec counts servings instead (a recipe's "Servings"), they are servings, and so are
/// "more people" and a party "for two" at the end of a phrase ("italian recipes for two").
fn counted_people(tokens: &mut Tokens, lex: &Lexicon) {
    let (plural, singular) = if lex.index.entry_words.contains_key("guest") {
        ("persons", "person")
    } else if lex.index.entry_words.contains_key("serving") {
        ("servings", "serving")
    } else {
        return;
    };
    let servings = singular == "serving";
    let mut k = 1;
    while k < tokens.toks.len() {
        let before = tokens.toks[k - 1].clone();
        let counts = before.number().is_some()
            || (servings && matches!(before.text.as_str(), "more" | "most" | "fewer" | "fewest" | "many"));
        if matches!(tokens.toks[k].text.as_str(), "people" | "persons" | "ppl")
            && counts
            && !tokens.toks[k].boundary_before
        {
            tokens.toks[k].text = plural.into();
            tokens.sing[k] = singular.into();
        }
        // "for two", "for 4" ending a phrase: that many servings.
        let party = crate::compiler::words::number_word(&tokens.toks[k].text).or(tokens.toks[k].number());
        let ends = tokens.toks.get(k + 1).is_none_or(|t| t.boundary_before);
        if servings && before.text == "for" && ends && party.is_some_and(|n| (1.0..=100.0).contains(&n)) {
            let n = party.unwrap_or_default();
            let number = Token {
                text: format!("{n}"),
                orig: format!("{n}"),
                kind: TokenKind::Number(n),
                ..tokens.toks[k].clone()
            };
            let noun = Token {
                text: plural.into(),
                orig: plural.into(),
                kind: TokenKind::Word,
                boundary_before: false,
                hyphen_before: false,
                glued: false,
                ..tokens.toks[k].clone()
            };
            tokens.toks[k] = number;
            tokens.sing[k] = format!("{n}");
            tokens.toks.insert(k + 1, noun);
            tokens.sing.insert(k + 1, singular.into());
            k += 1;
        }
        k += 1;
    }
}

/// Camera sensor formats by their crop factor (the industry's definitions, not a catalog's):
/// the words, and the bound they stand for.
const SENSOR_FORMATS: &[(&[&str], &str)] = &[
    (&["full", "frame"], "1.05 or less"),
    (&["fullframe"], "1.05 or less"),
    (&["aps", "c"], "between 1.5 and 1.7"),
    (&["apsc"], "between 1.5 and 1.7"),
    (&["micro", "four", "thirds"], "between 1.9 and 2.1"),
    (&["four", "thirds"], "between 1.9 and 2.1"),
    (&["micro", "4", "3"], "between 1.9 and 2.1"),
    (&["medium", "format"], "under 0.9"),
    (&["1", "inch", "sensor"], "between 2.6 and 2.8"),
];

/// "full frame", "APS-C", "micro four thirds": where a spec is labelled "Crop factor" and no
/// value writes the format's words, the format is its crop factor ("crop factor 1.05 or less").
fn sensor_formats(tokens: Tokens, lex: &Lexicon) -> Tokens {
    let ix = &lex.index;
    let crop = ix.entry_tokens.iter().any(|t| t.windows(2).any(|w| w[0] == "crop" && w[1] == "factor"));
    if !crop {
        return tokens;
    }
    let Tokens { toks, sing } = tokens;
    let mut out = Tokens { toks: Vec::with_capacity(toks.len()), sing: Vec::with_capacity(sing.len()) };
    let mut i = 0;
    while i < toks.len() {
        let found = SENSOR_FORMATS.iter().find(|(words, _)| {
            toks.len() >= i + words.len()
                && words
                    .iter()
                    .enumerate()
                    .all(|(k, w)| toks[i + k].text == *w && (k == 0 || !toks[i + k].boundary_before))
                && !ix.value_tokens.iter().flatten().any(|v| {
                    // A value that writes the format's words ("1 inch sensor" as "1-inch sensor");
                    // one word beside numbers ("micro" of "micro 4/3") says no format alone.
                    let named: Vec<&&str> = words.iter().filter(|w| w.parse::<f64>().is_err()).collect();
                    (named.len() > 1 || named.len() == words.len()) && named.iter().all(|w| v.iter().any(|t| t == **w))
                })
        });
        let Some((words, bound)) = found else {
            out.toks.push(toks[i].clone());
            out.sing.push(sing[i].clone());
            i += 1;
            continue;
        };
        for (k, mut t) in lexicon::tokenize(&format!("crop factor {bound}")).into_iter().enumerate() {
            t.boundary_before = k == 0 && toks[i].boundary_before;
            out.sing.push(if t.is_word() { crate::text::names::singular(&t.text) } else { t.text.clone() });
            out.toks.push(t);
        }
        i += words.len();
    }
    out
}

/// "aircon" for "Air conditioning": a word the catalog does not write that is one value's first
/// word glued to the start (three letters or more) of its next word is those two words. Only
/// where exactly one such pair of words exists among the values.
fn split_glued_abbreviations(tokens: Tokens, lex: &Lexicon) -> Tokens {
    let ix = &lex.index;
    let Tokens { toks, sing } = tokens;
    let mut out = Tokens { toks: Vec::with_capacity(toks.len()), sing: Vec::with_capacity(sing.len()) };
    for (t, s) in toks.into_iter().zip(sing) {
        let w = t.text.as_str();
        let candidate = t.is_word()
            && w.len() >= 5
            && w.chars().all(|c| c.is_ascii_lowercase())
            && !ix.words.contains(w)
            && !ix.words.contains(&s)
            && !ix.name_words.contains(&s)
            && !ix.prose.contains_key(&crate::text::names::term_stem(w));
        let mut pairs: Vec<(&str, &str)> = Vec::new();
        // The value words the word starts with (looked up, not scanned), then the values that
        // write one of them.
        for cut in (2..w.len().saturating_sub(2)).filter(|_| candidate) {
            let (a, rest) = w.split_at(cut);
            let Some(values) = ix.value_words.get(a) else { continue };
            for &(e, v) in values {
                for pair in ix.value_tokens[e as usize][v as usize].windows(2) {
                    let (first, b) = (pair[0].as_str(), pair[1].as_str());
                    if first == a && b.len() > rest.len() && b.starts_with(rest) && !pairs.contains(&(first, b)) {
                        pairs.push((first, b));
                    }
                }
            }
        }
        if let [(a, b)] = pairs[..] {
            let second = Token {
                text: b.to_owned(),
                orig: b.to_owned(),
                boundary_before: false,
                hyphen_before: false,
                glued: false,
                ..t.clone()
            };
            out.sing.push(crate::text::names::singular(a));
            out.toks.push(Token { text: a.to_owned(), orig: a.to_owned(), ..t });
            out.sing.push(crate::text::names::singular(b));
            out.toks.push(second);
        } else {
            out.toks.push(t);
            out.sing.push(s);
        }
    }
    out
}

/// A lowercase word (`w`, singular `s`) no spec, category or value of the catalog writes and
/// no word of the question's own grammar ("most", "than", "not", "cheap"): one an acronym can
/// stand for or spell.
fn plain_unknown_word(w: &str, s: &str, lex: &Lexicon) -> bool {
    plain_word(w) && !lex.index.words.contains(s) && !lex.index.words.contains(w)
}

/// A word of letters that is no word of the question's grammar (stop word, comparator,
/// negation, graded adjective, hint).
fn plain_word(w: &str) -> bool {
    w.chars().all(|c| c.is_ascii_lowercase())
        && !is_stop(w)
        && !comparator_word(w)
        && !NEGATIONS.contains(&w)
        && adjective(w).is_none()
        && hint(w).is_none()
}

/// "AWD" where the catalog writes "All Wheel Drive", "EVs" beside "Battery Electric Vehicle": a
/// short word the catalog never writes whose letters are the initials of consecutive words of
/// one value, category or spec label (the same words wherever they occur) is those words.
fn expanded_acronyms(tokens: Tokens, lex: &Lexicon) -> Tokens {
    let ix = &lex.index;
    // A word a few names write ("MG ZS EV", fewer than a fifth of the names) is still the acronym when written in
    // capitals and not right after a word of a name ("the cheapest EV", not "Kona EV").
    let rare_in_names = |w: &str| lex.items_named([lexicon::name_key(w)]).len() * 5 < lex.items.len();
    let candidate = |t: &Token, s: &str, after_name_word: bool| {
        let w = t.text.as_str();
        let shouted = t.orig.chars().filter(char::is_ascii_alphabetic).take(2).all(|c| c.is_ascii_uppercase());
        let name_word = ix.name_words.contains(w) || ix.name_words.contains(s);
        let acronym_of_names = name_word
            && shouted
            && !after_name_word
            && rare_in_names(w)
            && rare_in_names(s)
            && !ix.is_label_word(w)
            && !ix.is_label_word(s)
            && plain_word(w);
        t.is_word()
            && (2..=5).contains(&w.len())
            && ((plain_unknown_word(w, s, lex) && !name_word) || acronym_of_names)
            && crate::text::units::normalize_unit(w).is_none()
    };
    // The one run of words whose initials spell `letters`, if exactly one does.
    let expansion = |letters: &str| -> Option<Vec<String>> {
        let n = letters.len();
        let mut found: Option<Vec<String>> = None;
        let labels = ix.value_tokens.iter().flatten().chain(ix.category_tokens.iter()).chain(ix.entry_tokens.iter());
        for words in labels {
            for run in words.windows(n) {
                let spells = run.iter().zip(letters.chars()).all(|(w, c)| w.starts_with(c) && w.len() > 1);
                if !spells {
                    continue;
                }
                match &found {
                    Some(f) if f.as_slice() != run => return None,
                    Some(_) => {}
                    None => found = Some(run.to_vec()),
                }
            }
        }
        found
    };
    let Tokens { toks, sing } = tokens;
    let mut out = Tokens { toks: Vec::with_capacity(toks.len()), sing: Vec::with_capacity(sing.len()) };
    let mut after_name_word = false;
    for (t, s) in toks.into_iter().zip(sing) {
        // Two letters only as written in capitals ("EV", "EVs"): "ok", "hi" are words.
        let shouted = t.orig.chars().take(2).all(|c| c.is_ascii_uppercase());
        let follows_name = std::mem::replace(&mut after_name_word, t.is_word() && ix.name_words.contains(&s));
        let words = if candidate(&t, &s, follows_name) && (t.text.trim_end_matches('s').len() > 2 || shouted) {
            let w = t.text.as_str();
            // "EVs": the plural of an acronym.
            expansion(w).or_else(|| w.strip_suffix('s').filter(|b| b.len() >= 2).and_then(expansion))
        } else {
            None
        };
        match words {
            Some(words) => {
                for (k, w) in words.into_iter().enumerate() {
                    out.sing.push(crate::text::names::singular(&w));
                    out.toks.push(Token {
                        // As the shopper wrote it ("UK"): no pass reads "Kingdom" of "united
                        // kingdom" as a product's name.
                        text: w,
                        orig: t.orig.clone(),
                        boundary_before: k == 0 && t.boundary_before,
                        hyphen_before: k == 0 && t.hyphen_before,
                        glued: false,
                        ..t.clone()
                    });
                }
            }
            None => {
                out.toks.push(t);
                out.sing.push(s);
            }
        }
    }
    out
}

/// "omgea", "volkswagon", "vanila": a word of five letters or more the catalog never writes
/// that is one slip from exactly one word that starts its names (the maker's place) — two
/// neighbouring letters swapped, a letter left out, or, from seven letters, one letter wrong
/// or extra (same first letter) — is that word. A word of values ("Vanilla") is a candidate
/// only for a letter left out or two swapped: "roguelike" is no slip of the tag "roguelite".
fn slips(mut tokens: Tokens, lex: &Lexicon) -> Tokens {
    let ix = &lex.index;
    let swapped = |a: &str, b: &str| {
        let (a, b) = (a.as_bytes(), b.as_bytes());
        if a.len() != b.len() {
            return false;
        }
        let diff: Vec<usize> = (0..a.len()).filter(|&k| a[k] != b[k]).collect();
        diff.len() == 2 && diff[1] == diff[0] + 1 && a[diff[0]] == b[diff[1]] && a[diff[1]] == b[diff[0]]
    };
    for (t, s) in tokens.toks.iter_mut().zip(tokens.sing.iter_mut()) {
        let w = t.text.as_str();
        let known = |x: &str| ix.words.contains(x) || ix.name_words.contains(x);
        // A word the prose states ("pizza") is the shopper's own, not a slip of a value ("Piazza").
        let in_prose = |x: &str| {
            let stem = crate::text::names::term_stem(x);
            ix.prose.contains_key(&stem)
                || ix.prose_denied.contains_key(&stem)
                || lex.prose_common_terms.contains(&stem)
        };
        if !t.is_word() || w.len() < 5 || !plain_word(w) || known(w) || known(s) || in_prose(w) {
            continue;
        }
        // British and American spellings: "parlours" of "Parlor", "color" of "Colour", "centre"
        // of "Center"; a thing named by what it has many of: "seater" of "Seats"; an adverb or
        // a participle of the catalog's word: "heavily trafficked" of the traffic "Heavy".
        let respelt = [(s.as_str(), "our", "or"), (s.as_str(), "or", "our")]
            .into_iter()
            .filter_map(|(x, a, b)| x.find(a).map(|k| format!("{}{b}{}", &x[..k], &x[k + a.len()..])))
            .chain(
                [("re", "er"), ("er", "re"), ("er", ""), ("ily", "y"), ("ly", ""), ("ked", "")]
                    .into_iter()
                    .filter_map(|(a, b)| s.strip_suffix(a).map(|x| format!("{x}{b}"))),
            )
            .find(|x| known(x));
        if let Some(x) = respelt {
            t.text = x.clone();
            t.orig = x.clone();
            *s = x;
            continue;
        }
        let mut found: Option<&String> = None;
        let mut several = false;
        let near = (w.len() - 1..=w.len() + 1).filter_map(|n| ix.slip_targets.get(&(w.as_bytes()[0], n)));
        for (c, maker) in near.flatten() {
            let maker = *maker;
            let slip = swapped(w, c)
                || (c.len() == w.len() + 1 && strsim::osa_distance(w, c) == 1)
                || (maker && w.len() >= 7 && strsim::osa_distance(w, c) == 1);
            if slip && found.is_some() {
                several = true;
                break;
            }
            if slip {
                found = Some(c);
            }
        }
        if let (Some(c), false) = (found, several) {
            // Written as the catalog writes it, so names and ranges read it as theirs.
            t.text = c.clone();
            t.orig = c.clone();
            *s = crate::text::names::singular(c);
        }
    }
    tokens
}

/// "which came out first", "released first", "added last": after a verb of release, "first"
/// and "last" grade age ("earliest", "latest").
fn first_and_last_of_age(mut tokens: Tokens) -> Tokens {
    const RELEASED: &[&str] =
        &["out", "came", "released", "launched", "published", "added", "listed", "announced", "made"];
    for k in 1..tokens.toks.len() {
        let graded = match tokens.toks[k].text.as_str() {
            "first" => "earliest",
            "last" => "latest",
            _ => continue,
        };
        if RELEASED.contains(&tokens.toks[k - 1].text.as_str()) && !tokens.toks[k].boundary_before {
            tokens.toks[k].text = graded.to_owned();
            tokens.sing[k] = graded.to_owned();
        }
    }
    tokens
}

/// "K-dramas", "J-pop", "C-dramas": a country's initial joined to a kind by a hyphen is its
/// adjective ("korean dramas"), where the catalog writes the adjective or the country.
fn country_prefixes(mut tokens: Tokens, lex: &Lexicon) -> Tokens {
    let ix = &lex.index;
    for k in 0..tokens.toks.len().saturating_sub(1) {
        let adjective = match tokens.toks[k].text.as_str() {
            "k" => "korean",
            "j" => "japanese",
            "c" => "chinese",
            _ => continue,
        };
        let country = DEMONYMS.iter().find(|(d, _)| *d == adjective).map(|(_, c)| c[0]).unwrap_or_default();
        let next = &tokens.toks[k + 1];
        let written = |w: &str| ix.words.contains(w) || ix.value_words.contains_key(w) || ix.is_category_word(w);
        if next.hyphen_before && next.is_word() && next.text.len() >= 3 && (written(adjective) || written(country)) {
            tokens.toks[k].text = adjective.to_owned();
            tokens.toks[k].orig = adjective.to_owned();
            tokens.sing[k] = adjective.to_owned();
            tokens.toks[k + 1].hyphen_before = false;
        }
    }
    tokens
}

/// "VW" where the catalog writes "Volkswagen" only in names or as a range, "kibble" where it
/// writes "Dry Food": an everyday word ([`VALUE_SYNONYMS`], [`EVERYDAY_PHRASES`]) the catalog
/// never writes is the words it stands for, before any pass reads the question. A short name
/// a value writes is left to `read_demonyms`, which reads it as that value.
fn short_names(tokens: Tokens, lex: &Lexicon) -> Tokens {
    let ix = &lex.index;
    let Tokens { toks, sing } = tokens;
    let mut out = Tokens { toks: Vec::with_capacity(toks.len()), sing: Vec::with_capacity(sing.len()) };
    for (t, s) in toks.into_iter().zip(sing) {
        let w = t.text.as_str();
        let unknown = t.is_word() && !ix.words.contains(w) && !ix.name_words.contains(w) && !ix.name_words.contains(&s);
        let plural_of = |d: &str| w.strip_suffix('s') == Some(d);
        let name =
            VALUE_SYNONYMS.iter().filter(|_| unknown).find(|(d, _)| *d == w || plural_of(d)).and_then(|(_, names)| {
                names.iter().find(|n| {
                    !ix.value_words.contains_key(**n) && (ix.name_words.contains(**n) || ix.words.contains(**n))
                })
            });
        // A word no label writes (names may: "American Vandal"); a key in capitals as written.
        let unlabelled = t.is_word() && !ix.is_label_word(w) && !ix.is_category_word(&s);
        let said = |d: &str| {
            if d.chars().any(|c| c.is_ascii_uppercase()) {
                t.orig == d
            } else {
                w == d || plural_of(d)
            }
        };
        let phrase = EVERYDAY_PHRASES.iter().filter(|_| unlabelled).find(|(d, _)| said(d)).and_then(|(_, phrases)| {
            let written = |w: &str| {
                let s = crate::text::names::singular(w);
                ix.value_words.contains_key(w)
                    || ix.words.contains(w)
                    || ix.value_words.contains_key(&s)
                    || ix.words.contains(&s)
            };
            phrases.iter().find(|p| p.iter().flat_map(|w| w.split('-')).all(written))
        });
        // (word, joined to the one before by a hyphen)
        let words: Vec<(&str, bool)> = match (name, phrase) {
            (Some(name), _) => vec![(*name, false)],
            (None, Some(phrase)) => {
                phrase.iter().flat_map(|w| w.split('-').enumerate().map(|(k, part)| (part, k > 0))).collect()
            }
            (None, None) => {
                out.toks.push(t);
                out.sing.push(s);
                continue;
            }
        };
        let single = words.len() == 1 && name.is_none();
        for (k, (w, hyphen)) in words.into_iter().enumerate() {
            out.sing.push(crate::text::names::singular(w));
            out.toks.push(Token {
                text: w.to_owned(),
                // As the shopper wrote it ("UK"), so no pass reads the expansion as a name
                // ("Kingdom" of "United Kingdom"); a word for one word ("sth" → "south") is
                // read as that word, names and places included ("South Yarra").
                orig: if single { w.to_owned() } else { t.orig.clone() },
                boundary_before: k == 0 && t.boundary_before,
                hyphen_before: if k == 0 { t.hyphen_before } else { hyphen },
                glued: false,
                ..t.clone()
            });
        }
    }
    out
}

/// "ray tracing cores" where a spec is labelled "RT Cores": two to four words the catalog never
/// writes whose initials spell an upper-case word of a spec's label (an acronym) are that word.
/// Words of the question's own grammar ("most expensive", "more than") never spell one.
fn spelled_acronyms(tokens: Tokens, lex: &Lexicon) -> Tokens {
    let ix = &lex.index;
    let Tokens { toks, sing } = tokens;
    let spells = |k: usize| {
        let w = toks[k].text.as_str();
        toks[k].is_word() && w.len() >= 3 && plain_unknown_word(w, &sing[k], lex)
    };
    let labelled = |initials: &str| {
        let upper = initials.to_uppercase();
        ix.entry_words.get(initials).is_some_and(|es| {
            es.iter().any(|&e| lex.entries[e as usize].name.split(|c: char| !c.is_alphanumeric()).any(|t| t == upper))
        })
    };
    let initials =
        |i: usize, len: usize| -> String { toks[i..i + len].iter().filter_map(|t| t.text.chars().next()).collect() };
    let mut out = Tokens { toks: Vec::with_capacity(toks.len()), sing: Vec::with_capacity(sing.len()) };
    let mut i = 0;
    while i < toks.len() {
        let run = (2..=4usize).rev().find(|&len| {
            i + len <= toks.len()
                && (i..i + len).all(spells)
                && (i + 1..i + len).all(|k| !toks[k].boundary_before)
                && labelled(&initials(i, len))
        });
        match run {
            Some(len) => {
                let acronym = initials(i, len);
                out.sing.push(acronym.clone());
                out.toks.push(Token { text: acronym.clone(), orig: acronym, ..toks[i].clone() });
                i += len;
            }
            None => {
                out.toks.push(toks[i].clone());
                out.sing.push(sing[i].clone());
                i += 1;
            }
        }
    }
    out
}

impl<'a> Parser<'a> {
    /// Records why the question cannot be answered, and which stage found it.
    pub(crate) fn problem(&mut self, stage: Stage, why: String) {
        self.problems.push((stage, why));
    }

    pub(crate) fn word(&self, i: usize) -> &str {
        self.toks.get(i).map(|t| t.text.as_str()).unwrap_or("")
    }

    pub(crate) fn is_word(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(Token::is_word)
    }

    pub(crate) fn span_text(&self, a: usize, b: usize) -> String {
        self.toks[a..b.min(self.toks.len())].iter().map(|t| t.text.as_str()).collect::<Vec<_>>().join(" ")
    }

    pub(crate) fn mark(&mut self, a: usize, b: usize) {
        for u in &mut self.used[a..b.min(self.toks.len())] {
            *u = true;
        }
    }

    pub(crate) fn free(&self, a: usize, b: usize) -> bool {
        b <= self.toks.len() && self.used[a..b].iter().all(|u| !u)
    }
}

pub(crate) fn ctx_cats(cats: &[CatMention]) -> Vec<Vec<u32>> {
    cats.iter().map(|m| m.cats.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compiler::lexicon::Category;
    use crate::compiler::normalize::tokens;

    fn phones() -> Lexicon {
        let mut lex = Lexicon {
            products: 3,
            priced: 3,
            currencies: vec![("GBP".into(), 3)],
            price: Some((100.0, 900.0)),
            categories: vec![
                Category { name: "Smartphones".into(), iri: String::new(), products: 2 },
                Category { name: "Televisions".into(), iri: String::new(), products: 1 },
            ],
            ..Lexicon::default()
        };
        lex.index();
        lex
    }

    #[test]
    fn finds_a_category_a_price_bound_and_a_count_cue() {
        let lex = phones();
        let m = mentions(tokens("How many smartphones under £500?"), &lex, None, Vec::new());
        assert!(m.count, "count cue");
        assert_eq!(m.cats.len(), 1);
        assert_eq!(m.cats[0].cats, vec![0]);
        assert_eq!(m.conds.len(), 1, "{:?}", m.conds);
        assert!(matches!(m.conds[0].0, Cond::Price(Op::Lt(x)) if x == 500.0), "{:?}", m.conds);
        assert!(m.problems.is_empty(), "{:?}", m.problems);
    }

    #[test]
    fn a_price_in_another_currency_is_a_mentions_problem() {
        let lex = phones();
        let m = mentions(tokens("smartphones under $500"), &lex, None, Vec::new());
        assert_eq!(m.problems.first().map(|p| p.0), Some(Stage::Mentions), "{:?}", m.problems);
    }
}

//! Prose facts: the terms a product's own prose states, and the ones it negates ("no FM radio",
//! "without oak", "not included"), stored in the SKG as `skg:statesTerm` / `skg:deniesTerm`
//! literals of term stems ([`term_stem`]), so one SPARQL query can join spec constraints and
//! what the text says ("pinot noirs with cherry flavours under $30"). Offline and generic: no
//! word list of any catalog; a negation cue negates the words after it up to the end of the
//! clause (at most [`NEGATION_REACH`] words), a trailing "not included" / "not available"
//! negates the words before it, and "free" after a word negates that word ("DRM-free", "gluten
//! free"; "non-GMO" is "non" + "GMO").

use crate::compiler::lexicon::tokenize;
use crate::text::names::term_stem;
use std::collections::{BTreeSet, HashMap};

/// Words after a negation cue that it still negates ("no FM radio": two).
const NEGATION_REACH: usize = 3;

/// Words that negate what follows them.
const NEGATIONS: &[&str] = &[
    "no", "not", "non", "without", "never", "none", "nor", "lacks", "lacking", "dont", "doesnt", "isnt", "arent",
    "wasnt", "cant", "cannot",
];

/// "free of gluten", "free from nuts": "free" negates what follows only before these; after a
/// word it negates that word ("gluten free").
const FREE_OF: &[&str] = &["of", "from"];

/// The largest count read before a word ("20,000 abrasion cycles").
const MAX_COUNT: f64 = 100_000.0;

/// A count written as a word: "two" … "twelve", and "dual", "twin", "double" (2), "triple" (3),
/// "quad" (4).
pub fn count_word(w: &str) -> Option<u32> {
    const SPELLED: &[&str] =
        &["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    SPELLED.iter().position(|x| *x == w).map(|n| n as u32 + 1).filter(|n| *n >= 2).or(match w {
        "dual" | "twin" | "double" => Some(2),
        "triple" => Some(3),
        "quad" => Some(4),
        _ => None,
    })
}

/// The term of a count and the word it counts ("10 year" of "10-year guarantee", "2 usb" of
/// "dual USB ports"): stated and asked alike.
pub fn count_term(count: u32, word: &str) -> String {
    format!("{count} {}", term_stem(word))
}

/// Small words a two-word phrase may span, three at most ("ready to drink", "mount it on the wall").
pub const GLUE: &[&str] = &["to", "on", "the", "a", "an", "of", "in", "at", "it"];

/// Words never stored as terms: function words and the most common verbs of prose.
const SKIP: &[&str] = &[
    "the",
    "and",
    "for",
    "with",
    "this",
    "that",
    "these",
    "those",
    "from",
    "into",
    "onto",
    "its",
    "it's",
    "are",
    "was",
    "were",
    "has",
    "have",
    "had",
    "but",
    "you",
    "your",
    "our",
    "their",
    "they",
    "them",
    "which",
    "while",
    "also",
    "more",
    "most",
    "very",
    "can",
    "will",
    "just",
    "than",
    "then",
    "there",
    "here",
    "all",
    "any",
    "some",
    "one",
    "two",
    "out",
    "over",
    "under",
    "off",
    "what",
    "when",
    "where",
    "who",
    "how",
    "such",
    "each",
    "other",
    "both",
    "about",
    "after",
    "before",
    "through",
    "per",
    "yet",
    "may",
    "might",
    "should",
    "would",
    "could",
    "not",
    "without",
    "included",
    "available",
    "put",
    "get",
    "gets",
    "make",
    "makes",
    "use",
    "used",
    "uses",
    "come",
    "comes",
    "take",
    "takes",
    "keep",
    "keeps",
    "give",
    "gives",
    "let",
    "lets",
    "see",
    "look",
    "looks",
    "need",
    "needs",
    "say",
    "says",
    "said",
];

/// What one product's own prose states and negates: term stems, and two-word phrases as their
/// two stems joined by a space ("black cherri", "built-in speaker" → "builtin speaker").
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ProseFacts {
    /// Stems and phrases stated ("smok" for "smoky notes").
    pub stated: BTreeSet<String>,
    /// Stems and phrases negated ("oak" for "no oak").
    pub denied: BTreeSet<String>,
}

/// True for a two-word phrase term ([`ProseFacts`]).
pub fn is_phrase(term: &str) -> bool {
    term.contains(' ')
}

/// A word worth a term: three letters or more, two capitals ("FM", "TV"), or a short mix of
/// digits and letters ("4K", "3D", "5G"); not a function word or an everyday verb.
fn content_word(w: &str, orig: &str) -> bool {
    let letters = w.chars().all(char::is_alphabetic);
    let long = w.chars().count() >= 3;
    let capitals = w.chars().count() == 2 && orig.chars().all(|c| c.is_ascii_uppercase());
    let mixed = (2..=6).contains(&w.chars().count())
        && w.chars().all(|c| c.is_ascii_alphanumeric())
        && w.chars().any(|c| c.is_ascii_digit())
        && w.chars().any(|c| c.is_ascii_alphabetic());
    ((letters && (long || capitals)) || mixed) && !SKIP.contains(&w)
}

/// How many content words back an acronym may spell ("Digital Rights Management Software (DRM)").
const ACRONYM_REACH: usize = 8;

/// Whether the words an acronym spells were negated: `orig` is two to six capitals that are the
/// initials of consecutive words among `recent` (initial, negated); `None` when it spells none.
fn acronym_of(orig: &str, recent: &[(char, bool)]) -> Option<bool> {
    let letters: Vec<char> = orig.chars().collect();
    if !(2..=6).contains(&letters.len()) || !letters.iter().all(char::is_ascii_uppercase) {
        return None;
    }
    recent
        .windows(letters.len())
        .rev()
        .find(|w| w.iter().zip(&letters).all(|((c, _), l)| c == l))
        .map(|w| w.iter().all(|(_, negated)| *negated))
}

/// Terms one product's prose states and negates (stems and two-word phrases), from its
/// markdown text.
pub fn terms_of(text: &str) -> ProseFacts {
    let words = words_of(text);
    let mut stated = BTreeSet::new();
    let mut denied = BTreeSet::new();
    let mut reach = 0usize;
    let mut clause: Vec<String> = Vec::new();
    // The previous content word's stem, whether it was negated and whether it first stated
    // it, while the next word is adjacent to it (a phrase).
    let mut previous: Option<(String, bool, bool)> = None;
    // "dishwasher and microwave safe": the word before "and"/"or" (its stem and negation),
    // then whether the word after it came, so the phrase after also reads with the first word.
    let mut coordinated: Option<(String, bool, bool)> = None;
    let mut glue = 0usize;
    // The initials of the last content words and whether each was negated.
    let mut recent: Vec<(char, bool)> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        if w.boundary {
            reach = 0;
            clause.clear();
        }
        if w.boundary || !w.after_word {
            previous = None;
            coordinated = None;
        }
        let word = w.text.as_str();
        if matches!(word, "and" | "or" | "&") {
            coordinated = previous.as_ref().map(|(stem, negated, _)| (stem.clone(), *negated, false));
            previous = None;
            reach = reach.saturating_sub(1);
            continue;
        }
        // "Wi-Fi not included", "remote not available": the words before are negated.
        if word == "not"
            && words.get(i + 1).is_some_and(|n| matches!(n.text.as_str(), "included" | "available" | "supplied"))
        {
            for c in clause.drain(..) {
                stated.remove(&c);
                denied.insert(c);
            }
            previous = None;
            continue;
        }
        if NEGATIONS.contains(&word)
            || (word == "free" && words.get(i + 1).is_some_and(|n| FREE_OF.contains(&n.text.as_str())))
        {
            reach = NEGATION_REACH;
            previous = None;
            continue;
        }
        // "gluten free", "DRM-free": the word before is negated (only where this word stated it).
        if word == "free" {
            if let Some((stem, false, fresh)) = previous.take().filter(|_| w.after_word && !w.boundary) {
                if fresh {
                    stated.remove(&stem);
                    clause.retain(|c| *c != stem);
                }
                denied.insert(stem);
            }
            continue;
        }
        if !content_word(word, &w.orig) {
            if reach > 0 && !matches!(word, "a" | "an" | "any") {
                reach -= 1;
            }
            // "ready to drink", "mount it on the wall": a phrase spans up to three glue words.
            glue += 1;
            if !GLUE.contains(&word) || glue > 3 {
                previous = None;
            }
            continue;
        }
        glue = 0;
        let stem = term_stem(word);
        // "without Digital Rights Management (DRM)": an acronym of the words just before is
        // negated with them.
        let negated = reach > 0 || acronym_of(&w.orig, &recent) == Some(true);
        reach = reach.saturating_sub(1);
        recent.push((w.orig.chars().next().unwrap_or(' ').to_ascii_uppercase(), negated));
        if recent.len() > ACRONYM_REACH {
            recent.remove(0);
        }
        let phrase = match &previous {
            Some((first, was_negated, _)) if *was_negated == negated => Some(format!("{first} {stem}")),
            _ => None,
        };
        // The word after "and" waits for its head; at the head, the first word of the pair
        // reads with it too ("dishwasher safe" of "dishwasher and microwave safe").
        let shared = match coordinated.take() {
            Some((first, was_negated, false)) if previous.is_none() => {
                coordinated = Some((first, was_negated, true));
                None
            }
            Some((first, was_negated, true)) if phrase.is_some() && was_negated == negated => {
                Some(format!("{first} {stem}"))
            }
            _ => None,
        };
        let counted = w.count.map(|c| count_term(c, word));
        let fresh = !negated && !stated.contains(&stem);
        for term in std::iter::once(stem.clone()).chain(phrase).chain(shared).chain(counted) {
            if negated {
                denied.insert(term);
            } else {
                clause.push(term.clone());
                stated.insert(term);
            }
        }
        previous = Some((stem, negated, fresh));
    }
    ProseFacts { stated, denied }
}

/// The terms a shopper's words ask the prose for, read as the facts are: one word's stem, or the
/// phrase of the last two words ("black cherries" → "black cherr"), with a hyphenated pair also
/// written apart and a pair also written as one word ("wall-mounted" / "wall mounted").
pub fn asked_terms(words: &str) -> Vec<String> {
    let words: Vec<Word> = words_of(words).into_iter().filter(|w| content_word(&w.text, &w.orig)).collect();
    match words.as_slice() {
        [] => Vec::new(),
        [one] => {
            let mut out = vec![term_stem(&one.text)];
            if let [a, b] = one.parts.as_slice() {
                out.push(format!("{} {}", term_stem(a), term_stem(b)));
            }
            out
        }
        [.., a, b] => {
            let (sa, sb) = (term_stem(&a.text), term_stem(&b.text));
            vec![format!("{sa} {sb}"), term_stem(&format!("{}{}", a.text, b.text)), format!("{sb} {sa}")]
        }
    }
}

/// A word of a text: lowercase, as written, and whether a clause boundary comes before it.
struct Word {
    text: String,
    /// The hyphen-joined pieces ("wi", "fi" of "Wi-Fi"); one piece for a plain word.
    parts: Vec<String>,
    orig: String,
    boundary: bool,
    /// The token before it is a word (no number or symbol between them).
    after_word: bool,
    /// A count right before it, in digits or words, in the same clause ("10-year", "2 USB",
    /// "two ports", "dual SIM").
    count: Option<u32>,
}

/// The words of a text; words joined by a hyphen are one word ("Wi-Fi" → "wifi"), as the
/// question compiler reads them too.
fn words_of(text: &str) -> Vec<Word> {
    let mut out: Vec<Word> = Vec::new();
    let mut boundary = false;
    let mut prev_word = false;
    // The count just read (a whole number token), until the next token.
    let mut count: Option<u32> = None;
    for t in tokenize(text) {
        boundary |= t.boundary_before;
        if !t.is_word() {
            prev_word = false;
            count = t
                .number()
                .filter(|n| n.fract() == 0.0 && *n >= 1.0 && *n <= MAX_COUNT)
                .map(|n| n as u32)
                .filter(|_| !t.text.contains('.'));
            if t.number().is_none() {
                count = None;
            }
            continue;
        }
        // "non-GMO" is "non" then "GMO"; "DRM-free" is "DRM" then "free" (`terms_of` negates).
        let split_off = out.last().is_some_and(|last| last.parts == ["non"]) || t.text == "free";
        match out.last_mut() {
            Some(last) if prev_word && t.hyphen_before && !split_off => {
                last.text.push_str(&t.text);
                last.orig.push_str(&t.orig);
                last.parts.push(t.text.clone());
            }
            _ => {
                // "two ports", "dual SIM": a count word before the word counts too.
                let spelled = out.last().filter(|_| prev_word && !t.boundary_before).and_then(|w| count_word(&w.text));
                let counted = if prev_word { spelled } else { count.filter(|_| !t.boundary_before) };
                out.push(Word {
                    text: t.text.clone(),
                    parts: vec![t.text.clone()],
                    orig: t.orig.clone(),
                    boundary: std::mem::take(&mut boundary),
                    after_word: prev_word,
                    count: counted,
                })
            }
        }
        count = None;
        prev_word = true;
    }
    out
}

/// The prose facts of a catalog: per product (same order as `texts`), the stated and negated
/// terms of its own prose ([`read_each`]), filtered catalog-wide by [`catalog_filter`].
pub fn catalog_facts(texts: &[Option<&str>]) -> (Vec<ProseFacts>, Vec<String>) {
    catalog_filter(read_each(texts), texts)
}

/// Each text's own prose facts ([`terms_of`]; none without a text), before the catalog filter.
pub fn read_each(texts: &[Option<&str>]) -> Vec<ProseFacts> {
    texts.iter().map(|t| t.map(terms_of).unwrap_or_default()).collect()
}

/// The catalog-wide filter of prose facts, whichever reader produced them (this offline reading,
/// or it with a model's additions at build time): per product (same order as `texts`), the
/// stated and negated terms kept. Terms stated by more than half of the products that have prose
/// are dropped (they describe the catalog, not a product: "wine", "palate"). Returns the kept
/// facts and how many terms at least four in five of them state (the lexicon keeps those: a
/// question word among them asks nothing — "taste" where every text has a "Tasting note").
pub fn catalog_filter(facts: Vec<ProseFacts>, texts: &[Option<&str>]) -> (Vec<ProseFacts>, Vec<String>) {
    let with_prose = texts.iter().filter(|t| t.is_some_and(|t| !t.trim().is_empty())).count();
    let mut df: HashMap<&str, usize> = HashMap::new();
    for f in &facts {
        for s in &f.stated {
            *df.entry(s.as_str()).or_default() += 1;
        }
    }
    // Dropped: terms that describe the catalog, and phrases only one product writes (its two
    // words find it alone).
    let dropped: BTreeSet<String> = df
        .iter()
        .filter(|(s, n)| (with_prose >= 4 && **n * 2 > with_prose) || (is_phrase(s) && **n < 2))
        .map(|(s, _)| (*s).to_owned())
        .collect();
    let universal: Vec<String> =
        df.iter().filter(|(_, n)| with_prose >= 4 && **n * 5 >= with_prose * 4).map(|(s, _)| (*s).to_owned()).collect();
    let kept = facts
        .into_iter()
        .map(|f| ProseFacts {
            stated: f.stated.into_iter().filter(|s| !dropped.contains(s)).collect(),
            denied: f.denied,
        })
        .collect();
    let mut universal = universal;
    universal.sort();
    (kept, universal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(words: &[&str]) -> BTreeSet<String> {
        words.iter().map(|w| term_stem(w)).collect()
    }

    #[test]
    fn states_terms_and_negates_what_a_cue_governs() {
        let ProseFacts { stated, denied } =
            terms_of("Smoky and rich, with cherry notes. No oak at all; it is not sweet.");
        for w in ["smoky", "rich", "cherry", "notes"] {
            assert!(stated.contains(&term_stem(w)), "{w}: {stated:?}");
        }
        assert!(denied.is_superset(&set(&["oak", "sweet"])), "{denied:?}");
        assert!(!stated.contains(&term_stem("oak")) && !stated.contains(&term_stem("sweet")), "{stated:?}");
    }

    #[test]
    fn a_word_joined_by_and_reads_with_the_head_after_the_pair() {
        let stated = terms_of("Dishwasher and microwave safe. Salt or pepper, shaker.").stated;
        for phrase in [("dishwasher", "safe"), ("microwave", "safe")] {
            assert!(stated.contains(&format!("{} {}", term_stem(phrase.0), term_stem(phrase.1))), "{stated:?}");
        }
        // A clause boundary between the pair and the next word: no phrase.
        assert!(!stated.contains(&format!("{} {}", term_stem("salt"), term_stem("shaker"))), "{stated:?}");
    }

    #[test]
    fn a_trailing_not_included_negates_the_clause_and_the_next_clause_is_free() {
        let ProseFacts { stated, denied } = terms_of("Remote control not included. Built-in speakers.");
        assert!(denied.is_superset(&set(&["remote", "control"])), "{denied:?}");
        assert!(stated.is_superset(&set(&["speakers"])) && !stated.contains(&term_stem("remote")), "{stated:?}");
        let denied = terms_of("Without Wi-Fi").denied;
        assert!(denied.contains(&term_stem("wifi")), "{denied:?}");
    }

    #[test]
    fn phrases_short_capitals_and_digit_words_are_terms() {
        let ProseFacts { stated, denied } =
            terms_of("Black cherry and built-in speakers; FM radio, 4K video. No fingerprint sensor. It is up to you.");
        for t in ["black cherr", "builtin speaker", "fm radio", "fm", "4k", "4k video"] {
            assert!(stated.contains(t), "{t}: {stated:?}");
        }
        // Negated words make negated phrases; a phrase never spans a clause boundary; two
        // lowercase letters ("up") are no term.
        assert!(denied.contains("fingerprint sensor") && !stated.contains("fingerprint sensor"), "{denied:?}");
        assert!(!stated.contains("speaker fm") && !stated.contains("radio 4k") && !stated.contains("up"), "{stated:?}");
        // A number between two words breaks the phrase.
        assert!(!terms_of("Cherry 12 notes").stated.contains("cherr note"));
    }

    #[test]
    fn free_after_a_word_non_before_one_and_an_acronym_negate() {
        let ProseFacts { stated, denied } = terms_of(
            "DRM-free and gluten free, tasty. Non-chill filtered. Free of nuts. Sold without Digital Rights Management Software (DRM) applied.",
        );
        for t in ["drm", "gluten", "chill", "filter", "chill filter", "nut", "digital", "right"] {
            assert!(denied.contains(t), "{t}: {denied:?}");
        }
        assert!(stated.contains("tasti") || stated.contains("tast"), "{stated:?}");
        for t in ["drm", "gluten", "chill", "nonchill", "drmfree", "fre"] {
            assert!(!stated.contains(t), "{t}: {stated:?}");
        }
        // A word stated elsewhere stays stated; "free" before a word negates nothing.
        let ProseFacts { stated, denied } = terms_of("Contains gluten. Gluten free version. Free shipping.");
        assert!(stated.contains("gluten") && denied.contains("gluten") && stated.contains("shipp"), "{stated:?}");
        // Capitals that spell no words before them are a plain term.
        assert!(terms_of("No radio, just (FM) sound").stated.contains("fm"));
    }

    #[test]
    fn counts_before_a_word_are_terms() {
        let stated = terms_of("10-year guarantee. With 2 USB ports, dual SIM and two speakers; 20,000 cycles.").stated;
        for t in ["10 year", "2 usb", "2 sim", "2 speaker", "20000 cycl"] {
            assert!(stated.contains(t), "{t}: {stated:?}");
        }
        // A decimal is no count; a count is negated with its word.
        assert!(!terms_of("A 5.5 inch screen").stated.iter().any(|t| t.starts_with('5')));
        assert!(terms_of("No 2 USB ports").denied.contains("2 usb"));
    }

    #[test]
    fn terms_most_products_state_are_dropped() {
        let texts = ["A wine of cherry.", "A wine of smoke.", "A wine of lime.", "A wine of oak.", "Plain water."];
        let (facts, dropped) = catalog_facts(&texts.iter().map(|t| Some(*t)).collect::<Vec<_>>());
        assert_eq!(dropped, [term_stem("wine")]);
        assert!(facts.iter().all(|f| !f.stated.contains(&term_stem("wine"))));
        // A phrase only one product writes is dropped; one two products write is kept.
        let texts = ["Black cherry.", "Black cherry.", "Green apple.", "Dry.", "Dry."];
        let (pairs, _) = catalog_facts(&texts.iter().map(|t| Some(*t)).collect::<Vec<_>>());
        assert!(pairs[0].stated.contains("black cherr") && !pairs[2].stated.contains("green appl"));
        assert!(facts[0].stated.contains(&term_stem("cherry")));
    }
}

//! Name normalization and collision-safe IRI minting.
//!
//! Two steps, kept apart on purpose:
//! 1. [`canonical_key`] decides which names denote the same thing ("Battery  Capacity" and
//!    "battery capacity" are one entry) — merging is the point of canonicalization.
//! 2. [`IriMinter`] turns each distinct canonical key into a readable local name
//!    (`battery_capacity`). Minting is injective: two distinct keys never share an IRI, even
//!    when their slugs collide (`wi-fi` vs `wi fi`), the later one gets a numbered suffix.

use std::collections::HashMap;

/// Canonical form of a display name: Unicode-lowercased, whitespace collapsed, trimmed, and
/// typographic quotes/dashes unified. Names with equal keys denote the same node.
pub fn canonical_key(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut pending_space = false;
    for c in name.chars() {
        let c = match c {
            '\u{2018}' | '\u{2019}' | '\u{2032}' => '\'',
            '\u{201C}' | '\u{201D}' | '\u{2033}' => '"',
            '\u{2010}'..='\u{2015}' | '\u{2212}' => '-',
            c => c,
        };
        if c.is_whitespace() || c.is_control() {
            pending_space = !out.is_empty();
            continue;
        }
        if pending_space {
            out.push(' ');
            pending_space = false;
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// Readable IRI-safe slug of a canonical key: ASCII letters and digits kept, everything else
/// collapsed to `_`; a few symbols that carry meaning are spelled out (`+` → `plus`,
/// `"` → `inch`, `%` → `pct`). Never empty.
pub fn slug(key: &str) -> String {
    let mut out = String::with_capacity(key.len());
    let mut pending_sep = false;
    let push_word = |out: &mut String, word: &str, pending: &mut bool| {
        if *pending && !out.is_empty() {
            out.push('_');
        }
        *pending = false;
        out.push_str(word);
    };
    for c in key.chars() {
        if c.is_ascii_alphanumeric() {
            let mut buf = [0u8; 4];
            push_word(&mut out, c.to_ascii_lowercase().encode_utf8(&mut buf), &mut pending_sep);
            continue;
        }
        let word = match c {
            '+' => Some("plus"),
            '"' => Some("inch"),
            '%' => Some("pct"),
            '£' => Some("gbp"),
            '€' => Some("eur"),
            '$' => Some("usd"),
            '°' => Some("deg"),
            '&' => Some("and"),
            _ if c.is_alphanumeric() => None,
            _ => {
                pending_sep = true;
                continue;
            }
        };
        match word {
            Some(w) => {
                pending_sep = true;
                push_word(&mut out, w, &mut pending_sep);
                pending_sep = true;
            }
            None => {
                // Non-ASCII letters/digits: keep them percent-free as their code point, so the
                // slug stays ASCII and still distinct ("größe" → "gr_u00f6_sse").
                pending_sep = true;
                push_word(&mut out, &format!("u{:04x}", c as u32), &mut pending_sep);
                pending_sep = true;
            }
        }
    }
    if out.is_empty() {
        out.push('_');
    }
    out
}

/// Nouns ending in "ie" (their plural ends in "ies" but is no "-y" word's).
const IE_NOUNS: &[&str] = &[
    "movie",
    "cookie",
    "zombie",
    "calorie",
    "hoodie",
    "beanie",
    "brownie",
    "selfie",
    "rookie",
    "goalie",
    "smoothie",
    "pixie",
    "veggie",
    "sweetie",
    "prairie",
    "genie",
    "birdie",
    "bootie",
    "boogie",
    "collie",
    "freebie",
    "groupie",
    "hippie",
    "indie",
    "junkie",
    "newbie",
    "oldie",
    "roadie",
    "techie",
    "walkie",
    "yuppie",
    "aussie",
    "kiddie",
    "lassie",
    "magpie",
    "necktie",
    "onesie",
    "sortie",
    "talkie",
    "eyrie",
    "auntie",
    "bookie",
    "coolie",
    "doggie",
    "foodie",
    "girlie",
    "goodie",
    "hottie",
    "nightie",
    "quickie",
    "rotisserie",
    "camaraderie",
];

/// English singular of a lowercase word ("phones" → "phone", "batteries" → "battery",
/// "inches" → "inch"); words with digits (model numbers such as "ue46es6710s") and other words
/// unchanged. Shared by the lexicon and the BM25 tokenizer.
pub fn singular(word: &str) -> String {
    let n = word.chars().count();
    // `is_ascii` first: byte slicing below is only safe on ASCII ("lès" has 3 letters, 4 bytes).
    if n == 3 && word.is_ascii() && word.ends_with('s') && !word[..2].contains(['a', 'e', 'i', 'o', 'u']) {
        // Plural acronyms: "tvs" → "tv", "pcs" → "pc".
        return word[..2].to_owned();
    }
    if n <= 3 || !word.is_ascii() || word.contains(|c: char| c.is_ascii_digit()) {
        return word.to_owned();
    }
    // "series", "species": the same word in both numbers.
    if matches!(word, "series" | "species") {
        return word.to_owned();
    }
    if let Some(stem) = word.strip_suffix("ies") {
        // "movies", "cookies", "zombies": nouns whose singular ends in "ie".
        if IE_NOUNS.contains(&&word[..word.len() - 1]) {
            return word[..word.len() - 1].to_owned();
        }
        if n > 4 {
            return format!("{stem}y");
        }
    }
    for suffix in ["sses", "ches", "shes", "xes", "zzes"] {
        if word.ends_with(suffix) {
            return word[..word.len() - 2].to_owned();
        }
    }
    if word.ends_with('s') && !word.ends_with("ss") && !word.ends_with("us") && !word.ends_with("is") {
        return word[..word.len() - 1].to_owned();
    }
    word.to_owned()
}

/// The stem under which prose states a term and a question asks for it: the singular without
/// one derivational ending, so "smoke", "smoky", "smokey" and "smokiness" meet ("smok"), as do
/// "cherries"/"cherry" and "washable"/"wash". British and American spellings meet too
/// ("flavours"/"flavors", "fibre"/"fiber", "optimised"/"optimized": [`american_spelling`]).
/// Stems keep at least 3 letters; non-ASCII words and words with digits stay whole.
pub fn term_stem(word: &str) -> String {
    let w = singular(&word.to_lowercase());
    if !w.is_ascii() || w.contains(|c: char| !c.is_ascii_alphabetic()) {
        return w;
    }
    let w = american_spelling(&w);
    // "fried", "dried": a short verb in "-y" ("fry", "frying", "fries") keeps its "y" stem.
    if let Some(stem) = w.strip_suffix("ied").filter(|s| s.len() == 2) {
        return format!("{stem}y");
    }
    for suffix in ["iness", "ness", "able", "ible", "ing", "ies", "ied", "ed", "ey", "y", "e"] {
        if let Some(stem) = w.strip_suffix(suffix) {
            if stem.len() >= 3 {
                return stem.to_owned();
            }
        }
    }
    w
}

/// A lowercase ASCII word in American spelling, for stems only: "-our" after three letters or
/// more becomes "-or" ("flavour", "coloured", "favourite"; not "hour", "four", "flour"), a final
/// "-tre"/"-bre" becomes "-ter"/"-ber" ("centre", "fibre", "litre"), and "-ise"/"-isation"
/// forms of verbs become "-ize" ("optimised", "personalise"). Both sides of a match are read
/// through it, so a rare word it bends wrongly still meets itself.
fn american_spelling(w: &str) -> String {
    let mut w = w.to_owned();
    if let Some(at) = w.rfind("our") {
        let rest = &w[at + 3..];
        if at >= 3 && matches!(rest, "" | "s" | "ed" | "ing" | "ful" | "less" | "ite" | "ites" | "able" | "some") {
            w.replace_range(at..at + 3, "or");
        }
    }
    for (british, american) in [("tre", "ter"), ("bre", "ber")] {
        if w.len() >= 5 && w.ends_with(british) {
            let stem = w.len() - 3;
            w.replace_range(stem.., american);
        }
    }
    for (british, american) in
        [("ised", "ized"), ("ising", "izing"), ("isation", "ization"), ("ise", "ize"), ("ises", "izes")]
    {
        if w.len() >= british.len() + 4 && w.ends_with(british) {
            let stem = w.len() - british.len();
            w.replace_range(stem.., american);
            break;
        }
    }
    w
}

/// Mints local names for one namespace (one node type). Same key → same name; distinct keys →
/// distinct names, deterministic for a given insertion order.
#[derive(Debug, Default, Clone)]
pub struct IriMinter {
    by_key: HashMap<String, String>,
    taken: HashMap<String, String>,
}

impl IriMinter {
    /// Creates an empty minter.
    pub fn new() -> Self {
        Self::default()
    }

    /// Returns the local name for `key` (a [`canonical_key`] or a catalog id), minting it on first use.
    pub fn mint(&mut self, key: &str) -> &str {
        if !self.by_key.contains_key(key) {
            let base = slug(key);
            let mut candidate = base.clone();
            let mut n = 2usize;
            while self.taken.contains_key(&candidate) {
                candidate = format!("{base}_{n}");
                n += 1;
            }
            self.taken.insert(candidate.clone(), key.to_owned());
            self.by_key.insert(key.to_owned(), candidate);
        }
        self.by_key.get(key).map(String::as_str).unwrap_or("_")
    }

    /// Number of distinct keys minted so far.
    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// True when nothing was minted yet.
    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn term_stems_meet_across_derivations() {
        for group in [
            &["smoke", "smoky", "smokey", "smokiness", "Smoked"][..],
            &["cherry", "cherries"],
            &["wash", "washable", "washing"],
            &["handmade"],
            &["fry", "fried", "frying", "fries"],
        ] {
            let stems: std::collections::BTreeSet<String> = group.iter().map(|w| term_stem(w)).collect();
            assert_eq!(stems.len(), 1, "{group:?}: {stems:?}");
        }
        assert_eq!(term_stem("oak"), "oak");
        // British and American spellings meet; short words are left alone.
        for (british, american) in [
            ("flavours", "flavors"),
            ("coloured", "colored"),
            ("favourite", "favorite"),
            ("fibre", "fiber"),
            ("centre", "center"),
            ("optimised", "optimized"),
            ("personalise", "personalize"),
        ] {
            assert_eq!(term_stem(british), term_stem(american), "{british}");
        }
        for (a, b) in [("hour", "hor"), ("four", "for"), ("flour", "flor"), ("tour", "tor")] {
            assert_ne!(term_stem(a), term_stem(b), "{a}");
        }
        assert_eq!(term_stem("café"), "café");
        assert_eq!(term_stem("5g"), "5g");
    }

    #[test]
    fn singular_never_slices_inside_a_character() {
        // Regression: "lès" (wine-reviews, "Chorey-lès-Beaune") panicked at `word[..2]`.
        assert_eq!(singular("lès"), "lès");
        assert_eq!(singular("çts"), "çts");
        assert_eq!(singular("tvs"), "tv");
        assert_eq!(singular("batteries"), "battery");
        assert_eq!(singular("größes"), "größes");
    }

    #[test]
    fn plurals_of_ie_nouns_and_invariant_nouns() {
        assert_eq!(singular("movies"), "movie");
        assert_eq!(singular("zombies"), "zombie");
        assert_eq!(singular("calories"), "calorie");
        assert_eq!(singular("series"), "series");
        assert_eq!(singular("species"), "species");
        assert_eq!(singular("cherries"), "cherry");
    }

    /// Deterministic pseudo-random words over a mix of ASCII, Latin-1, combining marks, CJK,
    /// emoji and whitespace; every function of this module must accept all of them.
    #[test]
    fn names_functions_never_panic_on_arbitrary_unicode() {
        const POOL: &[char] = &[
            'a',
            'e',
            's',
            'x',
            'y',
            'z',
            'i',
            'u',
            'h',
            'c',
            '1',
            '9',
            ' ',
            '\t',
            '-',
            '"',
            '+',
            '%',
            'è',
            'é',
            'ß',
            'ö',
            'Ä',
            'ç',
            '\u{301}',
            '\u{200b}',
            '\u{2019}',
            '\u{2011}',
            '\u{a0}',
            '中',
            '文',
            '🍷',
            'Ω',
            'µ',
            '€',
            '£',
            '\u{10ffff}',
            '\0',
            'ﬁ',
            'İ',
        ];
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut minter = IriMinter::new();
        for _ in 0..20_000 {
            let len = (next() % 8) as usize;
            let mut w: String = (0..len).map(|_| POOL[(next() % POOL.len() as u64) as usize]).collect();
            if next() % 3 == 0 {
                w.push('s');
            }
            for word in [w.clone(), w.to_lowercase(), format!("{w}es"), format!("{w}ies")] {
                let _ = singular(&word);
                let key = canonical_key(&word);
                assert!(!slug(&key).is_empty());
                let _ = minter.mint(&key);
            }
        }
    }

    #[test]
    fn canonical_key_collapses_case_and_whitespace() {
        assert_eq!(canonical_key("  Battery\u{a0} Capacity "), "battery capacity");
        assert_eq!(canonical_key("Storage &\tMemory"), "storage & memory");
        assert_eq!(canonical_key("Wi\u{2011}Fi"), "wi-fi");
    }

    #[test]
    fn slug_is_readable_ascii() {
        assert_eq!(slug("battery capacity"), "battery_capacity");
        assert_eq!(slug("storage & memory"), "storage_and_memory");
        assert_eq!(slug("wi-fi 6e"), "wi_fi_6e");
        assert_eq!(slug("5g (sub-6)"), "5g_sub_6");
        assert_eq!(slug("6.7\""), "6_7_inch");
        assert_eq!(slug("größe"), "gr_u00f6_u00df_e");
        assert_eq!(slug("!!!"), "_");
    }

    #[test]
    fn minting_is_injective_on_distinct_keys() {
        let mut m = IriMinter::new();
        let a = m.mint("wi-fi").to_owned();
        let b = m.mint("wi fi").to_owned();
        let a2 = m.mint("wi-fi").to_owned();
        assert_eq!(a, "wi_fi");
        assert_eq!(b, "wi_fi_2");
        assert_eq!(a, a2);
        assert_eq!(m.len(), 2);
    }

    #[test]
    fn minting_suffix_does_not_collide_with_a_literal_suffix_name() {
        let mut m = IriMinter::new();
        let a = m.mint("a b").to_owned();
        let b = m.mint("a_2").to_owned();
        let c = m.mint("a-b").to_owned();
        assert_eq!(a, "a_b");
        assert_eq!(b, "a_2");
        assert_ne!(c, a);
        assert_ne!(c, b);
    }
}

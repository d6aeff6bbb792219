//! Stage 0 data: the generic English word tables the parser reads (stop words, subjective
//! words, negations, category synonyms, spec hints, adjectives, number words, comparator phrases).
//! Nothing catalog-specific: the catalog's own words come from the [`Lexicon`](super::lexicon::Lexicon).

use super::*;

/// Words that carry no constraint of their own.
pub(crate) const STOP: &[&str] = &[
    "a",
    "an",
    "the",
    "of",
    "for",
    "with",
    "which",
    "what",
    "whats",
    "but",
    "youve",
    "weve",
    "ive",
    "youre",
    "people",
    "ppl",
    "who",
    "whose",
    "is",
    "are",
    "was",
    "were",
    "be",
    "been",
    "being",
    "am",
    "do",
    "does",
    "did",
    "done",
    "help",
    "helps",
    "has",
    "have",
    "had",
    "having",
    "there",
    "theres",
    "here",
    "show",
    "me",
    "list",
    "find",
    "give",
    "get",
    "tell",
    "all",
    "any",
    "some",
    "that",
    "those",
    "these",
    "this",
    "it",
    "its",
    "them",
    "they",
    "their",
    "i",
    "you",
    "u",
    "we",
    "my",
    "our",
    "us",
    "your",
    "ur",
    "please",
    "can",
    "could",
    "will",
    "in",
    "on",
    "at",
    "by",
    "to",
    "from",
    "and",
    "or",
    "than",
    "then",
    "as",
    "also",
    "both",
    "each",
    "every",
    "other",
    "available",
    "option",
    "options",
    "idea",
    "ideas",
    "suggestion",
    "suggestions",
    "product",
    "products",
    "model",
    "models",
    "item",
    "items",
    "one",
    "ones",
    "variant",
    "variants",
    "version",
    "versions",
    "come",
    "comes",
    "coming",
    "offer",
    "offers",
    "offered",
    "feature",
    "features",
    "featuring",
    "include",
    "includes",
    "including",
    "included",
    "support",
    "supports",
    "supported",
    "supporting",
    "equipped",
    "exist",
    "exists",
    "sold",
    "sell",
    "sells",
    "carry",
    "stocked",
    "listed",
    "listing",
    "listings",
    "catalog",
    "catalogue",
    "whole",
    "entire",
    "much",
    "many",
    "how",
    "use",
    "uses",
    "using",
    "got",
    "vs",
    "versus",
    "compare",
    "compared",
    "comparison",
    "against",
    "currently",
    "now",
    "let",
    "know",
    "see",
    "about",
    "so",
    "if",
    "into",
    "anything",
    "everything",
    "somewhere",
    "something",
    "kind",
    "kinds",
    "sort",
    "either",
    "per",
    "same",
    "cost",
    "costs",
    "costing",
    "price",
    "prices",
    "priced",
    "pricing",
    "rent",
    "buy",
    "purchase",
    "catalog",
    "catalogue",
    "shop",
    "device",
    "devices",
    "thing",
    "things",
    "type",
    "types",
    "ones",
    "possible",
    "exactly",
    "around",
    "about",
    "roughly",
    "approximately",
    "approx",
    "only",
    "just",
    "whose",
    "where",
    "when",
    "isnt",
    "arent",
    "dont",
    "doesnt",
    "doe",
    "made",
    "im",
    "looking",
    "searching",
    "seeking",
    "interested",
    "buying",
    "want",
    "wanted",
    "need",
    "needs",
    // Conversational fillers and the generic nouns shoppers put for "products".
    "guys",
    "folks",
    "stuff",
    "okay",
    "ok",
    "go",
    "goes",
    "going",
    // Adverbs of emphasis and verbs of saying ("cereals that actually have honey", "granola
    // that says it's high in fibre"): what follows is the constraint.
    "actually",
    "really",
    "basically",
    "literally",
    "truly",
    "genuinely",
    "definitely",
    "says",
    "say",
    "said",
    "claims",
    "claim",
    "themed",
];

/// Where on a product a feature sits ("at the back", "on the side").
pub(crate) const PLACEMENTS: &[&str] =
    &["back", "front", "side", "sides", "top", "bottom", "rear", "base", "inside", "underside", "edge", "edges"];

/// Verbs of pairing: "goes with", "pairs well with" ask which products go with something.
pub(crate) const PAIRING_VERBS: &[&str] =
    &["go", "goes", "going", "pair", "pairs", "paired", "match", "matches", "partner", "partners"];

/// Adverbs between a pairing verb and its "with" ("goes nicely with").
pub(crate) const PAIRING_ADVERBS: &[&str] = &["well", "nicely", "best", "great", "perfectly", "beautifully", "good"];

/// Words that, unexplained, make a question subjective: the compiler declines.
pub(crate) const SUBJECTIVE: &[&str] = &[
    "good",
    "best",
    "great",
    "nice",
    "ideal",
    "perfect",
    "recommend",
    "recommended",
    "recommendation",
    "suitable",
    "suit",
    "suits",
    "decent",
    "worth",
    "excellent",
    "favourite",
    "favorite",
    "popular",
    "reliable",
    "safe",
    "quality",
    "well",
    "should",
    "would",
    "better",
    "worse",
    "worst",
    "fine",
    "like",
    "love",
    "prefer",
    "enough",
    "easy",
    "comfortable",
    "value",
    "why",
    "opinion",
    "think",
];

/// Negation cues.
pub(crate) const NEGATIONS: &[&str] =
    &["without", "no", "not", "non", "lacking", "lack", "lacks", "excluding", "except", "never"];

/// Spec-label words too generic to identify an entry alone (weighted down).
pub(crate) const GENERIC_LABEL_WORDS: &[&str] = &[
    "size", "type", "capacity", "level", "rating", "rate", "class", "count", "number", "support", "mode", "value",
    "amount", "version", "standard", "spec", "total", "main", "max", "maximum",
];

/// Label words that mark the default among sibling entries ("Overall rating" beside "Aroma
/// rating", "Average rating"): a question that names none of the siblings means that one.
pub(crate) const DEFAULT_LABEL_WORDS: &[&str] = &["overall", "average", "avg", "mean", "global", "combined"];

/// Sizes said without a measure ("big", "small"): explained by a number of the same question.
pub(crate) const VAGUE_SIZES: &[&str] =
    &["big", "bigger", "large", "larger", "huge", "small", "smaller", "little", "tiny"];

/// Words any shop uses for what it sells ("Technic sets", "which item", "beauty apps" in an app
/// store), whatever it sells. Read as fillers unless the catalog names a spec, value or category
/// with them ("Pieces" of a toy catalog).
pub(crate) const PRODUCT_NOUNS: &[&str] = &[
    "set",
    "item",
    "product",
    "thing",
    "piece",
    "bottle",
    "bottling",
    "part",
    "app",
    "application",
    "listing",
    "place",
    "stay",
    "rental",
    "option",
    "ebook",
    "card",
];

/// Verbs that say who made a product ("which beers does X make", "games Valve published"):
/// nothing the prose must state once a value names the maker.
pub(crate) const PRODUCER_VERBS: &[&str] = &[
    "make",
    "makes",
    "made",
    "produce",
    "produces",
    "produced",
    "brew",
    "brews",
    "brewed",
    "manufacture",
    "manufactures",
    "manufactured",
    "publish",
    "publishes",
    "published",
    "develop",
    "develops",
    "developed",
    "distill",
    "distills",
    "distilled",
];

/// Words a shop uses for one of its categories after the category's name ("the café furniture
/// section").
pub(crate) const SHOP_SECTION_WORDS: &[&str] =
    &["section", "sections", "department", "departments", "aisle", "category", "categories"];

/// Prefixes a name writes apart from their word ("Pre-registered", "Non-slip", "Semi-automatic",
/// "Faux leather"): the word after one is not the word alone.
/// Plurals that do not end in "s": they count things ("men" is no mass noun like "furniture").
pub(crate) const IRREGULAR_PLURALS: &[&str] = &["men", "women", "children", "people", "feet", "teeth", "mice", "geese"];

pub(crate) const PREFIXES: &[&str] = &["pre", "non", "un", "ex", "semi", "faux", "imitation"];

/// Generic synonyms for category words (question word, category word).
pub(crate) const CATEGORY_SYNONYMS: &[(&str, &str)] = &[
    ("phone", "smartphone"),
    ("television", "tv"),
    ("telly", "tv"),
    ("refrigerator", "fridge"),
    ("tv", "television"),
    ("fridge", "refrigerator"),
    ("mobile", "smartphone"),
    ("cellphone", "smartphone"),
    ("handset", "smartphone"),
    ("notebook", "laptop"),
    ("headset", "headphone"),
    ("earphone", "headphone"),
    ("earbud", "headphone"),
    ("film", "movie"),
    // "shows" where titles are filed under "TV" beside "Movie".
    ("show", "tv"),
    // "couch", "settee" → Sofas: the encoder places them (tests/compiler.rs); "dresser" it does not.
    ("dresser", "chest"),
    // "contract phones", "on contract": sold with a plan.
    ("contract", "plan"),
];

/// A hint a word gives about which spec is meant.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Hint {
    pub(crate) dim: Option<Dimension>,
    pub(crate) words: &'static [&'static str],
    pub(crate) price: bool,
}

pub(crate) fn hint(word: &str) -> Option<Hint> {
    let h = |dim, words| Some(Hint { dim, words, price: false });
    match word {
        "weigh" | "weighs" | "weighing" | "weight" | "heavy" | "heavier" | "heaviest" | "light" | "lighter"
        // A game's "weight" is how complex it is, where no spec is written in units of mass.
        | "lightest" => h(Some(Dimension::Mass), &["weight", "complexity"]),
        "tall" | "taller" | "tallest" | "height" => h(Some(Dimension::Length), &["height"]),
        "wide" | "wider" | "widest" | "width" => h(Some(Dimension::Length), &["width"]),
        "deep" | "deeper" | "deepest" | "depth" => h(Some(Dimension::Length), &["depth"]),
        "thick" | "thicker" | "thickest" | "thin" | "thinner" | "thinnest" | "slim" | "slimmer" | "slimmest"
        | "thickness" => h(Some(Dimension::Length), &["thickness", "depth"]),
        "hold" | "holds" | "holding" => h(Some(Dimension::Volume), &["capacity"]),
        "volume" => h(Some(Dimension::Volume), &["capacity", "size", "volume"]),
        // "a game that plays 7": how many players.
        "plays" => h(None, &["player"]),
        // "the most voted": how many votes.
        "voted" => h(None, &["vote"]),
        // "the longest games", "shortest films": a length, or a time the labels name.
        "longer" | "longest" | "shorter" | "shortest" => h(None, &["length", "time", "duration", "runtime"]),
        "quiet" | "quieter" | "quietest" | "loud" | "louder" | "loudest" | "noisy" | "noisier" | "noisiest"
        | "noise" => h(Some(Dimension::Sound), &["noise"]),
        "bright" | "brighter" | "brightest" => h(Some(Dimension::Luminance), &["brightness"]),
        "last" | "lasts" | "lasting" => h(Some(Dimension::Time), &["life"]),
        "powerful" | "horsepower" | "bhp" => h(Some(Dimension::Power), &["power"]),
        "closer" | "closest" | "nearer" | "nearest" | "farther" | "farthest" | "further" | "furthest" => {
            h(Some(Dimension::Length), &["distance"])
        }
        // A drink's strength: its alcohol by volume.
        "strong" | "stronger" | "strongest" | "abv" => {
            h(Some(Dimension::Percent), &["abv", "alcohol", "strength", "power"])
        }
        // Age: a year entry (a wine's vintage, a car's first registration, a model year) or a
        // date read as its year (a release date).
        "old" | "older" | "oldest" | "young" | "younger" | "youngest" | "new" | "newer" | "newest" | "recent"
        | "recently" | "latest" | "early" | "earliest" => {
            h(None, &["year", "vintage", "registration", "release", "date", "launch", "publish"])
        }
        "rated" | "rate" | "rates" | "rating" | "ratings" | "score" | "scored" | "scores" | "scoring" | "reviewed" | "point"
        | "points" | "pts" | "star" | "stars" => h(None, &["rating", "score", "point"]),
        "cost" | "costs" | "costing" | "price" | "priced" | "prices" | "pay" | "cheap" | "cheaper" | "cheapest"
        | "expensive" | "pricey" | "pricier" | "priciest" | "costly" | "costlier" | "costliest" | "msrp" | "rrp"
        | "budget" | "money" | "rent" => {
            Some(Hint { dim: None, words: &[], price: true })
        }
        _ => None,
    }
}

/// Graded adjectives: (base, comparative, superlative, direction of "more").
pub(crate) const ADJECTIVES: &[(&str, &str, &str, Order)] = &[
    ("cheap", "cheaper", "cheapest", Order::Ascending),
    ("costly", "costlier", "costliest", Order::Descending),
    ("light", "lighter", "lightest", Order::Ascending),
    ("heavy", "heavier", "heaviest", Order::Descending),
    ("large", "larger", "largest", Order::Descending),
    ("big", "bigger", "biggest", Order::Descending),
    ("high", "higher", "highest", Order::Descending),
    ("great", "greater", "greatest", Order::Descending),
    ("small", "smaller", "smallest", Order::Ascending),
    ("low", "lower", "lowest", Order::Ascending),
    ("long", "longer", "longest", Order::Descending),
    ("short", "shorter", "shortest", Order::Ascending),
    ("tall", "taller", "tallest", Order::Descending),
    ("wide", "wider", "widest", Order::Descending),
    ("deep", "deeper", "deepest", Order::Descending),
    ("thin", "thinner", "thinnest", Order::Ascending),
    ("slim", "slimmer", "slimmest", Order::Ascending),
    ("thick", "thicker", "thickest", Order::Descending),
    ("bright", "brighter", "brightest", Order::Descending),
    ("quiet", "quieter", "quietest", Order::Ascending),
    ("loud", "louder", "loudest", Order::Descending),
    ("noisy", "noisier", "noisiest", Order::Descending),
    ("fast", "faster", "fastest", Order::Descending),
    ("quick", "quicker", "quickest", Order::Descending),
    ("slow", "slower", "slowest", Order::Ascending),
    ("pricey", "pricier", "priciest", Order::Descending),
    ("old", "older", "oldest", Order::Ascending),
    ("young", "younger", "youngest", Order::Descending),
    ("new", "newer", "newest", Order::Descending),
    // "most recent", "latest" ("later" stays a bound: "2015 or later").
    ("recent", "", "", Order::Descending),
    ("recently", "", "", Order::Descending),
    ("late", "", "latest", Order::Descending),
    // Distance: "closer to the city", "the nearest", "furthest out".
    ("close", "closer", "closest", Order::Ascending),
    ("near", "nearer", "nearest", Order::Ascending),
    ("far", "farther", "farthest", Order::Descending),
    ("far", "further", "furthest", Order::Descending),
    // "the earliest", "which came out first" ("earlier" stays a bound: "2015 or earlier").
    ("early", "", "earliest", Order::Ascending),
    ("expensive", "", "", Order::Descending),
    ("powerful", "", "", Order::Descending),
    ("strong", "stronger", "strongest", Order::Descending),
];

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Grade {
    Base,
    Comparative,
    Superlative,
}

pub(crate) fn adjective(word: &str) -> Option<(&'static str, Grade, Order)> {
    // "new cars" names an offer or condition, not a grade of age; "newer", "newest" grade.
    // "near the park", "close to", "far from": places in prose; only their grades grade.
    if matches!(word, "new" | "near" | "close" | "far") {
        return None;
    }
    for (base, comp, sup, order) in ADJECTIVES {
        if word == *base {
            return Some((base, Grade::Base, *order));
        }
        if !comp.is_empty() && word == *comp {
            return Some((base, Grade::Comparative, *order));
        }
        if !sup.is_empty() && word == *sup {
            return Some((base, Grade::Superlative, *order));
        }
    }
    None
}

/// Number words from zero to nineteen, in order.
pub(crate) const NUMBER_WORDS: &[&str] = &[
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
];

/// Tens from twenty to ninety, in order.
pub(crate) const TENS_WORDS: &[&str] = &["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/// A count written as a word, zero to twelve ("three rear cameras", "top five").
pub(crate) fn number_word(w: &str) -> Option<f64> {
    NUMBER_WORDS[..=12].iter().position(|x| *x == w).map(|n| n as f64)
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum OpKind {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Between,
}

/// Comparators written before a number.
pub(crate) const BEFORE: &[(&[&str], OpKind)] = &[
    (&["no", "more", "than"], OpKind::Le),
    (&["not", "more", "than"], OpKind::Le),
    (&["no", "higher", "than"], OpKind::Le),
    (&["no", "less", "than"], OpKind::Ge),
    (&["not", "less", "than"], OpKind::Ge),
    (&["no", "fewer", "than"], OpKind::Ge),
    (&["less", "than"], OpKind::Lt),
    (&["fewer", "than"], OpKind::Lt),
    (&["lower", "than"], OpKind::Lt),
    (&["at", "most"], OpKind::Le),
    (&["up", "to"], OpKind::Le),
    (&["maximum", "of"], OpKind::Le),
    (&["max", "of"], OpKind::Le),
    (&["budget", "of"], OpKind::Le),
    (&["budget", "is"], OpKind::Le),
    (&["more", "than"], OpKind::Gt),
    (&["greater", "than"], OpKind::Gt),
    (&["higher", "than"], OpKind::Gt),
    (&["at", "least"], OpKind::Ge),
    // What a product withstands: "good to 1000 ft", "water resistant to 100 m".
    (&["good", "to"], OpKind::Ge),
    (&["resistant", "to"], OpKind::Ge),
    (&["waterproof", "to"], OpKind::Ge),
    (&["tested", "to"], OpKind::Ge),
    (&["minimum", "of"], OpKind::Ge),
    (&["min", "of"], OpKind::Ge),
    // Bounds shoppers write in Spanish and German shops ("hasta 100 lucas", "bis 15.000 €").
    (&["menos", "de"], OpKind::Lt),
    (&["más", "de"], OpKind::Gt),
    (&["mas", "de"], OpKind::Gt),
    (&["hasta"], OpKind::Le),
    (&["bis"], OpKind::Le),
    (&["unter"], OpKind::Lt),
    (&["über"], OpKind::Gt),
    (&["ueber"], OpKind::Gt),
    (&["under"], OpKind::Lt),
    (&["below"], OpKind::Lt),
    (&["beneath"], OpKind::Lt),
    (&["within"], OpKind::Le),
    (&["maximum"], OpKind::Le),
    (&["max"], OpKind::Le),
    (&["over"], OpKind::Gt),
    (&["above"], OpKind::Gt),
    (&["exceeding"], OpKind::Gt),
    (&["beyond"], OpKind::Gt),
    (&["minimum"], OpKind::Ge),
    (&["min"], OpKind::Ge),
    (&["from"], OpKind::Ge),
    (&["exactly"], OpKind::Eq),
    (&["between"], OpKind::Between),
];

/// Comparators written after a number (and its unit).
pub(crate) const AFTER: &[(&[&str], OpKind)] = &[
    (&["or", "more"], OpKind::Ge),
    (&["or", "above"], OpKind::Ge),
    (&["or", "higher"], OpKind::Ge),
    (&["or", "greater"], OpKind::Ge),
    (&["or", "over"], OpKind::Ge),
    (&["or", "better"], OpKind::Ge),
    (&["and", "above"], OpKind::Ge),
    (&["and", "up"], OpKind::Ge),
    (&["and", "over"], OpKind::Ge),
    (&["plus"], OpKind::Ge),
    (&["minimum"], OpKind::Ge),
    (&["at", "least"], OpKind::Ge),
    // What a product withstands: "good to 1000 ft", "water resistant to 100 m".
    (&["good", "to"], OpKind::Ge),
    (&["resistant", "to"], OpKind::Ge),
    (&["waterproof", "to"], OpKind::Ge),
    (&["tested", "to"], OpKind::Ge),
    // Years and dates: "2015 or later", "2018 and newer", "2010 or older" (after an age,
    // "35 years or older", "older" and "younger" go the other way: see `units::age_word`).
    (&["or", "later"], OpKind::Ge),
    (&["or", "newer"], OpKind::Ge),
    (&["and", "later"], OpKind::Ge),
    (&["and", "newer"], OpKind::Ge),
    (&["or", "older"], OpKind::Le),
    (&["or", "earlier"], OpKind::Le),
    (&["and", "older"], OpKind::Le),
    (&["or", "younger"], OpKind::Ge),
    (&["and", "younger"], OpKind::Ge),
    (&["and", "earlier"], OpKind::Le),
    (&["or", "less"], OpKind::Le),
    (&["or", "fewer"], OpKind::Le),
    (&["or", "lower"], OpKind::Le),
    (&["or", "below"], OpKind::Le),
    (&["or", "under"], OpKind::Le),
    (&["and", "below"], OpKind::Le),
    (&["and", "under"], OpKind::Le),
    (&["max"], OpKind::Le),
    (&["maximum"], OpKind::Le),
    (&["at", "most"], OpKind::Le),
    (&["tops"], OpKind::Le),
];

/// True for a word of a comparator ("under", "than", "least", "older"): it bounds a number and
/// never names a category or value by itself.
pub(crate) fn comparator_word(w: &str) -> bool {
    BEFORE.iter().chain(AFTER).any(|(words, _)| words.contains(&w))
}

/// Country adjectives (and a few everyday words for values) with the words a catalog may write
/// instead, most usual first ("portuguese wines" → Portugal, "petrol" → Gasoline): used only
/// where the catalog has one of those words and not the word itself.
pub(crate) const DEMONYMS: &[(&str, &[&str])] = &[
    ("american", &["us", "usa", "america"]),
    ("argentine", &["argentina"]),
    ("argentinian", &["argentina"]),
    ("australian", &["australia"]),
    ("aussie", &["australia"]),
    ("austrian", &["austria"]),
    ("belgian", &["belgium"]),
    ("brazilian", &["brazil"]),
    ("british", &["uk", "britain", "england"]),
    ("english", &["england", "uk"]),
    ("bulgarian", &["bulgaria"]),
    ("canadian", &["canada"]),
    ("chilean", &["chile"]),
    ("chinese", &["china"]),
    ("croatian", &["croatia"]),
    ("czech", &["czechia"]),
    ("danish", &["denmark"]),
    ("dutch", &["netherlands", "holland"]),
    ("finnish", &["finland"]),
    ("french", &["france"]),
    ("georgian", &["georgia"]),
    ("german", &["germany"]),
    ("greek", &["greece"]),
    ("hungarian", &["hungary"]),
    ("indian", &["india"]),
    ("irish", &["ireland"]),
    ("israeli", &["israel"]),
    ("italian", &["italy"]),
    ("japanese", &["japan"]),
    ("korean", &["korea"]),
    ("lebanese", &["lebanon"]),
    ("mexican", &["mexico"]),
    ("moroccan", &["morocco"]),
    ("norwegian", &["norway"]),
    ("polish", &["poland"]),
    ("portuguese", &["portugal"]),
    ("romanian", &["romania"]),
    ("russian", &["russia"]),
    ("scottish", &["scotland"]),
    ("slovenian", &["slovenia"]),
    ("spanish", &["spain"]),
    ("swedish", &["sweden"]),
    ("swiss", &["switzerland"]),
    ("taiwanese", &["taiwan"]),
    ("turkish", &["turkey"]),
    ("ukrainian", &["ukraine"]),
    ("uruguayan", &["uruguay"]),
];

/// Everyday phrases for the abbreviation or label a catalog writes ("hard drive" → HDD,
/// "graphics card" → GPU): used only where the catalog has the short word.
pub(crate) const PHRASE_SYNONYMS: &[(&[&str], &str)] = &[
    // British and American names of one thing ("washing machine" / "Washer").
    (&["washing", "machine"], "washer"),
    (&["tumble", "dryer"], "dryer"),
    (&["hard", "disk", "drive"], "hdd"),
    (&["hard", "drive"], "hdd"),
    (&["hard", "disk"], "hdd"),
    (&["solid", "state", "drive"], "ssd"),
    (&["solid", "state"], "ssd"),
    (&["graphics", "card"], "gpu"),
    (&["video", "card"], "gpu"),
    (&["graphic", "card"], "gpu"),
    // "download size", "file size": an app's or a file's size ("downloads" alone counts installs).
    (&["download", "size"], "size"),
    (&["file", "size"], "size"),
    // "came out in 2022" where a spec says when products were released.
    (&["came", "out"], "released"),
    (&["come", "out"], "released"),
    (&["comes", "out"], "released"),
];

/// Phrases for a value a catalog writes in as many other words ("pet friendly" / "Pets
/// allowed"): read as those words where the catalog's values write them all.
pub(crate) const PHRASE_REWRITES: &[(&[&str], &[&str])] = &[
    (&["pet", "friendly"], &["pets", "allowed"]),
    (&["pets", "welcome"], &["pets", "allowed"]),
    (&["dog", "friendly"], &["pets", "allowed"]),
    (&["smoking", "friendly"], &["smoking", "allowed"]),
];

/// Everyday words for values catalogs write otherwise, read like [`DEMONYMS`].
pub(crate) const VALUE_SYNONYMS: &[(&str, &[&str])] = &[
    ("petrol", &["gasoline", "benzin"]),
    ("gas", &["gasoline"]),
    ("cellphone", &["mobile"]),
    ("ev", &["electric"]),
    ("lift", &["elevator"]),
    ("lifts", &["elevator"]),
    ("aircon", &["air"]),
    // Everyday short names of car makes.
    ("vw", &["volkswagen"]),
    ("chevy", &["chevrolet"]),
    ("merc", &["mercedes"]),
    ("benz", &["mercedes"]),
    ("beemer", &["bmw"]),
    ("bimmer", &["bmw"]),
];

/// Shoppers' everyday words for what catalogs write in other words ("kibble" / "Dry Food",
/// "coop" / "Co-operative"): each read as the first of its phrases whose words the catalog all
/// writes, where the catalog never writes the word itself (a hyphen joins two words as typed).
pub(crate) const EVERYDAY_PHRASES: &[(&str, &[&[&str]])] = &[
    ("kibble", &[&["dry", "food"]]),
    ("coop", &[&["co-op"], &["co-operative"], &["cooperative"]]),
    ("veggie", &[&["vegetarian"]]),
    // Countries by their short names, where the catalog spells them out (a key in capitals
    // only as written so: "us" is a pronoun).
    ("US", &[&["united", "states"]]),
    ("USA", &[&["united", "states"]]),
    ("usa", &[&["united", "states"]]),
    ("UK", &[&["united", "kingdom"]]),
    ("american", &[&["united", "states"]]),
    ("british", &[&["united", "kingdom"]]),
    // German shop words where the table writes English ("benzin automatik").
    ("benzin", &[&["petrol"], &["gasoline"]]),
    ("benziner", &[&["petrol"], &["gasoline"]]),
    ("automatik", &[&["automatic"]]),
    ("schaltgetriebe", &[&["manual"]]),
    ("gebraucht", &[&["used"]]),
    // Place names shortened on street signs and in listings ("sth yarra", "balwyn nth").
    ("sth", &[&["south"]]),
    ("nth", &[&["north"]]),
];

/// Words of the prose that name the same thing in features ("fingerprint reader" / "scanner" /
/// "sensor", "10-year warranty" / "guarantee"): a prose term asked with one also asks the others,
/// where the catalog's prose states them.
pub(crate) const PROSE_SYNONYMS: &[&[&str]] = &[
    &["sensor", "reader", "scanner"],
    &["guarantee", "warranty"],
    // Said of wear and seats ("comfy shoes", "comfortable to wear", "great comfort").
    &["comfy", "comfortable", "comfort"],
    // The fastening by its best-known brand ("velcro straps", "hook-and-loop closure").
    &["velcro", "hookandloop"],
    // Made by hand, whatever the craft ("hand-woven", "hand-painted").
    &["handmade", "handcrafted", "handwoven", "handsewn", "handstitched", "handcarved", "handpainted", "handblown"],
];

pub(crate) fn is_stop(w: &str) -> bool {
    STOP.contains(&w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stop_words_and_negations() {
        assert!(is_stop("the") && is_stop("which"));
        assert!(!is_stop("phone") && !is_stop("without"));
        assert!(NEGATIONS.contains(&"without"));
    }

    #[test]
    fn adjectives_have_grade_and_order() {
        assert_eq!(adjective("cheap"), Some(("cheap", Grade::Base, Order::Ascending)));
        assert_eq!(adjective("cheaper"), Some(("cheap", Grade::Comparative, Order::Ascending)));
        assert_eq!(adjective("cheapest"), Some(("cheap", Grade::Superlative, Order::Ascending)));
        assert_eq!(adjective("phone"), None);
    }

    #[test]
    fn hints_and_number_words() {
        assert_eq!(hint("weighs").and_then(|h| h.dim), Some(Dimension::Mass));
        assert!(hint("cheapest").is_some_and(|h| h.price));
        assert!(hint("phone").is_none());
        assert_eq!(number_word("three"), Some(3.0));
        assert_eq!(number_word("3"), None);
    }
}

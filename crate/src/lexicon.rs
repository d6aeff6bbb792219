//! The bundle's own vocabulary, for the zero-LLM question compiler ([`crate::compiler`]).
//!
//! Built at bundle time from the enriched SKG triples ([`build`]) and stored as the bundle
//! section `lexicon` (compact JSON); read back with [`Lexicon::from_store`]. It holds what a
//! question can refer to, all derived from the graph itself:
//! * categories, product ranges and products (names, IRIs, catalog ids);
//! * spec entries with how many products have them, per category; their numeric units with
//!   min/max; their yes/no values; their short categorical values ("AMOLED", "eSIM");
//! * features (capabilities deduced by rules, e.g. "5G Support");
//! * alias groups: entries that name the same thing in different product lines ("Screen Size" /
//!   "Display Size", "ANC" / "Active Noise Cancelling") — related names, same kind of value,
//!   never both on one product;
//! * brand words: words in most product names, optional when naming a product.
//!
//! After loading, [`Lexicon::index`] builds the in-memory lookup tables the compiler uses (word
//! → entries/values/features, first name word → products). Nothing here is specific to one
//! catalog; the only fixed tables are small generic English ones (tokenization, plurals, a few
//! word synonyms). Compiles to `wasm32-unknown-unknown`.

use crate::names;
use crate::store::Store;
use crate::units;
use crate::vocab::{self, NodeType};
use oxigraph::model::{Term, Triple};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};

/// Name of the bundle section holding the serialized lexicon.
pub const SECTION: &str = "lexicon";
/// Format version of the serialized lexicon.
pub const FORMAT: u32 = 1;
/// Longest categorical value (in characters) kept in the lexicon.
const MAX_VALUE_CHARS: usize = 48;
/// Most categorical values kept per entry (the most frequent ones).
const MAX_VALUES_PER_ENTRY: usize = 400;

/// Why a lexicon could not be read from a bundle.
#[derive(Debug, thiserror::Error)]
pub enum LexiconError {
    /// The bundle has no `lexicon` section.
    #[error(
        "the bundle has no `lexicon` section (it was built by an engine without the question compiler); rebuild it with `dualgraph build`"
    )]
    Missing,
    /// The section is not a valid lexicon.
    #[error("the bundle's `lexicon` section is invalid: {0}")]
    Invalid(String),
}

/// A category ("Smartphones").
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Category {
    /// Display name.
    pub name: String,
    /// IRI (compacted, see [`Lexicon::expand`]).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub iri: String,
    /// Products in the category.
    pub products: u32,
}

/// A product range with more than one variant.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Range {
    /// Display name.
    pub name: String,
    /// IRI (compacted; left out of the stored form when it follows from the name).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub iri: String,
    /// Indexes of its variants in [`Lexicon::items`].
    pub variants: Vec<u32>,
}

/// One product.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Item {
    /// Display name.
    pub name: String,
    /// Catalog id.
    pub id: String,
    /// IRI (compacted; left out of the stored form when it follows from the name).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub iri: String,
    /// Index of its range in [`Lexicon::ranges`], when it is a variant of a multi-product range.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<u32>,
    /// Indexes of its categories.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cats: Vec<u32>,
}

/// Numeric values of an entry in one unit.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct UnitStat {
    /// Normalized unit symbol ("mAh"); empty for unitless numbers.
    pub unit: String,
    /// Products with a number in this unit.
    pub products: u32,
    /// Smallest value.
    pub min: f64,
    /// Largest value.
    pub max: f64,
}

/// A categorical value of an entry ("AMOLED") or one of its yes/no values.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Value {
    /// Display name.
    pub name: String,
    /// IRI (compacted; left out of the stored form when it follows from the name).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub iri: String,
    /// Products with this value for the entry.
    pub products: u32,
    /// `Some(true)` for a yes-value ("Yes (15 W Qi2)"), `Some(false)` for a no-value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub yes: Option<bool>,
}

/// A spec entry ("Battery Capacity").
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Entry {
    /// Display name.
    pub name: String,
    /// IRI (compacted; left out of the stored form when it follows from the name).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub iri: String,
    /// Products with this entry.
    pub products: u32,
    /// `[category index, products]` pairs.
    #[serde(default)]
    pub cats: Vec<[u32; 2]>,
    /// Numbers per unit, most frequent unit first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub units: Vec<UnitStat>,
    /// Products with a number (any unit).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub numeric: u32,
    /// `[category index, products with a number]` pairs.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub num_cats: Vec<[u32; 2]>,
    /// Products with a 2D/3D dimension value.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub dims: u32,
    /// Unit most of its 3D dimension tuples use ("mm").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dim_unit: Option<String>,
    /// Products with a yes-value.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub yes: u32,
    /// Products with a no-value.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub no: u32,
    /// Categorical and yes/no values, most frequent first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<Value>,
    /// Spec-table sections the entry appears in, most frequent first (at most 3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sections: Vec<String>,
    /// Index of the first entry of its alias group (itself when alone).
    pub group: u32,
}

/// A feature deduced by rules ("5G Support").
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Feature {
    /// Display name.
    pub name: String,
    /// IRI (compacted; left out of the stored form when it follows from the name).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub iri: String,
    /// Products with the feature.
    pub products: u32,
    /// Index of the entry it was deduced from, when it has the same name as one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry: Option<u32>,
}

/// What kind of value an entry mostly holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// Numbers (with or without unit).
    Numeric,
    /// Yes/no.
    Boolean,
    /// 2D/3D dimension tuples.
    Dimensions,
    /// Short text values.
    Categorical,
}

/// The vocabulary of one bundle. See the module docs.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Lexicon {
    /// [`FORMAT`].
    pub format: u32,
    /// Base of the catalog's instance IRIs.
    pub instance_base: String,
    /// Number of products.
    pub products: u32,
    /// Products with a price.
    pub priced: u32,
    /// Price currencies with product counts, most frequent first.
    #[serde(default)]
    pub currencies: Vec<(String, u32)>,
    /// Lowest and highest price.
    #[serde(default)]
    pub price: Option<(f64, f64)>,
    /// Categories.
    pub categories: Vec<Category>,
    /// `[category a, category b, products in both]` for overlapping pairs (a < b).
    #[serde(default)]
    pub overlap: Vec<[u32; 3]>,
    /// Multi-product ranges.
    pub ranges: Vec<Range>,
    /// Products.
    pub items: Vec<Item>,
    /// Spec entries.
    pub entries: Vec<Entry>,
    /// Features.
    pub features: Vec<Feature>,
    /// Lowercase words found in most product names (brand names), optional when naming one.
    #[serde(default)]
    pub brand_words: Vec<String>,
    /// Lookup tables, rebuilt by [`Lexicon::index`] after loading.
    #[serde(skip)]
    pub index: Index,
}

/// In-memory lookup tables of a [`Lexicon`] (not serialized).
#[derive(Debug, Clone, Default)]
pub struct Index {
    /// Singular word → entries whose name contains it.
    pub entry_words: HashMap<String, Vec<u32>>,
    /// Singular word → `(entry, value)` pairs whose value name contains it.
    pub value_words: HashMap<String, Vec<(u32, u32)>>,
    /// Singular word → features whose name contains it.
    pub feature_words: HashMap<String, Vec<u32>>,
    /// First key word of a name → named things ([`NameRef`]) starting with it.
    pub name_first: HashMap<String, Vec<NameRef>>,
    /// Singular tokens of each entry name.
    pub entry_tokens: Vec<Vec<String>>,
    /// Singular tokens of the section names of each entry.
    pub section_tokens: Vec<Vec<String>>,
    /// Singular tokens of each value name, per entry.
    pub value_tokens: Vec<Vec<Vec<String>>>,
    /// Singular tokens of each feature name.
    pub feature_tokens: Vec<Vec<String>>,
    /// Singular tokens of each category name.
    pub category_tokens: Vec<Vec<String>>,
    /// Members of each alias group, by group leader.
    pub groups: HashMap<u32, Vec<u32>>,
    /// Every word of every name (singular), for "is this a catalog word?".
    pub words: HashSet<String>,
    /// Category pair (smaller index first) → products in both.
    pub overlap: HashMap<(u32, u32), u32>,
    /// Key words of each range name, concatenated ("aria9pro").
    pub range_keys: Vec<String>,
    /// Key words of each product name, concatenated.
    pub item_keys: Vec<String>,
}

/// A named product or range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NameRef {
    /// Index into [`Lexicon::ranges`].
    Range(u32),
    /// Index into [`Lexicon::items`].
    Item(u32),
}

impl Lexicon {
    /// Reads the lexicon stored in a bundle and builds its lookup tables.
    pub fn from_store(store: &Store) -> Result<Lexicon, LexiconError> {
        let bytes = store.bundle().section(SECTION).map_err(|_| LexiconError::Missing)?;
        Self::from_json(bytes)
    }

    /// Parses a serialized lexicon and builds its lookup tables.
    pub fn from_json(bytes: &[u8]) -> Result<Lexicon, LexiconError> {
        let mut lex: Lexicon = serde_json::from_slice(bytes).map_err(|e| LexiconError::Invalid(e.to_string()))?;
        lex.derive_iris(false);
        if lex.format != FORMAT {
            return Err(LexiconError::Invalid(format!(
                "format {} is not supported (this engine reads format {FORMAT}); rebuild the bundle",
                lex.format
            )));
        }
        let n = lex.entries.len() as u32;
        if lex.entries.iter().any(|e| e.group >= n) {
            return Err(LexiconError::Invalid("an entry's alias group is out of range".into()));
        }
        let (items, ranges, cats) = (lex.items.len() as u32, lex.ranges.len() as u32, lex.categories.len() as u32);
        if lex.items.iter().any(|i| i.range.is_some_and(|r| r >= ranges) || i.cats.iter().any(|c| *c >= cats))
            || lex.ranges.iter().any(|r| r.variants.iter().any(|v| *v >= items))
            || lex.entries.iter().any(|e| e.cats.iter().chain(&e.num_cats).any(|c| c[0] >= cats))
            || lex.overlap.iter().any(|o| o[0] >= cats || o[1] >= cats)
            || lex.features.iter().any(|f| f.entry.is_some_and(|e| e >= n))
        {
            return Err(LexiconError::Invalid("an index is out of range".into()));
        }
        lex.index();
        Ok(lex)
    }

    /// Serializes the lexicon (compact JSON) for the bundle section; IRIs that follow from a
    /// name or id are left out and restored on loading.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut lex = self.clone();
        lex.derive_iris(true);
        serde_json::to_vec(&lex).unwrap_or_default()
    }

    /// Blanks (`strip`) or fills in IRIs that follow from names and ids.
    fn derive_iris(&mut self, strip: bool) {
        use crate::names::canonical_key as key;
        let apply = |iri: &mut String, derived: String| {
            if strip && *iri == derived {
                iri.clear();
            } else if !strip && iri.is_empty() {
                *iri = derived;
            }
        };
        for c in &mut self.categories {
            apply(&mut c.iri, derived_iri("category", &key(&c.name)));
        }
        for r in &mut self.ranges {
            apply(&mut r.iri, derived_iri("range", &key(&r.name)));
        }
        for i in &mut self.items {
            apply(&mut i.iri, derived_iri("product", &i.id));
        }
        for e in &mut self.entries {
            apply(&mut e.iri, derived_iri("entry", &key(&e.name)));
            for v in &mut e.values {
                apply(&mut v.iri, derived_iri("value", &key(&v.name)));
            }
        }
        for f in &mut self.features {
            apply(&mut f.iri, derived_iri("feature", &key(&f.name)));
        }
    }

    /// Full IRI of a compacted IRI.
    pub fn expand(&self, iri: &str) -> String {
        if iri.contains("://") {
            iri.to_owned()
        } else {
            format!("{}{iri}", self.instance_base)
        }
    }

    /// A SPARQL term for a compacted IRI: `entry:battery_capacity` when the local name is
    /// plain, the full `<IRI>` otherwise.
    pub fn sparql_term(&self, iri: &str) -> String {
        if let Some((prefix, local)) = iri.split_once('/') {
            let plain = !local.is_empty()
                && local.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !iri.contains("://")
                && NodeType::ALL.iter().any(|t| t.prefix() == prefix);
            if plain {
                return format!("{prefix}:{local}");
            }
        }
        format!("<{}>", self.expand(iri))
    }

    /// What kind of value an entry mostly holds.
    pub fn entry_kind(&self, e: u32) -> EntryKind {
        let entry = &self.entries[e as usize];
        let n = entry.products.max(1) as f64;
        let yn = (entry.yes + entry.no) as f64;
        if yn / n >= 0.5 {
            EntryKind::Boolean
        } else if entry.numeric as f64 / n >= 0.5 {
            EntryKind::Numeric
        } else if entry.dims as f64 / n >= 0.5 {
            EntryKind::Dimensions
        } else {
            EntryKind::Categorical
        }
    }

    /// Members of an entry's alias group (the entry alone when it has no alias).
    pub fn group_of(&self, e: u32) -> Vec<u32> {
        let leader = self.entries[e as usize].group;
        self.index.groups.get(&leader).cloned().unwrap_or_else(|| vec![e])
    }

    /// Products having entry `e` in category `c` (all its products when `c` is `None`).
    pub fn entry_products_in(&self, e: u32, c: Option<u32>) -> u32 {
        let entry = &self.entries[e as usize];
        match c {
            None => entry.products,
            Some(c) => entry.cats.iter().find(|p| p[0] == c).map(|p| p[1]).unwrap_or(0),
        }
    }

    /// Products having a number for entry `e` in category `c` (all when `c` is `None`).
    pub fn entry_numbers_in(&self, e: u32, c: Option<u32>) -> u32 {
        let entry = &self.entries[e as usize];
        match c {
            None => entry.numeric,
            Some(c) => entry.num_cats.iter().find(|p| p[0] == c).map(|p| p[1]).unwrap_or(0),
        }
    }

    /// Products in both categories.
    pub fn category_overlap(&self, a: u32, b: u32) -> u32 {
        if a == b {
            return self.categories.get(a as usize).map(|c| c.products).unwrap_or(0);
        }
        let key = (a.min(b), a.max(b));
        self.index.overlap.get(&key).copied().unwrap_or(0)
    }

    /// The unit most of an entry's numbers use (`None` for unitless numbers or no numbers).
    pub fn main_unit(&self, e: u32) -> Option<&str> {
        self.entries[e as usize].units.first().map(|u| u.unit.as_str()).filter(|u| !u.is_empty())
    }

    /// Display name of a named product or range.
    pub fn name_of(&self, r: NameRef) -> &str {
        match r {
            NameRef::Range(i) => &self.ranges[i as usize].name,
            NameRef::Item(i) => &self.items[i as usize].name,
        }
    }

    /// Builds the lookup tables ([`Index`]); called by the constructors.
    pub fn index(&mut self) {
        let mut ix = Index::default();
        let brand: HashSet<&str> = self.brand_words.iter().map(String::as_str).collect();
        for (i, e) in self.entries.iter().enumerate() {
            let toks = name_words(&e.name);
            for w in dedup(&toks) {
                ix.entry_words.entry(w.clone()).or_default().push(i as u32);
            }
            ix.words.extend(toks.iter().cloned());
            ix.entry_tokens.push(toks);
            let mut sec: Vec<String> = e.sections.iter().flat_map(|s| name_words(s)).collect();
            sec.sort();
            sec.dedup();
            ix.section_tokens.push(sec);
            let mut vt = Vec::with_capacity(e.values.len());
            for (j, v) in e.values.iter().enumerate() {
                let toks = name_words(&v.name);
                for w in dedup(&toks) {
                    ix.value_words.entry(w.clone()).or_default().push((i as u32, j as u32));
                }
                ix.words.extend(toks.iter().cloned());
                vt.push(toks);
            }
            ix.value_tokens.push(vt);
            ix.groups.entry(e.group).or_default().push(i as u32);
        }
        for (i, f) in self.features.iter().enumerate() {
            let toks = name_words(&f.name);
            for w in dedup(&toks) {
                ix.feature_words.entry(w.clone()).or_default().push(i as u32);
            }
            ix.words.extend(toks.iter().cloned());
            ix.feature_tokens.push(toks);
        }
        for c in &self.categories {
            let toks = name_words(&c.name);
            ix.words.extend(toks.iter().cloned());
            ix.category_tokens.push(toks);
        }
        let add_name = |name: &str, r: NameRef, ix: &mut Index| -> String {
            let key = key_words(name, &brand);
            if let Some(first) = key.first() {
                ix.name_first.entry(first.clone()).or_default().push(r);
            }
            ix.words.extend(name_words(name));
            key.concat()
        };
        for (i, r) in self.ranges.iter().enumerate() {
            let key = add_name(&r.name, NameRef::Range(i as u32), &mut ix);
            ix.range_keys.push(key);
        }
        for (i, it) in self.items.iter().enumerate() {
            let key = add_name(&it.name, NameRef::Item(i as u32), &mut ix);
            ix.item_keys.push(key);
        }
        for o in &self.overlap {
            ix.overlap.insert((o[0].min(o[1]), o[0].max(o[1])), o[2]);
        }
        self.index = ix;
    }
}

/// True when a value has words besides numbers, units and quantity qualifiers
/// ("3840 x 2160 (4K UHD)" has; "147 x 70.6 x 7.6 mm" and "Up to 24 hours" have not).
fn has_words(name: &str) -> bool {
    const QUALIFIERS: &[&str] = &[
        "x",
        "up",
        "to",
        "approx",
        "approximately",
        "about",
        "around",
        "typical",
        "typ",
        "max",
        "maximum",
        "min",
        "minimum",
        "rated",
        "over",
        "under",
        "and",
        "or",
        "with",
        "per",
        "of",
        "the",
        "a",
        "from",
        "plus",
    ];
    tokenize(name).iter().any(|t| {
        t.is_word()
            && !QUALIFIERS.contains(&t.text.as_str())
            && units::normalize_unit(&t.orig).is_none()
            && units::normalize_unit(&t.text).is_none()
    })
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The compacted IRI the SKG mints for a node of type `prefix` named `key` (no collision suffix).
fn derived_iri(prefix: &str, key: &str) -> String {
    format!("{prefix}/{}", crate::names::slug(key))
}

fn dedup(words: &[String]) -> Vec<&String> {
    let mut seen = HashSet::new();
    words.iter().filter(|w| seen.insert(w.as_str())).collect()
}

// ---------------------------------------------------------------------------------------------
// Tokenization shared with the compiler.

/// What a [`Token`] is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TokenKind {
    /// A word (letters, or letters and digits such as "q9", "5g", "hdr10+").
    Word,
    /// A number ("1,000" → 1000, "6.5").
    Number(f64),
    /// A currency symbol (`£`, `$`, `€`, …), a percent sign or an inch mark.
    Symbol,
}

/// One token of a question or name.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    /// Lowercase text (for numbers, the digits as written, without thousands separators).
    pub text: String,
    /// The text with its original case ("Nm" is not "nm").
    pub orig: String,
    /// Kind.
    pub kind: TokenKind,
    /// Byte offset of the token in the tokenized text.
    pub start: usize,
    /// Clause punctuation (`,;:.?!()`) between the previous token and this one.
    pub boundary_before: bool,
    /// Joined to the previous token by a hyphen or slash ("over-ear", "27-inch").
    pub hyphen_before: bool,
    /// Written glued to the previous token ("mAh" in "5000mAh").
    pub glued: bool,
}

impl Token {
    /// The number, for a number token.
    pub fn number(&self) -> Option<f64> {
        match self.kind {
            TokenKind::Number(n) => Some(n),
            _ => None,
        }
    }

    /// True for word tokens.
    pub fn is_word(&self) -> bool {
        self.kind == TokenKind::Word
    }
}

fn is_currency_symbol(c: char) -> bool {
    matches!(c, '£' | '$' | '€' | '¥' | '₹' | '₩')
}

/// Splits text into lowercase tokens: words, numbers (with `.` decimals and `,` thousands
/// separators), currency symbols, `%` and inch marks. A number glued to a unit ("5000mAh",
/// "120Hz", "1.5kg") becomes a number and a unit word, except a single digit glued to one
/// letter ("5G", "4K"), which stays one word. Apostrophes are dropped ("don't" → "dont").
pub fn tokenize(text: &str) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    let mut boundary = false;
    let mut hyphen = false;
    while i < chars.len() {
        let (pos, c) = chars[i];
        if c.is_alphanumeric() {
            let start = i;
            let mut word = String::new();
            let mut orig = String::new();
            while i < chars.len() {
                let c = chars[i].1;
                let next = chars.get(i + 1).map(|x| x.1);
                let prev = if i > start { chars.get(i - 1).map(|x| x.1) } else { None };
                if c.is_alphanumeric() {
                    word.extend(c.to_lowercase());
                    orig.push(c);
                } else if (c == '.' || c == ',')
                    && prev.is_some_and(|p| p.is_ascii_digit())
                    && next.is_some_and(|n| n.is_ascii_digit())
                    && word.chars().all(|w| w.is_ascii_digit() || w == '.')
                {
                    if c == ',' {
                        // Thousands separator only when exactly three digits follow.
                        let digits = chars[i + 1..].iter().take_while(|x| x.1.is_ascii_digit()).count();
                        if digits != 3 {
                            break;
                        }
                    } else {
                        word.push('.');
                        orig.push('.');
                    }
                } else if (c == '\'' || c == '’') && next.is_some_and(|n| n.is_alphabetic()) && !word.is_empty() {
                    // "don't" → "dont", "dad's" → "dads".
                } else if c == '+' && !word.is_empty() {
                    word.push('+');
                    orig.push('+');
                    i += 1;
                    break;
                } else {
                    break;
                }
                i += 1;
            }
            push_word(&mut out, (&word, &orig), pos, &mut boundary, &mut hyphen);
            continue;
        }
        if is_currency_symbol(c) || c == '%' {
            out.push(Token {
                text: c.to_string(),
                orig: c.to_string(),
                kind: TokenKind::Symbol,
                start: pos,
                boundary_before: boundary,
                hyphen_before: hyphen,
                glued: false,
            });
            boundary = false;
            hyphen = false;
        } else if matches!(c, '"' | '″' | '”' | '“')
            && out.last().is_some_and(|t| t.number().is_some())
            && !boundary
            && chars.get(i.wrapping_sub(1)).is_some_and(|p| !p.1.is_whitespace())
        {
            out.push(Token {
                text: "inch".into(),
                orig: c.to_string(),
                kind: TokenKind::Word,
                start: pos,
                boundary_before: false,
                hyphen_before: false,
                glued: true,
            });
        } else if matches!(c, '-' | '/' | '‑' | '–') {
            let after = chars.get(i + 1).is_some_and(|n| n.1.is_alphanumeric() || is_currency_symbol(n.1));
            let before = i > 0 && chars[i - 1].1.is_alphanumeric();
            if after && before {
                hyphen = true;
            }
        } else if matches!(c, ',' | ';' | ':' | '.' | '?' | '!' | '(' | ')' | '[' | ']') {
            boundary = true;
        }
        i += 1;
    }
    out
}

fn push_word(out: &mut Vec<Token>, (word, orig): (&str, &str), start: usize, boundary: &mut bool, hyphen: &mut bool) {
    let mut push = |text: String, orig: &str, kind: TokenKind, start: usize, glued: bool, out: &mut Vec<Token>| {
        let (boundary_before, hyphen_before) = (*boundary, *hyphen);
        out.push(Token { text, orig: orig.to_owned(), kind, start, boundary_before, hyphen_before, glued });
        *boundary = false;
        *hyphen = false;
    };
    let word = word.trim_end_matches('.');
    let orig = orig.trim_end_matches('.');
    let orig_rest = |n: usize| orig.get(n..).unwrap_or("");
    if word.starts_with(|c: char| c.is_ascii_digit()) {
        let digits: String = word.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
        let rest = &word[digits.len()..];
        let number = digits.trim_end_matches('.').parse::<f64>().ok().filter(|n| n.is_finite());
        if let Some(n) = number {
            if rest.is_empty() {
                push(digits.clone(), &digits, TokenKind::Number(n), start, false, out);
                return;
            }
            if rest == "+" {
                push(digits.clone(), &digits, TokenKind::Number(n), start, false, out);
                push("plus".into(), "+", TokenKind::Word, start + digits.len(), true, out);
                return;
            }
            let single = digits.len() == 1 && rest.chars().count() == 1;
            if !single && !rest.contains('+') && units::normalize_unit(rest).is_some() && rest != "in" {
                push(digits.clone(), &digits, TokenKind::Number(n), start, false, out);
                push(rest.to_owned(), orig_rest(digits.len()), TokenKind::Word, start + digits.len(), true, out);
                return;
            }
        }
    }
    push(word.to_owned(), orig, TokenKind::Word, start, false, out);
}

/// Singular lowercase word tokens of a name (numbers as written).
pub fn name_words(name: &str) -> Vec<String> {
    tokenize(name)
        .into_iter()
        .filter(|t| t.kind != TokenKind::Symbol || t.text == "%")
        .map(|t| if t.is_word() { names::singular(&t.text) } else { t.text })
        .collect()
}

/// Key words of a product or range name: its tokens without brand words.
pub fn key_words(name: &str, brand: &HashSet<&str>) -> Vec<String> {
    let toks: Vec<String> = tokenize(name).into_iter().map(|t| t.text).collect();
    let key: Vec<String> = toks.iter().filter(|t| !brand.contains(t.as_str())).cloned().collect();
    if key.is_empty() {
        toks
    } else {
        key
    }
}

/// Yes/no reading of a value name: the whole text, or its first word ("Yes (15 W Qi2)" → yes,
/// "No freezer" → no).
pub fn yes_no(name: &str) -> Option<bool> {
    if let Some(b) = units::parse_yes_no(name) {
        return Some(b);
    }
    let first = name.split(|c: char| c.is_whitespace() || c == '(' || c == ',').next().unwrap_or("");
    match first.to_lowercase().as_str() {
        "yes" | "supported" | "included" => Some(true),
        "no" | "none" => Some(false),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Building.

#[derive(Default)]
struct SpecFacts<'a> {
    entry: Option<&'a str>,
    section: Option<&'a str>,
    values: Vec<&'a str>,
    numbers: Vec<f64>,
    units: Vec<&'a str>,
    dims: bool,
    three_dims: bool,
}

fn literal(t: &Term) -> Option<&str> {
    match t {
        Term::Literal(l) => Some(l.value()),
        _ => None,
    }
}

fn named(t: &Term) -> Option<&str> {
    match t {
        Term::NamedNode(n) => Some(n.as_str()),
        _ => None,
    }
}

/// Builds the lexicon of a catalog from its final (enriched) SKG triples.
pub fn build(triples: &[Triple], instance_base: &str) -> Lexicon {
    let pred = |l: &str| vocab::predicate(l);
    let (p_name, p_id, p_price, p_currency, p_variant, p_belongs, p_spec, p_feature) = (
        pred("hasName"),
        pred("hasId"),
        pred("hasPrice"),
        pred("hasCurrency"),
        pred("variantOf"),
        pred("belongs"),
        pred("hasSpec"),
        pred("hasFeature"),
    );
    let (p_entry, p_value, p_num, p_unit, p_dim1, p_dim3, p_section) = (
        pred("inEntry"),
        pred("hasValue"),
        pred("hasNumericValue"),
        pred("hasUnit"),
        pred("hasDim1"),
        pred("hasDim3"),
        pred("inSection"),
    );
    let class = |t: NodeType| t.class_iri();
    let (c_product, c_range, c_category, c_entry, c_feature) = (
        class(NodeType::Product),
        class(NodeType::ProductRange),
        class(NodeType::Category),
        class(NodeType::Entry),
        class(NodeType::Feature),
    );

    let mut types: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut names: HashMap<&str, &str> = HashMap::new();
    let mut ids: HashMap<&str, &str> = HashMap::new();
    let mut prices: HashMap<&str, f64> = HashMap::new();
    let mut currency: HashMap<&str, &str> = HashMap::new();
    let mut variant_of: HashMap<&str, &str> = HashMap::new();
    let mut belongs: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut specs_of: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut features_of: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut spec: HashMap<&str, SpecFacts> = HashMap::new();
    for t in triples {
        let s = t.subject_str();
        let p = t.predicate.as_str();
        let o = &t.object;
        if p == vocab::RDF_TYPE {
            if let Some(c) = named(o) {
                types.entry(s).or_default().push(c);
            }
        } else if p == p_name {
            if let Some(v) = literal(o) {
                names.entry(s).or_insert(v);
            }
        } else if p == p_id {
            if let Some(v) = literal(o) {
                ids.insert(s, v);
            }
        } else if p == p_price {
            if let Some(v) = literal(o).and_then(|v| v.parse::<f64>().ok()) {
                prices.insert(s, v);
            }
        } else if p == p_currency {
            if let Some(v) = literal(o) {
                currency.insert(s, v);
            }
        } else if p == p_variant {
            if let Some(v) = named(o) {
                variant_of.insert(s, v);
            }
        } else if p == p_belongs {
            if let Some(v) = named(o) {
                belongs.entry(s).or_default().push(v);
            }
        } else if p == p_spec {
            if let Some(v) = named(o) {
                specs_of.entry(s).or_default().push(v);
            }
        } else if p == p_feature {
            if let Some(v) = named(o) {
                features_of.entry(s).or_default().push(v);
            }
        } else if p == p_entry {
            spec.entry(s).or_default().entry = named(o);
        } else if p == p_value {
            if let Some(v) = named(o) {
                spec.entry(s).or_default().values.push(v);
            }
        } else if p == p_num {
            if let Some(v) = literal(o).and_then(|v| v.parse::<f64>().ok()) {
                spec.entry(s).or_default().numbers.push(v);
            }
        } else if p == p_unit {
            if let Some(v) = literal(o) {
                spec.entry(s).or_default().units.push(v);
            }
        } else if p == p_dim1 {
            spec.entry(s).or_default().dims = true;
        } else if p == p_dim3 {
            spec.entry(s).or_default().three_dims = true;
        } else if p == p_section {
            spec.entry(s).or_default().section = named(o);
        }
    }
    let has_type = |s: &str, c: &str| types.get(s).is_some_and(|ts| ts.contains(&c));
    let of_type = |c: &str| -> Vec<&str> {
        let mut v: Vec<&str> = types.iter().filter(|(_, ts)| ts.contains(&c)).map(|(s, _)| *s).collect();
        v.sort_unstable();
        v
    };
    let products = of_type(&c_product);
    let categories = of_type(&c_category);
    let ranges: Vec<&str> = of_type(&c_range).into_iter().filter(|r| !has_type(r, &c_product)).collect();
    let entries = of_type(&c_entry);
    let features = of_type(&c_feature);
    let compact = |iri: &str| iri.strip_prefix(instance_base).unwrap_or(iri).to_owned();
    let name_of =
        |s: &str| names.get(s).map(|n| n.to_string()).unwrap_or_else(|| s.rsplit('/').next().unwrap_or(s).into());

    let cat_index: HashMap<&str, u32> = categories.iter().enumerate().map(|(i, c)| (*c, i as u32)).collect();
    let range_index: HashMap<&str, u32> = ranges.iter().enumerate().map(|(i, r)| (*r, i as u32)).collect();
    let entry_index: HashMap<&str, u32> = entries.iter().enumerate().map(|(i, e)| (*e, i as u32)).collect();
    let feature_index: HashMap<&str, u32> = features.iter().enumerate().map(|(i, f)| (*f, i as u32)).collect();

    let mut lex = Lexicon { format: FORMAT, instance_base: instance_base.to_owned(), ..Lexicon::default() };
    lex.products = products.len() as u32;
    let mut cat_products = vec![0u32; categories.len()];
    let mut overlap: BTreeMap<(u32, u32), u32> = BTreeMap::new();
    let mut range_variants: Vec<Vec<u32>> = vec![Vec::new(); ranges.len()];
    let mut currencies: BTreeMap<&str, u32> = BTreeMap::new();
    let mut price: Option<(f64, f64)> = None;

    // Per-entry accumulators.
    struct Acc<'a> {
        products: u32,
        last: usize,
        cats: BTreeMap<u32, u32>,
        units: BTreeMap<&'a str, (u32, usize, f64, f64)>,
        numeric: (u32, usize),
        num_cats: BTreeMap<u32, u32>,
        dims: (u32, usize),
        dim_units: BTreeMap<&'a str, u32>,
        yes: (u32, usize),
        no: (u32, usize),
        values: HashMap<&'a str, (u32, usize)>,
        sections: HashMap<&'a str, u32>,
    }
    let mut acc: Vec<Acc> = entries
        .iter()
        .map(|_| Acc {
            products: 0,
            last: usize::MAX,
            cats: BTreeMap::new(),
            units: BTreeMap::new(),
            numeric: (0, usize::MAX),
            num_cats: BTreeMap::new(),
            dims: (0, usize::MAX),
            dim_units: BTreeMap::new(),
            yes: (0, usize::MAX),
            no: (0, usize::MAX),
            values: HashMap::new(),
            sections: HashMap::new(),
        })
        .collect();
    let bump = |slot: &mut (u32, usize), p: usize| {
        if slot.1 != p {
            slot.1 = p;
            slot.0 += 1;
        }
    };
    let mut feature_products = vec![0u32; features.len()];
    let mut product_entries: Vec<Vec<u32>> = Vec::with_capacity(products.len());
    let mut value_yes: HashMap<&str, Option<bool>> = HashMap::new();

    for (pi, p) in products.iter().enumerate() {
        let range = variant_of.get(p).filter(|r| *r != p).and_then(|r| range_index.get(r)).copied();
        if let Some(r) = range {
            range_variants[r as usize].push(pi as u32);
        }
        let mut cats: Vec<u32> =
            belongs.get(p).into_iter().flatten().filter_map(|c| cat_index.get(c)).copied().collect();
        if let Some(r) = variant_of.get(p) {
            cats.extend(belongs.get(r).into_iter().flatten().filter_map(|c| cat_index.get(c)).copied());
        }
        cats.sort_unstable();
        cats.dedup();
        for (k, a) in cats.iter().enumerate() {
            cat_products[*a as usize] += 1;
            for b in &cats[k + 1..] {
                *overlap.entry((*a, *b)).or_default() += 1;
            }
        }
        if let Some(v) = prices.get(p) {
            *currencies.entry(currency.get(p).copied().unwrap_or("")).or_default() += 1;
            price = Some(price.map_or((*v, *v), |(lo, hi)| (lo.min(*v), hi.max(*v))));
            lex.priced += 1;
        }
        for f in features_of.get(p).into_iter().flatten() {
            if let Some(i) = feature_index.get(f) {
                feature_products[*i as usize] += 1;
            }
        }
        let mut present: Vec<u32> = Vec::new();
        for s in specs_of.get(p).into_iter().flatten() {
            let Some(facts) = spec.get(s) else { continue };
            let Some(e) = facts.entry.and_then(|e| entry_index.get(e)).copied() else { continue };
            present.push(e);
            let a = &mut acc[e as usize];
            if a.last != pi {
                a.last = pi;
                a.products += 1;
                for c in &cats {
                    *a.cats.entry(*c).or_default() += 1;
                }
            }
            if !facts.numbers.is_empty() && facts.units.len() <= 1 {
                if a.numeric.1 != pi {
                    for c in &cats {
                        *a.num_cats.entry(*c).or_default() += 1;
                    }
                }
                bump(&mut a.numeric, pi);
                let unit = facts.units.first().copied().unwrap_or("");
                let slot = a.units.entry(unit).or_insert((0, usize::MAX, f64::INFINITY, f64::NEG_INFINITY));
                if slot.1 != pi {
                    slot.1 = pi;
                    slot.0 += 1;
                }
                for n in &facts.numbers {
                    slot.2 = slot.2.min(*n);
                    slot.3 = slot.3.max(*n);
                }
            }
            if facts.dims {
                bump(&mut a.dims, pi);
                if facts.three_dims && facts.units.len() == 1 {
                    *a.dim_units.entry(facts.units[0]).or_default() += 1;
                }
            }
            if let Some(sec) = facts.section {
                *a.sections.entry(sec).or_default() += 1;
            }
            for v in &facts.values {
                let yes = *value_yes.entry(v).or_insert_with(|| names.get(v).and_then(|n| yes_no(n)));
                match yes {
                    Some(true) => bump(&mut a.yes, pi),
                    Some(false) => bump(&mut a.no, pi),
                    None => {}
                }
                bump(a.values.entry(v).or_insert((0, usize::MAX)), pi);
            }
        }
        present.sort_unstable();
        present.dedup();
        product_entries.push(present);
    }

    lex.currencies = {
        let mut v: Vec<(String, u32)> = currencies.into_iter().map(|(c, n)| (c.to_owned(), n)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        v
    };
    lex.price = price;
    lex.categories = categories
        .iter()
        .enumerate()
        .map(|(i, c)| Category { name: name_of(c), iri: compact(c), products: cat_products[i] })
        .collect();
    lex.overlap = overlap.into_iter().map(|((a, b), n)| [a, b, n]).collect();
    lex.items = products
        .iter()
        .map(|p| {
            let range = variant_of.get(p).filter(|r| *r != p).and_then(|r| range_index.get(r)).copied();
            let mut cats: Vec<u32> =
                belongs.get(p).into_iter().flatten().filter_map(|c| cat_index.get(c)).copied().collect();
            cats.sort_unstable();
            cats.dedup();
            Item {
                name: name_of(p),
                id: ids.get(p).map(|s| s.to_string()).unwrap_or_default(),
                iri: compact(p),
                range,
                cats,
            }
        })
        .collect();
    lex.ranges = ranges
        .iter()
        .enumerate()
        .map(|(i, r)| Range { name: name_of(r), iri: compact(r), variants: range_variants[i].clone() })
        .collect();

    // Names of products and ranges are not categorical values of an entry ("Model").
    let product_names: HashSet<String> = lex
        .items
        .iter()
        .map(|i| crate::names::canonical_key(&i.name))
        .chain(lex.ranges.iter().map(|r| crate::names::canonical_key(&r.name)))
        .collect();
    lex.entries = entries
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let a = &acc[i];
            let mut units: Vec<UnitStat> = a
                .units
                .iter()
                .map(|(u, (n, _, lo, hi))| UnitStat { unit: (*u).to_owned(), products: *n, min: *lo, max: *hi })
                .collect();
            units.sort_by(|x, y| y.products.cmp(&x.products).then(x.unit.cmp(&y.unit)));
            let mut values: Vec<Value> = a
                .values
                .iter()
                .filter_map(|(v, (n, _))| {
                    let name = names.get(v)?;
                    let yes = value_yes.get(v).copied().flatten();
                    let keep = yes.is_some()
                        || (name.chars().count() <= MAX_VALUE_CHARS
                            && (units::parse_quantity(name).is_none() || has_words(name))
                            && !product_names.contains(&crate::names::canonical_key(name)));
                    keep.then(|| Value { name: (*name).to_owned(), iri: compact(v), products: *n, yes })
                })
                .collect();
            values.sort_by(|x, y| y.products.cmp(&x.products).then(x.name.cmp(&y.name)));
            values.truncate(MAX_VALUES_PER_ENTRY);
            let mut sections: Vec<(&str, u32)> = a.sections.iter().map(|(s, n)| (*s, *n)).collect();
            sections.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(y.0)));
            let sections: Vec<String> = sections.into_iter().take(3).map(|(s, _)| name_of(s)).collect();
            Entry {
                name: name_of(e),
                iri: compact(e),
                products: a.products,
                cats: a.cats.iter().map(|(c, n)| [*c, *n]).collect(),
                units,
                numeric: a.numeric.0,
                num_cats: a.num_cats.iter().map(|(c, n)| [*c, *n]).collect(),
                dims: a.dims.0,
                dim_unit: a
                    .dim_units
                    .iter()
                    .max_by(|x, y| x.1.cmp(y.1).then(y.0.cmp(x.0)))
                    .map(|(u, _)| (*u).to_owned()),
                yes: a.yes.0,
                no: a.no.0,
                values,
                sections,
                group: i as u32,
            }
        })
        .collect();
    let entry_by_key: HashMap<String, u32> =
        lex.entries.iter().enumerate().map(|(i, e)| (crate::names::canonical_key(&e.name), i as u32)).collect();
    lex.features = features
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let name = name_of(f);
            let entry = entry_by_key.get(&crate::names::canonical_key(&name)).copied();
            Feature { name, iri: compact(f), products: feature_products[i], entry }
        })
        .collect();
    lex.brand_words = brand_words(&lex.items);
    group_aliases(&mut lex, &product_entries);
    lex.index();
    lex
}

trait SubjectStr {
    fn subject_str(&self) -> &str;
}

impl SubjectStr for Triple {
    fn subject_str(&self) -> &str {
        match &self.subject {
            oxigraph::model::NamedOrBlankNode::NamedNode(n) => n.as_str(),
            oxigraph::model::NamedOrBlankNode::BlankNode(b) => b.as_str(),
        }
    }
}

/// Brand names: alphabetic words that start at least 60% of product names (at least 3 products),
/// and are not units.
fn brand_words(items: &[Item]) -> Vec<String> {
    if items.len() < 3 {
        return Vec::new();
    }
    let mut df: HashMap<String, usize> = HashMap::new();
    for it in items {
        if let Some(first) = tokenize(&it.name).into_iter().find(Token::is_word) {
            *df.entry(first.text).or_default() += 1;
        }
    }
    let mut out: Vec<String> = df
        .into_iter()
        .filter(|(w, n)| {
            *n * 10 >= items.len() * 6
                && w.chars().count() >= 2
                && w.chars().all(char::is_alphabetic)
                && units::normalize_unit(w).is_none()
        })
        .map(|(w, _)| w)
        .collect();
    out.sort();
    out
}

/// Generic word pairs that name the same thing in spec labels.
const LABEL_SYNONYMS: &[(&str, &str)] = &[
    ("display", "screen"),
    ("input", "port"),
    ("color", "colour"),
    ("connection", "port"),
    ("mass", "weight"),
    ("thickness", "depth"),
    ("memory", "ram"),
];

/// A spec-label word mapped through the generic label synonyms ("display" → "screen",
/// "inputs" → "port"), so differently worded labels compare equal.
pub fn label_word(w: &str) -> &str {
    LABEL_SYNONYMS.iter().find(|(a, _)| *a == w).map(|(_, b)| *b).unwrap_or(w)
}

/// The words of a label outside and inside parentheses ("Memory (RAM)" → ["memory"], ["ram"]).
fn label_parts(name: &str) -> (Vec<String>, Vec<String>) {
    let (outer, inner) = match (name.find('('), name.rfind(')')) {
        (Some(a), Some(b)) if b > a => (format!("{}{}", &name[..a], &name[b + 1..]), name[a + 1..b].to_owned()),
        _ => (name.to_owned(), String::new()),
    };
    let norm = |s: &str| name_words(s).iter().map(|w| label_word(w).to_owned()).collect::<Vec<_>>();
    (norm(&outer), norm(&inner))
}

fn acronym(words: &[String]) -> String {
    words.iter().filter_map(|w| w.chars().next()).collect()
}

/// Whether two entry labels plausibly name the same thing: equal after generic synonyms, one
/// is the other plus a parenthetical ("Weight (without stand)"), the parenthetical of one is the
/// other ("Memory (RAM)" / "RAM"), or one is the acronym of the other ("ANC").
fn related_labels(a: &str, b: &str) -> bool {
    let (ao, ai) = label_parts(a);
    let (bo, bi) = label_parts(b);
    if ao.is_empty() || bo.is_empty() {
        return false;
    }
    if ao == bo || (!ai.is_empty() && ai == bo) || (!bi.is_empty() && bi == ao) {
        return true;
    }
    let single_acronym =
        |x: &[String], y: &[String]| x.len() == 1 && y.len() >= 2 && x[0].len() >= 2 && x[0] == acronym(y);
    single_acronym(&ao, &bo) || single_acronym(&bo, &ao)
}

fn kind_signature(lex: &Lexicon, e: u32) -> (EntryKind, Option<units::Dimension>) {
    let kind = lex.entry_kind(e);
    let dim = lex.main_unit(e).and_then(units::unit_by_symbol).map(|u| u.dimension);
    (kind, dim)
}

/// Groups entries that name the same thing in different product lines.
fn group_aliases(lex: &mut Lexicon, product_entries: &[Vec<u32>]) {
    let n = lex.entries.len();
    let mut candidates: Vec<(u32, u32)> = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            let (ea, eb) = (&lex.entries[a], &lex.entries[b]);
            if ea.products == 0 || eb.products == 0 {
                continue;
            }
            if kind_signature(lex, a as u32) != kind_signature(lex, b as u32) {
                continue;
            }
            if related_labels(&ea.name, &eb.name) {
                candidates.push((a as u32, b as u32));
            }
        }
    }
    if candidates.is_empty() {
        return;
    }
    let wanted: HashSet<(u32, u32)> = candidates.iter().copied().collect();
    let mut together: HashSet<(u32, u32)> = HashSet::new();
    for present in product_entries {
        for (i, a) in present.iter().enumerate() {
            for b in &present[i + 1..] {
                let key = (*a.min(b), *a.max(b));
                if wanted.contains(&key) {
                    together.insert(key);
                }
            }
        }
    }
    let mut parent: Vec<u32> = (0..n as u32).collect();
    fn find(parent: &mut [u32], x: u32) -> u32 {
        let mut r = x;
        while parent[r as usize] != r {
            r = parent[r as usize];
        }
        parent[x as usize] = r;
        r
    }
    for (a, b) in candidates {
        if together.contains(&(a, b)) {
            continue;
        }
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra != rb {
            parent[ra.max(rb) as usize] = ra.min(rb);
        }
    }
    for i in 0..n as u32 {
        let root = find(&mut parent, i);
        lex.entries[i as usize].group = root;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str) -> Vec<String> {
        tokenize(s).into_iter().map(|t| t.text).collect()
    }

    #[test]
    fn tokenize_splits_numbers_units_and_symbols() {
        assert_eq!(texts("Phones under £1,000 with 5000mAh"), ["phones", "under", "£", "1000", "with", "5000", "mah"]);
        assert_eq!(texts("27-inch 5G 6.5\" 1.5kg"), ["27", "inch", "5g", "6.5", "inch", "1.5", "kg"]);
        assert_eq!(texts("Which smartphones don't support 5G?"), ["which", "smartphones", "dont", "support", "5g"]);
        assert_eq!(texts("HDR10+ over-ear 120Hz"), ["hdr10+", "over", "ear", "120", "hz"]);
        let t = tokenize("Aria 9, or Fjord");
        assert!(t[2].boundary_before && !t[1].boundary_before);
        assert!(tokenize("27-inch")[1].hyphen_before);
        assert_eq!(tokenize("1,5 kg")[0].number(), Some(1.0));
        assert_eq!(tokenize("2,600 nits")[0].number(), Some(2600.0));
    }

    #[test]
    fn singular_forms() {
        assert_eq!(names::singular("phones"), "phone");
        assert_eq!(names::singular("batteries"), "battery");
        assert_eq!(names::singular("inches"), "inch");
        assert_eq!(names::singular("glasses"), "glass");
        assert_eq!(names::singular("wireless"), "wireless");
        assert_eq!(names::singular("tvs"), "tv");
        assert_eq!(names::singular("laptops"), "laptop");
    }

    #[test]
    fn yes_no_values() {
        assert_eq!(yes_no("Yes (15 W Qi2)"), Some(true));
        assert_eq!(yes_no("No freezer"), Some(false));
        assert_eq!(yes_no("Not supported"), Some(false));
        assert_eq!(yes_no("Nordvale"), None);
    }

    #[test]
    fn related_labels_cover_synonyms_parentheses_and_acronyms() {
        assert!(related_labels("Screen Size", "Display Size"));
        assert!(related_labels("Memory (RAM)", "RAM"));
        assert!(related_labels("Memory", "Memory (RAM)"));
        assert!(related_labels("ANC", "Active Noise Cancelling"));
        assert!(related_labels("HDMI Ports", "HDMI Inputs"));
        assert!(!related_labels("Type", "Display Type"));
        assert!(!related_labels("Battery", "Battery Capacity"));
        assert!(!related_labels("Cover Screen", "Screen Size"));
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod build_tests {
    use super::*;

    const CATALOG: &str = r#"{"kind":"product","id":"a-1","name":"Acme A 64GB","range":"Acme A","categories":["Phones"],"price":{"amount":100,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.1\""},{"entry":"Weight","value":"180 g"},{"entry":"ANC","value":"Yes"},{"entry":"Colour","value":"Black"}]}
{"kind":"product","id":"a-2","name":"Acme A 128GB","range":"Acme A","categories":["Phones"],"price":{"amount":120,"currency":"GBP"},"specs":[{"entry":"Screen Size","value":"6.1 inch"},{"entry":"Weight","value":"0.18 kg"},{"entry":"ANC","value":"No"},{"entry":"Colour","value":"White"}]}
{"kind":"product","id":"b-1","name":"Acme B","categories":["Phones","Rugged"],"specs":[{"entry":"Display Size","value":"6.5-inch"},{"entry":"Weight","value":"200 g"},{"entry":"Active Noise Cancelling","value":"Yes (hybrid)"},{"entry":"Colour","value":"Black"}]}"#;

    fn lexicon() -> Lexicon {
        let options = crate::builder::BuildOptions {
            catalog_name: "t".into(),
            base_iri: vocab::DEFAULT_BASE.into(),
            skip_invalid: false,
            rules_dir: None,
            no_default_rules: false,
            encoder: Default::default(),
            vector_index: Default::default(),
        };
        let (bytes, _) =
            crate::builder::build(&[("t".into(), CATALOG.as_bytes().to_vec())], &options, &mut |_| {}).unwrap();
        Lexicon::from_store(&Store::from_bytes(bytes).unwrap()).unwrap()
    }

    #[test]
    fn builds_counts_units_values_and_aliases_from_the_graph() {
        let lex = lexicon();
        assert_eq!((lex.products, lex.priced), (3, 2));
        assert_eq!(lex.currencies, [("GBP".to_owned(), 2)]);
        assert_eq!(lex.brand_words, ["acme"]);
        assert_eq!(lex.ranges.len(), 1);
        assert_eq!(lex.ranges[0].variants.len(), 2);
        let entry = |n: &str| lex.entries.iter().position(|e| e.name == n).unwrap() as u32;
        let weight = &lex.entries[entry("Weight") as usize];
        assert_eq!(weight.products, 3);
        let g = weight.units.iter().find(|u| u.unit == "g").unwrap();
        assert_eq!((g.products, g.min, g.max), (2, 180.0, 200.0));
        assert_eq!(lex.entry_kind(entry("ANC")), EntryKind::Boolean);
        assert_eq!(lex.entry_kind(entry("Weight")), EntryKind::Numeric);
        assert_eq!(lex.entry_kind(entry("Colour")), EntryKind::Categorical);
        let black = lex.entries[entry("Colour") as usize].values.iter().find(|v| v.name == "Black").unwrap();
        assert_eq!(black.products, 2);
        assert_eq!(lex.group_of(entry("Screen Size")), vec![entry("Display Size"), entry("Screen Size")]);
        assert_eq!(
            lex.entries[entry("ANC") as usize].group,
            lex.entries[entry("Active Noise Cancelling") as usize].group
        );
        let rugged = lex.categories.iter().position(|c| c.name == "Rugged").unwrap() as u32;
        let phones = lex.categories.iter().position(|c| c.name == "Phones").unwrap() as u32;
        assert_eq!(lex.category_overlap(phones, rugged), 1);
        assert_eq!(lex.entry_products_in(entry("Display Size"), Some(rugged)), 1);
        assert_eq!(lex.sparql_term(&lex.entries[entry("Screen Size") as usize].iri), "entry:screen_size");
    }

    #[test]
    fn stored_form_round_trips_and_leaves_out_derivable_iris() {
        let lex = lexicon();
        let bytes = lex.to_bytes();
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert!(!text.contains("entry/screen_size"), "{text}");
        let back = Lexicon::from_json(&bytes).unwrap();
        assert_eq!(serde_json::to_value(&back).unwrap(), serde_json::to_value(&lex).unwrap());
        assert!(matches!(Lexicon::from_json(b"[]"), Err(LexiconError::Invalid(_))));
        let mut bad: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        bad["entries"][0]["group"] = serde_json::json!(999);
        assert!(matches!(Lexicon::from_json(bad.to_string().as_bytes()), Err(LexiconError::Invalid(_))));
    }
}

//! The bundle's own vocabulary, for the zero-LLM question compiler ([`crate::compiler`]).
//!
//! Built at bundle time from the enriched SKG triples (`dualgraph_build::lexicon::build`) and stored as the bundle
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

use crate::skg::store::Store;
use crate::skg::vocab::NodeType;
use crate::text::names;
use crate::text::units;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

/// Name of the bundle section holding the serialized lexicon.
pub const SECTION: &str = "lexicon";

/// First bytes of a deflated lexicon section (raw DEFLATE follows); a section without them is
/// plain JSON (bundles written before it).
pub const DEFLATED_MAGIC: &[u8; 4] = b"DGLZ";

/// Largest lexicon JSON a section may inflate to: a bound on what untrusted bytes can make us
/// allocate (a 100k-product catalog's is about 14 MiB).
const MAX_JSON_BYTES: usize = 256 << 20;
/// Format version of the serialized lexicon.
pub const FORMAT: u32 = 1;

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
    /// Products whose number is a range ("2-4 players", "13+": `skg:hasMinValue`); "for 3
    /// players" asks which ranges hold 3.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ranges: u32,
    /// Products whose value is written as a score on a scale ("4.13/5", "8.67 / 10"): a
    /// rating, whatever the shop calls the entry ("Note des clients").
    #[serde(default, skip_serializing_if = "is_zero")]
    pub scored: u32,
    /// Categorical and yes/no values, most frequent first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<Value>,
    /// Spec-table sections the entry appears in, most frequent first (at most 3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sections: Vec<String>,
    /// Index of the first entry of its alias group (itself when alone).
    pub group: u32,
    /// Categorical values left out of [`Entry::values`] (the least frequent, beyond the
    /// lexicon's cap): the build reports them.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub values_left_out: u32,
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
    /// Singular words written in the names or prose of at least a tenth of the products, with
    /// their product counts: the catalog's own vocabulary ("wine" in a wine catalog), which says
    /// little about which products a question wants.
    #[serde(default)]
    pub common_words: Vec<(String, u32)>,
    /// The catalog groups thousands with dots in its spec cells ("235.000 km"): a question's
    /// "30.000 km" is then thirty thousand.
    #[serde(default)]
    pub dot_groups: bool,
    /// Term stems the products' own prose states (`skg:statesTerm`), with product counts: a
    /// question word no spec explains can ask for them ("smoky wines").
    #[serde(default)]
    pub prose_terms: Vec<(String, u32)>,
    /// Term stems the products' own prose negates (`skg:deniesTerm`: "non-GMO", "no FM radio"),
    /// with product counts: "DRM free", "non chill filtered" ask for them.
    #[serde(default)]
    pub prose_denied_terms: Vec<(String, u32)>,
    /// Term stems nearly every product's prose states (≥ 4/5; not stored as facts): a question
    /// word among them describes the catalog, not a product ("taste" in a wine catalog).
    #[serde(default)]
    pub prose_common_terms: Vec<String>,
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
    /// Every word (singular) of every product and range name.
    pub name_words: HashSet<String>,
    /// Words a misspelt question word may be a slip of, by first byte and length: the first
    /// key words of names (`true`: a maker's place) and the other value words, of five bytes or
    /// more.
    pub slip_targets: HashMap<(u8, usize), Vec<(String, bool)>>,
    /// The party a price spec says its amounts are for ("Approx cost for two people" → 2).
    pub price_party: Option<u32>,
    /// Word of a product name ([`name_key`]) → the products whose name has it, ascending.
    pub name_items: HashMap<String, Vec<u32>>,
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
    /// Singular word → categories whose name has it, ascending.
    pub category_words: HashMap<String, Vec<u32>>,
    /// Head nouns of each category name: the last word of each coordinated part, before a
    /// "with"/"for" complement ("Cell Phone Cases & Clips" → case, clip; "Cell Phones with
    /// Plans" → phone), each with whether it is the whole part ("Tables" of "Tables & desks").
    pub category_heads: Vec<Vec<(String, bool)>>,
    /// Coordinated parts of two words or more of each category name ([`category_parts`]).
    pub category_parts: Vec<Vec<Vec<String>>>,
    /// Per category, the broader ones: each holds every product of it and more ("Cell Phone
    /// Accessories" of "Car Chargers"). Empty for every category of a flat catalog.
    pub category_broader: Vec<Vec<u32>>,
    /// Members of each alias group, by group leader.
    pub groups: HashMap<u32, Vec<u32>>,
    /// Every word of every name (singular), for "is this a catalog word?".
    pub words: HashSet<String>,
    /// A catalog word with accents as shoppers type it without them ("gruner" → "grüner"):
    /// the folded form of every word ([`fold_accents`]) that differs from the word.
    pub folded: HashMap<String, String>,
    /// [`Lexicon::common_words`] as a map.
    pub common: HashMap<String, u32>,
    /// [`Lexicon::prose_terms`] as a map.
    pub prose: HashMap<String, u32>,
    /// [`Lexicon::prose_denied_terms`] as a map.
    pub prose_denied: HashMap<String, u32>,
    /// Category pair (smaller index first) → products in both.
    pub overlap: HashMap<(u32, u32), u32>,
    /// Key words of each range name, concatenated ("aria9pro").
    pub range_keys: Vec<String>,
    /// The last word of multi-word range names → the range, `None` when several end in it
    /// ("armani" → "Giorgio Armani").
    pub range_last_words: HashMap<String, Option<u32>>,
    /// Key words (concatenated) of a range name before a tail that three range names or more
    /// end with → the range, `None` when several have that head ("zion" → "Zion National
    /// Park" beside "Glacier National Park", "Acadia National Park", …).
    pub range_heads: HashMap<String, Option<u32>>,
    /// The last key word of product names → how many names end with it ("trail" of "Angels
    /// Landing Trail", "Sky Pond Trail", …).
    pub name_tails: HashMap<String, u32>,
    /// Key words of each product name, concatenated.
    pub item_keys: Vec<String>,
    /// Catalog id → index into [`Lexicon::items`].
    pub item_ids: HashMap<String, u32>,
    /// Key words (concatenated) of a product name's head, the part before its first comma
    /// ("PELLO Armchair" of "PELLO Armchair, holmby natural"), when that head names one product.
    pub item_heads: HashMap<String, u32>,
    /// The first two words of every spec label of two words or more ("other", "colour"), and
    /// of every value of three words or more that starts with a small word ("all", "wheel").
    pub label_starts: HashSet<(String, String)>,
    /// Entries that hold a previous price ("Previous price", "Was price", "RRP", "Discount"):
    /// what "on sale" asks for.
    pub sale_entries: Vec<u32>,
    /// The entry whose values are countries (three or more of them), if any.
    pub country_entry: Option<u32>,
    /// Each distinct word of the value names, lowercased, with its first spelling, built on
    /// first use ([`Lexicon::value_spellings`]).
    value_spellings: std::sync::OnceLock<Vec<(String, String)>>,
}

impl Index {
    /// True when some category's name has the (singular) word `w`.
    pub fn is_category_word(&self, w: &str) -> bool {
        self.category_words.contains_key(w)
    }

    /// True when a value, spec or category name has the (singular) word `w`: a word of the
    /// catalog's labels, not only of its product names.
    pub fn is_label_word(&self, w: &str) -> bool {
        self.value_words.contains_key(w) || self.entry_words.contains_key(w) || self.is_category_word(w)
    }
}

impl Lexicon {
    /// Each distinct word of the value names (split at every non-alphanumeric character),
    /// lowercased, with the spelling of its first occurrence: what "did you mean" offers.
    pub fn value_spellings(&self) -> &[(String, String)] {
        self.index.value_spellings.get_or_init(|| {
            let mut seen = HashSet::new();
            let words = self
                .entries
                .iter()
                .flat_map(|e| &e.values)
                .flat_map(|v| v.name.split(|c: char| !c.is_alphanumeric()).filter(|x| !x.is_empty()));
            words.map(|w| (w.to_lowercase(), w.to_owned())).filter(|(lower, _)| seen.insert(lower.clone())).collect()
        })
    }
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
        Self::from_bytes(bytes)
    }

    /// Parses a serialized lexicon ([`Lexicon::to_bytes`]: deflated JSON; plain JSON as older
    /// bundles wrote it) and builds its lookup tables.
    pub fn from_bytes(bytes: &[u8]) -> Result<Lexicon, LexiconError> {
        let inflated;
        let json = match bytes.strip_prefix(DEFLATED_MAGIC) {
            Some(deflated) => {
                inflated =
                    miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, MAX_JSON_BYTES).map_err(|e| {
                        LexiconError::Invalid(format!(
                            "its deflated JSON does not inflate ({:?}, limit {MAX_JSON_BYTES} bytes)",
                            e.status
                        ))
                    })?;
                inflated.as_slice()
            }
            None => bytes,
        };
        let mut lex: Lexicon = serde_json::from_slice(json).map_err(|e| LexiconError::Invalid(e.to_string()))?;
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

    /// Serializes the lexicon for the bundle section: compact JSON, deflated (a sixth of the
    /// bytes; a lazy reader fetches it before the first answer), behind [`DEFLATED_MAGIC`]. IRIs
    /// that follow from a name or id are left out and restored on loading.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut lex = self.clone();
        lex.derive_iris(true);
        let json = serde_json::to_vec(&lex).unwrap_or_default();
        let mut out = DEFLATED_MAGIC.to_vec();
        out.extend(miniz_oxide::deflate::compress_to_vec(&json, 6));
        out
    }

    /// Blanks (`strip`) or fills in IRIs that follow from names and ids.
    fn derive_iris(&mut self, strip: bool) {
        use crate::text::names::canonical_key as key;
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

    /// True when any of `entries` writes its numbers as ranges ([`Entry::ranges`]).
    pub fn any_ranged(&self, entries: &[u32]) -> bool {
        entries.iter().any(|e| self.entries[*e as usize].ranges > 0)
    }

    /// True when some entry is named for ratings ("Average rating", "Score", "Points").
    pub fn names_ratings(&self) -> bool {
        ["rating", "score", "point"].iter().any(|w| self.index.entry_words.contains_key(*w))
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

    /// The products a name stands for: the product itself, or every variant of a range and of
    /// the ranges that combine it with another ("BILLY / OXBERG" is a BILLY bookcase with OXBERG
    /// doors; "Kia Ceed / cee'd" one model written two ways).
    pub fn products_of(&self, r: NameRef) -> Vec<u32> {
        match r {
            NameRef::Item(i) => vec![i],
            NameRef::Range(x) => {
                let name = self.ranges[x as usize].name.trim().to_lowercase();
                let mut out = self.ranges[x as usize].variants.clone();
                for (k, other) in self.ranges.iter().enumerate() {
                    if k != x as usize
                        && other.name.contains(" / ")
                        && other.name.split(" / ").any(|part| part.trim().to_lowercase() == name)
                    {
                        out.extend(other.variants.iter().copied());
                    }
                }
                out
            }
        }
    }

    /// The products whose names hold every one of these words ([`Index::name_items`] keys);
    /// none when a word is in no name, or when there are no words.
    pub fn items_named(&self, keys: impl IntoIterator<Item = String>) -> Vec<u32> {
        let mut out: Option<Vec<u32>> = None;
        for key in keys {
            let Some(list) = self.index.name_items.get(&key) else { return Vec::new() };
            out = Some(match out {
                None => list.clone(),
                Some(acc) => acc.into_iter().filter(|x| list.binary_search(x).is_ok()).collect(),
            });
        }
        out.unwrap_or_default()
    }

    /// A category of things for a product the catalog names, before a head other categories
    /// share ("iPhone 7 Plus Cases": cases for "iPhone 7 Plus"): the categories with that head and
    /// the products whose names hold every word of the product's name. A shop does not file every
    /// such product under the narrow category (an "iPhone 7 Plus" case under "Cell Phone Cases"),
    /// so the category reads as "filed there, or filed under the head and named so". The product
    /// is a model (a number in its name: "iPhone 7 Plus", "Galaxy S7") or a category of its own
    /// ("iPhone", "Samsung Galaxy"); a modifier that says a kind ("Refurbished Phones", "Screen
    /// Protectors") is not a product, and `None` is returned, as for any other category.
    pub fn named_category(&self, c: u32) -> Option<(Vec<u32>, Vec<u32>)> {
        let ix = &self.index;
        let toks = ix.category_tokens.get(c as usize)?;
        let [(head, _)] = ix.category_heads[c as usize].as_slice() else { return None };
        let (last, modifier) = toks.split_last()?;
        if modifier.is_empty() || last != head {
            return None;
        }
        let model = modifier.iter().any(|w| w.chars().any(|ch| ch.is_ascii_digit()));
        let own_category = ix.category_tokens.iter().any(|t| t.as_slice() == modifier)
            || (modifier.len() == 1 && ix.category_heads.iter().flatten().any(|(h, _)| *h == modifier[0]));
        if !model && !own_category {
            return None;
        }
        let items = self.items_named(modifier.iter().map(|w| name_key(w)));
        if items.is_empty() {
            return None;
        }
        let heads: Vec<u32> = (0..self.categories.len() as u32)
            .filter(|&o| o != c && ix.category_heads[o as usize].iter().any(|(h, _)| h == head))
            .collect();
        (!heads.is_empty()).then_some((heads, items))
    }

    /// Products filed outside a set of categories that belong in it by name: filed only above
    /// it (every category they are in is broader than one of the set: it holds all of that
    /// category's products and more) with `words` in their names, in order, next to each other
    /// ([`Index::name_items`] keys); or filed anywhere else with a name whose head ends with
    /// `words` ([`name_head_ends_with`]). A shop files some chargers under "Cell Phone
    /// Accessories" alone, next to "Car Chargers"; a "Wall Charger" there is a charger.
    pub fn filed_above(&self, set: &[u32], words: &[String]) -> Vec<u32> {
        let broader: HashSet<u32> = set
            .iter()
            .filter_map(|c| self.index.category_broader.get(*c as usize))
            .flatten()
            .copied()
            .filter(|a| !set.contains(a))
            .collect();
        if words.is_empty() {
            return Vec::new();
        }
        let named = self.items_named(words.iter().cloned());
        // Named as one, wherever it is filed ("… Exfoliating Daily Toner" under "Exfoliators"
        // is a toner, "… Eye Cream with Caffeine" under "Face cream" an eye cream), where the
        // shop files many such products elsewhere: three or more, and a third as many or more
        // as the set's own products named so. A few "Loft bed"s under "Children's furniture"
        // beside hundreds of beds filed as beds are the shop's choice.
        let head_named = |i: u32| name_head_ends_with(&self.items[i as usize].name, words);
        let in_set = |i: u32| self.items[i as usize].cats.iter().any(|c| set.contains(c));
        // Names are read only where they can count: those outside the set first, the set's own
        // only when three or more outside are named so (a shop whose every product is in the
        // set reads no name).
        let (inside, outside): (Vec<u32>, Vec<u32>) = named.iter().copied().partition(|&i| in_set(i));
        let outside: Vec<u32> = outside.into_iter().filter(|&i| head_named(i)).collect();
        let elsewhere = outside.len() >= 3 && outside.len() * 3 >= inside.iter().filter(|&&i| head_named(i)).count();
        named
            .into_iter()
            .filter(|&i| {
                let item = &self.items[i as usize];
                if elsewhere && outside.binary_search(&i).is_ok() {
                    return true;
                }
                if item.cats.is_empty() || !item.cats.iter().all(|c| broader.contains(c)) {
                    return false;
                }
                // The words in order, next to each other, before any "with" or "for": a "Headset
                // with Bluetooth Controller" is no Bluetooth headset, a "Car Mount with Charger
                // Cable" no charger.
                let name: Vec<String> = name_words(&item.name)
                    .iter()
                    .take_while(|w| !matches!(w.as_str(), "with" | "for"))
                    .map(|w| name_key(w))
                    .collect();
                name.windows(words.len()).any(|run| run == words)
            })
            .collect()
    }

    /// The categories of some products, as one set (sorted, each once; empty when they have none).
    pub fn categories_of(&self, items: &[u32]) -> Vec<u32> {
        let mut cats: Vec<u32> = items.iter().flat_map(|i| self.items[*i as usize].cats.iter().copied()).collect();
        cats.sort_unstable();
        cats.dedup();
        cats
    }

    /// The product with this catalog id.
    pub fn item_by_id(&self, id: &str) -> Option<u32> {
        self.index.item_ids.get(id).copied()
    }

    /// Builds the lookup tables ([`Index`]); called by the constructors.
    pub fn index(&mut self) {
        let mut ix = Index::default();
        let brand: HashSet<&str> = self.brand_words.iter().map(String::as_str).collect();
        for (i, e) in self.entries.iter().enumerate() {
            let toks = name_words(&e.name);
            for w in dedup(&toks) {
                ix.entry_words.entry(w.clone()).or_default().push(i as u32);
                // "most complex" ranks by Complexity, "dense" names Density.
                if let Some(stem) = w.strip_suffix("ity").filter(|s| s.len() >= 4) {
                    for adj in [stem.to_owned(), format!("{stem}e")] {
                        let es = ix.entry_words.entry(adj).or_default();
                        if !es.contains(&(i as u32)) {
                            es.push(i as u32);
                        }
                    }
                }
                // Also under its label synonym ("Popularity" is found by "selling").
                let canonical = label_word(w);
                if canonical != w {
                    let es = ix.entry_words.entry(canonical.to_owned()).or_default();
                    if !es.contains(&(i as u32)) {
                        es.push(i as u32);
                    }
                }
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
        ix.common = self.common_words.iter().cloned().collect();
        ix.prose = self.prose_terms.iter().cloned().collect();
        ix.prose_denied = self.prose_denied_terms.iter().cloned().collect();
        for (i, f) in self.features.iter().enumerate() {
            let toks = name_words(&f.name);
            for w in dedup(&toks) {
                ix.feature_words.entry(w.clone()).or_default().push(i as u32);
            }
            ix.words.extend(toks.iter().cloned());
            ix.feature_tokens.push(toks);
        }
        for (i, c) in self.categories.iter().enumerate() {
            let name = split_camel_case(&c.name);
            let toks = name_words(&name);
            for w in dedup(&toks) {
                ix.category_words.entry(w.clone()).or_default().push(i as u32);
            }
            ix.words.extend(toks.iter().cloned());
            ix.category_tokens.push(toks);
            ix.category_heads.push(category_heads(&name));
            ix.category_parts.push(category_parts(&name));
        }
        // Key words of a name, indexed by the first; returned for the caller's own use.
        let add_name = |name: &str, r: NameRef, ix: &mut Index| -> Vec<String> {
            let key = key_words(name, &brand);
            if let Some(first) = key.first() {
                ix.name_first.entry(first.clone()).or_default().push(r);
            }
            let words = name_words(name);
            ix.name_words.extend(words.iter().cloned());
            ix.words.extend(words);
            key
        };
        let mut range_key_words: Vec<Vec<String>> = Vec::with_capacity(self.ranges.len());
        for (i, r) in self.ranges.iter().enumerate() {
            let key = add_name(&r.name, NameRef::Range(i as u32), &mut ix);
            ix.range_keys.push(key.concat());
            let words = name_words(&r.name);
            if let (true, Some(last)) = (words.len() >= 2, words.last()) {
                ix.range_last_words.entry(last.clone()).and_modify(|x| *x = None).or_insert(Some(i as u32));
            }
            range_key_words.push(key);
        }
        // Tails of one or two words that three range names or more end with.
        let mut tails: HashMap<&[String], u32> = HashMap::new();
        for key in &range_key_words {
            for k in 1..=2.min(key.len().saturating_sub(1)) {
                *tails.entry(&key[key.len() - k..]).or_default() += 1;
            }
        }
        for (i, key) in range_key_words.iter().enumerate() {
            let shared = (1..=2.min(key.len().saturating_sub(1)))
                .rev()
                .find(|&k| tails.get(&key[key.len() - k..]).is_some_and(|&c| c >= 3));
            if let Some(k) = shared {
                let head = key[..key.len() - k].concat();
                ix.range_heads.entry(head).and_modify(|x| *x = None).or_insert(Some(i as u32));
            }
        }
        // The last word of each category name: a name ending in one ends in what it is.
        let kinds: HashSet<String> = ix.category_tokens.iter().filter_map(|t| t.last().cloned()).collect();
        let mut heads: HashMap<String, Vec<u32>> = HashMap::new();
        // How many names begin with each run of two to six words.
        let mut starts: HashMap<String, u32> = HashMap::new();
        for (i, it) in self.items.iter().enumerate() {
            let words = add_name(&it.name, NameRef::Item(i as u32), &mut ix);
            if let Some(last) = words.last() {
                *ix.name_tails.entry(last.clone()).or_default() += 1;
            }
            for k in 2..=words.len().min(6) {
                *starts.entry(words[..k].concat()).or_default() += 1;
            }
            ix.item_keys.push(words.concat());
            for w in name_words(&it.name) {
                let list = ix.name_items.entry(name_key(&w)).or_default();
                if list.last() != Some(&(i as u32)) {
                    list.push(i as u32);
                }
            }
            ix.item_ids.insert(it.id.clone(), i as u32);
            if let Some((head, _)) = it.name.split_once(',') {
                let words = key_words(head, &brand);
                if words.len() >= 2 {
                    heads.entry(words.concat()).or_default().push(i as u32);
                }
            }
            // "Adizero RC 3" for "Adizero RC 3 Shoes": a name without its last word when that
            // word names a category (what the product is, not which one).
            if let [rest @ .., last] = &words[..] {
                if rest.len() >= 2 && kinds.contains(&names::singular(last)) {
                    heads.entry(rest.concat()).or_default().push(i as u32);
                }
            }
        }
        // A head that begins other names too is a maker or a series ("Gordon & MacPhail, …"
        // beside "Gordon & MacPhail Connoisseurs Choice …"), not one product.
        ix.item_heads = heads
            .into_iter()
            .filter(|(k, v)| v.len() == 1 && starts.get(k).copied().unwrap_or(0) <= 1)
            .map(|(k, v)| (k, v[0]))
            .collect();
        // With the first two words of values of three words or more that start with a small
        // word ("All Wheel Drive"): the small word belongs to the value's run.
        ix.label_starts = ix
            .entry_tokens
            .iter()
            .filter(|t| t.len() >= 2)
            .chain(ix.value_tokens.iter().flatten().filter(|t| t.len() >= 3 && crate::compiler::words::is_stop(&t[0])))
            .map(|t| (t[0].clone(), t[1].clone()))
            .collect();
        ix.sale_entries =
            (0..self.entries.len() as u32).filter(|e| sale_label(&self.entries[*e as usize].name)).collect();
        let country = |w: &str| crate::compiler::words::DEMONYMS.iter().any(|(_, names)| names.contains(&w));
        ix.country_entry = (0..self.entries.len())
            .find(|&e| ix.value_tokens[e].iter().filter(|t| t.len() == 1 && country(&t[0])).count() >= 3)
            .map(|e| e as u32);
        for o in &self.overlap {
            ix.overlap.insert((o[0].min(o[1]), o[0].max(o[1])), o[2]);
        }
        for w in &ix.words {
            let f = fold_accents(w);
            if f != *w {
                ix.folded.entry(f).or_insert_with(|| w.clone());
            }
        }
        let makers = ix.name_first.keys().map(|c| (c, true));
        let values = ix.value_words.keys().filter(|c| !ix.name_first.contains_key(*c)).map(|c| (c, false));
        let mut slip_targets: HashMap<(u8, usize), Vec<(String, bool)>> = HashMap::new();
        for (c, maker) in makers.chain(values).filter(|(c, _)| c.len() >= 5) {
            slip_targets.entry((c.as_bytes()[0], c.len())).or_default().push((c.clone(), maker));
        }
        ix.slip_targets = slip_targets;
        ix.price_party = ix.entry_tokens.iter().find_map(|t| {
            let priced = t.iter().any(|w| matches!(w.as_str(), "cost" | "price"));
            let k = t.iter().position(|w| w == "for")?;
            let n = t.get(k + 1).and_then(|w| {
                w.parse::<u32>().ok().or_else(|| crate::compiler::words::number_word(w).map(|n| n as u32))
            });
            n.filter(|&n| priced && (2..=12).contains(&n))
        });
        ix.category_broader = broader_categories(self);
        self.index = ix;
    }
}

/// [`Index::category_broader`]: from the products' categories, in one pass.
fn broader_categories(lex: &Lexicon) -> Vec<Vec<u32>> {
    let n = lex.categories.len();
    let mut held = vec![0u32; n];
    let mut shared: HashMap<(u32, u32), u32> = HashMap::new();
    for it in &lex.items {
        for &c in &it.cats {
            if let Some(h) = held.get_mut(c as usize) {
                *h += 1;
            }
            for &a in it.cats.iter().filter(|a| **a != c) {
                *shared.entry((c, a)).or_default() += 1;
            }
        }
    }
    let mut out = vec![Vec::new(); n];
    for ((c, a), k) in shared {
        let (ci, ai) = (c as usize, a as usize);
        if ci < n && ai < n && k == held[ci] && held[ai] > held[ci] {
            out[ci].push(a);
        }
    }
    for v in &mut out {
        v.sort_unstable();
    }
    out
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The compacted IRI the SKG mints for a node of type `prefix` named `key` (no collision suffix).
fn derived_iri(prefix: &str, key: &str) -> String {
    format!("{prefix}/{}", crate::text::names::slug(key))
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
        if let Some((value, len)) = exposure_at(&chars[i..]) {
            let text: String = chars[i..i + len].iter().map(|x| x.1).collect();
            push_token(&mut out, (&text, TokenKind::Number(value), pos, false), &mut boundary, &mut hyphen);
            i += len;
            // "1/4000s": the unit glued to the number.
            let unit: String = chars[i..].iter().take_while(|x| x.1.is_alphabetic()).map(|x| x.1).collect();
            if !unit.is_empty() {
                push_token(&mut out, (&unit, TokenKind::Word, chars[i].0, true), &mut boundary, &mut hyphen);
                i += unit.chars().count();
            }
            continue;
        }
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
            push_token(&mut out, (&c.to_string(), TokenKind::Symbol, pos, false), &mut boundary, &mut hyphen);
        } else if (matches!(c, '"' | '″' | '”' | '“')
            // "24''": two apostrophes for the inch mark.
            || (matches!(c, '\'' | '′') && chars.get(i + 1).is_some_and(|n| n.1 == c)))
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
            if matches!(c, '\'' | '′') {
                i += 1;
            }
        } else if matches!(c, '-' | '/' | '‑' | '–') {
            let after = chars.get(i + 1).is_some_and(|n| n.1.is_alphanumeric() || is_currency_symbol(n.1));
            let before = i > 0 && chars[i - 1].1.is_alphanumeric();
            if after && before {
                hyphen = true;
            }
        } else if c == '.' && abbreviated(&out, chars.get(i.wrapping_sub(1)).map(|p| p.1)) {
            // "Bond No. 9", "New Bond St.", "Dr. Jart": the dot of an abbreviation ends nothing.
        } else if matches!(c, ',' | ';' | ':' | '.' | '?' | '!' | '(' | ')' | '[' | ']') {
            boundary = true;
        }
        i += 1;
    }
    out
}

/// True when the last token is a word shortened with a dot right after it ("No.", "St.").
fn abbreviated(out: &[Token], before: Option<char>) -> bool {
    const SHORTENED: &[&str] = &[
        "no", "nos", "st", "dr", "mr", "mrs", "ms", "vol", "jr", "sr", "vs", "inc", "co", "ltd", "approx", "mt", "ave",
    ];
    before.is_some_and(char::is_alphabetic)
        && out.last().is_some_and(|t| t.is_word() && SHORTENED.contains(&t.text.as_str()))
}

/// Pushes a token (lowercase text, the text as written) after what came before it, and starts
/// afresh: no clause punctuation or hyphen before the next one yet.
fn push_token(
    out: &mut Vec<Token>,
    (orig, kind, start, glued): (&str, TokenKind, usize, bool),
    boundary: &mut bool,
    hyphen: &mut bool,
) {
    let (boundary_before, hyphen_before) = (*boundary && !glued, *hyphen && !glued);
    out.push(Token {
        text: orig.to_lowercase(),
        orig: orig.to_owned(),
        kind,
        start,
        boundary_before,
        hyphen_before,
        glued,
    });
    *boundary = false;
    *hyphen = false;
}

/// "1/4000 sec", "1/250s": an exposure time at the start of `chars`, one over a whole number
/// before a word for seconds (as the build reads such cells), with the length of "1/4000".
fn exposure_at(chars: &[(usize, char)]) -> Option<(f64, usize)> {
    let boundary = |k: usize| chars.get(k).is_none_or(|x| !x.1.is_alphanumeric());
    if chars.first()?.1 != '1' || chars.get(1)?.1 != '/' {
        return None;
    }
    let digits = chars[2..].iter().take_while(|x| x.1.is_ascii_digit()).count();
    let end = 2 + digits;
    if digits == 0 || !boundary(end) && !chars[end].1.is_alphabetic() || chars.get(end).is_some_and(|x| x.1 == '.') {
        return None;
    }
    let denominator: f64 = chars[2..end].iter().map(|x| x.1).collect::<String>().parse().ok()?;
    let mut k = end;
    while chars.get(k).is_some_and(|x| x.1 == ' ') {
        k += 1;
    }
    let word: String =
        chars[k..].iter().take_while(|x| x.1.is_alphabetic()).map(|x| x.1.to_ascii_lowercase()).collect();
    let seconds = matches!(word.as_str(), "s" | "sec" | "secs" | "second" | "seconds");
    (seconds && denominator >= 2.0 && boundary(k + word.chars().count())).then_some((1.0 / denominator, end))
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
            // "30x", "4.5x": a factor (zoom, magnification), a number and the word "x".
            let factor = rest == "x";
            if factor || !single && !rest.contains('+') && units::normalize_unit(rest).is_some() && rest != "in" {
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

/// True when a product name says what the product is with `words` ([`Index::name_items`] keys,
/// singular): the words end its head, the part before any clause punctuation or "with", "for",
/// "to", "in", "from", "featuring", without trailing sizes or model numbers ("… Daily Toner",
/// "… Eye Cream with Caffeine", "BILLY Bookcase, white", "… Facial Toner 200ml"). A "Desk lamp"
/// is no desk, a "Toner Pads" no toner.
pub fn name_head_ends_with(name: &str, words: &[String]) -> bool {
    let toks = tokenize(name);
    let mut head: Vec<&Token> = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        if (k > 0 && t.boundary_before)
            || matches!(t.text.as_str(), "with" | "for" | "to" | "in" | "from" | "featuring")
        {
            break;
        }
        head.push(t);
    }
    while head.last().is_some_and(|t| !t.is_word() || t.text.contains(|c: char| c.is_ascii_digit()) || t.glued) {
        head.pop();
    }
    head.len() >= words.len()
        && head[head.len() - words.len()..]
            .iter()
            .zip(words)
            .all(|(t, w)| t.is_word() && name_key(&names::singular(&t.text)) == *w)
}

/// A name word as [`Index::name_items`] keys it: digit grouping dropped ("12,000" → "12000").
/// A word without its accents ("grüner" → "gruner", "järvfjället" → "jarvfjallet", "ß" →
/// "ss"): canonical decomposition without its combining marks, as the query encoder's tokenizer
/// strips them (`text::wordpiece`), plus the letters that do not decompose.
pub fn fold_accents(word: &str) -> String {
    use unicode_categories::UnicodeCategories;
    use unicode_normalization::UnicodeNormalization;
    let mut out = String::with_capacity(word.len());
    for c in word.nfd().filter(|c| !c.is_mark_nonspacing()) {
        match c {
            'æ' => out.push_str("ae"),
            'œ' => out.push_str("oe"),
            'ß' => out.push_str("ss"),
            'ø' => out.push('o'),
            'ł' => out.push('l'),
            'đ' => out.push('d'),
            'ı' => out.push('i'),
            c => out.push(c),
        }
    }
    out
}

pub fn name_key(word: &str) -> String {
    if word.starts_with(|c: char| c.is_ascii_digit()) {
        word.replace(',', "")
    } else {
        word.to_owned()
    }
}

/// A category name a shop export writes without spaces ("StorageWaterHeaters",
/// "HEPAAirPurifiers", "HomeTheater,TV&Video") as its words ("Storage Water Heaters", "HEPA Air
/// Purifiers", "Home Theater,TV&Video"). Left as written: names with a space anywhere, names
/// starting in lower case ("iPhone"), and two-part names whose last part is no plural (brands and
/// lines: "BrickHeadz", "PlayStation", "OnePlus").
pub fn split_camel_case(name: &str) -> String {
    if name.contains(' ') || !name.starts_with(|c: char| c.is_uppercase()) {
        return name.to_owned();
    }
    let split = split_at_capitals(name);
    let parts: Vec<&str> = split.split([' ', ',', '&', '/', '-']).filter(|p| !p.is_empty()).collect();
    let plural_end = parts.last().is_some_and(|last| {
        let lower = last.to_lowercase();
        names::singular(&lower) != lower && !lower.ends_with("us")
    });
    if parts.len() >= 3 || plural_end {
        split
    } else {
        name.to_owned()
    }
}

fn split_at_capitals(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if i > 0 && c.is_uppercase() {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_lowercase());
            if prev.is_lowercase() || (prev.is_uppercase() && next_lower) {
                out.push(' ');
            }
        }
        out.push(c);
    }
    out
}

/// Head nouns of a category name ([`Index::category_heads`]), singular and lowercase, each with
/// whether it is a whole coordinated part that no modifier can reach: "Tables" of "Tables &
/// desks" is, "Cases" of "Wireless Chargers & Cases" is not ("wireless" may qualify both).
pub fn category_heads(name: &str) -> Vec<(String, bool)> {
    let mut heads: Vec<(String, bool)> = Vec::new();
    let mut first_bare = true;
    for (k, words) in coordinated_parts(name).into_iter().enumerate() {
        if let Some(head) = words.last() {
            let head = names::singular(&head.text);
            if k == 0 {
                first_bare = words.len() == 1;
            }
            if !heads.iter().any(|(h, _)| *h == head) {
                heads.push((head, words.len() == 1 && first_bare));
            }
        }
    }
    heads
}

/// The coordinated parts of a category name ("and", "or", "&", ",", "/", "+", ";"), each as its
/// lowercase words up to a "with"/"for"/"of"… complement ("Cell Phones with Plans" → cell, phones).
fn coordinated_parts(name: &str) -> Vec<Vec<Token>> {
    let lower = name.to_lowercase().replace(" and ", " & ").replace(" or ", " & ");
    lower
        .split(['&', ',', '/', '+', ';'])
        .map(|part| {
            let mut words: Vec<Token> = tokenize(part).into_iter().filter(Token::is_word).collect();
            let end = words
                .iter()
                .position(|t| matches!(t.text.as_str(), "with" | "for" | "without" | "by" | "from" | "of"))
                .unwrap_or(words.len());
            words.truncate(end);
            words
        })
        .collect()
}

/// The coordinated parts of a category name of two words or more, up to a preposition, singular
/// and lowercase: "Eye creams & treatments" → `[["eye", "cream"]]`, "Cell Phone Cases & Clips"
/// → `[["cell", "phone", "case"]]`.
pub fn category_parts(name: &str) -> Vec<Vec<String>> {
    coordinated_parts(name)
        .into_iter()
        .filter(|words| words.len() >= 2)
        .map(|words| words.iter().map(|t| names::singular(&t.text)).collect())
        .collect()
}

/// True for a spec label that holds a previous price ("Previous price", "Old price", "Was price",
/// "RRP", "Discount").
fn sale_label(name: &str) -> bool {
    let words: Vec<String> = name.to_lowercase().split(|c: char| !c.is_alphanumeric()).map(str::to_owned).collect();
    let has = |w: &str| words.iter().any(|x| x == w);
    (has("price")
        && ["previous", "old", "was", "original", "regular", "former", "list", "before", "compare"]
            .iter()
            .any(|w| has(w)))
        || has("rrp")
        || has("discount")
        || has("markdown")
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

/// Generic word pairs that name the same thing in spec labels.
const LABEL_SYNONYMS: &[(&str, &str)] = &[
    ("display", "screen"),
    ("input", "port"),
    ("color", "colour"),
    ("connection", "port"),
    ("mass", "weight"),
    ("thickness", "depth"),
    ("memory", "ram"),
    ("vram", "ram"),
    ("tdp", "power"),
    ("people", "guest"),
    ("person", "guest"),
    ("accommodate", "guest"),
    ("occupant", "guest"),
    ("sleep", "guest"),
    ("lives", "life"),
    ("lifespan", "life"),
    ("longevity", "life"),
    ("serve", "serving"),
    ("feed", "serving"),
    // A small shopping thesaurus: each pair only matters where the catalog writes one of them.
    ("processor", "cpu"),
    ("chipset", "cpu"),
    ("soc", "cpu"),
    ("selfie", "front"),
    ("back", "rear"),
    ("score", "rating"),
    ("rated", "rating"),
    ("vote", "rating"),
    ("graphics", "gpu"),
    ("transmission", "gearbox"),
    ("bought", "sold"),
    ("buy", "sold"),
    ("purchase", "sold"),
    ("purchased", "sold"),
    ("sell", "sold"),
    ("sells", "sold"),
    ("selling", "sold"),
    ("seller", "sold"),
    ("popular", "sold"),
    ("popularity", "sold"),
    ("download", "install"),
    ("downloaded", "install"),
    ("pcs", "piece"),
    ("pc", "piece"),
];

/// A spec-label word mapped through the generic label synonyms ("display" → "screen",
/// "inputs" → "port"), so differently worded labels compare equal.
pub fn label_word(w: &str) -> &str {
    LABEL_SYNONYMS.iter().find(|(a, _)| *a == w).map(|(_, b)| *b).unwrap_or(w)
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
        assert_eq!(texts("24'' fhd, 27′′"), ["24", "inch", "fhd", "27", "inch"]);
        assert_eq!(texts("Which smartphones don't support 5G?"), ["which", "smartphones", "dont", "support", "5g"]);
        assert_eq!(texts("HDR10+ over-ear 120Hz"), ["hdr10+", "over", "ear", "120", "hz"]);
        assert_eq!(texts("30x zoom, 5x or 4.5x"), ["30", "x", "zoom", "5", "x", "or", "4.5", "x"]);
        let t = tokenize("Aria 9, or Fjord");
        assert!(t[2].boundary_before && !t[1].boundary_before);
        assert!(tokenize("27-inch")[1].hyphen_before);
        // The dot of "No." ends nothing; a sentence's dot does.
        assert!(!tokenize("Bond No. 9")[2].boundary_before);
        assert!(tokenize("under 50. No cats")[2].boundary_before);
        assert_eq!(tokenize("1,5 kg")[0].number(), Some(1.0));
        assert_eq!(tokenize("2,600 nits")[0].number(), Some(2600.0));
    }

    #[test]
    fn camel_case_category_names_read_as_words() {
        assert_eq!(split_camel_case("StorageWaterHeaters"), "Storage Water Heaters");
        assert_eq!(split_camel_case("HEPAAirPurifiers"), "HEPA Air Purifiers");
        assert_eq!(split_camel_case("HomeTheater,TV&Video"), "Home Theater,TV&Video");
        assert_eq!(split_camel_case("Wet-DryVacuums"), "Wet-Dry Vacuums");
        assert_eq!(split_camel_case("Televisions"), "Televisions");
        assert_eq!(split_camel_case("Apple iPhone Cases"), "Apple iPhone Cases");
        for name in ["iPhone", "BrickHeadz", "PlayStation", "OnePlus"] {
            assert_eq!(split_camel_case(name), name);
        }
    }

    #[test]
    fn accents_fold_to_what_shoppers_type() {
        assert_eq!(fold_accents("grüner"), "gruner");
        assert_eq!(fold_accents("järvfjället"), "jarvfjallet");
        assert_eq!(fold_accents("straße"), "strasse");
        assert_eq!(fold_accents("plain"), "plain");
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
}

//! What a bundle holds: the one place that names every section, its codec and the module that
//! writes and reads it ([`SECTIONS`]), and the typed [`Manifest`] stored in section `manifest`.
//!
//! Writers and readers sit side by side in the module each row names; a new section is added
//! here first, so `dualgraph inspect`, the fuzzers and this table stay in step.

use serde::{Deserialize, Deserializer, Serialize};
use std::collections::BTreeMap;

/// Schema version of the SKG stored in bundles (bump when the vocabulary changes meaning).
pub const SCHEMA_VERSION: u32 = 1;

/// Value of [`Manifest::format`].
pub const FORMAT_NAME: &str = "dualgraph-bundle";

/// Section names. Every name a bundle may hold; see [`SECTIONS`] for what each one is.
pub mod sections {
    /// The [`Manifest`](super::Manifest), JSON.
    pub const MANIFEST: &str = "manifest";
    /// Term dictionary: block offsets.
    pub const DICT_OFFSETS: &str = "dict.offsets";
    /// Term dictionary: front-coded blocks.
    pub const DICT_DATA: &str = "dict.data";
    /// SPO index: triple range per subject.
    pub const SPO_SUBJECTS: &str = "spo.subjects";
    /// SPO index: predicate index per triple.
    pub const SPO_PREDS: &str = "spo.preds";
    /// SPO index: object id per triple.
    pub const SPO_OBJECTS: &str = "spo.objects";
    /// POS permutation: triple indexes sorted by (predicate, object, subject).
    pub const POS_TRIPLES: &str = "pos.triples";
    /// POS columns (paged layout, instead of `pos.triples`): the subject id of each POS entry.
    pub const POS_SUBJECTS: &str = "pos.subjects";
    /// POS columns (paged layout, instead of `pos.triples`): the object id of each POS entry.
    pub const POS_OBJECTS: &str = "pos.objects";
    /// POS permutation: range per predicate.
    pub const POS_OFFSETS: &str = "pos.offsets";
    /// Predicate term ids (the one-byte predicate index maps into it).
    pub const PREDICATES: &str = "predicates";
    /// The question compiler's vocabulary.
    pub const LEXICON: &str = "lexicon";
    /// TKG documents and chunks.
    pub const TKG_CHUNKS: &str = "tkg.chunks";
    /// TKG entities, chunk links and SKG alignments.
    pub const TKG_ENTITIES: &str = "tkg.entities";
    /// BM25 indexes over entities and chunks.
    pub const TKG_BM25: &str = "tkg.bm25";
    /// Entity vectors (int8 rows) and their optional HNSW graph.
    pub const TKG_VECTORS: &str = "tkg.vectors";
    /// The query encoder's static token table.
    pub const ENCODER_TABLE: &str = "encoder.table";
    /// Paged layout: one checksum per page of the file (after every section the pages cover).
    pub const PAGES: &str = "pages";
    /// Paged layout (since session 31): one checksum per group of 1024 page checksums, last; a
    /// lazy reader loads it at open instead of the whole `pages` table.
    pub const PAGE_GROUPS: &str = "pages.groups";
    /// Paged layout: every 128th dictionary block's first key (lookups read two pages).
    pub const DICT_INDEX: &str = "dict.index";
    /// Paged layout: the object id of every [`POS_INDEX_STRIDE`](crate::format::paged_layout::POS_INDEX_STRIDE)-th
    /// `pos.objects` entry, loaded at open so a POS lookup reads one block of pages.
    pub const POS_INDEX: &str = "pos.index";
    /// Paged layout (since session 30): every [`SPO_INDEX_STRIDE`](crate::format::paged_layout::SPO_INDEX_STRIDE)-th
    /// `spo.subjects` value, loaded at open so a subject's rows can be asked for with its offsets.
    pub const SPO_INDEX: &str = "spo.index";
}

/// One kind of section: its name, how it is encoded, and where its writer and reader live.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SectionSpec {
    /// Section name.
    pub name: &'static str,
    /// Encoding of the bytes.
    pub codec: &'static str,
    /// Module with the writer and the reader.
    pub module: &'static str,
    /// Every bundle has it (the others are optional: a bundle built `--no-encoder` has no vectors).
    pub required: bool,
}

const fn spec(name: &'static str, codec: &'static str, module: &'static str, required: bool) -> SectionSpec {
    SectionSpec { name, codec, module, required }
}

/// Every section a bundle may hold, in the order the build writes them. Each section is
/// checksummed by the container ([`crate::format::bundle`]).
pub const SECTIONS: &[SectionSpec] = &[
    spec(sections::MANIFEST, "JSON (Manifest)", "format::manifest, skg::store::write_bundle", true),
    spec(sections::DICT_OFFSETS, "u32 LE array", "format::dictionary", true),
    spec(sections::DICT_DATA, "front-coded term blocks", "format::dictionary", true),
    spec(sections::SPO_SUBJECTS, "bit-packed u32 (CSR offsets)", "skg::store", true),
    spec(sections::SPO_PREDS, "bit-packed u32", "skg::store", true),
    spec(sections::SPO_OBJECTS, "bit-packed u32", "skg::store", true),
    spec(sections::POS_TRIPLES, "bit-packed u32 (whole layout)", "skg::store", false),
    spec(sections::POS_SUBJECTS, "bit-packed u32 (paged layout)", "skg::store, format::paged_layout", false),
    spec(sections::POS_OBJECTS, "bit-packed u32 (paged layout)", "skg::store, format::paged_layout", false),
    spec(sections::POS_OFFSETS, "bit-packed u32", "skg::store", true),
    spec(sections::PREDICATES, "bit-packed u32", "skg::store", true),
    spec(
        sections::LEXICON,
        "deflated JSON (Lexicon, DGLZ)",
        "compiler::lexicon (built by dualgraph-build lexicon)",
        false,
    ),
    spec(sections::TKG_CHUNKS, "wire (magic DGTC)", "tkg", false),
    spec(sections::TKG_ENTITIES, "wire (magic DGTE)", "tkg", false),
    spec(sections::TKG_BM25, "wire (magic DGTB)", "tkg::bm25", false),
    spec(sections::TKG_VECTORS, "wire + int8 rows + postcard HNSW", "vectors::vector, vectors::hnsw", false),
    spec(sections::ENCODER_TABLE, "DGST static token table", "vectors::encoder", false),
    spec(sections::DICT_INDEX, "sparse first keys of dictionary blocks", "format::dictionary", false),
    spec(
        sections::POS_INDEX,
        "bit-packed u32: every 256th pos.objects entry",
        "format::paged_layout, skg::store",
        false,
    ),
    spec(
        sections::SPO_INDEX,
        "bit-packed u32: every 256th spo.subjects value",
        "format::paged_layout, skg::store",
        false,
    ),
    spec(sections::PAGES, "page size, covered length, xxh3-64 per page", "format::pages", false),
    spec(
        sections::PAGE_GROUPS,
        "page size, count, covered length, group size, xxh3-64 per group of page checksums",
        "format::pages, format::paged_layout",
        false,
    ),
];

/// The spec of a section name, if it is one this engine knows.
pub fn section_spec(name: &str) -> Option<&'static SectionSpec> {
    SECTIONS.iter().find(|s| s.name == name)
}

/// Bundle manifest: what the bundle holds and how it was built.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    /// Always [`FORMAT_NAME`].
    pub format: String,
    /// SKG schema version.
    pub schema_version: u32,
    /// Engine version that wrote the bundle.
    pub engine_version: String,
    /// Catalog name.
    pub catalog: String,
    /// Base IRI of instances.
    pub instance_base: String,
    /// Creation time, RFC 3339 UTC.
    pub created_at: String,
    /// xxh3-64 (hex) over the catalog source bytes.
    pub source_digest: String,
    /// Number of RDF terms.
    pub terms: u32,
    /// Number of triples.
    pub triples: u32,
    /// Number of distinct predicates.
    pub predicates: u32,
    /// How it was built: options, counts, rules, TKG and encoder.
    #[serde(default, deserialize_with = "null_as_default")]
    pub build: BuildInfo,
}

/// How a bundle was built (`Manifest.build`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BuildInfo {
    /// Build options that shape the graph.
    pub options: BuildOptionsInfo,
    /// Products in the catalog.
    pub products: usize,
    /// Prose pages in the catalog.
    pub pages: usize,
    /// Categories.
    pub categories: usize,
    /// Product ranges.
    pub ranges: usize,
    /// Spec rows.
    pub spec_rows: usize,
    /// Records skipped as invalid (`--skip-invalid`).
    pub skipped_records: usize,
    /// What the enrichment rules did.
    pub rules: RulesReport,
    /// What TKG construction produced.
    pub tkg: TkgReport,
    /// The query encoder the entity vectors were made with (`None`: no vectors).
    pub encoder: Option<EncoderIdentity>,
    /// Built with `--no-skg` (a thin bundle): lexicon, encoder and TKG only; the SKG's triples
    /// live on a SPARQL endpoint.
    pub no_skg: bool,
    /// Triples of the SKG this bundle was built with (in a thin bundle: what the endpoint
    /// should hold, TKG triples included).
    pub skg_triples: usize,
    /// The model reader whose prose facts joined the offline ones (`build --llm-prose-facts`:
    /// `llm-facts-v1:<model>:prompt-<version>`); `None`: offline prose facts only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prose_facts: Option<String>,
}

/// Build options recorded in the manifest.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BuildOptionsInfo {
    /// Base IRI of instances.
    pub base_iri: String,
    /// Invalid records were skipped rather than failing the build.
    pub skip_invalid: bool,
    /// Folder of user rules.
    pub rules_dir: Option<String>,
    /// The default rules ran.
    pub default_rules: bool,
}

fn null_as_default<'de, D: Deserializer<'de>, T: Default + Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    Ok(Option::<T>::deserialize(d)?.unwrap_or_default())
}

/// What TKG construction produced (build report and manifest).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TkgReport {
    /// Format version of the sections.
    pub format: u32,
    /// Extractor identity.
    pub extractor: String,
    /// Documents (products + pages).
    pub docs: usize,
    /// Chunks.
    pub chunks: usize,
    /// Characters of prose in chunks.
    pub chunk_chars: usize,
    /// Mentions before merging.
    pub mentions: usize,
    /// Entities after merging.
    pub entities: usize,
    /// Entity ↔ chunk links.
    pub links: usize,
    /// Entities aligned with at least one SKG node.
    pub aligned_entities: usize,
    /// `alignsWith` links.
    pub alignments: usize,
    /// RDF triples the TKG adds to the graph (see `Tkg::triples`).
    pub triples: usize,
    /// Entities per mention kind (an entity counts once per kind it has).
    pub kinds: BTreeMap<String, usize>,
    /// Bytes per TKG section.
    pub section_bytes: BTreeMap<String, usize>,
    /// Query encoder identity (`None`: no vectors, entity retrieval is BM25 only).
    pub encoder: Option<String>,
    /// Index over the entity vectors (`exact` or `hnsw`).
    pub vector_index: Option<String>,
}

/// The identity of an encoder, recorded in bundle manifests (`build.encoder`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EncoderIdentity {
    /// `model/method/dims/checksum` in one string; vectors are only used with an encoder of the
    /// same id.
    pub id: String,
    /// Model name.
    pub model: String,
    /// Method.
    pub method: String,
    /// Dimensions.
    pub dims: usize,
    /// Vocabulary size.
    pub vocab: usize,
    /// xxh3-64 (hex) of the table bytes.
    pub checksum: String,
    /// Table size in bytes.
    pub table_bytes: usize,
}

/// What the rules did.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RulesReport {
    /// Rounds until nothing changed.
    pub rounds: usize,
    /// Triples added per rule, over all rounds.
    pub added: Vec<(String, usize)>,
    /// Milliseconds spent per rule, over all rounds.
    pub millis: Vec<(String, u128)>,
    /// Evaluations skipped per rule: nothing added since its last run could change its result.
    pub skipped: Vec<(String, usize)>,
    /// Triples before and after.
    pub triples_before: usize,
    /// Triples after the fixpoint.
    pub triples_after: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_section_name_is_listed_once() {
        let mut names: Vec<&str> = SECTIONS.iter().map(|s| s.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), SECTIONS.len());
        assert!(section_spec("tkg.vectors").is_some() && section_spec("nope").is_none());
    }

    #[test]
    fn a_manifest_without_build_info_reads_with_defaults() {
        let json = r#"{"format":"dualgraph-bundle","schema_version":1,"engine_version":"x","catalog":"c",
            "instance_base":"http://ex/","created_at":"","source_digest":"","terms":0,"triples":0,"predicates":0,"build":null}"#;
        let m: Manifest = serde_json::from_str(json).unwrap();
        assert_eq!(m.build, BuildInfo::default());
        let round: Manifest = serde_json::from_str(&serde_json::to_string(&m).unwrap()).unwrap();
        assert_eq!(round, m);
    }
}

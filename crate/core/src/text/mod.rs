//! Text: canonical names and IRI minting, numbers with units, the WordPiece tokenizer.
//!
//! ## The text keys and tokenizers, and why there is more than one
//!
//! Each is a different equivalence, chosen for one job; a new caller picks from this list
//! rather than writing another:
//!
//! | function | equivalence | used for |
//! |---|---|---|
//! | [`names::canonical_key`] | same name up to case, whitespace runs, typographic quotes and dashes | identity of catalog names (IRI minting, dedup, lookups) |
//! | [`names::singular`] | plural folded ("cameras" → "camera") | inside the keys below |
//! | `dualgraph_build::extract::align_key` | canonical key split into letter/digit runs, articles dropped, plurals folded | aligning TKG entities with SKG nodes (paper, App. B.6; build time) |
//! | [`crate::tkg::bm25::tokenize`] | lowercased letter/digit runs, stop words dropped, plurals folded, model numbers whole | BM25 terms (must be identical at build and query time) |
//! | [`crate::compiler::lexicon::tokenize`] | words, numbers with separators, currency symbols, `%`, inch marks, glued units split | the question compiler's tokens |
//! | [`wordpiece`] | BERT-uncased WordPiece, as HF `tokenizers` | the query encoder |
//! | `dualgraph_eval::metrics::normalize` | lowercased alphanumeric runs | list-match scoring, the SpecsQA scripts' rule |
//!
//! Word lists live with the stage that reads them: the compiler's in `compiler`, BM25's stop
//! words in `tkg::bm25`, the extractor's in `dualgraph_build::extract`.

pub mod names;
pub mod units;
pub mod wordpiece;

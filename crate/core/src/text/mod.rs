//! Text: canonical names and IRI minting, numbers with units, the WordPiece tokenizer.

pub mod names;
pub mod units;
pub mod wordpiece;
